/* bx-sai-board.h: the 塞 board (代弈's 5 × 5 field, 代博's 博 board) and the 瓊
 *
 * A standalone widget: it is given a position, the throw and the legal moves (all from the
 * engine), keeps which move is selected and emits ::move-chosen with the index of the one
 * the user plays: a #BxPositionBoard.  It decides no rule.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "bx-game.h"
#include "bx-position-board.h"

G_BEGIN_DECLS

#define BX_TYPE_SAI_BOARD (bx_sai_board_get_type ())

G_DECLARE_FINAL_TYPE (BxSaiBoard, bx_sai_board, BX, SAI_BOARD, GtkWidget)

GtkWidget *bx_sai_board_new           (void);
void       bx_sai_board_set_position  (BxSaiBoard    *self,
                                       const BxGame  *game,
                                       const BxState *state,
                                       const BxThrow *t,
                                       GArray        *moves);
int        bx_sai_board_get_selected  (BxSaiBoard    *self);
void       bx_sai_board_select        (BxSaiBoard    *self,
                                       int            index);
gboolean   bx_sai_board_click_point   (BxSaiBoard    *self,
                                       int            point);

G_END_DECLS
