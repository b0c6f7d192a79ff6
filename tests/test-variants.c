/* test-variants.c: the 譜雙 variants (data/rulesets/shuanglu-*.xml other than 平雙陸): for
 * each variant, a test of every rule it adds or overrides — the exact legal moves with
 * their rules, the clauses the rule cites and its status — and a property test of seeded
 * random games; and the throw devices of bx-dice (long dice, the call of 不打).
 *
 * Positions are written in each side's own point numbers (1 = the last point before
 * bearing off), as in test-shuanglu.c; unlisted pieces are off the board.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "bx-core.h"
#include "bx-game.h"
#include "bx-ruleset.h"
#include "bx-shuanglu.h"

#include "bx-shuanglu-test-util.h"
#include "bx-test-util.h"
#include "bx-families.h"

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;

static const char *variants[] = {
  "dajian", "huihui", "qiliang", "sanliang", "luoying", "xiazan", "buda", "sandui", "fo",
  "sijiaba", "nanpi", "dashi", "riben",
};

static BxGame *games[G_N_ELEMENTS (variants)];

static BxGame *
game_of (const char *variant)
{
  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    if (strcmp (variants[i], variant) == 0)
      return games[i];
  g_assert_not_reached ();
}

static void
assert_moves (const char *variant,
              const char *spec,
              const char *throw_text,
              const char *expected)
{
  g_autofree char *got = bx_shuanglu_test_moves (game_of (variant), spec, throw_text);
  g_autofree char *position = g_strdup_printf ("%s: %s", variant, spec);

  if (g_getenv ("BOXI_TEST_DUMP") != NULL)
    {
      g_printerr ("== %s | %s | %s\n%s\n", variant, spec, throw_text, got);
      return;
    }
  bx_test_check_moves (position, throw_text, got, expected);
}

/* Only the moves that cite `rule_id`, out of `n_moves` legal moves in all. */
static void
assert_moves_citing (const char *variant,
                     const char *spec,
                     const char *throw_text,
                     const char *rule_id,
                     guint       n_moves,
                     const char *expected)
{
  g_autofree char *all = bx_shuanglu_test_moves (game_of (variant), spec, throw_text);
  g_auto(GStrv) lines = NULL;
  GString *got = g_string_new (NULL);
  g_autofree char *got_s = NULL;

  lines = g_strsplit (all, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = g_strsplit (lines[i], " ", -1);
      if (g_strv_contains ((const char * const *) words, rule_id))
        g_string_append_printf (got, "%s%s", got->len ? "\n" : "", lines[i]);
    }
  got_s = g_string_free (got, FALSE);
  if (g_getenv ("BOXI_TEST_DUMP") != NULL)
    {
      g_printerr ("== %s | %s | %s | %s (%u moves)\n%s\n", variant, spec, throw_text, rule_id,
                  g_strv_length (lines), got_s);
      return;
    }
  g_assert_cmpuint (g_strv_length (lines), ==, n_moves);
  g_assert_cmpstr (got_s, ==, expected);
}

/* The rule exists in the variant, is defined by the variant's own file, has `status`, and
 * cites every clause of `cites` (space separated). */
static void
assert_rule (const char   *variant,
             const char   *rule_id,
             BxRuleStatus  status,
             const char   *cites)
{
  BxRuleset *rs = bx_game_get_ruleset (game_of (variant));
  g_autofree char *id = g_strconcat ("shuanglu/", variant, NULL);
  g_auto(GStrv) want = g_strsplit (cites, " ", -1);
  const BxRule *r = bx_ruleset_find_rule (rs, rule_id, NULL);

  g_assert_nonnull (r);
  g_assert_cmpstr (r->ruleset_id, ==, id);
  g_assert_cmpint (r->status, ==, status);
  for (guint k = 0; want[k] != NULL; k++)
    {
      if (!g_strv_contains ((const char * const *) r->cites, want[k]))
        g_printerr ("%s: %s does not cite %s\n", variant, rule_id, want[k]);
      g_assert_true (g_strv_contains ((const char * const *) r->cites, want[k]));
      g_assert_true (bx_clause_index_has (clauses, want[k]));
    }
}

/* Like assert_rule(), for clauses that only point: each clause of `context` is the rule's
 * context and not one of its cites (issue 14). */
static void
assert_rule_context (const char   *variant,
                     const char   *rule_id,
                     BxRuleStatus  status,
                     const char   *context)
{
  BxRuleset *rs = bx_game_get_ruleset (game_of (variant));
  g_autofree char *id = g_strconcat ("shuanglu/", variant, NULL);
  g_auto(GStrv) want = g_strsplit (context, " ", -1);
  const BxRule *r = bx_ruleset_find_rule (rs, rule_id, NULL);

  g_assert_nonnull (r);
  g_assert_cmpstr (r->ruleset_id, ==, id);
  g_assert_cmpint (r->status, ==, status);
  for (guint k = 0; want[k] != NULL; k++)
    {
      g_assert_true (g_strv_contains ((const char * const *) r->context, want[k]));
      g_assert_false (g_strv_contains ((const char * const *) r->cites, want[k]));
      g_assert_true (bx_clause_index_has (clauses, want[k]));
    }
}

static gboolean
result_has_rule (BxGame         *game,
                 const BxResult *res,
                 const char     *rule_id)
{
  for (guint i = 0; i < res->n_rules; i++)
    if (strcmp (bx_game_rule_id (game, res->rules[i]), rule_id) == 0)
      return TRUE;
  return FALSE;
}

/* ---------------------------------------------------------------- 打間 */

/* pushuang.dajian.3–.8 (dajian.jian, interpreted): 14/11 makes six pairs on alternate
 * points 1 … 11 with empty gaps: the move cites the rule; 14/12 does not. */
static void
test_dajian_jian (void)
{
  assert_rule ("dajian", "dajian.jian", BX_STATUS_INTERPRETED,
               "pushuang.dajian.3 pushuang.dajian.5 pushuang.dajian.6 pushuang.dajian.7 "
               "pushuang.dajian.8");
  assert_rule ("dajian", "dajian.same", BX_STATUS_ATTESTED, "pushuang.dajian.1 pushuang.dajian.2");
  assert_moves_citing ("dajian", "W:1x2,3x2,5x2,7x2,9x2,11x1,14x1,20x1 B:12x1", "3,2",
                       "dajian.jian", 40,
                       "14/11 20/18: ping.direction ping.move ping.stack dajian.same dajian.jian");
  /* A single piece on one of the six points spoils it (dajian.8): 11 keeps one piece. */
  assert_moves_citing ("dajian", "W:1x2,3x2,5x2,7x2,9x2,11x1,20x2 B:12x1", "3,2",
                       "dajian.jian", 30, "");
}

/* The 間 scores one 籌 when made, not while it stands, and again when made anew
 * (再成又勝, 無止法); the 籌 are in the result. */
static void
test_dajian_score (void)
{
  BxGame *game = game_of ("dajian");
  BxShuangluState *ss;
  BxResult res;
  BxState s;

  bx_shuanglu_test_make_state (game, "W:1x2,3x2,5x2,7x2,9x2,11x1,14x1,20x1 B:12x1", &s);
  bx_test_play (game, &s, "3,2", "14/11 20/18");
  ss = bx_shuanglu_state (&s);
  g_assert_cmpuint (ss->chou_form[0], ==, 1);
  g_assert_cmpuint (ss->formed[0], ==, 1);
  g_assert_cmpuint (ss->ever[0], ==, 1);
  /* While it stands, moving another piece scores nothing more. */
  s.player = 0;
  bx_test_play (game, &s, "2,1", "18/16 16/15");
  g_assert_cmpuint (ss->chou_form[0], ==, 1);
  /* Broken (11 has one piece) and made again: a second 籌. */
  bx_shuanglu_test_make_state (game, "W:1x2,3x2,5x2,7x2,9x2,11x1,14x1,20x1 B:12x1", &s);
  ss = bx_shuanglu_state (&s);
  ss->ever[0] = 1;
  ss->chou_form[0] = 1;
  bx_test_play (game, &s, "3,2", "14/11 20/18");
  g_assert_cmpuint (ss->chou_form[0], ==, 2);
  bx_game_result (game, &s, &res);
  g_assert_cmpint (res.winner, ==, -1);
  g_assert_cmpuint (res.special[0], ==, 2);
  g_assert_true (result_has_rule (game, &res, "dajian.jian"));
}

/* ---------------------------------------------------------------- 回回 */

/* pushuang.huihui.2 (huihui.bearoff-any, interpreted) with pushuang.changju.24–.26
 * (ping.bearoff-down, bearing off compulsory): once home, each number bears off any piece,
 * so no number moves a piece down: 3 and 1 with pieces on 5 and 4 (no 3 to match) take off
 * both — 任意出兩馬. */
static void
test_huihui_bearoff_any (void)
{
  assert_rule ("huihui", "huihui.bearoff-any", BX_STATUS_INTERPRETED, "pushuang.huihui.2");
  assert_rule ("huihui", "huihui.same", BX_STATUS_ATTESTED, "pushuang.huihui.1");
  assert_moves ("huihui", "W:5x1,4x1 B:12x1", "3,1",
                "4/off 5/off: ping.direction ping.move ping.gate huihui.same huihui.bearoff-any");
  /* Not yet home: no bearing off; once 8/5 brings the last piece in, the 1 must take one
   * (8/5 5/4 and 8/5 4/3 are gone; {5, 3} is reached by playing the 1 first). */
  assert_moves ("huihui", "W:8x1,4x1 B:12x1", "3,1",
                "4/1 8/7: ping.direction ping.move huihui.same\n"
                "4/3 8/5: ping.direction ping.move huihui.same\n"
                "8/5 4/off: ping.direction ping.move ping.gate huihui.same huihui.bearoff-any\n"
                "8/5 5/off: ping.direction ping.move ping.block-pass ping.gate huihui.same"
                " huihui.bearoff-any\n"
                "8/7 7/4: ping.direction ping.move ping.stack ping.block-pass huihui.same");
}

/* ---------------------------------------------------------------- 七梁 */

/* pushuang.qiliang.2–.5, qiliang2.1–.2 (qiliang.liang, interpreted): 9/7 makes seven
 * adjacent pairs on 1 … 7 and cites the rule. */
static void
test_qiliang_liang (void)
{
  BxGame *game = game_of ("qiliang");
  BxState s;

  assert_rule ("qiliang", "qiliang.liang", BX_STATUS_INTERPRETED,
               "pushuang.qiliang.2 pushuang.qiliang.4 pushuang.qiliang.5 pushuang.qiliang2.1 "
               "pushuang.qiliang2.2");
  assert_rule ("qiliang", "qiliang.same", BX_STATUS_ATTESTED, "pushuang.qiliang.1"
                                                              " pushuang.qiliang.6");
  assert_moves_citing ("qiliang", "W:1x2,2x2,3x2,4x2,5x2,6x2,7x1,9x1,14x1 B:12x1", "2,1",
                       "qiliang.liang", 51,
                       "9/7 14/13*: ping.direction ping.move ping.stack ping.hit qiliang.same"
                       " qiliang.liang");
  bx_shuanglu_test_make_state (game, "W:1x2,2x2,3x2,4x2,5x2,6x2,7x1,9x1,14x1 B:12x1", &s);
  bx_test_play (game, &s, "2,1", "9/7 14/13*");
  g_assert_cmpuint (bx_shuanglu_state_const (&s)->chou_form[0], ==, 1);
}

/* pushuang.qiliang2.3 (ping.double overridden): the win is double when the loser never
 * made 七梁, single when he did. */
static void
test_qiliang_double (void)
{
  BxGame *game = game_of ("qiliang");
  BxResult res;
  BxState s;

  assert_rule ("qiliang", "ping.double", BX_STATUS_ATTESTED, "pushuang.qiliang2.3");
  bx_shuanglu_test_make_state (game, "W:1x1 B:6x4,5x4,4x4,3x2", &s);
  bx_test_play (game, &s, "2,1", NULL);
  bx_game_result (game, &s, &res);
  g_assert_cmpuint (res.score, ==, 2);
  g_assert_true (result_has_rule (game, &res, "ping.double"));
  bx_shuanglu_test_make_state (game, "W:1x1 B:6x4,5x4,4x4,3x2", &s);
  bx_shuanglu_state (&s)->ever[1] = 1;
  bx_test_play (game, &s, "2,1", NULL);
  bx_game_result (game, &s, &res);
  g_assert_cmpuint (res.score, ==, 1);
  g_assert_true (result_has_rule (game, &res, "ping.single"));
}

/* pushuang.qiliang2.4–.6, pushuang.nanbei.15 (qiliang.jietou, interpreted): before 七梁,
 * not all home, a 大采 — a throw with a 5 or a 6 (盖五六為大彩) — spent on a piece of the 胲
 * (own 6) costs three 籌 to the opponent. */
static void
test_qiliang_jietou (void)
{
  BxGame *game = game_of ("qiliang");
  BxState s;

  assert_rule ("qiliang", "qiliang.jietou", BX_STATUS_INTERPRETED,
               "pushuang.qiliang2.4 pushuang.qiliang2.5 pushuang.qiliang2.6 pushuang.nanbei.15");
  assert_moves ("qiliang", "W:6x2,20x1 B:12x2", "6,5",
                "20/14 14/9: ping.direction ping.move ping.block-pass qiliang.same\n"
                "20/14 6/1: ping.direction ping.move qiliang.same qiliang.jietou");
  bx_shuanglu_test_make_state (game, "W:6x2,20x1 B:12x2", &s);
  bx_test_play (game, &s, "6,5", "20/14 6/1");
  g_assert_cmpuint (bx_shuanglu_state_const (&s)->chou_penalty[1], ==, 3);
  /* A 五 is a 大采 too: 5 and 2, either number spent on the 胲 is 揭頭. */
  assert_moves ("qiliang", "W:6x2,20x1 B:12x2", "5,2",
                "20/15 6/4: ping.direction ping.move qiliang.same qiliang.jietou\n"
                "6/1 20/18: ping.direction ping.move qiliang.same qiliang.jietou\n"
                "6/1 6/4: ping.direction ping.move qiliang.same qiliang.jietou");
  bx_shuanglu_test_make_state (game, "W:6x2,20x1 B:12x2", &s);
  bx_test_play (game, &s, "5,2", "6/1 20/18");
  g_assert_cmpuint (bx_shuanglu_state_const (&s)->chou_penalty[1], ==, 3);
  /* A small throw is no 揭頭. */
  assert_moves ("qiliang", "W:6x2,20x1 B:12x2", "2,1",
                "20/18 18/17: ping.direction ping.move ping.block-pass qiliang.same\n"
                "20/18 6/5: ping.direction ping.move qiliang.same\n"
                "6/4 20/19: ping.direction ping.move qiliang.same\n"
                "6/4 4/3: ping.direction ping.move ping.block-pass qiliang.same\n"
                "6/4 6/5: ping.direction ping.move qiliang.same");
}

/* ---------------------------------------------------------------- 三梁 */

/* pushuang.sanliang.1 (ping.setup, conjectured points): three groups of five. */
static void
test_sanliang_setup (void)
{
  BxGame *game = game_of ("sanliang");
  const BxShuangluState *ss;
  BxState s;

  assert_rule ("sanliang", "ping.setup", BX_STATUS_CONJECTURED, "pushuang.sanliang.1");
  bx_game_init_state (game, &s);
  ss = bx_shuanglu_state_const (&s);
  g_assert_cmpint (ss->points[bx_shuanglu_index_of (24, 0)], ==, 5);
  g_assert_cmpint (ss->points[bx_shuanglu_index_of (13, 0)], ==, 5);
  g_assert_cmpint (ss->points[bx_shuanglu_index_of (8, 0)], ==, 5);
  g_assert_cmpint (ss->points[bx_shuanglu_index_of (8, 1)], ==, -5);
}

/* pushuang.sanliang.2–.4 (ping.dice, ping.move): three dice; the three numbers move one,
 * two or three pieces; a triple plays three numbers (ping.doubles, conjectured). */
static void
test_sanliang_dice (void)
{
  g_autoptr(GArray) all = bx_dice_enumerate (bx_game_get_dice (game_of ("sanliang")));

  assert_rule ("sanliang", "ping.dice", BX_STATUS_ATTESTED, "pushuang.sanliang.2");
  assert_rule ("sanliang", "ping.move", BX_STATUS_INTERPRETED, "pushuang.sanliang.3"
                                                            " pushuang.sanliang.4");
  assert_rule_context ("sanliang", "ping.doubles", BX_STATUS_CONJECTURED, "pushuang.sanliang.2");
  assert_rule ("sanliang", "sanliang.bearoff", BX_STATUS_ATTESTED, "pushuang.sanliang.5");
  g_assert_cmpuint (all->len, ==, 56);
  g_assert_cmpuint (g_array_index (all, BxThrowProb, 0).denominator, ==, 216);
  assert_moves ("sanliang", "W:13x1,20x1 B:1x1", "3,2,1",
                "13/10 10/8 20/19: ping.direction ping.move ping.block-pass\n"
                "13/10 10/8 8/7: ping.direction ping.move ping.block-pass\n"
                "13/10 20/18 10/9: ping.direction ping.move ping.block-pass\n"
                "13/10 20/18 18/17: ping.direction ping.move ping.block-pass\n"
                "20/17 13/11 17/16: ping.direction ping.move ping.block-pass\n"
                "20/17 17/15 13/12: ping.direction ping.move ping.block-pass\n"
                "20/17 17/15 15/14: ping.direction ping.move ping.block-pass");
  assert_moves ("sanliang", "W:20x1 B:1x1", "2,2,2",
                "20/18 18/16 16/14: ping.doubles ping.direction ping.move ping.block-pass");
}

/* ---------------------------------------------------------------- 囉贏 */

/* pushuang.luoying.1–.4, .7: the same game as 平雙陸 under its own clauses. */
static void
test_luoying_same (void)
{
  assert_rule ("luoying", "ping.dice", BX_STATUS_ATTESTED, "pushuang.luoying.1");
  assert_rule ("luoying", "ping.direction", BX_STATUS_ATTESTED,
               "pushuang.luoying.2 pushuang.luoying.3 pushuang.luoying.4");
  assert_rule ("luoying", "luoying.same", BX_STATUS_ATTESTED, "pushuang.luoying.7");
  assert_moves ("luoying", "W:20x1,18x1 B:1x1", "3,1",
                "18/15 15/14: ping.direction ping.move ping.block-pass luoying.same\n"
                "18/15 20/19: ping.direction ping.move luoying.same\n"
                "20/17 17/16: ping.direction ping.move ping.block-pass luoying.same\n"
                "20/17 18/17: ping.direction ping.move ping.stack luoying.same");
}

/* ---------------------------------------------------------------- 下囋 */

/* pushuang.nanbei.34 (ping.stack-max, interpreted): 十子作一處亦可, the southern usage,
 * against the northern 一道不得過六馬 (nanbei.12): 10/8 lands on a point holding six, which
 * 平雙陸 bars (tests/test-shuanglu.c, stack-max); an eleventh piece may not come. */
static void
test_southern_stack (void)
{
  static const char *const southern[] = {
    "luoying", "xiazan", "buda", "sandui", "sijiaba", "nanpi",
  };

  for (guint i = 0; i < G_N_ELEMENTS (southern); i++)
    assert_rule (southern[i], "ping.stack-max", BX_STATUS_INTERPRETED, "pushuang.nanbei.34");
  assert_rule ("dashi", "ping.stack-max", BX_STATUS_CONJECTURED,
               "pushuang.nanbei.34 pushuang.mulu.22");
  assert_rule ("riben", "ping.stack-max", BX_STATUS_CONJECTURED,
               "pushuang.nanbei.34 pushuang.xu.16");
  assert_rule ("fo", "ping.stack-max", BX_STATUS_INTERPRETED, "pushuang.fo.3");
  assert_moves ("luoying", "W:8x6,10x1 B:1x1", "2,1",
                "10/8 8/7: ping.direction ping.move ping.stack ping.block-pass luoying.same\n"
                "8/6 10/9: ping.direction ping.move luoying.same\n"
                "8/6 6/5: ping.direction ping.move ping.block-pass luoying.same\n"
                "8/6 8/7: ping.direction ping.move luoying.same");
  assert_moves ("luoying", "W:8x10,10x1 B:1x1", "2,1",
                "8/6 10/9: ping.direction ping.move luoying.same\n"
                "8/6 6/5: ping.direction ping.move ping.block-pass luoying.same\n"
                "8/6 8/7: ping.direction ping.move luoying.same\n"
                "8/7 10/8: ping.direction ping.move ping.stack luoying.same");
}

/* pushuang.xiazan.2–.4 (ping.doubles): a double moves four different pieces by its
 * number and earns another throw. */
static void
test_xiazan_doubles (void)
{
  BxGame *game = game_of ("xiazan");
  BxState s;

  assert_rule ("xiazan", "ping.doubles", BX_STATUS_ATTESTED,
               "pushuang.xiazan.2 pushuang.xiazan.3 pushuang.xiazan.4");
  assert_rule ("xiazan", "xiazan.same", BX_STATUS_ATTESTED, "pushuang.xiazan.1");
  assert_moves ("xiazan", "W:20x1,18x1,16x1,14x1,12x1 B:1x1", "3,3",
                "12/9 14/11 16/13 18/15: ping.doubles ping.direction ping.move\n"
                "12/9 14/11 16/13 20/17: ping.doubles ping.direction ping.move\n"
                "12/9 14/11 18/15 20/17: ping.doubles ping.direction ping.move\n"
                "12/9 16/13 18/15 20/17: ping.doubles ping.direction ping.move\n"
                "14/11 16/13 18/15 20/17: ping.doubles ping.direction ping.move");
  /* Two pieces only: each moves once, the other two numbers are lost. */
  assert_moves ("xiazan", "W:20x1,18x1 B:1x1", "2,2",
                "18/16 20/18: ping.doubles ping.direction ping.move ping.use-all");
  bx_shuanglu_test_make_state (game, "W:20x1,18x1 B:1x1", &s);
  bx_test_play (game, &s, "2,2", NULL);
  g_assert_cmpint (s.player, ==, 0);
  g_assert_true (s.extra);
  bx_test_play (game, &s, "2,1", "18/16 16/15");
  g_assert_cmpint (s.player, ==, 1);
}

/* ---------------------------------------------------------------- 不打 */

/* pushuang.buda.2–.5 (ping.dice): no dice; the call always totals seven: 6–1, 5–2, 4–3,
 * each one in three. */
static void
test_buda_call (void)
{
  g_autoptr(GArray) all = bx_dice_enumerate (bx_game_get_dice (game_of ("buda")));
  BxThrow t = { 2, { 6, 6 } };

  assert_rule ("buda", "ping.dice", BX_STATUS_ATTESTED,
               "pushuang.buda.2 pushuang.buda.3 pushuang.buda.4 pushuang.buda.5");
  assert_rule_context ("buda", "buda.call-odds", BX_STATUS_CONJECTURED, "pushuang.buda.5");
  assert_rule ("buda", "buda.same", BX_STATUS_ATTESTED, "pushuang.buda.1");
  g_assert_cmpuint (all->len, ==, 3);
  for (guint i = 0; i < all->len; i++)
    {
      const BxThrowProb *p = &g_array_index (all, BxThrowProb, i);
      g_assert_cmpuint (bx_throw_total (&p->dice), ==, 7);
      g_assert_cmpuint (p->numerator, ==, 1);
      g_assert_cmpuint (p->denominator, ==, 3);
    }
  g_assert_false (bx_throw_is_valid (bx_game_get_dice (game_of ("buda")), &t));
}

/* pushuang.buda.6–.7 (ping.hit, interpreted): no hitting: a lone enemy piece closes its
 * point (the same position in 平雙陸 offers 10/6*). */
static void
test_buda_no_hit (void)
{
  assert_rule ("buda", "ping.hit", BX_STATUS_INTERPRETED, "pushuang.buda.6 pushuang.buda.7");
  assert_moves ("buda", "W:10x1 B:19x1", "4,3",
                "10/7 7/3: ping.direction ping.move ping.block-pass");
  /* Lone enemy pieces on both landings: the turn passes, and the rule that forbids the hit
   * is why (a restriction is cited where it closes a number). */
  assert_moves ("buda", "W:10x1 B:19x1,18x1", "4,3", "pass: ping.pass ping.hit");
  /* Nothing is hit, and every piece starts on the board: no entry or re-entry rule. */
  g_assert_null (bx_ruleset_find_rule (bx_game_get_ruleset (game_of ("buda")), "ping.reenter",
                                       NULL));
  g_assert_null (bx_ruleset_find_rule (bx_game_get_ruleset (game_of ("buda")),
                                       "ping.reenter-first", NULL));
  g_assert_null (bx_ruleset_find_rule (bx_game_get_ruleset (game_of ("buda")), "ping.entry",
                                       NULL));
}

/* ---------------------------------------------------------------- 三堆 */

/* pushuang.sandui.1, .5, pushuang.fo.2–.4 (interpreted after the 欣賞編 collation): two
 * dice, three groups as in 三梁, the usual moves. */
static void
test_sandui (void)
{
  BxGame *game = game_of ("sandui");
  BxRuleset *rs = bx_game_get_ruleset (game);
  BxState s;

  assert_rule ("sandui", "ping.dice", BX_STATUS_INTERPRETED, "pushuang.sandui.1");
  assert_rule ("sandui", "ping.setup", BX_STATUS_INTERPRETED, "pushuang.fo.2");
  assert_rule ("sandui", "sandui.same", BX_STATUS_INTERPRETED,
               "pushuang.fo.3 pushuang.fo.4 pushuang.sandui.5");
  g_assert_cmpstr (bx_ruleset_find_rule (rs, "ping.setup", NULL)->reconstruction, ==,
                   "rec.xinshangbian");
  bx_game_init_state (game, &s);
  g_assert_cmpint (bx_shuanglu_state_const (&s)->points[bx_shuanglu_index_of (13, 0)], ==, 5);
  g_assert_cmpint (bx_game_get_dice (game)->count, ==, 2);
}

/* ---------------------------------------------------------------- 佛雙陸 */

/* pushuang.sandui.2–.4 (ping.pieces, ping.setup): twelve pieces, no setup: all start off
 * the board. */
static void
test_fo_setup (void)
{
  BxGame *game = game_of ("fo");
  const BxShuangluState *ss;
  BxState s;

  assert_rule ("fo", "ping.pieces", BX_STATUS_INTERPRETED, "pushuang.sandui.2");
  assert_rule ("fo", "ping.setup", BX_STATUS_INTERPRETED, "pushuang.sandui.3 pushuang.sandui.4");
  assert_rule ("fo", "fo.players", BX_STATUS_INTERPRETED, "pushuang.fo.1");
  bx_game_init_state (game, &s);
  ss = bx_shuanglu_state_const (&s);
  g_assert_cmpuint (ss->bar[0], ==, 12);
  g_assert_cmpuint (ss->bar[1], ==, 12);
  for (int i = 0; i < 24; i++)
    g_assert_cmpint (ss->points[i], ==, 0);
}

/* pushuang.sandui.6–.12, fo.3, .5–.7 (fo.entry, ping.stack-max, ping.reenter): a number n
 * enters on own point n, two to a point at most; a full point takes nothing. */
static void
test_fo_entry (void)
{
  assert_rule ("fo", "fo.entry", BX_STATUS_INTERPRETED,
               "pushuang.sandui.6 pushuang.sandui.7 pushuang.sandui.8 pushuang.fo.5");
  assert_rule ("fo", "ping.stack-max", BX_STATUS_INTERPRETED, "pushuang.fo.3");
  assert_rule ("fo", "ping.reenter", BX_STATUS_INTERPRETED,
               "pushuang.sandui.10 pushuang.sandui.11 pushuang.sandui.12 pushuang.fo.6 "
               "pushuang.fo.7");
  assert_rule ("fo", "ping.hit", BX_STATUS_INTERPRETED, "pushuang.sandui.9");
  assert_moves ("fo", "Wbar:12 Bbar:12", "1,5",
                "bar/1 bar/5: ping.direction ping.move ping.reenter ping.reenter-first fo.entry");
  assert_moves ("fo", "Wbar:8 W:2x2,4x2 Bbar:12", "2,4",
                "pass: ping.pass ping.stack-max ping.reenter ping.reenter-first");
  assert_moves ("fo", "Wbar:8 W:2x2,4x1,5x1 Bbar:12", "2,4",
                "bar/4: ping.direction ping.move ping.use-all ping.stack ping.stack-max"
                " ping.reenter ping.reenter-first fo.entry");
}

/* pushuang.sandui.13, fo.8 (ping.gate, bearoff.wait-throw): 十二馬入局足却擲彩拈出 — borne
 * off only from the throw after the twelfth piece came in: bar/1 enters it, and the 3 of
 * the same throw bears nothing off (and has nothing else to do).  On the next throw both
 * numbers take a piece, compulsorily (pushuang.changju.24–.26): no 3/2. */
static void
test_fo_bearoff (void)
{
  assert_rule ("fo", "ping.gate", BX_STATUS_INTERPRETED, "pushuang.sandui.13 pushuang.fo.8");
  assert_moves ("fo", "Wbar:1 W:1x1,3x2 Bbar:12", "3,1",
                "bar/1: ping.direction ping.move ping.use-all ping.stack ping.reenter"
                " ping.reenter-first ping.gate fo.entry");
  assert_moves ("fo", "W:1x1,3x2 Bbar:12", "3,1",
                "3/off 1/off: ping.direction ping.move ping.gate ping.bearoff");
}

/* ---------------------------------------------------------------- 四架八 */

/* pushuang.sijiaba.6–.8 (sijiaba.ziyun, interpreted): five 屋 of three in the 宫 end the
 * game: 子勻 wins two. */
static void
test_sijiaba_ziyun (void)
{
  BxGame *game = game_of ("sijiaba");
  BxResult res;
  BxState s;

  assert_rule ("sijiaba", "sijiaba.ziyun", BX_STATUS_INTERPRETED,
               "pushuang.sijiaba.6 pushuang.sijiaba.7 pushuang.sijiaba.8");
  assert_rule ("sijiaba", "sijiaba.same", BX_STATUS_ATTESTED, "pushuang.sijiaba.3"
                                                              " pushuang.sijiaba.4");
  assert_rule_context ("sijiaba", "ping.setup", BX_STATUS_CONJECTURED, "pushuang.sijiaba.5");
  assert_moves_citing ("sijiaba", "W:1x3,2x3,3x3,4x3,5x2,8x1 B:12x1", "2,1", "sijiaba.ziyun",
                       19, "8/7 7/5: ping.direction ping.move ping.stack ping.block-pass"
                       " sijiaba.ziyun");
  /* 8/6 brings the last piece home: the 1 must then take the piece of own 1
   * (pushuang.changju.24–.26), so 8/6 6/5 is no play — 8/7 7/5 makes the 屋 instead. */
  bx_shuanglu_test_make_state (game, "W:1x3,2x3,3x3,4x3,5x2,8x1 B:12x1", &s);
  bx_test_play (game, &s, "2,1", "8/6 1/off");
  g_assert_cmpint (s.winner, ==, -1);
  bx_shuanglu_test_make_state (game, "W:1x3,2x3,3x3,4x3,5x2,8x1 B:12x1", &s);
  bx_test_play (game, &s, "2,1", "8/7 7/5");
  bx_game_result (game, &s, &res);
  g_assert_cmpint (res.winner, ==, 0);
  g_assert_cmpuint (res.score, ==, 2);
  g_assert_cmpstr (bx_game_rule_id (game, res.rules[0]), ==, "sijiaba.ziyun");
}

/* ---------------------------------------------------------------- 南皮 */

/* pushuang.nanpi.4–.5 (ping.dice): long dice, faces 2–5: ten throws, a double 1/16. */
static void
test_nanpi_dice (void)
{
  const BxDiceSpec *spec = bx_game_get_dice (game_of ("nanpi"));
  g_autoptr(GArray) all = bx_dice_enumerate (spec);
  BxThrow one = { 2, { 1, 3 } }, six = { 2, { 6, 3 } }, ok = { 2, { 5, 2 } };
  BxRng rng;

  assert_rule ("nanpi", "ping.dice", BX_STATUS_ATTESTED, "pushuang.nanpi.4 pushuang.nanpi.5");
  assert_rule_context ("nanpi", "ping.setup", BX_STATUS_CONJECTURED, "pushuang.nanpi.2");
  assert_rule ("nanpi", "nanpi.same", BX_STATUS_ATTESTED, "pushuang.nanpi.3");
  assert_rule_context ("nanpi", "ping.reenter", BX_STATUS_CONJECTURED,
                       "pushuang.changju.18 pushuang.nanpi.5");
  g_assert_cmpint (spec->kind, ==, BX_DICE_LONG);
  g_assert_cmpuint (all->len, ==, 10);
  for (guint i = 0; i < all->len; i++)
    {
      const BxThrowProb *p = &g_array_index (all, BxThrowProb, i);
      g_assert_cmpuint (p->denominator, ==, bx_throw_is_double (&p->dice) ? 16 : 8);
    }
  g_assert_false (bx_throw_is_valid (spec, &one));
  g_assert_false (bx_throw_is_valid (spec, &six));
  g_assert_true (bx_throw_is_valid (spec, &ok));
  bx_rng_init (&rng, 5);
  for (int i = 0; i < 1000; i++)
    {
      BxThrow t;
      bx_dice_throw (spec, &rng, &t);
      g_assert_true (bx_throw_is_valid (spec, &t));
    }
  assert_moves ("nanpi", "W:20x1 B:1x1", "5,2",
                "20/15 15/13: ping.direction ping.move ping.block-pass");
}

/* pushuang.changju.18, nanpi.5 (ping.reenter, conjectured): with long dice a hit piece
 * may also enter on its own pieces (own 23 holds one; own 21 is a 梁 of Black's). */
static void
test_nanpi_reenter (void)
{
  assert_moves ("nanpi", "Wbar:1 W:23x1,10x1 B:4x2", "2,4",
                "bar/23 10/6: ping.entry ping.direction ping.move ping.stack ping.reenter"
                " ping.reenter-first nanpi.same\n"
                "bar/23 23/19: ping.entry ping.direction ping.move ping.stack ping.block-pass"
                " ping.reenter ping.reenter-first nanpi.same");
}

/* ---------------------------------------------------------------- 大食 */

/* pushuang.dashi.3–.7 (ping.dice, ping.setup, dashi.gates): three dice; a gate (own 23,
 * 14, 13 …) is passed only on a throw with two alike. */
static void
test_dashi_gates (void)
{
  assert_rule ("dashi", "ping.dice", BX_STATUS_ATTESTED, "pushuang.dashi.3");
  assert_rule ("dashi", "ping.setup", BX_STATUS_CONJECTURED,
               "pushuang.dashi.4 pushuang.dashi.5 pushuang.dashi.6");
  assert_rule ("dashi", "dashi.board", BX_STATUS_INTERPRETED, "pushuang.dashi.1 pushuang.dashi.2");
  assert_rule ("dashi", "dashi.gates", BX_STATUS_INTERPRETED, "pushuang.dashi.7");
  assert_moves ("dashi", "W:24x1,20x1 B:15x1", "3,2,1",
                "20/17 17/15: ping.direction ping.move ping.use-all ping.block-pass\n"
                "20/17 17/16: ping.direction ping.move ping.use-all ping.block-pass\n"
                "20/18 18/17: ping.direction ping.move ping.use-all ping.block-pass");
  assert_moves ("dashi", "W:24x1,20x1 B:15x1", "2,2,1",
                "20/18 18/16 16/15: ping.doubles ping.direction ping.move ping.block-pass\n"
                "20/18 18/16 24/23: ping.doubles ping.direction ping.move ping.block-pass"
                " dashi.gates\n"
                "20/18 24/22 18/17: ping.doubles ping.direction ping.move ping.block-pass"
                " dashi.gates\n"
                "20/18 24/22 22/21: ping.doubles ping.direction ping.move ping.block-pass"
                " dashi.gates\n"
                "24/22 22/20 20/19: ping.doubles ping.direction ping.move ping.stack"
                " ping.block-pass dashi.gates");
}

/* pushuang.dashi.9–.12 (ping.doubles, dashi.hunhua): two alike earn a throw; three alike
 * earn a throw and one 籌. */
static void
test_dashi_hunhua (void)
{
  BxGame *game = game_of ("dashi");
  BxState s;

  assert_rule ("dashi", "ping.doubles", BX_STATUS_INTERPRETED,
               "pushuang.dashi.9 pushuang.dashi.11 pushuang.dashi.12");
  assert_rule ("dashi", "dashi.hunhua", BX_STATUS_ATTESTED, "pushuang.dashi.10 pushuang.dashi.12");
  assert_moves ("dashi", "W:10x1,9x1,8x1 B:1x1", "1,1,2",
                "8/7 10/9 7/5: ping.doubles ping.direction ping.move ping.stack ping.block-pass\n"
                "8/7 10/9 9/7: ping.doubles ping.direction ping.move ping.stack ping.block-pass\n"
                "8/7 7/6 10/8: ping.doubles ping.direction ping.move ping.block-pass\n"
                "8/7 7/6 6/4: ping.doubles ping.direction ping.move ping.block-pass\n"
                "8/7 7/6 9/7: ping.doubles ping.direction ping.move ping.block-pass\n"
                "8/7 9/8 10/8: ping.doubles ping.direction ping.move ping.stack\n"
                "8/7 9/8 7/5: ping.doubles ping.direction ping.move ping.block-pass");
  bx_shuanglu_test_make_state (game, "W:10x1,9x1,8x1 B:1x1", &s);
  bx_test_play (game, &s, "1,1,2", "8/7 7/6 10/8");
  g_assert_true (s.extra);
  g_assert_cmpint (s.player, ==, 0);
  bx_shuanglu_test_make_state (game, "W:10x1,9x1,8x1 B:1x1", &s);
  assert_moves ("dashi", "W:10x1,9x1,8x1 B:1x1", "4,4,4",
                "8/4 10/6 6/2: ping.doubles ping.direction ping.move ping.block-pass dashi.gates"
                " dashi.hunhua\n"
                "8/4 9/5 10/6: ping.doubles ping.direction ping.move dashi.hunhua\n"
                "8/4 9/5 5/1: ping.doubles ping.direction ping.move ping.block-pass dashi.gates"
                " dashi.hunhua\n"
                "9/5 10/6 6/2: ping.doubles ping.direction ping.move ping.block-pass dashi.gates"
                " dashi.hunhua\n"
                "9/5 5/1 10/6: ping.doubles ping.direction ping.move ping.block-pass dashi.gates"
                " dashi.hunhua");
  bx_test_play (game, &s, "4,4,4", "8/4 9/5 10/6");
  g_assert_cmpuint (bx_shuanglu_state_const (&s)->chou_triple[0], ==, 1);
  g_assert_true (s.extra);
}

/* pushuang.dashi.8 (dashi.waimen, interpreted): all fifteen in the outer six gates (own
 * 7–12), never hit, win one 籌; a player once hit does not. */
static void
test_dashi_waimen (void)
{
  BxGame *game = game_of ("dashi");
  BxState s;

  assert_rule ("dashi", "dashi.waimen", BX_STATUS_INTERPRETED, "pushuang.dashi.8");
  bx_shuanglu_test_make_state (game, "W:12x3,11x3,10x3,9x3,8x2,15x1 B:1x1", &s);
  bx_test_play (game, &s, "3,2,2", "15/12 12/10 12/10");
  g_assert_cmpuint (bx_shuanglu_state_const (&s)->chou_form[0], ==, 1);
  bx_shuanglu_test_make_state (game, "W:12x3,11x3,10x3,9x3,8x2,15x1 B:1x1", &s);
  bx_shuanglu_state (&s)->hits[0] = 1;
  bx_test_play (game, &s, "3,2,2", "15/12 12/10 12/10");
  g_assert_cmpuint (bx_shuanglu_state_const (&s)->chou_form[0], ==, 0);
}

/* pushuang.dashi.13–.15 (ping.single, ping.double): the small 籌 for bearing off first,
 * the large (two) when the loser has borne none off — home or not. */
static void
test_dashi_score (void)
{
  BxGame *game = game_of ("dashi");
  BxResult res;
  BxState s;

  assert_rule ("dashi", "ping.single", BX_STATUS_INTERPRETED, "pushuang.dashi.13");
  /* 大籌 = 2 is our value, not the text's: interpreted. */
  assert_rule ("dashi", "ping.double", BX_STATUS_INTERPRETED,
               "pushuang.dashi.14 pushuang.dashi.15");
  bx_shuanglu_test_make_state (game, "W:1x1 B:8x3,6x4,5x4,4x3", &s);
  bx_test_play (game, &s, "2,1,3", "1/off");
  bx_game_result (game, &s, &res);
  g_assert_cmpuint (res.score, ==, 1);
  bx_shuanglu_test_make_state (game, "W:1x1 B:8x3,6x4,5x4,4x4", &s);
  bx_test_play (game, &s, "2,1,3", "1/off");
  bx_game_result (game, &s, &res);
  g_assert_cmpuint (res.score, ==, 2);
  g_assert_true (result_has_rule (game, &res, "ping.double"));
}

/* ---------------------------------------------------------------- 日本 */

/* pushuang.riben.6 (ping.win, interpreted): the first to bring every piece home wins, and
 * nothing is ever borne off. */
static void
test_riben_win (void)
{
  BxGame *game = game_of ("riben");
  BxResult res;
  BxState s;

  assert_rule ("riben", "ping.win", BX_STATUS_INTERPRETED, "pushuang.riben.6");
  assert_rule ("riben", "ping.dice", BX_STATUS_ATTESTED, "pushuang.riben.3 pushuang.riben.4");
  assert_rule_context ("riben", "ping.setup", BX_STATUS_CONJECTURED, "pushuang.riben.2");
  assert_rule_context ("riben", "ping.double", BX_STATUS_CONJECTURED, "pushuang.riben.6");
  assert_moves ("riben", "W:9x1,3x14 B:12x5,11x5,10x5", "2,1",
                "3/1 3/2: ping.direction ping.move\n"
                "3/1 9/8: ping.direction ping.move\n"
                "9/7 3/2: ping.direction ping.move\n"
                "9/7 7/6: ping.direction ping.move ping.block-pass ping.win");
  bx_shuanglu_test_make_state (game, "W:9x1,3x14 B:12x5,11x5,10x5", &s);
  bx_test_play (game, &s, "2,1", "9/7 7/6");
  bx_game_result (game, &s, &res);
  g_assert_cmpint (res.winner, ==, 0);
  g_assert_cmpuint (res.score, ==, 1);
  g_assert_cmpstr (bx_game_rule_id (game, res.rules[0]), ==, "ping.win");
  /* One 籌 (ping.double: 無雙籌, context pushuang.riben.6) where 平雙陸 would score two, the
   * loser having borne none off: the result cites the rule that decided it. */
  {
    gboolean single = FALSE, dbl = FALSE;
    for (guint i = 0; i < res.n_rules; i++)
      {
        single |= g_strcmp0 (bx_game_rule_id (game, res.rules[i]), "ping.single") == 0;
        dbl |= g_strcmp0 (bx_game_rule_id (game, res.rules[i]), "ping.double") == 0;
      }
    g_assert_true (single && dbl);
  }
  /* Nothing is borne off: the bearing-off rules are omitted. */
  for (guint i = 0; i < 5; i++)
    {
      static const char *off[] = { "ping.gate", "ping.bearoff", "ping.bearoff-over",
                                   "ping.bearoff-highest", "ping.bearoff-down" };
      g_assert_null (bx_ruleset_find_rule (bx_game_get_ruleset (game), off[i], NULL));
    }

  /* The winning play bears nothing off: after 7/6 brings the last piece home, the 2 may
   * not take a piece of own 2 (no "7/6 2/off"), nor is any home move tagged
   * ping.bearoff-down (pushuang.riben.6: the game is won at home). */
  assert_moves ("riben", "W:7x1,2x9,3x5 B:12x5,11x5,10x5", "2,1",
                "3/1 2/1: ping.direction ping.move ping.stack\n"
                "3/1 3/2: ping.direction ping.move ping.stack\n"
                "3/1 7/6: ping.direction ping.move ping.win\n"
                "7/5 2/1: ping.direction ping.move ping.win\n"
                "7/5 3/2: ping.direction ping.move ping.stack ping.win\n"
                "7/5 5/4: ping.direction ping.move ping.block-pass ping.win");
}

/* ---------------------------------------------------------------- all variants */

/* Every rule of every variant: cites exist, weaker statuses name a bibl. */
static void
test_rules_data (void)
{
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      BxRuleset *rs = bx_game_get_ruleset (games[v]);
      g_assert_cmpstr (bx_ruleset_get_extends (rs), ==, "shuanglu/ping");
      g_assert_true (bx_ruleset_get_playable (rs));
      for (guint i = 0; i < bx_ruleset_get_n_rules (rs); i++)
        {
          const BxRule *r = bx_ruleset_get_rule (rs, i);
          bx_test_assert_rule_sources (clauses, r);
        }
    }
}

typedef struct
{
  guint   wins[2];
  guint64 moves;
  guint   special;
} Tally;

static guint64
play_one (BxGame  *game,
          guint64  seed,
          GArray  *moves,
          Tally   *tally)
{
  BxRng choice;
  BxState s;
  BxThrow t;
  BxResult res;
  guint64 h = 1469598103934665603ull;

  bx_rng_init (&choice, seed ^ 0x2545f4914f6cdd1dull);
  bx_game_init_state (game, &s);
  while (!bx_game_is_over (game, &s))
    {
      const BxMove *m;

      bx_shuanglu_test_check_pieces (game, &s);   /* pieces conserved */
      g_assert_cmpuint (s.turn, <, 20000); /* every game ends */

      bx_game_throw (game, &s, seed, &t);
      g_assert_true (bx_throw_is_valid (bx_game_get_dice (game), &t));
      bx_game_legal_moves (game, &s, &t, moves);
      g_assert_cmpuint (moves->len, >, 0);
      m = &g_array_index (moves, BxMove, bx_rng_uniform (&choice, moves->len));
      g_assert_cmpuint (m->n_rules, >, 0);  /* every move cites a rule … */
      for (guint k = 0; k < m->n_rules; k++)
        {
          const BxRule *r = bx_ruleset_get_rule (bx_game_get_ruleset (game), m->rules[k]);
          const char *first = r->cites[0] != NULL ? r->cites[0] : r->context[0];
          g_assert_true (bx_clause_index_has (clauses, first));  /* … with a clause */
        }
      h = (h ^ (m->steps[0].from + 7 * m->steps[0].to + 131 * t.d[0] + 977 * t.d[1]))
          * 1099511628211ull;
      bx_game_apply (game, &s, &t, m);
      tally->moves++;
    }
  bx_game_result (game, &s, &res);
  g_assert_cmpint (res.winner, ==, s.winner);
  g_assert_cmpuint (res.score, ==, s.score);
  g_assert_cmpuint (res.score, >, 0);
  g_assert_cmpuint (res.n_rules, >, 0);
  g_assert_true (bx_game_check_state (game, &s, NULL));
  tally->wins[s.winner]++;
  tally->special += res.special[0] + res.special[1];
  return h ^ s.winner ^ ((guint64) s.score << 8);
}

/* Seeded random games per variant (as many as bx_test_property_games() says): each ends with a winner, conserves pieces, cites existing clauses;
 * same seed, same game. */
static void
test_random_games (gconstpointer data)
{
  BxGame *game = game_of (data);
  g_autoptr(GArray) moves = bx_move_list_new ();
  guint n = bx_test_property_games ();
  Tally tally = { { 0, 0 }, 0, 0 };

  for (guint seed = 1; seed <= n; seed++)
    {
      guint64 h1 = play_one (game, seed, moves, &tally);
      if (seed % 100 == 1)
        {
          Tally again = { { 0, 0 }, 0, 0 };
          g_assert_cmpuint (h1, ==, play_one (game, seed, moves, &again));
        }
    }
  g_assert_cmpuint (tally.wins[0] + tally.wins[1], ==, n);
  g_test_message ("%s: %u games, white %u, black %u, %.1f moves a game, %u special chou",
                  (const char *) data, n, tally.wins[0], tally.wins[1],
                  n ? (double) tally.moves / n : 0.0, tally.special);
}

/* boxi-cli play FAMILY/VARIANT --seed N --random, as the CLI plays it: every playable
 * variant ends with a winner under seeds 1–20. */
static void
test_play_twenty_seeds (void)
{
  g_autoptr(GArray) moves = bx_move_list_new ();

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    for (guint64 seed = 1; seed <= 20; seed++)
      {
        Tally tally = { { 0, 0 }, 0, 0 };
        play_one (games[v], seed, moves, &tally);
        g_assert_cmpuint (tally.wins[0] + tally.wins[1], ==, 1);
      }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int rc;

  bx_test_init (&argc, &argv, &clauses, &library);
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      g_autofree char *id = g_strconcat ("shuanglu/", variants[v], NULL);
      BxRuleset *rs = bx_ruleset_library_get (library, id);
      g_assert_nonnull (rs);
      games[v] = bx_game_new (rs, &error);
      g_assert_no_error (error);
    }

  g_test_add_func ("/rules/shuanglu/variants/rules-data", test_rules_data);
  g_test_add_func ("/rules/shuanglu/dajian/jian", test_dajian_jian);
  g_test_add_func ("/rules/shuanglu/dajian/jian-score", test_dajian_score);
  g_test_add_func ("/rules/shuanglu/huihui/bearoff-any", test_huihui_bearoff_any);
  g_test_add_func ("/rules/shuanglu/qiliang/liang", test_qiliang_liang);
  g_test_add_func ("/rules/shuanglu/qiliang/double", test_qiliang_double);
  g_test_add_func ("/rules/shuanglu/qiliang/jietou", test_qiliang_jietou);
  g_test_add_func ("/rules/shuanglu/sanliang/setup", test_sanliang_setup);
  g_test_add_func ("/rules/shuanglu/sanliang/dice", test_sanliang_dice);
  g_test_add_func ("/rules/shuanglu/luoying/same", test_luoying_same);
  g_test_add_func ("/rules/shuanglu/southern/stack-max/nanbei.34", test_southern_stack);
  g_test_add_func ("/rules/shuanglu/xiazan/doubles", test_xiazan_doubles);
  g_test_add_func ("/rules/shuanglu/buda/call", test_buda_call);
  g_test_add_func ("/rules/shuanglu/buda/no-hit", test_buda_no_hit);
  g_test_add_func ("/rules/shuanglu/sandui/rules", test_sandui);
  g_test_add_func ("/rules/shuanglu/fo/setup", test_fo_setup);
  g_test_add_func ("/rules/shuanglu/fo/entry", test_fo_entry);
  g_test_add_func ("/rules/shuanglu/fo/bearoff", test_fo_bearoff);
  g_test_add_func ("/rules/shuanglu/sijiaba/ziyun", test_sijiaba_ziyun);
  g_test_add_func ("/rules/shuanglu/nanpi/dice", test_nanpi_dice);
  g_test_add_func ("/rules/shuanglu/nanpi/reenter", test_nanpi_reenter);
  g_test_add_func ("/rules/shuanglu/dashi/gates", test_dashi_gates);
  g_test_add_func ("/rules/shuanglu/dashi/hunhua", test_dashi_hunhua);
  g_test_add_func ("/rules/shuanglu/dashi/waimen", test_dashi_waimen);
  g_test_add_func ("/rules/shuanglu/dashi/score", test_dashi_score);
  g_test_add_func ("/rules/shuanglu/riben/win", test_riben_win);
  g_test_add_func ("/rules/shuanglu/variants/play-20-seeds", test_play_twenty_seeds);
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      g_autofree char *path = g_strdup_printf ("/rules/shuanglu/%s/random-games", variants[v]);
      g_test_add_data_func (path, variants[v], test_random_games);
    }

  rc = g_test_run ();
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    bx_game_free (games[v]);
  bx_ruleset_library_free (library);
  bx_clause_index_free (clauses);
  return rc;
}
