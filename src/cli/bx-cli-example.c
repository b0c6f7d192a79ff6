/* bx-cli-example.c: boxi-cli example, the "show me" example of a rule, and the search that
 * writes them (docs/cli.md)
 *
 *   boxi-cli example RULESET RULE
 *     {"ruleset","rule","state","throw","moves":[…],"citing":[…]}
 *   boxi-cli example --find RULESET [RULE] [--seed N] [--games N] [--xml [--all]]
 *     one JSON line per rule: the clearest position found in seeded random games, and
 *     whether the ruleset's current example works; with --xml, the <example> elements to
 *     add to the ruleset file (for the rules whose example is missing or fails)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-cli.h"
#include "bx-cli-example.h"
#include "bx-example.h"
#include "bx-json.h"

static void
print_builder (JsonBuilder *b)
{
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  bx_cli_print_json (root);
}

static void
add_state (JsonBuilder *b,
           const char  *state_json)
{
  g_autoptr(JsonNode) node = bx_json_parse_bounded (state_json, -1, BX_JSON_MAX_DEPTH, NULL);

  if (node != NULL)
    json_builder_add_value (b, g_steal_pointer (&node));
  else
    json_builder_add_string_value (b, state_json);
}

static BxGame *
game_for (BxCliEnv    *env,
          const char  *ruleset_id,
          BxRuleset  **rs_out,
          GError     **error)
{
  BxRuleset *rs = bx_ruleset_library_get (env->library, ruleset_id);

  if (rs == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND,
                   "no ruleset '%s' (see 'boxi-cli rulesets')", ruleset_id);
      return NULL;
    }
  *rs_out = rs;
  return bx_game_new (rs, error);
}

static gboolean
show_example (BxCliEnv    *env,
              const char  *ruleset_id,
              const char  *rule_id,
              GError     **error)
{
  g_autoptr(BxGame) game = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GArray) moves = bx_move_list_new ();
  g_autoptr(GArray) citing = NULL;
  g_autoptr(GError) local = NULL;
  const char *state_json = NULL, *throw_text = NULL;
  BxRuleset *rs = NULL;
  BxState s;
  BxThrow t = { 0 };
  guint index = 0;

  if ((game = game_for (env, ruleset_id, &rs, error)) == NULL)
    return FALSE;
  if (bx_ruleset_find_rule (rs, rule_id, &index) == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s has no rule '%s'", ruleset_id,
                   rule_id);
      return FALSE;
    }
  if (!bx_ruleset_get_example (rs, rule_id, &state_json, &throw_text))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: rule %s has no example",
                   ruleset_id, rule_id);
      return FALSE;
    }
  /* The state may name another number of players than the ruleset's default. */
  if (!bx_cli_state_from_json (game, state_json, &s, error))
    {
      g_prefix_error (error, "%s: the example of %s: ", ruleset_id, rule_id);
      return FALSE;
    }
  citing = bx_example_check (game, index, &s, &t, moves, &local);
  if (citing == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, ruleset_id);
  json_builder_set_member_name (b, "rule");
  json_builder_add_string_value (b, rule_id);
  json_builder_set_member_name (b, "state");
  add_state (b, state_json);
  json_builder_set_member_name (b, "throw");
  if (throw_text != NULL)
    json_builder_add_string_value (b, throw_text);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  for (guint i = 0; i < moves->len; i++)
    {
      json_builder_begin_object (b);
      bx_cli_add_move_members (b, game, &s, &g_array_index (moves, BxMove, i));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "citing");
  json_builder_begin_array (b);
  for (guint i = 0; i < citing->len; i++)
    json_builder_add_int_value (b, g_array_index (citing, guint, i));
  json_builder_end_array (b);
  json_builder_end_object (b);
  print_builder (b);
  return TRUE;
}

/* "ok", "missing", or why the current example fails. */
static char *
current_status (const BxGame *game,
                guint         rule)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(GArray) citing = bx_example_check (game, rule, NULL, NULL, NULL, &local);

  if (citing != NULL)
    return g_strdup ("ok");
  if (g_error_matches (local, BX_ERROR, BX_ERROR_NOT_FOUND))
    return g_strdup ("missing");
  return g_strdup (local->message);
}

/* XML element text: only &, < and > need escaping (a state's quotes stay readable). */
static char *
escape_text (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '&')
        g_string_append (out, "&amp;");
      else if (*p == '<')
        g_string_append (out, "&lt;");
      else if (*p == '>')
        g_string_append (out, "&gt;");
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static gboolean
find_examples (BxCliEnv    *env,
               const char  *ruleset_id,
               const char  *only_rule,
               gint64       seed,
               int          n_games,
               gboolean     xml,
               gboolean     all,
               GError     **error)
{
  g_autoptr(BxGame) game = NULL;
  g_autoptr(GPtrArray) found = NULL;
  BxRuleset *rs = NULL;

  if ((game = game_for (env, ruleset_id, &rs, error)) == NULL)
    return FALSE;
  if (only_rule != NULL && bx_ruleset_find_rule (rs, only_rule, NULL) == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s has no rule '%s'", ruleset_id,
                   only_rule);
      return FALSE;
    }
  if (n_games < 1)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "--games must be at least 1");
      return FALSE;
    }
  found = bx_example_find (game, (guint64) seed, (guint) n_games);
  for (guint i = 0; i < found->len; i++)
    {
      const BxExampleFound *f = g_ptr_array_index (found, i);
      const BxRule *r = bx_ruleset_get_rule (rs, f->rule);
      g_autofree char *current = NULL;

      if (only_rule != NULL && g_strcmp0 (r->id, only_rule) != 0)
        continue;
      current = current_status (game, f->rule);
      if (xml)
        {
          g_autofree char *line = NULL;
          g_autofree char *esc = NULL;

          if (f->kind == BX_EXAMPLE_NONE || (!all && g_strcmp0 (current, "ok") == 0))
            continue;
          esc = escape_text (f->state_json);
          line = g_strdup_printf ("  <example rule=\"%s\" throw=\"%s\">%s</example>\n", r->id,
                                  f->throw_text, esc);
          bx_cli_print_text (line);
          continue;
        }
      {
        g_autoptr(JsonBuilder) b = json_builder_new ();
        json_builder_begin_object (b);
        json_builder_set_member_name (b, "rule");
        json_builder_add_string_value (b, r->id);
        json_builder_set_member_name (b, "topic");
        json_builder_add_string_value (b, bx_topic_to_string (r->topic));
        json_builder_set_member_name (b, "current");
        json_builder_add_string_value (b, current);
        json_builder_set_member_name (b, "found");
        json_builder_add_string_value (b, bx_example_kind_to_string (f->kind));
        if (f->kind != BX_EXAMPLE_NONE)
          {
            json_builder_set_member_name (b, "seed");
            json_builder_add_int_value (b, (gint64) f->seed);
            json_builder_set_member_name (b, "turn");
            json_builder_add_int_value (b, f->turn);
            json_builder_set_member_name (b, "moves");
            json_builder_add_int_value (b, f->n_moves);
            json_builder_set_member_name (b, "n_citing");
            json_builder_add_int_value (b, f->n_citing);
            json_builder_set_member_name (b, "throw");
            json_builder_add_string_value (b, f->throw_text);
            json_builder_set_member_name (b, "state");
            add_state (b, f->state_json);
          }
        json_builder_end_object (b);
        print_builder (b);
      }
    }
  return TRUE;
}

/**
 * bx_cli_cmd_example:
 *
 * `boxi-cli example RULESET RULE`: the rule's "show me" example as the ruleset sees it
 * (bx_ruleset_get_example()), with the legal moves of its throw and which of them cite the
 * rule (bx_example_citing()); an error when the rule has no example, its state does not
 * parse, or a rule of play has no citing move.  `--find`: see the file's comment.
 */
gboolean
bx_cli_cmd_example (int      argc,
                    char   **argv,
                    GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  gboolean opt_find = FALSE, opt_xml = FALSE, opt_all = FALSE;
  gint64 opt_seed = 1;
  int opt_games = 100;
  GOptionEntry entries[] = {
    BX_CLI_ENV_ENTRIES (env),
    { "find", 0, 0, G_OPTION_ARG_NONE, &opt_find,
      "Search seeded random games for examples", NULL },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, "First seed of the search (1)", "N" },
    { "games", 0, 0, G_OPTION_ARG_INT, &opt_games, "Games to search (100)", "N" },
    { "xml", 0, 0, G_OPTION_ARG_NONE, &opt_xml,
      "Print <example> elements for the rules whose example is missing or fails", NULL },
    { "all", 0, 0, G_OPTION_ARG_NONE, &opt_all, "With --xml: for every rule", NULL },
    { NULL }
  };
  const char *usage = "example RULESET RULE | example --find RULESET [RULE] [--seed N] "
                      "[--games N] [--xml [--all]]";

  if (!bx_cli_parse_options (entries, "RULESET RULE", &argc, &argv, error))
    return FALSE;
  if (opt_find ? (argc != 2 && argc != 3) : argc != 3)
    return bx_cli_usage_error (error, usage);
  if (!bx_cli_env_load (&env, error))
    return FALSE;
  if (opt_find)
    return find_examples (&env, argv[1], argc == 3 ? argv[2] : NULL, opt_seed, opt_games,
                          opt_xml, opt_all, error);
  return show_example (&env, argv[1], argv[2], error);
}
