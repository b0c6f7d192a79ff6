/* bx-position-board.c: the base of the boards that show a position with its legal moves
 * and play the one the user selects
 *
 * BxLiuboBoard, BxRuqiBoard and BxSaiBoard only draw: this base keeps what they show
 * (BxPositionData: the position, the throw, a copy of the legal moves and the selected
 * one) and does their input and their part on the play page (docs/boards.md):
 *
 *   - refresh gives the board the session's position, throw and legal moves, and keeps
 *     its selection while the moves are the same;
 *   - the arrow keys move the selection (position-board.next and .previous), Return, Enter
 *     and Space play it (position-board.play: ::move-chosen); without a move selected they
 *     are play.roll-or-play;
 *   - a click is mapped to a point (the subclass's point_at, or the nearest end of a legal
 *     move's first step by locate_point) and selects or plays a move there;
 *   - on the play page ::move-chosen is play.play-move, and the selected move is the
 *     board's candidate: ::selection-changed is bx_board_candidate_changed().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-position-board.h"
#include "bx-tooltip.h"

typedef struct
{
  BxPositionData data;
  gboolean       updating;       /* refreshing from the session: one candidate-changed */
  int            last_reported;  /* the selection last reported as the candidate */

  /* The position last taken from the session, to keep the selection across refreshes. */
  guint32        shown_turn;
  gboolean       shown_rolled;
  guint          shown_n_moves;
  gboolean       shown_valid;
} BxPositionBoardPrivate;

enum
{
  MOVE_CHOSEN,
  SELECTION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (BxPositionBoard, bx_position_board, BX_TYPE_BOARD)

#define PRIV(self) ((BxPositionBoardPrivate *) \
                    bx_position_board_get_instance_private (BX_POSITION_BOARD (self)))

/* The largest distance from a click to the point it is for, in pixels. */
#define CLICK_RADIUS 40.0
#define TOOLTIP_RADIUS 24.0

/* Statics */

static void
report_selection (BxPositionBoard *self)
{
  BxPositionBoardPrivate *priv = PRIV (self);

  if (priv->updating || priv->data.selected == priv->last_reported)
    return;
  priv->last_reported = priv->data.selected;
  if (bx_board_get_session (BX_BOARD (self)) != NULL)
    bx_board_candidate_changed (BX_BOARD (self));
}

static void
set_selected (BxPositionBoard *self,
              int              index)
{
  BxPositionBoardPrivate *priv = PRIV (self);

  if (priv->data.moves == NULL || index >= (int) priv->data.moves->len)
    index = -1;
  if (priv->data.selected == index)
    return;
  priv->data.selected = index;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SELECTION_CHANGED], 0, index);
  report_selection (self);
}

/* The centre of @point in widget coordinates: locate_point, or square_point. */
static gboolean
locate_point (BxPositionBoard *self,
              int              point,
              double          *x,
              double          *y)
{
  BxPositionBoardClass *klass = BX_POSITION_BOARD_GET_CLASS (self);
  BxBoardSquare square;

  if (klass->locate_point != NULL)
    return klass->locate_point (self, point, x, y);
  if (klass->square_point == NULL)
    return FALSE;
  bx_position_board_get_square (self, &square);
  klass->square_point (self, &square, point, x, y);
  return TRUE;
}

/* The point of a click: the nearest end of a legal move's first step. */
static int
nearest_step_end (BxPositionBoard *self,
                  double           x,
                  double           y)
{
  BxPositionBoardClass *klass = BX_POSITION_BOARD_GET_CLASS (self);
  GArray *moves = PRIV (self)->data.moves;
  double best_d = CLICK_RADIUS * CLICK_RADIUS;
  int best = G_MININT;

  if (klass->locate_point == NULL && klass->square_point == NULL)
    return G_MININT;
  for (guint i = 0; i < moves->len; i++)
    {
      const BxMove *m = &g_array_index (moves, BxMove, i);

      for (int e = 0; e < 2 && m->n_steps > 0; e++)
        {
          int pt = e == 0 ? m->steps[0].from : m->steps[0].to;
          double px, py, d;

          if (!locate_point (self, pt, &px, &py))
            continue;
          d = (px - x) * (px - x) + (py - y) * (py - y);
          if (d < best_d)
            {
              best_d = d;
              best = pt;
            }
        }
    }
  return best;
}

/* The point under the pointer, for its tooltip: point_at's, else the nearest of the
 * n_points within TOOLTIP_RADIUS. */
static int
point_under (BxPositionBoard *self,
             double           x,
             double           y)
{
  BxPositionBoardClass *klass = BX_POSITION_BOARD_GET_CLASS (self);
  double best_d = TOOLTIP_RADIUS * TOOLTIP_RADIUS;
  int best = G_MININT;

  if (klass->point_at != NULL)
    return klass->point_at (self, x, y);
  for (int pt = 0; pt < klass->n_points; pt++)
    {
      double px, py, d;

      if (!locate_point (self, pt, &px, &py))
        continue;
      d = (px - x) * (px - x) + (py - y) * (py - y);
      if (d < best_d)
        {
          best_d = d;
          best = pt;
        }
    }
  return best;
}

static gboolean
query_tooltip_cb (GtkWidget       *widget,
                  int              x,
                  int              y,
                  gboolean         keyboard,
                  GtkTooltip      *tooltip,
                  BxPositionBoard *self)
{
  BxPositionBoardClass *klass = BX_POSITION_BOARD_GET_CLASS (self);
  BxPositionData *data = &PRIV (self)->data;
  g_autofree char *text = NULL;
  double px, py;
  int point;

  if (klass->describe_point == NULL || data->game == NULL)
    return FALSE;
  if (keyboard)
    {
      const BxMove *m = data->moves != NULL && data->selected >= 0
                        && (guint) data->selected < data->moves->len
                        ? &g_array_index (data->moves, BxMove, data->selected) : NULL;

      point = m != NULL && m->n_steps > 0 ? m->steps[0].from : G_MININT;
    }
  else
    point = point_under (self, x, y);
  if (point == G_MININT)
    return FALSE;
  text = klass->describe_point (self, point);
  if (text == NULL)
    return FALSE;
  bx_tooltip_set_text (tooltip, text);
  if (locate_point (self, point, &px, &py))
    gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { px - 12, py - 12, 24, 24 });
  return TRUE;
}

/* A click on @point, for boards whose moves are played by their first step: on the target
 * of the selected move it plays it; on the start of a legal move it selects the first such
 * move. */
static gboolean
real_click_point (BxPositionBoard *self,
                  int              point)
{
  BxPositionData *data = &PRIV (self)->data;

  if (data->selected >= 0)
    {
      const BxMove *m = &g_array_index (data->moves, BxMove, data->selected);
      if (m->n_steps > 0 && m->steps[0].to == point)
        {
          bx_position_board_move_chosen (self, data->selected);
          return TRUE;
        }
    }
  for (guint i = 0; i < data->moves->len; i++)
    {
      const BxMove *m = &g_array_index (data->moves, BxMove, i);
      if (m->n_steps > 0 && m->steps[0].from == point)
        {
          set_selected (self, (int) i);
          return TRUE;
        }
    }
  return FALSE;
}

/* Callbacks */

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            BxPositionBoard *self)
{
  BxPositionBoardClass *klass = BX_POSITION_BOARD_GET_CLASS (self);
  BxPositionData *data = &PRIV (self)->data;
  int point;

  /* A click gives the board the keys (Space, Return, the arrows) whatever it hits. */
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (data->game == NULL || data->moves == NULL)
    return;
  if (klass->click_aside != NULL
      && x > gtk_widget_get_width (GTK_WIDGET (self)) - klass->aside_width - 8)
    {
      klass->click_aside (self, x, y);
      return;
    }
  point = klass->point_at != NULL ? klass->point_at (self, x, y)
                                  : nearest_step_end (self, x, y);
  if (point != G_MININT)
    bx_position_board_click_point (self, point);
}

/* Actions */

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BxPositionBoard *self = BX_POSITION_BOARD (widget);
  BxPositionData *data = &PRIV (self)->data;
  int n = data->moves != NULL ? (int) data->moves->len : 0;

  if (n == 0)
    return;
  if (g_str_has_suffix (action_name, "previous"))
    set_selected (self, (MAX (data->selected, 0) + n - 1) % n);
  else
    set_selected (self, (MAX (data->selected, -1) + 1) % n);
}

/* Plays the selected move; without one, on the play page, throws (play.roll-or-play). */
static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BxPositionBoard *self = BX_POSITION_BOARD (widget);
  int selected = PRIV (self)->data.selected;

  if (selected >= 0)
    bx_position_board_move_chosen (self, selected);
  else if (bx_board_get_session (BX_BOARD (self)) != NULL)
    gtk_widget_activate_action (widget, "play.roll-or-play", NULL);
}

/* BxBoard */

static void
bx_position_board_refresh (BxBoard *board)
{
  BxPositionBoard *self = BX_POSITION_BOARD (board);
  BxPositionBoardPrivate *priv = PRIV (self);
  BxSession *session = bx_board_get_session (board);
  gboolean rolled, same;
  GArray *moves;
  int selected;

  if (session == NULL)
    {
      priv->shown_valid = FALSE;
      return;
    }
  rolled = bx_session_is_rolled (session);
  moves = bx_session_get_legal_moves (session);
  same = priv->shown_valid
         && priv->shown_turn == bx_session_get_state (session)->turn
         && priv->shown_rolled == rolled
         && priv->shown_n_moves == moves->len;
  selected = priv->data.selected;

  /* One candidate-changed at the end, not one per step. */
  priv->updating = TRUE;
  bx_position_board_set_position (self, bx_session_get_game (session),
                                  bx_session_get_state (session),
                                  rolled ? bx_session_get_throw (session) : NULL,
                                  rolled ? moves : NULL);
  if (same && rolled && selected >= -1 && selected < (int) moves->len)
    bx_position_board_select (self, selected);
  priv->updating = FALSE;

  priv->shown_turn = bx_session_get_state (session)->turn;
  priv->shown_rolled = rolled;
  priv->shown_n_moves = moves->len;
  priv->shown_valid = TRUE;
  report_selection (self);
}

static gboolean
bx_position_board_get_candidate (BxBoard *board,
                                 BxMove  *out)
{
  BxSession *session = bx_board_get_session (board);
  int selected = PRIV (board)->data.selected;

  if (session == NULL || !bx_session_is_rolled (session) || selected < 0
      || (guint) selected >= bx_session_get_n_legal_moves (session))
    return FALSE;
  *out = *bx_session_get_legal_move (session, selected);
  return TRUE;
}

/* Overrides */

static void
bx_position_board_real_move_chosen (BxPositionBoard *self,
                                    int              index)
{
  if (index >= 0 && bx_board_get_session (BX_BOARD (self)) != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "play.play-move", "u", (guint) index);
}

static void
bx_position_board_finalize (GObject *object)
{
  g_clear_pointer (&PRIV (object)->data.moves, g_array_unref);
  G_OBJECT_CLASS (bx_position_board_parent_class)->finalize (object);
}

static void
bx_position_board_select_move (BxBoard *board,
                               guint    index)
{
  bx_position_board_select (BX_POSITION_BOARD (board), (int) index);
}

static void
bx_position_board_class_init (BxPositionBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BxBoardClass *board_class = BX_BOARD_CLASS (klass);

  object_class->finalize = bx_position_board_finalize;
  board_class->refresh = bx_position_board_refresh;
  board_class->get_candidate = bx_position_board_get_candidate;
  board_class->select_move = bx_position_board_select_move;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);

  gtk_widget_class_install_action (widget_class, "position-board.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "position-board.previous", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "position-board.play", NULL, play_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "position-board.next",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "position-board.next",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "position-board.previous",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "position-board.previous",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "position-board.play",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "position-board.play",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "position-board.play",
                                       NULL);

  /**
   * BxPositionBoard::move-chosen:
   * @self: the board
   * @index: the index of the move the user plays, in the moves shown
   *
   * The user plays a move (Return, a click on its target, …).  On the play page the
   * default handler activates play.play-move.
   */
  signals[MOVE_CHOSEN] =
    g_signal_new_class_handler ("move-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                G_CALLBACK (bx_position_board_real_move_chosen),
                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * BxPositionBoard::selection-changed:
   * @self: the board
   * @index: the index of the newly selected move, or -1
   *
   * The selected (highlighted) move changed: by a key, a click, a new position or
   * bx_position_board_select().
   */
  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
bx_position_board_init (BxPositionBoard *self)
{
  BxPositionBoardPrivate *priv = PRIV (self);
  GtkGesture *click = gtk_gesture_click_new ();

  priv->data.selected = -1;
  priv->last_reported = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "position-board.next", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "position-board.previous", FALSE);
}

/* Public API */

/**
 * bx_position_board_set_position:
 * @self: a board
 * @game: (transfer none): the game; it must outlive the board or the next call
 * @state: the position to show (copied)
 * @t: (nullable): the throw of the player to move, or %NULL before the throw
 * @moves: (nullable) (element-type BxMove): the engine's legal moves for @t (copied)
 *
 * Shows a position.  The first move, if any, is selected (::selection-changed when that
 * changes the index).
 */
void
bx_position_board_set_position (BxPositionBoard *self,
                                const BxGame    *game,
                                const BxState   *state,
                                const BxThrow   *t,
                                GArray          *moves)
{
  BxPositionData *data;

  g_return_if_fail (BX_IS_POSITION_BOARD (self));
  g_return_if_fail (game != NULL && state != NULL);

  data = &PRIV (self)->data;
  data->game = game;
  data->state = *state;
  data->has_throw = t != NULL;
  if (t != NULL)
    data->t = *t;
  g_clear_pointer (&data->moves, g_array_unref);
  if (moves != NULL)
    {
      data->moves = g_array_sized_new (FALSE, FALSE, sizeof (BxMove), moves->len);
      g_array_append_vals (data->moves, moves->data, moves->len);
    }
  /* The arrows move the selection while there are moves; else they move the focus. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "position-board.next",
                                 data->moves != NULL && data->moves->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "position-board.previous",
                                 data->moves != NULL && data->moves->len > 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  set_selected (self, data->moves != NULL && data->moves->len > 0 ? 0 : -1);
}

/**
 * bx_position_board_get_selected:
 * @self: a board
 *
 * Returns: the index of the selected move, or -1
 */
int
bx_position_board_get_selected (BxPositionBoard *self)
{
  g_return_val_if_fail (BX_IS_POSITION_BOARD (self), -1);

  return PRIV (self)->data.selected;
}

/**
 * bx_position_board_select:
 * @self: a board
 * @index: a move index, or -1 for none; beyond the moves it means -1
 *
 * Selects (highlights) a legal move; ::selection-changed when that changes it.
 */
void
bx_position_board_select (BxPositionBoard *self,
                          int              index)
{
  g_return_if_fail (BX_IS_POSITION_BOARD (self));
  g_return_if_fail (index >= -1);

  set_selected (self, index);
}

/**
 * bx_position_board_click_point:
 * @self: a board
 * @point: a board point (a BxStep's @from or @to)
 *
 * What a click on @point does (the subclass's click_point, or by default: on the target
 * of the selected move's first step it plays it; on the start of a legal move it selects
 * the first such move).
 *
 * Returns: %TRUE when the click selected or played a move.
 */
gboolean
bx_position_board_click_point (BxPositionBoard *self,
                               int              point)
{
  BxPositionBoardClass *klass;

  g_return_val_if_fail (BX_IS_POSITION_BOARD (self), FALSE);

  if (PRIV (self)->data.moves == NULL)
    return FALSE;
  klass = BX_POSITION_BOARD_GET_CLASS (self);
  if (klass->click_point != NULL)
    return klass->click_point (self, point);
  return real_click_point (self, point);
}

/**
 * bx_position_board_get_data:
 * @self: a board
 *
 * Returns: (transfer none): what the board shows, for drawing it
 */
const BxPositionData *
bx_position_board_get_data (BxPositionBoard *self)
{
  g_return_val_if_fail (BX_IS_POSITION_BOARD (self), NULL);

  return &PRIV (self)->data;
}

/**
 * bx_position_board_get_selected_move:
 * @self: a board
 *
 * Returns: (nullable): the selected move, or %NULL when none is
 */
const BxMove *
bx_position_board_get_selected_move (BxPositionBoard *self)
{
  const BxPositionData *data;

  g_return_val_if_fail (BX_IS_POSITION_BOARD (self), NULL);

  data = &PRIV (self)->data;
  if (data->moves == NULL || data->selected < 0 || data->selected >= (int) data->moves->len)
    return NULL;
  return &g_array_index (data->moves, BxMove, data->selected);
}

/**
 * bx_position_board_get_square:
 * @self: a board
 * @square: (out caller-allocates): where the board stands
 *
 * Lays a square board out at the left of the widget, 8 pixels in, centred vertically,
 * as large as the height and the width less the class's aside_width (the throw) allow
 * (at least 40 pixels).
 */
void
bx_position_board_get_square (BxPositionBoard *self,
                              BxBoardSquare   *square)
{
  double aside, w, h;

  g_return_if_fail (BX_IS_POSITION_BOARD (self));
  g_return_if_fail (square != NULL);

  aside = BX_POSITION_BOARD_GET_CLASS (self)->aside_width;
  w = gtk_widget_get_width (GTK_WIDGET (self));
  h = gtk_widget_get_height (GTK_WIDGET (self));
  square->size = MAX (MIN (w - aside - 24, h - 16), 40);
  square->x0 = 8;
  square->y0 = (h - square->size) / 2;
}

/**
 * bx_position_board_move_chosen:
 * @self: a board
 * @index: the move played
 *
 * Emits ::move-chosen; for subclasses.
 */
void
bx_position_board_move_chosen (BxPositionBoard *self,
                               int              index)
{
  g_return_if_fail (BX_IS_POSITION_BOARD (self));

  g_signal_emit (self, signals[MOVE_CHOSEN], 0, index);
}

/**
 * bx_position_board_player_text:
 * @game: a game
 * @player: a player, 0-based
 *
 * Returns: (transfer none): the player's name as the table names them ("Red 赤"),
 *   translated, or White and Black
 */
const char *
bx_position_board_player_text (const BxGame *game,
                               int           player)
{
  const char *label;

  g_return_val_if_fail (game != NULL, NULL);

  label = bx_game_player_label (game, player);
  if (label != NULL)
    return g_dgettext (GETTEXT_PACKAGE, label);
  return player == 0 ? _("White") : _("Black");
}
