/* bx-compare-view.c: the rules of two to four rulesets side by side, and twin boards
 *
 * The rules table shows a #BxComparison (bx-compare.h, core): one group per topic, one
 * column per ruleset.  Each cell shows the rule's statements (the reader's language first,
 * bx_statements_for_ui()), its status badge and its cited clauses (a link activates
 * win.open-clause), and folds the engine's id and params behind an "Engine parameters"
 * expander.  The cells that differ (as the core says) are highlighted, and within them the
 * statement, badge or params that differ; the rows alike in every column are folded behind
 * an expander.  The "Twin Boards" section plays the first two rulesets on
 * one stream of throws (#BxTwinView); the "Statistics" section plays seeded batches of
 * every playable ruleset compared (#BxStatsView).
 *
 * The widget decides no rule: which rows exist, and which differ, come from the core.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bx-citation-panel.h"
#include "bx-compare-view.h"
#include "bx-text-util.h"
#include "bx-stats-view.h"
#include "bx-twin-view.h"
#include "bx-tooltip.h"

#define DEFAULT_A "shuanglu/ping"
#define DEFAULT_B "shuanglu/dashi"

struct _BxCompareView
{
  AdwBin             parent_instance;

  BxRulesetLibrary  *library;      /* not owned */
  BxCorpus          *corpus;       /* not owned: names the cited clauses; may be NULL */
  GPtrArray         *choices;      /* (element-type BxRuleset): the rulesets offered */
  GtkStringList     *names;        /* their names, for the dropdowns */
  GtkWidget         *selectors[BX_COMPARE_MAX];
  guint              n_selectors;
  BxComparison      *comparison;
  gboolean           updating;

  /* Template children */
  GtkWidget         *selectors_box;
  GtkLabel          *summary_label;
  GtkStack          *sections;
  GtkWidget         *rules_box;
  BxTwinView        *twin_view;
  BxStatsView       *stats_view;
};

G_DEFINE_FINAL_TYPE (BxCompareView, bx_compare_view, ADW_TYPE_BIN)

/* Statics */

static GtkWidget *
new_label (const char *text,
           const char *css_classes,
           gboolean    wrap)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (wrap)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_width_chars (GTK_LABEL (label), 10);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 80);
    }
  if (css_classes != NULL)
    {
      g_auto(GStrv) classes = g_strsplit (css_classes, " ", -1);

      for (guint i = 0; classes[i] != NULL; i++)
        gtk_widget_add_css_class (label, classes[i]);
    }
  return label;
}

static GtkWidget *
status_badge_new (BxRuleStatus status,
                  const char  *tooltip)
{
  GtkWidget *badge = gtk_label_new (bx_rule_status_label (status));

  gtk_widget_add_css_class (badge, bx_rule_status_css_class (status));
  gtk_widget_add_css_class (badge, "caption-heading");
  gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (badge, GTK_ALIGN_START);
  bx_widget_set_tooltip_text (badge, tooltip);
  return badge;
}

static char *
params_text (const BxRule *rule)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; rule->params != NULL && i < rule->params->len; i++)
    {
      const BxParam *param = g_ptr_array_index (rule->params, i);

      g_string_append_printf (text, "%s%s = %s", i > 0 ? " · " : "", param->name,
                              param->value);
    }
  return g_string_free (text, text->len == 0);
}

/* A clause link opens the clause in the reader, through the window's action. */
static gboolean
cite_link_cb (GtkLabel   *label,
              const char *uri,
              gpointer    user_data)
{
  gtk_widget_activate_action (GTK_WIDGET (label), "win.open-clause", "s", uri);
  return TRUE;
}

/* The engine's own view of a rule: its id (and the ruleset it comes from) and its params,
 * folded behind an "Engine parameters" expander (named "engine-params"). */
static GtkWidget *
engine_params_new (const BxRule *rule,
                   BxRuleset    *ruleset,
                   guint         aspects)
{
  GtkWidget *expander, *box;
  g_autofree char *params = params_text (rule);
  g_autofree char *id_text = NULL;

  if (g_strcmp0 (rule->ruleset_id, bx_ruleset_get_id (ruleset)) != 0)
    /* TRANSLATORS: a rule's id and the ruleset it is inherited from: "ping.hit · from
     * shuanglu/ping" */
    id_text = g_strdup_printf (_("%s · from %s"), rule->id, rule->ruleset_id);
  else
    id_text = g_strdup (rule->id);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_margin_top (box, 4);
  gtk_box_append (GTK_BOX (box), new_label (id_text, "caption monospace compare-rule-id",
                                            FALSE));
  if (params != NULL)
    gtk_box_append (GTK_BOX (box), new_label (params, "caption monospace compare-params",
                                              TRUE));
  expander = gtk_expander_new (_("Engine parameters"));
  gtk_widget_set_name (expander, "engine-params");
  gtk_widget_add_css_class (expander, "compare-engine");
  gtk_widget_add_css_class (expander, "caption");
  if (aspects & BX_COMPARE_PARAMS)
    gtk_widget_add_css_class (expander, "differs");
  bx_widget_set_tooltip_text (expander, _("How the game engine reads this rule"));
  gtk_expander_set_child (GTK_EXPANDER (expander), box);
  return expander;
}

/* A cell: the rule of @row in column @k.  The cell is marked "differs" when it is apart
 * from the rule most columns share (bx-compare.h), and so are its parts that differ. */
static GtkWidget *
cell_new (BxCompareView      *self,
          const BxCompareRow *row,
          guint               k)
{
  const BxRule *rule = row->cells[k];
  BxRuleset *ruleset = self->comparison->rulesets[k];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *footer, *cites, *badge;
  GString *links;
  char *prev_section;
  g_autofree char *name = g_strdup_printf ("%s:%u", row->rule_id, k);
  g_autofree char *first = NULL;
  g_autofree char *why = NULL;
  g_autofree char *second = NULL;
  gboolean zh_first, converted;
  guint aspects = row->differs ? row->cell_differs[k] : 0;
  const char *tooltip;

  gtk_widget_set_name (box, name);
  gtk_widget_add_css_class (box, "compare-cell");
  gtk_widget_set_hexpand (box, TRUE);
  if (aspects != 0)
    gtk_widget_add_css_class (box, "differs");
  if (rule == NULL)
    {
      gtk_widget_add_css_class (box, "missing");
      gtk_box_append (GTK_BOX (box), new_label (_("No such rule in this ruleset"),
                                                "dim-label compare-none", TRUE));
      return box;
    }

  /* The statements in the reader's language first (bx_statements_for_ui()). */
  converted = bx_statements_for_ui (rule->statement_en, rule->statement_zh, NULL, &first,
                                    &second);
  zh_first = bx_ui_script (NULL) != BX_UI_SCRIPT_NONE && rule->statement_zh != NULL;
  if (first != NULL)
    {
      GtkWidget *label = new_label (first, zh_first ? "compare-statement compare-zh-first"
                                                    : "compare-statement", TRUE);

      gtk_widget_set_name (label, "statement");
      if (aspects & BX_COMPARE_STATEMENT)
        gtk_widget_add_css_class (label, "differs");
      gtk_box_append (GTK_BOX (box), label);
    }
  if (converted)
    gtk_box_append (GTK_BOX (box), bx_converted_label_new ());
  if (second != NULL)
    {
      GtkWidget *label = new_label (second, zh_first ? "compare-second"
                                                     : "compare-zh compare-second", TRUE);

      gtk_widget_set_name (label, "statement-second");
      gtk_box_append (GTK_BOX (box), label);
    }

  footer = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_top (footer, 2);
  why = bx_rule_rationale_for_ui (rule, NULL);
  tooltip = why != NULL ? why
            : rule->status == BX_STATUS_ATTESTED ? _("The cited clause states this rule")
            : rule->status == BX_STATUS_INTERPRETED
            ? _("The cited clause is unclear: this is our reading")
            : _("No clause states this rule: it follows a reconstruction");
  badge = status_badge_new (rule->status, tooltip);
  gtk_widget_set_name (badge, "status");
  if (aspects & BX_COMPARE_STATUS)
    gtk_widget_add_css_class (badge, "differs");
  gtk_box_append (GTK_BOX (footer), badge);

  /* The cited clauses: links that open them in the reader (cite_link_cb). */
  links = g_string_new (NULL);
  prev_section = NULL;
  for (guint i = 0; rule->cites != NULL && rule->cites[i] != NULL; i++)
    {
      g_autofree char *link = NULL;
      g_autofree char *shown = NULL;

      /* TRANSLATORS: %s is a clause id such as pushuang.changju.15 */
      g_autofree char *link_tooltip = g_strdup_printf (_("Open %s in the reader"),
                                                       rule->cites[i]);
      g_autofree char *ref = bx_clause_label_for_ui (self->corpus, rule->cites[i]);
      const char *section_mark = strstr (ref, " §");

      /* After a clause of the same section, its number alone: "譜雙 · 常局格制 §4  §5". */
      if (section_mark != NULL && prev_section != NULL
          && strncmp (ref, prev_section, section_mark - ref) == 0
          && prev_section[section_mark - ref] == '\0')
        shown = g_strdup (section_mark + 1);
      else
        shown = g_strdup (ref);
      g_free (prev_section);
      prev_section = section_mark != NULL ? g_strndup (ref, section_mark - ref) : NULL;

      link = g_markup_printf_escaped ("%s<a href=\"%s\" title=\"%s\">%s</a>",
                                      i > 0 ? "  " : "", rule->cites[i], link_tooltip,
                                      shown);
      g_string_append (links, link);
    }
  g_clear_pointer (&prev_section, g_free);
  cites = gtk_label_new (NULL);
  gtk_label_set_markup (GTK_LABEL (cites), links->str);
  g_string_free (links, TRUE);
  gtk_label_set_wrap (GTK_LABEL (cites), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (cites), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (cites), 0);
  gtk_widget_set_hexpand (cites, TRUE);
  gtk_widget_set_name (cites, "cites");
  gtk_widget_add_css_class (cites, "cite-links");
  gtk_widget_add_css_class (cites, "caption");
  g_signal_connect (cites, "activate-link", G_CALLBACK (cite_link_cb), NULL);
  gtk_box_append (GTK_BOX (footer), cites);
  gtk_box_append (GTK_BOX (box), footer);
  gtk_box_append (GTK_BOX (box), engine_params_new (rule, ruleset, aspects));
  return box;
}

static GtkWidget *
grid_new (void)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  return grid;
}

static void
grid_add_row (BxCompareView      *self,
              GtkGrid            *grid,
              const BxCompareRow *row,
              int                 y)
{
  for (guint k = 0; k < row->n_cells; k++)
    gtk_grid_attach (grid, cell_new (self, row, k), (int) k, y, 1, 1);
}

static GtkWidget *
header_new (BxCompareView *self)
{
  GtkWidget *grid = grid_new ();

  gtk_widget_add_css_class (grid, "compare-header");
  for (guint k = 0; k < self->comparison->n_rulesets; k++)
    {
      BxRuleset *ruleset = self->comparison->rulesets[k];
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      GtkWidget *subtitle_label;
      g_autofree char *name = bx_ruleset_zh_for_ui (ruleset);

      gtk_box_append (GTK_BOX (line), new_label (name, "title-3 compare-name", FALSE));
      gtk_box_append (GTK_BOX (line),
                      status_badge_new (bx_ruleset_get_status (ruleset),
                                        _("The weakest status among the ruleset’s rules")));
      gtk_box_append (GTK_BOX (box), line);
      /* The other name (English under a Chinese UI too); the id only in the tooltip. */
      subtitle_label = new_label (bx_ruleset_get_name_en (ruleset), "caption dim-label", TRUE);
      bx_widget_set_tooltip_text (subtitle_label, bx_ruleset_get_id (ruleset));
      gtk_box_append (GTK_BOX (box), subtitle_label);
      gtk_grid_attach (GTK_GRID (grid), box, (int) k, 0, 1, 1);
    }
  return grid;
}

static GtkWidget *
topic_new (BxCompareView *self,
           BxTopic        topic)
{
  GtkWidget *box, *heading, *title, *count, *differ_grid, *same_grid;
  guint n_rows = 0, n_differ = 0, n_same = 0;

  for (guint i = 0; i < self->comparison->rows->len; i++)
    {
      const BxCompareRow *row = g_ptr_array_index (self->comparison->rows, i);

      if (row->topic != topic)
        continue;
      n_rows++;
      if (row->differs)
        n_differ++;
    }
  if (n_rows == 0)
    return NULL;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_name (box, bx_topic_to_string (topic));
  gtk_widget_add_css_class (box, "compare-topic");
  heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  title = new_label (bx_topic_title (topic), "heading", FALSE);
  gtk_box_append (GTK_BOX (heading), title);
  {
    g_autofree char *text = NULL;

    if (n_differ == 0)
      text = g_strdup (_("all alike"));
    else
      /* TRANSLATORS: within a topic of the rules comparison */
      text = g_strdup_printf (ngettext ("%u of %u differs", "%u of %u differ", n_differ),
                              n_differ, n_rows);
    count = new_label (text, "caption dim-label", FALSE);
    gtk_widget_set_valign (count, GTK_ALIGN_BASELINE);
    gtk_box_append (GTK_BOX (heading), count);
  }
  gtk_box_append (GTK_BOX (box), heading);

  n_same = n_rows - n_differ;
  differ_grid = n_differ > 0 ? grid_new () : NULL;
  same_grid = n_same > 0 ? grid_new () : NULL;
  for (guint i = 0, y_differ = 0, y_same = 0; i < self->comparison->rows->len; i++)
    {
      const BxCompareRow *row = g_ptr_array_index (self->comparison->rows, i);

      if (row->topic != topic)
        continue;
      if (row->differs)
        grid_add_row (self, GTK_GRID (differ_grid), row, (int) y_differ++);
      else
        grid_add_row (self, GTK_GRID (same_grid), row, (int) y_same++);
    }
  if (differ_grid != NULL)
    gtk_box_append (GTK_BOX (box), differ_grid);
  if (same_grid != NULL)
    {
      g_autofree char *label = g_strdup_printf (ngettext ("%u identical rule",
                                                          "%u identical rules", n_same),
                                                n_same);
      GtkWidget *expander = gtk_expander_new (label);
      g_autofree char *name = g_strdup_printf ("identical-%s", bx_topic_to_string (topic));

      gtk_widget_set_name (expander, name);
      gtk_widget_add_css_class (expander, "compare-identical");
      gtk_widget_set_margin_top (same_grid, 6);
      gtk_expander_set_child (GTK_EXPANDER (expander), same_grid);
      gtk_box_append (GTK_BOX (box), expander);
    }
  return box;
}

static void
clear_rules (BxCompareView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->rules_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->rules_box), child);
}

static BxRuleset *
selected_ruleset (BxCompareView *self,
                  guint          k)
{
  guint index = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->selectors[k]));

  if (self->choices == NULL || index >= self->choices->len)
    return NULL;
  return g_ptr_array_index (self->choices, index);
}

/* Compares the rulesets selected, shows the table and restarts the twin boards. */
static void
rebuild (BxCompareView *self)
{
  g_autoptr(GError) error = NULL;
  BxRuleset *rulesets[BX_COMPARE_MAX];
  g_autofree char *summary = NULL;
  guint n = 0;

  if (self->updating)
    return;
  clear_rules (self);
  g_clear_pointer (&self->comparison, bx_comparison_free);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "compare.add-ruleset",
                                 self->n_selectors < BX_COMPARE_MAX && self->choices != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "compare.remove-ruleset",
                                 self->n_selectors > 2);
  for (guint k = 0; k < self->n_selectors; k++)
    if ((rulesets[n] = selected_ruleset (self, k)) != NULL)
      n++;
  if (n >= 2)
    self->comparison = bx_comparison_new (rulesets, n, &error);
  if (self->comparison == NULL)
    {
      gtk_box_append (GTK_BOX (self->rules_box),
                      new_label (error != NULL ? error->message
                                               : _("No rulesets to compare"),
                                 "dim-label", TRUE));
      gtk_label_set_label (self->summary_label, "");
      bx_twin_view_set_rulesets (self->twin_view, NULL, NULL, NULL);
      bx_stats_view_set_rulesets (self->stats_view, NULL, 0);
      return;
    }

  gtk_box_append (GTK_BOX (self->rules_box), header_new (self));
  for (guint t = 0; t < BX_N_TOPICS; t++)
    {
      GtkWidget *topic = topic_new (self, (BxTopic) t);

      if (topic != NULL)
        gtk_box_append (GTK_BOX (self->rules_box), topic);
    }
  /* TRANSLATORS: the summary of the rules comparison */
  summary = g_strdup_printf (ngettext ("%u of %u rule differs", "%u of %u rules differ",
                                       bx_comparison_n_differ (self->comparison)),
                             bx_comparison_n_differ (self->comparison),
                             self->comparison->rows->len);
  gtk_label_set_label (self->summary_label, summary);

  if (!bx_twin_view_set_rulesets (self->twin_view, rulesets[0], rulesets[1], &error))
    g_debug ("No twin boards: %s", error ? error->message : "");
  /* Statistics for the rulesets an engine plays. */
  {
    BxRuleset *playable[BX_COMPARE_MAX];
    guint n_playable = 0;

    for (guint k = 0; k < self->comparison->n_rulesets; k++)
      if (bx_ruleset_get_playable (self->comparison->rulesets[k]))
        playable[n_playable++] = self->comparison->rulesets[k];
    bx_stats_view_set_rulesets (self->stats_view, playable, n_playable);
  }
}

static void selector_changed_cb (BxCompareView *self,
                                 GParamSpec    *pspec,
                                 GtkDropDown   *selector);

/* The names in the dropdowns ellipsize, so that the page stays narrow enough for the
 * library beside it. */
static void
selector_setup_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (label), 8);
  gtk_list_item_set_child (item, label);
}

static void
selector_bind_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  gpointer                  user_data)
{
  GtkStringObject *name = gtk_list_item_get_item (item);

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)),
                       gtk_string_object_get_string (name));
}

/* The search entry in @widget's popup (GTK 4.8's dropdown keeps it to itself). */
static GtkEditable *
find_search_entry (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkEditable *found;

      if (GTK_IS_SEARCH_ENTRY (child))
        return GTK_EDITABLE (child);
      if ((found = find_search_entry (child)) != NULL)
        return found;
    }
  return NULL;
}

/* What the dropdown's search matches a ruleset against.  GTK 4.8's dropdown only matches
 * a prefix of this string, so a ruleset whose id, Chinese or English name holds the search
 * text anywhere (case aside) gives the search text itself. */
static char *
selector_search_string (GtkStringObject *item,
                        GWeakRef        *entry_ref)
{
  g_autoptr(GtkEditable) entry = g_weak_ref_get (entry_ref);
  const char *haystack = g_object_get_data (G_OBJECT (item), "bx-search-text");
  const char *search = entry != NULL ? gtk_editable_get_text (entry) : NULL;

  if (haystack == NULL)
    haystack = gtk_string_object_get_string (item);
  if (search != NULL && *search != '\0')
    {
      g_autofree char *folded_haystack = g_utf8_casefold (haystack, -1);
      g_autofree char *folded_search = g_utf8_casefold (search, -1);

      if (strstr (folded_haystack, folded_search) != NULL)
        return g_strdup (search);
    }
  return g_strdup (haystack);
}

static void
weak_ref_free (gpointer  data,
               GClosure *closure)
{
  g_weak_ref_clear (data);
  g_free (data);
}

static GtkWidget *
selector_new (BxCompareView *self)
{
  GtkExpression *expression;
  GtkListItemFactory *factory;
  GtkWidget *selector;
  GWeakRef *entry_ref = g_new0 (GWeakRef, 1);

  selector = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (self->names)), NULL);
  g_weak_ref_init (entry_ref, find_search_entry (selector));
  expression = gtk_cclosure_expression_new (G_TYPE_STRING, NULL, 0, NULL,
                                            G_CALLBACK (selector_search_string),
                                            entry_ref, weak_ref_free);
  gtk_drop_down_set_expression (GTK_DROP_DOWN (selector), expression);
  gtk_expression_unref (expression);
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (selector_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (selector_bind_cb), NULL);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (selector), factory);
  g_object_unref (factory);
  gtk_drop_down_set_enable_search (GTK_DROP_DOWN (selector), TRUE);
  bx_widget_set_tooltip_text (selector, _("A ruleset to compare"));
  g_signal_connect_object (selector, "notify::selected", G_CALLBACK (selector_changed_cb),
                           self, G_CONNECT_SWAPPED);
  return selector;
}

static int
choice_index (BxCompareView *self,
              const char    *ruleset_id)
{
  for (guint i = 0; self->choices != NULL && i < self->choices->len; i++)
    if (g_strcmp0 (bx_ruleset_get_id (g_ptr_array_index (self->choices, i)), ruleset_id) == 0)
      return (int) i;
  return -1;
}

static void
set_n_selectors (BxCompareView *self,
                 guint          n)
{
  while (self->n_selectors > n)
    {
      self->n_selectors--;
      gtk_box_remove (GTK_BOX (self->selectors_box), self->selectors[self->n_selectors]);
      self->selectors[self->n_selectors] = NULL;
    }
  while (self->n_selectors < n)
    {
      GtkWidget *selector = selector_new (self);

      /* A new column starts with the first ruleset not shown yet, of the first column's
       * family if one is left (pass 0), else of any family (pass 1). */
      BxRuleset *first = self->n_selectors > 0 ? selected_ruleset (self, 0) : NULL;
      gboolean placed = FALSE;

      for (guint pass = first != NULL ? 0 : 1; pass < 2 && !placed; pass++)
        for (guint i = 0; self->choices != NULL && i < self->choices->len && !placed; i++)
          {
            BxRuleset *choice = g_ptr_array_index (self->choices, i);
            gboolean shown = FALSE;

            if (pass == 0 && g_strcmp0 (bx_ruleset_get_family (choice),
                                        bx_ruleset_get_family (first)) != 0)
              continue;
            for (guint k = 0; k < self->n_selectors && !shown; k++)
              shown = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->selectors[k])) == i;
            if (!shown)
              {
                gtk_drop_down_set_selected (GTK_DROP_DOWN (selector), i);
                placed = TRUE;
              }
          }
      self->selectors[self->n_selectors++] = selector;
      gtk_box_append (GTK_BOX (self->selectors_box), selector);
    }
}

/* Callbacks */

static void
selector_changed_cb (BxCompareView *self,
                     GParamSpec    *pspec,
                     GtkDropDown   *selector)
{
  rebuild (self);
}

static void
section_changed_cb (BxCompareView *self,
                    GParamSpec    *pspec,
                    GtkStack      *stack)
{
  /* The ruleset pickers beyond the first two only matter to the rules table. */
  gboolean twin = g_strcmp0 (gtk_stack_get_visible_child_name (stack), "twin") == 0;

  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  for (guint k = 2; k < self->n_selectors; k++)
    gtk_widget_set_sensitive (self->selectors[k], !twin);
  /* A picker made insensitive loses the focus: give it to the twin boards. */
  if (twin && root != NULL && gtk_root_get_focus (root) == NULL)
    gtk_widget_child_focus (GTK_WIDGET (self->twin_view), GTK_DIR_TAB_FORWARD);
}

static void
add_ruleset_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  BxCompareView *self = BX_COMPARE_VIEW (widget);

  if (self->n_selectors >= BX_COMPARE_MAX || self->choices == NULL)
    return;
  self->updating = TRUE;
  set_n_selectors (self, self->n_selectors + 1);
  self->updating = FALSE;
  rebuild (self);
}

static void
remove_ruleset_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  BxCompareView *self = BX_COMPARE_VIEW (widget);

  if (self->n_selectors <= 2)
    return;
  self->updating = TRUE;
  set_n_selectors (self, self->n_selectors - 1);
  self->updating = FALSE;
  rebuild (self);
}

/* The groups of a flow box (the layout that wraps in a narrow window) are no focus stops of
 * their own: their buttons are. */
static void
unfocus_flow_children (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_FLOW_BOX_CHILD (child))
        gtk_widget_set_focusable (child, FALSE);
      unfocus_flow_children (child);
    }
}

/* Overrides */

static void
bx_compare_view_dispose (GObject *object)
{
  BxCompareView *self = BX_COMPARE_VIEW (object);

  self->updating = TRUE;
  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_COMPARE_VIEW);
  g_clear_object (&self->names);

  G_OBJECT_CLASS (bx_compare_view_parent_class)->dispose (object);
}

static void
bx_compare_view_finalize (GObject *object)
{
  BxCompareView *self = BX_COMPARE_VIEW (object);

  g_clear_pointer (&self->comparison, bx_comparison_free);
  g_clear_pointer (&self->choices, g_ptr_array_unref);

  G_OBJECT_CLASS (bx_compare_view_parent_class)->finalize (object);
}

static void
bx_compare_view_class_init (BxCompareViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_compare_view_dispose;
  object_class->finalize = bx_compare_view_finalize;

  g_type_ensure (BX_TYPE_TWIN_VIEW);
  g_type_ensure (BX_TYPE_STATS_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-compare-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BxCompareView, selectors_box);
  gtk_widget_class_bind_template_child (widget_class, BxCompareView, summary_label);
  gtk_widget_class_bind_template_child (widget_class, BxCompareView, sections);
  gtk_widget_class_bind_template_child (widget_class, BxCompareView, rules_box);
  gtk_widget_class_bind_template_child (widget_class, BxCompareView, twin_view);
  gtk_widget_class_bind_template_child (widget_class, BxCompareView, stats_view);
  gtk_widget_class_bind_template_callback (widget_class, section_changed_cb);

  gtk_widget_class_install_action (widget_class, "compare.add-ruleset", NULL,
                                   add_ruleset_action);
  gtk_widget_class_install_action (widget_class, "compare.remove-ruleset", NULL,
                                   remove_ruleset_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK,
                                       "compare.add-ruleset", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK,
                                       "compare.remove-ruleset", NULL);
}

static void
bx_compare_view_init (BxCompareView *self)
{
  self->names = gtk_string_list_new (NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  bx_tooltips_widen_tree (GTK_WIDGET (self));   /* (the .ui's tooltips: bx-tooltip.c) */
  unfocus_flow_children (GTK_WIDGET (self));
  rebuild (self);
}

/* Public API */

/** bx_compare_view_new: Returns: (transfer floating): a comparison view with no rulesets. */
GtkWidget *
bx_compare_view_new (void)
{
  return g_object_new (BX_TYPE_COMPARE_VIEW, NULL);
}

/**
 * bx_compare_view_set_corpus:
 * @self: a #BxCompareView
 * @corpus: (nullable): the corpus (borrowed: it must outlive the view, or be unset first)
 *
 * The corpus names the cited clauses as people cite them ("譜雙 · 常局格制 §18",
 * bx_corpus_clause_label()); without it the links show the clause ids.  Set it before
 * bx_compare_view_set_library(): the comparisons made after it use it.
 */
void
bx_compare_view_set_corpus (BxCompareView *self,
                            BxCorpus      *corpus)
{
  g_return_if_fail (BX_IS_COMPARE_VIEW (self));

  self->corpus = corpus;
}

/**
 * bx_compare_view_set_library:
 * @self: a #BxCompareView
 * @library: (nullable): the rulesets to choose from (borrowed: it must outlive the view,
 *   or be unset first)
 *
 * Offers the library's rulesets and compares 平雙陸 with 大食 (else the first two).
 */
void
bx_compare_view_set_library (BxCompareView    *self,
                             BxRulesetLibrary *library)
{
  const char *defaults[] = { DEFAULT_A, DEFAULT_B, NULL };
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  g_return_if_fail (BX_IS_COMPARE_VIEW (self));

  self->updating = TRUE;
  bx_twin_view_set_rulesets (self->twin_view, NULL, NULL, NULL);
  g_clear_pointer (&self->comparison, bx_comparison_free);
  set_n_selectors (self, 0);
  g_clear_pointer (&self->choices, g_ptr_array_unref);
  self->library = library;
  if (library != NULL)
    {
      GPtrArray *list = bx_ruleset_library_list (library);

      self->choices = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_ruleset_unref);
      for (guint i = 0; i < list->len; i++)
        {
          BxRuleset *ruleset = g_ptr_array_index (list, i);

          g_ptr_array_add (self->choices, bx_ruleset_ref (ruleset));
          g_ptr_array_add (names, bx_ruleset_pair_for_ui (ruleset));
        }
    }
  g_ptr_array_add (names, NULL);
  gtk_string_list_splice (self->names, 0, g_list_model_get_n_items (G_LIST_MODEL (self->names)),
                          (const char * const *) names->pdata);
  /* The dropdowns' search also finds a ruleset by its id or either name alone. */
  for (guint i = 0; self->choices != NULL && i < self->choices->len; i++)
    {
      BxRuleset *ruleset = g_ptr_array_index (self->choices, i);
      g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (self->names), i);

      g_object_set_data_full (item, "bx-search-text",
                              g_strdup_printf ("%s %s %s", bx_ruleset_get_id (ruleset),
                                               bx_ruleset_get_name_zh (ruleset),
                                               bx_ruleset_get_name_en (ruleset)),
                              g_free);
    }
  if (self->choices != NULL)
    set_n_selectors (self, 2);
  self->updating = FALSE;
  if (self->choices != NULL && !bx_compare_view_set_rulesets (self, defaults, NULL))
    rebuild (self);
  else if (self->choices == NULL)
    rebuild (self);
}

/**
 * bx_compare_view_set_rulesets:
 * @self: a #BxCompareView
 * @ruleset_ids: (array zero-terminated=1): two to four ruleset ids of the library
 * @error: %G_IO_ERROR_NOT_FOUND for an id the library lacks, %G_IO_ERROR_INVALID_ARGUMENT
 *   for a wrong number of ids
 *
 * Compares these rulesets (nothing changes on error).
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_compare_view_set_rulesets (BxCompareView      *self,
                              const char * const *ruleset_ids,
                              GError            **error)
{
  int index[BX_COMPARE_MAX];
  guint n;

  g_return_val_if_fail (BX_IS_COMPARE_VIEW (self), FALSE);
  g_return_val_if_fail (ruleset_ids != NULL, FALSE);

  n = g_strv_length ((char **) ruleset_ids);
  if (n < 2 || n > BX_COMPARE_MAX)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "compare takes 2 to %d rulesets, not %u", BX_COMPARE_MAX, n);
      return FALSE;
    }
  for (guint k = 0; k < n; k++)
    if ((index[k] = choice_index (self, ruleset_ids[k])) < 0)
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "No ruleset %s", ruleset_ids[k]);
        return FALSE;
      }
  self->updating = TRUE;
  set_n_selectors (self, n);
  for (guint k = 0; k < n; k++)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (self->selectors[k]), (guint) index[k]);
  self->updating = FALSE;
  rebuild (self);
  return self->comparison != NULL;
}

/**
 * bx_compare_view_dup_ruleset_ids:
 * @self: a #BxCompareView
 *
 * Returns: (transfer full) (array zero-terminated=1): the ids of the rulesets compared.
 */
char **
bx_compare_view_dup_ruleset_ids (BxCompareView *self)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  char **ids;

  g_return_val_if_fail (BX_IS_COMPARE_VIEW (self), NULL);

  for (guint k = 0; self->comparison != NULL && k < self->comparison->n_rulesets; k++)
    g_strv_builder_add (builder, bx_ruleset_get_id (self->comparison->rulesets[k]));
  ids = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return ids;
}

/** bx_compare_view_get_comparison: Returns: (transfer none) (nullable): the comparison
 * shown. */
const BxComparison *
bx_compare_view_get_comparison (BxCompareView *self)
{
  g_return_val_if_fail (BX_IS_COMPARE_VIEW (self), NULL);

  return self->comparison;
}

/**
 * bx_compare_view_show_section:
 * @self: a #BxCompareView
 * @section: "rules", "twin" or "stats"
 */
void
bx_compare_view_show_section (BxCompareView *self,
                              const char    *section)
{
  g_return_if_fail (BX_IS_COMPARE_VIEW (self));
  g_return_if_fail (section != NULL);

  if (gtk_stack_get_child_by_name (self->sections, section) == NULL)
    {
      g_warning ("No comparison section named %s", section);
      return;
    }
  gtk_stack_set_visible_child_name (self->sections, section);
}

/** bx_compare_view_get_section: Returns: (transfer none): "rules", "twin" or "stats". */
const char *
bx_compare_view_get_section (BxCompareView *self)
{
  g_return_val_if_fail (BX_IS_COMPARE_VIEW (self), NULL);

  return gtk_stack_get_visible_child_name (self->sections);
}

/** bx_compare_view_get_twin_view: Returns: (transfer none): the twin boards (#BxTwinView). */
GtkWidget *
bx_compare_view_get_twin_view (BxCompareView *self)
{
  g_return_val_if_fail (BX_IS_COMPARE_VIEW (self), NULL);

  return GTK_WIDGET (self->twin_view);
}

/** bx_compare_view_get_stats_view: Returns: (transfer none): the statistics
 * (#BxStatsView). */
GtkWidget *
bx_compare_view_get_stats_view (BxCompareView *self)
{
  g_return_val_if_fail (BX_IS_COMPARE_VIEW (self), NULL);

  return GTK_WIDGET (self->stats_view);
}

/** bx_compare_view_get_rules_box: Returns: (transfer none): the box of the rules table
 * (its cells are named "RULE-ID:COLUMN", its folds "identical-TOPIC"). */
GtkWidget *
bx_compare_view_get_rules_box (BxCompareView *self)
{
  g_return_val_if_fail (BX_IS_COMPARE_VIEW (self), NULL);

  return self->rules_box;
}
