/* bx-plot.c: a small plotting widget on cairo (see bx-plot.h)
 *
 * One drawing function serves the screen (a cairo node of the widget's snapshot) and the
 * export (a PNG or SVG surface), so an exported figure is what the user sees.  The colours
 * of the series are the Okabe–Ito set, told apart also by people with a colour vision
 * deficiency; the text and axes take the widget's style (bx_palette_fill()), light or dark.
 * The widget only shows the numbers it is given.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <math.h>

#include "bx-palette.h"
#include "bx-plot.h"
#include "bx-tooltip.h"

#define MAX_SERIES 8

typedef struct
{
  char   *name;
  GArray *values;   /* (element-type double): per bin (histogram) */
  double  value;    /* intervals: the point and its error bar */
  double  lo;
  double  hi;
} Series;

typedef struct
{
  double x, y, w, h;
  guint  series;
  guint  index;
} Hit;

struct _BxPlot
{
  GtkWidget   parent_instance;

  BxPlotKind  kind;
  char       *title;
  char       *x_label;
  char       *y_label;
  gboolean    fixed_y;
  double      y_lo;
  double      y_hi;
  gboolean    percent;
  gboolean    has_reference;
  double      reference;
  char       *reference_label;
  double      bin_from;
  double      bin_width;
  guint       n_bins;
  GPtrArray  *series;   /* (element-type Series) */
  GArray     *hits;     /* (element-type Hit): where the last drawing put each mark */
};

G_DEFINE_FINAL_TYPE (BxPlot, bx_plot, GTK_TYPE_WIDGET)

/* Okabe & Ito (2008): blue, orange, bluish green, reddish purple, vermilion, sky blue,
 * yellow, black; the dark style takes lighter tints of the first ones. */
static const guint32 light_colours[MAX_SERIES] = {
  0x0072b2, 0xd55e00, 0x009e73, 0xcc79a7, 0xe69f00, 0x56b4e9, 0xf0e442, 0x000000,
};
static const guint32 dark_colours[MAX_SERIES] = {
  0x56b4e9, 0xe69f00, 0x3fd1a4, 0xe0a2c8, 0xf07a3a, 0x9fd3f5, 0xf0e442, 0xffffff,
};

/* Statics */

static void
series_free (Series *s)
{
  g_free (s->name);
  g_clear_pointer (&s->values, g_array_unref);
  g_free (s);
}

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static void
use_colour (cairo_t *cr,
            guint    i,
            double   alpha)
{
  guint32 c = (is_dark () ? dark_colours : light_colours)[i % MAX_SERIES];

  cairo_set_source_rgba (cr, ((c >> 16) & 0xff) / 255.0, ((c >> 8) & 0xff) / 255.0,
                         (c & 0xff) / 255.0, alpha);
}

static PangoLayout *
new_layout (BxPlot     *self,
            cairo_t    *cr,
            const char *text,
            double      scale,
            gboolean    bold)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_copy (
    pango_context_get_font_description (gtk_widget_get_pango_context (GTK_WIDGET (self))));
  int size = pango_font_description_get_size (font);

  if (size <= 0)
    size = 10 * PANGO_SCALE;
  pango_font_description_set_size (font, (int) (size * scale));
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

/* Draws @text with its anchor at (x, y): @ax, @ay are 0 (left/top), 0.5 or 1. */
static void
draw_text (BxPlot     *self,
           cairo_t    *cr,
           const char *text,
           double      x,
           double      y,
           double      ax,
           double      ay,
           double      scale,
           gboolean    bold)
{
  g_autoptr(PangoLayout) layout = new_layout (self, cr, text, scale, bold);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, round (x - ax * w), round (y - ay * h));
  pango_cairo_show_layout (cr, layout);
}

/* The width (or, with @height, the line height) of @text at @scale, in pixels: a Chinese
 * face's lines are taller than a Latin one's (Noto Sans CJK about 1.45 em). */
static double
text_extent (BxPlot     *self,
             cairo_t    *cr,
             const char *text,
             double      scale,
             gboolean    height)
{
  g_autoptr(PangoLayout) layout = new_layout (self, cr, text, scale, FALSE);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  return height ? h : w;
}

static double
text_width (BxPlot     *self,
            cairo_t    *cr,
            const char *text,
            double      scale)
{
  return text_extent (self, cr, text, scale, FALSE);
}

static double
nice_step (double range,
           guint  ticks)
{
  double raw = range / MAX (ticks, 1), mag, f;

  if (raw <= 0)
    return 1;
  mag = pow (10, floor (log10 (raw)));
  f = raw / mag;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * mag;
}

static char *
y_text (BxPlot *self,
        double  v)
{
  if (self->percent)
    return g_strdup_printf ("%g %%", round (v * 1000) / 10);
  return g_strdup_printf ("%g", v);
}

static void
data_y_range (BxPlot *self,
              double *lo,
              double *hi)
{
  double top = 0;

  if (self->fixed_y)
    {
      *lo = self->y_lo;
      *hi = self->y_hi;
      return;
    }
  for (guint i = 0; i < self->series->len; i++)
    {
      Series *s = g_ptr_array_index (self->series, i);

      if (s->values != NULL)
        for (guint k = 0; k < s->values->len; k++)
          top = MAX (top, g_array_index (s->values, double, k));
      else
        top = MAX (top, s->hi);
    }
  if (self->has_reference)
    top = MAX (top, self->reference);
  *lo = 0;
  *hi = top > 0 ? top * 1.08 : 1;
}

/* The whole figure into @cr, @w × @h pixels. */
static void
draw_plot (BxPlot  *self,
           cairo_t *cr,
           double   w,
           double   h)
{
  BxPalette pal;
  double left, right = 16, top = 8;
  double bottom = self->kind == BX_PLOT_INTERVALS && self->x_label != NULL ? 50 : 40;
  double lo, hi, step, pw, ph, legend_x;

  bx_palette_fill (&pal, GTK_WIDGET (self), is_dark ());
  g_array_set_size (self->hits, 0);
  data_y_range (self, &lo, &hi);
  step = nice_step (hi - lo, 5);
  hi = lo + ceil ((hi - lo) / step - 1e-9) * step;
  {
    g_autofree char *widest = y_text (self, hi);
    /* The y axis's title, turned, then a gap, then the ticks' labels: the title's line
     * height decides, not a fixed 22 px (a Chinese title overlapped the labels). */
    double title = self->y_label != NULL ? 4 + text_extent (self, cr, self->y_label, 0.85, TRUE) + 4
                                         : 22;

    left = MAX (22, title) + text_width (self, cr, widest, 0.85) + 8;
  }
  if (self->title != NULL)
    {
      bx_rgba_use (cr, &pal.text);
      draw_text (self, cr, self->title, left, top, 0, 0, 1.0, TRUE);
      top += 24;
    }
  /* The legend: one swatch and name per series, on one line under the title. */
  legend_x = left;
  for (guint i = 0; i < self->series->len && self->kind == BX_PLOT_HISTOGRAM; i++)
    {
      Series *s = g_ptr_array_index (self->series, i);

      use_colour (cr, i, 1);
      cairo_rectangle (cr, legend_x, top + 4, 12, 10);
      cairo_fill (cr);
      bx_rgba_use (cr, &pal.text);
      draw_text (self, cr, s->name, legend_x + 16, top + 9, 0, 0.5, 0.85, FALSE);
      legend_x += 16 + text_width (self, cr, s->name, 0.85) + 18;
      if (i + 1 == self->series->len)
        top += 22;
    }
  pw = w - left - right;
  ph = h - top - bottom;
  if (pw < 20 || ph < 20)
    return;

  /* Grid lines and y ticks. */
  cairo_set_line_width (cr, 1);
  for (double v = lo; v <= hi + step * 1e-6; v += step)
    {
      double y = round (top + ph - (v - lo) / (hi - lo) * ph) + 0.5;
      g_autofree char *label = y_text (self, v);

      bx_rgba_use_alpha (cr, &pal.text, 0.12);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, left + pw, y);
      cairo_stroke (cr);
      bx_rgba_use (cr, &pal.dim_text);
      draw_text (self, cr, label, left - 6, y, 1, 0.5, 0.85, FALSE);
    }
  if (self->y_label != NULL)
    {
      cairo_save (cr);
      cairo_translate (cr, 4, top + ph / 2);
      cairo_rotate (cr, -G_PI / 2);
      bx_rgba_use (cr, &pal.dim_text);
      draw_text (self, cr, self->y_label, 0, 0, 0.5, 0, 0.85, FALSE);
      cairo_restore (cr);
    }

  if (self->kind == BX_PLOT_HISTOGRAM && self->n_bins > 0 && self->series->len > 0)
    {
      double bw = pw / self->n_bins;
      guint every = MAX (1, (guint) ceil (48 / bw));

      /* Overlaid: each series a translucent fill under an outline of its own colour, so
       * that every shape stays visible where they overlap. */
      for (guint i = 0; i < self->series->len; i++)
        {
          Series *s = g_ptr_array_index (self->series, i);
          double base = top + ph;

          use_colour (cr, i, 0.28);
          for (guint k = 0; k < self->n_bins && k < s->values->len; k++)
            {
              double v = g_array_index (s->values, double, k);
              double bh = CLAMP ((v - lo) / (hi - lo), 0, 1) * ph;
              cairo_rectangle (cr, left + k * bw, base - bh, bw, bh);
            }
          cairo_fill (cr);
          use_colour (cr, i, 1);
          cairo_set_line_width (cr, 1.5);
          cairo_move_to (cr, left, base);
          for (guint k = 0; k < self->n_bins && k < s->values->len; k++)
            {
              double v = g_array_index (s->values, double, k);
              double y = base - CLAMP ((v - lo) / (hi - lo), 0, 1) * ph;
              cairo_line_to (cr, left + k * bw, y);
              cairo_line_to (cr, left + (k + 1) * bw, y);
            }
          cairo_line_to (cr, left + MIN (self->n_bins, s->values->len) * bw, base);
          cairo_stroke (cr);
          cairo_set_line_width (cr, 1);
        }
      /* One mark per bin for the tooltips: every series' value there. */
      for (guint k = 0; k < self->n_bins; k++)
        {
          Hit hit = { left + k * bw, top, bw, ph, 0, k };
          g_array_append_val (self->hits, hit);
        }
      bx_rgba_use (cr, &pal.dim_text);
      for (guint k = 0; k <= self->n_bins; k += every)
        {
          g_autofree char *label = g_strdup_printf ("%g", self->bin_from + k * self->bin_width);
          double x = round (left + k * bw) + 0.5;

          cairo_move_to (cr, x, top + ph);
          cairo_line_to (cr, x, top + ph + 4);
          cairo_stroke (cr);
          draw_text (self, cr, label, x, top + ph + 5, 0.5, 0, 0.85, FALSE);
        }
    }
  else if (self->kind == BX_PLOT_INTERVALS && self->series->len > 0)
    {
      double cw = pw / self->series->len;

      for (guint i = 0; i < self->series->len; i++)
        {
          Series *s = g_ptr_array_index (self->series, i);
          double cx = left + (i + 0.5) * cw;
          double yv = top + ph - (s->value - lo) / (hi - lo) * ph;
          double ylo = top + ph - (s->lo - lo) / (hi - lo) * ph;
          double yhi = top + ph - (s->hi - lo) / (hi - lo) * ph;
          double bar = MIN (cw * 0.5, 56);
          Hit hit = { cx - cw / 2, top, cw, ph, i, 0 };

          use_colour (cr, i, 0.35);
          cairo_rectangle (cr, cx - bar / 2, yv, bar, top + ph - yv);
          cairo_fill (cr);
          use_colour (cr, i, 1);
          cairo_set_line_width (cr, 2);
          cairo_move_to (cr, cx, yhi);
          cairo_line_to (cr, cx, ylo);
          cairo_move_to (cr, cx - 8, yhi);
          cairo_line_to (cr, cx + 8, yhi);
          cairo_move_to (cr, cx - 8, ylo);
          cairo_line_to (cr, cx + 8, ylo);
          cairo_stroke (cr);
          cairo_arc (cr, cx, yv, 4, 0, 2 * G_PI);
          cairo_fill (cr);
          cairo_set_line_width (cr, 1);
          bx_rgba_use (cr, &pal.text);
          draw_text (self, cr, s->name, cx, top + ph + 4, 0.5, 0, 0.85, FALSE);
          g_array_append_val (self->hits, hit);
        }
    }

  if (self->has_reference && self->reference >= lo && self->reference <= hi)
    {
      double y = round (top + ph - (self->reference - lo) / (hi - lo) * ph) + 0.5;
      double dash[] = { 5, 4 };

      bx_rgba_use_alpha (cr, &pal.text, 0.7);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, left + pw, y);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      if (self->reference_label != NULL)
        draw_text (self, cr, self->reference_label, left + pw - 2, y - 2, 1, 1, 0.8, FALSE);
    }

  /* The axes. */
  bx_rgba_use_alpha (cr, &pal.text, 0.6);
  cairo_move_to (cr, left + 0.5, top);
  cairo_line_to (cr, left + 0.5, top + ph + 0.5);
  cairo_line_to (cr, left + pw, top + ph + 0.5);
  cairo_stroke (cr);
  if (self->x_label != NULL)
    {
      bx_rgba_use (cr, &pal.dim_text);
      draw_text (self, cr, self->x_label, left + pw / 2, h - 2, 0.5, 1, 0.85, FALSE);
    }
}

/* Callbacks */

static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    user_data)
{
  g_autofree char *text = bx_plot_describe_at (BX_PLOT (widget), x, y);

  if (text == NULL)
    return FALSE;
  bx_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* Overrides */

static void
bx_plot_snapshot (GtkWidget   *widget,
                  GtkSnapshot *snapshot)
{
  BxPlot *self = BX_PLOT (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (w <= 0 || h <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  draw_plot (self, cr, w, h);
  cairo_destroy (cr);
}

static void
bx_plot_measure (GtkWidget      *widget,
                 GtkOrientation  orientation,
                 int             for_size,
                 int            *minimum,
                 int            *natural,
                 int            *minimum_baseline,
                 int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 200 : 200;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 520 : 260;
}

static void
bx_plot_finalize (GObject *object)
{
  BxPlot *self = BX_PLOT (object);

  g_free (self->title);
  g_free (self->x_label);
  g_free (self->y_label);
  g_free (self->reference_label);
  g_clear_pointer (&self->series, g_ptr_array_unref);
  g_clear_pointer (&self->hits, g_array_unref);

  G_OBJECT_CLASS (bx_plot_parent_class)->finalize (object);
}

static void
bx_plot_class_init (BxPlotClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = bx_plot_finalize;
  widget_class->snapshot = bx_plot_snapshot;
  widget_class->measure = bx_plot_measure;
  gtk_widget_class_set_css_name (widget_class, "plot");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bx_plot_init (BxPlot *self)
{
  self->series = g_ptr_array_new_with_free_func ((GDestroyNotify) series_free);
  self->hits = g_array_new (FALSE, FALSE, sizeof (Hit));
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

/* Public API */

/**
 * bx_plot_new:
 * @kind: histogram bars or values with error bars
 *
 * Returns: (transfer floating): an empty plot.
 */
GtkWidget *
bx_plot_new (BxPlotKind kind)
{
  BxPlot *self = g_object_new (BX_TYPE_PLOT, NULL);

  self->kind = kind;
  return GTK_WIDGET (self);
}

/** bx_plot_clear: @self: a plot.  Removes every series (the title and axes stay). */
void
bx_plot_clear (BxPlot *self)
{
  g_return_if_fail (BX_IS_PLOT (self));
  g_ptr_array_set_size (self->series, 0);
  g_array_set_size (self->hits, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/** bx_plot_set_title: @self: a plot. @title: (nullable): drawn above the plot, bold. */
void
bx_plot_set_title (BxPlot     *self,
                   const char *title)
{
  g_return_if_fail (BX_IS_PLOT (self));
  g_free (self->title);
  self->title = g_strdup (title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  title != NULL ? title : "", -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * bx_plot_set_axis_labels:
 * @self: a plot
 * @x_label: (nullable): under the x axis
 * @y_label: (nullable): along the y axis
 */
void
bx_plot_set_axis_labels (BxPlot     *self,
                         const char *x_label,
                         const char *y_label)
{
  g_return_if_fail (BX_IS_PLOT (self));
  g_free (self->x_label);
  g_free (self->y_label);
  self->x_label = g_strdup (x_label);
  self->y_label = g_strdup (y_label);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * bx_plot_set_y_range:
 * @self: a plot
 * @lo: the bottom of the y axis
 * @hi: its top (> @lo); with @lo == @hi the range follows the data again
 */
void
bx_plot_set_y_range (BxPlot *self,
                     double  lo,
                     double  hi)
{
  g_return_if_fail (BX_IS_PLOT (self));
  self->fixed_y = hi > lo;
  self->y_lo = lo;
  self->y_hi = hi;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/** bx_plot_set_y_percent: @self: a plot. @percent: write y values 0–1 as percentages. */
void
bx_plot_set_y_percent (BxPlot   *self,
                       gboolean  percent)
{
  g_return_if_fail (BX_IS_PLOT (self));
  self->percent = percent;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * bx_plot_set_reference:
 * @self: a plot
 * @y: a value drawn as a dashed horizontal line (an even chance …)
 * @label: (nullable): written at its right end; %NULL with a negative @y removes the line
 */
void
bx_plot_set_reference (BxPlot     *self,
                       double      y,
                       const char *label)
{
  g_return_if_fail (BX_IS_PLOT (self));
  self->has_reference = y >= 0 || label != NULL;
  self->reference = y;
  g_free (self->reference_label);
  self->reference_label = g_strdup (label);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * bx_plot_set_bins:
 * @self: a histogram
 * @from: the lower bound of the first bin
 * @width: the bins' width (> 0)
 * @n_bins: the number of bins
 *
 * Bin k covers [@from + k·@width, @from + (k+1)·@width).
 */
void
bx_plot_set_bins (BxPlot *self,
                  double  from,
                  double  width,
                  guint   n_bins)
{
  g_return_if_fail (BX_IS_PLOT (self));
  g_return_if_fail (width > 0);
  self->bin_from = from;
  self->bin_width = width;
  self->n_bins = n_bins;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * bx_plot_add_series:
 * @self: a histogram
 * @name: the series' name, for the legend and tooltips
 * @values: (array length=n_values): one value per bin
 * @n_values: their number
 */
void
bx_plot_add_series (BxPlot       *self,
                    const char   *name,
                    const double *values,
                    guint         n_values)
{
  Series *s;

  g_return_if_fail (BX_IS_PLOT (self));
  g_return_if_fail (self->series->len < MAX_SERIES);
  s = g_new0 (Series, 1);
  s->name = g_strdup (name);
  s->values = g_array_sized_new (FALSE, FALSE, sizeof (double), n_values);
  g_array_append_vals (s->values, values, n_values);
  g_ptr_array_add (self->series, s);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * bx_plot_add_interval:
 * @self: an intervals plot
 * @name: the category's name (under the axis)
 * @value: the point
 * @lo: the error bar's lower end
 * @hi: its upper end
 */
void
bx_plot_add_interval (BxPlot     *self,
                      const char *name,
                      double      value,
                      double      lo,
                      double      hi)
{
  Series *s;

  g_return_if_fail (BX_IS_PLOT (self));
  g_return_if_fail (self->series->len < MAX_SERIES);
  s = g_new0 (Series, 1);
  s->name = g_strdup (name);
  s->value = value;
  s->lo = lo;
  s->hi = hi;
  g_ptr_array_add (self->series, s);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/** bx_plot_get_n_series: @self: a plot.  Returns: the series (or categories) shown. */
guint
bx_plot_get_n_series (BxPlot *self)
{
  g_return_val_if_fail (BX_IS_PLOT (self), 0);
  return self->series->len;
}

/**
 * bx_plot_describe_at:
 * @self: a plot, drawn at least once
 * @x: a point in the widget
 * @y: a point in the widget
 *
 * The tooltip's text at (@x, @y): the series, the bin or category and the value.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL where there is no mark.
 */
char *
bx_plot_describe_at (BxPlot *self,
                     double  x,
                     double  y)
{
  g_return_val_if_fail (BX_IS_PLOT (self), NULL);

  for (guint i = 0; i < self->hits->len; i++)
    {
      Hit *hit = &g_array_index (self->hits, Hit, i);
      Series *s;

      if (x < hit->x || x >= hit->x + hit->w || y < hit->y || y >= hit->y + hit->h)
        continue;
      s = g_ptr_array_index (self->series, hit->series);
      if (self->kind == BX_PLOT_INTERVALS)
        {
          g_autofree char *v = y_text (self, s->value);
          g_autofree char *l = y_text (self, s->lo);
          g_autofree char *h = y_text (self, s->hi);
          /* TRANSLATORS: a value and its 95 % interval: "平雙陸: 48.5 % (95 %: 41.7 % – 55.4 %)" */
          return g_strdup_printf (_("%s: %s (95 %%: %s – %s)"), s->name, v, l, h);
        }
      {
        double from = self->bin_from + hit->index * self->bin_width;
        g_autoptr(GString) text = g_string_new (NULL);

        /* Every series of the bin, the one under the pointer first. */
        for (guint k = 0; k < self->series->len; k++)
          {
            guint j = k == 0 ? hit->series : k <= hit->series ? k - 1 : k;
            Series *o = g_ptr_array_index (self->series, j);
            g_autofree char *ov = NULL;

            if (hit->index >= o->values->len)
              continue;
            ov = y_text (self, g_array_index (o->values, double, hit->index));
            if (text->len > 0)
              g_string_append_c (text, '\n');
            if (k == 0)
              /* TRANSLATORS: a histogram bar: the series, the bin's range, the value */
              g_string_append_printf (text, _("%s: %g–%g: %s"), o->name, from,
                                      from + self->bin_width - 1, ov);
            else
              g_string_append_printf (text, "%s: %s", o->name, ov);
          }
        return g_string_free (g_steal_pointer (&text), FALSE);
      }
    }
  return NULL;
}

/**
 * bx_plot_export:
 * @self: a plot
 * @path: a file ending in .png or .svg
 * @width: the figure's width in pixels (points for SVG)
 * @height: its height
 * @error: %G_IO_ERROR_INVALID_ARGUMENT for another ending, %G_IO_ERROR_FAILED when cairo
 *   cannot write the file (with its reason)
 *
 * Draws the plot, as on screen in the current style, onto a background of that style,
 * into @path.
 *
 * Returns: %TRUE when the file was written.
 */
gboolean
bx_plot_export (BxPlot      *self,
                const char  *path,
                int          width,
                int          height,
                GError     **error)
{
  cairo_surface_t *surface;
  cairo_status_t status;
  gboolean svg;
  cairo_t *cr;

  g_return_val_if_fail (BX_IS_PLOT (self), FALSE);
  g_return_val_if_fail (path != NULL && width > 0 && height > 0, FALSE);

  svg = g_str_has_suffix (path, ".svg");
  if (!svg && !g_str_has_suffix (path, ".png"))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "%s: a figure is saved as .png or .svg", path);
      return FALSE;
    }
  surface = svg ? cairo_svg_surface_create (path, width, height)
                : cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  if (is_dark ())
    cairo_set_source_rgb (cr, 0.141, 0.141, 0.141);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_translate (cr, 8, 8);
  draw_plot (self, cr, width - 16, height - 16);
  cairo_destroy (cr);
  if (svg)
    cairo_surface_finish (surface);
  else
    {
      status = cairo_surface_write_to_png (surface, path);
      if (status != CAIRO_STATUS_SUCCESS)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", path,
                       cairo_status_to_string (status));
          cairo_surface_destroy (surface);
          return FALSE;
        }
    }
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  /* The marks' places were the figure's: the screen's come back with the next drawing. */
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", path,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}
