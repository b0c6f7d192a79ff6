/* bx-cli-learn.c: boxi-cli's learning commands (docs/cli.md): `concepts [CONCEPT]`, the
 * concepts across families with the rules and clauses that establish them, and
 * `tutorial FAMILY`, a family's tutorial with each step's legal moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-cli-learn.h"

#include "bx-concepts.h"
#include "bx-tutorial.h"

static void
print_builder (JsonBuilder *b)
{
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  bx_cli_print_json (root);
}

/* ---------------------------------------------------------------- concepts */

static void
add_concept (JsonBuilder      *b,
             BxRulesetLibrary *lib,
             const BxConcept  *c)
{
  g_autoptr(GPtrArray) families = g_ptr_array_new ();

  json_builder_begin_object (b);
  bx_cli_add_string (b, "id", c->id);
  bx_cli_add_string (b, "name_en", c->name_en);
  bx_cli_add_string (b, "name_zh", c->name_zh);
  json_builder_set_member_name (b, "entries");
  json_builder_begin_array (b);
  for (guint i = 0; i < c->entries->len; i++)
    {
      const BxConceptEntry *e = &g_array_index (c->entries, BxConceptEntry, i);
      BxRuleset *rs = bx_ruleset_library_get (lib, e->ruleset_id);
      const char *family = rs != NULL ? bx_ruleset_get_family (rs) : NULL;

      if (family != NULL && !g_ptr_array_find_with_equal_func (families, family, g_str_equal,
                                                               NULL))
        g_ptr_array_add (families, (gpointer) family);
      json_builder_begin_object (b);
      bx_cli_add_string (b, "ruleset", e->ruleset_id);
      bx_cli_add_string (b, "family", family);
      bx_cli_add_string (b, "rule", e->rule_id);
      bx_cli_add_string (b, "status", bx_rule_status_to_string (e->status));
      bx_cli_add_string (b, "value", e->value);
      bx_cli_add_strv (b, "cites", e->cites);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  g_ptr_array_add (families, NULL);
  bx_cli_add_strv (b, "families", (const char * const *) families->pdata);
  json_builder_end_object (b);
}

gboolean
bx_cli_cmd_concepts (int      argc,
                     char   **argv,
                     GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  GOptionEntry entries[] = { BX_CLI_ENV_ENTRIES (env), { NULL } };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GPtrArray) concepts = NULL;

  if (!bx_cli_parse_options (entries, "[CONCEPT]", &argc, &argv, error))
    return FALSE;
  if (argc > 2)
    return bx_cli_usage_error (error, "concepts [CONCEPT] [--rulesets DIR]");
  if (!bx_cli_env_load (&env, error))
    return FALSE;
  concepts = bx_concepts_derive (env.library);
  if (argc == 2)
    {
      const BxConcept *c = bx_concepts_find (concepts, argv[1]);

      if (c == NULL)
        {
          g_autofree char *ids = g_strjoinv (", ", (char **) bx_concepts_list_ids ());
          g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "no concept '%s' (one of: %s)",
                       argv[1], ids);
          return FALSE;
        }
      add_concept (b, env.library, c);
    }
  else
    {
      json_builder_begin_array (b);
      for (guint i = 0; i < concepts->len; i++)
        add_concept (b, env.library, g_ptr_array_index (concepts, i));
      json_builder_end_array (b);
    }
  print_builder (b);
  return TRUE;
}

/* ---------------------------------------------------------------- tutorial */

static gboolean
move_cites (const BxGame *game,
            const BxMove *move,
            const char   *rule_id)
{
  for (guint k = 0; k < move->n_rules; k++)
    if (g_strcmp0 (bx_game_rule_id (game, move->rules[k]), rule_id) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
add_step (JsonBuilder          *b,
          BxRulesetLibrary     *lib,
          const BxTutorial     *tut,
          guint                 index,
          GError              **error)
{
  const BxTutorialStep *step = g_ptr_array_index (tut->steps, index);
  g_autoptr(GArray) moves = bx_move_list_new ();
  g_autoptr(BxGame) game = NULL;
  g_autoptr(JsonNode) state_node = NULL;
  BxState s;
  BxThrow t;
  int found;

  game = bx_tutorial_step_setup (tut, step, lib, &s, &t, error);
  if (game == NULL)
    {
      g_prefix_error (error, "%s:%d: ", tut->file, step->line);
      return FALSE;
    }
  bx_game_legal_moves (game, &s, &t, moves);
  found = bx_tutorial_step_find_expected (step, game, &s, moves);
  state_node = json_from_string (step->state_json, NULL);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "index");
  json_builder_add_int_value (b, index);
  bx_cli_add_string (b, "rule", step->rule_id);
  bx_cli_add_strv (b, "cites", (const char * const *) step->cites);
  bx_cli_add_string (b, "text_en", step->text_en);
  bx_cli_add_string (b, "text_zh", step->text_zh);
  json_builder_set_member_name (b, "state");
  if (state_node != NULL)
    json_builder_add_value (b, g_steal_pointer (&state_node));
  else
    json_builder_add_string_value (b, step->state_json);
  bx_cli_add_string (b, "throw", step->throw_text);
  /* (the throw as the page shows it: the throw-off's one die of 除紅's four) */
  bx_cli_add_string (b, "throw_shown", step->throw_shown);
  bx_cli_add_string (b, "expected", step->expected);
  json_builder_set_member_name (b, "expected_legal");
  json_builder_add_boolean_value (b, found >= 0);
  json_builder_set_member_name (b, "expected_index");
  if (found >= 0)
    json_builder_add_int_value (b, found);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "expected_cites_rule");
  json_builder_add_boolean_value (b, found >= 0
                                     && move_cites (game, &g_array_index (moves, BxMove, found),
                                                    step->rule_id));
  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  for (guint i = 0; i < moves->len; i++)
    {
      json_builder_begin_object (b);
      bx_cli_add_move_members (b, game, &s, &g_array_index (moves, BxMove, i));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return TRUE;
}

gboolean
bx_cli_cmd_tutorial (int      argc,
                     char   **argv,
                     GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  GOptionEntry entries[] = { BX_CLI_ENV_ENTRIES (env), { NULL } };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  const BxTutorial *tut;

  if (!bx_cli_parse_options (entries, "FAMILY", &argc, &argv, error))
    return FALSE;
  if (argc != 2)
    return bx_cli_usage_error (error, "tutorial FAMILY [--rulesets DIR]");
  if (!bx_cli_env_load (&env, error))
    return FALSE;
  tut = bx_library_get_tutorial (env.shared, argv[1]);
  if (tut == NULL)
    {
      const GError *why = bx_library_get_tutorials_error (env.shared);

      if (why != NULL)
        g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND,
                     "no tutorial for the family '%s' (%s)", argv[1], why->message);
      else
        g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "no tutorial for the family '%s'",
                     argv[1]);
      return FALSE;
    }

  json_builder_begin_object (b);
  bx_cli_add_string (b, "family", tut->family);
  bx_cli_add_string (b, "ruleset", tut->ruleset_id);
  bx_cli_add_string (b, "title_en", tut->title_en);
  bx_cli_add_string (b, "title_zh", tut->title_zh);
  json_builder_set_member_name (b, "steps");
  json_builder_begin_array (b);
  for (guint i = 0; i < tut->steps->len; i++)
    if (!add_step (b, env.library, tut, i, error))
      return FALSE;
  json_builder_end_array (b);
  json_builder_end_object (b);
  print_builder (b);
  return TRUE;
}
