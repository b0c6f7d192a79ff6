/* bx-clause-row-links.c: the links of a clause's original (BxClauseRow): glossary terms,
 * variant readings and notes, found under the pointer from the label's own layout and
 * reported to the view (BxClauseRow::annotation-activated)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bx-clause-layout.h"
#include "bx-clause-markup.h"
#include "bx-clause-row-private.h"

/* The link under (@x, @y) in the original label's coordinates: the character under the
 * pointer must be one of the link's (GtkLabel's own test counts the right half of the
 * character before a link as the link's, which put the click zone off to the left). */
const char *
bx_clause_row_link_at (BxClauseRow *self,
         double       x,
         double       y)
{
  PangoLayout *layout;
  int lx = 0, ly = 0, index = 0, trailing = 0;

  if (self->links == NULL)
    return NULL;
  layout = gtk_label_get_layout (GTK_LABEL (self->original_label));
  gtk_label_get_layout_offsets (GTK_LABEL (self->original_label), &lx, &ly);
  if (!pango_layout_xy_to_index (layout, (int) ((x - lx) * PANGO_SCALE),
                                 (int) ((y - ly) * PANGO_SCALE), &index, &trailing))
    return NULL;
  for (guint i = 0; i < self->links->len; i++)
    {
      const BxClauseLink *link = &g_array_index (self->links, BxClauseLink, i);

      if (index >= link->start && index < link->end)
        return link->uri;
    }
  return NULL;
}

/* A press on a link is the row's: the list does not select the row for it, and the label
 * does not test the link again. */
void
bx_clause_row_original_pressed_cb (BxClauseRow     *self,
                     int              n_press,
                     double           x,
                     double           y,
                     GtkGestureClick *gesture)
{
  const char *uri = bx_clause_row_link_at (self, x, y);

  g_clear_pointer (&self->press_link, g_free);
  if (uri == NULL)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  self->press_link = g_strdup (uri);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

void
bx_clause_row_original_released_cb (BxClauseRow     *self,
                      int              n_press,
                      double           x,
                      double           y,
                      GtkGestureClick *gesture)
{
  g_autofree char *pressed = g_steal_pointer (&self->press_link);
  const char *uri = bx_clause_row_link_at (self, x, y);

  if (pressed != NULL && g_strcmp0 (pressed, uri) == 0)
    bx_clause_row_emit_annotation (self, uri, x, y);
}

/* A link activated otherwise than by the pointer (the keyboard, assistive technologies):
 * the popover points at the middle of the text. */
gboolean
bx_clause_row_original_activate_link_cb (BxClauseRow *self,
                           const char  *uri,
                           GtkLabel    *label)
{
  if (!g_str_has_prefix (uri, "note:") && !g_str_has_prefix (uri, "term:")
      && !g_str_has_prefix (uri, "var:"))
    return FALSE;

  bx_clause_row_emit_annotation (self, uri, gtk_widget_get_width (GTK_WIDGET (label)) / 2.0,
                   gtk_widget_get_height (GTK_WIDGET (label)) / 2.0);
  return TRUE;
}

/**
 * bx_clause_row_get_link_at:
 * @self: a #BxClauseRow
 * @x: a point in the original label's coordinates
 * @y: likewise
 *
 * What a click there opens: the link whose characters lie under the point, exactly (a
 * point between two characters belongs to the one it is on).
 *
 * Returns: (nullable): "term:N", "note:N" or "var:N", or %NULL
 */
const char *
bx_clause_row_get_link_at (BxClauseRow *self,
                           double       x,
                           double       y)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), NULL);

  bx_clause_row_ensure_filled (self);
  return bx_clause_row_link_at (self, x, y);
}

