/* bx-plot.h: a small plotting widget on cairo: grouped histogram bars, or values with error
 * bars, with axes, labels, tooltips, the light and dark styles, and export to PNG and SVG
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * BxPlotKind:
 * @BX_PLOT_HISTOGRAM: bins along x (bx_plot_set_bins()), one bar per series in each bin
 * @BX_PLOT_INTERVALS: one category per series along x, a point with an error bar
 */
typedef enum
{
  BX_PLOT_HISTOGRAM,
  BX_PLOT_INTERVALS,
} BxPlotKind;

#define BX_TYPE_PLOT (bx_plot_get_type ())

G_DECLARE_FINAL_TYPE (BxPlot, bx_plot, BX, PLOT, GtkWidget)

GtkWidget *bx_plot_new            (BxPlotKind     kind);
void       bx_plot_clear          (BxPlot        *self);
void       bx_plot_set_title      (BxPlot        *self,
                                   const char    *title);
void       bx_plot_set_axis_labels (BxPlot       *self,
                                    const char   *x_label,
                                    const char   *y_label);
void       bx_plot_set_y_range    (BxPlot        *self,
                                   double         lo,
                                   double         hi);
void       bx_plot_set_y_percent  (BxPlot        *self,
                                   gboolean       percent);
void       bx_plot_set_reference  (BxPlot        *self,
                                   double         y,
                                   const char    *label);
void       bx_plot_set_bins       (BxPlot        *self,
                                   double         from,
                                   double         width,
                                   guint          n_bins);
void       bx_plot_add_series     (BxPlot        *self,
                                   const char    *name,
                                   const double  *values,
                                   guint          n_values);
void       bx_plot_add_interval   (BxPlot        *self,
                                   const char    *name,
                                   double         value,
                                   double         lo,
                                   double         hi);
guint      bx_plot_get_n_series   (BxPlot        *self);
char      *bx_plot_describe_at    (BxPlot        *self,
                                   double         x,
                                   double         y);
gboolean   bx_plot_export         (BxPlot        *self,
                                   const char    *path,
                                   int            width,
                                   int            height,
                                   GError       **error);

G_END_DECLS
