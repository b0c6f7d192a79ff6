/* test-liubo-board.c: the 六博 board widget: a game in progress of each ruleset drawn,
 * moves selected and played by click; with BOXI_SCREENSHOT set, the drawings are saved as
 * docs/screenshots/liubo-gubojing.png and liubo-essay.png (the seed-001 game, liubo/seed001).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "bx-core.h"
#include "bx-game.h"
#include "bx-ruleset.h"
#include "bx-liubo-board.h"
#include "games/bx-liubo.h"

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;

static void
spin (void)
{
  for (guint i = 0; i < 10; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
}

/* Plays seeded random moves for @n turns, then throws once more (a real face). */
static void
game_in_progress (BxGame  *game,
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

static void
chosen_cb (BxLiuboBoard *board,
           int         index,
           int        *out)
{
  *out = index;
}

static void
save_screenshot (GtkWidget  *window,
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

static void
test_board (gconstpointer data)
{
  const char *id = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BxGame) game = bx_game_new (bx_ruleset_library_get (library, id), &error);
  g_autoptr(GArray) moves = bx_move_list_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = bx_liubo_board_new ();
  BxState s;
  BxThrow t;
  int chosen = -1;
  const BxMove *m;
  /* The seed-001 game's screenshot keeps its name from before the ruleset was renamed. */
  g_autofree char *png = g_strdup_printf ("liubo-%s.png", g_str_equal (id, "liubo/seed001")
                                                          ? "essay" : strchr (id, '/') + 1);

  g_assert_no_error (error);
  game_in_progress (game, 11, 30, &s, &t, moves);
  gtk_window_set_default_size (GTK_WINDOW (window), 820, 620);
  gtk_window_set_child (GTK_WINDOW (window), board);
  bx_liubo_board_set_position (BX_LIUBO_BOARD (board), game, &s, &t, moves);
  g_signal_connect (board, "move-chosen", G_CALLBACK (chosen_cb), &chosen);
  gtk_window_present (GTK_WINDOW (window));
  spin ();
  g_assert_cmpint (gtk_widget_get_width (board), >, 0);
  g_assert_cmpint (bx_liubo_board_get_selected (BX_LIUBO_BOARD (board)), ==, 0);

  /* A click on the second move's piece selects it, on its target plays it. */
  m = &g_array_index (moves, BxMove, 1);
  if (m->n_steps > 0)
    {
      int first = -1;
      for (guint i = 0; i < moves->len && first < 0; i++)
        if (g_array_index (moves, BxMove, i).n_steps > 0
            && g_array_index (moves, BxMove, i).steps[0].from == m->steps[0].from)
          first = (int) i;
      bx_liubo_board_select (BX_LIUBO_BOARD (board), -1);
      g_assert_true (bx_liubo_board_click_point (BX_LIUBO_BOARD (board), m->steps[0].from));
      g_assert_cmpint (bx_liubo_board_get_selected (BX_LIUBO_BOARD (board)), ==, first);
      m = &g_array_index (moves, BxMove, first);
      g_assert_true (bx_liubo_board_click_point (BX_LIUBO_BOARD (board), m->steps[0].to));
      g_assert_cmpint (chosen, ==, first);
    }
  g_assert_false (bx_liubo_board_click_point (BX_LIUBO_BOARD (board), 1000));
  bx_liubo_board_select (BX_LIUBO_BOARD (board), 0);
  spin ();
  if (g_getenv ("BOXI_SCREENSHOT") != NULL || g_getenv ("BOXI_SCREENSHOTS") != NULL)
    save_screenshot (window, board, png);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int rc;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  clauses = bx_clause_index_new_from_dir (SOURCE_TEXTS_DIR, &error);
  g_assert_no_error (error);
  library = bx_ruleset_library_new_from_dir (SOURCE_RULESETS_DIR, bx_clause_index_check_func,
                                             clauses, &error);
  g_assert_no_error (error);
  g_test_add_data_func ("/play/liubo-board/gubojing", "liubo/gubojing", test_board);
  g_test_add_data_func ("/play/liubo-board/seed001", "liubo/seed001", test_board);
  rc = g_test_run ();
  bx_ruleset_library_free (library);
  bx_clause_index_free (clauses);
  return rc;
}
