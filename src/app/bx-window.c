/* bx-window.c: the main window: library sidebar, reader, and board with citation panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-window.h"

struct _BxWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* Template children */
  AdwFlap              *flap;
  GtkListBox           *library_list;
  AdwViewStack         *stack;
  GtkWidget            *reader_area;
  GtkWidget            *play_area;
  GtkWidget            *board_area;
  GtkWidget            *citation_panel;
};

G_DEFINE_FINAL_TYPE (BxWindow, bx_window, ADW_TYPE_APPLICATION_WINDOW)

static void
show_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  bx_window_show_page (BX_WINDOW (widget), g_variant_get_string (param, NULL));
}

static void
toggle_sidebar_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

static gboolean
bx_window_close_request (GtkWindow *window)
{
  BxWindow *self = BX_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));

  return GTK_WINDOW_CLASS (bx_window_parent_class)->close_request (window);
}

/* The "application" property is set after construction, so the settings are read here,
 * from bx_window_new(). */
static void
bx_window_load_settings (BxWindow      *self,
                         BxApplication *app)
{
  self->settings = g_object_ref (bx_application_get_settings (app));

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  if (g_strcmp0 (PROFILE, "development") == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
}

static void
bx_window_dispose (GObject *object)
{
  BxWindow *self = BX_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (bx_window_parent_class)->dispose (object);
}

static void
bx_window_class_init (BxWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = bx_window_dispose;
  window_class->close_request = bx_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/boxi/Boxi/bx-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BxWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, library_list);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, reader_area);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, play_area);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, board_area);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, citation_panel);

  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-sidebar", NULL, toggle_sidebar_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_CONTROL_MASK,
                                       "win.show-page", "s", "reader");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_CONTROL_MASK,
                                       "win.show-page", "s", "play");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.toggle-sidebar", NULL);
}

static void
bx_window_init (BxWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * bx_window_new:
 * @application: the #BxApplication
 *
 * Returns: (transfer full): a new main window, sized from GSettings.
 */
BxWindow *
bx_window_new (BxApplication *application)
{
  BxWindow *self;

  g_return_val_if_fail (BX_IS_APPLICATION (application), NULL);

  self = g_object_new (BX_TYPE_WINDOW, "application", application, NULL);
  bx_window_load_settings (self, application);
  return self;
}

/**
 * bx_window_show_page:
 * @self: a #BxWindow
 * @page: "reader" or "play"
 *
 * Shows one of the main pages.  An unknown name is ignored with a warning.
 */
void
bx_window_show_page (BxWindow   *self,
                     const char *page)
{
  g_return_if_fail (BX_IS_WINDOW (self));
  g_return_if_fail (page != NULL);

  if (adw_view_stack_get_child_by_name (self->stack, page) == NULL)
    {
      g_warning ("No page named %s", page);
      return;
    }
  adw_view_stack_set_visible_child_name (self->stack, page);
}

/**
 * bx_window_get_page:
 * @self: a #BxWindow
 *
 * Returns: (transfer none): the name of the visible page.
 */
const char *
bx_window_get_page (BxWindow *self)
{
  g_return_val_if_fail (BX_IS_WINDOW (self), NULL);

  return adw_view_stack_get_visible_child_name (self->stack);
}

/**
 * bx_window_get_area:
 * @self: a #BxWindow
 * @area: "library", "reader", "board" or "citations"
 *
 * For tests and for the views that later fill the areas.
 *
 * Returns: (transfer none) (nullable): the widget of that area, or %NULL.
 */
GtkWidget *
bx_window_get_area (BxWindow   *self,
                    const char *area)
{
  g_return_val_if_fail (BX_IS_WINDOW (self), NULL);

  if (g_strcmp0 (area, "library") == 0)
    return GTK_WIDGET (self->library_list);
  if (g_strcmp0 (area, "reader") == 0)
    return self->reader_area;
  if (g_strcmp0 (area, "board") == 0)
    return self->board_area;
  if (g_strcmp0 (area, "citations") == 0)
    return self->citation_panel;
  return NULL;
}
