/* test-window.c: the main window opens, shows its three areas and closes cleanly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "bx-application.h"
#include "bx-window.h"
#include "bx-families.h"

static void
spin (void)
{
  for (guint i = 0; i < 20; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
}

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
  spin ();

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
  spin ();
  g_assert_cmpstr (bx_window_get_page (window), ==, "play");
  g_assert_true (gtk_widget_get_mapped (board));
  g_assert_true (gtk_widget_get_mapped (citations));

  gtk_window_close (GTK_WINDOW (window));
  spin ();
  g_assert_null (gtk_application_get_active_window (GTK_APPLICATION (app)));
}

static void
test_dark_style (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (manager));
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_false (adw_style_manager_get_dark (manager));
}

int
main (int    argc,
      char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  bx_games_register_builtin ();
  adw_init ();

  g_test_add_func ("/app/window/areas", test_window_areas);
  g_test_add_func ("/app/style/dark", test_dark_style);

  return g_test_run ();
}
