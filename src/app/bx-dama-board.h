/* bx-dama-board.h: the 打馬 board on the play page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-board.h"

G_BEGIN_DECLS

#define BX_TYPE_DAMA_BOARD (bx_dama_board_get_type ())

G_DECLARE_FINAL_TYPE (BxDamaBoard, bx_dama_board, BX, DAMA_BOARD, BxBoard)

GtkWidget *bx_dama_board_new          (void);
int        bx_dama_board_get_cursor   (BxDamaBoard *self);
void       bx_dama_board_set_cursor   (BxDamaBoard *self,
                                       int          index);
gboolean   bx_dama_board_click_cell   (BxDamaBoard *self,
                                       int          cell);
gboolean   bx_dama_board_cell_position (int          cell,
                                        double      *col,
                                        double      *row);
void       bx_dama_board_player_color (int          player,
                                       GdkRGBA     *out);

G_END_DECLS
