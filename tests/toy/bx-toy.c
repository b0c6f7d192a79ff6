/* bx-toy.c: the toy race family (see bx-toy.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-toy.h"

#include <string.h>

typedef struct
{
  int cells;
  int score;
  int r_move, r_win, r_score;
} Priv;

G_STATIC_ASSERT (sizeof (BxToyState) <= BX_STATE_DATA_BYTES);

static BxToyState *
toy_state (BxState *state)
{
  return (BxToyState *) state->data.bytes;
}

static gboolean
toy_prepare (BxGame   *game,
             gpointer  priv,
             GError  **error)
{
  Priv *pv = priv;
  int pieces;

  if (!bx_game_param_int (game, "track.cells", 6, 1, 100, &pv->cells, error)
      || !bx_game_param_int (game, "pieces", 2, 2, BX_TOY_MAX_PIECES, &pieces, error)
      || !bx_game_param_int (game, "score.win", 1, 1, 100, &pv->score, error))
    return FALSE;
  pv->r_move = bx_game_rule_index (game, "move.exact-off");
  pv->r_win = bx_game_rule_index (game, "win.off");
  pv->r_score = bx_game_rule_index (game, "score.win");
  return TRUE;
}

static void
toy_init_state (const BxGame *game,
                BxState      *state)
{
  BxToyState *s = toy_state (state);

  for (int p = 0; p < 2; p++)
    for (int k = 0; k < BX_TOY_MAX_PIECES; k++)
      s->pos[p][k] = BX_POINT_BAR;
}

static guint
toy_n_players (const BxGame *game)
{
  return 2;
}

static int
target (const Priv *pv,
        int         from,
        int         die)
{
  int to = (from == BX_POINT_BAR ? -1 : from) + die;

  return to >= pv->cells ? BX_POINT_OFF : to;
}

static void
toy_legal_moves (const BxGame  *game,
                 const BxState *state,
                 const BxThrow *t,
                 GArray        *out)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxToyState *s = bx_toy_state_const (state);
  int p = state->player, die = t->d[0];

  for (int k = 0; k < BX_TOY_MAX_PIECES; k++)
    {
      BxMove m = { 0, };
      int from = s->pos[p][k];
      gboolean seen = FALSE;

      if (from == BX_POINT_OFF)
        continue;
      /* Two pieces on the bar give one move. */
      for (int j = 0; j < k; j++)
        seen |= s->pos[p][j] == from;
      if (seen)
        continue;
      m.n_steps = 1;
      m.steps[0].from = (gint8) from;
      m.steps[0].to = (gint8) target (pv, from, die);
      m.steps[0].die = (guint8) die;
      if (from == BX_POINT_BAR)
        m.steps[0].flags |= BX_STEP_ENTER;
      if (m.steps[0].to == BX_POINT_OFF)
        m.steps[0].flags |= BX_STEP_BEAR_OFF;
      bx_move_add_rule (&m, pv->r_move);
      if (m.steps[0].to == BX_POINT_OFF && s->pos[p][1 - k] == BX_POINT_OFF)
        bx_move_add_rule (&m, pv->r_win);
      g_array_append_val (out, m);
    }
}

static void
toy_apply (const BxGame  *game,
           BxState       *state,
           const BxThrow *t,
           const BxMove  *move)
{
  BxToyState *s = toy_state (state);
  int p = state->player;

  for (guint i = 0; i < move->n_steps; i++)
    for (int k = 0; k < BX_TOY_MAX_PIECES; k++)
      if (s->pos[p][k] == move->steps[i].from)
        {
          s->pos[p][k] = move->steps[i].to;
          break;
        }
  state->turn++;
  if (s->pos[p][0] == BX_POINT_OFF && s->pos[p][1] == BX_POINT_OFF)
    {
      const Priv *pv = bx_game_get_priv (game);

      state->winner = (gint8) p;
      state->score = (guint8) pv->score;
      return;
    }
  state->player = (gint8) (1 - p);
}

static void
toy_result (const BxGame  *game,
            const BxState *state,
            BxResult      *out)
{
  const Priv *pv = bx_game_get_priv (game);

  out->winner = state->winner;
  if (state->winner < 0)
    return;
  out->score = state->score;
  out->rules[out->n_rules++] = (guint16) pv->r_win;
  out->rules[out->n_rules++] = (guint16) pv->r_score;
}

static const char *player_names[] = { "white", "black" };

static JsonNode *
toy_state_to_json (const BxGame  *game,
                   const BxState *state)
{
  const BxToyState *s = bx_toy_state_const (state);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "player");
  json_builder_add_string_value (b, player_names[state->player]);
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, state->turn);
  for (int p = 0; p < 2; p++)
    {
      json_builder_set_member_name (b, player_names[p]);
      json_builder_begin_array (b);
      for (int k = 0; k < BX_TOY_MAX_PIECES; k++)
        json_builder_add_int_value (b, s->pos[p][k]);
      json_builder_end_array (b);
    }
  json_builder_set_member_name (b, "winner");
  if (state->winner >= 0)
    json_builder_add_string_value (b, player_names[state->winner]);
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gboolean
toy_state_from_json (const BxGame  *game,
                     JsonNode      *node,
                     BxState       *state,
                     GError       **error)
{
  const Priv *pv = bx_game_get_priv (game);
  BxToyState *s = toy_state (state);
  JsonObject *o;
  const char *who;
  gint64 turn = 0;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return bx_state_error (error, "not an object");
  o = json_node_get_object (node);
  toy_init_state (game, state);
  who = json_object_get_string_member_with_default (o, "player", "white");
  state->player = g_strcmp0 (who, "black") == 0 ? 1 : 0;
  if (!bx_json_member_int (o, "turn", 0, G_MAXINT32, &turn))
    return bx_state_error (error, "'turn' must be a count");
  state->turn = (guint32) turn;
  for (int p = 0; p < 2; p++)
    {
      JsonArray *a;

      if (!json_object_has_member (o, player_names[p]))
        continue;
      a = json_object_get_array_member (o, player_names[p]);
      if (a == NULL || json_array_get_length (a) != BX_TOY_MAX_PIECES)
        return bx_state_error (error, "a side is an array of two cells");
      for (int k = 0; k < BX_TOY_MAX_PIECES; k++)
        {
          gint64 v = json_array_get_int_element (a, k);

          if (v < BX_POINT_OFF || v >= pv->cells)
            return bx_state_error (error, "a cell is off the track");
          s->pos[p][k] = (gint8) v;
        }
    }
  return TRUE;
}

static char *
toy_describe_move (const BxGame  *game,
                   const BxState *state,
                   const BxMove  *move)
{
  const BxStep *st = &move->steps[0];

  if (move->n_steps == 0)
    return g_strdup ("pass");
  if (st->to == BX_POINT_OFF)
    return st->from == BX_POINT_BAR ? g_strdup ("bar/off") : g_strdup_printf ("%d/off",
                                                                              st->from + 1);
  if (st->from == BX_POINT_BAR)
    return g_strdup_printf ("bar/%d", st->to + 1);
  return g_strdup_printf ("%d/%d", st->from + 1, st->to + 1);
}

/* The position with a chosen step shown: the piece moved. */
static void
toy_apply_steps (const BxGame *game,
                 BxState      *state,
                 const BxStep *steps,
                 guint         n_steps)
{
  BxToyState *s = toy_state (state);

  for (guint i = 0; i < n_steps; i++)
    for (int k = 0; k < BX_TOY_MAX_PIECES; k++)
      if (s->pos[state->player][k] == steps[i].from)
        {
          s->pos[state->player][k] = steps[i].to;
          break;
        }
}

/* Fewer cells to go is better: the share of the total distance left that the other side
 * still has to run. */
static double
toy_evaluate (const BxGame  *game,
              const BxState *state,
              int            player)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxToyState *s = bx_toy_state_const (state);
  double left[2] = { 0, 0 };

  for (int p = 0; p < 2; p++)
    for (int k = 0; k < BX_TOY_MAX_PIECES; k++)
      left[p] += s->pos[p][k] == BX_POINT_OFF ? 0
                 : pv->cells - (s->pos[p][k] == BX_POINT_BAR ? -1 : s->pos[p][k]);
  return left[1 - player] / MAX (left[0] + left[1], 1.0);
}

static const char * const toy_player_labels[] = { N_("White 白"), N_("Black 黑"), NULL };

static const BxGameVTable toy_vtable = {
  .family = "toy",
  .priv_size = sizeof (Priv),
  .prepare = toy_prepare,
  .init_state = toy_init_state,
  .n_players = toy_n_players,
  .legal_moves = toy_legal_moves,
  .apply = toy_apply,
  .result = toy_result,
  .state_to_json = toy_state_to_json,
  .state_from_json = toy_state_from_json,
  .describe_move = toy_describe_move,
  .player_labels = toy_player_labels,
  .score_unit = N_("籌 (chou)"),
  .apply_steps = toy_apply_steps,
  .evaluate = toy_evaluate,
};

/** bx_toy_get_vtable: Returns: the toy race engine (family "toy"), static. */
const BxGameVTable *
bx_toy_get_vtable (void)
{
  return &toy_vtable;
}
