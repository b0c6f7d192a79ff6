/* bx-cli-learn.h: boxi-cli's learning commands: concepts, tutorial (bx-cli-learn.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-cli.h"

G_BEGIN_DECLS

gboolean bx_cli_cmd_concepts (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_tutorial (int argc, char **argv, GError **error);

G_END_DECLS
