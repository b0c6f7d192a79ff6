/* bx-liubo-eval.c: how a 六博 position stands, for the computer players
 *
 * Both reconstructions are won by 籌 (win.chou): the evaluation weighs each side's 籌
 * against what it still needs, then the pieces' progress along their routes (a piece in
 * hand or held captive counts nothing; a 驍 in the water or at the centre counts most),
 * plus the tempo of the side to move.  It reads the layout and the params (win.chou,
 * draw.chou, capture, water.enter) through the engine's Priv, never a variant's name.
 *
 * Verse (古博經, capture on).  Most games are ended by 殺梟, not by 籌, and a 驍 stands at
 * the water's edge for about ten of its own turns (only 一白 takes it into the water), so
 * the evaluation also weighs the threat each side's lying 散 pose to the other's 驍 point:
 * every 散 that has not yet passed that point may still land on it exactly (about one walk
 * in three of 箸 counts does).  The threat counts in full against a 驍 standing there and
 * in part (HUNT_LATENT) against the 驍 still to come, so that a 驍 is stood up when the
 * enemy's 散 have gone by and a 散 is kept back while the enemy's 驍 is exposed.  Without
 * it the evaluation was flat (progress is linear, so most moves of a throw tied and the
 * seeded jitter chose) and the strong player stood 驍 up in front of five enemy 散
 * (docs/benchmarks.md, "Agents").  The chance of 殺梟 on the very next throw was tried as a
 * term too and not kept: it made the one-ply player as good as the search.
 *
 * Points (seed 001).  When both sides reach draw.chou the game ends, drawn at equal 籌, so
 * 籌 are valued by a small race (race_value()) that knows it, not by what each side still
 * needs alone.  Each side's pace in that race grows with how near its leading piece is to
 * the centre (race_q()), so a piece brought on counts most where the next 籌 decides (a
 * fourth in before the other side's third); a fixed pace for both left strong at 59 %
 * against greedy, half its games drawn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-liubo-eval.h"

#include <math.h>

#include "bx-evals.h"
#include "bx-liubo-private.h"

/* The threat term's weight (logit units), its share against a 驍 still to come, and the
 * discount per station a 散 has still to go (the 驍 may be in the water by then). */
#define HUNT_WEIGHT 0.2
#define HUNT_LATENT 0.3
#define HUNT_DISCOUNT 0.95
/* Points: the chance a side brings a piece to the centre on one of its turns. */
#define RACE_Q 0.15
/* How much a side's leading piece raises that chance: from RACE_Q / 1.75 (no piece on the
 * route) to RACE_Q · 2.5 / 1.75 (one at the centre's door), RACE_Q halfway.  With 1.5
 * strong beat greedy 62.1 % over 400 games (seed 1), against 59.0 % with one RACE_Q for
 * every position (docs/benchmarks.md, "Agents"). */
#define RACE_LEAD 1.5
#define MAX_CHOU 20

/* The six 箸: the chance of each count of white sides (six fair bits, bx-dice.c). */
static const double zhu_p[7] = {
  1 / 64.0, 6 / 64.0, 15 / 64.0, 20 / 64.0, 15 / 64.0, 6 / 64.0, 1 / 64.0
};

/* hunt[d]: the chance that a 散 d stations short of a point lands on it exactly while it
 * walks by 箸 counts (a throw of none is thrown again), discounted by HUNT_DISCOUNT^d. */
static const double *
hunt_table (void)
{
  static double hunt[BX_LIUBO_VERSE_LEN + 1];
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      double hit[BX_LIUBO_VERSE_LEN + 1] = { 1 };

      for (int d = 1; d <= BX_LIUBO_VERSE_LEN; d++)
        {
          for (int w = 1; w <= 6 && w <= d; w++)
            hit[d] += zhu_p[w] / (1 - zhu_p[0]) * hit[d - w];
          hunt[d] = hit[d] * pow (HUNT_DISCOUNT, d);
        }
      g_once_init_leave (&once, 1);
    }
  return hunt;
}

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

/* Verse: the chance that at least one of side p's 散 (in hand or on the road) lands on
 * the enemy's 驍 point before it passes it (hunt_table()). */
static double
hunt_threat (const Priv         *pv,
             const BxLiuboState *s,
             int                 p)
{
  const double *hunt = hunt_table ();
  int target = pv->verse[1 - p][VERSE_END];
  double miss = 1;

  for (int i = 0; i < BX_LIUBO_PIECES; i++)
    {
      int pos = s->pos[p][i];

      if (pos >= VERSE_END)
        continue;
      for (int st = pos + 1; st < VERSE_END; st++)
        if (pv->verse[p][st] == target)
          {
            miss *= 1 - hunt[st - pos];
            break;
          }
    }
  return 1 - miss;
}

static gboolean
has_edge_xiao (const BxLiuboState *s,
               int                 p)
{
  for (int i = 0; i < BX_LIUBO_PIECES; i++)
    if (s->pos[p][i] == VERSE_END)
      return TRUE;
  return FALSE;
}

/* Points: the chance that side @p brings its next piece to the centre on one of its
 * turns: less than RACE_Q for a side whose pieces all still lie in their corners, more
 * the nearer its leading piece is to the centre (RACE_LEAD).  A side's progress then
 * counts most where the race is close to draw.chou or win.chou. */
static double
race_q (const BxLiuboState *s,
        int                 p)
{
  int best = -1;

  for (int i = 0; i < BX_LIUBO_PIECES; i++)
    if (s->pos[p][i] >= 0 && s->pos[p][i] < ESSAY_CENTRE)
      best = MAX (best, s->pos[p][i]);
  return RACE_Q * (1 + RACE_LEAD * (best + 1) / ESSAY_CENTRE) / (1 + RACE_LEAD / 2);
}

/* Points: the chance that the side with @a 籌 wins (a draw counting half) against @b,
 * when each side brings a piece to the centre with chance RACE_Q on its turn: the first
 * to @win wins, unless both reach @draw first (then the larger count, equal a draw). */
static double
race_value (int      win,
            int      draw,
            int      a,
            int      b,
            double   qa,
            double   qb,
            gboolean a_moves)
{
  double v[MAX_CHOU + 2][MAX_CHOU + 2][2];

  win = CLAMP (win, 1, MAX_CHOU);
  a = CLAMP (a, 0, win);
  b = CLAMP (b, 0, win);
  for (int i = win; i >= a; i--)
    for (int j = win; j >= b; j--)
      {
        double x0, x1;

        if (i >= win || j >= win)
          x0 = x1 = i >= win ? 1 : 0;
        else if (draw > 0 && i >= draw && j >= draw)
          x0 = x1 = i > j ? 1 : i < j ? 0 : 0.5;
        else
          {
            /* x1 (a to move) = qa·v(i+1, j, b to move) + (1 − qa)·x0, and
             * x0 (b to move) = qb·v(i, j+1, a to move) + (1 − qb)·x1. */
            double up = qa * v[i + 1][j][0], down = qb * v[i][j + 1][1];
            x1 = (up + (1 - qa) * down) / (1 - (1 - qa) * (1 - qb));
            x0 = down + (1 - qb) * x1;
          }
        v[i][j][0] = x0;
        v[i][j][1] = x1;
      }
  return v[a][b][a_moves ? 1 : 0];
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
  const Priv *pv = bx_game_get_priv (game);
  const BxLiuboState *s = bx_liubo_state_const (state);
  gboolean verse = pv->layout == BX_LIUBO_LAYOUT_VERSE;
  int len = verse ? BX_LIUBO_WATER + 1 : BX_LIUBO_ESSAY_LEN;
  int win = pv->win_chou;
  double x;

  if (state->winner >= 0)
    return state->winner == player ? 1.0 : state->winner > 1 ? 0.5 : 0.0;
  if (verse)
    {
      double need_me = MAX (win - s->chou[player], 1);
      double need_opp = MAX (win - s->chou[1 - player], 1);

      /* Needing half as much is worth about as much as a 籌 ahead at the start. */
      x = 2.0 * (need_opp - need_me) / (need_me + need_opp) * 2.0;
    }
  else
    {
      double v = race_value (win, pv->draw_chou, s->chou[player], s->chou[1 - player],
                             race_q (s, player), race_q (s, 1 - player),
                             state->player == player);

      v = CLAMP (v, 0.01, 0.99);
      x = log (v / (1 - v));
    }
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
  if (verse && pv->capture)
    x += HUNT_WEIGHT
         * (hunt_threat (pv, s, player) * (has_edge_xiao (s, 1 - player) ? 1 : HUNT_LATENT)
            - hunt_threat (pv, s, 1 - player) * (has_edge_xiao (s, player) ? 1 : HUNT_LATENT));
  return bx_eval_logistic (x);
}
