/* bx-cli-export.h: boxi-cli export-text (bx-cli-export.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean bx_cli_cmd_export_text (int argc, char **argv, GError **error);

G_END_DECLS
