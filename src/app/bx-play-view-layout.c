/* bx-play-view-layout.c: the play page folds for narrow windows
 *
 * libadwaita 1.2 has no AdwBreakpoint, and an AdwLeaflet or AdwFlap would hide the citations
 * (the point of the page) behind a button when folded.  So the page folds itself:
 *  - the toolbar and the throw bar are GtkFlowBoxes, which wrap their groups onto more lines
 *    by themselves;
 *  - the page reports as its minimum width the width of its folded layout (the widest of its
 *    parts, one under the other), so that the window can be made 360 px wide;
 *  - when it is given less width than its side-by-side layout needs, it folds: the citation
 *    panel goes under the board, and the move list becomes a tab beside it.  The change is
 *    made from an idle callback, as a widget cannot change its children's layout while GTK is
 *    allocating them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-play-view-private.h"

/* The share of the page's height the board gets when the page is folded. */
#define FOLDED_BOARD_SHARE 0.7

static int
min_width (GtkWidget *widget)
{
  int min = 0;

  if (widget != NULL && gtk_widget_get_visible (widget))
    gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

/* The minimum width of the folded layout: its parts one under the other, with their margins.
 * The parts are the same widgets in both layouts, so this can be measured in either. */
static int
folded_min_width (BxPlayView *self)
{
  int width = min_width (self->toolbar);

  width = MAX (width, min_width (self->board_column));
  width = MAX (width, min_width (GTK_WIDGET (self->citation_panel)));
  width = MAX (width, min_width (GTK_WIDGET (self->move_history)));
  return width;
}

static void
move_child (GtkWidget *child,
            GtkWidget *to_stack,
            GtkPaned  *to_paned,
            gboolean   start,
            const char *name,
            const char *title)
{
  GtkWidget *parent = gtk_widget_get_parent (child);

  g_object_ref (child);
  if (GTK_IS_PANED (parent))
    {
      if (gtk_paned_get_start_child (GTK_PANED (parent)) == child)
        gtk_paned_set_start_child (GTK_PANED (parent), NULL);
      else
        gtk_paned_set_end_child (GTK_PANED (parent), NULL);
    }
  else if (GTK_IS_STACK (parent))
    gtk_stack_remove (GTK_STACK (parent), child);
  if (to_stack != NULL)
    gtk_stack_add_titled (GTK_STACK (to_stack), child, name, title);
  else if (start)
    gtk_paned_set_start_child (to_paned, child);
  else
    gtk_paned_set_end_child (to_paned, child);
  g_object_unref (child);
}

/* Folds or unfolds the page. */
static void
set_folded (BxPlayView *self,
            gboolean    folded)
{
  GtkWidget *citations = GTK_WIDGET (self->citation_panel);
  GtkWidget *moves = GTK_WIDGET (self->move_history);

  if (self->folded == folded)
    return;
  self->folded = folded;
  if (folded)
    {
      move_child (citations, self->side_tabs, NULL, TRUE, "rules", _("Rules"));
      move_child (moves, self->side_tabs, NULL, FALSE, "moves", _("Moves"));
      gtk_stack_set_visible_child_name (GTK_STACK (self->side_tabs), "rules");
    }
  else
    {
      move_child (citations, NULL, GTK_PANED (self->side_paned), TRUE, NULL, NULL);
      move_child (moves, NULL, GTK_PANED (self->side_paned), FALSE, NULL, NULL);
    }
  gtk_stack_set_visible_child_name (GTK_STACK (self->side_mode), folded ? "narrow" : "wide");
  /* Folded, the board takes most of the height (it scrolls, so it can be lower than it
   * wants); side by side, the panel's width is its own again. */
  if (folded)
    gtk_paned_set_position (GTK_PANED (self->paned),
                            (int) (gtk_widget_get_height (self->paned) * FOLDED_BOARD_SHARE));
  else
    g_object_set (self->paned, "position-set", FALSE, NULL);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->paned),
                                  folded ? GTK_ORIENTATION_VERTICAL
                                         : GTK_ORIENTATION_HORIZONTAL);
  if (folded)
    gtk_widget_add_css_class (GTK_WIDGET (self), "folded");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "folded");
}

static gboolean
apply_fold_cb (gpointer data)
{
  BxPlayView *self = data;

  self->fold_source = 0;
  set_folded (self, self->fold_wanted);
  return G_SOURCE_REMOVE;
}

/* The page's measure (a GtkCustomLayout's): the minimum width is the folded layout's. */
static void
layout_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (self));
  int child_min = 0;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
      *minimum = MIN (*minimum, folded_min_width (self));
      return;
    }
  /* A width the current layout cannot take: measure it at its own minimum. */
  if (for_size >= 0)
    gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, NULL, NULL, NULL);
  gtk_widget_measure (child, orientation, for_size >= child_min ? for_size : -1,
                      minimum, natural, minimum_baseline, natural_baseline);
}

/* The page's allocation: folds the page when @width is less than its side-by-side layout
 * needs, and unfolds it when the width is back. */
static void
layout_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  BxPlayView *self = BX_PLAY_VIEW (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (self));
  gboolean fold;

  /* The side-by-side width, measured while side by side and remembered while folded. */
  if (!self->folded)
    gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &self->wide_min, NULL, NULL,
                        NULL);
  fold = width < self->wide_min;
  if (fold != self->folded && (self->fold_source == 0 || fold != self->fold_wanted))
    {
      self->fold_wanted = fold;
      g_clear_handle_id (&self->fold_source, g_source_remove);
      self->fold_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_fold_cb, self, NULL);
    }
  else if (fold == self->folded)
    g_clear_handle_id (&self->fold_source, g_source_remove);
  gtk_widget_allocate (child, width, height, baseline, NULL);
}

static GtkSizeRequestMode
layout_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* The groups of a flow box are not focus stops of their own: their buttons are. */
static void
unfocus_flow_children (GtkWidget *flow)
{
  for (GtkWidget *child = gtk_widget_get_first_child (flow); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);
}

/**
 * bx_play_view_layout_init:
 * @self: the page, its template made
 */
void
bx_play_view_layout_init (BxPlayView *self)
{
  /* AdwBin lays its child out with a GtkBinLayout: this page uses its own. */
  gtk_widget_set_layout_manager (GTK_WIDGET (self),
                                 gtk_custom_layout_new (layout_request_mode, layout_measure,
                                                        layout_allocate));
  unfocus_flow_children (self->toolbar_flow);
  unfocus_flow_children (self->throw_bar);
}

/**
 * bx_play_view_layout_dispose:
 * @self: the page
 */
void
bx_play_view_layout_dispose (BxPlayView *self)
{
  g_clear_handle_id (&self->fold_source, g_source_remove);
}

/**
 * bx_play_view_get_folded:
 * @self: the page
 *
 * Returns: %TRUE when the page is folded for a narrow window: the citations under the board,
 *   and the move list a tab beside them.
 */
gboolean
bx_play_view_get_folded (BxPlayView *self)
{
  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), FALSE);

  return self->folded;
}
