/* fuzz-search.c: search queries (folded and exact) against a small corpus, the checkout's
 * texts, rules and articles imported once into a scratch database
 *
 * Input: byte 0 picks the options (exact characters, a work filter, a layer), the rest is
 * the query as typed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-corpus.h"
#include "bx-tei-import.h"
#include "fuzz-common.h"

static BxCorpus *corpus;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_autofree char *db = NULL;
  g_autoptr(GError) error = NULL;

  fuzz_init_common ();
  db = g_build_filename (fuzz_scratch_dir (), "search.sqlite", NULL);
  if (!bx_tei_import_directory_full (FUZZ_SOURCE_ROOT "/texts",
                                     FUZZ_SOURCE_ROOT "/data/rulesets",
                                     FUZZ_SOURCE_ROOT "/data/encyclopedia", db, NULL, &error)
      || (corpus = bx_corpus_open (db, &error)) == NULL)
    g_error ("corpus: %s", error->message);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *query = NULL;
  g_autoptr(GPtrArray) hits = NULL;
  BxSearchOptions options = { 0 };
  g_autoptr(GError) error = NULL;

  if (size < 1)
    return 0;
  options.exact = (data[0] & 1) != 0;
  options.work_id = (data[0] & 2) != 0 ? "pushuang" : NULL;
  options.layers = (BxLayer) ((data[0] >> 2) & 7);
  options.kinds = (data[0] >> 5) & 7;
  options.limit = (data[0] & 0x80) != 0 ? 5 : 0;
  query = g_strndup ((const char *) data + 1, size - 1);
  hits = bx_corpus_search (corpus, query, &options, &error);
  /* A query of ours never makes SQLite fail: only a bad query (BX_ERROR_INVALID) may. */
  if (hits == NULL && !g_error_matches (error, BX_ERROR, BX_ERROR_INVALID))
    {
      g_printerr ("search failed: %s\n", error->message);
      abort ();
    }
  return 0;
}
