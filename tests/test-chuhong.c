/* test-chuhong.c: 除紅 (data/rulesets/chuhong-zhifa.xml): the 標目六十二條 line by line, the
 * exhaustive enumeration of the 1,296 ordered throws, the void throws, every payment rule of
 * the 擲法, the fines, the throw-off and rounds, state JSON, the CLI, and a property test of
 * seeded rounds (bx_test_property_games()) with the ledger summing to zero after every move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "bx-core.h"
#include "bx-chuhong.h"
#include "bx-game.h"
#include "bx-ruleset.h"
#include "bx-families.h"
#include "bx-cli-test-util.h"
#include "bx-test-util.h"

static BxClauseIndex *clauses;
static BxRuleset *zhifa;
static BxGame *game;     /* three players */
static BxGame *game2;    /* two players */

/* ---------------------------------------------------------------- helpers */

static BxThrow
throw_of (const char *text)
{
  BxThrow t;
  g_assert_true (bx_throw_parse (text, &t, NULL));
  g_assert_cmpuint (t.n, ==, 4);
  return t;
}

/* A position in play: @player to throw; a contest opened by @sai_first with @points. */
static void
play_state (const BxGame *g,
            BxState      *state,
            int           player,
            int           sai_first,
            int           points)
{
  BxChuhongState *s;

  bx_game_init_state (g, state);
  s = bx_chuhong_state (state);
  s->phase = BX_CHUHONG_PHASE_PLAY;
  s->starter = 0;
  state->player = (gint8) player;
  s->sai_first = (gint8) sai_first;
  s->sai_points = (guint8) points;
  g_assert_true (bx_game_check_state (g, state, NULL));
}

static gboolean
has_rule (const BxGame *g,
          const BxMove *m,
          const char   *id)
{
  for (guint i = 0; i < m->n_rules; i++)
    if (strcmp (bx_game_rule_id (g, m->rules[i]), id) == 0)
      return TRUE;
  return FALSE;
}

/* "p2>p1:2@zhifa.tajiao p1>p2:1@…", the payments of a move with their rules. */
static char *
payments_string (const BxGame  *g,
                 const BxMove  *m,
                 const BxThrow *t)
{
  BxChuhongPayment pays[BX_MOVE_MAX_STEPS];
  guint n = bx_chuhong_move_payments (g, m, t, pays);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (pays[i].rule, >=, 0);
      g_string_append_printf (out, "%s%s>%s:%u@%s", i ? " " : "",
                              bx_chuhong_player_label (pays[i].from),
                              bx_chuhong_player_label (pays[i].to), pays[i].tie,
                              bx_game_rule_id (g, pays[i].rule));
    }
  return g_string_free (out, FALSE);
}

/* Takes the throw (the first legal move), checks it, plays it; returns its payments. */
static char *
take (const BxGame *g,
      BxState      *state,
      const char   *throw_text,
      BxMove       *move_out)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxThrow t = throw_of (throw_text);
  BxMove m;
  char *pays;

  bx_game_legal_moves (g, state, &t, moves);
  g_assert_cmpuint (moves->len, >=, 1);
  m = g_array_index (moves, BxMove, 0);
  g_assert_false (m.flags & BX_MOVE_TABLE);
  pays = payments_string (g, &m, &t);
  bx_game_apply (g, state, &t, &m);
  g_assert_cmpint (bx_chuhong_ledger_sum (state), ==, 0);
  g_assert_true (bx_game_check_state (g, state, NULL));
  if (move_out != NULL)
    *move_out = m;
  return pays;
}

/* ---------------------------------------------------------------- the list */

/* Each of the 62 lines: a concrete throw (its dice, reversed) gives the line's name, class,
 * 帖 and clause; the clause exists and its text is the line as printed. */
static void
test_table_lines (void)
{
  guint per_class[4] = { 0 };

  for (guint i = 0; i < BX_CHUHONG_N_LINES; i++)
    {
      const BxChuhongLine *line = bx_chuhong_line (i);
      BxThrow t = { 4, { line->dice[3], line->dice[1], line->dice[0], line->dice[2] } };
      BxChuhongInfo info;

      g_test_message ("%s %s", line->clause, line->text);
      g_assert_cmpuint (line->index, ==, i);
      g_assert_true (bx_chuhong_classify (&t, &info));
      g_assert_true (info.line == line);
      g_assert_cmpstr (info.line->name, ==, line->name);
      g_assert_cmpint (info.klass, ==, line->klass);
      g_assert_cmpuint (info.tie, ==, line->tie);
      g_assert_cmpstr (info.clause, ==, line->clause);
      g_assert_true (bx_clause_index_has (clauses, line->clause));
      g_assert_true (bx_clause_index_has (clauses, line->name_clause));
      g_assert_cmpstr (bx_clause_index_get_text (clauses, line->clause), ==, line->text);
      g_assert_nonnull (strstr (bx_clause_index_get_text (clauses, line->name_clause),
                                line->name));
      g_assert_nonnull (strstr (line->text, line->combination));
      g_assert_true (g_str_has_prefix (line->clause, "chuhongpu.biaomu."));
      g_assert_true (bx_chuhong_line_find (line->clause) == line);
      per_class[line->klass]++;
    }
  /* Counted in the list: 11 lines end in 賽色, 13 in 罰…帖, the other 38 in 賞…帖. */
  g_assert_cmpuint (per_class[BX_CHUHONG_CLASS_SAI], ==, 11);
  g_assert_cmpuint (per_class[BX_CHUHONG_CLASS_FA], ==, 13);
  g_assert_cmpuint (per_class[BX_CHUHONG_CLASS_SHANG], ==, 38);
  for (guint i = 0; i < BX_CHUHONG_N_LINES; i++)
    {
      const char *text = bx_chuhong_line (i)->text;
      BxChuhongClass k = bx_chuhong_line (i)->klass;
      if (g_str_has_suffix (text, "賽色"))
        g_assert_cmpint (k, ==, BX_CHUHONG_CLASS_SAI);
      else if (strstr (text, "罰") != NULL)
        g_assert_cmpint (k, ==, BX_CHUHONG_CLASS_FA);
      else if (strstr (text, "賞") != NULL)
        g_assert_cmpint (k, ==, BX_CHUHONG_CLASS_SHANG);
    }
}

/* A few lines spelled out, as the reader would check them against the text. */
static void
test_table_examples (void)
{
  static const struct { const char *t, *name, *clause; BxChuhongClass k; guint tie, pts; } ex[] = {
    { "4,4,4,4", "滿園春", "chuhongpu.biaomu.hunhua.1", BX_CHUHONG_CLASS_SHANG, 6, 0 },
    { "1,1,1,1", "滿盆星", "chuhongpu.biaomu.hunhua.6", BX_CHUHONG_CLASS_SHANG, 5, 0 },
    { "4,1,4,4", "花心動", "chuhongpu.biaomu.sanhong.1", BX_CHUHONG_CLASS_SHANG, 5, 0 },
    { "3,4,3,4", "紅葉兒", "chuhongpu.biaomu.shuanghong.3", BX_CHUHONG_CLASS_SHANG, 3, 0 },
    { "5,4,6,4", "節節髙", "chuhongpu.biaomu.shuanghong.6", BX_CHUHONG_CLASS_SHANG, 3, 0 },
    { "2,3,3,2", "素葉兒", "chuhongpu.biaomu.duizi.5", BX_CHUHONG_CLASS_SHANG, 2, 0 },
    { "6,6,4,6", "得勝令", "chuhongpu.biaomu.d18.1", BX_CHUHONG_CLASS_SHANG, 5, 18 },
    { "2,5,4,5", "十二時", "chuhongpu.biaomu.d12.1", BX_CHUHONG_CLASS_SHANG, 4, 12 },
    { "1,6,5,4", "巫山一段雲", "chuhongpu.biaomu.d12.3", BX_CHUHONG_CLASS_SAI, 0, 12 },
    { "3,4,3,3", "栁葉兒", "chuhongpu.biaomu.d9.1", BX_CHUHONG_CLASS_FA, 4, 9 },
    { "4,1,2,5", "鎻頂八", "chuhongpu.biaomu.d8.1", BX_CHUHONG_CLASS_FA, 3, 8 },
    { "1,1,4,1", "快活三", "chuhongpu.biaomu.d3.1", BX_CHUHONG_CLASS_FA, 5, 3 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (ex); i++)
    {
      BxThrow t = throw_of (ex[i].t);
      BxChuhongInfo info;
      g_assert_true (bx_chuhong_classify (&t, &info));
      g_assert_cmpstr (info.line->name, ==, ex[i].name);
      g_assert_cmpstr (info.clause, ==, ex[i].clause);
      g_assert_cmpint (info.klass, ==, ex[i].k);
      g_assert_cmpuint (info.tie, ==, ex[i].tie);
      g_assert_cmpuint (info.points, ==, ex[i].pts);
      g_assert_cmpint (info.removed, ==, info.n_red > 0 ? (int) (strchr (ex[i].t, '4') - ex[i].t) / 2
                                                        : -1);
    }
}

/* All 1,296 ordered throws: voids exactly as zhifa.12/13 say, every counted throw named by
 * exactly one line, every line reached, the one-red classes as zhifa.9–11 say. */
static void
test_exhaustive (void)
{
  guint reached[BX_CHUHONG_N_LINES] = { 0 };
  guint n_void[3] = { 0 }, counted = 0;

  for (guint i = 0; i < BX_CHUHONG_N_ORDERED; i++)
    {
      BxThrow t = { 4, { 0 } };
      BxChuhongInfo info;
      guint x = i, n_red = 0, sum = 0, matches = 0, faces[7] = { 0 }, kinds = 0;
      gboolean all_alike, two_pairs, pair_or_56;

      for (guint k = 0; k < 4; k++, x /= 6)
        {
          t.d[k] = (guint8) (x % 6 + 1);
          n_red += t.d[k] == 4;
          sum += t.d[k];
          faces[t.d[k]]++;
        }
      for (guint f = 1; f <= 6; f++)
        kinds += faces[f] > 0;
      all_alike = kinds == 1;
      two_pairs = kinds == 2 && faces[t.d[0]] == 2;
      pair_or_56 = (kinds == 2 && faces[4] == 2) || (faces[4] == 2 && faces[5] == 1
                                                      && faces[6] == 1);

      /* Exactly one line has these dice. */
      for (guint l = 0; l < BX_CHUHONG_N_LINES; l++)
        {
          const BxChuhongLine *line = bx_chuhong_line (l);
          guint lf[7] = { 0 };
          for (guint k = 0; k < 4; k++)
            lf[line->dice[k]]++;
          if (memcmp (lf, faces, sizeof lf) == 0)
            matches++;
        }

      if (!bx_chuhong_classify (&t, &info))
        {
          g_assert_cmpuint (matches, ==, 0);
          g_assert_null (info.line);
          g_assert_cmpint (info.klass, ==, BX_CHUHONG_CLASS_VOID);
          if (n_red == 0)
            {
              g_assert_false (all_alike || two_pairs);
              g_assert_cmpint (info.void_kind, ==, BX_CHUHONG_VOID_SANSE);
              g_assert_cmpstr (info.clause, ==, "chuhongpu.zhifa.13");
            }
          else
            {
              g_assert_cmpuint (n_red, ==, 2);
              g_assert_false (pair_or_56);
              g_assert_cmpint (info.void_kind, ==, BX_CHUHONG_VOID_QIANGHONG);
              g_assert_cmpstr (info.clause, ==, "chuhongpu.zhifa.12");
            }
          n_void[info.void_kind]++;
          continue;
        }
      counted++;
      g_assert_cmpuint (matches, ==, 1);
      g_assert_nonnull (info.line);
      reached[info.line->index]++;
      if (n_red == 0)
        g_assert_true (all_alike || two_pairs);
      if (n_red == 2)
        g_assert_true (pair_or_56);
      if (n_red == 1)
        {
          g_assert_cmpuint (info.points, ==, sum - 4);
          if (info.points <= 8)
            g_assert_cmpint (info.klass, ==, BX_CHUHONG_CLASS_FA);
          else if (info.points >= 13)
            g_assert_cmpint (info.klass, ==, BX_CHUHONG_CLASS_SHANG);
          else if (strcmp (info.line->name, "栁葉兒") == 0)
            g_assert_cmpint (info.klass, ==, BX_CHUHONG_CLASS_FA);
          else if (strcmp (info.line->name, "十二時") == 0)
            g_assert_cmpint (info.klass, ==, BX_CHUHONG_CLASS_SHANG);
          else
            g_assert_cmpint (info.klass, ==, BX_CHUHONG_CLASS_SAI);
        }
      else
        g_assert_cmpint (info.klass, ==, BX_CHUHONG_CLASS_SHANG);
    }

  for (guint l = 0; l < BX_CHUHONG_N_LINES; l++)
    {
      g_assert_cmpuint (reached[l], >, 0);
      g_assert_cmpuint (reached[l], ==, bx_chuhong_line_ways (bx_chuhong_line (l)));
    }
  g_assert_cmpuint (n_void[BX_CHUHONG_VOID_SANSE], ==, 560);
  g_assert_cmpuint (n_void[BX_CHUHONG_VOID_QIANGHONG], ==, 108);
  g_assert_cmpuint (bx_chuhong_void_ways (BX_CHUHONG_VOID_SANSE), ==, 560);
  g_assert_cmpuint (bx_chuhong_void_ways (BX_CHUHONG_VOID_QIANGHONG), ==, 108);
  g_assert_cmpuint (counted, ==, 1296 - 560 - 108);
}

/* Void throws are rejected with their clause and pass the dice on, paying nothing. */
static void
test_void (void)
{
  static const struct { const char *t; const char *rule, *clause; } ex[] = {
    { "1,2,3,5", "zhifa.sanse", "chuhongpu.zhifa.13" },
    { "6,6,6,5", "zhifa.sanse", "chuhongpu.zhifa.13" },
    { "1,1,2,3", "zhifa.sanse", "chuhongpu.zhifa.13" },
    { "4,4,1,2", "zhifa.qianghong", "chuhongpu.zhifa.12" },
    { "4,3,4,6", "zhifa.qianghong", "chuhongpu.zhifa.12" },
    { "5,4,5,4", NULL, NULL },  /* 紅葉兒: counts */
    { "4,6,5,4", NULL, NULL },  /* 節節髙: counts */
    { "3,5,5,3", NULL, NULL },  /* 素葉兒: counts */
  };

  for (guint i = 0; i < G_N_ELEMENTS (ex); i++)
    {
      BxThrow t = throw_of (ex[i].t);
      BxChuhongInfo info;
      BxState s;
      BxMove m;
      g_autofree char *pays = NULL;
      g_auto(GStrv) ids = NULL;

      g_assert_true (bx_chuhong_classify (&t, &info) == (ex[i].rule == NULL));
      if (ex[i].rule == NULL)
        continue;
      g_assert_cmpstr (info.clause, ==, ex[i].clause);
      play_state (game, &s, 1, -1, 0);
      pays = take (game, &s, ex[i].t, &m);
      g_assert_cmpstr (pays, ==, "");
      g_assert_true (has_rule (game, &m, ex[i].rule));
      g_assert_true (has_rule (game, &m, "zhifa.pass"));
      /* No 帖 changes hands: no cup (zhifa.wine). */
      g_assert_false (has_rule (game, &m, "zhifa.wine"));
      ids = bx_game_move_clause_ids (game, &m);
      g_assert_true (g_strv_contains ((const char * const *) ids, ex[i].clause));
      g_assert_cmpint (s.player, ==, 2);
    }
}

/* ---------------------------------------------------------------- outside a contest */

static void
test_open_shang (void)
{
  BxState s;
  BxMove m;
  g_autofree char *pays = NULL;

  play_state (game, &s, 0, -1, 0);
  pays = take (game, &s, "6,4,6,6", &m);   /* 得勝令, 賞五帖 */
  g_assert_cmpstr (pays, ==, "p2>p1:5@zhifa.open-settle p3>p1:5@zhifa.open-settle");
  g_assert_true (has_rule (game, &m, "zhifa.shangse"));
  g_assert_true (has_rule (game, &m, "biaomu.d18"));
  /* chuhongpu.zhifa.36 (zhifa.wine): played for wine, each 帖 paid is a cup. */
  g_assert_true (has_rule (game, &m, "zhifa.wine"));
  g_assert_true (has_rule (game, &m, "zhifa.shang-again"));
  g_assert_cmpint (s.player, ==, 0);   /* throws again (zhifa.14) */
  g_assert_cmpint (s.extra, ==, 1);
  g_assert_cmpint (bx_chuhong_state (&s)->ledger[0], ==, 10);
  /* … and again while reward throws keep coming (zhifa.17). */
  g_free (pays);
  pays = take (game, &s, "4,4,4,4", &m);   /* 滿園春, 賞六帖 */
  g_assert_true (has_rule (game, &m, "zhifa.sanhong"));
  g_assert_cmpint (s.player, ==, 0);
  g_assert_cmpint (bx_chuhong_state (&s)->ledger[0], ==, 22);
}

static void
test_open_fa (void)
{
  BxState s;
  BxMove m;
  g_autofree char *pays = NULL;

  play_state (game, &s, 2, -1, 0);
  pays = take (game, &s, "1,4,1,1", &m);   /* 快活三, 罰五帖 */
  g_assert_cmpstr (pays, ==, "p3>p1:5@zhifa.open-settle p3>p2:5@zhifa.open-settle");
  g_assert_true (has_rule (game, &m, "zhifa.fase"));
  g_assert_cmpint (s.player, ==, 0);   /* the next player */
  g_assert_cmpint (bx_chuhong_state (&s)->sai_first, ==, -1);
}

/* A 賽色 opens a contest: its points are remembered, the next player answers. */
static void
test_sai_open (void)
{
  BxState s;
  BxMove m;
  g_autofree char *pays = NULL;

  play_state (game, &s, 0, -1, 0);
  pays = take (game, &s, "2,4,2,6", &m);   /* 夾十兒, 10 */
  g_assert_cmpstr (pays, ==, "");
  g_assert_true (has_rule (game, &m, "zhifa.saise"));
  g_assert_true (has_rule (game, &m, "zhifa.sai-remember"));
  g_assert_cmpint (bx_chuhong_state (&s)->sai_first, ==, 0);
  g_assert_cmpint (bx_chuhong_state (&s)->sai_points, ==, 10);
  g_assert_cmpint (s.player, ==, 1);
}

/* ---------------------------------------------------------------- answers */

typedef struct
{
  int         points;     /* the first thrower's (p1) remembered points */
  const char *answer;     /* p2's throw */
  const char *payments;
  const char *rule;
  gboolean    ends;       /* the contest ends */
  int         next;       /* who throws next */
} Answer;

static void
check_answers (const Answer *ex,
               guint         n)
{
  for (guint i = 0; i < n; i++)
    {
      BxState s;
      BxMove m;
      g_autofree char *pays = NULL;

      g_test_message ("%d against %s", ex[i].points, ex[i].answer);
      play_state (game, &s, 1, 0, ex[i].points);
      pays = take (game, &s, ex[i].answer, &m);
      g_assert_cmpstr (pays, ==, ex[i].payments);
      g_assert_true (has_rule (game, &m, ex[i].rule));
      g_assert_cmpint (bx_chuhong_state (&s)->sai_first, ==, ex[i].ends ? -1 : 0);
      g_assert_cmpint (s.player, ==, ex[i].next);
      if (ex[i].ends)
        g_assert_true (has_rule (game, &m, "zhifa.sai-end"));
    }
}

static void
test_tajiao (void)
{
  static const Answer ex[] = {
    { 10, "4,1,2,6", "p2>p1:2@zhifa.tajiao", "zhifa.tajiao", FALSE, 2 },   /* 9 vs 10 */
    { 12, "3,3,5,4", "p2>p1:2@zhifa.tajiao", "zhifa.tajiao", FALSE, 2 },   /* 11 vs 12 */
  };
  check_answers (ex, G_N_ELEMENTS (ex));
}

static void
test_ganshang (void)
{
  static const Answer ex[] = {
    { 10, "4,1,3,6", "p1>p2:1@zhifa.ganshang", "zhifa.ganshang", FALSE, 2 },
    { 12, "4,3,3,6", "p1>p2:1@zhifa.ganshang", "zhifa.ganshang", FALSE, 2 },
  };
  check_answers (ex, G_N_ELEMENTS (ex));
}

static void
test_yadao (void)
{
  static const Answer ex[] = {
    { 10, "4,1,5,5", "p1>p2:2@zhifa.yadao", "zhifa.yadao", FALSE, 2 },
    { 9, "4,2,2,6", "p1>p2:2@zhifa.yadao", "zhifa.yadao", FALSE, 2 },
  };
  check_answers (ex, G_N_ELEMENTS (ex));
}

static void
test_over_under (void)
{
  static const Answer ex[] = {
    { 9, "4,2,3,6", "p1>p2:1@zhifa.over", "zhifa.over", FALSE, 2 },     /* +2 */
    { 9, "4,1,5,6", "p1>p2:1@zhifa.over", "zhifa.over", FALSE, 2 },     /* +3 */
    { 11, "4,1,2,6", "p2>p1:1@zhifa.under", "zhifa.under", FALSE, 2 },  /* −2 */
    { 12, "4,2,2,5", "p2>p1:1@zhifa.under", "zhifa.under", FALSE, 2 },  /* −3 */
  };
  check_answers (ex, G_N_ELEMENTS (ex));
}

/* 罰色 while answering: ≤ 3 帖 +1 (zhifa.22), ≥ 4 帖 as listed (zhifa.23). */
static void
test_fa_answer (void)
{
  static const Answer ex[] = {
    { 10, "4,1,2,5", "p2>p1:4@zhifa.fa-answer", "zhifa.fa-answer", TRUE, 2 },  /* 鎻頂八 3+1 */
    { 10, "4,1,1,5", "p2>p1:2@zhifa.fa-answer", "zhifa.fa-answer", TRUE, 2 },  /* 白七兒 1+1 */
    { 10, "4,1,1,1", "p2>p1:5@zhifa.fa-answer", "zhifa.fa-answer", TRUE, 2 },  /* 快活三 5 */
    { 10, "4,3,3,3", "p2>p1:4@zhifa.fa-answer", "zhifa.fa-answer", TRUE, 2 },  /* 栁葉兒 4 */
  };
  check_answers (ex, G_N_ELEMENTS (ex));
}

/* 賞色 while answering: ≤ 3 帖 +1 (zhifa.28), ≥ 4 帖 as listed (zhifa.29); he throws again. */
static void
test_shang_answer (void)
{
  static const Answer ex[] = {
    { 10, "4,4,1,1", "p1>p2:4@zhifa.shang-answer", "zhifa.shang-answer", TRUE, 1 },  /* 紅葉兒 */
    { 10, "4,5,5,6", "p1>p2:2@zhifa.shang-answer", "zhifa.shang-answer", TRUE, 1 },  /* 雪兒梅 */
    { 12, "4,2,5,5", "p1>p2:4@zhifa.shang-answer", "zhifa.shang-answer", TRUE, 1 },  /* 十二時 */
    { 10, "4,6,6,6", "p1>p2:5@zhifa.shang-answer", "zhifa.shang-answer", TRUE, 1 },  /* 得勝令 */
    { 9, "6,6,6,6", "p1>p2:5@zhifa.shang-answer", "zhifa.shang-answer", TRUE, 1 },   /* 混江龍 */
  };
  check_answers (ex, G_N_ELEMENTS (ex));
}

/* 栁葉兒 against 9: fined four, and the opponent still pays 趕上 (zhifa.25–26). */
static void
test_liuye (void)
{
  static const Answer ex[] = {
    { 9, "3,3,4,3", "p2>p1:4@zhifa.liuye p1>p2:1@zhifa.liuye", "zhifa.liuye", TRUE, 2 },
  };
  BxState s;
  BxMove m;
  g_autofree char *pays = NULL;
  g_auto(GStrv) ids = NULL;

  check_answers (ex, G_N_ELEMENTS (ex));
  play_state (game, &s, 1, 0, 9);
  pays = take (game, &s, "3,3,4,3", &m);
  g_assert_cmpint (bx_chuhong_state (&s)->ledger[0], ==, 3);
  g_assert_cmpint (bx_chuhong_state (&s)->ledger[1], ==, -3);
  ids = bx_game_move_clause_ids (game, &m);
  g_assert_true (g_strv_contains ((const char * const *) ids, "chuhongpu.zhifa.25"));
  g_assert_true (g_strv_contains ((const char * const *) ids, "chuhongpu.zhifa.26"));
  g_assert_false (has_rule (game, &m, "zhifa.ganshang"));
}

/* In a contest voids are disregarded (zhifa.20); the answers go round and pass over the
 * first thrower until a 賞 or 罰 ends it (zhifa.19). */
static void
test_contest_round (void)
{
  BxState s;
  BxMove m;
  g_autofree char *a = NULL, *b = NULL, *c = NULL, *d = NULL;

  play_state (game, &s, 0, -1, 0);
  a = take (game, &s, "4,2,2,6", &m);   /* p1: 10, opens */
  b = take (game, &s, "1,2,3,5", &m);   /* p2: 散色, disregarded */
  g_assert_cmpstr (b, ==, "");
  g_assert_true (has_rule (game, &m, "zhifa.sai-void"));
  g_assert_cmpint (bx_chuhong_state (&s)->sai_first, ==, 0);
  g_assert_cmpint (s.player, ==, 2);
  c = take (game, &s, "4,1,5,5", &m);   /* p3: 11, 壓倒; next would be p1: passed over */
  g_assert_cmpstr (c, ==, "p1>p3:2@zhifa.yadao");
  g_assert_true (has_rule (game, &m, "zhifa.sai-ring"));
  g_assert_cmpint (s.player, ==, 1);
  g_assert_cmpint (bx_chuhong_state (&s)->seats, ==, 4);
  d = take (game, &s, "4,1,1,6", &m);   /* p2: 睜眼八 罰二帖 +1, ends */
  g_assert_cmpstr (d, ==, "p2>p1:3@zhifa.fa-answer");
  g_assert_cmpint (bx_chuhong_state (&s)->sai_first, ==, -1);
  g_assert_cmpint (s.player, ==, 2);

  /* Two players: the answerer answers until a 賞 or 罰. */
  play_state (game2, &s, 1, 0, 10);
  g_free (a);
  a = take (game2, &s, "4,2,3,6", &m);
  g_assert_cmpstr (a, ==, "p1>p2:2@zhifa.yadao");
  g_assert_cmpint (s.player, ==, 1);
}

/* ---------------------------------------------------------------- the table */

static void
test_refuse (void)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxThrow t = throw_of ("1,2,3,5");
  BxState s;
  g_autofree char *pays = NULL;

  play_state (game, &s, 1, -1, 0);
  bx_game_legal_moves (game, &s, &t, moves);
  g_assert_cmpuint (moves->len, ==, 4);   /* the throw, refuse, two early throwers */
  g_assert_cmpint (bx_chuhong_move_kind (&g_array_index (moves, BxMove, 1)), ==,
                   BX_CHUHONG_MOVE_REFUSE);
  g_assert_true (g_array_index (moves, BxMove, 1).flags & BX_MOVE_TABLE);
  pays = payments_string (game, &g_array_index (moves, BxMove, 1), &t);
  g_assert_cmpstr (pays, ==, "p2>p3:3@zhifa.refuse");
  bx_game_apply (game, &s, &t, &g_array_index (moves, BxMove, 1));
  g_assert_cmpint (s.player, ==, 2);
  g_assert_cmpint (bx_chuhong_ledger_sum (&s), ==, 0);
}

static void
test_early (void)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxThrow t = throw_of ("1,2,3,5");
  BxState s;
  g_autofree char *p2 = NULL, *p3 = NULL;

  play_state (game, &s, 0, -1, 0);
  bx_game_legal_moves (game, &s, &t, moves);
  g_assert_cmpuint (moves->len, ==, 4);
  p2 = payments_string (game, &g_array_index (moves, BxMove, 2), &t);
  p3 = payments_string (game, &g_array_index (moves, BxMove, 3), &t);
  g_assert_cmpstr (p2, ==, "p2>p1:5@zhifa.early");   /* the one before p2 is p1 */
  g_assert_cmpstr (p3, ==, "p3>p2:5@zhifa.early");
  bx_game_apply (game, &s, &t, &g_array_index (moves, BxMove, 3));
  g_assert_cmpint (s.player, ==, 0);   /* the turn does not change */
  g_assert_cmpint (bx_chuhong_state (&s)->ledger[1], ==, 5);
}

/* The rotation is a param: anticlockwise, the next player is the one below. */
static void
test_rotation (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("boxi-chuhong-XXXXXX", &error);
  g_autofree char *src = g_build_filename (SOURCE_RULESETS_DIR, "chuhong-zhifa.xml", NULL);
  g_autofree char *dst = g_build_filename (dir, "chuhong-zhifa.xml", NULL);
  g_autofree char *child = g_build_filename (dir, "chuhong-ni.xml", NULL);
  g_autofree char *rng_src = g_build_filename (SOURCE_RULESETS_DIR, "boxi-ruleset.rng", NULL);
  g_autofree char *rng = g_build_filename (dir, "boxi-ruleset.rng", NULL);
  g_autofree char *data = NULL, *schema = NULL;
  g_autoptr(BxRulesetLibrary) lib = NULL;
  g_autoptr(BxGame) g = NULL;
  BxState s;
  g_autofree char *pays = NULL;

  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (src, &data, NULL, NULL));
  g_assert_true (g_file_set_contents (dst, data, -1, NULL));
  g_assert_true (g_file_get_contents (rng_src, &schema, NULL, NULL));
  g_assert_true (g_file_set_contents (rng, schema, -1, NULL));
  g_assert_true (g_file_set_contents (child,
    "<ruleset xmlns='https://boxi.github.io/ns/ruleset/1' id='chuhong/ni' family='chuhong'"
    " extends='chuhong/zhifa'><name xml:lang='en'>Anticlockwise</name>"
    "<rule id='zhifa.rotation' topic='turn-order' status='attested'>"
    "<statement xml:lang='en'>Anticlockwise.</statement><statement xml:lang='zh'>從左逆行。</statement>"
    "<cite>chuhongpu.zhifa.32</cite>"
    "<param name='turn.direction' value='anticlockwise'/></rule></ruleset>", -1, NULL));
  lib = bx_ruleset_library_new_from_dir (dir, bx_clause_index_check_func, clauses, &error);
  g_assert_no_error (error);
  g = bx_game_new (bx_ruleset_library_get (lib, "chuhong/ni"), &error);
  g_assert_no_error (error);
  play_state (g, &s, 0, -1, 0);
  pays = take (g, &s, "1,4,1,1", NULL);   /* 快活三: pays the others, the next is p3 */
  g_assert_cmpstr (pays, ==, "p1>p3:5@zhifa.open-settle p1>p2:5@zhifa.open-settle");
  g_assert_cmpint (s.player, ==, 2);
  g_unlink (dst);
  g_unlink (child);
  g_unlink (rng);
  g_rmdir (dir);
}

/* The throw-off: one die each in seat order; the first 4 starts (zhifa.1–5). */
static void
test_throw_off (void)
{
  BxState s;
  BxMove m;
  g_autofree char *a = NULL, *b = NULL;

  bx_game_init_state (game, &s);
  g_assert_cmpint (bx_chuhong_state (&s)->phase, ==, BX_CHUHONG_PHASE_THROW_OFF);
  a = take (game, &s, "3,4,4,4", &m);
  g_assert_true (has_rule (game, &m, "zhifa.throw-off"));
  g_assert_cmpstr (a, ==, "");
  g_assert_cmpint (s.player, ==, 1);
  b = take (game, &s, "4,1,1,1", &m);
  g_assert_cmpint (bx_chuhong_state (&s)->phase, ==, BX_CHUHONG_PHASE_PLAY);
  g_assert_cmpint (bx_chuhong_state (&s)->starter, ==, 1);
  g_assert_cmpint (s.player, ==, 1);
  g_assert_cmpint (bx_chuhong_state (&s)->seats, ==, 0);
}

/* A session ends after its rounds; the one ahead in 帖 wins. */
static void
test_rounds (void)
{
  g_autoptr(GError) error = NULL;
  BxGameOptions opts = { 3, 2 };
  BxResult res;
  BxState s;

  g_assert_true (bx_game_configure (game, &opts, &error));
  g_assert_no_error (error);
  play_state (game, &s, 0, -1, 0);
  g_free (take (game, &s, "4,6,6,6", NULL));   /* p1 +10, throws again */
  for (guint i = 0; i < 5; i++)
    {
      g_assert_false (bx_game_is_over (game, &s));
      g_free (take (game, &s, "1,2,3,5", NULL));
    }
  g_assert_false (bx_game_is_over (game, &s));
  g_free (take (game, &s, "1,2,3,5", NULL));
  g_assert_true (bx_game_is_over (game, &s));
  bx_game_result (game, &s, &res);
  g_assert_cmpint (res.winner, ==, 0);
  g_assert_cmpuint (res.score, ==, 10);
  g_assert_cmpstr (bx_game_rule_id (game, res.rules[0]), ==, "zhifa.rounds");
  opts.rounds = 10;
  g_assert_true (bx_game_configure (game, &opts, NULL));
  opts.n_players = 6;
  g_assert_false (bx_game_configure (game, &opts, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_USAGE);
}

static void
test_state_json (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *json = NULL, *again = NULL;
  BxState s, t;

  play_state (game, &s, 1, 0, 10);
  g_free (take (game, &s, "4,1,5,5", NULL));
  json = bx_game_state_to_string (game, &s);
  g_assert_true (bx_game_state_from_string (game, json, &t, &error));
  g_assert_no_error (error);
  again = bx_game_state_to_string (game, &t);
  g_assert_cmpstr (json, ==, again);
  g_assert_false (bx_game_state_from_string (game,
    "{\"ruleset\":\"chuhong/zhifa\",\"players\":3,\"phase\":\"play\",\"player\":\"p1\","
    "\"ledger\":[1,0,0]}", &t, NULL));
  g_assert_false (bx_game_state_from_string (game,
    "{\"ruleset\":\"chuhong/zhifa\",\"players\":2}", &t, NULL));
}

/* Every rule of the ruleset cites clauses that exist; the weaker ones say why. */
static void
test_rules_data (void)
{
  for (guint i = 0; i < bx_ruleset_get_n_rules (zhifa); i++)
    {
      const BxRule *r = bx_ruleset_get_rule (zhifa, i);
      for (guint k = 0; r->cites[k] != NULL; k++)
        g_assert_true (bx_clause_index_has (clauses, r->cites[k]));
      if (r->status != BX_STATUS_ATTESTED)
        {
          g_assert_nonnull (r->reconstruction);
          g_assert_nonnull (r->rationale);
        }
    }
  /* Every payment kind has its rule. */
  for (guint k = BX_CHUHONG_PAY_OPEN; k < BX_CHUHONG_N_PAY_KINDS; k++)
    g_assert_cmpint (bx_chuhong_pay_rule (game, k), >=, 0);
  for (guint l = 0; l < BX_CHUHONG_N_LINES; l++)
    {
      const BxChuhongLine *line = bx_chuhong_line (l);
      int r = bx_chuhong_line_rule (game, line);
      g_assert_cmpint (r, >=, 0);
      g_assert_true (g_strv_contains ((const char * const *) bx_ruleset_get_rule (zhifa, r)->cites,
                                      line->clause));
    }
}

/* ---------------------------------------------------------------- property */

/* Seeded rounds, as many as bx_test_property_games() says (sessions of four rounds, 2–5
 * players; 10,000 rounds in the nightly run): after every move the
 * ledger sums to zero and equals the sum of the payments so far; now and then the table
 * imposes a fine. */
static void
test_property (void)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  g_autoptr(GError) error = NULL;
  guint64 rounds = 0, n_moves = 0, n_paid = 0;
  guint n_sessions = MAX (bx_test_property_games () / 4, 1);

  for (guint64 seed = 1; seed <= n_sessions; seed++)
    {
      g_autoptr(BxGame) g = bx_game_new (zhifa, &error);
      BxGameOptions opts = { 2 + seed % 4, 4 };
      BxRng choice;
      BxState s;
      gint64 ledger[BX_CHUHONG_MAX_PLAYERS] = { 0 };

      g_assert_no_error (error);
      g_assert_true (bx_game_configure (g, &opts, NULL));
      bx_rng_init (&choice, seed * 7919);
      bx_game_init_state (g, &s);
      while (!bx_game_is_over (g, &s))
        {
          BxThrow t;
          const BxMove *m;
          guint k = 0;
          g_assert_cmpuint (s.turn, <, 100000);
          bx_game_throw (g, &s, seed, &t);
          bx_game_legal_moves (g, &s, &t, moves);
          g_assert_cmpuint (moves->len, >=, 1);
          g_assert_false (g_array_index (moves, BxMove, 0).flags & BX_MOVE_TABLE);
          for (guint i = 1; i < moves->len; i++)
            g_assert_true (g_array_index (moves, BxMove, i).flags & BX_MOVE_TABLE);
          if (moves->len > 1 && bx_rng_uniform (&choice, 50) == 0)
            k = 1 + bx_rng_uniform (&choice, moves->len - 1);
          m = &g_array_index (moves, BxMove, k);
          for (guint i = 0; i < m->n_steps; i++)
            if (m->steps[i].flags != BX_CHUHONG_PAY_NONE)
              {
                ledger[m->steps[i].from] -= m->steps[i].die;
                ledger[m->steps[i].to] += m->steps[i].die;
                n_paid++;
              }
          bx_game_apply (g, &s, &t, m);
          n_moves++;
          g_assert_cmpint (bx_chuhong_ledger_sum (&s), ==, 0);
          for (guint p = 0; p < opts.n_players; p++)
            g_assert_cmpint (bx_chuhong_state (&s)->ledger[p], ==, ledger[p]);
          g_assert_true (bx_game_check_state (g, &s, NULL));
        }
      rounds += bx_chuhong_rounds_done (g, &s);
    }
  g_assert_cmpuint (rounds, ==, 4 * (guint64) n_sessions);
  g_assert_cmpuint (n_paid, >, 0);
  g_test_message ("%" G_GUINT64_FORMAT " moves, %" G_GUINT64_FORMAT " payments", n_moves,
                  n_paid);
}

/* ---------------------------------------------------------------- CLI */

/* A row of the throw table names its throw, its name and its class. */
static void
check_throw_row (JsonObject *o)
{
  g_assert_true (json_object_has_member (o, "throw"));
  g_assert_true (json_object_has_member (o, "name"));
  g_assert_true (json_object_has_member (o, "class"));
}

/* The throw table in lowest terms (the unreduced count is "ways" over 1296 "outcomes"), and
 * a random three-player game of 20 rounds. */
static void
test_cli (void)
{
  const char *play_args[] = { "--players", "3", "--rounds", "20", "--seed", "4", "--random",
                              NULL };

  bx_cli_test_throws_and_play ("chuhong/zhifa", BX_CHUHONG_N_LINES + 2, 1296, check_throw_row,
                               play_args, 60);
}

/* The seats have English names, the ordinal before the table's character ("First 甲", as
 * README says), so that the status reads "Second 乙 to throw" in English (newcomer review
 * 8, finding 11); the move words keep the table's 甲 乙 丙 in both languages. */
static void
test_player_labels (void)
{
  static const char *const labels[] = { "First 甲", "Second 乙", "Third 丙" };
  g_autofree char *en = NULL;
  g_autofree char *zh = NULL;
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxThrow t = throw_of ("4,1,1,1");
  BxState s;

  for (int p = 0; p < 3; p++)
    g_assert_cmpstr (bx_game_player_label (game, p), ==, labels[p]);
  g_assert_null (bx_game_player_label (game, 3));
  bx_game_init_state (game, &s);
  bx_game_legal_moves (game, &s, &t, moves);
  g_assert_cmpuint (moves->len, >=, 1);
  g_assert_true (bx_game_describe_move_words (game, &s, &g_array_index (moves, BxMove, 0),
                                              &en, &zh));
  g_assert_true (g_str_has_prefix (en, "甲: "));
  g_assert_true (g_str_has_prefix (zh, "甲："));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *rs_path = g_build_filename (SOURCE_RULESETS_DIR, "chuhong-zhifa.xml", NULL);
  BxGameOptions two = { 2, 0 };
  int rc;

  bx_test_init (&argc, &argv, &clauses, NULL);
  zhifa = bx_ruleset_new_from_file (rs_path, NULL, NULL, bx_clause_index_check_func, clauses,
                                    &error);
  g_assert_no_error (error);
  game = bx_game_new (zhifa, &error);
  g_assert_no_error (error);
  game2 = bx_game_new (zhifa, &error);
  g_assert_no_error (error);
  g_assert_true (bx_game_configure (game2, &two, NULL));

  g_test_add_func ("/rules/chuhong/table/lines", test_table_lines);
  g_test_add_func ("/rules/chuhong/table/examples", test_table_examples);
  g_test_add_func ("/rules/chuhong/table/exhaustive", test_exhaustive);
  g_test_add_func ("/rules/chuhong/table/void", test_void);
  g_test_add_func ("/rules/chuhong/zhifa/open-shang", test_open_shang);
  g_test_add_func ("/rules/chuhong/zhifa/open-fa", test_open_fa);
  g_test_add_func ("/rules/chuhong/zhifa/sai-open", test_sai_open);
  g_test_add_func ("/rules/chuhong/zhifa/tajiao", test_tajiao);
  g_test_add_func ("/rules/chuhong/zhifa/ganshang", test_ganshang);
  g_test_add_func ("/rules/chuhong/zhifa/yadao", test_yadao);
  g_test_add_func ("/rules/chuhong/zhifa/over-under", test_over_under);
  g_test_add_func ("/rules/chuhong/zhifa/fa-answer", test_fa_answer);
  g_test_add_func ("/rules/chuhong/zhifa/shang-answer", test_shang_answer);
  g_test_add_func ("/rules/chuhong/zhifa/liuye", test_liuye);
  g_test_add_func ("/rules/chuhong/zhifa/contest-round", test_contest_round);
  g_test_add_func ("/rules/chuhong/zhifa/refuse", test_refuse);
  g_test_add_func ("/rules/chuhong/zhifa/early", test_early);
  g_test_add_func ("/rules/chuhong/zhifa/rotation", test_rotation);
  g_test_add_func ("/rules/chuhong/zhifa/throw-off", test_throw_off);
  g_test_add_func ("/rules/chuhong/zhifa/rounds", test_rounds);
  g_test_add_func ("/rules/chuhong/zhifa/state-json", test_state_json);
  g_test_add_func ("/rules/chuhong/zhifa/rules-data", test_rules_data);
  g_test_add_func ("/rules/chuhong/zhifa/property", test_property);
  g_test_add_func ("/rules/chuhong/cli", test_cli);
  g_test_add_func ("/rules/chuhong/player-labels", test_player_labels);

  rc = g_test_run ();
  bx_game_free (game2);
  bx_game_free (game);
  bx_ruleset_unref (zhifa);
  bx_clause_index_free (clauses);
  return rc;
}
