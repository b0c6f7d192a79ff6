/* bx-play-view-agents.c: the play page's seats, the computer's turns and the hint
 *
 * Seats.  The view keeps who plays each seat (a person, or the computer at a level:
 * BxSeat); the session only keeps them as the record's "players" labels ("human",
 * "strong"), so that a saved game reopens with its computers.
 *
 * The computer's turn.  When the seat to move is the computer's, the view waits a short
 * pause, throws for it, and asks a BxAgent for its move in a worker thread (GTask): the
 * job gets its own copy of the position and the throw, and a game of its own (a second
 * BxGame of the session's ruleset and options), so nothing of the main thread's is shared
 * while it runs.  The choice comes back to the main thread, waits for the pause again and
 * is played through the same path as a person's move (bx_session_play_move() and
 * bx_play_view_after_move()), so the move list and the citation panel show it as they show
 * a person's, with the agent's reason.  Anything that changes the game under a search (a
 * new game, undo, redo, opening a record) cancels it: the job's GCancellable is cancelled
 * and its serial no longer matches, so its answer is dropped.  The window never waits.
 * A seat playing "perfect" waits while the page solves the game (bx-play-view-solver.c).
 *
 * The hint (play.hint, H): the perfect agent's choice for the person to move where the
 * game is solved (bx_agent_level_available()), else the strong agent's, found the same
 * way, is shown on the board with the board's own marks (the chosen steps and the picked
 * piece of a point board, the selected move of a board of whole moves), and in the
 * citation panel with its rules, clauses and the agent's one line of reason.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "bx-agent.h"
#include "bx-move-history.h"
#include "bx-play-view-private.h"

#define AGENT_SALT G_GUINT64_CONSTANT (0xa9e17c0ffee5eed5)
#define HINT_SALT  G_GUINT64_CONSTANT (0x417e5eed0b0c1d1e)

/* The pause before the computer throws and before it moves, in ms. */
#define COMPUTER_PAUSE_MS 600

/* A search in a worker thread: everything it reads is its own. */
typedef struct
{
  BxGame        *game;        /* a game of its own, freed with the job */
  BxState        state;
  BxThrow        t;
  BxAgentLevel   level;
  guint64        seed;
  guint          serial;      /* the view's agent_serial when it started */
  guint          n_history;   /* the moves played when it started */
  gboolean       hint;
  gboolean       chosen;
  BxAgentChoice  choice;
} AgentJob;

static void
agent_job_free (gpointer data)
{
  AgentJob *job = data;

  bx_agent_choice_clear (&job->choice);
  g_clear_pointer (&job->game, bx_game_free);
  g_free (job);
}

/* Statics */

/* A computer's level as the UI says it (the record and the CLI keep the English word of
 * bx_agent_level_to_string()). */
static const char *
level_label (BxAgentLevel level)
{
  switch (level)
    {
    case BX_AGENT_RANDOM:
      return C_("computer level", "random");
    case BX_AGENT_GREEDY:
      return C_("computer level", "greedy");
    case BX_AGENT_STRONG:
      return C_("computer level", "strong");
    case BX_AGENT_PERFECT:
      return C_("computer level", "perfect");
    default:
      return bx_agent_level_to_string (level);
    }
}

static const char *
seat_label (const BxSeat *seat)
{
  return seat->computer ? bx_agent_level_to_string (seat->level) : BX_SEAT_HUMAN_LABEL;
}

static gboolean
has_person_seat (BxPlayView *self)
{
  guint n = self->session != NULL ? bx_game_get_n_players (bx_session_get_game (self->session))
                                  : 0;

  for (guint i = 0; i < MIN (n, BX_SEAT_MAX); i++)
    if (!self->seats[i].computer)
      return TRUE;
  return FALSE;
}

/* The record's labels of the seats, "human" or the computer's level. */
static void
sync_labels (BxPlayView *self)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  guint n;

  if (self->session == NULL)
    return;
  n = MIN (bx_game_get_n_players (bx_session_get_game (self->session)), BX_SEAT_MAX);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (labels, (gpointer) seat_label (&self->seats[i]));
  g_ptr_array_add (labels, NULL);
  bx_session_set_players (self->session, (const char * const *) labels->pdata);
}

/**
 * bx_play_view_copy_game:
 * @self: a play view with a session
 *
 * Returns: (transfer full) (nullable): a copy of the session's game for a worker thread,
 *   the same ruleset and options; %NULL (with a message) when it cannot be made
 */
BxGame *
bx_play_view_copy_game (BxPlayView *self)
{
  const BxGameOptions *options = bx_session_get_options (self->session);
  g_autoptr(GError) error = NULL;
  g_autoptr(BxGame) game = bx_game_new (bx_session_get_ruleset (self->session), &error);

  if (game == NULL || (options != NULL && !bx_game_configure (game, options, &error)))
    {
      g_message ("The computer cannot play this game: %s",
                 error != NULL ? error->message : "?");
      return NULL;
    }
  return g_steal_pointer (&game);
}

static void
agent_thread (GTask        *task,
              gpointer      source,
              gpointer      data,
              GCancellable *cancellable)
{
  AgentJob *job = data;
  g_autoptr(BxAgent) agent = NULL;

  if (g_task_return_error_if_cancelled (task))
    return;
  agent = bx_agent_new (job->game, job->level, job->seed);
  job->chosen = bx_agent_choose (agent, &job->state, &job->t, 0, &job->choice);
  g_task_return_boolean (task, job->chosen);
}

static void agent_done_cb (GObject *source, GAsyncResult *result, gpointer data);

/* Starts a search of @level for the position and throw shown. */
static gboolean
start_job (BxPlayView   *self,
           BxAgentLevel  level,
           gboolean      hint)
{
  const BxState *state = bx_session_get_state (self->session);
  g_autoptr(GTask) task = NULL;
  AgentJob *job;
  BxGame *game = bx_play_view_copy_game (self);

  if (game == NULL)
    return FALSE;
  job = g_new0 (AgentJob, 1);
  job->game = game;
  job->state = *state;
  job->t = *bx_session_get_throw (self->session);
  job->level = level;
  job->seed = bx_rng_at (bx_session_get_seed (self->session) ^ (hint ? HINT_SALT : AGENT_SALT),
                         (guint64) MAX (state->player, 0));
  job->serial = self->agent_serial;
  job->n_history = bx_session_get_n_history (self->session);
  job->hint = hint;

  g_clear_object (&self->agent_cancellable);
  self->agent_cancellable = g_cancellable_new ();
  /* The view is the callback's data, not the source object: the worker may drop the task
   * last, and the view must not be disposed there (see bx-stats-view.c). */
  task = g_task_new (NULL, self->agent_cancellable, agent_done_cb, g_object_ref (self));
  g_task_set_source_tag (task, start_job);
  g_task_set_task_data (task, job, agent_job_free);
  g_task_run_in_thread (task, agent_thread);
  return TRUE;
}

static guint
legal_index (BxPlayView   *self,
             const BxMove *move)
{
  guint n = bx_session_get_n_legal_moves (self->session);

  for (guint i = 0; i < n; i++)
    if (bx_move_equal (bx_session_get_legal_move (self->session, i), move))
      return i;
  return G_MAXUINT;
}

/* Whether the hint found is for the position and throw shown. */
static gboolean
hint_is_current (BxPlayView *self)
{
  return self->hint_valid && self->session != NULL && bx_session_is_rolled (self->session)
         && self->hint_n_history == bx_session_get_n_history (self->session)
         && self->hint_turn == bx_session_get_state (self->session)->turn;
}

/* Whether the steps chosen so far are the first steps of @m, in its order. */
static gboolean
chosen_lead_to (BxPlayView   *self,
                const BxMove *m)
{
  guint n = bx_session_get_n_chosen (self->session);

  if (n >= m->n_steps)
    return n == 0;
  for (guint i = 0; i < n; i++)
    {
      const BxStep *c = bx_session_get_chosen (self->session, i);
      if (c->from != m->steps[i].from || c->to != m->steps[i].to)
        return FALSE;
    }
  return TRUE;
}

/* Puts the hint on the board with the board's own marks.  Steps the person has chosen
 * are kept: the hint goes on from them when it starts with them; when it does not, the
 * board stays as the person left it and a toast offers to show the hint instead
 * (play.show-hint, @replace TRUE), so a half-entered move is never dropped unasked. */
static void
show_hint_on_board (BxPlayView *self,
                    gboolean    replace)
{
  BxBoard *board = BX_BOARD (self->board);
  const BxMove *m = &self->hint_move;
  guint index = legal_index (self, m);
  guint first;

  self->hint_picked = BX_BOARD_NO_POINT;
  self->hint_cursor = BX_BOARD_NO_POINT;
  if (index == G_MAXUINT)
    return;
  if (!bx_board_uses_points (board))
    {
      bx_board_select_move (board, index);
      return;
    }
  if (!replace && !chosen_lead_to (self, m))
    {
      AdwToast *toast;

      /* Translators: a toast when the person asked for a hint in the middle of a move */
      toast = adw_toast_new (_("The hint starts with other steps than yours"));
      /* Translators: the button of that toast: the steps go and the hint is marked */
      adw_toast_set_button_label (toast, _("_Show Hint"));
      adw_toast_set_action_name (toast, "play.show-hint");
      adw_toast_set_timeout (toast, 8);
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
      return;
    }
  if (replace)
    bx_session_clear_chosen (self->session);
  /* The steps but the last are chosen; the last one's piece is picked and the cursor is
   * on its target: Space plays the hint. */
  first = bx_session_get_n_chosen (self->session);
  self->picked = BX_BOARD_NO_POINT;
  self->cursor = BX_BOARD_NO_POINT;
  if (m->n_steps == 0)
    return;
  for (guint i = first; i + 1 < m->n_steps; i++)
    if (bx_session_choose_step (self->session, m->steps[i].from, m->steps[i].to)
        != BX_STEP_RESULT_PARTIAL)
      {
        bx_session_clear_chosen (self->session);
        return;
      }
  self->picked = self->hint_picked = m->steps[m->n_steps - 1].from;
  self->cursor = self->hint_cursor = m->steps[m->n_steps - 1].to;
}

static gboolean computer_turn_cb (gpointer data);

static gboolean
computer_play_cb (gpointer data)
{
  BxPlayView *self = data;
  BxAgentChoice choice = self->agent_choice;
  int player;

  self->agent_source = 0;
  memset (&self->agent_choice, 0, sizeof self->agent_choice);
  if (!bx_play_view_computer_to_move (self) || !bx_session_is_rolled (self->session)
      || legal_index (self, &choice.move) == G_MAXUINT)
    {
      bx_agent_choice_clear (&choice);
      bx_play_view_update_all (self);
      return G_SOURCE_REMOVE;
    }
  player = bx_session_get_state (self->session)->player;
  bx_session_clear_chosen (self->session);
  if (!bx_session_play_move (self->session, &choice.move))
    {
      bx_agent_choice_clear (&choice);
      return G_SOURCE_REMOVE;
    }
  /* What the citation panel says of the move, while it is the last. */
  g_free (self->computer_reason);
  self->computer_reason = bx_ui_words (choice.reason, choice.reason_zh);
  bx_agent_choice_clear (&choice);
  self->computer_move = choice.move;
  self->computer_entry = bx_session_get_n_history (self->session);
  self->computer_level = self->seats[player].level;
  self->computer_seat = player;
  bx_play_view_after_move (self);
  return G_SOURCE_REMOVE;
}

static void
agent_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(BxPlayView) self = data;
  GTask *task = G_TASK (result);
  AgentJob *job = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  gboolean chosen = g_task_propagate_boolean (task, &error);
  gboolean stale;

  /* Dropped: cancelled (a new game, undo, redo), or the view is gone. */
  if (job->serial != self->agent_serial || self->session == NULL || self->board == NULL)
    return;
  if (g_task_get_cancellable (task) == self->agent_cancellable)
    g_clear_object (&self->agent_cancellable);
  /* A move was played meanwhile by another path (bx_play_view_play_random_moves()). */
  stale = job->n_history != bx_session_get_n_history (self->session)
          || job->state.turn != bx_session_get_state (self->session)->turn;
  if (job->hint)
    {
      self->hint_pending = FALSE;
      if (chosen && !stale)
        {
          self->hint_valid = TRUE;
          self->hint_move = job->choice.move;
          self->hint_n_history = job->n_history;
          self->hint_turn = job->state.turn;
          g_free (self->hint_reason);
          self->hint_reason = bx_ui_words (job->choice.reason, job->choice.reason_zh);
          show_hint_on_board (self, FALSE);
        }
      bx_play_view_update_all (self);
      return;
    }
  self->agent_thinking = FALSE;
  if (!chosen || stale)
    {
      bx_play_view_update_all (self);
      return;
    }
  self->agent_choice = job->choice;
  job->choice.reason = NULL;
  job->choice.reason_zh = NULL;
  self->agent_source = g_timeout_add (COMPUTER_PAUSE_MS, computer_play_cb, self);
}

/* The computer's turn, after the pause: it throws, then thinks. */
static gboolean
computer_turn_cb (gpointer data)
{
  BxPlayView *self = data;
  int player;

  self->agent_source = 0;
  if (!bx_play_view_computer_to_move (self))
    return G_SOURCE_REMOVE;
  player = bx_session_get_state (self->session)->player;
  self->agent_thinking = TRUE;
  if (!bx_session_is_rolled (self->session))
    {
      bx_session_clear_parts (self->session);
      if (!bx_session_roll (self->session))
        {
          self->agent_thinking = FALSE;
          return G_SOURCE_REMOVE;
        }
      bx_dice_view_animate (self->dice);
      self->picked = BX_BOARD_NO_POINT;
      self->cursor = BX_BOARD_NO_POINT;
      bx_play_view_update_all (self);
    }
  if (!start_job (self, self->seats[player].level, FALSE))
    self->agent_thinking = FALSE;
  return G_SOURCE_REMOVE;
}

/* Internal API (bx-play-view-private.h) */

/**
 * bx_play_view_computer_to_move:
 * @self: a play view
 *
 * Returns: whether the seat to move is the computer's (never in a rule's example)
 */
gboolean
bx_play_view_computer_to_move (BxPlayView *self)
{
  int player;

  if (self->session == NULL || bx_session_is_over (self->session) || self->example_rule >= 0)
    return FALSE;
  player = bx_session_get_state (self->session)->player;
  return player >= 0 && player < BX_SEAT_MAX && self->seats[player].computer;
}

/**
 * bx_play_view_agents_update:
 * @self: a play view
 *
 * After every update: on the computer's turn, its throw and move are scheduled (once).
 */
void
bx_play_view_agents_update (BxPlayView *self)
{
  if (self->agent_source != 0 || self->agent_thinking || !bx_play_view_computer_to_move (self))
    return;
  /* Perfect play waits for the solution the page is computing (it then updates). */
  if (self->seats[bx_session_get_state (self->session)->player].level == BX_AGENT_PERFECT
      && bx_play_view_solver_busy (self))
    return;
  self->agent_source = g_timeout_add (COMPUTER_PAUSE_MS, computer_turn_cb, self);
}

/**
 * bx_play_view_agents_cancel:
 * @self: a play view
 *
 * Forgets the computer's pending throw or move and the hint: the game is about to change
 * (a new game, undo, redo, a record opened).
 */
void
bx_play_view_agents_cancel (BxPlayView *self)
{
  self->agent_serial++;
  g_clear_handle_id (&self->agent_source, g_source_remove);
  if (self->agent_cancellable != NULL)
    g_cancellable_cancel (self->agent_cancellable);
  g_clear_object (&self->agent_cancellable);
  self->agent_thinking = FALSE;
  bx_agent_choice_clear (&self->agent_choice);
  self->hint_pending = FALSE;
  self->hint_valid = FALSE;
  g_clear_pointer (&self->hint_reason, g_free);
}

/**
 * bx_play_view_agents_status:
 * @self: a play view
 *
 * Returns: (transfer full) (nullable): the status line on the computer's turn, or %NULL
 */
char *
bx_play_view_agents_status (BxPlayView *self)
{
  int player;
  const char *name;

  if (!bx_play_view_computer_to_move (self))
    return NULL;
  player = bx_session_get_state (self->session)->player;
  name = bx_play_view_player_name (self, player);
  if (self->seats[player].level == BX_AGENT_PERFECT && bx_play_view_solver_busy (self))
    /* Translators: "Red (computer, perfect) waits for the solution…" */
    return g_strdup_printf (_("%s (computer, perfect) waits for the solution…"), name);
  if (!bx_session_is_rolled (self->session))
    /* Translators: "Black (computer) throws…" */
    return g_strdup_printf (_("%s (computer) throws…"), name);
  /* Translators: "Black (computer, strong) is thinking…", the level */
  return g_strdup_printf (_("%s (computer, %s) is thinking…"), name,
                          level_label (self->seats[player].level));
}

/**
 * bx_play_view_agents_show_citations:
 * @self: a play view
 * @candidate: (nullable): the move under the pointer or cursor
 *
 * Shows the hint in the citation panel while the board shows it (@candidate is the hint,
 * or none, or the marks are the hint's).
 *
 * Returns: %TRUE when the hint was shown
 */
gboolean
bx_play_view_agents_show_citations (BxPlayView   *self,
                                    const BxMove *candidate)
{
  const BxGame *game;
  g_auto(GStrv) names = NULL;
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;
  g_autofree char *heading = NULL;

  if (!hint_is_current (self))
    return FALSE;
  if (candidate != NULL && !bx_move_equal (candidate, &self->hint_move)
      && !(self->hint_picked != BX_BOARD_NO_POINT && self->picked == self->hint_picked
           && self->cursor == self->hint_cursor))
    return FALSE;
  game = bx_session_get_game (self->session);
  names = bx_play_view_seat_names (self);
  what = bx_move_words_text_named (game, bx_session_get_state (self->session), &self->hint_move,
                                   (const char * const *) names);
  text = g_strdup_printf ("%s\n%s", what, self->hint_reason != NULL ? self->hint_reason : "");
  /* Translators: "Hint: the perfect computer’s choice", the level */
  heading = g_strdup_printf (_("Hint: the %s computer’s choice"),
                             level_label (self->hint_level));
  bx_citation_panel_show_move (self->citation_panel, game, &self->hint_move, heading, text);
  return TRUE;
}

/**
 * bx_play_view_agents_show_last_move:
 * @self: a play view
 *
 * Shows the last move in the citation panel, with the agent's reason, when the computer
 * played it.
 *
 * Returns: %TRUE when it did
 */
gboolean
bx_play_view_agents_show_last_move (BxPlayView *self)
{
  guint n = bx_session_get_n_history (self->session);
  const BxSessionEntry *last = bx_session_get_last_entry (self->session);
  g_auto(GStrv) names = NULL;
  g_autofree char *entry = NULL;
  g_autofree char *text = NULL;
  g_autofree char *heading = NULL;

  if (last == NULL || n != self->computer_entry || self->computer_reason == NULL
      || !bx_move_equal (&last->move, &self->computer_move))
    return FALSE;
  names = bx_play_view_seat_names (self);
  entry = bx_move_history_entry_text (self->session, n - 1, (const char * const *) names);
  text = g_strdup_printf ("%s\n%s", entry, self->computer_reason);
  /* Translators: "The computer’s move (Black, strong)" */
  heading = g_strdup_printf (_("The computer’s move (%s, %s)"),
                             bx_play_view_player_name (self, self->computer_seat),
                             level_label (self->computer_level));
  bx_citation_panel_show_move (self->citation_panel, bx_session_get_game (self->session),
                               &last->move, heading, text);
  return TRUE;
}

/**
 * bx_play_view_agents_hint:
 * @self: a play view
 *
 * What play.hint does: throws if the person has not, then asks the perfect agent where the
 * game is solved, else the strong one, in a worker thread; the hint shows when it answers.
 */
void
bx_play_view_agents_hint (BxPlayView *self)
{
  if (self->session == NULL || bx_session_is_over (self->session)
      || bx_play_view_computer_to_move (self) || self->hint_pending)
    return;
  if (!bx_session_is_rolled (self->session))
    {
      if (bx_play_view_picking_hands (self))
        return;
      gtk_widget_activate_action (GTK_WIDGET (self), "play.roll-or-play", NULL);
      if (!bx_session_is_rolled (self->session))
        return;
    }
  if (hint_is_current (self))
    {
      show_hint_on_board (self, FALSE);
      bx_play_view_update_all (self);
      return;
    }
  self->hint_valid = FALSE;
  self->hint_level = bx_agent_level_available (bx_session_get_game (self->session),
                                               BX_AGENT_PERFECT)
                     ? BX_AGENT_PERFECT : BX_AGENT_STRONG;
  self->hint_pending = start_job (self, self->hint_level, TRUE);
  if (self->hint_pending)
    bx_citation_panel_show_message (self->citation_panel, _("Hint"),
                                    _("The computer is looking for the best move…"));
}

/**
 * bx_play_view_agents_show_hint:
 * @self: a play view
 *
 * Marks the current hint on the board in place of the steps chosen so far (the toast's
 * button when the hint starts otherwise than they do).
 */
void
bx_play_view_agents_show_hint (BxPlayView *self)
{
  if (self->session == NULL || !hint_is_current (self))
    return;
  show_hint_on_board (self, TRUE);
  bx_play_view_update_all (self);
}

/**
 * bx_play_view_agents_set_labels:
 * @self: a play view
 *
 * The session (new or opened) gets the seats' labels; a record opened with labels gives
 * its seats to the view first (bx_play_view_agents_seats_from_session()).
 */
void
bx_play_view_agents_set_labels (BxPlayView *self)
{
  sync_labels (self);
}

/**
 * bx_play_view_agents_seats_from_session:
 * @self: a play view
 *
 * The seats of an opened record: its labels that name an agent's level are the computer's
 * seats, the others people's.  A record without labels leaves the seats as they are.
 */
void
bx_play_view_agents_seats_from_session (BxPlayView *self)
{
  const char * const *labels = bx_session_get_players (self->session);

  if (labels == NULL)
    return;
  for (guint i = 0; labels[i] != NULL && i < BX_SEAT_MAX; i++)
    {
      BxAgentLevel level;

      self->seats[i].computer = bx_agent_level_from_string (labels[i], &level);
      if (self->seats[i].computer)
        self->seats[i].level = level;
    }
}

/**
 * bx_play_view_agents_undo_to_person:
 * @self: a play view
 *
 * After an undo: while the seat to move is the computer's, its moves are taken back too,
 * so that undo returns to a person's turn (unless the computer plays every seat).
 */
void
bx_play_view_agents_undo_to_person (BxPlayView *self)
{
  if (!has_person_seat (self))
    return;
  while (bx_play_view_computer_to_move (self) && bx_session_undo (self->session))
    ;
}

/**
 * bx_play_view_agents_redo_to_person:
 * @self: a play view
 *
 * After a redo: the computer's moves that follow are redone too.
 */
void
bx_play_view_agents_redo_to_person (BxPlayView *self)
{
  while (bx_play_view_computer_to_move (self) && bx_session_can_redo (self->session)
         && bx_session_redo (self->session))
    ;
}

/**
 * bx_play_view_agents_finalize:
 * @self: a play view
 *
 * Frees the seats and reasons.
 */
void
bx_play_view_agents_finalize (BxPlayView *self)
{
  bx_agent_choice_clear (&self->agent_choice);
  g_clear_pointer (&self->hint_reason, g_free);
  g_clear_pointer (&self->computer_reason, g_free);
  for (guint i = 0; i < BX_SEAT_MAX; i++)
    g_clear_pointer (&self->seats[i].name, g_free);
}

/* Public API */

/**
 * bx_play_view_set_seat:
 * @self: a play view
 * @seat: a seat, 0-based, < %BX_SEAT_MAX
 * @value: who plays it (a person, or the computer at a level) and its name (%NULL: the
 *   game's name of the seat)
 *
 * Sets who plays a seat; when it is the computer's turn now, the computer plays.
 */
void
bx_play_view_set_seat (BxPlayView   *self,
                       guint         seat,
                       const BxSeat *value)
{
  g_return_if_fail (BX_IS_PLAY_VIEW (self));
  g_return_if_fail (seat < BX_SEAT_MAX && value != NULL);

  bx_play_view_store_seat (self, seat, value);
  sync_labels (self);
  bx_play_view_update_all (self);
}

/**
 * bx_play_view_store_seat:
 * @self: a play view
 * @seat: a seat
 * @value: who plays it
 *
 * Sets a seat without updating the page (the New Game dialog, before the game starts).
 */
void
bx_play_view_store_seat (BxPlayView   *self,
                         guint         seat,
                         const BxSeat *value)
{
  BxSeat *s = &self->seats[seat];
  char *name = value->name != NULL && *value->name != '\0' ? g_strdup (value->name) : NULL;

  s->computer = value->computer;
  s->level = value->level < BX_AGENT_N_LEVELS ? value->level : BX_AGENT_STRONG;
  g_free (s->name);
  s->name = name;
}

/**
 * bx_play_view_get_seat:
 * @self: a play view
 * @seat: a seat, 0-based, < %BX_SEAT_MAX
 *
 * Returns: (transfer none): who plays @seat
 */
const BxSeat *
bx_play_view_get_seat (BxPlayView *self,
                       guint       seat)
{
  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), NULL);
  g_return_val_if_fail (seat < BX_SEAT_MAX, NULL);

  return &self->seats[seat];
}

/**
 * bx_play_view_get_hint:
 * @self: a play view
 * @move: (out caller-allocates) (optional): the hint's move
 * @reason: (out) (optional) (transfer none): its reason
 *
 * Returns: whether a hint is shown for the position and throw on the board
 */
gboolean
bx_play_view_get_hint (BxPlayView  *self,
                       BxMove      *move,
                       const char **reason)
{
  g_return_val_if_fail (BX_IS_PLAY_VIEW (self), FALSE);

  if (!hint_is_current (self))
    return FALSE;
  if (move != NULL)
    *move = self->hint_move;
  if (reason != NULL)
    *reason = self->hint_reason;
  return TRUE;
}
