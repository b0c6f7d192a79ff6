/* bx-shuanglu-eval.h: the evaluation of the shuanglu family (see bx-shuanglu-eval.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"

G_BEGIN_DECLS

double bx_shuanglu_evaluate (const BxGame  *game,
                         const BxState *state,
                         int            player);

G_END_DECLS
