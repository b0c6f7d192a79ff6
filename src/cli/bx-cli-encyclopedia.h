/* bx-cli-encyclopedia.h: boxi-cli's encyclopedia commands (bx-cli-encyclopedia.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-cli.h"

G_BEGIN_DECLS

gboolean bx_cli_cmd_families (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_article  (int argc, char **argv, GError **error);

G_END_DECLS
