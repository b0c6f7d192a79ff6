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

/* Verse: the chance that @p, throwing next, kills the enemy 驍 standing at the water's
 * edge (殺梟: a 散 lands on it), counting each count of the six 箸 (binomial, 1/64 × C(6, w))
 * that brings one of @p's 散 onto it, at most once per count. */
static double
verse_kill_chance (const BxGame       *game,
                   const BxLiuboState *s,
                   int                 p)
{
  static const int ways[7] = { 1, 6, 15, 20, 15, 6, 1 };
  int end = BX_LIUBO_VERSE_LEN - 1;
  int target = -1;
  int hits = 0;

  for (int i = 0; i < BX_LIUBO_PIECES; i++)
    if (s->pos[1 - p][i] == end)
      target = bx_liubo_route_point (game, 1 - p, 0, end);
  if (target < 0)
    return 0;
  for (int w = 1; w <= 6; w++)
    for (int i = 0; i < BX_LIUBO_PIECES; i++)
      {
        int pos = s->pos[p][i];
        if (pos >= end || pos + w >= end)
          continue;
        if (bx_liubo_route_point (game, p, 0, pos + w) == target)
          {
            hits += ways[w];
            break;
          }
      }
  return hits / 64.0;
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
  double need_me, need_opp, x, v;

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
  v = bx_eval_logistic (x);
  if (!verse)
    return v;
  /* 殺梟 ends the game at once: the side to move may kill before anything else counts. */
  if (state->player == player)
    return v + (1 - v) * verse_kill_chance (game, s, player);
  return v * (1 - verse_kill_chance (game, s, 1 - player));
}
