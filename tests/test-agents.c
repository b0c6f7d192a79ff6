/* test-agents.c: the computer players (bx-agent): every level returns a legal move in
 * every state of seeded games of every family, the same move for the same seed, and
 * takes a move that is plainly best.
 *
 * The property test plays a tenth of bx_test_property_games() per family (100 by default,
 * 1,000 in the nightly run with BOXI_PROPERTY_GAMES=10000), spread over the family's
 * rulesets, every level at every seat, 2–5 seats where a family allows it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-agent.h"
#include "bx-families.h"
#include "bx-core.h"
#include "bx-game.h"
#include "bx-ruleset.h"

#include "bx-test-util.h"

/* A small budget keeps the property test quick: what it checks (a legal move, the same one
 * for the same seed) does not depend on how deep the search goes. */
#define TEST_BUDGET 500

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;

static guint
property_games (void)
{
  return MAX (bx_test_property_games () / 10, 1);
}

/* Plays one game with @levels rotated round the seats; checks every choice.  Returns the
 * final state in @end. */
static void
play_checked (BxGame       *game,
              guint64       seed,
              guint         rot,
              BxState      *end,
              guint        *n_moves)
{
  static const BxAgentLevel levels[] = { BX_AGENT_STRONG, BX_AGENT_RANDOM, BX_AGENT_GREEDY };
  g_autoptr(GArray) legal = bx_move_list_new ();
  guint n = bx_game_get_n_players (game);
  BxAgent *agents[8];
  BxState s;
  BxThrow t;

  g_assert_cmpuint (n, <=, G_N_ELEMENTS (agents));
  for (guint p = 0; p < n; p++)
    agents[p] = bx_agent_new (game, levels[(p + rot) % G_N_ELEMENTS (levels)], seed * 31 + p);
  bx_game_init_state (game, &s);
  *n_moves = 0;
  while (!bx_game_is_over (game, &s))
    {
      BxAgentChoice c;

      g_assert_cmpuint (s.turn, <, 100000);
      bx_game_throw (game, &s, seed, &t);
      g_assert_true (bx_agent_choose (agents[s.player], &s, &t, TEST_BUDGET, &c));
      bx_game_legal_moves (game, &s, &t, legal);
      g_assert_cmpint (bx_game_find_move (legal, &c.move), >=, 0);
      g_assert_nonnull (c.reason);
      g_assert_true (c.value == -1 || (c.value >= 0 && c.value <= 1));
      /* Deterministic: a fresh agent with the same seed chooses the same move. */
      if (*n_moves % 5 == 0)
        {
          g_autoptr(BxAgent) again = bx_agent_new (game, bx_agent_get_level (agents[s.player]),
                                                   seed * 31 + (guint) s.player);
          BxAgentChoice c2;
          g_assert_true (bx_agent_choose (again, &s, &t, TEST_BUDGET, &c2));
          g_assert_true (bx_move_equal (&c.move, &c2.move));
          bx_agent_choice_clear (&c2);
        }
      bx_game_apply (game, &s, &t, &c.move);
      bx_agent_choice_clear (&c);
      (*n_moves)++;
    }
  for (guint p = 0; p < n; p++)
    bx_agent_free (agents[p]);
  *end = s;
}

static void
test_legal_family (gconstpointer data)
{
  const char *family = data;
  GPtrArray *list = bx_ruleset_library_list (library);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_game_free);
  guint total = property_games ();

  for (guint i = 0; i < list->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (list, i);
      BxGame *game;
      if (g_strcmp0 (bx_ruleset_get_family (rs), family) != 0 || !bx_ruleset_get_playable (rs))
        continue;
      game = bx_game_new (rs, NULL);
      if (game != NULL)
        g_ptr_array_add (games, game);
    }
  g_assert_cmpuint (games->len, >, 0);
  for (guint g = 0; g < total; g++)
    {
      BxGame *game = g_ptr_array_index (games, g % games->len);
      BxGameOptions options = { 0, 0 };
      BxState end, again;
      guint n_moves, n_again;

      /* Any seat: 2–5 players where the family allows another number. */
      options.n_players = 2 + g % 4;
      if (!bx_game_configure (game, &options, NULL))
        {
          options.n_players = 0;
          g_assert_true (bx_game_configure (game, &options, NULL));
        }
      play_checked (game, g + 1, g, &end, &n_moves);
      g_assert_cmpuint (n_moves, >, 0);
      /* The whole game replays from its seeds. */
      if (g % 10 == 0)
        {
          play_checked (game, g + 1, g, &again, &n_again);
          g_assert_cmpuint (n_moves, ==, n_again);
          g_assert_true (memcmp (&end, &again, sizeof end) == 0);
        }
    }
}

/* Plays @level in @json with @throw_text; returns the notation of its move. */
static char *
choice_of (BxGame       *game,
           const char   *json,
           const char   *throw_text,
           BxAgentLevel  level)
{
  g_autoptr(BxAgent) agent = bx_agent_new (game, level, 7);
  BxAgentChoice c;
  BxState s;
  BxThrow t;
  char *out;

  bx_test_make_state (game, json, &s);
  g_assert_true (bx_throw_parse (throw_text, &t, NULL));
  g_assert_true (bx_agent_choose (agent, &s, &t, 0, &c));
  out = bx_game_describe_move (game, &s, &c.move);
  g_assert_nonnull (c.reason);
  bx_agent_choice_clear (&c);
  return out;
}

/* 平雙陸: White has a piece on its 6 and one on its 1; 6-1 bears both off and wins.
 * Since bearing off is compulsory where a number can take a piece (pushuang.changju.24–26,
 * ping.bearoff-down), 6/5 5/off is no longer legal: the winning play is the only one, and
 * every level must take it and say that it bears off. */
static void
test_best_shuanglu_bear_off (void)
{
  g_autoptr(BxGame) game = bx_test_new_game (library, "shuanglu/ping");
  const char *json = "{\"points\":[1,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,-5,-5,-5,0,0,0],"
                     "\"bar\":[0,0],\"off\":[13,0],\"player\":\"white\"}";

  for (BxAgentLevel l = BX_AGENT_GREEDY; l <= BX_AGENT_STRONG; l++)
    {
      g_autofree char *m = choice_of (game, json, "6,1", l);
      BxState s;
      BxThrow t;
      g_autoptr(GArray) moves = bx_move_list_new ();
      g_autoptr(BxAgent) agent = bx_agent_new (game, l, 7);
      BxAgentChoice c;

      bx_test_make_state (game, json, &s);
      g_assert_true (bx_throw_parse ("6,1", &t, NULL));
      bx_game_legal_moves (game, &s, &t, moves);
      g_assert_cmpuint (moves->len, ==, 1);   /* compulsory bearing off */
      g_assert_true (bx_agent_choose (agent, &s, &t, 0, &c));
      g_assert_true (c.forced);
      bx_game_apply (game, &s, &t, &c.move);
      g_assert_cmpint (s.winner, ==, 0);     /* and the agent wins at once */
      g_assert_cmpfloat (c.value, ==, 1.0);
      g_assert_nonnull (strstr (c.reason, "bears off"));
      bx_agent_choice_clear (&c);
      g_assert_nonnull (m);
    }
}

/* 平雙陸: a lone Black piece on White's way home, White's race behind: hitting it sends
 * it back 19 points, by far the best play of 6-5 (every variant's hitting rule). */
static void
test_best_shuanglu_hit (void)
{
  g_autoptr(BxGame) game = bx_test_new_game (library, "shuanglu/ping");
  /* White: 2 on its 13, 13 on its 1–3; Black: a lone piece on White's 8 (index 7), the
   * rest home. */
  const char *json = "{\"points\":[5,4,4,0,0,0,0,-1,0,0,0,0,2,0,0,0,0,0,-4,-4,-3,-3,0,0],"
                     "\"bar\":[0,0],\"off\":[0,0],\"player\":\"white\"}";

  for (BxAgentLevel l = BX_AGENT_GREEDY; l <= BX_AGENT_STRONG; l++)
    {
      g_autoptr(BxAgent) agent = bx_agent_new (game, l, 7);
      BxAgentChoice c;
      BxState s;
      BxThrow t;
      guint flags = 0;

      bx_test_make_state (game, json, &s);
      g_assert_true (bx_throw_parse ("5,6", &t, NULL));
      g_assert_true (bx_agent_choose (agent, &s, &t, 0, &c));
      for (guint k = 0; k < c.move.n_steps; k++)
        flags |= c.move.steps[k].flags;
      g_assert_true (flags & BX_STEP_HIT);
      bx_agent_choice_clear (&c);
    }
}

/* 塞 代弈: Red's last piece one cell from home; moving it without throwing wins, throwing
 * may not. */
static void
test_best_sai_home (void)
{
  g_autoptr(BxGame) game = bx_test_new_game (library, "sai/daiyi");
  const char *json = "{\"red\":[\"a5\",\"b5\",\"c5\",\"d5\",\"e4\"],"
                     "\"white\":[\"a2\",\"b2\",\"c2\",\"d2\",\"e1\"],\"player\":\"red\"}";

  for (BxAgentLevel l = BX_AGENT_GREEDY; l <= BX_AGENT_STRONG; l++)
    {
      g_autofree char *m = choice_of (game, json, "none", l);
      g_assert_cmpstr (m, ==, "e4-e5");
    }
}

/* 除紅 has nothing to choose: every legal list holds one move of the player's own. */
static void
test_chuhong_forced (void)
{
  g_autoptr(BxGame) game = bx_test_new_game (library, "chuhong/zhifa");
  g_autoptr(BxAgent) agent = bx_agent_new (game, BX_AGENT_STRONG, 1);
  BxState s;
  BxThrow t;

  for (guint seed = 1; seed <= 20; seed++)
    {
      bx_game_init_state (game, &s);
      while (!bx_game_is_over (game, &s))
        {
          BxAgentChoice c;
          bx_game_throw (game, &s, seed, &t);
          g_assert_true (bx_agent_choose (agent, &s, &t, 0, &c));
          g_assert_true (c.forced);
          bx_game_apply (game, &s, &t, &c.move);
          bx_agent_choice_clear (&c);
        }
    }
}

/* The reason of a forced pass names no kind of step: 儒棋's first move, the throw for who
 * starts (a pass to the engine, ruqige.ge.11), is not "nothing can be played". */
static void
test_reason_pass (void)
{
  g_autoptr(BxGame) game = bx_test_new_game (library, "ruqi/youzhao");
  g_autoptr(BxAgent) agent = bx_agent_new (game, BX_AGENT_STRONG, 1);
  BxAgentChoice c;
  BxState s;
  BxThrow t = { .n = 2, .d = { 1, 2 } };

  bx_game_init_state (game, &s);
  g_assert_true (bx_agent_choose (agent, &s, &t, 0, &c));
  g_assert_true (c.forced);
  g_assert_true (c.move.flags & BX_MOVE_PASS);
  g_assert_cmpstr (c.reason, ==, "the only move");
  g_assert_cmpstr (c.reason_zh, ==, "唯一的走法");
  bx_agent_choice_clear (&c);
}

/* The share of choices: none in 除紅 (the New Game dialog says the computer only
 * throws), some in 平雙陸. */
static void
test_choice_share (void)
{
  g_autoptr(BxGame) chuhong = bx_test_new_game (library, "chuhong/zhifa");
  g_autoptr(BxGame) ping = bx_test_new_game (library, "shuanglu/ping");

  g_assert_cmpfloat (bx_agent_choice_share (chuhong, 1, 400), ==, 0);
  g_assert_cmpfloat (bx_agent_choice_share (ping, 1, 400), >, 0.3);
  g_assert_cmpfloat (bx_agent_choice_share (ping, 1, 0), ==, 0);
}

static void
test_levels (void)
{
  BxAgentLevel l;

  for (guint i = 0; i < BX_AGENT_N_LEVELS; i++)
    {
      g_assert_true (bx_agent_level_from_string (bx_agent_level_to_string (i), &l));
      g_assert_cmpint (l, ==, i);
      g_assert_nonnull (bx_agent_level_describe (i));
    }
  g_assert_false (bx_agent_level_from_string ("grandmaster", &l));
}

int
main (int    argc,
      char **argv)
{
  static const char *families[] = { "shuanglu", "sai", "liubo", "ruqi", "dama", "chuhong" };
  int ret;

  bx_test_init (&argc, &argv, &clauses, &library);

  g_test_add_func ("/core/agents/levels", test_levels);
  g_test_add_func ("/core/agents/best/shuanglu-bear-off", test_best_shuanglu_bear_off);
  g_test_add_func ("/core/agents/best/shuanglu-hit", test_best_shuanglu_hit);
  g_test_add_func ("/core/agents/best/sai-home", test_best_sai_home);
  g_test_add_func ("/core/agents/chuhong-forced", test_chuhong_forced);
  g_test_add_func ("/core/agents/reason-pass", test_reason_pass);
  g_test_add_func ("/core/agents/choice-share", test_choice_share);
  for (guint i = 0; i < G_N_ELEMENTS (families); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/agents/legal/%s", families[i]);
      g_test_add_data_func (path, families[i], test_legal_family);
    }
  ret = g_test_run ();
  bx_ruleset_library_free (library);
  bx_clause_index_free (clauses);
  return ret;
}
