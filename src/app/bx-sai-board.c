/* bx-sai-board.c: the 塞 board and the 瓊, drawn with GtkSnapshot (see bx-sai-board.h)
 *
 * 代弈: five lanes of five cells, Red's base row at the bottom.  代博: the 博 board of
 * bx-bo-board.h with its T, L and V marks, the square (水), the four circles and the
 * names of 許博昌's verse; pieces stand on the stations of the track, the 梟 larger and
 * marked 梟.  The 瓊 is drawn as a long die with pointed ends (古博經: 1.3 寸 square,
 * 1.5 寸 long) showing the strokes of the face thrown.
 *
 * Keys: Left/Right select the previous/next legal move, Return plays it.  A click on a
 * piece selects the first legal move from it; a click on the selected move's target (or
 * on the 瓊, for the move "throw") plays it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include <adwaita.h>

#include "bx-sai-board.h"
#include "games/bx-bo-board.h"
#include "games/bx-sai.h"

typedef struct
{
  double r, g, b, a;
} Rgba;

/* The colours, light or dark (AdwStyleManager:dark), read before each drawing.  The pieces
 * and the 瓊 keep theirs. */
typedef struct
{
  Rgba wood;       /* the board */
  Rgba lines;      /* the lanes' lines, the T, L and V marks, the stations */
  Rgba labels;     /* the lanes' and cells' names, the names of the verse */
  Rgba water;      /* 水, the square */
  Rgba water_name;
  Rgba circles;
  Rgba select;     /* the selected move */
  Rgba text;       /* beside the 瓊 */
} Palette;

struct _BxSaiBoard
{
  GtkWidget     parent_instance;

  Palette       pal;

  BxPositionData pos;   /* game (not owned), state, throw, moves, selected */
};

static void bx_sai_board_position_board_init (BxPositionBoardInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BxSaiBoard, bx_sai_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (BX_TYPE_POSITION_BOARD,
                                                      bx_sai_board_position_board_init))

#define QIONG_W 150.0

/* Statics */

typedef struct
{
  double x0, y0, size;
} Geometry;

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
get_palette (BxSaiBoard *self,
             Palette    *p)
{
  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    {
      /* A dark wood with light lines. */
      p->wood = rgb (0x4a3727, 1);
      p->lines = rgb (0xd9bd94, 1);
      p->labels = rgb (0xf5e3c7, 0.8);
      p->water = rgb (0x3d6280, 0.7);
      p->water_name = rgb (0xb3d4f7, 0.7);
      p->circles = rgb (0xc0392b, 1);
      p->select = rgb (0x8ff0a4, 0.9);
      p->text = rgb (0xeeeae4, 1);
      return;
    }
  p->wood = (Rgba) { 0.87, 0.74, 0.52, 1 };
  p->lines = (Rgba) { 0.3, 0.17, 0.07, 1 };
  p->labels = (Rgba) { 0.25, 0.12, 0.04, 0.75 };
  p->water = (Rgba) { 0.55, 0.72, 0.82, 0.55 };
  p->water_name = (Rgba) { 0.2, 0.35, 0.5, 0.5 };
  p->circles = (Rgba) { 0.7, 0.15, 0.1, 1 };
  p->select = (Rgba) { 0.1, 0.45, 0.2, 0.85 };
  p->text = (Rgba) { 0.2, 0.1, 0.05, 1 };
}

static void
geometry (BxSaiBoard *self,
          Geometry   *g)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));

  g->size = MAX (MIN (w - QIONG_W - 24, h - 16), 40);
  g->x0 = 8;
  g->y0 = (h - g->size) / 2;
}

/* Board point → widget coordinates. */
static void
point_xy (BxSaiBoard     *self,
          const Geometry *g,
          int             point,
          double         *x,
          double         *y)
{
  if (bx_sai_get_layout (self->pos.game) == BX_SAI_LAYOUT_LANES)
    {
      int lanes = bx_sai_get_lanes (self->pos.game), cells = bx_sai_get_cells (self->pos.game);
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
  cairo_new_path (cr);   /* no current point left for the next figure */
  pango_font_description_free (desc);
  g_object_unref (layout);
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
      draw_text (cr, "梟", x, y, r * 0.95, TRUE);
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
      draw_text (cr, n, bx, by, br * 1.3, TRUE);
    }
}

static void
draw_lanes (BxSaiBoard     *self,
            cairo_t        *cr,
            const Geometry *g)
{
  int lanes = bx_sai_get_lanes (self->pos.game), cells = bx_sai_get_cells (self->pos.game);
  double cw = g->size / lanes, ch = g->size / cells;

  cairo_rectangle (cr, g->x0, g->y0, g->size, g->size);
  use (cr, &self->pal.wood);
  cairo_fill (cr);
  use (cr, &self->pal.lines);
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
  use (cr, &self->pal.labels);
  for (int i = 0; i < lanes; i++)
    {
      char name[4] = { (char) ('a' + i), 0 };
      draw_text (cr, name, g->x0 + (i + 0.5) * cw, g->y0 + g->size - 9, 11, FALSE);
    }
  for (int j = 0; j < cells; j++)
    {
      g_autofree char *n = g_strdup_printf ("%d", j + 1);
      draw_text (cr, n, g->x0 + 8, g->y0 + (cells - 1 - j + 0.5) * ch, 11, FALSE);
    }
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < lanes; i++)
      {
        double x, y;
        point_xy (self, g, bx_sai_piece_point (self->pos.game, &self->pos.state, p, i), &x, &y);
        draw_piece (cr, x, y, MIN (cw, ch) * 0.33, p, FALSE, 1);
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
  use (cr, &self->pal.wood);
  cairo_fill_preserve (cr);
  use (cr, &self->pal.lines);
  cairo_set_line_width (cr, 3);
  cairo_stroke (cr);
  /* 水: the square. */
  cairo_rectangle (cr, cx - BX_BO_SQUARE_HALF * unit, cy - BX_BO_SQUARE_HALF * unit,
                   2 * BX_BO_SQUARE_HALF * unit, 2 * BX_BO_SQUARE_HALF * unit);
  use (cr, &self->pal.water);
  cairo_fill (cr);
  use (cr, &self->pal.water_name);
  draw_text (cr, "水", cx, cy - BX_BO_SQUARE_HALF * unit * 0.6, unit * 0.09, FALSE);
  /* The T, L and V marks and the square's sides. */
  use (cr, &self->pal.lines);
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
  use (cr, &self->pal.circles);
  cairo_fill (cr);
  /* The names of the verse, beside their points. */
  use (cr, &self->pal.labels);
  for (int nm = 0; nm < BX_BO_N_NAMES; nm++)
    for (guint side = 0; side < 4; side++)
      {
        int id = bx_bo_named_point (nm, side);
        const BxBoPoint *p = bx_bo_point (id);
        double dx = p->x, dy = p->y, len = sqrt (dx * dx + dy * dy);
        double off = 0.075;
        if (len < 1e-6)
          len = 1;
        draw_text (cr, bx_bo_name_label (nm), cx + (p->x - dy / len * off) * unit,
                   cy + (p->y + dx / len * off) * unit, unit * 0.06, FALSE);
      }
  /* The stations of the track. */
  for (guint i = 0; i + 1 < bx_sai_track_length (self->pos.game); i++)
    for (int p = 0; p < 2; p++)
      {
        double x, y;
        point_xy (self, g, bx_sai_track_point (self->pos.game, p, i), &x, &y);
        cairo_new_sub_path (cr);
        cairo_arc (cr, x, y, unit * 0.022, 0, 2 * G_PI);
      }
  use (cr, &self->pal.lines);
  cairo_fill (cr);
  /* The pieces: stacks drawn once with their count; in the square, Red left, White right. */
  for (int p = 0; p < 2; p++)
    for (guint i = 0; i < bx_sai_get_n_pieces (self->pos.game); i++)
      {
        int pt = bx_sai_piece_point (self->pos.game, &self->pos.state, p, i);
        counts[p][pt]++;
        xiao_at[p][pt] |= i == 0;
      }
  for (int p = 0; p < 2; p++)
    for (int pt = 0; pt <= BX_BO_N_POINTS; pt++)
      {
        double x, y;
        if (counts[p][pt] == 0)
          continue;
        point_xy (self, g, pt, &x, &y);
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
  double len = QIONG_W * 0.8, half = len / 2, wid = len * 1.3 / 1.5 / 2.4, tip = len * 0.16;
  int face = self->pos.has_throw && self->pos.t.n > 0 ? self->pos.t.d[0] : 0;
  const char *caption;

  cairo_move_to (cr, cx - half, cy);
  cairo_line_to (cr, cx - half + tip, cy - wid);
  cairo_line_to (cr, cx + half - tip, cy - wid);
  cairo_line_to (cr, cx + half, cy);
  cairo_line_to (cr, cx + half - tip, cy + wid);
  cairo_line_to (cr, cx - half + tip, cy + wid);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.93, 0.88, 0.76);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.3, 0.2, 0.1);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  cairo_move_to (cr, cx - half + tip, cy - wid);
  cairo_line_to (cr, cx - half + tip, cy + wid);
  cairo_move_to (cr, cx + half - tip, cy - wid);
  cairo_line_to (cr, cx + half - tip, cy + wid);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  /* The strokes cut in the face: 塞 one, 白 two, 黑/乘 three, 五 none. */
  if (face >= 1 && face <= 3)
    {
      cairo_set_line_width (cr, 4);
      cairo_set_source_rgb (cr, 0.2, 0.1, 0.05);
      for (int k = 0; k < face; k++)
        {
          double x = cx + (k - (face - 1) / 2.0) * 14;
          cairo_move_to (cr, x, cy - wid * 0.6);
          cairo_line_to (cr, x, cy + wid * 0.6);
        }
      cairo_stroke (cr);
    }
  use (cr, &self->pal.text);
  if (!self->pos.has_throw)
    caption = "—";
  else if (face == 0)
    caption = "未擲";
  else
    caption = bx_sai_face_name (self->pos.game, face);
  draw_text (cr, caption, cx, cy + wid + 26, 26, TRUE);
  if (self->pos.has_throw && face == 0)
    draw_text (cr, "擲瓊，或塞之間", cx, cy + wid + 56, 14, FALSE);
  draw_text (cr, self->pos.state.player == 0 ? "赤行" : "白行", cx, cy + wid + 90, 18, FALSE);
}

static void
draw_selection (BxSaiBoard     *self,
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
  point_xy (self, g, m->steps[0].from, &x0, &y0);
  point_xy (self, g, m->steps[0].to, &x1, &y1);
  use (cr, &self->pal.select);
  cairo_set_line_width (cr, 4);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairo_stroke (cr);
  cairo_arc (cr, x1, y1, 10, 0, 2 * G_PI);
  cairo_stroke (cr);
}

/* Callbacks */

static void
click_cb (GtkGestureClick *gesture,
          int              n_press,
          double           x,
          double           y,
          BxSaiBoard      *self)
{
  Geometry g;
  int best = -1;
  double best_d = 1e9;
  double w = gtk_widget_get_width (GTK_WIDGET (self));

  if (self->pos.game == NULL || self->pos.moves == NULL)
    return;
  geometry (self, &g);
  if (x > w - QIONG_W - 8)
    {
      for (guint i = 0; i < self->pos.moves->len; i++)
        if (g_array_index (self->pos.moves, BxMove, i).flags & BX_MOVE_THROW)
          bx_position_board_move_chosen (BX_POSITION_BOARD (self), (int) i);
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
    bx_sai_board_click_point (self, best);
}

static gboolean
key_cb (GtkEventControllerKey *controller,
        guint                  keyval,
        guint                  keycode,
        GdkModifierType        state,
        BxSaiBoard            *self)
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
  bx_sai_board_set_position (BX_SAI_BOARD (board), game, state, t, moves);
}

static int
position_board_get_selected (BxPositionBoard *board)
{
  return bx_sai_board_get_selected (BX_SAI_BOARD (board));
}

static void
position_board_select (BxPositionBoard *board,
                       int              index)
{
  bx_sai_board_select (BX_SAI_BOARD (board), index);
}

static void
bx_sai_board_position_board_init (BxPositionBoardInterface *iface)
{
  /* The public functions: a BxSaiBoard is a BxPositionBoard. */
  iface->set_position = position_board_set_position;
  iface->get_selected = position_board_get_selected;
  iface->select = position_board_select;
}

/* Overrides */

static void
bx_sai_board_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  BxSaiBoard *self = BX_SAI_BOARD (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  cairo_t *cr;
  Geometry g;

  if (self->pos.game == NULL || w <= 0 || h <= 0)
    return;
  geometry (self, &g);
  get_palette (self, &self->pal);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  if (bx_sai_get_layout (self->pos.game) == BX_SAI_LAYOUT_LANES)
    draw_lanes (self, cr, &g);
  else
    draw_track (self, cr, &g);
  draw_selection (self, cr, &g);
  draw_qiong (self, cr, &g);
  cairo_destroy (cr);
}

static void
bx_sai_board_measure (GtkWidget      *widget,
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
bx_sai_board_finalize (GObject *object)
{
  BxSaiBoard *self = BX_SAI_BOARD (object);

  bx_position_data_clear (&self->pos);
  G_OBJECT_CLASS (bx_sai_board_parent_class)->finalize (object);
}

static void
bx_sai_board_class_init (BxSaiBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = bx_sai_board_finalize;
  widget_class->snapshot = bx_sai_board_snapshot;
  widget_class->measure = bx_sai_board_measure;

  /* ::move-chosen (Return, a click on a target or on the 瓊) and ::selection-changed come
   * from BxPositionBoard. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bx_sai_board_init (BxSaiBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  bx_position_data_init (&self->pos);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  g_signal_connect (click, "pressed", G_CALLBACK (click_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

/* Public API */

/** bx_sai_board_new: Returns: (transfer floating): a new board. */
GtkWidget *
bx_sai_board_new (void)
{
  return g_object_new (BX_TYPE_SAI_BOARD, NULL);
}

/**
 * bx_sai_board_set_position:
 * @self: the board
 * @game: (nullable): a 塞 game, kept alive by the caller while shown
 * @state: the position
 * @t: (nullable): the throw (n = 0: the decision before the throw), NULL before the roll
 * @moves: (nullable) (element-type BxMove): the legal moves of @t, copied
 */
void
bx_sai_board_set_position (BxSaiBoard    *self,
                           const BxGame  *game,
                           const BxState *state,
                           const BxThrow *t,
                           GArray        *moves)
{
  g_return_if_fail (BX_IS_SAI_BOARD (self));

  bx_position_data_set (&self->pos, BX_POSITION_BOARD (self), game, state, t, moves);
}

/** bx_sai_board_get_selected: Returns: the selected legal move, or -1. */
int
bx_sai_board_get_selected (BxSaiBoard *self)
{
  g_return_val_if_fail (BX_IS_SAI_BOARD (self), -1);
  return self->pos.selected;
}

/**
 * bx_sai_board_select:
 * @self: the board
 * @index: a legal move, or -1
 *
 * Selects (highlights) a legal move; ::selection-changed when that changes it.
 */
void
bx_sai_board_select (BxSaiBoard *self,
                     int         index)
{
  g_return_if_fail (BX_IS_SAI_BOARD (self));

  bx_position_data_select (&self->pos, BX_POSITION_BOARD (self), index);
}

/**
 * bx_sai_board_click_point:
 * @self: the board
 * @point: a cell or board point
 *
 * What a click on @point does: on the target of the selected move it plays it
 * (::move-chosen); on the start of a legal move it selects the first such move.
 *
 * Returns: %TRUE when the click selected or played a move.
 */
gboolean
bx_sai_board_click_point (BxSaiBoard *self,
                          int         point)
{
  g_return_val_if_fail (BX_IS_SAI_BOARD (self), FALSE);

  return bx_position_data_click_point (&self->pos, BX_POSITION_BOARD (self), point);
}
