/* fuzz-tei.c: the TEI importer on one in-memory document (written to a scratch file, then
 * parsed, validated against texts/boxi-tei.rng, cross-checked against the real glossary and
 * bibliography, and imported into an in-memory database)
 *
 * Everything bx_tei_import_files() does runs for each input but two steps that do not look
 * at it: the schema is compiled once (as one import compiles it once for all its files),
 * and the database is SQLite's in-memory one instead of a file saved atomically
 * (_bx_tei_import_in_memory()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-tei-private.h"
#include "bx-xml.h"
#include "fuzz-common.h"

static xmlRelaxNG *schema;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_autoptr(GError) error = NULL;

  fuzz_init_common ();
  schema = bx_xml_load_schema (FUZZ_SOURCE_ROOT "/texts/boxi-tei.rng", &error);
  if (schema == NULL)
    g_error ("schema: %s", error->message);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *path = fuzz_write ("work.xml", data, size);
  /* With the real glossary and bibliography, which every work's references point into.
   * The input is read first, so that one refused by the parser or the schema is refused
   * before the glossary is read (the files are sorted after they are read: the order given
   * makes no other difference). */
  const char *paths[] = { path, FUZZ_SOURCE_ROOT "/texts/glossary.xml",
                          FUZZ_SOURCE_ROOT "/texts/reconstructions.xml", NULL };
  g_autoptr(GError) error = NULL;

  _bx_tei_import_in_memory (schema, paths, &error);
  fuzz_debug (error);
  return 0;
}
