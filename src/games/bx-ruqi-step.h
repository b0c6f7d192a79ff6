/* bx-ruqi-step.h: one step of a 儒棋 play, for the generator and the notation
 *
 * A play in progress (Work) on a small copy of the family state, what it reads and does
 * not change (Ctx: the params, the geometry, the enemy's cells), one step of a unit along
 * the route (step_unit()) and the settling of 伏/梟 at the end of a play (settle(), 從後定).
 * bx-ruqi-search.c searches the plays of a throw with them (Search, its table of first
 * steps), bx-ruqi-moves.c finishes them; bx-ruqi-notation.c replays a move's steps to name
 * them.  Everything here is static inline: step_unit() runs in the
 * generator's inner loop.  Not installed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-ruqi-private.h"

#include <stddef.h>
#include <string.h>

G_BEGIN_DECLS

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
  guint8      lie;        /* of the pieces moved, those whose node makes them lie (伏) when
                           * the play is settled: beside the 凈, out, on a crossing */
  guint64     own;        /* the nodes 1–57 (a bit each) where the mover's pieces stand */
  guint8      last_mask;  /* the unit of the last step, the node it left, the node reached */
  guint8      last_from;
  guint8      last_to;
} Work;

/* What a play reads and does not change: the params, the geometry, the player, and where
 * the enemy stands (儒棋 has no capture, so the enemy stays put). */
typedef struct
{
  const Priv      *pv;
  const BxRuqiGeo *geo;
  int              player;
  guint8           foe[P];        /* the enemy's nodes */
  /* the player's rows of the geometry's tables: node_point, twins, cell_of */
  const gint8     *point;
  const guint64   *twins;
  const guint64   *cell_of;
  guint64          enemy_nodes;   /* the mover's nodes 0–63 on the enemy's cells */
} Ctx;

static inline void
ctx_init (Ctx               *c,
          const Priv        *pv,
          const BxRuqiState *rs,
          int                player)
{
  const guint8 *foe = rs->node[1 - player];
  guint64 enemy = 0;

  c->pv = pv;
  c->geo = pv->geo;
  c->point = c->geo->node_point[player];
  c->twins = c->geo->twins[player];
  c->cell_of = c->geo->cell_of[player];
  c->player = player;
  memcpy (c->foe, foe, P);
  BX_RUQI_UNROLL
  for (int i = 0; i < P; i++)
    enemy |= c->geo->foe_nodes[player][foe[i]];
  c->enemy_nodes = enemy;
}

/* The pieces of @player forming the unit of piece @leader: a piece beside its 凈 is alone;
 * on the board, all own pieces on its node (a 累) move together. */
static inline guint8
unit_mask (const BxRuqiState *rs,
           int                player,
           int                leader)
{
  int node = rs->node[player][leader];
  guint8 m = 0;

  if (node == START)
    return 1u << leader;
  BX_RUQI_UNROLL
  for (int i = 0; i < P; i++)
    if (rs->node[player][i] == node)
      m |= 1u << i;
  return m;
}

/* Whether an enemy piece stands on @cell (≥ 0).  Only for the rare step that goes past
 * a crossing or off the nodes 0–63: the others read Ctx.enemy_nodes. */
static inline gboolean
enemy_on_cell (const Ctx *c,
               int        cell)
{
  for (int i = 0; i < P; i++)
    if (c->geo->node_cell[1 - c->player][c->foe[i]] == cell)
      return TRUE;
  return FALSE;
}

/* The nodes on the board (a bit each) where @player's pieces stand (Work.own). */
static inline guint64
own_nodes (const BxRuqiGeo  *geo,
           const BxRuqiState *rs,
           int                player)
{
  const guint8 *node = rs->node[player];

  G_STATIC_ASSERT (P == 5);
  return geo->node_bit[node[0]] | geo->node_bit[node[1]] | geo->node_bit[node[2]]
         | geo->node_bit[node[3]] | geo->node_bit[node[4]];
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
 * (the lanes do not interfere).  A node off the board (no cell) is never blocked; the
 * enemy's cells are the mover's nodes Ctx.enemy_nodes, the other lanes' BxRuqiGeo.twins. */
static inline gboolean
may_land (const Ctx  *c,
          const Work *w,
          int         node,
          gboolean    back)
{
  if (back && c->pv->corners_pass && _bx_ruqi_node_is_corner (node))
    return FALSE;
  if (G_UNLIKELY (node < 0 || node >= 64))
    {
      /* No such node in a checked state: by its cell, as the tables stop at 63. */
      int cell = c->geo->node_cell[c->player][node & 0xff];
      return cell < 0 || (!enemy_on_cell (c, cell) && !own_on_cell (c, w, cell, node));
    }
  if ((c->enemy_nodes >> node) & 1)
    return FALSE;
  return (w->own & c->twins[node]) == 0;
}

/* step_unit() with the mover @player (c->player) as an argument: the search passes the
 * one it holds instead of reading it again after every store into the play. */
static inline __attribute__ ((always_inline)) gboolean
step_unit_as (const Ctx *c,
              int        player,
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
  BxRuqiState *rs = &w->rs;
  int from = rs->node[player][leader];
  guint8 flags = 0;
  gboolean passed = FALSE, over_enemy = FALSE, cross_end = FALSE;
  int cur = from;
  guint8 here = mask;   /* the pieces on the node reached after the step, of those moved */
  guint64 nodes;        /* the mover's five nodes, and the three bytes after them */

  G_STATIC_ASSERT (P == 5 && offsetof (BxRuqiState, node[1]) + 8 <= sizeof (BxRuqiState));

  memcpy (&nodes, rs->node[player], sizeof nodes);
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
      w->corner |= path->corner;   /* no branch: a corner passed is not rare */
    }
  /* 若彩雖會而干彼，擬以過之 (ruqige.ge.23): a count that ends exactly on a crossing the
   * enemy holds goes on past it by one, unless a piece stands there (有碁則不得擬); it has
   * then passed the crossing.  A crossing free of the enemy is kept (自居, ge.24). */
  if (cross_end && ((c->enemy_nodes >> cur) & 1))
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
  else if ((pv->half_lane_nodes >> (from & 63)) & 1)
    w->lane = 1;   /* on along the own half-lanes (a checked state's nodes are below 64) */
  if (over_enemy)
    w->passed_enemy = 1;
  /* An intermediate landing on a crossing counts as passing it (從後定). */
  if (passed || (w->moved & mask & geo->crossing[from & 0xff]))
    w->touched |= mask;
  if (cur == OUT)
    {
      flags |= BX_STEP_BEAR_OFF;
      w->bore_off = 1;
    }
  else if ((w->own >> cur) & 1)
    {
      /* The own pieces on @cur, from the five nodes as one word (no branch a piece). */
      guint8 others = (guint8) (_bx_ruqi_bytes_gather (_bx_ruqi_bytes_equal (nodes, cur))
                                & ~mask);
      if (others)
        {
          /* A 累: the stack takes the mover's state and moves as one from now on. */
          flags |= BX_STEP_STACK;
          w->stacked = 1;
          rs->xiao[player] = (rs->xiao[player] & ~others)
                             | ((rs->xiao[player] & (1u << leader)) ? others : 0);
          w->touched = (w->touched & ~others) | ((w->touched & mask) ? others : 0);
          w->moved |= others;
          here |= others;
        }
    }
  /* @leader is the first piece of @mask (the first piece on a node leads it), so the unit
   * is more than its leader when @mask has another bit. */
  w->stacked |= (mask & (mask - 1)) != 0;   /* no branch: often mispredicted */
  /* The unit, and the pieces it stacked on, are all on @cur now (Work.lie). */
  w->lie = (guint8) ((w->lie & ~here) | (here & geo->lie[cur & 0xff]));

  {
    /* Both sides of each choice read first (node_point covers every byte), so that the
     * choice needs no branch: from START is not rare. */
    gint8 pf = c->point[from & 0xff], pt = c->point[cur & 0xff];
    st->from = (gint8) (from == START ? BX_RUQI_START_SLOT + leader : pf);
    st->to = (gint8) (cur == OUT ? BX_POINT_OFF : pt);
  }
  st->die = (guint8) (back ? 1 : n);
  st->flags = flags;
  /* The unit's nodes set to @cur in the word of the five nodes (and the three bytes after
   * them, read again: a stack changed rs->xiao, among them for player 1): no branch on how
   * many pieces move (mispredicted, cachegrind). */
  memcpy (&nodes, rs->node[player], sizeof nodes);
  nodes = (nodes & ~_bx_ruqi_bytes_of (mask))
          | (_bx_ruqi_bytes_of (mask) & (G_GUINT64_CONSTANT (0x0101010101) * (guint8) cur));
  memcpy (rs->node[player], &nodes, sizeof nodes);
  /* The whole unit left @from (START and OUT are not on the board: no bit). */
  w->own = (w->own & ~geo->node_bit[from & 0xff]) | geo->node_bit[cur & 0xff];
  w->moved |= mask;
  w->last_mask = mask;
  w->last_from = (guint8) from;
  w->last_to = (guint8) cur;
  return TRUE;
}

/* Moves the unit of @leader by @n steps (or one back); fills @st.  FALSE when illegal.
 * @mask: the unit's pieces, @leader the first of them (every caller takes the first piece
 * on a node as its leader). */
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
  return step_unit_as (c, c->player, w, leader, mask, n, back, lane, st);
}

/* Settles the 伏/梟 of the moved pieces at the end of the play (從後定): on a crossing a
 * piece lies (伏), past one it stands (梟), else it keeps its state.  Returns the pieces
 * that came to rest on a crossing in *on_crossing and those raised in *rose. */
static inline void
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

/* ---------------------------------------------------------------- the search */

/* The most plays the search of one throw keeps (both kinds). */
#define LEAF_MAX 1024

/* Work.touched to Work.bore_off, as one word, and Work.lie after it: what a step marks in
 * a play, only ever set for the pieces it moved (the search composes two steps of
 * different pieces by OR-ing them, bx-ruqi-search.c). */
#define WORK_MARKS_OFFSET offsetof (Work, touched)
G_STATIC_ASSERT (offsetof (Work, bore_off) == offsetof (Work, touched) + 7);
G_STATIC_ASSERT (offsetof (Work, lie) == offsetof (Work, touched) + 8);
/* A step changes the mover's nodes and 伏/梟 only, within the first 16 bytes of the state. */
G_STATIC_ASSERT (offsetof (BxRuqiState, xiao) + 2 <= 16 && sizeof (BxRuqiState) >= 16);

/* One step of a unit from the position of the throw (bx-ruqi-search.c): the play of that
 * step alone, what it changed (as XOR masks, so that it can be laid on a play whose other
 * step changed other pieces), and the cells it depends on. */
typedef struct
{
  Work    w;          /* the play of this one step, when ok */
  guint64 d_rs[2];    /* the first 16 bytes of the state, before XOR after */
  guint64 d_own;      /* Work.own, before XOR after */
  guint64 cells;      /* ok: the cells left and reached; failed: where an own piece could
                       * have stopped it (none: nothing the mover does can make it legal);
                       * as the mover's nodes on them (BxRuqiGeo.cell_of) */
  guint8  ok;
  guint8  mask;       /* the unit that moves */
  /* to 128 bytes, so that the search finds a slot's entry with a shift */
  guint8  pad[128 - sizeof (Work) - 4 * sizeof (guint64) - 2];
} BxRuqiFirst;
G_STATIC_ASSERT (sizeof (BxRuqiFirst) == 128);

/* The search of one kind's plays for a throw (_bx_ruqi_search()). */
typedef struct
{
  Ctx          c;
  Work        *leaves;      /* every play found (of one or two steps), in the search's order */
  guint        n_leaves;
  gboolean     overflow;
  guint        max_used;    /* the most numbers a play found used */
  BxRuqiFirst  first[2][P][2];   /* [number][leader][lane] */
  guint        ok_slots[2];      /* [number]: the steps of first made, bit 2 leader + lane */
  /* Two different numbers: the play of leader i's unit going on by both numbers, the
   * larger first, along its route (no turn into a lane, no stack on the way): the node it
   * reached (0: no such play) and whether it passed a crossing (bx-ruqi-search.c,
   * same_unit_again()). */
  guint8       on_to[P];
  guint8       on_touched[P];
} Search;

/* bx-ruqi-search.c */
void _bx_ruqi_search (Search       *sr,
                      const Work   *w,
                      const guint8 *nums,
                      guint         n_nums,
                      gboolean      back,
                      gboolean      one_unit,
                      gboolean      short_dropped);
gboolean _bx_ruqi_kind_can_move (Search       *sr,
                                 const Work   *w,
                                 const guint8 *nums,
                                 guint         n_nums,
                                 gboolean      back);

G_END_DECLS
