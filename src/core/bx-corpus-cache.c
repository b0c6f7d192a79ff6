/* bx-corpus-cache.c: finding a usable corpus database: the installed one when it passes
 * its checks, else the user cache's, rebuilt from the TEI texts by the importer when it is
 * missing, stale, of another schema version or damaged (declared in bx-tei-import.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "bx-search-rank.h"
#include "bx-cleanup.h"
#include "bx-corpus.h"
#include "bx-corpus-private.h"
#include "bx-error.h"
#include "bx-file.h"
#include "bx-tei-import.h"
#include "bx-tokenizer.h"

/* FTS5's own check of both search indexes, which PRAGMA integrity_check does not look
 * into (a damaged index blob passes it).  The command is an INSERT, so it needs a
 * writable connection; it changes nothing.  A database we cannot open for writing (an
 * installed one) is not checked here; its searches are. */
static gboolean
fts_check (const char  *db_path,
           GError     **error)
{
  static const char * const commands[] = {
    "INSERT INTO search_folded (search_folded) VALUES ('integrity-check')",
    "INSERT INTO search_exact (search_exact) VALUES ('integrity-check')",
  };
  g_autoptr(sqlite3) db = NULL;

  if (sqlite3_open_v2 (db_path, &db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK
      || sqlite3_db_readonly (db, "main") != 0)
    return TRUE;
  if (!bx_tokenizer_register (db, NULL))
    return TRUE;
  /* The command takes the write lock: another Boxi (the app and the CLI, or tests run in
   * parallel) may be checking the same database.  Wait for it a while; a database still
   * locked after that is busy, not damaged. */
  sqlite3_busy_timeout (db, 5000);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      int rc = sqlite3_exec (db, commands[i], NULL, NULL, NULL);

      if (rc == SQLITE_BUSY || rc == SQLITE_LOCKED)
        return TRUE;
      if (rc != SQLITE_OK)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: search index check failed: %s",
                       db_path, sqlite3_errmsg (db));
          return FALSE;
        }
    }
  return TRUE;
}

/* The first two problems of PRAGMA integrity_check's answer (one a line, after a header
 * "*** in database main ***"), then how many more there are. */
static char *
first_problems (const char *result)
{
  g_auto(GStrv) lines = g_strsplit (result, "\n", -1);
  g_autoptr(GString) out = g_string_new (NULL);
  guint shown = 0, more = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = g_strstrip (lines[i]);

      if (*line == '\0' || g_str_has_prefix (line, "***"))
        continue;
      if (shown == 2)
        {
          more++;
          continue;
        }
      if (shown > 0)
        g_string_append (out, "; ");
      g_string_append (out, line);
      shown++;
    }
  if (more > 0)
    g_string_append_printf (out, "; and %u more", more);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/**
 * bx_corpus_check:
 * @db_path: a corpus database
 * @error: return location for a #GError
 *
 * Checks that @db_path exists, opens read-only, has PRAGMA user_version =
 * %BX_CORPUS_SCHEMA_VERSION, passes PRAGMA integrity_check and, when it is writable,
 * FTS5's integrity-check of both search indexes.
 *
 * Returns: %TRUE if the database can be used; %FALSE with %BX_ERROR_NOT_FOUND (missing),
 * %BX_ERROR_INVALID (not a regular file, wrong schema version) or %BX_ERROR_DATABASE
 * (corrupt)
 */
gboolean
bx_corpus_check (const char  *db_path,
                 GError     **error)
{
  g_autoptr(sqlite3) db = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int version = -1;
  const char *result = NULL;

  g_return_val_if_fail (db_path != NULL, FALSE);

  if (!bx_file_check_regular (db_path, error))
    return FALSE;
  /* Another Boxi may be committing to the same database: wait for it rather than call
   * a busy database damaged. */
  if (sqlite3_open_v2 (db_path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK
      || sqlite3_busy_timeout (db, 5000) != SQLITE_OK
      || sqlite3_prepare_v2 (db, "PRAGMA user_version", -1, &stmt, NULL) != SQLITE_OK
      || sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE,
                   "%s: the corpus database is damaged or no database: %s", db_path,
                   db != NULL ? sqlite3_errmsg (db) : "cannot open");
      return FALSE;
    }
  version = sqlite3_column_int (stmt, 0);
  g_clear_pointer (&stmt, sqlite3_finalize);
  if (version != BX_CORPUS_SCHEMA_VERSION)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: schema version %d, expected %d",
                   db_path, version, BX_CORPUS_SCHEMA_VERSION);
      return FALSE;
    }
  if (sqlite3_prepare_v2 (db, "PRAGMA integrity_check", -1, &stmt, NULL) != SQLITE_OK
      || sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE,
                   "%s: the corpus database is damaged (integrity check failed: %s)",
                   db_path, sqlite3_errmsg (db));
      return FALSE;
    }
  result = (const char *) sqlite3_column_text (stmt, 0);
  if (g_strcmp0 (result, "ok") != 0)
    {
      /* SQLite says where ("Page N: …", "On tree page N cell M: …"): the first two
       * places, and how many more. */
      g_autofree char *where = first_problems (result != NULL ? result : "?");

      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE,
                   "%s: the corpus database is damaged (integrity check failed: %s)",
                   db_path, where);
      return FALSE;
    }
  g_clear_pointer (&stmt, sqlite3_finalize);
  bx_search_rank_release (db);
  g_clear_pointer (&db, sqlite3_close);
  return fts_check (db_path, error);
}

/* TRUE if some texts/<work>.xml (or the schema) is newer than @db_path; also for the
 * rulesets and articles the database indexes. */
static gboolean
texts_newer_than (const char *texts_dir,
                  const char *db_path)
{
  g_autoptr(GDir) dir = NULL;
  GStatBuf db_st;
  const char *name;

  if (texts_dir == NULL || g_stat (db_path, &db_st) != 0)
    return FALSE;
  dir = g_dir_open (texts_dir, 0, NULL);
  if (dir == NULL)
    return FALSE;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf st;

      if (!g_str_has_suffix (name, ".xml") && !g_str_has_suffix (name, ".rng"))
        continue;
      path = g_build_filename (texts_dir, name, NULL);
      if (g_stat (path, &st) == 0 && st.st_mtime > db_st.st_mtime)
        return TRUE;
    }
  return FALSE;
}

/* TRUE if @db_path indexes the rules of @rulesets_dir and the articles of
 * @encyclopedia_dir (NULL: none), as its meta table records. */
static gboolean
indexes_same_folders (const char *db_path,
                      const char *rulesets_dir,
                      const char *encyclopedia_dir)
{
  g_autoptr(sqlite3) db = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  const char *keys[] = { BX_CORPUS_META_RULESETS, BX_CORPUS_META_ENCYCLOPEDIA };
  const char *dirs[] = { rulesets_dir, encyclopedia_dir };

  if (sqlite3_open_v2 (db_path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK
      || sqlite3_busy_timeout (db, 5000) != SQLITE_OK
      || sqlite3_prepare_v2 (db, "SELECT value FROM meta WHERE key = ?1", -1, &stmt, NULL)
         != SQLITE_OK)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *want = dirs[i] != NULL ? g_canonicalize_filename (dirs[i], NULL)
                                              : g_strdup ("");
      const char *have;

      sqlite3_reset (stmt);
      sqlite3_bind_text (stmt, 1, keys[i], -1, SQLITE_STATIC);
      if (sqlite3_step (stmt) != SQLITE_ROW)
        return FALSE;
      have = (const char *) sqlite3_column_text (stmt, 0);
      if (g_strcmp0 (have, want) != 0)
        return FALSE;
    }
  return TRUE;
}

/**
 * bx_corpus_cache_path:
 * @texts_dir: (nullable): a folder of TEI texts, or %NULL for the app's own texts
 *
 * Where a corpus rebuilt from texts goes in the user cache: "boxi/corpus.sqlite" for the
 * app's texts, and one database per folder ("boxi/corpus-HASH.sqlite") for any other.
 *
 * Returns: (transfer full): the path (the file need not exist).
 */
char *
bx_corpus_cache_path (const char *texts_dir)
{
  g_autofree char *canonical = NULL;
  g_autofree char *hash = NULL;
  g_autofree char *name = NULL;

  if (texts_dir == NULL)
    return g_build_filename (g_get_user_cache_dir (), "boxi", "corpus.sqlite", NULL);
  canonical = g_canonicalize_filename (texts_dir, NULL);
  hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, canonical, -1);
  name = g_strdup_printf ("corpus-%.16s.sqlite", hash);
  return g_build_filename (g_get_user_cache_dir (), "boxi", name, NULL);
}

/**
 * bx_corpus_ensure:
 * @installed_db: (nullable): the database installed with the app (read-only), or %NULL
 * @texts_dir: (nullable): the TEI sources to rebuild from, or %NULL to never rebuild
 * @cache_db: the database in the user's cache, written when a rebuild is needed
 * @rebuilt: (out) (optional): set to %TRUE if the database was rebuilt just now
 * @error: return location for a #GError
 *
 * Finds a usable corpus database.  Stale temporary files of killed rebuilds beside
 * @cache_db are removed first (bx_file_clean_stale()).  @installed_db is used when it passes
 * bx_corpus_check(); otherwise @cache_db, when it passes too and no file of @texts_dir is
 * newer than it; otherwise the corpus is rebuilt from @texts_dir into @cache_db.
 *
 * Returns: (transfer full): the path of a usable database; %NULL with an error when no
 * database is usable and the rebuild failed (the import's "FILE:LINE: reason" error)
 */
char *
bx_corpus_ensure (const char  *installed_db,
                  const char  *texts_dir,
                  const char  *cache_db,
                  gboolean    *rebuilt,
                  GError     **error)
{
  return bx_corpus_ensure_full (installed_db, texts_dir, NULL, NULL, cache_db, rebuilt, error);
}

/**
 * bx_corpus_ensure_full:
 * @installed_db: (nullable): as bx_corpus_ensure()
 * @texts_dir: (nullable): as bx_corpus_ensure()
 * @rulesets_dir: (nullable): rulesets whose statements the database indexes for search
 * @encyclopedia_dir: (nullable): articles whose paragraphs the database indexes
 * @cache_db: as bx_corpus_ensure()
 * @rebuilt: (out) (optional): as bx_corpus_ensure()
 * @error: as bx_corpus_ensure()
 *
 * bx_corpus_ensure() for a database that also indexes rules and articles
 * (bx_tei_import_directory_full()): the cache is stale, and rebuilt, when a file of
 * @texts_dir, @rulesets_dir or @encyclopedia_dir is newer than it, or when it indexes
 * other folders than these (its meta table names them).
 *
 * Returns: (transfer full): the path of a usable database, or %NULL with @error set
 */
char *
bx_corpus_ensure_full (const char  *installed_db,
                       const char  *texts_dir,
                       const char  *rulesets_dir,
                       const char  *encyclopedia_dir,
                       const char  *cache_db,
                       gboolean    *rebuilt,
                       GError     **error)
{
  g_autoptr(GError) check_error = NULL;

  g_return_val_if_fail (cache_db != NULL, NULL);

  if (rebuilt != NULL)
    *rebuilt = FALSE;
  /* A rebuild that was killed left its temporary database: remove it (bx-file.c). */
  bx_file_clean_stale (cache_db);
  if (installed_db != NULL && bx_corpus_check (installed_db, NULL))
    return g_strdup (installed_db);
  if (bx_corpus_check (cache_db, &check_error) && !texts_newer_than (texts_dir, cache_db)
      && !texts_newer_than (rulesets_dir, cache_db)
      && !texts_newer_than (encyclopedia_dir, cache_db)
      && indexes_same_folders (cache_db, rulesets_dir, encyclopedia_dir))
    return g_strdup (cache_db);
  if (texts_dir == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&check_error));
      return NULL;
    }
  if (!bx_tei_import_directory_full (texts_dir, rulesets_dir, encyclopedia_dir, cache_db, NULL,
                                     error))
    {
      /* The rebuild's own error first (a read-only cache, a bad text), then why the cache
       * had to be rebuilt. */
      if (error != NULL && *error != NULL && check_error != NULL
          && check_error->code != BX_ERROR_NOT_FOUND)
        {
          char *msg = g_strdup_printf ("%s (rebuilding the corpus cache, which is unusable: %s)",
                                       (*error)->message, check_error->message);

          g_free ((*error)->message);
          (*error)->message = msg;
        }
      return NULL;
    }
  if (rebuilt != NULL)
    *rebuilt = TRUE;
  return g_strdup (cache_db);
}

/**
 * bx_corpus_set_rebuild_func:
 * @corpus: a corpus opened from a cache database of ours
 * @func: (nullable): rebuilds the database at its path
 * @data: the closure of @func
 * @destroy: (nullable): frees @data with the corpus
 *
 * When a search of @corpus fails with an SQLite error (a damaged index that the checks
 * did not see), bx_corpus_search() closes the database, calls @func once, reopens it
 * and searches again; a second failure is reported.
 */
void
bx_corpus_set_rebuild_func (BxCorpus            *corpus,
                            BxCorpusRebuildFunc  func,
                            gpointer             data,
                            GDestroyNotify       destroy)
{
  g_return_if_fail (corpus != NULL);
  if (corpus->rebuild_destroy != NULL)
    corpus->rebuild_destroy (corpus->rebuild_data);
  corpus->rebuild = func;
  corpus->rebuild_data = data;
  corpus->rebuild_destroy = destroy;
}

static gboolean
corpus_rebuild (BxCorpus  *corpus,
                GError   **error)
{
  gboolean rebuilt;

  g_hash_table_remove_all (corpus->stmts);
  bx_search_rank_release (corpus->db);
  g_clear_pointer (&corpus->db, sqlite3_close);
  rebuilt = corpus->rebuild (corpus->path, corpus->rebuild_data, error);
  /* Reopened even when the rebuild failed: the other calls need a connection (sqlite3
   * gives one even for a file it cannot open). */
  if (sqlite3_open_v2 (corpus->path, &corpus->db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK
      && rebuilt)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: %s", corpus->path,
                   corpus->db != NULL ? sqlite3_errmsg (corpus->db) : "cannot open");
      return FALSE;
    }
  sqlite3_busy_timeout (corpus->db, 5000);
  if (!rebuilt)
    return FALSE;
  return bx_tokenizer_register (corpus->db, error);
}

/**
 * bx_corpus_search_page:
 * @corpus: a corpus
 * @query: what the user typed: words and Han characters, "quoted phrases"; 打马 matches
 *   打馬 unless @options asks for exact characters
 * @options: (nullable): filters, markers and the page (limit, offset); %NULL for all works
 *   and layers, folded, the first 50 hits, "[" and "]"
 * @count: (out caller-allocates) (optional): how many hits there are in all (of the kinds
 *   of @options), not only on the page
 * @error: return location for a #GError
 *
 * Full-text search over the original clauses (and section heads), the translations and
 * the notes, with the rule statements and article paragraphs the database indexes.  Every
 * phrase of @query must match in the same clause, translation or note.  Hits are ordered
 * by bm25 (ties in document order).  To keep one search within a frame on large corpora,
 * only the first %BX_SEARCH_RANK_CAP (10,000) matching documents in document order are
 * ranked and counted: a query that matches more (a single common character in a corpus of
 * 10⁵ clauses) gets the best hits among those, and @count says it was capped.  The real
 * corpus has fewer documents than that, so its ranking is exact.  The snippets are
 * FTS5's snippet() (24 tokens around the match), made for the page's hits only
 * (bx-corpus-search.c has the plan: one scan that counts and ranks, by bigrams for
 * phrases of Han characters, then one that reads the page).
 *
 * An SQLite error from the search of a cache database (bx_corpus_set_rebuild_func()) is
 * taken as damage: the cache is rebuilt, once, and the search tried again.
 *
 * Returns: (transfer full) (element-type BxSearchHit): the hits of the page, best (lowest
 * bm25) first, at most the limit; empty when @query has no searchable token; %NULL with
 * %BX_ERROR_INVALID, or %BX_ERROR_DATABASE ("PATH: the search index is damaged …" when
 * the rebuild failed or did not help)
 */
GPtrArray *
bx_corpus_search_page (BxCorpus               *corpus,
                       const char             *query,
                       const BxSearchOptions  *options,
                       BxSearchCount          *count,
                       GError                **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(GError) rebuild_error = NULL;
  GPtrArray *hits;

  g_return_val_if_fail (corpus != NULL, NULL);
  g_return_val_if_fail (query != NULL, NULL);

  hits = _bx_corpus_search_once (corpus, query, options, count, &local);
  if (hits == NULL && g_error_matches (local, BX_ERROR, BX_ERROR_DATABASE)
      && corpus->rebuild != NULL && corpus->rebuild_tried)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE,
                   "%s: the search index is damaged again after a rebuild: %s "
                   "(remove the file and restart)", corpus->path, local->message);
      return NULL;
    }
  if (hits != NULL || !g_error_matches (local, BX_ERROR, BX_ERROR_DATABASE)
      || corpus->rebuild == NULL)
    {
      if (hits == NULL)
        g_propagate_error (error, g_steal_pointer (&local));
      return hits;
    }
  corpus->rebuild_tried = TRUE;
  if (!corpus_rebuild (corpus, &rebuild_error))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE,
                   "%s: the search index is damaged (%s) and could not be rebuilt: %s",
                   corpus->path, local->message, rebuild_error->message);
      return NULL;
    }
  g_clear_error (&local);
  hits = _bx_corpus_search_once (corpus, query, options, count, &local);
  if (hits == NULL)
    g_set_error (error, BX_ERROR, local->domain == BX_ERROR ? local->code : BX_ERROR_DATABASE,
                 "%s: the search index is damaged and a rebuild did not help: %s",
                 corpus->path, local->message);
  return hits;
}

/**
 * bx_corpus_get_db:
 * @corpus: a corpus
 *
 * For the other files of the corpus module only (bx-corpus-private.h).
 *
 * Returns: (transfer none): the read-only connection
 */
sqlite3 *
bx_corpus_get_db (BxCorpus *corpus)
{
  g_return_val_if_fail (corpus != NULL, NULL);

  return corpus->db;
}
