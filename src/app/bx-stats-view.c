/* bx-stats-view.c: the Statistics of the Compare page (and of a ruleset's page): seeded
 * batches of random games (bx-stats.h, core) computed on a worker thread, with progress
 * and cancel, shown as plots (BxPlot) and a table of rule frequencies
 *
 * A batch is computed when the view is shown (mapped) with rulesets it has no figures for,
 * and cancelled when it is hidden; the core caches batches in the user cache, so a second
 * visit is immediate.  The view
 * decides nothing: every number comes from the core's counts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-citation-panel.h"
#include "bx-game.h"
#include "bx-plot.h"
#include "bx-stats-view.h"
#include "bx-text-util.h"
#include "bx-tooltip.h"

#define MAX_RULESETS 4
#define MAX_BINS 40

struct _BxStatsView
{
  AdwBin        parent_instance;

  GPtrArray    *rulesets;    /* (element-type BxRuleset) */
  GPtrArray    *stats;       /* (element-type BxStats): per ruleset, once computed */
  guint         games;
  gboolean      pending;     /* rulesets set, figures not yet computed */
  GCancellable *cancellable;
  gpointer      task;        /* the running GTask (identity only), NULL when none */
  gint         *progress;    /* shared with the running task: games done (atomic) */
  guint         progress_id;

  GtkWidget    *status_label;
  GtkWidget    *progress_bar;
  GtkWidget    *cancel_button;
  GtkWidget    *compute_button;
  GtkWidget    *length_plot;
  GtkWidget    *balance_plot;
  GtkWidget    *rules_grid;
};

G_DEFINE_FINAL_TYPE (BxStatsView, bx_stats_view, ADW_TYPE_BIN)

typedef struct
{
  GPtrArray      *games;     /* (element-type BxGame) */
  BxStatsOptions  options;
  gint           *progress;  /* owned here, shared with the view */
} Job;

/* Statics */

static void
job_free (Job *job)
{
  g_ptr_array_unref (job->games);
  g_free (job->progress);
  g_free (job);
}

static void
job_progress_cb (guint    done,
                 guint    total,
                 gpointer user_data)
{
  gint *base = user_data;

  g_atomic_int_set (&base[1], base[0] + (gint) done);
}

static void
job_thread (GTask        *task,
            gpointer      source,
            gpointer      task_data,
            GCancellable *cancellable)
{
  Job *job = task_data;
  GPtrArray *results = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_stats_free);

  for (guint i = 0; i < job->games->len; i++)
    {
      GError *error = NULL;
      BxStats *st;

      job->progress[0] = (gint) (i * job->options.games);
      st = bx_stats_run_cached (g_ptr_array_index (job->games, i), &job->options, FALSE,
                                job_progress_cb, job->progress, cancellable, &error);
      if (st == NULL)
        {
          g_ptr_array_unref (results);
          g_task_return_error (task, error);
          return;
        }
      g_ptr_array_add (results, st);
    }
  g_task_return_pointer (task, results, (GDestroyNotify) g_ptr_array_unref);
}

static char *
ruleset_label (BxRuleset *rs)
{
  return bx_ruleset_zh_for_ui (rs);
}

static gboolean
progress_tick_cb (gpointer user_data)
{
  BxStatsView *self = user_data;
  double total = (double) self->games * MAX (self->rulesets->len, 1);

  if (self->progress != NULL)
    gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress_bar),
                                   g_atomic_int_get (&self->progress[1]) / total);
  return G_SOURCE_CONTINUE;
}

static void
set_running (BxStatsView *self,
             gboolean     running)
{
  gtk_widget_set_visible (self->progress_bar, running);
  gtk_widget_set_visible (self->cancel_button, running);
  gtk_widget_set_visible (self->compute_button, !running && self->stats == NULL
                                                && self->rulesets->len > 0);
  if (!running)
    {
      g_clear_handle_id (&self->progress_id, g_source_remove);
      self->progress = NULL;
    }
}

/* A rule's link: its page on the Rules page (win.show-rule). */
static gboolean
rule_link_cb (GtkLabel   *label,
              const char *uri,
              gpointer    user_data)
{
  g_auto(GStrv) parts = g_strsplit (uri, " ", 2);

  if (g_strv_length (parts) == 2)
    gtk_widget_activate_action (GTK_WIDGET (label), "win.show-rule", "(ss)", parts[0],
                                parts[1]);
  return TRUE;
}

static GtkWidget *
cell_label (const char *text,
            const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

static void
fill_rules_grid (BxStatsView *self)
{
  GtkGrid *grid = GTK_GRID (self->rules_grid);
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  GtkWidget *child;
  int row = 1;

  while ((child = gtk_widget_get_first_child (self->rules_grid)) != NULL)
    gtk_grid_remove (grid, child);
  if (self->stats == NULL)
    return;
  gtk_grid_attach (grid, cell_label (_("Rule"), "heading"), 0, 0, 1, 1);
  for (guint k = 0; k < self->rulesets->len; k++)
    {
      g_autofree char *name = ruleset_label (g_ptr_array_index (self->rulesets, k));
      GtkWidget *head = cell_label (name, "heading");
      bx_widget_set_tooltip_text (head, _("Moves per game that the rule licenses, and the "
                                          "share of games in which it fires"));
      gtk_grid_attach (grid, head, (int) k + 1, 0, 1, 1);
    }
  /* The rows: every rule id, in the order of the first ruleset that has it. */
  for (guint k = 0; k < self->stats->len; k++)
    {
      BxStats *st = g_ptr_array_index (self->stats, k);
      for (guint r = 0; r < st->n_rules; r++)
        if (g_hash_table_add (seen, st->rule_ids[r]))
          g_ptr_array_add (ids, st->rule_ids[r]);
    }
  for (guint i = 0; i < ids->len; i++, row++)
    {
      const char *id = g_ptr_array_index (ids, i);
      gboolean linked = FALSE;

      for (guint k = 0; k < self->stats->len; k++)
        {
          BxStats *st = g_ptr_array_index (self->stats, k);
          BxRuleset *rs = g_ptr_array_index (self->rulesets, k);
          g_autoptr(BxGame) game = NULL;
          GtkWidget *cell;
          int r = -1;

          for (guint j = 0; j < st->n_rules && r < 0; j++)
            if (g_strcmp0 (st->rule_ids[j], id) == 0)
              r = (int) j;
          if (r < 0)
            {
              gtk_grid_attach (grid, cell_label ("—", "dim-label"), (int) k + 1, row, 1, 1);
              continue;
            }
          if (!linked)
            {
              const BxRule *rule = bx_ruleset_get_rule (rs, (guint) r);
              g_autofree char *markup = g_markup_printf_escaped ("<a href=\"%s %s\">%s</a>",
                                                                 bx_ruleset_get_id (rs), id,
                                                                 id);
              GtkWidget *link = cell_label (NULL, "monospace");

              gtk_label_set_markup (GTK_LABEL (link), markup);
              if (rule->cites != NULL && rule->cites[0] != NULL)
                {
                  g_autofree char *cites = g_strjoinv (", ", rule->cites);
                  /* TRANSLATORS: the tooltip of a rule's link: its statement and citations */
                  g_autofree char *tip = g_strdup_printf (_("%s\nCites %s"),
                                                          rule->statement_en, cites);
                  bx_widget_set_tooltip_text (link, tip);
                }
              g_signal_connect (link, "activate-link", G_CALLBACK (rule_link_cb), NULL);
              gtk_grid_attach (grid, link, 0, row, 1, 1);
              linked = TRUE;
            }
          game = bx_game_new (rs, NULL);
          if (game != NULL && bx_stats_rule_never_fires (st, game, (guint) r))
            {
              cell = cell_label (_("never fires"), "status-interpreted");
              gtk_widget_set_halign (cell, GTK_ALIGN_START);
              bx_widget_set_tooltip_text (cell, _("No move cited this rule and no result "
                                                  "named it in any game of the batch"));
            }
          else if (st->rule_moves[r] == 0 && st->rule_results[r] == 0)
            cell = cell_label (_("frames every game"), "dim-label");
          else if (st->rule_moves[r] == 0)
            {
              /* TRANSLATORS: a rule that decides results, in this share of the games */
              g_autofree char *t = g_strdup_printf (_("decides %.1f %% of results"),
                                                    100.0 * st->rule_results[r]
                                                    / MAX (st->games, 1));
              cell = cell_label (t, NULL);
            }
          else
            {
              /* TRANSLATORS: moves per game a rule licenses · share of games it fires in */
              g_autofree char *t = g_strdup_printf (_("%.2f a game · %.0f %% of games"),
                                                    bx_stats_rule_mean (st, (guint) r),
                                                    100 * bx_stats_rule_share (st, (guint) r));
              cell = cell_label (t, "numeric");
            }
          gtk_grid_attach (grid, cell, (int) k + 1, row, 1, 1);
        }
    }
}

static void
fill_plots (BxStatsView *self)
{
  BxPlot *length = BX_PLOT (self->length_plot);
  BxPlot *balance = BX_PLOT (self->balance_plot);
  guint lo = G_MAXUINT, hi = 0, width, from, n_bins;
  guint n_players = 2;

  bx_plot_clear (length);
  bx_plot_clear (balance);
  if (self->stats == NULL)
    return;
  for (guint k = 0; k < self->stats->len; k++)
    {
      BxStats *st = g_ptr_array_index (self->stats, k);
      if (bx_stats_finished (st) == 0)
        continue;
      lo = MIN (lo, st->length_p10 > 0 ? MIN (st->length_min, st->length_p10) : st->length_min);
      hi = MAX (hi, st->length_max);
      n_players = st->n_players;
    }
  if (lo > hi)
    return;
  /* Common bins for every ruleset; the last bin gathers the long tail beyond p99. */
  width = bx_stats_bin_width (lo, hi, MAX_BINS);
  from = lo / width * width;
  n_bins = (hi - from) / width + 1;
  bx_plot_set_bins (length, from, width, n_bins);
  for (guint k = 0; k < self->stats->len; k++)
    {
      BxStats *st = g_ptr_array_index (self->stats, k);
      g_autoptr(GArray) bins = bx_stats_length_bins (st, from, width, n_bins);
      g_autofree double *shares = g_new0 (double, n_bins);
      guint fin = MAX (bx_stats_finished (st), 1);
      g_autofree char *name = ruleset_label (g_ptr_array_index (self->rulesets, k));

      for (guint i = 0; i < n_bins; i++)
        shares[i] = (double) g_array_index (bins, guint, i) / fin;
      bx_plot_add_series (length, name, shares, n_bins);
      bx_plot_add_interval (balance, name, st->first_rate, st->first_lo, st->first_hi);
    }
  bx_plot_set_reference (balance, 1.0 / MAX (n_players, 1),
                         n_players == 2 ? _("even") : _("fair share"));
}

static void
show_summary (BxStatsView *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  /* TRANSLATORS: %u is a number of games, e.g. 1000 */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                             "%u game per ruleset between random players, "
                                             "seeds 1 onwards.",
                                             "%u games per ruleset between random players, "
                                             "seeds 1 onwards.", self->games), self->games);
  for (guint k = 0; self->stats != NULL && k < self->stats->len; k++)
    {
      BxStats *st = g_ptr_array_index (self->stats, k);
      g_autofree char *name = ruleset_label (g_ptr_array_index (self->rulesets, k));

      g_string_append_c (text, '\n');
      /* TRANSLATORS: a ruleset's figures: name, mean, median and 10–90 % range of the
       * length in turns, passes per game */
      g_string_append_printf (text, _("%s: %.1f turns on average (median %u, 80 %% of games "
                                      "%u–%u); %.1f passes a game"),
                              name, st->length_mean, st->length_median, st->length_p10,
                              st->length_p90,
                              (double) st->passes_total / MAX (st->games, 1));
      if (st->draws > 0)
        g_string_append_printf (text, _("; %.1f %% drawn"), 100.0 * st->draws / st->games);
    }
  gtk_label_set_text (GTK_LABEL (self->status_label), text->str);
}

/* Runs in the main context, always (a cancelled batch too); drops the view's reference
 * that start() gave the batch, so the view is finalized here, never on the worker. */
static void
job_done_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(BxStatsView) self = user_data;
  g_autoptr(GError) error = NULL;
  GPtrArray *stats = g_task_propagate_pointer (G_TASK (result), &error);

  /* A batch cancelled (by new rulesets, or the view's dispose) or replaced is ignored. */
  if (self->task != (gpointer) result)
    {
      g_clear_pointer (&stats, g_ptr_array_unref);
      return;
    }
  self->task = NULL;
  g_clear_object (&self->cancellable);
  set_running (self, FALSE);
  if (stats == NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->status_label), error->message);
      self->pending = TRUE;
      gtk_widget_set_visible (self->compute_button, TRUE);
      return;
    }
  g_clear_pointer (&self->stats, g_ptr_array_unref);
  self->stats = stats;
  set_running (self, FALSE);
  show_summary (self);
  fill_plots (self);
  fill_rules_grid (self);
}

static void
start (BxStatsView *self)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  if (self->cancellable != NULL || self->rulesets->len == 0)
    return;
  job = g_new0 (Job, 1);
  job->games = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_game_free);
  for (guint k = 0; k < self->rulesets->len; k++)
    {
      BxGame *game = bx_game_new (g_ptr_array_index (self->rulesets, k), NULL);
      if (game == NULL)
        continue;
      g_ptr_array_add (job->games, game);
    }
  if (job->games->len != self->rulesets->len)
    {
      job_free (job);
      gtk_label_set_text (GTK_LABEL (self->status_label),
                          _("No statistics: a ruleset here cannot be played."));
      self->pending = FALSE;
      return;
    }
  bx_stats_options_init (&job->options);
  job->options.games = self->games;
  /* Leave a core to the window. */
  job->options.n_threads = MAX (1, g_get_num_processors () - 1);
  job->progress = g_new0 (gint, 2);
  self->progress = job->progress;
  self->pending = FALSE;
  self->cancellable = g_cancellable_new ();
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress_bar), 0);
  gtk_label_set_text (GTK_LABEL (self->status_label), _("Playing games…"));
  set_running (self, TRUE);
  self->progress_id = g_timeout_add (100, progress_tick_cb, self);
  /* The view is the callback's data, not the task's source object: the worker thread may
   * drop the last reference to the task (after queueing job_done_cb), and a source object
   * would then be released there.  Were that the last reference to the view, a GTK widget
   * would be disposed on the worker, and whoever waits in the main loop for it to go (a
   * window closed while its batch plays) would wait for an event that never comes. */
  task = g_task_new (NULL, self->cancellable, job_done_cb, g_object_ref (self));
  self->task = task;
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, job_thread);
}

/* Callbacks */

static void
map_cb (BxStatsView *self)
{
  if (self->pending)
    start (self);
}

/* A batch runs only while it can be seen: hidden (another section, the window closed), it
 * is cancelled, and started again when shown (finished rulesets come from the cache). */
static void
unmap_cb (BxStatsView *self)
{
  if (bx_stats_view_is_running (self))
    bx_stats_view_cancel (self);
}

static void
cancel_cb (BxStatsView *self)
{
  bx_stats_view_cancel (self);
}

static void
compute_cb (BxStatsView *self)
{
  start (self);
}

static void
export_response_cb (GtkNativeDialog *dialog,
                    int              response,
                    gpointer         user_data)
{
  BxPlot *plot = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      g_autoptr(GError) error = NULL;

      if (path != NULL && !bx_plot_export (plot, path, 720, 400, &error))
        g_message ("Cannot save the figure: %s", error->message);
    }
  g_object_unref (dialog);
  g_object_unref (plot);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  BxStatsView *self = BX_STATS_VIEW (widget);
  const char *which = g_variant_get_string (param, NULL);
  GtkWidget *plot = g_strcmp0 (which, "balance") == 0 ? self->balance_plot : self->length_plot;
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *dialog;
  g_autofree char *name = g_strdup_printf ("%s.png", which);

  dialog = gtk_file_chooser_native_new (_("Save Figure"),
                                        GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect (dialog, "response", G_CALLBACK (export_response_cb), g_object_ref (plot));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* Overrides */

static void
bx_stats_view_dispose (GObject *object)
{
  BxStatsView *self = BX_STATS_VIEW (object);

  bx_stats_view_cancel (self);
  g_clear_handle_id (&self->progress_id, g_source_remove);
  self->progress = NULL;
  adw_bin_set_child (ADW_BIN (self), NULL);
  self->status_label = NULL;

  G_OBJECT_CLASS (bx_stats_view_parent_class)->dispose (object);
}

static void
bx_stats_view_finalize (GObject *object)
{
  BxStatsView *self = BX_STATS_VIEW (object);

  g_clear_pointer (&self->rulesets, g_ptr_array_unref);
  g_clear_pointer (&self->stats, g_ptr_array_unref);

  G_OBJECT_CLASS (bx_stats_view_parent_class)->finalize (object);
}

static void
bx_stats_view_class_init (BxStatsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_stats_view_dispose;
  object_class->finalize = bx_stats_view_finalize;
  gtk_widget_class_install_action (widget_class, "stats.export", "s", export_action);
}

static GtkWidget *
export_button (const char *which,
               const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("document-save-symbolic");

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "stats.export");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", which);
  bx_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_START);
  return button;
}

static void
bx_stats_view_init (BxStatsView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *plots = gtk_flow_box_new ();
  GtkWidget *cell, *heading, *scroller;

  self->rulesets = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_ruleset_unref);
  self->games = BX_STATS_VIEW_GAMES;
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 18);

  self->status_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->status_label), 0);
  gtk_label_set_wrap (GTK_LABEL (self->status_label), TRUE);
  gtk_widget_set_hexpand (self->status_label, TRUE);
  gtk_widget_add_css_class (self->status_label, "dim-label");
  gtk_box_append (GTK_BOX (top), self->status_label);
  self->progress_bar = gtk_progress_bar_new ();
  gtk_widget_set_valign (self->progress_bar, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (self->progress_bar, 100, -1);
  gtk_box_append (GTK_BOX (top), self->progress_bar);
  self->cancel_button = gtk_button_new_with_mnemonic (_("_Cancel"));
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (cancel_cb), self);
  gtk_box_append (GTK_BOX (top), self->cancel_button);
  self->compute_button = gtk_button_new_with_mnemonic (_("_Play the Games"));
  gtk_widget_set_valign (self->compute_button, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (self->cancel_button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->compute_button, "clicked", G_CALLBACK (compute_cb), self);
  gtk_box_append (GTK_BOX (top), self->compute_button);
  gtk_box_append (GTK_BOX (box), top);

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (plots), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (plots), 2);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (plots), FALSE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (plots), 12);
  self->length_plot = bx_plot_new (BX_PLOT_HISTOGRAM);
  gtk_widget_set_name (self->length_plot, "length-plot");
  gtk_widget_set_hexpand (self->length_plot, TRUE);
  bx_plot_set_title (BX_PLOT (self->length_plot), _("Game length"));
  bx_plot_set_axis_labels (BX_PLOT (self->length_plot), _("turns (throws)"),
                           _("share of games"));
  bx_plot_set_y_percent (BX_PLOT (self->length_plot), TRUE);
  cell = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_box_append (GTK_BOX (cell), self->length_plot);
  gtk_box_append (GTK_BOX (cell), export_button ("length", _("Save the Length Plot")));
  gtk_flow_box_append (GTK_FLOW_BOX (plots), cell);
  self->balance_plot = bx_plot_new (BX_PLOT_INTERVALS);
  gtk_widget_set_name (self->balance_plot, "balance-plot");
  gtk_widget_set_size_request (self->balance_plot, 220, -1);
  bx_plot_set_title (BX_PLOT (self->balance_plot), _("First player's wins"));
  bx_plot_set_axis_labels (BX_PLOT (self->balance_plot), _("with 95 % Wilson interval"),
                           _("win rate"));
  bx_plot_set_y_percent (BX_PLOT (self->balance_plot), TRUE);
  bx_plot_set_y_range (BX_PLOT (self->balance_plot), 0, 1);
  cell = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_box_append (GTK_BOX (cell), self->balance_plot);
  gtk_box_append (GTK_BOX (cell), export_button ("balance", _("Save the Win Rate Plot")));
  gtk_flow_box_append (GTK_FLOW_BOX (plots), cell);
  gtk_box_append (GTK_BOX (box), plots);

  heading = gtk_label_new (_("How often each rule fires"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, "title-4");
  gtk_box_append (GTK_BOX (box), heading);
  self->rules_grid = gtk_grid_new ();
  gtk_widget_set_name (self->rules_grid, "stats-rules");
  gtk_grid_set_column_spacing (GTK_GRID (self->rules_grid), 24);
  gtk_grid_set_row_spacing (GTK_GRID (self->rules_grid), 4);
  /* A wide table scrolls sideways rather than widen the page (narrow windows). */
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->rules_grid);
  gtk_box_append (GTK_BOX (box), scroller);

  adw_bin_set_child (ADW_BIN (self), box);
  set_running (self, FALSE);
  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);
  g_signal_connect (self, "unmap", G_CALLBACK (unmap_cb), NULL);
}

/* Public API */

/** bx_stats_view_new: Returns: (transfer floating): a view with no rulesets. */
GtkWidget *
bx_stats_view_new (void)
{
  return g_object_new (BX_TYPE_STATS_VIEW, NULL);
}

/**
 * bx_stats_view_set_rulesets:
 * @self: a view
 * @rulesets: (array length=n_rulesets): one to four rulesets
 * @n_rulesets: their number
 *
 * Shows these rulesets; their figures are computed (or read from the cache) on a worker
 * thread as soon as the view is shown, a running batch being cancelled first.  Setting the
 * same rulesets again keeps the figures.
 */
void
bx_stats_view_set_rulesets (BxStatsView  *self,
                            BxRuleset   **rulesets,
                            guint         n_rulesets)
{
  gboolean same;

  g_return_if_fail (BX_IS_STATS_VIEW (self));
  n_rulesets = MIN (n_rulesets, MAX_RULESETS);
  same = n_rulesets == self->rulesets->len;
  for (guint k = 0; same && k < n_rulesets; k++)
    same = g_ptr_array_index (self->rulesets, k) == rulesets[k];
  if (same)
    return;
  bx_stats_view_cancel (self);
  g_ptr_array_set_size (self->rulesets, 0);
  for (guint k = 0; k < n_rulesets; k++)
    g_ptr_array_add (self->rulesets, bx_ruleset_ref (rulesets[k]));
  g_clear_pointer (&self->stats, g_ptr_array_unref);
  fill_plots (self);
  fill_rules_grid (self);
  gtk_label_set_text (GTK_LABEL (self->status_label), "");
  self->pending = n_rulesets > 0;
  set_running (self, FALSE);
  if (self->pending && gtk_widget_get_mapped (GTK_WIDGET (self)))
    start (self);
}

/**
 * bx_stats_view_set_games:
 * @self: a view
 * @games: games per ruleset (≥ 1; %BX_STATS_VIEW_GAMES by default)
 *
 * For the next batch.
 */
void
bx_stats_view_set_games (BxStatsView *self,
                         guint        games)
{
  g_return_if_fail (BX_IS_STATS_VIEW (self));
  g_return_if_fail (games > 0);
  self->games = games;
}

/** bx_stats_view_is_running: Returns: whether a batch is being played. */
gboolean
bx_stats_view_is_running (BxStatsView *self)
{
  g_return_val_if_fail (BX_IS_STATS_VIEW (self), FALSE);
  return self->cancellable != NULL;
}

/** bx_stats_view_cancel: @self: a view.  Stops the running batch, if any. */
void
bx_stats_view_cancel (BxStatsView *self)
{
  g_return_if_fail (BX_IS_STATS_VIEW (self));
  if (self->cancellable == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->task = NULL;
  self->pending = self->stats == NULL && self->rulesets != NULL && self->rulesets->len > 0;
  if (self->status_label != NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->status_label), _("Cancelled."));
      set_running (self, FALSE);
    }
}

/**
 * bx_stats_view_get_stats:
 * @self: a view
 * @index: a ruleset's place
 *
 * Returns: (transfer none) (nullable): its figures, once computed.
 */
const BxStats *
bx_stats_view_get_stats (BxStatsView *self,
                         guint        index)
{
  g_return_val_if_fail (BX_IS_STATS_VIEW (self), NULL);
  if (self->stats == NULL || index >= self->stats->len)
    return NULL;
  return g_ptr_array_index (self->stats, index);
}

/** bx_stats_view_get_length_plot: Returns: (transfer none): the length histogram. */
GtkWidget *
bx_stats_view_get_length_plot (BxStatsView *self)
{
  g_return_val_if_fail (BX_IS_STATS_VIEW (self), NULL);
  return self->length_plot;
}

/** bx_stats_view_get_balance_plot: Returns: (transfer none): the first seat's win rates. */
GtkWidget *
bx_stats_view_get_balance_plot (BxStatsView *self)
{
  g_return_val_if_fail (BX_IS_STATS_VIEW (self), NULL);
  return self->balance_plot;
}

/** bx_stats_view_get_rules_grid: Returns: (transfer none): the rule frequency table. */
GtkWidget *
bx_stats_view_get_rules_grid (BxStatsView *self)
{
  g_return_val_if_fail (BX_IS_STATS_VIEW (self), NULL);
  return self->rules_grid;
}
