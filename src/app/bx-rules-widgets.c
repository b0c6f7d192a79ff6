/* bx-rules-widgets.c: the parts of the Rules page: labels, clause links, rule cards, a small
 * board of the Play page's code, and the chart of a ruleset's throws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-board-registry.h"
#include "bx-citation-panel.h"
#include "bx-corpus-biblio.h"
#include "bx-rules-view-private.h"
#include "bx-text-util.h"
#include "bx-tooltip.h"

/* The most throws the chart draws; a longer table (打馬's 216) says how many are left out. */
#define MAX_CHART_ROWS 40

/**
 * bx_rules_zh_first:
 *
 * Returns: %TRUE under a Chinese locale, where Chinese comes before English
 */
gboolean
bx_rules_zh_first (void)
{
  const char * const *langs = g_get_language_names ();

  return langs[0] != NULL && g_str_has_prefix (langs[0], "zh");
}

/**
 * bx_rules_zh:
 * @text: (nullable): our Chinese (a title, a name), in traditional characters
 *
 * Returns: (transfer full) (nullable): @text as the reader reads it: in simplified
 *   characters under zh_CN, else as written
 */
char *
bx_rules_zh (const char *text)
{
  if (text != NULL && bx_ui_script (NULL) == BX_UI_SCRIPT_SIMPLIFIED)
    return bx_to_simplified (text);
  return g_strdup (text);
}

/**
 * bx_rules_name:
 * @en: (nullable): an English name
 * @zh: (nullable): the Chinese one (traditional)
 *
 * Returns: (transfer full): the name in the reader's language (bx_rules_zh() under Chinese)
 */
char *
bx_rules_name (const char *en,
               const char *zh)
{
  if (zh != NULL && (bx_rules_zh_first () || en == NULL))
    return bx_rules_zh (zh);
  return g_strdup (en != NULL ? en : "");
}

/**
 * bx_rules_pair:
 * @en: an English name
 * @zh: (nullable): the Chinese one (traditional)
 *
 * Returns: (transfer full): "Liubo · 六博", or "六博 · Liubo" (simplified under zh_CN) when the
 *   reader reads Chinese
 */
char *
bx_rules_pair (const char *en,
               const char *zh)
{
  g_autofree char *zh_ui = NULL;

  if (zh == NULL)
    return g_strdup (en);
  if (!bx_rules_zh_first ())
    return g_strdup_printf ("%s · %s", en, zh);
  zh_ui = bx_rules_zh (zh);
  return g_strdup_printf ("%s · %s", zh_ui, en);
}

/**
 * bx_rules_label:
 * @text: the text (not markup)
 * @css_classes: (nullable): space-separated CSS classes
 *
 * Returns: (transfer floating): a wrapping, left-aligned label
 */
GtkWidget *
bx_rules_label (const char *text,
                const char *css_classes)
{
  GtkWidget *label = gtk_label_new (text);
  g_auto(GStrv) classes = css_classes != NULL ? g_strsplit (css_classes, " ", -1) : NULL;

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_halign (label, GTK_ALIGN_FILL);
  for (guint i = 0; classes != NULL && classes[i] != NULL; i++)
    if (*classes[i] != '\0')
      gtk_widget_add_css_class (label, classes[i]);
  return label;
}

/**
 * bx_rules_heading:
 * @text: the heading
 * @css_class: "title-1" … "heading"
 *
 * Returns: (transfer floating): a heading label, marked as one for screen readers
 */
GtkWidget *
bx_rules_heading (const char *text,
                  const char *css_class)
{
  GtkWidget *label = bx_rules_label (text, css_class);

  gtk_widget_set_margin_top (label, g_str_equal (css_class, "title-1") ? 0 : 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  -1);
  return label;
}

/**
 * bx_rules_link:
 * @label: the text of the link
 * @action: the action it activates ("rules.go", "win.open-clause")
 * @target: (nullable) (transfer floating): the action's parameter
 *
 * Returns: (transfer floating): a flat button, reached with Tab and pressed with Enter
 */
GtkWidget *
bx_rules_link (const char *label,
               const char *action,
               GVariant   *target)
{
  GtkWidget *button = gtk_button_new_with_label (label);
  GtkWidget *child = gtk_button_get_child (GTK_BUTTON (button));

  if (GTK_IS_LABEL (child))
    {
      gtk_label_set_xalign (GTK_LABEL (child), 0);
      /* Long links wrap; short ones keep their natural width beside other buttons. */
      gtk_label_set_wrap (GTK_LABEL (child), g_utf8_strlen (label, -1) > 48);
    }
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "rules-link");
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  if (target != NULL)
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  return button;
}

/**
 * bx_rules_status_badge:
 * @status: a rule's status
 *
 * Returns: (transfer floating): the badge the citation panel uses
 */
GtkWidget *
bx_rules_status_badge (BxRuleStatus status)
{
  GtkWidget *badge = gtk_label_new (bx_rule_status_label (status));

  gtk_widget_add_css_class (badge, bx_rule_status_css_class (status));
  gtk_widget_add_css_class (badge, "caption-heading");
  gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (badge, GTK_ALIGN_START);
  return badge;
}

/**
 * bx_rules_bilingual:
 * @text_en: (nullable): the English
 * @text_zh: (nullable): the Chinese
 *
 * Returns: (transfer floating): both, Chinese first under a Chinese locale
 */
GtkWidget *
bx_rules_bilingual (const char *text_en,
                    const char *text_zh)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gboolean zh_first = bx_ui_script (NULL) != BX_UI_SCRIPT_NONE && text_zh != NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  gboolean converted;

  /* The reader's language first, in simplified characters under zh_CN (as the other pages
   * show rule statements). */
  converted = bx_statements_for_ui (text_en, text_zh, NULL, &first, &second);
  if (first != NULL)
    {
      GtkWidget *label = bx_rules_label (first, zh_first ? "rules-zh" : NULL);

      if (converted)
        bx_widget_set_tooltip_text (label, _("Converted from traditional characters by "
                                             "OpenCC: our text and its sources are in "
                                             "traditional characters"));
      gtk_box_append (GTK_BOX (box), label);
    }
  if (second != NULL)
    gtk_box_append (GTK_BOX (box), bx_rules_label (second, zh_first ? "dim-label"
                                                                     : "rules-zh dim-label"));
  return box;
}

/**
 * bx_rules_clause:
 * @self: the view
 * @clause_id: "pushuang.changju.3"
 * @context: whether the clause is only context (shown dimmed)
 *
 * Returns: (transfer floating): the clause's original and translation, and a link that
 *   opens it in the Reader (win.open-clause)
 */
GtkWidget *
bx_rules_clause (BxRulesView *self,
                 const char  *clause_id,
                 gboolean     context)
{
  BxClauseIndex *index = self->library ? bx_library_get_clause_index (self->library) : NULL;
  const char *text = index ? bx_clause_index_get_text (index, clause_id) : NULL;
  const char *translation = index ? bx_clause_index_get_translation (index, clause_id) : NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  BxCorpus *corpus = self->library ? bx_library_get_corpus (self->library) : NULL;
  g_autofree char *ref = bx_clause_label_for_ui (corpus, clause_id);
  g_autofree char *link = g_strdup_printf ("%s ↗", ref);
  g_autofree char *tip = g_strdup_printf (_("Read it in the Reader (clause %s)"), clause_id);

  gtk_widget_add_css_class (box, "rules-clause");
  if (context)
    gtk_widget_add_css_class (box, "citation-context");
  gtk_box_append (GTK_BOX (box), bx_rules_label (text != NULL ? text
                                                 : _("(The text of this clause is not "
                                                     "available.)"),
                                                 "clause-original"));
  if (translation != NULL)
    gtk_box_append (GTK_BOX (box), bx_rules_label (translation, "citation-translation"));
  gtk_box_append (GTK_BOX (box), bx_rules_link (link, "win.open-clause",
                                                g_variant_new_string (clause_id)));
  bx_widget_set_tooltip_text (gtk_widget_get_last_child (box), tip);
  return box;
}

/**
 * bx_rules_clause_links:
 * @self: the view
 * @cites: (nullable): clause ids
 *
 * Returns: (transfer floating) (nullable): a row of links to the clauses, each named as
 *   people cite it (bx_corpus_clause_label()), or %NULL for none
 */
GtkWidget *
bx_rules_clause_links (BxRulesView        *self,
                       const char * const *cites)
{
  BxCorpus *corpus = self->library ? bx_library_get_corpus (self->library) : NULL;
  GtkWidget *box;

  if (cites == NULL || cites[0] == NULL)
    return NULL;
  box = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (box), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (box), 6);
  for (guint i = 0; cites[i] != NULL; i++)
    {
      g_autofree char *ref = bx_clause_label_for_ui (corpus, cites[i]);
      g_autofree char *label = g_strdup_printf ("%s ↗", ref);
      g_autofree char *tip = g_strdup_printf (_("Read it in the Reader (clause %s)"), cites[i]);
      GtkWidget *link = bx_rules_link (label, "win.open-clause",
                                       g_variant_new_string (cites[i]));

      bx_widget_set_tooltip_text (link, tip);

      gtk_widget_add_css_class (link, "caption");
      gtk_flow_box_append (GTK_FLOW_BOX (box), link);
      gtk_widget_set_focusable (gtk_widget_get_parent (link), FALSE);
    }
  return box;
}

/**
 * bx_rules_topic_label:
 * @topic: a topic
 *
 * Returns: (transfer none): its name for people, translated
 */
const char *
bx_rules_topic_label (BxTopic topic)
{
  static const char *labels[BX_N_TOPICS] = {
    N_("Setup"), N_("The throw"), N_("Entering"), N_("Movement"), N_("Stacking"),
    N_("Blocking"), N_("Capture"), N_("Re-entry"), N_("Bearing off"), N_("Scoring"),
    N_("Winning"), N_("Turn order"), N_("Special rules"),
  };

  if ((guint) topic >= BX_N_TOPICS)
    return "?";
  return _(labels[topic]);
}

/* "Follows the reconstruction “Boxi defaults” by Boxi contributors": the bibl's title and
 * author as texts/reconstructions.xml gives them (the Bibliography's names), not its id;
 * the id only when the corpus has no such bibl. */
static char *
reconstruction_text (BxRulesView *self,
                     const char  *bibl_id)
{
  BxCorpus *corpus = self->library ? bx_library_get_corpus (self->library) : NULL;
  g_autoptr(GPtrArray) recs = corpus != NULL ? bx_corpus_list_reconstructions (corpus, NULL,
                                                                               NULL)
                                             : NULL;

  for (guint i = 0; recs != NULL && i < recs->len; i++)
    {
      const BxReconstructionEntry *e = g_ptr_array_index (recs, i);

      if (g_strcmp0 (e->id, bibl_id) != 0 || e->title == NULL || *e->title == '\0')
        continue;
      if (e->author == NULL || *e->author == '\0')
        /* Translators: a rule follows this modern reconstruction: its title */
        return g_strdup_printf (_("Follows the reconstruction “%s”"), e->title);
      /* Translators: a rule follows this modern reconstruction: its title, its author */
      return g_strdup_printf (_("Follows the reconstruction “%s” by %s"), e->title, e->author);
    }
  return g_strdup_printf (_("Follows the reconstruction %s"), bibl_id);
}

/**
 * bx_rules_rule_card:
 * @self: the view
 * @ruleset: the ruleset the rule is seen in
 * @rule: the rule
 * @full: %TRUE on the rule's own page (no link to it)
 *
 * Returns: (transfer floating): the rule: status, statement in both languages, the cited
 *   clauses inline, the context, the rationale and the reconstruction it follows
 */
GtkWidget *
bx_rules_rule_card (BxRulesView  *self,
                    BxRuleset    *ruleset,
                    const BxRule *rule,
                    gboolean      full)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  const char *state_json, *throw_text;

  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "rules-card");
  gtk_widget_set_name (card, rule->id);
  gtk_box_append (GTK_BOX (header), bx_rules_status_badge (rule->status));
  {
    g_autofree char *heading = bx_rule_heading (rule, NULL);
    g_autofree char *tip = g_strdup_printf (_("Engine details: rule %s"), rule->id);
    GtkWidget *label = bx_rules_label (heading, "caption-heading");

    bx_widget_set_tooltip_text (label, tip);
    gtk_box_append (GTK_BOX (header), label);
  }
  gtk_box_append (GTK_BOX (card), header);
  gtk_box_append (GTK_BOX (card), bx_rules_bilingual (rule->statement_en, rule->statement_zh));

  for (guint i = 0; rule->cites != NULL && rule->cites[i] != NULL; i++)
    gtk_box_append (GTK_BOX (card), bx_rules_clause (self, rule->cites[i], FALSE));
  for (guint i = 0; rule->context != NULL && rule->context[i] != NULL; i++)
    {
      if (i == 0)
        gtk_box_append (GTK_BOX (card),
                        bx_rules_label (_("Context: the rule fills a gap about this; the "
                                          "clause does not state it"), "caption dim-label"));
      gtk_box_append (GTK_BOX (card), bx_rules_clause (self, rule->context[i], TRUE));
    }
  if (rule->rationale != NULL)
    {
      gboolean converted;
      g_autofree char *why = bx_rule_rationale_for_ui (rule, &converted);
      g_autofree char *text = g_strdup_printf (_("Why this reading: %s"), why);
      GtkWidget *label;

      label = bx_rules_label (text, "caption dim-label");
      gtk_widget_set_name (label, "rationale");
      gtk_box_append (GTK_BOX (card), label);
      if (converted)
        {
          label = bx_converted_label_new ();
          gtk_widget_set_name (label, "rationale-converted");
          gtk_box_append (GTK_BOX (card), label);
        }
    }
  if (rule->reconstruction != NULL)
    {
      g_autofree char *text = reconstruction_text (self, rule->reconstruction);
      g_autofree char *tip = g_strdup_printf (_("Listed in the Reader’s Bibliography as %s"),
                                              rule->reconstruction);
      GtkWidget *label = bx_rules_label (text, "caption");

      bx_widget_set_tooltip_text (label, tip);
      gtk_box_append (GTK_BOX (card), label);
    }
  if (!full)
    {
      g_autofree char *location = g_strdup_printf ("rule/%s#%s", bx_ruleset_get_id (ruleset),
                                                   rule->id);
      gboolean has_example = bx_ruleset_get_example (ruleset, rule->id, &state_json,
                                                          &throw_text);
      GtkWidget *link = bx_rules_link (has_example ? _("Show me: the rule’s example")
                                                   : _("The rule’s page"),
                                       "rules.go", g_variant_new_string (location));

      gtk_box_append (GTK_BOX (card), link);
    }
  return card;
}

/**
 * bx_rules_board:
 * @self: the view
 * @session: (transfer full): what the board shows; the view keeps it while the page stays
 * @height: the height of the board, in pixels
 *
 * Returns: (transfer floating): the family's board of the Play page, which only shows
 */
GtkWidget *
bx_rules_board (BxRulesView *self,
                BxSession   *session,
                int          height)
{
  BxRuleset *ruleset = bx_session_get_ruleset (session);
  GType type = bx_board_registry_get_type_for_family (bx_ruleset_get_family (ruleset));
  GtkWidget *board = g_object_new (type, NULL);

  g_ptr_array_add (self->sessions, session);
  gtk_widget_set_name (board, "rules-board");
  gtk_widget_set_size_request (board, -1, height);
  gtk_widget_set_hexpand (board, TRUE);
  /* Shown, not played: the page has no play.* actions for its input. */
  gtk_widget_set_can_target (board, FALSE);
  gtk_widget_set_focusable (board, FALSE);
  gtk_widget_add_css_class (board, "rules-board");
  bx_board_set_session (BX_BOARD (board), session);
  return board;
}

/**
 * bx_rules_highlight_move:
 * @self: the view
 * @board: a board of bx_rules_board()
 * @session: its session
 * @index: a legal move of the session
 *
 * Marks the move on the board as the Play page marks a hint: a board of points with its
 * piece picked and the cursor on the target, a board of moves with the move selected.
 */
void
bx_rules_highlight_move (BxRulesView *self,
                         GtkWidget   *board,
                         BxSession   *session,
                         guint        index)
{
  const BxMove *m = bx_session_get_legal_move (session, index);

  if (m == NULL)
    return;
  if (!bx_board_uses_points (BX_BOARD (board)))
    {
      bx_board_select_move (BX_BOARD (board), index);
      return;
    }
  bx_session_clear_chosen (session);
  if (m->n_steps == 0)
    return;
  for (guint i = 0; i + 1 < m->n_steps; i++)
    if (bx_session_choose_step (session, m->steps[i].from, m->steps[i].to)
        != BX_STEP_RESULT_PARTIAL)
      {
        bx_session_clear_chosen (session);
        return;
      }
  bx_board_set_marks (BX_BOARD (board), m->steps[m->n_steps - 1].from,
                      m->steps[m->n_steps - 1].to, BX_BOARD_NO_POINT);
  bx_board_refresh (BX_BOARD (board));
}

/**
 * bx_rules_status_counts_text:
 * @ruleset: a ruleset
 *
 * Returns: (transfer full): "12 attested · 3 interpreted · 1 conjectured"
 */
char *
bx_rules_status_counts_text (BxRuleset *ruleset)
{
  guint counts[3];

  bx_ruleset_status_counts (ruleset, counts);
  /* TRANSLATORS: the number of a ruleset's rules of each status */
  return g_strdup_printf (_("%u attested · %u interpreted · %u conjectured"), counts[0],
                          counts[1], counts[2]);
}

/* The probability of a row of a throw table: "n/d", unreduced or not. */
static gboolean
row_probability (JsonObject *row,
                 double     *out,
                 char      **text)
{
  const char *p = json_object_get_string_member_with_default (row, "probability", NULL);
  guint64 num, den;
  char *end = NULL;

  if (p == NULL)
    return FALSE;
  num = g_ascii_strtoull (p, &end, 10);
  if (end == p || *end != '/')
    return FALSE;
  den = g_ascii_strtoull (end + 1, NULL, 10);
  if (den == 0)
    return FALSE;
  *out = (double) num / (double) den;
  *text = g_strdup (p);
  return TRUE;
}

static char *
row_name (JsonObject *row)
{
  const char *keys[] = { "name_en", "name", "class_zh", "class" };
  const char *throw_text = json_object_get_string_member_with_default (row, "throw", NULL);
  const char *name = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (keys) && name == NULL; i++)
    if (json_object_has_member (row, keys[i])
        && JSON_NODE_HOLDS_VALUE (json_object_get_member (row, keys[i])))
      name = json_object_get_string_member_with_default (row, keys[i], NULL);
  if (throw_text != NULL && name != NULL)
    return g_strdup_printf ("%s  %s", throw_text, name);
  return g_strdup (throw_text != NULL ? throw_text : name != NULL ? name : "—");
}

/* The dice's own throws, when the family names none: every distinct throw. */
static JsonNode *
dice_table (const BxGame *game)
{
  g_autoptr(GArray) all = bx_dice_enumerate (bx_game_get_dice (game));
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_array (b);
  for (guint i = 0; all != NULL && i < all->len; i++)
    {
      const BxThrowProb *p = &g_array_index (all, BxThrowProb, i);
      g_autofree char *t = bx_throw_to_string (&p->dice);
      g_autofree char *prob = g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT,
                                               p->numerator, p->denominator);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "throw");
      json_builder_add_string_value (b, t);
      json_builder_set_member_name (b, "probability");
      json_builder_add_string_value (b, prob);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

/**
 * bx_rules_throw_chart:
 * @ruleset: a playable ruleset
 *
 * The exact probability of each throw (bx_game_throw_table(), else the dice's), as a table
 * with a bar for each row.
 *
 * Returns: (transfer floating) (nullable): the chart, or %NULL when the game has no throws
 */
GtkWidget *
bx_rules_throw_chart (BxRuleset *ruleset)
{
  g_autoptr(BxGame) game = bx_game_new (ruleset, NULL);
  g_autoptr(JsonNode) table = NULL;
  GtkWidget *grid, *box;
  JsonArray *rows;
  double max = 0;
  guint n, shown = 0;

  if (game == NULL)
    return NULL;
  table = bx_game_throw_table (game);
  if (table == NULL)
    table = dice_table (game);
  if (!JSON_NODE_HOLDS_ARRAY (table) || json_array_get_length (json_node_get_array (table)) == 0)
    return NULL;
  rows = json_node_get_array (table);
  n = json_array_get_length (rows);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *e = json_array_get_element (rows, i);
      g_autofree char *text = NULL;
      double p;

      if (JSON_NODE_HOLDS_OBJECT (e) && row_probability (json_node_get_object (e), &p, &text))
        max = MAX (max, p);
    }
  if (max <= 0)
    return NULL;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  grid = gtk_grid_new ();
  gtk_widget_set_name (grid, "throw-chart");
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_grid_attach (GTK_GRID (grid), bx_rules_label (_("Throw"), "caption-heading"), 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), bx_rules_label (_("Probability"), "caption-heading"),
                   1, 0, 1, 1);
  for (guint i = 0; i < n && shown < MAX_CHART_ROWS; i++)
    {
      JsonNode *e = json_array_get_element (rows, i);
      g_autofree char *text = NULL;
      g_autofree char *name = NULL;
      g_autofree char *prob = NULL;
      GtkWidget *bar;
      double p;

      if (!JSON_NODE_HOLDS_OBJECT (e) || !row_probability (json_node_get_object (e), &p, &text))
        continue;
      name = row_name (json_node_get_object (e));
      prob = g_strdup_printf ("%s  (%.1f%%)", text, 100 * p);
      bar = gtk_level_bar_new_for_interval (0, max);
      gtk_level_bar_set_value (GTK_LEVEL_BAR (bar), p);
      gtk_widget_set_hexpand (bar, TRUE);
      gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
      gtk_widget_set_size_request (bar, 160, -1);
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW);
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH);
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_FULL);
      gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      name, -1);
      shown++;
      gtk_grid_attach (GTK_GRID (grid), bx_rules_label (name, "numeric"), 0, (int) shown, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), bx_rules_label (prob, "numeric"), 1, (int) shown, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), bar, 2, (int) shown, 1, 1);
    }
  gtk_box_append (GTK_BOX (box), grid);
  if (shown < n)
    {
      g_autofree char *more = NULL;

      /* TRANSLATORS: the throw chart shows the first %u of %u rows */
      more = g_strdup_printf (_("The first %u of %u throws; boxi-cli throws %s lists them all."),
                              shown, n, bx_ruleset_get_id (ruleset));
      gtk_box_append (GTK_BOX (box), bx_rules_label (more, "caption dim-label"));
    }
  return box;
}
