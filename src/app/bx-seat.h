/* bx-seat.h: who plays a seat of the play page: a person, or the computer at a level
 *
 * The play view keeps its seats (not the core session: who plays is not part of the
 * position); a record keeps them as its "players" labels ("human", "strong").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-agent.h"

G_BEGIN_DECLS

/* The most seats the play page keeps (打馬 and 除紅 seat up to five). */
#define BX_SEAT_MAX 8

/* The record label of a person's seat. */
#define BX_SEAT_HUMAN_LABEL "human"

/**
 * BxSeat:
 * @computer: whether the computer plays the seat
 * @level: the computer's level (random, greedy, strong, or perfect where the game is solved)
 * @name: (nullable): the name given in the New Game dialog, or %NULL for the game's own
 *   name of the seat (bx_player_display_name())
 */
typedef struct
{
  gboolean      computer;
  BxAgentLevel  level;
  char         *name;
} BxSeat;

G_END_DECLS
