/* test-record.c: game records: save, load, replay round trip for every playable ruleset
 * (2 and 3+ players, rounds); a drawn game; truncated and tampered files give a clear
 * "FILE: move N: reason" error for every family; version-1 records still load; the
 * Markdown transcript cites clauses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "bx-core.h"
#include "bx-game.h"
#include "bx-json.h"
#include "bx-record.h"
#include "bx-ruleset.h"
#include "bx-families.h"
#include "bx-test-util.h"

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

/* Issue: the "move" text was never checked against the move the steps name; and a face
 * out of range was called "not a number". */
static void
test_tampered_notation (void)
{
  g_autofree char *text = saved_text (8);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonObject *first;
  JsonArray *faces;
  g_autofree char *out1 = NULL;
  g_autofree char *out2 = NULL;
  g_autofree char *out3 = NULL;
  g_autofree char *want = NULL;
  g_autofree char *real = NULL;

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  first = json_array_get_object_element (json_object_get_array_member (root, "moves"), 0);
  real = g_strdup (json_object_get_string_member (first, "move"));
  json_object_set_string_member (first, "move", "24/off");
  out1 = json_to_string (json_parser_get_root (parser), FALSE);
  want = g_strdup_printf ("move 1: the notation '24/off' does not match the move (%s)", real);
  assert_load_fails (out1, BX_ERROR_INVALID, want);

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  first = json_array_get_object_element (json_object_get_array_member (root, "moves"), 0);
  json_object_set_int_member (first, "move", 7);
  out2 = json_to_string (json_parser_get_root (parser), FALSE);
  assert_load_fails (out2, BX_ERROR_INVALID, "move 1: the notation is not a string");

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  first = json_array_get_object_element (json_object_get_array_member (root, "moves"), 0);
  faces = json_array_new ();
  json_array_add_int_element (faces, 99);
  json_array_add_int_element (faces, -1);
  json_object_set_array_member (first, "throw", faces);
  out3 = json_to_string (json_parser_get_root (parser), FALSE);
  assert_load_fails (out3, BX_ERROR_INVALID, "move 1: a face of the throw is out of range");
}

/* Issue: a deeply nested file overflowed json-glib's recursive parser (exit 139). */
static void
test_deep_json (void)
{
  const guint n = 100000;
  g_autoptr(GString) arrays = g_string_new (NULL);
  g_autoptr(GString) objects = g_string_new (NULL);
  g_autoptr(GString) record = g_string_new ("{\"format\": \"boxi-record\", \"version\": 2, "
                                            "\"ruleset\": \"shuanglu/ping\", \"seed\": 1, "
                                            "\"moves\": ");

  for (guint i = 0; i < n; i++)
    {
      g_string_append_c (arrays, '[');
      g_string_append (objects, "{\"a\":");
    }
  g_string_append (objects, "1");
  for (guint i = 0; i < n; i++)
    {
      g_string_append_c (arrays, ']');
      g_string_append_c (objects, '}');
    }
  g_string_append (record, arrays->str);
  g_string_append_c (record, '}');
  assert_load_fails (arrays->str, BX_ERROR_PARSE, "nested deeper than 256 levels");
  assert_load_fails (objects->str, BX_ERROR_PARSE, "nested deeper than 256 levels");
  assert_load_fails (record->str, BX_ERROR_PARSE, "nested deeper than 256 levels");

  /* States go through the same bound. */
  {
    g_autoptr(GError) error = NULL;
    BxState s;
    g_assert_false (bx_game_state_from_string (game, arrays->str, &s, &error));
    g_assert_error (error, BX_ERROR, BX_ERROR_PARSE);
    g_assert_nonnull (strstr (error->message, "nested deeper than"));
  }
}

/* bx_json_parse_bounded(): brackets inside strings (and escaped quotes) do not count;
 * exactly max_depth levels parse; one more is a one-line error. */
static void
test_json_bounded (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) ok = NULL;
  g_autoptr(JsonNode) strings = NULL;
  g_autoptr(JsonNode) bad = NULL;
  g_autoptr(JsonNode) broken = NULL;

  ok = bx_json_parse_bounded ("[[[1]]]", -1, 3, &error);
  g_assert_no_error (error);
  g_assert_nonnull (ok);
  bad = bx_json_parse_bounded ("[[[[1]]]]", -1, 3, &error);
  g_assert_null (bad);
  g_assert_error (error, BX_ERROR, BX_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "nested deeper than 3 levels (byte 4)");
  g_clear_error (&error);
  strings = bx_json_parse_bounded ("[\"[[[[\\\"{{{{\", {\"k\": \"]]]\\\\\"}]", -1, 2, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strings);
  broken = bx_json_parse_bounded ("[1,\n2,\n", -1, 8, &error);
  g_assert_null (broken);
  g_assert_error (error, BX_ERROR, BX_ERROR_PARSE);
  g_assert_null (strchr (error->message, '\n'));
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

/* ---------------------------------------------------------------- every family */

static BxRulesetLibrary *library;

/* Move kinds seen in the round trips (each must survive save → load). */
static guint seen_pass, seen_table, seen_throw, seen_steps;

/* A random player that now and then lets the table impose its action (BX_MOVE_TABLE), so
 * that those moves are recorded too. */
static const BxMove *
pick (GArray *moves,
      BxRng  *choice)
{
  if (bx_rng_uniform (choice, 10) == 0)
    return &g_array_index (moves, BxMove, bx_rng_uniform (choice, moves->len));
  return bx_move_list_draw (moves, choice);
}

/* A new game of @rs with @options, or NULL when the family refuses them. */
static BxGame *
configured_game (BxRuleset           *rs,
                 const BxGameOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BxGame) g = bx_game_new (rs, &error);

  g_assert_no_error (error);
  if (!bx_game_configure (g, options, NULL))
    return NULL;
  return g_steal_pointer (&g);
}

/* Plays a random game of @g (at most @max_moves moves) into a record. */
static BxRecord *
play_record (BxGame              *g,
             const BxGameOptions *options,
             guint64              seed,
             guint                max_moves,
             BxState             *final)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxRecord *rec = bx_record_new (bx_ruleset_get_id (bx_game_get_ruleset (g)), seed, NULL);
  BxRng choice;
  BxState s;
  BxThrow t;

  bx_record_set_options (rec, options);
  bx_rng_init (&choice, seed * 7919 + 5);
  bx_game_init_state (g, &s);
  for (guint i = 0; i < max_moves && !bx_game_is_over (g, &s); i++)
    {
      const BxMove *m;
      bx_game_throw (g, &s, seed, &t);
      bx_game_legal_moves (g, &s, &t, moves);
      g_assert_cmpuint (moves->len, >, 0);
      m = pick (moves, &choice);
      bx_record_append (rec, &t, m);
      bx_game_apply (g, &s, &t, m);
    }
  *final = s;
  return rec;
}

static char *
record_text (BxRecord     *rec,
             const BxGame *g)
{
  g_autoptr(JsonNode) node = bx_record_to_json (rec, g);
  return json_to_string (node, TRUE);
}

/* Saves @rec, loads it into a new game of its ruleset (configured from the file), and
 * checks that every throw and move, the final state and the result come back. */
static void
assert_round_trip (BxRecord      *rec,
                   BxGame        *g,
                   const BxState *end1)
{
  BxRuleset *rs = bx_game_get_ruleset (g);
  g_autofree char *path = tmp_path ("game.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(BxGame) g2 = bx_game_new (rs, &error);
  g_autoptr(BxRecord) back = NULL;
  g_autofree char *rid = NULL;
  g_autofree char *md = NULL;
  BxGameOptions opt;
  BxResult r1, r2;
  BxState end2;

  g_assert_no_error (error);
  g_assert_true (bx_record_save (rec, g, path, &error));
  g_assert_no_error (error);
  g_assert_true (bx_record_peek (path, &rid, &opt, &error));
  g_assert_cmpstr (rid, ==, bx_ruleset_get_id (rs));
  g_assert_cmpuint (opt.n_players, ==, bx_game_get_n_players (g));
  back = bx_record_load_configure (path, g2, &error);
  if (error != NULL)
    g_printerr ("%s\n", error->message);
  g_assert_no_error (error);
  g_assert_cmpuint (bx_game_get_n_players (g2), ==, bx_game_get_n_players (g));
  g_assert_cmpuint (bx_record_get_options (back)->rounds, ==,
                    bx_record_get_options (rec)->rounds);
  g_assert_cmpuint (bx_record_get_n_entries (back), ==, bx_record_get_n_entries (rec));
  for (guint i = 0; i < bx_record_get_n_entries (rec); i++)
    {
      const BxRecordEntry *a = bx_record_get_entry (rec, i);
      const BxRecordEntry *b = bx_record_get_entry (back, i);
      /* The very move: steps, step flags, move flags and rules. */
      g_assert_cmpmem (a, sizeof *a, b, sizeof *b);
      seen_pass += (a->move.flags & BX_MOVE_PASS) != 0;
      seen_table += (a->move.flags & BX_MOVE_TABLE) != 0;
      seen_throw += (a->move.flags & BX_MOVE_THROW) != 0;
      seen_steps += a->move.n_steps > 0;
    }
  g_assert_true (bx_record_replay (back, g2, &end2, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (end1, sizeof *end1, &end2, sizeof end2);
  bx_game_result (g, end1, &r1);
  bx_game_result (g2, &end2, &r2);
  g_assert_cmpint (r1.winner, ==, r2.winner);
  g_assert_cmpuint (r1.score, ==, r2.score);
  md = bx_record_export_markdown (back, g2, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (md, "## Result"));
  cleanup_path (path);
}

/* The option sets to try for a ruleset: the ruleset's own, then 2 … 6 players, then a
 * short session of rounds; those the family refuses are skipped. */
static const BxGameOptions option_sets[] = {
  { 0, 0 }, { 2, 0 }, { 3, 0 }, { 4, 0 }, { 5, 0 }, { 6, 0 }, { 3, 2 }, { 5, 1 },
};

/* Save → load → replay → same final state, for every playable ruleset, a few seeds, every
 * number of players the family allows. */
static void
test_every_ruleset (void)
{
  GPtrArray *list = bx_ruleset_library_list (library);
  guint n_games = 0, n_multi = 0, n_over = 0;

  for (guint i = 0; i < list->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (list, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(BxGame) probe = NULL;

      if (!bx_ruleset_get_playable (rs))
        {
          g_test_message ("%s: not playable, skipped", bx_ruleset_get_id (rs));
          continue;
        }
      probe = bx_game_new (rs, &error);
      if (probe == NULL)
        {
          g_test_message ("%s: no game (%s), skipped", bx_ruleset_get_id (rs), error->message);
          continue;
        }
      for (guint k = 0; k < G_N_ELEMENTS (option_sets); k++)
        for (guint64 seed = 1; seed <= 2; seed++)
          {
            g_autoptr(BxGame) g = configured_game (rs, &option_sets[k]);
            g_autoptr(BxRecord) rec = NULL;
            BxState end;

            if (g == NULL)
              break;
            rec = play_record (g, &option_sets[k], seed, 3000, &end);
            assert_round_trip (rec, g, &end);
            n_games++;
            n_multi += bx_game_get_n_players (g) > 2;
            n_over += bx_game_is_over (g, &end);
          }
    }
  g_test_message ("%u games (%u with 3+ players, %u finished); moves: %u with steps, %u "
                  "passes, %u table actions, %u decisions to throw", n_games, n_multi, n_over,
                  seen_steps, seen_pass, seen_table, seen_throw);
  g_assert_cmpuint (n_multi, >, 0);
  g_assert_cmpuint (n_over, >, 0);
  /* Every kind of move is in the data: passes (雙陸), table fines (除紅), 塞's throws. */
  g_assert_cmpuint (seen_pass, >, 0);
  g_assert_cmpuint (seen_table, >, 0);
  g_assert_cmpuint (seen_throw, >, 0);
}

/* A record that goes on after the end, or stops early, is caught at every family. */
static void
assert_text_fails (BxGame     *g,
                   const char *text,
                   int         code,
                   const char *fragment)
{
  g_autofree char *path = tmp_path ("bad.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(BxGame) g2 = bx_game_new (bx_game_get_ruleset (g), NULL);
  g_autoptr(BxRecord) rec = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  rec = bx_record_load_configure (path, g2, &error);
  g_assert_null (rec);
  g_assert_error (error, BX_ERROR, code);
  g_assert_true (g_str_has_prefix (error->message, path));
  if (strstr (error->message, fragment) == NULL)
    g_printerr ("%s: expected '%s' in: %s\n", bx_ruleset_get_id (bx_game_get_ruleset (g)),
                fragment, error->message);
  g_assert_nonnull (strstr (error->message, fragment));
  cleanup_path (path);
}

typedef void (*TamperFunc) (JsonObject *root, JsonArray *moves, gpointer data);

/* Applies @fn to a parsed copy of @text and asserts that the result fails to load. */
static void
tamper (BxGame     *g,
        const char *text,
        TamperFunc  fn,
        gpointer    data,
        const char *fragment)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *out = NULL;
  JsonObject *root;

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  fn (root, json_object_get_array_member (root, "moves"), data);
  out = json_to_string (json_parser_get_root (parser), FALSE);
  assert_text_fails (g, out, BX_ERROR_INVALID, fragment);
}

/* The index of the first move with a non-empty throw (or with steps). */
static guint
first_with (JsonArray  *moves,
            const char *member)
{
  for (guint i = 0; i < json_array_get_length (moves); i++)
    if (json_array_get_length (json_object_get_array_member (
          json_array_get_object_element (moves, i), member)) > 0)
      return i;
  g_assert_not_reached ();
}

static void
t_throw (JsonObject *root, JsonArray *moves, gpointer data)
{
  JsonArray *t = json_object_get_array_member (
    json_array_get_object_element (moves, first_with (moves, "throw")), "throw");
  gint64 old = json_array_get_int_element (t, 0);
  json_array_remove_element (t, 0);
  /* Another face the device may show (faces start at 0 or 1). */
  json_array_add_int_element (t, old == 1 ? 2 : 1);
}

static void
t_step (JsonObject *root, JsonArray *moves, gpointer data)
{
  JsonObject *m = json_array_get_object_element (moves, first_with (moves, "steps"));
  JsonArray *st = json_array_get_array_element (json_object_get_array_member (m, "steps"), 0);
  json_array_remove_element (st, 1);
  json_array_add_int_element (st, 127);   /* nowhere on any board */
}

static void
t_unknown_rule (JsonObject *root, JsonArray *moves, gpointer data)
{
  json_array_add_string_element (
    json_object_get_array_member (json_array_get_object_element (moves, 0), "rules"),
    "no.such.rule");
}

static void
t_missing_rule (JsonObject *root, JsonArray *moves, gpointer data)
{
  JsonArray *r = json_object_get_array_member (json_array_get_object_element (moves, 0),
                                               "rules");
  json_array_remove_element (r, json_array_get_length (r) - 1);
}

static void
t_flags (JsonObject *root, JsonArray *moves, gpointer data)
{
  JsonObject *m = json_array_get_object_element (moves, 0);
  json_object_set_int_member (m, "flags", json_object_get_int_member (m, "flags")
                                          ^ BX_MOVE_TABLE);
}

static void
t_player (JsonObject *root, JsonArray *moves, gpointer data)
{
  json_object_set_string_member (json_array_get_object_element (moves, 0), "player", "nobody");
}

static void
t_ruleset (JsonObject *root, JsonArray *moves, gpointer data)
{
  json_object_set_string_member (root, "ruleset", data);
}

static void
t_players (JsonObject *root, JsonArray *moves, gpointer data)
{
  json_object_set_int_member (json_object_get_object_member (root, "options"), "players",
                              GPOINTER_TO_INT (data));
}

static void
t_option_unknown (JsonObject *root, JsonArray *moves, gpointer data)
{
  json_object_set_int_member (json_object_get_object_member (root, "options"), "speed", 2);
}

static void
t_winner (JsonObject *root, JsonArray *moves, gpointer data)
{
  json_object_set_string_member (json_object_get_object_member (root, "result"), "winner",
                                 data);
}

static void
t_score (JsonObject *root, JsonArray *moves, gpointer data)
{
  JsonObject *r = json_object_get_object_member (root, "result");
  json_object_set_int_member (r, "score", json_object_get_int_member (r, "score") + 1);
}

static void
t_drop_last (JsonObject *root, JsonArray *moves, gpointer data)
{
  json_array_remove_element (moves, json_array_get_length (moves) - 1);
}

static void
t_extra (JsonObject *root, JsonArray *moves, gpointer data)
{
  JsonNode *last = json_array_get_element (moves, json_array_get_length (moves) - 1);
  json_array_add_element (moves, json_node_copy (last));
}

/* Flips one number somewhere in the record: loading must fail cleanly or succeed, never
 * crash (run under ASan/UBSan). */
static void
fuzz_once (BxGame     *g,
           const char *text,
           BxRng      *rng)
{
  g_autoptr(GString) s = g_string_new (text);
  g_autofree char *path = tmp_path ("fuzz.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(BxGame) g2 = bx_game_new (bx_game_get_ruleset (g), NULL);
  g_autoptr(BxRecord) rec = NULL;
  guint digits = 0, k;

  for (guint i = 0; i < s->len; i++)
    digits += g_ascii_isdigit (s->str[i]);
  k = bx_rng_uniform (rng, MAX (digits, 1));
  for (guint i = 0; i < s->len; i++)
    if (g_ascii_isdigit (s->str[i]) && k-- == 0)
      {
        static const char *repl[] = { "0", "9", "-1", "255", "99999999999", "\"x\"", "null" };
        g_string_erase (s, i, 1);
        g_string_insert (s, i, repl[bx_rng_uniform (rng, G_N_ELEMENTS (repl))]);
        break;
      }
  g_assert_true (g_file_set_contents (path, s->str, -1, NULL));
  rec = bx_record_load_configure (path, g2, &error);
  g_assert_true ((rec == NULL) == (error != NULL));
  if (error != NULL)
    g_assert_true (g_str_has_prefix (error->message, path));
  cleanup_path (path);
}

/* Truncation and tampering, for the first playable ruleset of every family, with the
 * most players the family allows. */
static void
test_tampered_every_family (void)
{
  GPtrArray *list = bx_ruleset_library_list (library);
  g_autoptr(GHashTable) done = g_hash_table_new (g_str_hash, g_str_equal);
  const char *other = NULL;

  for (guint i = 0; i < list->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (list, i);
      g_autoptr(BxGame) g = NULL;
      g_autoptr(BxRecord) rec = NULL;
      g_autofree char *text = NULL;
      g_autofree char *cut = NULL;
      BxGameOptions opt = { 0, 0 };
      BxState end;
      BxRng rng;
      const char *loser;

      if (!bx_ruleset_get_playable (rs)
          || g_hash_table_contains (done, bx_ruleset_get_family (rs)))
        continue;
      for (guint k = 6; k >= 2 && g == NULL; k--)
        {
          opt.n_players = k;
          g = configured_game (rs, &opt);
        }
      if (g == NULL)
        {
          g_test_message ("%s: no game, skipped", bx_ruleset_get_id (rs));
          continue;
        }
      g_hash_table_add (done, (gpointer) bx_ruleset_get_family (rs));
      /* A finished game (seeds until one ends within the cap). */
      for (guint64 seed = 11; ; seed++)
        {
          g_clear_pointer (&rec, bx_record_free);
          rec = play_record (g, &opt, seed, 5000, &end);
          if (bx_game_is_over (g, &end) && end.winner < (int) bx_game_get_n_players (g))
            break;
          g_assert_cmpuint (seed, <, 60);
        }
      text = record_text (rec, g);
      g_test_message ("%s: %u players, %u moves", bx_ruleset_get_id (rs),
                      bx_game_get_n_players (g), bx_record_get_n_entries (rec));

      cut = g_strndup (text, strlen (text) / 2);
      assert_text_fails (g, cut, BX_ERROR_PARSE, "malformed JSON");
      tamper (g, text, t_throw, NULL, ": move ");
      tamper (g, text, t_throw, NULL, ": the throw");
      tamper (g, text, t_step, NULL, ": the move is not legal");
      tamper (g, text, t_unknown_rule, NULL, "move 1: unknown rule id 'no.such.rule'");
      tamper (g, text, t_missing_rule, NULL, "move 1: the rules do not match");
      tamper (g, text, t_flags, NULL, "move 1: the move is not legal");
      tamper (g, text, t_player, NULL, "move 1: the record says 'nobody' plays");
      if (other != NULL)
        tamper (g, text, t_ruleset, (gpointer) other, "is not");
      tamper (g, text, t_players, GINT_TO_POINTER (7), "options: ");
      tamper (g, text, t_players, GINT_TO_POINTER (0), "options: 'players'");
      tamper (g, text, t_option_unknown, NULL, "options: unknown option 'speed'");
      loser = bx_game_player_name (g, end.winner == 0 ? 1 : 0);
      tamper (g, text, t_winner, (gpointer) loser, "result: ");
      tamper (g, text, t_winner, (gpointer) "draw", "result: ");
      tamper (g, text, t_score, NULL, "result: ");
      tamper (g, text, t_drop_last, NULL, "result: the record says");
      tamper (g, text, t_extra, NULL, "the game was already over");
      other = bx_ruleset_get_id (rs);

      bx_rng_init (&rng, 1234);
      for (guint k = 0; k < 150; k++)
        fuzz_once (g, text, &rng);
    }
  g_assert_cmpuint (g_hash_table_size (done), >=, 2);
}

static void
t_decision_thrown (JsonObject *root, JsonArray *moves, gpointer data)
{
  JsonArray *t = json_object_get_array_member (json_array_get_object_element (moves, 0),
                                               "throw");
  g_assert_cmpuint (json_array_get_length (t), ==, 0);
  json_array_add_int_element (t, 1);
}

/* A drawn game: 塞 with its no-progress draw shortened to the least the family allows, so
 * that random play draws; the record says "winner": "draw" and round-trips. */
static void
test_draw (void)
{
  g_autofree char *src = g_build_filename (SOURCE_RULESETS_DIR, "sai-daiyi.xml", NULL);
  g_autofree char *rng_src = g_build_filename (SOURCE_RULESETS_DIR, "boxi-ruleset.rng", NULL);
  g_autofree char *dir = g_dir_make_tmp ("boxi-draw-XXXXXX", NULL);
  g_autofree char *dst = g_build_filename (dir, "sai-daiyi.xml", NULL);
  g_autofree char *rng_dst = g_build_filename (dir, "boxi-ruleset.rng", NULL);
  g_autofree char *xml = NULL;
  g_autofree char *schema = NULL;
  g_autofree char *edited = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRulesetLibrary) lib = NULL;
  g_autoptr(BxGame) g = NULL;
  g_autoptr(BxRecord) rec = NULL;
  g_autofree char *text = NULL;
  g_autofree char *md = NULL;
  const BxGameOptions opt = { 0, 0 };
  BxState end;

  g_assert_true (g_file_get_contents (src, &xml, NULL, NULL));
  g_assert_true (g_file_get_contents (rng_src, &schema, NULL, NULL));
  g_assert_nonnull (strstr (xml, "name=\"draw.no-progress\" value=\"100\""));
  {
    g_auto(GStrv) parts = g_strsplit (xml, "name=\"draw.no-progress\" value=\"100\"", 2);
    edited = g_strjoinv ("name=\"draw.no-progress\" value=\"10\"", parts);
  }
  g_assert_true (g_file_set_contents (dst, edited, -1, NULL));
  g_assert_true (g_file_set_contents (rng_dst, schema, -1, NULL));
  lib = bx_ruleset_library_new_from_dir (dir, bx_clause_index_check_func, clauses, &error);
  g_assert_no_error (error);
  g = bx_game_new (bx_ruleset_library_get (lib, "sai/daiyi"), &error);
  g_assert_no_error (error);

  for (guint64 seed = 1; ; seed++)
    {
      g_clear_pointer (&rec, bx_record_free);
      rec = play_record (g, &opt, seed, 5000, &end);
      if (end.winner >= (int) bx_game_get_n_players (g))
        break;
      g_assert_cmpuint (seed, <, 200);
    }
  {
    BxResult res;

    bx_game_result (g, &end, &res);
    g_assert_cmpint (res.kind, ==, BX_RESULT_DRAW);
    g_assert_cmpint (res.winner, ==, -1);
    g_assert_cmpstr (bx_record_winner_name (g, &res), ==, "draw");
  }
  text = record_text (rec, g);
  g_assert_nonnull (strstr (text, "\"winner\" : \"draw\""));
  assert_round_trip (rec, g, &end);
  md = bx_record_export_markdown (rec, g, clauses, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (md, "The game is drawn"));
  /* A drawn game claimed as a win is refused. */
  tamper (g, text, t_winner, (gpointer) "red", "result: the record says 'red'");
  /* A decision made without a throw (throw "none") given a face. */
  tamper (g, text, t_decision_thrown, NULL, "move 1: the throw 1 is not the seed's throw none");
  g_remove (dst);
  g_remove (rng_dst);
  g_rmdir (dir);
}

/* Natural draws: any playable ruleset whose random games draw within a few seeds (六博's
 * equal 籌) round-trips them too. */
static void
test_draw_any (void)
{
  GPtrArray *list = bx_ruleset_library_list (library);
  guint n_draws = 0;

  for (guint i = 0; i < list->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (list, i);
      const BxGameOptions opt = { 0, 0 };
      g_autoptr(BxGame) g = NULL;

      if (!bx_ruleset_get_playable (rs) || (g = bx_game_new (rs, NULL)) == NULL)
        continue;
      for (guint64 seed = 1; seed <= 8; seed++)
        {
          g_autoptr(BxRecord) rec = NULL;
          g_autofree char *text = NULL;
          BxState end;

          rec = play_record (g, &opt, seed, 3000, &end);
          if (end.winner < (int) bx_game_get_n_players (g))
            continue;
          text = record_text (rec, g);
          g_assert_nonnull (strstr (text, "\"winner\" : \"draw\""));
          assert_round_trip (rec, g, &end);
          tamper (g, text, t_winner, (gpointer) bx_game_player_name (g, 0), "result: ");
          g_test_message ("%s: seed %" G_GUINT64_FORMAT " draws", bx_ruleset_get_id (rs), seed);
          n_draws++;
          break;
        }
    }
  if (n_draws == 0)
    g_test_message ("no ruleset draws naturally in the seeds tried");
}

/* Version-1 records (雙陸 before options, flags and draws) still load, and so do 塞
 * records of that version whose decision to throw is told by "move": "throw". */
static void
strip_to_v1 (JsonObject *root,
             JsonArray  *moves,
             gpointer    data)
{
  json_object_set_int_member (root, "version", 1);
  json_object_remove_member (root, "options");
  if (json_object_has_member (root, "result"))
    json_object_remove_member (json_object_get_object_member (root, "result"), "rules");
  for (guint i = 0; i < json_array_get_length (moves); i++)
    json_object_remove_member (json_array_get_object_element (moves, i), "flags");
}

static void
test_version1 (void)
{
  const char *ids[] = { "shuanglu/ping", "sai/daiyi" };

  for (guint k = 0; k < G_N_ELEMENTS (ids); k++)
    {
      BxRuleset *rs = bx_ruleset_library_get (library, ids[k]);
      const BxGameOptions opt = { 0, 0 };
      g_autoptr(BxGame) g = configured_game (rs, &opt);
      g_autoptr(BxRecord) rec = NULL;
      g_autoptr(BxRecord) back = NULL;
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *v1 = NULL;
      g_autofree char *path = tmp_path ("v1.json");
      BxState end;

      rec = play_record (g, &opt, 5, 5000, &end);
      text = record_text (rec, g);
      g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
      strip_to_v1 (json_node_get_object (json_parser_get_root (parser)),
                   json_object_get_array_member (
                     json_node_get_object (json_parser_get_root (parser)), "moves"), NULL);
      v1 = json_to_string (json_parser_get_root (parser), FALSE);
      g_assert_null (strstr (v1, "\"options\""));
      g_assert_true (g_file_set_contents (path, v1, -1, NULL));
      back = bx_record_load (path, g, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (bx_record_get_n_entries (back), ==, bx_record_get_n_entries (rec));
      for (guint i = 0; i < bx_record_get_n_entries (rec); i++)
        g_assert_true (bx_move_equal (&bx_record_get_entry (rec, i)->move,
                                      &bx_record_get_entry (back, i)->move));
      cleanup_path (path);
    }
}

/* A game configured for other options than the record's is refused by bx_record_load(). */
static void
test_options_mismatch (void)
{
  BxRuleset *rs = bx_ruleset_library_get (library, "chuhong/zhifa");
  BxGameOptions four = { 4, 2 }, three = { 3, 0 };
  g_autoptr(BxGame) g = NULL;
  g_autoptr(BxGame) g3 = NULL;
  g_autoptr(BxRecord) rec = NULL;
  g_autoptr(BxRecord) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = tmp_path ("four.json");
  BxState end;

  if (rs == NULL)
    {
      g_test_skip ("no chuhong/zhifa");
      return;
    }
  g = configured_game (rs, &four);
  g3 = configured_game (rs, &three);
  g_assert_nonnull (g);
  rec = play_record (g, &four, 3, 5000, &end);
  g_assert_true (bx_record_save (rec, g, path, NULL));
  back = bx_record_load (path, g3, &error);
  g_assert_null (back);
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "options: the record is a game of 4 players"));
  cleanup_path (path);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int rc;

  bx_test_init (&argc, &argv, &clauses, NULL);
  game = bx_test_game_from_file (clauses, "shuanglu-ping.xml", &ping);

  g_test_add_func ("/rules/record/round-trip", test_round_trip);
  g_test_add_func ("/rules/record/truncated", test_truncated);
  g_test_add_func ("/rules/record/tampered", test_tampered);
  g_test_add_func ("/rules/record/tampered-notation", test_tampered_notation);
  g_test_add_func ("/rules/record/deep-json", test_deep_json);
  g_test_add_func ("/rules/record/json-bounded", test_json_bounded);
  g_test_add_func ("/rules/record/markdown", test_markdown);
  g_test_add_func ("/rules/record/every-ruleset", test_every_ruleset);
  g_test_add_func ("/rules/record/tampered-every-family", test_tampered_every_family);
  g_test_add_func ("/rules/record/draw", test_draw);
  g_test_add_func ("/rules/record/draw-any", test_draw_any);
  g_test_add_func ("/rules/record/version1", test_version1);
  g_test_add_func ("/rules/record/options-mismatch", test_options_mismatch);
  library = bx_ruleset_library_new_from_dir (SOURCE_RULESETS_DIR, bx_clause_index_check_func,
                                             clauses, &error);
  g_assert_no_error (error);
  rc = g_test_run ();
  bx_ruleset_library_free (library);
  bx_game_free (game);
  bx_ruleset_unref (ping);
  bx_clause_index_free (clauses);
  return rc;
}
