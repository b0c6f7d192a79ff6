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

#include "bx-error.h"

#define N BX_SHUANGLU_N_POINTS
#define MAX_DICE 8
#define LEAF_MAX 4096
#define TABLE_SIZE 8192   /* power of two, > 1.5 × LEAF_MAX */

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
  gboolean extra_throw;
  gboolean all_dice;
  gboolean larger_first;
  int  stack_max;          /* 0: no limit */
  gboolean hit_lone;
  int  block_min;
  gboolean reentry_empty;
  gboolean reentry_first;
  gboolean after_gate;
  gboolean overshoot;
  gboolean overshoot_highest;
  int  score_single;
  int  score_double;
  /* rule indices (-1: no such rule) */
  int  r_direction, r_move, r_doubles, r_all, r_larger, r_stack, r_hit, r_block_pass,
       r_reenter, r_reenter_first, r_gate, r_bearoff, r_over, r_highest, r_down, r_pass,
       r_win, r_single, r_double;
} Priv;

/* A position seen by the mover: b[p] > 0 own pieces, < 0 the enemy's, p = 1 … 24. */
typedef struct
{
  gint8  b[N + 1];
  guint8 bar;
  guint8 off;
  guint8 used;      /* numbers played */
  guint8 die_used;  /* the number played when only one was */
} Pos;

typedef struct
{
  Pos    pos;
  BxMove move;
} Leaf;

typedef struct
{
  const Priv *pv;
  Leaf       *leaves;
  guint       n_leaves;
  guint32    *table;
  guint32    *gen;
  guint32     cur;
  guint       max_used;
  gboolean    overflow;
} Search;

static _Thread_local Leaf scratch_leaves[LEAF_MAX];
static _Thread_local guint32 scratch_table[TABLE_SIZE];
static _Thread_local guint32 scratch_gen[TABLE_SIZE];
static _Thread_local guint32 scratch_cur_gen;

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

static gboolean
opt_bool (BxGame      *game,
          const char  *name,
          gboolean     def,
          gboolean    *out,
          int         *rule,
          GError     **error)
{
  BxRuleset *rs = bx_game_get_ruleset (game);

  if (rule != NULL)
    *rule = bx_ruleset_param_rule (rs, name);
  if (bx_ruleset_get_param (rs, name) == NULL)
    {
      *out = def;
      return TRUE;
    }
  return bx_ruleset_get_bool (rs, name, out, error);
}

static gboolean
opt_int (BxGame      *game,
         const char  *name,
         int          def,
         int         *out,
         int         *rule,
         GError     **error)
{
  BxRuleset *rs = bx_game_get_ruleset (game);

  if (rule != NULL)
    *rule = bx_ruleset_param_rule (rs, name);
  if (bx_ruleset_get_param (rs, name) == NULL)
    {
      *out = def;
      return TRUE;
    }
  return bx_ruleset_get_int (rs, name, out, error);
}

static gboolean
bad_param (BxGame      *game,
           const char  *name,
           const char  *why,
           GError     **error)
{
  BxRuleset *rs = bx_game_get_ruleset (game);
  int idx = bx_ruleset_param_rule (rs, name);
  const BxRule *r = idx >= 0 ? bx_ruleset_get_rule (rs, idx) : NULL;

  g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%d: param '%s': %s",
               r != NULL ? r->file : bx_ruleset_get_file (rs), r != NULL ? r->line : 0, name,
               why);
  return FALSE;
}

static gboolean
shuanglu_prepare (BxGame   *game,
                  gpointer  priv,
                  GError  **error)
{
  Priv *pv = priv;
  BxRuleset *rs = bx_game_get_ruleset (game);
  int list[16];
  guint n_list = 0;
  int players = 2, points = N, total = 0, dummy;
  const char *reentry, *direction;
  gboolean b;

  if (!opt_int (game, "players", 2, &players, NULL, error)
      || !opt_int (game, "board.points", N, &points, NULL, error)
      || !bx_ruleset_get_int (rs, "pieces", &pv->n_pieces, error)
      || !opt_int (game, "board.home", 6, &pv->home, NULL, error)
      || !opt_int (game, "board.gate", pv->home + 1, &pv->gate, NULL, error)
      || !opt_int (game, "turn.first", 0, &pv->first, NULL, error)
      || !opt_int (game, "doubles.moves", 2, &pv->doubles_moves, &pv->r_doubles, error)
      || !opt_bool (game, "doubles.extra-throw", FALSE, &pv->extra_throw, NULL, error)
      || !opt_bool (game, "play.all-dice", TRUE, &pv->all_dice, &pv->r_all, error)
      || !opt_bool (game, "play.larger-first", TRUE, &pv->larger_first, &pv->r_larger, error)
      || !opt_bool (game, "stack.allowed", TRUE, &b, &pv->r_stack, error)
      || !opt_int (game, "stack.max", 0, &pv->stack_max, NULL, error)
      || !opt_bool (game, "hit.lone", TRUE, &pv->hit_lone, &pv->r_hit, error)
      || !opt_int (game, "block.min", 2, &pv->block_min, NULL, error)
      || !opt_bool (game, "block.intermediate", TRUE, &b, &pv->r_block_pass, error)
      || !opt_bool (game, "reentry.first", TRUE, &pv->reentry_first, &pv->r_reenter_first,
                    error)
      || !opt_bool (game, "bearoff.after-gate", TRUE, &pv->after_gate, &pv->r_gate, error)
      || !opt_bool (game, "bearoff.exact", TRUE, &b, &pv->r_bearoff, error)
      || !opt_bool (game, "bearoff.overshoot", TRUE, &pv->overshoot, &pv->r_over, error)
      || !opt_bool (game, "bearoff.overshoot-highest", TRUE, &pv->overshoot_highest,
                    &pv->r_highest, error)
      || !opt_bool (game, "bearoff.move-down", TRUE, &b, &pv->r_down, error)
      || !opt_bool (game, "pass.forced", TRUE, &b, &pv->r_pass, error)
      || !opt_bool (game, "win.all-off", TRUE, &b, &pv->r_win, error)
      || !opt_int (game, "score.single", 1, &pv->score_single, &pv->r_single, error)
      || !opt_int (game, "score.double", 0, &pv->score_double, &pv->r_double, error)
      || !opt_int (game, "dice.count", 2, &dummy, NULL, error))
    return FALSE;

  pv->r_move = bx_ruleset_param_rule (rs, "move.split");
  pv->r_direction = bx_ruleset_param_rule (rs, "direction");
  pv->r_reenter = bx_ruleset_param_rule (rs, "reentry.target");
  if (players != 2)
    return bad_param (game, "players", "the 雙陸 engine plays two players", error);
  if (points != N)
    return bad_param (game, "board.points", "the 雙陸 engine plays 24 points", error);
  if (pv->n_pieces < 1 || pv->n_pieces > 30)
    return bad_param (game, "pieces", "must be 1–30", error);
  if (pv->home < 1 || pv->home > 12 || pv->gate <= pv->home || pv->gate > N)
    return bad_param (game, "board.gate", "needs 1 ≤ home < gate ≤ 24", error);
  if (pv->doubles_moves < 1 || pv->doubles_moves > MAX_DICE)
    return bad_param (game, "doubles.moves", "must be 1–8", error);
  if (pv->block_min < 1)
    return bad_param (game, "block.min", "must be ≥ 1", error);
  if (pv->first < 0 || pv->first > 1)
    return bad_param (game, "turn.first", "must be 0 or 1", error);
  direction = bx_ruleset_get_param (rs, "direction");
  if (direction != NULL && strcmp (direction, "mirror") != 0)
    return bad_param (game, "direction", "only 'mirror' is known", error);
  reentry = bx_ruleset_get_param (rs, "reentry.target");
  if (reentry != NULL && strcmp (reentry, "empty") != 0 && strcmp (reentry, "open") != 0)
    return bad_param (game, "reentry.target", "must be 'empty' or 'open'", error);
  pv->reentry_empty = reentry == NULL || strcmp (reentry, "empty") == 0;

  if (bx_ruleset_get_param (rs, "setup") != NULL)
    {
      if (!bx_ruleset_get_int_list (rs, "setup", list, G_N_ELEMENTS (list), &n_list, error))
        return FALSE;
      if (n_list % 2 != 0 || n_list / 2 > G_N_ELEMENTS (pv->setup_point))
        return bad_param (game, "setup", "must be POINT:COUNT pairs", error);
      for (guint i = 0; i < n_list; i += 2)
        {
          if (list[i] < 1 || list[i] > N || list[i + 1] < 1)
            return bad_param (game, "setup", "points are 1–24, counts ≥ 1", error);
          pv->setup_point[pv->n_setup] = list[i];
          pv->setup_count[pv->n_setup] = list[i + 1];
          pv->n_setup++;
          total += list[i + 1];
        }
      if (total > pv->n_pieces)
        return bad_param (game, "setup", "places more pieces than 'pieces'", error);
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

static void
to_pos (const BxShuangluState *s,
        int                    player,
        Pos                   *pos)
{
  memset (pos, 0, sizeof *pos);
  if (player == 0)
    for (int p = 1; p <= N; p++)
      pos->b[p] = s->points[p - 1];
  else
    for (int p = 1; p <= N; p++)
      pos->b[p] = -s->points[N - p];
  pos->bar = s->bar[player];
  pos->off = s->off[player];
}

/* ---------------------------------------------------------------- moves */

static inline gboolean
all_home (const Pos *pos,
          int        gate)
{
  if (pos->bar != 0)
    return FALSE;
  for (int p = gate; p <= N; p++)
    if (pos->b[p] > 0)
      return FALSE;
  return TRUE;
}

/* Plays one number d from own point `from` (0 = the bar) if legal; fills the step. */
static inline gboolean
try_step (const Priv *pv,
          Pos        *pos,
          int         from,
          int         d,
          BxStep     *step)
{
  int to;
  guint8 flags = 0;

  if (from == 0)
    {
      to = N + 1 - d;
      if (to < 1)
        return FALSE;
      if (pv->reentry_empty && pos->b[to] != 0)
        return FALSE;
      flags |= BX_STEP_ENTER;
    }
  else
    {
      to = from - d;
      if (to <= 0)
        {
          if (!pv->after_gate ? FALSE : !all_home (pos, pv->gate))
            return FALSE;
          if (to < 0)
            {
              if (!pv->overshoot)
                return FALSE;
              if (pv->overshoot_highest)
                for (int p = from + 1; p < pv->gate; p++)
                  if (pos->b[p] > 0)
                    return FALSE;
              flags |= BX_STEP_OVERSHOOT;
            }
          pos->b[from]--;
          pos->off++;
          step->from = (gint8) from;
          step->to = 0;
          step->die = (guint8) d;
          step->flags = flags | BX_STEP_BEAR_OFF;
          return TRUE;
        }
      if (from < pv->gate && all_home (pos, pv->gate))
        flags |= BX_STEP_HOME;
    }

  if (pos->b[to] < 0)
    {
      if (-pos->b[to] >= pv->block_min || !pv->hit_lone)
        return FALSE;
      flags |= BX_STEP_HIT;
    }
  else if (pos->b[to] > 0)
    {
      if (pv->stack_max > 0 && pos->b[to] >= pv->stack_max)
        return FALSE;
      flags |= BX_STEP_STACK;
    }

  if (from == 0)
    pos->bar--;
  else
    pos->b[from]--;
  if (flags & BX_STEP_HIT)
    pos->b[to] = 1;
  else
    pos->b[to]++;
  step->from = (gint8) from;
  step->to = (gint8) to;
  step->die = (guint8) d;
  step->flags = flags;
  return TRUE;
}

static inline guint32
pos_hash (const Pos *pos)
{
  const guint8 *p = (const guint8 *) pos;
  guint32 h = 2166136261u;

  for (gsize i = 0; i < sizeof *pos; i++)
    h = (h ^ p[i]) * 16777619u;
  return h;
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

static void
add_leaf (Search       *sr,
          const Pos    *pos,
          const BxMove *move)
{
  guint32 h;
  Leaf *leaf;

  if (sr->pv->all_dice && pos->used < sr->max_used)
    return;   /* a longer play exists already */
  if (sr->pv->all_dice && pos->used > sr->max_used)
    {
      /* Every leaf so far played fewer numbers: drop them all. */
      sr->max_used = pos->used;
      sr->n_leaves = 0;
      table_reset (sr);
    }
  h = pos_hash (pos) & (TABLE_SIZE - 1);
  while (sr->gen[h] == sr->cur)
    {
      if (memcmp (&sr->leaves[sr->table[h] - 1].pos, pos, sizeof *pos) == 0)
        return;
      h = (h + 1) & (TABLE_SIZE - 1);
    }
  if (sr->n_leaves >= LEAF_MAX)
    {
      sr->overflow = TRUE;
      return;
    }
  leaf = &sr->leaves[sr->n_leaves++];
  leaf->pos = *pos;
  leaf->move = *move;
  sr->table[h] = sr->n_leaves;
  sr->gen[h] = sr->cur;
}

static void
search (Search       *sr,
        const Pos    *pos,
        const guint8 *dice,
        guint         n_dice,
        BxMove       *move)
{
  const Priv *pv = sr->pv;
  gboolean any = FALSE;

  for (guint k = 0; k < n_dice; k++)
    {
      int d = dice[k];
      guint8 rest[MAX_DICE];
      guint n_rest = 0;
      gboolean seen = FALSE;

      /* Try each distinct number once at this depth. */
      for (guint j = 0; j < k && !seen; j++)
        seen = dice[j] == d;
      if (seen)
        continue;
      for (guint j = 0; j < n_dice; j++)
        if (j != k)
          rest[n_rest++] = dice[j];

      if (pos->bar > 0 && pv->reentry_first)
        {
          Pos next = *pos;
          if (try_step (pv, &next, 0, d, &move->steps[move->n_steps]))
            {
              any = TRUE;
              next.used++;
              next.die_used = next.used == 1 ? (guint8) d : 0;
              move->n_steps++;
              search (sr, &next, rest, n_rest, move);
              move->n_steps--;
            }
          continue;
        }
      for (int from = pos->bar > 0 ? 0 : 1; from <= N; from++)
        {
          Pos next;
          if (from > 0 && pos->b[from] <= 0)
            continue;
          next = *pos;
          if (!try_step (pv, &next, from, d, &move->steps[move->n_steps]))
            continue;
          any = TRUE;
          next.used++;
          next.die_used = next.used == 1 ? (guint8) d : 0;
          move->n_steps++;
          search (sr, &next, rest, n_rest, move);
          move->n_steps--;
        }
    }
  /* Without play.all-dice a play may stop after any number. */
  if (!any || (!pv->all_dice && pos->used > 0))
    add_leaf (sr, pos, move);
}

static void
rules_add (BxMove *move,
           int     rule)
{
  guint i;

  if (rule < 0)
    return;
  for (i = 0; i < move->n_rules; i++)
    if (move->rules[i] == rule)
      return;
  if (move->n_rules >= BX_MOVE_MAX_RULES)
    return;
  /* Keep them in ruleset order. */
  for (i = move->n_rules; i > 0 && move->rules[i - 1] > rule; i--)
    move->rules[i] = move->rules[i - 1];
  move->rules[i] = (guint16) rule;
  move->n_rules++;
}

static void
finish_move (const Priv *pv,
             BxMove     *move,
             int         player,
             guint       n_dice,
             gboolean    is_double,
             gboolean    larger_applied,
             gboolean    had_bar)
{
  gboolean one_piece_twice = FALSE;

  if (move->n_steps == 0)
    {
      move->flags = BX_MOVE_PASS;
      rules_add (move, pv->r_pass);
      if (had_bar)
        {
          rules_add (move, pv->r_reenter);
          rules_add (move, pv->r_reenter_first);
        }
      return;
    }

  rules_add (move, pv->r_direction);
  rules_add (move, pv->r_move);
  if (is_double)
    rules_add (move, pv->r_doubles);
  if (move->n_steps < n_dice)
    rules_add (move, pv->r_all);
  if (larger_applied)
    rules_add (move, pv->r_larger);
  if (had_bar)
    rules_add (move, pv->r_reenter_first);

  /* One piece playing two numbers: its first landing had to be open (not passing a 梁). */
  for (guint i = 0; i < move->n_steps; i++)
    for (guint j = 0; j < i; j++)
      if (move->steps[j].to == move->steps[i].from && move->steps[i].from != 0
          && !(move->steps[j].flags & BX_STEP_BEAR_OFF))
        one_piece_twice = TRUE;

  for (guint i = 0; i < move->n_steps; i++)
    {
      BxStep *st = &move->steps[i];
      if (st->flags & BX_STEP_ENTER)
        rules_add (move, pv->r_reenter);
      if (st->flags & BX_STEP_HIT)
        rules_add (move, pv->r_hit);
      if (st->flags & BX_STEP_STACK)
        rules_add (move, pv->r_stack);
      if (st->flags & BX_STEP_HOME)
        rules_add (move, pv->r_down);
      if (st->flags & BX_STEP_BEAR_OFF)
        {
          rules_add (move, pv->r_gate);
          if (st->flags & BX_STEP_OVERSHOOT)
            {
              rules_add (move, pv->r_over);
              rules_add (move, pv->r_highest);
            }
          else
            rules_add (move, pv->r_bearoff);
        }
      /* To absolute indices. */
      st->from = st->from == 0 ? BX_POINT_BAR : (gint8) own_to_index (st->from, player);
      st->to = (st->flags & BX_STEP_BEAR_OFF) ? BX_POINT_OFF
                                              : (gint8) own_to_index (st->to, player);
    }
  if (one_piece_twice)
    rules_add (move, pv->r_block_pass);
}

static void
shuanglu_legal_moves (const BxGame  *game,
                      const BxState *state,
                      const BxThrow *t,
                      GArray        *out)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxShuangluState *s = bx_shuanglu_state_const (state);
  Search sr = { pv, scratch_leaves, 0, scratch_table, scratch_gen, 0, 0, FALSE };
  guint8 dice[MAX_DICE];
  guint n_dice = 0;
  gboolean is_double = bx_throw_is_double (t);
  guint8 larger = 0;
  gboolean larger_applied = FALSE;
  BxMove move;
  Pos pos;

  memset (&move, 0, sizeof move);
  to_pos (s, state->player, &pos);
  if (is_double)
    for (int i = 0; i < pv->doubles_moves; i++)
      dice[n_dice++] = t->d[0];
  else
    for (guint i = 0; i < t->n && n_dice < MAX_DICE; i++)
      {
        dice[n_dice++] = t->d[i];
        larger = MAX (larger, t->d[i]);
      }

  table_reset (&sr);
  search (&sr, &pos, dice, n_dice, &move);
  g_assert (!sr.overflow);

  /* Only one number can be played, and either could be: the larger. */
  if (pv->larger_first && pv->all_dice && !is_double && sr.max_used == 1 && n_dice == 2)
    {
      gboolean has_larger = FALSE, has_smaller = FALSE;
      for (guint i = 0; i < sr.n_leaves; i++)
        {
          if (sr.leaves[i].pos.die_used == larger)
            has_larger = TRUE;
          else
            has_smaller = TRUE;
        }
      larger_applied = has_larger && has_smaller;
    }

  for (guint i = 0; i < sr.n_leaves; i++)
    {
      Leaf *leaf = &sr.leaves[i];
      if (larger_applied && leaf->pos.die_used != larger)
        continue;
      leaf->move.n_rules = 0;
      leaf->move.flags = 0;
      finish_move (pv, &leaf->move, state->player, n_dice, is_double, larger_applied,
                   pos.bar > 0);
      g_array_append_val (out, leaf->move);
    }
}

static int
compute_score (const Priv            *pv,
               const BxShuangluState *s,
               int                    loser,
               gboolean              *is_double)
{
  gboolean home = s->bar[loser] == 0;

  for (int i = 0; i < N && home; i++)
    {
      int count = loser == 0 ? s->points[i] : -s->points[i];
      if (count > 0 && bx_shuanglu_own_point (i, loser) >= pv->gate)
        home = FALSE;
    }
  *is_double = pv->score_double > 0 && (!home || s->off[loser] == 0);
  return *is_double ? pv->score_double : pv->score_single;
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
        }
      s->points[st->to] += sign;
    }

  state->turn++;
  if (s->off[me] >= pv->n_pieces)
    {
      gboolean dbl;
      state->winner = me;
      state->score = compute_score (pv, s, 1 - me, &dbl);
      return;
    }
  if (pv->extra_throw && bx_throw_is_double (t) && !bx_move_is_pass (move))
    {
      state->extra = 1;
      return;
    }
  state->extra = 0;
  state->player = 1 - me;
}

static void
shuanglu_result (const BxGame  *game,
                 const BxState *state,
                 BxResult      *out)
{
  const Priv *pv = bx_game_get_priv (game);
  gboolean dbl = FALSE;

  out->winner = state->winner;
  if (state->winner < 0)
    return;
  out->score = compute_score (pv, bx_shuanglu_state_const (state), 1 - state->winner, &dbl);
  if (pv->r_win >= 0)
    out->rules[out->n_rules++] = pv->r_win;
  if (dbl && pv->r_double >= 0)
    out->rules[out->n_rules++] = pv->r_double;
  else if (!dbl && pv->r_single >= 0)
    out->rules[out->n_rules++] = pv->r_single;
}

/* ---------------------------------------------------------------- JSON */

static const char *player_names[] = { "white", "black" };

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
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gboolean
state_error (GError    **error,
             const char *why)
{
  g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "state: %s", why);
  return FALSE;
}

static gboolean
read_pair (JsonObject  *o,
           const char  *name,
           guint8      *out,
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
          || v > 30)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "state: '%s' holds a bad count",
                       name);
          return FALSE;
        }
      out[i] = (guint8) v;
    }
  return TRUE;
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
    return state_error (error, "not a JSON object");
  o = json_node_get_object (node);
  rid = json_object_has_member (o, "ruleset") ? json_object_get_string_member (o, "ruleset")
                                             : NULL;
  if (rid != NULL && g_strcmp0 (rid, bx_ruleset_get_id (bx_game_get_ruleset (game))) != 0
      && !g_str_has_prefix (rid, "shuanglu/"))
    return state_error (error, "the ruleset is not a 雙陸 ruleset");
  n = json_object_get_member (o, "points");
  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n)
      || json_array_get_length (pts = json_node_get_array (n)) != N)
    return state_error (error, "'points' must be an array of 24 integers");
  for (guint i = 0; i < N; i++)
    {
      JsonNode *e = json_array_get_element (pts, i);
      gint64 v;
      if (json_node_get_value_type (e) != G_TYPE_INT64 || (v = json_node_get_int (e)) < -30
          || v > 30)
        return state_error (error, "'points' holds a value that is not a count");
      s->points[i] = (gint8) v;
    }
  if (!read_pair (o, "bar", s->bar, error) || !read_pair (o, "off", s->off, error))
    return FALSE;
  n = json_object_get_member (o, "player");
  state->player = n == NULL ? 0 : player_from_node (n);
  if (state->player < 0)
    return state_error (error, "'player' must be \"white\" or \"black\"");
  n = json_object_get_member (o, "turn");
  if (n != NULL)
    {
      if (json_node_get_value_type (n) != G_TYPE_INT64 || json_node_get_int (n) < 0
          || json_node_get_int (n) > G_MAXINT32)
        return state_error (error, "'turn' must be a count");
      state->turn = (guint32) json_node_get_int (n);
    }
  n = json_object_get_member (o, "winner");
  state->winner = -1;
  if (n != NULL && !JSON_NODE_HOLDS_NULL (n))
    {
      int w = player_from_node (n);
      if (w < 0)
        return state_error (error, "'winner' must be null, \"white\" or \"black\"");
      state->winner = w;
    }
  n = json_object_get_member (o, "score");
  if (n != NULL && json_node_get_value_type (n) == G_TYPE_INT64)
    state->score = (guint8) CLAMP (json_node_get_int (n), 0, 255);
  n = json_object_get_member (o, "extra_throw");
  state->extra = n != NULL && json_node_get_value_type (n) == G_TYPE_BOOLEAN
                 && json_node_get_boolean (n);
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
    return state_error (error, "the player to move must be white or black");
  for (int p = 0; p < 2; p++)
    if (count[p] != pv->n_pieces)
      {
        g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                     "state: %s has %d pieces, the ruleset has %d", player_names[p],
                     count[p], pv->n_pieces);
        return FALSE;
      }
  if ((state->winner >= 0) != (s->off[0] == pv->n_pieces || s->off[1] == pv->n_pieces))
    return state_error (error, "'winner' does not match the pieces borne off");
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
};

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
