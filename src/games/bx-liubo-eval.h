/* bx-liubo-eval.h: the evaluation of the liubo family (see bx-liubo-eval.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"

G_BEGIN_DECLS

double bx_liubo_evaluate (const BxGame  *game,
                         const BxState *state,
                         int            player);

G_END_DECLS
