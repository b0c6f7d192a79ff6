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
#include "bx-liubo-private.h"

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

/* Verse layout: the chance that @p, throwing now, kills an enemy 驍 at its water's edge
 * (殺梟: a 散 ending its move on it).  The six 箸 give k white sides with chance
 * C(6, k) / 64; a count past the end of the road stops at the end, where the piece is
 * stood up (no kill); 一白 with an own 驍 at the edge must take it into the water
 * (water.enter-forced) and kills nothing. */
static double
kill_chance (const Priv         *pv,
             const BxLiuboState *s,
             int                 p)
{
  static const double zhu[7] = { 1 / 64., 6 / 64., 15 / 64., 20 / 64., 15 / 64., 6 / 64.,
                                 1 / 64. };
  int targets[BX_LIUBO_PIECES];
  int n_targets = 0;
  gboolean edge = FALSE;
  double k = 0;

  if (!pv->capture)
    return 0;
  for (int i = 0; i < BX_LIUBO_PIECES; i++)
    {
      if (s->pos[1 - p][i] == VERSE_END)
        targets[n_targets++] = pv->verse[1 - p][VERSE_END];
      edge |= s->pos[p][i] == VERSE_END;
    }
  if (n_targets == 0)
    return 0;
  for (int w = 1; w <= 6; w++)
    {
      gboolean hits = FALSE;

      if (edge && pv->enter_forced && w == pv->enter_w)
        continue;
      for (int i = 0; i < BX_LIUBO_PIECES && !hits; i++)
        {
          int pos = s->pos[p][i], to;
          if (pos >= VERSE_END)
            continue;
          to = pos + w;
          if (to >= VERSE_END)
            continue;
          for (int j = 0; j < n_targets; j++)
            hits |= pv->verse[p][to] == targets[j];
        }
      if (hits)
        k += zhu[w];
    }
  return k;
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
  if (verse && g_getenv ("BX_KILL"))
    {
      /* 殺梟 ends the game: the side to move kills now with chance k_m, else the other
       * side (about) k_o on its throw; the rest is the position's worth. */
      const Priv *pv = bx_game_get_priv (game);
      int m = state->player;
      double k_m = kill_chance (pv, s, m), k_o = kill_chance (pv, s, 1 - m);
      double base = bx_eval_logistic (m == player ? x : -x);
      double v_m = k_m + (1 - k_m) * (1 - k_o) * base;
      return m == player ? v_m : 1 - v_m;
    }
  return bx_eval_logistic (x);
}
