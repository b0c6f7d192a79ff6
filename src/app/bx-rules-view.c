/* bx-rules-view.c: the Rules page: navigation, the family articles and the ruleset pages
 *
 * The page is a list on the left (welcome, each family and its rulesets, concepts,
 * tutorials) and the page of one location on the right.  A location is a string:
 *   "welcome", "family/FAMILY", "ruleset/RULESET_ID", "rule/RULESET_ID#RULE_ID",
 *   "concepts", "concept/ID", "tutorials", "tutorial/FAMILY".
 * Going somewhere pushes the current location on a history; Alt+Left and Escape go back.
 * Everything shown comes from the core (the library, the encyclopedia, concepts, tutorials,
 * examples): the page decides no rule.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bx-compare.h"
#include "bx-corpus.h"
#include "bx-rules-view-private.h"
#include "bx-stats-view.h"
#include "bx-welcome.h"
#include "bx-tooltip.h"

G_DEFINE_FINAL_TYPE (BxRulesView, bx_rules_view, ADW_TYPE_BIN)

static gboolean go (BxRulesView *self, const char *location, gboolean push);

/* The family's article, or NULL when the encyclopedia has none (or did not load). */
static const BxArticle *
article_of (BxLibrary  *library,
            const char *family)
{
  BxEncyclopedia *enc = bx_library_get_encyclopedia (library);

  return enc != NULL ? bx_encyclopedia_get_article (enc, family) : NULL;
}

/* The first playable ruleset of @family, else its first, else NULL. */
static BxRuleset *
family_ruleset (BxRulesView *self,
                const char  *family)
{
  g_autoptr(GPtrArray) rulesets = bx_library_list_family (self->library, family);

  for (guint i = 0; rulesets != NULL && i < rulesets->len; i++)
    if (bx_ruleset_get_playable (g_ptr_array_index (rulesets, i)))
      return g_ptr_array_index (rulesets, i);
  return rulesets != NULL && rulesets->len > 0 ? g_ptr_array_index (rulesets, 0) : NULL;
}

static char *
family_title (BxRulesView *self,
              const char  *family)
{
  const BxArticle *article = article_of (self->library, family);

  if (article == NULL)
    return g_strdup (family);
  return bx_rules_name (article->title_en, article->title_zh);
}

static GtkWidget *
nav_row (const char *location,
         const char *title,
         const char *subtitle,
         guint       depth)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* Wrapped, not ellipsized: "Common Shuanglu (Khitan Shuanglu)" is a name to read whole,
   * in a sidebar of some 220 pixels; max-width-chars keeps the sidebar as narrow. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  gtk_box_append (GTK_BOX (box), label);
  if (subtitle != NULL)
    {
      GtkWidget *sub = gtk_label_new (subtitle);

      gtk_label_set_xalign (GTK_LABEL (sub), 0);
      gtk_label_set_ellipsize (GTK_LABEL (sub), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (sub, "caption");
      gtk_widget_add_css_class (sub, "dim-label");
      gtk_box_append (GTK_BOX (box), sub);
    }
  if (depth == 0)
    gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_start (box, 12 * depth);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);   /* (a row is as tall as two lines) */
  bx_widget_set_tooltip_text (row, title);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_name (row, location);
  return row;
}

/* The rulesets of a family in the list: those that extend none (the family's base reading,
 * such as 平雙陸, which the others vary) first, then by id. */
static int
nav_ruleset_cmp (gconstpointer a,
                 gconstpointer b)
{
  BxRuleset *ra = *(BxRuleset * const *) a;
  BxRuleset *rb = *(BxRuleset * const *) b;
  gboolean va = bx_ruleset_get_extends (ra) != NULL;
  gboolean vb = bx_ruleset_get_extends (rb) != NULL;

  if (va != vb)
    return va ? 1 : -1;
  return g_strcmp0 (bx_ruleset_get_id (ra), bx_ruleset_get_id (rb));
}

/* The list on the left: welcome, each family with its rulesets, concepts, tutorials. */
static void
fill_nav (BxRulesView *self)
{
  g_autoptr(GPtrArray) families = bx_game_list_families ();
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->nav_list))) != NULL)
    gtk_list_box_remove (self->nav_list, child);
  gtk_list_box_append (self->nav_list, nav_row ("welcome", _("Welcome"), NULL, 0));
  for (guint i = 0; families != NULL && i < families->len; i++)
    {
      const char *family = ((const BxGameVTable *) g_ptr_array_index (families, i))->family;
      g_autoptr(GPtrArray) rulesets = bx_library_list_family (self->library, family);
      const BxArticle *article = article_of (self->library, family);
      g_autofree char *location = g_strconcat ("family/", family, NULL);
      g_autofree char *title = family_title (self, family);

      if (rulesets == NULL || rulesets->len == 0)
        continue;
      g_ptr_array_sort (rulesets, nav_ruleset_cmp);
      gtk_list_box_append (self->nav_list,
                           nav_row (location, title,
                                    article != NULL && !bx_rules_zh_first ()
                                    ? article->title_zh : NULL, 0));
      for (guint k = 0; k < rulesets->len; k++)
        {
          BxRuleset *rs = g_ptr_array_index (rulesets, k);
          g_autofree char *rs_location = g_strconcat ("ruleset/", bx_ruleset_get_id (rs), NULL);
          g_autofree char *name = bx_rules_name (bx_ruleset_get_name_en (rs),
                                                 bx_ruleset_get_name_zh (rs));

          gtk_list_box_append (self->nav_list, nav_row (rs_location, name, NULL, 1));
        }
    }
  gtk_list_box_append (self->nav_list, nav_row ("concepts", _("Concepts across families"),
                                                NULL, 0));
  gtk_list_box_append (self->nav_list, nav_row ("tutorials", _("Tutorials"), NULL, 0));
}

/* Selects the row of @location in the list, or of the page it belongs to. */
static void
select_nav (BxRulesView *self,
            const char  *location)
{
  g_autofree char *key = NULL;
  GtkWidget *row;

  if (g_str_has_prefix (location, "rule/"))
    {
      key = g_strconcat ("ruleset/", location + strlen ("rule/"), NULL);
      *strchr (key, '#') = '\0';
    }
  else if (g_str_has_prefix (location, "concept/"))
    key = g_strdup ("concepts");
  else if (g_str_has_prefix (location, "tutorial/"))
    key = g_strdup ("tutorials");
  else
    key = g_strdup (location);
  for (row = gtk_widget_get_first_child (GTK_WIDGET (self->nav_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (gtk_widget_get_name (row), key) == 0)
      {
        gtk_list_box_select_row (self->nav_list, GTK_LIST_BOX_ROW (row));
        return;
      }
  gtk_list_box_unselect_all (self->nav_list);
}

/**
 * bx_rules_view_add:
 * @self: the view
 * @child: (transfer floating): a part of the page, appended
 */
void
bx_rules_view_add (BxRulesView *self,
                   GtkWidget   *child)
{
  if (child != NULL)
    gtk_box_append (self->content, child);
}

/**
 * bx_rules_view_set_title:
 * @self: the view
 * @title: the page's title, shown above it
 */
void
bx_rules_view_set_title (BxRulesView *self,
                         const char  *title)
{
  gtk_label_set_label (self->title_label, title);
}

static void
clear_page (BxRulesView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->content))) != NULL)
    {
      gtk_box_remove (self->content, child);
    }
  self->example_board = NULL;
  self->example_session = NULL;
  self->example_moves = NULL;
  g_ptr_array_set_size (self->sessions, 0);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
}

static void
add_section (BxRulesView *self,
             const char  *title)
{
  bx_rules_view_add (self, bx_rules_heading (title, "title-2"));
}

/* A paragraph of an article: both languages and its clauses. */
static void
add_para (BxRulesView         *self,
          const BxArticlePara *para)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  if (para->date != NULL)
    {
      /* The date in the reader's language (simplified under zh_CN). */
      g_autofree char *date = bx_rules_name (para->date, para->date_zh);
      GtkWidget *label = bx_rules_label (date, "heading");

      gtk_widget_set_name (label, "date");
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_box_append (GTK_BOX (box), bx_rules_bilingual (para->text_en, para->text_zh));
  if (para->cites != NULL && para->cites[0] != NULL)
    gtk_box_append (GTK_BOX (box),
                    bx_rules_clause_links (self, (const char * const *) para->cites));
  /* For bx_rules_view_show_article(): which paragraph the box shows. */
  g_object_set_data (G_OBJECT (box), "bx-article-para", (gpointer) para);
  bx_rules_view_add (self, box);
}

static void
add_paras (BxRulesView *self,
           GPtrArray   *paras)
{
  for (guint i = 0; paras != NULL && i < paras->len; i++)
    add_para (self, g_ptr_array_index (paras, i));
}

static void
add_ruleset_links (BxRulesView *self,
                   GPtrArray   *ruleset_ids)
{
  for (guint i = 0; ruleset_ids != NULL && i < ruleset_ids->len; i++)
    {
      const char *id = g_ptr_array_index (ruleset_ids, i);
      BxRuleset *rs = bx_library_get_ruleset (self->library, id);
      g_autofree char *location = g_strconcat ("ruleset/", id, NULL);

      bx_rules_view_add (self, bx_rules_link (rs != NULL ? bx_ruleset_get_name_en (rs) : id,
                                              "rules.go", g_variant_new_string (location)));
    }
}

static void
build_equipment (BxRulesView     *self,
                 const char      *family,
                 const BxArticle *article)
{
  BxRuleset *rs = family_ruleset (self, family);
  g_autoptr(GError) error = NULL;
  BxSession *session;
  GtkWidget *chart;

  add_section (self, _("Equipment"));
  if (article != NULL)
    add_paras (self, article->equipment);
  if (rs == NULL || !bx_ruleset_get_playable (rs))
    return;
  session = bx_session_new (rs, 1, &error);
  if (session != NULL)
    {
      g_autofree char *caption = g_strdup_printf (_("The board and pieces at the start of %s"),
                                                  bx_ruleset_get_name_en (rs));

      bx_rules_view_add (self, bx_rules_board (self, session, 400));
      bx_rules_view_add (self, bx_rules_label (caption, "caption dim-label"));
    }
  else
    g_message ("Cannot set up %s: %s", bx_ruleset_get_id (rs), error->message);
  chart = bx_rules_throw_chart (rs);
  if (chart != NULL)
    {
      g_autofree char *heading = g_strdup_printf (_("The throws of %s and their exact chances"),
                                                  bx_ruleset_get_name_en (rs));

      bx_rules_view_add (self, bx_rules_heading (heading, "heading"));
      bx_rules_view_add (self, chart);
    }
}

/* A glossary term: the headword, its pinyin and gloss, and a search of the texts for it
 * in the Reader (where its occurrences open the glossary's entry). */
static GtkWidget *
glossary_row (BxCorpus   *corpus,
              const char *glossary_id)
{
  g_autoptr(BxGlossaryItem) item = corpus != NULL
                                   ? bx_corpus_get_glossary_item (corpus, glossary_id, NULL)
                                   : NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  const char *gloss_first, *gloss_second;
  g_autofree char *tip = NULL;
  g_autofree char *headword = NULL;
  GtkWidget *term, *find;

  gtk_widget_add_css_class (box, "rules-glossary");
  if (item == NULL)
    {
      gtk_widget_add_css_class (box, "rules-glossary-missing");
      gtk_box_append (GTK_BOX (box), bx_rules_label (glossary_id, "dim-label"));
      return box;
    }
  headword = bx_rules_zh (item->headword);
  term = bx_rules_label (headword, "rules-zh title-4");
  gtk_widget_set_hexpand (term, FALSE);
  gtk_box_append (GTK_BOX (head), term);
  if (item->pinyin != NULL)
    {
      GtkWidget *pinyin = bx_rules_label (item->pinyin, "dim-label");

      gtk_widget_set_hexpand (pinyin, FALSE);
      gtk_box_append (GTK_BOX (head), pinyin);
    }
  /* TRANSLATORS: a link from a glossary term to the Reader's search for it */
  find = bx_rules_link (_("Find it in the texts ↗"), "win.search-texts",
                        g_variant_new_string (item->headword));
  tip = g_strdup_printf (_("Search the texts for %s"), item->headword);
  bx_widget_set_tooltip_text (find, tip);
  gtk_box_append (GTK_BOX (head), find);
  gtk_box_append (GTK_BOX (box), head);
  gloss_first = bx_rules_zh_first () && item->gloss_zh != NULL ? item->gloss_zh
                                                                : item->gloss_en;
  gloss_second = gloss_first == item->gloss_en ? item->gloss_zh : item->gloss_en;
  if (gloss_first != NULL)
    gtk_box_append (GTK_BOX (box), bx_rules_label (gloss_first, "rules-indent"));
  if (gloss_second != NULL)
    gtk_box_append (GTK_BOX (box), bx_rules_label (gloss_second,
                                                   "rules-indent caption dim-label"));
  return box;
}

static void
build_family (BxRulesView *self,
              const char  *family)
{
  const BxArticle *article = article_of (self->library, family);
  g_autoptr(GPtrArray) rulesets = bx_library_list_family (self->library, family);
  g_autoptr(GPtrArray) recons = bx_encyclopedia_family_reconstructions (self->library, family);
  BxCorpus *corpus = bx_library_get_corpus (self->library);
  g_autofree char *title = NULL;
  g_autofree char *tutorial = g_strconcat ("tutorial/", family, NULL);

  title = article != NULL ? bx_rules_pair (article->title_en, article->title_zh)
                         : family_title (self, family);
  bx_rules_view_set_title (self, title);
  bx_rules_view_add (self, bx_rules_heading (title, "title-1"));
  if (article != NULL)
    add_paras (self, article->summary);
  if (bx_library_get_tutorial (self->library, family) != NULL)
    bx_rules_view_add (self, bx_rules_link (_("Learn it step by step: the tutorial"),
                                            "rules.go", g_variant_new_string (tutorial)));

  if (article != NULL && article->history != NULL && article->history->len > 0)
    {
      add_section (self, _("History"));
      add_paras (self, article->history);
    }
  build_equipment (self, family, article);

  add_section (self, _("Sources"));
  for (guint i = 0; article != NULL && article->sources != NULL && article->sources[i]; i++)
    {
      g_autoptr(BxWork) work = corpus ? bx_corpus_get_work (corpus, article->sources[i], NULL)
                                      : NULL;
      g_autofree char *label = work != NULL
                               ? g_strdup_printf ("%s · %s ↗", work->title_zh, work->title_en)
                               : g_strdup_printf ("%s ↗", article->sources[i]);

      bx_rules_view_add (self, bx_rules_link (label, "win.open-work",
                                              g_variant_new_string (article->sources[i])));
    }

  if (recons != NULL && recons->len > 0)
    {
      add_section (self, _("Modern reconstructions"));
      for (guint i = 0; i < recons->len; i++)
        {
          const BxFamilyReconstruction *rec = g_ptr_array_index (recons, i);

          bx_rules_view_add (self, bx_rules_label (rec->title, "heading"));
          add_ruleset_links (self, rec->ruleset_ids);
        }
    }

  add_section (self, _("Rulesets"));
  for (guint i = 0; rulesets != NULL && i < rulesets->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (rulesets, i);
      g_autofree char *location = g_strconcat ("ruleset/", bx_ruleset_get_id (rs), NULL);
      g_autofree char *label = bx_rules_pair (bx_ruleset_get_name_en (rs),
                                              bx_ruleset_get_name_zh (rs));
      g_autofree char *counts = bx_rules_status_counts_text (rs);

      bx_rules_view_add (self, bx_rules_link (label, "rules.go",
                                              g_variant_new_string (location)));
      bx_rules_view_add (self, bx_rules_label (counts, "caption dim-label rules-indent"));
    }

  if (article != NULL && article->glossary != NULL && article->glossary[0] != NULL)
    {
      add_section (self, _("Glossary"));
      for (guint i = 0; article->glossary[i] != NULL; i++)
        bx_rules_view_add (self, glossary_row (corpus, article->glossary[i]));
    }
}

/* The rules that differ from the parent's, by bx_comparison_new(). */
static void
build_differences (BxRulesView *self,
                   BxRuleset   *rs)
{
  BxRuleset *parent = bx_ruleset_get_extends (rs) != NULL
                      ? bx_library_get_ruleset (self->library, bx_ruleset_get_extends (rs))
                      : NULL;
  BxRuleset *pair[2] = { parent, rs };
  g_autoptr(BxComparison) cmp = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) ids = NULL;

  if (parent == NULL)
    return;
  cmp = bx_comparison_new (pair, 2, NULL);
  if (cmp == NULL)
    return;
  add_section (self, _("How it differs from its parent"));
  /* TRANSLATORS: %s is a ruleset's name, %u a number of rules */
  text = g_strdup_printf (ngettext ("%u rule differs from %s.", "%u rules differ from %s.",
                                    bx_comparison_n_differ (cmp)),
                          bx_comparison_n_differ (cmp), bx_ruleset_get_name_en (parent));
  bx_rules_view_add (self, bx_rules_label (text, NULL));
  for (guint i = 0; i < cmp->rows->len; i++)
    {
      const BxCompareRow *row = g_ptr_array_index (cmp->rows, i);
      const BxRule *mine = row->cells[1];
      const BxRule *theirs = row->cells[0];
      g_autofree char *line = NULL;

      if (!row->differs)
        continue;
      line = g_strdup_printf ("%s: %s",
                              bx_rules_topic_label ((mine != NULL ? mine : theirs)->topic),
                              mine != NULL ? (mine->statement_en ? mine->statement_en : "")
                                           : _("(not in this ruleset)"));
      bx_rules_view_add (self, bx_rules_label (line, "rules-indent"));
      if (theirs != NULL && theirs->statement_en != NULL)
        {
          g_autofree char *was = g_strdup_printf (_("The parent: %s"), theirs->statement_en);

          bx_rules_view_add (self, bx_rules_label (was, "caption dim-label rules-indent"));
        }
    }
  ids = g_new0 (char *, 3);
  ids[0] = g_strdup (bx_ruleset_get_id (parent));
  ids[1] = g_strdup (bx_ruleset_get_id (rs));
  bx_rules_view_add (self, bx_rules_link (_("Compare them side by side"),
                                          "win.compare-rulesets",
                                          g_variant_new_strv ((const char * const *) ids, -1)));
}

static void
build_ruleset (BxRulesView *self,
               const char  *ruleset_id)
{
  BxRuleset *rs = bx_library_get_ruleset (self->library, ruleset_id);
  g_autofree char *title = NULL;
  g_autofree char *counts = NULL;
  g_autofree char *family = NULL;
  GtkWidget *buttons;

  if (rs == NULL)
    {
      bx_rules_view_add (self, bx_rules_label (_("No such ruleset"), "title-2"));
      return;
    }
  title = bx_rules_pair (bx_ruleset_get_name_en (rs), bx_ruleset_get_name_zh (rs));
  counts = bx_rules_status_counts_text (rs);
  family = g_strconcat ("family/", bx_ruleset_get_family (rs), NULL);
  bx_rules_view_set_title (self, title);
  {
    /* Both names in the title; the ruleset's id only in its tooltip. */
    GtkWidget *heading = bx_rules_heading (title, "title-1");

    bx_widget_set_tooltip_text (heading, ruleset_id);
    bx_rules_view_add (self, heading);
  }
  bx_rules_view_add (self, bx_rules_label (counts, NULL));

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  if (bx_ruleset_get_playable (rs))
    {
      GtkWidget *play = gtk_button_new_with_mnemonic (_("_Play this ruleset"));

      gtk_widget_set_name (play, "play-ruleset");
      gtk_widget_add_css_class (play, "suggested-action");
      gtk_widget_add_css_class (play, "pill");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (play), "win.play-ruleset");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (play), "s", ruleset_id);
      gtk_box_append (GTK_BOX (buttons), play);
    }
  gtk_box_append (GTK_BOX (buttons), bx_rules_link (_("The family’s article"), "rules.go",
                                                    g_variant_new_string (family)));
  bx_rules_view_add (self, buttons);

  build_differences (self, rs);

  for (guint topic = 0; topic < BX_N_TOPICS; topic++)
    {
      gboolean any = FALSE;

      for (guint i = 0; i < bx_ruleset_get_n_rules (rs); i++)
        {
          const BxRule *rule = bx_ruleset_get_rule (rs, i);

          if (rule->topic != topic)
            continue;
          if (!any)
            {
              GtkWidget *heading = bx_rules_heading (bx_rules_topic_label (topic), "title-2");

              gtk_widget_set_name (heading, bx_topic_to_string (topic));
              gtk_widget_add_css_class (heading, "rules-topic");
              bx_rules_view_add (self, heading);
            }
          any = TRUE;
          bx_rules_view_add (self, bx_rules_rule_card (self, rs, rule, FALSE));
        }
    }

  /* How the ruleset plays: the figures of the Compare page's Statistics, for this one. */
  if (bx_ruleset_get_playable (rs))
    {
      GtkWidget *stats = bx_stats_view_new ();
      GtkWidget *heading = bx_rules_heading (_("Statistics"), "title-2");

      gtk_widget_set_name (heading, "statistics");
      bx_rules_view_add (self, heading);
      gtk_widget_set_name (stats, "ruleset-stats");
      bx_stats_view_set_rulesets (BX_STATS_VIEW (stats), &rs, 1);
      bx_rules_view_add (self, stats);
    }
}

static void
build_welcome (BxRulesView *self)
{
  bx_rules_view_set_title (self, _("Welcome"));
  bx_rules_view_add (self, bx_welcome_new ());
}

/* Builds the page of @location; FALSE (and nothing built) when there is no such page. */
static gboolean
build (BxRulesView *self,
       const char  *location)
{
  if (g_str_equal (location, "welcome"))
    build_welcome (self);
  else if (g_str_has_prefix (location, "family/"))
    build_family (self, location + strlen ("family/"));
  else if (g_str_has_prefix (location, "ruleset/"))
    build_ruleset (self, location + strlen ("ruleset/"));
  else if (g_str_has_prefix (location, "rule/"))
    {
      g_autofree char *ruleset_id = g_strdup (location + strlen ("rule/"));
      char *hash = strchr (ruleset_id, '#');

      if (hash == NULL)
        return FALSE;
      *hash = '\0';
      bx_rules_view_build_rule (self, ruleset_id, hash + 1);
    }
  else if (g_str_equal (location, "concepts"))
    bx_rules_view_build_concepts (self, NULL);
  else if (g_str_has_prefix (location, "concept/"))
    bx_rules_view_build_concepts (self, location + strlen ("concept/"));
  else if (g_str_equal (location, "tutorials"))
    bx_rules_view_build_tutorials (self, NULL);
  else if (g_str_has_prefix (location, "tutorial/"))
    bx_rules_view_build_tutorials (self, location + strlen ("tutorial/"));
  else
    return FALSE;
  return TRUE;
}

/* Moves the keyboard focus to the first thing of the page that takes it. */
static void
focus_page (BxRulesView *self)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (!gtk_widget_child_focus (GTK_WIDGET (self->content), GTK_DIR_TAB_FORWARD))
    gtk_widget_grab_focus (GTK_WIDGET (self->nav_list));
}

/* Back goes to the page before, or, on a folded leaflet, to the list. */
static void
update_back (BxRulesView *self)
{
  if (self->back_button == NULL || self->leaflet == NULL)
    return;
  gtk_widget_set_sensitive (GTK_WIDGET (self->back_button),
                            self->history->len > 0 || adw_leaflet_get_folded (self->leaflet));
}

static void
leaflet_folded_cb (BxRulesView *self)
{
  update_back (self);
}

static gboolean
go (BxRulesView *self,
    const char  *location,
    gboolean     push)
{
  g_autofree char *previous = self->location;

  /* The welcome needs no library: the window shows it before the library has loaded. */
  if (self->library == NULL && !g_str_equal (location, "welcome"))
    return FALSE;
  self->location = g_strdup (location);
  clear_page (self);
  if (!g_str_has_prefix (location, "tutorial/")
      || g_strcmp0 (previous, location) != 0)
    {
      self->tutorial_step = 0;
      self->tutorial_choice = -1;
    }
  if (!build (self, location))
    {
      g_free (self->location);
      self->location = g_steal_pointer (&previous);
      if (self->location != NULL)
        build (self, self->location);
      return FALSE;
    }
  if (push && previous != NULL && g_strcmp0 (previous, location) != 0)
    g_ptr_array_add (self->history, g_steal_pointer (&previous));
  select_nav (self, location);
  adw_leaflet_set_visible_child_name (self->leaflet, "page");
  update_back (self);
  return TRUE;
}

/* Callbacks */

static void
nav_row_activated_cb (BxRulesView   *self,
                      GtkListBoxRow *row,
                      GtkListBox    *list)
{
  go (self, gtk_widget_get_name (GTK_WIDGET (row)), TRUE);
  focus_page (self);
}

static void
go_action (GtkWidget  *widget,
           const char *action_name,
           GVariant   *param)
{
  BxRulesView *self = BX_RULES_VIEW (widget);

  if (go (self, g_variant_get_string (param, NULL), TRUE))
    focus_page (self);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  BxRulesView *self = BX_RULES_VIEW (widget);

  /* Back from the page F1 opened goes back to the window's page F1 was pressed on. */
  if (self->return_page != NULL && self->history->len == self->return_depth
      && g_strcmp0 (self->location, self->return_location) == 0)
    {
      g_autofree char *page = g_steal_pointer (&self->return_page);

      g_clear_pointer (&self->return_location, g_free);
      gtk_widget_activate_action (widget, "win.show-page", "s", page);
      return;
    }
  bx_rules_view_go_back (self);
}

/* "Learn a game": the first family's article. */
static void
learn_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  BxRulesView *self = BX_RULES_VIEW (widget);
  GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->nav_list));

  for (; row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_str_has_prefix (gtk_widget_get_name (row), "family/"))
      {
        go (self, gtk_widget_get_name (row), TRUE);
        focus_page (self);
        return;
      }
}

/* Rebuilds the page shown (a tutorial's step after a choice), keeping the history. */
static void
rebuild (BxRulesView *self)
{
  g_autofree char *location = g_strdup (self->location);

  if (location != NULL)
    go (self, location, FALSE);
  focus_page (self);
}

static void
tutorial_move_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  BxRulesView *self = BX_RULES_VIEW (widget);
  g_autofree char *location = g_strdup (self->location);

  self->tutorial_choice = (int) g_variant_get_uint32 (param);
  self->tutorial_scroll = gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (
                                                      self->scroller));
  if (location == NULL || !go (self, location, FALSE))
    return;
  if (!bx_rules_view_show_tutorial_feedback (self))
    focus_page (self);
}

static void
tutorial_next_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  BxRulesView *self = BX_RULES_VIEW (widget);

  self->tutorial_step++;
  self->tutorial_choice = -1;
  rebuild (self);
}

static void
example_move_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  bx_rules_view_mark_example_move (BX_RULES_VIEW (widget), g_variant_get_uint32 (param));
}

/* Overrides */

static void
bx_rules_view_dispose (GObject *object)
{
  BxRulesView *self = BX_RULES_VIEW (object);

  if (self->leaflet != NULL)
    g_signal_handlers_disconnect_by_func (self->leaflet, leaflet_folded_cb, self);
  if (self->content != NULL)
    clear_page (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_RULES_VIEW);
  self->leaflet = NULL;
  G_OBJECT_CLASS (bx_rules_view_parent_class)->dispose (object);
}

static void
bx_rules_view_finalize (GObject *object)
{
  BxRulesView *self = BX_RULES_VIEW (object);

  g_ptr_array_unref (self->history);
  g_ptr_array_unref (self->sessions);
  g_clear_pointer (&self->concepts, g_ptr_array_unref);
  g_free (self->location);
  g_free (self->return_page);
  g_free (self->return_location);
  G_OBJECT_CLASS (bx_rules_view_parent_class)->finalize (object);
}

static void
bx_rules_view_class_init (BxRulesViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_rules_view_dispose;
  object_class->finalize = bx_rules_view_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-rules-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BxRulesView, nav_list);
  gtk_widget_class_bind_template_child (widget_class, BxRulesView, scroller);
  gtk_widget_class_bind_template_child (widget_class, BxRulesView, content);
  gtk_widget_class_bind_template_child (widget_class, BxRulesView, back_button);
  gtk_widget_class_bind_template_child (widget_class, BxRulesView, title_label);
  gtk_widget_class_bind_template_callback (widget_class, nav_row_activated_cb);

  gtk_widget_class_install_action (widget_class, "rules.go", "s", go_action);
  gtk_widget_class_install_action (widget_class, "rules.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "rules.learn", NULL, learn_action);
  gtk_widget_class_install_action (widget_class, "rules.tutorial-move", "u",
                                   tutorial_move_action);
  gtk_widget_class_install_action (widget_class, "rules.example-move", "u",
                                   example_move_action);
  gtk_widget_class_install_action (widget_class, "rules.tutorial-next", NULL,
                                   tutorial_next_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK,
                                       "rules.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "rules.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, GDK_ALT_MASK,
                                       "rules.back", NULL);

  gtk_widget_class_set_css_name (widget_class, "rulesview");
}

static void
bx_rules_view_init (BxRulesView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bx_tooltips_widen_tree (GTK_WIDGET (self));   /* (the .ui's tooltips: bx-tooltip.c) */
  /* The bin's own child: not bound, as gtk_widget_dispose_template() would unparent it
   * before AdwBin does. */
  self->leaflet = ADW_LEAFLET (adw_bin_get_child (ADW_BIN (self)));
  self->history = g_ptr_array_new_with_free_func (g_free);
  self->sessions = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_session_free);
  self->tutorial_choice = -1;
  g_signal_connect_object (self->leaflet, "notify::folded", G_CALLBACK (leaflet_folded_cb), self,
                           G_CONNECT_SWAPPED);
  update_back (self);
}

/* Public API */

/**
 * bx_rules_view_new:
 *
 * Returns: (transfer floating): a new, empty Rules view; give it the library with
 *   bx_rules_view_set_library()
 */
GtkWidget *
bx_rules_view_new (void)
{
  return g_object_new (BX_TYPE_RULES_VIEW, NULL);
}

/**
 * bx_rules_view_set_library:
 * @self: the view
 * @library: (transfer none): the process's library, which outlives the view
 *
 * Fills the list of families and shows the welcome page (the view may show the welcome
 * before, with bx_rules_view_go (self, "welcome"); nothing else works without the library).
 */
void
bx_rules_view_set_library (BxRulesView *self,
                           BxLibrary   *library)
{
  g_return_if_fail (BX_IS_RULES_VIEW (self));
  g_return_if_fail (BX_IS_LIBRARY (library));

  self->library = library;
  fill_nav (self);
  g_ptr_array_set_size (self->history, 0);
  /* Shown before the library came (the window's first frame), the welcome is kept: only its
   * row is selected, with no second layout of the page. */
  if (g_strcmp0 (self->location, "welcome") == 0)
    select_nav (self, "welcome");
  else
    go (self, "welcome", FALSE);
}

/**
 * bx_rules_view_go:
 * @self: the view
 * @location: "family/liubo", "ruleset/ID", "rule/ID#RULE", "concepts", "tutorial/FAMILY" …
 *
 * Shows a page, keeping the one shown on the history (rules.back).
 *
 * Returns: %TRUE when there is such a page
 */
gboolean
bx_rules_view_go (BxRulesView *self,
                  const char  *location)
{
  g_return_val_if_fail (BX_IS_RULES_VIEW (self), FALSE);
  g_return_val_if_fail (location != NULL, FALSE);

  return go (self, location, TRUE);
}

/**
 * bx_rules_view_set_return_page:
 * @self: the view
 * @page: (nullable): a page of the window ("play"), or %NULL for none
 *
 * Makes Back (Escape, Alt+Left, the back button's action) on the location shown now, at
 * the history's present depth, show @page of the window instead of an earlier location
 * (F1 from the Play page, then Escape: back to the game).  Once used it is forgotten.
 */
void
bx_rules_view_set_return_page (BxRulesView *self,
                               const char  *page)
{
  g_return_if_fail (BX_IS_RULES_VIEW (self));

  g_free (self->return_page);
  g_free (self->return_location);
  self->return_page = g_strdup (page);
  self->return_location = page != NULL ? g_strdup (self->location) : NULL;
  self->return_depth = self->history->len;
}

/**
 * bx_rules_view_go_back:
 * @self: the view
 *
 * Returns: %TRUE when there was a page to go back to
 */
gboolean
bx_rules_view_go_back (BxRulesView *self)
{
  g_autofree char *location = NULL;

  g_return_val_if_fail (BX_IS_RULES_VIEW (self), FALSE);

  if (self->history->len == 0 && adw_leaflet_get_folded (self->leaflet)
      && g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "page") == 0)
    {
      adw_leaflet_set_visible_child_name (self->leaflet, "nav");
      gtk_widget_grab_focus (GTK_WIDGET (self->nav_list));
      return TRUE;
    }
  if (self->history->len == 0)
    return FALSE;
  location = g_ptr_array_steal_index (self->history, self->history->len - 1);
  go (self, location, FALSE);
  focus_page (self);
  return TRUE;
}

/**
 * bx_rules_view_show_family:
 * @self: the view
 * @family: "liubo"
 *
 * Shows the family's article.
 */
void
bx_rules_view_show_family (BxRulesView *self,
                           const char  *family)
{
  g_autofree char *location = NULL;

  g_return_if_fail (BX_IS_RULES_VIEW (self));
  g_return_if_fail (family != NULL);

  location = g_strconcat ("family/", family, NULL);
  if (!go (self, location, TRUE))
    g_debug ("No article of %s", family);
}

/**
 * bx_rules_view_show_ruleset:
 * @self: the view
 * @ruleset_id: "shuanglu/ping"
 *
 * Shows the ruleset's page: its rules by topic.
 */
void
bx_rules_view_show_ruleset (BxRulesView *self,
                            const char  *ruleset_id)
{
  g_autofree char *location = NULL;

  g_return_if_fail (BX_IS_RULES_VIEW (self));
  g_return_if_fail (ruleset_id != NULL);

  location = g_strconcat ("ruleset/", ruleset_id, NULL);
  go (self, location, TRUE);
}

/**
 * bx_rules_view_show_rule:
 * @self: the view
 * @ruleset_id: "shuanglu/ping"
 * @rule_id: "ping.bearoff"
 *
 * Shows the rule's page, with its example on a small board.
 */
void
bx_rules_view_show_rule (BxRulesView *self,
                         const char  *ruleset_id,
                         const char  *rule_id)
{
  g_autofree char *location = NULL;

  g_return_if_fail (BX_IS_RULES_VIEW (self));
  g_return_if_fail (ruleset_id != NULL && rule_id != NULL);

  location = g_strdup_printf ("rule/%s#%s", ruleset_id, rule_id);
  go (self, location, TRUE);
}

/* The longest piece of a search snippet between its "…" (the words found, not cut). */
static char *
longest_piece (const char *fragment)
{
  g_auto(GStrv) pieces = g_strsplit (fragment, "…", -1);
  const char *best = "";

  for (guint i = 0; pieces[i] != NULL; i++)
    {
      g_strstrip (pieces[i]);
      if (strlen (pieces[i]) > strlen (best))
        best = pieces[i];
    }
  return g_strdup (best);
}

/* Scrolls the page to the paragraph found once it has its place (a frame after it is built). */
static gboolean
scroll_to_found_cb (GtkWidget     *widget,
                    GdkFrameClock *clock,
                    gpointer       user_data)
{
  BxRulesView *self = BX_RULES_VIEW (user_data);
  graphene_point_t point;

  if (gtk_widget_get_parent (widget) != GTK_WIDGET (self->content))
    return G_SOURCE_REMOVE;
  if (gtk_widget_get_height (widget) == 0
      || !gtk_widget_compute_point (widget, GTK_WIDGET (self->content),
                                    &GRAPHENE_POINT_INIT (0, 0), &point))
    return G_SOURCE_CONTINUE;
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller),
                            MAX (0, point.y - 24));
  return G_SOURCE_REMOVE;
}

/**
 * bx_rules_view_show_article:
 * @self: the view
 * @family: "liubo"
 * @fragment: (nullable): text of one of its paragraphs (a search snippet, its "…" allowed)
 *
 * Shows the family's article, scrolled to the paragraph that holds @fragment (in English
 * or Chinese), which is marked; the article's top when no paragraph does.
 *
 * Returns: %TRUE when a paragraph holds @fragment
 */
gboolean
bx_rules_view_show_article (BxRulesView *self,
                            const char  *family,
                            const char  *fragment)
{
  g_autofree char *piece = NULL;
  GtkWidget *child;

  g_return_val_if_fail (BX_IS_RULES_VIEW (self), FALSE);
  g_return_val_if_fail (family != NULL, FALSE);

  bx_rules_view_show_family (self, family);
  if (fragment == NULL)
    return FALSE;
  piece = longest_piece (fragment);
  if (*piece == '\0')
    return FALSE;
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->content)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const BxArticlePara *para = g_object_get_data (G_OBJECT (child), "bx-article-para");

      if (para == NULL
          || ((para->text_en == NULL || strstr (para->text_en, piece) == NULL)
              && (para->text_zh == NULL || strstr (para->text_zh, piece) == NULL)))
        continue;
      gtk_widget_set_name (child, "rules-found");
      gtk_widget_add_css_class (child, "rules-found");
      gtk_widget_add_tick_callback (child, scroll_to_found_cb, self, NULL);
      return TRUE;
    }
  return FALSE;
}

/**
 * bx_rules_view_show_welcome:
 * @self: the view
 *
 * Shows the welcome page.
 */
void
bx_rules_view_show_welcome (BxRulesView *self)
{
  g_return_if_fail (BX_IS_RULES_VIEW (self));

  go (self, "welcome", TRUE);
}

/**
 * bx_rules_view_get_location:
 * @self: the view
 *
 * Returns: (transfer none) (nullable): the location shown ("family/liubo" …)
 */
const char *
bx_rules_view_get_location (BxRulesView *self)
{
  g_return_val_if_fail (BX_IS_RULES_VIEW (self), NULL);

  return self->location;
}

/**
 * bx_rules_view_get_content:
 * @self: the view
 *
 * For tests.
 *
 * Returns: (transfer none): the box that holds the page shown
 */
GtkWidget *
bx_rules_view_get_content (BxRulesView *self)
{
  g_return_val_if_fail (BX_IS_RULES_VIEW (self), NULL);

  return GTK_WIDGET (self->content);
}
