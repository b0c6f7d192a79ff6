/* bx-ruqi-private.h: what the files of the 儒棋 engine share
 *
 * The engine is bx-ruqi.c (geometry, params, state, notation, the vtable),
 * bx-ruqi-moves.c (the play generator, legal_moves, apply, result), bx-ruqi-search.c (the
 * search of one kind's plays), bx-ruqi-step.h (one step of a play, for the generator and
 * the notation), bx-ruqi-notation.c (describe_move
 * and the replay of a move for the words) and bx-ruqi-json.c (the state as JSON).  This
 * header holds the params (Priv) and the functions one file calls in another: vtable hooks
 * under their own names (the vtable lists them), other functions with the internal prefix
 * _bx_ruqi_.  Not installed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-ruqi.h"

G_BEGIN_DECLS

#define S BX_RUQI_SIZE
#define P BX_RUQI_PIECES
#define START BX_RUQI_NODE_START
#define OUT BX_RUQI_NODE_OUT
#define ZH BX_RUQI_NODE_ZHONG
#define JI BX_RUQI_NODE_JING

/* Before a loop of a few turns in the generator (the five pieces, the two kinds): unrolled
 * whole, which -O2 does not do where it grows the code (these loops are short and hot;
 * callgrind: 420,500 → 404,800 instructions a game). */
#define BX_RUQI_UNROLL _Pragma ("GCC unroll 5")

enum { KIND_FU, KIND_XIAO };
enum { FU_DOUBLE_ONE_PIECE, FU_DOUBLE_ONE_STEP };

/* The crossings of a route (ring 10, 20 and 30; the own 凈 crossing is START and OUT). */
static inline gboolean
_bx_ruqi_node_is_crossing (int node)
{
  return node == 10 || node == 20 || node == 30;
}

/* One step forward along the route; @lane turns into the lane at a crossing; @halves:
 * the 中 half leads at the centre into the own half of the 凈 lane (lanes.own-halves). */
static inline int
_bx_ruqi_node_forward (int      node,
                       gboolean lane,
                       gboolean halves)
{
  if (node == START)
    return 1;
  if (node < BX_RUQI_RING)
    {
      if (lane && node == 10)
        return ZH;
      if (lane && node == 20)
        return JI;
      return node == 39 ? OUT : node + 1;
    }
  if (node < JI)
    {
      if (halves && node == ZH + 4)
        return JI + 5;
      return node == ZH + 8 ? 30 : node + 1;
    }
  return node == JI + 8 ? OUT : node + 1;
}

static inline int
_bx_ruqi_node_back (int      node,
                    gboolean halves)
{
  if (halves && node == JI + 5)
    return ZH + 4;
  if (node >= 2 && node < BX_RUQI_RING)
    return node - 1;
  if (node == ZH)
    return 10;
  if (node == JI)
    return 20;
  if (node > ZH && node < OUT)
    return node - 1;
  return -1;
}

/* A count of n forward from a node, as the route gives it (made once in prepare by
 * _bx_ruqi_paths_init(), for the generator's inner loop): the node reached
 * (%BX_RUQI_PATH_NONE: the count ends beyond OUT where overshooting is not allowed; with
 * board.corners = pass a count ending on a corner is carried on to the next node, and
 * @corner is set), the
 * nodes crossed before the last step (a bit per node, in any player's numbering), and
 * whether a crossing or a corner was among them.  The enemy and the own pieces are not
 * looked at: the generator checks them against the nodes. */
#define BX_RUQI_PATH_NONE 0xff
#define BX_RUQI_PATH_FROM 64    /* nodes 0–63: every node a checked state holds, and more */
#define BX_RUQI_PATH_N    8     /* counts 0–7 (a 投子 gives at most 6) */
typedef struct
{
  guint64 mid;
  guint8  dest;
  guint8  passed;
  guint8  corner;
  guint8  cross_end;    /* crossing.enemy = beyond and the count ends on a crossing */
} BxRuqiPath;

/* The four corners of the ring (四維), the same nodes for both players. */
static inline gboolean
_bx_ruqi_node_is_corner (int node)
{
  return node > 0 && node < BX_RUQI_RING && node % 10 == 5;
}

/* Of the five low bytes of @x (a side's nodes), those equal to @v: 1 in each such byte,
 * 0 in the others (without a carry from one byte into the next). */
static inline guint64
_bx_ruqi_bytes_equal (guint64 x,
                      guint8  v)
{
  const guint64 low7 = G_GUINT64_CONSTANT (0x7f7f7f7f7f);
  guint64 t = x ^ (G_GUINT64_CONSTANT (0x0101010101) * v), y;

  y = ~(((t & low7) + low7) | t | low7);   /* the top bit of each zero byte */
  return (y >> 7) & G_GUINT64_CONSTANT (0x0101010101);
}

/* How many of the five low bytes of @ones (_bx_ruqi_bytes_equal()) are 1. */
static inline int
_bx_ruqi_bytes_count (guint64 ones)
{
  return (int) (((ones * G_GUINT64_CONSTANT (0x0101010101)) >> 32) & 0xff);
}

/* The five low bytes of @ones (_bx_ruqi_bytes_equal()) as the bits 0–4: byte i to bit i
 * (each byte's bit lands alone on 32 + i, 8i − 7j ≠ 0 for i ≠ j). */
static inline guint
_bx_ruqi_bytes_gather (guint64 ones)
{
  const guint64 magic = (G_GUINT64_CONSTANT (1) << 32) | (G_GUINT64_CONSTANT (1) << 25)
                        | (G_GUINT64_CONSTANT (1) << 18) | (G_GUINT64_CONSTANT (1) << 11)
                        | (G_GUINT64_CONSTANT (1) << 4);

  return (guint) ((ones * magic) >> 32) & 0x1f;
}

/* The five low bytes set (0xff) for the bits of @mask (bits 0–4), the others clear. */
static inline guint64
_bx_ruqi_bytes_of (guint mask)
{
  /* _bx_ruqi_bytes_gather()'s inverse: bit i to bit 8i (i + 7k, k = 0–4, meets a byte's
   * low bit only for k = i, and no two terms collide), then each byte filled. */
  const guint64 spread = G_GUINT64_CONSTANT (0x10204081);

  return (((mask & 0x1f) * spread) & G_GUINT64_CONSTANT (0x0101010101)) * 0xff;
}

typedef struct BxRuqiGeo_ BxRuqiGeo;

typedef struct
{
  int      values[P];
  int      qian_face;
  gboolean throw_off;
  int      first;
  gboolean lanes;
  gboolean half_lanes;      /* lanes.own-halves: each side its own half of 中 and of 凈 */
  gboolean corners_pass;    /* board.corners = pass: counted, never a resting cell */
  gboolean beyond;          /* crossing.enemy = beyond: 擬以過之 */
  gboolean qian_xin;        /* fu.first-qian-xin = stretch: 屈而申之 */
  gboolean overshoot;
  int      fu_double;
  gboolean all_numbers;
  gboolean xiao_first;
  gboolean score_by_value;
  int      suan_per_jue;
  int      jue_to_win;
  gboolean xutou_wait;
  gboolean next_loser;
  /* rule indices (-1: no such rule) */
  /* the route's counts, [lane][from][n] (_bx_ruqi_paths_init()) */
  BxRuqiPath path[2][BX_RUQI_PATH_FROM][BX_RUQI_PATH_N];
  /* the geometry's tables (_bx_ruqi_geo()), for the generator */
  const BxRuqiGeo *geo;
  /* lanes.own-halves: the nodes of the lanes (ZH … OUT − 1, a bit each), from which a
   * step goes on along the own half-lanes (step_unit()); none otherwise */
  guint64  half_lane_nodes;
  /* tells this prepared game from any other (the generator's cache of plays) */
  guint64  serial;
  int r_first, r_alternate, r_route, r_lanes, r_exit, r_rise, r_fall, r_fu_move,
      r_fu_double, r_fu_one_qian, r_fu_two_qian, r_xiao_move, r_xiao_double,
      r_xiao_one_qian, r_xiao_two_qian, r_nomix, r_stack, r_nocapture, r_all, r_xiao_first,
      r_pass, r_suan, r_xutou, r_next, r_jue, r_win, r_corners, r_half_lanes, r_beyond,
      r_qian_xin;
  /* Every rule index above is below 64 (or -1), so that a move's rules can be gathered as
   * one set (bx-ruqi-moves.c, finish_leaf()); then each rule's bit (0: no such rule), the
   * rule of lanes with that of the half-lanes where those are played. */
  gboolean rules_narrow;
  guint64  m_route, m_rise, m_fall, m_stack, m_lanes, m_corners, m_beyond, m_nocapture,
           m_all, m_nomix, m_xiao_first;
} Priv;

/* bx-ruqi-moves.c */
void ruqi_legal_moves (const BxGame  *game,
                       const BxState *state,
                       const BxThrow *t,
                       GArray        *out);
void ruqi_random_move (const BxGame  *game,
                       const BxState *state,
                       const BxThrow *t,
                       BxRng         *choice,
                       BxMove        *out);
void ruqi_apply (const BxGame  *game,
                 BxState       *state,
                 const BxThrow *t,
                 const BxMove  *move);
void ruqi_result (const BxGame  *game,
                  const BxState *state,
                  BxResult      *out);

/* bx-ruqi-notation.c */
char *ruqi_describe_move (const BxGame  *game,
                          const BxState *state,
                          const BxMove  *move);
void _bx_ruqi_move_replay (const BxGame  *game,
                           const BxState *state,
                           const BxMove  *move,
                           guint8        *units,
                           guint8        *from_nodes,
                           guint8        *to_nodes,
                           guint8        *rose,
                           guint8        *fell);

/* bx-ruqi-json.c */
JsonNode *ruqi_state_to_json (const BxGame  *game,
                              const BxState *state);
gboolean ruqi_state_from_json (const BxGame  *game,
                               JsonNode      *node,
                               BxState       *state,
                               GError       **error);
gboolean ruqi_check_state (const BxGame   *game,
                           const BxState  *state,
                           GError        **error);

/* bx-ruqi.c */
/* The geometry as tables (_bx_ruqi_geo()): -1 where bx_ruqi_node_cell() and
 * bx_ruqi_cell_point() give -1.  The node tables cover every value of a guint8 node, so
 * that no state can read past them. */
struct BxRuqiGeo_
{
  gint8 node_cell[2][256];    /* bx_ruqi_node_cell (player, node) */
  gint8 node_point[2][256];   /* bx_ruqi_cell_point (bx_ruqi_node_cell (player, node)) */
  gint8 cell_point[BX_RUQI_N_CELLS];
  /* the nodes (0–63, a bit each) of a player's route on a cell: one, two at the centre
   * (中 and 凈 lanes), none off the route */
  guint64 cell_nodes[2][BX_RUQI_N_CELLS];
  /* the other nodes of a player's route on the cell of a node 0–63 (the centre: the other
   * lane's), none off the board: where an own piece keeps another from landing */
  guint64 twins[2][64];
  /* for a mover, the nodes 0–63 of his route on the cell of an enemy piece on each node
   * of the enemy's route (none off the board): where the enemy keeps him from landing */
  guint64 foe_nodes[2][256];
  /* a node's bit in Work.own: one for the nodes 1–57 on the board, none for the others */
  guint64 node_bit[256];
  /* the nodes 0–63 of a player's route on the cell of each node of it, the node's own
   * among them (none off the board): a set of cells as the mover's nodes on them */
  guint64 cell_of[2][256];
  /* per node, all bits (0xff) or none: whether a moved piece lies (伏) there when a play
   * ends (START, the crossings, OUT; bx-ruqi-step.h, Work.lie), and whether it is one of
   * the crossings 10, 20 and 30 */
  guint8 lie[256];
  guint8 crossing[256];
};

const BxRuqiGeo *_bx_ruqi_geo (void);
void _bx_ruqi_paths_init (Priv *pv);
int _bx_ruqi_node_parse (const char *text);
int _bx_ruqi_left_value (const Priv        *pv,
                         const BxRuqiState *rs,
                         int                player);
void _bx_ruqi_reset_pieces (BxRuqiState *rs);

G_END_DECLS
