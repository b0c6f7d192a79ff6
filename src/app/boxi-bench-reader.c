/* boxi-bench-reader.c: the program behind `boxi-cli bench reader`: opens one work in the
 * Reader and reports the time to the first frame that shows it, and the memory it took
 *
 * One process per measure, so that each opening starts from the same state.  By default
 * the Reader is the app's Reader page: the main window (BxWindow, of a BxApplication
 * registered as the app registers, at 1200×800) with the Reader page shown,
 * the library sidebar of work titles beside the empty Reader, built and settled; the work
 * is then opened as the sidebar opens it (the window's action win.open-work).  With
 * --standalone the Reader view alone is the child of a plain 1100×760 window (the measure
 * of the earlier rounds): nothing in Chinese has been drawn before the opening, so the
 * opening also pays for the CJK fonts' first use in the process.  Either way the resident
 * memory is read when settled; then the work is opened and the clock runs until the frame
 * after which the text is laid out and painted; once settled (--settle MS after it at least,
 * and no frame painted for --quiet MS) the memory is read again.  It prints one JSON
 * object on stdout:
 *   {"work":"bojing","clauses":401,"mode":"app","open_ms":41.2,"open_cpu_ms":38.0,
 *    "rss_before_kb":…,"rss_after_kb":…,"rss_growth_kb":…,"rows":…,"frames":4,
 *    "settled_ms":1450}
 * open_ms is the wall time; open_cpu_ms the CPU time this process spent meanwhile (on a
 * loaded machine the wall time counts the other processes' turns too).
 * "rows" counts the clause rows that exist (the list makes widgets for the rows in view
 * and a few around them).  With --list it prints the work ids, one a line.
 *
 * For looking into it: --first ID opens another work first (and settles), so that what
 * the first opening of a process pays once is paid before; --trace prints on stderr the
 * time, memory (resident, malloc'd, anonymous, file-backed) and widgets at each frame, and
 * the mappings that grew (it costs a little time and memory of its own), and each frame's
 * phases (layout, paint) in wall time and the main thread's and the process's CPU;
 * --node FILE writes the window's render node once settled (what the renderer draws).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <malloc.h>

#include "bx-application.h"
#include "bx-clause-row.h"
#include "bx-library.h"
#include "bx-reader-view.h"
#include "bx-window.h"

#ifdef HAVE_BENCH_X11
#include <gdk/x11/gdkx.h>
#include <X11/Xlib.h>
#endif

typedef struct
{
  gboolean painted;
  gint64   painted_us;
  gint64   painted_cpu_us;
  gint64   last_paint_us;  /* the last frame painted, any frame */
  guint    n_frames;       /* frames painted since the opening */
} Frame;

/* The CPU time of this process: on a loaded machine the wall time also counts the time
 * the others took. */
static gint64
cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static gint64
status_kb (const char *field)
{
  g_autofree char *text = NULL;
  const char *at;

  if (!g_file_get_contents ("/proc/self/status", &text, NULL, NULL))
    return -1;
  at = strstr (text, field);
  return at != NULL ? g_ascii_strtoll (at + strlen (field) + 1, NULL, 10) : -1;
}

static void
spin_for (guint ms)
{
  gint64 until = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < until)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
}

/* Runs the main loop until the window is settled: at least @min_ms after the first frame,
 * and no frame painted for @quiet_ms (the sidebar's expansion, the rows at their true
 * heights and the frames they cause have all come), or @max_ms after the first frame at
 * most.  Returns the milliseconds it waited. */
static gint64
spin_until_quiet (Frame *frame,
                  guint  min_ms,
                  guint  quiet_ms,
                  guint  max_ms)
{
  gint64 start = g_get_monotonic_time ();

  for (;;)
    {
      gint64 now = g_get_monotonic_time ();

      if (now - start >= (gint64) max_ms * 1000)
        break;
      if (now - start >= (gint64) min_ms * 1000
          && now - frame->last_paint_us >= (gint64) quiet_ms * 1000)
        break;
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
  return (g_get_monotonic_time () - start) / 1000;
}

static void
after_paint_cb (GdkFrameClock *clock,
                Frame         *frame)
{
  frame->last_paint_us = g_get_monotonic_time ();
  frame->n_frames++;
  if (frame->painted)
    return;
  frame->painted = TRUE;
  frame->painted_us = g_get_monotonic_time ();
  frame->painted_cpu_us = cpu_us ();
}


static void
count_widgets (GtkWidget *widget,
               guint     *n_widgets,
               guint     *n_labels,
               guint     *n_filled)
{
  (*n_widgets)++;
  if (GTK_IS_LABEL (widget))
    (*n_labels)++;
  if (BX_IS_CLAUSE_ROW (widget) && gtk_widget_get_first_child (widget) != NULL)
    (*n_filled)++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    count_widgets (child, n_widgets, n_labels, n_filled);
}

/* --trace: the resident kB of each mapping, by its file ("[anon]" for the others) */
static GHashTable *
smaps_rss (void)
{
  GHashTable *rss = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  const char *name = "[anon]";

  if (!g_file_get_contents ("/proc/self/smaps", &text, NULL, NULL))
    return rss;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];

      if (g_ascii_isxdigit (line[0]) && strchr (line, '-') != NULL && strchr (line, ' ') != NULL)
        {
          const char *path = strchr (line, '/');

          name = path != NULL ? path : strchr (line, '[') != NULL ? strchr (line, '[') : "[anon]";
        }
      else if (g_str_has_prefix (line, "Rss:"))
        {
          gint64 kb = g_ascii_strtoll (line + 4, NULL, 10);
          gpointer old = g_hash_table_lookup (rss, name);

          g_hash_table_insert (rss, g_strdup (name), GINT_TO_POINTER (GPOINTER_TO_INT (old) + kb));
        }
    }
  return rss;
}

static void
smaps_diff (GHashTable *before,
            GHashTable *after)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, after);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      int delta = GPOINTER_TO_INT (value) - GPOINTER_TO_INT (g_hash_table_lookup (before, key));

      if (ABS (delta) >= 200)
        g_printerr ("  %+6d kB %s\n", delta, (char *) key);
    }
}

/* --trace: the library sidebar of the app's window (NULL with --standalone) */
static GtkWidget *trace_sidebar;

/* --trace: a step's time, memory and widgets (the Reader's, the sidebar's) on stderr */
static void
trace (gboolean    on,
       const char *step,
       gint64      t0,
       gint64      c0,
       GtkWidget  *view)
{
  struct mallinfo2 mi;
  guint n_widgets = 0, n_labels = 0, n_filled = 0;
  guint n_side = 0, n_side_labels = 0, n_none = 0;

  if (!on)
    return;
  mi = mallinfo2 ();
  count_widgets (view, &n_widgets, &n_labels, &n_filled);
  if (trace_sidebar != NULL)
    count_widgets (trace_sidebar, &n_side, &n_side_labels, &n_none);
  g_printerr ("%-14s at %.6f wall %7.1f ms cpu %7.1f ms  rss %7" G_GINT64_FORMAT " kB  heap %7zu kB"
              "  anon %7" G_GINT64_FORMAT " file %6" G_GINT64_FORMAT " shm %6" G_GINT64_FORMAT
              "  widgets %5u labels %4u rows shown %3u  sidebar widgets %4u labels %4u\n", step,
              g_get_monotonic_time () / 1e6, (g_get_monotonic_time () - t0) / 1000.0,
              (cpu_us () - c0) / 1000.0, status_kb ("VmRSS:"), mi.uordblks / 1024,
              status_kb ("RssAnon:"), status_kb ("RssFile:"), status_kb ("RssShmem:"),
              n_widgets, n_labels, n_filled, n_side, n_side_labels);
}

typedef struct
{
  gint64     t0;
  gint64     c0;
  GtkWidget *view;
  gint64     phase_us[3];      /* wall, main thread's CPU, process's CPU at the last mark */
} TraceFrame;

/* The CPU time of the main thread alone (the process's counts the renderer's threads). */
static gint64
thread_cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* --trace: the phases of each frame (before its layout, the layout, the paint: snapshot
 * and render), in wall time, the main thread's CPU and the process's CPU */
static void
trace_phase (TraceFrame *tf,
             const char *phase)
{
  gint64 now[3] = { g_get_monotonic_time (), thread_cpu_us (), cpu_us () };

  if (phase != NULL)
    g_printerr ("  %-12s wall %6.1f ms  main cpu %6.1f ms  process cpu %6.1f ms\n", phase,
                (now[0] - tf->phase_us[0]) / 1000.0, (now[1] - tf->phase_us[1]) / 1000.0,
                (now[2] - tf->phase_us[2]) / 1000.0);
  memcpy (tf->phase_us, now, sizeof now);
}

static void
trace_before_paint_cb (GdkFrameClock *clock,
                       TraceFrame    *tf)
{
  trace_phase (tf, "to frame");
}

static void
trace_layout_cb (GdkFrameClock *clock,
                 TraceFrame    *tf)
{
  trace_phase (tf, "layout");
}

static void
trace_paint_cb (GdkFrameClock *clock,
                TraceFrame    *tf)
{
  trace_phase (tf, "paint");
}

/* --trace: a surface other than the window's painted (a tooltip, a popover): each has its
 * own renderer, whose first frame costs megabytes on llvmpipe */
static gboolean
trace_render_hook (GSignalInvocationHint *hint,
                   guint                  n_values,
                   const GValue          *values,
                   gpointer               window)
{
  GdkSurface *surface = g_value_get_object (&values[0]);
  GtkNative *native = gtk_native_get_for_surface (surface);

  if (native != NULL && GTK_WIDGET (native) != window)
    g_printerr ("render of a %s\n", G_OBJECT_TYPE_NAME (native));
  return TRUE;
}

static void
trace_frame_cb (GdkFrameClock *clock,
                TraceFrame    *tf)
{
  char step[32];

  g_snprintf (step, sizeof step, "frame %" G_GINT64_FORMAT,
              gdk_frame_clock_get_frame_counter (clock));
  trace (TRUE, step, tf->t0, tf->c0, tf->view);
}

/* --node: the window's render node as it would paint it now, in GSK's text format */
static void
write_node (GtkWidget  *window,
            const char *path)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GError) error = NULL;

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (window),
                          gtk_widget_get_height (window));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL || !gsk_render_node_write_to_file (node, path, &error))
    g_printerr ("boxi-bench-reader: cannot write the node: %s\n",
                error != NULL ? error->message : "no node");
}

static guint
count_rows (GtkWidget *widget)
{
  guint n = BX_IS_CLAUSE_ROW (widget) ? 1 : 0;


  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_rows (child);
  return n;
}

/* Moves the pointer to the bottom right corner of the screen, off the window (which a
 * display without a window manager places at the top left): on Xvfb it starts at the
 * centre, over the Reader's text, where the rows' tooltips would open by themselves some
 * 500 ms after the opening, and a process's first tooltip costs a surface and its renderer
 * (about 7 MB on llvmpipe), which is not the opening's.  Returns whether it moved it. */
static gboolean
pointer_off_window (GtkWidget *window)
{
#ifdef HAVE_BENCH_X11
  GdkDisplay *display = gtk_widget_get_display (window);

  if (GDK_IS_X11_DISPLAY (display))
    {
      Display *xdisplay = gdk_x11_display_get_xdisplay (display);
      Screen *screen = DefaultScreenOfDisplay (xdisplay);

      XWarpPointer (xdisplay, None, RootWindowOfScreen (screen), 0, 0, 0, 0,
                    WidthOfScreen (screen) - 1, HeightOfScreen (screen) - 1);
      XFlush (xdisplay);
      return TRUE;
    }
#endif
  return FALSE;
}

/* The Reader as the app shows it: the main window with the Reader page (the library sidebar
 * beside the empty Reader), as `boxi --page reader` opens, @width × @height pixels: by
 * default 1200×800, the app's default size until the seventh session (now 1000×700), kept
 * so that the bench's figures stay comparable with the earlier rounds' (--size changes
 * it).  Returns the window; *@view is its Reader view. */
static GtkWidget *
app_window (BxApplication  *app,
            int             width,
            int             height,
            GtkWidget     **view)
{
  BxWindow *window;

  if (!g_application_register (G_APPLICATION (app), NULL, NULL))
    return NULL;
  window = bx_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  bx_window_show_page (window, "reader");
  gtk_window_present (GTK_WINDOW (window));
  *view = adw_bin_get_child (ADW_BIN (bx_window_get_area (window, "reader")));
  return GTK_WIDGET (window);
}

/* The Reader view alone in a plain window (--standalone). */
static GtkWidget *
standalone_window (BxLibrary  *library,
                   GtkWidget **view)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  *view = bx_reader_view_new ();
  gtk_window_set_child (GTK_WINDOW (window), *view);
  bx_reader_view_set_corpus (BX_READER_VIEW (*view), bx_library_get_corpus (library));
  bx_reader_view_set_ruleset_library (BX_READER_VIEW (*view), bx_library_get_rulesets (library));
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* Opens @work as the user does: in the app, the window's action (what a row of the library
 * sidebar and `boxi --work` do); alone, the view's call. */
static gboolean
open_work (GtkWidget  *window,
           GtkWidget  *view,
           const char *work)
{
  if (BX_IS_WINDOW (window))
    gtk_widget_activate_action (window, "win.open-work", "s", work);
  else
    bx_reader_view_show_work (BX_READER_VIEW (view), work);
  return g_strcmp0 (bx_reader_view_get_work_id (BX_READER_VIEW (view)), work) == 0;
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *opt_work = NULL;
  g_autofree char *opt_first = NULL;
  gboolean opt_list = FALSE;
  gboolean opt_trace = FALSE;
  gboolean opt_standalone = FALSE;
  int opt_settle = 500;
  int opt_quiet = 1000;
  gboolean opt_pointer_stays = FALSE;
  g_autofree char *opt_node = NULL;
  g_autofree char *opt_size = NULL;
  int width = 1200, height = 800;
  GOptionEntry entries[] = {
    { "work", 0, 0, G_OPTION_ARG_STRING, &opt_work, "The work to open", "ID" },
    { "list", 0, 0, G_OPTION_ARG_NONE, &opt_list, "List the works' ids", NULL },
    { "standalone", 0, 0, G_OPTION_ARG_NONE, &opt_standalone,
      "The Reader view alone in a window, not the app's Reader page", NULL },
    { "first", 0, 0, G_OPTION_ARG_STRING, &opt_first,
      "Open this work first, and settle, before the one measured", "ID" },
    { "trace", 0, 0, G_OPTION_ARG_NONE, &opt_trace,
      "Print each step's time and memory on stderr", NULL },
    { "settle", 0, 0, G_OPTION_ARG_INT, &opt_settle,
      "Milliseconds after the first frame before the memory is read, at least (500)", "MS" },
    { "pointer-stays", 0, 0, G_OPTION_ARG_NONE, &opt_pointer_stays,
      "Leave the pointer where it is (else it is moved off the window)", NULL },
    { "quiet", 0, 0, G_OPTION_ARG_INT, &opt_quiet,
      "And no frame painted for this many milliseconds before it (1000; 0: no wait)", "MS" },
    { "node", 0, 0, G_OPTION_ARG_FILENAME, &opt_node,
      "Write the window's render node, once settled, to this file", "FILE" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &opt_size,
      "The app window's size in pixels (1200x800)", "WxH" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— open a work in the Reader");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) works = NULL;
  g_autoptr(GHashTable) maps_before = NULL;
  g_autoptr(BxApplication) app = NULL;
  static TraceFrame tf;
  BxLibrary *library;
  BxCorpus *corpus;
  GtkWidget *window, *view = NULL;
  GdkFrameClock *clock;
  Frame frame = { FALSE, 0, 0, 0, 0 };
  gint64 before_kb, after_kb, t0, c0, settled_ms;
  gulong handler;
  guint n_clauses = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("boxi-bench-reader: %s\n", error->message);
      return 2;
    }
  if (opt_size != NULL
      && (sscanf (opt_size, "%dx%d", &width, &height) != 2 || width < 200 || height < 200))
    {
      g_printerr ("boxi-bench-reader: --size wants WIDTHxHEIGHT in pixels, 200 or more: %s\n",
                  opt_size);
      return 2;
    }

  library = bx_library_get_default ();
  corpus = bx_library_get_corpus (library);
  if (corpus == NULL || (works = bx_corpus_list_works (corpus, &error)) == NULL)
    {
      g_printerr ("boxi-bench-reader: no corpus: %s\n", error ? error->message : "unknown");
      return 1;
    }
  if (opt_list)
    {
      for (guint i = 0; i < works->len; i++)
        g_print ("%s\n", ((BxWork *) g_ptr_array_index (works, i))->id);
      return 0;
    }
  for (guint i = 0; opt_work != NULL && i < works->len; i++)
    if (g_strcmp0 (((BxWork *) g_ptr_array_index (works, i))->id, opt_work) == 0)
      n_clauses = ((BxWork *) g_ptr_array_index (works, i))->n_clauses;
  if (opt_work == NULL || n_clauses == 0)
    {
      g_printerr ("boxi-bench-reader: give a work with --work (see --list)\n");
      return 2;
    }

  if (opt_standalone)
    {
      gtk_init ();
      adw_init ();
      window = standalone_window (library, &view);
    }
  else
    {
      /* Not unique: a Boxi running on the same bus is not asked to open the work. */
      app = bx_application_new ("io.github.boxi.Boxi.BenchReader", G_APPLICATION_NON_UNIQUE);
      window = app_window (app, width, height, &view);
    }
  if (window == NULL || view == NULL)
    {
      g_printerr ("boxi-bench-reader: cannot build the window\n");
      return 1;
    }
  if (!opt_pointer_stays)
    pointer_off_window (window);
  if (BX_IS_WINDOW (window))
    trace_sidebar = bx_window_peek_area (BX_WINDOW (window), "library");
  spin_for (1500);
  if (opt_first != NULL)
    {
      open_work (window, view, opt_first);
      spin_for (1500);
    }

  before_kb = status_kb ("VmRSS:");
  clock = gtk_widget_get_frame_clock (window);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &frame);
  t0 = g_get_monotonic_time ();
  c0 = cpu_us ();
  if (opt_trace)
    {
      trace (TRUE, "before", t0, c0, view);
      maps_before = smaps_rss ();
    }
  t0 = g_get_monotonic_time ();
  c0 = cpu_us ();
  trace_phase (&tf, NULL);
  if (!open_work (window, view, opt_work))
    {
      g_printerr ("boxi-bench-reader: cannot show %s\n", opt_work);
      return 1;
    }
  if (opt_trace)
    {
      trace_phase (&tf, "show_work");
      trace (TRUE, "show_work", t0, c0, view);
      tf.t0 = t0;
      tf.c0 = c0;
      tf.view = view;
      g_signal_connect (clock, "after-paint", G_CALLBACK (trace_frame_cb), &tf);
      /* After the window's own handlers (connected before), so each marks a phase's end. */
      g_signal_connect (clock, "before-paint", G_CALLBACK (trace_before_paint_cb), &tf);
      g_signal_connect (clock, "layout", G_CALLBACK (trace_layout_cb), &tf);
      g_signal_connect (clock, "paint", G_CALLBACK (trace_paint_cb), &tf);
      g_signal_add_emission_hook (g_signal_lookup ("render", GDK_TYPE_SURFACE), 0,
                                  trace_render_hook, window, NULL);
    }
  while (!frame.painted)
    g_main_context_iteration (NULL, TRUE);
  settled_ms = spin_until_quiet (&frame, (guint) MAX (opt_settle, 0), (guint) MAX (opt_quiet, 0),
                                 (guint) MAX (opt_settle, 0) + 15000);
  g_signal_handler_disconnect (clock, handler);
  after_kb = status_kb ("VmRSS:");
  if (opt_trace)
    {
      g_autoptr(GHashTable) maps_after = smaps_rss ();

      trace (TRUE, "settled", t0, c0, view);
      smaps_diff (maps_before, maps_after);
    }

  if (opt_node != NULL)
    write_node (window, opt_node);

  g_print ("{\"work\":\"%s\",\"clauses\":%u,\"mode\":\"%s\",\"open_ms\":%.2f,"
           "\"open_cpu_ms\":%.2f,\"rss_before_kb\":%" G_GINT64_FORMAT
           ",\"rss_after_kb\":%" G_GINT64_FORMAT ",\"rss_growth_kb\":%" G_GINT64_FORMAT
           ",\"rows\":%u,\"frames\":%u,\"settled_ms\":%" G_GINT64_FORMAT "}\n",
           opt_work, n_clauses, opt_standalone ? "standalone" : "app",
           (frame.painted_us - t0) / 1000.0, (frame.painted_cpu_us - c0) / 1000.0, before_kb,
           after_kb, after_kb - before_kb, count_rows (view), frame.n_frames, settled_ms);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
