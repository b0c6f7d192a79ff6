/* fuzz-encyclopedia.c: the encyclopedia data: one article file, read by the safe reader,
 * validated against data/encyclopedia/boxi-encyclopedia.rng and checked (no corpus), as
 * bx_encyclopedia_new_from_files() does, with the schema compiled once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-encyclopedia.h"
#include "bx-xml.h"
#include "fuzz-common.h"

static xmlRelaxNG *schema;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_autoptr(GError) error = NULL;

  fuzz_init_common ();
  schema = bx_xml_load_schema (FUZZ_SOURCE_ROOT "/data/encyclopedia/boxi-encyclopedia.rng",
                               &error);
  if (schema == NULL)
    g_error ("schema: %s", error->message);
  return 0;
}

/* The file name an input is written to: FAMILY.xml after its family="…" (a file not named
 * after its family is refused before anything else is looked at). */
static char *
file_name_of (const uint8_t *data,
              size_t         size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  const char *fam = strstr (text, "family=\"");
  g_autofree char *family = NULL;

  if (fam != NULL)
    {
      fam += strlen ("family=\"");
      family = g_strndup (fam, strspn (fam, "abcdefghijklmnopqrstuvwxyz"));
    }
  return g_strconcat (family != NULL && *family != '\0' ? family : "shuanglu", ".xml", NULL);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *name = file_name_of (data, size);
  g_autofree char *path = fuzz_write (name, data, size);
  const char *paths[] = { path, NULL };
  g_autoptr(GError) error = NULL;
  BxEncyclopedia *e;

  e = _bx_encyclopedia_new_with_schema (schema, paths, NULL, &error);
  fuzz_debug (error);
  if (e != NULL)
    bx_encyclopedia_free (e);
  g_remove (path);
  return 0;
}
