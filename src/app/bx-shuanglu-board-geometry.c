/* bx-shuanglu-board-geometry.c: where the points of the 雙陸 board lie
 *
 * The layout of BxShuangluBoard (bx-shuanglu-board.c) for its allocation: the columns of the
 * twenty-four points with the 門 between the halves, the stacks of pegs on them, the boxes
 * beside the board of the pieces off it; the hit test and the order of the keyboard cursor.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-shuanglu-board-private.h"

/* Column (0–11) and row (0 top, 1 bottom) of a point. */
void
bx_shuanglu_board_point_cell (int  point,
                              int *col,
                              int *row)
{
  if (point >= 12)
    {
      *row = 0;
      *col = point - 12;
    }
  else
    {
      *row = 1;
      *col = 11 - point;
    }
}

/* The left edge of a column; the columns right of the 門 lie beyond its strip. */
double
bx_shuanglu_board_col_x (BxShuangluBoard *self,
                         int              col)
{
  return self->x0 + col * self->cw + (col >= 6 ? self->gate_w : 0);
}

/* The right edge of the field. */
static double
field_right (BxShuangluBoard *self)
{
  return self->x0 + N_COLS * self->cw + self->gate_w;
}

/* Lays the board out in an allocation of @width × @height. */
void
bx_shuanglu_board_compute_geometry (BxShuangluBoard *self,
                                    int              width,
                                    int              height)
{
  double margin = 8;
  double units_w, cw;

  /* 12 columns, the 門 strip (0.5), the rim on both sides (2 × 0.45), a gap (0.3) and the
   * column beside the board for the pieces off it (SIDE_UNITS). */
  units_w = N_COLS + 0.5 + 0.9 + 0.3 + SIDE_UNITS;
  /* The labels are about a quarter of a column: of the column the width allows, or the
   * one the height allows (with both label bands) when the board is wide and short. */
  cw = MIN (width / units_w, (height - 2 * margin) / (11.4 + 2 * 0.26 * BAND_FS));
  self->fs = CLAMP (cw * 0.26, MIN_TEXT_PX, 16);
  self->band_h = self->fs * BAND_FS;
  cw = (width - 2 * margin) / units_w;
  cw = MIN (cw, (height - 2 * margin - 2 * self->band_h) / 11.4);
  cw = MAX (cw, 8);
  self->cw = cw;
  self->gate_w = 0.5 * cw;
  self->rim = 0.45 * cw;
  self->field_h = MIN (height - 2 * margin - 2 * self->band_h - 2 * self->rim, 11 * cw);
  self->x0 = (width - units_w * cw) / 2 + self->rim;
  self->y0 = (height - self->field_h) / 2;
  self->side_x = field_right (self) + self->rim + 0.3 * cw;
  self->side_w = SIDE_UNITS * cw;
}

/* The peg radius (half its height) and the step between the pegs of a stack. */
double
bx_shuanglu_board_peg_r (BxShuangluBoard *self)
{
  return self->cw * 0.44;
}

/* The centre of the k-th piece of a stack on a point (k = 0 at the rim). */
void
bx_shuanglu_board_piece_center (BxShuangluBoard *self,
                                int              point,
                                int              k,
                                double          *x,
                                double          *y)
{
  int col, row;
  double r = bx_shuanglu_board_peg_r (self);
  double step = MIN (r * 1.7, self->field_h / 2 / VISIBLE_STACK);

  bx_shuanglu_board_point_cell (point, &col, &row);
  *x = bx_shuanglu_board_col_x (self, col) + self->cw / 2;
  k = MIN (k, VISIBLE_STACK - 1);
  if (row == 0)
    *y = self->y0 + r + 3 + k * step;
  else
    *y = self->y0 + self->field_h - r - 3 - k * step;
}

/* The rectangle of a point's column, or of the box beside the board of the pieces waiting
 * to enter (BX_POINT_BAR, the upper box) or borne off (BX_POINT_OFF, the lower one): for
 * highlights and hit tests. */
void
bx_shuanglu_board_point_rect (BxShuangluBoard *self,
                              int              point,
                              graphene_rect_t *rect)
{
  int col, row;
  double h = self->field_h / 2;
  double top = self->y0 - self->rim, side_h = self->field_h + 2 * self->rim;

  if (point == BX_POINT_BAR)
    {
      graphene_rect_init (rect, self->side_x, top, self->side_w, side_h / 2 - 4);
      return;
    }
  if (point == BX_POINT_OFF)
    {
      graphene_rect_init (rect, self->side_x, top + side_h / 2 + 4, self->side_w,
                          side_h / 2 - 4);
      return;
    }
  bx_shuanglu_board_point_cell (point, &col, &row);
  graphene_rect_init (rect, bx_shuanglu_board_col_x (self, col),
                      row == 0 ? self->y0 : self->y0 + h, self->cw, h);
}

/* The radius of the pegs in a box beside the board (BX_POINT_BAR or BX_POINT_OFF). */
double
bx_shuanglu_board_side_peg_r (BxShuangluBoard *self,
                              int              box)
{
  graphene_rect_t rect;
  double row_h;

  bx_shuanglu_board_point_rect (self, box, &rect);
  row_h = (rect.size.height - self->fs * 1.8) / 2;
  return MIN (self->cw * 0.3, row_h * 0.42);
}

static double
side_title_height (BxShuangluBoard *self,
                   int              box)
{
  return self->fs * (strchr (bx_shuanglu_board_side_title (box), ' ') != NULL ? 3.0 : 1.8);
}

/* Whether a side box's rows have room for the count's label above the pieces: the
 * label ("White 2", longer in English than 白 2) then does not push the pieces aside. */
static gboolean
side_label_above (BxShuangluBoard *self,
                  int              box)
{
  graphene_rect_t rect;

  bx_shuanglu_board_point_rect (self, box, &rect);
  return (rect.size.height - side_title_height (self, box)) / 2
         >= self->fs * 1.5 + 2 * bx_shuanglu_board_side_peg_r (self, box);
}

/**
 * bx_shuanglu_board_side_label_origin:
 * @self: a board view
 * @box: %BX_POINT_BAR or %BX_POINT_OFF
 * @player: 0 or 1
 * @x: (out): the left edge of the label of @player's count, widget coordinates
 * @y: (out): its top
 */
void
bx_shuanglu_board_side_label_origin (BxShuangluBoard *self,
                                     int              box,
                                     int              player,
                                     double          *x,
                                     double          *y)
{
  graphene_rect_t rect;
  double title_h = side_title_height (self, box), row_h, px;

  bx_shuanglu_board_point_rect (self, box, &rect);
  row_h = (rect.size.height - title_h) / 2;
  *x = rect.origin.x + 8;
  if (side_label_above (self, box))
    *y = rect.origin.y + title_h + row_h * player + self->fs * 0.1;
  else
    {
      bx_shuanglu_board_side_piece_center (self, box, player, 0, &px, y);
      *y -= self->fs * 0.7;
    }
}

/* Where the k-th piece of a player stands in a box beside the board (BX_POINT_BAR or
 * BX_POINT_OFF): White's row above Black's, under the box's title, under the count's label
 * or, where the row is too low for that, after it. */
void
bx_shuanglu_board_side_piece_center (BxShuangluBoard *self,
                                     int              box,
                                     int              player,
                                     int              k,
                                     double          *x,
                                     double          *y)
{
  graphene_rect_t rect;
  double title_h = side_title_height (self, box), row_h;
  double r = bx_shuanglu_board_side_peg_r (self, box);

  bx_shuanglu_board_point_rect (self, box, &rect);
  row_h = (rect.size.height - title_h) / 2;
  if (side_label_above (self, box))
    {
      *x = rect.origin.x + 8 + r + k * r * 1.55;
      *y = rect.origin.y + title_h + row_h * player + self->fs * 1.5 + r;
      return;
    }
  *x = rect.origin.x + 8 + self->fs * 2.6 + r + k * r * 1.55;
  *y = rect.origin.y + title_h + row_h * (player + 0.5);
}

/**
 * bx_shuanglu_board_point_at:
 * @self: a board view
 * @x: widget coordinate
 * @y: widget coordinate
 *
 * Returns: the point (0–23, %BX_POINT_BAR or %BX_POINT_OFF) at (@x, @y), or
 *   %BX_BOARD_NO_POINT
 */
int
bx_shuanglu_board_point_at (BxShuangluBoard *self,
                            double           x,
                            double           y)
{
  graphene_point_t pt = GRAPHENE_POINT_INIT (x, y);
  graphene_rect_t rect;

  g_return_val_if_fail (BX_IS_SHUANGLU_BOARD (self), BX_BOARD_NO_POINT);

  if (self->cw <= 0)
    return BX_BOARD_NO_POINT;
  bx_shuanglu_board_point_rect (self, BX_POINT_BAR, &rect);
  if (graphene_rect_contains_point (&rect, &pt))
    return BX_POINT_BAR;
  bx_shuanglu_board_point_rect (self, BX_POINT_OFF, &rect);
  if (graphene_rect_contains_point (&rect, &pt))
    return BX_POINT_OFF;
  for (int i = 0; i < BX_SHUANGLU_N_POINTS; i++)
    {
      bx_shuanglu_board_point_rect (self, i, &rect);
      if (graphene_rect_contains_point (&rect, &pt))
        return i;
    }
  return BX_BOARD_NO_POINT;
}

/**
 * bx_shuanglu_board_get_point_center:
 * @self: a board view
 * @point: a point, %BX_POINT_BAR or %BX_POINT_OFF
 * @x: (out): widget coordinate
 * @y: (out): widget coordinate
 *
 * Returns: %TRUE if the board has been laid out
 */
gboolean
bx_shuanglu_board_get_point_center (BxShuangluBoard *self,
                                    int              point,
                                    double          *x,
                                    double          *y)
{
  graphene_rect_t rect;

  g_return_val_if_fail (BX_IS_SHUANGLU_BOARD (self), FALSE);

  if (self->cw <= 0)
    return FALSE;
  bx_shuanglu_board_point_rect (self, point, &rect);
  *x = rect.origin.x + rect.size.width / 2;
  *y = rect.origin.y + rect.size.height / 2;
  return TRUE;
}

static int
visual_key (int point)
{
  if (point == BX_POINT_BAR)
    return 6;
  if (point == BX_POINT_OFF)
    return 113;
  if (point >= 12)
    return point < 18 ? point - 12 : point - 11;
  return point >= 6 ? 100 + (11 - point) : 101 + (11 - point);
}

/**
 * bx_shuanglu_board_compare_points:
 * @a: a point
 * @b: a point
 *
 * Orders points as they are drawn: the top row left to right, then the bottom row; the
 * keyboard cursor moves in this order.
 *
 * Returns: < 0, 0 or > 0
 */
int
bx_shuanglu_board_compare_points (int a,
                                  int b)
{
  return visual_key (a) - visual_key (b);
}
