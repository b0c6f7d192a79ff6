/* bx-shuanglu-board.c: the 雙陸 board, drawn from a play session
 *
 * It is drawn as the plates of 譜雙 and the surviving boards show it: a plain board, the
 * twelve 梁 of each long side marked on its rim, the 門 in the middle of each long side,
 * and the 馬 as turned pegs seen from a little above.  The geometry is the drawing of the
 * engine's numbering (bx-shuanglu.h): two rows of twelve points with the 門 between the
 * halves, and beside the board the pieces off it (waiting to enter; borne off):
 *
 *     top row:     12 13 14 15 16 17 | 門 | 18 19 20 21 22 23     待入 (BX_POINT_BAR)
 *     bottom row:  11 10  9  8  7  6 | 門 |  5  4  3  2  1  0     出   (BX_POINT_OFF)
 *
 * 大食's carpet (青地白路) is drawn when the ruleset's board.style is "carpet".
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
#include "bx-draw.h"
#include "bx-shuanglu-board.h"
#include "bx-text-util.h"

#define N_COLS 12
#define VISIBLE_STACK 5
/* The smallest text on the board, in pixels. */
#define MIN_TEXT_PX 11.0
/* The label band outside each long side, in units of the label size: the point's name
 * written downwards (three characters), the 宫 bracket, the 門 and 胲 of each side. */
#define NAME_AT 0.4
#define NAME_H 3.15
#define BRACKET_AT (NAME_AT + NAME_H + 0.45)
#define ROLE_AT (BRACKET_AT + 0.95)
#define BAND_FS (ROLE_AT + 0.8)
/* The width of the column beside the board, in columns. */
#define SIDE_UNITS 3.0
/* The least column width at which the labels of neighbouring columns (黑門 beside 黑胲) do
 * not overlap at MIN_TEXT_PX; the board's minimum size is the one that gives it. */
#define MIN_CW 17
#define MIN_WIDTH ((int) (16 + (N_COLS + 0.5 + 0.9 + 0.3 + SIDE_UNITS) * MIN_CW + 1))
#define MIN_HEIGHT ((int) (16 + 2 * MIN_TEXT_PX * BAND_FS + 11.4 * MIN_CW + 1))

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
  double      gate_w;    /* the strip of the 門 in the middle of each long side */
  double      rim;       /* the rim round the field, where the 梁 are marked */
  double      field_h;   /* height of the playing field */
  double      band_h;    /* label band above and below */
  double      fs;        /* the size of the labels, in pixels (at least MIN_TEXT_PX) */
  double      side_x;    /* the boxes beside the board: pieces to enter, borne off */
  double      side_w;
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
       int              col)
{
  return self->x0 + col * self->cw + (col >= 6 ? self->gate_w : 0);
}

/* The right edge of the field. */
static double
field_right (BxShuangluBoard *self)
{
  return self->x0 + N_COLS * self->cw + self->gate_w;
}

static void
compute_geometry (BxShuangluBoard *self,
                  int              width,
                  int              height)
{
  double margin = 8;
  double units_w, cw;

  /* 12 columns, the 門 strip (0.5), the rim on both sides (2 × 0.45), a gap (0.3) and the
   * column beside the board for the pieces off it (SIDE_UNITS). */
  units_w = N_COLS + 0.5 + 0.9 + 0.3 + SIDE_UNITS;
  /* The labels are about a quarter of a column: of the column the width allows, or the
   * one the height allows (with both label bands) when the board is wide and short. */
  cw = MIN (width / units_w, (height - 2 * margin) / (11.4 + 2 * 0.26 * BAND_FS));
  self->fs = CLAMP (cw * 0.26, MIN_TEXT_PX, 16);
  self->band_h = self->fs * BAND_FS;
  cw = (width - 2 * margin) / units_w;
  cw = MIN (cw, (height - 2 * margin - 2 * self->band_h) / 11.4);
  cw = MAX (cw, 8);
  self->cw = cw;
  self->gate_w = 0.5 * cw;
  self->rim = 0.45 * cw;
  self->field_h = MIN (height - 2 * margin - 2 * self->band_h - 2 * self->rim, 11 * cw);
  self->x0 = (width - units_w * cw) / 2 + self->rim;
  self->y0 = (height - self->field_h) / 2;
  self->side_x = field_right (self) + self->rim + 0.3 * cw;
  self->side_w = SIDE_UNITS * cw;
}

/* The position to draw: the session's, with the chosen steps applied by the engine
 * (bx_session_get_shown_state()). */
static void
displayed_position (BxShuangluBoard *self,
                    BxShuangluState *out,
                    int             *mover)
{
  const BxState *shown = bx_session_get_shown_state (self->session);

  *out = *bx_shuanglu_state_const (shown);
  *mover = shown->player;
}

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

/* The peg radius (half its height) and the step between the pegs of a stack. */
static double
peg_r (BxShuangluBoard *self)
{
  return self->cw * 0.44;
}

/* The centre of the k-th piece of a stack on a point (k = 0 at the rim). */
static void
piece_center (BxShuangluBoard *self,
              int              point,
              int              k,
              double          *x,
              double          *y)
{
  int col, row;
  double r = peg_r (self), step = MIN (r * 1.7, self->field_h / 2 / VISIBLE_STACK);

  point_cell (point, &col, &row);
  *x = col_x (self, col) + self->cw / 2;
  k = MIN (k, VISIBLE_STACK - 1);
  if (row == 0)
    *y = self->y0 + r + 3 + k * step;
  else
    *y = self->y0 + self->field_h - r - 3 - k * step;
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
  double r = peg_r (self);

  point_cell (point, &col, &row);
  /* Back to front: the pegs lower on the screen stand nearer and hide the feet above. */
  for (int i = 0; i < shown; i++)
    {
      int k = row == 0 ? i : shown - 1 - i;
      double x, y;

      piece_center (self, point, k, &x, &y);
      draw_peg (cr, p, player, x, y, r);
    }
  if (count > VISIBLE_STACK)
    {
      double x, y;

      piece_center (self, point, VISIBLE_STACK - 1, &x, &y);
      draw_badge (self, cr, p, count, x + self->cw * 0.32, y + (row == 0 ? r : -r) * 0.5);
    }
}

/* The rectangle of a point's column, or of the box beside the board of the pieces waiting
 * to enter (BX_POINT_BAR, the upper box) or borne off (BX_POINT_OFF, the lower one): for
 * highlights and hit tests. */
static void
point_rect (BxShuangluBoard *self,
            int              point,
            graphene_rect_t *rect)
{
  int col, row;
  double h = self->field_h / 2;
  double top = self->y0 - self->rim, side_h = self->field_h + 2 * self->rim;

  if (point == BX_POINT_BAR)
    {
      graphene_rect_init (rect, self->side_x, top, self->side_w, side_h / 2 - 4);
      return;
    }
  if (point == BX_POINT_OFF)
    {
      graphene_rect_init (rect, self->side_x, top + side_h / 2 + 4, self->side_w,
                          side_h / 2 - 4);
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
rounded_path (cairo_t *cr,
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
  double gate_x = col_x (self, 6) - self->gate_w / 2;
  const BxRgba *mark = carpet ? &p->carpet_lane : &p->inlay;

  /* The shadow, the rim and the field. */
  rounded_path (cr, left + 3, top + 4, w, h, self->rim * 0.5);
  bx_rgba_use (cr, &p->shadow);
  cairo_fill (cr);
  rounded_path (cr, left, top, w, h, self->rim * 0.5);
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

          point_cell (i, &col, &row);
          x = col_x (self, col) + self->cw / 2;
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

      point_cell (i, &col, &row);
      x = col_x (self, col) + self->cw / 2;
      y = row == 0 ? top + self->rim / 2 : top + h - self->rim / 2;
      draw_liang (cr, mark, x, y, self->rim * 0.36, row == 0);
    }
}

static void
draw_labels (BxShuangluBoard *self,
             cairo_t         *cr,
             const BxPalette *p)
{
  const BxGame *game = bx_session_get_game (self->session);
  double fs = self->fs;
  double top = self->y0 - self->rim, bottom = self->y0 + self->field_h + self->rim;

  for (int i = 0; i < BX_SHUANGLU_N_POINTS; i++)
    {
      int col, row;
      double cx, y_name, y_role;
      const char *label = bx_shuanglu_point_label (i);

      point_cell (i, &col, &row);
      cx = col_x (self, col) + self->cw / 2;
      y_name = row == 0 ? top - fs * (NAME_AT + NAME_H) : bottom + fs * NAME_AT;
      y_role = row == 0 ? top - fs * ROLE_AT : bottom + fs * ROLE_AT;

      /* The name written downwards, as the board's own labels would be. */
      for (const char *c = label; c != NULL && *c != '\0'; c = g_utf8_next_char (c))
        {
          g_autofree char *one = g_strndup (c, g_utf8_next_char (c) - c);

          bx_rgba_use (cr, &p->dim_text);
          bx_draw_text (cr, one, cx, y_name + fs * 0.525, fs, FALSE, TRUE);
          y_name += fs * 1.05;
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
          bx_rgba_use (cr, &p->piece_label[player]);
          bx_draw_text (cr, text, cx, y_role, fs * 1.05, TRUE, TRUE);
        }
    }

  /* 宫: a bracket between the point names and the role labels, over the run of a
   * player's home points, with its name in the role row away from the 胲. */
  for (int player = 0; player < 2; player++)
    {
      int lo_col = N_COLS, hi_col = -1, row = -1, gai_col = -1;
      double x1, x2, y, tick, text_x;
      const BxRgba *color = &p->piece_label[player];

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
      y = row == 0 ? top - fs * BRACKET_AT : bottom + fs * BRACKET_AT;
      tick = row == 0 ? fs * 0.3 : -fs * 0.3;
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
      bx_rgba_use (cr, color);
      bx_draw_text (cr, player == 0 ? "白宫" : "黑宫", text_x, row == 0 ? top - fs * ROLE_AT
                    : bottom + fs * ROLE_AT, fs * 1.05, TRUE, TRUE);
    }
}

static double
side_peg_r (BxShuangluBoard *self,
            int              box)
{
  graphene_rect_t rect;
  double row_h;

  point_rect (self, box, &rect);
  row_h = (rect.size.height - self->fs * 1.8) / 2;
  return MIN (self->cw * 0.3, row_h * 0.42);
}

/* Where the k-th piece of a player stands in a box beside the board (BX_POINT_BAR or
 * BX_POINT_OFF): White's row above Black's, under the box's title, after the count. */
/* The title of a box beside the board.  It is written on two lines, split at its first
 * space ("待入" over "to enter"), as the box is narrower than the whole title at the least
 * text size; a title with no space takes one line. */
static const char *
side_title (int box)
{
  /* Under a Chinese UI the board's own words alone (bx_draw_text() simplifies them). */
  gboolean zh = bx_ui_script (NULL) != BX_UI_SCRIPT_NONE;

  if (box == BX_POINT_BAR)
    return zh ? "待入" : _("待入 to enter");
  return zh ? "出" : _("出 borne off");
}

static double
side_title_height (BxShuangluBoard *self,
                   int              box)
{
  return self->fs * (strchr (side_title (box), ' ') != NULL ? 3.0 : 1.8);
}

static void
side_piece_center (BxShuangluBoard *self,
                   int              box,
                   int              player,
                   int              k,
                   double          *x,
                   double          *y)
{
  graphene_rect_t rect;
  double title_h = side_title_height (self, box), row_h, r = side_peg_r (self, box);

  point_rect (self, box, &rect);
  row_h = (rect.size.height - title_h) / 2;
  *x = rect.origin.x + 8 + self->fs * 2.6 + r + k * r * 1.55;
  *y = rect.origin.y + title_h + row_h * (player + 0.5);
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
      double r = side_peg_r (self, boxes[b]);
      const char *title = side_title (boxes[b]);
      const char *space = strchr (title, ' ');

      point_rect (self, boxes[b], &rect);
      cairo_new_path (cr);
      rounded_path (cr, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height, 6);
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
          int room = MAX (1, (int) ((rect.size.width - 16 - self->fs * 2.6) / (r * 1.55)));
          g_autofree char *text = g_strdup_printf ("%s %d", player == 0 ? "白" : "黑", n);
          double x, y;

          side_piece_center (self, boxes[b], player, 0, &x, &y);
          bx_rgba_use (cr, n == 0 ? &p->dim_text : &p->text);
          bx_draw_text (cr, text, rect.origin.x + 8, y - self->fs * 0.7, self->fs, TRUE,
                        FALSE);
          for (int k = 0; k < MIN (n, room); k++)
            {
              side_piece_center (self, boxes[b], player, k, &x, &y);
              draw_peg (cr, p, player, x, y, r);
            }
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
      int mover = bx_session_get_shown_state (self->session)->player;

      side_piece_center (self, BX_POINT_BAR, mover, 0, &x, &y);
      r = side_peg_r (self, BX_POINT_BAR);
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
  g_autoptr(GArray) sources = NULL;
  g_autoptr(GArray) targets = NULL;
  const BxSessionEntry *last;
  BxShuangluState s;
  const BxPalette *p;
  int mover;

  p = bx_board_get_palette (BX_BOARD (self));
  compute_geometry (self, width, height);
  displayed_position (self, &s, &mover);

  draw_frame (self, cr, p);
  draw_labels (self, cr, p);
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

      point_rect (self, self->cursor, &rect);
      cairo_new_path (cr);
      stroke_rect (cr, &rect, 0.5);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      bx_rgba_use_alpha (cr, &p->text, 0.9);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

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

static char *
point_tooltip (BxShuangluBoard *self,
               int              point)
{
  const BxGame *game = bx_session_get_game (self->session);
  BxShuangluState s;
  GString *text = g_string_new (NULL);
  int mover, n;

  displayed_position (self, &s, &mover);
  if (point == BX_POINT_BAR || point == BX_POINT_OFF)
    {
      gboolean bar = point == BX_POINT_BAR;

      if (bx_ui_script (NULL) != BX_UI_SCRIPT_NONE)
        g_string_append (text, bar ? "待入：被打或尚未入局之馬" : "出：已出局之馬");
      else
        g_string_append (text, bar ? _("待入: pieces waiting to enter the board (hit, or not "
                                       "yet entered)")
                                   : _("出: pieces borne off"));
      g_string_append_printf (text, "\n%s %d · %s %d", _("White"),
                              bar ? s.bar[0] : s.off[0], _("Black"), bar ? s.bar[1] : s.off[1]);
      return g_string_free (text, FALSE);
    }

  g_string_append_printf (text, "%s  (%s)", bx_shuanglu_point_label (point),
                          bx_shuanglu_point_label_en (point));
  for (int player = 0; player < 2; player++)
    {
      BxShuangluRole role = bx_shuanglu_point_role (game, point, player);
      const char *who = player == 0 ? _("White") : _("Black");

      if (role == BX_SHUANGLU_ROLE_MEN)
        g_string_append_printf (text, _("\n%s’s 門 (gate)"), who);
      else if (role == BX_SHUANGLU_ROLE_GAI)
        g_string_append_printf (text, _("\n%s’s 胲, the first point of its 宫 (home)"), who);
      else if (role == BX_SHUANGLU_ROLE_GONG)
        g_string_append_printf (text, _("\nIn %s’s 宫 (home)"), who);
    }
  n = s.points[point];
  if (n == 0)
    g_string_append (text, _("\nEmpty"));
  else
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "\n%d %s 馬 (piece)",
                                               "\n%d %s 馬 (pieces)", ABS (n)),
                            ABS (n), n > 0 ? _("White") : _("Black"));
  return g_string_free (text, FALSE);
}

static gboolean
query_tooltip_cb (GtkWidget       *widget,
                  int              x,
                  int              y,
                  gboolean         keyboard,
                  GtkTooltip      *tooltip,
                  BxShuangluBoard *self)
{
  g_autofree char *text = NULL;
  graphene_rect_t rect;
  int point;

  if (!is_shuanglu (self))
    return FALSE;
  point = keyboard ? self->cursor : bx_shuanglu_board_point_at (self, x, y);
  if (point == BX_BOARD_NO_POINT)
    return FALSE;
  text = point_tooltip (self, point);
  if (bx_ui_script (NULL) == BX_UI_SCRIPT_SIMPLIFIED)
    {
      char *simplified = bx_to_simplified (text);

      g_free (text);
      text = simplified;
    }
  point_rect (self, point, &rect);
  gtk_tooltip_set_text (tooltip, text);
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { rect.origin.x, rect.origin.y,
                                                        rect.size.width, rect.size.height });
  return TRUE;
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
  bx_board_class_set_size (board_class, MIN_WIDTH, MIN_HEIGHT, 840, 620);

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

  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);

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
