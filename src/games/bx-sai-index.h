/* bx-sai-index.h: a dense index of the 代弈 (lanes) positions, for the exact solver
 * (BxGameVTable.state_count and friends; see bx-solver.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"

G_BEGIN_DECLS

guint64   bx_sai_state_count      (const BxGame  *game);
guint64   bx_sai_state_index      (const BxGame  *game,
                                   const BxState *state);
gboolean  bx_sai_state_from_index (const BxGame  *game,
                                   guint64        index,
                                   BxState       *state);

G_END_DECLS
