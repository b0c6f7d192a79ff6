/* bx-chuhong-table.h: the 除紅 table, the board of the family "chuhong": the dice tray
 * (the 紅 that is removed marked), the player ring, the 帖 ledger with its history, and the
 * named-throw table (sortable) with a bar chart of the probabilities
 *
 * A #BxBoard: it shows the play view's session and plays only through the play view's
 * actions (its own chuhong.throw, chuhong.refuse, chuhong.undo and chuhong.new-round
 * activate them); it owns no session.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-board.h"

G_BEGIN_DECLS

#define BX_TYPE_CHUHONG_TABLE (bx_chuhong_table_get_type ())

G_DECLARE_FINAL_TYPE (BxChuhongTable, bx_chuhong_table, BX, CHUHONG_TABLE, BxBoard)

GtkWidget  *bx_chuhong_table_new              (void);
const char *bx_chuhong_table_get_status_text  (BxChuhongTable *self);
GListModel *bx_chuhong_table_get_history      (BxChuhongTable *self);
GListModel *bx_chuhong_table_get_throw_model  (BxChuhongTable *self);

G_END_DECLS
