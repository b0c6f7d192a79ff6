/* bx-liubo-board.c: the 六博 board, drawn with GtkSnapshot (see bx-liubo-board.h)
 *
 * The TLV 博局 of bx-bo-board.h: the central square (水) with the two 魚, the T, L and V
 * marks, the four circles.  古博經 (layout verse): the names of 許博昌's verse on each
 * player's road; a 驍 is drawn larger, with 驍 on it; the six 箸 show the throw, white
 * side or dark side up.  Seed 001 (layout points): the 32 points, 角 as squares and 點 as
 * dots; captives lie in the captor's circles; the two hands show the throw (and the calls
 * of the opening round).  The widget decides no rule: positions, throws and moves all
 * come from the engine.
 *
 * The keys and clicks are BxPositionBoard's; a click on the throw plays the only move of a
 * throw without steps (pass, guess).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <math.h>
#include <pango/pangocairo.h>

#include "bx-draw.h"
#include "bx-liubo-board.h"
#include "bx-player-names.h"
#include "games/bx-bo-board.h"
#include "games/bx-liubo.h"

struct _BxLiuboBoard
{
  BxPositionBoard       parent_instance;

  const BxPalette      *pal;  /* the colours, read at each drawing */
  const BxPositionData *pos;  /* what the board shows (BxPositionBoard) */
};

G_DEFINE_FINAL_TYPE (BxLiuboBoard, bx_liubo_board, BX_TYPE_POSITION_BOARD)

/* The least side of the board's square, in pixels: 11 px names at size / 34. */
#define MIN_SQUARE 374
#define SIDE_W 170.0

/* Statics */

typedef BxBoardSquare Geometry;

static void
board_xy (const Geometry *g,
          double          bx,
          double          by,
          double         *x,
          double         *y)
{
  *x = g->x0 + (bx + 1) / 2 * g->size;
  *y = g->y0 + (by + 1) / 2 * g->size;
}

/* Board point → widget coordinates. */
static void
point_xy (BxPositionBoard *board,
          const Geometry  *g,
          int              point,
          double          *x,
          double          *y)
{
  if (point < 0 || point >= BX_BO_N_POINTS)
    {
      board_xy (g, 0, 0, x, y);
      return;
    }
  board_xy (g, bx_bo_point (point)->x, bx_bo_point (point)->y, x, y);
}

static void
draw_piece (cairo_t    *cr,
            double      x,
            double      y,
            double      r,
            int         player,
            const char *mark,
            int         count)
{
  cairo_new_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  if (player == 0)
    cairo_set_source_rgb (cr, 0.97, 0.95, 0.88);
  else
    cairo_set_source_rgb (cr, 0.12, 0.11, 0.10);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, mark != NULL ? 3.0 : 1.5);
  cairo_set_source_rgb (cr, 0.45, 0.25, 0.1);
  cairo_stroke (cr);
  if (mark != NULL || count > 1)
    {
      g_autofree char *label = count > 1 ? g_strdup_printf ("%s%d", mark ? mark : "", count)
                                         : g_strdup (mark);
      if (player == 0)
        cairo_set_source_rgb (cr, 0.2, 0.1, 0.05);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
      bx_draw_text (cr, label, x, y, r * (count > 1 && mark ? 0.7 : 1.0), TRUE, TRUE);
    }
}

static void
draw_fish (cairo_t *cr,
           double   x,
           double   y,
           double   len,
           int      colour)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, len / 2, len / 5);
  cairo_new_path (cr);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_move_to (cr, x + len / 2, y);
  cairo_line_to (cr, x + len * 0.75, y - len / 6);
  cairo_line_to (cr, x + len * 0.75, y + len / 6);
  cairo_close_path (cr);
  if (colour == 0)
    cairo_set_source_rgb (cr, 0.95, 0.93, 0.85);
  else
    cairo_set_source_rgb (cr, 0.15, 0.15, 0.18);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.2, 0.3, 0.5);
  cairo_set_line_width (cr, 1.2);
  cairo_stroke (cr);
}

static void
draw_board (BxLiuboBoard   *self,
            cairo_t        *cr,
            const Geometry *g)
{
  const BxBoSegment *segs;
  guint n = bx_bo_segments (&segs);
  gboolean verse = bx_liubo_get_layout (self->pos->game) == BX_LIUBO_LAYOUT_VERSE;
  double x0, y0, x1, y1, r = g->size / 40;

  /* The wooden board and the water. */
  cairo_rectangle (cr, g->x0, g->y0, g->size, g->size);
  bx_rgba_use (cr, &self->pal->wood);
  cairo_fill (cr);
  board_xy (g, -BX_BO_SQUARE_HALF, -BX_BO_SQUARE_HALF, &x0, &y0);
  board_xy (g, BX_BO_SQUARE_HALF, BX_BO_SQUARE_HALF, &x1, &y1);
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  bx_rgba_use (cr, &self->pal->water);
  cairo_fill (cr);
  bx_rgba_use (cr, &self->pal->water_name);
  bx_draw_text (cr, "水", (x0 + x1) / 2, y0 + (y1 - y0) * 0.2, g->size / 30, FALSE, TRUE);

  /* The engraved T, L and V marks and the square. */
  bx_rgba_use (cr, &self->pal->lines);
  cairo_set_line_width (cr, MAX (2.0, g->size / 200));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  for (guint i = 0; i < n; i++)
    {
      board_xy (g, segs[i].x0, segs[i].y0, &x0, &y0);
      board_xy (g, segs[i].x1, segs[i].y1, &x1, &y1);
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x1, y1);
    }
  cairo_stroke (cr);
  /* The four circles. */
  for (guint c = 0; c < 4; c++)
    {
      double cx, cy;
      bx_bo_circle_centre (c, &cx, &cy);
      board_xy (g, cx, cy, &x0, &y0);
      cairo_arc (cr, x0, y0, BX_BO_CIRCLE_R / 2 * g->size, 0, 2 * G_PI);
      bx_rgba_use (cr, &self->pal->red);
      cairo_fill (cr);
    }

  if (verse)
    {
      /* The names of the verse on each player's road. */
      for (int p = 0; p < 2; p++)
        for (int st = 0; st < BX_LIUBO_VERSE_LEN; st++)
          {
            int pt = bx_liubo_route_point (self->pos->game, p, 0, st);
            double dx;
            if (st == 9)
              continue;   /* 玄 again: one label */
            point_xy (BX_POSITION_BOARD (self), g, pt, &x0, &y0);
            dx = bx_bo_point (pt)->x;
            bx_rgba_use_alpha (cr, &self->pal->lines, 0.85);
            cairo_arc (cr, x0, y0, r * 0.35, 0, 2 * G_PI);
            cairo_fill (cr);
            bx_draw_text (cr, bx_liubo_station_name (self->pos->game, st),
                       x0 + (dx >= 0 ? 1 : -1) * r * 1.3, y0 - r * 1.2, g->size / 34, FALSE, TRUE);
          }
      return;
    }
  /* Seed 001's 32 points: 角 as squares, 點 as dots, 內八卦 ringed. */
  for (int pt = 0; pt < BX_BO_N_PLAY_POINTS; pt++)
    {
      const BxBoPoint *p = bx_bo_point (pt);
      point_xy (BX_POSITION_BOARD (self), g, pt, &x0, &y0);
      bx_rgba_use (cr, &self->pal->lines);
      if (p->klass == BX_BO_CLASS_JIAO)
        {
          cairo_rectangle (cr, x0 - r * 0.45, y0 - r * 0.45, r * 0.9, r * 0.9);
          cairo_fill (cr);
        }
      else
        {
          cairo_arc (cr, x0, y0, r * 0.35, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      if (p->inner)
        {
          cairo_set_line_width (cr, 1.2);
          cairo_arc (cr, x0, y0, r * 0.8, 0, 2 * G_PI);
          cairo_stroke (cr);
        }
    }
  bx_rgba_use (cr, &self->pal->labels);
  board_xy (g, 0.0, 0.97, &x0, &y0);
  bx_draw_text (cr, "角 ■  點 ●  內八卦 ◎", x0, y0, g->size / 40, FALSE, TRUE);
}

static void
draw_pieces (BxLiuboBoard   *self,
             cairo_t        *cr,
             const Geometry *g)
{
  const BxLiuboState *s = bx_liubo_state_const (&self->pos->state);
  gboolean verse = bx_liubo_get_layout (self->pos->game) == BX_LIUBO_LAYOUT_VERSE;
  double r = g->size / 36, x, y;
  int in_water[2] = { 0, 0 }, captives[2] = { 0, 0 }, hand[2] = { 0, 0 };

  /* The fish: in the water, or beside the one who holds them. */
  for (int f = 0; f < 2; f++)
    {
      double fx, fy;
      int holder = -1;
      bx_bo_fish_position (f, &fx, &fy);
      if (verse && s->fish[f] != BX_LIUBO_FISH_WATER)
        holder = (s->fish[f] - 1) % 2;
      else if (!verse && s->fish[f] != 0)
        holder = s->fish[f] - 1;
      if (holder >= 0)
        {
          fx = 0.72 + 0.14 * f;
          fy = holder == 0 ? 0.95 : -0.95;
        }
      board_xy (g, fx - 0.05, fy + (holder < 0 ? 0.12 : 0), &x, &y);
      draw_fish (cr, x, y, g->size / 14, f);
      if (verse && s->fish[f] >= BX_LIUBO_FISH_TURNED_W)
        {
          cairo_set_source_rgb (cr, 0.7, 0.1, 0.1);
          bx_draw_text (cr, "翻", x + g->size / 28, y - g->size / 40, g->size / 45, TRUE, TRUE);
        }
    }
  for (int p = 0; p < 2; p++)
    {
      /* Pieces on points: count them by point. */
      guint8 count[BX_BO_N_POINTS] = { 0 };
      guint8 standing[BX_BO_N_POINTS] = { 0 };
      for (int i = 0; i < BX_LIUBO_PIECES; i++)
        {
          int pos = s->pos[p][i];
          int pt = bx_liubo_piece_point (self->pos->game, &self->pos->state, p, (guint) i);
          if (verse && pos == BX_LIUBO_HAND)
            hand[p]++;
          else if (verse && pos == BX_LIUBO_WATER)
            in_water[p]++;
          else if (!verse && pos == BX_LIUBO_CAPTIVE)
            captives[1 - p]++;
          else if (!verse && pos >= BX_LIUBO_ESSAY_LEN - 1)
            in_water[p]++;
          else if (pt >= 0 && pt < BX_BO_N_POINTS)
            {
              count[pt]++;
              standing[pt] |= verse && pos == BX_LIUBO_VERSE_LEN - 1;
            }
        }
      for (int pt = 0; pt < BX_BO_N_POINTS; pt++)
        if (count[pt] > 0)
          {
            point_xy (BX_POSITION_BOARD (self), g, pt, &x, &y);
            draw_piece (cr, x, y, standing[pt] ? r * 1.35 : r, p, standing[pt] ? "驍" : NULL,
                        count[pt]);
          }
      /* In the water (驍) or the centre (standing), on the player's half of the square. */
      for (int k = 0; k < in_water[p]; k++)
        {
          board_xy (g, -0.2 + 0.08 * k, p == 0 ? 0.2 : -0.2, &x, &y);
          draw_piece (cr, x, y, r * 1.1, p, verse ? "驍" : "立", 1);
        }
      /* In hand: beside the player's edge, in the free stretch between the L and the V of
       * that side, so that they hide none of the station names (屈, 高) in the corner. */
      for (int k = 0; k < hand[p]; k++)
        {
          board_xy (g, 0.23 + 0.075 * k, p == 0 ? 0.95 : -0.95, &x, &y);
          draw_piece (cr, x, y, r * 0.7, p, NULL, 1);
        }
    }
  /* Captives in the captor's circles (seed 001). */
  for (int p = 0; p < 2 && !verse; p++)
    for (int k = 0; k < captives[p]; k++)
      {
        double cx, cy;
        bx_bo_circle_centre (bx_liubo_home_corner (self->pos->game, p, (guint) k % 2), &cx, &cy);
        board_xy (g, cx + 0.05 * (k / 2), cy, &x, &y);
        draw_piece (cr, x, y, r * 0.6, 1 - p, NULL, 1);
      }
}

static void
draw_selection (BxLiuboBoard   *self,
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
  if (m->steps[0].from < 0)
    board_xy (g, 0, self->pos->state.player == 0 ? 0.98 : -0.98, &x0, &y0);
  else
    point_xy (BX_POSITION_BOARD (self), g, m->steps[0].from, &x0, &y0);
  point_xy (BX_POSITION_BOARD (self), g, m->steps[0].to, &x1, &y1);
  bx_draw_move_line (cr, &self->pal->select, x0, y0, x1, y1, g->size / 30);
}

/* The throw: six 箸 (white or dark side up) or two hands (fingers raised). */
static void
draw_throw (BxLiuboBoard   *self,
            cairo_t        *cr,
            const Geometry *g)
{
  const BxLiuboState *s = bx_liubo_state_const (&self->pos->state);
  double x = g->x0 + g->size + 24, y = g->y0 + 20;
  const BxGame *game = self->pos->game;
  g_autofree char *who = NULL;

  if (self->pos->state.winner == BX_LIUBO_DRAW)
    /* Translators: the 六博 board when the game is drawn */
    who = g_strdup (C_("liubo board", "Drawn"));
  else if (self->pos->state.winner >= 0)
    /* Translators: the 六博 board when a side has won, "White wins" */
    who = g_strdup_printf (C_("liubo board", "%s wins"),
                           bx_player_display_name (game, self->pos->state.winner));
  else
    /* Translators: the 六博 board, whose turn it is, "White throws" */
    who = g_strdup_printf (C_("liubo board", "%s throws"),
                           bx_player_display_name (game, self->pos->state.player));

  bx_rgba_use (cr, &self->pal->ink);
  bx_draw_text (cr, who, x + SIDE_W / 2 - 10, y, 18, TRUE, TRUE);
  /* The 籌 each side has won, a line each (the players' names are long in English). */
  for (int p = 0; p < 2; p++)
    {
      /* Translators: a side's 籌 (chou) won on the 六博 board, "White 白: 2 籌" */
      g_autofree char *chou = g_strdup_printf (C_("liubo board", "%s: %d 籌"),
                                               bx_player_display_name (game, p), s->chou[p]);
      bx_draw_text (cr, chou, x + SIDE_W / 2 - 10, y + 24 + p * 19, 14, FALSE, TRUE);
    }
  if (!self->pos->has_throw || self->pos->t.n == 0)
    return;
  y += 60;
  if (bx_liubo_get_layout (self->pos->game) == BX_LIUBO_LAYOUT_VERSE)
    {
      int white = self->pos->t.d[0];
      g_autofree char *name = g_strdup (bx_dice_face_name (bx_game_get_dice (self->pos->game),
                                                           (guint) white));
      for (int k = 0; k < 6; k++)
        {
          double sx = x + k * 22;
          cairo_rectangle (cr, sx, y, 12, 110);
          if (k < white)
            cairo_set_source_rgb (cr, 0.98, 0.96, 0.88);
          else
            cairo_set_source_rgb (cr, 0.33, 0.24, 0.12);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 0.2, 0.12, 0.05);
          cairo_set_line_width (cr, 1.2);
          cairo_stroke (cr);
        }
      bx_rgba_use (cr, &self->pal->ink);
      bx_draw_text (cr, name, x + 60, y + 135, 20, TRUE, TRUE);
      return;
    }
  for (int h = 0; h < 2 && h < self->pos->t.n; h++)
    {
      double hy = y + h * 120;
      g_autofree char *label = NULL;
      /* A palm and five fingers, the raised ones long. */
      cairo_set_source_rgb (cr, h == 0 ? 0.97 : 0.25, h == 0 ? 0.9 : 0.22,
                            h == 0 ? 0.8 : 0.2);
      cairo_rectangle (cr, x, hy + 45, 90, 45);
      cairo_fill (cr);
      for (int f = 0; f < 5; f++)
        {
          double fl = f < self->pos->t.d[h] ? 40 : 12;
          cairo_rectangle (cr, x + 3 + f * 18, hy + 45 - fl, 13, fl);
          cairo_fill (cr);
        }
      bx_rgba_use (cr, &self->pal->ink);
      if (self->pos->t.n == 4)
        /* Translators: a hand of the 六博 finger throw and what its player called (喊),
         * "White 3 · calls 7" */
        label = g_strdup_printf (C_("liubo board", "%s %d · calls %d"),
                                 bx_player_display_name (self->pos->game, h), self->pos->t.d[h],
                                 self->pos->t.d[2 + h]);
      else
        label = g_strdup_printf ("%s %d", bx_player_display_name (self->pos->game, h),
                                 self->pos->t.d[h]);
      bx_draw_text (cr, label, x + 45, hy + 104, 15, FALSE, TRUE);
    }
  if (self->pos->t.n == 2)
    {
      /* Translators: the 六博 board, the steps the two hands give, "moves 7 steps" */
      g_autofree char *sum = g_strdup_printf (C_("liubo board", "moves %d steps"),
                                              self->pos->t.d[0] + self->pos->t.d[1]);
      bx_draw_text (cr, sum, x + 45, y + 250, 18, TRUE, TRUE);
    }
}

/* BxPositionBoard */

/* The tooltip of a point: its name, its mark and the pieces on it. */
static char *
bx_liubo_board_describe_point (BxPositionBoard *board,
                               int              point)
{
  BxLiuboBoard *self = BX_LIUBO_BOARD (board);
  const BxLiuboState *s = bx_liubo_state_const (&self->pos->state);
  gboolean verse = bx_liubo_get_layout (self->pos->game) == BX_LIUBO_LAYOUT_VERSE;
  const BxBoPoint *bp;
  GString *text;
  gboolean empty = TRUE;

  if (point < 0 || point >= BX_BO_N_POINTS)
    return NULL;
  bp = bx_bo_point ((guint) point);
  text = g_string_new (bx_bo_point_label ((guint) point));
  if (!verse)
    g_string_append (text, bp->klass == BX_BO_CLASS_JIAO ? _(" · 角 (corner)") : _(" · 點"));
  if (!verse && bp->inner)
    g_string_append (text, _(" · 內八卦 (inner eight)"));
  for (int p = 0; p < 2; p++)
    {
      guint n = 0;

      for (int i = 0; i < BX_LIUBO_PIECES; i++)
        {
          int pos = s->pos[p][i];

          if (pos == BX_LIUBO_HAND || pos == BX_LIUBO_WATER || pos == BX_LIUBO_CAPTIVE
              || (!verse && pos >= BX_LIUBO_ESSAY_LEN - 1))
            continue;
          if (bx_liubo_piece_point (self->pos->game, &self->pos->state, p, (guint) i) == point)
            n++;
        }
      if (n == 0)
        continue;
      empty = FALSE;
      g_string_append_printf (text, "\n%s: ", bx_position_board_player_text (self->pos->game, p));
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u piece", "%u pieces", n), n);
    }
  if (empty)
    g_string_append (text, _("\nEmpty"));
  return g_string_free (text, FALSE);
}

/* A click on the throw plays a move without steps (a pass, the opening round). */
static void
bx_liubo_board_click_aside (BxPositionBoard *board,
                            double           x,
                            double           y)
{
  BxLiuboBoard *self = BX_LIUBO_BOARD (board);

  if (self->pos->moves->len == 1 && g_array_index (self->pos->moves, BxMove, 0).n_steps == 0)
    bx_position_board_move_chosen (board, 0);
}

/* Overrides */

static void
bx_liubo_board_draw (BxBoard *board,
                     cairo_t *cr,
                     int      width,
                     int      height)
{
  BxLiuboBoard *self = BX_LIUBO_BOARD (board);
  Geometry g;

  if (self->pos->game == NULL)
    return;
  bx_position_board_get_square (BX_POSITION_BOARD (self), &g);
  self->pal = bx_board_get_palette (board);
  draw_board (self, cr, &g);
  draw_pieces (self, cr, &g);
  draw_selection (self, cr, &g);
  draw_throw (self, cr, &g);
}

static void
bx_liubo_board_class_init (BxLiuboBoardClass *klass)
{
  BxBoardClass *base_class = BX_BOARD_CLASS (klass);
  BxPositionBoardClass *board_class = BX_POSITION_BOARD_CLASS (klass);

  board_class->square_point = point_xy;
  board_class->aside_width = SIDE_W;
  board_class->describe_point = bx_liubo_board_describe_point;
  board_class->n_points = BX_BO_N_POINTS;
  board_class->click_aside = bx_liubo_board_click_aside;
  base_class->draw = bx_liubo_board_draw;
  /* The least square: its station names (size / 34, at least 11 px) stay apart. */
  bx_board_class_set_size (base_class, (int) (MIN_SQUARE + SIDE_W + 24), MIN_SQUARE + 16, 760,
                           600);
}

static void
bx_liubo_board_init (BxLiuboBoard *self)
{
  self->pos = bx_position_board_get_data (BX_POSITION_BOARD (self));
}

/* Public API */

/** bx_liubo_board_new: Returns: (transfer floating): a new board. */
GtkWidget *
bx_liubo_board_new (void)
{
  return g_object_new (BX_TYPE_LIUBO_BOARD, NULL);
}
