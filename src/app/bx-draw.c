/* bx-draw.c: drawing helpers shared by the boards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <pango/pangocairo.h>

#include "bx-draw.h"

/**
 * bx_draw_text:
 * @cr: where to draw, with the source colour set
 * @text: the text, Chinese or not (through Pango: cairo's toy text API has no Chinese)
 * @x: the centre of the text (@centred) or its left edge, in pixels
 * @y: the middle of the text (@centred) or its top, in pixels
 * @px: the font size in pixels (at least 1)
 * @bold: whether the text is bold
 * @centred: whether (@x, @y) is the centre of the text rather than its top left corner
 *
 * Draws one line of text in the boards' serif CJK face, and leaves no current point for
 * the next figure.
 */
void
bx_draw_text (cairo_t    *cr,
              const char *text,
              double      x,
              double      y,
              double      px,
              gboolean    bold,
              gboolean    centred)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_new ();
  int w, h;

  pango_font_description_set_family (desc, "Noto Serif CJK TC, Noto Sans CJK TC, serif");
  pango_font_description_set_absolute_size (desc, MAX (px, 1.0) * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, centred ? x - w / 2.0 : x, centred ? y - h / 2.0 : y);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
  pango_font_description_free (desc);
  g_object_unref (layout);
}

/**
 * bx_draw_move_line:
 * @cr: where to draw
 * @colour: the colour of the line and the ring (the palette's select)
 * @x0: the start of the move, in pixels
 * @y0: the start of the move
 * @x1: its target, in pixels
 * @y1: its target
 * @ring: the radius of the ring drawn round the target, in pixels
 *
 * Draws the selected move of a board: a line 4 pixels wide from its start to its target,
 * and a ring round the target.
 */
void
bx_draw_move_line (cairo_t      *cr,
                   const BxRgba *colour,
                   double        x0,
                   double        y0,
                   double        x1,
                   double        y1,
                   double        ring)
{
  bx_rgba_use (cr, colour);
  cairo_set_line_width (cr, 4);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairo_stroke (cr);
  cairo_arc (cr, x1, y1, ring, 0, 2 * G_PI);
  cairo_stroke (cr);
}
