/* bx-dice-view.h: the throw of a play session: dice with pips, and the throw as text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-session.h"

G_BEGIN_DECLS

#define BX_TYPE_DICE_VIEW (bx_dice_view_get_type ())

G_DECLARE_FINAL_TYPE (BxDiceView, bx_dice_view, BX, DICE_VIEW, GtkWidget)

GtkWidget  *bx_dice_view_new          (void);
void        bx_dice_view_set_session  (BxDiceView *self,
                                       BxSession  *session);
void        bx_dice_view_update       (BxDiceView *self);
void        bx_dice_view_animate      (BxDiceView *self);
gboolean    bx_dice_view_is_animating (BxDiceView *self);
const char *bx_dice_view_get_text     (BxDiceView *self);

G_END_DECLS
