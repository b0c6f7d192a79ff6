/* fuzz-tei.c: the TEI importer on one in-memory document (written to a scratch file, then
 * parsed, validated against texts/boxi-tei.rng, cross-checked against the real glossary and
 * bibliography, and imported)
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
  /* With the real glossary and bibliography, which every work's references point into. */
  const char *paths[] = { FUZZ_SOURCE_ROOT "/texts/glossary.xml",
                          FUZZ_SOURCE_ROOT "/texts/reconstructions.xml", path, NULL };

  g_autoptr(GError) error = NULL;

  bx_tei_import_files (FUZZ_SOURCE_ROOT "/texts/boxi-tei.rng", paths, db, NULL, &error);
  fuzz_debug (error);
  g_remove (db);
  return 0;
}
