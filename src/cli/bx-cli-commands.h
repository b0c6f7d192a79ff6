/* bx-cli-commands.h: the table of boxi-cli's subcommands
 *
 * Each subcommand lives in its own file, src/cli/bx-cli-<name>.c, and adds one line to
 * BX_CLI_COMMANDS.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-cli.h"

G_BEGIN_DECLS

#define BX_CLI_COMMANDS /* { "name", "ARGS", "summary", func }, */

G_END_DECLS
