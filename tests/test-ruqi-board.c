/* test-ruqi-board.c: the 儒棋 board widget: a match in progress drawn, moves selected by
 * the keys and by clicks, the chosen move emitted (never decided) by the widget.  With
 * BOXI_SCREENSHOTS set it writes docs/screenshots/ruqi.png.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "bx-core.h"
#include "bx-game.h"
#include "bx-gtk-test-util.h"
#include "bx-test-util.h"
#include "bx-ruleset.h"
#include "bx-ruqi-board.h"
#include "games/bx-ruqi.h"
#include "bx-families.h"

#define SEED 11   /* 7 ends the match too soon on the own half-lanes (issue 14) */

static BxClauseIndex *clauses;
static BxRuleset *ruleset;
static BxGame *game;

/* Plays the seeded random match until @turns throws into its second 局, then throws once
 * more and returns that throw and its legal moves. */
static void
match_in_progress (BxState *s,
                   BxThrow *t,
                   GArray  *moves)
{
  BxRng choice;
  guint after = 0;

  bx_rng_init (&choice, SEED ^ 0x2545f4914f6cdd1dull);
  bx_game_init_state (game, s);
  for (;;)
    {
      const BxRuqiState *rs = bx_ruqi_state_const (s);
      bx_game_throw (game, s, SEED, t);
      bx_game_legal_moves (game, s, t, moves);
      if (rs->ju >= 1 && after++ >= 22 && moves->len > 2 && (rs->xiao[0] | rs->xiao[1]))
        return;
      g_assert_false (bx_game_apply (game, s, t,
                                     &g_array_index (moves, BxMove,
                                                     bx_rng_uniform (&choice, moves->len))));
    }
}

static gboolean
activate (GtkWidget  *widget,
          const char *action)
{
  return gtk_widget_activate_action (widget, action, NULL);
}

/* A match in the second 局: the board draws, the keys move the selection and Return emits
 * the selected index; a click on a piece selects a move that starts there. */
static void
test_board_match (void)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = bx_ruqi_board_new ();
  BxState s;
  BxThrow t;
  int chosen = -1, selected = -1;
  const BxMove *m;

  match_in_progress (&s, &t, moves);
  gtk_window_set_default_size (GTK_WINDOW (window), 980, 680);
  gtk_window_set_child (GTK_WINDOW (window), board);
  bx_position_board_set_position (BX_POSITION_BOARD (board), game, &s, &t, moves);
  g_signal_connect (board, "move-chosen", G_CALLBACK (bx_gtk_test_store_index), &chosen);
  g_signal_connect (board, "selection-changed", G_CALLBACK (bx_gtk_test_store_index), &selected);
  gtk_window_present (GTK_WINDOW (window));
  bx_gtk_test_spin ();
  g_assert_cmpint (gtk_widget_get_width (board), >, 0);

  g_assert_cmpint (bx_position_board_get_selected (BX_POSITION_BOARD (board)), ==, 0);
  g_assert_true (activate (board, "position-board.next"));
  g_assert_cmpint (bx_position_board_get_selected (BX_POSITION_BOARD (board)), ==, 1);
  g_assert_cmpint (selected, ==, 1);
  g_assert_true (activate (board, "position-board.previous"));
  g_assert_true (activate (board, "position-board.previous"));
  g_assert_cmpint (bx_position_board_get_selected (BX_POSITION_BOARD (board)), ==,
                   (int) moves->len - 1);
  g_assert_true (activate (board, "position-board.play"));
  g_assert_cmpint (chosen, ==, (int) moves->len - 1);

  /* A click on the first move's piece selects it; a click on its end plays it. */
  chosen = -1;
  m = &g_array_index (moves, BxMove, 0);
  bx_position_board_select (BX_POSITION_BOARD (board), -1);
  g_assert_true (bx_position_board_click_point (BX_POSITION_BOARD (board), m->steps[0].from));
  g_assert_cmpint (bx_position_board_get_selected (BX_POSITION_BOARD (board)), ==, 0);
  g_assert_true (bx_position_board_click_point (BX_POSITION_BOARD (board),
                                            m->steps[m->n_steps - 1].to));
  g_assert_cmpint (chosen, ==, 0);
  g_assert_false (bx_position_board_click_point (BX_POSITION_BOARD (board), 60 + 1000));

  bx_position_board_select (BX_POSITION_BOARD (board), 0);
  bx_gtk_test_spin ();
  if (g_getenv ("BOXI_SCREENSHOTS") != NULL)
    bx_gtk_test_save_screenshot (window, board, "ruqi.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The points the board draws at are the cells the engine names. */
static void
test_board_points (void)
{
  for (int p = 0; p < 57; p++)
    {
      int cell = bx_ruqi_point_cell (p);
      g_assert_cmpint (cell, >=, 0);
      g_assert_cmpint (bx_ruqi_cell_point (cell), ==, p);
    }
  g_assert_cmpint (bx_ruqi_point_cell (44), ==, 5 * 11 + 5);
  g_assert_cmpint (bx_ruqi_cell_point (2 * 11 + 2), ==, -1);
}

int
main (int    argc,
      char **argv)
{
  int rc;

  bx_gtk_test_init (&argc, &argv);
  bx_test_load_corpus (&clauses, NULL);
  game = bx_test_game_from_file (clauses, "ruqi-youzhao.xml", &ruleset);

  g_test_add_func ("/play/ruqi-board/match", test_board_match);
  g_test_add_func ("/play/ruqi-board/points", test_board_points);
  rc = g_test_run ();
  bx_game_free (game);
  bx_ruleset_unref (ruleset);
  bx_clause_index_free (clauses);
  return rc;
}
