/* bx-play-view-actions.c: the actions of the play page ("play" group) and the input marks
 *
 * Every change of the game goes through one of these actions (buttons, keys, clicks on the
 * board), and every action ends with bx_play_view_update_all() or
 * bx_play_view_after_move().  Point boards (those that enter a move step by step, see
 * bx_board_uses_points()) are driven through the marks the view holds: the piece picked,
 * the keyboard cursor and the point under the pointer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-new-game-dialog.h"
#include "bx-play-view-private.h"
#include "bx-record-dialogs.h"
#include "bx-unsaved-prompt.h"

/* Statics */

static int
compare_points_cb (gconstpointer a,
                   gconstpointer b,
                   gpointer      board)
{
  return bx_board_compare_points (board, *(const int *) a, *(const int *) b);
}

/* The points the keyboard cursor moves among: the pieces that may be picked, or the
 * targets of the picked piece, in the order they are drawn. */
static GArray *
dup_focusables (BxPlayView *self)
{
  GArray *points = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) steps = NULL;
  gboolean by_to;

  if (self->session == NULL || !bx_session_is_rolled (self->session)
      || !bx_play_view_board_uses_points (self))
    return points;

  by_to = self->picked != BX_BOARD_NO_POINT;
  steps = by_to ? bx_session_dup_next_steps (self->session, self->picked)
                : bx_session_dup_next_sources (self->session);
  for (guint i = 0; i < steps->len; i++)
    {
      const BxStep *s = &g_array_index (steps, BxStep, i);
      int point = by_to ? s->to : s->from;

      g_array_append_val (points, point);
    }
  g_array_sort_with_data (points, compare_points_cb, self->board);
  return points;
}

static gboolean
array_has_int (GArray *array,
               int     value)
{
  for (guint i = 0; i < array->len; i++)
    if (g_array_index (array, int, i) == value)
      return TRUE;
  return FALSE;
}

/* Puts the cursor on @preferred if it can go there, else on the first focusable point. */
void
bx_play_view_reset_cursor (BxPlayView *self,
                           int         preferred)
{
  g_autoptr(GArray) points = dup_focusables (self);

  if (points->len == 0)
    self->cursor = BX_BOARD_NO_POINT;
  else if (preferred != BX_BOARD_NO_POINT && array_has_int (points, preferred))
    self->cursor = preferred;
  else
    self->cursor = g_array_index (points, int, 0);
}

/* The picker's hand (and call) for the seat it shows; the throw once every hand people
 * show is shown.  Returns whether the throw was made. */
static gboolean
show_hand (BxPlayView *self)
{
  int seat = bx_play_view_picker_seat (self);

  if (seat < 0
      || !bx_session_set_part (self->session, (guint) seat,
                               bx_hand_picker_get_hand (self->hand_picker),
                               bx_hand_picker_get_call (self->hand_picker)))
    return FALSE;
  /* The next player picks without seeing this hand. */
  bx_hand_picker_clear (self->hand_picker);
  if (bx_play_view_picker_seat (self) >= 0)
    return FALSE;
  return bx_session_roll (self->session);
}

static void
roll (BxPlayView *self)
{
  if (bx_play_view_picking_hands (self))
    {
      if (!show_hand (self))
        return;
    }
  else if (!bx_session_roll (self->session))
    return;
  bx_dice_view_animate (self->dice);
  self->picked = BX_BOARD_NO_POINT;
  bx_play_view_reset_cursor (self, BX_BOARD_NO_POINT);
}

/* Adds the step (@from, @to) to the move being entered: the move is played once whole, else
 * the cursor goes to @to for the next step.  Returns whether the step was taken. */
static gboolean
choose_step (BxPlayView *self,
             int         from,
             int         to)
{
  switch (bx_session_choose_step (self->session, from, to))
    {
    case BX_STEP_RESULT_PLAYED:
      bx_play_view_after_move (self);
      return TRUE;
    case BX_STEP_RESULT_PARTIAL:
      self->picked = BX_BOARD_NO_POINT;
      bx_play_view_reset_cursor (self, to);
      bx_play_view_update_all (self);
      return TRUE;
    case BX_STEP_RESULT_INVALID:
    default:
      return FALSE;
    }
}

static void
select_point (BxPlayView *self,
              int         point)
{
  g_autoptr(GArray) sources = NULL;

  if (self->session == NULL || bx_session_is_over (self->session))
    return;
  if (!bx_session_is_rolled (self->session))
    {
      roll (self);
      bx_play_view_update_all (self);
      return;
    }

  if (self->picked != BX_BOARD_NO_POINT)
    {
      g_autoptr(GArray) targets = bx_session_dup_next_steps (self->session, self->picked);

      if (bx_board_steps_have_point (targets, point, TRUE)
          && choose_step (self, self->picked, point))
        return;
      if (point == self->picked)
        {
          self->picked = BX_BOARD_NO_POINT;
          bx_play_view_reset_cursor (self, point);
          bx_play_view_update_all (self);
          return;
        }
    }

  sources = bx_session_dup_next_sources (self->session);
  if (bx_board_steps_have_point (sources, point, FALSE))
    {
      self->picked = point;
      bx_play_view_reset_cursor (self, BX_BOARD_NO_POINT);
    }
  else
    {
      self->picked = BX_BOARD_NO_POINT;
      bx_play_view_reset_cursor (self, self->cursor);
    }
  bx_play_view_update_all (self);
}

/* Actions */


static void
choose_game_proceed (BxPlayView *self,
                     gpointer    user_data)
{
  g_autoptr(GError) error = NULL;
  const char *id = user_data;

  if (!bx_play_view_new_game (self, id, bx_play_view_random_seed (), &error))
    bx_show_error (GTK_WIDGET (self), _("The Game Could Not Be Started"), error);
}

/* A ruleset chosen in the game chooser: a new game of it at once, with the same seats,
 * once an unsaved game was saved or given up (until then the chooser shows the game). */
static void
choose_game_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);
  const char *id = g_variant_get_string (param, NULL);

  if (self->session != NULL)
    bx_game_chooser_select_id (self->game_chooser,
                               bx_ruleset_get_id (bx_session_get_ruleset (self->session)));
  bx_play_view_ask_before_discard (self, choose_game_proceed, g_strdup (id), g_free);
}

/* The New Game dialog's Start: its ruleset, players, seats and seed. */
static void
new_game_start_cb (BxNewGameDialog *dialog,
                   BxPlayView      *self)
{
  g_autoptr(GError) error = NULL;
  const char *id = bx_new_game_dialog_get_ruleset_id (dialog);
  BxGameOptions options = { .n_players = 0, .rounds = 0 };
  gboolean random;
  guint64 seed;

  if (id == NULL || !bx_new_game_dialog_get_seed (dialog, &random, &seed))
    return;
  if (random)
    seed = bx_play_view_random_seed ();
  if (!bx_new_game_dialog_players_fixed (dialog))
    options.n_players = bx_new_game_dialog_get_n_players (dialog);
  for (guint i = 0; i < BX_SEAT_MAX; i++)
    {
      BxSeat seat = { 0 };

      bx_new_game_dialog_get_seat (dialog, i, &seat);
      bx_play_view_store_seat (self, i, &seat);
      g_free (seat.name);
    }
  if (!bx_play_view_new_game_with_options (self, id, seed, &options, &error))
    bx_show_error (GTK_WIDGET (self), _("The Game Could Not Be Started"), error);
}

/* Opens the New Game dialog with the game shown: its ruleset, players and seats. */
static void
new_game_proceed (BxPlayView *self,
                  gpointer    user_data)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  BxNewGameDialog *dialog;
  const char *id = bx_game_chooser_get_selected_id (self->game_chooser);

  if (self->library == NULL)
    return;
  if (self->new_game_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->new_game_dialog));
      return;
    }
  dialog = BX_NEW_GAME_DIALOG (bx_new_game_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root)
                                                                            : NULL,
                                                       self->library));
  if (self->session != NULL)
    id = bx_ruleset_get_id (bx_session_get_ruleset (self->session));
  if (id != NULL)
    bx_new_game_dialog_set_ruleset (dialog, id);
  if (self->session != NULL)
    bx_new_game_dialog_set_n_players (dialog,
                                      bx_game_get_n_players (bx_session_get_game (self->session)));
  for (guint i = 0; i < BX_SEAT_MAX; i++)
    bx_new_game_dialog_set_seat (dialog, i, &self->seats[i]);
  g_signal_connect_object (dialog, "start", G_CALLBACK (new_game_start_cb), self, 0);
  self->new_game_dialog = GTK_WIDGET (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->new_game_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* New Game (Ctrl+N): an unsaved game is saved or given up first. */
static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);

  if (self->library == NULL)
    return;
  if (self->new_game_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->new_game_dialog));
      return;
    }
  bx_play_view_ask_before_discard (self, new_game_proceed, NULL, NULL);
}

static void
restart_proceed (BxPlayView *self,
                 gpointer    user_data)
{
  g_autoptr(GError) error = NULL;

  if (self->session == NULL)
    return;
  if (!bx_play_view_new_game_with_options (self,
                                           bx_ruleset_get_id (bx_session_get_ruleset (
                                             self->session)),
                                           bx_play_view_random_seed (),
                                           bx_session_get_options (self->session), &error))
    bx_show_error (GTK_WIDGET (self), _("The Game Could Not Be Started"), error);
}

/* Another game like the one shown: the same ruleset, players and seats, a new random seed
 * (除紅's "New round"), once an unsaved game was saved or given up. */
static void
restart_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);

  if (self->session == NULL)
    return;
  bx_play_view_ask_before_discard (self, restart_proceed, NULL, NULL);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  bx_play_view_agents_hint (BX_PLAY_VIEW (widget));
}

static void
show_hint_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  bx_play_view_agents_show_hint (BX_PLAY_VIEW (widget));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);

  if (self->session == NULL)
    return;
  /* A computer's throw or move on the way is dropped. */
  bx_play_view_agents_cancel (self);
  if (self->picked != BX_BOARD_NO_POINT)
    self->picked = BX_BOARD_NO_POINT;
  else if (bx_play_view_parts_pending (self))
    bx_session_clear_parts (self->session);
  else if (!bx_session_undo (self->session))
    {
      bx_play_view_update_all (self);
      return;
    }
  else
    bx_play_view_agents_undo_to_person (self);
  bx_play_view_reset_cursor (self, BX_BOARD_NO_POINT);
  bx_play_view_update_all (self);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);

  if (self->session == NULL || !bx_session_can_redo (self->session))
    return;
  bx_play_view_agents_cancel (self);
  if (!bx_session_redo (self->session))
    return;
  bx_play_view_agents_redo_to_person (self);
  bx_play_view_after_move (self);
}

/* Saved: a toast says so, and the file goes to Recent. */
static gboolean
save_chosen_cb (const char  *path,
                GError     **error,
                gpointer     user_data)
{
  if (!bx_play_view_save_file (user_data, path, error))
    return FALSE;
  bx_play_view_saved (user_data, path);
  return TRUE;
}

static gboolean
open_chosen_cb (const char  *path,
                GError     **error,
                gpointer     user_data)
{
  return bx_play_view_open_file (user_data, path, error);
}

static void
chooser_response_cb (BxPlayView *self)
{
  g_clear_object (&self->chooser);
}

static void
show_chooser (BxPlayView      *self,
              GtkNativeDialog *chooser)
{
  self->chooser = chooser;
  g_signal_connect_swapped (chooser, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (chooser);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);
  g_autofree char *name = NULL;

  if (self->session == NULL || self->chooser != NULL)
    return;
  name = bx_play_view_record_name (self);
  show_chooser (self, bx_record_dialog_new (widget, TRUE, name, save_chosen_cb, self));
}

static void
open_proceed (BxPlayView *self,
              gpointer    user_data)
{
  if (self->chooser != NULL)
    return;
  show_chooser (self, bx_record_dialog_new (GTK_WIDGET (self), FALSE, NULL, open_chosen_cb,
                                            self));
}

/* Open (Ctrl+O): an unsaved game is saved or given up first. */
static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);

  if (self->library == NULL || self->chooser != NULL)
    return;
  bx_play_view_ask_before_discard (self, open_proceed, NULL, NULL);
}

static void
roll_or_play_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);
  g_autoptr(GArray) candidates = NULL;
  g_autoptr(GArray) focusables = NULL;

  if (self->session == NULL || bx_session_is_over (self->session))
    return;

  if (!bx_session_is_rolled (self->session))
    {
      roll (self);
      bx_play_view_update_all (self);
      return;
    }

  /* A forced pass. */
  if (bx_session_get_n_legal_moves (self->session) == 1
      && bx_move_is_pass (bx_session_get_legal_move (self->session, 0)))
    {
      bx_session_play_index (self->session, 0);
      bx_play_view_after_move (self);
      return;
    }

  /* A board of whole moves: the move under its pointer or cursor. */
  if (!bx_play_view_board_uses_points (self))
    {
      BxMove move;

      if (bx_play_view_get_candidate (self, &move) && bx_session_play_move (self->session, &move))
        bx_play_view_after_move (self);
      else if (bx_session_get_n_legal_moves (self->session) == 1
               && bx_session_play_index (self->session, 0))
        bx_play_view_after_move (self);
      return;
    }

  /* The point under the keyboard cursor. */
  focusables = dup_focusables (self);
  if (self->cursor != BX_BOARD_NO_POINT && array_has_int (focusables, self->cursor))
    {
      select_point (self, self->cursor);
      return;
    }

  /* The chosen steps are a whole move, or only one move is left. */
  if (bx_session_commit_chosen (self->session))
    {
      bx_play_view_after_move (self);
      return;
    }
  candidates = bx_session_dup_candidates (self->session);
  if (candidates->len == 1)
    {
      bx_session_play_index (self->session, g_array_index (candidates, guint, 0));
      bx_play_view_after_move (self);
    }
}

static void
show_hand_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);

  if (!bx_play_view_picking_hands (self))
    return;
  roll (self);
  bx_play_view_update_all (self);
}

static void
random_move_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);

  if (self->session == NULL)
    return;
  bx_session_clear_chosen (self->session);
  if (bx_session_play_random (self->session))
    bx_play_view_after_move (self);
}

static void
move_focus (BxPlayView *self,
            int         delta)
{
  g_autoptr(GArray) points = NULL;
  int index = -1;

  if (self->session == NULL)
    return;
  points = dup_focusables (self);
  if (points->len == 0)
    return;
  for (guint i = 0; i < points->len; i++)
    if (g_array_index (points, int, i) == self->cursor)
      index = (int) i;
  if (index < 0)
    index = delta > 0 ? -1 : 0;
  index = (index + delta + (int) points->len) % (int) points->len;
  self->cursor = g_array_index (points, int, index);
  bx_play_view_update_all (self);
}

static void
focus_next_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  move_focus (BX_PLAY_VIEW (widget), +1);
}

static void
focus_previous_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  move_focus (BX_PLAY_VIEW (widget), -1);
}

static void
select_point_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  select_point (BX_PLAY_VIEW (widget), g_variant_get_int32 (param));
}

static void
hover_point_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);

  self->hover = g_variant_get_int32 (param);
  if (self->session == NULL)
    return;
  bx_board_set_marks (BX_BOARD (self->board), self->picked, self->cursor, self->hover);
  bx_play_view_update_citations (self);
}

static void
play_move_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);
  guint index = g_variant_get_uint32 (param);

  if (self->session == NULL || index >= bx_session_get_n_legal_moves (self->session))
    return;
  bx_session_clear_chosen (self->session);
  if (bx_session_play_index (self->session, index))
    bx_play_view_after_move (self);
}

static void
choose_step_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);
  gint32 from, to;

  if (self->session == NULL)
    return;
  g_variant_get (param, "(ii)", &from, &to);
  choose_step (self, from, to);
}

static void
show_move_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);
  int index = g_variant_get_int32 (param);

  if (self->session == NULL)
    return;
  self->shown_entry = index >= 0 && (guint) index < bx_session_get_n_history (self->session)
                      ? index : -1;
  bx_play_view_update_citations (self);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);

  if (self->session == NULL)
    return;
  if (self->picked != BX_BOARD_NO_POINT)
    {
      int picked = self->picked;

      self->picked = BX_BOARD_NO_POINT;
      bx_play_view_reset_cursor (self, picked);
    }
  else if (bx_session_unchoose_step (self->session))
    bx_play_view_reset_cursor (self, BX_BOARD_NO_POINT);
  else
    return;
  bx_play_view_update_all (self);
}

/* Class setup */

/**
 * bx_play_view_class_add_actions:
 * @widget_class: the play view's class
 *
 * Installs the "play" actions and their keys.
 */
void
bx_play_view_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "play.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "play.choose-game", "s", choose_game_action);
  gtk_widget_class_install_action (widget_class, "play.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "play.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "play.show-hint", NULL, show_hint_action);
  gtk_widget_class_install_action (widget_class, "play.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "play.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "play.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "play.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "play.roll-or-play", NULL, roll_or_play_action);
  gtk_widget_class_install_action (widget_class, "play.random-move", NULL, random_move_action);
  gtk_widget_class_install_action (widget_class, "play.show-hand", NULL, show_hand_action);
  gtk_widget_class_install_action (widget_class, "play.focus-next", NULL, focus_next_action);
  gtk_widget_class_install_action (widget_class, "play.focus-previous", NULL,
                                   focus_previous_action);
  gtk_widget_class_install_action (widget_class, "play.select-point", "i", select_point_action);
  gtk_widget_class_install_action (widget_class, "play.hover-point", "i", hover_point_action);
  gtk_widget_class_install_action (widget_class, "play.play-move", "u", play_move_action);
  gtk_widget_class_install_action (widget_class, "play.choose-step", "(ii)", choose_step_action);
  gtk_widget_class_install_action (widget_class, "play.show-move", "i", show_move_action);
  gtk_widget_class_install_action (widget_class, "play.cancel", NULL, cancel_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "play.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "play.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "play.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "play.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "play.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "play.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "play.random-move", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "play.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "play.roll-or-play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0,
                                       "play.roll-or-play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "play.cancel", NULL);
}
