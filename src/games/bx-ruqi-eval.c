/* bx-ruqi-eval.c: how a 儒棋 position stands, for the computer players
 *
 * A match of 局 (score.suan-per-jue 算 make a 爵, win.jue 爵 win).  Within a 局 both
 * sides race their five pieces round the ring, into the lanes and out, with no capture
 * and little contact; the first out wins the 算 of the pieces the other has not brought
 * out (bx_ruqi_left_value()).  So the evaluation is a race count, the way the family is
 * won: the cells each side still has to go (the 中 lane counted as the short cut it is, a
 * stack (累) once, since it moves as one piece by the full number, a 梟's cells cheaper
 * than a 伏's), then the match from the 算 each side lacks, the 局's stake included: what
 * the loser can expect to have left when the winner is out, if it brings out first the
 * units worth most per cell.  It reads the params through the engine's getters.
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

/* A 伏 moves about 3.7 cells a throw (doubles give it one face, one 謙 stops it), a 梟
 * about 4.4 (doubles in full, one 謙 a step): a 梟's cells cost 3.7 / 4.4 of a 伏's. */
#define XIAO_COST 0.84

typedef struct
{
  double cells;    /* to go, a 梟's cells at XIAO_COST */
  int    value;    /* the 算 its pieces are worth */
} Unit;

/* @p's units into @units: a stack (累, pieces on one node) moves as one piece by the full
 * number (ruqi.stack), so it is one unit and its cells count once; the pieces still
 * beside the 凈 are no stack and each its own.  Returns their number; *total: their cells. */
static int
side_units (const BxGame      *game,
            const BxRuqiState *s,
            int                p,
            gboolean           halves,
            Unit              *units,
            double            *total)
{
  int unit_of[BX_RUQI_PIECES];
  int n = 0;

  *total = 0;
  for (int i = 0; i < BX_RUQI_PIECES; i++)
    {
      int node = s->node[p][i];
      int lead = i;

      if (node == BX_RUQI_NODE_OUT)
        continue;
      for (int j = 0; j < i && node != BX_RUQI_NODE_START && lead == i; j++)
        if (s->node[p][j] == node)
          lead = j;
      if (lead == i)
        {
          Unit *u = &units[n];

          u->cells = to_go (node, halves) * (((s->xiao[p] >> i) & 1) ? XIAO_COST : 1.0);
          u->value = 0;
          *total += u->cells;
          unit_of[i] = n++;
        }
      else
        unit_of[i] = unit_of[lead];
      units[unit_of[i]].value += bx_ruqi_piece_value (game, i);
    }
  return n;
}

static int
unit_cmp (gconstpointer a,
          gconstpointer b)
{
  const Unit *x = a, *y = b;
  double kx = x->cells / MAX (x->value, 1), ky = y->cells / MAX (y->value, 1);

  return kx < ky ? -1 : kx > ky;
}

/* The 算 a side losing the 局 can expect to pay (ruqi.suan: the values of the pieces it
 * has not brought out when the other side is out): it has about @run cells to move before
 * then, and spends them on the units that bring out the most value per cell first. */
static double
expected_left (Unit  *units,
               int    n,
               double run)
{
  double cum = 0, pay = 0;

  run = MAX (run, 0);
  qsort (units, n, sizeof (Unit), unit_cmp);
  for (int k = 0; k < n; k++)
    {
      cum += units[k].cells;
      pay += units[k].value * bx_eval_logistic ((cum - run) / (0.1 * run + 3.0));
    }
  return pay;
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
  Unit um[BX_RUQI_PIECES], uo[BX_RUQI_PIECES];
  double me, opp, tempo, p_ju, need_me, need_opp, x, pay_me, pay_opp;
  int nm, no;

  if (state->winner >= 0)
    return state->winner == player ? 1.0 : state->winner > 1 ? 0.5 : 0.0;
  nm = side_units (game, s, player, halves, um, &me);
  no = side_units (game, s, 1 - player, halves, uo, &opp);
  tempo = state->player == player ? 3.5 : -3.5;
  /* A 局 is a race of five pieces by two dice (about 4 cells a throw). */
  p_ju = bx_eval_logistic (((opp - me) + tempo) / (0.08 * (me + opp) / 2 + 3.0));
  need_me = MAX (goal - s->suan[player], 1);
  need_opp = MAX (goal - s->suan[1 - player], 1);
  /* The 局 in play is worth what the loser will have left when the winner is out. */
  pay_opp = expected_left (uo, no, me - tempo);
  pay_me = expected_left (um, nm, opp + tempo);
  need_me -= p_ju * MIN (pay_opp, need_me - 1);
  need_opp -= (1 - p_ju) * MIN (pay_me, need_opp - 1);
  x = 3.0 * (need_opp - need_me) / (need_me + need_opp);
  return bx_eval_logistic (x);
}

/* How the strong agent searches 儒棋 (BxGameVTable.search_shape).  There is no capture and
 * little contact (a piece may not land on an enemy; an enemy on a crossing only pushes a
 * count one cell on), so the opponent's reply hardly changes how the mover's moves rank:
 * two plies see no more than one, and the one-ply player reading this same evaluation is
 * already strong.  What tells the moves apart is the mover's own next throw (can a piece
 * land exactly on the lane's crossing, can a stack be made), three plies.  The default
 * shape (10 root moves, 5 replies) costs some 240,000 nodes there, ten times the budget;
 * with the opponent modelled by its best reply by the evaluation (1) and the best 5 root
 * moves, three plies cost about 25,000 (5 × 21 throws × (10 + 21 × 10)).  Measured over 40
 * games against greedy (seed 1): the default shape 55.75 % (400 games), this one 85 %;
 * with 10 root moves the depth often does not fit and it fell to 60 %. */
const BxSearchShape bx_ruqi_search_shape = {
  .min_depth = 3,
  .root_width = 5,
  .inner_width = 1,
};
