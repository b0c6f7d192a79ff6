/* bx-cli-bench-reader.c: boxi-cli bench reader — the time to open each work in the Reader
 * and lay out its first screen, and the memory that takes (JSON shapes in docs/cli.md)
 *
 * The CLI has no GTK: it runs boxi-bench-reader (src/app), one process for each opening,
 * on the display given ($DISPLAY) or on an Xvfb of its own, works in turn within each
 * run, and reports the medians of the runs.  The Reader is the app's Reader page (the main
 * window, the library sidebar beside it); --standalone measures the Reader view alone in a
 * window, as the earlier rounds did.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib-unix.h>
#include <json-glib/json-glib.h>

#include "bx-cli.h"
#include "bx-cli-bench-reader.h"
#include "bx-cli-quantile.h"
#include "bx-cli-startup.h"
#include "bx-error.h"

/* The program: --program, else boxi-bench-reader beside this program (the build tree's
 * src/app, or the installed libexec), else on the PATH. */
static char *
default_program (void)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = self != NULL ? g_path_get_dirname (self) : NULL;
  const char *candidates[] = { "boxi-bench-reader", "../app/boxi-bench-reader",
                               "../libexec/boxi-bench-reader" };

  for (guint i = 0; dir != NULL && i < G_N_ELEMENTS (candidates); i++)
    {
      g_autofree char *path = g_build_filename (dir, candidates[i], NULL);

      if (g_file_test (path, G_FILE_TEST_IS_EXECUTABLE))
        return g_canonicalize_filename (path, NULL);
    }
  return g_strdup ("boxi-bench-reader");
}

/* Runs the program with @args and returns its standard output. */
static char *
run_program (const char  *program,
             char       **envp,
             const char  *const *args,
             GError     **error)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status = 0;

  g_ptr_array_add (argv, (char *) program);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  if (!g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_SEARCH_PATH, NULL, NULL, &out,
                     &err, &status, error))
    return NULL;
  if (!g_spawn_check_wait_status (status, error))
    {
      g_prefix_error (error, "%s %s: %s: ", program, args[0] != NULL ? args[0] : "",
                      err != NULL ? g_strstrip (err) : "");
      return NULL;
    }
  return g_steal_pointer (&out);
}

typedef struct
{
  char   *work;
  gint64  clauses;
  gint64  rows;
  GArray *open_ms, *cpu_ms, *growth_kb;
} WorkSeries;

static void
work_series_free (gpointer data)
{
  WorkSeries *s = data;

  g_free (s->work);
  g_array_unref (s->open_ms);
  g_array_unref (s->cpu_ms);
  g_array_unref (s->growth_kb);
  g_free (s);
}

static void
add_double (JsonBuilder *b,
            const char  *member,
            double       value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_double_value (b, (double) (gint64) (value * 100 + 0.5) / 100);
}

gboolean
bx_cli_cmd_bench_reader (int      argc,
                         char   **argv,
                         GError **error)
{
  int opt_runs = 5;
  g_autofree char *opt_program = NULL;
  g_autofree char *opt_work = NULL;
  gboolean opt_standalone = FALSE;
  g_autofree char *opt_size = NULL;
  GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT, &opt_runs, "Openings of each work (5)", "N" },
    { "work", 0, 0, G_OPTION_ARG_STRING, &opt_work, "One work only", "ID" },
    { "standalone", 0, 0, G_OPTION_ARG_NONE, &opt_standalone,
      "The Reader view alone in a window, not the app's Reader page", NULL },
    { "program", 0, 0, G_OPTION_ARG_FILENAME, &opt_program,
      "The benchmark program (boxi-bench-reader beside this one)", "PATH" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &opt_size,
      "The app window's size in pixels (1200x800)", "WxH" },
    { NULL }
  };
  const char *usage = "bench reader [--runs N] [--work ID] [--standalone] [--size WxH] "
                      "[--program PATH]";
  g_autoptr(GSubprocess) xvfb = NULL;
  g_autofree char *display = NULL;
  g_autofree char *list = NULL;
  g_auto(GStrv) works = NULL;
  g_auto(GStrv) envp = NULL;
  g_autoptr(GPtrArray) series = g_ptr_array_new_with_free_func (work_series_free);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  double max_open = 0, max_cpu = 0, max_growth = 0;
  gboolean ok = TRUE;

  if (!bx_cli_parse_options (entries, usage, &argc, &argv, error))
    return FALSE;
  if (!bx_cli_check_min ("--runs", opt_runs, 1, error))
    return FALSE;
  if (argc != 2 || strcmp (argv[1], "reader") != 0)
    return bx_cli_usage_error (error, usage);
  if (opt_program == NULL)
    opt_program = default_program ();

  if (g_getenv ("DISPLAY") != NULL && *g_getenv ("DISPLAY") != '\0')
    display = g_strdup (g_getenv ("DISPLAY"));
  else if ((display = bx_cli_start_xvfb (&xvfb, error)) == NULL)
    return FALSE;
  envp = g_get_environ ();
  envp = g_environ_setenv (envp, "DISPLAY", display, TRUE);
  envp = g_environ_setenv (envp, "GDK_BACKEND", "x11", TRUE);
  envp = g_environ_setenv (envp, "GSETTINGS_BACKEND", "memory", TRUE);
  envp = g_environ_setenv (envp, "GTK_A11Y", "none", TRUE);
  envp = g_environ_setenv (envp, "NO_AT_BRIDGE", "1", TRUE);
  envp = g_environ_unsetenv (envp, "WAYLAND_DISPLAY");

  if (opt_work != NULL)
    {
      works = g_new0 (char *, 2);
      works[0] = g_strdup (opt_work);
    }
  else
    {
      const char *args[] = { "--list", NULL };

      list = run_program (opt_program, envp, args, error);
      ok = list != NULL;
      if (ok)
        works = g_strsplit (g_strstrip (list), "\n", -1);
    }
  for (guint i = 0; ok && works[i] != NULL; i++)
    {
      WorkSeries *s = g_new0 (WorkSeries, 1);

      s->work = g_strdup (works[i]);
      s->open_ms = g_array_new (FALSE, FALSE, sizeof (double));
      s->cpu_ms = g_array_new (FALSE, FALSE, sizeof (double));
      s->growth_kb = g_array_new (FALSE, FALSE, sizeof (double));
      g_ptr_array_add (series, s);
    }
  /* The works in turn within each run. */
  for (int run = 0; ok && run < opt_runs; run++)
    for (guint i = 0; ok && i < series->len; i++)
      {
        WorkSeries *s = g_ptr_array_index (series, i);
        /* The program's own window size (1200×800) unless --size says another. */
        const char *args[] = { "--work", s->work,
                               opt_standalone ? "--standalone"
                                              : opt_size != NULL ? "--size" : NULL,
                               opt_standalone ? NULL : opt_size,
                               NULL };
        g_autofree char *out = run_program (opt_program, envp, args, error);
        g_autoptr(JsonParser) parser = json_parser_new ();
        JsonObject *o;
        double value;

        ok = out != NULL && json_parser_load_from_data (parser, out, -1, error);
        if (!ok)
          break;
        o = json_node_get_object (json_parser_get_root (parser));
        value = json_object_get_double_member (o, "open_ms");
        g_array_append_val (s->open_ms, value);
        value = json_object_get_double_member (o, "open_cpu_ms");
        g_array_append_val (s->cpu_ms, value);
        value = (double) json_object_get_int_member (o, "rss_growth_kb");
        g_array_append_val (s->growth_kb, value);
        s->clauses = json_object_get_int_member (o, "clauses");
        s->rows = json_object_get_int_member (o, "rows");
      }
  if (xvfb != NULL)
    {
      const char *id = g_subprocess_get_identifier (xvfb);

      if (id != NULL)
        kill ((pid_t) g_ascii_strtoll (id, NULL, 10), SIGTERM);
      g_subprocess_wait (xvfb, NULL, NULL);
    }
  if (!ok)
    return FALSE;

  json_builder_begin_object (b);
  bx_cli_add_string (b, "name", "reader");
  json_builder_set_member_name (b, "runs");
  json_builder_add_int_value (b, opt_runs);
  bx_cli_add_string (b, "display", xvfb != NULL ? "Xvfb 1400x900x24" : display);
  bx_cli_add_string (b, "mode", opt_standalone ? "standalone" : "app");
  bx_cli_add_string (b, "window", opt_standalone ? "1100x760"
                                  : opt_size != NULL ? opt_size : "1200x800");
  json_builder_set_member_name (b, "works");
  json_builder_begin_array (b);
  for (guint i = 0; i < series->len; i++)
    {
      WorkSeries *s = g_ptr_array_index (series, i);
      double open = bx_cli_median (s->open_ms), cpu = bx_cli_median (s->cpu_ms);
      double growth = bx_cli_median (s->growth_kb);

      json_builder_begin_object (b);
      bx_cli_add_string (b, "work", s->work);
      json_builder_set_member_name (b, "clauses");
      json_builder_add_int_value (b, s->clauses);
      json_builder_set_member_name (b, "rows");
      json_builder_add_int_value (b, s->rows);
      add_double (b, "open_ms", open);
      add_double (b, "open_cpu_ms", cpu);
      json_builder_set_member_name (b, "rss_growth_kb");
      json_builder_add_int_value (b, (gint64) growth);
      json_builder_end_object (b);
      max_open = MAX (max_open, open);
      max_cpu = MAX (max_cpu, cpu);
      max_growth = MAX (max_growth, growth);
    }
  json_builder_end_array (b);
  add_double (b, "max_open_ms", max_open);
  add_double (b, "max_open_cpu_ms", max_cpu);
  json_builder_set_member_name (b, "max_rss_growth_kb");
  json_builder_add_int_value (b, (gint64) max_growth);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  bx_cli_print_json (root);
  return TRUE;
}
