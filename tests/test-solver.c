/* test-solver.c: the exact solver (bx-solver.h) on 塞's 代弈 (bx-sai-index.c)
 *
 * - the index: every index comes back, and positions alike under the colour and lane
 *   symmetries share one;
 * - small boards (board.lanes, board.cells): the solution agrees with a plain value
 *   iteration over the raw positions, written here without the index or its symmetries;
 * - the full 代弈 (a few seconds in a debug build): positions worked out by hand, and the
 *   equations checked on positions of random games, straight from the engine;
 * - the cache file, and the perfect agent.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include "bx-agent.h"
#include "bx-cli.h"
#include "bx-core.h"
#include "bx-game.h"
#include "bx-ruleset.h"
#include "bx-solver.h"
#include "games/bx-sai.h"

#include "bx-test-util.h"
#include "bx-families.h"

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;
static BxGame *daiyi, *bai2, *daibo;
static BxSolution *daiyi_solution;

/* The full solve, once for the tests that need it. */
static BxSolution *
full_solution (void)
{
  g_autoptr(GError) error = NULL;

  if (daiyi_solution == NULL)
    daiyi_solution = bx_solver_solve (daiyi, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  return daiyi_solution;
}

/* A 代弈 of @lanes lanes and @cells cells extending @parent, from a temporary file. */
static BxGame *
small_game (const char *parent,
            int         lanes,
            int         cells)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *xml = NULL;
  g_autoptr(BxRuleset) rs = NULL;
  BxGame *game;
  int fd;

  fd = g_file_open_tmp ("sai-small-XXXXXX.xml", &path, &error);
  g_assert_no_error (error);
  close (fd);
  xml = g_strdup_printf (
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<ruleset xmlns=\"https://boxi.github.io/ns/ruleset/1\" id=\"%s-small\" family=\"sai\" "
    "extends=\"%s\" playable=\"true\" source=\"saifu.fu\">\n"
    "  <name xml:lang=\"zh\">小</name><name xml:lang=\"en\">Small</name>\n"
    "  <rule id=\"daiyi.board\" topic=\"setup\" status=\"conjectured\">\n"
    "    <statement xml:lang=\"en\">A small board.</statement>\n"
    "    <statement xml:lang=\"zh\">小局。</statement>\n"
    "    <cite>saifu.fu.6</cite>\n"
    "    <reconstruction ref=\"rec.boxi\">test</reconstruction>\n"
    "    <param name=\"layout\" value=\"lanes\"/>\n"
    "    <param name=\"board.lanes\" value=\"%d\"/>\n"
    "    <param name=\"board.cells\" value=\"%d\"/>\n"
    "  </rule>\n"
    "  <rule id=\"daiyi.setup\" topic=\"setup\" status=\"conjectured\">\n"
    "    <statement xml:lang=\"en\">One piece a lane.</statement>\n"
    "    <statement xml:lang=\"zh\">每道一子。</statement>\n"
    "    <cite>saifu.fu.8</cite>\n"
    "    <reconstruction ref=\"rec.boxi\">test</reconstruction>\n"
    "    <param name=\"pieces\" value=\"%d\"/>\n"
    "  </rule>\n</ruleset>\n", parent, parent, lanes, cells, lanes);
  g_assert_true (g_file_set_contents (path, xml, -1, &error));
  g_assert_no_error (error);
  rs = bx_ruleset_new_from_file (path, NULL, bx_ruleset_library_get (library, parent),
                                 bx_clause_index_check_func, clauses, &error);
  g_assert_no_error (error);
  game = bx_game_new (rs, &error);
  g_assert_no_error (error);
  g_unlink (path);
  return game;
}

/* ---------------------------------------------------------------- symmetries */

/* @s with its lanes permuted by @perm. */
static void
permute (const BxGame  *game,
         const BxState *s,
         const int     *perm,
         BxState       *out)
{
  const BxSaiState *a = bx_sai_state_const (s);
  BxSaiState *b;

  *out = *s;
  b = bx_sai_state (out);
  for (guint i = 0; i < bx_sai_get_lanes (game); i++)
    for (int p = 0; p < 2; p++)
      b->pos[p][i] = a->pos[p][perm[i]];
}

/* @s turned round: the colours swapped, the rows mirrored, the other player to move. */
static void
mirror (const BxGame  *game,
        const BxState *s,
        BxState       *out)
{
  const BxSaiState *a = bx_sai_state_const (s);
  int cells = (int) bx_sai_get_cells (game);
  BxSaiState *b;

  *out = *s;
  b = bx_sai_state (out);
  out->player = (gint8) (1 - s->player);
  for (guint i = 0; i < bx_sai_get_lanes (game); i++)
    {
      b->pos[0][i] = (gint8) (cells - 1 - a->pos[1][i]);
      b->pos[1][i] = (gint8) (cells - 1 - a->pos[0][i]);
    }
}

/* Positions of seeded random games (idle reset, so that no move ends in a draw). */
static GArray *
random_positions (BxGame *game,
                  guint   n_games)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (BxState));
  g_autoptr(GArray) moves = bx_move_list_new ();

  for (guint g = 0; g < n_games; g++)
    {
      BxState s;
      BxRng choice;

      bx_game_init_state (game, &s);
      bx_rng_init (&choice, 1000 + g);
      while (!bx_game_is_over (game, &s))
        {
          BxThrow t;
          BxState keep = s;
          bx_sai_state (&keep)->idle = 0;
          g_array_append_val (out, keep);
          bx_game_throw (game, &s, 77 + g, &t);
          bx_game_apply (game, &s, &t, bx_game_random_move (game, &s, &t, &choice, moves));
        }
    }
  return out;
}

static void
test_index_round_trip (void)
{
  guint64 n = bx_game_state_count (daiyi);
  g_autoptr(GArray) states = NULL;
  guint64 live = 0;

  /* C(20 + 5 − 1, 5) multisets of lane pairs, × 2 for the decision to throw. */
  g_assert_cmpuint (n, ==, 42504 * 2);
  g_assert_cmpuint (bx_game_state_count (bai2), ==, n);
  g_assert_cmpuint (bx_game_state_count (daibo), ==, 0);
  g_assert_true (bx_solver_can_solve (daiyi));
  g_assert_false (bx_solver_can_solve (daibo));
  for (guint64 i = 0; i < n; i++)
    {
      BxState s;
      gboolean in_play = bx_game_state_from_index (daiyi, i, &s);

      live += in_play;
      g_assert_cmpuint (bx_game_state_index (daiyi, &s), ==, i);
      g_assert_cmpint (s.player, ==, 0);
    }
  /* Out of play: one side has every piece home (56 + 56 − 1 multisets, × 2). */
  g_assert_cmpuint (n - live, ==, 111 * 2);

  states = random_positions (daiyi, 40);
  g_assert_cmpuint (states->len, >, 1000);
  for (guint k = 0; k < states->len; k++)
    {
      const BxState *s = &g_array_index (states, BxState, k);
      static const int perms[3][5] = { { 4, 3, 2, 1, 0 }, { 1, 2, 3, 4, 0 }, { 2, 0, 1, 4, 3 } };
      guint64 i = bx_game_state_index (daiyi, s);
      BxState o, r;
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (i, <, n);
      g_assert_true (bx_game_state_from_index (daiyi, i, &r));
      g_assert_true (bx_game_check_state (daiyi, &r, &error));
      g_assert_no_error (error);
      mirror (daiyi, s, &o);
      g_assert_cmpuint (bx_game_state_index (daiyi, &o), ==, i);
      for (guint p = 0; p < G_N_ELEMENTS (perms); p++)
        {
          permute (daiyi, s, perms[p], &o);
          g_assert_cmpuint (bx_game_state_index (daiyi, &o), ==, i);
        }
    }
}

/* ---------------------------------------------------------------- small boards */

/* A raw position: every piece's row, the mover, the decision; no symmetry. */
static guint
raw_key (const BxGame  *game,
         const BxState *s)
{
  const BxSaiState *a = bx_sai_state_const (s);
  guint key = 0, cells = bx_sai_get_cells (game);

  for (guint i = 0; i < bx_sai_get_lanes (game); i++)
    key = (key * cells + (guint) a->pos[0][i]) * cells + (guint) a->pos[1][i];
  return (key * 2 + (guint) s->player) * 2 + a->thrown;
}

static gboolean
raw_state (const BxGame *game,
           guint         key,
           BxState      *s)
{
  guint lanes = bx_sai_get_lanes (game), cells = bx_sai_get_cells (game);
  BxSaiState *a;
  gboolean red_home = TRUE, white_home = TRUE;

  bx_game_init_state (game, s);
  a = bx_sai_state (s);
  a->thrown = key % 2;
  key /= 2;
  s->player = (gint8) (key % 2);
  key /= 2;
  for (int i = (int) lanes - 1; i >= 0; i--)
    {
      a->pos[1][i] = (gint8) (key % cells);
      key /= cells;
      a->pos[0][i] = (gint8) (key % cells);
      key /= cells;
      if (a->pos[0][i] == a->pos[1][i])
        return FALSE;
      red_home = red_home && a->pos[0][i] == (gint8) cells - 1;
      white_home = white_home && a->pos[1][i] == 0;
    }
  /* best: as the engine reads a position (state_from_json). */
  a->best[0] = a->best[1] = 0;
  for (guint i = 0; i < lanes; i++)
    {
      a->best[0] += (guint8) a->pos[0][i];
      a->best[1] += (guint8) (cells - 1 - (guint) a->pos[1][i]);
    }
  if (!bx_sai_throw_optional (game) && a->thrown)
    return FALSE;
  return !red_home && !white_home;
}

/* The value of @m for the mover of @s under the raw values @v. */
static double
raw_child (const BxGame  *game,
           const BxState *s,
           const BxThrow *t,
           const BxMove  *m,
           const double  *v)
{
  BxState c = *s;

  bx_game_apply (game, &c, t, m);
  if (c.winner >= 0)
    return c.winner == s->player ? 1.0 : c.winner == BX_SAI_DRAW ? 0.5 : 0.0;
  return c.player == s->player ? v[raw_key (game, &c)] : 1.0 - v[raw_key (game, &c)];
}

static void
check_small (const char *parent,
             int         lanes,
             int         cells)
{
  g_autoptr(BxGame) game = small_game (parent, lanes, cells);
  g_autoptr(BxSolution) sol = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) moves = bx_move_list_new ();
  guint n = 4;
  g_autofree double *v = NULL;
  double delta = 1;
  guint compared = 0;

  g_assert_true (bx_solver_can_solve (game));
  sol = bx_solver_solve (game, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  for (int i = 0; i < 2 * lanes; i++)
    n *= (guint) cells;
  v = g_new (double, n);
  for (guint k = 0; k < n; k++)
    v[k] = 0.5;
  /* Plain Gauss–Seidel over the raw positions, to far below the solver's tolerance. */
  while (delta > 1e-13)
    {
      delta = 0;
      for (guint k = 0; k < n; k++)
        {
          BxState s;
          double sum = 0;
          BxThrow t = { 0 };

          if (!raw_state (game, k, &s))
            continue;
          if (bx_sai_throw_optional (game) && !bx_sai_state (&s)->thrown)
            {
              sum = 0;
              bx_game_legal_moves (game, &s, &t, moves);
              for (guint i = 0; i < moves->len; i++)
                sum = MAX (sum, raw_child (game, &s, &t,
                                           &g_array_index (moves, BxMove, i), v));
            }
          else
            for (guint8 f = 1; f <= 4; f++)
              {
                double best = 0;
                t.n = 1;
                t.d[0] = f;
                bx_game_legal_moves (game, &s, &t, moves);
                for (guint i = 0; i < moves->len; i++)
                  best = MAX (best, raw_child (game, &s, &t,
                                               &g_array_index (moves, BxMove, i), v));
                sum += 0.25 * best;
              }
          delta = MAX (delta, fabs (sum - v[k]));
          v[k] = sum;
        }
    }
  for (guint k = 0; k < n; k++)
    {
      BxState s;

      if (!raw_state (game, k, &s))
        continue;
      g_assert_cmpfloat_with_epsilon (bx_solution_value (sol, game, &s, s.player), v[k], 1e-6);
      g_assert_cmpfloat_with_epsilon (bx_solution_value (sol, game, &s, 1 - s.player),
                                      1.0 - v[k], 1e-6);
      compared++;
    }
  g_assert_cmpuint (compared, >, n / 4);
  g_assert_cmpuint (bx_solution_get_stats (sol)->n_states, <, compared);
}

static void
test_small_boards (void)
{
  check_small ("sai/daiyi", 3, 3);
  check_small ("sai/daiyi", 2, 4);
  check_small ("sai/daiyi-bai2", 2, 4);
}

/* ---------------------------------------------------------------- the full 代弈 */

/* Red to move with the last piece (lane a) on row 4, one step from home; White's last
 * piece (lane b) one step from home too; everything else home. */
#define LAST_STEP "\"red\":[\"a4\",\"b5\",\"c5\",\"d5\",\"e5\"]," \
                  "\"white\":[\"a1\",\"b2\",\"c1\",\"d1\",\"e1\"]"

static void
test_full_positions (void)
{
  BxSolution *sol = full_solution ();
  const BxSolveStats *st = bx_solution_get_stats (sol);
  BxState s, o;

  g_assert_cmpuint (st->n_states, ==, 85008);
  g_assert_cmpuint (st->n_live, ==, 85008 - 222);
  g_assert_cmpfloat (st->residual, <=, BX_SOLVER_TOLERANCE);
  g_assert_false (st->from_cache);

  /* At the decision Red steps home without throwing (daiyi.decline): a sure win. */
  bx_test_make_state (daiyi, "{" LAST_STEP ",\"player\":\"red\"}", &s);
  g_assert_cmpfloat_with_epsilon (bx_solution_value (sol, daiyi, &s, 0), 1.0, 1e-9);
  /* Having thrown, Red wins on 塞 only (1/4): 白 has nothing to jump, 黑 steps the piece
   * back (home pieces stay, daiyi.home), 五 passes; then White steps home unthrown. */
  bx_test_make_state (daiyi, "{" LAST_STEP ",\"player\":\"red\",\"thrown\":true}", &s);
  g_assert_cmpfloat_with_epsilon (bx_solution_value (sol, daiyi, &s, 0), 0.25, 1e-9);
  g_assert_cmpfloat_with_epsilon (bx_solution_value (sol, daiyi, &s, 1), 0.75, 1e-9);
  /* The same turned round, White to move. */
  mirror (daiyi, &s, &o);
  g_assert_cmpfloat_with_epsilon (bx_solution_value (sol, daiyi, &o, 1), 0.25, 1e-9);

  /* The opening: whoever moves first has the same chance (the colours are alike). */
  bx_game_init_state (daiyi, &s);
  mirror (daiyi, &s, &o);
  g_assert_cmpfloat (bx_solution_value (sol, daiyi, &s, 0), >, 0.0);
  g_assert_cmpfloat (bx_solution_value (sol, daiyi, &s, 0), <, 1.0);
  g_assert_cmpfloat_with_epsilon (bx_solution_value (sol, daiyi, &s, 0),
                                  bx_solution_value (sol, daiyi, &o, 1), 1e-12);
}

/* The equations hold on positions of random games, computed from the engine on the
 * positions themselves (not on the index's representatives). */
static void
test_full_equations (void)
{
  BxSolution *sol = full_solution ();
  g_autoptr(GArray) states = random_positions (daiyi, 30);
  g_autoptr(GArray) moves = bx_move_list_new ();

  for (guint k = 0; k < states->len; k++)
    {
      const BxState *s = &g_array_index (states, BxState, k);
      double sum = 0;
      BxThrow t = { 0 };

      bx_game_throw (daiyi, s, 5, &t);
      if (t.n == 0)
        {
          bx_game_legal_moves (daiyi, s, &t, moves);
          for (guint i = 0; i < moves->len; i++)
            sum = MAX (sum, bx_solution_move_value (sol, daiyi, s, &t,
                                                    &g_array_index (moves, BxMove, i),
                                                    s->player));
        }
      else
        for (guint8 f = 1; f <= 4; f++)
          {
            double best = 0;
            t.d[0] = f;
            bx_game_legal_moves (daiyi, s, &t, moves);
            for (guint i = 0; i < moves->len; i++)
              best = MAX (best, bx_solution_move_value (sol, daiyi, s, &t,
                                                        &g_array_index (moves, BxMove, i),
                                                        s->player));
            sum += 0.25 * best;
          }
      g_assert_cmpfloat_with_epsilon (bx_solution_value (sol, daiyi, s, s->player), sum, 1e-7);
    }
}

/* ---------------------------------------------------------------- files */

static void
progress_cb (double      fraction,
             const char *what,
             gpointer    user_data)
{
  double *last = user_data;

  g_assert_true (fraction >= 0 && fraction <= 1);
  g_assert_true (strcmp (what, "positions") == 0 || strcmp (what, "iterating") == 0);
  *last = fraction;
}

static void
test_cache (void)
{
  BxSolution *sol = full_solution ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BxSolution) back = NULL;
  g_autoptr(BxSolution) got = NULL;
  g_autoptr(BxSolution) peeked = NULL;
  g_autoptr(GCancellable) cancel = g_cancellable_new ();
  g_autoptr(BxGame) small = small_game ("sai/daiyi", 2, 3);
  g_autofree char *dir = g_dir_make_tmp ("boxi-solve-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "sub", "daiyi.bin", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *key = bx_solver_cache_key (daiyi);
  g_autofree char *key2 = bx_solver_cache_key (bai2);
  g_autofree char *cache = NULL;
  double last = -1;
  gsize len;
  BxState s;

  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (key, "sai-daiyi-"));
  g_assert_cmpstr (key, !=, key2);
  g_assert_true (bx_solution_fits (sol, daiyi));
  g_assert_false (bx_solution_fits (sol, bai2));

  /* Round trip. */
  g_assert_true (bx_solution_save (sol, path, &error));
  g_assert_no_error (error);
  back = bx_solution_load (daiyi, path, &error);
  g_assert_no_error (error);
  g_assert_true (bx_solution_get_stats (back)->from_cache);
  g_assert_cmpuint (bx_solution_get_stats (back)->iterations, ==,
                    bx_solution_get_stats (sol)->iterations);
  bx_game_init_state (daiyi, &s);
  g_assert_cmpfloat (bx_solution_value (back, daiyi, &s, 0), ==,
                     bx_solution_value (sol, daiyi, &s, 0));
  g_clear_pointer (&back, bx_solution_unref);

  /* Another game's file, and a stale one, are refused. */
  back = bx_solution_load (bai2, path, &error);
  g_assert_null (back);
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (path, &contents, &len, &error));
  /* Index 0 (Red on row 1 and White on row 2 in every lane, not thrown) is checked. */
  ((double *) (contents + len - 85008 * sizeof (double)))[0] = 0.123;
  g_assert_true (g_file_set_contents (path, contents, (gssize) len, &error));
  back = bx_solution_load (daiyi, path, &error);
  g_assert_null (back);
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_clear_error (&error);
  g_unlink (path);

  /* The user cache (XDG_CACHE_HOME of the tests): solved with progress, then in memory. */
  cache = bx_solver_cache_path (small);
  g_unlink (cache);
  g_cancellable_cancel (cancel);
  g_assert_null (bx_solver_get (small, NULL, NULL, cancel, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_null (bx_solver_peek (small));
  g_assert_false (g_file_test (cache, G_FILE_TEST_EXISTS));
  got = bx_solver_get (small, progress_cb, &last, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (last, ==, 1.0);
  g_assert_true (g_file_test (cache, G_FILE_TEST_IS_REGULAR));
  peeked = bx_solver_peek (small);
  g_assert_true (peeked == got);
  bx_game_init_state (small, &s);
  {
    double v = -1;
    g_assert_true (bx_solver_exact_value (small, &s, 1, &v));
    g_assert_cmpfloat (v, ==, 1.0 - bx_solution_value (got, small, &s, 0));
  }
  g_assert_false (bx_solver_exact_value (daibo, &s, 0, &last));
  {
    g_autofree char *sub = g_path_get_dirname (path);
    g_rmdir (sub);
    g_rmdir (dir);
  }
}

/* ---------------------------------------------------------------- the agent */

static void
test_perfect_agent (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BxAgent) agent = NULL;
  g_autoptr(BxAgent) fallback = bx_agent_new (daibo, BX_AGENT_PERFECT, 1);
  g_autoptr(GArray) states = random_positions (daiyi, 10);
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxSolution *sol = full_solution ();
  BxAgentChoice c;
  BxState s;
  BxThrow t = { 0 };

  g_assert_true (bx_agent_level_available (daiyi, BX_AGENT_PERFECT));
  g_assert_true (bx_agent_level_available (bai2, BX_AGENT_PERFECT));
  g_assert_false (bx_agent_level_available (daibo, BX_AGENT_PERFECT));
  g_assert_cmpint (bx_agent_get_level (fallback), ==, BX_AGENT_STRONG);
  agent = bx_agent_new (daiyi, BX_AGENT_PERFECT, 7);
  g_assert_cmpint (bx_agent_get_level (agent), ==, BX_AGENT_PERFECT);

  /* Thrown 塞: the step home, a sure win; the position before was 1/4. */
  bx_test_make_state (daiyi, "{" LAST_STEP ",\"player\":\"red\",\"thrown\":true}", &s);
  t.n = 1;
  t.d[0] = BX_QIONG_SAI;
  g_assert_true (bx_agent_choose (agent, &s, &t, 0, &c));
  g_assert_cmpfloat_with_epsilon (c.value, 1.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (c.before, 0.25, 1e-9);
  {
    g_autofree char *n = bx_game_describe_move (daiyi, &s, &c.move);
    g_assert_cmpstr (n, ==, "a4-a5");
  }
  g_assert_cmpstr (c.reason, ==, "the only move (advances); exactly 100.0% to win after it");
  g_assert_cmpstr (c.reason_zh, ==, "唯一的走法（行棋）；確切勝率 100.0%");
  bx_agent_choice_clear (&c);
  /* Not thrown: stepping home at once beats throwing (1/4). */
  bx_test_make_state (daiyi, "{" LAST_STEP ",\"player\":\"red\"}", &s);
  t.n = 0;
  g_assert_true (bx_agent_choose (agent, &s, &t, 0, &c));
  g_assert_cmpuint (c.n_moves, ==, 2);
  g_assert_cmpstr (c.reason, ==, "advances; exactly 100.0% to win after this move (next best "
                   "25.0%)");
  g_assert_cmpstr (c.reason_zh, ==, "行棋；走這步後確切勝率 100.0%（次佳 25.0%）");
  bx_agent_choice_clear (&c);

  /* On every position of random games: the move with the best exact value. */
  for (guint k = 0; k < states->len; k++)
    {
      const BxState *p = &g_array_index (states, BxState, k);
      double best = 0;

      bx_game_throw (daiyi, p, k, &t);
      bx_game_legal_moves (daiyi, p, &t, moves);
      for (guint i = 0; i < moves->len; i++)
        best = MAX (best, bx_solution_move_value (sol, daiyi, p, &t,
                                                  &g_array_index (moves, BxMove, i),
                                                  p->player));
      g_assert_true (bx_agent_choose (agent, p, &t, 0, &c));
      g_assert_cmpint (bx_game_find_move (moves, &c.move), >=, 0);
      g_assert_cmpfloat_with_epsilon (c.value, best, 1e-9);
      g_assert_cmpfloat_with_epsilon (bx_solution_throw_value (sol, daiyi, p, &t, p->player),
                                      best, 1e-12);
      g_assert_cmpfloat_with_epsilon (bx_solution_throw_value (sol, daiyi, p, &t,
                                                               1 - p->player),
                                      1.0 - best, 1e-12);
      g_assert_cmpfloat (c.before, ==, bx_solution_value (sol, daiyi, p, p->player));
      bx_agent_choice_clear (&c);
    }
  g_assert_no_error (error);
}

/* ---------------------------------------------------------------- the CLI */

static void
test_cli_solve (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *dir = g_dir_make_tmp ("boxi-solve-XXXXXX", &error);
  g_autofree char *file = g_build_filename (dir, "bai2.bin", NULL);
  char *solve[] = { "boxi-cli", "solve", "sai/daiyi-bai2", "--out", file, "--rulesets",
                    SOURCE_RULESETS_DIR, "--texts", SOURCE_TEXTS_DIR, NULL };
  char *daibo_argv[] = { "boxi-cli", "solve", "sai/daibo", "--rulesets", SOURCE_RULESETS_DIR,
                         "--texts", SOURCE_TEXTS_DIR, NULL };
  g_autoptr(BxSolution) back = NULL;
  JsonObject *o;
  BxState s;

  g_assert_no_error (error);
  g_assert_cmpint (bx_cli_run (G_N_ELEMENTS (solve) - 1, solve, out, err), ==, 0);
  g_assert_cmpstr (err->str, ==, "");
  g_assert_true (json_parser_load_from_data (parser, out->str, -1, &error));
  g_assert_no_error (error);
  o = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (o, "states"), ==, 85008);
  g_assert_cmpint (json_object_get_int_member (o, "live"), ==, 84786);
  g_assert_cmpint (json_object_get_int_member (o, "iterations"), >, 1);
  g_assert_false (json_object_get_boolean_member (o, "from_cache"));
  g_assert_cmpstr (json_object_get_string_member (o, "file"), ==, file);
  g_assert_cmpstr (json_object_get_string_member (o, "opening_player"), ==, "red");
  back = bx_solution_load (bai2, file, &error);
  g_assert_no_error (error);
  bx_game_init_state (bai2, &s);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (o, "opening_value"),
                                  bx_solution_value (back, bai2, &s, 0), 1e-6);
  g_unlink (file);
  g_rmdir (dir);

  g_string_truncate (out, 0);
  g_assert_cmpint (bx_cli_run (G_N_ELEMENTS (daibo_argv) - 1, daibo_argv, out, err), ==, 1);
  g_assert_nonnull (strstr (err->str, "sai/daibo cannot be solved"));
  g_assert_cmpstr (out->str, ==, "");
}

int
main (int    argc,
      char **argv)
{
  int rc;

  bx_test_init (&argc, &argv, &clauses, &library);
  bx_test_new_sai_games (library, &daiyi, &bai2, &daibo);

  g_test_add_func ("/solver/sai/index/round-trip", test_index_round_trip);
  g_test_add_func ("/solver/sai/small-boards/raw", test_small_boards);
  g_test_add_func ("/solver/sai/daiyi/positions", test_full_positions);
  g_test_add_func ("/solver/sai/daiyi/equations", test_full_equations);
  g_test_add_func ("/solver/cache", test_cache);
  g_test_add_func ("/solver/agent/perfect", test_perfect_agent);
  g_test_add_func ("/solver/cli/solve", test_cli_solve);
  rc = g_test_run ();

  g_clear_pointer (&daiyi_solution, bx_solution_unref);
  bx_test_free_sai_games (daiyi, bai2, daibo, library, clauses);
  return rc;
}
