/* test-stats.c: variant statistics (bx-stats.h) and `boxi-cli stats`
 *
 * - the Wilson interval against published values (Newcombe 1998, Table I; and the usual
 *   textbook cases 8/10, 0/10, 50/100);
 * - a batch is deterministic: the same figures on 1 or 3 threads, and from the CLI twice;
 * - the recount: the games, mean length, seat wins and every rule's counts of
 *   `stats ID --games N --seed S` equal those counted from `play ID --random --seed S+i`
 *   for i < N, line by line, on four families;
 * - the cache: a second run is read back with the same figures.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "bx-cli.h"
#include "bx-core.h"
#include "bx-game.h"
#include "bx-ruleset.h"
#include "bx-stats.h"

#include "bx-test-util.h"
#include "bx-families.h"

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;

static JsonNode *
parse (const char *text)
{
  g_autoptr(JsonParser) p = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (p, text, -1, &error));
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (p));
}

/* Runs boxi-cli in process with the source tree's rulesets and texts; returns stdout. */
static char *
run_cli (const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  int rc;

  g_ptr_array_add (argv, (gpointer) "boxi-cli");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, (gpointer) "--rulesets");
  g_ptr_array_add (argv, (gpointer) SOURCE_RULESETS_DIR);
  g_ptr_array_add (argv, (gpointer) "--texts");
  g_ptr_array_add (argv, (gpointer) SOURCE_TEXTS_DIR);
  g_ptr_array_add (argv, NULL);
  rc = bx_cli_run ((int) argv->len - 1, (char **) argv->pdata, out, err);
  if (rc != 0)
    g_test_message ("boxi-cli: %s", err->str);
  g_assert_cmpint (rc, ==, 0);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* ---------------------------------------------------------------- Wilson */

static void
test_wilson (void)
{
  /* k, n, lower, upper (4 decimals) */
  static const double cases[][4] = {
    { 8, 10, 0.4902, 0.9433 },
    { 0, 10, 0.0, 0.2775 },
    { 10, 10, 0.7225, 1.0 },
    { 50, 100, 0.4038, 0.5962 },
    { 81, 263, 0.2553, 0.3662 },   /* Newcombe (1998), Table I, method 3 */
    { 15, 148, 0.0624, 0.1605 },   /* idem */
  };
  double lo, hi;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      bx_stats_wilson (cases[i][0], cases[i][1], &lo, &hi);
      g_assert_cmpfloat_with_epsilon (lo, cases[i][2], 0.00005);
      g_assert_cmpfloat_with_epsilon (hi, cases[i][3], 0.00005);
    }
  bx_stats_wilson (0, 0, &lo, &hi);
  g_assert_cmpfloat (lo, ==, 0);
  g_assert_cmpfloat (hi, ==, 1);
}

/* ---------------------------------------------------------------- determinism */

static char *
stats_text (const BxGame *game,
            guint         games,
            guint         threads)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BxStats) st = NULL;
  g_autoptr(JsonNode) node = NULL;
  BxStatsOptions o;

  bx_stats_options_init (&o);
  o.games = games;
  o.seed = 11;
  o.n_threads = threads;
  st = bx_stats_run (game, &o, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  st->seconds = 0;
  node = bx_stats_to_json (st, game);
  return json_to_string (node, FALSE);
}

static void
test_deterministic (void)
{
  const char *ids[] = { "shuanglu/ping", "sai/daiyi", "chuhong/zhifa" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(BxGame) game = bx_test_new_game (library, ids[i]);
      g_autofree char *one = stats_text (game, 40, 1);
      g_autofree char *three = stats_text (game, 40, 3);
      g_autofree char *again = stats_text (game, 40, 1);

      g_assert_cmpstr (one, ==, three);
      g_assert_cmpstr (one, ==, again);
    }
}

static void
test_cli_deterministic (void)
{
  const char *args[] = { "stats", "shuanglu/xiazan", "--games", "30", "--seed", "3",
                         "--fresh", NULL };
  g_autofree char *a = run_cli (args);
  g_autofree char *b = run_cli (args);
  g_autoptr(JsonNode) na = parse (a);
  g_autoptr(JsonNode) nb = parse (b);
  g_autofree char *ta = NULL, *tb = NULL;

  json_object_remove_member (json_node_get_object (na), "seconds");
  json_object_remove_member (json_node_get_object (nb), "seconds");
  ta = json_to_string (na, FALSE);
  tb = json_to_string (nb, FALSE);
  g_assert_cmpstr (ta, ==, tb);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (na), "games"), ==, 30);
}

/* ---------------------------------------------------------------- recount */

typedef struct
{
  guint64 moves;
  guint   games;
  guint   results;
} RuleCount;

static void
recount (const char *id,
         guint       games,
         guint       seed)
{
  g_autofree char *games_s = g_strdup_printf ("%u", games);
  g_autofree char *seed_s = g_strdup_printf ("%u", seed);
  const char *args[] = { "stats", id, "--games", games_s, "--seed", seed_s, "--fresh",
                         "--threads", "2", NULL };
  g_autofree char *text = run_cli (args);
  g_autoptr(JsonNode) root = parse (text);
  g_autoptr(GHashTable) rules = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                       g_free);
  JsonObject *st = json_node_get_object (root);
  JsonObject *first = json_object_get_object_member (st, "first_seat");
  const char *first_name = json_object_get_string_member (first, "player");
  JsonArray *st_rules = json_object_get_array_member (st, "rules");
  guint64 turns = 0, moves = 0;
  guint first_wins = 0, draws = 0;

  for (guint g = 0; g < games; g++)
    {
      g_autofree char *s = g_strdup_printf ("%u", seed + g);
      const char *play[] = { "play", id, "--random", "--seed", s, NULL };
      g_autofree char *out = run_cli (play);
      g_auto(GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
      g_autoptr(GHashTable) fired = g_hash_table_new (g_str_hash, g_str_equal);
      g_autoptr(GPtrArray) nodes = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                   json_node_unref);

      for (guint i = 0; lines[i] != NULL; i++)
        {
          JsonNode *n = parse (lines[i]);
          JsonObject *o = json_node_get_object (n);
          JsonArray *ids = json_object_get_array_member (o, "rules");
          gboolean end = json_object_has_member (o, "end");

          g_ptr_array_add (nodes, n);
          if (end)
            {
              const char *w = json_object_get_string_member (o, "winner");
              turns += (guint64) json_object_get_int_member (o, "turns");
              first_wins += g_strcmp0 (w, first_name) == 0;
              draws += g_strcmp0 (w, "draw") == 0;
            }
          else
            moves++;
          for (guint k = 0; k < json_array_get_length (ids); k++)
            {
              const char *rid = json_array_get_string_element (ids, k);
              RuleCount *c = g_hash_table_lookup (rules, rid);
              if (c == NULL)
                {
                  c = g_new0 (RuleCount, 1);
                  g_hash_table_insert (rules, g_strdup (rid), c);
                }
              if (end)
                {
                  c->results++;
                  continue;
                }
              c->moves++;
              if (g_hash_table_add (fired, (gpointer) rid))
                c->games++;
            }
        }
    }
  g_assert_cmpint (json_object_get_int_member (st, "games"), ==, games);
  g_assert_cmpint (json_object_get_int_member (st, "unfinished"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (st, "moves"), ==, (gint64) moves);
  g_assert_cmpfloat_with_epsilon (
    json_object_get_double_member (json_object_get_object_member (st, "length"), "mean"),
    round ((double) turns / games * 10000) / 10000, 1e-9);
  g_assert_cmpint (json_object_get_int_member (first, "wins"), ==, first_wins);
  g_assert_cmpint (json_object_get_int_member (st, "draws"), ==, draws);
  for (guint r = 0; r < json_array_get_length (st_rules); r++)
    {
      JsonObject *o = json_array_get_object_element (st_rules, r);
      RuleCount zero = { 0 };
      RuleCount *c = g_hash_table_lookup (rules, json_object_get_string_member (o, "rule"));

      if (c == NULL)
        c = &zero;
      g_test_message ("%s %s: %" G_GUINT64_FORMAT " moves", id,
                      json_object_get_string_member (o, "rule"), c->moves);
      g_assert_cmpint (json_object_get_int_member (o, "moves"), ==, (gint64) c->moves);
      g_assert_cmpint (json_object_get_int_member (o, "games"), ==, c->games);
      g_assert_cmpint (json_object_get_int_member (o, "results"), ==, c->results);
      g_hash_table_remove (rules, json_object_get_string_member (o, "rule"));
    }
  /* No rule was cited that the ruleset does not list. */
  g_assert_cmpuint (g_hash_table_size (rules), ==, 0);
}

static void
test_recount (void)
{
  recount ("shuanglu/ping", 12, 100);
  recount ("sai/daiyi", 8, 5);
  recount ("chuhong/zhifa", 6, 1);
  recount ("liubo/gubojing", 6, 9);
}

/* ---------------------------------------------------------------- cache */

static void
test_cache (void)
{
  g_autoptr(BxGame) game = bx_test_new_game (library, "shuanglu/dashi");
  g_autoptr(BxGame) other = bx_test_new_game (library, "shuanglu/ping");
  g_autoptr(GError) error = NULL;
  g_autoptr(BxStats) a = NULL;
  g_autoptr(BxStats) b = NULL;
  g_autoptr(BxStats) wrong = NULL;
  g_autoptr(JsonNode) na = NULL;
  g_autoptr(JsonNode) nb = NULL;
  g_autofree char *ta = NULL, *tb = NULL;
  g_autofree char *path = NULL;
  BxStatsOptions o;

  bx_stats_options_init (&o);
  o.games = 25;
  o.seed = 1234;
  path = bx_stats_cache_path (game, &o);
  g_assert_true (g_str_has_prefix (path, g_get_user_cache_dir ()));
  g_assert_nonnull (strstr (path, "/boxi/stats/shuanglu-dashi-"));
  a = bx_stats_run_cached (game, &o, TRUE, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (a->from_cache);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  b = bx_stats_run_cached (game, &o, FALSE, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (b->from_cache);
  a->seconds = b->seconds = 0;
  a->from_cache = TRUE;
  na = bx_stats_to_json (a, game);
  nb = bx_stats_to_json (b, game);
  ta = json_to_string (na, FALSE);
  tb = json_to_string (nb, FALSE);
  g_assert_cmpstr (ta, ==, tb);
  /* Figures of one ruleset are never read as another's. */
  wrong = bx_stats_from_json (na, other, &error);
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_assert_null (wrong);
}

static void
test_cancel (void)
{
  g_autoptr(BxGame) game = bx_test_new_game (library, "shuanglu/ping");
  g_autoptr(GCancellable) cancel = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BxStats) st = NULL;
  BxStatsOptions o;

  bx_stats_options_init (&o);
  g_cancellable_cancel (cancel);
  st = bx_stats_run (game, &o, NULL, NULL, cancel, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (st);
}

static void
test_compare (void)
{
  const char *args[] = { "stats", "--compare", "shuanglu/ping", "shuanglu/dashi", "--games",
                         "10", "--fresh", NULL };
  g_autofree char *text = run_cli (args);
  g_autoptr(JsonNode) root = parse (text);
  JsonArray *a = json_node_get_array (root);

  g_assert_cmpuint (json_array_get_length (a), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (a, 1),
                                                  "ruleset"), ==, "shuanglu/dashi");
}

int
main (int    argc,
      char **argv)
{
  int rc;

  bx_test_init (&argc, &argv, &clauses, &library);
  g_test_add_func ("/core/stats/wilson", test_wilson);
  g_test_add_func ("/core/stats/deterministic", test_deterministic);
  g_test_add_func ("/core/stats/cli/deterministic", test_cli_deterministic);
  g_test_add_func ("/core/stats/recount", test_recount);
  g_test_add_func ("/core/stats/cache", test_cache);
  g_test_add_func ("/core/stats/cancel", test_cancel);
  g_test_add_func ("/core/stats/cli/compare", test_compare);
  rc = g_test_run ();
  bx_ruleset_library_free (library);
  bx_clause_index_free (clauses);
  return rc;
}
