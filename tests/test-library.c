/* test-library.c: the rulesets and the corpus are loaded once per process (issue 20)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-core.h"
#include "bx-corpus.h"
#include "bx-library.h"
#include "bx-tei-import.h"

/* Taken in main(), before anything is loaded. */
static BxLoadStats at_start;

static guint
count_ruleset_files (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".xml"))
      n++;
  return n;
}

/* Must run first: the default library is built once per process. */
static void
test_default_once (void)
{
  guint n_files = count_ruleset_files (SOURCE_RULESETS_DIR);
  BxLibrary *library = bx_library_get_default ();
  g_autoptr(GError) error = NULL;
  BxLoadStats after;
  g_autoptr(GPtrArray) family = NULL;

  g_assert_nonnull (library);
  g_assert_true (bx_library_check (library, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (bx_library_get_rulesets_dir (library), ==, SOURCE_RULESETS_DIR);
  g_assert_cmpuint (n_files, >=, 20);
  g_assert_cmpuint (bx_library_list_rulesets (library)->len, ==, n_files);

  /* Each ruleset file once, the ruleset schema once, the TEI schema at most once (only
   * when the cache's corpus had to be rebuilt), one library, one corpus. */
  g_assert_cmpuint (bx_load_stats_diff (&at_start, BX_LOAD_RULESET_FILE), ==, n_files);
  g_assert_cmpuint (bx_load_stats_diff (&at_start, BX_LOAD_RULESET_SCHEMA), ==, 1);
  g_assert_cmpuint (bx_load_stats_diff (&at_start, BX_LOAD_TEI_SCHEMA), <=, 1);
  g_assert_cmpuint (bx_load_stats_diff (&at_start, BX_LOAD_TEI_IMPORT), <=, 1);
  g_assert_cmpuint (bx_load_stats_diff (&at_start, BX_LOAD_LIBRARY), ==, 1);
  g_assert_cmpuint (bx_load_stats_diff (&at_start, BX_LOAD_CORPUS_OPEN), ==, 1);
  g_assert_cmpuint (bx_load_stats_diff (&at_start, BX_LOAD_CLAUSE_INDEX), ==, 0);

  /* Asking again, as every page does, loads nothing. */
  bx_library_get_load_stats (&after);
  g_assert_true (bx_library_get_default () == library);
  g_assert_nonnull (bx_library_get_ruleset (bx_library_get_default (), "shuanglu/ping"));
  g_assert_nonnull (bx_library_get_clause_index (library));
  g_assert_true (bx_library_get_clause_index (library) == bx_library_get_clause_index (library));
  for (guint i = 0; i < BX_N_LOAD_COUNTERS; i++)
    if (i != BX_LOAD_CLAUSE_INDEX)
      g_assert_cmpuint (bx_load_stats_diff (&after, i), ==, 0);
  g_assert_cmpuint (bx_load_stats_diff (&after, BX_LOAD_CLAUSE_INDEX), ==, 1);

  family = bx_library_list_family (library, "shuanglu");
  g_assert_cmpuint (family->len, >=, 2);
  for (guint i = 0; i < family->len; i++)
    g_assert_cmpstr (bx_ruleset_get_family (g_ptr_array_index (family, i)), ==, "shuanglu");
}

/* The clause index is the corpus's: the same text and translation as the database. */
static void
test_clause_index_from_corpus (void)
{
  BxLibrary *library = bx_library_get_default ();
  BxClauseIndex *index = bx_library_get_clause_index (library);
  g_autoptr(GError) error = NULL;
  g_autoptr(BxClause) clause = bx_corpus_get_clause (bx_library_get_corpus (library),
                                                     "pushuang.changju.15", &error);

  g_assert_no_error (error);
  g_assert_true (bx_clause_index_has (index, "pushuang.changju.15"));
  g_assert_false (bx_clause_index_has (index, "pushuang.nosuch"));
  g_assert_true (bx_clause_index_has_bibl (index, "rec.boxi"));
  g_assert_cmpstr (bx_clause_index_get_text (index, clause->id), ==, clause->text);
  g_assert_cmpstr (bx_clause_index_get_translation (index, clause->id), ==,
                   clause->translation);
  g_assert_true (bx_clause_index_check_func ("#rec.boxi", index));
  g_assert_false (bx_clause_index_check_func ("#pushuang.changju.15", index));
}

/* A library of explicit folders (the CLI's --rulesets and --texts) loads its own. */
static void
test_explicit_dirs (void)
{
  g_autoptr(BxLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  BxLoadStats before;

  bx_library_get_load_stats (&before);
  library = bx_library_new (SOURCE_RULESETS_DIR, SOURCE_TEXTS_DIR, NULL);
  g_assert_true (bx_library_check (library, &error));
  g_assert_no_error (error);
  g_assert_false (library == bx_library_get_default ());
  g_assert_cmpuint (bx_load_stats_diff (&before, BX_LOAD_RULESET_SCHEMA), ==, 1);
  g_assert_cmpuint (bx_load_stats_diff (&before, BX_LOAD_RULESET_FILE), ==,
                    count_ruleset_files (SOURCE_RULESETS_DIR));
  g_assert_true (bx_clause_index_has (bx_library_get_clause_index (library),
                                      "saifu.fu.1"));
}

/* Without a corpus the rulesets still load (unchecked), and check() says why. */
static void
test_missing_corpus (void)
{
  g_autoptr(BxLibrary) library = bx_library_new (SOURCE_RULESETS_DIR, NULL,
                                                 "/nonexistent/corpus.sqlite");
  g_autoptr(GError) error = NULL;

  g_assert_null (bx_library_get_corpus (library));
  g_assert_null (bx_library_get_clause_index (library));
  g_assert_nonnull (bx_library_get_corpus_error (library));
  g_assert_nonnull (bx_library_get_rulesets (library));
  g_assert_false (bx_library_check (library, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "/nonexistent/corpus.sqlite"));
}

/* Installed runs read the installed data; the checkout only under $BOXI_SOURCE_ROOT. */
static void
test_data_dirs (void)
{
  g_autofree char *root = g_strdup (g_getenv ("BOXI_SOURCE_ROOT"));
  g_autofree char *rulesets = NULL, *texts = NULL, *installed_rulesets = NULL;
  g_autofree char *data_rulesets = NULL, *env_rulesets = NULL;

  g_assert_nonnull (root);
  rulesets = bx_rulesets_default_dir ();
  texts = bx_texts_default_dir ();
  g_assert_true (g_str_has_prefix (rulesets, root));
  g_assert_true (g_str_has_prefix (texts, root));

  g_unsetenv ("BOXI_SOURCE_ROOT");
  g_assert_null (bx_source_root ());
  g_assert_cmpstr (bx_data_default_dir (), ==, PKGDATADIR);
  installed_rulesets = bx_rulesets_default_dir ();
  g_assert_cmpstr (installed_rulesets, ==, PKGDATADIR "/rulesets");

  g_setenv ("BOXI_DATA_DIR", "/opt/boxi-data", TRUE);
  data_rulesets = bx_rulesets_default_dir ();
  g_assert_cmpstr (data_rulesets, ==, "/opt/boxi-data/rulesets");
  g_setenv ("BOXI_RULESETS_DIR", "/opt/rs", TRUE);
  env_rulesets = bx_rulesets_default_dir ();
  g_assert_cmpstr (env_rulesets, ==, "/opt/rs");

  g_unsetenv ("BOXI_RULESETS_DIR");
  g_unsetenv ("BOXI_DATA_DIR");
  g_setenv ("BOXI_SOURCE_ROOT", root, TRUE);
}

/* The cache's database for a folder of texts is one per folder. */
static void
test_cache_path (void)
{
  g_autofree char *app = bx_corpus_cache_path (NULL);
  g_autofree char *a = bx_corpus_cache_path (SOURCE_TEXTS_DIR);
  g_autofree char *b = bx_corpus_cache_path ("/tmp/other-texts");

  g_assert_true (g_str_has_suffix (app, "/boxi/corpus.sqlite"));
  g_assert_true (g_str_has_prefix (a, g_get_user_cache_dir ()));
  g_assert_cmpstr (a, !=, b);
  g_assert_cmpstr (a, !=, app);
}

int
main (int    argc,
      char **argv)
{
  bx_library_get_load_stats (&at_start);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/library/default-once", test_default_once);
  g_test_add_func ("/library/clause-index", test_clause_index_from_corpus);
  g_test_add_func ("/library/explicit-dirs", test_explicit_dirs);
  g_test_add_func ("/library/missing-corpus", test_missing_corpus);
  g_test_add_func ("/library/data-dirs", test_data_dirs);
  g_test_add_func ("/library/cache-path", test_cache_path);

  return g_test_run ();
}
