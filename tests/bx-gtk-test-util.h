/* bx-gtk-test-util.h: helpers shared by the widget tests (test-window, test-reader,
 * test-play, test-boards, test-compare-view and the board tests): spinning the main loop, a
 * game in progress, the index a signal carries, and a board drawn to a PNG
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "bx-core.h"
#include "bx-game.h"

/* Runs the main loop until it is idle, twenty times over: the widgets get laid out and drawn,
 * and idle callbacks queued by those (a scroll, a focus grab) run too. */
static inline void
bx_gtk_test_spin (void)
{
  for (guint i = 0; i < 20; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
}

/* Turns off autohide on the popovers parented to `widget` (its direct children).  An
 * autohide popover grabs the pointer and keyboard; on an X server shared by the GUI tests
 * running in parallel, another test's popover holds that grab and GTK closes ours at once.
 * What the tests check (the popover pops up, at the right place, with the right content)
 * does not depend on the grab. */
static inline void
bx_gtk_test_popovers_without_grab (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      gtk_popover_set_autohide (GTK_POPOVER (child), FALSE);
}

/* Plays seeded random moves for `n` turns, then throws once more (a real face, and more than
 * one legal move): the position, the throw and its legal moves. */
static inline void
bx_gtk_test_game_in_progress (BxGame  *game,
                              guint64  seed,
                              guint    n,
                              BxState *s,
                              BxThrow *t,
                              GArray  *moves)
{
  BxRng choice;

  bx_rng_init (&choice, seed ^ 0x2545f4914f6cdd1dull);
  bx_game_init_state (game, s);
  for (guint i = 0;; i++)
    {
      bx_game_throw (game, s, seed, t);
      bx_game_legal_moves (game, s, t, moves);
      if (i >= n && t->n > 0 && moves->len > 1)
        return;
      g_assert_false (bx_game_apply (game, s, t,
                                     &g_array_index (moves, BxMove,
                                                     bx_rng_uniform (&choice, moves->len))));
    }
}

/* A handler for ::move-chosen and ::selection-changed: stores the index in `out`. */
static inline void
bx_gtk_test_store_index (GtkWidget *board,
                         int        index,
                         int       *out)
{
  *out = index;
}

/* Draws `board` as GTK does for a frame and writes it to docs/screenshots/`name` below
 * BOXI_SOURCE_ROOT (or the current folder); fails the test when it cannot. */
static inline void
bx_gtk_test_save_screenshot (GtkWidget  *window,
                             GtkWidget  *board,
                             const char *name)
{
  const char *root = g_getenv ("BOXI_SOURCE_ROOT");
  g_autofree char *path = NULL;
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int w = gtk_widget_get_width (board), h = gtk_widget_get_height (board);

  GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, w, h));
  path = g_build_filename (root != NULL ? root : ".", "docs", "screenshots", name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("wrote %s", path);
}

/* The first widget named `name` (gtk_widget_set_name(), or "name" in a .ui file) at or below
 * `root`, depth first; NULL if there is none. */
static inline GtkWidget *
bx_gtk_test_find_named (GtkWidget  *root,
                        const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = bx_gtk_test_find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}
