/* test-cli.c: boxi-cli's contract (docs/cli.md): JSON out, one-line errors, exit codes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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

  return g_test_run ();
}
