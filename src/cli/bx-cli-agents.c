/* bx-cli-agents.c: boxi-cli's computer-player commands: agents, play --agents, hint,
 * arena, bench agents (JSON shapes in docs/cli.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "bx-agent.h"
#include "bx-cli.h"
#include "bx-cli-agents.h"
#include "bx-cli-quantile.h"
#include "bx-game.h"
#include "bx-library.h"
#include "bx-record.h"
#include "bx-ruleset.h"
#include "bx-stats.h"

#define MAX_SEATS 8
#define AGENT_SALT BX_PLAY_AGENT_SALT


typedef BxCliEnv Env;

#define COMMON_ENTRIES BX_CLI_ENV_ENTRIES (env)

static BxGame *
env_game (Env         *env,
          const char  *id,
          guint        n_players,
          GError     **error)
{
  g_autoptr(BxGame) game = bx_cli_library_game (env->shared, id, error);
  BxGameOptions options = { n_players, 0 };

  if (game == NULL || !bx_game_configure (game, &options, error))
    return NULL;
  return g_steal_pointer (&game);
}

static void
print_builder (JsonBuilder *b)
{
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  bx_cli_print_json (root);
}

/* "strong,random" into levels; fills @n. */
static gboolean
parse_agents (const char    *list,
              BxAgentLevel  *levels,
              guint         *n,
              GError       **error)
{
  g_auto(GStrv) names = g_strsplit (list != NULL ? list : "", ",", -1);

  *n = 0;
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (*n >= MAX_SEATS || !bx_agent_level_from_string (g_strstrip (names[i]), &levels[*n]))
        {
          g_set_error (error, BX_ERROR, BX_ERROR_USAGE,
                       "--agents: '%s' is no agent (random, greedy, strong, perfect)", names[i]);
          return FALSE;
        }
      (*n)++;
    }
  if (*n == 0)
    return bx_cli_usage_error (error, "… --agents A,B (see 'boxi-cli agents')");
  return TRUE;
}

static void
add_double_or_null (JsonBuilder *b,
                    const char  *name,
                    double       v)
{
  json_builder_set_member_name (b, name);
  if (v < 0)
    json_builder_add_null_value (b);
  else
    json_builder_add_double_value (b, round (v * 10000) / 10000);
}

/* ---------------------------------------------------------------- agents */

gboolean
bx_cli_cmd_agents (int      argc,
                   char   **argv,
                   GError **error)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  GOptionEntry entries[] = { { NULL } };

  if (!bx_cli_parse_options (entries, "", &argc, &argv, error))
    return FALSE;
  if (argc != 1)
    return bx_cli_usage_error (error, "agents");
  json_builder_begin_array (b);
  for (guint i = 0; i < BX_AGENT_N_LEVELS; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, bx_agent_level_to_string (i));
      json_builder_set_member_name (b, "summary");
      json_builder_add_string_value (b, bx_agent_level_describe (i));
      json_builder_set_member_name (b, "default_budget");
      json_builder_add_int_value (b, i == BX_AGENT_STRONG ? BX_AGENT_DEFAULT_BUDGET : 0);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  print_builder (b);
  return TRUE;
}

/* ---------------------------------------------------------------- games */

typedef struct
{
  guint    moves;
  guint    decisions[MAX_SEATS];   /* moves with a real choice, per seat */
  GArray  *us[MAX_SEATS];          /* gint64 µs per move, per agent index */
  GArray  *choice_cpu_us[MAX_SEATS];   /* gint64 CPU µs per move with a choice, per agent */
} Stats;

/* The CPU time of this thread in µs: what a move costs on one core, however loaded the
 * machine (the wall clock counts the other processes' turns too). */
static gint64
thread_cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* Plays one game, seat s by agents[seat_agent[s]]; returns the final state's winner, or
 * -2 when it does not end in 100000 turns. */
static int
play_game (const BxGame       *game,
           guint64             seed,
           BxAgent           **seat_agents,
           const guint        *seat_agent,
           guint               budget,
           Stats              *stats,
           BxRecord           *record,
           gboolean            print,
           BxState            *s)
{
  BxThrow t;

  bx_game_init_state (game, s);
  while (!bx_game_is_over (game, s))
    {
      BxAgentChoice c;
      int seat = s->player;
      gint64 t0, cpu0;

      if (s->turn > 100000)
        return -2;
      bx_game_throw (game, s, seed, &t);
      cpu0 = thread_cpu_us ();
      t0 = g_get_monotonic_time ();
      bx_agent_choose (seat_agents[seat], s, &t, budget, &c);
      if (stats != NULL)
        {
          gint64 us = g_get_monotonic_time () - t0;
          gint64 cpu = thread_cpu_us () - cpu0;
          g_array_append_val (stats->us[seat_agent[seat]], us);
          stats->moves++;
          if (!c.forced)
            {
              stats->decisions[seat]++;
              g_array_append_val (stats->choice_cpu_us[seat_agent[seat]], cpu);
            }
        }
      if (print)
        {
          g_autoptr(JsonBuilder) b = json_builder_new ();
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "turn");
          json_builder_add_int_value (b, s->turn);
          json_builder_set_member_name (b, "player");
          json_builder_add_string_value (b, bx_game_player_name (game, seat));
          json_builder_set_member_name (b, "agent");
          json_builder_add_string_value (b, bx_agent_level_to_string (
                                               bx_agent_get_level (seat_agents[seat])));
          json_builder_set_member_name (b, "throw");
          json_builder_begin_array (b);
          for (guint k = 0; k < t.n; k++)
            json_builder_add_int_value (b, t.d[k]);
          json_builder_end_array (b);
          bx_cli_add_move_members (b, game, s, &c.move);
          add_double_or_null (b, "value", c.value);
          json_builder_set_member_name (b, "reason");
          json_builder_add_string_value (b, c.reason);
          json_builder_set_member_name (b, "reason_zh");
          json_builder_add_string_value (b, c.reason_zh);
          json_builder_end_object (b);
          print_builder (b);
        }
      if (record != NULL)
        bx_record_append (record, &t, &c.move);
      bx_game_apply (game, s, &t, &c.move);
      bx_agent_choice_clear (&c);
    }
  {
    BxResult res;

    bx_game_result (game, s, &res);
    return res.kind == BX_RESULT_WIN ? res.winner : -1;
  }
}

gboolean
bx_cli_argv_has (int         argc,
                 char      **argv,
                 const char *option)
{
  gsize len = strlen (option);

  for (int i = 1; i < argc; i++)
    if (strncmp (argv[i], option, len) == 0 && (argv[i][len] == '\0' || argv[i][len] == '='))
      return TRUE;
  return FALSE;
}

gboolean
bx_cli_cmd_play_agents (int      argc,
                        char   **argv,
                        GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  gint64 opt_seed = 1;
  int opt_players = 0, opt_budget = 0;
  g_autofree char *opt_agents = NULL;
  g_autofree char *opt_record = NULL;
  GOptionEntry entries[] = {
    COMMON_ENTRIES,
    { "agents", 0, 0, G_OPTION_ARG_STRING, &opt_agents, "Agent per seat (cycled)", "A,B" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, "Seed of the throws and choices", "N" },
    { "players", 0, 0, G_OPTION_ARG_INT, &opt_players, "Number of players", "K" },
    { "budget", 0, 0, G_OPTION_ARG_INT, &opt_budget, "Search nodes per move", "N" },
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &opt_record, "Also save the game record", "FILE" },
    { NULL }
  };
  g_autoptr(BxGame) game = NULL;
  g_autoptr(BxRecord) record = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  BxAgentLevel levels[MAX_SEATS];
  BxAgent *agents[MAX_SEATS] = { NULL };
  guint seat_agent[MAX_SEATS];
  guint n_levels, n;
  BxGameOptions options = { 0, 0 };
  BxResult res;
  BxState s;
  gboolean ok = TRUE;

  if (!bx_cli_parse_options (entries, "ID --agents A,B [--seed N]", &argc, &argv, error))
    return FALSE;
  if (!bx_cli_check_min ("--players", opt_players, 0, error)
      || !bx_cli_check_min ("--budget", opt_budget, 0, error))
    return FALSE;
  if (argc != 2)
    return bx_cli_usage_error (error, "play FAMILY/VARIANT --agents A,B [--seed N] [--players K] "
                               "[--budget N] [--record FILE]");
  if (!parse_agents (opt_agents, levels, &n_levels, error))
    return FALSE;
  if (!bx_cli_env_load (&env, error)
      || (game = env_game (&env, argv[1], (guint) opt_players, error)) == NULL)
    return FALSE;
  n = MIN (bx_game_get_n_players (game), MAX_SEATS);
  for (guint p = 0; p < n; p++)
    {
      seat_agent[p] = p;
      agents[p] = bx_agent_new (game, levels[p % n_levels],
                                bx_rng_at ((guint64) opt_seed ^ AGENT_SALT, p));
      g_ptr_array_add (names, (gpointer) bx_agent_level_to_string (levels[p % n_levels]));
    }
  g_ptr_array_add (names, NULL);
  options.n_players = (guint) opt_players;
  record = bx_record_new (argv[1], (guint64) opt_seed, (const char * const *) names->pdata);
  bx_record_set_options (record, &options);
  if (play_game (game, (guint64) opt_seed, agents, seat_agent, (guint) opt_budget, NULL,
                 record, TRUE, &s) == -2)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "the game did not end in 100000 turns");
      ok = FALSE;
    }
  for (guint p = 0; p < n; p++)
    bx_agent_free (agents[p]);
  if (!ok)
    return FALSE;
  {
    g_autoptr(JsonBuilder) b = json_builder_new ();
    bx_game_result (game, &s, &res);
    json_builder_begin_object (b);
    json_builder_set_member_name (b, "end");
    json_builder_add_boolean_value (b, TRUE);
    json_builder_set_member_name (b, "winner");
    json_builder_add_string_value (b, bx_record_winner_name (game, &res));
    json_builder_set_member_name (b, "score");
    json_builder_add_int_value (b, res.score);
    json_builder_set_member_name (b, "turns");
    json_builder_add_int_value (b, s.turn);
    json_builder_end_object (b);
    print_builder (b);
  }
  if (opt_record != NULL && !bx_record_save (record, game, opt_record, error))
    return FALSE;
  return TRUE;
}

/* ---------------------------------------------------------------- hint */

gboolean
bx_cli_cmd_hint (int      argc,
                 char   **argv,
                 GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  g_autofree char *opt_state = NULL;
  g_autofree char *opt_throw = NULL;
  g_autofree char *opt_agent = NULL;
  gint64 opt_seed = 1;
  int opt_players = 0, opt_budget = 0;
  GOptionEntry entries[] = {
    COMMON_ENTRIES,
    { "state", 0, 0, G_OPTION_ARG_FILENAME, &opt_state, "State JSON file, or - for stdin",
      "FILE" },
    { "throw", 0, 0, G_OPTION_ARG_STRING, &opt_throw, "The throw, like 6,2", "T" },
    { "agent", 0, 0, G_OPTION_ARG_STRING, &opt_agent, "The agent (strong)", "A" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, "Seed of the agent's ties", "N" },
    { "players", 0, 0, G_OPTION_ARG_INT, &opt_players, "Number of players", "K" },
    { "budget", 0, 0, G_OPTION_ARG_INT, &opt_budget, "Search nodes", "N" },
    { NULL }
  };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(BxGame) game = NULL;
  g_autoptr(BxAgent) agent = NULL;
  g_autoptr(GPtrArray) cites = NULL;
  BxAgentLevel level = BX_AGENT_STRONG;
  BxAgentChoice c;
  BxState s;
  BxThrow t;

  if (!bx_cli_parse_options (entries, "ID [--state FILE|-] --throw T [--agent A]", &argc, &argv,
                             error))
    return FALSE;
  if (!bx_cli_check_min ("--players", opt_players, 0, error)
      || !bx_cli_check_min ("--budget", opt_budget, 0, error))
    return FALSE;
  if (argc != 2 || opt_throw == NULL)
    return bx_cli_usage_error (error, "hint FAMILY/VARIANT [--state FILE|-] --throw T [--agent A]");
  if (opt_agent != NULL && !bx_agent_level_from_string (opt_agent, &level))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE,
                   "--agent: '%s' is no agent (random, greedy, strong, perfect)", opt_agent);
      return FALSE;
    }
  if (!bx_throw_parse (opt_throw, &t, error))
    return FALSE;
  if (!bx_cli_env_load (&env, error)
      || (game = env_game (&env, argv[1], (guint) opt_players, error)) == NULL)
    return FALSE;
  if (!bx_game_throw_is_valid (game, &t))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "%s is not a throw of %s's dice",
                   opt_throw, argv[1]);
      return FALSE;
    }
  if (!bx_cli_load_state (game, opt_state, &s, error))
    return FALSE;
  if (bx_game_is_over (game, &s))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "the game is over: no move to hint");
      return FALSE;
    }
  agent = bx_agent_new (game, level, (guint64) opt_seed);
  bx_agent_choose (agent, &s, &t, (guint) opt_budget, &c);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "agent");
  json_builder_add_string_value (b, bx_agent_level_to_string (bx_agent_get_level (agent)));
  json_builder_set_member_name (b, "player");
  json_builder_add_string_value (b, bx_game_player_name (game, s.player));
  bx_cli_add_move_members (b, game, &s, &c.move);
  cites = bx_game_move_citations_from_index (game, &c.move, env.index);
  json_builder_set_member_name (b, "citations");
  json_builder_begin_array (b);
  for (guint i = 0; cites != NULL && i < cites->len; i++)
    {
      BxCitation *ci = g_ptr_array_index (cites, i);
      for (guint k = 0; k < ci->clauses->len; k++)
        {
          BxCitedClause *cl = g_ptr_array_index (ci->clauses, k);
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "rule");
          json_builder_add_string_value (b, ci->rule->id);
          json_builder_set_member_name (b, "clause");
          json_builder_add_string_value (b, cl->clause_id);
          json_builder_set_member_name (b, "text");
          if (cl->text != NULL)
            json_builder_add_string_value (b, cl->text);
          else
            json_builder_add_null_value (b);
          json_builder_end_object (b);
        }
    }
  json_builder_end_array (b);
  add_double_or_null (b, "value", c.value);
  add_double_or_null (b, "before", c.before);
  json_builder_set_member_name (b, "moves");
  json_builder_add_int_value (b, c.n_moves);
  json_builder_set_member_name (b, "forced");
  json_builder_add_boolean_value (b, c.forced);
  json_builder_set_member_name (b, "depth");
  json_builder_add_int_value (b, c.depth);
  json_builder_set_member_name (b, "nodes");
  json_builder_add_int_value (b, c.nodes);
  json_builder_set_member_name (b, "reason");
  json_builder_add_string_value (b, c.reason);
  json_builder_set_member_name (b, "reason_zh");
  json_builder_add_string_value (b, c.reason_zh);
  json_builder_end_object (b);
  print_builder (b);
  bx_agent_choice_clear (&c);
  return TRUE;
}

/* ---------------------------------------------------------------- arena */

/* The nearest-rank percentile q (bx_cli_percentile()) of @us (gint64 µs), in ms; 0 when
 * empty. */
static double
percentile_ms (GArray *us,
               double  q)
{
  g_autoptr(GArray) v = bx_cli_doubles_from_int64 (us);

  return bx_cli_percentile (v, q) / 1000.0;
}

typedef struct
{
  guint  games;
  guint  n_agents;
  guint  n_seats;
  guint  wins[MAX_SEATS];        /* per agent (by its place in --agents) */
  guint  seat_wins[MAX_SEATS];   /* per seat */
  guint  draws;
  guint  unfinished;
  double median_ms[MAX_SEATS];
  double p99_ms[MAX_SEATS];
  double choice_median_ms[MAX_SEATS];
  double choice_p99_ms[MAX_SEATS];
  guint64 moves;
  guint64 decisions;
} Arena;

/* Plays @games games: game i on seed @seed + i, the agents rotated round the seats (two
 * agents swap seats every other game). */
static gboolean
run_arena (const BxGame        *game,
           const BxAgentLevel  *levels,
           guint                n_levels,
           guint                games,
           guint64              seed,
           guint                budget,
           Arena               *out)
{
  guint n = MIN (bx_game_get_n_players (game), MAX_SEATS);
  Stats stats = { 0 };

  memset (out, 0, sizeof *out);
  out->games = games;
  out->n_agents = n_levels;
  out->n_seats = n;
  for (guint i = 0; i < MAX_SEATS; i++)
    {
      stats.us[i] = g_array_new (FALSE, FALSE, sizeof (gint64));
      stats.choice_cpu_us[i] = g_array_new (FALSE, FALSE, sizeof (gint64));
    }
  for (guint g = 0; g < games; g++)
    {
      BxAgent *agents[MAX_SEATS];
      guint seat_agent[MAX_SEATS];
      guint64 gseed = seed + g;
      BxState s;
      int w;

      for (guint p = 0; p < n; p++)
        {
          seat_agent[p] = (p + g) % n_levels;
          agents[p] = bx_agent_new (game, levels[seat_agent[p]],
                                    bx_rng_at (gseed ^ AGENT_SALT, p));
        }
      w = play_game (game, gseed, agents, seat_agent, budget, &stats, NULL, FALSE, &s);
      for (guint p = 0; p < n; p++)
        bx_agent_free (agents[p]);
      if (w == -2)
        out->unfinished++;
      else if (w >= 0)
        {
          out->seat_wins[w]++;
          out->wins[seat_agent[w]]++;
        }
      else
        out->draws++;
    }
  out->moves = stats.moves;
  for (guint p = 0; p < n; p++)
    out->decisions += stats.decisions[p];
  for (guint i = 0; i < n_levels; i++)
    {
      out->median_ms[i] = percentile_ms (stats.us[i], 0.5);
      out->p99_ms[i] = percentile_ms (stats.us[i], 0.99);
      out->choice_median_ms[i] = percentile_ms (stats.choice_cpu_us[i], 0.5);
      out->choice_p99_ms[i] = percentile_ms (stats.choice_cpu_us[i], 0.99);
    }
  for (guint i = 0; i < MAX_SEATS; i++)
    {
      g_array_unref (stats.us[i]);
      g_array_unref (stats.choice_cpu_us[i]);
    }
  return TRUE;
}

static void
add_arena (JsonBuilder        *b,
           const char         *ruleset,
           const BxAgentLevel *levels,
           const Arena        *a,
           guint64             seed)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, ruleset);
  json_builder_set_member_name (b, "games");
  json_builder_add_int_value (b, a->games);
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, (gint64) seed);
  json_builder_set_member_name (b, "players");
  json_builder_add_int_value (b, a->n_seats);
  json_builder_set_member_name (b, "agents");
  json_builder_begin_array (b);
  for (guint i = 0; i < a->n_agents; i++)
    {
      double lo, hi;
      /* A draw counts half a win. */
      double k = a->wins[i] + (a->n_seats == 2 ? 0.5 * a->draws : 0);

      bx_stats_wilson (k, a->games, &lo, &hi);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "agent");
      json_builder_add_string_value (b, bx_agent_level_to_string (levels[i]));
      json_builder_set_member_name (b, "wins");
      json_builder_add_int_value (b, a->wins[i]);
      add_double_or_null (b, "win_rate", a->games > 0 ? k / a->games : 0);
      json_builder_set_member_name (b, "wilson95");
      json_builder_begin_array (b);
      json_builder_add_double_value (b, round (lo * 10000) / 10000);
      json_builder_add_double_value (b, round (hi * 10000) / 10000);
      json_builder_end_array (b);
      add_double_or_null (b, "ms_per_move_median", a->median_ms[i]);
      add_double_or_null (b, "ms_per_move_p99", a->p99_ms[i]);
      add_double_or_null (b, "cpu_ms_per_choice_median", a->choice_median_ms[i]);
      add_double_or_null (b, "cpu_ms_per_choice_p99", a->choice_p99_ms[i]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "seat_wins");
  json_builder_begin_array (b);
  for (guint p = 0; p < a->n_seats; p++)
    json_builder_add_int_value (b, a->seat_wins[p]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "draws");
  json_builder_add_int_value (b, a->draws);
  json_builder_set_member_name (b, "unfinished");
  json_builder_add_int_value (b, a->unfinished);
  json_builder_set_member_name (b, "moves");
  json_builder_add_int_value (b, (gint64) a->moves);
  add_double_or_null (b, "choice_share", a->moves > 0 ? (double) a->decisions / a->moves : 0);
  json_builder_end_object (b);
}

gboolean
bx_cli_cmd_arena (int      argc,
                  char   **argv,
                  GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  g_autofree char *opt_agents = NULL;
  int opt_games = 100, opt_players = 0, opt_budget = 0;
  gint64 opt_seed = 1;
  GOptionEntry entries[] = {
    COMMON_ENTRIES,
    { "agents", 0, 0, G_OPTION_ARG_STRING, &opt_agents, "The agents, rotated round the seats",
      "A,B" },
    { "games", 0, 0, G_OPTION_ARG_INT, &opt_games, "Number of games (100)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, "Seed of the first game (1)", "S" },
    { "players", 0, 0, G_OPTION_ARG_INT, &opt_players, "Number of players", "K" },
    { "budget", 0, 0, G_OPTION_ARG_INT, &opt_budget, "Search nodes per move", "N" },
    { NULL }
  };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(BxGame) game = NULL;
  BxAgentLevel levels[MAX_SEATS];
  guint n_levels;
  Arena a;

  if (!bx_cli_parse_options (entries, "ID --agents A,B [--games N] [--seed S] [--players K]",
                             &argc, &argv, error))
    return FALSE;
  if (argc == 2 && opt_games < 1)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE,
                   "--games %d: the arena plays one game or more (--games N, N >= 1)",
                   opt_games);
      return FALSE;
    }
  if (!bx_cli_check_min ("--players", opt_players, 0, error)
      || !bx_cli_check_min ("--budget", opt_budget, 0, error))
    return FALSE;
  if (argc != 2)
    return bx_cli_usage_error (error, "arena FAMILY/VARIANT --agents A,B [--games N] [--seed S] "
                               "[--players K] [--budget N]");
  if (!parse_agents (opt_agents, levels, &n_levels, error))
    return FALSE;
  if (!bx_cli_env_load (&env, error)
      || (game = env_game (&env, argv[1], (guint) opt_players, error)) == NULL)
    return FALSE;
  if (n_levels > bx_game_get_n_players (game))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE,
                   "--agents: %u agents for the %u players of %s (one agent a seat at most)",
                   n_levels, bx_game_get_n_players (game), argv[1]);
      return FALSE;
    }
  run_arena (game, levels, n_levels, (guint) opt_games, (guint64) opt_seed,
             (guint) opt_budget, &a);
  add_arena (b, argv[1], levels, &a, (guint64) opt_seed);
  print_builder (b);
  return TRUE;
}

/* ---------------------------------------------------------------- bench agents */

/* The two-player rulesets with real choices that the acceptance names. */
static const char *bench_rulesets[] = {
  "shuanglu/ping", "shuanglu/xiazan", "shuanglu/buda", "shuanglu/dashi", "shuanglu/riben",
  "ruqi/youzhao", "sai/daiyi", "sai/daibo", "liubo/gubojing", "liubo/seed001", NULL,
};

gboolean
bx_cli_cmd_bench_agents (int      argc,
                         char   **argv,
                         GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  int opt_games = 400, opt_budget = 0;
  gint64 opt_seed = 1;
  g_autofree char *opt_ruleset = NULL;
  GOptionEntry entries[] = {
    COMMON_ENTRIES,
    { "games", 0, 0, G_OPTION_ARG_INT, &opt_games, "Games per pairing (400)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, "Seed of the first game (1)", "S" },
    { "ruleset", 0, 0, G_OPTION_ARG_STRING, &opt_ruleset, "One ruleset only", "ID" },
    { "budget", 0, 0, G_OPTION_ARG_INT, &opt_budget, "Search nodes per move", "N" },
    { NULL }
  };
  /* The third pairing, perfect–strong, only where the game can be solved (代弈). */
  const BxAgentLevel pairs[3][2] = { { BX_AGENT_STRONG, BX_AGENT_RANDOM },
                                     { BX_AGENT_STRONG, BX_AGENT_GREEDY },
                                     { BX_AGENT_PERFECT, BX_AGENT_STRONG } };

  if (!bx_cli_parse_options (entries, "agents [--games N] [--ruleset ID]", &argc, &argv, error))
    return FALSE;
  if (!bx_cli_check_min ("--games", opt_games, 1, error)
      || !bx_cli_check_min ("--budget", opt_budget, 0, error))
    return FALSE;
  if (argc != 2 || strcmp (argv[1], "agents") != 0)
    return bx_cli_usage_error (error, "bench agents [--games N] [--seed S] [--ruleset ID] "
                               "[--budget N]");
  if (!bx_cli_env_load (&env, error))
    return FALSE;
  /* One JSON line per ruleset and pairing, as each finishes. */
  for (guint r = 0; bench_rulesets[r] != NULL; r++)
    {
      const char *id = opt_ruleset != NULL ? opt_ruleset : bench_rulesets[r];
      g_autoptr(BxGame) game = env_game (&env, id, 0, error);

      if (game == NULL)
        return FALSE;
      for (guint k = 0; k < G_N_ELEMENTS (pairs); k++)
        {
          g_autoptr(JsonBuilder) b = json_builder_new ();
          Arena a;
          if (pairs[k][0] == BX_AGENT_PERFECT
              && !bx_agent_level_available (game, BX_AGENT_PERFECT))
            continue;
          run_arena (game, pairs[k], 2, (guint) opt_games, (guint64) opt_seed,
                     (guint) opt_budget, &a);
          add_arena (b, id, pairs[k], &a, (guint64) opt_seed);
          print_builder (b);
          fflush (stdout);
        }
      if (opt_ruleset != NULL)
        break;
    }
  return TRUE;
}
