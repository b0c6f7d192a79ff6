/* bx-lazy-bin.c: a bin whose child is made when it is first shown
 *
 * GTK 4.8's GtkListView makes a widget for up to 200 entries around the one in view, and
 * measures each of them, though it shows only those in view.  A heavy entry (a section
 * head with its summary paragraphs) in a BxLazyBin costs nothing until the list
 * allocates it, that is, shows it: until then the bin reports an estimated height (lower
 * than the child's, so that the list lets every entry that may show into view); the child
 * is made right after that layout, and the list settles on its true height in the next
 * frame.  Asking for the child builds it at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-lazy-bin.h"

struct _BxLazyBin
{
  GtkWidget        parent_instance;

  BxLazyBuildFunc  build;
  gpointer         user_data;
  GDestroyNotify   destroy;
  int              estimated_height;
  guint            build_idle;
};

G_DEFINE_FINAL_TYPE (BxLazyBin, bx_lazy_bin, GTK_TYPE_WIDGET)

static GtkWidget *
ensure_child (BxLazyBin *self)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));

  if (child != NULL || self->build == NULL)
    return child;
  child = self->build (self->user_data);
  self->build = NULL;
  if (self->destroy != NULL)
    self->destroy (self->user_data);
  self->destroy = NULL;
  self->user_data = NULL;
  gtk_widget_set_parent (child, GTK_WIDGET (self));
  return child;
}

/* As its child: a widget without a layout manager is taken to have a constant size, and
 * measured for no width, so that a wrapped text in the child (a section's summary) got
 * the height of its lines unwrapped and was cut (issue 19). */
static GtkSizeRequestMode
bx_lazy_bin_get_request_mode (GtkWidget *widget)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  return child != NULL ? gtk_widget_get_request_mode (child) : GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
bx_lazy_bin_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  BxLazyBin *self = BX_LAZY_BIN (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum_baseline = *natural_baseline = -1;
  if (child == NULL)
    {
      *minimum = *natural = orientation == GTK_ORIENTATION_VERTICAL
                            ? self->estimated_height : 0;
      return;
    }
  gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
}

/* Measured again on the next frame: a resize queued while the list allocates its rows
 * would be dropped when the allocation ends. */
/* Made outside the layout: a child parented while the list allocates its rows would not
 * ask for its size again. */
static gboolean
build_idle_cb (gpointer data)
{
  BxLazyBin *self = data;

  self->build_idle = 0;
  ensure_child (self);
  return G_SOURCE_REMOVE;
}

static void
bx_lazy_bin_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  BxLazyBin *self = BX_LAZY_BIN (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);
  int min = 0;

  if (child == NULL)
    {
      /* Shown at last: made at once after this frame's layout. */
      if (self->build_idle == 0 && self->build != NULL)
        self->build_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, build_idle_cb, self, NULL);
      return;
    }
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, MAX (width, min), NULL, NULL, NULL, NULL);
  gtk_widget_allocate (child, MAX (width, min), height, baseline, NULL);
}

static void
bx_lazy_bin_dispose (GObject *object)
{
  BxLazyBin *self = BX_LAZY_BIN (object);
  GtkWidget *child;

  g_clear_handle_id (&self->build_idle, g_source_remove);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  if (self->destroy != NULL)
    self->destroy (self->user_data);
  self->destroy = NULL;
  self->user_data = NULL;
  self->build = NULL;

  G_OBJECT_CLASS (bx_lazy_bin_parent_class)->dispose (object);
}

static void
bx_lazy_bin_class_init (BxLazyBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_lazy_bin_dispose;
  widget_class->get_request_mode = bx_lazy_bin_get_request_mode;
  widget_class->measure = bx_lazy_bin_measure;
  widget_class->size_allocate = bx_lazy_bin_size_allocate;
}

static void
bx_lazy_bin_init (BxLazyBin *self)
{
  /* A child taller than the height the list gave it is cut, not drawn over the next
   * entries, until the list measures it again. */
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

/**
 * bx_lazy_bin_new:
 * @build: makes the child, once, when the bin is first allocated or asked for it
 * @user_data: for @build
 * @destroy: (nullable): frees @user_data once the child is made (or the bin is gone)
 * @estimated_height: the height to report until then, in pixels
 *
 * Returns: (transfer floating): a new bin
 */
GtkWidget *
bx_lazy_bin_new (BxLazyBuildFunc build,
                 gpointer        user_data,
                 GDestroyNotify  destroy,
                 int             estimated_height)
{
  BxLazyBin *self;

  g_return_val_if_fail (build != NULL, NULL);

  self = g_object_new (BX_TYPE_LAZY_BIN, NULL);
  self->build = build;
  self->user_data = user_data;
  self->destroy = destroy;
  self->estimated_height = MAX (estimated_height, 0);
  return GTK_WIDGET (self);
}

/**
 * bx_lazy_bin_get_child:
 * @self: a #BxLazyBin
 *
 * Returns: (transfer none) (nullable): the child, made now if it was not yet
 */
GtkWidget *
bx_lazy_bin_get_child (BxLazyBin *self)
{
  g_return_val_if_fail (BX_IS_LAZY_BIN (self), NULL);

  return ensure_child (self);
}
