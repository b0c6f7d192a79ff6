/* bx-reader-view-actions.c: the reader's actions ("reader" group) and popovers: a note,
 * glossary term or variant reading of a clause; the rules that cite a clause
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "bx-citation-panel.h"
#include "bx-reader-print.h"
#include "bx-reader-view-private.h"
#include "bx-text-util.h"
#include "bx-tooltip.h"

/* Callbacks */

/* Keeps @rect (in the view's coordinates) inside the view.  A popover pointing at a row
 * that is not scrolled into view (yet) would point off the window, and there, off the
 * screen, GDK finds no monitor to place it on ("gdk_monitor_get_geometry: assertion
 * 'GDK_IS_MONITOR (monitor)' failed"). */
static void
clamp_to_view (BxReaderView *self,
               GdkRectangle *rect)
{
  int w = MAX (gtk_widget_get_width (GTK_WIDGET (self)), 1);
  int h = MAX (gtk_widget_get_height (GTK_WIDGET (self)), 1);

  rect->width = CLAMP (rect->width, 1, w);
  rect->height = CLAMP (rect->height, 1, h);
  rect->x = CLAMP (rect->x, 0, w - rect->width);
  rect->y = CLAMP (rect->y, 0, h - rect->height);
}

void
bx_reader_view_annotation_activated_cb (BxReaderView *self,
                         const char   *uri,
                         double        x,
                         double        y,
                         BxClauseRow  *row)
{
  const BxClause *clause = bx_clause_row_get_clause (row);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *body = NULL;
  const char *colon = strchr (uri, ':');
  guint64 index = 0;
  GdkRectangle rect;
  double vx, vy;

  if (colon == NULL || !g_ascii_string_to_unsigned (colon + 1, 10, 0, G_MAXUINT, &index, NULL))
    return;

  if (g_str_has_prefix (uri, "note:") && clause->notes && index < clause->notes->len)
    {
      const BxNote *note = g_ptr_array_index (clause->notes, index);

      if (g_strcmp0 (note->type, "interlinear") == 0)
        {
          title = g_strdup (_("Interlinear note"));
          subtitle = g_strdup (_("Part of the source: a note in small double-column characters"));
          body = bx_reader_view_convert (self, note->text);
        }
      else
        {
          title = g_strdup (_("Commentary"));
          subtitle = g_strdup (_("A note by the editors of Boxi, not part of the source"));
          body = g_strdup (note->text);
        }
    }
  else if (g_str_has_prefix (uri, "term:") && clause->terms && index < clause->terms->len)
    {
      const BxTermRef *ref = g_ptr_array_index (clause->terms, index);
      g_autofree char *term = bx_reader_view_convert (self, ref->term ? ref->term : ref->surface);

      if (ref->pinyin != NULL && *ref->pinyin != '\0')
        title = g_strdup_printf ("%s  %s", term, ref->pinyin);
      else
        title = g_strdup (term);
      /* TRANSLATORS: the subtitle of a glossary popover; %s is the glossary id */
      subtitle = g_strdup_printf (_("Glossary · %s"), ref->glossary_id);
      body = g_strdup (ref->gloss_en ? ref->gloss_en : _("No gloss yet"));
    }
  else if (g_str_has_prefix (uri, "var:") && clause->variants && index < clause->variants->len)
    {
      const BxVariant *variant = g_ptr_array_index (clause->variants, index);
      g_autofree char *lemma = bx_reader_view_convert (self, variant->lemma ? variant->lemma : "");
      g_autofree char *reading = bx_reader_view_convert (self, variant->reading ? variant->reading
                                                                        : "");

      title = g_strdup (_("Variant reading"));
      /* TRANSLATORS: %s names a witness (an edition) of the text */
      subtitle = g_strdup_printf (_("Witness: %s"),
                                  variant->witness ? variant->witness : variant->witness_id);
      /* TRANSLATORS: the base text, then the reading of the other witness */
      body = g_strdup_printf (_("This text: %s\nThe witness: %s"),
                              *lemma ? lemma : _("(nothing)"),
                              *reading ? reading : _("(omits it)"));
    }
  else
    {
      return;
    }

  gtk_label_set_label (self->popover_title, title);
  gtk_label_set_label (self->popover_subtitle, subtitle);
  gtk_widget_set_visible (GTK_WIDGET (self->popover_subtitle), subtitle != NULL);
  gtk_label_set_label (self->popover_body, body);

  if (!gtk_widget_translate_coordinates (GTK_WIDGET (row), GTK_WIDGET (self), x, y, &vx, &vy))
    vx = vy = 0;
  rect.x = (int) vx;
  rect.y = (int) vy - 8;
  rect.width = 1;
  rect.height = 16;
  clamp_to_view (self, &rect);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover), &rect);
  gtk_popover_popup (GTK_POPOVER (self->popover));
}

/* Actions */

static void
copy_clause_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  BxReaderView *self = BX_READER_VIEW (widget);
  const char *clause_id = g_variant_get_string (param, NULL);
  g_autofree char *message = NULL;

  /* text/plain and text/html (bx-reader-view-notes.c) */
  if (!bx_reader_view_copy_citation (self, clause_id))
    return;
  /* TRANSLATORS: %s is a clause id such as pushuang.changju.3 */
  {
    g_autofree char *reference = bx_clause_label_for_ui (self->corpus, clause_id);

    message = g_strdup_printf (_("Copied %s with its citation"), reference);
  }
  bx_reader_view_show_toast (self, message);
}

static void
copy_summary_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  BxReaderView *self = BX_READER_VIEW (widget);
  const char *section_id = g_variant_get_string (param, NULL);
  g_autoptr(GPtrArray) summary = NULL;
  g_autoptr(GPtrArray) sections = NULL;
  g_autofree char *work_id = NULL;
  g_autofree char *message = NULL;
  const char *head = NULL;
  const BxWork *work;
  GString *out;

  if (self->corpus == NULL)
    return;
  summary = bx_corpus_list_translations (self->corpus, section_id, "en", NULL);
  if (summary == NULL || summary->len == 0)
    return;
  work_id = g_strdup (section_id);
  if (strchr (work_id, '.') != NULL)
    *strchr (work_id, '.') = '\0';
  work = bx_reader_view_find_work (self, work_id);
  sections = bx_corpus_list_sections (self->corpus, work_id, NULL);
  for (guint i = 0; sections != NULL && i < sections->len && head == NULL; i++)
    {
      const BxSection *section = g_ptr_array_index (sections, i);

      if (g_strcmp0 (section->id, section_id) == 0)
        head = section->head;
    }

  out = g_string_new (NULL);
  for (guint i = 0; i < summary->len; i++)
    g_string_append_printf (out, "%s\n", (char *) g_ptr_array_index (summary, i));
  /* TRANSLATORS: the citation of a section's summary: the work (Chinese and English
   * titles) and the section's head and id, e.g. "— Summary of 譜雙 (Manual of Shuanglu),
   * 序, pushuang.xu" */
  g_string_append_printf (out, _("— Summary of %s (%s), %s, %s"),
                          work ? work->title_zh : work_id,
                          work && work->title_en ? work->title_en : "",
                          head ? head : section_id, section_id);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), out->str);
  g_string_free (out, TRUE);
  /* TRANSLATORS: %s is a section id such as pushuang.xu */
  message = g_strdup_printf (_("Copied the summary of %s with its citation"), section_id);
  bx_reader_view_show_toast (self, message);
}

static void
show_rules_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  bx_reader_view_show_rules (BX_READER_VIEW (widget), g_variant_get_string (param, NULL));
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  BxReaderView *self = BX_READER_VIEW (widget);
  double scale = self->font_scale;

  if (g_str_equal (action_name, "reader.zoom-in"))
    scale += FONT_SCALE_STEP;
  else if (g_str_equal (action_name, "reader.zoom-out"))
    scale -= FONT_SCALE_STEP;
  else
    scale = 1.0;
  scale = CLAMP (round (scale * 10.0) / 10.0, FONT_SCALE_MIN, FONT_SCALE_MAX);
  g_object_set (self, "font-scale", scale, NULL);
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  BxReaderView *self = BX_READER_VIEW (widget);

  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* Popovers */

GtkWidget *
bx_reader_view_annotation_popover_new (BxReaderView *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);
  GtkWidget *body = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (subtitle), 40);
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_label_set_xalign (GTK_LABEL (body), 0);
  gtk_label_set_wrap (GTK_LABEL (body), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (body), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (body), 40);
  gtk_widget_add_css_class (body, "annotation-body");

  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), subtitle);
  gtk_box_append (GTK_BOX (box), body);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_popover_set_position (GTK_POPOVER (popover), GTK_POS_BOTTOM);
  gtk_widget_add_css_class (popover, "annotation-popover");

  self->popover_title = GTK_LABEL (title);
  self->popover_subtitle = GTK_LABEL (subtitle);
  self->popover_body = GTK_LABEL (body);
  gtk_widget_set_parent (popover, GTK_WIDGET (self));
  return popover;
}

/* The list of the rules that cite a clause; bx_reader_view_show_rules() fills it. */
GtkWidget *
bx_reader_view_rules_popover_new (BxReaderView *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 460);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), box);
  gtk_popover_set_child (GTK_POPOVER (popover), scroller);
  gtk_popover_set_position (GTK_POPOVER (popover), GTK_POS_BOTTOM);
  gtk_widget_add_css_class (popover, "rules-popover");
  gtk_widget_set_name (popover, "rules-popover");

  self->rules_box = GTK_BOX (box);
  gtk_widget_set_parent (popover, GTK_WIDGET (self));
  return popover;
}

static GtkWidget *
wrapped_label_new (const char *text,
                   const char *css_class,
                   int         max_width_chars)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (max_width_chars > 0)
    gtk_label_set_max_width_chars (GTK_LABEL (label), max_width_chars);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* One rule of the rules popover: its ruleset, id and status, its statement, and a button
 * that shows its example position on the board. */
static GtkWidget *
cited_rule_new (BxReaderView    *self,
                const BxCitedBy *entry)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *status = gtk_label_new (bx_rule_status_label (entry->status));
  BxRuleset *ruleset = bx_ruleset_library_get (self->library, entry->ruleset_id);
  g_autofree char *name = NULL;
  g_autofree char *ids = NULL;
  GtkWidget *label;

  if (ruleset != NULL)
    /* TRANSLATORS: a ruleset's Chinese and English names, e.g. "平雙陸 · Ping shuanglu" */
    {
      g_autofree char *zh = bx_ruleset_zh_for_ui (ruleset);

      name = g_strdup_printf (_("%s · %s"), zh, bx_ruleset_get_name_en (ruleset));
    }
  label = wrapped_label_new (name ? name : entry->ruleset_id, "heading", 50);
  gtk_widget_add_css_class (label, "cited-rule-ruleset");
  gtk_box_append (GTK_BOX (box), label);

  /* The rule's heading for people (topic and short name); the ids only in the tooltip. */
  {
    const BxRule *rule = ruleset != NULL ? bx_ruleset_find_rule (ruleset, entry->rule_id, NULL)
                                         : NULL;

    ids = rule != NULL ? bx_rule_heading (rule, NULL) : g_strdup (entry->rule_id);
  }
  label = gtk_label_new (ids);
  {
    /* TRANSLATORS: a ruleset id, then a rule id, e.g. "shuanglu/ping · ping.hit" */
    g_autofree char *tip = g_strdup_printf (_("%s · %s"), entry->ruleset_id, entry->rule_id);

    bx_widget_set_tooltip_text (label, tip);
  }
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (status, "caption");
  gtk_widget_add_css_class (status, bx_rule_status_css_class (entry->status));
  gtk_widget_set_valign (status, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (line), label);
  gtk_box_append (GTK_BOX (line), status);
  gtk_box_append (GTK_BOX (box), line);

  if (entry->statement_en != NULL)
    gtk_box_append (GTK_BOX (box), wrapped_label_new (entry->statement_en,
                                                      "cited-rule-statement", 50));

  if (entry->example != NULL)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Show Me"));

      gtk_widget_set_halign (button, GTK_ALIGN_START);
      gtk_widget_set_margin_top (button, 2);
      bx_widget_set_tooltip_text (button, _("Open the rule's example position on the board"));
      gtk_widget_add_css_class (button, "pill");
      gtk_widget_add_css_class (button, "show-me-button");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(ss)", entry->ruleset_id,
                                        entry->rule_id);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.show-rule-example");
      g_signal_connect_object (button, "clicked", G_CALLBACK (gtk_popover_popdown),
                               self->rules_popover, G_CONNECT_SWAPPED);
      gtk_box_append (GTK_BOX (box), button);
    }

  gtk_widget_add_css_class (box, "cited-rule");
  gtk_widget_set_name (box, entry->rule_id);
  return box;
}

/* Class setup */

void
bx_reader_view_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "reader.copy-clause", "s", copy_clause_action);
  gtk_widget_class_install_action (widget_class, "reader.copy-summary", "s",
                                   copy_summary_action);
  gtk_widget_class_install_action (widget_class, "reader.show-rules", "s", show_rules_action);
  gtk_widget_class_install_action (widget_class, "reader.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "reader.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "reader.zoom-reset", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "reader.search", NULL, search_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK,
                                       "reader.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK,
                                       "reader.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK,
                                       "reader.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK,
                                       "reader.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK,
                                       "reader.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK,
                                       "reader.zoom-reset", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK,
                                       "reader.zoom-reset", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK,
                                       "reader.search", NULL);
  bx_reader_view_class_add_export (widget_class);   /* Print, Export (bx-reader-print.c) */
}

/**
 * bx_reader_view_show_rules:
 * @self: a #BxReaderView
 * @clause_id: a clause id, e.g. "pushuang.changju.15"
 *
 * Shows the clause and opens the list of the rules that cite it: each with its ruleset,
 * id, status and statement, and a "Show Me" button (the action win.show-rule-example)
 * when the rule has an example position.
 *
 * Returns: %TRUE if rules cite the clause.
 */
gboolean
bx_reader_view_show_rules (BxReaderView *self,
                           const char   *clause_id)
{
  GArray *cited_by, *context_of;
  GtkWidget *row, *button, *child, *label;
  graphene_rect_t bounds;
  GdkRectangle rect;
  g_autofree char *title = NULL;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), FALSE);
  g_return_val_if_fail (clause_id != NULL, FALSE);

  if (self->library == NULL)
    return FALSE;
  cited_by = bx_ruleset_library_cited_by (self->library, clause_id);
  context_of = bx_ruleset_library_context_of (self->library, clause_id);
  if ((cited_by == NULL || cited_by->len == 0) && (context_of == NULL || context_of->len == 0))
    return FALSE;
  if (bx_reader_view_get_position (self, clause_id) == GTK_INVALID_LIST_POSITION)
    {
      if (!bx_reader_view_show_clause (self, clause_id))
        return FALSE;
    }
  else
    bx_reader_view_select_position (self, bx_reader_view_get_position (self, clause_id));
  /* The clause's row, when it shows (else the popover points at the middle). */
  row = g_hash_table_lookup (self->clause_rows, clause_id);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rules_box))) != NULL)
    gtk_box_remove (self->rules_box, child);

  {
    g_autofree char *reference = bx_clause_label_for_ui (self->corpus, clause_id);

    /* TRANSLATORS: the title of the list of rules citing a clause; %s names the clause,
     * "譜雙 · 常局格制 §18" */
    title = g_strdup_printf (_("Rules citing %s"), reference);
  }
  label = wrapped_label_new (title, "title-4", 50);
  gtk_box_append (self->rules_box, label);
  for (guint i = 0; cited_by != NULL && i < cited_by->len; i++)
    {
      if (i > 0)
        gtk_box_append (self->rules_box, gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
      gtk_box_append (self->rules_box,
                      cited_rule_new (self, &g_array_index (cited_by, BxCitedBy, i)));
    }
  /* The rules that only point to the clause: it names what they fill a gap about. */
  for (guint i = 0; context_of != NULL && i < context_of->len; i++)
    {
      if (i == 0)
        gtk_box_append (self->rules_box,
                        wrapped_label_new (_("Context of (the clause does not state these "
                                             "rules)"), "heading", 50));
      else
        gtk_box_append (self->rules_box, gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
      gtk_box_append (self->rules_box,
                      cited_rule_new (self, &g_array_index (context_of, BxCitedBy, i)));
    }

  button = row != NULL ? bx_clause_row_get_rules_button (BX_CLAUSE_ROW (row)) : NULL;
  if (button != NULL && gtk_widget_get_mapped (button) && gtk_widget_compute_bounds (button, GTK_WIDGET (self),
                                                                   &bounds))
    {
      rect.x = (int) bounds.origin.x;
      rect.y = (int) bounds.origin.y;
      rect.width = MAX (1, (int) bounds.size.width);
      rect.height = MAX (1, (int) bounds.size.height);
    }
  else
    {
      rect.x = gtk_widget_get_width (GTK_WIDGET (self)) / 2;
      rect.y = gtk_widget_get_height (GTK_WIDGET (self)) / 3;
      rect.width = rect.height = 1;
    }
  clamp_to_view (self, &rect);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->rules_popover), &rect);
  gtk_popover_popup (GTK_POPOVER (self->rules_popover));
  return TRUE;
}
