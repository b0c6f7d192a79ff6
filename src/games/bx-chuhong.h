/* bx-chuhong.h: the 除紅 engine (除紅譜 擲法), driven only by ruleset parameters
 *
 * A game of 2–5 players around a table.  A move is one throw of the four dice taken and
 * settled: the classification (bx-chuhong-throws.h), then the 帖 that change hands, each
 * with the rule (and so the clauses) behind it.  The table may also impose the fines of
 * chuhongpu.zhifa.33–34 (a player who does not throw in turn, one who throws before his
 * turn): they are listed among the legal moves with %BX_MOVE_TABLE.
 *
 * A move's steps: a throw is first the step {thrower, thrower, points} (points = the sum
 * after one 4 is removed; the throw-off die in the throw-off), then one step per payment
 * {payer, payee, 帖}; a fine is one payment step.  The step's @flags is the payment's
 * #BxChuhongPayKind.  The ledger in the state sums to zero after every move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"
#include "bx-chuhong-throws.h"

G_BEGIN_DECLS

#define BX_CHUHONG_MAX_PLAYERS 5
/* The longest session the table may choose (about 6 turns a round: well inside the
 * 100 000 turns a played game may last). */
#define BX_CHUHONG_MAX_ROUNDS 1000

/**
 * BxChuhongPhase:
 * @BX_CHUHONG_PHASE_THROW_OFF: each player in turn throws one die; the first 4 starts
 * @BX_CHUHONG_PHASE_PLAY: the game
 */
typedef enum
{
  BX_CHUHONG_PHASE_THROW_OFF,
  BX_CHUHONG_PHASE_PLAY,
} BxChuhongPhase;

/**
 * BxChuhongState:
 * @n_players: 2–5
 * @phase: a #BxChuhongPhase
 * @starter: the player who won the throw-off, -1 before
 * @sai_first: the first thrower of the open 賽 (contest), -1 when none is open
 * @sai_points: his points, remembered for the answers (chuhongpu.zhifa.18)
 * @seats: how often the turn has passed on to the next seat since the throw-off (a round
 *   is @n_players seats)
 * @ledger: each player's 帖, plus for won, minus for paid; sums to zero
 *
 * The family part of a #BxState (its @data); see bx_chuhong_state().
 */
typedef struct
{
  guint8  n_players;
  guint8  phase;
  gint8   starter;
  gint8   sai_first;
  guint8  sai_points;
  guint8  pad_[3];
  guint32 seats;
  gint32  ledger[BX_CHUHONG_MAX_PLAYERS];
} BxChuhongState;

/**
 * BxChuhongMoveKind:
 * @BX_CHUHONG_MOVE_THROW_OFF: a throw-off die
 * @BX_CHUHONG_MOVE_THROW: the throw of the player in turn, taken and settled
 * @BX_CHUHONG_MOVE_REFUSE: the player in turn does not throw (fine, zhifa.33)
 * @BX_CHUHONG_MOVE_EARLY: another player throws before his turn (fine, zhifa.34)
 */
typedef enum
{
  BX_CHUHONG_MOVE_THROW_OFF,
  BX_CHUHONG_MOVE_THROW,
  BX_CHUHONG_MOVE_REFUSE,
  BX_CHUHONG_MOVE_EARLY,
} BxChuhongMoveKind;

/**
 * BxChuhongPayKind:
 *
 * Why 帖 change hands (a step's @flags).  %BX_CHUHONG_PAY_NONE marks the throw step.
 */
typedef enum
{
  BX_CHUHONG_PAY_NONE,
  BX_CHUHONG_PAY_OPEN,            /* a 賞色 or 罰色 outside a contest, at its listed 帖 */
  BX_CHUHONG_PAY_ANSWER_SHANG,    /* a 賞色 that answers a contest (+1 when ≤ 3) */
  BX_CHUHONG_PAY_ANSWER_FA,       /* a 罰色 that answers a contest (+1 when ≤ 3) */
  BX_CHUHONG_PAY_TAJIAO,          /* 蹋脚: one point less */
  BX_CHUHONG_PAY_GANSHANG,        /* 趕上: the same points */
  BX_CHUHONG_PAY_YADAO,           /* 壓倒: one point more */
  BX_CHUHONG_PAY_OVER,            /* two or three points more */
  BX_CHUHONG_PAY_UNDER,           /* two or three points less */
  BX_CHUHONG_PAY_LIUYE,           /* 栁葉兒 against 9: its fine */
  BX_CHUHONG_PAY_LIUYE_GANSHANG,  /* 栁葉兒 against 9: the opponent still pays 趕上 */
  BX_CHUHONG_PAY_REFUSE,          /* did not throw in turn */
  BX_CHUHONG_PAY_EARLY,           /* threw before his turn */
  BX_CHUHONG_N_PAY_KINDS
} BxChuhongPayKind;

/**
 * BxChuhongPayment:
 * @from: the payer
 * @to: the payee
 * @tie: the 帖
 * @kind: a #BxChuhongPayKind
 * @rule: the index of the rule that sets the payment (bx_ruleset_get_rule()), or -1
 * @line: (nullable): the line of the list whose 帖 is paid, static
 */
typedef struct
{
  gint8                from;
  gint8                to;
  guint8               tie;
  guint8               kind;
  int                  rule;
  const BxChuhongLine *line;
} BxChuhongPayment;

const BxGameVTable *bx_chuhong_get_vtable     (void);

static inline BxChuhongState *
bx_chuhong_state (BxState *state)
{
  return (BxChuhongState *) state->data.bytes;
}

static inline const BxChuhongState *
bx_chuhong_state_const (const BxState *state)
{
  return (const BxChuhongState *) state->data.bytes;
}

BxChuhongMoveKind bx_chuhong_move_kind        (const BxMove        *move);
gboolean          bx_chuhong_pay_reason       (guint                kind,
                                               gboolean             by_thrower,
                                               const char         **en,
                                               const char         **zh);
guint             bx_chuhong_move_payments    (const BxGame        *game,
                                               const BxMove        *move,
                                               const BxThrow       *t,
                                               BxChuhongPayment    *out);
int               bx_chuhong_pay_rule         (const BxGame        *game,
                                               BxChuhongPayKind     kind);
int               bx_chuhong_line_rule        (const BxGame        *game,
                                               const BxChuhongLine *line);
const char       *bx_chuhong_player_label     (int                  player);
guint             bx_chuhong_get_rounds       (const BxGame        *game);
guint             bx_chuhong_rounds_done      (const BxGame        *game,
                                               const BxState       *state);
gint64            bx_chuhong_ledger_sum       (const BxState       *state);

G_END_DECLS
