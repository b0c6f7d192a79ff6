/* bx-shuanglu.c: the 雙陸 engine of 譜雙, driven by ruleset params only
 *
 * The move generator works in the mover's own point numbers (1 = the last point before
 * bearing off, 24 = the farthest; a die of d moves a piece from p to p − d), on a small
 * position value copied down a depth-first search of the dice.  The complete plays are
 * the leaves; they are filtered (play as many numbers as possible, the larger when only
 * one can be played), de-duplicated by resulting position with an open-addressing table
 * in thread-local scratch space, and only then turned into moves with their rules.  No
 * heap allocation happens beyond growing the caller's move list.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-shuanglu.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "bx-error.h"

#define N BX_SHUANGLU_N_POINTS
#define MAX_DICE 8
#define LEAF_MAX 4096
#define TABLE_SIZE 8192   /* power of two, > 1.5 × LEAF_MAX */
#define SCAN_MAX 24       /* plays compared one by one before the hash table */
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
  guint32 gates_mask;      /* own points passed only on a double (bit p) */
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
  /* 揭頭 */
  int  pen_point;
  int  pen_min_die;
  int  pen_score;
  /* the rules a step's flags (BxStepFlags) bring to its move */
  RuleMask flag_rules[64];
  /* … with the rule of a plain bear-off: [flags][the point is beyond the number] */
  RuleMask step_rules[64][2];
  /* rule indices (-1: no such rule) */
  int  r_direction, r_move, r_doubles, r_all, r_larger, r_stack, r_hit, r_block_pass,
       r_reenter, r_reenter_first, r_gate, r_bearoff, r_over, r_highest, r_down, r_pass,
       r_win, r_single, r_double, r_extra, r_distinct, r_any, r_gates, r_triple,
       r_win_home, r_form, r_pen, r_entry;
} Priv;

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
  gboolean    distinct;     /* each number moves another piece */
  guint8      moved[N + 1]; /* pieces moved this play, per point (with distinct) */
  /* Two different numbers a, b: the plays "a from X, then b from another piece Y" seen
   * while a was played first (bit Y of pairs[X]); when b is played first, "b from Y,
   * then a from X" reaches the same position and is skipped. */
  gboolean    track_die;    /* keep apart plays of one number by the number (ping.larger) */
  gboolean    pair_mode;
  guint       branch;       /* the index of the number played first */
  int         first_from;
  int         first_to;     /* -1: borne off */
  guint32     pairs[N + 1];
  gboolean    two;          /* the leaves are plays of two numbers kept by two_numbers(),
                             * from `root`: build them with leaf_of() */
  Pos         root;
} Search;

static _Thread_local Leaf scratch_leaves[LEAF_MAX];
static _Thread_local guint64 scratch_keys[LEAF_MAX];
static _Thread_local guint32 scratch_table[TABLE_SIZE];
static _Thread_local guint32 scratch_gen[TABLE_SIZE];
static _Thread_local guint32 scratch_cur_gen;

/* Keys of the additive position hash: a play's key is the sum over its steps of
 * key_point[to] − key_point[from] (0 = the bar, N + 1 = off), plus key_hit[p] for each
 * enemy piece hit on p, plus key_used[used][die_used].  A sum does not depend on the order
 * of the steps, and is a function of the resulting position (from one root), so equal
 * positions have equal keys; keys are only compared among the plays of one throw, and
 * equal keys are confirmed with memcmp. */
static guint64 key_point[N + 2];
static guint64 key_hit[N + 1];
static guint64 key_used[16][16];
/* key_step[d][p]: what playing d from own point p (1 … 24) adds to the key, without a hit */
static guint64 key_step[N + 1][N + 1];

static void
keys_init (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      guint64 k = 0;
      for (int p = 0; p < N + 2; p++)
        key_point[p] = bx_rng_at (G_GUINT64_CONSTANT (0x5eed5eed), k++);
      for (int p = 0; p < N + 1; p++)
        key_hit[p] = bx_rng_at (G_GUINT64_CONSTANT (0x5eed5eed), k++);
      for (int u = 0; u < 16; u++)
        for (int d = 0; d < 16; d++)
          key_used[u][d] = bx_rng_at (G_GUINT64_CONSTANT (0x5eed5eed), k++);
      for (int d = 1; d <= N; d++)
        for (int p = 1; p <= N; p++)
          key_step[d][p] = key_point[p > d ? p - d : N + 1] - key_point[p];
      g_once_init_leave (&done, 1);
    }
}

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

static const char *labels_zh[N] = {
  "左後六", "左後五", "左後四", "左後三", "左後二", "左後一",
  "左前一", "左前二", "左前三", "左前四", "左前五", "左前六",
  "右前六", "右前五", "右前四", "右前三", "右前二", "右前一",
  "右後一", "右後二", "右後三", "右後四", "右後五", "右後六",
};

static const char *labels_en[N] = {
  "left rear 6", "left rear 5", "left rear 4", "left rear 3", "left rear 2", "left rear 1",
  "left front 1", "left front 2", "left front 3", "left front 4", "left front 5",
  "left front 6", "right front 6", "right front 5", "right front 4", "right front 3",
  "right front 2", "right front 1", "right rear 1", "right rear 2", "right rear 3",
  "right rear 4", "right rear 5", "right rear 6",
};

/* ---------------------------------------------------------------- coordinates */

/**
 * bx_shuanglu_own_point:
 * @index: an absolute point, 0–23
 * @player: 0 (White) or 1 (Black)
 *
 * Returns: the player's own number of the point, 1–24 (the number a die counts to
 *   bear off from it).
 */
int
bx_shuanglu_own_point (int index,
                       int player)
{
  return player == 0 ? index + 1 : N - index;
}

/**
 * bx_shuanglu_index_of:
 * @own_point: a player's own point number, 1–24
 * @player: 0 (White) or 1 (Black)
 *
 * Returns: the absolute index, 0–23.
 */
int
bx_shuanglu_index_of (int own_point,
                      int player)
{
  return player == 0 ? own_point - 1 : N - own_point;
}

/**
 * bx_shuanglu_point_label:
 * @index: an absolute point, 0–23
 *
 * Returns: its name after the board mapping of rule ping.board ("左後一"), static.
 */
const char *
bx_shuanglu_point_label (int index)
{
  g_return_val_if_fail (index >= 0 && index < N, NULL);
  return labels_zh[index];
}

/**
 * bx_shuanglu_point_label_en:
 * @index: an absolute point, 0–23
 *
 * Returns: its English name ("left rear 1"), static.
 */
const char *
bx_shuanglu_point_label_en (int index)
{
  g_return_val_if_fail (index >= 0 && index < N, NULL);
  return labels_en[index];
}

/**
 * bx_shuanglu_point_role:
 * @game: a 雙陸 game (its board.home and board.gate params)
 * @index: an absolute point, 0–23
 * @player: whose names (0 White, 1 Black)
 *
 * Returns: what 南北局例 calls the point for @player: 胲 (pushuang.nanbei.1), 門
 *   (pushuang.nanbei.2), another point of the 宫 (pushuang.nanbei.8), or none.
 */
BxShuangluRole
bx_shuanglu_point_role (const BxGame *game,
                        int           index,
                        int           player)
{
  const Priv *pv = bx_game_get_priv (game);
  int p = bx_shuanglu_own_point (index, player);

  if (p == pv->home)
    return BX_SHUANGLU_ROLE_GAI;
  if (p == pv->gate)
    return BX_SHUANGLU_ROLE_MEN;
  if (p >= 1 && p <= pv->home)
    return BX_SHUANGLU_ROLE_GONG;
  return BX_SHUANGLU_ROLE_NONE;
}

static inline int
own_to_index (int p,
              int player)
{
  return player == 0 ? p - 1 : N - p;
}

/* ---------------------------------------------------------------- prepare */

/* An inclusive range of own points, "LO,HI" (or "LO:HI"). */
static gboolean
opt_range (BxGame     *game,
           const char *name,
           int        *lo,
           int        *hi,
           GError    **error)
{
  BxRuleset *rs = bx_game_get_ruleset (game);
  int list[2];
  guint n = 0;

  if (bx_ruleset_get_param (rs, name) == NULL)
    return TRUE;
  if (!bx_ruleset_get_int_list (rs, name, list, 2, &n, error))
    return FALSE;
  if (n != 2 || list[0] < 1 || list[1] > N || list[0] > list[1])
    return bx_game_param_error (game, name, "must be LO,HI with 1 ≤ LO ≤ HI ≤ 24", error);
  *lo = list[0];
  *hi = list[1];
  return TRUE;
}

static gboolean
shuanglu_prepare (BxGame   *game,
                  gpointer  priv,
                  GError  **error)
{
  static const char * const doubles_kinds[] = { "all", "pair", NULL };
  static const char * const double_ifs[] = { "not-home", "none-off", "no-formation", NULL };
  static const char * const form_kinds[] = { "none", "row", "any", "all-in", NULL };
  static const char * const entry_points[] = { "far", "near", NULL };
  Priv *pv = priv;
  BxRuleset *rs = bx_game_get_ruleset (game);
  int list[16];
  guint n_list = 0;
  int players = 2, points = N, total = 0, dummy, entry = 0;
  const char *reentry, *direction;
  gboolean b;

  keys_init ();
  if (!bx_game_param_int (game, "players", 2, G_MININT, G_MAXINT, &players, error)
      || !bx_game_param_int (game, "board.points", N, G_MININT, G_MAXINT, &points, error)
      || !bx_ruleset_get_int (rs, "pieces", &pv->n_pieces, error)
      || !bx_game_param_int (game, "board.home", 6, G_MININT, G_MAXINT, &pv->home, error)
      || !bx_game_param_int (game, "board.gate", pv->home + 1, G_MININT, G_MAXINT, &pv->gate, error)
      || !bx_game_param_int (game, "turn.first", 0, G_MININT, G_MAXINT, &pv->first, error)
      || !bx_game_param_int (game, "doubles.moves", 2, G_MININT, G_MAXINT, &pv->doubles_moves,
                             error)
      || !bx_game_param_bool (game, "doubles.extra-throw", FALSE, &pv->extra_throw, error)
      || !bx_game_param_bool (game, "doubles.distinct", FALSE, &pv->doubles_distinct, error)
      || !bx_game_param_choice (game, "doubles.kind", doubles_kinds, DOUBLE_ALL, &pv->doubles_kind,
                                error)
      || !bx_game_param_bool (game, "play.all-dice", TRUE, &pv->all_dice, error)
      || !bx_game_param_bool (game, "play.larger-first", TRUE, &pv->larger_first, error)
      || !bx_game_param_bool (game, "stack.allowed", TRUE, &b, error)
      || !bx_game_param_int (game, "stack.max", 0, G_MININT, G_MAXINT, &pv->stack_max, error)
      || !bx_game_param_bool (game, "hit.lone", TRUE, &pv->hit_lone, error)
      || !bx_game_param_int (game, "block.min", 2, G_MININT, G_MAXINT, &pv->block_min, error)
      || !bx_game_param_bool (game, "block.intermediate", TRUE, &b, error)
      || !bx_game_param_bool (game, "reentry.first", TRUE, &pv->reentry_first, error)
      || !bx_game_param_choice (game, "entry.point", entry_points, 0, &entry, error)
      || !bx_game_param_bool (game, "bearoff.after-gate", TRUE, &pv->after_gate, error)
      || !bx_game_param_bool (game, "bearoff.exact", TRUE, &b, error)
      || !bx_game_param_bool (game, "bearoff.overshoot", TRUE, &pv->overshoot, error)
      || !bx_game_param_bool (game, "bearoff.overshoot-highest", TRUE, &pv->overshoot_highest,
                              error)
      || !bx_game_param_bool (game, "bearoff.move-down", TRUE, &b, error)
      || !bx_game_param_bool (game, "bearoff.any", FALSE, &pv->bearoff_any, error)
      || !bx_game_param_bool (game, "pass.forced", TRUE, &b, error)
      || !bx_game_param_bool (game, "win.all-off", TRUE, &b, error)
      || !bx_game_param_bool (game, "win.all-home", FALSE, &pv->win_all_home, error)
      || !bx_game_param_int (game, "score.single", 1, G_MININT, G_MAXINT, &pv->score_single, error)
      || !bx_game_param_int (game, "score.double", 0, G_MININT, G_MAXINT, &pv->score_double, error)
      || !bx_game_param_choice (game, "score.double-if", double_ifs, DOUBLE_IF_NOT_HOME,
                                &pv->double_if, error)
      || !bx_game_param_int (game, "score.triple", 0, G_MININT, G_MAXINT, &pv->triple_score, error)
      || !bx_game_param_choice (game, "formation.kind", form_kinds, FORM_NONE, &pv->form_kind,
                                error)
      || !bx_game_param_int (game, "formation.count", 0, G_MININT, G_MAXINT, &pv->form_count, error)
      || !bx_game_param_int (game, "formation.size", 2, G_MININT, G_MAXINT, &pv->form_size, error)
      || !bx_game_param_int (game, "formation.step", 1, G_MININT, G_MAXINT, &pv->form_step, error)
      || !bx_game_param_int (game, "formation.score", 1, G_MININT, G_MAXINT, &pv->form_score, error)
      || !bx_game_param_bool (game, "formation.unhit", FALSE, &pv->form_unhit, error)
      || !bx_game_param_bool (game, "formation.ends-game", FALSE, &pv->form_ends, error)
      || !bx_game_param_int (game, "penalty.point", 0, G_MININT, G_MAXINT, &pv->pen_point, error)
      || !bx_game_param_int (game, "penalty.min-die", 6, G_MININT, G_MAXINT, &pv->pen_min_die,
                             error)
      || !bx_game_param_int (game, "penalty.score", 0, G_MININT, G_MAXINT, &pv->pen_score, error)
      || !bx_game_param_int (game, "dice.count", 2, G_MININT, G_MAXINT, &dummy, error))
    return FALSE;

  pv->r_doubles = bx_game_rule_index (game, "doubles.moves");
  pv->r_single = bx_game_rule_index (game, "score.single");
  pv->r_double = bx_game_rule_index (game, "score.double");
  pv->r_triple = bx_game_rule_index (game, "score.triple");
  pv->r_form = bx_game_rule_index (game, "formation.score");
  pv->r_pen = bx_game_rule_index (game, "penalty.point");
  pv->r_extra = bx_game_rule_index (game, "doubles.extra-throw");
  pv->r_distinct = bx_game_rule_index (game, "doubles.distinct");
  pv->r_all = bx_game_rule_index (game, "play.all-dice");
  pv->r_larger = bx_game_rule_index (game, "play.larger-first");
  pv->r_stack = bx_game_rule_index (game, "stack.allowed");
  pv->r_hit = bx_game_rule_index (game, "hit.lone");
  pv->r_block_pass = bx_game_rule_index (game, "block.intermediate");
  pv->r_reenter_first = bx_game_rule_index (game, "reentry.first");
  pv->r_gate = bx_game_rule_index (game, "bearoff.after-gate");
  pv->r_bearoff = bx_game_rule_index (game, "bearoff.exact");
  pv->r_over = bx_game_rule_index (game, "bearoff.overshoot");
  pv->r_highest = bx_game_rule_index (game, "bearoff.overshoot-highest");
  pv->r_down = bx_game_rule_index (game, "bearoff.move-down");
  pv->r_any = bx_game_rule_index (game, "bearoff.any");
  pv->r_pass = bx_game_rule_index (game, "pass.forced");
  pv->r_win = bx_game_rule_index (game, "win.all-off");
  pv->r_win_home = bx_game_rule_index (game, "win.all-home");

  pv->r_move = bx_ruleset_param_rule (rs, "move.split");
  pv->r_direction = bx_ruleset_param_rule (rs, "direction");
  pv->r_reenter = bx_ruleset_param_rule (rs, "reentry.target");
  pv->r_entry = bx_ruleset_param_rule (rs, "entry.point");
  pv->r_gates = bx_ruleset_param_rule (rs, "gates.points");
  pv->entry_near = entry == 1;
  /* Only cite a rule for an extra throw, distinct pieces or a formation that is on. */
  if (!pv->extra_throw)
    pv->r_extra = -1;
  if (!pv->doubles_distinct)
    pv->r_distinct = -1;
  if (!pv->bearoff_any)
    pv->r_any = -1;
  if (!pv->win_all_home)
    pv->r_win_home = -1;
  if (pv->form_kind == FORM_NONE)
    pv->r_form = -1;
  if (pv->pen_score <= 0)
    pv->r_pen = -1;
  if (bx_ruleset_get_n_rules (rs) > 128)
    return bx_game_param_error (game, "players", "the 雙陸 engine cites at most 128 rules", error);
  for (guint f = 0; f < G_N_ELEMENTS (pv->flag_rules); f++)
    {
      RuleMask *m = &pv->flag_rules[f];
      if (f & BX_STEP_ENTER)
        {
          mask_add (m, pv->r_reenter);
          mask_add (m, pv->r_entry);
        }
      if (f & BX_STEP_HIT)
        mask_add (m, pv->r_hit);
      if (f & BX_STEP_STACK)
        mask_add (m, pv->r_stack);
      if (f & BX_STEP_HOME)
        mask_add (m, pv->r_down);
      if (f & BX_STEP_BEAR_OFF)
        mask_add (m, pv->r_gate);
      if ((f & BX_STEP_BEAR_OFF) && (f & BX_STEP_OVERSHOOT))
        {
          mask_add (m, pv->r_over);
          mask_add (m, pv->r_highest);
        }
    }
  for (guint f = 0; f < G_N_ELEMENTS (pv->flag_rules); f++)
    for (guint beyond = 0; beyond < 2; beyond++)
      {
        RuleMask *m = &pv->step_rules[f][beyond];
        *m = pv->flag_rules[f];
        if ((f & (BX_STEP_BEAR_OFF | BX_STEP_OVERSHOOT)) == BX_STEP_BEAR_OFF)
          mask_add (m, beyond ? pv->r_any : pv->r_bearoff);
      }
  if (players != 2)
    return bx_game_param_error (game, "players", "the 雙陸 engine plays two players", error);
  if (points != N)
    return bx_game_param_error (game, "board.points", "the 雙陸 engine plays 24 points", error);
  if (pv->n_pieces < 1 || pv->n_pieces > 30)
    return bx_game_param_error (game, "pieces", "must be 1–30", error);
  if (pv->home < 1 || pv->home > 12 || pv->gate <= pv->home || pv->gate > N)
    return bx_game_param_error (game, "board.gate", "needs 1 ≤ home < gate ≤ 24", error);
  if (pv->doubles_moves < 1 || pv->doubles_moves > MAX_DICE)
    return bx_game_param_error (game, "doubles.moves", "must be 1–8", error);
  if (pv->block_min < 1)
    return bx_game_param_error (game, "block.min", "must be ≥ 1", error);
  /* step_check()'s landing test, as a range of counts (a count is at most 30). */
  pv->land_lo = pv->hit_lone ? -MIN (pv->block_min, 31) : -1;
  pv->land_hi = pv->stack_max > 0 ? MIN (pv->stack_max, 31) : 31;
  if (pv->first < 0 || pv->first > 1)
    return bx_game_param_error (game, "turn.first", "must be 0 or 1", error);
  if (pv->triple_score < 0 || pv->triple_score > 9 || pv->pen_score < 0 || pv->pen_score > 9
      || pv->form_score < 0 || pv->form_score > 9)
    return bx_game_param_error (game, "score.triple", "special scores are 0–9", error);
  direction = bx_ruleset_get_param (rs, "direction");
  if (direction != NULL && strcmp (direction, "mirror") != 0)
    return bx_game_param_error (game, "direction", "only 'mirror' is known", error);
  reentry = bx_ruleset_get_param (rs, "reentry.target");
  if (reentry != NULL && strcmp (reentry, "empty") != 0 && strcmp (reentry, "open") != 0)
    return bx_game_param_error (game, "reentry.target", "must be 'empty' or 'open'", error);
  pv->reentry_empty = reentry == NULL || strcmp (reentry, "empty") == 0;

  /* The formation: formation.region LO,HI in own points. */
  pv->form_lo = 1;
  pv->form_hi = N;
  if (!opt_range (game, "formation.region", &pv->form_lo, &pv->form_hi, error))
    return FALSE;
  if (pv->form_kind != FORM_NONE && pv->form_kind != FORM_ALL_IN
      && (pv->form_count < 1 || pv->form_size < 1 || pv->form_step < 1
          || pv->form_lo + (pv->form_kind == FORM_ROW ? (pv->form_count - 1) * pv->form_step
                                                      : pv->form_count - 1) > pv->form_hi))
    return bx_game_param_error (game, "formation.count", "the formation does not fit its region",
                                error);
  if (pv->pen_score > 0 && (pv->pen_point < 1 || pv->pen_point > N))
    return bx_game_param_error (game, "penalty.point", "must be an own point, 1–24", error);

  /* Gates: own points passed (crossed or reached) only on a double. */
  if (bx_ruleset_get_param (rs, "gates.points") != NULL)
    {
      if (!bx_ruleset_get_int_list (rs, "gates.points", list, G_N_ELEMENTS (list), &n_list,
                                    error))
        return FALSE;
      for (guint i = 0; i < n_list; i++)
        {
          if (list[i] < 1 || list[i] > N)
            return bx_game_param_error (game, "gates.points", "points are 1–24", error);
          pv->gates_mask |= 1u << list[i];
        }
      n_list = 0;
    }

  /* setup "none": every piece starts off the board and enters by the dice. */
  if (bx_ruleset_get_param (rs, "setup") != NULL
      && strcmp (bx_ruleset_get_param (rs, "setup"), "none") != 0)
    {
      if (!bx_ruleset_get_int_list (rs, "setup", list, G_N_ELEMENTS (list), &n_list, error))
        return FALSE;
      if (n_list % 2 != 0 || n_list / 2 > G_N_ELEMENTS (pv->setup_point))
        return bx_game_param_error (game, "setup", "must be POINT:COUNT pairs", error);
      for (guint i = 0; i < n_list; i += 2)
        {
          if (list[i] < 1 || list[i] > N || list[i + 1] < 1)
            return bx_game_param_error (game, "setup", "points are 1–24, counts ≥ 1", error);
          pv->setup_point[pv->n_setup] = list[i];
          pv->setup_count[pv->n_setup] = list[i + 1];
          pv->n_setup++;
          total += list[i + 1];
        }
      if (total > pv->n_pieces)
        return bx_game_param_error (game, "setup", "places more pieces than 'pieces'", error);
    }
  return TRUE;
}


/* ---------------------------------------------------------------- state */

static guint
shuanglu_n_players (const BxGame *game)
{
  return 2;
}

static void
shuanglu_init_state (const BxGame *game,
                     BxState      *state)
{
  const Priv *pv = bx_game_get_priv (game);
  BxShuangluState *s = bx_shuanglu_state (state);
  int placed = 0;

  state->player = pv->first;
  for (int i = 0; i < pv->n_setup; i++)
    {
      s->points[own_to_index (pv->setup_point[i], 0)] += pv->setup_count[i];
      s->points[own_to_index (pv->setup_point[i], 1)] -= pv->setup_count[i];
      placed += pv->setup_count[i];
    }
  /* Pieces not set out start off the board and enter by the dice. */
  s->bar[0] = s->bar[1] = pv->n_pieces - placed;
}

/* ---------------------------------------------------------------- moves */

/* Bits lo … hi (own points) of a 32-bit point mask; empty when lo > hi. */
static inline guint32
point_bits (int lo,
            int hi)
{
  if (lo > hi)
    return 0;
  return (guint32) (((G_GUINT64_CONSTANT (2) << hi) - 1) & ~((G_GUINT64_CONSTANT (1) << lo) - 1));
}

/* Whether a step may land on a point holding v: step_check()'s test, for Pos.land. */
static inline guint32
land_ok (const Priv *pv,
         int         v)
{
  return v > pv->land_lo && v < pv->land_hi;
}

static void
to_pos (const Priv            *pv,
        const BxShuangluState *s,
        int                    player,
        Pos                   *pos)
{
  guint32 occ = 0, land = 0, outside;

  memset (pos, 0, sizeof *pos);
  if (player == 0)
    memcpy (pos->b + 1, s->points, N);
  else
    {
      /* b[p] = −points[24 − p]: the three words of the points reversed and negated. */
      guint64 w[3], r;
      memcpy (w, s->points, N);
      for (int i = 0; i < 3; i++)
        {
          r = __builtin_bswap64 (w[2 - i]);
          /* bytewise 0 − r, without carries between the bytes */
          r = ((G_GUINT64_CONSTANT (0x8080808080808080) - (r & G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f)))
               ^ (r & G_GUINT64_CONSTANT (0x8080808080808080)))
              ^ G_GUINT64_CONSTANT (0x8080808080808080);
          memcpy (pos->b + 1 + 8 * i, &r, 8);
        }
    }
  pos->bar = s->bar[player];
  pos->off = s->off[player];
#ifdef __SSE2__
  {
    const __m128i zero = _mm_setzero_si128 ();
    const __m128i lo_v = _mm_set1_epi8 ((char) pv->land_lo);
    const __m128i hi_v = _mm_set1_epi8 ((char) pv->land_hi);
    __m128i lo = _mm_loadu_si128 ((const __m128i *) (const void *) (pos->b + 1));
    __m128i hi = _mm_loadl_epi64 ((const __m128i *) (const void *) (pos->b + 17));
    occ = ((guint32) _mm_movemask_epi8 (_mm_cmpgt_epi8 (lo, zero))
           | ((guint32) _mm_movemask_epi8 (_mm_cmpgt_epi8 (hi, zero)) & 0xff) << 16) << 1;
    land = ((guint32) _mm_movemask_epi8 (_mm_and_si128 (_mm_cmpgt_epi8 (lo, lo_v),
                                                        _mm_cmplt_epi8 (lo, hi_v)))
            | ((guint32) _mm_movemask_epi8 (_mm_and_si128 (_mm_cmpgt_epi8 (hi, lo_v),
                                                           _mm_cmplt_epi8 (hi, hi_v)))
               & 0xff) << 16) << 1;
  }
#else
  for (int p = 1; p <= N; p++)
    {
      occ |= (guint32) (pos->b[p] > 0) << p;
      land |= land_ok (pv, pos->b[p]) << p;
    }
#endif
  pos->occ = occ;
  pos->land = land;
  outside = pos->bar;
  for (guint32 m = occ & ~((1u << pv->gate) - 1); m != 0; m &= m - 1)
    outside += (guint32) pos->b[__builtin_ctz (m)];
  pos->outside = (guint8) outside;
}

/* Whether one number d may be played from own point `from` (0 = the bar); if so, where it
 * goes (0 = off) and the step's flags.  With `force_off` the piece is borne off whatever
 * the number (bearoff.any).  Reads the position only. */
static inline __attribute__ ((always_inline)) gboolean
step_check (const Search *sr,
            const Pos    *pos,
            int           from,
            int           d,
            gboolean      force_off,
            int          *to_out,
            guint        *flags_out)
{
  const Priv *pv = sr->pv;
  guint flags = 0;
  int to, v;

  if (from == 0)
    {
      to = pv->entry_near ? d : N + 1 - d;
      if (to < 1 || to > N)
        return FALSE;
      if (pv->reentry_empty && pos->b[to] != 0)
        return FALSE;
      if (pv->gates_mask != 0 && !sr->has_double
          && (pv->gates_mask & point_bits (to, pv->entry_near ? to : N)) != 0)
        return FALSE;
      flags = BX_STEP_ENTER;
    }
  else
    {
      to = from - d;
      if (to <= 0 || force_off)
        {
          if (pv->after_gate && pos->outside != 0)
            return FALSE;
          if (to < 0)
            {
              if (!pv->overshoot)
                return FALSE;
              if (pv->overshoot_highest && (pos->occ & point_bits (from + 1, pv->gate - 1)) != 0)
                return FALSE;
              flags = BX_STEP_OVERSHOOT;
            }
          if (pv->gates_mask != 0 && !sr->has_double
              && (pv->gates_mask & point_bits (1, from - 1)) != 0)
            return FALSE;
          *to_out = 0;
          *flags_out = flags | BX_STEP_BEAR_OFF;
          return TRUE;
        }
      if (from < pv->gate && pos->outside == 0)
        flags = BX_STEP_HOME;
      if (pv->gates_mask != 0 && !sr->has_double
          && (pv->gates_mask & point_bits (to, from - 1)) != 0)
        return FALSE;
    }

  v = pos->b[to];
  if (v < 0)
    {
      if (-v >= pv->block_min || !pv->hit_lone)
        return FALSE;
      flags |= BX_STEP_HIT;
    }
  else if (v > 0)
    {
      if (pv->stack_max > 0 && v >= pv->stack_max)
        return FALSE;
      flags |= BX_STEP_STACK;
    }
  *to_out = to;
  *flags_out = flags;
  return TRUE;
}

/* A BxStep as one word (stored with memcpy), so that no step is assembled byte by byte. */
static inline guint32
step_word (int   from,
           int   to,
           int   die,
           guint flags)
{
  G_STATIC_ASSERT (sizeof (BxStep) == 4 && G_STRUCT_OFFSET (BxStep, to) == 1
                   && G_STRUCT_OFFSET (BxStep, die) == 2 && G_STRUCT_OFFSET (BxStep, flags) == 3);
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
  return (guint32) (guint8) from | (guint32) (guint8) to << 8 | (guint32) (guint8) die << 16
         | (guint32) (guint8) flags << 24;
#else
  return (guint32) (guint8) from << 24 | (guint32) (guint8) to << 16
         | (guint32) (guint8) die << 8 | (guint32) (guint8) flags;
#endif
}

/* Plays a step that step_check() allowed, and writes it to `step`. */
static inline __attribute__ ((always_inline)) void
step_apply (const Priv *pv,
            Pos        *pos,
            int         from,
            int         to,
            int         d,
            guint       flags,
            BxStep     *step)
{
  if (from == 0)
    {
      pos->bar--;
      if (to < pv->gate)
        pos->outside--;
    }
  else
    {
      if (--pos->b[from] == 0)
        pos->occ &= ~(1u << from);
      pos->land = (pos->land & ~(1u << from)) | land_ok (pv, pos->b[from]) << from;
      if (from >= pv->gate && to < pv->gate)
        pos->outside--;
    }
  pos->h -= key_point[from];
  if (flags & BX_STEP_BEAR_OFF)
    {
      pos->off++;
      pos->h += key_point[N + 1];
    }
  else
    {
      if (flags & BX_STEP_HIT)
        {
          pos->b[to] = 1;
          pos->h += key_hit[to];
        }
      else
        pos->b[to]++;
      pos->occ |= 1u << to;
      pos->land = (pos->land & ~(1u << to)) | land_ok (pv, pos->b[to]) << to;
      pos->h += key_point[to];
    }
  {
    guint32 w = step_word (from, to, d, flags);
    memcpy (step, &w, sizeof w);
  }
}

/* The points a number may be played from, lowest first (bit 0: the bar). */
static inline guint32
froms_of (const Priv *pv,
          const Pos  *pos)
{
  if (pos->bar > 0 && pv->reentry_first)
    return 1;
  return pos->occ | (pos->bar > 0 ? 1u : 0u);
}

/* Of the points `froms` (bit 0: the bar), those from which step_check() allows the number
 * d (without force_off): the same tests, on all points at once. */
static inline __attribute__ ((always_inline)) guint32
legal_froms (const Search *sr,
             const Pos    *pos,
             guint32       froms,
             int           d)
{
  const Priv *pv = sr->pv;
  const gboolean gated = pv->gates_mask != 0 && !sr->has_double;
  guint32 ok = 0, rest = froms & ~1u;
  int to;
  guint flags;

  if (G_UNLIKELY (d < 1 || d > N))
    {
      for (; froms != 0; froms &= froms - 1)
        if (step_check (sr, pos, __builtin_ctz (froms), d, FALSE, &to, &flags))
          ok |= froms & -froms;
      return ok;
    }
  if ((froms & 1) && step_check (sr, pos, 0, d, FALSE, &to, &flags))
    ok = 1;
  if (rest == 0)
    return ok;
  /* Steps within the board: from p to p − d ≥ 1 (land has no bit 0). */
  {
    guint32 moves = rest & (pos->land << d);
    if (G_UNLIKELY (gated))
      /* not passing or reaching a gate: no gate in from − d … from − 1 */
      for (int i = 1; i <= d; i++)
        moves &= ~(pv->gates_mask << i);
    ok |= moves;
  }
  /* Bearing off: from p ≤ d. */
  if (!(pv->after_gate && pos->outside != 0))
    {
      guint32 cand = rest & (((guint32) 2 << d) - 1);
      guint32 off = cand & (1u << d);
      if (pv->overshoot)
        {
          guint32 over = cand & ((1u << d) - 1);
          guint32 above = pos->occ & point_bits (1, pv->gate - 1);
          if (pv->overshoot_highest && over != 0 && above != 0)
            /* no own piece above from (below the gate): from is the highest */
            over &= ~((1u << (31 - __builtin_clz (above))) - 1);
          off |= over;
        }
      if (G_UNLIKELY (gated))
        /* no gate in 1 … from − 1 */
        off &= ((guint32) 2 << __builtin_ctz (pv->gates_mask)) - 1;
      ok |= off;
    }
  return ok;
}

/* Where a step that legal_froms() allows goes, and its flags, as step_check() says. */
static inline __attribute__ ((always_inline)) void
step_target (const Search *sr,
             const Pos    *pos,
             int           from,
             int           d,
             int          *to_out,
             guint        *flags_out)
{
  const Priv *pv = sr->pv;
  int to = from - d, v;
  guint flags;

  if (G_UNLIKELY (from == 0))
    {
      /* (legal_froms() asked step_check() already: it says TRUE) */
      *to_out = 0;
      *flags_out = 0;
      step_check (sr, pos, 0, d, FALSE, to_out, flags_out);
      return;
    }
  if (to <= 0)
    {
      *to_out = 0;
      *flags_out = BX_STEP_BEAR_OFF | (to < 0 ? BX_STEP_OVERSHOOT : 0);
      return;
    }
  flags = from < pv->gate && pos->outside == 0 ? BX_STEP_HOME : 0;
  v = pos->b[to];
  if (v < 0)
    flags |= BX_STEP_HIT;
  else if (v > 0)
    flags |= BX_STEP_STACK;
  *to_out = to;
  *flags_out = flags;
}

/* Empties the table in O(1): a slot counts only when stamped with the current generation. */
static void
table_reset (Search *sr)
{
  if (++scratch_cur_gen == 0)
    {
      memset (scratch_gen, 0, sizeof scratch_gen);
      scratch_cur_gen = 1;
    }
  sr->cur = scratch_cur_gen;
}

static inline gboolean
pos_key_equal (const Pos *a,
               const Pos *b)
{
  const guint64 *x = (const guint64 *) (const void *) a;
  const guint64 *y = (const guint64 *) (const void *) b;

  G_STATIC_ASSERT (KEY_BYTES == 4 * sizeof (guint64));
  return ((x[0] ^ y[0]) | (x[1] ^ y[1]) | (x[2] ^ y[2]) | (x[3] ^ y[3])) == 0;
}

static inline guint32
slot_of (guint64 key)
{
  return (guint32) (key ^ (key >> 29)) & (TABLE_SIZE - 1);
}

static inline void
table_put (Search *sr,
           guint   index)
{
  guint32 h = slot_of (sr->keys[index]);

  while (sr->gen[h] == sr->cur)
    h = (h + 1) & (TABLE_SIZE - 1);
  sr->table[h] = index + 1;
  sr->gen[h] = sr->cur;
}

/* Keeps a complete play unless an equal position is kept already.  A few plays are
 * compared one by one (their keys are contiguous); past SCAN_MAX they go into the hash
 * table. */
static void
add_leaf (Search       *sr,
          const Pos    *pos,
          const BxMove *move)
{
  guint64 key;
  Leaf *leaf;

  if (sr->pv->all_dice && pos->used < sr->max_used)
    return;   /* a longer play exists already */
  if (sr->pv->all_dice && pos->used > sr->max_used)
    {
      /* Every leaf so far played fewer numbers: drop them all. */
      sr->max_used = pos->used;
      sr->n_leaves = 0;
      sr->indexed = FALSE;
    }
  key = pos->h + key_used[pos->used & 15][pos->die_used & 15];
  if (!sr->indexed)
    {
      for (guint i = 0; i < sr->n_leaves; i++)
        if (sr->keys[i] == key && pos_key_equal (&sr->leaves[i].pos, pos))
          return;
    }
  else
    {
      guint32 h = slot_of (key);
      while (sr->gen[h] == sr->cur)
        {
          guint i = sr->table[h] - 1;
          if (sr->keys[i] == key && pos_key_equal (&sr->leaves[i].pos, pos))
            return;
          h = (h + 1) & (TABLE_SIZE - 1);
        }
    }
  if (sr->n_leaves >= LEAF_MAX)
    {
      sr->overflow = TRUE;
      return;
    }
  sr->keys[sr->n_leaves] = key;
  leaf = &sr->leaves[sr->n_leaves++];
  leaf->pos = *pos;
  leaf->n_steps = move->n_steps;
  memcpy (leaf->steps, move->steps, sizeof leaf->steps);
  if (sr->indexed)
    table_put (sr, sr->n_leaves - 1);
  else if (sr->n_leaves == SCAN_MAX)
    {
      table_reset (sr);
      for (guint i = 0; i < sr->n_leaves; i++)
        table_put (sr, i);
      sr->indexed = TRUE;
    }
}

static void search (Search       *sr,
                    const Pos    *pos,
                    const guint8 *dice,
                    guint         n_dice,
                    BxMove       *move);

/* Goes on from `next`, which played the number d: deeper, or (the last number) a leaf. */
static inline __attribute__ ((always_inline)) void
descend (Search       *sr,
         Pos          *next,
         int           d,
         const guint8 *rest,
         guint         n_rest,
         BxMove       *move)
{
  const BxStep *st = &move->steps[move->n_steps];
  int landed;

  next->used++;
  next->die_used = next->used == 1 && sr->track_die ? (guint8) d : 0;
  move->n_steps++;
  if (n_rest == 0)
    add_leaf (sr, next, move);
  else
    {
      landed = (st->flags & BX_STEP_BEAR_OFF) ? 0 : st->to;
      if (sr->distinct && landed > 0)
        sr->moved[landed]++;
      search (sr, next, rest, n_rest, move);
      if (sr->distinct && landed > 0)
        sr->moved[landed]--;
    }
  move->n_steps--;
}

static void
search (Search       *sr,
        const Pos    *pos,
        const guint8 *dice,
        guint         n_dice,
        BxMove       *move)
{
  const Priv *pv = sr->pv;
  BxStep *step = &move->steps[move->n_steps];
  gboolean any = FALSE;

  for (guint k = 0; k < n_dice; k++)
    {
      int d = dice[k];
      guint8 rest[MAX_DICE];
      guint n_rest = 0;
      gboolean seen = FALSE;
      guint32 froms;

      /* Try each distinct number once at this depth. */
      for (guint j = 0; j < k && !seen; j++)
        seen = dice[j] == d;
      if (seen)
        continue;
      for (guint j = 0; j < n_dice; j++)
        if (j != k)
          rest[n_rest++] = dice[j];

      /* The points to move from, lowest first (bit 0: the bar). */
      if (pos->bar > 0 && pv->reentry_first)
        froms = 1;
      else
        froms = pos->occ | (pos->bar > 0 ? 1u : 0u);
      if (sr->pair_mode && move->n_steps == 0)
        sr->branch = k;
      while (froms != 0)
        {
          int from = __builtin_ctz (froms);
          int to;
          guint flags;
          Pos next;

          froms &= froms - 1;
          if (sr->distinct && from > 0 && pos->b[from] <= sr->moved[from])
            continue;   /* every piece here has moved already */
          if (sr->pair_mode && move->n_steps == 1 && sr->branch == 1 && from != sr->first_to
              && (sr->pairs[from] >> sr->first_from) & 1)
            {
              any = TRUE;   /* the same play was kept in the other order */
              continue;
            }
          if (step_check (sr, pos, from, d, FALSE, &to, &flags))
            {
              next = *pos;
              step_apply (pv, &next, from, to, d, flags, step);
              any = TRUE;
              if (sr->pair_mode)
                {
                  if (move->n_steps == 0)
                    {
                      sr->first_from = from;
                      sr->first_to = (flags & BX_STEP_BEAR_OFF) ? -1 : to;
                    }
                  else if (sr->branch == 0 && from != sr->first_to)
                    sr->pairs[sr->first_from] |= 1u << from;
                }
              descend (sr, &next, d, rest, n_rest, move);
            }
          if (pv->bearoff_any && from > d && step_check (sr, pos, from, d, TRUE, &to, &flags))
            /* (no pair_mode with bearoff.any: see shuanglu_legal_moves) */
            {
              next = *pos;
              step_apply (pv, &next, from, to, d, flags, step);
              any = TRUE;
              descend (sr, &next, d, rest, n_rest, move);
            }
        }
    }
  /* Without play.all-dice a play may stop after any number. */
  if (!any || (!pv->all_dice && pos->used > 0))
    add_leaf (sr, pos, move);
}

/* ---------------------------------------------------------------- two numbers */

/* The common throw — two numbers, every number to be played (play.all-dice), no
 * bearoff.any, no doubles.distinct — without the recursion of search(): the first step ×
 * the second step directly, in exactly the order search() visits them (so the kept plays,
 * their representatives and their order are the same).  The points a step may be played
 * from come as bit masks (legal_froms()), not point by point.  A play of two numbers is
 * kept as its two steps and its key only, de-duplicated with a small generation-stamped
 * open-addressing table (equal keys are confirmed on the positions, built again from the
 * root); its position is built when a move is made of it (leaf_of()).  Plays that are
 * known to reach a position already kept — the same steps in the other order — are
 * skipped before their key is looked up.  Plays of one number are kept aside and only
 * matter when no play of two exists. */
#define FAST_TABLE 1024   /* power of two */
#define FAST_MAX 640      /* plays of two numbers kept before falling back to search() */
#define FAST_ONE_MAX 64   /* plays of one number: at most 2 numbers × 25 points */
#define FAST_IDX_BITS 10  /* a slot: generation << FAST_IDX_BITS | index */

G_STATIC_ASSERT (FAST_MAX <= (1 << FAST_IDX_BITS));

typedef struct
{
  guint64 key;
  BxStep  steps[2];
} Two;

static _Thread_local guint32 fast_slot[FAST_TABLE];
static _Thread_local guint32 fast_cur;
static _Thread_local Two fast_two[FAST_MAX];
static _Thread_local Leaf fast_one[FAST_ONE_MAX];
static _Thread_local guint64 fast_one_keys[FAST_ONE_MAX];

/* The effect of a step on the key bytes of a position (b, bar, off), as step_apply(). */
static inline __attribute__ ((always_inline)) void
key_apply (Pos          *pos,
           const BxStep *st)
{
  if (st->from == 0)
    pos->bar--;
  else
    pos->b[st->from]--;
  if (st->flags & BX_STEP_BEAR_OFF)
    pos->off++;
  else if (st->flags & BX_STEP_HIT)
    pos->b[st->to] = 1;
  else
    pos->b[st->to]++;
}

/* Whether two plays of two numbers from `root` reach the same position. */
static gboolean
two_equal (const Pos    *root,
           const BxStep *x,
           const BxStep *y)
{
  Pos a, b;

  memcpy (&a, root, KEY_BYTES);
  memcpy (&b, root, KEY_BYTES);
  key_apply (&a, &x[0]);
  key_apply (&a, &x[1]);
  key_apply (&b, &y[0]);
  key_apply (&b, &y[1]);
  return pos_key_equal (&a, &b);
}

/* Keeps the play (st1, st2) with the key `key` unless it reaches a position kept already;
 * FALSE when the table is full. */
static inline __attribute__ ((always_inline)) gboolean
two_keep (const Pos *root,
          guint32    cur,
          guint     *n_two,
          guint64    key,
          BxStep     st1,
          guint32    st2_word)
{
  guint32 h, slot;
  BxStep st2;

  memcpy (&st2, &st2_word, sizeof st2);
  for (h = slot_of (key) & (FAST_TABLE - 1); (slot = fast_slot[h]) >> FAST_IDX_BITS == cur;
       h = (h + 1) & (FAST_TABLE - 1))
    {
      const Two *tw = &fast_two[slot & ((1u << FAST_IDX_BITS) - 1)];
      if (tw->key == key)
        {
          const BxStep play[2] = { st1, st2 };
          if (two_equal (root, tw->steps, play))
            return TRUE;
        }
    }
  if (*n_two >= FAST_MAX)
    return FALSE;
  fast_slot[h] = cur << FAST_IDX_BITS | *n_two;
  fast_two[*n_two].key = key;
  fast_two[*n_two].steps[0] = st1;
  fast_two[*n_two].steps[1] = st2;
  (*n_two)++;
  return TRUE;
}

/* Returns FALSE when the plays are too many for the table (search() then does it). */
static gboolean
two_numbers (Search    *sr,
             const Pos *root,
             int        d0,
             int        d1)
{
  const Priv *pv = sr->pv;
  const gboolean pair_mode = d0 != d1;
  const guint32 home_points = point_bits (1, pv->gate - 1);
  guint n_two = 0, n_one = 0;
  gboolean any0 = FALSE;
  guint32 cur, same = 0;
  /* skip[Y] holds bit X when "a from X, then b from another piece Y" was seen while a was
   * played first; when b is played first, "b from Y, then a from X" reaches the same
   * position and is skipped (search()'s pairs, transposed).  With a double, the same
   * within the one order. */
  guint32 skip[N + 1];

  if (++fast_cur >= (1u << (32 - FAST_IDX_BITS)))
    {
      memset (fast_slot, 0, sizeof fast_slot);
      fast_cur = 1;
    }
  cur = fast_cur;
  memset (skip, 0, sizeof skip);

  for (int k = 0; k < 2; k++)
    {
      const int a = k == 0 ? d0 : d1;
      const int b = k == 0 ? d1 : d0;
      const guint64 *key_b = key_step[b];
      guint32 froms1;

      if (k == 1 && !pair_mode)
        break;   /* a double: each number once */
      froms1 = legal_froms (sr, root, froms_of (pv, root), a);
      any0 |= froms1 != 0;
      while (froms1 != 0)
        {
          const int f1 = __builtin_ctz (froms1);
          int t1, first_to;
          guint fl1;
          guint32 froms2, home, landed;
          gboolean any1 = FALSE;
          BxStep st1;
          Pos p1;

          froms1 &= froms1 - 1;
          step_target (sr, root, f1, a, &t1, &fl1);
          p1 = *root;
          step_apply (pv, &p1, f1, t1, a, fl1, &st1);
          p1.used = 1;
          p1.die_used = (guint8) a;
          first_to = (fl1 & BX_STEP_BEAR_OFF) ? -1 : t1;
          landed = first_to >= 0 ? 1u << first_to : 0u;

          froms2 = froms_of (pv, &p1);
          if (pair_mode && k == 1)
            {
              guint32 pruned = skip[f1] & froms2 & ~landed;
              if (pruned != 0)
                {
                  any1 = TRUE;   /* the same plays were kept in the other order */
                  froms2 &= ~pruned;
                }
            }
          froms2 = legal_froms (sr, &p1, froms2, b);
          any1 |= froms2 != 0;
          if (k == 0)
            {
              /* "a from f1, then b from another piece Y": skip "b from Y, then a from f1"
               * (with a double: when f1 comes as Y) */
              guint32 ys = froms2 & ~landed;
              if (!pair_mode)
                {
                  /* those plays the other way round: they reach a position kept already
                   * (pair_mode's skip, within the one order) */
                  guint32 pruned = skip[f1] & ys;
                  froms2 &= ~pruned;
                  ys &= ~pruned;
                }
              for (; ys != 0; ys &= ys - 1)
                skip[__builtin_ctz (ys)] |= 1u << f1;
              /* One piece playing a then b, no hit on the way: b then a, if played with
               * no hit either, reaches the same position. */
              if (pair_mode && f1 > 0 && (froms2 & landed) != 0 && !(fl1 & BX_STEP_HIT))
                same |= 1u << f1;
            }
          else if (f1 > 0 && (same >> f1) & 1 && !(fl1 & BX_STEP_HIT))
            froms2 &= ~landed;

          if (G_UNLIKELY (froms2 & 1))
            {
              /* from the bar (lowest first) */
              int t2;
              guint fl2;
              step_target (sr, &p1, 0, b, &t2, &fl2);
              if (!two_keep (root, cur, &n_two,
                             p1.h - key_point[0] + key_point[t2]
                             + ((fl2 & BX_STEP_HIT) ? key_hit[t2] : 0),
                             st1, step_word (0, t2, b, fl2)))
                return FALSE;
              froms2 &= ~1u;
            }
          /* step_target()'s flags, for every second step at once */
          home = p1.outside == 0 ? home_points : 0;
          while (froms2 != 0)
            {
              const int f2 = __builtin_ctz (froms2);
              const int t2 = f2 - b;
              guint64 key = p1.h + key_b[f2];
              guint32 st2w;

              froms2 &= froms2 - 1;
              if (t2 <= 0)
                st2w = step_word (f2, 0, b,
                                  BX_STEP_BEAR_OFF | (t2 < 0 ? BX_STEP_OVERSHOOT : 0));
              else
                {
                  const int v = p1.b[t2];
                  guint fl2 = ((home >> f2) & 1) * BX_STEP_HOME;
                  if (v < 0)
                    {
                      fl2 |= BX_STEP_HIT;
                      key += key_hit[t2];
                    }
                  else if (v > 0)
                    fl2 |= BX_STEP_STACK;
                  st2w = step_word (f2, t2, b, fl2);
                }
              if (!two_keep (root, cur, &n_two, key, st1, st2w))
                return FALSE;
            }
          /* A play of one number, kept only while no play of two is known. */
          if (!any1 && n_two == 0)
            {
              guint64 key = p1.h + key_used[1][a & 15];
              gboolean dup = FALSE;
              for (guint i = 0; i < n_one && !dup; i++)
                dup = fast_one_keys[i] == key && pos_key_equal (&fast_one[i].pos, &p1);
              if (!dup)
                {
                  g_assert (n_one < FAST_ONE_MAX);
                  fast_one_keys[n_one] = key;
                  fast_one[n_one].pos = p1;
                  fast_one[n_one].n_steps = 1;
                  fast_one[n_one].steps[0] = st1;
                  n_one++;
                }
            }
        }
    }

  if (n_two > 0)
    {
      sr->max_used = 2;
      sr->n_leaves = n_two;
      sr->two = TRUE;
      sr->root = *root;
    }
  else if (n_one > 0)
    {
      sr->max_used = 1;
      sr->n_leaves = n_one;
      memcpy (sr->leaves, fast_one, n_one * sizeof (Leaf));
    }
  else
    {
      /* Nothing can be played: the pass. */
      g_assert (!any0);
      sr->max_used = 0;
      sr->n_leaves = 1;
      sr->leaves[0].pos = *root;
      sr->leaves[0].n_steps = 0;
    }
  return TRUE;
}

/* The i-th complete play: in the leaves, or (plays of two numbers found by two_numbers())
 * built into `tmp` from its steps — with its position only when finish_move() reads it
 * (a formation, win.all-home). */
static const Leaf *
leaf_of (const Search *sr,
         guint         i,
         Leaf         *tmp)
{
  const Priv *pv = sr->pv;

  if (!sr->two)
    return &sr->leaves[i];
  tmp->n_steps = 2;
  tmp->steps[0] = fast_two[i].steps[0];
  tmp->steps[1] = fast_two[i].steps[1];
  if (pv->form_kind != FORM_NONE || pv->win_all_home)
    {
      tmp->pos = sr->root;
      for (guint s = 0; s < 2; s++)
        {
          const BxStep *st = &fast_two[i].steps[s];
          step_apply (pv, &tmp->pos, st->from, st->to, st->die, st->flags, &tmp->steps[s]);
        }
      tmp->pos.used = 2;
      tmp->pos.die_used = 0;
    }
  return tmp;
}

/* The formation of the ruleset on an own-numbered board (b[1 … 24], > 0 own pieces). */
static gboolean
formation_holds (const Priv   *pv,
                 const gint8  *b,
                 guint         hits)
{
  int n = 0;

  if (pv->form_unhit && hits > 0)
    return FALSE;
  switch (pv->form_kind)
    {
    case FORM_ROW:
      for (int a = pv->form_lo; a + (pv->form_count - 1) * pv->form_step <= pv->form_hi; a++)
        {
          gboolean ok = TRUE;
          for (int i = 0; i < pv->form_count && ok; i++)
            {
              int p = a + i * pv->form_step;
              ok = b[p] == pv->form_size;
              for (int g = p + 1; ok && i + 1 < pv->form_count && g < p + pv->form_step; g++)
                ok = b[g] == 0;
            }
          if (ok)
            return TRUE;
        }
      return FALSE;
    case FORM_ANY:
      for (int p = pv->form_lo; p <= pv->form_hi; p++)
        n += b[p] == pv->form_size;
      return n >= pv->form_count;
    case FORM_ALL_IN:
      for (int p = pv->form_lo; p <= pv->form_hi; p++)
        n += MAX (b[p], 0);
      return n == pv->n_pieces;
    default:
      return FALSE;
    }
}

/* What a throw brings beside its moves, the same for every move of it. */
typedef struct
{
  guint    n_dice;
  gboolean was_formed;    /* the mover's formation stood before the move */
  guint    hits;          /* times the mover was hit */
  gboolean penalty_open;  /* 揭頭 applies to a move from pen_point */
  RuleMask pass_rules;    /* the rules of a pass */
  RuleMask move_rules;    /* the rules of every other move */
} Context;

/* Fills `move` (zeroed) from a leaf: its steps in absolute points and its rules. */
static void
finish_move (const Priv    *pv,
             const Context *cx,
             const Leaf    *leaf,
             BxMove        *move,
             int            player)
{
  /* own point p → absolute index: p − 1 for White, 24 − p for Black */
  const int base = player == 0 ? -1 : N;
  const int sgn = player == 0 ? 1 : -1;
  gboolean one_piece_twice = FALSE;
  RuleMask m;

  if (leaf->n_steps == 0)
    {
      move->flags = BX_MOVE_PASS;
      mask_emit (&cx->pass_rules, move);
      return;
    }

  m = cx->move_rules;
  if (leaf->n_steps < cx->n_dice)
    mask_add (&m, pv->r_all);
  move->n_steps = leaf->n_steps;
  for (guint i = 0; i < leaf->n_steps; i++)
    {
      BxStep st = leaf->steps[i];

      /* One piece playing two numbers: its first landing had to be open (not passing a
       * 梁). */
      if (st.from != 0)
        for (guint j = 0; j < i; j++)
          one_piece_twice |= leaf->steps[j].to == st.from
                             && !(leaf->steps[j].flags & BX_STEP_BEAR_OFF);
      mask_or (&m, &pv->step_rules[st.flags & 63][st.from > st.die]);
      if (G_UNLIKELY (pv->gates_mask != 0))
        {
          int lo = (st.flags & BX_STEP_BEAR_OFF) ? 1 : st.to;
          int hi = st.from == 0 ? (pv->entry_near ? st.to : N) : st.from - 1;
          if ((pv->gates_mask & point_bits (lo, hi)) != 0)
            mask_add (&m, pv->r_gates);
        }
      if (cx->penalty_open && st.from == pv->pen_point)
        mask_add (&m, pv->r_pen);
      /* To absolute indices. */
      st.from = st.from == 0 ? BX_POINT_BAR : (gint8) (base + sgn * st.from);
      st.to = (st.flags & BX_STEP_BEAR_OFF) ? BX_POINT_OFF : (gint8) (base + sgn * st.to);
      move->steps[i] = st;
    }
  if (one_piece_twice)
    mask_add (&m, pv->r_block_pass);
  if (pv->form_kind != FORM_NONE && !cx->was_formed
      && formation_holds (pv, leaf->pos.b, cx->hits))
    mask_add (&m, pv->r_form);
  if (pv->win_all_home && leaf->pos.outside == 0 && leaf->pos.off < pv->n_pieces)
    mask_add (&m, pv->r_win_home);
  mask_emit (&m, move);
}

/* 雙彩 (pushuang.xiazan.2, .dashi.9): all dice alike, or (doubles.kind pair) any two. */
static gboolean
throw_is_shuangcai (const Priv    *pv,
                    const BxThrow *t)
{
  if (pv->doubles_kind == DOUBLE_ALL)
    return bx_throw_is_double (t);
  for (guint i = 0; i < t->n; i++)
    for (guint j = 0; j < i; j++)
      if (t->d[i] == t->d[j])
        return TRUE;
  return FALSE;
}

/* 渾花: three or more dice all alike. */
static gboolean
throw_is_triple (const BxThrow *t)
{
  return t->n >= 3 && bx_throw_is_double (t);
}

/* The distinct complete plays of a throw (the leaves, in order; those whose die_used is
 * not `larger` are dropped when larger_applied), and what their moves share. */
typedef struct
{
  Search   sr;
  Context  cx;
  guint8   larger;
  gboolean larger_applied;
} Plays;

static void
generate (const Priv    *pv,
          const BxState *state,
          const BxThrow *t,
          Plays         *plays)
{
  const BxShuangluState *s = bx_shuanglu_state_const (state);
  int me = state->player;
  Search *sr = &plays->sr;
  Context *cx = &plays->cx;
  guint8 dice[MAX_DICE];
  guint n_dice = 0;
  guint8 larger = 0;
  gboolean is_double, larger_applied = FALSE;
  BxMove move;
  Pos pos;

  memset (cx, 0, sizeof *cx);

  sr->pv = pv;
  sr->leaves = scratch_leaves;
  sr->keys = scratch_keys;
  sr->n_leaves = 0;
  sr->indexed = FALSE;
  sr->table = scratch_table;
  sr->gen = scratch_gen;
  sr->max_used = 0;
  sr->overflow = FALSE;
  sr->two = FALSE;
  sr->has_double = throw_is_shuangcai (pv, t);
  is_double = bx_throw_is_double (t);
  sr->distinct = is_double && pv->doubles_distinct;
  if (sr->distinct)
    memset (sr->moved, 0, sizeof sr->moved);

  move.n_steps = 0;
  to_pos (pv, s, me, &pos);
  if (is_double)
    for (int i = 0; i < pv->doubles_moves; i++)
      dice[n_dice++] = t->d[0];
  else
    for (guint i = 0; i < t->n && n_dice < MAX_DICE; i++)
      {
        dice[n_dice++] = t->d[i];
        larger = MAX (larger, t->d[i]);
      }

  /* The order of two different numbers matters only for a play of one piece. */
  sr->pair_mode = n_dice == 2 && dice[0] != dice[1] && !pv->bearoff_any;
  sr->track_die = n_dice == 2;
  sr->branch = 0;
  if (!(n_dice == 2 && pv->all_dice && !pv->bearoff_any && !sr->distinct
        && two_numbers (sr, &pos, dice[0], dice[1])))
    {
      sr->n_leaves = 0;
      sr->max_used = 0;
      if (sr->pair_mode)
        memset (sr->pairs, 0, sizeof sr->pairs);
      search (sr, &pos, dice, n_dice, &move);
    }
  g_assert (!sr->overflow);

  /* Only one number can be played, and either could be: the larger. */
  if (pv->larger_first && pv->all_dice && !is_double && sr->max_used == 1 && n_dice == 2)
    {
      gboolean has_larger = FALSE, has_smaller = FALSE;
      for (guint i = 0; i < sr->n_leaves; i++)
        {
          if (sr->leaves[i].pos.die_used == larger)
            has_larger = TRUE;
          else
            has_smaller = TRUE;
        }
      larger_applied = has_larger && has_smaller;
    }

  cx->n_dice = n_dice;
  cx->was_formed = s->formed[me];
  cx->hits = s->hits[me];
  if (pv->pen_score > 0 && !s->ever[me] && pos.outside > 0)
    for (guint i = 0; i < t->n; i++)
      if (t->d[i] >= pv->pen_min_die)
        cx->penalty_open = TRUE;
  if (pv->triple_score > 0 && throw_is_triple (t))
    {
      mask_add (&cx->pass_rules, pv->r_triple);
      mask_add (&cx->move_rules, pv->r_triple);
    }
  mask_add (&cx->pass_rules, pv->r_pass);
  if (pos.bar > 0)
    {
      mask_add (&cx->pass_rules, pv->r_reenter);
      mask_add (&cx->pass_rules, pv->r_reenter_first);
      mask_add (&cx->move_rules, pv->r_reenter_first);
    }
  mask_add (&cx->move_rules, pv->r_direction);
  mask_add (&cx->move_rules, pv->r_move);
  if (is_double)
    mask_add (&cx->move_rules, pv->r_doubles);
  if (sr->distinct)
    mask_add (&cx->move_rules, pv->r_distinct);
  if (pv->extra_throw && sr->has_double)
    mask_add (&cx->move_rules, pv->r_extra);
  if (larger_applied)
    mask_add (&cx->move_rules, pv->r_larger);
  plays->larger = larger;
  plays->larger_applied = larger_applied;
}

static void
shuanglu_legal_moves (const BxGame  *game,
                      const BxState *state,
                      const BxThrow *t,
                      GArray        *out)
{
  const Priv *pv = bx_game_get_priv (game);
  Plays plays;
  guint n_out = 0;

  generate (pv, state, t, &plays);
  g_array_set_size (out, plays.sr.n_leaves);
  for (guint i = 0; i < plays.sr.n_leaves; i++)
    {
      Leaf tmp;
      const Leaf *leaf = leaf_of (&plays.sr, i, &tmp);
      BxMove *m;
      if (plays.larger_applied && leaf->pos.die_used != plays.larger)
        continue;
      m = &g_array_index (out, BxMove, n_out++);
      memset (m, 0, sizeof *m);
      finish_move (pv, &plays.cx, leaf, m, state->player);
    }
  g_array_set_size (out, n_out);
}

/* As bx_game_random_move() says: the move bx_game_legal_moves() lists at the index
 * bx_rng_uniform (choice, n) draws (雙陸 has no table moves), built alone. */
static void
shuanglu_random_move (const BxGame  *game,
                      const BxState *state,
                      const BxThrow *t,
                      BxRng         *choice,
                      BxMove        *out)
{
  const Priv *pv = bx_game_get_priv (game);
  Plays plays;
  guint n, k;
  const Leaf *leaf = NULL;
  Leaf tmp;

  generate (pv, state, t, &plays);
  n = plays.sr.n_leaves;
  if (plays.larger_applied)
    {
      n = 0;
      for (guint i = 0; i < plays.sr.n_leaves; i++)
        n += plays.sr.leaves[i].pos.die_used == plays.larger;
    }
  k = bx_rng_uniform (choice, n);
  if (!plays.larger_applied)
    leaf = leaf_of (&plays.sr, k, &tmp);
  else
    for (guint i = 0; leaf == NULL; i++)
      if (plays.sr.leaves[i].pos.die_used == plays.larger && k-- == 0)
        leaf = &plays.sr.leaves[i];
  memset (out, 0, sizeof *out);
  finish_move (pv, &plays.cx, leaf, out, state->player);
}


/* ---------------------------------------------------------------- apply, result */

/* The player's own-numbered board (b[1 … 24], > 0 own pieces). */
static void
own_board (const BxShuangluState *s,
           int                    player,
           gint8                 *b)
{
  b[0] = 0;
  for (int p = 1; p <= N; p++)
    b[p] = player == 0 ? s->points[p - 1] : -s->points[N - p];
}

static gboolean
all_home (const Priv            *pv,
          const BxShuangluState *s,
          int                    player)
{
  if (s->bar[player] != 0)
    return FALSE;
  for (int i = 0; i < N; i++)
    {
      int count = player == 0 ? s->points[i] : -s->points[i];
      if (count > 0 && bx_shuanglu_own_point (i, player) >= pv->gate)
        return FALSE;
    }
  return TRUE;
}

static gboolean
score_is_double (const Priv            *pv,
                 const BxShuangluState *s,
                 int                    loser)
{
  if (pv->score_double <= 0)
    return FALSE;
  switch (pv->double_if)
    {
    case DOUBLE_IF_NONE_OFF:
      return s->off[loser] == 0;
    case DOUBLE_IF_NO_FORMATION:
      return !s->ever[loser];
    default:
      return !all_home (pv, s, loser) || s->off[loser] == 0;
    }
}

static guint
special_total (const BxShuangluState *s,
               int                    player)
{
  return s->chou_form[player] + s->chou_triple[player] + s->chou_penalty[player];
}

static void
shuanglu_apply (const BxGame  *game,
                BxState       *state,
                const BxThrow *t,
                const BxMove  *move)
{
  const Priv *pv = bx_game_get_priv (game);
  BxShuangluState *s = bx_shuanglu_state (state);
  int me = state->player;
  int sign = me == 0 ? 1 : -1;
  gboolean penalty = FALSE;

  /* 揭頭: a big throw spent on the pieces of the penalty point, before the formation. */
  if (pv->pen_score > 0 && !s->ever[me] && !all_home (pv, s, me))
    {
      gboolean big = FALSE;
      for (guint i = 0; i < t->n; i++)
        big |= t->d[i] >= pv->pen_min_die;
      for (guint i = 0; big && i < move->n_steps; i++)
        if (move->steps[i].from != BX_POINT_BAR
            && bx_shuanglu_own_point (move->steps[i].from, me) == pv->pen_point)
          penalty = TRUE;
    }

  for (guint i = 0; i < move->n_steps; i++)
    {
      const BxStep *st = &move->steps[i];
      if (st->from == BX_POINT_BAR)
        s->bar[me]--;
      else
        s->points[st->from] -= sign;
      if (st->to == BX_POINT_OFF)
        {
          s->off[me]++;
          continue;
        }
      if (s->points[st->to] * sign < 0)
        {
          /* A lone enemy piece is hit. */
          s->points[st->to] = 0;
          s->bar[1 - me]++;
          if (s->hits[1 - me] < G_MAXUINT8)
            s->hits[1 - me]++;
        }
      s->points[st->to] += sign;
    }

  state->turn++;
  if (penalty && s->chou_penalty[1 - me] + pv->pen_score <= 200)
    s->chou_penalty[1 - me] += pv->pen_score;
  if (pv->triple_score > 0 && throw_is_triple (t) && s->chou_triple[me] <= 200)
    s->chou_triple[me] += pv->triple_score;

  /* Formations stand or fall after every move, for both sides. */
  if (pv->form_kind != FORM_NONE)
    for (int p = 0; p < 2; p++)
      {
        int who = p == 0 ? me : 1 - me;
        gint8 b[N + 1];
        gboolean holds;

        own_board (s, who, b);
        holds = formation_holds (pv, b, s->hits[who]);
        if (holds && !s->formed[who])
          {
            s->ever[who] = 1;
            if (pv->form_ends)
              {
                s->formed[who] = 1;
                state->winner = who;
                s->how = BX_SHUANGLU_WIN_FORMATION;
                state->score = MIN (pv->form_score + special_total (s, who), 255);
                return;
              }
            if (s->chou_form[who] <= 200)
              s->chou_form[who] += pv->form_score;
          }
        s->formed[who] = holds;
      }

  if (s->off[me] >= pv->n_pieces || (pv->win_all_home && all_home (pv, s, me)))
    {
      int base;
      state->winner = me;
      s->how = s->off[me] >= pv->n_pieces ? BX_SHUANGLU_WIN_OFF : BX_SHUANGLU_WIN_HOME;
      base = score_is_double (pv, s, 1 - me) ? pv->score_double : pv->score_single;
      state->score = MIN (base + special_total (s, me), 255);
      return;
    }
  if (pv->extra_throw && throw_is_shuangcai (pv, t) && !bx_move_is_pass (move))
    {
      state->extra = 1;
      return;
    }
  state->extra = 0;
  state->player = 1 - me;
}

static void
result_add (BxResult *out,
            int       rule)
{
  if (rule < 0 || out->n_rules >= BX_MOVE_MAX_RULES)
    return;
  for (guint i = 0; i < out->n_rules; i++)
    if (out->rules[i] == rule)
      return;
  out->rules[out->n_rules++] = (guint16) rule;
}

static void
shuanglu_result (const BxGame  *game,
                 const BxState *state,
                 BxResult      *out)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxShuangluState *s = bx_shuanglu_state_const (state);
  int w = state->winner;
  gboolean dbl;

  for (int p = 0; p < 2; p++)
    out->special[p] = special_total (s, p);
  out->winner = w;
  if (w >= 0 && s->how == BX_SHUANGLU_WIN_FORMATION)
    {
      out->score = pv->form_score + out->special[w];
      result_add (out, pv->r_form);
    }
  else if (w >= 0)
    {
      dbl = score_is_double (pv, s, 1 - w);
      out->score = (dbl ? pv->score_double : pv->score_single) + out->special[w];
      result_add (out, s->how == BX_SHUANGLU_WIN_HOME ? pv->r_win_home : pv->r_win);
      result_add (out, dbl ? pv->r_double : pv->r_single);
    }
  /* The special 籌 of either side: formations, 渾花, 揭頭. */
  if (s->chou_form[0] + s->chou_form[1] > 0)
    result_add (out, pv->r_form);
  if (s->chou_triple[0] + s->chou_triple[1] > 0)
    result_add (out, pv->r_triple);
  if (s->chou_penalty[0] + s->chou_penalty[1] > 0)
    result_add (out, pv->r_pen);
}


/* ---------------------------------------------------------------- JSON */

static const char *player_names[] = { "white", "black" };
static const char *win_names[] = { "off", "home", "formation", NULL };

/* The optional [white, black] pairs of a state (docs/state-format.md). */
static const struct
{
  const char *name;
  gsize       offset;
  int         max;
} special_fields[] = {
  { "formed", G_STRUCT_OFFSET (BxShuangluState, formed), 1 },
  { "ever", G_STRUCT_OFFSET (BxShuangluState, ever), 1 },
  { "hits", G_STRUCT_OFFSET (BxShuangluState, hits), 255 },
  { "chou_form", G_STRUCT_OFFSET (BxShuangluState, chou_form), 255 },
  { "chou_triple", G_STRUCT_OFFSET (BxShuangluState, chou_triple), 255 },
  { "chou_penalty", G_STRUCT_OFFSET (BxShuangluState, chou_penalty), 255 },
};

static JsonNode *
shuanglu_state_to_json (const BxGame  *game,
                        const BxState *state)
{
  const BxShuangluState *s = bx_shuanglu_state_const (state);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, bx_ruleset_get_id (bx_game_get_ruleset (game)));
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, state->turn);
  json_builder_set_member_name (b, "player");
  json_builder_add_string_value (b, player_names[state->player]);
  json_builder_set_member_name (b, "points");
  json_builder_begin_array (b);
  for (int i = 0; i < N; i++)
    json_builder_add_int_value (b, s->points[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "bar");
  json_builder_begin_array (b);
  json_builder_add_int_value (b, s->bar[0]);
  json_builder_add_int_value (b, s->bar[1]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "off");
  json_builder_begin_array (b);
  json_builder_add_int_value (b, s->off[0]);
  json_builder_add_int_value (b, s->off[1]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winner");
  if (state->winner >= 0)
    json_builder_add_string_value (b, player_names[state->winner]);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "score");
  json_builder_add_int_value (b, state->score);
  if (state->extra)
    {
      json_builder_set_member_name (b, "extra_throw");
      json_builder_add_boolean_value (b, TRUE);
    }
  /* The special scores, only in variants that have them. */
  for (guint k = 0; k < G_N_ELEMENTS (special_fields); k++)
    {
      const guint8 *v = (const guint8 *) s + special_fields[k].offset;
      if (v[0] == 0 && v[1] == 0)
        continue;
      json_builder_set_member_name (b, special_fields[k].name);
      json_builder_begin_array (b);
      json_builder_add_int_value (b, v[0]);
      json_builder_add_int_value (b, v[1]);
      json_builder_end_array (b);
    }
  if (s->how != 0)
    {
      json_builder_set_member_name (b, "how");
      json_builder_add_string_value (b, win_names[s->how]);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gboolean
read_pair_max (JsonObject  *o,
               const char  *name,
               guint8      *out,
               int          max,
               GError     **error)
{
  JsonNode *n = json_object_get_member (o, name);
  JsonArray *a;

  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (n) || json_array_get_length (a = json_node_get_array (n)) != 2)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "state: '%s' must be [white, black]",
                   name);
      return FALSE;
    }
  for (guint i = 0; i < 2; i++)
    {
      JsonNode *e = json_array_get_element (a, i);
      gint64 v;
      if (json_node_get_value_type (e) != G_TYPE_INT64 || (v = json_node_get_int (e)) < 0
          || v > max)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "state: '%s' holds a bad count",
                       name);
          return FALSE;
        }
      out[i] = (guint8) v;
    }
  return TRUE;
}

static gboolean
read_pair (JsonObject  *o,
           const char  *name,
           guint8      *out,
           GError     **error)
{
  return read_pair_max (o, name, out, 30, error);
}

static int
player_from_node (JsonNode *n)
{
  const char *name;

  if (n == NULL || json_node_get_value_type (n) != G_TYPE_STRING)
    return -2;
  name = json_node_get_string (n);
  if (g_strcmp0 (name, "white") == 0)
    return 0;
  if (g_strcmp0 (name, "black") == 0)
    return 1;
  return -2;
}

static gboolean
shuanglu_state_from_json (const BxGame  *game,
                          JsonNode      *node,
                          BxState       *state,
                          GError       **error)
{
  BxShuangluState *s = bx_shuanglu_state (state);
  JsonObject *o;
  JsonNode *n;
  JsonArray *pts;
  const char *rid;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bx_state_error (error, "not a JSON object");
  o = json_node_get_object (node);
  rid = json_object_has_member (o, "ruleset") ? json_object_get_string_member (o, "ruleset")
                                             : NULL;
  if (rid != NULL && g_strcmp0 (rid, bx_ruleset_get_id (bx_game_get_ruleset (game))) != 0
      && !g_str_has_prefix (rid, "shuanglu/"))
    return bx_state_error (error, "the ruleset is not a 雙陸 ruleset");
  n = json_object_get_member (o, "points");
  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n)
      || json_array_get_length (pts = json_node_get_array (n)) != N)
    return bx_state_error (error, "'points' must be an array of 24 integers");
  for (guint i = 0; i < N; i++)
    {
      JsonNode *e = json_array_get_element (pts, i);
      gint64 v;
      if (json_node_get_value_type (e) != G_TYPE_INT64 || (v = json_node_get_int (e)) < -30
          || v > 30)
        return bx_state_error (error, "'points' holds a value that is not a count");
      s->points[i] = (gint8) v;
    }
  if (!read_pair (o, "bar", s->bar, error) || !read_pair (o, "off", s->off, error))
    return FALSE;
  n = json_object_get_member (o, "player");
  state->player = n == NULL ? 0 : player_from_node (n);
  if (state->player < 0)
    return bx_state_error (error, "'player' must be \"white\" or \"black\"");
  n = json_object_get_member (o, "turn");
  if (n != NULL)
    {
      if (json_node_get_value_type (n) != G_TYPE_INT64 || json_node_get_int (n) < 0
          || json_node_get_int (n) > G_MAXINT32)
        return bx_state_error (error, "'turn' must be a count");
      state->turn = (guint32) json_node_get_int (n);
    }
  n = json_object_get_member (o, "winner");
  state->winner = -1;
  if (n != NULL && !JSON_NODE_HOLDS_NULL (n))
    {
      int w = player_from_node (n);
      if (w < 0)
        return bx_state_error (error, "'winner' must be null, \"white\" or \"black\"");
      state->winner = w;
    }
  n = json_object_get_member (o, "score");
  if (n != NULL && json_node_get_value_type (n) == G_TYPE_INT64)
    state->score = (guint8) CLAMP (json_node_get_int (n), 0, 255);
  n = json_object_get_member (o, "extra_throw");
  state->extra = n != NULL && json_node_get_value_type (n) == G_TYPE_BOOLEAN
                 && json_node_get_boolean (n);
  for (guint k = 0; k < G_N_ELEMENTS (special_fields); k++)
    if (!read_pair_max (o, special_fields[k].name, (guint8 *) s + special_fields[k].offset,
                        special_fields[k].max, error))
      return FALSE;
  n = json_object_get_member (o, "how");
  if (n != NULL)
    {
      const char *how = json_node_get_value_type (n) == G_TYPE_STRING
                        ? json_node_get_string (n) : NULL;
      s->how = 0;
      while (win_names[s->how] != NULL && g_strcmp0 (how, win_names[s->how]) != 0)
        s->how++;
      if (win_names[s->how] == NULL)
        return bx_state_error (error, "'how' must be \"off\", \"home\" or \"formation\"");
    }
  return TRUE;
}

static gboolean
shuanglu_check_state (const BxGame   *game,
                      const BxState  *state,
                      GError        **error)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxShuangluState *s = bx_shuanglu_state_const (state);
  int count[2] = { s->bar[0] + s->off[0], s->bar[1] + s->off[1] };

  for (int i = 0; i < N; i++)
    count[s->points[i] > 0 ? 0 : 1] += ABS (s->points[i]);
  if (state->player < 0 || state->player > 1)
    return bx_state_error (error, "the player to move must be white or black");
  for (int p = 0; p < 2; p++)
    if (count[p] != pv->n_pieces)
      {
        g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                     "state: %s has %d pieces, the ruleset has %d", player_names[p],
                     count[p], pv->n_pieces);
        return FALSE;
      }
  if (state->winner < 0 && (s->off[0] == pv->n_pieces || s->off[1] == pv->n_pieces))
    return bx_state_error (error, "'winner' does not match the pieces borne off");
  if (state->winner >= 0 && s->off[state->winner] != pv->n_pieces
      && !(pv->win_all_home && all_home (pv, s, state->winner))
      && !(pv->form_ends && s->formed[state->winner]))
    return bx_state_error (error, "'winner' does not match the pieces borne off");
  return TRUE;
}

/* ---------------------------------------------------------------- notation */

static char *
shuanglu_describe_move (const BxGame  *game,
                        const BxState *state,
                        const BxMove  *move)
{
  GString *out = g_string_new (NULL);
  int me = state->player;

  if (bx_move_is_pass (move))
    return g_string_free (g_string_append (out, "pass"), FALSE);
  for (guint i = 0; i < move->n_steps; i++)
    {
      const BxStep *st = &move->steps[i];
      if (i > 0)
        g_string_append_c (out, ' ');
      if (st->from == BX_POINT_BAR)
        g_string_append (out, "bar");
      else
        g_string_append_printf (out, "%d", bx_shuanglu_own_point (st->from, me));
      g_string_append_c (out, '/');
      if (st->to == BX_POINT_OFF)
        g_string_append (out, "off");
      else
        g_string_append_printf (out, "%d", bx_shuanglu_own_point (st->to, me));
      if (st->flags & BX_STEP_HIT)
        g_string_append_c (out, '*');
    }
  return g_string_free (out, FALSE);
}

/* Entering a move: step @later may come before the earlier step @earlier of the same move
 * when the two are independent: they touch no common point, @later does not leave the bar
 * after @earlier did not, and @later is not a bearing off after @earlier is not.  Such a
 * swap changes no intermediate position that a rule looks at (blocks, hits, stacks,
 * re-entry first, all home before bearing off), so the order the player enters plays the
 * same rules as the engine's order. */
static gboolean
shuanglu_steps_commute (const BxGame *game,
                        const BxStep *earlier,
                        const BxStep *later)
{
  const BxStep *a = earlier, *b = later;

  if (a->from == b->from || a->from == b->to || a->to == b->from || a->to == b->to)
    return FALSE;
  if (a->from == BX_POINT_BAR && b->from != BX_POINT_BAR)
    return FALSE;
  if ((b->flags & BX_STEP_BEAR_OFF) && !(a->flags & BX_STEP_BEAR_OFF))
    return FALSE;
  return TRUE;
}

/* The chosen steps of a move being entered, played on the pieces only (for the board):
 * a piece leaves its point or the bar, reaches a point or goes off, and a lone enemy piece
 * on a step's target with %BX_STEP_HIT goes to the bar. */
static void
shuanglu_apply_steps (const BxGame *game,
                      BxState      *state,
                      const BxStep *steps,
                      guint         n_steps)
{
  BxShuangluState *s = bx_shuanglu_state (state);
  int player = state->player;
  int sign = player == 0 ? 1 : -1;

  for (guint i = 0; i < n_steps; i++)
    {
      const BxStep *step = &steps[i];

      if (step->from == BX_POINT_BAR)
        {
          if (s->bar[player] > 0)
            s->bar[player]--;
        }
      else if (step->from >= 0 && step->from < BX_SHUANGLU_N_POINTS)
        s->points[step->from] -= sign;

      if (step->to == BX_POINT_OFF)
        s->off[player]++;
      else if (step->to >= 0 && step->to < BX_SHUANGLU_N_POINTS)
        {
          if ((step->flags & BX_STEP_HIT) && s->points[step->to] == -sign)
            {
              s->points[step->to] = 0;
              s->bar[1 - player]++;
            }
          s->points[step->to] += sign;
        }
    }
}

/* A win that scores score.double (pushuang's 雙籌) rather than score.single. */
static const char *
shuanglu_result_note (const BxGame   *game,
                      const BxState  *state,
                      const BxResult *result)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxShuangluState *s = bx_shuanglu_state_const (state);

  if (result->kind != BX_RESULT_WIN || s->how == BX_SHUANGLU_WIN_FORMATION
      || pv->score_double <= pv->score_single
      || !score_is_double (pv, s, 1 - result->winner))
    return NULL;
  return N_("a double win, 雙籌");
}

static const BxGameVTable shuanglu_vtable = {
  .family = "shuanglu",
  .priv_size = sizeof (Priv),
  .prepare = shuanglu_prepare,
  .init_state = shuanglu_init_state,
  .n_players = shuanglu_n_players,
  .legal_moves = shuanglu_legal_moves,
  .apply = shuanglu_apply,
  .result = shuanglu_result,
  .state_to_json = shuanglu_state_to_json,
  .state_from_json = shuanglu_state_from_json,
  .describe_move = shuanglu_describe_move,
  .check_state = shuanglu_check_state,
  .random_move = shuanglu_random_move,
  .score_unit = N_("籌 (chou)"),
  .result_note = shuanglu_result_note,
  .steps_commute = shuanglu_steps_commute,
  .apply_steps = shuanglu_apply_steps,
};

G_STATIC_ASSERT (sizeof (BxShuangluState) <= BX_STATE_DATA_BYTES);

/**
 * bx_shuanglu_get_vtable:
 *
 * Returns: the 雙陸 engine (family "shuanglu"), static.
 */
const BxGameVTable *
bx_shuanglu_get_vtable (void)
{
  return &shuanglu_vtable;
}
