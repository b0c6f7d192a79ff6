/* bx-dama.c: the 打馬 engine of 打馬圖經 (依經馬), driven by ruleset params only
 *
 * legal_moves() lists plans (pass, enter, move a stack forward or back, fly out of the
 * 塹, withdraw) and simulate() works out, for a plan, the move with its rules, the 帖
 * that change hands and the position it leads to; apply() decodes the move into its plan
 * and calls simulate() again, so what is listed is what is played.  Nothing is allocated.
 *
 * Params (data/rulesets/dama-yijing.xml; docs/rulesets.md, 打馬):
 *   players, players.min, players.max   2–5 (default 4)
 *   pot.stake                           帖 each player puts in the 盆
 *   horses                              20
 *   board.cells, wo.every               91, a 窩 every 9 cells (0, 9, … 90)
 *   sheyang.classes                     "b" (eleven 賞, seed 004) or "a" (ten)
 *   bencai, bencai.bang                 "first-san"; 傍本采 "same-total" or "none"
 *   entry.cells                         16 cells for the totals 3–18
 *   entry.counts                        "fa:0,san:1,shang:2,111:4,…"
 *   entry.all-first, entry.hit          all horses in before any move; entering hits
 *   move.by, fa.moves                   "sum" (whole stack); whether a 罰 moves
 *   wo.safe, wo.extra-throw
 *   hangu.cell, hangu.stack, hangu.after, hangu.pot
 *   overtake.from                       smaller stacks may not pass larger from here on
 *   feilong.cell
 *   hit.equal, hit.larger-blocks, reenter, whole.pot, whole.reenter
 *   daoxing                             "hit,stack,wo"
 *   jia.cells, jia.throws               the 夾 and its 夾采 ("3-2-2,…,shang")
 *   qian.cell, qian.fly
 *   end.cell, finish.overshoot, daopen.ximan, daopen.cuman
 *   tie.self, tie.other, tie.fa, tie.zhuang, tie.hit, tie.fly, shangzhi
 *   turn.first, turn.pass, turn.cap, win.last-player
 *
 * The moves (plans and their simulation) are in bx-dama-moves.c, the state as JSON in
 * bx-dama-json.c; what the files share is in bx-dama-private.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-dama-private.h"

#include <stdlib.h>
#include <string.h>

#include "bx-dama-eval.h"
#include "bx-error.h"
#include "bx-words.h"


static const char *player_labels[] = { "p1", "p2", "p3", "p4", "p5" };

/* Appendix 1 of damatujing.txt (rec.damatujing-appendix), seed 004's numbering. */
static const char *wo_names[] = {
  "赤岸驛", "隴西監", "玉門關", "汧陽監", "沙苑監", "函谷關", "太僕寺", "天駟監", "騏驥院",
  "飛龍院", "尚乘局",
};

/* ---------------------------------------------------------------- prepare */

/* "3-2-2" or "322" → a 色樣 index; -1 when not three faces. */
int
_bx_dama_parse_faces (const char *text)
{
  BxThrow t = { 0 };

  for (const char *c = text; *c != '\0'; c++)
    {
      if (*c >= '1' && *c <= '6')
        {
          if (t.n >= 3)
            return -1;
          t.d[t.n++] = (guint8) (*c - '0');
        }
      else if (*c != '-' && *c != ',' && *c != ' ')
        return -1;
    }
  return bx_dama_throw_index (&t);
}

static gboolean
read_counts (BxGame      *game,
             Priv        *pv,
             GError     **error)
{
  const char *v = bx_ruleset_get_param (bx_game_get_ruleset (game), "entry.counts");
  g_auto(GStrv) items = NULL;

  pv->count_fa = 0;
  pv->count_san = 1;
  pv->count_shang = 2;
  memset (pv->count_triple, 0, sizeof pv->count_triple);
  if (v == NULL)
    return TRUE;
  items = g_strsplit (v, ",", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      char *colon = strchr (items[i], ':');
      char *end = NULL;
      long n;
      const char *key;
      if (colon == NULL)
        return bx_game_param_error (game, "entry.counts", "items are KEY:COUNT", error);
      *colon = '\0';
      key = g_strstrip (items[i]);
      n = strtol (colon + 1, &end, 10);
      if (end == colon + 1 || n < 0 || n > BX_DAMA_MAX_HORSES)
        return bx_game_param_error (game, "entry.counts", "a count must be 0–20", error);
      if (strcmp (key, "fa") == 0)
        pv->count_fa = (guint) n;
      else if (strcmp (key, "san") == 0)
        pv->count_san = (guint) n;
      else if (strcmp (key, "shang") == 0)
        pv->count_shang = (guint) n;
      else if (strlen (key) == 3 && key[0] >= '1' && key[0] <= '6' && key[1] == key[0]
               && key[2] == key[0])
        pv->count_triple[key[0] - '0'] = (guint) n;
      else
        return bx_game_param_error (game, "entry.counts", "keys are fa, san, shang or a triple",
                                    error);
    }
  return TRUE;
}

static gboolean
read_jia (BxGame      *game,
          Priv        *pv,
          GError     **error)
{
  BxRuleset *rs = bx_game_get_ruleset (game);
  int cells[BX_DAMA_CELLS];
  guint n = 0;
  const char *v;

  memset (pv->jia, 0, sizeof pv->jia);
  memset (pv->jia_throw, 0, sizeof pv->jia_throw);
  pv->jia_shang = FALSE;
  v = bx_ruleset_get_param (rs, "jia.place");
  if (v != NULL)
    {
      /* The readings of 飛龍院下三路 (damatujing.rujia.1; docs/rulesets.md, 打馬). */
      int lo, hi;
      if (strcmp (v, "before") == 0)
        lo = pv->feilong_cell - 3, hi = pv->feilong_cell - 1;
      else if (strcmp (v, "after") == 0)
        lo = pv->feilong_cell + 1, hi = pv->feilong_cell + 3;
      else if (strcmp (v, "txz") == 0)
        lo = pv->qian_cell - 5, hi = pv->qian_cell - 1;
      else if (strcmp (v, "daba") == 0)
        lo = pv->feilong_cell + 1, hi = pv->qian_cell - 1;
      else
        return bx_game_param_error (game, "jia.place",
                                    "must be 'before', 'after', 'txz' or 'daba'", error);
      if (bx_ruleset_get_param (rs, "jia.cells") != NULL)
        return bx_game_param_error (game, "jia.place", "give jia.place or jia.cells, not both",
                                    error);
      for (int c = lo; c <= hi; c++)
        {
          if (c < 1 || c >= pv->end_cell || c == pv->qian_cell)
            return bx_game_param_error (game, "jia.place", "the 夾 falls off the track", error);
          pv->jia[c] = TRUE;
        }
    }
  else if (bx_ruleset_get_param (rs, "jia.cells") != NULL)
    {
      if (!bx_ruleset_get_int_list (rs, "jia.cells", cells, BX_DAMA_CELLS, &n, error))
        return FALSE;
      for (guint i = 0; i < n; i++)
        {
          if (cells[i] < 1 || cells[i] >= pv->end_cell)
            return bx_game_param_error (game, "jia.cells", "cells must be on the track", error);
          pv->jia[cells[i]] = TRUE;
        }
    }
  v = bx_ruleset_get_param (rs, "jia.throws");
  if (v != NULL)
    {
      g_auto(GStrv) items = g_strsplit (v, ",", -1);
      for (guint i = 0; items[i] != NULL; i++)
        {
          const char *key = g_strstrip (items[i]);
          int ti;
          if (strcmp (key, "shang") == 0)
            {
              pv->jia_shang = TRUE;
              continue;
            }
          ti = _bx_dama_parse_faces (key);
          if (ti < 0)
            return bx_game_param_error (game, "jia.throws", "items are faces (3-2-2) or 'shang'",
                                        error);
          pv->jia_throw[ti] = TRUE;
        }
    }
  return TRUE;
}

static gboolean
dama_prepare (BxGame   *game,
              gpointer  priv,
              GError  **error)
{
  Priv *pv = priv;
  BxRuleset *rs = bx_game_get_ruleset (game);
  const BxDiceSpec *dice = bx_game_get_dice (game);
  int np, mn, mx, stake, horses, cells, every, hc, hs, of, fc, fs, qc, ec, tf, th, tfl, first, cap;
  int entry[16];
  guint n_entry = 0;
  const char *v;
  gboolean b;

  if (!bx_game_param_int (game, "players", 4, 2, BX_DAMA_MAX_PLAYERS, &np, error)
      || !bx_game_param_int (game, "players.min", 2, 2, BX_DAMA_MAX_PLAYERS, &mn, error)
      || !bx_game_param_int (game, "players.max", BX_DAMA_MAX_PLAYERS, 2, BX_DAMA_MAX_PLAYERS, &mx,
                             error)
      || !bx_game_param_int (game, "pot.stake", 10, 0, 10000, &stake, error)
      || !bx_game_param_int (game, "horses", 20, 1, BX_DAMA_MAX_HORSES, &horses, error)
      || !bx_game_param_int (game, "board.cells", 91, 91, 91, &cells, error)
      || !bx_game_param_int (game, "wo.every", 9, 1, 90, &every, error)
      || !bx_game_param_int (game, "end.cell", 90, 90, 90, &ec, error)
      || !bx_game_param_int (game, "hangu.cell", 45, 1, 89, &hc, error)
      || !bx_game_param_int (game, "hangu.stack", 10, 1, BX_DAMA_MAX_HORSES, &hs, error)
      || !bx_game_param_int (game, "overtake.from", 45, 0, 90, &of, error)
      || !bx_game_param_int (game, "feilong.cell", 81, 1, 89, &fc, error)
      || !bx_game_param_int (game, "feilong.stack", 20, 1, BX_DAMA_MAX_HORSES, &fs, error)
      || !bx_game_param_int (game, "qian.cell", 89, 1, 89, &qc, error)
      || !bx_game_param_int (game, "tie.fa", 1, 0, 100, &tf, error)
      || !bx_game_param_int (game, "tie.hit", 1, 0, 100, &th, error)
      || !bx_game_param_int (game, "tie.fly", 1, 0, 100, &tfl, error)
      || !bx_game_param_int (game, "turn.first", 0, 0, BX_DAMA_MAX_PLAYERS - 1, &first, error)
      || !bx_game_param_int (game, "turn.cap", 3000, 0, 1000000, &cap, error)
      || !bx_game_param_bool (game, "entry.all-first", TRUE, &pv->all_first, error)
      || !bx_game_param_bool (game, "entry.hit", TRUE, &pv->entry_hit, error)
      || !bx_game_param_bool (game, "fa.moves", FALSE, &pv->fa_moves, error)
      || !bx_game_param_bool (game, "wo.safe", TRUE, &pv->wo_safe, error)
      || !bx_game_param_bool (game, "wo.extra-throw", TRUE, &pv->wo_extra, error)
      || !bx_game_param_bool (game, "hit.equal", TRUE, &pv->hit_equal, error)
      || !bx_game_param_bool (game, "finish.overshoot", TRUE, &pv->overshoot, error)
      || !bx_game_param_bool (game, "tie.self", TRUE, &pv->tie_self, error)
      || !bx_game_param_bool (game, "tie.other", TRUE, &pv->tie_other, error)
      || !bx_game_param_bool (game, "tie.zhuang", TRUE, &pv->tie_zhuang, error)
      || !bx_game_param_bool (game, "shangzhi", TRUE, &b, error)
      || !bx_game_param_bool (game, "shangzhi.stack-entry", FALSE, &pv->stack_entry, error))
    return FALSE;
  pv->n_players = (guint) np;
  pv->min_players = (guint) mn;
  pv->max_players = (guint) mx;
  pv->stake = stake;
  pv->horses = (guint) horses;
  pv->wo_every = (guint) every;
  pv->end_cell = ec;
  pv->hangu_cell = hc;
  pv->hangu_stack = (guint) hs;
  pv->overtake_from = of;
  pv->feilong_cell = fc;
  pv->feilong_stack = (guint) fs;
  pv->qian_cell = qc;
  pv->tie_fa = tf;
  pv->tie_hit = th;
  pv->tie_fly = tfl;
  pv->first_player = first;
  pv->cap = (guint) cap;

  v = bx_ruleset_get_param (rs, "sheyang.classes");
  if (v != NULL && strcmp (v, "a") != 0 && strcmp (v, "b") != 0)
    return bx_game_param_error (game, "sheyang.classes", "must be 'a' or 'b'", error);
  pv->classes_b = v == NULL || strcmp (v, "b") == 0;
  v = bx_ruleset_get_param (rs, "bencai.bang");
  if (v != NULL && strcmp (v, "same-total") != 0 && strcmp (v, "none") != 0)
    return bx_game_param_error (game, "bencai.bang", "must be 'same-total' or 'none'", error);
  pv->bang_same_total = v == NULL || strcmp (v, "same-total") == 0;
  v = bx_ruleset_get_param (rs, "daoxing");
  pv->back_hit = v == NULL || strstr (v, "hit") != NULL;
  pv->back_stack = v == NULL || strstr (v, "stack") != NULL;
  pv->back_wo = v == NULL || strstr (v, "wo") != NULL;

  if (bx_ruleset_get_param (rs, "entry.cells") != NULL)
    {
      if (!bx_ruleset_get_int_list (rs, "entry.cells", entry, 16, &n_entry, error))
        return FALSE;
      if (n_entry != 16)
        return bx_game_param_error (game, "entry.cells", "needs 16 cells, for the totals 3–18",
                                    error);
    }
  else
    {
      static const int def[16] = { 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17 };
      memcpy (entry, def, sizeof def);
    }
  memcpy (pv->entry_cells, entry, sizeof entry);
  for (guint i = 0; i < 16; i++)
    if (entry[i] < 0 || entry[i] >= ec)
      return bx_game_param_error (game, "entry.cells", "cells must be on the track", error);
  if (!read_counts (game, pv, error) || !read_jia (game, pv, error))
    return FALSE;

  pv->r_players = bx_game_rule_index (game, "players");
  pv->r_pupen = bx_game_rule_index (game, "pot.stake");
  pv->r_horses = bx_game_rule_index (game, "horses");
  pv->r_board = bx_game_rule_index (game, "board.cells");
  pv->r_dice = bx_game_rule_index (game, "dice.count");
  pv->r_sheyang = bx_game_rule_index (game, "sheyang.classes");
  pv->r_bencai = bx_game_rule_index (game, "bencai");
  pv->r_bang = bx_game_rule_index (game, "bencai.bang");
  pv->r_entry_cell = bx_game_rule_index (game, "entry.cells");
  pv->r_entry_count = bx_game_rule_index (game, "entry.counts");
  pv->r_entry_first = bx_game_rule_index (game, "entry.all-first");
  pv->r_entry_hit = bx_game_rule_index (game, "entry.hit");
  pv->r_move = bx_game_rule_index (game, "move.by");
  pv->r_fa = bx_game_rule_index (game, "fa.moves");
  pv->r_wo_safe = bx_game_rule_index (game, "wo.safe");
  pv->r_wo_extra = bx_game_rule_index (game, "wo.extra-throw");
  pv->r_hangu = bx_game_rule_index (game, "hangu.stack");
  pv->r_hangu_open = bx_game_rule_index (game, "hangu.after");
  pv->r_hangu_pot = bx_game_rule_index (game, "hangu.pot");
  pv->r_overtake = bx_game_rule_index (game, "overtake.from");
  pv->r_feilong = bx_game_rule_index (game, "feilong.cell");
  pv->r_feilong_stack = bx_game_rule_index (game, "feilong.stack");
  pv->r_hit = bx_game_rule_index (game, "hit.equal");
  pv->r_hit_larger = bx_game_rule_index (game, "hit.larger-blocks");
  pv->r_reenter = bx_game_rule_index (game, "reenter");
  pv->r_whole = bx_game_rule_index (game, "whole.pot");
  pv->r_whole_reenter = bx_game_rule_index (game, "whole.reenter");
  pv->r_daoxing = bx_game_rule_index (game, "daoxing");
  pv->r_jia = bx_game_rule_index (game, "jia.place");
  if (pv->r_jia < 0)
    pv->r_jia = bx_game_rule_index (game, "jia.cells");
  pv->r_stack_entry = bx_game_rule_index (game, "shangzhi.stack-entry");
  pv->r_jia_throws = bx_game_rule_index (game, "jia.throws");
  pv->r_qian = bx_game_rule_index (game, "qian.cell");
  pv->r_qian_fly = bx_game_rule_index (game, "qian.fly");
  pv->r_finish = bx_game_rule_index (game, "finish.overshoot");
  pv->r_ximan = bx_game_rule_index (game, "daopen.ximan");
  pv->r_cuman = bx_game_rule_index (game, "daopen.cuman");
  pv->r_tie_self = bx_game_rule_index (game, "tie.self");
  pv->r_tie_other = bx_game_rule_index (game, "tie.other");
  pv->r_tie_fa = bx_game_rule_index (game, "tie.fa");
  pv->r_tie_zhuang = bx_game_rule_index (game, "tie.zhuang");
  pv->r_tie_hit = bx_game_rule_index (game, "tie.hit");
  pv->r_tie_fly = bx_game_rule_index (game, "tie.fly");
  pv->r_shangzhi = bx_game_rule_index (game, "shangzhi");
  pv->r_turn = bx_game_rule_index (game, "turn.first");
  pv->r_pass = bx_game_rule_index (game, "turn.pass");
  pv->r_cap = bx_game_rule_index (game, "turn.cap");
  pv->r_last = bx_game_rule_index (game, "win.last-player");

  if (dice->kind != BX_DICE_CUBIC || dice->count != 3)
    return bx_game_param_error (game, "dice.count", "打馬 is thrown with three cubic dice", error);
  if (mn > mx || np < mn || np > mx)
    return bx_game_param_error (game, "players", "out of players.min–players.max", error);
  if (pv->r_move < 0 || pv->r_sheyang < 0 || pv->r_pass < 0)
    return bx_game_param_error (game, "move.by",
                                "the ruleset needs move.by, sheyang.classes and turn.pass",
                                error);
  _bx_dama_tables (game, pv);
  return TRUE;
}

static gboolean
dama_configure (BxGame              *game,
                gpointer             priv,
                const BxGameOptions *options,
                GError             **error)
{
  Priv *pv = priv;

  if (options->rounds != 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "%s is not played in rounds",
                   bx_ruleset_get_id (bx_game_get_ruleset (game)));
      return FALSE;
    }
  if (options->n_players == 0)
    return TRUE;
  if (options->n_players < pv->min_players || options->n_players > pv->max_players)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "%s is played by %u–%u players, not %u",
                   bx_ruleset_get_id (bx_game_get_ruleset (game)), pv->min_players,
                   pv->max_players, options->n_players);
      return FALSE;
    }
  pv->n_players = options->n_players;
  _bx_dama_new_serial (pv);
  return TRUE;
}

/* ---------------------------------------------------------------- state */

static guint
dama_n_players (const BxGame *game)
{
  const Priv *pv = bx_game_get_priv (game);
  return pv->n_players;
}

void
dama_init_state (const BxGame *game,
                 BxState      *state)
{
  const Priv *pv = bx_game_get_priv (game);
  BxDamaState *s = bx_dama_state (state);

  s->n_players = (guint8) pv->n_players;
  s->last_player = -1;
  for (guint p = 0; p < pv->n_players; p++)
    {
      s->waiting[p] = (guint8) pv->horses;
      s->ledger[p] = -pv->stake;   /* 鋪盆: every player puts the stake in the pot */
      s->pot += pv->stake;
    }
  state->player = (gint8) MIN ((guint) pv->first_player, pv->n_players - 1);
}

static void
dama_result (const BxGame  *game,
             const BxState *state,
             BxResult      *out)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxDamaState *s = bx_dama_state_const (state);
  int r = -1;

  out->winner = state->winner;
  if (state->winner < 0)
    return;
  out->score = state->score;
  switch (s->end)
    {
    case BX_DAMA_END_XIMAN:
      r = pv->r_ximan;
      break;
    case BX_DAMA_END_CUMAN:
      r = pv->r_cuman;
      break;
    case BX_DAMA_END_LAST:
      r = pv->r_last;
      break;
    case BX_DAMA_END_CAP:
      r = pv->r_cap;
      break;
    default:
      break;
    }
  if (r >= 0)
    out->rules[out->n_rules++] = (guint16) r;
  if (pv->r_pupen >= 0)
    out->rules[out->n_rules++] = (guint16) pv->r_pupen;
}

/* ---------------------------------------------------------------- notation */

static char *
dama_describe_move (const BxGame  *game,
                    const BxState *state,
                    const BxMove  *move)
{
  const BxDamaState *s = bx_dama_state_const (state);
  const BxStep *st = &move->steps[0];
  int p = state->player;

  switch (bx_dama_move_kind (move))
    {
    case BX_DAMA_MOVE_ENTER:
      return g_strdup_printf ("enter %02d x%u%s", st->to, st->die,
                              st->flags & BX_STEP_HIT ? "*" : "");
    case BX_DAMA_MOVE_FORWARD:
    case BX_DAMA_MOVE_BACK:
      return g_strdup_printf ("%02d%s%02d x%u%s", st->from,
                              bx_dama_move_kind (move) == BX_DAMA_MOVE_BACK ? "<" : "-",
                              st->to, s->cells[p][st->from],
                              st->flags & BX_STEP_HIT ? "*" : "");
    case BX_DAMA_MOVE_FLY:
      return g_strdup_printf ("fly %02d x%u", st->from, st->die);
    case BX_DAMA_MOVE_WITHDRAW:
      return g_strdup ("withdraw");
    case BX_DAMA_MOVE_PASS:
    default:
      return g_strdup (s->status[p] == BX_DAMA_PENDING ? "stay" : "pass");
    }
}

/* ---------------------------------------------------------------- CLI hooks */

static void
add_rule_clauses (JsonBuilder  *b,
                  const BxRule *r)
{
  json_builder_begin_array (b);
  if (r != NULL)
    for (guint k = 0; r->cites[k] != NULL; k++)
      json_builder_add_string_value (b, r->cites[k]);
  json_builder_end_array (b);
}

static JsonNode *
dama_throw_table (const BxGame *game)
{
  const Priv *pv = bx_game_get_priv (game);
  BxRuleset *rs = bx_game_get_ruleset (game);
  const BxRule *r = pv->r_sheyang >= 0 ? bx_ruleset_get_rule (rs, pv->r_sheyang) : NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_array (b);
  for (guint i = 0; i < BX_DAMA_N_THROWS; i++)
    {
      const BxDamaThrowInfo *info = bx_dama_throw_info (i);
      g_autofree char *t = g_strdup_printf ("%u,%u,%u", info->dice[0], info->dice[1],
                                            info->dice[2]);
      g_autofree char *prob = g_strdup_printf ("%u/%u", info->ways, BX_DAMA_N_ORDERED);
      BxDamaClass k = _bx_dama_klass_of (pv, info);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "throw");
      json_builder_add_string_value (b, t);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, bx_dama_game_throw_name (game, info));
      json_builder_set_member_name (b, "class");
      json_builder_add_string_value (b, bx_dama_class_to_string (k));
      json_builder_set_member_name (b, "class_zh");
      json_builder_add_string_value (b, bx_dama_class_to_zh (k));
      json_builder_set_member_name (b, "probability");
      json_builder_add_string_value (b, prob);
      json_builder_set_member_name (b, "ways");
      json_builder_add_int_value (b, info->ways);
      json_builder_set_member_name (b, "sum");
      json_builder_add_int_value (b, info->sum);
      json_builder_set_member_name (b, "enters");
      json_builder_add_int_value (b, _bx_dama_entry_count (pv, info));
      json_builder_set_member_name (b, "entry_cell");
      json_builder_add_int_value (b, pv->entry_cells[info->sum - 3]);
      json_builder_set_member_name (b, "name_a");
      if (info->name_a != NULL)
        json_builder_add_string_value (b, info->name_a);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "class_a");
      json_builder_add_string_value (b, bx_dama_class_to_string (info->klass_a));
      json_builder_set_member_name (b, "name_b");
      json_builder_add_string_value (b, info->name_b);
      json_builder_set_member_name (b, "class_b");
      json_builder_add_string_value (b, bx_dama_class_to_string (info->klass_b));
      json_builder_set_member_name (b, "readings_differ");
      json_builder_add_boolean_value (b, info->names_differ || info->klass_a != info->klass_b);
      json_builder_set_member_name (b, "status");
      json_builder_add_string_value (b, "interpreted");
      json_builder_set_member_name (b, "reconstruction");
      json_builder_begin_array (b);
      json_builder_add_string_value (b, "rec.sheyang-a");
      json_builder_add_string_value (b, "rec.sheyang-b");
      json_builder_end_array (b);
      json_builder_set_member_name (b, "named_in_text");
      if (info->named_in_text)
        json_builder_add_string_value (b, "damatujing.xingma.23");
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "rule");
      if (r != NULL)
        json_builder_add_string_value (b, r->id);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "clauses");
      add_rule_clauses (b, r);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

static void
add_account (JsonBuilder *b,
             const char  *member,
             int          who)
{
  json_builder_set_member_name (b, member);
  if (who == BX_DAMA_POT)
    json_builder_add_string_value (b, "pot");
  else
    json_builder_add_string_value (b, player_labels[who]);
}

static void
dama_move_details (const BxGame  *game,
                   const BxState *state,
                   const BxThrow *t,
                   const BxMove  *move,
                   JsonBuilder   *b)
{
  const Priv *pv = bx_game_get_priv (game);
  BxRuleset *rs = bx_game_get_ruleset (game);
  int ti = bx_dama_throw_index (t);
  const BxDamaThrowInfo *info;
  const BxDamaState *after;
  gint64 sum = 0;
  Plan pl;
  Outcome o;

  if (ti < 0 || !_bx_dama_plan_of_move (state, move, &pl))
    return;
  info = bx_dama_throw_info ((guint) ti);
  _bx_dama_simulate (pv, state, t, &pl, &o);
  after = bx_dama_state_const (&o.state);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, (const char *[]){ "pass", "enter", "forward", "back", "fly",
                                                      "withdraw" }[pl.kind]);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, bx_dama_game_throw_name (game, info));
  json_builder_set_member_name (b, "class");
  json_builder_add_string_value (b, bx_dama_class_to_string (_bx_dama_klass_of (pv, info)));
  json_builder_set_member_name (b, "sum");
  json_builder_add_int_value (b, info->sum);
  json_builder_set_member_name (b, "payments");
  json_builder_begin_array (b);
  for (guint i = 0; i < o.n_pays; i++)
    {
      const BxRule *r = o.pays[i].rule >= 0 ? bx_ruleset_get_rule (rs, o.pays[i].rule) : NULL;
      json_builder_begin_object (b);
      add_account (b, "from", o.pays[i].from);
      add_account (b, "to", o.pays[i].to);
      json_builder_set_member_name (b, "tie");
      json_builder_add_int_value (b, o.pays[i].amount);
      json_builder_set_member_name (b, "rule");
      if (r != NULL)
        json_builder_add_string_value (b, r->id);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "clauses");
      add_rule_clauses (b, r);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "pot");
  json_builder_add_int_value (b, after->pot);
  json_builder_set_member_name (b, "ledger");
  json_builder_begin_array (b);
  for (guint p = 0; p < after->n_players; p++)
    {
      json_builder_add_int_value (b, after->ledger[p]);
      sum += after->ledger[p];
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "ledger_sum");
  json_builder_add_int_value (b, sum + after->pot);
}

static const char *
dama_player_name (const BxGame *game,
                  int           player)
{
  return bx_dama_player_label (player);
}

/* The seats by the colour of their horses on the board, and their names in a state. */
static const char * const dama_player_labels[] = {
  N_("Red 紅"),
  N_("Blue 藍"),
  N_("Green 綠"),
  N_("Amber 黃"),
  N_("Purple 紫"),
  NULL
};

/* The 帖 each seat has won or paid (its stake included) and the 盆 left. */
static gboolean
dama_ledger (const BxGame  *game,
             const BxState *state,
             BxLedger      *out)
{
  const BxDamaState *s = bx_dama_state_const (state);

  out->n_players = MIN (s->n_players, BX_MAX_PLAYERS);
  for (guint p = 0; p < out->n_players; p++)
    out->balance[p] = s->ledger[p];
  out->has_pot = TRUE;
  out->pot = s->pot;
  return TRUE;
}

static const BxGameVTable dama_vtable = {
  .family = "dama",
  .priv_size = sizeof (Priv),
  .prepare = dama_prepare,
  .init_state = dama_init_state,
  .n_players = dama_n_players,
  .legal_moves = dama_legal_moves,
  .apply = dama_apply,
  .random_move = dama_random_move,
  .result = dama_result,
  .state_to_json = dama_state_to_json,
  .state_from_json = dama_state_from_json,
  .describe_move = dama_describe_move,
  .describe_move_words = bx_dama_describe_move_words,
  .check_state = dama_check_state,
  .configure = dama_configure,
  .throw_table = dama_throw_table,
  .move_details = dama_move_details,
  .player_name = dama_player_name,
  .player_labels = dama_player_labels,
  /* 1 for 粗滿 (the pot), 2 for 細滿 (the pot and as much again). */
  .score_unit = N_("盆 (pen, pots)"),
  .ledger = dama_ledger,
  .evaluate = bx_dama_evaluate,
};

G_STATIC_ASSERT (BX_DAMA_MAX_PLAYERS <= BX_MAX_PLAYERS);

/* ---------------------------------------------------------------- public */

/** bx_dama_get_vtable: Returns: the 打馬 engine (family "dama"), static. */
const BxGameVTable *
bx_dama_get_vtable (void)
{
  return &dama_vtable;
}

/** bx_dama_move_kind: Returns: what the move is. */
BxDamaMoveKind
bx_dama_move_kind (const BxMove *move)
{
  return (BxDamaMoveKind) ((move->flags & KIND_MASK) >> KIND_SHIFT);
}

/**
 * bx_dama_move_payments:
 * @game: a 打馬 game
 * @state: the position before @move
 * @t: the throw
 * @move: a legal move for @state and @t
 * @out: (out caller-allocates) (array fixed-size=24): the payments
 *
 * Returns: the number of payments (帖 and 盆) the move makes, each with its rule.
 */
guint
bx_dama_move_payments (const BxGame  *game,
                       const BxState *state,
                       const BxThrow *t,
                       const BxMove  *move,
                       BxDamaPayment *out)
{
  const Priv *pv = bx_game_get_priv (game);
  Plan pl;
  Outcome o;

  g_return_val_if_fail (bx_dama_throw_index (t) >= 0, 0);
  if (!_bx_dama_plan_of_move (state, move, &pl))
    return 0;
  _bx_dama_simulate (pv, state, t, &pl, &o);
  memcpy (out, o.pays, o.n_pays * sizeof *out);
  return o.n_pays;
}

/** bx_dama_ledger_sum: Returns: the ledger plus the pot (always 0 for a valid state). */
gint64
bx_dama_ledger_sum (const BxState *state)
{
  const BxDamaState *s = bx_dama_state_const (state);
  gint64 sum = s->pot;

  for (guint i = 0; i < MIN (s->n_players, BX_DAMA_MAX_PLAYERS); i++)
    sum += s->ledger[i];
  return sum;
}

/** bx_dama_horses: Returns: the player's horses on the board, waiting and flown. */
guint
bx_dama_horses (const BxState *state,
                int            player)
{
  const BxDamaState *s = bx_dama_state_const (state);
  guint n;

  g_return_val_if_fail (player >= 0 && player < BX_DAMA_MAX_PLAYERS, 0);
  n = s->waiting[player] + s->flown[player];
  for (int c = 0; c < BX_DAMA_CELLS; c++)
    n += s->cells[player][c];
  return n;
}

/** bx_dama_player_label: Returns: "p1" … "p5", static. */
const char *
bx_dama_player_label (int player)
{
  g_return_val_if_fail (player >= 0 && player < BX_DAMA_MAX_PLAYERS, "?");
  return player_labels[player];
}

/**
 * bx_dama_cell_name:
 * @cell: 0–90
 *
 * Returns: (nullable): the 窩's name (appendix 1, seed 004's numbering) for 0, 9, … 90.
 */
const char *
bx_dama_cell_name (int cell)
{
  if (cell < 0 || cell > 90 || cell % 9 != 0)
    return NULL;
  return wo_names[cell / 9];
}

/** bx_dama_is_wo: Returns: %TRUE when @cell is a 窩 of the game. */
gboolean
bx_dama_is_wo (const BxGame *game,
               int           cell)
{
  return _bx_dama_is_wo (bx_game_get_priv (game), cell);
}

/** bx_dama_is_jia: Returns: %TRUE when @cell is a 夾 of the game. */
gboolean
bx_dama_is_jia (const BxGame *game,
                int           cell)
{
  const Priv *pv = bx_game_get_priv (game);
  return cell >= 0 && cell < BX_DAMA_CELLS && pv->jia[cell];
}

/**
 * bx_dama_special_cell:
 * @game: a 打馬 game
 * @which: "hangu", "feilong", "qian" or "end"
 *
 * Returns: the cell, or -1.
 */
int
bx_dama_special_cell (const BxGame *game,
                      const char   *which)
{
  const Priv *pv = bx_game_get_priv (game);

  if (g_strcmp0 (which, "hangu") == 0)
    return pv->hangu_cell;
  if (g_strcmp0 (which, "feilong") == 0)
    return pv->feilong_cell;
  if (g_strcmp0 (which, "qian") == 0)
    return pv->qian_cell;
  if (g_strcmp0 (which, "end") == 0)
    return pv->end_cell;
  return -1;
}

/** bx_dama_entry_cell: Returns: the entry cell for a total 3–18, or -1. */
int
bx_dama_entry_cell (const BxGame *game,
                    guint         sum)
{
  const Priv *pv = bx_game_get_priv (game);
  return sum >= 3 && sum <= 18 ? pv->entry_cells[sum - 3] : -1;
}

/** bx_dama_entry_count: Returns: how many horses the throw enters (下馬之數). */
guint
bx_dama_entry_count (const BxGame          *game,
                     const BxDamaThrowInfo *info)
{
  return _bx_dama_entry_count (bx_game_get_priv (game), info);
}

/** bx_dama_throw_class: Returns: the throw's class under the ruleset's reading. */
BxDamaClass
bx_dama_throw_class (const BxGame          *game,
                     const BxDamaThrowInfo *info)
{
  return _bx_dama_klass_of (bx_game_get_priv (game), info);
}

/**
 * bx_dama_game_throw_name:
 * @game: a 打馬 game
 * @info: a 色樣
 *
 * The name of the throw in the reading whose classes the ruleset uses (sheyang.classes:
 * reading A or B of appendix 2), so that a name never comes with the other reading's class
 * (5-4-1 is 急火鑽, 散 in A and 银十, 賞 in B).  A throw that reading has no name for (A:
 * 6-4-1, 4-2-1) is "—", as in the appendix, not the other reading's name.
 *
 * Returns: (transfer none): the name, never %NULL.
 */
const char *
bx_dama_game_throw_name (const BxGame          *game,
                         const BxDamaThrowInfo *info)
{
  const Priv *pv = bx_game_get_priv (game);
  const char *name = pv->classes_b ? info->name_b : info->name_a;

  return name != NULL ? name : "—";
}

/** bx_dama_turn_cap: Returns: the number of throws after which the game stops (0: none). */
guint
bx_dama_turn_cap (const BxGame *game)
{
  const Priv *pv = bx_game_get_priv (game);
  return pv->cap;
}
