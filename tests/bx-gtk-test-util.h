/* bx-gtk-test-util.h: helpers shared by the widget tests (test-window, test-reader,
 * test-play, test-boards, test-compare-view and the board tests): spinning the main loop, a
 * game in progress, the index a signal carries, a board drawn to a PNG, and the clicks of a
 * position board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>
#include <gtk/gtk.h>

#include "bx-core.h"
#include "bx-families.h"
#include "bx-game.h"
#include "bx-lsan-util.h"
#include "bx-play-view-private.h"
#include "bx-position-board.h"
#include "bx-tei-import.h"

/* How long a widget test waits for what the app does in its own time (a layout, a worker
 * thread, the X server) before it fails.  Long on purpose: a condition met returns at once,
 * and CI runs two tests at a time on two loaded cores, where a wait of 3 s that always held
 * on a desk can run out. */
#define BX_TEST_WAIT_MS (30000 * BX_TEST_SLOWDOWN)

/* Runs the main loop until it is idle, twenty times over: the widgets get laid out and drawn,
 * and idle callbacks queued by those (a scroll, a focus grab) run too. */
static inline void
bx_gtk_test_spin (void)
{
  for (guint i = 0; i < 20; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
}

typedef gboolean (*BxTestCondition) (gpointer data);

static inline gboolean
bx_gtk_test_flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @condition holds or BX_TEST_WAIT_MS have passed (a loaded machine
 * lays out and draws slowly), then until it is idle; returns whether @condition holds. */
static inline gboolean
bx_gtk_test_wait_for (BxTestCondition condition,
                      gpointer        data)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (BX_TEST_WAIT_MS, bx_gtk_test_flag_cb, &timed_out);

  while (!condition (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  bx_gtk_test_spin ();
  return condition (data);
}

/* Runs the main loop for @ms milliseconds. */
static inline void
bx_gtk_test_spin_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, bx_gtk_test_flag_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* The start of a widget test's main(): gtk_test_init(), the built-in families, adw_init()
 * (and, in the sanitizer build, LeakSanitizer told about GLib's quark table: bx-lsan-util.h). */
static inline void
bx_gtk_test_init (int    *argc,
                  char ***argv)
{
  bx_test_lsan_ignore_quark_table ();
  gtk_test_init (argc, argv, NULL);
  bx_games_register_builtin ();
  adw_init ();
}

/* Imports texts/ (of $BOXI_SOURCE_ROOT, else of the source tree) into a new corpus.sqlite in a
 * new temporary folder made from `tmp_template` (given in `tmp_dir`); returns the database's
 * path.  Stops the test program when the import fails. */
static inline char *
bx_gtk_test_import_corpus (const char  *tmp_template,
                           char       **tmp_dir)
{
  g_autoptr(GError) error = NULL;
  const char *root = g_getenv ("BOXI_SOURCE_ROOT");
  g_autofree char *texts = g_build_filename (root ? root : SOURCE_ROOT, "texts", NULL);
  BxImportStats stats = { 0, };
  char *db_path;

  *tmp_dir = g_dir_make_tmp (tmp_template, &error);
  g_assert_no_error (error);
  db_path = g_build_filename (*tmp_dir, "corpus.sqlite", NULL);
  if (!bx_tei_import_directory (texts, db_path, &stats, &error))
    g_error ("Cannot import %s: %s", texts, error->message);
  return db_path;
}

/* Removes and frees the database and the folder of bx_gtk_test_import_corpus(). */
static inline void
bx_gtk_test_remove_corpus (char *db_path,
                           char *tmp_dir)
{
  g_remove (db_path);
  g_rmdir (tmp_dir);
  g_free (db_path);
  g_free (tmp_dir);
}

/* A new BxPlayView, alone in a 1200×800 window (in `window`) that is shown and drawn. */
static inline BxPlayView *
bx_gtk_test_show_play_view (GtkWindow **window)
{
  BxPlayView *view = BX_PLAY_VIEW (bx_play_view_new ());

  *window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (*window, 1200, 800);
  gtk_window_set_child (*window, GTK_WIDGET (view));
  gtk_window_present (*window);
  bx_gtk_test_spin ();
  return view;
}

/* Destroys `window` of bx_gtk_test_show_play_view() with the game-over and New Game dialogs
 * of its `view`, when they are open. */
static inline void
bx_gtk_test_close_play_view (GtkWindow  *window,
                             BxPlayView *view)
{
  GtkWidget *dialog = bx_play_view_get_game_over_dialog (view);

  if (dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
  dialog = bx_play_view_get_new_game_dialog (view);
  if (dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (window);
  bx_gtk_test_spin ();
}

/* Answers the play page's "Save the unfinished game?" (bx-unsaved-prompt.h) with
 * `response` ("discard", "cancel"), as its button does; fails when it is not open. */
static inline void
bx_gtk_test_answer_unsaved (BxPlayView *view,
                            const char *response)
{
  GtkWidget *dialog = bx_play_view_get_unsaved_dialog (view);

  g_assert_nonnull (dialog);
  g_object_ref (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  gtk_window_close (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  bx_gtk_test_spin ();
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

/* Whether a label at or below `root` holds `text` in what it shows or in its markup. */
static inline gboolean
bx_gtk_test_label_contains (GtkWidget  *root,
                            const char *text)
{
  if (GTK_IS_LABEL (root)
      && (strstr (gtk_label_get_text (GTK_LABEL (root)), text) != NULL
          || strstr (gtk_label_get_label (GTK_LABEL (root)), text) != NULL))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (bx_gtk_test_label_contains (child, text))
      return TRUE;
  return FALSE;
}

/* Shows `board` (a new BxPositionBoard, floating) in a window with a game of `game` in
 * progress (bx_gtk_test_game_in_progress() with seed 11 and `turns` turns) and checks its
 * clicks: the first move is selected; a click on the piece of the second move selects the
 * first move from there, a click on its target plays it (::move-chosen), a click on no
 * point does nothing.  With $BOXI_SCREENSHOT or $BOXI_SCREENSHOTS set, the board is saved
 * as docs/screenshots/`png`. */
static inline void
bx_gtk_test_position_board (GtkWidget  *board,
                            BxGame     *game,
                            guint       turns,
                            const char *png)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  GtkWidget *window = gtk_window_new ();
  BxPositionBoard *pb = BX_POSITION_BOARD (board);
  BxState s;
  BxThrow t;
  int chosen = -1;
  const BxMove *m;

  bx_gtk_test_game_in_progress (game, 11, turns, &s, &t, moves);
  gtk_window_set_default_size (GTK_WINDOW (window), 820, 620);
  gtk_window_set_child (GTK_WINDOW (window), board);
  bx_position_board_set_position (pb, game, &s, &t, moves);
  g_signal_connect (board, "move-chosen", G_CALLBACK (bx_gtk_test_store_index), &chosen);
  gtk_window_present (GTK_WINDOW (window));
  bx_gtk_test_spin ();
  g_assert_cmpint (gtk_widget_get_width (board), >, 0);
  g_assert_cmpint (bx_position_board_get_selected (pb), ==, 0);

  /* A click on the second move's piece selects it, on its target plays it. */
  m = &g_array_index (moves, BxMove, 1);
  if (m->n_steps > 0)
    {
      int first = -1;
      for (guint i = 0; i < moves->len && first < 0; i++)
        if (g_array_index (moves, BxMove, i).n_steps > 0
            && g_array_index (moves, BxMove, i).steps[0].from == m->steps[0].from)
          first = (int) i;
      bx_position_board_select (pb, -1);
      g_assert_true (bx_position_board_click_point (pb, m->steps[0].from));
      g_assert_cmpint (bx_position_board_get_selected (pb), ==, first);
      m = &g_array_index (moves, BxMove, first);
      g_assert_true (bx_position_board_click_point (pb, m->steps[0].to));
      g_assert_cmpint (chosen, ==, first);
    }
  g_assert_false (bx_position_board_click_point (pb, 1000));
  bx_position_board_select (pb, 0);
  bx_gtk_test_spin ();
  if (g_getenv ("BOXI_SCREENSHOT") != NULL || g_getenv ("BOXI_SCREENSHOTS") != NULL)
    bx_gtk_test_save_screenshot (window, board, png);
  gtk_window_destroy (GTK_WINDOW (window));
}
