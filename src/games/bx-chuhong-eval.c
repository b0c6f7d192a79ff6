/* bx-chuhong-eval.c: how a 除紅 position stands (2 or more seats)
 *
 * 除紅 has nothing to choose: a throw decides its own payments (every legal list holds
 * one player's move; the table's fines are not the player's), so the computer plays the
 * one move and the evaluation only reports the standing: each seat's share, by a soft
 * maximum over the ledger (in 帖).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-chuhong-eval.h"

#include <math.h>

#include "bx-chuhong.h"
#include "bx-evals.h"

/**
 * bx_chuhong_evaluate:
 * @game: a 除紅 game
 * @state: a position
 * @player: a seat
 *
 * Returns: the estimated probability that @player ends best off.
 */
double
bx_chuhong_evaluate (const BxGame  *game,
                     const BxState *state,
                     int            player)
{
  const BxChuhongState *s = bx_chuhong_state_const (state);
  int n = CLAMP ((int) s->n_players, 1, BX_CHUHONG_MAX_PLAYERS);
  double sum = 0;

  if (state->winner >= 0)
    return state->winner == player ? 1.0 : state->winner >= n ? 1.0 / n : 0.0;
  for (int p = 0; p < n; p++)
    sum += exp (CLAMP (0.1 * (s->ledger[p] - s->ledger[player]), -50, 50));
  return 1.0 / sum;
}
