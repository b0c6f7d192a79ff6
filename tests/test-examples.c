/* test-examples.c: the "show me" example of every rule of every playable ruleset (issue 15)
 *
 * Every rule has an example (bx_ruleset_get_example()); its state parses for the ruleset
 * (and names it); its throw is one of the ruleset's dice; and for a rule of play
 * (bx_example_is_play_topic()) a legal move of the example cites the rule
 * (bx_example_citing()), with no exception: a restriction is cited where it closes a
 * number, an inherited rule a child leaves nothing to do is omitted (<omit rule=…/>)
 * (docs/rulesets.md, "Examples").  Also: the ruleset-level <example rule=…> element, <omit>,
 * their load errors, and `boxi-cli example`.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "bx-cli.h"
#include "bx-example.h"
#include "bx-json.h"
#include "bx-test-util.h"

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;

/* The example's state names its ruleset, parses, and its throw is a throw of the dice. */
static void
assert_example_parses (BxGame     *game,
                       const char *ruleset_id,
                       const char *rule_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  const char *state_json = NULL, *throw_text = NULL;
  BxState s;
  BxThrow t;

  g_assert_true (bx_ruleset_get_example (bx_game_get_ruleset (game), rule_id, &state_json,
                                         &throw_text));
  root = bx_json_parse_bounded (state_json, -1, BX_JSON_MAX_DEPTH, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (root), "ruleset"), ==,
                   ruleset_id);
  if (!bx_game_state_from_string (game, state_json, &s, &error))
    g_error ("%s %s: the example's state: %s", ruleset_id, rule_id, error->message);
  if (throw_text != NULL)
    {
      g_assert_true (bx_throw_parse (throw_text, &t, NULL));
      g_assert_true (bx_game_throw_is_valid (game, &t));
    }
}

/* Every rule of every playable ruleset: an example that parses, and for a rule of play a
 * legal move of it that cites the rule. */
static void
test_every_rule (void)
{
  GPtrArray *list = bx_ruleset_library_list (library);
  guint n_checked = 0, n_play = 0;

  for (guint i = 0; i < list->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (list, i);
      const char *id = bx_ruleset_get_id (rs);
      g_autoptr(BxGame) game = NULL;

      if (!bx_ruleset_get_playable (rs))
        continue;
      game = bx_test_new_game (library, id);
      for (guint r = 0; r < bx_ruleset_get_n_rules (rs); r++)
        {
          const BxRule *rule = bx_ruleset_get_rule (rs, r);
          g_autoptr(GError) error = NULL;
          g_autoptr(GArray) citing = NULL;

          if (!bx_ruleset_get_example (rs, rule->id, NULL, NULL))
            g_error ("%s: rule %s (%s) has no example", id, rule->id,
                     bx_topic_to_string (rule->topic));
          assert_example_parses (game, id, rule->id);
          citing = bx_example_check (game, r, NULL, NULL, NULL, &error);
          n_checked++;
          if (citing == NULL)
            g_error ("%s", error->message);
          if (bx_example_is_play_topic (rule->topic))
            {
              if (citing->len == 0)
                g_error ("%s: no legal move of the example of rule %s (%s) cites it", id,
                         rule->id, bx_topic_to_string (rule->topic));
              n_play++;
            }
        }
    }
  g_test_message ("%u examples checked, %u of rules of play", n_checked, n_play);
  g_assert_cmpuint (n_checked, >, 500);
}

/* An inherited example opens in the child: its "ruleset" is the child's id; a child's own
 * ruleset-level example replaces the inherited one. */
static void
test_inherited (void)
{
  BxRuleset *ping = bx_ruleset_library_get (library, "shuanglu/ping");
  BxRuleset *dajian = bx_ruleset_library_get (library, "shuanglu/dajian");
  BxRuleset *buda = bx_ruleset_library_get (library, "shuanglu/buda");
  const char *a = NULL, *b = NULL, *ta = NULL, *tb = NULL;

  g_assert_true (bx_ruleset_get_example (ping, "ping.bearoff", &a, &ta));
  g_assert_true (bx_ruleset_get_example (dajian, "ping.bearoff", &b, &tb));
  g_assert_nonnull (strstr (a, "\"ruleset\":\"shuanglu/ping\""));
  g_assert_nonnull (strstr (b, "\"ruleset\":\"shuanglu/dajian\""));
  g_assert_null (strstr (b, "shuanglu/ping"));
  /* 不打 calls the numbers (always seven): ping's 6,2 is no throw there, so it has its own. */
  g_assert_true (bx_ruleset_get_example (ping, "ping.pass", NULL, &ta));
  g_assert_true (bx_ruleset_get_example (buda, "ping.pass", NULL, &tb));
  g_assert_cmpstr (ta, !=, tb);
  g_assert_false (bx_ruleset_get_example (ping, "no.such-rule", &a, &ta));
}

static char *
write_ruleset (const char *dir,
               const char *body)
{
  char *path = g_build_filename (dir, "toy-one.xml", NULL);
  g_autofree char *text = g_strdup_printf (
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<ruleset xmlns=\"https://boxi.github.io/ns/ruleset/1\" id=\"toy/one\" family=\"toy\"\n"
    "         playable=\"false\">\n"
    "  <name xml:lang=\"en\">One</name>\n"
    "  <rule id=\"one.move\" topic=\"movement\" status=\"conjectured\">\n"
    "    <statement xml:lang=\"en\">Move.</statement>\n"
    "    <statement xml:lang=\"zh\">行。</statement>\n"
    "    <context>x.y.1</context>\n"
    "    <reconstruction ref=\"rec.boxi\">Ours.</reconstruction>\n"
    "  </rule>\n%s</ruleset>\n", body);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* The ruleset-level <example rule=…>: read, renamed to the ruleset; an unknown rule, a
 * second example or a state that is no JSON object is an error with file and line. */
static void
test_load (void)
{
  g_autofree char *dir = g_dir_make_tmp ("boxi-examples-XXXXXX", NULL);
  g_autofree char *schema = g_build_filename (SOURCE_RULESETS_DIR, "boxi-ruleset.rng", NULL);
  struct { const char *body; const char *error; } cases[] = {
    { "  <example rule=\"one.moev\" throw=\"3\">{\"turn\":0}</example>\n",
      ":11: example for unknown rule 'one.moev'" },
    { "  <example rule=\"one.move\">{\"turn\":0}</example>\n"
      "  <example rule=\"one.move\">{\"turn\":1}</example>\n",
      ":12: rule 'one.move' has a second example" },
    { "  <example rule=\"one.move\">[1, 2]</example>\n",
      ":11: the example of rule 'one.move' is not a state" },
    { "  <example rule=\"one.move\" throw=\"6;2\">{}</example>\n", "schema" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = write_ruleset (dir, cases[i].body);
      g_autoptr(GError) error = NULL;
      g_autoptr(BxRuleset) rs = bx_ruleset_new_from_file (path, schema, NULL, NULL, NULL,
                                                          &error);
      g_assert_null (rs);
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].error) == NULL
          && !(strcmp (cases[i].error, "schema") == 0 && strstr (error->message, path)))
        g_error ("case %u: %s", i, error->message);
      g_unlink (path);
    }
  {
    g_autofree char *path = write_ruleset (dir, "  <example rule=\"one.move\" throw=\"10,none"
                                           "\">{}</example>\n");
    g_autoptr(GError) error = NULL;
    g_autoptr(BxRuleset) rs = bx_ruleset_new_from_file (path, schema, NULL, NULL, NULL, &error);
    g_assert_null (rs);
    g_unlink (path);
  }
  {
    g_autofree char *path = write_ruleset (dir, "  <example rule=\"one.move\" throw=\"10,2"
                                           "\">{\"ruleset\":\"x/y\",\"turn\":3}</example>\n");
    g_autoptr(GError) error = NULL;
    g_autoptr(BxRuleset) rs = bx_ruleset_new_from_file (path, schema, NULL, NULL, NULL, &error);
    const char *state = NULL, *thr = NULL;

    g_assert_no_error (error);
    g_assert_true (bx_ruleset_get_example (rs, "one.move", &state, &thr));
    g_assert_cmpstr (state, ==, "{\"ruleset\":\"toy/one\",\"turn\":3}");
    g_assert_cmpstr (thr, ==, "10,2");
    g_unlink (path);
  }
  g_rmdir (dir);
}

#define OMIT_RULE_FMT \
    "  <rule id=\"%s\" topic=\"movement\" status=\"conjectured\">\n" \
    "    <statement xml:lang=\"en\">Move.</statement>\n" \
    "    <statement xml:lang=\"zh\">行。</statement>\n" \
    "    <context>x.y.1</context>\n" \
    "    <reconstruction ref=\"rec.boxi\">Ours.</reconstruction>\n" \
    "    <param name=\"%s\" value=\"1\"/>\n" \
    "  </rule>\n"

#define OMIT_CHILD_FMT \
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
    "<ruleset xmlns=\"https://boxi.github.io/ns/ruleset/1\" id=\"toy/two\" family=\"toy\"\n" \
    "         extends=\"toy/one\" playable=\"false\">\n" \
    "  <name xml:lang=\"en\">Two</name>\n" \
    "%s" \
    "</ruleset>\n"

/* <omit rule=…/>: an inherited rule leaves the child, with its params and its example; the
 * rules after it move up; omitting a rule not inherited is an error with file and line, and
 * an <omit> after the rules is no schema. */
static void
test_omit (void)
{
  g_autofree char *dir = g_dir_make_tmp ("boxi-omit-XXXXXX", NULL);
  g_autofree char *schema = g_build_filename (SOURCE_RULESETS_DIR, "boxi-ruleset.rng", NULL);
  g_autofree char *parent_path = g_build_filename (dir, "toy-one.xml", NULL);
  g_autofree char *child_path = g_build_filename (dir, "toy-two.xml", NULL);
  g_autofree char *r1 = g_strdup_printf (OMIT_RULE_FMT, "one.move", "move.a");
  g_autofree char *r2 = g_strdup_printf (OMIT_RULE_FMT, "one.hit", "hit.b");
  g_autofree char *parent_text = g_strdup_printf (
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<ruleset xmlns=\"https://boxi.github.io/ns/ruleset/1\" id=\"toy/one\" family=\"toy\"\n"
    "         playable=\"false\">\n"
    "  <name xml:lang=\"en\">One</name>\n%s%s"
    "  <example rule=\"one.hit\" throw=\"3\">{\"ruleset\":\"toy/one\"}</example>\n"
    "</ruleset>\n", r1, r2);
  g_autoptr(BxRuleset) parent = NULL;
  g_autoptr(GError) error = NULL;
  const char *state = NULL;

  g_assert_true (g_file_set_contents (parent_path, parent_text, -1, NULL));
  parent = bx_ruleset_new_from_file (parent_path, schema, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bx_ruleset_get_n_rules (parent), ==, 2);
  {
    g_autofree char *text = g_strdup_printf (OMIT_CHILD_FMT, "  <omit rule=\"one.move\"/>\n");
    g_autoptr(BxRuleset) child = NULL;

    g_assert_true (g_file_set_contents (child_path, text, -1, NULL));
    child = bx_ruleset_new_from_file (child_path, schema, parent, NULL, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (bx_ruleset_get_n_rules (child), ==, 1);
    g_assert_cmpstr (bx_ruleset_get_rule (child, 0)->id, ==, "one.hit");
    g_assert_null (bx_ruleset_find_rule (child, "one.move", NULL));
    g_assert_null (bx_ruleset_get_param (child, "move.a"));
    g_assert_cmpstr (bx_ruleset_get_param (child, "hit.b"), ==, "1");
    g_assert_cmpint (bx_ruleset_param_rule (child, "hit.b"), ==, 0);
    g_assert_true (bx_ruleset_get_example (child, "one.hit", &state, NULL));
    g_assert_cmpstr (state, ==, "{\"ruleset\":\"toy/two\"}");
  }
  {
    g_autofree char *text = g_strdup_printf (OMIT_CHILD_FMT, "  <omit rule=\"one.nope\"/>\n");
    g_autoptr(BxRuleset) child = NULL;

    g_assert_true (g_file_set_contents (child_path, text, -1, NULL));
    child = bx_ruleset_new_from_file (child_path, schema, parent, NULL, NULL, &error);
    g_assert_null (child);
    g_assert_nonnull (strstr (error->message, ":5: omits 'one.nope', which it does not inherit"));
    g_clear_error (&error);
  }
  {
    g_autofree char *after = g_strconcat (r1, "  <omit rule=\"one.hit\"/>\n", NULL);
    g_autofree char *text = g_strdup_printf (OMIT_CHILD_FMT, after);
    g_autoptr(BxRuleset) child = NULL;

    g_assert_true (g_file_set_contents (child_path, text, -1, NULL));
    child = bx_ruleset_new_from_file (child_path, schema, parent, NULL, NULL, &error);
    g_assert_null (child);
    g_assert_nonnull (strstr (error->message, child_path));
    g_clear_error (&error);
  }
  g_unlink (parent_path);
  g_unlink (child_path);
  g_rmdir (dir);
}

static int
run_cli (const char * const  *args,
         char               **out,
         char               **err)
{
  g_autoptr(GPtrArray) full = g_ptr_array_new ();
  GString *o = g_string_new (NULL);
  GString *e = g_string_new (NULL);
  int status;

  g_ptr_array_add (full, (gpointer) "boxi-cli");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (full, (gpointer) args[i]);
  g_ptr_array_add (full, (gpointer) "--rulesets");
  g_ptr_array_add (full, (gpointer) SOURCE_RULESETS_DIR);
  g_ptr_array_add (full, (gpointer) "--texts");
  g_ptr_array_add (full, (gpointer) SOURCE_TEXTS_DIR);
  g_ptr_array_add (full, NULL);
  status = bx_cli_run ((int) full->len - 1, (char **) full->pdata, o, e);
  *out = g_string_free (o, FALSE);
  *err = g_string_free (e, FALSE);
  return status;
}

/* Writes into @dir the schema and a copy of shuanglu-ping.xml whose ping.hit example is
 * the opening, where no move hits. */
static void
write_uncited_copy (const char *dir)
{
  g_autofree char *src = g_build_filename (SOURCE_RULESETS_DIR, "shuanglu-ping.xml", NULL);
  g_autofree char *rng = g_build_filename (SOURCE_RULESETS_DIR, "boxi-ruleset.rng", NULL);
  g_autofree char *text = NULL, *schema = NULL, *to = NULL, *to_rng = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *opening = NULL;

  g_assert_true (g_file_get_contents (src, &text, NULL, NULL));
  g_assert_true (g_file_get_contents (rng, &schema, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "  <example rule=\"ping.players\""))
      opening = g_strdup (strchr (lines[i], '>') + 1);
  g_assert_nonnull (opening);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "  <example rule=\"ping.hit\""))
      {
        g_free (lines[i]);
        lines[i] = g_strconcat ("  <example rule=\"ping.hit\" throw=\"1,4\">", opening, NULL);
      }
  g_free (text);
  text = g_strjoinv ("\n", lines);
  to = g_build_filename (dir, "shuanglu-ping.xml", NULL);
  to_rng = g_build_filename (dir, "boxi-ruleset.rng", NULL);
  g_assert_true (g_file_set_contents (to, text, -1, NULL));
  g_assert_true (g_file_set_contents (to_rng, schema, -1, NULL));
}

/* `boxi-cli example RULESET RULE`: the members of docs/cli.md; every citing index is a move
 * whose rules name the rule (ping.hit is cited by the hitting move itself); an inherited
 * rule opens in the child; errors for an unknown rule and a rule without a citing move. */
static void
test_cli (void)
{
  const char *hit[] = { "example", "shuanglu/ping", "ping.hit", NULL };
  const char *child[] = { "example", "shuanglu/xiazan", "ping.hit", NULL };
  const char *unknown[] = { "example", "shuanglu/ping", "ping.hitt", NULL };
  g_autofree char *dir = g_dir_make_tmp ("boxi-examples-XXXXXX", NULL);
  const char *uncited[] = { "boxi-cli", "example", "shuanglu/ping", "ping.hit", "--rulesets",
                            dir, "--texts", SOURCE_TEXTS_DIR, NULL };
  g_autoptr(GString) uncited_out = g_string_new (NULL);
  g_autoptr(GString) uncited_err = g_string_new (NULL);
  const char *find[] = { "example", "--find", "shuanglu/ping", "ping.hit", "--games", "5",
                         NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *o, *state;
  JsonArray *moves, *citing;

  g_assert_cmpint (run_cli (hit, &out, &err), ==, 0);
  root = bx_json_parse_bounded (out, -1, BX_JSON_MAX_DEPTH, NULL);
  g_assert_nonnull (root);
  o = json_node_get_object (root);
  g_assert_cmpstr (json_object_get_string_member (o, "ruleset"), ==, "shuanglu/ping");
  g_assert_cmpstr (json_object_get_string_member (o, "rule"), ==, "ping.hit");
  state = json_object_get_object_member (o, "state");
  g_assert_cmpstr (json_object_get_string_member (state, "ruleset"), ==, "shuanglu/ping");
  g_assert_nonnull (json_object_get_string_member (o, "throw"));
  moves = json_object_get_array_member (o, "moves");
  citing = json_object_get_array_member (o, "citing");
  g_assert_cmpuint (json_array_get_length (citing), >, 0);
  for (guint i = 0; i < json_array_get_length (citing); i++)
    {
      gint64 k = json_array_get_int_element (citing, i);
      JsonObject *m = json_array_get_object_element (moves, (guint) k);
      JsonArray *rules = json_object_get_array_member (m, "rules");
      gboolean found = FALSE;

      g_assert_nonnull (json_object_get_string_member (m, "move"));
      for (guint r = 0; r < json_array_get_length (rules); r++)
        found |= g_strcmp0 (json_array_get_string_element (rules, r), "ping.hit") == 0;
      g_assert_true (found);
    }
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (child, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "\"ruleset\":\"shuanglu/xiazan\",\"rule\":\"ping.hit\""));
  g_assert_null (strstr (out, "shuanglu/ping"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (unknown, &out, &err), !=, 0);
  g_assert_nonnull (strstr (err, "shuanglu/ping has no rule 'ping.hitt'"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* Every shipped example of a rule of play has a citing move: a copy of 平雙陸 whose
   * ping.hit example is the opening (no hit there) has none. */
  write_uncited_copy (dir);
  g_assert_cmpint (bx_cli_run (G_N_ELEMENTS (uncited) - 1, (char **) uncited, uncited_out,
                               uncited_err), !=, 0);
  g_assert_nonnull (strstr (uncited_err->str, "ping.hit (capture): none of its"));
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *f = g_build_filename (dir, i ? "boxi-ruleset.rng" : "shuanglu-ping.xml",
                                             NULL);
      g_unlink (f);
    }
  g_rmdir (dir);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (find, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "\"rule\":\"ping.hit\",\"topic\":\"capture\",\"current\":\"ok\","
                                 "\"found\":\"cited\""));
}

int
main (int    argc,
      char **argv)
{
  int status;

  bx_test_init (&argc, &argv, &clauses, &library);
  g_test_add_func ("/examples/every-rule", test_every_rule);
  g_test_add_func ("/examples/inherited", test_inherited);
  g_test_add_func ("/examples/load", test_load);
  g_test_add_func ("/examples/omit", test_omit);
  g_test_add_func ("/examples/cli", test_cli);
  status = g_test_run ();
  bx_ruleset_library_free (library);
  bx_clause_index_free (clauses);
  return status;
}
