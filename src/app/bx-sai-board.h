/* bx-sai-board.h: the 塞 board (代弈's 5 × 5 field, 代博's 博 board) and the 瓊
 *
 * A #BxPositionBoard: it draws the position, the throw and the selected legal move, and
 * decides no rule.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"
#include "bx-position-board.h"

G_BEGIN_DECLS

#define BX_TYPE_SAI_BOARD (bx_sai_board_get_type ())

G_DECLARE_FINAL_TYPE (BxSaiBoard, bx_sai_board, BX, SAI_BOARD, BxPositionBoard)

GtkWidget *bx_sai_board_new (void);

G_END_DECLS
