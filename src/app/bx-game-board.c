/* bx-game-board.c: what a family's board widget implements to sit on the play page
 *
 * The contract (docs/boards.md):
 *
 *   - The play view owns the one #BxSession and hands it to the board with
 *     bx_game_board_set_session(); after every action it calls bx_game_board_refresh().
 *     The board keeps no game state of its own: it draws the session.
 *   - The board decides no rule.  What may be played comes from the session (the legal
 *     moves of the throw, or for step-by-step entry bx_session_dup_next_sources() and
 *     bx_session_dup_next_steps()).
 *   - The board never changes the session: input becomes an action of the play view,
 *     activated with gtk_widget_activate_action() from the board:
 *       play.play-move (u)        play the legal move with this index
 *       play.choose-step ((ii))   add the step (from, to) to the move being entered
 *       play.select-point (i)     a point board's click: pick a piece or choose a target
 *       play.hover-point (i)      a point board's pointer moved onto a point
 *       play.roll-or-play         throw, or play what the marks stand for
 *       play.cancel, play.focus-next, play.focus-previous, play.undo, play.redo
 *   - When the move under its pointer or cursor changes, a board that implements
 *     get_candidate calls bx_game_board_candidate_changed(): the play view then asks
 *     bx_game_board_get_candidate() and shows that move's rules and clauses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-game-board.h"

enum
{
  CANDIDATE_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_INTERFACE (BxGameBoard, bx_game_board, GTK_TYPE_WIDGET)

static void
bx_game_board_default_init (BxGameBoardInterface *iface)
{
  /**
   * BxGameBoard::candidate-changed:
   * @self: the board
   *
   * The move under the board's pointer or keyboard cursor changed; read it with
   * bx_game_board_get_candidate().
   */
  signals[CANDIDATE_CHANGED] =
    g_signal_new ("candidate-changed",
                  G_TYPE_FROM_INTERFACE (iface),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

/**
 * bx_game_board_set_session:
 * @self: a board
 * @session: (nullable) (transfer none): the session to show; the caller keeps it alive
 *   while it is set
 */
void
bx_game_board_set_session (BxGameBoard *self,
                           BxSession   *session)
{
  g_return_if_fail (BX_IS_GAME_BOARD (self));

  BX_GAME_BOARD_GET_IFACE (self)->set_session (self, session);
}

/**
 * bx_game_board_refresh:
 * @self: a board
 *
 * Redraws from the session, which changed.
 */
void
bx_game_board_refresh (BxGameBoard *self)
{
  g_return_if_fail (BX_IS_GAME_BOARD (self));

  BX_GAME_BOARD_GET_IFACE (self)->refresh (self);
}

/**
 * bx_game_board_get_candidate:
 * @self: a board
 * @out: (out caller-allocates): the move
 *
 * Returns: %TRUE when the pointer or the keyboard cursor is on a legal move, which is
 *   copied to @out
 */
gboolean
bx_game_board_get_candidate (BxGameBoard *self,
                             BxMove      *out)
{
  BxGameBoardInterface *iface;

  g_return_val_if_fail (BX_IS_GAME_BOARD (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  iface = BX_GAME_BOARD_GET_IFACE (self);
  return iface->get_candidate != NULL && iface->get_candidate (self, out);
}

/**
 * bx_game_board_uses_points:
 * @self: a board
 *
 * Returns: %TRUE when the board enters moves step by step by points (it implements
 *   set_marks)
 */
gboolean
bx_game_board_uses_points (BxGameBoard *self)
{
  g_return_val_if_fail (BX_IS_GAME_BOARD (self), FALSE);

  return BX_GAME_BOARD_GET_IFACE (self)->set_marks != NULL;
}

/**
 * bx_game_board_set_marks:
 * @self: a point board
 * @picked: the point of the picked piece, or %BX_BOARD_NO_POINT
 * @cursor: the keyboard cursor, or %BX_BOARD_NO_POINT
 * @hover: the point under the pointer, or %BX_BOARD_NO_POINT
 *
 * Does nothing for a board that does not enter moves by points.
 */
void
bx_game_board_set_marks (BxGameBoard *self,
                         int          picked,
                         int          cursor,
                         int          hover)
{
  BxGameBoardInterface *iface;

  g_return_if_fail (BX_IS_GAME_BOARD (self));

  iface = BX_GAME_BOARD_GET_IFACE (self);
  if (iface->set_marks != NULL)
    iface->set_marks (self, picked, cursor, hover);
}

/**
 * bx_game_board_compare_points:
 * @self: a board
 * @a: a point
 * @b: a point
 *
 * Returns: < 0, 0 or > 0 as @a comes before, with or after @b on screen
 */
int
bx_game_board_compare_points (BxGameBoard *self,
                              int          a,
                              int          b)
{
  BxGameBoardInterface *iface;

  g_return_val_if_fail (BX_IS_GAME_BOARD (self), 0);

  iface = BX_GAME_BOARD_GET_IFACE (self);
  if (iface->compare_points != NULL)
    return iface->compare_points (self, a, b);
  return (a > b) - (a < b);
}

/**
 * bx_game_board_candidate_changed:
 * @self: a board
 *
 * Emits #BxGameBoard::candidate-changed; called by the board itself.
 */
void
bx_game_board_candidate_changed (BxGameBoard *self)
{
  g_return_if_fail (BX_IS_GAME_BOARD (self));

  g_signal_emit (self, signals[CANDIDATE_CHANGED], 0);
}
