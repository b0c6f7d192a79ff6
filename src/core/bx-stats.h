/* bx-stats.h: how a ruleset plays: seeded batches of games with length, balance and rule
 * frequency (bx-stats.c)
 *
 *   BxStatsOptions o;
 *   bx_stats_options_init (&o);           // 1000 random games from seed 1
 *   g_autoptr(BxStats) st = bx_stats_run (game, &o, progress, data, cancellable, &error);
 *   st->length_mean, st->seat_wins[0], st->rule_moves[i] …
 *
 * Game i of a batch is played on seed @seed + i exactly as `boxi-cli play` plays it: with
 * random players only, as `play ID --random --seed S+i`; with any other agent, as
 * `play ID --agents A,B --seed S+i` (the agents given seat by seat and cycled, never
 * rotated, so that seat 0 is always the first player).  A batch can therefore be recounted
 * game by game from the CLI, and its figures depend only on (ruleset, agents, games, seed,
 * players, budget), never on the number of threads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "bx-agent.h"
#include "bx-game.h"

G_BEGIN_DECLS

/* The stream of `play --random`'s choices is bx_rng_init (seed ^ this). */
#define BX_PLAY_RANDOM_SALT G_GUINT64_CONSTANT (0x2545f4914f6cdd1d)
/* The agent of seat p in `play --agents` is seeded bx_rng_at (seed ^ this, p). */
#define BX_PLAY_AGENT_SALT G_GUINT64_CONSTANT (0x632be59bd9b4e019)
/* A game still going after this many throws is abandoned (counted as unfinished). */
#define BX_PLAY_MAX_TURNS 100000

/**
 * BxStatsOptions:
 * @games: the number of games (at least 1)
 * @seed: game i is played on seed @seed + i
 * @n_agents: the number of entries of @agents (1 … %BX_MAX_PLAYERS); cycled over the seats
 * @agents: the level of each seat's player
 * @budget: search nodes per move for greedy and strong agents, 0 = the default
 * @n_threads: worker threads, 0 = one per processor (at most 8); the results do not
 *   depend on it
 *
 * The number of players is the game's: configure it first (bx_game_configure()).
 */
typedef struct
{
  guint        games;
  guint64      seed;
  guint        n_agents;
  BxAgentLevel agents[BX_MAX_PLAYERS];
  guint        budget;
  guint        n_threads;
} BxStatsOptions;

/**
 * BxStats:
 * @ruleset_id: "shuanglu/ping"
 * @version: the ruleset's version: a hash of Boxi's version, the family, and every rule
 *   id with its params (bx_stats_ruleset_version())
 * @games: the games played
 * @seed: the seed of game 0
 * @n_players: the seats
 * @n_agents: entries of @agents
 * @agents: the level of each seat (cycled)
 * @budget: as given (0 = default)
 * @unfinished: games abandoned after %BX_PLAY_MAX_TURNS throws (left out of every figure
 *   below but the rule counts)
 * @turns_total: the throws (turns, #BxState.turn at the end) of all finished games
 * @moves_total: the moves played in all games
 * @passes_total: the moves that were passes (%BX_MOVE_PASS)
 * @length_counts: (element-type guint): @length_counts[L] = finished games of L turns
 * @length_mean, @length_median, @length_p10, @length_p90, @length_min, @length_max: game
 *   length in turns over the finished games; percentiles by nearest rank (the smallest L
 *   such that at least q of the games last L turns or fewer)
 * @seat_wins: games won by each seat
 * @draws: games drawn
 * @first_rate: @seat_wins[0] / (finished games): the first seat's win rate (a draw is no win)
 * @first_lo, @first_hi: its Wilson 95 % interval (bx_stats_wilson())
 * @score_counts: (element-type guint): @score_counts[k] = won games whose score was k
 *   (in the family's unit: single or double 籌 …)
 * @special_total: the special scores (#BxResult.special: formations, 渾花 …) each seat
 *   won, summed over the games
 * @has_ledger: whether the family keeps accounts (bx_game_get_ledger())
 * @ledger_total: each seat's balance at the end, summed over the games
 * @n_rules: the ruleset's rules
 * @rule_ids: (array length=n_rules): their ids
 * @rule_moves: moves licensed by each rule (the rule is among #BxMove.rules), all games
 * @rule_games: games in which each rule licensed at least one move
 * @rule_results: games whose result (#BxResult.rules: the winning and scoring rules and
 *   the special scores either side won) names each rule
 * @seconds: the wall time of the batch (0 when read from the cache)
 * @from_cache: whether the batch was read from the cache
 *
 * The figures of a batch: plain counts, from which the means are derived.
 */
typedef struct
{
  char        *ruleset_id;
  char        *version;
  guint        games;
  guint64      seed;
  guint        n_players;
  guint        n_agents;
  BxAgentLevel agents[BX_MAX_PLAYERS];
  guint        budget;
  guint        unfinished;
  guint64      turns_total;
  guint64      moves_total;
  guint64      passes_total;
  GArray      *length_counts;
  double       length_mean;
  guint        length_median;
  guint        length_p10;
  guint        length_p90;
  guint        length_min;
  guint        length_max;
  guint        seat_wins[BX_MAX_PLAYERS];
  guint        draws;
  double       first_rate;
  double       first_lo;
  double       first_hi;
  GArray      *score_counts;
  guint64      special_total[BX_MAX_PLAYERS];
  gboolean     has_ledger;
  gint64       ledger_total[BX_MAX_PLAYERS];
  guint        n_rules;
  char       **rule_ids;
  guint64     *rule_moves;
  guint       *rule_games;
  guint       *rule_results;
  double       seconds;
  gboolean     from_cache;
} BxStats;

/**
 * BxStatsProgress:
 * @done: games finished so far
 * @total: games in the batch
 * @user_data: the closure
 *
 * Called by bx_stats_run() in the thread that runs it, at most about every 50 ms and once
 * at the end.
 */
typedef void (*BxStatsProgress) (guint done, guint total, gpointer user_data);

void      bx_stats_options_init     (BxStatsOptions       *options);
gboolean  bx_stats_parse_agents     (const char           *list,
                                     BxStatsOptions       *options,
                                     GError              **error);
BxStats  *bx_stats_run              (const BxGame         *game,
                                     const BxStatsOptions *options,
                                     BxStatsProgress       progress,
                                     gpointer              user_data,
                                     GCancellable         *cancellable,
                                     GError              **error);
BxStats  *bx_stats_run_cached       (const BxGame         *game,
                                     const BxStatsOptions *options,
                                     gboolean              fresh,
                                     BxStatsProgress       progress,
                                     gpointer              user_data,
                                     GCancellable         *cancellable,
                                     GError              **error);
void      bx_stats_free             (BxStats              *stats);
void      bx_stats_derive           (BxStats              *stats);

char     *bx_stats_ruleset_version  (const BxGame         *game);
char     *bx_stats_cache_path       (const BxGame         *game,
                                     const BxStatsOptions *options);
JsonNode *bx_stats_to_json          (const BxStats        *stats,
                                     const BxGame         *game);
BxStats  *bx_stats_from_json        (JsonNode             *node,
                                     const BxGame         *game,
                                     GError              **error);

guint     bx_stats_finished         (const BxStats        *stats);
double    bx_stats_rule_mean        (const BxStats        *stats,
                                     guint                 rule);
double    bx_stats_rule_share       (const BxStats        *stats,
                                     guint                 rule);
gboolean  bx_stats_rule_never_fires (const BxStats        *stats,
                                     const BxGame         *game,
                                     guint                 rule);
guint     bx_stats_bin_width        (guint                 lo,
                                     guint                 hi,
                                     guint                 max_bins);
GArray   *bx_stats_length_bins      (const BxStats        *stats,
                                     guint                 from,
                                     guint                 width,
                                     guint                 n_bins);

void      bx_stats_wilson           (double                k,
                                     double                n,
                                     double               *lo,
                                     double               *hi);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxStats, bx_stats_free)

G_END_DECLS
