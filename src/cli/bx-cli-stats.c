/* bx-cli-stats.c: boxi-cli stats: how a ruleset plays over a seeded batch of games, or
 * several rulesets over the same seeds (JSON shape in docs/cli.md; core: bx-stats.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include "bx-cli.h"
#include "bx-cli-stats.h"
#include "bx-game.h"
#include "bx-library.h"
#include "bx-stats.h"

#define USAGE "stats ID [--games N] [--agents A,B] [--seed S] [--players K] [--budget N] " \
  "[--threads N] [--fresh] | stats --compare ID ID …"

/* A progress bar on stderr when it is a terminal (never into captured output). */
static void
progress_cb (guint    done,
             guint    total,
             gpointer user_data)
{
  const char *id = user_data;

  if (!isatty (STDERR_FILENO))
    return;
  fprintf (stderr, "\r%-20s %u/%u games", id, done, total);
  if (done == total)
    fputs ("\n", stderr);
  fflush (stderr);
}

static JsonNode *
stats_of (BxCliEnv             *env,
          const char           *id,
          guint                 n_players,
          const BxStatsOptions *options,
          gboolean              fresh,
          GError              **error)
{
  g_autoptr(BxGame) game = bx_cli_library_game (env->shared, id, error);
  g_autoptr(BxStats) st = NULL;
  BxGameOptions table = { n_players, 0 };

  if (game == NULL || !bx_game_configure (game, &table, error))
    return NULL;
  st = bx_stats_run_cached (game, options, fresh, progress_cb, (gpointer) id, NULL, error);
  if (st == NULL)
    {
      g_prefix_error (error, "%s: ", id);
      return NULL;
    }
  return bx_stats_to_json (st, game);
}

/**
 * bx_cli_cmd_stats:
 * @argc: the arguments' count
 * @argv: `stats ID [options]` or `stats --compare ID ID … [options]`
 * @error: usage errors (exit 2), an unknown ruleset or agent (exit 1)
 *
 * Prints one object of figures (bx_stats_to_json()), or with --compare an array of them,
 * one per ruleset, over the same seeds.
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_cli_cmd_stats (int      argc,
                  char   **argv,
                  GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  g_autofree char *opt_agents = NULL;
  int opt_games = 1000, opt_players = 0, opt_budget = 0, opt_threads = 0;
  gint64 opt_seed = 1;
  gboolean opt_compare = FALSE, opt_fresh = FALSE;
  GOptionEntry entries[] = {
    BX_CLI_ENV_ENTRIES (env),
    { "games", 0, 0, G_OPTION_ARG_INT, &opt_games, "Number of games (1000)", "N" },
    { "agents", 0, 0, G_OPTION_ARG_STRING, &opt_agents,
      "The players seat by seat, cycled (random)", "A,B" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, "Seed of the first game (1)", "S" },
    { "players", 0, 0, G_OPTION_ARG_INT, &opt_players, "Number of players", "K" },
    { "budget", 0, 0, G_OPTION_ARG_INT, &opt_budget, "Search nodes per move", "N" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &opt_threads, "Worker threads (one per core)", "N" },
    { "fresh", 0, 0, G_OPTION_ARG_NONE, &opt_fresh, "Play even when the cache has the batch",
      NULL },
    { "compare", 0, 0, G_OPTION_ARG_NONE, &opt_compare, "Several rulesets, the same games",
      NULL },
    { NULL }
  };
  BxStatsOptions options;

  if (!bx_cli_parse_options (entries, "ID [--games N] … | --compare ID ID …", &argc, &argv,
                             error))
    return FALSE;
  if (argc < 2 || (!opt_compare && argc != 2) || (opt_compare && argc < 3))
    return bx_cli_usage_error (error, USAGE);
  if (opt_games < 1 || opt_players < 0 || opt_budget < 0 || opt_threads < 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "%s must be at least %d",
                   opt_games < 1 ? "--games" : opt_players < 0 ? "--players"
                   : opt_budget < 0 ? "--budget" : "--threads", opt_games < 1 ? 1 : 0);
      return FALSE;
    }
  bx_stats_options_init (&options);
  options.games = (guint) opt_games;
  options.seed = (guint64) opt_seed;
  options.budget = (guint) opt_budget;
  options.n_threads = (guint) opt_threads;
  if (opt_agents != NULL && !bx_stats_parse_agents (opt_agents, &options, error))
    return FALSE;
  if (!bx_cli_env_load (&env, error))
    return FALSE;
  if (!opt_compare)
    {
      g_autoptr(JsonNode) node = stats_of (&env, argv[1], (guint) opt_players, &options,
                                           opt_fresh, error);
      if (node == NULL)
        return FALSE;
      bx_cli_print_json (node);
      return TRUE;
    }
  {
    g_autoptr(JsonArray) all = json_array_new ();
    g_autoptr(JsonNode) root = json_node_new (JSON_NODE_ARRAY);

    for (int i = 1; i < argc; i++)
      {
        JsonNode *node = stats_of (&env, argv[i], (guint) opt_players, &options, opt_fresh,
                                   error);
        if (node == NULL)
          return FALSE;
        json_array_add_element (all, node);
      }
    json_node_set_array (root, all);
    bx_cli_print_json (root);
  }
  return TRUE;
}
