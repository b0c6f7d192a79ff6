/* bx-evals.c: helpers shared by the families' evaluations (bx-<family>-eval.c), which
 * reach the agents through BxGameVTable.evaluate
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-evals.h"

#include <math.h>
#include <string.h>

/**
 * bx_eval_logistic:
 * @x: a score in "logits"
 *
 * Returns: 1 / (1 + e^−x), in (0, 1).
 */
double
bx_eval_logistic (double x)
{
  return 1.0 / (1.0 + exp (-x));
}
