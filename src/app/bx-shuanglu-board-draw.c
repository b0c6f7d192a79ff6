/* bx-shuanglu-board-draw.c: the drawing of the 雙陸 board
 *
 * What BxShuangluBoard (bx-shuanglu-board.c) draws: the frame with its 梁 and 門 (wood, or
 * 大食's carpet), the pegs and their stacks, the boxes beside the board, the last move, and
 * the marks of the move being entered (sources, targets, the keyboard cursor).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "bx-draw.h"
#include "bx-player-names.h"
#include "bx-shuanglu-board-private.h"

/* The board's style, from the ruleset (board.style: "wood", or "carpet" for 大食's
 * 青地白路, pushuang.dashi.2). */
static gboolean
is_carpet (BxShuangluBoard *self)
{
  BxRuleset *ruleset = bx_session_get_ruleset (self->session);

  return g_strcmp0 (bx_ruleset_get_param (ruleset, "board.style"), "carpet") == 0;
}

static void
draw_peg (cairo_t         *cr,
          const BxPalette *p,
          int              player,
          double           x,
          double           y,
          double           r)
{
  bx_draw_peg (cr, &p->piece_fill[player == 0 ? 0 : 1], &p->piece_edge[player == 0 ? 0 : 1],
               x, y, r);
}

/* A count in a round badge: how many pieces a stack holds beyond those drawn. */
static void
draw_badge (BxShuangluBoard *self,
            cairo_t         *cr,
            const BxPalette *p,
            int              count,
            double           x,
            double           y)
{
  g_autofree char *text = g_strdup_printf ("%d", count);
  double r = MAX (self->fs * 0.85, self->cw * 0.2);

  cairo_new_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  bx_rgba_use (cr, &p->piece_fill[1]);
  cairo_fill_preserve (cr);
  bx_rgba_use (cr, &p->piece_fill[0]);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  bx_rgba_use (cr, &p->piece_fill[0]);
  bx_draw_text (cr, text, x, y, MAX (MIN_TEXT_PX, r * 1.05), TRUE, TRUE);
}

static void
draw_stack (BxShuangluBoard *self,
            cairo_t         *cr,
            const BxPalette *p,
            int              point,
            int              count,
            int              player)
{
  int col, row, shown = MIN (count, VISIBLE_STACK);
  double r = bx_shuanglu_board_peg_r (self);

  bx_shuanglu_board_point_cell (point, &col, &row);
  /* Back to front: the pegs lower on the screen stand nearer and hide the feet above. */
  for (int i = 0; i < shown; i++)
    {
      int k = row == 0 ? i : shown - 1 - i;
      double x, y;

      bx_shuanglu_board_piece_center (self, point, k, &x, &y);
      draw_peg (cr, p, player, x, y, r);
    }
  if (count > VISIBLE_STACK)
    {
      double x, y;

      bx_shuanglu_board_piece_center (self, point, VISIBLE_STACK - 1, &x, &y);
      draw_badge (self, cr, p, count, x + self->cw * 0.32, y + (row == 0 ? r : -r) * 0.5);
    }
}

static void
stroke_rect (cairo_t               *cr,
             const graphene_rect_t *r,
             double                 inset)
{
  cairo_rectangle (cr, r->origin.x + inset, r->origin.y + inset,
                   r->size.width - 2 * inset, r->size.height - 2 * inset);
}

/* A 梁 mark on the rim: a crescent inlaid in the wood (or woven in the carpet), its horns
 * towards the field. */
static void
draw_liang (cairo_t      *cr,
            const BxRgba *colour,
            double        x,
            double        y,
            double        r,
            gboolean      top)
{
  double dir = top ? -1 : 1;

  cairo_new_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  cairo_arc_negative (cr, x, y + dir * r * 0.45, r * 0.85, 2 * G_PI, 0);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  bx_rgba_use (cr, colour);
  cairo_fill (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
}

/* The plain board of 譜雙's plates: a rim with the twelve 梁 of each long side marked on it
 * and the 門 in the middle of each long side; the field bare (wood), or 大食's carpet, 青地
 * with white 路 (board.style = carpet). */
static void
draw_frame (BxShuangluBoard *self,
            cairo_t         *cr,
            const BxPalette *p)
{
  gboolean carpet = is_carpet (self);
  double left = self->x0 - self->rim, top = self->y0 - self->rim;
  double w = N_COLS * self->cw + self->gate_w + 2 * self->rim;
  double h = self->field_h + 2 * self->rim;
  double gate_x = bx_shuanglu_board_col_x (self, 6) - self->gate_w / 2;
  const BxRgba *mark = carpet ? &p->carpet_lane : &p->inlay;

  /* The shadow, the rim and the field. */
  bx_draw_rounded_rect (cr, left + 3, top + 4, w, h, self->rim * 0.5);
  bx_rgba_use (cr, &p->shadow);
  cairo_fill (cr);
  bx_draw_rounded_rect (cr, left, top, w, h, self->rim * 0.5);
  bx_rgba_use (cr, carpet ? &p->carpet_rim : &p->frame);
  cairo_fill (cr);
  cairo_rectangle (cr, self->x0, self->y0, w - 2 * self->rim, self->field_h);
  bx_rgba_use (cr, carpet ? &p->carpet : &p->field);
  cairo_fill (cr);

  if (carpet)
    {
      /* The woven border, the 路 of every point, and the fringe of the short sides. */
      cairo_rectangle (cr, self->x0 + 3, self->y0 + 3, w - 2 * self->rim - 6,
                       self->field_h - 6);
      bx_rgba_use_alpha (cr, &p->carpet_lane, 0.9);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      for (int i = 0; i < BX_SHUANGLU_N_POINTS; i++)
        {
          int col, row;
          double x, y0, y1;

          bx_shuanglu_board_point_cell (i, &col, &row);
          x = bx_shuanglu_board_col_x (self, col) + self->cw / 2;
          y0 = row == 0 ? self->y0 + 6 : self->y0 + self->field_h - 6;
          y1 = row == 0 ? self->y0 + self->field_h * 0.44 : self->y0 + self->field_h * 0.56;
          cairo_move_to (cr, x, y0);
          cairo_line_to (cr, x, y1);
        }
      cairo_set_line_width (cr, MAX (2, self->cw * 0.1));
      bx_rgba_use_alpha (cr, &p->carpet_lane, 0.85);
      cairo_stroke (cr);
      for (double y = top + 4; y < top + h - 2; y += 5)
        {
          cairo_move_to (cr, left, y);
          cairo_line_to (cr, left - 5, y);
          cairo_move_to (cr, left + w, y);
          cairo_line_to (cr, left + w + 5, y);
        }
      cairo_set_line_width (cr, 1.5);
      bx_rgba_use_alpha (cr, &p->carpet_lane, 0.8);
      cairo_stroke (cr);
    }

  /* The 門: a line across the middle of the field, and a round mark on each rim. */
  cairo_move_to (cr, gate_x, self->y0);
  cairo_line_to (cr, gate_x, self->y0 + self->field_h);
  bx_rgba_use_alpha (cr, mark, 0.55);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  for (int side = 0; side < 2; side++)
    {
      double y = side == 0 ? top + self->rim / 2 : top + h - self->rim / 2;

      cairo_new_path (cr);
      cairo_arc (cr, gate_x, y, self->rim * 0.42, 0, 2 * G_PI);
      bx_rgba_use (cr, mark);
      cairo_set_line_width (cr, MAX (1.5, self->rim * 0.1));
      cairo_stroke (cr);
      cairo_arc (cr, gate_x, y, self->rim * 0.2, 0, 2 * G_PI);
      cairo_fill (cr);
    }

  /* The twelve 梁 of each long side. */
  for (int i = 0; i < BX_SHUANGLU_N_POINTS; i++)
    {
      int col, row;
      double x, y;

      bx_shuanglu_board_point_cell (i, &col, &row);
      x = bx_shuanglu_board_col_x (self, col) + self->cw / 2;
      y = row == 0 ? top + self->rim / 2 : top + h - self->rim / 2;
      draw_liang (cr, mark, x, y, self->rim * 0.36, row == 0);
    }
}

/* The pieces off the board, shown plainly beside it: those waiting to enter (hit, or not
 * yet entered) and those borne off, each side's in a row with their count. */
static void
draw_side (BxShuangluBoard       *self,
           cairo_t               *cr,
           const BxPalette       *p,
           const BxShuangluState *s)
{
  static const int boxes[2] = { BX_POINT_BAR, BX_POINT_OFF };

  for (int b = 0; b < 2; b++)
    {
      graphene_rect_t rect;
      double r = bx_shuanglu_board_side_peg_r (self, boxes[b]);
      const char *title = bx_shuanglu_board_side_title (boxes[b]);
      const char *space = strchr (title, ' ');

      bx_shuanglu_board_point_rect (self, boxes[b], &rect);
      cairo_new_path (cr);
      bx_draw_rounded_rect (cr, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height, 6);
      bx_rgba_use_alpha (cr, &p->text, 0.05);
      cairo_fill_preserve (cr);
      bx_rgba_use_alpha (cr, &p->text, 0.25);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      bx_rgba_use (cr, &p->dim_text);
      if (space != NULL)
        {
          g_autofree char *first = g_strndup (title, space - title);

          bx_draw_text (cr, first, rect.origin.x + rect.size.width / 2,
                        rect.origin.y + self->fs * 0.95, self->fs, FALSE, TRUE);
          bx_draw_text (cr, space + 1, rect.origin.x + rect.size.width / 2,
                        rect.origin.y + self->fs * 2.15, self->fs, FALSE, TRUE);
        }
      else
        bx_draw_text (cr, title, rect.origin.x + rect.size.width / 2,
                      rect.origin.y + self->fs * 0.95, self->fs, FALSE, TRUE);

      for (int player = 0; player < 2; player++)
        {
          int n = b == 0 ? s->bar[player] : s->off[player];
          double x, y, first_x;
          int room;
          g_autofree char *text = g_strdup_printf ("%s %d",
                                                   bx_player_display_name (
                                                     bx_session_get_game (self->session),
                                                     player),
                                                   n);

          bx_shuanglu_board_side_piece_center (self, boxes[b], player, 0, &first_x, &y);
          room = MAX (1, (int) ((rect.origin.x + rect.size.width - 8 - (first_x - r))
                                / (r * 1.55)));
          bx_shuanglu_board_side_label_origin (self, boxes[b], player, &x, &y);
          bx_rgba_use (cr, n == 0 ? &p->dim_text : &p->text);
          bx_draw_text (cr, text, x, y, self->fs, TRUE, FALSE);
          for (int k = 0; k < MIN (n, room); k++)
            {
              bx_shuanglu_board_side_piece_center (self, boxes[b], player, k, &x, &y);
              draw_peg (cr, p, player, x, y, r);
            }
        }
    }
}

/* Highlight the target point of a step: the column, and a ghost piece where it lands. */
static void
draw_target (BxShuangluBoard       *self,
             cairo_t               *cr,
             const BxPalette       *p,
             const BxShuangluState *s,
             int                    point,
             int                    mover,
             gboolean               hovered)
{
  graphene_rect_t rect;

  bx_shuanglu_board_point_rect (self, point, &rect);
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

      bx_shuanglu_board_piece_center (self, point, own, &x, &y);
      cairo_new_path (cr);
      cairo_arc (cr, x, y, self->cw * 0.3, 0, 2 * G_PI);
      bx_rgba_use_alpha (cr, &p->accent, 0.8);
      cairo_fill (cr);
    }
}

static void
ring_top_piece (BxShuangluBoard       *self,
                cairo_t               *cr,
                const BxPalette       *p,
                const BxShuangluState *s,
                int                    point,
                double                 width,
                double                 alpha)
{
  double x, y, r = self->cw * 0.46;

  if (point == BX_POINT_BAR)
    {
      int mover = bx_session_get_shown_state (self->session)->player;

      bx_shuanglu_board_side_piece_center (self, BX_POINT_BAR, mover, 0, &x, &y);
      r = bx_shuanglu_board_side_peg_r (self, BX_POINT_BAR);
    }
  else if (point >= 0 && point < BX_SHUANGLU_N_POINTS)
    {
      int n = ABS (s->points[point]);

      bx_shuanglu_board_piece_center (self, point, MAX (n, 1) - 1, &x, &y);
    }
  else
    return;

  cairo_new_path (cr);
  cairo_arc (cr, x, y, r + width / 2 + 1, 0, 2 * G_PI);
  bx_rgba_use_alpha (cr, &p->accent, alpha);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

void
bx_shuanglu_board_paint (BxShuangluBoard *self,
                         cairo_t         *cr,
                         int              width,
                         int              height)
{
  g_autoptr(GArray) sources = NULL;
  g_autoptr(GArray) targets = NULL;
  const BxSessionEntry *last;
  BxShuangluState s;
  const BxPalette *p;
  int mover;

  p = bx_board_get_palette (BX_BOARD (self));
  bx_shuanglu_board_compute_geometry (self, width, height);
  bx_shuanglu_board_displayed_position (self, &s, &mover);

  draw_frame (self, cr, p);
  bx_shuanglu_board_draw_labels (self, cr, p);
  draw_side (self, cr, p, &s);

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
            bx_shuanglu_board_point_rect (self, points[k], &rect);
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

      bx_shuanglu_board_point_rect (self, to, &rect);
      cairo_new_path (cr);
      stroke_rect (cr, &rect, 2);
      bx_rgba_use_alpha (cr, &p->accent, to == self->hover || to == self->cursor ? 0.4 : 0.22);
      cairo_fill (cr);
    }

  for (int i = 0; i < BX_SHUANGLU_N_POINTS; i++)
    if (s.points[i] != 0)
      draw_stack (self, cr, p, i, ABS (s.points[i]), s.points[i] > 0 ? 0 : 1);
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

      bx_shuanglu_board_point_rect (self, self->cursor, &rect);
      cairo_new_path (cr);
      stroke_rect (cr, &rect, 0.5);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      bx_rgba_use_alpha (cr, &p->text, 0.9);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

}
