/* test-stats-view.c: the Statistics section (BxStatsView) and the plotting widget (BxPlot)
 *
 * - the view plays its batches on a worker thread and shows what the core counted: the
 *   plots hold one series per ruleset, the table one row per rule, a rule that never fires
 *   is flagged, a rule's link names its ruleset and rule;
 * - cancelling a running batch leaves no figures and a way to start again; a view closed
 *   while it plays goes on the main thread once its worker stops, and the wait for it ends;
 * - a plot describes the mark under the pointer and exports PNG and SVG files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "bx-gtk-test-util.h"
#include "bx-families.h"
#include "bx-plot.h"
#include "bx-stats-view.h"

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;

static void
load_library (void)
{
  g_autoptr(GError) error = NULL;

  clauses = bx_clause_index_new_from_dir (SOURCE_TEXTS_DIR, &error);
  g_assert_no_error (error);
  library = bx_ruleset_library_new_from_dir (SOURCE_RULESETS_DIR, bx_clause_index_check_func,
                                             clauses, &error);
  g_assert_no_error (error);
}

static gboolean
wake_cb (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

static gboolean
view_running (gpointer view)
{
  return bx_stats_view_is_running (view);
}

static gboolean
view_alive (gpointer where)
{
  return *(gpointer *) where != NULL;
}

/* Iterates the main context while `busy (data)` holds, for at most `seconds`.  A blocking
 * iteration waits for an event: a timer wakes it every 50 ms, so that the deadline holds even
 * when the awaited event never comes (the test then fails at once instead of hanging until
 * the harness's timeout). */
static void
iterate_while (gboolean (*busy) (gpointer),
               gpointer  data,
               guint     seconds)
{
  gint64 end = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;
  guint wake = g_timeout_add (50, wake_cb, NULL);

  while (busy (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake);
}

static void
wait_idle (BxStatsView *view)
{
  iterate_while (view_running, view, 60);
  g_assert_false (bx_stats_view_is_running (view));
  bx_gtk_test_spin ();
}

static void
record_thread_cb (gpointer  data,
                  GObject  *where_the_object_was)
{
  *(GThread **) data = g_thread_self ();
}

/* Destroys `window`, whose `view` plays a batch, and waits for the view to go: the batch's
 * task holds it until its worker has stopped, and it is disposed on the main thread (a GTK
 * widget, and the main loop waits for it), never on the worker that drops the task. */
static void
destroy_while_playing (GtkWidget *window,
                       GtkWidget *view)
{
  GThread *disposed_in = NULL;

  g_assert_true (bx_stats_view_is_running (BX_STATS_VIEW (view)));
  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
  g_object_weak_ref (G_OBJECT (view), record_thread_cb, &disposed_in);
  gtk_window_destroy (GTK_WINDOW (window));
  iterate_while (view_alive, &view, 30);
  g_assert_null (view);
  g_assert_true (disposed_in == g_thread_self ());
}

static gboolean
grid_has_text (GtkWidget  *grid,
               const char *text)
{
  for (GtkWidget *c = gtk_widget_get_first_child (grid); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_LABEL (c) && strstr (gtk_label_get_label (GTK_LABEL (c)), text) != NULL)
      return TRUE;
  return FALSE;
}

static void
test_view (void)
{
  BxRuleset *rulesets[] = { bx_ruleset_library_get (library, "shuanglu/ping"),
                            bx_ruleset_library_get (library, "shuanglu/dashi") };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = bx_stats_view_new ();
  const BxStats *st;
  guint rows = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 800);
  {
    /* Narrow enough for a narrow window (test-window asks 360 px of every page). */
    int min_width;
    gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
    for (GtkWidget *c = gtk_widget_get_first_child (adw_bin_get_child (ADW_BIN (view)));
         c != NULL; c = gtk_widget_get_next_sibling (c))
      {
        int m;
        gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &m, NULL, NULL, NULL);
        g_test_message ("%s: %d px", G_OBJECT_TYPE_NAME (c), m);
      }
    g_test_message ("stats view: %d px", min_width);
    g_assert_cmpint (min_width, <=, 300);
  }
  bx_stats_view_set_games (BX_STATS_VIEW (view), 60);
  bx_stats_view_set_rulesets (BX_STATS_VIEW (view), rulesets, 2);
  /* Nothing is played before the view is shown. */
  g_assert_false (bx_stats_view_is_running (BX_STATS_VIEW (view)));
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  bx_gtk_test_spin ();
  wait_idle (BX_STATS_VIEW (view));

  st = bx_stats_view_get_stats (BX_STATS_VIEW (view), 0);
  g_assert_nonnull (st);
  g_assert_cmpstr (st->ruleset_id, ==, "shuanglu/ping");
  g_assert_cmpuint (st->games, ==, 60);
  g_assert_nonnull (bx_stats_view_get_stats (BX_STATS_VIEW (view), 1));
  g_assert_cmpuint (bx_plot_get_n_series (BX_PLOT (bx_stats_view_get_length_plot (
                                            BX_STATS_VIEW (view)))), ==, 2);
  g_assert_cmpuint (bx_plot_get_n_series (BX_PLOT (bx_stats_view_get_balance_plot (
                                            BX_STATS_VIEW (view)))), ==, 2);
  for (GtkWidget *c = gtk_widget_get_first_child (bx_stats_view_get_rules_grid (
                                                    BX_STATS_VIEW (view)));
       c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      int col, row;
      gtk_grid_query_child (GTK_GRID (gtk_widget_get_parent (c)), c, &col, &row, NULL, NULL);
      rows = MAX (rows, (guint) row);
    }
  /* A row per rule id of either ruleset (the header is row 0). */
  g_assert_cmpuint (rows, >=, MAX (st->n_rules,
                                   bx_stats_view_get_stats (BX_STATS_VIEW (view), 1)->n_rules));
  g_assert_true (grid_has_text (bx_stats_view_get_rules_grid (BX_STATS_VIEW (view)),
                                "shuanglu/ping ping.hit"));
  /* 大食's 外門 score needs fifteen pieces never hit: 60 random games never see it. */
  g_assert_true (grid_has_text (bx_stats_view_get_rules_grid (BX_STATS_VIEW (view)),
                                "never fires"));
  gtk_window_destroy (GTK_WINDOW (window));
  bx_gtk_test_spin ();
}

static void
test_cancel (void)
{
  BxRuleset *rulesets[] = { bx_ruleset_library_get (library, "shuanglu/dashi") };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = bx_stats_view_new ();

  /* A batch not in the cache (another number of games than any other test plays). */
  bx_stats_view_set_games (BX_STATS_VIEW (view), 200000 + g_random_int_range (0, 1000));
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  bx_stats_view_set_rulesets (BX_STATS_VIEW (view), rulesets, 1);
  bx_gtk_test_spin ();
  g_assert_true (bx_stats_view_is_running (BX_STATS_VIEW (view)));
  bx_stats_view_cancel (BX_STATS_VIEW (view));
  g_assert_false (bx_stats_view_is_running (BX_STATS_VIEW (view)));
  bx_gtk_test_spin ();
  g_assert_null (bx_stats_view_get_stats (BX_STATS_VIEW (view), 0));
  /* Destroying (or hiding) a view while it plays cancels its batch. */
  bx_stats_view_set_rulesets (BX_STATS_VIEW (view), NULL, 0);
  bx_stats_view_set_rulesets (BX_STATS_VIEW (view), rulesets, 1);
  destroy_while_playing (window, view);
}

/* Windows closed while their batch plays, again and again: whichever thread lets go of a
 * batch last, the view goes on the main thread and the main loop sees it go.  (The race
 * this guards against was seen once in a full suite on a loaded machine: the worker held
 * the last reference and the test waited forever.) */
static void
test_close_while_playing (void)
{
  BxRuleset *rulesets[] = { bx_ruleset_library_get (library, "shuanglu/dashi") };

  for (guint i = 0; i < 20; i++)
    {
      GtkWidget *window = gtk_window_new ();
      GtkWidget *view = bx_stats_view_new ();

      bx_stats_view_set_games (BX_STATS_VIEW (view), 200000 + g_random_int_range (0, 1000));
      gtk_window_set_child (GTK_WINDOW (window), view);
      gtk_window_present (GTK_WINDOW (window));
      bx_stats_view_set_rulesets (BX_STATS_VIEW (view), rulesets, 1);
      /* The worker starts, or not yet: both are closes a user can make. */
      if (i % 2 == 1)
        bx_gtk_test_spin ();
      destroy_while_playing (window, view);
    }
}

static void
test_plot (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *hist = bx_plot_new (BX_PLOT_HISTOGRAM);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *intervals = bx_plot_new (BX_PLOT_INTERVALS);
  const double a[] = { 0.1, 0.5, 0.4 }, b[] = { 0.2, 0.2, 0.6 };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("boxi-plot-XXXXXX", &error);
  g_autofree char *png = g_build_filename (dir, "length.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "length.svg", NULL);
  g_autofree char *bad = g_build_filename (dir, "length.jpg", NULL);
  g_autofree char *text = NULL;
  g_autofree char *data = NULL;
  g_autofree char *tip = NULL;
  gsize len;

  g_assert_no_error (error);
  bx_plot_set_title (BX_PLOT (hist), "Game length");
  bx_plot_set_axis_labels (BX_PLOT (hist), "turns", "share of games");
  bx_plot_set_y_percent (BX_PLOT (hist), TRUE);
  bx_plot_set_bins (BX_PLOT (hist), 10, 5, 3);
  bx_plot_add_series (BX_PLOT (hist), "A", a, 3);
  bx_plot_add_series (BX_PLOT (hist), "B", b, 3);
  bx_plot_add_interval (BX_PLOT (intervals), "A", 0.5, 0.4, 0.6);
  bx_plot_set_y_range (BX_PLOT (intervals), 0, 1);
  bx_plot_set_y_percent (BX_PLOT (intervals), TRUE);
  gtk_widget_set_size_request (hist, 400, 250);
  gtk_widget_set_size_request (intervals, 400, 250);
  gtk_box_append (GTK_BOX (box), hist);
  gtk_box_append (GTK_BOX (box), intervals);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  bx_gtk_test_spin ();

  /* The middle of the plot area is the second bin (15–19): both series' values. */
  g_assert_null (bx_plot_describe_at (BX_PLOT (hist), 1, 1));
  text = bx_plot_describe_at (BX_PLOT (hist),
                              gtk_widget_get_width (hist) / 2.0 + 10,
                              gtk_widget_get_height (hist) / 2.0);
  g_assert_nonnull (text);
  g_assert_nonnull (strstr (text, "15–19: 50 %"));
  g_assert_nonnull (strstr (text, "B: 20 %"));
  tip = bx_plot_describe_at (BX_PLOT (intervals), gtk_widget_get_width (intervals) / 2.0,
                             gtk_widget_get_height (intervals) / 2.0);
  g_assert_nonnull (tip);
  g_test_message ("tip: %s", tip);
  g_assert_nonnull (strstr (tip, "40 %"));

  g_assert_true (bx_plot_export (BX_PLOT (hist), png, 600, 300, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (png, &data, &len, NULL));
  g_assert_cmpuint (len, >, 8);
  g_assert_cmpint (memcmp (data, "\x89PNG", 4), ==, 0);
  g_clear_pointer (&data, g_free);
  g_assert_true (bx_plot_export (BX_PLOT (hist), svg, 600, 300, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (svg, &data, &len, NULL));
  g_assert_nonnull (strstr (data, "<svg"));
  g_assert_false (bx_plot_export (BX_PLOT (hist), bad, 600, 300, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_unlink (png);
  g_unlink (svg);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  int status;

  bx_gtk_test_init (&argc, &argv);
  bx_games_register_builtin ();
  load_library ();
  g_test_add_func ("/app/stats/view", test_view);
  g_test_add_func ("/app/stats/cancel", test_cancel);
  g_test_add_func ("/app/stats/close-while-playing", test_close_while_playing);
  g_test_add_func ("/app/stats/plot", test_plot);
  status = g_test_run ();
  bx_ruleset_library_free (library);
  bx_clause_index_free (clauses);
  return status;
}
