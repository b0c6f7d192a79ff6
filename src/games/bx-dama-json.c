/* bx-dama-json.c: the 打馬 state as JSON (docs/state-format.md), and its checks
 *
 * The state_to_json, state_from_json and check_state hooks of the engine (their names as
 * the vtable in bx-dama.c lists them); moved out of bx-dama.c to keep files to one job.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-dama-private.h"

#include <string.h>

#include "bx-error.h"
#include "bx-json.h"

static const char *status_names[] = { "in", "pending", "out" };
static const char *end_names[] = { NULL, "ximan", "cuman", "last", "cap" };

static void
add_player (JsonBuilder *b,
            const char  *member,
            int          player)
{
  json_builder_set_member_name (b, member);
  if (player >= 0 && player < BX_DAMA_MAX_PLAYERS)
    json_builder_add_string_value (b, bx_dama_player_label (player));
  else
    json_builder_add_null_value (b);
}

static void
add_faces (JsonBuilder *b,
           guint8       index1)
{
  if (index1 == 0)
    {
      json_builder_add_null_value (b);
      return;
    }
  {
    const BxDamaThrowInfo *i = bx_dama_throw_info (index1 - 1u);
    g_autofree char *t = g_strdup_printf ("%u,%u,%u", i->dice[0], i->dice[1], i->dice[2]);
    json_builder_add_string_value (b, t);
  }
}

JsonNode *
dama_state_to_json (const BxGame  *game,
                    const BxState *state)
{
  const BxDamaState *s = bx_dama_state_const (state);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, bx_ruleset_get_id (bx_game_get_ruleset (game)));
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, state->turn);
  add_player (b, "player", state->player);
  json_builder_set_member_name (b, "players");
  json_builder_add_int_value (b, s->n_players);
  json_builder_set_member_name (b, "pot");
  json_builder_add_int_value (b, s->pot);
  json_builder_set_member_name (b, "ledger");
  json_builder_begin_array (b);
  for (guint p = 0; p < s->n_players; p++)
    json_builder_add_int_value (b, s->ledger[p]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "horses");
  json_builder_begin_array (b);
  for (guint p = 0; p < s->n_players; p++)
    {
      json_builder_begin_object (b);
      add_player (b, "player", (int) p);
      json_builder_set_member_name (b, "status");
      json_builder_add_string_value (b, status_names[MIN (s->status[p], 2)]);
      json_builder_set_member_name (b, "stacks");
      json_builder_begin_array (b);
      for (int c = 0; c < BX_DAMA_CELLS; c++)
        if (s->cells[p][c] > 0)
          {
            json_builder_begin_array (b);
            json_builder_add_int_value (b, c);
            json_builder_add_int_value (b, s->cells[p][c]);
            json_builder_end_array (b);
          }
      json_builder_end_array (b);
      json_builder_set_member_name (b, "waiting");
      json_builder_add_int_value (b, s->waiting[p]);
      json_builder_set_member_name (b, "flown");
      json_builder_add_int_value (b, s->flown[p]);
      json_builder_set_member_name (b, "bencai");
      add_faces (b, s->bencai[p]);
      json_builder_set_member_name (b, "gift");
      json_builder_begin_array (b);
      if (s->gift[p] & BX_DAMA_GIFT_ZHEN)
        json_builder_add_string_value (b, "zhen");
      if (s->gift[p] & BX_DAMA_GIFT_BANG)
        json_builder_add_string_value (b, "bang");
      if (s->gift[p] & BX_DAMA_GIFT_ZHUANG)
        json_builder_add_string_value (b, "zhuang");
      json_builder_end_array (b);
      json_builder_set_member_name (b, "hangu");
      json_builder_add_boolean_value (b, (s->hangu_open >> p) & 1);
      json_builder_set_member_name (b, "rough");
      json_builder_add_boolean_value (b, s->rough[p] != 0);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "previous");
  if (s->last_player >= 0 && s->last_throw > 0)
    {
      json_builder_begin_object (b);
      add_player (b, "player", s->last_player);
      json_builder_set_member_name (b, "throw");
      add_faces (b, s->last_throw);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "hangu_paid");
  json_builder_add_boolean_value (b, s->hangu_paid != 0);
  json_builder_set_member_name (b, "end");
  if (s->end > 0 && s->end < G_N_ELEMENTS (end_names))
    json_builder_add_string_value (b, end_names[s->end]);
  else
    json_builder_add_null_value (b);
  add_player (b, "winner", state->winner);
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

static int
player_from_node (JsonNode *n,
                  guint     n_players)
{
  const char *name;

  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return -1;
  if (json_node_get_value_type (n) != G_TYPE_STRING)
    return -2;
  name = json_node_get_string (n);
  for (guint i = 0; i < n_players; i++)
    if (g_strcmp0 (name, bx_dama_player_label (i)) == 0)
      return (int) i;
  return -2;
}

static guint8
faces_from_node (JsonNode *n,
                 gboolean *ok)
{
  int ti;

  *ok = TRUE;
  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return 0;
  if (json_node_get_value_type (n) != G_TYPE_STRING
      || (ti = _bx_dama_parse_faces (json_node_get_string (n))) < 0)
    {
      *ok = FALSE;
      return 0;
    }
  return (guint8) (ti + 1);
}

gboolean
dama_state_from_json (const BxGame  *game,
                      JsonNode      *node,
                      BxState       *state,
                      GError       **error)
{
  const Priv *pv = bx_game_get_priv (game);
  BxDamaState *s = bx_dama_state (state);
  JsonObject *o;
  JsonNode *n;
  JsonArray *a;
  gint64 v;
  gboolean ok;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bx_state_error (error, "not a JSON object");
  o = json_node_get_object (node);
  dama_init_state (game, state);
  v = pv->n_players;
  if (!bx_json_member_int (o, "players", 2, BX_DAMA_MAX_PLAYERS, &v))
    return bx_state_error (error, "'players' must be 2–5");
  s->n_players = (guint8) v;
  v = 0;
  if (!bx_json_member_int (o, "turn", 0, G_MAXUINT32, &v))
    return bx_state_error (error, "'turn' must be a count");
  state->turn = (guint32) v;
  state->player = (gint8) player_from_node (json_object_get_member (o, "player"), s->n_players);
  if (state->player < 0)
    return bx_state_error (error, "'player' must be \"p1\" … \"p5\" of the players");
  v = s->pot;
  if (!bx_json_member_int (o, "pot", G_MININT32, G_MAXINT32, &v))
    return bx_state_error (error, "'pot' must be an integer");
  s->pot = (gint32) v;
  n = json_object_get_member (o, "ledger");
  if (n != NULL)
    {
      if (!JSON_NODE_HOLDS_ARRAY (n)
          || json_array_get_length (a = json_node_get_array (n)) != s->n_players)
        return bx_state_error (error, "'ledger' must hold one integer per player");
      for (guint p = 0; p < s->n_players; p++)
        {
          if (!bx_json_element_int (a, p, G_MININT32, G_MAXINT32, &v))
            return bx_state_error (error, "'ledger' must hold one integer per player");
          s->ledger[p] = (gint32) v;
        }
    }
  n = json_object_get_member (o, "horses");
  if (n != NULL)
    {
      if (!JSON_NODE_HOLDS_ARRAY (n)
          || json_array_get_length (a = json_node_get_array (n)) != s->n_players)
        return bx_state_error (error, "'horses' must hold one object per player");
      for (guint p = 0; p < s->n_players; p++)
        {
          JsonNode *e = json_array_get_element (a, p);
          JsonObject *h;
          JsonNode *m;
          if (!JSON_NODE_HOLDS_OBJECT (e))
            return bx_state_error (error, "'horses' must hold objects");
          h = json_node_get_object (e);
          memset (s->cells[p], 0, sizeof s->cells[p]);
          v = 0;
          if (!bx_json_member_int (h, "waiting", 0, BX_DAMA_MAX_HORSES, &v))
            return bx_state_error (error, "'waiting' must be 0–20");
          s->waiting[p] = (guint8) v;
          v = 0;
          if (!bx_json_member_int (h, "flown", 0, BX_DAMA_MAX_HORSES, &v))
            return bx_state_error (error, "'flown' must be 0–20");
          s->flown[p] = (guint8) v;
          m = json_object_get_member (h, "stacks");
          if (m != NULL)
            {
              JsonArray *st;
              if (!JSON_NODE_HOLDS_ARRAY (m))
                return bx_state_error (error, "'stacks' must be [[cell, count], …]");
              st = json_node_get_array (m);
              for (guint i = 0; i < json_array_get_length (st); i++)
                {
                  JsonNode *pair = json_array_get_element (st, i);
                  JsonArray *pa;
                  gint64 c, cnt;
                  if (!JSON_NODE_HOLDS_ARRAY (pair)
                      || json_array_get_length (pa = json_node_get_array (pair)) != 2)
                    return bx_state_error (error, "'stacks' must be [[cell, count], …]");
                  if (!bx_json_element_int (pa, 0, 0, BX_DAMA_CELLS - 1, &c)
                      || !bx_json_element_int (pa, 1, 1, BX_DAMA_MAX_HORSES, &cnt))
                    return bx_state_error (error,
                                           "'stacks': a stack is outside the board or empty");
                  s->cells[p][c] = (guint8) cnt;
                }
            }
          s->bencai[p] = faces_from_node (json_object_get_member (h, "bencai"), &ok);
          if (!ok)
            return bx_state_error (error, "'bencai' must be three faces like \"6,3,3\"");
          m = json_object_get_member (h, "status");
          s->status[p] = BX_DAMA_IN;
          if (m != NULL)
            {
              const char *st = json_node_get_value_type (m) == G_TYPE_STRING
                               ? json_node_get_string (m) : "";
              guint i;
              for (i = 0; i < G_N_ELEMENTS (status_names); i++)
                if (strcmp (st, status_names[i]) == 0)
                  break;
              if (i == G_N_ELEMENTS (status_names))
                return bx_state_error (error, "'status' must be in, pending or out");
              s->status[p] = (guint8) i;
            }
          s->gift[p] = 0;
          m = json_object_get_member (h, "gift");
          if (m != NULL && !JSON_NODE_HOLDS_NULL (m) && !JSON_NODE_HOLDS_ARRAY (m))
            return bx_state_error (error, "'gift' must be an array");
          if (m != NULL && JSON_NODE_HOLDS_ARRAY (m))
            {
              JsonArray *g = json_node_get_array (m);
              for (guint i = 0; i < json_array_get_length (g); i++)
                {
                  const char *gs = bx_json_element_string (g, i);
                  if (g_strcmp0 (gs, "zhen") == 0)
                    s->gift[p] |= BX_DAMA_GIFT_ZHEN;
                  else if (g_strcmp0 (gs, "bang") == 0)
                    s->gift[p] |= BX_DAMA_GIFT_BANG;
                  else if (g_strcmp0 (gs, "zhuang") == 0)
                    s->gift[p] |= BX_DAMA_GIFT_ZHUANG;
                  else
                    return bx_state_error (error, "'gift' items are zhen, bang or zhuang");
                }
            }
          {
            gboolean hangu = FALSE, rough = FALSE;

            if (!bx_json_member_bool (h, "hangu", &hangu)
                || !bx_json_member_bool (h, "rough", &rough))
              return bx_state_error (error, "'hangu' and 'rough' must be true or false");
            if (hangu)
              s->hangu_open |= (guint8) (1u << p);
            s->rough[p] = rough;
          }
        }
    }
  n = json_object_get_member (o, "previous");
  if (n != NULL && !JSON_NODE_HOLDS_NULL (n) && !JSON_NODE_HOLDS_OBJECT (n))
    return bx_state_error (error, "'previous' must be an object or null");
  if (n != NULL && JSON_NODE_HOLDS_OBJECT (n))
    {
      JsonObject *pr = json_node_get_object (n);
      s->last_player = (gint8) player_from_node (json_object_get_member (pr, "player"),
                                                 s->n_players);
      s->last_throw = faces_from_node (json_object_get_member (pr, "throw"), &ok);
      if (s->last_player < 0 || !ok || s->last_throw == 0)
        return bx_state_error (error, "'previous' must name a player and a throw");
    }
  {
    gboolean paid = FALSE;

    if (!bx_json_member_bool (o, "hangu_paid", &paid))
      return bx_state_error (error, "'hangu_paid' must be true or false");
    s->hangu_paid = paid;
  }
  n = json_object_get_member (o, "winner");
  state->winner = (gint8) player_from_node (n, s->n_players);
  if (state->winner < -1)
    return bx_state_error (error, "'winner' must be a player or null");
  v = 0;
  if (!bx_json_member_int (o, "score", 0, 255, &v))
    return bx_state_error (error, "'score' must be 0–255");
  state->score = (guint8) v;
  n = json_object_get_member (o, "end");
  if (n != NULL && !JSON_NODE_HOLDS_NULL (n))
    {
      const char *e = json_node_get_value_type (n) == G_TYPE_STRING ? json_node_get_string (n)
                                                                      : "";
      for (guint i = 1; i < G_N_ELEMENTS (end_names); i++)
        if (strcmp (e, end_names[i]) == 0)
          s->end = (guint8) i;
      if (s->end == 0)
        return bx_state_error (error, "'end' must be ximan, cuman, last, cap or null");
    }
  n = json_object_get_member (o, "extra_throw");
  state->extra = n != NULL && json_node_get_value_type (n) == G_TYPE_BOOLEAN
                 && json_node_get_boolean (n);
  return TRUE;
}

gboolean
dama_check_state (const BxGame   *game,
                  const BxState  *state,
                  GError        **error)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxDamaState *s = bx_dama_state_const (state);

  if (s->n_players != pv->n_players)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "state: %u players, the game is set up for %u", s->n_players, pv->n_players);
      return FALSE;
    }
  if (state->player < 0 || state->player >= s->n_players)
    return bx_state_error (error, "the player to throw is not at the table");
  if (state->winner < 0 && s->status[state->player] == BX_DAMA_OUT)
    return bx_state_error (error, "the player to throw has withdrawn");
  for (int p = 0; p < s->n_players; p++)
    {
      if (bx_dama_horses (state, p) != pv->horses)
        return bx_state_error (error, "a player's horses are not all accounted for");
      if (s->status[p] == BX_DAMA_OUT && _bx_dama_on_track (pv, s, p) > 0)
        return bx_state_error (error, "a withdrawn player has horses on the board");
      if (s->cells[p][pv->end_cell] + s->flown[p] >= pv->horses && state->winner < 0)
        return bx_state_error (error, "a player has brought every horse in, but nobody won");
    }
  for (int c = 0; c < pv->end_cell; c++)
    {
      int owners = 0;
      if (_bx_dama_is_wo (pv, c) || c == pv->qian_cell)
        continue;
      for (int p = 0; p < s->n_players; p++)
        owners += s->cells[p][c] > 0;
      if (owners > 1)
        return bx_state_error (error, "two players' horses share a cell outside a 窩");
    }
  if (bx_dama_ledger_sum (state) != 0)
    return bx_state_error (error, "the ledger and the pot do not sum to zero");
  return TRUE;
}
