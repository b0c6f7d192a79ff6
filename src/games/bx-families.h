/* bx-families.h: the registry of the built-in game families
 *
 * The core (src/core) knows no family: bx_game_new() finds a ruleset's engine in the
 * registry (bx_game_register_family(), bx_game_lookup_family()).  This file, in
 * src/games, fills it with the families Boxi ships.  Every program and test that plays
 * games calls bx_games_register_builtin() once at start (it is idempotent and
 * thread-safe); a test or plug-in with a family of its own registers it with
 * bx_game_register_family() as well.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-game.h"

G_BEGIN_DECLS

/* A family's entry in the table: the function that returns its engine. */
typedef const BxGameVTable *(*BxGameVTableGetter) (void);

/* The built-in families, one per entry, NULL-terminated (bx-families.c). */
extern const BxGameVTableGetter bx_builtin_families[];

void bx_games_register_builtin (void);

G_END_DECLS
