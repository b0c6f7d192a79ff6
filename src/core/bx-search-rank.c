/* bx-search-rank.c: boxi_rank(), the search's FTS5 rank function (see bx-search-rank.h)
 *
 * boxi_rank() orders the hits exactly as FTS5's bm25() does, with two costs taken out:
 *
 * - bm25 weighs each phrase by its idf, which FTS5 finds by running the phrase over the
 *   whole table on the first row of every query (some 10⁵ documents for a common character
 *   of a large corpus).  With one phrase of the user's (a query of one word, or of Han
 *   characters typed together), the idf is a positive constant factor of every score and
 *   does not change the order, so boxi_rank() leaves it out.  A phrase that only matches in
 *   a column of weight 0 (the work filter, "work : …") adds 0 to every score and needs no
 *   idf either.  Other queries get bm25's idf, computed the same way.
 * - bm25 reads each document's length (its token count in all columns) from the table's
 *   %_docsize with one B-tree search per row.  boxi_rank() keeps the lengths of the
 *   connection's table in memory, loaded by chunks of rowids: a chunk is loaded whole once
 *   enough of its rows have been looked up one at a time, so that a rare word costs a few
 *   look-ups and a common one a few sequential reads.
 *
 * The scores are bm25's formula with k1 = 1.2 and b = 0.75, on the same values in the same
 * order of operations, so equal scores stay equal and the order of the others does not
 * change.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "bx-error.h"
#include "bx-search-rank.h"

#define CHUNK_BITS 12
#define CHUNK_ROWS (1 << CHUNK_BITS)
/* Single look-ups in a chunk before the whole chunk is read (a chunk read costs about as
 * much as a few hundred single look-ups). */
#define CHUNK_MISSES 128

typedef struct
{
  char          *table;
  sqlite3_stmt  *one;     /* the length of one row */
  sqlite3_stmt  *chunk;   /* the lengths of a chunk of rows */
  gint64         n_rows;  /* the largest rowid + 1 */
  guint32       *sizes;   /* by rowid; G_MAXUINT32: not loaded */
  guint16       *misses;  /* by chunk: single look-ups so far */
  guint8        *loaded;  /* by chunk */
} DocSizes;

typedef struct
{
  sqlite3    *db;
  GHashTable *tables; /* table name → DocSizes */
} RankConn;

typedef struct
{
  DocSizes *sizes;
  int       n_phrase;
  double    avgdl;
  double   *idf;
  double   *freq;
  int       n_weights;
  double    weights[8];
} RankQuery;

static void
doc_sizes_free (gpointer data)
{
  DocSizes *s = data;

  if (s == NULL)
    return;
  sqlite3_finalize (s->one);
  sqlite3_finalize (s->chunk);
  g_free (s->table);
  g_free (s->sizes);
  g_free (s->misses);
  g_free (s->loaded);
  g_free (s);
}

/* Every RankConn alive, so that bx_search_rank_release() finds a connection's statements:
 * FTS5 frees a function's data only when the connection closes, and sqlite3_close() refuses
 * to close a connection whose statements are not finalized, so statements kept until then
 * kept the connection (and all its memory) open for ever. */
static GMutex conns_lock;
static GSList *conns;

static void
rank_conn_free (void *data)
{
  RankConn *conn = data;

  g_mutex_lock (&conns_lock);
  conns = g_slist_remove (conns, conn);
  g_mutex_unlock (&conns_lock);
  g_hash_table_unref (conn->tables);
  g_free (conn);
}

/**
 * bx_search_rank_release:
 * @db: (nullable): a connection on which bx_search_rank_register() was called
 *
 * Finalizes the statements boxi_rank() keeps on @db (the lengths of the rows, read again
 * when needed), so that sqlite3_close() can close it.  Call it just before closing a
 * connection that may have run a search; the connection stays usable.
 */
void
bx_search_rank_release (sqlite3 *db)
{
  if (db == NULL)
    return;
  g_mutex_lock (&conns_lock);
  for (GSList *l = conns; l != NULL; l = l->next)
    {
      RankConn *conn = l->data;

      if (conn->db == db)
        g_hash_table_remove_all (conn->tables);
    }
  g_mutex_unlock (&conns_lock);
}

/* The sum of the varints of a %_docsize blob: the row's tokens in all columns. */
static gboolean
decode_size (const guint8 *blob,
             int           n,
             guint32      *out)
{
  guint64 total = 0;
  int i = 0;

  while (i < n)
    {
      guint64 v = 0;
      int k;

      for (k = 0; k < 8 && i < n; k++)
        {
          guint8 c = blob[i++];

          v = (v << 7) | (c & 0x7F);
          if ((c & 0x80) == 0)
            break;
        }
      if (k == 8 && i < n)
        v = (v << 8) | blob[i++];
      else if (k == 8)
        return FALSE;
      total += v;
    }
  if (total >= G_MAXUINT32)
    return FALSE;
  *out = (guint32) total;
  return TRUE;
}

/* The lengths of @table's rows on @conn, or NULL when they cannot be read (the caller then
 * asks FTS5). */
static DocSizes *
doc_sizes_get (RankConn   *conn,
               const char *table)
{
  DocSizes *s = g_hash_table_lookup (conn->tables, table);
  g_autofree char *one_sql = NULL;
  g_autofree char *chunk_sql = NULL;
  g_autofree char *max_sql = NULL;
  sqlite3_stmt *max = NULL;
  gint64 n_chunks;

  if (s != NULL || g_hash_table_contains (conn->tables, table))
    return s;
  /* Only our own tables' names, which need no quoting. */
  for (const char *p = table; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '_')
      return NULL;
  one_sql = g_strdup_printf ("SELECT sz FROM \"%s_docsize\" WHERE id = ?1", table);
  chunk_sql = g_strdup_printf ("SELECT id, sz FROM \"%s_docsize\" WHERE id >= ?1 AND id < ?2",
                               table);
  max_sql = g_strdup_printf ("SELECT max(id) FROM \"%s_docsize\"", table);
  s = g_new0 (DocSizes, 1);
  s->table = g_strdup (table);
  if (sqlite3_prepare_v3 (conn->db, one_sql, -1, SQLITE_PREPARE_PERSISTENT, &s->one, NULL)
        != SQLITE_OK
      || sqlite3_prepare_v3 (conn->db, chunk_sql, -1, SQLITE_PREPARE_PERSISTENT, &s->chunk,
                             NULL) != SQLITE_OK
      || sqlite3_prepare_v2 (conn->db, max_sql, -1, &max, NULL) != SQLITE_OK
      || sqlite3_step (max) != SQLITE_ROW)
    {
      sqlite3_finalize (max);
      doc_sizes_free (s);
      g_hash_table_insert (conn->tables, g_strdup (table), NULL);
      return NULL;
    }
  s->n_rows = MAX (sqlite3_column_int64 (max, 0), 0) + 1;
  sqlite3_finalize (max);
  n_chunks = (s->n_rows + CHUNK_ROWS - 1) / CHUNK_ROWS;
  s->sizes = g_new (guint32, s->n_rows);
  memset (s->sizes, 0xFF, s->n_rows * sizeof (guint32));
  s->misses = g_new0 (guint16, n_chunks);
  s->loaded = g_new0 (guint8, n_chunks);
  g_hash_table_insert (conn->tables, g_strdup (table), s);
  return s;
}

static void
load_chunk (DocSizes *s,
            gint64    chunk)
{
  sqlite3_reset (s->chunk);
  sqlite3_bind_int64 (s->chunk, 1, chunk * CHUNK_ROWS);
  sqlite3_bind_int64 (s->chunk, 2, (chunk + 1) * CHUNK_ROWS);
  while (sqlite3_step (s->chunk) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (s->chunk, 0);
      guint32 size;

      if (id >= 0 && id < s->n_rows
          && decode_size (sqlite3_column_blob (s->chunk, 1), sqlite3_column_bytes (s->chunk, 1),
                          &size))
        s->sizes[id] = size;
    }
  sqlite3_reset (s->chunk);
  s->loaded[chunk] = 1;
}

/* The length of row @rowid, or FALSE when it is not known here. */
static gboolean
doc_size (DocSizes *s,
          gint64    rowid,
          int      *out)
{
  gint64 chunk;
  guint32 size = G_MAXUINT32;

  if (s == NULL || rowid < 0 || rowid >= s->n_rows)
    return FALSE;
  chunk = rowid >> CHUNK_BITS;
  if (s->sizes[rowid] == G_MAXUINT32 && !s->loaded[chunk])
    {
      if (++s->misses[chunk] > CHUNK_MISSES)
        load_chunk (s, chunk);
      else
        {
          sqlite3_reset (s->one);
          sqlite3_bind_int64 (s->one, 1, rowid);
          if (sqlite3_step (s->one) == SQLITE_ROW
              && decode_size (sqlite3_column_blob (s->one, 0),
                              sqlite3_column_bytes (s->one, 0), &size))
            s->sizes[rowid] = size;
          sqlite3_reset (s->one);
        }
    }
  if (s->sizes[rowid] == G_MAXUINT32 || s->sizes[rowid] > G_MAXINT)
    return FALSE;
  *out = (int) s->sizes[rowid];
  return TRUE;
}

static int
count_cb (const Fts5ExtensionApi *api,
          Fts5Context            *fts,
          void                   *user_data)
{
  (*(sqlite3_int64 *) user_data)++;
  return SQLITE_OK;
}

static void
rank_query_free (void *data)
{
  RankQuery *q = data;

  g_free (q->idf);
  g_free (q->freq);
  g_free (q);
}

/* The query's constants, on its first row (as bm25's fts5Bm25GetData()). */
static int
rank_query_new (const Fts5ExtensionApi  *api,
                Fts5Context             *fts,
                int                      n_val,
                sqlite3_value          **val,
                RankQuery              **out)
{
  RankConn *conn = api->xUserData (fts);
  RankQuery *q = g_new0 (RankQuery, 1);
  const char *table = (const char *) sqlite3_value_text (val[0]);
  int n_weightless = sqlite3_value_int (val[1]);
  int n_user;
  sqlite3_int64 n_row = 0;
  sqlite3_int64 n_token = 0;
  int rc;

  q->sizes = table != NULL ? doc_sizes_get (conn, table) : NULL;
  q->n_phrase = api->xPhraseCount (fts);
  q->idf = g_new0 (double, MAX (q->n_phrase, 1));
  q->freq = g_new0 (double, MAX (q->n_phrase, 1));
  q->n_weights = MIN (n_val - 2, (int) G_N_ELEMENTS (q->weights));
  for (int i = 0; i < q->n_weights; i++)
    q->weights[i] = sqlite3_value_double (val[i + 2]);
  rc = api->xRowCount (fts, &n_row);
  if (rc == SQLITE_OK)
    rc = api->xColumnTotalSize (fts, -1, &n_token);
  if (rc == SQLITE_OK)
    q->avgdl = (double) n_token / (double) n_row;
  /* The last n_weightless phrases match in columns of weight 0 only: they add 0. */
  n_user = q->n_phrase - CLAMP (n_weightless, 0, q->n_phrase);
  for (int i = 0; rc == SQLITE_OK && i < n_user; i++)
    {
      sqlite3_int64 n_hit = 0;
      double idf;

      if (n_user == 1)
        {
          q->idf[i] = 1.0;
          break;
        }
      rc = api->xQueryPhrase (fts, i, &n_hit, count_cb);
      idf = log ((n_row - n_hit + 0.5) / (n_hit + 0.5));
      q->idf[i] = idf <= 0.0 ? 1e-6 : idf;
    }
  if (rc != SQLITE_OK)
    {
      rank_query_free (q);
      return rc;
    }
  rc = api->xSetAuxdata (fts, q, rank_query_free);
  if (rc == SQLITE_OK)
    *out = q;
  return rc;
}

/* boxi_rank(TABLE, N_WEIGHTLESS, WEIGHT…): see the top of the file. */
static void
rank_function (const Fts5ExtensionApi  *api,
               Fts5Context             *fts,
               sqlite3_context         *ctx,
               int                      n_val,
               sqlite3_value          **val)
{
  const double k1 = 1.2;
  const double b = 0.75;
  RankQuery *q;
  double score = 0.0;
  double d;
  int n_inst = 0;
  int n_tok = 0;
  int rc = SQLITE_OK;

  if (n_val < 2)
    {
      sqlite3_result_error (ctx, "boxi_rank: TABLE, N_WEIGHTLESS, WEIGHT…", -1);
      return;
    }
  q = api->xGetAuxdata (fts, 0);
  if (q == NULL)
    rc = rank_query_new (api, fts, n_val, val, &q);
  if (rc == SQLITE_OK)
    {
      memset (q->freq, 0, sizeof (double) * q->n_phrase);
      rc = api->xInstCount (fts, &n_inst);
    }
  for (int i = 0; rc == SQLITE_OK && i < n_inst; i++)
    {
      int ip;
      int ic;
      int io;

      rc = api->xInst (fts, i, &ip, &ic, &io);
      if (rc == SQLITE_OK)
        q->freq[ip] += q->n_weights > ic ? q->weights[ic] : 1.0;
    }
  if (rc == SQLITE_OK && !doc_size (q->sizes, api->xRowid (fts), &n_tok))
    rc = api->xColumnSize (fts, -1, &n_tok);
  d = (double) n_tok;
  for (int i = 0; rc == SQLITE_OK && i < q->n_phrase; i++)
    score += q->idf[i] * ((q->freq[i] * (k1 + 1.0)) / (q->freq[i] + k1 * (1 - b + b * d
                                                                            / q->avgdl)));
  if (rc == SQLITE_OK)
    sqlite3_result_double (ctx, -1.0 * score);
  else
    sqlite3_result_error_code (ctx, rc);
}

/* boxi_column_size (TABLE, COLUMN): see bx-search-rank.h. */
static void
column_size_function (const Fts5ExtensionApi  *api,
                      Fts5Context             *fts,
                      sqlite3_context         *ctx,
                      int                      n_val,
                      sqlite3_value          **val)
{
  int n_tok = 0;
  int rc;

  if (n_val != 1)
    {
      sqlite3_result_error (ctx, "boxi_column_size: TABLE, COLUMN", -1);
      return;
    }
  rc = api->xColumnSize (fts, sqlite3_value_int (val[0]), &n_tok);
  if (rc == SQLITE_OK)
    sqlite3_result_int (ctx, n_tok);
  else
    sqlite3_result_error_code (ctx, rc);
}

static int
compare_rowids (const void *a,
                const void *b)
{
  gint64 x = *(const gint64 *) a;
  gint64 y = *(const gint64 *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

/* boxi_in_rowids (SET, ROWID): see bx-search-rank.h. */
static void
in_rowids_function (sqlite3_context  *ctx,
                    int               n_val,
                    sqlite3_value   **val)
{
  const BxSearchRowids *set = sqlite3_value_pointer (val[0], BX_SEARCH_ROWIDS_TYPE);
  gint64 rowid = sqlite3_value_int64 (val[1]);

  sqlite3_result_int (ctx, set != NULL && set->n_rowids > 0
                      && bsearch (&rowid, set->rowids, set->n_rowids, sizeof (gint64),
                                  compare_rowids) != NULL);
}

/**
 * bx_search_rank_register:
 * @db: an open SQLite connection with FTS5
 * @api: its FTS5 API
 * @error: return location for a #GError
 *
 * Registers boxi_rank() with FTS5 on @db (bx_tokenizer_register() does, for every
 * connection), with boxi_column_size() and the SQL function boxi_in_rowids()
 * (bx-search-rank.h).  A query uses boxi_rank() as an FTS5 function,
 * `boxi_rank(t, 't', N, 1.0, …)`, or as the rank, `… AND t.rank MATCH 'boxi_rank(''t'',
 * N, 1.0, …)'`: the table's name (for its %_docsize), the number of phrases at the end of
 * the query that only match in columns of weight 0, and the column weights as for bm25().
 *
 * Returns: %TRUE; %FALSE with %BX_ERROR_DATABASE
 */
gboolean
bx_search_rank_register (sqlite3   *db,
                         fts5_api  *api,
                         GError   **error)
{
  RankConn *conn;

  if (sqlite3_create_function (db, BX_SEARCH_IN_ROWIDS_NAME, 2,
                               SQLITE_UTF8 | SQLITE_INNOCUOUS, NULL, in_rowids_function,
                               NULL, NULL) != SQLITE_OK)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: cannot register %s: %s",
                   sqlite3_db_filename (db, "main"), BX_SEARCH_IN_ROWIDS_NAME,
                   sqlite3_errmsg (db));
      return FALSE;
    }
  if (api->xCreateFunction (api, BX_SEARCH_COLUMN_SIZE_NAME, NULL, column_size_function, NULL)
      != SQLITE_OK)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: cannot register %s: %s",
                   sqlite3_db_filename (db, "main"), BX_SEARCH_COLUMN_SIZE_NAME,
                   sqlite3_errmsg (db));
      return FALSE;
    }
  conn = g_new0 (RankConn, 1);
  conn->db = db;
  conn->tables = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, doc_sizes_free);
  g_mutex_lock (&conns_lock);
  conns = g_slist_prepend (conns, conn);
  g_mutex_unlock (&conns_lock);
  if (api->xCreateFunction (api, BX_SEARCH_RANK_NAME, conn, rank_function, rank_conn_free)
      != SQLITE_OK)
    {
      g_mutex_lock (&conns_lock);
      conns = g_slist_remove (conns, conn);
      g_mutex_unlock (&conns_lock);
      g_hash_table_unref (conn->tables);
      g_free (conn);
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: cannot register %s: %s",
                   sqlite3_db_filename (db, "main"), BX_SEARCH_RANK_NAME, sqlite3_errmsg (db));
      return FALSE;
    }
  return TRUE;
}
