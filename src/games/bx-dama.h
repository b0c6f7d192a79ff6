/* bx-dama.h: the 打馬 engine (打馬圖經, 依經馬), driven only by ruleset parameters
 *
 * 2–5 players, twenty horses each, on the 91 cells 00–90 of seed 004's numbering (00
 * 赤岸驛 … 90 尚乘局, a 窩 every nine cells).  Three dice give one of the 56 色樣
 * (bx-dama-throws.h).  A player first enters his horses (下馬: the total picks the cell,
 * the class the number), then moves one whole stack of his by the total, forward, or
 * backward when that hits, stacks or reaches a 窩 (倒行).  The state also holds the 盆
 * and the 帖 ledger: ledger + pot always sum to zero.
 *
 * A move is one of: a pass (%BX_MOVE_PASS), an entry {BAR → cell, die = horses entering},
 * a move {from → to, die = the total}, a flight out of the 塹 {塹 → OFF, die = horses}, or
 * a withdrawal {BAR → OFF, die 0} of a player whose whole force was hit.  Its kind is
 * bx_dama_move_kind().  The 帖 that change hands with a move are not steps: ask
 * bx_dama_move_payments(), which gives each payment with its rule.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"
#include "bx-dama-throws.h"

G_BEGIN_DECLS

#define BX_DAMA_MAX_PLAYERS 5
#define BX_DAMA_CELLS       91
#define BX_DAMA_MAX_HORSES  20
#define BX_DAMA_POT         (-1)   /* the pot, as a payer or payee */
#define BX_DAMA_MAX_PAYMENTS 24

/* BxDamaState.gift: what others threw for a player since his last throw. */
#define BX_DAMA_GIFT_ZHEN   (1u << 0)   /* another player threw his 真本采 */
#define BX_DAMA_GIFT_BANG   (1u << 1)   /* another player threw his 傍本采 */
#define BX_DAMA_GIFT_ZHUANG (1u << 2)   /* the next player threw a 真撞 or 傍撞 of his throw */

/**
 * BxDamaStatus:
 * @BX_DAMA_IN: in the game
 * @BX_DAMA_PENDING: his whole force was hit (出局); at his next throw he re-enters or
 *   withdraws
 * @BX_DAMA_OUT: withdrawn: skipped, pays and receives nothing
 */
typedef enum
{
  BX_DAMA_IN,
  BX_DAMA_PENDING,
  BX_DAMA_OUT,
} BxDamaStatus;

/**
 * BxDamaEnd:
 * @BX_DAMA_END_NONE: the game goes on
 * @BX_DAMA_END_XIMAN: 細滿: all horses in at 尚乘局 by exact throws (double pot)
 * @BX_DAMA_END_CUMAN: 麤滿: all horses in, some by overshooting or flown from the 塹
 * @BX_DAMA_END_LAST: every other player withdrew
 * @BX_DAMA_END_CAP: the turn cap was reached
 */
typedef enum
{
  BX_DAMA_END_NONE,
  BX_DAMA_END_XIMAN,
  BX_DAMA_END_CUMAN,
  BX_DAMA_END_LAST,
  BX_DAMA_END_CAP,
} BxDamaEnd;

/**
 * BxDamaMoveKind:
 */
typedef enum
{
  BX_DAMA_MOVE_PASS,
  BX_DAMA_MOVE_ENTER,
  BX_DAMA_MOVE_FORWARD,
  BX_DAMA_MOVE_BACK,
  BX_DAMA_MOVE_FLY,
  BX_DAMA_MOVE_WITHDRAW,
} BxDamaMoveKind;

/**
 * BxDamaState:
 * @n_players: 2–5
 * @last_player: who made the previous throw (上次), -1 before the first
 * @last_throw: the 色樣 index + 1 of the previous throw, 0 before the first
 * @hangu_paid: the half pot of 函谷關 has been paid (to the first stack of ten across)
 * @end: a #BxDamaEnd
 * @hangu_open: bit p: player p's stack of ten has crossed 函谷關
 * @pot: the 盆
 * @ledger: each player's 帖 (the stake paid into the pot included); with @pot sums to 0
 * @waiting: horses off the board, to enter (or re-enter after a hit)
 * @flown: horses flown out of the 塹 (finished)
 * @bencai: the 色樣 index + 1 of the player's 本采, 0 while not set
 * @status: a #BxDamaStatus
 * @gift: %BX_DAMA_GIFT_ZHEN …
 * @rough: some horse came in by overshooting 尚乘局 (no 細滿)
 * @cells: horses of each player on each cell 0–90 (90 = 尚乘局, finished)
 *
 * The family part of a #BxState (its @data); a plain value.
 */
typedef struct
{
  guint8 n_players;
  gint8  last_player;
  guint8 last_throw;
  guint8 hangu_paid;
  guint8 end;
  guint8 hangu_open;
  guint8 pad_[2];
  gint32 pot;
  gint32 ledger[BX_DAMA_MAX_PLAYERS];
  guint8 waiting[BX_DAMA_MAX_PLAYERS];
  guint8 flown[BX_DAMA_MAX_PLAYERS];
  guint8 bencai[BX_DAMA_MAX_PLAYERS];
  guint8 status[BX_DAMA_MAX_PLAYERS];
  guint8 gift[BX_DAMA_MAX_PLAYERS];
  guint8 rough[BX_DAMA_MAX_PLAYERS];
  guint8 cells[BX_DAMA_MAX_PLAYERS][BX_DAMA_CELLS];
} BxDamaState;

G_STATIC_ASSERT (sizeof (BxDamaState) <= BX_STATE_DATA_BYTES);

/**
 * BxDamaPayment:
 * @from: the payer, or %BX_DAMA_POT
 * @to: the payee, or %BX_DAMA_POT
 * @amount: 帖
 * @rule: the index of the rule behind it (bx_ruleset_get_rule())
 */
typedef struct
{
  int   from;
  int   to;
  gint32 amount;
  int   rule;
} BxDamaPayment;

const BxGameVTable *bx_dama_get_vtable (void);

static inline BxDamaState *
bx_dama_state (BxState *state)
{
  return (BxDamaState *) state->data.bytes;
}

static inline const BxDamaState *
bx_dama_state_const (const BxState *state)
{
  return (const BxDamaState *) state->data.bytes;
}

BxDamaMoveKind bx_dama_move_kind       (const BxMove   *move);
guint          bx_dama_move_payments   (const BxGame   *game,
                                        const BxState  *state,
                                        const BxThrow  *t,
                                        const BxMove   *move,
                                        BxDamaPayment  *out);
gint64         bx_dama_ledger_sum      (const BxState  *state);
guint          bx_dama_horses          (const BxState  *state,
                                        int             player);
const char    *bx_dama_player_label    (int             player);
const char    *bx_dama_cell_name       (int             cell);
gboolean       bx_dama_is_wo           (const BxGame   *game,
                                        int             cell);
gboolean       bx_dama_is_jia          (const BxGame   *game,
                                        int             cell);
int            bx_dama_special_cell    (const BxGame   *game,
                                        const char     *which);
int            bx_dama_entry_cell      (const BxGame   *game,
                                        guint           sum);
guint          bx_dama_entry_count     (const BxGame   *game,
                                        const BxDamaThrowInfo *info);
BxDamaClass    bx_dama_throw_class     (const BxGame   *game,
                                        const BxDamaThrowInfo *info);
const char    *bx_dama_game_throw_name (const BxGame   *game,
                                        const BxDamaThrowInfo *info);
guint          bx_dama_turn_cap        (const BxGame   *game);

G_END_DECLS
