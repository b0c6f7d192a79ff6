/* bx-ruqi.h: the 儒棋 engine (游肇 儒棋格), driven only by ruleset parameters
 *
 * The board (rule ruqi.board, interpreted after seed 002, rec.wiki-ruqi) is a square of
 * 11 × 11 cells.  Its outer ring is the 周道 of forty cells; the middle column is the 凈
 * lane, the middle row the 中 lane.  The ring meets them in four crossings: 此凈 (bottom,
 * White's), 彼凈 (top, Black's), and the two 中 crossings (right and left).  The forty
 * less those four are the thirty-six cells "used".
 *
 * Each player has a route of nodes, counted from his own 凈 crossing in the one direction
 * both players go (counter-clockwise on screen):
 *
 *   node  0        START: beside the own 凈 crossing, not on the board
 *   node  1 – 39   the ring, own progress 1–39 (10, 20 and 30 are the crossings)
 *   node 40 – 48   the 中 lane, entered at ring 10 and leading to ring 30
 *   node 49 – 57   the 凈 lane, entered at ring 20 (彼凈) and leading home (out)
 *
 * With lanes.own-halves (ruqige.ge.14, 互有二不得相干) each side uses only its own halves:
 * 中 nodes 40 – 44 (z1–z5, z5 the centre), then 凈 nodes 54 – 57 (j6–j9), then out; the
 * other nodes of the lanes are the enemy's.  With board.corners = pass (ruqige.ge.9–10)
 * the ring nodes 5, 15, 25 and 35 (四維) are counted but never a resting place.
 *   node 58        OUT: back at the own 凈, off the board for good
 *
 * Cells are numbered row × 11 + column (0–120), row 0 at the top; White (player 0, 此)
 * sits at the bottom, Black (player 1, 彼) at the top.  Moves (BxStep from/to) use the
 * board's 57 points instead:
 *
 *   point  0 – 39  the ring, counter-clockwise from 此凈 (0); 10 右中, 20 彼凈, 30 左中
 *   point 40 – 48  the 凈 lane, top to bottom (44 is the centre, shared with 中)
 *   point 49 – 56  the 中 lane, left to right without the centre
 *   point 57 – 61  the mover's pieces 善 … 順 beside their 凈 (BX_RUQI_START_SLOT + piece)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"

G_BEGIN_DECLS

#define BX_RUQI_SIZE      11
#define BX_RUQI_N_CELLS   (BX_RUQI_SIZE * BX_RUQI_SIZE)
#define BX_RUQI_RING      40
#define BX_RUQI_PIECES    5

#define BX_RUQI_NODE_START 0
#define BX_RUQI_NODE_ZHONG 40   /* 中 lane, first of 9 */
#define BX_RUQI_NODE_JING  49   /* 凈 lane, first of 9 */
#define BX_RUQI_NODE_OUT   58

/* BxStep.from for a piece still beside its 凈: BX_RUQI_START_SLOT + piece (0–4). */
#define BX_RUQI_START_SLOT 57

/* The throw face read as 謙 (a cubic die's 6). */
#define BX_RUQI_FACE_QIAN 6

/* BxMove.flags: the opening throw-off (ruqi.first) */
#define BX_RUQI_MOVE_THROW_OFF (1u << 8)
/* BxMove.flags: an idle throw (虛投) of a side that has all its pieces out */
#define BX_RUQI_MOVE_XUTOU     (1u << 9)

/* BxStep.flags of this family (beside the generic BxStepFlags) */
#define BX_RUQI_STEP_BACK (1u << 6)   /* two 謙: a 伏 goes back one */
#define BX_RUQI_STEP_LANE (1u << 7)   /* the step turns into a lane */

typedef enum
{
  BX_RUQI_PHASE_THROW_OFF,   /* the first 局: both throw once, the higher starts */
  BX_RUQI_PHASE_PLAY,
} BxRuqiPhase;

/**
 * BxRuqiState:
 * @node: the route node of each player's pieces (善 敬 德 忠 順 = index 0–4)
 * @xiao: per player, a bit per piece: set when it stands (梟), clear when it lies (伏)
 * @suan: 算 won so far in the match (10 make a 爵)
 * @ju: the number of 局 finished
 * @phase: a #BxRuqiPhase
 * @throw_off: during the throw-off, White's total + 1 (0: White has not thrown)
 * @last_winner: the winner of the last finished 局, or -1
 * @last_suan: the 算 that 局 gave
 *
 * The family part of a #BxState (its @data); see bx_ruqi_state().
 */
typedef struct
{
  guint8 node[2][BX_RUQI_PIECES];
  guint8 xiao[2];
  guint8 suan[2];
  guint8 ju;
  guint8 phase;
  guint8 throw_off;
  gint8  last_winner;
  guint8 last_suan;
} BxRuqiState;

const BxGameVTable *bx_ruqi_get_vtable (void);

static inline BxRuqiState *
bx_ruqi_state (BxState *state)
{
  return (BxRuqiState *) state->data.bytes;
}

static inline const BxRuqiState *
bx_ruqi_state_const (const BxState *state)
{
  return (const BxRuqiState *) state->data.bytes;
}

int          bx_ruqi_node_cell         (int            player,
                                        int            node);
int          bx_ruqi_cell_point        (int            cell);
int          bx_ruqi_point_cell        (int            point);
gboolean     bx_ruqi_cell_is_crossing  (int            cell);
const char  *bx_ruqi_cell_label        (int            cell);
char        *bx_ruqi_node_label        (int            node);
const char  *bx_ruqi_piece_name        (int            piece);
int          bx_ruqi_piece_value       (const BxGame  *game,
                                        int            piece);
const char  *bx_ruqi_face_name         (int            face);
int          bx_ruqi_face_value        (int            face);
guint        bx_ruqi_jue               (const BxGame  *game,
                                        const BxState *state,
                                        int            player);
guint        bx_ruqi_suan_per_jue      (const BxGame  *game);
gboolean     bx_ruqi_half_lanes        (const BxGame  *game);
guint        bx_ruqi_jue_to_win        (const BxGame  *game);
int          bx_ruqi_left_value        (const BxGame  *game,
                                        const BxState *state,
                                        int            player);

G_END_DECLS
