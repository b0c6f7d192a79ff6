/* bx-dama.c: the 打馬 engine of 打馬圖經 (依經馬), driven by ruleset params only
 *
 * legal_moves() lists plans (pass, enter, move a stack forward or back, fly out of the
 * 塹, withdraw) and simulate() works out, for a plan, the move with its rules, the 帖
 * that change hands and the position it leads to; apply() decodes the move into its plan
 * and calls simulate() again, so what is listed is what is played.  Nothing is allocated.
 *
 * Params (data/rulesets/dama-yijing.xml; docs/rulesets.md, 打馬):
 *   players, players.min, players.max   2–5 (default 4)
 *   pot.stake                           帖 each player puts in the 盆
 *   horses                              20
 *   board.cells, wo.every               91, a 窩 every 9 cells (0, 9, … 90)
 *   sheyang.classes                     "b" (eleven 賞, seed 004) or "a" (ten)
 *   bencai, bencai.bang                 "first-san"; 傍本采 "same-total" or "none"
 *   entry.cells                         16 cells for the totals 3–18
 *   entry.counts                        "fa:0,san:1,shang:2,111:4,…"
 *   entry.all-first, entry.hit          all horses in before any move; entering hits
 *   move.by, fa.moves                   "sum" (whole stack); whether a 罰 moves
 *   wo.safe, wo.extra-throw
 *   hangu.cell, hangu.stack, hangu.after, hangu.pot
 *   overtake.from                       smaller stacks may not pass larger from here on
 *   feilong.cell
 *   hit.equal, hit.larger-blocks, reenter, whole.pot, whole.reenter
 *   daoxing                             "hit,stack,wo"
 *   jia.cells, jia.throws               the 夾 and its 夾采 ("3-2-2,…,shang")
 *   qian.cell, qian.fly
 *   end.cell, finish.overshoot, daopen.ximan, daopen.cuman
 *   tie.self, tie.other, tie.fa, tie.zhuang, tie.hit, tie.fly, shangzhi
 *   turn.first, turn.pass, turn.cap, win.last-player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-dama.h"

#include <stdlib.h>
#include <string.h>

#include "bx-error.h"

#define KIND_SHIFT 8
#define KIND_MASK  (0xfu << KIND_SHIFT)

static const char *player_labels[] = { "p1", "p2", "p3", "p4", "p5" };

/* Appendix 1 of damatujing.txt (rec.damatujing-appendix), seed 004's numbering. */
static const char *wo_names[] = {
  "赤岸驛", "隴西監", "玉門關", "汧陽監", "沙苑監", "函谷關", "太僕寺", "天駟監", "騏驥院",
  "飛龍院", "尚乘局",
};

typedef struct
{
  guint    n_players, min_players, max_players;
  gint32   stake;
  guint    horses;
  guint    wo_every;
  gboolean classes_b;
  gboolean bang_same_total;
  int      entry_cells[16];
  guint    count_triple[7];      /* by face */
  guint    count_shang, count_san, count_fa;
  gboolean all_first, entry_hit, fa_moves;
  gboolean wo_safe, wo_extra;
  int      hangu_cell;
  guint    hangu_stack;
  int      overtake_from;
  int      feilong_cell;
  gboolean hit_equal;
  gboolean back_hit, back_stack, back_wo;
  gboolean jia[BX_DAMA_CELLS];
  gboolean jia_throw[BX_DAMA_N_THROWS];
  gboolean jia_shang;
  int      qian_cell;
  int      end_cell;
  gboolean overshoot;
  gint32   tie_fa, tie_hit, tie_fly;
  gboolean tie_self, tie_other, tie_zhuang;
  int      first_player;
  guint    cap;
  /* rule indices (-1: no such rule) */
  int r_players, r_pupen, r_horses, r_board, r_dice, r_sheyang, r_bencai, r_bang,
      r_entry_cell, r_entry_count, r_entry_first, r_entry_hit, r_move, r_fa, r_wo_safe,
      r_wo_extra, r_hangu, r_hangu_open, r_hangu_pot, r_overtake, r_feilong, r_hit,
      r_hit_larger, r_reenter, r_whole, r_whole_reenter, r_daoxing, r_jia, r_jia_throws,
      r_qian, r_qian_fly, r_finish, r_ximan, r_cuman, r_tie_self, r_tie_other, r_tie_fa,
      r_tie_zhuang, r_tie_hit, r_tie_fly, r_shangzhi, r_turn, r_pass, r_cap, r_last;
} Priv;

typedef struct
{
  BxDamaMoveKind kind;
  int            from;
  int            to;
  guint          count;   /* horses entering or flying */
  gboolean       reenter; /* a pending player stays in */
  int            why;     /* for a pass: the index + 1 of the rule that blocked the entry */
} Plan;

typedef struct
{
  BxMove        move;
  BxState       state;
  guint         n_pays;
  BxDamaPayment pays[BX_DAMA_MAX_PAYMENTS];
} Outcome;

/* ---------------------------------------------------------------- helpers */

static void
pay (Outcome *o,
     int      from,
     int      to,
     gint32   amount,
     int      rule)
{
  BxDamaState *s = bx_dama_state (&o->state);
  BxDamaPayment *p;

  if (amount <= 0 || from == to)
    return;
  if (from == BX_DAMA_POT)
    s->pot -= amount;
  else
    s->ledger[from] -= amount;
  if (to == BX_DAMA_POT)
    s->pot += amount;
  else
    s->ledger[to] += amount;
  bx_move_add_rule (&o->move, rule);
  if (o->n_pays < BX_DAMA_MAX_PAYMENTS)
    {
      p = &o->pays[o->n_pays++];
      p->from = from;
      p->to = to;
      p->amount = amount;
      p->rule = rule;
    }
}

static gboolean
is_wo (const Priv *pv,
       int         cell)
{
  return cell >= 0 && cell <= pv->end_cell && pv->wo_every > 0 && cell % (int) pv->wo_every == 0;
}

static BxDamaClass
klass_of (const Priv            *pv,
          const BxDamaThrowInfo *info)
{
  return pv->classes_b ? info->klass_b : info->klass_a;
}

static guint
entry_count (const Priv            *pv,
             const BxDamaThrowInfo *info)
{
  switch (klass_of (pv, info))
    {
    case BX_DAMA_CLASS_FA:
      return pv->count_fa;
    case BX_DAMA_CLASS_SHANG:
      if (bx_dama_throw_is_triple (info) && pv->count_triple[info->dice[0]] > 0)
        return pv->count_triple[info->dice[0]];
      return pv->count_shang;
    case BX_DAMA_CLASS_SAN:
    default:
      return pv->count_san;
    }
}

static gboolean
in_game (const BxDamaState *s,
         int                q)
{
  return q >= 0 && q < s->n_players && s->status[q] != BX_DAMA_OUT;
}

static int
next_in_game (const BxDamaState *s,
              int                p)
{
  for (int k = 1; k <= s->n_players; k++)
    {
      int q = (p + k) % s->n_players;
      if (in_game (s, q))
        return q;
    }
  return p;
}

/* The other player's horses on @cell (outside a 窩 at most one player has any). */
static int
enemy_at (const BxDamaState *s,
          int                p,
          int                cell,
          int               *owner)
{
  for (int q = 0; q < s->n_players; q++)
    if (q != p && s->cells[q][cell] > 0)
      {
        if (owner != NULL)
          *owner = q;
        return s->cells[q][cell];
      }
  if (owner != NULL)
    *owner = -1;
  return 0;
}

static guint
on_track (const Priv        *pv,
          const BxDamaState *s,
          int                q)
{
  guint n = 0;
  for (int c = 0; c < pv->end_cell; c++)
    n += s->cells[q][c];
  return n;
}

/* What the throw is for player @p: 真本采, 傍本采. */
static void
bencai_of (const Priv        *pv,
           const BxDamaState *s,
           int                q,
           int                ti,
           gboolean          *zhen,
           gboolean          *bang)
{
  const BxDamaThrowInfo *mine, *info = bx_dama_throw_info ((guint) ti);

  *zhen = *bang = FALSE;
  if (s->bencai[q] == 0)
    return;
  mine = bx_dama_throw_info (s->bencai[q] - 1u);
  if (mine->index == info->index)
    *zhen = TRUE;
  else if (pv->bang_same_total && mine->sum == info->sum)
    *bang = TRUE;
}

static gboolean
previous_fa (const Priv        *pv,
             const BxDamaState *s,
             int                p)
{
  return s->last_player >= 0 && s->last_player != p && s->last_throw > 0
         && klass_of (pv, bx_dama_throw_info (s->last_throw - 1u)) == BX_DAMA_CLASS_FA;
}

/* 飛龍院: the throws that let a stack standing there move (damatujing.xingma.21–25). */
static gboolean
feilong_released (const Priv        *pv,
                  const BxDamaState *s,
                  int                p,
                  int                ti)
{
  gboolean zhen, bang;

  bencai_of (pv, s, p, ti, &zhen, &bang);
  return klass_of (pv, bx_dama_throw_info ((guint) ti)) == BX_DAMA_CLASS_SHANG || zhen
         || (s->gift[p] & BX_DAMA_GIFT_ZHEN) || previous_fa (pv, s, p);
}

/* 塹: the throws that let horses fly out (damatujing.luoqian.5–9). */
static gboolean
qian_released (const Priv        *pv,
               const BxDamaState *s,
               int                p,
               int                ti)
{
  const BxDamaThrowInfo *info = bx_dama_throw_info ((guint) ti);
  gboolean zhen, bang;

  bencai_of (pv, s, p, ti, &zhen, &bang);
  return bx_dama_throw_is_triple (info) || klass_of (pv, info) == BX_DAMA_CLASS_SHANG || zhen
         || bang || s->gift[p] != 0 || previous_fa (pv, s, p);
}

static gboolean
jia_throw (const Priv *pv,
           int         ti)
{
  return pv->jia_throw[ti]
         || (pv->jia_shang && klass_of (pv, bx_dama_throw_info ((guint) ti))
                                == BX_DAMA_CLASS_SHANG);
}

/* ---------------------------------------------------------------- simulate */

static void
hit (const Priv *pv,
     Outcome    *o,
     int         p,
     int         q,
     int         cell)
{
  BxDamaState *s = bx_dama_state (&o->state);
  guint n = s->cells[q][cell];
  gboolean whole;

  s->cells[q][cell] = 0;
  whole = s->waiting[q] == 0 && on_track (pv, s, q) == 0;
  s->waiting[q] = (guint8) (s->waiting[q] + n);
  bx_move_add_rule (&o->move, pv->r_hit);
  bx_move_add_rule (&o->move, pv->r_reenter);
  pay (o, q, p, pv->tie_hit * (gint32) n, pv->r_tie_hit);
  o->move.steps[0].flags |= BX_STEP_HIT;
  if (whole)
    {
      bx_move_add_rule (&o->move, pv->r_whole);
      pay (o, BX_DAMA_POT, p, s->pot / 2, pv->r_whole);
      s->status[q] = BX_DAMA_PENDING;
    }
}

static void
finish_check (const Priv *pv,
              Outcome    *o,
              int         p)
{
  BxDamaState *s = bx_dama_state (&o->state);
  BxState *st = &o->state;
  gint32 pot;

  if (s->cells[p][pv->end_cell] + s->flown[p] < pv->horses)
    return;
  pot = s->pot;
  st->winner = (gint8) p;
  if (s->flown[p] == 0 && !s->rough[p])
    {
      /* 細滿: the pot, and as much again from the others. */
      int others[BX_DAMA_MAX_PLAYERS], n = 0;
      s->end = BX_DAMA_END_XIMAN;
      st->score = 2;
      bx_move_add_rule (&o->move, pv->r_ximan);
      pay (o, BX_DAMA_POT, p, pot, pv->r_ximan);
      for (int k = 1; k < s->n_players; k++)
        {
          int q = (p + k) % s->n_players;
          if (in_game (s, q))
            others[n++] = q;
        }
      for (int i = 0; i < n; i++)
        pay (o, others[i], p, pot / n + (i < pot % n ? 1 : 0), pv->r_ximan);
      if (n == 0)
        pay (o, BX_DAMA_POT, p, 0, pv->r_ximan);
    }
  else
    {
      s->end = BX_DAMA_END_CUMAN;
      st->score = 1;
      bx_move_add_rule (&o->move, pv->r_cuman);
      pay (o, BX_DAMA_POT, p, pot, pv->r_cuman);
    }
}

static void
land (const Priv *pv,
      Outcome    *o,
      int         p,
      int         cell,
      guint       n,
      gboolean   *extra)
{
  BxDamaState *s = bx_dama_state (&o->state);
  int q;

  if (cell == pv->qian_cell)
    bx_move_add_rule (&o->move, pv->r_qian);
  else if (is_wo (pv, cell))
    {
      if (enemy_at (s, p, cell, NULL) > 0)
        bx_move_add_rule (&o->move, pv->r_wo_safe);
      bx_move_add_rule (&o->move, pv->r_wo_extra);
      *extra = TRUE;
    }
  else if (enemy_at (s, p, cell, &q) > 0)
    {
      hit (pv, o, p, q, cell);
      bx_move_add_rule (&o->move, pv->r_shangzhi);
      *extra = TRUE;
    }
  if (s->cells[p][cell] > 0 && cell != pv->end_cell)
    {
      o->move.steps[0].flags |= BX_STEP_STACK;
      bx_move_add_rule (&o->move, pv->r_shangzhi);
      *extra = TRUE;
    }
  s->cells[p][cell] = (guint8) (s->cells[p][cell] + n);
}

static void
step_set (BxMove *m,
          int     from,
          int     to,
          guint   die,
          guint   flags)
{
  m->n_steps = 1;
  m->steps[0].from = (gint8) from;
  m->steps[0].to = (gint8) to;
  m->steps[0].die = (guint8) die;
  m->steps[0].flags = (guint8) flags;
}

static void
simulate (const Priv    *pv,
          const BxState *in,
          const BxThrow *t,
          const Plan    *pl,
          Outcome       *o)
{
  BxDamaState *s;
  const BxDamaState *s0 = bx_dama_state_const (in);
  int p = in->player, ti = bx_dama_throw_index (t);
  const BxDamaThrowInfo *info;
  BxDamaClass k;
  gboolean zhen, bang, extra = FALSE;
  gint32 n_tie;

  g_assert (ti >= 0);
  memset (&o->move, 0, sizeof o->move);
  o->n_pays = 0;
  o->state = *in;
  s = bx_dama_state (&o->state);
  info = bx_dama_throw_info ((guint) ti);
  k = klass_of (pv, info);
  n_tie = (gint32) entry_count (pv, info);
  o->move.flags = (guint16) (pl->kind << KIND_SHIFT);
  bx_move_add_rule (&o->move, pv->r_sheyang);

  /* The throw itself: 本采, 賞帖, 撞, the 罰. */
  bencai_of (pv, s0, p, ti, &zhen, &bang);
  if (s0->bencai[p] == 0 && k == BX_DAMA_CLASS_SAN)
    {
      s->bencai[p] = (guint8) (ti + 1);
      bx_move_add_rule (&o->move, pv->r_bencai);
    }
  if (zhen)
    bx_move_add_rule (&o->move, pv->r_bencai);
  if (bang)
    bx_move_add_rule (&o->move, pv->r_bang);
  if (k == BX_DAMA_CLASS_SHANG || bx_dama_throw_is_triple (info) || zhen || bang)
    {
      if (pv->tie_self)
        for (int q = 0; q < s->n_players; q++)
          if (q != p && in_game (s0, q))
            pay (o, q, p, MAX (n_tie, 1), pv->r_tie_self);
      bx_move_add_rule (&o->move, pv->r_shangzhi);
      extra = TRUE;
    }
  for (int q = 0; q < s->n_players; q++)
    {
      gboolean qz, qb;
      if (q == p || !in_game (s0, q))
        continue;
      bencai_of (pv, s0, q, ti, &qz, &qb);
      if (!qz && !qb)
        continue;
      s->gift[q] |= qz ? BX_DAMA_GIFT_ZHEN : BX_DAMA_GIFT_BANG;
      if (qb)
        bx_move_add_rule (&o->move, pv->r_bang);
      if (pv->tie_other)
        pay (o, p, q, MAX (n_tie, 1), pv->r_tie_other);
      else
        bx_move_add_rule (&o->move, pv->r_tie_other);
    }
  if (k == BX_DAMA_CLASS_FA)
    pay (o, p, next_in_game (s0, p), pv->tie_fa, pv->r_tie_fa);
  if (s0->last_player >= 0 && s0->last_player != p && in_game (s0, s0->last_player)
      && s0->last_throw > 0)
    {
      const BxDamaThrowInfo *prev = bx_dama_throw_info (s0->last_throw - 1u);
      if (prev->sum == info->sum && k != BX_DAMA_CLASS_FA)
        {
          s->gift[s0->last_player] |= BX_DAMA_GIFT_ZHUANG;
          if (pv->tie_zhuang)
            pay (o, p, s0->last_player, MAX (n_tie, 1), pv->r_tie_zhuang);
          else
            bx_move_add_rule (&o->move, pv->r_tie_zhuang);
        }
    }
  s->gift[p] = 0;

  switch (pl->kind)
    {
    case BX_DAMA_MOVE_PASS:
      o->move.flags |= BX_MOVE_PASS;
      bx_move_add_rule (&o->move, pv->r_pass);
      if (k == BX_DAMA_CLASS_FA && !pv->fa_moves)
        bx_move_add_rule (&o->move, pv->r_fa);
      if (pl->why > 0)
        bx_move_add_rule (&o->move, pl->why - 1);
      if (pl->reenter)
        {
          s->status[p] = BX_DAMA_IN;
          bx_move_add_rule (&o->move, pv->r_whole_reenter);
        }
      break;

    case BX_DAMA_MOVE_WITHDRAW:
      step_set (&o->move, BX_POINT_BAR, BX_POINT_OFF, 0, 0);
      s->status[p] = BX_DAMA_OUT;
      bx_move_add_rule (&o->move, pv->r_whole_reenter);
      extra = FALSE;
      break;

    case BX_DAMA_MOVE_ENTER:
      step_set (&o->move, BX_POINT_BAR, pl->to, pl->count, BX_STEP_ENTER);
      bx_move_add_rule (&o->move, pv->r_entry_cell);
      bx_move_add_rule (&o->move, pv->r_entry_count);
      bx_move_add_rule (&o->move, pv->r_entry_first);
      if (enemy_at (s, p, pl->to, NULL) > 0 && !is_wo (pv, pl->to))
        bx_move_add_rule (&o->move, pv->r_entry_hit);
      if (pl->reenter)
        {
          s->status[p] = BX_DAMA_IN;
          bx_move_add_rule (&o->move, pv->r_whole_reenter);
        }
      s->waiting[p] = (guint8) (s->waiting[p] - pl->count);
      land (pv, o, p, pl->to, pl->count, &extra);
      break;

    case BX_DAMA_MOVE_FORWARD:
    case BX_DAMA_MOVE_BACK:
      {
        guint m = s->cells[p][pl->from];
        guint sum = info->sum;
        step_set (&o->move, pl->from, pl->to, sum, 0);
        bx_move_add_rule (&o->move, pv->r_move);
        if (pl->kind == BX_DAMA_MOVE_BACK)
          bx_move_add_rule (&o->move, pv->r_daoxing);
        if (pl->from == pv->feilong_cell)
          bx_move_add_rule (&o->move, pv->r_feilong);
        if (pv->jia[pl->from])
          {
            bx_move_add_rule (&o->move, pv->r_jia);
            bx_move_add_rule (&o->move, pv->r_jia_throws);
          }
        s->cells[p][pl->from] = 0;
        if (pl->kind == BX_DAMA_MOVE_FORWARD && pl->from < pv->hangu_cell
            && pl->to > pv->hangu_cell)
          {
            if (m >= pv->hangu_stack)
              {
                bx_move_add_rule (&o->move, pv->r_hangu);
                s->hangu_open |= (guint8) (1u << p);
                if (!s->hangu_paid)
                  {
                    s->hangu_paid = 1;
                    bx_move_add_rule (&o->move, pv->r_hangu_pot);
                    pay (o, BX_DAMA_POT, p, s->pot / 2, pv->r_hangu_pot);
                  }
              }
            else
              bx_move_add_rule (&o->move, pv->r_hangu_open);
          }
        if (pl->kind == BX_DAMA_MOVE_FORWARD && pl->to >= pv->overtake_from)
          bx_move_add_rule (&o->move, pv->r_overtake);
        if (pl->to == pv->end_cell)
          {
            bx_move_add_rule (&o->move, pv->r_finish);
            if (pl->from + (int) sum > pv->end_cell)
              {
                s->rough[p] = 1;
                o->move.steps[0].flags |= BX_STEP_OVERSHOOT;
              }
          }
        land (pv, o, p, pl->to, m, &extra);
        if (pl->to == pv->end_cell)
          finish_check (pv, o, p);
      }
      break;

    case BX_DAMA_MOVE_FLY:
      step_set (&o->move, pv->qian_cell, BX_POINT_OFF, pl->count, BX_STEP_BEAR_OFF);
      bx_move_add_rule (&o->move, pv->r_qian);
      bx_move_add_rule (&o->move, pv->r_qian_fly);
      s->cells[p][pv->qian_cell] = (guint8) (s->cells[p][pv->qian_cell] - pl->count);
      s->flown[p] = (guint8) (s->flown[p] + pl->count);
      for (int q = 0; q < s->n_players; q++)
        if (q != p && in_game (s, q))
          pay (o, q, p, pv->tie_fly * (gint32) pl->count, pv->r_tie_fly);
      bx_move_add_rule (&o->move, pv->r_shangzhi);
      extra = TRUE;
      finish_check (pv, o, p);
      break;

    default:
      g_assert_not_reached ();
    }

  /* The turn. */
  o->state.turn = in->turn + 1;
  s->last_player = (gint8) p;
  s->last_throw = (guint8) (ti + 1);
  if (o->state.winner < 0)
    {
      int left = 0, last = -1;
      for (int q = 0; q < s->n_players; q++)
        if (in_game (s, q))
          {
            left++;
            last = q;
          }
      if (left == 1)
        {
          o->state.winner = (gint8) last;
          o->state.score = 1;
          s->end = BX_DAMA_END_LAST;
          bx_move_add_rule (&o->move, pv->r_last);
          pay (o, BX_DAMA_POT, last, s->pot, pv->r_last);
        }
    }
  if (o->state.winner < 0 && pv->cap > 0 && o->state.turn >= pv->cap)
    {
      int best = -1;
      for (int q = 0; q < s->n_players; q++)
        if (in_game (s, q) && (best < 0 || s->ledger[q] > s->ledger[best]))
          best = q;
      o->state.winner = (gint8) best;
      o->state.score = 0;
      s->end = BX_DAMA_END_CAP;
      bx_move_add_rule (&o->move, pv->r_cap);
    }
  if (o->state.winner >= 0)
    {
      o->state.extra = 0;
      return;
    }
  if (extra && s->status[p] != BX_DAMA_OUT)
    {
      o->state.extra = 1;
      o->state.player = (gint8) p;
    }
  else
    {
      o->state.extra = 0;
      o->state.player = (gint8) next_in_game (s, p);
      if (pl->kind == BX_DAMA_MOVE_PASS)
        bx_move_add_rule (&o->move, pv->r_turn);
    }
}

/* ---------------------------------------------------------------- plans */

static gboolean
forward_ok (const Priv        *pv,
            const BxDamaState *s,
            int                p,
            int                from,
            guint              sum,
            int               *to_out)
{
  guint m = s->cells[p][from];
  int to = from + (int) sum;

  if (to > pv->end_cell)
    {
      if (!pv->overshoot)
        return FALSE;
      to = pv->end_cell;
    }
  if (from < pv->hangu_cell && to > pv->hangu_cell && m < pv->hangu_stack
      && !(s->hangu_open & (1u << p)))
    return FALSE;
  for (int x = from + 1; x < to; x++)
    {
      if (x < pv->overtake_from || x == pv->qian_cell)
        continue;
      for (int q = 0; q < s->n_players; q++)
        if (q != p && s->cells[q][x] > m)
          return FALSE;
    }
  if (to != pv->qian_cell && to != pv->end_cell && !is_wo (pv, to)
      && (guint) enemy_at (s, p, to, NULL) > m)
    return FALSE;
  if (!pv->hit_equal && to != pv->qian_cell && !is_wo (pv, to)
      && (guint) enemy_at (s, p, to, NULL) == m)
    return FALSE;
  *to_out = to;
  return TRUE;
}

static gboolean
back_ok (const Priv        *pv,
         const BxDamaState *s,
         int                p,
         int                from,
         guint              sum,
         int               *to_out)
{
  guint m = s->cells[p][from];
  int to = from - (int) sum, e;

  if (to < 0)
    return FALSE;
  e = enemy_at (s, p, to, NULL);
  if (is_wo (pv, to))
    {
      if (!pv->back_wo)
        return FALSE;
    }
  else if (s->cells[p][to] > 0)
    {
      if (!pv->back_stack || (guint) e > m)
        return FALSE;
    }
  else if (e > 0 && to != pv->qian_cell)
    {
      if (!pv->back_hit || (guint) e > m || (!pv->hit_equal && (guint) e == m))
        return FALSE;
    }
  else
    return FALSE;
  *to_out = to;
  return TRUE;
}

static void
add_plan (const Priv    *pv,
          const BxState *state,
          const BxThrow *t,
          const Plan    *pl,
          GArray        *out)
{
  Outcome o;

  simulate (pv, state, t, pl, &o);
  g_array_append_val (out, o.move);
}

static void
entry_plan (const Priv        *pv,
            const BxDamaState *s,
            int                p,
            const BxDamaThrowInfo *info,
            Plan              *pl)
{
  guint n = MIN (entry_count (pv, info), s->waiting[p]);
  int cell = pv->entry_cells[info->sum - 3];

  memset (pl, 0, sizeof *pl);
  pl->kind = BX_DAMA_MOVE_PASS;
  if (n == 0 || cell < 0)
    return;
  if (!is_wo (pv, cell) && cell != pv->qian_cell)
    {
      guint e = (guint) enemy_at (s, p, cell, NULL);
      if (e > 0 && (!pv->entry_hit || e > n || (!pv->hit_equal && e == n)))
        {
          pl->why = pv->r_hit_larger + 1;
          return;
        }
    }
  pl->kind = BX_DAMA_MOVE_ENTER;
  pl->to = cell;
  pl->count = n;
}

static void
dama_legal_moves (const BxGame  *game,
                  const BxState *state,
                  const BxThrow *t,
                  GArray        *out)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxDamaState *s = bx_dama_state_const (state);
  int p = state->player, ti = bx_dama_throw_index (t);
  const BxDamaThrowInfo *info;
  BxDamaClass k;
  Plan pl;
  guint start = out->len;
  int why = 0;

  g_return_if_fail (ti >= 0);
  info = bx_dama_throw_info ((guint) ti);
  k = klass_of (pv, info);

  if (s->status[p] == BX_DAMA_PENDING)
    {
      entry_plan (pv, s, p, info, &pl);
      pl.reenter = TRUE;
      add_plan (pv, state, t, &pl, out);
      memset (&pl, 0, sizeof pl);
      pl.kind = BX_DAMA_MOVE_WITHDRAW;
      add_plan (pv, state, t, &pl, out);
      return;
    }

  if (s->waiting[p] > 0)
    {
      entry_plan (pv, s, p, info, &pl);
      if (pl.kind == BX_DAMA_MOVE_ENTER)
        add_plan (pv, state, t, &pl, out);
      why = pl.why;
    }

  if ((s->waiting[p] == 0 || !pv->all_first) && (k != BX_DAMA_CLASS_FA || pv->fa_moves))
    {
      gboolean feilong = feilong_released (pv, s, p, ti);
      gboolean jia = jia_throw (pv, ti);
      for (int c = 0; c < pv->end_cell; c++)
        {
          int to;
          if (s->cells[p][c] == 0)
            continue;
          if (c == pv->qian_cell)
            {
              guint n = MIN (entry_count (pv, info), s->cells[p][c]);
              if (n > 0 && qian_released (pv, s, p, ti))
                {
                  memset (&pl, 0, sizeof pl);
                  pl.kind = BX_DAMA_MOVE_FLY;
                  pl.from = c;
                  pl.count = n;
                  add_plan (pv, state, t, &pl, out);
                }
              continue;
            }
          if ((c == pv->feilong_cell && !feilong) || (pv->jia[c] && !jia))
            continue;
          memset (&pl, 0, sizeof pl);
          pl.from = c;
          if (forward_ok (pv, s, p, c, info->sum, &to))
            {
              pl.kind = BX_DAMA_MOVE_FORWARD;
              pl.to = to;
              add_plan (pv, state, t, &pl, out);
            }
          if (back_ok (pv, s, p, c, info->sum, &to))
            {
              pl.kind = BX_DAMA_MOVE_BACK;
              pl.to = to;
              add_plan (pv, state, t, &pl, out);
            }
        }
    }

  if (out->len == start)
    {
      memset (&pl, 0, sizeof pl);
      pl.kind = BX_DAMA_MOVE_PASS;
      pl.why = why;
      add_plan (pv, state, t, &pl, out);
    }
}

static gboolean
plan_of_move (const BxState *state,
              const BxMove  *move,
              Plan          *pl)
{
  const BxDamaState *s = bx_dama_state_const (state);

  memset (pl, 0, sizeof *pl);
  pl->kind = (BxDamaMoveKind) ((move->flags & KIND_MASK) >> KIND_SHIFT);
  pl->reenter = s->status[state->player] == BX_DAMA_PENDING;
  if (pl->kind == BX_DAMA_MOVE_PASS || pl->kind == BX_DAMA_MOVE_WITHDRAW)
    return TRUE;
  if (move->n_steps < 1)
    return FALSE;
  pl->from = move->steps[0].from;
  pl->to = move->steps[0].to;
  pl->count = move->steps[0].die;
  return TRUE;
}

static void
dama_apply (const BxGame  *game,
            BxState       *state,
            const BxThrow *t,
            const BxMove  *move)
{
  const Priv *pv = bx_game_get_priv (game);
  Plan pl;
  Outcome o;

  if (!plan_of_move (state, move, &pl))
    g_return_if_reached ();
  simulate (pv, state, t, &pl, &o);
  *state = o.state;
}

/* ---------------------------------------------------------------- prepare */

/* "3-2-2" or "322" → a 色樣 index; -1 when not three faces. */
static int
parse_faces (const char *text)
{
  BxThrow t = { 0 };

  for (const char *c = text; *c != '\0'; c++)
    {
      if (*c >= '1' && *c <= '6')
        {
          if (t.n >= 3)
            return -1;
          t.d[t.n++] = (guint8) (*c - '0');
        }
      else if (*c != '-' && *c != ',' && *c != ' ')
        return -1;
    }
  return bx_dama_throw_index (&t);
}

static gboolean
read_counts (BxGame      *game,
             Priv        *pv,
             GError     **error)
{
  const char *v = bx_ruleset_get_param (bx_game_get_ruleset (game), "entry.counts");
  g_auto(GStrv) items = NULL;

  pv->count_fa = 0;
  pv->count_san = 1;
  pv->count_shang = 2;
  memset (pv->count_triple, 0, sizeof pv->count_triple);
  if (v == NULL)
    return TRUE;
  items = g_strsplit (v, ",", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      char *colon = strchr (items[i], ':');
      char *end = NULL;
      long n;
      const char *key;
      if (colon == NULL)
        return bx_game_param_error (game, "entry.counts", "items are KEY:COUNT", error);
      *colon = '\0';
      key = g_strstrip (items[i]);
      n = strtol (colon + 1, &end, 10);
      if (end == colon + 1 || n < 0 || n > BX_DAMA_MAX_HORSES)
        return bx_game_param_error (game, "entry.counts", "a count must be 0–20", error);
      if (strcmp (key, "fa") == 0)
        pv->count_fa = (guint) n;
      else if (strcmp (key, "san") == 0)
        pv->count_san = (guint) n;
      else if (strcmp (key, "shang") == 0)
        pv->count_shang = (guint) n;
      else if (strlen (key) == 3 && key[0] >= '1' && key[0] <= '6' && key[1] == key[0]
               && key[2] == key[0])
        pv->count_triple[key[0] - '0'] = (guint) n;
      else
        return bx_game_param_error (game, "entry.counts", "keys are fa, san, shang or a triple",
                                    error);
    }
  return TRUE;
}

static gboolean
read_jia (BxGame      *game,
          Priv        *pv,
          GError     **error)
{
  BxRuleset *rs = bx_game_get_ruleset (game);
  int cells[BX_DAMA_CELLS];
  guint n = 0;
  const char *v;

  memset (pv->jia, 0, sizeof pv->jia);
  memset (pv->jia_throw, 0, sizeof pv->jia_throw);
  pv->jia_shang = FALSE;
  if (bx_ruleset_get_param (rs, "jia.cells") != NULL)
    {
      if (!bx_ruleset_get_int_list (rs, "jia.cells", cells, BX_DAMA_CELLS, &n, error))
        return FALSE;
      for (guint i = 0; i < n; i++)
        {
          if (cells[i] < 1 || cells[i] >= pv->end_cell)
            return bx_game_param_error (game, "jia.cells", "cells must be on the track", error);
          pv->jia[cells[i]] = TRUE;
        }
    }
  v = bx_ruleset_get_param (rs, "jia.throws");
  if (v != NULL)
    {
      g_auto(GStrv) items = g_strsplit (v, ",", -1);
      for (guint i = 0; items[i] != NULL; i++)
        {
          const char *key = g_strstrip (items[i]);
          int ti;
          if (strcmp (key, "shang") == 0)
            {
              pv->jia_shang = TRUE;
              continue;
            }
          ti = parse_faces (key);
          if (ti < 0)
            return bx_game_param_error (game, "jia.throws", "items are faces (3-2-2) or 'shang'",
                                        error);
          pv->jia_throw[ti] = TRUE;
        }
    }
  return TRUE;
}

static gboolean
dama_prepare (BxGame   *game,
              gpointer  priv,
              GError  **error)
{
  Priv *pv = priv;
  BxRuleset *rs = bx_game_get_ruleset (game);
  const BxDiceSpec *dice = bx_game_get_dice (game);
  int np, mn, mx, stake, horses, cells, every, hc, hs, of, fc, qc, ec, tf, th, tfl, first, cap;
  int entry[16];
  guint n_entry = 0;
  const char *v;
  gboolean b;

  if (!bx_game_param_int (game, "players", 4, 2, BX_DAMA_MAX_PLAYERS, &np, error)
      || !bx_game_param_int (game, "players.min", 2, 2, BX_DAMA_MAX_PLAYERS, &mn, error)
      || !bx_game_param_int (game, "players.max", BX_DAMA_MAX_PLAYERS, 2, BX_DAMA_MAX_PLAYERS, &mx,
                             error)
      || !bx_game_param_int (game, "pot.stake", 10, 0, 10000, &stake, error)
      || !bx_game_param_int (game, "horses", 20, 1, BX_DAMA_MAX_HORSES, &horses, error)
      || !bx_game_param_int (game, "board.cells", 91, 91, 91, &cells, error)
      || !bx_game_param_int (game, "wo.every", 9, 1, 90, &every, error)
      || !bx_game_param_int (game, "end.cell", 90, 90, 90, &ec, error)
      || !bx_game_param_int (game, "hangu.cell", 45, 1, 89, &hc, error)
      || !bx_game_param_int (game, "hangu.stack", 10, 1, BX_DAMA_MAX_HORSES, &hs, error)
      || !bx_game_param_int (game, "overtake.from", 45, 0, 90, &of, error)
      || !bx_game_param_int (game, "feilong.cell", 81, 1, 89, &fc, error)
      || !bx_game_param_int (game, "qian.cell", 89, 1, 89, &qc, error)
      || !bx_game_param_int (game, "tie.fa", 1, 0, 100, &tf, error)
      || !bx_game_param_int (game, "tie.hit", 1, 0, 100, &th, error)
      || !bx_game_param_int (game, "tie.fly", 1, 0, 100, &tfl, error)
      || !bx_game_param_int (game, "turn.first", 0, 0, BX_DAMA_MAX_PLAYERS - 1, &first, error)
      || !bx_game_param_int (game, "turn.cap", 3000, 0, 1000000, &cap, error)
      || !bx_game_param_bool (game, "entry.all-first", TRUE, &pv->all_first, error)
      || !bx_game_param_bool (game, "entry.hit", TRUE, &pv->entry_hit, error)
      || !bx_game_param_bool (game, "fa.moves", FALSE, &pv->fa_moves, error)
      || !bx_game_param_bool (game, "wo.safe", TRUE, &pv->wo_safe, error)
      || !bx_game_param_bool (game, "wo.extra-throw", TRUE, &pv->wo_extra, error)
      || !bx_game_param_bool (game, "hit.equal", TRUE, &pv->hit_equal, error)
      || !bx_game_param_bool (game, "finish.overshoot", TRUE, &pv->overshoot, error)
      || !bx_game_param_bool (game, "tie.self", TRUE, &pv->tie_self, error)
      || !bx_game_param_bool (game, "tie.other", TRUE, &pv->tie_other, error)
      || !bx_game_param_bool (game, "tie.zhuang", TRUE, &pv->tie_zhuang, error)
      || !bx_game_param_bool (game, "shangzhi", TRUE, &b, error))
    return FALSE;
  pv->n_players = (guint) np;
  pv->min_players = (guint) mn;
  pv->max_players = (guint) mx;
  pv->stake = stake;
  pv->horses = (guint) horses;
  pv->wo_every = (guint) every;
  pv->end_cell = ec;
  pv->hangu_cell = hc;
  pv->hangu_stack = (guint) hs;
  pv->overtake_from = of;
  pv->feilong_cell = fc;
  pv->qian_cell = qc;
  pv->tie_fa = tf;
  pv->tie_hit = th;
  pv->tie_fly = tfl;
  pv->first_player = first;
  pv->cap = (guint) cap;

  v = bx_ruleset_get_param (rs, "sheyang.classes");
  if (v != NULL && strcmp (v, "a") != 0 && strcmp (v, "b") != 0)
    return bx_game_param_error (game, "sheyang.classes", "must be 'a' or 'b'", error);
  pv->classes_b = v == NULL || strcmp (v, "b") == 0;
  v = bx_ruleset_get_param (rs, "bencai.bang");
  if (v != NULL && strcmp (v, "same-total") != 0 && strcmp (v, "none") != 0)
    return bx_game_param_error (game, "bencai.bang", "must be 'same-total' or 'none'", error);
  pv->bang_same_total = v == NULL || strcmp (v, "same-total") == 0;
  v = bx_ruleset_get_param (rs, "daoxing");
  pv->back_hit = v == NULL || strstr (v, "hit") != NULL;
  pv->back_stack = v == NULL || strstr (v, "stack") != NULL;
  pv->back_wo = v == NULL || strstr (v, "wo") != NULL;

  if (bx_ruleset_get_param (rs, "entry.cells") != NULL)
    {
      if (!bx_ruleset_get_int_list (rs, "entry.cells", entry, 16, &n_entry, error))
        return FALSE;
      if (n_entry != 16)
        return bx_game_param_error (game, "entry.cells", "needs 16 cells, for the totals 3–18",
                                    error);
    }
  else
    {
      static const int def[16] = { 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17 };
      memcpy (entry, def, sizeof def);
    }
  memcpy (pv->entry_cells, entry, sizeof entry);
  for (guint i = 0; i < 16; i++)
    if (entry[i] < 0 || entry[i] >= ec)
      return bx_game_param_error (game, "entry.cells", "cells must be on the track", error);
  if (!read_counts (game, pv, error) || !read_jia (game, pv, error))
    return FALSE;

  pv->r_players = bx_game_rule_index (game, "players");
  pv->r_pupen = bx_game_rule_index (game, "pot.stake");
  pv->r_horses = bx_game_rule_index (game, "horses");
  pv->r_board = bx_game_rule_index (game, "board.cells");
  pv->r_dice = bx_game_rule_index (game, "dice.count");
  pv->r_sheyang = bx_game_rule_index (game, "sheyang.classes");
  pv->r_bencai = bx_game_rule_index (game, "bencai");
  pv->r_bang = bx_game_rule_index (game, "bencai.bang");
  pv->r_entry_cell = bx_game_rule_index (game, "entry.cells");
  pv->r_entry_count = bx_game_rule_index (game, "entry.counts");
  pv->r_entry_first = bx_game_rule_index (game, "entry.all-first");
  pv->r_entry_hit = bx_game_rule_index (game, "entry.hit");
  pv->r_move = bx_game_rule_index (game, "move.by");
  pv->r_fa = bx_game_rule_index (game, "fa.moves");
  pv->r_wo_safe = bx_game_rule_index (game, "wo.safe");
  pv->r_wo_extra = bx_game_rule_index (game, "wo.extra-throw");
  pv->r_hangu = bx_game_rule_index (game, "hangu.stack");
  pv->r_hangu_open = bx_game_rule_index (game, "hangu.after");
  pv->r_hangu_pot = bx_game_rule_index (game, "hangu.pot");
  pv->r_overtake = bx_game_rule_index (game, "overtake.from");
  pv->r_feilong = bx_game_rule_index (game, "feilong.cell");
  pv->r_hit = bx_game_rule_index (game, "hit.equal");
  pv->r_hit_larger = bx_game_rule_index (game, "hit.larger-blocks");
  pv->r_reenter = bx_game_rule_index (game, "reenter");
  pv->r_whole = bx_game_rule_index (game, "whole.pot");
  pv->r_whole_reenter = bx_game_rule_index (game, "whole.reenter");
  pv->r_daoxing = bx_game_rule_index (game, "daoxing");
  pv->r_jia = bx_game_rule_index (game, "jia.cells");
  pv->r_jia_throws = bx_game_rule_index (game, "jia.throws");
  pv->r_qian = bx_game_rule_index (game, "qian.cell");
  pv->r_qian_fly = bx_game_rule_index (game, "qian.fly");
  pv->r_finish = bx_game_rule_index (game, "finish.overshoot");
  pv->r_ximan = bx_game_rule_index (game, "daopen.ximan");
  pv->r_cuman = bx_game_rule_index (game, "daopen.cuman");
  pv->r_tie_self = bx_game_rule_index (game, "tie.self");
  pv->r_tie_other = bx_game_rule_index (game, "tie.other");
  pv->r_tie_fa = bx_game_rule_index (game, "tie.fa");
  pv->r_tie_zhuang = bx_game_rule_index (game, "tie.zhuang");
  pv->r_tie_hit = bx_game_rule_index (game, "tie.hit");
  pv->r_tie_fly = bx_game_rule_index (game, "tie.fly");
  pv->r_shangzhi = bx_game_rule_index (game, "shangzhi");
  pv->r_turn = bx_game_rule_index (game, "turn.first");
  pv->r_pass = bx_game_rule_index (game, "turn.pass");
  pv->r_cap = bx_game_rule_index (game, "turn.cap");
  pv->r_last = bx_game_rule_index (game, "win.last-player");

  if (dice->kind != BX_DICE_CUBIC || dice->count != 3)
    return bx_game_param_error (game, "dice.count", "打馬 is thrown with three cubic dice", error);
  if (mn > mx || np < mn || np > mx)
    return bx_game_param_error (game, "players", "out of players.min–players.max", error);
  if (pv->r_move < 0 || pv->r_sheyang < 0 || pv->r_pass < 0)
    return bx_game_param_error (game, "move.by",
                                "the ruleset needs move.by, sheyang.classes and turn.pass",
                                error);
  return TRUE;
}

static gboolean
dama_configure (BxGame              *game,
                gpointer             priv,
                const BxGameOptions *options,
                GError             **error)
{
  Priv *pv = priv;

  if (options->rounds != 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "%s is not played in rounds",
                   bx_ruleset_get_id (bx_game_get_ruleset (game)));
      return FALSE;
    }
  if (options->n_players == 0)
    return TRUE;
  if (options->n_players < pv->min_players || options->n_players > pv->max_players)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "%s is played by %u–%u players, not %u",
                   bx_ruleset_get_id (bx_game_get_ruleset (game)), pv->min_players,
                   pv->max_players, options->n_players);
      return FALSE;
    }
  pv->n_players = options->n_players;
  return TRUE;
}

/* ---------------------------------------------------------------- state */

static guint
dama_n_players (const BxGame *game)
{
  const Priv *pv = bx_game_get_priv (game);
  return pv->n_players;
}

static void
dama_init_state (const BxGame *game,
                 BxState      *state)
{
  const Priv *pv = bx_game_get_priv (game);
  BxDamaState *s = bx_dama_state (state);

  s->n_players = (guint8) pv->n_players;
  s->last_player = -1;
  for (guint p = 0; p < pv->n_players; p++)
    {
      s->waiting[p] = (guint8) pv->horses;
      s->ledger[p] = -pv->stake;   /* 鋪盆: every player puts the stake in the pot */
      s->pot += pv->stake;
    }
  state->player = (gint8) MIN ((guint) pv->first_player, pv->n_players - 1);
}

static void
dama_result (const BxGame  *game,
             const BxState *state,
             BxResult      *out)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxDamaState *s = bx_dama_state_const (state);
  int r = -1;

  out->winner = state->winner;
  if (state->winner < 0)
    return;
  out->score = state->score;
  switch (s->end)
    {
    case BX_DAMA_END_XIMAN:
      r = pv->r_ximan;
      break;
    case BX_DAMA_END_CUMAN:
      r = pv->r_cuman;
      break;
    case BX_DAMA_END_LAST:
      r = pv->r_last;
      break;
    case BX_DAMA_END_CAP:
      r = pv->r_cap;
      break;
    default:
      break;
    }
  if (r >= 0)
    out->rules[out->n_rules++] = (guint16) r;
  if (pv->r_pupen >= 0)
    out->rules[out->n_rules++] = (guint16) pv->r_pupen;
}

/* ---------------------------------------------------------------- JSON */

static const char *status_names[] = { "in", "pending", "out" };
static const char *end_names[] = { NULL, "ximan", "cuman", "last", "cap" };

static void
add_player (JsonBuilder *b,
            const char  *member,
            int          player)
{
  json_builder_set_member_name (b, member);
  if (player >= 0 && player < BX_DAMA_MAX_PLAYERS)
    json_builder_add_string_value (b, player_labels[player]);
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

static JsonNode *
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
    if (g_strcmp0 (name, player_labels[i]) == 0)
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
      || (ti = parse_faces (json_node_get_string (n))) < 0)
    {
      *ok = FALSE;
      return 0;
    }
  return (guint8) (ti + 1);
}

static gboolean
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
  const char *rid;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bx_state_error (error, "not a JSON object");
  o = json_node_get_object (node);
  rid = json_object_has_member (o, "ruleset") ? json_object_get_string_member (o, "ruleset")
                                             : NULL;
  if (rid != NULL && !g_str_has_prefix (rid, "dama/"))
    return bx_state_error (error, "the ruleset is not a 打馬 ruleset");
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
        s->ledger[p] = (gint32) json_array_get_int_element (a, p);
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
                  c = json_array_get_int_element (pa, 0);
                  cnt = json_array_get_int_element (pa, 1);
                  if (c < 0 || c >= BX_DAMA_CELLS || cnt < 1 || cnt > BX_DAMA_MAX_HORSES)
                    return bx_state_error (error, "a stack is outside the board or empty");
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
          if (m != NULL && JSON_NODE_HOLDS_ARRAY (m))
            {
              JsonArray *g = json_node_get_array (m);
              for (guint i = 0; i < json_array_get_length (g); i++)
                {
                  const char *gs = json_array_get_string_element (g, i);
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
          if (json_object_has_member (h, "hangu") && json_object_get_boolean_member (h, "hangu"))
            s->hangu_open |= (guint8) (1u << p);
          s->rough[p] = json_object_has_member (h, "rough")
                        && json_object_get_boolean_member (h, "rough");
        }
    }
  n = json_object_get_member (o, "previous");
  if (n != NULL && JSON_NODE_HOLDS_OBJECT (n))
    {
      JsonObject *pr = json_node_get_object (n);
      s->last_player = (gint8) player_from_node (json_object_get_member (pr, "player"),
                                                 s->n_players);
      s->last_throw = faces_from_node (json_object_get_member (pr, "throw"), &ok);
      if (s->last_player < 0 || !ok || s->last_throw == 0)
        return bx_state_error (error, "'previous' must name a player and a throw");
    }
  s->hangu_paid = json_object_has_member (o, "hangu_paid")
                  && json_object_get_boolean_member (o, "hangu_paid");
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

static gboolean
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
      if (s->status[p] == BX_DAMA_OUT && on_track (pv, s, p) > 0)
        return bx_state_error (error, "a withdrawn player has horses on the board");
      if (s->cells[p][pv->end_cell] + s->flown[p] >= pv->horses && state->winner < 0)
        return bx_state_error (error, "a player has brought every horse in, but nobody won");
    }
  for (int c = 0; c < pv->end_cell; c++)
    {
      int owners = 0;
      if (is_wo (pv, c) || c == pv->qian_cell)
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

/* ---------------------------------------------------------------- notation */

static char *
dama_describe_move (const BxGame  *game,
                    const BxState *state,
                    const BxMove  *move)
{
  const BxDamaState *s = bx_dama_state_const (state);
  const BxStep *st = &move->steps[0];
  int p = state->player;

  switch (bx_dama_move_kind (move))
    {
    case BX_DAMA_MOVE_ENTER:
      return g_strdup_printf ("enter %02d x%u%s", st->to, st->die,
                              st->flags & BX_STEP_HIT ? "*" : "");
    case BX_DAMA_MOVE_FORWARD:
    case BX_DAMA_MOVE_BACK:
      return g_strdup_printf ("%02d%s%02d x%u%s", st->from,
                              bx_dama_move_kind (move) == BX_DAMA_MOVE_BACK ? "<" : "-",
                              st->to, s->cells[p][st->from],
                              st->flags & BX_STEP_HIT ? "*" : "");
    case BX_DAMA_MOVE_FLY:
      return g_strdup_printf ("fly %02d x%u", st->from, st->die);
    case BX_DAMA_MOVE_WITHDRAW:
      return g_strdup ("withdraw");
    case BX_DAMA_MOVE_PASS:
    default:
      return g_strdup (s->status[p] == BX_DAMA_PENDING ? "stay" : "pass");
    }
}

/* ---------------------------------------------------------------- CLI hooks */

static void
add_rule_clauses (JsonBuilder  *b,
                  const BxRule *r)
{
  json_builder_begin_array (b);
  if (r != NULL)
    for (guint k = 0; r->cites[k] != NULL; k++)
      json_builder_add_string_value (b, r->cites[k]);
  json_builder_end_array (b);
}

static JsonNode *
dama_throw_table (const BxGame *game)
{
  const Priv *pv = bx_game_get_priv (game);
  BxRuleset *rs = bx_game_get_ruleset (game);
  const BxRule *r = pv->r_sheyang >= 0 ? bx_ruleset_get_rule (rs, pv->r_sheyang) : NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_array (b);
  for (guint i = 0; i < BX_DAMA_N_THROWS; i++)
    {
      const BxDamaThrowInfo *info = bx_dama_throw_info (i);
      g_autofree char *t = g_strdup_printf ("%u,%u,%u", info->dice[0], info->dice[1],
                                            info->dice[2]);
      g_autofree char *prob = g_strdup_printf ("%u/%u", info->ways, BX_DAMA_N_ORDERED);
      BxDamaClass k = klass_of (pv, info);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "throw");
      json_builder_add_string_value (b, t);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, bx_dama_throw_name (info));
      json_builder_set_member_name (b, "class");
      json_builder_add_string_value (b, bx_dama_class_to_string (k));
      json_builder_set_member_name (b, "class_zh");
      json_builder_add_string_value (b, bx_dama_class_to_zh (k));
      json_builder_set_member_name (b, "probability");
      json_builder_add_string_value (b, prob);
      json_builder_set_member_name (b, "ways");
      json_builder_add_int_value (b, info->ways);
      json_builder_set_member_name (b, "sum");
      json_builder_add_int_value (b, info->sum);
      json_builder_set_member_name (b, "enters");
      json_builder_add_int_value (b, entry_count (pv, info));
      json_builder_set_member_name (b, "entry_cell");
      json_builder_add_int_value (b, pv->entry_cells[info->sum - 3]);
      json_builder_set_member_name (b, "name_a");
      if (info->name_a != NULL)
        json_builder_add_string_value (b, info->name_a);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "class_a");
      json_builder_add_string_value (b, bx_dama_class_to_string (info->klass_a));
      json_builder_set_member_name (b, "name_b");
      json_builder_add_string_value (b, info->name_b);
      json_builder_set_member_name (b, "class_b");
      json_builder_add_string_value (b, bx_dama_class_to_string (info->klass_b));
      json_builder_set_member_name (b, "readings_differ");
      json_builder_add_boolean_value (b, info->names_differ || info->klass_a != info->klass_b);
      json_builder_set_member_name (b, "status");
      json_builder_add_string_value (b, "interpreted");
      json_builder_set_member_name (b, "reconstruction");
      json_builder_begin_array (b);
      json_builder_add_string_value (b, "rec.sheyang-a");
      json_builder_add_string_value (b, "rec.sheyang-b");
      json_builder_end_array (b);
      json_builder_set_member_name (b, "named_in_text");
      if (info->named_in_text)
        json_builder_add_string_value (b, "damatujing.xingma.23");
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "rule");
      if (r != NULL)
        json_builder_add_string_value (b, r->id);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "clauses");
      add_rule_clauses (b, r);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

static void
add_account (JsonBuilder *b,
             const char  *member,
             int          who)
{
  json_builder_set_member_name (b, member);
  if (who == BX_DAMA_POT)
    json_builder_add_string_value (b, "pot");
  else
    json_builder_add_string_value (b, player_labels[who]);
}

static void
dama_move_details (const BxGame  *game,
                   const BxState *state,
                   const BxThrow *t,
                   const BxMove  *move,
                   JsonBuilder   *b)
{
  const Priv *pv = bx_game_get_priv (game);
  BxRuleset *rs = bx_game_get_ruleset (game);
  int ti = bx_dama_throw_index (t);
  const BxDamaThrowInfo *info;
  const BxDamaState *after;
  gint64 sum = 0;
  Plan pl;
  Outcome o;

  if (ti < 0 || !plan_of_move (state, move, &pl))
    return;
  info = bx_dama_throw_info ((guint) ti);
  simulate (pv, state, t, &pl, &o);
  after = bx_dama_state_const (&o.state);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, (const char *[]){ "pass", "enter", "forward", "back", "fly",
                                                      "withdraw" }[pl.kind]);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, bx_dama_throw_name (info));
  json_builder_set_member_name (b, "class");
  json_builder_add_string_value (b, bx_dama_class_to_string (klass_of (pv, info)));
  json_builder_set_member_name (b, "sum");
  json_builder_add_int_value (b, info->sum);
  json_builder_set_member_name (b, "payments");
  json_builder_begin_array (b);
  for (guint i = 0; i < o.n_pays; i++)
    {
      const BxRule *r = o.pays[i].rule >= 0 ? bx_ruleset_get_rule (rs, o.pays[i].rule) : NULL;
      json_builder_begin_object (b);
      add_account (b, "from", o.pays[i].from);
      add_account (b, "to", o.pays[i].to);
      json_builder_set_member_name (b, "tie");
      json_builder_add_int_value (b, o.pays[i].amount);
      json_builder_set_member_name (b, "rule");
      if (r != NULL)
        json_builder_add_string_value (b, r->id);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "clauses");
      add_rule_clauses (b, r);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "pot");
  json_builder_add_int_value (b, after->pot);
  json_builder_set_member_name (b, "ledger");
  json_builder_begin_array (b);
  for (guint p = 0; p < after->n_players; p++)
    {
      json_builder_add_int_value (b, after->ledger[p]);
      sum += after->ledger[p];
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "ledger_sum");
  json_builder_add_int_value (b, sum + after->pot);
}

static const char *
dama_player_name (const BxGame *game,
                  int           player)
{
  return bx_dama_player_label (player);
}

/* The seats by the colour of their horses on the board, and their names in a state. */
static const char * const dama_player_labels[] = {
  N_("Red p1"),
  N_("Blue p2"),
  N_("Green p3"),
  N_("Amber p4"),
  N_("Purple p5"),
  NULL
};

/* The 帖 each seat has won or paid (its stake included) and the 盆 left. */
static gboolean
dama_ledger (const BxGame  *game,
             const BxState *state,
             BxLedger      *out)
{
  const BxDamaState *s = bx_dama_state_const (state);

  out->n_players = MIN (s->n_players, BX_MAX_PLAYERS);
  for (guint p = 0; p < out->n_players; p++)
    out->balance[p] = s->ledger[p];
  out->has_pot = TRUE;
  out->pot = s->pot;
  return TRUE;
}

static const BxGameVTable dama_vtable = {
  .family = "dama",
  .priv_size = sizeof (Priv),
  .prepare = dama_prepare,
  .init_state = dama_init_state,
  .n_players = dama_n_players,
  .legal_moves = dama_legal_moves,
  .apply = dama_apply,
  .result = dama_result,
  .state_to_json = dama_state_to_json,
  .state_from_json = dama_state_from_json,
  .describe_move = dama_describe_move,
  .check_state = dama_check_state,
  .configure = dama_configure,
  .throw_table = dama_throw_table,
  .move_details = dama_move_details,
  .player_name = dama_player_name,
  .player_labels = dama_player_labels,
  /* 1 for 粗滿 (the pot), 2 for 細滿 (the pot and as much again). */
  .score_unit = N_("盆 (pen, pots)"),
  .ledger = dama_ledger,
};

G_STATIC_ASSERT (BX_DAMA_MAX_PLAYERS <= BX_MAX_PLAYERS);

/* ---------------------------------------------------------------- public */

/** bx_dama_get_vtable: Returns: the 打馬 engine (family "dama"), static. */
const BxGameVTable *
bx_dama_get_vtable (void)
{
  return &dama_vtable;
}

/** bx_dama_move_kind: Returns: what the move is. */
BxDamaMoveKind
bx_dama_move_kind (const BxMove *move)
{
  return (BxDamaMoveKind) ((move->flags & KIND_MASK) >> KIND_SHIFT);
}

/**
 * bx_dama_move_payments:
 * @game: a 打馬 game
 * @state: the position before @move
 * @t: the throw
 * @move: a legal move for @state and @t
 * @out: (out caller-allocates) (array fixed-size=24): the payments
 *
 * Returns: the number of payments (帖 and 盆) the move makes, each with its rule.
 */
guint
bx_dama_move_payments (const BxGame  *game,
                       const BxState *state,
                       const BxThrow *t,
                       const BxMove  *move,
                       BxDamaPayment *out)
{
  const Priv *pv = bx_game_get_priv (game);
  Plan pl;
  Outcome o;

  g_return_val_if_fail (bx_dama_throw_index (t) >= 0, 0);
  if (!plan_of_move (state, move, &pl))
    return 0;
  simulate (pv, state, t, &pl, &o);
  memcpy (out, o.pays, o.n_pays * sizeof *out);
  return o.n_pays;
}

/** bx_dama_ledger_sum: Returns: the ledger plus the pot (always 0 for a valid state). */
gint64
bx_dama_ledger_sum (const BxState *state)
{
  const BxDamaState *s = bx_dama_state_const (state);
  gint64 sum = s->pot;

  for (guint i = 0; i < MIN (s->n_players, BX_DAMA_MAX_PLAYERS); i++)
    sum += s->ledger[i];
  return sum;
}

/** bx_dama_horses: Returns: the player's horses on the board, waiting and flown. */
guint
bx_dama_horses (const BxState *state,
                int            player)
{
  const BxDamaState *s = bx_dama_state_const (state);
  guint n;

  g_return_val_if_fail (player >= 0 && player < BX_DAMA_MAX_PLAYERS, 0);
  n = s->waiting[player] + s->flown[player];
  for (int c = 0; c < BX_DAMA_CELLS; c++)
    n += s->cells[player][c];
  return n;
}

/** bx_dama_player_label: Returns: "p1" … "p5", static. */
const char *
bx_dama_player_label (int player)
{
  g_return_val_if_fail (player >= 0 && player < BX_DAMA_MAX_PLAYERS, "?");
  return player_labels[player];
}

/**
 * bx_dama_cell_name:
 * @cell: 0–90
 *
 * Returns: (nullable): the 窩's name (appendix 1, seed 004's numbering) for 0, 9, … 90.
 */
const char *
bx_dama_cell_name (int cell)
{
  if (cell < 0 || cell > 90 || cell % 9 != 0)
    return NULL;
  return wo_names[cell / 9];
}

/** bx_dama_is_wo: Returns: %TRUE when @cell is a 窩 of the game. */
gboolean
bx_dama_is_wo (const BxGame *game,
               int           cell)
{
  return is_wo (bx_game_get_priv (game), cell);
}

/** bx_dama_is_jia: Returns: %TRUE when @cell is a 夾 of the game. */
gboolean
bx_dama_is_jia (const BxGame *game,
                int           cell)
{
  const Priv *pv = bx_game_get_priv (game);
  return cell >= 0 && cell < BX_DAMA_CELLS && pv->jia[cell];
}

/**
 * bx_dama_special_cell:
 * @game: a 打馬 game
 * @which: "hangu", "feilong", "qian" or "end"
 *
 * Returns: the cell, or -1.
 */
int
bx_dama_special_cell (const BxGame *game,
                      const char   *which)
{
  const Priv *pv = bx_game_get_priv (game);

  if (g_strcmp0 (which, "hangu") == 0)
    return pv->hangu_cell;
  if (g_strcmp0 (which, "feilong") == 0)
    return pv->feilong_cell;
  if (g_strcmp0 (which, "qian") == 0)
    return pv->qian_cell;
  if (g_strcmp0 (which, "end") == 0)
    return pv->end_cell;
  return -1;
}

/** bx_dama_entry_cell: Returns: the entry cell for a total 3–18, or -1. */
int
bx_dama_entry_cell (const BxGame *game,
                    guint         sum)
{
  const Priv *pv = bx_game_get_priv (game);
  return sum >= 3 && sum <= 18 ? pv->entry_cells[sum - 3] : -1;
}

/** bx_dama_entry_count: Returns: how many horses the throw enters (下馬之數). */
guint
bx_dama_entry_count (const BxGame          *game,
                     const BxDamaThrowInfo *info)
{
  return entry_count (bx_game_get_priv (game), info);
}

/** bx_dama_throw_class: Returns: the throw's class under the ruleset's reading. */
BxDamaClass
bx_dama_throw_class (const BxGame          *game,
                     const BxDamaThrowInfo *info)
{
  return klass_of (bx_game_get_priv (game), info);
}

/** bx_dama_turn_cap: Returns: the number of throws after which the game stops (0: none). */
guint
bx_dama_turn_cap (const BxGame *game)
{
  const Priv *pv = bx_game_get_priv (game);
  return pv->cap;
}
