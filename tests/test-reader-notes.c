/* test-reader-notes.c: the reader's Back and Forward restore the clause; bookmarks and
 * notes show on their clauses and in the list (orphans too) and are searchable; Copy with
 * Citation puts text/plain and text/html on the clipboard
 *
 * The corpus is imported from the real texts/ into a temporary directory; the user's
 * database is a file of the test's own.  With BOXI_SCREENSHOT_NOTES set, the list of
 * bookmarks and notes is saved as docs/screenshots/notes-list-test.png (without the app's
 * style sheet; docs/screenshots/notes-list.png is the app's own, taken under Xvfb).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "bx-reader-test-util.h"
#include "bx-application.h"
#include "bx-clause-row.h"
#include "bx-corpus.h"
#include "bx-reader-view.h"
#include "bx-search-result.h"
#include "bx-tei-import.h"
#include "bx-user-db.h"
#include "bx-window.h"


static char *
user_db_path (const char *name)
{
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

  g_remove (path);
  return g_steal_pointer (&path);
}

/* The first clause of a work. */
static char *
first_clause (const char *work_id)
{
  g_autoptr(GPtrArray) clauses = bx_corpus_list_clauses (corpus, work_id, NULL);

  g_assert_nonnull (clauses);
  g_assert_cmpuint (clauses->len, >, 0);
  return g_strdup (((BxClause *) g_ptr_array_index (clauses, 0))->id);
}

static void
select_row (BxReaderView *view,
            const char   *clause_id)
{
  const char *ids[] = { clause_id, NULL };

  g_assert_true (bx_reader_view_select_clauses (view, ids));
}

/* The clause's row, once the list shows it (it makes rows for the clauses in view). */
static BxClauseRow *
shown_row (BxReaderView *view,
           const char   *clause_id)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (BX_TEST_WAIT_MS, bx_gtk_test_flag_cb, &timed_out);
  GtkWidget *row;

  while (((row = bx_reader_view_get_row (view, clause_id)) == NULL
          || !gtk_widget_get_mapped (row)) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  g_assert_nonnull (row);
  return BX_CLAUSE_ROW (row);
}

static void
back (BxReaderView *view)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "reader.back", NULL));
  bx_gtk_test_spin ();
}

static void
forward (BxReaderView *view)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "reader.forward", NULL));
  bx_gtk_test_spin ();
}

/* issue 19: Back and Forward restore the clause, across clause jumps, works and searches,
 * and the place the user had selected before leaving. */
static void
test_history (void)
{
  g_autofree char *user = user_db_path ("history.sqlite");
  g_autofree char *other = first_clause ("saifu");
  GtkWindow *window;
  BxReaderView *view = reader_in_window_with_user_db (&window, user);

  g_assert_false (bx_reader_view_go_back (view));
  g_assert_true (bx_reader_view_show_clause (view, "pushuang.changju.3"));
  bx_gtk_test_spin ();
  /* The user moves on by hand within the work: the place remembers it. */
  select_row (view, "pushuang.changju.5");
  g_assert_true (bx_reader_view_show_clause (view, other));
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_reader_view_get_selected_clause (view), ==, other);
  bx_reader_view_search (view, "打馬");
  bx_gtk_test_spin ();

  back (view);
  g_assert_cmpstr (bx_reader_view_get_selected_clause (view), ==, other);
  back (view);
  g_assert_cmpstr (bx_reader_view_get_work_id (view), ==, "pushuang");
  g_assert_cmpstr (bx_reader_view_get_selected_clause (view), ==, "pushuang.changju.5");
  g_assert_false (bx_reader_view_go_back (view));
  forward (view);
  g_assert_cmpstr (bx_reader_view_get_selected_clause (view), ==, other);
  forward (view);
  g_assert_cmpstr (gtk_editable_get_text (bx_reader_view_get_search_entry (view)), ==, "打馬");
  g_assert_false (bx_reader_view_go_forward (view));

  /* A new place drops the places ahead, as in a browser. */
  back (view);
  back (view);
  g_assert_true (bx_reader_view_show_clause (view, "pushuang.changju.15"));
  g_assert_false (bx_reader_view_go_forward (view));
  back (view);
  g_assert_cmpstr (bx_reader_view_get_selected_clause (view), ==, "pushuang.changju.5");

  gtk_window_destroy (window);
  bx_gtk_test_spin ();
}

/* issue 19: the links from the other pages (win.open-clause) are places too. */
static void
test_history_window (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestReaderNotes",
                                                     G_APPLICATION_NON_UNIQUE);
  g_autofree char *user = user_db_path ("window.sqlite");
  BxWindow *window;
  BxReaderView *view;

  g_setenv ("BOXI_CORPUS_DB", db_path, TRUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_activate (G_APPLICATION (app));
  window = BX_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  view = BX_READER_VIEW (adw_bin_get_child (ADW_BIN (bx_window_get_area (window, "reader"))));
  bx_reader_view_set_user_db_path (view, user);
  bx_gtk_test_spin ();

  bx_window_show_page (window, "play");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-clause", "s",
                                             "pushuang.changju.3"));
  bx_gtk_test_spin ();
  bx_window_show_page (window, "rules");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-clause", "s",
                                             "pushuang.changju.9"));
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_window_get_page (window), ==, "reader");
  g_assert_cmpstr (bx_reader_view_get_selected_clause (view), ==, "pushuang.changju.9");
  back (view);
  g_assert_cmpstr (bx_reader_view_get_selected_clause (view), ==, "pushuang.changju.3");
  forward (view);
  g_assert_cmpstr (bx_reader_view_get_selected_clause (view), ==, "pushuang.changju.9");

  gtk_window_close (GTK_WINDOW (window));
  bx_gtk_test_spin ();
  g_unsetenv ("BOXI_CORPUS_DB");
}

static guint
count_list_rows (GtkWidget *list)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (list); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n += GTK_IS_LIST_BOX_ROW (c);
  return n;
}

/* Bookmarks and notes: written to the user's database, shown on the clause and in the
 * list (the orphaned one last, marked), found by the search, kept across a new view. */
static void
test_bookmarks_notes (void)
{
  g_autofree char *user = user_db_path ("notes.sqlite");
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  BxReaderView *view = reader_in_window_with_user_db (&window, user);
  BxClauseRow *row;
  GtkWidget *list, *dialog;

  g_assert_true (bx_reader_view_show_clause (view, "pushuang.changju.3"));
  bx_gtk_test_spin ();
  row = shown_row (view, "pushuang.changju.3");
  g_assert_false (bx_clause_row_get_bookmarked (row));

  /* The star of the selected clause (Ctrl+D's action, with no id). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "reader.toggle-bookmark",
                                             "s", ""));
  g_assert_true (bx_clause_row_get_bookmarked (row));
  g_assert_true (bx_user_db_is_bookmarked (bx_reader_view_get_user_db (view),
                                           "pushuang.changju.3"));
  g_assert_true (bx_reader_view_save_note (view, "pushuang.changju.3",
                                           "Fifteen each: compare the 小經 fixture."));
  g_assert_cmpstr (bx_clause_row_get_note (row), ==, "Fifteen each: compare the 小經 fixture.");
  g_assert_true (bx_reader_view_save_note (view, "pushuang.changju.5", "A second thought."));

  /* The editor opens on the note; Cancel changes nothing. */
  dialog = bx_reader_view_edit_note (view, "pushuang.changju.3");
  g_assert_nonnull (dialog);
  bx_gtk_test_spin ();
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_clause_row_get_note (row), ==, "Fifteen each: compare the 小經 fixture.");

  /* A note whose clause is gone from the corpus. */
  g_assert_true (bx_user_db_set_note (bx_reader_view_get_user_db (view), "pushuang.gone.1",
                                      "Kept although its clause is gone.", &error));
  g_assert_no_error (error);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "reader.show-notes", NULL));
  bx_gtk_test_spin ();
  list = bx_reader_view_get_notes_list (view);
  g_assert_true (gtk_widget_get_mapped (list));
  g_assert_cmpuint (count_list_rows (list), ==, 3);
  g_assert_nonnull (bx_gtk_test_find_named (list, "pushuang.changju.3"));
  g_assert_cmpstr (gtk_widget_get_name (gtk_widget_get_last_child (list)), ==,
                   "pushuang.gone.1");
  g_assert_true (bx_gtk_test_label_contains (gtk_widget_get_last_child (list), "Orphaned"));
  if (g_getenv ("BOXI_SCREENSHOT_NOTES") != NULL)
    {
      GtkWidget *popover = gtk_widget_get_ancestor (list, GTK_TYPE_POPOVER);

      bx_gtk_test_save_screenshot (popover, popover, "notes-list-test.png");
    }
  /* Activating a row opens its clause. */
  g_signal_emit_by_name (list, "row-activated",
                         bx_gtk_test_find_named (list, "pushuang.changju.5"));
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_reader_view_get_selected_clause (view), ==, "pushuang.changju.5");

  /* The personal notes are searched with the texts, first. */
  bx_reader_view_search (view, "thought");
  bx_gtk_test_spin ();
  {
    g_auto(GStrv) markup = bx_reader_view_dup_result_markup (view);

    g_assert_cmpuint (g_strv_length (markup), >=, 1);
    g_assert_nonnull (strstr (markup[0], "thought"));
  }

  /* Unstarring; a note removed by an empty text. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "reader.toggle-bookmark",
                                             "s", "pushuang.changju.3"));
  /* The list may have given the row to another clause since: the clause's row now. */
  g_assert_true (bx_reader_view_show_clause (view, "pushuang.changju.3"));
  row = shown_row (view, "pushuang.changju.3");
  g_assert_false (bx_clause_row_get_bookmarked (row));
  g_assert_true (bx_reader_view_save_note (view, "pushuang.changju.5", "  "));
  g_assert_null (bx_user_db_get_note (bx_reader_view_get_user_db (view),
                                      "pushuang.changju.5"));
  gtk_window_destroy (window);
  bx_gtk_test_spin ();

  /* A new view on the same database shows the note again. */
  view = reader_in_window_with_user_db (&window, user);
  g_assert_true (bx_reader_view_show_clause (view, "pushuang.changju.3"));
  bx_gtk_test_spin ();
  row = shown_row (view, "pushuang.changju.3");
  g_assert_cmpstr (bx_clause_row_get_note (row), ==, "Fifteen each: compare the 小經 fixture.");
  gtk_window_destroy (window);
  bx_gtk_test_spin ();
}

/* issue 19: Copy with Citation (Ctrl+Shift+C): text/plain and text/html, with the id, the
 * work, the section and the edition. */
static void
test_copy_citation (void)
{
  g_autofree char *user = user_db_path ("copy.sqlite");
  GtkWindow *window;
  BxReaderView *view = reader_in_window_with_user_db (&window, user);
  g_autofree char *html = bx_reader_view_dup_citation_html (view, "pushuang.changju.3");
  g_autofree char *plain = bx_reader_view_dup_citation (view, "pushuang.changju.3");
  GdkContentProvider *content;
  g_autoptr(GdkContentFormats) formats = NULL;
  GValue value = G_VALUE_INIT;

  g_assert_nonnull (html);
  g_assert_nonnull (strstr (html, "<p lang=\"lzh\">白黒各十五馬</p>"));
  g_assert_nonnull (strstr (html, "<code>pushuang.changju.3</code>"));
  g_assert_nonnull (strstr (html, "<cite>譜雙</cite>"));
  g_assert_nonnull (strstr (html, "texts/pushuang.xml"));
  g_assert_nonnull (strstr (plain, "Boxi digital edition"));

  g_assert_true (bx_reader_view_show_clause (view, "pushuang.changju.3"));
  bx_gtk_test_spin ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "reader.copy-citation", "s",
                                             ""));
  content = gdk_clipboard_get_content (gtk_widget_get_clipboard (GTK_WIDGET (view)));
  g_assert_nonnull (content);
  formats = gdk_content_provider_ref_formats (content);
  g_assert_true (gdk_content_formats_contain_mime_type (formats, "text/html"));
  g_assert_true (gdk_content_formats_contain_gtype (formats, G_TYPE_STRING));
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
  g_assert_cmpstr (g_value_get_string (&value), ==, plain);
  g_value_unset (&value);

  gtk_window_destroy (window);
  bx_gtk_test_spin ();
}

int
main (int    argc,
      char **argv)
{
  int status;

  bx_reader_test_init (&argc, &argv);

  g_test_add_func ("/app/reader/history", test_history);
  g_test_add_func ("/app/reader/history-window", test_history_window);
  g_test_add_func ("/app/reader/bookmarks-notes", test_bookmarks_notes);
  g_test_add_func ("/app/reader/copy-citation", test_copy_citation);

  status = g_test_run ();

  {
    const char *names[] = { "history.sqlite", "window.sqlite", "notes.sqlite", "copy.sqlite" };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      for (guint k = 0; k < 3; k++)
        {
          g_autofree char *name = g_strconcat (names[i], (const char *[]) { "", "-wal", "-shm" }[k],
                                               NULL);
          g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

          g_remove (path);
        }
  }
  bx_reader_test_cleanup ();
  return status;
}
