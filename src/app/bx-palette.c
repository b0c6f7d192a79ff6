/* bx-palette.c: the colours of the boards, in a light and a dark variant
 *
 * One table per variant.  The dark one keeps a board readable on a dark window: a dark
 * wood with light lines and names, and a lighter field under dark marks where a mark is
 * dark in both (the 雙陸 points).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "bx-palette.h"

#define HEX(h, alpha) { (((h) >> 16) & 0xff) / 255.0, (((h) >> 8) & 0xff) / 255.0, \
                        ((h) & 0xff) / 255.0, (alpha) }

/* The colours that do not change with the style. */
#define FIXED \
  .red = HEX (0xb82e26, 1), \
  .piece_fill = { HEX (0xfcfcfc, 1), HEX (0x241f31, 1) }

static const BxPalette light = {
  FIXED,
  .paper = { 0.98, 0.96, 0.92, 1 },
  .frame = HEX (0x865e3c, 1),
  .wood = { 0.87, 0.74, 0.52, 1 },
  .lines = { 0.3, 0.17, 0.07, 1 },
  .labels = { 0.25, 0.12, 0.04, 0.75 },
  .ink = { 0.2, 0.12, 0.06, 1 },
  .dim_ink = { 0.3, 0.25, 0.2, 0.85 },
  .water = { 0.55, 0.72, 0.82, 0.55 },
  .water_name = HEX (0x163450, 1),
  .select = { 0.1, 0.45, 0.2, 0.85 },
  .shadow = { 0, 0, 0, 0.25 },
  .piece_edge = { HEX (0x77767b, 1), HEX (0x000000, 1) },
  .piece_label = { HEX (0x5e5c64, 1), HEX (0x241f31, 1) },

  .field = HEX (0xd9b27c, 1),
  .inlay = HEX (0xf7ecd6, 1),
  .carpet = HEX (0x2e6e6a, 1),
  .carpet_rim = HEX (0x1f4f4c, 1),
  .carpet_lane = HEX (0xf6f5f0, 1),

  .unused = { 0.45, 0.3, 0.15, 0.18 },
  .ring = { 0.96, 0.89, 0.74, 1 },
  .jing = { 0.78, 0.86, 0.93, 1 },
  .zhong = { 0.80, 0.90, 0.78, 1 },
  .zhong_name = { 0.15, 0.4, 0.15, 0.7 },
  .crossing = { 0.86, 0.55, 0.45, 1 },
  .centre = { 0.83, 0.86, 0.80, 1 },
  .grid = { 0.45, 0.3, 0.15, 1 },
  .outline = { { 0.35, 0.22, 0.1, 1 }, { 0.35, 0.22, 0.1, 1 } },
  .jue_edge = { { 0.55, 0.45, 0.35, 1 }, { 0.4, 0.1, 0.1, 1 } },
  .stick = { { 0.85, 0.8, 0.72, 1 }, { 0.3, 0.2, 0.1, 1 } },
};

static const BxPalette dark_variant = {
  FIXED,
  .paper = HEX (0x2a2521, 1),
  .frame = HEX (0x3d2b1f, 1),
  .wood = HEX (0x4a3727, 1),
  .lines = HEX (0xd9bd94, 1),
  .labels = HEX (0xf5e3c7, 0.8),
  .ink = HEX (0xeeeae4, 1),
  .dim_ink = HEX (0xeeeae4, 0.65),
  .water = HEX (0x3d6280, 0.7),
  .water_name = HEX (0xdcecff, 1),
  .select = HEX (0x8ff0a4, 0.9),
  .shadow = HEX (0x000000, 0.45),
  .piece_edge = { HEX (0x77767b, 1), HEX (0xdeddda, 1) },
  .piece_label = { HEX (0xf6f5f4, 1), HEX (0xc0bfbc, 1) },

  /* A lighter wood than the frame, so that both colours of pegs stand out on it. */
  .field = HEX (0x7a5a3c, 1),
  .inlay = HEX (0xd9c29c, 1),
  .carpet = HEX (0x245a57, 1),
  .carpet_rim = HEX (0x163d3b, 1),
  .carpet_lane = HEX (0xdedcd4, 1),

  .unused = HEX (0x000000, 0.25),
  .ring = HEX (0x7d6247, 1),
  .jing = HEX (0x435a70, 1),
  .zhong = HEX (0x486545, 1),
  .zhong_name = HEX (0xb8ebb3, 0.75),
  .crossing = HEX (0x8a4a3c, 1),
  .centre = HEX (0x55594f, 1),
  .grid = HEX (0x241a12, 1),
  .outline = { HEX (0x241a12, 1), HEX (0xc0bfbc, 1) },
  .jue_edge = { HEX (0x9a8d80, 1), HEX (0xe8a097, 1) },
  .stick = { HEX (0x4d4640, 1), HEX (0xe6c79a, 1) },
};

static void
rgba_from_gdk (BxRgba        *out,
               const GdkRGBA *in)
{
  *out = (BxRgba) { in->red, in->green, in->blue, in->alpha };
}

/**
 * bx_palette_fill:
 * @palette: (out caller-allocates): the palette to fill
 * @widget: (nullable): the widget whose style gives the text and accent colours
 * @dark: the dark variant rather than the light one
 *
 * Fills @palette with the board colours of a style.
 */
void
bx_palette_fill (BxPalette *palette,
                 GtkWidget *widget,
                 gboolean   dark)
{
  GdkRGBA color;

  g_return_if_fail (palette != NULL);

  *palette = dark ? dark_variant : light;
  palette->text = palette->ink;
  palette->accent = (BxRgba) HEX (0x3584e4, 1);
  if (widget != NULL)
    {
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      GtkStyleContext *context = gtk_widget_get_style_context (widget);

      gtk_style_context_get_color (context, &color);
      rgba_from_gdk (&palette->text, &color);
      if (gtk_style_context_lookup_color (context, "accent_bg_color", &color))
        rgba_from_gdk (&palette->accent, &color);
      G_GNUC_END_IGNORE_DEPRECATIONS
    }
  palette->dim_text = palette->text;
  palette->dim_text.a *= 0.6;
}

static double
linear (double channel)
{
  return channel <= 0.04045 ? channel / 12.92 : pow ((channel + 0.055) / 1.055, 2.4);
}

/**
 * bx_rgba_luminance:
 * @colour: an opaque colour
 *
 * Returns: its relative luminance after WCAG 2.1 (0 black, 1 white); alpha is ignored
 */
double
bx_rgba_luminance (const BxRgba *colour)
{
  g_return_val_if_fail (colour != NULL, 0);

  return 0.2126 * linear (colour->r) + 0.7152 * linear (colour->g)
         + 0.0722 * linear (colour->b);
}

/**
 * bx_rgba_contrast:
 * @fg: the colour of text or a mark, maybe translucent
 * @bg: the opaque colour under it
 *
 * The WCAG 2.1 contrast ratio of @fg, composited over @bg by its alpha, against @bg.
 * AA asks 4.5 for text, 3 for large text and marks.
 *
 * Returns: the ratio, from 1 to 21
 */
double
bx_rgba_contrast (const BxRgba *fg,
                  const BxRgba *bg)
{
  BxRgba over;
  double a, b;

  g_return_val_if_fail (fg != NULL && bg != NULL, 1);

  over = (BxRgba) { fg->r * fg->a + bg->r * (1 - fg->a), fg->g * fg->a + bg->g * (1 - fg->a),
                    fg->b * fg->a + bg->b * (1 - fg->a), 1 };
  a = bx_rgba_luminance (&over);
  b = bx_rgba_luminance (bg);
  return (MAX (a, b) + 0.05) / (MIN (a, b) + 0.05);
}

/**
 * bx_rgba_use:
 * @cr: a cairo context
 * @colour: a colour
 *
 * Sets @colour as the source of @cr.
 */
void
bx_rgba_use (cairo_t      *cr,
             const BxRgba *colour)
{
  cairo_set_source_rgba (cr, colour->r, colour->g, colour->b, colour->a);
}

/**
 * bx_rgba_use_alpha:
 * @cr: a cairo context
 * @colour: a colour
 * @alpha: a factor of its alpha, from 0 to 1
 *
 * Sets @colour, @alpha times as opaque, as the source of @cr.
 */
void
bx_rgba_use_alpha (cairo_t      *cr,
                   const BxRgba *colour,
                   double        alpha)
{
  cairo_set_source_rgba (cr, colour->r, colour->g, colour->b, colour->a * alpha);
}
