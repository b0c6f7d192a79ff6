/* bx-toy.h: a toy game family for the tests of the family registry
 *
 * A race: two players, one die, two pieces each on a track of their own with
 * track.cells cells (6).  A move takes one piece forward by the number thrown: from
 * the bar (not yet entered, %BX_POINT_BAR) to cell die − 1, from cell c to c + die, or
 * off the track (%BX_POINT_OFF) past the last cell.  Each move cites race.move; the
 * move that takes a side's last piece off also cites race.win and ends the game.
 *
 * Not a built-in family: a test registers it with bx_game_register_family().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"

G_BEGIN_DECLS

#define BX_TOY_MAX_PIECES 2

/**
 * BxToyState:
 * @pos: each piece's cell (0-based), %BX_POINT_BAR before it enters, %BX_POINT_OFF once
 *   it has left, per player
 */
typedef struct
{
  gint8 pos[2][BX_TOY_MAX_PIECES];
} BxToyState;

const BxGameVTable *bx_toy_get_vtable (void);

static inline const BxToyState *
bx_toy_state_const (const BxState *state)
{
  return (const BxToyState *) state->data.bytes;
}

G_END_DECLS
