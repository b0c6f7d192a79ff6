/* bx-dama-board.c: the 打馬 board: the 91 cells 00–90 laid out as in seed 004, the eleven
 * 窩 named, 函谷關, the 夾 and the 塹 marked, each player's stacks with their counts, and a
 * panel with each player's horses waiting and home, 本采 and 帖, and the 盆
 *
 * The layout is seed 004's diagram: 00 at the top of the middle column, down to 08, then
 * 09 at the bottom, left along the bottom to 18, up the left side to 36, along the top to
 * 54 (函谷關, 45, in the middle), down the right side to 72, left along the bottom to 81
 * (飛龍院) and up the middle again to 90 (尚乘局).
 *
 * A whole-move board: the candidate is the legal move under the keyboard cursor or the
 * pointer; a click on a cell picks the next legal move that starts or ends there, a click
 * on the candidate's target plays it (play.play-move), Space plays the candidate
 * (play.roll-or-play).  It reads the session and decides no rule.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bx-dama-board.h"
#include "bx-text-util.h"
#include "bx-player-names.h"

#include "games/bx-dama.h"
#include "bx-tooltip.h"

#define N_COLS 20
#define N_ROWS 19
/* The smallest text on the board, in pixels. */
#define MIN_TEXT_PX 11.0
/* The least inside of a cell: its number's line over a stack's disc with its count, each
 * at MIN_TEXT_PX, with their gaps. */
#define MIN_INNER_PX (MIN_TEXT_PX + 2 + MIN_TEXT_PX + 4)
/* The least cell size: room in a cell for its number and its 夾 or 塹 mark side by side,
 * and under them a stack's disc with its count, none covering another (the gap between
 * cells narrows to keep MIN_INNER_PX inside).  20 columns of it fit the play page of a
 * 1000 px window; a window too small for it scrolls the board (board_scroller). */
#define MIN_CELL_PX 30

struct _BxDamaBoard
{
  BxBoard    parent_instance;

  BxSession *session;   /* not owned: bx_board_get_session(), kept at each refresh */
  int        cursor;    /* index into the legal moves, -1: none */
  int        hover;     /* cell under the pointer, -1 */
};

G_DEFINE_FINAL_TYPE (BxDamaBoard, bx_dama_board, BX_TYPE_BOARD)

static const char *player_colors[] = { "#c0392b", "#2e6fb7", "#2e8b57", "#d08c00", "#8e44ad" };

/* ---------------------------------------------------------------- geometry */

typedef struct
{
  double x0, y0, cs;
} Geom;

static void
geom_of (GtkWidget *widget,
         Geom      *g)
{
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);

  g->cs = MAX (8.0, MIN (w / N_COLS, h / N_ROWS));
  g->x0 = (w - g->cs * N_COLS) / 2;
  g->y0 = (h - g->cs * N_ROWS) / 2;
}

static graphene_rect_t
cell_rect (const Geom *g,
           int         cell)
{
  double col = 0, row = 0;
  double pad = CLAMP ((g->cs - MIN_INNER_PX) / 2, 1.0, g->cs * 0.06);

  bx_dama_board_cell_position (cell, &col, &row);
  return GRAPHENE_RECT_INIT (g->x0 + col * g->cs + pad, g->y0 + row * g->cs + pad,
                             g->cs - 2 * pad, g->cs - 2 * pad);
}

static int
cell_at (GtkWidget *widget,
         double     x,
         double     y)
{
  Geom g;

  geom_of (widget, &g);
  for (int c = 0; c < BX_DAMA_CELLS; c++)
    {
      graphene_rect_t r = cell_rect (&g, c);
      if (graphene_rect_contains_point (&r, &GRAPHENE_POINT_INIT (x, y)))
        return c;
    }
  return -1;
}

/* ---------------------------------------------------------------- helpers */

static const BxMove *
candidate_move (BxDamaBoard *self)
{
  if (self->session == NULL || !bx_session_is_rolled (self->session) || self->cursor < 0
      || (guint) self->cursor >= bx_session_get_n_legal_moves (self->session))
    return NULL;
  return bx_session_get_legal_move (self->session, (guint) self->cursor);
}

/* The candidate's target (else its first cell) scrolled into view: a hint or the keyboard
 * can choose a move whose cell is out of a small window's page (not the pointer, whose
 * hover would make the board jump). */
static void
show_candidate (BxDamaBoard *self)
{
  const BxMove *m = candidate_move (self);
  Geom g;
  graphene_rect_t r;
  int cell;

  if (m == NULL || m->n_steps == 0)
    return;
  cell = m->steps[0].to >= 0 && m->steps[0].to < BX_DAMA_CELLS ? m->steps[0].to
                                                                 : m->steps[0].from;
  if (cell < 0 || cell >= BX_DAMA_CELLS)
    return;
  geom_of (GTK_WIDGET (self), &g);
  r = cell_rect (&g, cell);
  bx_board_scroll_to_rect (BX_BOARD (self), &r);
}

static void
set_cursor (BxDamaBoard *self,
            int          index)
{
  if (self->cursor == index)
    return;
  self->cursor = index;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  bx_board_candidate_changed (BX_BOARD (self));
}

static gboolean
move_touches (const BxMove *m,
              int           cell)
{
  return m->n_steps > 0 && (m->steps[0].from == cell || m->steps[0].to == cell);
}

static void
add_text (GtkWidget   *widget,
          GtkSnapshot *snapshot,
          const char  *text,
          double       x,
          double       y,
          double       width,
          double       size,
          const char  *color,
          gboolean     bold,
          gboolean     centred)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_new ();
  GdkRGBA rgba;
  int lw, lh;

  pango_font_description_set_absolute_size (font, MAX (size, 4.0) * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_size (layout, &lw, &lh);
  gdk_rgba_parse (&rgba, color);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (centred ? x + (width - lw) / 2 : x, y - lh / 2.0));
  gtk_snapshot_append_layout (snapshot, layout, &rgba);
  gtk_snapshot_restore (snapshot);
  pango_font_description_free (font);
  g_object_unref (layout);
}

static void
fill_rounded (GtkSnapshot           *snapshot,
              const graphene_rect_t *r,
              double                 radius,
              const char            *fill,
              const char            *border,
              double                 width)
{
  GskRoundedRect rr;
  GdkRGBA f, b;
  float widths[4] = { width, width, width, width };
  GdkRGBA colors[4];

  gdk_rgba_parse (&f, fill);
  gdk_rgba_parse (&b, border);
  for (guint i = 0; i < 4; i++)
    colors[i] = b;
  gsk_rounded_rect_init_from_rect (&rr, r, radius);
  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_color (snapshot, &f, r);
  gtk_snapshot_pop (snapshot);
  if (width > 0)
    gtk_snapshot_append_border (snapshot, &rr, widths, colors);
}

/* ---------------------------------------------------------------- drawing */

static gboolean
rect_is_free (const Geom            *g,
              const graphene_rect_t *rect)
{
  graphene_rect_t grid = GRAPHENE_RECT_INIT (g->x0, g->y0, g->cs * N_COLS, g->cs * N_ROWS);

  if (!graphene_rect_contains_rect (&grid, rect))
    return FALSE;
  for (int c = 0; c < BX_DAMA_CELLS; c++)
    {
      graphene_rect_t r = cell_rect (g, c);

      if (graphene_rect_intersection (&r, rect, NULL))
        return FALSE;
    }
  return TRUE;
}

/* The square next to a cell where its name is written: a free one beside it (left or
 * right first, then above or below, then across a corner), towards the inside. */
static gboolean
name_square (const Geom      *g,
             int              cell,
             graphene_rect_t *out,
             int             *dir_x)
{
  static const int dirs[8][2] = { { -1, 0 }, { 1, 0 }, { 0, 1 }, { 0, -1 },
                                  { 1, 1 }, { -1, 1 }, { 1, -1 }, { -1, -1 } };
  graphene_rect_t r = cell_rect (g, cell);
  double cx = r.origin.x + r.size.width / 2, cy = r.origin.y + r.size.height / 2;
  double mx = g->x0 + g->cs * N_COLS / 2, my = g->y0 + g->cs * N_ROWS / 2;
  int best = -1;
  double best_score = G_MAXDOUBLE;

  for (int d = 0; d < 8; d++)
    {
      graphene_rect_t cand = r;
      double score;

      graphene_rect_offset (&cand, dirs[d][0] * g->cs, dirs[d][1] * g->cs);
      if (!rect_is_free (g, &cand))
        continue;
      /* Beside before above or below (the name is wider than a cell), before across a
       * corner, and nearer the middle of the board. */
      score = (d >= 4 ? 1e6 : d >= 2 ? 1e5 : 0) + hypot (cx + dirs[d][0] * g->cs - mx,
                                          cy + dirs[d][1] * g->cs - my);
      if (score < best_score)
        {
          best_score = score;
          best = d;
          *out = cand;
          *dir_x = dirs[d][0];
        }
    }
  return best >= 0;
}

/* A 窩's name, on a label beside its cell (inside a cell it would be too small to read). */
static void
draw_name (BxDamaBoard     *self,
           GtkSnapshot     *snapshot,
           const Geom      *g,
           int              cell,
           const char      *name)
{
  GtkWidget *w = GTK_WIDGET (self);
  double fs = MAX (MIN_TEXT_PX, g->cs * 0.36);
  double width = g_utf8_strlen (name, -1) * fs + 6, height = fs * 1.5;
  graphene_rect_t sq, label;
  int dir_x = 0;

  if (!name_square (g, cell, &sq, &dir_x))
    return;
  /* A label wider than its square reaches away from its cell, not over it. */
  label = GRAPHENE_RECT_INIT (sq.origin.x + sq.size.width / 2 - width / 2
                              + dir_x * MAX (0, (width - sq.size.width) / 2),
                              sq.origin.y + sq.size.height / 2 - height / 2, width, height);
  fill_rounded (snapshot, &label, height / 2, "#f3d98b", "#b08a3c", 1.0);
  add_text (w, snapshot, name, label.origin.x, label.origin.y + height / 2, width, fs,
            "#6b2f0e", TRUE, TRUE);
}

static void
draw_cells (BxDamaBoard *self,
            GtkSnapshot *snapshot,
            const Geom  *g)
{
  GtkWidget *w = GTK_WIDGET (self);
  const BxGame *game = bx_session_get_game (self->session);
  int hangu = bx_dama_special_cell (game, "hangu");
  int qian = bx_dama_special_cell (game, "qian");

  for (int c = 0; c < BX_DAMA_CELLS; c++)
    {
      graphene_rect_t r = cell_rect (g, c);
      const char *fill = "#fffaf0", *border = "#9c8565";
      double bw = 1.0;
      char num[8];
      const char *name = bx_dama_cell_name (c);

      if (bx_dama_is_wo (game, c))
        fill = "#f3d98b";
      if (bx_dama_is_jia (game, c))
        fill = "#dccbeb";
      if (c == qian)
        fill = "#8fb3d6";
      if (c == hangu)
        {
          border = "#8b1a1a";
          bw = 2.5;
        }
      fill_rounded (snapshot, &r, g->cs * 0.12, fill, border, bw);
      g_snprintf (num, sizeof num, "%02d", c);
      add_text (w, snapshot, num, r.origin.x + 2, r.origin.y + MIN_TEXT_PX * 0.6,
                r.size.width - 4, MIN_TEXT_PX, "#5e4b32", FALSE, FALSE);
      if (c == qian)
        add_text (w, snapshot, "塹", r.origin.x + r.size.width - MIN_TEXT_PX - 2,
                  r.origin.y + MIN_TEXT_PX * 0.6, MIN_TEXT_PX, MIN_TEXT_PX, "#1d3557", TRUE,
                  TRUE);
      else if (bx_dama_is_jia (game, c))
        add_text (w, snapshot, "夾", r.origin.x + r.size.width - MIN_TEXT_PX - 2,
                  r.origin.y + MIN_TEXT_PX * 0.6, MIN_TEXT_PX, MIN_TEXT_PX, "#5b3a7a", TRUE,
                  TRUE);
      if (name != NULL)
        draw_name (self, snapshot, g, c, name);
    }
}

static void
draw_stacks (BxDamaBoard *self,
             GtkSnapshot *snapshot,
             const Geom  *g)
{
  GtkWidget *w = GTK_WIDGET (self);
  const BxDamaState *s = bx_dama_state_const (bx_session_get_state (self->session));

  for (int c = 0; c < BX_DAMA_CELLS; c++)
    {
      graphene_rect_t r = cell_rect (g, c);
      int owners[BX_DAMA_MAX_PLAYERS], n = 0;
      double d, x, y;

      for (int p = 0; p < s->n_players; p++)
        if (s->cells[p][c] > 0)
          owners[n++] = p;
      if (n == 0)
        continue;
      /* Under the cell's number: a disc big enough for its count in readable text. */
      d = MIN (r.size.height - MIN_TEXT_PX - 2, r.size.width / n);
      d = MAX (d, MIN_TEXT_PX + 4);
      y = r.origin.y + r.size.height - d - 1;
      x = r.origin.x + (r.size.width - d * n) / 2;
      for (int i = 0; i < n; i++)
        {
          graphene_rect_t disc = GRAPHENE_RECT_INIT (x + i * d + 0.5, y, d - 1, d - 1);
          char count[8];
          g_snprintf (count, sizeof count, "%u", s->cells[owners[i]][c]);
          fill_rounded (snapshot, &disc, d / 2, player_colors[owners[i]], "#ffffff", 1.0);
          add_text (w, snapshot, count, disc.origin.x, disc.origin.y + disc.size.height / 2,
                    disc.size.width, MAX (MIN_TEXT_PX, d * 0.55), "#ffffff", TRUE, TRUE);
        }
    }
}

static void
draw_candidate (BxDamaBoard *self,
                GtkSnapshot *snapshot,
                const Geom  *g)
{
  const BxMove *m = candidate_move (self);
  graphene_rect_t r;

  if (m == NULL || m->n_steps == 0)
    return;
  if (m->steps[0].from >= 0)
    {
      r = cell_rect (g, m->steps[0].from);
      fill_rounded (snapshot, &r, g->cs * 0.12, "rgba(0,0,0,0)", "#1c71d8", 3.0);
    }
  if (m->steps[0].to >= 0)
    {
      r = cell_rect (g, m->steps[0].to);
      fill_rounded (snapshot, &r, g->cs * 0.12, "rgba(38,162,105,0.18)", "#26a269", 3.0);
    }
}

static void
draw_panel (BxDamaBoard *self,
            GtkSnapshot *snapshot,
            const Geom  *g)
{
  GtkWidget *w = GTK_WIDGET (self);
  const BxGame *game = bx_session_get_game (self->session);
  const BxState *st = bx_session_get_state (self->session);
  const BxDamaState *s = bx_dama_state_const (st);
  int end = bx_dama_special_cell (game, "end");
  double x = g->x0 + g->cs * 1.3, y = g->y0 + g->cs * 2.5, lh = MAX (g->cs * 0.9, 18);
  double fs = MAX (MIN_TEXT_PX, g->cs * 0.36);
  char line[256];
  g_autofree char *name = bx_ruleset_zh_for_ui (bx_session_get_ruleset (self->session));

  g_snprintf (line, sizeof line, "%s", name);
  add_text (w, snapshot, line, x, y, 0, fs * 1.3, "#3d2b1f", TRUE, FALSE);
  /* Translators: the 打馬 board, the 帖 (stakes) in the pot */
  g_snprintf (line, sizeof line, C_("dama board", "Pot %d 帖"), s->pot);
  add_text (w, snapshot, line, x + g->cs * 9.5, y, 0, fs * 1.2, "#3d2b1f", TRUE, FALSE);
  if (bx_session_is_rolled (self->session))
    {
      int ti = bx_dama_throw_index (bx_session_get_throw (self->session));
      if (ti >= 0)
        {
          const BxDamaThrowInfo *info = bx_dama_throw_info ((guint) ti);
          g_snprintf (line, sizeof line, "%u-%u-%u %s（%s）", info->dice[0], info->dice[1],
                      info->dice[2], bx_dama_game_throw_name (game, info),
                      bx_dama_class_to_zh (bx_dama_throw_class (game, info)));
          add_text (w, snapshot, line, x + g->cs * 12.5, y, 0, fs * 1.2, "#3d2b1f", TRUE, FALSE);
        }
    }
  y += lh * 1.1;
  for (int p = 0; p < s->n_players; p++)
    {
      graphene_rect_t sw = GRAPHENE_RECT_INIT (x, y - fs * 0.55, fs * 1.1, fs * 1.1);
      /* Translators: after a player's line on the 打馬 board: out of the game (出局), or
       * every horse of his hit (被打全馬) */
      const char *status = s->status[p] == BX_DAMA_OUT       ? C_("dama board", "  out")
                           : s->status[p] == BX_DAMA_PENDING ? C_("dama board", "  all horses hit")
                                                             : "";
      char bencai[32] = "—";
      if (s->bencai[p] > 0)
        {
          const BxDamaThrowInfo *b = bx_dama_throw_info (s->bencai[p] - 1u);
          g_snprintf (bencai, sizeof bencai, "%u-%u-%u %s", b->dice[0], b->dice[1], b->dice[2],
                      bx_dama_game_throw_name (game, b));
        }
      fill_rounded (snapshot, &sw, fs * 0.55, player_colors[p],
                    p == st->player && st->winner < 0 ? "#1c1c1c" : "#ffffff",
                    p == st->player && st->winner < 0 ? 2.0 : 1.0);
      /* Translators: a player's line on the 打馬 board: name, " wins" or nothing, the
       * horses still to enter (待下), those home (到), his own throw (本采), his 帖 */
      g_snprintf (line, sizeof line,
                  C_("dama board", "%s%s   to enter %u   home %u   本采 %s   帖 %+d%s"),
                  bx_player_display_name (game, p),
                  /* Translators: after the winner's name on the 打馬 board */
                  p == st->winner ? C_("dama board", " wins") : "",
                  s->waiting[p],
                  s->cells[p][end] + s->flown[p], bencai, s->ledger[p], status);
      add_text (w, snapshot, line, x + fs * 1.6, y, 0, fs, "#2b2118",
                p == st->player && st->winner < 0, FALSE);
      y += lh;
    }
}

/* ---------------------------------------------------------------- BxBoard */

static void
bx_dama_board_refresh (BxBoard *board)
{
  BxDamaBoard *self = BX_DAMA_BOARD (board);
  BxSession *session = bx_board_get_session (board);
  guint n = session != NULL && bx_session_is_rolled (session)
            ? bx_session_get_n_legal_moves (session) : 0;

  if (session != self->session)
    {
      self->session = session;
      self->cursor = -1;
    }
  self->cursor = n > 0 ? MIN (MAX (self->cursor, 0), (int) n - 1) : -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
bx_dama_board_get_candidate (BxBoard *board,
                             BxMove  *out)
{
  const BxMove *m = candidate_move (BX_DAMA_BOARD (board));

  if (m == NULL)
    return FALSE;
  *out = *m;
  return TRUE;
}

/* ---------------------------------------------------------------- callbacks */

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            BxDamaBoard     *self)
{
  int cell = cell_at (GTK_WIDGET (self), x, y);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (cell >= 0)
    bx_dama_board_click_cell (self, cell);
}

static void
motion_cb (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           BxDamaBoard              *self)
{
  int cell = cell_at (GTK_WIDGET (self), x, y);
  guint n;

  if (cell == self->hover)
    return;
  self->hover = cell;
  if (cell < 0 || self->session == NULL || !bx_session_is_rolled (self->session))
    return;
  n = bx_session_get_n_legal_moves (self->session);
  for (guint i = 0; i < n; i++)
    if (bx_session_get_legal_move (self->session, i)->n_steps > 0
        && bx_session_get_legal_move (self->session, i)->steps[0].from == cell)
      {
        set_cursor (self, (int) i);
        return;
      }
}

static gboolean
query_tooltip_cb (GtkWidget   *widget,
                  int          x,
                  int          y,
                  gboolean     keyboard,
                  GtkTooltip  *tooltip,
                  BxDamaBoard *self)
{
  const BxGame *game;
  const BxDamaState *s;
  g_autoptr(GString) text = NULL;
  const char *name;
  int cell, n = 0;
  Geom g;

  if (self->session == NULL
      || g_strcmp0 (bx_ruleset_get_family (bx_session_get_ruleset (self->session)), "dama") != 0)
    return FALSE;
  cell = keyboard ? -1 : cell_at (widget, x, y);
  if (keyboard && candidate_move (self) != NULL)
    cell = candidate_move (self)->steps[0].from;
  if (cell < 0)
    return FALSE;
  game = bx_session_get_game (self->session);
  s = bx_dama_state_const (bx_session_get_state (self->session));
  name = bx_dama_cell_name (cell);
  text = g_string_new (NULL);
  g_string_append_printf (text, _("Cell %02d"), cell);
  if (name != NULL)
    g_string_append_printf (text, " · %s", name);
  if (bx_dama_is_wo (game, cell))
    g_string_append (text, _(" (窩, a resting place)"));
  if (cell == bx_dama_special_cell (game, "hangu"))
    g_string_append (text, _("\n函谷關, the pass"));
  if (cell == bx_dama_special_cell (game, "qian"))
    g_string_append (text, _("\n塹, the moat"));
  if (bx_dama_is_jia (game, cell))
    g_string_append (text, _("\n夾, the narrows"));
  for (int p = 0; p < s->n_players; p++)
    if (s->cells[p][cell] > 0)
      {
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "\n%s: %u horse",
                                                   "\n%s: %u horses", s->cells[p][cell]),
                                bx_player_display_name (game, p), s->cells[p][cell]);
        n++;
      }
  if (n == 0)
    g_string_append (text, _("\nEmpty"));
  geom_of (widget, &g);
  {
    graphene_rect_t r = cell_rect (&g, cell);

    gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { r.origin.x, r.origin.y,
                                                          r.size.width, r.size.height });
  }
  bx_tooltip_set_text (tooltip, text->str);
  return TRUE;
}

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BxDamaBoard *self = BX_DAMA_BOARD (widget);
  guint n;
  int by = g_str_has_suffix (action_name, "next") ? 1 : -1;

  if (self->session == NULL || !bx_session_is_rolled (self->session))
    return;
  n = bx_session_get_n_legal_moves (self->session);
  if (n == 0)
    return;
  set_cursor (self, (int) (((self->cursor < 0 ? (by > 0 ? -1 : 0) : self->cursor) + by + (int) n)
                           % (int) n));
  show_candidate (self);
}

/* ---------------------------------------------------------------- overrides */

static void
bx_dama_board_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  BxDamaBoard *self = BX_DAMA_BOARD (widget);
  Geom g;
  GdkRGBA bg;

  gdk_rgba_parse (&bg, "#efe3c8");
  gtk_snapshot_append_color (snapshot, &bg,
                             &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                  gtk_widget_get_height (widget)));
  if (self->session == NULL
      || g_strcmp0 (bx_ruleset_get_family (bx_session_get_ruleset (self->session)), "dama") != 0)
    return;
  geom_of (widget, &g);
  draw_cells (self, snapshot, &g);
  draw_candidate (self, snapshot, &g);
  draw_stacks (self, snapshot, &g);
  draw_panel (self, snapshot, &g);
}

static void
bx_dama_board_dispose (GObject *object)
{
  BxDamaBoard *self = BX_DAMA_BOARD (object);

  self->session = NULL;
  G_OBJECT_CLASS (bx_dama_board_parent_class)->dispose (object);
}

static void
bx_dama_board_select_move (BxBoard *board,
                           guint    index)
{
  bx_dama_board_set_cursor (BX_DAMA_BOARD (board), (int) index);
  show_candidate (BX_DAMA_BOARD (board));
}

static void
bx_dama_board_class_init (BxDamaBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BxBoardClass *board_class = BX_BOARD_CLASS (klass);

  object_class->dispose = bx_dama_board_dispose;
  board_class->refresh = bx_dama_board_refresh;
  board_class->get_candidate = bx_dama_board_get_candidate;
  board_class->select_move = bx_dama_board_select_move;
  widget_class->snapshot = bx_dama_board_snapshot;
  bx_board_class_set_size (board_class, N_COLS * MIN_CELL_PX, N_ROWS * MIN_CELL_PX,
                           N_COLS * 48, N_ROWS * 48);
  gtk_widget_class_set_css_name (widget_class, "boxi-dama-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);

  gtk_widget_class_install_action (widget_class, "dama-board.next", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "dama-board.previous", NULL, step_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "dama-board.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "dama-board.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "dama-board.previous",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "dama-board.previous", NULL);
  bx_board_class_add_play_keys (board_class);
}

static void
bx_dama_board_init (BxDamaBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->cursor = -1;
  self->hover = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);
}

/* ---------------------------------------------------------------- public API */

/** bx_dama_board_new: Returns: (transfer floating): a 打馬 board. */
GtkWidget *
bx_dama_board_new (void)
{
  return g_object_new (BX_TYPE_DAMA_BOARD, NULL);
}

/** bx_dama_board_get_cursor: Returns: the index of the candidate legal move, or -1. */
int
bx_dama_board_get_cursor (BxDamaBoard *self)
{
  g_return_val_if_fail (BX_IS_DAMA_BOARD (self), -1);
  return candidate_move (self) != NULL ? self->cursor : -1;
}

/**
 * bx_dama_board_set_cursor:
 * @self: a 打馬 board
 * @index: a legal move's index, or -1
 *
 * Makes that move the candidate (the keyboard cursor).
 */
void
bx_dama_board_set_cursor (BxDamaBoard *self,
                          int          index)
{
  g_return_if_fail (BX_IS_DAMA_BOARD (self));
  set_cursor (self, index);
}

/**
 * bx_dama_board_click_cell:
 * @self: a 打馬 board
 * @cell: 0–90
 *
 * A click on @cell: on the candidate's target it plays the candidate (activates
 * play.play-move); elsewhere it makes the next legal move that starts or ends on @cell the
 * candidate.
 *
 * Returns: %TRUE when the click did something.
 */
gboolean
bx_dama_board_click_cell (BxDamaBoard *self,
                          int          cell)
{
  const BxMove *m;
  guint n;

  g_return_val_if_fail (BX_IS_DAMA_BOARD (self), FALSE);
  if (self->session == NULL || !bx_session_is_rolled (self->session))
    return FALSE;
  m = candidate_move (self);
  if (m != NULL && m->n_steps > 0 && m->steps[0].to == cell)
    return gtk_widget_activate_action (GTK_WIDGET (self), "play.play-move", "u",
                                       (guint32) self->cursor);
  n = bx_session_get_n_legal_moves (self->session);
  for (guint k = 1; k <= n; k++)
    {
      guint i = (guint) ((self->cursor < 0 ? -1 : self->cursor) + (int) k) % n;
      if (move_touches (bx_session_get_legal_move (self->session, i), cell))
        {
          set_cursor (self, (int) i);
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * bx_dama_board_cell_position:
 * @cell: 0–90
 * @col: (out): the column on seed 004's diagram (0–19; 45 sits at 9.5)
 * @row: (out): the row (0 top – 18 bottom)
 *
 * Returns: %FALSE when @cell is not on the board.
 */
gboolean
bx_dama_board_cell_position (int     cell,
                             double *col,
                             double *row)
{
  if (cell < 0 || cell > 90)
    return FALSE;
  if (cell <= 8)           /* 00–08 down the middle */
    *col = 9, *row = 9 + cell;
  else if (cell <= 18)     /* 09–18 left along the bottom */
    *col = 18 - cell, *row = 18;
  else if (cell <= 35)     /* 19–35 up the left side */
    *col = 0, *row = 36 - cell;
  else if (cell <= 44)     /* 36–44 along the top */
    *col = cell - 36, *row = 0;
  else if (cell == 45)     /* 函谷關 in the middle of the top */
    *col = 9.5, *row = 0;
  else if (cell <= 54)     /* 46–54 */
    *col = cell - 35, *row = 0;
  else if (cell <= 71)     /* 55–71 down the right side */
    *col = 19, *row = cell - 54;
  else if (cell <= 81)     /* 72–81 left along the bottom */
    *col = 91 - cell, *row = 18;
  else                     /* 82–90 up the middle */
    *col = 10, *row = 99 - cell;
  return TRUE;
}

/** bx_dama_board_player_color: @out: (out): the colour of @player's horses. */
void
bx_dama_board_player_color (int      player,
                            GdkRGBA *out)
{
  g_return_if_fail (player >= 0 && player < BX_DAMA_MAX_PLAYERS);
  gdk_rgba_parse (out, player_colors[player]);
}
