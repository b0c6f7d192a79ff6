/* bx-shuanglu.h: the 雙陸 engine (譜雙), driven only by ruleset parameters
 *
 * The board.  Points are numbered 0–23 in one absolute order, White's own count minus
 * one: White (player 0) moves from 23 down to 0 and bears off below 0; Black (player 1)
 * moves from 0 up to 23 and bears off above 23.  With the board mapping of the ruleset
 * (rule ping.board, interpreted after the encoder's note on 譜雙 常局格制):
 *
 *   index  0– 5  左後六 … 左後一   (White's 宫; index 5 is White's 胲, 0 its 末梁)
 *   index  6–11  左前一 … 左前六   (index 6 is White's 門)
 *   index 12–17  右前六 … 右前一   (index 17 is Black's 門)
 *   index 18–23  右後一 … 右後六   (Black's 宫; index 18 is Black's 胲)
 *
 * A player's own point number (1–24, the number a die counts) is index + 1 for White and
 * 24 − index for Black.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"

G_BEGIN_DECLS

#define BX_SHUANGLU_N_POINTS 24

/**
 * BxShuangluWin:
 * @BX_SHUANGLU_WIN_OFF: the winner bore off every piece (pushuang.changju.30)
 * @BX_SHUANGLU_WIN_HOME: the winner brought every piece home (win.all-home, 日本)
 * @BX_SHUANGLU_WIN_FORMATION: the winner made the formation that ends the game
 *   (formation.ends-game, 四架八's 子勻)
 */
typedef enum
{
  BX_SHUANGLU_WIN_OFF,
  BX_SHUANGLU_WIN_HOME,
  BX_SHUANGLU_WIN_FORMATION,
} BxShuangluWin;

/**
 * BxShuangluState:
 * @points: pieces on each absolute point: > 0 White's, < 0 Black's, 0 empty
 * @bar: pieces of each player (0 White, 1 Black) hit and waiting to re-enter
 *   (or, in a game without a setup, not yet entered)
 * @off: pieces of each player borne off
 * @formed: 1 while the player's special formation (formation.kind) stands
 * @ever: 1 once the player has made the formation
 * @hits: how often the player's pieces were hit (saturating)
 * @chou_form: 籌 won by the player's formations (打間, 七梁, 大食's 外六門)
 * @chou_triple: 籌 won by the player's 渾花 throws (score.triple)
 * @chou_penalty: 籌 paid to the player for the other side's 揭頭 (penalty.*)
 * @how: a #BxShuangluWin, once the game is won
 *
 * The family part of a #BxState (its @data); see bx_shuanglu_state().  Every field after
 * @off is 0 in a game of 平雙陸.
 */
typedef struct
{
  gint8  points[BX_SHUANGLU_N_POINTS];
  guint8 bar[2];
  guint8 off[2];
  guint8 formed[2];
  guint8 ever[2];
  guint8 hits[2];
  guint8 chou_form[2];
  guint8 chou_triple[2];
  guint8 chou_penalty[2];
  guint8 how;
} BxShuangluState;

/**
 * BxShuangluRole:
 *
 * The named points of 南北局例 for a player (pushuang.nanbei.1, .2, .8).
 */
typedef enum
{
  BX_SHUANGLU_ROLE_NONE,
  BX_SHUANGLU_ROLE_GONG,   /* 宫: one of the six home points */
  BX_SHUANGLU_ROLE_GAI,    /* 胲: the first home point, next to the divide (also in 宫) */
  BX_SHUANGLU_ROLE_MEN,    /* 門: the first front point, across the divide from 胲 */
} BxShuangluRole;

const BxGameVTable *bx_shuanglu_get_vtable  (void);

static inline BxShuangluState *
bx_shuanglu_state (BxState *state)
{
  return (BxShuangluState *) state->data.bytes;
}

static inline const BxShuangluState *
bx_shuanglu_state_const (const BxState *state)
{
  return (const BxShuangluState *) state->data.bytes;
}

const char     *bx_shuanglu_point_label     (int    index);
const char     *bx_shuanglu_point_label_en  (int    index);
int             bx_shuanglu_own_point       (int    index,
                                             int    player);
int             bx_shuanglu_index_of        (int    own_point,
                                             int    player);
BxShuangluRole  bx_shuanglu_point_role      (const BxGame *game,
                                             int           index,
                                             int           player);

G_END_DECLS
