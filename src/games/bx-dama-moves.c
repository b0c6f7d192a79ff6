/* bx-dama-moves.c: the 打馬 moves: plans, their simulation, legal_moves and apply
 *
 * legal_moves() lists plans (pass, enter, move a stack forward or back, fly out of the
 * 塹, withdraw) and simulate() works out, for a plan, the move with its rules, the 帖
 * that change hands and the position it leads to; apply() decodes the move into its plan
 * and calls simulate() again, so what is listed is what is played (random_move() simulates
 * only the plan drawn, and apply() of that move reuses its outcome).  Nothing is allocated.
 * What the hot loops read of the params and the 色樣 is in tables made once, at prepare
 * (_bx_dama_tables()).
 * The engine's other parts are in bx-dama.c (params, state, notation, the vtable) and
 * bx-dama-json.c; what they share is in bx-dama-private.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-dama-private.h"
#include "bx-scratch.h"

#include <string.h>

/* ---------------------------------------------------------------- helpers */

/* Adds @rule to the move being simulated: into a bit set that rules_done() writes out in
 * ruleset order, or, when play() is asked for the rules one by one (@bit_limit 0), with
 * bx_move_add_rule().  A rule the bit set cannot hold marks the outcome for play() again. */
static inline void
add_rule (Outcome *o,
          int      rule)
{
  if ((guint) rule < o->bit_limit)
    o->rule_bits[rule >> 6] |= G_GUINT64_CONSTANT (1) << (rule & 63);
  else if (rule >= 0)
    {
      if (o->bit_limit == 0)
        bx_move_add_rule (&o->move, rule);
      else
        o->rules_over = TRUE;
    }
}

/* The rules collected by add_rule(), in ruleset order, into the move; FALSE when they must
 * be added one by one instead: more than BX_MOVE_MAX_RULES (bx_move_add_rule() keeps the
 * first that come, not the lowest), or one past the bit set. */
static gboolean
rules_done (const Priv *pv,
            Outcome    *o)
{
  guint n = 0;

  if (o->bit_limit == 0)
    return TRUE;
  if (o->rules_over)
    return FALSE;
  for (guint i = 0; i < pv->rule_words; i++)
    for (guint64 w = o->rule_bits[i]; w != 0; w &= w - 1)
      {
        if (n == BX_MOVE_MAX_RULES)
          return FALSE;
        o->move.rules[n++] = (guint16) (i * 64 + (guint) __builtin_ctzll (w));
      }
  o->move.n_rules = (guint8) n;
  return TRUE;
}

/* Sets a cell of the position being simulated, noting what it held before. */
static inline void
set_cell (Outcome *o,
          int      q,
          int      cell,
          guint    n)
{
  guint8 *c = &bx_dama_state (&o->state)->cells[q][cell];
  guint i;

  for (i = 0; i < o->n_touched; i++)
    if (o->touched[i].q == q && o->touched[i].cell == cell)
      break;
  if (i == o->n_touched)
    {
      g_assert (i < G_N_ELEMENTS (o->touched));
      o->touched[i].q = (guint8) q;
      o->touched[i].cell = (guint8) cell;
      o->touched[i].was = *c;
      o->n_touched++;
    }
  *c = (guint8) n;
}

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
  add_rule (o, rule);
  if (o->n_pays < BX_DAMA_MAX_PAYMENTS)
    {
      p = &o->pays[o->n_pays++];
      p->from = from;
      p->to = to;
      p->amount = amount;
      p->rule = rule;
    }
}

gboolean
_bx_dama_is_wo (const Priv *pv,
                int         cell)
{
  return cell >= 0 && cell <= pv->end_cell && pv->wo_every > 0 && cell % (int) pv->wo_every == 0;
}

/* _bx_dama_is_wo() from its table, for a cell 0 … end_cell. */
static inline gboolean
is_wo (const Priv *pv,
       int         cell)
{
  return pv->wo[cell];
}

BxDamaClass
_bx_dama_klass_of (const Priv            *pv,
                   const BxDamaThrowInfo *info)
{
  return pv->classes_b ? info->klass_b : info->klass_a;
}

guint
_bx_dama_entry_count (const Priv            *pv,
                      const BxDamaThrowInfo *info)
{
  switch (_bx_dama_klass_of (pv, info))
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

/**
 * _bx_dama_new_serial:
 * @pv: (inout): params just made or changed
 *
 * Gives @pv a serial no other params of the process have had, so that a move
 * random_move() remembers is never taken for one of other params (even of a game made
 * later at the same address).
 */
void
_bx_dama_new_serial (Priv *pv)
{
  static gsize last;

  pv->serial = (guint64) g_atomic_pointer_add (&last, 1) + 1;
}

/**
 * _bx_dama_tables:
 * @game: the game being prepared (its ruleset)
 * @pv: (inout): its params, read from the ruleset
 *
 * Fills the tables of @pv that the hot loops read instead of asking the functions they are
 * made from (_bx_dama_is_wo(), _bx_dama_klass_of(), _bx_dama_entry_count(), the 色樣's
 * totals, the 夾's throws of jia.throws) and gives @pv a new serial.  Called at the end of
 * prepare, once every param is read.
 */
void
_bx_dama_tables (BxGame *game,
                 Priv   *pv)
{
  const BxDamaThrowInfo *infos = _bx_dama_throw_infos ();

  pv->rule_limit = MIN (bx_ruleset_get_n_rules (bx_game_get_ruleset (game)), RULE_BITS);
  pv->rule_words = (pv->rule_limit + 63) / 64;
  for (guint a = 0; a < 6; a++)
    for (guint b = 0; b < 6; b++)
      for (guint c = 0; c < 6; c++)
        {
          BxThrow t = { .n = 3, .d = { a + 1, b + 1, c + 1 } };
          pv->index_of[a][b][c] = (gint8) bx_dama_throw_index (&t);
        }
  for (int c = 0; c < BX_DAMA_CELLS; c++)
    pv->wo[c] = (guint8) _bx_dama_is_wo (pv, c);
  for (guint ti = 0; ti < BX_DAMA_N_THROWS; ti++)
    {
      const BxDamaThrowInfo *info = &infos[ti];
      g_assert (info->index == ti);
      pv->t_klass[ti] = (guint8) _bx_dama_klass_of (pv, info);
      pv->t_count[ti] = (guint8) _bx_dama_entry_count (pv, info);
      pv->t_sum[ti] = info->sum;
      pv->t_triple[ti] = (guint8) bx_dama_throw_is_triple (info);
      pv->t_jia[ti] = (guint8) (pv->jia_throw[ti]
                                || (pv->jia_shang && pv->t_klass[ti] == BX_DAMA_CLASS_SHANG));
    }
  _bx_dama_new_serial (pv);
}

/* bx_dama_throw_index() from its table. */
static inline int
throw_index (const Priv    *pv,
             const BxThrow *t)
{
  guint a, b, c;

  if (t == NULL || t->n != 3)
    return -1;
  a = t->d[0] - 1u, b = t->d[1] - 1u, c = t->d[2] - 1u;
  if (a >= 6 || b >= 6 || c >= 6)
    return -1;
  return pv->index_of[a][b][c];
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

guint
_bx_dama_on_track (const Priv        *pv,
                   const BxDamaState *s,
                   int                q)
{
  guint n = 0;
  for (int c = 0; c < pv->end_cell; c++)
    n += s->cells[q][c];
  return n;
}

/* _bx_dama_on_track() == 0, eight cells at a time. */
static gboolean
track_empty (const Priv        *pv,
             const BxDamaState *s,
             int                q)
{
  guint64 any = 0, eight;
  int c;

  for (c = 0; c + 8 <= pv->end_cell; c += 8)
    {
      memcpy (&eight, &s->cells[q][c], sizeof eight);
      any |= eight;
    }
  for (; c < pv->end_cell; c++)
    any |= s->cells[q][c];
  return any == 0;
}

/* What the throw is for player @p: 真本采, 傍本采. */
static inline void
bencai_of (const Priv        *pv,
           const BxDamaState *s,
           int                q,
           int                ti,
           gboolean          *zhen,
           gboolean          *bang)
{
  int mine = s->bencai[q] - 1;

  *zhen = *bang = FALSE;
  /* 如擲賞罰色即不得認作本采 (damatujing.bencai.2): a 賞 or 罰 is nobody's 本采, 真 or 傍. */
  if (mine < 0 || pv->t_klass[ti] != BX_DAMA_CLASS_SAN)
    return;
  if (mine == ti)
    *zhen = TRUE;
  else if (pv->bang_same_total && pv->t_sum[mine] == pv->t_sum[ti])
    *bang = TRUE;
}

static gboolean
previous_fa (const Priv        *pv,
             const BxDamaState *s,
             int                p)
{
  return s->last_player >= 0 && s->last_player != p && s->last_throw > 0
         && pv->t_klass[s->last_throw - 1u] == BX_DAMA_CLASS_FA;
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
  return pv->t_klass[ti] == BX_DAMA_CLASS_SHANG
         || zhen
         || (s->gift[p] & BX_DAMA_GIFT_ZHEN) || previous_fa (pv, s, p);
}

/* 塹: the throws that let horses fly out (damatujing.luoqian.5–9). */
static gboolean
qian_released (const Priv        *pv,
               const BxDamaState *s,
               int                p,
               int                ti)
{
  gboolean zhen, bang;

  bencai_of (pv, s, p, ti, &zhen, &bang);
  return pv->t_triple[ti] || pv->t_klass[ti] == BX_DAMA_CLASS_SHANG
         || zhen || bang || s->gift[p] != 0 || previous_fa (pv, s, p);
}

/* Whether the throw opens the 夾 (jia.throws; a table of _bx_dama_tables()). */
static gboolean
jia_throw (const Priv *pv,
           int         ti)
{
  return pv->t_jia[ti];
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

  set_cell (o, q, cell, 0);
  whole = s->waiting[q] == 0 && track_empty (pv, s, q);
  s->waiting[q] = (guint8) (s->waiting[q] + n);
  add_rule (o, pv->r_hit);
  add_rule (o, pv->r_reenter);
  pay (o, q, p, pv->tie_hit * (gint32) n, pv->r_tie_hit);
  if (pv->tie_hit == 0)
    /* No 帖 for a hit (txz): the rule that drops it is cited where it would be paid. */
    add_rule (o, pv->r_tie_hit);
  o->move.steps[0].flags |= BX_STEP_HIT;
  if (whole)
    {
      add_rule (o, pv->r_whole);
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
      add_rule (o, pv->r_ximan);
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
      add_rule (o, pv->r_cuman);
      pay (o, BX_DAMA_POT, p, pot, pv->r_cuman);
    }
}

static void
land (const Priv *pv,
      Outcome    *o,
      int         p,
      int         cell,
      guint       n,
      gboolean    entering,
      gboolean   *extra)
{
  BxDamaState *s = bx_dama_state (&o->state);
  int q;

  if (cell == pv->qian_cell)
    add_rule (o, pv->r_qian);
  else if (is_wo (pv, cell))
    {
      if (enemy_at (s, p, cell, NULL) > 0)
        add_rule (o, pv->r_wo_safe);
      add_rule (o, pv->r_wo_extra);
      *extra = TRUE;
    }
  else if (enemy_at (s, p, cell, &q) > 0)
    {
      hit (pv, o, p, q, cell);
      add_rule (o, pv->r_shangzhi);
      *extra = TRUE;
    }
  if (s->cells[p][cell] > 0 && cell != pv->end_cell)
    {
      o->move.steps[0].flags |= BX_STEP_STACK;
      /* 疊得馬…賞一擲 (damatujing.shangzhi.2–3) is said of horses that stack by moving;
       * entering onto one's own horses earns it only by the extension stack-entry. */
      if (!entering)
        {
          add_rule (o, pv->r_shangzhi);
          *extra = TRUE;
        }
      else if (pv->stack_entry)
        {
          add_rule (o, pv->r_stack_entry);
          *extra = TRUE;
        }
    }
  set_cell (o, p, cell, s->cells[p][cell] + n);
}

/* A stack of @n horses has come to 函谷關 (stopped on it, or passed it): ten or more
 * open the 關 to the player's other horses (damatujing.xingma.10–11) and, the first at
 * the table, take half the pot: 凡十馬先到函谷闗倒半盆 (damatujing.daopen.1). */
static void
hangu_reached (const Priv *pv,
               Outcome    *o,
               int         p,
               guint       n)
{
  BxDamaState *s = bx_dama_state (&o->state);

  if (n < pv->hangu_stack)
    return;
  add_rule (o, pv->r_hangu);
  s->hangu_open |= (guint8) (1u << p);
  if (s->hangu_paid)
    return;
  s->hangu_paid = 1;
  add_rule (o, pv->r_hangu_pot);
  pay (o, BX_DAMA_POT, p, s->pot / 2, pv->r_hangu_pot);
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

/* simulate(), its rules collected below @bit_limit (0: one by one). */
static void
play (const Priv    *pv,
      const BxState *in,
      int            ti,
      const Plan    *pl,
      Outcome       *o,
      guint          bit_limit)
{
  BxDamaState *s;
  const BxDamaState *s0 = bx_dama_state_const (in);
  int p = in->player;
  BxDamaClass k;
  gboolean zhen, bang, extra = FALSE;
  gint32 n_tie;

  memset (&o->move, 0, sizeof o->move);
  o->n_pays = 0;
  o->n_touched = 0;
  o->bit_limit = bit_limit;
  o->rules_over = FALSE;
  memset (o->rule_bits, 0, sizeof o->rule_bits);
  memcpy (&o->state, in, _bx_dama_state_span (in));
  s = bx_dama_state (&o->state);
  k = pv->t_klass[ti];
  n_tie = pv->t_count[ti];
  o->move.flags = (guint16) (pl->kind << KIND_SHIFT);
  add_rule (o, pv->r_sheyang);

  /* The throw itself: 本采, 賞帖, 撞, the 罰. */
  bencai_of (pv, s0, p, ti, &zhen, &bang);
  if (s0->bencai[p] == 0 && k == BX_DAMA_CLASS_SAN)
    {
      s->bencai[p] = (guint8) (ti + 1);
      add_rule (o, pv->r_bencai);
    }
  if (zhen)
    add_rule (o, pv->r_bencai);
  if (bang)
    add_rule (o, pv->r_bang);
  if (k == BX_DAMA_CLASS_SHANG || pv->t_triple[ti] || zhen || bang)
    {
      if (pv->tie_self)
        {
          for (int q = 0; q < s->n_players; q++)
            if (q != p && in_game (s0, q))
              pay (o, q, p, MAX (n_tie, 1), pv->r_tie_self);
        }
      else
        add_rule (o, pv->r_tie_self);
      add_rule (o, pv->r_shangzhi);
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
        add_rule (o, pv->r_bang);
      if (pv->tie_other)
        pay (o, p, q, MAX (n_tie, 1), pv->r_tie_other);
      else
        add_rule (o, pv->r_tie_other);
    }
  if (k == BX_DAMA_CLASS_FA)
    {
      pay (o, p, next_in_game (s0, p), pv->tie_fa, pv->r_tie_fa);
      if (pv->tie_fa == 0)
        add_rule (o, pv->r_tie_fa);
    }
  if (s0->last_player >= 0 && s0->last_player != p && in_game (s0, s0->last_player)
      && s0->last_throw > 0)
    {
      if (pv->t_sum[s0->last_throw - 1u] == pv->t_sum[ti] && k != BX_DAMA_CLASS_FA)
        {
          s->gift[s0->last_player] |= BX_DAMA_GIFT_ZHUANG;
          if (pv->tie_zhuang)
            pay (o, p, s0->last_player, MAX (n_tie, 1), pv->r_tie_zhuang);
          else
            add_rule (o, pv->r_tie_zhuang);
        }
    }
  s->gift[p] = 0;

  switch (pl->kind)
    {
    case BX_DAMA_MOVE_PASS:
      o->move.flags |= BX_MOVE_PASS;
      add_rule (o, pv->r_pass);
      if (k == BX_DAMA_CLASS_FA && !pv->fa_moves)
        add_rule (o, pv->r_fa);
      if (pl->why > 0)
        add_rule (o, pl->why - 1);
      if (pl->reenter)
        {
          s->status[p] = BX_DAMA_IN;
          add_rule (o, pv->r_whole_reenter);
        }
      break;

    case BX_DAMA_MOVE_WITHDRAW:
      step_set (&o->move, BX_POINT_BAR, BX_POINT_OFF, 0, 0);
      s->status[p] = BX_DAMA_OUT;
      add_rule (o, pv->r_whole_reenter);
      extra = FALSE;
      break;

    case BX_DAMA_MOVE_ENTER:
      step_set (&o->move, BX_POINT_BAR, pl->to, pl->count, BX_STEP_ENTER);
      add_rule (o, pv->r_entry_cell);
      add_rule (o, pv->r_entry_count);
      add_rule (o, pv->r_entry_first);
      if (enemy_at (s, p, pl->to, NULL) > 0 && !is_wo (pv, pl->to))
        add_rule (o, pv->r_entry_hit);
      if (pl->reenter)
        {
          s->status[p] = BX_DAMA_IN;
          add_rule (o, pv->r_whole_reenter);
        }
      s->waiting[p] = (guint8) (s->waiting[p] - pl->count);
      land (pv, o, p, pl->to, pl->count, TRUE, &extra);
      break;

    case BX_DAMA_MOVE_FORWARD:
    case BX_DAMA_MOVE_BACK:
      {
        guint m = s->cells[p][pl->from];
        guint sum = pv->t_sum[ti];
        step_set (&o->move, pl->from, pl->to, sum, 0);
        add_rule (o, pv->r_move);
        if (pl->kind == BX_DAMA_MOVE_BACK)
          add_rule (o, pv->r_daoxing);
        if (pl->from == pv->feilong_cell && m >= pv->feilong_stack)
          add_rule (o, pv->r_feilong);
        if (pv->jia[pl->from])
          {
            add_rule (o, pv->r_jia);
            add_rule (o, pv->r_jia_throws);
          }
        set_cell (o, p, pl->from, 0);
        /* 凡疊成十馬方許過函谷闗 (damatujing.xingma.10): a smaller stack passes only
         * once the player's ten have come to it (xingma.11), and one that stopped on
         * the 關 stays there until then (forward_ok()). */
        if (pl->kind == BX_DAMA_MOVE_FORWARD && pl->from <= pv->hangu_cell
            && pl->to > pv->hangu_cell)
          add_rule (o, m >= pv->hangu_stack ? pv->r_hangu : pv->r_hangu_open);
        if (pl->kind == BX_DAMA_MOVE_FORWARD && pl->from < pv->feilong_cell
            && pl->to > pv->feilong_cell && m >= pv->feilong_stack)
          add_rule (o, pv->r_feilong);
        if (pl->kind == BX_DAMA_MOVE_FORWARD && pl->to >= pv->overtake_from)
          add_rule (o, pv->r_overtake);
        if (pl->to == pv->end_cell)
          {
            add_rule (o, pv->r_finish);
            if (pl->from + (int) sum > pv->end_cell)
              {
                s->rough[p] = 1;
                o->move.steps[0].flags |= BX_STEP_OVERSHOOT;
              }
          }
        land (pv, o, p, pl->to, m, FALSE, &extra);
        if (pl->kind == BX_DAMA_MOVE_FORWARD && pl->from < pv->hangu_cell
            && pl->to >= pv->hangu_cell)
          hangu_reached (pv, o, p, pl->to == pv->hangu_cell ? s->cells[p][pl->to] : m);
        if (pl->to == pv->end_cell)
          finish_check (pv, o, p);
      }
      break;

    case BX_DAMA_MOVE_FLY:
      step_set (&o->move, pv->qian_cell, BX_POINT_OFF, pl->count, BX_STEP_BEAR_OFF);
      add_rule (o, pv->r_qian);
      add_rule (o, pv->r_qian_fly);
      set_cell (o, p, pv->qian_cell, s->cells[p][pv->qian_cell] - pl->count);
      s->flown[p] = (guint8) (s->flown[p] + pl->count);
      for (int q = 0; q < s->n_players; q++)
        if (q != p && in_game (s, q))
          pay (o, q, p, pv->tie_fly * (gint32) pl->count, pv->r_tie_fly);
      if (pv->tie_fly == 0)
        add_rule (o, pv->r_tie_fly);
      add_rule (o, pv->r_shangzhi);
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
          add_rule (o, pv->r_last);
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
      add_rule (o, pv->r_cap);
    }
  if (o->state.winner >= 0)
    o->state.extra = 0;
  else if (extra && s->status[p] != BX_DAMA_OUT)
    {
      o->state.extra = 1;
      o->state.player = (gint8) p;
    }
  else
    {
      o->state.extra = 0;
      o->state.player = (gint8) next_in_game (s, p);
      if (pl->kind == BX_DAMA_MOVE_PASS)
        add_rule (o, pv->r_turn);
    }
}

/* _bx_dama_simulate() of the 色樣 @ti (0–55). */
static void
simulate (const Priv    *pv,
          const BxState *in,
          int            ti,
          const Plan    *pl,
          Outcome       *o)
{
  play (pv, in, ti, pl, o, pv->rule_limit);
  if (!rules_done (pv, o))
    play (pv, in, ti, pl, o, 0);
}

/**
 * _bx_dama_simulate:
 * @pv: the params
 * @in: the position, the game not over
 * @t: the throw (three dice)
 * @pl: a plan list_plans() gives for @in and @t, or one decoded from such a move
 * @o: (out): the move with its rules, the 帖 paid, and the position after, of which only
 *   the first _bx_dama_state_span() bytes are written (the others would be those of @in)
 *
 * Plays @pl on a copy of @in: what the throw itself earns or costs (本采, 賞帖, 撞, the 罰),
 * the move, its hits, the 函谷關 and the finish, then the turn; each with its rule.
 */
void
_bx_dama_simulate (const Priv    *pv,
                   const BxState *in,
                   const BxThrow *t,
                   const Plan    *pl,
                   Outcome       *o)
{
  int ti = throw_index (pv, t);

  g_assert (ti >= 0);
  simulate (pv, in, ti, pl, o);
}

/* ---------------------------------------------------------------- plans */

static gboolean
forward_ok (const Priv        *pv,
            const BxDamaState *s,
            int                p,
            int                from,
            guint              sum,
            gboolean           feilong,
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
  /* 過 is a barrier at 函谷關 (damatujing.xingma.10) and at 飛龍院 (xingma.21–25). */
  if (from <= pv->hangu_cell && to > pv->hangu_cell && m < pv->hangu_stack
      && !(s->hangu_open & (1u << p)))
    return FALSE;
  if (from < pv->feilong_cell && to > pv->feilong_cell && m >= pv->feilong_stack && !feilong)
    return FALSE;
  /* From overtake.from on, a larger stack of another player on the way (not in the 塹)
   * cannot be passed. */
  for (int x = MAX (from + 1, pv->overtake_from); x < to; x++)
    {
      if (x == pv->qian_cell)
        continue;
      for (int q = 0; q < s->n_players; q++)
        if (q != p && s->cells[q][x] > m)
          return FALSE;
    }
  /* Nor can a stack land on a larger one (outside a 窩, the 塹 and 尚乘局), nor on an equal
   * one without hit.equal. */
  if (to != pv->qian_cell && !is_wo (pv, to))
    {
      guint e = (guint) enemy_at (s, p, to, NULL);
      if (to != pv->end_cell && e > m)
        return FALSE;
      if (!pv->hit_equal && e == m)
        return FALSE;
    }
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
          int            ti,
          const Plan    *pl,
          GArray        *out)
{
  Outcome o;

  simulate (pv, state, ti, pl, &o);
  g_array_append_val (out, o.move);
}

static void
entry_plan (const Priv        *pv,
            const BxDamaState *s,
            int                p,
            int                ti,
            Plan              *pl)
{
  guint n = MIN (pv->t_count[ti], s->waiting[p]);
  int cell = pv->entry_cells[pv->t_sum[ti] - 3];

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

/* The most plans a throw allows: a move forward and one back from every cell, an entry
 * and a pass. */
#define MAX_PLANS (2 * BX_DAMA_CELLS + 2)

/* Every plan of the throw @ti, in the order of the moves they make; returns how many. */
static guint
list_plans (const Priv    *pv,
            const BxState *state,
            int            ti,
            Plan          *plans)
{
  const BxDamaState *s = bx_dama_state_const (state);
  int p = state->player;
  BxDamaClass k = pv->t_klass[ti];
  guint sum = pv->t_sum[ti];
  Plan pl;
  guint n_plans = 0;
  int why = 0;

  if (s->status[p] == BX_DAMA_PENDING)
    {
      entry_plan (pv, s, p, ti, &pl);
      pl.reenter = TRUE;
      plans[n_plans++] = pl;
      memset (&pl, 0, sizeof pl);
      pl.kind = BX_DAMA_MOVE_WITHDRAW;
      plans[n_plans++] = pl;
      return n_plans;
    }

  if (s->waiting[p] > 0)
    {
      entry_plan (pv, s, p, ti, &pl);
      if (pl.kind == BX_DAMA_MOVE_ENTER)
        plans[n_plans++] = pl;
      why = pl.why;
    }

  if ((s->waiting[p] == 0 || !pv->all_first) && (k != BX_DAMA_CLASS_FA || pv->fa_moves))
    {
      gboolean feilong = feilong_released (pv, s, p, ti);
      gboolean jia = jia_throw (pv, ti);
      const guint8 *row = s->cells[p];
      /* The player's stacks, eight cells at a time (most of the track is empty): the
       * bytes of a word of the row, low to high, are its cells in order. */
      for (int base = 0; base < pv->end_cell; base += 8)
        {
          guint64 eight = 0;
          if (base + 8 <= pv->end_cell)
            {
              memcpy (&eight, &row[base], sizeof eight);
              eight = GUINT64_FROM_LE (eight);
            }
          else
            for (int i = 0; base + i < pv->end_cell; i++)
              eight |= (guint64) row[base + i] << (8 * i);
          while (eight != 0)
            {
              int bit = __builtin_ctzll (eight) & ~7, c = base + bit / 8, to;
              eight &= ~(G_GUINT64_CONSTANT (0xff) << bit);
              if (c == pv->qian_cell)
                {
                  guint n = MIN (pv->t_count[ti], row[c]);
                  if (n > 0 && qian_released (pv, s, p, ti))
                    {
                      memset (&pl, 0, sizeof pl);
                      pl.kind = BX_DAMA_MOVE_FLY;
                      pl.from = c;
                      pl.count = n;
                      plans[n_plans++] = pl;
                    }
                  continue;
                }
              if ((c == pv->feilong_cell && row[c] >= pv->feilong_stack && !feilong)
                  || (pv->jia[c] && !jia))
                continue;
              memset (&pl, 0, sizeof pl);
              pl.from = c;
              if (forward_ok (pv, s, p, c, sum, feilong, &to))
                {
                  pl.kind = BX_DAMA_MOVE_FORWARD;
                  pl.to = to;
                  plans[n_plans++] = pl;
                }
              if (back_ok (pv, s, p, c, sum, &to))
                {
                  pl.kind = BX_DAMA_MOVE_BACK;
                  pl.to = to;
                  plans[n_plans++] = pl;
                }
            }
        }
    }

  if (n_plans == 0)
    {
      memset (&pl, 0, sizeof pl);
      pl.kind = BX_DAMA_MOVE_PASS;
      pl.why = why;
      plans[n_plans++] = pl;
    }
  g_assert (n_plans <= MAX_PLANS);
  return n_plans;
}

void
dama_legal_moves (const BxGame  *game,
                  const BxState *state,
                  const BxThrow *t,
                  GArray        *out)
{
  const Priv *pv = bx_game_get_priv (game);
  int ti = throw_index (pv, t);
  Plan plans[MAX_PLANS];
  guint n;

  g_return_if_fail (ti >= 0);
  n = list_plans (pv, state, ti, plans);
  for (guint i = 0; i < n; i++)
    add_plan (pv, state, ti, &plans[i], out);
}

/* The last move random_move() built, with what it leads to, for the apply() that follows
 * (used once): the key is the game's params (their address and serial: a game freed and
 * another made at the same address has another serial), the position, the throw and the
 * move.  Of the position only the bytes before the cells are kept: its cells are those
 * of the outcome but for the few the move touched. */
typedef struct
{
  gboolean    valid;
  const Priv *pv;
  guint64     serial;
  guint8      prefix[DAMA_PREFIX_BYTES];
  BxThrow     t;
  Outcome     o;
} Drawn;

typedef struct
{
  Drawn drawn;
} DrawnScratch;

/* Per thread, allocated on first use (bx-scratch.h says why). */
BX_DEFINE_SCRATCH (DrawnScratch, drawn_scratch)

/* The random player's move (BxGameVTable.random_move): one plan per move, so only the
 * plan drawn is simulated; the draw is bx_game_random_move()'s (no move of 打馬 is the
 * table's). */
void
dama_random_move (const BxGame  *game,
                  const BxState *state,
                  const BxThrow *t,
                  BxRng         *choice,
                  BxMove        *out)
{
  const Priv *pv = bx_game_get_priv (game);
  Drawn *drawn = &drawn_scratch ()->drawn;
  int ti = throw_index (pv, t);
  Plan plans[MAX_PLANS];
  guint n;

  g_return_if_fail (ti >= 0);
  n = list_plans (pv, state, ti, plans);
  drawn->valid = FALSE;
  simulate (pv, state, ti, &plans[bx_rng_uniform (choice, n)], &drawn->o);
  drawn->valid = TRUE;
  drawn->pv = pv;
  drawn->serial = pv->serial;
  memcpy (drawn->prefix, state, DAMA_PREFIX_BYTES);
  drawn->t = *t;
  *out = drawn->o.move;
}

gboolean
_bx_dama_plan_of_move (const BxState *state,
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

/* Whether the cells of @state are those of the position @o was simulated from (@state's
 * bytes before its cells being that position's): the outcome's cells with the touched
 * ones as they were. */
static gboolean
cells_before (Outcome       *o,
              const BxState *state)
{
  BxDamaState *after = bx_dama_state (&o->state);
  gsize n = _bx_dama_state_span (state) - DAMA_PREFIX_BYTES;
  guint8 now[G_N_ELEMENTS (o->touched)];
  gboolean same;

  for (guint i = 0; i < o->n_touched; i++)
    {
      guint8 *c = &after->cells[o->touched[i].q][o->touched[i].cell];
      now[i] = *c;
      *c = o->touched[i].was;
    }
  same = memcmp (after->cells, bx_dama_state_const (state)->cells, n) == 0;
  for (guint i = 0; i < o->n_touched; i++)
    after->cells[o->touched[i].q][o->touched[i].cell] = now[i];
  return same;
}

void
dama_apply (const BxGame  *game,
            BxState       *state,
            const BxThrow *t,
            const BxMove  *move)
{
  const Priv *pv = bx_game_get_priv (game);
  Drawn *drawn = &drawn_scratch ()->drawn;
  Plan pl;
  Outcome o;

  /* The move random_move() has just built: its outcome is known. */
  if (drawn->valid && drawn->pv == pv && drawn->serial == pv->serial
      && memcmp (&drawn->o.move, move, sizeof *move) == 0
      && memcmp (&drawn->t, t, sizeof *t) == 0
      && memcmp (drawn->prefix, state, DAMA_PREFIX_BYTES) == 0
      && cells_before (&drawn->o, state))
    {
      const BxDamaState *after = bx_dama_state_const (&drawn->o.state);
      memcpy (state, &drawn->o.state, DAMA_PREFIX_BYTES);
      for (guint i = 0; i < drawn->o.n_touched; i++)
        {
          const Touched *c = &drawn->o.touched[i];
          bx_dama_state (state)->cells[c->q][c->cell] = after->cells[c->q][c->cell];
        }
      drawn->valid = FALSE;
      return;
    }
  if (!_bx_dama_plan_of_move (state, move, &pl))
    g_return_if_reached ();
  _bx_dama_simulate (pv, state, t, &pl, &o);
  memcpy (state, &o.state, _bx_dama_state_span (state));
}
