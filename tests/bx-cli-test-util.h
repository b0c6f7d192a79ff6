/* bx-cli-test-util.h: helpers shared by the tests that run boxi-cli ($BOXI_CLI) as a program
 * and read its JSON (test-chuhong, test-dama)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

/* Runs `argv` (argv[0] is $BOXI_CLI) and returns its standard output; fails the test unless
 * it ran and exited with status 0. */
static inline char *
bx_cli_test_run (const char * const *argv)
{
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
  return out;
}

/* Asserts that a row of `boxi-cli throws` gives its probability in lowest terms: "ways" over
 * `outcomes`, reduced, and "outcomes" is `outcomes`. */
static inline void
bx_cli_test_assert_probability (JsonObject *o,
                                gint64      outcomes)
{
  gint64 w = json_object_get_int_member (o, "ways"), g = w, d = outcomes;
  g_autofree char *want = NULL;

  while (d != 0)
    {
      gint64 r = g % d;
      g = d;
      d = r;
    }
  want = g_strdup_printf ("%" G_GINT64_FORMAT "/%" G_GINT64_FORMAT, w / g, outcomes / g);
  g_assert_cmpint (json_object_get_int_member (o, "outcomes"), ==, outcomes);
  g_assert_cmpstr (json_object_get_string_member (o, "probability"), ==, want);
}

/* Checks the output of `boxi-cli play … --random` (one JSON object a line): more than
 * `min_lines` lines; every move balances its ledger ("ledger_sum" 0), has "payments" and
 * cites clauses; the last line, and only it, is "end". */
static inline void
bx_cli_test_check_play (const char *out,
                        guint       min_lines)
{
  g_autofree char *text = g_strstrip (g_strdup (out));
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  g_assert_cmpuint (g_strv_length (lines), >, min_lines);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(JsonParser) p = json_parser_new ();
      g_autoptr(GError) error = NULL;
      JsonObject *o;

      g_assert_true (json_parser_load_from_data (p, lines[i], -1, &error));
      g_assert_no_error (error);
      o = json_node_get_object (json_parser_get_root (p));
      if (json_object_has_member (o, "end"))
        {
          g_assert_null (lines[i + 1]);
          continue;
        }
      g_assert_cmpint (json_object_get_int_member (o, "ledger_sum"), ==, 0);
      g_assert_true (json_object_has_member (o, "payments"));
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "clauses")), >,
                        0);
    }
}

/* Checks one row of `boxi-cli throws` beyond its probability (the family's own members). */
typedef void (*BxCliTestRowFunc) (JsonObject *row);

/* The end-to-end check of a family through boxi-cli ($BOXI_CLI; the test is skipped when it
 * is not set): `boxi-cli throws RULESET_ID` gives `n_rows` rows, each passing
 * bx_cli_test_assert_probability() for `outcomes` and `check_row` (when not NULL), whose
 * "ways" add up to `outcomes`; and `boxi-cli play RULESET_ID PLAY_ARGS…` (NULL-terminated
 * options, with --random) passes bx_cli_test_check_play() for `min_lines`. */
static inline void
bx_cli_test_throws_and_play (const char         *ruleset_id,
                             guint               n_rows,
                             gint64              outcomes,
                             BxCliTestRowFunc    check_row,
                             const char * const *play_args,
                             guint               min_lines)
{
  const char *cli = g_getenv ("BOXI_CLI");
  const char *throws_argv[] = { cli, "throws", ruleset_id, NULL };
  g_autoptr(GPtrArray) play_argv = g_ptr_array_new ();
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *play_out = NULL;
  guint64 total = 0;
  JsonArray *a;

  if (cli == NULL)
    {
      g_test_skip ("BOXI_CLI is not set");
      return;
    }
  out = bx_cli_test_run (throws_argv);
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  a = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (a), ==, n_rows);
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonObject *o = json_array_get_object_element (a, i);

      if (check_row != NULL)
        check_row (o);
      bx_cli_test_assert_probability (o, outcomes);
      total += json_object_get_int_member (o, "ways");
    }
  g_assert_cmpuint (total, ==, outcomes);

  g_ptr_array_add (play_argv, (gpointer) cli);
  g_ptr_array_add (play_argv, (gpointer) "play");
  g_ptr_array_add (play_argv, (gpointer) ruleset_id);
  for (guint i = 0; play_args[i] != NULL; i++)
    g_ptr_array_add (play_argv, (gpointer) play_args[i]);
  g_ptr_array_add (play_argv, NULL);
  play_out = bx_cli_test_run ((const char * const *) play_argv->pdata);
  bx_cli_test_check_play (play_out, min_lines);
}
