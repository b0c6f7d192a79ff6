/* bx-cli-rules.h: boxi-cli's rules and games commands (bx-cli-rules.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-cli.h"

G_BEGIN_DECLS

gboolean bx_cli_cmd_rulesets     (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_rules        (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_throws       (int argc, char **argv, GError **error);
JsonNode *bx_cli_throws_json      (BxGame *game);
gboolean bx_cli_cmd_legal        (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_play         (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_replay       (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_export       (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_bench_engine (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_compare       (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_twin          (int argc, char **argv, GError **error);

G_END_DECLS
