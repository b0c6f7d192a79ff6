/* bx-types.h: forward declarations of the core's types, and the core's fixed limits
 *
 * The limits are compile-time sizes of plain values (a #BxState is copied by value, so it
 * has no pointers and a fixed size).  An engine whose state or seats need more must raise
 * the constant here; each engine checks its own fit with a G_STATIC_ASSERT next to its
 * state struct, so a family that outgrows a limit fails to compile instead of corrupting
 * memory.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _BxCorpus BxCorpus;

/* The most players a game can seat: the size of the per-player arrays of the shared
 * values (#BxResult's special scores, #BxLedger).  打馬 and 除紅 seat five. */
#define BX_MAX_PLAYERS 5

/* The size of the family-specific part of a #BxState, in bytes (打馬 needs 5 players × 91
 * cells of horse counts plus its ledger: 640).  Every engine asserts
 * G_STATIC_ASSERT (sizeof (ItsState) <= BX_STATE_DATA_BYTES). */
#define BX_STATE_DATA_BYTES 640

G_END_DECLS
