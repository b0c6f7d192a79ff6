/* bx-shuanglu-private.h: what the files of the 雙陸 engine share
 *
 * The engine is split by job: bx-shuanglu.c (coordinates, params, apply, result, JSON and
 * the vtable), bx-shuanglu-movegen.c (the move generator: the complete plays of a throw, by
 * the general depth-first search or the fast path for two numbers, behind one function;
 * bx-shuanglu-three.c the fast path for three numbers, bx-shuanglu-step.h the step
 * primitives they share, bx-shuanglu-pos.c the position keys and the search's memo)
 * and bx-shuanglu-moves.c (plays into moves with their rules; formations).  This header
 * holds the ruleset's params (Priv), the position value of the generator, and the
 * internal functions (prefix _bx_shuanglu_, or the vtable hook's own name) of one file
 * that another calls.  Not installed; tests may include it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-shuanglu.h"

G_BEGIN_DECLS

#define N BX_SHUANGLU_N_POINTS
#define MAX_DICE 8
#define KEY_BYTES 32      /* the leading bytes of a Pos that identify a play's result */

/* What counts as a double (雙彩) for the extra throw and the gates. */
enum { DOUBLE_ALL, DOUBLE_PAIR };
/* When a win is double. */
enum { DOUBLE_IF_NOT_HOME, DOUBLE_IF_NONE_OFF, DOUBLE_IF_NO_FORMATION };
/* The special formation (打間, 七梁, 四架八's 子勻, 大食's 外六門). */
enum { FORM_NONE, FORM_ROW, FORM_ANY, FORM_ALL_IN };

/* A set of rule indices (a ruleset of up to 128 rules; more fall back to rules_add()). */
typedef struct
{
  guint64 w[2];
} RuleMask;

typedef struct
{
  int  n_pieces;
  int  n_setup;
  int  setup_point[8];
  int  setup_count[8];
  int  home;
  int  gate;
  int  first;
  int  doubles_moves;
  int  doubles_kind;
  gboolean doubles_distinct;
  gboolean extra_throw;
  gboolean all_dice;
  gboolean larger_first;
  int  stack_max;          /* 0: no limit */
  gboolean hit_lone;
  int  block_min;
  gboolean reentry_empty;
  gboolean reentry_first;
  gboolean entry_near;     /* pieces come in on own point d, not 25 − d */
  gboolean after_gate;
  gboolean overshoot;
  gboolean overshoot_highest;
  gboolean bearoff_any;
  gboolean compulsory;     /* a number that can bear a piece off must (bearoff.compulsory) */
  gboolean off_wait;       /* bearing off starts with the throw after the last piece came
                            * home (bearoff.wait-throw) */
  gboolean no_bearoff;     /* nothing is ever borne off (win.all-home ends the game first) */
  guint32 gates_mask;      /* own points passed only on a double (bit p) */
  guint32 gate_moves[N + 1]; /* [d]: the points from which d passes or reaches a gate */
  int  land_lo, land_hi;   /* a step may land on a point holding v (> 0 own pieces, < 0
                            * the enemy's) when land_lo < v < land_hi */
  gboolean win_all_home;
  int  score_single;
  int  score_double;
  int  double_if;
  int  triple_score;
  /* the special formation */
  int  form_kind;
  int  form_count;
  int  form_size;
  int  form_step;
  int  form_lo, form_hi;
  int  form_score;
  gboolean form_unhit;
  gboolean form_ends;
  /* finish_move() may read a play's position (a formation, win.all-home,
   * bearoff.wait-throw): _bx_shuanglu_leaf_of() builds it */
  gboolean leaf_pos;
  /* 揭頭 */
  int  pen_point;
  int  pen_min_die;
  int  pen_score;
  /* the rules a step's flags (BxStepFlags) bring to its move */
  RuleMask flag_rules[64];
  /* … with the rule of a plain bear-off: [flags][the point is beyond the number] */
  RuleMask step_rules[64][2];
  /* the rules of every pass, and of every other move, before the throw's own */
  RuleMask pass_base, move_base;
  /* rule indices (-1: no such rule) */
  int  r_direction, r_move, r_doubles, r_all, r_larger, r_stack, r_hit, r_block_pass,
       r_reenter, r_reenter_first, r_gate, r_bearoff, r_over, r_highest, r_down, r_pass,
       r_win, r_single, r_double, r_extra, r_distinct, r_any, r_gates, r_triple,
       r_win_home, r_form, r_pen, r_entry;
  /* the restrictions, cited where they close a number a play leaves unplayed */
  int  r_block, r_stack_max;
  /* as-usual: a rule that says entering, moving, bearing off or the 梁 are as in the
   * parent game, cited where they happen (USUAL_*) */
  int  r_usual;
  guint usual;
} Priv;

enum
{
  USUAL_ENTRY = 1 << 0,
  USUAL_MOVE = 1 << 1,
  USUAL_BEAR_OFF = 1 << 2,
  USUAL_BLOCK = 1 << 3,
};

/* A position seen by the mover: b[p] > 0 own pieces, < 0 the enemy's, p = 1 … 24.  The
 * first KEY_BYTES bytes are the position (two plays with equal keys are one move); the
 * rest is kept up to date step by step so that no step scans the board: the pieces not
 * yet home (outside the 門, or on the bar), a bit per point holding own pieces, a bit per
 * point a step may land on (not a 梁, not a full stack), and a Zobrist hash of the key. */
typedef struct
{
  gint8   b[N + 1];
  guint8  bar;
  guint8  off;
  guint8  used;      /* numbers played */
  guint8  die_used;  /* the number played when only one was */
  guint8  pad_[3];
  guint8  outside;
  guint8  pad2_[3];
  guint32 occ;
  guint32 land;
  guint64 h;
} Pos;

G_STATIC_ASSERT (G_STRUCT_OFFSET (Pos, outside) == KEY_BYTES);

typedef struct
{
  Pos    pos;
  guint8 n_steps;
  BxStep steps[BX_MOVE_MAX_STEPS];
} Leaf;

/* A complete play of the fast paths for two and three numbers: its key and its steps
 * only (its position is built from the root when needed: _bx_shuanglu_leaf_of()). */
typedef struct
{
  guint64 key;
  BxStep  steps[3];
} Fast;

/* The plays of two numbers of the fast path for two numbers, by first step: the first
 * step (a BxStep as a word), the points the second number `b` is played from after it in
 * the plays kept (bit 0: the bar; each is one play, points lowest first), and the index of
 * its first play among all.  A play's second step follows from the position after the
 * first (step_target()), so none is stored, and a play that needs no look-up costs one
 * bit (_bx_shuanglu_leaf_of() builds it). */
typedef struct
{
  guint32 st1;
  guint32 seconds;
  guint16 start;
  guint8  b;
} TwoFirst;



typedef struct
{
  const Priv *pv;
  Leaf       *leaves;
  guint64    *keys;
  guint       n_leaves;
  gboolean    indexed;      /* the leaves are in the hash table */
  guint32    *table;
  guint32    *gen;
  guint32     cur;
  guint       max_used;
  gboolean    overflow;
  gboolean    has_double;   /* the throw opens the gates */
  gboolean    off_ok;       /* this throw may bear off (no_bearoff, off_wait) */
  gboolean    distinct;     /* each number moves another piece */
  /* With distinct: the pieces not moved yet, per point (own pieces of the root less the
   * steps played from there: none ever arrives), and the points where some are left. */
  guint8      unmoved[N + 1];
  guint32     unmoved_mask;
  gboolean    alike;        /* the numbers to play are all alike (search()) */
  /* Two different numbers a, b: the plays "a from X, then b from another piece Y" seen
   * while a was played first (bit Y + 32 × kind of Y's step of pairs[kind of X's
   * step][X], the kind being 1 for bearoff.any's forced bear-off, else 0); when b is
   * played first, "b from Y, then a from X" reaches the same position and is skipped. */
  gboolean    track_die;    /* keep apart plays of one number by the number (ping.larger) */
  gboolean    pair_mode;
  guint       branch;       /* the index of the number played first */
  int         first_from;
  int         first_to;     /* -1: borne off */
  int         first_kind;
  guint64     pairs[2][N + 1];
  /* The search's memo of inner positions (see search()): on when n_dice > 2 or
   * doubles.distinct (never in pair_mode). */
  gboolean    memo;
  /* No step of the play can bear off or pass a gate, and no piece is on the bar (see
   * swap_skipped() in bx-shuanglu-movegen.c) */
  gboolean    swap_ok;
  guint32     memo_cur;
  guint       fast_steps;   /* 2 or 3: the leaves are the plays of that many numbers kept by
                             * a fast path, from `root` (3: `fast`; 2: `two_firsts`): build
                             * them with leaf_of() */
  const Fast *fast;
  gboolean    leaf_pos;     /* leaf_of() builds the play's position: pv->leaf_pos, or less
                             * where the caller knows that finish_move() will not read it */
  const TwoFirst *two_firsts;
  guint       n_two_firsts;
  Pos         root;
} Search;

static inline void
mask_add (RuleMask *m,
          int       rule)
{
  if (rule >= 0)
    m->w[rule >> 6] |= G_GUINT64_CONSTANT (1) << (rule & 63);
}

static inline void
mask_or (RuleMask       *a,
         const RuleMask *b)
{
  a->w[0] |= b->w[0];
  a->w[1] |= b->w[1];
}

/* Appends the rules of `m` to the move in ruleset order. */
static inline void
mask_emit (const RuleMask *m,
           BxMove         *move)
{
  guint n = move->n_rules;

  for (guint w = 0; w < 2; w++)
    {
      guint64 bits = m->w[w];
      while (bits != 0 && n < BX_MOVE_MAX_RULES)
        {
          move->rules[n++] = (guint16) (w * 64 + __builtin_ctzll (bits));
          bits &= bits - 1;
        }
    }
  move->n_rules = (guint8) n;
}

/* Bits lo … hi (own points) of a 32-bit point mask; empty when lo > hi. */
static inline guint32
point_bits (int lo,
            int hi)
{
  if (lo > hi)
    return 0;
  return (guint32) (((G_GUINT64_CONSTANT (2) << hi) - 1) & ~((G_GUINT64_CONSTANT (1) << lo) - 1));
}

/* What a throw brings beside its moves, the same for every move of it. */
typedef struct
{
  guint    n_dice;
  guint8   dice[MAX_DICE];  /* the numbers to play (a double's repeated) */
  gboolean was_formed;    /* the mover's formation stood before the move */
  guint    hits;          /* times the mover was hit */
  gboolean penalty_open;  /* 揭頭 applies to a move from pen_point */
  gboolean off_waited;    /* bearing off waits for the next throw (bearoff.wait-throw) */
  RuleMask pass_rules;    /* the rules of a pass */
  RuleMask move_rules;    /* the rules of every other move */
} Context;

/* The distinct complete plays of a throw (the leaves, in order; those whose die_used is
 * not `larger` are dropped when larger_applied), and what their moves share. */
typedef struct
{
  Search   sr;
  Context  cx;
  guint8   larger;
  gboolean larger_applied;
} Plays;

/* bx_throw_is_double() (two dice or more, all alike), its common cases of two and three
 * dice without a call: it is asked a few times a move. */
static inline gboolean
throw_all_alike (const BxThrow *t)
{
  if (t->n == 2)
    return t->d[0] == t->d[1];
  if (t->n == 3)
    return t->d[0] == t->d[1] && t->d[1] == t->d[2];
  return bx_throw_is_double (t);
}

/* 雙彩 (pushuang.xiazan.2, .dashi.9): all dice alike, or (doubles.kind pair) any two. */
static inline gboolean
throw_is_shuangcai (const Priv    *pv,
                    const BxThrow *t)
{
  if (pv->doubles_kind == DOUBLE_ALL)
    return throw_all_alike (t);
  if (t->n == 3)
    return t->d[0] == t->d[1] || t->d[0] == t->d[2] || t->d[1] == t->d[2];
  for (guint i = 0; i < t->n; i++)
    for (guint j = 0; j < i; j++)
      if (t->d[i] == t->d[j])
        return TRUE;
  return FALSE;
}

/* 渾花: three or more dice all alike. */
static inline gboolean
throw_is_triple (const BxThrow *t)
{
  return t->n >= 3 && throw_all_alike (t);
}


/**
 * BxShuangluGen:
 * @BX_SHUANGLU_GEN_AUTO: the fast path for two or three numbers when one applies, else the
 *   search
 * @BX_SHUANGLU_GEN_SEARCH: always the general depth-first search
 *
 * Which generator _bx_shuanglu_generate() uses.  Both give the same plays in the same
 * order (tests/test-shuanglu-movegen.c compares them); SEARCH is for that test only.
 */
typedef enum
{
  BX_SHUANGLU_GEN_AUTO,
  BX_SHUANGLU_GEN_SEARCH,
} BxShuangluGen;

/* bx-shuanglu-pos.c: the keys of the additive position hash (see there), under the short
 * names the generator uses; a position from the state; the memo of inner positions. */
G_GNUC_INTERNAL extern guint64 _bx_shuanglu_key_point[N + 2];
G_GNUC_INTERNAL extern guint64 _bx_shuanglu_key_hit[N + 1];
G_GNUC_INTERNAL extern guint64 _bx_shuanglu_key_used[16][16];
G_GNUC_INTERNAL extern guint64 _bx_shuanglu_key_step[N + 1][N + 1];
#define key_point _bx_shuanglu_key_point
#define key_hit _bx_shuanglu_key_hit
#define key_used _bx_shuanglu_key_used
#define key_step _bx_shuanglu_key_step

/* Whether a step may land on a point holding v: step_check()'s test, for Pos.land. */
static inline guint32
land_ok (const Priv *pv,
         int         v)
{
  return v > pv->land_lo && v < pv->land_hi;
}

void _bx_shuanglu_keys_init (void);
void _bx_shuanglu_to_pos (const Priv            *pv,
                          const BxShuangluState *s,
                          int                    player,
                          Pos                   *pos);
void _bx_shuanglu_memo_reset (Search *sr);
gboolean _bx_shuanglu_memo_seen (Search       *sr,
                                 const Pos    *pos,
                                 const guint8 *rest,
                                 guint         n_rest);

/* bx-shuanglu-movegen.c */
void _bx_shuanglu_add_leaf (Search       *sr,
                            const Pos    *pos,
                            const BxMove *move);
void _bx_shuanglu_generate (const Priv    *pv,
                            const BxState *state,
                            const BxThrow *t,
                            BxShuangluGen  how,
                            Plays         *plays);
const Leaf *_bx_shuanglu_leaf_of (const Search *sr,
                                  guint         i,
                                  Leaf         *tmp);

/* bx-shuanglu-three.c */
gboolean _bx_shuanglu_three_numbers (Search       *sr,
                                     const Pos    *root,
                                     const guint8 *dice);

/* bx-shuanglu-moves.c */
gboolean _bx_shuanglu_formation_holds (const Priv  *pv,
                                       const gint8 *b,
                                       guint        hits);
void _bx_shuanglu_legal_moves_with (const BxGame  *game,
                                    const BxState *state,
                                    const BxThrow *t,
                                    BxShuangluGen  how,
                                    GArray        *out);
void shuanglu_legal_moves (const BxGame  *game,
                           const BxState *state,
                           const BxThrow *t,
                           GArray        *out);
void shuanglu_random_move (const BxGame  *game,
                           const BxState *state,
                           const BxThrow *t,
                           BxRng         *choice,
                           BxMove        *out);

G_END_DECLS
