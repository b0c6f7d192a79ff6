/* bx-cli.c: the command dispatcher of boxi-cli (see bx-cli.h), in the static library
 * boxi-cli-lib that the boxi-cli program and the tests link
 *
 * Every subcommand prints JSON on stdout.  Errors go to stderr as one line, with a
 * non-zero exit status: 1 for a failure, 2 for a malformed command line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "bx-cli.h"
#include "bx-cli-commands.h"
#include "bx-file.h"
#include "bx-json.h"
#include "bx-library.h"
#include "bx-tei-import.h"

static gboolean cmd_version (int argc, char **argv, GError **error);

/* Where the commands print during bx_cli_run(): the caller's strings, or NULL for stdout
 * and stderr. */
static GString *cli_out;
static GString *cli_err;
G_LOCK_DEFINE_STATIC (cli_run);

static const BxCliCommand commands[] = {
  { "version", "", "Print the name and version as JSON", cmd_version },
  BX_CLI_COMMANDS
  { NULL, NULL, NULL, NULL }
};

/* json-glib writes a double with 17 significant digits, so that a rate rounded to 0.9 reads
 * 0.90000000000000002.  Rewrites every number with a fraction or an exponent, outside the
 * strings, with 15 significant digits (%.15g), which drops that noise and nothing else. */
static char *
dup_without_float_noise (const char *json)
{
  GString *out = g_string_sized_new (strlen (json));
  gboolean in_string = FALSE;

  for (const char *p = json; *p != '\0';)
    {
      if (in_string)
        {
          if (*p == '\\' && p[1] != '\0')
            {
              g_string_append_len (out, p, 2);
              p += 2;
              continue;
            }
          in_string = *p != '"';
          g_string_append_c (out, *p++);
          continue;
        }
      if (*p == '"')
        {
          in_string = TRUE;
          g_string_append_c (out, *p++);
          continue;
        }
      if (*p == '-' || g_ascii_isdigit (*p))
        {
          const char *end = p;
          gboolean real = FALSE;
          char buf[G_ASCII_DTOSTR_BUF_SIZE];

          for (; *end != '\0' && strchr ("0123456789+-.eE", *end) != NULL; end++)
            real |= *end == '.' || *end == 'e' || *end == 'E';
          if (real)
            {
              g_autofree char *token = g_strndup (p, end - p);

              g_string_append (out, g_ascii_formatd (buf, sizeof buf, "%.15g",
                                                     g_ascii_strtod (token, NULL)));
            }
          else
            g_string_append_len (out, p, end - p);
          p = end;
          continue;
        }
      g_string_append_c (out, *p++);
    }
  return g_string_free (out, FALSE);
}

void
bx_cli_print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autofree char *out = NULL;
  g_autofree char *clean = NULL;

  json_generator_set_root (gen, node);
  json_generator_set_pretty (gen, FALSE);
  out = json_generator_to_data (gen, NULL);
  clean = dup_without_float_noise (out);
  bx_cli_print_text (clean);
  bx_cli_print_text ("\n");
}

void
bx_cli_print_text (const char *text)
{
  if (cli_out != NULL)
    g_string_append (cli_out, text);
  else
    fputs (text, stdout);
}

/* One line on stderr (or the caller's error string). */
static void
print_error (const char *format,
             ...) G_GNUC_PRINTF (1, 2);

static void
print_error (const char *format,
             ...)
{
  va_list args;

  va_start (args, format);
  if (cli_err != NULL)
    g_string_append_vprintf (cli_err, format, args);
  else
    vfprintf (stderr, format, args);
  va_end (args);
}

/* The error domain of bx_cli_parse_options() for "--help": not a failure, its message is the
 * help that run() prints on stdout (exit status 0). */
static GQuark
help_quark (void)
{
  return g_quark_from_static_string ("bx-cli-help");
}

/* The entry of @entries that the option argument @arg names ("--limit", "--limit=5"), or
 * NULL. */
static const GOptionEntry *
find_entry (const GOptionEntry *entries,
            const char         *arg)
{
  size_t len;

  if (!g_str_has_prefix (arg, "--"))
    return NULL;
  len = strcspn (arg + 2, "=");
  for (const GOptionEntry *e = entries; e->long_name != NULL; e++)
    if (strlen (e->long_name) == len && strncmp (e->long_name, arg + 2, len) == 0)
      return e;
  return NULL;
}

/* Looks at @argv before GOption does: "--help" (or -h, -?) anywhere before "--" sets the help
 * error; an option @entries does not have is a usage error that names it.  GOption alone
 * would read "-horse" (a search for "-horse") as -h -o -r -s -e and print the help. */
static gboolean
check_arguments (GOptionContext     *context,
                 const GOptionEntry *entries,
                 const char         *command,
                 int                 argc,
                 char              **argv,
                 GError            **error)
{
  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];
      const GOptionEntry *e;

      if (strcmp (arg, "--") == 0)
        return TRUE;
      if (arg[0] != '-' || arg[1] == '\0')
        continue;
      if (strcmp (arg, "--help") == 0 || strcmp (arg, "--help-all") == 0
          || strcmp (arg, "-h") == 0 || strcmp (arg, "-?") == 0)
        {
          g_autofree char *old_name = g_strdup (g_get_prgname ());
          g_autofree char *name = g_strdup_printf ("boxi-cli %s", command);
          g_autofree char *help = NULL;

          /* GOption's usage line names the program by g_get_prgname(). */
          g_set_prgname (name);
          help = g_option_context_get_help (context, TRUE, NULL);
          g_set_prgname (old_name);
          g_set_error_literal (error, help_quark (), 0, help);
          return FALSE;
        }
      e = find_entry (entries, arg);
      if (e == NULL)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_USAGE,
                       "unknown option '%s' (see 'boxi-cli %s --help'; an argument that "
                       "starts with '-' goes after '--': boxi-cli %s -- %s)", arg, command,
                       command, arg);
          return FALSE;
        }
      /* Its value is the next argument, whatever it looks like (--seed -5). */
      if (e->arg != G_OPTION_ARG_NONE && strchr (arg, '=') == NULL)
        i++;
    }
  return TRUE;
}

/**
 * bx_cli_parse_options:
 * @entries: the command's options (long names only), %NULL-terminated
 * @parameter_string: what follows the options in the command's --help
 * @argc: (inout): the command's argument count (argv[0] is the command's name)
 * @argv: (inout): its arguments; the options are taken out
 * @error: %BX_ERROR_USAGE for an unknown option or a bad value (exit status 2); for --help,
 *   an error of a private domain whose message is the help, which the dispatcher prints on
 *   stdout with exit status 0
 *
 * Parses a command's options.  An argument that starts with "-" and is no option of the
 * command is an error (a query such as "-horse" goes after "--", which ends the options).
 *
 * Returns: %TRUE when the command should run
 */
gboolean
bx_cli_parse_options (GOptionEntry *entries,
                      const char   *parameter_string,
                      int          *argc,
                      char       ***argv,
                      GError      **error)
{
  g_autoptr(GOptionContext) context = g_option_context_new (parameter_string);

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_help_enabled (context, TRUE);
  if (!check_arguments (context, entries, (*argv)[0], *argc, *argv, error))
    return FALSE;
  if (!g_option_context_parse (context, argc, argv, error))
    {
      if (error != NULL && *error != NULL)
        {
          (*error)->domain = BX_ERROR;
          (*error)->code = BX_ERROR_USAGE;
        }
      return FALSE;
    }
  return TRUE;
}

/* The corpus database of bx_library_find_corpus(): $BOXI_CORPUS_DB; else the installed
 * corpus.sqlite when it is usable (not under `meson devenv` or the tests); else the user
 * cache's copy, rebuilt from the TEI texts when it is missing, stale, of another schema
 * version or damaged.  When the rebuild fails: NULL with the rebuild's own error (a
 * read-only cache folder, a bad text), not the damaged cache's. */
char *
bx_cli_default_db_path (GError **error)
{
  return bx_library_find_corpus (NULL, NULL, error);
}

static gboolean
cmd_version (int      argc,
             char   **argv,
             GError **error)
{
  GOptionEntry entries[] = { { NULL } };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  if (!bx_cli_parse_options (entries, "- the name and version as JSON", &argc, &argv, error))
    return FALSE;
  if (argc != 1)
    return bx_cli_usage_error (error, "version");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, "boxi");
  json_builder_set_member_name (b, "version");
  json_builder_add_string_value (b, bx_version_string ());
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  bx_cli_print_json (root);
  return TRUE;
}

static void
print_help (gboolean to_err)
{
  g_autoptr(GString) out = g_string_new (NULL);

  g_string_append (out, "Usage: boxi-cli [--version] [--help] COMMAND [ARGS…]\n\n");
  g_string_append (out,
                   "The headless tool of Boxi (博戲): texts, search, rules, play, replay and\n"
                   "simulation. Every command prints JSON on stdout; errors go to stderr.\n\n");
  g_string_append (out, "Commands and their options:\n");
  for (guint i = 0; commands[i].name != NULL; i++)
    {
      g_autofree char *usage = g_strdup_printf ("%s %s", commands[i].name, commands[i].args);
      /* A long usage line goes on its own line, the summary under it. */
      if (g_utf8_strlen (usage, -1) > 44)
        g_string_append_printf (out, "  %s\n  %-44s %s\n", usage, "", commands[i].summary);
      else
        g_string_append_printf (out, "  %-44s %s\n", usage, commands[i].summary);
    }
  g_string_append (out,
                   "\nThe rules commands (rulesets … bench engine) also take --rulesets DIR (the\n"
                   "ruleset directory) and --texts DIR (the TEI texts their cites are checked\n"
                   "against); the corpus commands take --db FILE (the corpus database).\n"
                   "Run 'boxi-cli COMMAND --help' for the options of a command.\n"
                   "The JSON shapes are documented in docs/cli.md.\n");
  if (to_err)
    print_error ("%s", out->str);
  else
    bx_cli_print_text (out->str);
}

static int
run (int    argc,
     char **argv)
{
  g_autoptr(GError) error = NULL;
  const char *name;

  if (argc < 2)
    {
      print_help (TRUE);
      return 2;
    }

  name = argv[1];
  if (strcmp (name, "--version") == 0 || strcmp (name, "-V") == 0)
    {
      g_autofree char *line = g_strdup_printf ("boxi-cli %s\n", bx_version_string ());
      bx_cli_print_text (line);
      return 0;
    }
  if (strcmp (name, "--help") == 0 || strcmp (name, "-h") == 0 || strcmp (name, "help") == 0)
    {
      print_help (FALSE);
      return 0;
    }

  for (guint i = 0; commands[i].name != NULL; i++)
    {
      if (strcmp (commands[i].name, name) != 0)
        continue;

      /* Several entries may share a name (bench corpus, bench engine): take the one whose
       * ARGS starts with the next argument, else the first. */
      if (argc > 2)
        {
          for (guint j = i; commands[j].name != NULL; j++)
            {
              gsize len = strcspn (commands[j].args, " ");

              if (strcmp (commands[j].name, name) == 0 && len > 0
                  && strlen (argv[2]) == len && strncmp (commands[j].args, argv[2], len) == 0)
                {
                  i = j;
                  break;
                }
            }
        }

      if (!commands[i].func (argc - 1, argv + 1, &error))
        {
          if (error != NULL && error->domain == help_quark ())
            {
              bx_cli_print_text (error->message);
              return 0;
            }
          print_error ("boxi-cli %s: %s\n", name,
                       error != NULL ? error->message : "failed");
          return g_error_matches (error, BX_ERROR, BX_ERROR_USAGE) ? 2 : 1;
        }
      if (cli_out == NULL)
        fflush (stdout);
      return 0;
    }

  print_error ("boxi-cli: unknown command '%s' (see 'boxi-cli --help')\n", name);
  return 2;
}

/**
 * bx_cli_run:
 * @argc: the number of arguments
 * @argv: (array length=argc): the command line as boxi-cli gets it: argv[0] is the
 *   program's name (ignored), argv[1] the command ("legal", "play" …), then its arguments;
 *   the strings may be rearranged by the option parser, as with a real command line
 * @out: (nullable): where the output goes (appended); %NULL: stdout
 * @err: (nullable): where the error line goes (appended); %NULL: stderr
 *
 * Runs one boxi-cli command in this process, exactly as the program does (the program's
 * main() is this call with %NULL strings).  The families must be registered first
 * (bx_games_register_builtin(), plus any the caller adds with bx_game_register_family()).
 * Calls are serialised: one runs at a time.  "--help" of a command prints its help on @out
 * and returns 0.
 *
 * Returns: the exit status: 0 on success, 1 for a failure, 2 for a malformed command line.
 */
int
bx_cli_run (int       argc,
            char    **argv,
            GString  *out,
            GString  *err)
{
  int status;

  G_LOCK (cli_run);
  cli_out = out;
  cli_err = err;
  status = run (argc, argv);
  cli_out = NULL;
  cli_err = NULL;
  G_UNLOCK (cli_run);
  return status;
}

/**
 * bx_cli_usage_error:
 * @error: the error to set (%BX_ERROR_USAGE: exit status 2)
 * @usage: the command's usage line, without "boxi-cli"
 *
 * Returns: %FALSE, for `return bx_cli_usage_error (error, "…");`
 */
gboolean
bx_cli_usage_error (GError    **error,
                    const char *usage)
{
  g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "usage: boxi-cli %s", usage);
  return FALSE;
}

/**
 * bx_cli_check_min:
 * @option: the option's name, "--steps"
 * @value: its value
 * @min: the least value it takes
 * @error: %BX_ERROR_USAGE (exit status 2): "--steps must be at least 1 (not 0)"
 *
 * Returns: whether @value is at least @min
 */
gboolean
bx_cli_check_min (const char  *option,
                  gint64       value,
                  gint64       min,
                  GError     **error)
{
  if (value >= min)
    return TRUE;
  g_set_error (error, BX_ERROR, BX_ERROR_USAGE,
               "%s must be at least %" G_GINT64_FORMAT " (not %" G_GINT64_FORMAT ")", option, min,
               value);
  return FALSE;
}

/**
 * bx_cli_check_folder:
 * @option: the option that names it, "--texts"
 * @path: (nullable): the folder, or %NULL when the option is not given
 * @error: %BX_ERROR_NOT_FOUND "PATH: no such folder (--texts)" or %BX_ERROR_INVALID
 *   "PATH: not a folder (--texts)"
 *
 * Says in the documented "FILE: reason" form what GLib would say in a sentence ("Error
 * opening directory …").  A relative @path is read from the working folder (under `meson
 * devenv -C build`, that is build/).
 *
 * Returns: %TRUE when @path is %NULL or a folder
 */
gboolean
bx_cli_check_folder (const char  *option,
                     const char  *path,
                     GError     **error)
{
  if (path == NULL || g_file_test (path, G_FILE_TEST_IS_DIR))
    return TRUE;
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no such folder (%s)", path, option);
  else
    g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: not a folder (%s)", path, option);
  return FALSE;
}

/**
 * bx_cli_read_input:
 * @path: a file, or "-" for standard input
 * @error: bx_file_read_regular()'s error (no such file, not a regular file, larger than
 *   %BX_FILE_MAX_STATE), or standard input's size
 *
 * Returns: (transfer full) (nullable): the whole contents, NUL-terminated
 */
char *
bx_cli_read_input (const char  *path,
                   GError     **error)
{
  g_autoptr(GString) s = NULL;
  char buf[4096];
  size_t n;
  char *data = NULL;

  /* A regular file of at most BX_FILE_MAX_STATE bytes (bx-file.c). */
  if (strcmp (path, "-") != 0)
    return bx_file_read_regular (path, BX_FILE_MAX_STATE, &data, NULL, error) ? data : NULL;
  s = g_string_new (NULL);
  while ((n = fread (buf, 1, sizeof buf, stdin)) > 0)
    {
      g_string_append_len (s, buf, n);
      if (s->len > BX_FILE_MAX_STATE)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                       "standard input: more than the %d bytes allowed", BX_FILE_MAX_STATE);
          return NULL;
        }
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/**
 * bx_cli_library_load:
 * @rulesets_dir: (nullable): --rulesets, or %NULL
 * @texts_dir: (nullable): --texts, or %NULL
 * @error: a ruleset, text or corpus error (file, line and reason); "DIR: no such folder
 *   (--texts)" for a folder that is not there
 *
 * The rulesets and the corpus a command works on: the process's one library
 * (bx_library_get_default()) unless a folder is given, then a library of those folders.
 *
 * Returns: (transfer full) (nullable): the library, checked
 */
BxLibrary *
bx_cli_library_load (const char  *rulesets_dir,
                     const char  *texts_dir,
                     GError     **error)
{
  g_autoptr(BxLibrary) lib = NULL;

  if (!bx_cli_check_folder ("--rulesets", rulesets_dir, error)
      || !bx_cli_check_folder ("--texts", texts_dir, error))
    return NULL;
  if (rulesets_dir == NULL && texts_dir == NULL)
    lib = g_object_ref (bx_library_get_default ());
  else
    lib = bx_library_new (rulesets_dir, texts_dir, NULL);
  if (!bx_library_check (lib, error))
    return NULL;
  return g_steal_pointer (&lib);
}

/**
 * bx_cli_library_game:
 * @library: a library
 * @ruleset_id: "shuanglu/ping"
 * @error: %BX_ERROR_NOT_FOUND for an unknown ruleset, or the engine's error
 *
 * Returns: (transfer full) (nullable): a game of @ruleset_id
 */
BxGame *
bx_cli_library_game (BxLibrary   *library,
                     const char  *ruleset_id,
                     GError     **error)
{
  BxRuleset *rs = bx_library_get_ruleset (library, ruleset_id);

  if (rs == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND,
                   "no ruleset '%s' (see 'boxi-cli rulesets')", ruleset_id);
      return NULL;
    }
  return bx_game_new (rs, error);
}

/** bx_cli_env_clear: Releases @env's library and options (g_auto). */
void
bx_cli_env_clear (BxCliEnv *env)
{
  env->library = NULL;
  env->index = NULL;
  g_clear_object (&env->shared);
  g_clear_pointer (&env->rulesets, g_free);
  g_clear_pointer (&env->texts, g_free);
}

/**
 * bx_cli_env_load:
 * @env: the command's env, its options parsed
 * @error: a ruleset, text or corpus error
 *
 * Loads the library of @env's folders (bx_cli_library_load()).
 *
 * Returns: %TRUE when the rulesets and the clause index are there
 */
gboolean
bx_cli_env_load (BxCliEnv  *env,
                 GError   **error)
{
  env->shared = bx_cli_library_load (env->rulesets, env->texts, error);
  if (env->shared == NULL)
    return FALSE;
  env->library = bx_library_get_rulesets (env->shared);
  env->index = bx_library_get_clause_index (env->shared);
  if (env->library == NULL || env->index == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "the rulesets or the texts are missing");
      return FALSE;
    }
  return TRUE;
}

/**
 * bx_cli_add_move_members:
 * @builder: a builder inside an object
 * @game: the game
 * @state: the position before @move
 * @move: a legal move of @state
 *
 * Adds the members every command prints for a move (docs/cli.md): "move" (its notation),
 * "text_en" and "text_zh" (the move in words, bx_game_describe_move_words(); the notation
 * for a family without words),
 * "steps", "rules" (rule ids), "clauses" (the supporting cites) and "status" (the weakest
 * status of its rules).
 */
void
bx_cli_add_move_members (JsonBuilder   *builder,
                         const BxGame  *game,
                         const BxState *state,
                         const BxMove  *move)
{
  g_autofree char *notation = bx_game_describe_move (game, state, move);
  g_autofree char *text_en = NULL;
  g_autofree char *text_zh = NULL;
  g_auto(GStrv) clauses = bx_game_move_clause_ids (game, move);

  json_builder_set_member_name (builder, "move");
  json_builder_add_string_value (builder, notation);
  if (!bx_game_describe_move_words (game, state, move, &text_en, &text_zh))
    {
      text_en = g_strdup (notation);
      text_zh = g_strdup (notation);
    }
  json_builder_set_member_name (builder, "text_en");
  json_builder_add_string_value (builder, text_en);
  json_builder_set_member_name (builder, "text_zh");
  json_builder_add_string_value (builder, text_zh);
  json_builder_set_member_name (builder, "steps");
  json_builder_add_value (builder, bx_game_move_to_json (game, move));
  json_builder_set_member_name (builder, "rules");
  json_builder_begin_array (builder);
  for (guint i = 0; i < move->n_rules; i++)
    json_builder_add_string_value (builder, bx_game_rule_id (game, move->rules[i]));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "clauses");
  json_builder_begin_array (builder);
  for (guint i = 0; clauses != NULL && clauses[i] != NULL; i++)
    json_builder_add_string_value (builder, clauses[i]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "status");
  json_builder_add_string_value (builder,
                                 bx_rule_status_to_string (bx_game_move_status (game, move)));
}

/* A state that names its number of players ("players", 打馬 and 除紅) sets up the game
 * for that many before it is read; a family without the choice refuses another number. */
static gboolean
configure_for_state (BxGame      *game,
                     const char  *json,
                     GError     **error)
{
  g_autoptr(JsonNode) root = bx_json_parse_bounded (json, -1, BX_JSON_MAX_DEPTH, NULL);
  BxGameOptions options = { 0, 0 };
  JsonObject *o;
  JsonNode *n;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return TRUE;   /* bx_game_state_from_string() gives the error */
  o = json_node_get_object (root);
  n = json_object_get_member (o, "players");
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    return TRUE;
  if (json_node_get_int (n) < 1 || json_node_get_int (n) > 64
      || (guint) json_node_get_int (n) == bx_game_get_n_players (game))
    return TRUE;
  options.n_players = (guint) json_node_get_int (n);
  return bx_game_configure (game, &options, error);
}

/**
 * bx_cli_load_state:
 * @game: the game (configured for the state's number of players when the state names it)
 * @path: (nullable): --state: a JSON file, "-" for standard input, or %NULL for the opening
 * @out: (out caller-allocates): the position
 * @error: the reading or state error, prefixed with @path
 *
 * Returns: %TRUE with @out set
 */
gboolean
bx_cli_load_state (BxGame      *game,
                   const char  *path,
                   BxState     *out,
                   GError     **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *json = NULL;

  if (path == NULL)
    {
      bx_game_init_state (game, out);
      return TRUE;
    }
  if ((json = bx_cli_read_input (path, &local)) == NULL)
    {
      g_set_error (error, BX_ERROR, local->code, "state: %s", local->message);
      return FALSE;
    }
  if (!bx_cli_state_from_json (game, json, out, &local))
    {
      /* "FILE:LINE:COL: state: reason" for a JSON error (not json-glib's "<data>"). */
      g_autofree char *msg = bx_file_json_error (path, local->message);

      g_set_error_literal (error, BX_ERROR, local->code, msg);
      return FALSE;
    }
  return TRUE;
}

/**
 * bx_cli_state_from_json:
 * @game: the game (configured for the state's number of players when the state names it)
 * @json: a state JSON text (docs/state-format.md), e.g. a rule's example
 * @out: (out caller-allocates): the position
 * @error: the state error
 *
 * Returns: %TRUE with @out set
 */
gboolean
bx_cli_state_from_json (BxGame      *game,
                        const char  *json,
                        BxState     *out,
                        GError     **error)
{
  return configure_for_state (game, json, error)
         && bx_game_state_from_string (game, json, out, error);
}

/**
 * bx_cli_add_string:
 * @builder: a builder inside an object
 * @member: the member's name
 * @value: (nullable): its value; %NULL is written as JSON null
 */
void
bx_cli_add_string (JsonBuilder *builder,
                   const char  *member,
                   const char  *value)
{
  json_builder_set_member_name (builder, member);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

/**
 * bx_cli_add_strv:
 * @builder: a builder inside an object
 * @member: the member's name, or %NULL to add the array as a value (inside an array)
 * @items: (nullable) (array zero-terminated=1): the strings; %NULL is an empty array
 */
void
bx_cli_add_strv (JsonBuilder        *builder,
                 const char         *member,
                 const char * const *items)
{
  if (member != NULL)
    json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; items != NULL && items[i] != NULL; i++)
    json_builder_add_string_value (builder, items[i]);
  json_builder_end_array (builder);
}
