/* bx-twin.h: twin boards — two rulesets played on one seeded stream of throws
 *
 * The two boards step together, one throw each per step.  The n-th throw of each board
 * is drawn from the stream at (seed, n) (bx_game_throw()), so two rulesets with the same
 * dice see the same throws.  A move is given for each board, or chosen at random from
 * the board's own stream of choices (seed ^ BX_TWIN_CHOICE_SALT, the same for both
 * boards, so that two boards with the same legal moves choose the same one).  After each
 * step the twin says whether, and how, the boards differ, and remembers where they first
 * did.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-game.h"

G_BEGIN_DECLS

/* The random player's stream of choices is apart from the throws' (as in boxi-cli play). */
#define BX_TWIN_CHOICE_SALT G_GUINT64_CONSTANT (0x2545f4914f6cdd1d)

typedef struct _BxTwin BxTwin;

/**
 * BxTwinDivergence:
 * @BX_TWIN_SAME: the boards are alike (same throw, same legal moves, same position)
 * @BX_TWIN_THROW: the throws differ (other dice)
 * @BX_TWIN_MOVES: the throws are alike but the legal moves differ (other rules)
 * @BX_TWIN_POSITION: the positions differ after the moves (other choices, other
 *   effects of a move, or earlier divergence)
 * @BX_TWIN_OVER: one game is over and the other is not
 *
 * How the two boards differ, first reason first.
 */
typedef enum
{
  BX_TWIN_SAME,
  BX_TWIN_THROW,
  BX_TWIN_MOVES,
  BX_TWIN_POSITION,
  BX_TWIN_OVER,
} BxTwinDivergence;

/**
 * BxTwinStep:
 * @step: the step's number, from 0
 * @played: per board, %FALSE when its game was already over
 * @player: per board, the player who threw
 * @throws: per board, the throw
 * @moves: per board, the move played
 * @n_legal: per board, the number of legal moves there were
 * @divergence: how the boards differ after this step
 */
typedef struct
{
  guint            step;
  gboolean         played[2];
  int              player[2];
  BxThrow          throws[2];
  BxMove           moves[2];
  guint            n_legal[2];
  BxTwinDivergence divergence;
} BxTwinStep;

BxTwin        *bx_twin_new              (const BxGame     *a,
                                         const BxGame     *b,
                                         guint64           seed);
void           bx_twin_free             (BxTwin           *twin);
const BxGame  *bx_twin_get_game         (BxTwin           *twin,
                                         guint             board);
const BxState *bx_twin_get_state        (BxTwin           *twin,
                                         guint             board);
guint64        bx_twin_get_seed         (BxTwin           *twin);
guint          bx_twin_get_n_steps      (BxTwin           *twin);
gboolean       bx_twin_is_over          (BxTwin           *twin);
void           bx_twin_next_throws      (BxTwin           *twin,
                                         BxThrow          *out);
gboolean       bx_twin_step             (BxTwin           *twin,
                                         const BxMove     *move_a,
                                         const BxMove     *move_b,
                                         BxTwinStep       *out,
                                         GError          **error);
int            bx_twin_first_divergence (BxTwin           *twin,
                                         BxTwinDivergence *why);
const char    *bx_twin_divergence_to_string (BxTwinDivergence divergence);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxTwin, bx_twin_free)

G_END_DECLS
