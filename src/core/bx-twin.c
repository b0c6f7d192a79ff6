/* bx-twin.c: twin boards — two rulesets played on one seeded stream of throws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-twin.h"

#include <string.h>

#include "bx-error.h"

struct _BxTwin
{
  const BxGame    *games[2];
  BxState          states[2];
  BxRng            choices[2];
  guint64          seed;
  guint            n_steps;
  int              first;          /* the first step after which they differ, or -1 */
  BxTwinDivergence first_why;
  GArray          *moves[2];
};

static const char *divergence_names[] = { "same", "throw", "moves", "position", "over" };

/**
 * bx_twin_new:
 * @a: the first board's game (borrowed: it must outlive the twin)
 * @b: the second board's game (borrowed)
 * @seed: the seed of the throws and of the random choices
 *
 * Returns: (transfer full): two boards at their opening positions.
 */
BxTwin *
bx_twin_new (const BxGame *a,
             const BxGame *b,
             guint64       seed)
{
  BxTwin *twin;

  g_return_val_if_fail (a != NULL && b != NULL, NULL);
  twin = g_new0 (BxTwin, 1);
  twin->games[0] = a;
  twin->games[1] = b;
  twin->seed = seed;
  twin->first = -1;
  for (guint k = 0; k < 2; k++)
    {
      bx_game_init_state (twin->games[k], &twin->states[k]);
      bx_rng_init (&twin->choices[k], seed ^ BX_TWIN_CHOICE_SALT);
      twin->moves[k] = bx_move_list_new ();
    }
  return twin;
}

/** bx_twin_free: @twin: (nullable): frees it (not its games). */
void
bx_twin_free (BxTwin *twin)
{
  if (twin == NULL)
    return;
  for (guint k = 0; k < 2; k++)
    g_clear_pointer (&twin->moves[k], g_array_unref);
  g_free (twin);
}

/** bx_twin_get_game: @board: 0 or 1. Returns: (transfer none): the board's game. */
const BxGame *
bx_twin_get_game (BxTwin *twin,
                  guint   board)
{
  g_return_val_if_fail (twin != NULL && board < 2, NULL);
  return twin->games[board];
}

/** bx_twin_get_state: @board: 0 or 1. Returns: (transfer none): the board's position. */
const BxState *
bx_twin_get_state (BxTwin *twin,
                   guint   board)
{
  g_return_val_if_fail (twin != NULL && board < 2, NULL);
  return &twin->states[board];
}

/** bx_twin_get_seed: Returns: the seed. */
guint64
bx_twin_get_seed (BxTwin *twin)
{
  return twin->seed;
}

/** bx_twin_get_n_steps: Returns: the steps played so far. */
guint
bx_twin_get_n_steps (BxTwin *twin)
{
  return twin->n_steps;
}

/** bx_twin_is_over: Returns: %TRUE when both games are over. */
gboolean
bx_twin_is_over (BxTwin *twin)
{
  return bx_game_is_over (twin->games[0], &twin->states[0])
         && bx_game_is_over (twin->games[1], &twin->states[1]);
}

/**
 * bx_twin_next_throws:
 * @twin: a twin
 * @out: (array fixed-size=2) (out caller-allocates): the throw each board will play next
 *   (a board whose game is over gets an empty throw, n = 0)
 */
void
bx_twin_next_throws (BxTwin  *twin,
                     BxThrow *out)
{
  for (guint k = 0; k < 2; k++)
    {
      memset (&out[k], 0, sizeof out[k]);
      if (!bx_game_is_over (twin->games[k], &twin->states[k]))
        bx_game_throw (twin->games[k], &twin->states[k], twin->seed, &out[k]);
    }
}

static gboolean
same_moves (GArray *a,
            GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (bx_game_find_move (b, &g_array_index (a, BxMove, i)) < 0)
      return FALSE;
  return TRUE;
}

static gboolean
same_state (const BxState *a,
            const BxState *b)
{
  return a->player == b->player && a->winner == b->winner && a->score == b->score
         && a->extra == b->extra && memcmp (&a->data, &b->data, sizeof a->data) == 0;
}

/**
 * bx_twin_step:
 * @twin: a twin, not over
 * @move_a: (nullable): the first board's move for its next throw, or NULL for a random
 *   choice among its legal moves
 * @move_b: (nullable): the same for the second board
 * @out: (out caller-allocates) (optional): what happened
 * @error: %BX_ERROR_INVALID when a given move is not legal (nothing is played then)
 *
 * Throws on both boards (a board whose game is over stands still) and plays a move on
 * each.
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_twin_step (BxTwin        *twin,
              const BxMove  *move_a,
              const BxMove  *move_b,
              BxTwinStep    *out,
              GError       **error)
{
  const BxMove *given[2] = { move_a, move_b };
  BxTwinStep st;
  int pick[2] = { -1, -1 };

  g_return_val_if_fail (twin != NULL, FALSE);
  memset (&st, 0, sizeof st);
  st.step = twin->n_steps;
  bx_twin_next_throws (twin, st.throws);

  /* Check both moves before playing either. */
  for (guint k = 0; k < 2; k++)
    {
      g_array_set_size (twin->moves[k], 0);
      st.player[k] = twin->states[k].player;
      if (bx_game_is_over (twin->games[k], &twin->states[k]))
        continue;
      bx_game_legal_moves (twin->games[k], &twin->states[k], &st.throws[k], twin->moves[k]);
      st.n_legal[k] = twin->moves[k]->len;
      if (given[k] != NULL)
        {
          pick[k] = bx_game_find_move (twin->moves[k], given[k]);
          if (pick[k] < 0)
            {
              g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                           "board %u: the move is not legal for the throw", k + 1);
              return FALSE;
            }
        }
    }
  for (guint k = 0; k < 2; k++)
    {
      if (twin->moves[k]->len == 0)
        continue;
      /* Draw a choice even when a move is given, so the streams stay in step. */
      {
        guint r = bx_rng_uniform (&twin->choices[k], twin->moves[k]->len);
        if (pick[k] < 0)
          pick[k] = (int) r;
      }
      st.played[k] = TRUE;
      st.moves[k] = g_array_index (twin->moves[k], BxMove, pick[k]);
      bx_game_apply (twin->games[k], &twin->states[k], &st.throws[k], &st.moves[k]);
    }

  if (bx_game_is_over (twin->games[0], &twin->states[0])
      != bx_game_is_over (twin->games[1], &twin->states[1]))
    st.divergence = BX_TWIN_OVER;
  else if (st.played[0] && st.played[1] && !bx_throw_equal (&st.throws[0], &st.throws[1]))
    st.divergence = BX_TWIN_THROW;
  else if (st.played[0] && st.played[1] && !same_moves (twin->moves[0], twin->moves[1]))
    st.divergence = BX_TWIN_MOVES;
  else if (!same_state (&twin->states[0], &twin->states[1]))
    st.divergence = BX_TWIN_POSITION;
  if (st.divergence != BX_TWIN_SAME && twin->first < 0)
    {
      twin->first = (int) twin->n_steps;
      twin->first_why = st.divergence;
    }
  twin->n_steps++;
  if (out != NULL)
    *out = st;
  return TRUE;
}

/**
 * bx_twin_first_divergence:
 * @twin: a twin
 * @why: (out) (optional): how they first differed
 *
 * Returns: the first step after which the boards differed, or -1 while they are alike.
 */
int
bx_twin_first_divergence (BxTwin           *twin,
                          BxTwinDivergence *why)
{
  if (why != NULL)
    *why = twin->first < 0 ? BX_TWIN_SAME : twin->first_why;
  return twin->first;
}

/** bx_twin_divergence_to_string: Returns: "same", "throw", "moves", "position", "over". */
const char *
bx_twin_divergence_to_string (BxTwinDivergence divergence)
{
  g_return_val_if_fail (divergence <= BX_TWIN_OVER, NULL);
  return divergence_names[divergence];
}
