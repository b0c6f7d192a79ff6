/* bx-cli-bench-reader.h: boxi-cli bench reader (bx-cli-bench-reader.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean bx_cli_cmd_bench_reader (int argc, char **argv, GError **error);

G_END_DECLS
