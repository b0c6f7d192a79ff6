/* bx-board-view.h: the 雙陸 board, drawn from a play session (a #BxGameBoard)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-game-board.h"
#include "bx-session.h"

G_BEGIN_DECLS

#define BX_TYPE_BOARD_VIEW (bx_board_view_get_type ())

G_DECLARE_FINAL_TYPE (BxBoardView, bx_board_view, BX, BOARD_VIEW, GtkWidget)

GtkWidget *bx_board_view_new             (void);
void       bx_board_view_set_session     (BxBoardView *self,
                                          BxSession   *session);
void       bx_board_view_set_marks       (BxBoardView *self,
                                          int          picked,
                                          int          cursor);
int        bx_board_view_get_hover_point (BxBoardView *self);
void       bx_board_view_update          (BxBoardView *self);
gboolean   bx_board_view_get_point_center (BxBoardView *self,
                                           int          point,
                                           double      *x,
                                           double      *y);
int        bx_board_view_point_at        (BxBoardView *self,
                                          double       x,
                                          double       y);
int        bx_board_view_compare_points  (int          a,
                                          int          b);

G_END_DECLS
