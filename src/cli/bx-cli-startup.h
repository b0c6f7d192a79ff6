/* bx-cli-startup.h: boxi-cli bench startup (bx-cli-startup.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

gboolean bx_cli_cmd_bench_startup (int argc, char **argv, GError **error);
char    *bx_cli_start_xvfb        (GSubprocess **out, GError **error);

G_END_DECLS
