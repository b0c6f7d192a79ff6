/* bx-window.c: the main window: library sidebar, reader, and board with citation panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-window.h"
#include "bx-clause-row.h"
#include "bx-compare-view.h"
#include "bx-bibliography-page.h"
#include "bx-glossary-page.h"
#include "bx-library-sidebar.h"
#include "bx-play-view-private.h"
#include "bx-reader-view.h"
#include "bx-rules-view.h"
#include "bx-unsaved-prompt.h"
#include "bx-library.h"
#include "bx-tooltip.h"

struct _BxWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  BxCorpus             *corpus;     /* borrowed from the process's BxLibrary */
  BxRulesetLibrary     *rulesets;   /* borrowed likewise; NULL if they failed */
  BxLibrary            *library;    /* the process's; NULL until it is loaded (set_library()) */
  char                 *autosave_path;     /* for the Play page, when it is built */
  gboolean              shown;      /* gtk_widget_show() was called: pages get built */
  gboolean              painted;    /* its first frame was painted */
  gboolean              page_ready_marked;
  guint                 build_idle; /* after the first frame, if the page was not built */
  gboolean              library_filled;
  gboolean              rules_waiting; /* rules_view built before the library came */

  /* Template children */
  AdwToastOverlay      *toast_overlay;
  AdwFlap              *flap;
  GtkWidget            *sidebar_button;
  BxLibrarySidebar     *sidebar;
  GtkStack             *reader_stack;   /* "text" (reader_area), "glossary", "bibliography" */
  AdwViewStack         *stack;
  GtkWidget            *reader_area;
  AdwBin               *play_area;
  AdwBin               *compare_area;
  AdwBin               *rules_area;

  /* The pages' views, built on first show or first use (build_page()); NULL until then. */
  BxReaderView         *reader_view;
  BxPlayView           *play_view;
  BxCompareView        *compare_view;
  BxRulesView          *rules_view;
};

G_DEFINE_FINAL_TYPE (BxWindow, bx_window, ADW_TYPE_APPLICATION_WINDOW)

static void set_library (BxWindow  *self,
                         BxLibrary *library);

static void
show_toast (BxWindow   *self,
            const char *message,
            gboolean    persistent)
{
  AdwToast *toast = adw_toast_new (message);

  if (persistent)
    adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* Waits for the library when it is still loading (bx_application_get_library()). */
static void
ensure_library (BxWindow *self)
{
  GtkApplication *app;

  if (self->library != NULL)
    return;
  app = gtk_window_get_application (GTK_WINDOW (self));
  set_library (self, BX_IS_APPLICATION (app) ? bx_application_get_library (BX_APPLICATION (app))
                                             : bx_library_get_default ());
}

/* The area (an AdwBin of the template) that holds @page's view. */
static AdwBin *
page_area (BxWindow   *self,
           const char *page)
{
  if (g_strcmp0 (page, "reader") == 0)
    return ADW_BIN (self->reader_area);
  if (g_strcmp0 (page, "play") == 0)
    return self->play_area;
  if (g_strcmp0 (page, "compare") == 0)
    return self->compare_area;
  if (g_strcmp0 (page, "rules") == 0)
    return self->rules_area;
  return NULL;
}

/* @page's view, or %NULL when it is not built yet. */
static GtkWidget *
page_view (BxWindow   *self,
           const char *page)
{
  if (g_strcmp0 (page, "reader") == 0)
    return GTK_WIDGET (self->reader_view);
  if (g_strcmp0 (page, "play") == 0)
    return GTK_WIDGET (self->play_view);
  if (g_strcmp0 (page, "compare") == 0)
    return GTK_WIDGET (self->compare_view);
  if (g_strcmp0 (page, "rules") == 0)
    return GTK_WIDGET (self->rules_view);
  return NULL;
}

/* Builds @page's view into its area and gives it the library, waiting for the library if it
 * is still loading.  Pages are built on their first show (show_visible_page()) or when code
 * needs their view (an action, the command line, bx_window_get_area()), never up front: the
 * first frame builds only the page it shows.  Does nothing for a page already built. */
static void
build_page (BxWindow   *self,
            const char *page)
{
  g_autofree char *mark = NULL;

  if (page_area (self, page) == NULL)
    return;
  /* The Rules view shown before the library came gets it now (set_library()). */
  if (page_view (self, page) != NULL)
    {
      ensure_library (self);
      return;
    }
  ensure_library (self);
  /* Loading the library shows the visible page, which may be this one. */
  if (page_view (self, page) != NULL)
    return;
  if (strcmp (page, "reader") == 0)
    {
      self->reader_view = BX_READER_VIEW (bx_reader_view_new ());
      adw_bin_set_child (ADW_BIN (self->reader_area), GTK_WIDGET (self->reader_view));
      /* The library sidebar belongs to the Reader, and follows it. */
      bx_library_sidebar_set_reader (self->sidebar, G_OBJECT (self->reader_view));
      if (!self->library_filled)
        {
          self->library_filled = TRUE;
          bx_library_sidebar_set_corpus (self->sidebar, self->corpus);
        }
      bx_reader_view_set_corpus (self->reader_view, self->corpus);
      /* The rulesets, for the rules that cite each clause; without them it shows none. */
      bx_reader_view_set_ruleset_library (self->reader_view, self->rulesets);
      bx_reader_view_set_encyclopedia (self->reader_view,
                                       bx_library_get_encyclopedia (self->library));
    }
  else if (strcmp (page, "play") == 0)
    {
      self->play_view = BX_PLAY_VIEW (bx_play_view_new ());
      gtk_widget_set_name (GTK_WIDGET (self->play_view), "play");
      adw_bin_set_child (self->play_area, GTK_WIDGET (self->play_view));
      bx_play_view_set_corpus (self->play_view, self->corpus);
      bx_play_view_set_settings (self->play_view, self->settings);
      if (self->autosave_path != NULL)
        bx_play_view_set_autosave_path (self->play_view, self->autosave_path);
    }
  else if (strcmp (page, "compare") == 0)
    {
      self->compare_view = BX_COMPARE_VIEW (bx_compare_view_new ());
      gtk_widget_set_name (GTK_WIDGET (self->compare_view), "compare");
      adw_bin_set_child (self->compare_area, GTK_WIDGET (self->compare_view));
      bx_compare_view_set_corpus (self->compare_view, self->corpus);
      bx_compare_view_set_library (self->compare_view, self->rulesets);
    }
  else
    {
      self->rules_view = BX_RULES_VIEW (bx_rules_view_new ());
      gtk_widget_set_name (GTK_WIDGET (self->rules_view), "rules");
      adw_bin_set_child (self->rules_area, GTK_WIDGET (self->rules_view));
      bx_rules_view_set_library (self->rules_view, self->library);
    }
  mark = g_strdup_printf ("page %s built", page);
  bx_application_mark (mark);
}

static BxReaderView *
get_reader (BxWindow *self)
{
  build_page (self, "reader");
  return self->reader_view;
}

static BxPlayView *
get_play (BxWindow *self)
{
  build_page (self, "play");
  return self->play_view;
}

static BxCompareView *
get_compare (BxWindow *self)
{
  build_page (self, "compare");
  return self->compare_view;
}

static BxRulesView *
get_rules (BxWindow *self)
{
  build_page (self, "rules");
  return self->rules_view;
}

/* What a page shows while the library loads. */
static GtkWidget *
loading_placeholder_new (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *spinner = gtk_spinner_new ();
  GtkWidget *label = gtk_label_new (_("Loading the texts and the rules…"));

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (spinner, 32, 32);
  gtk_spinner_start (GTK_SPINNER (spinner));
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), spinner);
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

static void
page_painted_cb (BxWindow      *self,
                 GdkFrameClock *clock)
{
  g_signal_handlers_disconnect_by_func (clock, page_painted_cb, self);
  bx_application_bench_mark ("page-ready");
}

/* For `boxi-cli bench startup` (docs/cli.md): "page-ready" after the first frame that drew
 * the visible page with the library (first_paint_cb() marks the first frame itself). */
static void
mark_page_ready_after_paint (BxWindow *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (self->page_ready_marked || !self->painted || clock == NULL)
    return;
  self->page_ready_marked = TRUE;
  g_signal_connect_object (clock, "after-paint", G_CALLBACK (page_painted_cb), self,
                           G_CONNECT_SWAPPED);
}

/* The Rules view with its welcome, before the library has loaded: the welcome needs none,
 * and the list of games fills in when the library comes (set_library()).  So the first
 * frame never waits for the library's thread. */
static void
build_rules_without_library (BxWindow *self)
{
  self->rules_view = BX_RULES_VIEW (bx_rules_view_new ());
  self->rules_waiting = TRUE;
  gtk_widget_set_name (GTK_WIDGET (self->rules_view), "rules");
  adw_bin_set_child (self->rules_area, GTK_WIDGET (self->rules_view));
  bx_rules_view_go (self->rules_view, "welcome");
  bx_application_mark ("page rules built, without the library");
}

/* The visible page of a shown window, built as the window is shown so that its first frame
 * draws it, without waiting for the library: with it when it has loaded (it loads while GTK
 * starts, and usually has); else the Rules page shows its welcome and the other pages a
 * spinner, and set_library() fills them in when it comes. */
static void
show_visible_page (BxWindow *self)
{
  const char *page = adw_view_stack_get_visible_child_name (self->stack);
  AdwBin *area = page_area (self, page);

  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (!self->shown || area == NULL)
    return;
  /* Loaded on its thread, though not yet handed over (library_loaded_cb()). */
  if (self->library == NULL && BX_IS_APPLICATION (app)
      && bx_application_peek_library (BX_APPLICATION (app)) != NULL)
    {
      set_library (self, bx_application_peek_library (BX_APPLICATION (app)));
      return;
    }
  if (self->library == NULL)
    {
      if (page_view (self, page) != NULL)
        return;
      if (strcmp (page, "rules") == 0)
        build_rules_without_library (self);
      else if (adw_bin_get_child (area) == NULL)
        adw_bin_set_child (area, loading_placeholder_new ());
      return;
    }
  build_page (self, page);
  mark_page_ready_after_paint (self);
}

static gboolean
build_visible_idle_cb (gpointer data)
{
  BxWindow *self = data;

  self->build_idle = 0;
  show_visible_page (self);
  return G_SOURCE_REMOVE;
}

static void
first_paint_cb (BxWindow      *self,
                GdkFrameClock *clock)
{
  g_signal_handlers_disconnect_by_func (clock, first_paint_cb, self);
  self->painted = TRUE;
  /* The page built as the window was shown (bx_window_show()), with the library: this
   * frame showed it. */
  if (page_view (self, adw_view_stack_get_visible_child_name (self->stack)) != NULL
      && self->library != NULL && !self->page_ready_marked)
    {
      self->page_ready_marked = TRUE;
      bx_application_bench_mark ("page-ready");
      return;
    }
  if (self->build_idle == 0)
    /* Above the frame clock's priority: a spinner's frames would starve a plain idle. */
    self->build_idle = g_idle_add_full (G_PRIORITY_DEFAULT, build_visible_idle_cb, self, NULL);
}

static void
window_realize_cb (BxWindow *self)
{
  g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "after-paint",
                           G_CALLBACK (first_paint_cb), self, G_CONNECT_SWAPPED);
}

/* Ctrl+? and the menu's Keyboard Shortcuts.  The shortcuts window (35 shortcuts) is built
 * here on first use: at its standard resource path GtkApplication builds it for every window
 * as the window is added, some 18 ms of the main thread before the first frame (a tenth of
 * the window's own cost) and its widgets kept for a window few users open. */
static void
show_help_overlay_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *param)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (widget);
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (window);

  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder =
        gtk_builder_new_from_resource ("/io/github/boxi/Boxi/bx-help-overlay.ui");

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      gtk_application_window_set_help_overlay (window, overlay);
    }
  /* Two sections of one page each (GTK 4.8 warns of its page switcher's labels): the one
   * of the page shown comes first. */
  {
    const char *page = adw_view_stack_get_visible_child_name (BX_WINDOW (widget)->stack);
    gboolean play = g_strcmp0 (page, "play") == 0 || g_strcmp0 (page, "compare") == 0;

    g_object_set (overlay, "section-name", play ? "play" : "shortcuts", NULL);
  }
  gtk_window_present (GTK_WINDOW (overlay));
}

static void
show_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  bx_window_show_page (BX_WINDOW (widget), g_variant_get_string (param, NULL));
}

static void
toggle_sidebar_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

/* The library sidebar belongs to the Reader: the other pages (Play, Compare, and a Rules page
 * to come) hide it with its button, so that they have the whole width.  A hidden flap adds
 * nothing to the window's minimum width. */
static void
page_changed_cb (BxWindow     *self,
                 GParamSpec   *pspec,
                 AdwViewStack *stack)
{
  gboolean reader = g_strcmp0 (adw_view_stack_get_visible_child_name (stack), "reader") == 0;

  show_visible_page (self);
  gtk_widget_set_visible (GTK_WIDGET (self->sidebar), reader);
  gtk_widget_set_visible (self->sidebar_button, reader);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.toggle-sidebar", reader);
}

/* The Reader page with its text, glossary or bibliography ("text", "glossary",
 * "bibliography"); those two pages are made when first shown. */
static void
show_reader_area (BxWindow   *self,
                  const char *name)
{
  bx_window_show_page (self, "reader");
  build_page (self, "reader");
  if (gtk_stack_get_child_by_name (self->reader_stack, name) == NULL)
    {
      GtkWidget *page = NULL;

      if (strcmp (name, "glossary") == 0)
        page = bx_glossary_page_new (self->corpus);
      else if (strcmp (name, "bibliography") == 0)
        page = bx_bibliography_page_new (self->corpus, self->rulesets);
      if (page == NULL)
        return;
      gtk_widget_set_name (page, name);
      gtk_stack_add_named (self->reader_stack, page, name);
    }
  gtk_stack_set_visible_child_name (self->reader_stack, name);
  if (strcmp (name, "text") != 0)
    bx_library_sidebar_reveal (self->sidebar, name);
}

static void
open_clause_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);
  const char *clause_id = g_variant_get_string (param, NULL);

  show_reader_area (self, "text");
  if (!bx_reader_view_show_clause (get_reader (self), clause_id) && self->corpus != NULL)
    {
      g_autofree char *message = NULL;

      /* A mistyped id on the command line, or a link to a clause a new corpus dropped: said,
       * not left as an empty Reader. */
      /* TRANSLATORS: %s is a clause id such as pushuang.changju.3 */
      message = g_strdup_printf (_("The texts have no clause %s"), clause_id);
      show_toast (self, message, FALSE);
    }
  bx_library_sidebar_reveal (self->sidebar, clause_id);
}

/* The glossary page in the Reader area, on a term ("g.liang"; "" for the page as it is). */
static void
show_glossary_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);
  const char *term = g_variant_get_string (param, NULL);

  show_reader_area (self, "glossary");
  if (*term != '\0')
    bx_glossary_page_show_term (BX_GLOSSARY_PAGE (gtk_stack_get_child_by_name (
                                                    self->reader_stack, "glossary")), term);
}

/* "Show me": the example position of a rule on the board.  The parameter is (ruleset id,
 * rule id). */
static void
show_rule_example_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  const char *ruleset_id, *rule_id;
  BxRuleset *ruleset = NULL;
  const char *state_json = NULL, *throw_text = NULL;

  g_variant_get (param, "(&s&s)", &ruleset_id, &rule_id);
  ensure_library (self);
  if (self->rulesets != NULL)
    ruleset = bx_ruleset_library_get (self->rulesets, ruleset_id);
  /* The rule's own example or the one it inherits, seen in this ruleset. */
  if (ruleset == NULL || !bx_ruleset_get_example (ruleset, rule_id, &state_json, &throw_text))
    {
      g_autofree char *message = NULL;

      /* TRANSLATORS: %s is a rule id such as ping.bearoff */
      message = g_strdup_printf (_("The rule %s has no example position"), rule_id);
      show_toast (self, message, FALSE);
      return;
    }
  if (!bx_play_view_show_example (get_play (self), ruleset_id, state_json, throw_text, rule_id,
                                  &error))
    {
      g_message ("Cannot show the example of %s: %s", rule_id, error->message);
      show_toast (self, error->message, FALSE);
      return;
    }
  bx_window_show_page (self, "play");
}

/* F1: the Rules page on the family of the Play page's game (else where it was). */
static void
show_rules_help_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);
  /* A Play page never built has no game. */
  BxSession *session = self->play_view != NULL ? bx_play_view_get_session (self->play_view)
                                               : NULL;
  g_autofree char *from = g_strdup (bx_window_get_page (self));

  bx_window_show_page (self, "rules");
  if (session != NULL)
    bx_rules_view_show_family (get_rules (self),
                               bx_ruleset_get_family (bx_session_get_ruleset (session)));
  /* Back (Escape) on that page returns to the page F1 was pressed on. */
  bx_rules_view_set_return_page (get_rules (self),
                                 g_strcmp0 (from, "rules") != 0 ? from : NULL);
}

static void
show_welcome_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);

  bx_window_show_page (self, "rules");
  /* A Rules page built later opens on the welcome (bx_rules_view_set_library()): the first
   * launch does not wait here for the library. */
  if (self->rules_view != NULL)
    bx_rules_view_show_welcome (self->rules_view);
}

/* A rule's page on the Rules page; the parameter is (ruleset id, rule id). */
static void
show_rule_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);
  const char *ruleset_id, *rule_id;

  g_variant_get (param, "(&s&s)", &ruleset_id, &rule_id);
  bx_window_show_page (self, "rules");
  bx_rules_view_show_rule (get_rules (self), ruleset_id, rule_id);
}

/* A family's article on the Rules page, at the paragraph holding the text; the parameter is
 * (family, text), the text may be empty. */
static void
show_article_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);
  const char *family, *text;

  g_variant_get (param, "(&s&s)", &family, &text);
  bx_window_show_page (self, "rules");
  bx_rules_view_show_article (get_rules (self), family, *text != '\0' ? text : NULL);
}

/* The Reader's search for a text (a glossary term, from the Rules page). */
static void
search_texts_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);

  show_reader_area (self, "text");
  bx_reader_view_search (get_reader (self), g_variant_get_string (param, NULL));
}

static void
open_work_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);

  show_reader_area (self, "text");
  bx_reader_view_show_work (get_reader (self), g_variant_get_string (param, NULL));
}

/* A new game of a ruleset (the Rules page's Play button). */
static void
play_ruleset_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!bx_play_view_new_game (get_play (self), g_variant_get_string (param, NULL),
                              g_random_int (), &error))
    {
      g_message ("Cannot start %s: %s", g_variant_get_string (param, NULL), error->message);
      return;
    }
  bx_window_show_page (self, "play");
}

static void
compare_rulesets_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);
  g_autofree const char **ids = g_variant_get_strv (param, NULL);
  g_autoptr(GError) error = NULL;

  if (!bx_compare_view_set_rulesets (get_compare (self), ids, &error))
    {
      g_message ("Cannot compare: %s", error->message);
      return;
    }
  bx_window_show_page (self, "compare");
}

/* A row of the library sidebar: a page of the Reader area, or a work or section to read. */
static void
sidebar_open_cb (BxWindow         *self,
                 BxLibraryEntry   *entry,
                 BxLibrarySidebar *sidebar)
{
  const char *id = bx_library_entry_get_id (entry);

  if (bx_library_entry_is_page (entry))
    {
      show_reader_area (self, id);
      return;
    }
  show_reader_area (self, "text");
  if (bx_library_entry_is_work (entry))
    bx_reader_view_show_work (get_reader (self), id);
  else
    bx_reader_view_show_section (get_reader (self), id);
}

/* The corpus and the rulesets come from the application's BxLibrary, loaded once per
 * process on a thread (bx_application_get_library()); the window and its pages borrow them.
 * Called once it is loaded: the visible page, a spinner until now, is built; its errors are
 * told in a toast, whichever page is shown. */
static void
set_library (BxWindow  *self,
             BxLibrary *library)
{
  const GError *corpus_error;
  const GError *rulesets_error;

  if (self->library != NULL || library == NULL)
    return;
  corpus_error = bx_library_get_corpus_error (library);
  rulesets_error = bx_library_get_rulesets_error (library);
  self->library = library;
  self->corpus = bx_library_get_corpus (library);
  if (self->corpus == NULL)
    g_message ("Cannot open the corpus: %s",
               corpus_error != NULL ? corpus_error->message : "unknown error");
  if (self->corpus == NULL && corpus_error != NULL)
    show_toast (self, corpus_error->message, TRUE);

  self->rulesets = bx_library_get_rulesets (library);
  if (self->rulesets == NULL)
    g_message ("Cannot load the rulesets from %s, so the reader shows no citing rules: %s",
               bx_library_get_rulesets_dir (library),
               rulesets_error != NULL ? rulesets_error->message : "unknown error");
  else if (rulesets_error != NULL)
    {
      /* One file did not load; the others did (bx_ruleset_library_new_from_dir_partial()). */
      g_autofree char *text = g_strdup_printf (_("A ruleset could not be loaded: %s"),
                                               rulesets_error->message);

      g_message ("%s", text);
      show_toast (self, text, TRUE);
    }
  if (bx_library_get_corpus_rebuilt (library))
    show_toast (self, _("The text database was rebuilt from the sources"), FALSE);
  if (self->rules_waiting)
    {
      self->rules_waiting = FALSE;
      bx_rules_view_set_library (self->rules_view, library);
      bx_application_mark ("page rules given the library");
    }
  show_visible_page (self);
}

static void
library_loaded_cb (BxWindow      *self,
                   GParamSpec    *pspec,
                   BxApplication *app)
{
  set_library (self, bx_application_peek_library (app));
}

static gboolean
bx_window_close_request (GtkWindow *window)
{
  BxWindow *self = BX_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));

  return GTK_WINDOW_CLASS (bx_window_parent_class)->close_request (window);
}

/* The "application" property is set after construction, so the settings are read here,
 * from bx_window_new(). */
static void
bx_window_load_settings (BxWindow      *self,
                         BxApplication *app)
{
  self->settings = g_object_ref (bx_application_get_settings (app));

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  if (g_strcmp0 (PROFILE, "development") == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
}

/* The visible page is built as the window is first shown, so that the first frame lays it
 * out and draws it; the pages behind it are not built.  The main thread does not wait for
 * the library's thread here: the page shows what it can without it (show_visible_page()). */
static void
bx_window_show (GtkWidget *widget)
{
  BxWindow *self = BX_WINDOW (widget);

  self->shown = TRUE;
  show_visible_page (self);
  GTK_WIDGET_CLASS (bx_window_parent_class)->show (widget);
}

static void
bx_window_dispose (GObject *object)
{
  BxWindow *self = BX_WINDOW (object);

  g_clear_handle_id (&self->build_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (bx_window_parent_class)->dispose (object);
}

static void
bx_window_finalize (GObject *object)
{
  BxWindow *self = BX_WINDOW (object);

  /* The corpus and the rulesets are the process's BxLibrary's: nothing to free. */
  self->rulesets = NULL;
  self->corpus = NULL;
  self->library = NULL;
  g_free (self->autosave_path);

  G_OBJECT_CLASS (bx_window_parent_class)->finalize (object);
}

static void
bx_window_class_init (BxWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = bx_window_dispose;
  object_class->finalize = bx_window_finalize;
  window_class->close_request = bx_window_close_request;
  widget_class->show = bx_window_show;

  g_type_ensure (BX_TYPE_LIBRARY_SIDEBAR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/boxi/Boxi/bx-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BxWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, reader_stack);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, reader_area);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_open_cb);
  gtk_widget_class_bind_template_callback (widget_class, page_changed_cb);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, play_area);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, compare_area);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, rules_area);

  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL,
                                   show_help_overlay_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-sidebar", NULL, toggle_sidebar_action);
  gtk_widget_class_install_action (widget_class, "win.open-clause", "s", open_clause_action);
  gtk_widget_class_install_action (widget_class, "win.show-glossary", "s",
                                   show_glossary_action);
  gtk_widget_class_install_action (widget_class, "win.show-rule-example", "(ss)",
                                   show_rule_example_action);
  gtk_widget_class_install_action (widget_class, "win.show-rules-help", NULL,
                                   show_rules_help_action);
  gtk_widget_class_install_action (widget_class, "win.show-welcome", NULL, show_welcome_action);
  gtk_widget_class_install_action (widget_class, "win.show-rule", "(ss)", show_rule_action);
  gtk_widget_class_install_action (widget_class, "win.show-article", "(ss)",
                                   show_article_action);
  gtk_widget_class_install_action (widget_class, "win.open-work", "s", open_work_action);
  gtk_widget_class_install_action (widget_class, "win.search-texts", "s", search_texts_action);
  gtk_widget_class_install_action (widget_class, "win.play-ruleset", "s", play_ruleset_action);
  gtk_widget_class_install_action (widget_class, "win.compare-rulesets", "as",
                                   compare_rulesets_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_CONTROL_MASK,
                                       "win.show-page", "s", "reader");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_CONTROL_MASK,
                                       "win.show-page", "s", "play");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_3, GDK_CONTROL_MASK,
                                       "win.show-page", "s", "compare");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_4, GDK_CONTROL_MASK,
                                       "win.show-page", "s", "rules");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.show-rules-help", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.toggle-sidebar", NULL);
}

static void
bx_window_init (BxWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bx_tooltips_widen_tree (GTK_WIDGET (self));   /* (the .ui's tooltips: bx-tooltip.c) */
  g_signal_connect (self, "realize", G_CALLBACK (window_realize_cb), NULL);
  page_changed_cb (self, NULL, self->stack);
}

/**
 * bx_window_new:
 * @application: the #BxApplication
 *
 * Returns: (transfer full): a new main window, sized from GSettings.
 */
BxWindow *
bx_window_new (BxApplication *application)
{
  BxWindow *self;

  g_return_val_if_fail (BX_IS_APPLICATION (application), NULL);

  self = g_object_new (BX_TYPE_WINDOW, "application", application, NULL);
  bx_window_load_settings (self, application);
  /* The library loads on a thread; the pages wait for it (show_visible_page()). */
  if (bx_application_peek_library (application) != NULL)
    set_library (self, bx_application_peek_library (application));
  else
    g_signal_connect_object (application, "notify::library", G_CALLBACK (library_loaded_cb),
                             self, G_CONNECT_SWAPPED);
  return self;
}

/**
 * bx_window_show_page:
 * @self: a #BxWindow
 * @page: "reader", "play", "compare" or "rules"
 *
 * Shows one of the main pages.  An unknown name is ignored with a warning.
 */
void
bx_window_show_page (BxWindow   *self,
                     const char *page)
{
  g_return_if_fail (BX_IS_WINDOW (self));
  g_return_if_fail (page != NULL);

  if (adw_view_stack_get_child_by_name (self->stack, page) == NULL)
    {
      g_warning ("No page named %s", page);
      return;
    }
  adw_view_stack_set_visible_child_name (self->stack, page);
}

/**
 * bx_window_get_page:
 * @self: a #BxWindow
 *
 * Returns: (transfer none): the name of the visible page.
 */
const char *
bx_window_get_page (BxWindow *self)
{
  g_return_val_if_fail (BX_IS_WINDOW (self), NULL);

  return adw_view_stack_get_visible_child_name (self->stack);
}

/**
 * bx_window_get_area:
 * @self: a #BxWindow
 * @area: "library", "reader", "glossary", "bibliography", "board", "citations", "compare"
 *   or "rules"
 *
 * For tests and for the views that later fill the areas.  Asking for "glossary" or
 * "bibliography" shows that page in the Reader area (made on its first show).
 *
 * Returns: (transfer none) (nullable): the widget of that area, or %NULL.
 */
GtkWidget *
bx_window_get_area (BxWindow   *self,
                    const char *area)
{
  g_return_val_if_fail (BX_IS_WINDOW (self), NULL);

  /* An area asked for is one about to be used: its page is built now (with the library). */
  if (g_strcmp0 (area, "glossary") == 0 || g_strcmp0 (area, "bibliography") == 0)
    {
      show_reader_area (self, area);
      return gtk_stack_get_child_by_name (self->reader_stack, area);
    }
  if (g_strcmp0 (area, "library") == 0 || g_strcmp0 (area, "reader") == 0)
    build_page (self, "reader");
  else if (g_strcmp0 (area, "board") == 0 || g_strcmp0 (area, "citations") == 0)
    build_page (self, "play");
  else
    build_page (self, area);
  return bx_window_peek_area (self, area);
}

/**
 * bx_window_peek_area:
 * @self: a #BxWindow
 * @area: as for bx_window_get_area()
 *
 * Like bx_window_get_area(), but builds nothing: the area of a page not built yet (pages are
 * built on first show or use) is %NULL, except "library", which is always there.
 *
 * Returns: (transfer none) (nullable): the widget of that area, or %NULL.
 */
GtkWidget *
bx_window_peek_area (BxWindow   *self,
                     const char *area)
{
  g_return_val_if_fail (BX_IS_WINDOW (self), NULL);

  if (g_strcmp0 (area, "library") == 0)
    return GTK_WIDGET (self->sidebar);
  if (g_strcmp0 (area, "reader") == 0)
    return self->reader_view != NULL ? self->reader_area : NULL;
  if (g_strcmp0 (area, "board") == 0)
    return self->play_view != NULL ? bx_play_view_get_board (self->play_view) : NULL;
  if (g_strcmp0 (area, "citations") == 0)
    return self->play_view != NULL ? bx_play_view_get_citation_panel (self->play_view) : NULL;
  if (g_strcmp0 (area, "compare") == 0)
    return GTK_WIDGET (self->compare_view);
  if (g_strcmp0 (area, "rules") == 0)
    return GTK_WIDGET (self->rules_view);
  return NULL;
}

/**
 * bx_window_get_corpus:
 * @self: a #BxWindow
 *
 * Returns: (transfer none) (nullable): the corpus the window reads, owned by the process's
 *   #BxLibrary (valid until the process exits), or %NULL if it could not be opened.
 */
BxCorpus *
bx_window_get_corpus (BxWindow *self)
{
  g_return_val_if_fail (BX_IS_WINDOW (self), NULL);

  ensure_library (self);
  return self->corpus;
}

/**
 * bx_window_get_ruleset_library:
 * @self: a #BxWindow
 *
 * Returns: (transfer none) (nullable): the rulesets the window shows, owned by the process's
 *   #BxLibrary (valid until the process exits), or %NULL if they could not be loaded.
 */
BxRulesetLibrary *
bx_window_get_ruleset_library (BxWindow *self)
{
  g_return_val_if_fail (BX_IS_WINDOW (self), NULL);

  ensure_library (self);
  return self->rulesets;
}

/**
 * bx_window_set_autosave_path:
 * @self: a #BxWindow
 * @path: (nullable): the autosave file of the Play page's game (bx_autosave_default_path())
 *
 * Given to the Play page now if it is built, else when it is built
 * (bx_play_view_set_autosave_path()).
 */
void
bx_window_set_autosave_path (BxWindow   *self,
                             const char *path)
{
  g_return_if_fail (BX_IS_WINDOW (self));

  g_free (self->autosave_path);
  self->autosave_path = g_strdup (path);
  if (self->play_view != NULL)
    bx_play_view_set_autosave_path (self->play_view, path);
}

/**
 * bx_window_show_message:
 * @self: a #BxWindow
 * @message: one sentence, translated
 *
 * Shows @message in a toast over whatever page is shown (e.g. a --game the rulesets do not
 * have), until the user dismisses it: it comes at start-up, before anyone may be looking
 * (a 5 s toast could expire unseen while a slow machine built the window; the sanitizer
 * build of test-window saw it gone).
 */
void
bx_window_show_message (BxWindow   *self,
                        const char *message)
{
  g_return_if_fail (BX_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  show_toast (self, message, TRUE);
}
