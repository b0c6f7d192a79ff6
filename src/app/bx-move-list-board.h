/* bx-move-list-board.h: the board of a family that has no drawing yet: its legal moves as
 * a list to choose from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-board.h"

G_BEGIN_DECLS

#define BX_TYPE_MOVE_LIST_BOARD (bx_move_list_board_get_type ())

G_DECLARE_FINAL_TYPE (BxMoveListBoard, bx_move_list_board, BX, MOVE_LIST_BOARD, BxBoard)

GtkWidget  *bx_move_list_board_new          (void);
GtkListBox *bx_move_list_board_get_list_box (BxMoveListBoard *self);
guint       bx_move_list_board_get_n_rows   (BxMoveListBoard *self);

G_END_DECLS
