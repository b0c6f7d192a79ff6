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

#include <glib/gi18n.h>

#include <math.h>

#include <adwaita.h>

#include "bx-draw.h"
#include "bx-move-history.h"
#include "bx-player-names.h"
#include "bx-ruqi-board.h"
#include "games/bx-ruqi.h"

struct _BxRuqiBoard
{
  BxPositionBoard       parent_instance;

  const BxPalette      *pal;  /* the colours, read at each drawing */
  const BxPositionData *pos;  /* what the board shows (BxPositionBoard) */
};

G_DEFINE_FINAL_TYPE (BxRuqiBoard, bx_ruqi_board, BX_TYPE_POSITION_BOARD)

typedef struct
{
  double u;     /* one cell */
  double bx;    /* the board's top-left corner */
  double by;
  double px;    /* the side panel's left edge */
} Layout;

/* ---------------------------------------------------------------- statics */

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
      slot_center (l, self->pos->state.player, point - BX_RUQI_START_SLOT, x, y);
      return TRUE;
    }
  if (point == BX_POINT_OFF)
    {
      /* Out: past the mover's 凈, at the end of his tray. */
      slot_center (l, self->pos->state.player, 5, x, y);
      *x += 0.4 * l->u;
      return TRUE;
    }
  cell = bx_ruqi_point_cell (point);
  if (cell < 0)
    return FALSE;
  cell_center (l, cell, x, y);
  return TRUE;
}

/* One piece: lying (伏) wide and flat, standing (梟) tall with a raised head. */
static void
draw_piece (cairo_t       *cr,
            const BxPalette *pal,
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
  bx_rgba_use (cr, &pal->shadow);
  bx_draw_rounded_rect (cr, cx - w / 2 + (xiao ? 0.1 : 0.04) * u, cy - h / 2 + 0.05 * u, w, h,
                0.08 * u);
  cairo_fill (cr);
  if (player == 0)
    cairo_set_source_rgb (cr, 0.97, 0.95, 0.88);
  else
    cairo_set_source_rgb (cr, 0.16, 0.15, 0.17);
  bx_draw_rounded_rect (cr, cx - w / 2, cy - h / 2, w, h, 0.08 * u);
  cairo_fill_preserve (cr);
  bx_rgba_use (cr, &pal->outline[player]);
  cairo_set_line_width (cr, MAX (1.0, 0.04 * u));
  cairo_stroke (cr);
  if (xiao)
    {
      /* The head of a standing 梟. */
      bx_rgba_use (cr, &pal->red);
      bx_draw_rounded_rect (cr, cx - w / 2, cy - h / 2, w, 0.18 * u, 0.06 * u);
      cairo_fill (cr);
    }
  cairo_set_source_rgb (cr, fg, fg, fg);
  bx_draw_text (cr, label, cx, cy + (xiao ? 0.07 * u : 0), 0.34 * u, TRUE, TRUE);
}

/* The pieces of @player at @node, as a pile. */
static void
draw_unit (cairo_t            *cr,
           const BxPalette      *pal,
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
      bx_rgba_use (cr, &pal->red);
      cairo_new_path (cr);
      cairo_arc (cr, bxx, byy, 0.17 * u, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      g_snprintf (buf, sizeof buf, "%d", n);
      bx_draw_text (cr, buf, bxx, byy, 0.22 * u, TRUE, TRUE);
    }
}

static void
draw_board (BxRuqiBoard  *self,
            cairo_t      *cr,
            const Layout *l)
{
  double u = l->u;

  /* The board. */
  bx_rgba_use (cr, &self->pal->wood);
  bx_draw_rounded_rect (cr, l->bx - 0.15 * u, l->by - 0.15 * u, 11.3 * u, 11.3 * u, 0.2 * u);
  cairo_fill (cr);
  for (int cell = 0; cell < BX_RUQI_N_CELLS; cell++)
    {
      int point = bx_ruqi_cell_point (cell);
      int r = cell / BX_RUQI_SIZE, c = cell % BX_RUQI_SIZE;
      double x = l->bx + c * u, y = l->by + r * u;
      const char *label = bx_ruqi_cell_label (cell);

      if (point < 0)
        {
          bx_rgba_use (cr, &self->pal->unused);
          cairo_rectangle (cr, x + 0.5, y + 0.5, u - 1, u - 1);
          cairo_stroke (cr);
          continue;
        }
      if (r == 5 && c == 5)
        bx_rgba_use (cr, &self->pal->centre);
      else if (bx_ruqi_cell_is_crossing (cell))
        bx_rgba_use (cr, &self->pal->crossing);
      else if (point < BX_RUQI_RING)
        bx_rgba_use (cr, &self->pal->ring);
      else if (c == 5)
        bx_rgba_use (cr, &self->pal->jing);
      else
        bx_rgba_use (cr, &self->pal->zhong);
      cairo_rectangle (cr, x + 1, y + 1, u - 2, u - 2);
      cairo_fill_preserve (cr);
      bx_rgba_use (cr, &self->pal->grid);
      cairo_set_line_width (cr, MAX (1.0, 0.03 * u));
      cairo_stroke (cr);
      if (label != NULL)
        {
          bx_rgba_use (cr, &self->pal->labels);
          bx_draw_text (cr, label, x + u / 2, y + u * 0.5, 0.26 * u, TRUE, TRUE);
        }
    }
  /* The lanes' names. */
  bx_rgba_use (cr, &self->pal->water_name);
  bx_draw_text (cr, "凈", l->bx + 5.5 * u, l->by + 2.5 * u, 0.45 * u, TRUE, TRUE);
  bx_draw_text (cr, "凈", l->bx + 5.5 * u, l->by + 8.5 * u, 0.45 * u, TRUE, TRUE);
  bx_rgba_use (cr, &self->pal->zhong_name);
  bx_draw_text (cr, "中", l->bx + 2.5 * u, l->by + 5.5 * u, 0.45 * u, TRUE, TRUE);
  bx_draw_text (cr, "中", l->bx + 8.5 * u, l->by + 5.5 * u, 0.45 * u, TRUE, TRUE);
  bx_rgba_use (cr, &self->pal->labels);
  bx_draw_text (cr, "周道", l->bx + 7.5 * u, l->by + 1.6 * u, 0.32 * u, FALSE, TRUE);
  /* The direction all pieces go (轉㸦相順): counter-clockwise on screen. */
  bx_draw_text (cr, "→", l->bx + 7.5 * u, l->by + 9.4 * u, 0.4 * u, TRUE, TRUE);
  bx_draw_text (cr, "↑", l->bx + 9.4 * u, l->by + 7.5 * u, 0.4 * u, TRUE, TRUE);
  bx_draw_text (cr, "←", l->bx + 3.5 * u, l->by + 1.6 * u, 0.4 * u, TRUE, TRUE);
  bx_draw_text (cr, "↓", l->bx + 1.6 * u, l->by + 3.5 * u, 0.4 * u, TRUE, TRUE);
}

static void
draw_pieces (BxRuqiBoard  *self,
             cairo_t      *cr,
             const Layout *l)
{
  const BxRuqiState *rs = bx_ruqi_state_const (&self->pos->state);

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
            draw_unit (cr, self->pal, self->pos->game, rs, p, 1u << i, x, y, l->u);
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
        draw_unit (cr, self->pal, self->pos->game, rs, p, mask, x, y, l->u);
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

  m = bx_position_board_get_selected_move (BX_POSITION_BOARD (self));
  if (m == NULL)
    return;
  bx_rgba_use (cr, &self->pal->select);
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
          const BxPalette *pal,
          double         x,
          double         y,
          double         s,
          int            face)
{
  char num[8];

  bx_rgba_use (cr, &pal->shadow);
  bx_draw_rounded_rect (cr, x + 0.06 * s, y + 0.06 * s, s, s, 0.15 * s);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.98, 0.97, 0.93);
  bx_draw_rounded_rect (cr, x, y, s, s, 0.15 * s);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.35, 0.22, 0.1);
  cairo_set_line_width (cr, MAX (1.0, 0.03 * s));
  cairo_stroke (cr);
  if (face == BX_RUQI_FACE_QIAN)
    bx_rgba_use (cr, &pal->red);
  else
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  bx_draw_text (cr, bx_ruqi_face_name (face), x + s / 2, y + s * 0.42, 0.5 * s, TRUE, TRUE);
  if (face != BX_RUQI_FACE_QIAN)
    g_snprintf (num, sizeof num, "%d", bx_ruqi_face_value (face));
  else
    g_strlcpy (num, "—", sizeof num);
  cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
  bx_draw_text (cr, num, x + s / 2, y + s * 0.82, 0.2 * s, FALSE, TRUE);
}

static void
draw_panel (BxRuqiBoard  *self,
            cairo_t      *cr,
            const Layout *l)
{
  const BxRuqiState *rs = bx_ruqi_state_const (&self->pos->state);
  double u = l->u, x = l->px, y = l->by;
  guint per_jue = bx_ruqi_suan_per_jue (self->pos->game);
  guint to_win = bx_ruqi_jue_to_win (self->pos->game);
  g_autofree char *head = NULL;
  g_autofree char *turn = NULL;
  const BxMove *m;

  bx_rgba_use (cr, &self->pal->ink);
  /* Translators: the 儒棋 board's heading, the number of the game in the match */
  head = g_strdup_printf (C_("ruqi board", "儒棋 · game %d"), rs->ju + 1);
  bx_draw_text (cr, head, x, y - 0.6 * u, 0.55 * u, TRUE, FALSE);
  if (self->pos->state.winner >= 0)
    /* Translators: the 儒棋 board when a side has won the match, "White wins: three 爵 set up" */
    turn = g_strdup_printf (C_("ruqi board", "%s wins: three 爵 set up"),
                            bx_player_display_name (self->pos->game, self->pos->state.winner));
  else if (rs->phase == BX_RUQI_PHASE_THROW_OFF)
    /* Translators: the 儒棋 board while the sides throw for who starts */
    turn = g_strdup_printf (C_("ruqi board", "%s throws: the higher throw starts"),
                            bx_player_display_name (self->pos->game, self->pos->state.player));
  else
    /* Translators: the 儒棋 board, whose turn it is, "White throws" */
    turn = g_strdup_printf (C_("ruqi board", "%s throws"),
                            bx_player_display_name (self->pos->game, self->pos->state.player));
  bx_draw_text (cr, turn, x, y + 0.2 * u, 0.42 * u, FALSE, FALSE);

  /* The two 投子. */
  y += 1.0 * u;
  if (self->pos->has_throw)
    {
      int q = (self->pos->t.d[0] == BX_RUQI_FACE_QIAN) + (self->pos->t.d[1] == BX_RUQI_FACE_QIAN);
      /* Translators: the kinds of a 儒棋 throw of two 投子 (兩謙, 一謙, 兩彩同, 異彩) */
      const char *klass = q == 2 ? C_("ruqi throw", "two 謙") : q == 1 ? C_("ruqi throw", "one 謙")
                          : self->pos->t.d[0] == self->pos->t.d[1]
                          ? C_("ruqi throw", "faces alike")
                          : C_("ruqi throw", "faces unlike");
      draw_die (cr, self->pal, x, y, 1.5 * u, self->pos->t.d[0]);
      draw_die (cr, self->pal, x + 1.8 * u, y, 1.5 * u, self->pos->t.d[1]);
      bx_rgba_use (cr, &self->pal->ink);
      bx_draw_text (cr, klass, x + 3.7 * u, y + 0.5 * u, 0.42 * u, TRUE, FALSE);
    }
  else
    {
      bx_rgba_use (cr, &self->pal->dim_ink);
      bx_draw_text (cr, C_("ruqi board", "(not thrown)"), x, y + 0.5 * u, 0.4 * u, FALSE,
                    FALSE);
    }

  /* The tally: 算 toward the next 爵, and the 爵 set up. */
  y += 2.2 * u;
  for (int p = 0; p < 2; p++)
    {
      /* Translators: a side's tally on the 儒棋 board: its 算, its 爵 of those to win */
      g_autofree char *line = g_strdup_printf (C_("ruqi board", "%s  %u 算  爵 %u/%u"),
                                               bx_player_display_name (self->pos->game, p),
                                               rs->suan[p], rs->suan[p] / per_jue, to_win);
      GString *out = g_string_new (NULL);
      bx_rgba_use (cr, &self->pal->ink);
      bx_draw_text (cr, line, x, y, 0.4 * u, TRUE, FALSE);
      for (guint j = 0; j < to_win; j++)
        {
          double jx = x + j * 0.7 * u, jy = y + 0.65 * u;
          cairo_rectangle (cr, jx, jy, 0.55 * u, 0.55 * u);
          if (j < rs->suan[p] / per_jue)
            {
              bx_rgba_use (cr, &self->pal->red);
              cairo_fill_preserve (cr);
              cairo_set_source_rgb (cr, 1, 1, 1);
              bx_draw_text (cr, "爵", jx + 0.275 * u, jy + 0.275 * u, 0.36 * u, TRUE, TRUE);
              bx_rgba_use (cr, &self->pal->jue_edge[1]);
            }
          else
            bx_rgba_use (cr, &self->pal->jue_edge[0]);
          cairo_rectangle (cr, jx, jy, 0.55 * u, 0.55 * u);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
        }
      /* Ten 算 sticks toward the next 爵. */
      for (guint k = 0; k < per_jue && k < 20; k++)
        {
          double sx = x + to_win * 0.7 * u + 0.3 * u + k * 0.22 * u;
          bx_rgba_use (cr, &self->pal->stick[k < rs->suan[p] % per_jue]);
          cairo_rectangle (cr, sx, y + 0.65 * u, 0.12 * u, 0.55 * u);
          cairo_fill (cr);
        }
      for (int i = 0; i < BX_RUQI_PIECES; i++)
        if (rs->node[p][i] == BX_RUQI_NODE_OUT)
          g_string_append (out, bx_ruqi_piece_name (i));
      if (out->len > 0)
        {
          /* Translators: the 儒棋 pieces a side has taken out of the board, "Out: 梟盧" */
          g_autofree char *outs = g_strdup_printf (C_("ruqi board", "Out: %s"), out->str);
          bx_rgba_use (cr, &self->pal->dim_ink);
          bx_draw_text (cr, outs, x, y + 1.35 * u, 0.34 * u, FALSE, FALSE);
        }
      g_string_free (out, TRUE);
      y += 2.1 * u;
    }
  if (rs->last_winner >= 0)
    {
      /* Translators: the 儒棋 board after a game of the match, "Last game: White won 12 算;
       * the loser starts" */
      g_autofree char *last = g_strdup_printf (C_("ruqi board",
                                                  "Last game: %s won %u 算; the loser starts"),
                                               bx_player_display_name (self->pos->game,
                                                                       rs->last_winner),
                                               rs->last_suan);
      bx_rgba_use (cr, &self->pal->dim_ink);
      bx_draw_text (cr, last, x, y, 0.34 * u, FALSE, FALSE);
      y += 0.7 * u;
    }

  /* The selected move. */
  m = bx_position_board_get_selected_move (BX_POSITION_BOARD (self));
  if (m != NULL)
    {
      g_autofree char *n = bx_move_words_text (self->pos->game, &self->pos->state, m);
      /* Translators: the move chosen on the 儒棋 board, of those legal, and its words */
      g_autofree char *line = g_strdup_printf (C_("ruqi board", "Move %d/%u: %s"),
                                               self->pos->selected + 1,
                                               self->pos->moves->len, n);
      /* The move in words is long: wrapped in the panel, not cut at the widget's edge. */
      bx_rgba_use (cr, &self->pal->select);
      bx_draw_text_wrapped (cr, line, x, y + 0.2 * u, 0.36 * u, TRUE,
                            gtk_widget_get_width (GTK_WIDGET (self)) - x - 4);
    }
}

static int
final_to (const BxMove *m)
{
  return m->n_steps > 0 ? m->steps[m->n_steps - 1].to : G_MININT;
}

/* ---------------------------------------------------------------- BxPositionBoard */

/* The tooltip of a point: a start slot's piece, or a cell's name and the pieces on it. */
static char *
bx_ruqi_board_describe_point (BxPositionBoard *board,
                              int              point)
{
  BxRuqiBoard *self = BX_RUQI_BOARD (board);
  const BxRuqiState *s = bx_ruqi_state_const (&self->pos->state);
  const char *label;
  GString *text;
  gboolean empty = TRUE;
  int cell;

  if (point >= BX_RUQI_START_SLOT && point < BX_RUQI_START_SLOT + BX_RUQI_PIECES)
    return g_strdup_printf (_("%s: %s, not yet on the board"),
                            bx_position_board_player_text (self->pos->game,
                                                           self->pos->state.player),
                            bx_ruqi_piece_name (point - BX_RUQI_START_SLOT));
  cell = bx_ruqi_point_cell (point);
  if (cell < 0)
    return NULL;
  label = bx_ruqi_cell_label (cell);
  text = g_string_new (NULL);
  g_string_append_printf (text, _("Row %d, column %d"), cell / BX_RUQI_SIZE + 1,
                          cell % BX_RUQI_SIZE + 1);
  if (label != NULL && *label != '\0')
    g_string_append_printf (text, " · %s", label);
  if (bx_ruqi_cell_is_crossing (cell))
    g_string_append (text, _(" · a crossing"));
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < BX_RUQI_PIECES; i++)
      if (bx_ruqi_node_cell (p, s->node[p][i]) == cell)
        {
          empty = FALSE;
          g_string_append_printf (text, "\n%s: %s (%s)",
                                  bx_position_board_player_text (self->pos->game, p),
                                  bx_ruqi_piece_name (i),
                                  s->xiao[p] & (1u << i) ? _("standing, 梟") : _("lying, 伏"));
        }
  if (empty)
    g_string_append (text, _("\nEmpty"));
  return g_string_free (text, FALSE);
}

/* The point of a click: a start slot of the player to move, or a cell. */
static int
bx_ruqi_board_point_at (BxPositionBoard *board,
                        double           x,
                        double           y)
{
  BxRuqiBoard *self = BX_RUQI_BOARD (board);
  Layout l;
  int point = G_MININT;

  get_layout (self, &l);
  for (int i = 0; i < BX_RUQI_PIECES && point == G_MININT; i++)
    {
      double sx, sy;
      slot_center (&l, self->pos->state.player, i, &sx, &sy);
      if (fabs (x - sx) < 0.5 * l.u && fabs (y - sy) < 0.5 * l.u)
        point = BX_RUQI_START_SLOT + i;
    }
  if (point == G_MININT && x >= l.bx && y >= l.by && x < l.bx + 11 * l.u
      && y < l.by + 11 * l.u)
    {
      int cell = (int) ((y - l.by) / l.u) * BX_RUQI_SIZE + (int) ((x - l.bx) / l.u);
      point = bx_ruqi_cell_point (cell);
    }
  return point >= 0 ? point : G_MININT;
}

/* A click on the destination of the selected move plays it; on a piece it selects the
 * next move that starts there; on another destination it selects a move that ends there.
 * A move's point is its last step's destination (a 儒棋 move may have several steps). */
static gboolean
bx_ruqi_board_click_point (BxPositionBoard *board,
                           int              point)
{
  BxRuqiBoard *self = BX_RUQI_BOARD (board);
  int selected = self->pos->selected;
  int n = (int) self->pos->moves->len;
  int start;

  if (n == 0)
    return FALSE;
  if (selected >= 0 && final_to (&g_array_index (self->pos->moves, BxMove, selected)) == point)
    {
      bx_position_board_move_chosen (board, selected);
      return TRUE;
    }
  start = selected < 0 ? 0 : selected + 1;
  for (int k = 0; k < n; k++)
    {
      int i = (start + k) % n;
      const BxMove *m = &g_array_index (self->pos->moves, BxMove, i);
      if (m->n_steps > 0 && m->steps[0].from == point)
        {
          bx_position_board_select (board, i);
          return TRUE;
        }
    }
  for (int i = 0; i < n; i++)
    if (final_to (&g_array_index (self->pos->moves, BxMove, i)) == point)
      {
        bx_position_board_select (board, i);
        return TRUE;
      }
  return FALSE;
}

/* ---------------------------------------------------------------- overrides */

static void
bx_ruqi_board_draw (BxBoard *board,
                    cairo_t *cr,
                    int      width,
                    int      height)
{
  BxRuqiBoard *self = BX_RUQI_BOARD (board);
  Layout l;

  if (self->pos->game == NULL)
    return;
  get_layout (self, &l);
  self->pal = bx_board_get_palette (board);
  bx_rgba_use (cr, &self->pal->paper);
  cairo_paint (cr);
  draw_board (self, cr, &l);
  draw_pieces (self, cr, &l);
  draw_selection (self, cr, &l);
  draw_panel (self, cr, &l);
}

static void
bx_ruqi_board_class_init (BxRuqiBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BxBoardClass *base_class = BX_BOARD_CLASS (klass);
  BxPositionBoardClass *board_class = BX_POSITION_BOARD_CLASS (klass);

  board_class->point_at = bx_ruqi_board_point_at;
  board_class->describe_point = bx_ruqi_board_describe_point;
  board_class->click_point = bx_ruqi_board_click_point;
  base_class->draw = bx_ruqi_board_draw;
  bx_board_class_set_size (base_class, 480, 320, 940, 620);
  gtk_widget_class_set_css_name (widget_class, "boxi-ruqi-board");
}

static void
bx_ruqi_board_init (BxRuqiBoard *self)
{
  self->pos = bx_position_board_get_data (BX_POSITION_BOARD (self));
}

/* ---------------------------------------------------------------- public */

/** bx_ruqi_board_new: Returns: (transfer full): a new, empty 儒棋 board. */
GtkWidget *
bx_ruqi_board_new (void)
{
  return g_object_new (BX_TYPE_RUQI_BOARD, NULL);
}
