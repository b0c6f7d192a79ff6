/* bx-corpus-search.c: the corpus's full-text search (bx_corpus_search() and
 * bx_corpus_search_page(), declared in bx-corpus.h)
 *
 * One search is two scans of the FTS5 table of its folding (search_folded or search_exact,
 * both over search_docs):
 *
 * 1. the scan reads the first RANK_CAP + 1 matching documents in document (rowid) order,
 *    with the query's phrases of Han characters looked up by their bigrams
 *    (bx_tokenizer_build_bigram_match(): one term of the index for two characters, where
 *    the phrase of single characters reads the positions of every document that holds
 *    both).  It counts the hits and scores each of the first RANK_CAP with boxi_rank()
 *    (bm25's order; the bigram expression gives the same scores).
 * 2. The page is taken from those scores in C: the best first, equal scores in document
 *    order, which is the order in which SQLite's sorter, stable, gave FTS5's own
 *    "ORDER BY rank" plan over the same documents.
 * 3. The page's hits are read in one scan of their range of rowids, with snippet() of the
 *    expression of single characters (which marks whole phrases) and the document's
 *    fields (read_hits()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <gio/gio.h>

#include "bx-corpus.h"
#include "bx-corpus-private.h"
#include "bx-error.h"
#include "bx-search-rank.h"
#include "bx-tokenizer.h"

#define DEFAULT_LIMIT 50
#define SNIPPET_TOKENS 24

/* The bit of a document's kind in BxSearchOptions.kinds, from search_docs d. */
#define KIND_BIT "(CASE d.kind WHEN 'article' THEN 1 WHEN 'rule' THEN 2 ELSE 0 END)"

/* The rank function (boxi_rank (TABLE, N_WEIGHTLESS ?3, the columns' weights: the table's
 * own, bm25(1.0, 1.0, 1.0, 0.0), tei-import; the work filter is a phrase of the last
 * column, of weight 0). */
#define RANK_CALL(table) \
  BX_SEARCH_RANK_NAME "(" table ", '" table "', ?3, 1.0, 1.0, 1.0, 0.0)"

/* 1: the first ?2 matching documents, in document order, with their score and whether
 * their kind is wanted (?4: the kinds, 0 for all). */
#define SCAN_SQL(table) \
  "SELECT " table ".rowid, " RANK_CALL (table) " FROM " table " WHERE " table \
  " MATCH ?1 LIMIT ?2"
#define SCAN_KIND_SQL(table) \
  "SELECT " table ".rowid, " RANK_CALL (table) ", (?4 >> " KIND_BIT ") & 1 FROM " table \
  " JOIN search_docs d ON d.id = " table ".rowid WHERE " table " MATCH ?1 LIMIT ?2"

/* The snippet's column of the hit (by its layer). */
#define SNIPPET_COLUMN \
  "CASE d.layer WHEN 'original' THEN 0 WHEN 'translation' THEN 1 ELSE 2 END"

/* 3: the hits of the rowids ?2 (a BxSearchRowids, from ?5 to ?6), in document order, with
 * their snippets (markers ?3 and ?4), and the size of the snippet's column.  One scan of
 * the rowids' range: a look-up by rowid costs 30–150 µs in FTS5, more than the scan of 10⁴
 * documents for a page of 200. */
#define HITS_SQL(table) \
  "SELECT " table ".rowid, snippet (" table ", " SNIPPET_COLUMN ", ?3, ?4, '…', " \
  G_STRINGIFY (SNIPPET_TOKENS) "), " \
  "d.clause_id, d.work, d.layer, d.kind, d.target, d.rule_id, " \
  BX_SEARCH_COLUMN_SIZE_NAME " (" table ", " SNIPPET_COLUMN ") " \
  "FROM " table " CROSS JOIN search_docs d ON d.id = " table ".rowid " \
  "WHERE " table " MATCH ?1 AND " table ".rowid >= ?5 AND " table ".rowid <= ?6 " \
  "AND " BX_SEARCH_IN_ROWIDS_NAME " (?2, " table ".rowid)"

/* 3, for one hit of rowid ?5 (see read_hits()). */
#define HIT_SQL(table) \
  "SELECT " table ".rowid, snippet (" table ", " SNIPPET_COLUMN ", ?3, ?4, '…', " \
  G_STRINGIFY (SNIPPET_TOKENS) "), " \
  "d.clause_id, d.work, d.layer, d.kind, d.target, d.rule_id " \
  "FROM " table " JOIN search_docs d ON d.id = " table ".rowid " \
  "WHERE " table " MATCH ?1 AND " table ".rowid = ?5"

typedef struct
{
  double rank;
  gint64 rowid;
} Scored;

/* The MATCH expression of @query: of single characters, or with phrases of Han
 * characters looked up by their bigrams when @bigrams. */
static char *
build_search_match (const char            *query,
                    const BxSearchOptions *options,
                    gboolean               bigrams,
                    GError               **error)
{
  g_autoptr(GString) filter = g_string_new ("{");
  g_autofree char *match = NULL;
  BxLayer layers = options->layers;

  if (layers == BX_LAYER_ANY)
    layers = BX_LAYER_ORIGINAL | BX_LAYER_TRANSLATION | BX_LAYER_NOTE;
  if (layers & BX_LAYER_ORIGINAL)
    g_string_append (filter, "original ");
  if (layers & BX_LAYER_TRANSLATION)
    g_string_append (filter, "translation ");
  if (layers & BX_LAYER_NOTE)
    g_string_append (filter, "note ");
  g_string_append_c (filter, '}');

  match = bigrams ? bx_tokenizer_build_bigram_match (query, filter->str, error)
                 : bx_tokenizer_build_match (query, filter->str, options->exact, error);
  if (match == NULL || *match == '\0' || options->work_id == NULL)
    return g_steal_pointer (&match);
  if (strchr (options->work_id, '"') != NULL)
    return g_strdup ("");
  return g_strdup_printf ("%s AND work : \"%s\"", match, options->work_id);
}

static gboolean
search_error (BxCorpus     *corpus,
              sqlite3_stmt *stmt,
              const char   *query,
              GError      **error)
{
  sqlite3 *db = bx_corpus_get_db (corpus);

  if (sqlite3_errcode (db) == SQLITE_INTERRUPT)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s: search '%s': cancelled",
                 bx_corpus_get_path (corpus), query);
  else
    g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: search '%s': %s",
                 bx_corpus_get_path (corpus), query, sqlite3_errmsg (db));
  sqlite3_reset (stmt);
  return FALSE;
}

/* 1: counts the matching documents of the wanted kinds among the first
 * BX_SEARCH_RANK_CAP, and adds those of the wanted kinds, scored, to @scored. */
static gboolean
scan_hits (BxCorpus               *corpus,
           const char             *match,
           const char             *query,
           const BxSearchOptions  *options,
           BxSearchCount          *count,
           GArray                 *scored,
           GError                **error)
{
  sqlite3_stmt *scan;
  guint n_docs = 0;
  int rc;

  if (options->kinds == 0)
    scan = _bx_corpus_get_stmt (corpus, options->exact ? SCAN_SQL ("search_exact")
                                                       : SCAN_SQL ("search_folded"), error);
  else
    scan = _bx_corpus_get_stmt (corpus, options->exact ? SCAN_KIND_SQL ("search_exact")
                                                       : SCAN_KIND_SQL ("search_folded"),
                                error);
  if (scan == NULL)
    return FALSE;
  sqlite3_bind_text (scan, 1, match, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (scan, 2, BX_SEARCH_RANK_CAP + 1);
  sqlite3_bind_int (scan, 3, options->work_id != NULL ? 1 : 0);
  if (options->kinds != 0)
    sqlite3_bind_int (scan, 4, (int) options->kinds);
  while ((rc = sqlite3_step (scan)) == SQLITE_ROW)
    {
      Scored s;

      if (n_docs == BX_SEARCH_RANK_CAP)
        {
          count->capped = TRUE;
          break;
        }
      n_docs++;
      if (options->kinds != 0 && sqlite3_column_int (scan, 2) == 0)
        continue;
      count->n_hits++;
      s.rowid = sqlite3_column_int64 (scan, 0);
      s.rank = sqlite3_column_double (scan, 1);
      g_array_append_val (scored, s);
    }
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    return search_error (corpus, scan, query, error);
  sqlite3_reset (scan);
  return TRUE;
}

/* Best (lowest rank) first; equal ranks in document order. */
static int
compare_scored (const void *a,
                const void *b)
{
  const Scored *x = a;
  const Scored *y = b;

  if (x->rank != y->rank)
    return x->rank < y->rank ? -1 : 1;
  return x->rowid < y->rowid ? -1 : x->rowid > y->rowid ? 1 : 0;
}

static void
sift_down (Scored *heap,
           gsize   n,
           gsize   i)
{
  for (;;)
    {
      gsize worst = i;
      gsize l = 2 * i + 1;
      gsize r = l + 1;
      Scored tmp;

      if (l < n && compare_scored (&heap[l], &heap[worst]) > 0)
        worst = l;
      if (r < n && compare_scored (&heap[r], &heap[worst]) > 0)
        worst = r;
      if (worst == i)
        return;
      tmp = heap[i];
      heap[i] = heap[worst];
      heap[worst] = tmp;
      i = worst;
    }
}

/* 2: sorts the best @n_best of @scored first (compare_scored()), and drops the others. */
static void
keep_best (GArray *scored,
           gsize   n_best)
{
  Scored *v = (Scored *) scored->data;

  if (n_best < scored->len / 4)
    {
      /* A heap of the best n_best so far, the worst of them on top. */
      for (gsize i = n_best / 2; i-- > 0;)
        sift_down (v, n_best, i);
      for (gsize i = n_best; i < scored->len; i++)
        if (n_best > 0 && compare_scored (&v[i], &v[0]) < 0)
          {
            v[0] = v[i];
            sift_down (v, n_best, 0);
          }
      g_array_set_size (scored, n_best);
    }
  qsort (scored->data, scored->len, sizeof (Scored), compare_scored);
  if (scored->len > n_best)
    g_array_set_size (scored, n_best);
}

static BxSearchHit *
hit_from_row (sqlite3_stmt *stmt,
              double        rank)
{
  BxSearchHit *hit = g_new0 (BxSearchHit, 1);
  const char *kind = (const char *) sqlite3_column_text (stmt, 5);

  hit->rank = rank;
  hit->snippet = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  hit->clause_id = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
  hit->work_id = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
  hit->layer = g_strdup ((const char *) sqlite3_column_text (stmt, 4));
  hit->kind = g_strcmp0 (kind, "article") == 0 ? BX_HIT_ARTICLE
              : g_strcmp0 (kind, "rule") == 0 ? BX_HIT_RULE : BX_HIT_CLAUSE;
  hit->target = g_strdup ((const char *) sqlite3_column_text (stmt, 6));
  hit->rule_id = g_strdup ((const char *) sqlite3_column_text (stmt, 7));
  return hit;
}

static int
compare_gint64 (const void *a,
                const void *b)
{
  gint64 x = *(const gint64 *) a;
  gint64 y = *(const gint64 *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

static void
bind_markers (sqlite3_stmt          *stmt,
              const BxSearchOptions *options)
{
  sqlite3_bind_text (stmt, 3, options->highlight_open != NULL ? options->highlight_open : "[",
                     -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 4, options->highlight_close != NULL ? options->highlight_close
                                                               : "]", -1, SQLITE_TRANSIENT);
}

/* The hit of @rowid by itself, with the snippet of @match (or NULL with @error). */
static BxSearchHit *
read_one_hit (BxCorpus               *corpus,
              const char             *match,
              const char             *query,
              const BxSearchOptions  *options,
              gint64                  rowid,
              GError                **error)
{
  sqlite3_stmt *stmt = _bx_corpus_get_stmt (corpus, options->exact ? HIT_SQL ("search_exact")
                                                                   : HIT_SQL ("search_folded"),
                                            error);
  BxSearchHit *hit;
  int rc;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, match, -1, SQLITE_TRANSIENT);
  bind_markers (stmt, options);
  sqlite3_bind_int64 (stmt, 5, rowid);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    {
      if (rc == SQLITE_DONE)
        g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: search '%s': hit %"
                     G_GINT64_FORMAT " not found again", bx_corpus_get_path (corpus), query,
                     rowid);
      else
        search_error (corpus, stmt, query, error);
      sqlite3_reset (stmt);
      return NULL;
    }
  hit = hit_from_row (stmt, 0.0);
  sqlite3_reset (stmt);
  return hit;
}

/* 3: reads the hits of @page (best first) into @hits, in that order, with the snippets of
 * @match.  The range is scanned with @scan_match AND @match when they differ (the bigram
 * phrases lead, so that FTS5 skips through the doclists of single characters instead of
 * matching their phrase in every document that holds them); the extra phrases cover
 * parts of @match's phrases' instances only, so in a column of at most SNIPPET_TOKENS
 * tokens, where snippet() shows the whole column and marks the union of the instances,
 * the snippet is @match's.  A hit in a longer column, where the extra phrases could move
 * snippet()'s window, is read again with @match alone. */
static gboolean
read_hits (BxCorpus               *corpus,
           const char             *match,
           const char             *scan_match,
           const char             *query,
           const BxSearchOptions  *options,
           const Scored           *page,
           gsize                   n_page,
           GPtrArray              *hits,
           GError                **error)
{
  g_autofree gint64 *rowids = g_new (gint64, MAX (n_page, 1));
  g_autofree BxSearchHit **by_rowid = g_new0 (BxSearchHit *, MAX (n_page, 1));
  g_autofree gboolean *again = g_new0 (gboolean, MAX (n_page, 1));
  g_autofree char *both = NULL;
  BxSearchRowids set = { rowids, n_page };
  sqlite3_stmt *stmt;
  gboolean ok = TRUE;
  int rc;

  if (n_page == 0)
    return TRUE;
  for (gsize i = 0; i < n_page; i++)
    rowids[i] = page[i].rowid;
  qsort (rowids, n_page, sizeof (gint64), compare_gint64);
  if (strcmp (scan_match, match) != 0)
    both = g_strdup_printf ("(%s) AND (%s)", scan_match, match);
  stmt = _bx_corpus_get_stmt (corpus, options->exact ? HITS_SQL ("search_exact")
                                                     : HITS_SQL ("search_folded"), error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, both != NULL ? both : match, -1, SQLITE_TRANSIENT);
  sqlite3_bind_pointer (stmt, 2, &set, BX_SEARCH_ROWIDS_TYPE, NULL);
  bind_markers (stmt, options);
  sqlite3_bind_int64 (stmt, 5, rowids[0]);
  sqlite3_bind_int64 (stmt, 6, rowids[n_page - 1]);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 rowid = sqlite3_column_int64 (stmt, 0);
      gint64 *at = bsearch (&rowid, rowids, n_page, sizeof (gint64), compare_gint64);

      if (at == NULL || by_rowid[at - rowids] != NULL)
        continue;
      by_rowid[at - rowids] = hit_from_row (stmt, 0.0);
      again[at - rowids] = both != NULL && sqlite3_column_int (stmt, 8) > SNIPPET_TOKENS;
    }
  if (rc != SQLITE_DONE)
    ok = search_error (corpus, stmt, query, error);
  /* The set on the stack is the statement's until its reset: no pointer is kept past it. */
  sqlite3_reset (stmt);
  sqlite3_bind_null (stmt, 2);
  for (gsize i = 0; ok && i < n_page; i++)
    if (again[i])
      {
        bx_search_hit_free (by_rowid[i]);
        by_rowid[i] = read_one_hit (corpus, match, query, options, rowids[i], error);
        ok = by_rowid[i] != NULL;
      }
  for (gsize i = 0; ok && i < n_page; i++)
    {
      gint64 *at = bsearch (&page[i].rowid, rowids, n_page, sizeof (gint64), compare_gint64);
      BxSearchHit *hit = at != NULL ? g_steal_pointer (&by_rowid[at - rowids]) : NULL;

      if (hit == NULL)
        continue;
      hit->rank = page[i].rank;
      g_ptr_array_add (hits, hit);
    }
  for (gsize i = 0; i < n_page; i++)
    bx_search_hit_free (by_rowid[i]);
  return ok;
}

/**
 * _bx_corpus_search_once:
 * @corpus: a corpus
 * @query: what the user typed
 * @options: (nullable): as for bx_corpus_search_page()
 * @count: (out caller-allocates) (optional): the number of hits
 * @error: return location for a #GError
 *
 * bx_corpus_search_page() without the rebuild of a damaged cache (bx-corpus-cache.c).
 *
 * Returns: (transfer full) (element-type BxSearchHit): the page of hits; %NULL with
 * %BX_ERROR_INVALID or %BX_ERROR_DATABASE
 */
GPtrArray *
_bx_corpus_search_once (BxCorpus               *corpus,
                        const char             *query,
                        const BxSearchOptions  *options,
                        BxSearchCount          *count,
                        GError                **error)
{
  static const BxSearchOptions defaults = { NULL, BX_LAYER_ANY, FALSE, 0, NULL, NULL, 0, 0 };
  g_autoptr(GPtrArray) hits = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_search_hit_free);
  g_autoptr(GArray) scored = g_array_new (FALSE, FALSE, sizeof (Scored));
  g_autofree char *match = NULL;
  g_autofree char *scan_match = NULL;
  BxSearchCount local_count = { 0, FALSE };
  gsize limit;

  g_return_val_if_fail (corpus != NULL, NULL);
  g_return_val_if_fail (query != NULL, NULL);

  if (count == NULL)
    count = &local_count;
  *count = (BxSearchCount) { 0, FALSE };
  if (options == NULL)
    options = &defaults;
  limit = options->limit > 0 ? MIN (options->limit, G_MAXINT) : DEFAULT_LIMIT;

  match = build_search_match (query, options, FALSE, error);
  if (match == NULL)
    return NULL;
  if (*match == '\0')
    return g_steal_pointer (&hits);
  scan_match = build_search_match (query, options, TRUE, error);
  if (scan_match == NULL)
    return NULL;

  if (!scan_hits (corpus, scan_match, query, options, count, scored, error))
    return NULL;
  if (count->n_hits <= options->offset)
    return g_steal_pointer (&hits);
  keep_best (scored, MIN ((gsize) options->offset + limit, scored->len));

  if (scored->len > options->offset
      && !read_hits (corpus, match, scan_match, query, options,
                     &g_array_index (scored, Scored, options->offset),
                     scored->len - options->offset, hits, error))
    return NULL;
  return g_steal_pointer (&hits);
}

static int
progress_cb (void *data)
{
  return g_cancellable_is_cancelled (data) ? 1 : 0;
}

/**
 * bx_corpus_set_cancellable:
 * @corpus: a corpus
 * @cancellable: (nullable) (transfer none): stops the corpus's statements when cancelled;
 *   it must outlive its use here: set %NULL (or another) before it is freed
 *
 * While @cancellable is set, a search of @corpus (the thread that uses it) stops soon
 * after @cancellable is cancelled, from another thread too, and fails with
 * %G_IO_ERROR_CANCELLED.
 */
void
bx_corpus_set_cancellable (BxCorpus     *corpus,
                           GCancellable *cancellable)
{
  g_return_if_fail (corpus != NULL);

  sqlite3_progress_handler (bx_corpus_get_db (corpus), cancellable != NULL ? 1000 : 0,
                            cancellable != NULL ? progress_cb : NULL, cancellable);
}

/**
 * bx_corpus_search:
 * @corpus: a corpus
 * @query: what the user typed: words and Han characters, "quoted phrases"; 打马 matches
 *   打馬 unless @options asks for exact characters
 * @options: (nullable): filters and markers; %NULL for all works and layers, folded, 50
 *   hits, "[" and "]"
 * @error: return location for a #GError
 *
 * bx_corpus_search_page() without the count.
 *
 * Returns: (transfer full) (element-type BxSearchHit): the hits, best (lowest bm25) first,
 * at most the limit; empty when @query has no searchable token; %NULL with
 * %BX_ERROR_INVALID, or %BX_ERROR_DATABASE ("PATH: the search index is damaged …" when
 * the rebuild failed or did not help)
 */
GPtrArray *
bx_corpus_search (BxCorpus               *corpus,
                  const char             *query,
                  const BxSearchOptions  *options,
                  GError                **error)
{
  return bx_corpus_search_page (corpus, query, options, NULL, error);
}

/**
 * bx_search_hit_free:
 * @hit: (nullable): a search hit
 */
void
bx_search_hit_free (BxSearchHit *hit)
{
  if (hit == NULL)
    return;
  g_free (hit->clause_id);
  g_free (hit->work_id);
  g_free (hit->layer);
  g_free (hit->snippet);
  g_free (hit->target);
  g_free (hit->rule_id);
  g_free (hit);
}

/**
 * bx_hit_kind_to_string:
 * @kind: a kind of search hit
 *
 * Returns: "clause", "article", "rule" or "note" (a personal note, bx-user-db.h).
 */
const char *
bx_hit_kind_to_string (BxHitKind kind)
{
  switch (kind)
    {
    case BX_HIT_ARTICLE:
      return "article";
    case BX_HIT_RULE:
      return "rule";
    case BX_HIT_NOTE:
      return "note";
    case BX_HIT_CLAUSE:
    default:
      return "clause";
    }
}
