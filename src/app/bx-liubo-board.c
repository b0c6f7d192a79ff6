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
 * Keys: Left/Right select the previous/next legal move, Return plays it.  A click on a
 * piece selects the first legal move from it; a click on the selected move's target plays
 * it; a click on the throw plays the only move of a throw without steps (pass, guess).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "bx-liubo-board.h"
#include "games/bx-bo-board.h"
#include "games/bx-liubo.h"

struct _BxLiuboBoard
{
  GtkWidget     parent_instance;

  BxPositionData pos;   /* game (not owned), state, throw, moves, selected */
};

static void bx_liubo_board_position_board_init (BxPositionBoardInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BxLiuboBoard, bx_liubo_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (BX_TYPE_POSITION_BOARD,
                                                      bx_liubo_board_position_board_init))

#define SIDE_W 170.0

/* Statics */

typedef struct
{
  double x0, y0, size;
} Geometry;

static void
geometry (BxLiuboBoard *self,
          Geometry     *g)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));

  g->size = MAX (MIN (w - SIDE_W - 24, h - 16), 40);
  g->x0 = 8;
  g->y0 = (h - g->size) / 2;
}

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
point_xy (BxLiuboBoard   *self,
          const Geometry *g,
          int             point,
          double         *x,
          double         *y)
{
  if (point < 0 || point >= BX_BO_N_POINTS)
    {
      board_xy (g, 0, 0, x, y);
      return;
    }
  board_xy (g, bx_bo_point (point)->x, bx_bo_point (point)->y, x, y);
}

static void
draw_text (cairo_t    *cr,
           const char *text,
           double      x,
           double      y,
           double      px,
           gboolean    bold)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autofree char *font = g_strdup_printf ("Noto Serif CJK TC, serif %s %.0fpx",
                                           bold ? "Bold" : "", px);
  PangoFontDescription *desc = pango_font_description_from_string (font);
  int w, h;

  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - w / 2.0, y - h / 2.0);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
  pango_font_description_free (desc);
  g_object_unref (layout);
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
      draw_text (cr, label, x, y, r * (count > 1 && mark ? 0.7 : 1.0), TRUE);
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
  gboolean verse = bx_liubo_get_layout (self->pos.game) == BX_LIUBO_LAYOUT_VERSE;
  double x0, y0, x1, y1, r = g->size / 40;

  /* The wooden board and the water. */
  cairo_rectangle (cr, g->x0, g->y0, g->size, g->size);
  cairo_set_source_rgb (cr, 0.87, 0.74, 0.52);
  cairo_fill (cr);
  board_xy (g, -BX_BO_SQUARE_HALF, -BX_BO_SQUARE_HALF, &x0, &y0);
  board_xy (g, BX_BO_SQUARE_HALF, BX_BO_SQUARE_HALF, &x1, &y1);
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  cairo_set_source_rgb (cr, 0.62, 0.76, 0.82);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, 0.2, 0.35, 0.5, 0.7);
  draw_text (cr, "水", (x0 + x1) / 2, y0 + (y1 - y0) * 0.2, g->size / 30, FALSE);

  /* The engraved T, L and V marks and the square. */
  cairo_set_source_rgb (cr, 0.35, 0.18, 0.08);
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
      cairo_set_source_rgb (cr, 0.7, 0.2, 0.15);
      cairo_fill (cr);
    }

  if (verse)
    {
      /* The names of the verse on each player's road. */
      for (int p = 0; p < 2; p++)
        for (int st = 0; st < BX_LIUBO_VERSE_LEN; st++)
          {
            int pt = bx_liubo_route_point (self->pos.game, p, 0, st);
            double dx;
            if (st == 9)
              continue;   /* 玄 again: one label */
            point_xy (self, g, pt, &x0, &y0);
            dx = bx_bo_point (pt)->x;
            cairo_set_source_rgba (cr, 0.35, 0.18, 0.08, 0.85);
            cairo_arc (cr, x0, y0, r * 0.35, 0, 2 * G_PI);
            cairo_fill (cr);
            draw_text (cr, bx_liubo_station_name (self->pos.game, st),
                       x0 + (dx >= 0 ? 1 : -1) * r * 1.3, y0 - r * 1.2, g->size / 34, FALSE);
          }
      return;
    }
  /* Seed 001's 32 points: 角 as squares, 點 as dots, 內八卦 ringed. */
  for (int pt = 0; pt < BX_BO_N_PLAY_POINTS; pt++)
    {
      const BxBoPoint *p = bx_bo_point (pt);
      point_xy (self, g, pt, &x0, &y0);
      cairo_set_source_rgb (cr, 0.35, 0.18, 0.08);
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
  cairo_set_source_rgba (cr, 0.35, 0.18, 0.08, 0.8);
  board_xy (g, 0.0, 0.97, &x0, &y0);
  draw_text (cr, "角 ■  點 ●  內八卦 ◎", x0, y0, g->size / 40, FALSE);
}

static void
draw_pieces (BxLiuboBoard   *self,
             cairo_t        *cr,
             const Geometry *g)
{
  const BxLiuboState *s = bx_liubo_state_const (&self->pos.state);
  gboolean verse = bx_liubo_get_layout (self->pos.game) == BX_LIUBO_LAYOUT_VERSE;
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
          draw_text (cr, "翻", x + g->size / 28, y - g->size / 40, g->size / 45, TRUE);
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
          int pt = bx_liubo_piece_point (self->pos.game, &self->pos.state, p, (guint) i);
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
            point_xy (self, g, pt, &x, &y);
            draw_piece (cr, x, y, standing[pt] ? r * 1.35 : r, p, standing[pt] ? "驍" : NULL,
                        count[pt]);
          }
      /* In the water (驍) or the centre (standing), on the player's half of the square. */
      for (int k = 0; k < in_water[p]; k++)
        {
          board_xy (g, -0.2 + 0.08 * k, p == 0 ? 0.2 : -0.2, &x, &y);
          draw_piece (cr, x, y, r * 1.1, p, verse ? "驍" : "立", 1);
        }
      /* In hand: beside the player's edge. */
      for (int k = 0; k < hand[p]; k++)
        {
          board_xy (g, -0.75 + 0.08 * k, p == 0 ? 0.95 : -0.95, &x, &y);
          draw_piece (cr, x, y, r * 0.7, p, NULL, 1);
        }
    }
  /* Captives in the captor's circles (seed 001). */
  for (int p = 0; p < 2 && !verse; p++)
    for (int k = 0; k < captives[p]; k++)
      {
        double cx, cy;
        bx_bo_circle_centre (bx_liubo_home_corner (self->pos.game, p, (guint) k % 2), &cx, &cy);
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

  m = bx_position_data_get_selected_move (&self->pos);
  if (m == NULL)
    return;
  if (m->n_steps == 0)
    return;
  if (m->steps[0].from < 0)
    board_xy (g, 0, self->pos.state.player == 0 ? 0.98 : -0.98, &x0, &y0);
  else
    point_xy (self, g, m->steps[0].from, &x0, &y0);
  point_xy (self, g, m->steps[0].to, &x1, &y1);
  cairo_set_source_rgba (cr, 0.1, 0.5, 0.2, 0.85);
  cairo_set_line_width (cr, 4);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairo_stroke (cr);
  cairo_arc (cr, x1, y1, g->size / 30, 0, 2 * G_PI);
  cairo_stroke (cr);
}

/* The throw: six 箸 (white or dark side up) or two hands (fingers raised). */
static void
draw_throw (BxLiuboBoard   *self,
            cairo_t        *cr,
            const Geometry *g)
{
  const BxLiuboState *s = bx_liubo_state_const (&self->pos.state);
  double x = g->x0 + g->size + 24, y = g->y0 + 20;
  g_autofree char *who = g_strdup_printf ("%s", self->pos.state.winner >= 0
                                          ? (self->pos.state.winner == BX_LIUBO_DRAW ? "和"
                                             : self->pos.state.winner == 0 ? "白勝" : "黑勝")
                                          : self->pos.state.player == 0 ? "白 擲" : "黑 擲");
  g_autofree char *chou = g_strdup_printf ("籌  白 %d · 黑 %d", s->chou[0], s->chou[1]);

  cairo_set_source_rgb (cr, 0.2, 0.12, 0.05);
  draw_text (cr, who, x + SIDE_W / 2 - 10, y, 18, TRUE);
  draw_text (cr, chou, x + SIDE_W / 2 - 10, y + 28, 15, FALSE);
  if (!self->pos.has_throw || self->pos.t.n == 0)
    return;
  y += 60;
  if (bx_liubo_get_layout (self->pos.game) == BX_LIUBO_LAYOUT_VERSE)
    {
      int white = self->pos.t.d[0];
      g_autofree char *name = g_strdup (bx_dice_face_name (bx_game_get_dice (self->pos.game),
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
      cairo_set_source_rgb (cr, 0.2, 0.12, 0.05);
      draw_text (cr, name, x + 60, y + 135, 20, TRUE);
      return;
    }
  for (int h = 0; h < 2 && h < self->pos.t.n; h++)
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
          double fl = f < self->pos.t.d[h] ? 40 : 12;
          cairo_rectangle (cr, x + 3 + f * 18, hy + 45 - fl, 13, fl);
          cairo_fill (cr);
        }
      cairo_set_source_rgb (cr, 0.2, 0.12, 0.05);
      if (self->pos.t.n == 4)
        label = g_strdup_printf ("%s %d · 喊 %d", h == 0 ? "白" : "黑", self->pos.t.d[h],
                                 self->pos.t.d[2 + h]);
      else
        label = g_strdup_printf ("%s %d", h == 0 ? "白" : "黑", self->pos.t.d[h]);
      draw_text (cr, label, x + 45, hy + 104, 15, FALSE);
    }
  if (self->pos.t.n == 2)
    {
      g_autofree char *sum = g_strdup_printf ("行 %d 步", self->pos.t.d[0] + self->pos.t.d[1]);
      draw_text (cr, sum, x + 45, y + 250, 18, TRUE);
    }
}

/* Callbacks */

static void
click_cb (GtkGestureClick *gesture,
          int              n_press,
          double           x,
          double           y,
          BxLiuboBoard      *self)
{
  Geometry g;
  int best = -1;
  double best_d = 1e9;
  double w = gtk_widget_get_width (GTK_WIDGET (self));

  /* A click gives the board the keys (Space, Return, the arrows) whatever it hits. */
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->pos.game == NULL || self->pos.moves == NULL)
    return;
  geometry (self, &g);
  if (x > w - SIDE_W - 8)
    {
      /* A click on the throw plays a move without steps (a pass, the opening round). */
      if (self->pos.moves->len == 1 && g_array_index (self->pos.moves, BxMove, 0).n_steps == 0)
        bx_position_board_move_chosen (BX_POSITION_BOARD (self), 0);
      return;
    }
  /* The nearest step end of a legal move. */
  for (guint i = 0; i < self->pos.moves->len; i++)
    {
      const BxMove *m = &g_array_index (self->pos.moves, BxMove, i);
      for (int e = 0; e < 2 && m->n_steps > 0; e++)
        {
          double px, py;
          int pt = e == 0 ? m->steps[0].from : m->steps[0].to;
          point_xy (self, &g, pt, &px, &py);
          if ((px - x) * (px - x) + (py - y) * (py - y) < best_d)
            {
              best_d = (px - x) * (px - x) + (py - y) * (py - y);
              best = pt;
            }
        }
    }
  if (best >= 0 && best_d < 40 * 40)
    bx_liubo_board_click_point (self, best);
}

static gboolean
key_cb (GtkEventControllerKey *controller,
        guint                  keyval,
        guint                  keycode,
        GdkModifierType        state,
        BxLiuboBoard            *self)
{
  return bx_position_data_key_pressed (&self->pos, BX_POSITION_BOARD (self), keyval);
}

/* BxPositionBoard */

/* The interface's entry points: the public functions, on the interface's type. */
static void
position_board_set_position (BxPositionBoard *board,
                             const BxGame    *game,
                             const BxState   *state,
                             const BxThrow   *t,
                             GArray          *moves)
{
  bx_liubo_board_set_position (BX_LIUBO_BOARD (board), game, state, t, moves);
}

static int
position_board_get_selected (BxPositionBoard *board)
{
  return bx_liubo_board_get_selected (BX_LIUBO_BOARD (board));
}

static void
position_board_select (BxPositionBoard *board,
                       int              index)
{
  bx_liubo_board_select (BX_LIUBO_BOARD (board), index);
}

static void
bx_liubo_board_position_board_init (BxPositionBoardInterface *iface)
{
  /* The public functions: a BxLiuboBoard is a BxPositionBoard. */
  iface->set_position = position_board_set_position;
  iface->get_selected = position_board_get_selected;
  iface->select = position_board_select;
}

/* Overrides */

static void
bx_liubo_board_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  BxLiuboBoard *self = BX_LIUBO_BOARD (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  cairo_t *cr;
  Geometry g;

  if (self->pos.game == NULL || w <= 0 || h <= 0)
    return;
  geometry (self, &g);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  draw_board (self, cr, &g);
  draw_pieces (self, cr, &g);
  draw_selection (self, cr, &g);
  draw_throw (self, cr, &g);
  cairo_destroy (cr);
}

static void
bx_liubo_board_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 360 : 220;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 760 : 600;
}

static void
bx_liubo_board_finalize (GObject *object)
{
  BxLiuboBoard *self = BX_LIUBO_BOARD (object);

  bx_position_data_clear (&self->pos);
  G_OBJECT_CLASS (bx_liubo_board_parent_class)->finalize (object);
}

static void
bx_liubo_board_class_init (BxLiuboBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = bx_liubo_board_finalize;
  widget_class->snapshot = bx_liubo_board_snapshot;
  widget_class->measure = bx_liubo_board_measure;

  /* ::move-chosen (Return, a click on a target or on the throw) and ::selection-changed come
   * from BxPositionBoard. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bx_liubo_board_init (BxLiuboBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  bx_position_data_init (&self->pos);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  g_signal_connect (click, "pressed", G_CALLBACK (click_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

/* Public API */

/** bx_liubo_board_new: Returns: (transfer floating): a new board. */
GtkWidget *
bx_liubo_board_new (void)
{
  return g_object_new (BX_TYPE_LIUBO_BOARD, NULL);
}

/**
 * bx_liubo_board_set_position:
 * @self: the board
 * @game: (nullable): a 六博 game, kept alive by the caller while shown
 * @state: the position
 * @t: (nullable): the throw (n = 0: the decision before the throw), NULL before the roll
 * @moves: (nullable) (element-type BxMove): the legal moves of @t, copied
 */
void
bx_liubo_board_set_position (BxLiuboBoard    *self,
                           const BxGame  *game,
                           const BxState *state,
                           const BxThrow *t,
                           GArray        *moves)
{
  g_return_if_fail (BX_IS_LIUBO_BOARD (self));

  bx_position_data_set (&self->pos, BX_POSITION_BOARD (self), game, state, t, moves);
}

/** bx_liubo_board_get_selected: Returns: the selected legal move, or -1. */
int
bx_liubo_board_get_selected (BxLiuboBoard *self)
{
  g_return_val_if_fail (BX_IS_LIUBO_BOARD (self), -1);
  return self->pos.selected;
}

/**
 * bx_liubo_board_select:
 * @self: the board
 * @index: a legal move, or -1
 *
 * Selects (highlights) a legal move; ::selection-changed when that changes it.
 */
void
bx_liubo_board_select (BxLiuboBoard *self,
                     int         index)
{
  g_return_if_fail (BX_IS_LIUBO_BOARD (self));

  bx_position_data_select (&self->pos, BX_POSITION_BOARD (self), index);
}

/**
 * bx_liubo_board_click_point:
 * @self: the board
 * @point: a cell or board point
 *
 * What a click on @point does: on the target of the selected move it plays it
 * (::move-chosen); on the start of a legal move it selects the first such move.
 *
 * Returns: %TRUE when the click selected or played a move.
 */
gboolean
bx_liubo_board_click_point (BxLiuboBoard *self,
                          int         point)
{
  g_return_val_if_fail (BX_IS_LIUBO_BOARD (self), FALSE);

  return bx_position_data_click_point (&self->pos, BX_POSITION_BOARD (self), point);
}
