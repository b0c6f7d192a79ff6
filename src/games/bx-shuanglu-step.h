/* bx-shuanglu-step.h: the step primitives of the 雙陸 move generator
 *
 * Inline functions that bx-shuanglu-movegen.c (the general search and the fast path for
 * two numbers) and bx-shuanglu-three.c (the fast path for three numbers) share: whether
 * and where a number may be played, the points it may be played from as bit masks,
 * playing a step on a position, and comparing the key bytes of two positions; and
 * leaf_of(), a play of the fast paths built from its steps, which bx-shuanglu-moves.c's
 * random_move inlines.  Not installed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-shuanglu-private.h"

#include <string.h>

G_BEGIN_DECLS

/* The own points from which the number d (1 … 24) bears a piece off as the numbers say
 * (not bearoff.any's forced bear-off): the point d itself (pushuang.ping.9), or
 * (bearoff.overshoot, pushuang.changju.25) a lower point — with bearoff.overshoot-highest
 * only the highest occupied point of the 宫, and only when nothing stands on d or above.
 * Empty while bearing off is not allowed (the 門, pushuang.ping.7; this throw's off_ok). */
static inline __attribute__ ((always_inline)) guint32
off_mask (const Search *sr,
          const Pos    *pos,
          int           d)
{
  const Priv *pv = sr->pv;
  guint32 cand, off;

  if (!sr->off_ok || (pv->after_gate && pos->outside != 0))
    return 0;
  cand = pos->occ & (((guint32) 2 << d) - 1);
  off = cand & (1u << d);
  if (pv->overshoot)
    {
      guint32 over = cand & ((1u << d) - 1);
      guint32 above = pos->occ & point_bits (1, pv->gate - 1);
      if (pv->overshoot_highest && over != 0 && above != 0)
        /* no own piece above from (below the gate): from is the highest */
        over &= ~((1u << (31 - __builtin_clz (above))) - 1);
      off |= over;
    }
  if (G_UNLIKELY (pv->gates_mask != 0 && !sr->has_double))
    /* no gate in 1 … from − 1 */
    off &= ((guint32) 2 << __builtin_ctz (pv->gates_mask)) - 1;
  return off;
}

/* Whether the number d (1 … 24) can bear some piece off, so that it may not move a piece
 * down inside the 宫 instead (bearoff.compulsory: 每擲視其彩拈出二馬 … 彩小不取則併移歸下梁,
 * pushuang.changju.24–.26).  With bearoff.any every piece of the 宫 can be taken. */
static inline __attribute__ ((always_inline)) gboolean
can_bear_off (const Search *sr,
              const Pos    *pos,
              int           d)
{
  const Priv *pv = sr->pv;
  guint32 any;

  if (off_mask (sr, pos, d) != 0)
    return TRUE;
  if (!pv->bearoff_any || !sr->off_ok || (pv->after_gate && pos->outside != 0))
    return FALSE;
  any = pos->occ & point_bits (d + 1, pv->gate - 1);
  if (G_UNLIKELY (pv->gates_mask != 0 && !sr->has_double))
    any &= ((guint32) 2 << __builtin_ctz (pv->gates_mask)) - 1;
  return any != 0;
}

/* Whether one number d may be played from own point `from` (0 = the bar); if so, where it
 * goes (0 = off) and the step's flags.  With `force_off` the piece is borne off whatever
 * the number (bearoff.any).  Reads the position only. */
static inline __attribute__ ((always_inline)) gboolean
step_check (const Search *sr,
            const Pos    *pos,
            int           from,
            int           d,
            gboolean      force_off,
            int          *to_out,
            guint        *flags_out)
{
  const Priv *pv = sr->pv;
  guint flags = 0;
  int to, v;

  if (from == 0)
    {
      to = pv->entry_near ? d : N + 1 - d;
      if (to < 1 || to > N)
        return FALSE;
      if (pv->reentry_empty && pos->b[to] != 0)
        return FALSE;
      if (pv->gates_mask != 0 && !sr->has_double
          && (pv->gates_mask & point_bits (to, pv->entry_near ? to : N)) != 0)
        return FALSE;
      flags = BX_STEP_ENTER;
    }
  else
    {
      to = from - d;
      if (to <= 0 || force_off)
        {
          if (!sr->off_ok || (pv->after_gate && pos->outside != 0))
            return FALSE;
          if (to < 0)
            {
              if (!pv->overshoot)
                return FALSE;
              if (pv->overshoot_highest && (pos->occ & point_bits (from + 1, pv->gate - 1)) != 0)
                return FALSE;
              flags = BX_STEP_OVERSHOOT;
            }
          if (pv->gates_mask != 0 && !sr->has_double
              && (pv->gates_mask & point_bits (1, from - 1)) != 0)
            return FALSE;
          *to_out = 0;
          *flags_out = flags | BX_STEP_BEAR_OFF;
          return TRUE;
        }
      if (from < pv->gate && pos->outside == 0 && sr->off_ok)
        {
          /* Down inside the 宫 only with a number too small to bear a piece off. */
          if (pv->compulsory && d <= N && can_bear_off (sr, pos, d))
            return FALSE;
          flags = BX_STEP_HOME;
        }
      if (pv->gates_mask != 0 && !sr->has_double
          && (pv->gates_mask & point_bits (to, from - 1)) != 0)
        return FALSE;
    }

  v = pos->b[to];
  if (v < 0)
    {
      if (-v >= pv->block_min || !pv->hit_lone)
        return FALSE;
      flags |= BX_STEP_HIT;
    }
  else if (v > 0)
    {
      if (pv->stack_max > 0 && v >= pv->stack_max)
        return FALSE;
      flags |= BX_STEP_STACK;
    }
  *to_out = to;
  *flags_out = flags;
  return TRUE;
}

/* A BxStep as one word (stored with memcpy), so that no step is assembled byte by byte. */
static inline guint32
step_word (int   from,
           int   to,
           int   die,
           guint flags)
{
  G_STATIC_ASSERT (sizeof (BxStep) == 4 && G_STRUCT_OFFSET (BxStep, to) == 1
                   && G_STRUCT_OFFSET (BxStep, die) == 2 && G_STRUCT_OFFSET (BxStep, flags) == 3);
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
  return (guint32) (guint8) from | (guint32) (guint8) to << 8 | (guint32) (guint8) die << 16
         | (guint32) (guint8) flags << 24;
#else
  return (guint32) (guint8) from << 24 | (guint32) (guint8) to << 16
         | (guint32) (guint8) die << 8 | (guint32) (guint8) flags;
#endif
}

/* Plays a step that step_check() allowed, and writes it to `step`. */
static inline __attribute__ ((always_inline)) void
step_apply (const Priv *pv,
            Pos        *pos,
            int         from,
            int         to,
            int         d,
            guint       flags,
            BxStep     *step)
{
  if (from == 0)
    {
      pos->bar--;
      if (to < pv->gate)
        pos->outside--;
    }
  else
    {
      if (--pos->b[from] == 0)
        pos->occ &= ~(1u << from);
      pos->land = (pos->land & ~(1u << from)) | land_ok (pv, pos->b[from]) << from;
      if (from >= pv->gate && to < pv->gate)
        pos->outside--;
    }
  pos->h -= key_point[from];
  if (flags & BX_STEP_BEAR_OFF)
    {
      pos->off++;
      pos->h += key_point[N + 1];
    }
  else
    {
      if (flags & BX_STEP_HIT)
        {
          pos->b[to] = 1;
          pos->h += key_hit[to];
        }
      else
        pos->b[to]++;
      pos->occ |= 1u << to;
      pos->land = (pos->land & ~(1u << to)) | land_ok (pv, pos->b[to]) << to;
      pos->h += key_point[to];
    }
  {
    guint32 w = step_word (from, to, d, flags);
    memcpy (step, &w, sizeof w);
  }
}

/* The points a number may be played from, lowest first (bit 0: the bar). */
static inline guint32
froms_of (const Priv *pv,
          const Pos  *pos)
{
  if (pos->bar > 0 && pv->reentry_first)
    return 1;
  return pos->occ | (pos->bar > 0 ? 1u : 0u);
}

/* Of the points `froms` (bit 0: the bar), those from which step_check() allows the number
 * d (without force_off): the same tests, on all points at once. */
static inline __attribute__ ((always_inline)) guint32
legal_froms (const Search *sr,
             const Pos    *pos,
             guint32       froms,
             int           d)
{
  const Priv *pv = sr->pv;
  const gboolean gated = pv->gates_mask != 0 && !sr->has_double;
  guint32 ok = 0, rest = froms & ~1u;
  int to;
  guint flags;

  /* The common case first: no piece on the bar, no gate, no bearing off (below, off is
   * then empty and bearoff.compulsory cannot apply): the steps within the board. */
  if (G_LIKELY (!(froms & 1) && !gated && d >= 1 && d <= N
                && (!sr->off_ok || (pv->after_gate && pos->outside != 0))))
    return froms & (pos->land << d);
  if (G_UNLIKELY (d < 1 || d > N))
    {
      for (; froms != 0; froms &= froms - 1)
        if (step_check (sr, pos, __builtin_ctz (froms), d, FALSE, &to, &flags))
          ok |= froms & -froms;
      return ok;
    }
  if ((froms & 1) && step_check (sr, pos, 0, d, FALSE, &to, &flags))
    ok = 1;
  if (rest == 0)
    return ok;
  /* Bearing off: from p ≤ d (of all the pieces: off_mask() reads pos->occ). */
  {
    guint32 off = off_mask (sr, pos, d);
    /* Steps within the board: from p to p − d ≥ 1 (land has no bit 0). */
    guint32 moves = rest & (pos->land << d);
    if (G_UNLIKELY (gated))
      /* not passing or reaching a gate: no gate in from − d … from − 1 */
      moves &= ~pv->gate_moves[d];
    /* bearoff.compulsory: no step down inside the 宫 with a number that bears off (with
     * bearoff.any, one that bears off any piece above it: can_bear_off()) */
    if ((off != 0 || G_UNLIKELY (pv->bearoff_any && can_bear_off (sr, pos, d)))
        && pv->compulsory && pos->outside == 0)
      moves &= ~point_bits (1, pv->gate - 1);
    ok |= moves | (off & rest);
  }
  return ok;
}

/* Where a step that legal_froms() allows goes, and its flags, as step_check() says. */
static inline __attribute__ ((always_inline)) void
step_target (const Search *sr,
             const Pos    *pos,
             int           from,
             int           d,
             int          *to_out,
             guint        *flags_out)
{
  const Priv *pv = sr->pv;
  int to = from - d, v;
  guint flags;

  if (G_UNLIKELY (from == 0))
    {
      /* (legal_froms() asked step_check() already: it says TRUE) */
      *to_out = 0;
      *flags_out = 0;
      step_check (sr, pos, 0, d, FALSE, to_out, flags_out);
      return;
    }
  if (to <= 0)
    {
      *to_out = 0;
      *flags_out = BX_STEP_BEAR_OFF | (to < 0 ? BX_STEP_OVERSHOOT : 0);
      return;
    }
  flags = from < pv->gate && pos->outside == 0 && sr->off_ok ? BX_STEP_HOME : 0;
  v = pos->b[to];
  if (v < 0)
    flags |= BX_STEP_HIT;
  else if (v > 0)
    flags |= BX_STEP_STACK;
  *to_out = to;
  *flags_out = flags;
}

static inline gboolean
pos_key_equal (const Pos *a,
               const Pos *b)
{
  const guint64 *x = (const guint64 *) (const void *) a;
  const guint64 *y = (const guint64 *) (const void *) b;

  G_STATIC_ASSERT (KEY_BYTES == 4 * sizeof (guint64));
  return ((x[0] ^ y[0]) | (x[1] ^ y[1]) | (x[2] ^ y[2]) | (x[3] ^ y[3])) == 0;
}

/* The bits of a key that pick its slot in a hash table (masked by the table's size). */
static inline guint32
key_mix (guint64 key)
{
  return (guint32) (key ^ (key >> 29));
}

/* The effect of a step on the key bytes of a position (b, bar, off), as step_apply(). */
static inline __attribute__ ((always_inline)) void
key_apply (Pos          *pos,
           const BxStep *st)
{
  if (st->from == 0)
    pos->bar--;
  else
    pos->b[st->from]--;
  if (st->flags & BX_STEP_BEAR_OFF)
    pos->off++;
  else if (st->flags & BX_STEP_HIT)
    pos->b[st->to] = 1;
  else
    pos->b[st->to]++;
}

/* The i-th complete play: in the leaves, or (plays found by two_numbers() or
 * _bx_shuanglu_three_numbers()) built into `tmp` from its steps — with its position only
 * when finish_move() reads it (sr->leaf_pos: a formation that may form this move,
 * win.all-home, bearoff.wait-throw).  Inline here for random_move (bx-shuanglu-moves.c);
 * _bx_shuanglu_leaf_of() is the same as a function. */
static inline __attribute__ ((always_inline)) const Leaf *
leaf_of (const Search *sr,
         guint         i,
         Leaf         *tmp)
{
  const Priv *pv = sr->pv;
  const gboolean with_pos = sr->leaf_pos;
  const Fast *f;
  const guint n = sr->fast_steps;

  if (n == 0)
    return &sr->leaves[i];
  if (n == 2)
    {
      /* two_numbers(): the first step whose plays hold the i-th, then its second step
       * from the position after the first, as two_numbers() made it */
      const TwoFirst *tf = sr->two_firsts;
      guint32 seconds;
      int f2, to;
      guint flags;
      BxStep st1;
      Pos p1;

      while (tf + 1 < sr->two_firsts + sr->n_two_firsts && tf[1].start <= i)
        tf++;
      seconds = tf->seconds;
      for (guint r = i - tf->start; r > 0; r--)
        seconds &= seconds - 1;
      f2 = __builtin_ctz (seconds);
      memcpy (&st1, &tf->st1, sizeof st1);
      tmp->n_steps = 2;
      tmp->steps[0] = st1;
      if (!with_pos && st1.from > 0 && !(st1.flags & BX_STEP_BEAR_OFF) && f2 > tf->b)
        {
          /* The common case: both steps within the board, the second as step_target()
           * finds it after the first, read off the root */
          const Pos *r = &sr->root;
          const int t2 = f2 - tf->b;
          const guint outside1 = r->outside - (st1.from >= pv->gate && st1.to < pv->gate);
          const int v = t2 == st1.to ? ((st1.flags & BX_STEP_HIT) ? 1 : r->b[t2] + 1)
                        : r->b[t2] - (t2 == st1.from);
          guint32 w;
          flags = f2 < pv->gate && outside1 == 0 && sr->off_ok ? BX_STEP_HOME : 0;
          flags |= v < 0 ? BX_STEP_HIT : v > 0 ? BX_STEP_STACK : 0;
          w = step_word (f2, t2, tf->b, flags);
          memcpy (&tmp->steps[1], &w, sizeof w);
          return tmp;
        }
      p1 = sr->root;
      step_apply (pv, &p1, st1.from, st1.to, st1.die, st1.flags, &tmp->steps[0]);
      step_target (sr, &p1, f2, tf->b, &to, &flags);
      if (with_pos)
        {
          tmp->pos = p1;
          step_apply (pv, &tmp->pos, f2, to, tf->b, flags, &tmp->steps[1]);
          tmp->pos.used = 2;
          tmp->pos.die_used = 0;
        }
      else
        {
          guint32 w = step_word (f2, to, tf->b, flags);
          memcpy (&tmp->steps[1], &w, sizeof w);
        }
      return tmp;
    }
  f = &sr->fast[i];
  tmp->n_steps = (guint8) n;
  for (guint s = 0; s < n; s++)
    tmp->steps[s] = f->steps[s];
  if (with_pos)
    {
      tmp->pos = sr->root;
      for (guint s = 0; s < n; s++)
        {
          const BxStep *st = &f->steps[s];
          step_apply (pv, &tmp->pos, st->from, st->to, st->die, st->flags, &tmp->steps[s]);
        }
      tmp->pos.used = (guint8) n;
      tmp->pos.die_used = 0;
    }
  return tmp;
}

G_END_DECLS
