/* bx-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-application-private.h"
#include "bx-window.h"

G_DEFINE_FINAL_TYPE (BxApplication, bx_application, ADW_TYPE_APPLICATION)

static void
color_scheme_changed_cb (BxApplication *self,
                         const char    *key,
                         GSettings     *settings)
{
  g_autofree char *scheme = g_settings_get_string (settings, "color-scheme");
  AdwStyleManager *manager = adw_style_manager_get_default ();

  if (g_strcmp0 (scheme, "light") == 0)
    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  else if (g_strcmp0 (scheme, "dark") == 0)
    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  else
    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

static void
bx_application_activate (GApplication *app)
{
  BxApplication *self = BX_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (bx_window_new (self));
  gtk_window_present (window);
}

static void
bx_application_startup (GApplication *app)
{
  BxApplication *self = BX_APPLICATION (app);

  G_APPLICATION_CLASS (bx_application_parent_class)->startup (app);

  gtk_window_set_default_icon_name (APP_ID);
  g_signal_connect_object (self->settings, "changed::color-scheme",
                           G_CALLBACK (color_scheme_changed_cb), self, G_CONNECT_SWAPPED);
  color_scheme_changed_cb (self, "color-scheme", self->settings);
  _bx_application_actions_init (self);
}

static void
bx_application_dispose (GObject *object)
{
  BxApplication *self = BX_APPLICATION (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (bx_application_parent_class)->dispose (object);
}

static void
bx_application_class_init (BxApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = bx_application_dispose;
  app_class->activate = bx_application_activate;
  app_class->startup = bx_application_startup;
}

static void
bx_application_init (BxApplication *self)
{
  /* The schema id is the base id, so the Devel profile shares its settings layout. */
  self->settings = g_settings_new (BASE_APP_ID);
}

/**
 * bx_application_new:
 * @application_id: the D-Bus application id, e.g. "io.github.boxi.Boxi"
 * @flags: the #GApplicationFlags
 *
 * Returns: (transfer full): a new #BxApplication whose resources live under
 *   /io/github/boxi/Boxi whatever the profile.
 */
BxApplication *
bx_application_new (const char        *application_id,
                    GApplicationFlags  flags)
{
  g_return_val_if_fail (application_id != NULL, NULL);

  return g_object_new (BX_TYPE_APPLICATION,
                       "application-id", application_id,
                       "flags", flags,
                       "resource-base-path", "/io/github/boxi/Boxi",
                       NULL);
}

/**
 * bx_application_get_settings:
 * @self: a #BxApplication
 *
 * Returns: (transfer none): the application's #GSettings (schema io.github.boxi.Boxi).
 */
GSettings *
bx_application_get_settings (BxApplication *self)
{
  g_return_val_if_fail (BX_IS_APPLICATION (self), NULL);

  return self->settings;
}
