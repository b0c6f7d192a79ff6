/* bx-position-board.c: a board widget that shows a position with its legal moves and
 * emits the one the user plays
 *
 * The interface of the boards written as standalone widgets (BxRuqiBoard, BxSaiBoard):
 * set_position(), get_selected(), select(), and the signals ::move-chosen and
 * ::selection-changed.  BxPositionGameBoard (bx-position-game-board.c) puts any of them
 * on the play page, so a family whose board has this API needs one line in the board
 * registry (docs/boards.md).
 *
 * BxPositionData is what such a board keeps (the position, the throw, a copy of the moves
 * and the selection); its functions here are the boards' common set_position(), select(),
 * and the arrow keys and clicks that move the selection or play the selected move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-position-board.h"

enum
{
  MOVE_CHOSEN,
  SELECTION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_INTERFACE (BxPositionBoard, bx_position_board, GTK_TYPE_WIDGET)

static void
bx_position_board_default_init (BxPositionBoardInterface *iface)
{
  /**
   * BxPositionBoard::move-chosen:
   * @self: the board
   * @index: the index of the move the user plays, in the moves given to
   *   bx_position_board_set_position()
   *
   * The user plays a move (Return, a click on its target, …).
   */
  signals[MOVE_CHOSEN] = g_signal_new ("move-chosen", G_TYPE_FROM_INTERFACE (iface),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * BxPositionBoard::selection-changed:
   * @self: the board
   * @index: the index of the newly selected move, or -1
   *
   * The selected (highlighted) move changed: by a key, a click, a new position or
   * bx_position_board_select().
   */
  signals[SELECTION_CHANGED] = g_signal_new ("selection-changed", G_TYPE_FROM_INTERFACE (iface),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 1, G_TYPE_INT);
}

/**
 * bx_position_board_set_position:
 * @self: a board
 * @game: (transfer none): the game; it must outlive the board or the next call
 * @state: the position to show (copied)
 * @t: (nullable): the throw of the player to move, or %NULL before the throw
 * @moves: (nullable) (element-type BxMove): the engine's legal moves for @t (copied)
 *
 * Shows a position.  The first move, if any, is selected.
 */
void
bx_position_board_set_position (BxPositionBoard *self,
                                const BxGame    *game,
                                const BxState   *state,
                                const BxThrow   *t,
                                GArray          *moves)
{
  g_return_if_fail (BX_IS_POSITION_BOARD (self));
  g_return_if_fail (game != NULL && state != NULL);

  BX_POSITION_BOARD_GET_IFACE (self)->set_position (self, game, state, t, moves);
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

  return BX_POSITION_BOARD_GET_IFACE (self)->get_selected (self);
}

/**
 * bx_position_board_select:
 * @self: a board
 * @index: a move index, or -1 for none
 *
 * Selects (highlights) a legal move.
 */
void
bx_position_board_select (BxPositionBoard *self,
                          int              index)
{
  g_return_if_fail (BX_IS_POSITION_BOARD (self));
  g_return_if_fail (index >= -1);

  BX_POSITION_BOARD_GET_IFACE (self)->select (self, index);
}

/**
 * bx_position_board_move_chosen:
 * @self: a board
 * @index: the move played
 *
 * Emits ::move-chosen; for implementations.
 */
void
bx_position_board_move_chosen (BxPositionBoard *self,
                               int              index)
{
  g_return_if_fail (BX_IS_POSITION_BOARD (self));

  g_signal_emit (self, signals[MOVE_CHOSEN], 0, index);
}

/**
 * bx_position_board_selection_changed:
 * @self: a board
 * @index: the move now selected, or -1
 *
 * Emits ::selection-changed; for implementations.
 */
void
bx_position_board_selection_changed (BxPositionBoard *self,
                                     int              index)
{
  g_return_if_fail (BX_IS_POSITION_BOARD (self));

  g_signal_emit (self, signals[SELECTION_CHANGED], 0, index);
}

/**
 * bx_position_data_init:
 * @data: the data of a new board
 *
 * Empties @data: no game, no moves, nothing selected.
 */
void
bx_position_data_init (BxPositionData *data)
{
  *data = (BxPositionData) { .selected = -1 };
}

/**
 * bx_position_data_clear:
 * @data: a board's data
 *
 * Frees what @data holds (for the board's finalize).
 */
void
bx_position_data_clear (BxPositionData *data)
{
  g_clear_pointer (&data->moves, g_array_unref);
}

/**
 * bx_position_data_set:
 * @data: the board's data
 * @board: the board that embeds @data
 * @game: (nullable): the game, kept alive by the caller while shown
 * @state: (nullable): the position (copied); %NULL keeps the last one
 * @t: (nullable): the throw (copied), %NULL before the throw
 * @moves: (nullable) (element-type BxMove): the legal moves of @t (copied)
 *
 * Keeps a position and selects its first move, if any: @board is redrawn, and emits
 * ::selection-changed when that changes the index.
 */
void
bx_position_data_set (BxPositionData  *data,
                      BxPositionBoard *board,
                      const BxGame    *game,
                      const BxState   *state,
                      const BxThrow   *t,
                      GArray          *moves)
{
  int previous;

  data->game = game;
  if (state != NULL)
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
  previous = data->selected;
  data->selected = data->moves != NULL && data->moves->len > 0 ? 0 : -1;
  gtk_widget_queue_draw (GTK_WIDGET (board));
  if (data->selected != previous)
    bx_position_board_selection_changed (board, data->selected);
}

/**
 * bx_position_data_select:
 * @data: the board's data
 * @board: the board that embeds @data
 * @index: a legal move, or -1; beyond the moves it means -1
 *
 * Selects a move: @board is redrawn and emits ::selection-changed when that changes it.
 */
void
bx_position_data_select (BxPositionData  *data,
                         BxPositionBoard *board,
                         int              index)
{
  if (data->moves == NULL || index >= (int) data->moves->len)
    index = -1;
  if (data->selected == index)
    return;
  data->selected = index;
  gtk_widget_queue_draw (GTK_WIDGET (board));
  bx_position_board_selection_changed (board, index);
}

/**
 * bx_position_data_get_selected_move:
 * @data: a board's data
 *
 * Returns: (nullable): the selected move, or %NULL when none is
 */
const BxMove *
bx_position_data_get_selected_move (const BxPositionData *data)
{
  if (data->moves == NULL || data->selected < 0 || data->selected >= (int) data->moves->len)
    return NULL;
  return &g_array_index (data->moves, BxMove, data->selected);
}

/**
 * bx_position_data_key_pressed:
 * @data: the board's data
 * @board: the board that embeds @data
 * @keyval: the key pressed
 *
 * The keys of a board with moves: Right and Down select the next move, Left and Up the
 * previous one (round the list), Return and Enter play the selected move (::move-chosen).
 *
 * Returns: %TRUE when the key was handled; %FALSE for other keys and while there are no
 *   moves, so that they reach the board's parent.
 */
gboolean
bx_position_data_key_pressed (BxPositionData  *data,
                              BxPositionBoard *board,
                              guint            keyval)
{
  int n = data->moves != NULL ? (int) data->moves->len : 0;

  if (n == 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Right:
    case GDK_KEY_Down:
      bx_position_data_select (data, board, (data->selected + 1) % n);
      return TRUE;
    case GDK_KEY_Left:
    case GDK_KEY_Up:
      bx_position_data_select (data, board, (data->selected + n - 1) % n);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      if (data->selected >= 0)
        bx_position_board_move_chosen (board, data->selected);
      return TRUE;
    default:
      return FALSE;
    }
}

/**
 * bx_position_data_click_point:
 * @data: the board's data
 * @board: the board that embeds @data
 * @point: a board point
 *
 * A click on @point, for boards whose moves are played by their first step: on the
 * target of the selected move it plays it (::move-chosen); on the start of a legal move
 * it selects the first such move.
 *
 * Returns: %TRUE when the click selected or played a move.
 */
gboolean
bx_position_data_click_point (BxPositionData  *data,
                              BxPositionBoard *board,
                              int              point)
{
  if (data->moves == NULL)
    return FALSE;
  if (data->selected >= 0)
    {
      const BxMove *m = &g_array_index (data->moves, BxMove, data->selected);
      if (m->n_steps > 0 && m->steps[0].to == point)
        {
          bx_position_board_move_chosen (board, data->selected);
          return TRUE;
        }
    }
  for (guint i = 0; i < data->moves->len; i++)
    {
      const BxMove *m = &g_array_index (data->moves, BxMove, i);
      if (m->n_steps > 0 && m->steps[0].from == point)
        {
          bx_position_data_select (data, board, (int) i);
          return TRUE;
        }
    }
  return FALSE;
}
