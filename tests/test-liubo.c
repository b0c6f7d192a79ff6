/* test-liubo.c: the rules of 六博 (data/rulesets/liubo-gubojing.xml, liubo-seed001.xml), one
 * test per rule: a position and a throw in, the exact legal moves with their rules out;
 * the routes on the 博 board; and a property test of seeded random games per ruleset.
 *
 * Positions are state JSON (docs/state-format.md, "六博").  古博經: each piece "hand",
 * a station 0–16 of its side's verse route, or "water".  Seed 001: "waitC" (lying in
 * corner C), "rC.N" (station N of the route from corner C), "rC.centre", "captive".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "bx-core.h"
#include "bx-error.h"
#include "bx-game.h"
#include "bx-ruleset.h"
#include "games/bx-bo-board.h"
#include "games/bx-liubo.h"

#include "bx-test-util.h"
#include "bx-families.h"

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;
static BxGame *gubojing, *essay;

/* bx_test_assert_cites(), and an attested rule names no reconstruction. */
static void
assert_cites (BxGame      *game,
              const char  *rule_id,
              const char  *clause_id,
              BxRuleStatus status)
{
  const BxRule *r = bx_test_assert_cites (game, rule_id, clause_id, status);

  if (status == BX_STATUS_ATTESTED)
    g_assert_null (r->reconstruction);
}

/* bx_test_assert_context(), and the rule names a reconstruction whatever its status. */
static void
assert_context (BxGame      *game,
                const char  *rule_id,
                const char  *clause_id,
                BxRuleStatus status)
{
  g_assert_nonnull (bx_test_assert_context (game, rule_id, clause_id, status)->reconstruction);
}

static void
assert_state_member (BxGame        *game,
                     const BxState *s,
                     const char    *needle)
{
  g_autofree char *json = bx_game_state_to_string (game, s);

  if (strstr (json, needle) == NULL)
    g_printerr ("%s lacks %s\n", json, needle);
  g_assert_nonnull (strstr (json, needle));
}

/* ================================================================ 古博經 */

#define G_BLACK_HAND "\"black\":[\"hand\",\"hand\",\"hand\",\"hand\",\"hand\",\"hand\"]"

static void
test_gubojing_setup (void)
{
  BxState s = { 0 };
  const BxLiuboState *ls = bx_liubo_state_const (&s);

  bx_game_init_state (gubojing, &s);
  g_assert_cmpint (s.player, ==, 0);
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < BX_LIUBO_PIECES; i++)
      g_assert_cmpint (ls->pos[p][i], ==, BX_LIUBO_HAND);
  g_assert_cmpint (ls->fish[0], ==, BX_LIUBO_FISH_WATER);
  g_assert_cmpint (ls->fish[1], ==, BX_LIUBO_FISH_WATER);
  g_assert_cmpuint (bx_game_get_n_players (gubojing), ==, 2);
  assert_state_member (gubojing, &s, "\"fish\":[\"water\",\"water\"]");
  assert_cites (gubojing, "gubojing.players", "bojing.gubojing.4", BX_STATUS_ATTESTED);
  assert_cites (gubojing, "gubojing.pieces", "bojing.gubojing.7", BX_STATUS_ATTESTED);
  assert_cites (gubojing, "gubojing.fish", "bojing.gubojing.8", BX_STATUS_ATTESTED);
  assert_cites (gubojing, "gubojing.board", "bojing.gubojing.6", BX_STATUS_INTERPRETED);
  assert_context (gubojing, "gubojing.first", "bojing.gubojing.7", BX_STATUS_CONJECTURED);
  assert_cites (gubojing, "gubojing.alternate", "bojing.gubojing.12", BX_STATUS_ATTESTED);
  /* White opens; any count enters one piece at that station. */
  bx_test_assert_moves (gubojing,
                        "{\"white\":[\"hand\",\"hand\",\"hand\",\"hand\",\"hand\",\"hand\"],"
                        G_BLACK_HAND "}", "3",
                        "h-2: gubojing.route gubojing.zhu gubojing.move");
}

static void
test_gubojing_route (void)
{
  static const char *names = "方畔揭道張究屈玄高玄屈究張道揭畔方方畔揭道張究屈玄高玄屈究張道揭畔方";
  GString *got = g_string_new (NULL);
  gboolean shared = FALSE;

  for (int i = 0; i < BX_LIUBO_VERSE_LEN; i++)
    g_string_append (got, bx_liubo_station_name (gubojing, i));
  g_assert_cmpstr (got->str, ==, names);
  g_string_free (got, TRUE);
  /* The road of the side sitting south: out along the south side from the square's
   * south-west corner, round the south-east corner, in along the east side. */
  g_assert_cmpint (bx_liubo_route_point (gubojing, 0, 0, 0), ==,
                   bx_bo_point_id (BX_BO_SQ, 3));
  g_assert_cmpint (bx_liubo_route_point (gubojing, 0, 0, 4), ==,
                   bx_bo_named_point (BX_BO_NAME_ZHANG, 0));
  g_assert_cmpint (bx_liubo_route_point (gubojing, 0, 0, 8), ==,
                   bx_bo_point_id (BX_BO_BC, 0));
  g_assert_cmpint (bx_liubo_route_point (gubojing, 0, 0, 7), ==,
                   bx_liubo_route_point (gubojing, 0, 0, 9));
  g_assert_cmpint (bx_liubo_route_point (gubojing, 0, 0, 12), ==,
                   bx_bo_named_point (BX_BO_NAME_ZHANG, 1));
  g_assert_cmpint (bx_liubo_route_point (gubojing, 0, 0, 16), ==,
                   bx_bo_point_id (BX_BO_SQ, 0));
  g_assert_cmpint (bx_liubo_route_point (gubojing, 1, 0, 16), ==,
                   bx_bo_point_id (BX_BO_SQ, 2));
  for (int i = 1; i < BX_LIUBO_VERSE_LEN; i++)
    if (i != 17)   /* 方 to the next 方: along the square's side */
    {
      /* Each step goes to a nearby point (the longest is along the rim, 究 to 屈). */
      const BxBoPoint *a = bx_bo_point (bx_liubo_route_point (gubojing, 0, 0, i - 1));
      const BxBoPoint *b = bx_bo_point (bx_liubo_route_point (gubojing, 0, 0, i));
      g_assert_cmpfloat ((a->x - b->x) * (a->x - b->x) + (a->y - b->y) * (a->y - b->y), <,
                         0.62 * 0.62);
    }
  for (int i = 0; i < BX_LIUBO_VERSE_LEN; i++)
    for (int j = 0; j < BX_LIUBO_VERSE_LEN; j++)
      shared |= bx_liubo_route_point (gubojing, 0, 0, i)
                == bx_liubo_route_point (gubojing, 1, 0, j);
  g_assert_true (shared);   /* gubojing.route: one circuit, the pieces meet */
  g_assert_cmpint (bx_liubo_route_point (gubojing, 0, 0, 33), ==,
                   bx_bo_point_id (BX_BO_SQ, 2));
  g_assert_cmpint (bx_liubo_route_point (gubojing, 0, 0, 17), ==,
                   bx_liubo_route_point (gubojing, 1, 0, 0));
  assert_cites (gubojing, "gubojing.route", "bojing.xubochang.11", BX_STATUS_INTERPRETED);
  assert_cites (gubojing, "gubojing.route", "bojing.xubochang.10", BX_STATUS_INTERPRETED);
  assert_cites (gubojing, "gubojing.kill", "bojing.yulan.kuangqian.3",
                BX_STATUS_INTERPRETED);
}

static void
test_gubojing_zhu (void)
{
  g_autoptr(GArray) all = bx_dice_enumerate (bx_game_get_dice (gubojing));
  g_autoptr(JsonNode) table = bx_game_throw_table (gubojing);
  g_autofree char *text = json_to_string (table, FALSE);
  static const char *expect[7] = { "1/64", "3/32", "15/64", "5/16", "15/64", "3/32", "1/64" };
  guint64 hist[7] = { 0 };
  BxState s = { 0 };

  g_assert_cmpuint (all->len, ==, 7);
  for (guint i = 0; i < all->len; i++)
    {
      const BxThrowProb *p = &g_array_index (all, BxThrowProb, i);
      g_autofree char *f = g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT,
                                            p->numerator, p->denominator);
      g_assert_cmpstr (f, ==, expect[p->dice.d[0]]);
    }
  /* The table in fractions of 64. */
  g_assert_nonnull (strstr (text, "{\"throw\":\"0\",\"name\":\"無白\",\"class\":\"pass\","
                                  "\"probability\":\"1/64\"}"));
  g_assert_nonnull (strstr (text, "\"name\":\"五白\""));
  g_assert_nonnull (strstr (text, "\"probability\":\"20/64\""));
  /* The seeded stream follows the binomial law. */
  bx_game_init_state (gubojing, &s);
  for (guint32 turn = 0; turn < 64000; turn++)
    {
      BxThrow t;
      s.turn = turn;
      bx_game_throw (gubojing, &s, 7, &t);
      g_assert_cmpuint (t.n, ==, 1);
      g_assert_cmpuint (t.d[0], <=, 6);
      hist[t.d[0]]++;
    }
  g_assert_cmpuint (hist[3], >, 19000);
  g_assert_cmpuint (hist[3], <, 21000);
  g_assert_cmpuint (hist[0], >, 700);
  g_assert_cmpuint (hist[0], <, 1300);
  assert_cites (gubojing, "gubojing.zhu", "bojing.yanshi.10", BX_STATUS_INTERPRETED);
  assert_cites (gubojing, "gubojing.zhu", "bojing.bojing.2", BX_STATUS_INTERPRETED);
  assert_context (gubojing, "gubojing.odds", "bojing.xubochang.17", BX_STATUS_CONJECTURED);
}

#define G_POS "{\"white\":[\"0\",\"2\",\"31\",\"33\",\"water\",\"hand\"]," \
              "\"black\":[\"hand\",\"hand\",\"hand\",\"hand\",\"hand\",\"water\"]," \
              "\"fish\":[\"water\",\"pulled-black\"],\"chou\":[0,2]}"

static void
test_gubojing_move (void)
{
  /* 二白: each lying piece two stations on (the piece in hand enters at station 1). */
  bx_test_assert_moves (gubojing, G_POS, "2",
                        "0-2: gubojing.route gubojing.zhu gubojing.move gubojing.stack\n"
                        "2-4: gubojing.route gubojing.zhu gubojing.move\n"
                        "31-33^: gubojing.route gubojing.zhu gubojing.move gubojing.stack "
                        "gubojing.xiao\n"
                        "h-1: gubojing.route gubojing.zhu gubojing.move");
  assert_context (gubojing, "gubojing.move", "bojing.bojing.2", BX_STATUS_CONJECTURED);
}

static void
test_gubojing_stack (void)
{
  /* 三白: the piece from hand lands on station 2, where its fellow stands. */
  bx_test_assert_moves (gubojing, G_POS, "3",
                        "0-3: gubojing.route gubojing.zhu gubojing.move\n"
                        "2-5: gubojing.route gubojing.zhu gubojing.move\n"
                        "31-33^: gubojing.route gubojing.zhu gubojing.move gubojing.stack "
                        "gubojing.xiao\n"
                        "h-2: gubojing.route gubojing.zhu gubojing.move gubojing.stack");
  assert_context (gubojing, "gubojing.stack", "bojing.gubojing.5", BX_STATUS_CONJECTURED);
}

static void
test_gubojing_xiao (void)
{
  BxState s = { 0 };

  /* 六白 carries the piece on 14 past the end: it stops there and stands up as 驍. */
  bx_test_make_state (gubojing, "{\"white\":[\"31\",\"hand\",\"hand\",\"hand\",\"hand\",\"hand\"],"
                      G_BLACK_HAND "}", &s);
  bx_test_play (gubojing, &s, "6", "31-33^");
  g_assert_cmpint (bx_liubo_state_const (&s)->pos[0][0], ==, 33);
  assert_state_member (gubojing, &s, "\"white\":[\"33\",");
  assert_cites (gubojing, "gubojing.xiao", "bojing.gubojing.13", BX_STATUS_ATTESTED);
  assert_cites (gubojing, "gubojing.xiao", "bojing.zhaohun.chengxiao.1", BX_STATUS_ATTESTED);
}

static void
test_gubojing_enter_water (void)
{
  BxState s = { 0 };

  /* 一白: the 驍 at the water's edge must enter the water (張步華: 必須進入水中). */
  bx_test_assert_moves (gubojing, G_POS, "1",
                        "x33-water: gubojing.zhu gubojing.enter-water");
  bx_test_make_state (gubojing, G_POS, &s);
  bx_test_play (gubojing, &s, "1", "x33-water");
  g_assert_cmpint (bx_liubo_state_const (&s)->pos[0][3], ==, BX_LIUBO_WATER);
  assert_context (gubojing, "gubojing.enter-water", "bojing.gubojing.14",
                  BX_STATUS_CONJECTURED);
}

static void
test_gubojing_qian (void)
{
  BxState s = { 0 };
  const BxLiuboState *ls = bx_liubo_state_const (&s);

  /* 四白: the 驍 in the water pulls the fish still in the water: 2 籌. */
  bx_test_assert_moves (gubojing, G_POS, "4",
                        "0-4: gubojing.route gubojing.zhu gubojing.move\n"
                        "2-6: gubojing.route gubojing.zhu gubojing.move\n"
                        "31-33^: gubojing.route gubojing.zhu gubojing.move gubojing.stack "
                        "gubojing.xiao\n"
                        "h-3: gubojing.route gubojing.zhu gubojing.move\n"
                        "water-x33 qian: gubojing.zhu gubojing.qian-throw gubojing.qianyu");
  bx_test_make_state (gubojing, G_POS, &s);
  bx_test_play (gubojing, &s, "4", "water-x33 qian");
  g_assert_cmpint (ls->chou[0], ==, 2);
  g_assert_cmpint (ls->chou[1], ==, 2);
  g_assert_cmpint (ls->fish[0], ==, BX_LIUBO_FISH_PULLED_W);
  g_assert_cmpint (ls->pos[0][4], ==, 33);   /* back at the water's edge */
  g_assert_cmpint (s.winner, ==, -1);
  assert_cites (gubojing, "gubojing.qianyu", "bojing.gubojing.15", BX_STATUS_ATTESTED);
  assert_context (gubojing, "gubojing.qian-throw", "bojing.gubojing.14",
                  BX_STATUS_CONJECTURED);
  /* No fish left in the water: 四白 pulls nothing. */
  bx_test_make_state (gubojing,
                      "{\"white\":[\"water\",\"hand\",\"hand\",\"hand\",\"hand\",\"hand\"],"
                      G_BLACK_HAND ",\"fish\":[\"pulled-white\",\"turned-black\"],\"chou\":[2,3]}",
                      &s);
  {
    g_autofree char *moves = bx_test_moves_string (gubojing, &s, "4");
    g_assert_null (strstr (moves, "qian"));
  }
}

static void
test_gubojing_fan (void)
{
  BxState s = { 0 };
  const BxLiuboState *ls = bx_liubo_state_const (&s);

  /* 五白: the 驍 in the water turns the fish Black has pulled: 3 籌, Black loses 2. */
  bx_test_assert_moves (gubojing, G_POS, "5",
                        "0-5: gubojing.route gubojing.zhu gubojing.move\n"
                        "2-7: gubojing.route gubojing.zhu gubojing.move\n"
                        "31-33^: gubojing.route gubojing.zhu gubojing.move gubojing.stack "
                        "gubojing.xiao\n"
                        "h-4: gubojing.route gubojing.zhu gubojing.move\n"
                        "water-x33 fan: gubojing.zhu gubojing.wubai gubojing.fanyu");
  bx_test_make_state (gubojing, G_POS, &s);
  bx_test_play (gubojing, &s, "5", "water-x33 fan");
  g_assert_cmpint (ls->chou[0], ==, 3);
  g_assert_cmpint (ls->chou[1], ==, 0);
  g_assert_cmpint (ls->fish[1], ==, BX_LIUBO_FISH_TURNED_W);
  g_assert_cmpint (ls->fish[0], ==, BX_LIUBO_FISH_WATER);
  assert_state_member (gubojing, &s, "\"fish\":[\"water\",\"turned-white\"],\"chou\":[3,0]");
  assert_cites (gubojing, "gubojing.fanyu", "bojing.gubojing.16", BX_STATUS_INTERPRETED);
  assert_cites (gubojing, "gubojing.wubai", "bojing.sheqiong.12", BX_STATUS_INTERPRETED);
}

static void
test_gubojing_pass (void)
{
  /* 無白 passes; so does a count nothing can use (every piece in the water, 二白). */
  bx_test_assert_moves (gubojing, G_POS, "0", "pass: gubojing.zhu gubojing.pass");
  bx_test_assert_moves (gubojing, "{\"white\":[\"water\",\"water\",\"water\",\"water\",\"water\","
                        "\"water\"]," G_BLACK_HAND "}", "2", "pass: gubojing.zhu gubojing.pass");
  assert_context (gubojing, "gubojing.pass", "bojing.xubochang.15", BX_STATUS_CONJECTURED);
}

static void
test_gubojing_dasheng (void)
{
  BxState s = { 0 };
  BxResult res;

  /* 被翻雙魚: Black pulled both fish; White has turned one and turns the other: six 籌. */
  bx_test_make_state (gubojing,
                      "{\"white\":[\"water\",\"hand\",\"hand\",\"hand\",\"hand\",\"hand\"],"
                      G_BLACK_HAND ",\"fish\":[\"turned-white\",\"pulled-black\"],\"chou\":[3,2]}",
                      &s);
  bx_test_play (gubojing, &s, "5", "water-x33 fan");
  g_assert_cmpint (s.winner, ==, 0);
  g_assert_cmpint (s.score, ==, 6);
  bx_game_result (gubojing, &s, &res);
  g_assert_cmpuint (res.score, ==, 6);
  g_assert_cmpstr (bx_game_rule_id (gubojing, res.rules[0]), ==, "gubojing.dasheng");
  assert_cites (gubojing, "gubojing.dasheng", "bojing.gubojing.17", BX_STATUS_INTERPRETED);
  assert_cites (gubojing, "gubojing.dasheng", "bojing.gubojing.18", BX_STATUS_INTERPRETED);
}

/* bojing.yulan.kuangqian.3 (韓非子: 勝者必殺梟; gubojing.kill): a 散 landing on the enemy
 * 驍 kills it and wins (ordinary win); bojing.gubojing.17–.18 (gubojing.beifan): if the
 * loser had pulled both fish, they are turned to the winner: six 籌, the great win.
 * White's station 16 is Black's 33, where Black's 驍 stands. */
static void
test_gubojing_kill (void)
{
  BxState s = { 0 };
  BxResult res;
  const BxLiuboState *ls = bx_liubo_state_const (&s);
#define K_POS(fish, chou) "{\"white\":[\"13\",\"hand\",\"hand\",\"hand\",\"hand\",\"hand\"]," \
    "\"black\":[\"33\",\"hand\",\"hand\",\"hand\",\"hand\",\"hand\"],\"fish\":" fish \
    ",\"chou\":" chou "}"

  bx_test_assert_moves (gubojing, K_POS ("[\"pulled-black\",\"water\"]", "[0,2]"), "3",
                        "13-16*: gubojing.route gubojing.zhu gubojing.move gubojing.kill\n"
                        "h-2: gubojing.route gubojing.zhu gubojing.move");
  bx_test_make_state (gubojing, K_POS ("[\"pulled-black\",\"water\"]", "[0,2]"), &s);
  bx_test_play (gubojing, &s, "3", "13-16*");
  g_assert_cmpint (s.winner, ==, 0);
  g_assert_cmpint (ls->pos[1][0], ==, BX_LIUBO_HAND);
  g_assert_cmpint (ls->chou[0], ==, 0);
  g_assert_cmpint (ls->chou[1], ==, 2);
  bx_game_result (gubojing, &s, &res);
  g_assert_cmpuint (res.n_rules, >=, 1);
  g_assert_cmpstr (bx_game_rule_id (gubojing, res.rules[0]), ==, "gubojing.kill");
  for (guint i = 0; i < res.n_rules; i++)
    g_assert_cmpstr (bx_game_rule_id (gubojing, res.rules[i]), !=, "gubojing.dasheng");
  /* Black had pulled both fish: 被翻雙魚, White gets six 籌, the great win. */
  bx_test_make_state (gubojing, K_POS ("[\"pulled-black\",\"pulled-black\"]", "[0,4]"), &s);
  bx_test_play (gubojing, &s, "3", "13-16*");
  g_assert_cmpint (s.winner, ==, 0);
  g_assert_cmpint (ls->chou[0], ==, 6);
  g_assert_cmpint (ls->chou[1], ==, 0);
  g_assert_cmpint (s.score, ==, 6);
  bx_game_result (gubojing, &s, &res);
  g_assert_cmpstr (bx_game_rule_id (gubojing, res.rules[0]), ==, "gubojing.kill");
  g_assert_cmpstr (bx_game_rule_id (gubojing, res.rules[1]), ==, "gubojing.dasheng");
  assert_cites (gubojing, "gubojing.kill", "bojing.yulan.kuangqian.3", BX_STATUS_INTERPRETED);
  assert_cites (gubojing, "gubojing.beifan", "bojing.gubojing.17", BX_STATUS_INTERPRETED);
#undef K_POS
}

/* 張步華 (seed 000, 戰國策: 一梟之不如不勝五散; gubojing.xiao-take, gubojing.san-guard): a 驍
 * stood up where enemy 散 stand takes them, unless five are gathered there.  White's 33
 * is Black's 16. */
static void
test_gubojing_xiao_take (void)
{
  BxState s = { 0 };
  const BxLiuboState *ls = bx_liubo_state_const (&s);

  bx_test_assert_moves (gubojing, "{\"white\":[\"31\",\"hand\",\"hand\",\"hand\",\"hand\","
                        "\"hand\"],\"black\":[\"16\",\"16\",\"hand\",\"hand\",\"hand\",\"hand\"]}",
                        "2",
                        "31-33^*: gubojing.route gubojing.zhu gubojing.move "
                        "gubojing.xiao-take gubojing.xiao\n"
                        "h-1: gubojing.route gubojing.zhu gubojing.move");
  bx_test_make_state (gubojing, "{\"white\":[\"31\",\"hand\",\"hand\",\"hand\",\"hand\","
                      "\"hand\"],\"black\":[\"16\",\"16\",\"hand\",\"hand\",\"hand\",\"hand\"]}",
                      &s);
  bx_test_play (gubojing, &s, "2", "31-33^*");
  g_assert_cmpint (ls->pos[1][0], ==, BX_LIUBO_HAND);
  g_assert_cmpint (ls->pos[1][1], ==, BX_LIUBO_HAND);
  g_assert_cmpint (s.winner, ==, -1);
  bx_test_assert_moves (gubojing, "{\"white\":[\"31\",\"hand\",\"hand\",\"hand\",\"hand\","
                        "\"hand\"],\"black\":[\"16\",\"16\",\"16\",\"16\",\"16\",\"hand\"]}",
                        "2",
                        "31-33^: gubojing.route gubojing.zhu gubojing.move "
                        "gubojing.san-guard gubojing.xiao\n"
                        "h-1: gubojing.route gubojing.zhu gubojing.move");
  assert_context (gubojing, "gubojing.san-guard", "bojing.zhaohun.chengxiao.11",
                  BX_STATUS_CONJECTURED);
}

/* bojing.sheqiong.12 (張湛: 射五白得之反兩魚獲勝; gubojing.wubai): 五白 turns both fish the
 * other side holds at once: the great win. */
static void
test_gubojing_wubai_two (void)
{
  BxState s = { 0 };
  BxResult res;

  bx_test_make_state (gubojing,
                      "{\"white\":[\"water\",\"hand\",\"hand\",\"hand\",\"hand\",\"hand\"],"
                      G_BLACK_HAND ",\"fish\":[\"pulled-black\",\"pulled-black\"],\"chou\":[0,4]}",
                      &s);
  bx_test_play (gubojing, &s, "5", "water-x33 fan");
  g_assert_cmpint (s.winner, ==, 0);
  g_assert_cmpint (s.score, ==, 6);
  bx_game_result (gubojing, &s, &res);
  g_assert_cmpstr (bx_game_rule_id (gubojing, res.rules[0]), ==, "gubojing.dasheng");
}

static void
test_gubojing_cap (void)
{
  BxState s = { 0 };
  BxResult res;

  /* The thousandth throw ends the game; the 籌 decide. */
  bx_test_make_state (gubojing,
                      "{\"turn\":999,\"white\":[\"1\",\"hand\",\"hand\",\"hand\",\"hand\","
                      "\"hand\"]," G_BLACK_HAND ",\"fish\":[\"pulled-white\",\"water\"],"
                      "\"chou\":[2,0]}", &s);
  bx_test_play (gubojing, &s, "2", "1-3");
  g_assert_cmpint (s.winner, ==, 0);
  g_assert_cmpint (s.score, ==, 2);
  bx_game_result (gubojing, &s, &res);
  g_assert_cmpstr (bx_game_rule_id (gubojing, res.rules[0]), ==, "gubojing.cap");
  assert_context (gubojing, "gubojing.cap", "bojing.gubojing.12", BX_STATUS_CONJECTURED);
}

static void
test_gubojing_state_json (void)
{
  BxState s, back;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autoptr(GError) error = NULL;

  bx_test_make_state (gubojing, G_POS, &s);
  a = bx_game_state_to_string (gubojing, &s);
  bx_test_make_state (gubojing, a, &back);
  b = bx_game_state_to_string (gubojing, &back);
  g_assert_cmpstr (a, ==, b);
  g_assert_false (bx_game_state_from_string (gubojing, "{\"white\":[\"0\"],\"black\":[]}",
                                             &s, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
}

/* ================================================================ seed 001 */

#define E_BLACK_START "\"black\":[\"wait1\",\"wait1\",\"wait1\",\"wait2\",\"wait2\",\"wait2\"]"
#define E_POS "{\"player\":\"white\"," \
              "\"white\":[\"r3.1\",\"wait3\",\"wait3\",\"wait3\",\"wait0\",\"wait0\"]," \
              "\"black\":[\"r1.9\",\"wait1\",\"wait1\",\"wait2\",\"wait2\",\"wait2\"]}"

static void
test_essay_setup (void)
{
  BxState s = { 0 };

  bx_game_init_state (essay, &s);
  assert_state_member (essay, &s, "\"phase\":\"guess\",\"white\":[\"wait3\",\"wait3\","
                       "\"wait3\",\"wait0\",\"wait0\",\"wait0\"],\"black\":[\"wait1\","
                       "\"wait1\",\"wait1\",\"wait2\",\"wait2\",\"wait2\"]");
  g_assert_cmpuint (bx_liubo_home_corner (essay, 0, 0), ==, 3);
  g_assert_cmpuint (bx_liubo_home_corner (essay, 1, 1), ==, 2);
  assert_cites (essay, "essay.players", "bojing.gubojing.4", BX_STATUS_ATTESTED);
  assert_cites (essay, "essay.pieces", "bojing.bojing.4", BX_STATUS_ATTESTED);
  assert_cites (essay, "essay.board", "bojing.gubojing.6", BX_STATUS_CONJECTURED);
  assert_context (essay, "essay.setup", "bojing.gubojing.4", BX_STATUS_CONJECTURED);
  g_assert_cmpstr (bx_ruleset_find_rule (bx_game_get_ruleset (essay), "essay.setup",
                                         NULL)->reconstruction, ==, "rec.liubo-essay");
}

static void
test_essay_first (void)
{
  BxState s = { 0 };
  const BxLiuboState *ls = bx_liubo_state_const (&s);

  /* The opening round: hands 2 and 3, White calls 5 (right), Black 4: White starts. */
  bx_game_init_state (essay, &s);
  bx_test_assert_moves (essay, "{\"phase\":\"guess\",\"white\":[\"wait3\",\"wait3\",\"wait3\","
                        "\"wait0\",\"wait0\",\"wait0\"]," E_BLACK_START "}", "2,3,5,4",
                        "guess: essay.fingers essay.first");
  bx_test_play (essay, &s, "2,3,5,4", "guess");
  g_assert_cmpint (ls->phase, ==, 1);
  g_assert_cmpint (s.player, ==, 0);
  /* Both wrong: again. */
  bx_game_init_state (essay, &s);
  bx_test_play (essay, &s, "2,3,6,7", "guess");
  g_assert_cmpint (ls->phase, ==, 0);
  /* 失謎: White shows 2 and calls 8, which no hand of Black's can make: Black starts. */
  bx_test_play (essay, &s, "2,3,8,4", "guess");
  g_assert_cmpint (ls->phase, ==, 1);
  g_assert_cmpint (s.player, ==, 1);
  assert_context (essay, "essay.first", "bojing.zhaohun.chengxiao.16", BX_STATUS_CONJECTURED);
  assert_cites (essay, "essay.alternate", "bojing.gubojing.12", BX_STATUS_CONJECTURED);
}

static void
test_essay_fingers (void)
{
  g_autoptr(GArray) all = bx_dice_enumerate (bx_game_get_dice (essay));
  g_autoptr(JsonNode) table = bx_game_throw_table (essay);
  g_autofree char *text = json_to_string (table, FALSE);
  BxThrow t;
  BxState s = { 0 };

  g_assert_cmpuint (all->len, ==, 21);   /* unordered pairs of 0–5 */
  g_assert_nonnull (strstr (text, "{\"throw\":\"5\",\"name\":\"5\",\"class\":\"move\","
                                  "\"probability\":\"6/36\"}"));
  g_assert_true (bx_throw_parse ("0,5", &t, NULL));
  g_assert_true (bx_throw_is_valid (bx_game_get_dice (essay), &t));
  g_assert_true (bx_throw_parse ("6,1", &t, NULL));
  g_assert_false (bx_throw_is_valid (bx_game_get_dice (essay), &t));
  /* In play a throw is two hands; the opening round also holds the calls. */
  bx_game_init_state (essay, &s);
  bx_game_throw (essay, &s, 1, &t);
  g_assert_cmpuint (t.n, ==, 4);
  g_assert_cmpuint (t.d[2], >=, t.d[0]);
  g_assert_cmpuint (t.d[2], <=, t.d[0] + 5u);
  bx_test_make_state (essay, E_POS, &s);
  bx_game_throw (essay, &s, 1, &t);
  g_assert_cmpuint (t.n, ==, 2);
  g_assert_cmpuint (t.d[0], <=, 5);
  assert_context (essay, "essay.fingers", "bojing.zhaohun.chengxiao.16", BX_STATUS_CONJECTURED);
}

static void
test_essay_route (void)
{
  /* Counted from the corner as 0: a count of one takes a waiting piece to the L of the
   * next side, or the piece on that L on to the V (a 角 → 角 jump). */
  bx_test_assert_moves (essay, E_POS, "1,0",
                        "r0 0-1: essay.fingers essay.route essay.jump\n"
                        "r3 0-1+: essay.fingers essay.route essay.jump essay.stack\n"
                        "r3 1-2: essay.fingers essay.route essay.jump");
  g_assert_cmpint (bx_liubo_route_point (essay, 0, 3, 0), ==, bx_bo_point_id (BX_BO_BC, 3));
  g_assert_cmpint (bx_liubo_route_point (essay, 0, 3, 12), ==, bx_bo_point_id (BX_BO_SQ, 3));
  g_assert_cmpint (bx_liubo_route_point (essay, 0, 3, 24), ==,
                   bx_bo_point_id (BX_BO_FOOT, 3));
  g_assert_cmpint (bx_liubo_route_point (essay, 0, 3, 25), ==, BX_BO_CENTRE);
  assert_context (essay, "essay.route", "bojing.gubojing.5", BX_STATUS_CONJECTURED);
}

static void
test_essay_slide_jump (void)
{
  int tb1 = bx_bo_point_id (BX_BO_TB1, 0), tj = bx_bo_point_id (BX_BO_TJ, 0);
  int tb0 = bx_bo_point_id (BX_BO_TB0, 0);

  /* Along the T's bar: slides; from one T's end to the next T: a 點 → 點 jump. */
  g_assert_cmpint (bx_liubo_step_kind (tb1, tj), ==, BX_LIUBO_STEP_SLIDE);
  g_assert_cmpint (bx_liubo_step_kind (tj, tb0), ==, BX_LIUBO_STEP_SLIDE);
  g_assert_cmpint (bx_liubo_step_kind (bx_bo_point_id (BX_BO_SQ, 0),
                                       bx_bo_point_id (BX_BO_FOOT, 0)), ==,
                   BX_LIUBO_STEP_SLIDE);
  g_assert_true (bx_liubo_step_allowed (essay, tb0, bx_bo_point_id (BX_BO_TB1, 1)));
  bx_test_assert_moves (essay, "{\"white\":[\"r3.13\",\"r3.centre\",\"r3.centre\",\"wait0\","
                        "\"wait0\",\"wait0\"]," E_BLACK_START ",\"chou\":[2,0]}", "2,1",
                        "r0 0-3: essay.fingers essay.route essay.jump\n"
                        "r3 13-16: essay.fingers essay.route essay.slide essay.jump");
  assert_context (essay, "essay.slide", "bojing.gubojing.5", BX_STATUS_CONJECTURED);
  assert_context (essay, "essay.jump", "bojing.gubojing.5", BX_STATUS_CONJECTURED);
}

static void
test_essay_no_jiao_dian (void)
{
  int lc = bx_bo_point_id (BX_BO_LC, 0), tb0 = bx_bo_point_id (BX_BO_TB0, 0);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *schema = g_build_filename (SOURCE_RULESETS_DIR, "boxi-ruleset.rng", NULL);
  g_autoptr(BxRuleset) rs = NULL;
  BxGame *game;
  int fd;

  /* The L's corner (角) and the end of the T's bar just inside it (點) are not joined:
   * the jump is forbidden, and the piece goes on to the V. */
  g_assert_cmpint (bx_liubo_step_kind (lc, tb0), ==, BX_LIUBO_STEP_JUMP);
  g_assert_false (bx_liubo_step_allowed (essay, lc, tb0));
  g_assert_false (bx_liubo_step_allowed (essay, bx_bo_point_id (BX_BO_VA, 0), tb0));
  g_assert_true (bx_liubo_step_allowed (essay, lc, bx_bo_point_id (BX_BO_VA, 0)));
  bx_test_assert_moves (essay, "{\"white\":[\"r3.1\",\"r3.centre\",\"r3.centre\",\"captive\","
                        "\"captive\",\"captive\"]," E_BLACK_START ",\"chou\":[2,0]}", "0,1",
                        "r3 1-2: essay.fingers essay.route essay.jump\n"
                        "return0: essay.fingers essay.return\n"
                        "return3: essay.fingers essay.return");
  /* Without the square corners' exception the route from the corners cannot be
   * walked: the engine refuses the ruleset. */
  fd = g_file_open_tmp ("liubo-XXXXXX.xml", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path,
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<ruleset xmlns=\"https://boxi.github.io/ns/ruleset/1\" id=\"liubo/seed001-strict\" "
    "family=\"liubo\" extends=\"liubo/seed001\" playable=\"true\" source=\"bojing.gubojing\">\n"
    "  <name xml:lang=\"zh\">嚴</name><name xml:lang=\"en\">Strict</name>\n"
    "  <rule id=\"essay.square-corners\" topic=\"movement\" status=\"conjectured\">\n"
    "    <statement xml:lang=\"en\">No exception.</statement>\n"
    "    <statement xml:lang=\"zh\">無例外。</statement>\n"
    "    <cite>bojing.gubojing.6</cite>\n"
    "    <reconstruction ref=\"rec.boxi\">test</reconstruction>\n"
    "    <param name=\"step.square-jump\" value=\"false\"/>\n"
    "  </rule>\n</ruleset>\n", -1, &error));
  g_assert_no_error (error);
  rs = bx_ruleset_new_from_file (path, schema, bx_ruleset_library_get (library, "liubo/seed001"),
                                 bx_clause_index_check_func, clauses, &error);
  g_assert_no_error (error);
  game = bx_game_new (rs, &error);
  g_assert_null (game);
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_unlink (path);
  assert_context (essay, "essay.no-jiao-dian", "bojing.gubojing.5", BX_STATUS_CONJECTURED);
}

static void
test_essay_square_corners (void)
{
  /* From the square's corner (one of the 內八卦): a jump to the next T's end, which only
   * the four middle corners may make, or straight into the centre on a count of 1. */
  bx_test_assert_moves (essay, "{\"white\":[\"r3.12\",\"r3.centre\",\"r3.centre\",\"captive\","
                        "\"captive\",\"captive\"]," E_BLACK_START ",\"chou\":[2,0]}", "1,0",
                        "r3 12-13: essay.fingers essay.route essay.no-jiao-dian "
                        "essay.square-corners\n"
                        "r3 12-C: essay.fingers essay.route essay.centre essay.chou\n"
                        "return0: essay.fingers essay.return\n"
                        "return3: essay.fingers essay.return");
  g_assert_true (bx_liubo_step_allowed (essay, bx_bo_point_id (BX_BO_SQ, 3),
                                        bx_bo_point_id (BX_BO_TB1, 0)));
  assert_context (essay, "essay.square-corners", "bojing.gubojing.6", BX_STATUS_CONJECTURED);
}

static void
test_essay_block (void)
{
  /* Four from the L: the black piece on the south-east corner (station 3) cannot be
   * passed, so White stops on the V (station 2); the waiting pieces behind the L cannot
   * move at all (their own piece stands on their first point). */
  bx_test_assert_moves (essay, E_POS, "2,2",
                        "r0 0-4: essay.fingers essay.route essay.jump\n"
                        "r3 1-2: essay.fingers essay.route essay.jump essay.block");
  assert_cites (essay, "essay.block", "bojing.zhaohun.fencao.2", BX_STATUS_CONJECTURED);
}

static void
test_essay_capture (void)
{
  BxState s = { 0 };
  const BxLiuboState *ls = bx_liubo_state_const (&s);

  /* Two from the L: the last step lands on the black piece, taken into White's circle. */
  bx_test_assert_moves (essay, E_POS, "1,1",
                        "r0 0-2: essay.fingers essay.route essay.jump\n"
                        "r3 1-3*: essay.fingers essay.route essay.jump essay.capture");
  bx_test_make_state (essay, E_POS, &s);
  bx_test_play (essay, &s, "1,1", "r3 1-3*");
  g_assert_cmpint (ls->pos[1][0], ==, BX_LIUBO_CAPTIVE);
  g_assert_cmpint (ls->pos[0][0], ==, 3);
  assert_state_member (essay, &s, "\"black\":[\"captive\",");
  assert_cites (essay, "essay.capture", "bojing.zhaohun.chengxiao.11", BX_STATUS_CONJECTURED);
}

static void
test_essay_stack (void)
{
  BxState s = { 0 };

  bx_test_make_state (essay, E_POS, &s);
  bx_test_play (essay, &s, "1,0", "r3 0-1+");
  g_assert_cmpint (bx_liubo_piece_point (essay, &s, 0, 0), ==,
                   bx_liubo_piece_point (essay, &s, 0, 1));
  assert_context (essay, "essay.stack", "bojing.gubojing.12", BX_STATUS_CONJECTURED);
}

static void
test_essay_return (void)
{
  BxState s = { 0 };

  /* A captive comes back on a count of 1 while pieces still wait in the corners … */
  bx_test_assert_moves (essay, "{\"white\":[\"captive\",\"wait3\",\"wait3\",\"wait3\",\"wait0\","
                        "\"wait0\"]," E_BLACK_START "}", "1,0",
                        "r0 0-1: essay.fingers essay.route essay.jump\n"
                        "r3 0-1: essay.fingers essay.route essay.jump\n"
                        "return0: essay.fingers essay.return\n"
                        "return3: essay.fingers essay.return");
  /* … but not on another count … */
  bx_test_assert_moves (essay, "{\"white\":[\"captive\",\"wait3\",\"wait3\",\"wait3\",\"wait0\","
                        "\"wait0\"]," E_BLACK_START "}", "2,0",
                        "r0 0-2: essay.fingers essay.route essay.jump\n"
                        "r3 0-2: essay.fingers essay.route essay.jump");
  /* … unless no piece waits in the corners. */
  bx_test_make_state (essay, "{\"white\":[\"captive\",\"r3.5\",\"r3.centre\",\"r3.centre\","
                      "\"r0.7\",\"r0.8\"]," E_BLACK_START ",\"chou\":[2,0]}", &s);
  bx_test_play (essay, &s, "2,0", "return3");
  assert_state_member (essay, &s, "\"white\":[\"wait3\",");
  assert_context (essay, "essay.return", "bojing.zhaohun.chengxiao.11", BX_STATUS_CONJECTURED);
}

static void
test_essay_centre_chou (void)
{
  BxState s = { 0 };
  const BxLiuboState *ls = bx_liubo_state_const (&s);

  /* Five from station 22: the route ends in the centre (the count to spare is lost);
   * the second piece in hooks White's fish. */
  bx_test_make_state (essay, "{\"white\":[\"r3.22\",\"r3.centre\",\"wait3\",\"wait3\",\"wait0\","
                      "\"wait0\"]," E_BLACK_START ",\"chou\":[1,0]}", &s);
  bx_test_play (essay, &s, "5,0", "r3 22-C");
  g_assert_cmpint (ls->chou[0], ==, 2);
  g_assert_cmpint (ls->fish[0], ==, 1);
  g_assert_cmpint (ls->fish[1], ==, 0);
  assert_state_member (essay, &s, "\"fish\":[\"white\",\"centre\"],\"chou\":[2,0]");
  assert_context (essay, "essay.centre", "bojing.gubojing.6", BX_STATUS_CONJECTURED);
  assert_context (essay, "essay.chou", "bojing.gubojing.8", BX_STATUS_CONJECTURED);
}

static void
test_essay_win (void)
{
  BxState s = { 0 };
  BxResult res;
  const BxLiuboState *ls = bx_liubo_state_const (&s);

  /* The fourth piece in: 4 to 1, and White hooks Black's fish too. */
  bx_test_make_state (essay, "{\"white\":[\"r3.24\",\"r3.centre\",\"r3.centre\",\"r0.centre\","
                      "\"wait0\",\"wait0\"],\"black\":[\"r1.centre\",\"wait1\",\"wait1\",\"wait2\","
                      "\"wait2\",\"wait2\"],\"fish\":[\"white\",\"centre\"],\"chou\":[3,1]}", &s);
  bx_test_play (essay, &s, "0,1", "r3 24-C");
  g_assert_cmpint (s.winner, ==, 0);
  g_assert_cmpint (s.score, ==, 4);
  g_assert_cmpint (ls->fish[1], ==, 1);
  bx_game_result (essay, &s, &res);
  g_assert_cmpstr (bx_game_rule_id (essay, res.rules[0]), ==, "essay.win");
  assert_context (essay, "essay.win", "bojing.gubojing.18", BX_STATUS_CONJECTURED);
}

static void
test_essay_draw (void)
{
  BxState s = { 0 };
  BxResult res;

  /* Black's third piece in at 3 to 3: a draw. */
  bx_test_make_state (essay, "{\"player\":\"black\",\"white\":[\"r3.centre\",\"r3.centre\","
                      "\"r0.centre\",\"wait3\",\"wait0\",\"wait0\"],\"black\":[\"r1.24\","
                      "\"r1.centre\",\"r2.centre\",\"wait1\",\"wait2\",\"wait2\"],"
                      "\"fish\":[\"white\",\"black\"],\"chou\":[3,2]}", &s);
  bx_test_play (essay, &s, "1,0", "r1 24-C");
  g_assert_cmpint (s.winner, ==, BX_LIUBO_DRAW);
  bx_game_result (essay, &s, &res);
  g_assert_cmpint (res.kind, ==, BX_RESULT_DRAW);
  g_assert_cmpint (res.winner, ==, -1);
  g_assert_cmpstr (bx_game_rule_id (essay, res.rules[0]), ==, "essay.draw");
  assert_context (essay, "essay.draw", "bojing.gubojing.18", BX_STATUS_CONJECTURED);
}

/* The evaluation knows draw.chou: at 3 to 2 the side behind draws with its next piece in,
 * so a third 籌 for the leader is worth less than the last one it needs would be; and at
 * 2 to 3 the side behind is still far from lost.  At 2 to 2 Black, to move with a piece
 * one station from the centre against none of White's on the route, is ahead (its pace
 * in the race grows with its leading piece) but not yet sure of it. */
static void
test_essay_eval_draw (void)
{
  BxState s = { 0 };
  double behind, level;

  bx_test_make_state (essay, "{\"player\":\"black\",\"white\":[\"r3.centre\",\"r3.centre\","
                      "\"r0.centre\",\"wait3\",\"wait0\",\"wait0\"],\"black\":[\"r1.24\","
                      "\"r1.centre\",\"r2.centre\",\"wait1\",\"wait2\",\"wait2\"],"
                      "\"fish\":[\"white\",\"black\"],\"chou\":[3,2]}", &s);
  behind = bx_game_evaluate (essay, &s, 1);
  bx_liubo_state (&s)->chou[0] = 2;
  level = bx_game_evaluate (essay, &s, 1);
  g_assert_cmpfloat (behind, >, 0.25);
  g_assert_cmpfloat (behind, <, level);
  g_assert_cmpfloat (level, >, 0.5);
  g_assert_cmpfloat (level, <, 0.8);
}

static void
test_essay_pass_cap (void)
{
  BxState s = { 0 };
  BxResult res;

  bx_test_assert_moves (essay, E_POS, "0,0", "pass: essay.fingers essay.pass");
  assert_context (essay, "essay.pass", "bojing.gubojing.12", BX_STATUS_CONJECTURED);
  bx_test_make_state (essay, "{\"turn\":1999,\"white\":[\"r3.1\",\"r3.centre\",\"wait3\",\"wait3\","
                      "\"wait0\",\"wait0\"]," E_BLACK_START ",\"chou\":[1,0]}", &s);
  bx_test_play (essay, &s, "0,0", "pass");
  g_assert_cmpint (s.winner, ==, 0);
  bx_game_result (essay, &s, &res);
  g_assert_cmpstr (bx_game_rule_id (essay, res.rules[0]), ==, "essay.cap");
  assert_context (essay, "essay.cap", "bojing.gubojing.12", BX_STATUS_CONJECTURED);
}

/* ================================================================ property */

static void
check_position (BxGame        *game,
                const BxState *s)
{
  g_autoptr(GError) error = NULL;
  const BxLiuboState *ls = bx_liubo_state_const (s);

  /* Pieces conserved: six a side, each in hand, on its route, in the water or centre, or
   * held; 籌 as the rules allow. */
  g_assert_true (bx_game_check_state (game, s, &error));
  if (bx_liubo_get_layout (game) == BX_LIUBO_LAYOUT_VERSE)
    {
      int held = 0;
      for (int f = 0; f < 2; f++)
        held += ls->fish[f] != BX_LIUBO_FISH_WATER;
      g_assert_cmpint (ls->chou[0] + ls->chou[1], <=, 6);
      g_assert_cmpint (held == 0, ==, ls->chou[0] + ls->chou[1] == 0);
    }
  else
    g_assert_cmpint (ls->chou[0] + ls->chou[1], <=, 7);
  /* The evaluation (bx-liubo-eval.c) is a probability, and the two seats' values sum to
   * one: the two-player search takes the opponent's value as 1 − the mover's. */
  if (s->winner < 0)
    {
      double w = bx_game_evaluate (game, s, 0), b = bx_game_evaluate (game, s, 1);
      g_assert_true (w > 0 && w < 1);
      g_assert_cmpfloat_with_epsilon (w + b, 1.0, 1e-9);
    }
}

static void
random_games (gconstpointer data)
{
  bx_test_random_games ((BxGame *) data, clauses, check_position, 2001, BX_LIUBO_DRAW, "white", "black");
}

/* 古博經 (liubo/gubojing): in seeded random games the results show the wins as the
 * reconstruction defines them — ordinary wins by 殺梟 (gubojing.kill, 韓非子 勝者必殺梟),
 * great wins at six 籌 (gubojing.dasheng, 古博經 彼家獲六籌爲大勝), by 五白 or by 被翻雙魚
 * — and captures happen (a 散 killing a 驍, a 驍 eating 散).  Games: BOXI_PROPERTY_GAMES,
 * default 1000. */
static void
gubojing_result_kinds (void)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  const char *env = g_getenv ("BOXI_PROPERTY_GAMES");
  guint n = env != NULL ? (guint) atoi (env) : 1000;
  guint ordinary = 0, great = 0, great_kill = 0, capped = 0, drawn = 0;
  guint kills = 0, eats = 0, fan = 0;
  int r_kill = bx_game_rule_index (gubojing, "capture");
  int r_great = bx_game_rule_index (gubojing, "win.chou");
  int r_cap = bx_game_rule_index (gubojing, "draw.turns");

  g_assert_cmpstr (bx_game_rule_id (gubojing, (guint) r_kill), ==, "gubojing.kill");
  g_assert_cmpstr (bx_game_rule_id (gubojing, (guint) r_great), ==, "gubojing.dasheng");

  for (guint seed = 1; seed <= n; seed++)
    {
      BxRng choice;
      BxState s = { 0 };
      BxThrow t;
      BxResult res = { 0 };
      gboolean has_kill = FALSE, has_great = FALSE, has_cap = FALSE;

      bx_rng_init (&choice, seed ^ 0x2545f4914f6cdd1dull);
      bx_game_init_state (gubojing, &s);
      while (!bx_game_is_over (gubojing, &s))
        {
          const BxMove *m;
          bx_game_throw (gubojing, &s, seed, &t);
          bx_game_legal_moves (gubojing, &s, &t, moves);
          m = &g_array_index (moves, BxMove, bx_rng_uniform (&choice, moves->len));
          if (m->n_steps > 0 && (m->steps[0].flags & BX_STEP_HIT))
            {
              if (m->steps[0].flags & (BX_LIUBO_STEP_XIAO | BX_LIUBO_STEP_QIAN
                                       | BX_LIUBO_STEP_FAN))
                eats++;
              else
                kills++;
            }
          if (m->n_steps > 0 && (m->steps[0].flags & BX_LIUBO_STEP_FAN))
            fan++;
          bx_game_apply (gubojing, &s, &t, m);
        }
      bx_game_result (gubojing, &s, &res);
      for (guint i = 0; i < res.n_rules; i++)
        {
          has_kill |= res.rules[i] == r_kill;
          has_great |= res.rules[i] == r_great;
          has_cap |= res.rules[i] == r_cap;
        }
      if (s.winner == BX_LIUBO_DRAW)
        drawn++;
      else if (has_great)
        {
          great++;
          great_kill += has_kill;
          g_assert_cmpint (bx_liubo_state_const (&s)->chou[s.winner], >=, 6);
        }
      else if (has_kill)
        ordinary++;
      else
        {
          g_assert_true (has_cap);
          capped++;
        }
    }
  g_test_message ("liubo/gubojing: %u games: ordinary wins (殺梟) %u, great wins (大勝) %u "
                  "(%u of them 被翻雙魚 by 殺梟), ended at the cap %u, drawn %u; "
                  "captures: 驍 killed %u, 散 eaten %u; 翻 throws %u",
                  n, ordinary, great, great_kill, capped, drawn, kills, eats, fan);
  g_assert_cmpuint (ordinary + great + capped + drawn, ==, n);
  if (n >= 1000)
    {
      g_assert_cmpuint (ordinary, >, 0);
      g_assert_cmpuint (great, >, 0);
      g_assert_cmpuint (kills, >, 0);
      g_assert_cmpuint (eats, >, 0);
    }
}

int
main (int    argc,
      char **argv)
{
  int rc;

  bx_test_init (&argc, &argv, &clauses, &library);
  gubojing = bx_test_new_game (library, "liubo/gubojing");
  essay = bx_test_new_game (library, "liubo/seed001");

  g_test_add_func ("/rules/liubo/gubojing/setup", test_gubojing_setup);
  g_test_add_func ("/rules/liubo/gubojing/route", test_gubojing_route);
  g_test_add_func ("/rules/liubo/gubojing/zhu", test_gubojing_zhu);
  g_test_add_func ("/rules/liubo/gubojing/move", test_gubojing_move);
  g_test_add_func ("/rules/liubo/gubojing/stack", test_gubojing_stack);
  g_test_add_func ("/rules/liubo/gubojing/xiao", test_gubojing_xiao);
  g_test_add_func ("/rules/liubo/gubojing/enter-water", test_gubojing_enter_water);
  g_test_add_func ("/rules/liubo/gubojing/qianyu", test_gubojing_qian);
  g_test_add_func ("/rules/liubo/gubojing/fanyu", test_gubojing_fan);
  g_test_add_func ("/rules/liubo/gubojing/pass", test_gubojing_pass);
  g_test_add_func ("/rules/liubo/gubojing/dasheng", test_gubojing_dasheng);
  g_test_add_func ("/rules/liubo/gubojing/kill/hanfeizi-sha-xiao", test_gubojing_kill);
  g_test_add_func ("/rules/liubo/gubojing/xiao-take/zhang-wu-san", test_gubojing_xiao_take);
  g_test_add_func ("/rules/liubo/gubojing/wubai/zhang-zhan-fan-liang-yu", test_gubojing_wubai_two);
  g_test_add_func ("/rules/liubo/gubojing/cap", test_gubojing_cap);
  g_test_add_func ("/rules/liubo/gubojing/state-json", test_gubojing_state_json);
  g_test_add_func ("/rules/liubo/essay/setup", test_essay_setup);
  g_test_add_func ("/rules/liubo/essay/first", test_essay_first);
  g_test_add_func ("/rules/liubo/essay/fingers", test_essay_fingers);
  g_test_add_func ("/rules/liubo/essay/route", test_essay_route);
  g_test_add_func ("/rules/liubo/essay/slide-jump", test_essay_slide_jump);
  g_test_add_func ("/rules/liubo/essay/no-jiao-dian", test_essay_no_jiao_dian);
  g_test_add_func ("/rules/liubo/essay/square-corners", test_essay_square_corners);
  g_test_add_func ("/rules/liubo/essay/block", test_essay_block);
  g_test_add_func ("/rules/liubo/essay/capture", test_essay_capture);
  g_test_add_func ("/rules/liubo/essay/stack", test_essay_stack);
  g_test_add_func ("/rules/liubo/essay/return", test_essay_return);
  g_test_add_func ("/rules/liubo/essay/centre-chou", test_essay_centre_chou);
  g_test_add_func ("/rules/liubo/essay/win", test_essay_win);
  g_test_add_func ("/rules/liubo/essay/draw", test_essay_draw);
  g_test_add_func ("/rules/liubo/essay/eval-draw", test_essay_eval_draw);
  g_test_add_func ("/rules/liubo/essay/pass-cap", test_essay_pass_cap);
  g_test_add_data_func ("/rules/liubo/gubojing/random-games", gubojing, random_games);
  g_test_add_func ("/rules/liubo/gubojing/result-kinds", gubojing_result_kinds);
  g_test_add_data_func ("/rules/liubo/essay/random-games", essay, random_games);

  rc = g_test_run ();
  bx_game_free (gubojing);
  bx_game_free (essay);
  bx_ruleset_library_free (library);
  bx_clause_index_free (clauses);
  return rc;
}
