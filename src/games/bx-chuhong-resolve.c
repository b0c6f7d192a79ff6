/* bx-chuhong-resolve.c: what one 除紅 throw does: resolve()
 *
 * A move settles one throw.  resolve() works out, for the position and the throw, the
 * move (steps and rules) and the position it leads to; legal_moves() and apply() (in
 * bx-chuhong.c) both call it, so what is listed is what is played.  The throw-off, the
 * open 賞/罰 and their answers (塞), passes and fines are here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-chuhong-private.h"

#include <string.h>

/* ---------------------------------------------------------------- resolve */

/* The turn passes to the next seat; inside a contest the first thrower does not answer
 * himself: he is passed over (or the contest lapses, by sai.first-thrower). */
void
_bx_chuhong_pass_turn (const Priv *pv,
                       int         p,
                       Outcome    *o)
{
  o->next_player = (gint8) adv (pv, p, 1);
  o->seats = 1;
  if (o->sai_first < 0 || o->next_player != o->sai_first)
    return;
  rules_add (&o->move, pv->r_sai_ring);
  if (pv->skip_first)
    {
      o->next_player = (gint8) adv (pv, o->next_player, 1);
      o->seats = 2;
    }
  else
    o->sai_first = -1;
}

static void
resolve_throw_off (const Priv    *pv,
                   const BxState *state,
                   const BxThrow *t,
                   Outcome       *o)
{
  int p = state->player;

  o->move.flags = BX_CHUHONG_MOVE_THROW_OFF << KIND_SHIFT;
  step_add (&o->move, p, p, t->d[0], BX_CHUHONG_PAY_NONE);
  rules_add (&o->move, pv->r_throw_off);
  rules_add (&o->move, pv->r_rotation);
  if (t->d[0] == pv->throw_off_face)
    {
      o->start = TRUE;
      o->next_player = (gint8) p;
      return;
    }
  o->next_player = (gint8) adv (pv, p, 1);
}

static void
settle_open (const Priv          *pv,
             const BxChuhongState *s,
             int                  p,
             const BxChuhongInfo *info,
             Outcome             *o)
{
  gboolean shang = info->klass == BX_CHUHONG_CLASS_SHANG;

  rules_add (&o->move, pv->r_open);
  for (guint k = 1; k < s->n_players; k++)
    {
      int q = adv (pv, p, (int) k);
      if (shang)
        step_add (&o->move, q, p, info->tie, BX_CHUHONG_PAY_OPEN);
      else
        step_add (&o->move, p, q, info->tie, BX_CHUHONG_PAY_OPEN);
      if (!pv->settle_each)
        break;
    }
}

static void
answer_sai (const Priv          *pv,
            int                  p,
            int                  a,
            int                  diff,
            Outcome             *o)
{
  if (diff == -1)
    {
      step_add (&o->move, p, a, pv->tajiao, BX_CHUHONG_PAY_TAJIAO);
      rules_add (&o->move, pv->r_tajiao);
    }
  else if (diff == 0)
    {
      step_add (&o->move, a, p, pv->ganshang, BX_CHUHONG_PAY_GANSHANG);
      rules_add (&o->move, pv->r_ganshang);
    }
  else if (diff == 1)
    {
      step_add (&o->move, a, p, pv->yadao, BX_CHUHONG_PAY_YADAO);
      rules_add (&o->move, pv->r_yadao);
    }
  else if (diff > 1)
    {
      step_add (&o->move, a, p, pv->over, BX_CHUHONG_PAY_OVER);
      rules_add (&o->move, pv->r_over);
    }
  else
    {
      step_add (&o->move, p, a, pv->under, BX_CHUHONG_PAY_UNDER);
      rules_add (&o->move, pv->r_under);
    }
}

static void
resolve_throw (const Priv    *pv,
               const BxState *state,
               const BxThrow *t,
               Outcome       *o)
{
  const BxChuhongState *s = bx_chuhong_state_const (state);
  int p = state->player, a = s->sai_first;
  gboolean in_sai = s->sai_first >= 0;
  BxChuhongInfo info;

  bx_chuhong_classify (t, &info);
  o->move.flags = BX_CHUHONG_MOVE_THROW << KIND_SHIFT;
  step_add (&o->move, p, p, info.points, BX_CHUHONG_PAY_NONE);
  rules_add (&o->move, pv->r_play);
  rules_add (&o->move, pv->r_dice);

  if (info.klass == BX_CHUHONG_CLASS_VOID)
    {
      rules_add (&o->move, info.void_kind == BX_CHUHONG_VOID_SANSE ? pv->r_sanse
                                                                  : pv->r_qianghong);
      rules_add (&o->move, in_sai ? pv->r_sai_void : pv->r_pass);
      _bx_chuhong_pass_turn (pv, p, o);
      return;
    }

  if (info.n_red > 0)
    rules_add (&o->move, pv->r_red);
  rules_add (&o->move, _bx_chuhong_group_rule (pv, info.line));
  if (strcmp (info.line->name_clause, info.line->clause) != 0)
    rules_add (&o->move, pv->r_groups);
  if (info.n_red >= 3)
    rules_add (&o->move, pv->r_sanhong);
  if (info.n_red == 1)
    rules_add (&o->move, info.points <= pv->fa_max      ? pv->r_fase
                         : info.points >= pv->shang_min ? pv->r_shangse
                                                        : pv->r_saise);

  if (!in_sai)
    {
      switch (info.klass)
        {
        case BX_CHUHONG_CLASS_SHANG:
          settle_open (pv, s, p, &info, o);
          break;
        case BX_CHUHONG_CLASS_FA:
          settle_open (pv, s, p, &info, o);
          rules_add (&o->move, pv->r_pass);
          _bx_chuhong_pass_turn (pv, p, o);
          break;
        case BX_CHUHONG_CLASS_SAI:
        case BX_CHUHONG_CLASS_VOID:
        default:
          rules_add (&o->move, pv->r_sai_open);
          o->sai_first = (gint8) p;
          o->sai_points = info.points;
          _bx_chuhong_pass_turn (pv, p, o);
          break;
        }
    }
  else
    {
      switch (info.klass)
        {
        case BX_CHUHONG_CLASS_SAI:
          rules_add (&o->move, pv->r_sai_ring);
          answer_sai (pv, p, a, (int) info.points - (int) s->sai_points, o);
          _bx_chuhong_pass_turn (pv, p, o);
          break;
        case BX_CHUHONG_CLASS_SHANG:
          step_add (&o->move, a, p, with_extra (info.tie, pv->shang_extra, pv->shang_extra_max),
                    BX_CHUHONG_PAY_ANSWER_SHANG);
          rules_add (&o->move, pv->r_shang_answer);
          rules_add (&o->move, pv->r_sai_end);
          o->sai_first = -1;
          break;
        case BX_CHUHONG_CLASS_FA:
        case BX_CHUHONG_CLASS_VOID:
        default:
          rules_add (&o->move, pv->r_fa_answer);
          rules_add (&o->move, pv->r_sai_end);
          if (pv->liuye_ganshang && info.n_red == 1 && info.points == s->sai_points)
            {
              /* 栁葉兒 against 9: its fine, and the opponent still owes 趕上. */
              step_add (&o->move, p, a, with_extra (info.tie, pv->fa_extra, pv->fa_extra_max),
                        BX_CHUHONG_PAY_LIUYE);
              step_add (&o->move, a, p, pv->ganshang, BX_CHUHONG_PAY_LIUYE_GANSHANG);
              rules_add (&o->move, pv->r_liuye);
            }
          else
            step_add (&o->move, p, a, with_extra (info.tie, pv->fa_extra, pv->fa_extra_max),
                      BX_CHUHONG_PAY_ANSWER_FA);
          o->sai_first = -1;
          rules_add (&o->move, pv->r_pass);
          _bx_chuhong_pass_turn (pv, p, o);
          break;
        }
    }

  if (info.klass == BX_CHUHONG_CLASS_SHANG)
    {
      rules_add (&o->move, pv->r_shang_again);
      if (pv->shang_again)
        {
          o->next_player = (gint8) p;
          o->seats = 0;
          o->extra = TRUE;
        }
      else
        _bx_chuhong_pass_turn (pv, p, o);
    }
}

void
_bx_chuhong_resolve (const Priv    *pv,
                     const BxState *state,
                     const BxThrow *t,
                     Outcome       *o)
{
  const BxChuhongState *s = bx_chuhong_state_const (state);

  memset (o, 0, sizeof *o);
  o->sai_first = s->sai_first;
  o->sai_points = s->sai_points;
  o->next_player = state->player;
  if (s->phase == BX_CHUHONG_PHASE_THROW_OFF)
    resolve_throw_off (pv, state, t, o);
  else
    resolve_throw (pv, state, t, o);
  /* stake.unit (zhifa.wine: 賞一帖者自飲一杯, chuhongpu.zhifa.36): every 帖 that changes
   * hands is paid in that unit, so a move that pays one cites the rule. */
  for (guint i = 0; i < o->move.n_steps; i++)
    if (o->move.steps[i].flags != BX_CHUHONG_PAY_NONE)
      {
        rules_add (&o->move, pv->r_stake);
        break;
      }
}
