/* bx-cli-startup.c: boxi-cli bench startup — launch to first frame and peak memory of the
 * app against a reference app (JSON shapes in docs/cli.md)
 *
 * Both apps are measured the same way, from outside: an X client of the bench watches the
 * root window (SubstructureNotify) and puts a DAMAGE object on every top-level window the
 * app creates; the first frame is the first damage after which a mapped window's top strip
 * (its header bar) holds more than one colour, i.e. the app has drawn, not the server's fill.
 * No hook inside either app is needed; Boxi's own after-paint mark (BOXI_BENCH_FIRST_FRAME,
 * bx-window.c) is read too, as a check of the method.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <poll.h>

#include <gio/gio.h>
#include <glib-unix.h>
#include <glib/gstdio.h>

#include "bx-cli.h"
#include "bx-cli-quantile.h"
#include "bx-cli-startup.h"
#include "bx-error.h"

/**
 * bx_cli_start_xvfb:
 * @out: (out): the Xvfb process, to stop when done
 * @error: set when Xvfb cannot start or prints no display
 *
 * Starts Xvfb (1400×900×24, no TCP) on a free display chosen by the server itself
 * (-displayfd), for the benchmarks that drive the app (`bench startup`, `bench reader`).
 *
 * Returns: (transfer full) (nullable): the display's name (":N"), or %NULL on error
 */
char *
bx_cli_start_xvfb (GSubprocess **out,
                   GError      **error)
{
  int fds[2];
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  char buf[32] = { 0 };
  gssize n = 0, got;

  if (!g_unix_open_pipe (fds, FD_CLOEXEC, error))
    return NULL;
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE
                                       | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_subprocess_launcher_take_fd (launcher, fds[1], 3);
  *out = g_subprocess_launcher_spawn (launcher, error, "Xvfb", "-displayfd", "3", "-screen",
                                      "0", "1400x900x24", "-nolisten", "tcp", NULL);
  if (*out == NULL)
    {
      close (fds[0]);
      g_prefix_error (error, "cannot start Xvfb (apt-get install xvfb): ");
      return NULL;
    }
  while (n < (gssize) sizeof buf - 1 && (got = read (fds[0], buf + n, sizeof buf - 1 - n)) > 0)
    {
      n += got;
      if (strchr (buf, '\n') != NULL)
        break;
    }
  close (fds[0]);
  g_strstrip (buf);
  if (*buf == '\0')
    {
      g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "Xvfb printed no display number");
      return NULL;
    }
  return g_strdup_printf (":%s", buf);
}

#ifdef BX_HAVE_X11_BENCH
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>

typedef struct
{
  gint64 map_us;       /* since the spawn; -1 until seen */
  gint64 frame_us;     /* first damage of a mapped top-level window; -1 until seen */
  gint64 app_frame_us; /* the app's own mark (Boxi only); -1 when it printed none */
  gint64 hwm_kb;       /* VmHWM after the settle delay */
  gint64 rss_kb;       /* VmRSS likewise */
  gint64 cpu_us;       /* CPU time of all its threads at the first frame; -1 if unknown */
  gint64 page_us;      /* Boxi's mark of its first page drawn (after the first frame) */
} RunResult;

/* The CPU time (user and system, all threads) @pid has used so far, from /proc/PID/stat
 * (in clock ticks, so to 10 ms), or -1. */
static gint64
proc_cpu_us (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", (int) pid);
  g_autofree char *text = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after;
  long ticks = sysconf (_SC_CLK_TCK);

  if (!g_file_get_contents (path, &text, NULL, NULL) || ticks <= 0)
    return -1;
  /* After the command's ")": state is field 3, utime 14, stime 15. */
  after = strrchr (text, ')');
  if (after == NULL)
    return -1;
  fields = g_strsplit (after + 2, " ", 0);
  if (g_strv_length (fields) < 13)
    return -1;
  return (g_ascii_strtoll (fields[11], NULL, 10) + g_ascii_strtoll (fields[12], NULL, 10))
         * G_USEC_PER_SEC / ticks;
}

static gint64
status_kb (GPid        pid,
           const char *field)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/status", (int) pid);
  g_autofree char *text = NULL;
  const char *at;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return -1;
  at = strstr (text, field);
  if (at == NULL)
    return -1;
  return g_ascii_strtoll (at + strlen (field) + 1, NULL, 10);
}


/* Starts a session bus of its own and returns its address. */
static char *
start_bus (GSubprocess **out,
           GError      **error)
{
  g_autoptr(GDataInputStream) in = NULL;
  char *line;

  *out = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                           error, "dbus-daemon", "--session",
                           "--nofork", "--print-address=1", NULL);
  if (*out == NULL)
    return NULL;
  in = g_data_input_stream_new (g_subprocess_get_stdout_pipe (*out));
  line = g_data_input_stream_read_line (in, NULL, NULL, error);
  if (line == NULL && error != NULL && *error == NULL)
    g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "dbus-daemon printed no address");
  return line != NULL ? g_strstrip (line) : NULL;
}

/* The app's windows come and go under the bench's requests (a damage object outlives its
 * window by an instant): their errors are expected and ignored. */
static int
ignore_x_error (Display     *dpy,
                XErrorEvent *event)
{
  return 0;
}

typedef struct
{
  Display    *dpy;
  int         damage_base;
  GHashTable *mapped;       /* Window → itself, the mapped children of the root */
} Watch;

/* TRUE when the top strip of @window (its header bar) holds more than one colour: the app
 * has drawn into it.  The server's own fill of a freshly mapped window, which damages it
 * too, is one colour. */
static gboolean
window_drawn (Display *dpy,
              Window   window)
{
  XWindowAttributes attrs;
  XImage *image;
  gboolean drawn = FALSE;
  unsigned long first;
  int rows;

  if (!XGetWindowAttributes (dpy, window, &attrs) || attrs.map_state != IsViewable
      || attrs.width < 1 || attrs.height < 1)
    return FALSE;
  rows = MIN (attrs.height, 80);
  image = XGetImage (dpy, window, 0, 0, (unsigned) attrs.width, (unsigned) rows, AllPlanes,
                     ZPixmap);
  if (image == NULL)
    return FALSE;
  first = XGetPixel (image, 0, 0);
  for (int y = 0; y < rows && !drawn; y++)
    for (int x = 0; x < attrs.width && !drawn; x++)
      drawn = (unsigned long) XGetPixel (image, x, y) != first;
  XDestroyImage (image);
  return drawn;
}

/* The app's own mark: a line "boxi-first-frame MONOTONIC_US" on its stdout. */
static void
read_app_mark (int        fd,
               GString   *buf,
               RunResult *r)
{
  char chunk[256];
  gssize n = read (fd, chunk, sizeof chunk);
  const char *at;

  if (n <= 0)
    return;
  g_string_append_len (buf, chunk, n);
  at = strstr (buf->str, "boxi-first-frame ");
  if (at != NULL && strchr (at, '\n') != NULL && r->app_frame_us < 0)
    r->app_frame_us = g_ascii_strtoll (at + strlen ("boxi-first-frame "), NULL, 10);
  at = strstr (buf->str, "boxi-page-ready ");
  if (at != NULL && strchr (at, '\n') != NULL && r->page_us < 0)
    r->page_us = g_ascii_strtoll (at + strlen ("boxi-page-ready "), NULL, 10);
}

static gboolean
run_once (Watch         *w,
          const char   **argv,
          char         **envp,
          int            settle_ms,
          int            timeout_ms,
          RunResult     *r,
          GError       **error)
{
  GPid pid;
  int out_fd = -1;
  gint64 t0, deadline, now;
  g_autoptr(GString) out = g_string_new (NULL);
  int status = 0;

  *r = (RunResult) { -1, -1, -1, -1, -1, -1, -1 };
  g_hash_table_remove_all (w->mapped);
  XSync (w->dpy, True);
  t0 = g_get_monotonic_time ();
  if (!g_spawn_async_with_pipes (NULL, (char **) argv, envp,
                                 G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD
                                 | G_SPAWN_STDERR_TO_DEV_NULL,
                                 NULL, NULL, &pid, NULL, &out_fd, NULL, error))
    return FALSE;
  deadline = t0 + (gint64) timeout_ms * 1000;
  while (r->frame_us < 0 && (now = g_get_monotonic_time ()) < deadline)
    {
      struct pollfd fds[2] = { { ConnectionNumber (w->dpy), POLLIN, 0 }, { out_fd, POLLIN, 0 } };

      if (XPending (w->dpy) == 0)
        poll (fds, 2, (int) MAX (1, (deadline - now) / 1000));
      if (fds[1].revents & POLLIN)
        read_app_mark (out_fd, out, r);
      while (XPending (w->dpy) > 0 && r->frame_us < 0)
        {
          XEvent ev;

          XNextEvent (w->dpy, &ev);
          now = g_get_monotonic_time ();
          if (ev.type == CreateNotify && ev.xcreatewindow.parent == DefaultRootWindow (w->dpy))
            XDamageCreate (w->dpy, ev.xcreatewindow.window, XDamageReportNonEmpty);
          else if (ev.type == MapNotify && ev.xmap.event == DefaultRootWindow (w->dpy))
            {
              g_hash_table_add (w->mapped, GSIZE_TO_POINTER (ev.xmap.window));
              if (r->map_us < 0)
                r->map_us = now - t0;
            }
          else if (ev.type == w->damage_base + XDamageNotify)
            {
              XDamageNotifyEvent *d = (XDamageNotifyEvent *) &ev;

              XDamageSubtract (w->dpy, d->damage, None, None);
              if (g_hash_table_contains (w->mapped, GSIZE_TO_POINTER (d->drawable))
                  && window_drawn (w->dpy, d->drawable))
                {
                  r->frame_us = now - t0;
                  r->cpu_us = proc_cpu_us (pid);
                }
            }
        }
    }
  if (r->frame_us >= 0)
    {
      /* Let it settle, still reading its marks, then read its peak memory.  Boxi builds
       * its page after the first frame: its memory is read --settle after that page was
       * drawn ("boxi-page-ready", waited for up to --timeout, and 10 s after the first
       * frame), so that the peak includes the page. */
      gint64 frame_at = g_get_monotonic_time ();
      gint64 limit = t0 + (gint64) timeout_ms * 1000;

      for (;;)
        {
          struct pollfd fd = { out_fd, POLLIN, 0 };
          gint64 until = frame_at + (gint64) settle_ms * 1000;

          if (r->page_us >= 0)
            until = MAX (until, r->page_us + (gint64) settle_ms * 1000);
          else if (r->app_frame_us >= 0)
            /* A Boxi older than the mark prints none: 10 s at most. */
            until = MAX (until, MIN (limit, frame_at + 10 * G_USEC_PER_SEC));
          now = g_get_monotonic_time ();
          if (now >= until)
            break;
          if (poll (&fd, 1, (int) CLAMP ((until - now) / 1000, 1, 10)) > 0)
            {
              if (fd.revents & POLLIN)
                read_app_mark (out_fd, out, r);
              else
                g_usleep (10000);
            }
        }
      r->hwm_kb = status_kb (pid, "VmHWM:");
      r->rss_kb = status_kb (pid, "VmRSS:");
      if (r->app_frame_us >= 0)
        r->app_frame_us -= t0;
      if (r->page_us >= 0)
        r->page_us -= t0;
    }
  kill (pid, SIGTERM);
  for (int i = 0; i < 300 && waitpid (pid, &status, WNOHANG) == 0; i++)
    g_usleep (10000);
  if (waitpid (pid, &status, WNOHANG) == 0)
    {
      kill (pid, SIGKILL);
      waitpid (pid, &status, 0);
    }
  g_spawn_close_pid (pid);
  close (out_fd);
  /* Drop what is left of its windows' events. */
  XSync (w->dpy, True);
  if (r->frame_us < 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s drew no window within %d ms",
                   argv[0], timeout_ms);
      return FALSE;
    }
  return TRUE;
}

/* The median of @values (gint64; bx_cli_median(): the mean of the two middle values for an
 * even count), or -1 when empty or any is missing (negative). */
static double
median (GArray *values)
{
  g_autoptr(GArray) v = NULL;

  for (guint i = 0; i < values->len; i++)
    if (g_array_index (values, gint64, i) < 0)
      return -1;
  v = bx_cli_doubles_from_int64 (values);
  return bx_cli_median (v);
}

typedef struct
{
  GArray *map, *frame, *app_frame, *hwm, *rss, *cpu, *page;
} Series;

static void
series_init (Series *s)
{
  s->map = g_array_new (FALSE, FALSE, sizeof (gint64));
  s->frame = g_array_new (FALSE, FALSE, sizeof (gint64));
  s->app_frame = g_array_new (FALSE, FALSE, sizeof (gint64));
  s->hwm = g_array_new (FALSE, FALSE, sizeof (gint64));
  s->rss = g_array_new (FALSE, FALSE, sizeof (gint64));
  s->cpu = g_array_new (FALSE, FALSE, sizeof (gint64));
  s->page = g_array_new (FALSE, FALSE, sizeof (gint64));
}

static void
series_clear (Series *s)
{
  g_array_unref (s->map);
  g_array_unref (s->frame);
  g_array_unref (s->app_frame);
  g_array_unref (s->hwm);
  g_array_unref (s->rss);
  g_array_unref (s->cpu);
  g_array_unref (s->page);
}

static void
series_add (Series          *s,
            const RunResult *r)
{
  g_array_append_val (s->map, r->map_us);
  g_array_append_val (s->frame, r->frame_us);
  if (r->app_frame_us >= 0)
    g_array_append_val (s->app_frame, r->app_frame_us);
  g_array_append_val (s->hwm, r->hwm_kb);
  g_array_append_val (s->rss, r->rss_kb);
  g_array_append_val (s->cpu, r->cpu_us);
  if (r->page_us >= 0)
    g_array_append_val (s->page, r->page_us);
}

static void
add_ms (JsonBuilder *b,
        const char  *member,
        double       us)
{
  json_builder_set_member_name (b, member);
  if (us < 0)
    json_builder_add_null_value (b);
  else
    json_builder_add_double_value (b, (double) (gint64) (us / 10.0 + 0.5) / 100.0);
}

static void
add_series (JsonBuilder *b,
            const char  *member,
            const char  *command,
            Series      *s)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_object (b);
  bx_cli_add_string (b, "command", command);
  add_ms (b, "map_ms", median (s->map));
  add_ms (b, "first_frame_ms", median (s->frame));
  if (s->app_frame->len > 0)
    add_ms (b, "app_first_frame_ms", median (s->app_frame));
  if (s->page->len > 0)
    add_ms (b, "page_ready_ms", median (s->page));
  add_ms (b, "first_frame_cpu_ms", median (s->cpu));
  json_builder_set_member_name (b, "peak_rss_kb");
  json_builder_add_int_value (b, (gint64) median (s->hwm));
  json_builder_set_member_name (b, "rss_kb");
  json_builder_add_int_value (b, (gint64) median (s->rss));
  json_builder_end_object (b);
}

static void
print_run (const char      *app,
           guint            run,
           const RunResult *r)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) node = NULL;

  json_builder_begin_object (b);
  bx_cli_add_string (b, "name", "startup-run");
  bx_cli_add_string (b, "app", app);
  json_builder_set_member_name (b, "run");
  json_builder_add_int_value (b, run);
  add_ms (b, "map_ms", (double) r->map_us);
  add_ms (b, "first_frame_ms", (double) r->frame_us);
  if (r->app_frame_us >= 0)
    add_ms (b, "app_first_frame_ms", (double) r->app_frame_us);
  if (r->page_us >= 0)
    add_ms (b, "page_ready_ms", (double) r->page_us);
  add_ms (b, "first_frame_cpu_ms", (double) r->cpu_us);
  json_builder_set_member_name (b, "peak_rss_kb");
  json_builder_add_int_value (b, r->hwm_kb);
  json_builder_set_member_name (b, "rss_kb");
  json_builder_add_int_value (b, r->rss_kb);
  json_builder_end_object (b);
  node = json_builder_get_root (b);
  bx_cli_print_json (node);
}

/* The environment of both apps: a display and a bus, settings in memory, and fresh
 * config, data and state folders (the caches, Boxi's corpus among them, are kept). */
static char **
run_environ (const char *display,
             const char *bus,
             const char *home)
{
  char **env = g_get_environ ();
  const char *dirs[][2] = { { "XDG_CONFIG_HOME", "config" }, { "XDG_DATA_HOME", "data" },
                            { "XDG_STATE_HOME", "state" } };

  env = g_environ_setenv (env, "DISPLAY", display, TRUE);
  if (bus != NULL)
    env = g_environ_setenv (env, "DBUS_SESSION_BUS_ADDRESS", bus, TRUE);
  env = g_environ_setenv (env, "GSETTINGS_BACKEND", "memory", TRUE);
  env = g_environ_setenv (env, "GDK_BACKEND", "x11", TRUE);
  env = g_environ_setenv (env, "GTK_A11Y", "none", TRUE);
  env = g_environ_setenv (env, "NO_AT_BRIDGE", "1", TRUE);
  env = g_environ_setenv (env, "BOXI_BENCH_FIRST_FRAME", "1", TRUE);
  env = g_environ_unsetenv (env, "WAYLAND_DISPLAY");
  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      g_autofree char *dir = g_build_filename (home, dirs[i][1], NULL);

      env = g_environ_setenv (env, dirs[i][0], dir, TRUE);
    }
  return env;
}

/* Stops a helper of the bench (Xvfb, dbus-daemon) and waits for it. */
static void
stop_helper (GSubprocess *process)
{
  const char *id = g_subprocess_get_identifier (process);

  if (id != NULL)
    kill ((pid_t) g_ascii_strtoll (id, NULL, 10), SIGTERM);
  g_subprocess_wait (process, NULL, NULL);
}

static gboolean
remove_tree (const char *path)
{
  const char *argv[] = { "rm", "-rf", path, NULL };

  return g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
                       NULL, NULL, NULL);
}
#endif

/* The app's program: --app, else "boxi" beside this program (the build tree or the
 * installed bin), else "boxi" on the PATH. */
static char *
default_app (void)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = self != NULL ? g_path_get_dirname (self) : NULL;
  const char *candidates[] = { "boxi", "../app/boxi" };

  for (guint i = 0; dir != NULL && i < G_N_ELEMENTS (candidates); i++)
    {
      g_autofree char *path = g_build_filename (dir, candidates[i], NULL);

      if (g_file_test (path, G_FILE_TEST_IS_EXECUTABLE))
        return g_canonicalize_filename (path, NULL);
    }
  return g_strdup ("boxi");
}

gboolean
bx_cli_cmd_bench_startup (int      argc,
                          char   **argv,
                          GError **error)
{
  int opt_runs = 10, opt_settle = 1000, opt_timeout = 60000;
  g_autofree char *opt_app = NULL;
  g_autofree char *opt_reference = NULL;
  gboolean opt_no_reference = FALSE;
  GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT, &opt_runs, "Runs of each app, alternating (10)", "N" },
    { "settle", 0, 0, G_OPTION_ARG_INT, &opt_settle,
      "Milliseconds after the first frame before the memory is read (1000)", "MS" },
    { "timeout", 0, 0, G_OPTION_ARG_INT, &opt_timeout,
      "Milliseconds to wait for a first frame (60000)", "MS" },
    { "app", 0, 0, G_OPTION_ARG_FILENAME, &opt_app, "The Boxi program (boxi beside this one)",
      "PATH" },
    { "reference", 0, 0, G_OPTION_ARG_STRING, &opt_reference,
      "The reference's command line (gnome-text-editor)", "CMD" },
    { "no-reference", 0, 0, G_OPTION_ARG_NONE, &opt_no_reference, "Measure Boxi only", NULL },
    { NULL }
  };
  const char *usage = "bench startup [--runs N] [--settle MS] [--app PATH] "
                      "[--reference CMD | --no-reference] [-- BOXI-ARGS…]";

  if (!bx_cli_parse_options (entries, usage, &argc, &argv, error))
    return FALSE;
  if (!bx_cli_check_min ("--runs", opt_runs, 1, error)
      || !bx_cli_check_min ("--settle", opt_settle, 0, error)
      || !bx_cli_check_min ("--timeout", opt_timeout, 1, error))
    return FALSE;
  if (argc < 2 || strcmp (argv[1], "startup") != 0)
    return bx_cli_usage_error (error, usage);
#ifndef BX_HAVE_X11_BENCH
  g_set_error (error, BX_ERROR, BX_ERROR_FAILED,
               "boxi-cli was built without X11 and Xdamage, so it cannot watch for frames");
  return FALSE;
#else
  {
    g_autoptr(GSubprocess) xvfb = NULL;
    g_autoptr(GSubprocess) bus_daemon = NULL;
    g_autofree char *display = NULL;
    g_autofree char *bus = NULL;
    g_autofree char *home = NULL;
    g_auto(GStrv) envp = NULL;
    g_auto(GStrv) ref_argv = NULL;
    g_autoptr(GPtrArray) app_argv = g_ptr_array_new_with_free_func (g_free);
    g_autoptr(JsonBuilder) b = json_builder_new ();
    g_autoptr(JsonNode) node = NULL;
    Watch w = { 0 };
    Series boxi, ref;
    GArray *pairs = NULL;
    int event_base, error_base;
    gboolean ok = TRUE;
    g_autofree char *app_line = NULL;

    if (opt_app == NULL)
      opt_app = default_app ();
    g_ptr_array_add (app_argv, g_strdup (opt_app));
    /* What follows "startup" (after "--") goes to Boxi, e.g. --page play. */
    for (int i = 2; i < argc; i++)
      if (i > 2 || strcmp (argv[i], "--") != 0)
        g_ptr_array_add (app_argv, g_strdup (argv[i]));
    g_ptr_array_add (app_argv, NULL);
    app_line = g_strjoinv (" ", (char **) app_argv->pdata);
    if (!opt_no_reference && !g_shell_parse_argv (opt_reference != NULL ? opt_reference
                                                                        : "gnome-text-editor",
                                                  NULL, &ref_argv, error))
      return FALSE;

    if (g_getenv ("DISPLAY") != NULL && *g_getenv ("DISPLAY") != '\0')
      display = g_strdup (g_getenv ("DISPLAY"));
    else if ((display = bx_cli_start_xvfb (&xvfb, error)) == NULL)
      return FALSE;
    w.dpy = XOpenDisplay (display);
    if (w.dpy == NULL)
      {
        g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "cannot open the display %s", display);
        if (xvfb != NULL)
          stop_helper (xvfb);
        return FALSE;
      }
    if (!XDamageQueryExtension (w.dpy, &event_base, &error_base))
      {
        XCloseDisplay (w.dpy);
        g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "the display %s has no DAMAGE", display);
        if (xvfb != NULL)
          stop_helper (xvfb);
        return FALSE;
      }
    w.damage_base = event_base;
    XSetErrorHandler (ignore_x_error);
    w.mapped = g_hash_table_new (g_direct_hash, g_direct_equal);
    XSelectInput (w.dpy, DefaultRootWindow (w.dpy), SubstructureNotifyMask);
    if (g_getenv ("DBUS_SESSION_BUS_ADDRESS") == NULL
        && (bus = start_bus (&bus_daemon, error)) == NULL)
      ok = FALSE;
    home = ok ? g_dir_make_tmp ("boxi-bench-startup-XXXXXX", error) : NULL;
    ok = ok && home != NULL;
    if (ok)
      envp = run_environ (display, bus, home);
    series_init (&boxi);
    series_init (&ref);
    pairs = g_array_new (FALSE, FALSE, sizeof (gint64));
    /* Alternating runs: Boxi, the reference, Boxi, … */
    for (int run = 0; ok && run < opt_runs; run++)
      for (int which = 0; ok && which < (opt_no_reference ? 1 : 2); which++)
        {
          RunResult r;
          const char **cmd = which == 0 ? (const char **) app_argv->pdata
                                        : (const char **) ref_argv;

          ok = run_once (&w, cmd, envp, opt_settle, opt_timeout, &r, error);
          if (ok)
            {
              series_add (which == 0 ? &boxi : &ref, &r);
              /* Each run's ratio to the other app's run beside it (the load changes
               * slowly; the median of these is steadier than a ratio of medians). */
              if (which == 1)
                {
                  gint64 per_mille = r.frame_us > 0
                                     ? g_array_index (boxi.frame, gint64, boxi.frame->len - 1)
                                       * 1000 / r.frame_us : -1;

                  g_array_append_val (pairs, per_mille);
                }
              print_run (which == 0 ? "boxi" : "reference", (guint) run + 1, &r);
            }
          /* Fresh folders for the next run. */
          remove_tree (home);
          g_mkdir_with_parents (home, 0700);
        }
    if (ok)
      {
        json_builder_begin_object (b);
        bx_cli_add_string (b, "name", "startup");
        json_builder_set_member_name (b, "runs");
        json_builder_add_int_value (b, opt_runs);
        json_builder_set_member_name (b, "settle_ms");
        json_builder_add_int_value (b, opt_settle);
        bx_cli_add_string (b, "display", xvfb != NULL ? "Xvfb 1400x900x24" : display);
        add_series (b, "boxi", app_line, &boxi);
        if (!opt_no_reference)
          {
            g_autofree char *ref_line = g_strjoinv (" ", ref_argv);
            double bf = median (boxi.frame), rf = median (ref.frame);
            double bm = median (boxi.hwm), rm = median (ref.hwm);
            double bc = median (boxi.cpu), rc = median (ref.cpu);
            double pr = median (pairs);

            add_series (b, "reference", ref_line, &ref);
            json_builder_set_member_name (b, "first_frame_ratio");
            json_builder_add_double_value (b, rf > 0 ? (double) (gint64) (bf / rf * 1000 + 0.5)
                                                       / 1000 : 0);
            json_builder_set_member_name (b, "paired_first_frame_ratio");
            json_builder_add_double_value (b, pr > 0 ? (double) (gint64) (pr + 0.5) / 1000 : 0);
            json_builder_set_member_name (b, "first_frame_cpu_ratio");
            json_builder_add_double_value (b, rc > 0 ? (double) (gint64) (bc / rc * 1000 + 0.5)
                                                       / 1000 : 0);
            json_builder_set_member_name (b, "peak_rss_ratio");
            json_builder_add_double_value (b, rm > 0 ? (double) (gint64) (bm / rm * 1000 + 0.5)
                                                       / 1000 : 0);
          }
        json_builder_end_object (b);
        node = json_builder_get_root (b);
        bx_cli_print_json (node);
      }
    series_clear (&boxi);
    series_clear (&ref);
    g_array_unref (pairs);
    if (home != NULL)
      remove_tree (home);
    g_hash_table_unref (w.mapped);
    XCloseDisplay (w.dpy);
    if (bus_daemon != NULL)
      stop_helper (bus_daemon);
    if (xvfb != NULL)
      stop_helper (xvfb);
    return ok;
  }
#endif
}
