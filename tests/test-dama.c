/* test-dama.c: 打馬 (data/rulesets/dama-yijing.xml, dama-txz.xml): the 56 色樣, one test per
 * rule of the 例 (each a position, a throw, the exact legal moves with their rules, and the
 * clauses cited), state JSON, the rulesets that are listed but not playable, the CLI, and a
 * property test of 2,000 seeded games each for 2, 3 and 5 players.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-core.h"
#include "bx-dama.h"
#include "bx-game.h"
#include "bx-ruleset.h"

static BxClauseIndex *clauses;
static BxRuleset *yijing;
static BxRuleset *txz;
static BxGame *game;     /* 依經馬, three players */
static BxGame *game_txz; /* seed 004's 夾, three players */

/* ---------------------------------------------------------------- helpers */

static BxThrow
throw_of (const char *text)
{
  BxThrow t;
  g_assert_true (bx_throw_parse (text, &t, NULL));
  g_assert_cmpuint (t.n, ==, 3);
  return t;
}

/* A position: @mover to throw; @specs[p] lists player p's stacks as "CELL:COUNT …"; the
 * rest of his twenty horses wait to enter.  Every player's 本采 is set to 5-1-1 (白七,
 * total 7) so that it stays out of the way unless a test sets another. */
static void
setup (const BxGame *g,
       BxState      *st,
       int           mover,
       const char  **specs)
{
  BxDamaState *s;

  bx_game_init_state (g, st);
  s = bx_dama_state (st);
  st->player = (gint8) mover;
  for (int p = 0; p < s->n_players; p++)
    {
      g_auto(GStrv) items = g_strsplit (specs[p] != NULL ? specs[p] : "", " ", -1);
      guint placed = 0;
      for (guint i = 0; items[i] != NULL; i++)
        {
          int cell, count;
          if (items[i][0] == '\0')
            continue;
          g_assert_cmpint (sscanf (items[i], "%d:%d", &cell, &count), ==, 2);
          s->cells[p][cell] = (guint8) count;
          placed += (guint) count;
        }
      g_assert_cmpuint (placed, <=, 20);
      s->waiting[p] = (guint8) (20 - placed);
      s->bencai[p] = (guint8) (bx_dama_throw_index (&(BxThrow){ 3, { 5, 1, 1 } }) + 1);
    }
  g_assert_true (bx_game_check_state (g, st, NULL));
}

static char *
rules_of (const BxGame *g,
          const BxMove *m)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < m->n_rules; i++)
    g_string_append_printf (out, "%s%s", i ? "," : "",
                            bx_game_rule_id (g, m->rules[i]) + strlen ("yijing."));
  return g_string_free (out, FALSE);
}

/* "enter 01 x4 [sheyang,entry-cell,…] | …": every legal move with its rules. */
static char *
legal (const BxGame  *g,
       const BxState *st,
       const char    *throw_text)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxThrow t = throw_of (throw_text);
  GString *out = g_string_new (NULL);

  bx_game_legal_moves (g, st, &t, moves);
  g_assert_cmpuint (moves->len, >=, 1);
  for (guint i = 0; i < moves->len; i++)
    {
      const BxMove *m = &g_array_index (moves, BxMove, i);
      g_autofree char *d = bx_game_describe_move (g, st, m);
      g_autofree char *r = rules_of (g, m);
      g_assert_cmpuint (m->n_rules, >=, 1);
      g_string_append_printf (out, "%s%s [%s]", i ? " | " : "", d, r);
    }
  return g_string_free (out, FALSE);
}

/* Plays the legal move whose notation is @move; returns it. */
static BxMove
play (const BxGame *g,
      BxState      *st,
      const char   *throw_text,
      const char   *move)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxThrow t = throw_of (throw_text);

  bx_game_legal_moves (g, st, &t, moves);
  for (guint i = 0; i < moves->len; i++)
    {
      BxMove m = g_array_index (moves, BxMove, i);
      g_autofree char *d = bx_game_describe_move (g, st, &m);
      if (strcmp (d, move) == 0)
        {
          bx_game_apply (g, st, &t, &m);
          g_assert_cmpint (bx_dama_ledger_sum (st), ==, 0);
          g_assert_true (bx_game_check_state (g, st, NULL));
          return m;
        }
    }
  g_error ("no legal move %s for %s", move, throw_text);
}

/* "p2>p1:2@hit …": the payments of a move with their rules. */
static char *
payments (const BxGame  *g,
          const BxState *st,
          const char    *throw_text,
          const BxMove  *m)
{
  BxDamaPayment pays[BX_DAMA_MAX_PAYMENTS];
  BxThrow t = throw_of (throw_text);
  guint n = bx_dama_move_payments (g, st, &t, m, pays);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (pays[i].rule, >=, 0);
      g_string_append_printf (out, "%s%s>%s:%d@%s", i ? " " : "",
                              pays[i].from < 0 ? "pot" : bx_dama_player_label (pays[i].from),
                              pays[i].to < 0 ? "pot" : bx_dama_player_label (pays[i].to),
                              pays[i].amount,
                              bx_game_rule_id (g, pays[i].rule) + strlen ("yijing."));
    }
  return g_string_free (out, FALSE);
}

static BxMove
first_move (const BxGame  *g,
            const BxState *st,
            const char    *throw_text)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxThrow t = throw_of (throw_text);
  bx_game_legal_moves (g, st, &t, moves);
  return g_array_index (moves, BxMove, 0);
}

/* The rule @id of the ruleset cites @clause, and the move cites it. */
static void
assert_cites (const BxGame *g,
              const BxMove *m,
              const char   *clause)
{
  g_auto(GStrv) ids = bx_game_move_clause_ids (g, m);
  g_assert_true (bx_clause_index_has (clauses, clause));
  if (!g_strv_contains ((const char * const *) ids, clause))
    g_error ("the move does not cite %s", clause);
}

#define LEGAL(g, st, t, expected)                 \
  G_STMT_START {                                  \
    g_autofree char *got_ = legal (g, st, t);     \
    g_assert_cmpstr (got_, ==, expected);         \
  } G_STMT_END

/* ---------------------------------------------------------------- throws */

static void
test_throw_table (void)
{
  guint ways = 0, shang = 0, fa = 0, san = 0, differ = 0;
  guint seen[BX_DAMA_N_THROWS] = { 0 };

  for (guint i = 0; i < BX_DAMA_N_THROWS; i++)
    {
      const BxDamaThrowInfo *info = bx_dama_throw_info (i);
      BxDamaClass k = bx_dama_throw_class (game, info);
      ways += info->ways;
      shang += k == BX_DAMA_CLASS_SHANG;
      fa += k == BX_DAMA_CLASS_FA;
      san += k == BX_DAMA_CLASS_SAN;
      differ += info->names_differ || info->klass_a != info->klass_b;
      g_assert_nonnull (info->name_b);
      g_assert_nonnull (bx_dama_throw_name (info));
    }
  g_assert_cmpuint (ways, ==, 216);
  g_assert_cmpuint (shang, ==, 11);
  g_assert_cmpuint (fa, ==, 2);
  g_assert_cmpuint (san, ==, 43);
  g_assert_cmpuint (differ, >=, 10);
  /* Every ordered throw of three dice is one of the 56. */
  for (guint a = 1; a <= 6; a++)
    for (guint b = 1; b <= 6; b++)
      for (guint c = 1; c <= 6; c++)
        {
          BxThrow t = { 3, { a, b, c } };
          int i = bx_dama_throw_index (&t);
          g_assert_cmpint (i, >=, 0);
          seen[i]++;
          g_assert_cmpuint (bx_dama_throw_info (i)->sum, ==, a + b + c);
        }
  for (guint i = 0; i < BX_DAMA_N_THROWS; i++)
    g_assert_cmpuint (seen[i], ==, bx_dama_throw_info (i)->ways);
  /* The five names of the text, and the one the readings disagree on for class. */
  g_assert_cmpstr (bx_dama_throw_info (bx_dama_throw_index (&(BxThrow){ 3, { 4, 4, 4 } }))->name_a,
                   ==, "堂印");
  {
    const BxDamaThrowInfo *x = bx_dama_throw_info (bx_dama_throw_index (&(BxThrow){ 3, { 1, 4, 5 } }));
    g_assert_cmpstr (x->name_a, ==, "急火鑽");
    g_assert_cmpstr (x->name_b, ==, "银十");
    g_assert_cmpint (x->klass_a, ==, BX_DAMA_CLASS_SAN);
    g_assert_cmpint (x->klass_b, ==, BX_DAMA_CLASS_SHANG);
    g_assert_true (x->names_differ);
  }
  g_assert_true (bx_dama_throw_info (bx_dama_throw_index (&(BxThrow){ 3, { 1, 1, 1 } }))->named_in_text);
  g_assert_false (bx_dama_throw_info (bx_dama_throw_index (&(BxThrow){ 3, { 5, 5, 5 } }))->named_in_text);
}

/* ---------------------------------------------------------------- 下馬 */

static void
test_entry_cell (void)
{
  const char *none[] = { "", "", "" };
  BxState st;
  BxMove m;

  /* The total picks the cell: 3 → 01, 10 → 08, 11 → 10 (09 is never an entry), 18 → 17. */
  g_assert_cmpint (bx_dama_entry_cell (game, 3), ==, 1);
  g_assert_cmpint (bx_dama_entry_cell (game, 9), ==, 7);
  g_assert_cmpint (bx_dama_entry_cell (game, 10), ==, 8);
  g_assert_cmpint (bx_dama_entry_cell (game, 11), ==, 10);
  g_assert_cmpint (bx_dama_entry_cell (game, 18), ==, 17);
  for (guint sum = 3; sum <= 18; sum++)
    g_assert_cmpint (bx_dama_entry_cell (game, sum), !=, 9);

  setup (game, &st, 0, none);
  LEGAL (game, &st, "1,1,1",
         "enter 01 x4 [sheyang,entry-cell,entry-count,entry-first,tie-self,shangzhi]");
  LEGAL (game, &st, "6,2,1", "enter 07 x1 [sheyang,entry-cell,entry-count,entry-first]");
  LEGAL (game, &st, "6,3,2",
         "enter 10 x2 [sheyang,entry-cell,entry-count,entry-first,tie-self,shangzhi]");
  LEGAL (game, &st, "6,6,6",
         "enter 17 x6 [sheyang,entry-cell,entry-count,entry-first,tie-self,shangzhi]");
  m = first_move (game, &st, "6,2,1");
  assert_cites (game, &m, "damatujing.xiama.1");
  assert_cites (game, &m, "damatujing.luoqian.9");
}

static void
test_entry_count (void)
{
  const char *none[] = { "", "", "" };
  const char *few[] = { "30:19", "", "" };
  BxState st;

  setup (game, &st, 0, none);
  /* 罰: none; 散: one; 444 eight; 666 six; 555 five; 333, 222, 111 four; other 賞 two. */
  LEGAL (game, &st, "3,2,1", "pass [sheyang,tie-fa,fa,turn,pass]");
  LEGAL (game, &st, "2,1,1", "pass [sheyang,tie-fa,fa,turn,pass]");
  LEGAL (game, &st, "6,4,2", "enter 10 x1 [sheyang,entry-cell,entry-count,entry-first]");
  LEGAL (game, &st, "4,4,4",
         "enter 08 x8 [sheyang,entry-cell,entry-count,entry-first,tie-self,shangzhi]");
  LEGAL (game, &st, "5,5,5",
         "enter 14 x5 [sheyang,entry-cell,entry-count,entry-first,tie-self,shangzhi]");
  LEGAL (game, &st, "3,3,3",
         "enter 07 x4 [sheyang,entry-cell,entry-count,entry-first,tie-self,shangzhi]");
  LEGAL (game, &st, "2,2,2",
         "enter 04 x4 [sheyang,entry-cell,entry-count,entry-first,tie-self,shangzhi]");
  LEGAL (game, &st, "6,5,4",
         "enter 14 x2 [sheyang,entry-cell,entry-count,entry-first,tie-self,shangzhi]");
  LEGAL (game, &st, "5,4,1",
         "enter 08 x2 [sheyang,entry-cell,entry-count,entry-first,tie-self,shangzhi]");
  /* No more than are waiting. */
  setup (game, &st, 0, few);
  LEGAL (game, &st, "4,4,4",
         "enter 08 x1 [sheyang,entry-cell,entry-count,entry-first,tie-self,shangzhi]");
}

/* All twenty in before any move: with one horse waiting, only the entry is legal. */
static void
test_entry_first (void)
{
  const char *specs[] = { "20:10 30:9", "", "" };
  BxState st;

  setup (game, &st, 0, specs);
  LEGAL (game, &st, "6,4,2", "enter 10 x1 [sheyang,entry-cell,entry-count,entry-first]");
  LEGAL (game, &st, "3,2,1", "pass [sheyang,tie-fa,fa,turn,pass]");
}

static void
test_entry_hit (void)
{
  const char *specs[] = { "", "10:1 14:3", "" };
  BxState st;
  BxMove m;
  g_autofree char *pays = NULL;

  setup (game, &st, 0, specs);
  /* One horse hits one on 10; two (a 賞) may not enter on three. */
  LEGAL (game, &st, "6,4,1",
         "enter 10 x1* [sheyang,entry-cell,entry-count,entry-first,entry-hit,hit,reenter,"
         "tie-hit,shangzhi]");
  LEGAL (game, &st, "6,5,4", "pass [sheyang,entry-hit,hit-larger,tie-self,shangzhi,pass]");
  m = first_move (game, &st, "6,4,1");
  pays = payments (game, &st, "6,4,1", &m);
  g_assert_cmpstr (pays, ==, "p2>p1:1@tie-hit");
  assert_cites (game, &m, "damatujing.dama.2");
  play (game, &st, "6,4,1", "enter 10 x1*");
  g_assert_cmpuint (bx_dama_state (&st)->waiting[1], ==, 20 - 3);
  g_assert_cmpint (st.player, ==, 0);   /* 打得馬: another throw */
}

/* ---------------------------------------------------------------- 行馬 */

static void
test_move (void)
{
  const char *specs[] = { "20:10 30:10", "", "" };
  BxState st;
  BxMove m;

  setup (game, &st, 0, specs);
  LEGAL (game, &st, "6,4,2", "20-32 x10 [sheyang,move] | 30-42 x10 [sheyang,move]");
  m = play (game, &st, "6,4,2", "20-32 x10");
  assert_cites (game, &m, "damatujing.xingma.10");
  g_assert_cmpint (st.player, ==, 1);
  g_assert_cmpuint (bx_dama_state (&st)->cells[0][32], ==, 10);
}

/* A 窩 is safe (no hit, stacks of two players share it) and gives another throw. */
static void
test_wo (void)
{
  const char *specs[] = { "20:10 30:10", "36:1", "" };
  BxState st;

  setup (game, &st, 0, specs);
  LEGAL (game, &st, "6,5,5",
         "20-36 x10 [sheyang,move,wo-safe,wo-extra,shangzhi] | 30-46 x10 [sheyang,move,hangu]");
  play (game, &st, "6,5,5", "20-36 x10");
  g_assert_cmpuint (bx_dama_state (&st)->cells[1][36], ==, 1);
  g_assert_cmpuint (bx_dama_state (&st)->cells[0][36], ==, 10);
  g_assert_cmpint (st.player, ==, 0);
  g_assert_cmpstr (bx_dama_cell_name (36), ==, "沙苑監");
  g_assert_cmpstr (bx_dama_cell_name (0), ==, "赤岸驛");
  g_assert_cmpstr (bx_dama_cell_name (90), ==, "尚乘局");
  g_assert_null (bx_dama_cell_name (37));
}

/* Only a stack of ten passes 函谷關: a stack of nine is held; ten take half the pot; then
 * the player's smaller stacks pass too. */
static void
test_hangu (void)
{
  const char *specs[] = { "40:9 38:10 20:1", "", "" };
  BxState st;
  BxMove m;
  g_autofree char *pays = NULL;

  setup (game, &st, 0, specs);
  LEGAL (game, &st, "6,2,2",
         "20-30 x1 [sheyang,move] | 38-48 x10 [sheyang,move,hangu,hangu-pot,overtake]");
  m = first_move (game, &st, "6,2,2");
  m = play (game, &st, "6,2,2", "38-48 x10");
  assert_cites (game, &m, "damatujing.xingma.10");
  assert_cites (game, &m, "damatujing.daopen.1");
  g_assert_cmpint (bx_dama_state (&st)->pot, ==, 15);
  g_assert_cmpint (bx_dama_state (&st)->ledger[0], ==, -10 + 15);
  /* Now the nine pass (函谷關 is open to this player), and no second half pot. */
  st.player = 0;
  LEGAL (game, &st, "6,2,2",
         "20-30 x1 [sheyang,move] | 40-50 x9 [sheyang,move,hangu-after,overtake] | "
         "48-58 x10 [sheyang,move,overtake]");
  m = play (game, &st, "6,2,2", "40-50 x9");
  pays = payments (game, &st, "6,2,2", &m);
  g_assert_cmpint (bx_dama_state (&st)->pot, ==, 15);
  /* Another player's nine are still held. */
  {
    const char *other[] = { "46:10 1:10", "40:9 38:11", "" };
    setup (game, &st, 1, other);
    LEGAL (game, &st, "6,2,2", "38-48 x11 [sheyang,move,hangu,hangu-pot,overtake]");
  }
}

/* Past 函谷關 a smaller stack may not pass another player's larger one; own horses never
 * block. */
static void
test_overtake (void)
{
  const char *specs[] = { "50:3 52:10 1:7", "55:4", "" };
  BxState st;

  setup (game, &st, 0, specs);
  bx_dama_state (&st)->hangu_open = 1;
  /* 6-2-2 (10): 50 → 60 passes the four on 55: no; 52 → 62 passes them: yes; 1 → 11. */
  LEGAL (game, &st, "6,2,2",
         "01-11 x7 [sheyang,move] | 52-62 x10 [sheyang,move,overtake]");
}

/* 飛龍院: ordinary throws do not move a stack there; a 賞, one's 真本采, another's throw of
 * it, or a 罰 by the player before release it. */
static void
test_feilong (void)
{
  const char *specs[] = { "81:20", "", "" };
  BxState st;
  BxDamaState *s;

  setup (game, &st, 0, specs);
  s = bx_dama_state (&st);
  s->hangu_open = 1;
  LEGAL (game, &st, "4,3,1", "pass [sheyang,turn,pass]");
  LEGAL (game, &st, "3,3,3",
         "81-90 x20 [sheyang,move,wo-extra,overtake,feilong,finish,ximan,tie-self,shangzhi]");
  /* 真本采 (5-1-1, seven). */
  LEGAL (game, &st, "5,1,1", "81-88 x20 [sheyang,bencai,move,overtake,feilong,tie-self,shangzhi]");
  /* Another player threw his 真本采 since his last throw. */
  s->gift[0] = BX_DAMA_GIFT_ZHEN;
  LEGAL (game, &st, "4,3,1", "81-89 x20 [sheyang,move,overtake,feilong,qian]");
  s->gift[0] = 0;
  /* The player before him threw a 罰. */
  s->last_player = 2;
  s->last_throw = (guint8) (bx_dama_throw_index (&(BxThrow){ 3, { 3, 2, 1 } }) + 1);
  LEGAL (game, &st, "4,3,1", "81-89 x20 [sheyang,move,overtake,feilong,qian]");
}

/* 打馬: a larger or equal stack landing exactly on another hits it; a smaller does not. */
static void
test_hit (void)
{
  const char *specs[] = { "20:3 30:2 1:15", "32:3 40:17", "" };
  BxState st;
  BxMove m;
  g_autofree char *pays = NULL;

  setup (game, &st, 0, specs);
  /* 6-4-2 (12): 20 → 32 hits three with three; 30 → 42 free; back 30 → 18 (玉門關), 32 ← 20
   * can't hit three with two. */
  LEGAL (game, &st, "6,4,2",
         "01-13 x15 [sheyang,move] | 20-32 x3* [sheyang,move,hit,reenter,tie-hit,shangzhi] | "
         "20<08 x3 [sheyang,move,daoxing] | 30-42 x2 [sheyang,move] | "
         "30<18 x2 [sheyang,move,wo-extra,daoxing,shangzhi]");
  m = first_move (game, &st, "6,4,2");
  (void) m;
  setup (game, &st, 0, specs);
  m = play (game, &st, "6,4,2", "20-32 x3*");
  assert_cites (game, &m, "damatujing.dama.1");
  assert_cites (game, &m, "damatujing.shangtie.8");
  g_assert_cmpuint (bx_dama_state (&st)->waiting[1], ==, 3);
  g_assert_cmpint (bx_dama_state (&st)->ledger[1], ==, -13);
  g_assert_cmpint (st.player, ==, 0);
  (void) pays;
}

/* Hitting a player's whole force: half the pot; he is out unless he re-enters. */
static void
test_whole (void)
{
  const char *specs[] = { "20:10 1:10", "30:20", "5:20" };
  BxState st;
  BxMove m;
  g_autofree char *pays = NULL;

  setup (game, &st, 0, specs);
  m = first_move (game, &st, "6,2,2");
  LEGAL (game, &st, "6,2,2",
         "01-11 x10 [sheyang,move] | 20-30 x10 x [sheyang]");
  (void) m;
  (void) pays;
}

static void
test_placeholder (void)
{
}
