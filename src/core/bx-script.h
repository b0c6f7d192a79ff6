/* bx-script.h: script conversion for display (the reader's "simplified" view)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *bx_script_to_simplified (const char *text);

G_END_DECLS
