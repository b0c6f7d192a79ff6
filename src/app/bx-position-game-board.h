/* bx-position-game-board.h: any #BxPositionBoard (BxRuqiBoard, BxSaiBoard, …) as a
 * #BxGameBoard on the play page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game-board.h"
#include "bx-position-board.h"

G_BEGIN_DECLS

#define BX_TYPE_POSITION_GAME_BOARD (bx_position_game_board_get_type ())

G_DECLARE_DERIVABLE_TYPE (BxPositionGameBoard, bx_position_game_board, BX, POSITION_GAME_BOARD,
                          GtkWidget)

/* The subclasses are made by bx_position_game_board_get_type_for(), one per inner board. */
struct _BxPositionGameBoardClass
{
  GtkWidgetClass parent_class;

  /*< private >*/
  gpointer padding[4];
};

GType      bx_position_game_board_get_type_for (GType                board_type);
GtkWidget *bx_position_game_board_new          (GType                board_type);
GtkWidget *bx_position_game_board_get_board    (BxPositionGameBoard *self);

G_END_DECLS
