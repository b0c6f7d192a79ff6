/* test-record.c: game records: save, load, replay round trip; truncated and tampered
 * files give a clear error; the Markdown transcript cites clauses
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

static BxClauseIndex *clauses;
static BxRuleset *ping;
static BxGame *game;

static BxRecord *
random_record (guint64  seed,
               BxState *final)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  const char *players[] = { "random", "random", NULL };
  BxRecord *rec = bx_record_new ("shuanglu/ping", seed, players);
  BxRng choice;
  BxState s;
  BxThrow t;

  bx_rng_init (&choice, seed + 99);
  bx_game_init_state (game, &s);
  while (!bx_game_is_over (game, &s))
    {
      const BxMove *m;
      bx_game_throw (game, &s, seed, &t);
      bx_game_legal_moves (game, &s, &t, moves);
      m = &g_array_index (moves, BxMove, bx_rng_uniform (&choice, moves->len));
      bx_record_append (rec, &t, m);
      bx_game_apply (game, &s, &t, m);
    }
  *final = s;
  return rec;
}

static char *
tmp_path (const char *name)
{
  g_autofree char *dir = g_dir_make_tmp ("boxi-record-XXXXXX", NULL);
  return g_build_filename (dir, name, NULL);
}

static void
cleanup_path (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_remove (path);
  g_rmdir (dir);
}

static void
test_round_trip (void)
{
  g_autofree char *path = tmp_path ("game.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRecord) rec = NULL;
  g_autoptr(BxRecord) back = NULL;
  g_autofree char *rid = NULL;
  BxState end1, end2;

  rec = random_record (42, &end1);
  g_assert_true (bx_record_save (rec, game, path, &error));
  g_assert_no_error (error);
  rid = bx_record_peek_ruleset (path, &error);
  g_assert_cmpstr (rid, ==, "shuanglu/ping");
  back = bx_record_load (path, game, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bx_record_get_n_entries (back), ==, bx_record_get_n_entries (rec));
  g_assert_cmpuint (bx_record_get_seed (back), ==, 42);
  g_assert_true (bx_record_replay (back, game, &end2, NULL, &error));
  g_assert_cmpmem (&end1, sizeof end1, &end2, sizeof end2);
  g_assert_cmpint (end2.winner, >=, 0);
  cleanup_path (path);
}

static void
assert_load_fails (const char *text,
                   int         code,
                   const char *fragment)
{
  g_autofree char *path = tmp_path ("bad.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRecord) rec = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  rec = bx_record_load (path, game, &error);
  g_assert_null (rec);
  g_assert_error (error, BX_ERROR, code);
  g_assert_true (g_str_has_prefix (error->message, path));
  if (strstr (error->message, fragment) == NULL)
    g_printerr ("message: %s\n", error->message);
  g_assert_nonnull (strstr (error->message, fragment));
  cleanup_path (path);
}

static char *
saved_text (guint64 seed)
{
  g_autofree char *path = tmp_path ("game.json");
  g_autoptr(BxRecord) rec = NULL;
  char *text = NULL;
  BxState end;

  rec = random_record (seed, &end);
  g_assert_true (bx_record_save (rec, game, path, NULL));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  cleanup_path (path);
  return text;
}

static void
test_truncated (void)
{
  g_autofree char *text = saved_text (7);

  text[strlen (text) / 2] = '\0';
  assert_load_fails (text, BX_ERROR_PARSE, "malformed JSON");
  assert_load_fails ("", BX_ERROR_INVALID, "not a record");
  assert_load_fails ("[1,2]", BX_ERROR_INVALID, "not a record");
}

/* An altered throw, an altered step and an altered rule id are each caught by replay. */
static void
test_tampered (void)
{
  g_autofree char *text = saved_text (8);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonObject *first;
  JsonArray *steps;
  g_autofree char *out1 = NULL;
  g_autofree char *out2 = NULL;
  g_autofree char *out3 = NULL;
  g_autofree char *out4 = NULL;
  gint64 old;

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  first = json_array_get_object_element (json_object_get_array_member (root, "moves"), 0);

  /* Throw: not the seed's throw. */
  old = json_array_get_int_element (json_object_get_array_member (first, "throw"), 0);
  json_array_remove_element (json_object_get_array_member (first, "throw"), 0);
  json_array_add_int_element (json_object_get_array_member (first, "throw"), old % 6 + 1);
  out1 = json_to_string (json_parser_get_root (parser), FALSE);
  assert_load_fails (out1, BX_ERROR_INVALID, "move 1: the throw");

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  first = json_array_get_object_element (json_object_get_array_member (root, "moves"), 0);
  /* Step: a piece moved where the throw does not take it. */
  steps = json_array_get_array_element (json_object_get_array_member (first, "steps"), 0);
  old = json_array_get_int_element (steps, 1);
  json_array_remove_element (steps, 1);
  json_array_add_int_element (steps, old == 3 ? 4 : 3);
  out2 = json_to_string (json_parser_get_root (parser), FALSE);
  assert_load_fails (out2, BX_ERROR_INVALID, "move 1: the move is not legal");

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  first = json_array_get_object_element (json_object_get_array_member (root, "moves"), 0);
  /* Rules: a rule id that does not license the move. */
  json_array_add_string_element (json_object_get_array_member (first, "rules"), "ping.hit");
  out3 = json_to_string (json_parser_get_root (parser), FALSE);
  assert_load_fails (out3, BX_ERROR_INVALID, "move 1: the rules do not match");

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  json_object_set_string_member (root, "ruleset", "shuanglu/nothere");
  out4 = json_to_string (json_parser_get_root (parser), FALSE);
  assert_load_fails (out4, BX_ERROR_INVALID, "ruleset 'shuanglu/nothere'");
}

static void
test_markdown (void)
{
  g_autoptr(BxRecord) rec = NULL;
  g_autofree char *md = NULL;
  g_autofree char *md_ids = NULL;
  BxState end;

  rec = random_record (3, &end);
  md = bx_record_export_markdown (rec, game, clauses, NULL);
  g_assert_nonnull (md);
  g_assert_nonnull (strstr (md, "# 平雙陸"));
  g_assert_nonnull (strstr (md, "`pushuang.changju.10` 白馬自右歸左 — White's pieces"));
  g_assert_nonnull (strstr (md, "籌"));
  md_ids = bx_record_export_markdown (rec, game, NULL, NULL);
  g_assert_nonnull (strstr (md_ids, "     - `pushuang.changju.10`\n"));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *rs_path = g_build_filename (SOURCE_RULESETS_DIR, "shuanglu-ping.xml", NULL);
  int rc;

  g_test_init (&argc, &argv, NULL);
  clauses = bx_clause_index_new_from_dir (SOURCE_TEXTS_DIR, &error);
  g_assert_no_error (error);
  ping = bx_ruleset_new_from_file (rs_path, NULL, NULL, bx_clause_index_check_func, clauses,
                                   &error);
  g_assert_no_error (error);
  game = bx_game_new (ping, &error);
  g_assert_no_error (error);

  g_test_add_func ("/rules/record/round-trip", test_round_trip);
  g_test_add_func ("/rules/record/truncated", test_truncated);
  g_test_add_func ("/rules/record/tampered", test_tampered);
  g_test_add_func ("/rules/record/markdown", test_markdown);
  rc = g_test_run ();
  bx_game_free (game);
  bx_ruleset_unref (ping);
  bx_clause_index_free (clauses);
  return rc;
}
