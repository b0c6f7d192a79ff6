/* bx-ruqi-board.h: the 儒棋 board: the 周道 with its 凈 and 中 lanes, the pieces lying (伏)
 * or standing (梟) and stacked (累), the two 投子 and the 算/爵 tally
 *
 * The widget only shows a position and the legal moves it is given, and emits the one the
 * user picks (a #BxPositionBoard); the engine (src/games/bx-ruqi.c) decides every rule.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"
#include "bx-position-board.h"

G_BEGIN_DECLS

#define BX_TYPE_RUQI_BOARD (bx_ruqi_board_get_type ())

G_DECLARE_FINAL_TYPE (BxRuqiBoard, bx_ruqi_board, BX, RUQI_BOARD, BxPositionBoard)

GtkWidget *bx_ruqi_board_new (void);

G_END_DECLS
