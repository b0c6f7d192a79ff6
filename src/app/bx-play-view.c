/* bx-play-view.c: the play page: game chooser, board, throw, move list and citations
 *
 * The view owns one BxSession, the single value of the game (position, throw, legal
 * moves, chosen steps, history).  Its children keep no game state: the board, the dice
 * and the citation panel redraw from the session after every action.  Besides the
 * session the view holds only input marks: the piece picked with the pointer or the
 * keyboard, the keyboard cursor and the point under the pointer.
 *
 * Every change goes through an action of the "play" group (buttons, keys, clicks on the
 * board), and every action ends with update_all().
 *
 * The parts of the page are widgets of their own: the game chooser (BxGameChooser), the
 * hand picker (BxHandPicker), the list of the moves played (BxMoveHistory), the game-over
 * dialog (BxGameOverDialog) and the record choosers (bx-record-dialogs.c).  The actions
 * live in bx-play-view-actions.c, and the struct in bx-play-view-private.h.
 *
 * The board is whatever widget the family of the game registered (bx-board-registry.c), a
 * #BxBoard; it is swapped when a game of another family starts.  A family without a
 * board of its own gets BxMoveListBoard, the list of its legal moves.  Point boards (those
 * that enter a move step by step, like the 雙陸 board) share the marks above; other boards
 * choose whole moves with play.play-move.  The board, not the view, says which move is
 * under the pointer or cursor (bx_board_get_candidate()).
 *
 * Where the players show their own parts of the throw (猜拳's hands: the throw device is
 * chosen, bx_session_throw_is_chosen()), the Throw button gives way to a hand picker: the
 * player to move shows a hand (and, in a round with calls, calls the total) and the other
 * hand is the computer's, drawn from the seed; with "Two players" (the picker's toggle) the
 * other player then
 * shows his in turn (the picker is reset between them), and the throw is made once every
 * hand is shown.  Random moves still throw at random.
 *
 * Where the game is solved (代弈), a line under the board gives the exact probability that
 * the player to move wins with perfect play (bx-play-view-solver.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "bx-board-registry.h"
#include "bx-game-over-dialog.h"
#include "bx-file.h"
#include "bx-library.h"
#include "bx-play-view-private.h"
#include "bx-text-util.h"
#include "bx-player-names.h"
#include "bx-tooltip.h"

#define DEFAULT_RULESET "shuanglu/ping"

G_DEFINE_FINAL_TYPE (BxPlayView, bx_play_view, ADW_TYPE_BIN)

/* Statics */

/* The name of a player: the one given in the New Game dialog, else the game's
 * (bx-player-names.c). */
const char *
bx_play_view_player_name (BxPlayView *self,
                          int         player)
{
  if (player >= 0 && player < BX_SEAT_MAX && self->seats[player].name != NULL
      && self->session != NULL
      && (guint) player < bx_game_get_n_players (bx_session_get_game (self->session)))
    return self->seats[player].name;
  return bx_player_display_name (self->session != NULL ? bx_session_get_game (self->session)
                                                       : NULL,
                                 player);
}

/* The names given to the seats in the New Game dialog, one a seat of the game ("" for a
 * seat that keeps the game's name), or NULL when none was given (bx_move_words_text_named()). */
GStrv
bx_play_view_seat_names (BxPlayView *self)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  guint n;
  gboolean any = FALSE;

  if (self->session == NULL)
    return NULL;
  n = MIN (bx_game_get_n_players (bx_session_get_game (self->session)), BX_SEAT_MAX);
  builder = g_strv_builder_new ();
  for (guint i = 0; i < n; i++)
    {
      any |= self->seats[i].name != NULL;
      g_strv_builder_add (builder, self->seats[i].name != NULL ? self->seats[i].name : "");
    }
  return any ? g_strv_builder_end (builder) : NULL;
}

static const char *
player_name (BxPlayView *self,
             int         player)
{
  return bx_play_view_player_name (self, player);
}

gboolean
bx_play_view_board_uses_points (BxPlayView *self)
{
  return self->board != NULL && bx_board_uses_points (BX_BOARD (self->board));
}

guint64
bx_play_view_random_seed (void)
{
  return g_random_int ();
}

static void
board_candidate_changed_cb (BxPlayView *self);

/* Puts the board of @family in place, unless it is there already. */
static void
ensure_board (BxPlayView *self,
              const char *family)
{
  GType type = bx_board_registry_get_type_for_family (family);
  GtkWidget *board;

  if (self->board != NULL && G_OBJECT_TYPE (self->board) == type)
    return;

  if (self->board != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->board, board_candidate_changed_cb, self);
      bx_board_set_session (BX_BOARD (self->board), NULL);
    }
  board = g_object_new (type, NULL);
  gtk_widget_set_name (board, "board");
  gtk_widget_set_hexpand (board, TRUE);
  gtk_widget_set_vexpand (board, TRUE);
  adw_bin_set_child (self->board_bin, board);
  self->board = board;
  g_signal_connect_swapped (board, "candidate-changed", G_CALLBACK (board_candidate_changed_cb),
                            self);
}

static void
set_session (BxPlayView *self,
             BxSession  *session)
{
  bx_play_view_agents_cancel (self);
  if (self->board != NULL)
    bx_board_set_session (BX_BOARD (self->board), NULL);
  g_clear_pointer (&self->session, bx_session_free);
  self->session = session;
  bx_play_view_autosave_reset (self);
  self->computer_entry = 0;
  if (session != NULL && bx_session_get_players (session) != NULL)
    bx_play_view_agents_seats_from_session (self);
  bx_play_view_agents_set_labels (self);
  bx_play_view_solver_start (self, session != NULL ? bx_play_view_copy_game (self) : NULL);
  self->picked = BX_BOARD_NO_POINT;
  self->cursor = BX_BOARD_NO_POINT;
  self->hover = BX_BOARD_NO_POINT;
  self->shown_entry = -1;
  self->example_rule = -1;
  self->over_reported = session != NULL && bx_session_is_over (session);
  if (session != NULL)
    ensure_board (self, bx_ruleset_get_family (bx_session_get_ruleset (session)));
  bx_board_set_session (BX_BOARD (self->board), session);
  bx_dice_view_set_session (self->dice, session);

  if (session != NULL)
    bx_game_chooser_select_id (self->game_chooser,
                               bx_ruleset_get_id (bx_session_get_ruleset (session)));
  bx_play_view_update_all (self);
}

/* The ruleset of the game shown becomes the settings' last game. */
static void
remember_game (BxPlayView *self)
{
  const char *id;
  g_autofree char *old = NULL;

  if (self->settings == NULL || self->session == NULL)
    return;
  id = bx_ruleset_get_id (bx_session_get_ruleset (self->session));
  old = g_settings_get_string (self->settings, "last-game");
  if (g_strcmp0 (old, id) != 0)
    g_settings_set_string (self->settings, "last-game", id);
}

/* The candidate move under the pointer or the cursor: the board says which.  A point board
 * that does not tell is previewed from the marks. */
gboolean
bx_play_view_get_candidate (BxPlayView *self,
                            BxMove     *out)
{
  BxBoard *board = BX_BOARD (self->board);

  if (self->session == NULL || !bx_session_is_rolled (self->session))
    return FALSE;
  if (bx_board_has_candidate (board))
    return bx_board_get_candidate (board, out);
  if (!bx_board_uses_points (board))
    return FALSE;
  return (self->hover != BX_BOARD_NO_POINT
          && bx_session_preview_point (self->session, self->picked, self->hover, out))
         || (self->cursor != BX_BOARD_NO_POINT
             && bx_session_preview_point (self->session, self->picked, self->cursor, out));
}

/* The Throw button names what the family throws, by its device (BxDiceSpec.kind): the
 * dice, the six 箸 of 六博, the 瓊 of 塞, the hands of 猜拳. */
static const char *
throw_label (BxSession *session)
{
  const BxDiceSpec *spec = session != NULL ? bx_game_get_dice (bx_session_get_game (session))
                                           : NULL;

  if (spec != NULL && spec->kind == BX_DICE_ZHU)
    /* Translators: the Throw button of 六博: its six sticks (擲箸) */
    return _("_Throw the Sticks");
  if (spec != NULL && spec->kind == BX_DICE_QIONG)
    /* Translators: the Throw button of 塞: its one long die, the 瓊 (擲瓊) */
    return _("_Throw the 瓊");
  if (spec != NULL && spec->kind == BX_DICE_FINGERS)
    /* Translators: the Throw button of a game of finger-guessing (猜拳, 六博 seed 001) */
    return _("_Show Hands");
  return _("_Throw");
}

static void
show_entry (BxPlayView *self,
            guint       index,
            const char *heading)
{
  const BxSessionEntry *entry = bx_session_get_history_entry (self->session, index);
  g_auto(GStrv) names = bx_play_view_seat_names (self);
  g_autofree char *text = bx_move_history_entry_text (self->session, index,
                                                      (const char * const *) names);

  bx_citation_panel_show_move (self->citation_panel, bx_session_get_game (self->session),
                               &entry->move, heading, text);
}

void
bx_play_view_update_citations (BxPlayView *self)
{
  const BxGame *game;
  const BxSessionEntry *last;
  BxMove move;
  gboolean have_candidate;

  if (self->session == NULL)
    {
      bx_citation_panel_show_message (self->citation_panel, _("Citations"), self->load_error);
      return;
    }

  game = bx_session_get_game (self->session);
  have_candidate = bx_play_view_get_candidate (self, &move);
  if (bx_play_view_agents_show_citations (self, have_candidate ? &move : NULL))
    return;
  if (have_candidate)
    {
      g_auto(GStrv) names = bx_play_view_seat_names (self);
      g_autofree char *text = bx_move_words_text_named (game,
                                                        bx_session_get_state (self->session),
                                                        &move, (const char * const *) names);

      bx_citation_panel_show_move (self->citation_panel, game, &move, _("Candidate move"), text);
      return;
    }

  last = bx_session_get_last_entry (self->session);
  if (self->shown_entry >= 0 && last != NULL
      && (guint) self->shown_entry + 1 < bx_session_get_n_history (self->session))
    {
      g_autofree char *heading = g_strdup_printf (_("Move %d"), self->shown_entry + 1);

      show_entry (self, self->shown_entry, heading);
      return;
    }
  if (last != NULL)
    {
      if (bx_play_view_agents_show_last_move (self))
        return;
      show_entry (self, bx_session_get_n_history (self->session) - 1, _("Last move"));
      return;
    }
  if (self->example_rule >= 0)
    {
      BxMove rule_only = { .n_rules = 1, .rules = { self->example_rule } };
      const BxRule *rule = bx_ruleset_find_rule (bx_game_get_ruleset (game),
                                                 bx_game_rule_id (game, self->example_rule),
                                                 NULL);
      g_autofree char *heading = rule != NULL ? bx_rule_heading (rule, NULL)
        : g_strdup (bx_game_rule_id (game, self->example_rule));
      /* TRANSLATORS: %s is a rule's heading, "Bearing Off · A piece is borne off…" */
      g_autofree char *text = g_strdup_printf (_("The example position of %s"), heading);

      bx_citation_panel_show_move (self->citation_panel, game, &rule_only, _("Example"), text);
      return;
    }

  bx_citation_panel_show_message (self->citation_panel, _("Citations"),
                                  bx_play_view_board_uses_points (self)
                                  ? _("Throw the dice (Space) and point at a piece: the rules "
                                      "and source passages behind each move appear here.")
                                  : _("Throw (Space) and point at a move: the rules and source "
                                      "passages behind it appear here."));
}

/* Whether the coming throw is shown by the players with the hand picker. */
gboolean
bx_play_view_picking_hands (BxPlayView *self)
{
  return self->session != NULL && !bx_session_is_over (self->session)
         && !bx_session_is_rolled (self->session) && bx_session_throw_is_chosen (self->session)
         && bx_session_get_n_parts (self->session) > 0 && !bx_play_view_computer_to_move (self);
}

/* The seat whose hand the picker shows next: the player to move, then (two players) the
 * others in turn; -1 when every hand that people show is shown. */
int
bx_play_view_picker_seat (BxPlayView *self)
{
  guint n = bx_session_get_n_parts (self->session);
  int first = bx_session_get_state (self->session)->player;

  if (first < 0 || (guint) first >= n)
    first = 0;
  for (guint k = 0; k < (bx_hand_picker_get_two_players (self->hand_picker) ? n : 1); k++)
    {
      guint seat = ((guint) first + k) % n;

      if (!bx_session_get_part (self->session, seat, NULL, NULL))
        return (int) seat;
    }
  return -1;
}

gboolean
bx_play_view_parts_pending (BxPlayView *self)
{
  for (guint seat = 0; seat < bx_session_get_n_parts (self->session); seat++)
    if (bx_session_get_part (self->session, seat, NULL, NULL))
      return TRUE;
  return FALSE;
}

static void
update_status (BxPlayView *self)
{
  const BxState *state;
  g_autofree char *text = NULL;

  if (self->session == NULL)
    {
      text = g_strdup (self->load_error != NULL ? self->load_error : _("No game"));
    }
  else if (bx_session_is_over (self->session))
    {
      BxResult result;

      bx_session_get_result (self->session, &result);
      text = bx_result_heading (bx_session_get_game (self->session), &result);
    }
  else if (bx_play_view_computer_to_move (self))
    text = bx_play_view_agents_status (self);
  else
    {
      state = bx_session_get_state (self->session);
      if (bx_play_view_picking_hands (self))
        {
          int seat = MAX (bx_play_view_picker_seat (self), 0);

          if (bx_session_throw_has_calls (self->session))
            /* Translators: 猜拳 with calls, "White: show a hand and call the total" */
            text = g_strdup_printf (_("%s: show a hand and call the total"),
                                    player_name (self, seat));
          else
            /* Translators: 猜拳, "White: show a hand" */
            text = g_strdup_printf (_("%s: show a hand"), player_name (self, seat));
        }
      else if (!bx_session_is_rolled (self->session))
        text = g_strdup_printf (_("%s to throw"), player_name (self, state->player));
      else if (bx_session_get_n_legal_moves (self->session) == 1
               && (!bx_play_view_board_uses_points (self)
                   || bx_move_is_pass (bx_session_get_legal_move (self->session, 0))))
        {
          const BxMove *only = bx_session_get_legal_move (self->session, 0);
          g_auto(GStrv) names = bx_play_view_seat_names (self);
          g_autofree char *words = bx_move_words_text_named (bx_session_get_game (self->session),
                                                             state, only,
                                                             (const char * const *) names);
          /* The words name the player already: "White: throws 6 2", the part after it */
          const char *colon = strstr (words, ": ");
          const char *colon_zh = strstr (words, "：");
          const char *what = colon != NULL ? colon + 2
                             : colon_zh != NULL ? colon_zh + strlen ("：") : words;

          /* Translators: "White: throw-off (the only move): press Space" */
          text = g_strdup_printf (_("%s: %s (the only move): press Space"),
                                  player_name (self, state->player), what);
        }
      else if (!bx_play_view_board_uses_points (self))
        text = g_strdup_printf (_("%s to move: choose a move"), player_name (self, state->player));
      else if (self->picked != BX_BOARD_NO_POINT)
        text = g_strdup_printf (_("%s to move: choose where the piece goes"),
                                player_name (self, state->player));
      else
        text = g_strdup_printf (_("%s to move: pick a piece"), player_name (self, state->player));
    }

  g_free (self->status_text);
  self->status_text = g_steal_pointer (&text);
  gtk_label_set_label (self->status_label, self->status_text);
}

static void
update_actions (BxPlayView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean have = self->session != NULL;
  gboolean over = have && bx_session_is_over (self->session);
  gboolean rolled = have && bx_session_is_rolled (self->session);
  gboolean picking = bx_play_view_picking_hands (self);
  gboolean person = have && !over && !bx_play_view_computer_to_move (self);
  GtkWidget *picker = GTK_WIDGET (self->hand_picker);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  gtk_widget_action_set_enabled (widget, "play.undo",
                                 have && (bx_session_can_undo (self->session)
                                          || bx_play_view_parts_pending (self)));
  gtk_widget_action_set_enabled (widget, "play.redo", have && bx_session_can_redo (self->session));
  gtk_widget_action_set_enabled (widget, "play.save", have);
  /* On the computer's turn, a person neither throws nor moves. */
  gtk_widget_action_set_enabled (widget, "play.roll-or-play", person);
  gtk_widget_action_set_enabled (widget, "play.random-move", person);
  gtk_widget_action_set_enabled (widget, "play.hint", person && !picking && !self->hint_pending);
  gtk_widget_action_set_enabled (widget, "play.select-point", person);
  gtk_widget_action_set_enabled (widget, "play.play-move", person);
  gtk_widget_action_set_enabled (widget, "play.choose-step", person);

  gtk_widget_action_set_enabled (widget, "play.show-hand", picking);

  gtk_button_set_label (self->roll_button, rolled ? _("_Play") : throw_label (self->session));
  gtk_widget_set_visible (GTK_WIDGET (self->roll_button), !picking);
  if (!picking && gtk_widget_get_visible (picker))
    {
      /* Hiding the picker with the focus in it would leave the window without a focus, and
       * Space and Return without the play view: the board takes it back. */
      gtk_widget_set_visible (picker, FALSE);
      if (focus != NULL && gtk_widget_is_ancestor (focus, picker))
        gtk_widget_grab_focus (GTK_WIDGET (self->board));
    }
  else
    gtk_widget_set_visible (picker, picking);
  /* The same when the button that had the focus (Throw or Hint, clicked before the
   * computer's turn) was made insensitive: the window would lose the focus, and the keys of
   * the play view (Space, H, Ctrl+Z) would do nothing until a click on the board. */
  if (focus != NULL && gtk_widget_is_ancestor (focus, widget) && !gtk_widget_is_sensitive (focus))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  if (picking)
    bx_hand_picker_set_calls (self->hand_picker, bx_session_throw_has_calls (self->session));
}

static void
show_game_over (BxPlayView *self);

void
bx_play_view_update_all (BxPlayView *self)
{
  if (self->session != NULL)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                 bx_session_get_seed (self->session));
      /* Translators: the seed of the game's dice, a number */
      g_autofree char *seed = g_strdup_printf (_("Seed %s"), number);

      gtk_label_set_label (self->seed_label, seed);
      /* (the label is cut in a narrow window: the whole number to write down or copy) */
      bx_widget_set_tooltip_text (GTK_WIDGET (self->seed_label), seed);
    }
  else
    {
      gtk_label_set_label (self->seed_label, "");
      bx_widget_set_tooltip_text (GTK_WIDGET (self->seed_label), NULL);
    }

  bx_board_set_marks (BX_BOARD (self->board), self->picked, self->cursor, self->hover);
  bx_board_refresh (BX_BOARD (self->board));
  bx_dice_view_update (self->dice);
  {
    g_auto(GStrv) names = bx_play_view_seat_names (self);

    bx_move_history_set_seat_names (self->move_history, (const char * const *) names);
  }
  bx_move_history_update (self->move_history, self->session);
  update_status (self);
  bx_play_view_solver_update (self);
  update_actions (self);
  bx_play_view_update_citations (self);
  bx_play_view_autosave_sync (self);

  if (self->session != NULL && bx_session_is_over (self->session) && !self->over_reported)
    {
      self->over_reported = TRUE;
      show_game_over (self);
    }
  else if (self->session != NULL && !bx_session_is_over (self->session))
    self->over_reported = FALSE;
  bx_play_view_agents_update (self);
}

/* After a move was played by whatever path. */
void
bx_play_view_after_move (BxPlayView *self)
{
  self->picked = BX_BOARD_NO_POINT;
  self->cursor = BX_BOARD_NO_POINT;
  self->shown_entry = -1;
  bx_move_history_unselect (self->move_history);
  bx_play_view_update_all (self);
}

/* Writes the transcript, as `boxi-cli export` does (Markdown, or HTML by the file's name). */
static void
export_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    BxPlayView      *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(BxRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;

  if (response == GTK_RESPONSE_ACCEPT && self->session != NULL)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      path = file != NULL ? g_file_get_path (file) : NULL;
      record = bx_session_to_record (self->session);
      text = bx_record_export_markdown_with_corpus (record, bx_session_get_game (self->session),
                                                    self->corpus, &error);
      if (text != NULL && path != NULL
          && !bx_file_save (path, text, -1, &error))
        g_clear_pointer (&text, g_free);
      if (error != NULL)
        g_message ("Cannot export the transcript: %s", error->message);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

static void
game_over_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       BxPlayView       *self)
{
  if (g_strcmp0 (response, "new") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "play.new-game", NULL);
  else if (g_strcmp0 (response, "replay") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "play.show-move", "i", 0);
  else if (g_strcmp0 (response, "export") == 0)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      GtkFileChooserNative *chooser;

      chooser = gtk_file_chooser_native_new (_("Export the Transcript"),
                                             GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                             GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "transcript.md");
      g_signal_connect_object (chooser, "response", G_CALLBACK (export_response_cb), self, 0);
      gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
    }
}

static void
show_game_over (BxPlayView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_auto(GStrv) names = NULL;
  GtkWidget *dialog;

  if (self->game_over_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->game_over_dialog));
  names = bx_play_view_seat_names (self);
  dialog = bx_game_over_dialog_new_named (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                          self->session, (const char * const *) names);
  g_signal_connect_object (dialog, "response", G_CALLBACK (game_over_response_cb), self, 0);
  self->game_over_dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->game_over_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The rulesets and the clause index are borrowed from the process's BxLibrary, loaded once
 * and shared with every page (bx_library_get_default()); they outlive the view. */
static void
load_library (BxPlayView *self)
{
  BxLibrary *shared = bx_library_get_default ();
  const GError *error = bx_library_get_rulesets_error (shared);

  self->clause_index = bx_library_get_clause_index (shared);
  self->library = bx_library_get_rulesets (shared);
  if (self->library == NULL)
    {
      g_free (self->load_error);
      self->load_error = g_strdup_printf (_("The rulesets could not be loaded: %s"),
                                          error != NULL ? error->message : "?");
      return;
    }
  bx_citation_panel_set_clause_index (self->citation_panel, self->clause_index);
  bx_game_chooser_set_library (self->game_chooser, self->library, DEFAULT_RULESET);
}

/* Callbacks */

static void
hands_mode_cb (BxPlayView *self)
{
  /* A hand shown for the other mode is forgotten. */
  if (self->session != NULL && bx_play_view_picking_hands (self))
    bx_session_clear_parts (self->session);
  bx_play_view_update_all (self);
}

static void
board_candidate_changed_cb (BxPlayView *self)
{
  if (self->session != NULL)
    bx_play_view_update_citations (self);
}

/* Overrides */

static void
bx_play_view_map (GtkWidget *widget)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);

  GTK_WIDGET_CLASS (bx_play_view_parent_class)->map (widget);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
bx_play_view_dispose (GObject *object)
{
  BxPlayView *self = BX_PLAY_VIEW (object);

  bx_play_view_agents_cancel (self);
  bx_play_view_solver_cancel (self);
  bx_play_view_layout_dispose (self);
  bx_play_view_autosave_dispose (self);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->new_game_dialog != NULL)
    {
      GtkWidget *dialog = self->new_game_dialog;

      g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->new_game_dialog);
      self->new_game_dialog = NULL;
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
  if (self->game_over_dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->game_over_dialog),
                                    (gpointer *) &self->game_over_dialog);
      self->game_over_dialog = NULL;
    }
  g_clear_object (&self->settings);
  /* The children point at the session: unset it before it goes. */
  if (self->board != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->board, board_candidate_changed_cb, self);
      bx_board_set_session (BX_BOARD (self->board), NULL);
      self->board = NULL;
    }
  if (self->dice != NULL)
    bx_dice_view_set_session (self->dice, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_PLAY_VIEW);
  self->corpus = NULL;

  G_OBJECT_CLASS (bx_play_view_parent_class)->dispose (object);
}

static void
bx_play_view_finalize (GObject *object)
{
  BxPlayView *self = BX_PLAY_VIEW (object);

  g_clear_pointer (&self->session, bx_session_free);
  bx_play_view_agents_finalize (self);
  bx_play_view_solver_finalize (self);
  self->library = NULL;       /* borrowed from the BxLibrary */
  self->clause_index = NULL;
  g_free (self->load_error);
  g_free (self->status_text);
  G_OBJECT_CLASS (bx_play_view_parent_class)->finalize (object);
}

static void
bx_play_view_class_init (BxPlayViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_play_view_dispose;
  object_class->finalize = bx_play_view_finalize;
  widget_class->map = bx_play_view_map;

  g_type_ensure (BX_TYPE_DICE_VIEW);
  g_type_ensure (BX_TYPE_CITATION_PANEL);
  g_type_ensure (BX_TYPE_GAME_CHOOSER);
  g_type_ensure (BX_TYPE_HAND_PICKER);
  g_type_ensure (BX_TYPE_MOVE_HISTORY);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-play-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, toolbar);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, toolbar_flow);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, board_column);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, throw_bar);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, paned);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, side_mode);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, side_paned);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, side_tabs);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, game_chooser);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, seed_label);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, board_bin);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, dice);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, roll_button);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, hand_picker);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, status_label);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, exact_bar);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, solve_progress);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, exact_label);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, citation_panel);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, move_history);

  bx_play_view_class_add_actions (widget_class);
}

static void
bx_play_view_init (BxPlayView *self)
{
  g_autoptr(GError) error = NULL;
  const char *id;

  gtk_widget_init_template (GTK_WIDGET (self));
  bx_tooltips_widen_tree (GTK_WIDGET (self));   /* (the .ui's tooltips: bx-tooltip.c) */
  bx_play_view_layout_init (self);
  bx_play_view_autosave_init (self);

  self->picked = BX_BOARD_NO_POINT;
  self->cursor = BX_BOARD_NO_POINT;
  self->hover = BX_BOARD_NO_POINT;
  self->shown_entry = -1;
  self->example_rule = -1;
  self->hint_picked = BX_BOARD_NO_POINT;
  self->hint_cursor = BX_BOARD_NO_POINT;
  self->hint_level = BX_AGENT_STRONG;
  for (guint i = 0; i < BX_SEAT_MAX; i++)
    self->seats[i].level = BX_AGENT_STRONG;
  ensure_board (self, NULL);
  g_signal_connect_swapped (self->hand_picker, "notify::two-players",
                            G_CALLBACK (hands_mode_cb), self);
  load_library (self);

  id = bx_game_chooser_get_selected_id (self->game_chooser);
  if (self->library != NULL && id != NULL
      && !bx_play_view_new_game (self, id, bx_play_view_random_seed (), &error))
    {
      g_free (self->load_error);
      self->load_error = g_strdup (error->message);
    }
  if (self->session == NULL)
    bx_play_view_update_all (self);
}

/* Public API */

GtkWidget *
bx_play_view_new (void)
{
  return g_object_new (BX_TYPE_PLAY_VIEW, NULL);
}

/**
 * bx_play_view_set_corpus:
 * @self: a play view
 * @corpus: (nullable) (transfer none): the corpus for the citations' text; the caller keeps
 *   it open while it is set.  Without one the clause index of the TEI texts is used.
 */
void
bx_play_view_set_corpus (BxPlayView *self,
                         BxCorpus   *corpus)
{
  g_return_if_fail (BX_IS_PLAY_VIEW (self));

  self->corpus = corpus;
  bx_citation_panel_set_corpus (self->citation_panel, corpus);
  bx_play_view_update_citations (self);
}

/**
 * bx_play_view_set_settings:
 * @self: a play view
 * @settings: (nullable) (transfer none): the application's settings
 *
 * The view remembers the ruleset of each game it starts or opens in the key `last-game`.
 * When the key names a playable ruleset other than the one shown and no move has been
 * played yet, a new game of that ruleset starts at once.
 */
void
bx_play_view_set_settings (BxPlayView *self,
                           GSettings  *settings)
{
  g_autofree char *last = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (BX_IS_PLAY_VIEW (self));
  g_return_if_fail (settings == NULL || G_IS_SETTINGS (settings));

  g_set_object (&self->settings, settings);
  if (settings == NULL)
    return;
  last = g_settings_get_string (settings, "last-game");
  if (last == NULL || *last == '\0' || !bx_game_chooser_has_id (self->game_chooser, last))
    {
      remember_game (self);
      return;
    }
  if (self->session != NULL
      && (bx_session_get_n_history (self->session) > 0 || bx_session_is_rolled (self->session)
          || g_strcmp0 (bx_ruleset_get_id (bx_session_get_ruleset (self->session)), last) == 0))
    return;
  if (!bx_play_view_new_game (self, last, bx_play_view_random_seed (), &error))
    g_message ("Cannot start the last game, %s: %s", last, error->message);
}

/**
 * bx_play_view_new_game:
 * @self: a play view
 * @ruleset_id: "shuanglu/ping"
 * @seed: the seed of the throws
 * @error: return location for a #GError
 *
 * Starts a new game, before its first throw.
 *
 * Returns: %TRUE on success
 */
gboolean
bx_play_view_new_game (BxPlayView  *self,
                       const char  *ruleset_id,
                       guint64      seed,
                       GError     **error)
{
  return bx_play_view_new_game_with_options (self, ruleset_id, seed, NULL, error);
}

/**
 * bx_play_view_new_game_with_options:
 * @self: a play view
 * @ruleset_id: "dama/yijing"
 * @seed: the seed of the throws
 * @options: (nullable): the table's choices (number of players, rounds), or %NULL for the
 *   ruleset's defaults; a family that allows no such choice refuses other values
 * @error: return location for a #GError
 *
 * Starts a new game, before its first throw.
 *
 * Returns: %TRUE on success; on failure the current game stays
 */
gboolean
bx_play_view_new_game_with_options (BxPlayView          *self,
                                    const char          *ruleset_id,
                                    guint64              seed,
                                    const BxGameOptions *options,
                                    GError             **error)
{
  BxRuleset *ruleset;
  BxSession *session;

  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), FALSE);
  g_return_val_if_fail (ruleset_id != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->library == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           self->load_error != NULL ? self->load_error : "No rulesets");
      return FALSE;
    }
  ruleset = bx_ruleset_library_get (self->library, ruleset_id);
  if (ruleset == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No ruleset %s"), ruleset_id);
      return FALSE;
    }
  session = options != NULL ? bx_session_new_with_options (ruleset, seed, options, error)
                            : bx_session_new (ruleset, seed, error);
  if (session == NULL)
    return FALSE;
  set_session (self, session);
  remember_game (self);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  return TRUE;
}

/**
 * bx_play_view_open_file:
 * @self: a play view
 * @path: a game record
 * @error: return location for a #GError
 *
 * Replaces the game by the one recorded in @path.
 *
 * Returns: %TRUE on success; on failure the current game stays
 */
gboolean
bx_play_view_open_file (BxPlayView  *self,
                        const char  *path,
                        GError     **error)
{
  BxSession *session;

  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (self->library == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           self->load_error != NULL ? self->load_error : "No rulesets");
      return FALSE;
    }
  session = bx_session_open (self->library, path, error);
  if (session == NULL)
    return FALSE;
  set_session (self, session);
  bx_play_view_autosave_mark_saved (self);
  remember_game (self);
  return TRUE;
}

/**
 * bx_play_view_save_file:
 * @self: a play view
 * @path: where to write the record
 * @error: return location for a #GError
 *
 * Returns: %TRUE on success
 */
gboolean
bx_play_view_save_file (BxPlayView  *self,
                        const char  *path,
                        GError     **error)
{
  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (self->session == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("No game to save"));
      return FALSE;
    }
  if (!bx_session_save (self->session, path, error))
    return FALSE;
  bx_play_view_autosave_mark_saved (self);
  return TRUE;
}

/**
 * bx_play_view_play_random_moves:
 * @self: a play view
 * @n_moves: how many moves
 *
 * Plays up to @n_moves random legal moves (as the R key does), stopping before the end of
 * the game, so that the page shows a game in progress with the last move's citations.
 *
 * Returns: the number of moves played
 */
guint
bx_play_view_play_random_moves (BxPlayView *self,
                                guint       n_moves)
{
  guint played = 0;

  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), 0);

  if (self->session == NULL)
    return 0;
  bx_session_clear_chosen (self->session);
  while (played < n_moves && !bx_session_is_over (self->session))
    {
      if (!bx_session_play_random (self->session))
        break;
      /* Stop short of the end: a game in progress, not the game-over dialog; the move
       * taken back was never shown, so Redo does not offer it. */
      if (bx_session_is_over (self->session))
        {
          bx_session_undo (self->session);
          bx_session_forget_redo (self->session);
          break;
        }
      played++;
    }
  bx_play_view_after_move (self);
  return played;
}

/**
 * bx_play_view_get_session:
 * @self: a play view
 *
 * Returns: (transfer none) (nullable): the session shown
 */
BxSession *
bx_play_view_get_session (BxPlayView *self)
{
  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), NULL);

  return self->session;
}

/**
 * bx_play_view_show_example:
 * @self: a play view
 * @ruleset_id: "shuanglu/ping"
 * @state_json: the rule's example position
 * @throw_text: (nullable): the example's throw ("6,2"), or %NULL
 * @rule_id: the rule, "ping.bearoff", which the citation panel shows
 * @error: return location for a #GError
 *
 * Replaces the game by one at the example position of a rule ("show me"), with its throw
 * when it has one.
 *
 * Returns: %TRUE on success; on failure the current game stays
 */
gboolean
bx_play_view_show_example (BxPlayView  *self,
                           const char  *ruleset_id,
                           const char  *state_json,
                           const char  *throw_text,
                           const char  *rule_id,
                           GError     **error)
{
  BxRuleset *ruleset;
  BxSession *session;
  guint index = 0;

  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), FALSE);
  g_return_val_if_fail (ruleset_id != NULL && state_json != NULL && rule_id != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  ruleset = self->library ? bx_ruleset_library_get (self->library, ruleset_id) : NULL;
  if (ruleset == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No ruleset %s"), ruleset_id);
      return FALSE;
    }
  session = bx_session_new_at_position (ruleset, bx_play_view_random_seed (), state_json,
                                        throw_text, error);
  if (session == NULL)
    return FALSE;
  set_session (self, session);
  if (bx_ruleset_find_rule (ruleset, rule_id, &index) != NULL)
    self->example_rule = (int) index;
  bx_play_view_update_citations (self);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  return TRUE;
}
