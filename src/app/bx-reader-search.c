/* bx-reader-search.c: the reader's search: the hits of bx_corpus_search() in a list bound
 * to a GListStore of #BxSearchResult, their matches highlighted; a work, section or clause
 * id typed in the search field jumps there
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bx-error.h"
#include "bx-reader-view-private.h"
#include "bx-search-result.h"
#include "bx-text-util.h"

/* The hits the Reader asks for at a time (boxi-cli bench corpus times the same page). */
#define READER_SEARCH_PAGE 200

/* Statics */

static const char *
layer_label (const char *layer)
{
  if (g_strcmp0 (layer, "original") == 0)
    return _("Original");
  if (g_strcmp0 (layer, "translation") == 0)
    return _("Translation");
  if (g_strcmp0 (layer, "note") == 0)
    return _("Note");
  return layer;
}

static BxSearchResult *
result_new (BxReaderView      *self,
            const BxSearchHit *hit)
{
  const BxWork *work = bx_reader_view_find_work (self, hit->work_id);
  g_autofree char *meta = NULL;
  g_autofree char *markup = NULL;
  BxSearchResult *result;

  if (hit->kind != BX_HIT_CLAUSE && hit->kind != BX_HIT_NOTE)
    {
      markup = bx_markup_from_snippet (hit->snippet, SNIPPET_OPEN, SNIPPET_CLOSE);
      if (hit->kind == BX_HIT_ARTICLE)
        {
          const BxArticle *article = self->encyclopedia != NULL
                                     ? bx_encyclopedia_get_article (self->encyclopedia,
                                                                    hit->target)
                                     : NULL;
          g_autofree char *title = article == NULL ? g_strdup (hit->target)
                                   : article->title_zh == NULL ? g_strdup (article->title_en)
                                   : g_strdup_printf ("%s %s", article->title_en,
                                                      article->title_zh);

          /* TRANSLATORS: a search result in a family article: the article's title */
          meta = g_strdup_printf (_("Article · %s"), title);
        }
      else
        {
          BxRuleset *rs = self->library != NULL && hit->target != NULL
            ? bx_ruleset_library_get (self->library, hit->target) : NULL;
          const BxRule *rule = rs != NULL && hit->rule_id != NULL
            ? bx_ruleset_find_rule (rs, hit->rule_id, NULL) : NULL;
          g_autofree char *name = rs != NULL ? bx_ruleset_name_for_ui (rs)
                                             : g_strdup (hit->target);
          g_autofree char *heading = rule != NULL ? bx_rule_heading (rule, NULL)
                                                  : g_strdup (hit->rule_id);

          /* TRANSLATORS: a search result in a rule: the ruleset's name and the rule's
           * heading */
          meta = g_strdup_printf (_("Rule · %s · %s"), name, heading);
        }
      result = bx_search_result_new (NULL, meta, markup,
                                     g_strcmp0 (hit->layer, "original") == 0);
      bx_search_result_set_target (result, hit->kind, hit->target, hit->rule_id);
      return result;
    }
  /* TRANSLATORS: a search result: the clause id, the layer (original, translation or
   * note) and the work */
  {
    g_autofree char *reference = bx_clause_label_for_ui (self->corpus, hit->clause_id);

    if (hit->kind == BX_HIT_NOTE)
      /* TRANSLATORS: a search result in the user's own note on a clause; %s names the
       * clause, "譜雙 · 常局格制 §3" */
      meta = g_strdup_printf (_("Your note · %s"), reference);
    /* A section hit has no clause label: its work's title then. */
    else if (g_strcmp0 (reference, hit->clause_id) == 0)
      meta = g_strdup_printf (_("%s · %s"), work ? work->title_zh : hit->work_id,
                              layer_label (hit->layer));
    else
      meta = g_strdup_printf (_("%s · %s"), reference, layer_label (hit->layer));
  }
  if (self->simplified && hit->kind == BX_HIT_CLAUSE)
    {
      /* The 简体 view shows the texts' snippets converted too, as it shows the clauses (the
       * English of translations and notes is left as it is; the markers of the hits,
       * private-use characters, pass through the conversion).  The user's own notes, rules
       * and articles are not the source text and stay as written. */
      g_autofree char *converted = bx_to_simplified (hit->snippet);

      markup = bx_markup_from_snippet (converted, SNIPPET_OPEN, SNIPPET_CLOSE);
    }
  else
    markup = bx_markup_from_snippet (hit->snippet, SNIPPET_OPEN, SNIPPET_CLOSE);
  result = bx_search_result_new (hit->clause_id, meta, markup,
                                 g_strcmp0 (hit->layer, "original") == 0);
  if (hit->kind == BX_HIT_NOTE)
    bx_search_result_set_target (result, hit->kind, NULL, NULL);
  return result;
}

static GtkWidget *
create_result_row_cb (gpointer item,
                      gpointer user_data)
{
  BxSearchResult *result = item;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *meta = gtk_label_new (bx_search_result_get_meta (result));
  GtkWidget *snippet = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (meta), 0);
  gtk_label_set_ellipsize (GTK_LABEL (meta), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (meta, "caption");
  gtk_widget_add_css_class (meta, "dim-label");

  gtk_label_set_markup (GTK_LABEL (snippet), bx_search_result_get_markup (result));
  gtk_label_set_xalign (GTK_LABEL (snippet), 0);
  gtk_label_set_wrap (GTK_LABEL (snippet), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (snippet), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (snippet), 10);
  gtk_widget_add_css_class (snippet, bx_search_result_is_original (result)
                                     ? "result-original" : "result-text");

  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_box_append (GTK_BOX (box), meta);
  gtk_box_append (GTK_BOX (box), snippet);
  return box;
}

static const char *
selected_work_filter (BxReaderView *self)
{
  guint i = gtk_drop_down_get_selected (self->work_dropdown);

  if (i == 0 || i == GTK_INVALID_LIST_POSITION || self->works == NULL || i > self->works->len)
    return NULL;
  return ((BxWork *) g_ptr_array_index (self->works, i - 1))->id;
}

static BxLayer
selected_layers (BxReaderView *self)
{
  switch (gtk_drop_down_get_selected (self->layer_dropdown))
    {
    case 1:
      return BX_LAYER_ORIGINAL;
    case 2:
      return BX_LAYER_TRANSLATION;
    case 3:
      return BX_LAYER_NOTE;
    default:
      return BX_LAYER_ANY;
    }
}

/* Whether @text is written as an id of the corpus (letters, digits, dots, "_" and "-")
 * whose first part is a work's; @work_id: (out) (transfer full): that work's id; @dot:
 * (out): the first dot of @text, or %NULL. */
static gboolean
is_id_of_work (BxReaderView  *self,
               const char    *text,
               char         **work_id,
               const char   **dot)
{
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '.' && *p != '_' && *p != '-')
      return FALSE;
  *dot = strchr (text, '.');
  *work_id = *dot ? g_strndup (text, *dot - text) : g_strdup (text);
  if (bx_reader_view_find_work (self, *work_id) != NULL)
    return TRUE;
  g_clear_pointer (work_id, g_free);
  return FALSE;
}

/* A work, section or clause id typed into the search field jumps there.  Returns TRUE
 * when @text is such an id, or the beginning of one being typed (a work id and a dot). */
static gboolean
try_jump (BxReaderView *self,
          const char   *text)
{
  g_autofree char *work_id = NULL;
  const char *dot;

  if (!is_id_of_work (self, text, &work_id, &dot))
    return FALSE;
  if (dot == NULL)
    return bx_reader_view_show_work (self, work_id);
  if (bx_corpus_has_clause (self->corpus, text))
    bx_reader_view_show_clause (self, text);
  else
    bx_reader_view_show_section (self, text);
  return TRUE;
}

/* The search runs in a worker thread (GTask), on a read-only connection of that thread's
 * own, so that typing never waits for it; each change cancels the search before it, which
 * SQLite then stops (bx_corpus_set_cancellable()), and a result is shown only when it is
 * still the current search's.  Enter, bx_reader_view_search() and a search whose worker
 * failed on the database run on the view's own connection instead (the failure then gets
 * its rebuild, bx_corpus_search_page()). */

typedef struct
{
  guint         serial;       /* of the latest search started */
  GCancellable *cancellable;  /* of the search running, NULL when none runs */
} SearchState;

typedef struct
{
  guint            serial;
  char            *path;      /* the corpus database */
  char            *text;
  char            *work_id;
  BxSearchOptions  options;   /* .work_id is work_id above */
  GPtrArray       *hits;      /* the result */
  BxSearchCount    count;
} SearchJob;

/* Each worker thread's connection, opened on its first search. */
static GPrivate thread_corpus = G_PRIVATE_INIT ((GDestroyNotify) bx_corpus_free);

static void
search_state_free (gpointer data)
{
  SearchState *state = data;

  if (state->cancellable != NULL)
    g_cancellable_cancel (state->cancellable);
  g_clear_object (&state->cancellable);
  g_free (state);
}

static SearchState *
search_state (BxReaderView *self)
{
  SearchState *state = g_object_get_data (G_OBJECT (self), "bx-reader-search");

  if (state == NULL)
    {
      state = g_new0 (SearchState, 1);
      g_object_set_data_full (G_OBJECT (self), "bx-reader-search", state, search_state_free);
    }
  return state;
}

static void
search_job_free (gpointer data)
{
  SearchJob *job = data;

  g_free (job->path);
  g_free (job->text);
  g_free (job->work_id);
  g_clear_pointer (&job->hits, g_ptr_array_unref);
  g_free (job);
}

static void
search_thread (GTask        *task,
               gpointer      source,
               gpointer      task_data,
               GCancellable *cancellable)
{
  SearchJob *job = task_data;
  g_autoptr(GError) error = NULL;
  BxCorpus *corpus = g_private_get (&thread_corpus);

  if (g_task_return_error_if_cancelled (task))
    return;
  if (corpus == NULL || g_strcmp0 (bx_corpus_get_path (corpus), job->path) != 0)
    {
      corpus = bx_corpus_open (job->path, &error);
      if (corpus == NULL)
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
      g_private_replace (&thread_corpus, corpus);
    }
  bx_corpus_set_cancellable (corpus, cancellable);
  job->hits = bx_corpus_search_page (corpus, job->text, &job->options, &job->count, &error);
  bx_corpus_set_cancellable (corpus, NULL);
  if (job->hits == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

/* Shows @hits (or @error) of the search of @text, the user's own notes first. */
static void
show_hits (BxReaderView          *self,
           const char            *text,
           const BxSearchOptions *options,
           GPtrArray             *hits,
           const BxSearchCount   *count,
           const GError          *error)
{
  g_list_store_remove_all (self->results);
  if (hits == NULL)
    {
      gtk_label_set_label (self->results_status, error ? error->message : _("The search failed"));
    }
  else
    {
      g_autofree char *status = NULL;
      g_autoptr(GPtrArray) notes = bx_reader_view_search_notes (self, text, options);
      guint n_notes = notes != NULL ? notes->len : 0;
      guint n_shown = hits->len + n_notes;
      guint n_all = MAX (count->n_hits, hits->len) + n_notes;

      /* The user's own notes first, then the texts' hits, then those in articles and
       * rules (labelled as such). */
      for (guint i = 0; notes != NULL && i < notes->len; i++)
        {
          g_autoptr(BxSearchResult) result = result_new (self, g_ptr_array_index (notes, i));

          g_list_store_append (self->results, result);
        }
      for (guint pass = 0; pass < 2; pass++)
        for (guint i = 0; i < hits->len; i++)
          {
            const BxSearchHit *hit = g_ptr_array_index (hits, i);
            g_autoptr(BxSearchResult) result = NULL;

            if (hit->kind == BX_HIT_NOTE || (hit->kind == BX_HIT_CLAUSE) != (pass == 0))
              continue;
            result = result_new (self, hit);
            g_list_store_append (self->results, result);
          }
      if (n_shown == 0)
        status = g_strdup (_("No results"));
      else if (count->capped)
        /* TRANSLATORS: a search with too many hits to count them all: "The first 200 of
         * 10000+ results" */
        status = g_strdup_printf (_("The first %u of %u+ results"), n_shown, n_all);
      else if (n_all > n_shown)
        status = g_strdup_printf (_("The first %u of %u results"), n_shown, n_all);
      else
        status = g_strdup_printf (ngettext ("%u result", "%u results", n_shown), n_shown);
      gtk_label_set_label (self->results_status, status);
    }

  gtk_widget_remove_css_class (GTK_WIDGET (self->results_status), "dim-label");
  gtk_revealer_set_reveal_child (self->results_revealer, TRUE);
  bx_reader_view_set_query (self, text);
}

static void
search_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(BxReaderView) self = user_data;
  SearchState *state = search_state (self);
  SearchJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) hits = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error)
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  /* Only the latest search, not cancelled, on a view not yet disposed. */
  if (job->serial != state->serial || state->cancellable == NULL
      || g_cancellable_is_cancelled (state->cancellable) || self->results == NULL)
    return;
  g_clear_object (&state->cancellable);
  if (error != NULL && g_error_matches (error, BX_ERROR, BX_ERROR_DATABASE)
      && self->corpus != NULL)
    {
      /* On the view's connection, which rebuilds a damaged cache. */
      g_clear_error (&error);
      hits = bx_corpus_search_page (self->corpus, job->text, &job->options, &job->count,
                                    &error);
      show_hits (self, job->text, &job->options, hits, &job->count, error);
      return;
    }
  show_hits (self, job->text, &job->options, job->hits, &job->count, error);
}

/* Runs the search of the field: in the worker unless @sync. */
static void
run_search (BxReaderView *self,
            gboolean      sync)
{
  SearchState *state = search_state (self);
  const char *entry_text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *text = g_strstrip (g_strdup (entry_text));
  g_autofree char *key = NULL;
  BxSearchOptions options = { 0, };
  gboolean jumped;

  options.work_id = selected_work_filter (self);
  options.layers = selected_layers (self);
  options.exact = gtk_check_button_get_active (self->exact_check);
  options.limit = READER_SEARCH_PAGE;
  options.highlight_open = SNIPPET_OPEN;
  options.highlight_close = SNIPPET_CLOSE;

  /* The search field reports a change after a delay: do not run the same search twice
   * (but Enter does not wait for the same search in the worker). */
  key = g_strdup_printf ("%s\x1f%s\x1f%d\x1f%d", text, options.work_id ? options.work_id : "",
                         options.layers, options.exact);
  if (g_strcmp0 (key, self->last_search) == 0 && (!sync || state->cancellable == NULL))
    return;
  g_free (self->last_search);
  self->last_search = g_steal_pointer (&key);

  /* The search before this one, if it still runs, is not wanted any more. */
  state->serial++;
  if (state->cancellable != NULL)
    g_cancellable_cancel (state->cancellable);
  g_clear_object (&state->cancellable);

  if (*text == '\0' || self->corpus == NULL)
    {
      g_list_store_remove_all (self->results);
      gtk_revealer_set_reveal_child (self->results_revealer, FALSE);
      bx_reader_view_set_query (self, NULL);
      return;
    }

  /* A jump while typing is not a place of its own: Enter records it (search_activate_cb). */
  self->navigating++;
  jumped = try_jump (self, text);
  self->navigating--;
  if (jumped)
    {
      g_list_store_remove_all (self->results);
      gtk_revealer_set_reveal_child (self->results_revealer, FALSE);
      bx_reader_view_set_query (self, NULL);
      return;
    }

  if (sync)
    {
      g_autoptr(GPtrArray) hits = NULL;
      g_autoptr(GError) error = NULL;
      BxSearchCount count = { 0, };

      hits = bx_corpus_search_page (self->corpus, text, &options, &count, &error);
      show_hits (self, text, &options, hits, &count, error);
      return;
    }

  {
    SearchJob *job = g_new0 (SearchJob, 1);
    g_autoptr(GTask) task = NULL;

    job->serial = state->serial;
    job->path = g_strdup (bx_corpus_get_path (self->corpus));
    job->text = g_strdup (text);
    job->work_id = g_strdup (options.work_id);
    job->options = options;
    job->options.work_id = job->work_id;
    state->cancellable = g_cancellable_new ();
    /* The results shown until the new ones come are the last search's: say so. */
    gtk_widget_add_css_class (GTK_WIDGET (self->results_status), "dim-label");
    /* The view is the callback's data, not the source object: the worker may drop the task
     * last, and the view must not be disposed there (see bx-stats-view.c). */
    task = g_task_new (NULL, state->cancellable, search_done_cb, g_object_ref (self));
    g_task_set_source_tag (task, run_search);
    g_task_set_task_data (task, job, search_job_free);
    g_task_run_in_thread (task, search_thread);
  }
}

/**
 * bx_reader_view_refresh_search:
 * @self: a #BxReaderView
 *
 * Runs the search of the field again (in the worker), e.g. after the script changed, so
 * that the results are shown in it.  Does nothing when the field is empty.
 */
void
bx_reader_view_refresh_search (BxReaderView *self)
{
  if (self->search_entry == NULL
      || *gtk_editable_get_text (GTK_EDITABLE (self->search_entry)) == '\0')
    return;
  g_clear_pointer (&self->last_search, g_free);
  run_search (self, FALSE);
}

static void
search_changed_cb (BxReaderView   *self,
                   GtkSearchEntry *entry)
{
  run_search (self, FALSE);
}

static void
search_activate_cb (BxReaderView   *self,
                    GtkSearchEntry *entry)
{
  GtkListBoxRow *first;
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));

  bx_reader_view_remember_selection (self);
  run_search (self, TRUE);
  bx_reader_view_record_place (self, "search", text);
  /* An id of a work's clause or section that the work does not have (mistyped, or gone
   * from the texts) showed the work at its start: say why. */
  {
    g_autofree char *work_id = NULL;
    const char *dot;

    if (self->corpus != NULL && is_id_of_work (self, text, &work_id, &dot)
        && dot != NULL && dot[1] != '\0'
        && !bx_corpus_has_clause (self->corpus, text)
        && bx_reader_view_get_position (self, text) == GTK_INVALID_LIST_POSITION)
      {
        /* TRANSLATORS: %s is a clause id such as pushuang.changju.3 */
        g_autofree char *message = g_strdup_printf (_("The texts have no clause %s"), text);

        bx_reader_view_show_toast (self, message);
        return;
      }
  }
  first = gtk_list_box_get_row_at_index (self->results_list, 0);
  if (first != NULL)
    {
      gtk_list_box_select_row (self->results_list, first);
      g_signal_emit_by_name (self->results_list, "row-activated", first);
    }
}

static void
stop_search_cb (BxReaderView   *self,
                GtkSearchEntry *entry)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
}

static void
filter_changed_cb (BxReaderView *self)
{
  run_search (self, FALSE);
  bx_reader_view_apply_highlight (self);
}

/* The text of a snippet's markup, its highlights and entities undone. */
static char *
plain_from_snippet (const char *markup)
{
  g_autofree char *text = NULL;

  if (markup == NULL || !pango_parse_markup (markup, -1, 0, NULL, &text, NULL, NULL))
    return g_strdup ("");
  return g_steal_pointer (&text);
}

static void
result_activated_cb (BxReaderView  *self,
                     GtkListBoxRow *row,
                     GtkListBox    *list)
{
  g_autoptr(BxSearchResult) result = NULL;

  result = g_list_model_get_item (G_LIST_MODEL (self->results), gtk_list_box_row_get_index (row));
  if (result == NULL)
    return;
  /* Articles and rules open on the Rules page (win.show-article, win.show-rule). */
  switch (bx_search_result_get_kind (result))
    {
    case BX_HIT_ARTICLE:
      {
        g_autofree char *text = plain_from_snippet (bx_search_result_get_markup (result));

        gtk_widget_activate_action (GTK_WIDGET (self), "win.show-article", "(ss)",
                                    bx_search_result_get_target (result), text);
      }
      return;
    case BX_HIT_RULE:
      gtk_widget_activate_action (GTK_WIDGET (self), "win.show-rule", "(ss)",
                                  bx_search_result_get_target (result),
                                  bx_search_result_get_rule_id (result));
      return;
    case BX_HIT_NOTE:
    case BX_HIT_CLAUSE:
    default:
      if (bx_search_result_get_clause_id (result) != NULL
          && !bx_reader_view_show_clause (self, bx_search_result_get_clause_id (result))
          && bx_search_result_get_kind (result) == BX_HIT_NOTE)
        /* TRANSLATORS: a toast when the clause of the user's note is gone from the texts */
        bx_reader_view_show_toast (self, _("This note's clause is no longer in the texts"));
    }
}

/* Setup */

/* The result list shows the store of results. */
void
bx_reader_view_init_search (BxReaderView *self)
{
  self->results = g_list_store_new (BX_TYPE_SEARCH_RESULT);
  gtk_list_box_bind_model (self->results_list, G_LIST_MODEL (self->results),
                           create_result_row_cb, NULL, NULL);
}

void
bx_reader_view_class_add_search (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, filter_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, result_activated_cb);

}

/**
 * bx_reader_view_set_encyclopedia:
 * @self: a #BxReaderView
 * @encyclopedia: (nullable) (transfer none): the family articles, which must outlive the
 *   view or be replaced first
 *
 * With the encyclopedia, the search's hits in articles are labelled with their titles.
 */
void
bx_reader_view_set_encyclopedia (BxReaderView   *self,
                                 BxEncyclopedia *encyclopedia)
{
  g_return_if_fail (BX_IS_READER_VIEW (self));

  self->encyclopedia = encyclopedia;
}

/**
 * bx_reader_view_search:
 * @self: a #BxReaderView
 * @query: what to search, or a clause id to jump to
 *
 * Puts @query into the search field and runs it at once.
 */
void
bx_reader_view_search (BxReaderView *self,
                       const char   *query)
{
  g_return_if_fail (BX_IS_READER_VIEW (self));
  g_return_if_fail (query != NULL);

  bx_reader_view_remember_selection (self);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query);
  run_search (self, TRUE);
  bx_reader_view_record_place (self, "search", query);
}

/**
 * bx_reader_view_get_search_entry:
 * @self: a #BxReaderView
 *
 * Returns: (transfer none): the search field.
 */
GtkEditable *
bx_reader_view_get_search_entry (BxReaderView *self)
{
  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);

  return GTK_EDITABLE (self->search_entry);
}

/**
 * bx_reader_view_dup_result_markup:
 * @self: a #BxReaderView
 *
 * For tests.
 *
 * Returns: (transfer full): the Pango markup of the snippets of the search results.
 */
char **
bx_reader_view_dup_result_markup (BxReaderView *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  guint n;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->results));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BxSearchResult) result = g_list_model_get_item (G_LIST_MODEL (self->results), i);

      g_strv_builder_add (builder, bx_search_result_get_markup (result));
    }
  return g_strv_builder_end (builder);
}


/**
 * bx_reader_view_is_searching:
 * @self: a #BxReaderView
 *
 * Returns: %TRUE while a search of the field runs in the worker and its results are not
 *   shown yet.
 */
gboolean
bx_reader_view_is_searching (BxReaderView *self)
{
  g_return_val_if_fail (BX_IS_READER_VIEW (self), FALSE);

  return search_state (self)->cancellable != NULL;
}
