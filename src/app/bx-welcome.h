/* bx-welcome.h: the welcome page: what Boxi is for, and the way into each of its uses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

GtkWidget *bx_welcome_new (void);

G_END_DECLS
