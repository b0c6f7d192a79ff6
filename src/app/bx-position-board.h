/* bx-position-board.h: the base of the boards that show a position with its legal moves
 * and play the one the user selects (BxLiuboBoard, BxRuqiBoard, BxSaiBoard)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-board.h"
#include "bx-game.h"

G_BEGIN_DECLS

#define BX_TYPE_POSITION_BOARD (bx_position_board_get_type ())

G_DECLARE_DERIVABLE_TYPE (BxPositionBoard, bx_position_board, BX, POSITION_BOARD, BxBoard)

/**
 * BxPositionData:
 * @game: the game shown (not owned), or %NULL
 * @state: a copy of the position
 * @t: a copy of the throw, when @has_throw
 * @has_throw: whether a throw was given
 * @moves: (element-type BxMove) (nullable): a copy of the legal moves
 * @selected: the index of the selected move in @moves, or -1
 *
 * What a position board shows (bx_position_board_get_data()).
 */
typedef struct
{
  const BxGame *game;
  BxState       state;
  BxThrow       t;
  gboolean      has_throw;
  GArray       *moves;
  int           selected;
} BxPositionData;

/**
 * BxBoardSquare:
 * @x0: the left edge of the board, in widget coordinates (pixels)
 * @y0: its top edge
 * @size: its side, in pixels
 *
 * Where a square board stands in the widget (bx_position_board_get_square()).
 */
typedef struct
{
  double x0, y0, size;
} BxBoardSquare;

/**
 * BxPositionBoardClass:
 * @locate_point: (optional) the centre of the board point @point, in widget coordinates,
 *   for the clicks; %FALSE when the point is not drawn.  By default @square_point's.
 * @square_point: (optional) for a square board (bx_position_board_get_square()): the
 *   centre of @point on the board laid out in @square, in widget coordinates
 * @point_at: (optional) the point a click at (@x, @y) is for, or %G_MININT; by default the
 *   nearest end of a legal move's first step (by @locate_point)
 * @click_aside: (optional) a click at (@x, @y) in the strip of @aside_width pixels (and 8
 *   more) at the right of the widget, off the board (on the throw)
 * @click_point: (optional) what a click on @point does; see
 *   bx_position_board_click_point() for the default
 * @describe_point: (optional) the tooltip of @point: its name and what stands on it
 *   (newly allocated), or %NULL for none
 * @n_points: the points 0 … @n_points − 1 that @locate_point (or @square_point) places,
 *   for the tooltips: the pointer is on the nearest within 24 pixels (or on @point_at's)
 * @aside_width: the width of the strip kept at the right of a square board for the throw,
 *   in pixels (0: none)
 *
 * A board that is given a position, the throw and the legal moves (from the session on
 * the play page, or bx_position_board_set_position() when it stands alone), keeps which
 * move is selected and emits ::move-chosen with the index of the move the user plays.  It
 * decides no rule.  The base does the rest: the arrow keys move the selection, Return
 * plays it, a click on the start of a legal move selects it and a click on its target
 * plays it; on the play page ::move-chosen is play.play-move, the selected move is the
 * candidate, and Space (or Return without moves) is play.roll-or-play.  A subclass draws
 * (snapshot) from bx_position_board_get_data().
 */
struct _BxPositionBoardClass
{
  BxBoardClass parent_class;

  gboolean (*locate_point) (BxPositionBoard *self,
                            int              point,
                            double          *x,
                            double          *y);
  int      (*point_at)     (BxPositionBoard *self,
                            double           x,
                            double           y);
  void     (*click_aside)  (BxPositionBoard *self,
                            double           x,
                            double           y);
  gboolean (*click_point)  (BxPositionBoard *self,
                            int              point);
  void     (*square_point) (BxPositionBoard     *self,
                            const BxBoardSquare *square,
                            int                  point,
                            double              *x,
                            double              *y);
  char    *(*describe_point) (BxPositionBoard *self,
                              int              point);
  int      n_points;
  double   aside_width;

  /*< private >*/
  gpointer padding[3];
};

void                  bx_position_board_set_position      (BxPositionBoard *self,
                                                           const BxGame    *game,
                                                           const BxState   *state,
                                                           const BxThrow   *t,
                                                           GArray          *moves);
int                   bx_position_board_get_selected      (BxPositionBoard *self);
void                  bx_position_board_select            (BxPositionBoard *self,
                                                           int              index);
gboolean              bx_position_board_click_point       (BxPositionBoard *self,
                                                           int              point);
const BxPositionData *bx_position_board_get_data          (BxPositionBoard *self);
const BxMove         *bx_position_board_get_selected_move (BxPositionBoard *self);
void                  bx_position_board_get_square        (BxPositionBoard *self,
                                                           BxBoardSquare   *square);

/* For subclasses. */
void                  bx_position_board_move_chosen       (BxPositionBoard *self,
                                                           int              index);

const char           *bx_position_board_player_text       (const BxGame    *game,
                                                           int              player);

G_END_DECLS
