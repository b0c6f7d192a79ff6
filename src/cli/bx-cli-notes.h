/* bx-cli-notes.h: boxi-cli's commands on the user's own database: notes, bookmarks
 * (bx-cli-notes.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-cli.h"
#include "bx-user-db.h"

G_BEGIN_DECLS

gboolean  bx_cli_cmd_notes        (int argc, char **argv, GError **error);
gboolean  bx_cli_cmd_bookmarks    (int argc, char **argv, GError **error);
BxUserDb *bx_cli_open_user_db     (const char  *user_db_option,
                                   gboolean     create,
                                   GError     **error);

G_END_DECLS
