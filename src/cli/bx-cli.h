/* bx-cli.h: what the subcommands of boxi-cli share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "bx-core.h"

G_BEGIN_DECLS

/* A subcommand gets its own argv (argv[0] is the subcommand's name), prints JSON on
 * stdout and returns TRUE, or sets @error (one line, naming file/line where it can). */
typedef gboolean (*BxCliFunc) (int argc, char **argv, GError **error);

typedef struct
{
  const char *name;
  const char *args;
  const char *summary;
  BxCliFunc   func;
} BxCliCommand;

void     bx_cli_print_json      (JsonNode     *node);
gboolean bx_cli_parse_options   (GOptionEntry *entries,
                                 const char   *parameter_string,
                                 int          *argc,
                                 char       ***argv,
                                 GError      **error);
char    *bx_cli_default_db_path (void);

G_END_DECLS
