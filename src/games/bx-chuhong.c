/* bx-chuhong.c: the 除紅 engine of 除紅譜 擲法, driven by ruleset params only
 *
 * A move settles one throw.  resolve() works out, for the position and the throw, the
 * move (steps and rules) and the position it leads to; legal_moves() and apply() both
 * call it, so what is listed is what is played.  The state is a plain value (the ledger
 * included); nothing is allocated.
 * What a throw does (resolve()) is in bx-chuhong-resolve.c, the state as JSON in
 * bx-chuhong-json.c; what the files share is in bx-chuhong-private.h.
 *
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-chuhong-private.h"

#include <string.h>

#include "bx-chuhong-eval.h"
#include "bx-error.h"
#include "bx-words.h"

static const char *groups[] = {
  "hunhua", "sanhong", "shuanghong", "duizi", "d18", "d17", "d16", "d15", "d14", "d13",
  "d12", "d11", "d10", "d9", "d8", "d7", "d6", "d5", "d4", "d3",
};

G_STATIC_ASSERT (G_N_ELEMENTS (groups) == N_GROUPS);

static const char *player_labels[] = { "p1", "p2", "p3", "p4", "p5" };

/* ---------------------------------------------------------------- helpers */

int
_bx_chuhong_group_rule (const Priv          *pv,
                        const BxChuhongLine *line)
{
  for (guint i = 0; i < N_GROUPS; i++)
    if (strcmp (groups[i], line->group) == 0)
      return pv->r_group[i];
  return -1;
}

/* ---------------------------------------------------------------- prepare */

/* Reads an unsigned param, 0–100 (default when absent). */
static gboolean
opt_uint (BxGame      *game,
          const char  *name,
          guint        def,
          guint       *out,
          GError     **error)
{
  int v;

  if (!bx_game_param_int (game, name, (int) def, 0, 100, &v, error))
    return FALSE;
  *out = (guint) v;
  return TRUE;
}

/* Reads a param that is either @a (the default) or @b; *is_a tells which. */
static gboolean
opt_choice (BxGame      *game,
            const char  *name,
            const char  *a,
            const char  *b,
            gboolean    *is_a,
            GError     **error)
{
  const char *v = bx_ruleset_get_param (bx_game_get_ruleset (game), name);
  g_autofree char *why = NULL;

  if (v == NULL || strcmp (v, a) == 0)
    {
      *is_a = TRUE;
      return TRUE;
    }
  if (strcmp (v, b) == 0)
    {
      *is_a = FALSE;
      return TRUE;
    }
  why = g_strdup_printf ("must be '%s' or '%s'", a, b);
  return bx_game_param_error (game, name, why, error);
}

static gboolean
chuhong_prepare (BxGame   *game,
                 gpointer  priv,
                 GError  **error)
{
  Priv *pv = priv;
  const BxDiceSpec *dice = bx_game_get_dice (game);
  gboolean clockwise, b;
  guint dummy;

  if (!opt_uint (game, "players", 3, &pv->n_players, error)
      || !opt_uint (game, "players.min", 2, &pv->min_players, error)
      || !opt_uint (game, "players.max", BX_CHUHONG_MAX_PLAYERS, &pv->max_players, error)
      || !opt_uint (game, "rounds", 10, &pv->rounds, error)
      || !opt_choice (game, "turn.direction", "clockwise", "anticlockwise", &clockwise, error)
      || !opt_choice (game, "throw-off", "single-die", "none", &pv->throw_off, error)
      || !opt_uint (game, "throw-off.face", 4, &pv->throw_off_face, error)
      || !opt_uint (game, "red.face", 4, &dummy, error)
      || !opt_uint (game, "fa.max", 8, &pv->fa_max, error)
      || !opt_uint (game, "shang.min", 13, &pv->shang_min, error)
      || !opt_choice (game, "settle.open", "each", "next", &pv->settle_each, error)
      || !bx_game_param_bool (game, "shang.again", TRUE, &pv->shang_again, error)
      || !opt_choice (game, "sai.first-thrower", "skip", "lapse", &pv->skip_first, error)
      || !opt_uint (game, "sai.tajiao", 2, &pv->tajiao, error)
      || !opt_uint (game, "sai.ganshang", 1, &pv->ganshang, error)
      || !opt_uint (game, "sai.yadao", 2, &pv->yadao, error)
      || !opt_uint (game, "sai.over", 1, &pv->over, error)
      || !opt_uint (game, "sai.under", 1, &pv->under, error)
      || !opt_uint (game, "fa.extra", 1, &pv->fa_extra, error)
      || !opt_uint (game, "fa.extra-max", 3, &pv->fa_extra_max, error)
      || !opt_uint (game, "shang.extra", 1, &pv->shang_extra, error)
      || !opt_uint (game, "shang.extra-max", 3, &pv->shang_extra_max, error)
      || !bx_game_param_bool (game, "sai.fa-tie-ganshang", TRUE, &pv->liuye_ganshang, error)
      || !opt_uint (game, "fine.refuse", 3, &pv->fine_refuse, error)
      || !opt_uint (game, "fine.early", 5, &pv->fine_early, error)
      || !bx_game_param_bool (game, "play.throw", TRUE, &b, error))
    return FALSE;

  pv->r_rounds = bx_game_rule_index (game, "rounds");
  pv->r_red = bx_game_rule_index (game, "red.face");
  pv->r_fase = bx_game_rule_index (game, "fa.max");
  pv->r_shangse = bx_game_rule_index (game, "shang.min");
  pv->r_tajiao = bx_game_rule_index (game, "sai.tajiao");
  pv->r_ganshang = bx_game_rule_index (game, "sai.ganshang");
  pv->r_yadao = bx_game_rule_index (game, "sai.yadao");
  pv->r_over = bx_game_rule_index (game, "sai.over");
  pv->r_under = bx_game_rule_index (game, "sai.under");
  pv->r_fa_answer = bx_game_rule_index (game, "fa.extra");
  pv->r_shang_answer = bx_game_rule_index (game, "shang.extra");
  pv->r_refuse = bx_game_rule_index (game, "fine.refuse");
  pv->r_early = bx_game_rule_index (game, "fine.early");
  pv->r_shang_again = bx_game_rule_index (game, "shang.again");
  pv->r_liuye = bx_game_rule_index (game, "sai.fa-tie-ganshang");
  pv->r_play = bx_game_rule_index (game, "play.throw");
  pv->r_rotation = bx_game_rule_index (game, "turn.direction");
  pv->r_throw_off = bx_game_rule_index (game, "throw-off");
  pv->r_open = bx_game_rule_index (game, "settle.open");
  pv->r_sai_ring = bx_game_rule_index (game, "sai.first-thrower");

  pv->direction = clockwise ? 1 : -1;
  pv->r_dice = bx_game_rule_index (game, "dice.count");
  pv->r_saise = bx_game_rule_index (game, "sai.points");
  pv->r_qianghong = bx_game_rule_index (game, "void.qianghong");
  pv->r_sanse = bx_game_rule_index (game, "void.sanse");
  pv->r_sanhong = bx_game_rule_index (game, "red.several");
  pv->r_groups = bx_game_rule_index (game, "biaomu.group-names");
  pv->r_pass = bx_game_rule_index (game, "turn.pass");
  pv->r_sai_open = bx_game_rule_index (game, "sai.remember");
  pv->r_sai_end = bx_game_rule_index (game, "sai.end");
  pv->r_sai_void = bx_game_rule_index (game, "sai.void");
  pv->r_stake = bx_game_rule_index (game, "stake.unit");
  for (guint i = 0; i < N_GROUPS; i++)
    {
      g_autofree char *name = g_strconcat ("biaomu.", groups[i], NULL);
      pv->r_group[i] = bx_game_rule_index (game, name);
    }

  if (dice->kind != BX_DICE_CUBIC || dice->count != 4)
    return bx_game_param_error (game, "dice.count", "除紅 is thrown with four cubic dice", error);
  if (pv->min_players < 2 || pv->max_players > BX_CHUHONG_MAX_PLAYERS
      || pv->min_players > pv->max_players)
    return bx_game_param_error (game, "players.max", "the engine plays 2–5 players", error);
  if (pv->n_players < pv->min_players || pv->n_players > pv->max_players)
    return bx_game_param_error (game, "players", "out of players.min–players.max", error);
  if (pv->throw_off_face < 1 || pv->throw_off_face > 6)
    return bx_game_param_error (game, "throw-off.face", "must be a face 1–6", error);
  if (pv->fa_max >= pv->shang_min)
    return bx_game_param_error (game, "shang.min", "must be above fa.max", error);
  if (pv->rounds > BX_CHUHONG_MAX_ROUNDS)
    return bx_game_param_error (game, "rounds", "must be at most " G_STRINGIFY (BX_CHUHONG_MAX_ROUNDS),
                                error);
  return TRUE;
}

static gboolean
chuhong_configure (BxGame              *game,
                   gpointer             priv,
                   const BxGameOptions *options,
                   GError             **error)
{
  Priv *pv = priv;

  if (options->n_players != 0)
    {
      if (options->n_players < pv->min_players || options->n_players > pv->max_players)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "%s is played by %u–%u players, not %u",
                       bx_ruleset_get_id (bx_game_get_ruleset (game)), pv->min_players,
                       pv->max_players, options->n_players);
          return FALSE;
        }
      pv->n_players = options->n_players;
    }
  if (options->rounds != 0)
    {
      if (options->rounds > BX_CHUHONG_MAX_ROUNDS)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "%s is played in 1–%u rounds, not %u",
                       bx_ruleset_get_id (bx_game_get_ruleset (game)), BX_CHUHONG_MAX_ROUNDS,
                       options->rounds);
          return FALSE;
        }
      pv->rounds = options->rounds;
    }
  return TRUE;
}

/* ---------------------------------------------------------------- state */

static guint
chuhong_n_players (const BxGame *game)
{
  const Priv *pv = bx_game_get_priv (game);
  return pv->n_players;
}

void
chuhong_init_state (const BxGame *game,
                    BxState      *state)
{
  const Priv *pv = bx_game_get_priv (game);
  BxChuhongState *s = bx_chuhong_state (state);

  s->n_players = (guint8) pv->n_players;
  s->sai_first = -1;
  s->starter = -1;
  state->player = 0;
  if (!pv->throw_off)
    {
      s->phase = BX_CHUHONG_PHASE_PLAY;
      s->starter = 0;
    }
}

static void
chuhong_legal_moves (const BxGame  *game,
                     const BxState *state,
                     const BxThrow *t,
                     GArray        *out)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxChuhongState *s = bx_chuhong_state_const (state);
  int p = state->player;
  Outcome o;
  BxMove m;

  _bx_chuhong_resolve (pv, state, t, &o);
  g_array_append_val (out, o.move);
  if (s->phase != BX_CHUHONG_PHASE_PLAY)
    return;

  /* The table's fines (chuhongpu.zhifa.33–34). */
  memset (&m, 0, sizeof m);
  m.flags = BX_MOVE_TABLE | (BX_CHUHONG_MOVE_REFUSE << KIND_SHIFT);
  step_add (&m, p, adv (pv, p, 1), pv->fine_refuse, BX_CHUHONG_PAY_REFUSE);
  rules_add (&m, pv->r_refuse);
  rules_add (&m, pv->r_rotation);
  if (m.n_steps > 0)
    g_array_append_val (out, m);
  for (guint k = 1; k < pv->n_players; k++)
    {
      int q = adv (pv, p, (int) k);
      memset (&m, 0, sizeof m);
      m.flags = BX_MOVE_TABLE | (BX_CHUHONG_MOVE_EARLY << KIND_SHIFT);
      step_add (&m, q, adv (pv, q, -1), pv->fine_early, BX_CHUHONG_PAY_EARLY);
      rules_add (&m, pv->r_early);
      rules_add (&m, pv->r_rotation);
      if (m.n_steps > 0)
        g_array_append_val (out, m);
    }
}

static void
settle_end (const Priv *pv,
            BxState    *state)
{
  BxChuhongState *s = bx_chuhong_state (state);
  int best = 0;

  if (pv->rounds == 0 || s->phase != BX_CHUHONG_PHASE_PLAY
      || s->seats < pv->rounds * s->n_players)
    return;
  for (int i = 1; i < s->n_players; i++)
    if (s->ledger[i] > s->ledger[best])
      best = i;
  state->winner = (gint8) best;
  state->score = (guint8) CLAMP (s->ledger[best], 0, 255);
}

static void
chuhong_apply (const BxGame  *game,
               BxState       *state,
               const BxThrow *t,
               const BxMove  *move)
{
  const Priv *pv = bx_game_get_priv (game);
  BxChuhongState *s = bx_chuhong_state (state);
  BxChuhongMoveKind kind = bx_chuhong_move_kind (move);
  Outcome o;

  for (guint i = 0; i < move->n_steps; i++)
    {
      const BxStep *st = &move->steps[i];
      if (st->flags == BX_CHUHONG_PAY_NONE)
        continue;
      s->ledger[st->from] -= st->die;
      s->ledger[st->to] += st->die;
    }
  state->turn++;

  if (kind == BX_CHUHONG_MOVE_EARLY)
    return;
  if (kind == BX_CHUHONG_MOVE_REFUSE)
    {
      memset (&o, 0, sizeof o);
      o.sai_first = s->sai_first;
      o.sai_points = s->sai_points;
      _bx_chuhong_pass_turn (pv, state->player, &o);
      state->extra = 0;
    }
  else
    {
      _bx_chuhong_resolve (pv, state, t, &o);
      state->extra = o.extra;
    }
  if (o.start)
    {
      s->phase = BX_CHUHONG_PHASE_PLAY;
      s->starter = (gint8) state->player;
    }
  else if (s->phase == BX_CHUHONG_PHASE_PLAY)
    s->seats += o.seats;
  s->sai_first = o.sai_first;
  s->sai_points = o.sai_first >= 0 ? o.sai_points : 0;
  state->player = o.next_player;
  settle_end (pv, state);
}

static void
chuhong_result (const BxGame  *game,
                const BxState *state,
                BxResult      *out)
{
  const Priv *pv = bx_game_get_priv (game);

  out->winner = state->winner;
  if (state->winner < 0)
    return;
  out->score = state->score;
  if (pv->r_rounds >= 0)
    out->rules[out->n_rules++] = (guint16) pv->r_rounds;
}

/* ---------------------------------------------------------------- notation */

static char *
chuhong_describe_move (const BxGame  *game,
                       const BxState *state,
                       const BxMove  *move)
{
  GString *out = g_string_new (NULL);
  BxChuhongMoveKind kind = bx_chuhong_move_kind (move);

  switch (kind)
    {
    case BX_CHUHONG_MOVE_THROW_OFF:
      g_string_append_printf (out, "throw-off %u", move->steps[0].die);
      break;
    case BX_CHUHONG_MOVE_REFUSE:
      g_string_append (out, "refuse");
      break;
    case BX_CHUHONG_MOVE_EARLY:
      g_string_append (out, "early");
      break;
    case BX_CHUHONG_MOVE_THROW:
    default:
      g_string_append_printf (out, "throw %u", move->n_steps > 0 ? move->steps[0].die : 0);
      break;
    }
  for (guint i = 0; i < move->n_steps; i++)
    {
      const BxStep *st = &move->steps[i];
      if (st->flags == BX_CHUHONG_PAY_NONE)
        continue;
      g_string_append_printf (out, " %s>%s:%u", player_labels[st->from], player_labels[st->to],
                              st->die);
    }
  return g_string_free (out, FALSE);
}

/* ---------------------------------------------------------------- CLI hooks */

static void
add_clauses (JsonBuilder  *b,
             const BxRule *r,
             const BxChuhongLine *line)
{
  json_builder_begin_array (b);
  if (r != NULL)
    for (guint k = 0; r->cites[k] != NULL; k++)
      json_builder_add_string_value (b, r->cites[k]);
  if (line != NULL)
    {
      json_builder_add_string_value (b, line->clause);
      if (strcmp (line->name_clause, line->clause) != 0)
        json_builder_add_string_value (b, line->name_clause);
    }
  json_builder_end_array (b);
}

static JsonNode *
chuhong_throw_table (const BxGame *game)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_array (b);
  for (guint i = 0; i < BX_CHUHONG_N_LINES + 2; i++)
    {
      const BxChuhongLine *line = i < BX_CHUHONG_N_LINES ? bx_chuhong_line (i) : NULL;
      BxChuhongVoid vk = i == BX_CHUHONG_N_LINES ? BX_CHUHONG_VOID_SANSE
                                                 : BX_CHUHONG_VOID_QIANGHONG;
      guint ways = line != NULL ? bx_chuhong_line_ways (line) : bx_chuhong_void_ways (vk);
      g_autofree char *prob = g_strdup_printf ("%u/%u", ways, BX_CHUHONG_N_ORDERED);
      const Priv *pv = bx_game_get_priv (game);
      int rule = line != NULL                    ? bx_chuhong_line_rule (game, line)
                 : vk == BX_CHUHONG_VOID_SANSE ? pv->r_sanse
                                               : pv->r_qianghong;
      guint n_red = 0;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "throw");
      if (line != NULL)
        {
          /* The reds first, then the other dice high to low: "4,6,6,6". */
          GString *t = g_string_new (NULL);
          for (guint k = 0; k < 4; k++)
            n_red += line->dice[k] == BX_CHUHONG_RED;
          for (guint k = 0; k < n_red; k++)
            g_string_append (t, k > 0 ? ",4" : "4");
          for (guint k = 0; k < 4; k++)
            if (line->dice[k] != BX_CHUHONG_RED)
              g_string_append_printf (t, t->len > 0 ? ",%u" : "%u", line->dice[k]);
          json_builder_add_string_value (b, t->str);
          g_string_free (t, TRUE);
        }
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, line != NULL ? line->name : bx_chuhong_void_name (vk));
      json_builder_set_member_name (b, "class");
      json_builder_add_string_value (b, bx_chuhong_class_to_string (line != NULL
                                                                     ? line->klass
                                                                     : BX_CHUHONG_CLASS_VOID));
      json_builder_set_member_name (b, "tie");
      json_builder_add_int_value (b, line != NULL ? line->tie : 0);
      json_builder_set_member_name (b, "points");
      if (n_red == 1)
        json_builder_add_int_value (b, line->points);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "probability");
      json_builder_add_string_value (b, prob);
      json_builder_set_member_name (b, "decimal");
      json_builder_add_double_value (b, (double) ways / BX_CHUHONG_N_ORDERED);
      json_builder_set_member_name (b, "ways");
      json_builder_add_int_value (b, ways);
      json_builder_set_member_name (b, "combination");
      json_builder_add_string_value (b, line != NULL ? line->combination
                                                     : bx_chuhong_void_name (vk));
      json_builder_set_member_name (b, "name_en");
      json_builder_add_string_value (b, line != NULL ? line->name_en
                                     : vk == BX_CHUHONG_VOID_SANSE ? "scattered (void)"
                                                                   : "forced red (void)");
      json_builder_set_member_name (b, "clause");
      json_builder_add_string_value (b, line != NULL ? line->clause
                                                     : bx_chuhong_void_clause (vk));
      json_builder_set_member_name (b, "name_clause");
      json_builder_add_string_value (b, line != NULL ? line->name_clause
                                                     : bx_chuhong_void_clause (vk));
      json_builder_set_member_name (b, "rule");
      if (rule >= 0)
        json_builder_add_string_value (b, bx_game_rule_id (game, rule));
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

static void
chuhong_move_details (const BxGame  *game,
                      const BxState *state,
                      const BxThrow *t,
                      const BxMove  *move,
                      JsonBuilder   *b)
{
  const BxChuhongState *s = bx_chuhong_state_const (state);
  BxRuleset *rs = bx_game_get_ruleset (game);
  BxChuhongPayment pays[BX_MOVE_MAX_STEPS];
  guint n_pays = bx_chuhong_move_payments (game, move, t, pays);
  BxChuhongMoveKind kind = bx_chuhong_move_kind (move);
  gint32 ledger[BX_CHUHONG_MAX_PLAYERS];
  gint64 sum = 0;
  BxChuhongInfo info;

  bx_chuhong_classify (t, &info);
  memcpy (ledger, s->ledger, sizeof ledger);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, (const char *[]){ "throw-off", "throw", "refuse",
                                                      "early" }[kind]);
  if (kind == BX_CHUHONG_MOVE_THROW)
    {
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, info.line != NULL ? info.line->name
                                                          : bx_chuhong_void_name (info.void_kind));
      json_builder_set_member_name (b, "class");
      json_builder_add_string_value (b, bx_chuhong_class_to_string (info.klass));
      json_builder_set_member_name (b, "tie");
      json_builder_add_int_value (b, info.tie);
      json_builder_set_member_name (b, "points");
      json_builder_add_int_value (b, info.points);
      json_builder_set_member_name (b, "red");
      if (info.removed >= 0)
        json_builder_add_int_value (b, info.removed);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "line");
      json_builder_add_string_value (b, info.clause);
    }
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
  json_builder_set_member_name (b, "payments");
  json_builder_begin_array (b);
  for (guint i = 0; i < n_pays; i++)
    {
      const BxRule *r = pays[i].rule >= 0 ? bx_ruleset_get_rule (rs, pays[i].rule) : NULL;
      json_builder_begin_object (b);
      _bx_chuhong_add_player (b, "from", pays[i].from);
      _bx_chuhong_add_player (b, "to", pays[i].to);
      json_builder_set_member_name (b, "tie");
      json_builder_add_int_value (b, pays[i].tie);
      json_builder_set_member_name (b, "rule");
      if (r != NULL)
        json_builder_add_string_value (b, r->id);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "clauses");
      add_clauses (b, r, pays[i].line);
      json_builder_end_object (b);
      ledger[pays[i].from] -= pays[i].tie;
      ledger[pays[i].to] += pays[i].tie;
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "ledger");
  json_builder_begin_array (b);
  for (guint i = 0; i < s->n_players; i++)
    {
      json_builder_add_int_value (b, ledger[i]);
      sum += ledger[i];
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "ledger_sum");
  json_builder_add_int_value (b, sum);
}

static const char *
chuhong_player_name (const BxGame *game,
                     int           player)
{
  return bx_chuhong_player_label (player);
}

/* The seats as the table names them, 甲 乙 丙 丁 戊, with the English ordinal before
 * them ("First 甲", as README says): the status, the game-over dialog and the New Game
 * dialog show these (translated: "甲" in Chinese), so that a reader of English can tell
 * whose turn it is (newcomer review 8, finding 11).  The ring, the ledger and the move
 * words keep the bare 甲 乙 丙, which the ordinal names. */
static const char * const chuhong_player_labels[] = {
  N_("First 甲"),
  N_("Second 乙"),
  N_("Third 丙"),
  N_("Fourth 丁"),
  N_("Fifth 戊"),
  NULL
};

/* The 帖 each seat has won or paid (the state's ledger); 除紅 keeps no pot. */
static gboolean
chuhong_ledger (const BxGame  *game,
                const BxState *state,
                BxLedger      *out)
{
  const BxChuhongState *s = bx_chuhong_state_const (state);

  out->n_players = MIN (s->n_players, BX_MAX_PLAYERS);
  for (guint p = 0; p < out->n_players; p++)
    out->balance[p] = s->ledger[p];
  return TRUE;
}

static const BxGameVTable chuhong_vtable = {
  .family = "chuhong",
  .priv_size = sizeof (Priv),
  .prepare = chuhong_prepare,
  .init_state = chuhong_init_state,
  .n_players = chuhong_n_players,
  .legal_moves = chuhong_legal_moves,
  .apply = chuhong_apply,
  .result = chuhong_result,
  .state_to_json = chuhong_state_to_json,
  .state_from_json = chuhong_state_from_json,
  .describe_move = chuhong_describe_move,
  .describe_move_words = bx_chuhong_describe_move_words,
  .check_state = chuhong_check_state,
  .configure = chuhong_configure,
  .throw_table = chuhong_throw_table,
  .move_details = chuhong_move_details,
  .player_name = chuhong_player_name,
  .player_labels = chuhong_player_labels,
  .score_unit = N_("帖"),
  .ledger = chuhong_ledger,
  .evaluate = bx_chuhong_evaluate,
};

G_STATIC_ASSERT (sizeof (BxChuhongState) <= BX_STATE_DATA_BYTES);
G_STATIC_ASSERT (BX_CHUHONG_MAX_PLAYERS <= BX_MAX_PLAYERS);

/* ---------------------------------------------------------------- public */

/**
 * bx_chuhong_get_vtable:
 *
 * Returns: the 除紅 engine (family "chuhong"), static.
 */
const BxGameVTable *
bx_chuhong_get_vtable (void)
{
  return &chuhong_vtable;
}

/** bx_chuhong_move_kind: Returns: what the move is (a throw, a throw-off die, a fine). */
BxChuhongMoveKind
bx_chuhong_move_kind (const BxMove *move)
{
  return (BxChuhongMoveKind) ((move->flags & KIND_MASK) >> KIND_SHIFT);
}

/**
 * bx_chuhong_pay_rule:
 * @game: a 除紅 game
 * @kind: a payment kind
 *
 * Returns: the index of the rule that sets that payment, or -1.
 */
int
bx_chuhong_pay_rule (const BxGame     *game,
                     BxChuhongPayKind  kind)
{
  const Priv *pv = bx_game_get_priv (game);

  switch (kind)
    {
    case BX_CHUHONG_PAY_OPEN:
      return pv->r_open;
    case BX_CHUHONG_PAY_ANSWER_SHANG:
      return pv->r_shang_answer;
    case BX_CHUHONG_PAY_ANSWER_FA:
      return pv->r_fa_answer;
    case BX_CHUHONG_PAY_TAJIAO:
      return pv->r_tajiao;
    case BX_CHUHONG_PAY_GANSHANG:
      return pv->r_ganshang;
    case BX_CHUHONG_PAY_YADAO:
      return pv->r_yadao;
    case BX_CHUHONG_PAY_OVER:
      return pv->r_over;
    case BX_CHUHONG_PAY_UNDER:
      return pv->r_under;
    case BX_CHUHONG_PAY_LIUYE:
    case BX_CHUHONG_PAY_LIUYE_GANSHANG:
      return pv->r_liuye;
    case BX_CHUHONG_PAY_REFUSE:
      return pv->r_refuse;
    case BX_CHUHONG_PAY_EARLY:
      return pv->r_early;
    case BX_CHUHONG_PAY_NONE:
    case BX_CHUHONG_N_PAY_KINDS:
    default:
      return -1;
    }
}

/**
 * bx_chuhong_line_rule:
 * @game: a 除紅 game
 * @line: a line of the list
 *
 * Returns: the index of the ruleset's rule for the line's group (biaomu.GROUP), or -1.
 */
int
bx_chuhong_line_rule (const BxGame        *game,
                      const BxChuhongLine *line)
{
  g_return_val_if_fail (line != NULL, -1);
  return _bx_chuhong_group_rule (bx_game_get_priv (game), line);
}

/**
 * bx_chuhong_move_payments:
 * @game: a 除紅 game
 * @move: a move of the game
 * @t: (nullable): the throw it was played with (to name the line whose 帖 is paid)
 * @out: (out caller-allocates) (array fixed-size=8): the payments
 *
 * Returns: the number of payments, each with its rule.
 */
guint
bx_chuhong_move_payments (const BxGame     *game,
                          const BxMove     *move,
                          const BxThrow    *t,
                          BxChuhongPayment *out)
{
  BxChuhongInfo info = { 0 };
  guint n = 0;

  if (t != NULL && bx_chuhong_move_kind (move) == BX_CHUHONG_MOVE_THROW)
    bx_chuhong_classify (t, &info);
  for (guint i = 0; i < move->n_steps; i++)
    {
      const BxStep *st = &move->steps[i];
      BxChuhongPayment *p;
      if (st->flags == BX_CHUHONG_PAY_NONE)
        continue;
      p = &out[n++];
      p->from = st->from;
      p->to = st->to;
      p->tie = st->die;
      p->kind = st->flags;
      p->rule = bx_chuhong_pay_rule (game, st->flags);
      p->line = NULL;
      if (st->flags == BX_CHUHONG_PAY_OPEN || st->flags == BX_CHUHONG_PAY_ANSWER_SHANG
          || st->flags == BX_CHUHONG_PAY_ANSWER_FA || st->flags == BX_CHUHONG_PAY_LIUYE)
        p->line = info.line;
    }
  return n;
}

/** bx_chuhong_player_label: Returns: "p1" … "p5", static. */
const char *
bx_chuhong_player_label (int player)
{
  g_return_val_if_fail (player >= 0 && player < BX_CHUHONG_MAX_PLAYERS, "?");
  return player_labels[player];
}

/** bx_chuhong_get_rounds: Returns: the rounds a session lasts (0: no end). */
guint
bx_chuhong_get_rounds (const BxGame *game)
{
  const Priv *pv = bx_game_get_priv (game);
  return pv->rounds;
}

/** bx_chuhong_rounds_done: Returns: the rounds completed since the throw-off. */
guint
bx_chuhong_rounds_done (const BxGame  *game,
                        const BxState *state)
{
  const BxChuhongState *s = bx_chuhong_state_const (state);
  return s->n_players > 0 ? s->seats / s->n_players : 0;
}

/** bx_chuhong_ledger_sum: Returns: the sum of the ledger (always 0 for a valid state). */
gint64
bx_chuhong_ledger_sum (const BxState *state)
{
  const BxChuhongState *s = bx_chuhong_state_const (state);
  gint64 sum = 0;

  for (guint i = 0; i < MIN (s->n_players, BX_CHUHONG_MAX_PLAYERS); i++)
    sum += s->ledger[i];
  return sum;
}
