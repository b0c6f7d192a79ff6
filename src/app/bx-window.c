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
#include "bx-library.h"

struct _BxWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  BxCorpus             *corpus;     /* borrowed from the process's BxLibrary */
  BxRulesetLibrary     *rulesets;   /* borrowed likewise; NULL if they failed */
  BxLibrary            *library;    /* the process's; NULL until bx_window_load_corpus() */
  /* What each page is given on its first show (ensure_page()), not at start-up. */
  gboolean              library_filled;
  gboolean              compare_ready;
  gboolean              rules_ready;

  /* Template children */
  AdwFlap              *flap;
  GtkWidget            *sidebar_button;
  BxLibrarySidebar     *sidebar;
  GtkStack             *reader_stack;   /* "text" (reader_area), "glossary", "bibliography" */
  AdwViewStack         *stack;
  GtkWidget            *reader_area;
  BxReaderView         *reader_view;
  BxPlayView           *play_view;
  BxCompareView        *compare_view;
  BxRulesView          *rules_view;
};

G_DEFINE_FINAL_TYPE (BxWindow, bx_window, ADW_TYPE_APPLICATION_WINDOW)

/* Gives a page the library on its first show, or when something asks for its area: the
 * library sidebar's rows (reader), the Compare page's rulesets (about 200 ms) and the Rules
 * page's (about 50 ms) are not built before the first frame unless that page is the one
 * shown.  Does nothing before bx_window_load_corpus(). */
static void
ensure_page (BxWindow   *self,
             const char *page)
{
  if (self->library == NULL || page == NULL)
    return;
  if (strcmp (page, "reader") == 0 && !self->library_filled)
    {
      self->library_filled = TRUE;
      bx_library_sidebar_set_corpus (self->sidebar, self->corpus);
    }
  else if (strcmp (page, "compare") == 0 && !self->compare_ready)
    {
      self->compare_ready = TRUE;
      bx_compare_view_set_corpus (self->compare_view, self->corpus);
      bx_compare_view_set_library (self->compare_view, self->rulesets);
    }
  else if (strcmp (page, "rules") == 0 && !self->rules_ready)
    {
      self->rules_ready = TRUE;
      bx_rules_view_set_library (self->rules_view, self->library);
    }
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

  ensure_page (self, adw_view_stack_get_visible_child_name (stack));
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
  if (!bx_reader_view_show_clause (self->reader_view, clause_id))
    g_debug ("No clause %s to open", clause_id);
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
  if (self->rulesets != NULL)
    ruleset = bx_ruleset_library_get (self->rulesets, ruleset_id);
  /* The rule's own example or the one it inherits, seen in this ruleset. */
  if (ruleset == NULL || !bx_ruleset_get_example (ruleset, rule_id, &state_json, &throw_text))
    {
      g_autofree char *message = NULL;

      /* TRANSLATORS: %s is a rule id such as ping.bearoff */
      message = g_strdup_printf (_("The rule %s has no example position"), rule_id);
      bx_reader_view_show_message (self->reader_view, message);
      return;
    }
  if (!bx_play_view_show_example (self->play_view, ruleset_id, state_json, throw_text, rule_id,
                                  &error))
    {
      g_message ("Cannot show the example of %s: %s", rule_id, error->message);
      bx_reader_view_show_message (self->reader_view, error->message);
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
  BxSession *session = bx_play_view_get_session (self->play_view);

  bx_window_show_page (self, "rules");
  if (session != NULL)
    bx_rules_view_show_family (self->rules_view,
                               bx_ruleset_get_family (bx_session_get_ruleset (session)));
}

static void
show_welcome_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);

  bx_window_show_page (self, "rules");
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
  bx_rules_view_show_rule (self->rules_view, ruleset_id, rule_id);
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
  bx_rules_view_show_article (self->rules_view, family, *text != '\0' ? text : NULL);
}

/* The Reader's search for a text (a glossary term, from the Rules page). */
static void
search_texts_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);

  show_reader_area (self, "text");
  bx_reader_view_search (self->reader_view, g_variant_get_string (param, NULL));
}

static void
open_work_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);

  show_reader_area (self, "text");
  bx_reader_view_show_work (self->reader_view, g_variant_get_string (param, NULL));
}

/* A new game of a ruleset (the Rules page's Play button). */
static void
play_ruleset_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  BxWindow *self = BX_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!bx_play_view_new_game (self->play_view, g_variant_get_string (param, NULL),
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

  ensure_page (self, "compare");
  if (!bx_compare_view_set_rulesets (self->compare_view, ids, &error))
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
    bx_reader_view_show_work (self->reader_view, id);
  else
    bx_reader_view_show_section (self->reader_view, id);
}

/* The corpus and the rulesets come from the application's BxLibrary, loaded once per
 * process (bx_library_get_default()); the window and its pages borrow them. */
static void
bx_window_load_corpus (BxWindow      *self,
                       BxApplication *app)
{
  BxLibrary *library = bx_application_get_library (app);
  const GError *corpus_error = bx_library_get_corpus_error (library);
  const GError *rulesets_error = bx_library_get_rulesets_error (library);

  self->corpus = bx_library_get_corpus (library);
  if (self->corpus == NULL)
    g_message ("Cannot open the corpus: %s",
               corpus_error != NULL ? corpus_error->message : "unknown error");
  if (self->corpus == NULL && corpus_error != NULL)
    bx_reader_view_show_message (self->reader_view, corpus_error->message);

  bx_reader_view_set_corpus (self->reader_view, self->corpus);
  bx_play_view_set_corpus (self->play_view, self->corpus);

  /* The rulesets, for the rules that cite each clause; without them the reader shows none. */
  self->rulesets = bx_library_get_rulesets (library);
  if (self->rulesets == NULL)
    g_message ("Cannot load the rulesets from %s, so the reader shows no citing rules: %s",
               bx_library_get_rulesets_dir (library),
               rulesets_error != NULL ? rulesets_error->message : "unknown error");
  bx_reader_view_set_ruleset_library (self->reader_view, self->rulesets);
  bx_reader_view_set_encyclopedia (self->reader_view, bx_library_get_encyclopedia (library));
  if (bx_library_get_corpus_rebuilt (library))
    bx_reader_view_show_message (self->reader_view,
                                 _("The text database was rebuilt from the sources"));
  /* The other pages get the library when first shown (ensure_page()). */
  self->library = library;
  ensure_page (self, adw_view_stack_get_visible_child_name (self->stack));
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

  bx_window_load_corpus (self, app);
  bx_play_view_set_settings (self->play_view, self->settings);
}

static void
bx_window_dispose (GObject *object)
{
  BxWindow *self = BX_WINDOW (object);

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

  g_type_ensure (BX_TYPE_LIBRARY_SIDEBAR);
  g_type_ensure (BX_TYPE_READER_VIEW);
  g_type_ensure (BX_TYPE_PLAY_VIEW);
  g_type_ensure (BX_TYPE_COMPARE_VIEW);
  g_type_ensure (BX_TYPE_RULES_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/boxi/Boxi/bx-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BxWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, reader_stack);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, reader_area);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, reader_view);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_open_cb);
  gtk_widget_class_bind_template_callback (widget_class, page_changed_cb);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, play_view);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, compare_view);
  gtk_widget_class_bind_template_child (widget_class, BxWindow, rules_view);

  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
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
  bx_library_sidebar_set_reader (self->sidebar, G_OBJECT (self->reader_view));
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

  /* An area asked for is one about to be used: its page gets the library now. */
  ensure_page (self, g_strcmp0 (area, "library") == 0 ? "reader" : area);
  if (g_strcmp0 (area, "library") == 0)
    return GTK_WIDGET (self->sidebar);
  if (g_strcmp0 (area, "reader") == 0)
    return self->reader_area;
  if (g_strcmp0 (area, "glossary") == 0 || g_strcmp0 (area, "bibliography") == 0)
    {
      ensure_page (self, "reader");
      show_reader_area (self, area);
      return gtk_stack_get_child_by_name (self->reader_stack, area);
    }
  if (g_strcmp0 (area, "board") == 0)
    return bx_play_view_get_board (self->play_view);
  if (g_strcmp0 (area, "citations") == 0)
    return bx_play_view_get_citation_panel (self->play_view);
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

  return self->rulesets;
}
