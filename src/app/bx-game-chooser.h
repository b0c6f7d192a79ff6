/* bx-game-chooser.h: the list of the playable rulesets on the play page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-ruleset.h"

G_BEGIN_DECLS

#define BX_TYPE_GAME_CHOOSER (bx_game_chooser_get_type ())

G_DECLARE_FINAL_TYPE (BxGameChooser, bx_game_chooser, BX, GAME_CHOOSER, AdwBin)

GtkWidget  *bx_game_chooser_new             (void);
void        bx_game_chooser_set_library     (BxGameChooser    *self,
                                             BxRulesetLibrary *library,
                                             const char       *default_id);
const char *bx_game_chooser_get_selected_id (BxGameChooser    *self);
gboolean    bx_game_chooser_select_id       (BxGameChooser    *self,
                                             const char       *ruleset_id);
gboolean    bx_game_chooser_has_id          (BxGameChooser    *self,
                                             const char       *ruleset_id);

G_END_DECLS
