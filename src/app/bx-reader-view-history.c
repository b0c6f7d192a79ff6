/* bx-reader-view-history.c: the reader's Back and Forward across clause jumps, searches and
 * the links that open the reader from the Play and Rules pages
 *
 * Every move through the public API (bx_reader_view_show_clause(), _show_section(),
 * _show_work(), _search()) and every search the user runs with Enter records a place; a
 * move made inside another (show_clause opening its work) is not recorded twice.  When the
 * reader leaves a place, the place keeps the clause selected there, so that Back returns
 * to where the user was, not only to where they jumped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"


#include "bx-reader-view-private.h"

/* At most this many places are kept; the oldest go first. */
#define HISTORY_MAX 100

typedef struct
{
  char *kind;     /* "clause", "section", "work" or "search" */
  char *id;       /* the clause, section or work id, or the query */
  char *clause;   /* the clause selected when the reader left the place, or NULL */
} BxReaderPlace;

static void
place_free (gpointer data)
{
  BxReaderPlace *place = data;

  g_free (place->kind);
  g_free (place->id);
  g_free (place->clause);
  g_free (place);
}

static void
update_actions (BxReaderView *self)
{
  guint n = self->history->len;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "reader.back",
                                 n > 0 && self->history_pos > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "reader.forward",
                                 n > 0 && self->history_pos + 1 < n);
}

/**
 * bx_reader_view_remember_selection:
 * @self: a #BxReaderView
 *
 * Before a move: the current place remembers the clause selected now, so that Back
 * returns to it.  Does nothing inside another move.
 */
void
bx_reader_view_remember_selection (BxReaderView *self)
{
  BxReaderPlace *current;
  const char *selected;

  if (self->history->len == 0 || self->navigating > 0)
    return;
  current = g_ptr_array_index (self->history, self->history_pos);
  selected = bx_reader_view_get_selected_clause (self);
  if (selected == NULL)
    return;
  g_free (current->clause);
  current->clause = g_strdup (selected);
}

/**
 * bx_reader_view_record_place:
 * @self: a #BxReaderView
 * @kind: "clause", "section", "work" or "search"
 * @id: the id, or the query of a search
 *
 * Records that the reader has moved to a new place: the places after the current one are
 * dropped, as in a browser.  Does nothing while the reader restores a place, inside
 * another move, or when the place is the current one.
 */
void
bx_reader_view_record_place (BxReaderView *self,
                             const char   *kind,
                             const char   *id)
{
  BxReaderPlace *place;

  if (self->navigating > 0 || id == NULL || *id == '\0')
    return;
  if (self->history->len > 0)
    {
      BxReaderPlace *current = g_ptr_array_index (self->history, self->history_pos);

      if (g_strcmp0 (current->kind, kind) == 0 && g_strcmp0 (current->id, id) == 0)
        return;
      g_ptr_array_set_size (self->history, self->history_pos + 1);
    }
  place = g_new0 (BxReaderPlace, 1);
  place->kind = g_strdup (kind);
  place->id = g_strdup (id);
  if (g_strcmp0 (kind, "clause") == 0)
    place->clause = g_strdup (id);
  g_ptr_array_add (self->history, place);
  if (self->history->len > HISTORY_MAX)
    g_ptr_array_remove_index (self->history, 0);
  self->history_pos = self->history->len - 1;
  update_actions (self);
}

static void
restore (BxReaderView *self,
         guint         pos)
{
  BxReaderPlace *place;

  bx_reader_view_remember_selection (self);
  self->history_pos = pos;
  place = g_ptr_array_index (self->history, pos);
  self->navigating++;
  if (g_strcmp0 (place->kind, "search") == 0)
    bx_reader_view_search (self, place->id);
  else if (g_strcmp0 (place->kind, "section") == 0 && place->clause == NULL)
    bx_reader_view_show_section (self, place->id);
  else if (g_strcmp0 (place->kind, "work") == 0 && place->clause == NULL)
    bx_reader_view_show_work (self, place->id);
  if (place->clause != NULL)
    bx_reader_view_show_clause (self, place->clause);
  self->navigating--;
  update_actions (self);
}

/**
 * bx_reader_view_go_back:
 * @self: a #BxReaderView
 *
 * Returns to the place before the current one (Alt+Left, the mouse's back button).
 *
 * Returns: %TRUE when there was one
 */
gboolean
bx_reader_view_go_back (BxReaderView *self)
{
  g_return_val_if_fail (BX_IS_READER_VIEW (self), FALSE);

  if (self->history->len == 0 || self->history_pos == 0)
    return FALSE;
  restore (self, self->history_pos - 1);
  return TRUE;
}

/**
 * bx_reader_view_go_forward:
 * @self: a #BxReaderView
 *
 * Goes to the place after the current one again (Alt+Right, the mouse's forward button).
 *
 * Returns: %TRUE when there was one
 */
gboolean
bx_reader_view_go_forward (BxReaderView *self)
{
  g_return_val_if_fail (BX_IS_READER_VIEW (self), FALSE);

  if (self->history->len == 0 || self->history_pos + 1 >= self->history->len)
    return FALSE;
  restore (self, self->history_pos + 1);
  return TRUE;
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  if (g_str_equal (action_name, "reader.back"))
    bx_reader_view_go_back (BX_READER_VIEW (widget));
  else
    bx_reader_view_go_forward (BX_READER_VIEW (widget));
}

/* The mouse's back (8) and forward (9) buttons. */
static void
mouse_pressed_cb (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  BxReaderView    *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  if (button == 8)
    bx_reader_view_go_back (self);
  else if (button == 9)
    bx_reader_view_go_forward (self);
  else
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

void
bx_reader_view_class_add_history (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "reader.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "reader.forward", NULL, back_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK,
                                       "reader.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK,
                                       "reader.forward", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Back, 0, "reader.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Forward, 0, "reader.forward",
                                       NULL);
}

void
bx_reader_view_init_history (BxReaderView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->history = g_ptr_array_new_with_free_func (place_free);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (mouse_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  update_actions (self);
}

void
bx_reader_view_finalize_history (BxReaderView *self)
{
  g_clear_pointer (&self->history, g_ptr_array_unref);
}
