/* bx-ruqi-board.c: the 儒棋 board, drawn with GtkSnapshot (cairo and Pango)
 *
 * The square board is 11 × 11 cells (rule ruqi.board, after seed 002): the 周道 ring, the
 * 凈 lane down the middle column and the 中 lane along the middle row, their four crossings
 * named 此凈, 彼凈, 左中, 右中.  Pieces waiting beside their 凈 sit in a tray outside the
 * board by that crossing: White's below (此), Black's above (彼).  A 伏 piece is drawn lying
 * (wide and flat), a 梟 standing (tall, with a raised head); a 累 is drawn as a pile with
 * its count.  The side panel shows the two 投子, the throw's class, the 算 and 爵 of each
 * side, the pieces out, and the selected move.
 *
 * The widget keeps a copy of the position and of the legal moves it is given; the arrow
 * keys (or a click on a piece) select a move, Return (or a click on its destination)
 * emits ::move-chosen with its index.  It never decides a rule.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <adwaita.h>

#include "bx-ruqi-board.h"
#include "games/bx-ruqi.h"

typedef struct
{
  double r, g, b, a;
} Rgba;

/* The colours, light or dark (AdwStyleManager:dark), read before each drawing. */
typedef struct
{
  Rgba paper;        /* behind everything */
  Rgba wood;         /* the board */
  Rgba unused;       /* the outline of the cells not played on */
  Rgba ring;         /* 周道 */
  Rgba jing;         /* 凈 lane */
  Rgba zhong;        /* 中 lane */
  Rgba crossing;     /* 此凈, 彼凈, 左中, 右中 */
  Rgba centre;
  Rgba grid;
  Rgba label;        /* the crossings' names */
  Rgba jing_name;
  Rgba zhong_name;
  Rgba marks;        /* 周道 and the arrows */
  Rgba shadow;
  Rgba edge[2];      /* the outline of White's and Black's pieces */
  Rgba select;       /* the selected move */
  Rgba text;         /* the side panel */
  Rgba dim_text;
  Rgba jue_edge[2];  /* a 爵 not yet set up, one set up */
  Rgba stick[2];     /* a 算 not yet won, one won */
} Palette;

struct _BxRuqiBoard
{
  GtkWidget     parent_instance;

  Palette       pal;

  BxPositionData pos;   /* game (not owned), state, throw, moves, selected */
};

static void bx_ruqi_board_position_board_init (BxPositionBoardInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BxRuqiBoard, bx_ruqi_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (BX_TYPE_POSITION_BOARD,
                                                      bx_ruqi_board_position_board_init))

typedef struct
{
  double u;     /* one cell */
  double bx;    /* the board's top-left corner */
  double by;
  double px;    /* the side panel's left edge */
} Layout;

static const char *side_names[2] = { "白", "黑" };

/* Red (the 梟's head, 謙, a pile's count, a 爵): the same in both styles. */
static const Rgba red = { 0.72, 0.18, 0.15, 1 };

/* ---------------------------------------------------------------- statics */

static Rgba
rgb (guint  hex,
     double alpha)
{
  return (Rgba) { ((hex >> 16) & 0xff) / 255.0, ((hex >> 8) & 0xff) / 255.0,
                  (hex & 0xff) / 255.0, alpha };
}

static void
use (cairo_t    *cr,
     const Rgba *c)
{
  cairo_set_source_rgba (cr, c->r, c->g, c->b, c->a);
}

static void
get_palette (BxRuqiBoard *self,
             Palette     *p)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  if (dark)
    {
      /* A dark wood, light marks; the pieces and the 投子 keep their colours. */
      p->paper = rgb (0x2a2521, 1);
      p->wood = rgb (0x4a3727, 1);
      p->unused = rgb (0x000000, 0.25);
      p->ring = rgb (0x7d6247, 1);
      p->jing = rgb (0x435a70, 1);
      p->zhong = rgb (0x486545, 1);
      p->crossing = rgb (0x8a4a3c, 1);
      p->centre = rgb (0x55594f, 1);
      p->grid = rgb (0x241a12, 1);
      p->label = rgb (0xfff2e0, 0.9);
      p->jing_name = rgb (0xb3d4f7, 0.75);
      p->zhong_name = rgb (0xb8ebb3, 0.75);
      p->marks = rgb (0xf5e3c7, 0.65);
      p->shadow = rgb (0x000000, 0.45);
      p->edge[0] = rgb (0x241a12, 1);
      p->edge[1] = rgb (0xc0bfbc, 1);
      p->select = rgb (0x78aeed, 0.95);
      p->text = rgb (0xeeeae4, 1);
      p->dim_text = rgb (0xeeeae4, 0.65);
      p->jue_edge[0] = rgb (0x9a8d80, 1);
      p->jue_edge[1] = rgb (0xe8a097, 1);
      p->stick[0] = rgb (0x4d4640, 1);
      p->stick[1] = rgb (0xe6c79a, 1);
      return;
    }
  p->paper = (Rgba) { 0.98, 0.96, 0.92, 1 };
  p->wood = (Rgba) { 0.80, 0.63, 0.40, 1 };
  p->unused = (Rgba) { 0.45, 0.3, 0.15, 0.18 };
  p->ring = (Rgba) { 0.96, 0.89, 0.74, 1 };
  p->jing = (Rgba) { 0.78, 0.86, 0.93, 1 };
  p->zhong = (Rgba) { 0.80, 0.90, 0.78, 1 };
  p->crossing = (Rgba) { 0.86, 0.55, 0.45, 1 };
  p->centre = (Rgba) { 0.83, 0.86, 0.80, 1 };
  p->grid = (Rgba) { 0.45, 0.3, 0.15, 1 };
  p->label = (Rgba) { 0.3, 0.1, 0.05, 0.85 };
  p->jing_name = (Rgba) { 0.15, 0.3, 0.5, 0.7 };
  p->zhong_name = (Rgba) { 0.15, 0.4, 0.15, 0.7 };
  p->marks = (Rgba) { 0.35, 0.2, 0.1, 0.6 };
  p->shadow = (Rgba) { 0, 0, 0, 0.25 };
  p->edge[0] = p->edge[1] = (Rgba) { 0.35, 0.22, 0.1, 1 };
  p->select = (Rgba) { 0.1, 0.4, 0.85, 0.9 };
  p->text = (Rgba) { 0.2, 0.15, 0.1, 1 };
  p->dim_text = (Rgba) { 0.3, 0.25, 0.2, 0.85 };
  p->jue_edge[0] = (Rgba) { 0.55, 0.45, 0.35, 1 };
  p->jue_edge[1] = (Rgba) { 0.4, 0.1, 0.1, 1 };
  p->stick[0] = (Rgba) { 0.85, 0.8, 0.72, 1 };
  p->stick[1] = (Rgba) { 0.3, 0.2, 0.1, 1 };
}

static void
get_layout (BxRuqiBoard *self,
            Layout      *l)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double side = MIN (h, w * 0.66);

  l->u = side / 13.0;
  l->bx = l->u;
  l->by = l->u;
  l->px = side + l->u * 0.2;
}

static void
cell_center (const Layout *l,
             int           cell,
             double       *x,
             double       *y)
{
  *x = l->bx + (cell % BX_RUQI_SIZE + 0.5) * l->u;
  *y = l->by + (cell / BX_RUQI_SIZE + 0.5) * l->u;
}

/* Where a piece waiting beside its 凈 is drawn: the tray below (White) or above (Black). */
static void
slot_center (const Layout *l,
             int           player,
             int           piece,
             double       *x,
             double       *y)
{
  *x = l->bx + (5.5 + (piece - 2) * 1.05) * l->u;
  *y = player == 0 ? l->by + 11.5 * l->u : l->by - 0.5 * l->u;
}

static gboolean
point_center (BxRuqiBoard  *self,
              const Layout *l,
              int           point,
              double       *x,
              double       *y)
{
  int cell;

  if (point >= BX_RUQI_START_SLOT && point < BX_RUQI_START_SLOT + BX_RUQI_PIECES)
    {
      slot_center (l, self->pos.state.player, point - BX_RUQI_START_SLOT, x, y);
      return TRUE;
    }
  if (point == BX_POINT_OFF)
    {
      /* Out: past the mover's 凈, at the end of his tray. */
      slot_center (l, self->pos.state.player, 5, x, y);
      *x += 0.4 * l->u;
      return TRUE;
    }
  cell = bx_ruqi_point_cell (point);
  if (cell < 0)
    return FALSE;
  cell_center (l, cell, x, y);
  return TRUE;
}

static void
draw_text (cairo_t    *cr,
           const char *text,
           double      x,
           double      y,
           double      size,
           gboolean    bold,
           gboolean    centred)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_new ();
  int w, h;

  pango_font_description_set_family (desc, "Noto Serif CJK TC, Noto Sans CJK TC, serif");
  pango_font_description_set_absolute_size (desc, MAX (size, 1.0) * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, centred ? x - w / 2.0 : x, centred ? y - h / 2.0 : y);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (desc);
  g_object_unref (layout);
}

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* One piece: lying (伏) wide and flat, standing (梟) tall with a raised head. */
static void
draw_piece (cairo_t       *cr,
            const Palette *pal,
            double         cx,
            double         cy,
            double         u,
            int            player,
            gboolean       xiao,
            const char    *label)
{
  double w = xiao ? 0.46 * u : 0.82 * u, h = xiao ? 0.84 * u : 0.44 * u;
  double fg = player == 0 ? 0.12 : 0.95;

  /* Shadow: a standing piece casts a longer one. */
  use (cr, &pal->shadow);
  rounded_rect (cr, cx - w / 2 + (xiao ? 0.1 : 0.04) * u, cy - h / 2 + 0.05 * u, w, h,
                0.08 * u);
  cairo_fill (cr);
  if (player == 0)
    cairo_set_source_rgb (cr, 0.97, 0.95, 0.88);
  else
    cairo_set_source_rgb (cr, 0.16, 0.15, 0.17);
  rounded_rect (cr, cx - w / 2, cy - h / 2, w, h, 0.08 * u);
  cairo_fill_preserve (cr);
  use (cr, &pal->edge[player]);
  cairo_set_line_width (cr, MAX (1.0, 0.04 * u));
  cairo_stroke (cr);
  if (xiao)
    {
      /* The head of a standing 梟. */
      use (cr, &red);
      rounded_rect (cr, cx - w / 2, cy - h / 2, w, 0.18 * u, 0.06 * u);
      cairo_fill (cr);
    }
  cairo_set_source_rgb (cr, fg, fg, fg);
  draw_text (cr, label, cx, cy + (xiao ? 0.07 * u : 0), 0.34 * u, TRUE, TRUE);
}

/* The pieces of @player at @node, as a pile. */
static void
draw_unit (cairo_t            *cr,
           const Palette      *pal,
           const BxGame       *game,
           const BxRuqiState  *rs,
           int                 player,
           guint8              mask,
           double              cx,
           double              cy,
           double              u)
{
  int n = 0, k = 0, top = -1;
  gboolean xiao = FALSE;

  for (int i = 0; i < BX_RUQI_PIECES; i++)
    if (mask & (1u << i))
      {
        n++;
        top = i;
        xiao = (rs->xiao[player] >> i) & 1;
      }
  for (int i = 0; i < BX_RUQI_PIECES; i++)
    {
      double off;
      if (!(mask & (1u << i)))
        continue;
      off = (k - (n - 1) / 2.0) * 0.09 * u;
      draw_piece (cr, pal, cx + off, cy - off, u, player, xiao,
                  i == top ? bx_ruqi_piece_name (i) : "");
      k++;
    }
  if (n > 1)
    {
      char buf[16];
      double bxx = cx + 0.38 * u, byy = cy - 0.36 * u;
      use (cr, &red);
      cairo_new_path (cr);
      cairo_arc (cr, bxx, byy, 0.17 * u, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      g_snprintf (buf, sizeof buf, "%d", n);
      draw_text (cr, buf, bxx, byy, 0.22 * u, TRUE, TRUE);
    }
}

static void
draw_board (BxRuqiBoard  *self,
            cairo_t      *cr,
            const Layout *l)
{
  double u = l->u;

  /* The board. */
  use (cr, &self->pal.wood);
  rounded_rect (cr, l->bx - 0.15 * u, l->by - 0.15 * u, 11.3 * u, 11.3 * u, 0.2 * u);
  cairo_fill (cr);
  for (int cell = 0; cell < BX_RUQI_N_CELLS; cell++)
    {
      int point = bx_ruqi_cell_point (cell);
      int r = cell / BX_RUQI_SIZE, c = cell % BX_RUQI_SIZE;
      double x = l->bx + c * u, y = l->by + r * u;
      const char *label = bx_ruqi_cell_label (cell);

      if (point < 0)
        {
          use (cr, &self->pal.unused);
          cairo_rectangle (cr, x + 0.5, y + 0.5, u - 1, u - 1);
          cairo_stroke (cr);
          continue;
        }
      if (r == 5 && c == 5)
        use (cr, &self->pal.centre);
      else if (bx_ruqi_cell_is_crossing (cell))
        use (cr, &self->pal.crossing);
      else if (point < BX_RUQI_RING)
        use (cr, &self->pal.ring);
      else if (c == 5)
        use (cr, &self->pal.jing);
      else
        use (cr, &self->pal.zhong);
      cairo_rectangle (cr, x + 1, y + 1, u - 2, u - 2);
      cairo_fill_preserve (cr);
      use (cr, &self->pal.grid);
      cairo_set_line_width (cr, MAX (1.0, 0.03 * u));
      cairo_stroke (cr);
      if (label != NULL)
        {
          use (cr, &self->pal.label);
          draw_text (cr, label, x + u / 2, y + u * 0.5, 0.26 * u, TRUE, TRUE);
        }
    }
  /* The lanes' names. */
  use (cr, &self->pal.jing_name);
  draw_text (cr, "凈", l->bx + 5.5 * u, l->by + 2.5 * u, 0.45 * u, TRUE, TRUE);
  draw_text (cr, "凈", l->bx + 5.5 * u, l->by + 8.5 * u, 0.45 * u, TRUE, TRUE);
  use (cr, &self->pal.zhong_name);
  draw_text (cr, "中", l->bx + 2.5 * u, l->by + 5.5 * u, 0.45 * u, TRUE, TRUE);
  draw_text (cr, "中", l->bx + 8.5 * u, l->by + 5.5 * u, 0.45 * u, TRUE, TRUE);
  use (cr, &self->pal.marks);
  draw_text (cr, "周道", l->bx + 7.5 * u, l->by + 1.6 * u, 0.32 * u, FALSE, TRUE);
  /* The direction all pieces go (轉㸦相順): counter-clockwise on screen. */
  draw_text (cr, "→", l->bx + 7.5 * u, l->by + 9.4 * u, 0.4 * u, TRUE, TRUE);
  draw_text (cr, "↑", l->bx + 9.4 * u, l->by + 7.5 * u, 0.4 * u, TRUE, TRUE);
  draw_text (cr, "←", l->bx + 3.5 * u, l->by + 1.6 * u, 0.4 * u, TRUE, TRUE);
  draw_text (cr, "↓", l->bx + 1.6 * u, l->by + 3.5 * u, 0.4 * u, TRUE, TRUE);
}

static void
draw_pieces (BxRuqiBoard  *self,
             cairo_t      *cr,
             const Layout *l)
{
  const BxRuqiState *rs = bx_ruqi_state_const (&self->pos.state);

  for (int p = 0; p < 2; p++)
    for (int i = 0; i < BX_RUQI_PIECES; i++)
      {
        int node = rs->node[p][i];
        double x, y;
        gboolean first = TRUE;
        guint8 mask = 0;

        if (node == BX_RUQI_NODE_OUT)
          continue;
        if (node == BX_RUQI_NODE_START)
          {
            slot_center (l, p, i, &x, &y);
            draw_unit (cr, &self->pal, self->pos.game, rs, p, 1u << i, x, y, l->u);
            continue;
          }
        for (int k = 0; k < BX_RUQI_PIECES; k++)
          if (rs->node[p][k] == node)
            {
              mask |= 1u << k;
              if (k < i)
                first = FALSE;
            }
        if (!first)
          continue;
        cell_center (l, bx_ruqi_node_cell (p, node), &x, &y);
        draw_unit (cr, &self->pal, self->pos.game, rs, p, mask, x, y, l->u);
      }
}

static void
draw_arrow (cairo_t *cr,
            double   x0,
            double   y0,
            double   x1,
            double   y1,
            double   u)
{
  double a = atan2 (y1 - y0, x1 - x0);

  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairo_stroke (cr);
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, x1 - 0.3 * u * cos (a - 0.45), y1 - 0.3 * u * sin (a - 0.45));
  cairo_line_to (cr, x1 - 0.3 * u * cos (a + 0.45), y1 - 0.3 * u * sin (a + 0.45));
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
draw_selection (BxRuqiBoard  *self,
                cairo_t      *cr,
                const Layout *l)
{
  const BxMove *m;

  m = bx_position_data_get_selected_move (&self->pos);
  if (m == NULL)
    return;
  use (cr, &self->pal.select);
  cairo_set_line_width (cr, MAX (2.0, 0.07 * l->u));
  for (guint s = 0; s < m->n_steps; s++)
    {
      double x0, y0, x1, y1;
      if (!point_center (self, l, m->steps[s].from, &x0, &y0)
          || !point_center (self, l, m->steps[s].to, &x1, &y1))
        continue;
      if (s == 0)
        {
          cairo_new_path (cr);
          cairo_arc (cr, x0, y0, 0.5 * l->u, 0, 2 * G_PI);
          cairo_stroke (cr);
        }
      draw_arrow (cr, x0, y0, x1, y1, l->u);
      if (s + 1 == m->n_steps)
        {
          cairo_rectangle (cr, x1 - 0.5 * l->u, y1 - 0.5 * l->u, l->u, l->u);
          cairo_stroke (cr);
        }
    }
}

static void
draw_die (cairo_t       *cr,
          const Palette *pal,
          double         x,
          double         y,
          double         s,
          int            face)
{
  char num[8];

  use (cr, &pal->shadow);
  rounded_rect (cr, x + 0.06 * s, y + 0.06 * s, s, s, 0.15 * s);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.98, 0.97, 0.93);
  rounded_rect (cr, x, y, s, s, 0.15 * s);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.35, 0.22, 0.1);
  cairo_set_line_width (cr, MAX (1.0, 0.03 * s));
  cairo_stroke (cr);
  if (face == BX_RUQI_FACE_QIAN)
    use (cr, &red);
  else
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  draw_text (cr, bx_ruqi_face_name (face), x + s / 2, y + s * 0.42, 0.5 * s, TRUE, TRUE);
  if (face != BX_RUQI_FACE_QIAN)
    g_snprintf (num, sizeof num, "%d", bx_ruqi_face_value (face));
  else
    g_strlcpy (num, "—", sizeof num);
  cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
  draw_text (cr, num, x + s / 2, y + s * 0.82, 0.2 * s, FALSE, TRUE);
}

static void
draw_panel (BxRuqiBoard  *self,
            cairo_t      *cr,
            const Layout *l)
{
  const BxRuqiState *rs = bx_ruqi_state_const (&self->pos.state);
  double u = l->u, x = l->px, y = l->by;
  guint per_jue = bx_ruqi_suan_per_jue (self->pos.game);
  guint to_win = bx_ruqi_jue_to_win (self->pos.game);
  g_autofree char *head = NULL;
  g_autofree char *turn = NULL;
  const BxMove *m;

  use (cr, &self->pal.text);
  head = g_strdup_printf ("儒棋 · 第%d局", rs->ju + 1);
  draw_text (cr, head, x, y - 0.6 * u, 0.55 * u, TRUE, FALSE);
  if (self->pos.state.winner >= 0)
    turn = g_strdup_printf ("%s勝 · 三爵立", side_names[self->pos.state.winner]);
  else if (rs->phase == BX_RUQI_PHASE_THROW_OFF)
    turn = g_strdup_printf ("%s投 · 高彩者先投", side_names[self->pos.state.player]);
  else
    turn = g_strdup_printf ("%s投", side_names[self->pos.state.player]);
  draw_text (cr, turn, x, y + 0.2 * u, 0.42 * u, FALSE, FALSE);

  /* The two 投子. */
  y += 1.0 * u;
  if (self->pos.has_throw)
    {
      int q = (self->pos.t.d[0] == BX_RUQI_FACE_QIAN) + (self->pos.t.d[1] == BX_RUQI_FACE_QIAN);
      const char *klass = q == 2 ? "兩謙" : q == 1 ? "一謙"
                          : self->pos.t.d[0] == self->pos.t.d[1] ? "兩彩同" : "異彩";
      draw_die (cr, &self->pal, x, y, 1.5 * u, self->pos.t.d[0]);
      draw_die (cr, &self->pal, x + 1.8 * u, y, 1.5 * u, self->pos.t.d[1]);
      use (cr, &self->pal.text);
      draw_text (cr, klass, x + 3.7 * u, y + 0.5 * u, 0.42 * u, TRUE, FALSE);
    }
  else
    {
      use (cr, &self->pal.dim_text);
      draw_text (cr, "（未投）", x, y + 0.5 * u, 0.4 * u, FALSE, FALSE);
    }

  /* The tally: 算 toward the next 爵, and the 爵 set up. */
  y += 2.2 * u;
  for (int p = 0; p < 2; p++)
    {
      g_autofree char *line = g_strdup_printf ("%s  算 %u  爵 %u/%u", side_names[p], rs->suan[p],
                                               rs->suan[p] / per_jue, to_win);
      GString *out = g_string_new (NULL);
      use (cr, &self->pal.text);
      draw_text (cr, line, x, y, 0.4 * u, TRUE, FALSE);
      for (guint j = 0; j < to_win; j++)
        {
          double jx = x + j * 0.7 * u, jy = y + 0.65 * u;
          cairo_rectangle (cr, jx, jy, 0.55 * u, 0.55 * u);
          if (j < rs->suan[p] / per_jue)
            {
              use (cr, &red);
              cairo_fill_preserve (cr);
              cairo_set_source_rgb (cr, 1, 1, 1);
              draw_text (cr, "爵", jx + 0.275 * u, jy + 0.275 * u, 0.36 * u, TRUE, TRUE);
              use (cr, &self->pal.jue_edge[1]);
            }
          else
            use (cr, &self->pal.jue_edge[0]);
          cairo_rectangle (cr, jx, jy, 0.55 * u, 0.55 * u);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
        }
      /* Ten 算 sticks toward the next 爵. */
      for (guint k = 0; k < per_jue && k < 20; k++)
        {
          double sx = x + to_win * 0.7 * u + 0.3 * u + k * 0.22 * u;
          use (cr, &self->pal.stick[k < rs->suan[p] % per_jue]);
          cairo_rectangle (cr, sx, y + 0.65 * u, 0.12 * u, 0.55 * u);
          cairo_fill (cr);
        }
      for (int i = 0; i < BX_RUQI_PIECES; i++)
        if (rs->node[p][i] == BX_RUQI_NODE_OUT)
          g_string_append (out, bx_ruqi_piece_name (i));
      if (out->len > 0)
        {
          g_autofree char *outs = g_strdup_printf ("已出：%s", out->str);
          use (cr, &self->pal.dim_text);
          draw_text (cr, outs, x, y + 1.35 * u, 0.34 * u, FALSE, FALSE);
        }
      g_string_free (out, TRUE);
      y += 2.1 * u;
    }
  if (rs->last_winner >= 0)
    {
      g_autofree char *last = g_strdup_printf ("上局%s勝，得%u算；負者先", side_names[rs->last_winner],
                                               rs->last_suan);
      use (cr, &self->pal.dim_text);
      draw_text (cr, last, x, y, 0.34 * u, FALSE, FALSE);
      y += 0.7 * u;
    }

  /* The selected move. */
  m = bx_position_data_get_selected_move (&self->pos);
  if (m != NULL)
    {
      g_autofree char *n = bx_game_describe_move (self->pos.game, &self->pos.state, m);
      g_autofree char *line = g_strdup_printf ("著 %d/%u：%s", self->pos.selected + 1,
                                               self->pos.moves->len, n);
      use (cr, &self->pal.select);
      draw_text (cr, line, x, y + 0.2 * u, 0.36 * u, TRUE, FALSE);
    }
}

/* The keys select and play moves: off while there are none. */
static void
set_keys_enabled (BxRuqiBoard *self,
                  gboolean     enabled)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ruqi-board.play", enabled);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ruqi-board.next", enabled);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ruqi-board.previous", enabled);
}

static int
final_to (const BxMove *m)
{
  return m->n_steps > 0 ? m->steps[m->n_steps - 1].to : G_MININT;
}

/* ---------------------------------------------------------------- callbacks */

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            BxRuqiBoard     *self)
{
  Layout l;
  int point = G_MININT;

  if (self->pos.game == NULL)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  get_layout (self, &l);
  for (int i = 0; i < BX_RUQI_PIECES && point == G_MININT; i++)
    {
      double sx, sy;
      slot_center (&l, self->pos.state.player, i, &sx, &sy);
      if (fabs (x - sx) < 0.5 * l.u && fabs (y - sy) < 0.5 * l.u)
        point = BX_RUQI_START_SLOT + i;
    }
  if (point == G_MININT && x >= l.bx && y >= l.by && x < l.bx + 11 * l.u
      && y < l.by + 11 * l.u)
    {
      int cell = (int) ((y - l.by) / l.u) * BX_RUQI_SIZE + (int) ((x - l.bx) / l.u);
      point = bx_ruqi_cell_point (cell);
    }
  if (point != G_MININT && point >= 0)
    bx_ruqi_board_click_point (self, point);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BxRuqiBoard *self = BX_RUQI_BOARD (widget);
  int n = self->pos.moves != NULL ? (int) self->pos.moves->len : 0;
  int step = g_str_has_suffix (action_name, "previous") ? -1 : 1;

  if (n > 0)
    bx_ruqi_board_select (self, (MAX (self->pos.selected, 0) + step + n) % n);
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BxRuqiBoard *self = BX_RUQI_BOARD (widget);

  if (bx_position_data_get_selected_move (&self->pos) != NULL)
    bx_position_board_move_chosen (BX_POSITION_BOARD (self), self->pos.selected);
}

/* ---------------------------------------------------------------- BxPositionBoard */

/* The interface's entry points: the public functions, on the interface's type. */
static void
position_board_set_position (BxPositionBoard *board,
                             const BxGame    *game,
                             const BxState   *state,
                             const BxThrow   *t,
                             GArray          *moves)
{
  bx_ruqi_board_set_position (BX_RUQI_BOARD (board), game, state, t, moves);
}

static int
position_board_get_selected (BxPositionBoard *board)
{
  return bx_ruqi_board_get_selected (BX_RUQI_BOARD (board));
}

static void
position_board_select (BxPositionBoard *board,
                       int              index)
{
  bx_ruqi_board_select (BX_RUQI_BOARD (board), index);
}

static void
bx_ruqi_board_position_board_init (BxPositionBoardInterface *iface)
{
  /* The public functions: a BxRuqiBoard is a BxPositionBoard. */
  iface->set_position = position_board_set_position;
  iface->get_selected = position_board_get_selected;
  iface->select = position_board_select;
}

/* ---------------------------------------------------------------- overrides */

static void
bx_ruqi_board_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  BxRuqiBoard *self = BX_RUQI_BOARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  Layout l;
  cairo_t *cr;

  if (width <= 0 || height <= 0 || self->pos.game == NULL)
    return;
  get_layout (self, &l);
  get_palette (self, &self->pal);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  use (cr, &self->pal.paper);
  cairo_paint (cr);
  draw_board (self, cr, &l);
  draw_pieces (self, cr, &l);
  draw_selection (self, cr, &l);
  draw_panel (self, cr, &l);
  cairo_destroy (cr);
}

static void
bx_ruqi_board_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 480 : 320;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 940 : 620;
}

static void
bx_ruqi_board_finalize (GObject *object)
{
  BxRuqiBoard *self = BX_RUQI_BOARD (object);

  bx_position_data_clear (&self->pos);
  G_OBJECT_CLASS (bx_ruqi_board_parent_class)->finalize (object);
}

static void
bx_ruqi_board_class_init (BxRuqiBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = bx_ruqi_board_finalize;
  widget_class->snapshot = bx_ruqi_board_snapshot;
  widget_class->measure = bx_ruqi_board_measure;

  /* ::move-chosen (Return, or a click on the selected move's destination) and
   * ::selection-changed come from BxPositionBoard. */
  gtk_widget_class_install_action (widget_class, "ruqi-board.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "ruqi-board.previous", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "ruqi-board.play", NULL, play_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "ruqi-board.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "ruqi-board.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "ruqi-board.previous",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "ruqi-board.previous",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "ruqi-board.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "ruqi-board.play",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "ruqi-board.play", NULL);

  gtk_widget_class_set_css_name (widget_class, "boxi-ruqi-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bx_ruqi_board_init (BxRuqiBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  bx_position_data_init (&self->pos);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  set_keys_enabled (self, FALSE);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

/* ---------------------------------------------------------------- public */

/** bx_ruqi_board_new: Returns: (transfer full): a new, empty 儒棋 board. */
GtkWidget *
bx_ruqi_board_new (void)
{
  return g_object_new (BX_TYPE_RUQI_BOARD, NULL);
}

/**
 * bx_ruqi_board_set_position:
 * @self: the board
 * @game: (transfer none): a 儒棋 game; it must outlive the board or the next call
 * @state: the position to show (copied)
 * @t: (nullable): the throw of the player to move, or NULL before the throw
 * @moves: (nullable) (element-type BxMove): the engine's legal moves for @t (copied)
 *
 * Shows a position.  The first move is selected (::selection-changed when that changes
 * the index).  While there are no moves the board's keys are off, so that they reach its
 * parent.
 */
void
bx_ruqi_board_set_position (BxRuqiBoard   *self,
                            const BxGame  *game,
                            const BxState *state,
                            const BxThrow *t,
                            GArray        *moves)
{
  g_return_if_fail (BX_IS_RUQI_BOARD (self));
  g_return_if_fail (game != NULL && state != NULL);
  g_return_if_fail (g_strcmp0 (bx_ruleset_get_family (bx_game_get_ruleset (game)), "ruqi")
                    == 0);

  /* The keys are on when a move will be selected, before ::selection-changed says so. */
  set_keys_enabled (self, moves != NULL && moves->len > 0);
  bx_position_data_set (&self->pos, BX_POSITION_BOARD (self), game, state, t, moves);
}

/** bx_ruqi_board_get_selected: Returns: the index of the selected move, or -1. */
int
bx_ruqi_board_get_selected (BxRuqiBoard *self)
{
  g_return_val_if_fail (BX_IS_RUQI_BOARD (self), -1);
  return self->pos.selected;
}

/**
 * bx_ruqi_board_select:
 * @self: the board
 * @index: a move index, or -1 for none
 *
 * Selects (highlights) a legal move.
 */
void
bx_ruqi_board_select (BxRuqiBoard *self,
                      int          index)
{
  g_return_if_fail (BX_IS_RUQI_BOARD (self));
  g_return_if_fail (index >= -1 && (self->pos.moves == NULL || index < (int) self->pos.moves->len));

  bx_position_data_select (&self->pos, BX_POSITION_BOARD (self), index);
}

/**
 * bx_ruqi_board_click_point:
 * @self: the board
 * @point: a point of BxStep (bx-ruqi.h), or a start slot of the player to move
 *
 * What a click does: on the destination of the selected move it plays it (::move-chosen);
 * on a piece it selects the next move that starts there; on another destination it
 * selects a move that ends there.
 *
 * Returns: %TRUE when the click selected or played a move.
 */
gboolean
bx_ruqi_board_click_point (BxRuqiBoard *self,
                           int          point)
{
  int n, start;

  g_return_val_if_fail (BX_IS_RUQI_BOARD (self), FALSE);
  if (self->pos.moves == NULL || (n = (int) self->pos.moves->len) == 0)
    return FALSE;
  if (self->pos.selected >= 0
      && final_to (&g_array_index (self->pos.moves, BxMove, self->pos.selected)) == point)
    {
      bx_position_board_move_chosen (BX_POSITION_BOARD (self), self->pos.selected);
      return TRUE;
    }
  start = self->pos.selected < 0 ? 0 : self->pos.selected + 1;
  for (int k = 0; k < n; k++)
    {
      int i = (start + k) % n;
      const BxMove *m = &g_array_index (self->pos.moves, BxMove, i);
      if (m->n_steps > 0 && m->steps[0].from == point)
        {
          bx_ruqi_board_select (self, i);
          return TRUE;
        }
    }
  for (int i = 0; i < n; i++)
    if (final_to (&g_array_index (self->pos.moves, BxMove, i)) == point)
      {
        bx_ruqi_board_select (self, i);
        return TRUE;
      }
  return FALSE;
}
