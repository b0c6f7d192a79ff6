/* bx-ruleset-example.c: the "show me" example of each rule (a state JSON and a throw), as a
 * ruleset sees it
 *
 * A rule's example is written in its <rule> (`<example throw="6,2">STATE</example>`) or,
 * for a rule the ruleset inherits through `extends`, as a ruleset-level
 * `<example rule="ping.hit" throw="6,2">STATE</example>` after the rules
 * (docs/rulesets.md).  An inherited rule keeps its parent's example unless the child gives
 * its own.  Either way the example is stored with its state's "ruleset" member naming the
 * ruleset that holds the rule, so that it opens in that ruleset.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-error.h"
#include "bx-json.h"
#include "bx-dice.h"
#include "bx-ruleset-private.h"

/**
 * _bx_rule_set_example:
 * @r: the rule
 * @ruleset_id: the ruleset that holds @r (the copy in a child for an inherited rule)
 * @state_json: the example's state (docs/state-format.md), or %NULL to keep @r's own and
 *   only rename its ruleset
 * @throw_text: (nullable): the example's throw ("6,2", "none"), with @state_json
 * @path: the file, for errors
 * @line: the line of the <example> element, for errors
 * @error: %BX_ERROR_INVALID ("FILE:LINE: reason") when the state is not a JSON object or
 *   the throw not a throw
 *
 * Sets (or renames) @r's example: the state's "ruleset" member becomes @ruleset_id.
 *
 * Returns: %TRUE on success (also when @r has no example and none is given).
 */
gboolean
_bx_rule_set_example (BxRule      *r,
                      const char  *ruleset_id,
                      const char  *state_json,
                      const char  *throw_text,
                      const char  *path,
                      int          line,
                      GError     **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(JsonNode) root = NULL;
  BxThrow t;

  if (state_json == NULL)
    {
      if (r->example == NULL)
        return TRUE;
      state_json = r->example;
      throw_text = r->example_throw;
    }
  root = bx_json_parse_bounded (state_json, -1, BX_JSON_MAX_DEPTH, &local);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: the example of rule '%s' is not a state (a JSON object)%s%s", path,
                   line, r->id, local != NULL ? ": " : "", local != NULL ? local->message : "");
      return FALSE;
    }
  if (throw_text != NULL && !bx_throw_parse (throw_text, &t, &local))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%d: the example of rule '%s': %s",
                   path, line, r->id, local->message);
      return FALSE;
    }
  json_object_set_string_member (json_node_get_object (root), "ruleset", ruleset_id);
  {
    char *text = json_to_string (root, FALSE);
    char *thr = g_strdup (throw_text);
    g_free (r->example);
    g_free (r->example_throw);
    r->example = text;
    r->example_throw = thr;
  }
  return TRUE;
}

/**
 * bx_ruleset_get_example:
 * @rs: a ruleset
 * @rule_id: "ping.hit", a rule of @rs (its own or inherited)
 * @state_json: (out) (optional) (transfer none): the example's state JSON, whose "ruleset"
 *   member is @rs's id (docs/state-format.md)
 * @throw_text: (out) (optional) (transfer none) (nullable): the example's throw ("6,2"), or
 *   %NULL when the example is a position before its throw
 *
 * The "show me" example of a rule as @rs sees it: the child's own example for the rule when
 * it gives one, else the one it inherits.  For a rule of play the example is a position and
 * a throw in which a legal move cites the rule (bx_example_citing()); for setup, throw,
 * turn order and winning, a position that shows the rule.
 *
 * Returns: %TRUE with the strings set (owned by @rs); %FALSE when @rs has no such rule or
 *   the rule has no example.
 */
gboolean
bx_ruleset_get_example (BxRuleset   *rs,
                        const char  *rule_id,
                        const char **state_json,
                        const char **throw_text)
{
  const BxRule *r;

  g_return_val_if_fail (rs != NULL && rule_id != NULL, FALSE);

  r = bx_ruleset_find_rule (rs, rule_id, NULL);
  if (r == NULL || r->example == NULL)
    return FALSE;
  if (state_json != NULL)
    *state_json = r->example;
  if (throw_text != NULL)
    *throw_text = r->example_throw;
  return TRUE;
}
