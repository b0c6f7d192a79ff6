/* bx-sai-index.c: a dense index of the 代弈 (lanes) positions, for the exact solver
 *
 * What a position is.  In the lanes layout a position in play is: each lane's pair of
 * rows (Red's piece, White's piece; never the same cell), the player to move, and whether
 * that player has chosen to throw (BxSaiState.thrown, only where throw.optional lets a
 * turn begin with the decision).  The no-progress counters (idle, best) serve only the
 * draw rule and are left out: the solver solves the game without that rule (bx-solver.c
 * says how it treats a play that never ends).  board.cells = 5 gives 5 × 4 = 20 pairs a
 * lane.
 *
 * Two symmetries of the rules fold positions together; the value stored is the mover's,
 * which both leave unchanged:
 * - the colours: White to move on a board is Red to move on the board turned round
 *   (rows mirrored, colours swapped), since every rule of the lanes (step, jump, step
 *   back, home.fixed, the win) is the same for both sides with the direction reversed;
 *   so every index has Red to move;
 * - the lanes: no rule looks across lanes (a move is one piece in its own lane; the win
 *   asks every lane alike), so a position is a multiset of lane pairs, ranked in the
 *   combinatorial number system.
 * For 5 lanes of 5 cells that is C(20 + 5 − 1, 5) = 42,504 multisets, × 2 for the throw
 * decision = 85,008 indices, against 20^5 × 2 × 2 = 12.8 M raw positions.
 *
 * The 代博 track is not indexed (state_count 0): its stacks and 梟 make it another size of
 * problem.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-sai-index.h"

#include "bx-sai.h"

#define MAX_PAIRS (BX_SAI_MAX_CELLS * (BX_SAI_MAX_CELLS - 1))
#define MAX_N (MAX_PAIRS + BX_SAI_MAX_LANES)

/* C(n, k) for n < MAX_N, k ≤ BX_SAI_MAX_LANES. */
static guint64
binom (int n,
       int k)
{
  static guint64 table[MAX_N][BX_SAI_MAX_LANES + 1];
  static gsize done;

  if (g_once_init_enter (&done))
    {
      for (int i = 0; i < MAX_N; i++)
        {
          table[i][0] = 1;
          for (int j = 1; j <= BX_SAI_MAX_LANES; j++)
            table[i][j] = i == 0 ? 0 : table[i - 1][j - 1] + table[i - 1][j];
        }
      g_once_init_leave (&done, 1);
    }
  if (n < 0 || k < 0 || k > BX_SAI_MAX_LANES)
    return 0;
  return n < MAX_N ? table[n][k] : 0;
}

static gboolean
indexed (const BxGame *game)
{
  return bx_sai_get_layout (game) == BX_SAI_LAYOUT_LANES;
}

/* The indices of the throw decision: 2 where a turn may start without throwing. */
static guint
n_phases (const BxGame *game)
{
  return bx_sai_throw_optional (game) ? 2 : 1;
}

/**
 * bx_sai_state_count:
 * @game: a 塞 game
 *
 * Returns: the number of indices of bx_sai_state_index(): C(P + L − 1, L) multisets of
 *   the L lanes' P = cells × (cells − 1) pairs, × 2 where throw.optional; 0 for a track.
 */
guint64
bx_sai_state_count (const BxGame *game)
{
  int lanes = (int) bx_sai_get_lanes (game), cells = (int) bx_sai_get_cells (game);
  int pairs = cells * (cells - 1);

  if (!indexed (game))
    return 0;
  return binom (pairs + lanes - 1, lanes) * n_phases (game);
}

/**
 * bx_sai_state_index:
 * @game: a 塞 game with lanes
 * @state: a position in play
 *
 * Returns: its index (see the file's comment): Red to move, lanes sorted.
 */
guint64
bx_sai_state_index (const BxGame  *game,
                    const BxState *state)
{
  const BxSaiState *s = bx_sai_state_const (state);
  int lanes = (int) bx_sai_get_lanes (game), cells = (int) bx_sai_get_cells (game);
  int code[BX_SAI_MAX_LANES];
  guint64 rank = 0;

  for (int i = 0; i < lanes; i++)
    {
      /* The mover's piece and the other's, rows counted from the mover's side. */
      int me = state->player == 0 ? s->pos[0][i] : cells - 1 - s->pos[1][i];
      int you = state->player == 0 ? s->pos[1][i] : cells - 1 - s->pos[0][i];
      code[i] = me * (cells - 1) + (you < me ? you : you - 1);
    }
  /* Insertion sort: at most six lanes. */
  for (int i = 1; i < lanes; i++)
    for (int j = i; j > 0 && code[j - 1] > code[j]; j--)
      {
        int t = code[j];
        code[j] = code[j - 1];
        code[j - 1] = t;
      }
  for (int i = 0; i < lanes; i++)
    rank += binom (code[i] + i, i + 1);
  return rank * n_phases (game) + (n_phases (game) == 2 && s->thrown ? 1 : 0);
}

/**
 * bx_sai_state_from_index:
 * @game: a 塞 game with lanes
 * @index: an index below bx_sai_state_count()
 * @state: (out caller-allocates): zeroed by the caller but for winner −1; gets Red to
 *   move, the lanes in sorted order, idle 0 and each side's best the advance it has
 *
 * Returns: %FALSE when one side already has every piece home (no position in play).
 */
gboolean
bx_sai_state_from_index (const BxGame *game,
                         guint64       index,
                         BxState      *state)
{
  BxSaiState *s = bx_sai_state (state);
  int lanes = (int) bx_sai_get_lanes (game), cells = (int) bx_sai_get_cells (game);
  guint64 rank = index / n_phases (game);
  int top = cells * (cells - 1) + lanes - 1;
  gboolean red_home = TRUE, white_home = TRUE;
  int adv[2] = { 0, 0 };

  state->player = 0;
  s->thrown = n_phases (game) == 2 && index % 2 == 1;
  s->idle = 0;
  for (int i = lanes - 1; i >= 0; i--)
    {
      int b = top - 1;
      while (b > i && binom (b, i + 1) > rank)
        b--;
      rank -= binom (b, i + 1);
      top = b;
      {
        int code = b - i, me = code / (cells - 1), you = code % (cells - 1);
        if (you >= me)
          you++;
        s->pos[0][i] = (gint8) me;
        s->pos[1][i] = (gint8) you;
        red_home = red_home && me == cells - 1;
        white_home = white_home && you == 0;
        adv[0] += me;
        adv[1] += cells - 1 - you;
      }
    }
  s->best[0] = (guint8) adv[0];
  s->best[1] = (guint8) adv[1];
  return !red_home && !white_home;
}
