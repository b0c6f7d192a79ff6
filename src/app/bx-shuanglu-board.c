/* bx-shuanglu-board.c: the 雙陸 board, drawn from a play session
 *
 * The geometry is the drawing of the engine's numbering (bx-shuanglu.h): two rows of
 * twelve points with the divide (and the bar) between the halves, the borne-off trays on
 * the right:
 *
 *     top row:     12 13 14 15 16 17 | bar | 18 19 20 21 22 23 | Black's tray
 *     bottom row:  11 10  9  8  7  6 | bar |  5  4  3  2  1  0 | White's tray
 *
 * White (player 0) travels 23 → 0 and Black 0 → 23.  The names of the points and which of
 * them are a player's 門, 胲 and 宫 come from the engine (bx_shuanglu_point_label(),
 * bx_shuanglu_point_role()); which moves are legal comes only from the session.
 *
 * The widget keeps no game state: it draws the session's position with the chosen steps
 * of the move being entered applied, and the marks (picked piece, keyboard cursor) it is
 * given.  A click activates play.select-point, a change of the point under the pointer
 * play.hover-point.
 *
 * It is the #BxBoard of the family "shuanglu" (bx-board-registry.c), a point board:
 * the play view gives it the marks (bx_board_set_marks()), and it reports as its
 * candidate the move that the point under the pointer, else under the cursor, stands for.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bx-shuanglu.h"
#include "bx-shuanglu-board.h"

#define N_COLS 12
#define VISIBLE_STACK 5

struct _BxShuangluBoard
{
  BxBoard     parent_instance;

  BxSession  *session;   /* not owned */
  int         picked;
  int         cursor;
  int         hover;

  /* The geometry of the last allocation. */
  double      x0, y0;    /* top left of the playing field */
  double      cw;        /* column width */
  double      bar_w;
  double      tray_w;
  double      field_h;   /* height of the playing field */
  double      band_h;    /* label band above and below */
};

G_DEFINE_FINAL_TYPE (BxShuangluBoard, bx_shuanglu_board, BX_TYPE_BOARD)

/* Statics */

static gboolean
is_shuanglu (BxShuangluBoard *self)
{
  BxRuleset *ruleset;

  if (self->session == NULL)
    return FALSE;
  ruleset = bx_session_get_ruleset (self->session);
  return g_strcmp0 (bx_ruleset_get_family (ruleset), "shuanglu") == 0;
}

/* Column (0–11) and row (0 top, 1 bottom) of a point. */
static void
point_cell (int  point,
            int *col,
            int *row)
{
  if (point >= 12)
    {
      *row = 0;
      *col = point - 12;
    }
  else
    {
      *row = 1;
      *col = 11 - point;
    }
}

static double
col_x (BxShuangluBoard *self,
       int          col)
{
  return self->x0 + col * self->cw + (col >= 6 ? self->bar_w : 0);
}

static void
compute_geometry (BxShuangluBoard *self,
                  int          width,
                  int          height)
{
  double margin = 8;
  double units_w, cw;

  self->band_h = MAX (44, height * 0.08);
  /* 12 columns, the bar (0.9) and the tray (1.1). */
  units_w = N_COLS + 0.9 + 1.1;
  cw = (width - 2 * margin) / units_w;
  cw = MIN (cw, (height - 2 * margin - 2 * self->band_h) / 10.5);
  cw = MAX (cw, 8);
  self->cw = cw;
  self->bar_w = 0.9 * cw;
  self->tray_w = 1.1 * cw;
  self->field_h = MIN (height - 2 * margin - 2 * self->band_h, 13 * cw);
  self->x0 = (width - units_w * cw) / 2;
  self->y0 = (height - self->field_h) / 2;
}

/* The position to draw: the session's, with the chosen steps applied by the engine
 * (bx_session_get_shown_state()). */
static void
displayed_position (BxShuangluBoard     *self,
                    BxShuangluState *out,
                    int             *mover)
{
  const BxState *shown = bx_session_get_shown_state (self->session);

  *out = *bx_shuanglu_state_const (shown);
  *mover = shown->player;
}

static void
draw_disc (cairo_t       *cr,
           const BxPalette *p,
           int            player,
           double         x,
           double         y,
           double         r)
{
  const BxRgba *fill = player == 0 ? &p->piece_fill[0] : &p->piece_fill[1];
  const BxRgba *edge = player == 0 ? &p->piece_edge[0] : &p->piece_edge[1];

  cairo_new_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  bx_rgba_use_alpha (cr, fill, 1);
  cairo_fill_preserve (cr);
  bx_rgba_use_alpha (cr, edge, 1);
  cairo_set_line_width (cr, MAX (1, r * 0.08));
  cairo_stroke (cr);
  /* An inner ring, as on turned wooden pieces. */
  cairo_arc (cr, x, y, r * 0.62, 0, 2 * G_PI);
  bx_rgba_use_alpha (cr, edge, 0.45);
  cairo_set_line_width (cr, MAX (1, r * 0.05));
  cairo_stroke (cr);
}

static void
draw_text (cairo_t     *cr,
           PangoLayout *layout,
           const char  *text,
           double       cx,
           double       cy,
           const BxRgba  *color)
{
  int w, h;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, cx - w / 2.0, cy - h / 2.0);
  bx_rgba_use_alpha (cr, color, 1);
  pango_cairo_show_layout (cr, layout);
}

static void
set_font (PangoLayout *layout,
          double       px,
          gboolean     bold)
{
  PangoFontDescription *desc = pango_font_description_new ();

  pango_font_description_set_family (desc, "Noto Serif CJK TC, Noto Sans CJK TC, serif");
  pango_font_description_set_absolute_size (desc, px * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
}

/* The centre of the k-th piece of a stack on a point (k = 0 at the edge). */
static void
piece_center (BxShuangluBoard *self,
              int          point,
              int          k,
              double      *x,
              double      *y)
{
  int col, row;
  double r = self->cw * 0.46;

  point_cell (point, &col, &row);
  *x = col_x (self, col) + self->cw / 2;
  k = MIN (k, VISIBLE_STACK - 1);
  if (row == 0)
    *y = self->y0 + r + 2 + k * 2 * r;
  else
    *y = self->y0 + self->field_h - r - 2 - k * 2 * r;
}

static void
draw_stack (BxShuangluBoard   *self,
            cairo_t       *cr,
            PangoLayout   *layout,
            const BxPalette *p,
            int            point,
            int            count,
            int            player)
{
  double r = self->cw * 0.46;

  for (int k = 0; k < MIN (count, VISIBLE_STACK); k++)
    {
      double x, y;

      piece_center (self, point, k, &x, &y);
      draw_disc (cr, p, player, x, y, r);
    }
  if (count > VISIBLE_STACK)
    {
      double x, y;
      g_autofree char *text = g_strdup_printf ("%d", count);

      piece_center (self, point, VISIBLE_STACK - 1, &x, &y);
      set_font (layout, r * 0.9, TRUE);
      draw_text (cr, layout, text, x, y, player == 0 ? &p->piece_fill[1] : &p->piece_fill[0]);
    }
}

static void
draw_point (BxShuangluBoard   *self,
            cairo_t       *cr,
            const BxPalette *p,
            int            point)
{
  int col, row;
  double x, y_edge, tip, w;

  point_cell (point, &col, &row);
  x = col_x (self, col);
  w = self->cw;
  tip = self->field_h * 0.42;
  y_edge = row == 0 ? self->y0 : self->y0 + self->field_h;

  cairo_new_path (cr);
  cairo_move_to (cr, x + 1, y_edge);
  cairo_line_to (cr, x + w / 2, row == 0 ? y_edge + tip : y_edge - tip);
  cairo_line_to (cr, x + w - 1, y_edge);
  cairo_close_path (cr);
  bx_rgba_use_alpha (cr, (col + row) % 2 == 0 ? &p->point[0] : &p->point[1], 1);
  if (p->point_edge.a > 0)
    {
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 1);
      bx_rgba_use_alpha (cr, &p->point_edge, 1);
      cairo_stroke (cr);
    }
  else
    cairo_fill (cr);
}

/* The rectangle of a point's column (for highlights and hit tests). */
static void
point_rect (BxShuangluBoard     *self,
            int              point,
            graphene_rect_t *rect)
{
  int col, row;
  double h = self->field_h / 2;

  if (point == BX_POINT_BAR)
    {
      graphene_rect_init (rect, self->x0 + 6 * self->cw, self->y0, self->bar_w, self->field_h);
      return;
    }
  if (point == BX_POINT_OFF)
    {
      graphene_rect_init (rect, self->x0 + N_COLS * self->cw + self->bar_w, self->y0,
                          self->tray_w, self->field_h);
      return;
    }
  point_cell (point, &col, &row);
  graphene_rect_init (rect, col_x (self, col), row == 0 ? self->y0 : self->y0 + h,
                      self->cw, h);
}

static void
stroke_rect (cairo_t               *cr,
             const graphene_rect_t *r,
             double                 inset)
{
  cairo_rectangle (cr, r->origin.x + inset, r->origin.y + inset,
                   r->size.width - 2 * inset, r->size.height - 2 * inset);
}

static void
draw_labels (BxShuangluBoard   *self,
             cairo_t       *cr,
             PangoLayout   *layout,
             const BxPalette *p)
{
  const BxGame *game = bx_session_get_game (self->session);
  double fs = CLAMP (self->cw * 0.24, 9, 15);

  for (int i = 0; i < BX_SHUANGLU_N_POINTS; i++)
    {
      int col, row;
      double cx, y_name, y_role;
      const char *label = bx_shuanglu_point_label (i);

      point_cell (i, &col, &row);
      cx = col_x (self, col) + self->cw / 2;
      y_name = row == 0 ? self->y0 - fs * 0.9 : self->y0 + self->field_h + fs * 0.9;
      y_role = row == 0 ? self->y0 - fs * 2.6 : self->y0 + self->field_h + fs * 2.6;

      if (label != NULL)
        {
          set_font (layout, fs, FALSE);
          draw_text (cr, layout, label, cx, y_name, &p->dim_text);
        }

      for (int player = 0; player < 2; player++)
        {
          BxShuangluRole role = bx_shuanglu_point_role (game, i, player);
          const char *text = NULL;

          if (role == BX_SHUANGLU_ROLE_MEN)
            text = player == 0 ? "白門" : "黑門";
          else if (role == BX_SHUANGLU_ROLE_GAI)
            text = player == 0 ? "白胲" : "黑胲";
          if (text == NULL)
            continue;
          set_font (layout, fs * 1.1, TRUE);
          draw_text (cr, layout, text, cx, y_role,
                     player == 0 ? &p->piece_label[0] : &p->piece_label[1]);
        }
    }

  /* 宫: a bracket between the point names and the role labels, over the run of a
   * player's home points, with its name in the role row away from the 胲. */
  for (int player = 0; player < 2; player++)
    {
      int lo_col = N_COLS, hi_col = -1, row = -1, gai_col = -1;
      double x1, x2, y, tick, text_x;
      const BxRgba *color = player == 0 ? &p->piece_label[0] : &p->piece_label[1];

      for (int i = 0; i < BX_SHUANGLU_N_POINTS; i++)
        {
          BxShuangluRole role = bx_shuanglu_point_role (game, i, player);
          int col, r;

          if (role != BX_SHUANGLU_ROLE_GONG && role != BX_SHUANGLU_ROLE_GAI)
            continue;
          point_cell (i, &col, &r);
          lo_col = MIN (lo_col, col);
          hi_col = MAX (hi_col, col);
          if (role == BX_SHUANGLU_ROLE_GAI)
            gai_col = col;
          row = r;
        }
      if (hi_col < 0)
        continue;
      x1 = col_x (self, lo_col) + 3;
      x2 = col_x (self, hi_col) + self->cw - 3;
      y = row == 0 ? self->y0 - fs * 1.65 : self->y0 + self->field_h + fs * 1.65;
      tick = row == 0 ? fs * 0.35 : -fs * 0.35;
      cairo_new_path (cr);
      cairo_move_to (cr, x1, y + tick);
      cairo_line_to (cr, x1, y);
      cairo_line_to (cr, x2, y);
      cairo_line_to (cr, x2, y + tick);
      bx_rgba_use_alpha (cr, color, 0.6);
      cairo_set_line_width (cr, 1.2);
      cairo_stroke (cr);

      /* The name goes in the middle of the run, or of its far half when the 胲 is in
       * the middle column. */
      text_x = (x1 + x2) / 2;
      if (gai_col >= 0)
        {
          double gai_x = col_x (self, gai_col) + self->cw / 2;

          if (ABS (gai_x - text_x) < self->cw * 1.2)
            text_x += gai_x < text_x ? self->cw : -self->cw;
        }
      set_font (layout, fs * 1.1, TRUE);
      draw_text (cr, layout, player == 0 ? "白宫" : "黑宫", text_x,
                 row == 0 ? self->y0 - fs * 2.6 : self->y0 + self->field_h + fs * 2.6, color);
    }
}

static void
draw_tray (BxShuangluBoard     *self,
           cairo_t         *cr,
           PangoLayout     *layout,
           const BxPalette   *p,
           const BxShuangluState *s)
{
  graphene_rect_t tray;
  double slab_h = MAX (3, self->field_h / 2 / 17);

  point_rect (self, BX_POINT_OFF, &tray);
  for (int player = 0; player < 2; player++)
    {
      int n = s->off[player];
      /* Black bears off at the top, White at the bottom. */
      gboolean top = player == 1;

      for (int k = 0; k < n; k++)
        {
          double y = top ? tray.origin.y + 4 + k * slab_h
                         : tray.origin.y + tray.size.height - 4 - (k + 1) * slab_h;

          cairo_rectangle (cr, tray.origin.x + 5, y + 0.5, tray.size.width - 10, slab_h - 1);
          bx_rgba_use_alpha (cr, player == 0 ? &p->piece_fill[0] : &p->piece_fill[1], 1);
          cairo_fill_preserve (cr);
          bx_rgba_use_alpha (cr, player == 0 ? &p->piece_edge[0] : &p->piece_edge[1], 1);
          cairo_set_line_width (cr, 0.8);
          cairo_stroke (cr);
        }
      if (n > 0)
        {
          g_autofree char *text = g_strdup_printf ("%d", n);
          double y = top ? tray.origin.y + 4 + n * slab_h + self->cw * 0.3
                         : tray.origin.y + tray.size.height - 4 - n * slab_h - self->cw * 0.3;

          set_font (layout, CLAMP (self->cw * 0.28, 9, 16), TRUE);
          draw_text (cr, layout, text, tray.origin.x + tray.size.width / 2, y, &p->piece_fill[0]);
        }
    }
}

static void
draw_bar (BxShuangluBoard           *self,
          cairo_t               *cr,
          PangoLayout           *layout,
          const BxPalette         *p,
          const BxShuangluState *s)
{
  graphene_rect_t bar;
  double r = self->cw * 0.4;

  point_rect (self, BX_POINT_BAR, &bar);
  for (int player = 0; player < 2; player++)
    {
      int n = s->bar[player];
      /* White's hit pieces wait in the top half (they re-enter on Black's side), Black's in
       * the bottom half. */
      gboolean top = player == 0;
      double cx = bar.origin.x + bar.size.width / 2;

      for (int k = 0; k < MIN (n, 3); k++)
        {
          double cy = top ? bar.origin.y + bar.size.height / 2 - r * 1.4 - k * 2 * r
                          : bar.origin.y + bar.size.height / 2 + r * 1.4 + k * 2 * r;
          draw_disc (cr, p, player, cx, cy, r);
        }
      if (n > 3)
        {
          g_autofree char *text = g_strdup_printf ("%d", n);
          double cy = top ? bar.origin.y + bar.size.height / 2 - r * 1.4 - 4 * r
                          : bar.origin.y + bar.size.height / 2 + r * 1.4 + 4 * r;

          set_font (layout, r * 0.9, TRUE);
          draw_text (cr, layout, text, cx, cy, player == 0 ? &p->piece_fill[1] : &p->piece_fill[0]);
        }
    }
}

/* Highlight the target point of a step: the column, and a ghost piece where it lands. */
static void
draw_target (BxShuangluBoard           *self,
             cairo_t               *cr,
             const BxPalette         *p,
             const BxShuangluState *s,
             int                    point,
             int                    mover,
             gboolean               hovered)
{
  graphene_rect_t rect;

  point_rect (self, point, &rect);
  cairo_new_path (cr);
  stroke_rect (cr, &rect, 2);
  bx_rgba_use_alpha (cr, &p->accent, 0.9);
  cairo_set_line_width (cr, hovered ? 3 : 2);
  cairo_stroke (cr);

  if (point >= 0 && point < BX_SHUANGLU_N_POINTS)
    {
      int here = s->points[point];
      int own = (mover == 0 && here > 0) || (mover == 1 && here < 0) ? ABS (here) : 0;
      double x, y;

      piece_center (self, point, own, &x, &y);
      cairo_new_path (cr);
      cairo_arc (cr, x, y, self->cw * 0.3, 0, 2 * G_PI);
      bx_rgba_use_alpha (cr, &p->accent, 0.8);
      cairo_fill (cr);
    }
}

static void
ring_top_piece (BxShuangluBoard           *self,
                cairo_t               *cr,
                const BxPalette         *p,
                const BxShuangluState *s,
                int                    point,
                double                 width,
                double                 alpha)
{
  double x, y, r = self->cw * 0.46;

  if (point == BX_POINT_BAR)
    {
      graphene_rect_t bar;
      int mover = bx_session_get_state (self->session)->player;

      point_rect (self, BX_POINT_BAR, &bar);
      x = bar.origin.x + bar.size.width / 2;
      y = mover == 0 ? bar.origin.y + bar.size.height / 2 - self->cw * 0.4 * 1.4
                     : bar.origin.y + bar.size.height / 2 + self->cw * 0.4 * 1.4;
      r = self->cw * 0.4;
    }
  else if (point >= 0 && point < BX_SHUANGLU_N_POINTS)
    {
      int n = ABS (s->points[point]);

      piece_center (self, point, MAX (n, 1) - 1, &x, &y);
    }
  else
    return;

  cairo_new_path (cr);
  cairo_arc (cr, x, y, r + width / 2 + 1, 0, 2 * G_PI);
  bx_rgba_use_alpha (cr, &p->accent, alpha);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

static void
draw_board (BxShuangluBoard *self,
            cairo_t     *cr,
            int          width,
            int          height)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  g_autoptr(GArray) sources = NULL;
  g_autoptr(GArray) targets = NULL;
  const BxSessionEntry *last;
  BxShuangluState s;
  const BxPalette *p;
  int mover;

  p = bx_board_get_palette (BX_BOARD (self));
  compute_geometry (self, width, height);
  displayed_position (self, &s, &mover);

  /* The frame and the field. */
  cairo_rectangle (cr, self->x0 - 6, self->y0 - 6,
                   N_COLS * self->cw + self->bar_w + self->tray_w + 12, self->field_h + 12);
  bx_rgba_use_alpha (cr, &p->frame, 1);
  cairo_fill (cr);
  cairo_rectangle (cr, self->x0, self->y0, N_COLS * self->cw + self->bar_w, self->field_h);
  bx_rgba_use_alpha (cr, &p->field, 1);
  cairo_fill (cr);
  {
    graphene_rect_t tray;

    point_rect (self, BX_POINT_OFF, &tray);
    stroke_rect (cr, &tray, 3);
    bx_rgba_use_alpha (cr, &p->field, 0.6);
    cairo_fill (cr);
  }

  for (int i = 0; i < BX_SHUANGLU_N_POINTS; i++)
    draw_point (self, cr, p, i);

  /* The bar (the divide between 前 and 後). */
  {
    graphene_rect_t bar;

    point_rect (self, BX_POINT_BAR, &bar);
    cairo_rectangle (cr, bar.origin.x, bar.origin.y, bar.size.width, bar.size.height);
    bx_rgba_use_alpha (cr, &p->frame, 1);
    cairo_fill (cr);
  }

  draw_labels (self, cr, layout, p);

  /* The last move played: its points are marked faintly. */
  last = bx_session_get_last_entry (self->session);
  if (last != NULL && bx_session_get_n_chosen (self->session) == 0)
    for (guint i = 0; i < last->move.n_steps; i++)
      {
        int points[2] = { last->move.steps[i].from, last->move.steps[i].to };

        for (int k = 0; k < 2; k++)
          {
            graphene_rect_t rect;

            if (points[k] < 0)
              continue;
            point_rect (self, points[k], &rect);
            cairo_new_path (cr);
            stroke_rect (cr, &rect, 1);
            bx_rgba_use_alpha (cr, &p->text, 0.07);
            cairo_fill (cr);
          }
      }

  /* What can be played next; the targets' columns are tinted under the pieces. */
  if (bx_session_is_rolled (self->session))
    {
      sources = bx_session_dup_next_sources (self->session);
      if (self->picked != BX_BOARD_NO_POINT)
        targets = bx_session_dup_next_steps (self->session, self->picked);
    }
  for (guint i = 0; targets != NULL && i < targets->len; i++)
    {
      int to = g_array_index (targets, BxStep, i).to;
      graphene_rect_t rect;

      point_rect (self, to, &rect);
      cairo_new_path (cr);
      stroke_rect (cr, &rect, 2);
      bx_rgba_use_alpha (cr, &p->accent, to == self->hover || to == self->cursor ? 0.4 : 0.22);
      cairo_fill (cr);
    }

  for (int i = 0; i < BX_SHUANGLU_N_POINTS; i++)
    if (s.points[i] != 0)
      draw_stack (self, cr, layout, p, i, ABS (s.points[i]), s.points[i] > 0 ? 0 : 1);
  draw_bar (self, cr, layout, p, &s);
  draw_tray (self, cr, layout, p, &s);
  if (targets != NULL)
    {
      for (guint i = 0; i < targets->len; i++)
        {
          int to = g_array_index (targets, BxStep, i).to;

          draw_target (self, cr, p, &s, to, mover, to == self->hover || to == self->cursor);
        }
      ring_top_piece (self, cr, p, &s, self->picked, 4, 1.0);
    }
  else if (sources != NULL)
    {
      for (guint i = 0; i < sources->len; i++)
        {
          int from = g_array_index (sources, BxStep, i).from;

          ring_top_piece (self, cr, p, &s, from, from == self->hover ? 3.5 : 2,
                          from == self->hover ? 1.0 : 0.7);
        }
    }

  /* The keyboard cursor. */
  if (self->cursor != BX_BOARD_NO_POINT
      && (bx_board_steps_have_point (sources, self->cursor, FALSE)
          || bx_board_steps_have_point (targets, self->cursor, TRUE)
          || self->cursor == self->picked))
    {
      graphene_rect_t rect;
      static const double dash[] = { 4, 3 };

      point_rect (self, self->cursor, &rect);
      cairo_new_path (cr);
      stroke_rect (cr, &rect, 0.5);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      bx_rgba_use_alpha (cr, &p->text, 0.9);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  g_object_unref (layout);
}

/* Callbacks */

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            BxShuangluBoard     *self)
{
  int point = bx_shuanglu_board_point_at (self, x, y);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (point == BX_BOARD_NO_POINT)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "play.select-point", "i", point);
}

static void
set_hover (BxShuangluBoard *self,
           int          point)
{
  if (point == self->hover)
    return;
  self->hover = point;
  gtk_widget_activate_action (GTK_WIDGET (self), "play.hover-point", "i", point);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           BxShuangluBoard              *self)
{
  set_hover (self, bx_shuanglu_board_point_at (self, x, y));
}

static void
leave_cb (GtkEventControllerMotion *controller,
          BxShuangluBoard              *self)
{
  set_hover (self, BX_BOARD_NO_POINT);
}

/* BxBoard */

static void
bx_shuanglu_board_refresh (BxBoard *board)
{
  BxShuangluBoard *self = BX_SHUANGLU_BOARD (board);
  BxSession *session = bx_board_get_session (board);

  if (session != self->session)
    {
      self->session = session;
      self->picked = BX_BOARD_NO_POINT;
      self->cursor = BX_BOARD_NO_POINT;
    }
  bx_shuanglu_board_update (self);
}

static gboolean
bx_shuanglu_board_get_candidate (BxBoard *board,
                                 BxMove  *out)
{
  BxShuangluBoard *self = BX_SHUANGLU_BOARD (board);

  if (self->session == NULL || !is_shuanglu (self))
    return FALSE;
  if (self->hover != BX_BOARD_NO_POINT
      && bx_session_preview_point (self->session, self->picked, self->hover, out))
    return TRUE;
  return self->cursor != BX_BOARD_NO_POINT
         && bx_session_preview_point (self->session, self->picked, self->cursor, out);
}

static void
bx_shuanglu_board_board_set_marks (BxBoard *board,
                                   int      picked,
                                   int      cursor,
                                   int      hover)
{
  BxShuangluBoard *self = BX_SHUANGLU_BOARD (board);

  self->hover = hover;
  bx_shuanglu_board_set_marks (self, picked, cursor);
}

static int
bx_shuanglu_board_board_compare_points (BxBoard *board,
                                        int      a,
                                        int      b)
{
  return bx_shuanglu_board_compare_points (a, b);
}

/* Overrides */

static void
bx_shuanglu_board_draw (BxBoard *board,
                        cairo_t *cr,
                        int      width,
                        int      height)
{
  BxShuangluBoard *self = BX_SHUANGLU_BOARD (board);

  if (!is_shuanglu (self))
    return;
  draw_board (self, cr, width, height);
}

static void
bx_shuanglu_board_dispose (GObject *object)
{
  BxShuangluBoard *self = BX_SHUANGLU_BOARD (object);

  self->session = NULL;
  G_OBJECT_CLASS (bx_shuanglu_board_parent_class)->dispose (object);
}

static void
bx_shuanglu_board_class_init (BxShuangluBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BxBoardClass *board_class = BX_BOARD_CLASS (klass);

  object_class->dispose = bx_shuanglu_board_dispose;
  board_class->refresh = bx_shuanglu_board_refresh;
  board_class->get_candidate = bx_shuanglu_board_get_candidate;
  board_class->set_marks = bx_shuanglu_board_board_set_marks;
  board_class->compare_points = bx_shuanglu_board_board_compare_points;
  board_class->draw = bx_shuanglu_board_draw;
  bx_board_class_set_size (board_class, 300, 240, 840, 620);

  gtk_widget_class_set_css_name (widget_class, "boxi-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);

  /* The keys of the board; the actions are the play view's. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "play.focus-next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "play.focus-next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "play.focus-previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "play.focus-previous", NULL);
  bx_board_class_add_play_keys (board_class);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "play.cancel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "play.cancel", NULL);
}

static void
bx_shuanglu_board_init (BxShuangluBoard *self)
{
  GtkGesture *click;
  GtkEventController *motion;

  self->picked = BX_BOARD_NO_POINT;
  self->cursor = BX_BOARD_NO_POINT;
  self->hover = BX_BOARD_NO_POINT;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);
}

/* Public API */

/**
 * bx_shuanglu_board_new:
 *
 * Returns: (transfer floating): a new board view, empty until a session is set
 */
GtkWidget *
bx_shuanglu_board_new (void)
{
  return g_object_new (BX_TYPE_SHUANGLU_BOARD, NULL);
}

/**
 * bx_shuanglu_board_set_session:
 * @self: a board view
 * @session: (nullable) (transfer none): the session to draw; the caller keeps it alive
 *   while it is set, and calls bx_shuanglu_board_update() when it changes
 */
void
bx_shuanglu_board_set_session (BxShuangluBoard *self,
                           BxSession   *session)
{
  g_return_if_fail (BX_IS_SHUANGLU_BOARD (self));

  bx_board_set_session (BX_BOARD (self), session);
}

/**
 * bx_shuanglu_board_set_marks:
 * @self: a board view
 * @picked: the point of the picked piece whose targets are shown, or %BX_BOARD_NO_POINT
 * @cursor: the point of the keyboard cursor, or %BX_BOARD_NO_POINT
 */
void
bx_shuanglu_board_set_marks (BxShuangluBoard *self,
                         int          picked,
                         int          cursor)
{
  g_return_if_fail (BX_IS_SHUANGLU_BOARD (self));

  self->picked = picked;
  self->cursor = cursor;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * bx_shuanglu_board_get_hover_point:
 * @self: a board view
 *
 * Returns: the point under the pointer, or %BX_BOARD_NO_POINT
 */
int
bx_shuanglu_board_get_hover_point (BxShuangluBoard *self)
{
  g_return_val_if_fail (BX_IS_SHUANGLU_BOARD (self), BX_BOARD_NO_POINT);

  return self->hover;
}

/**
 * bx_shuanglu_board_update:
 * @self: a board view
 *
 * Redraws from the session.
 */
void
bx_shuanglu_board_update (BxShuangluBoard *self)
{
  g_return_if_fail (BX_IS_SHUANGLU_BOARD (self));

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * bx_shuanglu_board_point_at:
 * @self: a board view
 * @x: widget coordinate
 * @y: widget coordinate
 *
 * Returns: the point (0–23, %BX_POINT_BAR or %BX_POINT_OFF) at (@x, @y), or
 *   %BX_BOARD_NO_POINT
 */
int
bx_shuanglu_board_point_at (BxShuangluBoard *self,
                        double       x,
                        double       y)
{
  graphene_point_t pt = GRAPHENE_POINT_INIT (x, y);
  graphene_rect_t rect;

  g_return_val_if_fail (BX_IS_SHUANGLU_BOARD (self), BX_BOARD_NO_POINT);

  if (self->cw <= 0)
    return BX_BOARD_NO_POINT;
  point_rect (self, BX_POINT_BAR, &rect);
  if (graphene_rect_contains_point (&rect, &pt))
    return BX_POINT_BAR;
  point_rect (self, BX_POINT_OFF, &rect);
  if (graphene_rect_contains_point (&rect, &pt))
    return BX_POINT_OFF;
  for (int i = 0; i < BX_SHUANGLU_N_POINTS; i++)
    {
      point_rect (self, i, &rect);
      if (graphene_rect_contains_point (&rect, &pt))
        return i;
    }
  return BX_BOARD_NO_POINT;
}

/**
 * bx_shuanglu_board_get_point_center:
 * @self: a board view
 * @point: a point, %BX_POINT_BAR or %BX_POINT_OFF
 * @x: (out): widget coordinate
 * @y: (out): widget coordinate
 *
 * Returns: %TRUE if the board has been laid out
 */
gboolean
bx_shuanglu_board_get_point_center (BxShuangluBoard *self,
                                int          point,
                                double      *x,
                                double      *y)
{
  graphene_rect_t rect;

  g_return_val_if_fail (BX_IS_SHUANGLU_BOARD (self), FALSE);

  if (self->cw <= 0)
    return FALSE;
  point_rect (self, point, &rect);
  *x = rect.origin.x + rect.size.width / 2;
  *y = rect.origin.y + rect.size.height / 2;
  return TRUE;
}

static int
visual_key (int point)
{
  if (point == BX_POINT_BAR)
    return 6;
  if (point == BX_POINT_OFF)
    return 113;
  if (point >= 12)
    return point < 18 ? point - 12 : point - 11;
  return point >= 6 ? 100 + (11 - point) : 101 + (11 - point);
}

/**
 * bx_shuanglu_board_compare_points:
 * @a: a point
 * @b: a point
 *
 * Orders points as they are drawn: the top row left to right, then the bottom row; the
 * keyboard cursor moves in this order.
 *
 * Returns: < 0, 0 or > 0
 */
int
bx_shuanglu_board_compare_points (int a,
                              int b)
{
  return visual_key (a) - visual_key (b);
}
