/* bx-user-db.h: the user's own database: bookmarks (starred clauses) and personal notes
 * on clause ids
 *
 * The database is g_get_user_data_dir()/boxi/user.sqlite (bx_user_db_default_path()), a
 * file apart from the corpus database and from the user cache a corpus rebuild replaces:
 * nothing that builds, rebuilds or upgrades the corpus touches it.  It keeps clause ids
 * only, never clause text, so a note outlives its clause: a note or bookmark whose clause
 * id is not in the current corpus is "orphaned", listed and exported as such, and never
 * dropped.
 *
 * Every write is one SQLite transaction (WAL journal): a failure or a crash in the middle
 * of a write leaves the database as it was before it.  The schema version is kept in
 * PRAGMA user_version and migrated forward on open; a database of a newer Boxi is refused.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-corpus.h"

G_BEGIN_DECLS

/* The schema version this Boxi writes (PRAGMA user_version). */
#define BX_USER_DB_SCHEMA_VERSION 1

typedef struct _BxUserDb BxUserDb;

/**
 * BxUserEntry:
 * @clause_id: the clause id the entry is on ("pushuang.changju.3")
 * @bookmarked: %TRUE when the clause is starred
 * @note: the personal note (plain, Markdown-like text), or %NULL for none
 * @created: when the entry was first made (bookmark or note), Unix time in seconds
 * @modified: when the note or bookmark last changed, Unix time in seconds
 * @orphaned: %TRUE when a corpus was given and it has no clause @clause_id
 *
 * What the user keeps on one clause: a bookmark, a note, or both.
 */
typedef struct
{
  char     *clause_id;
  gboolean  bookmarked;
  char     *note;
  gint64    created;
  gint64    modified;
  gboolean  orphaned;
} BxUserEntry;

/* What bx_user_db_list() returns. */
typedef enum
{
  BX_USER_LIST_ALL = 0,        /* bookmarks and notes */
  BX_USER_LIST_BOOKMARKS = 1,  /* the entries with a bookmark */
  BX_USER_LIST_NOTES = 2,      /* the entries with a note */
} BxUserListKind;

typedef enum
{
  BX_USER_EXPORT_MARKDOWN,
  BX_USER_EXPORT_JSON,
} BxUserExportFormat;

/**
 * BxUserDbHook:
 * @db: the database
 * @stage: where the write is: "note-written" (the note is written, not yet committed) or
 *   "bookmark-written"
 * @user_data: the hook's data
 *
 * For tests only (bx_user_db_set_test_hook()): called inside a write's transaction.
 * Returning %FALSE makes the write fail there and roll back, as an error would; the hook
 * may also end the process to simulate a crash.
 *
 * Returns: %TRUE to go on
 */
typedef gboolean (*BxUserDbHook) (BxUserDb   *db,
                                  const char *stage,
                                  gpointer    user_data);

char        *bx_user_db_default_path   (void);
BxUserDb    *bx_user_db_open           (const char          *path,
                                        gboolean             create,
                                        GError             **error);
void         bx_user_db_free           (BxUserDb            *db);
const char  *bx_user_db_get_path       (BxUserDb            *db);

gboolean     bx_user_db_set_bookmark   (BxUserDb            *db,
                                        const char          *clause_id,
                                        gboolean             bookmarked,
                                        GError             **error);
gboolean     bx_user_db_is_bookmarked  (BxUserDb            *db,
                                        const char          *clause_id);
gboolean     bx_user_db_set_note       (BxUserDb            *db,
                                        const char          *clause_id,
                                        const char          *text,
                                        GError             **error);
char        *bx_user_db_get_note       (BxUserDb            *db,
                                        const char          *clause_id);
gboolean     bx_user_db_remove_note    (BxUserDb            *db,
                                        const char          *clause_id,
                                        GError             **error);

GPtrArray   *bx_user_db_list           (BxUserDb            *db,
                                        BxUserListKind       kind,
                                        BxCorpus            *corpus,
                                        GError             **error);
GPtrArray   *bx_user_db_search         (BxUserDb            *db,
                                        const char          *query,
                                        BxCorpus            *corpus,
                                        const BxSearchOptions *options,
                                        GError             **error);
gboolean     bx_user_entry_matches     (const BxUserEntry   *entry,
                                        const char          *query);
char        *bx_user_db_export         (BxUserDb            *db,
                                        BxCorpus            *corpus,
                                        BxUserExportFormat   format,
                                        GError             **error);

void         bx_user_db_set_test_hook  (BxUserDb            *db,
                                        BxUserDbHook         hook,
                                        gpointer             user_data);

BxUserEntry *bx_user_entry_copy        (const BxUserEntry   *entry);
void         bx_user_entry_free        (BxUserEntry         *entry);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxUserDb, bx_user_db_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxUserEntry, bx_user_entry_free)

G_END_DECLS
