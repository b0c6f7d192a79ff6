/* bx-clause-layout.c: the columns of the Reader's rows
 *
 * A clause's row (BxClauseRow) and a section's summary lay their children out in the same
 * columns: the reference (or the summary's tag), the original, the translation (with
 * what goes under it), the star and note buttons, the copy button.  The fixed columns take
 * their natural widths; the original and the translation share the rest, the first taking
 * the odd pixel, as a homogeneous GtkBox would.  The children of a column are stacked, but
 * for the side column's (the star and note buttons), which stand side by side, so that a
 * short clause's row is as low as its text.
 *
 * No GtkBox: a GtkBox allocates its children in its orientation for the height it got,
 * and a wrapped GtkLabel asked for its width for a height searches for it (GTK 4.8), one
 * layout of its whole text for each width tried; the Reader's rows spent most of their
 * time there.  Here a text is only measured for its column's width.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-clause-layout.h"

#define SPACING 12         /* between the columns */
#define COLUMN_SPACING 24  /* between the original and the translation */
#define STACK_SPACING 4    /* between the children of the translation column */
#define SIDE_SPACING 2     /* between the buttons of the side column, side by side */

struct _BxClauseLayout
{
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (BxClauseLayout, bx_clause_layout, GTK_TYPE_LAYOUT_MANAGER)

static GQuark
column_quark (void)
{
  static GQuark quark;

  if (quark == 0)
    quark = g_quark_from_static_string ("bx-clause-column");
  return quark;
}

typedef struct
{
  int x[BX_CLAUSE_COLUMN_COPY + 1];
  int w[BX_CLAUSE_COLUMN_COPY + 1];
} Columns;

static BxClauseColumn
column_of (GtkWidget *child)
{
  if (!gtk_widget_should_layout (child))
    return BX_CLAUSE_COLUMN_NONE;
  return GPOINTER_TO_INT (g_object_get_qdata (G_OBJECT (child), column_quark ()));
}

static GQuark
font_width_quark (void)
{
  static GQuark quark;

  if (quark == 0)
    quark = g_quark_from_static_string ("bx-clause-font-width");
  return quark;
}

/* The width of the labels given theirs in characters (bx_clause_layout_set_font_width()),
 * for the last few fonts and widths they had (the Reader has one font at a time, and a
 * zoom changes it). */
typedef struct
{
  PangoFontDescription *font;
  gulong                options;  /* the hash of the context's font options */
  int                   n_chars;
  int                   width;
} FontWidth;

static FontWidth font_widths[4];
static guint next_font_width;

static int
measure_width (GtkWidget *child)
{
  int nat = 0;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
  return nat;
}

static int
natural_width (GtkWidget *child)
{
  PangoContext *context;
  const PangoFontDescription *font;
  const cairo_font_options_t *options;
  gulong options_hash;
  int n_chars = GPOINTER_TO_INT (g_object_get_qdata (G_OBJECT (child), font_width_quark ()));
  FontWidth *fw;

  if (n_chars <= 0)
    return measure_width (child);
  context = gtk_widget_get_pango_context (child);
  font = pango_context_get_font_description (context);
  if (font == NULL)
    return measure_width (child);
  options = pango_cairo_context_get_font_options (context);
  options_hash = options != NULL ? cairo_font_options_hash (options) : 0;
  for (guint i = 0; i < G_N_ELEMENTS (font_widths); i++)
    {
      fw = &font_widths[i];
      if (fw->font != NULL && fw->n_chars == n_chars && fw->options == options_hash
          && pango_font_description_equal (font, fw->font))
        return fw->width;
    }
  /* Measured as a label of that many characters, once. */
  fw = &font_widths[next_font_width++ % G_N_ELEMENTS (font_widths)];
  g_clear_pointer (&fw->font, pango_font_description_free);
  fw->font = pango_font_description_copy (font);
  fw->options = options_hash;
  fw->n_chars = n_chars;
  gtk_label_set_width_chars (GTK_LABEL (child), n_chars);
  gtk_label_set_max_width_chars (GTK_LABEL (child), n_chars);
  fw->width = measure_width (child);
  gtk_label_set_width_chars (GTK_LABEL (child), -1);
  gtk_label_set_max_width_chars (GTK_LABEL (child), -1);
  return fw->width;
}

static int
height_for (GtkWidget *child,
            int        width)
{
  int min = 0;

  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &min, NULL, NULL, NULL);
  return min;
}

/* The width of a child in its column: a child that starts its column (a button under the
 * translation) keeps its natural width, if the column has room. */
static int
child_width (GtkWidget *child,
             int        column_width)
{
  if (gtk_widget_get_halign (child) == GTK_ALIGN_START)
    return MIN (natural_width (child), column_width);
  return column_width;
}

static void
compute_columns (GtkWidget *widget,
                 int        width,
                 Columns   *c)
{
  int text_w;

  memset (c, 0, sizeof *c);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      BxClauseColumn column = column_of (child);

      if (column == BX_CLAUSE_COLUMN_SIDE)
        c->w[column] += (c->w[column] > 0 ? SIDE_SPACING : 0) + natural_width (child);
      else if (column == BX_CLAUSE_COLUMN_ID || column == BX_CLAUSE_COLUMN_COPY)
        c->w[column] = MAX (c->w[column], natural_width (child));
    }
  text_w = width - c->w[BX_CLAUSE_COLUMN_ID] - c->w[BX_CLAUSE_COLUMN_SIDE]
           - c->w[BX_CLAUSE_COLUMN_COPY] - 3 * SPACING - COLUMN_SPACING;
  text_w = MAX (text_w, 2);
  c->w[BX_CLAUSE_COLUMN_ORIGINAL] = text_w / 2 + text_w % 2;
  c->w[BX_CLAUSE_COLUMN_TRANSLATION] = text_w / 2;
  c->x[BX_CLAUSE_COLUMN_ID] = 0;
  c->x[BX_CLAUSE_COLUMN_ORIGINAL] = c->w[BX_CLAUSE_COLUMN_ID] + SPACING;
  c->x[BX_CLAUSE_COLUMN_TRANSLATION] = c->x[BX_CLAUSE_COLUMN_ORIGINAL]
                                       + c->w[BX_CLAUSE_COLUMN_ORIGINAL] + COLUMN_SPACING;
  c->x[BX_CLAUSE_COLUMN_SIDE] = c->x[BX_CLAUSE_COLUMN_TRANSLATION]
                                + c->w[BX_CLAUSE_COLUMN_TRANSLATION] + SPACING;
  c->x[BX_CLAUSE_COLUMN_COPY] = c->x[BX_CLAUSE_COLUMN_SIDE] + c->w[BX_CLAUSE_COLUMN_SIDE]
                                + SPACING;
}

/* The least width: the text columns as wide as the margin's. */
static int
minimum_width (GtkWidget *widget)
{
  Columns c;

  compute_columns (widget, 0, &c);
  return 3 * c.w[BX_CLAUSE_COLUMN_ID] + c.w[BX_CLAUSE_COLUMN_SIDE] + c.w[BX_CLAUSE_COLUMN_COPY]
         + 3 * SPACING + COLUMN_SPACING;
}

/* Lays out (when @allocate) or measures the children for @width; returns the height. */
static int
layout (GtkWidget *widget,
        int        width,
        gboolean   allocate)
{
  int y[BX_CLAUSE_COLUMN_COPY + 1] = { 0, };
  int side_x = 0;  /* the next button's place in the side column */
  int height = 0;
  GtkWidget *rule = NULL;
  Columns c;

  compute_columns (widget, width, &c);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      BxClauseColumn column = column_of (child);
      int w, h;

      if (column == BX_CLAUSE_COLUMN_NONE)
        continue;
      if (column == BX_CLAUSE_COLUMN_TRANSLATION_RULE)
        {
          /* Placed once the column's height is known. */
          rule = child;
          continue;
        }
      if (column == BX_CLAUSE_COLUMN_SIDE)
        {
          /* Side by side, each as wide as it wants, from the column's start. */
          w = natural_width (child);
          h = height_for (child, w);
          if (allocate)
            {
              GtkAllocation allocation = { c.x[column] + side_x, 0, w, h };

              if (gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL)
                allocation.x = width - allocation.x - w;
              gtk_widget_size_allocate (child, &allocation, -1);
            }
          side_x += w + SIDE_SPACING;
          height = MAX (height, h);
          continue;
        }
      w = child_width (child, c.w[column]);
      h = height_for (child, w);
      if (y[column] > 0 && column == BX_CLAUSE_COLUMN_TRANSLATION)
        y[column] += STACK_SPACING;
      if (allocate)
        {
          GtkAllocation allocation = { c.x[column], y[column], w, h };

          if (gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL)
            allocation.x = width - allocation.x - w;
          gtk_widget_size_allocate (child, &allocation, -1);
        }
      y[column] += h;
      height = MAX (height, y[column]);
    }
  if (rule != NULL && allocate)
    {
      GtkAllocation allocation = { c.x[BX_CLAUSE_COLUMN_TRANSLATION], 0, natural_width (rule),
                                   y[BX_CLAUSE_COLUMN_TRANSLATION] };

      if (gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL)
        allocation.x = width - allocation.x - allocation.width;
      gtk_widget_size_allocate (rule, &allocation, -1);
    }
  return height;
}

/**
 * bx_clause_layout_measure:
 * @widget: a widget whose children have their columns (bx_clause_layout_set_column())
 * @orientation: the orientation to measure
 * @for_size: the width, for a height; -1 for none
 * @minimum: (out): the least size
 * @natural: (out): the size it wants
 *
 * Measures the columns (what BxClauseLayout does as the layout manager of a widget;
 * BxClauseRow, which measures its rows itself, calls it).
 */
void
bx_clause_layout_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = *natural = minimum_width (widget);
      return;
    }
  *minimum = *natural = layout (widget, MAX (for_size, minimum_width (widget)), FALSE);
}

/**
 * bx_clause_layout_allocate:
 * @widget: a widget whose children have their columns
 * @width: its width
 * @height: its height
 *
 * Allocates the children in their columns, from the top.
 */
void
bx_clause_layout_allocate (GtkWidget *widget,
                           int        width,
                           int        height)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  layout (widget, MAX (width, minimum_width (widget)), TRUE);
}

static GtkSizeRequestMode
bx_clause_layout_get_request_mode (GtkLayoutManager *manager,
                                   GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
bx_clause_layout_measure_vfunc (GtkLayoutManager *manager,
                                GtkWidget        *widget,
                                GtkOrientation    orientation,
                                int               for_size,
                                int              *minimum,
                                int              *natural,
                                int              *minimum_baseline,
                                int              *natural_baseline)
{
  bx_clause_layout_measure (widget, orientation, for_size, minimum, natural);
}

static void
bx_clause_layout_allocate_vfunc (GtkLayoutManager *manager,
                                 GtkWidget        *widget,
                                 int               width,
                                 int               height,
                                 int               baseline)
{
  bx_clause_layout_allocate (widget, width, height);
}

static void
bx_clause_layout_class_init (BxClauseLayoutClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  manager_class->get_request_mode = bx_clause_layout_get_request_mode;
  manager_class->measure = bx_clause_layout_measure_vfunc;
  manager_class->allocate = bx_clause_layout_allocate_vfunc;
}

static void
bx_clause_layout_init (BxClauseLayout *self)
{
}

/**
 * bx_clause_layout_new:
 *
 * A layout manager for a widget whose children go in the Reader's columns (a section's
 * summary lines up with the clauses that way).
 *
 * Returns: (transfer full): a new layout manager
 */
GtkLayoutManager *
bx_clause_layout_new (void)
{
  return g_object_new (BX_TYPE_CLAUSE_LAYOUT, NULL);
}

/**
 * bx_clause_layout_set_font_width:
 * @label: a #GtkLabel, child of a widget laid out in columns, of one line (ellipsized)
 * @n_chars: its width in characters (what its width-chars and max-width-chars would say)
 *
 * Gives the label's column its width in characters of its font: the width of the label's
 * text then does not count.  The layout measures it once for each font and @n_chars, for
 * all such labels: GTK 4.8 asks a label with width-chars for its font's metrics each
 * time it measures it (pango_context_get_metrics(), which shapes a sample text), a few
 * hundred microseconds for each row that shows.  (A clause's reference in the margin.)
 */
void
bx_clause_layout_set_font_width (GtkWidget *label,
                                 int        n_chars)
{
  g_return_if_fail (GTK_IS_LABEL (label));
  g_return_if_fail (n_chars > 0);

  g_object_set_qdata (G_OBJECT (label), font_width_quark (), GINT_TO_POINTER (n_chars));
}

/**
 * bx_clause_layout_set_column:
 * @child: a child of a widget laid out in columns
 * @column: its column; children of one column are stacked in their order (those of
 *   %BX_CLAUSE_COLUMN_SIDE stand side by side, in their order)
 */
void
bx_clause_layout_set_column (GtkWidget      *child,
                             BxClauseColumn  column)
{
  g_return_if_fail (GTK_IS_WIDGET (child));

  g_object_set_qdata (G_OBJECT (child), column_quark (), GINT_TO_POINTER (column));
}
