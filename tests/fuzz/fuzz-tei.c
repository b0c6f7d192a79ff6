/* fuzz-tei.c: the TEI importer on one in-memory document (written to a scratch file, then
 * parsed, validated against texts/boxi-tei.rng, cross-checked and imported)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-tei-import.h"
#include "fuzz-common.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init_common ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *path = fuzz_write ("work.xml", data, size);
  g_autofree char *db = g_build_filename (fuzz_scratch_dir (), "corpus.sqlite", NULL);
  const char *paths[] = { path, NULL };

  bx_tei_import_files (FUZZ_SOURCE_ROOT "/texts/boxi-tei.rng", paths, db, NULL, NULL);
  g_remove (db);
  return 0;
}
