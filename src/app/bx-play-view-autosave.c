/* bx-play-view-autosave.c: the play page's part of "nothing lost" (bx-unsaved-prompt.h)
 *
 * - After every change of the game (bx_play_view_update_all()), the game in progress is
 *   written to the autosave file when the app gave the view one (bx-autosave.h writes it
 *   atomically; a finished game, or one with no move, removes it).
 * - Before the game is replaced (New Game, another ruleset, Open, Quit), the caller asks
 *   bx_play_view_ask_before_discard(): a game with moves not saved in a file brings up
 *   Save / Discard / Cancel.  Save shows the file chooser, and what was asked for follows
 *   once the file is written; Discard removes the autosave and goes on; Cancel keeps all.
 * - At start, bx_play_view_offer_resume() offers the autosaved game.
 * - Saving says so in a toast over the page and adds the file to Recent.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bx-autosave.h"
#include "bx-error.h"
#include "bx-play-view-private.h"
#include "bx-record-dialogs.h"
#include "bx-text-util.h"
#include "bx-unsaved-prompt.h"

typedef struct
{
  BxPlayView        *self;       /* weak */
  BxPlayViewProceed  proceed;
  gpointer           user_data;
  GDestroyNotify     destroy;
  gboolean           saved;      /* the file chooser saved the game */
} Pending;

/* Statics */

static Pending *
pending_new (BxPlayView        *self,
             BxPlayViewProceed  proceed,
             gpointer           user_data,
             GDestroyNotify     destroy)
{
  Pending *pending = g_new0 (Pending, 1);

  g_set_weak_pointer (&pending->self, self);
  pending->proceed = proceed;
  pending->user_data = user_data;
  pending->destroy = destroy;
  return pending;
}

static void
pending_free (gpointer data)
{
  Pending *pending = data;

  g_clear_weak_pointer (&pending->self);
  if (pending->destroy != NULL)
    pending->destroy (pending->user_data);
  g_free (pending);
}

static void
pending_free_closure (gpointer  data,
                      GClosure *closure)
{
  pending_free (data);
}

/* Moves what @pending holds into a new one (the old one no longer frees the data). */
static Pending *
pending_steal (Pending *pending)
{
  Pending *moved = pending_new (pending->self, pending->proceed, pending->user_data,
                                pending->destroy);

  pending->destroy = NULL;
  pending->proceed = NULL;
  return moved;
}

static GtkWindow *
view_window (BxPlayView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static char *
game_name (BxSession *session)
{
  return bx_ruleset_zh_for_ui (bx_session_get_ruleset (session));
}

/* The game as written last is the game shown: nothing to write until it changes. */
static void
remember_written (BxPlayView *self)
{
  guint n = bx_session_get_n_history (self->session);

  self->autosave_valid = TRUE;
  self->autosave_n = n;
  self->autosave_over = bx_session_is_over (self->session);
  if (n > 0)
    memcpy (&self->autosave_last, bx_session_get_last_entry (self->session),
            sizeof self->autosave_last);
}

static gboolean
written_is_current (BxPlayView *self)
{
  guint n = bx_session_get_n_history (self->session);

  return self->autosave_valid && self->autosave_n == n
         && self->autosave_over == bx_session_is_over (self->session)
         && (n == 0 || memcmp (&self->autosave_last, bx_session_get_last_entry (self->session),
                               sizeof self->autosave_last) == 0);
}

/* The game shown is given up: no autosave, and no longer "unsaved". */
static void
discard_game (BxPlayView *self)
{
  g_autoptr(GError) error = NULL;

  if (self->session == NULL)
    return;
  g_free (self->saved_mark);
  self->saved_mark = bx_autosave_mark (self->session);
  if (self->autosave_path != NULL && !bx_autosave_remove (self->autosave_path, &error))
    bx_play_view_show_toast (self, error->message);
  remember_written (self);
}

static void
proceed (Pending *pending)
{
  BxPlayViewProceed func = pending->proceed;

  if (pending->self == NULL || func == NULL)
    return;
  pending->proceed = NULL;
  func (pending->self, pending->user_data);
}

/* The save chooser of the prompt */

static gboolean
prompt_save_chosen_cb (const char  *path,
                       GError     **error,
                       gpointer     user_data)
{
  Pending *pending = user_data;

  if (pending->self == NULL)
    return TRUE;
  if (!bx_play_view_save_file (pending->self, path, error))
    return FALSE;
  bx_play_view_saved (pending->self, path);
  pending->saved = TRUE;
  return TRUE;
}

/* After the chooser's own handler: the chooser is let go first, so that what follows may
 * show another (Open). */
static void
prompt_save_response_cb (GtkNativeDialog *native,
                         int              response,
                         Pending         *pending)
{
  BxPlayView *self = pending->self;

  if (self != NULL && self->chooser == native)
    g_clear_object (&self->chooser);
  if (pending->saved)
    proceed (pending);
}

static void
save_then_proceed (BxPlayView *self,
                   Pending    *pending)
{
  g_autofree char *name = bx_play_view_record_name (self);
  GtkNativeDialog *native;
  Pending *moved;

  if (self->chooser != NULL)
    return;
  moved = pending_steal (pending);
  native = bx_record_dialog_new (GTK_WIDGET (self), TRUE, name, prompt_save_chosen_cb, moved);
  g_object_set_data_full (G_OBJECT (native), "bx-pending", moved, pending_free);
  g_signal_connect (native, "response", G_CALLBACK (prompt_save_response_cb), moved);
  self->chooser = native;
  gtk_native_dialog_show (native);
}

/* Callbacks */

static void
unsaved_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     Pending          *pending)
{
  BxPlayView *self = pending->self;

  if (self == NULL)
    return;
  if (g_strcmp0 (response, BX_UNSAVED_RESPONSE_DISCARD) == 0)
    {
      discard_game (self);
      proceed (pending);
    }
  else if (g_strcmp0 (response, BX_UNSAVED_RESPONSE_SAVE) == 0)
    save_then_proceed (self, pending);
  else
    /* Cancel: the game goes on, the computer's turn too. */
    bx_play_view_agents_update (self);
}

/* The autosave could not be read back (a damaged file): a plain sentence first, the
 * reader's technical detail (a JSON parser's message, say) second. */
static void
show_restore_error (BxPlayView   *self,
                    const GError *error)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Translators: the body of the dialog when the autosaved game is damaged; %s is the
   * technical reason, given second */
  body = g_strdup_printf (_("The file that kept the unfinished game is damaged, so the game "
                            "cannot be resumed.\n\n"
                            "Technical detail: %s"), error->message);
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("The Unfinished Game Could Not Be Restored"), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
resume_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    Pending          *pending)
{
  g_autoptr(GError) error = NULL;
  BxPlayView *self = pending->self;

  if (self == NULL)
    return;
  self->resume_pending = FALSE;
  if (g_strcmp0 (response, BX_RESUME_RESPONSE_RESUME) != 0)
    {
      if (!bx_autosave_remove (self->autosave_path, &error))
        bx_play_view_show_toast (self, error->message);
      self->autosave_valid = FALSE;
      bx_play_view_autosave_sync (self);
      return;
    }
  if (!bx_play_view_open_file (self, self->autosave_path, &error))
    {
      show_restore_error (self, error);
      return;
    }
  /* Resumed, it is still a game no file holds. */
  g_clear_pointer (&self->saved_mark, g_free);
  proceed (pending);
}

/* Internal API (bx-play-view-private.h) */

/* Puts the page in a toast overlay (the template's content moves into it). */
void
bx_play_view_autosave_init (BxPlayView *self)
{
  GtkWidget *content = adw_bin_get_child (ADW_BIN (self));
  GtkWidget *overlay = adw_toast_overlay_new ();

  if (content != NULL)
    {
      g_object_ref (content);
      adw_bin_set_child (ADW_BIN (self), NULL);
      adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), content);
      g_object_unref (content);
    }
  adw_bin_set_child (ADW_BIN (self), overlay);
  self->toast_overlay = ADW_TOAST_OVERLAY (overlay);
}

/* A new session is shown: it was saved nowhere yet, and not written. */
void
bx_play_view_autosave_reset (BxPlayView *self)
{
  g_clear_pointer (&self->saved_mark, g_free);
  self->autosave_valid = FALSE;
}

/* The session shown is the one in a file (just opened or saved). */
void
bx_play_view_autosave_mark_saved (BxPlayView *self)
{
  g_free (self->saved_mark);
  self->saved_mark = self->session != NULL ? bx_autosave_mark (self->session) : NULL;
}

/* Writes the autosave when the game changed since it was last written. */
void
bx_play_view_autosave_sync (BxPlayView *self)
{
  g_autoptr(GError) error = NULL;

  if (self->autosave_path == NULL || self->session == NULL || self->resume_pending
      || written_is_current (self))
    return;
  remember_written (self);
  if (bx_autosave_write (self->session, self->autosave_path, &error))
    {
      self->autosave_failed = FALSE;
      return;
    }
  g_debug ("Autosave: %s", error->message);
  if (!self->autosave_failed)
    {
      g_autofree char *text = g_strdup_printf (_("The game could not be kept: %s"),
                                               error->message);

      bx_play_view_show_toast (self, text);
    }
  self->autosave_failed = TRUE;
}

void
bx_play_view_autosave_dispose (BxPlayView *self)
{
  g_clear_pointer (&self->autosave_path, g_free);
  g_clear_pointer (&self->saved_mark, g_free);
  if (self->unsaved_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->unsaved_dialog));
  if (self->resume_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->resume_dialog));
}

/* Public API (bx-unsaved-prompt.h) */

/**
 * bx_play_view_set_autosave_path:
 * @self: a play view
 * @path: (nullable): the autosave file (bx_autosave_default_path()), or %NULL for none
 *
 * From now on the game in progress is written to @path after every move.  The app sets
 * it on its window's page; a page alone (the tests') keeps no autosave.
 */
void
bx_play_view_set_autosave_path (BxPlayView *self,
                                const char *path)
{
  g_return_if_fail (BX_IS_PLAY_VIEW (self));

  g_free (self->autosave_path);
  self->autosave_path = g_strdup (path);
  self->autosave_valid = FALSE;
}

/**
 * bx_play_view_get_autosave_path:
 * @self: a play view
 *
 * Returns: (nullable): the autosave file, or %NULL
 */
const char *
bx_play_view_get_autosave_path (BxPlayView *self)
{
  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), NULL);

  return self->autosave_path;
}

/**
 * bx_play_view_offer_resume:
 * @self: a play view with an autosave path
 * @resumed: (nullable): called once the game was resumed
 * @user_data: data for @resumed
 *
 * When the autosave holds an unfinished game, asks "Resume the unfinished game of 平雙陸
 * (move 23)?": Resume shows it (as a game not saved in a file), Discard removes it.  Until
 * the answer the autosave is left as it is.  An autosave that cannot be read is kept as
 * autosave.json.broken and the error is shown (bx_autosave_load()).
 *
 * Returns: %TRUE when a dialog was shown (the offer or the error)
 */
gboolean
bx_play_view_offer_resume (BxPlayView        *self,
                           BxPlayViewProceed  resumed,
                           gpointer           user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BxSession) session = NULL;
  g_autofree char *name = NULL;
  GtkWidget *dialog;

  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), FALSE);

  if (self->autosave_path == NULL || self->library == NULL || self->resume_dialog != NULL)
    return FALSE;
  session = bx_autosave_load (self->library, self->autosave_path, NULL, &error);
  if (session == NULL)
    {
      if (g_error_matches (error, BX_ERROR, BX_ERROR_NOT_FOUND))
        return FALSE;
      bx_show_error (GTK_WIDGET (self), _("The Unfinished Game Could Not Be Restored"), error);
      return TRUE;
    }

  self->resume_pending = TRUE;
  name = game_name (session);
  dialog = bx_resume_prompt_new (view_window (self), name, bx_session_get_n_history (session));
  g_signal_connect_data (dialog, "response", G_CALLBACK (resume_response_cb),
                         pending_new (self, resumed, user_data, NULL), pending_free_closure, 0);
  self->resume_dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->resume_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/**
 * bx_play_view_has_unsaved_game:
 * @self: a play view
 *
 * Returns: %TRUE when the game shown is in progress with moves no file holds
 *   (bx_autosave_is_unsaved() against the last save or open)
 */
gboolean
bx_play_view_has_unsaved_game (BxPlayView *self)
{
  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), FALSE);

  return self->session != NULL && bx_autosave_is_unsaved (self->session, self->saved_mark);
}

/**
 * bx_play_view_ask_before_discard:
 * @self: a play view
 * @proceed: what to do once the game shown may be replaced
 * @user_data: data for @proceed
 * @destroy: (nullable): frees @user_data
 *
 * Calls @proceed at once when the game shown has nothing unsaved.  Otherwise asks Save /
 * Discard / Cancel (bx_unsaved_prompt_new()): @proceed follows Discard, or Save once the
 * file is written; Cancel, or a save given up, keeps the game and never calls it.  Only one
 * question is open at a time: asked again meanwhile, it shows that one and drops @proceed.
 *
 * Returns: %TRUE when @proceed was called at once
 */
gboolean
bx_play_view_ask_before_discard (BxPlayView        *self,
                                 BxPlayViewProceed  proceed_func,
                                 gpointer           user_data,
                                 GDestroyNotify     destroy)
{
  g_autofree char *name = NULL;
  GtkWidget *dialog;

  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), FALSE);
  g_return_val_if_fail (proceed_func != NULL, FALSE);

  if (!bx_play_view_has_unsaved_game (self))
    {
      proceed_func (self, user_data);
      if (destroy != NULL)
        destroy (user_data);
      return TRUE;
    }
  if (self->unsaved_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->unsaved_dialog));
      if (destroy != NULL)
        destroy (user_data);
      return FALSE;
    }
  /* The computer waits while the question is open. */
  bx_play_view_agents_cancel (self);
  name = game_name (self->session);
  dialog = bx_unsaved_prompt_new (view_window (self), name,
                                  bx_session_get_n_history (self->session));
  g_signal_connect_data (dialog, "response", G_CALLBACK (unsaved_response_cb),
                         pending_new (self, proceed_func, user_data, destroy),
                         pending_free_closure, 0);
  self->unsaved_dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->unsaved_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  return FALSE;
}

/**
 * bx_play_view_show_toast:
 * @self: a play view
 * @text: what to say
 *
 * Shows @text in a toast over the page for a few seconds.
 */
void
bx_play_view_show_toast (BxPlayView *self,
                         const char *text)
{
  AdwToast *toast;

  g_return_if_fail (BX_IS_PLAY_VIEW (self));
  g_return_if_fail (text != NULL);

  toast = adw_toast_new (text);
  adw_toast_set_timeout (toast, 3);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/**
 * bx_play_view_saved:
 * @self: a play view
 * @path: the record just written (bx_play_view_save_file())
 *
 * Says that the game was saved (a toast with the file's name) and adds the file to the
 * recently used files.
 */
void
bx_play_view_saved (BxPlayView *self,
                    const char *path)
{
  g_autofree char *base = NULL;
  g_autofree char *text = NULL;
  g_autofree char *uri = NULL;

  g_return_if_fail (BX_IS_PLAY_VIEW (self));
  g_return_if_fail (path != NULL);

  base = g_filename_display_basename (path);
  /* Translators: %s is a file name, shuanglu-ping-7.json */
  text = g_strdup_printf (_("Game saved as “%s”"), base);
  bx_play_view_show_toast (self, text);
  uri = g_filename_to_uri (path, NULL, NULL);
  if (uri != NULL)
    gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
}

/**
 * bx_play_view_record_name:
 * @self: a play view
 *
 * Returns: (transfer full): the name suggested for the game's record,
 *   "shuanglu-ping-7.json" (the ruleset and the seed)
 */
char *
bx_play_view_record_name (BxPlayView *self)
{
  g_autofree char *id = NULL;

  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), NULL);

  if (self->session == NULL)
    return g_strdup ("game.json");
  id = g_strdup (bx_ruleset_get_id (bx_session_get_ruleset (self->session)));
  g_strdelimit (id, "/", '-');
  return g_strdup_printf ("%s-%" G_GUINT64_FORMAT ".json", id,
                          bx_session_get_seed (self->session));
}
