/* test-search.c: the tokenizer and full-text search, on the fixtures and on the real texts
 *
 * The real-corpus tests build their own database from texts/ (not the build-time one),
 * and skip while a work file is not written yet.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "corpus-test-util.h"
#include "bx-script.h"
#include "bx-search-rank.h"
#include "bx-tokenizer.h"

static char *fixture_dir;
static char *fixture_tmp;
static BxCorpus *fixture;
static char *real_tmp;
static BxCorpus *real;
static char *real_missing;

static GPtrArray *
search (BxCorpus   *corpus,
        const char *query,
        const char *work,
        BxLayer     layers,
        gboolean    exact)
{
  BxSearchOptions options = { work, layers, exact, 200, NULL, NULL };
  g_autoptr(GError) error = NULL;
  GPtrArray *hits = bx_corpus_search (corpus, query, &options, &error);

  g_assert_no_error (error);
  g_assert_nonnull (hits);
  return hits;
}

static gboolean
has_hit (GPtrArray  *hits,
         const char *work,
         const char *layer,
         const char *clause_id)
{
  for (guint i = 0; i < hits->len; i++)
    {
      BxSearchHit *h = hits->pdata[i];

      if ((work == NULL || g_strcmp0 (h->work_id, work) == 0)
          && (layer == NULL || g_strcmp0 (h->layer, layer) == 0)
          && (clause_id == NULL || g_strcmp0 (h->clause_id, clause_id) == 0))
        return TRUE;
    }
  return FALSE;
}

static gboolean
skip_without_real (void)
{
  if (real != NULL)
    return FALSE;
  {
    g_autofree char *msg = g_strdup_printf ("texts/%s is not written yet", real_missing);
    g_test_skip (msg);
  }
  return TRUE;
}

/* Tokenizer */

static gboolean
collect_token (const char *token,
               int         start,
               int         end,
               gpointer    user_data)
{
  GString *s = user_data;

  g_string_append_printf (s, "%s%s@%d-%d", s->len > 0 ? " " : "", token, start, end);
  return TRUE;
}

static char *
tokens (const char *text,
        gboolean    exact)
{
  GString *s = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  bx_tokenizer_tokenize (text, -1, exact, collect_token, s, &error);
  g_assert_no_error (error);
  return g_string_free (s, FALSE);
}

static void
test_tokenizer_han (void)
{
  g_autofree char *folded = tokens ("打馬 雙陸", FALSE);
  g_autofree char *exact = tokens ("打馬 雙陸", TRUE);
  g_autofree char *ext = tokens ("以𫝊記", FALSE);
  g_autofree char *qian = tokens ("乾", FALSE);

  /* Offsets are bytes of the original text. */
  g_assert_cmpstr (folded, ==, "打@0-3 马@3-6 双@7-10 陆@10-13");
  g_assert_cmpstr (exact, ==, "打@0-3 馬@3-6 雙@7-10 陸@10-13");
  g_assert_cmpstr (ext, ==, "以@0-3 𫝊@3-7 记@7-10");
  /* The character table only: no phrase conversion. */
  g_assert_cmpstr (qian, ==, "干@0-3");
}

static void
test_tokenizer_latin (void)
{
  g_autofree char *t = tokens ("Hong Zun's 15 pieces, bó-cái; ＡＢ", FALSE);

  g_assert_cmpstr (t, ==, "hong@0-4 zun@5-8 s@9-10 15@11-13 pieces@14-20 bo@22-25 "
                          "cai@26-30 ab@32-38");
  g_assert_cmpuint (bx_tokenizer_count ("，。「」 — ()", FALSE), ==, 0);
  g_assert_cmpuint (bx_tokenizer_count ("梟 owl", FALSE), ==, 2);
}

static void
test_build_match (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *a = bx_tokenizer_build_match ("打马 \"lone piece\"", NULL, FALSE, &error);
  g_autofree char *b = bx_tokenizer_build_match ("x\" OR col:y NEAR(", "{note}", FALSE, &error);
  g_autofree char *c = bx_tokenizer_build_match ("，。", NULL, FALSE, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (a, ==, "\"打马\" AND \"lone piece\"");
  g_assert_cmpstr (b, ==, "{note} : (\"x\" AND \" OR col:y NEAR(\")");
  g_assert_cmpstr (c, ==, "");
}

static void
test_build_bigram_match (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *a = bx_tokenizer_build_bigram_match ("打马 \"lone piece\" 之x 出 打馬，出",
                                                        "{note}", &error);
  g_autofree char *b = bx_tokenizer_build_match ("打\x01马", NULL, FALSE, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (a, ==, "{note} : (\"\x01打马\" AND \"lone piece\" AND \"之x\" AND \"出\" AND "
                          "\"\x01打馬，出\")");
  /* A typed mark is a separator, as it is for the tokenizer. */
  g_assert_cmpstr (b, ==, "\"打 马\"");
}

/* "ROWID:SIZE:HIGHLIGHT" of each row that matches @match, space-separated. */
static char *
rows_of (sqlite3    *db,
         const char *match)
{
  g_autoptr(GString) out = g_string_new (NULL);
  sqlite3_stmt *stmt = NULL;

  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT rowid, boxi_column_size (t, 0), "
                                       "highlight (t, 0, '[', ']') FROM t WHERE t MATCH ?1",
                                       -1, &stmt, NULL), ==, SQLITE_OK);
  sqlite3_bind_text (stmt, 1, match, -1, SQLITE_STATIC);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    g_string_append_printf (out, "%s%lld:%d:%s", out->len > 0 ? " " : "",
                            (long long) sqlite3_column_int64 (stmt, 0),
                            sqlite3_column_int (stmt, 1),
                            (const char *) sqlite3_column_text (stmt, 2));
  g_assert_cmpint (sqlite3_finalize (stmt), ==, SQLITE_OK);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* Documents hold colocated bigrams: the bigram phrases match where the phrases of single
 * characters do, the column sizes count characters only, and highlight() marks whole
 * phrases when the phrases of single characters are there too. */
static void
test_bigram_index (void)
{
  const char *queries[] = { "打馬", "馬出", "出局", "打馬出局", "局馬", "馬 出", "ok馬", "出局ok",
                            "打马", "馬出打", "局" };
  g_autoptr(GError) error = NULL;
  g_autofree char *alone = NULL;
  g_autofree char *plain = NULL;
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open (":memory:", &db), ==, SQLITE_OK);
  g_assert_true (bx_tokenizer_register (db, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sqlite3_exec (db, "CREATE VIRTUAL TABLE t USING fts5 (x, tokenize='boxi');"
                                 "INSERT INTO t VALUES ('打馬，出局 ok 馬出');"
                                 "INSERT INTO t VALUES ('馬 打 出局');", NULL, NULL, NULL),
                   ==, SQLITE_OK);
  for (guint i = 0; i < G_N_ELEMENTS (queries); i++)
    {
      g_autofree char *unigram = bx_tokenizer_build_match (queries[i], NULL, FALSE, NULL);
      g_autofree char *bigram = bx_tokenizer_build_bigram_match (queries[i], NULL, NULL);
      g_autofree char *both = g_strdup_printf ("(%s) AND (%s)", bigram, unigram);
      g_autofree char *want = rows_of (db, unigram);
      g_autofree char *got = rows_of (db, both);

      g_test_message ("%s: %s", queries[i], want);
      g_assert_cmpstr (got, ==, want);
    }
  /* A bigram crosses punctuation, as a phrase does; 7 tokens (no bigram counted). */
  alone = rows_of (db, "\"\x01馬出\"");
  g_assert_true (g_str_has_prefix (alone, "1:7:"));
  plain = rows_of (db, "\"馬出\"");
  g_assert_cmpstr (plain, ==, "1:7:打[馬，出]局 ok [馬出]");
  bx_search_rank_release (db);
  sqlite3_close (db);
}

static void
test_script (void)
{
  g_autofree char *s = bx_script_to_simplified ("譜雙 打馬圖經");

  g_assert_cmpstr (s, ==, "谱双 打马图经");
}

/* Fixtures */

static void
test_fixture_one_char (void)
{
  g_autoptr(GPtrArray) hits = search (fixture, "梟", NULL, BX_LAYER_ANY, FALSE);

  g_assert_true (has_hit (hits, "mini", "original", "mini.a.2"));
  g_assert_true (has_hit (hits, "mini", "original", "mini.b.inner.1"));
  /* The section head 梟例 is searchable too. */
  g_assert_true (has_hit (hits, "mini", "original", "mini.b"));
}

static void
test_fixture_two_char (void)
{
  g_autoptr(GPtrArray) hits = search (fixture, "打马", NULL, BX_LAYER_ORIGINAL, FALSE);
  g_autoptr(GPtrArray) exact = search (fixture, "打马", NULL, BX_LAYER_ORIGINAL, TRUE);
  g_autoptr(GPtrArray) exact_trad = search (fixture, "打馬", NULL, BX_LAYER_ORIGINAL, TRUE);
  g_autoptr(GPtrArray) apart = search (fixture, "凡马", NULL, BX_LAYER_ORIGINAL, FALSE);

  g_assert_true (has_hit (hits, "mini", "original", "mini.a.1"));
  g_assert_true (has_hit (hits, "mini", "original", "mini.a"));
  g_assert_cmpuint (exact->len, ==, 0);
  g_assert_true (has_hit (exact_trad, "mini", "original", "mini.a.1"));
  /* A phrase, not two words anywhere. */
  g_assert_cmpuint (apart->len, ==, 0);
}

static void
test_fixture_snippet (void)
{
  BxSearchOptions options = { NULL, BX_LAYER_ORIGINAL, FALSE, 10, "<b>", "</b>" };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) hits = bx_corpus_search (fixture, "打马", &options, &error);
  gboolean found = FALSE;

  g_assert_no_error (error);
  for (guint i = 0; i < hits->len; i++)
    {
      BxSearchHit *h = hits->pdata[i];

      if (g_strcmp0 (h->clause_id, "mini.a.1") != 0)
        continue;
      /* The source characters, not the folded ones. */
      g_assert_cmpstr (h->snippet, ==, "凡<b>打馬</b>二人");
      g_assert_cmpfloat (h->rank, <, 0);
      found = TRUE;
    }
  g_assert_true (found);
}

static void
test_fixture_layers (void)
{
  g_autoptr(GPtrArray) english = search (fixture, "horse", NULL, BX_LAYER_ANY, FALSE);
  g_autoptr(GPtrArray) notes = search (fixture, "雙陸", NULL, BX_LAYER_NOTE, FALSE);
  g_autoptr(GPtrArray) stem = search (fixture, "doubled", NULL, BX_LAYER_TRANSLATION, FALSE);
  g_autoptr(GPtrArray) none = search (fixture, "horse", NULL, BX_LAYER_ORIGINAL, FALSE);
  g_autoptr(GPtrArray) commentary = search (fixture, "backgammon", NULL, BX_LAYER_NOTE, FALSE);

  g_assert_true (has_hit (english, "mini", "translation", "mini.a.1"));
  g_assert_true (has_hit (notes, "mini", "note", "mini.a"));
  g_assert_true (has_hit (stem, "mini", "translation", "mini.a.2"));
  g_assert_cmpuint (none->len, ==, 0);
  g_assert_true (has_hit (commentary, "mini", "note", "mini.a.2"));
}

static void
test_fixture_phrase (void)
{
  g_autoptr(GPtrArray) phrase = search (fixture, "\"horse game\"", NULL, BX_LAYER_ANY, FALSE);
  g_autoptr(GPtrArray) reversed = search (fixture, "\"game horse\"", NULL, BX_LAYER_ANY, FALSE);
  g_autoptr(GPtrArray) both = search (fixture, "game two", NULL, BX_LAYER_ANY, FALSE);

  g_assert_true (has_hit (phrase, "mini", "translation", "mini.a.1"));
  g_assert_cmpuint (reversed->len, ==, 0);
  g_assert_cmpuint (both->len, ==, 1);
}

static void
test_fixture_work_filter (void)
{
  g_autoptr(GPtrArray) mine = search (fixture, "梟", "mini", BX_LAYER_ANY, FALSE);
  g_autoptr(GPtrArray) other = search (fixture, "梟", "saifu", BX_LAYER_ANY, FALSE);
  g_autoptr(GPtrArray) operators = search (fixture, "mini OR NEAR", NULL, BX_LAYER_ANY, FALSE);

  g_assert_cmpuint (mine->len, >, 0);
  g_assert_cmpuint (other->len, ==, 0);
  /* The work column is never searched by the query itself. */
  g_assert_cmpuint (operators->len, ==, 0);
}

/* The real texts */

static void
test_real_one_char (void)
{
  g_autoptr(GPtrArray) hits = NULL;
  g_autoptr(GHashTable) works = g_hash_table_new (g_str_hash, g_str_equal);

  if (skip_without_real ())
    return;
  hits = search (real, "梟", NULL, BX_LAYER_ORIGINAL, FALSE);
  for (guint i = 0; i < hits->len; i++)
    g_hash_table_add (works, ((BxSearchHit *) hits->pdata[i])->work_id);
  g_assert_cmpuint (g_hash_table_size (works), >=, 2);
}

static void
test_real_two_char_simplified (void)
{
  g_autoptr(GPtrArray) hits = NULL;
  g_autoptr(GPtrArray) exact = NULL;

  if (skip_without_real ())
    return;
  hits = search (real, "打马", NULL, BX_LAYER_ANY, FALSE);
  g_assert_true (has_hit (hits, "damatujing", "original", NULL));
  exact = search (real, "打马", NULL, BX_LAYER_ORIGINAL, TRUE);
  g_assert_cmpuint (exact->len, ==, 0);
}

static void
test_real_shuanglu (void)
{
  g_autoptr(GPtrArray) hits = NULL;

  if (skip_without_real ())
    return;
  hits = search (real, "雙陸", NULL, BX_LAYER_ANY, FALSE);
  g_assert_true (has_hit (hits, "pushuang", "original", NULL));
  /* 列子「擊博樓上」注: 擊打也如今雙陸碁也 (quoted in 洪興祖's 補注 on 招魂). */
  g_assert_true (has_hit (hits, "bojing", "note", NULL));
}

static void
test_real_english (void)
{
  g_autoptr(GPtrArray) hits = NULL;

  if (skip_without_real ())
    return;
  hits = search (real, "dice", NULL, BX_LAYER_TRANSLATION, FALSE);
  g_assert_cmpuint (hits->len, >, 0);
  for (guint i = 0; i < hits->len; i++)
    g_assert_cmpstr (((BxSearchHit *) hits->pdata[i])->layer, ==, "translation");
}

static void
test_real_phrase (void)
{
  g_autoptr(GPtrArray) hits = NULL;

  if (skip_without_real ())
    return;
  hits = search (real, "\"single piece\"", NULL, BX_LAYER_ANY, FALSE);
  g_assert_true (has_hit (hits, "pushuang", "translation", NULL));
}

static void
test_real_filters (void)
{
  g_autoptr(GPtrArray) hits = NULL;

  if (skip_without_real ())
    return;
  hits = search (real, "馬", "pushuang", BX_LAYER_ORIGINAL, FALSE);
  g_assert_cmpuint (hits->len, >, 0);
  for (guint i = 0; i < hits->len; i++)
    {
      g_assert_cmpstr (((BxSearchHit *) hits->pdata[i])->work_id, ==, "pushuang");
      g_assert_cmpstr (((BxSearchHit *) hits->pdata[i])->layer, ==, "original");
    }
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *texts = NULL;
  g_autofree char *db = NULL;
  g_autofree char *real_db = NULL;
  g_autoptr(GError) error = NULL;
  int rc;

  g_test_init (&argc, &argv, NULL);

  fixture_dir = bx_test_make_fixture_dir ();
  db = bx_test_build_db (fixture_dir, &fixture_tmp);
  fixture = bx_corpus_open (db, &error);
  g_assert_no_error (error);

  real_missing = bx_test_missing_real_text ();
  if (real_missing == NULL)
    {
      texts = bx_test_texts_dir ();
      real_db = bx_test_build_db (texts, &real_tmp);
      real = bx_corpus_open (real_db, &error);
      g_assert_no_error (error);
    }

  g_test_add_func ("/core/tokenizer/han", test_tokenizer_han);
  g_test_add_func ("/core/tokenizer/latin", test_tokenizer_latin);
  g_test_add_func ("/core/tokenizer/build-match", test_build_match);
  g_test_add_func ("/core/tokenizer/build-bigram-match", test_build_bigram_match);
  g_test_add_func ("/core/tokenizer/bigram-index", test_bigram_index);
  g_test_add_func ("/core/script/to-simplified", test_script);
  g_test_add_func ("/core/corpus/search/one-char", test_fixture_one_char);
  g_test_add_func ("/core/corpus/search/two-char", test_fixture_two_char);
  g_test_add_func ("/core/corpus/search/snippet", test_fixture_snippet);
  g_test_add_func ("/core/corpus/search/layers", test_fixture_layers);
  g_test_add_func ("/core/corpus/search/phrase", test_fixture_phrase);
  g_test_add_func ("/core/corpus/search/work-filter", test_fixture_work_filter);
  g_test_add_func ("/core/corpus/search/real/one-char", test_real_one_char);
  g_test_add_func ("/core/corpus/search/real/two-char-simplified",
                   test_real_two_char_simplified);
  g_test_add_func ("/core/corpus/search/real/shuanglu", test_real_shuanglu);
  g_test_add_func ("/core/corpus/search/real/english", test_real_english);
  g_test_add_func ("/core/corpus/search/real/phrase", test_real_phrase);
  g_test_add_func ("/core/corpus/search/real/filters", test_real_filters);

  rc = g_test_run ();

  g_clear_pointer (&fixture, bx_corpus_free);
  g_clear_pointer (&real, bx_corpus_free);
  bx_test_remove_dir (fixture_dir);
  bx_test_remove_dir (fixture_tmp);
  if (real_tmp != NULL)
    bx_test_remove_dir (real_tmp);
  g_free (fixture_dir);
  g_free (fixture_tmp);
  g_free (real_tmp);
  g_free (real_missing);
  return rc;
}
