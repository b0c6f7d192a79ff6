/* test-palette.c: the board colours are readable: WCAG 2.1 contrast of text on what it
 * is drawn on, in the light and the dark variant (no display needed)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>

#include "bx-palette.h"

/* libadwaita 1.2's window and view backgrounds, under the text drawn beside a board. */
static const BxRgba window_bg[2] = { { 0xfa / 255.0, 0xfa / 255.0, 0xfa / 255.0, 1 },
                                     { 0x24 / 255.0, 0x24 / 255.0, 0x24 / 255.0, 1 } };
static const BxRgba view_bg[2] = { { 1, 1, 1, 1 },
                                   { 0x1e / 255.0, 0x1e / 255.0, 0x1e / 255.0, 1 } };

static BxRgba
over (const BxRgba *fg,
      const BxRgba *bg)
{
  return (BxRgba) { fg->r * fg->a + bg->r * (1 - fg->a), fg->g * fg->a + bg->g * (1 - fg->a),
                    fg->b * fg->a + bg->b * (1 - fg->a), 1 };
}

static void
check (const char   *what,
       int           dark,
       const BxRgba *fg,
       const BxRgba *bg,
       double        least)
{
  double ratio = bx_rgba_contrast (fg, bg);

  if (ratio < least)
    g_test_message ("%s (%s): %.2f < %.1f", what, dark ? "dark" : "light", ratio, least);
  g_assert_cmpfloat (ratio, >=, least);
}

static void
test_contrast_extremes (void)
{
  BxRgba black = { 0, 0, 0, 1 }, white = { 1, 1, 1, 1 }, clear = { 0, 0, 0, 0 };

  g_assert_cmpfloat_with_epsilon (bx_rgba_contrast (&black, &white), 21.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (bx_rgba_contrast (&white, &white), 1.0, 1e-6);
  /* A transparent colour is the background itself. */
  g_assert_cmpfloat_with_epsilon (bx_rgba_contrast (&clear, &white), 1.0, 1e-6);
}

/* Text (AA: 4.5) and marks (3) of every board, on what they are drawn on. */
static void
test_text_contrast (void)
{
  for (int dark = 0; dark < 2; dark++)
    {
      BxPalette p;
      BxRgba water;

      bx_palette_fill (&p, NULL, dark);
      /* 六博's, 塞's and 儒棋's side text, beside the board on the window. */
      check ("ink on the window", dark, &p.ink, &window_bg[dark], 4.5);
      check ("ink on a view", dark, &p.ink, &view_bg[dark], 4.5);
      check ("dim ink on the window", dark, &p.dim_ink, &window_bg[dark], 4.5);
      check ("ink on paper", dark, &p.ink, &p.paper, 4.5);
      check ("dim ink on paper", dark, &p.dim_ink, &p.paper, 4.5);
      /* The names on the boards. */
      check ("labels on the wood", dark, &p.labels, &p.wood, 4.5);
      check ("lines on the wood", dark, &p.lines, &p.wood, 3.0);
      water = over (&p.water, &p.wood);
      check ("水 on the water", dark, &p.water_name, &water, 4.5);
      check ("梁 inlay on the rim", dark, &p.inlay, &p.frame, 3.0);
      check ("white lanes on the carpet", dark, &p.carpet_lane, &p.carpet, 3.0);
      check ("a stack's count", dark, &p.piece_fill[0], &p.piece_fill[1], 4.5);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/app/palette/contrast/extremes", test_contrast_extremes);
  g_test_add_func ("/app/palette/contrast/text", test_text_contrast);
  return g_test_run ();
}
