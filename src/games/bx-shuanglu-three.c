/* bx-shuanglu-three.c: the 雙陸 fast path for a throw of three numbers
 *
 * 三梁 and 大食 throw three dice.  The general search of bx-shuanglu-movegen.c finds their
 * plays depth first, and a play of three steps on three pieces is reached in up to six
 * orders: its memo of inner positions merges the orders that differ in the first two
 * steps, but each play was still looked up once for every number that can come last.
 * This fast path makes the same plays in the same order without the recursion: the first
 * step × the second × the third, the points taken as bit masks (legal_froms()), and skips
 * the orders known to reach a play already looked up.
 *
 * What makes the skips exact: a sequence of steps, each legal where it is played, reaches
 * a position that depends only on the multiset of its steps (from, number): every point
 * ends with its own pieces plus those that landed minus those that left, an enemy piece
 * is hit when any step lands on its lone point, and the bar and the pieces borne off are
 * counted.  So when an earlier sequence with the same multiset of steps was found legal,
 * a later one reaches a position kept already (or dropped as equal to one kept), and the
 * list, its representatives (the first sequence found) and its order are those of the
 * search.  Two tables remember the sequences found:
 *
 * - `visited`: the inner nodes of two steps (number i from X, then j from Y); the node
 *   "j from Y, then i from X" has the same position and the same number left, so its
 *   whole subtree (the search's memo would skip it) is skipped;
 * - `views`: for each play of three steps looked up, its multiset seen with its first or
 *   its second step as the last (with its third as the last, only the node `visited`
 *   skips would read it): a node of two steps whose last number would complete a multiset
 *   seen already skips that point (as two_numbers() does for two numbers with `skip`).
 *
 * Where no piece is on the bar and no bear-off is within reach, a node of two steps is not
 * built: its third steps come out of the first step's masks with the second step's two
 * points patched in, their flags out of the node's enemy and own points (third_fast()),
 * and a node where one piece plays both numbers is skipped when the other order of the two
 * numbers was searched first (the same position).
 *
 * A "plain" throw (no piece on the bar, no step of the throw able to bear off: at least
 * four pieces outside the 門, or no bearing off this throw) is compiled apart: every step
 * is within the board, so the first and second steps need none of step_target()'s and
 * step_apply()'s tests, and every node takes third_fast().  In a plain throw a third step
 * that carries the second step's piece on (from t2) is not looked up when the same piece
 * playing the two numbers the other way round (c, then b, through x2 − c) was searched
 * before — c first in the rest of the throw — and that way is open without a hit and
 * passes no gate: that play reaches the same position, so it is in the table already.
 * The same for the first step's piece (from t1) when c is a first number searched before
 * a and the second step keeps off that piece's way.  (Such pairs were about half of the
 * equal keys three_equal() confirmed.)  The views are still written for these plays.
 *
 * Plays of three numbers are kept as their steps and keys (Fast) and compared in a small
 * generation-stamped table; equal keys are confirmed by summing what each step does to
 * the root's bytes (three_equal(); three_equal_plain() in a plain throw).  Plays of fewer
 * numbers (a node where no further number can be played) matter only while no play of
 * three is known, and go to the search's own leaves
 * (_bx_shuanglu_add_leaf()).  Differences from the search are caught by
 * tests/test-shuanglu-movegen.c, which compares the two generators throw by throw.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-shuanglu-step.h"
#include "bx-scratch.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#define THREE_TABLE 4096   /* power of two */
#define THREE_MAX 2048     /* plays kept before falling back to search() */
#define THREE_IDX_BITS 12  /* a slot: generation << THREE_IDX_BITS | index */

G_STATIC_ASSERT (THREE_MAX <= (1 << THREE_IDX_BITS));

typedef struct
{
  guint32 three_slot[THREE_TABLE];
  guint32 three_cur;
  Fast three_plays[THREE_MAX + 1];
} ThreeScratch;

/* Per thread, allocated on first use (bx-scratch.h says why). */
BX_DEFINE_SCRATCH (ThreeScratch, three_scratch)
/* views[p][q] | views[q][p]: the points z such that a play was looked up whose steps are
 * the two steps p and q (a step's code: its number's index × 32 + the point it is played
 * from) and a third from z (its number is the one the throw has left).  A row [p] counts only
 * when view_gen[p] is the current generation. */
#define CODES (3 * 32)
typedef struct
{
  guint32 views[CODES][CODES];
  guint32 view_gen[CODES];
} ViewScratch;

/* Per thread, allocated on first use (bx-scratch.h says why). */
BX_DEFINE_SCRATCH (ViewScratch, view_scratch)
typedef struct
{
  Search       *sr;
  const Pos    *root;
  guint32       cur;
  guint         n;       /* plays of three kept */
  ThreeScratch *ts;      /* this thread's tables, looked up once a throw */
  ViewScratch  *vs;
} Three;

/* The views of the step (ia from xa) followed by others, for writing: the row [a] of
 * the cells [a][b] (view_get() reads both orders, so no write sorts its two codes),
 * cleared on its first use in this throw. */
static inline __attribute__ ((always_inline)) guint32 *
view_row (const Three *th,
          int          ia,
          int          xa)
{
  const guint p = (guint) (ia * 32 + xa);

  if (th->vs->view_gen[p] != th->cur)
    {
#ifdef __SSE2__
      /* 16 bytes a store, all written out: gcc makes this memset `rep stosq`, 8 bytes an
       * iteration (and a loop of stores it does not unroll by itself) */
      const __m128i zero = _mm_setzero_si128 ();
#pragma GCC unroll 24
      for (guint k = 0; k < CODES; k += 4)
        _mm_storeu_si128 ((__m128i *) (void *) &th->vs->views[p][k], zero);
#else
      memset (th->vs->views[p], 0, sizeof th->vs->views[p]);
#endif
      th->vs->view_gen[p] = th->cur;
    }
  return th->vs->views[p];
}

/* The view of the two steps (ia from xa) and (ib from xb). */
static inline __attribute__ ((always_inline)) guint32
view_get (const Three *th,
          int          ia,
          int          xa,
          int          ib,
          int          xb)
{
  const guint p = (guint) (ia * 32 + xa), q = (guint) (ib * 32 + xb);
  const ViewScratch *vs = th->vs;

  return (vs->view_gen[p] == th->cur ? vs->views[p][q] : 0)
         | (vs->view_gen[q] == th->cur ? vs->views[q][p] : 0);
}

/* The points of `pos` holding enemy pieces. */
static inline guint32
root_enemy (const Pos *pos)
{
#ifdef __SSE2__
  const __m128i zero = _mm_setzero_si128 ();
  const __m128i lo = _mm_loadu_si128 ((const __m128i *) (const void *) &pos->b[0]);
  const __m128i hi = _mm_loadu_si128 ((const __m128i *) (const void *) &pos->b[16]);

  /* (b[25 …] are the bar and other counts, masked off) */
  G_STATIC_ASSERT (G_STRUCT_OFFSET (Pos, b) == 0 && KEY_BYTES >= 32);
  return ((guint32) _mm_movemask_epi8 (_mm_cmplt_epi8 (lo, zero))
          | (guint32) _mm_movemask_epi8 (_mm_cmplt_epi8 (hi, zero)) << 16)
         & point_bits (1, N);
#else
  guint32 m = 0;

  for (int p = 1; p <= N; p++)
    m |= (guint32) (pos->b[p] < 0) << p;
  return m;
#endif
}

/* What a step does to the bytes of a position, added to `d` times `sign`: one piece
 * fewer where it leaves (d[1 … N] the points, d[N + 1] the bar), one more where it lands
 * (d[N + 2]: borne off), and a hit also takes away the enemy pieces: the point was the
 * root's then (own steps never put an enemy piece there, and a point hit once is own). */
static inline __attribute__ ((always_inline)) void
delta_add (gint8        *d,
           const Pos    *root,
           const BxStep *st,
           int           sign)
{
  const BxStep s = *st;
  /* (without branches: only a bear-off lands on 0, and b[0] is read but not used) */
  const int hit = root->b[s.to];
  const int add = 1 - ((s.flags & BX_STEP_HIT) ? hit : 0);

  d[s.from != 0 ? s.from : N + 1] -= (gint8) sign;
  d[s.to != 0 ? s.to : N + 2] += (gint8) (sign * add);
}

/* Whether two plays of three numbers from `root` reach the same position: every step
 * changes the position by a fixed amount (delta_add()), so the two positions are equal
 * exactly when the sums of their steps' changes are. */
static G_GNUC_NO_INLINE gboolean
three_equal (const Pos    *root,
             const BxStep *x,
             const BxStep *y)
{
  union
  {
    gint8   d[32];
    guint64 w[4];
  } u = { .w = { 0, 0, 0, 0 } };

  G_STATIC_ASSERT (N + 3 <= 32);
  for (guint s = 0; s < 3; s++)
    {
      delta_add (u.d, root, &x[s], 1);
      delta_add (u.d, root, &y[s], -1);
    }
  return (u.w[0] | u.w[1] | u.w[2] | u.w[3]) == 0;
}

/* three_equal() for two plays within the board (a plain throw: no step from the bar, none
 * borne off), whose steps' points index the bytes directly. */
static G_GNUC_NO_INLINE gboolean
three_equal_plain (const Pos    *root,
                   const BxStep *x,
                   const BxStep *y)
{
  union
  {
    gint8   d[32];
    guint64 w[4];
  } u = { .w = { 0, 0, 0, 0 } };

  for (guint s = 0; s < 3; s++)
    {
      u.d[x[s].from]--;
      u.d[x[s].to] += (gint8) (1 - ((x[s].flags & BX_STEP_HIT) ? root->b[x[s].to] : 0));
      u.d[y[s].from]++;
      u.d[y[s].to] -= (gint8) (1 - ((y[s].flags & BX_STEP_HIT) ? root->b[y[s].to] : 0));
    }
  return (u.w[0] | u.w[1] | u.w[2] | u.w[3]) == 0;
}

/* Keeps the play (st1, st2, st3) with the key `key` unless it reaches a position kept
 * already (`plain`: every play of the throw is within the board); FALSE when the table is
 * full. */
static inline __attribute__ ((always_inline)) gboolean
three_keep (Three   *th,
            guint64  key,
            BxStep   st1,
            BxStep   st2,
            guint32  st3_word,
            gboolean plain)
{
  ThreeScratch *ts = th->ts;
  guint32 h, slot;
  Fast *play;

  /* written where it would be kept before the look-up, which compares with it there: an
   * equal play found leaves it unkept (th->n unchanged; three_plays has room for one more
   * than THREE_MAX) */
  play = &ts->three_plays[th->n];
  play->key = key;
  play->steps[0] = st1;
  play->steps[1] = st2;
  memcpy (&play->steps[2], &st3_word, sizeof st3_word);
  for (h = key_mix (key) & (THREE_TABLE - 1);
       (slot = ts->three_slot[h]) >> THREE_IDX_BITS == th->cur; h = (h + 1) & (THREE_TABLE - 1))
    {
      const Fast *f = &ts->three_plays[slot & ((1u << THREE_IDX_BITS) - 1)];
      if (f->key == key && (plain ? three_equal_plain (th->root, f->steps, play->steps)
                                  : three_equal (th->root, f->steps, play->steps)))
        return TRUE;
    }
  if (th->n >= THREE_MAX)
    return FALSE;
  ts->three_slot[h] = th->cur << THREE_IDX_BITS | th->n;
  th->n++;
  return TRUE;
}

/* A play of fewer numbers than thrown (the pass, one or two steps), for the search's own
 * leaves: only while no play of three is known. */
static void
short_leaf (Three        *th,
            const Pos    *pos,
            guint         n_steps,
            const BxStep *steps)
{
  BxMove move;

  if (th->n > 0)
    return;
  move.n_steps = (guint8) n_steps;
  /* The pass has no steps (and `steps` NULL, which memcpy() may not be given). */
  if (n_steps > 0)
    memcpy (move.steps, steps, n_steps * sizeof (BxStep));
  _bx_shuanglu_add_leaf (th->sr, pos, &move);
}

/* The last number c (index i3) from the node p2 reached by (i1 from x1, then i2 from x2):
 * the plays search()'s last_step() would look up, less those whose multiset of steps was
 * looked up already; each play looked up is remembered in the views of i1 and of i2 last.
 * The node's own view (i3 last, these two steps) is not written: only the node "i2 from
 * x2, then i1 from x1" would read it, and `visited` skips that node.  FALSE when the table
 * is full. */
static inline __attribute__ ((always_inline)) gboolean
third (Three     *th,
       const Pos *p2,
       int        i1,
       int        x1,
       BxStep     st1,
       int        i2,
       int        x2,
       BxStep     st2,
       int        i3,
       int        c,
       guint32    legal)
{
  const Search *sr = th->sr;
  const Priv *pv = sr->pv;
  guint32 look = legal & ~view_get (th, i1, x1, i2, x2);
  guint32 home = p2->outside == 0 && sr->off_ok ? point_bits (1, pv->gate - 1) : 0;
  guint32 *row1 = view_row (th, i1, x1), *row2 = view_row (th, i2, x2);

  for (; look != 0; look &= look - 1)
    {
      const int z = __builtin_ctz (look);
      guint64 key;
      guint32 w;

      /* the same multiset seen with number i1, or i2, last */
      row2[i3 * 32 + z] |= 1u << x1;
      row1[i3 * 32 + z] |= 1u << x2;
      if (G_UNLIKELY (z == 0))
        {
          int t;
          guint fl;
          step_target (sr, p2, 0, c, &t, &fl);
          key = p2->h - key_point[0] + key_point[t] + ((fl & BX_STEP_HIT) ? key_hit[t] : 0);
          w = step_word (0, t, c, fl);
        }
      else
        {
          const int t = z - c;
          key = p2->h + key_step[c][z];
          if (t <= 0)
            w = step_word (z, 0, c, BX_STEP_BEAR_OFF | (t < 0 ? BX_STEP_OVERSHOOT : 0));
          else
            {
              const int v = p2->b[t];
              guint fl = ((home >> z) & 1) * BX_STEP_HOME;
              if (v < 0)
                {
                  fl |= BX_STEP_HIT;
                  key += key_hit[t];
                }
              else if (v > 0)
                fl |= BX_STEP_STACK;
              w = step_word (z, t, c, fl);
            }
        }
      if (!three_keep (th, key, st1, st2, w, FALSE))
        return FALSE;
    }
  return TRUE;
}

/* third() for a node (i1 from x1, then i2 from x2) whose position is not built: its key
 * h2, and the points holding enemy pieces (`enemy`) and own pieces (`own`) after its two
 * steps.  Only where no step can bear off or enter (see the caller): every third step
 * then lands on the board, and its flags are a hit or a stack only (no BX_STEP_HOME: that
 * needs bearing off to be possible).  `look`: the points to look up (the legal ones less
 * the views); of those, `known` (a piece going on, see the caller) are only remembered in
 * the views.  `plain`: the throw is plain (three_keep()). */
static inline __attribute__ ((always_inline)) gboolean
third_fast (Three     *th,
            guint64    h2,
            guint32    enemy,
            guint32    own,
            int        i1,
            int        x1,
            BxStep     st1,
            int        i2,
            int        x2,
            BxStep     st2,
            int        i3,
            int        c,
            guint32    look,
            guint32    known,
            gboolean   plain)
{
  guint32 *row1 = view_row (th, i1, x1), *row2 = view_row (th, i2, x2);
  const guint32 hits = enemy << c, stacks = own << c;

  for (; look != 0; look &= look - 1)
    {
      const int z = __builtin_ctz (look), t = z - c;
      guint64 key = h2 + key_step[c][z];
      guint fl = ((stacks >> z) & 1) * BX_STEP_STACK;

      row2[i3 * 32 + z] |= 1u << x1;
      row1[i3 * 32 + z] |= 1u << x2;
      if ((known >> z) & 1)
        continue;
      if (G_UNLIKELY ((hits >> z) & 1))
        {
          fl = BX_STEP_HIT;
          key += key_hit[t];
        }
      if (!three_keep (th, key, st1, st2, step_word (z, t, c, fl), plain))
        return FALSE;
    }
  return TRUE;
}

/* step_apply() for a step within the board from a point (not the bar, not a bear-off). */
static inline __attribute__ ((always_inline)) void
plain_apply (const Priv *pv,
             Pos        *pos,
             int         from,
             int         to,
             int         d,
             guint       flags,
             BxStep     *step)
{
  guint32 w;

  if (--pos->b[from] == 0)
    pos->occ &= ~(1u << from);
  pos->land = (pos->land & ~(1u << from)) | land_ok (pv, pos->b[from]) << from;
  if (from >= pv->gate && to < pv->gate)
    pos->outside--;
  pos->h -= key_point[from];
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
  w = step_word (from, to, d, flags);
  memcpy (step, &w, sizeof w);
}

/* _bx_shuanglu_three_numbers() (below), compiled apart for a "plain" throw. */
static inline __attribute__ ((always_inline)) gboolean
three_numbers_with (Search       *sr,
                    const Pos    *root,
                    const guint8 *dice,
                    ThreeScratch *ts,
                    ViewScratch  *vs,
                    const gboolean plain)
{
  const Priv *pv = sr->pv;
  Three th = { sr, root, 0, 0, ts, vs };
  int idx[3];
  guint nu = 0;
  guint8 u[3];
  gboolean any0 = FALSE;
  /* visited[i][j][y]: the points x such that the node "number i from x, then j from y"
   * was searched */
  guint32 visited[3][3][N + 1];
  /* visited is cleared on its first use: most throws that end before a node (no first
   * step, or none with a second: 大食's closed gates) never read it */
  gboolean visited_clear = FALSE;
  const gboolean gated = pv->gates_mask != 0 && !sr->has_double;
  const gboolean off_ok = sr->off_ok, after_gate = pv->after_gate;
  const int gate = pv->gate, land_lo = pv->land_lo, land_hi = pv->land_hi;
  /* the root's points holding enemy pieces (on the first node) */
  guint32 enemy = 0;

  for (guint k = 0; k < 3; k++)
    {
      guint j = 0;
      while (j < nu && u[j] != dice[k])
        j++;
      if (j == nu)
        u[nu++] = dice[k];
      idx[k] = (int) j;
      if (dice[k] < 1 || dice[k] > N)
        return FALSE;
    }
  if (++ts->three_cur >= (1u << (32 - THREE_IDX_BITS)))
    {
      memset (ts->three_slot, 0, sizeof ts->three_slot);
      memset (vs->view_gen, 0, sizeof vs->view_gen);
      ts->three_cur = 1;
    }
  th.cur = ts->three_cur;
  sr->n_leaves = 0;
  sr->max_used = 0;
  sr->indexed = FALSE;

  /* search(): each distinct number of the throw first, in the order thrown */
  for (guint k1 = 0; k1 < 3; k1++)
    {
      const int a = dice[k1], i1 = idx[k1];
      guint8 rest[2];
      int ridx[2];
      guint32 froms1;

      if ((k1 >= 1 && dice[0] == a) || (k1 == 2 && dice[1] == a))
        continue;
      for (guint k = 0, r = 0; k < 3; k++)
        if (k != k1)
          {
            ridx[r] = idx[k];
            rest[r++] = dice[k];
          }
      /* legal_froms() without a piece on the bar or a bear-off possible, as for the second
       * number below (大食's closed gates keep legal_froms() off its common case) */
      if (plain || (root->bar == 0 && (!off_ok || (after_gate && root->outside != 0))))
        froms1 = root->occ & (root->land << a) & ~(gated ? pv->gate_moves[a] : 0);
      else
        froms1 = legal_froms (sr, root, froms_of (pv, root), a);
      any0 |= froms1 != 0;
      for (; froms1 != 0; froms1 &= froms1 - 1)
        {
          const int x1 = __builtin_ctz (froms1);
          int t1;
          guint fl1;
          gboolean any1 = FALSE;
          BxStep st1;
          Pos p1;
          int bar1, out1;
          guint32 occ1, land1;
          guint64 h1;

          p1 = *root;
          if (plain)
            {
              /* within the board, no bearing off within reach (no BX_STEP_HOME) */
              const int v = root->b[x1 - a];
              t1 = x1 - a;
              fl1 = v < 0 ? BX_STEP_HIT : v > 0 ? BX_STEP_STACK : 0;
              plain_apply (pv, &p1, x1, t1, a, fl1, &st1);
            }
          else
            {
              step_target (sr, root, x1, a, &t1, &fl1);
              step_apply (pv, &p1, x1, t1, a, fl1, &st1);
            }
          p1.used = 1;
          p1.die_used = 0;
          /* (read into locals: the stores of the loops below could alias them) */
          bar1 = p1.bar;
          out1 = p1.outside;
          occ1 = p1.occ;
          land1 = p1.land;
          h1 = p1.h;
          for (guint k2 = 0; k2 < 2; k2++)
            {
              const int b = rest[k2], i2 = ridx[k2];
              const int c = rest[1 - k2], i3 = ridx[1 - k2];
              /* the third steps that pass or reach a gate (legal_froms()) */
              const guint32 gate_c = gated ? pv->gate_moves[c] : 0;
              const guint32 gate_b = gated ? pv->gate_moves[b] : 0;
              /* (plain) the first step's piece could play c and then a instead: c from x1
               * to y1 = x1 − c opens without a hit at the root, neither step passes a gate,
               * and the first step hit nothing; c is a first number searched before a */
              const int y1 = x1 - c, e1 = t1 - c;
              const gboolean way1_ok = plain && i3 < i1 && y1 > 0 && !(fl1 & BX_STEP_HIT)
                                       && root->b[y1] >= 0 && ((root->land >> y1) & 1)
                                       && !((gate_c >> x1) & 1)
                                       && !(((gated ? pv->gate_moves[a] : 0) >> y1) & 1);
              guint32 froms2;

              if (k2 == 1 && rest[0] == b)
                break;
              /* legal_froms() without a piece on the bar or a bear-off possible: its
               * steps within the board, less those passing a gate */
              if (plain || (bar1 == 0 && (!off_ok || (after_gate && out1 != 0))))
                froms2 = occ1 & (land1 << b) & ~(gated ? pv->gate_moves[b] : 0);
              else
                froms2 = legal_froms (sr, &p1, froms_of (pv, &p1), b);
              if (froms2 == 0)
                continue;
              any1 = TRUE;
              if (!visited_clear)
                {
                  memset (visited, 0, sizeof visited);
                  visited_clear = TRUE;
                  enemy = root_enemy (root);
                }
              /* the node "b from x2, then a from x1" was searched: the same position */
              froms2 &= ~visited[i2][i1][x1];
              for (; froms2 != 0; froms2 &= froms2 - 1)
                {
                  const int x2 = __builtin_ctz (froms2);
                  int t2;
                  guint fl2;
                  guint32 legal;
                  BxStep st2;
                  Pos p2;

                  visited[i1][i2][x2] |= 1u << x1;
                  if (plain)
                    {
                      const int v = p1.b[x2 - b];
                      t2 = x2 - b;
                      fl2 = v < 0 ? BX_STEP_HIT : v > 0 ? BX_STEP_STACK : 0;
                    }
                  else
                    step_target (sr, &p1, x2, b, &t2, &fl2);
                  /* Most nodes: no piece on the bar and no bearing off at the node, so
                   * its third steps come out of its masks (legal_froms()'s first case,
                   * and the gates) without building its position; nodes none of whose
                   * third steps is new (the views) end here. */
                  if (plain || G_LIKELY (bar1 == 0 && t2 > 0))
                    {
                      const int out2 = out1 - (x2 >= gate && t2 < gate);

                      if (plain || !off_ok || (after_gate && out2 != 0))
                        {
                          const int v2 = p1.b[x2] - 1;
                          const int w2 = (fl2 & BX_STEP_HIT) ? 1 : p1.b[t2] + 1;
                          const guint32 occ2 = (occ1 & ~((guint32) (v2 == 0) << x2))
                                               | 1u << t2;
                          /* land_ok() of both points (w2 ≥ 1 > land_lo) */
                          const guint32 land2 = (land1 & ~(1u << x2 | 1u << t2))
                                                | (guint32) (v2 > land_lo && v2 < land_hi) << x2
                                                | (guint32) (w2 < land_hi) << t2;

                          /* One piece playing a and then b (x1 to t1 = x2 to t2, no hit at
                           * t1) reaches the node of b and then a (x1 to x1 − b to t2) when
                           * the root lets it land on x1 − b without a hit: t2 holds at the
                           * root what it holds at p1, both orders pass the same points (the
                           * gates let both through), and no bearing off is possible on the
                           * way (the node has pieces outside the 門, or none is borne off
                           * this throw).  When b is the number searched first, that node was
                           * searched (or skipped as equal to one searched), and every play
                           * below this one is in the table already.  (The same for a piece
                           * playing the second number and then the third was tried: the
                           * test cost more than the look-ups it saved.) */
                          if (x2 == t1 && i2 < i1 && x1 != 0 && !(fl1 & BX_STEP_HIT)
                              && root->b[x1 - b] >= 0 && ((root->land >> (x1 - b)) & 1))
                            continue;
                          legal = occ2 & (land2 << c) & ~gate_c;
                          if (legal != 0)
                            {
                              guint64 h2;
                              guint32 w, known = 0;

                              legal &= ~view_get (&th, i1, x1, i2, x2);
                              if (legal == 0)
                                continue;
                              if (plain)
                                {
                                  /* The second step's piece going on with the third number
                                   * (t2 to e = t2 − c) ends where the same piece playing c
                                   * and then b ends (x2 to y = x2 − c to e), a node searched
                                   * before this one when c comes first in the rest of the
                                   * throw (k2 = 1): that order is legal after the first step
                                   * when y is open there without a hit and both steps pass
                                   * no gate (e holds the same in both orders, neither y nor
                                   * t2 is e), and, with no hit on y or t2, it reaches the
                                   * same position. */
                                  if (k2 == 1 && ((legal >> t2) & 1) && !(fl2 & BX_STEP_HIT)
                                      && x2 > c
                                      && p1.b[x2 - c] >= 0 && ((land1 >> (x2 - c)) & 1)
                                      && !((gate_c >> x2) & 1) && !((gate_b >> (x2 - c)) & 1))
                                    known = 1u << t2;
                                  /* The same for the first step's piece going on with the
                                   * third number (t1 to e), when c is searched before a as
                                   * a first number and the second step touches neither
                                   * piece's way (x1 − c, t1, e): c from x1, then the second
                                   * step, then a. */
                                  if (way1_ok && ((legal >> t1) & 1)
                                      && x2 != t1 && x2 != y1 && x2 != e1
                                      && t2 != t1 && t2 != y1 && t2 != e1)
                                    known |= 1u << t1;
                                }
                              h2 = h1 + key_step[b][x2] + ((fl2 & BX_STEP_HIT) ? key_hit[t2] : 0);
                              w = step_word (x2, t2, b, fl2);
                              memcpy (&st2, &w, sizeof st2);
                              if (!third_fast (&th, h2, enemy & ~(1u << t1 | 1u << t2), occ2,
                                               i1, x1, st1, i2, x2, st2, i3, c, legal, known,
                                               plain))
                                return FALSE;
                              continue;
                            }
                          /* no third step: a play of two numbers, which matters only
                           * while no play of three is known */
                          if (plain && th.n > 0)
                            continue;
                        }
                    }
                  p2 = p1;
                  step_apply (pv, &p2, x2, t2, b, fl2, &st2);
                  p2.used = 2;
                  legal = legal_froms (sr, &p2, froms_of (pv, &p2), c);
                  if (legal == 0)
                    {
                      const BxStep steps[2] = { st1, st2 };
                      short_leaf (&th, &p2, 2, steps);
                    }
                  else if (!third (&th, &p2, i1, x1, st1, i2, x2, st2, i3, c, legal))
                    return FALSE;
                }
            }
          if (!any1)
            short_leaf (&th, &p1, 1, &st1);
        }
    }
  if (!any0)
    short_leaf (&th, root, 0, NULL);

  if (th.n > 0)
    {
      sr->max_used = 3;
      sr->n_leaves = th.n;
      sr->fast_steps = 3;
      sr->fast = ts->three_plays;
      if (root != &sr->root)   /* (_bx_shuanglu_generate() passes sr->root) */
        sr->root = *root;
    }
  return TRUE;
}

/* three_numbers_with() for a plain throw and for any other, as functions of their own:
 * inlined into one, the two copies cost about 1 % more (gcc 12 allocates the registers of
 * the larger function worse). */
static G_GNUC_NO_INLINE gboolean
three_numbers_plain (Search       *sr,
                     const Pos    *root,
                     const guint8 *dice,
                     ThreeScratch *ts,
                     ViewScratch  *vs)
{
  return three_numbers_with (sr, root, dice, ts, vs, TRUE);
}

static G_GNUC_NO_INLINE gboolean
three_numbers_other (Search       *sr,
                     const Pos    *root,
                     const guint8 *dice,
                     ThreeScratch *ts,
                     ViewScratch  *vs)
{
  return three_numbers_with (sr, root, dice, ts, vs, FALSE);
}

/**
 * _bx_shuanglu_three_numbers:
 * @sr: the search, set up by _bx_shuanglu_generate() (play.all-dice, no doubles.distinct,
 *   no bearoff.any that could apply)
 * @root: the position of the mover
 * @dice: the three numbers to play, in the order of the throw (1 … 24)
 *
 * The complete plays of three numbers, as search() finds them (the same plays, the same
 * representatives, in the same order): on return @sr holds either the plays of three
 * numbers (fast_steps 3) or, when no number can be played three times over, the search's
 * leaves of fewer numbers.
 *
 * Returns: FALSE when the plays are too many for the table (search() then does it).
 */
gboolean
_bx_shuanglu_three_numbers (Search       *sr,
                            const Pos    *root,
                            const guint8 *dice)
{
  const Priv *pv = sr->pv;
  ThreeScratch *ts = three_scratch ();
  ViewScratch *vs = view_scratch ();

  /* "plain": no piece on the bar and no step of the throw able to bear off (at least
   * four pieces outside the 門, or no bearing off this throw), so that every step is
   * within the board and every node of two steps takes third_fast() */
  if (root->bar == 0 && (!sr->off_ok || (pv->after_gate && root->outside >= 4)))
    return three_numbers_plain (sr, root, dice, ts, vs);
  return three_numbers_other (sr, root, dice, ts, vs);
}
