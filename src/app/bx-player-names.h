/* bx-player-names.h: the names of the players as the app shows them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"

G_BEGIN_DECLS

const char *bx_player_display_name (const BxGame *game,
                                    int           player);
char       *bx_result_heading      (const BxGame   *game,
                                    const BxResult *result);

G_END_DECLS
