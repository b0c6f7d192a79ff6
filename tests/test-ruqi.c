/* test-ruqi.c: the rules of 儒棋 (data/rulesets/ruqi-youzhao.xml and the other reading of
 * 唯行一, ruqi-youzhao-step.xml), one test per rule: a position and a throw in, the exact
 * legal moves with their rules out; and a property test of seeded random matches.
 *
 * Positions list each side's five pieces (善 敬 德 忠 順) by route node, in the side's own
 * count (docs/state-format.md): "s" beside the 凈, "r12" on the ring, "z3"/"j3" in the
 * 中/凈 lane, "off"; a trailing "^" marks a standing 梟.  The throw "6" face is 謙.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "bx-core.h"
#include "bx-game.h"
#include "bx-ruleset.h"
#include "games/bx-ruqi.h"

#include "bx-test-util.h"
#include "bx-families.h"

static BxClauseIndex *clauses;
static BxRuleset *youzhao;
static BxRuleset *step;
static BxGame *game;        /* ruqi/youzhao */
static BxGame *game_step;   /* ruqi/youzhao-step */

/* White's and Black's pieces ("s r12^ off off off"), and who is to move. */
static void
make_state_for (BxGame     *g,
                const char *white,
                const char *black,
                const char *to,
                const char *extra,
                BxState    *state)
{
  g_auto(GStrv) w = g_strsplit (white, " ", -1);
  g_auto(GStrv) b = g_strsplit (black, " ", -1);
  GString *json = g_string_new ("{\"pieces\": [[");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpuint (g_strv_length (w), ==, 5);
  g_assert_cmpuint (g_strv_length (b), ==, 5);
  for (guint i = 0; i < 5; i++)
    g_string_append_printf (json, "%s\"%s\"", i ? "," : "", w[i]);
  g_string_append (json, "], [");
  for (guint i = 0; i < 5; i++)
    g_string_append_printf (json, "%s\"%s\"", i ? "," : "", b[i]);
  g_string_append_printf (json, "]], \"player\": \"%s\"%s%s}", to, extra ? ", " : "",
                          extra ? extra : "");
  text = g_string_free (json, FALSE);
  if (!bx_game_state_from_string (g, text, state, &error))
    g_printerr ("%s\n", text);
  g_assert_no_error (error);
}

/* The moves as "notation: rule rule …", sorted. */
static char *
legal_moves_string (BxGame        *g,
                    const BxState *state,
                    const char    *throw_text)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  BxThrow t;
  GString *out = g_string_new (NULL);

  g_assert_true (bx_throw_parse (throw_text, &t, NULL));
  bx_game_legal_moves (g, state, &t, moves);
  for (guint i = 0; i < moves->len; i++)
    {
      const BxMove *m = &g_array_index (moves, BxMove, i);
      g_autofree char *n = bx_game_describe_move (g, state, m);
      GString *line = g_string_new (n);
      g_string_append_c (line, ':');
      for (guint k = 0; k < m->n_rules; k++)
        g_string_append_printf (line, " %s", bx_game_rule_id (g, m->rules[k]));
      g_ptr_array_add (lines, g_string_free (line, FALSE));
    }
  g_ptr_array_sort (lines, bx_test_cmp_strings);
  for (guint i = 0; i < lines->len; i++)
    g_string_append_printf (out, "%s%s", i ? "\n" : "", (char *) lines->pdata[i]);
  return g_string_free (out, FALSE);
}

static void
assert_moves_for (BxGame     *g,
                  const char *white,
                  const char *black,
                  const char *to,
                  const char *throw_text,
                  const char *expected)
{
  BxState s = { 0 };
  g_autofree char *got = NULL;

  make_state_for (g, white, black, to, NULL, &s);
  got = legal_moves_string (g, &s, throw_text);
  if (g_strcmp0 (got, expected) != 0)
    g_printerr ("W %s / B %s, %s to move, throw %s:\n--- got\n%s\n--- expected\n%s\n", white,
                black, to, throw_text, got, expected);
  g_assert_cmpstr (got, ==, expected);
}

#define assert_moves(w, b, to, t, e) assert_moves_for (game, w, b, to, t, e)

/* Plays the only legal move, or the one whose notation is @notation. */
static void
play (BxGame     *g,
      BxState    *s,
      const char *throw_text,
      const char *notation)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxThrow t;
  int pick = -1;

  g_assert_true (bx_throw_parse (throw_text, &t, NULL));
  bx_game_legal_moves (g, s, &t, moves);
  for (guint i = 0; i < moves->len && pick < 0; i++)
    {
      g_autofree char *n = bx_game_describe_move (g, s, &g_array_index (moves, BxMove, i));
      if (notation == NULL || g_strcmp0 (n, notation) == 0)
        pick = (int) i;
    }
  g_assert_cmpint (pick, >=, 0);
  bx_game_apply (g, s, &t, &g_array_index (moves, BxMove, pick));
}

static gboolean
rule_cites (BxRuleset  *rs,
            const char *rule_id,
            const char *clause_id)
{
  const BxRule *r = bx_ruleset_find_rule (rs, rule_id, NULL);

  g_assert_nonnull (r);
  return g_strv_contains ((const char * const *) r->cites, clause_id);
}

static BxRuleStatus
rule_status (BxRuleset  *rs,
             const char *rule_id)
{
  const BxRule *r = bx_ruleset_find_rule (rs, rule_id, NULL);

  g_assert_nonnull (r);
  return r->status;
}

/* ---------------------------------------------------------------- setup, throw, board */

/* ruqige.ge.4–7 (ruqi.players, ruqi.pieces): five pieces a side, 善6 … 順10, all lying 伏
 * beside their 凈 at the start; the match opens with the throw-off. */
static void
test_setup (void)
{
  BxState s = { 0 };
  const BxRuqiState *rs;

  bx_game_init_state (game, &s);
  rs = bx_ruqi_state_const (&s);
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < 5; i++)
      g_assert_cmpint (rs->node[p][i], ==, BX_RUQI_NODE_START);
  g_assert_cmpint (rs->xiao[0] | rs->xiao[1], ==, 0);
  g_assert_cmpint (rs->phase, ==, BX_RUQI_PHASE_THROW_OFF);
  for (int i = 0; i < 5; i++)
    g_assert_cmpint (bx_ruqi_piece_value (game, i), ==, 6 + i);
  g_assert_cmpstr (bx_ruqi_piece_name (4), ==, "順");
  g_assert_true (rule_cites (youzhao, "ruqi.pieces", "ruqige.ge.7"));
  g_assert_true (rule_cites (youzhao, "ruqi.players", "ruqige.ge.5"));
  g_assert_true (bx_game_check_state (game, &s, NULL));
}

/* ruqige.ge.1–3 (ruqi.dice): two cubes, faces 智1 禮2 仁3 義4 信5 and 謙 (no number). */
static void
test_dice (void)
{
  g_autoptr(GArray) all = bx_dice_enumerate (bx_game_get_dice (game));

  g_assert_cmpuint (all->len, ==, 21);
  g_assert_cmpstr (bx_ruqi_face_name (1), ==, "智");
  g_assert_cmpstr (bx_ruqi_face_name (5), ==, "信");
  g_assert_cmpstr (bx_ruqi_face_name (BX_RUQI_FACE_QIAN), ==, "謙");
  g_assert_cmpint (bx_ruqi_face_value (BX_RUQI_FACE_QIAN), ==, 0);
  g_assert_true (rule_cites (youzhao, "ruqi.dice", "ruqige.ge.3"));
}

/* ruqige.ge.8–13 (ruqi.board, interpreted after rec.wiki-ruqi): an 11 × 11 board; the 周道
 * of 40 cells meets 凈 (middle column) and 中 (middle row) in four crossings, leaving 36. */
static void
test_board (void)
{
  GHashTable *ring = g_hash_table_new (NULL, NULL);
  guint used = 0;

  for (int k = 1; k < 40; k++)
    {
      int c = bx_ruqi_node_cell (0, k);
      g_hash_table_add (ring, GINT_TO_POINTER (c + 1));
      used += !bx_ruqi_cell_is_crossing (c);
      g_assert_true (c / 11 == 0 || c / 11 == 10 || c % 11 == 0 || c % 11 == 10);
    }
  g_hash_table_add (ring, GINT_TO_POINTER (bx_ruqi_node_cell (1, 20) + 1));
  g_assert_cmpuint (g_hash_table_size (ring), ==, 40);
  g_assert_cmpuint (used, ==, 36);
  g_hash_table_unref (ring);
  /* White's 凈 is at the bottom, Black's (彼凈) at the top; 中 left and right. */
  g_assert_cmpstr (bx_ruqi_cell_label (bx_ruqi_node_cell (1, 20)), ==, "此凈");
  g_assert_cmpstr (bx_ruqi_cell_label (bx_ruqi_node_cell (0, 20)), ==, "彼凈");
  g_assert_cmpstr (bx_ruqi_cell_label (bx_ruqi_node_cell (0, 10)), ==, "右中");
  g_assert_cmpstr (bx_ruqi_cell_label (bx_ruqi_node_cell (0, 30)), ==, "左中");
  g_assert_cmpint (bx_ruqi_node_cell (0, 10), ==, bx_ruqi_node_cell (1, 30));
  /* The 凈 lane runs down the middle column, the 中 lane along the middle row. */
  g_assert_cmpint (bx_ruqi_node_cell (0, BX_RUQI_NODE_JING + 4), ==, 5 * 11 + 5);
  g_assert_cmpint (bx_ruqi_node_cell (0, BX_RUQI_NODE_ZHONG + 4), ==, 5 * 11 + 5);
  g_assert_cmpint (bx_ruqi_node_cell (0, BX_RUQI_NODE_JING), ==, 1 * 11 + 5);
  g_assert_cmpint (bx_ruqi_node_cell (1, BX_RUQI_NODE_JING), ==, 9 * 11 + 5);
  g_assert_cmpint (rule_status (youzhao, "ruqi.board"), ==, BX_STATUS_INTERPRETED);
  g_assert_true (rule_cites (youzhao, "ruqi.board", "ruqige.ge.9"));
}

/* ruqige.ge.11 (ruqi.first, interpreted): each side throws once, 謙 counts nothing, the
 * higher total starts; a tie throws again. */
static void
test_first (void)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxState s = { 0 };
  BxThrow t;

  bx_game_init_state (game, &s);
  g_assert_true (bx_throw_parse ("1,4", &t, NULL));
  bx_game_legal_moves (game, &s, &t, moves);
  g_assert_cmpuint (moves->len, ==, 1);
  g_assert_cmpstr (bx_game_rule_id (game, g_array_index (moves, BxMove, 0).rules[0]), ==,
                   "ruqi.first");
  play (game, &s, "1,4", "throw-off");
  g_assert_cmpint (s.player, ==, 1);
  play (game, &s, "6,5", "throw-off");   /* 謙 + 信 = 5: a tie, throw again */
  g_assert_cmpint (s.player, ==, 0);
  g_assert_cmpint (bx_ruqi_state_const (&s)->phase, ==, BX_RUQI_PHASE_THROW_OFF);
  play (game, &s, "2,1", "throw-off");
  play (game, &s, "6,4", "throw-off");   /* 4 beats 3: Black starts */
  g_assert_cmpint (bx_ruqi_state_const (&s)->phase, ==, BX_RUQI_PHASE_PLAY);
  g_assert_cmpint (s.player, ==, 1);
  g_assert_cmpuint (s.turn, ==, 4);
  /* White higher: White starts. */
  bx_game_init_state (game, &s);
  play (game, &s, "5,5", NULL);
  play (game, &s, "6,6", NULL);
  g_assert_cmpint (s.player, ==, 0);
}

/* ---------------------------------------------------------------- movement */

/* ruqige.ge.15–17 (ruqi.route) and ruqige.ge.25 (ruqi.fu-move): a 伏 sets out from beside
 * its 凈 and moves by both numbers, one piece by both or two pieces by one each. */
static void
test_route (void)
{
  assert_moves ("s s off off off", "r20 off off off off", "white", "3,1",
                "善 s-r3 善 r3-r4: ruqi.route ruqi.fu-move\n"
                "善 s-r3 敬 s-r1: ruqi.route ruqi.fu-move\n"
                "敬 s-r3 善 s-r1: ruqi.route ruqi.fu-move\n"
                "敬 s-r3 敬 r3-r4: ruqi.route ruqi.fu-move");
  /* Black goes the same way round, from the top. */
  g_assert_cmpint (bx_ruqi_node_cell (1, 1), ==, 0 * 11 + 4);
  g_assert_cmpint (bx_ruqi_node_cell (0, 1), ==, 10 * 11 + 6);
}

/* ruqige.ge.14, .17 (ruqi.lanes, interpreted): on the 右中 crossing a piece may turn into
 * the 中 lane; on 彼凈 into the 凈 lane, which leads home and out. */
static void
test_lanes (void)
{
  assert_moves ("r10 off off off off", "r1 off off off off", "white", "2,1",
                "善 r10-r12 善 r12-r13: ruqi.route ruqi.fu-move\n"
                "善 r10-z2 善 z2-z3: ruqi.route ruqi.lanes ruqi.half-lanes ruqi.fu-move");
  assert_moves ("r20 off off off off", "r1 off off off off", "white", "5,4",
                "善 r20-r24 善 r24-r29: ruqi.corners ruqi.route ruqi.fu-move ruqi.no-capture\n"
                "善 r20-r26 善 r26-r30: ruqi.corners ruqi.route ruqi.fall ruqi.fu-move"
                " ruqi.no-capture");
  /* At the start a piece may not go straight up its own 凈 (ruqige.ge.17 note). */
  assert_moves ("s off off off off", "r1 off off off off", "white", "6,6",
                "pass: ruqi.fu-two-qian ruqi.pass");
}

/* ruqige.ge.19–20, .34 (ruqi.rise): passing a crossing raises a 伏 to 梟; ge.21–22
 * (ruqi.fall, interpreted): ending on a crossing lays a 梟 down; a 伏 stays 伏. */
static void
test_rise_fall (void)
{
  assert_moves ("r8 off off off off", "r1 off off off off", "white", "4,1",
                "善 r8-r12 善 r12-r13 ^: ruqi.route ruqi.rise ruqi.fu-move");
  assert_moves ("r13^ off off off off", "r1 off off off off", "white", "5,2",
                "善 r13-r18 善 r18-r20 v: ruqi.corners ruqi.route ruqi.fall ruqi.xiao-move");
  assert_moves ("r6 off off off off", "r1 off off off off", "white", "3,1",
                "善 r6-r9 善 r9-r10: ruqi.route ruqi.fall ruqi.fu-move");
  /* A 梟 that passes a crossing stays 梟 (梟者不伏). */
  assert_moves ("r18^ off off off off", "r1 off off off off", "white", "4,1",
                "善 r18-r22 善 r22-r23: ruqi.route ruqi.rise ruqi.xiao-move ruqi.no-capture");
}

/* ruqige.ge.26 (ruqi.fu-double, interpreted), reading 1 (ruqi/youzhao, rec.wiki-ruqi):
 * equal faces move only one 伏 piece, by one face's number. */
static void
test_fu_double_piece (void)
{
  assert_moves ("r2 r7 off off off", "r20 off off off off", "white", "3,3",
                "善 r2-r6: ruqi.corners ruqi.route ruqi.fu-double\n"
                "敬 r7-r10: ruqi.route ruqi.fall ruqi.fu-double");
  g_assert_true (rule_cites (youzhao, "ruqi.fu-double", "ruqige.ge.26"));
}

/* ruqige.ge.26, reading 2 (ruqi/youzhao-step): equal faces move a 伏 one cell only. */
static void
test_fu_double_step (void)
{
  assert_moves_for (game_step, "r2 r7 off off off", "r20 off off off off", "white", "3,3",
                    "善 r2-r3: ruqi.route ruqi.fu-double\n"
                    "敬 r7-r8: ruqi.route ruqi.fu-double");
  g_assert_cmpstr (bx_ruleset_get_param (step, "fu.double"), ==, "one-step");
  g_assert_cmpstr (bx_ruleset_get_param (youzhao, "fu.double"), ==, "one-piece");
}

/* ruqige.ge.29–30 (ruqi.xiao-move, ruqi.xiao-double): a 梟 moves by different numbers,
 * and by the full count of equal ones (盡行其數). */
static void
test_xiao_double (void)
{
  assert_moves ("r12^ off off off off", "r1 off off off off", "white", "3,3",
                "善 r12-r16 善 r16-r19: ruqi.corners ruqi.route ruqi.xiao-double");
  assert_moves_for (game_step, "r12^ off off off off", "r1 off off off off", "white", "3,3",
                    "善 r12-r16 善 r16-r19: ruqi.corners ruqi.route ruqi.xiao-double");
}

/* ruqige.ge.27, .31 (ruqi.fu-one-qian, ruqi.xiao-one-qian interpreted): one 謙: 伏 pieces
 * stay, one 梟 moves one cell; the other face is not played. */
static void
test_one_qian (void)
{
  assert_moves ("r12^ r3 off off off", "r1 off off off off", "white", "6,4",
                "善 r12-r13: ruqi.route ruqi.fu-one-qian ruqi.xiao-one-qian ruqi.one-kind");
  assert_moves ("r3 r6 off off off", "r1 off off off off", "white", "4,6",
                "pass: ruqi.fu-one-qian ruqi.pass");
}

/* ruqige.ge.28, .32 (ruqi.fu-two-qian interpreted, ruqi.xiao-two-qian): two 謙: one 伏
 * goes back one cell, 梟 pieces stay. */
static void
test_two_qian (void)
{
  assert_moves ("r12^ r3 r11 off off", "r1 off off off off", "white", "6,6",
                "德 r11-r10: ruqi.fall ruqi.fu-two-qian ruqi.xiao-two-qian ruqi.one-kind\n"
                "敬 r3-r2: ruqi.fu-two-qian ruqi.xiao-two-qian ruqi.one-kind");
  /* Out of a lane, back onto its crossing. */
  assert_moves ("z1 off off off off", "r1 off off off off", "white", "6,6",
                "善 z1-r10: ruqi.lanes ruqi.half-lanes ruqi.fall ruqi.fu-two-qian");
  assert_moves ("r12^ off off off off", "r1 off off off off", "white", "6,6",
                "pass: ruqi.xiao-two-qian ruqi.pass");
}

/* ruqige.ge.33 (ruqi.one-kind): no turn moves 伏 and 梟 together; ruqige.ge.38, .45, .46
 * (ruqi.xiao-first, interpreted): the 梟 has the throw when it can use it all. */
static void
test_one_kind (void)
{
  assert_moves ("r12^ r3 off off off", "r1 off off off off", "white", "2,1",
                "善 r12-r14 善 r14-r16: ruqi.corners ruqi.route ruqi.xiao-move ruqi.one-kind"
                " ruqi.xiao-first");
  /* A 梟 too near its 凈 to use both numbers: the 伏 plays the whole throw. */
  assert_moves ("r38^ r3 off off off", "r1 off off off off", "white", "5,4",
                "敬 r3-r8 敬 r8-r12 ^: ruqi.corners ruqi.route ruqi.rise ruqi.fu-move"
                " ruqi.one-kind"
                " ruqi.xiao-first");
}

/* ruqige.ge.36–37 (ruqi.stack, interpreted): landing on an own piece makes a 累, which
 * then moves as one by the full numbers. */
static void
test_stack (void)
{
  assert_moves ("r4 r6 off off off", "r1 off off off off", "white", "2,2",
                "善 r4-r6: ruqi.corners ruqi.route ruqi.fu-double ruqi.stack\n"
                "敬 r6-r8: ruqi.route ruqi.fu-double");
  assert_moves ("r6 r6 off off off", "r1 off off off off", "white", "2,1",
                "善敬 r6-r8 善敬 r8-r9: ruqi.route ruqi.fu-move ruqi.stack");
}

/* ruqige.ge.18, .39, .23 (ruqi.no-capture, interpreted): no piece is taken or blocks a
 * passage, but none may stop on an enemy. */
static void
test_no_capture (void)
{
  /* Black's r24 is White's r4: White's 善 may pass it but not stop there. */
  assert_moves ("r1 off off off off", "r24 off off off off", "white", "3,2",
                "善 r1-r3 善 r3-r6: ruqi.corners ruqi.route ruqi.fu-move ruqi.no-capture");
}

/* ruqige.ge.45–46 (ruqi.all-numbers, interpreted): what can be played must be; a number
 * no piece can play is lost. */
static void
test_all_numbers (void)
{
  /* Black stands on White's r7 and r11: only the 4 can be played (past the corner r5). */
  assert_moves ("r2 off off off off", "r27 r31 off off off", "white", "5,4",
                "善 r2-r6: ruqi.corners ruqi.route ruqi.fu-move ruqi.all-numbers");
  /* Nothing can be played: the turn passes (ruqi.pass). */
  assert_moves ("r2 off off off off", "r26 r27 off off off", "white", "5,4",
                "pass: ruqi.fu-move ruqi.pass");
}

/* ---------------------------------------------------------------- the end of a 局 */

/* ruqige.ge.17, .47, .49, .50 (ruqi.exit, ruqi.suan interpreted, ruqi.next, ruqi.jue): the
 * last piece out by the 凈 lane ends the 局; Black's pieces left count their values as
 * White's 算; ten 算 make a 爵; Black, the loser, starts the next 局 from beside the 凈. */
static void
test_suan (void)
{
  BxState s = { 0 };
  const BxRuqiState *rs = bx_ruqi_state_const (&s);

  assert_moves ("j8 off off off off", "off r3 r4 r6 r7", "white", "2,1",
                "善 j8-j9 善 j9-off: ruqi.route ruqi.lanes ruqi.half-lanes"
                " ruqi.exit ruqi.fu-move ruqi.suan ruqi.jue"
                " ruqi.win");
  make_state_for (game, "j8 off off off off", "off r3 r4 r6 r7", "white", NULL, &s);
  play (game, &s, "2,1", "善 j8-j9 善 j9-off");
  g_assert_cmpint (rs->suan[0], ==, 7 + 8 + 9 + 10);
  g_assert_cmpint (bx_ruqi_jue (game, &s, 0), ==, 3);
  g_assert_true (bx_game_is_over (game, &s));
  g_assert_cmpint (s.winner, ==, 0);

  /* A smaller 局: 19 算, one 爵; the match goes on and Black starts again. */
  assert_moves ("j8 off off off off", "off off off r7 r6^", "white", "2,1",
                "善 j8-j9 善 j9-off: ruqi.route ruqi.lanes ruqi.half-lanes"
                " ruqi.exit ruqi.fu-move ruqi.suan ruqi.next"
                " ruqi.jue");
  make_state_for (game, "j8 off off off off", "off off off r7 r6^", "white", NULL, &s);
  play (game, &s, "2,1", "善 j8-j9 善 j9-off");
  g_assert_cmpint (rs->suan[0], ==, 19);
  g_assert_cmpint (rs->last_suan, ==, 19);
  g_assert_cmpint (rs->last_winner, ==, 0);
  g_assert_false (bx_game_is_over (game, &s));
  g_assert_cmpint (s.player, ==, 1);
  g_assert_cmpint (rs->ju, ==, 1);
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < 5; i++)
      g_assert_cmpint (rs->node[p][i], ==, BX_RUQI_NODE_START);
  g_assert_cmpint (rs->phase, ==, BX_RUQI_PHASE_PLAY);
}

/* ruqige.ge.51 (ruqi.win): three 爵 win the match. */
static void
test_win (void)
{
  BxState s = { 0 };
  BxResult res;

  make_state_for (game, "r39 off off off off", "r3 off off off off", "white",
                  "\"suan\": [25, 12]", &s);
  play (game, &s, "1,1", NULL);
  g_assert_true (bx_game_is_over (game, &s));
  bx_game_result (game, &s, &res);
  g_assert_cmpint (res.winner, ==, 0);
  g_assert_cmpuint (res.score, ==, 31);
  g_assert_cmpstr (bx_game_rule_id (game, res.rules[0]), ==, "ruqi.win");
  g_assert_cmpint (bx_ruqi_jue (game, &s, 0), ==, 3);
  g_assert_cmpint (bx_ruqi_jue (game, &s, 1), ==, 1);
}

/* ruqige.ge.48 (ruqi.xutou, interpreted after rec.wiki-ruqi): White is all out while Black
 * has none out: the 局 waits; White's throws are idle until a Black piece is out. */
static void
test_xutou (void)
{
  BxState s = { 0 };
  const BxRuqiState *rs = bx_ruqi_state_const (&s);

  assert_moves ("j8 off off off off", "r3 r4 r6 r7 r39", "white", "2,1",
                "善 j8-j9 善 j9-off: ruqi.route ruqi.lanes ruqi.half-lanes"
                " ruqi.exit ruqi.fu-move ruqi.xutou");
  make_state_for (game, "j8 off off off off", "r3 r4 r6 r7 r37", "white", NULL, &s);
  play (game, &s, "2,1", "善 j8-j9 善 j9-off");
  g_assert_false (bx_game_is_over (game, &s));
  g_assert_cmpint (rs->ju, ==, 0);
  g_assert_cmpint (s.player, ==, 1);
  play (game, &s, "1,1", "善 r3-r4");   /* onto 敬: a 累 */
  assert_moves ("off off off off off", "r4 r4 r6 r7 r37", "white", "3,2",
                "xutou: ruqi.xutou");
  play (game, &s, "3,2", "xutou");
  play (game, &s, "2,1", "順 r37-r39 順 r39-off");
  /* The 局 ends: White has 6+7+8+9 算 from Black's four pieces left. */
  g_assert_cmpint (rs->ju, ==, 1);
  g_assert_cmpint (rs->suan[0], ==, 30);
  g_assert_true (bx_game_is_over (game, &s));
}

/* ---------------------------------------------------------------- issue 14 */

/* ruqige.ge.35 (ruqi.qian-xin, interpreted; note 謂初得謙信也): on a side's first throw 謙
 * with 信 does not stop the 伏: one piece goes five, and as five from beside the 凈 ends on
 * the corner r5 it goes on to r6 (ruqi.corners).  Later in the 局, 一謙者停 (ge.27). */
static void
test_qian_xin (void)
{
  assert_moves ("s s s s s", "s s s s s", "white", "6,5",
                "善 s-r6: ruqi.corners ruqi.route ruqi.qian-xin\n"
                "德 s-r6: ruqi.corners ruqi.route ruqi.qian-xin\n"
                "忠 s-r6: ruqi.corners ruqi.route ruqi.qian-xin\n"
                "敬 s-r6: ruqi.corners ruqi.route ruqi.qian-xin\n"
                "順 s-r6: ruqi.corners ruqi.route ruqi.qian-xin");
  assert_moves ("r3 s s s s", "s s s s s", "white", "5,6",
                "pass: ruqi.fu-one-qian ruqi.pass");
  /* 謙 with another face on the first throw: 一謙者停. */
  assert_moves ("s s s s s", "s s s s s", "white", "6,4", "pass: ruqi.fu-one-qian ruqi.pass");
  g_assert_true (rule_cites (youzhao, "ruqi.qian-xin", "ruqige.ge.35"));
}

/* ruqige.ge.9–10 (ruqi.corners, interpreted): 周道四十其用三十六: the four corners are the
 * four not used; a count that ends on one goes on a cell (r4 + 1 = r5 → r6); no piece may
 * go back onto one (two 謙 from r6); the crossings stay landing cells (ruqi.fall). */
static void
test_corners (void)
{
  assert_moves ("r4 off off off off", "r22 off off off off", "white", "1,1",
                "善 r4-r6: ruqi.corners ruqi.route ruqi.fu-double");
  assert_moves ("r6 off off off off", "r22 off off off off", "white", "6,6",
                "pass: ruqi.fu-two-qian ruqi.pass");
  assert_moves ("r8 off off off off", "r22 off off off off", "white", "2,2",
                "善 r8-r10: ruqi.route ruqi.fall ruqi.fu-double");
  g_assert_true (rule_cites (youzhao, "ruqi.corners", "ruqige.ge.10"));
}

/* ruqige.ge.14 (ruqi.half-lanes, interpreted; 互有二不得相干): White turns in only at its
 * 中 (r10), crosses its right half to the centre (z5) and goes down its own half of the 凈
 * (j6–j9) and out; it cannot turn at 彼凈 (Black's half).  Black's pieces in their own
 * halves are never on White's way. */
static void
test_half_lanes (void)
{
  assert_moves ("z4 off off off off", "z3 off off off off", "white", "2,1",
                "善 z4-j6 善 j6-j7: ruqi.route ruqi.lanes ruqi.half-lanes ruqi.fu-move");
  assert_moves ("r20 off off off off", "z3 off off off off", "white", "1,1",
                "善 r20-r21: ruqi.route ruqi.fu-double");
  /* Black's way: in at its 中 (White's 左中), across to the centre, up to 彼凈, out. */
  g_assert_cmpint (bx_ruqi_node_cell (1, BX_RUQI_NODE_ZHONG), ==, 5 * 11 + 1);
  g_assert_cmpint (bx_ruqi_node_cell (1, BX_RUQI_NODE_JING + 5), ==, 4 * 11 + 5);
  g_assert_cmpint (bx_ruqi_node_cell (0, BX_RUQI_NODE_JING + 5), ==, 6 * 11 + 5);
  g_assert_true (rule_cites (youzhao, "ruqi.half-lanes", "ruqige.ge.14"));
}

/* ruqige.ge.23–24 (ruqi.beyond, interpreted): a count ending on a crossing the enemy holds
 * goes on past it by one and stands up as a 梟 (擬以過之); if a piece stands there, not
 * (有碁則不得擬); a free crossing is kept (自居). */
static void
test_beyond (void)
{
  /* Black on r30 is White's r10. */
  assert_moves ("r8 off off off off", "r30 off off off off", "white", "2,2",
                "善 r8-r11 ^: ruqi.route ruqi.rise ruqi.fu-double ruqi.no-capture ruqi.beyond");
  assert_moves ("r8 off off off off", "r30 r31 off off off", "white", "2,2",
                "pass: ruqi.fu-double ruqi.pass");
  g_assert_true (rule_cites (youzhao, "ruqi.beyond", "ruqige.ge.23"));
  g_assert_true (rule_cites (youzhao, "ruqi.beyond", "ruqige.ge.24"));
}

/* Honest labels (issue 14): the one-piece-or-two split is seed 002's, not the clause's. */
static void
test_labels (void)
{
  const BxRule *r = bx_ruleset_find_rule (youzhao, "ruqi.fu-move", NULL);

  g_assert_cmpint (r->status, ==, BX_STATUS_INTERPRETED);
  g_assert_cmpstr (r->reconstruction, ==, "rec.wiki-ruqi");
  r = bx_ruleset_find_rule (youzhao, "ruqi.xiao-double", NULL);
  g_assert_cmpint (r->status, ==, BX_STATUS_INTERPRETED);
  g_assert_cmpstr (r->reconstruction, ==, "rec.wiki-ruqi");
  r = bx_ruleset_find_rule (youzhao, "ruqi.fu-double", NULL);
  g_assert_nonnull (strstr (r->rationale, "is ours"));
  /* ge.43 is said, not cited: a context of the end of the 局. */
  r = bx_ruleset_find_rule (youzhao, "ruqi.suan", NULL);
  g_assert_true (g_strv_contains ((const char * const *) r->context, "ruqige.ge.43"));
}

/* Every rule: cites exist, weaker statuses name a bibl of texts/reconstructions.xml; the
 * readings of 唯行一 differ only in ruqi.fu-double. */
static void
test_rules_data (void)
{
  BxRuleset *sets[] = { youzhao, step };

  for (guint k = 0; k < G_N_ELEMENTS (sets); k++)
    for (guint i = 0; i < bx_ruleset_get_n_rules (sets[k]); i++)
      {
        const BxRule *r = bx_ruleset_get_rule (sets[k], i);
        g_assert_true (r->cites[0] != NULL || r->context[0] != NULL);
        for (guint c = 0; r->cites[c] != NULL; c++)
          g_assert_true (bx_clause_index_has (clauses, r->cites[c]));
        for (guint c = 0; r->context[c] != NULL; c++)
          g_assert_true (bx_clause_index_has (clauses, r->context[c]));
        if (r->status != BX_STATUS_ATTESTED)
          g_assert_true (bx_clause_index_has_bibl (clauses, r->reconstruction));
      }
  g_assert_cmpuint (bx_ruleset_get_n_rules (youzhao), ==, bx_ruleset_get_n_rules (step));
  g_assert_cmpint (rule_status (youzhao, "ruqi.fu-double"), ==, BX_STATUS_INTERPRETED);
  g_assert_cmpstr (bx_ruleset_find_rule (youzhao, "ruqi.fu-double", NULL)->reconstruction, ==,
                   "rec.wiki-ruqi");
  g_assert_cmpstr (bx_ruleset_find_rule (step, "ruqi.fu-double", NULL)->reconstruction, ==,
                   "rec.boxi");
}

/* State JSON round trip (docs/state-format.md) and impossible positions. */
static void
test_state_json (void)
{
  BxState s, s2;
  g_autofree char *json = NULL;
  g_autoptr(GError) error = NULL;

  make_state_for (game, "s r12^ z3 j7^ off", "r6 r6 s off r30", "black",
                  "\"suan\": [13, 4], \"ju\": 2, \"turn\": 77", &s);
  json = bx_game_state_to_string (game, &s);
  g_assert_true (bx_game_state_from_string (game, json, &s2, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (&s, sizeof s, &s2, sizeof s2);
  /* White's r4 is Black's r24: one cell, two sides. */
  g_assert_false (bx_game_state_from_string (game,
      "{\"pieces\": [[\"r4\",\"s\",\"s\",\"s\",\"s\"],[\"r24\",\"s\",\"s\",\"s\",\"s\"]]}", &s2,
      &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_clear_error (&error);
  /* A stack half 伏 half 梟. */
  g_assert_false (bx_game_state_from_string (game,
      "{\"pieces\": [[\"r4\",\"r4^\",\"s\",\"s\",\"s\"],[\"s\",\"s\",\"s\",\"s\",\"s\"]]}", &s2,
      &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bx_game_state_from_string (game, "{\"pieces\": [[\"r41\"]]}", &s2, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
}

/* ---------------------------------------------------------------- property */

static guint64
play_one (BxGame  *g,
          guint64  seed,
          GArray  *moves,
          guint   *n_moves,
          guint   *n_ju)
{
  BxRuleset *rs = bx_game_get_ruleset (g);
  BxRng choice;
  BxState s = { 0 };
  BxThrow t;
  guint64 h = 1469598103934665603ull;
  guint target = bx_ruqi_suan_per_jue (g) * bx_ruqi_jue_to_win (g);

  bx_rng_init (&choice, seed ^ 0x2545f4914f6cdd1dull);
  bx_game_init_state (g, &s);
  *n_moves = 0;
  while (!bx_game_is_over (g, &s))
    {
      const BxRuqiState *r = bx_ruqi_state_const (&s);
      const BxMove *m;
      int cells[2][5];

      /* Pieces conserved: five a side, each beside its 凈, on one node, or out; no two
       * sides on one cell; a stack all 伏 or all 梟. */
      for (int p = 0; p < 2; p++)
        for (int i = 0; i < 5; i++)
          {
            g_assert_cmpint (r->node[p][i], <=, BX_RUQI_NODE_OUT);
            cells[p][i] = bx_ruqi_node_cell (p, r->node[p][i]);
          }
      for (int i = 0; i < 5; i++)
        for (int k = 0; k < 5; k++)
          g_assert_true (cells[0][i] < 0 || cells[0][i] != cells[1][k]);
      g_assert_true (bx_game_check_state (g, &s, NULL));
      g_assert_cmpuint (s.turn, <, 20000);   /* every match ends */

      bx_game_throw (g, &s, seed, &t);
      bx_game_legal_moves (g, &s, &t, moves);
      g_assert_cmpuint (moves->len, >, 0);
      m = &g_array_index (moves, BxMove, bx_rng_uniform (&choice, moves->len));
      g_assert_cmpuint (m->n_rules, >, 0);  /* every move cites a rule … */
      for (guint k = 0; k < m->n_rules; k++)
        {
          const BxRule *rule = bx_ruleset_get_rule (rs, m->rules[k]);
          const char *first = rule->cites[0] != NULL ? rule->cites[0] : rule->context[0];
          g_assert_true (bx_clause_index_has (clauses, first));  /* … and a clause */
        }
      h = (h ^ (m->n_steps ? m->steps[0].from + 131 * m->steps[0].to : 7)
           ^ (977u * t.d[0] + 31u * t.d[1])) * 1099511628211ull;
      bx_game_apply (g, &s, &t, m);
      (*n_moves)++;
    }
  g_assert_cmpuint (bx_ruqi_state_const (&s)->suan[s.winner], >=, target);
  g_assert_cmpuint (s.score, ==, bx_ruqi_state_const (&s)->suan[s.winner]);
  *n_ju = bx_ruqi_state_const (&s)->ju;
  return h ^ s.winner;
}

/* Seeded random matches of each reading (as many as bx_test_property_games() says):
 * each ends with three 爵, conserves pieces, cites existing clauses; same seed, same match. */
static void
test_random_matches (gconstpointer data)
{
  BxGame *g = (BxGame *) data;
  g_autoptr(GArray) moves = bx_move_list_new ();
  guint n = bx_test_property_games ();
  guint64 total_moves = 0, total_ju = 0;
  guint wins[2] = { 0, 0 };

  for (guint seed = 1; seed <= n; seed++)
    {
      guint a, b, ju, ju2;
      guint64 h1 = play_one (g, seed, moves, &a, &ju);
      if (seed % 250 == 1)
        {
          guint64 h2 = play_one (g, seed, moves, &b, &ju2);
          g_assert_cmpuint (h1, ==, h2);
          g_assert_cmpuint (a, ==, b);
        }
      total_moves += a;
      total_ju += ju;
      wins[h1 & 1]++;
    }
  g_test_message ("%u matches, %.1f moves and %.2f 局 a match", n,
                  (double) total_moves / MAX (n, 1), (double) total_ju / MAX (n, 1));
}

/* random_move() (BxGameVTable.random_move: only the play drawn is built) picks, field for
 * field, the move a draw from the whole list picks, and takes the same one draw from the
 * stream.  Unlike test-legal-hash, which lists the moves first, random_move() here comes
 * first at each position, so it generates the plays itself; and apply() after it (which
 * takes the play random_move() finished) leaves the position that apply() of the same
 * move leaves when it generates the plays afresh (the other reading's game in between
 * empties the per-thread memo). */
static void
test_random_move (gconstpointer data)
{
  BxGame *g = (BxGame *) data;
  BxGame *other = g == game ? game_step : game;
  g_autoptr(GArray) moves = bx_move_list_new ();
  g_autoptr(GArray) scratch = bx_move_list_new ();
  guint n_games = MAX (bx_test_property_games (), 300);
  guint64 n_moves = 0;

  for (guint64 seed = 1; seed <= n_games; seed++)
    {
      BxRng choice;
      BxState s;

      bx_rng_init (&choice, seed * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
      bx_game_init_state (g, &s);
      while (!bx_game_is_over (g, &s))
        {
          BxState s2 = s;
          BxRng again = choice;
          BxThrow t;
          BxMove hooked, picked;

          g_assert_cmpuint (s.turn, <, 20000);
          bx_game_throw (g, &s, seed, &t);
          hooked = *bx_game_random_move (g, &s, &t, &choice, scratch);
          bx_game_legal_moves (g, &s, &t, moves);
          picked = *bx_move_list_draw (moves, &again);
          g_assert_cmpmem (&hooked, sizeof hooked, &picked, sizeof picked);
          g_assert_cmpmem (&choice, sizeof choice, &again, sizeof again);
          bx_game_apply (g, &s, &t, &hooked);
          bx_game_legal_moves (other, &s2, &t, moves);
          bx_game_apply (g, &s2, &t, &picked);
          g_assert_cmpmem (&s, sizeof s, &s2, sizeof s2);
          n_moves++;
        }
    }
  g_test_message ("%u games, %" G_GUINT64_FORMAT " moves", n_games, n_moves);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (SOURCE_RULESETS_DIR, "ruqi-youzhao.xml", NULL);
  g_autofree char *path_step = g_build_filename (SOURCE_RULESETS_DIR, "ruqi-youzhao-step.xml",
                                                 NULL);
  int rc;

  g_test_init (&argc, &argv, NULL);
  bx_games_register_builtin ();
  clauses = bx_clause_index_new_from_dir (SOURCE_TEXTS_DIR, &error);
  g_assert_no_error (error);
  youzhao = bx_ruleset_new_from_file (path, NULL, NULL, bx_clause_index_check_func, clauses,
                                      &error);
  g_assert_no_error (error);
  step = bx_ruleset_new_from_file (path_step, NULL, youzhao, bx_clause_index_check_func,
                                   clauses, &error);
  g_assert_no_error (error);
  game = bx_game_new (youzhao, &error);
  g_assert_no_error (error);
  game_step = bx_game_new (step, &error);
  g_assert_no_error (error);

  g_test_add_func ("/rules/ruqi/youzhao/setup", test_setup);
  g_test_add_func ("/rules/ruqi/youzhao/dice", test_dice);
  g_test_add_func ("/rules/ruqi/youzhao/board", test_board);
  g_test_add_func ("/rules/ruqi/youzhao/qian-xin/ge.35", test_qian_xin);
  g_test_add_func ("/rules/ruqi/youzhao/corners/ge.9-10", test_corners);
  g_test_add_func ("/rules/ruqi/youzhao/half-lanes/ge.14", test_half_lanes);
  g_test_add_func ("/rules/ruqi/youzhao/beyond/ge.23-24", test_beyond);
  g_test_add_func ("/rules/ruqi/youzhao/labels", test_labels);
  g_test_add_func ("/rules/ruqi/youzhao/first", test_first);
  g_test_add_func ("/rules/ruqi/youzhao/route", test_route);
  g_test_add_func ("/rules/ruqi/youzhao/lanes", test_lanes);
  g_test_add_func ("/rules/ruqi/youzhao/rise-fall", test_rise_fall);
  g_test_add_func ("/rules/ruqi/youzhao/fu-double", test_fu_double_piece);
  g_test_add_func ("/rules/ruqi/youzhao-step/fu-double", test_fu_double_step);
  g_test_add_func ("/rules/ruqi/youzhao/xiao-double", test_xiao_double);
  g_test_add_func ("/rules/ruqi/youzhao/one-qian", test_one_qian);
  g_test_add_func ("/rules/ruqi/youzhao/two-qian", test_two_qian);
  g_test_add_func ("/rules/ruqi/youzhao/one-kind", test_one_kind);
  g_test_add_func ("/rules/ruqi/youzhao/stack", test_stack);
  g_test_add_func ("/rules/ruqi/youzhao/no-capture", test_no_capture);
  g_test_add_func ("/rules/ruqi/youzhao/all-numbers", test_all_numbers);
  g_test_add_func ("/rules/ruqi/youzhao/suan", test_suan);
  g_test_add_func ("/rules/ruqi/youzhao/win", test_win);
  g_test_add_func ("/rules/ruqi/youzhao/xutou", test_xutou);
  g_test_add_func ("/rules/ruqi/youzhao/rules-data", test_rules_data);
  g_test_add_func ("/rules/ruqi/youzhao/state-json", test_state_json);
  g_test_add_data_func ("/rules/ruqi/youzhao/random-matches", game, test_random_matches);
  g_test_add_data_func ("/rules/ruqi/youzhao-step/random-matches", game_step,
                        test_random_matches);
  g_test_add_data_func ("/rules/ruqi/youzhao/random-move", game, test_random_move);
  g_test_add_data_func ("/rules/ruqi/youzhao-step/random-move", game_step, test_random_move);

  rc = g_test_run ();
  bx_game_free (game_step);
  bx_game_free (game);
  bx_ruleset_unref (step);
  bx_ruleset_unref (youzhao);
  bx_clause_index_free (clauses);
  return rc;
}
