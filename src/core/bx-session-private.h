/* bx-session-private.h: the session's fields and the helpers its files share
 *
 * The session is split by job: bx-session.c (the game: throws, moves, undo, history),
 * bx-session-entry.c (entering a move step by step) and bx-session-io.c (records, saving,
 * starting from a record or a position).  Only these files include this header.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-session.h"

G_BEGIN_DECLS

struct _BxSession
{
  BxRuleset *ruleset;
  BxGame    *game;
  guint64    seed;

  BxState    state;
  gboolean   rolled;
  BxThrow    t;
  GArray    *legal;     /* (element-type BxMove) */

  GArray    *history;   /* (element-type BxSessionEntry) */
  GArray    *redo;      /* (element-type BxSessionEntry), the next to redo last */

  guint      n_chosen;
  BxStep     chosen[BX_MOVE_MAX_STEPS];
  BxState    shown;     /* the state with the chosen steps played (bx_session_get_shown_state()) */

  guint8     part_mask;                    /* seats that showed their part of the throw */
  guint8     part_hand[BX_THROW_MAX_DICE]; /* … their hands */
  guint8     part_call[BX_THROW_MAX_DICE]; /* … and calls */

  gboolean   from_position;  /* started at a given position: no record can replay it */
  BxGameOptions options;     /* what the table chose (bx_game_configure()); 0 = the ruleset's */
  char     **players;        /* who plays each seat, for the record ("human", "strong") */
};

BxSession *bx_session_priv_new         (BxRuleset           *ruleset,
                                        guint64              seed,
                                        const BxGameOptions *options,
                                        GError             **error);
void       bx_session_priv_clear_throw (BxSession           *self);
void       bx_session_priv_set_throw   (BxSession           *self,
                                        const BxThrow       *t);
void       bx_session_priv_apply_move  (BxSession           *self,
                                        const BxMove        *move,
                                        gboolean             clear_redo);

G_END_DECLS
