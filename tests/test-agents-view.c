/* test-agents-view.c: the computer on the play page: a seat the computer plays moves by
 * itself (in a worker thread, the main loop running meanwhile), undo and a new game drop
 * its pending move, the hint selects a legal move on the board and gives its reason, and
 * the New Game dialog sets the ruleset, players, seats and seed; on a solved game (代弈) the
 * page solves it in a worker thread and shows the exact probability to win, and the
 * perfect level is offered
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "bx-citation-panel.h"
#include "bx-families.h"
#include "bx-gtk-test-util.h"
#include "bx-history-item.h"
#include "bx-library.h"
#include "bx-move-history.h"
#include "bx-new-game-dialog.h"
#include "bx-play-view-private.h"
#include "bx-play-view.h"
#include "bx-solver.h"

#define SEED 20240611
/* The computer pauses 600 ms before it throws and again before it moves. */
#define WAIT_MS (20000 * BX_TEST_SLOWDOWN)

typedef struct
{
  GtkWindow  *window;
  BxPlayView *view;
} Fixture;

typedef gboolean (*DoneFunc) (Fixture *f,
                              gpointer data);

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @done says so (TRUE), or @timeout_ms pass (FALSE).  Counts in
 * @thinking_spins the iterations that ran while the computer was thinking. */
static gboolean
spin_until (Fixture  *f,
            DoneFunc  done,
            gpointer  data,
            guint     timeout_ms,
            guint    *thinking_spins)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;
  guint wake = g_timeout_add (20, wake_cb, NULL);
  gboolean ok = TRUE;

  while (!done (f, data))
    {
      if (g_get_monotonic_time () > end)
        {
          ok = FALSE;
          break;
        }
      g_main_context_iteration (NULL, TRUE);
      if (thinking_spins != NULL && f->view->agent_thinking)
        (*thinking_spins)++;
    }
  g_source_remove (wake);
  return ok;
}

static gboolean
n_history_reached (Fixture  *f,
                   gpointer  data)
{
  return bx_session_get_n_history (bx_play_view_get_session (f->view))
         >= GPOINTER_TO_UINT (data);
}

static gboolean
hint_shown (Fixture  *f,
            gpointer  data)
{
  return bx_play_view_get_hint (f->view, NULL, NULL);
}

static gboolean
thinking (Fixture  *f,
          gpointer  data)
{
  return f->view->agent_thinking;
}

static gboolean
solved (Fixture  *f,
        gpointer  data)
{
  return !bx_play_view_solver_busy (f->view);
}

static gboolean
never (Fixture  *f,
       gpointer  data)
{
  return FALSE;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->view = bx_gtk_test_show_play_view (&f->window);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  bx_gtk_test_close_play_view (f->window, f->view);
}

static void
set_seat (Fixture      *f,
          guint         seat,
          gboolean      computer,
          BxAgentLevel  level)
{
  BxSeat value = { .computer = computer, .level = level, .name = NULL };

  bx_play_view_set_seat (f->view, seat, &value);
}

static const char *
heading (Fixture *f)
{
  return bx_citation_panel_get_heading (
    BX_CITATION_PANEL (bx_play_view_get_citation_panel (f->view)));
}

/* A person against the computer: after the person's move, the computer's seat throws and
 * moves by itself, shown in the citation panel with its reason; the main loop runs while
 * it thinks, and the person cannot move for it. */
static void
test_computer_moves (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *view = GTK_WIDGET (f->view);
  g_autoptr(GError) error = NULL;
  const BxSessionEntry *last;
  BxSession *session;
  guint thinking_spins = 0;
  int person, computer;

  g_assert_true (bx_play_view_new_game (f->view, "shuanglu/ping", SEED, &error));
  g_assert_no_error (error);
  session = bx_play_view_get_session (f->view);
  person = bx_session_get_state (session)->player;
  computer = 1 - person;
  set_seat (f, (guint) computer, TRUE, BX_AGENT_STRONG);
  g_assert_true (bx_play_view_get_seat (f->view, (guint) computer)->computer);
  g_assert_false (bx_play_view_computer_to_move (f->view));

  /* The person moves (R); then it is the computer's turn.  The Throw button had the focus
   * (clicked): made insensitive for the computer's turn, it hands the focus to the board,
   * where the play view's keys (Space, H, Ctrl+Z) work, not to nothing. */
  gtk_widget_grab_focus (GTK_WIDGET (f->view->roll_button));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (f->view->roll_button)));
  g_assert_true (gtk_widget_activate_action (view, "play.random-move", NULL));
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 1);
  g_assert_cmpint (bx_session_get_state (session)->player, ==, computer);
  g_assert_true (bx_play_view_computer_to_move (f->view));
  g_assert_true (gtk_root_get_focus (gtk_widget_get_root (view)) == f->view->board);
  g_assert_nonnull (strstr (bx_play_view_get_status_text (f->view), "(computer"));

  /* The person cannot throw or move for the computer. */
  gtk_widget_activate_action (view, "play.random-move", NULL);
  gtk_widget_activate_action (view, "play.roll-or-play", NULL);
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 1);
  g_assert_false (bx_session_is_rolled (session));

  g_assert_true (spin_until (f, n_history_reached, GUINT_TO_POINTER (2), WAIT_MS,
                             &thinking_spins));
  /* The window was not frozen: the main loop ran while the search did. */
  g_assert_cmpuint (thinking_spins, >, 0);
  last = bx_session_get_history_entry (session, 1);
  g_assert_cmpint (last->before.player, ==, computer);
  g_assert_true (g_str_has_prefix (heading (f), "The computer’s move"));
  g_assert_nonnull (strstr (heading (f), "strong"));
  g_assert_false (bx_play_view_computer_to_move (f->view));
  /* The record says who played. */
  g_assert_cmpstr (bx_session_get_players (session)[computer], ==, "strong");
  g_assert_cmpstr (bx_session_get_players (session)[person], ==, "human");
}

/* Undo while the computer thinks drops its move and returns to the person's turn; a new
 * game drops it too. */
static void
test_computer_cancelled (Fixture       *f,
                         gconstpointer  data)
{
  GtkWidget *view = GTK_WIDGET (f->view);
  g_autoptr(GError) error = NULL;
  BxSession *session;
  int person;

  g_assert_true (bx_play_view_new_game (f->view, "shuanglu/ping", SEED, &error));
  session = bx_play_view_get_session (f->view);
  person = bx_session_get_state (session)->player;
  set_seat (f, (guint) (1 - person), TRUE, BX_AGENT_STRONG);
  g_assert_true (gtk_widget_activate_action (view, "play.random-move", NULL));
  g_assert_true (spin_until (f, thinking, NULL, WAIT_MS, NULL));

  g_assert_true (gtk_widget_activate_action (view, "play.undo", NULL));
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 0);
  g_assert_cmpint (bx_session_get_state (session)->player, ==, person);
  g_assert_false (bx_play_view_computer_to_move (f->view));
  spin_until (f, never, NULL, 2000, NULL);
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 0);

  /* The computer at both seats; a new game while it thinks: nothing of the old game's
   * search reaches the new one. */
  set_seat (f, (guint) person, TRUE, BX_AGENT_GREEDY);
  g_assert_true (spin_until (f, thinking, NULL, WAIT_MS, NULL));
  g_assert_true (bx_play_view_new_game (f->view, "shuanglu/ping", SEED + 1, &error));
  session = bx_play_view_get_session (f->view);
  g_assert_false (f->view->agent_thinking);
  spin_until (f, never, NULL, 300, NULL);
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 0);
  /* … and the computer goes on playing the new game, seat after seat. */
  g_assert_true (spin_until (f, n_history_reached, GUINT_TO_POINTER (2), WAIT_MS, NULL));
}

/* The hint on 平雙陸 (a point board): a legal move, chosen through the board's marks, its
 * reason in the citation panel; Space then plays it. */
static void
test_hint_points (Fixture       *f,
                  gconstpointer  data)
{
  GtkWidget *view = GTK_WIDGET (f->view);
  g_autoptr(GError) error = NULL;
  BxSession *session;
  const char *reason = NULL;
  BxMove hint;
  guint n;

  g_assert_true (bx_play_view_new_game (f->view, "shuanglu/ping", SEED, &error));
  session = bx_play_view_get_session (f->view);
  /* A throw with a choice. */
  for (guint i = 0;; i++)
    {
      g_assert_cmpuint (i, <, 20);
      g_assert_true (gtk_widget_activate_action (view, "play.roll-or-play", NULL));
      if (bx_session_get_n_legal_moves (session) > 1
          && !bx_move_is_pass (bx_session_get_legal_move (session, 0)))
        break;
      g_assert_true (gtk_widget_activate_action (view, "play.random-move", NULL));
    }
  n = bx_session_get_n_history (session);

  g_assert_true (gtk_widget_activate_action (view, "play.hint", NULL));
  g_assert_true (spin_until (f, hint_shown, NULL, WAIT_MS, NULL));
  g_assert_true (bx_play_view_get_hint (f->view, &hint, &reason));
  g_assert_nonnull (reason);
  g_assert_cmpuint (strlen (reason), >, 0);
  g_test_message ("hint reason: %s", reason);
  {
    gboolean legal = FALSE;

    for (guint i = 0; i < bx_session_get_n_legal_moves (session); i++)
      legal |= bx_move_equal (bx_session_get_legal_move (session, i), &hint);
    g_assert_true (legal);
  }
  g_assert_cmpuint (hint.n_steps, >, 0);
  /* On the board: the steps but the last chosen, the last one's piece picked and the
   * cursor on its target. */
  g_assert_cmpuint (bx_session_get_n_chosen (session), ==, hint.n_steps - 1);
  g_assert_cmpint (bx_play_view_get_picked (f->view), ==, hint.steps[hint.n_steps - 1].from);
  g_assert_cmpint (bx_play_view_get_cursor (f->view), ==, hint.steps[hint.n_steps - 1].to);
  g_assert_true (g_str_has_prefix (heading (f), "Hint"));
  {
    g_auto(GStrv) rules = bx_citation_panel_dup_rule_ids (
      BX_CITATION_PANEL (bx_play_view_get_citation_panel (f->view)));

    g_assert_nonnull (rules);
    g_assert_nonnull (rules[0]);
  }
  g_assert_cmpuint (bx_session_get_n_history (session), ==, n);

  /* Space plays the hint. */
  g_assert_true (gtk_widget_activate_action (view, "play.roll-or-play", NULL));
  g_assert_cmpuint (bx_session_get_n_history (session), ==, n + 1);
  g_assert_true (bx_move_equal (&bx_session_get_last_entry (session)->move, &hint));
  g_assert_false (bx_play_view_get_hint (f->view, NULL, NULL));
}

/* A hint asked for in the middle of a move keeps the person's steps: it goes on from them
 * when it starts with them; otherwise the board is left as it was until play.show-hint
 * (the toast's button) marks the hint in their place. */
static void
test_hint_keeps_steps (Fixture       *f,
                       gconstpointer  data)
{
  GtkWidget *view = GTK_WIDGET (f->view);
  g_autoptr(GError) error = NULL;
  BxSession *session;
  BxMove hint, other = { 0 };
  gboolean found = FALSE;

  g_assert_true (bx_play_view_new_game (f->view, "shuanglu/ping", SEED, &error));
  session = bx_play_view_get_session (f->view);
  /* A throw of two steps where another move starts with another step than the hint. */
  for (guint i = 0; !found; i++)
    {
      g_assert_cmpuint (i, <, 40);
      g_assert_true (gtk_widget_activate_action (view, "play.roll-or-play", NULL));
      if (bx_session_get_n_legal_moves (session) > 1
          && bx_session_get_legal_move (session, 0)->n_steps >= 2)
        {
          g_assert_true (gtk_widget_activate_action (view, "play.hint", NULL));
          g_assert_true (spin_until (f, hint_shown, NULL, WAIT_MS, NULL));
          g_assert_true (bx_play_view_get_hint (f->view, &hint, NULL));
          for (guint k = 0; k < bx_session_get_n_legal_moves (session) && !found; k++)
            {
              other = *bx_session_get_legal_move (session, k);
              found = other.n_steps >= 2 && hint.n_steps >= 2
                      && (other.steps[0].from != hint.steps[0].from
                          || other.steps[0].to != hint.steps[0].to);
            }
          if (found)
            break;
        }
      gtk_widget_activate_action (view, "play.cancel", NULL);
      gtk_widget_activate_action (view, "play.cancel", NULL);
      g_assert_true (gtk_widget_activate_action (view, "play.random-move", NULL));
    }
  /* Take the hint's marks back, then enter the other move's first step. */
  while (bx_session_get_n_chosen (session) > 0 || bx_play_view_get_picked (f->view) != BX_BOARD_NO_POINT)
    g_assert_true (gtk_widget_activate_action (view, "play.cancel", NULL));
  g_assert_cmpint (bx_session_choose_step (session, other.steps[0].from, other.steps[0].to),
                   ==, BX_STEP_RESULT_PARTIAL);
  bx_play_view_update_all (f->view);

  /* The hint starts otherwise: the person's step stays. */
  g_assert_true (gtk_widget_activate_action (view, "play.hint", NULL));
  g_assert_cmpuint (bx_session_get_n_chosen (session), ==, 1);
  g_assert_cmpint (bx_session_get_chosen (session, 0)->from, ==, other.steps[0].from);
  g_assert_cmpint (bx_session_get_chosen (session, 0)->to, ==, other.steps[0].to);

  /* The toast's button: the hint in its place. */
  g_assert_true (gtk_widget_activate_action (view, "play.show-hint", NULL));
  g_assert_cmpuint (bx_session_get_n_chosen (session), ==, hint.n_steps - 1);
  g_assert_cmpint (bx_session_get_chosen (session, 0)->from, ==, hint.steps[0].from);
  g_assert_cmpint (bx_play_view_get_picked (f->view), ==, hint.steps[hint.n_steps - 1].from);

  /* The hint's own first step entered by the person: the hint goes on from it. */
  while (bx_session_get_n_chosen (session) > 0 || bx_play_view_get_picked (f->view) != BX_BOARD_NO_POINT)
    g_assert_true (gtk_widget_activate_action (view, "play.cancel", NULL));
  g_assert_cmpint (bx_session_choose_step (session, hint.steps[0].from, hint.steps[0].to),
                   ==, BX_STEP_RESULT_PARTIAL);
  g_assert_true (gtk_widget_activate_action (view, "play.hint", NULL));
  g_assert_cmpuint (bx_session_get_n_chosen (session), ==, hint.n_steps - 1);
  g_assert_cmpint (bx_play_view_get_picked (f->view), ==, hint.steps[hint.n_steps - 1].from);
  g_assert_cmpint (bx_play_view_get_cursor (f->view), ==, hint.steps[hint.n_steps - 1].to);
}

/* The hint on boards of whole moves (打馬, 塞, 除紅): the board's candidate is the hint. */
static void
test_hint_whole_moves (Fixture       *f,
                       gconstpointer  data)
{
  static const char *const rulesets[] = { "dama/yijing", "sai/daiyi", "chuhong/zhifa" };
  GtkWidget *view = GTK_WIDGET (f->view);

  for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
    {
      g_autoptr(GError) error = NULL;
      BxSession *session;
      BxMove hint, candidate;

      g_assert_true (bx_play_view_new_game (f->view, rulesets[r], SEED, &error));
      g_assert_no_error (error);
      session = bx_play_view_get_session (f->view);
      g_assert_true (gtk_widget_activate_action (view, "play.hint", NULL));
      g_assert_true (bx_session_is_rolled (session));
      g_assert_true (spin_until (f, hint_shown, NULL, WAIT_MS, NULL));
      g_assert_true (bx_play_view_get_hint (f->view, &hint, NULL));
      /* 除紅's table has nothing to choose: the hint is its only move. */
      if (r < 2)
        {
          g_assert_true (bx_board_get_candidate (BX_BOARD (bx_play_view_get_board (f->view)),
                                                 &candidate));
          g_assert_true (bx_move_equal (&candidate, &hint));
        }
      g_assert_true (g_str_has_prefix (heading (f), "Hint"));
    }
}

/* The line under the board says what bx_solver_exact_value() says (before the throw) or
 * bx_solution_throw_value() (once thrown), as "Red to move: 54.7% to win …". */
static void
assert_exact_text (Fixture *f)
{
  BxSession *session = bx_play_view_get_session (f->view);
  const BxGame *game = bx_session_get_game (session);
  const BxState *state = bx_session_get_state (session);
  const char *name = bx_play_view_player_name (f->view, state->player);
  g_autoptr(BxSolution) sol = bx_solver_peek (game);
  g_autofree char *percent = NULL;
  g_autofree char *prefix = NULL;
  double p = -1;

  g_assert_nonnull (sol);
  g_assert_true (bx_solver_exact_value (game, state, state->player, &p));
  if (bx_session_is_rolled (session))
    p = bx_solution_throw_value (sol, game, state, bx_session_get_throw (session),
                                 state->player);
  g_assert_cmpfloat (p, >=, 0.0);
  g_assert_cmpfloat (p, <=, 1.0);
  percent = g_strdup_printf (": %.1f%% to win with perfect play", 100.0 * p);
  prefix = g_strdup_printf ("%s to %s", name, bx_session_is_rolled (session) ? "move" : "throw");
  g_test_message ("exact: %s", bx_play_view_get_exact_text (f->view));
  g_assert_true (g_str_has_prefix (bx_play_view_get_exact_text (f->view), prefix));
  g_assert_true (g_str_has_suffix (bx_play_view_get_exact_text (f->view), percent));
}

/* 代弈 is solved in a worker thread, with its progress under the board; then the exact
 * probability of the player to move is shown and follows the throws and moves.  A computer
 * seat at the perfect level plays; 平雙陸 has no such line. */
static void
test_exact_value (Fixture       *f,
                  gconstpointer  data)
{
  GtkWidget *view = GTK_WIDGET (f->view);
  g_autoptr(GError) error = NULL;
  BxSession *session;
  int computer;
  guint n;

  /* Solved now, not read back from the tests' cache (XDG_CACHE_HOME, tests/meson.build):
   * the first use of 代弈 in this process, so not in memory either. */
  {
    BxRulesetLibrary *lib = bx_library_get_rulesets (bx_library_get_default ());
    g_autoptr(BxGame) game = bx_game_new (bx_ruleset_library_get (lib, "sai/daiyi"), &error);
    g_autofree char *cache = NULL;

    g_assert_no_error (error);
    g_assert_true (bx_agent_level_available (game, BX_AGENT_PERFECT));
    cache = bx_solver_cache_path (game);
    g_unlink (cache);
    g_assert_null (bx_solver_peek (game));
  }
  g_assert_true (bx_play_view_new_game (f->view, "sai/daiyi", SEED, &error));
  g_assert_no_error (error);
  session = bx_play_view_get_session (f->view);
  g_assert_true (bx_play_view_solver_busy (f->view));
  g_test_message ("while solving: %s", bx_play_view_get_exact_text (f->view));
  g_assert_true (g_str_has_prefix (bx_play_view_get_exact_text (f->view), "Solving 塞（代弈）… "));
  g_assert_true (g_str_has_suffix (bx_play_view_get_exact_text (f->view), "%"));
  g_assert_true (spin_until (f, solved, NULL, WAIT_MS, NULL));
  assert_exact_text (f);

  /* After the throw, and after a move. */
  g_assert_true (gtk_widget_activate_action (view, "play.roll-or-play", NULL));
  g_assert_true (bx_session_is_rolled (session));
  assert_exact_text (f);
  g_assert_true (gtk_widget_activate_action (view, "play.random-move", NULL));
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 1);
  assert_exact_text (f);

  /* The hint is the perfect computer's. */
  g_assert_true (gtk_widget_activate_action (view, "play.hint", NULL));
  g_assert_true (spin_until (f, hint_shown, NULL, WAIT_MS, NULL));
  g_assert_true (g_str_has_prefix (heading (f), "Hint: the perfect computer"));

  /* The seat to move after the person's move plays perfect. */
  g_assert_true (gtk_widget_activate_action (view, "play.random-move", NULL));
  computer = bx_session_get_state (session)->player;
  n = bx_session_get_n_history (session);
  set_seat (f, (guint) computer, TRUE, BX_AGENT_PERFECT);
  g_assert_true (spin_until (f, n_history_reached, GUINT_TO_POINTER (n + 1), WAIT_MS, NULL));
  g_assert_cmpint (bx_session_get_history_entry (session, n)->before.player, ==, computer);
  g_assert_true (g_str_has_prefix (heading (f), "The computer’s move"));
  g_assert_nonnull (strstr (heading (f), "perfect"));
  g_assert_cmpstr (bx_session_get_players (session)[computer], ==, "perfect");
  assert_exact_text (f);

  /* 平雙陸 cannot be solved: no line. */
  g_assert_true (bx_play_view_new_game (f->view, "shuanglu/ping", SEED, &error));
  g_assert_false (bx_play_view_solver_busy (f->view));
  g_assert_cmpstr (bx_play_view_get_exact_text (f->view), ==, "");

  /* A new game of another game cancels a solve under way. */
  g_assert_true (bx_play_view_new_game (f->view, "sai/daiyi-bai2", SEED, &error));
  g_assert_no_error (error);
  if (bx_play_view_solver_busy (f->view))
    {
      g_assert_true (bx_play_view_new_game (f->view, "shuanglu/ping", SEED, &error));
      g_assert_false (bx_play_view_solver_busy (f->view));
      spin_until (f, never, NULL, 300, NULL);
      g_assert_cmpstr (bx_play_view_get_exact_text (f->view), ==, "");
    }
}

/* The New Game dialog: 打馬 at four seats, a named person and three computers, seed 12345;
 * 除紅 has no choices; 平雙陸 has two players fixed; a seed that is no number is refused. */
static void
test_new_game_dialog (Fixture       *f,
                      gconstpointer  data)
{
  static const char *const labels[] = { "human", "greedy", "strong", "random", NULL };
  GtkWidget *view = GTK_WIDGET (f->view);
  BxNewGameDialog *dialog;
  BxSession *session;
  BxSeat seat = { 0 };
  gboolean random;
  guint64 seed;

  g_assert_null (bx_play_view_get_new_game_dialog (f->view));
  g_assert_true (gtk_widget_activate_action (view, "play.new-game", NULL));
  dialog = BX_NEW_GAME_DIALOG (bx_play_view_get_new_game_dialog (f->view));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  /* It opens on the game shown, with a random seed. */
  g_assert_cmpstr (bx_new_game_dialog_get_ruleset_id (dialog), ==,
                   bx_ruleset_get_id (bx_session_get_ruleset (
                     bx_play_view_get_session (f->view))));
  g_assert_true (bx_new_game_dialog_get_seed (dialog, &random, &seed));
  g_assert_true (random);

  /* 平雙陸: two players, fixed. */
  g_assert_true (bx_new_game_dialog_set_ruleset (dialog, "shuanglu/ping"));
  g_assert_true (bx_new_game_dialog_players_fixed (dialog));
  g_assert_cmpuint (bx_new_game_dialog_get_n_players (dialog), ==, 2);
  g_assert_true (bx_new_game_dialog_has_choices (dialog));

  g_assert_false (bx_new_game_dialog_level_offered (dialog, BX_AGENT_PERFECT));
  g_assert_true (bx_new_game_dialog_level_offered (dialog, BX_AGENT_STRONG));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (
                      bx_gtk_test_find_named (GTK_WIDGET (dialog), "seat-kind-0")))), ==, 4);

  /* 代弈 is solved: "Computer, perfect" is offered, and kept for the seat. */
  g_assert_true (bx_new_game_dialog_set_ruleset (dialog, "sai/daiyi"));
  g_assert_true (bx_new_game_dialog_level_offered (dialog, BX_AGENT_PERFECT));
  {
    GListModel *kinds = gtk_drop_down_get_model (GTK_DROP_DOWN (
                          bx_gtk_test_find_named (GTK_WIDGET (dialog), "seat-kind-1")));
    BxSeat perfect = { .computer = TRUE, .level = BX_AGENT_PERFECT, .name = NULL };

    g_assert_cmpuint (g_list_model_get_n_items (kinds), ==, 5);
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (kinds), 4), ==,
                     "Computer, perfect");
    bx_new_game_dialog_set_seat (dialog, 1, &perfect);
    bx_new_game_dialog_get_seat (dialog, 1, &seat);
    g_assert_true (seat.computer);
    g_assert_cmpint (seat.level, ==, BX_AGENT_PERFECT);
    g_clear_pointer (&seat.name, g_free);
  }
  g_assert_true (bx_new_game_dialog_set_ruleset (dialog, "sai/daiyi-bai2"));
  g_assert_true (bx_new_game_dialog_level_offered (dialog, BX_AGENT_PERFECT));

  /* 除紅: 2–5 players, and no choices (the computer only throws). */
  g_assert_true (bx_new_game_dialog_set_ruleset (dialog, "chuhong/zhifa"));
  g_assert_false (bx_new_game_dialog_players_fixed (dialog));
  g_assert_false (bx_new_game_dialog_has_choices (dialog));

  /* 打馬 at four. */
  g_assert_true (bx_new_game_dialog_set_ruleset (dialog, "dama/yijing"));
  g_assert_false (bx_new_game_dialog_players_fixed (dialog));
  bx_new_game_dialog_set_n_players (dialog, 4);
  g_assert_cmpuint (bx_new_game_dialog_get_n_players (dialog), ==, 4);
  g_assert_nonnull (bx_gtk_test_find_named (GTK_WIDGET (dialog), "seat-3"));
  g_assert_null (bx_gtk_test_find_named (GTK_WIDGET (dialog), "seat-4"));
  for (guint i = 0; i < 4; i++)
    {
      BxAgentLevel level;
      BxSeat value = { .computer = i > 0, .level = BX_AGENT_STRONG,
                       .name = i == 0 ? (char *) "Alice" : NULL };

      g_assert_true (bx_agent_level_from_string (labels[i], &level) || i == 0);
      value.level = i > 0 ? level : BX_AGENT_STRONG;
      bx_new_game_dialog_set_seat (dialog, i, &value);
    }
  if (g_getenv ("BOXI_SCREENSHOT_NEW_GAME") != NULL)
    {
      /* BOXI_SCREENSHOT_NEW_GAME=1: docs/screenshots/new-game.png, the dialog as set here. */
      bx_new_game_dialog_set_seed_text (dialog, "12345");
      bx_gtk_test_spin ();
      bx_gtk_test_save_screenshot (GTK_WIDGET (dialog), GTK_WIDGET (dialog), "new-game.png");
    }
  bx_new_game_dialog_get_seat (dialog, 0, &seat);
  g_assert_false (seat.computer);
  g_assert_cmpstr (seat.name, ==, "Alice");
  g_free (seat.name);

  /* A seed that is no number: Start does nothing. */
  bx_new_game_dialog_set_seed_text (dialog, "twelve");
  g_assert_false (bx_new_game_dialog_get_seed (dialog, &random, &seed));
  bx_new_game_dialog_start (dialog);
  g_assert_true (bx_play_view_get_new_game_dialog (f->view) == GTK_WIDGET (dialog));

  bx_new_game_dialog_set_seed_text (dialog, "12345");
  bx_new_game_dialog_start (dialog);
  bx_gtk_test_spin ();
  g_assert_null (bx_play_view_get_new_game_dialog (f->view));

  session = bx_play_view_get_session (f->view);
  g_assert_cmpstr (bx_ruleset_get_id (bx_session_get_ruleset (session)), ==, "dama/yijing");
  g_assert_cmpuint (bx_game_get_n_players (bx_session_get_game (session)), ==, 4);
  g_assert_cmpuint (bx_session_get_seed (session), ==, 12345);
  g_assert_false (bx_play_view_get_seat (f->view, 0)->computer);
  g_assert_cmpstr (bx_play_view_get_seat (f->view, 0)->name, ==, "Alice");
  g_assert_cmpstr (bx_play_view_player_name (f->view, 0), ==, "Alice");
  g_assert_true (bx_play_view_get_seat (f->view, 1)->computer);
  g_assert_cmpint (bx_play_view_get_seat (f->view, 1)->level, ==, BX_AGENT_GREEDY);
  g_assert_cmpint (bx_play_view_get_seat (f->view, 3)->level, ==, BX_AGENT_RANDOM);
  g_assert_cmpstrv (bx_session_get_players (session), labels);

  /* The dialog opens again on this game. */
  g_assert_true (gtk_widget_activate_action (view, "play.new-game", NULL));
  dialog = BX_NEW_GAME_DIALOG (bx_play_view_get_new_game_dialog (f->view));
  g_assert_cmpstr (bx_new_game_dialog_get_ruleset_id (dialog), ==, "dama/yijing");
  g_assert_cmpuint (bx_new_game_dialog_get_n_players (dialog), ==, 4);
  bx_new_game_dialog_get_seat (dialog, 2, &seat);
  g_assert_true (seat.computer);
  g_assert_cmpint (seat.level, ==, BX_AGENT_STRONG);
  g_free (seat.name);
  gtk_window_destroy (GTK_WINDOW (dialog));
  bx_gtk_test_spin ();
  g_assert_null (bx_play_view_get_new_game_dialog (f->view));
}

/* Every row of the move list names @seat_names' players, never the game's own names. */
static void
assert_history_names (Fixture           *f,
                      const char *const *seat_names,
                      const char *const *game_names)
{
  GListModel *model = bx_move_history_get_model (f->view->move_history);
  guint n = g_list_model_get_n_items (model);

  g_assert_cmpuint (n, >, 0);
  g_assert_cmpuint (n, ==, bx_session_get_n_history (bx_play_view_get_session (f->view)));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BxHistoryItem) item = g_list_model_get_item (model, i);
      const char *text = bx_history_item_get_text (item);
      gboolean named = FALSE;

      for (guint k = 0; seat_names[k] != NULL; k++)
        {
          g_autofree char *prefix = g_strdup_printf ("%s: ", seat_names[k]);

          named |= strstr (text, prefix) != NULL;
        }
      g_assert_true (named);
      for (guint k = 0; game_names[k] != NULL; k++)
        g_assert_null (strstr (text, game_names[k]));
    }
}

/* Seats named in the New Game dialog are named so in the move list: "Alice: 右後六梁 → …",
 * and in 除紅's payments too ("Bob pays Alice 2 帖"). */
static void
test_seat_names_in_moves (Fixture       *f,
                          gconstpointer  data)
{
  static const char *const names[] = { "Alice", "Bob", NULL };
  static const char *const ping_own[] = { "White:", "Black:", NULL };
  static const char *const chuhong_names[] = { "Alice", "Bob", "Carol", NULL };
  static const char *const chuhong_own[] = { "甲", "乙", "丙", NULL };
  GtkWidget *view = GTK_WIDGET (f->view);
  BxNewGameDialog *dialog;
  BxGameOptions three = { .n_players = 3, .rounds = 0 };
  g_autoptr(GError) error = NULL;
  gboolean paid = FALSE;

  g_assert_true (gtk_widget_activate_action (view, "play.new-game", NULL));
  dialog = BX_NEW_GAME_DIALOG (bx_play_view_get_new_game_dialog (f->view));
  g_assert_true (bx_new_game_dialog_set_ruleset (dialog, "shuanglu/ping"));
  for (guint i = 0; i < 2; i++)
    {
      BxSeat value = { .computer = FALSE, .level = BX_AGENT_STRONG, .name = (char *) names[i] };

      bx_new_game_dialog_set_seat (dialog, i, &value);
    }
  bx_new_game_dialog_set_seed_text (dialog, "7");
  bx_new_game_dialog_start (dialog);
  bx_gtk_test_spin ();
  g_assert_cmpuint (bx_play_view_play_random_moves (f->view, 8), >, 1);
  bx_gtk_test_spin ();
  assert_history_names (f, names, ping_own);
  /* The game-over dialog names the winner so too. */
  {
    BxSession *session = bx_play_view_get_session (f->view);
    GtkWidget *over;
    const char *heading;
    guint moves = 0;

    while (!bx_session_is_over (session) && moves++ < 10000)
      g_assert_true (gtk_widget_activate_action (view, "play.random-move", NULL));
    bx_gtk_test_spin ();
    assert_history_names (f, names, ping_own);
    over = bx_play_view_get_game_over_dialog (f->view);
    g_assert_nonnull (over);
    heading = adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (over));
    g_assert_true (g_str_equal (heading, "Alice Wins") || g_str_equal (heading, "Bob Wins"));
    gtk_window_destroy (GTK_WINDOW (over));
    bx_gtk_test_spin ();
  }

  /* 除紅 at three, named, in English: the payments name the seats as well. */
  for (guint i = 0; i < 3; i++)
    {
      BxSeat value = { .computer = FALSE, .level = BX_AGENT_STRONG,
                       .name = (char *) chuhong_names[i] };

      bx_play_view_store_seat (f->view, i, &value);
    }
  g_assert_true (bx_play_view_new_game_with_options (f->view, "chuhong/zhifa", SEED, &three,
                                                     &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bx_play_view_play_random_moves (f->view, 30), >, 1);
  bx_gtk_test_spin ();
  assert_history_names (f, chuhong_names, chuhong_own);
  {
    GListModel *model = bx_move_history_get_model (f->view->move_history);

    for (guint i = 0; i < g_list_model_get_n_items (model); i++)
      {
        g_autoptr(BxHistoryItem) item = g_list_model_get_item (model, i);

        paid |= strstr (bx_history_item_get_text (item), " pays ") != NULL;
      }
  }
  g_assert_true (paid);
}

int
main (int    argc,
      char **argv)
{
  bx_gtk_test_init (&argc, &argv);

  /* First: the first use of 代弈 in the process, so that it is solved with progress. */
  g_test_add ("/app/agents/exact-value", Fixture, NULL,
              fixture_set_up, test_exact_value, fixture_tear_down);
  g_test_add ("/app/agents/computer-moves", Fixture, NULL,
              fixture_set_up, test_computer_moves, fixture_tear_down);
  g_test_add ("/app/agents/computer-cancelled", Fixture, NULL,
              fixture_set_up, test_computer_cancelled, fixture_tear_down);
  g_test_add ("/app/agents/hint-points", Fixture, NULL,
              fixture_set_up, test_hint_points, fixture_tear_down);
  g_test_add ("/app/agents/hint-keeps-steps", Fixture, NULL,
              fixture_set_up, test_hint_keeps_steps, fixture_tear_down);
  g_test_add ("/app/agents/hint-whole-moves", Fixture, NULL,
              fixture_set_up, test_hint_whole_moves, fixture_tear_down);
  g_test_add ("/app/agents/seat-names-in-moves", Fixture, NULL, fixture_set_up,
              test_seat_names_in_moves, fixture_tear_down);
  g_test_add ("/app/agents/new-game-dialog", Fixture, NULL,
              fixture_set_up, test_new_game_dialog, fixture_tear_down);

  return g_test_run ();
}
