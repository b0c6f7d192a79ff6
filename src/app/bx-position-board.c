/* bx-position-board.c: a board widget that shows a position with its legal moves and
 * emits the one the user plays
 *
 * The interface of the boards written as standalone widgets (BxRuqiBoard, BxSaiBoard):
 * set_position(), get_selected(), select(), and the signals ::move-chosen and
 * ::selection-changed.  BxPositionGameBoard (bx-position-game-board.c) puts any of them
 * on the play page, so a family whose board has this API needs one line in the board
 * registry (docs/boards.md).
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
