/* bx-chuhong-json.c: the 除紅 state as JSON (docs/state-format.md), and its checks
 *
 * The state_to_json, state_from_json and check_state hooks of the engine (their names as
 * the vtable in bx-chuhong.c lists them), out of bx-chuhong.c to keep files to one job.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-chuhong-private.h"

#include <string.h>

#include "bx-error.h"

static int
player_from_node (JsonNode *n,
                  guint     n_players)
{
  const char *name;

  if (n == NULL || json_node_get_value_type (n) != G_TYPE_STRING)
    return -2;
  name = json_node_get_string (n);
  for (guint i = 0; i < n_players; i++)
    if (g_strcmp0 (name, bx_chuhong_player_label (i)) == 0)
      return (int) i;
  return -2;
}

void
_bx_chuhong_add_player (JsonBuilder *b,
                        const char  *member,
                        int          player)
{
  json_builder_set_member_name (b, member);
  if (player >= 0)
    json_builder_add_string_value (b, bx_chuhong_player_label (player));
  else
    json_builder_add_null_value (b);
}

JsonNode *
chuhong_state_to_json (const BxGame  *game,
                       const BxState *state)
{
  const BxChuhongState *s = bx_chuhong_state_const (state);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, bx_ruleset_get_id (bx_game_get_ruleset (game)));
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, state->turn);
  _bx_chuhong_add_player (b, "player", state->player);
  json_builder_set_member_name (b, "players");
  json_builder_add_int_value (b, s->n_players);
  json_builder_set_member_name (b, "phase");
  json_builder_add_string_value (b, s->phase == BX_CHUHONG_PHASE_PLAY ? "play" : "throw-off");
  _bx_chuhong_add_player (b, "starter", s->starter);
  json_builder_set_member_name (b, "contest");
  if (s->sai_first >= 0)
    {
      json_builder_begin_object (b);
      _bx_chuhong_add_player (b, "first", s->sai_first);
      json_builder_set_member_name (b, "points");
      json_builder_add_int_value (b, s->sai_points);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "seats");
  json_builder_add_int_value (b, s->seats);
  json_builder_set_member_name (b, "rounds");
  json_builder_add_int_value (b, bx_chuhong_rounds_done (game, state));
  json_builder_set_member_name (b, "ledger");
  json_builder_begin_array (b);
  for (guint i = 0; i < s->n_players; i++)
    json_builder_add_int_value (b, s->ledger[i]);
  json_builder_end_array (b);
  _bx_chuhong_add_player (b, "winner", state->winner);
  json_builder_set_member_name (b, "score");
  json_builder_add_int_value (b, state->score);
  if (state->extra)
    {
      json_builder_set_member_name (b, "extra_throw");
      json_builder_add_boolean_value (b, TRUE);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

gboolean
chuhong_state_from_json (const BxGame  *game,
                         JsonNode      *node,
                         BxState       *state,
                         GError       **error)
{
  const Priv *pv = bx_game_get_priv (game);
  BxChuhongState *s = bx_chuhong_state (state);
  JsonObject *o;
  JsonNode *n;
  JsonArray *a;
  gint64 v;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bx_state_error (error, "not a JSON object");
  o = json_node_get_object (node);
  chuhong_init_state (game, state);
  v = pv->n_players;
  if (!bx_json_member_int (o, "players", 2, BX_CHUHONG_MAX_PLAYERS, &v))
    return bx_state_error (error, "'players' must be 2–5");
  s->n_players = (guint8) v;
  n = json_object_get_member (o, "phase");
  if (n != NULL)
    {
      const char *ph = json_node_get_value_type (n) == G_TYPE_STRING ? json_node_get_string (n)
                                                                      : NULL;
      if (g_strcmp0 (ph, "play") == 0)
        s->phase = BX_CHUHONG_PHASE_PLAY;
      else if (g_strcmp0 (ph, "throw-off") == 0)
        s->phase = BX_CHUHONG_PHASE_THROW_OFF;
      else
        return bx_state_error (error, "'phase' must be \"play\" or \"throw-off\"");
    }
  n = json_object_get_member (o, "player");
  state->player = n == NULL ? 0 : (gint8) player_from_node (n, s->n_players);
  if (state->player < 0)
    return bx_state_error (error, "'player' must be \"p1\" … \"p5\" of the players");
  n = json_object_get_member (o, "starter");
  s->starter = s->phase == BX_CHUHONG_PHASE_PLAY ? 0 : -1;
  if (n != NULL && !JSON_NODE_HOLDS_NULL (n)
      && (s->starter = (gint8) player_from_node (n, s->n_players)) < 0)
    return bx_state_error (error, "'starter' must be a player or null");
  n = json_object_get_member (o, "contest");
  s->sai_first = -1;
  if (n != NULL && !JSON_NODE_HOLDS_NULL (n))
    {
      JsonObject *c;
      if (!JSON_NODE_HOLDS_OBJECT (n))
        return bx_state_error (error, "'contest' must be null or {\"first\", \"points\"}");
      c = json_node_get_object (n);
      s->sai_first = (gint8) player_from_node (json_object_get_member (c, "first"),
                                               s->n_players);
      v = 0;
      if (s->sai_first < 0 || !bx_json_member_int (c, "points", 9, 12, &v) || v == 0)
        return bx_state_error (error, "'contest' needs a player 'first' and 'points' 9–12");
      s->sai_points = (guint8) v;
    }
  v = 0;
  if (!bx_json_member_int (o, "seats", 0, G_MAXINT32, &v))
    return bx_state_error (error, "'seats' must be a count");
  s->seats = (guint32) v;
  v = 0;
  if (!bx_json_member_int (o, "turn", 0, G_MAXINT32, &v))
    return bx_state_error (error, "'turn' must be a count");
  state->turn = (guint32) v;
  n = json_object_get_member (o, "ledger");
  if (n != NULL)
    {
      if (!JSON_NODE_HOLDS_ARRAY (n)
          || json_array_get_length (a = json_node_get_array (n)) != s->n_players)
        return bx_state_error (error, "'ledger' must hold one integer per player");
      for (guint i = 0; i < s->n_players; i++)
        {
          JsonNode *e = json_array_get_element (a, i);
          if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64)
            return bx_state_error (error, "'ledger' holds a value that is not an integer");
          if (ABS (json_node_get_int (e)) > G_MAXINT32 / 8)
            {
              g_autofree char *why = g_strdup_printf ("'ledger' holds %" G_GINT64_FORMAT
                                                      ", out of range (at most %d either way)",
                                                      json_node_get_int (e), G_MAXINT32 / 8);
              return bx_state_error (error, why);
            }
          s->ledger[i] = (gint32) json_node_get_int (e);
        }
    }
  n = json_object_get_member (o, "winner");
  state->winner = -1;
  if (n != NULL && !JSON_NODE_HOLDS_NULL (n)
      && (state->winner = (gint8) player_from_node (n, s->n_players)) < 0)
    return bx_state_error (error, "'winner' must be null or a player");
  v = 0;
  if (!bx_json_member_int (o, "score", 0, 255, &v))
    return bx_state_error (error, "'score' must be 0–255");
  state->score = (guint8) v;
  n = json_object_get_member (o, "extra_throw");
  state->extra = n != NULL && json_node_get_value_type (n) == G_TYPE_BOOLEAN
                 && json_node_get_boolean (n);
  return TRUE;
}

gboolean
chuhong_check_state (const BxGame   *game,
                     const BxState  *state,
                     GError        **error)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxChuhongState *s = bx_chuhong_state_const (state);

  if (s->n_players != pv->n_players)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "state: %u players, the game is set up for %u", s->n_players,
                   pv->n_players);
      return FALSE;
    }
  if (state->player < 0 || state->player >= s->n_players)
    return bx_state_error (error, "the player to throw is not at the table");
  if (s->sai_first >= 0 && (s->sai_first >= s->n_players || s->phase != BX_CHUHONG_PHASE_PLAY))
    return bx_state_error (error, "the contest's first thrower is not at the table");
  if (bx_chuhong_ledger_sum (state) != 0)
    return bx_state_error (error, "the ledger does not sum to zero");
  return TRUE;
}
