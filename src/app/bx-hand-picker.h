/* bx-hand-picker.h: the hand a player shows in 猜拳 (and the total called)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BX_TYPE_HAND_PICKER (bx_hand_picker_get_type ())

G_DECLARE_FINAL_TYPE (BxHandPicker, bx_hand_picker, BX, HAND_PICKER, GtkBox)

GtkWidget *bx_hand_picker_new             (void);
guint      bx_hand_picker_get_hand        (BxHandPicker *self);
guint      bx_hand_picker_get_call        (BxHandPicker *self);
void       bx_hand_picker_clear           (BxHandPicker *self);
void       bx_hand_picker_set_calls       (BxHandPicker *self,
                                           gboolean      calls);
gboolean   bx_hand_picker_get_two_players (BxHandPicker *self);

G_END_DECLS
