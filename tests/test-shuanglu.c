/* test-shuanglu.c: the rules of 平雙陸 (data/rulesets/shuanglu-ping.xml), one test per rule:
 * a position and a throw in, the exact legal moves with their rules out; and a property
 * test of seeded random games.
 *
 * Positions are written in each side's own point numbers (1 = the last point before
 * bearing off).  Pieces not needed by a test are put "off" so the move lists stay small.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "bx-core.h"
#include "bx-game.h"
#include "bx-record.h"
#include "bx-ruleset.h"
#include "bx-shuanglu.h"

#include "bx-shuanglu-test-util.h"
#include "bx-test-util.h"
#include "bx-families.h"

static BxClauseIndex *clauses;
static BxRuleset *ping;
static BxGame *game;

/* A position: "W:13x2,6x1 B:19x1 Wbar:1 Bbar:0 to:white".  Unlisted pieces are off. */
static void
make_state (const char *spec,
            BxState    *state)
{
  bx_shuanglu_test_make_state (game, spec, state);
}

static void
assert_moves (const char *spec,
              const char *throw_text,
              const char *expected)
{
  g_autofree char *got = bx_shuanglu_test_moves (game, spec, throw_text);

  bx_test_check_moves (spec, throw_text, got, expected);
}

static gboolean
rule_cites (const char *rule_id,
            const char *clause_id)
{
  const BxRule *r = bx_ruleset_find_rule (ping, rule_id, NULL);

  g_assert_nonnull (r);
  return g_strv_contains ((const char * const *) r->cites, clause_id);
}

/* pushuang.changju.3–.7 (ping.pieces, ping.setup): 15 each; 5 on 右前六 and 左後一, 2 on
 * 右後六, 3 on 左前二; Black the mirror image. */
static void
test_setup (void)
{
  BxState s;
  const BxShuangluState *ss;
  static const gint8 expect[24] = { -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5,
                                    5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2 };

  bx_game_init_state (game, &s);
  ss = bx_shuanglu_state_const (&s);
  g_assert_cmpmem (ss->points, 24, expect, 24);
  g_assert_cmpstr (bx_shuanglu_point_label (12), ==, "右前六");
  g_assert_cmpstr (bx_shuanglu_point_label (5), ==, "左後一");
  g_assert_cmpstr (bx_shuanglu_point_label (23), ==, "右後六");
  g_assert_cmpstr (bx_shuanglu_point_label (7), ==, "左前二");
  g_assert_true (rule_cites ("ping.setup", "pushuang.changju.7"));
  g_assert_true (rule_cites ("ping.pieces", "pushuang.changju.3"));
  g_assert_true (bx_game_check_state (game, &s, NULL));
}

/* pushuang.nanbei.1, .2, .8 (ping.board, interpreted): 胲 = 左後一 (White's own 6), 門 = 左前一
 * (own 7), 宫 = own 1–6. */
static void
test_board (void)
{
  g_assert_cmpint (bx_shuanglu_point_role (game, 5, 0), ==, BX_SHUANGLU_ROLE_GAI);
  g_assert_cmpint (bx_shuanglu_point_role (game, 6, 0), ==, BX_SHUANGLU_ROLE_MEN);
  g_assert_cmpint (bx_shuanglu_point_role (game, 0, 0), ==, BX_SHUANGLU_ROLE_GONG);
  g_assert_cmpint (bx_shuanglu_point_role (game, 18, 1), ==, BX_SHUANGLU_ROLE_GAI);
  g_assert_cmpint (bx_shuanglu_point_role (game, 17, 1), ==, BX_SHUANGLU_ROLE_MEN);
  g_assert_cmpint (bx_ruleset_find_rule (ping, "ping.board", NULL)->status, ==,
                   BX_STATUS_INTERPRETED);
}

/* pushuang.changju.8 (ping.dice): two cubic dice; 21 classes, a plain throw 1/18, a double
 * 1/36. */
static void
test_dice (void)
{
  g_autoptr(GArray) all = bx_dice_enumerate (bx_game_get_dice (game));
  guint64 num = 0;

  g_assert_cmpuint (all->len, ==, 21);
  for (guint i = 0; i < all->len; i++)
    {
      const BxThrowProb *p = &g_array_index (all, BxThrowProb, i);
      g_assert_cmpuint (p->denominator, ==, bx_throw_is_double (&p->dice) ? 36 : 18);
      num += p->numerator * (36 / p->denominator);
    }
  g_assert_cmpuint (num, ==, 36);
  g_assert_true (rule_cites ("ping.dice", "pushuang.changju.8"));
}

/* pushuang.changju.9 (ping.turns, ping.first conjectured): White throws first, the turn
 * alternates; the throw of a turn depends only on (seed, turn). */
static void
test_turns (void)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxState s, s2;
  BxThrow t, t2;

  bx_game_init_state (game, &s);
  g_assert_cmpint (bx_game_current_player (game, &s), ==, 0);
  bx_game_throw (game, &s, 7, &t);
  s2 = s;
  bx_game_throw (game, &s2, 7, &t2);
  g_assert_true (bx_throw_equal (&t, &t2));
  bx_game_legal_moves (game, &s, &t, moves);
  bx_game_apply (game, &s, &t, &g_array_index (moves, BxMove, 0));
  g_assert_cmpint (bx_game_current_player (game, &s), ==, 1);
  g_assert_cmpuint (s.turn, ==, 1);
}

/* pushuang.changju.10, .11 (ping.direction): White moves from own 13 down to 9; Black from
 * its own 13 (absolute index 11) up, to index 15. */
static void
test_direction (void)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxState s;
  BxThrow t = { 2, { 4, 4 } };

  make_state ("W:13x1 B:13x1 to:black", &s);
  bx_game_legal_moves (game, &s, &t, moves);
  g_assert_cmpuint (moves->len, ==, 1);
  g_assert_cmpint (g_array_index (moves, BxMove, 0).steps[0].from, ==, 11);
  g_assert_cmpint (g_array_index (moves, BxMove, 0).steps[0].to, ==, 15);
  assert_moves ("W:13x1 B:13x1 to:white", "4,4",
                "13/9 9/5: ping.doubles ping.direction ping.move ping.block-pass");
}

/* pushuang.changju.12, .13 (ping.move): one piece by both numbers, or two pieces. */
static void
test_move_one_or_two (void)
{
  assert_moves ("W:20x1,18x1 B:1x1", "3,1",
                "18/15 15/14: ping.direction ping.move ping.block-pass\n"
                "18/15 20/19: ping.direction ping.move\n"
                "20/17 17/16: ping.direction ping.move ping.block-pass\n"
                "20/17 18/17: ping.direction ping.move ping.stack");
}

/* pushuang.changju.15 (ping.hit): a lone piece may be hit; it goes to the bar. */
static void
test_hit (void)
{
  assert_moves ("W:10x1 B:19x1", "4,3",
                "10/6* 6/3: ping.direction ping.move ping.hit ping.block-pass ping.bearoff-down\n"
                "10/7 7/3: ping.direction ping.move ping.block-pass");
}

/* pushuang.changju.16, .17 (ping.block): two enemy pieces make a 梁: no landing, no hit. */
static void
test_block (void)
{
  assert_moves ("W:10x1 B:19x2", "4,3",
                "10/7 7/3: ping.direction ping.move ping.block-pass");
}

/* pushuang.nanbei.12 (ping.stack-max, interpreted: 一道不得過六馬): a point of six own
 * pieces takes no seventh.  A restriction is cited where it closes a number: with 6,6 the
 * piece on 13 cannot land on its full 7 (ping.stack-max) and the six on 7 cannot land on the
 * enemy 梁 on 1 (ping.block, pushuang.changju.17), so the turn passes citing both. */
static void
test_stack_max_pass (void)
{
  assert_moves ("W:13x1,7x6 B:24x2", "6,6", "pass: ping.pass ping.stack-max ping.block");
  /* 19/13 is played; the other three 6s are lost: 13/7 is closed by the full point, 7/1
   * by the 梁. */
  assert_moves ("W:19x1,7x6 B:24x2", "6,6",
                "19/13: ping.doubles ping.direction ping.move ping.use-all ping.stack-max"
                " ping.block");
}

/* pushuang.changju.17 (ping.block-pass, interpreted): a 梁 cannot be passed: with 梁 on
 * own 14 and 16, the piece on 20 cannot play 6 and 4 to 10 by either route; only 5/1 (the
 * 4) is left, and the 6 is lost (ping.use-all) because the 梁 on 14 closes it (ping.block,
 * cited where it closes a number). */
static void
test_block_pass (void)
{
  assert_moves ("W:20x1,5x1 B:11x2,9x2", "6,4",
                "5/1: ping.direction ping.move ping.use-all ping.block");
  /* With nothing else to move, the turn passes (ping.pass), and the 梁 that close both
   * numbers are why (ping.block). */
  assert_moves ("W:20x1 B:11x2,9x2", "6,4", "pass: ping.pass ping.block");
}

/* pushuang.changju.18 (ping.reenter): a hit piece re-enters only on a vacant point of the
 * enemy's home matching a number (a 2 enters on own 23); own-occupied points are not
 * vacant either. */
static void
test_reenter (void)
{
  assert_moves ("Wbar:1 W:23x1,5x1 B:6x2", "2,4",
                "bar/21 23/21: ping.entry ping.direction ping.move ping.stack ping.reenter"
                " ping.reenter-first\n"
                "bar/21 5/3: ping.entry ping.direction ping.move ping.reenter ping.reenter-first");
}

/* pushuang.changju.19 (ping.reenter-first): until the hit piece is in, nothing else moves;
 * when it cannot enter, the turn passes (ping.pass). */
static void
test_reenter_first (void)
{
  assert_moves ("Wbar:1 W:13x2 B:4x2,5x2", "4,5",
                "pass: ping.pass ping.reenter ping.reenter-first");
}

/* pushuang.ping.7, .8, .9 (ping.gate, ping.bearoff): the 六二 example: White past the 門
 * throws 6 and 2 and bears off from 左後一 (own 6) and 左後五 (own 2). */
static void
test_bearoff_liuer (void)
{
  BxState s;
  const BxRule *r = bx_ruleset_find_rule (ping, "ping.bearoff", NULL);

  /* 即出左後一梁左後五梁馬: the one play, as the text gives it (the two is not spent on a
   * move down: bearing off is compulsory, ping.bearoff-down). */
  assert_moves ("W:1x2,2x3,4x1,5x4,6x5 B:6x5,5x3,4x3,3x2,2x2", "6,2",
                "6/off 2/off: ping.direction ping.move ping.gate ping.bearoff");
  g_assert_true (rule_cites ("ping.bearoff", "pushuang.ping.9"));
  g_assert_cmpstr (bx_shuanglu_point_label (bx_shuanglu_index_of (6, 0)), ==, "左後一");
  g_assert_cmpstr (bx_shuanglu_point_label (bx_shuanglu_index_of (2, 0)), ==, "左後五");
  /* The rule's own example position is this one. */
  g_assert_nonnull (r->example);
  g_assert_true (bx_game_state_from_string (game, r->example, &s, NULL));
  g_assert_cmpstr (r->example_throw, ==, "6,2");
}

/* pushuang.ping.7 (ping.gate): while a piece stands on the 門 (own 7) nothing is borne off;
 * 2/off comes only after 7 has moved in. */
static void
test_gate (void)
{
  assert_moves ("W:7x1,2x1 B:19x1", "6,2",
                "7/1 2/off: ping.direction ping.move ping.gate ping.bearoff\n"
                "7/5 5/off: ping.direction ping.move ping.block-pass ping.gate"
                " ping.bearoff-over ping.bearoff-highest");
}

/* pushuang.changju.25 (ping.bearoff-over, ping.bearoff-highest conjectured): a 6 bears off
 * from own 4 when nothing stands higher; a 5 from 3 is barred while 4 is occupied. */
static void
test_bearoff_over (void)
{
  assert_moves ("W:4x1,3x1 B:19x1", "6,5",
                "4/off 3/off: ping.direction ping.move ping.gate ping.bearoff-over"
                " ping.bearoff-highest");
}

/* pushuang.changju.24–.26 (ping.bearoff-down, bearoff.compulsory): 每擲視其彩拈出二馬 …
 * 彩小不取則併移歸下梁.  A number that can take a piece must: with 5 and 1 and pieces on 5,
 * 3 and 1, both numbers bear off (no 5/4, 3/2 or 1-moves-down); the 1 moves down only
 * after the piece on 1 is gone and nothing else is on 1 — here it never is. */
static void
test_bearoff_compulsory (void)
{
  assert_moves ("W:5x1,3x1,1x1 B:19x1", "5,1",
                "5/off 1/off: ping.direction ping.move ping.gate ping.bearoff");
  /* The 1 cannot take a piece (nothing on 1, pieces above): it moves down; the 4 then
   * takes a piece — its own point's, or (after 4/3) the highest, 3. */
  assert_moves ("W:4x1,3x1 B:19x1", "4,1",
                "4/3 3/off: ping.direction ping.move ping.stack ping.block-pass ping.gate"
                " ping.bearoff-over ping.bearoff-highest ping.bearoff-down\n"
                "4/off 3/2: ping.direction ping.move ping.gate ping.bearoff ping.bearoff-down");
  g_assert_true (rule_cites ("ping.bearoff-down", "pushuang.changju.24"));
  g_assert_true (rule_cites ("ping.bearoff-down", "pushuang.changju.26"));
}

/* pushuang.changju.25, pushuang.ping.9 (ping.bearoff-highest, conjectured): 數有餘則取
 * leaves open which piece a larger number takes.  Reading (a), ours: the highest, and only
 * when nothing stands on the number's point or above; reading (b), the param set to false:
 * any lower piece.  With 5 and 3 and pieces on 6 and 2, (a) moves 6 down with one number
 * and takes the highest piece with the other; (b) lets either number take the 2. */
static void
test_bearoff_highest (void)
{
  g_autofree char *dir = g_dir_make_tmp ("boxi-shuanglu-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "lower.xml", NULL);
  g_autoptr(GError) error = NULL;
  BxRuleset *lower;
  BxGame *saved = game;
  const char *text =
    "<?xml version='1.0' encoding='UTF-8'?>\n"
    "<ruleset xmlns='https://boxi.github.io/ns/ruleset/1' id='shuanglu/test-lower'"
    " family='shuanglu' extends='shuanglu/ping'>\n"
    "  <name xml:lang='en'>Test</name>\n"
    "  <rule id='ping.bearoff-highest' topic='bearing-off' status='conjectured'>\n"
    "    <statement xml:lang='en'>Reading (b).</statement>\n"
    "    <statement xml:lang='zh'>彩有餘者任取下梁之馬。</statement>\n"
    "    <cite>pushuang.changju.25</cite>\n"
    "    <reconstruction ref='rec.boxi'>The test's reading (b).</reconstruction>\n"
    "    <param name='bearoff.overshoot-highest' value='false'/>\n"
    "  </rule>\n"
    "</ruleset>\n";

  assert_moves ("W:6x1,2x1 B:12x1", "5,3",
                "6/1 2/off: ping.direction ping.move ping.gate ping.bearoff-over"
                " ping.bearoff-highest ping.bearoff-down\n"
                "6/3 3/off: ping.direction ping.move ping.block-pass ping.gate"
                " ping.bearoff-over ping.bearoff-highest ping.bearoff-down");
  /* 數有餘則取 (changju.25) is only the context: it does not say which piece; the 六二
   * example (ping.9) is the argument. */
  g_assert_false (rule_cites ("ping.bearoff-highest", "pushuang.changju.25"));
  g_assert_true (rule_cites ("ping.bearoff-highest", "pushuang.ping.9"));

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  lower = bx_ruleset_new_from_file (path, NULL, ping, NULL, NULL, &error);
  g_assert_no_error (error);
  game = bx_game_new (lower, &error);
  g_assert_no_error (error);
  assert_moves ("W:6x1,2x1 B:12x1", "5,3",
                "2/off 6/1: ping.direction ping.move ping.gate ping.bearoff-over"
                " ping.bearoff-highest ping.bearoff-down\n"
                "2/off 6/3: ping.direction ping.move ping.gate ping.bearoff-over"
                " ping.bearoff-highest ping.bearoff-down");
  bx_game_free (game);
  game = saved;
  bx_ruleset_unref (lower);
  g_unlink (path);
  g_rmdir (dir);
}

/* A state that names a ruleset of another family, or names it with no string, is refused
 * with a state error (the check every family shares, in bx_game_state_from_json()). */
static void
test_state_other_family (void)
{
  const char *bad[] = { "{\"ruleset\":\"sai/daiyi\"}", "{\"ruleset\":3}",
                        "{\"ruleset\":\"shuanglupa/x\"}", "[]" };
  BxState s;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (bx_game_state_from_string (game, bad[i], &s, &error));
      g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
    }
}

/* pushuang.changju.26 (ping.bearoff-down): a number too small moves down inside the 宫. */
static void
test_bearoff_down (void)
{
  assert_moves ("W:6x2 B:1x1", "2,1",
                "6/4 4/3: ping.direction ping.move ping.block-pass ping.bearoff-down\n"
                "6/4 6/5: ping.direction ping.move ping.bearoff-down");
}

/* pushuang.changju.12 (ping.use-all, conjectured): both numbers must be played when they
 * can: 13/7 alone is not offered. */
static void
test_use_all (void)
{
  assert_moves ("W:13x1 B:1x1", "6,1",
                "13/7 7/6: ping.direction ping.move ping.block-pass");
}

/* pushuang.changju.12 (ping.larger, conjectured): only one number can be played and either
 * could: the larger. */
static void
test_larger (void)
{
  assert_moves ("W:13x1 B:19x2", "5,2",
                "13/8: ping.direction ping.move ping.use-all ping.larger ping.block");
}

/* ping.doubles (conjectured, context pushuang.ping.14): a double moves only two numbers.
 * The argument is 下囋's own rule that four pieces move on a double (and 大食's extra
 * throw), which implies that elsewhere they do not; 平雙陸 itself only names the double 准.
 * Those clauses state the opposite rule, so the rule does not cite them (newcomer review 8,
 * finding 8): it has no cite, and 准 is its context. */
static void
test_doubles (void)
{
  const BxRule *r = bx_ruleset_find_rule (ping, "ping.doubles", NULL);

  g_assert_nonnull (r);
  g_assert_cmpint (r->status, ==, BX_STATUS_CONJECTURED);
  g_assert_true (r->cites == NULL || r->cites[0] == NULL);
  g_assert_false (rule_cites ("ping.doubles", "pushuang.xiazan.2"));
  g_assert_false (rule_cites ("ping.doubles", "pushuang.xiazan.4"));
  g_assert_false (rule_cites ("ping.doubles", "pushuang.dashi.9"));
  g_assert_true (g_strv_contains ((const char * const *) r->context, "pushuang.ping.14"));
  assert_moves ("W:20x1 B:1x1", "3,3",
                "20/17 17/14: ping.doubles ping.direction ping.move ping.block-pass");
}

/* pushuang.nanbei.12 (ping.stack-max, interpreted): no point holds more than six. */
static void
test_stack_max (void)
{
  /* 10/8 is barred while 8 holds six; it comes only after 8/7. */
  assert_moves ("W:8x6,10x1 B:1x1", "2,1",
                "8/6 10/9: ping.direction ping.move\n"
                "8/6 6/5: ping.direction ping.move ping.block-pass\n"
                "8/6 8/7: ping.direction ping.move\n"
                "8/7 10/8: ping.direction ping.move ping.stack");
}

/* pushuang.changju.30, pushuang.ping.11, .12, pushuang.changju.31 (ping.win, ping.single,
 * ping.double): the last piece off wins; double 籌 when the loser bore none off or is not
 * home; single otherwise. */
static void
test_chou (void)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxThrow t = { 2, { 2, 1 } };
  BxResult res;
  BxState s;

  /* Black has borne none off: 雙籌. */
  make_state ("W:1x1 B:7x3,6x4,5x4,4x4", &s);
  bx_game_legal_moves (game, &s, &t, moves);
  g_assert_cmpuint (moves->len, ==, 1);
  g_assert_true (bx_game_apply (game, &s, &t, &g_array_index (moves, BxMove, 0)));
  bx_game_result (game, &s, &res);
  g_assert_cmpint (res.winner, ==, 0);
  g_assert_cmpuint (res.score, ==, 2);
  g_assert_cmpstr (bx_game_rule_id (game, res.rules[1]), ==, "ping.double");

  /* Black home and one off: 一籌. */
  make_state ("W:1x1 B:6x4,5x4,4x4,3x2", &s);
  bx_game_legal_moves (game, &s, &t, moves);
  bx_game_apply (game, &s, &t, &g_array_index (moves, BxMove, 0));
  bx_game_result (game, &s, &res);
  g_assert_cmpuint (res.score, ==, 1);
  g_assert_cmpstr (bx_game_rule_id (game, res.rules[1]), ==, "ping.single");

  /* Black bore some off but was hit and is not home: 雙籌 (changju.31). */
  make_state ("W:1x1 Bbar:1 B:6x4", &s);
  bx_game_legal_moves (game, &s, &t, moves);
  bx_game_apply (game, &s, &t, &g_array_index (moves, BxMove, 0));
  bx_game_result (game, &s, &res);
  g_assert_cmpuint (res.score, ==, 2);
}

/* Every rule: cites exist, weaker statuses name a bibl of texts/reconstructions.xml, and
 * examples are possible positions. */
static void
test_rules_data (void)
{
  for (guint i = 0; i < bx_ruleset_get_n_rules (ping); i++)
    {
      const BxRule *r = bx_ruleset_get_rule (ping, i);
      bx_test_assert_rule_sources (clauses, r);
      if (r->example != NULL)
        {
          BxState s;
          g_autoptr(GError) error = NULL;
          g_assert_true (bx_game_state_from_string (game, r->example, &s, &error));
          g_assert_no_error (error);
        }
    }
}

/* State JSON round trip (docs/state-format.md). */
static void
test_state_json (void)
{
  BxState s, s2;
  g_autofree char *json = NULL;
  g_autoptr(GError) error = NULL;

  make_state ("Wbar:1 W:13x4,6x5 B:6x5,1x2 to:black", &s);
  s.turn = 17;
  json = bx_game_state_to_string (game, &s);
  g_assert_true (bx_game_state_from_string (game, json, &s2, &error));
  g_assert_cmpmem (&s, sizeof s, &s2, sizeof s2);
  g_assert_false (bx_game_state_from_string (game, "{\"points\":[1,2]}", &s2, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bx_game_state_from_string (game,
      "{\"points\":[15,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-14]}", &s2, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
}

/* The invariants of a random game: pieces conserved; a finished game scores 1 or 2. */
static void
check_position (BxGame        *g,
                const BxState *s)
{
  bx_shuanglu_test_check_pieces (g, s);
  if (bx_game_is_over (g, s))
    g_assert_true (s->score == 1 || s->score == 2);
}

/* Seeded random games (as many as bx_test_property_games() says): each ends, conserves pieces, cites existing clauses; same seed, same game. */
static void
test_random_games (void)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  guint n = bx_test_property_games ();
  guint wins[2] = { 0, 0 };

  for (guint seed = 1; seed <= n; seed++)
    {
      guint a, b;
      int w1, w2;
      guint64 h1 = bx_test_play_random_game (game, clauses, check_position, 5000, seed, moves,
                                             &a, &w1);
      if (seed % 100 == 1)
        {
          guint64 h2 = bx_test_play_random_game (game, clauses, check_position, 5000, seed,
                                                 moves, &b, &w2);
          g_assert_cmpuint (h1, ==, h2);
          g_assert_cmpuint (a, ==, b);
        }
      wins[w1 & 1]++;
    }
  g_test_message ("%u games", n);
}

int
main (int    argc,
      char **argv)
{
  int rc;

  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("BOXI_TEST_NONFATAL") != NULL)
    g_test_set_nonfatal_assertions ();
  bx_test_load_corpus (&clauses, NULL);
  game = bx_test_game_from_file (clauses, "shuanglu-ping.xml", &ping);

  g_test_add_func ("/rules/shuanglu/ping/setup", test_setup);
  g_test_add_func ("/rules/shuanglu/ping/board", test_board);
  g_test_add_func ("/rules/shuanglu/ping/dice", test_dice);
  g_test_add_func ("/rules/shuanglu/ping/turns", test_turns);
  g_test_add_func ("/rules/shuanglu/ping/direction", test_direction);
  g_test_add_func ("/rules/shuanglu/ping/move", test_move_one_or_two);
  g_test_add_func ("/rules/shuanglu/ping/hit", test_hit);
  g_test_add_func ("/rules/shuanglu/ping/block", test_block);
  g_test_add_func ("/rules/shuanglu/ping/block-pass", test_block_pass);
  g_test_add_func ("/rules/shuanglu/ping/stack-max-pass/nanbei.12", test_stack_max_pass);
  g_test_add_func ("/rules/shuanglu/ping/reenter", test_reenter);
  g_test_add_func ("/rules/shuanglu/ping/reenter-first", test_reenter_first);
  g_test_add_func ("/rules/shuanglu/ping/bearoff-liuer", test_bearoff_liuer);
  g_test_add_func ("/rules/shuanglu/ping/gate", test_gate);
  g_test_add_func ("/rules/shuanglu/ping/bearoff-over", test_bearoff_over);
  g_test_add_func ("/rules/shuanglu/ping/bearoff-down", test_bearoff_down);
  g_test_add_func ("/rules/shuanglu/state/other-family", test_state_other_family);
  g_test_add_func ("/rules/shuanglu/ping/bearoff-compulsory/changju.24-26",
                   test_bearoff_compulsory);
  g_test_add_func ("/rules/shuanglu/ping/bearoff-highest/changju.25", test_bearoff_highest);
  g_test_add_func ("/rules/shuanglu/ping/use-all", test_use_all);
  g_test_add_func ("/rules/shuanglu/ping/larger", test_larger);
  g_test_add_func ("/rules/shuanglu/ping/doubles", test_doubles);
  g_test_add_func ("/rules/shuanglu/ping/stack-max", test_stack_max);
  g_test_add_func ("/rules/shuanglu/ping/chou", test_chou);
  g_test_add_func ("/rules/shuanglu/ping/rules-data", test_rules_data);
  g_test_add_func ("/rules/shuanglu/ping/state-json", test_state_json);
  g_test_add_func ("/rules/shuanglu/ping/random-games", test_random_games);

  rc = g_test_run ();
  bx_game_free (game);
  bx_ruleset_unref (ping);
  bx_clause_index_free (clauses);
  return rc;
}
