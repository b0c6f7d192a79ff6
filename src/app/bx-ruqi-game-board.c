/* bx-ruqi-game-board.c: the 儒棋 board on the play page: BxRuqiBoard as a #BxGameBoard
 *
 * BxRuqiBoard (bx-ruqi-board.c) is a standalone widget: it is given a position and the legal
 * moves, keeps which of them is selected, and emits ::move-chosen with the index of the one
 * the user plays.  This wrapper, registered for the family "ruqi", puts it on the play page:
 *
 *   - refresh gives it the session's position, throw and legal moves (and keeps its
 *     selection while the moves are the same);
 *   - ::move-chosen becomes play.play-move with that index;
 *   - the selected move is the candidate whose citations the panel shows.  The board has no
 *     signal for a change of selection yet, so the wrapper compares it after each click and
 *     key release that reaches it;
 *   - before the throw the board's own keys (Space, Return, arrows) are disabled, so that
 *     Space reaches play.roll-or-play.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-ruqi-board.h"
#include "bx-ruqi-game-board.h"

struct _BxRuqiGameBoard
{
  GtkWidget    parent_instance;

  BxSession   *session;   /* not owned */
  BxRuqiBoard *board;
  int          last_selected;

  /* The position last given to the board, to keep its selection across refreshes. */
  guint32      shown_turn;
  gboolean     shown_rolled;
  guint        shown_n_moves;
  gboolean     shown_valid;
};

static void bx_ruqi_game_board_game_board_init (BxGameBoardInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BxRuqiGameBoard, bx_ruqi_game_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (BX_TYPE_GAME_BOARD,
                                                      bx_ruqi_game_board_game_board_init))

/* Statics */

static void
check_selection (BxRuqiGameBoard *self)
{
  int selected = bx_ruqi_board_get_selected (self->board);

  if (selected == self->last_selected)
    return;
  self->last_selected = selected;
  bx_game_board_candidate_changed (BX_GAME_BOARD (self));
}

static void
set_board_keys (BxRuqiGameBoard *self,
                gboolean         enabled)
{
  GtkWidget *board = GTK_WIDGET (self->board);

  gtk_widget_action_set_enabled (board, "ruqi-board.play", enabled);
  gtk_widget_action_set_enabled (board, "ruqi-board.next", enabled);
  gtk_widget_action_set_enabled (board, "ruqi-board.previous", enabled);
}

static void
update (BxRuqiGameBoard *self)
{
  gboolean rolled;
  GArray *moves;
  int selected;
  gboolean same;

  if (self->session == NULL)
    {
      self->shown_valid = FALSE;
      set_board_keys (self, FALSE);
      return;
    }
  rolled = bx_session_is_rolled (self->session);
  moves = bx_session_get_legal_moves (self->session);
  same = self->shown_valid
         && self->shown_turn == bx_session_get_state (self->session)->turn
         && self->shown_rolled == rolled
         && self->shown_n_moves == moves->len;
  selected = bx_ruqi_board_get_selected (self->board);

  bx_ruqi_board_set_position (self->board, bx_session_get_game (self->session),
                              bx_session_get_state (self->session),
                              rolled ? bx_session_get_throw (self->session) : NULL,
                              rolled ? moves : NULL);
  if (same && selected >= -1 && selected < (int) moves->len)
    bx_ruqi_board_select (self->board, selected);

  self->shown_turn = bx_session_get_state (self->session)->turn;
  self->shown_rolled = rolled;
  self->shown_n_moves = moves->len;
  self->shown_valid = TRUE;
  set_board_keys (self, rolled && moves->len > 0);
  check_selection (self);
}

/* Callbacks */

static void
move_chosen_cb (BxRuqiBoard     *board,
                int              index,
                BxRuqiGameBoard *self)
{
  if (index < 0)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "play.play-move", "u", (guint) index);
}

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            BxRuqiGameBoard *self)
{
  check_selection (self);
}

static void
key_released_cb (GtkEventControllerKey *controller,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 BxRuqiGameBoard       *self)
{
  check_selection (self);
}

/* BxGameBoard */

static void
game_board_set_session (BxGameBoard *board,
                        BxSession   *session)
{
  BxRuqiGameBoard *self = BX_RUQI_GAME_BOARD (board);

  self->session = session;
  self->shown_valid = FALSE;
  update (self);
}

static void
game_board_refresh (BxGameBoard *board)
{
  update (BX_RUQI_GAME_BOARD (board));
}

static gboolean
game_board_get_candidate (BxGameBoard *board,
                          BxMove      *out)
{
  BxRuqiGameBoard *self = BX_RUQI_GAME_BOARD (board);
  int selected = bx_ruqi_board_get_selected (self->board);

  if (self->session == NULL || !bx_session_is_rolled (self->session) || selected < 0
      || (guint) selected >= bx_session_get_n_legal_moves (self->session))
    return FALSE;
  *out = *bx_session_get_legal_move (self->session, selected);
  return TRUE;
}

static void
bx_ruqi_game_board_game_board_init (BxGameBoardInterface *iface)
{
  iface->set_session = game_board_set_session;
  iface->refresh = game_board_refresh;
  iface->get_candidate = game_board_get_candidate;
}

/* Overrides */

static gboolean
bx_ruqi_game_board_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (BX_RUQI_GAME_BOARD (widget)->board));
}

static void
bx_ruqi_game_board_dispose (GObject *object)
{
  BxRuqiGameBoard *self = BX_RUQI_GAME_BOARD (object);

  self->session = NULL;
  if (self->board != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->board));
      self->board = NULL;
    }
  G_OBJECT_CLASS (bx_ruqi_game_board_parent_class)->dispose (object);
}

static void
bx_ruqi_game_board_class_init (BxRuqiGameBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_ruqi_game_board_dispose;
  widget_class->grab_focus = bx_ruqi_game_board_grab_focus;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "boxi-ruqi-game-board");

  /* What the board leaves: its keys are off before the throw. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "play.roll-or-play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "play.roll-or-play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0,
                                       "play.roll-or-play", NULL);
}

static void
bx_ruqi_game_board_init (BxRuqiGameBoard *self)
{
  GtkGesture *click;
  GtkEventController *keys;

  self->last_selected = -1;
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  self->board = BX_RUQI_BOARD (bx_ruqi_board_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->board), GTK_WIDGET (self));
  g_signal_connect (self->board, "move-chosen", G_CALLBACK (move_chosen_cb), self);
  set_board_keys (self, FALSE);

  /* After the board's own handling (bubble phase): did its selection change? */
  click = gtk_gesture_click_new ();
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-released", G_CALLBACK (key_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

/* Public API */

GtkWidget *
bx_ruqi_game_board_new (void)
{
  return g_object_new (BX_TYPE_RUQI_GAME_BOARD, NULL);
}

/**
 * bx_ruqi_game_board_get_board:
 * @self: a 儒棋 game board
 *
 * Returns: (transfer none): the BxRuqiBoard it wraps
 */
GtkWidget *
bx_ruqi_game_board_get_board (BxRuqiGameBoard *self)
{
  g_return_val_if_fail (BX_IS_RUQI_GAME_BOARD (self), NULL);

  return GTK_WIDGET (self->board);
}
