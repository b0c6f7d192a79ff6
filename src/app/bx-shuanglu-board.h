/* bx-shuanglu-board.h: the 雙陸 board, drawn from a play session (a #BxBoard)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-board.h"
#include "bx-session.h"

G_BEGIN_DECLS

#define BX_TYPE_SHUANGLU_BOARD (bx_shuanglu_board_get_type ())

G_DECLARE_FINAL_TYPE (BxShuangluBoard, bx_shuanglu_board, BX, SHUANGLU_BOARD, BxBoard)

GtkWidget *bx_shuanglu_board_new              (void);
void       bx_shuanglu_board_set_session      (BxShuangluBoard *self,
                                               BxSession       *session);
void       bx_shuanglu_board_set_marks        (BxShuangluBoard *self,
                                               int              picked,
                                               int              cursor);
int        bx_shuanglu_board_get_hover_point  (BxShuangluBoard *self);
void       bx_shuanglu_board_update           (BxShuangluBoard *self);
gboolean   bx_shuanglu_board_get_point_center (BxShuangluBoard *self,
                                               int              point,
                                               double          *x,
                                               double          *y);
int        bx_shuanglu_board_point_at         (BxShuangluBoard *self,
                                               double           x,
                                               double           y);
int        bx_shuanglu_board_compare_points   (int              a,
                                               int              b);

G_END_DECLS
