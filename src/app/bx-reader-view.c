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
#include "bx-reader-view-private.h"
#include "bx-version.h"

G_DEFINE_FINAL_TYPE (BxReaderView, bx_reader_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SIMPLIFIED,
  PROP_FONT_SCALE,
  PROP_WORK_ID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

const BxWork *
bx_reader_view_find_work (BxReaderView *self,
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

void
bx_reader_view_remove_all_rows (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

void
bx_reader_view_show_toast (BxReaderView *self,
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

void
bx_reader_view_apply_highlight (BxReaderView *self)
{
  gboolean exact = gtk_check_button_get_active (self->exact_check);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->clause_list));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (BX_IS_CLAUSE_ROW (child))
      bx_clause_row_set_highlight (BX_CLAUSE_ROW (child), self->query, exact);
}

void
bx_reader_view_set_query (BxReaderView *self,
           const char   *query)
{
  if (g_strcmp0 (self->query, query) == 0)
    return;
  g_free (self->query);
  self->query = g_strdup (query);
  bx_reader_view_apply_highlight (self);
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
 * dimmed; the section's id only in the tooltip.  @summary (element-type utf8) may be empty. */
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
  g_autofree char *id_tip = g_strdup_printf (_("Section id: %s"), section->id);

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
  gtk_widget_set_valign (head, GTK_ALIGN_BASELINE);
  gtk_widget_set_tooltip_text (box, id_tip);

  gtk_widget_set_margin_start (box, 12 + 24 * MIN (section->depth, 3));
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (outer, section->depth == 0 ? 24 : 12);
  gtk_widget_set_margin_bottom (outer, summary != NULL && summary->len > 0 ? 0 : 6);
  gtk_box_append (GTK_BOX (box), head);
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

char *
bx_reader_view_convert (BxReaderView *self,
         const char   *text)
{
  return self->simplified ? bx_to_simplified (text) : g_strdup (text);
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
  bx_reader_view_dispose_notes (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_READER_VIEW);
  g_clear_object (&self->results);
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
  bx_reader_view_finalize_history (self);

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
  gtk_widget_class_bind_template_child (widget_class, BxReaderView, notes_button);
  bx_reader_view_class_add_search (widget_class);
  bx_reader_view_class_add_history (widget_class);
  bx_reader_view_class_add_notes (widget_class);

  gtk_widget_class_install_property_action (widget_class, "reader.simplified", "simplified");
  bx_reader_view_class_add_actions (widget_class);

  gtk_widget_class_set_css_name (widget_class, "readerview");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
bx_reader_view_init (BxReaderView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->font_scale = 1.0;
  self->clause_rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->section_rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->popover = bx_reader_view_annotation_popover_new (self);
  self->rules_popover = bx_reader_view_rules_popover_new (self);
  bx_reader_view_init_search (self);
  bx_reader_view_init_history (self);
  bx_reader_view_init_notes (self);

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
  bx_reader_view_remove_all_rows (self->clause_list);
  bx_reader_view_remove_all_rows (self->results_list);
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

  if (self->corpus == NULL || (work = bx_reader_view_find_work (self, work_id)) == NULL)
    return FALSE;
  bx_reader_view_remember_selection (self);
  if (g_strcmp0 (self->work_id, work_id) == 0)
    {
      bx_reader_view_record_place (self, "work", work_id);
      return TRUE;
    }

  sections = bx_corpus_list_sections (self->corpus, work_id, &error);
  if (sections != NULL)
    clauses = bx_corpus_list_clauses (self->corpus, work_id, &error);
  if (clauses == NULL)
    {
      /* Bad data, not a bug: the page says why (no g_warning, which tests make fatal). */
      g_debug ("Cannot show %s: %s", work_id, error ? error->message : "unknown error");
      show_empty (self, _("Cannot Show the Work"), error ? error->message : NULL);
      return FALSE;
    }

  g_hash_table_remove_all (self->clause_rows);
  g_hash_table_remove_all (self->section_rows);
  bx_reader_view_remove_all_rows (self->clause_list);
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
      {
        g_autofree char *reference = bx_clause_label_for_ui (self->corpus,
                                                             bx_clause_row_get_clause_id (row));

        bx_clause_row_set_reference (row, reference);
      }
      bx_clause_row_set_simplified (row, self->simplified);
      bx_clause_row_set_highlight (row, self->query, exact);
      bx_clause_row_set_summarized (row, section_is_summarized (summarized, clause->section_id));
      update_rules_marker (self, row);
      g_signal_connect_object (row, "annotation-activated",
                               G_CALLBACK (bx_reader_view_annotation_activated_cb), self,
                               G_CONNECT_SWAPPED);
      gtk_list_box_append (self->clause_list, GTK_WIDGET (row));
      g_hash_table_insert (self->clause_rows, g_strdup (bx_clause_row_get_clause_id (row)), row);
    }

  gtk_stack_set_visible_child_name (self->text_stack, "text");
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->text_scroller), 0);
  take_focus_at_start (self, gtk_widget_get_first_child (GTK_WIDGET (self->clause_list)));
  bx_reader_view_update_user_marks (self);
  bx_reader_view_record_place (self, "work", work_id);
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
  bx_reader_view_remember_selection (self);
  self->navigating++;
  if (!bx_reader_view_show_work (self, work_id))
    {
      self->navigating--;
      return FALSE;
    }
  self->navigating--;
  if (!g_hash_table_contains (self->section_rows, section_id))
    return FALSE;

  gtk_list_box_unselect_all (self->clause_list);
  scroll_to (self, section_id);
  bx_reader_view_record_place (self, "section", section_id);
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

  bx_reader_view_remember_selection (self);
  row = g_hash_table_lookup (self->clause_rows, clause_id);
  if (row == NULL)
    {
      gboolean shown;

      clause = bx_corpus_get_clause (self->corpus, clause_id, NULL);
      if (clause == NULL)
        return FALSE;
      self->navigating++;
      shown = bx_reader_view_show_work (self, clause->work_id);
      self->navigating--;
      row = shown ? g_hash_table_lookup (self->clause_rows, clause_id) : NULL;
      if (row == NULL)
        return FALSE;
    }

  gtk_list_box_select_row (self->clause_list, row);
  take_focus_at_start (self, GTK_WIDGET (row));
  scroll_to (self, clause_id);
  bx_reader_view_record_place (self, "clause", clause_id);
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

  bx_reader_view_show_toast (self, message);
}

/**
 * bx_reader_view_dup_citation:
 * @self: a #BxReaderView
 * @clause_id: a clause id
 *
 * The text "Copy with Citation" puts on the clipboard: the original clause (in the source's
 * characters, whatever the view shows), its translation, the work, section and id, and a
 * line naming the edition (Boxi's version and the work's TEI file).
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
  work = bx_reader_view_find_work (self, clause->work_id);

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
  g_string_append_c (out, '\n');
  /* TRANSLATORS: the edition line of a citation: the version of Boxi and the TEI file
   * of the work, e.g. "Boxi digital edition 0.1.0, TEI text texts/pushuang.xml" */
  g_string_append_printf (out, _("Boxi digital edition %s, TEI text texts/%s.xml"),
                          bx_version_string (), clause->work_id);
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

