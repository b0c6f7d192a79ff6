/* bx-evals.c: the registry of family evaluations (see bx-evals.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-evals.h"

#include <math.h>
#include <string.h>

#include "bx-chuhong-eval.h"
#include "bx-dama-eval.h"
#include "bx-liubo-eval.h"
#include "bx-ruqi-eval.h"
#include "bx-sai-eval.h"
#include "bx-shuanglu-eval.h"

static const struct
{
  const char     *family;
  BxEvaluateFunc  func;
} evals[] = {
  { "chuhong", bx_chuhong_evaluate },
  { "dama", bx_dama_evaluate },
  { "liubo", bx_liubo_evaluate },
  { "ruqi", bx_ruqi_evaluate },
  { "sai", bx_sai_evaluate },
  { "shuanglu", bx_shuanglu_evaluate },
};

/**
 * bx_evals_lookup:
 * @family: a family name ("shuanglu")
 *
 * Returns: (nullable): the family's evaluation, or %NULL when it has none.
 */
BxEvaluateFunc
bx_evals_lookup (const char *family)
{
  for (guint i = 0; family != NULL && i < G_N_ELEMENTS (evals); i++)
    if (strcmp (evals[i].family, family) == 0)
      return evals[i].func;
  return NULL;
}

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
