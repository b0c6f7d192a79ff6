/* bx-glossary-page.c: the glossary page of the Reader area (see bx-glossary-page.h)
 *
 * The terms (bx_corpus_list_glossary()) are a GtkStringList of glossary ids behind a
 * GtkFilterListModel (the filter entry matches the forms, the reading with or without its
 * tone marks and the glosses, in either script), bound to a list box; the selected term's
 * clauses (bx_corpus_term_clauses()) are another string list, of clause ids, bound to a
 * second list box whose rows open the clause in the Reader (the window's "win.open-clause").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-corpus.h"
#include "bx-corpus-biblio.h"
#include "bx-glossary-page.h"
#include "bx-tooltip.h"

struct _BxGlossaryPage
{
  AdwBin           parent_instance;

  BxCorpus        *corpus;      /* borrowed: the process's BxLibrary owns it */
  GHashTable      *entries;     /* glossary id → BxGlossaryEntry */
  GHashTable      *uses;        /* clause id → BxTermUse, of the term shown */
  GHashTable      *work_titles; /* work id → its Chinese title */
  GtkStringList   *term_ids;
  GtkCustomFilter *filter;
  GtkStringList   *clause_ids;
  char            *filter_text; /* bx_glossary_fold(): simplified, lower case, no tones */
  char            *term;        /* the id of the term shown */

  /* Template children */
  GtkEditable     *filter_entry;
  GtkListBox      *terms_list;
  GtkWidget       *detail_scroller;
  GtkLabel        *headword_label;
  GtkLabel        *reading_label;
  GtkLabel        *gloss_label;
  GtkLabel        *gloss_zh_label;
  GtkLabel        *uses_label;
  GtkListBox      *clauses_list;
};

G_DEFINE_FINAL_TYPE (BxGlossaryPage, bx_glossary_page, ADW_TYPE_BIN)

static gboolean
filter_term_cb (gpointer item,
                gpointer user_data)
{
  BxGlossaryPage *self = user_data;
  const char *id = gtk_string_object_get_string (GTK_STRING_OBJECT (item));
  const BxGlossaryEntry *e = g_hash_table_lookup (self->entries, id);

  if (self->filter_text == NULL || *self->filter_text == '\0')
    return TRUE;
  /* The core's filter, which `boxi-cli glossary TERM` shares (bx-corpus-biblio.h). */
  return e != NULL && bx_glossary_entry_matches (e, self->filter_text);
}

/* A term's row: its headword and reading, and how many clauses use it. */
static GtkWidget *
term_row_new_cb (gpointer item,
                 gpointer user_data)
{
  BxGlossaryPage *self = user_data;
  const char *id = gtk_string_object_get_string (GTK_STRING_OBJECT (item));
  const BxGlossaryEntry *e = g_hash_table_lookup (self->entries, id);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *headword = gtk_label_new (e->headword);
  GtkWidget *reading = gtk_label_new (e->pinyin);
  g_autofree char *count = g_strdup_printf ("%u", e->n_clauses);
  GtkWidget *n = gtk_label_new (count);
  g_autofree char *tip = NULL;

  gtk_widget_add_css_class (headword, "clause-original");
  gtk_label_set_xalign (GTK_LABEL (reading), 0);
  gtk_label_set_ellipsize (GTK_LABEL (reading), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (reading, TRUE);
  gtk_widget_add_css_class (reading, "dim-label");
  gtk_widget_add_css_class (n, "dim-label");
  gtk_widget_add_css_class (n, "caption");
  gtk_box_append (GTK_BOX (box), headword);
  gtk_box_append (GTK_BOX (box), reading);
  gtk_box_append (GTK_BOX (box), n);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_name (row, id);
  /* TRANSLATORS: the tooltip of a glossary term: its headword, its reading and how many
   * clauses of the texts use it */
  tip = g_strdup_printf (ngettext ("%s %s: used in %u clause", "%s %s: used in %u clauses",
                                   e->n_clauses),
                         e->headword, e->pinyin != NULL ? e->pinyin : "", e->n_clauses);
  bx_widget_set_tooltip_text (row, tip);
  return row;
}

/* The clause text as markup, the characters tagged in bold. */
static char *
use_markup (const BxTermUse *use)
{
  const char *text = use->text != NULL ? use->text : "";
  glong n_chars = g_utf8_strlen (text, -1);
  glong n_surface = use->surface != NULL ? g_utf8_strlen (use->surface, -1) : 0;
  const char *start, *end;
  g_autofree char *before = NULL;
  g_autofree char *term = NULL;

  if (use->offset < 0 || use->offset + n_surface > n_chars || n_surface == 0)
    return g_markup_escape_text (text, -1);
  start = g_utf8_offset_to_pointer (text, use->offset);
  end = g_utf8_offset_to_pointer (start, n_surface);
  before = g_strndup (text, start - text);
  term = g_strndup (start, end - start);
  return g_markup_printf_escaped ("%s<b>%s</b>%s", before, term, end);
}

/* A clause's row: where it is (work and id), then its text with the term in bold. */
static GtkWidget *
clause_row_new_cb (gpointer item,
                   gpointer user_data)
{
  BxGlossaryPage *self = user_data;
  const char *id = gtk_string_object_get_string (GTK_STRING_OBJECT (item));
  const BxTermUse *use = g_hash_table_lookup (self->uses, id);
  const char *work = g_hash_table_lookup (self->work_titles, use->work_id);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_autofree char *where = g_strdup_printf ("%s · %s", work != NULL ? work : use->work_id, id);
  g_autofree char *markup = use_markup (use);
  GtkWidget *where_label = gtk_label_new (where);
  GtkWidget *text = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (text), markup);
  gtk_label_set_xalign (GTK_LABEL (where_label), 0);
  gtk_label_set_wrap (GTK_LABEL (where_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (where_label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (where_label, "caption");
  gtk_widget_add_css_class (where_label, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (text, "clause-original");
  gtk_box_append (GTK_BOX (box), where_label);
  gtk_box_append (GTK_BOX (box), text);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_name (row, id);
  bx_widget_set_tooltip_text (row, _("Open the clause in the Reader"));
  return row;
}

static void
filter_changed_cb (BxGlossaryPage *self,
                   GtkSearchEntry *entry)
{
  g_free (self->filter_text);
  self->filter_text = bx_glossary_fold (gtk_editable_get_text (GTK_EDITABLE (entry)));
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
}

static void
term_selected_cb (BxGlossaryPage *self,
                  GtkListBoxRow  *row,
                  GtkListBox     *list)
{
  if (row != NULL)
    bx_glossary_page_show_term (self, gtk_widget_get_name (GTK_WIDGET (row)));
}

static void
clause_activated_cb (BxGlossaryPage *self,
                     GtkListBoxRow  *row,
                     GtkListBox     *list)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.open-clause", "s",
                              gtk_widget_get_name (GTK_WIDGET (row)));
}

static void
bx_glossary_page_dispose (GObject *object)
{
  BxGlossaryPage *self = BX_GLOSSARY_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_GLOSSARY_PAGE);
  g_clear_object (&self->term_ids);
  g_clear_object (&self->clause_ids);
  g_clear_object (&self->filter);
  G_OBJECT_CLASS (bx_glossary_page_parent_class)->dispose (object);
}

static void
bx_glossary_page_finalize (GObject *object)
{
  BxGlossaryPage *self = BX_GLOSSARY_PAGE (object);

  g_clear_pointer (&self->entries, g_hash_table_unref);
  g_clear_pointer (&self->uses, g_hash_table_unref);
  g_clear_pointer (&self->work_titles, g_hash_table_unref);
  g_free (self->filter_text);
  g_free (self->term);
  self->corpus = NULL;
  G_OBJECT_CLASS (bx_glossary_page_parent_class)->finalize (object);
}

static void
bx_glossary_page_class_init (BxGlossaryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_glossary_page_dispose;
  object_class->finalize = bx_glossary_page_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-glossary-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BxGlossaryPage, filter_entry);
  gtk_widget_class_bind_template_child (widget_class, BxGlossaryPage, terms_list);
  gtk_widget_class_bind_template_child (widget_class, BxGlossaryPage, detail_scroller);
  gtk_widget_class_bind_template_child (widget_class, BxGlossaryPage, headword_label);
  gtk_widget_class_bind_template_child (widget_class, BxGlossaryPage, reading_label);
  gtk_widget_class_bind_template_child (widget_class, BxGlossaryPage, gloss_label);
  gtk_widget_class_bind_template_child (widget_class, BxGlossaryPage, gloss_zh_label);
  gtk_widget_class_bind_template_child (widget_class, BxGlossaryPage, uses_label);
  gtk_widget_class_bind_template_child (widget_class, BxGlossaryPage, clauses_list);
  gtk_widget_class_bind_template_callback (widget_class, filter_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, term_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, clause_activated_cb);
}

static void
bx_glossary_page_init (BxGlossaryPage *self)
{
  GtkFilterListModel *filtered;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->entries = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                         (GDestroyNotify) bx_glossary_entry_free);
  self->uses = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                      (GDestroyNotify) bx_term_use_free);
  self->work_titles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->term_ids = gtk_string_list_new (NULL);
  self->clause_ids = gtk_string_list_new (NULL);
  self->filter = gtk_custom_filter_new (filter_term_cb, self, NULL);
  filtered = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->term_ids)),
                                        GTK_FILTER (g_object_ref (self->filter)));
  gtk_list_box_bind_model (self->terms_list, G_LIST_MODEL (filtered), term_row_new_cb, self,
                           NULL);
  g_object_unref (filtered);
  gtk_list_box_bind_model (self->clauses_list, G_LIST_MODEL (self->clause_ids),
                           clause_row_new_cb, self, NULL);
}

/* Public API */

/**
 * bx_glossary_page_new:
 * @corpus: (nullable): the corpus, borrowed: it must outlive the page (the process's
 *   #BxLibrary owns it)
 *
 * Returns: (transfer floating): the page with every term of @corpus's glossary, the first
 *   one shown
 */
GtkWidget *
bx_glossary_page_new (BxCorpus *corpus)
{
  BxGlossaryPage *self = g_object_new (BX_TYPE_GLOSSARY_PAGE, NULL);
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GPtrArray) works = NULL;
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  GtkListBoxRow *first;

  self->corpus = corpus;
  if (corpus == NULL)
    return GTK_WIDGET (self);
  works = bx_corpus_list_works (corpus, NULL);
  for (guint i = 0; works != NULL && i < works->len; i++)
    {
      const BxWork *w = g_ptr_array_index (works, i);

      g_hash_table_insert (self->work_titles, g_strdup (w->id), g_strdup (w->title_zh));
    }
  all = bx_corpus_list_glossary (corpus, NULL);
  for (guint i = 0; all != NULL && i < all->len; i++)
    {
      BxGlossaryEntry *e = g_ptr_array_index (all, i);

      g_ptr_array_add (ids, e->id);
      g_hash_table_insert (self->entries, e->id, e);
    }
  if (all != NULL)
    g_ptr_array_set_free_func (all, NULL);   /* the table holds them now */
  g_ptr_array_add (ids, NULL);
  gtk_string_list_splice (self->term_ids, 0, 0, (const char * const *) ids->pdata);
  first = gtk_list_box_get_row_at_index (self->terms_list, 0);
  if (first != NULL)
    gtk_list_box_select_row (self->terms_list, first);
  return GTK_WIDGET (self);
}

/**
 * bx_glossary_page_show_term:
 * @self: a glossary page
 * @glossary_id: "g.liang"
 *
 * Shows the term's forms, reading and glosses and lists the clauses that use it; its row
 * in the list of terms is selected.
 *
 * Returns: %TRUE when the glossary has the term
 */
gboolean
bx_glossary_page_show_term (BxGlossaryPage *self,
                            const char     *glossary_id)
{
  const BxGlossaryEntry *e;
  g_autoptr(GPtrArray) uses = NULL;
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  g_autofree char *reading = NULL;
  g_autofree char *forms = NULL;
  g_autofree char *count = NULL;

  g_return_val_if_fail (BX_IS_GLOSSARY_PAGE (self), FALSE);
  g_return_val_if_fail (glossary_id != NULL, FALSE);

  e = g_hash_table_lookup (self->entries, glossary_id);
  if (e == NULL)
    return FALSE;
  if (g_strcmp0 (self->term, glossary_id) == 0)
    return TRUE;
  /* Its row is selected too when the filter shows it (selecting it comes back here). */
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->terms_list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && g_strcmp0 (gtk_widget_get_name (row), glossary_id) == 0
        && !gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (row)))
      {
        gtk_list_box_select_row (self->terms_list, GTK_LIST_BOX_ROW (row));
        return TRUE;
      }
  g_free (self->term);
  self->term = g_strdup (glossary_id);

  gtk_label_set_label (self->headword_label, e->headword);
  forms = g_strv_length (e->forms) > 1 ? g_strjoinv (" ", e->forms + 1) : NULL;
  if (forms != NULL)
    /* TRANSLATORS: a glossary term's reading (pinyin), then its other written forms */
    reading = g_strdup_printf (_("%s · also written %s"), e->pinyin != NULL ? e->pinyin : "",
                               forms);
  gtk_label_set_label (self->reading_label, reading != NULL ? reading : e->pinyin);
  gtk_label_set_label (self->gloss_label, e->gloss_en);
  gtk_label_set_label (self->gloss_zh_label, e->gloss_zh);
  gtk_widget_set_visible (GTK_WIDGET (self->gloss_zh_label), e->gloss_zh != NULL);

  g_hash_table_remove_all (self->uses);
  uses = self->corpus != NULL ? bx_corpus_term_clauses (self->corpus, glossary_id, NULL) : NULL;
  for (guint i = 0; uses != NULL && i < uses->len; i++)
    {
      BxTermUse *use = g_ptr_array_index (uses, i);

      g_ptr_array_add (ids, use->clause_id);
      g_hash_table_insert (self->uses, use->clause_id, use);
    }
  if (uses != NULL)
    g_ptr_array_set_free_func (uses, NULL);
  g_ptr_array_add (ids, NULL);
  count = ids->len > 1
          /* TRANSLATORS: the heading of the list of clauses that use a glossary term */
          ? g_strdup_printf (ngettext ("Used in %u clause", "Used in %u clauses", ids->len - 1),
                             ids->len - 1)
          : g_strdup (_("No clause of the texts is tagged with this term"));
  gtk_label_set_label (self->uses_label, count);
  gtk_string_list_splice (self->clause_ids, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->clause_ids)),
                          (const char * const *) ids->pdata);
  gtk_widget_set_visible (GTK_WIDGET (self->clauses_list), ids->len > 1);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (
                              GTK_SCROLLED_WINDOW (self->detail_scroller)), 0);
  return TRUE;
}

/**
 * bx_glossary_page_get_term:
 * @self: a glossary page
 *
 * Returns: (nullable): the id of the term shown
 */
const char *
bx_glossary_page_get_term (BxGlossaryPage *self)
{
  g_return_val_if_fail (BX_IS_GLOSSARY_PAGE (self), NULL);

  return self->term;
}

/**
 * bx_glossary_page_get_terms:
 * @self: a glossary page
 *
 * For tests.
 *
 * Returns: (transfer none): the list box of the terms (rows named by glossary id)
 */
GtkListBox *
bx_glossary_page_get_terms (BxGlossaryPage *self)
{
  g_return_val_if_fail (BX_IS_GLOSSARY_PAGE (self), NULL);

  return self->terms_list;
}

/**
 * bx_glossary_page_get_clauses:
 * @self: a glossary page
 *
 * For tests.
 *
 * Returns: (transfer none): the list box of the term's clauses (rows named by clause id)
 */
GtkListBox *
bx_glossary_page_get_clauses (BxGlossaryPage *self)
{
  g_return_val_if_fail (BX_IS_GLOSSARY_PAGE (self), NULL);

  return self->clauses_list;
}

/**
 * bx_glossary_page_get_filter:
 * @self: a glossary page
 *
 * Returns: (transfer none): the filter entry
 */
GtkEditable *
bx_glossary_page_get_filter (BxGlossaryPage *self)
{
  g_return_val_if_fail (BX_IS_GLOSSARY_PAGE (self), NULL);

  return self->filter_entry;
}
