/* bx-stats.c: seeded batches of games and their figures (see bx-stats.h)
 *
 * The games are shared out among worker threads by an atomic counter; each thread adds
 * into counts of its own, which are summed at the end.  Every figure is a sum of integers,
 * so a batch gives the same numbers on any number of threads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "bx-error.h"
#include "bx-ruleset.h"
#include "bx-stats.h"
#include "bx-version.h"

/* Bumped when the meaning of a cached figure changes. */
#define MAX_THREADS 8

/* ---------------------------------------------------------------- counts */

typedef struct
{
  guint    games;
  guint    unfinished;
  guint64  turns_total;
  guint64  moves_total;
  guint64  passes_total;
  GArray  *length_counts;
  guint    seat_wins[BX_MAX_PLAYERS];
  guint    draws;
  GArray  *score_counts;
  guint64  special_total[BX_MAX_PLAYERS];
  gboolean has_ledger;
  gint64   ledger_total[BX_MAX_PLAYERS];
  guint    n_rules;
  guint64 *rule_moves;
  guint   *rule_games;
  guint   *rule_results;
} Acc;

static void
acc_init (Acc   *a,
          guint  n_rules)
{
  memset (a, 0, sizeof *a);
  a->length_counts = g_array_new (FALSE, TRUE, sizeof (guint));
  a->score_counts = g_array_new (FALSE, TRUE, sizeof (guint));
  a->n_rules = n_rules;
  a->rule_moves = g_new0 (guint64, MAX (n_rules, 1));
  a->rule_games = g_new0 (guint, MAX (n_rules, 1));
  a->rule_results = g_new0 (guint, MAX (n_rules, 1));
}

static void
acc_clear (Acc *a)
{
  g_clear_pointer (&a->length_counts, g_array_unref);
  g_clear_pointer (&a->score_counts, g_array_unref);
  g_clear_pointer (&a->rule_moves, g_free);
  g_clear_pointer (&a->rule_games, g_free);
  g_clear_pointer (&a->rule_results, g_free);
}

static void
count_add (GArray *counts,
           guint   k,
           guint   n)
{
  if (k >= counts->len)
    g_array_set_size (counts, k + 1);
  g_array_index (counts, guint, k) += n;
}

static void
acc_merge (Acc       *into,
           const Acc *a)
{
  into->games += a->games;
  into->unfinished += a->unfinished;
  into->turns_total += a->turns_total;
  into->moves_total += a->moves_total;
  into->passes_total += a->passes_total;
  for (guint k = 0; k < a->length_counts->len; k++)
    count_add (into->length_counts, k, g_array_index (a->length_counts, guint, k));
  for (guint k = 0; k < a->score_counts->len; k++)
    count_add (into->score_counts, k, g_array_index (a->score_counts, guint, k));
  into->draws += a->draws;
  into->has_ledger |= a->has_ledger;
  for (guint p = 0; p < BX_MAX_PLAYERS; p++)
    {
      into->seat_wins[p] += a->seat_wins[p];
      into->special_total[p] += a->special_total[p];
      into->ledger_total[p] += a->ledger_total[p];
    }
  for (guint r = 0; r < a->n_rules; r++)
    {
      into->rule_moves[r] += a->rule_moves[r];
      into->rule_games[r] += a->rule_games[r];
      into->rule_results[r] += a->rule_results[r];
    }
}

/* ---------------------------------------------------------------- one game */

static gboolean
all_random (const BxStatsOptions *o)
{
  for (guint i = 0; i < o->n_agents; i++)
    if (o->agents[i] != BX_AGENT_RANDOM)
      return FALSE;
  return TRUE;
}

/* Plays game @index of the batch into @acc (see the conventions in bx-stats.h). */
static void
play_one (const BxGame         *game,
          const BxStatsOptions *o,
          guint                 index,
          GArray               *moves,
          guint8               *fired,
          Acc                  *acc)
{
  guint64 seed = o->seed + index;
  guint n = MIN (bx_game_get_n_players (game), BX_MAX_PLAYERS);
  BxAgent *agents[BX_MAX_PLAYERS] = { NULL };
  gboolean random = all_random (o);
  BxRng choice;
  BxState s;
  BxThrow t;
  BxResult res;
  gboolean finished = TRUE;

  memset (fired, 0, MAX (acc->n_rules, 1));
  if (random)
    bx_rng_init (&choice, seed ^ BX_PLAY_RANDOM_SALT);
  else
    for (guint p = 0; p < n; p++)
      agents[p] = bx_agent_new (game, o->agents[p % o->n_agents],
                                bx_rng_at (seed ^ BX_PLAY_AGENT_SALT, p));
  bx_game_init_state (game, &s);
  while (!bx_game_is_over (game, &s))
    {
      BxMove m;

      if (s.turn > BX_PLAY_MAX_TURNS)
        {
          finished = FALSE;
          break;
        }
      bx_game_throw (game, &s, seed, &t);
      if (random)
        m = *bx_game_random_move (game, &s, &t, &choice, moves);
      else
        {
          BxAgentChoice c;
          int seat = CLAMP (s.player, 0, (int) n - 1);

          bx_agent_choose (agents[seat], &s, &t, o->budget, &c);
          m = c.move;
          bx_agent_choice_clear (&c);
        }
      acc->moves_total++;
      if (m.flags & BX_MOVE_PASS)
        acc->passes_total++;
      for (guint k = 0; k < m.n_rules; k++)
        if (m.rules[k] < acc->n_rules)
          {
            acc->rule_moves[m.rules[k]]++;
            fired[m.rules[k]] = 1;
          }
      bx_game_apply (game, &s, &t, &m);
    }
  for (guint p = 0; p < n; p++)
    bx_agent_free (agents[p]);
  acc->games++;
  for (guint r = 0; r < acc->n_rules; r++)
    acc->rule_games[r] += fired[r];
  if (!finished)
    {
      acc->unfinished++;
      return;
    }
  acc->turns_total += s.turn;
  count_add (acc->length_counts, s.turn, 1);
  bx_game_result (game, &s, &res);
  if (res.kind == BX_RESULT_WIN && res.winner >= 0 && res.winner < BX_MAX_PLAYERS)
    {
      acc->seat_wins[res.winner]++;
      count_add (acc->score_counts, res.score, 1);
    }
  else if (res.kind == BX_RESULT_DRAW)
    acc->draws++;
  for (guint p = 0; p < n; p++)
    acc->special_total[p] += res.special[p];
  for (guint k = 0; k < res.n_rules; k++)
    if (res.rules[k] < acc->n_rules)
      fired[res.rules[k]] |= 2;
  for (guint r = 0; r < acc->n_rules; r++)
    acc->rule_results[r] += (fired[r] & 2) != 0;
  {
    BxLedger ledger = { 0 };

    ledger.n_players = n;
    if (bx_game_get_ledger (game, &s, &ledger))
      {
        acc->has_ledger = TRUE;
        for (guint p = 0; p < n; p++)
          acc->ledger_total[p] += ledger.balance[p];
      }
  }
}

/* ---------------------------------------------------------------- threads */

typedef struct
{
  const BxGame         *game;
  const BxStatsOptions *options;
  GCancellable         *cancellable;
  gint                  next;    /* atomic: the next game to play */
  gint                  done;    /* atomic: games finished */
} Batch;

typedef struct
{
  Batch *batch;
  Acc    acc;
} Worker;

/* Plays games until none are left; the caller's worker reports progress. */
static void
worker_loop (Worker          *w,
             BxStatsProgress  progress,
             gpointer         user_data)
{
  Batch *b = w->batch;
  g_autoptr(GArray) moves = bx_move_list_new ();
  g_autofree guint8 *fired = g_malloc0 (MAX (w->acc.n_rules, 1));
  gint64 last = 0;

  for (;;)
    {
      gint i = g_atomic_int_add (&b->next, 1);
      gint64 now;

      if (i >= (gint) b->options->games || g_cancellable_is_cancelled (b->cancellable))
        return;
      play_one (b->game, b->options, (guint) i, moves, fired, &w->acc);
      g_atomic_int_inc (&b->done);
      if (progress == NULL)
        continue;
      now = g_get_monotonic_time ();
      if (now - last >= 50000)
        {
          last = now;
          progress ((guint) g_atomic_int_get (&b->done), b->options->games, user_data);
        }
    }
}

static gpointer
worker_thread (gpointer data)
{
  worker_loop (data, NULL, NULL);
  return NULL;
}

/* ---------------------------------------------------------------- figures */

static guint
percentile (GArray *counts,
            guint   total,
            double  q)
{
  guint64 need = (guint64) ceil (q * total), seen = 0;

  if (need == 0)
    need = 1;
  for (guint k = 0; k < counts->len; k++)
    {
      seen += g_array_index (counts, guint, k);
      if (seen >= need)
        return k;
    }
  return 0;
}

/**
 * bx_stats_derive:
 * @st: figures whose counts are set
 *
 * Fills the derived figures (@length_mean … @first_hi) from the counts.
 */
void
bx_stats_derive (BxStats *st)
{
  guint fin = bx_stats_finished (st);

  st->length_mean = fin > 0 ? (double) st->turns_total / fin : 0;
  st->length_median = percentile (st->length_counts, fin, 0.5);
  st->length_p10 = percentile (st->length_counts, fin, 0.1);
  st->length_p90 = percentile (st->length_counts, fin, 0.9);
  st->length_min = st->length_max = 0;
  for (guint k = 0; k < st->length_counts->len; k++)
    if (g_array_index (st->length_counts, guint, k) > 0)
      {
        if (st->length_max == 0 && st->length_min == 0)
          st->length_min = k;
        st->length_max = k;
      }
  st->first_rate = fin > 0 ? (double) st->seat_wins[0] / fin : 0;
  bx_stats_wilson (st->seat_wins[0], fin, &st->first_lo, &st->first_hi);
}

static BxStats *
stats_new (const BxGame         *game,
           const BxStatsOptions *o)
{
  BxRuleset *rs = bx_game_get_ruleset (game);
  BxStats *st = g_new0 (BxStats, 1);

  st->ruleset_id = g_strdup (bx_ruleset_get_id (rs));
  st->version = bx_stats_ruleset_version (game);
  st->games = o->games;
  st->seed = o->seed;
  st->n_players = bx_game_get_n_players (game);
  st->n_agents = o->n_agents;
  memcpy (st->agents, o->agents, sizeof st->agents);
  st->budget = o->budget;
  st->n_rules = bx_ruleset_get_n_rules (rs);
  st->rule_ids = g_new0 (char *, st->n_rules + 1);
  for (guint r = 0; r < st->n_rules; r++)
    st->rule_ids[r] = g_strdup (bx_ruleset_get_rule (rs, r)->id);
  return st;
}

static gboolean
usage (GError    **error,
       const char *why)
{
  g_set_error_literal (error, BX_ERROR, BX_ERROR_USAGE, why);
  return FALSE;
}

static gboolean
check_options (const BxGame         *game,
               const BxStatsOptions *o,
               GError              **error)
{
  if (o->games < 1)
    return usage (error, "the number of games must be at least 1");
  if (o->n_agents < 1 || o->n_agents > BX_MAX_PLAYERS)
    return usage (error, "give 1 to 5 agents");
  if (o->n_agents > bx_game_get_n_players (game))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE,
                   "%u agents for a game of %u players", o->n_agents,
                   bx_game_get_n_players (game));
      return FALSE;
    }
  for (guint i = 0; i < o->n_agents; i++)
    if (!bx_agent_level_available (game, o->agents[i]))
      {
        g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "the agent '%s' cannot play %s",
                     bx_agent_level_to_string (o->agents[i]),
                     bx_ruleset_get_id (bx_game_get_ruleset (game)));
        return FALSE;
      }
  return TRUE;
}

/* ---------------------------------------------------------------- public API */

/**
 * bx_stats_options_init:
 * @options: (out): the options to fill
 *
 * The defaults: 1000 games from seed 1, random players, the ruleset's players, one thread
 * per processor.
 */
void
bx_stats_options_init (BxStatsOptions *options)
{
  g_return_if_fail (options != NULL);
  memset (options, 0, sizeof *options);
  options->games = 1000;
  options->seed = 1;
  options->n_agents = 1;
  options->agents[0] = BX_AGENT_RANDOM;
}

/**
 * bx_stats_parse_agents:
 * @list: "random", "strong,random" …: the agents seat by seat (cycled)
 * @options: (inout): where @n_agents and @agents are set
 * @error: %BX_ERROR_USAGE for an unknown agent or more than %BX_MAX_PLAYERS
 *
 * Returns: %TRUE when @list named 1 … 5 known agents.
 */
gboolean
bx_stats_parse_agents (const char      *list,
                       BxStatsOptions  *options,
                       GError         **error)
{
  g_auto(GStrv) names = g_strsplit (list != NULL ? list : "", ",", -1);
  guint n = 0;

  g_return_val_if_fail (options != NULL, FALSE);
  for (guint i = 0; names[i] != NULL; i++)
    {
      BxAgentLevel level;

      if (n >= BX_MAX_PLAYERS || !bx_agent_level_from_string (g_strstrip (names[i]), &level))
        {
          g_set_error (error, BX_ERROR, BX_ERROR_USAGE,
                       "--agents: '%s' is no agent (random, greedy, strong, perfect), or more "
                       "than %d", names[i], BX_MAX_PLAYERS);
          return FALSE;
        }
      options->agents[n++] = level;
    }
  if (n == 0)
    return usage (error, "--agents: no agent given");
  options->n_agents = n;
  return TRUE;
}

/**
 * bx_stats_run:
 * @game: a game, configured for the table (bx_game_configure()); it is only read, and may
 *   be shared by the worker threads
 * @options: the batch (bx_stats_options_init() gives the defaults)
 * @progress: (nullable): called in the calling thread as games finish
 * @user_data: for @progress
 * @cancellable: (nullable): checked between games
 * @error: %BX_ERROR_USAGE for bad options (no games, an unknown agent, more agents than
 *   players), %G_IO_ERROR_CANCELLED when cancelled
 *
 * Plays the batch (game i on seed @options->seed + i) and counts.  Blocks: run it on a
 * worker thread (a #GTask) in an application.
 *
 * Returns: (transfer full): the figures, or %NULL with @error set.
 */
BxStats *
bx_stats_run (const BxGame         *game,
              const BxStatsOptions *options,
              BxStatsProgress       progress,
              gpointer              user_data,
              GCancellable         *cancellable,
              GError              **error)
{
  BxStats *st;
  Batch batch = { game, options, cancellable, 0, 0 };
  Worker workers[MAX_THREADS];
  GThread *threads[MAX_THREADS] = { NULL };
  guint n_rules, n_threads;
  Acc total;
  gint64 t0 = g_get_monotonic_time ();

  g_return_val_if_fail (game != NULL && options != NULL, NULL);
  if (!check_options (game, options, error))
    return NULL;
  n_rules = bx_ruleset_get_n_rules (bx_game_get_ruleset (game));
  n_threads = options->n_threads > 0 ? options->n_threads : g_get_num_processors ();
  n_threads = CLAMP (n_threads, 1, MIN (MAX_THREADS, options->games));
  for (guint i = 0; i < n_threads; i++)
    {
      workers[i].batch = &batch;
      acc_init (&workers[i].acc, n_rules);
    }
  for (guint i = 1; i < n_threads; i++)
    threads[i] = g_thread_new ("bx-stats", worker_thread, &workers[i]);
  worker_loop (&workers[0], progress, user_data);
  for (guint i = 1; i < n_threads; i++)
    g_thread_join (threads[i]);
  acc_init (&total, n_rules);
  for (guint i = 0; i < n_threads; i++)
    {
      acc_merge (&total, &workers[i].acc);
      acc_clear (&workers[i].acc);
    }
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    {
      acc_clear (&total);
      return NULL;
    }
  if (progress != NULL)
    progress (options->games, options->games, user_data);
  st = stats_new (game, options);
  g_assert (total.games == options->games);
  st->unfinished = total.unfinished;
  st->turns_total = total.turns_total;
  st->moves_total = total.moves_total;
  st->passes_total = total.passes_total;
  st->length_counts = g_steal_pointer (&total.length_counts);
  st->score_counts = g_steal_pointer (&total.score_counts);
  memcpy (st->seat_wins, total.seat_wins, sizeof st->seat_wins);
  st->draws = total.draws;
  memcpy (st->special_total, total.special_total, sizeof st->special_total);
  st->has_ledger = total.has_ledger;
  memcpy (st->ledger_total, total.ledger_total, sizeof st->ledger_total);
  st->rule_moves = g_steal_pointer (&total.rule_moves);
  st->rule_games = g_steal_pointer (&total.rule_games);
  st->rule_results = g_steal_pointer (&total.rule_results);
  acc_clear (&total);
  bx_stats_derive (st);
  st->seconds = (g_get_monotonic_time () - t0) / 1e6;
  return st;
}

/**
 * bx_stats_free:
 * @stats: (nullable): figures
 */
void
bx_stats_free (BxStats *stats)
{
  if (stats == NULL)
    return;
  g_free (stats->ruleset_id);
  g_free (stats->version);
  g_clear_pointer (&stats->length_counts, g_array_unref);
  g_clear_pointer (&stats->score_counts, g_array_unref);
  g_strfreev (stats->rule_ids);
  g_free (stats->rule_moves);
  g_free (stats->rule_games);
  g_free (stats->rule_results);
  g_free (stats);
}

/**
 * bx_stats_finished:
 * @stats: figures
 *
 * Returns: the games that ended (@games less @unfinished).
 */
guint
bx_stats_finished (const BxStats *stats)
{
  g_return_val_if_fail (stats != NULL, 0);
  return stats->games - stats->unfinished;
}

/**
 * bx_stats_rule_mean:
 * @stats: figures
 * @rule: a rule index
 *
 * Returns: the mean number of moves per game that @rule licenses.
 */
double
bx_stats_rule_mean (const BxStats *stats,
                    guint          rule)
{
  g_return_val_if_fail (stats != NULL && rule < stats->n_rules, 0);
  return stats->games > 0 ? (double) stats->rule_moves[rule] / stats->games : 0;
}

/**
 * bx_stats_rule_share:
 * @stats: figures
 * @rule: a rule index
 *
 * Returns: the share (0–1) of the games in which @rule licensed at least one move.
 */
double
bx_stats_rule_share (const BxStats *stats,
                     guint          rule)
{
  g_return_val_if_fail (stats != NULL && rule < stats->n_rules, 0);
  return stats->games > 0 ? (double) stats->rule_games[rule] / stats->games : 0;
}

/**
 * bx_stats_rule_never_fires:
 * @stats: figures
 * @game: the game they were counted on
 * @rule: a rule index
 *
 * Whether @rule, a rule of play, licensed no move and decided no result in the whole
 * batch.  Rules of the topics setup, throw and turn order describe the frame of every game
 * rather than a move, and are never flagged unless a move cites them somewhere.
 *
 * Returns: %TRUE for a rule that never fired though it could have.
 */
gboolean
bx_stats_rule_never_fires (const BxStats *stats,
                           const BxGame  *game,
                           guint          rule)
{
  BxRuleset *rs;
  const BxRule *r;

  g_return_val_if_fail (stats != NULL && game != NULL && rule < stats->n_rules, FALSE);
  if (stats->rule_moves[rule] > 0 || stats->rule_results[rule] > 0)
    return FALSE;
  rs = bx_game_get_ruleset (game);
  if (rule >= bx_ruleset_get_n_rules (rs))
    return FALSE;
  r = bx_ruleset_get_rule (rs, rule);
  return r->topic != BX_TOPIC_SETUP && r->topic != BX_TOPIC_THROW
         && r->topic != BX_TOPIC_TURN_ORDER;
}

/**
 * bx_stats_bin_width:
 * @lo: the smallest value
 * @hi: the largest value (≥ @lo)
 * @max_bins: at most this many bins (≥ 1)
 *
 * Returns: a round bin width (1, 2, 5, 10, 20, 50 …) that covers [@lo, @hi] in at most
 *   @max_bins bins starting at a multiple of the width.
 */
guint
bx_stats_bin_width (guint lo,
                    guint hi,
                    guint max_bins)
{
  static const guint steps[] = { 1, 2, 5 };
  guint64 scale = 1;

  max_bins = MAX (max_bins, 1);
  for (;;)
    for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
      {
        guint64 w = steps[i] * scale;
        if (hi / w - lo / w + 1 <= max_bins || w >= G_MAXUINT / 10)
          return (guint) w;
        if (i == G_N_ELEMENTS (steps) - 1)
          scale *= 10;
      }
}

/**
 * bx_stats_length_bins:
 * @stats: figures
 * @from: the first bin's lower bound, in turns
 * @width: the bins' width (≥ 1)
 * @n_bins: the number of bins
 *
 * Returns: (transfer full) (element-type guint): the finished games whose length L falls
 *   in [@from + i·@width, @from + (i+1)·@width), for each bin i (games outside are left
 *   out).
 */
GArray *
bx_stats_length_bins (const BxStats *stats,
                      guint          from,
                      guint          width,
                      guint          n_bins)
{
  GArray *bins = g_array_new (FALSE, TRUE, sizeof (guint));

  g_return_val_if_fail (stats != NULL && width > 0, bins);
  g_array_set_size (bins, n_bins);
  for (guint k = from; k < stats->length_counts->len; k++)
    {
      guint i = (k - from) / width;
      if (i < n_bins)
        g_array_index (bins, guint, i) += g_array_index (stats->length_counts, guint, k);
    }
  return bins;
}

/**
 * bx_stats_wilson:
 * @k: successes (a draw may count half)
 * @n: trials
 * @lo: (out): the interval's lower end
 * @hi: (out): its upper end
 *
 * The Wilson score interval at 95 % (z = 1.959964) for @k successes in @n trials
 * (Wilson 1927; Newcombe 1998, method 3).  With @n = 0 the interval is [0, 1].
 */
void
bx_stats_wilson (double  k,
                 double  n,
                 double *lo,
                 double *hi)
{
  const double z = 1.959963984540054;
  double p, den, centre, half;

  g_return_if_fail (lo != NULL && hi != NULL);
  if (n <= 0)
    {
      *lo = 0;
      *hi = 1;
      return;
    }
  p = k / n;
  den = 1 + z * z / n;
  centre = (p + z * z / (2 * n)) / den;
  half = z * sqrt (p * (1 - p) / n + z * z / (4 * n * n)) / den;
  *lo = MAX (0, centre - half);
  *hi = MIN (1, centre + half);
}
