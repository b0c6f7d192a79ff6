/* bx-liubo-board.h: the 六博 board (the TLV 博局) with the 箸 or the hands
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

#define BX_TYPE_LIUBO_BOARD (bx_liubo_board_get_type ())

G_DECLARE_FINAL_TYPE (BxLiuboBoard, bx_liubo_board, BX, LIUBO_BOARD, BxPositionBoard)

GtkWidget *bx_liubo_board_new (void);

G_END_DECLS
