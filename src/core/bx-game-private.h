/* bx-game-private.h: what a game holds, for the files of bx-game.c's type only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"

G_BEGIN_DECLS

struct _BxGame
{
  BxRuleset          *ruleset;
  const BxGameVTable *vt;
  BxDiceSpec          dice;
  gpointer            priv;
};

G_END_DECLS
