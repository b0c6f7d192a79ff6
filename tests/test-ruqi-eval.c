/* test-ruqi-eval.c: the 儒棋 evaluation (src/games/bx-ruqi-eval.c) on hand-made positions:
 * what the computer players are told a position is worth.  No timing.
 *
 * Positions list each side's five pieces (善 敬 德 忠 順, worth 6 … 10) by route node, in
 * the side's own count (docs/state-format.md): "s" beside the 凈, "r12" on the ring, "z3" /
 * "j7" in the 中 / 凈 lane, "off"; a trailing "^" marks a standing 梟.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-agent.h"
#include "bx-core.h"
#include "bx-game.h"
#include "games/bx-ruqi.h"

#include "bx-test-util.h"
#include "bx-families.h"

static BxGame *game;

/* The evaluation for White of White's pieces @white and Black's @black, @to to move. */
static double
eval_for_white (const char *white,
                const char *black,
                const char *to)
{
  g_auto(GStrv) w = g_strsplit (white, " ", -1);
  g_auto(GStrv) b = g_strsplit (black, " ", -1);
  g_autoptr(GString) json = g_string_new ("{\"pieces\": [[");
  BxState s;

  for (guint i = 0; i < 5; i++)
    g_string_append_printf (json, "%s\"%s\"", i ? "," : "", w[i]);
  g_string_append (json, "], [");
  for (guint i = 0; i < 5; i++)
    g_string_append_printf (json, "%s\"%s\"", i ? "," : "", b[i]);
  g_string_append_printf (json, "]], \"player\": \"%s\"}", to);
  bx_test_make_state (game, json->str, &s);
  return bx_game_evaluate (game, &s, 0);
}

/* The two seats' estimates add up to one, and the side ahead in the race is ahead. */
static void
test_symmetric (void)
{
  BxState s;
  double w, b;

  bx_test_make_state (game, "{\"pieces\": [[\"r12^\",\"s\",\"z3\",\"r7\",\"off\"],"
                            "[\"s\",\"r2\",\"r2\",\"j7\",\"r31^\"]], \"player\": \"black\"}", &s);
  w = bx_game_evaluate (game, &s, 0);
  b = bx_game_evaluate (game, &s, 1);
  g_assert_cmpfloat_with_epsilon (w + b, 1.0, 1e-9);
  g_assert_cmpfloat (eval_for_white ("j8 j8 j8 z2 z2", "s s s s s", "black"), >, 0.5);
  g_assert_cmpfloat (eval_for_white ("s s s s s", "j8 j8 j8 z2 z2", "white"), <, 0.5);
}

/* A stack (累) moves as one piece by the full number (ruqi.stack): two pieces on one node
 * have half the cells to go of two on the same node's neighbours. */
static void
test_stack (void)
{
  double stacked = eval_for_white ("r8 r8 s s s", "r3 r4 s s s", "black");
  double apart = eval_for_white ("r8 r9 s s s", "r3 r4 s s s", "black");

  g_assert_cmpfloat (stacked, >, apart);
}

/* A 梟 moves farther a throw than a 伏 (doubles in full, one 謙 a step). */
static void
test_xiao (void)
{
  double xiao = eval_for_white ("r14^ s s s s", "r14^ s s s s", "black");
  double fu = eval_for_white ("r14 s s s s", "r14^ s s s s", "black");

  g_assert_cmpfloat (xiao, >, fu);
}

/* The loser of a 局 pays the values of the pieces it has left (ruqi.suan): a side behind
 * in the race does better with its 順 (10) near the way out than its 善 (6). */
static void
test_value_first (void)
{
  double shun = eval_for_white ("s off off off j8", "j9 j9 j9 j9 z4", "black");
  double shan = eval_for_white ("j8 off off off s", "j9 j9 j9 j9 z4", "black");

  g_assert_cmpfloat (shun, >, shan);
}

/* The strong agent searches 儒棋 three plies (the mover's own next throw) within the
 * default budget, by the family's search shape (bx_ruqi_search_shape): at the first four
 * choices of a seeded random game. */
static void
test_search_depth (void)
{
  g_autoptr(BxAgent) strong = bx_agent_new (game, BX_AGENT_STRONG, 7);
  g_autoptr(GArray) legal = bx_move_list_new ();
  guint tried = 0;
  BxState s;

  bx_game_init_state (game, &s);
  while (tried < 4 && !bx_game_is_over (game, &s))
    {
      BxAgentChoice c;
      BxThrow t;
      BxRng rng;

      bx_game_throw (game, &s, 11, &t);
      bx_game_legal_moves (game, &s, &t, legal);
      if (legal->len >= 2)
        {
          g_assert_true (bx_agent_choose (strong, &s, &t, 0, &c));
          g_assert_cmpuint (c.depth, ==, 3);
          g_assert_cmpint (bx_game_find_move (legal, &c.move), >=, 0);
          bx_agent_choice_clear (&c);
          tried++;
        }
      bx_rng_init (&rng, s.turn + 1);
      bx_game_apply (game, &s, &t, bx_game_random_move (game, &s, &t, &rng, legal));
    }
  g_assert_cmpuint (tried, >, 0);
}

int
main (int    argc,
      char **argv)
{
  BxClauseIndex *clauses;
  BxRuleset *ruleset;
  int rc;

  bx_test_init (&argc, &argv, &clauses, NULL);
  game = bx_test_game_from_file (clauses, "ruqi-youzhao.xml", &ruleset);
  g_test_add_func ("/rules/ruqi/eval/symmetric", test_symmetric);
  g_test_add_func ("/rules/ruqi/eval/stack", test_stack);
  g_test_add_func ("/rules/ruqi/eval/xiao", test_xiao);
  g_test_add_func ("/rules/ruqi/eval/value-first", test_value_first);
  g_test_add_func ("/rules/ruqi/eval/search-depth", test_search_depth);
  rc = g_test_run ();
  bx_game_free (game);
  bx_ruleset_unref (ruleset);
  bx_clause_index_free (clauses);
  return rc;
}
