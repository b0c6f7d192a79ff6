/* bx-game-board.h: what a family's board widget implements to sit on the play page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-session.h"

G_BEGIN_DECLS

/* No point (no piece picked, no keyboard cursor, pointer off the points). */
#define BX_BOARD_NO_POINT (-100)

#define BX_TYPE_GAME_BOARD (bx_game_board_get_type ())

G_DECLARE_INTERFACE (BxGameBoard, bx_game_board, BX, GAME_BOARD, GtkWidget)

/**
 * BxGameBoardInterface:
 * @set_session: (required) show @session (NULL: show nothing).  The play view owns the
 *   session and keeps it alive while it is set; the board only reads it.
 * @refresh: (required) redraw from the session: it changed.
 * @get_candidate: (optional) the legal move that the pointer or the keyboard cursor is on,
 *   so that the citation panel shows its rules before it is played.  Boards that enter
 *   moves by points (see @set_marks) may leave it out: the play view then previews the
 *   step under the marks itself.
 * @set_marks: (optional) for boards that enter a move step by step, by points (a BxStep's
 *   @from and @to): the piece picked, the keyboard cursor and the point under the pointer,
 *   as the play view holds them.  A board that implements it is a "point board": the play
 *   view's actions play.select-point, play.hover-point, play.focus-next/-previous and
 *   play.cancel drive it.
 * @compare_points: (optional) the order of points on screen, for the keyboard cursor of a
 *   point board; by default the points' numbers.
 *
 * A board shows a #BxSession and emits actions; it never changes the session and never
 * decides a rule: what is legal comes only from the session (bx_session_get_legal_moves(),
 * bx_session_dup_next_sources(), …).  See docs/boards.md.
 */
struct _BxGameBoardInterface
{
  GTypeInterface parent_iface;

  void     (*set_session)    (BxGameBoard *self,
                              BxSession   *session);
  void     (*refresh)        (BxGameBoard *self);
  gboolean (*get_candidate)  (BxGameBoard *self,
                              BxMove      *out);
  void     (*set_marks)      (BxGameBoard *self,
                              int          picked,
                              int          cursor,
                              int          hover);
  int      (*compare_points) (BxGameBoard *self,
                              int          a,
                              int          b);
};

void      bx_game_board_set_session       (BxGameBoard *self,
                                           BxSession   *session);
void      bx_game_board_refresh           (BxGameBoard *self);
gboolean  bx_game_board_get_candidate     (BxGameBoard *self,
                                           BxMove      *out);
gboolean  bx_game_board_uses_points       (BxGameBoard *self);
void      bx_game_board_set_marks         (BxGameBoard *self,
                                           int          picked,
                                           int          cursor,
                                           int          hover);
int       bx_game_board_compare_points    (BxGameBoard *self,
                                           int          a,
                                           int          b);
void      bx_game_board_candidate_changed (BxGameBoard *self);

G_END_DECLS
