/* bx-chuhong-private.h: what the files of the 除紅 engine share
 *
 * The engine is bx-chuhong.c (helpers, params, state, legal_moves, apply, result,
 * notation, CLI hooks, the vtable, the public API), bx-chuhong-resolve.c (what a throw
 * does: resolve()) and bx-chuhong-json.c (the state as JSON).  This header holds the
 * params (Priv), a throw's outcome, and the functions one file calls in another: vtable
 * hooks under their own names (the vtable lists them), other functions with the internal
 * prefix _bx_chuhong_.  Not installed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-chuhong.h"

G_BEGIN_DECLS

/* BxMove.flags: the move's kind, above the generic bits. */
#define KIND_SHIFT 8
#define KIND_MASK  (0xfu << KIND_SHIFT)

/* The 標目 groups (the groups[] of bx-chuhong.c). */
#define N_GROUPS 20


typedef struct
{
  guint    n_players;
  guint    min_players;
  guint    max_players;
  guint    rounds;
  int      direction;        /* +1 clockwise (順行), -1 anticlockwise (逆行) */
  gboolean throw_off;
  guint    throw_off_face;
  gboolean settle_each;      /* open 賞/罰: each other player (else the next player) */
  gboolean shang_again;
  gboolean skip_first;       /* the contest passes over its first thrower (else lapses) */
  guint    tajiao, ganshang, yadao, over, under;
  guint    fa_extra, fa_extra_max, shang_extra, shang_extra_max;
  gboolean liuye_ganshang;
  guint    fine_refuse, fine_early;
  guint    fa_max, shang_min;
  /* rule indices (-1: no such rule) */
  int      r_play, r_dice, r_throw_off, r_rotation, r_red, r_fase, r_shangse, r_saise,
           r_qianghong, r_sanse, r_sanhong, r_groups, r_open, r_shang_again, r_pass,
           r_sai_open, r_sai_end, r_sai_void, r_sai_ring, r_tajiao, r_fa_answer, r_ganshang,
           r_liuye, r_yadao, r_shang_answer, r_over, r_under, r_refuse, r_early, r_rounds,
           r_stake;
  int      r_group[N_GROUPS];
} Priv;

typedef struct
{
  BxMove  move;
  gint8   next_player;
  gint8   sai_first;
  guint8  sai_points;
  guint8  seats;
  gboolean extra;
  gboolean start;           /* the throw-off is won */
} Outcome;

/* bx-chuhong-resolve.c */
void _bx_chuhong_pass_turn (const Priv *pv,
                            int         p,
                            Outcome    *o);
void _bx_chuhong_resolve (const Priv    *pv,
                          const BxState *state,
                          const BxThrow *t,
                          Outcome       *o);

/* bx-chuhong-json.c */
void _bx_chuhong_add_player (JsonBuilder *b,
                             const char  *member,
                             int          player);
JsonNode *chuhong_state_to_json (const BxGame  *game,
                                 const BxState *state);
gboolean chuhong_state_from_json (const BxGame  *game,
                                  JsonNode      *node,
                                  BxState       *state,
                                  GError       **error);
gboolean chuhong_check_state (const BxGame   *game,
                              const BxState  *state,
                              GError        **error);

/* Small helpers every file uses. */

static inline int
adv (const Priv *pv,
     int         p,
     int         by)
{
  int n = (int) pv->n_players;
  return ((p + by * pv->direction) % n + n) % n;
}

static inline void
rules_add (BxMove *move,
           int     rule)
{
  if (!bx_move_add_rule (move, rule))
    g_assert_not_reached ();
}

static inline void
step_add (BxMove *move,
          int     from,
          int     to,
          guint   amount,
          guint   kind)
{
  BxStep *st;

  g_assert (move->n_steps < BX_MOVE_MAX_STEPS);
  if (kind != BX_CHUHONG_PAY_NONE && amount == 0)
    return;
  st = &move->steps[move->n_steps++];
  st->from = (gint8) from;
  st->to = (gint8) to;
  st->die = (guint8) amount;
  st->flags = (guint8) kind;
}

static inline guint
with_extra (guint tie,
            guint extra,
            guint extra_max)
{
  return tie <= extra_max ? tie + extra : tie;
}

/* bx-chuhong.c */
int _bx_chuhong_group_rule (const Priv          *pv,
                            const BxChuhongLine *line);
void chuhong_init_state (const BxGame *game,
                         BxState      *state);

G_END_DECLS
