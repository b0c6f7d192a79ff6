/* test-compare-view.c: the rules comparison and the twin boards on the Compare page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "bx-gtk-test-util.h"
#include "bx-application.h"
#include "bx-compare-view.h"
#include "bx-reader-view.h"
#include "bx-tei-import.h"
#include "bx-move-history.h"
#include "bx-twin-view.h"
#include "bx-window.h"
#include "bx-families.h"
#include "bx-board.h"
#include "bx-citation-panel.h"
#include "bx-library.h"
#include "bx-text-util.h"

static char *tmp_dir;
static char *db_path;

static void
wait_for_clause (BxReaderView *reader,
                 const char   *clause_id)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (BX_TEST_WAIT_MS, bx_gtk_test_flag_cb, &timed_out);

  while (g_strcmp0 (bx_reader_view_get_selected_clause (reader), clause_id) != 0 && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  g_assert_cmpstr (bx_reader_view_get_selected_clause (reader), ==, clause_id);
}

static BxWindow *
open_window (BxApplication *app)
{
  BxWindow *window;

  g_setenv ("BOXI_CORPUS_DB", db_path, TRUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_activate (G_APPLICATION (app));
  window = BX_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  g_assert_nonnull (bx_window_get_ruleset_library (window));
  bx_gtk_test_spin ();
  return window;
}

static void
close_window (BxWindow *window)
{
  gtk_window_close (GTK_WINDOW (window));
  bx_gtk_test_spin ();
  g_unsetenv ("BOXI_CORPUS_DB");
}

static GtkWidget *
find_type (GtkWidget *widget,
           GType      type)
{
  if (g_type_is_a (G_OBJECT_TYPE (widget), type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether @widget has a shortcut for @accel that works outside its focus, and it ran. */
static gboolean
run_managed_shortcut (GtkWidget  *widget,
                      const char *accel)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  g_autoptr(GtkShortcutTrigger) wanted = gtk_shortcut_trigger_parse_string (accel);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller)
          || gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller))
             == GTK_SHORTCUT_SCOPE_LOCAL)
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), wanted)
              && gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                               NULL))
            return TRUE;
        }
    }
  return FALSE;
}

/* Whether a ruleset picker's search for @text finds the ruleset called @name (GTK 4.8's
 * dropdown matches a prefix of its expression, with the text of its search entry). */
static gboolean
search_finds (GtkWidget  *selector,
              const char *text,
              const char *name)
{
  GtkExpression *expression = gtk_drop_down_get_expression (GTK_DROP_DOWN (selector));
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (selector));
  GtkWidget *entry = find_type (selector, GTK_TYPE_SEARCH_ENTRY);
  g_autoptr(GtkStringFilter) filter = gtk_string_filter_new (gtk_expression_ref (expression));
  gboolean found = FALSE;

  g_assert_nonnull (entry);
  gtk_string_filter_set_match_mode (filter, GTK_STRING_FILTER_MATCH_MODE_PREFIX);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  gtk_string_filter_set_search (filter, text);
  for (guint i = 0; i < g_list_model_get_n_items (model) && !found; i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      found = strstr (gtk_string_object_get_string (item), name) != NULL
              && gtk_filter_match (GTK_FILTER (filter), item);
    }
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  return found;
}

/* The page opens on 平雙陸 against 大食, by Ctrl+3 as by name. */
static void
test_compare_default (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestCompare",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window = open_window (app);
  BxCompareView *view = BX_COMPARE_VIEW (bx_window_get_area (window, "compare"));
  g_auto(GStrv) ids = NULL;

  g_assert_nonnull (view);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                             "compare"));
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_window_get_page (window), ==, "compare");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
  ids = bx_compare_view_dup_ruleset_ids (view);
  g_assert_cmpuint (g_strv_length (ids), ==, 2);
  g_assert_cmpstr (ids[0], ==, "shuanglu/ping");
  g_assert_cmpstr (ids[1], ==, "shuanglu/dashi");
  g_assert_cmpuint (bx_comparison_n_differ (bx_compare_view_get_comparison (view)), >, 0);

  /* The pickers' search finds a ruleset by its id or either name, anywhere in them. */
  {
    GtkWidget *selector = find_type (GTK_WIDGET (view), GTK_TYPE_DROP_DOWN);

    g_assert_nonnull (selector);
    g_assert_true (search_finds (selector, "xiazan", "Xiazan Shuanglu"));
    g_assert_true (search_finds (selector, "Xia", "Xiazan Shuanglu"));
    g_assert_true (search_finds (selector, "shuanglu/xia", "Xiazan Shuanglu"));
    g_assert_true (search_finds (selector, "下", "Xiazan Shuanglu"));
    g_assert_false (search_finds (selector, "no such ruleset", "Xiazan Shuanglu"));
  }

  /* Adding and removing columns, up to four and down to two. */
  for (guint i = 0; i < 3; i++)
    gtk_widget_activate_action (GTK_WIDGET (view), "compare.add-ruleset", NULL);
  g_assert_cmpuint (bx_compare_view_get_comparison (view)->n_rulesets, ==, 4);
  for (guint i = 0; i < 3; i++)
    gtk_widget_activate_action (GTK_WIDGET (view), "compare.remove-ruleset", NULL);
  g_assert_cmpuint (bx_compare_view_get_comparison (view)->n_rulesets, ==, 2);

  close_window (window);
}

/* 平雙陸 against 下囋: the doubles differ and cite 下囋's clauses; the rest is folded; a
 * clause opens in the reader. */
static void
test_compare_xiazan (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestCompareXiazan",
                                                     G_APPLICATION_NON_UNIQUE);
  const char *ids[] = { "shuanglu/ping", "shuanglu/xiazan", NULL };
  g_autoptr(GError) error = NULL;
  BxWindow *window = open_window (app);
  BxCompareView *view = BX_COMPARE_VIEW (bx_window_get_area (window, "compare"));
  GtkWidget *rules, *cell, *cite, *fold, *folded_cell, *expander_child;
  BxReaderView *reader;
  const BxComparison *cmp;
  guint n_same = 0;

  bx_window_show_page (window, "compare");
  g_assert_true (bx_compare_view_set_rulesets (view, ids, &error));
  g_assert_no_error (error);
  bx_gtk_test_spin ();
  cmp = bx_compare_view_get_comparison (view);
  rules = bx_compare_view_get_rules_box (view);

  /* The doubles row differs in both columns, and 下囋's cell cites its own section. */
  cell = bx_gtk_test_find_named (rules, "ping.doubles:1");
  g_assert_nonnull (cell);
  g_assert_true (gtk_widget_has_css_class (cell, "differs"));
  g_assert_true (gtk_widget_has_css_class (bx_gtk_test_find_named (rules, "ping.doubles:0"), "differs"));
  cite = bx_gtk_test_find_named (cell, "cites");
  g_assert_true (GTK_IS_LABEL (cite));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (cite)),
                            "href=\"pushuang.xiazan.2\""));
  /* 平雙陸's cell cites nothing: its rule is conjectured from 下囋's and 大食's doubles
   * clauses, which state the opposite rule, so they are named in its rationale and are not
   * shown as its sources (newcomer review 8, finding 8). */
  cite = bx_gtk_test_find_named (bx_gtk_test_find_named (rules, "ping.doubles:0"), "cites");
  g_assert_null (strstr (gtk_label_get_label (GTK_LABEL (cite)), "pushuang.xiazan"));
  g_assert_null (strstr (gtk_label_get_label (GTK_LABEL (cite)), "pushuang.dashi.9"));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (cite)), ==, "");
  /* A rule only 下囋 has: an empty cell for 平雙陸. */
  g_assert_true (gtk_widget_has_css_class (bx_gtk_test_find_named (rules, "xiazan.same:0"), "missing"));

  /* Every row alike is folded: in its topic's collapsed expander, and not highlighted. */
  for (guint i = 0; i < cmp->rows->len; i++)
    {
      const BxCompareRow *row = g_ptr_array_index (cmp->rows, i);
      g_autofree char *name = g_strdup_printf ("%s:0", row->rule_id);
      g_autofree char *fold_name = g_strdup_printf ("identical-%s",
                                                    bx_topic_to_string (row->topic));
      GtkWidget *expander = bx_gtk_test_find_named (rules, fold_name);

      folded_cell = bx_gtk_test_find_named (rules, name);
      if (row->differs)
        {
          g_assert_nonnull (folded_cell);
          g_assert_null (gtk_widget_get_ancestor (folded_cell, GTK_TYPE_EXPANDER));
          continue;
        }
      /* A collapsed GtkExpander keeps its child out of the widget tree. */
      g_assert_null (folded_cell);
      g_assert_nonnull (expander);
      g_assert_false (gtk_expander_get_expanded (GTK_EXPANDER (expander)));
      folded_cell = bx_gtk_test_find_named (gtk_expander_get_child (GTK_EXPANDER (expander)), name);
      g_assert_nonnull (folded_cell);
      g_assert_false (gtk_widget_has_css_class (folded_cell, "differs"));
      n_same++;
    }
  g_assert_cmpuint (n_same, ==, cmp->rows->len - bx_comparison_n_differ (cmp));
  g_assert_cmpuint (n_same, >, 0);
  fold = bx_gtk_test_find_named (rules, "identical-setup");
  g_assert_nonnull (fold);
  gtk_expander_set_expanded (GTK_EXPANDER (fold), TRUE);
  bx_gtk_test_spin ();
  expander_child = gtk_expander_get_child (GTK_EXPANDER (fold));
  g_assert_true (gtk_widget_get_mapped (expander_child));

  /* A cell's clause opens in the reader. */
  {
    gboolean handled = FALSE;

    g_signal_emit_by_name (cite, "activate-link", "pushuang.xiazan.2", &handled);
    g_assert_true (handled);
  }
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_window_get_page (window), ==, "reader");
  reader = BX_READER_VIEW (adw_bin_get_child (ADW_BIN (bx_window_get_area (window, "reader"))));
  wait_for_clause (reader, "pushuang.xiazan.2");

  close_window (window);
}

static BxRuleset *
load_ruleset (BxRulesetLibrary *library,
              const char       *id)
{
  BxRuleset *ruleset = bx_ruleset_library_get (library, id);

  g_assert_nonnull (ruleset);
  return ruleset;
}

/* Twin boards step in lock-step, and 平雙陸 and 下囋 part on some seed. */
/* Issue 17: in three columns, only the cell apart from the two alike is marked, and within
 * it the part that differs; every rule folds its engine params behind an expander. */
static void
test_compare_cells (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestCompareCells",
                                                     G_APPLICATION_NON_UNIQUE);
  const char *ids[] = { "shuanglu/ping", "shuanglu/ping", "shuanglu/xiazan", NULL };
  g_autoptr(GError) error = NULL;
  BxWindow *window = open_window (app);
  BxCompareView *view = BX_COMPARE_VIEW (bx_window_get_area (window, "compare"));
  GtkWidget *rules, *cell, *expander, *part;
  const BxComparison *cmp;
  guint n_checked = 0;

  bx_window_show_page (window, "compare");
  g_assert_true (bx_compare_view_set_rulesets (view, ids, &error));
  g_assert_no_error (error);
  bx_gtk_test_spin ();
  cmp = bx_compare_view_get_comparison (view);
  rules = bx_compare_view_get_rules_box (view);

  for (guint i = 0; i < cmp->rows->len; i++)
    {
      const BxCompareRow *row = g_ptr_array_index (cmp->rows, i);
      g_autofree char *name0 = g_strdup_printf ("%s:0", row->rule_id);
      g_autofree char *name1 = g_strdup_printf ("%s:1", row->rule_id);
      g_autofree char *name2 = g_strdup_printf ("%s:2", row->rule_id);

      if (!row->differs)
        continue;
      /* The two 平雙陸 columns agree: only 下囋's cell is marked. */
      g_assert_cmpuint (row->cell_differs[0], ==, 0);
      g_assert_cmpuint (row->cell_differs[1], ==, 0);
      g_assert_cmpuint (row->cell_differs[2], !=, 0);
      g_assert_false (gtk_widget_has_css_class (bx_gtk_test_find_named (rules, name0), "differs"));
      g_assert_false (gtk_widget_has_css_class (bx_gtk_test_find_named (rules, name1), "differs"));
      g_assert_true (gtk_widget_has_css_class (bx_gtk_test_find_named (rules, name2), "differs"));
      n_checked++;
    }
  g_assert_cmpuint (n_checked, >, 0);

  /* The doubles rule: 下囋 states it otherwise, and its statement is what is marked. */
  cell = bx_gtk_test_find_named (rules, "ping.doubles:2");
  g_assert_nonnull (cell);
  part = bx_gtk_test_find_named (cell, "statement");
  g_assert_nonnull (part);
  g_assert_true (gtk_widget_has_css_class (part, "differs"));
  g_assert_false (gtk_widget_has_css_class (bx_gtk_test_find_named (bx_gtk_test_find_named (
                    rules, "ping.doubles:0"), "statement"), "differs"));

  /* No raw params inline: they are in a collapsed "Engine parameters" expander. */
  expander = bx_gtk_test_find_named (cell, "engine-params");
  g_assert_true (GTK_IS_EXPANDER (expander));
  g_assert_false (gtk_expander_get_expanded (GTK_EXPANDER (expander)));
  g_assert_cmpstr (gtk_expander_get_label (GTK_EXPANDER (expander)), ==, "Engine parameters");
  for (GtkWidget *child = gtk_widget_get_first_child (cell); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    g_assert_false (gtk_widget_has_css_class (child, "compare-params"));
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  bx_gtk_test_spin ();
  part = gtk_expander_get_child (GTK_EXPANDER (expander));
  g_assert_true (gtk_widget_get_mapped (part));

  /* Two columns that differ: both cells are marked. */
  {
    const char *two[] = { "shuanglu/ping", "shuanglu/xiazan", NULL };

    g_assert_true (bx_compare_view_set_rulesets (view, two, &error));
    bx_gtk_test_spin ();
    g_assert_true (gtk_widget_has_css_class (bx_gtk_test_find_named (rules, "ping.doubles:0"),
                                             "differs"));
    g_assert_true (gtk_widget_has_css_class (bx_gtk_test_find_named (rules, "ping.doubles:1"),
                                             "differs"));
  }
  close_window (window);
}

/* Issue 17: a rule's statements in the reader's language, in one helper. */
static void
test_statements_for_ui (void)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_assert_cmpint (bx_ui_script ("zh_CN.UTF-8"), ==, BX_UI_SCRIPT_SIMPLIFIED);
  g_assert_cmpint (bx_ui_script ("zh_TW"), ==, BX_UI_SCRIPT_TRADITIONAL);
  g_assert_cmpint (bx_ui_script ("en_GB"), ==, BX_UI_SCRIPT_NONE);
  g_assert_true (bx_statements_for_ui ("Two dice.", "擲兩骰。", "zh_CN", &first, &second));
  g_assert_cmpstr (first, ==, "掷两骰。");
  g_assert_cmpstr (second, ==, "Two dice.");
  g_clear_pointer (&first, g_free);
  g_clear_pointer (&second, g_free);
  g_assert_false (bx_statements_for_ui ("Two dice.", "擲兩骰。", "zh_TW", &first, &second));
  g_assert_cmpstr (first, ==, "擲兩骰。");
  g_assert_cmpstr (second, ==, "Two dice.");
  g_clear_pointer (&first, g_free);
  g_clear_pointer (&second, g_free);
  g_assert_false (bx_statements_for_ui ("Two dice.", "擲兩骰。", "C", &first, &second));
  g_assert_cmpstr (first, ==, "Two dice.");
  g_assert_cmpstr (second, ==, "擲兩骰。");
}

/* Issue 17: under zh_CN the citation panel shows each rule's Chinese statement first, in
 * simplified characters marked as converted, and the English one second; and its Chinese
 * rationale, simplified (as written under zh_TW, the English one under English). */
static void
test_citation_zh_cn (void)
{
  BxLibrary *shared = bx_library_get_default ();
  BxRuleset *ruleset = bx_library_get_ruleset (shared, "shuanglu/ping");
  g_autoptr(GError) error = NULL;
  g_autoptr(BxGame) game = bx_game_new (ruleset, &error);
  GtkWidget *panel = g_object_ref_sink (bx_citation_panel_new ());
  g_autofree char *old_language = g_strdup (g_getenv ("LANGUAGE"));
  BxMove move = { 0 };
  guint n_converted = 0;
  guint n_rationales = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < bx_ruleset_get_n_rules (ruleset) && move.n_rules < 4; i++)
    if (bx_ruleset_get_rule (ruleset, i)->statement_zh != NULL)
      move.rules[move.n_rules++] = i;
  g_assert_cmpuint (move.n_rules, >, 0);
  g_setenv ("LANGUAGE", "zh_CN", TRUE);
  g_assert_cmpint (bx_ui_script (NULL), ==, BX_UI_SCRIPT_SIMPLIFIED);
  bx_citation_panel_set_corpus (BX_CITATION_PANEL (panel), bx_library_get_corpus (shared));
  bx_citation_panel_show_move (BX_CITATION_PANEL (panel), game, &move, "Last move", NULL);
  {
    /* The rule boxes, in order: each one's first statement is its Chinese one, simplified. */
    GtkWidget *rule_box = NULL;
    GtkWidget *stack[64];
    guint depth = 0;
    guint n_rules = 0;

    stack[depth++] = panel;
    while (depth > 0)
      {
        GtkWidget *w = stack[--depth];

        if (gtk_widget_has_css_class (w, "citation-rule"))
          {
            const BxRule *rule = bx_ruleset_get_rule (ruleset, move.rules[n_rules]);
            g_autofree char *simplified = bx_to_simplified (rule->statement_zh);
            GtkWidget *first = bx_gtk_test_find_named (w, "statement");
            GtkWidget *second = bx_gtk_test_find_named (w, "statement-second");

            rule_box = w;
            g_assert_nonnull (first);
            g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (first)), ==, simplified);
            g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (second)), ==, rule->statement_en);
            /* The first statement comes before the second. */
            g_assert_true (gtk_widget_get_next_sibling (first) != NULL);
            if (g_strcmp0 (simplified, rule->statement_zh) != 0)
              {
                g_assert_nonnull (bx_gtk_test_find_named (w, "converted"));
                n_converted++;
              }
            else
              g_assert_null (bx_gtk_test_find_named (w, "converted"));
            /* Why this reading: the Chinese rationale, simplified, in place of the English. */
            if (rule->rationale != NULL)
              {
                GtkWidget *why = bx_gtk_test_find_named (w, "rationale");
                g_autofree char *why_zh = bx_to_simplified (rule->rationale_zh);

                g_assert_nonnull (rule->rationale_zh);
                g_assert_nonnull (why);
                g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (why)), why_zh));
                g_assert_null (strstr (gtk_label_get_label (GTK_LABEL (why)),
                                       rule->rationale));
                n_rationales++;
              }
            n_rules++;
            continue;
          }
        for (GtkWidget *c = gtk_widget_get_last_child (w); c != NULL;
             c = gtk_widget_get_prev_sibling (c))
          {
            g_assert_cmpuint (depth, <, G_N_ELEMENTS (stack));
            stack[depth++] = c;
          }
      }
    g_assert_nonnull (rule_box);
    g_assert_cmpuint (n_rules, ==, move.n_rules);
  }
  g_assert_cmpuint (n_converted, >, 0);
  g_assert_cmpuint (n_rationales, >, 0);

  /* Under zh_TW: the Chinese statement first, as written. */
  g_setenv ("LANGUAGE", "zh_TW", TRUE);
  /* (Another heading: the panel does not rebuild for the move it shows.) */
  bx_citation_panel_show_move (BX_CITATION_PANEL (panel), game, &move, "Example", NULL);
  {
    const BxRule *rule = bx_ruleset_get_rule (ruleset, move.rules[0]);
    GtkWidget *first = bx_gtk_test_find_named (panel, "statement");

    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (first)), ==, rule->statement_zh);
    g_assert_null (bx_gtk_test_find_named (panel, "converted"));
  }
  /* The rationale as written under zh_TW, the English one under English. */
  for (guint i = 0; i < move.n_rules; i++)
    {
      const BxRule *rule = bx_ruleset_get_rule (ruleset, move.rules[i]);
      GtkWidget *why;

      if (rule->rationale == NULL)
        continue;
      why = bx_gtk_test_find_named (panel, "rationale");
      g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (why)), rule->rationale_zh));
      g_setenv ("LANGUAGE", "en", TRUE);
      bx_citation_panel_show_move (BX_CITATION_PANEL (panel), game, &move, "Last move", NULL);
      why = bx_gtk_test_find_named (panel, "rationale");
      g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (why)), rule->rationale));
      break;
    }
  if (old_language != NULL)
    g_setenv ("LANGUAGE", old_language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  g_object_unref (panel);
}

/* Newcomer review 8 and 9: the pickers (game chooser, new game, compare, twin boards), the
 * compare headings, the statistics, prompts and the 打馬 board's title showed the rulesets'
 * Chinese names as written, traditional, under zh_CN, while the Rules list converts them. */
static void
test_ruleset_pair (void)
{
  BxRuleset *ruleset = bx_library_get_ruleset (bx_library_get_default (), "shuanglu/ping");
  g_autofree char *old_language = g_strdup (g_getenv ("LANGUAGE"));
  g_autofree char *cn = NULL;
  g_autofree char *tw = NULL;
  g_autofree char *en = NULL;
  g_autofree char *cn_alone = NULL;
  g_autofree char *tw_alone = NULL;

  g_assert_cmpstr (bx_ruleset_get_name_zh (ruleset), ==, "平雙陸");
  g_setenv ("LANGUAGE", "zh_CN", TRUE);
  cn = bx_ruleset_pair_for_ui (ruleset);
  cn_alone = bx_ruleset_zh_for_ui (ruleset);
  g_setenv ("LANGUAGE", "zh_TW", TRUE);
  tw = bx_ruleset_pair_for_ui (ruleset);
  tw_alone = bx_ruleset_zh_for_ui (ruleset);
  g_setenv ("LANGUAGE", "en", TRUE);
  en = bx_ruleset_pair_for_ui (ruleset);
  if (old_language != NULL)
    g_setenv ("LANGUAGE", old_language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  g_assert_true (g_str_has_prefix (cn, "平双陆  "));
  g_assert_true (g_str_has_prefix (tw, "平雙陸  "));
  g_assert_true (g_str_has_prefix (en, "平雙陸  "));
  g_assert_cmpstr (cn + strlen ("平双陆  "), ==, bx_ruleset_get_name_en (ruleset));
  /* The name alone (compare headings, stats legends, prompts, the 打馬 board's title). */
  g_assert_cmpstr (cn_alone, ==, "平双陆");
  g_assert_cmpstr (tw_alone, ==, "平雙陸");
}

static void
test_twin_boards (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestTwin",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window = open_window (app);
  BxCompareView *view = BX_COMPARE_VIEW (bx_window_get_area (window, "compare"));
  BxRulesetLibrary *library = bx_window_get_ruleset_library (window);
  BxTwinView *twin_view = BX_TWIN_VIEW (bx_compare_view_get_twin_view (view));
  g_autoptr(GError) error = NULL;
  BxTwinDivergence why = BX_TWIN_SAME;
  gboolean diverged = FALSE;
  GtkWidget *chooser;

  bx_window_show_page (window, "compare");
  bx_compare_view_show_section (view, "twin");
  bx_gtk_test_spin ();
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (twin_view)));
  /* The keys work wherever the focus is while the twin boards are shown. */
  g_assert_true (bx_twin_view_set_rulesets (twin_view, load_ruleset (library, "shuanglu/ping"),
                                            load_ruleset (library, "shuanglu/xiazan"),
                                            &error));
  g_assert_no_error (error);
  g_assert_true (run_managed_shortcut (GTK_WIDGET (twin_view), "<Control>Right"));
  g_assert_cmpuint (bx_twin_get_n_steps (bx_twin_view_get_twin (twin_view)), ==, 1);
  g_assert_true (run_managed_shortcut (GTK_WIDGET (twin_view), "<Control>End"));
  g_assert_cmpuint (bx_twin_get_n_steps (bx_twin_view_get_twin (twin_view)), >, 1);
  g_assert_true (bx_twin_view_set_rulesets (twin_view, load_ruleset (library, "shuanglu/ping"),
                                            load_ruleset (library, "shuanglu/xiazan"),
                                            &error));
  g_assert_no_error (error);
  g_assert_true (g_type_is_a (G_OBJECT_TYPE (bx_twin_view_get_board (twin_view, 0)),
                              g_type_from_name ("BxShuangluBoard")));

  /* Lock-step: each step throws once on both boards, on the same stream. */
  for (guint64 seed = 1; seed <= 40 && !diverged; seed++)
    {
      bx_twin_view_set_seed (twin_view, seed);
      for (guint i = 0; i < 6; i++)
        {
          BxTwin *twin = bx_twin_view_get_twin (twin_view);
          BxThrow next[2];

          bx_twin_next_throws (twin, next);
          g_assert_true (bx_throw_equal (&next[0], &next[1]));
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (twin_view), "twin.step", NULL));
          g_assert_cmpuint (bx_twin_get_n_steps (twin), ==, i + 1);
          for (guint k = 0; k < 2; k++)
            {
              BxSession *session = bx_twin_view_get_session (twin_view, k);

              g_assert_cmpuint (bx_session_get_n_history (session), ==, i + 1);
              g_assert_cmpint (bx_session_get_state (session)->player, ==,
                               bx_twin_get_state (twin, k)->player);
              g_assert_cmpint (bx_session_get_state (session)->turn, ==,
                               bx_twin_get_state (twin, k)->turn);
            }
        }
      bx_twin_view_play_to_end (twin_view);
      diverged = bx_twin_first_divergence (bx_twin_view_get_twin (twin_view), &why) >= 0;
    }
  g_assert_true (diverged);
  g_assert_cmpint (why, !=, BX_TWIN_SAME);
  g_assert_true (g_str_has_prefix (bx_twin_view_get_divergence_text (twin_view), "First"));
  g_assert_true (bx_twin_is_over (bx_twin_view_get_twin (twin_view)));

  /* Rulesets with two dice against three say so in words, not "diverged at step 1". */
  g_assert_true (bx_twin_view_set_rulesets (twin_view, load_ruleset (library, "shuanglu/ping"),
                                            load_ruleset (library, "shuanglu/dashi"),
                                            &error));
  g_assert_no_error (error);
  g_assert_cmpstr (bx_twin_view_get_divergence_text (twin_view), ==,
                   "These rulesets throw different dice (two dice against three), so the "
                   "boards cannot share one throw.");
  bx_twin_view_step (twin_view);
  g_assert_null (strstr (bx_twin_view_get_divergence_text (twin_view), "step"));
  g_assert_true (bx_twin_view_set_rulesets (twin_view, load_ruleset (library, "shuanglu/ping"),
                                            load_ruleset (library, "shuanglu/xiazan"),
                                            &error));

  /* Manual moves: the left board's legal moves are offered, and the one chosen is played. */
  bx_twin_view_set_seed (twin_view, 7);
  bx_twin_view_set_manual (twin_view, 0, TRUE);
  bx_gtk_test_spin ();
  chooser = bx_twin_view_get_move_chooser (twin_view, 0);
  g_assert_true (gtk_widget_get_visible (chooser));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (chooser))),
                    ==, bx_session_get_n_legal_moves (bx_twin_view_get_session (twin_view, 0)));
  {
    guint n = g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (chooser)));
    BxMove wanted = *bx_session_get_legal_move (bx_twin_view_get_session (twin_view, 0), n - 1);
    const BxSessionEntry *entry;

    /* The rows of the list are the moves in words, never the engine's notation. */
    for (guint i = 0; i < n; i++)
      {
        BxSession *session = bx_twin_view_get_session (twin_view, 0);
        const BxMove *move = bx_session_get_legal_move (session, i);
        g_autofree char *notation = bx_game_describe_move (bx_session_get_game (session),
                                                           bx_session_get_state (session),
                                                           move);
        g_autofree char *words = bx_move_words_text (bx_session_get_game (session),
                                                     bx_session_get_state (session), move);
        const char *row = gtk_string_list_get_string (
          GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (chooser))), i);

        g_assert_cmpstr (row, ==, words);
        g_assert_cmpstr (row, !=, notation);
        g_assert_null (strstr (row, notation));
      }
    gtk_drop_down_set_selected (GTK_DROP_DOWN (chooser), n - 1);
    g_assert_true (bx_twin_view_step (twin_view));
    entry = bx_session_get_last_entry (bx_twin_view_get_session (twin_view, 0));
    g_assert_true (bx_move_equal (&entry->move, &wanted));
    /* So is the line that tells the board's last step. */
    for (guint k = 0; k < 2; k++)
      {
        BxSession *session = bx_twin_view_get_session (twin_view, k);
        const BxSessionEntry *last = bx_session_get_last_entry (session);
        g_autofree char *notation = bx_game_describe_move (bx_session_get_game (session),
                                                           &last->before, &last->move);
        g_autofree char *words = bx_move_words_text (bx_session_get_game (session),
                                                     &last->before, &last->move);
        const char *line = bx_twin_view_get_last_text (twin_view, k);

        g_assert_nonnull (strstr (line, words));
        g_assert_null (strstr (line, notation));
      }
  }
  bx_twin_view_set_manual (twin_view, 0, FALSE);
  bx_gtk_test_spin ();
  g_assert_false (gtk_widget_get_visible (chooser));

  close_window (window);
}

/* Newcomer review 8, finding 1: each twin board gets at least the least size its family
 * declares, at the default window size and a larger one, for every family; the two boards
 * never overlap, and two 雙陸 boards sit side by side when there is room. */
static void
test_twin_sizes (void)
{
  static const char *pairs[][2] = {
    { "shuanglu/ping", "shuanglu/dashi" }, { "sai/daibo", "sai/daiyi" },
    { "liubo/gubojing", "liubo/seed001" }, { "ruqi/youzhao", "ruqi/youzhao-step" },
    { "dama/yijing", "dama/txz" }, { "chuhong/zhifa", "chuhong/zhifa" },
  };
  /* The default window and a large one that still fits xvfb-run's 1280x1024 screen. */
  static const int sizes[][2] = { { 1000, 700 }, { 1260, 900 } };
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestTwinSizes",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window = open_window (app);
  BxCompareView *view = BX_COMPARE_VIEW (bx_window_get_area (window, "compare"));
  BxRulesetLibrary *library = bx_window_get_ruleset_library (window);
  BxTwinView *twin_view = BX_TWIN_VIEW (bx_compare_view_get_twin_view (view));

  bx_window_show_page (window, "compare");
  bx_compare_view_show_section (view, "twin");
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint p = 0; p < G_N_ELEMENTS (pairs); p++)
      {
        g_autoptr(GError) error = NULL;
        graphene_rect_t bounds[2];

        gtk_window_set_default_size (GTK_WINDOW (window), sizes[s][0], sizes[s][1]);
        g_assert_true (bx_twin_view_set_rulesets (twin_view,
                                                  load_ruleset (library, pairs[p][0]),
                                                  load_ruleset (library, pairs[p][1]),
                                                  &error));
        g_assert_no_error (error);
        bx_twin_view_step (twin_view);
        bx_gtk_test_spin ();
        /* A board of a new family is laid out at the next frame. */
        {
          gboolean timed_out = FALSE;
          guint id = g_timeout_add (BX_TEST_WAIT_MS, bx_gtk_test_flag_cb, &timed_out);

          while (!timed_out && (gtk_widget_get_width (bx_twin_view_get_board (twin_view, 0)) == 0
                                || gtk_widget_get_width (bx_twin_view_get_board (twin_view, 1))
                                   == 0))
            g_main_context_iteration (NULL, TRUE);
          if (!timed_out)
            g_source_remove (id);
        }
        /* The default size counts the client-side frame's margins too. */
        g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >, sizes[s][0] - 40);
        g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, sizes[s][0]);
        for (guint k = 0; k < 2; k++)
          {
            GtkWidget *board = bx_twin_view_get_board (twin_view, k);
            int min_w, min_h;

            gtk_widget_measure (board, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
            gtk_widget_measure (board, GTK_ORIENTATION_VERTICAL, -1, &min_h, NULL, NULL, NULL);
            if (g_test_verbose ())
              g_printerr ("%dx%d %s: %dx%d (least %dx%d)\n", sizes[s][0], sizes[s][1],
                          pairs[p][k], gtk_widget_get_width (board),
                          gtk_widget_get_height (board), min_w, min_h);
            g_assert_cmpint (gtk_widget_get_width (board), >=, min_w);
            g_assert_cmpint (gtk_widget_get_height (board), >=, min_h);
            /* A drawn board is not put in a wide, short strip (where it was drawn at its
             * least size with its labels overprinting): it keeps its proportions. */
            if (BX_BOARD_GET_CLASS (board)->natural_width > 0)
              {
                BxBoardClass *klass = BX_BOARD_GET_CLASS (board);
                int want = MIN (klass->natural_height, gtk_widget_get_width (board)
                                * klass->natural_height / klass->natural_width);

                g_assert_cmpint (gtk_widget_get_height (board), >=, want - 1);
              }
            g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &bounds[k]));
          }
        g_assert_false (graphene_rect_intersection (&bounds[0], &bounds[1], NULL));
        if (p == 0)
          g_assert_cmpfloat (bounds[0].origin.y, ==, bounds[1].origin.y);
      }

  /* A ruleset no engine plays: no empty boards, the reason instead, nothing to step. */
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (bx_twin_view_set_rulesets (twin_view, load_ruleset (library, "dama/yijing"),
                                               load_ruleset (library, "dama/xuanhe"), &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
    bx_gtk_test_spin ();
    g_assert_false (gtk_widget_get_mapped (bx_twin_view_get_board (twin_view, 0)));
    g_assert_nonnull (strstr (bx_twin_view_get_divergence_text (twin_view), "cannot be played"));
    g_assert_null (bx_twin_view_get_twin (twin_view));
    gtk_widget_activate_action (GTK_WIDGET (twin_view), "twin.step", NULL);
    g_assert_null (bx_twin_view_get_twin (twin_view));
  }
  close_window (window);
}

int
main (int    argc,
      char **argv)
{
  int status;

  bx_gtk_test_init (&argc, &argv);

  db_path = bx_gtk_test_import_corpus ("boxi-test-compare-XXXXXX", &tmp_dir);

  g_test_add_func ("/app/compare/default", test_compare_default);
  g_test_add_func ("/app/compare/xiazan", test_compare_xiazan);
  g_test_add_func ("/app/compare/twin", test_twin_boards);
  g_test_add_func ("/app/compare/twin-sizes", test_twin_sizes);
  g_test_add_func ("/app/compare/cells", test_compare_cells);
  g_test_add_func ("/app/compare/statements-for-ui", test_statements_for_ui);
  g_test_add_func ("/app/compare/citation-zh-cn", test_citation_zh_cn);
  g_test_add_func ("/app/compare/ruleset-pair", test_ruleset_pair);

  status = g_test_run ();

  bx_gtk_test_remove_corpus (db_path, tmp_dir);
  return status;
}
