/* test-reader-window.c: the window opens a clause in the reader (from the library, an
 * action or the command line) and shows a rule's example on the play page
 *
 * The corpus is imported from the real texts/ into a temporary directory
 * (bx-reader-test-util.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-application.h"
#include "bx-citation-panel.h"
#include "bx-families.h"
#include "bx-library-sidebar.h"
#include "bx-play-view.h"
#include "bx-reader-test-util.h"
#include "bx-window.h"

static void
test_window_open_clause (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestReader",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window;
  BxReaderView *view;
  GtkWidget *library;
  Target target = { NULL, "pushuang.changju.3" };

  g_setenv ("BOXI_CORPUS_DB", db_path, TRUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_activate (G_APPLICATION (app));
  window = BX_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  g_assert_nonnull (bx_window_get_corpus (window));
  bx_gtk_test_spin ();

  /* The library lists the works and their sections. */
  library = bx_window_get_area (window, "library");
  g_assert_nonnull (bx_gtk_test_find_named (library, "pushuang"));
  /* The sections are a tree below their work (issue 19): revealing one makes its row. */
  g_assert_true (bx_library_sidebar_reveal (BX_LIBRARY_SIDEBAR (library), "pushuang.changju"));
  bx_gtk_test_spin ();
  g_assert_nonnull (bx_gtk_test_find_named (library, "pushuang.changju"));
  g_assert_true (bx_library_sidebar_reveal (BX_LIBRARY_SIDEBAR (library),
                                            "saifu.yiwen.shuoyuan"));
  bx_gtk_test_spin ();
  /* A section without a head goes by its first characters; its id is only in the
   * tooltip (issue 17). */
  g_assert_true (bx_gtk_test_label_contains (
    bx_gtk_test_find_named (library, "saifu.yiwen.shuoyuan"), "苑曰塞"));
  g_assert_false (bx_gtk_test_label_contains (
    bx_gtk_test_find_named (library, "saifu.yiwen.shuoyuan"), "yiwen.shuoyuan"));
  g_assert_true (tooltip_contains (bx_gtk_test_find_named (library, "saifu.yiwen.shuoyuan"),
                                   "saifu.yiwen.shuoyuan"));

  bx_window_show_page (window, "play");
  bx_gtk_test_spin ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-clause", "s",
                                             "pushuang.changju.3"));
  g_assert_cmpstr (bx_window_get_page (window), ==, "reader");
  view = BX_READER_VIEW (adw_bin_get_child (ADW_BIN (bx_window_get_area (window, "reader"))));
  target.view = view;
  g_assert_true (bx_gtk_test_wait_for (clause_in_view, &target));

  /* An id the texts do not have (a mistyped --open-clause) is said in a toast. */
  g_assert_false (bx_gtk_test_label_contains (GTK_WIDGET (window), "pushuang.nosuch.1"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-clause", "s",
                                             "pushuang.nosuch.1"));
  bx_gtk_test_spin ();
  g_assert_true (bx_gtk_test_label_contains (GTK_WIDGET (window), "pushuang.nosuch.1"));

  gtk_window_close (GTK_WINDOW (window));
  bx_gtk_test_spin ();
  g_unsetenv ("BOXI_CORPUS_DB");
}

/* Started on a clause, the reader has the focus, so that its shortcuts work at once. */
static gboolean
startup_focus_cb (gpointer data)
{
  GtkApplication *app = data;
  GtkWindow *window = gtk_application_get_active_window (app);
  GtkWidget *reader = adw_bin_get_child (ADW_BIN (bx_window_get_area (BX_WINDOW (window),
                                                                      "reader")));
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  GtkWidget *entry = GTK_WIDGET (bx_reader_view_get_search_entry (BX_READER_VIEW (reader)));

  g_assert_cmpstr (bx_window_get_page (BX_WINDOW (window)), ==, "reader");
  g_assert_nonnull (focus);
  g_assert_true (focus == reader || gtk_widget_is_ancestor (focus, reader));
  g_assert_true (gtk_widget_activate_action (focus, "reader.search", NULL));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == entry || gtk_widget_is_ancestor (focus, entry));
  gtk_window_close (window);
  return G_SOURCE_REMOVE;
}

static void
test_window_start_focus (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestReaderFocus",
                                                     G_APPLICATION_NON_UNIQUE);
  char *argv[] = { (char *) "boxi", (char *) "--open-clause", (char *) "pushuang.changju.3",
                   NULL };

  g_setenv ("BOXI_CORPUS_DB", db_path, TRUE);
  g_timeout_add (1000, startup_focus_cb, app);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 3, argv), ==, 0);
  bx_gtk_test_spin ();
  g_unsetenv ("BOXI_CORPUS_DB");
}

static void
test_window_show_example (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestReaderExample",
                                                     G_APPLICATION_NON_UNIQUE);
  g_auto(GStrv) rule_ids = NULL;
  BxWindow *window;
  BxPlayView *play;
  BxSession *session;
  GtkWidget *panel;
  g_autofree char *throw_text = NULL;

  g_setenv ("BOXI_CORPUS_DB", db_path, TRUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_activate (G_APPLICATION (app));
  window = BX_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  bx_gtk_test_spin ();
  play = BX_PLAY_VIEW (gtk_widget_get_ancestor (bx_window_get_area (window, "board"),
                                                BX_TYPE_PLAY_VIEW));
  g_assert_nonnull (play);

  /* ping.bearoff: the 六二 example, with its throw. */
  bx_window_show_page (window, "reader");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule-example",
                                             "(ss)", "shuanglu/ping", "ping.bearoff"));
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_window_get_page (window), ==, "play");
  session = bx_play_view_get_session (play);
  g_assert_nonnull (session);
  g_assert_cmpstr (bx_ruleset_get_id (bx_session_get_ruleset (session)), ==, "shuanglu/ping");
  g_assert_cmpuint (bx_session_get_state (session)->turn, ==, 40);
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 0);
  g_assert_true (bx_session_is_rolled (session));
  throw_text = bx_throw_to_string (bx_session_get_throw (session));
  g_assert_cmpstr (throw_text, ==, "6,2");
  g_assert_cmpuint (bx_session_get_n_legal_moves (session), >, 0);
  panel = bx_window_get_area (window, "citations");
  rule_ids = bx_citation_panel_dup_rule_ids (BX_CITATION_PANEL (panel));
  g_assert_true (g_strv_contains ((const char *const *) rule_ids, "ping.bearoff"));
  /* An example position replays from no record: it cannot be saved as one. */
  g_assert_false (bx_session_save (session, "/nonexistent/example.json", NULL));

  /* ping.double: the last piece borne off, with the throw that does it. */
  bx_window_show_page (window, "reader");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule-example",
                                             "(ss)", "shuanglu/ping", "ping.double"));
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_window_get_page (window), ==, "play");
  session = bx_play_view_get_session (play);
  g_assert_cmpuint (bx_session_get_state (session)->turn, ==, 60);
  g_assert_true (bx_session_is_rolled (session));

  /* Every rule has an example now (test-examples); an unknown rule changes nothing. */
  bx_window_show_page (window, "reader");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule-example",
                                             "(ss)", "shuanglu/ping", "ping.no-such-rule"));
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_window_get_page (window), ==, "reader");
  g_assert_true (bx_play_view_get_session (play) == session);

  gtk_window_close (GTK_WINDOW (window));
  bx_gtk_test_spin ();
  g_unsetenv ("BOXI_CORPUS_DB");
}

int
main (int    argc,
      char **argv)
{
  int status;

  bx_reader_test_init (&argc, &argv);

  g_test_add_func ("/app/window/open-clause", test_window_open_clause);
  g_test_add_func ("/app/window/start-focus", test_window_start_focus);
  g_test_add_func ("/app/window/show-rule-example", test_window_show_example);

  status = g_test_run ();

  bx_reader_test_cleanup ();
  return status;
}
