/* test-reader-layout.c: the reader's list of clauses as laid out: section heads and their
 * summaries, rows made only around the view, the section in view, the columns of the
 * original and the translation, the buttons of a row, and the click zone of a link
 *
 * The corpus is imported from the real texts/ into a temporary directory
 * (bx-reader-test-util.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "bx-reader-test-util.h"

/* The head of the section shows: the list has laid it out, and its top is in view. */
static gboolean
section_in_view (gpointer data)
{
  Target *target = data;
  GtkWidget *row = bx_reader_view_get_row (target->view, target->clause_id);
  GtkWidget *list = clause_list (target->view);
  graphene_rect_t bounds;

  return row != NULL && gtk_widget_get_mapped (row)
         && gtk_widget_compute_bounds (row, list, &bounds)
         && bounds.size.height > 0 && bounds.origin.y >= 0
         && bounds.origin.y < gtk_widget_get_height (list);
}

/* Why a row is not in view, for a failing wait's message. */
static void
describe_target (BxReaderView *view,
                 const char   *id)
{
  GtkWidget *row = bx_reader_view_get_row (view, id);
  GtkWidget *list = clause_list (view);
  GtkAdjustment *adj = text_adjustment (view);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  gboolean placed = row != NULL && gtk_widget_compute_bounds (row, list, &bounds);

  g_printerr ("%s: row %p mapped %d height %d placed %d y %.1f h %.1f; list height %d; "
              "value %.1f upper %.1f page %.1f\n",
              id, (void *) row, row != NULL && gtk_widget_get_mapped (row),
              row != NULL ? gtk_widget_get_height (row) : -1, placed, bounds.origin.y,
              bounds.size.height, gtk_widget_get_height (list), gtk_adjustment_get_value (adj),
              gtk_adjustment_get_upper (adj), gtk_adjustment_get_page_size (adj));
}

static void
test_reader_summary (void)
{
  GtkWindow *window;
  BxReaderView *view = reader_in_window (&window);
  g_autofree char *summary = bx_corpus_get_translation (corpus, "bojing.yanshi", "en", NULL);
  g_autoptr(GPtrArray) clauses = bx_corpus_list_clauses (corpus, "bojing.yanshi", NULL);
  const BxClause *untranslated = NULL;
  GtkWidget *section, *row;

  /* A section whose clauses are not all translated, with a summary. */
  g_assert_nonnull (summary);
  g_assert_nonnull (clauses);
  for (guint i = 0; i < clauses->len && untranslated == NULL; i++)
    if (((BxClause *) g_ptr_array_index (clauses, i))->translation == NULL)
      untranslated = g_ptr_array_index (clauses, i);
  g_assert_nonnull (untranslated);

  g_assert_true (bx_reader_view_show_section (view, "bojing.yanshi"));
  {
    Target target = { view, "bojing.yanshi" };

    if (!bx_gtk_test_wait_for (section_in_view, &target))
      describe_target (view, "bojing.yanshi");
    g_assert_true (section_in_view (&target));
  }
  section = bx_gtk_test_find_named (GTK_WIDGET (view), "bojing.yanshi");
  g_assert_nonnull (section);
  g_assert_true (bx_gtk_test_label_contains (section, summary));
  /* The untranslated clause points to the summary. */
  row = bx_gtk_test_find_named (GTK_WIDGET (view), untranslated->id);
  g_assert_true (BX_IS_CLAUSE_ROW (row));
  /* (A row out of view fills its labels when shown, or asked for them.) */
  bx_clause_row_get_translation_label (BX_CLAUSE_ROW (row));
  g_assert_true (bx_gtk_test_label_contains (row, "summary"));

  /* A section without a head is named by its first characters; its id is no visible
   * text, only a tooltip (issue 17: pages speak people's language, not engine ids). */
  g_assert_true (bx_reader_view_show_section (view, "saifu.yiwen.shuoyuan"));
  {
    Target target = { view, "saifu.yiwen.shuoyuan" };

    g_assert_true (bx_gtk_test_wait_for (section_in_view, &target));
  }
  section = bx_gtk_test_find_named (GTK_WIDGET (view), "saifu.yiwen.shuoyuan");
  g_assert_nonnull (section);
  g_assert_true (bx_gtk_test_label_contains (section, "苑曰塞"));
  g_assert_false (bx_gtk_test_label_contains (section, "saifu.yiwen.shuoyuan"));
  g_assert_true (tooltip_contains (section, "saifu.yiwen.shuoyuan"));

  gtk_window_destroy (window);
  bx_gtk_test_spin ();
}

/* Whether the section's head and summary have all the height they need: the lazily made
 * head asks for the height of its text at its width, and gets it. */
static gboolean
section_not_clipped (gpointer data)
{
  Target *target = data;
  GtkWidget *bin = bx_reader_view_get_row (target->view, target->clause_id);
  GtkWidget *child = bin != NULL ? gtk_widget_get_first_child (bin) : NULL;
  int min = 0;

  if (child == NULL || !gtk_widget_get_mapped (bin) || gtk_widget_get_width (bin) <= 0)
    return FALSE;
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (bin), &min, NULL,
                      NULL, NULL);
  /* (A widget's height leaves out its margins; its measure counts them.) */
  return gtk_widget_get_height (bin) >= min
         && gtk_widget_get_height (child) + gtk_widget_get_margin_top (child)
            + gtk_widget_get_margin_bottom (child) >= min;
}

/* issue 19: after a jump to a clause, the head of its section, made late with its summary,
 * was cut to one line of each paragraph until the next scroll: the list measured it for
 * no width (a widget without a layout manager has a constant size unless it says
 * otherwise). */
static void
test_reader_summary_after_jump (void)
{
  GtkWindow *window;
  BxReaderView *view = reader_in_window (&window);
  g_autoptr(GPtrArray) clauses = bx_corpus_list_clauses (corpus, "bojing.yanshi", NULL);
  const BxClause *first;
  Target target = { view, NULL };
  Target section = { view, "bojing.yanshi" };

  g_assert_nonnull (clauses);
  g_assert_cmpuint (clauses->len, >, 0);
  first = g_ptr_array_index (clauses, 0);
  target.clause_id = first->id;
  /* From the top of another work, to a clause far down this one. */
  g_assert_true (bx_reader_view_show_work (view, "pushuang"));
  bx_gtk_test_spin ();
  g_assert_true (bx_reader_view_show_clause (view, first->id));
  g_assert_true (bx_gtk_test_wait_for (clause_in_view, &target));
  /* The head stands right above the clause: shown, at least in part. */
  g_assert_true (bx_gtk_test_wait_for (section_not_clipped, &section));
  /* And it stays so once the scroll has settled, with no scroll after it. */
  bx_gtk_test_spin ();
  g_assert_true (section_not_clipped (&section));

  gtk_window_destroy (window);
  bx_gtk_test_spin ();
}

/* The list has laid its rows out since the work was shown: the row of the work's first
 * clause, at the top, was allocated in view, which fills it.  Until that layout every row
 * the list has just made is mapped (GTK 4.8 hides a row out of view only when it allocates
 * its rows), and bx_gtk_test_spin() can return before the frame clock's next layout: its
 * frame may not be due yet, or wait for the X server. */
static gboolean
first_clause_laid_out (gpointer data)
{
  BxReaderView *view = data;
  GListModel *model = bx_reader_view_get_clause_model (view);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(BxClauseItem) item = g_list_model_get_item (model, i);
      GtkWidget *row;

      if (bx_clause_item_get_clause (item) == NULL)
        continue;
      row = bx_reader_view_get_row (view, bx_clause_item_get_id (item));
      return row != NULL && BX_IS_CLAUSE_ROW (row)
             && bx_clause_row_is_filled (BX_CLAUSE_ROW (row)) && gtk_widget_get_height (row) > 0;
    }
  return FALSE;
}

/* issue 19/21: the list makes rows for the entries in view and around them, not for the
 * whole work; a row out of view has no labels yet. */
static void
test_reader_recycling (void)
{
  GtkWindow *window;
  BxReaderView *view = reader_in_window (&window);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  guint n_clauses = 0, n_translated = 0, n_mapped = 0;

  g_assert_true (bx_reader_view_show_work (view, "bojing"));
  g_assert_true (bx_gtk_test_wait_for (first_clause_laid_out, view));
  count_rows (view, &n_clauses, &n_translated);
  collect_rows (clause_list (view), rows);
  for (guint i = 0; i < rows->len; i++)
    n_mapped += gtk_widget_get_mapped (g_ptr_array_index (rows, i));
  g_assert_cmpuint (n_clauses, >, 300);
  g_assert_cmpuint (rows->len, <, n_clauses);
  g_assert_cmpuint (n_mapped, >, 0);
  g_assert_cmpuint (n_mapped, <, 40);

  /* The rows follow the scroll: the last clause gets one. */
  {
    GListModel *model = bx_reader_view_get_clause_model (view);
    g_autoptr(BxClauseItem) last = g_list_model_get_item (model,
                                                          g_list_model_get_n_items (model) - 1);
    Target target = { view, bx_clause_item_get_id (last) };
    g_autofree char *first_id = NULL;

    /* The work's first clause has a row at the top, and none once the view is at the end. */
    for (guint i = 0; first_id == NULL; i++)
      {
        g_autoptr(BxClauseItem) item = g_list_model_get_item (model, i);

        if (bx_clause_item_get_kind (item) == BX_CLAUSE_ITEM_CLAUSE)
          first_id = g_strdup (bx_clause_item_get_id (item));
      }
    g_assert_nonnull (bx_reader_view_get_row (view, first_id));
    g_assert_true (bx_reader_view_show_clause (view, target.clause_id));
    g_assert_true (bx_gtk_test_wait_for (clause_in_view, &target));
    g_assert_null (bx_reader_view_get_row (view, first_id));
  }

  gtk_window_destroy (window);
  bx_gtk_test_spin ();
}

typedef struct
{
  BxReaderView *view;
  const char   *section;
  guint         n_notified;
} Visible;

static void
visible_notified_cb (GObject    *object,
                     GParamSpec *pspec,
                     Visible    *visible)
{
  visible->n_notified++;
}

static gboolean
visible_is (gpointer data)
{
  Visible *visible = data;

  return g_strcmp0 (bx_reader_view_get_visible_section (visible->view), visible->section) == 0;
}

/* issue 19: BxReaderView:visible-section names the section of the topmost clause in view
 * and is notified as the text scrolls (the window's sidebar follows it). */
static void
test_reader_visible_section (void)
{
  GtkWindow *window;
  BxReaderView *view = reader_in_window (&window);
  Visible visible = { view, NULL, 0 };
  g_autofree char *property = NULL;
  guint n;

  g_signal_connect (view, "notify::visible-section", G_CALLBACK (visible_notified_cb),
                    &visible);
  g_assert_null (bx_reader_view_get_visible_section (view));

  visible.section = "pushuang.xu";
  g_assert_true (bx_reader_view_show_work (view, "pushuang"));
  g_assert_true (bx_gtk_test_wait_for (visible_is, &visible));
  g_assert_cmpuint (visible.n_notified, >=, 1);

  /* A jump to a section puts its head at the top: its text is in view. */
  n = visible.n_notified;
  visible.section = "pushuang.changju";
  g_assert_true (bx_reader_view_show_section (view, "pushuang.changju"));
  g_assert_true (bx_gtk_test_wait_for (visible_is, &visible));
  g_assert_cmpuint (visible.n_notified, >, n);
  g_object_get (view, "visible-section", &property, NULL);
  g_assert_cmpstr (property, ==, "pushuang.changju");

  /* Scrolled by hand, down into the next section. */
  n = visible.n_notified;
  visible.section = "pushuang.nanbei";
  {
    GtkAdjustment *adj = text_adjustment (view);
    gboolean timed_out = FALSE;
    guint id = g_timeout_add (BX_TEST_WAIT_MS, bx_gtk_test_flag_cb, &timed_out);

    /* Half a screen at a time, as the user would, letting the view follow each step. */
    while (!visible_is (&visible) && !timed_out)
      {
        gboolean step_done = FALSE;

        gtk_adjustment_set_value (adj, floor (gtk_adjustment_get_value (adj)
                                              + gtk_adjustment_get_page_size (adj) / 2));
        g_timeout_add (200, bx_gtk_test_flag_cb, &step_done);
        while (!step_done)
          g_main_context_iteration (NULL, TRUE);
      }
    if (!timed_out)
      g_source_remove (id);
  }
  g_assert_cmpstr (bx_reader_view_get_visible_section (view), ==, "pushuang.nanbei");
  g_assert_cmpuint (visible.n_notified, >, n);

  /* No work, no section. */
  bx_reader_view_set_corpus (view, NULL);
  g_assert_null (bx_reader_view_get_visible_section (view));
  bx_reader_view_set_corpus (view, corpus);

  g_signal_handlers_disconnect_by_func (view, visible_notified_cb, &visible);
  gtk_window_destroy (window);
  bx_gtk_test_spin ();
}

/* The x of @widget in the list. */
static double
x_in_list (BxReaderView *view,
           GtkWidget    *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, clause_list (view), &bounds));
  return bounds.origin.x;
}

/* issue 19: the original and translation columns line up row to row, whatever the length
 * of a row's reference, and the summary's paragraphs stand in the translation column. */
static void
test_reader_aligned_columns (void)
{
  GtkWindow *window;
  BxReaderView *view = reader_in_window (&window);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  Target target = { view, "bojing.saijing" };
  double original_x = -1, translation_x = -1;
  guint n_compared = 0;
  GtkWidget *section, *summary;

  /* A section with a summary, near the top of its work. */
  g_assert_true (bx_reader_view_show_section (view, "bojing.saijing"));
  g_assert_true (bx_gtk_test_wait_for (section_in_view, &target));
  collect_rows (clause_list (view), rows);
  for (guint i = 0; i < rows->len; i++)
    {
      BxClauseRow *row = g_ptr_array_index (rows, i);

      if (!gtk_widget_get_mapped (GTK_WIDGET (row)))
        continue;
      if (original_x < 0)
        {
          original_x = x_in_list (view, bx_clause_row_get_original_label (row));
          translation_x = x_in_list (view, bx_clause_row_get_translation_label (row));
          continue;
        }
      g_assert_cmpfloat_with_epsilon (x_in_list (view, bx_clause_row_get_original_label (row)),
                                      original_x, 0.5);
      g_assert_cmpfloat_with_epsilon (x_in_list (view,
                                                 bx_clause_row_get_translation_label (row)),
                                      translation_x, 0.5);
      n_compared++;
    }
  g_assert_cmpuint (n_compared, >=, 2);
  section = bx_reader_view_get_row (view, "bojing.saijing");
  summary = find_css (section, "section-summary");
  g_assert_nonnull (summary);
  g_assert_cmpfloat_with_epsilon (x_in_list (view, summary), translation_x, 0.5);

  gtk_window_destroy (window);
  bx_gtk_test_spin ();
}

/* issue 19: the star and note buttons of a row stand side by side, not one above the
 * other, so that a row of one short line is as high as its text (or a button), and the
 * summary's rule stands at the left of the translation column, as high as the summary. */
static void
test_reader_row_buttons_side_by_side (void)
{
  GtkWindow *window;
  BxReaderView *view = reader_in_window (&window);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  Target target = { view, "bojing.saijing" };
  guint n_checked = 0;
  GtkWidget *section, *rule, *paragraphs;
  graphene_rect_t rule_bounds, paragraphs_bounds;

  g_assert_true (bx_reader_view_show_section (view, "bojing.saijing"));
  g_assert_true (bx_gtk_test_wait_for (section_in_view, &target));
  collect_rows (clause_list (view), rows);
  for (guint i = 0; i < rows->len; i++)
    {
      BxClauseRow *row = g_ptr_array_index (rows, i);
      GtkWidget *star, *note;
      graphene_rect_t star_bounds, note_bounds;

      if (!gtk_widget_get_mapped (GTK_WIDGET (row)))
        continue;
      note = bx_clause_row_get_note_button (row);
      star = find_css (GTK_WIDGET (row), "star-button");
      g_assert_nonnull (star);
      g_assert_true (gtk_widget_compute_bounds (star, GTK_WIDGET (row), &star_bounds));
      g_assert_true (gtk_widget_compute_bounds (note, GTK_WIDGET (row), &note_bounds));
      /* On one line, the note after the star (left to right). */
      g_assert_cmpfloat_with_epsilon (star_bounds.origin.y, note_bounds.origin.y, 0.5);
      g_assert_cmpfloat (note_bounds.origin.x, >=,
                         star_bounds.origin.x + star_bounds.size.width);
      /* The row is not as high as the two buttons stacked: a floor that is gone. */
      if (gtk_widget_get_height (bx_clause_row_get_original_label (row)) < star_bounds.size.height
          && gtk_widget_get_height (bx_clause_row_get_translation_label (row))
             < star_bounds.size.height
          && bx_clause_row_get_n_rules (row) == 0 && bx_clause_row_get_note (row) == NULL)
        g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (row)), <,
                         star_bounds.size.height + note_bounds.size.height);
      /* Both keep their names for assistive technologies. */
      g_assert_true (gtk_widget_get_focusable (star) || gtk_widget_get_can_focus (star));
      n_checked++;
    }
  g_assert_cmpuint (n_checked, >=, 2);

  section = bx_reader_view_get_row (view, "bojing.saijing");
  rule = find_css (section, "summary-rule");
  paragraphs = find_css (section, "summary-paragraphs");
  g_assert_nonnull (rule);
  g_assert_nonnull (paragraphs);
  g_assert_true (gtk_widget_compute_bounds (rule, clause_list (view), &rule_bounds));
  g_assert_true (gtk_widget_compute_bounds (paragraphs, clause_list (view), &paragraphs_bounds));
  g_assert_cmpfloat (rule_bounds.origin.x + rule_bounds.size.width, <=,
                     paragraphs_bounds.origin.x);
  g_assert_cmpfloat_with_epsilon (rule_bounds.size.height, paragraphs_bounds.size.height, 0.5);

  gtk_window_destroy (window);
  bx_gtk_test_spin ();
}

/* The byte index of the @n-th character of @text. */
static int
char_index (const char *text,
            const char *sub)
{
  const char *at = strstr (text, sub);

  g_assert_nonnull (at);
  return (int) (at - text);
}

/* issue 19: a glossary link's click zone is exactly its characters (it sat about a
 * character to the left): the link under a point is found from the label's own layout. */
static void
test_reader_link_zone (void)
{
  GtkWindow *window;
  BxReaderView *view = reader_in_window (&window);
  Target target = { view, "pushuang.changju.3" };
  BxClauseRow *row;
  GtkWidget *label;
  PangoLayout *layout;
  PangoRectangle term, before;
  const char *text;
  int lx, ly;
  double y;

  g_assert_true (bx_reader_view_show_clause (view, "pushuang.changju.3"));
  g_assert_true (bx_gtk_test_wait_for (clause_in_view, &target));
  row = BX_CLAUSE_ROW (bx_reader_view_get_row (view, "pushuang.changju.3"));
  label = bx_clause_row_get_original_label (row);
  layout = gtk_label_get_layout (GTK_LABEL (label));
  gtk_label_get_layout_offsets (GTK_LABEL (label), &lx, &ly);
  text = pango_layout_get_text (layout);
  /* 白黒各十五馬: the term 馬 (term:0) and the character before it. */
  pango_layout_index_to_pos (layout, char_index (text, "馬"), &term);
  pango_layout_index_to_pos (layout, char_index (text, "五"), &before);
  pango_extents_to_pixels (&term, NULL);
  pango_extents_to_pixels (&before, NULL);
  g_assert_cmpint (term.width, >, 4);
  y = ly + term.y + term.height / 2.0;

  /* Its characters, edge to edge, and nothing else. */
  g_assert_cmpstr (bx_clause_row_get_link_at (row, lx + term.x + 1, y), ==, "term:0");
  g_assert_cmpstr (bx_clause_row_get_link_at (row, lx + term.x + term.width / 2.0, y), ==,
                   "term:0");
  g_assert_cmpstr (bx_clause_row_get_link_at (row, lx + term.x + term.width - 1, y), ==,
                   "term:0");
  /* The right half of the character before: GtkLabel's own test took it for the link. */
  g_assert_null (bx_clause_row_get_link_at (row, lx + term.x - 2, y));
  g_assert_null (bx_clause_row_get_link_at (row, lx + before.x + before.width / 2.0, y));
  /* Under the text, nothing. */
  g_assert_null (bx_clause_row_get_link_at (row, lx + term.x + term.width / 2.0,
                                            ly + term.y + term.height + 40));

  gtk_window_destroy (window);
  bx_gtk_test_spin ();
}

int
main (int    argc,
      char **argv)
{
  int status;

  bx_reader_test_init (&argc, &argv);

  g_test_add_func ("/app/reader/summary", test_reader_summary);
  g_test_add_func ("/app/reader/summary-after-jump", test_reader_summary_after_jump);
  g_test_add_func ("/app/reader/recycling", test_reader_recycling);
  g_test_add_func ("/app/reader/visible-section", test_reader_visible_section);
  g_test_add_func ("/app/reader/aligned-columns", test_reader_aligned_columns);
  g_test_add_func ("/app/reader/row-buttons-side-by-side", test_reader_row_buttons_side_by_side);
  g_test_add_func ("/app/reader/link-zone", test_reader_link_zone);

  status = g_test_run ();

  bx_reader_test_cleanup ();
  return status;
}
