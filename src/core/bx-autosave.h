/* bx-autosave.h: the game in progress kept on disk after every move, so that nothing is lost
 * when the app quits or crashes, and the test of whether a game has moves not yet saved
 *
 * The autosave is an ordinary game record (bx-record.h), written atomically (a temporary
 * file renamed over the old one) to g_get_user_data_dir()/boxi/autosave.json, a file no
 * build or install replaces.  It holds the game in progress only: a game with moves that is
 * not over.  A finished game, a game with no moves and a discarded game have none.  A file
 * that cannot be read back is never dropped silently: bx_autosave_load() renames it
 * (autosave.json.broken) and says so in its error.
 *
 * "Unsaved" compares the session's record with a mark taken when it was last saved or
 * opened (bx_autosave_mark()), so undoing back to the saved position is not "unsaved".
 *
 * Nothing here needs GTK: the app's prompts are in src/app/bx-unsaved-prompt.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-ruleset.h"
#include "bx-session.h"

G_BEGIN_DECLS

/* The suffix of a file that could not be read back, kept beside it. */
#define BX_AUTOSAVE_BROKEN_SUFFIX ".broken"

char      *bx_autosave_default_path (void);
gboolean   bx_autosave_wanted       (BxSession          *session);
gboolean   bx_autosave_write        (BxSession          *session,
                                     const char         *path,
                                     GError            **error);
gboolean   bx_autosave_remove       (const char         *path,
                                     GError            **error);
gboolean   bx_autosave_exists       (const char         *path);
BxSession *bx_autosave_load         (BxRulesetLibrary   *library,
                                     const char         *path,
                                     char              **kept_path,
                                     GError            **error);
char      *bx_autosave_mark         (BxSession          *session);
gboolean   bx_autosave_is_unsaved   (BxSession          *session,
                                     const char         *saved_mark);

G_END_DECLS
