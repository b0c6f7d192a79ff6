/* bx-chuhong-chart.c: the bar chart of the probabilities of the 除紅 throws
 *
 * One bar per row of a list of #BxChuhongThrowItem, in the list's order (the table's
 * sorting), coloured by class; it redraws when the list changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-chuhong-chart.h"
#include "bx-chuhong-throw-item.h"

struct _BxChuhongChart
{
  GtkWidget   parent_instance;

  GListModel *rows;
};

G_DEFINE_FINAL_TYPE (BxChuhongChart, bx_chuhong_chart, GTK_TYPE_WIDGET)

/* Statics */

static void
class_color (BxChuhongClass k,
             GdkRGBA       *c)
{
  const char *spec = k == BX_CHUHONG_CLASS_SHANG ? "#2ec27e"
                     : k == BX_CHUHONG_CLASS_FA  ? "#e01b24"
                     : k == BX_CHUHONG_CLASS_SAI ? "#3584e4"
                                                 : "#9a9996";
  gdk_rgba_parse (c, spec);
}

/* Callbacks */

static void
rows_changed_cb (BxChuhongChart *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Overrides */

static void
bx_chuhong_chart_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  BxChuhongChart *self = BX_CHUHONG_CHART (widget);
  float w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  guint n = self->rows != NULL ? g_list_model_get_n_items (self->rows) : 0;
  guint max_ways = 1;
  float bar;

  if (n == 0 || w <= 0 || h <= 0)
    return;
  /* Scaled to the likeliest named throw; the two void classes (far likelier) are capped. */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BxChuhongThrowItem) it = g_list_model_get_item (self->rows, i);

      if (bx_chuhong_throw_item_get_class (it) != BX_CHUHONG_CLASS_VOID)
        max_ways = MAX (max_ways, bx_chuhong_throw_item_get_ways (it));
    }
  bar = w / n;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BxChuhongThrowItem) it = g_list_model_get_item (self->rows, i);
      float bh = (h - 4) * MIN (bx_chuhong_throw_item_get_ways (it), max_ways) / max_ways;
      GdkRGBA c;

      class_color (bx_chuhong_throw_item_get_class (it), &c);
      gtk_snapshot_append_color (snapshot, &c,
                                 &GRAPHENE_RECT_INIT (i * bar + 1, h - bh, MAX (bar - 2, 1), bh));
    }
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
}

static void
bx_chuhong_chart_init (BxChuhongChart *self)
{
  gtk_widget_set_size_request (GTK_WIDGET (self), 320, 110);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
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
