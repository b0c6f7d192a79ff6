/* test-sai.c: the rules of 塞 (data/rulesets/sai-daiyi.xml, sai-daiyi-bai2.xml,
 * sai-daibo.xml), one test per rule: a position and a throw in, the exact legal moves
 * with their rules out; the 博 board model; and a property test of seeded random games.
 *
 * Positions are state JSON (docs/state-format.md): 代弈 cells a1 … e5 (rows from Red's
 * side), 代博 station indices 0 … 4 along each side's own track (piece 0 is the 梟).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-core.h"
#include "bx-game.h"
#include "bx-record.h"
#include "bx-ruleset.h"
#include "games/bx-bo-board.h"
#include "games/bx-sai.h"

#include "bx-test-util.h"
#include "bx-families.h"

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;
static BxGame *daiyi, *bai2, *daibo;

#define START_YI "\"red\":[\"a1\",\"b1\",\"c1\",\"d1\",\"e1\"]," \
                 "\"white\":[\"a5\",\"b5\",\"c5\",\"d5\",\"e5\"]"

/* ---------------------------------------------------------------- the 博 board */

static void
test_bo_board (void)
{
  guint jiao = 0, dian = 0, inner = 0, rim = 0;
  const BxBoSegment *segs;

  for (guint i = 0; i < BX_BO_N_POINTS; i++)
    {
      const BxBoPoint *p = bx_bo_point (i);
      g_assert_cmpuint (p->id, ==, i);
      g_assert_true (p->x >= -1 && p->x <= 1 && p->y >= -1 && p->y <= 1);
      jiao += p->klass == BX_BO_CLASS_JIAO;
      dian += p->klass == BX_BO_CLASS_DIAN;
      rim += p->klass == BX_BO_CLASS_RIM;
      inner += p->inner;
      g_assert_cmpint (bx_bo_point_at (p->x, p->y, 0.01), ==, i);
      if (i < BX_BO_N_PLAY_POINTS)
        g_assert_cmpint (p->klass, !=, BX_BO_CLASS_RIM);
    }
  /* Seed 001: 32 points (16 角, 16 點), 內八卦 next to the centre, 16 peripheral. */
  g_assert_cmpuint (jiao, ==, 16);
  g_assert_cmpuint (dian, ==, 16);
  g_assert_cmpuint (inner, ==, 8);
  g_assert_cmpuint (rim, ==, 16);
  g_assert_cmpint (bx_bo_point_at (0.0, 0.0, 0.01), ==, BX_BO_CENTRE);
  g_assert_cmpuint (bx_bo_segments (&segs), ==, 28);
  /* Four-fold turn symmetry: side 1's T is side 0's turned a quarter. */
  g_assert_cmpfloat_with_epsilon (bx_bo_point (bx_bo_point_id (BX_BO_TJ, 0))->y,
                                  bx_bo_point (bx_bo_point_id (BX_BO_TJ, 1))->x, 1e-9);
  /* The verse's names. */
  g_assert_cmpstr (bx_bo_name_label (BX_BO_NAME_FANG), ==, "方");
  g_assert_cmpstr (bx_bo_name_label (BX_BO_NAME_GAO), ==, "高");
  for (int n = 0; n < BX_BO_N_NAMES; n++)
    for (guint s = 0; s < 4; s++)
      {
        int id = bx_bo_named_point (n, s);
        g_assert_cmpint (bx_bo_point_name (id), ==, n);
        g_assert_cmpstr (bx_bo_point_label (id), ==, bx_bo_name_label (n));
      }
  g_assert_cmpstr (bx_bo_point_label (BX_BO_CENTRE), ==, "水");
}

static void
test_bo_track (void)
{
  /* Red from the south L, White from the north L, the same eight rim stations. */
  /* 張步華 (seed 000, 塞棋行棋路線): five 道, clockwise like 六博, the square the fifth;
   * no fifth step (「'代博'同樣也走不到第五步」). */
  g_assert_cmpint (bx_bo_track_daibo (0, 0), ==, bx_bo_point_id (BX_BO_LC, 0));
  g_assert_cmpint (bx_bo_track_daibo (0, 1), ==, bx_bo_point_id (BX_BO_LC, 3));
  g_assert_cmpint (bx_bo_track_daibo (0, 2), ==, bx_bo_point_id (BX_BO_LC, 2));
  g_assert_cmpint (bx_bo_track_daibo (0, 3), ==, bx_bo_point_id (BX_BO_LC, 1));
  g_assert_cmpint (bx_bo_track_daibo (0, 4), ==, BX_BO_CENTRE);
  g_assert_cmpint (bx_bo_track_daibo (0, 5), ==, -1);
  g_assert_cmpuint (bx_sai_track_length (daibo), ==, 5);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (bx_bo_track_daibo (2, i), ==, bx_bo_track_daibo (0, (i + 2) % 4));
  /* Clockwise on screen (y down): from the south L (0, +y) to the west L (−x, 0). */
  g_assert_cmpfloat (bx_bo_point (bx_bo_track_daibo (0, 1))->x, <, 0);
  g_assert_cmpint (bx_sai_track_point (daibo, 1, 0), ==, bx_bo_point_id (BX_BO_LC, 2));
  bx_test_assert_cites (daibo, "daibo.board", "bojing.saijing.5", BX_STATUS_CONJECTURED);
  bx_test_assert_cites (daibo, "daibo.board", "saifu.fu.12", BX_STATUS_CONJECTURED);
  bx_test_assert_cites (daibo, "daibo.board", "bojing.gubojing.6", BX_STATUS_CONJECTURED);
}

/* ---------------------------------------------------------------- 代弈 */

/* saifu.fu.7–.9, saifu.yulan.qishu.2 (daiyi.sides, .board, .setup, .first). */
static void
test_daiyi_setup (void)
{
  BxState s;
  g_autofree char *json = NULL;

  bx_game_init_state (daiyi, &s);
  json = bx_game_state_to_string (daiyi, &s);
  g_assert_nonnull (strstr (json, START_YI));
  g_assert_nonnull (strstr (json, "\"player\":\"red\""));
  g_assert_cmpint (bx_sai_get_layout (daiyi), ==, BX_SAI_LAYOUT_LANES);
  g_assert_cmpuint (bx_sai_get_lanes (daiyi), ==, 5);
  g_assert_cmpuint (bx_sai_get_cells (daiyi), ==, 5);
  g_assert_cmpuint (bx_sai_get_n_pieces (daiyi), ==, 5);
  g_assert_cmpstr (bx_game_player_name (daiyi, 0), ==, "red");
  g_assert_cmpstr (bx_game_player_name (daiyi, 1), ==, "white");
  bx_test_assert_cites (daiyi, "daiyi.sides", "saifu.fu.9", BX_STATUS_INTERPRETED);
  bx_test_assert_cites (daiyi, "daiyi.board", "saifu.fu.6", BX_STATUS_CONJECTURED);
  bx_test_assert_cites (daiyi, "daiyi.setup", "saifu.yulan.qishu.2", BX_STATUS_CONJECTURED);
  bx_test_assert_context (daiyi, "daiyi.first", "saifu.fu.9", BX_STATUS_CONJECTURED);
}

/* bojing.bojing.5–.10, bojing.gubojing.10 (daiyi.qiong, daiyi.odds): four faces, 1/4. */
static void
test_daiyi_qiong (void)
{
  g_autoptr(GArray) all = bx_dice_enumerate (bx_game_get_dice (daiyi));
  g_autoptr(JsonNode) table = bx_game_throw_table (daiyi);
  g_autofree char *text = json_to_string (table, FALSE);
  guint seen[5] = { 0 };
  BxState s;

  g_assert_cmpuint (all->len, ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      const BxThrowProb *p = &g_array_index (all, BxThrowProb, i);
      g_assert_cmpuint (p->numerator, ==, 1);
      g_assert_cmpuint (p->denominator, ==, 4);
    }
  g_assert_cmpstr (text, ==,
                   "[{\"throw\":\"1\",\"name\":\"塞\",\"class\":\"step\",\"probability\":\"1/4\"},"
                   "{\"throw\":\"2\",\"name\":\"白\",\"class\":\"jump\",\"probability\":\"1/4\"},"
                   "{\"throw\":\"3\",\"name\":\"黑\",\"class\":\"back\",\"probability\":\"1/4\"},"
                   "{\"throw\":\"4\",\"name\":\"五\",\"class\":\"pass\",\"probability\":\"1/4\"}]");
  g_assert_cmpstr (bx_dice_face_name (bx_game_get_dice (daiyi), 3), ==, "黑");
  /* Thrown: a face 1–4, replayable from (seed, turn); not yet thrown: "none". */
  bx_game_init_state (daiyi, &s);
  for (guint seed = 1; seed <= 400; seed++)
    {
      BxThrow t, t2;
      bx_sai_state (&s)->thrown = 0;
      bx_game_throw (daiyi, &s, seed, &t);
      g_assert_cmpuint (t.n, ==, 0);
      bx_sai_state (&s)->thrown = 1;
      bx_game_throw (daiyi, &s, seed, &t);
      bx_game_throw (daiyi, &s, seed, &t2);
      g_assert_true (bx_throw_equal (&t, &t2));
      g_assert_cmpuint (t.n, ==, 1);
      g_assert_cmpuint (t.d[0], >=, 1);
      g_assert_cmpuint (t.d[0], <=, 4);
      seen[t.d[0]]++;
    }
  for (guint f = 1; f <= 4; f++)
    g_assert_cmpuint (seen[f], >, 60);
  bx_test_assert_cites (daiyi, "daiyi.qiong", "bojing.bojing.7", BX_STATUS_INTERPRETED);
  bx_test_assert_cites (daiyi, "daiyi.odds", "bojing.gubojing.10", BX_STATUS_CONJECTURED);
}

/* bojing.bojing.11 (daiyi.decline): not throwing moves any unblocked piece one forward;
 * or the player elects to throw (the decision's throw is "none"). */
static void
test_daiyi_decline (void)
{
  BxState s;

  bx_test_assert_moves (daiyi, "{" START_YI ",\"player\":\"red\"}", "none",
                        "a1-a2: daiyi.decline daiyi.forward\n"
                        "b1-b2: daiyi.decline daiyi.forward\n"
                        "c1-c2: daiyi.decline daiyi.forward\n"
                        "d1-d2: daiyi.decline daiyi.forward\n"
                        "e1-e2: daiyi.decline daiyi.forward\n"
                        "throw: daiyi.decline");
  /* Blocked pieces cannot move without a throw: a, b blocked, c … e free (White). */
  bx_test_assert_moves (daiyi, "{\"red\":[\"a2\",\"b3\",\"c1\",\"d1\",\"e3\"],"
                        "\"white\":[\"a3\",\"b4\",\"c5\",\"d4\",\"e4\"],\"player\":\"white\"}",
                        "none",
                        "c5-c4: daiyi.decline daiyi.forward\n"
                        "d4-d3: daiyi.decline daiyi.forward\n"
                        "throw: daiyi.decline");
  /* Everything blocked: the only choice is to throw. */
  bx_test_assert_moves (daiyi, "{\"red\":[\"a2\",\"b3\",\"c1\",\"d2\",\"e4\"],"
                        "\"white\":[\"a3\",\"b4\",\"c2\",\"d3\",\"e5\"],\"player\":\"red\"}",
                        "none",
                        "throw: daiyi.decline");
  /* Choosing to throw keeps the turn; the next throw is the 瓊's. */
  bx_test_make_state (daiyi, "{" START_YI ",\"player\":\"red\",\"turn\":4}", &s);
  bx_test_play (daiyi, &s, "none", "throw");
  g_assert_cmpint (s.player, ==, 0);
  g_assert_cmpuint (s.turn, ==, 5);
  g_assert_cmpuint (bx_sai_state_const (&s)->thrown, ==, 1);
  bx_test_play (daiyi, &s, "1", "c1-c2");
  g_assert_cmpint (s.player, ==, 1);
  g_assert_cmpuint (bx_sai_state_const (&s)->thrown, ==, 0);
  bx_test_assert_cites (daiyi, "daiyi.decline", "bojing.bojing.11", BX_STATUS_CONJECTURED);
  bx_test_assert_cites (daiyi, "daiyi.turns", "bojing.gubojing.12", BX_STATUS_CONJECTURED);
}

/* saifu.fu.11, bojing.bojing.7 (daiyi.forward, daiyi.sai): on 塞 only unblocked pieces
 * move, one cell straight forward. */
static void
test_daiyi_sai (void)
{
  bx_test_assert_moves (daiyi, "{\"red\":[\"a2\",\"b3\",\"c1\",\"d1\",\"e5\"],"
                        "\"white\":[\"a3\",\"b4\",\"c5\",\"d2\",\"e4\"],\"player\":\"red\","
                        "\"thrown\":true}", "1",
                        "c1-c2: daiyi.forward daiyi.sai");
  bx_test_assert_cites (daiyi, "daiyi.forward", "saifu.fu.11", BX_STATUS_CONJECTURED);
  bx_test_assert_context (daiyi, "daiyi.sai", "bojing.bojing.7", BX_STATUS_CONJECTURED);
}

/* bojing.saijing.3 (daiyi.block): all blocked on 塞: the turn passes. */
static void
test_daiyi_block (void)
{
  bx_test_assert_moves (daiyi, "{\"red\":[\"a2\",\"b3\",\"c1\",\"d2\",\"e4\"],"
                        "\"white\":[\"a3\",\"b4\",\"c2\",\"d3\",\"e5\"],\"player\":\"red\","
                        "\"thrown\":true}", "1",
                        "pass: daiyi.sai daiyi.pass");
  bx_test_assert_cites (daiyi, "daiyi.block", "bojing.saijing.3", BX_STATUS_CONJECTURED);
  bx_test_assert_context (daiyi, "daiyi.pass", "bojing.saijing.5", BX_STATUS_CONJECTURED);
}

/* bojing.bojing.8 (daiyi.bai): a blocked piece jumps the enemy in front; not off the board,
 * not onto an occupied cell; unblocked pieces do not move. */
static void
test_daiyi_bai (void)
{
  /* a: jump a2-a4; b: landing b5 off? no, b3 blocked by b4, b5 empty: jump; c: free;
   * d: blocked by d5 on the edge (no cell beyond); e: blocked, e5 held by nobody, jump. */
  bx_test_assert_moves (daiyi, "{\"red\":[\"a2\",\"b3\",\"c1\",\"d4\",\"e2\"],"
                        "\"white\":[\"a3\",\"b4\",\"c5\",\"d5\",\"e3\"],\"player\":\"red\","
                        "\"thrown\":true}", "2",
                        "a2-a4 jump: daiyi.block daiyi.bai\n"
                        "b3-b5 jump: daiyi.block daiyi.bai\n"
                        "e2-e4 jump: daiyi.block daiyi.bai");
  /* White jumps downward. */
  bx_test_assert_moves (daiyi, "{\"red\":[\"a2\",\"b1\",\"c1\",\"d1\",\"e1\"],"
                        "\"white\":[\"a3\",\"b2\",\"c5\",\"d5\",\"e5\"],\"player\":\"white\","
                        "\"thrown\":true}", "2",
                        "a3-a1 jump: daiyi.block daiyi.bai");
  /* No blocked piece: 白 passes in 代弈. */
  bx_test_assert_moves (daiyi, "{" START_YI ",\"player\":\"red\",\"thrown\":true}", "2",
                        "pass: daiyi.bai daiyi.pass");
  bx_test_assert_context (daiyi, "daiyi.bai", "bojing.bojing.8", BX_STATUS_CONJECTURED);
}

/* bojing.bojing.8 (bai2.two, sai/daiyi-bai2): on 白 an unblocked piece may also go two. */
static void
test_daiyi_bai2 (void)
{
  bx_test_assert_moves (bai2, "{\"red\":[\"a2\",\"b1\",\"c1\",\"d3\",\"e4\"],"
                        "\"white\":[\"a3\",\"b3\",\"c5\",\"d5\",\"e5\"],\"player\":\"red\","
                        "\"thrown\":true}", "2",
                        "a2-a4 jump: daiyi.block daiyi.bai\n"
                        "c1-c3: daiyi.forward daiyi.bai bai2.two");
  g_assert_cmpstr (bx_ruleset_get_extends (bx_game_get_ruleset (bai2)), ==, "sai/daiyi");
  bx_test_assert_context (bai2, "bai2.two", "bojing.bojing.8", BX_STATUS_CONJECTURED);
}

/* bojing.bojing.9 (daiyi.hei): a piece steps back one cell, onto an empty cell. */
static void
test_daiyi_hei (void)
{
  /* a1 is on its base row (no cell behind); b2 → b1; c3 → c2 held by White; d5 has
   * reached White's base and stays (daiyi.home). */
  bx_test_assert_moves (daiyi, "{\"red\":[\"a1\",\"b2\",\"c3\",\"d5\",\"e1\"],"
                        "\"white\":[\"a5\",\"b5\",\"c2\",\"d1\",\"e5\"],\"player\":\"red\","
                        "\"thrown\":true}", "3",
                        "b2-b1: daiyi.hei");
  /* White steps back upward. */
  bx_test_assert_moves (daiyi, "{\"red\":[\"a1\",\"b1\",\"c1\",\"d1\",\"e1\"],"
                        "\"white\":[\"a4\",\"b5\",\"c5\",\"d5\",\"e5\"],\"player\":\"white\","
                        "\"thrown\":true}", "3",
                        "a4-a5: daiyi.hei");
  bx_test_assert_moves (daiyi, "{" START_YI ",\"player\":\"red\",\"thrown\":true}", "3",
                        "pass: daiyi.hei daiyi.pass");
  bx_test_assert_context (daiyi, "daiyi.hei", "bojing.bojing.9", BX_STATUS_CONJECTURED);
}

/* daiyi.home, after 張步華 (seed 000, 代弈塞棋四: 「除已抵敵境的黑3外，其餘四子均被塞」):
 * a piece on the enemy's base row has arrived; 黑 cannot draw it back out.  Red's only
 * piece off its own base row is e5, on White's base: 黑 finds no move, and the pass cites
 * daiyi.home, the rule that holds e5 (e4 is empty). */
static void
test_daiyi_home (void)
{
  BxState s;
  BxResult res;

  bx_test_assert_moves (daiyi, "{\"red\":[\"a1\",\"b1\",\"c1\",\"d1\",\"e5\"],"
                        "\"white\":[\"a5\",\"b5\",\"c5\",\"d5\",\"e2\"],\"player\":\"red\","
                        "\"thrown\":true}", "3",
                        "pass: daiyi.hei daiyi.home daiyi.pass");
  /* White, four pieces home and one a step away, is not pulled back by 黑 either: a 黑
   * moves only the piece still on the way. */
  bx_test_assert_moves (daiyi, "{\"red\":[\"a4\",\"b3\",\"c3\",\"d3\",\"e4\"],"
                        "\"white\":[\"a1\",\"b1\",\"c1\",\"d1\",\"e2\"],\"player\":\"white\","
                        "\"thrown\":true}", "3",
                        "e2-e3: daiyi.hei");
  bx_test_make_state (daiyi, "{\"red\":[\"a4\",\"b3\",\"c3\",\"d4\",\"e4\"],"
                      "\"white\":[\"a1\",\"b1\",\"c1\",\"d1\",\"e2\"],\"player\":\"white\","
                      "\"thrown\":true}", &s);
  bx_test_play (daiyi, &s, "1", "e2-e1");
  g_assert_cmpint (s.winner, ==, 1);
  bx_game_result (daiyi, &s, &res);
  g_assert_cmpstr (bx_game_rule_id (daiyi, res.rules[0]), ==, "daiyi.win");
  bx_test_assert_context (daiyi, "daiyi.home", "bojing.bojing.9", BX_STATUS_CONJECTURED);
  g_assert_cmpint (bx_ruleset_param_rule (bx_game_get_ruleset (daiyi), "home.fixed"), >=, 0);
}

/* bojing.saijing.5 (daiyi.wu): on 五 nothing moves. */
static void
test_daiyi_wu (void)
{
  bx_test_assert_moves (daiyi, "{" START_YI ",\"player\":\"red\",\"thrown\":true}", "4",
                        "pass: daiyi.wu");
  bx_test_assert_cites (daiyi, "daiyi.wu", "bojing.saijing.5", BX_STATUS_INTERPRETED);
  bx_test_assert_cites (daiyi, "daiyi.wu", "saifu.yiwen.hanshu.2", BX_STATUS_INTERPRETED);
}

/* daiyi.win, daiyi.score: all five on the enemy base row. */
static void
test_daiyi_win (void)
{
  BxState s;
  BxResult res;

  bx_test_make_state (daiyi, "{\"red\":[\"a5\",\"b5\",\"c5\",\"d4\",\"e5\"],"
                      "\"white\":[\"a1\",\"b1\",\"c3\",\"d1\",\"e2\"],\"player\":\"red\"}", &s);
  bx_test_play (daiyi, &s, "none", "d4-d5");
  g_assert_true (bx_game_is_over (daiyi, &s));
  bx_game_result (daiyi, &s, &res);
  g_assert_cmpint (res.kind, ==, BX_RESULT_WIN);
  g_assert_cmpint (res.winner, ==, 0);
  g_assert_cmpuint (res.score, ==, 1);
  g_assert_cmpuint (res.n_rules, ==, 2);
  g_assert_cmpstr (bx_game_rule_id (daiyi, res.rules[0]), ==, "daiyi.win");
  g_assert_cmpstr (bx_game_rule_id (daiyi, res.rules[1]), ==, "daiyi.score");
  bx_test_assert_context (daiyi, "daiyi.win", "saifu.fu.21", BX_STATUS_CONJECTURED);
  bx_test_assert_context (daiyi, "daiyi.score", "saifu.fu.21", BX_STATUS_CONJECTURED);
}

/* saifu.xu.4 (daiyi.draw): 100 moves without a new best advance is a draw. */
static void
test_daiyi_draw (void)
{
  BxState s;
  BxResult res;

  bx_test_make_state (daiyi, "{\"red\":[\"a2\",\"b3\",\"c1\",\"d2\",\"e4\"],"
                      "\"white\":[\"a3\",\"b4\",\"c2\",\"d3\",\"e5\"],\"player\":\"red\","
                      "\"idle\":98,\"best\":[9,8]}", &s);
  bx_test_play (daiyi, &s, "none", "throw");
  g_assert_false (bx_game_is_over (daiyi, &s));
  bx_test_play (daiyi, &s, "4", "pass");
  g_assert_true (bx_game_is_over (daiyi, &s));
  g_assert_cmpint (s.winner, ==, BX_SAI_DRAW);
  bx_game_result (daiyi, &s, &res);
  g_assert_cmpint (res.kind, ==, BX_RESULT_DRAW);
  g_assert_cmpint (res.winner, ==, -1);
  g_assert_true (bx_game_has_draw (daiyi));
  g_assert_cmpuint (res.score, ==, 0);
  g_assert_cmpstr (bx_game_rule_id (daiyi, res.rules[0]), ==, "daiyi.draw");
  g_assert_cmpstr (bx_game_player_name (daiyi, s.winner), ==, "draw");
  g_assert_cmpstr (bx_record_winner_name (daiyi, &res), ==, "draw");
  /* A new best advance resets the count. */
  bx_test_make_state (daiyi, "{\"red\":[\"a2\",\"b3\",\"c1\",\"d2\",\"e4\"],"
                      "\"white\":[\"a3\",\"b4\",\"c2\",\"d3\",\"e5\"],\"player\":\"red\","
                      "\"idle\":99,\"thrown\":true}", &s);
  bx_test_play (daiyi, &s, "2", "a2-a4 jump");
  g_assert_false (bx_game_is_over (daiyi, &s));
  g_assert_cmpuint (bx_sai_state_const (&s)->idle, ==, 0);
  bx_test_assert_context (daiyi, "daiyi.draw", "saifu.xu.4", BX_STATUS_CONJECTURED);
}

static void
test_daiyi_state_json (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *json = NULL;
  BxState s, s2;

  bx_test_make_state (daiyi, "{\"red\":[\"a2\",\"b3\",\"c1\",\"d2\",\"e4\"],"
                      "\"white\":[\"a3\",\"b4\",\"c2\",\"d3\",\"e5\"],\"player\":\"white\","
                      "\"thrown\":true,\"turn\":12,\"idle\":3}", &s);
  json = bx_game_state_to_string (daiyi, &s);
  g_assert_true (bx_game_state_from_string (daiyi, json, &s2, &error));
  g_assert_cmpmem (&s, sizeof s, &s2, sizeof s2);
  /* Two pieces on one cell, a piece outside its lane. */
  g_assert_false (bx_game_state_from_string (daiyi, "{\"red\":[\"a3\",\"b1\",\"c1\",\"d1\","
                  "\"e1\"],\"white\":[\"a3\",\"b5\",\"c5\",\"d5\",\"e5\"]}", &s2, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bx_game_state_from_string (daiyi, "{\"red\":[\"b1\",\"a1\",\"c1\",\"d1\","
                  "\"e1\"],\"white\":[\"a5\",\"b5\",\"c5\",\"d5\",\"e5\"]}", &s2, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
}

/* ---------------------------------------------------------------- 代博 */

#define START_BO "\"red\":[0,0,0,0,0,0],\"white\":[0,0,0,0,0,0]"

/* saifu.fu.7–.9 (daibo.sides, attested), daibo.xiao, daibo.setup, daibo.odds (no 間). */
static void
test_daibo_setup (void)
{
  BxState s;
  BxThrow t;
  g_autofree char *json = NULL;
  g_autoptr(JsonNode) table = bx_game_throw_table (daibo);
  g_autofree char *text = json_to_string (table, FALSE);

  bx_game_init_state (daibo, &s);
  json = bx_game_state_to_string (daibo, &s);
  g_assert_nonnull (strstr (json, START_BO));
  g_assert_cmpuint (bx_sai_get_n_pieces (daibo), ==, 6);
  g_assert_cmpint (bx_sai_piece_point (daibo, &s, 0, 0), ==, bx_bo_point_id (BX_BO_LC, 0));
  g_assert_cmpint (bx_sai_piece_point (daibo, &s, 1, 5), ==, bx_bo_point_id (BX_BO_LC, 2));
  g_assert_false (bx_sai_throw_optional (daibo));
  bx_game_throw (daibo, &s, 5, &t);
  g_assert_cmpuint (t.n, ==, 1);
  g_assert_nonnull (strstr (text, "{\"throw\":\"3\",\"name\":\"乘\",\"class\":\"stack\","
                                  "\"probability\":\"1/4\"}"));
  bx_test_assert_cites (daibo, "daibo.sides", "saifu.fu.7", BX_STATUS_ATTESTED);
  bx_test_assert_cites (daibo, "daibo.xiao", "bojing.yulan.kuangqian.2", BX_STATUS_CONJECTURED);
  bx_test_assert_context (daibo, "daibo.setup", "saifu.fu.13", BX_STATUS_CONJECTURED);
  bx_test_assert_cites (daibo, "daibo.qiong", "bojing.saijing.4", BX_STATUS_INTERPRETED);
  bx_test_assert_cites (daibo, "daibo.odds", "bojing.gubojing.10", BX_STATUS_CONJECTURED);
  bx_test_assert_context (daibo, "daibo.first", "saifu.fu.9", BX_STATUS_CONJECTURED);
}

/* saifu.fu.12, bojing.saijing.4 (daibo.direction, daibo.sai, daibo.stack): on 塞 one
 * piece, the 梟 or a 散, moves one 道; stacking on own pieces cites 迭.  Red's 道 1, 2, 3
 * are White's 3, 0, 1. */
static void
test_daibo_sai (void)
{
  bx_test_assert_moves (daibo, "{" START_BO ",\"player\":\"red\"}", "1",
                        "s0-1: daibo.direction daibo.sai\n"
                        "x0-1: daibo.direction daibo.sai");
  bx_test_assert_moves (daibo, "{\"red\":[2,1,2,0,0,0],\"white\":[1,1,1,1,1,1],\"player\":\"red\"}",
                        "1",
                        "s0-1: daibo.direction daibo.stack daibo.sai\n"
                        "s1-2: daibo.direction daibo.stack daibo.sai");
  bx_test_assert_cites (daibo, "daibo.direction", "saifu.fu.12", BX_STATUS_CONJECTURED);
  bx_test_assert_context (daibo, "daibo.sai", "bojing.saijing.4", BX_STATUS_CONJECTURED);
  bx_test_assert_cites (daibo, "daibo.stack", "saifu.fu.13", BX_STATUS_CONJECTURED);
}

/* bojing.saijing.3 (daibo.block): a station held by the enemy cannot be entered: Red's
 * 道 2 is White's 0. */
static void
test_daibo_block (void)
{
  bx_test_assert_moves (daibo, "{\"red\":[1,1,1,1,1,1],\"white\":[0,0,0,0,0,0],\"player\":\"red\"}",
                        "1",
                        "pass: daibo.sai daibo.pass");
  bx_test_assert_moves (daibo, "{\"red\":[1,0,1,1,1,1],\"white\":[0,0,0,0,0,0],\"player\":\"red\"}",
                        "1",
                        "s0-1: daibo.direction daibo.stack daibo.sai");
  bx_test_assert_cites (daibo, "daibo.block", "bojing.saijing.3", BX_STATUS_CONJECTURED);
  bx_test_assert_context (daibo, "daibo.pass", "bojing.saijing.5", BX_STATUS_CONJECTURED);
}

/* bojing.saijing.4, bojing.bojing.8 (daibo.bai): the 梟 jumps a station of enemy 散 —
 * not the enemy 梟 — to the station beyond, if the enemy does not hold it. */
static void
test_daibo_bai (void)
{
  /* Red 梟 on 1; White's 散 on its 0 (Red's 2), its 梟 in the square; Red's 3 is free:
   * the 梟 jumps. */
  bx_test_assert_moves (daibo, "{\"red\":[1,0,0,0,0,0],\"white\":[4,0,0,0,0,0],\"player\":\"red\"}",
                        "2",
                        "x1-3 jump: daibo.block daibo.bai");
  /* The enemy 梟 stands there too: no jump. */
  bx_test_assert_moves (daibo, "{\"red\":[1,0,0,0,0,0],\"white\":[0,0,0,0,0,0],\"player\":\"red\"}",
                        "2",
                        "pass: daibo.bai daibo.pass");
  /* The station beyond (Red's 3, White's 1) is the enemy's: no jump. */
  bx_test_assert_moves (daibo, "{\"red\":[1,0,0,0,0,0],\"white\":[4,1,0,0,0,0],\"player\":\"red\"}",
                        "2",
                        "pass: daibo.bai daibo.pass");
  /* A 散 never jumps. */
  bx_test_assert_moves (daibo, "{\"red\":[0,1,0,0,0,0],\"white\":[4,0,0,0,0,0],\"player\":\"red\"}",
                        "2",
                        "pass: daibo.bai daibo.pass");
  bx_test_assert_context (daibo, "daibo.bai", "bojing.bojing.8", BX_STATUS_CONJECTURED);
}

/* bojing.saijing.4, saifu.fu.13 (daibo.cheng): on 乘 a stack moves together. */
static void
test_daibo_cheng (void)
{
  bx_test_assert_moves (daibo, "{" START_BO ",\"player\":\"red\"}", "3",
                        "stack6 0-1: daibo.direction daibo.cheng");
  /* Stacks of two or more only; onto own pieces cites 迭; not into the enemy. */
  bx_test_assert_moves (daibo, "{\"red\":[1,1,2,2,2,4],\"white\":[4,4,4,4,4,2],\"player\":\"red\"}",
                        "3",
                        "stack2 1-2: daibo.direction daibo.stack daibo.cheng\n"
                        "stack3 2-3: daibo.direction daibo.cheng");
  bx_test_assert_moves (daibo, "{\"red\":[1,1,3,4,4,4],\"white\":[0,0,0,0,0,0],\"player\":\"red\"}",
                        "3",
                        "pass: daibo.cheng daibo.pass");
  bx_test_assert_cites (daibo, "daibo.cheng", "saifu.fu.13", BX_STATUS_CONJECTURED);
}

/* bojing.saijing.5 (daibo.wu). */
static void
test_daibo_wu (void)
{
  bx_test_assert_moves (daibo, "{" START_BO ",\"player\":\"white\"}", "4", "pass: daibo.wu");
  bx_test_assert_cites (daibo, "daibo.wu", "bojing.saijing.5", BX_STATUS_INTERPRETED);
}

/* bojing.gubojing.6 (daibo.centre), daibo.win, daibo.score: pieces in the square stay;
 * all six there wins. */
static void
test_daibo_centre_win (void)
{
  BxState s;
  BxResult res;

  /* Four steps from the first 道 reach the square: there is no fifth. */
  bx_test_assert_moves (daibo, "{\"red\":[4,4,4,4,3,4],\"white\":[3,3,3,3,3,3],\"player\":\"red\"}",
                        "1",
                        "s3-4: daibo.direction daibo.sai daibo.centre");
  bx_test_make_state (daibo, "{\"red\":[4,4,4,4,3,4],\"white\":[3,3,3,3,3,3],\"player\":\"red\"}",
                      &s);
  bx_test_play (daibo, &s, "1", "s3-4");
  g_assert_cmpint (s.winner, ==, 0);
  bx_game_result (daibo, &s, &res);
  g_assert_cmpstr (bx_game_rule_id (daibo, res.rules[0]), ==, "daibo.win");
  g_assert_cmpstr (bx_game_rule_id (daibo, res.rules[1]), ==, "daibo.score");
  /* White's stack enters the square; Red's pieces in it share it. */
  bx_test_make_state (daibo, "{\"red\":[4,4,4,4,2,2],\"white\":[4,4,3,3,3,3],\"player\":\"white\"}",
                      &s);
  bx_test_play (daibo, &s, "3", "stack4 3-4");
  g_assert_cmpint (s.winner, ==, 1);
  bx_test_assert_context (daibo, "daibo.centre", "bojing.gubojing.6", BX_STATUS_CONJECTURED);
  bx_test_assert_context (daibo, "daibo.win", "saifu.fu.14", BX_STATUS_CONJECTURED);
  bx_test_assert_context (daibo, "daibo.score", "saifu.fu.21", BX_STATUS_CONJECTURED);
}

/* saifu.xu.4 (daibo.draw): blocked for good, 100 moves: a draw. */
static void
test_daibo_draw (void)
{
  BxState s;
  BxResult res;
  int n = 0;

  /* Nothing but 五 for 100 moves: no side goes further, the game is drawn. */
  bx_test_make_state (daibo, "{\"red\":[0,0,0,1,1,1],\"white\":[0,0,0,0,0,0],\"player\":\"red\"}",
                      &s);
  while (!bx_game_is_over (daibo, &s) && n < 200)
    {
      BxThrow t = { 1, { 4 } };
      g_autoptr(GArray) moves = bx_move_list_new ();
      bx_game_legal_moves (daibo, &s, &t, moves);
      g_assert_cmpuint (moves->len, ==, 1);
      bx_game_apply (daibo, &s, &t, &g_array_index (moves, BxMove, 0));
      n++;
    }
  g_assert_cmpint (s.winner, ==, BX_SAI_DRAW);
  g_assert_cmpint (n, ==, 100);
  bx_game_result (daibo, &s, &res);
  g_assert_cmpstr (bx_game_rule_id (daibo, res.rules[0]), ==, "daibo.draw");
  bx_test_assert_context (daibo, "daibo.draw", "saifu.xu.4", BX_STATUS_CONJECTURED);
}

/* ---------------------------------------------------------------- property */

static void
check_position (BxGame        *game,
                const BxState *s)
{
  g_autoptr(GError) error = NULL;

  /* Pieces conserved: each side has all its pieces on the board, no two sides on one
   * cell or station. */
  g_assert_true (bx_game_check_state (game, s, &error));
}

static void
random_games (gconstpointer data)
{
  bx_test_random_games ((BxGame *) data, clauses, check_position, 20000, BX_SAI_DRAW,
                        "red", "white");
}

int
main (int    argc,
      char **argv)
{
  int rc;

  bx_test_init (&argc, &argv, &clauses, &library);
  bx_test_new_sai_games (library, &daiyi, &bai2, &daibo);

  g_test_add_func ("/rules/sai/bo-board/points", test_bo_board);
  g_test_add_func ("/rules/sai/bo-board/track", test_bo_track);
  g_test_add_func ("/rules/sai/daiyi/setup", test_daiyi_setup);
  g_test_add_func ("/rules/sai/daiyi/qiong", test_daiyi_qiong);
  g_test_add_func ("/rules/sai/daiyi/decline", test_daiyi_decline);
  g_test_add_func ("/rules/sai/daiyi/sai", test_daiyi_sai);
  g_test_add_func ("/rules/sai/daiyi/block", test_daiyi_block);
  g_test_add_func ("/rules/sai/daiyi/bai", test_daiyi_bai);
  g_test_add_func ("/rules/sai/daiyi-bai2/two", test_daiyi_bai2);
  g_test_add_func ("/rules/sai/daiyi/hei", test_daiyi_hei);
  g_test_add_func ("/rules/sai/daiyi/home/zhang-dai-yi-4", test_daiyi_home);
  g_test_add_func ("/rules/sai/daiyi/wu", test_daiyi_wu);
  g_test_add_func ("/rules/sai/daiyi/win", test_daiyi_win);
  g_test_add_func ("/rules/sai/daiyi/draw", test_daiyi_draw);
  g_test_add_func ("/rules/sai/daiyi/state-json", test_daiyi_state_json);
  g_test_add_func ("/rules/sai/daibo/setup", test_daibo_setup);
  g_test_add_func ("/rules/sai/daibo/sai", test_daibo_sai);
  g_test_add_func ("/rules/sai/daibo/block", test_daibo_block);
  g_test_add_func ("/rules/sai/daibo/bai", test_daibo_bai);
  g_test_add_func ("/rules/sai/daibo/cheng", test_daibo_cheng);
  g_test_add_func ("/rules/sai/daibo/wu", test_daibo_wu);
  g_test_add_func ("/rules/sai/daibo/centre-win", test_daibo_centre_win);
  g_test_add_func ("/rules/sai/daibo/draw", test_daibo_draw);
  g_test_add_data_func ("/rules/sai/daiyi/random-games", daiyi, random_games);
  g_test_add_data_func ("/rules/sai/daiyi-bai2/random-games", bai2, random_games);
  g_test_add_data_func ("/rules/sai/daibo/random-games", daibo, random_games);

  rc = g_test_run ();
  bx_test_free_sai_games (daiyi, bai2, daibo, library, clauses);
  return rc;
}
