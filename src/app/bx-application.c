/* bx-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-application-private.h"
#include "bx-compare-view.h"
#include "bx-han-font.h"
#include "bx-autosave.h"
#include "bx-library.h"
#include "bx-play-view.h"
#include "bx-reader-view.h"
#include "bx-unsaved-prompt.h"
#include "bx-window.h"

#include <time.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <libxml/parser.h>

G_DEFINE_FINAL_TYPE (BxApplication, bx_application, ADW_TYPE_APPLICATION)

enum {
  PROP_0,
  PROP_LIBRARY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * bx_application_bench_mark:
 * @name: "first-frame" or "page-ready"
 *
 * With $BOXI_BENCH_FIRST_FRAME set, prints "boxi-NAME MONOTONIC_US" on stdout
 * (g_get_monotonic_time()), for `boxi-cli bench startup` (docs/cli.md); with
 * $BOXI_STARTUP_TRACE, a bx_application_mark() too.
 */
void
bx_application_bench_mark (const char *name)
{
  bx_application_mark (name);
  if (g_getenv ("BOXI_BENCH_FIRST_FRAME") == NULL)
    return;
  g_print ("boxi-%s %" G_GINT64_FORMAT "\n", name, g_get_monotonic_time ());
  fflush (stdout);
}

/**
 * bx_application_mark:
 * @what: what was just done, e.g. "window built"
 *
 * With $BOXI_STARTUP_TRACE set, prints "boxi-trace MS ms RSS MiB (peak HWM) cpu CPU ms
 * (thread TCPU) WHAT" on stderr: the milliseconds since the first mark of the process
 * (main() makes it), the resident memory (VmRSS) and its peak (VmHWM) in MiB, the CPU time
 * of the process (every thread) and of the calling thread, for profiling the start-up
 * (docs/benchmarks.md).  Does nothing otherwise.
 * Any thread.
 */
void
bx_application_mark (const char *what)
{
  static gint64 start = 0;
  static int enabled = -1;
  g_autofree char *status = NULL;
  const char *rss, *hwm;
  gint64 now, rss_kb = 0, hwm_kb = 0;
  struct timespec thread_cpu, process_cpu;

  if (enabled < 0)
    enabled = g_getenv ("BOXI_STARTUP_TRACE") != NULL;
  if (!enabled)
    return;
  now = g_get_monotonic_time ();
  if (start == 0)
    start = now;
  if (g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    {
      if ((rss = strstr (status, "VmRSS:")) != NULL)
        rss_kb = g_ascii_strtoll (rss + strlen ("VmRSS:"), NULL, 10);
      if ((hwm = strstr (status, "VmHWM:")) != NULL)
        hwm_kb = g_ascii_strtoll (hwm + strlen ("VmHWM:"), NULL, 10);
    }
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &thread_cpu);
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &process_cpu);
  g_printerr ("boxi-trace %7.1f ms %7.1f MiB (peak %5.1f) cpu %5.0f ms (thread %5.0f) %s\n",
              (now - start) / 1000.0, rss_kb / 1024.0, hwm_kb / 1024.0,
              process_cpu.tv_sec * 1e3 + process_cpu.tv_nsec / 1e6,
              thread_cpu.tv_sec * 1e3 + thread_cpu.tv_nsec / 1e6, what);
}

static void
color_scheme_changed_cb (BxApplication *self,
                         const char    *key,
                         GSettings     *settings)
{
  g_autofree char *scheme = g_settings_get_string (settings, "color-scheme");
  AdwStyleManager *manager = adw_style_manager_get_default ();

  if (g_strcmp0 (scheme, "light") == 0)
    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  else if (g_strcmp0 (scheme, "dark") == 0)
    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  else
    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

static const GOptionEntry app_options[] = {
  { "page", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Show a page of the window: reader, play, compare or rules"), N_("NAME") },
  { "open-work", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Open a work in the reader, e.g. pushuang"), N_("ID") },
  { "open-clause", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Open a clause in the reader, e.g. pushuang.changju.3"), N_("ID") },
  { "search", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Search the texts in the reader"), N_("QUERY") },
  { "game", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Start a game of a ruleset on the play page, e.g. sai/daibo"), N_("ID") },
  { "moves", 0, 0, G_OPTION_ARG_INT, NULL,
    N_("Play this many random legal moves at once (after --game: a game in progress)"),
    N_("N") },
  { "seed", 0, 0, G_OPTION_ARG_INT64, NULL,
    N_("The seed of the throws of --game (the same seed gives the same throws)"), N_("N") },
  { "players", 0, 0, G_OPTION_ARG_INT, NULL,
    N_("The number of players of --game, where the game allows a choice (2–5)"), N_("N") },
  { "agents", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Who plays each seat, comma-separated: human, or the computer: random, greedy, "
       "strong or perfect (perfect plays as strong where the game cannot be solved)"),
    N_("A,B") },
  { "hint", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Show a hint at once: the strong computer's choice for the player to move"), NULL },
  { "compare", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Compare these rulesets on the compare page, comma-separated, e.g. "
       "shuanglu/ping,shuanglu/dashi"), N_("IDS") },
  { "compare-section", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Show a section of the compare page: rules, twin or stats"), N_("NAME") },
  { "style", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Use the light or the dark style for this run: light, dark or default"), N_("STYLE") },
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Print the version and where the data is read from, then exit"), NULL },
  { NULL }
};

static gboolean
style_from_name (const char      *name,
                 AdwColorScheme  *scheme)
{
  if (g_strcmp0 (name, "light") == 0)
    *scheme = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_strcmp0 (name, "dark") == 0)
    *scheme = ADW_COLOR_SCHEME_FORCE_DARK;
  else if (g_strcmp0 (name, "default") == 0)
    *scheme = ADW_COLOR_SCHEME_DEFAULT;
  else
    return FALSE;
  return TRUE;
}

/* The options only concern the window this process opens, so they are handled here, in
 * the local instance; --style changes the style for this run without saving it. */
static int
bx_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  BxApplication *self = BX_APPLICATION (app);
  AdwColorScheme scheme;
  const char *style = NULL;
  const char *agents_text = NULL;

  if (g_variant_dict_contains (options, "version"))
    {
      g_autofree char *rulesets = bx_rulesets_default_dir ();
      g_autofree char *texts = bx_texts_default_dir ();

      g_print ("boxi %s\nrulesets: %s\ntexts: %s\n", PACKAGE_VERSION, rulesets, texts);
      return 0;
    }

  g_variant_dict_lookup (options, "page", "s", &self->open_page);
  g_variant_dict_lookup (options, "open-work", "s", &self->open_work);
  g_variant_dict_lookup (options, "open-clause", "s", &self->open_clause);
  g_variant_dict_lookup (options, "search", "s", &self->open_search);
  g_variant_dict_lookup (options, "game", "s", &self->open_game);
  g_variant_dict_lookup (options, "moves", "i", &self->open_moves);
  if (self->open_moves < 0)
    {
      g_printerr (_("--moves needs a number of moves, 0 or more\n"));
      return 2;
    }
  self->open_seed = -1;
  if (g_variant_dict_lookup (options, "seed", "x", &self->open_seed) && self->open_seed < 0)
    {
      g_printerr (_("--seed needs a number, 0 or more\n"));
      return 2;
    }
  g_variant_dict_lookup (options, "players", "i", &self->open_players);
  if (self->open_players < 0)
    {
      g_printerr (_("--players needs a number of players\n"));
      return 2;
    }
  if (g_variant_dict_lookup (options, "agents", "&s", &agents_text))
    {
      g_auto(GStrv) agents = g_strsplit (agents_text, ",", -1);
      BxAgentLevel level;

      for (guint i = 0; agents[i] != NULL; i++)
        if (g_strcmp0 (agents[i], BX_SEAT_HUMAN_LABEL) != 0
            && !bx_agent_level_from_string (agents[i], &level))
          {
            g_printerr (_("Unknown player “%s”: use human, random, greedy, strong or perfect\n"),
                        agents[i]);
            return 2;
          }
      g_strfreev (self->open_agents);
      self->open_agents = g_steal_pointer (&agents);
    }
  self->open_hint = g_variant_dict_contains (options, "hint");
  {
    const char *compare = NULL;

    if (g_variant_dict_lookup (options, "compare", "&s", &compare))
      {
        g_strfreev (self->open_compare);
        self->open_compare = g_strsplit (compare, ",", -1);
      }
    g_variant_dict_lookup (options, "compare-section", "s", &self->open_section);
    if (self->open_section != NULL && g_strcmp0 (self->open_section, "rules") != 0
        && g_strcmp0 (self->open_section, "twin") != 0
        && g_strcmp0 (self->open_section, "stats") != 0)
      {
        g_printerr (_("Unknown section “%s”: use rules, twin or stats\n"), self->open_section);
        return 2;
      }
  }
  if (g_variant_dict_lookup (options, "style", "&s", &style))
    {
      if (!style_from_name (style, &scheme))
        {
          g_printerr (_("Unknown style “%s”: use light, dark or default\n"), style);
          return 2;
        }
      g_object_set_data (G_OBJECT (self), "bx-style", GINT_TO_POINTER (scheme + 1));
    }
  if (self->open_page != NULL && g_strcmp0 (self->open_page, "reader") != 0
      && g_strcmp0 (self->open_page, "play") != 0
      && g_strcmp0 (self->open_page, "compare") != 0
      && g_strcmp0 (self->open_page, "rules") != 0)
    {
      g_printerr (_("Unknown page “%s”: use reader, play, compare or rules\n"),
                  self->open_page);
      return 2;
    }
  return -1;
}

/* Forgets what the command line asked to open (--page, --work, --clause, --search, --game,
 * --agents). */
static void
clear_open_requests (BxApplication *self)
{
  g_clear_pointer (&self->open_page, g_free);
  g_clear_pointer (&self->open_work, g_free);
  g_clear_pointer (&self->open_clause, g_free);
  g_clear_pointer (&self->open_search, g_free);
  g_clear_pointer (&self->open_game, g_free);
  g_clear_pointer (&self->open_agents, g_strfreev);
  g_clear_pointer (&self->open_compare, g_strfreev);
  g_clear_pointer (&self->open_section, g_free);
}

static BxReaderView *
window_reader_view (BxWindow *window)
{
  return BX_READER_VIEW (adw_bin_get_child (ADW_BIN (bx_window_get_area (window, "reader"))));
}

/* Applies the command line's requests to @window.  Each builds the page it needs (and waits
 * for the library); with none, no page is built here. */
static void
bx_application_apply_options (BxApplication *self,
                              BxWindow      *window)
{
  BxReaderView *reader = NULL;

  if (self->open_work != NULL || self->open_search != NULL)
    reader = window_reader_view (window);
  if (self->open_work != NULL)
    bx_reader_view_show_work (reader, self->open_work);
  if (self->open_clause != NULL)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.open-clause", "s", self->open_clause);
  if (self->open_search != NULL)
    {
      bx_window_show_page (window, "reader");
      bx_reader_view_search (reader, self->open_search);
      /* With no work open, open the first hit, as Enter would. */
      if (bx_reader_view_get_work_id (reader) == NULL)
        g_signal_emit_by_name (bx_reader_view_get_search_entry (reader), "activate");
    }
  if (self->open_game != NULL)
    {
      /* The play view is the ancestor of the board area. */
      GtkWidget *play = gtk_widget_get_ancestor (bx_window_get_area (window, "board"),
                                                 BX_TYPE_PLAY_VIEW);
      g_autoptr(GError) error = NULL;

      BxGameOptions table = { .n_players = (guint) self->open_players, .rounds = 0 };
      guint64 seed = self->open_seed >= 0 ? (guint64) self->open_seed : g_random_int ();

      if (!bx_play_view_new_game_with_options (BX_PLAY_VIEW (play), self->open_game, seed,
                                               self->open_players > 0 ? &table : NULL, &error))
        {
          BxRulesetLibrary *rulesets = bx_window_get_ruleset_library (window);
          g_autofree char *message = NULL;

          g_printerr (_("Cannot start the game “%s”: %s\n"), self->open_game, error->message);
          /* Said in the window too (as a mistyped --open-clause is), not only on stderr. */
          if (rulesets != NULL && bx_ruleset_library_get (rulesets, self->open_game) == NULL)
            /* TRANSLATORS: %s is a ruleset id such as shuanglu/ping */
            message = g_strdup_printf (_("There is no ruleset %s to play"), self->open_game);
          else
            /* TRANSLATORS: the first %s is a ruleset id such as shuanglu/ping, the second
             * the reason */
            message = g_strdup_printf (_("The game %s could not be started: %s"),
                                       self->open_game, error->message);
          bx_window_show_message (window, message);
        }
      else if (self->open_page == NULL)
        bx_window_show_page (window, "play");
    }
  if (self->open_moves > 0)
    {
      GtkWidget *play = gtk_widget_get_ancestor (bx_window_get_area (window, "board"),
                                                 BX_TYPE_PLAY_VIEW);

      bx_play_view_play_random_moves (BX_PLAY_VIEW (play), (guint) self->open_moves);
      if (self->open_page == NULL)
        bx_window_show_page (window, "play");
      self->open_moves = 0;
    }
  if (self->open_agents != NULL || self->open_hint)
    {
      GtkWidget *play = gtk_widget_get_ancestor (bx_window_get_area (window, "board"),
                                                 BX_TYPE_PLAY_VIEW);

      for (guint i = 0; self->open_agents != NULL && self->open_agents[i] != NULL
                        && i < BX_SEAT_MAX; i++)
        {
          BxSeat seat = { .computer = FALSE, .level = BX_AGENT_STRONG, .name = NULL };

          seat.computer = bx_agent_level_from_string (self->open_agents[i], &seat.level);
          bx_play_view_set_seat (BX_PLAY_VIEW (play), i, &seat);
        }
      if (self->open_hint)
        gtk_widget_activate_action (play, "play.hint", NULL);
      if (self->open_page == NULL)
        bx_window_show_page (window, "play");
      g_clear_pointer (&self->open_agents, g_strfreev);
      self->open_hint = FALSE;
    }
  if (self->open_compare != NULL || self->open_section != NULL)
    {
      GtkWidget *compare = bx_window_get_area (window, "compare");

      if (self->open_compare != NULL)
        gtk_widget_activate_action (GTK_WIDGET (window), "win.compare-rulesets", "^as",
                                    self->open_compare);
      if (self->open_section != NULL)
        bx_compare_view_show_section (BX_COMPARE_VIEW (compare), self->open_section);
      if (self->open_page == NULL)
        bx_window_show_page (window, "compare");
    }
  if (self->open_page != NULL)
    bx_window_show_page (window, self->open_page);

  clear_open_requests (self);
}

static BxPlayView *
window_play_view (GtkWindow *window)
{
  /* The play view is the ancestor of the board area. */
  return BX_PLAY_VIEW (gtk_widget_get_ancestor (bx_window_get_area (BX_WINDOW (window),
                                                                    "board"),
                                                BX_TYPE_PLAY_VIEW));
}

/* The play view when the Play page was built, else %NULL (and nothing is built). */
static BxPlayView *
window_peek_play_view (GtkWindow *window)
{
  GtkWidget *board = bx_window_peek_area (BX_WINDOW (window), "board");

  return board != NULL ? BX_PLAY_VIEW (gtk_widget_get_ancestor (board, BX_TYPE_PLAY_VIEW))
                       : NULL;
}

static void
close_confirmed_cb (BxPlayView *play,
                    gpointer    user_data)
{
  GtkWindow *window = user_data;

  g_object_set_data (G_OBJECT (window), "bx-discard-confirmed", GINT_TO_POINTER (TRUE));
  gtk_window_close (window);
}

/* Closing the window (Ctrl+Q, its close button) with an unsaved game asks Save / Discard /
 * Cancel first; it closes once the game was saved or given up. */
static gboolean
window_close_request_cb (GtkWindow     *window,
                         BxApplication *self)
{
  BxPlayView *play = window_peek_play_view (window);

  /* A Play page never built holds no game. */
  if (g_object_get_data (G_OBJECT (window), "bx-discard-confirmed") != NULL || play == NULL
      || !bx_play_view_has_unsaved_game (play))
    return FALSE;
  bx_window_show_page (BX_WINDOW (window), "play");
  bx_play_view_ask_before_discard (play, close_confirmed_cb, g_object_ref (window),
                                   g_object_unref);
  return TRUE;
}

static void
resumed_cb (BxPlayView *play,
            gpointer    user_data)
{
  bx_window_show_page (BX_WINDOW (gtk_widget_get_root (GTK_WIDGET (play))), "play");
}

/* Offers the autosave's unfinished game, once the library is loaded (the game's ruleset is
 * needed to read it back). */
static void
offer_resume (GtkWindow *window)
{
  bx_play_view_offer_resume (window_play_view (window), resumed_cb, NULL);
}

static void
offer_resume_when_loaded_cb (BxApplication *self,
                             GParamSpec    *pspec,
                             GtkWindow     *window)
{
  if (self->library == NULL)
    return;
  g_signal_handlers_disconnect_by_func (self, offer_resume_when_loaded_cb, window);
  offer_resume (window);
}

/* The first window keeps the game in progress in the autosave and offers the one left
 * unfinished last time.  A game asked for on the command line (--game, --moves) is a
 * one-off: that run neither offers the autosave nor replaces it.  Without an autosave file
 * the Play page is not built here: the window gives it the path when it is built
 * (bx_window_set_autosave_path()); with one, it is built to ask, after the library loads. */
static void
setup_autosave (BxApplication *self,
                GtkWindow     *window,
                gboolean       command_line_game)
{
  g_autofree char *path = NULL;

  g_signal_connect_object (window, "close-request", G_CALLBACK (window_close_request_cb),
                           self, 0);
  if (command_line_game)
    return;
  path = bx_autosave_default_path ();
  bx_window_set_autosave_path (BX_WINDOW (window), path);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return;
  if (bx_application_peek_library (self) != NULL)
    offer_resume (window);
  else
    g_signal_connect_object (self, "notify::library", G_CALLBACK (offer_resume_when_loaded_cb),
                             window, 0);
}

/* BOXI_BENCH_FIRST_FRAME: the first frame painted is marked on stdout as
 * "boxi-first-frame MONOTONIC_US" (g_get_monotonic_time()), for `boxi-cli bench startup`. */
static void
bench_after_paint_cb (GdkFrameClock *clock,
                      gpointer       user_data)
{
  bx_application_bench_mark ("first-frame");
  g_signal_handlers_disconnect_by_func (clock, bench_after_paint_cb, user_data);
}

static void
bench_window_realize_cb (GtkWidget *window,
                         gpointer   user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (bench_after_paint_cb), NULL);
}

static void
bx_application_activate (GApplication *app)
{
  BxApplication *self = BX_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  gboolean created = window == NULL;
  gboolean command_line_game = self->open_game != NULL || self->open_moves > 0;

  gboolean first_window = window == NULL;
  gboolean asked = self->open_page != NULL || self->open_work != NULL
                   || self->open_clause != NULL || self->open_search != NULL
                   || self->open_game != NULL || self->open_moves > 0
                   || self->open_agents != NULL || self->open_hint;

  bx_application_mark ("activate");
  if (window == NULL)
    {
      window = GTK_WINDOW (bx_window_new (self));
      bx_application_mark ("window built");
      if (g_getenv ("BOXI_BENCH_FIRST_FRAME") != NULL
          || g_getenv ("BOXI_STARTUP_TRACE") != NULL)
        g_signal_connect (window, "realize", G_CALLBACK (bench_window_realize_cb), NULL);
    }
  /* The first launch, with nothing asked on the command line, opens on the welcome. */
  if (first_window && !asked && !g_settings_get_boolean (self->settings, "welcome-shown"))
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-welcome", NULL);
      g_settings_set_boolean (self->settings, "welcome-shown", TRUE);
    }
  bx_application_apply_options (self, BX_WINDOW (window));
  bx_application_mark ("options applied");
  gtk_window_present (window);
  bx_application_mark ("window presented");
  if (created)
    setup_autosave (self, window, command_line_game);
}

/* The library comes back to the main thread: the windows waiting for it get it. */
static void
library_loaded_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      data)
{
  BxApplication *self = BX_APPLICATION (source);

  self->library_loading = FALSE;
  bx_application_peek_library (self);
  bx_application_mark ("library: handed to the main thread");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LIBRARY]);
}

/* The library is loaded on a thread of GLib's pool (load_library_async()), in parallel with
 * GTK's and libadwaita's start; the main thread never waits for it to show the first window:
 * the window shows what it can without it (the welcome, or a spinner) and fills in when it
 * comes (BxApplication:library); only code that needs it at once (an action, the command
 * line) calls bx_application_get_library(), which waits for it.  The pool's thread is
 * kept for later tasks (Pango matches fonts on it), where a thread of its own would have
 * been one more thread started, and so one more stack and static TLS block (about 1 MiB,
 * for the engines' thread-local tables) kept by the process. */
static void
load_library_thread (GTask        *task,
                     gpointer      source,
                     gpointer      task_data,
                     GCancellable *cancellable)
{
  BxApplication *self = source;

  bx_application_mark ("library: thread started");
  /* The Rules page's list reads the articles' titles (bx_library_get_encyclopedia() parses
   * them on first use): parsed here, not on the main thread before the first frame. */
  bx_library_get_encyclopedia (bx_library_get_default ());
#ifdef __GLIBC__
  /* The load frees more than it keeps (SQLite's page cache of the integrity checks, the
   * parsers' trees): its pages go back to the system before the window's first frame
   * allocates its own, rather than staying resident in the arena (docs/benchmarks.md). */
  malloc_trim (0);
#endif
  g_mutex_lock (&self->library_mutex);
  g_atomic_int_set (&self->library_done, TRUE);
  g_cond_broadcast (&self->library_cond);
  g_mutex_unlock (&self->library_mutex);
  bx_application_mark ("library: loaded");
  g_task_return_boolean (task, TRUE);
}

static void
load_library_async (BxApplication *self)
{
  g_autoptr(GTask) task = NULL;

  if (self->library != NULL || self->library_loading)
    return;
  self->library_loading = TRUE;
  task = g_task_new (self, NULL, library_loaded_cb, NULL);
  g_task_set_name (task, "boxi-library");
  g_task_run_in_thread (task, load_library_thread);
}

static void
bx_application_startup (GApplication *app)
{
  BxApplication *self = BX_APPLICATION (app);

  bx_application_mark ("startup");
  /* libxml2 is set up on this thread before the library's thread parses with it (librsvg
   * uses it here for the icons meanwhile). */
  xmlInitParser ();
  /* The rulesets and the corpus, loaded once for every window and page, on a thread. */
  load_library_async (self);
  G_APPLICATION_CLASS (bx_application_parent_class)->startup (app);
  bx_application_mark ("GTK and libadwaita started");
  gtk_window_set_default_icon_name (APP_ID);
  /* The sources' rarest characters, in every language; Han names in the UI's text in
   * Chinese forms in an English UI (bx-han-font.c). */
  bx_han_font_register_extra ();
  bx_han_font_install (gdk_display_get_default ());
  /* The shortcuts window is not at gtk/help-overlay.ui, so GtkApplication does not set its
   * accelerator: the window builds it on first use (bx-window.c). */
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.show-help-overlay",
                                         (const char *[]) { "<Control>question", NULL });
  g_signal_connect_object (self->settings, "changed::color-scheme",
                           G_CALLBACK (color_scheme_changed_cb), self, G_CONNECT_SWAPPED);
  color_scheme_changed_cb (self, "color-scheme", self->settings);
  if (g_object_get_data (G_OBJECT (self), "bx-style") != NULL)
    {
      int scheme = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (self), "bx-style")) - 1;

      g_signal_handlers_disconnect_by_func (self->settings, color_scheme_changed_cb, self);
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
    }
  _bx_application_actions_init (self);
}

static void
bx_application_dispose (GObject *object)
{
  BxApplication *self = BX_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->library);
  clear_open_requests (self);
  G_OBJECT_CLASS (bx_application_parent_class)->dispose (object);
}

static void
bx_application_finalize (GObject *object)
{
  BxApplication *self = BX_APPLICATION (object);

  g_mutex_clear (&self->library_mutex);
  g_cond_clear (&self->library_cond);
  G_OBJECT_CLASS (bx_application_parent_class)->finalize (object);
}

static void
bx_application_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BxApplication *self = BX_APPLICATION (object);

  switch (prop_id)
    {
    case PROP_LIBRARY:
      g_value_set_object (value, self->library);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bx_application_class_init (BxApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->get_property = bx_application_get_property;
  object_class->dispose = bx_application_dispose;
  object_class->finalize = bx_application_finalize;
  app_class->activate = bx_application_activate;
  app_class->startup = bx_application_startup;
  app_class->handle_local_options = bx_application_handle_local_options;

  /**
   * BxApplication:library:
   *
   * The process's #BxLibrary once it is loaded (a thread started at startup), else %NULL;
   * notified when it is.
   */
  properties[PROP_LIBRARY] =
    g_param_spec_object ("library", NULL, NULL, BX_TYPE_LIBRARY,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bx_application_init (BxApplication *self)
{
  g_mutex_init (&self->library_mutex);
  g_cond_init (&self->library_cond);
  /* The schema id is the base id, so the Devel profile shares its settings layout. */
  self->settings = g_settings_new (BASE_APP_ID);
  g_application_add_main_option_entries (G_APPLICATION (self), app_options);
}

/**
 * bx_application_new:
 * @application_id: the D-Bus application id, e.g. "io.github.boxi.Boxi"
 * @flags: the #GApplicationFlags
 *
 * Returns: (transfer full): a new #BxApplication whose resources live under
 *   /io/github/boxi/Boxi whatever the profile.
 */
BxApplication *
bx_application_new (const char        *application_id,
                    GApplicationFlags  flags)
{
  g_return_val_if_fail (application_id != NULL, NULL);

  return g_object_new (BX_TYPE_APPLICATION,
                       "application-id", application_id,
                       "flags", flags,
                       "resource-base-path", "/io/github/boxi/Boxi",
                       NULL);
}

/**
 * bx_application_get_settings:
 * @self: a #BxApplication
 *
 * Returns: (transfer none): the application's #GSettings (schema io.github.boxi.Boxi).
 */
GSettings *
bx_application_get_settings (BxApplication *self)
{
  g_return_val_if_fail (BX_IS_APPLICATION (self), NULL);

  return self->settings;
}

/**
 * bx_application_get_library:
 * @self: the application
 *
 * The rulesets and the corpus of the process (bx_library_get_default()), loaded once and
 * shared by every window and page.  The load starts on a thread at startup; called before
 * it is done, this waits for it (on the main thread), and the property
 * #BxApplication:library is notified when the thread's result comes back.
 *
 * Returns: (transfer none): the library; valid for the rest of the process.
 */
BxLibrary *
bx_application_get_library (BxApplication *self)
{
  g_return_val_if_fail (BX_IS_APPLICATION (self), NULL);

  if (self->library == NULL)
    {
      bx_application_mark ("library: waited for");
      /* The whole task, not only bx_library_get_default(): the thread still reads the
       * encyclopedia after it, which is not safe to read from two threads at once. */
      g_mutex_lock (&self->library_mutex);
      while (self->library_loading && !g_atomic_int_get (&self->library_done))
        g_cond_wait (&self->library_cond, &self->library_mutex);
      g_mutex_unlock (&self->library_mutex);
      self->library = g_object_ref (bx_library_get_default ());
    }
  return self->library;
}

/**
 * bx_application_peek_library:
 * @self: the application
 *
 * Returns: (transfer none) (nullable): the library when it is loaded, else %NULL (it is
 *   loading: wait for #BxApplication:library, or call bx_application_get_library()).
 */
BxLibrary *
bx_application_peek_library (BxApplication *self)
{
  g_return_val_if_fail (BX_IS_APPLICATION (self), NULL);

  /* Loaded, though its result has not come back to this thread yet: taking it now does
   * not wait. */
  if (self->library == NULL && g_atomic_int_get (&self->library_done))
    self->library = g_object_ref (bx_library_get_default ());
  return self->library;
}
