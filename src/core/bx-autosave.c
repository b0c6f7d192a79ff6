/* bx-autosave.c: the game in progress kept on disk (see bx-autosave.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "bx-autosave.h"
#include "bx-error.h"
#include "bx-file.h"
#include "bx-session-private.h"

/* Statics */

/* A name beside @path that is not taken: PATH.broken, else PATH.broken.2, .3, … */
static char *
free_broken_path (const char *path)
{
  char *candidate = g_strconcat (path, BX_AUTOSAVE_BROKEN_SUFFIX, NULL);

  for (guint i = 2; g_file_test (candidate, G_FILE_TEST_EXISTS) && i < 1000; i++)
    {
      g_free (candidate);
      candidate = g_strdup_printf ("%s%s.%u", path, BX_AUTOSAVE_BROKEN_SUFFIX, i);
    }
  return candidate;
}

/* Public API */

/**
 * bx_autosave_default_path:
 *
 * The autosave of the user: `$XDG_DATA_HOME/boxi/autosave.json` (g_get_user_data_dir()),
 * outside the build tree and the install prefix, so that no rebuild replaces it.  The
 * folder may not exist yet; bx_autosave_write() makes it.
 *
 * Returns: (transfer full): the path
 */
char *
bx_autosave_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "boxi", "autosave.json", NULL);
}

/**
 * bx_autosave_wanted:
 * @session: a session
 *
 * Whether @session is a game in progress worth keeping: at least one move played, not
 * over, and started from the opening (a rule's example position cannot be replayed from a
 * record, see bx_session_new_at_position()).
 *
 * Returns: %TRUE when @session is to be autosaved
 */
gboolean
bx_autosave_wanted (BxSession *session)
{
  g_return_val_if_fail (session != NULL, FALSE);

  return !session->from_position && bx_session_get_n_history (session) > 0
         && !bx_session_is_over (session);
}

/**
 * bx_autosave_write:
 * @session: the game shown
 * @path: the autosave file (bx_autosave_default_path())
 * @error: return location for a #GError
 *
 * Brings the autosave up to date with @session: when bx_autosave_wanted(), writes its
 * record atomically (bx_session_save(): a temporary file renamed over @path, so a crash
 * leaves the old autosave or the new one, never half of one), making @path's folder when
 * needed; otherwise (no move yet, the game over) removes @path.  A session started at an
 * example position leaves @path as it is, so the game it replaced is still offered.
 *
 * Returns: %TRUE on success; %FALSE with @error set ("PATH: reason") when the folder or
 *   the file cannot be written or removed
 */
gboolean
bx_autosave_write (BxSession   *session,
                   const char  *path,
                   GError     **error)
{
  g_autofree char *dir = NULL;

  g_return_val_if_fail (session != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (session->from_position)
    return TRUE;
  if (!bx_autosave_wanted (session))
    return bx_autosave_remove (path, error);

  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: cannot make the folder: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }
  return bx_session_save (session, path, error);
}

/**
 * bx_autosave_remove:
 * @path: the autosave file
 * @error: return location for a #GError
 *
 * Removes the autosave (a game finished or discarded).  A missing file is no error.
 *
 * Returns: %TRUE when @path is gone
 */
gboolean
bx_autosave_remove (const char  *path,
                    GError     **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_remove (path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: cannot remove the autosave: %s", path, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

/**
 * bx_autosave_exists:
 * @path: the autosave file
 *
 * Returns: %TRUE when there is an autosave at @path (read or not)
 */
gboolean
bx_autosave_exists (const char *path)
{
  g_return_val_if_fail (path != NULL, FALSE);

  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

/**
 * bx_autosave_load:
 * @library: the rulesets
 * @path: the autosave file
 * @kept_path: (out) (optional) (transfer full): where a file that could not be read was
 *   kept, or %NULL
 * @error: return location for a #GError
 *
 * Reads the autosave back as a session at the position it was written in (every move of
 * the record replayed and checked, bx_session_open()).
 *
 * A file that does not load (not JSON, a move that is not legal, a ruleset that no longer
 * exists) is not lost and not offered again: it is renamed to PATH.broken (or
 * PATH.broken.2, …) and the error says why and where it was kept.  A file that holds no
 * game in progress (no move, or the game over) is removed.
 *
 * Returns: (transfer full) (nullable): the session, or %NULL with @error set: %BX_ERROR_NOT_FOUND
 *   when there is no unfinished game, otherwise "PATH: reason (kept as PATH.broken)"
 */
BxSession *
bx_autosave_load (BxRulesetLibrary  *library,
                  const char        *path,
                  char             **kept_path,
                  GError           **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(BxSession) session = NULL;
  g_autofree char *broken = NULL;

  g_return_val_if_fail (library != NULL, NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (kept_path != NULL)
    *kept_path = NULL;
  /* An autosave killed mid-write left its temporary file: remove it (bx-file.c). */
  bx_file_clean_stale (path);
  if (!bx_autosave_exists (path))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no unfinished game", path);
      return NULL;
    }

  session = bx_session_open (library, path, &local);
  if (session != NULL)
    {
      if (bx_autosave_wanted (session))
        return g_steal_pointer (&session);
      /* Written by a build that kept finished games: nothing to resume. */
      bx_autosave_remove (path, NULL);
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no unfinished game", path);
      return NULL;
    }

  broken = free_broken_path (path);
  if (g_rename (path, broken) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s (and it could not be renamed to %s: %s)",
                   local->message, broken, g_strerror (saved_errno));
      return NULL;
    }
  g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s (the file was kept as %s)",
               local->message, broken);
  if (kept_path != NULL)
    *kept_path = g_steal_pointer (&broken);
  return NULL;
}

/**
 * bx_autosave_mark:
 * @session: a session
 *
 * A mark of the game as it stands: its record as JSON text.  Take it when the game is
 * saved or opened, and give it to bx_autosave_is_unsaved() later.
 *
 * Returns: (transfer full): the mark
 */
char *
bx_autosave_mark (BxSession *session)
{
  g_autoptr(BxRecord) record = NULL;
  g_autoptr(JsonNode) node = NULL;

  g_return_val_if_fail (session != NULL, NULL);

  record = bx_session_to_record (session);
  node = bx_record_to_json (record, bx_session_get_game (session));
  return json_to_string (node, FALSE);
}

/**
 * bx_autosave_is_unsaved:
 * @session: the game shown
 * @saved_mark: (nullable): bx_autosave_mark() when the game was last saved or opened, or
 *   %NULL when it never was
 *
 * Whether discarding @session loses moves: it is a game in progress
 * (bx_autosave_wanted()) and differs from the game as last saved.  A finished game is
 * not counted: its record is offered by the game-over dialog.
 *
 * Returns: %TRUE when the user should be asked before @session is discarded
 */
gboolean
bx_autosave_is_unsaved (BxSession  *session,
                        const char *saved_mark)
{
  g_autofree char *mark = NULL;

  g_return_val_if_fail (session != NULL, FALSE);

  if (!bx_autosave_wanted (session))
    return FALSE;
  if (saved_mark == NULL)
    return TRUE;
  mark = bx_autosave_mark (session);
  return g_strcmp0 (mark, saved_mark) != 0;
}
