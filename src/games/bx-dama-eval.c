/* bx-dama-eval.c: how a 打馬 position stands, for the computer players (2–5 seats)
 *
 * The 帖 decide 打馬: each seat's account (ledger, in 帖) and the progress of its horses
 * along the 91 cells (a horse home is worth most, a horse waiting to enter nothing) give
 * it a score; the probability of each seat is its share of the exponentials of the scores
 * (a soft maximum over the table).  It serves any number of seats.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-dama-eval.h"

#include <math.h>

#include "bx-dama.h"
#include "bx-evals.h"

static double
seat_score (const BxDamaState *s,
            int                p)
{
  double prog = 0;

  for (int c = 0; c < BX_DAMA_CELLS; c++)
    prog += s->cells[p][c] * (double) c / (BX_DAMA_CELLS - 1);
  /* Twenty horses all home ≈ 4 (logits); a 帖 ≈ 0.1. */
  return 0.2 * prog + 0.1 * s->ledger[p];
}

/**
 * bx_dama_evaluate:
 * @game: a 打馬 game
 * @state: a position
 * @player: a seat
 *
 * Returns: the estimated probability that @player wins (see the file comment).
 */
double
bx_dama_evaluate (const BxGame  *game,
                  const BxState *state,
                  int            player)
{
  const BxDamaState *s = bx_dama_state_const (state);
  int n = CLAMP ((int) s->n_players, 1, BX_DAMA_MAX_PLAYERS);
  double mine, sum = 0;

  if (state->winner >= 0)
    return state->winner == player ? 1.0 : state->winner >= n ? 1.0 / n : 0.0;
  mine = seat_score (s, player);
  for (int p = 0; p < n; p++)
    sum += exp (CLAMP (seat_score (s, p) - mine, -50, 50));
  return 1.0 / sum;
}
