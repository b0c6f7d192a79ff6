/* bx-user-db.c: bookmarks and personal notes in user.sqlite (see bx-user-db.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "bx-cleanup.h"
#include "bx-error.h"
#include "bx-tokenizer.h"
#include "bx-user-db.h"

struct _BxUserDb
{
  sqlite3      *db;
  char         *path;
  BxUserDbHook  hook;
  gpointer      hook_data;
};

/* The migrations: migrations[v] takes a database from version v to v + 1. */
static const char * const migrations[] = {
  "CREATE TABLE bookmarks ("
  "  clause_id TEXT PRIMARY KEY NOT NULL,"
  "  created INTEGER NOT NULL);"
  "CREATE TABLE notes ("
  "  clause_id TEXT PRIMARY KEY NOT NULL,"
  "  text TEXT NOT NULL,"
  "  created INTEGER NOT NULL,"
  "  modified INTEGER NOT NULL);",
};
G_STATIC_ASSERT (G_N_ELEMENTS (migrations) == BX_USER_DB_SCHEMA_VERSION);

static gboolean
db_error (BxUserDb    *self,
          GError     **error,
          const char  *what)
{
  g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: %s: %s", self->path, what,
               sqlite3_errmsg (self->db));
  return FALSE;
}

static gboolean
exec (BxUserDb    *self,
      const char  *sql,
      GError     **error)
{
  char *msg = NULL;

  if (sqlite3_exec (self->db, sql, NULL, NULL, &msg) == SQLITE_OK)
    return TRUE;
  g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: %s", self->path,
               msg != NULL ? msg : sqlite3_errmsg (self->db));
  sqlite3_free (msg);
  return FALSE;
}

static sqlite3_stmt *
prepare (BxUserDb    *self,
         const char  *sql,
         GError     **error)
{
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (self->db, sql, -1, &stmt, NULL) != SQLITE_OK)
    {
      db_error (self, error, "prepare");
      return NULL;
    }
  return stmt;
}

static gboolean
begin (BxUserDb  *self,
       GError   **error)
{
  return exec (self, "BEGIN IMMEDIATE", error);
}

/* Commits, or rolls back and returns FALSE when @ok is FALSE (error already set). */
static gboolean
finish (BxUserDb  *self,
        gboolean   ok,
        GError   **error)
{
  if (ok && exec (self, "COMMIT", error))
    return TRUE;
  sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
  return FALSE;
}

static gboolean
run_hook (BxUserDb    *self,
          const char  *stage,
          GError     **error)
{
  if (self->hook == NULL || self->hook (self, stage, self->hook_data))
    return TRUE;
  g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s: the write failed (%s)", self->path,
               stage);
  return FALSE;
}

static gboolean
migrate (BxUserDb  *self,
         GError   **error)
{
  g_autoptr(sqlite3_stmt) stmt = prepare (self, "PRAGMA user_version", error);
  int version;
  gboolean ok = TRUE;

  if (stmt == NULL)
    return FALSE;
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return db_error (self, error, "user_version");
  version = sqlite3_column_int (stmt, 0);
  if (version > BX_USER_DB_SCHEMA_VERSION)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: made by a newer Boxi (schema %d, this one knows %d); left as it is",
                   self->path, version, BX_USER_DB_SCHEMA_VERSION);
      return FALSE;
    }
  if (version == BX_USER_DB_SCHEMA_VERSION)
    return TRUE;
  if (!begin (self, error))
    return FALSE;
  for (int v = version; ok && v < BX_USER_DB_SCHEMA_VERSION; v++)
    ok = exec (self, migrations[v], error);
  if (ok)
    {
      g_autofree char *sql = g_strdup_printf ("PRAGMA user_version = %d",
                                              BX_USER_DB_SCHEMA_VERSION);
      ok = exec (self, sql, error);
    }
  return finish (self, ok, error);
}

/**
 * bx_user_db_default_path:
 *
 * Returns: (transfer full): g_get_user_data_dir()/boxi/user.sqlite, the user's database
 */
char *
bx_user_db_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "boxi", "user.sqlite", NULL);
}

/**
 * bx_user_db_open:
 * @path: the database file (bx_user_db_default_path() for the user's)
 * @create: %TRUE to create the file (and its folder) when it does not exist; %FALSE to
 *   fail with %BX_ERROR_NOT_FOUND instead (for readers such as search)
 * @error: %BX_ERROR_NOT_FOUND, %BX_ERROR_DATABASE (with the path and SQLite's reason), or
 *   %BX_ERROR_INVALID for a database of a newer schema
 *
 * Opens the user's database read-write, in WAL mode, migrating it to
 * %BX_USER_DB_SCHEMA_VERSION.
 *
 * Returns: (transfer full): the database, or %NULL with @error set
 */
BxUserDb *
bx_user_db_open (const char  *path,
                 gboolean     create,
                 GError     **error)
{
  g_autoptr(BxUserDb) self = NULL;
  int flags = SQLITE_OPEN_READWRITE;

  g_return_val_if_fail (path != NULL, NULL);

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_autofree char *dir = g_path_get_dirname (path);

      if (!create)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no such file", path);
          return NULL;
        }
      if (g_mkdir_with_parents (dir, 0700) != 0)
        {
          int saved = errno;
          g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s: %s", dir, g_strerror (saved));
          return NULL;
        }
      flags |= SQLITE_OPEN_CREATE;
    }
  self = g_new0 (BxUserDb, 1);
  self->path = g_strdup (path);
  if (sqlite3_open_v2 (path, &self->db, flags, NULL) != SQLITE_OK)
    {
      db_error (self, error, "open");
      return NULL;
    }
  sqlite3_busy_timeout (self->db, 2000);
  if (!exec (self, "PRAGMA journal_mode = WAL", error)
      || !exec (self, "PRAGMA synchronous = FULL", error)
      || !migrate (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

/**
 * bx_user_db_free:
 * @db: (nullable): a database
 *
 * Closes @db.
 */
void
bx_user_db_free (BxUserDb *db)
{
  if (db == NULL)
    return;
  if (db->db != NULL)
    sqlite3_close (db->db);
  g_free (db->path);
  g_free (db);
}

/**
 * bx_user_db_get_path:
 * @db: a database
 *
 * Returns: the file @db was opened from
 */
const char *
bx_user_db_get_path (BxUserDb *db)
{
  g_return_val_if_fail (db != NULL, NULL);
  return db->path;
}

/**
 * bx_user_db_set_test_hook:
 * @db: a database
 * @hook: (nullable): called inside each write's transaction; %NULL for none
 * @user_data: its data
 *
 * For tests only: lets a test make a write fail, or end the process, in the middle of
 * its transaction (see #BxUserDbHook).
 */
void
bx_user_db_set_test_hook (BxUserDb     *db,
                          BxUserDbHook  hook,
                          gpointer      user_data)
{
  g_return_if_fail (db != NULL);
  db->hook = hook;
  db->hook_data = user_data;
}

static gboolean
check_id (const char  *clause_id,
          GError     **error)
{
  if (clause_id != NULL && *clause_id != '\0' && g_utf8_validate (clause_id, -1, NULL))
    return TRUE;
  g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "not a clause id: '%s'",
               clause_id != NULL ? clause_id : "");
  return FALSE;
}

/**
 * bx_user_db_set_bookmark:
 * @db: a database
 * @clause_id: a clause id (it need not be in the current corpus)
 * @bookmarked: %TRUE to star the clause, %FALSE to unstar it
 * @error: %BX_ERROR_INVALID for an empty id, %BX_ERROR_DATABASE
 *
 * Stars or unstars a clause, in one transaction.  Starring a starred clause keeps its
 * first date.
 *
 * Returns: %TRUE on success
 */
gboolean
bx_user_db_set_bookmark (BxUserDb    *db,
                         const char  *clause_id,
                         gboolean     bookmarked,
                         GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean ok;

  g_return_val_if_fail (db != NULL, FALSE);
  if (!check_id (clause_id, error))
    return FALSE;
  stmt = prepare (db, bookmarked
                      ? "INSERT INTO bookmarks VALUES (?1, ?2) ON CONFLICT DO NOTHING"
                      : "DELETE FROM bookmarks WHERE clause_id = ?1", error);
  if (stmt == NULL || !begin (db, error))
    return FALSE;
  sqlite3_bind_text (stmt, 1, clause_id, -1, SQLITE_TRANSIENT);
  if (bookmarked)
    sqlite3_bind_int64 (stmt, 2, g_get_real_time () / G_USEC_PER_SEC);
  ok = sqlite3_step (stmt) == SQLITE_DONE || db_error (db, error, "bookmark");
  ok = ok && run_hook (db, "bookmark-written", error);
  return finish (db, ok, error);
}

/**
 * bx_user_db_is_bookmarked:
 * @db: a database
 * @clause_id: a clause id
 *
 * Returns: %TRUE when @clause_id is starred
 */
gboolean
bx_user_db_is_bookmarked (BxUserDb   *db,
                          const char *clause_id)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (db != NULL, FALSE);
  g_return_val_if_fail (clause_id != NULL, FALSE);
  stmt = prepare (db, "SELECT 1 FROM bookmarks WHERE clause_id = ?1", NULL);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, clause_id, -1, SQLITE_TRANSIENT);
  return sqlite3_step (stmt) == SQLITE_ROW;
}

/**
 * bx_user_db_set_note:
 * @db: a database
 * @clause_id: a clause id (it need not be in the current corpus)
 * @text: (nullable): the note, plain Markdown-like text; %NULL or only white space
 *   removes the note
 * @error: %BX_ERROR_INVALID for an empty id or text that is not UTF-8,
 *   %BX_ERROR_DATABASE
 *
 * Writes the note on @clause_id, replacing the one it had, in one transaction: when the
 * write fails or the process dies before it commits, the previous note stays.
 *
 * Returns: %TRUE on success
 */
gboolean
bx_user_db_set_note (BxUserDb    *db,
                     const char  *clause_id,
                     const char  *text,
                     GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *trimmed = NULL;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  gboolean ok;

  g_return_val_if_fail (db != NULL, FALSE);
  if (!check_id (clause_id, error))
    return FALSE;
  if (text != NULL && !g_utf8_validate (text, -1, NULL))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "the note on %s is not UTF-8",
                   clause_id);
      return FALSE;
    }
  trimmed = g_strstrip (g_strdup (text != NULL ? text : ""));
  if (*trimmed == '\0')
    return bx_user_db_remove_note (db, clause_id, error);
  stmt = prepare (db, "INSERT INTO notes VALUES (?1, ?2, ?3, ?3) ON CONFLICT (clause_id) "
                      "DO UPDATE SET text = excluded.text, modified = excluded.modified",
                  error);
  if (stmt == NULL || !begin (db, error))
    return FALSE;
  sqlite3_bind_text (stmt, 1, clause_id, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, trimmed, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 3, now);
  ok = sqlite3_step (stmt) == SQLITE_DONE || db_error (db, error, "note");
  ok = ok && run_hook (db, "note-written", error);
  return finish (db, ok, error);
}

/**
 * bx_user_db_get_note:
 * @db: a database
 * @clause_id: a clause id
 *
 * Returns: (transfer full) (nullable): the note on @clause_id, or %NULL for none
 */
char *
bx_user_db_get_note (BxUserDb   *db,
                     const char *clause_id)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (db != NULL, NULL);
  g_return_val_if_fail (clause_id != NULL, NULL);
  stmt = prepare (db, "SELECT text FROM notes WHERE clause_id = ?1", NULL);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, clause_id, -1, SQLITE_TRANSIENT);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return NULL;
  return g_strdup ((const char *) sqlite3_column_text (stmt, 0));
}

/**
 * bx_user_db_remove_note:
 * @db: a database
 * @clause_id: a clause id
 * @error: %BX_ERROR_DATABASE
 *
 * Removes the note on @clause_id (the bookmark stays).  No note is not an error.
 *
 * Returns: %TRUE on success
 */
gboolean
bx_user_db_remove_note (BxUserDb    *db,
                        const char  *clause_id,
                        GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean ok;

  g_return_val_if_fail (db != NULL, FALSE);
  if (!check_id (clause_id, error))
    return FALSE;
  stmt = prepare (db, "DELETE FROM notes WHERE clause_id = ?1", error);
  if (stmt == NULL || !begin (db, error))
    return FALSE;
  sqlite3_bind_text (stmt, 1, clause_id, -1, SQLITE_TRANSIENT);
  ok = sqlite3_step (stmt) == SQLITE_DONE || db_error (db, error, "note");
  ok = ok && run_hook (db, "note-written", error);
  return finish (db, ok, error);
}

/**
 * bx_user_entry_copy:
 * @entry: an entry
 *
 * Returns: (transfer full): a copy of @entry
 */
BxUserEntry *
bx_user_entry_copy (const BxUserEntry *entry)
{
  BxUserEntry *copy;

  g_return_val_if_fail (entry != NULL, NULL);
  copy = g_memdup2 (entry, sizeof *entry);
  copy->clause_id = g_strdup (entry->clause_id);
  copy->note = g_strdup (entry->note);
  return copy;
}

/**
 * bx_user_entry_free:
 * @entry: (nullable): an entry
 */
void
bx_user_entry_free (BxUserEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->clause_id);
  g_free (entry->note);
  g_free (entry);
}

/* Bookmarks and notes joined on the clause id, in clause id order (SQLite has no full
 * outer join before 3.39: the union of both sides). */
#define LIST_SQL \
  "SELECT i.id, b.created IS NOT NULL, n.text, " \
  "  min(coalesce(b.created, n.created), coalesce(n.created, b.created)), " \
  "  max(coalesce(b.created, 0), coalesce(n.modified, 0)) " \
  "FROM (SELECT clause_id AS id FROM bookmarks UNION SELECT clause_id FROM notes) AS i " \
  "LEFT JOIN bookmarks AS b ON b.clause_id = i.id " \
  "LEFT JOIN notes AS n ON n.clause_id = i.id "

/**
 * bx_user_db_list:
 * @db: a database
 * @kind: all entries, or only those with a bookmark, or a note
 * @corpus: (nullable): the current corpus, to mark the orphaned entries; %NULL leaves
 *   #BxUserEntry.orphaned %FALSE
 * @error: %BX_ERROR_DATABASE
 *
 * Lists what the user keeps, orphaned entries included, in clause id order.
 *
 * Returns: (transfer full) (element-type BxUserEntry): the entries, or %NULL with @error
 */
GPtrArray *
bx_user_db_list (BxUserDb        *db,
                 BxUserListKind   kind,
                 BxCorpus        *corpus,
                 GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                             bx_user_entry_free);
  const char *where = kind == BX_USER_LIST_BOOKMARKS ? "WHERE b.created IS NOT NULL "
                      : kind == BX_USER_LIST_NOTES ? "WHERE n.text IS NOT NULL " : "";
  g_autofree char *sql = g_strconcat (LIST_SQL, where, "ORDER BY i.id", NULL);
  int rc;

  g_return_val_if_fail (db != NULL, NULL);
  stmt = prepare (db, sql, error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      BxUserEntry *e = g_new0 (BxUserEntry, 1);

      e->clause_id = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
      e->bookmarked = sqlite3_column_int (stmt, 1) != 0;
      e->note = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
      e->created = sqlite3_column_int64 (stmt, 3);
      e->modified = sqlite3_column_int64 (stmt, 4);
      e->orphaned = corpus != NULL && !bx_corpus_has_clause (corpus, e->clause_id);
      g_ptr_array_add (out, e);
    }
  if (rc != SQLITE_DONE)
    {
      db_error (db, error, "list");
      return NULL;
    }
  return g_steal_pointer (&out);
}

/* @text folded character by character (one code point for one), so that offsets into the
 * folded text are offsets into @text: lower case, and traditional to simplified unless
 * @exact. */
static gunichar *
fold (const char *text,
      gboolean    exact,
      glong      *len)
{
  gunichar *chars = g_utf8_to_ucs4_fast (text, -1, len);

  for (glong i = 0; i < *len; i++)
    {
      chars[i] = g_unichar_tolower (chars[i]);
      if (!exact)
        chars[i] = bx_tokenizer_fold_char (chars[i]);
    }
  return chars;
}

static glong
find_chars (const gunichar *hay,
            glong           hay_len,
            const gunichar *needle,
            glong           needle_len,
            glong           from)
{
  for (glong i = from; i + needle_len <= hay_len; i++)
    if (memcmp (hay + i, needle, needle_len * sizeof (gunichar)) == 0)
      return i;
  return -1;
}

/* Marks every match of every term in @marks (one gboolean per character of @text); FALSE
 * when a term is missing. */
static gboolean
match_terms (const char  *text,
             GStrv        terms,
             gboolean     exact,
             gboolean   **marks,
             glong       *len)
{
  g_autofree gunichar *hay = fold (text, exact, len);
  g_autofree gboolean *m = g_new0 (gboolean, *len + 1);

  for (guint t = 0; terms[t] != NULL; t++)
    {
      glong n;
      g_autofree gunichar *needle = fold (terms[t], exact, &n);
      glong at = find_chars (hay, *len, needle, n, 0);

      if (n == 0)
        continue;
      if (at < 0)
        return FALSE;
      for (; at >= 0; at = find_chars (hay, *len, needle, n, at + n))
        for (glong k = at; k < at + n; k++)
          m[k] = TRUE;
    }
  if (marks != NULL)
    *marks = g_steal_pointer (&m);
  return TRUE;
}

static GStrv
split_query (const char *query)
{
  g_auto(GStrv) parts = g_strsplit_set (query, " \t\r\n\xe3\x80\x80", -1);
  GStrvBuilder *b = g_strv_builder_new ();
  GStrv out;

  for (guint i = 0; parts[i] != NULL; i++)
    if (parts[i][0] != '\0' && g_utf8_validate (parts[i], -1, NULL))
      g_strv_builder_add (b, parts[i]);
  out = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return out;
}

/**
 * bx_user_entry_matches:
 * @entry: an entry
 * @query: words separated by spaces
 *
 * For filtering a list of entries as the user types: every word of @query must occur in
 * the note or the clause id, ignoring case and the traditional/simplified difference.
 *
 * Returns: %TRUE when @entry matches (an empty @query matches everything)
 */
gboolean
bx_user_entry_matches (const BxUserEntry *entry,
                       const char        *query)
{
  g_auto(GStrv) terms = NULL;
  g_autofree char *text = NULL;
  glong len;

  g_return_val_if_fail (entry != NULL, FALSE);
  if (query == NULL)
    return TRUE;
  terms = split_query (query);
  text = g_strconcat (entry->clause_id, "\n", entry->note != NULL ? entry->note : "", NULL);
  return match_terms (text, terms, FALSE, NULL, &len);
}

/* About this many characters of a note around its first match. */
#define SNIPPET_CHARS 80

static char *
make_snippet (const char     *text,
              const gboolean *marks,
              glong           len,
              const char     *open,
              const char     *close)
{
  GString *out = g_string_new (NULL);
  glong first = 0, start, end;
  const char *p;

  while (first < len && !marks[first])
    first++;
  start = MAX (0, MIN (first - SNIPPET_CHARS / 4, len - SNIPPET_CHARS));
  end = MIN (len, start + SNIPPET_CHARS);
  if (start > 0)
    g_string_append (out, "…");
  p = g_utf8_offset_to_pointer (text, start);
  for (glong i = start; i < end; i++, p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (marks[i] && (i == start || !marks[i - 1]))
        g_string_append (out, open);
      g_string_append_unichar (out, c == '\n' ? ' ' : c);
      if (marks[i] && (i + 1 == end || !marks[i + 1]))
        g_string_append (out, close);
    }
  if (end < len)
    g_string_append (out, "…");
  return g_string_free (out, FALSE);
}

/* The work of a clause: the corpus's, else the id up to its first dot. */
static char *
work_of (BxCorpus   *corpus,
         const char *clause_id)
{
  const char *dot = strchr (clause_id, '.');

  if (corpus != NULL)
    {
      g_autoptr(BxClause) clause = bx_corpus_get_clause (corpus, clause_id, NULL);
      if (clause != NULL)
        return g_strdup (clause->work_id);
    }
  return dot != NULL ? g_strndup (clause_id, dot - clause_id) : g_strdup (clause_id);
}

/**
 * bx_user_db_search:
 * @db: a database
 * @query: words separated by spaces; a note matches when it holds all of them
 * @corpus: (nullable): the corpus, for the works of the clauses
 * @options: (nullable): the corpus search's options: `work_id`, `exact` (no folding of
 *   traditional and simplified), `limit`, the highlight markers; `kinds` without
 *   %BX_HIT_NOTE or `layers` without %BX_LAYER_NOTE find nothing
 * @error: %BX_ERROR_DATABASE
 *
 * Searches the personal notes, so that they can be shown with the corpus's hits
 * (bx_corpus_search()): each hit has the kind %BX_HIT_NOTE, the clause id and its work,
 * the layer "note", a rank of 0 and a snippet of the note with the matches marked.
 * Case is ignored.
 *
 * Returns: (transfer full) (element-type BxSearchHit): the hits in clause id order, or
 *   %NULL with @error set
 */
GPtrArray *
bx_user_db_search (BxUserDb               *db,
                   const char             *query,
                   BxCorpus               *corpus,
                   const BxSearchOptions  *options,
                   GError                **error)
{
  BxSearchOptions defaults = { 0 };
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) hits = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                              bx_search_hit_free);
  g_auto(GStrv) terms = NULL;
  guint limit;

  g_return_val_if_fail (db != NULL, NULL);
  g_return_val_if_fail (query != NULL, NULL);
  if (options == NULL)
    options = &defaults;
  limit = options->limit > 0 ? options->limit : 50;
  if ((options->kinds != 0 && (options->kinds & BX_HIT_MASK (BX_HIT_NOTE)) == 0)
      || (options->layers != BX_LAYER_ANY && (options->layers & BX_LAYER_NOTE) == 0))
    return g_steal_pointer (&hits);
  terms = split_query (query);
  if (terms[0] == NULL)
    return g_steal_pointer (&hits);
  entries = bx_user_db_list (db, BX_USER_LIST_NOTES, NULL, error);
  if (entries == NULL)
    return NULL;
  for (guint i = 0; i < entries->len && hits->len < limit; i++)
    {
      const BxUserEntry *e = g_ptr_array_index (entries, i);
      g_autofree gboolean *marks = NULL;
      g_autofree char *work = NULL;
      BxSearchHit *hit;
      glong len;

      if (!match_terms (e->note, terms, options->exact, &marks, &len))
        continue;
      work = work_of (corpus, e->clause_id);
      if (options->work_id != NULL && g_strcmp0 (work, options->work_id) != 0)
        continue;
      hit = g_new0 (BxSearchHit, 1);
      hit->kind = BX_HIT_NOTE;
      hit->clause_id = g_strdup (e->clause_id);
      hit->work_id = g_steal_pointer (&work);
      hit->layer = g_strdup ("note");
      hit->snippet = make_snippet (e->note, marks, len,
                                   options->highlight_open ? options->highlight_open : "[",
                                   options->highlight_close ? options->highlight_close : "]");
      g_ptr_array_add (hits, hit);
    }
  return g_steal_pointer (&hits);
}

static char *
format_time (gint64 unix_seconds)
{
  g_autoptr(GDateTime) t = g_date_time_new_from_unix_utc (unix_seconds);

  return t != NULL ? g_date_time_format_iso8601 (t) : g_strdup ("");
}

static void
export_markdown_entry (GString           *out,
                       const BxUserEntry *e,
                       BxCorpus          *corpus)
{
  g_autoptr(BxClause) clause = corpus != NULL && !e->orphaned
                               ? bx_corpus_get_clause (corpus, e->clause_id, NULL) : NULL;
  g_autofree char *when = format_time (e->modified);

  g_string_append_printf (out, "## %s%s\n\n", e->clause_id, e->bookmarked ? " ★" : "");
  if (clause != NULL)
    {
      g_string_append_printf (out, "> %s\n", clause->text);
      if (clause->translation != NULL)
        g_string_append_printf (out, ">\n> %s\n", clause->translation);
      g_string_append_c (out, '\n');
    }
  if (e->note != NULL)
    g_string_append_printf (out, "%s\n\n", e->note);
  g_string_append_printf (out, "*%s*\n\n", when);
}

static char *
export_markdown (GPtrArray *entries,
                 BxCorpus  *corpus)
{
  GString *out = g_string_new ("# Boxi: bookmarks and notes\n\n");
  guint n_orphans = 0;

  for (guint i = 0; i < entries->len; i++)
    {
      const BxUserEntry *e = g_ptr_array_index (entries, i);

      if (e->orphaned)
        n_orphans++;
      else
        export_markdown_entry (out, e, corpus);
    }
  if (n_orphans == 0)
    return g_string_free (out, FALSE);
  g_string_append (out, "# Orphaned: clauses no longer in the corpus\n\n");
  for (guint i = 0; i < entries->len; i++)
    {
      const BxUserEntry *e = g_ptr_array_index (entries, i);

      if (e->orphaned)
        export_markdown_entry (out, e, corpus);
    }
  return g_string_free (out, FALSE);
}

static char *
export_json (GPtrArray *entries)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "boxi-user-notes");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, BX_USER_DB_SCHEMA_VERSION);
  json_builder_set_member_name (b, "entries");
  json_builder_begin_array (b);
  for (guint i = 0; i < entries->len; i++)
    {
      const BxUserEntry *e = g_ptr_array_index (entries, i);
      g_autofree char *created = format_time (e->created);
      g_autofree char *modified = format_time (e->modified);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "clause_id");
      json_builder_add_string_value (b, e->clause_id);
      json_builder_set_member_name (b, "bookmarked");
      json_builder_add_boolean_value (b, e->bookmarked);
      json_builder_set_member_name (b, "note");
      if (e->note != NULL)
        json_builder_add_string_value (b, e->note);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "orphaned");
      json_builder_add_boolean_value (b, e->orphaned);
      json_builder_set_member_name (b, "created");
      json_builder_add_string_value (b, created);
      json_builder_set_member_name (b, "modified");
      json_builder_add_string_value (b, modified);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  return json_generator_to_data (gen, NULL);
}

/**
 * bx_user_db_export:
 * @db: a database
 * @corpus: (nullable): the current corpus: Markdown quotes each clause's text and
 *   translation from it, and both formats mark the orphaned entries
 * @format: Markdown (a section per clause, the orphaned ones last under their own
 *   heading) or JSON (`{"format": "boxi-user-notes", "version": 1, "entries": [{clause_id,
 *   bookmarked, note, orphaned, created, modified}]}`, times in ISO 8601 UTC)
 * @error: %BX_ERROR_DATABASE
 *
 * Exports every bookmark and note, orphaned ones included.
 *
 * Returns: (transfer full): the text, or %NULL with @error set
 */
char *
bx_user_db_export (BxUserDb            *db,
                   BxCorpus            *corpus,
                   BxUserExportFormat   format,
                   GError             **error)
{
  g_autoptr(GPtrArray) entries = NULL;

  g_return_val_if_fail (db != NULL, NULL);
  entries = bx_user_db_list (db, BX_USER_LIST_ALL, corpus, error);
  if (entries == NULL)
    return NULL;
  return format == BX_USER_EXPORT_JSON ? export_json (entries)
                                       : export_markdown (entries, corpus);
}
