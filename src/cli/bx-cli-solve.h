/* bx-cli-solve.h: boxi-cli's exact solver commands (bx-cli-solve.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean bx_cli_cmd_solve        (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_bench_solve  (int argc, char **argv, GError **error);

G_END_DECLS
