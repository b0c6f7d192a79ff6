/* bx-new-game-dialog.h: the New Game dialog: ruleset, players, seats and seed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-ruleset.h"
#include "bx-seat.h"

G_BEGIN_DECLS

#define BX_TYPE_NEW_GAME_DIALOG (bx_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BxNewGameDialog, bx_new_game_dialog, BX, NEW_GAME_DIALOG, AdwWindow)

GtkWidget    *bx_new_game_dialog_new            (GtkWindow        *parent,
                                                 BxRulesetLibrary *library);
gboolean      bx_new_game_dialog_set_ruleset    (BxNewGameDialog  *self,
                                                 const char       *ruleset_id);
const char   *bx_new_game_dialog_get_ruleset_id (BxNewGameDialog  *self);
void          bx_new_game_dialog_set_n_players  (BxNewGameDialog  *self,
                                                 guint             n_players);
guint         bx_new_game_dialog_get_n_players  (BxNewGameDialog  *self);
gboolean      bx_new_game_dialog_players_fixed  (BxNewGameDialog  *self);
gboolean      bx_new_game_dialog_has_choices    (BxNewGameDialog  *self);
gboolean      bx_new_game_dialog_level_offered  (BxNewGameDialog  *self,
                                                 BxAgentLevel      level);
void          bx_new_game_dialog_set_seat       (BxNewGameDialog  *self,
                                                 guint             seat,
                                                 const BxSeat     *value);
void          bx_new_game_dialog_get_seat       (BxNewGameDialog  *self,
                                                 guint             seat,
                                                 BxSeat           *out);
void          bx_new_game_dialog_set_seed_text  (BxNewGameDialog  *self,
                                                 const char       *text);
gboolean      bx_new_game_dialog_get_seed       (BxNewGameDialog  *self,
                                                 gboolean         *random,
                                                 guint64          *seed);
void          bx_new_game_dialog_start          (BxNewGameDialog  *self);

G_END_DECLS
