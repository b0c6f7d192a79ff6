/* test-window.c: the main window opens, shows its three areas and closes cleanly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "bx-application.h"
#include "bx-gtk-test-util.h"
#include "bx-window.h"

static void
test_window_areas (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.Test",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window;
  GtkWidget *library, *reader, *board, *citations;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_activate (G_APPLICATION (app));
  window = BX_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  bx_gtk_test_spin ();

  library = bx_window_get_area (window, "library");
  reader = bx_window_get_area (window, "reader");
  board = bx_window_get_area (window, "board");
  citations = bx_window_get_area (window, "citations");
  g_assert_nonnull (library);
  g_assert_nonnull (reader);
  g_assert_nonnull (board);
  g_assert_nonnull (citations);

  g_assert_true (gtk_widget_get_mapped (library));
  g_assert_cmpstr (bx_window_get_page (window), ==, "reader");
  g_assert_true (gtk_widget_get_mapped (reader));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "play"));
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_window_get_page (window), ==, "play");
  g_assert_true (gtk_widget_get_mapped (board));
  g_assert_true (gtk_widget_get_mapped (citations));

  gtk_window_close (GTK_WINDOW (window));
  bx_gtk_test_spin ();
  g_assert_null (gtk_application_get_active_window (GTK_APPLICATION (app)));
}

/* The app's style follows its "color-scheme" setting, which the app.color-scheme action (the
 * menu's Style choice) writes: Boxi's part, not libadwaita's. */
static void
test_dark_style (void)
{
  /* Its own id: the app of /app/window/areas may still be exported on the session bus. */
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestStyle",
                                                     G_APPLICATION_NON_UNIQUE);
  AdwStyleManager *manager = adw_style_manager_get_default ();
  GSettings *settings;
  g_autoptr(GVariant) state = NULL;
  g_autofree char *scheme = NULL;
  g_autoptr(GError) error = NULL;

  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  settings = bx_application_get_settings (app);

  g_action_group_activate_action (G_ACTION_GROUP (app), "color-scheme",
                                  g_variant_new_string ("dark"));
  scheme = g_settings_get_string (settings, "color-scheme");
  g_assert_cmpstr (scheme, ==, "dark");
  state = g_action_group_get_action_state (G_ACTION_GROUP (app), "color-scheme");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "dark");
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (manager));

  g_action_group_activate_action (G_ACTION_GROUP (app), "color-scheme",
                                  g_variant_new_string ("light"));
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==,
                   ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_false (adw_style_manager_get_dark (manager));

  /* A change made elsewhere (dconf, another window) is followed too. */
  g_settings_set_string (settings, "color-scheme", "dark");
  g_assert_true (adw_style_manager_get_dark (manager));
  g_settings_set_string (settings, "color-scheme", "default");
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int    argc,
      char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/window/areas", test_window_areas);
  g_test_add_func ("/app/style/dark", test_dark_style);

  return g_test_run ();
}
