/* bx-liubo-board.h: the 六博 board (the TLV 博局) with the 箸 or the hands
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

#define BX_TYPE_LIUBO_BOARD (bx_liubo_board_get_type ())

G_DECLARE_FINAL_TYPE (BxLiuboBoard, bx_liubo_board, BX, LIUBO_BOARD, GtkWidget)

GtkWidget *bx_liubo_board_new           (void);
void       bx_liubo_board_set_position  (BxLiuboBoard    *self,
                                       const BxGame  *game,
                                       const BxState *state,
                                       const BxThrow *t,
                                       GArray        *moves);
int        bx_liubo_board_get_selected  (BxLiuboBoard    *self);
void       bx_liubo_board_select        (BxLiuboBoard    *self,
                                       int            index);
gboolean   bx_liubo_board_click_point   (BxLiuboBoard    *self,
                                       int            point);

G_END_DECLS
