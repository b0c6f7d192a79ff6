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
#include "bx-tooltip.h"

G_DEFINE_FINAL_TYPE (BxReaderView, bx_reader_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SIMPLIFIED,
  PROP_FONT_SCALE,
  PROP_WORK_ID,
  PROP_VISIBLE_SECTION,
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

/* The section in view has changed (bx-reader-view-list.c). */
void
bx_reader_view_set_visible_section (BxReaderView *self,
                                    const char   *section_id)
{
  if (g_strcmp0 (self->visible_section, section_id) == 0)
    return;
  g_free (self->visible_section);
  self->visible_section = g_strdup (section_id);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VISIBLE_SECTION]);
}

/* The legend's sample link opens nothing. */
static gboolean
legend_link_cb (BxReaderView *self,
                const char   *uri,
                GtkLabel     *label)
{
  return TRUE;
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
  css = g_strdup_printf (".reader-view listview.clause-list { font-size: %s%%; }", scale);
  gtk_css_provider_load_from_data (self->css, css, -1);

  /* TRANSLATORS: the text size of the reader, e.g. 120% */
  label = g_strdup_printf (_("%d%%"), (int) (self->font_scale * 100.0 + 0.5));
  gtk_button_set_label (self->zoom_button, label);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "reader.zoom-in",
                                 self->font_scale < FONT_SCALE_MAX - 0.001);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "reader.zoom-out",
                                 self->font_scale > FONT_SCALE_MIN + 0.001);
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
  bx_reader_view_rebind_rows (self);
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
  bx_reader_view_rebind_rows (self);
  bx_reader_view_refresh_search (self);
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
    bx_reader_view_keep_place (self);
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
    case PROP_VISIBLE_SECTION:
      g_value_set_string (value, self->visible_section);
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

  bx_reader_view_dispose_list (self);
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
  bx_reader_view_finalize_list (self);
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

  /**
   * BxReaderView:visible-section:
   *
   * The id of the section of the topmost clause in view, or %NULL when no work is shown.
   * It is notified as the text scrolls into another section (the window's sidebar
   * follows it).
   */
  properties[PROP_VISIBLE_SECTION] =
    g_param_spec_string ("visible-section", NULL, NULL, NULL,
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
  gtk_widget_class_bind_template_callback (widget_class, legend_link_cb);
  bx_reader_view_class_add_search (widget_class);
  bx_reader_view_class_add_history (widget_class);
  bx_reader_view_class_add_notes (widget_class);

  gtk_widget_class_install_property_action (widget_class, "reader.simplified", "simplified");
  bx_reader_view_class_add_actions (widget_class);

  gtk_widget_class_set_css_name (widget_class, "readerview");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

/* With the search results open the text keeps this width, in pixels: room for the original
 * and its translation side by side (newcomer review 8, finding 6).  The window's library
 * sidebar, an AdwFlap that folds when its content's minimum does not fit, then folds away
 * in a window of 1,000 px, and the text is read at 480 px or more. */
#define TEXT_MIN_WIDTH_WITH_RESULTS 480

static void
results_revealed_cb (BxReaderView *self)
{
  gboolean open = gtk_revealer_get_reveal_child (self->results_revealer);

  gtk_widget_set_size_request (GTK_WIDGET (self->text_stack),
                               open ? TEXT_MIN_WIDTH_WITH_RESULTS : -1, -1);
}

static void
bx_reader_view_init (BxReaderView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bx_tooltips_widen_tree (GTK_WIDGET (self));   /* (the .ui's tooltips: bx-tooltip.c) */

  self->font_scale = 1.0;
  bx_reader_view_init_list (self);
  self->popover = bx_reader_view_annotation_popover_new (self);
  self->rules_popover = bx_reader_view_rules_popover_new (self);
  bx_reader_view_init_search (self);
  bx_reader_view_init_history (self);
  bx_reader_view_init_notes (self);
  g_signal_connect_object (self->results_revealer, "notify::reveal-child",
                           G_CALLBACK (results_revealed_cb), self, G_CONNECT_SWAPPED);

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
  bx_reader_view_clear_list (self);
  bx_reader_view_set_visible_section (self, NULL);
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
  g_autoptr(GError) error = NULL;
  const BxWork *work;

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

  g_free (self->work_id);
  self->work_id = g_strdup (work_id);
  g_clear_pointer (&self->work, bx_work_free);
  bx_reader_view_fill_list (self, work, sections, clauses);

  gtk_stack_set_visible_child_name (self->text_stack, "text");
  take_focus_at_start (self, GTK_WIDGET (self->clause_list));
  bx_reader_view_update_user_marks (self);
  bx_reader_view_queue_visible_section (self);
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
  if (bx_reader_view_get_position (self, section_id) == GTK_INVALID_LIST_POSITION)
    return FALSE;

  gtk_selection_model_unselect_all (GTK_SELECTION_MODEL (self->selection));
  bx_reader_view_scroll_to (self, section_id, FALSE);
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
  guint pos;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), FALSE);
  g_return_val_if_fail (clause_id != NULL, FALSE);

  if (self->corpus == NULL)
    return FALSE;

  bx_reader_view_remember_selection (self);
  pos = bx_reader_view_get_position (self, clause_id);
  if (pos == GTK_INVALID_LIST_POSITION)
    {
      gboolean shown;

      clause = bx_corpus_get_clause (self->corpus, clause_id, NULL);
      if (clause == NULL)
        return FALSE;
      self->navigating++;
      shown = bx_reader_view_show_work (self, clause->work_id);
      self->navigating--;
      pos = shown ? bx_reader_view_get_position (self, clause_id) : GTK_INVALID_LIST_POSITION;
      if (pos == GTK_INVALID_LIST_POSITION)
        return FALSE;
    }

  bx_reader_view_select_position (self, pos);
  take_focus_at_start (self, GTK_WIDGET (self->clause_list));
  bx_reader_view_scroll_to (self, clause_id, TRUE);
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
  g_autoptr(GtkBitset) set = NULL;
  guint n;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);

  /* The first selected clause (a head is not selectable). */
  set = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  n = g_list_model_get_n_items (G_LIST_MODEL (self->items));
  for (guint i = 0; i < gtk_bitset_get_size (set); i++)
    {
      guint pos = gtk_bitset_get_nth (set, i);
      g_autoptr(BxClauseItem) item = pos < n ? g_list_model_get_item (G_LIST_MODEL (self->items),
                                                                      pos) : NULL;

      if (item != NULL && bx_clause_item_get_kind (item) == BX_CLAUSE_ITEM_CLAUSE)
        return bx_clause_item_get_id (item);
    }
  return NULL;
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
  {
    GHashTableIter iter;
    gpointer value;

    g_hash_table_iter_init (&iter, self->clause_rows);
    while (g_hash_table_iter_next (&iter, NULL, &value))
      bx_reader_view_update_rules_marker (self, value);
  }
}

