/* bx-bibliography-page.c: the bibliography page of the Reader area (see
 * bx-bibliography-page.h)
 *
 * Two list boxes bound to string lists: the works (each with its sources from the TEI
 * header and its witnesses, with the sections taken from a witness and the clauses that
 * give its readings) and the reconstructions (bx_corpus_list_reconstructions(), with the
 * rules that follow each).  Links open a clause in the Reader ("win.open-clause") or a rule
 * on the Rules page ("win.show-rule").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-bibliography-page.h"
#include "bx-corpus.h"
#include "bx-corpus-biblio.h"
#include "bx-work-source.h"

struct _BxBibliographyPage
{
  AdwBin            parent_instance;

  BxCorpus         *corpus;     /* borrowed: the process's BxLibrary owns both */
  BxRulesetLibrary *rulesets;
  GPtrArray        *witnesses;  /* of BxWitnessEntry */
  GHashTable       *recs;       /* bibl id → BxReconstructionEntry */
  GtkStringList    *work_ids;
  GtkStringList    *rec_ids;

  /* Template children */
  GtkListBox       *works_list;
  GtkListBox       *recs_list;
};

G_DEFINE_FINAL_TYPE (BxBibliographyPage, bx_bibliography_page, ADW_TYPE_BIN)

/* A link opens a clause ("clause:ID") or a rule ("rule:RULESET RULE"). */
static gboolean
activate_link_cb (GtkLabel   *label,
                  const char *uri,
                  gpointer    user_data)
{
  if (g_str_has_prefix (uri, "clause:"))
    {
      gtk_widget_activate_action (GTK_WIDGET (label), "win.open-clause", "s",
                                  uri + strlen ("clause:"));
      return TRUE;
    }
  if (g_str_has_prefix (uri, "rule:"))
    {
      g_auto(GStrv) parts = g_strsplit (uri + strlen ("rule:"), " ", 2);

      if (g_strv_length (parts) == 2)
        gtk_widget_activate_action (GTK_WIDGET (label), "win.show-rule", "(ss)", parts[0],
                                    parts[1]);
      return TRUE;
    }
  return FALSE;
}

static GtkWidget *
text_label (const char *text,
            gboolean    markup,
            const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  if (markup)
    gtk_label_set_markup (GTK_LABEL (label), text);
  else
    gtk_label_set_label (GTK_LABEL (label), text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (label), !markup);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  if (markup)
    g_signal_connect (label, "activate-link", G_CALLBACK (activate_link_cb), NULL);
  return label;
}

static GtkWidget *
card_row (GtkWidget  *box,
          const char *name)
{
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 10);
  gtk_widget_set_margin_bottom (box, 10);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_name (row, name);
  return row;
}

/* "label: link, link, …" as markup, each id a link to its clause (a section's link opens
 * its first clause). */
static char *
links_markup (BxBibliographyPage *self,
              const char         *label,
              GPtrArray          *ids,
              gboolean            sections)
{
  GString *s = g_string_new (NULL);
  g_autofree char *head = g_markup_escape_text (label, -1);

  g_string_append_printf (s, "%s ", head);
  for (guint i = 0; i < ids->len; i++)
    {
      const char *id = g_ptr_array_index (ids, i);
      g_autofree char *target = NULL;
      g_autofree char *link = NULL;

      if (sections)
        {
          g_autoptr(GPtrArray) clauses = bx_corpus_list_clauses (self->corpus, id, NULL);

          if (clauses != NULL && clauses->len > 0)
            target = g_strdup (((BxClause *) g_ptr_array_index (clauses, 0))->id);
        }
      else
        target = g_strdup (id);
      if (target == NULL)
        link = g_markup_printf_escaped ("%s", id);
      else
        link = g_markup_printf_escaped ("<a href=\"clause:%s\">%s</a>", target, id);
      g_string_append_printf (s, "%s%s", i > 0 ? ", " : "", link);
    }
  return g_string_free (s, FALSE);
}

/* A work: its titles and author, its sources, then each witness and what cites it. */
static GtkWidget *
work_row_new_cb (gpointer item,
                 gpointer user_data)
{
  BxBibliographyPage *self = user_data;
  const char *work_id = gtk_string_object_get_string (GTK_STRING_OBJECT (item));
  g_autoptr(BxWorkSource) source = bx_corpus_get_work_source (self->corpus, work_id, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autofree char *title = NULL;

  if (source == NULL)
    return card_row (text_label (work_id, FALSE, NULL), work_id);
  title = g_strdup_printf ("%s · %s", source->title_zh,
                           source->title_en != NULL ? source->title_en : work_id);
  gtk_box_append (GTK_BOX (box), text_label (title, FALSE, "heading"));
  if (source->author != NULL)
    {
      g_autofree char *author = g_strdup_printf ("%s%s%s", source->author,
                                                 source->author_en != NULL ? " · " : "",
                                                 source->author_en != NULL
                                                   ? source->author_en : "");

      gtk_box_append (GTK_BOX (box), text_label (author, FALSE, "dim-label"));
    }
  if (source->sources != NULL)
    {
      gtk_box_append (GTK_BOX (box), text_label (_("Sources"), FALSE, "caption-heading"));
      gtk_box_append (GTK_BOX (box), text_label (source->sources, FALSE, "caption"));
    }
  if (source->witnesses->len > 0)
    gtk_box_append (GTK_BOX (box), text_label (_("Witnesses"), FALSE, "caption-heading"));
  for (guint i = 0; i < self->witnesses->len; i++)
    {
      const BxWitnessEntry *w = g_ptr_array_index (self->witnesses, i);
      g_autofree char *line = NULL;
      GtkWidget *label;

      if (g_strcmp0 (w->work_id, work_id) != 0)
        continue;
      line = g_strdup_printf ("%s  %s", w->siglum, w->label != NULL ? w->label : "");
      label = text_label (line, FALSE, NULL);
      gtk_widget_set_name (label, w->id);
      gtk_widget_set_margin_start (label, 12);
      gtk_box_append (GTK_BOX (box), label);
      if (w->section_ids->len > 0)
        {
          /* TRANSLATORS: followed by the sections whose text comes from a witness */
          g_autofree char *m = links_markup (self, _("Text of:"), w->section_ids, TRUE);

          label = text_label (m, TRUE, "caption");
          gtk_widget_set_margin_start (label, 24);
          gtk_box_append (GTK_BOX (box), label);
        }
      if (w->clause_ids->len > 0)
        {
          /* TRANSLATORS: followed by the clauses that give a variant reading of a witness */
          g_autofree char *m = links_markup (self, _("Variant readings in:"), w->clause_ids,
                                             FALSE);

          label = text_label (m, TRUE, "caption");
          gtk_widget_set_margin_start (label, 24);
          gtk_box_append (GTK_BOX (box), label);
        }
    }
  return card_row (box, work_id);
}

/* "Followed by" as markup: each ruleset (its Chinese name and id), then its rules as
 * links. */
static char *
rules_markup (BxBibliographyPage *self,
              GPtrArray          *rules)
{
  GString *s = g_string_new (NULL);
  g_autofree char *head = g_markup_escape_text (_("Followed by:"), -1);
  const char *ruleset = NULL;

  g_string_append (s, head);
  for (guint i = 0; i < rules->len; i++)
    {
      const BxRuleRef *ref = g_ptr_array_index (rules, i);
      g_autofree char *link = NULL;

      if (g_strcmp0 (ruleset, ref->ruleset_id) != 0)
        {
          BxRuleset *rs = self->rulesets != NULL
                          ? bx_ruleset_library_get (self->rulesets, ref->ruleset_id) : NULL;
          g_autofree char *name = g_markup_printf_escaped ("\n<b>%s</b> (%s): ",
                                                           rs != NULL
                                                             ? bx_ruleset_get_name_zh (rs)
                                                             : ref->ruleset_id,
                                                           ref->ruleset_id);

          g_string_append (s, name);
          ruleset = ref->ruleset_id;
        }
      else
        g_string_append (s, ", ");
      link = g_markup_printf_escaped ("<a href=\"rule:%s %s\">%s</a>", ref->ruleset_id,
                                      ref->rule_id, ref->rule_id);
      g_string_append (s, link);
    }
  return g_string_free (s, FALSE);
}

/* A reconstruction: title, author and date, the full reference, our summary, and the rules
 * that follow it. */
static GtkWidget *
rec_row_new_cb (gpointer item,
                gpointer user_data)
{
  BxBibliographyPage *self = user_data;
  const char *id = gtk_string_object_get_string (GTK_STRING_OBJECT (item));
  const BxReconstructionEntry *r = g_hash_table_lookup (self->recs, id);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autofree char *byline = g_strdup_printf ("%s · %s · %s", r->author != NULL ? r->author : "",
                                             r->date != NULL ? r->date : "",
                                             r->type != NULL ? r->type : "");
  GtkWidget *id_label = text_label (r->id, FALSE, "caption");

  gtk_widget_add_css_class (id_label, "dim-label");
  gtk_box_append (GTK_BOX (box), text_label (r->title != NULL ? r->title : r->id, FALSE,
                                             "heading"));
  gtk_box_append (GTK_BOX (box), text_label (byline, FALSE, "dim-label"));
  gtk_box_append (GTK_BOX (box), id_label);
  if (r->details != NULL)
    gtk_box_append (GTK_BOX (box), text_label (r->details, FALSE, "caption"));
  if (r->note != NULL)
    gtk_box_append (GTK_BOX (box), text_label (r->note, FALSE, NULL));
  if (r->rules->len > 0)
    {
      g_autofree char *m = rules_markup (self, r->rules);

      gtk_box_append (GTK_BOX (box), text_label (m, TRUE, "caption"));
    }
  else
    gtk_box_append (GTK_BOX (box), text_label (_("No rule follows it."), FALSE, "dim-label"));
  return card_row (box, r->id);
}

static void
bx_bibliography_page_dispose (GObject *object)
{
  BxBibliographyPage *self = BX_BIBLIOGRAPHY_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_BIBLIOGRAPHY_PAGE);
  g_clear_object (&self->work_ids);
  g_clear_object (&self->rec_ids);
  G_OBJECT_CLASS (bx_bibliography_page_parent_class)->dispose (object);
}

static void
bx_bibliography_page_finalize (GObject *object)
{
  BxBibliographyPage *self = BX_BIBLIOGRAPHY_PAGE (object);

  g_clear_pointer (&self->witnesses, g_ptr_array_unref);
  g_clear_pointer (&self->recs, g_hash_table_unref);
  self->corpus = NULL;
  self->rulesets = NULL;
  G_OBJECT_CLASS (bx_bibliography_page_parent_class)->finalize (object);
}

static void
bx_bibliography_page_class_init (BxBibliographyPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_bibliography_page_dispose;
  object_class->finalize = bx_bibliography_page_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-bibliography-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BxBibliographyPage, works_list);
  gtk_widget_class_bind_template_child (widget_class, BxBibliographyPage, recs_list);
}

static void
bx_bibliography_page_init (BxBibliographyPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->recs = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                      (GDestroyNotify) bx_reconstruction_entry_free);
  self->work_ids = gtk_string_list_new (NULL);
  self->rec_ids = gtk_string_list_new (NULL);
}

/* Public API */

/**
 * bx_bibliography_page_new:
 * @corpus: (nullable): the corpus, borrowed (the process's #BxLibrary owns it)
 * @rulesets: (nullable): the rulesets whose rules follow the reconstructions, borrowed
 *
 * Returns: (transfer floating): the page, filled
 */
GtkWidget *
bx_bibliography_page_new (BxCorpus         *corpus,
                          BxRulesetLibrary *rulesets)
{
  BxBibliographyPage *self = g_object_new (BX_TYPE_BIBLIOGRAPHY_PAGE, NULL);
  g_autoptr(GPtrArray) works = NULL;
  g_autoptr(GPtrArray) recs = NULL;

  self->corpus = corpus;
  self->rulesets = rulesets;
  if (corpus == NULL)
    return GTK_WIDGET (self);
  self->witnesses = bx_corpus_list_witnesses (corpus, NULL);
  if (self->witnesses == NULL)
    self->witnesses = g_ptr_array_new ();
  works = bx_corpus_list_works (corpus, NULL);
  for (guint i = 0; works != NULL && i < works->len; i++)
    gtk_string_list_append (self->work_ids, ((BxWork *) g_ptr_array_index (works, i))->id);
  recs = bx_corpus_list_reconstructions (corpus, rulesets, NULL);
  for (guint i = 0; recs != NULL && i < recs->len; i++)
    {
      BxReconstructionEntry *r = g_ptr_array_index (recs, i);

      gtk_string_list_append (self->rec_ids, r->id);
      g_hash_table_insert (self->recs, r->id, r);
    }
  if (recs != NULL)
    g_ptr_array_set_free_func (recs, NULL);
  gtk_list_box_bind_model (self->works_list, G_LIST_MODEL (self->work_ids), work_row_new_cb,
                           self, NULL);
  gtk_list_box_bind_model (self->recs_list, G_LIST_MODEL (self->rec_ids), rec_row_new_cb,
                           self, NULL);
  return GTK_WIDGET (self);
}

/**
 * bx_bibliography_page_get_works:
 * @self: a bibliography page
 *
 * Returns: (transfer none): the list box of the works (rows named by work id)
 */
GtkListBox *
bx_bibliography_page_get_works (BxBibliographyPage *self)
{
  g_return_val_if_fail (BX_IS_BIBLIOGRAPHY_PAGE (self), NULL);

  return self->works_list;
}

/**
 * bx_bibliography_page_get_reconstructions:
 * @self: a bibliography page
 *
 * Returns: (transfer none): the list box of the reconstructions (rows named by bibl id)
 */
GtkListBox *
bx_bibliography_page_get_reconstructions (BxBibliographyPage *self)
{
  g_return_val_if_fail (BX_IS_BIBLIOGRAPHY_PAGE (self), NULL);

  return self->recs_list;
}
