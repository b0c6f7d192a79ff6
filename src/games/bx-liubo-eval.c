/* bx-liubo-eval.c: how a 六博 position stands, for the computer players
 *
 * Both reconstructions are won by 籌 (win.chou): the evaluation weighs each side's 籌
 * against what it still needs, then the pieces' progress along their routes (a piece in
 * hand or held captive counts nothing; a 驍 in the water or at the centre counts most),
 * plus the tempo of the side to move.  It reads win.chou and the layout through the
 * engine, never a variant's name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-liubo-eval.h"

#include "bx-evals.h"
#include "bx-liubo.h"

static double
side_progress (const BxLiuboState *s,
               int                 p,
               int                 len)
{
  double sum = 0;

  for (int i = 0; i < BX_LIUBO_PIECES; i++)
    {
      int pos = s->pos[p][i];
      if (pos == BX_LIUBO_CAPTIVE)
        sum -= 0.5;
      else if (pos >= 0)
        sum += (double) (pos + 1) / len;
    }
  return sum;
}

/**
 * bx_liubo_evaluate:
 * @game: a 六博 game
 * @state: a position
 * @player: 0 (White) or 1 (Black)
 *
 * Returns: the estimated probability that @player wins (see the file comment).
 */
double
bx_liubo_evaluate (const BxGame  *game,
                   const BxState *state,
                   int            player)
{
  const BxLiuboState *s = bx_liubo_state_const (state);
  gboolean verse = bx_liubo_get_layout (game) == BX_LIUBO_LAYOUT_VERSE;
  int len = verse ? BX_LIUBO_WATER + 1 : BX_LIUBO_ESSAY_LEN;
  int win = 0;
  double need_me, need_opp, x;

  if (state->winner >= 0)
    return state->winner == player ? 1.0 : state->winner > 1 ? 0.5 : 0.0;
  if (!bx_game_param_int (game, "win.chou", verse ? 6 : 4, 1, 20, &win, NULL))
    win = verse ? 6 : 4;
  need_me = MAX (win - s->chou[player], 1);
  need_opp = MAX (win - s->chou[1 - player], 1);
  /* Needing half as much is worth about as much as a 籌 ahead at the start. */
  x = 2.0 * (need_opp - need_me) / (need_me + need_opp) * 2.0;
  x += 0.35 * (side_progress (s, player, len) - side_progress (s, 1 - player, len));
  for (int f = 0; f < 2; f++)
    {
      /* A fish pulled or turned by a side is on its way to a 籌. */
      if (s->fish[f] == BX_LIUBO_FISH_PULLED_W + player || s->fish[f] == 1 + player)
        x += verse ? 0.3 : 0.5;
      else if (s->fish[f] == BX_LIUBO_FISH_PULLED_W + (1 - player) || s->fish[f] == 2 - player)
        x -= verse ? 0.3 : 0.5;
    }
  x += state->player == player ? 0.1 : -0.1;
  return bx_eval_logistic (x);
}
