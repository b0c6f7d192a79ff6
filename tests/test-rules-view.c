/* test-rules-view.c: the Rules page (issue 15): --page rules, F1, a ruleset's rules by topic,
 * a rule's example board, the tutorial's check, keyboard navigation, the welcome on first
 * launch only
 *
 * With BOXI_RULES_SHOTS=DIR the tests also write the window as PNGs there (rules-*.png).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "bx-application.h"
#include "bx-board.h"
#include "bx-gtk-test-util.h"
#include "bx-library.h"
#include "bx-play-view.h"
#include "bx-reader-view.h"
#include "bx-rules-view.h"
#include "bx-text-util.h"
#include "bx-window.h"

/* Writes @window as $BOXI_RULES_SHOTS/@name when that is set. */
static void
maybe_shot (GtkWidget  *window,
            const char *name)
{
  const char *dir = g_getenv ("BOXI_RULES_SHOTS");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  gint64 until = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;
  int w, h;

  if (dir == NULL)
    return;
  /* The page just built is laid out and drawn within a few frames. */
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  w = gtk_widget_get_width (window);
  h = gtk_widget_get_height (window);
  paintable = gtk_widget_paintable_new (window);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), w, h);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, w, h));
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("wrote %s", path);
}

/* A click on a button (its action runs at once; ::activate would wait for an animation). */
static void
click (GtkWidget *button)
{
  g_assert_true (GTK_IS_BUTTON (button));
  g_signal_emit_by_name (button, "clicked");
}

static BxRulesView *
rules_view_of (BxWindow *window)
{
  return BX_RULES_VIEW (bx_window_get_area (window, "rules"));
}

/* A new app's window; @id keeps the apps of the tests apart on the session bus. */
static BxWindow *
open_window (BxApplication *app)
{
  BxWindow *window;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_activate (G_APPLICATION (app));
  window = BX_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  bx_gtk_test_spin ();
  return window;
}

static void
close_window (BxWindow *window)
{
  gtk_window_close (GTK_WINDOW (window));
  bx_gtk_test_spin ();
}

/* The number of widgets at or below @root that have the CSS class @css_class. */
static guint
count_class (GtkWidget  *root,
             const char *css_class)
{
  guint n = gtk_widget_has_css_class (root, css_class) ? 1 : 0;

  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n += count_class (c, css_class);
  return n;
}

/* The row of a list at or below @root with a label that begins with @prefix, or NULL. */
static GtkListBoxRow *
find_row_labelled (GtkWidget  *root,
                   const char *prefix)
{
  if (GTK_IS_LABEL (root) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (root)), prefix))
    return GTK_LIST_BOX_ROW (gtk_widget_get_ancestor (root, GTK_TYPE_LIST_BOX_ROW));
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkListBoxRow *row = find_row_labelled (c, prefix);

      if (row != NULL)
        return row;
    }
  return NULL;
}

/* The widget of @type at or below @root. */
static GtkWidget *
find_type (GtkWidget *root,
           GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_type (c, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
activate_row (GtkListBoxRow *row)
{
  g_assert_nonnull (row);
  g_signal_emit_by_name (gtk_widget_get_parent (GTK_WIDGET (row)), "row-activated", row);
  bx_gtk_test_spin ();
}

/* The Reader's search finds articles and rules: an article's hit, labelled with its title,
 * opens the Rules page on the article at the paragraph found; a rule's hit opens the rule. */
static void
test_search_opens_rules (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestRulesSearch",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window = open_window (app);
  BxRulesView *rules = rules_view_of (window);
  GtkWidget *reader = find_type (bx_window_get_area (window, "reader"), BX_TYPE_READER_VIEW);
  GtkWidget *content = bx_rules_view_get_content (rules);
  GtkListBoxRow *row;

  g_assert_nonnull (reader);
  bx_window_show_page (window, "reader");
  bx_reader_view_search (BX_READER_VIEW (reader), "backgammon");
  bx_gtk_test_spin ();
  /* Labelled with the article's title, not the family's id. */
  g_assert_null (find_row_labelled (reader, "Article · shuanglu"));
  row = find_row_labelled (reader, "Article · Shuanglu");
  activate_row (row);
  g_assert_cmpstr (bx_window_get_page (window), ==, "rules");
  g_assert_cmpstr (bx_rules_view_get_location (rules), ==, "family/shuanglu");
  g_assert_nonnull (bx_gtk_test_find_named (content, "rules-found"));
  maybe_shot (GTK_WIDGET (window), "rules-search-article.png");

  bx_window_show_page (window, "reader");
  bx_reader_view_search (BX_READER_VIEW (reader), "bear off");
  bx_gtk_test_spin ();
  row = find_row_labelled (reader, "Rule · ");
  activate_row (row);
  g_assert_cmpstr (bx_window_get_page (window), ==, "rules");
  g_assert_true (g_str_has_prefix (bx_rules_view_get_location (rules), "rule/"));
  g_assert_nonnull (bx_gtk_test_find_named (content, "rules-board"));
  close_window (window);
}

/* The first test: a first launch opens on the welcome, and marks it shown; the next launch
 * (the settings are the process's memory backend) opens where it always did. */
static void
test_welcome_first_launch (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.boxi.Boxi");
  BxWindow *window;

  g_settings_reset (settings, "welcome-shown");
  {
    g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestWelcome1",
                                                       G_APPLICATION_NON_UNIQUE);

    window = open_window (app);
    g_assert_cmpstr (bx_window_get_page (window), ==, "rules");
    g_assert_cmpstr (bx_rules_view_get_location (rules_view_of (window)), ==, "welcome");
    g_assert_nonnull (bx_gtk_test_find_named (bx_rules_view_get_content (rules_view_of (window)),
                                              "welcome"));
    g_assert_true (g_settings_get_boolean (settings, "welcome-shown"));
    maybe_shot (GTK_WIDGET (window), "rules-welcome.png");

    /* "Learn a game" opens a family's article. */
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (rules_view_of (window)),
                                               "rules.learn", NULL));
    bx_gtk_test_spin ();
    g_assert_true (g_str_has_prefix (bx_rules_view_get_location (rules_view_of (window)),
                                     "family/"));
    close_window (window);
  }
  {
    g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestWelcome2",
                                                       G_APPLICATION_NON_UNIQUE);

    window = open_window (app);
    g_assert_cmpstr (bx_window_get_page (window), ==, "reader");
    /* The menu's Welcome shows it again. */
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-welcome", NULL));
    bx_gtk_test_spin ();
    g_assert_cmpstr (bx_window_get_page (window), ==, "rules");
    g_assert_cmpstr (bx_rules_view_get_location (rules_view_of (window)), ==, "welcome");
    close_window (window);
  }
}

static gboolean
page_rules_cb (gpointer data)
{
  BxApplication *app = data;
  BxWindow *window = BX_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));

  g_assert_nonnull (window);
  g_assert_cmpstr (bx_window_get_page (window), ==, "rules");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (rules_view_of (window))));
  gtk_window_close (GTK_WINDOW (window));
  return G_SOURCE_REMOVE;
}

static void
test_page_option (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestRulesPage",
                                                     G_APPLICATION_NON_UNIQUE);
  char *argv[] = { (char *) "boxi", (char *) "--page", (char *) "rules", NULL };

  g_timeout_add (1000, page_rules_cb, app);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 3, argv), ==, 0);
  bx_gtk_test_spin ();
}

/* F1 from the Play page shows the article of the family of the game being played; the
 * keyboard goes back with Alt+Left (Escape), and from that article back to the game. */
static void
test_f1 (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestRulesF1",
                                                     G_APPLICATION_NON_UNIQUE);
  g_autoptr(GError) error = NULL;
  BxWindow *window = open_window (app);
  BxRulesView *rules = rules_view_of (window);
  BxPlayView *play = BX_PLAY_VIEW (gtk_widget_get_ancestor (bx_window_get_area (window, "board"),
                                                            BX_TYPE_PLAY_VIEW));
  GtkWidget *content = bx_rules_view_get_content (rules);

  g_assert_true (bx_play_view_new_game (play, "liubo/gubojing", 7, &error));
  g_assert_no_error (error);
  bx_window_show_page (window, "play");
  bx_gtk_test_spin ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules-help", NULL));
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_window_get_page (window), ==, "rules");
  g_assert_cmpstr (bx_rules_view_get_location (rules), ==, "family/liubo");
  /* The article draws the Play page's board and the chart of the throws. */
  g_assert_true (BX_IS_BOARD (bx_gtk_test_find_named (content, "rules-board")));
  g_assert_true (gtk_widget_get_mapped (bx_gtk_test_find_named (content, "rules-board")));
  g_assert_nonnull (bx_gtk_test_find_named (content, "throw-chart"));
  maybe_shot (GTK_WIDGET (window), "rules-article-liubo.png");
  /* The end of the article: its rulesets and glossary. */
  if (g_getenv ("BOXI_RULES_SHOTS") != NULL)
    {
      GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (
        GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (content, GTK_TYPE_SCROLLED_WINDOW)));

      gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
      maybe_shot (GTK_WIDGET (window), "rules-article-liubo-end.png");
    }

  /* Into a ruleset, and back with the keyboard's Alt+Left action. */
  bx_rules_view_show_ruleset (rules, "liubo/gubojing");
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_rules_view_get_location (rules), ==, "ruleset/liubo/gubojing");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (rules), "rules.back", NULL));
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_rules_view_get_location (rules), ==, "family/liubo");
  /* The focus is on the page, for Tab and Enter. */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

    g_assert_nonnull (focus);
    g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (rules)));
  }
  /* Back once more, from the page F1 opened: to the game where F1 was pressed. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (rules), "rules.back", NULL));
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_window_get_page (window), ==, "play");
  /* Back on that page afterwards (reached by the page switcher) goes back in its history. */
  bx_window_show_page (window, "rules");
  bx_rules_view_show_ruleset (rules, "liubo/gubojing");
  bx_gtk_test_spin ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (rules), "rules.back", NULL));
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_window_get_page (window), ==, "rules");
  g_assert_cmpstr (bx_rules_view_get_location (rules), ==, "family/liubo");

  /* The family's Ctrl+4 page is the same view. */
  bx_window_show_page (window, "reader");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rules"));
  g_assert_cmpstr (bx_window_get_page (window), ==, "rules");
  close_window (window);
}

/* A ruleset's page lists each of its rules once, under the heading of its topic, in the
 * order of the topics. */
static void
test_ruleset_by_topic (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestRulesTopic",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window = open_window (app);
  BxRulesView *rules = rules_view_of (window);
  GtkWidget *content = bx_rules_view_get_content (rules);
  BxRuleset *rs = bx_library_get_ruleset (bx_library_get_default (), "shuanglu/ping");
  int topic = -1;
  guint n_rules = 0;

  bx_window_show_page (window, "rules");
  bx_rules_view_show_ruleset (rules, "shuanglu/ping");
  bx_gtk_test_spin ();
  g_assert_nonnull (bx_gtk_test_find_named (content, "play-ruleset"));
  for (GtkWidget *c = gtk_widget_get_first_child (content); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      if (gtk_widget_has_css_class (c, "rules-topic"))
        {
          BxTopic t;

          g_assert_true (bx_topic_from_string (gtk_widget_get_name (c), &t));
          g_assert_cmpint ((int) t, >, topic);
          topic = (int) t;
        }
      else if (gtk_widget_has_css_class (c, "rules-card"))
        {
          const BxRule *rule = bx_ruleset_find_rule (rs, gtk_widget_get_name (c), NULL);

          g_assert_nonnull (rule);
          g_assert_cmpint ((int) rule->topic, ==, topic);
          n_rules++;
        }
    }
  g_assert_cmpuint (n_rules, ==, bx_ruleset_get_n_rules (rs));
  g_assert_cmpuint (count_class (content, "rules-clause"), >, 0);
  /* A rule names the reconstruction it follows by its title and author, not by its id
   * (newcomer review 8, finding 13). */
  {
    GtkWidget *card = bx_gtk_test_find_named (content, "ping.doubles");

    g_assert_nonnull (card);
    g_assert_true (bx_gtk_test_label_contains (
      card, "Follows the reconstruction “Boxi defaults” by Boxi contributors"));
    g_assert_false (bx_gtk_test_label_contains (card, "rec.boxi"));
  }
  maybe_shot (GTK_WIDGET (window), "rules-ruleset-ping.png");

  /* The Play button starts the ruleset on the Play page. */
  click (bx_gtk_test_find_named (content, "play-ruleset"));
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_window_get_page (window), ==, "play");
  close_window (window);
}

/* A rule with an example draws it on a board, with a button to the Play page. */
static void
test_rule_example (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestRulesRule",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window = open_window (app);
  BxRulesView *rules = rules_view_of (window);
  GtkWidget *content = bx_rules_view_get_content (rules);
  GtkWidget *board, *open;

  bx_window_show_page (window, "rules");
  bx_rules_view_show_rule (rules, "shuanglu/ping", "ping.bearoff");
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_rules_view_get_location (rules), ==, "rule/shuanglu/ping#ping.bearoff");
  board = bx_gtk_test_find_named (content, "rules-board");
  g_assert_true (BX_IS_BOARD (board));
  g_assert_true (gtk_widget_get_mapped (board));
  g_assert_cmpint (gtk_widget_get_height (board), >=, 200);
  g_assert_nonnull (bx_board_get_session (BX_BOARD (board)));
  g_assert_nonnull (bx_gtk_test_find_named (content, "rules-citing"));
  /* Each move citing the rule is a button; pressing one marks it (and only it). */
  {
    GtkWidget *moves = bx_gtk_test_find_named (content, "citing-moves");
    GtkWidget *last = NULL;
    guint n = 0;

    g_assert_nonnull (moves);
    for (GtkWidget *c = gtk_widget_get_first_child (moves); c != NULL;
         c = gtk_widget_get_next_sibling (c))
      {
        last = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (c));
        g_assert_cmpint (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (last)), ==, n == 0);
        n++;
      }
    g_assert_cmpuint (n, >, 0);
    click (last);
    bx_gtk_test_spin ();
    g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (last)));
    if (n > 1)
      g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (
        gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (gtk_widget_get_first_child (moves))))));
  }
  maybe_shot (GTK_WIDGET (window), "rules-rule-ping-bearoff.png");

  open = bx_gtk_test_find_named (content, "open-example");
  g_assert_nonnull (open);
  click (open);
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_window_get_page (window), ==, "play");
  close_window (window);
}

/* The boards of other families, for the screenshots and to see each draws in the page. */
static void
test_other_families (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestRulesFamilies",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window = open_window (app);
  BxRulesView *rules = rules_view_of (window);
  GtkWidget *content = bx_rules_view_get_content (rules);
  const char *families[] = { "shuanglu", "sai", "dama", "chuhong", "ruqi" };

  bx_window_show_page (window, "rules");
  /* In the list, a family's base ruleset (extending none) comes right after the family. */
  {
    GtkWidget *family = bx_gtk_test_find_named (GTK_WIDGET (rules), "family/shuanglu");
    GtkWidget *next = family != NULL ? gtk_widget_get_next_sibling (family) : NULL;

    g_assert_nonnull (next);
    g_assert_cmpstr (gtk_widget_get_name (next), ==, "ruleset/shuanglu/ping");
    /* dama/txz extends dama/yijing, the last of the three that extend none: after it */
    g_assert_cmpstr (gtk_widget_get_name (gtk_widget_get_prev_sibling (
                       bx_gtk_test_find_named (GTK_WIDGET (rules), "ruleset/dama/txz"))), ==,
                     "ruleset/dama/yijing");
  }
  for (guint i = 0; i < G_N_ELEMENTS (families); i++)
    {
      g_autofree char *name = g_strdup_printf ("rules-article-%s.png", families[i]);

      bx_rules_view_show_family (rules, families[i]);
      bx_gtk_test_spin ();
      g_assert_true (g_str_has_suffix (bx_rules_view_get_location (rules), families[i]));
      g_assert_true (BX_IS_BOARD (bx_gtk_test_find_named (content, "rules-board")));
      /* Its glossary gives each term's headword and gloss, not only its id. */
      g_assert_cmpuint (count_class (content, "rules-glossary"), >, 0);
      g_assert_cmpuint (count_class (content, "rules-glossary-missing"), ==, 0);
      maybe_shot (GTK_WIDGET (window), name);
    }
  bx_rules_view_show_rule (rules, "sai/daibo", "daibo.block");
  bx_gtk_test_spin ();
  maybe_shot (GTK_WIDGET (window), "rules-rule-sai.png");
  /* A setup rule: no move applies it, the page says what the position shows. */
  bx_rules_view_show_rule (rules, "liubo/gubojing", "gubojing.fish");
  bx_gtk_test_spin ();
  g_assert_nonnull (bx_gtk_test_find_named (content, "rules-shown-by-position"));
  g_assert_true (BX_IS_BOARD (bx_gtk_test_find_named (content, "rules-board")));
  maybe_shot (GTK_WIDGET (window), "rules-rule-liubo-setup.png");
  bx_rules_view_show_rule (rules, "dama/yijing", "yijing.horses");
  bx_gtk_test_spin ();
  maybe_shot (GTK_WIDGET (window), "rules-rule-dama-setup.png");
  bx_rules_view_show_ruleset (rules, "dama/yijing");
  bx_gtk_test_spin ();
  maybe_shot (GTK_WIDGET (window), "rules-ruleset-dama.png");
  g_assert_true (bx_rules_view_go (rules, "concepts"));
  bx_gtk_test_spin ();
  g_assert_true (bx_rules_view_go (rules, "concept/hitting"));
  bx_gtk_test_spin ();
  g_assert_cmpuint (count_class (content, "rules-clause"), >, 0);
  maybe_shot (GTK_WIDGET (window), "rules-concept-hitting.png");
  g_assert_false (bx_rules_view_go (rules, "nowhere"));
  g_assert_cmpstr (bx_rules_view_get_location (rules), ==, "concept/hitting");
  close_window (window);
}

/* The label named @name at or below @root contains @text. */
static void
assert_named_contains (GtkWidget  *root,
                       const char *name,
                       const char *text)
{
  GtkWidget *label = bx_gtk_test_find_named (root, name);

  g_assert_true (GTK_IS_LABEL (label));
  if (strstr (gtk_label_get_label (GTK_LABEL (label)), text) == NULL)
    g_error ("%s: '%s' lacks '%s'", name, gtk_label_get_label (GTK_LABEL (label)), text);
}

/* Under zh_CN a rule's "Why this reading" gives its Chinese rationale and an article's
 * history its Chinese dates, both in simplified characters; under English the English. */
static void
test_zh_cn (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestRulesZhCN",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window = open_window (app);
  BxRulesView *rules = rules_view_of (window);
  GtkWidget *content = bx_rules_view_get_content (rules);
  BxLibrary *shared = bx_library_get_default ();
  BxRuleset *ping = bx_library_get_ruleset (shared, "shuanglu/ping");
  const BxRule *rule = bx_ruleset_find_rule (ping, "ping.board", NULL);
  const BxArticle *liubo = bx_encyclopedia_get_article (bx_library_get_encyclopedia (shared),
                                                        "liubo");
  const BxArticlePara *first = g_ptr_array_index (liubo->history, 0);
  g_autofree char *old_language = g_strdup (g_getenv ("LANGUAGE"));
  g_autofree char *why_zh = bx_to_simplified (rule->rationale_zh);
  g_autofree char *date_zh = bx_to_simplified (first->date_zh);

  g_assert_nonnull (rule->rationale_zh);
  g_assert_nonnull (first->date_zh);
  bx_window_show_page (window, "rules");
  g_setenv ("LANGUAGE", "zh_CN", TRUE);
  bx_rules_view_show_rule (rules, "shuanglu/ping", "ping.board");
  bx_gtk_test_spin ();
  assert_named_contains (content, "rationale", why_zh);
  /* marked as converted, as the statements are */
  g_assert_nonnull (bx_gtk_test_find_named (content, "rationale-converted"));
  maybe_shot (GTK_WIDGET (window), "rules-rule-zh-cn.png");
  bx_rules_view_show_family (rules, "liubo");
  bx_gtk_test_spin ();
  assert_named_contains (content, "date", date_zh);
  g_assert_cmpstr (date_zh, ==, "约公元前三世纪");

  g_setenv ("LANGUAGE", "en", TRUE);
  bx_rules_view_show_rule (rules, "shuanglu/ping", "ping.board");
  bx_gtk_test_spin ();
  assert_named_contains (content, "rationale", rule->rationale);
  g_assert_null (bx_gtk_test_find_named (content, "rationale-converted"));
  bx_rules_view_show_family (rules, "liubo");
  bx_gtk_test_spin ();
  assert_named_contains (content, "date", first->date);
  if (old_language != NULL)
    g_setenv ("LANGUAGE", old_language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  close_window (window);
}

/* Every rule of every playable ruleset has a page with its example on a board, and the page
 * says either which moves apply the rule or what the position shows. */
static void
test_every_rule_page (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestRulesEvery",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window = open_window (app);
  BxRulesView *rules = rules_view_of (window);
  GtkWidget *content = bx_rules_view_get_content (rules);
  GPtrArray *all = bx_ruleset_library_list (
    bx_library_get_rulesets (bx_library_get_default ()));
  g_autoptr(GHashTable) families = g_hash_table_new (g_str_hash, g_str_equal);
  guint n_pages = 0;

  bx_window_show_page (window, "rules");
  for (guint i = 0; i < all->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (all, i);

      if (!bx_ruleset_get_playable (rs))
        continue;
      g_hash_table_add (families, (gpointer) bx_ruleset_get_family (rs));
      for (guint r = 0; r < bx_ruleset_get_n_rules (rs); r++)
        {
          const BxRule *rule = bx_ruleset_get_rule (rs, r);

          bx_rules_view_show_rule (rules, bx_ruleset_get_id (rs), rule->id);
          if (!BX_IS_BOARD (bx_gtk_test_find_named (content, "rules-board")))
            g_error ("%s %s: no example board", bx_ruleset_get_id (rs), rule->id);
          if (bx_gtk_test_find_named (content, "rules-citing") == NULL
              && bx_gtk_test_find_named (content, "rules-shown-by-position") == NULL)
            g_error ("%s %s: the page says nothing of its example", bx_ruleset_get_id (rs),
                     rule->id);
          n_pages++;
        }
    }
  g_assert_cmpuint (g_hash_table_size (families), ==, 6);
  g_test_message ("%u rule pages", n_pages);
  close_window (window);
}

/* Whether @widget lies wholly in the visible part of the scrolled page @scroller. */
static gboolean
in_view (GtkWidget *widget,
         GtkWidget *scroller)
{
  graphene_rect_t r;

  if (widget == NULL || !gtk_widget_compute_bounds (widget, scroller, &r)
      || gtk_widget_get_height (widget) == 0)
    return FALSE;
  return r.origin.y >= 0 && r.origin.y + r.size.height <= gtk_widget_get_height (scroller);
}

/* Runs the main loop (frames included) until @widget is in view, for at most 3 s. */
static gboolean
wait_in_view (GtkWidget *content,
              const char *name)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (content, GTK_TYPE_SCROLLED_WINDOW);
  gint64 end = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < end)
    {
      if (in_view (bx_gtk_test_find_named (content, name), scroller))
        return TRUE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
    }
  return FALSE;
}

/* Scrolls the page to its end, as a reader does to reach the choices. */
static void
scroll_to_end (GtkWidget *content)
{
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (
    gtk_widget_get_ancestor (content, GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (scroller);

  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
  bx_gtk_test_spin ();
}

/* The tutorial lists the engine's legal moves; the expected one is right, another is not. */
static void
test_tutorial (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestRulesTutorial",
                                                     G_APPLICATION_NON_UNIQUE);
  BxWindow *window = open_window (app);
  BxRulesView *rules = rules_view_of (window);
  GtkWidget *content = bx_rules_view_get_content (rules);
  const BxTutorial *tutorial = bx_library_get_tutorial (bx_library_get_default (),
                                                             "shuanglu");
  const BxTutorialStep *step;
  GtkWidget *moves, *right = NULL, *wrong = NULL;

  g_assert_nonnull (tutorial);
  step = g_ptr_array_index (tutorial->steps, 0);
  /* The app's default size: the page is longer than the window. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  bx_window_show_page (window, "rules");
  g_assert_true (bx_rules_view_go (rules, "tutorial/shuanglu"));
  bx_gtk_test_spin ();
  maybe_shot (GTK_WIDGET (window), "rules-tutorial.png");
  g_assert_true (BX_IS_BOARD (bx_gtk_test_find_named (content, "rules-board")));
  moves = bx_gtk_test_find_named (content, "tutorial-moves");
  g_assert_nonnull (moves);
  for (GtkWidget *c = gtk_widget_get_first_child (moves); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (c));

      /* The label is the move in words; the tooltip keeps the notation. */
      if (g_strcmp0 (gtk_widget_get_tooltip_text (button), step->expected) == 0)
        right = button;
      else if (wrong == NULL)
        wrong = button;
    }
  g_assert_nonnull (right);
  /* Another legal move is answered "not this one" (when the step has another). */
  if (wrong != NULL)
    {
      scroll_to_end (content);
      click (wrong);
      bx_gtk_test_spin ();
      g_assert_nonnull (bx_gtk_test_find_named (content, "tutorial-wrong"));
      /* The page does not jump back to its top: the answer is in view (newcomer review 8). */
      g_assert_true (wait_in_view (content, "tutorial-wrong"));
      maybe_shot (GTK_WIDGET (window), "rules-tutorial-wrong.png");
    }

  moves = bx_gtk_test_find_named (content, "tutorial-moves");
  for (GtkWidget *c = gtk_widget_get_first_child (moves); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (c));

      /* The label is the move in words; the tooltip keeps the notation. */
      if (g_strcmp0 (gtk_widget_get_tooltip_text (button), step->expected) == 0)
        right = button;
    }
  scroll_to_end (content);
  click (right);
  bx_gtk_test_spin ();
  g_assert_nonnull (bx_gtk_test_find_named (content, "tutorial-right"));
  g_assert_true (wait_in_view (content, "tutorial-right"));
  g_assert_true (wait_in_view (content, "tutorial-next"));
  g_assert_null (bx_gtk_test_find_named (content, "tutorial-moves"));
  maybe_shot (GTK_WIDGET (window), "rules-tutorial-right.png");
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  bx_gtk_test_init (&argc, &argv);

  g_test_add_func ("/rules/window/welcome-first-launch", test_welcome_first_launch);
  g_test_add_func ("/rules/window/page-option", test_page_option);
  g_test_add_func ("/rules/window/f1", test_f1);
  g_test_add_func ("/rules/window/search-opens-rules", test_search_opens_rules);
  g_test_add_func ("/rules/view/ruleset-by-topic", test_ruleset_by_topic);
  g_test_add_func ("/rules/view/rule-example", test_rule_example);
  g_test_add_func ("/rules/view/families", test_other_families);
  g_test_add_func ("/rules/view/every-rule-page", test_every_rule_page);
  g_test_add_func ("/rules/view/zh-cn", test_zh_cn);
  g_test_add_func ("/rules/view/tutorial", test_tutorial);
  return g_test_run ();
}
