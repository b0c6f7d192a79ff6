/* bx-liubo-private.h: what the files of the 六博 engine share
 *
 * The engine is bx-liubo.c (board geometry, params, state, JSON, notation, the vtable,
 * the public API) and bx-liubo-moves.c (the moves of both layouts, apply, result).  This
 * header holds the params (Priv) and the functions one file calls in another: vtable hooks
 * under their own names (the vtable lists them), other functions with the internal prefix
 * _bx_liubo_.  Not installed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-liubo.h"
#include "bx-bo-board.h"

G_BEGIN_DECLS

#define ESSAY_CENTRE (BX_LIUBO_ESSAY_LEN - 1)
#define VERSE_END (BX_LIUBO_VERSE_LEN - 1)

typedef struct
{
  BxLiuboLayout layout;
  int  first;              /* 0, 1, or -1: the opening round of 猜拳 decides */
  int  cap;
  int  side[2];            /* verse: the side each player sits on */
  int  home[2][2];         /* points: each player's two corners */
  int  enter_w, qian_w, fan_w;
  int  score_qian, score_fan;
  int  win_chou, draw_chou;
  gboolean square_jump;
  gboolean inner_one;
  gboolean return_on_one;
  gboolean capture;        /* verse: 殺梟 and the 驍 taking 散 */
  gboolean enter_forced;   /* verse: 一白 must take an edge 驍 into the water */
  gboolean fish_taken;     /* verse: the game ends when both fish are turned */
  int  san_guard;          /* verse: this many 散 on a point are safe from a 驍 (0: none) */
  gint8 verse[2][BX_LIUBO_VERSE_LEN];
  gint8 essay[4][BX_LIUBO_ESSAY_LEN];
  /* points: the step from station i to i + 1 of each route (ESSAY_STEP_*), and whether
   * station i is on the 內八卦 (bx_bo_point()->inner), read by the move generator */
  guint8 essay_step[4][BX_LIUBO_ESSAY_LEN];
  guint8 essay_inner[4][BX_LIUBO_ESSAY_LEN];
  /* rule indices (-1: none) */
  int  r_dice, r_route, r_move, r_stack, r_xiao, r_water, r_qian_throw, r_qian, r_fan_throw,
       r_fan, r_pass, r_win, r_taken, r_cap, r_first, r_slide, r_jump, r_no_jiao_dian,
       r_square, r_block, r_capture, r_return, r_centre, r_chou, r_draw, r_kill,
       r_xiao_take, r_guard, r_enter_forced, r_beifan;
} Priv;

enum { ESSAY_STEP_SLIDE = 1, ESSAY_STEP_SQUARE = 2, ESSAY_STEP_JUMP = 4 };

/* Route pieces (not waiting, not captive, not in the centre) of each side on a point. */
typedef struct
{
  guint8 count[2][BX_BO_N_POINTS];
} Occupancy;

/* bx-liubo-moves.c */
/* The point of player p's piece at verse station pos (BX_POINT_BAR in hand, the centre in
 * the water).  Inline: the generators and apply call it for every piece. */
static inline int
_bx_liubo_verse_point (const Priv *pv,
                       int         p,
                       int         pos)
{
  if (pos < 0)
    return BX_POINT_BAR;
  if (pos >= BX_LIUBO_WATER)
    return BX_BO_CENTRE;
  return pv->verse[p][pos];
}

/* The point of station `station` (0–25) of the route from corner `corner`. */
static inline int
_bx_liubo_essay_point (const Priv *pv,
                       int         corner,
                       int         station)
{
  return pv->essay[corner & 3][station];
}

void _bx_liubo_occupancy (const Priv         *pv,
                          const BxLiuboState *s,
                          Occupancy          *o);
void liubo_legal_moves (const BxGame  *game,
                        const BxState *state,
                        const BxThrow *t,
                        GArray        *out);
void liubo_random_move (const BxGame  *game,
                        const BxState *state,
                        const BxThrow *t,
                        BxRng         *choice,
                        BxMove        *out);
void liubo_throw_dice (const BxGame  *game,
                       const BxState *state,
                       BxRng         *rng,
                       BxThrow       *out);
void liubo_apply (const BxGame  *game,
                  BxState       *state,
                  const BxThrow *t,
                  const BxMove  *move);
void liubo_result (const BxGame  *game,
                   const BxState *state,
                   BxResult      *out);

/* bx-liubo.c */
gboolean _bx_liubo_joined (int a,
                           int b);
gboolean _bx_liubo_is_jiao (int point);

G_END_DECLS
