/* test-reader-search.c: the Reader searches in a worker thread as the user types: a new
 * query cancels the one before, and only the last query's results are shown
 *
 * The corpus is imported from the real texts/ into a temporary directory.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "bx-reader-test-util.h"
#include "bx-corpus.h"
#include "bx-reader-view.h"
#include "bx-tei-import.h"
#include "bx-text-util.h"


static gboolean
search_done (gpointer data)
{
  return !bx_reader_view_is_searching (data);
}

/* Runs the main loop until the view's search is done, or BX_TEST_WAIT_MS have passed. */
static gboolean
wait_for_search (BxReaderView *view)
{
  return bx_gtk_test_wait_for (search_done, view);
}

/* What the user types, as the search field reports it: the text, then its
 * "search-changed" at once (as if each pause were just long enough). */
static void
type_query (BxReaderView *view,
            const char   *text)
{
  GtkEditable *entry = bx_reader_view_get_search_entry (view);

  gtk_editable_set_text (entry, text);
  g_signal_emit_by_name (entry, "search-changed");
}

static void
assert_same_markup (char **a,
                    char **b)
{
  g_assert_cmpuint (g_strv_length (a), ==, g_strv_length (b));
  for (guint i = 0; a[i] != NULL; i++)
    g_assert_cmpstr (a[i], ==, b[i]);
}

static void
test_typing (void)
{
  const char *queries[] = { "馬", "雙", "雙陸", "打", "打馬", "梟" };
  g_autofree char *hit = g_strconcat (BX_HIGHLIGHT_OPEN, "梟", BX_HIGHLIGHT_CLOSE, NULL);
  g_auto(GStrv) shown = NULL;
  g_auto(GStrv) again = NULL;
  g_auto(GStrv) expected = NULL;
  GtkWindow *window;
  BxReaderView *view = reader_in_window (&window);

  /* Several queries quickly, the main loop turning a little between some of them, so that
   * searches are started, cancelled and finished in every order. */
  for (guint round = 0; round < 3; round++)
    for (guint i = 0; i < G_N_ELEMENTS (queries); i++)
      {
        type_query (view, queries[i]);
        g_assert_true (bx_reader_view_is_searching (view));
        if ((i + round) % 2 == 0)
          g_main_context_iteration (NULL, FALSE);
        if (i == round)
          bx_gtk_test_spin_for (20);
      }
  g_assert_true (wait_for_search (view));
  shown = bx_reader_view_dup_result_markup (view);
  g_assert_cmpuint (g_strv_length (shown), >=, 2);
  for (guint i = 0; shown[i] != NULL; i++)
    g_assert_nonnull (strstr (shown[i], hit));

  /* Nothing late replaces them. */
  bx_gtk_test_spin_for (300);
  again = bx_reader_view_dup_result_markup (view);
  assert_same_markup (shown, again);

  /* They are the results of the last query, searched at once on the view's connection. */
  bx_reader_view_search (view, "馬");
  g_assert_false (bx_reader_view_is_searching (view));
  bx_reader_view_search (view, "梟");
  expected = bx_reader_view_dup_result_markup (view);
  assert_same_markup (shown, expected);

  gtk_window_destroy (window);
  bx_gtk_test_spin ();
}

static void
test_cleared (void)
{
  g_auto(GStrv) shown = NULL;
  GtkWindow *window;
  BxReaderView *view = reader_in_window (&window);

  /* A search still running when the field is emptied shows nothing. */
  type_query (view, "之");
  type_query (view, "");
  g_assert_false (bx_reader_view_is_searching (view));
  bx_gtk_test_spin_for (300);
  shown = bx_reader_view_dup_result_markup (view);
  g_assert_cmpuint (g_strv_length (shown), ==, 0);

  /* A search running when the window goes away does no harm. */
  type_query (view, "馬");
  gtk_window_destroy (window);
  bx_gtk_test_spin_for (300);
}

/* issue 19: in the 简体 view the original's snippets are shown in simplified characters
 * too, their hit highlighted; back in 繁體 they are the source's again. */
static void
test_simplified_snippets (void)
{
  g_autofree char *simplified_hit = g_strconcat (BX_HIGHLIGHT_OPEN, "马", BX_HIGHLIGHT_CLOSE,
                                                 NULL);
  g_autofree char *traditional_hit = g_strconcat (BX_HIGHLIGHT_OPEN, "馬", BX_HIGHLIGHT_CLOSE,
                                                  NULL);
  g_auto(GStrv) shown = NULL;
  g_auto(GStrv) back = NULL;
  GtkWindow *window;
  BxReaderView *view = reader_in_window (&window);
  guint n_traditional = 0, n_simplified = 0;

  bx_reader_view_search (view, "馬");
  g_object_set (view, "simplified", TRUE, NULL);
  g_assert_true (wait_for_search (view));
  shown = bx_reader_view_dup_result_markup (view);
  g_assert_cmpuint (g_strv_length (shown), >=, 2);
  for (guint i = 0; shown[i] != NULL; i++)
    {
      /* Only hits in rules and articles (modern text, not converted) may keep 馬. */
      n_traditional += strstr (shown[i], traditional_hit) != NULL;
      n_simplified += strstr (shown[i], simplified_hit) != NULL;
    }
  g_assert_cmpuint (n_simplified, >, 0);

  g_object_set (view, "simplified", FALSE, NULL);
  g_assert_true (wait_for_search (view));
  back = bx_reader_view_dup_result_markup (view);
  g_assert_cmpuint (g_strv_length (back), ==, g_strv_length (shown));
  for (guint i = 0; back[i] != NULL; i++)
    g_assert_null (strstr (back[i], simplified_hit));
  {
    guint n_back = 0;

    for (guint i = 0; back[i] != NULL; i++)
      n_back += strstr (back[i], traditional_hit) != NULL;
    g_assert_cmpuint (n_back, ==, n_traditional + n_simplified);
  }

  gtk_window_destroy (window);
  bx_gtk_test_spin ();
}

/* An id typed and entered that names no clause or section of its work (a typo) is said in a
 * toast; the ids that exist are not. */
static void
test_unknown_id (void)
{
  GtkWindow *window;
  BxReaderView *view = reader_in_window (&window);
  GtkEditable *entry = bx_reader_view_get_search_entry (view);

  type_query (view, "pushuang.changju.3");
  g_signal_emit_by_name (entry, "activate");
  bx_gtk_test_spin ();
  g_assert_false (bx_gtk_test_label_contains (GTK_WIDGET (window), "pushuang.changju.3"));

  type_query (view, "pushuang.changju");
  g_signal_emit_by_name (entry, "activate");
  bx_gtk_test_spin ();
  g_assert_false (bx_gtk_test_label_contains (GTK_WIDGET (window), "pushuang.changju"));

  type_query (view, "pushuang.changju.99");
  g_signal_emit_by_name (entry, "activate");
  bx_gtk_test_spin ();
  g_assert_true (bx_gtk_test_label_contains (GTK_WIDGET (window), "pushuang.changju.99"));

  gtk_window_destroy (window);
  bx_gtk_test_spin ();
}

int
main (int    argc,
      char **argv)
{
  int status;

  bx_reader_test_init (&argc, &argv);

  g_test_add_func ("/app/reader/search/typing", test_typing);
  g_test_add_func ("/app/reader/search/cleared", test_cleared);
  g_test_add_func ("/app/reader/search/simplified-snippets", test_simplified_snippets);
  g_test_add_func ("/app/reader/search/unknown-id", test_unknown_id);

  status = g_test_run ();

  bx_reader_test_cleanup ();
  return status;
}
