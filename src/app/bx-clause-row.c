/* bx-clause-row.c: one clause of a work, its original beside its translation
 *
 * The row lays its children out itself, in the columns of the Reader: the clause's
 * reference, the original (bx-clause-markup.c builds its markup: glossary terms, variant
 * readings and notes are links the row reports), the translation with the user's note and
 * the cited-by button under it, the star and note buttons, and the copy button.  No
 * boxes: a wrapped GtkLabel in a GtkBox is measured for many widths (GTK 4.8 searches for
 * its width for a height), each a new layout of its text; here each label is measured for
 * its column's width only.
 *
 * The list makes a row for up to 200 entries around the one in view (GTK 4.8): a row
 * stays one bare widget reporting an estimated height until the list first allocates it
 * in view; its children are made then, the note label and the cited-by button only for a
 * clause that has them, and the tooltips are asked for when shown (a tooltip set on a
 * shown widget queries the pointer from the X server).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bx-clause-layout.h"
#include "bx-clause-markup.h"
#include "bx-clause-row-private.h"

G_DEFINE_FINAL_TYPE (BxClauseRow, bx_clause_row, GTK_TYPE_WIDGET)

enum {
  ANNOTATION_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkWidget *
icon_button_new (BxClauseRow *self,
                 const char  *icon_name,
                 const char  *css_class,
                 const char  *accessible_label);

static GtkWidget *
text_label_new (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_use_markup (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_yalign (GTK_LABEL (label), 0);
  /* Its least width (what GTK clamps a width to before measuring the height for it): a
   * wrapped label without width-chars guesses one from layouts of its text, which costs
   * more than the font's metrics that width-chars asks for. */
  gtk_label_set_width_chars (GTK_LABEL (label), 8);
  gtk_widget_add_css_class (label, css_class);
  return label;
}

/* The row's children, made when it first shows: a row the list keeps out of view is one
 * bare widget.  They are made apart from the row (attach_children() adds them), so that
 * their first text is set before they are realized: a label's first markup with links
 * makes it focusable, and a realized widget tells the accessibility bus of each change
 * (a D-Bus message). */
static void
create_children (BxClauseRow *self)
{
  GtkGesture *click;

  if (self->built)
    return;
  self->built = TRUE;

  self->id_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->id_label), 1);
  gtk_label_set_yalign (GTK_LABEL (self->id_label), 0);
  /* Ten characters wide in every row, so that the columns line up row to row (the layout
   * gives the width, measured once: no width-chars on the label, bx-clause-layout.c). */
  bx_clause_layout_set_font_width (self->id_label, 10);
  gtk_label_set_ellipsize (GTK_LABEL (self->id_label), PANGO_ELLIPSIZE_START);
  gtk_widget_set_margin_top (self->id_label, 4);
  gtk_widget_add_css_class (self->id_label, "clause-id");
  gtk_widget_add_css_class (self->id_label, "dim-label");
  gtk_widget_add_css_class (self->id_label, "caption");
  gtk_widget_add_css_class (self->id_label, "numeric");
  gtk_widget_set_has_tooltip (self->id_label, TRUE);
  g_signal_connect_object (self->id_label, "query-tooltip",
                           G_CALLBACK (bx_clause_row_query_tooltip_cb), self, G_CONNECT_SWAPPED);
  bx_clause_layout_set_column (self->id_label, BX_CLAUSE_COLUMN_ID);

  self->original_label = text_label_new ("clause-original");
  g_signal_connect_object (self->original_label, "activate-link",
                           G_CALLBACK (bx_clause_row_original_activate_link_cb), self,
                           G_CONNECT_SWAPPED);
  click = gtk_gesture_click_new ();
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_object (click, "pressed", G_CALLBACK (bx_clause_row_original_pressed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (click, "released", G_CALLBACK (bx_clause_row_original_released_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (self->original_label, GTK_EVENT_CONTROLLER (click));
  bx_clause_layout_set_column (self->original_label, BX_CLAUSE_COLUMN_ORIGINAL);

  self->translation_label = text_label_new ("clause-translation");
  gtk_widget_set_margin_top (self->translation_label, 3);
  bx_clause_layout_set_column (self->translation_label, BX_CLAUSE_COLUMN_TRANSLATION);

  self->star_button = icon_button_new (self, "non-starred-symbolic", "star-button",
                                       _("Bookmark this Clause (Ctrl+D)"));
  bx_clause_layout_set_column (self->star_button, BX_CLAUSE_COLUMN_SIDE);
  self->note_button = icon_button_new (self, "document-edit-symbolic", "note-button",
                                       _("Your Note on this Clause (Ctrl+E)"));
  bx_clause_layout_set_column (self->note_button, BX_CLAUSE_COLUMN_SIDE);
  self->copy_button = icon_button_new (self, "edit-copy-symbolic", "copy-button",
                                       _("Copy with Citation (Ctrl+Shift+C)"));
  bx_clause_layout_set_column (self->copy_button, BX_CLAUSE_COLUMN_COPY);
}

/* The children made by create_children() (and the note and cited-by button, if made
 * before) into the row, in their order: the layout stacks a column's children in it. */
static void
attach_children (BxClauseRow *self)
{
  GtkWidget *children[] = { self->id_label, self->original_label, self->translation_label,
                            self->note_label, self->rules_button, self->star_button,
                            self->note_button, self->copy_button };

  if (gtk_widget_get_parent (self->id_label) != NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    if (children[i] != NULL)
      gtk_widget_set_parent (children[i], GTK_WIDGET (self));
}

static void
build (BxClauseRow *self)
{
  create_children (self);
  attach_children (self);
}

static GtkWidget *
icon_button_new (BxClauseRow *self,
                 const char  *icon_name,
                 const char  *css_class,
                 const char  *accessible_label)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_widget_set_valign (button, GTK_ALIGN_START);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "row-button");
  gtk_widget_add_css_class (button, css_class);
  gtk_widget_set_has_tooltip (button, TRUE);
  g_signal_connect_object (button, "query-tooltip", G_CALLBACK (bx_clause_row_query_tooltip_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible_label, -1);
  return button;
}

static void
set_action (GtkWidget  *button,
            const char *action,
            const char *clause_id)
{
  if (button == NULL)
    return;
  /* The target before the name: a name without its target would be looked up with the
   * wrong parameter type. */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", clause_id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
}

static void
fill_labels (BxClauseRow *self)
{
  g_autofree char *translation = NULL;

  self->deferred = FALSE;
  if (self->clause == NULL)
    return;
  /* The texts first, then the children into the row (create_children()). */
  create_children (self);
  if (self->reference == NULL && self->reference_func != NULL)
    self->reference = self->reference_func (self->clause->id, self->reference_data);
  bx_clause_row_apply_reference (self);
  set_action (self->copy_button, "reader.copy-clause", self->clause->id);
  set_action (self->star_button, "reader.toggle-bookmark", self->clause->id);
  set_action (self->note_button, "reader.edit-note", self->clause->id);
  g_free (self->markup);
  self->markup = bx_clause_markup_original (self->clause, self->simplified, self->highlight,
                                            self->exact, &self->has_highlight);
  gtk_label_set_markup (GTK_LABEL (self->original_label), self->markup);
  g_clear_pointer (&self->links, g_array_unref);
  self->links = bx_clause_markup_links (self->markup);

  translation = bx_clause_markup_translation (self->clause, self->highlight, self->summarized);
  gtk_label_set_markup (GTK_LABEL (self->translation_label), translation);
  if (self->clause->translation == NULL)
    gtk_widget_add_css_class (self->translation_label, "dim-label");
  else
    gtk_widget_remove_css_class (self->translation_label, "dim-label");

  set_action (self->rules_button, "reader.show-rules", self->clause->id);
  bx_clause_row_apply_n_rules (self);
  bx_clause_row_apply_user_marks (self);
  attach_children (self);
}

/* A row the list keeps out of view costs no text layout: its labels are filled when it
 * is first allocated (in view), or asked for its text. */
static void
bx_clause_row_update (BxClauseRow *self)
{
  if (self->clause == NULL)
    return;
  if (gtk_widget_get_width (GTK_WIDGET (self)) > 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    fill_labels (self);
  else
    {
      self->deferred = TRUE;
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
}

void
bx_clause_row_ensure_filled (BxClauseRow *self)
{
  if (self->deferred || !self->built)
    fill_labels (self);
  build (self);
}

/* Whether the row shows its clause now: a change is shown at once, else when it is. */
gboolean
bx_clause_row_is_filled (BxClauseRow *self)
{
  return self->built && !self->deferred && self->clause != NULL;
}

/* The font size of the list's text, in pixels: the list's, whose context exists already
 * (a context for each of the 200 bare rows would cost their memory). */
static double
font_px (BxClauseRow *self)
{
  GtkWidget *list = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_LIST_VIEW);
  PangoContext *context = gtk_widget_get_pango_context (list != NULL ? list
                                                                     : GTK_WIDGET (self));
  const PangoFontDescription *font = pango_context_get_font_description (context);
  double px = font != NULL ? pango_font_description_get_size (font) / (double) PANGO_SCALE : 0;

  if (px <= 0)
    return 14.0;
  if (!pango_font_description_get_size_is_absolute (font))
    px = px * 96.0 / 72.0;
  return px;
}

/* The height of a row not filled yet, for a row @width wide: its text's lines guessed
 * from its length, a little less than the row will take, so that the rows the guess lets
 * into view are filled in the same frame and the list settles on their true heights (a
 * guess too high would leave rows out of the first frame). */
static int
estimated_height (BxClauseRow *self,
                  int          width)
{
  double px = font_px (self);
  /* The fixed columns: the id's ten characters (caption), the buttons, the margins. */
  double text_w = (width > 0 ? width : 800) - 18 - 3 * 12 - 24 - 7.5 * px - 2 * 2.4 * px;
  double column_w = MAX (text_w / 2, 8 * px);
  /* The original: 1.2em characters on 1.4 lines (style.css); the translation: about half
   * an em a character. */
  double original_px = 1.2 * px;
  glong n_original = self->clause->text != NULL ? g_utf8_strlen (self->clause->text, -1) : 0;
  gsize n_translation = self->clause->translation != NULL ? strlen (self->clause->translation)
                                                          : 20;
  int per_line = MAX ((int) (column_w / original_px), 1);
  int original_lines = MAX ((int) (n_original / per_line), 1);
  int translation_lines = MAX ((int) (n_translation * 0.5 * px / column_w), 1);
  double h = MAX (original_lines * original_px * 1.4, translation_lines * px * 1.35 + 3);

  /* The star and note buttons stand side by side, 24 px high (style.css, .row-button): a
   * row is never lower. */
  return MAX ((int) (0.9 * h), 24);
}

/* A row is as high as its text at its width (a widget without a layout manager is taken
 * to have a constant size, and measured for no width). */
static GtkSizeRequestMode
bx_clause_row_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
bx_clause_row_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  BxClauseRow *self = BX_CLAUSE_ROW (widget);

  *minimum_baseline = *natural_baseline = -1;
  if (self->deferred || !self->built)
    {
      *minimum = *natural = orientation == GTK_ORIENTATION_VERTICAL && self->clause != NULL
                            ? estimated_height (self, for_size) : 0;
      return;
    }
  bx_clause_layout_measure (widget, orientation, for_size, minimum, natural);
}

/* Measured again on the next frame: a resize queued while the list allocates its rows
 * would be dropped when the allocation ends. */
static gboolean
resize_idle_cb (gpointer data)
{
  gtk_widget_queue_resize (data);
  return G_SOURCE_REMOVE;
}

static void
bx_clause_row_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  BxClauseRow *self = BX_CLAUSE_ROW (widget);

  if (self->clause != NULL && (self->deferred || !self->built))
    {
      /* In view at last: the list measures it again with its text. */
      fill_labels (self);
      g_idle_add_full (G_PRIORITY_HIGH_IDLE, resize_idle_cb, g_object_ref (widget),
                       g_object_unref);
    }
  if (self->built)
    bx_clause_layout_allocate (widget, width, height);
}

/* Reports the activation of a link of the original at (@x, @y), in the label's
 * coordinates. */
void
bx_clause_row_emit_annotation (BxClauseRow *self,
                               const char  *uri,
                               double       x,
                               double       y)
{
  g_autofree char *copy = g_strdup (uri);

  if (!gtk_widget_translate_coordinates (self->original_label, GTK_WIDGET (self),
                                         x, y, &x, &y))
    x = y = 0;
  g_signal_emit (self, signals[ANNOTATION_ACTIVATED], 0, copy, x, y);
}

static void
bx_clause_row_dispose (GObject *object)
{
  BxClauseRow *self = BX_CLAUSE_ROW (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  self->id_label = self->original_label = self->translation_label = NULL;
  self->note_label = self->rules_button = NULL;
  self->star_button = self->note_button = self->copy_button = NULL;

  G_OBJECT_CLASS (bx_clause_row_parent_class)->dispose (object);
}

static void
bx_clause_row_finalize (GObject *object)
{
  BxClauseRow *self = BX_CLAUSE_ROW (object);

  g_clear_pointer (&self->links, g_array_unref);
  g_clear_pointer (&self->highlight, g_free);
  g_clear_pointer (&self->markup, g_free);
  g_clear_pointer (&self->note, g_free);
  g_clear_pointer (&self->press_link, g_free);
  g_clear_pointer (&self->reference, g_free);

  G_OBJECT_CLASS (bx_clause_row_parent_class)->finalize (object);
}

static void
bx_clause_row_class_init (BxClauseRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_clause_row_dispose;
  object_class->finalize = bx_clause_row_finalize;

  /**
   * BxClauseRow::annotation-activated:
   * @self: the row
   * @uri: "note:N", "term:N" or "var:N", N being an index into the clause's notes, terms
   *   or variants
   * @x: where it was clicked, in the row's coordinates
   * @y: where it was clicked, in the row's coordinates
   *
   * Emitted when a note marker, a glossary term or a variant reading is activated.
   */
  signals[ANNOTATION_ACTIVATED] =
    g_signal_new ("annotation-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_DOUBLE, G_TYPE_DOUBLE);

  widget_class->get_request_mode = bx_clause_row_get_request_mode;
  widget_class->measure = bx_clause_row_measure;
  widget_class->size_allocate = bx_clause_row_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "clauserow");
}

static void
bx_clause_row_init (BxClauseRow *self)
{
  /* The children are made when the row first shows (build()). */
  gtk_widget_add_css_class (GTK_WIDGET (self), "clause-row");
  gtk_widget_set_margin_start (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_top (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 6);
}

/**
 * bx_clause_row_new:
 *
 * A row to bind to a clause (bx_clause_row_bind()); the reader's list makes one for each
 * clause in view and binds it anew as the list scrolls.
 *
 * Returns: (transfer floating): a new, empty row.
 */
BxClauseRow *
bx_clause_row_new (void)
{
  return g_object_new (BX_TYPE_CLAUSE_ROW, NULL);
}

/**
 * bx_clause_row_set_reference_func:
 * @self: a #BxClauseRow
 * @func: (nullable): makes the reference of a clause bound without one
 *   (bx_clause_row_bind()), when the row first shows it
 * @user_data: for @func
 *
 * A reference is a query of the corpus: the list binds up to 200 rows at once, and only
 * those that show need theirs.
 */
void
bx_clause_row_set_reference_func (BxClauseRow              *self,
                                  BxClauseRowReferenceFunc  func,
                                  gpointer                  user_data)
{
  g_return_if_fail (BX_IS_CLAUSE_ROW (self));

  self->reference_func = func;
  self->reference_data = user_data;
}

/**
 * bx_clause_row_bind:
 * @self: a #BxClauseRow
 * @clause: (transfer none): the clause to show, which must stay alive while it is bound
 *   (the list's item holds it)
 * @reference: (nullable): how people cite the clause (bx_clause_row_set_reference());
 *   %NULL asks the reference function for it when the row shows
 *   (bx_clause_row_set_reference_func()), and without one shows the id without its work
 * @simplified: show the original converted to simplified characters
 * @query: (nullable): the search whose matches to highlight
 * @exact: match @query's characters exactly
 * @summarized: the clause's section has a summary
 *
 * Shows @clause, building the row's text once for all the settings.  The user's marks
 * and the cited-by badge are set apart (bx_clause_row_set_user_marks(),
 * bx_clause_row_set_n_rules()).
 */
void
bx_clause_row_bind (BxClauseRow    *self,
                    const BxClause *clause,
                    const char     *reference,
                    gboolean        simplified,
                    const char     *query,
                    gboolean        exact,
                    gboolean        summarized)
{
  g_return_if_fail (BX_IS_CLAUSE_ROW (self));
  g_return_if_fail (clause != NULL && clause->id != NULL);

  self->clause = clause;
  self->simplified = !!simplified;
  self->exact = !!exact;
  self->summarized = !!summarized;
  g_free (self->highlight);
  self->highlight = query != NULL && *query != '\0' ? g_strdup (query) : NULL;
  g_clear_pointer (&self->press_link, g_free);

  g_free (self->reference);
  self->reference = g_strdup (reference);
  gtk_widget_set_name (GTK_WIDGET (self), clause->id);

  bx_clause_row_update (self);
}

/**
 * bx_clause_row_unbind:
 * @self: a #BxClauseRow
 *
 * Forgets the clause (the list is about to bind the row to another one, or drop it).
 */
void
bx_clause_row_unbind (BxClauseRow *self)
{
  g_return_if_fail (BX_IS_CLAUSE_ROW (self));

  self->clause = NULL;
  g_clear_pointer (&self->press_link, g_free);
  gtk_widget_set_name (GTK_WIDGET (self), "");
}

/**
 * bx_clause_row_get_original_label:
 * @self: a #BxClauseRow
 *
 * Returns: (transfer none): the label of the original text, for tests
 */
GtkWidget *
bx_clause_row_get_original_label (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), NULL);

  bx_clause_row_ensure_filled (self);
  return self->original_label;
}

/**
 * bx_clause_row_get_translation_label:
 * @self: a #BxClauseRow
 *
 * Returns: (transfer none): the label of the translation, for tests
 */
GtkWidget *
bx_clause_row_get_translation_label (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), NULL);

  bx_clause_row_ensure_filled (self);
  return self->translation_label;
}

/**
 * bx_clause_row_get_clause:
 * @self: a #BxClauseRow
 *
 * Returns: (transfer none): the clause shown.
 */
const BxClause *
bx_clause_row_get_clause (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), NULL);

  return self->clause;
}

const char *
bx_clause_row_get_clause_id (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), NULL);

  return self->clause != NULL ? self->clause->id : NULL;
}

/**
 * bx_clause_row_set_simplified:
 * @self: a #BxClauseRow
 * @simplified: whether to show the original converted to simplified characters
 *
 * The view labels the converted text as such; the row only converts it.
 */
void
bx_clause_row_set_simplified (BxClauseRow *self,
                              gboolean     simplified)
{
  g_return_if_fail (BX_IS_CLAUSE_ROW (self));

  simplified = !!simplified;
  if (self->simplified == simplified)
    return;
  self->simplified = simplified;
  bx_clause_row_update (self);
}

/**
 * bx_clause_row_set_highlight:
 * @self: a #BxClauseRow
 * @query: (nullable): the search query whose matches to highlight, or %NULL
 * @exact: %TRUE to match the characters exactly, %FALSE to fold traditional and
 *   simplified forms
 */
void
bx_clause_row_set_highlight (BxClauseRow *self,
                             const char  *query,
                             gboolean     exact)
{
  g_return_if_fail (BX_IS_CLAUSE_ROW (self));

  if (query != NULL && *query == '\0')
    query = NULL;
  exact = !!exact;
  if (g_strcmp0 (self->highlight, query) == 0 && self->exact == exact)
    return;
  g_free (self->highlight);
  self->highlight = g_strdup (query);
  self->exact = exact;
  bx_clause_row_update (self);
}

gboolean
bx_clause_row_has_highlight (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), FALSE);

  bx_clause_row_ensure_filled (self);
  return self->has_highlight;
}

/**
 * bx_clause_row_get_markup:
 * @self: a #BxClauseRow
 *
 * Returns: (transfer none): the Pango markup of the original text, for tests.
 */
const char *
bx_clause_row_get_markup (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), NULL);

  bx_clause_row_ensure_filled (self);
  return self->markup;
}

/**
 * bx_clause_row_set_summarized:
 * @self: a #BxClauseRow
 * @summarized: whether the clause's section has a summary paragraph
 *
 * A clause without a translation of its own then points to the summary instead of
 * saying that it has no translation.
 */
void
bx_clause_row_set_summarized (BxClauseRow *self,
                              gboolean     summarized)
{
  g_return_if_fail (BX_IS_CLAUSE_ROW (self));

  summarized = !!summarized;
  if (self->summarized == summarized)
    return;
  self->summarized = summarized;
  bx_clause_row_update (self);
}

