/* test-cli.c: boxi-cli's contract (docs/cli.md): JSON out with the documented members, the
 * exact content of known answers, one-line errors, exit codes.
 *
 * Every call goes through run_cli(), the one place that runs boxi-cli's commands: in process,
 * through bx_cli_run() (boxi-cli-lib, the same dispatcher the boxi-cli program is), with
 * stdout and stderr captured.  One test (/cli/program) spawns the installed program itself,
 * to check that its exit status and streams are those of the dispatcher.  What holds for
 * every throw or move is checked against the same engines, and the CLI's output is compared
 * with that.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/wait.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "bx-cli.h"
#include "bx-cli-quantile.h"
#include "bx-core.h"
#include "bx-families.h"
#include "bx-game.h"
#include "bx-ruleset.h"
#include "bx-test-util.h"

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;
/* A corpus database that test_build_db() builds once for the corpus commands. */
static char *db_dir;
static char *db;

/* Runs boxi-cli's command line @argv (the arguments after the program name,
 * NULL-terminated) in process and returns its exit status; @out and @err get what it printed
 * to stdout and stderr.  The only function that knows how boxi-cli is run. */
static int
run_cli (const char * const  *argv,
         char               **out,
         char               **err)
{
  g_autoptr(GPtrArray) full = g_ptr_array_new ();
  GString *o = g_string_new (NULL);
  GString *e = g_string_new (NULL);
  int status;

  g_ptr_array_add (full, (gpointer) "boxi-cli");
  for (guint i = 0; argv[i] != NULL; i++)
    g_ptr_array_add (full, (gpointer) argv[i]);
  g_ptr_array_add (full, NULL);
  status = bx_cli_run ((int) full->len - 1, (char **) full->pdata, o, e);
  *out = g_string_free (o, FALSE);
  *err = g_string_free (e, FALSE);
  return status;
}

/* The program itself: the same status and streams as the dispatcher, for a success and for
 * a malformed command line. */
static void
test_program (void)
{
  const char *ok[] = { g_getenv ("BOXI_CLI"), "version", NULL };
  const char *bad[] = { g_getenv ("BOXI_CLI"), "no-such-command", NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_assert_nonnull (ok[0]);
  g_spawn_sync (NULL, (char **) ok, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  g_assert_nonnull (strstr (out, "\"name\":\"boxi\""));
  g_spawn_sync (NULL, (char **) bad, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out2, &err2, &status,
                &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 2);
  g_assert_cmpstr (out2, ==, "");
  g_assert_cmpuint (strlen (err2), >, 0);
}

/* Runs boxi-cli, expects exit status @code, nothing on stdout and one line on stderr that
 * holds @fragment. */
static void
expect_error (const char * const *args,
              int                 code,
              const char         *fragment)
{
  g_autofree char *out = NULL, *err = NULL;
  int status = run_cli (args, &out, &err);

  if (strstr (err, fragment) == NULL)
    g_printerr ("stderr: %s\n", err);
  g_assert_cmpint (status, ==, code);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, fragment));
  g_assert_cmpint (strchr (err, '\n') - err, ==, (int) strlen (err) - 1);
}

/* Runs boxi-cli, expects success and one JSON document on stdout. */
static JsonNode *
run_json (const char * const *args)
{
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *root;
  int status = run_cli (args, &out, &err);

  if (status != 0)
    g_printerr ("stderr: %s\n", err);
  g_assert_cmpint (status, ==, 0);
  root = json_from_string (out, &error);
  g_assert_no_error (error);
  return root;
}

/* Asserts that @o has exactly the members @names (NULL-terminated), in any order. */
static void
assert_members (JsonObject         *o,
                const char * const *names)
{
  guint n = 0;

  for (; names[n] != NULL; n++)
    if (!json_object_has_member (o, names[n]))
      g_error ("no member '%s'", names[n]);
  g_assert_cmpuint (json_object_get_size (o), ==, n);
}

/* The strings of JSON array @a, joined by spaces. */
static char *
join_strings (JsonArray *a)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (a); i++)
    g_string_append_printf (out, "%s%s", i ? " " : "", json_array_get_string_element (a, i));
  return g_string_free (out, FALSE);
}

/* Asserts that a `legal` or `play` object @o has the members of docs/cli.md and that its
 * move, its words, rules, clauses and status are what the engine gives for @m in @s. */
static void
assert_move_members (BxGame        *game,
                     const BxState *s,
                     const BxMove  *m,
                     JsonObject    *o)
{
  g_autofree char *notation = bx_game_describe_move (game, s, m);
  g_autofree char *text_en = NULL;
  g_autofree char *text_zh = NULL;
  g_auto(GStrv) cites = bx_game_move_clause_ids (game, m);
  g_autofree char *want_cites = g_strjoinv (" ", cites);
  g_autofree char *rules = join_strings (json_object_get_array_member (o, "rules"));
  g_autofree char *got_cites = join_strings (json_object_get_array_member (o, "clauses"));
  g_autoptr(GString) want_rules = g_string_new (NULL);

  for (guint k = 0; k < m->n_rules; k++)
    g_string_append_printf (want_rules, "%s%s", k ? " " : "",
                            bx_game_rule_id (game, m->rules[k]));
  g_assert_cmpstr (json_object_get_string_member (o, "move"), ==, notation);
  g_assert_true (bx_game_describe_move_words (game, s, m, &text_en, &text_zh));
  g_assert_cmpstr (json_object_get_string_member (o, "text_en"), ==, text_en);
  g_assert_cmpstr (json_object_get_string_member (o, "text_zh"), ==, text_zh);
  g_assert_cmpstr (rules, ==, want_rules->str);
  g_assert_cmpstr (got_cites, ==, want_cites);
  g_assert_cmpstr (json_object_get_string_member (o, "status"), ==,
                   bx_rule_status_to_string (bx_game_move_status (game, m)));
  g_assert_true (JSON_NODE_HOLDS_ARRAY (json_object_get_member (o, "steps")));
}

static void
test_version (void)
{
  const char *args[] = { "--version", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "boxi-cli " PACKAGE_VERSION "\n");
}

static void
test_version_json (void)
{
  const char *args[] = { "version", NULL };
  const char *members[] = { "name", "version", NULL };
  g_autoptr(JsonNode) root = run_json (args);
  JsonObject *obj = json_node_get_object (root);

  assert_members (obj, members);
  g_assert_cmpstr (json_object_get_string_member (obj, "name"), ==, "boxi");
  g_assert_cmpstr (json_object_get_string_member (obj, "version"), ==, PACKAGE_VERSION);
}

static void
test_unknown_command (void)
{
  const char *args[] = { "nosuchcommand", NULL };

  expect_error (args, 2, "unknown command 'nosuchcommand'");
}

static void
test_help (void)
{
  const char *args[] = { "--help", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "Usage: boxi-cli"));
}

/* build-db, once: the corpus tests below use its database. */
static void
test_build_db (void)
{
  g_autofree char *texts = g_build_filename (g_getenv ("BOXI_SOURCE_ROOT"), "texts", NULL);
  const char *args[] = { "build-db", "--texts", texts, "--out", db, NULL };
  const char *members[] = { "works", "clauses", "out", "sections", "translations", "notes",
                            "variants", "terms", "glossary", "reconstructions", "ms", NULL };
  g_autoptr(JsonNode) root = run_json (args);
  JsonObject *obj = json_node_get_object (root);

  assert_members (obj, members);
  g_assert_cmpstr (json_object_get_string_member (obj, "out"), ==, db);
  g_assert_cmpint (json_object_get_int_member (obj, "works"), >=, 6);
  g_assert_cmpint (json_object_get_int_member (obj, "clauses"), >, 1000);
  g_assert_true (g_file_test (db, G_FILE_TEST_IS_REGULAR));
}

/* The reverse link clause → rules: 常局格制 "凡馬單立則敵馬可擊" (pushuang.changju.15) is
 * cited by the hitting rule of 平雙陸. */
static void
test_clause_cited_by (void)
{
  const char *args[] = { "clause", "pushuang.changju.15", "--db", db, NULL };
  const char *members[] = { "id", "work", "section", "section_head", "text", "translation",
                            "notes", "variants", "terms", "cited_by", "context_of", NULL };
  const char *by_members[] = { "ruleset", "rule", "status", "statement_en", "show_me", NULL };
  g_autoptr(JsonNode) root = run_json (args);
  JsonObject *obj = json_node_get_object (root);
  JsonArray *cited;
  gboolean found = FALSE;

  assert_members (obj, members);
  g_assert_cmpstr (json_object_get_string_member (obj, "id"), ==, "pushuang.changju.15");
  g_assert_cmpstr (json_object_get_string_member (obj, "work"), ==, "pushuang");
  g_assert_cmpstr (json_object_get_string_member (obj, "text"), ==, "凡馬單立則敵馬可擊");
  cited = json_object_get_array_member (obj, "cited_by");
  for (guint i = 0; i < json_array_get_length (cited); i++)
    {
      JsonObject *by = json_array_get_object_element (cited, i);

      assert_members (by, by_members);
      if (g_strcmp0 (json_object_get_string_member (by, "ruleset"), "shuanglu/ping") == 0
          && g_strcmp0 (json_object_get_string_member (by, "rule"), "ping.hit") == 0)
        {
          found = TRUE;
          g_assert_cmpstr (json_object_get_string_member (by, "status"), ==, "attested");
        }
    }
  g_assert_true (found);
}

/* The opening of 平雙陸 with 6–2: exactly these moves, with these rules (the 雙陸 tests hold
 * the reasons); and every `legal` object is what the engine says. */
static void
test_legal_opening (void)
{
  const char *args[] = { "legal", "shuanglu/ping", "--throw", "6,2", NULL };
  const char *members[] = { "move", "text_en", "text_zh", "steps", "rules", "clauses", "status",
                            NULL };
  static const char *want[] = {
    "8/2 6/4: ping.direction ping.move",
    "8/2 8/6: ping.direction ping.move ping.stack",
    "8/2 13/11: ping.direction ping.move",
    "8/2 24/22: ping.direction ping.move",
    "13/7 6/4: ping.direction ping.move",
    "13/7 7/5: ping.direction ping.move ping.block-pass",
    "13/7 8/6: ping.direction ping.move ping.stack",
    "13/7 13/11: ping.direction ping.move",
    "13/7 24/22: ping.direction ping.move",
    "24/18 6/4: ping.direction ping.move",
    "24/18 8/6: ping.direction ping.move ping.stack",
    "24/18 13/11: ping.direction ping.move",
    "24/18 18/16: ping.direction ping.move ping.block-pass",
    "24/18 24/22: ping.direction ping.move",
  };
  g_autoptr(JsonNode) root = run_json (args);
  JsonArray *a = json_node_get_array (root);
  g_autoptr(BxGame) game = bx_test_new_game (library, "shuanglu/ping");
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxState s;
  BxThrow t;

  g_assert_cmpuint (json_array_get_length (a), ==, G_N_ELEMENTS (want));
  bx_game_init_state (game, &s);
  g_assert_true (bx_throw_parse ("6,2", &t, NULL));
  bx_game_legal_moves (game, &s, &t, moves);
  g_assert_cmpuint (moves->len, ==, G_N_ELEMENTS (want));
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonObject *o = json_array_get_object_element (a, i);
      g_autofree char *rules = join_strings (json_object_get_array_member (o, "rules"));
      g_autofree char *line = g_strdup_printf ("%s: %s", json_object_get_string_member (o,
                                                                                 "move"),
                                               rules);

      assert_members (o, members);
      g_assert_cmpstr (line, ==, want[i]);
      assert_move_members (game, &s, &g_array_index (moves, BxMove, i), o);
    }
}

/* A whole random game of 平雙陸, seed 1: every line is a legal move of the position that the
 * lines before it make, with its rules and clauses; the end line is the engine's result. */
static void
test_play_replays (void)
{
  const char *args[] = { "play", "shuanglu/ping", "--random", "--seed", "1", NULL };
  const char *end_members[] = { "end", "winner", "score", "turns", "rules", "clauses", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(BxGame) game = bx_test_new_game (library, "shuanglu/ping");
  g_autoptr(GArray) moves = bx_move_list_new ();
  g_autoptr(GError) error = NULL;
  guint n_lines;
  BxState s;
  BxResult res;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  lines = g_strsplit (g_strchomp (out), "\n", -1);
  n_lines = g_strv_length (lines);
  g_assert_cmpuint (n_lines, >, 2);
  bx_game_init_state (game, &s);
  for (guint i = 0; i + 1 < n_lines; i++)
    {
      g_autoptr(JsonNode) node = json_from_string (lines[i], &error);
      JsonObject *o;
      JsonArray *faces;
      BxThrow t = { 0 };
      gboolean found = FALSE;

      g_assert_no_error (error);
      o = json_node_get_object (node);
      g_assert_cmpint (json_object_get_int_member (o, "turn"), ==, s.turn);
      g_assert_cmpstr (json_object_get_string_member (o, "player"), ==,
                       bx_game_player_name (game, s.player));
      faces = json_object_get_array_member (o, "throw");
      t.n = json_array_get_length (faces);
      for (guint k = 0; k < t.n; k++)
        t.d[k] = json_array_get_int_element (faces, k);
      g_assert_true (bx_game_throw_is_valid (game, &t));
      bx_game_legal_moves (game, &s, &t, moves);
      for (guint k = 0; k < moves->len && !found; k++)
        {
          const BxMove *m = &g_array_index (moves, BxMove, k);
          g_autofree char *notation = bx_game_describe_move (game, &s, m);

          if (g_strcmp0 (notation, json_object_get_string_member (o, "move")) != 0)
            continue;
          assert_move_members (game, &s, m, o);
          bx_game_apply (game, &s, &t, m);
          found = TRUE;
        }
      if (!found)
        g_error ("line %u: %s is not a legal move", i + 1, lines[i]);
    }
  {
    g_autoptr(JsonNode) node = json_from_string (lines[n_lines - 1], &error);
    JsonObject *o;

    g_assert_no_error (error);
    o = json_node_get_object (node);
    assert_members (o, end_members);
    g_assert_true (json_object_get_boolean_member (o, "end"));
    g_assert_true (bx_game_is_over (game, &s));
    bx_game_result (game, &s, &res);
    g_assert_cmpstr (json_object_get_string_member (o, "winner"), ==,
                     bx_game_player_name (game, res.winner));
    g_assert_cmpint (json_object_get_int_member (o, "score"), ==, res.score);
    g_assert_cmpint (json_object_get_int_member (o, "turns"), ==, s.turn);
  }
}

static char *
write_tmp (const char *dir,
           const char *name,
           const char *text)
{
  char *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static void
remove_tree (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *p = g_build_filename (dir, name, NULL);
      g_remove (p);
    }
  g_rmdir (dir);
}

/* Issue: a deeply nested state or record overflowed json-glib's parser (exit 139). */
static void
test_deep_json (void)
{
  g_autofree char *dir = g_dir_make_tmp ("boxi-cli-XXXXXX", NULL);
  GString *arrays = g_string_new (NULL), *objects = g_string_new (NULL);
  g_autofree char *record_text = NULL;
  g_autofree char *a = NULL, *o = NULL, *r = NULL;

  for (guint i = 0; i < 100000; i++)
    {
      g_string_append_c (arrays, '[');
      g_string_append (objects, "{\"a\":");
    }
  g_string_append (objects, "1");
  for (guint i = 0; i < 100000; i++)
    {
      g_string_append_c (arrays, ']');
      g_string_append_c (objects, '}');
    }
  record_text = g_strdup_printf ("{\"format\": \"boxi-record\", \"version\": 2, \"ruleset\": "
                                 "\"shuanglu/ping\", \"seed\": 1, \"moves\": %s}", arrays->str);
  a = write_tmp (dir, "deep.json", arrays->str);
  o = write_tmp (dir, "deepo.json", objects->str);
  r = write_tmp (dir, "deepr.json", record_text);
  {
    const char *args[] = { "legal", "shuanglu/ping", "--state", a, "--throw", "6,2", NULL };
    expect_error (args, 1, "nested deeper than 256 levels");
  }
  {
    const char *args[] = { "legal", "shuanglu/ping", "--state", o, "--throw", "6,2", NULL };
    expect_error (args, 1, "nested deeper than 256 levels");
  }
  {
    const char *args[] = { "replay", r, NULL };
    expect_error (args, 1, "nested deeper than 256 levels");
  }
  {
    const char *args[] = { "export", r, "--markdown", NULL };
    expect_error (args, 1, "nested deeper than 256 levels");
  }
  g_string_free (arrays, TRUE);
  g_string_free (objects, TRUE);
  remove_tree (dir);
}

/* Issue: twin hard-coded "white"/"black"; 塞's players are red and white. */
static void
test_twin_names (void)
{
  const char *args[] = { "twin", "sai/daiyi", "sai/daiyi-bai2", "--seed", "2", NULL };
  const char *end_members[] = { "end", "steps", "first_divergence", "why", "results", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(JsonNode) end = NULL;
  JsonArray *results;
  guint n;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  g_assert_null (strstr (out, "\"black\""));
  g_assert_nonnull (strstr (out, "\"player\":\"red\""));
  lines = g_strsplit (g_strchomp (out), "\n", -1);
  n = g_strv_length (lines);
  end = json_from_string (lines[n - 1], NULL);
  g_assert_nonnull (end);
  assert_members (json_node_get_object (end), end_members);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (end), "steps"), ==, n - 1);
  results = json_object_get_array_member (json_node_get_object (end), "results");
  g_assert_cmpuint (json_array_get_length (results), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (results, 0),
                                                  "ruleset"), ==, "sai/daiyi");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (results, 1),
                                                  "ruleset"), ==, "sai/daiyi-bai2");
  /* Seed 2 happens to give each board a different winner. */
  g_assert_nonnull (strstr (out, "\"winner\":\"red\""));
  g_assert_nonnull (strstr (out, "\"winner\":\"white\""));
}

/* Issue: values that make games that never end, or options that mean nothing. */
static void
test_option_bounds (void)
{
  {
    const char *args[] = { "play", "chuhong/zhifa", "--random", "--rounds", "100000", NULL };
    expect_error (args, 2, "chuhong/zhifa is played in 1–1000 rounds, not 100000");
  }
  {
    const char *args[] = { "play", "chuhong/zhifa", "--random", "--rounds", "0", NULL };
    expect_error (args, 2, "--rounds must be at least 1");
  }
  {
    const char *args[] = { "play", "chuhong/zhifa", "--random", "--players", "0", NULL };
    expect_error (args, 2, "--players must be at least 1");
  }
  {
    const char *args[] = { "play", "chuhong/zhifa", "--random", "--players", "-1", NULL };
    expect_error (args, 2, "--players must be at least 1");
  }
  {
    const char *args[] = { "play", "chuhong/zhifa", "--random", "--rounds", "-1", NULL };
    expect_error (args, 2, "--rounds must be at least 1");
  }
  {
    const char *args[] = { "search", "馬", "--limit", "0", NULL };
    expect_error (args, 2, "--limit N (N > 0)");
  }
  {
    const char *args[] = { "search", "馬", "--limit", "-1", NULL };
    expect_error (args, 2, "--limit N (N > 0)");
  }
  {
    const char *args[] = { "search", "馬", "--layer", "", NULL };
    expect_error (args, 2, "--layer: an empty layer name");
  }
  {
    const char *args[] = { "search", "馬", "--layer", ",", NULL };
    expect_error (args, 2, "--layer: an empty layer name");
  }
}

/* Issue: a ruleset of an unknown family was listed playable; setup="" loaded and played
 * 100 001 passes. */
static void
test_unplayable (void)
{
  g_autofree char *dir = g_dir_make_tmp ("boxi-cli-XXXXXX", NULL);
  const char *copies[] = { "boxi-ruleset.rng", "sai-daiyi.xml", "shuanglu-ping.xml" };
  g_autoptr(JsonNode) list = NULL;
  JsonArray *a;
  guint seen = 0;
  g_autofree char *where = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (copies); i++)
    {
      g_autofree char *src = g_build_filename (SOURCE_RULESETS_DIR, copies[i], NULL);
      g_autofree char *text = NULL;
      g_autofree char *path = NULL;
      g_auto(GStrv) parts = NULL;

      g_assert_true (g_file_get_contents (src, &text, NULL, NULL));
      if (i == 1)
        {
          parts = g_strsplit (text, "family=\"sai\"", 2);
          g_assert_cmpuint (g_strv_length (parts), ==, 2);
          g_free (text);
          text = g_strjoinv ("family=\"nosuch\"", parts);
        }
      else if (i == 2)
        {
          const char *rule = strstr (text, "<rule id=\"ping.setup\"");
          int line = 1;

          /* The error names the line of the rule that sets the param (counted here, so
           * that adding lines above it to the data file does not break the test). */
          g_assert_nonnull (rule);
          for (const char *c = text; c < rule; c++)
            line += *c == '\n';
          where = g_strdup_printf ("shuanglu-ping.xml:%d: param 'setup' = '' is not", line);
          parts = g_strsplit (text, "name=\"setup\" value=\"24:2,13:5,8:3,6:5\"", 2);
          g_assert_cmpuint (g_strv_length (parts), ==, 2);
          g_free (text);
          text = g_strjoinv ("name=\"setup\" value=\"\"", parts);
        }
      path = write_tmp (dir, copies[i], text);
    }
  {
    const char *args[] = { "rulesets", "--rulesets", dir, NULL };
    list = run_json (args);
  }
  a = json_node_get_array (list);
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonObject *o = json_array_get_object_element (a, i);
      const char *reason = json_object_get_string_member (o, "reason");

      g_assert_false (json_object_get_boolean_member (o, "playable"));
      g_assert_nonnull (reason);
      if (strcmp (json_object_get_string_member (o, "id"), "sai/daiyi") == 0)
        g_assert_nonnull (strstr (reason, "no engine for family 'nosuch'"));
      else
        g_assert_nonnull (strstr (reason, where));
      seen++;
    }
  g_assert_cmpuint (seen, ==, 2);
  {
    const char *args[] = { "play", "shuanglu/ping", "--random", "--rulesets", dir, NULL };
    g_autofree char *message = g_strconcat (where, " a short list of integers (it is empty)",
                                            NULL);

    expect_error (args, 1, message);
  }
  remove_tree (dir);
}

static guint64
gcd (guint64 a,
     guint64 b)
{
  while (b != 0)
    {
      guint64 t = a % b;
      a = b;
      b = t;
    }
  return a;
}

/* Issue: throws printed 4/1296, 3/216, 2/36, 6/64; and legal refused liubo/essay's listed
 * throws 0 … 10.  Every family: the rows have the documented members, the probabilities are
 * in lowest terms and sum to 1, and every listed throw is one `legal` takes (checked in
 * process, as legal checks it); then `legal` with the first listed throw gives exactly the
 * engine's moves.  Two spawns per ruleset. */
/* `rules ID` prints every rule with the docs/cli.md members: the Chinese rationale as
 * rationale_zh beside the English one, null for an attested rule. */
static void
test_rules_json (void)
{
  const char *args[] = { "rules", "shuanglu/ping", NULL };
  const char *members[] = { "id", "topic", "status", "cite", "context", "statement_en",
                            "statement_zh", "reconstruction", "rationale", "rationale_zh",
                            "ruleset", "params", NULL };
  g_autoptr(JsonNode) list = run_json (args);
  JsonArray *a = json_node_get_array (list);
  gboolean saw_board = FALSE;

  g_assert_cmpuint (json_array_get_length (a), >, 10);
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonObject *o = json_array_get_object_element (a, i);
      const char *id = json_object_get_string_member (o, "id");

      assert_members (o, members);
      if (strcmp (id, "ping.board") == 0)
        {
          const char *zh = json_object_get_string_member (o, "rationale_zh");

          g_assert_nonnull (zh);
          g_assert_nonnull (strstr (zh, "譜雙 · 平雙陸一名契丹雙陸 §9"));
          g_assert_nonnull (json_object_get_string_member (o, "rationale"));
          saw_board = TRUE;
        }
      else if (strcmp (id, "ping.players") == 0)
        {
          g_assert_true (json_object_get_null_member (o, "rationale"));
          g_assert_true (json_object_get_null_member (o, "rationale_zh"));
        }
    }
  g_assert_true (saw_board);
}

static void
test_throws (void)
{
  const char *list_args[] = { "rulesets", NULL };
  const char *members[] = { "id", "name_zh", "name_en", "playable", "reason", "status",
                            "extends", NULL };
  g_autoptr(JsonNode) list = run_json (list_args);
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  gboolean saw_sums = FALSE;

  /* Every playable ruleset that extends none (a variant shares its parent's dice). */
  for (guint i = 0; i < json_array_get_length (json_node_get_array (list)); i++)
    {
      JsonObject *o = json_array_get_object_element (json_node_get_array (list), i);

      assert_members (o, members);
      g_assert_nonnull (bx_ruleset_library_get (library,
                                                json_object_get_string_member (o, "id")));
      if (json_object_get_boolean_member (o, "playable"))
        g_assert_true (json_object_get_null_member (o, "reason"));
      else
        g_assert_nonnull (json_object_get_string_member (o, "reason"));
      if (json_object_get_boolean_member (o, "playable")
          && json_object_get_null_member (o, "extends"))
        g_ptr_array_add (ids, (gpointer) json_object_get_string_member (o, "id"));
    }
  g_assert_cmpuint (ids->len, >=, 6);
  for (guint k = 0; k < ids->len; k++)
    {
      const char *id = g_ptr_array_index (ids, k);
      const char *args[] = { "throws", id, NULL };
      g_autoptr(JsonNode) root = run_json (args);
      JsonArray *a = json_node_get_array (root);
      g_autoptr(BxGame) game = bx_test_new_game (library, id);
      const char *first = NULL;
      double sum = 0;

      g_assert_cmpuint (json_array_get_length (a), >, 0);
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          JsonObject *o = json_array_get_object_element (a, i);
          const char *p = json_object_get_string_member (o, "probability");
          /* A class of throws (除紅's 散色) has a null throw. */
          const char *t = json_object_get_string_member_with_default (o, "throw", NULL);
          guint64 num, den;
          BxThrow parsed;
          char *end;

          g_assert_true (json_object_has_member (o, "name"));
          g_assert_true (json_object_has_member (o, "class"));
          num = g_ascii_strtoull (p, &end, 10);
          g_assert_true (*end == '/');
          den = g_ascii_strtoull (end + 1, &end, 10);
          g_assert_true (*end == '\0');
          if (gcd (num, den) != 1)
            g_printerr ("%s %s: %s\n", id, t, p);
          g_assert_cmpuint (gcd (num, den), ==, 1);
          sum += (double) num / den;
          if (json_object_has_member (o, "outcomes"))
            g_assert_cmpuint (json_object_get_int_member (o, "ways") * den, ==,
                              num * json_object_get_int_member (o, "outcomes"));
          if (t == NULL)
            continue;
          /* 六博 by hands lists the sums 0 … 10 of two hands of 0–5 fingers. */
          if (strcmp (t, "10") == 0)
            saw_sums = TRUE;
          g_assert_true (bx_throw_parse (t, &parsed, NULL));
          if (!bx_game_throw_is_valid (game, &parsed))
            g_error ("%s: throws lists %s, which legal refuses", id, t);
          if (first == NULL)
            first = t;
        }
      g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-9);

      g_assert_nonnull (first);
      {
        const char *legal[] = { "legal", id, "--throw", first, NULL };
        g_autoptr(JsonNode) got = run_json (legal);
        JsonArray *ga = json_node_get_array (got);
        g_autoptr(GArray) moves = bx_move_list_new ();
        BxState s;
        BxThrow t;

        bx_game_init_state (game, &s);
        g_assert_true (bx_throw_parse (first, &t, NULL));
        bx_game_legal_moves (game, &s, &t, moves);
        g_assert_cmpuint (json_array_get_length (ga), ==, moves->len);
        for (guint i = 0; i < moves->len; i++)
          assert_move_members (game, &s, &g_array_index (moves, BxMove, i),
                               json_array_get_object_element (ga, i));
      }
    }
  g_assert_true (saw_sums);
}

/* Issue: text --lang zh printed null translations (only English exists). */
static void
test_text_lang (void)
{
  g_autofree char *dir = g_dir_make_tmp ("boxi-cli-XXXXXX", NULL);
  const char *zh[] = { "text", "pushuang", "--lang", "zh", "--db", db, NULL };
  const char *en[] = { "text", "pushuang", "--lang", "en", "--db", db, NULL };
  const char *members[] = { "id", "section", "text", "translation", NULL };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *a;

  expect_error (zh, 1, "--lang: pushuang has no translation in 'zh'");
  root = run_json (en);
  a = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (a), >, 0);
  for (guint i = 0; i < json_array_get_length (a); i++)
    assert_members (json_array_get_object_element (a, i), members);
  {
    JsonObject *first = json_array_get_object_element (a, 0);

    g_assert_true (g_str_has_prefix (json_object_get_string_member (first, "id"), "pushuang."));
    g_assert_cmpstr (json_object_get_string_member (first, "text"), !=, "");
  }

  /* Issue: <reconstruction ref="rec.nosuch"> was accepted; against the corpus the ref is
   * checked in its reconstructions table (clause loads the rulesets with the database). */
  {
    g_autofree char *rdir = g_build_filename (dir, "rulesets", NULL);
    g_autofree char *schema = NULL, *text = NULL, *p1 = NULL, *p2 = NULL;
    g_autofree char *src1 = g_build_filename (SOURCE_RULESETS_DIR, "boxi-ruleset.rng", NULL);
    g_autofree char *src2 = g_build_filename (SOURCE_RULESETS_DIR, "sai-daiyi.xml", NULL);
    const char *clause[] = { "clause", "pushuang.changju.15", "--db", db, "--rulesets", rdir,
                             NULL };
    g_auto(GStrv) parts = NULL;

    g_assert_cmpint (g_mkdir (rdir, 0700), ==, 0);
    g_assert_true (g_file_get_contents (src1, &schema, NULL, NULL));
    g_assert_true (g_file_get_contents (src2, &text, NULL, NULL));
    /* Every ref to it, so that a rule's Chinese rationale names the same ref as its
     * English one (a twin that differs is another error). */
    parts = g_strsplit (text, "ref=\"rec.zhang2016\"", -1);
    g_assert_cmpuint (g_strv_length (parts), >=, 2);
    g_free (text);
    text = g_strjoinv ("ref=\"rec.nosuch\"", parts);
    p1 = write_tmp (rdir, "boxi-ruleset.rng", schema);
    p2 = write_tmp (rdir, "sai-daiyi.xml", text);
    expect_error (clause, 1, "sai-daiyi.xml:");
    expect_error (clause, 1, "names unknown reconstruction 'rec.nosuch'");
    remove_tree (rdir);
  }
  remove_tree (dir);
}

/* Issue: --help did not name the options of the commands. */
static void
test_help_options (void)
{
  const char *args[] = { "--help", NULL };
  const char *want[] = { "--db FILE", "--rulesets DIR", "--texts DIR", "--rounds N",
                         "--players K", "--record FILE", "--ruleset ID", "--seed N",
                         "--limit N", "--lang", "--state FILE", "--throw T", "--steps N" };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      if (strstr (out, want[i]) == NULL)
        g_printerr ("missing: %s\n", want[i]);
      g_assert_nonnull (strstr (out, want[i]));
    }
}

/* Issue 17: the arena refuses more agents than players and says why it refuses no games; a
 * missing --state file is a "state:" error like the others; rates carry no float noise. */
static void
test_errors_plain (void)
{
  {
    const char *args[] = { "arena", "shuanglu/ping", "--agents", "strong,random,greedy",
                           "--games", "1", NULL };
    expect_error (args, 2, "3 agents for the 2 players");
  }
  {
    const char *args[] = { "arena", "shuanglu/ping", "--agents", "random", "--games", "0",
                           NULL };
    expect_error (args, 2, "one game or more");
  }
  {
    const char *args[] = { "legal", "shuanglu/ping", "--state", "/nonexistent/boxi.json",
                           "--throw", "6,2", NULL };
    expect_error (args, 1, "state: ");
  }
  {
    const char *args[] = { "arena", "shuanglu/ping", "--agents", "random,greedy", "--games",
                           "10", NULL };
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
    g_assert_null (strstr (out, "0000000"));
    g_assert_null (strstr (out, "9999999"));
  }
}

/* Newcomer review 8, 17a: an argument that starts with "-" and is no option is a usage error
 * that names it ("-horse" was read as -h and printed the help with status 0); after "--" it
 * is an argument; --help prints on stdout with status 0. */
static void
test_unknown_options (void)
{
  {
    const char *args[] = { "search", "-horse", NULL };
    expect_error (args, 2, "unknown option '-horse' (see 'boxi-cli search --help'; an argument "
                  "that starts with '-' goes after '--': boxi-cli search -- -horse)");
  }
  {
    const char *args[] = { "legal", "shuanglu/ping", "--throw", "6,2", "--bogus", NULL };
    expect_error (args, 2, "unknown option '--bogus'");
  }
  {
    const char *args[] = { "notes", "list", "-x", NULL };
    expect_error (args, 2, "unknown option '-x'");
  }
  {
    /* A value that starts with "-" is the option's value, not an option. */
    const char *args[] = { "twin", "shuanglu/ping", "shuanglu/dashi", "--steps", "-1", NULL };
    expect_error (args, 2, "--steps must be at least 1 (not -1)");
  }
  {
    const char *args[] = { "search", "--db", db, "--", "-horse", NULL };
    g_autoptr(JsonNode) root = run_json (args);

    g_assert_true (JSON_NODE_HOLDS_ARRAY (root));
  }
  {
    const char *args[] = { "search", "--help", NULL };
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
    g_assert_nonnull (strstr (out, "--limit"));
    g_assert_cmpstr (err, ==, "");
  }
}

/* Newcomer review 8, 17d: errors say why, in the documented "FILE: reason" form. */
static void
test_error_reasons (void)
{
  g_autofree char *out_db = g_build_filename (db_dir, "never.sqlite", NULL);
  g_autofree char *user_db = g_build_filename (db_dir, "user-reasons.sqlite", NULL);
  g_autofree char *no_dir = g_build_filename (db_dir, "nodir", NULL);
  g_autofree char *export_out = g_build_filename (no_dir, "x.md", NULL);
  g_autofree char *want = g_strdup_printf ("%s: cannot create a temporary file", no_dir);

  {
    const char *args[] = { "twin", "shuanglu/ping", "shuanglu/dashi", "--steps", "0", NULL };
    expect_error (args, 2, "--steps must be at least 1 (not 0)");
  }
  {
    const char *args[] = { "hint", "shuanglu/ping", "--throw", "6,5", "--agent", "bogus",
                           NULL };
    expect_error (args, 2, "--agent: 'bogus' is no agent (random, greedy, strong, perfect)");
  }
  {
    const char *args[] = { "build-db", "--texts", "/nonexistent/boxi", "--out", out_db, NULL };
    expect_error (args, 1, "/nonexistent/boxi: no such folder (--texts)");
    g_assert_false (g_file_test (out_db, G_FILE_TEST_EXISTS));
  }
  {
    const char *args[] = { "build-db", "--texts", db, "--out", out_db, NULL };
    g_autofree char *fragment = g_strdup_printf ("%s: not a folder (--texts)", db);
    expect_error (args, 1, fragment);
  }
  {
    const char *args[] = { "rules", "shuanglu/ping", "--rulesets", "/nonexistent/boxi", NULL };
    expect_error (args, 1, "/nonexistent/boxi: no such folder (--rulesets)");
  }
  {
    /* The folder that is missing, not the temporary file's name. */
    const char *args[] = { "notes", "export", "--out", export_out, "--user-db", user_db,
                           "--db", db, NULL };
    expect_error (args, 1, want);
  }
}

/* Newcomer review 8, 17f: removing what is not there writes nothing and says so
 * ("removed": false, no made-up times); a real removal says "removed": true. */
static void
test_remove_nothing (void)
{
  g_autofree char *user_db = g_build_filename (db_dir, "user-remove.sqlite", NULL);
  const char *members[] = { "clause_id", "bookmarked", "note", "orphaned", "label", "created",
                            "modified", "removed", NULL };
  const char *verbs[][2] = { { "notes", "remove" }, { "bookmarks", "remove" } };

  for (guint i = 0; i < G_N_ELEMENTS (verbs); i++)
    {
      const char *args[] = { verbs[i][0], verbs[i][1], "pushuang.changju.99", "--user-db",
                             user_db, "--db", db, NULL };
      g_autoptr(JsonNode) root = run_json (args);
      JsonObject *o = json_node_get_object (root);

      assert_members (o, members);
      g_assert_false (json_object_get_boolean_member (o, "removed"));
      g_assert_true (json_object_get_null_member (o, "created"));
      g_assert_true (json_object_get_null_member (o, "modified"));
    }
  {
    const char *add[] = { "notes", "add", "pushuang.changju.3", "a", "note", "--user-db",
                          user_db, "--db", db, NULL };
    const char *star[] = { "bookmarks", "add", "pushuang.changju.3", "--user-db", user_db,
                           "--db", db, NULL };
    const char *remove[] = { "notes", "remove", "pushuang.changju.3", "--user-db", user_db,
                             "--db", db, NULL };
    const char *list[] = { "notes", "list", "--user-db", user_db, "--db", db, NULL };
    g_autoptr(JsonNode) added = run_json (add);
    g_autoptr(JsonNode) starred = run_json (star);
    g_autoptr(JsonNode) removed = run_json (remove);
    g_autoptr(JsonNode) again = run_json (remove);
    g_autoptr(JsonNode) left = run_json (list);
    JsonObject *o = json_node_get_object (removed);

    g_assert_false (json_object_has_member (json_node_get_object (added), "removed"));
    g_assert_false (json_object_has_member (json_node_get_object (starred), "removed"));
    g_assert_true (json_object_get_boolean_member (o, "removed"));
    g_assert_true (json_object_get_null_member (o, "note"));
    /* The bookmark keeps the entry and its times. */
    g_assert_true (json_object_get_boolean_member (o, "bookmarked"));
    g_assert_false (json_object_get_null_member (o, "created"));
    g_assert_false (json_object_get_boolean_member (json_node_get_object (again), "removed"));
    g_assert_cmpuint (json_array_get_length (json_node_get_array (left)), ==, 0);
  }
}

/* Newcomer review 8, 17e: `glossary liang` finds 梁 liáng as the Reader's Glossary filter does;
 * a reading that names several terms lists them. */
static void
test_glossary_lookup (void)
{
  const char *readings[] = { "liang", "LIANG", "liáng", "g.liang", "樑" };

  for (guint i = 0; i < G_N_ELEMENTS (readings); i++)
    {
      const char *args[] = { "glossary", readings[i], NULL };
      g_autoptr(JsonNode) root = run_json (args);

      g_assert_cmpstr (json_object_get_string_member (json_node_get_object (root), "id"), ==,
                       "g.liang");
    }
  {
    const char *args[] = { "glossary", "wu", NULL };
    expect_error (args, 1, "'wu' names 2 glossary terms: ");
  }
  {
    const char *args[] = { "glossary", "no such term", NULL };
    expect_error (args, 1, "no glossary term 'no such term'");
  }
}

static GArray *
doubles (const double *v,
         guint         n)
{
  GArray *a = g_array_new (FALSE, FALSE, sizeof (double));

  g_array_append_vals (a, v, n);
  return a;
}

/* The benches' one median (the mean of the two middle values for an even count) and
 * nearest-rank percentile (bx-cli-quantile.c). */
static void
test_quantile (void)
{
  const double odd[] = { 3, 1, 2 }, even[] = { 4, 1, 3, 2 };
  const gint64 ints[] = { 7, -1, 2 };
  g_autoptr(GArray) a = doubles (odd, 3);
  g_autoptr(GArray) b = doubles (even, 4);
  g_autoptr(GArray) empty = doubles (NULL, 0);
  g_autoptr(GArray) hundred = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) i64 = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) d = NULL;

  g_assert_cmpfloat (bx_cli_median (a), ==, 2);
  g_assert_cmpfloat (g_array_index (a, double, 0), ==, 1);   /* sorted in place */
  g_assert_cmpfloat (bx_cli_median (b), ==, 2.5);
  g_assert_cmpfloat (bx_cli_median (empty), ==, -1);
  /* Nearest rank: index round(p (n − 1)), the upper middle value for an even count. */
  g_assert_cmpfloat (bx_cli_percentile (a, 0.5), ==, 2);
  g_assert_cmpfloat (bx_cli_percentile (b, 0.5), ==, 3);
  g_assert_cmpfloat (bx_cli_percentile (b, 0), ==, 1);
  g_assert_cmpfloat (bx_cli_percentile (b, 1), ==, 4);
  g_assert_cmpfloat (bx_cli_percentile (empty, 0.99), ==, 0);
  for (int i = 100; i >= 1; i--)
    {
      double v = i;

      g_array_append_val (hundred, v);
    }
  g_assert_cmpfloat (bx_cli_percentile (hundred, 0.99), ==, 99);
  g_assert_cmpfloat (bx_cli_percentile (hundred, 0.95), ==, 95);
  g_assert_cmpfloat (bx_cli_median (hundred), ==, 50.5);
  g_array_append_vals (i64, ints, 3);
  d = bx_cli_doubles_from_int64 (i64);
  g_assert_cmpuint (d->len, ==, 3);
  g_assert_cmpfloat (g_array_index (d, double, 0), ==, 7);
  g_assert_cmpfloat (g_array_index (d, double, 1), ==, -1);
  g_assert_cmpfloat (bx_cli_median (d), ==, 2);
}

/* bench engine --all: one line for each playable ruleset, with its games and rates; --all
 * and --ruleset together are a usage error (issue 21). */
static void
test_bench_engine_all (void)
{
  const char *args[] = { "bench", "engine", "--all", "--games", "2", NULL };
  const char *both[] = { "bench", "engine", "--all", "--ruleset", "sai/daiyi", NULL };
  GPtrArray *list = bx_ruleset_library_list (library);   /* transfer none */
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_auto(GStrv) lines = NULL;
  guint playable = 0, n = 0;

  for (guint i = 0; i < list->len; i++)
    {
      g_autoptr(BxGame) game = bx_game_new (list->pdata[i], NULL);
      playable += game != NULL;
    }
  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(JsonNode) node = NULL;
      JsonObject *o;

      if (*lines[i] == '\0')
        continue;
      node = json_from_string (lines[i], NULL);
      g_assert_nonnull (node);
      o = json_node_get_object (node);
      g_assert_nonnull (bx_ruleset_library_get (library, json_object_get_string_member (o,
                                                                               "ruleset")));
      g_assert_cmpint (json_object_get_int_member (o, "games"), ==, 2);
      g_assert_cmpfloat (json_object_get_double_member (o, "games_per_cpu_second"), >, 0);
      n++;
    }
  g_assert_cmpuint (n, ==, playable);
  g_assert_cmpint (run_cli (both, &out2, &err2), !=, 0);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int rc;

  bx_test_init (&argc, &argv, &clauses, &library);
  db_dir = g_dir_make_tmp ("boxi-cli-XXXXXX", &error);
  g_assert_no_error (error);
  db = g_build_filename (db_dir, "corpus.sqlite", NULL);

  g_test_add_func ("/cli/program", test_program);
  g_test_add_func ("/cli/version", test_version);
  g_test_add_func ("/cli/version-json", test_version_json);
  g_test_add_func ("/cli/unknown-command", test_unknown_command);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/build-db", test_build_db);
  g_test_add_func ("/cli/clause/cited-by", test_clause_cited_by);
  g_test_add_func ("/cli/legal/opening", test_legal_opening);
  g_test_add_func ("/cli/play/replays", test_play_replays);
  g_test_add_func ("/cli/json/deep-nesting", test_deep_json);
  g_test_add_func ("/cli/twin/player-names", test_twin_names);
  g_test_add_func ("/cli/options/bounds", test_option_bounds);
  g_test_add_func ("/cli/rulesets/unplayable", test_unplayable);
  g_test_add_func ("/cli/throws/lowest-terms-and-legal", test_throws);
  g_test_add_func ("/cli/text/lang", test_text_lang);
  g_test_add_func ("/cli/help/options", test_help_options);
  g_test_add_func ("/cli/errors/plain", test_errors_plain);
  g_test_add_func ("/cli/options/unknown", test_unknown_options);
  g_test_add_func ("/cli/errors/reasons", test_error_reasons);
  g_test_add_func ("/cli/notes/remove-nothing", test_remove_nothing);
  g_test_add_func ("/cli/glossary/lookup", test_glossary_lookup);
  g_test_add_func ("/cli/bench/engine-all", test_bench_engine_all);
  g_test_add_func ("/cli/bench/quantile", test_quantile);
  g_test_add_func ("/cli/rules/json", test_rules_json);

  rc = g_test_run ();
  remove_tree (db_dir);
  g_free (db);
  g_free (db_dir);
  bx_ruleset_library_free (library);
  bx_clause_index_free (clauses);
  return rc;
}
