/* bx-game-over-dialog.h: the result of a game, its score and the status of its rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-session.h"

G_BEGIN_DECLS

#define BX_TYPE_GAME_OVER_DIALOG (bx_game_over_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BxGameOverDialog, bx_game_over_dialog, BX, GAME_OVER_DIALOG,
                      AdwMessageDialog)

GtkWidget *bx_game_over_dialog_new       (GtkWindow *parent,
                                          BxSession *session);
GtkWidget *bx_game_over_dialog_new_named (GtkWindow          *parent,
                                          BxSession          *session,
                                          const char * const *seat_names);
char      *bx_game_over_dup_ledger_text  (BxSession *session);

G_END_DECLS
