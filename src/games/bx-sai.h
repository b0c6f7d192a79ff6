/* bx-sai.h: the 塞 (格五) engine: 張步華's two reconstructions, 代弈 and 代博, driven
 * only by ruleset parameters (docs/rulesets.md, "塞 engine params")
 *
 * Players.  Player 0 is Red (赤) and moves first, player 1 is White (白) (saifu.fu.9).
 *
 * The 瓊.  One throw is one 瓊 face: 1 = 塞 (one stroke), 2 = 白 (two), 3 = 黑 in 代弈 /
 * 乘 in 代博 (three), 4 = 五 (blank), equally likely.  Where the throw may be declined
 * (param throw.optional, 塞之間), a turn starts with a decision whose throw is "none"
 * (no faces): the player either plays the move "throw" (%BX_MOVE_THROW), and the 瓊 is
 * thrown on the next turn of the stream, or moves an unblocked piece at once without
 * throwing.
 *
 * Layouts (param layout):
 * - "lanes" (代弈): board.lanes lanes (a, b, … from Red's left) of board.cells cells
 *   (rows 1 … cells from Red's side).  Cell id = row0 × lanes + lane (row0 = row − 1);
 *   a piece of each side stands in each lane; Red moves up (row + 1), White down.
 * - "track" (代博): the 博 board of bx-bo-board.h; each player's pieces go round the
 *   track bx_bo_track_daibo() from his own side (Red south, White north).  Step ids are
 *   board point ids (BX_BO_CENTRE for the square); piece 0 of each side is the 梟.
 *
 * Steps.  BxStep.die is the 瓊 face (0 for a move made without throwing), plus
 * %BX_SAI_DIE_XIAO when the piece moved is the 梟; a stack moved by 乘 is one step per
 * piece.  A drawn game has winner %BX_SAI_DRAW.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"

G_BEGIN_DECLS

#define BX_SAI_MAX_PIECES 6
#define BX_SAI_MAX_LANES 6
#define BX_SAI_MAX_CELLS 8

/* BxState.winner of a drawn game (no progress, rule draw.no-progress). */
#define BX_SAI_DRAW 2

/* Added to BxStep.die when the piece moved is the 梟. */
#define BX_SAI_DIE_XIAO 10

/* BxStep.flags of the family. */
#define BX_SAI_STEP_XIAO (1u << 6)   /* the piece moved is the 梟 */
#define BX_SAI_STEP_JUMP (1u << 7)   /* the piece jumps an enemy piece (白) */

typedef enum
{
  BX_SAI_LAYOUT_LANES,
  BX_SAI_LAYOUT_TRACK,
} BxSaiLayout;

/**
 * BxSaiAction:
 *
 * What a 瓊 face lets a player do (params face.1 … face.4).
 */
typedef enum
{
  BX_SAI_ACT_STEP,    /* an unblocked piece moves one forward */
  BX_SAI_ACT_JUMP,    /* a blocked piece (the 梟 on a track) jumps the enemy in front */
  BX_SAI_ACT_BACK,    /* a piece steps back one */
  BX_SAI_ACT_STACK,   /* all own pieces on one station move one forward together (乘) */
  BX_SAI_ACT_PASS,    /* nothing moves */
} BxSaiAction;

/**
 * BxSaiState:
 * @pos: per player and piece: for lanes the row (0-based, from Red's side) of the piece in
 *   lane i; for a track the station index (0 … len − 1, the last is the centre) along the
 *   player's own route, piece 0 being the 梟
 * @thrown: 1 when the player to move has chosen to throw (the decision is made)
 * @idle: moves since either side last went further than ever before (draw.no-progress)
 * @best: each side's best advance so far (the sum of its pieces' steps from the start)
 *
 * The family part of a #BxState.
 */
typedef struct
{
  gint8  pos[2][BX_SAI_MAX_PIECES];
  guint8 thrown;
  guint8 idle;
  guint8 best[2];
} BxSaiState;

const BxGameVTable *bx_sai_get_vtable (void);

static inline BxSaiState *
bx_sai_state (BxState *state)
{
  return (BxSaiState *) state->data.bytes;
}

static inline const BxSaiState *
bx_sai_state_const (const BxState *state)
{
  return (const BxSaiState *) state->data.bytes;
}

BxSaiLayout  bx_sai_get_layout      (const BxGame  *game);
guint        bx_sai_get_n_pieces    (const BxGame  *game);
guint        bx_sai_get_lanes       (const BxGame  *game);
guint        bx_sai_get_cells       (const BxGame  *game);
gboolean     bx_sai_throw_optional  (const BxGame  *game);
const char  *bx_sai_face_name       (const BxGame  *game,
                                     guint          face);
BxSaiAction  bx_sai_face_action     (const BxGame  *game,
                                     guint          face);
int          bx_sai_track_point     (const BxGame  *game,
                                     int            player,
                                     guint          index);
guint        bx_sai_track_length    (const BxGame  *game);
int          bx_sai_piece_point     (const BxGame  *game,
                                     const BxState *state,
                                     int            player,
                                     guint          piece);
char        *bx_sai_cell_name       (const BxGame  *game,
                                     int            cell);

G_END_DECLS
