/* bx-chuhong-game-board.h: the 除紅 table on the play page: BxChuhongTable as a #BxBoard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-board.h"

G_BEGIN_DECLS

#define BX_TYPE_CHUHONG_GAME_BOARD (bx_chuhong_game_board_get_type ())

G_DECLARE_FINAL_TYPE (BxChuhongGameBoard, bx_chuhong_game_board, BX, CHUHONG_GAME_BOARD, BxBoard)

GtkWidget *bx_chuhong_game_board_new       (void);
GtkWidget *bx_chuhong_game_board_get_table (BxChuhongGameBoard *self);

G_END_DECLS
