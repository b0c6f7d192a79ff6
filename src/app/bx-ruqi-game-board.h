/* bx-ruqi-game-board.h: the 儒棋 board on the play page: BxRuqiBoard as a #BxGameBoard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game-board.h"

G_BEGIN_DECLS

#define BX_TYPE_RUQI_GAME_BOARD (bx_ruqi_game_board_get_type ())

G_DECLARE_FINAL_TYPE (BxRuqiGameBoard, bx_ruqi_game_board, BX, RUQI_GAME_BOARD, GtkWidget)

GtkWidget *bx_ruqi_game_board_new       (void);
GtkWidget *bx_ruqi_game_board_get_board (BxRuqiGameBoard *self);

G_END_DECLS
