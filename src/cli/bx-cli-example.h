/* bx-cli-example.h: boxi-cli example (bx-cli-example.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean bx_cli_cmd_example (int argc, char **argv, GError **error);

G_END_DECLS
