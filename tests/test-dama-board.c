/* test-dama-board.c: the 打馬 board widget on a four-player game in progress: drawn from the
 * session, the keyboard cursor and clicks pick the candidate, a click on its target plays
 * it through the play view's action; with BOXI_SCREENSHOT (or BOXI_SCREENSHOTS) set it
 * writes docs/screenshots/dama.png.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "bx-core.h"
#include "bx-dama-board.h"
#include "bx-game.h"
#include "bx-gtk-test-util.h"
#include "bx-test-util.h"
#include "bx-ruleset.h"
#include "bx-session.h"
#include "games/bx-dama.h"
#include "bx-families.h"

#define SEED 11

static BxClauseIndex *clauses;
static BxRuleset *ruleset;
/* Plays seeded random moves until every player has his horses in and some stacks have
 * gone a long way, then throws. */
static BxSession *
game_in_progress (void)
{
  g_autoptr(GError) error = NULL;
  BxSession *session = bx_session_new (ruleset, SEED, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < 2000; i++)
    {
      const BxDamaState *s = bx_dama_state_const (bx_session_get_state (session));
      gboolean ready = TRUE, far = FALSE;
      for (int p = 0; p < s->n_players; p++)
        {
          ready = ready && s->waiting[p] == 0;
          for (int c = 60; c < 90; c++)
            far = far || s->cells[p][c] > 0;
        }
      if (ready && far && i > 60)
        break;
      g_assert_true (bx_session_roll (session) || bx_session_is_rolled (session));
      g_assert_true (bx_session_play_random (session));
      g_assert_false (bx_session_is_over (session));
    }
  bx_session_roll (session);
  return session;
}

static void
test_board_game (void)
{
  BxSession *session = game_in_progress ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = bx_dama_board_new ();
  guint n = bx_session_get_n_legal_moves (session);
  const BxMove *m;
  BxMove cand;

  g_assert_cmpuint (bx_game_get_n_players (bx_session_get_game (session)), ==, 4);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 950);
  gtk_window_set_child (GTK_WINDOW (window), board);
  bx_board_set_session (BX_BOARD (board), session);
  bx_board_refresh (BX_BOARD (board));
  gtk_window_present (GTK_WINDOW (window));
  bx_gtk_test_spin ();
  g_assert_cmpint (gtk_widget_get_width (board), >, 0);
  g_assert_cmpuint (n, >=, 1);
  /* Newcomer review 8, finding 7: the play page of the default 1000x700 window gives the
   * board about 605 px across; at 600 it is shown whole, with no sideways scrolling. */
  {
    int min_w;

    gtk_widget_measure (board, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
    g_assert_cmpint (min_w, <=, 600);
  }

  /* The keyboard cursor walks the legal moves; the candidate is the move under it. */
  g_assert_cmpint (bx_dama_board_get_cursor (BX_DAMA_BOARD (board)), ==, 0);
  g_assert_true (gtk_widget_activate_action (board, "dama-board.previous", NULL));
  g_assert_cmpint (bx_dama_board_get_cursor (BX_DAMA_BOARD (board)), ==, (int) n - 1);
  g_assert_true (gtk_widget_activate_action (board, "dama-board.next", NULL));
  g_assert_cmpint (bx_dama_board_get_cursor (BX_DAMA_BOARD (board)), ==, 0);
  g_assert_true (bx_board_get_candidate (BX_BOARD (board), &cand));
  g_assert_true (bx_move_equal (&cand, bx_session_get_legal_move (session, 0)));

  /* A click on a move's source makes a move from there the candidate. */
  m = bx_session_get_legal_move (session, n - 1);
  if (m->n_steps > 0 && m->steps[0].from >= 0)
    {
      const BxMove *picked;
      bx_dama_board_set_cursor (BX_DAMA_BOARD (board), -1);
      g_assert_true (bx_dama_board_click_cell (BX_DAMA_BOARD (board), m->steps[0].from));
      g_assert_cmpint (bx_dama_board_get_cursor (BX_DAMA_BOARD (board)), >=, 0);
      picked = bx_session_get_legal_move (session,
                                          (guint) bx_dama_board_get_cursor (BX_DAMA_BOARD (board)));
      g_assert_true (picked->steps[0].from == m->steps[0].from
                     || picked->steps[0].to == m->steps[0].from);
    }
  g_assert_false (bx_dama_board_click_cell (BX_DAMA_BOARD (board), 200));
  bx_dama_board_set_cursor (BX_DAMA_BOARD (board), (int) n - 1);

  /* The board's cells are where seed 004's diagram puts them. */
  {
    double col, row;
    g_assert_true (bx_dama_board_cell_position (0, &col, &row));
    g_assert_cmpfloat (col, ==, 9);
    g_assert_cmpfloat (row, ==, 9);
    g_assert_true (bx_dama_board_cell_position (45, &col, &row));
    g_assert_cmpfloat (col, ==, 9.5);
    g_assert_cmpfloat (row, ==, 0);
    g_assert_true (bx_dama_board_cell_position (81, &col, &row));
    g_assert_cmpfloat (col, ==, 10);
    g_assert_cmpfloat (row, ==, 18);
    g_assert_true (bx_dama_board_cell_position (90, &col, &row));
    g_assert_cmpfloat (col, ==, 10);
    g_assert_cmpfloat (row, ==, 9);
    g_assert_false (bx_dama_board_cell_position (91, &col, &row));
  }

  bx_gtk_test_spin ();
  if (g_getenv ("BOXI_SCREENSHOT") != NULL || g_getenv ("BOXI_SCREENSHOTS") != NULL)
    bx_gtk_test_save_screenshot (window, board, "dama.png");
  bx_board_set_session (BX_BOARD (board), NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  bx_session_free (session);
}

/* A move chosen for the player (a hint: bx_board_select_move()) whose cell is out of a
 * small window's page scrolls the board to it. */
static void
test_board_select_scrolls (void)
{
  BxSession *session = game_in_progress ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *board = bx_dama_board_new ();
  GtkAdjustment *vadj;
  guint n = bx_session_get_n_legal_moves (session);
  int chosen = -1;
  double row_center = 0, value, page;

  gtk_window_set_default_size (GTK_WINDOW (window), 640, 200);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), board);
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  bx_board_set_session (BX_BOARD (board), session);
  bx_board_refresh (BX_BOARD (board));
  gtk_window_present (GTK_WINDOW (window));
  bx_gtk_test_spin_for (200);
  vadj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  page = gtk_adjustment_get_page_size (vadj);
  g_assert_cmpfloat (gtk_adjustment_get_upper (vadj), >, page);

  /* A legal move whose target is off the page, the page at the top or at the bottom (the
   * board's 19 rows fill its height). */
  for (guint pass = 0; pass < 2 && chosen < 0; pass++)
    {
      value = pass == 0 ? 0 : gtk_adjustment_get_upper (vadj) - page;
      for (guint i = 0; i < n && chosen < 0; i++)
        {
          const BxMove *m = bx_session_get_legal_move (session, i);
          double col, row;

          if (m->n_steps > 0 && bx_dama_board_cell_position (m->steps[0].to, &col, &row))
            {
              row_center = (row + 0.5) / 19 * gtk_widget_get_height (board);
              if (row_center > value + page + 30 || row_center < value - 30)
                chosen = (int) i;
            }
        }
    }
  g_assert_cmpint (chosen, >=, 0);
  gtk_adjustment_set_value (vadj, value);
  bx_board_select_move (BX_BOARD (board), (guint) chosen);
  bx_gtk_test_spin ();
  value = gtk_adjustment_get_value (vadj);
  g_assert_cmpfloat (row_center, >=, value);
  g_assert_cmpfloat (row_center, <=, value + page);

  bx_board_set_session (BX_BOARD (board), NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  bx_session_free (session);
}

/* Every cell has its own place. */
static void
test_board_layout (void)
{
  for (int a = 0; a <= 90; a++)
    for (int b = a + 1; b <= 90; b++)
      {
        double ca, ra, cb, rb;
        g_assert_true (bx_dama_board_cell_position (a, &ca, &ra));
        g_assert_true (bx_dama_board_cell_position (b, &cb, &rb));
        g_assert_true (ABS (ca - cb) >= 1 || ABS (ra - rb) >= 1);
      }
}

int
main (int    argc,
      char **argv)
{
  int rc;

  bx_gtk_test_init (&argc, &argv);
  bx_test_load_corpus (&clauses, NULL);
  ruleset = bx_test_ruleset_from_file (clauses, "dama-yijing.xml");

  g_test_add_func ("/play/dama-board/game", test_board_game);
  g_test_add_func ("/play/dama-board/layout", test_board_layout);
  g_test_add_func ("/play/dama-board/select-scrolls", test_board_select_scrolls);

  rc = g_test_run ();
  bx_ruleset_unref (ruleset);
  bx_clause_index_free (clauses);
  return rc;
}
