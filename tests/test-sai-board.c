/* test-sai-board.c: the 塞 board widget: a game in progress of each ruleset drawn, moves
 * selected by clicks and keys, the chosen move emitted (never decided) by the widget.  With
 * BOXI_SCREENSHOTS set it writes docs/screenshots/sai-daiyi.png and sai-daibo.png.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "bx-core.h"
#include "bx-game.h"
#include "bx-gtk-test-util.h"
#include "bx-ruleset.h"
#include "bx-sai-board.h"
#include "games/bx-sai.h"
#include "bx-families.h"

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;

static void
test_board (gconstpointer data)
{
  const char *id = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BxGame) game = bx_game_new (bx_ruleset_library_get (library, id), &error);
  g_autoptr(GArray) moves = bx_move_list_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = bx_sai_board_new ();
  BxState s;
  BxThrow t;
  int chosen = -1;
  const BxMove *m;
  g_autofree char *png = g_strdup_printf ("sai-%s.png", strchr (id, '/') + 1);

  g_assert_no_error (error);
  /* 14 turns: a 代博 game on the five 道 may end after some twenty. */
  bx_gtk_test_game_in_progress (game, 11, 14, &s, &t, moves);
  gtk_window_set_default_size (GTK_WINDOW (window), 820, 620);
  gtk_window_set_child (GTK_WINDOW (window), board);
  bx_position_board_set_position (BX_POSITION_BOARD (board), game, &s, &t, moves);
  g_signal_connect (board, "move-chosen", G_CALLBACK (bx_gtk_test_store_index), &chosen);
  gtk_window_present (GTK_WINDOW (window));
  bx_gtk_test_spin ();
  g_assert_cmpint (gtk_widget_get_width (board), >, 0);
  g_assert_cmpint (bx_position_board_get_selected (BX_POSITION_BOARD (board)), ==, 0);

  /* A click on the second move's piece selects it, on its target plays it. */
  m = &g_array_index (moves, BxMove, 1);
  if (m->n_steps > 0)
    {
      int first = -1;
      for (guint i = 0; i < moves->len && first < 0; i++)
        if (g_array_index (moves, BxMove, i).n_steps > 0
            && g_array_index (moves, BxMove, i).steps[0].from == m->steps[0].from)
          first = (int) i;
      bx_position_board_select (BX_POSITION_BOARD (board), -1);
      g_assert_true (bx_position_board_click_point (BX_POSITION_BOARD (board), m->steps[0].from));
      g_assert_cmpint (bx_position_board_get_selected (BX_POSITION_BOARD (board)), ==, first);
      m = &g_array_index (moves, BxMove, first);
      g_assert_true (bx_position_board_click_point (BX_POSITION_BOARD (board), m->steps[0].to));
      g_assert_cmpint (chosen, ==, first);
    }
  g_assert_false (bx_position_board_click_point (BX_POSITION_BOARD (board), 1000));
  bx_position_board_select (BX_POSITION_BOARD (board), 0);
  bx_gtk_test_spin ();
  if (g_getenv ("BOXI_SCREENSHOTS") != NULL)
    bx_gtk_test_save_screenshot (window, board, png);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int rc;

  gtk_test_init (&argc, &argv, NULL);
  bx_games_register_builtin ();
  adw_init ();
  clauses = bx_clause_index_new_from_dir (SOURCE_TEXTS_DIR, &error);
  g_assert_no_error (error);
  library = bx_ruleset_library_new_from_dir (SOURCE_RULESETS_DIR, bx_clause_index_check_func,
                                             clauses, &error);
  g_assert_no_error (error);
  g_test_add_data_func ("/play/sai-board/daiyi", "sai/daiyi", test_board);
  g_test_add_data_func ("/play/sai-board/daibo", "sai/daibo", test_board);
  rc = g_test_run ();
  bx_ruleset_library_free (library);
  bx_clause_index_free (clauses);
  return rc;
}
