/* test-shuanglu-movegen.c: the 雙陸 move generator does not change behind our back.
 *
 * For every shuanglu ruleset (平雙陸 and the 13 variants), seeded random games are played;
 * at every position the complete legal-move lists — in their order, each move with its
 * steps (points, number, flags), its flags and its rule indices — are hashed for the throw
 * of the game and for a few other throws of the ruleset's device, for the player to move
 * and for the other player.  The hashes were recorded from the generator before it was
 * optimised (issue 4: bench engine); any change of the moves, their representatives, their
 * rules or their order changes a hash.  The move bx_game_random_move() builds alone must
 * be the one a random player draws from the whole list.
 *
 * The generators behind _bx_shuanglu_generate() — the general depth-first search and the
 * fast paths for two and for three numbers — are also compared directly: on many seeded
 * positions of every ruleset, for every throw of two different numbers and every double,
 * both players, and in the variants with three dice for every ordered throw of three
 * numbers at every tenth position, the lists must be equal move for move (steps, flags
 * and rule indices, in the same order), and so also as sets of moves with their rule ids.
 *
 * BOXI_MOVEGEN_GAMES=N plays N games per ruleset instead and prints the hashes (with the
 * number of (position, throw) pairs) instead of checking them, for a longer local
 * verification against the output of an older build.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "bx-core.h"
#include "bx-game.h"
#include "bx-ruleset.h"
#include "bx-shuanglu.h"
#include "bx-shuanglu-private.h"
#include "bx-families.h"

#define DEFAULT_GAMES 100
#define EXTRA_THROWS 3
#define COMPARE_GAMES 10

static BxRulesetLibrary *library;

static const struct
{
  const char *id;
  guint64     hash;   /* for DEFAULT_GAMES games */
} expected[] = {
  { "shuanglu/ping", G_GUINT64_CONSTANT (0x3c60f086b34a2121) },
  { "shuanglu/dajian", G_GUINT64_CONSTANT (0xb748f3819ac04e92) },
  { "shuanglu/huihui", G_GUINT64_CONSTANT (0xf5bbe29ad02d48cb) },
  { "shuanglu/qiliang", G_GUINT64_CONSTANT (0x0462245e888b9ab2) },
  { "shuanglu/sanliang", G_GUINT64_CONSTANT (0x00847ea258b6f70e) },
  { "shuanglu/luoying", G_GUINT64_CONSTANT (0x3b3b555448fa7376) },
  { "shuanglu/xiazan", G_GUINT64_CONSTANT (0xbb1e75cff784b0ea) },
  { "shuanglu/buda", G_GUINT64_CONSTANT (0x4469c7f3db284b44) },
  { "shuanglu/sandui", G_GUINT64_CONSTANT (0xecb34334833e3695) },
  { "shuanglu/fo", G_GUINT64_CONSTANT (0x041ec6664d64f822) },
  { "shuanglu/sijiaba", G_GUINT64_CONSTANT (0x609da0992526879b) },
  { "shuanglu/nanpi", G_GUINT64_CONSTANT (0x8ac84283200cb03d) },
  { "shuanglu/dashi", G_GUINT64_CONSTANT (0xd28b6c2f25e00b7f) },
  { "shuanglu/riben", G_GUINT64_CONSTANT (0x1ce62eb10133d95d) },
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

static guint64
hash_games (BxGame *game,
            guint   n_games,
            guint64 *n_pairs)
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
      while (!bx_game_is_over (game, &s))
        {
          BxThrow t, u;
          BxState other = s;

          g_assert_cmpuint (s.turn, <, 100000);
          /* Other throws, for both players. */
          other.player = 1 - s.player;
          for (guint k = 0; k < EXTRA_THROWS; k++)
            {
              bx_game_throw (game, &s, seed * 7919 + 104729 * (k + 1), &u);
              bx_game_legal_moves (game, &s, &u, moves);
              h = hash_moves (game, h, &u, moves);
              bx_game_legal_moves (game, &other, &u, moves);
              h = hash_moves (game, h, &u, moves);
              *n_pairs += 2;
            }
          bx_game_throw (game, &s, seed, &t);
          bx_game_legal_moves (game, &other, &t, moves);
          h = hash_moves (game, h, &t, moves);
          bx_game_legal_moves (game, &s, &t, moves);
          h = hash_moves (game, h, &t, moves);
          *n_pairs += 2;
          g_assert_cmpuint (moves->len, >, 0);
          /* A random player's move, built alone, is the one drawn from the list. */
          {
            BxRng again = choice;
            BxMove picked = g_array_index (moves, BxMove, bx_rng_uniform (&choice, moves->len));
            const BxMove *m = bx_game_random_move (game, &s, &t, &again, scratch);
            g_assert_nonnull (m);
            g_assert_true (memcmp (m, &picked, sizeof picked) == 0);
            g_assert_true (memcmp (&again, &choice, sizeof choice) == 0);
            bx_game_apply (game, &s, &t, &picked);
          }
        }
      h = mix (h, ((guint64) s.winner << 8) | s.score);
    }
  return h;
}

static void
test_hashes (void)
{
  const char *env = g_getenv ("BOXI_MOVEGEN_GAMES");
  guint n = env != NULL ? (guint) atoi (env) : DEFAULT_GAMES;

  for (guint v = 0; v < G_N_ELEMENTS (expected); v++)
    {
      g_autoptr(GError) error = NULL;
      BxRuleset *rs = bx_ruleset_library_get (library, expected[v].id);
      BxGame *game;
      guint64 pairs = 0, h;

      g_assert_nonnull (rs);
      game = bx_game_new (rs, &error);
      g_assert_no_error (error);
      h = hash_games (game, n, &pairs);
      bx_game_free (game);
      if (env != NULL)
        g_print ("%-20s %8u games %10" G_GUINT64_FORMAT " pairs  0x%016" G_GINT64_MODIFIER "x\n",
                 expected[v].id, n, pairs, h);
      else
        {
          g_test_message ("%s: %" G_GUINT64_FORMAT " pairs, 0x%016" G_GINT64_MODIFIER "x",
                          expected[v].id, pairs, h);
          g_assert_cmphex (h, ==, expected[v].hash);
        }
    }
}

/* A move as text: its steps, its flags and its rules by id, for set comparison. */
static char *
move_key (const BxGame *game,
          const BxMove *m)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "f%u", m->flags);
  for (guint k = 0; k < m->n_steps; k++)
    g_string_append_printf (out, " %d/%d:%u:%u", m->steps[k].from, m->steps[k].to,
                            m->steps[k].die, m->steps[k].flags);
  for (guint k = 0; k < m->n_rules; k++)
    g_string_append_printf (out, " %s", bx_game_rule_id (game, m->rules[k]));
  return g_string_free (out, FALSE);
}

/* The fast path and the general search give the same moves for `t` from `s`. */
static void
compare_generators (const BxGame  *game,
                    const BxState *s,
                    const BxThrow *t,
                    GArray        *fast,
                    GArray        *general)
{
  g_autoptr(GHashTable) set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  _bx_shuanglu_legal_moves_with (game, s, t, BX_SHUANGLU_GEN_AUTO, fast);
  _bx_shuanglu_legal_moves_with (game, s, t, BX_SHUANGLU_GEN_SEARCH, general);
  g_assert_cmpuint (fast->len, >, 0);
  g_assert_cmpuint (fast->len, ==, general->len);
  /* As sets of moves with their rule ids … */
  for (guint i = 0; i < general->len; i++)
    g_assert_true (g_hash_table_add (set, move_key (game, &g_array_index (general, BxMove,
                                                                           i))));
  for (guint i = 0; i < fast->len; i++)
    {
      g_autofree char *key = move_key (game, &g_array_index (fast, BxMove, i));
      if (!g_hash_table_contains (set, key))
        g_error ("%s: the fast path's move %s is not the search's",
                 bx_ruleset_get_id (bx_game_get_ruleset (game)), key);
    }
  /* … and move for move, in the same order. */
  for (guint i = 0; i < fast->len; i++)
    g_assert_true (memcmp (&g_array_index (fast, BxMove, i), &g_array_index (general, BxMove, i),
                           sizeof (BxMove)) == 0);
}

static void
test_generators (void)
{
  g_autoptr(GArray) fast = bx_move_list_new ();
  g_autoptr(GArray) general = bx_move_list_new ();

  for (guint v = 0; v < G_N_ELEMENTS (expected); v++)
    {
      g_autoptr(GError) error = NULL;
      BxRuleset *rs = bx_ruleset_library_get (library, expected[v].id);
      BxGame *game;
      guint64 positions = 0;

      g_assert_nonnull (rs);
      game = bx_game_new (rs, &error);
      g_assert_no_error (error);
      for (guint64 seed = 1; seed <= COMPARE_GAMES; seed++)
        {
          BxState s;
          BxRng choice;

          bx_rng_init (&choice, seed * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
          bx_game_init_state (game, &s);
          while (!bx_game_is_over (game, &s))
            {
              BxThrow t;
              BxState other = s;

              other.player = 1 - s.player;
              /* Every throw of two numbers (the fast path's), for both players. */
              for (guint8 a = 1; a <= 6; a++)
                for (guint8 b = a; b <= 6; b++)
                  {
                    BxThrow two = { .n = 2, .d = { a, b } };
                    compare_generators (game, &s, &two, fast, general);
                    compare_generators (game, &other, &two, fast, general);
                    positions += 2;
                  }
              /* The game's own throw (three dice in some variants). */
              bx_game_throw (game, &s, seed * 31 + s.turn, &t);
              compare_generators (game, &s, &t, fast, general);
              /* With three dice, every throw of three numbers in every order (the order
               * of the numbers is the order of the search), at every tenth position. */
              if (t.n == 3 && s.turn % 10 == 0)
                for (guint8 a = 1; a <= 6; a++)
                  for (guint8 b = 1; b <= 6; b++)
                    for (guint8 c = 1; c <= 6; c++)
                      {
                        BxThrow three = { .n = 3, .d = { a, b, c } };
                        compare_generators (game, &s, &three, fast, general);
                        positions++;
                      }
              bx_game_apply (game, &s, &t,
                             &g_array_index (fast, BxMove, bx_rng_uniform (&choice, fast->len)));
            }
        }
      g_test_message ("%s: %" G_GUINT64_FORMAT " (position, throw) pairs compared",
                      expected[v].id, positions);
      bx_game_free (game);
    }
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
  g_test_add_func ("/rules/shuanglu/movegen/hashes", test_hashes);
  g_test_add_func ("/rules/shuanglu/movegen/generators", test_generators);
  rc = g_test_run ();
  bx_ruleset_library_free (library);
  return rc;
}
