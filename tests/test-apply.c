/* test-apply.c: `boxi-cli apply` (docs/cli.md): one move played on a position, with its
 * rules, its payments and the state after it; run on the built boxi-cli ($BOXI_CLI).
 *
 * The 打馬 payments and pots that the rule tests of test-dama.c name are checked here,
 * through apply, each named after the clause it checks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "bx-core.h"

static gboolean
run_cli (const char * const *args,
         char              **out,
         char              **err,
         int                *status)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  gboolean ok;

  g_ptr_array_add (argv, (gpointer) g_getenv ("BOXI_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  ok = g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                     out, err, status, &error);
  g_assert_no_error (error);
  return ok;
}

/* Runs `apply RULESET [--state FILE] --throw T --move M` and returns its JSON object; the
 * state (a JSON text, or NULL for the opening) goes through a file. */
static JsonNode *
apply (const char *ruleset,
       const char *state,
       const char *throw_,
       const char *move)
{
  g_autofree char *path = NULL;
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  const char *with_state[] = { "apply", ruleset, "--state", NULL, "--throw", throw_, "--move",
                               move, NULL };
  const char *without[] = { "apply", ruleset, "--throw", throw_, "--move", move, NULL };
  int status, fd;

  if (state != NULL)
    {
      fd = g_file_open_tmp ("boxi-apply-XXXXXX.json", &path, &error);
      g_assert_no_error (error);
      close (fd);
      g_file_set_contents (path, state, -1, &error);
      g_assert_no_error (error);
      with_state[3] = path;
    }
  run_cli (state != NULL ? with_state : without, &out, &err, &status);
  if (path != NULL)
    g_unlink (path);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("apply %s %s %s failed: %s", ruleset, throw_, move, err);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static char *
member_json (JsonObject *o,
             const char *name)
{
  return json_to_string (json_object_get_member (o, name), FALSE);
}

static void
assert_member (JsonObject *o,
               const char *name,
               const char *json)
{
  g_autofree char *got = member_json (o, name);
  g_assert_cmpstr (got, ==, json);
}

/* 六博 after the 古博經 (issue 14), results through apply: a 散 landing on the enemy 驍 kills
 * it and wins (gubojing.kill, 韓非子 勝者必殺梟, bojing.yulan.kuangqian.2–.3); when the
 * killed side held both fish they are turned for the winner: six 籌, the great win
 * (gubojing.beifan, gubojing.dasheng). */
static void
test_apply_liubo_kill (void)
{
#define K_POS(fish, chou) "{\"white\":[\"13\",\"hand\",\"hand\",\"hand\",\"hand\",\"hand\"]," \
    "\"black\":[\"33\",\"hand\",\"hand\",\"hand\",\"hand\",\"hand\"],\"fish\":" fish \
    ",\"chou\":" chou "}"
  g_autoptr(JsonNode) a = apply ("liubo/gubojing", K_POS ("[\"pulled-black\",\"water\"]", "[0,2]"),
                                 "3", "13-16*");
  g_autoptr(JsonNode) b = apply ("liubo/gubojing",
                                 K_POS ("[\"pulled-black\",\"pulled-black\"]", "[0,4]"),
                                 "3", "13-16*");
  JsonObject *oa = json_node_get_object (a), *ob = json_node_get_object (b);
  JsonArray *ra = json_object_get_array_member (oa, "result_rules");

  assert_member (oa, "rules",
                 "[\"gubojing.route\",\"gubojing.zhu\",\"gubojing.move\",\"gubojing.kill\"]");
  assert_member (oa, "over", "true");
  assert_member (oa, "winner", "\"white\"");
  g_assert_cmpstr (json_array_get_string_element (ra, 0), ==, "gubojing.kill");
  assert_member (json_object_get_object_member (oa, "state"), "chou", "[0,2]");

  assert_member (ob, "winner", "\"white\"");
  assert_member (ob, "score", "6");
  assert_member (ob, "result_rules", "[\"gubojing.kill\",\"gubojing.dasheng\","
                                     "\"gubojing.qianyu\",\"gubojing.fanyu\"]");
  assert_member (json_object_get_object_member (ob, "state"), "chou", "[6,0]");
  assert_member (json_object_get_object_member (ob, "state"), "fish",
                 "[\"turned-white\",\"turned-white\"]");
#undef K_POS
}

/* 塞 代弈 (張步華): the last piece reaches the enemy base row without a throw, and Red wins
 * one 籌 (daiyi.win, daiyi.score), through apply. */
static void
test_apply_sai_win (void)
{
  g_autoptr(JsonNode) r = apply ("sai/daiyi",
                                 "{\"red\":[\"a5\",\"b5\",\"c5\",\"d5\",\"e4\"],"
                                 "\"white\":[\"a2\",\"b2\",\"c2\",\"d2\",\"e1\"],"
                                 "\"player\":\"red\"}", "none", "e4-e5");
  JsonObject *o = json_node_get_object (r);

  assert_member (o, "rules", "[\"daiyi.decline\",\"daiyi.forward\"]");
  assert_member (o, "winner", "\"red\"");
  assert_member (o, "score", "1");
  assert_member (o, "result_rules", "[\"daiyi.win\",\"daiyi.score\"]");
}

/* 七梁's 揭頭 (qiliang.jietou; pushuang.qiliang2.4–.6, and nanbei.15 盖五六為大彩): a 大采
 * spent on the 胲 before 七梁 costs three 籌, with a 六 and with a 五; the 籌 are in the
 * state that apply prints, beside the rule that took them. */
static void
test_apply_qiliang_jietou (void)
{
  const char *state = "{\"points\":[0,0,0,0,0,2,0,0,0,0,0,0,-2,0,0,0,0,0,0,1,0,0,0,0],"
                      "\"bar\":[0,0],\"off\":[12,13],\"player\":\"white\"}";
  const char *throws[] = { "6,5", "5,2" };
  const char *moves[] = { "20/14 6/1", "6/1 20/18" };

  for (guint i = 0; i < G_N_ELEMENTS (throws); i++)
    {
      g_autoptr(JsonNode) r = apply ("shuanglu/qiliang", state, throws[i], moves[i]);
      JsonObject *o = json_node_get_object (r);
      JsonObject *after = json_object_get_object_member (o, "state");

      assert_member (o, "rules",
                     "[\"ping.direction\",\"ping.move\",\"qiliang.same\",\"qiliang.jietou\"]");
      assert_member (after, "chou_penalty", "[0,3]");
    }
  /* A small throw spent on the 胲 costs nothing. */
  {
    g_autoptr(JsonNode) r = apply ("shuanglu/qiliang", state, "2,1", "6/4 20/19");
    JsonObject *o = json_node_get_object (r);

    JsonObject *after = json_object_get_object_member (o, "state");

    assert_member (o, "rules", "[\"ping.direction\",\"ping.move\",\"qiliang.same\"]");
    /* The state names its 揭頭 籌 only when someone has any. */
    if (json_object_has_member (after, "chou_penalty"))
      assert_member (after, "chou_penalty", "[0,0]");
  }
}

/* 雙陸: the move named by its notation and by its index give the same position. */
static void
test_apply_shuanglu (void)
{
  g_autoptr(JsonNode) a = apply ("shuanglu/ping", NULL, "6,2", "13/7 6/4");
  g_autoptr(JsonNode) b = apply ("shuanglu/ping", NULL, "6,2", "4");
  JsonObject *oa = json_node_get_object (a), *ob = json_node_get_object (b);
  g_autofree char *sa = member_json (oa, "state"), *sb = member_json (ob, "state");
  g_autoptr(JsonNode) c = NULL;
  JsonObject *oc;

  g_assert_cmpstr (json_object_get_string_member (oa, "move"), ==, "13/7 6/4");
  g_assert_cmpint (json_object_get_int_member (oa, "index"), ==, 4);
  assert_member (oa, "rules", "[\"ping.direction\",\"ping.move\"]");
  assert_member (oa, "steps", "[[12,6,6],[5,3,2]]");
  g_assert_cmpstr (json_object_get_string_member (oa, "player"), ==, "white");
  g_assert_cmpstr (json_object_get_string_member (oa, "next"), ==, "black");
  g_assert_false (json_object_get_boolean_member (oa, "over"));
  g_assert_cmpstr (sa, ==, sb);
  assert_member (json_object_get_object_member (oa, "state"), "points",
                 "[-2,0,0,1,0,4,1,3,0,0,0,-5,4,0,0,0,-3,0,-5,0,0,0,0,2]");

  /* The state printed is the state apply takes: Black plays on from it. */
  c = apply ("shuanglu/ping", sa, "1,1", "0");
  oc = json_node_get_object (c);
  g_assert_cmpstr (json_object_get_string_member (oc, "player"), ==, "black");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (oc, "state"),
                                               "turn"), ==, 2);
}

static void
expect_failure (const char * const *args,
                int                 code,
                const char         *fragment)
{
  g_autofree char *out = NULL, *err = NULL;
  int status;

  run_cli (args, &out, &err, &status);
  g_test_message ("boxi-cli %s: exit %d: %s", args[0], WEXITSTATUS (status), err);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, code);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, fragment));
  g_assert_cmpint (strchr (err, '\n') - err, ==, (int) strlen (err) - 1);
}

static void
test_apply_errors (void)
{
  const char *illegal[] = { "apply", "shuanglu/ping", "--throw", "6,2", "--move", "1/off",
                            NULL };
  const char *index[] = { "apply", "shuanglu/ping", "--throw", "6,2", "--move", "99", NULL };
  const char *nomove[] = { "apply", "shuanglu/ping", "--throw", "6,2", NULL };
  const char *badthrow[] = { "apply", "shuanglu/ping", "--throw", "7,2", "--move", "0", NULL };

  expect_failure (illegal, 2, "move '1/off' is not legal (legal: 8/2 6/4, ");
  expect_failure (index, 2, "move 99: there are 14 legal moves (0–13)");
  expect_failure (nomove, 2, "usage: boxi-cli apply");
  expect_failure (badthrow, 2, "");
}

/* 打馬: 碧油 (6-6-6) on the opening enters six horses on 17 and, a 賞, is paid six 帖 by each
 * other player (yijing.tie-self, damatujing.shangtie.1–3); the ledger and the pot still sum to
 * zero, and the state carries on: a 罰 next pays the next player one 帖. */
static void
test_apply_dama_opening (void)
{
  g_autoptr(JsonNode) a = apply ("dama/yijing", NULL, "6,6,6", "enter 17 x6");
  JsonObject *oa = json_node_get_object (a);
  g_autofree char *sa = member_json (oa, "state");
  g_autoptr(JsonNode) b = NULL;
  JsonObject *ob;

  assert_member (oa, "rules", "[\"yijing.sheyang\",\"yijing.entry-cell\","
                 "\"yijing.entry-count\",\"yijing.entry-first\",\"yijing.tie-self\","
                 "\"yijing.shangzhi\"]");
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (oa, "payments")), ==,
                   3);
  g_assert_cmpint (json_object_get_int_member (oa, "pot"), ==, 40);
  assert_member (oa, "ledger", "[8,-16,-16,-16]");
  g_assert_cmpint (json_object_get_int_member (oa, "ledger_sum"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (oa, "next"), ==, "p1");

  b = apply ("dama/yijing", sa, "3,2,1", "pass");
  ob = json_node_get_object (b);
  assert_member (ob, "payments", "[{\"from\":\"p1\",\"to\":\"p2\",\"tie\":1,"
                 "\"rule\":\"yijing.tie-fa\",\"clauses\":[\"damatujing.shangtie.6\","
                 "\"damatujing.shangtie.7\",\"damatujing.shangzhi.4\","
                 "\"damatujing.shangzhi.5\"]}]");
  assert_member (ob, "ledger", "[7,-15,-16,-16]");
  g_assert_cmpstr (json_object_get_string_member (ob, "next"), ==, "p2");
}

/* A state of two players sets the game up for two. */
static void
test_apply_dama_players (void)
{
  const char *state =
    "{\"ruleset\":\"dama/yijing\",\"turn\":5,\"player\":\"p2\",\"players\":2,\"pot\":20,"
    "\"ledger\":[-10,-10],\"horses\":[{\"player\":\"p1\",\"stacks\":[[5,1]],\"waiting\":19},"
    "{\"player\":\"p2\",\"stacks\":[],\"waiting\":20}]}";
  g_autoptr(JsonNode) a = apply ("dama/yijing", state, "4,2,1", "0");
  JsonObject *oa = json_node_get_object (a);

  /* 4-2-1 (7) enters one horse on 05 and hits p1's single horse (yijing.entry-hit); p1 pays
   * one 帖 for it (yijing.tie-hit, damatujing.shangtie.8). */
  g_assert_cmpstr (json_object_get_string_member (oa, "move"), ==, "enter 05 x1*");
  assert_member (oa, "ledger", "[-11,-9]");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (oa, "state"),
                                               "players"), ==, 2);
}

#define DAMA_STATE(RS) \
  "{\"ruleset\":\"" RS "\",\"turn\":40,\"player\":\"p1\",\"players\":3,\"pot\":30," \
  "\"ledger\":[-10,-10,-10],\"horses\":[{\"player\":\"p1\",\"stacks\":[[37,10],[40,5],[1,5]]," \
  "\"waiting\":0},{\"player\":\"p2\",\"stacks\":[[20,20]],\"waiting\":0}," \
  "{\"player\":\"p3\",\"stacks\":[[22,20]],\"waiting\":0}]}"

/* 凡十馬先到函谷闗倒半盆 (damatujing.daopen.1; yijing.hangu-pot): p1's ten come to 函谷關
 * (37 → 45 on 4-3-1) and take half of the pot of 30; the 關 is open to his five on 40,
 * which then pass it (yijing.hangu-after) and take nothing more. */
static void
test_apply_dama_hangu_pot (void)
{
  g_autoptr(JsonNode) a = apply ("dama/yijing", DAMA_STATE ("dama/yijing"), "4,3,1",
                                 "37-45 x10");
  JsonObject *oa = json_node_get_object (a);
  g_autofree char *sa = member_json (oa, "state");
  g_autoptr(JsonNode) b = NULL;
  JsonObject *ob;

  assert_member (oa, "rules", "[\"yijing.sheyang\",\"yijing.bencai\",\"yijing.move\","
                 "\"yijing.wo-extra\",\"yijing.hangu\",\"yijing.hangu-pot\",\"yijing.overtake\"]");
  assert_member (oa, "payments", "[{\"from\":\"pot\",\"to\":\"p1\",\"tie\":15,"
                 "\"rule\":\"yijing.hangu-pot\",\"clauses\":[\"damatujing.daopen.1\","
                 "\"damatujing.xingma.19\",\"damatujing.xingma.20\"]}]");
  g_assert_cmpint (json_object_get_int_member (oa, "pot"), ==, 15);
  assert_member (oa, "ledger", "[5,-10,-10]");
  g_assert_cmpint (json_object_get_int_member (oa, "ledger_sum"), ==, 0);
  g_assert_true (json_object_get_boolean_member (json_object_get_object_member (oa, "state"),
                                                 "hangu_paid"));
  /* 入窩賞一擲: p1 throws again; 6-4-3 (13) takes the five across (hangu-after), no
   * payment. */
  g_assert_cmpstr (json_object_get_string_member (oa, "next"), ==, "p1");
  b = apply ("dama/yijing", sa, "6,4,3", "40-53 x5");
  ob = json_node_get_object (b);
  assert_member (ob, "rules", "[\"yijing.sheyang\",\"yijing.move\","
                 "\"yijing.hangu-after\",\"yijing.overtake\"]");
  assert_member (ob, "payments", "[]");
  g_assert_cmpint (json_object_get_int_member (ob, "pot"), ==, 15);
}

/* dama/txz is seed 004's reading, which leaves out the 賞帖 and 罰帖 (略去不提): the same
 * 碧油 that in 依經馬 is paid six 帖 by each other player (damatujing.shangtie.2–3) pays
 * nothing, and the move cites the txz rule that drops the 帖 (yijing.tie-self); the pot of
 * 函谷關 stays. */
static void
test_apply_dama_txz (void)
{
  g_autoptr(JsonNode) a = apply ("dama/txz", DAMA_STATE ("dama/txz"), "6,6,6", "01-19 x5");
  g_autoptr(JsonNode) y = apply ("dama/yijing", DAMA_STATE ("dama/yijing"), "6,6,6",
                                 "01-19 x5");
  g_autoptr(JsonNode) h = apply ("dama/txz", DAMA_STATE ("dama/txz"), "4,3,1", "37-45 x10");
  JsonObject *oa = json_node_get_object (a), *oy = json_node_get_object (y);

  assert_member (oa, "rules",
                 "[\"yijing.sheyang\",\"yijing.move\",\"yijing.tie-self\",\"yijing.shangzhi\"]");
  assert_member (oa, "payments", "[]");
  assert_member (oa, "ledger", "[-10,-10,-10]");
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (oy, "payments")), ==,
                   2);
  assert_member (oy, "ledger", "[2,-16,-16]");
  assert_member (json_node_get_object (h), "ledger", "[5,-10,-10]");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/apply/shuanglu", test_apply_shuanglu);
  g_test_add_func ("/apply/shuanglu/qiliang-jietou-nanbei.15", test_apply_qiliang_jietou);
  g_test_add_func ("/apply/liubo/gubojing/kill-hanfeizi", test_apply_liubo_kill);
  g_test_add_func ("/apply/sai/daiyi/win", test_apply_sai_win);
  g_test_add_func ("/apply/errors", test_apply_errors);
  g_test_add_func ("/apply/dama/opening", test_apply_dama_opening);
  g_test_add_func ("/apply/dama/players", test_apply_dama_players);
  g_test_add_func ("/apply/dama/daopen.1-hangu-pot", test_apply_dama_hangu_pot);
  g_test_add_func ("/apply/dama/txz-no-tie", test_apply_dama_txz);
  return g_test_run ();
}
