/* bx-corpus.c: read-only access to corpus.sqlite (see bx-corpus.h)
 *
 * A BxCorpus is one read-only SQLite connection with the Boxi tokenizer registered and a
 * cache of prepared statements.  It is not thread-safe: use one per thread.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-search-rank.h"
#include "bx-cleanup.h"
#include "bx-corpus.h"
#include "bx-corpus-private.h"
#include "bx-error.h"
#include "bx-file.h"
#include "bx-load-stats.h"
#include "bx-script.h"
#include "bx-tokenizer.h"


static gboolean
db_error (BxCorpus    *corpus,
          GError     **error)
{
  g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: %s", corpus->path,
               sqlite3_errmsg (corpus->db));
  return FALSE;
}

/* A prepared statement for @sql (a string literal), reset and with no bindings. */
static sqlite3_stmt *
get_stmt (BxCorpus    *corpus,
          const char  *sql,
          GError     **error)
{
  sqlite3_stmt *stmt = g_hash_table_lookup (corpus->stmts, sql);

  if (stmt != NULL)
    {
      sqlite3_reset (stmt);
      sqlite3_clear_bindings (stmt);
      return stmt;
    }
  if (sqlite3_prepare_v3 (corpus->db, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, NULL)
      != SQLITE_OK)
    {
      db_error (corpus, error);
      return NULL;
    }
  g_hash_table_insert (corpus->stmts, (gpointer) sql, stmt);
  return stmt;
}

/* get_stmt() for the other files of the module (bx-corpus-private.h). */
sqlite3_stmt *
_bx_corpus_get_stmt (BxCorpus    *corpus,
                     const char  *sql,
                     GError     **error)
{
  return get_stmt (corpus, sql, error);
}

static void
finalize_stmt (gpointer stmt)
{
  sqlite3_finalize (stmt);
}

static char *
col_strdup (sqlite3_stmt *stmt,
            int           col)
{
  return g_strdup ((const char *) sqlite3_column_text (stmt, col));
}

static void
bx_note_free (gpointer data)
{
  BxNote *n = data;

  g_free (n->type);
  g_free (n->text);
  g_free (n);
}

static void
bx_variant_free (gpointer data)
{
  BxVariant *v = data;

  g_free (v->lemma);
  g_free (v->reading);
  g_free (v->witness_id);
  g_free (v->witness);
  g_free (v);
}

static void
bx_term_ref_free (gpointer data)
{
  BxTermRef *t = data;

  g_free (t->glossary_id);
  g_free (t->surface);
  g_free (t->term);
  g_free (t->pinyin);
  g_free (t->gloss_en);
  g_free (t);
}

/**
 * bx_corpus_open:
 * @path: a corpus database made by bx_tei_import_directory()
 * @error: return location for a #GError
 *
 * Opens @path read-only (SQLITE_OPEN_READONLY) and registers the search tokenizer on the
 * connection.  Use bx_corpus_ensure() (bx-tei-import.h) first to get a usable path.
 *
 * Returns: (transfer full): the corpus; %NULL with %BX_ERROR_NOT_FOUND (no such file),
 * %BX_ERROR_INVALID (another PRAGMA user_version than %BX_CORPUS_SCHEMA_VERSION) or
 * %BX_ERROR_DATABASE
 */
BxCorpus *
bx_corpus_open (const char  *path,
                GError     **error)
{
  g_autoptr(BxCorpus) corpus = NULL;
  sqlite3_stmt *stmt;
  int version;

  g_return_val_if_fail (path != NULL, NULL);

  bx_load_stats_count (BX_LOAD_CORPUS_OPEN);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no such corpus database", path);
      return NULL;
    }
  if (!bx_file_check_regular (path, error))   /* a FIFO, a device: refused (bx-file.c) */
    return NULL;
  corpus = g_new0 (BxCorpus, 1);
  corpus->path = g_strdup (path);
  corpus->stmts = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                         finalize_stmt);
  if (sqlite3_open_v2 (path, &corpus->db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK)
    {
      db_error (corpus, error);
      return NULL;
    }
  /* Another Boxi may be committing to the same database: wait for it, do not fail. */
  sqlite3_busy_timeout (corpus->db, 5000);
  if (!bx_tokenizer_register (corpus->db, error))
    return NULL;

  stmt = get_stmt (corpus, "PRAGMA user_version", error);
  if (stmt == NULL)
    return NULL;
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      db_error (corpus, error);
      return NULL;
    }
  version = sqlite3_column_int (stmt, 0);
  sqlite3_reset (stmt);
  if (version != BX_CORPUS_SCHEMA_VERSION)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: corpus schema version %d, expected %d (rebuild it with boxi-cli "
                   "build-db)", path, version, BX_CORPUS_SCHEMA_VERSION);
      return NULL;
    }
  return g_steal_pointer (&corpus);
}

/**
 * bx_corpus_free:
 * @corpus: (nullable): a corpus
 *
 * Closes the database and frees @corpus.
 */
void
bx_corpus_free (BxCorpus *corpus)
{
  if (corpus == NULL)
    return;
  g_clear_pointer (&corpus->stmts, g_hash_table_unref);
  bx_search_rank_release (corpus->db);
  g_clear_pointer (&corpus->db, sqlite3_close);
  if (corpus->rebuild_destroy != NULL)
    corpus->rebuild_destroy (corpus->rebuild_data);
  g_free (corpus->path);
  g_free (corpus);
}

/**
 * bx_corpus_get_path:
 * @corpus: a corpus
 *
 * Returns: (transfer none): the path of the database file
 */
const char *
bx_corpus_get_path (BxCorpus *corpus)
{
  g_return_val_if_fail (corpus != NULL, NULL);

  return corpus->path;
}

#define WORK_SQL \
  "SELECT id, title_zh, title_en, author, n_clauses, position FROM works "

static BxWork *
work_from_row (sqlite3_stmt *stmt,
               guint         index)
{
  BxWork *w = g_new0 (BxWork, 1);

  w->id = col_strdup (stmt, 0);
  w->title_zh = col_strdup (stmt, 1);
  w->title_en = col_strdup (stmt, 2);
  w->author = col_strdup (stmt, 3);
  w->n_clauses = sqlite3_column_int (stmt, 4);
  w->position = index;
  return w;
}

/**
 * bx_corpus_list_works:
 * @corpus: a corpus
 * @error: return location for a #GError
 *
 * Returns: (transfer full) (element-type BxWork): the works in library order (塞賦, 博經,
 * 儒棋格, 打馬圖經, 譜雙, 除紅譜, then any others); %NULL with %BX_ERROR_DATABASE
 */
GPtrArray *
bx_corpus_list_works (BxCorpus  *corpus,
                      GError   **error)
{
  g_autoptr(GPtrArray) works = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_work_free);
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (corpus != NULL, NULL);

  stmt = get_stmt (corpus, WORK_SQL "ORDER BY position", error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (works, work_from_row (stmt, works->len));
  if (rc != SQLITE_DONE)
    {
      db_error (corpus, error);
      return NULL;
    }
  return g_steal_pointer (&works);
}

/**
 * bx_corpus_get_work:
 * @corpus: a corpus
 * @work_id: a work id, e.g. "pushuang"
 * @error: return location for a #GError
 *
 * Returns: (transfer full): the work; %NULL with %BX_ERROR_NOT_FOUND or %BX_ERROR_DATABASE
 */
BxWork *
bx_corpus_get_work (BxCorpus    *corpus,
                    const char  *work_id,
                    GError     **error)
{
  g_autoptr(GPtrArray) works = NULL;

  g_return_val_if_fail (corpus != NULL, NULL);
  g_return_val_if_fail (work_id != NULL, NULL);

  /* Through the list, so that position is the index in library order. */
  works = bx_corpus_list_works (corpus, error);
  if (works == NULL)
    return NULL;
  for (guint i = 0; i < works->len; i++)
    {
      BxWork *w = g_ptr_array_index (works, i);

      if (strcmp (w->id, work_id) == 0)
        return g_ptr_array_steal_index (works, i);
    }
  g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no work '%s'", corpus->path, work_id);
  return NULL;
}

/**
 * bx_corpus_list_sections:
 * @corpus: a corpus
 * @work_id: a work id
 * @error: return location for a #GError
 *
 * Returns: (transfer full) (element-type BxSection): the sections of the work in document
 * order, nested sections after their parent (see depth and parent_id); %NULL with
 * %BX_ERROR_NOT_FOUND (no such work) or %BX_ERROR_DATABASE
 */
GPtrArray *
bx_corpus_list_sections (BxCorpus    *corpus,
                         const char  *work_id,
                         GError     **error)
{
  g_autoptr(GPtrArray) sections = NULL;
  g_autoptr(BxWork) work = NULL;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (corpus != NULL, NULL);
  g_return_val_if_fail (work_id != NULL, NULL);

  work = bx_corpus_get_work (corpus, work_id, error);
  if (work == NULL)
    return NULL;
  stmt = get_stmt (corpus, "SELECT id, work_id, parent_id, head, depth, position "
                           "FROM sections WHERE work_id = ?1 ORDER BY position", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, work_id, -1, SQLITE_TRANSIENT);
  sections = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_section_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      BxSection *s = g_new0 (BxSection, 1);

      s->id = col_strdup (stmt, 0);
      s->work_id = col_strdup (stmt, 1);
      s->parent_id = col_strdup (stmt, 2);
      s->head = col_strdup (stmt, 3);
      s->depth = sqlite3_column_int (stmt, 4);
      s->position = sqlite3_column_int (stmt, 5);
      g_ptr_array_add (sections, s);
    }
  if (rc != SQLITE_DONE)
    {
      db_error (corpus, error);
      return NULL;
    }
  return g_steal_pointer (&sections);
}

/* The rows of the three queries below, from column @col on. */
static BxNote *
note_from_row (sqlite3_stmt *stmt,
               int           col)
{
  BxNote *n = g_new0 (BxNote, 1);

  n->type = col_strdup (stmt, col);
  n->text = col_strdup (stmt, col + 1);
  n->offset = sqlite3_column_int (stmt, col + 2);
  return n;
}

static BxVariant *
variant_from_row (sqlite3_stmt *stmt,
                  int           col)
{
  BxVariant *v = g_new0 (BxVariant, 1);

  v->lemma = col_strdup (stmt, col);
  v->reading = col_strdup (stmt, col + 1);
  v->witness_id = col_strdup (stmt, col + 2);
  v->witness = col_strdup (stmt, col + 3);
  if (v->witness_id == NULL)
    v->witness = g_strdup ("emendation (corr)");
  v->offset = sqlite3_column_int (stmt, col + 4);
  return v;
}

static BxTermRef *
term_from_row (sqlite3_stmt *stmt,
               int           col)
{
  BxTermRef *t = g_new0 (BxTermRef, 1);

  t->glossary_id = col_strdup (stmt, col);
  t->surface = col_strdup (stmt, col + 1);
  t->offset = sqlite3_column_int (stmt, col + 2);
  t->term = col_strdup (stmt, col + 3);
  t->pinyin = col_strdup (stmt, col + 4);
  t->gloss_en = col_strdup (stmt, col + 5);
  return t;
}

static gboolean
load_clause_details (BxCorpus  *corpus,
                     BxClause  *clause,
                     GError   **error)
{
  sqlite3_stmt *stmt;
  int rc;

  stmt = get_stmt (corpus, "SELECT type, text, offset FROM notes WHERE target_id = ?1 "
                           "ORDER BY type = 'commentary', offset, position", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, clause->id, -1, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (clause->notes, note_from_row (stmt, 0));
  if (rc != SQLITE_DONE)
    return db_error (corpus, error);

  stmt = get_stmt (corpus, "SELECT v.lemma, v.reading, v.witness_id, w.label, v.offset "
                           "FROM variants v LEFT JOIN witnesses w ON w.id = v.witness_id "
                           "WHERE v.clause_id = ?1 ORDER BY v.position", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, clause->id, -1, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (clause->variants, variant_from_row (stmt, 0));
  if (rc != SQLITE_DONE)
    return db_error (corpus, error);

  stmt = get_stmt (corpus, "SELECT t.glossary_id, t.surface, t.offset, g.headword, g.pinyin, "
                           "g.gloss_en FROM terms t LEFT JOIN glossary g ON g.id = "
                           "t.glossary_id WHERE t.clause_id = ?1 ORDER BY t.position", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, clause->id, -1, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (clause->terms, term_from_row (stmt, 0));
  if (rc != SQLITE_DONE)
    return db_error (corpus, error);
  return TRUE;
}

/* The clauses of a work or section ?1 (and of its subsections), for the queries below. */
#define SUB_CLAUSES_SQL \
  "WITH RECURSIVE sub (id) AS (SELECT ?1 UNION ALL SELECT s.id " \
  "FROM sections s JOIN sub ON s.parent_id = sub.id), " \
  "ids (id) AS (SELECT c.id FROM clauses c WHERE c.work_id = ?1 OR c.section_id IN sub) "

/* Reads the notes, variants and terms of @clauses, the clauses of @work_or_section_id: one
 * query for each kind rather than three for each clause (their order within a clause as
 * load_clause_details() gives it). */
static gboolean
load_clauses_details (BxCorpus    *corpus,
                      const char  *work_or_section_id,
                      GPtrArray   *clauses,
                      GError     **error)
{
  g_autoptr(GHashTable) by_id = g_hash_table_new (g_str_hash, g_str_equal);
  sqlite3_stmt *stmt;
  BxClause *clause;
  int rc;

  for (guint i = 0; i < clauses->len; i++)
    {
      clause = g_ptr_array_index (clauses, i);
      g_hash_table_insert (by_id, clause->id, clause);
    }

  stmt = get_stmt (corpus, SUB_CLAUSES_SQL "SELECT n.target_id, n.type, n.text, n.offset "
                           "FROM notes n WHERE n.target_id IN ids ORDER BY n.target_id, "
                           "n.type = 'commentary', n.offset, n.position", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, work_or_section_id, -1, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    if ((clause = g_hash_table_lookup (by_id, sqlite3_column_text (stmt, 0))) != NULL)
      g_ptr_array_add (clause->notes, note_from_row (stmt, 1));
  if (rc != SQLITE_DONE)
    return db_error (corpus, error);

  stmt = get_stmt (corpus, SUB_CLAUSES_SQL "SELECT v.clause_id, v.lemma, v.reading, "
                           "v.witness_id, w.label, v.offset FROM variants v LEFT JOIN "
                           "witnesses w ON w.id = v.witness_id WHERE v.clause_id IN ids "
                           "ORDER BY v.clause_id, v.position", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, work_or_section_id, -1, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    if ((clause = g_hash_table_lookup (by_id, sqlite3_column_text (stmt, 0))) != NULL)
      g_ptr_array_add (clause->variants, variant_from_row (stmt, 1));
  if (rc != SQLITE_DONE)
    return db_error (corpus, error);

  stmt = get_stmt (corpus, SUB_CLAUSES_SQL "SELECT t.clause_id, t.glossary_id, t.surface, "
                           "t.offset, g.headword, g.pinyin, g.gloss_en FROM terms t LEFT JOIN "
                           "glossary g ON g.id = t.glossary_id WHERE t.clause_id IN ids "
                           "ORDER BY t.clause_id, t.position", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, work_or_section_id, -1, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    if ((clause = g_hash_table_lookup (by_id, sqlite3_column_text (stmt, 0))) != NULL)
      g_ptr_array_add (clause->terms, term_from_row (stmt, 1));
  if (rc != SQLITE_DONE)
    return db_error (corpus, error);
  return TRUE;
}

#define CLAUSE_SQL \
  "SELECT c.id, c.work_id, c.section_id, s.head, c.text, c.position, " \
  "(SELECT t.text FROM translations t WHERE t.target_id = c.id AND t.lang = 'en' " \
  "ORDER BY t.position LIMIT 1) FROM clauses c LEFT JOIN sections s ON s.id = c.section_id "

static BxClause *
clause_from_row (sqlite3_stmt *stmt)
{
  BxClause *c = g_new0 (BxClause, 1);

  c->id = col_strdup (stmt, 0);
  c->work_id = col_strdup (stmt, 1);
  c->section_id = col_strdup (stmt, 2);
  c->section_head = col_strdup (stmt, 3);
  c->text = col_strdup (stmt, 4);
  c->position = sqlite3_column_int (stmt, 5);
  c->translation = col_strdup (stmt, 6);
  c->notes = g_ptr_array_new_with_free_func (bx_note_free);
  c->variants = g_ptr_array_new_with_free_func (bx_variant_free);
  c->terms = g_ptr_array_new_with_free_func (bx_term_ref_free);
  return c;
}

/**
 * bx_corpus_list_clauses:
 * @corpus: a corpus
 * @work_or_section_id: a work id ("pushuang") or a section id ("pushuang.changju"; its
 *   nested sections included)
 * @error: return location for a #GError
 *
 * Returns: (transfer full) (element-type BxClause): the clauses in document order, each
 * with its translation, notes, variants and terms; %NULL with %BX_ERROR_NOT_FOUND when the
 * id is neither a work nor a section, or %BX_ERROR_DATABASE
 */
GPtrArray *
bx_corpus_list_clauses (BxCorpus    *corpus,
                        const char  *work_or_section_id,
                        GError     **error)
{
  g_autoptr(GPtrArray) clauses = NULL;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (corpus != NULL, NULL);
  g_return_val_if_fail (work_or_section_id != NULL, NULL);

  stmt = get_stmt (corpus, "SELECT (SELECT count(*) FROM works WHERE id = ?1) + "
                           "(SELECT count(*) FROM sections WHERE id = ?1)", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, work_or_section_id, -1, SQLITE_TRANSIENT);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      db_error (corpus, error);
      return NULL;
    }
  if (sqlite3_column_int (stmt, 0) == 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no work or section '%s'",
                   corpus->path, work_or_section_id);
      return NULL;
    }

  stmt = get_stmt (corpus, "WITH RECURSIVE sub (id) AS (SELECT ?1 UNION ALL SELECT s.id "
                           "FROM sections s JOIN sub ON s.parent_id = sub.id) "
                           CLAUSE_SQL "WHERE c.work_id = ?1 OR c.section_id IN sub "
                           "ORDER BY c.work_id, c.position", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, work_or_section_id, -1, SQLITE_TRANSIENT);
  clauses = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_clause_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (clauses, clause_from_row (stmt));
  if (rc != SQLITE_DONE)
    {
      db_error (corpus, error);
      return NULL;
    }
  if (!load_clauses_details (corpus, work_or_section_id, clauses, error))
    return NULL;
  return g_steal_pointer (&clauses);
}

/**
 * bx_corpus_get_clause:
 * @corpus: a corpus
 * @clause_id: a clause id, e.g. "pushuang.changju.3"
 * @error: return location for a #GError
 *
 * Returns: (transfer full): the clause with its translation, notes, variants and terms;
 * %NULL with %BX_ERROR_NOT_FOUND or %BX_ERROR_DATABASE
 */
BxClause *
bx_corpus_get_clause (BxCorpus    *corpus,
                      const char  *clause_id,
                      GError     **error)
{
  g_autoptr(BxClause) clause = NULL;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (corpus != NULL, NULL);
  g_return_val_if_fail (clause_id != NULL, NULL);

  bx_load_stats_count (BX_LOAD_CLAUSE_READ);
  stmt = get_stmt (corpus, CLAUSE_SQL "WHERE c.id = ?1", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, clause_id, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no clause '%s'", corpus->path,
                   clause_id);
      return NULL;
    }
  if (rc != SQLITE_ROW)
    {
      db_error (corpus, error);
      return NULL;
    }
  clause = clause_from_row (stmt);
  sqlite3_reset (stmt);
  if (!load_clause_details (corpus, clause, error))
    return NULL;
  return g_steal_pointer (&clause);
}

/**
 * bx_corpus_list_clause_texts:
 * @corpus: a corpus
 * @error: return location for a #GError
 *
 * Every clause of every work with its original text and English translation, in one query
 * (the clause index is built from it).  The notes, variants and terms are left empty: use
 * bx_corpus_get_clause() for those.
 *
 * Returns: (transfer full) (element-type BxClause): the clauses by work and position;
 *   %NULL with %BX_ERROR_DATABASE
 */
GPtrArray *
bx_corpus_list_clause_texts (BxCorpus  *corpus,
                             GError   **error)
{
  g_autoptr(GPtrArray) clauses = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_clause_free);
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (corpus != NULL, NULL);

  stmt = get_stmt (corpus, CLAUSE_SQL "ORDER BY c.work_id, c.position", error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (clauses, clause_from_row (stmt));
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      db_error (corpus, error);
      return NULL;
    }
  return g_steal_pointer (&clauses);
}

/**
 * bx_corpus_list_reconstruction_ids:
 * @corpus: a corpus
 * @error: return location for a #GError
 *
 * Returns: (transfer full) (element-type utf8): the ids of the bibls of
 *   reconstructions.xml ("rec.zhang2016"); %NULL with %BX_ERROR_DATABASE
 */
GPtrArray *
bx_corpus_list_reconstruction_ids (BxCorpus  *corpus,
                                   GError   **error)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (corpus != NULL, NULL);

  stmt = get_stmt (corpus, "SELECT id FROM reconstructions ORDER BY position", error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (ids, col_strdup (stmt, 0));
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      db_error (corpus, error);
      return NULL;
    }
  return g_steal_pointer (&ids);
}

/**
 * bx_corpus_has_clause:
 * @corpus: a corpus
 * @clause_id: a clause id
 *
 * Returns: %TRUE if @clause_id is a clause of the corpus (rulesets check their cites
 * with this)
 */
gboolean
bx_corpus_has_clause (BxCorpus   *corpus,
                      const char *clause_id)
{
  sqlite3_stmt *stmt;
  gboolean found;

  g_return_val_if_fail (corpus != NULL, FALSE);
  g_return_val_if_fail (clause_id != NULL, FALSE);

  stmt = get_stmt (corpus, "SELECT 1 FROM clauses WHERE id = ?1", NULL);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, clause_id, -1, SQLITE_TRANSIENT);
  found = sqlite3_step (stmt) == SQLITE_ROW;
  sqlite3_reset (stmt);
  return found;
}

/* The work's title up to its first space or bracket: "博經・簺經 佚文…" → "博經・簺經". */
static void
append_short_title (GString    *out,
                    const char *title)
{
  for (const char *p = title; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == ' ' || c == '(' || c == 0xFF08 /* （ */ || c == 0x3000)
        break;
      g_string_append_unichar (out, c);
    }
}

/* Appends the reference of @section_id: the nearest head, own or an ancestor's, then the
 * numbers (@n) of the headless sections below it: "常局格制", "塞 4", "1.2". */
static void
append_section_ref (BxCorpus   *corpus,
                    GString    *out,
                    const char *section_id)
{
  g_autofree char *id = g_strdup (section_id);
  g_autoptr(GPtrArray) numbers = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *head = NULL;

  for (guint depth = 0; id != NULL && head == NULL && depth < 16; depth++)
    {
      sqlite3_stmt *stmt = get_stmt (corpus, "SELECT head, n, parent_id FROM sections "
                                             "WHERE id = ?1", NULL);
      char *parent;

      if (stmt == NULL)
        break;
      sqlite3_bind_text (stmt, 1, id, -1, SQLITE_TRANSIENT);
      if (sqlite3_step (stmt) != SQLITE_ROW)
        {
          sqlite3_reset (stmt);
          break;
        }
      head = col_strdup (stmt, 0);
      if (head != NULL && *head == '\0')
        g_clear_pointer (&head, g_free);
      if (head == NULL)
        g_ptr_array_insert (numbers, 0, col_strdup (stmt, 1));
      parent = col_strdup (stmt, 2);
      sqlite3_reset (stmt);
      g_free (id);
      id = parent;
    }
  if (head != NULL)
    g_string_append (out, head);
  for (guint i = 0; i < numbers->len; i++)
    {
      const char *n = g_ptr_array_index (numbers, i);

      if (n == NULL)
        continue;
      g_string_append (out, i == 0 ? (head != NULL ? " " : "") : ".");
      g_string_append (out, n);
    }
}

/**
 * bx_corpus_clause_label:
 * @corpus: a corpus
 * @clause_id: a clause id, "pushuang.changju.18"
 * @lang: (nullable): the reader's language ("en", "zh_TW", "zh_CN", …); %NULL: as stored
 *
 * The reference people use for a clause, instead of its id: the work's short title, the
 * head of its section (the TEI `<head>`, notes removed; for a section without a head, the
 * nearest ancestor's head followed by the section numbers) and the clause's number in its
 * section: "譜雙 · 常局格制 §18", "打馬圖經 · 鋪盆 §1", "塞賦 · 塞 4 §1".  Works and heads
 * are Chinese in every language; under a simplified-Chinese @lang (zh_CN, zh_SG, zh-Hans)
 * the label is converted to simplified characters (bx_script_to_simplified()).  Show the id
 * itself, if at all, in a tooltip.
 *
 * Returns: (transfer full): the label; @clause_id itself when it is not a clause of the
 * corpus (a bibliography id, a missing clause) or the database cannot be read
 */
char *
bx_corpus_clause_label (BxCorpus   *corpus,
                        const char *clause_id,
                        const char *lang)
{
  g_autofree char *title = NULL;
  g_autofree char *section_id = NULL;
  g_autoptr(GString) out = NULL;
  sqlite3_stmt *stmt;
  const char *number;

  g_return_val_if_fail (corpus != NULL, NULL);
  g_return_val_if_fail (clause_id != NULL, NULL);

  stmt = get_stmt (corpus, "SELECT w.title_zh, c.section_id FROM clauses c "
                           "JOIN works w ON w.id = c.work_id WHERE c.id = ?1", NULL);
  if (stmt == NULL)
    return g_strdup (clause_id);
  sqlite3_bind_text (stmt, 1, clause_id, -1, SQLITE_TRANSIENT);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    {
      title = col_strdup (stmt, 0);
      section_id = col_strdup (stmt, 1);
    }
  sqlite3_reset (stmt);
  if (title == NULL)
    return g_strdup (clause_id);

  out = g_string_new (NULL);
  append_short_title (out, title);
  if (section_id != NULL)
    {
      gsize before = out->len;

      g_string_append (out, " · ");
      append_section_ref (corpus, out, section_id);
      if (out->len == before + strlen (" · "))
        g_string_truncate (out, before);
    }
  /* Clause ids in texts/ are "<section id>.<n>"; otherwise the id's last part. */
  if (section_id != NULL && g_str_has_prefix (clause_id, section_id)
      && clause_id[strlen (section_id)] == '.')
    number = clause_id + strlen (section_id) + 1;
  else
    number = strrchr (clause_id, '.') != NULL ? strrchr (clause_id, '.') + 1 : clause_id;
  g_string_append_printf (out, " §%s", number);

  if (lang != NULL && (g_str_has_prefix (lang, "zh_CN") || g_str_has_prefix (lang, "zh-CN")
                       || g_str_has_prefix (lang, "zh_SG") || g_str_has_prefix (lang, "zh-SG")
                       || strstr (lang, "Hans") != NULL))
    return bx_script_to_simplified (out->str);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/**
 * bx_corpus_has_reconstruction:
 * @corpus: a corpus
 * @bibl_id: the id of a bibl of reconstructions.xml, "rec.zhang2016"
 *
 * Returns: %TRUE if @bibl_id is a row of the reconstructions table (rulesets check their
 * `<reconstruction ref>` with this)
 */
gboolean
bx_corpus_has_reconstruction (BxCorpus   *corpus,
                              const char *bibl_id)
{
  sqlite3_stmt *stmt;
  gboolean found;

  g_return_val_if_fail (corpus != NULL, FALSE);
  g_return_val_if_fail (bibl_id != NULL, FALSE);

  stmt = get_stmt (corpus, "SELECT 1 FROM reconstructions WHERE id = ?1", NULL);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, bibl_id, -1, SQLITE_TRANSIENT);
  found = sqlite3_step (stmt) == SQLITE_ROW;
  sqlite3_reset (stmt);
  return found;
}

/**
 * bx_corpus_get_glossary_item:
 * @corpus: a corpus
 * @glossary_id: an item of texts/glossary.xml, "g.liubo"
 * @error: %BX_ERROR_NOT_FOUND when there is no such item, %BX_ERROR_DATABASE
 *
 * Returns: (transfer full) (nullable): the item (headword, pinyin, glosses), or NULL.
 */
BxGlossaryItem *
bx_corpus_get_glossary_item (BxCorpus    *corpus,
                             const char  *glossary_id,
                             GError     **error)
{
  sqlite3_stmt *stmt;
  BxGlossaryItem *item;

  g_return_val_if_fail (corpus != NULL, NULL);
  g_return_val_if_fail (glossary_id != NULL, NULL);

  stmt = get_stmt (corpus, "SELECT id, headword, pinyin, gloss_en, gloss_zh FROM glossary "
                           "WHERE id = ?1", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, glossary_id, -1, SQLITE_TRANSIENT);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no glossary item '%s'",
                   corpus->path, glossary_id);
      sqlite3_reset (stmt);
      return NULL;
    }
  item = g_new0 (BxGlossaryItem, 1);
  item->id = col_strdup (stmt, 0);
  item->headword = col_strdup (stmt, 1);
  item->pinyin = col_strdup (stmt, 2);
  item->gloss_en = col_strdup (stmt, 3);
  item->gloss_zh = col_strdup (stmt, 4);
  sqlite3_reset (stmt);
  return item;
}

/**
 * bx_glossary_item_free:
 * @item: (nullable): a glossary item
 */
void
bx_glossary_item_free (BxGlossaryItem *item)
{
  if (item == NULL)
    return;
  g_free (item->id);
  g_free (item->headword);
  g_free (item->pinyin);
  g_free (item->gloss_en);
  g_free (item->gloss_zh);
  g_free (item);
}

/**
 * bx_corpus_get_reconstruction_title:
 * @corpus: a corpus
 * @bibl_id: "rec.zhang2016"
 *
 * Returns: (transfer full) (nullable): the bibl's title(s) as imported from
 *   texts/reconstructions.xml, or NULL when there is no such bibl.
 */
char *
bx_corpus_get_reconstruction_title (BxCorpus   *corpus,
                                    const char *bibl_id)
{
  sqlite3_stmt *stmt;
  char *title = NULL;

  g_return_val_if_fail (corpus != NULL, NULL);
  g_return_val_if_fail (bibl_id != NULL, NULL);

  stmt = get_stmt (corpus, "SELECT title FROM reconstructions WHERE id = ?1", NULL);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, bibl_id, -1, SQLITE_TRANSIENT);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    title = col_strdup (stmt, 0);
  sqlite3_reset (stmt);
  return title;
}

/**
 * bx_corpus_get_translation:
 * @corpus: a corpus
 * @id: a clause id (its translation) or a section id (its summary paragraph)
 * @lang: (nullable): a language tag, %NULL for "en"
 * @error: return location for a #GError
 *
 * Returns: (transfer full): the translation or summary; %NULL with %BX_ERROR_NOT_FOUND
 * when there is none, or %BX_ERROR_DATABASE
 */
char *
bx_corpus_get_translation (BxCorpus    *corpus,
                           const char  *id,
                           const char  *lang,
                           GError     **error)
{
  sqlite3_stmt *stmt;
  char *text;

  g_return_val_if_fail (corpus != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  stmt = get_stmt (corpus, "SELECT text FROM translations WHERE target_id = ?1 AND lang = ?2 "
                           "ORDER BY position LIMIT 1", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, id, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, lang != NULL ? lang : "en", -1, SQLITE_TRANSIENT);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no %s translation of '%s'",
                   corpus->path, lang != NULL ? lang : "en", id);
      sqlite3_reset (stmt);
      return NULL;
    }
  text = col_strdup (stmt, 0);
  sqlite3_reset (stmt);
  return text;
}

/**
 * bx_work_free:
 * @work: (nullable): a work
 */
void
bx_work_free (BxWork *work)
{
  if (work == NULL)
    return;
  g_free (work->id);
  g_free (work->title_zh);
  g_free (work->title_en);
  g_free (work->author);
  g_free (work);
}

/**
 * bx_section_free:
 * @section: (nullable): a section
 */
void
bx_section_free (BxSection *section)
{
  if (section == NULL)
    return;
  g_free (section->id);
  g_free (section->work_id);
  g_free (section->parent_id);
  g_free (section->head);
  g_free (section);
}

/**
 * bx_clause_free:
 * @clause: (nullable): a clause
 */
void
bx_clause_free (BxClause *clause)
{
  if (clause == NULL)
    return;
  g_free (clause->id);
  g_free (clause->work_id);
  g_free (clause->section_id);
  g_free (clause->section_head);
  g_free (clause->text);
  g_free (clause->translation);
  g_clear_pointer (&clause->notes, g_ptr_array_unref);
  g_clear_pointer (&clause->variants, g_ptr_array_unref);
  g_clear_pointer (&clause->terms, g_ptr_array_unref);
  g_free (clause);
}

/**
 * bx_corpus_list_translations:
 * @corpus: a corpus
 * @id: a clause id or a section id
 * @lang: (nullable): a language tag, %NULL for "en"
 * @error: return location for a #GError
 *
 * Every paragraph of the translation of @id in document order: a section's summary may
 * have several (bx_corpus_get_translation() returns the first).
 *
 * Returns: (transfer full) (element-type utf8): the paragraphs, empty when there are none;
 *   %NULL with %BX_ERROR_DATABASE
 */
GPtrArray *
bx_corpus_list_translations (BxCorpus    *corpus,
                             const char  *id,
                             const char  *lang,
                             GError     **error)
{
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func (g_free);
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (corpus != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  stmt = get_stmt (corpus, "SELECT text FROM translations WHERE target_id = ?1 AND lang = ?2 "
                           "ORDER BY position", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, id, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, lang != NULL ? lang : "en", -1, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (out, col_strdup (stmt, 0));
  if (rc != SQLITE_DONE)
    {
      db_error (corpus, error);
      sqlite3_reset (stmt);
      return NULL;
    }
  sqlite3_reset (stmt);
  return g_steal_pointer (&out);
}
