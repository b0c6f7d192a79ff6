/* bx-reader-test-util.h: what the Reader's widget tests share (test-reader,
 * test-reader-layout, test-reader-window, -search, -notes, -print): the corpus imported for them, a wait for a
 * condition, the clause list of a BxReaderView and its rows, a reader in a window
 *
 * The helpers keep the short names the tests were written with; each test program
 * includes this header once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <string.h>

#include "bx-gtk-test-util.h"
#include "bx-clause-item.h"
#include "bx-clause-row.h"
#include "bx-clause-row-private.h"
#include "bx-reader-view-private.h"
#include "bx-corpus.h"
#include "bx-reader-view.h"

/* The corpus the tests read: texts/ imported into a temporary folder by
 * bx_reader_test_init(), removed by bx_reader_test_cleanup(). */
static char *tmp_dir;
static char *db_path;
static BxCorpus *corpus;

/* The clauses of the work shown: all of them are in the list's model, whether they have a
 * row now or not. */
static inline void
count_rows (BxReaderView *view,
            guint        *n_clauses,
            guint        *n_translated)
{
  GListModel *model = bx_reader_view_get_clause_model (view);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(BxClauseItem) item = g_list_model_get_item (model, i);
      const BxClause *clause = bx_clause_item_get_clause (item);

      if (clause == NULL)
        continue;
      (*n_clauses)++;
      if (clause->translation != NULL && *clause->translation != '\0')
        (*n_translated)++;
    }
}

/* The clause rows that exist now (the list makes them for the entries in view). */
static inline void
collect_rows (GtkWidget *widget,
              GPtrArray *rows)
{
  if (BX_IS_CLAUSE_ROW (widget))
    {
      g_ptr_array_add (rows, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_rows (child, rows);
}

static inline GtkWidget *
clause_list (BxReaderView *view)
{
  GtkWidget *found = NULL;
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, view);
  while (stack->len > 0 && found == NULL)
    {
      GtkWidget *widget = g_ptr_array_steal_index (stack, stack->len - 1);

      if (GTK_IS_LIST_VIEW (widget) && gtk_widget_has_css_class (widget, "clause-list"))
        found = widget;
      for (GtkWidget *child = gtk_widget_get_first_child (widget);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (stack, child);
    }
  g_assert_nonnull (found);
  return found;
}

/* A Reader on the test's corpus in a window of its own, 1100×700, reading and writing the
 * user's database at @user_db (NULL: the view's default). */
static inline BxReaderView *
reader_in_window_with_user_db (GtkWindow  **out_window,
                               const char  *user_db)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = bx_reader_view_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);
  gtk_window_set_child (GTK_WINDOW (window), view);
  if (user_db != NULL)
    bx_reader_view_set_user_db_path (BX_READER_VIEW (view), user_db);
  bx_reader_view_set_corpus (BX_READER_VIEW (view), corpus);
  bx_gtk_test_popovers_without_grab (view);
  gtk_window_present (GTK_WINDOW (window));
  bx_gtk_test_spin ();
  *out_window = GTK_WINDOW (window);
  return BX_READER_VIEW (view);
}

static inline BxReaderView *
reader_in_window (GtkWindow **out_window)
{
  return reader_in_window_with_user_db (out_window, NULL);
}

static inline GtkAdjustment *
text_adjustment (BxReaderView *view)
{
  return gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (clause_list (view)));
}

typedef struct
{
  BxReaderView *view;
  const char   *clause_id;
  double        row_y;
} Target;

/* The clause is selected and its row lies in the visible part of the text. */
static inline gboolean
clause_in_view (gpointer data)
{
  Target *target = data;
  GtkWidget *row, *list;
  graphene_rect_t bounds;

  if (g_strcmp0 (bx_reader_view_get_selected_clause (target->view), target->clause_id) != 0)
    return FALSE;
  row = bx_reader_view_get_row (target->view, target->clause_id);
  list = clause_list (target->view);
  /* Shown with its text, and the view's scroll to it ended: a row not filled yet, or not
   * allocated since, has an estimated height, lower than its own, and grows when it is;
   * the scroll then moves it back in view on the next frames. */
  if (row != NULL && BX_IS_CLAUSE_ROW (row) && !bx_clause_row_is_filled (BX_CLAUSE_ROW (row)))
    return FALSE;
  if (target->view->scroll_tick_id != 0)
    return FALSE;
  if (row == NULL || gtk_widget_get_height (row) <= 0
      || !gtk_widget_compute_bounds (row, list, &bounds))
    return FALSE;
  /* The list lays its rows out in the scrolled coordinates: the visible part is the
   * list's own height. */
  return bounds.origin.y >= 0
         && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (list);
}

/* Whether @widget or a widget below it has a tooltip containing @text. */
static inline gboolean
tooltip_contains (GtkWidget  *widget,
                  const char *text)
{
  const char *tip = gtk_widget_get_tooltip_text (widget);

  if (tip != NULL && strstr (tip, text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (tooltip_contains (child, text))
      return TRUE;
  return FALSE;
}

static inline GtkWidget *
find_css (GtkWidget  *widget,
          const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_css (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The start of a Reader test's main(): bx_gtk_test_init(), and the corpus imported and
 * opened. */
static inline void
bx_reader_test_init (int    *argc,
                     char ***argv)
{
  g_autoptr(GError) error = NULL;

  bx_gtk_test_init (argc, argv);
  db_path = bx_gtk_test_import_corpus ("boxi-test-reader-XXXXXX", &tmp_dir);
  corpus = bx_corpus_open (db_path, &error);
  g_assert_no_error (error);
}

/* The end of a Reader test's main(): the corpus closed and its folder removed. */
static inline void
bx_reader_test_cleanup (void)
{
  g_clear_pointer (&corpus, bx_corpus_free);
  bx_gtk_test_remove_corpus (db_path, tmp_dir);
}
