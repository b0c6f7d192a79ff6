/* bx-application-actions.c: the app.* actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-application-private.h"

static void
quit_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  BxApplication *self = user_data;
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));

  /* Close the windows rather than quit, so that they can save their size. */
  for (GList *l = windows; l != NULL; )
    {
      GtkWindow *window = l->data;
      l = l->next;
      gtk_window_close (window);
    }
}

static void
about_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  BxApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  static const char *developers[] = { "The Boxi contributors", NULL };
  AdwAboutWindow *about;

  about = ADW_ABOUT_WINDOW (adw_about_window_new ());
  adw_about_window_set_application_name (about, _("Boxi"));
  adw_about_window_set_application_icon (about, APP_ID);
  adw_about_window_set_version (about, PACKAGE_VERSION);
  adw_about_window_set_developer_name (about, _("The Boxi contributors"));
  adw_about_window_set_developers (about, developers);
  adw_about_window_set_comments (about,
    _("Read the classical Chinese texts on board and dice games, play the games with a "
      "citation for every move, and compare variant rules side by side."));
  adw_about_window_set_website (about, "https://github.com/boxi/boxi");
  adw_about_window_set_license_type (about, GTK_LICENSE_GPL_3_0);
  adw_about_window_add_legal_section (about, _("Classical texts"),
    _("Transcriptions from the Kanseki Repository, reused with attribution."),
    GTK_LICENSE_CUSTOM, NULL);
  adw_about_window_set_translator_credits (about, _("translator-credits"));
  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  gtk_window_present (GTK_WINDOW (about));
}

static void
color_scheme_action (GSimpleAction *action,
                     GVariant      *param,
                     gpointer       user_data)
{
  BxApplication *self = user_data;

  g_settings_set_string (self->settings, "color-scheme", g_variant_get_string (param, NULL));
  g_simple_action_set_state (action, param);
}

static const GActionEntry app_actions[] = {
  { "quit", quit_action },
  { "about", about_action },
  { "color-scheme", NULL, "s", "'default'", color_scheme_action },
};

void
_bx_application_actions_init (BxApplication *self)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  g_autofree char *scheme = g_settings_get_string (self->settings, "color-scheme");
  GAction *action;

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "color-scheme");
  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_string (scheme));
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
}
