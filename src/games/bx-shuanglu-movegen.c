/* bx-shuanglu-movegen.c: the 雙陸 move generator, the complete plays of a throw
 *
 * The move generator works in the mover's own point numbers (1 = the last point before
 * bearing off, 24 = the farthest; a die of d moves a piece from p to p − d), on a small
 * position value copied down a depth-first search of the dice.  The complete plays are
 * the leaves; they are filtered (play as many numbers as possible, the larger when only
 * one can be played), de-duplicated by resulting position with an open-addressing table
 * in thread-local scratch space, and only then turned into moves with their rules
 * (bx-shuanglu-moves.c).  No heap allocation happens beyond growing the caller's move list.
 *
 * Two generators live here, behind one function, _bx_shuanglu_generate(): search(), the
 * general one, and two_numbers(), the fast path for the common throw of two numbers; a
 * third, the fast path for three numbers (三梁, 大食), is in bx-shuanglu-three.c.  They
 * share the step primitives of bx-shuanglu-step.h and must give the same plays in the same
 * order; tests/test-shuanglu-movegen.c compares them directly on many seeded positions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-shuanglu-step.h"
#include "bx-scratch.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#define LEAF_MAX 4096
#define TABLE_SIZE 8192   /* power of two, > 1.5 × LEAF_MAX */
#define SCAN_MAX 8        /* plays compared one by one before the hash table */

typedef struct
{
  Leaf scratch_leaves[LEAF_MAX];
  guint64 scratch_keys[LEAF_MAX];
  guint32 scratch_table[TABLE_SIZE];
  guint32 scratch_gen[TABLE_SIZE];
  guint32 scratch_cur_gen;
} MovegenScratch;

/* Per thread, allocated on first use (bx-scratch.h says why). */
BX_DEFINE_SCRATCH (MovegenScratch, movegen_scratch)
#define scratch_leaves (movegen_scratch ()->scratch_leaves)
#define scratch_keys (movegen_scratch ()->scratch_keys)
#define scratch_table (movegen_scratch ()->scratch_table)
#define scratch_gen (movegen_scratch ()->scratch_gen)
#define scratch_cur_gen (movegen_scratch ()->scratch_cur_gen)

/* Empties the table in O(1): a slot counts only when stamped with the current generation. */
static void
table_reset (Search *sr)
{
  if (++scratch_cur_gen == 0)
    {
      memset (scratch_gen, 0, sizeof scratch_gen);
      scratch_cur_gen = 1;
    }
  sr->cur = scratch_cur_gen;
}




static inline guint32
slot_of (guint64 key)
{
  return key_mix (key) & (TABLE_SIZE - 1);
}

static inline void
table_put (Search *sr,
           guint   index)
{
  guint32 h = slot_of (sr->keys[index]);

  while (sr->gen[h] == sr->cur)
    h = (h + 1) & (TABLE_SIZE - 1);
  sr->table[h] = index + 1;
  sr->gen[h] = sr->cur;
}

/* Keeps a new complete play with the key `key`. */
static inline void
leaf_store (Search       *sr,
            guint64       key,
            const Pos    *pos,
            const BxMove *move)
{
  Leaf *leaf;

  if (sr->n_leaves >= LEAF_MAX)
    {
      sr->overflow = TRUE;
      return;
    }
  sr->keys[sr->n_leaves] = key;
  leaf = &sr->leaves[sr->n_leaves++];
  leaf->pos = *pos;
  leaf->n_steps = move->n_steps;
  memcpy (leaf->steps, move->steps, sizeof leaf->steps);
  if (sr->indexed)
    table_put (sr, sr->n_leaves - 1);
  else if (sr->n_leaves == SCAN_MAX)
    {
      table_reset (sr);
      for (guint i = 0; i < sr->n_leaves; i++)
        table_put (sr, i);
      sr->indexed = TRUE;
    }
}

/* Keeps a complete play unless an equal position is kept already.  A few plays are
 * compared one by one (their keys are contiguous); past SCAN_MAX they go into the hash
 * table. */
static void
add_leaf (Search       *sr,
          const Pos    *pos,
          const BxMove *move)
{
  guint64 key;

  if (sr->pv->all_dice && pos->used < sr->max_used)
    return;   /* a longer play exists already */
  if (sr->pv->all_dice && pos->used > sr->max_used)
    {
      /* Every leaf so far played fewer numbers: drop them all. */
      sr->max_used = pos->used;
      sr->n_leaves = 0;
      sr->indexed = FALSE;
    }
  key = pos->h + key_used[pos->used & 15][pos->die_used & 15];
  if (!sr->indexed)
    {
      for (guint i = 0; i < sr->n_leaves; i++)
        if (sr->keys[i] == key && pos_key_equal (&sr->leaves[i].pos, pos))
          return;
    }
  else
    {
      guint32 h = slot_of (key);
      while (sr->gen[h] == sr->cur)
        {
          guint i = sr->table[h] - 1;
          if (sr->keys[i] == key && pos_key_equal (&sr->leaves[i].pos, pos))
            return;
          h = (h + 1) & (TABLE_SIZE - 1);
        }
    }
  leaf_store (sr, key, pos, move);
}

/* add_leaf(), for the fast path for three numbers (bx-shuanglu-three.c): a play that
 * stops short of the numbers thrown, or the pass. */
void
_bx_shuanglu_add_leaf (Search       *sr,
                       const Pos    *pos,
                       const BxMove *move)
{
  add_leaf (sr, pos, move);
}

/* The effect of a step on the key bytes of a position (b, bar, off), as step_apply(). */
static inline __attribute__ ((always_inline)) void
key_apply_step (Pos  *pos,
                int   from,
                int   to,
                guint flags)
{
  if (from == 0)
    pos->bar--;
  else
    pos->b[from]--;
  if (flags & BX_STEP_BEAR_OFF)
    pos->off++;
  else if (flags & BX_STEP_HIT)
    pos->b[to] = 1;
  else
    pos->b[to]++;
}

/* add_leaf() for the play `parent` + one step (from, to, d, flags) that makes it
 * complete with `used` numbers, whose key is `key` (as add_leaf() computes it, the
 * caller having dropped the plays shorter than max_used): its position is built only
 * when it is kept, and its key bytes only to confirm an equal key. */
static inline __attribute__ ((always_inline)) void
add_leaf_step (Search    *sr,
               const Pos *parent,
               guint64    key,
               int        from,
               int        to,
               int        d,
               guint      flags,
               guint      used,
               guint8     die_used,
               BxMove    *move)
{
  Pos c, next;
  gboolean built = FALSE;

#define CONFIRM(i) \
  (sr->keys[i] == key \
   && (built || (memcpy (&c, parent, KEY_BYTES), key_apply_step (&c, from, to, flags), \
                 c.used = (guint8) used, c.die_used = die_used, built = TRUE)) \
   && pos_key_equal (&sr->leaves[i].pos, &c))
  if (!sr->indexed)
    {
      for (guint i = 0; i < sr->n_leaves; i++)
        if (CONFIRM (i))
          return;
    }
  else
    {
      guint32 h = slot_of (key);
      while (sr->gen[h] == sr->cur)
        {
          guint i = sr->table[h] - 1;
          if (CONFIRM (i))
            return;
          h = (h + 1) & (TABLE_SIZE - 1);
        }
    }
#undef CONFIRM
  next = *parent;
  step_apply (sr->pv, &next, from, to, d, flags, &move->steps[move->n_steps - 1]);
  next.used = (guint8) used;
  next.die_used = die_used;
  leaf_store (sr, key, &next, move);
}

static void search (Search       *sr,
                    const Pos    *pos,
                    const guint8 *dice,
                    guint         n_dice,
                    BxMove       *move);

/* The points from which the number d, played next, would only repeat a play of the same
 * two numbers in the other order (with sr->swap_ok): when the step before played d too,
 * from p, a step of d from a lower point x (not the bar, not p − d, where the piece from
 * p landed) reaches the node "d from x, then d from p", which the search visited before
 * (its points come lowest first).  That order was legal: neither step bears off, passes
 * a gate or comes off the bar; x's landing is not p, and p's landing, if it is x, only
 * loses a piece; the pieces free to move (doubles.distinct) are the same.  The node has
 * the same position, numbers left and pieces moved, so everything below it was kept or
 * dropped already (as the memo would find). */
static inline guint32
swap_skipped (const Search *sr,
              const BxMove *move,
              int           d)
{
  const BxStep *prev;
  guint32 m;

  if (!sr->swap_ok || move->n_steps == 0)
    return 0;
  prev = &move->steps[move->n_steps - 1];
  if (prev->die != d || prev->from <= 1)
    return 0;
  m = point_bits (1, prev->from - 1);
  if (prev->from - d >= 1)
    m &= ~(1u << (prev->from - d));
  return m;
}

/* The last number d of a play from `pos`: the leaves search() would make, in its order
 * (points lowest first, a plain step before bearoff.any's forced bear-off from the same
 * point), less those pair_mode knows to be kept in the other order, the points taken as
 * bit masks (legal_froms()) rather than checked one by one.  Returns whether any step
 * was legal. */
static gboolean
last_step (Search *sr,
           const Pos *pos,
           int        d,
           BxMove    *move)
{
  const Priv *pv = sr->pv;
  const guint used = pos->used + 1u;
  guint32 froms = froms_of (pv, pos), ok, force = 0, all;
  guint8 die_used;
  guint64 base;

  if (sr->distinct)
    froms &= sr->unmoved_mask | 1u;   /* not where every piece has moved already */
  ok = legal_froms (sr, pos, froms, d);
  {
    const guint32 skipped = ok & swap_skipped (sr, move, d);
    if (skipped != 0)
      {
        ok &= ~skipped;
        if (ok == 0)
          return TRUE;   /* (swap_ok: no forced bear-off either) */
      }
  }
  if (pv->bearoff_any && sr->off_ok && !(pv->after_gate && pos->outside != 0))
    {
      /* bearoff.any: a piece above the number borne off all the same (step_check()'s
       * force_off) */
      force = froms & ~point_bits (0, d);
      if (pv->gates_mask != 0 && !sr->has_double)
        force &= ((guint32) 2 << __builtin_ctz (pv->gates_mask)) - 1;
    }
  if (sr->pair_mode)
    {
      /* The second of two different numbers (search()'s pairs): "a from X, then b from
       * another piece Y" (X's and Y's steps of either kind) is remembered; "b from Y,
       * then a from X" reaches the same position and is skipped. */
      const guint32 not_to = sr->first_to >= 0 ? ~(1u << sr->first_to) : ~0u;
      if (sr->branch == 0)
        sr->pairs[sr->first_kind][sr->first_from]
          |= (guint64) (ok & not_to) | (guint64) (force & not_to) << 32;
      else
        {
          const guint64 me = G_GUINT64_CONSTANT (1) << (sr->first_from + 32 * sr->first_kind);
          guint32 skip_ok = 0, skip_force = 0;
          for (guint32 m = (ok | force) & not_to; m != 0; m &= m - 1)
            {
              int x = __builtin_ctz (m);
              skip_ok |= (guint32) ((sr->pairs[0][x] & me) != 0) << x;
              skip_force |= (guint32) ((sr->pairs[1][x] & me) != 0) << x;
            }
          skip_ok &= ok;
          skip_force &= force;
          if ((skip_ok | skip_force) != 0 && ((ok & ~skip_ok) | (force & ~skip_force)) == 0)
            return TRUE;   /* the same plays were kept in the other order */
          ok &= ~skip_ok;
          force &= ~skip_force;
        }
    }
  all = ok | force;
  if (all == 0)
    return FALSE;
  if (pv->all_dice && used < sr->max_used)
    return TRUE;   /* a longer play exists already: add_leaf() would drop them all */
  if (pv->all_dice && used > sr->max_used)
    {
      /* Every leaf so far played fewer numbers: drop them all (as add_leaf()). */
      sr->max_used = used;
      sr->n_leaves = 0;
      sr->indexed = FALSE;
    }
  die_used = used == 1 && sr->track_die ? (guint8) d : 0;
  base = pos->h + key_used[used & 15][die_used & 15];
  move->n_steps++;
  for (; all != 0; all &= all - 1)
    {
      const int from = __builtin_ctz (all);

      if ((ok >> from) & 1)
        {
          int to;
          guint flags;
          guint64 key = base;
          step_target (sr, pos, from, d, &to, &flags);
          if (flags & BX_STEP_BEAR_OFF)
            key += key_point[N + 1] - key_point[from];
          else
            {
              key += key_point[to] - key_point[from];
              if (flags & BX_STEP_HIT)
                key += key_hit[to];
            }
          add_leaf_step (sr, pos, key, from, to, d, flags, used, die_used, move);
        }
      if ((force >> from) & 1)
        add_leaf_step (sr, pos, base + key_point[N + 1] - key_point[from], from, 0, d,
                       BX_STEP_BEAR_OFF, used, die_used, move);
    }
  move->n_steps--;
  return TRUE;
}

/* Goes on from `next`, which played the number d: deeper, or (the last number) a leaf. */
static inline __attribute__ ((always_inline)) void
descend (Search       *sr,
         Pos          *next,
         int           d,
         const guint8 *rest,
         guint         n_rest,
         BxMove       *move)
{
  const BxStep *st = &move->steps[move->n_steps];

  next->used++;
  next->die_used = next->used == 1 && sr->track_die ? (guint8) d : 0;
  move->n_steps++;
  if (n_rest == 0)
    add_leaf (sr, next, move);
  else
    {
      const int from = st->from;
      if (sr->distinct && from > 0 && --sr->unmoved[from] == 0)
        sr->unmoved_mask &= ~(1u << from);
      if (!sr->memo || !_bx_shuanglu_memo_seen (sr, next, rest, n_rest))
        search (sr, next, rest, n_rest, move);
      if (sr->distinct && from > 0 && sr->unmoved[from]++ == 0)
        sr->unmoved_mask |= 1u << from;
    }
  move->n_steps--;
}

/* Plays the number d from `from` to `to` (step_check()'s flags) on a copy of `pos` and goes
 * on from it (descend()); in a pair search, notes the first step for last_step() (kind 1: a
 * forced bear-off by bearoff.any). */
static inline __attribute__ ((always_inline)) void
play_step (Search       *sr,
           const Pos    *pos,
           int           from,
           int           to,
           int           d,
           guint         flags,
           int           kind,
           const guint8 *rest,
           guint         n_rest,
           BxMove       *move)
{
  Pos next = *pos;

  step_apply (sr->pv, &next, from, to, d, flags, &move->steps[move->n_steps]);
  if (sr->pair_mode)
    {
      sr->first_from = from;
      sr->first_to = kind != 0 || (flags & BX_STEP_BEAR_OFF) ? -1 : to;
      sr->first_kind = kind;
    }
  descend (sr, &next, d, rest, n_rest, move);
}

static void
search (Search       *sr,
        const Pos    *pos,
        const guint8 *dice,
        guint         n_dice,
        BxMove       *move)
{
  const Priv *pv = sr->pv;
  gboolean any = FALSE;

  /* (numbers all alike: only the first is distinct) */
  const guint n_k = sr->alike ? 1 : n_dice;

  for (guint k = 0; k < n_k; k++)
    {
      int d = dice[k];
      guint8 rest_buf[MAX_DICE];
      const guint8 *rest = rest_buf;
      guint n_rest = 0;
      gboolean seen = FALSE;
      guint32 froms, skipped;

      /* Try each distinct number once at this depth. */
      for (guint j = 0; j < k && !seen; j++)
        seen = dice[j] == d;
      if (seen)
        continue;
      if (n_dice == 1)
        {
          any |= last_step (sr, pos, d, move);
          continue;
        }
      if (sr->alike)
        {
          rest = dice + 1;
          n_rest = n_dice - 1;
        }
      else
        for (guint j = 0; j < n_dice; j++)
          if (j != k)
            rest_buf[n_rest++] = dice[j];

      /* The points to move from, lowest first (bit 0: the bar). */
      if (pos->bar > 0 && pv->reentry_first)
        froms = 1;
      else
        froms = pos->occ | (pos->bar > 0 ? 1u : 0u);
      if (sr->pair_mode && move->n_steps == 0)
        sr->branch = k;
      skipped = swap_skipped (sr, move, d);
      if (!pv->bearoff_any)
        {
          /* No forced bear-off: the points step_check() allows, all at once
           * (legal_froms()), then each step played lowest first as below. */
          guint32 ok;
          if (sr->distinct)
            froms &= sr->unmoved_mask | 1u;   /* not where every piece has moved already */
          ok = legal_froms (sr, pos, froms, d);
          any |= ok != 0;
          for (ok &= ~skipped; ok != 0; ok &= ok - 1)
            {
              const int from = __builtin_ctz (ok);
              int to;
              guint flags;

              step_target (sr, pos, from, d, &to, &flags);
              play_step (sr, pos, from, to, d, flags, 0, rest, n_rest, move);
            }
          continue;
        }
      while (froms != 0)
        {
          int from = __builtin_ctz (froms);
          int to;
          guint flags;

          froms &= froms - 1;
          if (sr->distinct && from > 0 && !((sr->unmoved_mask >> from) & 1))
            continue;   /* every piece here has moved already */
          if (step_check (sr, pos, from, d, FALSE, &to, &flags))
            {
              any = TRUE;
              if ((skipped >> from) & 1)
                continue;   /* (swap_ok: no forced bear-off either) */
              /* (in a pair search the second number is played by last_step()) */
              play_step (sr, pos, from, to, d, flags, 0, rest, n_rest, move);
            }
          if (pv->bearoff_any && from > d && step_check (sr, pos, from, d, TRUE, &to, &flags))
            {
              any = TRUE;
              play_step (sr, pos, from, to, d, flags, 1, rest, n_rest, move);
            }
        }
    }
  /* Without play.all-dice a play may stop after any number. */
  if (!any || (!pv->all_dice && pos->used > 0))
    add_leaf (sr, pos, move);
}

/* ---------------------------------------------------------------- two numbers */

/* The common throw — two numbers, every number to be played (play.all-dice), no
 * bearoff.any that could apply (see _bx_shuanglu_generate()), no doubles.distinct —
 * without the recursion of search(): the first step × the second step directly, in
 * exactly the order search() visits them (so the kept plays,
 * their representatives and their order are the same).  The points a step may be played
 * from come as bit masks (legal_froms()), not point by point.  The plays kept are one bit
 * each: for every first step, the mask of the points its second number is played from
 * (TwoFirst); a play's steps and position are built only when a move is made of it
 * (leaf_of()), so that a random move costs one play, not all of them.  Plays that are
 * known to reach a position already kept — the same steps in the other order — are
 * dropped as masks; a first step of the second pass whose plays are all known so is not
 * played at all.  Plays of one number are kept aside and only matter when no play of two
 * exists.
 *
 * Most plays need no look-up at all.  A play's position is the root less a piece on each
 * point a step leaves, plus one on each point it lands on, with the enemy's lone pieces
 * on those landing points hit.  When no step leaves the point the other lands on and
 * neither bears off, the play moves two pieces by two points each, and only its two steps
 * in the other order (numbers and pieces swapped) change the board alike; that order is
 * skipped when it comes later (`skip`), so the play is new and costs its bit.  The other
 * plays (a piece moved twice, a landing where the other step leaves, a bear-off: off
 * takes any number) can only equal plays of their own kind; those are de-duplicated with
 * a small generation-stamped open-addressing table of their keys and steps (equal keys
 * are confirmed on the positions, built again from the root). */
#define FAST_TABLE 1024   /* power of two */
#define FAST_MAX 640      /* plays of two numbers in the table before falling back to search() */
#define FAST_ONE_MAX 64   /* plays of one number: at most 2 numbers × 25 points */
#define FAST_FIRST_MAX 64 /* first steps: at most 2 numbers × 25 points */
#define FAST_IDX_BITS 10  /* a slot: generation << FAST_IDX_BITS | index */

G_STATIC_ASSERT (FAST_MAX <= (1 << FAST_IDX_BITS));

typedef struct
{
  guint32 fast_slot[FAST_TABLE];
  guint32 fast_cur;
  Fast fast_two[FAST_MAX];
  TwoFirst fast_firsts[FAST_FIRST_MAX];
  Leaf fast_one[FAST_ONE_MAX];
  guint64 fast_one_keys[FAST_ONE_MAX];
} FastScratch;

/* Per thread, allocated on first use (bx-scratch.h says why). */
BX_DEFINE_SCRATCH (FastScratch, fast_scratch)
/* The tables of the thread, through `fs` (looked up once a throw: the compiler would
 * otherwise load the thread-local pointer again after each store). */
#define fast_slot (fs->fast_slot)
#define fast_cur (fs->fast_cur)
#define fast_two (fs->fast_two)
#define fast_firsts (fs->fast_firsts)
#define fast_one (fs->fast_one)
#define fast_one_keys (fs->fast_one_keys)


/* Whether two plays of two numbers from `root` reach the same position. */
static G_GNUC_NO_INLINE gboolean
two_equal (const Pos    *root,
           const BxStep *x,
           const BxStep *y)
{
  Pos a, b;

  memcpy (&a, root, KEY_BYTES);
  memcpy (&b, root, KEY_BYTES);
  key_apply (&a, &x[0]);
  key_apply (&a, &x[1]);
  key_apply (&b, &y[0]);
  key_apply (&b, &y[1]);
  return pos_key_equal (&a, &b);
}

/* Keeps the play (st1, st2) with the key `key` in the table unless it reaches a position
 * kept already: 1 when kept, 0 when not, -1 when the table is full. */
static inline __attribute__ ((always_inline)) int
two_keep (FastScratch *fs,
          const Pos   *root,
          guint32      cur,
          guint       *n_two,
          guint64      key,
          BxStep       st1,
          guint32      st2_word)
{
  guint32 h, slot;
  BxStep st2;

  memcpy (&st2, &st2_word, sizeof st2);
  for (h = slot_of (key) & (FAST_TABLE - 1); (slot = fast_slot[h]) >> FAST_IDX_BITS == cur;
       h = (h + 1) & (FAST_TABLE - 1))
    {
      const Fast *tw = &fast_two[slot & ((1u << FAST_IDX_BITS) - 1)];
      if (tw->key == key)
        {
          const BxStep play[2] = { st1, st2 };
          if (two_equal (root, tw->steps, play))
            return 0;
        }
    }
  if (*n_two >= FAST_MAX)
    return -1;
  fast_slot[h] = cur << FAST_IDX_BITS | *n_two;
  fast_two[*n_two].key = key;
  fast_two[*n_two].steps[0] = st1;
  fast_two[*n_two].steps[1] = st2;
  (*n_two)++;
  return 1;
}

/* The number of bits set (without -mpopcnt, __builtin_popcount() is a call). */
static inline guint
bit_count (guint32 x)
{
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  return (((x + (x >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24;
}

/* With two different numbers, the first steps X of a played first for which "a from X,
 * then b from y" was seen (two_numbers()'s skip[y], kept as its difference from base_b). */
static inline guint32
known (const guint32 *skip,
       guint32        base_b,
       guint32        seen,
       int            y)
{
  return (((base_b >> y) & 1) ? seen : 0) ^ skip[y];
}

/* With b played first from y (> 0) and a second: the point x = y + a when the play "a from
 * x, then b from its landing y" was legal with a played first (`same`, no hit on the way).
 * "b from y, then a from x" reaches the same position (a piece less on x, the one of y
 * moved on or off, its hit the same), so it is known. */
static inline guint32
onto_kept (guint32 same,
           int     y,
           int     a)
{
  return y > 0 && y + a <= N ? same & 1u << (y + a) : 0;
}

/* two_numbers(), compiled apart for two different numbers (pair_mode) or a double, and
 * for a root with no piece on the bar (bar_free) or some; `plain` (with bar_free): no
 * gate, numbers within the board and no step of the play can bear off (no bearing off
 * this throw, or two pieces or more outside the 門 with bearoff.after-gate), so that
 * every step stays on the board and is legal_froms()'s common case, and none is HOME. */
static inline __attribute__ ((always_inline)) gboolean
two_numbers_with (Search        *sr,
                  const Pos     *root_in,
                  int            d0,
                  int            d1,
                  const gboolean pair_mode,
                  const gboolean bar_free,
                  const gboolean plain)
{
  /* (a copy the loop's stores cannot alias: the compiler keeps what it reads of it) */
  const Pos root_copy = *root_in;
  const Pos *const root = &root_copy;
  const Priv *pv = sr->pv;
  FastScratch *const fs = fast_scratch ();
  const guint32 home_points = point_bits (1, pv->gate - 1);
  /* (read once: the loop's stores could alias *pv for the compiler) */
  const int gate = pv->gate, land_hi = pv->land_hi;
  /* plays of two numbers in the table, in all, first steps with some; plays of one */
  guint n_two = 0, n_total = 0, n_first = 0, n_one = 0;
  gboolean any0 = FALSE;
  guint32 cur, same = 0;
  /* Whether a second number may bear off after a first step (else no second step from 1 …
   * b can be legal): this throw can bear off, and not two pieces or more outside the 門 */
  const gboolean off_after = !plain && sr->off_ok && !(pv->after_gate && root->outside >= 2);
  /* legal_froms()'s common case (no piece on the bar, no gate, no bearing off) holds after
   * a first step that leaves at least this many pieces outside the 門: 0 when this throw
   * cannot bear off, 1 with bearoff.after-gate, else never (N + 1; also with a gate or a
   * number off the board) */
  const guint plain_outside = plain ? 0 : (pv->gates_mask != 0 && !sr->has_double)
                              || d0 < 1 || d0 > N || d1 < 1 || d1 > N ? N + 1
                              : !sr->off_ok ? 0 : pv->after_gate ? 1 : N + 1;
  /* skip[Y] holds bit X when "a from X, then b from another piece Y" was seen while a was
   * played first; when b is played first, "b from Y, then a from X" reaches the same
   * position and is skipped (search()'s pairs, transposed) — also when b lands on X: X
   * holds own pieces at the root, so nothing is hit there in either order.  With a
   * double, the same within the one order. */
  guint32 skip[N + 1];
  /* With two different numbers skip is kept as the difference from what nearly every row
   * holds: the points b may be played from at the root (base_b) for each first step seen
   * so far (seen), skip[Y] holding the first steps X for which Y differs (a piece gone
   * from X, the landing, a point opened or closed): a few bits to set a first step, not
   * one per second step (known()). */
  guint32 base_b = 0, seen = 0;

  if (++fast_cur >= (1u << (32 - FAST_IDX_BITS)))
    {
      memset (fast_slot, 0, sizeof fast_slot);
      fast_cur = 1;
    }
  cur = fast_cur;
  memset (skip, 0, sizeof skip);
  if (pair_mode)
    base_b = plain ? root->occ & (root->land << d1)
             : legal_froms (sr, root, bar_free ? root->occ : froms_of (pv, root), d1);

  /* (unrolled: each pass compiled with its own k) */
#pragma GCC unroll 2
  for (int k = 0; k < 2; k++)
    {
      const int a = k == 0 ? d0 : d1;
      const int b = k == 0 ? d1 : d0;
      const guint64 *key_b = key_step[b];
      guint32 froms1;

      if (k == 1 && !pair_mode)
        break;   /* a double: each number once */
      froms1 = k == 1 ? base_b
               : plain ? root->occ & (root->land << a)
               : legal_froms (sr, root, bar_free ? root->occ : froms_of (pv, root), a);
      any0 |= froms1 != 0;
      while (froms1 != 0)
        {
          const int f1 = __builtin_ctz (froms1);
          int t1, first_to;
          guint fl1;
          guint32 froms2, home, landed, clash, seconds;
          gboolean any1 = FALSE;
          BxStep st1;
          Pos p1;

          froms1 &= froms1 - 1;
          if (plain)
            {
              /* step_target(): on the board, not HOME (pieces outside the 門) */
              const int v = root->b[f1 - a];
              t1 = f1 - a;
              fl1 = v < 0 ? BX_STEP_HIT : v > 0 ? BX_STEP_STACK : 0;
            }
          else
            step_target (sr, root, f1, a, &t1, &fl1);
          first_to = !plain && (fl1 & BX_STEP_BEAR_OFF) ? -1 : t1;
          landed = first_to >= 0 ? 1u << first_to : 0u;
          if (k == 1 && n_total > 0)   /* (k == 1: pair_mode) */
            {
              /* Most plays with b first were kept in the other order: skip the first step
               * when none of its second steps can be left.  They come from own points
               * after it (the root's but f1 when its one piece left, its landing, the
               * bar) and land on a point open after it (the root's open points, f1, the
               * landing) or bear off (from 1 … b, when bearing off may follow); `skip`,
               * onto_kept() and `same` drop their known plays as below.  Nothing else
               * would happen here: plays of two exist, so no play of one is kept. */
              const guint32 open1 = root->land | 1u << f1 | landed;
              const guint32 gone = f1 > 0 && root->b[f1] == 1 ? 1u << f1 : 0u;
              guint32 maybe = ((root->occ & ~gone) | landed
                               | (!bar_free && root->bar > 0 ? 1u : 0u))
                              & ((open1 << b) | (off_after ? ((guint32) 2 << b) - 1 : 1u));
              maybe &= ~known (skip, base_b, seen, f1) & ~onto_kept (same, f1, b);
              if (f1 > 0 && (same >> f1) & 1 && !(fl1 & BX_STEP_HIT))
                maybe &= ~landed;
              if (maybe == 0)
                continue;
            }
          p1 = *root;
          if (plain)
            {
              /* step_apply() of a step from a point to a point */
              guint32 w = step_word (f1, t1, a, fl1);
              if (--p1.b[f1] == 0)
                p1.occ &= ~(1u << f1);
              /* land_ok(): own pieces or none at f1, some at t1 (land_lo < 0) */
              p1.land = (p1.land & ~(1u << f1) & ~(1u << t1))
                        | (guint32) (p1.b[f1] < land_hi) << f1;
              p1.outside -= f1 >= gate && t1 < gate;
              p1.h += key_step[a][f1];
              if (fl1 & BX_STEP_HIT)
                {
                  p1.b[t1] = 1;
                  p1.h += key_hit[t1];
                }
              else
                p1.b[t1]++;
              p1.occ |= 1u << t1;
              p1.land |= (guint32) (p1.b[t1] < land_hi) << t1;
              memcpy (&st1, &w, sizeof w);
            }
          else
            step_apply (pv, &p1, f1, t1, a, fl1, &st1);

          froms2 = bar_free ? p1.occ : froms_of (pv, &p1);
          if (k == 1)
            {
              guint32 pruned = (known (skip, base_b, seen, f1) | onto_kept (same, f1, b)) & froms2;
              if (pruned != 0)
                {
                  any1 = TRUE;   /* the same plays were kept in the other order */
                  froms2 &= ~pruned;
                }
            }
          if (G_LIKELY ((bar_free || !(froms2 & 1)) && p1.outside >= plain_outside))
            froms2 &= p1.land << b;
          else
            froms2 = legal_froms (sr, &p1, froms2, b);
          any1 |= froms2 != 0;
          if (k == 0)
            {
              /* "a from f1, then b from another piece Y": skip "b from Y, then a from f1"
               * (with a double: when f1 comes as Y) */
              guint32 ys = froms2 & ~landed;
              if (!pair_mode)
                {
                  /* those plays the other way round: they reach a position kept already
                   * (pair_mode's skip, within the one order; also from the landing, as
                   * there) */
                  guint32 pruned = skip[f1] & froms2;
                  froms2 &= ~pruned;
                  ys &= ~pruned;
                }
              if (pair_mode)
                {
                  seen |= 1u << f1;
                  ys ^= base_b;
                }
              for (; ys != 0; ys &= ys - 1)
                skip[__builtin_ctz (ys)] |= 1u << f1;
              /* One piece playing a then b, no hit on the way: b then a, if played with
               * no hit either, reaches the same position. */
              if (pair_mode && f1 > 0 && (froms2 & landed) != 0 && !(fl1 & BX_STEP_HIT))
                same |= 1u << f1;
            }
          else if (f1 > 0 && (same >> f1) & 1 && !(fl1 & BX_STEP_HIT))
            froms2 &= ~landed;

          /* step_target()'s flags, for every second step at once */
          home = !plain && p1.outside == 0 && sr->off_ok ? home_points : 0;
          /* The second steps whose play goes to the table (see above): from the bar, a
           * bear-off, a step from the first step's landing or onto the point it left, or
           * any after a first step that bore off.  The others are new plays: a bit each,
           * without a key or a look-up. */
          clash = !plain && first_to < 0 ? ~0u
                  : (((guint32) 2 << b) - 1) | landed
                    | (guint32) (G_GUINT64_CONSTANT (1) << (f1 + b));   /* (0 past bit 31) */
          seconds = froms2 & ~clash;
          for (guint32 m = froms2 & clash; m != 0; m &= m - 1)
            {
              const int f2 = __builtin_ctz (m);
              const int t2 = f2 - b;
              guint64 key;
              guint32 st2w;
              int kept;

              if (!bar_free && G_UNLIKELY (f2 == 0))
                {
                  /* from the bar */
                  int to;
                  guint fl2;
                  step_target (sr, &p1, 0, b, &to, &fl2);
                  key = p1.h - key_point[0] + key_point[to]
                        + ((fl2 & BX_STEP_HIT) ? key_hit[to] : 0);
                  st2w = step_word (0, to, b, fl2);
                }
              else if (!plain && t2 <= 0)
                {
                  key = p1.h + key_b[f2];
                  st2w = step_word (f2, 0, b,
                                    BX_STEP_BEAR_OFF | (t2 < 0 ? BX_STEP_OVERSHOOT : 0));
                }
              else
                {
                  const int v = p1.b[t2];
                  guint fl2 = ((home >> f2) & 1) * BX_STEP_HOME;
                  key = p1.h + key_b[f2];
                  if (v < 0)
                    {
                      fl2 |= BX_STEP_HIT;
                      key += key_hit[t2];
                    }
                  else if (v > 0)
                    fl2 |= BX_STEP_STACK;
                  st2w = step_word (f2, t2, b, fl2);
                }
              kept = two_keep (fs, root, cur, &n_two, key, st1, st2w);
              if (kept < 0)
                return FALSE;
              seconds |= (guint32) kept << f2;
            }
          if (seconds != 0)
            {
              TwoFirst *tf = &fast_firsts[n_first++];
              memcpy (&tf->st1, &st1, sizeof tf->st1);
              tf->seconds = seconds;
              tf->start = (guint16) n_total;
              tf->b = (guint8) b;
              n_total += bit_count (seconds);
            }
          /* A play of one number, kept only while no play of two is known. */
          if (!any1 && n_total == 0)
            {
              guint64 key = p1.h + key_used[1][a & 15];
              gboolean dup = FALSE;
              p1.used = 1;
              p1.die_used = (guint8) a;
              for (guint i = 0; i < n_one && !dup; i++)
                dup = fast_one_keys[i] == key && pos_key_equal (&fast_one[i].pos, &p1);
              if (!dup)
                {
                  g_assert (n_one < FAST_ONE_MAX);
                  fast_one_keys[n_one] = key;
                  fast_one[n_one].pos = p1;
                  fast_one[n_one].n_steps = 1;
                  fast_one[n_one].steps[0] = st1;
                  n_one++;
                }
            }
        }
    }

  if (n_total > 0)
    {
      sr->max_used = 2;
      sr->n_leaves = n_total;
      sr->fast_steps = 2;
      sr->two_firsts = fast_firsts;
      sr->n_two_firsts = n_first;   /* (sr->root is the root: _bx_shuanglu_generate()) */
    }
  else if (n_one > 0)
    {
      sr->max_used = 1;
      sr->n_leaves = n_one;
      memcpy (sr->leaves, fast_one, n_one * sizeof (Leaf));
    }
  else
    {
      /* Nothing can be played: the pass. */
      g_assert (!any0);
      sr->max_used = 0;
      sr->n_leaves = 1;
      sr->leaves[0].pos = *root;
      sr->leaves[0].n_steps = 0;
    }
  return TRUE;
}

/* Returns FALSE when the plays are too many for the table (search() then does it). */
static gboolean
two_numbers (Search    *sr,
             const Pos *root,
             int        d0,
             int        d1)
{
  const Priv *pv = sr->pv;

  if (root->bar == 0 && (pv->gates_mask == 0 || sr->has_double)
      && d0 >= 1 && d0 <= N && d1 >= 1 && d1 <= N
      && (!sr->off_ok || (pv->after_gate && root->outside >= 2)))
    return d0 != d1 ? two_numbers_with (sr, root, d0, d1, TRUE, TRUE, TRUE)
                    : two_numbers_with (sr, root, d0, d1, FALSE, TRUE, TRUE);
  if (root->bar == 0)
    return d0 != d1 ? two_numbers_with (sr, root, d0, d1, TRUE, TRUE, FALSE)
                    : two_numbers_with (sr, root, d0, d1, FALSE, TRUE, FALSE);
  return d0 != d1 ? two_numbers_with (sr, root, d0, d1, TRUE, FALSE, FALSE)
                  : two_numbers_with (sr, root, d0, d1, FALSE, FALSE, FALSE);
}

/* The i-th complete play (leaf_of() in bx-shuanglu-step.h, not inline). */
const Leaf *
_bx_shuanglu_leaf_of (const Search *sr,
                      guint         i,
                      Leaf         *tmp)
{
  return leaf_of (sr, i, tmp);
}

/**
 * _bx_shuanglu_generate:
 * @pv: the ruleset's params
 * @state: the position, the player to move in state->player
 * @t: the throw
 * @how: AUTO (a fast path for two or three numbers when one applies), or SEARCH (the general
 *   search only, for the test that compares the two)
 * @plays: (out): the distinct complete plays (build each with _bx_shuanglu_leaf_of()) and
 *   what their moves share
 *
 * The complete plays of a throw (pushuang.changju: every number played when it can be,
 * the larger when only one can; ping.larger), de-duplicated by resulting position, in the
 * order of the search.  Valid until the next call on this thread.
 */
void
_bx_shuanglu_generate (const Priv    *pv,
                       const BxState *state,
                       const BxThrow *t,
                       BxShuangluGen  how,
                       Plays         *plays)
{
  const BxShuangluState *s = bx_shuanglu_state_const (state);
  int me = state->player;
  Search *sr = &plays->sr;
  Context *cx = &plays->cx;
  guint8 dice[MAX_DICE] = { 0 };
  guint n_dice = 0;
  guint8 larger = 0;
  gboolean is_double, larger_applied = FALSE;
  BxMove move;
  /* the root, where _bx_shuanglu_leaf_of() reads it */
  Pos *const pos = &sr->root;

  memset (cx, 0, sizeof *cx);

  sr->pv = pv;
  sr->leaves = scratch_leaves;
  sr->keys = scratch_keys;
  sr->n_leaves = 0;
  sr->indexed = FALSE;
  sr->table = scratch_table;
  sr->gen = scratch_gen;
  sr->max_used = 0;
  sr->overflow = FALSE;
  sr->fast_steps = 0;
  is_double = throw_all_alike (t);
  sr->has_double = pv->doubles_kind == DOUBLE_ALL ? is_double : throw_is_shuangcai (pv, t);
  sr->distinct = is_double && pv->doubles_distinct;
  move.n_steps = 0;
  _bx_shuanglu_to_pos (pv, s, me, pos);
  /* win.all-home ends the game before anything is borne off; bearoff.wait-throw (佛:
   * 十二馬入局足却擲彩拈出) bears off only with a throw that starts with every piece in. */
  sr->off_ok = !pv->no_bearoff && !(pv->off_wait && pos->outside != 0);
  cx->off_waited = pv->off_wait && pos->outside != 0;
  if (is_double)
    for (int i = 0; i < pv->doubles_moves; i++)
      dice[n_dice++] = t->d[0];
  else
    for (guint i = 0; i < t->n && n_dice < MAX_DICE; i++)
      {
        dice[n_dice++] = t->d[i];
        larger = MAX (larger, t->d[i]);
      }

  /* The order of two different numbers matters only for a play of one piece. */
  sr->pair_mode = n_dice == 2 && dice[0] != dice[1];
  sr->track_die = n_dice == 2;
  sr->branch = 0;
  /* bearoff.any changes nothing while no step of the play can bear off: no bearing off
   * this throw, or (bearoff.after-gate) two pieces or more outside the 門. */
  if (!(how == BX_SHUANGLU_GEN_AUTO
        && pv->all_dice && !sr->distinct
        && (!pv->bearoff_any || !sr->off_ok
            || (pv->after_gate && pos->outside >= MAX (n_dice, 2u)))
        && ((n_dice == 2 && two_numbers (sr, pos, dice[0], dice[1]))
            || (n_dice == 3 && _bx_shuanglu_three_numbers (sr, pos, dice)))))
    {
      sr->fast_steps = 0;
      sr->indexed = FALSE;
      sr->n_leaves = 0;
      sr->max_used = 0;
      if (sr->pair_mode)
        memset (sr->pairs, 0, sizeof sr->pairs);
      sr->memo = !sr->pair_mode && (n_dice > 2 || sr->distinct);
      sr->swap_ok = (!sr->off_ok || (pv->after_gate && pos->outside >= n_dice))
                    && (pv->gates_mask == 0 || sr->has_double) && pos->bar == 0;
      if (sr->distinct)
        {
          sr->unmoved_mask = pos->occ;
          for (int p = 1; p <= N; p++)
            sr->unmoved[p] = (guint8) MAX (pos->b[p], 0);
        }
      sr->alike = TRUE;
      for (guint i = 1; i < n_dice; i++)
        sr->alike &= dice[i] == dice[0];
      if (sr->memo)
        _bx_shuanglu_memo_reset (sr);
      search (sr, pos, dice, n_dice, &move);
    }
  g_assert (!sr->overflow);

  /* Only one number can be played, and either could be: the larger. */
  if (pv->larger_first && pv->all_dice && !is_double && sr->max_used == 1 && n_dice == 2)
    {
      gboolean has_larger = FALSE, has_smaller = FALSE;
      for (guint i = 0; i < sr->n_leaves; i++)
        {
          if (sr->leaves[i].pos.die_used == larger)
            has_larger = TRUE;
          else
            has_smaller = TRUE;
        }
      larger_applied = has_larger && has_smaller;
    }

  cx->n_dice = n_dice;
  memcpy (cx->dice, dice, sizeof cx->dice);
  cx->was_formed = s->formed[me];
  cx->hits = s->hits[me];
  sr->leaf_pos = pv->leaf_pos;
  if (pv->pen_score > 0 && !s->ever[me] && pos->outside > 0)
    for (guint i = 0; i < t->n; i++)
      if (t->d[i] >= pv->pen_min_die)
        cx->penalty_open = TRUE;
  cx->pass_rules = pv->pass_base;
  cx->move_rules = pv->move_base;
  if (pv->triple_score > 0 && throw_is_triple (t))
    {
      mask_add (&cx->pass_rules, pv->r_triple);
      mask_add (&cx->move_rules, pv->r_triple);
    }
  if (pos->bar > 0)
    {
      mask_add (&cx->pass_rules, pv->r_reenter);
      mask_add (&cx->pass_rules, pv->r_reenter_first);
      mask_add (&cx->move_rules, pv->r_reenter_first);
    }
  if (is_double)
    mask_add (&cx->move_rules, pv->r_doubles);
  if (sr->distinct)
    mask_add (&cx->move_rules, pv->r_distinct);
  if (pv->extra_throw && sr->has_double)
    mask_add (&cx->move_rules, pv->r_extra);
  if (larger_applied)
    mask_add (&cx->move_rules, pv->r_larger);
  plays->larger = larger;
  plays->larger_applied = larger_applied;
}

