/* bx-ruqi-eval.h: the evaluation of the ruqi family (see bx-ruqi-eval.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"

G_BEGIN_DECLS

double bx_ruqi_evaluate (const BxGame  *game,
                         const BxState *state,
                         int            player);

extern const BxSearchShape bx_ruqi_search_shape;

G_END_DECLS
