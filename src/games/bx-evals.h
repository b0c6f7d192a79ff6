/* bx-evals.h: the evaluation of each family, looked up by family name
 *
 * A stop-gap registry until the family vtable carries the hook
 * (BxGameVTable.evaluate, same signature): bx-agent.c asks here for a family's
 * evaluation.  Each function lives in the family's own bx-<family>-eval.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"

G_BEGIN_DECLS

/**
 * BxEvaluateFunc:
 * @game: a prepared game
 * @state: a position (game may be over)
 * @player: a seat
 *
 * Returns: the estimated probability, in [0, 1], that @player wins from @state.
 */
typedef double (*BxEvaluateFunc) (const BxGame  *game,
                                  const BxState *state,
                                  int            player);

BxEvaluateFunc bx_evals_lookup (const char *family);

/* Shared helpers for the evaluations. */
double bx_eval_logistic (double x);

G_END_DECLS
