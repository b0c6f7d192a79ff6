/* test-compare.c: the rules comparison (bx-compare), twin boards (bx-twin) and boxi-cli
 * compare / twin / throws.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-compare.h"
#include "bx-core.h"
#include "bx-game.h"
#include "bx-ruleset.h"
#include "bx-twin.h"
#include "bx-families.h"
#include "bx-test-util.h"

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;

static BxRuleset *
get (const char *id)
{
  BxRuleset *rs = bx_ruleset_library_get (library, id);
  g_assert_nonnull (rs);
  return rs;
}

static const BxCompareRow *
find_row (const BxComparison *cmp,
          const char         *rule_id)
{
  for (guint i = 0; i < cmp->rows->len; i++)
    {
      const BxCompareRow *row = g_ptr_array_index (cmp->rows, i);
      if (strcmp (row->rule_id, rule_id) == 0)
        return row;
    }
  g_assert_not_reached ();
}

/* 平雙陸 against 下囋: the doubles rule differs and the 下囋 cell cites pushuang.xiazan.2;
 * rules 下囋 inherits are the same rule; 下囋's own rule has an empty 平雙陸 cell. */
static void
test_compare_xiazan (void)
{
  BxRuleset *rs[2] = { get ("shuanglu/ping"), get ("shuanglu/xiazan") };
  g_autoptr(BxComparison) cmp = bx_comparison_new (rs, 2, NULL);
  const BxCompareRow *row;
  BxTopic last = 0;

  g_assert_nonnull (cmp);
  row = find_row (cmp, "ping.doubles");
  g_assert_true (row->differs);
  g_assert_cmpint (row->topic, ==, BX_TOPIC_THROW);
  g_assert_nonnull (row->cells[1]);
  g_assert_true (g_strv_contains ((const char * const *) row->cells[1]->cites,
                                  "pushuang.xiazan.2"));
  g_assert_cmpstr (row->cells[1]->ruleset_id, ==, "shuanglu/xiazan");
  row = find_row (cmp, "ping.hit");
  g_assert_false (row->differs);
  g_assert_true (row->cells[0] == row->cells[1] || bx_rules_equal (row->cells[0], row->cells[1]));
  row = find_row (cmp, "xiazan.same");
  g_assert_true (row->differs);
  g_assert_null (row->cells[0]);
  /* … and the southern ten on a point (pushuang.nanbei.34) */
  row = find_row (cmp, "ping.stack-max");
  g_assert_true (row->differs);
  g_assert_cmpuint (bx_comparison_n_differ (cmp), ==, 3);
  /* Rows come in topic order. */
  for (guint i = 0; i < cmp->rows->len; i++)
    {
      const BxCompareRow *r = g_ptr_array_index (cmp->rows, i);
      g_assert_cmpint (r->topic, >=, last);
      last = r->topic;
    }
}

/* Up to four columns; one or five is an error. */
static void
test_compare_four (void)
{
  BxRuleset *rs[5] = { get ("shuanglu/ping"), get ("shuanglu/dashi"), get ("shuanglu/buda"),
                       get ("shuanglu/nanpi"), get ("shuanglu/riben") };
  g_autoptr(BxComparison) cmp = bx_comparison_new (rs, 4, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autofree char *text = NULL;
  const BxCompareRow *row;

  g_assert_nonnull (cmp);
  row = find_row (cmp, "ping.dice");
  g_assert_true (row->differs);
  for (guint k = 0; k < 4; k++)
    g_assert_nonnull (row->cells[k]);
  row = find_row (cmp, "dashi.gates");
  g_assert_cmpint (row->topic, ==, BX_TOPIC_BLOCKING);
  g_assert_null (row->cells[0]);
  g_assert_nonnull (row->cells[1]);
  json = bx_comparison_to_json (cmp);
  text = json_to_string (json, FALSE);
  g_assert_nonnull (strstr (text, "\"differs\":true"));
  g_assert_nonnull (strstr (text, "pushuang.dashi.7"));
  g_assert_null (bx_comparison_new (rs, 1, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_USAGE);
  g_clear_error (&error);
  g_assert_null (bx_comparison_new (rs, 5, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_USAGE);
}

/* Twin boards: 平雙陸 and 打間 (平雙陸's rules plus a formation, 打間's 間, that these seeded
 * games never make; 囉贏 no longer serves, as it stacks ten on a point, pushuang.nanbei.34)
 * never diverge; 平雙陸 and 下囋 diverge at the first double (moves) or the first point
 * holding more than six, 平雙陸 and 大食 at once (throw). */
static void
test_twin (void)
{
  g_autoptr(BxGame) ping = bx_game_new (get ("shuanglu/ping"), NULL);
  g_autoptr(BxGame) dajian = bx_game_new (get ("shuanglu/dajian"), NULL);
  g_autoptr(BxGame) xiazan = bx_game_new (get ("shuanglu/xiazan"), NULL);
  g_autoptr(BxGame) dashi = bx_game_new (get ("shuanglu/dashi"), NULL);

  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(BxTwin) same = bx_twin_new (ping, dajian, seed);
      g_autoptr(BxTwin) dbl = bx_twin_new (ping, xiazan, seed);
      g_autoptr(BxTwin) other = bx_twin_new (ping, dashi, seed);
      BxTwinDivergence why;
      BxTwinStep st;
      int first_double = -1;

      while (!bx_twin_is_over (same))
        {
          g_assert_true (bx_twin_step (same, NULL, NULL, &st, NULL));
          g_assert_cmpint (st.divergence, ==, BX_TWIN_SAME);
          g_assert_true (bx_throw_equal (&st.throws[0], &st.throws[1]));
          g_assert_true (bx_move_equal (&st.moves[0], &st.moves[1]));
        }
      g_assert_cmpint (bx_twin_first_divergence (same, &why), ==, -1);
      g_assert_cmpint (why, ==, BX_TWIN_SAME);

      /* They go together until a double that 下囋 plays otherwise, or a throw whose legal
       * moves differ because 下囋 (a southern game) stacks ten on a point. */
      while (!bx_twin_is_over (dbl))
        {
          g_assert_true (bx_twin_step (dbl, NULL, NULL, &st, NULL));
          if (first_double < 0 && st.divergence != BX_TWIN_SAME)
            {
              first_double = (int) st.step;
              g_assert_true (bx_throw_equal (&st.throws[0], &st.throws[1]));
              if (bx_throw_is_double (&st.throws[0]))
                /* other moves, or the same moves and 下囋's extra throw */
                g_assert_true (st.divergence == BX_TWIN_MOVES
                               || st.divergence == BX_TWIN_POSITION);
              else
                g_assert_cmpint (st.divergence, ==, BX_TWIN_MOVES);
            }
        }
      g_assert_cmpint (first_double, >=, 0);
      g_assert_cmpint (bx_twin_first_divergence (dbl, &why), ==, first_double);
      g_assert_true (why == BX_TWIN_MOVES || why == BX_TWIN_POSITION);

      g_assert_true (bx_twin_step (other, NULL, NULL, &st, NULL));
      g_assert_cmpint (st.divergence, ==, BX_TWIN_THROW);
      g_assert_cmpint (bx_twin_first_divergence (other, &why), ==, 0);
      g_assert_cmpint (why, ==, BX_TWIN_THROW);
      /* The first two dice of 大食's throw are 平雙陸's: the same stream. */
      g_assert_cmpint (st.throws[0].d[0], ==, st.throws[1].d[0]);
      g_assert_cmpint (st.throws[0].d[1], ==, st.throws[1].d[1]);
    }
}

/* Given moves: a move that is not legal is refused and nothing is played. */
static void
test_twin_given (void)
{
  g_autoptr(BxGame) ping = bx_game_new (get ("shuanglu/ping"), NULL);
  g_autoptr(BxGame) xiazan = bx_game_new (get ("shuanglu/xiazan"), NULL);
  g_autoptr(BxTwin) twin = bx_twin_new (ping, xiazan, 7);
  g_autoptr(GArray) moves = bx_move_list_new ();
  g_autoptr(GError) error = NULL;
  BxThrow next[2];
  BxMove bogus = { 0 };
  BxTwinStep st;

  bx_twin_next_throws (twin, next);
  bx_game_legal_moves (ping, bx_twin_get_state (twin, 0), &next[0], moves);
  bogus.n_steps = 1;
  bogus.steps[0].from = 0;
  bogus.steps[0].to = 23;
  bogus.steps[0].die = 9;
  g_assert_false (bx_twin_step (twin, &bogus, NULL, &st, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_assert_cmpuint (bx_twin_get_n_steps (twin), ==, 0);
  g_assert_true (bx_twin_step (twin, &g_array_index (moves, BxMove, moves->len - 1), NULL,
                               &st, NULL));
  g_assert_true (bx_move_equal (&st.moves[0], &g_array_index (moves, BxMove, moves->len - 1)));
}

static char *
run_cli (const char * const *args,
         int                 *status)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, (char *) g_getenv ("BOXI_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, status, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&out);
}

/* boxi-cli compare shuanglu/ping shuanglu/xiazan marks the doubles rule as different and
 * cites 下囋's clause; throws prints exact fractions for the long dice and the call. */
static void
test_cli (void)
{
  const char *cmp_args[] = { "compare", "shuanglu/ping", "shuanglu/xiazan", NULL };
  const char *bad_args[] = { "compare", "shuanglu/ping", NULL };
  const char *nanpi_args[] = { "throws", "shuanglu/nanpi", NULL };
  const char *buda_args[] = { "throws", "shuanglu/buda", NULL };
  const char *twin_args[] = { "twin", "shuanglu/ping", "shuanglu/xiazan", "--seed", "3", NULL };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *out = NULL;
  JsonArray *rows;
  gboolean found = FALSE;
  int status;

  if (g_getenv ("BOXI_CLI") == NULL)
    {
      g_test_skip ("BOXI_CLI is not set");
      return;
    }
  out = run_cli (cmp_args, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_true (json_parser_load_from_data (parser, out, -1, NULL));
  rows = json_node_get_array (json_parser_get_root (parser));
  for (guint i = 0; i < json_array_get_length (rows); i++)
    {
      JsonObject *row = json_array_get_object_element (rows, i);
      JsonArray *cells = json_object_get_array_member (row, "cells");
      JsonObject *x;
      if (g_strcmp0 (json_object_get_string_member (row, "rule"), "ping.doubles") != 0)
        continue;
      found = TRUE;
      g_assert_true (json_object_get_boolean_member (row, "differs"));
      g_assert_cmpstr (json_object_get_string_member (row, "topic"), ==, "throw");
      g_assert_cmpuint (json_array_get_length (cells), ==, 2);
      x = json_array_get_object_element (cells, 1);
      g_assert_cmpstr (json_object_get_string_member (x, "ruleset"), ==, "shuanglu/xiazan");
      g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (x, "cite"),
                                                      0), ==, "pushuang.xiazan.2");
    }
  g_assert_true (found);
  g_clear_pointer (&out, g_free);
  out = run_cli (bad_args, &status);
  g_assert_false (g_spawn_check_wait_status (status, NULL));

  g_clear_pointer (&out, g_free);
  out = run_cli (nanpi_args, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out, "{\"throw\":\"5,5\",\"name\":\"准五\",\"class\":\"double\","
                                 "\"probability\":\"1/16\"}"));
  g_assert_nonnull (strstr (out, "\"throw\":\"3,2\""));
  g_assert_null (strstr (out, "\"throw\":\"6,"));
  g_clear_pointer (&out, g_free);
  out = run_cli (buda_args, &status);
  g_assert_cmpstr (out, ==,
                   "[{\"throw\":\"6,1\",\"name\":\"六么\",\"class\":\"plain\","
                   "\"probability\":\"1/3\"},"
                   "{\"throw\":\"5,2\",\"name\":\"五二\",\"class\":\"plain\","
                   "\"probability\":\"1/3\"},"
                   "{\"throw\":\"4,3\",\"name\":\"四三\",\"class\":\"plain\","
                   "\"probability\":\"1/3\"}]\n");
  g_clear_pointer (&out, g_free);
  out = run_cli (twin_args, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out, "\"end\":true"));
  g_assert_nonnull (strstr (out, "\"first_divergence\":"));
}

int
main (int    argc,
      char **argv)
{
  int rc;

  bx_test_init (&argc, &argv, &clauses, &library);

  g_test_add_func ("/rules/compare/xiazan", test_compare_xiazan);
  g_test_add_func ("/rules/compare/four", test_compare_four);
  g_test_add_func ("/rules/twin/random", test_twin);
  g_test_add_func ("/rules/twin/given", test_twin_given);
  g_test_add_func ("/rules/compare/cli", test_cli);

  rc = g_test_run ();
  bx_ruleset_library_free (library);
  bx_clause_index_free (clauses);
  return rc;
}
