/* bx-game-state.c: a game's positions checked and read from or written to JSON
 * (docs/state-format.md); the family's engine does the family's part
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-game-private.h"

#include <string.h>

#include "bx-error.h"
#include "bx-json.h"

/**
 * bx_game_check_state:
 * @game: a game
 * @state: a position
 * @error: %BX_ERROR_INVALID when the position is impossible (pieces not conserved …)
 *
 * Returns: %TRUE when the position is possible under the ruleset.
 */
gboolean
bx_game_check_state (const BxGame   *game,
                     const BxState  *state,
                     GError        **error)
{
  if (game->vt->check_state == NULL)
    return TRUE;
  return game->vt->check_state (game, state, error);
}

/**
 * bx_game_state_to_json:
 * @game: a game
 * @state: a position
 *
 * Returns: (transfer full): the state as JSON (docs/state-format.md).
 */
JsonNode *
bx_game_state_to_json (const BxGame  *game,
                       const BxState *state)
{
  return game->vt->state_to_json (game, state);
}

/**
 * bx_game_state_from_json:
 * @game: a game
 * @node: a state JSON (docs/state-format.md)
 * @state: (out caller-allocates): the position
 * @error: %BX_ERROR_INVALID with the reason when the JSON is not a possible position
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_game_state_from_json (const BxGame  *game,
                         JsonNode      *node,
                         BxState       *state,
                         GError       **error)
{
  const char *family = bx_ruleset_get_family (game->ruleset);
  JsonNode *rid;

  /* What every family's state needs, checked once here: an object, and when it names its
   * ruleset, one of this game's family. */
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bx_state_error (error, "not a JSON object");
  rid = json_object_get_member (json_node_get_object (node), "ruleset");
  if (rid != NULL && !JSON_NODE_HOLDS_NULL (rid))
    {
      const char *id = JSON_NODE_HOLDS_VALUE (rid)
                       && json_node_get_value_type (rid) == G_TYPE_STRING
                       ? json_node_get_string (rid) : NULL;
      gsize len = strlen (family);

      if (id == NULL || strncmp (id, family, len) != 0 || id[len] != '/')
        {
          g_autofree char *why = g_strdup_printf ("the ruleset is not a '%s' ruleset", family);
          return bx_state_error (error, why);
        }
    }
  memset (state, 0, sizeof *state);
  state->winner = -1;
  if (!game->vt->state_from_json (game, node, state, error))
    return FALSE;
  return bx_game_check_state (game, state, error);
}

/**
 * bx_game_state_to_string:
 * @game: a game
 * @state: a position
 *
 * Returns: (transfer full): the state JSON as one line.
 */
char *
bx_game_state_to_string (const BxGame  *game,
                         const BxState *state)
{
  g_autoptr(JsonNode) node = bx_game_state_to_json (game, state);
  return json_to_string (node, FALSE);
}

/**
 * bx_game_state_from_string:
 * @game: a game
 * @json: a state JSON text
 * @state: (out caller-allocates): the position
 * @error: %BX_ERROR_PARSE for bad JSON, %BX_ERROR_INVALID for an impossible position
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_game_state_from_string (const BxGame  *game,
                           const char    *json,
                           BxState       *state,
                           GError       **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(JsonNode) root = bx_json_parse_bounded (json, -1, BX_JSON_MAX_DEPTH, &local);

  if (root == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_PARSE, "state: %s", local->message);
      return FALSE;
    }
  return bx_game_state_from_json (game, root, state, error);
}
