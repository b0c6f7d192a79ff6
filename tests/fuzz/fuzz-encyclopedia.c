/* fuzz-encyclopedia.c: the encyclopedia data: one article file, read by the safe reader,
 * validated against data/encyclopedia/boxi-encyclopedia.rng and checked (no corpus)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-encyclopedia.h"
#include "fuzz-common.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init_common ();
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

  e = bx_encyclopedia_new_from_files (FUZZ_SOURCE_ROOT "/data/encyclopedia/boxi-encyclopedia.rng",
                                      paths, NULL, &error);
  fuzz_debug (error);
  if (e != NULL)
    bx_encyclopedia_free (e);
  g_remove (path);
  return 0;
}
