/* bx-liubo.c: the 六博 engine, layouts "verse" (古博經) and "points" (seed 001); see
 * bx-liubo.h and docs/rulesets.md ("六博")
 *
 * Every move is generated from the ruleset's params and carries the rules whose params
 * license it.  Termination: param draw.turns caps the number of throws; when it is reached
 * the 籌 decide, equal 籌 being a draw, so every game ends.
 * The moves (both layouts, apply and result) are in bx-liubo-moves.c; what the files
 * share is in bx-liubo-private.h.
 *
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-liubo-private.h"

#include <string.h>

#include "bx-bo-board.h"
#include "bx-liubo-eval.h"
#include "bx-error.h"
#include "bx-json.h"
#include "bx-words.h"


static const char *player_names[] = { "white", "black", "draw" };
static const char *verse_names[BX_LIUBO_VERSE_LEN] = {
  "方", "畔", "揭", "道", "張", "究", "屈", "玄", "高", "玄", "屈", "究", "張", "道", "揭",
  "畔", "方",
  "方", "畔", "揭", "道", "張", "究", "屈", "玄", "高", "玄", "屈", "究", "張", "道", "揭",
  "畔", "方",
};
static const char *fish_names[] = { "water", "pulled-white", "pulled-black", "turned-white",
                                    "turned-black" };

/* ---------------------------------------------------------------- board geometry */

/* Seed 001's lines between played points: the square's sides (a square corner and the
 * middle of a side), the T's stem and the two halves of its bar. */
gboolean
_bx_liubo_joined (int a,
                  int b)
{
  const BxBoPoint *p = bx_bo_point ((guint) a), *q = bx_bo_point ((guint) b);

  if (p == NULL || q == NULL || a >= BX_BO_N_PLAY_POINTS || b >= BX_BO_N_PLAY_POINTS)
    return FALSE;
  if (p->kind > q->kind)
    {
      const BxBoPoint *t = p;
      p = q;
      q = t;
    }
  if (p->kind == BX_BO_FOOT && q->kind == BX_BO_SQ)
    return q->side == p->side || (q->side + 1) % 4 == p->side;
  if (p->side != q->side)
    return FALSE;
  return (p->kind == BX_BO_FOOT && q->kind == BX_BO_TJ)
         || (p->kind == BX_BO_TJ && (q->kind == BX_BO_TB0 || q->kind == BX_BO_TB1));
}

gboolean
_bx_liubo_is_jiao (int point)
{
  const BxBoPoint *p = bx_bo_point ((guint) point);
  return p != NULL && p->klass == BX_BO_CLASS_JIAO;
}

/* Essay: the route of a piece starting from board corner c (see docs/rulesets.md). */
static void
build_essay_route (gint8 *r,
                   int    c)
{
  int n = 0;

  r[n++] = (gint8) bx_bo_point_id (BX_BO_BC, c);
  for (int k = 1; k <= 3; k++)
    {
      r[n++] = (gint8) bx_bo_point_id (BX_BO_LC, c + k);
      r[n++] = (gint8) bx_bo_point_id (BX_BO_VA, c + k);
      r[n++] = (gint8) bx_bo_point_id (BX_BO_BC, c + k);
    }
  r[n++] = (gint8) bx_bo_point_id (BX_BO_LC, c);
  r[n++] = (gint8) bx_bo_point_id (BX_BO_VA, c);
  r[n++] = (gint8) bx_bo_point_id (BX_BO_SQ, c);
  for (int k = 1; k <= 3; k++)
    {
      r[n++] = (gint8) bx_bo_point_id (BX_BO_TB1, c + k);
      r[n++] = (gint8) bx_bo_point_id (BX_BO_TJ, c + k);
      r[n++] = (gint8) bx_bo_point_id (BX_BO_TB0, c + k);
    }
  r[n++] = (gint8) bx_bo_point_id (BX_BO_TB1, c);
  r[n++] = (gint8) bx_bo_point_id (BX_BO_TJ, c);
  r[n++] = (gint8) bx_bo_point_id (BX_BO_FOOT, c);
  r[n++] = BX_BO_CENTRE;
  g_assert (n == BX_LIUBO_ESSAY_LEN);
}

/* Verse: the route of the player sitting on side s: 許博昌's lines 方畔揭道張 and
 * 張究屈玄高 out along side s to the board's corner, then 高玄屈究張 and 張道揭畔方 back in
 * along side s + 1 by the other arms of the same V and of that side's L; then the same
 * walk over sides s + 2 and s + 3 (from the square's next corner), so that the two
 * players' roads are one circuit. */
static void
build_verse_half (gint8 *r,
                  int    s)
{
  for (int n = BX_BO_NAME_FANG; n <= BX_BO_NAME_GAO; n++)
    r[n] = (gint8) bx_bo_named_point ((BxBoName) n, (guint) s);
  r[9] = (gint8) bx_bo_named_point (BX_BO_NAME_XUAN, (guint) s);
  r[10] = (gint8) bx_bo_point_id (BX_BO_VE1, (guint) s);
  r[11] = (gint8) bx_bo_point_id (BX_BO_LE0, (guint) s + 1);
  r[12] = (gint8) bx_bo_named_point (BX_BO_NAME_ZHANG, (guint) s + 1);
  r[13] = (gint8) bx_bo_named_point (BX_BO_NAME_DAO, (guint) s + 1);
  r[14] = (gint8) bx_bo_named_point (BX_BO_NAME_JIE, (guint) s + 1);
  r[15] = (gint8) bx_bo_named_point (BX_BO_NAME_PAN, (guint) s + 1);
  r[16] = (gint8) bx_bo_point_id (BX_BO_SQ, (guint) s);
}

static void
build_verse_route (gint8 *r,
                   int    s)
{
  build_verse_half (r, s);
  build_verse_half (r + BX_LIUBO_VERSE_LEN / 2, s + 2);
}

static gboolean
step_allowed (const Priv *pv,
              int         from,
              int         to)
{
  if (_bx_liubo_joined (from, to))
    return TRUE;
  if (_bx_liubo_is_jiao (from) && !_bx_liubo_is_jiao (to))
    return pv->square_jump && bx_bo_point ((guint) from)->kind == BX_BO_SQ;
  /* Jumps 角 → 角 and 點 → 點 are allowed; 點 → 角 only along a line. */
  return _bx_liubo_is_jiao (from) == _bx_liubo_is_jiao (to);
}

/* ---------------------------------------------------------------- prepare */

static gboolean
liubo_prepare (BxGame   *game,
               gpointer  priv,
               GError  **error)
{
  Priv *pv = priv;
  BxRuleset *rs = bx_game_get_ruleset (game);
  const char *v = bx_ruleset_get_param (rs, "layout");
  const BxDiceSpec *dice = bx_game_get_dice (game);
  int pieces = BX_LIUBO_PIECES, players = 2;
  gboolean capture = FALSE, jiao_dian = FALSE;

  if (v == NULL || strcmp (v, "verse") == 0)
    pv->layout = BX_LIUBO_LAYOUT_VERSE;
  else if (strcmp (v, "points") == 0)
    pv->layout = BX_LIUBO_LAYOUT_POINTS;
  else
    return bx_game_param_error (game, "layout", "must be verse or points", error);
  if (pv->layout == BX_LIUBO_LAYOUT_VERSE && dice->kind != BX_DICE_ZHU)
    return bx_game_param_error (game, "dice.kind", "the 古博經 game throws the six 箸 (zhu)", error);
  if (pv->layout == BX_LIUBO_LAYOUT_POINTS
      && (dice->kind != BX_DICE_FINGERS || dice->count != 2))
    return bx_game_param_error (game, "dice.kind", "seed 001's game is two hands (fingers, 2)",
                                error);
  if (!bx_game_param_int (game, "players", 2, 2, 2, &players, error)
      || !bx_game_param_int (game, "pieces", 6, 6, 6, &pieces, error)
      || !bx_game_param_int (game, "draw.turns", 1000, 50, 100000, &pv->cap, error)
      || !bx_game_param_int (game, "water.enter", 1, 0, 6, &pv->enter_w, error)
      || !bx_game_param_int (game, "water.qian", 4, 0, 6, &pv->qian_w, error)
      || !bx_game_param_int (game, "water.fan", 5, 0, 6, &pv->fan_w, error)
      || !bx_game_param_int (game, "score.qian", 2, 0, 20, &pv->score_qian, error)
      || !bx_game_param_int (game, "score.fan", 3, 0, 20, &pv->score_fan, error)
      || !bx_game_param_int (game, "win.chou", pv->layout == BX_LIUBO_LAYOUT_VERSE ? 6 : 4, 1, 20,
                             &pv->win_chou, error)
      || !bx_game_param_int (game, "draw.chou", 3, 0, 20, &pv->draw_chou, error)
      || !bx_game_param_bool (game, "step.square-jump", TRUE, &pv->square_jump, error)
      || !bx_game_param_bool (game, "step.jiao-dian-jump", FALSE, &jiao_dian, error)
      || !bx_game_param_bool (game, "centre.inner-one", TRUE, &pv->inner_one, error)
      || !bx_game_param_bool (game, "return.on-one", TRUE, &pv->return_on_one, error)
      || !bx_game_param_bool (game, "water.enter-forced", FALSE, &pv->enter_forced, error)
      || !bx_game_param_bool (game, "win.fish-taken", FALSE, &pv->fish_taken, error)
      || !bx_game_param_int (game, "capture.san-guard", 0, 0, 6, &pv->san_guard, error))
    return FALSE;
  if (jiao_dian)
    return bx_game_param_error (game, "step.jiao-dian-jump", "the engine plays only the forbidden "
                                "角 → 點 jump (false)", error);
  if (pv->layout == BX_LIUBO_LAYOUT_VERSE
      && (pv->enter_w == pv->qian_w || pv->qian_w == pv->fan_w || pv->enter_w == pv->fan_w
          || pv->enter_w == 0 || pv->qian_w == 0 || pv->fan_w == 0))
    return bx_game_param_error (game, "water.qian", "entering, pulling and turning need three "
                                "different counts, none of them 0", error);
  if (!bx_game_param_bool (game, "capture", FALSE, &capture, error))
    return FALSE;
  pv->capture = capture;
  v = bx_ruleset_get_param (rs, "turn.first");
  if (v == NULL || strcmp (v, "white") == 0 || strcmp (v, "0") == 0)
    pv->first = 0;
  else if (strcmp (v, "black") == 0 || strcmp (v, "1") == 0)
    pv->first = 1;
  else if (strcmp (v, "guess") == 0 && pv->layout == BX_LIUBO_LAYOUT_POINTS)
    pv->first = -1;
  else
    return bx_game_param_error (game, "turn.first", "must be white, black or (points) guess",
                                error);

  pv->side[0] = 0;
  pv->side[1] = 2;
  pv->home[0][0] = 3;
  pv->home[0][1] = 0;
  pv->home[1][0] = 1;
  pv->home[1][1] = 2;
  for (int p = 0; p < 2; p++)
    build_verse_route (pv->verse[p], pv->side[p]);
  for (int c = 0; c < 4; c++)
    {
      build_essay_route (pv->essay[c], c);
      for (int i = 0; i < BX_LIUBO_ESSAY_LEN; i++)
        {
          int x = pv->essay[c][i], y = i + 1 < BX_LIUBO_ESSAY_LEN ? pv->essay[c][i + 1] : -1;
          const BxBoPoint *pt = bx_bo_point ((guint) x);
          pv->essay_inner[c][i] = pt != NULL && pt->inner;
          if (y < 0)
            pv->essay_step[c][i] = 0;
          else if (_bx_liubo_joined (x, y))
            pv->essay_step[c][i] = ESSAY_STEP_SLIDE;
          else if (_bx_liubo_is_jiao (x) && !_bx_liubo_is_jiao (y))
            pv->essay_step[c][i] = ESSAY_STEP_SQUARE;
          else
            pv->essay_step[c][i] = ESSAY_STEP_JUMP;
        }
      if (pv->layout != BX_LIUBO_LAYOUT_POINTS)
        continue;
      for (int i = 0; i + 1 < ESSAY_CENTRE; i++)
        if (!step_allowed (pv, pv->essay[c][i], pv->essay[c][i + 1]))
          return bx_game_param_error (game, "step.square-jump",
                                      "the route from the corners needs a "
                                      "jump that the step rules forbid", error);
    }

  pv->r_dice = bx_ruleset_param_rule (rs, "dice.kind");
  pv->r_route = bx_ruleset_param_rule (rs, "route");
  pv->r_move = bx_ruleset_param_rule (rs, "move.by-count");
  pv->r_stack = bx_ruleset_param_rule (rs, "stack.allowed");
  pv->r_xiao = bx_ruleset_param_rule (rs, "xiao.at-end");
  pv->r_water = bx_ruleset_param_rule (rs, "water.enter");
  pv->r_qian_throw = bx_ruleset_param_rule (rs, "water.qian");
  pv->r_qian = bx_ruleset_param_rule (rs, "score.qian");
  pv->r_fan_throw = bx_ruleset_param_rule (rs, "water.fan");
  pv->r_fan = bx_ruleset_param_rule (rs, "score.fan");
  pv->r_pass = bx_ruleset_param_rule (rs, "pass.forced");
  pv->r_win = bx_ruleset_param_rule (rs, "win.chou");
  pv->r_taken = bx_ruleset_param_rule (rs, "win.fish-taken");
  pv->r_cap = bx_ruleset_param_rule (rs, "draw.turns");
  pv->r_first = bx_ruleset_param_rule (rs, "turn.first");
  pv->r_slide = bx_ruleset_param_rule (rs, "step.slide");
  pv->r_jump = bx_ruleset_param_rule (rs, "step.jump");
  pv->r_no_jiao_dian = bx_ruleset_param_rule (rs, "step.jiao-dian-jump");
  pv->r_square = bx_ruleset_param_rule (rs, "step.square-jump");
  pv->r_block = bx_ruleset_param_rule (rs, "block.any");
  pv->r_capture = bx_ruleset_param_rule (rs, "capture.circle");
  pv->r_return = bx_ruleset_param_rule (rs, "return.on-one");
  pv->r_centre = bx_ruleset_param_rule (rs, "centre.inner-one");
  pv->r_chou = bx_ruleset_param_rule (rs, "score.chou");
  pv->r_draw = bx_ruleset_param_rule (rs, "draw.chou");
  pv->r_kill = bx_ruleset_param_rule (rs, "capture");
  pv->r_xiao_take = bx_ruleset_param_rule (rs, "capture.xiao-san");
  pv->r_guard = bx_ruleset_param_rule (rs, "capture.san-guard");
  pv->r_enter_forced = bx_ruleset_param_rule (rs, "water.enter-forced");
  pv->r_beifan = bx_ruleset_param_rule (rs, "win.beifan");
  return TRUE;
}

static guint
liubo_n_players (const BxGame *game)
{
  return 2;
}

static void
liubo_init_state (const BxGame *game,
                  BxState      *state)
{
  const Priv *pv = bx_game_get_priv (game);
  BxLiuboState *s = bx_liubo_state (state);

  state->player = (gint8) MAX (pv->first, 0);
  s->phase = pv->first < 0 ? 0 : 1;
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < BX_LIUBO_PIECES; i++)
      {
        s->pos[p][i] = pv->layout == BX_LIUBO_LAYOUT_VERSE ? BX_LIUBO_HAND : BX_LIUBO_WAIT;
        /* Three pieces in each of the two corners (seed 001). */
        s->corner[p][i] = pv->layout == BX_LIUBO_LAYOUT_POINTS ? (guint8) pv->home[p][i / 3]
                                                                : 0;
      }
}


/* ---------------------------------------------------------------- JSON */

static char *
piece_string (const Priv *pv,
              int         pos,
              int         corner)
{
  if (pv->layout == BX_LIUBO_LAYOUT_VERSE)
    {
      if (pos == BX_LIUBO_HAND)
        return g_strdup ("hand");
      if (pos == BX_LIUBO_WATER)
        return g_strdup ("water");
      return g_strdup_printf ("%d", pos);
    }
  if (pos == BX_LIUBO_WAIT)
    return g_strdup_printf ("wait%d", corner);
  if (pos == BX_LIUBO_CAPTIVE)
    return g_strdup ("captive");
  if (pos >= ESSAY_CENTRE)
    return g_strdup_printf ("r%d.centre", corner);
  return g_strdup_printf ("r%d.%d", corner, pos);
}

static gboolean
piece_parse (const Priv *pv,
             const char *text,
             gint8      *pos,
             guint8     *corner)
{
  guint64 v = 0;

  *corner = 0;
  if (pv->layout == BX_LIUBO_LAYOUT_VERSE)
    {
      if (strcmp (text, "hand") == 0)
        *pos = BX_LIUBO_HAND;
      else if (strcmp (text, "water") == 0)
        *pos = BX_LIUBO_WATER;
      else if (g_ascii_string_to_unsigned (text, 10, 0, VERSE_END, &v, NULL))
        *pos = (gint8) v;
      else
        return FALSE;
      return TRUE;
    }
  if (strcmp (text, "captive") == 0)
    {
      *pos = BX_LIUBO_CAPTIVE;
      return TRUE;
    }
  if (g_str_has_prefix (text, "wait") && text[4] >= '0' && text[4] <= '3' && text[5] == 0)
    {
      *pos = BX_LIUBO_WAIT;
      *corner = (guint8) (text[4] - '0');
      return TRUE;
    }
  if (text[0] != 'r' || text[1] < '0' || text[1] > '3' || text[2] != '.')
    return FALSE;
  *corner = (guint8) (text[1] - '0');
  if (strcmp (text + 3, "centre") == 0)
    *pos = ESSAY_CENTRE;
  else if (g_ascii_string_to_unsigned (text + 3, 10, 1, ESSAY_CENTRE - 1, &v, NULL))
    *pos = (gint8) v;
  else
    return FALSE;
  return TRUE;
}

static JsonNode *
liubo_state_to_json (const BxGame  *game,
                     const BxState *state)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxLiuboState *s = bx_liubo_state_const (state);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, bx_ruleset_get_id (bx_game_get_ruleset (game)));
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, state->turn);
  json_builder_set_member_name (b, "player");
  json_builder_add_string_value (b, player_names[state->player]);
  if (pv->layout == BX_LIUBO_LAYOUT_POINTS)
    {
      json_builder_set_member_name (b, "phase");
      json_builder_add_string_value (b, s->phase == 0 ? "guess" : "play");
    }
  else if (s->phase == BX_LIUBO_PHASE_KILLED)
    {
      json_builder_set_member_name (b, "phase");
      json_builder_add_string_value (b, "killed");
    }
  for (int p = 0; p < 2; p++)
    {
      json_builder_set_member_name (b, player_names[p]);
      json_builder_begin_array (b);
      for (int i = 0; i < BX_LIUBO_PIECES; i++)
        {
          g_autofree char *t = piece_string (pv, s->pos[p][i], s->corner[p][i]);
          json_builder_add_string_value (b, t);
        }
      json_builder_end_array (b);
    }
  json_builder_set_member_name (b, "fish");
  json_builder_begin_array (b);
  for (int f = 0; f < 2; f++)
    {
      if (pv->layout == BX_LIUBO_LAYOUT_VERSE)
        json_builder_add_string_value (b, fish_names[MIN (s->fish[f], 4)]);
      else
        json_builder_add_string_value (b, s->fish[f] == 0 ? "centre"
                                                          : player_names[(s->fish[f] - 1) & 1]);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "chou");
  json_builder_begin_array (b);
  json_builder_add_int_value (b, s->chou[0]);
  json_builder_add_int_value (b, s->chou[1]);
  json_builder_end_array (b);
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
name_index (JsonNode   *n,
            const char *const *names,
            int         count)
{
  const char *v;

  if (n == NULL || json_node_get_value_type (n) != G_TYPE_STRING)
    return -1;
  v = json_node_get_string (n);
  for (int i = 0; i < count; i++)
    if (strcmp (v, names[i]) == 0)
      return i;
  return -1;
}

static gboolean
liubo_state_from_json (const BxGame  *game,
                       JsonNode      *node,
                       BxState       *state,
                       GError       **error)
{
  const Priv *pv = bx_game_get_priv (game);
  BxLiuboState *s = bx_liubo_state (state);
  JsonObject *o;
  JsonNode *n;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bx_state_error (error, "not a JSON object");
  o = json_node_get_object (node);
  for (int p = 0; p < 2; p++)
    {
      JsonArray *a;
      n = json_object_get_member (o, player_names[p]);
      if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n)
          || json_array_get_length (a = json_node_get_array (n)) != BX_LIUBO_PIECES)
        return bx_state_error (error, "'white' and 'black' must list six pieces each");
      for (int i = 0; i < BX_LIUBO_PIECES; i++)
        {
          JsonNode *e = json_array_get_element (a, i);
          if (json_node_get_value_type (e) != G_TYPE_STRING
              || !piece_parse (pv, json_node_get_string (e), &s->pos[p][i], &s->corner[p][i]))
            return bx_state_error (error, "a piece is not on a station, in hand or held");
        }
    }
  n = json_object_get_member (o, "player");
  state->player = n == NULL ? 0 : (gint8) name_index (n, player_names, 2);
  if (state->player < 0)
    return bx_state_error (error, "'player' must be \"white\" or \"black\"");
  s->phase = 1;
  n = json_object_get_member (o, "phase");
  if (n != NULL && pv->layout == BX_LIUBO_LAYOUT_POINTS)
    {
      static const char *phases[] = { "guess", "play" };
      int ph = name_index (n, phases, 2);
      if (ph < 0)
        return bx_state_error (error, "'phase' must be \"guess\" or \"play\"");
      s->phase = (guint8) ph;
    }
  else if (n != NULL)
    {
      static const char *phases[] = { "play", "killed" };
      int ph = name_index (n, phases, 2);
      if (ph < 0)
        return bx_state_error (error, "'phase' must be \"play\" or \"killed\"");
      s->phase = ph == 1 ? BX_LIUBO_PHASE_KILLED : 1;
    }
  n = json_object_get_member (o, "fish");
  if (n != NULL)
    {
      JsonArray *a;
      if (!JSON_NODE_HOLDS_ARRAY (n) || json_array_get_length (a = json_node_get_array (n)) != 2)
        return bx_state_error (error, "'fish' must list the two fish");
      for (int f = 0; f < 2; f++)
        {
          JsonNode *e = json_array_get_element (a, f);
          static const char *holders[] = { "centre", "white", "black" };
          int v = pv->layout == BX_LIUBO_LAYOUT_VERSE ? name_index (e, fish_names, 5)
                                                      : name_index (e, holders, 3);
          if (v < 0)
            return bx_state_error (error, "a fish is neither in the water nor held");
          s->fish[f] = (guint8) v;
        }
    }
  n = json_object_get_member (o, "chou");
  if (n != NULL)
    {
      JsonArray *a;
      if (!JSON_NODE_HOLDS_ARRAY (n) || json_array_get_length (a = json_node_get_array (n)) != 2)
        return bx_state_error (error, "'chou' must give both sides' 籌");
      for (int p = 0; p < 2; p++)
        {
          gint64 v;

          if (!bx_json_element_int (a, (guint) p, 0, 60, &v))
            return bx_state_error (error, "'chou' must give both sides' 籌, 0–60 each");
          s->chou[p] = (guint8) v;
        }
    }
  else if (pv->layout == BX_LIUBO_LAYOUT_POINTS)
    for (int p = 0; p < 2; p++)
      for (int i = 0; i < BX_LIUBO_PIECES; i++)
        s->chou[p] += s->pos[p][i] >= ESSAY_CENTRE;
  n = json_object_get_member (o, "turn");
  state->turn = n != NULL && json_node_get_value_type (n) == G_TYPE_INT64
                ? (guint32) CLAMP (json_node_get_int (n), 0, G_MAXINT32) : 0;
  n = json_object_get_member (o, "winner");
  state->winner = -1;
  if (n != NULL && !JSON_NODE_HOLDS_NULL (n))
    {
      state->winner = (gint8) name_index (n, player_names, 3);
      if (state->winner < 0)
        return bx_state_error (error, "'winner' must be null, \"white\", \"black\" or \"draw\"");
    }
  n = json_object_get_member (o, "score");
  state->score = n != NULL && json_node_get_value_type (n) == G_TYPE_INT64
                 ? (guint8) CLAMP (json_node_get_int (n), 0, 255) : 0;
  return TRUE;
}

static gboolean
liubo_check_state (const BxGame   *game,
                   const BxState  *state,
                   GError        **error)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxLiuboState *s = bx_liubo_state_const (state);

  if (state->player < 0 || state->player > 1)
    return bx_state_error (error, "the player to move must be white or black");
  if (pv->layout == BX_LIUBO_LAYOUT_VERSE)
    {
      for (int p = 0; p < 2; p++)
        for (int i = 0; i < BX_LIUBO_PIECES; i++)
          if (s->pos[p][i] < BX_LIUBO_HAND || s->pos[p][i] > BX_LIUBO_WATER)
            return bx_state_error (error, "a piece is off its route");
      for (int f = 0; f < 2; f++)
        if (s->fish[f] > BX_LIUBO_FISH_TURNED_B)
          return bx_state_error (error, "a fish is nowhere");
      return TRUE;
    }
  {
    Occupancy o;
    int centre[2] = { 0, 0 };
    _bx_liubo_occupancy (pv, s, &o);
    for (int pt = 0; pt < BX_BO_N_POINTS; pt++)
      if (o.count[0][pt] > 0 && o.count[1][pt] > 0)
        return bx_state_error (error, "white and black pieces on one point");
    for (int p = 0; p < 2; p++)
      for (int i = 0; i < BX_LIUBO_PIECES; i++)
        {
          int pos = s->pos[p][i], c = s->corner[p][i];
          if (pos < BX_LIUBO_CAPTIVE || pos > ESSAY_CENTRE || pos == 0)
            return bx_state_error (error, "a piece is off its route");
          if ((pos == BX_LIUBO_WAIT || pos > 0) && c != pv->home[p][0] && c != pv->home[p][1])
            return bx_state_error (error, "a piece is not on a route from its own corners");
          centre[p] += pos == ESSAY_CENTRE;
        }
    for (int p = 0; p < 2; p++)
      if (centre[p] != s->chou[p])
        return bx_state_error (error, "'chou' does not match the pieces in the centre");
  }
  return TRUE;
}

/* ---------------------------------------------------------------- notation */

static char *
liubo_describe_move (const BxGame  *game,
                     const BxState *state,
                     const BxMove  *move)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxLiuboState *s = bx_liubo_state_const (state);
  const BxStep *st = &move->steps[0];
  int me = state->player;

  if (pv->layout == BX_LIUBO_LAYOUT_POINTS && s->phase == 0)
    return g_strdup ("guess");
  if (bx_move_is_pass (move) || move->n_steps == 0)
    return g_strdup ("pass");
  if (pv->layout == BX_LIUBO_LAYOUT_VERSE)
    {
      if (st->flags & BX_LIUBO_STEP_WATER)
        return g_strdup_printf ("x%d-water", VERSE_END);
      if (st->flags & BX_LIUBO_STEP_QIAN)
        return g_strdup_printf ("water-x%d qian%s", VERSE_END,
                                (st->flags & BX_STEP_HIT) ? "*" : "");
      if (st->flags & BX_LIUBO_STEP_FAN)
        return g_strdup_printf ("water-x%d fan%s", VERSE_END,
                                (st->flags & BX_STEP_HIT) ? "*" : "");
      for (int i = 0; i < BX_LIUBO_PIECES; i++)
        {
          int pos = s->pos[me][i], to;
          if (pos >= VERSE_END || _bx_liubo_verse_point (pv, me, pos) != st->from)
            continue;
          to = MIN (pos + st->die, VERSE_END);
          if (pv->verse[me][to] != st->to)
            continue;
          if (pos < 0)
            return g_strdup_printf ("h-%d%s%s", to, to == VERSE_END ? "^" : "",
                                    (st->flags & BX_STEP_HIT) ? "*" : "");
          return g_strdup_printf ("%d-%d%s%s", pos, to, to == VERSE_END ? "^" : "",
                                  (st->flags & BX_STEP_HIT) ? "*" : "");
        }
      return g_strdup ("?");
    }
  if (st->from == BX_POINT_BAR)
    return g_strdup_printf ("return%d", bx_bo_point ((guint) st->to)->side);
  {
    int c = (st->die >> 4) & 3, a = -1, b = -1;
    if (st->die & BX_LIUBO_DIE_ENTER)
      a = 0;
    for (int k = 0; k < BX_LIUBO_ESSAY_LEN; k++)
      {
        if (a < 0 && _bx_liubo_essay_point (pv, c, k) == st->from)
          a = k;
        if (_bx_liubo_essay_point (pv, c, k) == st->to && k > MAX (a, 0))
          {
            b = k;
            break;
          }
      }
    if (b == ESSAY_CENTRE)
      return g_strdup_printf ("r%d %d-C", c, a);
    return g_strdup_printf ("r%d %d-%d%s%s", c, a, b, (st->flags & BX_STEP_HIT) ? "*" : "",
                            (st->flags & BX_STEP_STACK) ? "+" : "");
  }
}

static JsonNode *
liubo_throw_table (const BxGame *game)
{
  const Priv *pv = bx_game_get_priv (game);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_array (b);
  if (pv->layout == BX_LIUBO_LAYOUT_VERSE)
    {
      static const guint binom[7] = { 1, 6, 15, 20, 15, 6, 1 };
      static const char *names[7] = { "無白", "一白", "二白", "三白", "四白", "五白", "六白" };
      for (int k = 0; k <= 6; k++)
        {
          g_autofree char *t = g_strdup_printf ("%d", k);
          g_autofree char *p = g_strdup_printf ("%u/64", binom[k]);
          const char *cls = k == 0 ? "pass"
                            : k == pv->enter_w ? "move, or a 驍 enters the water"
                            : k == pv->qian_w ? "move, or a 驍 pulls a fish (牽魚)"
                            : k == pv->fan_w ? "move, or a 驍 turns a fish (翻魚)"
                            : "move";
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "throw");
          json_builder_add_string_value (b, t);
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, names[k]);
          json_builder_set_member_name (b, "class");
          json_builder_add_string_value (b, cls);
          json_builder_set_member_name (b, "probability");
          json_builder_add_string_value (b, p);
          json_builder_end_object (b);
        }
    }
  else
    {
      /* The sum of two hands of 0–5 fingers. */
      for (int k = 0; k <= 10; k++)
        {
          int ways = 6 - ABS (k - 5);
          g_autofree char *t = g_strdup_printf ("%d", k);
          g_autofree char *p = g_strdup_printf ("%d/36", ways);
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "throw");
          json_builder_add_string_value (b, t);
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, t);
          json_builder_set_member_name (b, "class");
          json_builder_add_string_value (b, k == 0 ? "pass" : k == 1 ? "move, return, or "
                                         "into the centre from the 內八卦" : "move");
          json_builder_set_member_name (b, "probability");
          json_builder_add_string_value (b, p);
          json_builder_end_object (b);
        }
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

static void
liubo_move_details (const BxGame  *game,
                    const BxState *state,
                    const BxThrow *t,
                    const BxMove  *move,
                    JsonBuilder   *object)
{
  const Priv *pv = bx_game_get_priv (game);
  BxState after = *state;

  if (pv->layout == BX_LIUBO_LAYOUT_VERSE && t->n > 0)
    {
      json_builder_set_member_name (object, "name");
      json_builder_add_string_value (object, bx_dice_face_name (bx_game_get_dice (game),
                                                                t->d[0]));
    }
  liubo_apply (game, &after, t, move);
  json_builder_set_member_name (object, "chou");
  json_builder_begin_array (object);
  json_builder_add_int_value (object, bx_liubo_state_const (&after)->chou[0]);
  json_builder_add_int_value (object, bx_liubo_state_const (&after)->chou[1]);
  json_builder_end_array (object);
}

static const char *
liubo_player_name (const BxGame *game,
                   int           player)
{
  return player >= 0 && player <= BX_LIUBO_DRAW ? player_names[player] : "none";
}

/* The sides as the board writes them. */
static const char * const liubo_player_labels[] = {
  N_("White 白"), N_("Black 黑"),
  NULL
};

static const BxGameVTable liubo_vtable = {
  .family = "liubo",
  .priv_size = sizeof (Priv),
  .prepare = liubo_prepare,
  .init_state = liubo_init_state,
  .n_players = liubo_n_players,
  .legal_moves = liubo_legal_moves,
  .apply = liubo_apply,
  .result = liubo_result,
  .state_to_json = liubo_state_to_json,
  .state_from_json = liubo_state_from_json,
  .describe_move = liubo_describe_move,
  .describe_move_words = bx_liubo_describe_move_words,
  .check_state = liubo_check_state,
  .throw_table = liubo_throw_table,
  .move_details = liubo_move_details,
  .player_name = liubo_player_name,
  .player_labels = liubo_player_labels,
  .throw_dice = liubo_throw_dice,
  .random_move = liubo_random_move,
  .score_unit = N_("籌 (chou)"),
  .has_draw = TRUE,    /* equal 籌 at draw.turns: %BX_LIUBO_DRAW */
  .evaluate = bx_liubo_evaluate,
};

G_STATIC_ASSERT (sizeof (BxLiuboState) <= BX_STATE_DATA_BYTES);

/* ---------------------------------------------------------------- public */

/**
 * bx_liubo_get_vtable:
 *
 * Returns: the 六博 engine (family "liubo"), static.
 */
const BxGameVTable *
bx_liubo_get_vtable (void)
{
  return &liubo_vtable;
}

/** bx_liubo_get_layout: Returns: verse (古博經) or points (seed 001). */
BxLiuboLayout
bx_liubo_get_layout (const BxGame *game)
{
  return ((const Priv *) bx_game_get_priv (game))->layout;
}

/** bx_liubo_route_length: Returns: the stations of a route (17 or 26). */
guint
bx_liubo_route_length (const BxGame *game)
{
  return bx_liubo_get_layout (game) == BX_LIUBO_LAYOUT_VERSE ? BX_LIUBO_VERSE_LEN
                                                             : BX_LIUBO_ESSAY_LEN;
}

/**
 * bx_liubo_route_point:
 * @game: a 六博 game
 * @player: 0 or 1 (verse)
 * @corner: the route's start corner (points)
 * @station: a station of the route
 *
 * Returns: the board point (bx-bo-board.h) of the station, %BX_BO_CENTRE for the centre,
 *   or -1.
 */
int
bx_liubo_route_point (const BxGame *game,
                      int           player,
                      guint         corner,
                      int           station)
{
  const Priv *pv = bx_game_get_priv (game);

  g_return_val_if_fail (player == 0 || player == 1, -1);
  if (station < 0 || station >= (int) bx_liubo_route_length (game))
    return -1;
  if (pv->layout == BX_LIUBO_LAYOUT_VERSE)
    return pv->verse[player][station];
  return pv->essay[corner & 3][station];
}

/**
 * bx_liubo_station_name:
 * @game: a 六博 game
 * @station: a station of the verse route (0–16)
 *
 * Returns: the name of 許博昌's verse for the station ("方" … "高" … "方"), or "".
 */
const char *
bx_liubo_station_name (const BxGame *game,
                       int           station)
{
  if (station < 0 || station >= BX_LIUBO_VERSE_LEN)
    return "";
  return verse_names[station];
}

/**
 * bx_liubo_piece_point:
 * @game: a 六博 game
 * @state: a position
 * @player: 0 or 1
 * @piece: 0–5
 *
 * Returns: the board point where the piece stands (%BX_BO_CENTRE in the water or the
 *   centre), the corner's point for a piece waiting there, or %BX_POINT_BAR (in hand,
 *   captive).
 */
int
bx_liubo_piece_point (const BxGame  *game,
                      const BxState *state,
                      int            player,
                      guint          piece)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxLiuboState *s = bx_liubo_state_const (state);
  int pos;

  g_return_val_if_fail (piece < BX_LIUBO_PIECES && (player == 0 || player == 1), -1);
  pos = s->pos[player][piece];
  if (pv->layout == BX_LIUBO_LAYOUT_VERSE)
    return _bx_liubo_verse_point (pv, player, pos);
  if (pos == BX_LIUBO_CAPTIVE)
    return BX_POINT_BAR;
  if (pos == BX_LIUBO_WAIT)
    return bx_bo_point_id (BX_BO_BC, s->corner[player][piece]);
  return _bx_liubo_essay_point (pv, s->corner[player][piece], pos);
}

/**
 * bx_liubo_home_corner:
 * @game: a 六博 game
 * @player: 0 or 1
 * @which: 0 or 1
 *
 * Returns: one of the player's two start corners (points: White 3 and 0, Black 1 and 2).
 */
guint
bx_liubo_home_corner (const BxGame *game,
                      int           player,
                      guint         which)
{
  const Priv *pv = bx_game_get_priv (game);

  return (guint) pv->home[player & 1][which & 1];
}

/**
 * bx_liubo_step_kind:
 * @from: a point of the 32
 * @to: another
 *
 * Returns: %BX_LIUBO_STEP_SLIDE when an engraved line joins them, else
 *   %BX_LIUBO_STEP_JUMP.
 */
int
bx_liubo_step_kind (int from,
                    int to)
{
  return _bx_liubo_joined (from, to) ? BX_LIUBO_STEP_SLIDE : BX_LIUBO_STEP_JUMP;
}

/**
 * bx_liubo_step_allowed:
 * @game: a 六博 game
 * @from: a point of the 32
 * @to: another
 *
 * Seed 001's step rules: a slide along a line, a jump 角 → 角 or 點 → 點; never a jump
 * 角 → 點, except from the four corners of the square (param step.square-jump).
 *
 * Returns: whether one step may go from @from to @to.
 */
gboolean
bx_liubo_step_allowed (const BxGame *game,
                       int           from,
                       int           to)
{
  return step_allowed (bx_game_get_priv (game), from, to);
}
