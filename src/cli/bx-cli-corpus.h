/* bx-cli-corpus.h: boxi-cli's corpus commands (bx-cli-corpus.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean bx_cli_cmd_works    (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_text     (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_clause   (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_search   (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_build_db (int argc, char **argv, GError **error);
gboolean bx_cli_cmd_bench    (int argc, char **argv, GError **error);

G_END_DECLS
