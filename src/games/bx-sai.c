/* bx-sai.c: the 塞 (格五) engine, 代弈 (lanes) and 代博 (the 博 track); see bx-sai.h
 *
 * Every move is generated from the face's action (params face.1 … face.4) and carries the
 * rules whose params license it.  Termination: a side's advance (the steps its pieces have
 * gone from their start) is bounded, so a game in which neither side has gone further
 * than ever before for draw.no-progress moves is drawn; every game therefore ends.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-sai.h"

#include <string.h>

#include "bx-bo-board.h"
#include "bx-sai-eval.h"
#include "bx-sai-index.h"
#include "bx-error.h"
#include "bx-json.h"
#include "bx-words.h"

#define N_FACES 4

typedef struct
{
  BxSaiLayout layout;
  int  lanes;
  int  cells;
  int  n_pieces;
  int  n_xiao;
  gboolean optional;
  gboolean bai_two;
  gboolean stack_ok;
  gboolean home_fixed;     /* 代弈: a piece on the enemy base row no longer moves */
  int  first;
  int  score;
  int  draw_after;
  int  side[2];                  /* the track's start side of each player */
  BxSaiAction action[N_FACES + 1];
  char face_names[N_FACES + 1][16];
  /* rule indices (-1: none) */
  int  r_dice, r_decline, r_forward, r_block, r_face[N_FACES + 1], r_bai_two, r_pass,
       r_stack, r_centre, r_win, r_score, r_draw, r_home;
} Priv;

static const char *player_names[] = { "red", "white", "draw" };
static const char *action_names[] = { "step", "jump", "back", "stack", "pass", NULL };

/* ---------------------------------------------------------------- prepare */

static gboolean
sai_prepare (BxGame   *game,
             gpointer  priv,
             GError  **error)
{
  Priv *pv = priv;
  BxRuleset *rs = bx_game_get_ruleset (game);
  const char *v;
  static const BxSaiAction defaults[N_FACES + 1] = { BX_SAI_ACT_PASS, BX_SAI_ACT_STEP,
                                                     BX_SAI_ACT_JUMP, BX_SAI_ACT_BACK,
                                                     BX_SAI_ACT_PASS };

  v = bx_ruleset_get_param (rs, "layout");
  if (v == NULL || strcmp (v, "lanes") == 0)
    pv->layout = BX_SAI_LAYOUT_LANES;
  else if (strcmp (v, "track") == 0)
    pv->layout = BX_SAI_LAYOUT_TRACK;
  else
    return bx_game_param_error (game, "layout", "must be lanes or track", error);
  if (strcmp (bx_ruleset_get_param (rs, "dice.kind") ? bx_ruleset_get_param (rs, "dice.kind")
                                                      : "", "qiong") != 0)
    return bx_game_param_error (game, "dice.kind", "塞 is played with the 瓊 (qiong)", error);

  if (!bx_game_param_int (game, "board.lanes", 5, 1, BX_SAI_MAX_LANES, &pv->lanes, error)
      || !bx_game_param_int (game, "board.cells", 5, 3, BX_SAI_MAX_CELLS, &pv->cells, error)
      || !bx_game_param_int (game, "pieces", 5, 1, BX_SAI_MAX_PIECES, &pv->n_pieces, error)
      || !bx_game_param_int (game, "pieces.xiao", 0, 0, 1, &pv->n_xiao, error)
      || !bx_game_param_int (game, "turn.first", 0, 0, 1, &pv->first, error)
      || !bx_game_param_int (game, "score.win", 1, 1, 100, &pv->score, error)
      || !bx_game_param_int (game, "draw.no-progress", 100, 10, 250, &pv->draw_after, error)
      || !bx_game_param_bool (game, "throw.optional", FALSE, &pv->optional, error)
      || !bx_game_param_bool (game, "bai.unblocked-two", FALSE, &pv->bai_two, error)
      || !bx_game_param_bool (game, "stack.allowed", FALSE, &pv->stack_ok, error)
      || !bx_game_param_bool (game, "home.fixed", FALSE, &pv->home_fixed, error))
    return FALSE;
  if (pv->layout == BX_SAI_LAYOUT_LANES && pv->n_pieces != pv->lanes)
    return bx_game_param_error (game, "pieces", "代弈 has one piece of each side in each lane",
                                error);
  if (pv->layout == BX_SAI_LAYOUT_TRACK && pv->n_pieces > BX_MOVE_MAX_STEPS)
    return bx_game_param_error (game, "pieces", "too many pieces", error);
  pv->side[0] = 0;
  pv->side[1] = 2;

  for (int f = 0; f <= N_FACES; f++)
    {
      g_autofree char *name = g_strdup_printf ("face.%d", f);
      pv->action[f] = defaults[f];
      pv->r_face[f] = f > 0 ? bx_ruleset_param_rule (rs, name) : -1;
      v = f > 0 ? bx_ruleset_get_param (rs, name) : NULL;
      if (v == NULL)
        continue;
      pv->action[f] = BX_SAI_ACT_PASS + 1;
      for (int a = 0; action_names[a] != NULL; a++)
        if (strcmp (v, action_names[a]) == 0)
          pv->action[f] = a;
      if (pv->action[f] > BX_SAI_ACT_PASS)
        return bx_game_param_error (game, name, "unknown action", error);
      if ((pv->action[f] == BX_SAI_ACT_BACK && pv->layout != BX_SAI_LAYOUT_LANES)
          || (pv->action[f] == BX_SAI_ACT_STACK && pv->layout != BX_SAI_LAYOUT_TRACK))
        return bx_game_param_error (game, name, "not an action of this layout", error);
    }
  {
    static const char *def_names[N_FACES + 1] = { "", "塞", "白", "黑", "五" };
    g_auto(GStrv) parts = NULL;
    v = bx_ruleset_get_param (rs, "face.names");
    parts = g_strsplit (v != NULL ? v : "", ",", -1);
    for (int f = 0; f <= N_FACES; f++)
      {
        const char *n = f > 0 && g_strv_length (parts) == N_FACES ? parts[f - 1]
                                                                    : def_names[f];
        g_strlcpy (pv->face_names[f], n, sizeof pv->face_names[f]);
      }
  }

  pv->r_dice = bx_ruleset_param_rule (rs, "dice.kind");
  pv->r_decline = bx_ruleset_param_rule (rs, "throw.optional");
  pv->r_forward = bx_ruleset_param_rule (rs, "move.forward");
  pv->r_block = bx_ruleset_param_rule (rs, "block.enemy");
  pv->r_bai_two = bx_ruleset_param_rule (rs, "bai.unblocked-two");
  pv->r_pass = bx_ruleset_param_rule (rs, "pass.forced");
  pv->r_stack = bx_ruleset_param_rule (rs, "stack.allowed");
  pv->r_centre = bx_ruleset_param_rule (rs, "track.centre");
  pv->r_win = bx_ruleset_param_rule (rs, "win.all-home");
  pv->r_score = bx_ruleset_param_rule (rs, "score.win");
  pv->r_draw = bx_ruleset_param_rule (rs, "draw.no-progress");
  pv->r_home = bx_ruleset_param_rule (rs, "home.fixed");
  return TRUE;
}

static guint
sai_n_players (const BxGame *game)
{
  return 2;
}

static void
sai_init_state (const BxGame *game,
                BxState      *state)
{
  const Priv *pv = bx_game_get_priv (game);
  BxSaiState *s = bx_sai_state (state);

  state->player = (gint8) pv->first;
  for (int i = 0; i < pv->n_pieces; i++)
    {
      if (pv->layout == BX_SAI_LAYOUT_LANES)
        {
          s->pos[0][i] = 0;
          s->pos[1][i] = (gint8) (pv->cells - 1);
        }
      else
        s->pos[0][i] = s->pos[1][i] = 0;
    }
}

/* ---------------------------------------------------------------- geometry */

static int
track_len (const Priv *pv)
{
  return BX_BO_DAIBO_LEN;
}

static int
track_point (const Priv *pv,
             int         player,
             int         index)
{
  return bx_bo_track_daibo ((guint) pv->side[player], (guint) index);
}

/* The mover's advance: rows gone forward (lanes) or stations gone (track). */
static int
advance (const Priv       *pv,
         const BxSaiState *s,
         int               p)
{
  int sum = 0;

  for (int i = 0; i < pv->n_pieces; i++)
    {
      if (pv->layout == BX_SAI_LAYOUT_LANES)
        sum += p == 0 ? s->pos[p][i] : pv->cells - 1 - s->pos[p][i];
      else
        sum += s->pos[p][i];
    }
  return sum;
}

/* Lanes: who stands in (lane, row): 0 none, 1 Red, 2 White. */
static int
lane_at (const Priv       *pv,
         const BxSaiState *s,
         int               lane,
         int               row)
{
  if (s->pos[0][lane] == row)
    return 1;
  if (s->pos[1][lane] == row)
    return 2;
  return 0;
}

/* Track: pieces of each side on a board point (the centre counts for nobody). */
typedef struct
{
  guint8 count[2][BX_BO_N_POINTS];
  guint8 xiao[2][BX_BO_N_POINTS];
} Occupancy;

static void
occupancy (const Priv       *pv,
           const BxSaiState *s,
           Occupancy        *o)
{
  memset (o, 0, sizeof *o);
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < pv->n_pieces; i++)
      {
        int pt = track_point (pv, p, s->pos[p][i]);
        if (pt < 0 || pt >= BX_BO_N_POINTS)
          continue;
        o->count[p][pt]++;
        if (i < pv->n_xiao)
          o->xiao[p][pt]++;
      }
}

/* ---------------------------------------------------------------- moves */

static void
add_step (BxMove *m,
          int     from,
          int     to,
          int     die,
          guint   flags)
{
  BxStep *st = &m->steps[m->n_steps++];

  st->from = (gint8) from;
  st->to = (gint8) to;
  st->die = (guint8) die;
  st->flags = (guint8) flags;
}

/* Lanes: every legal move of the action for the mover; die = the face (0: not thrown). */
static void
lanes_moves (const Priv       *pv,
             const BxSaiState *s,
             int               me,
             BxSaiAction       act,
             int               die,
             const int        *rules,
             guint             n_rules,
             GArray           *out)
{
  int dir = me == 0 ? 1 : -1;

  for (int lane = 0; lane < pv->lanes; lane++)
    {
      int row = s->pos[me][lane];
      int r1 = row + dir, r2 = row + 2 * dir, rb = row - dir;
      gboolean in1 = r1 >= 0 && r1 < pv->cells, in2 = r2 >= 0 && r2 < pv->cells;
      gboolean inb = rb >= 0 && rb < pv->cells;
      int at1 = in1 ? lane_at (pv, s, lane, r1) : -1;
      BxMove m = { 0 };
      int to = -1;
      guint flags = 0;

      switch (act)
        {
        case BX_SAI_ACT_STEP:
          if (at1 == 0)
            to = r1;
          break;
        case BX_SAI_ACT_JUMP:
          if (at1 == 2 - me && in2 && lane_at (pv, s, lane, r2) == 0)
            {
              to = r2;
              flags = BX_SAI_STEP_JUMP;
              bx_move_add_rule (&m, pv->r_block);
            }
          else if (pv->bai_two && at1 == 0 && in2 && lane_at (pv, s, lane, r2) == 0)
            {
              to = r2;
              bx_move_add_rule (&m, pv->r_forward);
              bx_move_add_rule (&m, pv->r_bai_two);
            }
          break;
        case BX_SAI_ACT_BACK:
          /* A piece on the enemy's base row has arrived (param home.fixed). */
          if (pv->home_fixed && row == (me == 0 ? pv->cells - 1 : 0))
            break;
          if (inb && lane_at (pv, s, lane, rb) == 0)
            to = rb;
          break;
        default:
          break;
        }
      if (to < 0)
        continue;
      for (guint k = 0; k < n_rules; k++)
        bx_move_add_rule (&m, rules[k]);
      add_step (&m, row * pv->lanes + lane, to * pv->lanes + lane, die, flags);
      g_array_append_val (out, m);
    }
}

/* Track: every legal move of the action for the mover. */
static void
track_moves (const Priv       *pv,
             const BxSaiState *s,
             int               me,
             BxSaiAction       act,
             int               die,
             const int        *rules,
             guint             n_rules,
             GArray           *out)
{
  Occupancy o;
  int len = track_len (pv);
  int you = 1 - me;
  guint64 done = 0;   /* (station, is-xiao) already offered */

  occupancy (pv, s, &o);
  for (int i = 0; i < pv->n_pieces; i++)
    {
      int st = s->pos[me][i];
      gboolean xiao = i < pv->n_xiao;
      int from = track_point (pv, me, st);
      int n1 = st + 1, n2 = st + 2;
      int p1 = n1 < len ? track_point (pv, me, n1) : -1;
      int p2 = n2 < len ? track_point (pv, me, n2) : -1;
      gboolean held1 = p1 >= 0 && p1 < BX_BO_N_POINTS && o.count[you][p1] > 0;
      gboolean held2 = p2 >= 0 && p2 < BX_BO_N_POINTS && o.count[you][p2] > 0;
      guint64 key = G_GUINT64_CONSTANT (1) << (st * 2 + (xiao ? 1 : 0));
      BxMove m = { 0 };
      int to_index = -1;
      int n_move = 1;
      guint flags = xiao ? BX_SAI_STEP_XIAO : 0;

      if (st >= len - 1)
        continue;   /* in the centre: done */
      if (!pv->stack_ok && act != BX_SAI_ACT_STACK)
        {
          int to = act == BX_SAI_ACT_JUMP ? p2 : p1;
          if (to >= 0 && to < BX_BO_N_POINTS && o.count[me][to] > 0)
            continue;
        }
      switch (act)
        {
        case BX_SAI_ACT_STEP:
          if ((done & key) || held1)
            continue;
          to_index = n1;
          break;
        case BX_SAI_ACT_JUMP:
          if (!xiao || !held1 || o.xiao[you][p1] > 0 || p2 < 0 || held2)
            continue;
          to_index = n2;
          flags |= BX_SAI_STEP_JUMP;
          bx_move_add_rule (&m, pv->r_block);
          break;
        case BX_SAI_ACT_STACK:
          key = G_GUINT64_CONSTANT (1) << (st * 2);
          if ((done & key) || held1 || from >= BX_BO_N_POINTS || o.count[me][from] < 2)
            continue;
          to_index = n1;
          n_move = o.count[me][from];
          break;
        default:
          continue;
        }
      done |= key;
      for (guint k = 0; k < n_rules; k++)
        bx_move_add_rule (&m, rules[k]);
      if (track_point (pv, me, to_index) == BX_BO_CENTRE)
        bx_move_add_rule (&m, pv->r_centre);
      else if (o.count[me][track_point (pv, me, to_index)] > 0)
        bx_move_add_rule (&m, pv->r_stack);
      if (n_move == 1)
        add_step (&m, from, track_point (pv, me, to_index), die + (xiao ? BX_SAI_DIE_XIAO : 0),
                  flags);
      else
        {
          /* The whole stack, the 梟 first if it is in it. */
          for (int j = 0; j < pv->n_pieces; j++)
            if (s->pos[me][j] == st)
              add_step (&m, from, track_point (pv, me, to_index),
                        die + (j < pv->n_xiao ? BX_SAI_DIE_XIAO : 0),
                        BX_STEP_STACK | (j < pv->n_xiao ? BX_SAI_STEP_XIAO : 0));
        }
      g_array_append_val (out, m);
    }
}

static void
gen_moves (const Priv       *pv,
           const BxSaiState *s,
           int               me,
           BxSaiAction       act,
           int               die,
           const int        *rules,
           guint             n_rules,
           GArray           *out)
{
  if (pv->layout == BX_SAI_LAYOUT_LANES)
    lanes_moves (pv, s, me, act, die, rules, n_rules, out);
  else
    track_moves (pv, s, me, act, die, rules, n_rules, out);
}

/* Whether home.fixed is what holds a piece of @me: one stands on the enemy's base row with
 * the cell behind it empty, so that it could step back on 黑 but for the rule. */
static gboolean
home_holds (const Priv       *pv,
            const BxSaiState *s,
            int               me)
{
  int base = me == 0 ? pv->cells - 1 : 0, behind = me == 0 ? base - 1 : base + 1;

  if (!pv->home_fixed || pv->layout != BX_SAI_LAYOUT_LANES)
    return FALSE;
  for (int lane = 0; lane < pv->lanes; lane++)
    if (s->pos[me][lane] == base && lane_at (pv, s, lane, behind) == 0)
      return TRUE;
  return FALSE;
}

static void
sai_legal_moves (const BxGame  *game,
                 const BxState *state,
                 const BxThrow *t,
                 GArray        *out)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxSaiState *s = bx_sai_state_const (state);
  int me = state->player;
  BxMove m = { 0 };

  if (t->n == 0)
    {
      /* The decision: throw, or (塞之間) move an unblocked piece without throwing. */
      int rules[2] = { pv->r_decline, pv->r_forward };
      m.flags = BX_MOVE_THROW;
      bx_move_add_rule (&m, pv->optional ? pv->r_decline : pv->r_dice);
      g_array_append_val (out, m);
      if (pv->optional)
        gen_moves (pv, s, me, BX_SAI_ACT_STEP, 0, rules, 2, out);
      return;
    }
  {
    int face = t->d[0] >= 1 && t->d[0] <= N_FACES ? t->d[0] : N_FACES;
    BxSaiAction act = pv->action[face];
    /* The face's rule; a forward move also cites the direction (a jump cites the block,
     * a step back neither). */
    gboolean fwd = act == BX_SAI_ACT_STEP || act == BX_SAI_ACT_STACK;
    int rules[2] = { pv->r_face[face], fwd ? pv->r_forward : -1 };

    if (act != BX_SAI_ACT_PASS)
      gen_moves (pv, s, me, act, face, rules, 2, out);
    if (out->len > 0)
      return;
    m.flags = BX_MOVE_PASS;
    bx_move_add_rule (&m, pv->r_face[face]);
    if (act != BX_SAI_ACT_PASS)
      bx_move_add_rule (&m, pv->r_pass);
    /* 黑 lost because the piece that could step back has arrived (daiyi.home). */
    if (act == BX_SAI_ACT_BACK && home_holds (pv, s, me))
      bx_move_add_rule (&m, pv->r_home);
    g_array_append_val (out, m);
  }
}

static void
sai_throw_dice (const BxGame  *game,
                const BxState *state,
                BxRng         *rng,
                BxThrow       *out)
{
  const Priv *pv = bx_game_get_priv (game);

  if (pv->optional && !bx_sai_state_const (state)->thrown)
    {
      out->n = 0;
      return;
    }
  out->n = 1;
  out->d[0] = (guint8) (1 + bx_rng_uniform (rng, N_FACES));
}

static gboolean
all_home (const Priv       *pv,
          const BxSaiState *s,
          int               p)
{
  for (int i = 0; i < pv->n_pieces; i++)
    {
      if (pv->layout == BX_SAI_LAYOUT_LANES)
        {
          if (s->pos[p][i] != (p == 0 ? pv->cells - 1 : 0))
            return FALSE;
        }
      else if (s->pos[p][i] != track_len (pv) - 1)
        return FALSE;
    }
  return TRUE;
}

static void
sai_apply (const BxGame  *game,
           BxState       *state,
           const BxThrow *t,
           const BxMove  *move)
{
  const Priv *pv = bx_game_get_priv (game);
  BxSaiState *s = bx_sai_state (state);
  int me = state->player;
  guint32 moved = 0;
  int adv;

  state->turn++;
  if (move->flags & BX_MOVE_THROW)
    s->thrown = 1;
  else
    {
      for (guint k = 0; k < move->n_steps; k++)
        {
          const BxStep *st = &move->steps[k];
          if (pv->layout == BX_SAI_LAYOUT_LANES)
            {
              s->pos[me][st->from % pv->lanes] = (gint8) (st->to / pv->lanes);
              continue;
            }
          for (int i = 0; i < pv->n_pieces; i++)
            {
              gboolean xiao = i < pv->n_xiao;
              int pos = s->pos[me][i];
              if ((moved & (1u << i)) || xiao != ((st->flags & BX_SAI_STEP_XIAO) != 0)
                  || track_point (pv, me, pos) != st->from)
                continue;
              for (int j = pos + 1; j < track_len (pv); j++)
                if (track_point (pv, me, j) == st->to)
                  {
                    s->pos[me][i] = (gint8) j;
                    break;
                  }
              moved |= 1u << i;
              break;
            }
        }
      s->thrown = 0;
      state->player = (gint8) (1 - me);
    }

  if (all_home (pv, s, me))
    {
      state->winner = (gint8) me;
      state->score = (guint8) pv->score;
      return;
    }
  /* No progress: neither side has gone further than ever before. */
  adv = advance (pv, s, me);
  if (adv > s->best[me])
    {
      s->best[me] = (guint8) adv;
      s->idle = 0;
    }
  else if (++s->idle >= pv->draw_after)
    {
      state->winner = BX_SAI_DRAW;
      state->score = 0;
    }
}

static void
result_add (BxResult *out,
            int       rule)
{
  if (rule < 0 || out->n_rules >= BX_MOVE_MAX_RULES)
    return;
  out->rules[out->n_rules++] = (guint16) rule;
}

static void
sai_result (const BxGame  *game,
            const BxState *state,
            BxResult      *out)
{
  const Priv *pv = bx_game_get_priv (game);

  out->winner = state->winner;
  if (state->winner < 0)
    return;
  if (state->winner == BX_SAI_DRAW)
    {
      out->score = 0;
      result_add (out, pv->r_draw);
      return;
    }
  out->score = state->score;
  result_add (out, pv->r_win);
  result_add (out, pv->r_score);
}

/* ---------------------------------------------------------------- JSON */

static char *
cell_name (const Priv *pv,
           int         cell)
{
  return g_strdup_printf ("%c%d", 'a' + cell % pv->lanes, cell / pv->lanes + 1);
}

static JsonNode *
sai_state_to_json (const BxGame  *game,
                   const BxState *state)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxSaiState *s = bx_sai_state_const (state);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, bx_ruleset_get_id (bx_game_get_ruleset (game)));
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, state->turn);
  json_builder_set_member_name (b, "player");
  json_builder_add_string_value (b, player_names[state->player]);
  json_builder_set_member_name (b, "thrown");
  json_builder_add_boolean_value (b, s->thrown);
  for (int p = 0; p < 2; p++)
    {
      json_builder_set_member_name (b, player_names[p]);
      json_builder_begin_array (b);
      for (int i = 0; i < pv->n_pieces; i++)
        {
          if (pv->layout == BX_SAI_LAYOUT_LANES)
            {
              g_autofree char *n = cell_name (pv, s->pos[p][i] * pv->lanes + i);
              json_builder_add_string_value (b, n);
            }
          else
            json_builder_add_int_value (b, s->pos[p][i]);
        }
      json_builder_end_array (b);
    }
  json_builder_set_member_name (b, "idle");
  json_builder_add_int_value (b, s->idle);
  json_builder_set_member_name (b, "best");
  json_builder_begin_array (b);
  json_builder_add_int_value (b, s->best[0]);
  json_builder_add_int_value (b, s->best[1]);
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
name_index (JsonNode *n,
            int       max)
{
  const char *v;

  if (n == NULL || json_node_get_value_type (n) != G_TYPE_STRING)
    return -1;
  v = json_node_get_string (n);
  for (int i = 0; i <= max; i++)
    if (strcmp (v, player_names[i]) == 0)
      return i;
  return -1;
}

static gboolean
get_count (JsonObject  *o,
           const char  *name,
           int          max,
           int         *out,
           GError     **error)
{
  gint64 v = *out;

  if (!bx_json_member_int (o, name, 0, max, &v))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "state: '%s' must be a count", name);
      return FALSE;
    }
  *out = (int) v;
  return TRUE;
}

static gboolean
sai_state_from_json (const BxGame  *game,
                     JsonNode      *node,
                     BxState       *state,
                     GError       **error)
{
  const Priv *pv = bx_game_get_priv (game);
  BxSaiState *s = bx_sai_state (state);
  JsonObject *o;
  JsonNode *n;
  int v;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bx_state_error (error, "not a JSON object");
  o = json_node_get_object (node);
  for (int p = 0; p < 2; p++)
    {
      JsonArray *a;
      n = json_object_get_member (o, player_names[p]);
      if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n)
          || (int) json_array_get_length (a = json_node_get_array (n)) != pv->n_pieces)
        return bx_state_error (error, "'red' and 'white' must list every piece");
      for (int i = 0; i < pv->n_pieces; i++)
        {
          JsonNode *e = json_array_get_element (a, i);
          if (pv->layout == BX_SAI_LAYOUT_LANES)
            {
              const char *c = json_node_get_value_type (e) == G_TYPE_STRING
                              ? json_node_get_string (e) : "";
              if (strlen (c) != 2 || c[0] != 'a' + i || c[1] < '1'
                  || c[1] >= '1' + pv->cells)
                return bx_state_error (error, "a piece is not on a cell of its own lane");
              s->pos[p][i] = (gint8) (c[1] - '1');
            }
          else
            {
              if (json_node_get_value_type (e) != G_TYPE_INT64 || json_node_get_int (e) < 0
                  || json_node_get_int (e) >= track_len (pv))
                return bx_state_error (error, "a piece is not on a station of the track");
              s->pos[p][i] = (gint8) json_node_get_int (e);
            }
        }
    }
  n = json_object_get_member (o, "player");
  state->player = n == NULL ? 0 : (gint8) name_index (n, 1);
  if (state->player < 0)
    return bx_state_error (error, "'player' must be \"red\" or \"white\"");
  n = json_object_get_member (o, "thrown");
  s->thrown = n != NULL && json_node_get_value_type (n) == G_TYPE_BOOLEAN
              && json_node_get_boolean (n);
  v = 0;
  if (!get_count (o, "turn", G_MAXINT32, &v, error))
    return FALSE;
  state->turn = (guint32) v;
  v = 0;
  if (!get_count (o, "idle", 255, &v, error))
    return FALSE;
  s->idle = (guint8) v;
  s->best[0] = (guint8) advance (pv, s, 0);
  s->best[1] = (guint8) advance (pv, s, 1);
  n = json_object_get_member (o, "best");
  if (n != NULL && !JSON_NODE_HOLDS_NULL (n))
    {
      JsonArray *a;

      if (!JSON_NODE_HOLDS_ARRAY (n) || json_array_get_length (a = json_node_get_array (n)) != 2)
        return bx_state_error (error, "'best' must be [red, white]");
      for (int p = 0; p < 2; p++)
        {
          gint64 b;

          if (!bx_json_element_int (a, (guint) p, 0, 255, &b))
            return bx_state_error (error, "'best' must hold two counts 0–255");
          s->best[p] = (guint8) MAX (s->best[p], b);
        }
    }
  n = json_object_get_member (o, "winner");
  state->winner = -1;
  if (n != NULL && !JSON_NODE_HOLDS_NULL (n))
    {
      state->winner = (gint8) name_index (n, 2);
      if (state->winner < 0)
        return bx_state_error (error, "'winner' must be null, \"red\", \"white\" or \"draw\"");
    }
  v = 0;
  if (!get_count (o, "score", 255, &v, error))
    return FALSE;
  state->score = (guint8) v;
  return TRUE;
}

static gboolean
sai_check_state (const BxGame   *game,
                 const BxState  *state,
                 GError        **error)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxSaiState *s = bx_sai_state_const (state);

  if (state->player < 0 || state->player > 1)
    return bx_state_error (error, "the player to move must be red or white");
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < pv->n_pieces; i++)
      if (s->pos[p][i] < 0
          || s->pos[p][i] >= (pv->layout == BX_SAI_LAYOUT_LANES ? pv->cells : track_len (pv)))
        return bx_state_error (error, "a piece is off the board");
  if (pv->layout == BX_SAI_LAYOUT_LANES)
    {
      for (int i = 0; i < pv->n_pieces; i++)
        if (s->pos[0][i] == s->pos[1][i])
          return bx_state_error (error, "two pieces on one cell");
    }
  else
    {
      Occupancy o;
      occupancy (pv, s, &o);
      for (int pt = 0; pt < BX_BO_N_POINTS; pt++)
        if (o.count[0][pt] > 0 && o.count[1][pt] > 0)
          return bx_state_error (error, "red and white pieces on one station");
    }
  if (state->winner >= 0 && state->winner < 2 && !all_home (pv, s, state->winner))
    return bx_state_error (error, "'winner' does not match the pieces");
  if (state->winner < 0 && (all_home (pv, s, 0) || all_home (pv, s, 1)))
    return bx_state_error (error, "'winner' does not match the pieces");
  return TRUE;
}

/* ---------------------------------------------------------------- notation */

static int
track_index_of (const Priv *pv,
                int         player,
                int         point)
{
  for (int j = 0; j < track_len (pv); j++)
    if (track_point (pv, player, j) == point)
      return j;
  return -1;
}

static char *
sai_describe_move (const BxGame  *game,
                   const BxState *state,
                   const BxMove  *move)
{
  const Priv *pv = bx_game_get_priv (game);
  GString *out = g_string_new (NULL);
  int me = state->player;

  if (move->flags & BX_MOVE_THROW)
    return g_string_free (g_string_append (out, "throw"), FALSE);
  if (bx_move_is_pass (move) || move->n_steps == 0)
    return g_string_free (g_string_append (out, "pass"), FALSE);
  if (pv->layout == BX_SAI_LAYOUT_LANES)
    {
      const BxStep *st = &move->steps[0];
      g_autofree char *a = cell_name (pv, st->from);
      g_autofree char *b = cell_name (pv, st->to);
      g_string_append_printf (out, "%s-%s", a, b);
      if (st->flags & BX_SAI_STEP_JUMP)
        g_string_append (out, " jump");
      return g_string_free (out, FALSE);
    }
  {
    const BxStep *st = &move->steps[0];
    int a = track_index_of (pv, me, st->from), b = track_index_of (pv, me, st->to);
    if (move->n_steps > 1)
      g_string_append_printf (out, "stack%u %d-%d", move->n_steps, a, b);
    else
      g_string_append_printf (out, "%c%d-%d%s", (st->flags & BX_SAI_STEP_XIAO) ? 'x' : 's', a,
                              b, (st->flags & BX_SAI_STEP_JUMP) ? " jump" : "");
  }
  return g_string_free (out, FALSE);
}

static JsonNode *
sai_throw_table (const BxGame *game)
{
  const Priv *pv = bx_game_get_priv (game);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_array (b);
  for (int f = 1; f <= N_FACES; f++)
    {
      g_autofree char *t = g_strdup_printf ("%d", f);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "throw");
      json_builder_add_string_value (b, t);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, pv->face_names[f]);
      json_builder_set_member_name (b, "class");
      json_builder_add_string_value (b, action_names[pv->action[f]]);
      json_builder_set_member_name (b, "probability");
      json_builder_add_string_value (b, "1/4");
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

static const char *
sai_player_name (const BxGame *game,
                 int           player)
{
  return player >= 0 && player <= BX_SAI_DRAW ? player_names[player] : "none";
}

/* The sides as the board writes them. */
static const char * const sai_player_labels[] = {
  N_("Red 赤"), N_("White 白"),
  NULL
};

static const BxGameVTable sai_vtable = {
  .family = "sai",
  .priv_size = sizeof (Priv),
  .prepare = sai_prepare,
  .init_state = sai_init_state,
  .n_players = sai_n_players,
  .legal_moves = sai_legal_moves,
  .apply = sai_apply,
  .result = sai_result,
  .state_to_json = sai_state_to_json,
  .state_from_json = sai_state_from_json,
  .describe_move = sai_describe_move,
  .describe_move_words = bx_sai_describe_move_words,
  .check_state = sai_check_state,
  .throw_table = sai_throw_table,
  .player_name = sai_player_name,
  .player_labels = sai_player_labels,
  .throw_dice = sai_throw_dice,
  .score_unit = N_("局 (game)"),
  .has_draw = TRUE,    /* draw.no-progress: %BX_SAI_DRAW */
  .evaluate = bx_sai_evaluate,
  .state_count = bx_sai_state_count,         /* the exact solver: 代弈 (bx-sai-index.c) */
  .state_index = bx_sai_state_index,
  .state_from_index = bx_sai_state_from_index,
};

G_STATIC_ASSERT (sizeof (BxSaiState) <= BX_STATE_DATA_BYTES);

/* ---------------------------------------------------------------- public */

/**
 * bx_sai_get_vtable:
 *
 * Returns: the 塞 engine (family "sai"), static.
 */
const BxGameVTable *
bx_sai_get_vtable (void)
{
  return &sai_vtable;
}

/** bx_sai_get_layout: Returns: lanes (代弈) or track (代博). */
BxSaiLayout
bx_sai_get_layout (const BxGame *game)
{
  return ((const Priv *) bx_game_get_priv (game))->layout;
}

/** bx_sai_get_n_pieces: Returns: the pieces of each side. */
guint
bx_sai_get_n_pieces (const BxGame *game)
{
  return ((const Priv *) bx_game_get_priv (game))->n_pieces;
}

/** bx_sai_get_lanes: Returns: the lanes of a lanes board. */
guint
bx_sai_get_lanes (const BxGame *game)
{
  return ((const Priv *) bx_game_get_priv (game))->lanes;
}

/** bx_sai_get_cells: Returns: the cells of each lane. */
guint
bx_sai_get_cells (const BxGame *game)
{
  return ((const Priv *) bx_game_get_priv (game))->cells;
}

/** bx_sai_throw_optional: Returns: whether a turn may be played without throwing. */
gboolean
bx_sai_throw_optional (const BxGame *game)
{
  return ((const Priv *) bx_game_get_priv (game))->optional;
}

/**
 * bx_sai_face_name:
 * @game: a 塞 game
 * @face: 1–4 (0: not thrown)
 *
 * Returns: the face's name in this ruleset ("塞", "白", "黑" or "乘", "五"), static.
 */
const char *
bx_sai_face_name (const BxGame *game,
                  guint         face)
{
  const Priv *pv = bx_game_get_priv (game);

  return face <= N_FACES ? pv->face_names[face] : "";
}

/** bx_sai_face_action: Returns: what the face lets a player do. */
BxSaiAction
bx_sai_face_action (const BxGame *game,
                    guint         face)
{
  const Priv *pv = bx_game_get_priv (game);

  return face >= 1 && face <= N_FACES ? pv->action[face] : BX_SAI_ACT_STEP;
}

/** bx_sai_track_length: Returns: the stations of the track, the centre included. */
guint
bx_sai_track_length (const BxGame *game)
{
  return (guint) track_len (bx_game_get_priv (game));
}

/**
 * bx_sai_track_point:
 * @game: a 塞 game with a track
 * @player: 0 or 1
 * @index: a station of the player's route
 *
 * Returns: the board point (bx-bo-board.h) of the station.
 */
int
bx_sai_track_point (const BxGame *game,
                    int           player,
                    guint         index)
{
  return track_point (bx_game_get_priv (game), player, (int) index);
}

/**
 * bx_sai_piece_point:
 * @game: a 塞 game
 * @state: a position
 * @player: 0 or 1
 * @piece: a piece (lanes: the lane; track: 0 is the 梟)
 *
 * Returns: where the piece stands: a cell id (lanes) or a board point (track).
 */
int
bx_sai_piece_point (const BxGame  *game,
                    const BxState *state,
                    int            player,
                    guint          piece)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxSaiState *s = bx_sai_state_const (state);

  g_return_val_if_fail (piece < (guint) pv->n_pieces && player >= 0 && player < 2, -1);
  if (pv->layout == BX_SAI_LAYOUT_LANES)
    return s->pos[player][piece] * pv->lanes + (int) piece;
  return track_point (pv, player, s->pos[player][piece]);
}

/**
 * bx_sai_cell_name:
 * @game: a 塞 game with lanes
 * @cell: a cell id
 *
 * Returns: (transfer full): "c2" (lane letter, row from Red's side).
 */
char *
bx_sai_cell_name (const BxGame *game,
                  int           cell)
{
  return cell_name (bx_game_get_priv (game), cell);
}
