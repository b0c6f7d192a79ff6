/* bx-ruqi-search.c: the 儒棋 plays of one kind for a throw (the generator's search)
 *
 * A play is one or two steps of units of one kind (伏 or 梟), one number each.  Every
 * step of every unit from the position of the throw is made first, once, by each number
 * (first_steps()); the plays of one step are those, and a second step is laid on the
 * first without being made again whenever the two steps touch different pieces and
 * different cells (a step reads only the enemy, who does not move, and the own pieces on
 * the cells it leaves and reaches), so only a second step that meets the first is made
 * with step_unit() (and of those, a unit going on by the smaller number then the larger
 * is left out when the route table shows it repeats the other order: same_unit_again()).
 * The steps are walked as slots, a bit for each leader and lane (slots()).  The plays come
 * out in the order of a depth-first search of the numbers (the first number, then the
 * second), less duplicates of plays before them, so the generator keeps the plays and
 * their order of the full search.  The step itself is in bx-ruqi-step.h; the plays are settled,
 * finished and de-duplicated in bx-ruqi-moves.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-ruqi-step.h"

#include <string.h>

/* The leaders of a position (the first piece of each node but OUT; every piece beside its
 * 凈), whatever their kind: their units (unit_mask()) and those that may turn into a lane.
 * Only a leader's entry of @units is meaningful. */
typedef struct
{
  guint8 units[P];
  guint8 all;
  guint8 lanes;
} Leaders;

static inline gboolean
may_turn (const Priv *pv,
          int         node)
{
  /* Only a piece on a crossing may turn into a lane (step_unit() checks too). */
  return pv->lanes && (node == 10 || (node == 20 && !pv->half_lanes));
}

static inline __attribute__ ((always_inline)) void
leaders_find (const Ctx  *c,
              int         p,
              const Work *w,
              Leaders    *ld)
{
  const guint8 *node = w->rs.node[p];

  ld->all = ld->lanes = 0;
  BX_RUQI_UNROLL
  for (int i = 0; i < P; i++)
    {
      int n = node[i];
      gboolean leader = TRUE;
      ld->units[i] = (guint8) (1u << i);
      if (n == OUT)
        continue;
      if (n != START)
        BX_RUQI_UNROLL
        for (int k = 0; k < i; k++)
          if (node[k] == n)
            {
              ld->units[k] |= (guint8) (1u << i);
              leader = FALSE;
              break;
            }
      if (!leader)
        continue;
      ld->all |= 1u << i;
      if (may_turn (c->pv, n))
        ld->lanes |= 1u << i;
    }
}

/* The leaders after @w's last step, from @ld, those before it (leaders_find() of the
 * position after the step, found from what the step changed): the unit moved (all the
 * pieces of its node, or one piece beside its 凈) left its node and joined the pieces on
 * the node it reached, if any, under the first of them all; a unit borne off leads none. */
static inline void
leaders_after (const Ctx     *c,
               int            p,
               const Leaders *ld,
               const Work    *w,
               Leaders       *out)
{
  const guint8 *node = w->rs.node[p];
  int cur = w->last_to, old = __builtin_ctz (w->last_mask);
  guint8 group = 0, others;
  int lead;

  *out = *ld;
  if (cur != OUT && !(w->steps[w->n_steps - 1].flags & BX_STEP_STACK))
    {
      /* Alone on its new node: the unit and its leader stay, only where it may turn. */
      out->lanes = (guint8) ((out->lanes & ~(1u << old))
                             | (may_turn (c->pv, cur) ? 1u << old : 0));
      return;
    }
  out->all &= (guint8) ~(1u << old);
  out->lanes &= (guint8) ~(1u << old);
  if (cur == OUT)
    return;
  BX_RUQI_UNROLL
  for (int i = 0; i < P; i++)
    if (node[i] == cur)
      group |= 1u << i;
  others = group & ~w->last_mask;
  if (others)
    {
      out->all &= (guint8) ~(1u << __builtin_ctz (others));
      out->lanes &= (guint8) ~(1u << __builtin_ctz (others));
    }
  lead = __builtin_ctz (group);
  out->units[lead] = group;
  out->all |= 1u << lead;
  if (may_turn (c->pv, cur))
    out->lanes |= 1u << lead;
}

/* The steps of the units of @movers, in the order searched: a bit for each leader i and
 * lane (the bit 2i + lane; sr->first[j] in that order), lane 1 for those of @lanes. */
static inline guint
slots (guint8 movers,
       guint8 lanes)
{
  static const guint16 spread[32] = {
    0x000, 0x001, 0x004, 0x005, 0x010, 0x011, 0x014, 0x015,
    0x040, 0x041, 0x044, 0x045, 0x050, 0x051, 0x054, 0x055,
    0x100, 0x101, 0x104, 0x105, 0x110, 0x111, 0x114, 0x115,
    0x140, 0x141, 0x144, 0x145, 0x150, 0x151, 0x154, 0x155,
  };

  G_STATIC_ASSERT (P == 5);
  return spread[movers & 31] | (guint) spread[movers & lanes & 31] << 1;
}

/* The cell of @node (none off the board), as a set of cells (BxRuqiFirst.cells). */
static inline guint64
cell_of (const BxRuqiGeo *geo,
         int              player,
         int              node)
{
  return geo->cell_of[player][node & 0xff];
}

/* For a step of the unit on @from by @n that step_unit() refused from the position of the
 * throw: the cells where an own piece may have stopped it (the cell it would land on, and
 * the one beyond a crossing the enemy holds), into @set.  Nothing else that refuses a
 * step (the route, a corner, the enemy) changes while the mover plays, so a step refused
 * is refused again after a step that left and reached none of these cells. */
static void
blocked_cells (const Ctx *c,
               int        from,
               int        n,
               gboolean   back,
               gboolean   lane,
               guint64   *set)
{
  const Priv *pv = c->pv;
  const BxRuqiPath *path;
  int dest;

  if (back)
    {
      dest = _bx_ruqi_node_back (from, pv->half_lanes);
      if (dest >= 0)
        *set |= cell_of (c->geo, c->player, dest);
      return;
    }
  if (from >= BX_RUQI_PATH_FROM || n < 0 || n >= BX_RUQI_PATH_N)
    return;
  path = &pv->path[lane ? 1 : 0][from][n];
  if (path->dest == BX_RUQI_PATH_NONE)
    return;
  *set |= cell_of (c->geo, c->player, path->dest);
  if (path->cross_end)
    *set |= cell_of (c->geo, c->player,
                     _bx_ruqi_node_forward (path->dest, FALSE, pv->half_lanes));
}

/* Into @f: the step of piece @i beside its 凈 made from the step @f0 of piece @i0, also
 * beside its 凈, by the same number (its d_rs is left to the caller).  Every piece beside
 * its 凈 is a unit alone, and both are of the kind searched (the same 伏/梟), so the step
 * reads the same route, enemy and own pieces, lands on the same node and does the same
 * there (stacks, raises); only the piece differs. */
static inline void
start_step_like (BxRuqiFirst       *f,
                 const BxRuqiFirst *f0,
                 int                i,
                 int                i0,
                 int                p)
{
  guint8 bit = (guint8) (1u << i), bit0 = (guint8) (1u << i0);

  *f = *f0;
  f->mask = bit;
  if (!f->ok)
    return;
  f->w.rs.node[p][i0] = START;
  f->w.rs.node[p][i] = f0->w.rs.node[p][i0];
  f->w.moved = (guint8) ((f->w.moved & ~bit0) | bit);
  if (f->w.touched & bit0)
    f->w.touched = (guint8) ((f->w.touched & ~bit0) | bit);
  if (f->w.lie & bit0)
    f->w.lie = (guint8) ((f->w.lie & ~bit0) | bit);
  f->w.last_mask = bit;
  f->w.steps[0].from = (gint8) (BX_RUQI_START_SLOT + i);
}

/* Every step of the units of @movers (leaders, @ld) by each of the @n_nums numbers from
 * @w0, the position of the throw, into sr->first[j] (what a play of that step alone is,
 * and, when @second (a play of two numbers: second_steps() reads them), what it changed
 * and the cells it depends on). */
static inline __attribute__ ((always_inline)) void
first_steps (Search        *sr,
             int            p,
             const Work    *w0,
             const guint8  *nums,
             guint          n_nums,
             gboolean       back,
             gboolean       second,
             const Leaders *ld,
             guint8         movers)
{
  const guint8 *node = w0->rs.node[p];
  guint64 rs0[2];

  memcpy (rs0, &w0->rs, sizeof rs0);
  /* A step not made here has no unit (second_steps() then makes it). */
  if (second)
    BX_RUQI_UNROLL
    for (guint j = 0; j < 2; j++)
      BX_RUQI_UNROLL
      for (int i = 0; i < P; i++)
        sr->first[j][i][0].mask = sr->first[j][i][1].mask = 0;
  for (guint j = 0; j < n_nums; j++)
    {
      int first_start = -1;   /* the first leader beside its 凈 stepped by nums[j] */
      guint ok = 0;
      for (guint s = slots (movers, ld->lanes); s != 0; s &= s - 1)
        {
          int slot = __builtin_ctz (s), i = slot >> 1, lane = slot & 1;
          BxRuqiFirst *f = &sr->first[j][0][0] + slot;
          if (node[i] == START && first_start >= 0)
            {
              start_step_like (f, &sr->first[j][first_start][0], i, first_start, p);
              if (f->ok && !second)
                ok |= 1u << slot;
              else if (f->ok)
                {
                  memcpy (f->d_rs, &f->w.rs, sizeof f->d_rs);
                  f->d_rs[0] ^= rs0[0];
                  f->d_rs[1] ^= rs0[1];
                  ok |= 1u << slot;
                }
              continue;
            }
          if (node[i] == START)
            first_start = i;
          f->w = *w0;
          f->mask = ld->units[i];
          f->cells = 0;
          f->ok = step_unit_as (&sr->c, p, &f->w, i, ld->units[i], nums[j], back, lane,
                                &f->w.steps[0]);
          if (!f->ok)
            {
              if (second)
                blocked_cells (&sr->c, node[i], nums[j], back, lane, &f->cells);
              continue;
            }
          ok |= 1u << slot;
          f->w.n_steps = 1;
          f->w.used = 1;
          if (!second)
            continue;
          memcpy (f->d_rs, &f->w.rs, sizeof f->d_rs);
          f->d_rs[0] ^= rs0[0];
          f->d_rs[1] ^= rs0[1];
          f->d_own = f->w.own ^ w0->own;
          f->cells = sr->c.cell_of[f->w.last_from] | sr->c.cell_of[f->w.last_to];
        }
      sr->ok_slots[j] = ok;
    }
}

/* The play @w1 (one step, from sr->first: @f1) followed by the step @g (also from the
 * throw's position, of another unit, on other cells), into @w2.  The two steps changed
 * different bytes and bits of the state and of Work.own, so XOR-ing @g's changes onto
 * @w1 gives what making @g's step after @w1's would, and the marks of a play are only
 * ever set. */
static inline void
compose (Work              *w2,
         const Work        *w1,
         const BxRuqiFirst *g)
{
  guint64 rs[2], marks, marks_g;

  *w2 = *w1;
  memcpy (rs, &w2->rs, sizeof rs);
  rs[0] ^= g->d_rs[0];
  rs[1] ^= g->d_rs[1];
  memcpy (&w2->rs, rs, sizeof rs);
  w2->own ^= g->d_own;
  memcpy (&marks, (const guint8 *) w2 + WORK_MARKS_OFFSET, sizeof marks);
  memcpy (&marks_g, (const guint8 *) &g->w + WORK_MARKS_OFFSET, sizeof marks_g);
  marks |= marks_g;
  memcpy ((guint8 *) w2 + WORK_MARKS_OFFSET, &marks, sizeof marks);
  w2->lie |= g->w.lie;
  w2->steps[1] = g->w.steps[0];
  w2->n_steps = 2;
  w2->used = 2;
  w2->last_mask = g->w.last_mask;
  w2->last_from = g->w.last_from;
  w2->last_to = g->w.last_to;
}

/* Whether the play of @w1 (the step @f1 of @i1's unit by the smaller number, along its
 * route from the throw's position, stacking on nothing) then the same unit by the larger
 * number along its route is sure to have the result of a play found before: the same
 * unit by the larger number then by the smaller (sr->on_to, sr->on_touched).  It has
 * when the count from the node @w1 reached lands where that play did, having passed a
 * crossing (or landed on one on the way) exactly when that one did, and does not stack
 * on the way: then the unit moves alone to the same node, stacks there on the same
 * pieces, is marked the same, and no other piece moves; if the step is refused there is
 * no play to drop.  A count that ends on a crossing the enemy holds, or off the board,
 * is left to step_unit(). */
static inline gboolean
same_unit_again (const Search *sr,
                 const Work   *w1,
                 int           i1,
                 guint8        mask,
                 int           n)
{
  const Priv *pv = sr->c.pv;
  int mid = w1->last_to, end = sr->on_to[i1];
  const BxRuqiPath *path;
  gboolean touched;

  if (end == 0 || mid == OUT || mid >= BX_RUQI_PATH_FROM || n >= BX_RUQI_PATH_N)
    return FALSE;
  path = &pv->path[0][mid][n];
  if (path->dest != end || (path->cross_end && ((sr->c.enemy_nodes >> end) & 1)))
    return FALSE;
  touched = (w1->touched & mask) || path->passed || _bx_ruqi_node_is_crossing (mid);
  return touched == sr->on_touched[i1];
}

/* The second steps after the play @w1 of one step (@f1, of leader i1 by nums[@j]; @slot1:
 * 2 i1 + its lane, slots()): the
 * units of the kind (leaders after the step: @ld0 updated) by the other number.  A step
 * @g of sr->first that touches neither the pieces nor the cells of @f1 is laid on @w1
 * (compose()), or dropped when it was refused from the throw's position; the others are
 * made.  Two such steps make the same result in either order, so one made before in the
 * other order is not made again: with two different numbers, a second step by nums[0]
 * (the first number was searched first, with this step after it); with equal numbers, a
 * step of a leader before i1 (searched first, with i1's step after it).  Every play
 * dropped so is a duplicate, of the same numbers, that de-duplication would drop. */
static inline __attribute__ ((always_inline)) void
second_steps (Search        *sr,
              int            p,
              const Work    *w1,
              const BxRuqiFirst *f1,
              int            slot1,
              guint          j,
              const guint8  *nums,
              gboolean       differ,
              const Leaders *ld0)
{
  int i1 = slot1 >> 1;
  guint k = differ ? 1 - j : 0;
  guint8 kind, movers, lanes, all;
  const guint8 *units;
  Leaders ld1;
  Work *w2;
  int drop_below;
  /* The first step went along the route and stacked on nothing: the slot of the unit going
   * on whose play is recorded (by the larger number first) or checked against that one
   * (by the smaller first, same_unit_again()); -1: none. */
  int record = -1, again = -1;

  if (differ && (slot1 & 1) == 0 && !(w1->steps[0].flags & BX_STEP_STACK))
    {
      if (j == 0)
        record = slot1;
      else
        again = slot1;
    }
  if (w1->last_to != OUT && !(w1->steps[0].flags & BX_STEP_STACK))
    {
      /* leaders_after() of a unit alone on its new node: only where it may turn changes,
       * so @ld0's units are read in place. */
      units = ld0->units;
      lanes = (guint8) ((ld0->lanes & ~(1u << i1)) | (may_turn (sr->c.pv, w1->last_to)
                                                        ? 1u << i1 : 0));
      all = ld0->all;
    }
  else
    {
      leaders_after (&sr->c, p, ld0, w1, &ld1);
      units = ld1.units;
      lanes = ld1.lanes;
      all = ld1.all;
    }
  kind = w1->kind ? w1->rs.xiao[p] : (guint8) ~w1->rs.xiao[p];
  movers = all & kind;
  /* At most one play a slot. */
  if (G_UNLIKELY (sr->n_leaves + 2 * P > LEAF_MAX))
    {
      sr->overflow = TRUE;
      return;
    }
  /* A pair laid in the other order before: with two numbers, every one after a step by
   * the smaller; with equal numbers, a leader before i1 (its slot below i1's). */
  drop_below = differ ? (j == 1 ? 2 * P : 0) : 2 * i1;
  w2 = &sr->leaves[sr->n_leaves];
  for (guint s = slots (movers, lanes); s != 0; s &= s - 1)
    {
      int slot = __builtin_ctz (s), i = slot >> 1, lane = slot & 1;
      const BxRuqiFirst *g = &sr->first[k][0][0] + slot;
      gboolean apart;

      /* @g is this unit's step from the throw's position, and nothing the first
       * step did is on its way. */
      /* (One branch, not three: each was often mispredicted, cachegrind.) */
      apart = (g->mask == units[i]) & !(g->mask & w1->last_mask)
              & !(g->cells & f1->cells);
      if (apart)
        {
          if (!g->ok || slot < drop_below)
            continue;
          compose (w2, w1, g);
        }
      else
        {
          gboolean ok;
          /* The unit going on, the other order of a play made before. */
          if (slot == again && same_unit_again (sr, w1, i1, units[i], nums[k]))
            continue;
          *w2 = *w1;
          /* Two numbers: never a step back (兩謙 gives one). */
          ok = step_unit_as (&sr->c, p, w2, i, units[i], nums[k], FALSE, lane,
                             &w2->steps[1]);
          if (!ok)
            continue;
          w2->n_steps = 2;
          w2->used = 2;
          if (slot == record)
            {
              sr->on_to[i1] = w2->last_to == OUT ? 0 : w2->last_to;
              sr->on_touched[i1] = (w2->touched & units[i]) != 0;
            }
        }
      w2++;
    }
  if (w2 != &sr->leaves[sr->n_leaves])
    {
      sr->n_leaves = (guint) (w2 - sr->leaves);
      sr->max_used = 2;
    }
}

/* The plays of two numbers whose first step is by nums[@j] (_bx_ruqi_search()): each
 * first step made (unless @later), then its second steps.  Sets *@made when there is a
 * first step; FALSE when the table of plays overflowed. */
static inline __attribute__ ((always_inline)) gboolean
plays_after (Search        *sr,
             int            p,
             guint          j,
             const guint8  *nums,
             gboolean       differ,
             gboolean       later,
             const Leaders *ld,
             const guint64 *unit_cells,
             gboolean      *made)
{
  for (guint s = sr->ok_slots[j]; s != 0; s &= s - 1)
    {
      int slot = __builtin_ctz (s), i1 = slot >> 1;
      const BxRuqiFirst *f = &sr->first[j][0][0] + slot;
      if (G_UNLIKELY (sr->n_leaves >= LEAF_MAX))
        {
          sr->overflow = TRUE;
          return FALSE;
        }
      *made = TRUE;
      if (!later)
        sr->leaves[sr->n_leaves++] = f->w;
      if (differ && j == 1 && (slot & 1) == 0 && !(f->w.steps[0].flags & BX_STEP_STACK)
          && f->w.last_to != OUT && !may_turn (sr->c.pv, f->w.last_to))
        {
          /* A step by the smaller number that stacked on nothing and cannot turn into a
           * lane: second_steps() drops every other unit's step that misses its cells
           * (laid in the other order before), so when all do and the unit going on
           * repeats the other order (same_unit_again()), it finds nothing. */
          guint64 others = 0;
          BX_RUQI_UNROLL
          for (int u = 0; u < P; u++)
            others |= unit_cells[u] & -(guint64) (u != i1);   /* no branch a unit */
          if (!(others & f->cells)
              && same_unit_again (sr, &f->w, i1, ld->units[i1], nums[0]))
            continue;
        }
      second_steps (sr, p, &f->w, f, slot, j, nums, differ, ld);
      if (sr->overflow)
        return FALSE;
    }
  return TRUE;
}

/* _bx_ruqi_search() for the mover @p (sr->c.player): the plays after each first number
 * compiled apart (constant arguments of plays_after() and second_steps()).  More copies
 * (first_steps() for each count of numbers, step_unit() into a lane apart, the whole
 * search for each player) cut up to 4 % more instructions but were no faster on the
 * machine: the search's code grew 3 to 5 times (eng-ruqi7 in docs/benchmarks.md). */
static inline __attribute__ ((always_inline)) void
search_as (Search       *sr,
           int           p,
           const Work   *w,
           const guint8 *nums,
           guint         n_nums,
           gboolean      back,
           gboolean      one_unit,
           gboolean      short_dropped)
{
  guint8 kind = w->kind ? w->rs.xiao[p] : (guint8) ~w->rs.xiao[p];
  gboolean differ = n_nums == 2 && nums[0] != nums[1];
  guint n_first = differ ? 2 : 1;
  /* With two numbers and play.all-numbers, the plays of one step are kept only when no
   * play of two steps exists; they are added after the search then, in their order. */
  gboolean later = n_nums == 2 && short_dropped;
  guint8 movers;
  Leaders ld;
  gboolean made = FALSE;
  guint64 unit_cells[P];

  g_return_if_fail (n_nums == 1 || n_nums == 2);
  /* A play of one number has no second step, so one_unit needs nothing here. */
  (void) one_unit;
  leaders_find (&sr->c, p, w, &ld);
  movers = ld.all & kind;
  /* A step back is rare (兩謙): the common steps forward compiled apart. */
  if (G_UNLIKELY (back))
    first_steps (sr, p, w, nums, n_first, TRUE, n_nums == 2, &ld, movers);
  else
    first_steps (sr, p, w, nums, n_first, FALSE, n_nums == 2, &ld, movers);
  memset (sr->on_to, 0, sizeof sr->on_to);
  /* The plays in the order of the depth-first search: each first step (unless @later),
   * then its second steps; with @later, the first steps alone after all that, when no
   * second step was found. */
  if (differ)
    {
      /* Of each unit, the cells its steps by the larger number depend on. */
      memset (unit_cells, 0, sizeof unit_cells);
      for (guint s = slots (movers, ld.lanes); s != 0; s &= s - 1)
        {
          int slot = __builtin_ctz (s);
          unit_cells[slot >> 1] |= (&sr->first[0][0][0] + slot)->cells;
        }
    }
  if (n_nums == 2)
    {
      /* Each first number compiled apart (a constant @j and @differ). */
      if (differ)
        {
          if (!plays_after (sr, p, 0, nums, TRUE, later, &ld, unit_cells, &made)
              || !plays_after (sr, p, 1, nums, TRUE, later, &ld, unit_cells, &made))
            return;
        }
      else if (!plays_after (sr, p, 0, nums, FALSE, later, &ld, unit_cells, &made))
        return;
    }
  if (n_nums == 1 || (later && sr->max_used != 2))
    for (guint j = 0; j < n_first; j++)
      for (guint s = sr->ok_slots[j]; s != 0; s &= s - 1)
        {
          const BxRuqiFirst *f = &sr->first[j][0][0] + __builtin_ctz (s);
          if (G_UNLIKELY (sr->n_leaves >= LEAF_MAX))
            {
              sr->overflow = TRUE;
              return;
            }
          made = TRUE;
          sr->leaves[sr->n_leaves++] = f->w;
        }
  if (made)
    sr->max_used = MAX (sr->max_used, 1);
}

/**
 * _bx_ruqi_search:
 * @sr: the search: its context (sr->c), leaves and count set; receives the plays found
 *   after sr->leaves[sr->n_leaves] and the most numbers one used in sr->max_used
 * @w: the position of the throw, as a play of no step of the kind searched (Work.kind)
 * @nums: the numbers the throw gives the kind (kind_numbers() in bx-ruqi-moves.c), the
 *   larger first
 * @n_nums: 1 or 2
 * @back: a step back (兩謙退一等, one number)
 * @one_unit: the numbers go to one unit only (one number: no second step anyway)
 * @short_dropped: play.all-numbers: a play of one step of two numbers is not wanted when
 *   one of two steps exists, so it is listed only when none does
 *
 * Finds every play of the kind by these numbers (a step per number, each number at most
 * once; a play may stop short, play.all-numbers is the caller's), in the order of the
 * depth-first search: each first step by nums[0] followed by its second steps, then each
 * first step by nums[1] followed by its own (equal numbers: one order).  A play that is a
 * duplicate of one found before, the same steps in the other order, may be left out.
 */
void
_bx_ruqi_search (Search       *sr,
                 const Work   *w,
                 const guint8 *nums,
                 guint         n_nums,
                 gboolean      back,
                 gboolean      one_unit,
                 gboolean      short_dropped)
{
  /* Not compiled once for each player: that saved 1.8 % of the instructions, but the two
   * copies of the search outgrew the instruction cache (cachegrind: some 1,800 I1 misses a
   * game, none with one copy), and the players alternate every move. */
  search_as (sr, sr->c.player, w, nums, n_nums, back, one_unit, short_dropped);
}

/**
 * _bx_ruqi_kind_can_move:
 * @sr: the search (its context sr->c)
 * @w: the position of the throw, as a play of no step of the kind asked about (Work.kind)
 * @nums: the numbers the throw gives the kind; @n_nums: how many
 * @back: a step back
 *
 * Whether a unit of @w's kind has any step by one of the numbers: whether
 * _bx_ruqi_search() would find a play of at least one step (the rule play.xiao-first of a
 * 梟's play asks it of the 伏).  Stops at the first step made.
 *
 * Returns: whether a step exists
 */
gboolean
_bx_ruqi_kind_can_move (Search       *sr,
                        const Work   *w,
                        const guint8 *nums,
                        guint         n_nums,
                        gboolean      back)
{
  int p = sr->c.player;
  const Priv *pv = sr->c.pv;
  const guint8 *node = w->rs.node[p];
  guint8 kind = w->kind ? w->rs.xiao[p] : (guint8) ~w->rs.xiao[p];

  BX_RUQI_UNROLL
  for (int i = 0; i < P; i++)
    {
      int n = node[i];
      gboolean leader = TRUE;
      if (n == OUT || !((kind >> i) & 1))
        continue;
      if (n != START)
        BX_RUQI_UNROLL
        for (int k = 0; k < i; k++)
          if (node[k] == n)
            {
              leader = FALSE;
              break;
            }
      if (!leader)
        continue;
      for (int lane = 0; lane <= (pv->lanes && (n == 10 || (n == 20 && !pv->half_lanes)));
           lane++)
        for (guint j = 0; j < n_nums; j++)
          {
            Work w2 = *w;
            BxStep st;
            if (step_unit (&sr->c, &w2, i, unit_mask (&w->rs, p, i), nums[j], back, lane,
                           &st))
              return TRUE;
          }
    }
  return FALSE;
}
