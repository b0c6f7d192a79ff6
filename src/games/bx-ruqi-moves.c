/* bx-ruqi-moves.c: the 儒棋 plays of a throw: the generator, legal_moves, apply, result
 *
 * A turn is one throw of the two 投子 and one play: one unit (a lone piece, or a stack
 * that moves together) or two units, all of one kind (伏 or 梟), by the numbers the throw
 * gives that kind.  The generator searches every play on a small copy of the family state,
 * settles the 伏/梟 status of the moved units at the end of the play (從後定), ends the 局
 * when a side has all its pieces out, and de-duplicates plays by their resulting state.
 * Scratch space is thread-local: nothing is allocated beyond growing the caller's list.
 * apply() takes the matching play's result from the plays of the throw, so a move is played
 * exactly as the generator licensed it; the plays of the last position and throw are kept,
 * so legal_moves() (or random_move()) then apply() generate them once.  Counts follow the
 * route from a table made in prepare (Priv.path); the moves and their rules are built only
 * for the plays listed or drawn.  The rest of the engine is in bx-ruqi.c and
 * bx-ruqi-json.c; what they share is in bx-ruqi-private.h.  The notation (describe_move) is
 * here too: it replays the steps to name them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-ruqi-private.h"
#include "bx-scratch.h"

#include <string.h>

#define LEAF_MAX 1024

/* The most steps of a play: a kind gets at most two numbers, one unit each. */
#define WORK_STEPS 2

/* A play in progress: its steps (the move is built, rules and all, only for the plays
 * listed or drawn: finish_result()). */
typedef struct
{
  BxRuqiState rs;
  BxStep      steps[WORK_STEPS];
  guint8      n_steps;    /* 0 only for a pass (throw-off, 虛投, nothing to play) */
  gint8       next_player;
  gint8       winner;
  guint8      score;
  guint8      used;       /* numbers played */
  guint8      kind;
  guint8      touched;    /* pieces that passed a crossing during the play */
  guint8      moved;      /* pieces moved, or stacked upon */
  guint8      passed_enemy;
  guint8      lane;
  guint8      stacked;
  guint8      corner;     /* a corner (四維) was counted on the way */
  guint8      beyond;     /* a move went past a crossing the enemy holds (擬以過之) */
  guint8      bore_off;   /* a step bore a piece off */
  guint64     own;        /* the nodes 1–57 (a bit each) where the mover's pieces stand */
  guint8      last_mask;  /* the unit of the last step, the node it left, the node reached */
  guint8      last_from;
  guint8      last_to;
} Work;

/* What a play reads and does not change: the params, the geometry, the player, and the
 * cells the enemy holds (a bit per cell; 儒棋 has no capture, so they stay put). */
typedef struct
{
  const Priv      *pv;
  const BxRuqiGeo *geo;
  int              player;
  guint64          enemy[2];
  guint64          enemy_nodes;   /* the mover's nodes 0–63 on those cells */
} Ctx;

typedef struct
{
  Ctx         c;
  Work       *leaves;
  guint       n_leaves;
  gboolean    overflow;
  guint       max_used;   /* the most numbers a leaf of the search used */
  /* The first steps by nums[0] of the kind searched, from the position of the throw, of
   * the unit of each leader piece, straight on and into a lane: the node reached
   * (BX_RUQI_PATH_NONE: no such step) and the unit (search()). */
  guint8      first_to[P][2];
  guint8      first_mask[P];
} Search;

typedef struct
{
  Work scratch_leaves[LEAF_MAX];
  /* generate_plays(): the plays kept, each settled and with its 局 finished (its result),
   * the index of each one's unfinished play in scratch_leaves (-1: a pass, whose move is
   * scratch_pass), its kind, and what finishing one needs (finish_result()). */
  Work results[LEAF_MAX];
  gint16 raw[LEAF_MAX];
  guint8 kind[LEAF_MAX];
  BxMove scratch_pass;
} LeafScratch;

/* Per thread, allocated on first use (bx-scratch.h says why). */
BX_DEFINE_SCRATCH (LeafScratch, leaf_scratch)
#define scratch_leaves (leaf_scratch ()->scratch_leaves)
#define scratch_results (leaf_scratch ()->results)
#define scratch_raw (leaf_scratch ()->raw)
#define scratch_kind (leaf_scratch ()->kind)
#define scratch_pass (leaf_scratch ()->scratch_pass)

/* The plays in scratch_results are those of this key (game, player, family state, throw):
 * legal_moves() (or random_move()) and then apply() of the same position generate once. */
typedef struct
{
  gboolean    valid;
  const Priv *pv;
  guint64     serial;     /* the game's (Priv.serial): another game at the same address */
  int         player;
  BxRuqiState rs;
  guint8      d[2];
  guint       n_leaves;
  guint       drawn;      /* the play random_move() drew (G_MAXUINT: none), tried first */
} Generated;

typedef struct
{
  Generated generated;
} GeneratedScratch;

/* Per thread, allocated on first use (bx-scratch.h says why). */
BX_DEFINE_SCRATCH (GeneratedScratch, generated_scratch)
#define generated (generated_scratch ()->generated)

/* The plays kept so far, by their result (family state and next player): an open-addressed
 * table of indices into the leaves, valid where its stamp is the current one. */
#define SEEN_SLOTS 2048
typedef struct
{
  guint32 now;
  guint32 stamps[SEEN_SLOTS];
  guint16 index[SEEN_SLOTS];
} Seen;

typedef struct
{
  Seen seen;
} SeenScratch;

/* Per thread, allocated on first use (bx-scratch.h says why). */
BX_DEFINE_SCRATCH (SeenScratch, seen_scratch)
#define seen (seen_scratch ()->seen)

static inline guint
result_hash (const Work *w)
{
  guint64 a, b;
  guint32 c = 0;

  G_STATIC_ASSERT (sizeof w->rs >= 16 && sizeof w->rs <= 20);
  memcpy (&a, &w->rs, 8);
  memcpy (&b, (const guint8 *) &w->rs + 8, 8);
  memcpy (&c, (const guint8 *) &w->rs + 16, sizeof w->rs - 16);
  a = (a ^ (guint8) w->next_player) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  a ^= (b + c) * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f);
  return (guint) (a ^ (a >> 32));
}

/* Whether a play with @w's result is among leaves[0, kept); if not, records @w as leaf
 * number @kept. */
static gboolean
seen_or_add (Seen       *sn,
             const Work *leaves,
             const Work *w,
             guint       kept)
{
  guint slot = result_hash (w) & (SEEN_SLOTS - 1);

  while (sn->stamps[slot] == sn->now)
    {
      const Work *o = &leaves[sn->index[slot]];
      if (o->next_player == w->next_player && memcmp (&o->rs, &w->rs, sizeof w->rs) == 0)
        return TRUE;
      slot = (slot + 1) & (SEEN_SLOTS - 1);
    }
  sn->stamps[slot] = sn->now;
  sn->index[slot] = (guint16) kept;
  return FALSE;
}

/* Empties the table. */
static void
seen_clear (void)
{
  if (++seen.now == 0)
    {
      memset (seen.stamps, 0, sizeof seen.stamps);
      seen.now = 1;
    }
}

static void
ctx_init (Ctx               *c,
          const Priv        *pv,
          const BxRuqiState *rs,
          int                player)
{
  c->pv = pv;
  c->geo = _bx_ruqi_geo ();
  c->player = player;
  c->enemy[0] = c->enemy[1] = 0;
  c->enemy_nodes = 0;
  for (int i = 0; i < P; i++)
    {
      int cell = c->geo->node_cell[1 - player][rs->node[1 - player][i]];
      if (cell >= 0)
        {
          c->enemy[cell >> 6] |= G_GUINT64_CONSTANT (1) << (cell & 63);
          c->enemy_nodes |= c->geo->cell_nodes[player][cell];
        }
    }
}

/* ---------------------------------------------------------------- moves */

/* The pieces of @player forming the unit of piece @leader: a piece beside its 凈 is alone;
 * on the board, all own pieces on its node (a 累) move together. */
static guint8
unit_mask (const BxRuqiState *rs,
           int                player,
           int                leader)
{
  int node = rs->node[player][leader];
  guint8 m = 0;

  if (node == START)
    return 1u << leader;
  for (int i = 0; i < P; i++)
    if (rs->node[player][i] == node)
      m |= 1u << i;
  return m;
}

/* Whether an enemy piece stands on @cell (≥ 0). */
static inline gboolean
enemy_on_cell (const Ctx *c,
               int        cell)
{
  return (c->enemy[cell >> 6] >> (cell & 63)) & 1;
}

/* The nodes on the board (a bit each) where @player's pieces stand (Work.own). */
static guint64
own_nodes (const BxRuqiState *rs,
           int                player)
{
  guint64 own = 0;

  for (int i = 0; i < P; i++)
    {
      int n = rs->node[player][i];
      if (n != START && n < OUT)
        own |= G_GUINT64_CONSTANT (1) << n;
    }
  return own;
}

/* Whether an own piece of @w stands on @cell, on a node other than @except (-1: none). */
static inline gboolean
own_on_cell (const Ctx  *c,
             const Work *w,
             int         cell,
             int         except)
{
  guint64 on = c->geo->cell_nodes[c->player][cell] & w->own;

  if (except >= 0 && except < 64)
    on &= ~(G_GUINT64_CONSTANT (1) << except);
  return on != 0;
}

/* Whether @player may come to rest on @node: not a corner when corners are only counted
 * (四維之道通數而碁; @back: a step back, as a count forward never ends on one, Priv.path),
 * no enemy there (儒棋 has no capture), and no own piece on the same cell of another lane
 * (the lanes do not interfere). */
static inline gboolean
may_land (const Ctx  *c,
          const Work *w,
          int         node,
          gboolean    back)
{
  int cell = c->geo->node_cell[c->player][node];

  if (cell < 0)
    return TRUE;
  if (back && c->pv->corners_pass && _bx_ruqi_node_is_corner (node))
    return FALSE;
  if (enemy_on_cell (c, cell))
    return FALSE;
  return !own_on_cell (c, w, cell, node);
}

/* Moves the unit of @leader by @n steps (or one back); fills @st.  FALSE when illegal. */
static inline __attribute__ ((always_inline)) gboolean
step_unit (const Ctx *c,
           Work      *w,
           int        leader,
           guint8     mask,
           int        n,
           gboolean   back,
           gboolean   lane,
           BxStep    *st)
{
  const Priv *pv = c->pv;
  const BxRuqiGeo *geo = c->geo;
  int player = c->player;
  BxRuqiState *rs = &w->rs;
  int from = rs->node[player][leader];
  guint8 flags = 0;
  gboolean passed = FALSE, over_enemy = FALSE, cross_end = FALSE;
  int cur = from;

  if (lane && !(pv->lanes && (from == 10 || (from == 20 && !pv->half_lanes))))
    return FALSE;
  if (back)
    {
      cur = _bx_ruqi_node_back (from, pv->half_lanes);
      if (cur < 0)
        return FALSE;
      flags |= BX_RUQI_STEP_BACK;
    }
  else
    {
      const BxRuqiPath *path;
      /* A checked state has its pieces on nodes 0–58, and a 投子 gives at most 6. */
      if (from >= BX_RUQI_PATH_FROM || n < 0 || n >= BX_RUQI_PATH_N)
        return FALSE;
      path = &pv->path[lane ? 1 : 0][from][n];
      if (path->dest == BX_RUQI_PATH_NONE)
        return FALSE;
      cur = path->dest;
      passed = path->passed;
      cross_end = path->cross_end;
      over_enemy = (path->mid & c->enemy_nodes) != 0;
      if (path->corner)
        w->corner = 1;
    }
  /* 若彩雖會而干彼，擬以過之 (ruqige.ge.23): a count that ends exactly on a crossing the
   * enemy holds goes on past it by one, unless a piece stands there (有碁則不得擬); it has
   * then passed the crossing.  A crossing free of the enemy is kept (自居, ge.24). */
  if (cross_end && enemy_on_cell (c, geo->node_cell[player][cur]))
    {
      int nxt = _bx_ruqi_node_forward (cur, FALSE, pv->half_lanes);
      int cell = geo->node_cell[player][nxt];
      if (cell < 0 || enemy_on_cell (c, cell) || own_on_cell (c, w, cell, -1))
        return FALSE;
      over_enemy = TRUE;
      passed = TRUE;
      w->beyond = 1;
      cur = nxt;
    }
  /* 四維之道通數而碁 (ruqige.ge.9–10): a corner is counted but no piece rests there; a
   * count that ends on one is carried on to the next cell (in the table: Priv.path), and a
   * step back may not rest there (may_land()). */
  if (cur != OUT && !may_land (c, w, cur, back))
    return FALSE;

  if (lane)
    {
      flags |= BX_RUQI_STEP_LANE;
      w->lane = 1;
    }
  else if (pv->half_lanes && from >= ZH && from < OUT)
    w->lane = 1;   /* on along the own half-lanes */
  if (over_enemy)
    w->passed_enemy = 1;
  /* An intermediate landing on a crossing counts as passing it (從後定). */
  if (passed || (w->moved & mask && _bx_ruqi_node_is_crossing (from)))
    w->touched |= mask;
  if (cur == OUT)
    {
      flags |= BX_STEP_BEAR_OFF;
      w->bore_off = 1;
    }
  else if ((w->own >> cur) & 1)
    {
      guint8 others = 0;
      for (int i = 0; i < P; i++)
        if (rs->node[player][i] == cur && !(mask & (1u << i)))
          others |= 1u << i;
      if (others)
        {
          /* A 累: the stack takes the mover's state and moves as one from now on. */
          flags |= BX_STEP_STACK;
          w->stacked = 1;
          rs->xiao[player] = (rs->xiao[player] & ~others)
                             | ((rs->xiao[player] & (1u << leader)) ? others : 0);
          w->touched = (w->touched & ~others) | ((w->touched & mask) ? others : 0);
          w->moved |= others;
        }
    }
  if (mask & ~(1u << leader))
    w->stacked = 1;

  st->from = (gint8) (from == START ? BX_RUQI_START_SLOT + leader
                                    : geo->node_point[player][from]);
  st->to = (gint8) (cur == OUT ? BX_POINT_OFF : geo->node_point[player][cur]);
  st->die = (guint8) (back ? 1 : n);
  st->flags = flags;
  if (mask == (1u << leader))
    rs->node[player][leader] = (guint8) cur;
  else
    for (int i = 0; i < P; i++)
      if (mask & (1u << i))
        rs->node[player][i] = (guint8) cur;
  /* The whole unit left @from (START is not on the board). */
  if (from != START && from < 64)
    w->own &= ~(G_GUINT64_CONSTANT (1) << from);
  if (cur != OUT)
    w->own |= G_GUINT64_CONSTANT (1) << cur;
  w->moved |= mask;
  w->last_mask = mask;
  w->last_from = (guint8) from;
  w->last_to = (guint8) cur;
  return TRUE;
}

/* Settles the 伏/梟 of the moved pieces at the end of the play (從後定): on a crossing a
 * piece lies (伏), past one it stands (梟), else it keeps its state.  Returns the pieces
 * that came to rest on a crossing in *on_crossing and those raised in *rose. */
static void
settle (Work   *w,
        int     player,
        guint8 *on_crossing,
        guint8 *rose)
{
  BxRuqiState *rs = &w->rs;

  *on_crossing = *rose = 0;
  for (guint moved = w->moved; moved != 0; moved &= moved - 1)
    {
      int i = __builtin_ctz (moved);
      guint8 bit = 1u << i;
      int node = rs->node[player][i];
      if (node == OUT || node == START)
        rs->xiao[player] &= ~bit;
      else if (_bx_ruqi_node_is_crossing (node))
        {
          rs->xiao[player] &= ~bit;
          *on_crossing |= bit;
        }
      else if (w->touched & bit)
        {
          rs->xiao[player] |= bit;
          *rose |= bit;
        }
    }
}

/* Whether @a and @b (nodes of @p) are on different cells, or one of them on none. */
static inline gboolean
cells_apart (const Ctx *c,
             int        a,
             int        b)
{
  int ca = c->geo->node_cell[c->player][a], cb = c->geo->node_cell[c->player][b];

  return ca < 0 || cb < 0 || ca != cb;
}

/* Whether the last step of @first and a step of the unit @mask from node @f2 to node @t2
 * commute: two different units, and none of the cells either left or reached meet.  A step
 * looks at the enemy (who does not move: 儒棋 has no capture) and at the own pieces on the
 * cell it reaches only (a crossing passed with 擬以過之 reaches the cell beyond it), so in
 * either order each step then finds the same cells, stacks on the same pieces and raises or
 * lays down the same pieces: the two orders give the same result. */
static inline gboolean
steps_commute (const Ctx  *c,
               const Work *first,
               guint8      mask,
               int         f2,
               int         t2)
{
  int f1 = first->last_from, t1 = first->last_to;

  return !(first->last_mask & mask)
         && cells_apart (c, f1, f2) && cells_apart (c, f1, t2)
         && cells_apart (c, t1, f2) && cells_apart (c, t1, t2);
}

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

static void
leaders_find (const Ctx  *c,
              const Work *w,
              Leaders    *ld)
{
  const guint8 *node = w->rs.node[c->player];

  ld->all = ld->lanes = 0;
  for (int i = 0; i < P; i++)
    {
      int n = node[i];
      gboolean leader = TRUE;
      ld->units[i] = (guint8) (1u << i);
      if (n == OUT)
        continue;
      if (n != START)
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
               const Leaders *ld,
               const Work    *w,
               Leaders       *out)
{
  const guint8 *node = w->rs.node[c->player];
  int cur = w->last_to, old = __builtin_ctz (w->last_mask);
  guint8 group = 0, others;
  int lead;

  *out = *ld;
  out->all &= (guint8) ~(1u << old);
  out->lanes &= (guint8) ~(1u << old);
  if (cur == OUT)
    return;
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

/* Plays the numbers left in @nums (unused bits of @avail) with units of @kind.  @prev,
 * when not NULL, is the play of one step by the second number (nums[1], the smaller of
 * two different numbers) that @w is: a second step by nums[0] that commutes with it
 * (steps_commute()) makes the same result as the same two steps the other way round,
 * which the search made before (nums[0] first) and kept or dropped already, so it is not
 * made again.  Every play dropped that way is a duplicate (the same result, the same
 * numbers used): the plays kept, and their order, are those of the full search.  Such a
 * step is known without being made: the same step from the position of the throw was
 * made first (sr->first_to), and when it commutes with @prev's step the pieces @prev
 * moved were on none of its cells, so it finds the same cells after @prev as before. */
static void
search (Search        *sr,
        const Work    *w,
        const guint8  *nums,
        guint          n_nums,
        guint          avail,
        gboolean       back,
        gboolean       one_unit,
        const Work    *prev,
        const Leaders *ld)
{
  int p = sr->c.player;
  const guint8 *node = w->rs.node[p];
  guint8 kind = w->kind ? w->rs.xiao[p] : (guint8) ~w->rs.xiao[p];
  guint8 movers = ld->all, lanes = ld->lanes;
  const guint8 *units = ld->units;

  movers &= kind;
  if (one_unit && w->used > 0)
    movers &= w->moved;
  for (guint j = 0; j < n_nums; j++)
    {
      if (!(avail & (1u << j)))
        continue;
      /* Equal numbers: playing either first is the same. */
      if (j > 0 && (avail & (1u << (j - 1))) && nums[j - 1] == nums[j])
        continue;
      for (guint m = movers; m != 0; m &= m - 1)
        {
          int i = __builtin_ctz (m);
          for (int lane = 0; lane <= ((lanes >> i) & 1); lane++)
            {
              Work *w2;
              BxStep *st;
              if (prev != NULL && sr->first_to[i][lane] != BX_RUQI_PATH_NONE
                  && steps_commute (&sr->c, prev, sr->first_mask[i], node[i],
                                    sr->first_to[i][lane]))
                continue;
              if (G_UNLIKELY (sr->n_leaves >= LEAF_MAX))
                {
                  sr->overflow = TRUE;
                  return;
                }
              w2 = &sr->leaves[sr->n_leaves];
              *w2 = *w;
              st = &w2->steps[w2->n_steps];
              if (!step_unit (&sr->c, w2, i, units[i], nums[j], back, lane, st))
                continue;
              sr->n_leaves++;
              sr->max_used = MAX (sr->max_used, (guint) w->used + 1);
              if (w->used == 0 && j == 0)
                {
                  sr->first_to[i][lane] = w2->last_to;
                  sr->first_mask[i] = w2->last_mask;
                }
              w2->n_steps++;
              w2->used++;
              if (avail & ~(1u << j))
                {
                  Leaders ld2;
                  leaders_after (&sr->c, ld, w2, &ld2);
                  search (sr, w2, nums, n_nums, avail & ~(1u << j), back, one_unit,
                          j == 1 && n_nums == 2 && nums[0] != nums[1] ? w2 : NULL, &ld2);
                }
            }
        }
    }
}

/* Whether a unit of @w's kind has any step by one of the @n_nums numbers: whether the
 * search of those numbers (search()) would find a play of at least one step.  Stops at the
 * first step made. */
static gboolean
kind_can_move (Search       *sr,
               const Work   *w,
               const guint8 *nums,
               guint         n_nums,
               gboolean      back)
{
  int p = sr->c.player;
  const Priv *pv = sr->c.pv;
  const guint8 *node = w->rs.node[p];
  guint8 kind = w->kind ? w->rs.xiao[p] : (guint8) ~w->rs.xiao[p];

  for (int i = 0; i < P; i++)
    {
      int n = node[i];
      gboolean leader = TRUE;
      if (n == OUT || !((kind >> i) & 1))
        continue;
      if (n != START)
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

/* The numbers a throw gives to pieces of @kind, and the rule that says so. */
static guint
kind_numbers (const Priv    *pv,
              const BxThrow *t,
              int            kind,
              gboolean       first,
              guint8        *nums,
              gboolean      *back,
              int           *rule)
{
  int q = (t->d[0] == pv->qian_face) + (t->d[1] == pv->qian_face);

  *back = FALSE;
  if (q == 2)
    {
      *rule = kind == KIND_FU ? pv->r_fu_two_qian : pv->r_xiao_two_qian;
      if (kind == KIND_XIAO)
        return 0;               /* 兩謙者停 */
      *back = TRUE;             /* 兩謙退一等 */
      nums[0] = 1;
      return 1;
    }
  if (q == 1)
    {
      int other = t->d[0] == pv->qian_face ? t->d[1] : t->d[0];
      *rule = kind == KIND_FU ? pv->r_fu_one_qian : pv->r_xiao_one_qian;
      if (kind == KIND_FU && first && pv->qian_xin && other == 5)
        {
          /* 因綵而閱者屈而申之，謂初得謙信也 (ruqige.ge.35): on a side's first throw the 謙
           * holds a 伏 back and the 信 stretches it out by five. */
          *rule = pv->r_qian_xin;
          nums[0] = 5;
          return 1;
        }
      if (kind == KIND_FU)
        return 0;               /* 一謙者停 */
      nums[0] = 1;              /* 一謙行一道 */
      return 1;
    }
  if (t->d[0] == t->d[1])
    {
      *rule = kind == KIND_FU ? pv->r_fu_double : pv->r_xiao_double;
      if (kind == KIND_XIAO)
        {
          nums[0] = nums[1] = t->d[0];   /* 盡行其數 */
          return 2;
        }
      nums[0] = pv->fu_double == FU_DOUBLE_ONE_STEP ? 1 : t->d[0];   /* 唯行一 */
      return 1;
    }
  *rule = kind == KIND_FU ? pv->r_fu_move : pv->r_xiao_move;
  nums[0] = MAX (t->d[0], t->d[1]);
  nums[1] = MIN (t->d[0], t->d[1]);
  return 2;
}

static int
count_out (const BxRuqiState *rs,
           int                player)
{
  int n = 0;

  for (int i = 0; i < P; i++)
    n += rs->node[player][i] == OUT;
  return n;
}

/* Adds @rule to @move, unless @move is NULL (a play finished without its rules). */
static inline void
add_rule (BxMove *move,
          int     rule)
{
  if (move != NULL)
    bx_move_add_rule (move, rule);
}

/* After a play by @p: the end of a 局 (算, 爵, the match) and who throws next; the rules
 * that say so go to @move (NULL: none).  @out_before: @p's pieces out before the play;
 * @out_opp: the enemy's (a play does not move them). */
static void
finish_ju (const Priv *pv,
           Work       *w,
           int         p,
           int         out_before,
           int         out_opp,
           BxMove     *move)
{
  BxRuqiState *rs = &w->rs;
  int out_me, ju_winner = -1, scorer = -1;

  w->next_player = (gint8) (1 - p);
  w->winner = -1;
  w->score = 0;
  /* Without a piece borne off the count out is out_before (< P), and no 局 ends. */
  if (!w->bore_off)
    return;
  out_me = count_out (rs, p);
  if (out_me == P && out_before < P)
    {
      if (out_opp == 0 && pv->xutou_wait)
        {
          add_rule (move, pv->r_xutou);   /* the 局 waits for one piece out */
          return;
        }
      ju_winner = p;
      scorer = out_opp == 0 ? -1 : p;
      if (out_opp == 0)
        add_rule (move, pv->r_xutou);
    }
  else if (out_opp == P && out_before == 0 && out_me > 0)
    {
      ju_winner = 1 - p;
      scorer = 1 - p;
      add_rule (move, pv->r_xutou);
    }
  if (ju_winner < 0)
    return;

  rs->last_winner = (gint8) ju_winner;
  rs->last_suan = 0;
  rs->ju = (guint8) MIN (rs->ju + 1, 255);
  if (scorer >= 0)
    {
      int before = rs->suan[scorer] / pv->suan_per_jue;
      rs->last_suan = (guint8) _bx_ruqi_left_value (pv, rs, 1 - scorer);
      rs->suan[scorer] = (guint8) MIN (rs->suan[scorer] + rs->last_suan, 250);
      add_rule (move, pv->r_suan);
      if (rs->suan[scorer] / pv->suan_per_jue > before)
        add_rule (move, pv->r_jue);
      if (rs->suan[scorer] >= pv->suan_per_jue * pv->jue_to_win)
        {
          w->winner = (gint8) scorer;
          w->score = rs->suan[scorer];
          w->next_player = (gint8) p;
          add_rule (move, pv->r_win);
          return;
        }
    }
  _bx_ruqi_reset_pieces (rs);
  w->next_player = (gint8) (1 - ju_winner);   /* 次局負仍先 */
  add_rule (move, pv->r_next);
}

/* What finishing a play (finish_leaf()) reads besides the play: the position and throw
 * it was made from. */
typedef struct
{
  const Priv  *pv;
  BxRuqiState  rs0;
  int          p;
  int          k;
  guint        n_nums[2];
  int          kind_rule[2];
  guint        max_used[2];
  gboolean     both;
  gboolean     has[2];       /* the mover has a piece of the kind not out */
  int          out_before;   /* the mover's pieces out before the play */
  int          out_opp;      /* the enemy's (a play does not move them) */
} Finish;

typedef struct
{
  Finish scratch_finish;
} FinishScratch;

/* Per thread, allocated on first use (bx-scratch.h says why). */
BX_DEFINE_SCRATCH (FinishScratch, finish_scratch)
#define scratch_finish (finish_scratch ()->scratch_finish)

/* Finishes play @l of kind f->k: settles it (從後定), ends the 局 if it does (finish_ju())
 * and, when @move is not NULL, builds its move there with every rule that licenses it. */
static void
finish_leaf (const Finish *f,
             Work         *l,
             BxMove       *move)
{
  const Priv *pv = f->pv;
  int k = f->k, p = f->p;
  guint8 on_crossing, rose;

  settle (l, p, &on_crossing, &rose);
  if (move == NULL)
    {
      if (l->bore_off)
        finish_ju (pv, l, p, f->out_before, f->out_opp, NULL);
      else
        {
          /* finish_ju() without a piece borne off: no 局 ends. */
          l->next_player = (gint8) (1 - p);
          l->winner = -1;
          l->score = 0;
        }
      return;
    }
  memset (move, 0, sizeof *move);
  move->n_steps = l->n_steps;
  memcpy (move->steps, l->steps, l->n_steps * sizeof l->steps[0]);
  bx_move_add_rule (move, f->kind_rule[k]);
  if (!(l->steps[0].flags & BX_RUQI_STEP_BACK))
    bx_move_add_rule (move, pv->r_route);
  /* The other kind stops: 一謙者停 / 兩謙者停. */
  if (f->n_nums[1 - k] == 0 && f->has[1 - k])
    bx_move_add_rule (move, f->kind_rule[1 - k]);
  if (rose)
    bx_move_add_rule (move, pv->r_rise);
  if (on_crossing)
    bx_move_add_rule (move, pv->r_fall);
  if (l->stacked)
    bx_move_add_rule (move, pv->r_stack);
  if (l->lane)
    bx_move_add_rule (move, pv->r_lanes);
  if (l->lane && pv->half_lanes)
    bx_move_add_rule (move, pv->r_half_lanes);
  if (l->corner)
    bx_move_add_rule (move, pv->r_corners);
  if (l->beyond)
    bx_move_add_rule (move, pv->r_beyond);
  for (guint s = 0; s < l->n_steps; s++)
    if (l->steps[s].flags & BX_STEP_BEAR_OFF)
      bx_move_add_rule (move, pv->r_exit);
  finish_ju (pv, l, p, f->out_before, f->out_opp, move);
  if (f->both)
    bx_move_add_rule (move, pv->r_nomix);
  if (pv->xiao_first && f->max_used[1 - k] > 0)
    bx_move_add_rule (move, pv->r_xiao_first);
  if (l->passed_enemy)
    bx_move_add_rule (move, pv->r_nocapture);
  if (pv->all_numbers && l->used < f->n_nums[k])
    bx_move_add_rule (move, pv->r_all);
}

/* A pass (no steps) of @rs0 by @p with @flags and @rule into scratch_results[0] and
 * scratch_pass (its move). */
static void
pass_play (const BxRuqiState *rs0,
           int                p,
           guint16            flags,
           int                rule)
{
  Work *w = &scratch_results[0];

  memset (w, 0, sizeof *w);
  w->rs = *rs0;
  w->next_player = (gint8) (1 - p);
  w->winner = -1;
  memset (&scratch_pass, 0, sizeof scratch_pass);
  scratch_pass.flags = flags;
  bx_move_add_rule (&scratch_pass, rule);
  scratch_raw[0] = -1;
}

/* Every play of the throw, settled, with its 局 finished, filtered and de-duplicated by
 * its result, into scratch_results (without rules: finish_result() builds a play's move);
 * the index of each one's unfinished play in sr->leaves (scratch_leaves) goes to
 * scratch_raw (-1 for a pass, whose move is scratch_pass), its kind to scratch_kind, and
 * what finishing one needs to scratch_finish.  Returns the number of plays. */
static guint
generate_plays (const Priv        *pv,
                const BxRuqiState *rs0,
                int                p,
                const BxThrow     *t,
                Search            *sr)
{
  guint8 nums[2][2];
  gboolean back[2];
  guint first_leaf[2], end_leaf[2];
  gboolean allowed[2], full[2];
  Finish *f = &scratch_finish;
  LeafScratch *ls = leaf_scratch ();
  Seen *sn = &seen;
  Work w;
  guint kept = 0;
  int out_me = 0, out_opp = 0, at_start = 0;
  Leaders ld;

  memset (&w, 0, sizeof w);
  f->has[0] = f->has[1] = FALSE;
  w.rs = *rs0;
  w.own = own_nodes (rs0, p);
  ctx_init (&sr->c, pv, rs0, p);
  sr->n_leaves = 0;

  if (rs0->phase == BX_RUQI_PHASE_THROW_OFF)
    {
      pass_play (rs0, p, BX_MOVE_PASS | BX_RUQI_MOVE_THROW_OFF, pv->r_first);
      return 1;
    }
  for (int i = 0; i < P; i++)
    {
      int n = rs0->node[p][i];
      out_me += n == OUT;
      at_start += n == START;
      out_opp += rs0->node[1 - p][i] == OUT;
      if (n != OUT)
        f->has[(rs0->xiao[p] >> i) & 1] = TRUE;
    }
  if (out_me == P)
    {
      /* 虛投: all out, waiting for the other side to bring one out. */
      pass_play (rs0, p, BX_MOVE_PASS | BX_RUQI_MOVE_XUTOU, pv->r_xutou);
      return 1;
    }

  f->pv = pv;
  f->rs0 = *rs0;
  f->p = p;
  f->k = 0;
  f->both = f->has[KIND_FU] && f->has[KIND_XIAO];
  f->out_before = out_me;
  f->out_opp = out_opp;
  /* 梟 first when they go first (play.xiao-first): when they can play all their numbers
   * the plays of the 伏 are never kept, and only whether a 伏 can move at all is needed
   * (the rule play.xiao-first of a 梟's play). */
  for (int o = 0; o < 2; o++)
    {
      int k = pv->xiao_first ? 1 - o : o;
      guint n;
      first_leaf[k] = end_leaf[k] = sr->n_leaves;
      n = f->n_nums[k] = kind_numbers (pv, t, k, at_start == P, nums[k], &back[k],
                                       &f->kind_rule[k]);
      f->max_used[k] = 0;
      full[k] = FALSE;
      w.kind = (guint8) k;
      /* No piece of the kind on the board or beside its 凈: no step (search() finds no
       * leader of the kind). */
      if (n == 0 || !f->has[k])
        continue;
      if (o == 1 && pv->xiao_first && full[KIND_XIAO])
        {
          f->max_used[k] = kind_can_move (sr, &w, nums[k], n, back[k]) ? 1 : 0;
          continue;
        }
      memset (sr->first_to, BX_RUQI_PATH_NONE, sizeof sr->first_to);
      sr->max_used = 0;
      leaders_find (&sr->c, &w, &ld);
      search (sr, &w, nums[k], n, (1u << n) - 1, back[k], k == KIND_FU && n == 1, NULL, &ld);
      end_leaf[k] = sr->n_leaves;
      f->max_used[k] = sr->max_used;
      full[k] = f->max_used[k] == n;
    }
  g_assert (!sr->overflow);
  seen_clear ();
  if (pv->xiao_first)
    {
      allowed[KIND_XIAO] = full[KIND_XIAO]
                           || (!full[KIND_FU] && f->max_used[KIND_XIAO] > 0);
      allowed[KIND_FU] = !allowed[KIND_XIAO] && f->max_used[KIND_FU] > 0;
    }
  else if (full[0] || full[1])
    allowed[0] = full[0], allowed[1] = full[1];
  else
    allowed[0] = f->max_used[0] > 0, allowed[1] = f->max_used[1] > 0;

  for (int k = 0; k < 2; k++)
    {
      if (!allowed[k])
        continue;
      f->k = k;
      for (guint i = first_leaf[k]; i < end_leaf[k]; i++)
        {
          const Work *l = &sr->leaves[i];
          Work *r = &ls->results[kept];

          if (pv->all_numbers && l->used < f->max_used[k])
            continue;
          *r = *l;
          finish_leaf (f, r, NULL);
          if (!seen_or_add (sn, ls->results, r, kept))
            {
              ls->raw[kept] = (gint16) i;
              ls->kind[kept] = (guint8) k;
              kept++;
            }
        }
    }

  if (kept == 0)
    {
      pass_play (rs0, p, BX_MOVE_PASS, pv->r_pass);
      for (int k = 0; k < 2; k++)
        if (f->has[k])
          bx_move_add_rule (&scratch_pass, f->kind_rule[k]);
      kept = 1;
    }
  return kept;
}

/* Play @i of generate_plays(), complete with its rules, into @out. */
static void
finish_result (guint   i,
               BxMove *out)
{
  LeafScratch *ls = leaf_scratch ();
  Finish *f = &scratch_finish;
  Work l;

  if (ls->raw[i] < 0)
    {
      *out = scratch_pass;
      return;
    }
  l = scratch_leaves[ls->raw[i]];
  f->k = ls->kind[i];
  finish_leaf (f, &l, out);
}

/* generate_plays(), or the plays already generated for the same position and throw;
 * returns their number (they are in scratch_results). */
static guint
generate (const BxGame  *game,
          const BxState *state,
          const BxThrow *t)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxRuqiState *rs0 = bx_ruqi_state_const (state);
  int p = state->player;
  Generated *g = &generated;
  Search sr;

  /* The plays of this position and throw are already there (legal_moves, then apply). */
  if (g->valid && g->player == p
      && g->d[0] == t->d[0] && g->d[1] == t->d[1]
      && g->pv == pv && g->serial == pv->serial
      && memcmp (&g->rs, rs0, sizeof *rs0) == 0)
    return g->n_leaves;
  sr.leaves = scratch_leaves;
  sr.overflow = FALSE;
  g->valid = FALSE;
  g->n_leaves = generate_plays (pv, rs0, p, t, &sr);
  g->drawn = G_MAXUINT;
  g->valid = TRUE;
  g->pv = pv;
  g->serial = pv->serial;
  g->player = p;
  g->rs = *rs0;
  g->d[0] = t->d[0];
  g->d[1] = t->d[1];
  return g->n_leaves;
}

void
ruqi_legal_moves (const BxGame  *game,
                  const BxState *state,
                  const BxThrow *t,
                  GArray        *out)
{
  guint n = generate (game, state, t), len = out->len;

  g_array_set_size (out, len + n);
  for (guint i = 0; i < n; i++)
    finish_result (i, &g_array_index (out, BxMove, len + i));
}

/* The random player's move (BxGameVTable.random_move): the plays are made and
 * de-duplicated as for legal_moves(), and only the one drawn gets its rules; the draw is
 * bx_game_random_move()'s (儒棋 has no moves of the table). */
void
ruqi_random_move (const BxGame  *game,
                  const BxState *state,
                  const BxThrow *t,
                  BxRng         *choice,
                  BxMove        *out)
{
  guint n = generate (game, state, t);
  guint i = bx_rng_uniform (choice, n);

  generated.drawn = i;
  finish_result (i, out);
}

/* Whether play @w is @move (bx_move_equal(): the same steps; a pass has none). */
static inline gboolean
play_is (const Work   *w,
         const BxMove *move)
{
  if (w->n_steps != move->n_steps || (w->n_steps == 0) != ((move->flags & BX_MOVE_PASS) != 0))
    return FALSE;
  for (guint i = 0; i < w->n_steps; i++)
    if (w->steps[i].from != move->steps[i].from || w->steps[i].to != move->steps[i].to
        || w->steps[i].die != move->steps[i].die)
      return FALSE;
  return TRUE;
}

void
ruqi_apply (const BxGame  *game,
            BxState       *state,
            const BxThrow *t,
            const BxMove  *move)
{
  BxRuqiState *rs = bx_ruqi_state (state);
  const Work *w = NULL;
  guint n = generate (game, state, t);
  const Work *results = scratch_results;
  guint drawn = generated.drawn;

  /* The play drawn by random_move() first, then all of them. */
  if (drawn < n && play_is (&results[drawn], move))
    w = &results[drawn];
  for (guint i = 0; i < n && w == NULL; i++)
    if (play_is (&results[i], move))
      w = &results[i];
  g_return_if_fail (w != NULL);

  state->turn++;
  if (rs->phase == BX_RUQI_PHASE_THROW_OFF)
    {
      /* 高彩者先投: the higher total (謙 counts 0) starts; a tie throws again. */
      int v = bx_ruqi_face_value (t->d[0]) + bx_ruqi_face_value (t->d[1]);
      if (state->player == 0)
        {
          rs->throw_off = (guint8) (v + 1);
          state->player = 1;
          return;
        }
      state->player = 0;
      if (v + 1 == rs->throw_off)
        {
          rs->throw_off = 0;
          return;
        }
      state->player = v + 1 > rs->throw_off ? 1 : 0;
      rs->throw_off = 0;
      rs->phase = BX_RUQI_PHASE_PLAY;
      return;
    }
  *rs = w->rs;
  state->player = w->next_player;
  if (w->winner >= 0)
    {
      state->winner = w->winner;
      state->score = w->score;
    }
}

void
ruqi_result (const BxGame  *game,
             const BxState *state,
             BxResult      *out)
{
  const Priv *pv = bx_game_get_priv (game);

  out->winner = state->winner;
  if (state->winner < 0)
    return;
  out->score = bx_ruqi_state_const (state)->suan[state->winner];
  if (pv->r_win >= 0)
    out->rules[out->n_rules++] = pv->r_win;
  if (pv->r_jue >= 0)
    out->rules[out->n_rules++] = pv->r_jue;
  if (pv->r_suan >= 0)
    out->rules[out->n_rules++] = pv->r_suan;
}


/* ---------------------------------------------------------------- notation */

char *
ruqi_describe_move (const BxGame  *game,
                    const BxState *state,
                    const BxMove  *move)
{
  const Priv *pv = bx_game_get_priv (game);
  GString *out = g_string_new (NULL);
  int p = state->player;
  Work w;
  Ctx c;
  guint8 on_crossing, rose, xiao0;

  if (move->flags & BX_RUQI_MOVE_THROW_OFF)
    return g_string_free (g_string_append (out, "throw-off"), FALSE);
  if (move->flags & BX_RUQI_MOVE_XUTOU)
    return g_string_free (g_string_append (out, "xutou"), FALSE);
  if (bx_move_is_pass (move))
    return g_string_free (g_string_append (out, "pass"), FALSE);

  memset (&w, 0, sizeof w);
  w.rs = *bx_ruqi_state_const (state);
  xiao0 = w.rs.xiao[p];
  w.own = own_nodes (&w.rs, p);
  ctx_init (&c, pv, &w.rs, p);
  for (guint s = 0; s < move->n_steps; s++)
    {
      const BxStep *st = &move->steps[s];
      int leader = -1;
      gboolean back = (st->flags & BX_RUQI_STEP_BACK) != 0;
      g_autofree char *from_label = NULL;
      g_autofree char *to_label = NULL;
      BxStep got;
      Work w2;

      if (st->from >= BX_RUQI_START_SLOT)
        leader = st->from - BX_RUQI_START_SLOT;
      else
        for (int i = 0; i < P && leader < 0; i++)
          if (bx_ruqi_cell_point (bx_ruqi_node_cell (p, w.rs.node[p][i])) == st->from)
            leader = i;
      if (leader < 0)
        {
          g_string_append (out, s ? " ?" : "?");
          continue;
        }
      if (s > 0)
        g_string_append_c (out, ' ');
      for (int i = 0; i < P; i++)
        if (unit_mask (&w.rs, p, leader) & (1u << i))
          g_string_append (out, bx_ruqi_piece_name (i));
      from_label = bx_ruqi_node_label (w.rs.node[p][leader]);
      for (int lane = 0; lane < 2; lane++)
        {
          w2 = w;
          if (step_unit (&c, &w2, leader, unit_mask (&w.rs, p, leader), st->die, back, lane,
                         &got) && got.to == st->to)
            break;
          w2 = w;
        }
      w = w2;
      to_label = bx_ruqi_node_label (w.rs.node[p][leader]);
      g_string_append_printf (out, " %s-%s", from_label, to_label);
    }
  settle (&w, p, &on_crossing, &rose);
  for (int i = 0; i < P; i++)
    {
      guint8 bit = 1u << i;
      if (rose & bit & ~xiao0)
        {
          g_string_append (out, " ^");
          break;
        }
      if (on_crossing & bit & xiao0)
        {
          g_string_append (out, " v");
          break;
        }
    }
  return g_string_free (out, FALSE);
}

/* For the move words (bx-ruqi-words.c): replays @move from @state as ruqi_describe_move()
 * does.  Fills, per step, the unit moved (a bit per piece; 0 when the step is not found),
 * the route node it left and the node it reached; *rose gets the pieces stood up as 梟 and
 * *fell those laid down as 伏 when the play settles (從後定). */
void
_bx_ruqi_move_replay (const BxGame  *game,
                      const BxState *state,
                      const BxMove  *move,
                      guint8        *units,
                      guint8        *from_nodes,
                      guint8        *to_nodes,
                      guint8        *rose,
                      guint8        *fell)
{
  const Priv *pv = bx_game_get_priv (game);
  int p = state->player;
  guint8 on_crossing, up, xiao0;
  Work w;
  Ctx c;

  memset (&w, 0, sizeof w);
  w.rs = *bx_ruqi_state_const (state);
  xiao0 = w.rs.xiao[p];
  w.own = own_nodes (&w.rs, p);
  ctx_init (&c, pv, &w.rs, p);
  for (guint s = 0; s < move->n_steps; s++)
    {
      const BxStep *st = &move->steps[s];
      gboolean back = (st->flags & BX_RUQI_STEP_BACK) != 0;
      int leader = -1;
      BxStep got;
      Work w2;

      units[s] = 0;
      from_nodes[s] = to_nodes[s] = 0;
      if (st->from >= BX_RUQI_START_SLOT)
        leader = st->from - BX_RUQI_START_SLOT;
      else
        for (int i = 0; i < P && leader < 0; i++)
          if (bx_ruqi_cell_point (bx_ruqi_node_cell (p, w.rs.node[p][i])) == st->from)
            leader = i;
      if (leader < 0)
        continue;
      units[s] = unit_mask (&w.rs, p, leader);
      from_nodes[s] = w.rs.node[p][leader];
      for (int lane = 0; lane < 2; lane++)
        {
          w2 = w;
          if (step_unit (&c, &w2, leader, unit_mask (&w.rs, p, leader), st->die, back, lane,
                         &got) && got.to == st->to)
            break;
          w2 = w;
        }
      w = w2;
      to_nodes[s] = w.rs.node[p][leader];
    }
  settle (&w, p, &on_crossing, &up);
  *rose = up & ~xiao0;
  *fell = on_crossing & xiao0;
}
