/* bx-chuhong-table.h: the 除紅 table: the dice tray (the 紅 that is removed marked), the
 * player ring, the 帖 ledger with its history, the citation of each payment, and the
 * named-throw table (sortable) with a bar chart of the probabilities
 *
 * The widget shows a BxSession of a "chuhong" ruleset and changes it only through its
 * actions (chuhong.throw, chuhong.refuse, chuhong.undo, chuhong.new-round); every move it
 * plays is one of the session's legal moves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-ruleset.h"
#include "bx-session.h"

G_BEGIN_DECLS

#define BX_TYPE_CHUHONG_TABLE (bx_chuhong_table_get_type ())

G_DECLARE_FINAL_TYPE (BxChuhongTable, bx_chuhong_table, BX, CHUHONG_TABLE, AdwBin)

GtkWidget  *bx_chuhong_table_new              (void);
gboolean    bx_chuhong_table_set_ruleset      (BxChuhongTable *self,
                                               BxRuleset      *ruleset,
                                               guint64         seed,
                                               GError        **error);
void        bx_chuhong_table_set_clause_index (BxChuhongTable *self,
                                               BxClauseIndex  *index);
void        bx_chuhong_table_set_session      (BxChuhongTable *self,
                                               BxSession      *session);
void        bx_chuhong_table_refresh          (BxChuhongTable *self);
BxSession  *bx_chuhong_table_get_session      (BxChuhongTable *self);
gboolean    bx_chuhong_table_throw            (BxChuhongTable *self);
const char *bx_chuhong_table_get_status_text  (BxChuhongTable *self);
guint       bx_chuhong_table_get_n_history    (BxChuhongTable *self);
GListModel *bx_chuhong_table_get_throw_model  (BxChuhongTable *self);

G_END_DECLS
