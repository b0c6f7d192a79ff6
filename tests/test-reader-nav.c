/* test-reader-nav.c: the Reader's navigation (issue 19): the library sidebar as a tree that
 * follows the section in view, and the glossary and bibliography pages whose links open
 * the Reader.  With $BOXI_SCREENSHOTS set, the window is saved as
 * docs/screenshots/sidebar-tree.png, glossary-page.png and bibliography-page.png.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-application.h"
#include "bx-bibliography-page.h"
#include "bx-glossary-page.h"
#include "bx-gtk-test-util.h"
#include "bx-library-sidebar.h"
#include "bx-reader-view.h"
#include "bx-window.h"

static char *db_path;

/* A reader as the sidebar sees one: "work-id" and "visible-section" (the property the Reader
 * view gets from issue 19), and a count of what was asked of it (nothing may be). */
#define TEST_TYPE_FAKE_READER (test_fake_reader_get_type ())
G_DECLARE_FINAL_TYPE (TestFakeReader, test_fake_reader, TEST, FAKE_READER, GObject)

struct _TestFakeReader
{
  GObject  parent_instance;
  char    *work_id;
  char    *visible_section;
  guint    n_sets;
};

G_DEFINE_FINAL_TYPE (TestFakeReader, test_fake_reader, G_TYPE_OBJECT)

enum { FAKE_PROP_0, FAKE_PROP_WORK_ID, FAKE_PROP_VISIBLE_SECTION, FAKE_N_PROPS };
static GParamSpec *fake_props[FAKE_N_PROPS];

static void
test_fake_reader_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TestFakeReader *self = TEST_FAKE_READER (object);

  if (prop_id == FAKE_PROP_WORK_ID)
    g_value_set_string (value, self->work_id);
  else
    g_value_set_string (value, self->visible_section);
}

static void
test_fake_reader_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TestFakeReader *self = TEST_FAKE_READER (object);

  self->n_sets++;
  if (prop_id == FAKE_PROP_WORK_ID)
    {
      g_free (self->work_id);
      self->work_id = g_value_dup_string (value);
    }
  else
    {
      g_free (self->visible_section);
      self->visible_section = g_value_dup_string (value);
    }
}

static void
test_fake_reader_finalize (GObject *object)
{
  TestFakeReader *self = TEST_FAKE_READER (object);

  g_free (self->work_id);
  g_free (self->visible_section);
  G_OBJECT_CLASS (test_fake_reader_parent_class)->finalize (object);
}

static void
test_fake_reader_class_init (TestFakeReaderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = test_fake_reader_get_property;
  object_class->set_property = test_fake_reader_set_property;
  object_class->finalize = test_fake_reader_finalize;
  fake_props[FAKE_PROP_WORK_ID] = g_param_spec_string ("work-id", NULL, NULL, NULL,
                                                       G_PARAM_READWRITE);
  fake_props[FAKE_PROP_VISIBLE_SECTION] = g_param_spec_string ("visible-section", NULL, NULL,
                                                               NULL, G_PARAM_READWRITE);
  g_object_class_install_properties (object_class, FAKE_N_PROPS, fake_props);
}

static void
test_fake_reader_init (TestFakeReader *self)
{
}

typedef struct
{
  GtkWidget  *root;
  const char *name;
} Named;

static gboolean
named_shown (gpointer data)
{
  Named *n = data;
  GtkWidget *w = bx_gtk_test_find_named (n->root, n->name);

  return w != NULL && gtk_widget_get_mapped (w);
}

typedef struct
{
  BxReaderView *view;
  const char   *clause_id;
} Target;

static gboolean
clause_selected (gpointer data)
{
  Target *t = data;

  return g_strcmp0 (bx_reader_view_get_selected_clause (t->view), t->clause_id) == 0;
}

/* The Reader has worked out the section in view (a 30 ms timeout after it scrolls:
 * bx_reader_view_queue_visible_section()). */
static gboolean
section_known (gpointer data)
{
  return bx_reader_view_get_visible_section (data) != NULL;
}

static BxWindow *
open_window (BxApplication *app)
{
  BxWindow *window;

  g_settings_set_boolean (bx_application_get_settings (app), "welcome-shown", TRUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_activate (G_APPLICATION (app));
  window = BX_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  g_assert_nonnull (bx_window_get_corpus (window));
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  bx_window_show_page (window, "reader");
  bx_gtk_test_spin ();
  return window;
}

static void
close_window (BxWindow *window)
{
  gtk_window_close (GTK_WINDOW (window));
  bx_gtk_test_spin ();
}

static gboolean
count_frame_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

static gboolean
three_frames (gpointer data)
{
  return *(guint *) data >= 3;
}

/* Runs the main loop for three frames of @widget: a scroll is laid out and drawn. */
static void
wait_frames (GtkWidget *widget)
{
  guint frames = 0;
  guint id = gtk_widget_add_tick_callback (widget, count_frame_cb, &frames, NULL);

  bx_gtk_test_wait_for (three_frames, &frames);
  gtk_widget_remove_tick_callback (widget, id);
}

static void
maybe_screenshot (BxWindow   *window,
                  const char *name)
{
  if (g_getenv ("BOXI_SCREENSHOTS") == NULL)
    return;
  wait_frames (GTK_WIDGET (window));
  bx_gtk_test_save_screenshot (GTK_WIDGET (window), GTK_WIDGET (window), name);
}

static BxReaderView *
reader_of (BxWindow *window)
{
  return BX_READER_VIEW (adw_bin_get_child (ADW_BIN (bx_window_get_area (window, "reader"))));
}

/* The sidebar is a tree: the two pages, then the works; a section is revealed below its
 * work, and activating a row opens it in the Reader. */
static void
test_sidebar_tree (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestNavTree",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window = open_window (app);
  BxLibrarySidebar *sidebar = BX_LIBRARY_SIDEBAR (bx_window_get_area (window, "library"));
  GtkListView *list = bx_library_sidebar_get_list_view (sidebar);
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (list));
  g_autoptr(GPtrArray) works = bx_corpus_list_works (bx_window_get_corpus (window), NULL);
  BxReaderView *reader = reader_of (window);
  Named named = { GTK_WIDGET (sidebar), "pushuang.changju" };
  g_autoptr(GtkTreeListRow) row = NULL;
  guint position;

  g_assert_true (GTK_IS_TREE_LIST_MODEL (gtk_single_selection_get_model (
                   GTK_SINGLE_SELECTION (model))));
  /* Whatever the reader shows is expanded below its work; the roots are all there. */
  g_assert_cmpuint (g_list_model_get_n_items (model), >=, 2 + works->len);
  named.name = "glossary";
  g_assert_true (bx_gtk_test_wait_for (named_shown, &named));
  named.name = "pushuang";
  g_assert_true (bx_gtk_test_wait_for (named_shown, &named));

  /* A work expanded as its expander does it gets its sections then. */
  {
    guint before = g_list_model_get_n_items (model);
    GtkTreeListModel *tree = GTK_TREE_LIST_MODEL (gtk_single_selection_get_model (
                                                    GTK_SINGLE_SELECTION (model)));
    g_autoptr(GtkTreeListRow) last = gtk_tree_list_model_get_child_row (tree,
                                                                        works->len + 1);

    g_assert_false (gtk_tree_list_row_get_expanded (last));
    g_assert_true (gtk_tree_list_row_is_expandable (last));
    gtk_tree_list_row_set_expanded (last, TRUE);
    g_assert_cmpuint (g_list_model_get_n_items (model), >, before);
  }

  g_assert_true (bx_library_sidebar_reveal (sidebar, "pushuang.changju"));
  g_assert_cmpstr (bx_library_sidebar_get_selected_id (sidebar), ==, "pushuang.changju");
  named.name = "pushuang.changju";
  g_assert_true (bx_gtk_test_wait_for (named_shown, &named));
  /* A clause id selects its section. */
  g_assert_true (bx_library_sidebar_reveal (sidebar, "saifu.yiwen.shuoyuan.1"));
  g_assert_cmpstr (bx_library_sidebar_get_selected_id (sidebar), ==, "saifu.yiwen.shuoyuan");
  named.name = "saifu.yiwen.shuoyuan";
  g_assert_true (bx_gtk_test_wait_for (named_shown, &named));

  /* Activating the section's row (Enter) opens it in the reader. */
  position = gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (model));
  row = g_list_model_get_item (model, position);
  g_assert_true (gtk_tree_list_row_get_depth (row) >= 1);
  g_signal_emit_by_name (list, "activate", position);
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_reader_view_get_work_id (reader), ==, "saifu");
  /* The row opened stays selected (the reader showing its work does not move it). */
  g_assert_cmpstr (bx_library_sidebar_get_selected_id (sidebar), ==, "saifu.yiwen.shuoyuan");
  maybe_screenshot (window, "sidebar-tree.png");

  /* The Glossary row shows the glossary page in the Reader area. */
  g_assert_true (bx_library_sidebar_reveal (sidebar, "glossary"));
  g_signal_emit_by_name (list, "activate",
                         gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (model)));
  bx_gtk_test_spin ();
  g_assert_true (gtk_widget_get_mapped (bx_window_get_area (window, "glossary")));
  close_window (window);
}

static guint n_opened;

static void
opened_cb (BxLibrarySidebar *sidebar,
           BxLibraryEntry   *entry,
           gpointer          data)
{
  n_opened++;
}

/* The sidebar follows a reader's "visible-section": it expands the work and selects the
 * section, and asks nothing of the reader (no feedback loop).  A fake reader stands in
 * for the Reader view; the real one is checked when it has the property. */
static void
test_sidebar_follows (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestNavFollow",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window = open_window (app);
  GtkWidget *sidebar = bx_library_sidebar_new ();
  GtkWidget *host = gtk_window_new ();
  g_autoptr(TestFakeReader) fake = g_object_new (TEST_TYPE_FAKE_READER, NULL);
  BxReaderView *reader = reader_of (window);
  Named named = { sidebar, "ruqige.ge" };

  gtk_window_set_default_size (GTK_WINDOW (host), 300, 700);
  gtk_window_set_child (GTK_WINDOW (host), sidebar);
  gtk_window_present (GTK_WINDOW (host));
  bx_library_sidebar_set_corpus (BX_LIBRARY_SIDEBAR (sidebar), bx_window_get_corpus (window));
  bx_library_sidebar_set_reader (BX_LIBRARY_SIDEBAR (sidebar), G_OBJECT (fake));
  g_signal_connect (sidebar, "open", G_CALLBACK (opened_cb), NULL);
  bx_gtk_test_spin ();

  /* The reader scrolled: the section in view changed. */
  fake->visible_section = g_strdup ("ruqige.ge");
  fake->work_id = g_strdup ("ruqige");
  g_object_notify_by_pspec (G_OBJECT (fake), fake_props[FAKE_PROP_VISIBLE_SECTION]);
  g_assert_cmpstr (bx_library_sidebar_get_selected_id (BX_LIBRARY_SIDEBAR (sidebar)), ==,
                   "ruqige.ge");
  g_assert_true (bx_gtk_test_wait_for (named_shown, &named));
  /* Further down, in another work: the new section is selected and scrolled into view. */
  g_free (fake->visible_section);
  fake->visible_section = g_strdup ("pushuang.mingcheng");
  g_object_notify_by_pspec (G_OBJECT (fake), fake_props[FAKE_PROP_VISIBLE_SECTION]);
  if (bx_library_sidebar_get_selected_id (BX_LIBRARY_SIDEBAR (sidebar)) != NULL
      && strcmp (bx_library_sidebar_get_selected_id (BX_LIBRARY_SIDEBAR (sidebar)),
                 "pushuang.mingcheng") == 0)
    {
      named.name = "pushuang.mingcheng";
      g_assert_true (bx_gtk_test_wait_for (named_shown, &named));
    }
  g_assert_true (g_str_has_prefix (bx_library_sidebar_get_selected_id (
                                     BX_LIBRARY_SIDEBAR (sidebar)), "pushuang"));
  /* Nothing went back to the reader, and no row was opened. */
  g_assert_cmpuint (fake->n_sets, ==, 0);
  g_assert_cmpuint (n_opened, ==, 0);
  gtk_window_destroy (GTK_WINDOW (host));
  bx_gtk_test_spin ();

  /* The real Reader view, once it has the property (helper reader-list's branch). */
  if (g_object_class_find_property (G_OBJECT_GET_CLASS (reader), "visible-section") == NULL)
    {
      close_window (window);
      g_test_skip ("BxReaderView has no visible-section property yet");
      return;
    }
  {
    BxLibrarySidebar *window_sidebar = BX_LIBRARY_SIDEBAR (bx_window_get_area (window,
                                                                               "library"));
    Target target = { reader, "pushuang.changju.3" };
    g_autofree char *section = NULL;

    g_assert_true (bx_reader_view_show_clause (reader, "pushuang.changju.3"));
    g_assert_true (bx_gtk_test_wait_for (clause_selected, &target));
    /* (read after the Reader's timeout: under load the selection came first, and the
     * section read at once was NULL) */
    g_assert_true (bx_gtk_test_wait_for (section_known, reader));
    g_object_get (reader, "visible-section", &section, NULL);
    g_assert_nonnull (section);
    g_assert_cmpstr (bx_library_sidebar_get_selected_id (window_sidebar), ==, section);
  }
  close_window (window);
}

/* The glossary page lists the 87 terms; a term's clause opens in the Reader. */
static void
test_glossary_page (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestNavGlossary",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window = open_window (app);
  BxGlossaryPage *page = BX_GLOSSARY_PAGE (bx_window_get_area (window, "glossary"));
  GtkListBox *terms = bx_glossary_page_get_terms (page);
  GtkListBox *clauses = bx_glossary_page_get_clauses (page);
  BxReaderView *reader = reader_of (window);
  Target target = { reader, "pushuang.ping.9" };
  GtkWidget *row;
  guint n = 0;

  bx_gtk_test_spin ();
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (page)));
  for (row = gtk_widget_get_first_child (GTK_WIDGET (terms)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    n += GTK_IS_LIST_BOX_ROW (row);
  g_assert_cmpuint (n, ==, 87);
  /* The first term is shown. */
  g_assert_cmpstr (bx_glossary_page_get_term (page), ==, "g.bo");

  /* The filter matches a reading and a form, in either script. */
  g_signal_emit_by_name (bx_glossary_page_get_filter (page), "search-changed");
  gtk_editable_set_text (bx_glossary_page_get_filter (page), "liang");
  g_signal_emit_by_name (bx_glossary_page_get_filter (page), "search-changed");
  bx_gtk_test_spin ();
  g_assert_nonnull (bx_gtk_test_find_named (GTK_WIDGET (terms), "g.liang"));
  g_assert_null (bx_gtk_test_find_named (GTK_WIDGET (terms), "g.bo"));
  gtk_editable_set_text (bx_glossary_page_get_filter (page), "马");
  g_signal_emit_by_name (bx_glossary_page_get_filter (page), "search-changed");
  bx_gtk_test_spin ();
  /* 馬 (and the terms whose glosses use it) for the simplified 马. */
  g_assert_nonnull (bx_gtk_test_find_named (GTK_WIDGET (terms), "g.ma"));
  g_assert_null (bx_gtk_test_find_named (GTK_WIDGET (terms), "g.liubo"));
  gtk_editable_set_text (bx_glossary_page_get_filter (page), "");
  g_signal_emit_by_name (bx_glossary_page_get_filter (page), "search-changed");
  bx_gtk_test_spin ();

  /* 梁's clauses (the window's action, for other pages' links); one opens in the Reader. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-glossary", "s",
                                             "g.liang"));
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_glossary_page_get_term (page), ==, "g.liang");
  g_assert_cmpstr (gtk_widget_get_name (GTK_WIDGET (gtk_list_box_get_selected_row (terms))),
                   ==, "g.liang");
  maybe_screenshot (window, "glossary-page.png");
  row = bx_gtk_test_find_named (GTK_WIDGET (clauses), "pushuang.ping.9");
  g_assert_nonnull (row);
  g_signal_emit_by_name (row, "activate");
  g_assert_true (bx_gtk_test_wait_for (clause_selected, &target));
  g_assert_cmpstr (bx_window_get_page (window), ==, "reader");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (reader)));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (page)));
  /* The sidebar went with it. */
  g_assert_true (g_str_has_prefix (bx_library_sidebar_get_selected_id (
                   BX_LIBRARY_SIDEBAR (bx_window_get_area (window, "library"))),
                   "pushuang.ping"));
  close_window (window);
}

/* The bibliography page: every work with its witnesses, every reconstruction with the
 * rules that follow it; a witness's link opens a clause in the Reader. */
static void
test_bibliography_page (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestNavBiblio",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window = open_window (app);
  BxBibliographyPage *page = BX_BIBLIOGRAPHY_PAGE (bx_window_get_area (window,
                                                                       "bibliography"));
  GtkListBox *works = bx_bibliography_page_get_works (page);
  GtkListBox *recs = bx_bibliography_page_get_reconstructions (page);
  BxReaderView *reader = reader_of (window);
  g_autoptr(GPtrArray) ids = bx_corpus_list_reconstruction_ids (bx_window_get_corpus (window),
                                                                NULL);
  Target target = { reader, NULL };
  GtkWidget *witness, *link = NULL;
  gboolean handled = FALSE;

  bx_gtk_test_spin ();
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (page)));
  g_assert_nonnull (bx_gtk_test_find_named (GTK_WIDGET (works), "ruqige"));
  for (guint i = 0; i < ids->len; i++)
    g_assert_nonnull (bx_gtk_test_find_named (GTK_WIDGET (recs), g_ptr_array_index (ids, i)));
  /* The screenshot shows the reconstructions, below the works. */
  if (g_getenv ("BOXI_SCREENSHOTS") != NULL)
    {
      GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (recs), GTK_TYPE_SCROLLED_WINDOW);
      GtkWidget *title = gtk_widget_get_prev_sibling (GTK_WIDGET (recs));
      graphene_point_t at;

      g_assert_true (gtk_widget_compute_point (title, gtk_scrolled_window_get_child (
                                                 GTK_SCROLLED_WINDOW (scroller)),
                                               &GRAPHENE_POINT_INIT (0, 0), &at));
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (
                                  GTK_SCROLLED_WINDOW (scroller)), at.y - 12);
    }
  maybe_screenshot (window, "bibliography-page.png");

  /* ruqige.wit.B's variant readings: the link to the first opens it. */
  witness = bx_gtk_test_find_named (GTK_WIDGET (works), "ruqige.wit.B");
  g_assert_nonnull (witness);
  for (GtkWidget *w = gtk_widget_get_next_sibling (witness); w != NULL && link == NULL;
       w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_LABEL (w) && strstr (gtk_label_get_label (GTK_LABEL (w)), "clause:") != NULL)
      link = w;
  g_assert_nonnull (link);
  {
    const char *markup = gtk_label_get_label (GTK_LABEL (link));
    const char *start = strstr (markup, "clause:") + strlen ("clause:");
    g_autofree char *uri = NULL;
    g_autofree char *id = g_strndup (start, strchr (start, '"') - start);

    uri = g_strconcat ("clause:", id, NULL);
    target.clause_id = id;
    g_signal_emit_by_name (link, "activate-link", uri, &handled);
    g_assert_true (handled);
    g_assert_true (bx_gtk_test_wait_for (clause_selected, &target));
  }
  close_window (window);
}

/* Newcomer review 8, finding 6: with the search results open the text keeps 480 px, in the
 * default 1000x700 window (where the library sidebar folds away for it) and a larger one
 * (where the sidebar stays); closed, the text asks for no such width. */
typedef struct
{
  GtkWidget *text;
  int        width;
} WidthTarget;

static gboolean
width_reached (gpointer data)
{
  WidthTarget *t = data;

  return gtk_widget_get_width (t->text) >= t->width;
}

static void
test_text_width_with_results (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestNavWidth",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window = open_window (app);
  BxReaderView *reader = reader_of (window);
  GtkWidget *library = bx_window_get_area (window, "library");
  GtkWidget *flap = gtk_widget_get_ancestor (library, ADW_TYPE_FLAP);
  WidthTarget target = { bx_gtk_test_find_named (GTK_WIDGET (reader), "text-stack"), 480 };
  int min_w;

  g_assert_nonnull (flap);
  g_assert_nonnull (target.text);
  gtk_widget_measure (target.text, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  g_assert_cmpint (min_w, <, 480);

  /* A large window, the library shown: the text has its room beside it. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1260, 900);
  adw_flap_set_reveal_flap (ADW_FLAP (flap), TRUE);
  bx_reader_view_search (reader, "馬");
  g_assert_true (bx_gtk_test_wait_for (width_reached, &target));
  wait_frames (GTK_WIDGET (window));
  g_assert_false (adw_flap_get_folded (ADW_FLAP (flap)));
  g_assert_true (gtk_widget_get_mapped (library));
  g_assert_cmpint (gtk_widget_get_width (target.text), >=, 480);

  /* The default window: the library folds away, the text keeps its width. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  wait_frames (GTK_WIDGET (window));
  g_test_message ("window %d, text %d", gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_width (target.text));
  g_assert_true (adw_flap_get_folded (ADW_FLAP (flap)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 1000);
  g_assert_cmpint (gtk_widget_get_width (target.text), >=, 480);
  close_window (window);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *tmp_dir = NULL;
  int status;

  bx_gtk_test_init (&argc, &argv);
  db_path = bx_gtk_test_import_corpus ("boxi-test-reader-nav-XXXXXX", &tmp_dir);
  g_setenv ("BOXI_CORPUS_DB", db_path, TRUE);

  g_test_add_func ("/app/reader-nav/sidebar-tree", test_sidebar_tree);
  g_test_add_func ("/app/reader-nav/text-width-with-results", test_text_width_with_results);
  g_test_add_func ("/app/reader-nav/sidebar-follows", test_sidebar_follows);
  g_test_add_func ("/app/reader-nav/glossary-page", test_glossary_page);
  g_test_add_func ("/app/reader-nav/bibliography-page", test_bibliography_page);
  status = g_test_run ();

  g_unsetenv ("BOXI_CORPUS_DB");
  bx_gtk_test_remove_corpus (db_path, g_steal_pointer (&tmp_dir));
  return status;
}
