/* bx-cli.h: what the subcommands of boxi-cli share, and the in-process entry point
 *
 * The commands are built into the static library boxi-cli-lib (meson: boxi_cli_lib_dep),
 * linked by the boxi-cli program and by the tests.  A test runs a command in its own
 * process, output captured, with bx_cli_run():
 *
 *   bx_games_register_builtin ();                 // once (bx-families.h)
 *   char *argv[] = { "boxi-cli", "legal", "toy/race", "--throw", "3",
 *                    "--rulesets", dir, NULL };
 *   g_autoptr(GString) out = g_string_new (NULL), err = g_string_new (NULL);
 *   int status = bx_cli_run (G_N_ELEMENTS (argv) - 1, argv, out, err);
 *   // status as the program's exit status; out->str: the JSON lines; err->str: the error
 *
 * Commands print through bx_cli_print_json() and bx_cli_print_text() only (never on
 * stdout directly), so that their output can be captured.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "bx-core.h"
#include "bx-game.h"
#include "bx-library.h"

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

int      bx_cli_run             (int           argc,
                                 char        **argv,
                                 GString      *out,
                                 GString      *err);

void     bx_cli_print_json      (JsonNode     *node);
void     bx_cli_print_text      (const char   *text);
gboolean bx_cli_parse_options   (GOptionEntry *entries,
                                 const char   *parameter_string,
                                 int          *argc,
                                 char       ***argv,
                                 GError      **error);
char    *bx_cli_default_db_path (GError **error);

/**
 * BxCliEnv:
 * @rulesets: --rulesets DIR, or %NULL
 * @texts: --texts DIR, or %NULL
 * @shared: the library loaded by bx_cli_env_load()
 * @library: its rulesets (borrowed)
 * @index: its clause index (borrowed)
 *
 * What a rules command works on: declare it first (g_auto(BxCliEnv) env = { 0 };), put
 * BX_CLI_ENV_ENTRIES (env) among the command's options, then bx_cli_env_load().
 */
typedef struct
{
  char             *rulesets;
  char             *texts;
  BxLibrary        *shared;
  BxRulesetLibrary *library;
  BxClauseIndex    *index;
} BxCliEnv;

#define BX_CLI_ENV_ENTRIES(env) \
  { "rulesets", 0, 0, G_OPTION_ARG_FILENAME, &(env).rulesets, "Ruleset directory", "DIR" }, \
  { "texts", 0, 0, G_OPTION_ARG_FILENAME, &(env).texts, "TEI texts directory", "DIR" }

void       bx_cli_env_clear     (BxCliEnv     *env);
gboolean   bx_cli_env_load      (BxCliEnv     *env,
                                 GError      **error);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BxCliEnv, bx_cli_env_clear)

void       bx_cli_add_string       (JsonBuilder        *builder,
                                    const char         *member,
                                    const char         *value);
void       bx_cli_add_strv         (JsonBuilder        *builder,
                                    const char         *member,
                                    const char * const *items);
void       bx_cli_add_move_members (JsonBuilder   *builder,
                                    const BxGame  *game,
                                    const BxState *state,
                                    const BxMove  *move);
gboolean   bx_cli_load_state    (BxGame       *game,
                                 const char   *path,
                                 BxState      *out,
                                 GError      **error);
gboolean   bx_cli_state_from_json (BxGame     *game,
                                   const char *json,
                                   BxState    *out,
                                   GError    **error);
gboolean   bx_cli_usage_error   (GError      **error,
                                 const char   *usage);
gboolean   bx_cli_check_min     (const char   *option,
                                 gint64        value,
                                 gint64        min,
                                 GError      **error);
char      *bx_cli_read_input    (const char   *path,
                                 GError      **error);
gboolean   bx_cli_check_folder  (const char   *option,
                                 const char   *path,
                                 GError      **error);
BxLibrary *bx_cli_library_load  (const char   *rulesets_dir,
                                 const char   *texts_dir,
                                 GError      **error);
BxGame    *bx_cli_library_game  (BxLibrary    *library,
                                 const char   *ruleset_id,
                                 GError      **error);

G_END_DECLS
