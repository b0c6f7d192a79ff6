/* bx-cli-rules.c: boxi-cli's rules and games commands: rulesets, rules, throws, legal,
 * play, replay, export, bench engine (JSON shapes in docs/cli.md)
 *
 * The rulesets and the corpus come from one BxLibrary (bx-library.h): the process's default
 * one, or for --rulesets DIR and --texts DIR one built from those folders.  Rulesets come
 * from --rulesets DIR, else $BOXI_RULESETS_DIR, else $BOXI_SOURCE_ROOT/data/rulesets
 * under `meson devenv` and the tests, else the installed ones.  Cited clauses are checked
 * against the corpus database (for --texts DIR one imported from that folder into the
 * user cache).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "bx-cli.h"
#include "bx-cli-rules.h"
#include "bx-cli-agents.h"
#include "bx-compare.h"
#include "bx-game.h"
#include "bx-library.h"
#include "bx-record.h"
#include "bx-ruleset.h"
#include "bx-stats.h"
#include "bx-twin.h"

/* The stream of the random player's choices is apart from the throws'. */
#define CHOICE_SALT BX_PLAY_RANDOM_SALT


typedef BxCliEnv Env;

#define COMMON_ENTRIES BX_CLI_ENV_ENTRIES (env)

static BxRuleset *
env_get (Env         *env,
         const char  *id,
         GError     **error)
{
  BxRuleset *rs = bx_ruleset_library_get (env->library, id);

  if (rs == NULL)
    g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND,
                 "no ruleset '%s' (see 'boxi-cli rulesets')", id);
  return rs;
}

static BxGame *
env_game (Env         *env,
          const char  *id,
          GError     **error)
{
  BxRuleset *rs = env_get (env, id, error);
  return rs != NULL ? bx_game_new (rs, error) : NULL;
}

static void
print_builder (JsonBuilder *b)
{
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  bx_cli_print_json (root);
}

/* ---------------------------------------------------------------- rulesets */

gboolean
bx_cli_cmd_rulesets (int      argc,
                     char   **argv,
                     GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  GOptionEntry entries[] = { COMMON_ENTRIES, { NULL } };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  GPtrArray *list;

  if (!bx_cli_parse_options (entries, "", &argc, &argv, error))
    return FALSE;
  if (argc != 1)
    return bx_cli_usage_error (error, "rulesets [--rulesets DIR]");
  if (!bx_cli_env_load (&env, error))
    return FALSE;
  list = bx_ruleset_library_list (env.library);
  json_builder_begin_array (b);
  for (guint i = 0; i < list->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (list, i);
      g_autoptr(GError) why = NULL;
      g_autoptr(BxGame) game = NULL;

      /* Playable means an engine plays it: an unknown family or a param the engine
       * refuses makes it unplayable, with the reason. */
      if (bx_ruleset_get_playable (rs))
        game = bx_game_new (rs, &why);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, bx_ruleset_get_id (rs));
      json_builder_set_member_name (b, "name_zh");
      json_builder_add_string_value (b, bx_ruleset_get_name_zh (rs));
      json_builder_set_member_name (b, "name_en");
      json_builder_add_string_value (b, bx_ruleset_get_name_en (rs));
      json_builder_set_member_name (b, "playable");
      json_builder_add_boolean_value (b, game != NULL);
      json_builder_set_member_name (b, "reason");
      if (game != NULL)
        json_builder_add_null_value (b);
      else if (why != NULL)
        json_builder_add_string_value (b, why->message);
      else
        json_builder_add_string_value (b, "listed with its text only (playable=\"false\")");
      json_builder_set_member_name (b, "status");
      json_builder_add_string_value (b, bx_rule_status_to_string (bx_ruleset_get_status (rs)));
      json_builder_set_member_name (b, "extends");
      if (bx_ruleset_get_extends (rs) != NULL)
        json_builder_add_string_value (b, bx_ruleset_get_extends (rs));
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  print_builder (b);
  return TRUE;
}

/* ---------------------------------------------------------------- rules */

gboolean
bx_cli_cmd_rules (int      argc,
                  char   **argv,
                  GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  GOptionEntry entries[] = { COMMON_ENTRIES, { NULL } };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  BxRuleset *rs;

  if (!bx_cli_parse_options (entries, "ID", &argc, &argv, error))
    return FALSE;
  if (argc != 2)
    return bx_cli_usage_error (error, "rules FAMILY/VARIANT");
  if (!bx_cli_env_load (&env, error) || (rs = env_get (&env, argv[1], error)) == NULL)
    return FALSE;
  json_builder_begin_array (b);
  for (guint i = 0; i < bx_ruleset_get_n_rules (rs); i++)
    {
      const BxRule *r = bx_ruleset_get_rule (rs, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, r->id);
      json_builder_set_member_name (b, "topic");
      json_builder_add_string_value (b, bx_topic_to_string (r->topic));
      json_builder_set_member_name (b, "status");
      json_builder_add_string_value (b, bx_rule_status_to_string (r->status));
      json_builder_set_member_name (b, "cite");
      bx_cli_add_strv (b, NULL, (const char * const *) r->cites);
      json_builder_set_member_name (b, "context");
      bx_cli_add_strv (b, NULL, (const char * const *) r->context);
      json_builder_set_member_name (b, "statement_en");
      json_builder_add_string_value (b, r->statement_en);
      json_builder_set_member_name (b, "statement_zh");
      json_builder_add_string_value (b, r->statement_zh);
      json_builder_set_member_name (b, "reconstruction");
      if (r->reconstruction != NULL)
        json_builder_add_string_value (b, r->reconstruction);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "rationale");
      if (r->rationale != NULL)
        json_builder_add_string_value (b, r->rationale);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "rationale_zh");
      if (r->rationale_zh != NULL)
        json_builder_add_string_value (b, r->rationale_zh);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "ruleset");
      json_builder_add_string_value (b, r->ruleset_id);
      json_builder_set_member_name (b, "params");
      json_builder_begin_object (b);
      for (guint k = 0; k < r->params->len; k++)
        {
          const BxParam *p = g_ptr_array_index (r->params, k);
          json_builder_set_member_name (b, p->name);
          json_builder_add_string_value (b, p->value);
        }
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  print_builder (b);
  return TRUE;
}

/* ---------------------------------------------------------------- throws */

static const char *face_names[] = { "", "么", "二", "三", "四", "五", "六", "七", "八", "九" };

static char *
throw_name (const BxThrow *t)
{
  GString *s = g_string_new (NULL);

  if (bx_throw_is_double (t))
    return g_string_free (g_string_append (g_string_append (s, t->n >= 3 ? "渾花" : "准"),
                                           face_names[t->d[0]]),
                          FALSE);
  for (guint i = 0; i < t->n; i++)
    g_string_append (s, face_names[MIN (t->d[i], 9)]);
  return g_string_free (s, FALSE);
}

/* "double" (two dice alike), "triple" (渾花: three or more alike), "pair" (two of three
 * or more alike, 雙彩), or "plain". */
static const char *
throw_class (const BxThrow *t)
{
  if (bx_throw_is_double (t))
    return t->n >= 3 ? "triple" : "double";
  for (guint i = 0; i < t->n; i++)
    for (guint j = 0; j < i; j++)
      if (t->d[i] == t->d[j])
        return "pair";
  return "plain";
}

static guint64
gcd64 (guint64 a,
       guint64 b)
{
  while (b != 0)
    {
      guint64 t = a % b;
      a = b;
      b = t;
    }
  return a;
}

static gboolean
parse_fraction (JsonObject *o,
                guint64    *num,
                guint64    *den)
{
  JsonNode *p = json_object_get_member (o, "probability");
  const char *text;
  char *end = NULL;

  if (p == NULL || !JSON_NODE_HOLDS_VALUE (p) || json_node_get_value_type (p) != G_TYPE_STRING)
    return FALSE;
  text = json_node_get_string (p);
  *num = g_ascii_strtoull (text, &end, 10);
  if (end == text || *end != '/')
    return FALSE;
  text = end + 1;
  *den = g_ascii_strtoull (text, &end, 10);
  return end != text && *end == '\0' && *den != 0;
}

/* The one place that prints a family's probabilities: "probability" in lowest terms
 * (4/1296 → 1/324).  A table that counted ways (a fraction not in lowest terms, or its own
 * "ways") keeps the count on every row: "ways" (the family's, when it gives one) over
 * "outcomes", the number of equally likely outcomes. */
static void
reduce_probabilities (JsonNode *table)
{
  JsonArray *a;
  gboolean counted = FALSE;

  if (!JSON_NODE_HOLDS_ARRAY (table))
    return;
  a = json_node_get_array (table);
  for (guint i = 0; i < json_array_get_length (a) && !counted; i++)
    {
      JsonNode *e = json_array_get_element (a, i);
      guint64 num, den;

      if (JSON_NODE_HOLDS_OBJECT (e) && parse_fraction (json_node_get_object (e), &num, &den))
        counted = gcd64 (num, den) != 1 || json_object_has_member (json_node_get_object (e),
                                                                   "ways");
    }
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonNode *e = json_array_get_element (a, i);
      JsonObject *o;
      guint64 num, den, g;
      g_autofree char *reduced = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (e) || !parse_fraction (json_node_get_object (e), &num, &den))
        continue;
      o = json_node_get_object (e);
      g = MAX (gcd64 (num, den), 1);
      reduced = g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, num / g, den / g);
      json_object_set_string_member (o, "probability", reduced);
      if (!counted)
        continue;
      if (!json_object_has_member (o, "ways"))
        json_object_set_int_member (o, "ways", (gint64) num);
      json_object_set_int_member (o, "outcomes", (gint64) den);
    }
}

/**
 * bx_cli_throws_json:
 * @game: a game
 *
 * The table `throws` prints (docs/cli.md): the family's own named table, its
 * probabilities in lowest terms, or every throw of the ruleset's dice with its name,
 * class and exact probability.
 *
 * Returns: (transfer full): the table, a JSON array.
 */
JsonNode *
bx_cli_throws_json (BxGame *game)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GArray) all = NULL;
  JsonNode *table = bx_game_throw_table (game);

  /* A family that names its throws (除紅's 標目) gives its own table. */
  if (table != NULL)
    {
      reduce_probabilities (table);
      return table;
    }
  all = bx_dice_enumerate (bx_game_get_dice (game));
  json_builder_begin_array (b);
  for (guint i = 0; i < all->len; i++)
    {
      const BxThrowProb *p = &g_array_index (all, BxThrowProb, i);
      g_autofree char *t = bx_throw_to_string (&p->dice);
      g_autofree char *name = throw_name (&p->dice);
      g_autofree char *prob = g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT,
                                               p->numerator, p->denominator);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "throw");
      json_builder_add_string_value (b, t);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, name);
      json_builder_set_member_name (b, "class");
      json_builder_add_string_value (b, throw_class (&p->dice));
      json_builder_set_member_name (b, "probability");
      json_builder_add_string_value (b, prob);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

gboolean
bx_cli_cmd_throws (int      argc,
                   char   **argv,
                   GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  GOptionEntry entries[] = { COMMON_ENTRIES, { NULL } };
  g_autoptr(BxGame) game = NULL;
  g_autoptr(JsonNode) table = NULL;

  if (!bx_cli_parse_options (entries, "ID", &argc, &argv, error))
    return FALSE;
  if (argc != 2)
    return bx_cli_usage_error (error, "throws FAMILY/VARIANT");
  if (!bx_cli_env_load (&env, error) || (game = env_game (&env, argv[1], error)) == NULL)
    return FALSE;
  table = bx_cli_throws_json (game);
  bx_cli_print_json (table);
  return TRUE;
}

/* ---------------------------------------------------------------- legal */

gboolean
bx_cli_cmd_legal (int      argc,
                  char   **argv,
                  GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  g_autofree char *opt_state = NULL;
  g_autofree char *opt_throw = NULL;
  GOptionEntry entries[] = {
    COMMON_ENTRIES,
    { "state", 0, 0, G_OPTION_ARG_FILENAME, &opt_state, "State JSON file, or - for stdin",
      "FILE" },
    { "throw", 0, 0, G_OPTION_ARG_STRING, &opt_throw, "The throw, like 6,2", "T" },
    { NULL }
  };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(BxGame) game = NULL;
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxState s;
  BxThrow t;

  if (!bx_cli_parse_options (entries, "ID --state FILE|- --throw T", &argc, &argv, error))
    return FALSE;
  if (argc != 2 || opt_throw == NULL)
    return bx_cli_usage_error (error, "legal FAMILY/VARIANT [--state FILE|-] --throw 6,2");
  if (!bx_throw_parse (opt_throw, &t, error))
    return FALSE;
  if (!bx_cli_env_load (&env, error) || (game = env_game (&env, argv[1], error)) == NULL)
    return FALSE;
  if (!bx_game_throw_is_valid (game, &t))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "%s is not a throw of %s's dice",
                   opt_throw, argv[1]);
      return FALSE;
    }
  if (!bx_cli_load_state (game, opt_state, &s, error))
    return FALSE;
  bx_game_legal_moves (game, &s, &t, moves);
  json_builder_begin_array (b);
  for (guint i = 0; i < moves->len; i++)
    {
      json_builder_begin_object (b);
      bx_cli_add_move_members (b, game, &s, &g_array_index (moves, BxMove, i));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  print_builder (b);
  return TRUE;
}

/* ---------------------------------------------------------------- play */

static void
print_move_line (const BxGame  *game,
                 const BxState *s,
                 const BxThrow *t,
                 const BxMove  *m)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, s->turn);
  json_builder_set_member_name (b, "player");
  json_builder_add_string_value (b, bx_game_player_name (game, s->player));
  json_builder_set_member_name (b, "throw");
  json_builder_begin_array (b);
  for (guint k = 0; k < t->n; k++)
    json_builder_add_int_value (b, t->d[k]);
  json_builder_end_array (b);
  bx_cli_add_move_members (b, game, s, m);
  /* Family facts about the move (除紅: name, class, payments, ledger). */
  bx_game_add_move_details (game, s, t, m, b);
  json_builder_end_object (b);
  print_builder (b);
}

static void
print_end_line (const BxGame  *game,
                const BxState *s)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GPtrArray) clauses = g_ptr_array_new_with_free_func (g_free);
  BxResult res;

  bx_game_result (game, s, &res);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "end");
  json_builder_add_boolean_value (b, TRUE);
  json_builder_set_member_name (b, "winner");
  json_builder_add_string_value (b, bx_record_winner_name (game, &res));
  json_builder_set_member_name (b, "score");
  json_builder_add_int_value (b, res.score);
  if (bx_game_get_n_players (game) != 2)
    {
      json_builder_set_member_name (b, "state");
      json_builder_add_value (b, bx_game_state_to_json (game, s));
    }
  json_builder_set_member_name (b, "turns");
  json_builder_add_int_value (b, s->turn);
  json_builder_set_member_name (b, "rules");
  json_builder_begin_array (b);
  for (guint i = 0; i < res.n_rules; i++)
    {
      const BxRule *r = bx_ruleset_get_rule (bx_game_get_ruleset (game), res.rules[i]);
      json_builder_add_string_value (b, r->id);
      for (guint k = 0; r->cites[k] != NULL; k++)
        g_ptr_array_add (clauses, g_strdup (r->cites[k]));
    }
  json_builder_end_array (b);
  g_ptr_array_add (clauses, NULL);
  json_builder_set_member_name (b, "clauses");
  bx_cli_add_strv (b, NULL, (const char * const *) clauses->pdata);
  json_builder_end_object (b);
  print_builder (b);
}

/* Plays a whole game with random choices; returns the number of moves, or -1. */
static int
play_random (const BxGame *game,
             guint64       seed,
             BxState      *s,
             GArray       *moves,
             BxRecord     *record,
             gboolean      print)
{
  BxRng choice;
  BxThrow t;
  int n = 0;

  bx_rng_init (&choice, seed ^ CHOICE_SALT);
  bx_game_init_state (game, s);
  while (!bx_game_is_over (game, s))
    {
      const BxMove *m;
      if (s->turn > 100000)
        return -1;
      bx_game_throw (game, s, seed, &t);
      /* A random player's choice, never an action of the table (BX_MOVE_TABLE, a fine);
       * only the chosen move is built where the family can (bx_game_random_move()). */
      m = bx_game_random_move (game, s, &t, &choice, moves);
      if (print)
        print_move_line (game, s, &t, m);
      if (record != NULL)
        bx_record_append (record, &t, m);
      bx_game_apply (game, s, &t, m);
      n++;
    }
  return n;
}

gboolean
bx_cli_cmd_play (int      argc,
                 char   **argv,
                 GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  gint64 opt_seed = 1;
  gboolean opt_random = FALSE;
  int opt_players = G_MININT;
  int opt_rounds = G_MININT;
  g_autofree char *opt_record = NULL;
  GOptionEntry entries[] = {
    COMMON_ENTRIES,
    { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, "Seed of the throws and choices", "N" },
    { "random", 0, 0, G_OPTION_ARG_NONE, &opt_random, "Both players choose at random", NULL },
    { "players", 0, 0, G_OPTION_ARG_INT, &opt_players, "Number of players", "K" },
    { "rounds", 0, 0, G_OPTION_ARG_INT, &opt_rounds, "Rounds to play (round-based games)",
      "N" },
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &opt_record, "Also save the game record", "FILE" },
    { NULL }
  };
  g_autoptr(BxGame) game = NULL;
  g_autoptr(GArray) moves = bx_move_list_new ();
  g_autoptr(BxRecord) record = NULL;
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  BxGameOptions options = { 0, 0 };
  BxState s;

  /* Computer players: bx-cli-agents.c. */
  if (bx_cli_argv_has (argc, argv, "--agents"))
    return bx_cli_cmd_play_agents (argc, argv, error);
  if (!bx_cli_parse_options (entries, "ID --random [--seed N] (seed 1 by default)", &argc, &argv, error))
    return FALSE;
  if (argc != 2 || !opt_random)
    return bx_cli_usage_error (error, "play FAMILY/VARIANT --random [--seed N] [--players K] "
                               "[--rounds N] [--record FILE]");
  if (!bx_cli_env_load (&env, error) || (game = env_game (&env, argv[1], error)) == NULL)
    return FALSE;
  /* G_MININT: not given (the ruleset's); 0 or less is never a choice. */
  if ((opt_players != G_MININT && opt_players < 1) || (opt_rounds != G_MININT && opt_rounds < 1))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "%s must be at least 1",
                   opt_players != G_MININT && opt_players < 1 ? "--players" : "--rounds");
      return FALSE;
    }
  options.n_players = opt_players > 0 ? (guint) opt_players : 0;
  options.rounds = opt_rounds > 0 ? (guint) opt_rounds : 0;
  if (!bx_game_configure (game, &options, error))
    return FALSE;
  for (guint p = 0; p < bx_game_get_n_players (game); p++)
    g_ptr_array_add (players, (gpointer) "random");
  g_ptr_array_add (players, NULL);
  record = bx_record_new (argv[1], (guint64) opt_seed, (const char * const *) players->pdata);
  bx_record_set_options (record, &options);
  if (play_random (game, (guint64) opt_seed, &s, moves, record, TRUE) < 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "the game did not end in 100000 turns");
      return FALSE;
    }
  print_end_line (game, &s);
  if (opt_record != NULL && !bx_record_save (record, game, opt_record, error))
    return FALSE;
  return TRUE;
}

/* ---------------------------------------------------------------- replay, export */

static BxRecord *
load_record (Env         *env,
             const char  *path,
             BxGame     **game_out,
             GError     **error)
{
  g_autofree char *rid = bx_record_peek_ruleset (path, error);
  g_autoptr(BxGame) game = NULL;
  BxRecord *rec;

  if (rid == NULL)
    return NULL;
  game = env_game (env, rid, error);
  if (game == NULL)
    {
      g_prefix_error (error, "%s: ", path);
      return NULL;
    }
  /* The record's options (players, rounds) are applied to the game before replaying. */
  rec = bx_record_load_configure (path, game, error);
  if (rec != NULL)
    *game_out = g_steal_pointer (&game);
  return rec;
}

gboolean
bx_cli_cmd_replay (int      argc,
                   char   **argv,
                   GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  GOptionEntry entries[] = { COMMON_ENTRIES, { NULL } };
  g_autoptr(BxGame) game = NULL;
  g_autoptr(BxRecord) rec = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  BxState s;
  BxResult res;

  if (!bx_cli_parse_options (entries, "RECORD", &argc, &argv, error))
    return FALSE;
  if (argc != 2)
    return bx_cli_usage_error (error, "replay RECORD");
  if (!bx_cli_env_load (&env, error) || (rec = load_record (&env, argv[1], &game, error)) == NULL)
    return FALSE;
  if (!bx_record_replay (rec, game, &s, NULL, error))
    return FALSE;
  bx_game_result (game, &s, &res);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, bx_record_get_ruleset_id (rec));
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, (gint64) bx_record_get_seed (rec));
  json_builder_set_member_name (b, "moves");
  json_builder_add_int_value (b, bx_record_get_n_entries (rec));
  json_builder_set_member_name (b, "valid");
  json_builder_add_boolean_value (b, TRUE);
  json_builder_set_member_name (b, "players");
  json_builder_add_int_value (b, bx_game_get_n_players (game));
  if (bx_record_get_options (rec)->rounds != 0)
    {
      json_builder_set_member_name (b, "rounds");
      json_builder_add_int_value (b, bx_record_get_options (rec)->rounds);
    }
  json_builder_set_member_name (b, "winner");
  if (res.kind != BX_RESULT_NONE)
    json_builder_add_string_value (b, bx_record_winner_name (game, &res));
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "score");
  json_builder_add_int_value (b, res.score);
  json_builder_set_member_name (b, "state");
  json_builder_add_value (b, bx_game_state_to_json (game, &s));
  json_builder_end_object (b);
  print_builder (b);
  return TRUE;
}

gboolean
bx_cli_cmd_export (int      argc,
                   char   **argv,
                   GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  gboolean opt_markdown = FALSE;
  GOptionEntry entries[] = {
    COMMON_ENTRIES,
    { "markdown", 0, 0, G_OPTION_ARG_NONE, &opt_markdown, "Markdown transcript", NULL },
    { NULL }
  };
  g_autoptr(BxGame) game = NULL;
  g_autoptr(BxRecord) rec = NULL;
  g_autofree char *md = NULL;

  if (!bx_cli_parse_options (entries, "RECORD --markdown", &argc, &argv, error))
    return FALSE;
  if (argc != 2 || !opt_markdown)
    return bx_cli_usage_error (error, "export RECORD --markdown");
  if (!bx_cli_env_load (&env, error) || (rec = load_record (&env, argv[1], &game, error)) == NULL)
    return FALSE;
  md = bx_record_export_markdown (rec, game, bx_library_get_clause_index (env.shared), error);
  if (md == NULL)
    return FALSE;
  bx_cli_print_text (md);
  return TRUE;
}

/* ---------------------------------------------------------------- bench */

/* The CPU time of the calling thread, in seconds. */
static double
thread_cpu_seconds (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return 0;
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Plays games 1…@n_games of @game at random and prints one line of JSON; FALSE when a game
 * does not end. */
static gboolean
bench_engine_one (const BxGame *game,
                  const char   *id,
                  int           n_games,
                  GArray       *moves,
                  GError      **error)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  gint64 start, elapsed;
  guint64 total_moves = 0;
  double secs, cpu0, cpu;

  start = g_get_monotonic_time ();
  cpu0 = thread_cpu_seconds ();
  for (int i = 0; i < n_games; i++)
    {
      BxState s;
      int n = play_random (game, (guint64) i + 1, &s, moves, NULL, FALSE);
      if (n < 0)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s: game %d did not end", id, i + 1);
          return FALSE;
        }
      total_moves += n;
    }
  cpu = MAX (thread_cpu_seconds () - cpu0, 1e-6);
  elapsed = g_get_monotonic_time () - start;
  secs = MAX (elapsed, 1) / 1e6;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, "engine");
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, id);
  json_builder_set_member_name (b, "games");
  json_builder_add_int_value (b, n_games);
  json_builder_set_member_name (b, "moves");
  json_builder_add_int_value (b, (gint64) total_moves);
  json_builder_set_member_name (b, "seconds");
  json_builder_add_double_value (b, secs);
  json_builder_set_member_name (b, "games_per_second");
  json_builder_add_double_value (b, n_games / secs);
  json_builder_set_member_name (b, "moves_per_second");
  json_builder_add_double_value (b, total_moves / secs);
  json_builder_set_member_name (b, "cpu_seconds");
  json_builder_add_double_value (b, cpu);
  json_builder_set_member_name (b, "games_per_cpu_second");
  json_builder_add_double_value (b, n_games / cpu);
  json_builder_set_member_name (b, "threads");
  json_builder_add_int_value (b, 1);
  json_builder_end_object (b);
  print_builder (b);
  return TRUE;
}

gboolean
bx_cli_cmd_bench_engine (int      argc,
                         char   **argv,
                         GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  int opt_games = 20000;
  gboolean opt_all = FALSE;
  g_autofree char *opt_ruleset = NULL;
  GOptionEntry entries[] = {
    COMMON_ENTRIES,
    { "games", 0, 0, G_OPTION_ARG_INT, &opt_games, "Number of games (20000)", "N" },
    { "ruleset", 0, 0, G_OPTION_ARG_STRING, &opt_ruleset, "Ruleset (shuanglu/ping)", "ID" },
    { "all", 0, 0, G_OPTION_ARG_NONE, &opt_all, "Every playable ruleset, one line each", NULL },
    { NULL }
  };
  g_autoptr(BxGame) game = NULL;
  g_autoptr(GArray) moves = bx_move_list_new ();
  GPtrArray *list;

  if (!bx_cli_parse_options (entries, "engine [--games N] [--ruleset ID | --all]", &argc, &argv,
                             error))
    return FALSE;
  if (!bx_cli_check_min ("--games", opt_games, 1, error))
    return FALSE;
  if (argc != 2 || strcmp (argv[1], "engine") != 0
      || (opt_all && opt_ruleset != NULL))
    return bx_cli_usage_error (error, "bench engine [--games N] [--ruleset ID | --all]");
  if (!bx_cli_env_load (&env, error))
    return FALSE;
  if (!opt_all)
    {
      const char *id = opt_ruleset ? opt_ruleset : "shuanglu/ping";
      game = env_game (&env, id, error);
      return game != NULL && bench_engine_one (game, id, opt_games, moves, error);
    }
  /* Every ruleset that can be played, in the library's order. */
  list = bx_ruleset_library_list (env.library);
  for (guint i = 0; i < list->len; i++)
    {
      BxRuleset *rs = list->pdata[i];
      g_autoptr(BxGame) one = bx_game_new (rs, NULL);
      if (one != NULL && !bench_engine_one (one, bx_ruleset_get_id (rs), opt_games, moves, error))
        return FALSE;
    }
  return TRUE;
}

/* ---------------------------------------------------------------- compare, twin */

gboolean
bx_cli_cmd_compare (int      argc,
                    char   **argv,
                    GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  GOptionEntry entries[] = { COMMON_ENTRIES, { NULL } };
  g_autoptr(BxComparison) cmp = NULL;
  g_autoptr(JsonNode) root = NULL;
  BxRuleset *rulesets[BX_COMPARE_MAX];

  if (!bx_cli_parse_options (entries, "ID ID [ID ID]", &argc, &argv, error))
    return FALSE;
  if (argc < 3 || argc > 1 + BX_COMPARE_MAX)
    return bx_cli_usage_error (error, "compare FAMILY/VARIANT FAMILY/VARIANT [… up to 4]");
  if (!bx_cli_env_load (&env, error))
    return FALSE;
  for (int i = 1; i < argc; i++)
    if ((rulesets[i - 1] = env_get (&env, argv[i], error)) == NULL)
      return FALSE;
  cmp = bx_comparison_new (rulesets, argc - 1, error);
  if (cmp == NULL)
    return FALSE;
  root = bx_comparison_to_json (cmp);
  bx_cli_print_json (root);
  return TRUE;
}

static void
add_twin_board (JsonBuilder      *b,
                const BxGame     *game,
                const BxState    *before,
                const BxTwinStep *st,
                guint             k)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "played");
  json_builder_add_boolean_value (b, st->played[k]);
  if (st->played[k])
    {
      json_builder_set_member_name (b, "player");
      json_builder_add_string_value (b, bx_game_player_name (game, st->player[k]));
      json_builder_set_member_name (b, "throw");
      json_builder_begin_array (b);
      for (guint i = 0; i < st->throws[k].n; i++)
        json_builder_add_int_value (b, st->throws[k].d[i]);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "legal");
      json_builder_add_int_value (b, st->n_legal[k]);
      bx_cli_add_move_members (b, game, before, &st->moves[k]);
    }
  json_builder_end_object (b);
}

gboolean
bx_cli_cmd_twin (int      argc,
                 char   **argv,
                 GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  gint64 opt_seed = 1;
  int opt_steps = 100000;
  GOptionEntry entries[] = {
    COMMON_ENTRIES,
    { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, "Seed of the throws and choices", "N" },
    { "steps", 0, 0, G_OPTION_ARG_INT, &opt_steps, "Stop after N steps", "N" },
    { NULL }
  };
  g_autoptr(BxGame) a = NULL;
  g_autoptr(BxGame) bgame = NULL;
  g_autoptr(BxTwin) twin = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  BxTwinDivergence why;
  int first;

  if (!bx_cli_parse_options (entries, "ID ID --seed N", &argc, &argv, error))
    return FALSE;
  if (!bx_cli_check_min ("--steps", opt_steps, 1, error))
    return FALSE;
  if (argc != 3)
    return bx_cli_usage_error (error, "twin FAMILY/VARIANT FAMILY/VARIANT [--seed N] [--steps N]");
  if (!bx_cli_env_load (&env, error) || (a = env_game (&env, argv[1], error)) == NULL
      || (bgame = env_game (&env, argv[2], error)) == NULL)
    return FALSE;
  twin = bx_twin_new (a, bgame, (guint64) opt_seed);
  while (!bx_twin_is_over (twin) && (int) bx_twin_get_n_steps (twin) < opt_steps)
    {
      g_autoptr(JsonBuilder) line = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;
      BxState before[2] = { *bx_twin_get_state (twin, 0), *bx_twin_get_state (twin, 1) };
      BxTwinStep st;

      if (!bx_twin_step (twin, NULL, NULL, &st, error))
        return FALSE;
      json_builder_begin_object (line);
      json_builder_set_member_name (line, "step");
      json_builder_add_int_value (line, st.step);
      json_builder_set_member_name (line, "boards");
      json_builder_begin_array (line);
      add_twin_board (line, a, &before[0], &st, 0);
      add_twin_board (line, bgame, &before[1], &st, 1);
      json_builder_end_array (line);
      json_builder_set_member_name (line, "divergence");
      json_builder_add_string_value (line, bx_twin_divergence_to_string (st.divergence));
      json_builder_end_object (line);
      root = json_builder_get_root (line);
      bx_cli_print_json (root);
    }
  first = bx_twin_first_divergence (twin, &why);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "end");
  json_builder_add_boolean_value (b, TRUE);
  json_builder_set_member_name (b, "steps");
  json_builder_add_int_value (b, bx_twin_get_n_steps (twin));
  json_builder_set_member_name (b, "first_divergence");
  if (first >= 0)
    json_builder_add_int_value (b, first);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "why");
  json_builder_add_string_value (b, bx_twin_divergence_to_string (why));
  json_builder_set_member_name (b, "results");
  json_builder_begin_array (b);
  for (guint k = 0; k < 2; k++)
    {
      BxResult res;
      bx_game_result (bx_twin_get_game (twin, k), bx_twin_get_state (twin, k), &res);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "ruleset");
      json_builder_add_string_value (b, argv[1 + k]);
      json_builder_set_member_name (b, "winner");
      /* The family's names, "draw" for a draw (as play and replay). */
      if (res.kind != BX_RESULT_NONE)
        json_builder_add_string_value (b, bx_record_winner_name (bx_twin_get_game (twin, k),
                                                                 &res));
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "score");
      json_builder_add_int_value (b, res.score);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  print_builder (b);
  return TRUE;
}
