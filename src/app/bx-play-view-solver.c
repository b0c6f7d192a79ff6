/* bx-play-view-solver.c: the exact win probability of a solved game on the play page
 *
 * Where the game can be solved (bx_agent_level_available() of %BX_AGENT_PERFECT; today
 * 塞's 代弈), the page shows under the board the probability that the player to move wins
 * under perfect play by both sides: "Red to move: 54.7% to win with perfect play", the
 * player named as the table names them (bx_play_view_player_name()).  Before the throw it
 * is the position's value (bx_solution_value()), once thrown the value of the throw, the
 * mover playing its best move (bx_solution_throw_value()).  It is updated with the rest of
 * the page after every throw and move.  Elsewhere the line is hidden.
 *
 * The solution comes from bx_solver_get(), in a worker thread (GTask) with a game of its
 * own: it reads the user cache, or solves (about a second for 代弈) and writes it.  While it
 * runs the line shows a progress bar and "Solving 代弈… 40%"; the progress callback runs in
 * the worker thread and only stores the fraction, which an idle callback carries to the
 * main thread.  A new game of another solvable game (or of none) and closing the page
 * cancel the solve; a new game of the same one lets it go on.  A computer seat playing
 * "perfect" waits for the solve before its turn (bx_play_view_solver_busy()), so that it
 * does not solve the game a second time in its own thread.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-agent.h"
#include "bx-play-view-private.h"
#include "bx-text-util.h"
#include "bx-solver.h"

/* A solve in a worker thread: everything it reads is its own. */
typedef struct
{
  BxGame     *game;      /* a game of its own, freed with the job */
  BxPlayView *view;      /* borrowed: the task's callback data holds it until done */
  guint       serial;    /* the view's solve_serial when it started */
  gint      permille;    /* the progress, written by the worker (atomic) */
  gint      queued;      /* whether an idle callback carries it already (atomic) */
} SolveJob;

static void
solve_job_free (gpointer data)
{
  SolveJob *job = data;

  g_clear_pointer (&job->game, bx_game_free);
  g_free (job);
}

/* What a progress idle holds: freed in the main thread, so that the view, when this is its
 * last reference, is disposed there and not in the worker (see bx-stats-view.c). */
typedef struct
{
  GTask      *task;
  BxPlayView *view;
} ProgressIdle;

static void
progress_idle_free (gpointer data)
{
  ProgressIdle *idle = data;

  g_object_unref (idle->task);
  g_object_unref (idle->view);
  g_free (idle);
}

/* Statics */

static gboolean
progress_idle_cb (gpointer data)
{
  ProgressIdle *idle = data;
  GTask *task = idle->task;
  SolveJob *job = g_task_get_task_data (task);
  BxPlayView *self = idle->view;

  g_atomic_int_set (&job->queued, 0);
  if (job->serial != self->solve_serial || self->solve_task != task)
    return G_SOURCE_REMOVE;
  self->solve_fraction = CLAMP (g_atomic_int_get (&job->permille) / 1000.0, 0.0, 1.0);
  bx_play_view_solver_update (self);
  return G_SOURCE_REMOVE;
}

/* In the worker thread: store the fraction, and wake the main thread once. */
static void
solve_progress_cb (double      fraction,
                   const char *what,
                   gpointer    data)
{
  GTask *task = G_TASK (data);
  SolveJob *job = g_task_get_task_data (task);

  g_atomic_int_set (&job->permille, (gint) (CLAMP (fraction, 0.0, 1.0) * 1000));
  if (g_atomic_int_compare_and_exchange (&job->queued, 0, 1))
    {
      ProgressIdle *idle = g_new0 (ProgressIdle, 1);

      idle->task = g_object_ref (task);
      idle->view = g_object_ref (job->view);
      g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, progress_idle_cb, idle, progress_idle_free);
    }
}

static void
solve_thread (GTask        *task,
              gpointer      source,
              gpointer      data,
              GCancellable *cancellable)
{
  SolveJob *job = data;
  GError *error = NULL;
  BxSolution *sol;

  if (g_task_return_error_if_cancelled (task))
    return;
  sol = bx_solver_get (job->game, solve_progress_cb, task, cancellable, &error);
  if (sol == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  /* The solution stays in the solver's memory (bx_solver_peek()). */
  bx_solution_unref (sol);
  g_task_return_boolean (task, TRUE);
}

static void
solve_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(BxPlayView) self = data;   /* the reference start took, dropped here */
  GTask *task = G_TASK (result);
  SolveJob *job = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;

  g_task_propagate_boolean (task, &error);
  /* Dropped: cancelled (another game, the page closed). */
  if (job->serial != self->solve_serial || self->solve_task != task)
    return;
  g_clear_object (&self->solve_task);
  g_clear_object (&self->solve_cancellable);
  g_clear_pointer (&self->solve_error, g_free);
  if (error != NULL)
    self->solve_error = g_strdup (error->message);
  if (self->session != NULL && self->board != NULL)
    bx_play_view_update_all (self);
}

/* The line's text for the position shown, from the solution in memory; NULL without one. */
static char *
exact_text (BxPlayView *self)
{
  const BxGame *game = bx_session_get_game (self->session);
  const BxState *state = bx_session_get_state (self->session);
  g_autoptr(BxSolution) sol = bx_solver_peek (game);
  const char *name;
  double p;

  if (sol == NULL || state->player < 0)
    return NULL;
  name = bx_play_view_player_name (self, state->player);
  if (bx_session_is_rolled (self->session))
    {
      p = bx_solution_throw_value (sol, game, state, bx_session_get_throw (self->session),
                                   state->player);
      /* Translators: "Red to move: 54.7% to win with perfect play", a player's name */
      return g_strdup_printf (_("%s to move: %.1f%% to win with perfect play"), name,
                              100.0 * p);
    }
  p = bx_solution_value (sol, game, state, state->player);
  /* Translators: "Red to throw: 54.7% to win with perfect play", a player's name */
  return g_strdup_printf (_("%s to throw: %.1f%% to win with perfect play"), name, 100.0 * p);
}

/* Internal API (bx-play-view-private.h) */

/**
 * bx_play_view_solver_cancel:
 * @self: a play view
 *
 * Cancels the solve running, if any; its answer is dropped.
 */
void
bx_play_view_solver_cancel (BxPlayView *self)
{
  self->solve_serial++;
  if (self->solve_cancellable != NULL)
    g_cancellable_cancel (self->solve_cancellable);
  g_clear_object (&self->solve_cancellable);
  g_clear_object (&self->solve_task);
  g_clear_pointer (&self->solve_key, g_free);
  self->solve_fraction = 0;
}

/**
 * bx_play_view_solver_start:
 * @self: a play view
 * @game: (nullable): a game of the session just set, its ruleset and options
 *
 * For a new session: when its game can be solved and its solution is not in memory,
 * starts bx_solver_get() in a worker thread, which takes @game (a copy the caller gives
 * up); a solve of the same game already running goes on, any other is cancelled.
 */
void
bx_play_view_solver_start (BxPlayView *self,
                           BxGame     *game)
{
  g_autoptr(BxGame) owned = game;
  g_autoptr(BxSolution) sol = NULL;
  g_autoptr(GTask) task = NULL;
  g_autofree char *key = NULL;
  SolveJob *job;

  g_clear_pointer (&self->solve_error, g_free);
  if (owned == NULL || !bx_agent_level_available (owned, BX_AGENT_PERFECT))
    {
      bx_play_view_solver_cancel (self);
      return;
    }
  key = bx_solver_cache_key (owned);
  if (self->solve_task != NULL && g_strcmp0 (key, self->solve_key) == 0)
    return;
  bx_play_view_solver_cancel (self);
  if ((sol = bx_solver_peek (owned)) != NULL)
    return;

  job = g_new0 (SolveJob, 1);
  job->game = g_steal_pointer (&owned);
  job->view = self;
  job->serial = self->solve_serial;
  self->solve_key = g_steal_pointer (&key);
  self->solve_cancellable = g_cancellable_new ();
  /* The view is the callback's data, not the source object: the worker may drop the task
   * last, and the view must not be disposed there (see bx-stats-view.c). */
  task = g_task_new (NULL, self->solve_cancellable, solve_done_cb, g_object_ref (self));
  g_task_set_source_tag (task, bx_play_view_solver_start);
  g_task_set_task_data (task, job, solve_job_free);
  self->solve_task = g_object_ref (task);
  g_task_run_in_thread (task, solve_thread);
}

/**
 * bx_play_view_solver_busy:
 * @self: a play view
 *
 * Returns: whether a solve is running for the game shown
 */
gboolean
bx_play_view_solver_busy (BxPlayView *self)
{
  return self->solve_task != NULL;
}

/**
 * bx_play_view_solver_update:
 * @self: a play view
 *
 * After every update: the line under the board, its progress bar while the game is being
 * solved, or the exact probability of the player to move once it is (hidden for a game
 * that cannot be solved, and at the end of a game).
 */
void
bx_play_view_solver_update (BxPlayView *self)
{
  g_autofree char *text = NULL;
  const BxGame *game;
  gboolean solving = self->solve_task != NULL;

  game = self->session != NULL ? bx_session_get_game (self->session) : NULL;
  if (game == NULL || !bx_agent_level_available (game, BX_AGENT_PERFECT))
    {
      gtk_widget_set_visible (self->exact_bar, FALSE);
      return;
    }
  if (solving)
    {
      int percent = (int) (self->solve_fraction * 100 + 0.5);

      /* Translators: "Solving 代弈… 40%", a ruleset's name */
      g_autofree char *name = bx_ruleset_zh_for_ui (bx_session_get_ruleset (self->session));

      text = g_strdup_printf (_("Solving %s… %d%%"), name, percent);
      gtk_progress_bar_set_fraction (self->solve_progress, self->solve_fraction);
    }
  else if (self->solve_error != NULL)
    {
      g_autofree char *name = bx_ruleset_zh_for_ui (bx_session_get_ruleset (self->session));

      /* Translators: "代弈 could not be solved: …", a ruleset's name and the reason */
      text = g_strdup_printf (_("%s could not be solved: %s"), name, self->solve_error);
    }
  else if (!bx_session_is_over (self->session))
    text = exact_text (self);

  gtk_widget_set_visible (GTK_WIDGET (self->solve_progress), solving);
  gtk_widget_set_visible (self->exact_bar, text != NULL);
  gtk_label_set_label (self->exact_label, text != NULL ? text : "");
}

/**
 * bx_play_view_solver_finalize:
 * @self: a play view
 *
 * Frees what the solve kept.
 */
void
bx_play_view_solver_finalize (BxPlayView *self)
{
  bx_play_view_solver_cancel (self);
  g_clear_pointer (&self->solve_error, g_free);
}
