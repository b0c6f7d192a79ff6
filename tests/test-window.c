/* test-window.c: the main window opens, shows its three areas and closes cleanly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "bx-application.h"
#include "bx-citation-panel.h"
#include "bx-game.h"
#include "bx-library.h"
#include "bx-gtk-test-util.h"
#include "bx-window.h"
#include "bx-families.h"

/* Taken in main(), before anything is loaded. */
static BxLoadStats at_start;

static void
test_window_areas (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.Test",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window;
  GtkWidget *library, *reader, *board, *citations;

  /* A later launch: the first one opens on the welcome (tests/test-rules-view.c). */
  g_settings_set_boolean (bx_application_get_settings (app), "welcome-shown", TRUE);
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

  /* Issue 20: the window with every page loaded each ruleset file and the schema once. */
  {
    BxLibrary *shared = bx_application_get_library (app);
    guint n = bx_library_list_rulesets (shared)->len;

    g_assert_true (shared == bx_library_get_default ());
    g_assert_cmpuint (bx_load_stats_diff (&at_start, BX_LOAD_LIBRARY), ==, 1);
    g_assert_cmpuint (bx_load_stats_diff (&at_start, BX_LOAD_RULESET_FILE), ==, n);
    g_assert_cmpuint (bx_load_stats_diff (&at_start, BX_LOAD_RULESET_SCHEMA), ==, 1);
    g_assert_cmpuint (bx_load_stats_diff (&at_start, BX_LOAD_TEI_SCHEMA), <=, 1);
    g_assert_cmpuint (bx_load_stats_diff (&at_start, BX_LOAD_CORPUS_OPEN), ==, 1);
    g_assert_true (bx_window_get_corpus (window) == bx_library_get_corpus (shared));
  }

  gtk_window_close (GTK_WINDOW (window));
  bx_gtk_test_spin ();
  g_assert_null (gtk_application_get_active_window (GTK_APPLICATION (app)));
}

/* Issue 20: a displayed move reads each of its cited clauses from the database once. */
static void
test_citation_reads (void)
{
  BxLibrary *shared = bx_library_get_default ();
  BxRuleset *ruleset = bx_library_get_ruleset (shared, "shuanglu/ping");
  g_autoptr(GError) error = NULL;
  g_autoptr(BxGame) game = bx_game_new (ruleset, &error);
  GtkWidget *panel = g_object_ref_sink (bx_citation_panel_new ());
  g_auto(GStrv) shown = NULL;
  BxMove move = { 0 };
  BxLoadStats before;

  g_assert_no_error (error);
  for (guint i = 0; i < bx_ruleset_get_n_rules (ruleset) && move.n_rules < 3; i++)
    move.rules[move.n_rules++] = i;
  bx_citation_panel_set_corpus (BX_CITATION_PANEL (panel), bx_library_get_corpus (shared));
  bx_citation_panel_set_clause_index (BX_CITATION_PANEL (panel),
                                      bx_library_get_clause_index (shared));
  bx_library_get_load_stats (&before);
  bx_citation_panel_show_move (BX_CITATION_PANEL (panel), game, &move, "Last move", NULL);
  shown = bx_citation_panel_dup_clause_ids (BX_CITATION_PANEL (panel));
  g_assert_cmpuint (g_strv_length (shown), >, 0);
  g_assert_cmpuint (bx_load_stats_diff (&before, BX_LOAD_CLAUSE_READ), ==, g_strv_length (shown));
  g_object_unref (panel);
}

/* Spins until @widget is at most (or, with @at_least, at least) @width wide: the X server
 * (Xvfb, no window manager) answers a resize in its own time.  Gives up after BX_TEST_WAIT_MS. */
static void
wait_for_width (GtkWidget *widget,
                int        width,
                gboolean   at_least)
{
  gint64 start = g_get_monotonic_time ();
  gint64 end = start + (gint64) BX_TEST_WAIT_MS * 1000;

  while (g_get_monotonic_time () < end
         && (at_least ? gtk_widget_get_width (widget) < width
                      : gtk_widget_get_width (widget) > width))
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_test_message ("waited %d ms for the size: %d x %d",
                   (int) ((g_get_monotonic_time () - start) / 1000),
                   gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  bx_gtk_test_spin ();
}

/* The first widget under @root whose action is @action, or %NULL. */
static GtkWidget *
find_actionable (GtkWidget  *root,
                 const char *action)
{
  if (GTK_IS_ACTIONABLE (root)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_actionable (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Spins until @window's content is allocated at least @width × @height (Xvfb, no window
 * manager, answers in its own time).  Gives up after BX_TEST_WAIT_MS. */
static void
wait_for_size (GtkWidget *widget,
               int        width,
               int        height)
{
  gint64 start = g_get_monotonic_time ();
  gint64 end = start + (gint64) BX_TEST_WAIT_MS * 1000;

  while (g_get_monotonic_time () < end
         && (gtk_widget_get_width (widget) < width || gtk_widget_get_height (widget) < height))
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_test_message ("waited %d ms for the size: %d x %d",
                   (int) ((g_get_monotonic_time () - start) / 1000),
                   gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  bx_gtk_test_spin ();
}

/* Issue 17: the window can be made 360 px wide on every page, and with every family's board on
 * the Play page: the minimum width of its content is at most 360. */
static void
test_window_narrow (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestNarrow",
                                                     G_APPLICATION_NON_UNIQUE);
  const char *pages[] = { "reader", "play", "compare", "rules" };
  BxLibrary *shared;
  GPtrArray *rulesets;
  BxWindow *window;
  GtkWidget *content;
  BxPlayView *play;
  int min_width;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_activate (G_APPLICATION (app));
  window = BX_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  bx_gtk_test_spin ();

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      bx_window_show_page (window, pages[i]);
      bx_gtk_test_spin ();
      gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL,
                          NULL);
      g_test_message ("%s: %d px", pages[i], min_width);
      g_assert_cmpint (min_width, <=, 360);
      /* The library belongs to the Reader: the other pages hide it. */
      g_assert_true (gtk_widget_get_mapped (bx_window_get_area (window, "library"))
                     == (g_strcmp0 (pages[i], "reader") == 0));
    }

  /* Every ruleset's board on the Play page. */
  shared = bx_application_get_library (app);
  rulesets = bx_library_list_rulesets (shared);
  play = BX_PLAY_VIEW (gtk_widget_get_ancestor (bx_window_get_area (window, "board"),
                                                BX_TYPE_PLAY_VIEW));
  bx_window_show_page (window, "play");
  for (guint i = 0; i < rulesets->len; i++)
    {
      const char *id = bx_ruleset_get_id (g_ptr_array_index (rulesets, i));
      g_autoptr(GError) error = NULL;

      /* A ruleset no engine plays yet (a fragment) keeps the game before it. */
      if (!bx_play_view_new_game (play, id, 1, &error))
        {
          g_test_message ("%s: %s", id, error->message);
          continue;
        }
      bx_gtk_test_spin ();
      gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL,
                          NULL);
      g_test_message ("play %s: %d px", id, min_width);
      g_assert_cmpint (min_width, <=, 360);
      /* And in the middle of a game, with its throw shown (除紅: the throw-off die and four). */
      for (int k = 0; k < 12; k++)
        gtk_widget_activate_action (GTK_WIDGET (play), "play.random-move", NULL);
      bx_gtk_test_spin ();
      gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL,
                          NULL);
      g_test_message ("play %s after 12 moves: %d px", id, min_width);
      g_assert_cmpint (min_width, <=, 360);
    }

  /* At 360 px the play page folds: the citations go under the board, the moves to a tab. */
  g_assert_false (bx_play_view_get_folded (play));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 800);
  wait_for_width (content, 360, FALSE);
  g_assert_cmpint (gtk_widget_get_width (content), <=, 360);
  g_assert_true (bx_play_view_get_folded (play));
  g_assert_true (gtk_widget_get_mapped (bx_window_get_area (window, "citations")));

  /* At 800 × 600 nothing is cut off: for every ruleset, in the middle of a game, the Throw
   * button lies wholly inside the window (the board scrolls instead of pushing it out). */
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  /* The content lies inside the window's frame (790 x 598 here), so wait for nearly that:
   * waiting for a full 800 never ended before the timeout. */
  wait_for_size (content, 780, 500);
  for (guint i = 0; i < rulesets->len; i++)
    {
      const char *id = bx_ruleset_get_id (g_ptr_array_index (rulesets, i));
      const char *buttons[] = { "play.roll-or-play", "play.hint" };

      if (!bx_play_view_new_game (play, id, 1, NULL))
        continue;
      for (int k = 0; k < 12; k++)
        gtk_widget_activate_action (GTK_WIDGET (play), "play.random-move", NULL);
      bx_gtk_test_spin ();
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 800);
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, 600);
      for (guint b = 0; b < G_N_ELEMENTS (buttons); b++)
        {
          GtkWidget *button = find_actionable (GTK_WIDGET (play), buttons[b]);
          graphene_rect_t bounds;

          g_assert_nonnull (button);
          /* While a hand is picked (六博's 喊) the picker stands in for the Throw button. */
          if (!gtk_widget_get_visible (button))
            continue;
          g_assert_true (gtk_widget_get_mapped (button));
          g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (window), &bounds));
          g_test_message ("800x600 %s: %s at %.0f,%.0f %.0fx%.0f", id, buttons[b],
                          bounds.origin.x, bounds.origin.y, bounds.size.width,
                          bounds.size.height);
          g_assert_cmpfloat (bounds.origin.x, >=, 0);
          g_assert_cmpfloat (bounds.origin.y, >=, 0);
          g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=,
                             gtk_widget_get_width (GTK_WIDGET (window)));
          g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                             gtk_widget_get_height (GTK_WIDGET (window)));
        }
    }

  gtk_window_close (GTK_WINDOW (window));
  bx_gtk_test_spin ();
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

/* Looks for the toast every 50 ms until BX_TEST_WAIT_MS after the start: the app handles
 * --game once its library has loaded on a thread, which on a loaded machine can take more
 * than a second (a fixed wait of 1 s failed once so, with two builds running).  It looks in
 * every window of the app: the active one may be a prompt over the main window (the resume
 * prompt, when an earlier test left an autosave in the tests' data folder), which failed
 * the sanitizer run. */
static gboolean
unknown_game_cb (gpointer data)
{
  GtkApplication *app = data;
  gint64 *deadline = g_object_get_data (G_OBJECT (app), "bx-deadline");
  GtkWindow *found = NULL;

  for (GList *l = gtk_application_get_windows (app); l != NULL && found == NULL; l = l->next)
    if (bx_gtk_test_label_contains (GTK_WIDGET (l->data),
                                    "There is no ruleset nosuch/game to play"))
      found = l->data;
  if (found == NULL && g_get_monotonic_time () < *deadline)
    return G_SOURCE_CONTINUE;
  g_assert_nonnull (found);
  g_assert_true (BX_IS_WINDOW (found));
  while (gtk_application_get_windows (app) != NULL)
    gtk_window_destroy (GTK_WINDOW (gtk_application_get_windows (app)->data));
  return G_SOURCE_REMOVE;
}

/* Ctrl+?: the shortcuts window opens on the section of the page shown, and lays out without
 * GTK's warnings (fatal here): GTK 4.8's page switcher of a section of two pages warned of
 * a negative width, so each section fits one page. */
static void
test_shortcuts_window (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestShortcuts",
                                                     G_APPLICATION_NON_UNIQUE);
  GtkApplicationWindow *window;
  GtkShortcutsWindow *overlay;
  g_autofree char *section = NULL;

  g_settings_set_boolean (bx_application_get_settings (app), "welcome-shown", TRUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_activate (G_APPLICATION (app));
  window = GTK_APPLICATION_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  bx_gtk_test_spin ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "play"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay",
                                             NULL));
  bx_gtk_test_spin_for (300);
  overlay = gtk_application_window_get_help_overlay (window);
  g_assert_nonnull (overlay);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (overlay)));
  g_object_get (overlay, "section-name", &section, NULL);
  g_assert_cmpstr (section, ==, "play");
  gtk_window_close (GTK_WINDOW (overlay));
  bx_gtk_test_spin ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                             "reader"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay",
                                             NULL));
  bx_gtk_test_spin_for (300);
  g_clear_pointer (&section, g_free);
  g_object_get (overlay, "section-name", &section, NULL);
  g_assert_cmpstr (section, ==, "shortcuts");
  gtk_window_close (GTK_WINDOW (overlay));
  gtk_window_close (GTK_WINDOW (window));
  bx_gtk_test_spin ();
}

/* Newcomer review 8, 17g: `boxi --game nosuch/game` says so in the window (a toast, as a
 * mistyped --open-clause does), not only on stderr. */
static void
test_unknown_game (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestUnknownGame",
                                                     G_APPLICATION_NON_UNIQUE);
  char *argv[] = { (char *) "boxi", (char *) "--game", (char *) "nosuch/game", NULL };

  gint64 deadline = g_get_monotonic_time () + BX_TEST_WAIT_MS * 1000;

  g_settings_set_boolean (bx_application_get_settings (app), "welcome-shown", TRUE);
  g_object_set_data (G_OBJECT (app), "bx-deadline", &deadline);
  g_timeout_add (50, unknown_game_cb, app);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 3, argv), ==, 0);
  bx_gtk_test_spin ();
}

int
main (int    argc,
      char **argv)
{
  bx_library_get_load_stats (&at_start);
  bx_gtk_test_init (&argc, &argv);

  g_test_add_func ("/app/window/areas", test_window_areas);
  g_test_add_func ("/app/window/citation-reads", test_citation_reads);
  g_test_add_func ("/app/window/narrow", test_window_narrow);
  g_test_add_func ("/app/style/dark", test_dark_style);
  g_test_add_func ("/app/window/unknown-game", test_unknown_game);
  g_test_add_func ("/app/window/shortcuts", test_shortcuts_window);

  return g_test_run ();
}
