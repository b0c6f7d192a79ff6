/* test-dama.c: 打馬 (data/rulesets/dama-yijing.xml, dama-txz.xml): the 56 色樣, one test per
 * rule of the 例 (each a position, a throw, the exact legal moves with their rules, and the
 * clauses cited), state JSON, the rulesets that are listed but not playable, the CLI, and a
 * property test of seeded games (bx_test_property_games()) each for 2, 3 and 5 players.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "bx-core.h"
#include "bx-dama.h"
#include "bx-game.h"
#include "bx-ruleset.h"
#include "bx-families.h"
#include "bx-cli-test-util.h"
#include "bx-test-util.h"

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
 * rest of his twenty horses wait to enter.  The mover's 本采 is set to 5-1-1 (白七, total
 * 7), the others' are not set, so that they stay out of the way unless a test sets them. */
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
    }
  s->bencai[mover] = (guint8) (bx_dama_throw_index (&(BxThrow){ 3, { 5, 1, 1 } }) + 1);
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

static BxMove
move_named (const BxGame  *g,
            const BxState *st,
            const char    *throw_text,
            const char    *notation)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxThrow t = throw_of (throw_text);
  bx_game_legal_moves (g, st, &t, moves);
  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *d = bx_game_describe_move (g, st, &g_array_index (moves, BxMove, i));
      if (strcmp (d, notation) == 0)
        return g_array_index (moves, BxMove, i);
    }
  g_error ("no legal move %s for %s", notation, throw_text);
}

static BxMove
nth_move (const BxGame  *g,
          const BxState *st,
          const char    *throw_text,
          guint          n)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxThrow t = throw_of (throw_text);
  bx_game_legal_moves (g, st, &t, moves);
  g_assert_cmpuint (n, <, moves->len);
  return g_array_index (moves, BxMove, n);
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
  assert_cites (game, &m, "damatujing.luoqian.9");
  {
    /* 下馬例 (xiama.1) names only the horses: it is the context of entry-cell and
     * entry-first, so the move does not cite it (issue 14). */
    g_auto(GStrv) ids = bx_game_move_clause_ids (game, &m);
    g_assert_false (g_strv_contains ((const char * const *) ids, "damatujing.xiama.1"));
  }
}

static void
test_entry_count (void)
{
  const char *none[] = { "", "", "" };
  const char *few[] = { "30:19", "", "" };
  BxState st;

  setup (game, &st, 0, none);
  /* 罰: none; 散: one; 444 eight; 666 six; 555 five; 333, 222, 111 four; other 賞 two. */
  LEGAL (game, &st, "3,2,1", "pass [sheyang,fa,tie-fa,turn,pass]");
  LEGAL (game, &st, "2,1,1", "pass [sheyang,fa,tie-fa,turn,pass]");
  LEGAL (game, &st, "6,4,2", "enter 11 x1 [sheyang,entry-cell,entry-count,entry-first]");
  LEGAL (game, &st, "4,4,4",
         "enter 11 x8 [sheyang,entry-cell,entry-count,entry-first,tie-self,shangzhi]");
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
         "enter 11 x1 [sheyang,entry-cell,entry-count,entry-first,tie-self,shangzhi]");
}

/* All twenty in before any move: with one horse waiting, only the entry is legal. */
static void
test_entry_first (void)
{
  const char *specs[] = { "20:10 30:9", "", "" };
  BxState st;

  setup (game, &st, 0, specs);
  LEGAL (game, &st, "6,4,2", "enter 11 x1 [sheyang,entry-cell,entry-count,entry-first]");
  LEGAL (game, &st, "3,2,1", "pass [sheyang,fa,tie-fa,turn,pass]");
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
  LEGAL (game, &st, "6,5,4", "pass [sheyang,hit-larger,tie-self,shangzhi,pass]");
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
  LEGAL (game, &st, "6,4,2",
         "20-32 x10 [sheyang,move] | 30-42 x10 [sheyang,move] | "
         "30<18 x10 [sheyang,move,wo-extra,daoxing]");
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
         "20-36 x10 [sheyang,move,wo-safe,wo-extra] | "
         "30-46 x10 [sheyang,move,hangu,hangu-pot,overtake]");
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
         "81-90 x20 [sheyang,move,wo-extra,overtake,feilong,finish,ximan,tie-self,shangzhi] | "
         "81<72 x20 [sheyang,move,wo-extra,feilong,daoxing,tie-self,shangzhi]");
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
  /* 6-4-2 (12): 20 → 32 hits three with three; 30 → 42 free; back 30 → 18 (玉門關); back
   * 20 → 08 is an empty cell: no. */
  LEGAL (game, &st, "6,4,2",
         "01-13 x15 [sheyang,move] | 20-32 x3* [sheyang,move,hit,reenter,tie-hit,shangzhi] | "
         "30-42 x2 [sheyang,move] | 30<18 x2 [sheyang,move,wo-extra,daoxing]");
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
  const char *specs[] = { "20:10 1:10", "90:15 30:5", "5:20" };
  BxState st;
  BxMove m;
  g_autofree char *pays = NULL;

  setup (game, &st, 0, specs);
  m = first_move (game, &st, "6,2,2");
  LEGAL (game, &st, "6,2,2",
         "01-11 x10 [sheyang,move] | "
         "20-30 x10* [sheyang,move,hit,reenter,whole,tie-hit,shangzhi]");
  m = nth_move (game, &st, "6,2,2", 1);
  pays = payments (game, &st, "6,2,2", &m);
  g_assert_cmpstr (pays, ==, "p2>p1:5@tie-hit pot>p1:15@whole");
  assert_cites (game, &m, "damatujing.dama.10");
  assert_cites (game, &m, "damatujing.daopen.2");
  play (game, &st, "6,2,2", "20-30 x10*");
  g_assert_cmpint (bx_dama_state (&st)->status[1], ==, BX_DAMA_PENDING);
  /* His next throw: re-enter (here by the entry of the throw) or withdraw. */
  st.player = 1;
  LEGAL (game, &st, "6,4,2",
         "enter 11 x1 [sheyang,bencai,entry-cell,entry-count,entry-first,whole-reenter] | "
         "withdraw [sheyang,bencai,whole-reenter]");
  play (game, &st, "6,4,2", "withdraw");
  g_assert_cmpint (bx_dama_state (&st)->status[1], ==, BX_DAMA_OUT);
  g_assert_cmpint (st.player, ==, 2);
  g_assert_cmpuint (bx_dama_horses (&st, 1), ==, 20);
}

/* 倒行: backwards only to hit, to stack or into a 窩. */
static void
test_daoxing (void)
{
  const char *specs[] = { "40:2 28:1 20:17", "30:2", "" };
  BxState st;
  BxMove m;

  setup (game, &st, 0, specs);
  /* 6-3-3 (12): 40 → 52 would pass the 關 with two: no; back 40 → 28 stacks; 28 → 40
   * stacks; back 28 → 16 is empty: no; 20 → 32; back 20 → 08 is empty: no. */
  LEGAL (game, &st, "6,3,3",
         "20-32 x17 [sheyang,move] | 28-40 x1 [sheyang,move,shangzhi] | "
         "40<28 x2 [sheyang,move,daoxing,shangzhi]");
  m = play (game, &st, "6,3,3", "40<28 x2");
  assert_cites (game, &m, "damatujing.daoxing.1");
  /* Backwards to hit: 40 − 10 = 30. */
  setup (game, &st, 0, specs);
  LEGAL (game, &st, "6,2,2",
         "20-30 x17* [sheyang,move,hit,reenter,tie-hit,shangzhi] | "
         "28-38 x1 [sheyang,move] | 28<18 x1 [sheyang,move,wo-extra,daoxing] | "
         "40<30 x2* [sheyang,move,hit,reenter,daoxing,tie-hit,shangzhi]");
}

/* 夾 (damatujing.rujia.1–3, 凡遇飛龍院下三路謂之夾散采不許行遇諸夾采方許行): an ordinary
 * throw does not move a stack standing in the 夾; a 夾采 does.  Where the 夾 lies is the
 * param jia.place: 依經馬 82–84 ("after", three cells after 飛龍院), seed 004 84–88. */
static void
test_jia (void)
{
  const char *specs[] = { "83:10 75:10", "", "" };
  BxState st;

  g_assert_false (bx_dama_is_jia (game, 81));
  g_assert_true (bx_dama_is_jia (game, 82));
  g_assert_true (bx_dama_is_jia (game, 84));
  g_assert_false (bx_dama_is_jia (game, 85));
  g_assert_false (bx_dama_is_jia (game, 80));
  g_assert_true (bx_dama_is_jia (game_txz, 84));
  g_assert_true (bx_dama_is_jia (game_txz, 88));
  g_assert_false (bx_dama_is_jia (game_txz, 83));

  setup (game, &st, 0, specs);
  bx_dama_state (&st)->hangu_open = 1;
  /* 4-3-1 (8, 散): 83 held in the 夾; 75 → 83 joins it. */
  LEGAL (game, &st, "4,3,1", "75-83 x10 [sheyang,move,overtake,shangzhi]");
  /* 4-2-2 (夾八): 83 → 90 by overshoot, or back onto 75, too. */
  LEGAL (game, &st, "4,2,2",
         "75-83 x10 [sheyang,move,overtake,shangzhi] | "
         "83-90 x10 [sheyang,move,wo-extra,overtake,jia,jia-throws,finish] | "
         "83<75 x10 [sheyang,move,daoxing,jia,jia-throws,shangzhi]");

  /* Seed 004's 夾 (dama/txz): 83 is free, 84–88 held. */
  setup (game_txz, &st, 0, specs);
  bx_dama_state (&st)->hangu_open = 1;
  LEGAL (game_txz, &st, "4,3,1",
         "75-83 x10 [sheyang,move,overtake,shangzhi] | "
         "83-90 x10 [sheyang,move,wo-extra,overtake,finish] | "
         "83<75 x10 [sheyang,move,daoxing,shangzhi]");
}

/* The other readings of 飛龍院下三路 (damatujing.rujia.1) as jia.place: "before", the
 * encoder's note (下 as in 尚乗局下一路, luoqian.1): 78–80; "daba", the daba project's
 * picture: the seven cells 82–88.  A ruleset that extends 依經馬 and changes only the param. */
static void
test_jia_readings (void)
{
  const struct { const char *place; int first, last; } readings[] = {
    { "before", 78, 80 }, { "after", 82, 84 }, { "txz", 84, 88 }, { "daba", 82, 88 },
  };
  g_autofree char *dir = g_dir_make_tmp ("boxi-dama-XXXXXX", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (readings); i++)
    {
      g_autofree char *path = g_build_filename (dir, "jia.xml", NULL);
      g_autofree char *text = g_strdup_printf (
        "<?xml version='1.0' encoding='UTF-8'?>\n"
        "<ruleset xmlns='https://boxi.github.io/ns/ruleset/1' id='dama/test-jia'"
        " family='dama' extends='dama/yijing'>\n"
        "  <name xml:lang='en'>Test</name>\n"
        "  <rule id='yijing.jia' topic='blocking' status='interpreted'>\n"
        "    <statement xml:lang='en'>The 夾 after the reading %s.</statement>\n"
        "    <statement xml:lang='zh'>夾。</statement>\n"
        "    <cite>damatujing.rujia.1</cite>\n"
        "    <reconstruction ref='rec.boxi'>The test's reading.</reconstruction>\n"
        "    <param name='jia.place' value='%s'/>\n"
        "  </rule>\n"
        "</ruleset>\n", readings[i].place, readings[i].place);
      g_autoptr(GError) error = NULL;
      BxRuleset *rs;
      BxGame *g;

      g_assert_true (g_file_set_contents (path, text, -1, NULL));
      rs = bx_ruleset_new_from_file (path, NULL, yijing, bx_clause_index_check_func, clauses,
                                     &error);
      g_assert_no_error (error);
      g = bx_game_new (rs, &error);
      g_assert_no_error (error);
      for (int c = 70; c <= 90; c++)
        g_assert_cmpint (bx_dama_is_jia (g, c), ==,
                         c >= readings[i].first && c <= readings[i].last);
      bx_game_free (g);
      bx_ruleset_unref (rs);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* 塹: a stack landing on 89 stays; it neither moves nor hits, is not hit, others fall in
 * with it; it flies out on the listed throws in the number the throw enters. */
static void
test_qian (void)
{
  const char *specs[] = { "89:3 70:17", "81:20", "" };
  BxState st;
  BxMove m;
  g_autofree char *pays = NULL;

  setup (game, &st, 1, specs);
  bx_dama_state (&st)->hangu_open = 3;
  /* p2 on 飛龍院 with a 賞 6-3-2 (11): 81 → 90 …; with 5-2-1 (8, 散) held. */
  LEGAL (game, &st, "5,2,1", "pass [sheyang,turn,pass]");
  /* p2's 20 land in the 塹 beside p1's three: nobody is hit. */
  bx_dama_state (&st)->gift[1] = BX_DAMA_GIFT_ZHEN;
  LEGAL (game, &st, "5,2,1", "81-89 x20 [sheyang,move,overtake,feilong,qian]");
  play (game, &st, "5,2,1", "81-89 x20");
  g_assert_cmpuint (bx_dama_state (&st)->cells[0][89], ==, 3);
  g_assert_cmpuint (bx_dama_state (&st)->cells[1][89], ==, 20);

  /* p1 in the 塹: an ordinary throw does not free him (70 → 78 is the move left). */
  st.player = 0;
  bx_dama_state (&st)->last_player = -1;
  bx_dama_state (&st)->bencai[0] = bx_dama_state (&st)->bencai[1];
  LEGAL (game, &st, "5,2,1", "70-78 x17 [sheyang,move,overtake]");
  /* A 賞 (6-5-4) flies two out. */
  LEGAL (game, &st, "6,5,4",
         "70-85 x17 [sheyang,move,overtake,tie-self,shangzhi] | "
         "fly 89 x2 [sheyang,qian,qian-fly,tie-self,tie-fly,shangzhi]");
  m = move_named (game, &st, "6,5,4", "fly 89 x2");
  pays = payments (game, &st, "6,5,4", &m);
  g_assert_cmpstr (pays, ==, "p2>p1:2@tie-self p3>p1:2@tie-self p2>p1:2@tie-fly p3>p1:2@tie-fly");
  assert_cites (game, &m, "damatujing.luoqian.9");
  assert_cites (game, &m, "damatujing.shangtie.10");
  play (game, &st, "6,5,4", "fly 89 x2");
  g_assert_cmpuint (bx_dama_state (&st)->flown[0], ==, 2);
  g_assert_cmpuint (bx_dama_state (&st)->cells[0][89], ==, 1);
  /* Released by the player before him throwing a 罰: his 散 flies one. */
  st.player = 0;
  bx_dama_state (&st)->last_player = 2;
  bx_dama_state (&st)->last_throw = (guint8) (bx_dama_throw_index (&(BxThrow){ 3, { 2, 1, 1 } }) + 1);
  m = move_named (game, &st, "6,4,3", "fly 89 x1");
  assert_cites (game, &m, "damatujing.luoqian.7");
}

/* 倒盆: 細滿 (all home by exact throws) double pot; 麤滿 one pot. */
static void
test_daopen (void)
{
  const char *specs[] = { "90:19 85:1", "30:20", "40:20" };
  BxState st;
  BxMove m;
  g_autofree char *pays = NULL;
  BxResult res;

  setup (game, &st, 0, specs);
  bx_dama_state (&st)->hangu_open = 1;
  /* 3-1-1 (5) exactly home: 細滿. */
  m = play (game, &st, "3,1,1", "85-90 x1");
  g_assert_cmpint (st.winner, ==, 0);
  g_assert_cmpint (bx_dama_state (&st)->end, ==, BX_DAMA_END_XIMAN);
  g_assert_cmpint (bx_dama_state (&st)->pot, ==, 0);
  g_assert_cmpint (bx_dama_state (&st)->ledger[0], ==, -10 + 30 + 30);
  assert_cites (game, &m, "damatujing.daopen.4");
  bx_game_result (game, &st, &res);
  g_assert_cmpuint (res.score, ==, 2);

  /* 6-4-2 (12) overshoots: 麤滿. */
  setup (game, &st, 0, specs);
  bx_dama_state (&st)->hangu_open = 1;
  m = first_move (game, &st, "6,4,2");
  pays = payments (game, &st, "6,4,2", &m);
  g_assert_cmpstr (pays, ==, "pot>p1:30@cuman");
  play (game, &st, "6,4,2", "85-90 x1");
  g_assert_cmpint (bx_dama_state (&st)->end, ==, BX_DAMA_END_CUMAN);
  g_assert_cmpint (bx_dama_state (&st)->ledger[0], ==, 20);
  assert_cites (game, &m, "damatujing.daopen.6");
}

/* 賞帖 and 賞擲: a 賞 is paid by everyone in the game and throws again; another's 真本采 is
 * paid to its owner; a 罰 pays the next player; a 撞 pays the player before. */
static void
test_tie (void)
{
  const char *specs[] = { "20:20", "30:20", "40:20" };
  BxState st;
  BxMove m;
  g_autofree char *p1 = NULL;
  g_autofree char *p2 = NULL;
  g_autofree char *p3 = NULL;
  g_autofree char *p4 = NULL;

  setup (game, &st, 0, specs);
  bx_dama_state (&st)->hangu_open = 7;
  m = first_move (game, &st, "4,4,4");
  p1 = payments (game, &st, "4,4,4", &m);
  g_assert_cmpstr (p1, ==, "p2>p1:8@tie-self p3>p1:8@tie-self");
  assert_cites (game, &m, "damatujing.shangtie.3");
  assert_cites (game, &m, "damatujing.shangzhi.3");
  /* p2's 本采 is 6-4-3 (13): p1 throwing it pays p2; 6-5-2 (13) is p2's 傍本采. */
  bx_dama_state (&st)->bencai[1] = (guint8) (bx_dama_throw_index (&(BxThrow){ 3, { 6, 4, 3 } }) + 1);
  m = first_move (game, &st, "6,4,3");
  p2 = payments (game, &st, "6,4,3", &m);
  g_assert_cmpstr (p2, ==, "p1>p2:1@tie-other");
  m = first_move (game, &st, "6,5,2");
  p3 = payments (game, &st, "6,5,2", &m);
  g_assert_cmpstr (p3, ==, "p1>p2:1@tie-other");
  assert_cites (game, &m, "damatujing.shangtie.4");
  /* A 罰 pays the next player. */
  m = first_move (game, &st, "3,2,1");
  g_clear_pointer (&p1, g_free);
  p1 = payments (game, &st, "3,2,1", &m);
  g_assert_cmpstr (p1, ==, "p1>p2:1@tie-fa");
  /* 撞: p3 threw 4-3-1 (8) just before; p1 throws 5-2-1 (8). */
  bx_dama_state (&st)->last_player = 2;
  bx_dama_state (&st)->last_throw = (guint8) (bx_dama_throw_index (&(BxThrow){ 3, { 4, 3, 1 } }) + 1);
  m = first_move (game, &st, "5,2,1");
  p4 = payments (game, &st, "5,2,1", &m);
  g_assert_cmpstr (p4, ==, "p1>p3:1@tie-zhuang");
  play (game, &st, "5,2,1", "20-28 x20");
  g_assert_cmpuint (bx_dama_state (&st)->gift[2], ==, BX_DAMA_GIFT_ZHUANG);
}

/* 本采: the first throw that is neither 賞 nor 罰. */
static void
test_bencai (void)
{
  const char *none[] = { "", "", "" };
  BxState st;

  bx_game_init_state (game, &st);
  play (game, &st, "6,5,4", "enter 14 x2");
  g_assert_cmpuint (bx_dama_state (&st)->bencai[0], ==, 0);
  st.player = 0;
  play (game, &st, "6,6,4", "enter 15 x1");
  g_assert_cmpuint (bx_dama_state (&st)->bencai[0], ==,
                    bx_dama_throw_index (&(BxThrow){ 3, { 6, 6, 4 } }) + 1);
  (void) none;
}

static void
test_state_json (void)
{
  const char *specs[] = { "20:3 89:2 90:4", "30:5", "" };
  g_autoptr(GError) error = NULL;
  g_autofree char *json = NULL;
  g_autofree char *again = NULL;
  BxState st, back;

  setup (game, &st, 1, specs);
  bx_dama_state (&st)->gift[0] = BX_DAMA_GIFT_BANG;
  bx_dama_state (&st)->last_player = 0;
  bx_dama_state (&st)->last_throw = 3;
  json = bx_game_state_to_string (game, &st);
  g_assert_true (bx_game_state_from_string (game, json, &back, &error));
  g_assert_no_error (error);
  again = bx_game_state_to_string (game, &back);
  g_assert_cmpstr (json, ==, again);
  g_assert_cmpint (memcmp (&st, &back, sizeof st), ==, 0);
  /* Horses not conserved; two players on one plain cell; a ledger that does not add up. */
  g_assert_false (bx_game_state_from_string (game,
    "{\"ruleset\":\"dama/yijing\",\"players\":3,\"player\":\"p1\",\"horses\":["
    "{\"stacks\":[[20,3]],\"waiting\":3},{\"waiting\":20},{\"waiting\":20}]}", &back, NULL));
  g_assert_false (bx_game_state_from_string (game,
    "{\"ruleset\":\"dama/yijing\",\"players\":3,\"player\":\"p1\",\"horses\":["
    "{\"stacks\":[[20,3]],\"waiting\":17},{\"stacks\":[[20,1]],\"waiting\":19},"
    "{\"waiting\":20}]}", &back, NULL));
  g_assert_false (bx_game_state_from_string (game,
    "{\"ruleset\":\"dama/yijing\",\"players\":3,\"player\":\"p1\",\"pot\":31}", &back, NULL));
}

/* Every rule cites clauses that exist; the weaker ones name a reconstruction and say why;
 * 關西馬 and 宣和馬 are listed, not playable, citing the preface. */
static void
test_rules_data (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRulesetLibrary) lib = bx_ruleset_library_new_from_dir (
      SOURCE_RULESETS_DIR, bx_clause_index_check_func, clauses, &error);
  const char *unplayable[] = { "dama/guanxi", "dama/xuanhe" };

  g_assert_no_error (error);
  for (guint i = 0; i < bx_ruleset_get_n_rules (yijing); i++)
    {
      const BxRule *r = bx_ruleset_get_rule (yijing, i);
      for (guint k = 0; r->cites[k] != NULL; k++)
        g_assert_true (bx_clause_index_has (clauses, r->cites[k]));
      if (r->status != BX_STATUS_ATTESTED)
        {
          g_assert_nonnull (r->reconstruction);
          g_assert_true (bx_clause_index_has_bibl (clauses, r->reconstruction));
          g_assert_nonnull (r->rationale);
        }
    }
  /* dama/txz changes the 夾 and drops every 帖 (seed 004: 略去不提). */
  g_assert_cmpstr (bx_ruleset_get_param (yijing, "jia.place"), ==, "after");
  g_assert_cmpstr (bx_ruleset_get_param (txz, "jia.place"), ==, "txz");
  g_assert_cmpstr (bx_ruleset_get_param (txz, "tie.self"), ==, "false");
  g_assert_cmpstr (bx_ruleset_get_param (txz, "tie.hit"), ==, "0");
  g_assert_cmpstr (bx_ruleset_find_rule (txz, "yijing.jia", NULL)->reconstruction, ==,
                   "rec.txz2009");
  for (guint i = 0; i < G_N_ELEMENTS (unplayable); i++)
    {
      BxRuleset *rs = bx_ruleset_library_get (lib, unplayable[i]);
      g_autoptr(BxGame) g = NULL;
      g_assert_nonnull (rs);
      g_assert_false (bx_ruleset_get_playable (rs));
      g_assert_true (g_str_has_prefix (bx_ruleset_get_rule (rs, 0)->cites[0], "damatujing.xu."));
      g = bx_game_new (rs, &error);
      g_assert_null (g);
      g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
      g_clear_error (&error);
    }
}

/* 函谷關, a stack that stopped on it (damatujing.xingma.10, 凡疊成十馬方許過函谷闗): four
 * horses on 45 may not move on before the player's ten have come to the 關; his other
 * stacks move. */
static void
test_hangu_stopped (void)
{
  const char *specs[] = { "45:4 30:16", "", "" };
  BxState st;

  setup (game, &st, 0, specs);
  /* 4-3-1 (8): 45 → 53 is not legal; 30 → 38. */
  LEGAL (game, &st, "4,3,1", "30-38 x16 [sheyang,move]");
  /* Once his ten have come (hangu_open), the four pass (damatujing.xingma.11). */
  bx_dama_state (&st)->hangu_open = 1;
  LEGAL (game, &st, "4,3,1", "30-38 x16 [sheyang,move] | "
                    "45-53 x4 [sheyang,move,hangu-after,overtake]");
}

/* 函谷關, ten arriving (damatujing.daopen.1, 凡十馬先到函谷闗倒半盆): a stack of ten that
 * stops on 45 takes half the pot and opens the 關 to the player's smaller stacks; a second
 * stack of ten, his or another's, takes nothing more.  (The payment through apply:
 * test-apply.c, /apply/dama/hangu-pot.) */
static void
test_hangu_arrive (void)
{
  const char *specs[] = { "37:10 40:5 1:5", "", "" };
  BxState st;
  BxMove m;
  g_autofree char *pays = NULL;

  setup (game, &st, 0, specs);
  LEGAL (game, &st, "4,3,1", "01-09 x5 [sheyang,move,wo-extra] | "
         "37-45 x10 [sheyang,move,wo-extra,hangu,hangu-pot,overtake]");
  m = move_named (game, &st, "4,3,1", "37-45 x10");
  pays = payments (game, &st, "4,3,1", &m);
  g_assert_cmpstr (pays, ==, "pot>p1:15@hangu-pot");
  assert_cites (game, &m, "damatujing.daopen.1");
  assert_cites (game, &m, "damatujing.xingma.10");
  play (game, &st, "4,3,1", "37-45 x10");
  g_assert_cmpuint (bx_dama_state (&st)->hangu_open, ==, 1);
  g_assert_true (bx_dama_state (&st)->hangu_paid);
  /* The five on 40 now pass (hangu-after); the ten move on. */
  st.player = 0;
  LEGAL (game, &st, "4,3,1", "01-09 x5 [sheyang,move,wo-extra] | "
                    "40-48 x5 [sheyang,move,hangu-after,overtake] | "
         "45-53 x10 [sheyang,move,hangu,overtake]");
}

/* 飛龍院 as a barrier (damatujing.xingma.21–25, 凡疊足二十馬到飛龍院散采不得行…方許過): a full
 * stack of twenty may not go past 81 on an ordinary throw, only stop on it; nineteen are
 * not held; a 真本采 lets the twenty pass. */
static void
test_feilong_barrier (void)
{
  const char *twenty[] = { "75:20", "", "" };
  const char *nineteen[] = { "75:19 60:1", "", "" };
  BxState st;

  setup (game, &st, 0, twenty);
  bx_dama_state (&st)->hangu_open = 1;
  /* 4-3-1 (8): 75 → 83 would pass 81. */
  LEGAL (game, &st, "4,3,1", "pass [sheyang,turn,pass]");
  /* 3-2-1 is a 罰; 4-1-1 (6) lands on 81. */
  LEGAL (game, &st, "4,1,1", "75-81 x20 [sheyang,move,wo-extra,overtake]");
  /* 5-1-1 (7), his 真本采: 75 → 82, past 飛龍院. */
  LEGAL (game, &st, "5,1,1", "75-82 x20 [sheyang,bencai,move,overtake,feilong,tie-self,shangzhi]");
  setup (game, &st, 0, nineteen);
  bx_dama_state (&st)->hangu_open = 1;
  LEGAL (game, &st, "4,3,1", "60-68 x1 [sheyang,move,overtake] | "
                    "75-83 x19 [sheyang,move,overtake]");
}

/* 如擲賞罰色即不得認作本采 (damatujing.bencai.2): a 賞 with the total of another player's 本采
 * is not his 傍本采 and pays him nothing; an ordinary throw of that total is, and does. */
static void
test_bencai_shang (void)
{
  const char *specs[] = { "20:20", "31:20", "41:20" };
  BxState st;
  BxMove m;
  g_autofree char *p1 = NULL, *p2 = NULL;

  setup (game, &st, 0, specs);
  bx_dama_state (&st)->hangu_open = 7;
  /* p2's 本采 is 5-3-2 (胡十, 10). */
  bx_dama_state (&st)->bencai[1] =
    (guint8) (bx_dama_throw_index (&(BxThrow){ 3, { 5, 3, 2 } }) + 1);
  /* 6-3-1 (撮十, 10) is a 賞: paid by all as a 賞, not charged as p2's 傍本采. */
  LEGAL (game, &st, "6,3,1", "20-30 x20 [sheyang,move,tie-self,shangzhi]");
  m = first_move (game, &st, "6,3,1");
  p1 = payments (game, &st, "6,3,1", &m);
  g_assert_cmpstr (p1, ==, "p2>p1:2@tie-self p3>p1:2@tie-self");
  /* 4-4-2 (10) is ordinary: p2's 傍本采, p1 pays him. */
  m = first_move (game, &st, "4,4,2");
  p2 = payments (game, &st, "4,4,2", &m);
  g_assert_cmpstr (p2, ==, "p1>p2:1@tie-other");
  play (game, &st, "6,3,1", "20-30 x20");
  g_assert_cmpuint (bx_dama_state (&st)->gift[1], ==, 0);
}

/* 疊得馬…賞一擲 (damatujing.shangzhi.2–3) is said of stacking by a move (shangzhi); entering
 * onto one's own horses earns the throw only by our extension, shangzhi-entry. */
static void
test_stack_entry (void)
{
  const char *specs[] = { "4:1", "", "" };
  BxState st;

  setup (game, &st, 0, specs);
  /* 4-1-1 (6, 散) enters one on 04, onto his own horse. */
  LEGAL (game, &st, "4,1,1",
         "enter 04 x1 [sheyang,entry-cell,entry-count,entry-first,shangzhi-entry]");
  play (game, &st, "4,1,1", "enter 04 x1");
  g_assert_cmpint (st.player, ==, 0);
}

/* The 色樣 names follow the reading whose classes the ruleset uses (sheyang.classes = b):
 * 5-4-1 is 银十 and a 賞, 6-4-1 急火钻; never 急火鑽 with reading B's 賞. */
static void
test_sheyang_names (void)
{
  const BxDamaThrowInfo *x541 =
    bx_dama_throw_info (bx_dama_throw_index (&(BxThrow){ 3, { 5, 4, 1 } }));
  const BxDamaThrowInfo *x641 =
    bx_dama_throw_info (bx_dama_throw_index (&(BxThrow){ 3, { 6, 4, 1 } }));

  g_assert_cmpstr (bx_dama_game_throw_name (game, x541), ==, "银十");
  g_assert_cmpint (bx_dama_throw_class (game, x541), ==, BX_DAMA_CLASS_SHANG);
  g_assert_cmpstr (bx_dama_game_throw_name (game, x641), ==, "急火钻");
  for (guint i = 0; i < BX_DAMA_N_THROWS; i++)
    {
      const BxDamaThrowInfo *info = bx_dama_throw_info (i);
      g_assert_cmpstr (bx_dama_game_throw_name (game, info), ==, info->name_b);
    }
}

/* ---------------------------------------------------------------- property */

static void
run_games (guint n_players,
           guint n_games)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BxGame) g = bx_game_new (yijing, &error);
  BxGameOptions opts = { n_players, 0 };
  guint64 n_moves = 0, ended = 0, capped = 0, hits = 0, whole = 0, flown = 0, ximan = 0;

  g_assert_no_error (error);
  g_assert_true (bx_game_configure (g, &opts, NULL));
  for (guint64 seed = 1; seed <= n_games; seed++)
    {
      BxRng choice;
      BxState s;

      bx_rng_init (&choice, seed * 7919 + n_players);
      bx_game_init_state (g, &s);
      while (!bx_game_is_over (g, &s))
        {
          BxThrow t;
          const BxMove *m;
          g_assert_cmpuint (s.turn, <=, bx_dama_turn_cap (g));
          bx_game_throw (g, &s, seed * 31 + n_players, &t);
          bx_game_legal_moves (g, &s, &t, moves);
          g_assert_cmpuint (moves->len, >=, 1);
          m = &g_array_index (moves, BxMove, bx_rng_uniform (&choice, moves->len));
          g_assert_cmpuint (m->n_rules, >=, 1);
          for (guint i = 0; i < m->n_rules; i++)
            {
              const BxRule *r = bx_ruleset_get_rule (yijing, m->rules[i]);
              g_assert_true (r->cites[0] != NULL || r->context[0] != NULL);
            }
          hits += m->n_steps > 0 && (m->steps[0].flags & BX_STEP_HIT);
          flown += bx_dama_move_kind (m) == BX_DAMA_MOVE_FLY;
          whole += bx_dama_move_kind (m) == BX_DAMA_MOVE_WITHDRAW;
          bx_game_apply (g, &s, &t, m);
          n_moves++;
          g_assert_cmpint (bx_dama_ledger_sum (&s), ==, 0);
          for (guint p = 0; p < n_players; p++)
            g_assert_cmpuint (bx_dama_horses (&s, (int) p), ==, 20);
          if (!bx_game_check_state (g, &s, &error))
            g_error ("seed %" G_GUINT64_FORMAT " turn %u: %s", seed, s.turn, error->message);
        }
      if (bx_dama_state (&s)->end == BX_DAMA_END_CAP)
        capped++;
      else
        ended++;
      ximan += bx_dama_state (&s)->end == BX_DAMA_END_XIMAN;
    }
  g_assert_cmpuint (ended + capped, ==, n_games);
  g_assert_cmpuint (ended, >, n_games / 2);
  g_assert_cmpuint (hits, >, 0);
  g_test_message ("%u players: %" G_GUINT64_FORMAT " moves, %" G_GUINT64_FORMAT " ended, %"
                  G_GUINT64_FORMAT " capped, %" G_GUINT64_FORMAT " hits, %" G_GUINT64_FORMAT
                  " withdrawals, %" G_GUINT64_FORMAT " flights, %" G_GUINT64_FORMAT " 細滿",
                  n_players, n_moves, ended, capped, hits, whole, flown, ximan);
}

static void
test_property_2 (void)
{
  run_games (2, bx_test_property_games ());
}

static void
test_property_3 (void)
{
  run_games (3, bx_test_property_games ());
}

static void
test_property_5 (void)
{
  run_games (5, bx_test_property_games ());
}

/* ---------------------------------------------------------------- random_move */

/* random_move() remembers the outcome of the move it builds for the apply() that follows:
 * that apply() must give what a fresh one gives when the position it is handed differs from
 * the one the move was drawn in (by a cell the move does not touch, by a cell it leaves, by
 * the 帖), and when a game of other params applies the move.  The fresh outcome is taken
 * while nothing is remembered (after the draw's own apply()), then the move is drawn again. */
static void
test_random_move_memo (void)
{
  const char *specs[] = { "5:3 20:2", "40:1", "60:2" };
  g_autoptr(GArray) scratch = bx_move_list_new ();
  BxThrow t = throw_of ("3,2,2");

  for (guint variant = 0; variant < 4; variant++)
    {
      const BxGame *g = variant == 3 ? game_txz : game;
      gboolean differs = FALSE;
      for (guint64 seed = 1; seed <= 8; seed++)
        {
          BxState st, changed, own, got, fresh;
          BxRng choice;
          BxMove m;

          setup (game, &st, 0, specs);
          changed = st;
          if (variant == 0)
            bx_dama_state (&changed)->cells[2][80] = 1;
          else if (variant == 1)
            bx_dama_state (&changed)->ledger[1] += 3;
          else if (variant == 2)
            bx_dama_state (&changed)->cells[0][5] = 2;
          bx_rng_init (&choice, seed);
          m = *bx_game_random_move (game, &st, &t, &choice, scratch);
          own = st;
          bx_game_apply (game, &own, &t, &m);
          fresh = changed;
          bx_game_apply (g, &fresh, &t, &m);
          bx_rng_init (&choice, seed);
          m = *bx_game_random_move (game, &st, &t, &choice, scratch);
          got = changed;
          bx_game_apply (g, &got, &t, &m);
          g_assert_true (memcmp (&got, &fresh, sizeof got) == 0);
          differs |= memcmp (&fresh, &own, sizeof own) != 0;
        }
      /* The test can tell a remembered outcome from a fresh one. */
      g_assert_true (differs);
    }
}

/* ---------------------------------------------------------------- CLI */

/* Every throw of the table is an interpreted rule. */
static void
check_throw_row (JsonObject *o)
{
  g_assert_cmpstr (json_object_get_string_member (o, "status"), ==, "interpreted");
}

/* The throw table in lowest terms (the unreduced count is "ways" over 216 "outcomes"), and a
 * random four-player game. */
static void
test_cli (void)
{
  const char *play_args[] = { "--players", "4", "--seed", "3", "--random", NULL };

  bx_cli_test_throws_and_play ("dama/yijing", 56, 216, check_throw_row, play_args, 40);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *y_path = g_build_filename (SOURCE_RULESETS_DIR, "dama-yijing.xml", NULL);
  g_autofree char *t_path = g_build_filename (SOURCE_RULESETS_DIR, "dama-txz.xml", NULL);
  BxGameOptions three = { 3, 0 };
  int rc;

  bx_test_init (&argc, &argv, &clauses, NULL);
  yijing = bx_ruleset_new_from_file (y_path, NULL, NULL, bx_clause_index_check_func, clauses,
                                     &error);
  g_assert_no_error (error);
  txz = bx_ruleset_new_from_file (t_path, NULL, yijing, bx_clause_index_check_func, clauses,
                                  &error);
  g_assert_no_error (error);
  game = bx_game_new (yijing, &error);
  g_assert_no_error (error);
  g_assert_true (bx_game_configure (game, &three, NULL));
  game_txz = bx_game_new (txz, &error);
  g_assert_no_error (error);
  g_assert_true (bx_game_configure (game_txz, &three, NULL));

  g_test_add_func ("/rules/dama/throws/table", test_throw_table);
  g_test_add_func ("/rules/dama/yijing/entry-cell", test_entry_cell);
  g_test_add_func ("/rules/dama/yijing/entry-count", test_entry_count);
  g_test_add_func ("/rules/dama/yijing/entry-first", test_entry_first);
  g_test_add_func ("/rules/dama/yijing/entry-hit", test_entry_hit);
  g_test_add_func ("/rules/dama/yijing/move", test_move);
  g_test_add_func ("/rules/dama/yijing/wo", test_wo);
  g_test_add_func ("/rules/dama/yijing/hangu", test_hangu);
  g_test_add_func ("/rules/dama/yijing/overtake", test_overtake);
  g_test_add_func ("/rules/dama/yijing/feilong", test_feilong);
  g_test_add_func ("/rules/dama/yijing/hit", test_hit);
  g_test_add_func ("/rules/dama/yijing/whole", test_whole);
  g_test_add_func ("/rules/dama/yijing/daoxing", test_daoxing);
  g_test_add_func ("/rules/dama/yijing/jia", test_jia);
  g_test_add_func ("/rules/dama/yijing/jia-readings/rujia.1", test_jia_readings);
  g_test_add_func ("/rules/dama/yijing/qian", test_qian);
  g_test_add_func ("/rules/dama/yijing/daopen", test_daopen);
  g_test_add_func ("/rules/dama/yijing/tie", test_tie);
  g_test_add_func ("/rules/dama/yijing/bencai", test_bencai);
  g_test_add_func ("/rules/dama/yijing/hangu/xingma.10-stopped", test_hangu_stopped);
  g_test_add_func ("/rules/dama/yijing/hangu/daopen.1-arrive", test_hangu_arrive);
  g_test_add_func ("/rules/dama/yijing/feilong/xingma.21-barrier", test_feilong_barrier);
  g_test_add_func ("/rules/dama/yijing/bencai/bencai.2-shang", test_bencai_shang);
  g_test_add_func ("/rules/dama/yijing/shangzhi/shangzhi.2-entry", test_stack_entry);
  g_test_add_func ("/rules/dama/yijing/sheyang/names", test_sheyang_names);
  g_test_add_func ("/rules/dama/yijing/state-json", test_state_json);
  g_test_add_func ("/rules/dama/yijing/rules-data", test_rules_data);
  g_test_add_func ("/rules/dama/yijing/property-2", test_property_2);
  g_test_add_func ("/rules/dama/yijing/property-3", test_property_3);
  g_test_add_func ("/rules/dama/yijing/property-5", test_property_5);
  g_test_add_func ("/rules/dama/random-move/memo", test_random_move_memo);
  g_test_add_func ("/rules/dama/cli", test_cli);

  rc = g_test_run ();
  bx_game_free (game_txz);
  bx_game_free (game);
  bx_ruleset_unref (txz);
  bx_ruleset_unref (yijing);
  bx_clause_index_free (clauses);
  return rc;
}
