/* bx-sai-eval.c: how a 塞 position stands, for the computer players
 *
 * Both layouts are races to bring every piece home (win.all-home): the evaluation is the
 * difference of the two sides' advances (steps gone from the start, out of the steps the
 * whole side needs), less a fraction of a step for each of one's own pieces blocked by
 * an enemy piece in front (in the lanes a blocked piece moves only on 白), plus the tempo
 * of the side to move.  It reads the layout, the lanes, cells and pieces through the
 * engine's getters, which read ruleset params, never a variant's name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-sai-eval.h"

#include "bx-evals.h"
#include "bx-sai.h"

/* Steps gone, and pieces blocked, of @p. */
static int
side_advance (const BxGame     *game,
              const BxSaiState *s,
              int               p,
              int              *blocked)
{
  int n = (int) bx_sai_get_n_pieces (game);
  int adv = 0;

  *blocked = 0;
  if (bx_sai_get_layout (game) == BX_SAI_LAYOUT_LANES)
    {
      int cells = (int) bx_sai_get_cells (game);
      for (int i = 0; i < n; i++)
        {
          int row = s->pos[p][i];
          int ahead = p == 0 ? row + 1 : row - 1;
          adv += p == 0 ? row : cells - 1 - row;
          if (ahead >= 0 && ahead < cells && s->pos[1 - p][i] == ahead)
            (*blocked)++;
        }
      return adv;
    }
  for (int i = 0; i < n; i++)
    adv += s->pos[p][i];
  return adv;
}

/* The steps a whole side needs. */
static int
side_total (const BxGame *game)
{
  int n = (int) bx_sai_get_n_pieces (game);

  if (bx_sai_get_layout (game) == BX_SAI_LAYOUT_LANES)
    return n * ((int) bx_sai_get_cells (game) - 1);
  return n * ((int) bx_sai_track_length (game) - 1);
}

/**
 * bx_sai_evaluate:
 * @game: a 塞 game
 * @state: a position
 * @player: 0 (Red) or 1 (White)
 *
 * Returns: the estimated probability that @player wins (see the file comment).
 */
double
bx_sai_evaluate (const BxGame  *game,
                 const BxState *state,
                 int            player)
{
  const BxSaiState *s = bx_sai_state_const (state);
  int bl_me, bl_opp;
  int me, opp, total = MAX (side_total (game), 1);
  double x;

  if (state->winner >= 0)
    return state->winner == player ? 1.0 : state->winner > 1 ? 0.5 : 0.0;
  me = side_advance (game, s, player, &bl_me);
  opp = side_advance (game, s, 1 - player, &bl_opp);
  x = (me - opp) - 0.3 * (bl_me - bl_opp) + (state->player == player ? 0.4 : -0.4);
  /* A step matters more as the race nears its end. */
  x *= 4.0 / (total - (me + opp) / 2.0 + 4.0);
  return bx_eval_logistic (1.5 * x);
}
