/* bx-move-history.h: the moves played on the play page, a list to choose one from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-session.h"

G_BEGIN_DECLS

#define BX_TYPE_MOVE_HISTORY (bx_move_history_get_type ())

G_DECLARE_FINAL_TYPE (BxMoveHistory, bx_move_history, BX, MOVE_HISTORY, AdwBin)

GtkWidget  *bx_move_history_new          (void);
void        bx_move_history_update       (BxMoveHistory *self,
                                          BxSession     *session);
void        bx_move_history_unselect     (BxMoveHistory *self);
GListModel *bx_move_history_get_model    (BxMoveHistory *self);
GtkListBox *bx_move_history_get_list_box (BxMoveHistory *self);

void        bx_move_history_set_seat_names (BxMoveHistory      *self,
                                            const char * const *seat_names);

char       *bx_move_history_entry_text   (BxSession          *session,
                                          guint               index,
                                          const char * const *seat_names);
char       *bx_move_words_text           (const BxGame  *game,
                                          const BxState *state,
                                          const BxMove  *move);
char       *bx_ui_words                  (const char         *en,
                                          const char         *zh);
char       *bx_move_words_text_named     (const BxGame       *game,
                                          const BxState      *state,
                                          const BxMove       *move,
                                          const char * const *seat_names);

G_END_DECLS
