/* bx-corpus-search.c: the corpus's full-text search (bx_corpus_search() and
 * bx_corpus_search_page(), declared in bx-corpus.h)
 *
 * One search is two statements on the FTS5 table of its folding (search_folded or
 * search_exact, both over search_docs):
 *
 * 1. a scan of the first RANK_CAP + 1 matching documents in document (rowid) order, with
 *    no ranking and no text: it counts the hits and finds the last document that is
 *    ranked;
 * 2. the page: FTS5's own "ORDER BY rank" plan over the documents up to that one, with
 *    snippet() and the document's fields in the same statement, so that FTS5 makes the
 *    snippets of the page's rows only, from the positions it already holds, and the
 *    query expression is parsed once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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

/* 1: the first ?2 matching documents, in document order, with whether their kind is
 * wanted (?3: the kinds, 0 for all). */
#define SCAN_SQL(table) \
  "SELECT " table ".rowid FROM " table " WHERE " table " MATCH ?1 LIMIT ?2"
#define SCAN_KIND_SQL(table) \
  "SELECT " table ".rowid, (?3 >> " KIND_BIT ") & 1 FROM " table \
  " JOIN search_docs d ON d.id = " table ".rowid WHERE " table " MATCH ?1 LIMIT ?2"

/* 2: a page (?2 rows from ?7) of the matching documents up to rowid ?5 of the kinds ?6,
 * best first by the rank function ?8 (boxi_rank(), bm25's order), with their snippets
 * (markers ?3 and ?4). */
#define PAGE_SQL(table) \
  "SELECT " table ".rank, snippet (" table ", CASE d.layer WHEN 'original' THEN 0 " \
  "WHEN 'translation' THEN 1 ELSE 2 END, ?3, ?4, '…', " G_STRINGIFY (SNIPPET_TOKENS) "), " \
  "d.clause_id, d.work, d.layer, d.kind, d.target, d.rule_id " \
  "FROM " table " JOIN search_docs d ON d.id = " table ".rowid " \
  "WHERE " table " MATCH ?1 AND " table ".rowid <= ?5 AND " table ".rank MATCH ?8 " \
  "AND (?6 = 0 OR (?6 >> " KIND_BIT ") & 1) " \
  "ORDER BY " table ".rank LIMIT ?2 OFFSET ?7"

/* The rank function of a search: boxi_rank (TABLE, N_WEIGHTLESS, the columns' weights). */
#define RANK_FN(table, n_weightless) \
  "boxi_rank('" table "', " n_weightless ", 1.0, 1.0, 1.0, 0.0)"

static char *
build_search_match (const char            *query,
                    const BxSearchOptions *options,
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

  match = bx_tokenizer_build_match (query, filter->str, options->exact, error);
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

/* Statement 1: counts the matching documents of the wanted kinds among the first
 * BX_SEARCH_RANK_CAP, and sets *@last to the rowid of the last of those (of any kind). */
static gboolean
scan_hits (BxCorpus               *corpus,
           const char             *match,
           const char             *query,
           const BxSearchOptions  *options,
           BxSearchCount          *count,
           gint64                 *last,
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
  if (options->kinds != 0)
    sqlite3_bind_int (scan, 3, (int) options->kinds);
  *last = G_MAXINT64;
  while ((rc = sqlite3_step (scan)) == SQLITE_ROW)
    {
      if (n_docs == BX_SEARCH_RANK_CAP)
        {
          count->capped = TRUE;
          break;
        }
      n_docs++;
      *last = sqlite3_column_int64 (scan, 0);
      if (options->kinds == 0 || sqlite3_column_int (scan, 1) != 0)
        count->n_hits++;
    }
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    return search_error (corpus, scan, query, error);
  sqlite3_reset (scan);
  if (!count->capped)
    *last = G_MAXINT64;
  return TRUE;
}

static BxSearchHit *
hit_from_row (sqlite3_stmt *stmt)
{
  BxSearchHit *hit = g_new0 (BxSearchHit, 1);
  const char *kind = (const char *) sqlite3_column_text (stmt, 5);

  hit->rank = sqlite3_column_double (stmt, 0);
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
  g_autofree char *match = NULL;
  BxSearchCount local_count = { 0, FALSE };
  sqlite3_stmt *page;
  gint64 last;
  int rc;

  g_return_val_if_fail (corpus != NULL, NULL);
  g_return_val_if_fail (query != NULL, NULL);

  if (count == NULL)
    count = &local_count;
  *count = (BxSearchCount) { 0, FALSE };
  if (options == NULL)
    options = &defaults;

  match = build_search_match (query, options, error);
  if (match == NULL)
    return NULL;
  if (*match == '\0')
    return g_steal_pointer (&hits);

  if (!scan_hits (corpus, match, query, options, count, &last, error))
    return NULL;
  if (count->n_hits <= options->offset)
    return g_steal_pointer (&hits);

  page = _bx_corpus_get_stmt (corpus, options->exact ? PAGE_SQL ("search_exact")
                                                     : PAGE_SQL ("search_folded"), error);
  if (page == NULL)
    return NULL;
  sqlite3_bind_text (page, 1, match, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (page, 2, options->limit > 0 ? (int) MIN (options->limit, G_MAXINT)
                                                 : DEFAULT_LIMIT);
  sqlite3_bind_text (page, 3, options->highlight_open != NULL ? options->highlight_open : "[",
                     -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (page, 4, options->highlight_close != NULL ? options->highlight_close
                                                               : "]", -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (page, 5, last);
  sqlite3_bind_int (page, 6, (int) options->kinds);
  sqlite3_bind_int (page, 7, (int) MIN (options->offset, G_MAXINT));
  /* The table's own weights (bm25(1.0, 1.0, 1.0, 0.0), tei-import); the work filter is a
   * phrase of the last column, of weight 0. */
  sqlite3_bind_text (page, 8, options->exact
                     ? (options->work_id != NULL ? RANK_FN ("search_exact", "1")
                                                 : RANK_FN ("search_exact", "0"))
                     : (options->work_id != NULL ? RANK_FN ("search_folded", "1")
                                                 : RANK_FN ("search_folded", "0")),
                     -1, SQLITE_STATIC);
  while ((rc = sqlite3_step (page)) == SQLITE_ROW)
    g_ptr_array_add (hits, hit_from_row (page));
  if (rc != SQLITE_DONE)
    {
      search_error (corpus, page, query, error);
      return NULL;
    }
  sqlite3_reset (page);
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
