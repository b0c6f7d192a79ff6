/* bx-shuanglu-board-private.h: what the files of BxShuangluBoard share (bx-shuanglu-board.c,
 * the layout of the points in bx-shuanglu-board-geometry.c, the drawing in
 * bx-shuanglu-board-draw.c, the names and labels in bx-shuanglu-board-labels.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-shuanglu.h"
#include "bx-shuanglu-board.h"

G_BEGIN_DECLS

#define N_COLS 12
#define VISIBLE_STACK 5
/* The smallest text on the board, in pixels. */
#define MIN_TEXT_PX 11.0
/* The label band outside each long side, in units of the label size: the point's name
 * written downwards (three characters), the 宫 bracket, the 門 and 胲 of each side. */
#define NAME_AT 0.4
#define NAME_H 3.15
#define BRACKET_AT (NAME_AT + NAME_H + 0.45)
#define ROLE_AT (BRACKET_AT + 0.95)
#define BAND_FS (ROLE_AT + 0.8)
/* The width of the column beside the board, in columns. */
#define SIDE_UNITS 3.0
/* The least column width at which the labels of neighbouring columns (黑門 beside 黑胲) do
 * not overlap at MIN_TEXT_PX; the board's minimum size is the one that gives it. */
#define MIN_CW 17
#define MIN_WIDTH ((int) (16 + (N_COLS + 0.5 + 0.9 + 0.3 + SIDE_UNITS) * MIN_CW + 1))
#define MIN_HEIGHT ((int) (16 + 2 * MIN_TEXT_PX * BAND_FS + 11.4 * MIN_CW + 1))

struct _BxShuangluBoard
{
  BxBoard     parent_instance;

  BxSession  *session;   /* not owned */
  int         picked;
  int         cursor;
  int         hover;

  /* The geometry of the last allocation. */
  double      x0, y0;    /* top left of the playing field */
  double      cw;        /* column width */
  double      gate_w;    /* the strip of the 門 in the middle of each long side */
  double      rim;       /* the rim round the field, where the 梁 are marked */
  double      field_h;   /* height of the playing field */
  double      band_h;    /* label band above and below */
  double      fs;        /* the size of the labels, in pixels (at least MIN_TEXT_PX) */
  double      side_x;    /* the boxes beside the board: pieces to enter, borne off */
  double      side_w;
};

/* bx-shuanglu-board.c */
void        bx_shuanglu_board_displayed_position (BxShuangluBoard *self,
                                                  BxShuangluState *out,
                                                  int             *mover);

/* bx-shuanglu-board-geometry.c */
void        bx_shuanglu_board_point_cell         (int              point,
                                                  int             *col,
                                                  int             *row);
double      bx_shuanglu_board_col_x              (BxShuangluBoard *self,
                                                  int              col);
void        bx_shuanglu_board_compute_geometry   (BxShuangluBoard *self,
                                                  int              width,
                                                  int              height);
double      bx_shuanglu_board_peg_r              (BxShuangluBoard *self);
void        bx_shuanglu_board_piece_center       (BxShuangluBoard *self,
                                                  int              point,
                                                  int              k,
                                                  double          *x,
                                                  double          *y);
void        bx_shuanglu_board_point_rect         (BxShuangluBoard *self,
                                                  int              point,
                                                  graphene_rect_t *rect);
double      bx_shuanglu_board_side_peg_r         (BxShuangluBoard *self,
                                                  int              box);
void        bx_shuanglu_board_side_label_origin  (BxShuangluBoard *self,
                                                  int              box,
                                                  int              player,
                                                  double          *x,
                                                  double          *y);
void        bx_shuanglu_board_side_piece_center  (BxShuangluBoard *self,
                                                  int              box,
                                                  int              player,
                                                  int              k,
                                                  double          *x,
                                                  double          *y);

/* bx-shuanglu-board-draw.c */
void        bx_shuanglu_board_paint              (BxShuangluBoard *self,
                                                  cairo_t         *cr,
                                                  int              width,
                                                  int              height);

/* bx-shuanglu-board-labels.c */
void        bx_shuanglu_board_draw_labels        (BxShuangluBoard *self,
                                                  cairo_t         *cr,
                                                  const BxPalette *p);
const char *bx_shuanglu_board_side_title         (int              box);
char       *bx_shuanglu_board_point_tooltip      (BxShuangluBoard *self,
                                                  int              point);

G_END_DECLS
