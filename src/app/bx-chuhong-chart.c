/* bx-chuhong-chart.c: the bar chart of the probabilities of the 除紅 throws
 *
 * One bar per row of a list of #BxChuhongThrowItem, in the list's order (the table's
 * sorting), coloured by class, over a y axis of ways out of the 1296 throws of four dice,
 * with a legend of the classes; a bar's tooltip gives the throw's name, dice, class,
 * probability (n/1296) and 帖.  It redraws when the list changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "bx-chuhong-chart.h"
#include "bx-draw.h"
#include "bx-chuhong-throw-item.h"
#include "bx-tooltip.h"

struct _BxChuhongChart
{
  GtkWidget   parent_instance;

  GListModel *rows;
};

G_DEFINE_FINAL_TYPE (BxChuhongChart, bx_chuhong_chart, GTK_TYPE_WIDGET)

/* The plot inside the axes, in widget pixels. */
#define LEFT 62.0
#define RIGHT 8.0
#define TOP 14.0
#define BOTTOM 46.0
#define TEXT_PX 12.0

/* Statics */

static void
class_rgb (BxChuhongClass k,
           double        *rgb)
{
  const guint32 hex = k == BX_CHUHONG_CLASS_SHANG ? 0x26a269
                      : k == BX_CHUHONG_CLASS_FA  ? 0xc01c28
                      : k == BX_CHUHONG_CLASS_SAI ? 0x1c71d8
                                                  : 0x9a9996;

  rgb[0] = ((hex >> 16) & 0xff) / 255.0;
  rgb[1] = ((hex >> 8) & 0xff) / 255.0;
  rgb[2] = (hex & 0xff) / 255.0;
}

/* The largest number of ways among the named throws: the scale (the void classes, far
 * likelier, are cut at it and marked). */
static guint
scale_ways (BxChuhongChart *self)
{
  guint n = g_list_model_get_n_items (self->rows), max_ways = 1;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BxChuhongThrowItem) it = g_list_model_get_item (self->rows, i);

      if (bx_chuhong_throw_item_get_class (it) != BX_CHUHONG_CLASS_VOID)
        max_ways = MAX (max_ways, bx_chuhong_throw_item_get_ways (it));
    }
  return max_ways;
}

/* The bar under x, or -1. */
static int
bar_at (BxChuhongChart *self,
        double          x,
        double          y)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)) - LEFT - RIGHT;
  double h = gtk_widget_get_height (GTK_WIDGET (self)) - TOP - BOTTOM;
  guint n = self->rows != NULL ? g_list_model_get_n_items (self->rows) : 0;
  int i;

  if (n == 0 || w <= 0 || x < LEFT || x >= LEFT + w || y < TOP || y > TOP + h + 4)
    return -1;
  i = (int) ((x - LEFT) / (w / n));
  return i < (int) n ? i : -1;
}

static void
text_colour (GtkWidget *widget,
             GdkRGBA   *out)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), out);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

/* Callbacks */

static void
rows_changed_cb (BxChuhongChart *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
query_tooltip_cb (GtkWidget      *widget,
                  int             x,
                  int             y,
                  gboolean        keyboard,
                  GtkTooltip     *tooltip,
                  BxChuhongChart *self)
{
  g_autoptr(BxChuhongThrowItem) it = NULL;
  g_autofree char *name = NULL, *dice = NULL, *klass = NULL, *tie = NULL, *text = NULL;
  int i = keyboard ? -1 : bar_at (self, x, y);
  guint ways;

  if (i < 0)
    return FALSE;
  it = g_list_model_get_item (self->rows, (guint) i);
  name = bx_chuhong_throw_item_dup_text (it, "name");
  dice = bx_chuhong_throw_item_dup_text (it, "dice");
  klass = bx_chuhong_throw_item_dup_text (it, "class");
  tie = bx_chuhong_throw_item_dup_text (it, "tie");
  ways = bx_chuhong_throw_item_get_ways (it);
  /* Translators: a bar of the chart of the 除紅 throws: the throw's name, its dice, its
   * class, its chance as ways out of the 1296 throws of four dice, and its 帖 */
  text = g_strdup_printf (_("%s\nDice: %s\nClass: %s\nProbability: %u/1296 (%.2f%%)\n帖: %s"),
                          name, dice, klass, ways, 100.0 * ways / 1296, tie);
  bx_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* Overrides */

static void
bx_chuhong_chart_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  BxChuhongChart *self = BX_CHUHONG_CHART (widget);
  double W = gtk_widget_get_width (widget), H = gtk_widget_get_height (widget);
  double w = W - LEFT - RIGHT, h = H - TOP - BOTTOM, bar;
  guint n = self->rows != NULL ? g_list_model_get_n_items (self->rows) : 0;
  static const BxChuhongClass legend[] = { BX_CHUHONG_CLASS_SHANG, BX_CHUHONG_CLASS_FA,
                                           BX_CHUHONG_CLASS_SAI, BX_CHUHONG_CLASS_VOID };
  guint max_ways;
  GdkRGBA fg;
  cairo_t *cr;
  double lx;

  if (n == 0 || w <= 20 || h <= 20)
    return;
  max_ways = scale_ways (self);
  text_colour (widget, &fg);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, W, H));

  /* The y axis: ways out of 1296, with gridlines. */
  for (int k = 0; k <= 4; k++)
    {
      double v = max_ways * k / 4.0, y = TOP + h - h * k / 4.0;
      /* Translators: a tick of the chart's y axis: ways out of the 1296 throws */
      g_autofree char *label = g_strdup_printf (_("%.0f/1296"), v);

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, k == 0 ? 0.6 : 0.12);
      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, LEFT, y + 0.5);
      cairo_line_to (cr, LEFT + w, y + 0.5);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.8);
      bx_draw_text (cr, label, 2, y - TEXT_PX * 0.7, TEXT_PX, FALSE, FALSE);
    }
  /* The bars, in the table's order; a void class beyond the scale is cut, with a break. */
  bar = w / n;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BxChuhongThrowItem) it = g_list_model_get_item (self->rows, i);
      guint ways = bx_chuhong_throw_item_get_ways (it);
      double bh = h * MIN (ways, max_ways) / max_ways, x = LEFT + i * bar, rgb[3];

      class_rgb (bx_chuhong_throw_item_get_class (it), rgb);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_rectangle (cr, x + 1, TOP + h - bh, MAX (bar - 2, 1), bh);
      cairo_fill (cr);
      if (ways > max_ways)
        {
          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.9);
          cairo_set_line_width (cr, 1.5);
          cairo_move_to (cr, x, TOP + 8);
          cairo_line_to (cr, x + bar, TOP + 4);
          cairo_move_to (cr, x, TOP + 12);
          cairo_line_to (cr, x + bar, TOP + 8);
          cairo_stroke (cr);
        }
    }

  /* The x axis and the legend of the classes. */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.8);
  /* Translators: the x axis of the chart of the 除紅 throws */
  bx_draw_text (cr,
                _("one bar per throw, in the order of the table below; hover a bar for its name"),
                LEFT, TOP + h + 4, TEXT_PX, FALSE, FALSE);
  lx = LEFT;
  for (guint k = 0; k < G_N_ELEMENTS (legend); k++)
    {
      double rgb[3];
      const char *name = bx_chuhong_class_display_name (legend[k]);
      PangoLayout *layout = gtk_widget_create_pango_layout (widget, name);
      int tw, th;

      class_rgb (legend[k], rgb);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_rectangle (cr, lx, TOP + h + 26, 12, 12);
      cairo_fill (cr);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.9);
      bx_draw_text (cr, name, lx + 16, TOP + h + 24, TEXT_PX, FALSE, FALSE);
      pango_layout_get_pixel_size (layout, &tw, &th);
      lx += 16 + MAX (tw, g_utf8_strlen (name, -1) * TEXT_PX * 0.6) + 18;
      g_object_unref (layout);
    }
  cairo_destroy (cr);
}

static void
bx_chuhong_chart_dispose (GObject *object)
{
  BxChuhongChart *self = BX_CHUHONG_CHART (object);

  if (self->rows != NULL)
    g_signal_handlers_disconnect_by_func (self->rows, rows_changed_cb, self);
  g_clear_object (&self->rows);
  G_OBJECT_CLASS (bx_chuhong_chart_parent_class)->dispose (object);
}

static void
bx_chuhong_chart_class_init (BxChuhongChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_chuhong_chart_dispose;
  widget_class->snapshot = bx_chuhong_chart_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "boxi-chart");
}

static void
bx_chuhong_chart_init (BxChuhongChart *self)
{
  gtk_widget_set_size_request (GTK_WIDGET (self), 320, 200);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);
}

/* Public API */

/**
 * bx_chuhong_chart_new:
 * @rows: (transfer none): a list of #BxChuhongThrowItem
 *
 * Returns: (transfer floating): the chart of @rows
 */
GtkWidget *
bx_chuhong_chart_new (GListModel *rows)
{
  BxChuhongChart *self;

  g_return_val_if_fail (G_IS_LIST_MODEL (rows), NULL);

  self = g_object_new (BX_TYPE_CHUHONG_CHART, NULL);
  self->rows = g_object_ref (rows);
  g_signal_connect_swapped (rows, "items-changed", G_CALLBACK (rows_changed_cb), self);
  return GTK_WIDGET (self);
}
