/* bx-tooltip.h: tooltips whose Chinese text is not wrapped into a narrow column
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

char *bx_tooltip_widen              (const char *text);
void  bx_widget_set_tooltip_text    (GtkWidget  *widget,
                                     const char *text);
void  bx_widget_set_tooltip_markup  (GtkWidget  *widget,
                                     const char *markup);
void  bx_tooltip_set_text           (GtkTooltip *tooltip,
                                     const char *text);
void  bx_tooltips_widen_tree        (GtkWidget  *root);

G_END_DECLS
