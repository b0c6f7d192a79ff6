/* bx-ruqi-eval.c: how a 儒棋 position stands, for the computer players
 *
 * A match of 局 (score.suan-per-jue 算 make a 爵, win.jue 爵 win).  Within a 局 both
 * sides race their five pieces round the ring, into the 凈 lane and out; the first out
 * wins the 算 of the pieces the other has not brought out (bx_ruqi_left_value()).  The
 * evaluation estimates the 局 from the two races (cells still to go, the 中 lane counted
 * as the short cut it is, a stack (累) counted once: it moves as one piece by the full
 * number, so bringing pieces together is the fastest way out), then the match from the 算 each side lacks, the 局's expected
 * 算 included.  It reads the params through the engine's getters.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-ruqi-eval.h"

#include <math.h>

#include "bx-evals.h"
#include "bx-ruqi.h"

/* Cells a piece at @node still has to go to get out (the shortest way); @halves: the own
 * halves of the lanes (in at ring 10, the centre, down the own 凈 half, out). */
static int
to_go (int      node,
       gboolean halves)
{
  if (node == BX_RUQI_NODE_OUT)
    return 0;
  if (node >= BX_RUQI_NODE_JING)
    return BX_RUQI_NODE_OUT - node;
  if (halves)
    {
      if (node >= BX_RUQI_NODE_ZHONG)
        return BX_RUQI_NODE_ZHONG + 4 - node + 5;            /* to the centre, 4 down, out */
      if (node <= 10)
        return 10 - node + 10;                                /* in at 右中, across, down */
      return 40 - node;                                       /* on round to the own 凈 */
    }
  if (node >= BX_RUQI_NODE_ZHONG)
    return (BX_RUQI_NODE_JING - 1 - node) + 1 + 10 + 10;   /* to ring 30, round to 凈 */
  if (node <= 20)
    return 20 - node + 10;                                  /* to 彼凈, down the 凈 lane */
  return 40 - node + 20 + 10;                               /* once round again */
}

/* The cells @p's units still have to go: a stack (累, pieces on one node) moves as one
 * piece by the full number (ruqi.stack), so it is counted once; the pieces still beside
 * the 凈 are no stack and count one by one. */
static int
side_to_go (const BxRuqiState *s,
            int                p,
            gboolean           halves)
{
  int sum = 0;

  for (int i = 0; i < BX_RUQI_PIECES; i++)
    {
      int node = s->node[p][i];
      gboolean lead = TRUE;

      if (node == BX_RUQI_NODE_OUT)
        continue;
      for (int j = 0; j < i && node != BX_RUQI_NODE_START; j++)
        if (s->node[p][j] == node)
          lead = FALSE;
      if (lead)
        sum += to_go (node, halves);
    }
  return sum;
}

/**
 * bx_ruqi_evaluate:
 * @game: a 儒棋 game
 * @state: a position
 * @player: 0 (White) or 1 (Black)
 *
 * Returns: the estimated probability that @player wins the match.
 */
double
bx_ruqi_evaluate (const BxGame  *game,
                  const BxState *state,
                  int            player)
{
  const BxRuqiState *s = bx_ruqi_state_const (state);
  double goal = (double) bx_ruqi_suan_per_jue (game) * bx_ruqi_jue_to_win (game);
  gboolean halves = bx_ruqi_half_lanes (game);
  double me = side_to_go (s, player, halves), opp = side_to_go (s, 1 - player, halves);
  double p_ju, need_me, need_opp, x;

  if (state->winner >= 0)
    return state->winner == player ? 1.0 : state->winner > 1 ? 0.5 : 0.0;
  /* A 局 is a race of five pieces by two dice (about 7 cells a throw). */
  p_ju = bx_eval_logistic (((opp - me) + (state->player == player ? 3.5 : -3.5))
                           / (0.08 * (me + opp) / 2 + 3.0));
  need_me = MAX (goal - s->suan[player], 1);
  need_opp = MAX (goal - s->suan[1 - player], 1);
  /* The 局 in play is worth about the value of the loser's pieces left. */
  need_me -= p_ju * MIN (bx_ruqi_left_value (game, state, 1 - player), need_me - 1);
  need_opp -= (1 - p_ju) * MIN (bx_ruqi_left_value (game, state, player), need_opp - 1);
  x = 3.0 * (need_opp - need_me) / (need_me + need_opp);
  return bx_eval_logistic (x);
}
