/* bx-liubo.h: the 六博 engine: two reconstructions on the 博局 of bx-bo-board.h, driven
 * only by ruleset parameters (docs/rulesets.md, "六博")
 *
 * Players.  Player 0 is White (south), player 1 Black (north) (bojing.gubojing.4, .7).
 *
 * Layout "verse" (liubo/gubojing, after 古博經).  Each side's six pieces start in hand and
 * walk one road of 34 stations built from 許博昌's verse (bx_liubo_route_point()), the
 * verse walked twice: 方 畔 揭 道 張 究 屈 玄 高 out along the player's side, 玄 屈 究 張 道
 * 揭 畔 方 back in along the next side, then the same over the other two sides; the two
 * roads are one circuit, half a circuit apart, so pieces meet.  Station 33 is a corner of
 * the square at the water's edge.  The throw is the six 箸 (BX_DICE_ZHU, 0–6).  A lying
 * piece (散) moves by the count; a piece reaching the last station is stood up as 驍,
 * enters the 水 on 一白 (compulsorily) and there pulls (牽) or turns (翻) fish.  A 散
 * landing on an enemy 驍 kills it (殺梟) and wins; a 驍 landing on enemy 散 sends them
 * back to hand.  BxLiuboState.pos: -1 in hand, 0–33 a station (33: a 驍 at the water's
 * edge), %BX_LIUBO_WATER a 驍 in the water.
 *
 * Layout "points" (liubo/seed001, after seed 001).  The 32 points; each piece follows the
 * route of its start corner (26 stations, the last the centre).  The throw is two hands
 * (BX_DICE_FINGERS), the count their sum; the opening round also holds the calls.
 * BxLiuboState.pos: %BX_LIUBO_WAIT lying in a corner (corner[] says which), 0–25 a station
 * of the route from corner[] (25: the centre), %BX_LIUBO_CAPTIVE held in the enemy circle.
 *
 * Steps.  from/to are board points (bx-bo-board.h; %BX_BO_CENTRE the water / centre,
 * %BX_POINT_BAR in hand / in the enemy circle).  die is the count; in "points" it also
 * carries the route: count + 16 × corner, + %BX_LIUBO_DIE_ENTER for a piece leaving its
 * waiting corner.  A drawn game has winner %BX_LIUBO_DRAW.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"

G_BEGIN_DECLS

#define BX_LIUBO_PIECES 6
#define BX_LIUBO_DRAW 2

/* pos values */
#define BX_LIUBO_HAND (-1)      /* verse: not yet entered */
#define BX_LIUBO_WATER 34       /* verse: a 驍 in the water */
#define BX_LIUBO_WAIT (-1)      /* points: lying in its corner */
#define BX_LIUBO_CAPTIVE (-2)   /* points: held in the enemy's circle */

#define BX_LIUBO_VERSE_LEN 34   /* stations 0–33 */
#define BX_LIUBO_ESSAY_LEN 26   /* stations 0–25, 25 = the centre */

#define BX_LIUBO_DIE_ENTER 64

/* BxLiuboState.phase of a verse game ended by 殺梟 (else 1). */
#define BX_LIUBO_PHASE_KILLED 2

/* BxStep.flags of the family (besides BX_STEP_HIT, BX_STEP_STACK, BX_STEP_ENTER). */
#define BX_LIUBO_STEP_XIAO   (1u << 4)   /* stood up as 驍 / entered the centre */
#define BX_LIUBO_STEP_WATER  (1u << 5)   /* a 驍 enters the water */
#define BX_LIUBO_STEP_QIAN   (1u << 6)   /* pulls a fish (牽魚) */
#define BX_LIUBO_STEP_FAN    (1u << 7)   /* turns a fish (翻魚) */
/* verse: BX_STEP_HIT on a 散 move kills the enemy 驍 (殺梟); on a 驍 move takes 散. */

typedef enum
{
  BX_LIUBO_LAYOUT_VERSE,
  BX_LIUBO_LAYOUT_POINTS,
} BxLiuboLayout;

/* Fish states (verse): in the water, pulled by White/Black, turned by White/Black.
 * (points): 0 in the centre, 1 + player: hooked by that player. */
typedef enum
{
  BX_LIUBO_FISH_WATER,
  BX_LIUBO_FISH_PULLED_W,
  BX_LIUBO_FISH_PULLED_B,
  BX_LIUBO_FISH_TURNED_W,
  BX_LIUBO_FISH_TURNED_B,
} BxLiuboFish;

/* Step kinds between two points of seed 001's board. */
typedef enum
{
  BX_LIUBO_STEP_SLIDE,        /* along an engraved line */
  BX_LIUBO_STEP_JUMP,         /* between two points not joined by a line */
} BxLiuboStepKind;

/**
 * BxLiuboState:
 * @pos: per player and piece, see the file comment
 * @corner: points: the start corner of the piece's route (or of its waiting place)
 * @fish: the two fish (#BxLiuboFish; points: 0 centre, 1 + player)
 * @chou: the 籌 (verse) or 博筹 (points) of each side
 * @phase: points: 0 while the opening round decides who starts, 1 in play; verse:
 *   %BX_LIUBO_PHASE_KILLED once a 驍 has been killed (the game is over)
 *
 * The family part of a #BxState.
 */
typedef struct
{
  gint8  pos[2][BX_LIUBO_PIECES];
  guint8 corner[2][BX_LIUBO_PIECES];
  guint8 fish[2];
  guint8 chou[2];
  guint8 phase;
} BxLiuboState;

const BxGameVTable *bx_liubo_get_vtable (void);

static inline BxLiuboState *
bx_liubo_state (BxState *state)
{
  return (BxLiuboState *) state->data.bytes;
}

static inline const BxLiuboState *
bx_liubo_state_const (const BxState *state)
{
  return (const BxLiuboState *) state->data.bytes;
}

BxLiuboLayout bx_liubo_get_layout     (const BxGame  *game);
guint         bx_liubo_route_length   (const BxGame  *game);
int           bx_liubo_route_point    (const BxGame  *game,
                                       int            player,
                                       guint          corner,
                                       int            station);
const char   *bx_liubo_station_name   (const BxGame  *game,
                                       int            station);
int           bx_liubo_piece_point    (const BxGame  *game,
                                       const BxState *state,
                                       int            player,
                                       guint          piece);
guint         bx_liubo_home_corner    (const BxGame  *game,
                                       int            player,
                                       guint          which);
int           bx_liubo_step_kind      (int            from,
                                       int            to);
gboolean      bx_liubo_step_allowed   (const BxGame  *game,
                                       int            from,
                                       int            to);

G_END_DECLS
