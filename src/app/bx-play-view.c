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
 * The board is whatever widget the family of the game registered (bx-board-registry.c), a
 * #BxGameBoard; it is swapped when a game of another family starts.  A family without a
 * board of its own gets BxMoveListBoard, the list of its legal moves.  Point boards (those
 * that enter a move step by step, like the 雙陸 board) share the marks above; other boards
 * choose whole moves with play.play-move.  The board, not the view, says which move is
 * under the pointer or cursor (bx_game_board_get_candidate()).
 *
 * Where the players show their own parts of the throw (猜拳's hands: the throw device is
 * chosen, bx_session_throw_is_chosen()), the Throw button gives way to a hand picker: the
 * player to move shows a hand (and, in a round with calls, calls the total) and the other
 * hand is the computer's, drawn from the seed; with "Two players" (the picker's toggle) the
 * other player then
 * shows his in turn (the picker is reset between them), and the throw is made once every
 * hand is shown.  Random moves still throw at random.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-board-registry.h"
#include "bx-citation-panel.h"
#include "bx-dice-view.h"
#include "bx-play-view.h"
#include "bx-player-names.h"

#define DEFAULT_RULESET "shuanglu/ping"

struct _BxPlayView
{
  AdwBin             parent_instance;

  BxClauseIndex     *clause_index;
  BxRulesetLibrary  *library;
  GPtrArray         *ruleset_ids;   /* the dropdown's entries */
  char              *load_error;
  BxCorpus          *corpus;        /* not owned */

  BxSession         *session;
  int                picked;
  int                cursor;
  int                hover;
  gboolean           over_reported;
  gboolean           setting_dropdown;
  guint              n_rows;        /* rows of the move list */
  BxSession         *rows_session;  /* the session the rows show */
  char              *status_text;
  guint              scroll_idle;

  int                shown_entry;   /* the history entry chosen in the move list, or -1 */
  int                example_rule;  /* the rule whose example is shown, or -1 */
  GSettings         *settings;

  GtkWidget         *board;         /* a BxGameBoard, the child of board_bin */
  GtkWidget         *game_over_dialog;   /* weak */
  GtkFileChooserNative *chooser;

  /* Template children */
  GtkDropDown       *game_dropdown;
  GtkLabel          *seed_label;
  AdwBin            *board_bin;
  BxDiceView        *dice;
  GtkButton         *roll_button;
  GtkBox            *hands_box;
  GtkLabel          *call_label;
  GtkSpinButton     *hand_spin;
  GtkSpinButton     *call_spin;
  GtkButton         *show_button;
  GtkToggleButton   *hands_mode;
  GtkLabel          *status_label;
  BxCitationPanel   *citation_panel;
  GtkListBox        *move_list;
  GtkScrolledWindow *moves_scrolled;
};

G_DEFINE_FINAL_TYPE (BxPlayView, bx_play_view, ADW_TYPE_BIN)

static void update_all (BxPlayView *self);

/* Statics */

/* The name of a player (bx-player-names.c). */
static const char *
player_name (BxPlayView *self,
             int         player)
{
  return bx_player_display_name (self->session != NULL ? bx_session_get_game (self->session)
                                                       : NULL,
                                 player);
}

/* Who played a move of the history: the player to move, or the table for an action it
 * imposes (除紅's fines for throwing out of turn). */
static const char *
entry_player_name (BxPlayView           *self,
                   const BxSessionEntry *entry)
{
  if (entry->move.flags & BX_MOVE_TABLE)
    /* Translators: who made a move that the table imposes (a fine), in the move list */
    return _("Table");
  return player_name (self, entry->before.player);
}

static gboolean
board_uses_points (BxPlayView *self)
{
  return self->board != NULL && bx_game_board_uses_points (BX_GAME_BOARD (self->board));
}

static guint64
random_seed (void)
{
  return g_random_int ();
}

static gboolean
steps_have (GArray   *steps,
            int       point,
            gboolean  by_to)
{
  for (guint i = 0; steps != NULL && i < steps->len; i++)
    {
      const BxStep *s = &g_array_index (steps, BxStep, i);

      if ((by_to ? s->to : s->from) == point)
        return TRUE;
    }
  return FALSE;
}

static int
compare_points_cb (gconstpointer a,
                   gconstpointer b,
                   gpointer      board)
{
  return bx_game_board_compare_points (board, *(const int *) a, *(const int *) b);
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
      || !board_uses_points (self))
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
static void
reset_cursor (BxPlayView *self,
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
      bx_game_board_set_session (BX_GAME_BOARD (self->board), NULL);
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
  if (self->board != NULL)
    bx_game_board_set_session (BX_GAME_BOARD (self->board), NULL);
  g_clear_pointer (&self->session, bx_session_free);
  self->session = session;
  self->picked = BX_BOARD_NO_POINT;
  self->cursor = BX_BOARD_NO_POINT;
  self->hover = BX_BOARD_NO_POINT;
  self->shown_entry = -1;
  self->example_rule = -1;
  self->over_reported = session != NULL && bx_session_is_over (session);
  if (session != NULL)
    ensure_board (self, bx_ruleset_get_family (bx_session_get_ruleset (session)));
  bx_game_board_set_session (BX_GAME_BOARD (self->board), session);
  bx_dice_view_set_session (self->dice, session);

  if (session != NULL)
    {
      const char *id = bx_ruleset_get_id (bx_session_get_ruleset (session));

      self->setting_dropdown = TRUE;
      for (guint i = 0; i < self->ruleset_ids->len; i++)
        if (g_strcmp0 (g_ptr_array_index (self->ruleset_ids, i), id) == 0)
          gtk_drop_down_set_selected (self->game_dropdown, i);
      self->setting_dropdown = FALSE;
    }
  update_all (self);
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

static void
clear_move_list (BxPlayView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->move_list))) != NULL)
    {
      if (!GTK_IS_LIST_BOX_ROW (child))
        break;
      gtk_list_box_remove (self->move_list, child);
    }
  self->n_rows = 0;
}

static gboolean
scroll_moves_to_end_cb (gpointer data)
{
  BxPlayView *self = data;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->moves_scrolled);

  self->scroll_idle = 0;
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
  return G_SOURCE_REMOVE;
}

static void
update_move_list (BxPlayView *self)
{
  guint n;

  if (self->rows_session != self->session)
    {
      clear_move_list (self);
      self->rows_session = self->session;
    }
  if (self->session == NULL)
    return;

  n = bx_session_get_n_history (self->session);
  while (self->n_rows > n)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->move_list, self->n_rows - 1);

      gtk_list_box_remove (self->move_list, GTK_WIDGET (row));
      self->n_rows--;
    }
  while (self->n_rows < n)
    {
      const BxSessionEntry *entry = bx_session_get_history_entry (self->session, self->n_rows);
      g_autofree char *description = bx_session_describe_entry (self->session, self->n_rows);
      g_autofree char *text = g_strdup_printf ("%u.  %s  %s", self->n_rows + 1,
                                               entry_player_name (self, entry),
                                               description);
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_widget_set_margin_top (label, 2);
      gtk_widget_set_margin_bottom (label, 2);
      gtk_widget_add_css_class (label, "numeric");
      gtk_list_box_append (self->move_list, label);
      self->n_rows++;
    }
  if (self->scroll_idle == 0)
    self->scroll_idle = g_idle_add (scroll_moves_to_end_cb, self);
}

/* The candidate move under the pointer or the cursor: the board says which.  A point board
 * that does not tell is previewed from the marks. */
static gboolean
get_candidate (BxPlayView *self,
               BxMove     *out)
{
  BxGameBoard *board = BX_GAME_BOARD (self->board);

  if (self->session == NULL || !bx_session_is_rolled (self->session))
    return FALSE;
  if (BX_GAME_BOARD_GET_IFACE (board)->get_candidate != NULL)
    return bx_game_board_get_candidate (board, out);
  if (!bx_game_board_uses_points (board))
    return FALSE;
  return (self->hover != BX_BOARD_NO_POINT
          && bx_session_preview_point (self->session, self->picked, self->hover, out))
         || (self->cursor != BX_BOARD_NO_POINT
             && bx_session_preview_point (self->session, self->picked, self->cursor, out));
}

static void
show_entry (BxPlayView *self,
            guint       index,
            const char *heading)
{
  const BxSessionEntry *entry = bx_session_get_history_entry (self->session, index);
  g_autofree char *description = bx_session_describe_entry (self->session, index);
  g_autofree char *text = g_strdup_printf ("%u.  %s  %s", index + 1,
                                           entry_player_name (self, entry), description);

  bx_citation_panel_show_move (self->citation_panel, bx_session_get_game (self->session),
                               &entry->move, heading, text);
}

static void
update_citations (BxPlayView *self)
{
  const BxGame *game;
  const BxSessionEntry *last;
  BxMove move;

  if (self->session == NULL)
    {
      bx_citation_panel_show_message (self->citation_panel, _("Citations"), self->load_error);
      return;
    }

  game = bx_session_get_game (self->session);
  if (get_candidate (self, &move))
    {
      g_autofree char *text = bx_game_describe_move (game, bx_session_get_state (self->session),
                                                     &move);

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
      show_entry (self, bx_session_get_n_history (self->session) - 1, _("Last move"));
      return;
    }
  if (self->example_rule >= 0)
    {
      BxMove rule_only = { .n_rules = 1, .rules = { self->example_rule } };
      g_autofree char *text = g_strdup_printf (_("The example position of %s"),
                                               bx_game_rule_id (game, self->example_rule));

      bx_citation_panel_show_move (self->citation_panel, game, &rule_only, _("Example"), text);
      return;
    }

  bx_citation_panel_show_message (self->citation_panel, _("Citations"),
                                  board_uses_points (self)
                                  ? _("Throw the dice (Space) and point at a piece: the rules "
                                      "and source passages behind each move appear here.")
                                  : _("Throw (Space) and point at a move: the rules and source "
                                      "passages behind it appear here."));
}

/* Whether the coming throw is shown by the players with the hand picker. */
static gboolean
picking_hands (BxPlayView *self)
{
  return self->session != NULL && !bx_session_is_over (self->session)
         && !bx_session_is_rolled (self->session) && bx_session_throw_is_chosen (self->session)
         && bx_session_get_n_parts (self->session) > 0;
}

static gboolean
two_players (BxPlayView *self)
{
  return gtk_toggle_button_get_active (self->hands_mode);
}

/* The seat whose hand the picker shows next: the player to move, then (two players) the
 * others in turn; -1 when every hand that people show is shown. */
static int
picker_seat (BxPlayView *self)
{
  guint n = bx_session_get_n_parts (self->session);
  int first = bx_session_get_state (self->session)->player;

  if (first < 0 || (guint) first >= n)
    first = 0;
  for (guint k = 0; k < (two_players (self) ? n : 1); k++)
    {
      guint seat = ((guint) first + k) % n;

      if (!bx_session_get_part (self->session, seat, NULL, NULL))
        return (int) seat;
    }
  return -1;
}

static gboolean
parts_pending (BxSession *session)
{
  for (guint seat = 0; seat < bx_session_get_n_parts (session); seat++)
    if (bx_session_get_part (session, seat, NULL, NULL))
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
      text = bx_result_heading (bx_session_get_game (self->session), result.winner,
                                result.score);
    }
  else
    {
      state = bx_session_get_state (self->session);
      if (picking_hands (self))
        {
          int seat = MAX (picker_seat (self), 0);

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
               && (!board_uses_points (self)
                   || bx_move_is_pass (bx_session_get_legal_move (self->session, 0))))
        {
          const BxMove *only = bx_session_get_legal_move (self->session, 0);
          g_autofree char *what = bx_game_describe_move (bx_session_get_game (self->session),
                                                         state, only);

          /* Translators: "White: throw-off (the only move): press Space" */
          text = g_strdup_printf (_("%s: %s (the only move): press Space"),
                                  player_name (self, state->player), what);
        }
      else if (!board_uses_points (self))
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

  gboolean picking = picking_hands (self);

  gtk_widget_action_set_enabled (widget, "play.undo",
                                 have && (bx_session_can_undo (self->session)
                                          || parts_pending (self->session)));
  gtk_widget_action_set_enabled (widget, "play.redo", have && bx_session_can_redo (self->session));
  gtk_widget_action_set_enabled (widget, "play.save", have);
  gtk_widget_action_set_enabled (widget, "play.roll-or-play", have && !over);
  gtk_widget_action_set_enabled (widget, "play.random-move", have && !over);

  gtk_widget_action_set_enabled (widget, "play.show-hand", picking);

  gtk_button_set_label (self->roll_button, rolled ? _("_Play") : _("_Throw"));
  gtk_widget_set_visible (GTK_WIDGET (self->roll_button), !picking);
  if (!picking && gtk_widget_get_visible (GTK_WIDGET (self->hands_box)))
    {
      /* Hiding the picker with the focus in it would leave the window without a focus, and
       * Space and Return without the play view: the board takes it back. */
      GtkRoot *root = gtk_widget_get_root (widget);
      GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

      gtk_widget_set_visible (GTK_WIDGET (self->hands_box), FALSE);
      if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->hands_box)))
        gtk_widget_grab_focus (GTK_WIDGET (self->board));
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->hands_box), picking);
  if (picking)
    {
      gboolean calls = bx_session_throw_has_calls (self->session);
      gtk_widget_set_visible (GTK_WIDGET (self->call_label), calls);
      gtk_widget_set_visible (GTK_WIDGET (self->call_spin), calls);
    }
}

static void
show_game_over (BxPlayView *self);

static void
update_all (BxPlayView *self)
{
  if (self->session != NULL)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                 bx_session_get_seed (self->session));
      /* Translators: the seed of the game's dice, a number */
      g_autofree char *seed = g_strdup_printf (_("Seed %s"), number);

      gtk_label_set_label (self->seed_label, seed);
    }
  else
    gtk_label_set_label (self->seed_label, "");

  bx_game_board_set_marks (BX_GAME_BOARD (self->board), self->picked, self->cursor, self->hover);
  bx_game_board_refresh (BX_GAME_BOARD (self->board));
  bx_dice_view_update (self->dice);
  update_move_list (self);
  update_status (self);
  update_actions (self);
  update_citations (self);

  if (self->session != NULL && bx_session_is_over (self->session) && !self->over_reported)
    {
      self->over_reported = TRUE;
      show_game_over (self);
    }
  else if (self->session != NULL && !bx_session_is_over (self->session))
    self->over_reported = FALSE;
}

/* After a move was played by whatever path. */
static void
after_move (BxPlayView *self)
{
  self->picked = BX_BOARD_NO_POINT;
  self->cursor = BX_BOARD_NO_POINT;
  self->shown_entry = -1;
  gtk_list_box_unselect_all (self->move_list);
  update_all (self);
}

/* The picker's hand (and call) for the seat it shows; the throw once every hand people
 * show is shown.  Returns whether the throw was made. */
static gboolean
show_hand (BxPlayView *self)
{
  int seat = picker_seat (self);

  if (seat < 0
      || !bx_session_set_part (self->session, (guint) seat,
                               (guint) gtk_spin_button_get_value_as_int (self->hand_spin),
                               (guint) gtk_spin_button_get_value_as_int (self->call_spin)))
    return FALSE;
  /* The next player picks without seeing this hand. */
  gtk_spin_button_set_value (self->hand_spin, 0);
  gtk_spin_button_set_value (self->call_spin, 0);
  if (picker_seat (self) >= 0)
    return FALSE;
  return bx_session_roll (self->session);
}

static void
roll (BxPlayView *self)
{
  if (picking_hands (self))
    {
      if (!show_hand (self))
        return;
    }
  else if (!bx_session_roll (self->session))
    return;
  bx_dice_view_animate (self->dice);
  self->picked = BX_BOARD_NO_POINT;
  reset_cursor (self, BX_BOARD_NO_POINT);
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
      update_all (self);
      return;
    }

  if (self->picked != BX_BOARD_NO_POINT)
    {
      g_autoptr(GArray) targets = bx_session_dup_next_steps (self->session, self->picked);

      if (steps_have (targets, point, TRUE))
        {
          switch (bx_session_choose_step (self->session, self->picked, point))
            {
            case BX_STEP_RESULT_PLAYED:
              after_move (self);
              return;
            case BX_STEP_RESULT_PARTIAL:
              self->picked = BX_BOARD_NO_POINT;
              reset_cursor (self, point);
              update_all (self);
              return;
            case BX_STEP_RESULT_INVALID:
            default:
              break;
            }
        }
      if (point == self->picked)
        {
          self->picked = BX_BOARD_NO_POINT;
          reset_cursor (self, point);
          update_all (self);
          return;
        }
    }

  sources = bx_session_dup_next_sources (self->session);
  if (steps_have (sources, point, FALSE))
    {
      self->picked = point;
      reset_cursor (self, BX_BOARD_NO_POINT);
    }
  else
    {
      self->picked = BX_BOARD_NO_POINT;
      reset_cursor (self, self->cursor);
    }
  update_all (self);
}

static void
game_over_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       BxPlayView       *self)
{
  if (g_strcmp0 (response, "new") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "play.new-game", NULL);
}

/* The final 帖 of each player, for the families that keep a ledger in their state (除紅,
 * 打馬): "First 甲 +12 · Second 乙 −5 …", and the pot when one is left.  NULL otherwise. */
static char *
ledger_text (BxPlayView *self)
{
  const BxGame *game = bx_session_get_game (self->session);
  g_autoptr(JsonNode) node = bx_game_state_to_json (game, bx_session_get_state (self->session));
  JsonObject *o = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node)
                                                                 : NULL;
  JsonNode *ledger = o != NULL ? json_object_get_member (o, "ledger") : NULL;
  JsonArray *a;
  GString *text;

  if (ledger == NULL || !JSON_NODE_HOLDS_ARRAY (ledger))
    return NULL;
  a = json_node_get_array (ledger);
  text = g_string_new (NULL);
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      gint64 tie = json_array_get_int_element (a, i);

      if (i > 0)
        g_string_append (text, " · ");
      /* A true minus sign for the 帖 paid. */
      g_string_append_printf (text, "%s %s%" G_GINT64_FORMAT, player_name (self, (int) i),
                              tie > 0 ? "+" : tie < 0 ? "−" : "", ABS (tie));
    }
  if (json_object_has_member (o, "pot") && json_object_get_int_member (o, "pot") != 0)
    {
      g_string_append (text, " · ");
      /* Translators: the 帖 left in the pot of 打馬 at the end of a game */
      g_string_append_printf (text, _("pot %d"), (int) json_object_get_int_member (o, "pot"));
    }
  return g_string_free (text, FALSE);
}

static void
show_game_over (BxPlayView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  BxRuleset *ruleset = bx_session_get_ruleset (self->session);
  const BxGame *game = bx_session_get_game (self->session);
  guint n_players = bx_game_get_n_players (game);
  guint n_moves = bx_session_get_n_history (self->session);
  guint16 rules[256];
  guint n_rules = 0;
  guint counts[3] = { 0, 0, 0 };
  BxRuleStatus weakest;
  BxResult result;
  GString *body;
  g_autofree char *heading = NULL;
  g_autofree char *ledger = NULL;
  gboolean drawn;
  GtkWidget *dialog;

  bx_session_get_result (self->session, &result);
  drawn = result.winner >= 0 && (guint) result.winner >= n_players;
  weakest = bx_session_get_status (self->session, rules, G_N_ELEMENTS (rules), &n_rules);
  for (guint i = 0; i < n_rules; i++)
    counts[bx_ruleset_get_rule (ruleset, rules[i])->status]++;

  body = g_string_new (NULL);
  if (drawn)
    {
      heading = g_strdup (_("The Game Is Drawn"));
      g_string_append_printf (body, ngettext ("The game is drawn after %u move.",
                                              "The game is drawn after %u moves.", n_moves),
                              n_moves);
    }
  else
    {
      heading = g_strdup_printf (_("%s Wins"), player_name (self, result.winner));
      g_string_append_printf (body, ngettext ("%s wins %u 籌 after %u moves",
                                              "%s wins %u 籌 after %u moves", result.score),
                              player_name (self, result.winner), result.score, n_moves);
      if (result.score >= 2 && result.special[0] + result.special[1] == 0)
        g_string_append_printf (body, " (%s)", _("a double win, 雙籌"));
      g_string_append (body, ".");
    }

  /* The special 籌 (雙陸's formations: 打間, 七梁, 四架八, 大食; 渾花) of both sides. */
  if (n_players == 2 && result.special[0] + result.special[1] > 0)
    {
      g_string_append (body, "\n");
      /* Translators: "Special 籌: White 2 · Black 0", then why */
      g_string_append_printf (body, _("Special 籌: %s %u · %s %u"), player_name (self, 0),
                              result.special[0], player_name (self, 1), result.special[1]);
      if (!drawn)
        g_string_append_printf (body, " (%s)",
                                _("the winner’s are counted in the score"));
      g_string_append (body, ".");
    }

  ledger = ledger_text (self);
  if (ledger != NULL)
    {
      g_string_append (body, "\n");
      /* Translators: the 帖 each player has won (+) or paid (−) at the end of the game */
      g_string_append_printf (body, _("Final 帖: %s."), ledger);
    }

  if (result.n_rules > 0)
    g_string_append_printf (body, "\n\n%s",
                            result.special[0] + result.special[1] > 0
                            ? _("The rules that decided the result and scored the special 籌:")
                            : _("The rules that decided the result:"));
  for (guint i = 0; i < result.n_rules; i++)
    {
      const BxRule *rule = bx_ruleset_get_rule (ruleset, result.rules[i]);

      if (rule == NULL)
        continue;
      g_string_append_printf (body, "\n• %s [%s]: %s", rule->id,
                              bx_rule_status_label (rule->status), rule->statement_en);
    }

  g_string_append (body, "\n\n");
  g_string_append_printf (body,
                          _("The game used %u rules: %u attested, %u interpreted, %u conjectured. "
                            "Its status is the weakest of them: %s."),
                          n_rules, counts[BX_STATUS_ATTESTED], counts[BX_STATUS_INTERPRETED],
                          counts[BX_STATUS_CONJECTURED], bx_rule_status_label (weakest));
  if (weakest != BX_STATUS_ATTESTED)
    {
      g_string_append_printf (body, "\n\n%s", _("Rules that no clause states outright:"));
      for (guint i = 0; i < n_rules; i++)
        {
          const BxRule *rule = bx_ruleset_get_rule (ruleset, rules[i]);

          if (rule->status == BX_STATUS_ATTESTED)
            continue;
          g_string_append_printf (body, "\n• %s (%s)", rule->id, bx_rule_status_label (rule->status));
        }
    }

  if (self->game_over_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->game_over_dialog));

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading,
                                   body->str);
  g_string_free (body, TRUE);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Close"),
                                    "new", _("_New Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "new");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_widget_add_css_class (dialog, "game-over");
  g_signal_connect_object (dialog, "response", G_CALLBACK (game_over_response_cb), self, 0);

  self->game_over_dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->game_over_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
show_error (BxPlayView *self,
            const char *heading,
            GError     *error)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading,
                                   error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
load_library (BxPlayView *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *texts = bx_texts_default_dir ();
  g_autofree char *rulesets = bx_rulesets_default_dir ();
  GPtrArray *list;
  GtkStringList *model;
  guint selected = 0;

  self->clause_index = bx_clause_index_new_from_dir (texts, &error);
  if (self->clause_index == NULL)
    {
      /* The rulesets still load, unchecked; the message is shown while there is no game. */
      self->load_error = g_strdup_printf (_("The clause ids of the texts could not be read: %s"),
                                          error->message);
      g_clear_error (&error);
    }
  self->library = bx_ruleset_library_new_from_dir (rulesets,
                                                   self->clause_index != NULL
                                                   ? bx_clause_index_check_func : NULL,
                                                   self->clause_index, &error);
  if (self->library == NULL)
    {
      g_free (self->load_error);
      self->load_error = g_strdup_printf (_("The rulesets could not be loaded: %s"),
                                          error->message);
      return;
    }
  bx_citation_panel_set_clause_index (self->citation_panel, self->clause_index);

  model = gtk_string_list_new (NULL);
  list = bx_ruleset_library_list (self->library);
  for (guint i = 0; list != NULL && i < list->len; i++)
    {
      BxRuleset *ruleset = g_ptr_array_index (list, i);
      g_autofree char *label = NULL;

      if (!bx_ruleset_get_playable (ruleset))
        continue;
      if (g_strcmp0 (bx_ruleset_get_id (ruleset), DEFAULT_RULESET) == 0)
        selected = self->ruleset_ids->len;
      label = g_strdup_printf ("%s  %s", bx_ruleset_get_name_zh (ruleset),
                               bx_ruleset_get_name_en (ruleset));
      gtk_string_list_append (model, label);
      g_ptr_array_add (self->ruleset_ids, g_strdup (bx_ruleset_get_id (ruleset)));
    }
  self->setting_dropdown = TRUE;
  gtk_drop_down_set_model (self->game_dropdown, G_LIST_MODEL (model));
  gtk_drop_down_set_selected (self->game_dropdown, selected);
  self->setting_dropdown = FALSE;
  g_object_unref (model);
}

static const char *
selected_ruleset_id (BxPlayView *self)
{
  guint selected = gtk_drop_down_get_selected (self->game_dropdown);

  if (selected == GTK_INVALID_LIST_POSITION || selected >= self->ruleset_ids->len)
    return self->ruleset_ids->len > 0 ? g_ptr_array_index (self->ruleset_ids, 0) : NULL;
  return g_ptr_array_index (self->ruleset_ids, selected);
}

/* Callbacks */

static void
dropdown_setup_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   gpointer                  ellipsize)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (GPOINTER_TO_INT (ellipsize))
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
    }
  gtk_list_item_set_child (item, label);
}

static void
dropdown_bind_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  gpointer                  user_data)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)),
                       gtk_string_object_get_string (string));
}

static GtkListItemFactory *
dropdown_factory (gboolean ellipsize)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (dropdown_setup_cb),
                    GINT_TO_POINTER (ellipsize));
  g_signal_connect (factory, "bind", G_CALLBACK (dropdown_bind_cb), NULL);
  return factory;
}

static void
dropdown_selected_cb (BxPlayView *self)
{
  const char *id;

  if (self->setting_dropdown)
    return;
  id = selected_ruleset_id (self);
  if (id == NULL)
    return;
  if (self->session != NULL
      && g_strcmp0 (bx_ruleset_get_id (bx_session_get_ruleset (self->session)), id) == 0)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "play.choose-game", "s", id);
}

static void
save_response_cb (GtkNativeDialog *native,
                  int              response,
                  BxPlayView      *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      path = file != NULL ? g_file_get_path (file) : NULL;
      if (path != NULL && !bx_play_view_save_file (self, path, &error))
        show_error (self, _("The Game Could Not Be Saved"), error);
    }
  g_clear_object (&self->chooser);
}

static void
open_response_cb (GtkNativeDialog *native,
                  int              response,
                  BxPlayView      *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      path = file != NULL ? g_file_get_path (file) : NULL;
      if (path != NULL && !bx_play_view_open_file (self, path, &error))
        show_error (self, _("The Game Could Not Be Opened"), error);
    }
  g_clear_object (&self->chooser);
}

static GtkFileFilter *
record_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Game records"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_filter_add_mime_type (filter, "application/json");
  return filter;
}

/* Actions */

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);
  g_autoptr(GError) error = NULL;
  const char *id = selected_ruleset_id (self);

  if (param != NULL)
    id = g_variant_get_string (param, NULL);
  if (id == NULL)
    return;
  if (!bx_play_view_new_game (self, id, random_seed (), &error))
    show_error (self, _("The Game Could Not Be Started"), error);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);

  if (self->session == NULL)
    return;
  if (self->picked != BX_BOARD_NO_POINT)
    self->picked = BX_BOARD_NO_POINT;
  else if (parts_pending (self->session))
    bx_session_clear_parts (self->session);
  else if (!bx_session_undo (self->session))
    return;
  reset_cursor (self, BX_BOARD_NO_POINT);
  update_all (self);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);

  if (self->session == NULL || !bx_session_redo (self->session))
    return;
  after_move (self);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autoptr(GtkFileFilter) filter = record_filter ();
  g_autofree char *name = NULL;
  g_autofree char *id = NULL;

  if (self->session == NULL || self->chooser != NULL)
    return;

  self->chooser = gtk_file_chooser_native_new (_("Save the Game Record"),
                                               GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                               GTK_FILE_CHOOSER_ACTION_SAVE,
                                               _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  id = g_strdup (bx_ruleset_get_id (bx_session_get_ruleset (self->session)));
  g_strdelimit (id, "/", '-');
  name = g_strdup_printf ("%s-%" G_GUINT64_FORMAT ".json", id,
                          bx_session_get_seed (self->session));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_signal_connect (self->chooser, "response", G_CALLBACK (save_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autoptr(GtkFileFilter) filter = record_filter ();

  if (self->library == NULL || self->chooser != NULL)
    return;

  self->chooser = gtk_file_chooser_native_new (_("Open a Game Record"),
                                               GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                               GTK_FILE_CHOOSER_ACTION_OPEN,
                                               _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_signal_connect (self->chooser, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
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
      update_all (self);
      return;
    }

  /* A forced pass. */
  if (bx_session_get_n_legal_moves (self->session) == 1
      && bx_move_is_pass (bx_session_get_legal_move (self->session, 0)))
    {
      bx_session_play_index (self->session, 0);
      after_move (self);
      return;
    }

  /* A board of whole moves: the move under its pointer or cursor. */
  if (!board_uses_points (self))
    {
      BxMove move;

      if (get_candidate (self, &move) && bx_session_play_move (self->session, &move))
        after_move (self);
      else if (bx_session_get_n_legal_moves (self->session) == 1
               && bx_session_play_index (self->session, 0))
        after_move (self);
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
      after_move (self);
      return;
    }
  candidates = bx_session_dup_candidates (self->session);
  if (candidates->len == 1)
    {
      bx_session_play_index (self->session, g_array_index (candidates, guint, 0));
      after_move (self);
    }
}

static void
show_hand_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);

  if (!picking_hands (self))
    return;
  roll (self);
  update_all (self);
}

static void
spin_activate_cb (BxPlayView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "play.show-hand", NULL);
}

/* GTK 4.8's spin button has no ::activate of its own: its text child has. */
static void
connect_spin_activate (BxPlayView    *self,
                       GtkSpinButton *spin)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (spin)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TEXT (child))
      g_signal_connect_swapped (child, "activate", G_CALLBACK (spin_activate_cb), self);
}

static void
hands_mode_cb (BxPlayView *self)
{
  /* A hand shown for the other mode is forgotten. */
  if (self->session != NULL && picking_hands (self))
    bx_session_clear_parts (self->session);
  update_all (self);
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
    after_move (self);
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
  update_all (self);
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
  bx_game_board_set_marks (BX_GAME_BOARD (self->board), self->picked, self->cursor, self->hover);
  update_citations (self);
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
    after_move (self);
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
  switch (bx_session_choose_step (self->session, from, to))
    {
    case BX_STEP_RESULT_PLAYED:
      after_move (self);
      break;
    case BX_STEP_RESULT_PARTIAL:
      self->picked = BX_BOARD_NO_POINT;
      reset_cursor (self, to);
      update_all (self);
      break;
    case BX_STEP_RESULT_INVALID:
    default:
      break;
    }
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
  update_citations (self);
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
      reset_cursor (self, picked);
    }
  else if (bx_session_unchoose_step (self->session))
    reset_cursor (self, BX_BOARD_NO_POINT);
  else
    return;
  update_all (self);
}

/* Callbacks of the children */

static void
board_candidate_changed_cb (BxPlayView *self)
{
  if (self->session != NULL)
    update_citations (self);
}

static void
move_list_row_selected_cb (GtkListBox    *list,
                           GtkListBoxRow *row,
                           BxPlayView    *self)
{
  int index = row != NULL ? gtk_list_box_row_get_index (row) : -1;

  if (index != self->shown_entry)
    gtk_widget_activate_action (GTK_WIDGET (self), "play.show-move", "i", index);
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

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->game_over_dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->game_over_dialog),
                                    (gpointer *) &self->game_over_dialog);
      self->game_over_dialog = NULL;
    }
  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  g_clear_object (&self->settings);
  /* The children point at the session: unset it before it goes. */
  if (self->board != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->board, board_candidate_changed_cb, self);
      bx_game_board_set_session (BX_GAME_BOARD (self->board), NULL);
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
  g_clear_pointer (&self->library, bx_ruleset_library_free);
  g_clear_pointer (&self->clause_index, bx_clause_index_free);
  g_clear_pointer (&self->ruleset_ids, g_ptr_array_unref);
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

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-play-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, game_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, seed_label);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, board_bin);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, dice);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, roll_button);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, hands_box);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, call_label);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, hand_spin);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, call_spin);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, show_button);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, hands_mode);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, status_label);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, citation_panel);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, move_list);
  gtk_widget_class_bind_template_child (widget_class, BxPlayView, moves_scrolled);

  gtk_widget_class_install_action (widget_class, "play.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "play.choose-game", "s", new_game_action);
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
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "play.roll-or-play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0,
                                       "play.roll-or-play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "play.cancel", NULL);
}

static void
bx_play_view_init (BxPlayView *self)
{
  g_autoptr(GError) error = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->picked = BX_BOARD_NO_POINT;
  self->cursor = BX_BOARD_NO_POINT;
  self->hover = BX_BOARD_NO_POINT;
  self->shown_entry = -1;
  self->example_rule = -1;
  self->ruleset_ids = g_ptr_array_new_with_free_func (g_free);
  ensure_board (self, NULL);
  g_signal_connect (self->move_list, "row-selected", G_CALLBACK (move_list_row_selected_cb),
                    self);
  g_signal_connect_swapped (self->hands_mode, "toggled", G_CALLBACK (hands_mode_cb), self);
  /* Return in a spin button shows the hand. */
  connect_spin_activate (self, self->hand_spin);
  connect_spin_activate (self, self->call_spin);

  {
    g_autoptr(GtkListItemFactory) button_factory = dropdown_factory (TRUE);
    g_autoptr(GtkListItemFactory) list_factory = dropdown_factory (FALSE);

    gtk_drop_down_set_factory (self->game_dropdown, button_factory);
    gtk_drop_down_set_list_factory (self->game_dropdown, list_factory);
  }
  load_library (self);
  g_signal_connect_swapped (self->game_dropdown, "notify::selected",
                            G_CALLBACK (dropdown_selected_cb), self);

  if (self->library != NULL && self->ruleset_ids->len > 0
      && !bx_play_view_new_game (self, selected_ruleset_id (self), random_seed (), &error))
    {
      g_free (self->load_error);
      self->load_error = g_strdup (error->message);
    }
  if (self->session == NULL)
    update_all (self);
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
  update_citations (self);
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
  if (last == NULL || *last == '\0' || !g_ptr_array_find_with_equal_func (self->ruleset_ids, last,
                                                                          g_str_equal, NULL))
    {
      remember_game (self);
      return;
    }
  if (self->session != NULL
      && (bx_session_get_n_history (self->session) > 0 || bx_session_is_rolled (self->session)
          || g_strcmp0 (bx_ruleset_get_id (bx_session_get_ruleset (self->session)), last) == 0))
    return;
  if (!bx_play_view_new_game (self, last, random_seed (), &error))
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
  return bx_session_save (self->session, path, error);
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
      /* Stop short of the end: a game in progress, not the game-over dialog. */
      if (bx_session_is_over (self->session))
        {
          bx_session_undo (self->session);
          break;
        }
      played++;
    }
  after_move (self);
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
 * bx_play_view_get_board:
 * @self: a play view
 *
 * Returns: (transfer none): the board shown: the #BxGameBoard widget of the game's family
 *   (bx-board-registry.c), or the move-list board of a family without one
 */
GtkWidget *
bx_play_view_get_board (BxPlayView *self)
{
  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), NULL);

  return GTK_WIDGET (self->board);
}

/**
 * bx_play_view_get_hand_picker:
 * @self: a play view
 *
 * Returns: (transfer none): the hand picker of 猜拳 (shown in place of the Throw button
 *   while the players show their hands), with the children named "hand-spin",
 *   "call-spin", "show-hand" and "hands-mode"
 */
GtkWidget *
bx_play_view_get_hand_picker (BxPlayView *self)
{
  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), NULL);

  return GTK_WIDGET (self->hands_box);
}

GtkWidget *
bx_play_view_get_dice (BxPlayView *self)
{
  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), NULL);

  return GTK_WIDGET (self->dice);
}

GtkWidget *
bx_play_view_get_citation_panel (BxPlayView *self)
{
  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), NULL);

  return GTK_WIDGET (self->citation_panel);
}

GtkWidget *
bx_play_view_get_move_list (BxPlayView *self)
{
  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), NULL);

  return GTK_WIDGET (self->move_list);
}

/**
 * bx_play_view_get_game_over_dialog:
 * @self: a play view
 *
 * Returns: (transfer none) (nullable): the game-over dialog while it is open
 */
GtkWidget *
bx_play_view_get_game_over_dialog (BxPlayView *self)
{
  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), NULL);

  return self->game_over_dialog;
}

int
bx_play_view_get_cursor (BxPlayView *self)
{
  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), BX_BOARD_NO_POINT);

  return self->cursor;
}

int
bx_play_view_get_picked (BxPlayView *self)
{
  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), BX_BOARD_NO_POINT);

  return self->picked;
}

const char *
bx_play_view_get_status_text (BxPlayView *self)
{
  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), NULL);

  return self->status_text;
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
  session = bx_session_new_at_position (ruleset, random_seed (), state_json, throw_text, error);
  if (session == NULL)
    return FALSE;
  set_session (self, session);
  if (bx_ruleset_find_rule (ruleset, rule_id, &index) != NULL)
    self->example_rule = (int) index;
  update_citations (self);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  return TRUE;
}
