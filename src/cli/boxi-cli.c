/* boxi-cli.c: the headless command-line front on libboxi-core
 *
 * Every subcommand prints JSON on stdout.  Errors go to stderr as one line, with a
 * non-zero exit status: 1 for a failure, 2 for a malformed command line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "bx-cli.h"
#include "bx-cli-commands.h"
#include "bx-library.h"
#include "bx-tei-import.h"

static gboolean cmd_version (int argc, char **argv, GError **error);

static const BxCliCommand commands[] = {
  { "version", "", "Print the name and version as JSON", cmd_version },
  BX_CLI_COMMANDS
  { NULL, NULL, NULL, NULL }
};

void
bx_cli_print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autofree char *out = NULL;

  json_generator_set_root (gen, node);
  json_generator_set_pretty (gen, FALSE);
  out = json_generator_to_data (gen, NULL);
  fputs (out, stdout);
  fputc ('\n', stdout);
}

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
 * version or damaged.  When the rebuild fails the cache path is returned anyway, so that
 * opening it reports why. */
char *
bx_cli_default_db_path (void)
{
  char *path = bx_library_find_corpus (NULL, NULL, NULL);

  return path != NULL ? path : bx_corpus_cache_path (NULL);
}

static gboolean
cmd_version (int      argc,
             char   **argv,
             GError **error)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

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
print_help (FILE *out)
{
  fprintf (out, "Usage: boxi-cli [--version] [--help] COMMAND [ARGS…]\n\n");
  fprintf (out, "The headless tool of Boxi (博戲): texts, search, rules, play, replay and\n"
                "simulation. Every command prints JSON on stdout; errors go to stderr.\n\n");
  fprintf (out, "Commands and their options:\n");
  for (guint i = 0; commands[i].name != NULL; i++)
    {
      g_autofree char *usage = g_strdup_printf ("%s %s", commands[i].name, commands[i].args);
      /* A long usage line goes on its own line, the summary under it. */
      if (g_utf8_strlen (usage, -1) > 44)
        fprintf (out, "  %s\n  %-44s %s\n", usage, "", commands[i].summary);
      else
        fprintf (out, "  %-44s %s\n", usage, commands[i].summary);
    }
  fprintf (out, "\nThe rules commands (rulesets … bench engine) also take --rulesets DIR (the\n"
                "ruleset directory) and --texts DIR (the TEI texts their cites are checked\n"
                "against); the corpus commands take --db FILE (the corpus database).\n"
                "Run 'boxi-cli COMMAND --help' for the options of a command.\n"
                "The JSON shapes are documented in docs/cli.md.\n");
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  const char *name;

  setlocale (LC_ALL, "");

  if (argc < 2)
    {
      print_help (stderr);
      return 2;
    }

  name = argv[1];
  if (strcmp (name, "--version") == 0 || strcmp (name, "-V") == 0)
    {
      printf ("boxi-cli %s\n", bx_version_string ());
      return 0;
    }
  if (strcmp (name, "--help") == 0 || strcmp (name, "-h") == 0 || strcmp (name, "help") == 0)
    {
      print_help (stdout);
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
          fprintf (stderr, "boxi-cli %s: %s\n", name,
                   error != NULL ? error->message : "failed");
          return g_error_matches (error, BX_ERROR, BX_ERROR_USAGE) ? 2 : 1;
        }
      fflush (stdout);
      return 0;
    }

  fprintf (stderr, "boxi-cli: unknown command '%s' (see 'boxi-cli --help')\n", name);
  return 2;
}
