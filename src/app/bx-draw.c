/* bx-draw.c: drawing helpers shared by the boards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <pango/pangocairo.h>

#include "bx-draw.h"
#include "bx-text-util.h"

/* @text as a board shows it: under a simplified-Chinese UI (zh_CN) converted with
 * bx_to_simplified(), as the move words are; else as written (traditional).  The
 * conversions are kept, as a board draws the same few labels every frame.  Main thread. */
static const char *
text_for_script (const char *text)
{
  static GHashTable *simplified = NULL;
  const char *hit;

  if (bx_ui_script (NULL) != BX_UI_SCRIPT_SIMPLIFIED)
    return text;
  if (simplified == NULL)
    simplified = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  hit = g_hash_table_lookup (simplified, text);
  if (hit == NULL)
    {
      char *converted = bx_to_simplified (text);

      g_hash_table_insert (simplified, g_strdup (text), converted);
      hit = converted;
    }
  return hit;
}

/**
 * bx_draw_text:
 * @cr: where to draw, with the source colour set
 * @text: the text, Chinese or not (through Pango: cairo's toy text API has no Chinese)
 * @x: the centre of the text (@centred) or its left edge, in pixels
 * @y: the middle of the text (@centred) or its top, in pixels
 * @px: the font size in pixels; below %BX_DRAW_MIN_TEXT_PX it is raised to it, so that
 *   nothing written on a board is too small to read
 * @bold: whether the text is bold
 * @centred: whether (@x, @y) is the centre of the text rather than its top left corner
 *
 * Draws one line of text in the boards' serif CJK face, and leaves no current point for
 * the next figure.  Under a simplified-Chinese UI (zh_CN) the text is converted to
 * simplified characters, as the move words are (bx_to_simplified()).
 */
/* A layout of @text in the boards' face at @px (at least BX_DRAW_MIN_TEXT_PX). */
static PangoLayout *
board_text_layout (cairo_t    *cr,
                   const char *text,
                   double      px,
                   gboolean    bold)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_new ();
  gboolean sc = bx_ui_script (NULL) == BX_UI_SCRIPT_SIMPLIFIED;

  text = text_for_script (text);
  pango_font_description_set_family (desc, sc ? "Noto Serif CJK SC, Noto Sans CJK SC, serif"
                                     : "Noto Serif CJK TC, Noto Sans CJK TC, serif");
  pango_font_description_set_absolute_size (desc, MAX (px, BX_DRAW_MIN_TEXT_PX) * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_font_description_free (desc);
  return layout;
}

void
bx_draw_text (cairo_t    *cr,
              const char *text,
              double      x,
              double      y,
              double      px,
              gboolean    bold,
              gboolean    centred)
{
  PangoLayout *layout = board_text_layout (cr, text, px, bold);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, centred ? x - w / 2.0 : x, centred ? y - h / 2.0 : y);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
  g_object_unref (layout);
}

/**
 * bx_draw_text_wrapped:
 * @cr: where to draw, with the source colour set
 * @text: the text
 * @x: its left edge, in pixels
 * @y: its top, in pixels
 * @px: the font size in pixels (raised to %BX_DRAW_MIN_TEXT_PX as by bx_draw_text())
 * @bold: whether the text is bold
 * @width: the width to wrap the text in, in pixels (at words, or between characters)
 *
 * Draws @text as bx_draw_text() does from its top left corner, in as many lines as
 * @width needs, rather than past the edge.
 *
 * Returns: the height drawn, in pixels
 */
double
bx_draw_text_wrapped (cairo_t    *cr,
                      const char *text,
                      double      x,
                      double      y,
                      double      px,
                      gboolean    bold,
                      double      width)
{
  PangoLayout *layout = board_text_layout (cr, text, px, bold);
  int h;

  pango_layout_set_width (layout, (int) (MAX (width, 1) * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_get_pixel_size (layout, NULL, &h);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
  g_object_unref (layout);
  return h;
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

/**
 * bx_draw_rounded_rect:
 * @cr: where to draw
 * @x: the rectangle's left edge, in pixels
 * @y: its top edge, in pixels
 * @w: its width, in pixels
 * @h: its height, in pixels
 * @radius: the corners' radius, in pixels (at most half of @w and of @h)
 *
 * Adds a closed sub-path of a rectangle with rounded corners to @cr's path, for the caller
 * to fill or stroke.
 */
void
bx_draw_rounded_rect (cairo_t *cr,
                      double   x,
                      double   y,
                      double   w,
                      double   h,
                      double   radius)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + w - radius, y + h - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + h - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/**
 * bx_draw_peg:
 * @cr: where to draw
 * @fill: the colour of the wood (or bone) of the peg
 * @edge: the colour of its outline
 * @x: the centre of the peg's footprint, in pixels
 * @y: the middle of the peg's height, in pixels
 * @r: half the peg's height, in pixels; the peg is about 1.5 @r wide
 *
 * Draws one 雙陸 馬 as the plates of 譜雙 and the surviving pieces show it: a turned peg
 * seen from a little above, a round foot, a waisted body and a ball head, lit from the top
 * left.  It spans @y − @r to @y + @r.
 */
void
bx_draw_peg (cairo_t      *cr,
             const BxRgba *fill,
             const BxRgba *edge,
             double        x,
             double        y,
             double        r)
{
  double foot_y = y + r * 0.72, foot_w = r * 0.74, foot_h = r * 0.26;
  double neck_y = y - r * 0.30, neck_w = r * 0.26;
  double head_y = y - r * 0.56, head_r = r * 0.42;
  double lw = MAX (1.0, r * 0.07);

  /* The shadow on the board. */
  cairo_new_path (cr);
  cairo_save (cr);
  cairo_translate (cr, x + r * 0.12, foot_y + r * 0.06);
  cairo_scale (cr, foot_w * 1.1, foot_h * 1.1);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.28);
  cairo_fill (cr);

  /* The foot and the body: the lower half of the foot's ellipse, then up the waist. */
  cairo_new_path (cr);
  cairo_save (cr);
  cairo_translate (cr, x, foot_y);
  cairo_scale (cr, foot_w, foot_h);
  cairo_arc (cr, 0, 0, 1, 0, G_PI);
  cairo_restore (cr);
  cairo_curve_to (cr, x - foot_w, foot_y - r * 0.4, x - neck_w * 1.6, neck_y + r * 0.2,
                  x - neck_w, neck_y);
  cairo_line_to (cr, x + neck_w, neck_y);
  cairo_curve_to (cr, x + neck_w * 1.6, neck_y + r * 0.2, x + foot_w, foot_y - r * 0.4,
                  x + foot_w, foot_y);
  cairo_close_path (cr);
  bx_rgba_use (cr, fill);
  cairo_fill_preserve (cr);
  bx_rgba_use (cr, edge);
  cairo_set_line_width (cr, lw);
  cairo_stroke (cr);

  /* The rim of the foot, seen from above. */
  cairo_new_path (cr);
  cairo_save (cr);
  cairo_translate (cr, x, foot_y);
  cairo_scale (cr, foot_w, foot_h);
  cairo_arc (cr, 0, 0, 1, G_PI, 2 * G_PI);
  cairo_restore (cr);
  bx_rgba_use_alpha (cr, edge, 0.5);
  cairo_set_line_width (cr, lw * 0.8);
  cairo_stroke (cr);

  /* The head. */
  cairo_new_path (cr);
  cairo_arc (cr, x, head_y, head_r, 0, 2 * G_PI);
  bx_rgba_use (cr, fill);
  cairo_fill_preserve (cr);
  bx_rgba_use (cr, edge);
  cairo_set_line_width (cr, lw);
  cairo_stroke (cr);
  /* Its light. */
  cairo_new_path (cr);
  cairo_arc (cr, x - head_r * 0.35, head_y - head_r * 0.35, head_r * 0.3, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.45);
  cairo_fill (cr);
}

/**
 * bx_draw_qiong:
 * @cr: where to draw
 * @x: the centre of the 瓊, in pixels
 * @y: the centre of the 瓊, in pixels
 * @length: its length from point to point, in pixels (its width is three fifths of it)
 * @vertical: whether it lies along the y axis rather than the x axis
 * @face: the face up: 1 塞, 2 白, 3 黑 (one, two or three strokes), 4 五 (blank), 0 none
 * @alpha: its opacity, from 0 to 1 (a faded or used throw)
 *
 * Draws the 塞 瓊 the one way every view shows it: a long bone die with pointed ends
 * (古博經: 1.3 寸 square, 1.5 寸 long), the strokes of the face up cut across it.
 */
void
bx_draw_qiong (cairo_t  *cr,
               double    x,
               double    y,
               double    length,
               gboolean  vertical,
               int       face,
               double    alpha)
{
  double half = length / 2, wid = length * 0.3, tip = length * 0.16;
  int strokes = face >= 1 && face <= 3 ? face : 0;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  if (vertical)
    cairo_rotate (cr, G_PI / 2);
  cairo_new_path (cr);
  cairo_move_to (cr, -half, 0);
  cairo_line_to (cr, -half + tip, -wid);
  cairo_line_to (cr, half - tip, -wid);
  cairo_line_to (cr, half, 0);
  cairo_line_to (cr, half - tip, wid);
  cairo_line_to (cr, -half + tip, wid);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.96, 0.92, 0.82, alpha);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.3, 0.2, 0.1, alpha);
  cairo_set_line_width (cr, MAX (1.2, length / 60));
  cairo_stroke (cr);
  /* The edges where the points begin. */
  cairo_move_to (cr, -half + tip, -wid);
  cairo_line_to (cr, -half + tip, wid);
  cairo_move_to (cr, half - tip, -wid);
  cairo_line_to (cr, half - tip, wid);
  cairo_set_line_width (cr, MAX (0.8, length / 120));
  cairo_stroke (cr);
  /* The strokes cut in the face: 塞 one, 白 two, 黑 three, 五 none. */
  cairo_set_source_rgba (cr, 0.15, 0.08, 0.04, alpha);
  cairo_set_line_width (cr, MAX (2.0, length * 0.045));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int k = 0; k < strokes; k++)
    {
      double sx = (k - (strokes - 1) / 2.0) * length * 0.14;

      cairo_move_to (cr, sx, -wid * 0.6);
      cairo_line_to (cr, sx, wid * 0.6);
    }
  cairo_stroke (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_restore (cr);
}
