/* bx-shuanglu-eval.c: how a 雙陸 position stands, for the computer players
 *
 * A race with hitting: each side's pip count (the numbers it still needs: every piece's
 * own point, 25 from the bar, 0 borne off; under win.all-home only the points beyond the
 * 宫), plus the pips a lone piece stands to lose where hit.lone lets it be hit, weighted by
 * the chance that an enemy piece behind it throws the distance (exact for the ruleset's
 * dice: one number or the sum of several, a double played as doubles.moves numbers; the
 * points in between taken as open).  The difference, with the tempo of the side to move
 * (half of what a turn moves on average, extra throws on 雙彩 included), gives the
 * probability by a logistic curve whose width grows with the race (an 8 % lead in a
 * 100-pip race wins about three games in four).  It reads only ruleset params
 * (board.home, hit.lone, win.all-home, the dice, doubles.*, gates.points, as the engine
 * read them), never a variant's name, so it serves all fourteen variants.
 * Where gates.points makes some points passable only on 雙彩 (大食), each run of gates a
 * piece still has to pass or reach (the bar's pieces pass them all, and bearing off
 * passes the gates of the 宫) costs a fixed number of pips more: the throws it waits for
 * a pair; a piece hit loses those runs too; and a shot that passes or reaches a gate
 * counts only the throws of 雙彩.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-shuanglu-eval.h"

#include <math.h>
#include <string.h>

#include "bx-evals.h"
#include "bx-shuanglu.h"
#include "bx-shuanglu-private.h"

/* How many runs of gates a piece on own point @from (25: the bar) still has to pass or
 * reach on its way off: each needs a throw of 雙彩 of its own. */
static int
gate_runs (guint32 gates,
           int     from)
{
  int runs = 0;

  /* A run is counted at its top gate: the next point up is no gate, or is @from. */
  for (int i = 1; i < from; i++)
    if ((gates >> i & 1) && (i + 1 >= from || !(gates >> (i + 1) & 1)))
      runs++;
  return runs;
}

/* What the dice of a ruleset bring, for the evaluation: the chance that a throw can cover
 * a distance (by one number or the sum of several; the points in between are taken as
 * open), with any throw or only with one that opens the gates (雙彩), and the pips a turn
 * moves on average (extra throws included). */
typedef struct
{
  /* the key: the dice and how the engine reads a throw (Priv) */
  BxDiceSpec spec;
  int        doubles_moves;
  int        doubles_kind;
  gboolean   extra_throw;
  /* the values */
  double     hit_any[BX_SHUANGLU_N_POINTS + 1];   /* [d], d = 1 … 24 */
  double     hit_gated[BX_SHUANGLU_N_POINTS + 1]; /* [d] with a throw of 雙彩 */
  double     turn_pips;
} DiceStats;

#define N_STATS 16

G_LOCK_DEFINE_STATIC (stats);
static DiceStats *stats_cache[N_STATS];

static void
dice_stats_fill (DiceStats *ds)
{
  g_autoptr (GArray) throws = bx_dice_enumerate (&ds->spec);
  double p_extra = 0, pips = 0;

  for (guint k = 0; k < throws->len; k++)
    {
      const BxThrowProb *tp = &g_array_index (throws, BxThrowProb, k);
      double p = (double) tp->numerator / (double) tp->denominator;
      int nums[MAX_DICE];
      int n = 0, total = 0;
      gboolean opens = FALSE;
      guint32 sums = 0;

      /* The numbers of the throw, as the engine plays them (bx-shuanglu-movegen.c). */
      if (bx_throw_is_double (&tp->dice))
        for (int i = 0; i < ds->doubles_moves && n < MAX_DICE; i++)
          nums[n++] = tp->dice.d[0];
      else
        for (guint i = 0; i < tp->dice.n && n < MAX_DICE; i++)
          nums[n++] = tp->dice.d[i];
      /* 雙彩, as throw_is_shuangcai() reads it */
      if (ds->doubles_kind == DOUBLE_ALL)
        opens = bx_throw_is_double (&tp->dice);
      else
        for (guint i = 0; i < tp->dice.n; i++)
          for (guint j = 0; j < i; j++)
            opens |= tp->dice.d[i] == tp->dice.d[j];
      /* Every distance some of the numbers add up to. */
      for (int mask = 1; mask < 1 << n; mask++)
        {
          int sum = 0;
          for (int i = 0; i < n; i++)
            if (mask >> i & 1)
              sum += nums[i];
          if (sum <= BX_SHUANGLU_N_POINTS)
            sums |= 1u << sum;
        }
      for (int d = 1; d <= BX_SHUANGLU_N_POINTS; d++)
        if (sums >> d & 1)
          {
            ds->hit_any[d] += p;
            if (opens)
              ds->hit_gated[d] += p;
          }
      for (int i = 0; i < n; i++)
        total += nums[i];
      pips += p * total;
      if (ds->extra_throw && opens)
        p_extra += p;
    }
  ds->turn_pips = pips / MAX (1.0 - p_extra, 0.1);
}

/* The dice statistics of @game's ruleset (computed once for each kind of dice, kept for
 * the life of the process; safe from any thread; past N_STATS kinds, computed into
 * @local each time). */
static const DiceStats *
dice_stats (const BxGame *game,
            const Priv   *pv,
            DiceStats    *local)
{
  const BxDiceSpec *spec = bx_game_get_dice (game);
  const DiceStats *found = NULL;

  G_LOCK (stats);
  for (guint i = 0; i < N_STATS && found == NULL; i++)
    {
      DiceStats *ds = stats_cache[i];
      if (ds == NULL)
        {
          ds = g_new0 (DiceStats, 1);
          ds->spec = *spec;
          ds->doubles_moves = pv->doubles_moves;
          ds->doubles_kind = pv->doubles_kind;
          ds->extra_throw = pv->extra_throw;
          dice_stats_fill (ds);
          stats_cache[i] = ds;
        }
      if (ds->spec.kind == spec->kind && ds->spec.count == spec->count
          && ds->spec.fixed_total == spec->fixed_total
          && ds->doubles_moves == pv->doubles_moves && ds->doubles_kind == pv->doubles_kind
          && ds->extra_throw == pv->extra_throw)
        found = ds;
    }
  G_UNLOCK (stats);
  if (found != NULL)
    return found;
  memset (local, 0, sizeof *local);
  local->spec = *spec;
  local->doubles_moves = pv->doubles_moves;
  local->doubles_kind = pv->doubles_kind;
  local->extra_throw = pv->extra_throw;
  dice_stats_fill (local);
  return local;
}

/* The gates (bit p: own point p) a piece passes or lands on going from own point @from
 * (25: the bar) down to own point @to. */
static inline guint32
gates_between (guint32 gates,
               int     to,
               int     from)
{
  guint32 span = (((guint32) 2 << (from - 1)) - 1) & ~(((guint32) 1 << to) - 1);
  return gates & span;
}

/* The chance that an enemy piece standing @d pips behind hits (0 beyond the board). */
static inline double
shot_chance (const DiceStats *ds,
             int              d,
             gboolean         gated)
{
  if (d <= 0 || d > BX_SHUANGLU_N_POINTS)
    return 0;
  return gated ? ds->hit_gated[d] : ds->hit_any[d];
}

/* Pips still needed by @p, and the pips its lone pieces expect to lose. */
static double
side_pips (const BxShuangluState *s,
           int                    p,
           int                    home,
           gboolean               all_home,
           gboolean               hittable,
           const DiceStats       *ds,
           guint32                gates,
           double                 gate_pips,
           double                *risk)
{
  double pips = 0;
  int q = 1 - p;
  int sign = p == 0 ? 1 : -1;

  *risk = 0;
  pips += s->bar[p] * ((all_home ? 25 - home : 25) + gate_pips * gate_runs (gates, 25));
  for (int i = 0; i < BX_SHUANGLU_N_POINTS; i++)
    {
      int n = s->points[i] * sign;
      int own;
      if (n <= 0)
        continue;
      own = bx_shuanglu_own_point (i, p);
      pips += n * ((all_home ? MAX (0, own - home) : own) + gate_pips * gate_runs (gates, own));
      if (n != 1 || !hittable)
        continue;
      {
        /* Where the enemy's pieces stand, on the enemy's count: they move down to it; a
         * shot that passes or reaches a gate needs a throw that opens the gates. */
        int target = bx_shuanglu_own_point (i, q);
        double miss = 1.0;
        if (s->bar[q] > 0)
          miss *= 1.0 - shot_chance (ds, 25 - target, gates_between (gates, target, 24) != 0);
        for (int j = 0; j < BX_SHUANGLU_N_POINTS; j++)
          if (s->points[j] * sign < 0)
            {
              int from = bx_shuanglu_own_point (j, q);
              if (from > target)
                miss *= 1.0 - shot_chance (ds, from - target,
                                           gates_between (gates, target, from - 1) != 0);
            }
        *risk += (1.0 - miss) * (25 - own + gate_pips * (gate_runs (gates, 25)
                                                          - gate_runs (gates, own)));
      }
    }
  return pips;
}

/**
 * bx_shuanglu_evaluate:
 * @game: a 雙陸 game
 * @state: a position
 * @player: 0 (White) or 1 (Black)
 *
 * Returns: the estimated probability that @player wins (see the file comment).
 */
double
bx_shuanglu_evaluate (const BxGame  *game,
                      const BxState *state,
                      int            player)
{
  const BxShuangluState *s = bx_shuanglu_state_const (state);
  const Priv *pv = bx_game_get_priv (game);
  DiceStats local;
  const DiceStats *ds;
  /* board.home, win.all-home, hit.lone and gates.points as the engine read them (Priv;
   * gates: bit p for own point p) */
  int home = pv->home;
  gboolean all_home = pv->win_all_home;
  gboolean hittable = pv->hit_lone;
  guint32 gates = pv->gates_mask;
  /* A run of gates still to pass costs about ten pips: tuned on 大食, greedy against
   * random 400 games: 0 → 73.8 %, 3 → 76.8 %, 6 → 78.5 %, 10 → 81.5 %, 15 → 80.8 %. */
  double gate_pips = 10.0;
  double risk_me, risk_opp, me, opp, diff, width;

  if (state->winner >= 0)
    return state->winner == player ? 1.0 : state->winner > 1 ? 0.5 : 0.0;
  ds = dice_stats (game, pv, &local);
  me = side_pips (s, player, home, all_home, hittable, ds, gates, gate_pips, &risk_me);
  opp = side_pips (s, 1 - player, home, all_home, hittable, ds, gates, gate_pips,
                   &risk_opp);
  diff = (opp + risk_opp) - (me + risk_me);
  /* The tempo of the side to move: half of what a turn moves. */
  diff += (state->player == player ? 1 : -1) * 0.5 * ds->turn_pips;
  width = 0.07 * (me + opp) / 2 + 2.0;
  return bx_eval_logistic (diff / width);
}
