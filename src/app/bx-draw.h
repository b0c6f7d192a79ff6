/* bx-draw.h: drawing helpers shared by the boards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "bx-palette.h"

G_BEGIN_DECLS

/* The smallest text drawn on a board, in pixels (bx_draw_text() raises smaller sizes). */
#define BX_DRAW_MIN_TEXT_PX 11.0

void bx_draw_text (cairo_t    *cr,
                   const char *text,
                   double      x,
                   double      y,
                   double      px,
                   gboolean    bold,
                   gboolean    centred);

double bx_draw_text_wrapped (cairo_t    *cr,
                             const char *text,
                             double      x,
                             double      y,
                             double      px,
                             gboolean    bold,
                             double      width);

void bx_draw_move_line (cairo_t      *cr,
                        const BxRgba *colour,
                        double        x0,
                        double        y0,
                        double        x1,
                        double        y1,
                        double        ring);

void bx_draw_rounded_rect (cairo_t *cr,
                           double   x,
                           double   y,
                           double   w,
                           double   h,
                           double   radius);
void bx_draw_peg (cairo_t      *cr,
                  const BxRgba *fill,
                  const BxRgba *edge,
                  double        x,
                  double        y,
                  double        r);

void bx_draw_qiong (cairo_t  *cr,
                    double    x,
                    double    y,
                    double    length,
                    gboolean  vertical,
                    int       face,
                    double    alpha);

G_END_DECLS
