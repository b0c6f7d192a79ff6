/* test-cli.c: boxi-cli's contract (docs/cli.md): JSON out, one-line errors, exit codes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/wait.h>

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

static void
test_version (void)
{
  const char *args[] = { "--version", NULL };
  g_autofree char *out = NULL, *err = NULL;
  int status;

  run_cli (args, &out, &err, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_true (g_str_has_prefix (out, "boxi-cli " PACKAGE_VERSION));
}

static void
test_version_json (void)
{
  const char *args[] = { "version", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *obj;
  int status;

  run_cli (args, &out, &err, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  obj = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (obj, "version"), ==, PACKAGE_VERSION);
}

static void
test_unknown_command (void)
{
  const char *args[] = { "nosuchcommand", NULL };
  g_autofree char *out = NULL, *err = NULL;
  int status;

  run_cli (args, &out, &err, &status);
  g_assert_false (g_spawn_check_wait_status (status, NULL));
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "unknown command 'nosuchcommand'"));
  /* One line only. */
  g_assert_cmpint (strchr (err, '\n') - err, ==, (int) strlen (err) - 1);
}

static void
test_help (void)
{
  const char *args[] = { "--help", NULL };
  g_autofree char *out = NULL, *err = NULL;
  int status;

  run_cli (args, &out, &err, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out, "Usage: boxi-cli"));
}

/* The reverse link clause → rules: 常局格制 "凡馬單立則敵馬可擊" (pushuang.changju.15) is
 * cited by the hitting rule of 平雙陸. */
static void
test_clause_cited_by (void)
{
  g_autofree char *dir = g_dir_make_tmp ("boxi-cli-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "corpus.sqlite", NULL);
  g_autofree char *texts = g_build_filename (g_getenv ("BOXI_SOURCE_ROOT"), "texts", NULL);
  const char *build[] = { "build-db", "--texts", texts, "--out", db, NULL };
  const char *args[] = { "clause", "pushuang.changju.15", "--db", db, NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *obj;
  JsonArray *cited;
  gboolean found = FALSE;
  int status;

  run_cli (build, &out, &err, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  run_cli (args, &out2, &err2, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  json_parser_load_from_data (parser, out2, -1, &error);
  g_assert_no_error (error);
  obj = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (obj, "text"), ==, "凡馬單立則敵馬可擊");
  cited = json_object_get_array_member (obj, "cited_by");
  for (guint i = 0; i < json_array_get_length (cited); i++)
    {
      JsonObject *by = json_array_get_object_element (cited, i);

      if (g_strcmp0 (json_object_get_string_member (by, "ruleset"), "shuanglu/ping") == 0
          && g_strcmp0 (json_object_get_string_member (by, "rule"), "ping.hit") == 0)
        found = TRUE;
    }
  g_assert_true (found);

  g_unlink (db);
  g_rmdir (dir);
}

/* Runs boxi-cli, expects exit status @code (not a signal), nothing on stdout and one line
 * on stderr that holds @fragment. */
static void
expect_error (const char * const *args,
              int                 code,
              const char         *fragment)
{
  g_autofree char *out = NULL, *err = NULL;
  int status;

  run_cli (args, &out, &err, &status);
  if (strstr (err, fragment) == NULL)
    g_printerr ("stderr: %s\n", err);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, code);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, fragment));
  g_assert_cmpint (strchr (err, '\n') - err, ==, (int) strlen (err) - 1);
}

static JsonNode *
run_json (const char * const *args)
{
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *root;
  int status;

  run_cli (args, &out, &err, &status);
  if (!g_spawn_check_wait_status (status, NULL))
    g_printerr ("stderr: %s\n", err);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  root = json_from_string (out, &error);
  g_assert_no_error (error);
  return root;
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
  g_autofree char *out = NULL, *err = NULL;
  int status;

  run_cli (args, &out, &err, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_null (strstr (out, "\"black\""));
  g_assert_nonnull (strstr (out, "\"player\":\"red\""));
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
        g_assert_nonnull (strstr (reason, "shuanglu-ping.xml:38: param 'setup' = '' is not"));
      seen++;
    }
  g_assert_cmpuint (seen, ==, 2);
  {
    const char *args[] = { "play", "shuanglu/ping", "--random", "--rulesets", dir, NULL };
    expect_error (args, 1, "shuanglu-ping.xml:38: param 'setup' = '' is not a short list of "
                           "integers (it is empty)");
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
 * throws 0 … 10.  Every family: the probabilities are in lowest terms and sum to 1, and
 * legal accepts every throw that throws lists. */
static void
test_throws (void)
{
  const char *list_args[] = { "rulesets", NULL };
  g_autoptr(JsonNode) list = run_json (list_args);
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  gboolean saw_sums = FALSE;

  /* Every playable ruleset that extends none (a variant shares its parent's dice). */
  for (guint i = 0; i < json_array_get_length (json_node_get_array (list)); i++)
    {
      JsonObject *o = json_array_get_object_element (json_node_get_array (list), i);
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
      double sum = 0;

      g_assert_cmpuint (json_array_get_length (a), >, 0);
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          JsonObject *o = json_array_get_object_element (a, i);
          const char *p = json_object_get_string_member (o, "probability");
          /* A class of throws (除紅's 散色) has a null throw. */
          const char *t = json_object_get_string_member_with_default (o, "throw", NULL);
          const char *legal[] = { "legal", id, "--throw", t, NULL };
          g_autoptr(JsonNode) moves = NULL;
          guint64 num, den;
          char *end;

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
          moves = run_json (legal);
          g_assert_true (JSON_NODE_HOLDS_ARRAY (moves));
        }
      g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-9);
    }
  g_assert_true (saw_sums);
}

/* Issue: text --lang zh printed null translations (only English exists). */
static void
test_text_lang (void)
{
  g_autofree char *dir = g_dir_make_tmp ("boxi-cli-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "corpus.sqlite", NULL);
  g_autofree char *texts = g_build_filename (g_getenv ("BOXI_SOURCE_ROOT"), "texts", NULL);
  const char *build[] = { "build-db", "--texts", texts, "--out", db, NULL };
  const char *zh[] = { "text", "pushuang", "--lang", "zh", "--db", db, NULL };
  const char *en[] = { "text", "pushuang", "--lang", "en", "--db", db, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonNode) root = NULL;
  int status;

  run_cli (build, &out, &err, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  expect_error (zh, 1, "--lang: pushuang has no translation in 'zh'");
  root = run_json (en);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (root)), >, 0);

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
    parts = g_strsplit (text, "ref=\"rec.zhang2016\"", 2);
    g_assert_cmpuint (g_strv_length (parts), ==, 2);
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
  int status;

  run_cli (args, &out, &err, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      if (strstr (out, want[i]) == NULL)
        g_printerr ("missing: %s\n", want[i]);
      g_assert_nonnull (strstr (out, want[i]));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/version", test_version);
  g_test_add_func ("/cli/version-json", test_version_json);
  g_test_add_func ("/cli/unknown-command", test_unknown_command);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/clause/cited-by", test_clause_cited_by);
  g_test_add_func ("/cli/json/deep-nesting", test_deep_json);
  g_test_add_func ("/cli/twin/player-names", test_twin_names);
  g_test_add_func ("/cli/options/bounds", test_option_bounds);
  g_test_add_func ("/cli/rulesets/unplayable", test_unplayable);
  g_test_add_func ("/cli/throws/lowest-terms-and-legal", test_throws);
  g_test_add_func ("/cli/text/lang", test_text_lang);
  g_test_add_func ("/cli/help/options", test_help_options);

  return g_test_run ();
}
