/* bx-shuanglu.c: the 雙陸 engine of 譜雙, driven by ruleset params only
 *
 * This file holds the board coordinates, the ruleset's params (prepare), applying a move,
 * the result, the state as JSON, the notation and the vtable.  The move generator is in
 * bx-shuanglu-movegen.c, the moves with their rules in bx-shuanglu-moves.c; what they
 * share is in bx-shuanglu-private.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-shuanglu-private.h"

#include <string.h>

#include "bx-shuanglu-eval.h"
#include "bx-error.h"
#include "bx-words.h"


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

/* as-usual = KIND,… (entry, move, bear-off, block): what a rule saying "as in the common
 * game" (下馬出局如常法, pushuang.buda.1 and the like) is cited by: entering steps,
 * every move, bearing-off steps, a 梁 that closes a number (see add_restrictions()). */
static gboolean
parse_usual (BxGame      *game,
             const char  *value,
             guint       *out,
             GError     **error)
{
  static const struct { const char *name; guint bit; } kinds[] = {
    { "entry", USUAL_ENTRY }, { "move", USUAL_MOVE }, { "bear-off", USUAL_BEAR_OFF },
    { "block", USUAL_BLOCK },
  };
  g_auto(GStrv) parts = NULL;

  *out = 0;
  if (value == NULL)
    return TRUE;
  parts = g_strsplit (value, ",", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint bit = 0;
      for (guint k = 0; k < G_N_ELEMENTS (kinds) && bit == 0; k++)
        if (strcmp (g_strstrip (parts[i]), kinds[k].name) == 0)
          bit = kinds[k].bit;
      if (bit == 0)
        return bx_game_param_error (game, "as-usual",
                                    "is a list of entry, move, bear-off, block", error);
      *out |= bit;
    }
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

  _bx_shuanglu_keys_init ();
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
      || !bx_game_param_bool (game, "bearoff.compulsory", TRUE, &pv->compulsory, error)
      || !bx_game_param_bool (game, "bearoff.wait-throw", FALSE, &pv->off_wait, error)
      || !bx_game_param_bool (game, "pass.forced", TRUE, &b, error)
      || !bx_game_param_bool (game, "win.all-off", TRUE, &b, error)
      || !bx_game_param_bool (game, "win.all-home", FALSE, &pv->win_all_home, error)
      || !bx_game_param_int (game, "score.single", 1, -99, 99, &pv->score_single, error)
      || !bx_game_param_int (game, "score.double", 0, -99, 99, &pv->score_double, error)
      || !bx_game_param_choice (game, "score.double-if", double_ifs, DOUBLE_IF_NOT_HOME,
                                &pv->double_if, error)
      || !bx_game_param_int (game, "score.triple", 0, G_MININT, G_MAXINT, &pv->triple_score, error)
      || !bx_game_param_choice (game, "formation.kind", form_kinds, FORM_NONE, &pv->form_kind,
                                error)
      || !bx_game_param_int (game, "formation.count", 0, G_MININT, N, &pv->form_count, error)
      || !bx_game_param_int (game, "formation.size", 2, G_MININT, 30, &pv->form_size, error)
      || !bx_game_param_int (game, "formation.step", 1, G_MININT, N, &pv->form_step, error)
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
  pv->r_block = bx_ruleset_param_rule (rs, "block.min");
  pv->r_stack_max = bx_ruleset_param_rule (rs, "stack.max");
  pv->r_usual = bx_ruleset_param_rule (rs, "as-usual");
  if (!parse_usual (game, bx_ruleset_get_param (rs, "as-usual"), &pv->usual, error))
    return FALSE;
  pv->entry_near = entry == 1;
  /* A game won when every piece is home ends before any piece could be borne off: no play
   * may bear off, not even with the numbers left after the last piece came home. */
  pv->no_bearoff = pv->win_all_home;
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
          if (pv->usual & USUAL_ENTRY)
            mask_add (m, pv->r_usual);
        }
      if ((f & BX_STEP_BEAR_OFF) && (pv->usual & USUAL_BEAR_OFF))
        mask_add (m, pv->r_usual);
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
  memset (&pv->pass_base, 0, sizeof pv->pass_base);
  mask_add (&pv->pass_base, pv->r_pass);
  memset (&pv->move_base, 0, sizeof pv->move_base);
  mask_add (&pv->move_base, pv->r_direction);
  mask_add (&pv->move_base, pv->r_move);
  if (pv->usual & USUAL_MOVE)
    mask_add (&pv->move_base, pv->r_usual);
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
      for (int d = 1; d <= N; d++)
        pv->gate_moves[d] = pv->gate_moves[d - 1] | pv->gates_mask << d;
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
  pv->leaf_pos = pv->form_kind != FORM_NONE || pv->win_all_home || pv->off_wait;
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

/* _bx_shuanglu_formation_holds() on the player's own-numbered board, without building
 * it for formation.kind all-in (大食's 外六門: every piece inside the region): the pieces
 * of the region counted on the absolute points (own point p is p − 1 for White, 24 − p for
 * Black), which apply judges for both sides after every move. */
static gboolean
formation_holds_for (const Priv            *pv,
                     const BxShuangluState *s,
                     int                    player)
{
  gint8 b[N + 1];

  if (pv->form_unhit && s->hits[player] > 0)
    return FALSE;
  if (pv->form_kind == FORM_ALL_IN)
    {
      const int sign = player == 0 ? 1 : -1;
      const int lo = player == 0 ? pv->form_lo - 1 : N - pv->form_hi;
      const int hi = player == 0 ? pv->form_hi - 1 : N - pv->form_lo;
      int n = 0;

      for (int i = MAX (lo, 0); i <= hi && i < N; i++)
        n += MAX (s->points[i] * sign, 0);
      return n == pv->n_pieces;
    }
  own_board (s, player, b);
  return _bx_shuanglu_formation_holds (pv, b, s->hits[player]);
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

/* Whether the loser lost as score.double-if says a double is lost, whatever the score. */
static gboolean
double_condition (const Priv            *pv,
                  const BxShuangluState *s,
                  int                    loser)
{
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

static gboolean
score_is_double (const Priv            *pv,
                 const BxShuangluState *s,
                 int                    loser)
{
  return pv->score_double > 0 && double_condition (pv, s, loser);
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
        const gboolean holds = formation_holds_for (pv, s, who);

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
      /* No double win (score.double 0: 日本): the rule that says so decided the single. */
      if (pv->score_double <= 0 && double_condition (pv, s, 1 - w))
        result_add (out, pv->r_double);
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

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bx_state_error (error, "not a JSON object");
  o = json_node_get_object (node);
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
  .describe_move_words = bx_shuanglu_describe_move_words,
  .check_state = shuanglu_check_state,
  .random_move = shuanglu_random_move,
  .score_unit = N_("籌 (chou)"),
  .result_note = shuanglu_result_note,
  .steps_commute = shuanglu_steps_commute,
  .apply_steps = shuanglu_apply_steps,
  .evaluate = bx_shuanglu_evaluate,
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
