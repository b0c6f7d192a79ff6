/* bx-sai-board.c: the 塞 board and the 瓊, drawn with GtkSnapshot (see bx-sai-board.h)
 *
 * 代弈: five lanes of five cells, Red's base row at the bottom.  代博: the 博 board of
 * bx-bo-board.h with its T, L and V marks, the square (水), the four circles and the
 * names of 許博昌's verse; pieces stand on the stations of the track, the 梟 larger and
 * marked 梟.  The 瓊 is drawn as a long die with pointed ends (古博經: 1.3 寸 square,
 * 1.5 寸 long) showing the strokes of the face thrown.
 *
 * The keys and clicks are BxPositionBoard's; a click on the 瓊 plays the move "throw".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

#include <adwaita.h>

#include "bx-draw.h"
#include "bx-sai-board.h"
#include "games/bx-bo-board.h"
#include "games/bx-sai.h"

struct _BxSaiBoard
{
  BxPositionBoard       parent_instance;

  const BxPalette      *pal;  /* the colours, read at each drawing */
  const BxPositionData *pos;  /* what the board shows (BxPositionBoard) */
};

G_DEFINE_FINAL_TYPE (BxSaiBoard, bx_sai_board, BX_TYPE_POSITION_BOARD)

/* The least side of the board's square, in pixels: 11 px station names (size × 0.03). */
#define MIN_SQUARE 374
#define QIONG_W 150.0

/* Statics */

typedef BxBoardSquare Geometry;

/* Board point → widget coordinates. */
static void
point_xy (BxPositionBoard *board,
          const Geometry  *g,
          int              point,
          double          *x,
          double          *y)
{
  BxSaiBoard *self = BX_SAI_BOARD (board);

  if (bx_sai_get_layout (self->pos->game) == BX_SAI_LAYOUT_LANES)
    {
      int lanes = bx_sai_get_lanes (self->pos->game), cells = bx_sai_get_cells (self->pos->game);
      double cw = g->size / lanes, ch = g->size / cells;
      *x = g->x0 + (point % lanes + 0.5) * cw;
      *y = g->y0 + (cells - 1 - point / lanes + 0.5) * ch;
      return;
    }
  if (point == BX_BO_CENTRE)
    {
      *x = g->x0 + g->size / 2;
      *y = g->y0 + g->size / 2;
      return;
    }
  *x = g->x0 + (bx_bo_point (point)->x + 1) / 2 * g->size;
  *y = g->y0 + (bx_bo_point (point)->y + 1) / 2 * g->size;
}

static void
draw_piece (cairo_t *cr,
            double   x,
            double   y,
            double   r,
            int      player,
            gboolean xiao,
            int      count)
{
  cairo_new_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  if (player == 0)
    cairo_set_source_rgb (cr, 0.75, 0.18, 0.14);
  else
    cairo_set_source_rgb (cr, 0.96, 0.94, 0.88);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, xiao ? 3.0 : 1.5);
  cairo_set_source_rgb (cr, 0.15, 0.1, 0.05);
  cairo_stroke (cr);
  if (xiao)
    {
      if (player == 0)
        cairo_set_source_rgb (cr, 1, 1, 1);
      else
        cairo_set_source_rgb (cr, 0.2, 0.1, 0.05);
      bx_draw_text (cr, "梟", x, y, r * 0.95, TRUE, TRUE);
    }
  if (count > 1)
    {
      /* A stack: its count in a badge at the top right, clear of the 梟's name. */
      g_autofree char *n = g_strdup_printf ("%d", count);
      double bx = x + r * 0.8, by = y - r * 0.8, br = MAX (r * 0.55, 7.0);

      cairo_new_path (cr);
      cairo_arc (cr, bx, by, br, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.15, 0.1, 0.05);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.96, 0.94, 0.88);
      cairo_set_line_width (cr, 1.0);
      cairo_stroke (cr);
      bx_draw_text (cr, n, bx, by, br * 1.3, TRUE, TRUE);
    }
}

/* The distance of a corner label's centre from its cell's corner, in pixels. */
#define LABEL_INSET 10.0

/* A lane's or cell's name centred at @x, @y: bold ink on a patch of the wood. */
static void
draw_corner_label (BxSaiBoard *self,
                   cairo_t    *cr,
                   const char *text,
                   double      x,
                   double      y)
{
  double r = BX_DRAW_MIN_TEXT_PX * 0.75;

  cairo_new_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  bx_rgba_use_alpha (cr, &self->pal->wood, 0.85);
  cairo_fill (cr);
  bx_rgba_use (cr, &self->pal->ink);
  bx_draw_text (cr, text, x, y, BX_DRAW_MIN_TEXT_PX + 1, TRUE, TRUE);
}

static void
draw_lanes (BxSaiBoard     *self,
            cairo_t        *cr,
            const Geometry *g)
{
  int lanes = bx_sai_get_lanes (self->pos->game), cells = bx_sai_get_cells (self->pos->game);
  double cw = g->size / lanes, ch = g->size / cells;

  cairo_rectangle (cr, g->x0, g->y0, g->size, g->size);
  bx_rgba_use (cr, &self->pal->wood);
  cairo_fill (cr);
  bx_rgba_use (cr, &self->pal->lines);
  cairo_set_line_width (cr, 1.5);
  for (int i = 0; i <= lanes; i++)
    {
      cairo_move_to (cr, g->x0 + i * cw, g->y0);
      cairo_line_to (cr, g->x0 + i * cw, g->y0 + g->size);
    }
  for (int j = 0; j <= cells; j++)
    {
      cairo_move_to (cr, g->x0, g->y0 + j * ch);
      cairo_line_to (cr, g->x0 + g->size, g->y0 + j * ch);
    }
  cairo_stroke (cr);
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < lanes; i++)
      {
        double x, y;
        point_xy (BX_POSITION_BOARD (self), g,
                  bx_sai_piece_point (self->pos->game, &self->pos->state, p, i), &x, &y);
        draw_piece (cr, x, y, MIN (cw, ch) * 0.33, p, FALSE, 1);
      }
  /* The lanes' letters and the cells' numbers, in the corners the round pieces leave free,
   * over the pieces and on a patch of the wood, so that nothing hides them. */
  for (int i = 0; i < lanes; i++)
    {
      char name[4] = { (char) ('a' + i), 0 };
      draw_corner_label (self, cr, name, g->x0 + (i + 1) * cw - LABEL_INSET,
                         g->y0 + g->size - LABEL_INSET);
    }
  for (int j = 0; j < cells; j++)
    {
      g_autofree char *n = g_strdup_printf ("%d", j + 1);
      draw_corner_label (self, cr, n, g->x0 + LABEL_INSET,
                         g->y0 + (cells - 1 - j) * ch + LABEL_INSET);
    }
}

static void
draw_track (BxSaiBoard     *self,
            cairo_t        *cr,
            const Geometry *g)
{
  const BxBoSegment *segs;
  guint n = bx_bo_segments (&segs);
  double s = g->size;
  double cx = g->x0 + s / 2, cy = g->y0 + s / 2;
  double unit = s / 2;
  guint counts[2][BX_BO_N_POINTS + 1] = { { 0 } };
  gboolean xiao_at[2][BX_BO_N_POINTS + 1] = { { 0 } };

  cairo_rectangle (cr, g->x0, g->y0, s, s);
  bx_rgba_use (cr, &self->pal->wood);
  cairo_fill_preserve (cr);
  bx_rgba_use (cr, &self->pal->lines);
  cairo_set_line_width (cr, 3);
  cairo_stroke (cr);
  /* 水: the square. */
  cairo_rectangle (cr, cx - BX_BO_SQUARE_HALF * unit, cy - BX_BO_SQUARE_HALF * unit,
                   2 * BX_BO_SQUARE_HALF * unit, 2 * BX_BO_SQUARE_HALF * unit);
  bx_rgba_use (cr, &self->pal->water);
  cairo_fill (cr);
  bx_rgba_use (cr, &self->pal->water_name);
  bx_draw_text (cr, "水", cx, cy - BX_BO_SQUARE_HALF * unit * 0.6, unit * 0.09, FALSE, TRUE);
  /* The T, L and V marks and the square's sides. */
  bx_rgba_use (cr, &self->pal->lines);
  cairo_set_line_width (cr, MAX (2.0, s / 160));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < n; i++)
    {
      cairo_move_to (cr, cx + segs[i].x0 * unit, cy + segs[i].y0 * unit);
      cairo_line_to (cr, cx + segs[i].x1 * unit, cy + segs[i].y1 * unit);
    }
  cairo_stroke (cr);
  for (guint k = 0; k < 4; k++)
    {
      double x, y;
      bx_bo_circle_centre (k, &x, &y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx + x * unit, cy + y * unit, BX_BO_CIRCLE_R * unit, 0, 2 * G_PI);
    }
  bx_rgba_use (cr, &self->pal->red);
  cairo_fill (cr);
  /* The names of the verse, beside their points. */
  bx_rgba_use (cr, &self->pal->labels);
  for (int nm = 0; nm < BX_BO_N_NAMES; nm++)
    for (guint side = 0; side < 4; side++)
      {
        int id = bx_bo_named_point (nm, side);
        const BxBoPoint *p = bx_bo_point (id);
        double dx = p->x, dy = p->y, len = sqrt (dx * dx + dy * dy);
        /* Beside the point, clear of a 梟 on it (radius 0.075) and of the name's own
         * half size. */
        double off = 0.085 + MAX (BX_DRAW_MIN_TEXT_PX, unit * 0.06) / 2 / unit;
        if (len < 1e-6)
          len = 1;
        bx_draw_text (cr, bx_bo_name_label (nm), cx + (p->x - dy / len * off) * unit,
                   cy + (p->y + dx / len * off) * unit, unit * 0.06, FALSE, TRUE);
      }
  /* The stations of the track. */
  for (guint i = 0; i + 1 < bx_sai_track_length (self->pos->game); i++)
    for (int p = 0; p < 2; p++)
      {
        double x, y;
        point_xy (BX_POSITION_BOARD (self), g, bx_sai_track_point (self->pos->game, p, i), &x,
                  &y);
        cairo_new_sub_path (cr);
        cairo_arc (cr, x, y, unit * 0.022, 0, 2 * G_PI);
      }
  bx_rgba_use (cr, &self->pal->lines);
  cairo_fill (cr);
  /* The pieces: stacks drawn once with their count; in the square, Red left, White right. */
  for (int p = 0; p < 2; p++)
    for (guint i = 0; i < bx_sai_get_n_pieces (self->pos->game); i++)
      {
        int pt = bx_sai_piece_point (self->pos->game, &self->pos->state, p, i);
        counts[p][pt]++;
        xiao_at[p][pt] |= i == 0;
      }
  for (int p = 0; p < 2; p++)
    for (int pt = 0; pt <= BX_BO_N_POINTS; pt++)
      {
        double x, y;
        if (counts[p][pt] == 0)
          continue;
        point_xy (BX_POSITION_BOARD (self), g, pt, &x, &y);
        if (pt == BX_BO_CENTRE)
          {
            x += (p == 0 ? -1 : 1) * unit * 0.12;
            y += unit * 0.08;
          }
        draw_piece (cr, x, y, unit * (xiao_at[p][pt] ? 0.075 : 0.06), p, xiao_at[p][pt],
                    counts[p][pt]);
      }
}

/* The 瓊: a long die with pointed ends, the thrown face up. */
static void
draw_qiong (BxSaiBoard     *self,
            cairo_t        *cr,
            const Geometry *g)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double cx = w - QIONG_W / 2 - 8, cy = g->y0 + 70;
  double len = QIONG_W * 0.8, wid = len * 0.3;
  int face = self->pos->has_throw && self->pos->t.n > 0 ? self->pos->t.d[0] : 0;
  const char *caption;

  bx_draw_qiong (cr, cx, cy, len, FALSE, face, 1.0);
  bx_rgba_use (cr, &self->pal->ink);
  if (!self->pos->has_throw)
    caption = "—";
  else if (face == 0)
    /* Translators: the 瓊 not thrown yet (the Chinese term stays) */
    caption = _("Not thrown 未擲");
  else
    caption = bx_sai_face_name (self->pos->game, face);
  bx_draw_text (cr, caption, cx, cy + wid + 26, face == 0 && self->pos->has_throw ? 18 : 26,
                TRUE, TRUE);
  if (self->pos->has_throw && face == 0)
    {
      /* Translators: the choice before a throw of 代弈, two short lines under the 瓊:
       * throw it (擲瓊), or decline (塞之間) */
      bx_draw_text (cr, _("Throw the 瓊 擲瓊"), cx, cy + wid + 52, 13, FALSE, TRUE);
      bx_draw_text (cr, _("or decline 塞之間"), cx, cy + wid + 70, 13, FALSE, TRUE);
    }
  if (bx_game_is_over (self->pos->game, &self->pos->state))
    {
      /* Over: who won, not whose turn it would be (newcomer review 8, finding 15). */
      BxResult result;
      g_autofree char *won = NULL;

      bx_game_result (self->pos->game, &self->pos->state, &result);
      if (result.kind == BX_RESULT_DRAW)
        /* Translators: under the 瓊 when the game has ended drawn */
        won = g_strdup (_("Drawn"));
      else
        /* Translators: under the 瓊 when the game is over: "Red 赤 wins" */
        won = g_strdup_printf (_("%s wins"),
                               bx_position_board_player_text (self->pos->game, result.winner));
      /* Translators: under the 瓊 when the game has ended, above who won */
      bx_draw_text (cr, _("Game over"), cx, cy + wid + 96, 14, TRUE, TRUE);
      bx_draw_text (cr, won, cx, cy + wid + 116, 14, FALSE, TRUE);
    }
  else
    {
      /* Translators: whose turn it is, under the 瓊: "Red 赤 to move" */
      const char *who = bx_position_board_player_text (self->pos->game,
                                                       self->pos->state.player);
      g_autofree char *turn = g_strdup_printf (_("%s to move"), who);

      bx_draw_text (cr, turn, cx, cy + wid + 96, 14, FALSE, TRUE);
    }
}

static void
draw_selection (BxSaiBoard     *self,
                cairo_t        *cr,
                const Geometry *g)
{
  const BxMove *m;
  double x0, y0, x1, y1;

  m = bx_position_board_get_selected_move (BX_POSITION_BOARD (self));
  if (m == NULL)
    return;
  if (m->n_steps == 0)
    return;
  point_xy (BX_POSITION_BOARD (self), g, m->steps[0].from, &x0, &y0);
  point_xy (BX_POSITION_BOARD (self), g, m->steps[0].to, &x1, &y1);
  bx_draw_move_line (cr, &self->pal->select, x0, y0, x1, y1, 10);
}

/* BxPositionBoard */

/* The tooltip of a point: its name and the pieces on it. */
static char *
bx_sai_board_describe_point (BxPositionBoard *board,
                             int              point)
{
  BxSaiBoard *self = BX_SAI_BOARD (board);
  GString *text;
  gboolean empty = TRUE;

  if (point < 0 || point > BX_BO_N_POINTS)
    return NULL;
  text = g_string_new (bx_bo_point_label ((guint) point));
  for (int p = 0; p < 2; p++)
    {
      guint n = 0;
      gboolean xiao = FALSE;

      for (guint i = 0; i < bx_sai_get_n_pieces (self->pos->game); i++)
        if (bx_sai_piece_point (self->pos->game, &self->pos->state, p, i) == point)
          {
            n++;
            xiao |= i == 0;
          }
      if (n == 0)
        continue;
      empty = FALSE;
      g_string_append_printf (text, "\n%s: ", bx_position_board_player_text (self->pos->game, p));
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u piece", "%u pieces", n), n);
      if (xiao)
        g_string_append (text, _(", with the 梟"));
    }
  if (empty)
    g_string_append (text, _("\nEmpty"));
  return g_string_free (text, FALSE);
}

/* A click on the 瓊 plays the move "throw". */
static void
bx_sai_board_click_aside (BxPositionBoard *board,
                          double           x,
                          double           y)
{
  BxSaiBoard *self = BX_SAI_BOARD (board);

  for (guint i = 0; i < self->pos->moves->len; i++)
    if (g_array_index (self->pos->moves, BxMove, i).flags & BX_MOVE_THROW)
      bx_position_board_move_chosen (board, (int) i);
}

/* Overrides */

static void
bx_sai_board_draw (BxBoard *board,
                   cairo_t *cr,
                   int      width,
                   int      height)
{
  BxSaiBoard *self = BX_SAI_BOARD (board);
  Geometry g;

  if (self->pos->game == NULL)
    return;
  bx_position_board_get_square (BX_POSITION_BOARD (self), &g);
  self->pal = bx_board_get_palette (board);
  if (bx_sai_get_layout (self->pos->game) == BX_SAI_LAYOUT_LANES)
    draw_lanes (self, cr, &g);
  else
    draw_track (self, cr, &g);
  draw_selection (self, cr, &g);
  draw_qiong (self, cr, &g);
}

static void
bx_sai_board_class_init (BxSaiBoardClass *klass)
{
  BxBoardClass *base_class = BX_BOARD_CLASS (klass);
  BxPositionBoardClass *board_class = BX_POSITION_BOARD_CLASS (klass);

  board_class->square_point = point_xy;
  board_class->aside_width = QIONG_W;
  board_class->describe_point = bx_sai_board_describe_point;
  board_class->n_points = BX_BO_N_POINTS + 1;
  board_class->click_aside = bx_sai_board_click_aside;
  base_class->draw = bx_sai_board_draw;
  /* The least square: its station names (at least 11 px) stay apart. */
  bx_board_class_set_size (base_class, (int) (MIN_SQUARE + QIONG_W + 24), MIN_SQUARE + 16, 760,
                           600);
}

static void
bx_sai_board_init (BxSaiBoard *self)
{
  self->pos = bx_position_board_get_data (BX_POSITION_BOARD (self));
}

/* Public API */

/** bx_sai_board_new: Returns: (transfer floating): a new board. */
GtkWidget *
bx_sai_board_new (void)
{
  return g_object_new (BX_TYPE_SAI_BOARD, NULL);
}
