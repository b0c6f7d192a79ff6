/* bx-cli-stats.h: boxi-cli's variant statistics command (bx-cli-stats.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean bx_cli_cmd_stats (int argc, char **argv, GError **error);

G_END_DECLS
