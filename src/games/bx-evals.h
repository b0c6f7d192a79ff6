/* bx-evals.h: helpers shared by the families' evaluations (bx-<family>-eval.c).  Each
 * evaluation reaches the agents through BxGameVTable.evaluate (bx-game.h), which gives the
 * estimated probability, in [0, 1], that a seat wins.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"

G_BEGIN_DECLS

/* Shared helpers for the evaluations. */
double bx_eval_logistic (double x);

G_END_DECLS
