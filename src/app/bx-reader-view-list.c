/* bx-reader-view-list.c: the reader's list of the work: a recycling GtkListView over a
 * GListStore of BxClauseItem (the work's title, the section heads, the clauses), with a
 * GtkMultiSelection; scrolling to an entry, keeping the place when the text changes size,
 * and the section in view
 *
 * Only the entries in view (and a few around them) have widgets.  A clause's widget is a
 * BxClauseRow, kept with its GtkListItem and bound anew to each clause the list gives it;
 * the heads are small and made at each bind.  The view finds the widget of an entry only
 * while it is bound (clause_rows, section_rows); everything else goes by the entry's
 * position in the model.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bx-clause-item.h"
#include "bx-clause-layout.h"
#include "bx-lazy-bin.h"
#include "bx-reader-view-private.h"
#include "bx-text-util.h"
#include "bx-tooltip.h"

#define ROW_KEY "bx-clause-row"

/* A tooltip set on a shown widget asks the X server where the pointer is: set before it
 * shows. */
static void
set_tooltip_before_shown (GtkWidget  *widget,
                          const char *text)
{
  gtk_widget_set_visible (widget, FALSE);
  bx_widget_set_tooltip_text (widget, text);
  gtk_widget_set_visible (widget, TRUE);
}

/* The summary paragraphs of a section, in the translation column, with a tag in the id
 * column and a copy button where the clauses have theirs: the columns of the clauses'
 * rows (BxClauseLayout), so that they line up. */
static GtkWidget *
summary_box_new (const BxSection *section,
                 GPtrArray       *summary)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *tag = gtk_label_new (_("Summary"));
  GtkWidget *paragraphs = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *rule = gtk_separator_new (GTK_ORIENTATION_VERTICAL);
  GtkWidget *copy = gtk_button_new_from_icon_name ("edit-copy-symbolic");
  GtkWidget *spacers[2];

  gtk_widget_set_layout_manager (box, bx_clause_layout_new ());
  gtk_label_set_xalign (GTK_LABEL (tag), 1);
  gtk_label_set_yalign (GTK_LABEL (tag), 0);
  /* As wide as a clause's id column (bx-clause-row.c), measured once by the layout. */
  gtk_label_set_ellipsize (GTK_LABEL (tag), PANGO_ELLIPSIZE_END);
  bx_clause_layout_set_font_width (tag, 10);
  gtk_widget_set_margin_top (tag, 4);
  gtk_widget_add_css_class (tag, "clause-id");
  gtk_widget_add_css_class (tag, "caption");
  gtk_widget_add_css_class (tag, "summary-tag");
  bx_clause_layout_set_column (tag, BX_CLAUSE_COLUMN_ID);

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
  /* The rule on its left is a widget's background, not a CSS border: the first border the
   * window drew made GTK's GL renderer build its border program (under Mesa's software
   * GL, about 1 MB more on opening a work whose summary shows, docs/benchmarks.md). */
  gtk_widget_add_css_class (rule, "section-summary");
  gtk_widget_add_css_class (rule, "summary-rule");
  bx_clause_layout_set_column (rule, BX_CLAUSE_COLUMN_TRANSLATION_RULE);
  gtk_widget_add_css_class (paragraphs, "summary-paragraphs");
  gtk_widget_set_margin_start (paragraphs, 13);
  /* The original column stays empty: the summary is ours, not the source's. */
  bx_clause_layout_set_column (paragraphs, BX_CLAUSE_COLUMN_TRANSLATION);

  /* Invisible twins of the clauses' star and note buttons, side by side, keep the columns
   * lined up. */
  for (guint i = 0; i < G_N_ELEMENTS (spacers); i++)
    {
      spacers[i] = gtk_button_new_from_icon_name ("non-starred-symbolic");
      gtk_widget_add_css_class (spacers[i], "flat");
      gtk_widget_add_css_class (spacers[i], "row-button");
      gtk_widget_set_opacity (spacers[i], 0);
      gtk_widget_set_can_target (spacers[i], FALSE);
      gtk_widget_set_can_focus (spacers[i], FALSE);
      gtk_accessible_update_state (GTK_ACCESSIBLE (spacers[i]), GTK_ACCESSIBLE_STATE_HIDDEN,
                                   TRUE, -1);
      bx_clause_layout_set_column (spacers[i], BX_CLAUSE_COLUMN_SIDE);
    }

  set_tooltip_before_shown (copy, _("Copy the Summary with Its Citation"));
  gtk_widget_add_css_class (copy, "flat");
  gtk_widget_add_css_class (copy, "copy-button");
  gtk_widget_add_css_class (copy, "row-button");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (copy), "s", section->id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (copy), "reader.copy-summary");
  bx_clause_layout_set_column (copy, BX_CLAUSE_COLUMN_COPY);

  /* The margins of a clause's row (bx-clause-row.c). */
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_parent (tag, box);
  gtk_widget_set_parent (rule, box);
  gtk_widget_set_parent (paragraphs, box);
  gtk_widget_set_parent (spacers[0], box);
  gtk_widget_set_parent (spacers[1], box);
  gtk_widget_set_parent (copy, box);
  return box;
}

/* A section's head; one without a head goes by the first characters of its first clause,
 * dimmed; the section's id only in the tooltip.  @summary (element-type utf8) may be
 * NULL. */
static GtkWidget *
section_row_new (const BxSection *section,
                 const char      *first_text,
                 GPtrArray       *summary)
{
  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autofree char *incipit = section->head ? NULL : bx_text_incipit (first_text, INCIPIT_CHARS);
  GtkWidget *head = gtk_label_new (section->head ? section->head
                                   : incipit ? incipit : section->id);
  g_autofree char *id_tip = g_strdup_printf (_("Section id: %s"), section->id);

  gtk_widget_add_css_class (outer, "section-row");
  gtk_widget_set_name (outer, section->id);

  gtk_label_set_wrap (GTK_LABEL (head), TRUE);
  gtk_label_set_xalign (GTK_LABEL (head), 0);
  gtk_label_set_selectable (GTK_LABEL (head), TRUE);
  gtk_widget_add_css_class (head, section->depth == 0 ? "title-3" : "title-4");
  gtk_widget_add_css_class (head, "section-head");
  if (section->head == NULL)
    {
      g_autofree char *tip = g_strdup_printf ("%s\n%s",
                                              _("This section has no heading in the source: "
                                                "it is named by its first characters"),
                                              id_tip);

      gtk_widget_add_css_class (head, "section-incipit");
      gtk_widget_add_css_class (head, "dim-label");
      set_tooltip_before_shown (head, tip);
    }
  else
    set_tooltip_before_shown (head, id_tip);

  gtk_widget_set_margin_start (head, 12 + 24 * MIN (section->depth, 3));
  gtk_widget_set_margin_end (head, 12);
  gtk_widget_set_margin_top (outer, section->depth == 0 ? 24 : 12);
  gtk_widget_set_margin_bottom (outer, summary != NULL && summary->len > 0 ? 0 : 6);
  gtk_box_append (GTK_BOX (outer), head);
  if (summary != NULL && summary->len > 0)
    gtk_box_append (GTK_BOX (outer), summary_box_new (section, summary));
  return outer;
}

static GtkWidget *
work_row_new (const BxWork *work)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *title = gtk_label_new (work->title_zh);
  GtkWidget *subtitle = gtk_label_new (NULL);
  g_autofree char *sub = NULL;

  gtk_widget_add_css_class (box, "work-row");
  gtk_widget_set_name (box, work->id);
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
  return box;
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

/* Rules that cite the clause, and those that name it only as context. */
void
bx_reader_view_update_rules_marker (BxReaderView *self,
                                    BxClauseRow  *row)
{
  GArray *cited_by = NULL, *context_of = NULL;
  const char *id = bx_clause_row_get_clause_id (row);

  if (self->library != NULL && id != NULL)
    {
      cited_by = bx_ruleset_library_cited_by (self->library, id);
      context_of = bx_ruleset_library_context_of (self->library, id);
    }
  bx_clause_row_set_n_rules (row, (cited_by != NULL ? cited_by->len : 0)
                                  + (context_of != NULL ? context_of->len : 0));
}

static GtkWidget *
build_section_cb (gpointer data)
{
  BxClauseItem *item = data;

  return section_row_new (bx_clause_item_get_section (item),
                          bx_clause_item_get_first_text (item),
                          bx_clause_item_get_summary (item));
}

static GtkWidget *
build_work_cb (gpointer data)
{
  return work_row_new (bx_clause_item_get_work (data));
}

/* The reference of a clause, when its row first shows it: a query of the corpus, made
 * once for each clause (the item keeps it). */
static char *
clause_reference_cb (const char *clause_id,
                     gpointer    data)
{
  BxReaderView *self = data;
  BxClauseItem *item = bx_reader_view_get_item (self, clause_id);

  if (item == NULL || self->corpus == NULL)
    return NULL;
  if (bx_clause_item_get_reference (item) == NULL)
    {
      g_autofree char *label = bx_clause_label_for_ui (self->corpus, clause_id);

      bx_clause_item_set_reference (item, label);
    }
  return g_strdup (bx_clause_item_get_reference (item));
}

static void
bind_clause_row (BxReaderView *self,
                 BxClauseRow  *row,
                 BxClauseItem *item)
{
  bx_clause_row_bind (row, bx_clause_item_get_clause (item), bx_clause_item_get_reference (item),
                      self->simplified, self->query,
                      gtk_check_button_get_active (self->exact_check),
                      bx_clause_item_get_summarized (item));
  bx_reader_view_update_rules_marker (self, row);
  bx_clause_row_set_user_marks (row, bx_clause_item_get_bookmarked (item),
                                bx_clause_item_get_note (item));
}

static void
bind_item_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              BxReaderView             *self)
{
  BxClauseItem *item = gtk_list_item_get_item (list_item);
  const char *id = bx_clause_item_get_id (item);
  GtkWidget *child;

  gtk_list_item_set_activatable (list_item, FALSE);
  switch (bx_clause_item_get_kind (item))
    {
    case BX_CLAUSE_ITEM_CLAUSE:
      child = g_object_get_data (G_OBJECT (list_item), ROW_KEY);
      if (child == NULL)
        {
          child = GTK_WIDGET (bx_clause_row_new ());
          g_object_set_data_full (G_OBJECT (list_item), ROW_KEY, g_object_ref_sink (child),
                                  g_object_unref);
          bx_clause_row_set_reference_func (BX_CLAUSE_ROW (child), clause_reference_cb, self);
          g_signal_connect_object (child, "annotation-activated",
                                   G_CALLBACK (bx_reader_view_annotation_activated_cb), self,
                                   G_CONNECT_SWAPPED);
        }
      bind_clause_row (self, BX_CLAUSE_ROW (child), item);
      gtk_list_item_set_selectable (list_item, TRUE);
      g_hash_table_replace (self->clause_rows, g_strdup (id), child);
      break;
    case BX_CLAUSE_ITEM_SECTION:
      /* Its head and summary are made when it shows (a bin named as the section, so that
       * it is found by its id). */
      child = bx_lazy_bin_new (build_section_cb, g_object_ref (item), g_object_unref, 40);
      gtk_widget_set_name (child, id);
      gtk_list_item_set_selectable (list_item, FALSE);
      g_hash_table_replace (self->section_rows, g_strdup (id), child);
      break;
    case BX_CLAUSE_ITEM_WORK:
    default:
      child = bx_lazy_bin_new (build_work_cb, g_object_ref (item), g_object_unref, 60);
      gtk_list_item_set_selectable (list_item, FALSE);
      break;
    }
  gtk_list_item_set_child (list_item, child);
}

static void
unbind_item_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                BxReaderView             *self)
{
  BxClauseItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *child = gtk_list_item_get_child (list_item);
  const char *id;

  if (item == NULL)
    return;
  id = bx_clause_item_get_id (item);
  if (g_hash_table_lookup (self->clause_rows, id) == child)
    g_hash_table_remove (self->clause_rows, id);
  if (g_hash_table_lookup (self->section_rows, id) == child)
    g_hash_table_remove (self->section_rows, id);
  if (BX_IS_CLAUSE_ROW (child))
    bx_clause_row_unbind (BX_CLAUSE_ROW (child));
}

/* Every clause row in view shown anew from the view's settings (script, highlight,
 * rules), as after a change of them. */
void
bx_reader_view_rebind_rows (BxReaderView *self)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, self->clause_rows);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      BxClauseItem *item = bx_reader_view_get_item (self, key);

      if (item != NULL)
        bind_clause_row (self, value, item);
    }
}

/* Drops the tick that would put the rest of the entries into the list (fill_tick_cb()). */
static void
stop_fill_tick (BxReaderView *self)
{
  if (self->fill_tick_id != 0 && self->clause_list != NULL)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->clause_list), self->fill_tick_id);
  self->fill_tick_id = 0;
}

/* The entry's position among all the entries of the work, which the list may not hold
 * all of yet (see bx_reader_view_complete_list()). */
static guint
lookup_position (BxReaderView *self,
                 const char   *id)
{
  gpointer value;

  if (id == NULL || (value = g_hash_table_lookup (self->positions, id)) == NULL)
    return GTK_INVALID_LIST_POSITION;
  return GPOINTER_TO_UINT (value) - 1;
}

/**
 * bx_reader_view_get_item: (skip)
 * @self: a #BxReaderView
 * @id: a clause or section id
 *
 * Returns: (transfer none) (nullable): the entry of the work shown
 */
BxClauseItem *
bx_reader_view_get_item (BxReaderView *self,
                         const char   *id)
{
  guint pos = lookup_position (self, id);

  /* From all the entries: the list may not hold them all yet. */
  if (pos == GTK_INVALID_LIST_POSITION || pos >= self->entries->len)
    return NULL;
  return g_ptr_array_index (self->entries, pos);
}

/**
 * bx_reader_view_peek_section_text:
 * @self: a #BxReaderView
 * @section_id: a section of the work shown
 *
 * The text of the first clause of a section (its own or its subsections'), as the view
 * already holds it: the library sidebar names a section without a head by it, and need
 * not read the work's clauses a second time.
 *
 * Returns: (transfer none) (nullable): the text, or %NULL when the work shown has no such
 *   section or it has no clause
 */
const char *
bx_reader_view_peek_section_text (BxReaderView *self,
                                  const char   *section_id)
{
  BxClauseItem *item;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);
  g_return_val_if_fail (section_id != NULL, NULL);

  item = bx_reader_view_get_item (self, section_id);
  if (item == NULL || bx_clause_item_get_kind (item) != BX_CLAUSE_ITEM_SECTION)
    return NULL;
  return bx_clause_item_get_first_text (item);
}

/* The section of the topmost clause in view. */

static gboolean
visible_section_idle_cb (gpointer data)
{
  BxReaderView *self = data;
  GHashTableIter iter;
  gpointer key, value;
  guint best_pos = GTK_INVALID_LIST_POSITION;
  int height = gtk_widget_get_height (GTK_WIDGET (self->clause_list));

  g_hash_table_iter_init (&iter, self->clause_rows);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      graphene_rect_t bounds;
      guint pos;

      /* A row out of view is not allocated (its bounds are old); a row that shows only a
       * sliver at the top (under 12 px, or under half of itself) is not the one read. */
      if (!gtk_widget_get_mapped (value)
          || !gtk_widget_compute_bounds (value, GTK_WIDGET (self->clause_list), &bounds)
          || bounds.size.height <= 0
          || bounds.origin.y + bounds.size.height <= MIN (12.0, bounds.size.height / 2)
          || bounds.origin.y >= height)
        continue;
      pos = lookup_position (self, key);
      if (pos < best_pos)
        best_pos = pos;
    }
  if (best_pos != GTK_INVALID_LIST_POSITION)
    {
      BxClauseItem *item = g_ptr_array_index (self->entries, best_pos);

      bx_reader_view_set_visible_section (self, bx_clause_item_get_section_id (item));
    }
  else if (g_list_model_get_n_items (G_LIST_MODEL (self->items)) == 0)
    bx_reader_view_set_visible_section (self, NULL);
  else if (self->visible_tries++ < 100)
    return G_SOURCE_CONTINUE;   /* not laid out yet */
  self->visible_idle_id = 0;
  return G_SOURCE_REMOVE;
}

/* After the list has scrolled or been filled: the section in view is found once the
 * rows in view are laid out. */
void
bx_reader_view_queue_visible_section (BxReaderView *self)
{
  self->visible_tries = 0;
  if (self->visible_idle_id == 0)
    self->visible_idle_id = g_timeout_add (30, visible_section_idle_cb, self);
}

static void
scrolled_cb (BxReaderView  *self,
             GtkAdjustment *adj)
{
  bx_reader_view_queue_visible_section (self);
}

/* Scrolling */

static GtkWidget *
bound_widget (BxReaderView *self,
              const char   *id)
{
  GtkWidget *widget = g_hash_table_lookup (self->clause_rows, id);

  return widget != NULL ? widget : g_hash_table_lookup (self->section_rows, id);
}

static GtkAdjustment *
list_adjustment (BxReaderView *self)
{
  return gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->clause_list));
}

/* Where the list has placed a row, in its own coordinates: the bounds of the list's item
 * that holds it (its padding included), which is what the list scrolls to and keeps in
 * place. */
static gboolean
place_in_list (BxReaderView    *self,
               GtkWidget       *row,
               graphene_rect_t *bounds)
{
  GtkWidget *item = gtk_widget_get_parent (row);

  if (item == NULL || item == GTK_WIDGET (self->clause_list))
    item = row;
  return gtk_widget_compute_bounds (item, GTK_WIDGET (self->clause_list), bounds);
}

static gboolean
scroll_tick_cb (gpointer user_data)
{
  BxReaderView *self = BX_READER_VIEW (user_data);
  GtkWidget *row = NULL;
  GtkAdjustment *adj = list_adjustment (self);
  guint pos = GTK_INVALID_LIST_POSITION;
  double page, value, top;
  graphene_rect_t bounds;

  if (self->scroll_target != NULL)
    {
      row = bound_widget (self, self->scroll_target);
      pos = bx_reader_view_get_position (self, self->scroll_target);
    }
  if (pos == GTK_INVALID_LIST_POSITION || adj == NULL)
    goto done;

  /* Count the frames, not the calls: a loaded machine draws fewer frames than this
   * timeout fires, and the list lays out the rows only in a frame. */
  {
    GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self->clause_list));
    gint64 frame = clock != NULL ? gdk_frame_clock_get_frame_counter (clock) : 0;

    if (frame == self->scroll_frame && clock != NULL
        && g_get_monotonic_time () - self->scroll_started < 10 * G_USEC_PER_SEC)
      return G_SOURCE_CONTINUE;
    self->scroll_frame = frame;
  }

  page = gtk_adjustment_get_page_size (adj);
  if (row == NULL || !gtk_widget_get_mapped (row) || gtk_widget_get_height (row) <= 0
      || page <= 0 || !place_in_list (self, row, &bounds))
    {
      /* Not laid out yet (the list allocates only the rows in view): the list brings it
       * into view first. */
      self->scroll_stable = 0;
      if (page > 0 && self->scroll_asked++ % 8 == 0)
        gtk_widget_activate_action (GTK_WIDGET (self->clause_list), "list.scroll-to-item", "u",
                                    pos);
      if (++self->scroll_tries < 120)
        return G_SOURCE_CONTINUE;
      goto done;
    }

  /* The row's place in the whole text: the list lays its rows out in its own, scrolled
   * coordinates.  The target a quarter down the page, with the text before it in view.
   * The layout can still change for a few frames (the window settles, the sidebar folds,
   * rows above are measured): keep the target there until its position has stayed the
   * same for a few frames. */
  top = gtk_adjustment_get_value (adj) + bounds.origin.y;
  value = self->scroll_keep ? top - self->scroll_offset : top - page / 4.0;
  /* Near the end of a work the place asked for lies past the end the list knows, which it
   * estimates from the rows not laid out yet (lower than they are): the row stays where
   * the list brought it, in view, rather than going to that estimated end and out of view
   * below it. */
  if (value > gtk_adjustment_get_upper (adj) - page && bounds.origin.y >= 0
      && bounds.origin.y + bounds.size.height <= page)
    value = gtk_adjustment_get_value (adj);
  value = CLAMP (value, gtk_adjustment_get_lower (adj),
                 MAX (gtk_adjustment_get_lower (adj), gtk_adjustment_get_upper (adj) - page));
  /* Whole pixels: the list lays out on them, and a fraction of one can fall between its
   * rows ("GtkListView failed to scroll to given position"). */
  value = floor (value);
  if (!G_APPROX_VALUE (gtk_adjustment_get_value (adj), value, 0.5))
    {
      gtk_adjustment_set_value (adj, value);
      self->scroll_stable = 0;
    }
  /* The row becomes the list's anchor, by its top, where it is now.  GTK 4.8's list keeps
   * one row (its anchor) in place when rows change height, and a scroll from far away
   * leaves that anchor at the bottom of the view (the row the list scrolled to came in from
   * below), where the adjustment's later changes keep it: the rows filled between the
   * target and the bottom then grow from their estimated heights and push the target up
   * (a section's head 20 px above the top, test-reader's /app/reader/summary), in a frame
   * after the scroll settled.  A row in view asked to be scrolled to is made the anchor at
   * its own top, so that rows growing below it leave it where it is.  (Only a row that
   * fits in the view where it goes: the list would scroll a taller one to its top.) */
  {
    double y = top - gtk_adjustment_get_value (adj);

    if (y >= 0 && y + bounds.size.height <= page)
      gtk_widget_activate_action (GTK_WIDGET (self->clause_list), "list.scroll-to-item", "u",
                                  pos);
  }
  if (self->scroll_focus)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
      GtkWidget *item = gtk_widget_get_parent (row);

      /* The keyboard goes on from the clause, unless the user is typing elsewhere. */
      if (item != NULL && (focus == NULL || focus == GTK_WIDGET (self->clause_list)
                           || gtk_widget_is_ancestor (focus, GTK_WIDGET (self->clause_list))
                           || !gtk_widget_get_mapped (GTK_WIDGET (root))))
        gtk_widget_grab_focus (item);
      self->scroll_focus = FALSE;
    }
  if (++self->scroll_stable < 5 && ++self->scroll_tries < 120)
    return G_SOURCE_CONTINUE;

done:
  self->scroll_tick_id = 0;
  g_clear_pointer (&self->scroll_target, g_free);
  bx_reader_view_queue_visible_section (self);
  return G_SOURCE_REMOVE;
}

/**
 * bx_reader_view_scroll_to: (skip)
 * @self: a #BxReaderView
 * @id: a clause or section id of the work shown
 * @focus: give the row the keyboard focus once it shows (unless the focus is elsewhere)
 *
 * Scrolls a clause a quarter down the page, a section's head to the top, over the next
 * frames.
 */
void
bx_reader_view_scroll_to (BxReaderView *self,
                          const char   *id,
                          gboolean      focus)
{
  guint pos = bx_reader_view_get_position (self, id);

  g_free (self->scroll_target);
  self->scroll_target = g_strdup (id);
  self->scroll_tries = 0;
  self->scroll_stable = 0;
  self->scroll_asked = 0;
  self->scroll_frame = -1;
  self->scroll_started = g_get_monotonic_time ();
  self->scroll_focus = focus;
  /* A section's head goes to the top: the text in view is the section's. */
  self->scroll_keep = pos != GTK_INVALID_LIST_POSITION
                      && g_hash_table_lookup (self->clause_rows, id) == NULL
                      && bx_clause_item_get_kind (bx_reader_view_get_item (self, id))
                         == BX_CLAUSE_ITEM_SECTION;
  self->scroll_offset = 0;
  /* A timeout at the frame rate, not a tick callback: GTK 4.8's frame clock can stop
   * ticking while the list settles on the heights of rows it has just filled. */
  if (self->scroll_tick_id == 0)
    self->scroll_tick_id = g_timeout_add (16, scroll_tick_cb, self);
}

/**
 * bx_reader_view_keep_place: (skip)
 * @self: a #BxReaderView
 *
 * Before the text changes size: the row to keep in place, the selected clause if it is in
 * view, else the first row in view, kept at the same distance below the top once the new
 * layout is allocated.
 */
void
bx_reader_view_keep_place (BxReaderView *self)
{
  GtkAdjustment *adj = list_adjustment (self);
  double height = gtk_widget_get_height (GTK_WIDGET (self->clause_list));
  const char *selected = bx_reader_view_get_selected_clause (self);
  const char *anchor = NULL;
  double anchor_y = 0;
  guint anchor_pos = GTK_INVALID_LIST_POSITION;
  GHashTableIter iter;
  gpointer key, value;
  graphene_rect_t bounds;

  /* A scroll still under way keeps its target. */
  if (self->scroll_tick_id != 0 && self->scroll_target != NULL)
    {
      self->scroll_tries = 0;
      self->scroll_stable = 0;
      return;
    }
  if (self->work_id == NULL || adj == NULL || gtk_adjustment_get_page_size (adj) <= 0)
    return;

  if (selected != NULL && (value = bound_widget (self, selected)) != NULL
      && place_in_list (self, value, &bounds)
      && bounds.size.height > 0 && bounds.origin.y + bounds.size.height > 0
      && bounds.origin.y < height)
    {
      anchor = selected;
      anchor_y = bounds.origin.y;
    }
  for (guint pass = 0; pass < 2 && anchor == NULL; pass++)
    {
      g_hash_table_iter_init (&iter, pass == 0 ? self->clause_rows : self->section_rows);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          guint pos = bx_reader_view_get_position (self, key);

          if (pos < anchor_pos
              && place_in_list (self, value, &bounds)
              && bounds.size.height > 0 && bounds.origin.y + bounds.size.height > 0
              && bounds.origin.y < height)
            {
              anchor_pos = pos;
              anchor_y = bounds.origin.y;
            }
        }
    }
  if (anchor == NULL && anchor_pos != GTK_INVALID_LIST_POSITION)
    {
      BxClauseItem *item = g_ptr_array_index (self->entries, anchor_pos);

      bx_reader_view_scroll_to (self, bx_clause_item_get_id (item), FALSE);
    }
  else if (anchor != NULL)
    bx_reader_view_scroll_to (self, anchor, FALSE);
  else
    return;
  self->scroll_keep = TRUE;
  self->scroll_offset = anchor_y;
}

/* Filling */

/**
 * bx_reader_view_clear_list: (skip)
 * @self: a #BxReaderView
 *
 * Empties the list.
 */
void
bx_reader_view_clear_list (BxReaderView *self)
{
  stop_fill_tick (self);
  g_ptr_array_set_size (self->entries, 0);
  g_hash_table_remove_all (self->positions);
  g_list_store_remove_all (self->items);
  g_hash_table_remove_all (self->clause_rows);
  g_hash_table_remove_all (self->section_rows);
}

static void
add_item (BxReaderView *self,
          GPtrArray    *items,
          BxClauseItem *item)
{
  if (bx_clause_item_get_kind (item) != BX_CLAUSE_ITEM_WORK)
    g_hash_table_insert (self->positions, (char *) bx_clause_item_get_id (item),
                         GUINT_TO_POINTER (items->len + 1));
  g_ptr_array_add (items, item);
}

/* The least height of an entry, in pixels: a screen holds the list's height over it. */
#define FIRST_ROW_HEIGHT 24

/**
 * bx_reader_view_complete_list: (skip)
 * @self: a #BxReaderView
 *
 * Puts into the list the entries it does not hold yet (bx_reader_view_fill_list() puts
 * the rest in after the first frame): a lookup by position, in the list or its model,
 * calls it first.
 */
void
bx_reader_view_complete_list (BxReaderView *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->items));

  stop_fill_tick (self);
  if (n < self->entries->len)
    g_list_store_splice (self->items, n, 0, self->entries->pdata + n,
                         self->entries->len - n);
}

/* At the start of each frame: the second one (the first has been painted) takes the rest. */
static gboolean
fill_tick_cb (GtkWidget     *widget,
              GdkFrameClock *clock,
              gpointer       data)
{
  BxReaderView *self = data;

  if (self->fill_ticks++ == 0)
    return G_SOURCE_CONTINUE;
  self->fill_tick_id = 0;
  bx_reader_view_complete_list (self);
  return G_SOURCE_REMOVE;
}

/**
 * bx_reader_view_fill_list: (skip)
 * @self: a #BxReaderView
 * @work: the work
 * @sections: (element-type BxSection): its sections in order
 * @clauses: (element-type BxClause) (transfer container): its clauses in order; the list
 *   takes them (the array's free function is cleared)
 *
 * Puts the work into the list: its title, then each clause, each after the heads of the
 * sections up to its own (the empty parents included).  Only the entries in view get
 * widgets, when the list lays them out.
 */
void
bx_reader_view_fill_list (BxReaderView *self,
                          const BxWork *work,
                          GPtrArray    *sections,
                          GPtrArray    *clauses)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_full (clauses->len + sections->len + 1,
                                                     g_object_unref);
  g_autoptr(GHashTable) summarized = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                            NULL);
  g_autoptr(GPtrArray) summaries = NULL;
  guint n_first;
  guint next_section = 0;
  const char *last_section = NULL;

  bx_reader_view_clear_list (self);
  add_item (self, items, bx_clause_item_new_work (work));
  /* The items take the clauses. */
  g_ptr_array_set_free_func (clauses, NULL);

  for (guint i = 0; i < clauses->len; i++)
    {
      BxClause *clause = g_ptr_array_index (clauses, i);
      BxClauseItem *item;

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

              if (summary != NULL && summary->len > 0)
                g_hash_table_add (summarized, g_strdup (section->id));
              add_item (self, items, bx_clause_item_new_section (section, clause->text,
                                                                 summary));
            }
          if (k < sections->len)
            next_section = k + 1;
          last_section = clause->section_id;
        }

      item = bx_clause_item_new_clause (clause);
      bx_clause_item_set_summarized (item, section_is_summarized (summarized,
                                                                  clause->section_id));
      add_item (self, items, item);
    }
  g_ptr_array_extend_and_steal (self->entries, g_steal_pointer (&items));
  /* Two steps: the entries of a screen now, the rest once the first frame has been painted.
   * GTK 4.8's list makes a list item and a (bare) row for up to 200 entries around its anchor
   * as soon as its model changes: the opening makes a screen's, and the second frame the
   * others.  Lookups by id read self->entries; lookups by position complete the list. */
  n_first = MIN (self->entries->len,
                 (guint) MAX (gtk_widget_get_height (GTK_WIDGET (self->clause_list)), 1000)
                 / FIRST_ROW_HEIGHT);
  g_list_store_splice (self->items, 0, 0, self->entries->pdata, n_first);
  if (n_first < self->entries->len)
    {
      self->fill_ticks = 0;
      self->fill_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->clause_list),
                                                         fill_tick_cb, self, NULL);
    }
  /* From the top.  Not through the adjustment: its value is the old rows', and GTK 4.8's
   * list warns of a value it cannot place among the new ones. */
  gtk_widget_activate_action (GTK_WIDGET (self->clause_list), "list.scroll-to-item", "u", 0);
}

/* Selection */

/**
 * bx_reader_view_dup_selected_clauses: (skip)
 * @self: a #BxReaderView
 *
 * Returns: (transfer full): the ids of the selected clauses, in the text's order
 */
char **
bx_reader_view_dup_selected_clauses (BxReaderView *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GtkBitset) set = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  GtkBitsetIter iter;
  guint pos;

  for (gboolean ok = gtk_bitset_iter_init_first (&iter, set, &pos); ok;
       ok = gtk_bitset_iter_next (&iter, &pos))
    {
      g_autoptr(BxClauseItem) item = g_list_model_get_item (G_LIST_MODEL (self->items), pos);

      if (item != NULL && bx_clause_item_get_kind (item) == BX_CLAUSE_ITEM_CLAUSE)
        g_strv_builder_add (builder, bx_clause_item_get_id (item));
    }
  return g_strv_builder_end (builder);
}

/**
 * bx_reader_view_select_position: (skip)
 * @self: a #BxReaderView
 * @pos: a position in the list
 *
 * Selects the entry alone, as a click would (the list extends a Shift+click or
 * Shift+arrow selection from it).
 */
void
bx_reader_view_select_position (BxReaderView *self,
                                guint         pos)
{
  bx_reader_view_complete_list (self);
  if (!gtk_widget_activate_action (GTK_WIDGET (self->clause_list), "list.select-item", "(ubb)",
                                   pos, FALSE, FALSE))
    gtk_selection_model_select_item (GTK_SELECTION_MODEL (self->selection), pos, TRUE);
}

/* Setup */

void
bx_reader_view_init_list (BxReaderView *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  self->items = g_list_store_new (BX_TYPE_CLAUSE_ITEM);
  self->selection = gtk_multi_selection_new (G_LIST_MODEL (g_object_ref (self->items)));
  self->positions = g_hash_table_new (g_str_hash, g_str_equal);
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
  self->clause_rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->section_rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_signal_connect_object (factory, "bind", G_CALLBACK (bind_item_cb), self, 0);
  g_signal_connect_object (factory, "unbind", G_CALLBACK (unbind_item_cb), self, 0);
  gtk_list_view_set_factory (self->clause_list, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (self->clause_list, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect_object (list_adjustment (self), "value-changed", G_CALLBACK (scrolled_cb),
                           self, G_CONNECT_SWAPPED);
}

void
bx_reader_view_dispose_list (BxReaderView *self)
{
  g_clear_handle_id (&self->scroll_tick_id, g_source_remove);
  g_clear_handle_id (&self->visible_idle_id, g_source_remove);
  stop_fill_tick (self);
  if (self->clause_list != NULL)
    gtk_list_view_set_model (self->clause_list, NULL);
  if (self->clause_rows != NULL)
    g_hash_table_remove_all (self->clause_rows);
  if (self->section_rows != NULL)
    g_hash_table_remove_all (self->section_rows);
  g_clear_object (&self->selection);
}

void
bx_reader_view_finalize_list (BxReaderView *self)
{
  g_clear_pointer (&self->positions, g_hash_table_unref);
  g_clear_object (&self->items);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->clause_rows, g_hash_table_unref);
  g_clear_pointer (&self->section_rows, g_hash_table_unref);
  g_clear_pointer (&self->visible_section, g_free);
}

/* Public API */

/**
 * bx_reader_view_get_clause_model:
 * @self: a #BxReaderView
 *
 * The entries of the work shown, in order: its title, the section heads and the clauses
 * (#BxClauseItem), as the list shows them.
 *
 * Returns: (transfer none): the model
 */
GListModel *
bx_reader_view_get_clause_model (BxReaderView *self)
{
  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);

  bx_reader_view_complete_list (self);
  return G_LIST_MODEL (self->items);
}

/**
 * bx_reader_view_get_position:
 * @self: a #BxReaderView
 * @id: a clause or section id
 *
 * Returns: the entry's position in bx_reader_view_get_clause_model(), or
 *   %GTK_INVALID_LIST_POSITION when the work shown has no such entry
 */
guint
bx_reader_view_get_position (BxReaderView *self,
                             const char   *id)
{
  g_return_val_if_fail (BX_IS_READER_VIEW (self), GTK_INVALID_LIST_POSITION);

  bx_reader_view_complete_list (self);
  return lookup_position (self, id);
}

/**
 * bx_reader_view_get_row:
 * @self: a #BxReaderView
 * @id: a clause or section id
 *
 * The widget that shows the entry now: a #BxClauseRow for a clause.  Only the entries in
 * view (and a few around them) have one.
 *
 * Returns: (transfer none) (nullable): the widget, or %NULL
 */
GtkWidget *
bx_reader_view_get_row (BxReaderView *self,
                        const char   *id)
{
  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return bound_widget (self, id);
}

/**
 * bx_reader_view_get_selected_clauses:
 * @self: a #BxReaderView
 *
 * The clauses selected (Ctrl+click and Shift+click add to the selection), which Copy with
 * Citation, Print and Export take.
 *
 * Returns: (transfer full): their ids, in the text's order; empty when none is
 */
char **
bx_reader_view_get_selected_clauses (BxReaderView *self)
{
  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);

  return bx_reader_view_dup_selected_clauses (self);
}

/**
 * bx_reader_view_select_clauses:
 * @self: a #BxReaderView
 * @clause_ids: clause ids of the work shown
 *
 * Selects these clauses, and only these.
 *
 * Returns: %TRUE when all of them are in the work shown
 */
gboolean
bx_reader_view_select_clauses (BxReaderView      *self,
                               const char *const *clause_ids)
{
  g_autoptr(GtkBitset) set = gtk_bitset_new_empty ();
  g_autoptr(GtkBitset) mask = NULL;
  gboolean all = TRUE;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), FALSE);
  g_return_val_if_fail (clause_ids != NULL, FALSE);

  for (guint i = 0; clause_ids[i] != NULL; i++)
    {
      BxClauseItem *item = bx_reader_view_get_item (self, clause_ids[i]);

      if (item == NULL || bx_clause_item_get_kind (item) != BX_CLAUSE_ITEM_CLAUSE)
        all = FALSE;
      else
        gtk_bitset_add (set, bx_reader_view_get_position (self, clause_ids[i]));
    }
  bx_reader_view_complete_list (self);
  mask = gtk_bitset_new_range (0, g_list_model_get_n_items (G_LIST_MODEL (self->items)));
  gtk_selection_model_set_selection (GTK_SELECTION_MODEL (self->selection), set, mask);
  return all;
}

/**
 * bx_reader_view_get_visible_section:
 * @self: a #BxReaderView
 *
 * The section of the topmost clause in view (BxReaderView:visible-section).
 *
 * Returns: (nullable): its id, or %NULL when no work is shown
 */
const char *
bx_reader_view_get_visible_section (BxReaderView *self)
{
  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);

  return self->visible_section;
}
