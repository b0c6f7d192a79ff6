/* bx-dama-private.h: what the files of the 打馬 engine share
 *
 * The engine is bx-dama.c (params, state, notation, CLI hooks, the vtable, the public
 * API), bx-dama-moves.c (plans, simulate, legal_moves, apply) and bx-dama-json.c (the
 * state as JSON).  This header holds the params (Priv), a plan and its outcome, and the
 * functions one file calls in another: vtable hooks under their own names (the vtable
 * lists them), other functions with the internal prefix _bx_dama_.  Not installed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-dama.h"

G_BEGIN_DECLS

#define KIND_SHIFT 8
#define KIND_MASK  (0xfu << KIND_SHIFT)

typedef struct
{
  guint    n_players, min_players, max_players;
  gint32   stake;
  guint    horses;
  guint    wo_every;
  gboolean classes_b;
  gboolean bang_same_total;
  int      entry_cells[16];
  guint    count_triple[7];      /* by face */
  guint    count_shang, count_san, count_fa;
  gboolean all_first, entry_hit, fa_moves;
  gboolean wo_safe, wo_extra;
  int      hangu_cell;
  guint    hangu_stack;
  int      overtake_from;
  int      feilong_cell;
  guint    feilong_stack;        /* the stack 飛龍院 holds: 20 = 疊足二十馬 */
  gboolean stack_entry;          /* 賞一擲 for entering onto one's own horses too */
  gboolean hit_equal;
  gboolean back_hit, back_stack, back_wo;
  gboolean jia[BX_DAMA_CELLS];
  gboolean jia_throw[BX_DAMA_N_THROWS];
  gboolean jia_shang;
  int      qian_cell;
  int      end_cell;
  gboolean overshoot;
  gint32   tie_fa, tie_hit, tie_fly;
  gboolean tie_self, tie_other, tie_zhuang;
  int      first_player;
  guint    cap;
  /* rule indices (-1: no such rule) */
  int r_players, r_pupen, r_horses, r_board, r_dice, r_sheyang, r_bencai, r_bang,
      r_entry_cell, r_entry_count, r_entry_first, r_entry_hit, r_move, r_fa, r_wo_safe,
      r_wo_extra, r_hangu, r_hangu_open, r_hangu_pot, r_overtake, r_feilong, r_hit,
      r_hit_larger, r_reenter, r_whole, r_whole_reenter, r_daoxing, r_jia, r_jia_throws,
      r_qian, r_qian_fly, r_finish, r_ximan, r_cuman, r_tie_self, r_tie_other, r_tie_fa,
      r_tie_zhuang, r_tie_hit, r_tie_fly, r_shangzhi, r_turn, r_pass, r_cap, r_last,
      r_feilong_stack, r_stack_entry;
  /* Made from the above by _bx_dama_tables() (at the end of prepare), for the hot loops. */
  guint64  serial;               /* new at every prepare and configure: random_move()'s memo
                                  * knows its game by it (and by address) */
  guint    rule_limit;           /* the rule indices a move's bit set holds: those below
                                  * MIN (the ruleset's rules, RULE_BITS) */
  guint    rule_words;           /* the words of the bit set they need */
  guint8   wo[BX_DAMA_CELLS];    /* _bx_dama_is_wo() of each cell */
  guint8   t_klass[BX_DAMA_N_THROWS];   /* _bx_dama_klass_of() of each 色樣 */
  guint8   t_count[BX_DAMA_N_THROWS];   /* _bx_dama_entry_count() of each 色樣 */
  guint8   t_sum[BX_DAMA_N_THROWS];     /* the total of each 色樣 */
  guint8   t_triple[BX_DAMA_N_THROWS];  /* bx_dama_throw_is_triple() of each 色樣 */
  guint8   t_jia[BX_DAMA_N_THROWS];     /* the 色樣 that open the 夾 (jia.throws) */
  gint8    index_of[6][6][6];  /* bx_dama_throw_index() of the faces 1–6 (at 0–5) */
} Priv;

/* Rule indices below this are collected in a bit set while a move is simulated. */
#define RULE_BITS 256

typedef struct
{
  BxDamaMoveKind kind;
  int            from;
  int            to;
  guint          count;   /* horses entering or flying */
  gboolean       reenter; /* a pending player stays in */
  int            why;     /* for a pass: the index + 1 of the rule that blocked the entry */
} Plan;

/* A cell of @state a move changed: the seat @q, the @cell and the horses it @was. */
typedef struct
{
  guint8 q, cell, was;
} Touched;

/* What a plan does.  @state is written only up to _bx_dama_state_span() of the position
 * simulated (the rest of a position is the same before and after a move).  While it is
 * simulated, the move's rules below @bit_limit are collected in @rule_bits and written into
 * @move at the end; @rules_over says that they cannot be (a rule past the bit set, or more
 * than BX_MOVE_MAX_RULES) and the move is simulated again with @bit_limit 0, the rules
 * going one by one into @move.  @touched lists the cells of @state the move changed (the
 * first @n_touched), with what they held before. */
typedef struct
{
  BxMove        move;
  BxState       state;
  guint         n_pays;
  BxDamaPayment pays[BX_DAMA_MAX_PAYMENTS];
  guint         n_touched;
  Touched       touched[4];
  guint         bit_limit;
  gboolean      rules_over;
  guint64       rule_bits[RULE_BITS / 64];
} Outcome;

/* The bytes of a #BxState before its cells: the turn, the player, the result and the
 * #BxDamaState but for its cells. */
#define DAMA_PREFIX_BYTES (G_STRUCT_OFFSET (BxState, data) + G_STRUCT_OFFSET (BxDamaState, cells))

/**
 * _bx_dama_state_span:
 * @state: a position of 打馬
 *
 * Returns: how many of @state's first bytes a move can change or depend on: the whole
 *   #BxState up to the cells of its last player.  The cells of the seats past
 *   #BxDamaState.n_players are neither read nor written by a move: its outcome is the
 *   position with its span replaced.
 */
static inline gsize
_bx_dama_state_span (const BxState *state)
{
  const BxDamaState *s = bx_dama_state_const (state);

  return DAMA_PREFIX_BYTES + (gsize) MIN (s->n_players, BX_DAMA_MAX_PLAYERS) * BX_DAMA_CELLS;
}

/* bx-dama-moves.c */
void _bx_dama_tables (BxGame *game,
                      Priv   *pv);
void _bx_dama_new_serial (Priv *pv);
gboolean _bx_dama_is_wo (const Priv *pv,
                         int         cell);
BxDamaClass _bx_dama_klass_of (const Priv            *pv,
                               const BxDamaThrowInfo *info);
guint _bx_dama_entry_count (const Priv            *pv,
                            const BxDamaThrowInfo *info);
guint _bx_dama_on_track (const Priv        *pv,
                         const BxDamaState *s,
                         int                q);
void _bx_dama_simulate (const Priv    *pv,
                        const BxState *in,
                        const BxThrow *t,
                        const Plan    *pl,
                        Outcome       *o);
void dama_legal_moves (const BxGame  *game,
                       const BxState *state,
                       const BxThrow *t,
                       GArray        *out);
void dama_random_move (const BxGame  *game,
                       const BxState *state,
                       const BxThrow *t,
                       BxRng         *choice,
                       BxMove        *out);
gboolean _bx_dama_plan_of_move (const BxState *state,
                                const BxMove  *move,
                                Plan          *pl);
void dama_apply (const BxGame  *game,
                 BxState       *state,
                 const BxThrow *t,
                 const BxMove  *move);

/* bx-dama-json.c */
JsonNode *dama_state_to_json (const BxGame  *game,
                              const BxState *state);
gboolean dama_state_from_json (const BxGame  *game,
                               JsonNode      *node,
                               BxState       *state,
                               GError       **error);
gboolean dama_check_state (const BxGame   *game,
                           const BxState  *state,
                           GError        **error);

/* bx-dama.c */
int _bx_dama_parse_faces (const char *text);
void dama_init_state (const BxGame *game,
                      BxState      *state);

G_END_DECLS
