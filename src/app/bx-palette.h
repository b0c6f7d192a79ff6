/* bx-palette.h: the colours of the boards, in a light and a dark variant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A colour for cairo: red, green, blue and alpha from 0 to 1. */
typedef struct
{
  double r, g, b, a;
} BxRgba;

/**
 * BxPalette:
 *
 * Every colour a board draws with, by role.  The shared roles come first; a family whose
 * board has marks of its own has a few roles of its own after them.  Index 0 of a pair is
 * White (the first side), index 1 Black.  bx_palette_fill() gives the light or the dark
 * variant; the pieces, the dice and red keep their colours in both.
 */
typedef struct
{
  /* From the widget's style (CSS): text beside the board, and the accent. */
  BxRgba text;
  BxRgba dim_text;
  BxRgba accent;

  /* Shared by the boards. */
  BxRgba paper;          /* behind a board that fills its widget */
  BxRgba frame;          /* a board's frame and bar */
  BxRgba wood;           /* a board's field */
  BxRgba lines;          /* lines and marks drawn on the wood */
  BxRgba labels;         /* names written on the wood */
  BxRgba ink;            /* text beside a board drawn on paper */
  BxRgba dim_ink;
  BxRgba water;          /* 水 */
  BxRgba water_name;
  BxRgba select;         /* the selected move */
  BxRgba shadow;
  BxRgba red;            /* red marks, the same in both variants */
  BxRgba piece_fill[2];
  BxRgba piece_edge[2];
  BxRgba piece_label[2]; /* the count on a stack */

  /* 雙陸: the bare field inside the rim, the bone inlay of the 梁 and 門 marks, and 大食's
   * carpet (青地白路, pushuang.dashi.2): its ground, its border and its white lanes. */
  BxRgba field;
  BxRgba inlay;
  BxRgba carpet;
  BxRgba carpet_rim;
  BxRgba carpet_lane;

  /* 儒棋: the lanes and crossings, the outline of pieces, 爵 and 算. */
  BxRgba unused;
  BxRgba ring;
  BxRgba jing;
  BxRgba zhong;
  BxRgba zhong_name;
  BxRgba crossing;
  BxRgba centre;
  BxRgba grid;
  BxRgba outline[2];
  BxRgba jue_edge[2];
  BxRgba stick[2];
} BxPalette;

void bx_palette_fill     (BxPalette    *palette,
                          GtkWidget    *widget,
                          gboolean      dark);
double bx_rgba_luminance (const BxRgba *colour);
double bx_rgba_contrast  (const BxRgba *fg,
                          const BxRgba *bg);
void bx_rgba_use         (cairo_t      *cr,
                          const BxRgba *colour);
void bx_rgba_use_alpha   (cairo_t      *cr,
                          const BxRgba *colour,
                          double        alpha);

G_END_DECLS
