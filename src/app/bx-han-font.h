/* bx-han-font.h: the UI's Han characters in Chinese forms where the UI's language does not
 * write Han
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

gboolean    bx_han_font_install        (GdkDisplay *display);
gboolean    bx_han_font_register_extra (void);
char       *bx_han_font_css            (const char *families,
                                        gboolean    subset);
const char *bx_han_font_subset_dir     (void);

G_END_DECLS
