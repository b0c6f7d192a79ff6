/* bx-session-entry.c: entering a move step by step (see bx-session.h)
 *
 * The candidates are the legal moves whose first steps are the chosen ones.  The chosen
 * steps need not follow the order of the steps in the engine's move: the family says,
 * through bx_game_steps_commute(), which steps may be entered before the ones the engine
 * lists first (by default none).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-session-private.h"

static gboolean
step_same (const BxStep *a,
           const BxStep *b)
{
  return a->from == b->from && a->to == b->to;
}

/* Whether step @j of @move may be played once the steps in @used are: every step listed
 * before it is played, or commutes with it (bx_game_steps_commute()). */
static gboolean
step_available (const BxGame *game,
                const BxMove *move,
                guint         used,
                guint         j)
{
  if (used & (1u << j))
    return FALSE;
  for (guint i = 0; i < j; i++)
    if (!(used & (1u << i)) && !bx_game_steps_commute (game, &move->steps[i], &move->steps[j]))
      return FALSE;
  return TRUE;
}

static gboolean
match_from (BxSession    *self,
            const BxMove *move,
            guint         k,
            guint         used,
            guint        *next)
{
  gboolean any = FALSE;

  if (k == self->n_chosen)
    {
      for (guint j = 0; j < move->n_steps; j++)
        if (step_available (self->game, move, used, j))
          *next |= 1u << j;
      return TRUE;
    }
  for (guint j = 0; j < move->n_steps; j++)
    if (step_available (self->game, move, used, j)
        && step_same (&move->steps[j], &self->chosen[k]))
      any |= match_from (self, move, k + 1, used | (1u << j), next);
  return any;
}

/* Whether the chosen steps (by from and to: the die is implied, or, when bearing off with
 * a larger number, does not change the position) begin an allowed order of @move's steps.
 * @next (optional) gets the mask of the steps of @move that may come next. */
static gboolean
move_matches_chosen (BxSession    *self,
                     const BxMove *move,
                     guint        *next)
{
  guint mask = 0;
  gboolean matched;

  if (move->n_steps < self->n_chosen)
    return FALSE;
  matched = match_from (self, move, 0, 0, &mask);
  if (next != NULL)
    *next = matched ? mask : 0;
  return matched;
}

/**
 * bx_session_get_n_chosen:
 * @session: a session
 *
 * Returns: the number of steps chosen so far of the move being entered
 */
guint
bx_session_get_n_chosen (BxSession *session)
{
  g_return_val_if_fail (session != NULL, 0);

  return session->n_chosen;
}

/**
 * bx_session_get_shown_state:
 * @session: a session
 *
 * The position to show while a move is being entered: the current one with the chosen
 * steps played on it (pieces moved, pieces hit) by the family's bx_game_apply_steps().
 * Only the pieces differ from bx_session_get_state(): the turn, the player and the result
 * are those before the move.  Families without the hook show the current position.
 *
 * Returns: (transfer none): the position, valid until the session changes
 */
const BxState *
bx_session_get_shown_state (BxSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);

  session->shown = session->state;
  bx_game_apply_steps (session->game, &session->shown, session->chosen, session->n_chosen);
  return &session->shown;
}

/**
 * bx_session_get_chosen:
 * @session: a session
 * @index: below bx_session_get_n_chosen()
 *
 * The die of a chosen step is the die of the first candidate move.
 *
 * Returns: (transfer none) (nullable): the chosen step
 */
const BxStep *
bx_session_get_chosen (BxSession *session,
                       guint      index)
{
  g_return_val_if_fail (session != NULL, NULL);

  if (index >= session->n_chosen)
    return NULL;
  return &session->chosen[index];
}

void
bx_session_clear_chosen (BxSession *session)
{
  g_return_if_fail (session != NULL);

  session->n_chosen = 0;
}

/**
 * bx_session_unchoose_step:
 * @session: a session
 *
 * Drops the last chosen step.
 *
 * Returns: %TRUE if there was one
 */
gboolean
bx_session_unchoose_step (BxSession *session)
{
  g_return_val_if_fail (session != NULL, FALSE);

  if (session->n_chosen == 0)
    return FALSE;
  session->n_chosen--;
  return TRUE;
}

/**
 * bx_session_dup_candidates:
 * @session: a session
 *
 * Returns: (transfer full) (element-type guint): the indices of the legal moves that start
 *   with the chosen steps (all of them when none is chosen)
 */
GArray *
bx_session_dup_candidates (BxSession *session)
{
  GArray *out;

  g_return_val_if_fail (session != NULL, NULL);

  out = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < session->legal->len; i++)
    if (move_matches_chosen (session, &g_array_index (session->legal, BxMove, i), NULL))
      g_array_append_val (out, i);
  return out;
}

static void
append_step_unique (GArray       *steps,
                    const BxStep *step,
                    gboolean      by_from)
{
  for (guint i = 0; i < steps->len; i++)
    {
      const BxStep *s = &g_array_index (steps, BxStep, i);

      if (by_from ? s->from == step->from : step_same (s, step))
        return;
    }
  g_array_append_val (steps, *step);
}

/* The next steps of all candidates: from @from only (targets), or one per source point. */
static GArray *
dup_next (BxSession *session,
          gboolean   sources,
          int        from)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (BxStep));

  for (guint i = 0; i < session->legal->len; i++)
    {
      const BxMove *move = &g_array_index (session->legal, BxMove, i);
      guint next;

      if (!move_matches_chosen (session, move, &next))
        continue;
      for (guint j = 0; j < move->n_steps; j++)
        {
          if (!(next & (1u << j)))
            continue;
          if (!sources && move->steps[j].from != from)
            continue;
          append_step_unique (out, &move->steps[j], sources);
        }
    }
  return out;
}

/**
 * bx_session_dup_next_steps:
 * @session: a session
 * @from: a point (or %BX_POINT_BAR)
 *
 * The steps that may come next from @from, after the chosen ones: the targets to highlight
 * once the piece on @from is picked.
 *
 * Returns: (transfer full) (element-type BxStep): the steps, one per target
 */
GArray *
bx_session_dup_next_steps (BxSession *session,
                           int        from)
{
  g_return_val_if_fail (session != NULL, NULL);

  return dup_next (session, FALSE, from);
}

/**
 * bx_session_dup_next_sources:
 * @session: a session
 *
 * The points from which a next step can start: the pieces that may be picked.
 *
 * Returns: (transfer full) (element-type BxStep): one step per distinct source point
 *   (the first such step)
 */
GArray *
bx_session_dup_next_sources (BxSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);

  return dup_next (session, TRUE, 0);
}

/* The index of the single complete move the chosen steps identify, or -1.  Several
 * candidates that all end with the chosen steps differ at most in the dice assigned to
 * equal steps, and give the same position: the first one is taken. */
static int
identified_move (BxSession *session)
{
  int first = -1;

  for (guint i = 0; i < session->legal->len; i++)
    {
      const BxMove *move = &g_array_index (session->legal, BxMove, i);

      if (!move_matches_chosen (session, move, NULL))
        continue;
      if (move->n_steps != session->n_chosen)
        return -1;
      if (first < 0)
        first = (int) i;
    }
  return first;
}

/* The first candidate that continues with (@from, @to), and that step. */
static const BxMove *
find_continuation (BxSession *session,
                   int        from,
                   int        to,
                   BxStep    *step_out)
{
  BxStep step = { 0, };

  step.from = from;
  step.to = to;
  for (guint i = 0; i < session->legal->len; i++)
    {
      const BxMove *move = &g_array_index (session->legal, BxMove, i);
      guint next;

      if (move->n_steps <= session->n_chosen || !move_matches_chosen (session, move, &next))
        continue;
      for (guint j = 0; j < move->n_steps; j++)
        if ((next & (1u << j)) && step_same (&move->steps[j], &step))
          {
            if (step_out != NULL)
              *step_out = move->steps[j];
            return move;
          }
    }
  return NULL;
}

/**
 * bx_session_choose_step:
 * @session: a session
 * @from: the point the piece leaves
 * @to: the point it reaches
 *
 * Appends the step (@from, @to) to the chosen steps if some legal move continues with it;
 * when the chosen steps then identify one complete move, that move is played.
 *
 * Returns: what happened
 */
BxStepResult
bx_session_choose_step (BxSession *session,
                        int        from,
                        int        to)
{
  BxStep step;
  int index;

  g_return_val_if_fail (session != NULL, BX_STEP_RESULT_INVALID);

  if (!session->rolled || session->n_chosen >= BX_MOVE_MAX_STEPS)
    return BX_STEP_RESULT_INVALID;
  if (find_continuation (session, from, to, &step) == NULL)
    return BX_STEP_RESULT_INVALID;
  session->chosen[session->n_chosen++] = step;

  index = identified_move (session);
  if (index < 0)
    return BX_STEP_RESULT_PARTIAL;
  bx_session_play_index (session, (guint) index);
  return BX_STEP_RESULT_PLAYED;
}

/**
 * bx_session_commit_chosen:
 * @session: a session
 *
 * Plays the legal move that consists of exactly the chosen steps, when one does though
 * longer moves also start with them (bx_session_choose_step() waits for more steps then).
 *
 * Returns: %TRUE if a move was played
 */
gboolean
bx_session_commit_chosen (BxSession *session)
{
  g_return_val_if_fail (session != NULL, FALSE);

  if (!session->rolled || session->n_chosen == 0)
    return FALSE;
  for (guint i = 0; i < session->legal->len; i++)
    {
      const BxMove *move = &g_array_index (session->legal, BxMove, i);

      if (move->n_steps == session->n_chosen && move_matches_chosen (session, move, NULL))
        return bx_session_play_index (session, i);
    }
  return FALSE;
}

/**
 * bx_session_preview_step:
 * @session: a session
 * @from: a point
 * @to: a target
 * @out: (out caller-allocates): the first legal move that continues the chosen steps with
 *   (@from, @to)
 *
 * The candidate move a target stands for, for showing its citations before it is played.
 *
 * Returns: %TRUE if there is one
 */
gboolean
bx_session_preview_step (BxSession *session,
                         int        from,
                         int        to,
                         BxMove    *out)
{
  const BxMove *move;

  g_return_val_if_fail (session != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  move = find_continuation (session, from, to, NULL);
  if (move == NULL)
    return FALSE;
  *out = *move;
  return TRUE;
}

/**
 * bx_session_preview_point:
 * @session: a session
 * @picked: the point of the picked piece, or a value that is no point (no piece picked)
 * @point: the point under the pointer or the keyboard cursor
 * @out: (out caller-allocates): the candidate move
 *
 * The candidate move a point stands for on a board that enters moves by points: with a
 * piece picked, the move that continues with the step (@picked, @point); without one, the
 * first move whose next step leaves @point.
 *
 * Returns: %TRUE if there is one
 */
gboolean
bx_session_preview_point (BxSession *session,
                          int        picked,
                          int        point,
                          BxMove    *out)
{
  g_autoptr(GArray) sources = NULL;
  g_autoptr(GArray) steps = NULL;
  gboolean is_source = FALSE;

  g_return_val_if_fail (session != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (!session->rolled)
    return FALSE;
  sources = bx_session_dup_next_sources (session);
  for (guint i = 0; i < sources->len; i++)
    is_source |= g_array_index (sources, BxStep, i).from == picked;
  if (is_source)
    return bx_session_preview_step (session, picked, point, out);

  steps = bx_session_dup_next_steps (session, point);
  if (steps->len == 0)
    return FALSE;
  return bx_session_preview_step (session, point, g_array_index (steps, BxStep, 0).to, out);
}
