/* bx-reader-view.c: a work of the corpus, clause against translation, with search
 *
 * One row per clause (BxClauseRow): its id, the original and the English translation side
 * by side, so that both scroll together; section heads are rows of their own.  Notes,
 * glossary terms and variant readings open in a popover.  The search pane lists the hits of
 * bx_corpus_search() with their matches highlighted; a clause id typed in the search field
 * jumps to that clause.  The view only shows the corpus: it holds no game rules.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bx-citation-panel.h"
#include "bx-clause-row.h"
#include "bx-reader-view.h"

/* Search snippets mark their matches with two private-use characters, which survive
 * g_markup_escape_text() unchanged and never occur in the texts. */
#define SNIPPET_OPEN "\xee\x80\x80"  /* U+E000 */
#define SNIPPET_CLOSE "\xee\x80\x81" /* U+E001 */

#define FONT_SCALE_MIN 0.5
#define FONT_SCALE_MAX 3.0
#define FONT_SCALE_STEP 0.1

/* The characters that name a section without a head. */
#define INCIPIT_CHARS 8

struct _BxReaderView
{
  GtkWidget          parent_instance;

  GSettings         *settings;
  BxCorpus          *corpus;        /* not owned: see bx_reader_view_set_corpus() */
  BxRulesetLibrary  *library;       /* not owned: see bx_reader_view_set_ruleset_library() */
  GPtrArray         *works;         /* (element-type BxWork) */
  char              *work_id;
  BxWork            *work;
  GHashTable        *clause_rows;   /* clause id → BxClauseRow (not owned) */
  GHashTable        *section_rows;  /* section id → GtkListBoxRow (not owned) */
  char              *query;
  char              *last_search;   /* the text and filters of the search shown */
  GtkCssProvider    *css;
  gboolean           simplified;
  double             font_scale;

  GtkWidget         *popover;
  GtkLabel          *popover_title;
  GtkLabel          *popover_subtitle;
  GtkLabel          *popover_body;
  GtkWidget         *rules_popover;
  GtkBox            *rules_box;

  char              *scroll_target;
  guint              scroll_tick_id;
  guint              scroll_tries;
  guint              scroll_stable;
  gboolean           scroll_keep;   /* keep the target scroll_offset below the top */
  double             scroll_offset;

  /* Template children */
  AdwToastOverlay   *toast_overlay;
  GtkSearchEntry    *search_entry;
  GtkToggleButton   *script_button;
  GtkButton         *zoom_button;
  GtkRevealer       *converted_revealer;
  GtkStack          *text_stack;
  AdwStatusPage     *empty_page;
  GtkScrolledWindow *text_scroller;
  GtkListBox        *clause_list;
  GtkRevealer       *results_revealer;
  GtkDropDown       *work_dropdown;
  GtkStringList     *work_model;
  GtkDropDown       *layer_dropdown;
  GtkCheckButton    *exact_check;
  GtkLabel          *results_status;
  GtkListBox        *results_list;
};

G_DEFINE_FINAL_TYPE (BxReaderView, bx_reader_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SIMPLIFIED,
  PROP_FONT_SCALE,
  PROP_WORK_ID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const BxWork *
find_work (BxReaderView *self,
           const char   *work_id)
{
  for (guint i = 0; self->works != NULL && i < self->works->len; i++)
    {
      const BxWork *work = g_ptr_array_index (self->works, i);

      if (g_strcmp0 (work->id, work_id) == 0)
        return work;
    }
  return NULL;
}

static const char *
layer_label (const char *layer)
{
  if (g_strcmp0 (layer, "original") == 0)
    return _("Original");
  if (g_strcmp0 (layer, "translation") == 0)
    return _("Translation");
  if (g_strcmp0 (layer, "note") == 0)
    return _("Note");
  return layer;
}

static void
remove_all_rows (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static void
show_toast (BxReaderView *self,
            const char   *title)
{
  AdwToast *toast = adw_toast_new (title);

  adw_toast_set_timeout (toast, 3);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
show_empty (BxReaderView *self,
            const char   *title,
            const char   *description)
{
  adw_status_page_set_title (self->empty_page, title);
  adw_status_page_set_description (self->empty_page, description);
  gtk_stack_set_visible_child_name (self->text_stack, "empty");
}

static void
update_css (BxReaderView *self)
{
  char scale[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *css = NULL;
  g_autofree char *label = NULL;

  g_ascii_formatd (scale, sizeof scale, "%.0f", self->font_scale * 100.0);
  css = g_strdup_printf (".reader-view list.clause-list { font-size: %s%%; }", scale);
  gtk_css_provider_load_from_data (self->css, css, -1);

  /* TRANSLATORS: the text size of the reader, e.g. 120% */
  label = g_strdup_printf (_("%d%%"), (int) (self->font_scale * 100.0 + 0.5));
  gtk_button_set_label (self->zoom_button, label);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "reader.zoom-in",
                                 self->font_scale < FONT_SCALE_MAX - 0.001);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "reader.zoom-out",
                                 self->font_scale > FONT_SCALE_MIN + 0.001);
}

static gboolean
scroll_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  BxReaderView *self = BX_READER_VIEW (user_data);
  GtkWidget *row = NULL;
  GtkAdjustment *adj;
  double x, y, page, value;

  if (self->scroll_target != NULL)
    row = g_hash_table_lookup (self->clause_rows, self->scroll_target);
  if (row == NULL && self->scroll_target != NULL)
    row = g_hash_table_lookup (self->section_rows, self->scroll_target);
  if (row == NULL)
    goto done;

  adj = gtk_scrolled_window_get_vadjustment (self->text_scroller);
  page = gtk_adjustment_get_page_size (adj);
  if (gtk_widget_get_height (row) <= 0 || page <= 0
      || !gtk_widget_translate_coordinates (row, GTK_WIDGET (self->clause_list), 0, 0, &x, &y))
    {
      if (++self->scroll_tries < 120)
        return G_SOURCE_CONTINUE;
      goto done;
    }

  /* The target a quarter down the page, with the text before it in view.  The layout can
   * still change for a few frames (the window settles, the sidebar folds): keep the target
   * there until its position has stayed the same for a few frames. */
  value = self->scroll_keep ? y - self->scroll_offset : y - page / 4.0;
  value = CLAMP (value, gtk_adjustment_get_lower (adj),
                 MAX (gtk_adjustment_get_lower (adj), gtk_adjustment_get_upper (adj) - page));
  if (!G_APPROX_VALUE (gtk_adjustment_get_value (adj), value, 0.5))
    {
      gtk_adjustment_set_value (adj, value);
      self->scroll_stable = 0;
    }
  if (++self->scroll_stable < 5 && ++self->scroll_tries < 120)
    return G_SOURCE_CONTINUE;

done:
  self->scroll_tick_id = 0;
  g_clear_pointer (&self->scroll_target, g_free);
  return G_SOURCE_REMOVE;
}

static void
scroll_to (BxReaderView *self,
           const char   *id)
{
  g_free (self->scroll_target);
  self->scroll_target = g_strdup (id);
  self->scroll_tries = 0;
  self->scroll_stable = 0;
  self->scroll_keep = FALSE;
  if (self->scroll_tick_id == 0)
    self->scroll_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->clause_list),
                                                         scroll_tick_cb, self, NULL);
}

/* Before the text changes size: the row to keep in place, the selected clause if it is in
 * view, else the first row in view, kept at the same distance below the top once the new
 * layout is allocated. */
static void
keep_place (BxReaderView *self)
{
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->text_scroller);
  double top = gtk_adjustment_get_value (adj);
  double bottom = top + gtk_adjustment_get_page_size (adj);
  GtkWidget *selected = GTK_WIDGET (gtk_list_box_get_selected_row (self->clause_list));
  GtkWidget *anchor = NULL;
  double anchor_y = 0, x, y;

  /* A scroll still under way keeps its target. */
  if (self->scroll_tick_id != 0 && self->scroll_target != NULL)
    {
      self->scroll_tries = 0;
      self->scroll_stable = 0;
      return;
    }
  if (self->work_id == NULL || gtk_adjustment_get_page_size (adj) <= 0)
    return;

  if (selected != NULL && gtk_widget_get_height (selected) > 0
      && gtk_widget_translate_coordinates (selected, GTK_WIDGET (self->clause_list), 0, 0, &x, &y)
      && y + gtk_widget_get_height (selected) > top && y < bottom)
    {
      anchor = selected;
      anchor_y = y;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->clause_list));
       anchor == NULL && child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *name = gtk_widget_get_name (child);

      if (gtk_widget_get_height (child) > 0
          && (g_hash_table_contains (self->clause_rows, name)
              || g_hash_table_contains (self->section_rows, name))
          && gtk_widget_translate_coordinates (child, GTK_WIDGET (self->clause_list), 0, 0, &x, &y)
          && y + gtk_widget_get_height (child) > top)
        {
          anchor = child;
          anchor_y = y;
        }
    }
  if (anchor == NULL)
    return;

  scroll_to (self, gtk_widget_get_name (anchor));
  self->scroll_keep = TRUE;
  self->scroll_offset = anchor_y - top;
}

/* When the window is not shown yet or has no focus, as when it opens on the reader, the
 * reader takes the focus, so that its shortcuts work from the start. */
static void
take_focus_at_start (BxReaderView *self,
                     GtkWidget    *widget)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (root != NULL && widget != NULL
      && (!gtk_widget_get_mapped (GTK_WIDGET (root)) || gtk_root_get_focus (root) == NULL))
    gtk_widget_grab_focus (widget);
}

static void
apply_highlight (BxReaderView *self)
{
  gboolean exact = gtk_check_button_get_active (self->exact_check);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->clause_list));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (BX_IS_CLAUSE_ROW (child))
      bx_clause_row_set_highlight (BX_CLAUSE_ROW (child), self->query, exact);
}

static void
set_query (BxReaderView *self,
           const char   *query)
{
  if (g_strcmp0 (self->query, query) == 0)
    return;
  g_free (self->query);
  self->query = g_strdup (query);
  apply_highlight (self);
}

/* The summary paragraphs of a section, in the translation column, with a tag in the id
 * column and a copy button where the clauses have theirs, so that the columns line up. */
static GtkWidget *
summary_box_new (const BxSection *section,
                 GPtrArray       *summary)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *tag = gtk_label_new (_("Summary"));
  GtkWidget *columns = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  GtkWidget *paragraphs = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *copy = gtk_button_new_from_icon_name ("edit-copy-symbolic");

  gtk_label_set_xalign (GTK_LABEL (tag), 1);
  gtk_label_set_yalign (GTK_LABEL (tag), 0);
  gtk_label_set_width_chars (GTK_LABEL (tag), 10);
  gtk_label_set_max_width_chars (GTK_LABEL (tag), 14);
  gtk_widget_set_valign (tag, GTK_ALIGN_START);
  gtk_widget_set_margin_top (tag, 4);
  gtk_widget_add_css_class (tag, "clause-id");
  gtk_widget_add_css_class (tag, "caption");
  gtk_widget_add_css_class (tag, "summary-tag");

  for (guint i = 0; i < summary->len; i++)
    {
      GtkWidget *label = gtk_label_new (g_ptr_array_index (summary, i));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_width_chars (GTK_LABEL (label), 8);
      gtk_label_set_selectable (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "clause-translation");
      gtk_box_append (GTK_BOX (paragraphs), label);
    }
  gtk_widget_add_css_class (paragraphs, "section-summary");
  gtk_widget_set_valign (paragraphs, GTK_ALIGN_START);

  gtk_box_set_homogeneous (GTK_BOX (columns), TRUE);
  gtk_widget_set_hexpand (columns, TRUE);
  /* The original column stays empty: the summary is ours, not the source's. */
  gtk_box_append (GTK_BOX (columns), gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));
  gtk_box_append (GTK_BOX (columns), paragraphs);

  gtk_widget_set_valign (copy, GTK_ALIGN_START);
  gtk_widget_set_tooltip_text (copy, _("Copy the Summary with Its Citation"));
  gtk_widget_add_css_class (copy, "flat");
  gtk_widget_add_css_class (copy, "copy-button");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (copy), "s", section->id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (copy), "reader.copy-summary");

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_box_append (GTK_BOX (box), tag);
  gtk_box_append (GTK_BOX (box), columns);
  gtk_box_append (GTK_BOX (box), copy);
  return box;
}

/* A section's head; one without a head goes by the first characters of its first clause,
 * dimmed, beside its id.  @summary (element-type utf8) may be empty. */
static GtkWidget *
section_row_new (const BxSection *section,
                 const char      *first_text,
                 GPtrArray       *summary)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  g_autofree char *incipit = section->head ? NULL : bx_text_incipit (first_text, INCIPIT_CHARS);
  GtkWidget *head = gtk_label_new (section->head ? section->head
                                   : incipit ? incipit : section->id);
  GtkWidget *id = gtk_label_new (section->id);

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (row, "section-row");
  gtk_widget_set_name (row, section->id);

  gtk_label_set_wrap (GTK_LABEL (head), TRUE);
  gtk_label_set_xalign (GTK_LABEL (head), 0);
  gtk_label_set_selectable (GTK_LABEL (head), TRUE);
  gtk_widget_add_css_class (head, section->depth == 0 ? "title-3" : "title-4");
  gtk_widget_add_css_class (head, "section-head");
  if (section->head == NULL)
    {
      gtk_widget_add_css_class (head, "section-incipit");
      gtk_widget_add_css_class (head, "dim-label");
      gtk_widget_set_tooltip_text (head, _("This section has no heading in the source: "
                                           "it is named by its first characters"));
    }
  gtk_label_set_xalign (GTK_LABEL (id), 0);
  gtk_widget_set_valign (id, GTK_ALIGN_BASELINE);
  gtk_widget_set_valign (head, GTK_ALIGN_BASELINE);
  gtk_widget_add_css_class (id, "dim-label");
  gtk_widget_add_css_class (id, "caption");

  gtk_widget_set_margin_start (box, 12 + 24 * MIN (section->depth, 3));
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (outer, section->depth == 0 ? 24 : 12);
  gtk_widget_set_margin_bottom (outer, summary != NULL && summary->len > 0 ? 0 : 6);
  gtk_box_append (GTK_BOX (box), head);
  gtk_box_append (GTK_BOX (box), id);
  gtk_box_append (GTK_BOX (outer), box);
  if (summary != NULL && summary->len > 0)
    gtk_box_append (GTK_BOX (outer), summary_box_new (section, summary));
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), outer);
  return row;
}

/* Whether the section or one of its parents has a summary (section ids are paths). */
static gboolean
section_is_summarized (GHashTable *summarized,
                       const char *section_id)
{
  g_autofree char *id = g_strdup (section_id);
  char *dot;

  if (id == NULL)
    return FALSE;
  do
    {
      if (g_hash_table_contains (summarized, id))
        return TRUE;
      dot = strrchr (id, '.');
      if (dot != NULL)
        *dot = '\0';
    }
  while (dot != NULL);
  return FALSE;
}

static void
update_rules_marker (BxReaderView *self,
                     BxClauseRow  *row)
{
  GArray *cited_by = NULL, *context_of = NULL;
  const char *id = bx_clause_row_get_clause_id (row);

  if (self->library != NULL)
    {
      cited_by = bx_ruleset_library_cited_by (self->library, id);
      context_of = bx_ruleset_library_context_of (self->library, id);
    }
  /* Rules that cite the clause, and those that name it only as context. */
  bx_clause_row_set_n_rules (row, (cited_by != NULL ? cited_by->len : 0)
                                  + (context_of != NULL ? context_of->len : 0));
}

static GtkWidget *
work_row_new (const BxWork *work)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *title = gtk_label_new (work->title_zh);
  GtkWidget *subtitle = gtk_label_new (NULL);
  g_autofree char *sub = NULL;

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (row, "work-row");

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "title-1");
  gtk_widget_add_css_class (title, "work-title");

  if (work->author != NULL && *work->author != '\0')
    /* TRANSLATORS: the English title of a work, then its author */
    sub = g_strdup_printf (_("%s · %s"), work->title_en ? work->title_en : "", work->author);
  else
    sub = g_strdup (work->title_en ? work->title_en : "");
  gtk_label_set_label (GTK_LABEL (subtitle), sub);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_widget_add_css_class (subtitle, "dim-label");

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), subtitle);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

static GtkWidget *
result_row_new (BxReaderView      *self,
                const BxSearchHit *hit)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *meta = gtk_label_new (NULL);
  GtkWidget *snippet = gtk_label_new (NULL);
  const BxWork *work = find_work (self, hit->work_id);
  g_autofree char *meta_text = NULL;
  g_autofree char *markup = NULL;

  /* TRANSLATORS: a search result: the clause id, the layer (original, translation or
   * note) and the work */
  meta_text = g_strdup_printf (_("%s · %s · %s"), hit->clause_id, layer_label (hit->layer),
                               work ? work->title_zh : hit->work_id);
  gtk_label_set_label (GTK_LABEL (meta), meta_text);
  gtk_label_set_xalign (GTK_LABEL (meta), 0);
  gtk_label_set_ellipsize (GTK_LABEL (meta), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (meta, "caption");
  gtk_widget_add_css_class (meta, "dim-label");

  markup = bx_markup_from_snippet (hit->snippet, SNIPPET_OPEN, SNIPPET_CLOSE);
  gtk_label_set_markup (GTK_LABEL (snippet), markup);
  gtk_label_set_xalign (GTK_LABEL (snippet), 0);
  gtk_label_set_wrap (GTK_LABEL (snippet), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (snippet), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (snippet), 10);
  gtk_widget_add_css_class (snippet, g_strcmp0 (hit->layer, "original") == 0
                                       ? "result-original" : "result-text");

  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_box_append (GTK_BOX (box), meta);
  gtk_box_append (GTK_BOX (box), snippet);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);

  g_object_set_data_full (G_OBJECT (row), "clause-id", g_strdup (hit->clause_id), g_free);
  g_object_set_data_full (G_OBJECT (row), "markup", g_steal_pointer (&markup), g_free);
  return row;
}

static const char *
selected_work_filter (BxReaderView *self)
{
  guint i = gtk_drop_down_get_selected (self->work_dropdown);

  if (i == 0 || i == GTK_INVALID_LIST_POSITION || self->works == NULL || i > self->works->len)
    return NULL;
  return ((BxWork *) g_ptr_array_index (self->works, i - 1))->id;
}

static BxLayer
selected_layers (BxReaderView *self)
{
  switch (gtk_drop_down_get_selected (self->layer_dropdown))
    {
    case 1:
      return BX_LAYER_ORIGINAL;
    case 2:
      return BX_LAYER_TRANSLATION;
    case 3:
      return BX_LAYER_NOTE;
    default:
      return BX_LAYER_ANY;
    }
}

/* A work, section or clause id typed into the search field jumps there.  Returns TRUE
 * when @text is such an id, or the beginning of one being typed (a work id and a dot). */
static gboolean
try_jump (BxReaderView *self,
          const char   *text)
{
  g_autofree char *work_id = NULL;
  const char *dot;

  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '.' && *p != '_' && *p != '-')
      return FALSE;

  dot = strchr (text, '.');
  work_id = dot ? g_strndup (text, dot - text) : g_strdup (text);
  if (find_work (self, work_id) == NULL)
    return FALSE;
  if (dot == NULL)
    return bx_reader_view_show_work (self, work_id);
  if (bx_corpus_has_clause (self->corpus, text))
    bx_reader_view_show_clause (self, text);
  else
    bx_reader_view_show_section (self, text);
  return TRUE;
}

static void
run_search (BxReaderView *self)
{
  g_autoptr(GPtrArray) hits = NULL;
  g_autoptr(GError) error = NULL;
  const char *entry_text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *text = g_strstrip (g_strdup (entry_text));
  g_autofree char *key = NULL;
  BxSearchOptions options = { 0, };

  options.work_id = selected_work_filter (self);
  options.layers = selected_layers (self);
  options.exact = gtk_check_button_get_active (self->exact_check);
  options.limit = 200;
  options.highlight_open = SNIPPET_OPEN;
  options.highlight_close = SNIPPET_CLOSE;

  /* The search field reports a change after a delay: do not run the same search twice. */
  key = g_strdup_printf ("%s\x1f%s\x1f%d\x1f%d", text, options.work_id ? options.work_id : "",
                         options.layers, options.exact);
  if (g_strcmp0 (key, self->last_search) == 0)
    return;
  g_free (self->last_search);
  self->last_search = g_steal_pointer (&key);

  remove_all_rows (self->results_list);

  if (*text == '\0' || self->corpus == NULL)
    {
      gtk_revealer_set_reveal_child (self->results_revealer, FALSE);
      set_query (self, NULL);
      return;
    }

  if (try_jump (self, text))
    {
      gtk_revealer_set_reveal_child (self->results_revealer, FALSE);
      set_query (self, NULL);
      return;
    }

  hits = bx_corpus_search (self->corpus, text, &options, &error);

  if (hits == NULL)
    {
      gtk_label_set_label (self->results_status, error ? error->message : _("The search failed"));
    }
  else
    {
      g_autofree char *status = NULL;

      for (guint i = 0; i < hits->len; i++)
        gtk_list_box_append (self->results_list,
                             result_row_new (self, g_ptr_array_index (hits, i)));
      if (hits->len == 0)
        status = g_strdup (_("No results"));
      else if (hits->len >= options.limit)
        status = g_strdup_printf (_("The first %u results"), hits->len);
      else
        status = g_strdup_printf (ngettext ("%u result", "%u results", hits->len), hits->len);
      gtk_label_set_label (self->results_status, status);
    }

  gtk_revealer_set_reveal_child (self->results_revealer, TRUE);
  set_query (self, text);
}

static void
search_changed_cb (BxReaderView   *self,
                   GtkSearchEntry *entry)
{
  run_search (self);
}

static void
search_activate_cb (BxReaderView   *self,
                    GtkSearchEntry *entry)
{
  GtkListBoxRow *first;

  run_search (self);
  first = gtk_list_box_get_row_at_index (self->results_list, 0);
  if (first != NULL)
    {
      gtk_list_box_select_row (self->results_list, first);
      g_signal_emit_by_name (self->results_list, "row-activated", first);
    }
}

static void
stop_search_cb (BxReaderView   *self,
                GtkSearchEntry *entry)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
}

static void
filter_changed_cb (BxReaderView *self)
{
  run_search (self);
  apply_highlight (self);
}

static void
result_activated_cb (BxReaderView  *self,
                     GtkListBoxRow *row,
                     GtkListBox    *list)
{
  const char *clause_id = g_object_get_data (G_OBJECT (row), "clause-id");

  if (clause_id != NULL)
    bx_reader_view_show_clause (self, clause_id);
}

static char *
convert (BxReaderView *self,
         const char   *text)
{
  return self->simplified ? bx_to_simplified (text) : g_strdup (text);
}

static void
annotation_activated_cb (BxReaderView *self,
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
          body = convert (self, note->text);
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
      g_autofree char *term = convert (self, ref->term ? ref->term : ref->surface);

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
      g_autofree char *lemma = convert (self, variant->lemma ? variant->lemma : "");
      g_autofree char *reading = convert (self, variant->reading ? variant->reading : "");

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
  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover), &rect);
  gtk_popover_popup (GTK_POPOVER (self->popover));
}

static void
copy_clause_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  BxReaderView *self = BX_READER_VIEW (widget);
  const char *clause_id = g_variant_get_string (param, NULL);
  g_autofree char *citation = bx_reader_view_dup_citation (self, clause_id);
  g_autofree char *message = NULL;

  if (citation == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), citation);
  /* TRANSLATORS: %s is a clause id such as pushuang.changju.3 */
  message = g_strdup_printf (_("Copied %s with its citation"), clause_id);
  show_toast (self, message);
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
  work = find_work (self, work_id);
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
  show_toast (self, message);
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

static gboolean
script_get_mapping (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  g_value_set_boolean (value, g_strcmp0 (g_variant_get_string (variant, NULL), "simplified") == 0);
  return TRUE;
}

static GVariant *
script_set_mapping (const GValue       *value,
                    const GVariantType *expected_type,
                    gpointer            user_data)
{
  return g_variant_new_string (g_value_get_boolean (value) ? "simplified" : "traditional");
}

static void
bx_reader_view_set_simplified (BxReaderView *self,
                               gboolean      simplified)
{
  simplified = !!simplified;
  if (self->simplified == simplified)
    return;
  self->simplified = simplified;

  gtk_revealer_set_reveal_child (self->converted_revealer, simplified);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->clause_list));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (BX_IS_CLAUSE_ROW (child))
      bx_clause_row_set_simplified (BX_CLAUSE_ROW (child), simplified);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIMPLIFIED]);
}

static void
bx_reader_view_set_font_scale (BxReaderView *self,
                               double        scale)
{
  scale = CLAMP (scale, FONT_SCALE_MIN, FONT_SCALE_MAX);
  if (G_APPROX_VALUE (self->font_scale, scale, 0.0001))
    return;
  self->font_scale = scale;
  if (self->clause_list != NULL)
    keep_place (self);
  update_css (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FONT_SCALE]);
}

static void
bx_reader_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BxReaderView *self = BX_READER_VIEW (object);

  switch (prop_id)
    {
    case PROP_SIMPLIFIED:
      g_value_set_boolean (value, self->simplified);
      break;
    case PROP_FONT_SCALE:
      g_value_set_double (value, self->font_scale);
      break;
    case PROP_WORK_ID:
      g_value_set_string (value, self->work_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bx_reader_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BxReaderView *self = BX_READER_VIEW (object);

  switch (prop_id)
    {
    case PROP_SIMPLIFIED:
      bx_reader_view_set_simplified (self, g_value_get_boolean (value));
      break;
    case PROP_FONT_SCALE:
      bx_reader_view_set_font_scale (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bx_reader_view_dispose (GObject *object)
{
  BxReaderView *self = BX_READER_VIEW (object);

  if (self->scroll_tick_id != 0 && self->clause_list != NULL)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->clause_list), self->scroll_tick_id);
  self->scroll_tick_id = 0;
  if (self->css != NULL)
    gtk_style_context_remove_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                                   GTK_STYLE_PROVIDER (self->css));
  g_clear_object (&self->css);
  g_clear_pointer (&self->popover, gtk_widget_unparent);
  g_clear_pointer (&self->rules_popover, gtk_widget_unparent);
  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_READER_VIEW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (bx_reader_view_parent_class)->dispose (object);
}

static void
bx_reader_view_finalize (GObject *object)
{
  BxReaderView *self = BX_READER_VIEW (object);

  g_clear_pointer (&self->works, g_ptr_array_unref);
  g_clear_pointer (&self->work, bx_work_free);
  g_clear_pointer (&self->work_id, g_free);
  g_clear_pointer (&self->clause_rows, g_hash_table_unref);
  g_clear_pointer (&self->section_rows, g_hash_table_unref);
  g_clear_pointer (&self->query, g_free);
  g_clear_pointer (&self->last_search, g_free);
  g_clear_pointer (&self->scroll_target, g_free);

  G_OBJECT_CLASS (bx_reader_view_parent_class)->finalize (object);
}

static void
bx_reader_view_class_init (BxReaderViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_reader_view_dispose;
  object_class->finalize = bx_reader_view_finalize;
  object_class->get_property = bx_reader_view_get_property;
  object_class->set_property = bx_reader_view_set_property;

  /**
   * BxReaderView:simplified:
   *
   * Whether the original is shown converted to simplified characters (a view, labelled
   * as such; search and citations keep the source characters).  Bound to the GSettings
   * key "script".
   */
  properties[PROP_SIMPLIFIED] =
    g_param_spec_boolean ("simplified", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * BxReaderView:font-scale:
   *
   * The factor by which the text is enlarged, from 0.5 to 3.  Bound to the GSettings key
   * "font-scale".
   */
  properties[PROP_FONT_SCALE] =
    g_param_spec_double ("font-scale", NULL, NULL, FONT_SCALE_MIN, FONT_SCALE_MAX, 1.0,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * BxReaderView:work-id:
   *
   * The id of the work shown, or %NULL.
   */
  properties[PROP_WORK_ID] =
    g_param_spec_string ("work-id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BX_TYPE_CLAUSE_ROW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-reader-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, script_button);
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, zoom_button);
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, converted_revealer);
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, text_stack);
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, empty_page);
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, text_scroller);
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, clause_list);
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, results_revealer);
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, work_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, work_model);
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, layer_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, exact_check);
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, results_status);
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, results_list);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, filter_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, result_activated_cb);

  gtk_widget_class_install_property_action (widget_class, "reader.simplified", "simplified");
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

  gtk_widget_class_set_css_name (widget_class, "readerview");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static GtkWidget *
annotation_popover_new (BxReaderView *self)
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
static GtkWidget *
rules_popover_new (BxReaderView *self)
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
    name = g_strdup_printf (_("%s · %s"), bx_ruleset_get_name_zh (ruleset),
                            bx_ruleset_get_name_en (ruleset));
  label = wrapped_label_new (name ? name : entry->ruleset_id, "heading", 50);
  gtk_widget_add_css_class (label, "cited-rule-ruleset");
  gtk_box_append (GTK_BOX (box), label);

  /* TRANSLATORS: a ruleset id, then a rule id, e.g. "shuanglu/ping · ping.hit" */
  ids = g_strdup_printf (_("%s · %s"), entry->ruleset_id, entry->rule_id);
  label = gtk_label_new (ids);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "monospace");
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
      gtk_widget_set_tooltip_text (button, _("Open the rule's example position on the board"));
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

static void
bx_reader_view_init (BxReaderView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->font_scale = 1.0;
  self->clause_rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->section_rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->popover = annotation_popover_new (self);
  self->rules_popover = rules_popover_new (self);

  self->css = gtk_css_provider_new ();
  gtk_style_context_add_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                              GTK_STYLE_PROVIDER (self->css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
  update_css (self);

  /* The schema id is the base id, as in BxApplication. */
  self->settings = g_settings_new (BASE_APP_ID);
  g_settings_bind_with_mapping (self->settings, "script", self, "simplified",
                                G_SETTINGS_BIND_DEFAULT,
                                script_get_mapping, script_set_mapping, NULL, NULL);
  g_settings_bind (self->settings, "font-scale", self, "font-scale", G_SETTINGS_BIND_DEFAULT);
}

/**
 * bx_reader_view_new:
 *
 * Returns: (transfer floating): a new, empty reader.
 */
GtkWidget *
bx_reader_view_new (void)
{
  return g_object_new (BX_TYPE_READER_VIEW, NULL);
}

/**
 * bx_reader_view_set_corpus:
 * @self: a #BxReaderView
 * @corpus: (nullable) (transfer none): the corpus to read, which must outlive the view or
 *   be replaced first; %NULL to show nothing
 *
 * Sets the corpus, fills the search's work filter and clears the view.
 */
void
bx_reader_view_set_corpus (BxReaderView *self,
                           BxCorpus     *corpus)
{
  g_autoptr(GError) error = NULL;
  guint n_items;

  g_return_if_fail (BX_IS_READER_VIEW (self));

  self->corpus = corpus;
  g_clear_pointer (&self->works, g_ptr_array_unref);
  g_clear_pointer (&self->work, bx_work_free);
  g_clear_pointer (&self->work_id, g_free);
  g_hash_table_remove_all (self->clause_rows);
  g_hash_table_remove_all (self->section_rows);
  remove_all_rows (self->clause_list);
  remove_all_rows (self->results_list);
  g_clear_pointer (&self->last_search, g_free);
  gtk_revealer_set_reveal_child (self->results_revealer, FALSE);

  n_items = g_list_model_get_n_items (G_LIST_MODEL (self->work_model));
  gtk_string_list_splice (self->work_model, 1, n_items - 1, NULL);
  gtk_drop_down_set_selected (self->work_dropdown, 0);

  if (corpus != NULL)
    self->works = bx_corpus_list_works (corpus, &error);

  if (corpus == NULL || self->works == NULL)
    {
      show_empty (self, _("No Texts"),
                  error ? error->message : _("The corpus of texts could not be opened."));
      gtk_widget_set_sensitive (GTK_WIDGET (self->search_entry), FALSE);
    }
  else
    {
      for (guint i = 0; i < self->works->len; i++)
        {
          const BxWork *work = g_ptr_array_index (self->works, i);

          gtk_string_list_append (self->work_model, work->title_zh);
        }
      show_empty (self, _("Reader"),
                  _("Choose a work in the library to read it with its translation."));
      gtk_widget_set_sensitive (GTK_WIDGET (self->search_entry), TRUE);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WORK_ID]);
}

/**
 * bx_reader_view_get_corpus:
 * @self: a #BxReaderView
 *
 * Returns: (transfer none) (nullable): the corpus.
 */
BxCorpus *
bx_reader_view_get_corpus (BxReaderView *self)
{
  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);

  return self->corpus;
}

/**
 * bx_reader_view_show_work:
 * @self: a #BxReaderView
 * @work_id: a work id, e.g. "pushuang"
 *
 * Shows the work from its beginning, unless it is shown already.
 *
 * Returns: %TRUE if the work exists and is shown.
 */
gboolean
bx_reader_view_show_work (BxReaderView *self,
                          const char   *work_id)
{
  g_autoptr(GPtrArray) sections = NULL;
  g_autoptr(GPtrArray) clauses = NULL;
  g_autoptr(GHashTable) summarized = NULL;
  g_autoptr(GError) error = NULL;
  const BxWork *work;
  guint next_section = 0;
  const char *last_section = NULL;
  gboolean exact;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), FALSE);
  g_return_val_if_fail (work_id != NULL, FALSE);

  if (self->corpus == NULL || (work = find_work (self, work_id)) == NULL)
    return FALSE;
  if (g_strcmp0 (self->work_id, work_id) == 0)
    return TRUE;

  sections = bx_corpus_list_sections (self->corpus, work_id, &error);
  if (sections != NULL)
    clauses = bx_corpus_list_clauses (self->corpus, work_id, &error);
  if (clauses == NULL)
    {
      g_warning ("Cannot show %s: %s", work_id, error ? error->message : "unknown error");
      show_empty (self, _("Cannot Show the Work"), error ? error->message : NULL);
      return FALSE;
    }

  g_hash_table_remove_all (self->clause_rows);
  g_hash_table_remove_all (self->section_rows);
  remove_all_rows (self->clause_list);
  g_free (self->work_id);
  self->work_id = g_strdup (work_id);
  g_clear_pointer (&self->work, bx_work_free);

  gtk_list_box_append (self->clause_list, work_row_new (work));
  exact = gtk_check_button_get_active (self->exact_check);
  summarized = g_hash_table_new (g_str_hash, g_str_equal);
  /* The rows take the clauses. */
  g_ptr_array_set_free_func (clauses, NULL);

  for (guint i = 0; i < clauses->len; i++)
    {
      BxClause *clause = g_ptr_array_index (clauses, i);
      BxClauseRow *row;

      /* The heads of the sections up to this clause's, the empty parents included. */
      if (g_strcmp0 (clause->section_id, last_section) != 0)
        {
          guint k;

          for (k = next_section; k < sections->len; k++)
            if (g_strcmp0 (((BxSection *) g_ptr_array_index (sections, k))->id,
                           clause->section_id) == 0)
              break;
          for (guint s = next_section; k < sections->len && s <= k; s++)
            {
              const BxSection *section = g_ptr_array_index (sections, s);
              g_autoptr(GPtrArray) summary = bx_corpus_list_translations (self->corpus,
                                                                          section->id,
                                                                          "en", NULL);
              GtkWidget *section_row = section_row_new (section, clause->text, summary);

              if (summary != NULL && summary->len > 0)
                g_hash_table_add (summarized, section->id);

              gtk_list_box_append (self->clause_list, section_row);
              g_hash_table_insert (self->section_rows, g_strdup (section->id), section_row);
            }
          if (k < sections->len)
            next_section = k + 1;
          last_section = clause->section_id;
        }

      row = bx_clause_row_new (clause);
      bx_clause_row_set_simplified (row, self->simplified);
      bx_clause_row_set_highlight (row, self->query, exact);
      bx_clause_row_set_summarized (row, section_is_summarized (summarized, clause->section_id));
      update_rules_marker (self, row);
      g_signal_connect_object (row, "annotation-activated",
                               G_CALLBACK (annotation_activated_cb), self, G_CONNECT_SWAPPED);
      gtk_list_box_append (self->clause_list, GTK_WIDGET (row));
      g_hash_table_insert (self->clause_rows, g_strdup (bx_clause_row_get_clause_id (row)), row);
    }

  gtk_stack_set_visible_child_name (self->text_stack, "text");
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->text_scroller), 0);
  take_focus_at_start (self, gtk_widget_get_first_child (GTK_WIDGET (self->clause_list)));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WORK_ID]);
  return TRUE;
}

/**
 * bx_reader_view_get_work_id:
 * @self: a #BxReaderView
 *
 * Returns: (nullable): the id of the work shown.
 */
const char *
bx_reader_view_get_work_id (BxReaderView *self)
{
  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);

  return self->work_id;
}

static char *
work_of_id (const char *id)
{
  const char *dot = strchr (id, '.');

  return dot ? g_strndup (id, dot - id) : g_strdup (id);
}

/**
 * bx_reader_view_show_section:
 * @self: a #BxReaderView
 * @section_id: a section id, e.g. "pushuang.changju"
 *
 * Shows the work of the section and scrolls to its head.
 *
 * Returns: %TRUE if the section exists.
 */
gboolean
bx_reader_view_show_section (BxReaderView *self,
                             const char   *section_id)
{
  g_autofree char *work_id = NULL;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), FALSE);
  g_return_val_if_fail (section_id != NULL, FALSE);

  work_id = work_of_id (section_id);
  if (!bx_reader_view_show_work (self, work_id))
    return FALSE;
  if (!g_hash_table_contains (self->section_rows, section_id))
    return FALSE;

  gtk_list_box_unselect_all (self->clause_list);
  scroll_to (self, section_id);
  return TRUE;
}

/**
 * bx_reader_view_show_clause:
 * @self: a #BxReaderView
 * @clause_id: a clause id, e.g. "pushuang.changju.3"
 *
 * Shows the work of the clause, selects the clause and scrolls to it.
 *
 * Returns: %TRUE if the clause exists.
 */
gboolean
bx_reader_view_show_clause (BxReaderView *self,
                            const char   *clause_id)
{
  g_autoptr(BxClause) clause = NULL;
  GtkListBoxRow *row;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), FALSE);
  g_return_val_if_fail (clause_id != NULL, FALSE);

  if (self->corpus == NULL)
    return FALSE;

  row = g_hash_table_lookup (self->clause_rows, clause_id);
  if (row == NULL)
    {
      clause = bx_corpus_get_clause (self->corpus, clause_id, NULL);
      if (clause == NULL || !bx_reader_view_show_work (self, clause->work_id))
        return FALSE;
      row = g_hash_table_lookup (self->clause_rows, clause_id);
      if (row == NULL)
        return FALSE;
    }

  gtk_list_box_select_row (self->clause_list, row);
  take_focus_at_start (self, GTK_WIDGET (row));
  scroll_to (self, clause_id);
  return TRUE;
}

/**
 * bx_reader_view_get_selected_clause:
 * @self: a #BxReaderView
 *
 * Returns: (nullable): the id of the selected clause.
 */
const char *
bx_reader_view_get_selected_clause (BxReaderView *self)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);

  row = gtk_list_box_get_selected_row (self->clause_list);
  if (row == NULL || !BX_IS_CLAUSE_ROW (row))
    return NULL;
  return bx_clause_row_get_clause_id (BX_CLAUSE_ROW (row));
}

/**
 * bx_reader_view_search:
 * @self: a #BxReaderView
 * @query: what to search, or a clause id to jump to
 *
 * Puts @query into the search field and runs it at once.
 */
void
bx_reader_view_search (BxReaderView *self,
                       const char   *query)
{
  g_return_if_fail (BX_IS_READER_VIEW (self));
  g_return_if_fail (query != NULL);

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query);
  run_search (self);
}

/**
 * bx_reader_view_get_search_entry:
 * @self: a #BxReaderView
 *
 * Returns: (transfer none): the search field.
 */
GtkEditable *
bx_reader_view_get_search_entry (BxReaderView *self)
{
  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);

  return GTK_EDITABLE (self->search_entry);
}

/**
 * bx_reader_view_dup_result_markup:
 * @self: a #BxReaderView
 *
 * For tests.
 *
 * Returns: (transfer full): the Pango markup of the snippets of the search results.
 */
char **
bx_reader_view_dup_result_markup (BxReaderView *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->results_list));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *markup = g_object_get_data (G_OBJECT (child), "markup");

      if (markup != NULL)
        g_strv_builder_add (builder, markup);
    }
  return g_strv_builder_end (builder);
}

/**
 * bx_reader_view_show_message:
 * @self: a #BxReaderView
 * @message: a short message for the user
 *
 * Shows @message in a toast over the text.
 */
void
bx_reader_view_show_message (BxReaderView *self,
                             const char   *message)
{
  g_return_if_fail (BX_IS_READER_VIEW (self));
  g_return_if_fail (message != NULL);

  show_toast (self, message);
}

/**
 * bx_reader_view_dup_citation:
 * @self: a #BxReaderView
 * @clause_id: a clause id
 *
 * The text "Copy with Citation" puts on the clipboard: the original clause (in the source's
 * characters, whatever the view shows), its translation, and the work, section and id.
 *
 * Returns: (transfer full) (nullable): the citation, or %NULL if there is no such clause.
 */
char *
bx_reader_view_dup_citation (BxReaderView *self,
                             const char   *clause_id)
{
  g_autoptr(BxClause) clause = NULL;
  const BxWork *work;
  GString *out;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);
  g_return_val_if_fail (clause_id != NULL, NULL);

  if (self->corpus == NULL)
    return NULL;
  clause = bx_corpus_get_clause (self->corpus, clause_id, NULL);
  if (clause == NULL)
    return NULL;
  work = find_work (self, clause->work_id);

  out = g_string_new (clause->text);
  g_string_append_c (out, '\n');
  if (clause->translation != NULL)
    g_string_append_printf (out, "%s\n", clause->translation);
  /* TRANSLATORS: a citation: the work (Chinese and English titles), its section, and the
   * clause id, e.g. "— 譜雙 (Manual of Shuanglu), 常局格制, pushuang.changju.3" */
  g_string_append_printf (out, _("— %s (%s), %s, %s"),
                          work ? work->title_zh : clause->work_id,
                          work && work->title_en ? work->title_en : "",
                          clause->section_head ? clause->section_head : clause->section_id,
                          clause->id);
  return g_string_free (out, FALSE);
}

/**
 * bx_reader_view_set_ruleset_library:
 * @self: a #BxReaderView
 * @library: (nullable) (transfer none): the rulesets, which must outlive the view or be
 *   replaced first; %NULL for none
 *
 * With a library, each clause that rules cite shows a marker that lists those rules.
 */
void
bx_reader_view_set_ruleset_library (BxReaderView     *self,
                                    BxRulesetLibrary *library)
{
  g_return_if_fail (BX_IS_READER_VIEW (self));

  self->library = library;
  gtk_popover_popdown (GTK_POPOVER (self->rules_popover));
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->clause_list));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (BX_IS_CLAUSE_ROW (child))
      update_rules_marker (self, BX_CLAUSE_ROW (child));
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
  row = g_hash_table_lookup (self->clause_rows, clause_id);
  if (row == NULL)
    {
      if (!bx_reader_view_show_clause (self, clause_id))
        return FALSE;
      row = g_hash_table_lookup (self->clause_rows, clause_id);
    }
  else
    gtk_list_box_select_row (self->clause_list, GTK_LIST_BOX_ROW (row));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rules_box))) != NULL)
    gtk_box_remove (self->rules_box, child);

  /* TRANSLATORS: the title of the list of rules citing a clause; %s is the clause id */
  title = g_strdup_printf (_("Rules citing %s"), clause_id);
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

  button = bx_clause_row_get_rules_button (BX_CLAUSE_ROW (row));
  if (gtk_widget_get_mapped (button) && gtk_widget_compute_bounds (button, GTK_WIDGET (self),
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
  gtk_popover_set_pointing_to (GTK_POPOVER (self->rules_popover), &rect);
  gtk_popover_popup (GTK_POPOVER (self->rules_popover));
  return TRUE;
}
