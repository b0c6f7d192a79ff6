/* test-search-like.c: the search's hits equal a plain LIKE scan on the real corpus
 *
 * The build's corpus database ($BOXI_CORPUS_DB: the texts, the rule statements and the
 * article paragraphs) is searched with bx_corpus_search_page() for many queries of one,
 * two and four Han characters: every distinct character of the largest work, every bigram
 * and 4-gram of a few clauses of each work, each as typed and in its simplified form,
 * folded and exact.  The hits (as a multiset of kind, clause, layer, target and rule) and
 * their count must equal those of `LIKE '%q%'` over the same documents, normalised as the
 * search's tokenizer sees them: each column's tokens in order (folded to simplified unless
 * exact), Han characters side by side and any other token (a Latin word, a number) set
 * apart by spaces, so that a run of characters matches exactly where FTS5's phrase does.
 *
 * The same queries' pages (with offsets, a work filter) must also equal, hit for hit and
 * byte for byte (order, ties, rank, snippet), those of FTS5's own plan that the search
 * used before it scanned by bigrams and sorted in C: `ORDER BY rank` with boxi_rank() and
 * snippet() on the expression of single characters.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sqlite3.h>
#include <glib.h>

#include "bx-corpus.h"
#include "bx-search-rank.h"
#include "bx-tokenizer.h"

static BxCorpus *corpus;
static sqlite3 *norm_db; /* :memory:, table docs (key, folded0-2, exact0-2) */
static sqlite3 *plan_db; /* the corpus, for the reference plan */
static guint n_plan_checks;

static gboolean
append_token (const char *token,
              int         start,
              int         end,
              gpointer    user_data)
{
  GString *out = user_data;
  gunichar ch = g_utf8_get_char (token);

  if (g_utf8_strlen (token, -1) == 1 && bx_tokenizer_is_han (ch))
    g_string_append (out, token);
  else
    g_string_append_printf (out, " %s ", token);
  return TRUE;
}

/* @text as the tokenizer sees it (see the top of the file). */
static char *
normalise (const char *text,
           gboolean    exact)
{
  GString *out = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  if (text != NULL)
    bx_tokenizer_tokenize (text, -1, exact, append_token, out, &error);
  g_assert_no_error (error);
  return g_string_free (out, FALSE);
}

static const char *
kind_name (const char *kind)
{
  return g_strcmp0 (kind, "article") == 0 ? "article"
         : g_strcmp0 (kind, "rule") == 0 ? "rule" : "clause";
}

static char *
hit_key (const char *kind,
         const char *clause_id,
         const char *layer,
         const char *target,
         const char *rule_id)
{
  return g_strdup_printf ("%s|%s|%s|%s|%s", kind, clause_id ? clause_id : "-",
                          layer ? layer : "-", target ? target : "-", rule_id ? rule_id : "-");
}

/* Copies every search document, normalised, into norm_db. */
static void
load_documents (const char *db_path)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *read = NULL;
  sqlite3_stmt *write = NULL;
  guint n = 0;

  g_assert_cmpint (sqlite3_open_v2 (db_path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_open (":memory:", &norm_db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (norm_db, "CREATE TABLE docs (key TEXT, f0, f1, f2, e0, e1, e2)",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT original, translation, note, kind, "
                                       "clause_id, layer, target, rule_id FROM search_docs",
                                       -1, &read, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (norm_db, "INSERT INTO docs VALUES (?,?,?,?,?,?,?)", -1,
                                       &write, NULL), ==, SQLITE_OK);
  sqlite3_exec (norm_db, "BEGIN", NULL, NULL, NULL);
  while (sqlite3_step (read) == SQLITE_ROW)
    {
      g_autofree char *key = hit_key (kind_name ((const char *) sqlite3_column_text (read, 3)),
                                      (const char *) sqlite3_column_text (read, 4),
                                      (const char *) sqlite3_column_text (read, 5),
                                      (const char *) sqlite3_column_text (read, 6),
                                      (const char *) sqlite3_column_text (read, 7));

      sqlite3_reset (write);
      sqlite3_bind_text (write, 1, key, -1, SQLITE_TRANSIENT);
      for (int exact = 0; exact < 2; exact++)
        for (int col = 0; col < 3; col++)
          {
            char *norm = normalise ((const char *) sqlite3_column_text (read, col), exact);

            sqlite3_bind_text (write, 2 + exact * 3 + col, norm, -1, g_free);
          }
      g_assert_cmpint (sqlite3_step (write), ==, SQLITE_DONE);
      n++;
    }
  sqlite3_exec (norm_db, "COMMIT", NULL, NULL, NULL);
  sqlite3_finalize (read);
  sqlite3_finalize (write);
  sqlite3_close (db);
  g_assert_cmpuint (n, >, 1000);
}

static int
cmp_str (gconstpointer a,
         gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void check_plans (const char *query,
                         gboolean    exact,
                         guint       n_hits);

/* Checks one query both ways; returns the number of hits. */
static guint
check_query (const char *query,
             gboolean    exact)
{
  g_autoptr(GPtrArray) like = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) hits = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *norm = normalise (query, exact);
  g_autofree char *pattern = g_strdup_printf ("%%%s%%", norm);
  BxSearchOptions options = { 0, };
  BxSearchCount count = { 0, };
  sqlite3_stmt *stmt = NULL;

  g_assert_null (strpbrk (norm, "%_ "));
  g_assert_cmpint (sqlite3_prepare_v2 (norm_db, exact
                                       ? "SELECT key FROM docs WHERE e0 LIKE ?1 OR e1 LIKE ?1 "
                                         "OR e2 LIKE ?1"
                                       : "SELECT key FROM docs WHERE f0 LIKE ?1 OR f1 LIKE ?1 "
                                         "OR f2 LIKE ?1", -1, &stmt, NULL), ==, SQLITE_OK);
  sqlite3_bind_text (stmt, 1, pattern, -1, SQLITE_TRANSIENT);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    g_ptr_array_add (like, g_strdup ((const char *) sqlite3_column_text (stmt, 0)));
  sqlite3_finalize (stmt);

  options.exact = exact;
  options.limit = 100000;
  hits = bx_corpus_search_page (corpus, query, &options, &count, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < hits->len; i++)
    {
      const BxSearchHit *h = g_ptr_array_index (hits, i);

      g_ptr_array_add (found, hit_key (bx_hit_kind_to_string (h->kind), h->clause_id,
                                       h->layer, h->target, h->rule_id));
    }
  g_ptr_array_sort (like, cmp_str);
  g_ptr_array_sort (found, cmp_str);
  if (found->len != like->len)
    g_test_message ("%s (%s): search %u hits, LIKE %u", query, exact ? "exact" : "folded",
                    found->len, like->len);
  for (guint i = 0; i < MIN (found->len, like->len); i++)
    if (strcmp (found->pdata[i], like->pdata[i]) != 0)
      g_test_message ("%s (%s): search has %s where LIKE has %s", query,
                      exact ? "exact" : "folded", (char *) found->pdata[i],
                      (char *) like->pdata[i]);
  g_assert_cmpuint (found->len, ==, like->len);
  for (guint i = 0; i < found->len; i++)
    g_assert_cmpstr (found->pdata[i], ==, like->pdata[i]);
  g_assert_cmpuint (count.n_hits, ==, like->len);
  g_assert_false (count.capped);
  check_plans (query, exact, hits->len);
  return hits->len;
}

/* The page of FTS5's own plan (see the top of the file), as lines "rank|snippet|fields". */
static GPtrArray *
reference_page (const char *query,
                gboolean    exact,
                const char *work,
                guint       offset,
                guint       limit)
{
  const char *table = exact ? "search_exact" : "search_folded";
  g_autofree char *match = bx_tokenizer_build_match (query, "{original translation note }",
                                                     exact, NULL);
  g_autofree char *full = work != NULL ? g_strdup_printf ("%s AND work : \"%s\"", match, work)
                                       : g_strdup (match);
  g_autofree char *rank = g_strdup_printf ("boxi_rank('%s', %d, 1.0, 1.0, 1.0, 0.0)", table,
                                           work != NULL ? 1 : 0);
  g_autofree char *sql = g_strdup_printf (
    "SELECT %s.rank, snippet (%s, CASE d.layer WHEN 'original' THEN 0 "
    "WHEN 'translation' THEN 1 ELSE 2 END, '[', ']', '…', 24), d.clause_id, d.work, "
    "d.layer, d.kind, d.target, d.rule_id FROM %s JOIN search_docs d ON d.id = %s.rowid "
    "WHERE %s MATCH ?1 AND %s.rank MATCH ?2 ORDER BY %s.rank LIMIT ?3 OFFSET ?4",
    table, table, table, table, table, table, table);
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  sqlite3_stmt *stmt = NULL;

  g_assert_cmpint (sqlite3_prepare_v2 (plan_db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  sqlite3_bind_text (stmt, 1, full, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, rank, -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 3, (int) limit);
  sqlite3_bind_int (stmt, 4, (int) offset);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    g_ptr_array_add (lines, g_strdup_printf ("%.17g|%s|%s|%s|%s|%s|%s|%s",
                                             sqlite3_column_double (stmt, 0),
                                             sqlite3_column_text (stmt, 1),
                                             sqlite3_column_text (stmt, 2),
                                             sqlite3_column_text (stmt, 3),
                                             sqlite3_column_text (stmt, 4),
                                             sqlite3_column_text (stmt, 5),
                                             sqlite3_column_text (stmt, 6),
                                             sqlite3_column_text (stmt, 7)));
  g_assert_cmpint (sqlite3_finalize (stmt), ==, SQLITE_OK);
  return lines;
}

/* bx_corpus_search_page()'s page equals reference_page()'s. */
static void
check_plan (const char *query,
            gboolean    exact,
            const char *work,
            guint       offset,
            guint       limit)
{
  g_autoptr(GPtrArray) want = reference_page (query, exact, work, offset, limit);
  g_autoptr(GPtrArray) hits = NULL;
  g_autoptr(GError) error = NULL;
  BxSearchOptions options = { 0, };

  options.exact = exact;
  options.work_id = work;
  options.offset = offset;
  options.limit = limit;
  hits = bx_corpus_search_page (corpus, query, &options, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < MIN (hits->len, want->len); i++)
    {
      const BxSearchHit *h = g_ptr_array_index (hits, i);
      g_autofree char *line = g_strdup_printf ("%.17g|%s|%s|%s|%s|%s|%s|%s", h->rank,
                                               h->snippet, h->clause_id, h->work_id, h->layer,
                                               bx_hit_kind_to_string (h->kind), h->target,
                                               h->rule_id);

      if (strcmp (line, want->pdata[i]) != 0)
        g_test_message ("%s (%s, work %s, offset %u): hit %u is %s, FTS5's plan has %s",
                        query, exact ? "exact" : "folded", work, offset, i, line,
                        (char *) want->pdata[i]);
      g_assert_cmpstr (line, ==, want->pdata[i]);
    }
  g_assert_cmpuint (hits->len, ==, want->len);
  n_plan_checks++;
}

/* The whole page, pages from an offset, and the work of the first hit as a filter. */
static void
check_plans (const char *query,
             gboolean    exact,
             guint       n_hits)
{
  g_autoptr(GPtrArray) first = NULL;
  BxSearchOptions options = { 0, };

  check_plan (query, exact, NULL, 0, 100000);
  if (n_hits > 3)
    check_plan (query, exact, NULL, n_hits / 3, 7);
  options.exact = exact;
  options.limit = 1;
  first = bx_corpus_search (corpus, query, &options, NULL);
  if (first != NULL && first->len > 0
      && ((BxSearchHit *) first->pdata[0])->work_id != NULL)
    check_plan (query, exact, ((BxSearchHit *) first->pdata[0])->work_id, 0, 100000);
}

/* The query and its simplified form, folded and exact. */
static guint
check_forms (const char *query)
{
  g_autoptr(GString) simplified = g_string_new (NULL);
  guint n;

  for (const char *p = query; *p != '\0'; p = g_utf8_next_char (p))
    g_string_append_unichar (simplified, bx_tokenizer_fold_char (g_utf8_get_char (p)));
  n = check_query (query, FALSE) + check_query (query, TRUE);
  if (strcmp (simplified->str, query) != 0)
    n += check_query (simplified->str, FALSE) + check_query (simplified->str, TRUE);
  return n;
}

static GPtrArray *
han_runs (const char *text)
{
  GPtrArray *chars = g_ptr_array_new_with_free_func (g_free);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (bx_tokenizer_is_han (g_utf8_get_char (p)))
      g_ptr_array_add (chars, g_strndup (p, g_utf8_next_char (p) - p));
    else
      g_ptr_array_add (chars, NULL); /* a break: n-grams do not cross it */
  return chars;
}

static void
test_characters (void)
{
  g_autoptr(GPtrArray) works = bx_corpus_list_works (corpus, NULL);
  g_autoptr(GPtrArray) clauses = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  BxWork *largest = NULL;
  guint n_hits = 0;

  g_assert_nonnull (works);
  for (guint i = 0; i < works->len; i++)
    {
      BxWork *w = g_ptr_array_index (works, i);

      if (largest == NULL || w->n_clauses > largest->n_clauses)
        largest = w;
    }
  if (largest == NULL)
    g_error ("the corpus has no work");
  clauses = bx_corpus_list_clauses (corpus, largest->id, NULL);
  g_assert_nonnull (clauses);
  for (guint i = 0; i < clauses->len; i++)
    {
      const char *text = ((BxClause *) g_ptr_array_index (clauses, i))->text;

      for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
        {
          g_autofree char *ch = g_strndup (p, g_utf8_next_char (p) - p);

          if (!bx_tokenizer_is_han (g_utf8_get_char (p)) || g_hash_table_contains (seen, ch))
            continue;
          n_hits += check_forms (ch);
          g_hash_table_add (seen, g_steal_pointer (&ch));
        }
    }
  g_test_message ("%s: %u characters, %u hits", largest->id, g_hash_table_size (seen), n_hits);
  g_assert_cmpuint (g_hash_table_size (seen), >, 100);
}

static void
test_ngrams (void)
{
  g_autoptr(GPtrArray) works = bx_corpus_list_works (corpus, NULL);
  guint n_queries = 0;

  for (guint i = 0; i < works->len; i++)
    {
      g_autoptr(GPtrArray) clauses = bx_corpus_list_clauses (corpus,
                                                             ((BxWork *) works->pdata[i])->id,
                                                             NULL);

      g_assert_nonnull (clauses);
      for (guint c = 0; c < MIN (clauses->len, 6u); c++)
        {
          g_autoptr(GPtrArray) chars = han_runs (((BxClause *) clauses->pdata[c])->text);

          for (guint len = 2; len <= 4; len += 2)
            for (guint s = 0; s + len <= chars->len; s++)
              {
                g_autoptr(GString) q = g_string_new (NULL);

                for (guint k = 0; k < len; k++)
                  if (chars->pdata[s + k] != NULL)
                    g_string_append (q, chars->pdata[s + k]);
                if (g_utf8_strlen (q->str, -1) != (glong) len)
                  continue;
                check_forms (q->str);
                n_queries++;
              }
        }
    }
  g_test_message ("%u bigrams and 4-grams; %u pages checked against FTS5's plan", n_queries,
                  n_plan_checks);
  g_assert_cmpuint (n_queries, >, 50);
}

int
main (int    argc,
      char **argv)
{
  const char *db = g_getenv ("BOXI_CORPUS_DB");
  g_autoptr(GError) error = NULL;
  int rc;

  g_test_init (&argc, &argv, NULL);
  if (db == NULL || !g_file_test (db, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("$BOXI_CORPUS_DB is not set to the build's corpus database");
      return g_test_run ();
    }
  corpus = bx_corpus_open (db, &error);
  g_assert_no_error (error);
  load_documents (db);
  g_assert_cmpint (sqlite3_open_v2 (db, &plan_db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_true (bx_tokenizer_register (plan_db, NULL));

  g_test_add_func ("/core/corpus/search/like/characters", test_characters);
  g_test_add_func ("/core/corpus/search/like/ngrams", test_ngrams);
  rc = g_test_run ();
  bx_corpus_free (corpus);
  sqlite3_close (norm_db);
  bx_search_rank_release (plan_db);
  sqlite3_close (plan_db);
  return rc;
}
