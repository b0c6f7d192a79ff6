/* bx-cli-agents.h: boxi-cli's computer-player commands (bx-cli-agents.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean bx_cli_cmd_agents        (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_play_agents   (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_hint          (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_arena         (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_bench_agents  (int argc, char **argv, GError **error);
gboolean bx_cli_argv_has          (int argc, char **argv, const char *option);

G_END_DECLS
