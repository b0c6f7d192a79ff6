/* test-legal-hash.c: no engine changes its legal moves behind our back (issue 21).
 *
 * For every playable ruleset of data/rulesets, seeded random games are played; at every
 * position the complete legal-move list is hashed — its length, then each move in order
 * with its flags, its steps (points, number, flags) and its rule indices with the rules'
 * ids — for the game's own throw and for EXTRA_THROWS other throws of the same position,
 * together with the position itself after every move and the end of each game, for
 * each ruleset as it comes and configured for 2 and 5 players where it allows that.  The
 * hashes were recorded from the engines before they were optimised for speed; any change
 * of the moves, their order, their rules, or of what a move does, changes a hash.  The
 * move bx_game_random_move() builds alone must be the one a random player draws from the
 * whole list.
 *
 * BOXI_LEGAL_HASH_GAMES=N plays N games per ruleset instead and prints the hashes (with
 * the number of lists hashed) instead of checking them, for a longer comparison of two
 * builds.  Not timed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "bx-core.h"
#include "bx-game.h"
#include "bx-ruleset.h"
#include "bx-families.h"

#define EXTRA_THROWS 2

static BxRulesetLibrary *library;

/* Recorded at 183279f (the engines before issue 21's speed work); "ID#N" is the ruleset
 * configured for N players. */
static const struct
{
  const char *id;
  guint       games;   /* games played by default */
  guint64     hash;
} expected[] = {
  { "chuhong/zhifa", 100, G_GUINT64_CONSTANT (0x168b04c1a3db80eb) },
  { "chuhong/zhifa#2", 50, G_GUINT64_CONSTANT (0x6e4e9378dd926a2e) },
  { "chuhong/zhifa#5", 50, G_GUINT64_CONSTANT (0x3579e7c871067bb8) },
  { "dama/txz", 20, G_GUINT64_CONSTANT (0x87468be3b2f88d99) },
  { "dama/txz#2", 20, G_GUINT64_CONSTANT (0x95f065d414a3738e) },
  { "dama/txz#5", 10, G_GUINT64_CONSTANT (0x9165feebed809f67) },
  { "dama/yijing", 20, G_GUINT64_CONSTANT (0x420797068b22f11f) },
  { "dama/yijing#2", 20, G_GUINT64_CONSTANT (0xe46c3bbdf346774a) },
  { "dama/yijing#5", 10, G_GUINT64_CONSTANT (0xb1149eddbae181b5) },
  { "liubo/gubojing", 30, G_GUINT64_CONSTANT (0xf65db068088a87cf) },
  { "liubo/seed001", 30, G_GUINT64_CONSTANT (0xecc6f4acfcdef368) },
  { "ruqi/youzhao", 20, G_GUINT64_CONSTANT (0x8a29c6ad190d5bf9) },
  { "ruqi/youzhao-step", 20, G_GUINT64_CONSTANT (0x51c2123be0139a59) },
  { "sai/daibo", 100, G_GUINT64_CONSTANT (0xa3023c64676effe1) },
  { "sai/daiyi", 100, G_GUINT64_CONSTANT (0xb970540d934296e3) },
  { "sai/daiyi-bai2", 100, G_GUINT64_CONSTANT (0x95ba7c66b812e975) },
  { "shuanglu/buda", 30, G_GUINT64_CONSTANT (0x427c896432a2d46a) },
  { "shuanglu/dajian", 30, G_GUINT64_CONSTANT (0x4a7006dfa85ee00c) },
  { "shuanglu/dashi", 30, G_GUINT64_CONSTANT (0xa59e23ff3cae2b02) },
  { "shuanglu/fo", 30, G_GUINT64_CONSTANT (0xc22fbeacea60c76b) },
  { "shuanglu/huihui", 30, G_GUINT64_CONSTANT (0xb469442de45ce62b) },
  { "shuanglu/luoying", 30, G_GUINT64_CONSTANT (0x0d84ae3c6de119d0) },
  { "shuanglu/nanpi", 30, G_GUINT64_CONSTANT (0x78498f209502b9c3) },
  { "shuanglu/ping", 30, G_GUINT64_CONSTANT (0x38e20bdc5935f35f) },
  { "shuanglu/qiliang", 30, G_GUINT64_CONSTANT (0x8fb59e298fcd1f60) },
  { "shuanglu/riben", 30, G_GUINT64_CONSTANT (0x430522a3cbe474c0) },
  { "shuanglu/sandui", 30, G_GUINT64_CONSTANT (0x7ae408e77fd4b987) },
  { "shuanglu/sanliang", 30, G_GUINT64_CONSTANT (0xc518fe748c83f940) },
  { "shuanglu/sijiaba", 30, G_GUINT64_CONSTANT (0x5d3b3fe0cf52d838) },
  { "shuanglu/xiazan", 30, G_GUINT64_CONSTANT (0x4f7ce589821ade36) },
};

static inline guint64
mix (guint64 h,
     guint64 v)
{
  h ^= v + G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) + (h << 6) + (h >> 2);
  return h * G_GUINT64_CONSTANT (1099511628211);
}

/* The whole list, field by field (no padding, no byte order). */
static guint64
hash_moves (const BxGame  *game,
            guint64        h,
            const BxThrow *t,
            GArray        *moves)
{
  for (guint i = 0; i < t->n; i++)
    h = mix (h, t->d[i]);
  h = mix (h, moves->len);
  for (guint i = 0; i < moves->len; i++)
    {
      const BxMove *m = &g_array_index (moves, BxMove, i);
      h = mix (h, ((guint64) m->n_steps << 32) | ((guint64) m->n_rules << 16) | m->flags);
      for (guint k = 0; k < m->n_steps; k++)
        h = mix (h, ((guint64) (guint8) m->steps[k].from << 24)
                    | ((guint64) (guint8) m->steps[k].to << 16)
                    | ((guint64) m->steps[k].die << 8) | m->steps[k].flags);
      for (guint k = 0; k < m->n_rules; k++)
        h = mix (mix (h, m->rules[k]), g_str_hash (bx_game_rule_id (game, m->rules[k])));
    }
  return h;
}

/* A position, field by field. */
static guint64
hash_state (guint64        h,
            const BxState *s)
{
  h = mix (h, s->turn);
  h = mix (h, ((guint64) (guint8) s->player << 24) | ((guint64) (guint8) s->winner << 16)
              | ((guint64) s->score << 8) | s->extra);
  for (guint i = 0; i < BX_STATE_DATA_BYTES; i++)
    h = mix (h, s->data.bytes[i]);
  return h;
}

static guint64
hash_games (BxGame  *game,
            guint    n_games,
            guint64 *n_lists)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  g_autoptr(GArray) scratch = bx_move_list_new ();
  guint64 h = 0;

  for (guint64 seed = 1; seed <= n_games; seed++)
    {
      BxState s;
      BxRng choice;

      bx_rng_init (&choice, seed * G_GUINT64_CONSTANT (0x2545f4914f6cdd1d));
      bx_game_init_state (game, &s);
      h = hash_state (h, &s);
      while (!bx_game_is_over (game, &s))
        {
          BxThrow t, u;
          BxRng again;
          BxMove picked;
          const BxMove *m;

          g_assert_cmpuint (s.turn, <, 100000);
          /* Other throws of the same position. */
          for (guint k = 0; k < EXTRA_THROWS; k++)
            {
              bx_game_throw (game, &s, seed * 7919 + 104729 * (k + 1), &u);
              bx_game_legal_moves (game, &s, &u, moves);
              h = hash_moves (game, h, &u, moves);
              *n_lists += 1;
            }
          bx_game_throw (game, &s, seed, &t);
          bx_game_legal_moves (game, &s, &t, moves);
          h = hash_moves (game, h, &t, moves);
          *n_lists += 1;
          g_assert_cmpuint (moves->len, >, 0);
          /* A random player's move, built alone, is the one drawn from the list. */
          again = choice;
          picked = *bx_move_list_draw (moves, &choice);
          m = bx_game_random_move (game, &s, &t, &again, scratch);
          g_assert_nonnull (m);
          g_assert_true (memcmp (m, &picked, sizeof picked) == 0);
          g_assert_true (memcmp (&again, &choice, sizeof choice) == 0);
          bx_game_apply (game, &s, &t, &picked);
          h = hash_state (h, &s);
        }
      h = mix (h, ((guint64) (guint8) s.winner << 8) | s.score);
    }
  return h;
}

/* The hash of one game setting (`players` 0: the ruleset's own), or nothing when the
 * ruleset cannot be played so. */
static void
check_setting (BxRuleset  *rs,
               guint       players,
               const char *env,
               guint      *checked)
{
  const char *id = bx_ruleset_get_id (rs);
  g_autofree char *key = players ? g_strdup_printf ("%s#%u", id, players) : g_strdup (id);
  g_autoptr(GError) error = NULL;
  g_autoptr(BxGame) game = bx_game_new (rs, &error);
  BxGameOptions options = { players, 0 };
  guint64 lists = 0, h;
  guint n = 0, v;

  if (game == NULL)
    {
      g_test_message ("%s: not playable (%s)", key, error->message);
      return;
    }
  if (players != 0
      && (players == bx_game_get_n_players (game)
          || !bx_game_configure (game, &options, NULL)))
    return;
  for (v = 0; v < G_N_ELEMENTS (expected); v++)
    if (strcmp (expected[v].id, key) == 0)
      break;
  if (env != NULL)
    n = (guint) atoi (env);
  else if (v < G_N_ELEMENTS (expected))
    n = expected[v].games;
  if (n == 0)
    {
      g_test_message ("%s: no recorded hash", key);
      return;
    }
  h = hash_games (game, n, &lists);
  if (env != NULL)
    {
      g_print ("%-22s %6u games %10" G_GUINT64_FORMAT " lists  0x%016" G_GINT64_MODIFIER
               "x\n", key, n, lists, h);
      return;
    }
  g_test_message ("%s: %u games, %" G_GUINT64_FORMAT " lists, 0x%016" G_GINT64_MODIFIER "x",
                  key, n, lists, h);
  g_assert_cmphex (h, ==, expected[v].hash);
  (*checked)++;
}

static void
test_hashes (void)
{
  const char *env = g_getenv ("BOXI_LEGAL_HASH_GAMES");
  GPtrArray *list = bx_ruleset_library_list (library);   /* transfer none */
  guint checked = 0;

  /* Each ruleset as it comes, and with 2 and 5 players where it can be so configured. */
  for (guint i = 0; i < list->len; i++)
    {
      check_setting (list->pdata[i], 0, env, &checked);
      check_setting (list->pdata[i], 2, env, &checked);
      check_setting (list->pdata[i], 5, env, &checked);
    }
  if (env == NULL)
    g_assert_cmpuint (checked, ==, G_N_ELEMENTS (expected));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int rc;

  g_test_init (&argc, &argv, NULL);
  bx_games_register_builtin ();
  library = bx_ruleset_library_new_from_dir (SOURCE_RULESETS_DIR, NULL, NULL, &error);
  g_assert_no_error (error);
  g_test_add_func ("/rules/engines/legal-hash", test_hashes);
  rc = g_test_run ();
  bx_ruleset_library_free (library);
  return rc;
}
