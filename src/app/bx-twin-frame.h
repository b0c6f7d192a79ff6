/* bx-twin-frame.h: the frame of one twin board, asking for a height that keeps the board's
 * own proportions at the width it is given
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BX_TYPE_TWIN_FRAME (bx_twin_frame_get_type ())

G_DECLARE_FINAL_TYPE (BxTwinFrame, bx_twin_frame, BX, TWIN_FRAME, AdwBin)

GtkWidget *bx_twin_frame_new (void);

G_END_DECLS
