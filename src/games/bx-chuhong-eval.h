/* bx-chuhong-eval.h: the evaluation of the chuhong family (see bx-chuhong-eval.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"

G_BEGIN_DECLS

double bx_chuhong_evaluate (const BxGame  *game,
                         const BxState *state,
                         int            player);

G_END_DECLS
