/* bx-ruqi-json.c: the 儒棋 state as JSON (docs/state-format.md), and its checks
 *
 * The state_to_json, state_from_json and check_state hooks of the engine (their names as
 * the vtable in bx-ruqi.c lists them), out of bx-ruqi.c to keep files to one job.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-ruqi-private.h"

#include <stdlib.h>
#include <string.h>

#include "bx-error.h"

static const char *player_names[] = { "white", "black" };

JsonNode *
ruqi_state_to_json (const BxGame  *game,
                    const BxState *state)
{
  const BxRuqiState *rs = bx_ruqi_state_const (state);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, bx_ruleset_get_id (bx_game_get_ruleset (game)));
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, state->turn);
  json_builder_set_member_name (b, "player");
  json_builder_add_string_value (b, player_names[state->player]);
  json_builder_set_member_name (b, "phase");
  json_builder_add_string_value (b, rs->phase == BX_RUQI_PHASE_THROW_OFF ? "throw-off"
                                                                         : "play");
  json_builder_set_member_name (b, "throw_off");
  if (rs->throw_off > 0)
    json_builder_add_int_value (b, rs->throw_off - 1);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "pieces");
  json_builder_begin_array (b);
  for (int p = 0; p < 2; p++)
    {
      json_builder_begin_array (b);
      for (int i = 0; i < P; i++)
        {
          g_autofree char *label = bx_ruqi_node_label (rs->node[p][i]);
          g_autofree char *s = g_strconcat (label, (rs->xiao[p] >> i) & 1 ? "^" : "", NULL);
          json_builder_add_string_value (b, s);
        }
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "suan");
  json_builder_begin_array (b);
  json_builder_add_int_value (b, rs->suan[0]);
  json_builder_add_int_value (b, rs->suan[1]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "ju");
  json_builder_add_int_value (b, rs->ju);
  json_builder_set_member_name (b, "last_winner");
  if (rs->last_winner >= 0)
    json_builder_add_string_value (b, player_names[rs->last_winner]);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "last_suan");
  json_builder_add_int_value (b, rs->last_suan);
  json_builder_set_member_name (b, "winner");
  if (state->winner >= 0)
    json_builder_add_string_value (b, player_names[state->winner]);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "score");
  json_builder_add_int_value (b, state->score);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static int
player_from_node (JsonNode *n)
{
  const char *name;

  if (n == NULL || json_node_get_value_type (n) != G_TYPE_STRING)
    return -2;
  name = json_node_get_string (n);
  if (g_strcmp0 (name, "white") == 0)
    return 0;
  if (g_strcmp0 (name, "black") == 0)
    return 1;
  return -2;
}

static gboolean
read_count (JsonObject *o,
            const char *name,
            int         max,
            int        *out)
{
  gint64 v = *out;

  if (!bx_json_member_int (o, name, 0, max, &v))
    return FALSE;
  *out = (int) v;
  return TRUE;
}

gboolean
ruqi_state_from_json (const BxGame  *game,
                      JsonNode      *node,
                      BxState       *state,
                      GError       **error)
{
  BxRuqiState *rs = bx_ruqi_state (state);
  JsonObject *o;
  JsonNode *n;
  JsonArray *sides;
  const char *phase;
  int v;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bx_state_error (error, "not a JSON object");
  o = json_node_get_object (node);
  n = json_object_get_member (o, "pieces");
  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n)
      || json_array_get_length (sides = json_node_get_array (n)) != 2)
    return bx_state_error (error, "'pieces' must be [[white's five], [black's five]]");
  for (int p = 0; p < 2; p++)
    {
      JsonNode *e = json_array_get_element (sides, p);
      JsonArray *a;
      if (!JSON_NODE_HOLDS_ARRAY (e) || json_array_get_length (a = json_node_get_array (e)) != P)
        return bx_state_error (error, "each side of 'pieces' must list five pieces");
      for (int i = 0; i < P; i++)
        {
          JsonNode *pe = json_array_get_element (a, i);
          g_autofree char *text = NULL;
          gsize len;
          gboolean up;
          int nd;
          if (json_node_get_value_type (pe) != G_TYPE_STRING)
            return bx_state_error (error, "a piece must be a string like \"r12^\"");
          text = g_strdup (json_node_get_string (pe));
          len = strlen (text);
          up = len > 0 && text[len - 1] == '^';
          if (up)
            text[len - 1] = '\0';
          nd = _bx_ruqi_node_parse (text);
          if (nd < 0)
            return bx_state_error (error, "a piece stands on an unknown node");
          rs->node[p][i] = (guint8) nd;
          if (up)
            rs->xiao[p] |= 1u << i;
        }
    }
  n = json_object_get_member (o, "player");
  state->player = n == NULL ? 0 : player_from_node (n);
  if (state->player < 0)
    return bx_state_error (error, "'player' must be \"white\" or \"black\"");
  n = json_object_get_member (o, "phase");
  phase = n == NULL ? "play"
          : json_node_get_value_type (n) == G_TYPE_STRING ? json_node_get_string (n) : NULL;
  if (g_strcmp0 (phase, "play") == 0)
    rs->phase = BX_RUQI_PHASE_PLAY;
  else if (g_strcmp0 (phase, "throw-off") == 0)
    rs->phase = BX_RUQI_PHASE_THROW_OFF;
  else
    return bx_state_error (error, "'phase' must be \"play\" or \"throw-off\"");
  n = json_object_get_member (o, "throw_off");
  if (n != NULL && !JSON_NODE_HOLDS_NULL (n))
    {
      v = 0;
      if (!read_count (o, "throw_off", 10, &v))
        return bx_state_error (error, "'throw_off' must be null or 0–10");
      rs->throw_off = (guint8) (v + 1);
    }
  n = json_object_get_member (o, "suan");
  if (n != NULL)
    {
      JsonArray *a;
      if (!JSON_NODE_HOLDS_ARRAY (n) || json_array_get_length (a = json_node_get_array (n)) != 2)
        return bx_state_error (error, "'suan' must be [white, black]");
      for (int p = 0; p < 2; p++)
        {
          JsonNode *e = json_array_get_element (a, p);
          if (json_node_get_value_type (e) != G_TYPE_INT64 || json_node_get_int (e) < 0
              || json_node_get_int (e) > 250)
            return bx_state_error (error, "'suan' holds a bad count");
          rs->suan[p] = (guint8) json_node_get_int (e);
        }
    }
  v = 0;
  if (!read_count (o, "ju", 255, &v))
    return bx_state_error (error, "'ju' must be a count");
  rs->ju = (guint8) v;
  v = 0;
  if (!read_count (o, "last_suan", 250, &v))
    return bx_state_error (error, "'last_suan' must be a count");
  rs->last_suan = (guint8) v;
  rs->last_winner = -1;
  n = json_object_get_member (o, "last_winner");
  if (n != NULL && !JSON_NODE_HOLDS_NULL (n))
    {
      int w = player_from_node (n);
      if (w < 0)
        return bx_state_error (error, "'last_winner' must be null, \"white\" or \"black\"");
      rs->last_winner = (gint8) w;
    }
  v = 0;
  if (!read_count (o, "turn", G_MAXINT32, &v))
    return bx_state_error (error, "'turn' must be a count");
  state->turn = (guint32) v;
  state->winner = -1;
  n = json_object_get_member (o, "winner");
  if (n != NULL && !JSON_NODE_HOLDS_NULL (n))
    {
      int w = player_from_node (n);
      if (w < 0)
        return bx_state_error (error, "'winner' must be null, \"white\" or \"black\"");
      state->winner = (gint8) w;
    }
  v = 0;
  if (!read_count (o, "score", 255, &v))
    return bx_state_error (error, "'score' must be a count");
  state->score = (guint8) v;
  return TRUE;
}

gboolean
ruqi_check_state (const BxGame   *game,
                  const BxState  *state,
                  GError        **error)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxRuqiState *rs = bx_ruqi_state_const (state);
  int target = pv->suan_per_jue * pv->jue_to_win;

  if (state->player < 0 || state->player > 1)
    return bx_state_error (error, "the player to move must be white or black");
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < P; i++)
      {
        int nd = rs->node[p][i], cell = bx_ruqi_node_cell (p, nd);
        gboolean up = (rs->xiao[p] >> i) & 1;
        if (nd > OUT)
          return bx_state_error (error, "a piece stands on an unknown node");
        if (pv->half_lanes && ((nd > ZH + 4 && nd < JI + 5) || (nd >= JI && nd < JI + 5)))
          return bx_state_error (error, "a piece stands on the enemy's half of a lane");
        if (pv->corners_pass && _bx_ruqi_node_is_corner (nd))
          return bx_state_error (error, "a piece rests on a corner (四維), which is only counted");
        if (up && (nd == START || nd == OUT || _bx_ruqi_node_is_crossing (nd)))
          return bx_state_error (error, "a piece beside its 凈, out, or on a crossing lies 伏");
        for (int k = 0; k < P && cell >= 0; k++)
          {
            int nk = rs->node[p][k];
            if (k != i && nk == nd && ((rs->xiao[p] >> k) & 1) != up)
              return bx_state_error (error, "the pieces of one stack must all be 伏 or all 梟");
            if (k != i && nk != nd && bx_ruqi_node_cell (p, nk) == cell)
              return bx_state_error (error, "two lanes of one side share a cell");
            if (bx_ruqi_node_cell (1 - p, rs->node[1 - p][k]) == cell)
              return bx_state_error (error, "White and Black share a cell");
          }
      }
  if ((state->winner >= 0) != (rs->suan[0] >= target || rs->suan[1] >= target))
    return bx_state_error (error, "'winner' does not match the 算 won");
  if (state->winner >= 0 && rs->suan[state->winner] < target)
    return bx_state_error (error, "the winner has not three 爵");
  return TRUE;
}
