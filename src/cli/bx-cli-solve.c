/* bx-cli-solve.c: boxi-cli's exact solver commands: solve, bench solve (JSON shapes in
 * docs/cli.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "bx-cli.h"
#include "bx-cli-solve.h"
#include "bx-game.h"
#include "bx-library.h"
#include "bx-ruleset.h"
#include "bx-solver.h"


typedef BxCliEnv Env;

#define COMMON_ENTRIES BX_CLI_ENV_ENTRIES (env)

static BxGame *
env_game (Env         *env,
          const char  *id,
          GError     **error)
{
  return bx_cli_library_game (env->shared, id, error);
}

/* A progress bar on stderr when it is a terminal (never into captured output). */
static void
progress_cb (double      fraction,
             const char *what,
             gpointer    user_data)
{
  int width = 30, done = (int) (fraction * width + 0.5);

  if (!isatty (STDERR_FILENO))
    return;
  fprintf (stderr, "\r%-10s [", what);
  for (int i = 0; i < width; i++)
    fputc (i < done ? '#' : ' ', stderr);
  fprintf (stderr, "] %3d%%", (int) (fraction * 100 + 0.5));
  fflush (stderr);
}

static void
progress_end (void)
{
  if (isatty (STDERR_FILENO))
    fputs ("\n", stderr);
}

static void
add_double (JsonBuilder *b,
            const char  *name,
            double       v,
            double       unit)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, (double) (gint64) (v / unit + 0.5) * unit);
}

/* The solution's object: counts, time, and the value of the opening. */
static void
add_solution (JsonBuilder      *b,
              const BxGame     *game,
              const BxSolution *sol,
              const char       *path)
{
  const BxSolveStats *st = bx_solution_get_stats (sol);
  BxState s;

  bx_game_init_state (game, &s);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, bx_ruleset_get_id (bx_game_get_ruleset (game)));
  json_builder_set_member_name (b, "states");
  json_builder_add_int_value (b, (gint64) st->n_states);
  json_builder_set_member_name (b, "live");
  json_builder_add_int_value (b, (gint64) st->n_live);
  json_builder_set_member_name (b, "edges");
  json_builder_add_int_value (b, (gint64) st->n_edges);
  json_builder_set_member_name (b, "iterations");
  json_builder_add_int_value (b, st->iterations);
  json_builder_set_member_name (b, "residual");
  json_builder_add_double_value (b, st->residual);
  json_builder_set_member_name (b, "tolerance");
  json_builder_add_double_value (b, BX_SOLVER_TOLERANCE);
  add_double (b, "seconds", st->seconds, 0.001);
  json_builder_set_member_name (b, "from_cache");
  json_builder_add_boolean_value (b, st->from_cache);
  json_builder_set_member_name (b, "file");
  if (path != NULL)
    json_builder_add_string_value (b, path);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "opening_player");
  json_builder_add_string_value (b, bx_game_player_name (game, s.player));
  add_double (b, "opening_value", bx_solution_value (sol, game, &s, s.player), 1e-6);
  json_builder_end_object (b);
}

static void
print_builder (JsonBuilder *b)
{
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  bx_cli_print_json (root);
}

/* ---------------------------------------------------------------- solve */

gboolean
bx_cli_cmd_solve (int      argc,
                  char   **argv,
                  GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  g_autofree char *opt_out = NULL;
  gboolean opt_fresh = FALSE;
  GOptionEntry entries[] = {
    COMMON_ENTRIES,
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &opt_out,
      "Write the solution to FILE (instead of the user cache)", "FILE" },
    { "fresh", 0, 0, G_OPTION_ARG_NONE, &opt_fresh,
      "Solve again even if a solution is cached", NULL },
    { NULL }
  };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(BxGame) game = NULL;
  g_autoptr(BxSolution) sol = NULL;
  g_autofree char *path = NULL;

  if (!bx_cli_parse_options (entries, "ID [--out FILE] [--fresh]", &argc, &argv, error))
    return FALSE;
  if (argc != 2)
    return bx_cli_usage_error (error, "solve FAMILY/VARIANT [--out FILE] [--fresh]");
  if (!bx_cli_env_load (&env, error) || (game = env_game (&env, argv[1], error)) == NULL)
    return FALSE;
  if (!bx_solver_can_solve (game))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s cannot be solved: only families that index their positions (塞's "
                   "代弈) and at most %" G_GUINT64_FORMAT " positions", argv[1],
                   BX_SOLVER_MAX_STATES);
      return FALSE;
    }
  if (opt_out != NULL || opt_fresh)
    {
      path = opt_out != NULL ? g_strdup (opt_out) : bx_solver_cache_path (game);
      sol = bx_solver_solve (game, progress_cb, NULL, NULL, error);
      progress_end ();
      if (sol == NULL || !bx_solution_save (sol, path, error))
        return FALSE;
    }
  else
    {
      path = bx_solver_cache_path (game);
      sol = bx_solver_get (game, progress_cb, NULL, NULL, error);
      progress_end ();
      if (sol == NULL)
        return FALSE;
      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        g_clear_pointer (&path, g_free);
    }
  add_solution (b, game, sol, path);
  print_builder (b);
  return TRUE;
}

/* ---------------------------------------------------------------- bench solve */

gboolean
bx_cli_cmd_bench_solve (int      argc,
                        char   **argv,
                        GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  GPtrArray *list;
  GOptionEntry entries[] = { COMMON_ENTRIES, { NULL } };

  if (!bx_cli_parse_options (entries, "solve", &argc, &argv, error))
    return FALSE;
  if (argc != 2 || strcmp (argv[1], "solve") != 0)
    return bx_cli_usage_error (error, "bench solve");
  if (!bx_cli_env_load (&env, error))
    return FALSE;
  /* Every ruleset that can be solved, solved afresh (no cache), one JSON line each. */
  list = bx_ruleset_library_list (env.library);
  for (guint i = 0; i < list->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (list, i);
      g_autoptr(JsonBuilder) b = json_builder_new ();
      g_autoptr(BxGame) game = NULL;
      g_autoptr(BxSolution) sol = NULL;
      g_autoptr(GError) local = NULL;

      if (!bx_ruleset_get_playable (rs) || (game = bx_game_new (rs, &local)) == NULL
          || !bx_solver_can_solve (game))
        continue;
      sol = bx_solver_solve (game, progress_cb, NULL, NULL, error);
      progress_end ();
      if (sol == NULL)
        return FALSE;
      add_solution (b, game, sol, NULL);
      print_builder (b);
    }
  return TRUE;
}
