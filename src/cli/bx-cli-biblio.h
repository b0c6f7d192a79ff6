/* bx-cli-biblio.h: boxi-cli's reference commands: glossary and bibliography (docs/cli.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-cli.h"

G_BEGIN_DECLS

gboolean bx_cli_cmd_glossary     (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_bibliography (int argc, char **argv, GError **error);

G_END_DECLS
