/* bx-session.h: a play session: one value holding a game, its seed, the position, the
 * current throw with its legal moves, the steps chosen so far of the move being entered,
 * and the history as a stack of (state, throw, move) for undo and redo
 *
 * The session is the single value a play page shows (the Crosswords model): widgets read
 * it and redraw, their callbacks call the functions below through actions.  It holds no
 * GTK and decides no rule itself: every move it plays is one of bx_game_legal_moves().
 *
 * The n-th throw of a game is drawn at (seed, turn) by bx_game_throw(), so "rolling" only
 * reveals the throw that the position already implies (where the players show their own
 * parts, 猜拳's hands, the parts shown replace the stream's: bx_session_set_part()); undo returns to the position before
 * the last move with its throw shown, and redo plays the undone move again.
 *
 * Entering a move step by step: bx_session_choose_step() appends (from, to) to the chosen
 * steps; the candidates are the legal moves whose first steps are the chosen ones (in the
 * engine's order of steps, or in another order the family allows: bx_game_steps_commute()).
 * When the chosen steps identify one complete move, it is played.  A board draws
 * bx_session_get_shown_state(): the position with the chosen steps played (by the family's
 * bx_game_apply_steps()).
 *
 * The code is split by job: bx-session.c (the game and its history), bx-session-entry.c
 * (entering a move step by step), bx-session-io.c (records, saving, given positions).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-game.h"
#include "bx-record.h"
#include "bx-ruleset.h"

G_BEGIN_DECLS

typedef struct _BxSession BxSession;

/**
 * BxSessionEntry:
 * @before: the position before the move
 * @t: the throw the move was played with
 * @move: the move played
 *
 * One entry of the history (and of the redo stack).
 */
typedef struct
{
  BxState before;
  BxThrow t;
  BxMove  move;
} BxSessionEntry;

/**
 * BxStepResult:
 * @BX_STEP_RESULT_INVALID: no legal move starts with the chosen steps and this one; nothing
 *   changed
 * @BX_STEP_RESULT_PARTIAL: the step was added; more than one legal move still matches
 * @BX_STEP_RESULT_PLAYED: the steps identified one complete move, which was played
 */
typedef enum
{
  BX_STEP_RESULT_INVALID,
  BX_STEP_RESULT_PARTIAL,
  BX_STEP_RESULT_PLAYED,
} BxStepResult;

BxSession      *bx_session_new              (BxRuleset          *ruleset,
                                             guint64             seed,
                                             GError            **error);
BxSession      *bx_session_new_with_options (BxRuleset          *ruleset,
                                             guint64             seed,
                                             const BxGameOptions *options,
                                             GError            **error);
BxSession      *bx_session_new_from_record  (BxRuleset          *ruleset,
                                             BxRecord           *record,
                                             GError            **error);
BxSession      *bx_session_open             (BxRulesetLibrary   *library,
                                             const char         *path,
                                             GError            **error);
void            bx_session_free             (BxSession          *session);

const BxGame   *bx_session_get_game         (BxSession          *session);
BxRuleset      *bx_session_get_ruleset      (BxSession          *session);
guint64         bx_session_get_seed         (BxSession          *session);
const BxGameOptions *bx_session_get_options (BxSession          *session);
const BxState  *bx_session_get_state        (BxSession          *session);

/* The throw. */
gboolean        bx_session_is_rolled        (BxSession          *session);
gboolean        bx_session_roll             (BxSession          *session);
const BxThrow  *bx_session_get_throw        (BxSession          *session);

/* Throws the players show themselves (猜拳): a human's part chosen, the rest from the seed. */
gboolean        bx_session_throw_is_chosen  (BxSession          *session);
guint           bx_session_get_n_parts      (BxSession          *session);
gboolean        bx_session_throw_has_calls  (BxSession          *session);
gboolean        bx_session_set_part         (BxSession          *session,
                                             guint               seat,
                                             guint               hand,
                                             guint               call);
gboolean        bx_session_get_part         (BxSession          *session,
                                             guint               seat,
                                             guint              *hand,
                                             guint              *call);
void            bx_session_clear_parts      (BxSession          *session);
gboolean        bx_session_roll_with_part   (BxSession          *session,
                                             guint               seat,
                                             guint               hand,
                                             guint               call);

/* Legal moves of the current throw (empty before the roll and after the end). */
GArray         *bx_session_get_legal_moves  (BxSession          *session);
guint           bx_session_get_n_legal_moves (BxSession         *session);
const BxMove   *bx_session_get_legal_move   (BxSession          *session,
                                             guint               index);

/* Playing. */
gboolean        bx_session_play_index       (BxSession          *session,
                                             guint               index);
gboolean        bx_session_play_move        (BxSession          *session,
                                             const BxMove       *move);
gboolean        bx_session_play_random      (BxSession          *session);
gboolean        bx_session_play_random_game (BxSession          *session,
                                             guint               max_moves);
gboolean        bx_session_undo             (BxSession          *session);
gboolean        bx_session_redo             (BxSession          *session);
gboolean        bx_session_can_undo         (BxSession          *session);
gboolean        bx_session_can_redo         (BxSession          *session);
void            bx_session_forget_redo      (BxSession          *session);
gboolean        bx_session_is_over          (BxSession          *session);
void            bx_session_get_result       (BxSession          *session,
                                             BxResult           *out);

/* History. */
guint           bx_session_get_n_history    (BxSession          *session);
const BxSessionEntry *bx_session_get_history_entry (BxSession   *session,
                                             guint               index);
const BxSessionEntry *bx_session_get_last_entry (BxSession      *session);
guint           bx_session_get_n_redo       (BxSession          *session);
char           *bx_session_describe_entry   (BxSession          *session,
                                             guint               index);
BxRuleStatus    bx_session_get_status       (BxSession          *session,
                                             guint16            *rules_used,
                                             guint               max_rules,
                                             guint              *n_rules_used);

/* Entering a move step by step. */
guint           bx_session_get_n_chosen     (BxSession          *session);
const BxState  *bx_session_get_shown_state  (BxSession          *session);
const BxStep   *bx_session_get_chosen       (BxSession          *session,
                                             guint               index);
void            bx_session_clear_chosen     (BxSession          *session);
gboolean        bx_session_unchoose_step    (BxSession          *session);
GArray         *bx_session_dup_candidates   (BxSession          *session);
GArray         *bx_session_dup_next_steps   (BxSession          *session,
                                             int                 from);
GArray         *bx_session_dup_next_sources (BxSession          *session);
BxStepResult    bx_session_choose_step      (BxSession          *session,
                                             int                 from,
                                             int                 to);
gboolean        bx_session_commit_chosen    (BxSession          *session);
gboolean        bx_session_preview_step     (BxSession          *session,
                                             int                 from,
                                             int                 to,
                                             BxMove             *out);
gboolean        bx_session_preview_point    (BxSession          *session,
                                             int                 picked,
                                             int                 point,
                                             BxMove             *out);

/* Records. */
BxRecord       *bx_session_to_record        (BxSession          *session);
void            bx_session_set_players      (BxSession          *session,
                                             const char * const *players);
const char * const *bx_session_get_players  (BxSession          *session);
gboolean        bx_session_save             (BxSession          *session,
                                             const char         *path,
                                             GError            **error);

/* Starting at a given position (a rule's example). */
BxSession      *bx_session_new_at_position  (BxRuleset          *ruleset,
                                             guint64             seed,
                                             const char         *state_json,
                                             const char         *throw_text,
                                             GError            **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxSession, bx_session_free)

G_END_DECLS
