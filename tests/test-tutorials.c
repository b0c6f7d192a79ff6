/* test-tutorials.c: the tutorials (data/tutorials, bx-tutorial.c, `boxi-cli tutorial`)
 *
 * Every family has a tutorial of 5 to 10 steps; every step's expected move is legal in its
 * position and cites the step's rule; a malformed file is refused with FILE:LINE: reason.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "bx-cli.h"
#include "bx-families.h"
#include "bx-library.h"
#include "bx-shuanglu.h"
#include "bx-test-util.h"
#include "bx-tutorial.h"

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;
static GPtrArray *tutorials;   /* (element-type BxTutorial) */

#define TUTORIALS_DIR SOURCE_ROOT "/data/tutorials"

static const BxTutorial *
find_tutorial (const char *family)
{
  for (guint i = 0; i < tutorials->len; i++)
    {
      const BxTutorial *t = g_ptr_array_index (tutorials, i);
      if (g_strcmp0 (t->family, family) == 0)
        return t;
    }
  return NULL;
}

/* Each registered family has a tutorial of 5 to 10 steps under a ruleset of its own. */
static void
test_every_family (void)
{
  g_autoptr(GPtrArray) families = bx_game_list_families ();

  g_assert_cmpuint (families->len, >=, 6);
  for (guint i = 0; i < families->len; i++)
    {
      const BxGameVTable *vt = g_ptr_array_index (families, i);
      const BxTutorial *t = find_tutorial (vt->family);
      BxRuleset *rs;

      if (t == NULL)
        g_error ("family %s has no tutorial in %s", vt->family, TUTORIALS_DIR);
      g_assert_cmpuint (t->steps->len, >=, 5);
      g_assert_cmpuint (t->steps->len, <=, 10);
      rs = bx_ruleset_library_get (library, t->ruleset_id);
      g_assert_nonnull (rs);
      g_assert_cmpstr (bx_ruleset_get_family (rs), ==, vt->family);
      g_assert_nonnull (t->title_en);
      g_assert_nonnull (t->title_zh);
    }
  g_assert_cmpuint (tutorials->len, ==, families->len);
}

static gboolean
move_cites (const BxGame *game,
            const BxMove *move,
            const char   *rule_id)
{
  for (guint k = 0; k < move->n_rules; k++)
    if (g_strcmp0 (bx_game_rule_id (game, move->rules[k]), rule_id) == 0)
      return TRUE;
  return FALSE;
}

/* Every step: the expected move is among the legal moves of its position and throw, and it
 * cites the rule the step teaches; the step's clauses are the rule's and exist. */
static void
test_steps_legal (void)
{
  for (guint i = 0; i < tutorials->len; i++)
    {
      const BxTutorial *t = g_ptr_array_index (tutorials, i);

      for (guint k = 0; k < t->steps->len; k++)
        {
          const BxTutorialStep *step = g_ptr_array_index (t->steps, k);
          g_autoptr(GError) error = NULL;
          g_autoptr(GArray) moves = bx_move_list_new ();
          g_autoptr(BxGame) game = NULL;
          const BxRule *rule;
          BxState s;
          BxThrow th;
          int found;

          game = bx_tutorial_step_setup (t, step, library, &s, &th, &error);
          g_assert_no_error (error);
          g_assert_nonnull (game);
          g_assert_nonnull (step->text_en);
          g_assert_nonnull (step->text_zh);
          bx_game_legal_moves (game, &s, &th, moves);
          found = bx_tutorial_step_find_expected (step, game, &s, moves);
          if (found < 0)
            g_error ("%s:%d: the expected move '%s' is not legal (throw %s)", t->file,
                     step->line, step->expected, step->throw_text);
          if (!move_cites (game, &g_array_index (moves, BxMove, found), step->rule_id))
            g_error ("%s:%d: the expected move '%s' does not cite the step's rule %s", t->file,
                     step->line, step->expected, step->rule_id);
          rule = bx_ruleset_find_rule (bx_game_get_ruleset (game), step->rule_id, NULL);
          g_assert_nonnull (rule);
          g_assert_nonnull (step->cites[0]);
          for (guint c = 0; step->cites[c] != NULL; c++)
            {
              g_assert_true (bx_clause_index_check_func (step->cites[c], clauses));
              g_assert_true (g_strv_contains ((const char * const *) rule->cites, step->cites[c])
                             || g_strv_contains ((const char * const *) rule->context,
                                                 step->cites[c]));
            }
        }
    }
}

/* @text with every point name the board shows (右前六) replaced by "□". */
static char *
without_point_names (const char *text)
{
  g_autoptr(GString) out = g_string_new (text);

  for (int p = 0; p < BX_SHUANGLU_N_POINTS; p++)
    g_string_replace (out, bx_shuanglu_point_label (p), "□", 0);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The 雙陸 board labels its points by name (bx_shuanglu_point_label(): 右前六 …), and so
 * does the list of moves: every step names, in both languages, each point its expected move
 * leaves or reaches, and no step speaks of numbered points the board does not show
 * ("point 13", "13 to 7", "十三梁"). */
static void
test_shuanglu_point_names (void)
{
  const BxTutorial *t = find_tutorial ("shuanglu");
  g_autoptr(GRegex) numbered = g_regex_new ("\\bpoints? [0-9]|\\b[0-9]+ to [0-9]+\\b"
                                            "|[一二三四五六七八九十]梁", 0, 0, NULL);

  if (t == NULL)
    g_error ("no shuanglu tutorial in %s", TUTORIALS_DIR);
  for (guint k = 0; k < t->steps->len; k++)
    {
      const BxTutorialStep *step = g_ptr_array_index (t->steps, k);
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) moves = bx_move_list_new ();
      g_autoptr(BxGame) game = NULL;
      g_autofree char *en = without_point_names (step->text_en);
      g_autofree char *zh = without_point_names (step->text_zh);
      const BxMove *move;
      BxState s;
      BxThrow th;
      int found;

      game = bx_tutorial_step_setup (t, step, library, &s, &th, &error);
      g_assert_no_error (error);
      bx_game_legal_moves (game, &s, &th, moves);
      found = bx_tutorial_step_find_expected (step, game, &s, moves);
      g_assert_cmpint (found, >=, 0);
      move = &g_array_index (moves, BxMove, found);
      for (guint i = 0; i < move->n_steps; i++)
        {
          int ends[2] = { move->steps[i].from, move->steps[i].to };

          for (guint e = 0; e < 2; e++)
            {
              const char *label;

              if (ends[e] < 0 || ends[e] >= BX_SHUANGLU_N_POINTS)
                continue;
              label = bx_shuanglu_point_label (ends[e]);
              if (strstr (step->text_en, label) == NULL || strstr (step->text_zh, label) == NULL)
                g_error ("%s:%d: the step does not name %s, a point of its move %s", t->file,
                         step->line, label, step->expected);
            }
        }
      if (g_regex_match (numbered, en, 0, NULL) || g_regex_match (numbered, zh, 0, NULL))
        g_error ("%s:%d: the step speaks of numbered points: %s / %s", t->file, step->line,
                 step->text_en, step->text_zh);
    }
}

/* No step speaks of players by their internal ids (p1 …): the table calls them 甲 乙 丙; and
 * a step shows the throw as its position reads it: 除紅's throw-off is one die. */
static void
test_players_and_throws_shown (void)
{
  g_autoptr(GRegex) ids = g_regex_new ("\\bp[0-9]\\b", 0, 0, NULL);
  const BxTutorial *chuhong = find_tutorial ("chuhong");
  const BxTutorialStep *first;

  for (guint i = 0; i < tutorials->len; i++)
    {
      const BxTutorial *t = g_ptr_array_index (tutorials, i);

      for (guint k = 0; k < t->steps->len; k++)
        {
          const BxTutorialStep *step = g_ptr_array_index (t->steps, k);

          if (g_regex_match (ids, step->text_en, 0, NULL)
              || g_regex_match (ids, step->text_zh, 0, NULL))
            g_error ("%s:%d: a player's internal id in '%s' / '%s'", t->file, step->line,
                     step->text_en, step->text_zh);
          g_assert_nonnull (step->throw_shown);
          g_assert_true (g_str_has_prefix (step->throw_text, step->throw_shown));
        }
    }
  if (chuhong == NULL)
    g_error ("no chuhong tutorial in %s", TUTORIALS_DIR);
  first = g_ptr_array_index (chuhong->steps, 0);
  g_assert_cmpstr (first->expected, ==, "throw-off 2");
  g_assert_cmpstr (first->throw_shown, ==, "2");
}

/* The library finds the tutorials beside the rulesets, once. */
static void
test_library (void)
{
  g_autoptr(BxLibrary) lib = bx_library_new (SOURCE_RULESETS_DIR, SOURCE_TEXTS_DIR, NULL);
  const BxTutorial *t = bx_library_get_tutorial (lib, "shuanglu");

  g_assert_nonnull (t);
  g_assert_cmpstr (t->ruleset_id, ==, "shuanglu/ping");
  g_assert_true (bx_library_get_tutorial (lib, "shuanglu") == t);
  g_assert_null (bx_library_get_tutorial (lib, "no-such-family"));
  g_assert_null (bx_library_get_tutorials_error (lib));
}

/* ---------------------------------------------------------------- malformed files */

static const char *good_step =
  "  <step rule=\"ping.hit\">\n"
  "    <instruction xml:lang=\"en\">Hit.</instruction>\n"
  "    <instruction xml:lang=\"zh\">打。</instruction>\n"
  "    <state>{\"ruleset\":\"shuanglu/ping\",\"turn\":1,\"player\":\"black\","
  "\"points\":[-2,1,0,0,0,4,0,4,0,0,0,-5,4,0,0,0,-3,0,-5,0,0,0,0,2],\"bar\":[0,0],"
  "\"off\":[0,0],\"winner\":null,\"score\":0}</state>\n"
  "    <throw>1,5</throw>\n"
  "    <expected>24/23* 8/3</expected>\n"
  "    <cite>pushuang.changju.15</cite>\n"
  "  </step>\n";

/* A tutorial file: the header, then @n_good good steps, then @extra (at line 5 + 8 n). */
static char *
write_tutorial (const char *dir,
                const char *prolog,
                guint       n_good,
                const char *extra)
{
  g_autofree char *path = g_build_filename (dir, "shuanglu.xml", NULL);
  g_autoptr(GString) s = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_autoptr(GError) error = NULL;

  g_string_append (s, prolog != NULL ? prolog : "");
  g_string_append (s, "<tutorial xmlns=\"https://boxi.github.io/ns/tutorial/1\" "
                      "family=\"shuanglu\" ruleset=\"shuanglu/ping\">\n"
                      "  <title xml:lang=\"en\">T</title>\n"
                      "  <title xml:lang=\"zh\">T</title>\n");
  for (guint i = 0; i < n_good; i++)
    g_string_append (s, good_step);
  g_string_append (s, extra != NULL ? extra : "");
  g_string_append (s, "</tutorial>\n");
  g_assert_true (g_file_set_contents (path, s->str, -1, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&path);
}

typedef struct
{
  const char *name;
  const char *prolog;
  guint       n_good;
  const char *extra;
  int         line;
  const char *reason;
} Malformed;

static char *
bad_step (const char *rule,
          const char *state,
          const char *throw_text,
          const char *cite)
{
  return g_strdup_printf ("  <step rule=\"%s\">\n"
                          "    <instruction xml:lang=\"en\">x</instruction>\n"
                          "    <instruction xml:lang=\"zh\">x</instruction>\n"
                          "    <state>%s</state>\n"
                          "    <throw>%s</throw>\n"
                          "    <expected>pass</expected>\n"
                          "    <cite>%s</cite>\n"
                          "  </step>\n", rule, state, throw_text, cite);
}

/* @step (taken) with its throw shown as @shown. */
static char *
shown_throw (char       *step,
             const char *shown)
{
  g_autoptr(GString) out = g_string_new (step);
  g_autofree char *tag = g_strdup_printf ("<throw shown=\"%s\">", shown);

  g_free (step);
  g_string_replace (out, "<throw>", tag, 1);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
test_malformed (void)
{
  g_autofree char *dir = g_dir_make_tmp ("boxi-tutorial-XXXXXX", NULL);
  g_autofree char *schema = g_build_filename (TUTORIALS_DIR, "boxi-tutorial.rng", NULL);
  const char *opening = "{\"ruleset\":\"shuanglu/ping\",\"turn\":0,\"player\":\"white\","
                        "\"points\":[-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2],"
                        "\"bar\":[0,0],\"off\":[0,0]}";
  g_autofree char *unknown_rule = bad_step ("ping.nothing", opening, "6,1",
                                            "pushuang.changju.15");
  g_autofree char *unknown_clause = bad_step ("ping.hit", opening, "6,1", "pushuang.nothing.1");
  g_autofree char *foreign_clause = bad_step ("ping.hit", opening, "6,1", "pushuang.changju.24");
  g_autofree char *bad_state = bad_step ("ping.hit", "{\"ruleset\":\"shuanglu/ping\","
                                         "\"points\":[1]}", "6,1", "pushuang.changju.15");
  g_autofree char *other_family = bad_step ("ping.hit", "{\"ruleset\":\"sai/daibo\"}", "6,1",
                                            "pushuang.changju.15");
  g_autofree char *bad_throw = bad_step ("ping.hit", opening, "7,9", "pushuang.changju.15");
  g_autofree char *bad_shown = shown_throw (bad_step ("ping.hit", opening, "6,1",
                                                    "pushuang.changju.15"), "1");
  /* Lines: 1 XML declaration, 2 <tutorial>, 3–4 titles, then 8 lines a step. */
  const Malformed cases[] = {
    { "not well formed", NULL, 1, "  <step rule=\"a.b\" rule=\"a.c\"/>\n", 13, "malformed XML" },
    { "doctype", "<!DOCTYPE tutorial [ <!ENTITY x \"y\"> ]>\n", 5, NULL, 2,
      "DOCTYPE and entity declarations are not allowed" },
    { "schema", NULL, 5, "  <step rule=\"ping.hit\"/>\n", 45, "does not match boxi-tutorial.rng" },
    { "unknown rule", NULL, 5, unknown_rule, 45, "has no rule 'ping.nothing'" },
    { "unknown clause", NULL, 5, unknown_clause, 45, "unknown clause 'pushuang.nothing.1'" },
    { "clause of another rule", NULL, 5, foreign_clause, 45,
      "'pushuang.changju.24' is neither a cite nor a context of rule 'ping.hit'" },
    { "bad state", NULL, 5, bad_state, 45, "step: " },
    { "state of another family", NULL, 5, other_family, 45, "step: " },
    { "bad throw", NULL, 5, bad_throw, 45, "is not a throw of shuanglu/ping's dice" },
    { "throw shown not its first dice", NULL, 5, bad_shown, 45,
      "the throw shown '1' is not the first dice of the throw '6,1'" },
    { "too few steps", NULL, 4, NULL, 2, "a tutorial has 5 to 10 steps, not 4" },
    { "too many steps", NULL, 11, NULL, 2, "a tutorial has 5 to 10 steps, not 11" },
  };

  g_assert_nonnull (dir);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Malformed *c = &cases[i];
      g_autofree char *path = write_tutorial (dir, c->prolog, c->n_good, c->extra);
      g_autofree char *where = g_strdup_printf ("%s:%d: ", path, c->line);
      g_autoptr(GError) error = NULL;
      g_autoptr(BxTutorial) t = bx_tutorial_new_from_file (path, schema, library,
                                                           bx_clause_index_check_func,
                                                           clauses, &error);

      g_test_message ("case %s: %s", c->name, error != NULL ? error->message : "(loaded)");
      g_assert_null (t);
      g_assert_nonnull (error);
      g_assert_true (error->domain == BX_ERROR);
      if (!g_str_has_prefix (error->message, where) || strstr (error->message, c->reason) == NULL)
        g_error ("case %s: '%s' is not '%s…%s…'", c->name, error->message, where, c->reason);
      g_assert_null (strchr (error->message, '\n'));
      g_unlink (path);
    }

  /* The good steps alone load (the cases fail for their own reason). */
  {
    g_autofree char *path = write_tutorial (dir, NULL, 5, NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(BxTutorial) t = bx_tutorial_new_from_file (path, schema, library,
                                                         bx_clause_index_check_func, clauses,
                                                         &error);
    g_assert_no_error (error);
    g_assert_cmpuint (t->steps->len, ==, 5);
    g_assert_cmpint (((BxTutorialStep *) g_ptr_array_index (t->steps, 0))->line, ==, 5);
    g_unlink (path);
  }
  g_rmdir (dir);
}

/* The folder loader keeps the good files and reports the first bad one. */
static void
test_load_dir_partial (void)
{
  g_autofree char *dir = g_dir_make_tmp ("boxi-tutorials-XXXXXX", NULL);
  g_autofree char *schema_src = g_build_filename (TUTORIALS_DIR, "boxi-tutorial.rng", NULL);
  g_autofree char *schema = g_build_filename (dir, "boxi-tutorial.rng", NULL);
  g_autofree char *good = write_tutorial (dir, NULL, 5, NULL);
  g_autofree char *bad = g_build_filename (dir, "zzz.xml", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = NULL;

  g_assert_true (g_file_get_contents (schema_src, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (schema, text, -1, NULL));
  g_assert_true (g_file_set_contents (bad, "<tutorial", -1, NULL));
  list = bx_tutorial_load_dir (dir, library, bx_clause_index_check_func, clauses, &error);
  g_assert_nonnull (list);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_error (error, BX_ERROR, BX_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, bad));
  g_unlink (good);
  g_unlink (bad);
  g_unlink (schema);
  g_rmdir (dir);
}

/* ---------------------------------------------------------------- CLI */

static int
run_cli (const char * const *argv,
         char              **out,
         char              **err)
{
  g_autoptr(GPtrArray) full = g_ptr_array_new ();
  GString *o = g_string_new (NULL), *e = g_string_new (NULL);
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

/* `boxi-cli tutorial FAMILY`: every step with its legal moves (the common move members) and
 * the expected move found among them and citing the rule. */
static void
test_cli_tutorial (void)
{
  g_autoptr(GPtrArray) families = bx_game_list_families ();

  for (guint i = 0; i < families->len; i++)
    {
      const BxGameVTable *vt = g_ptr_array_index (families, i);
      const char *argv[] = { "tutorial", vt->family, NULL };
      g_autofree char *out = NULL, *err = NULL;
      g_autoptr(JsonParser) p = json_parser_new ();
      g_autoptr(GError) error = NULL;
      JsonObject *o;
      JsonArray *steps;

      g_assert_cmpint (run_cli (argv, &out, &err), ==, 0);
      g_assert_cmpstr (err, ==, "");
      g_assert_true (json_parser_load_from_data (p, out, -1, &error));
      g_assert_no_error (error);
      o = json_node_get_object (json_parser_get_root (p));
      g_assert_cmpstr (json_object_get_string_member (o, "family"), ==, vt->family);
      steps = json_object_get_array_member (o, "steps");
      g_assert_cmpuint (json_array_get_length (steps), >=, 5);
      for (guint k = 0; k < json_array_get_length (steps); k++)
        {
          JsonObject *st = json_array_get_object_element (steps, k);
          JsonArray *moves = json_object_get_array_member (st, "moves");
          gint64 idx;
          JsonObject *m;

          g_assert_true (json_object_get_boolean_member (st, "expected_legal"));
          g_assert_true (json_object_get_boolean_member (st, "expected_cites_rule"));
          idx = json_object_get_int_member (st, "expected_index");
          m = json_array_get_object_element (moves, idx);
          g_assert_cmpstr (json_object_get_string_member (m, "move"), ==,
                           json_object_get_string_member (st, "expected"));
          g_assert_true (json_object_has_member (m, "rules"));
          g_assert_true (json_object_has_member (m, "clauses"));
          g_assert_true (json_object_has_member (m, "status"));
          g_assert_true (json_object_has_member (st, "text_zh"));
          g_assert_true (JSON_NODE_HOLDS_OBJECT (json_object_get_member (st, "state")));
          /* the throw as the page shows it: the whole throw, or its first dice (除紅's
           * throw-off shows one die of the four) */
          g_assert_true (g_str_has_prefix (json_object_get_string_member (st, "throw"),
                                           json_object_get_string_member (st,
                                                                          "throw_shown")));
          if (g_strcmp0 (vt->family, "chuhong") == 0 && k == 0)
            g_assert_cmpstr (json_object_get_string_member (st, "throw_shown"), ==, "2");
        }
    }

  {
    const char *argv[] = { "tutorial", "no-such-family", NULL };
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (run_cli (argv, &out, &err), ==, 1);
    g_assert_nonnull (strstr (err, "no tutorial for the family 'no-such-family'"));
  }
  {
    const char *argv[] = { "tutorial", NULL };
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (run_cli (argv, &out, &err), ==, 2);
  }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  bx_test_init (&argc, &argv, &clauses, &library);
  tutorials = bx_tutorial_load_dir (TUTORIALS_DIR, library, bx_clause_index_check_func,
                                    clauses, &error);
  g_assert_no_error (error);
  g_assert_nonnull (tutorials);

  g_test_add_func ("/tutorials/every-family", test_every_family);
  g_test_add_func ("/tutorials/steps-legal", test_steps_legal);
  g_test_add_func ("/tutorials/shuanglu-point-names", test_shuanglu_point_names);
  g_test_add_func ("/tutorials/players-and-throws-shown", test_players_and_throws_shown);
  g_test_add_func ("/tutorials/library", test_library);
  g_test_add_func ("/tutorials/malformed", test_malformed);
  g_test_add_func ("/tutorials/load-dir-partial", test_load_dir_partial);
  g_test_add_func ("/tutorials/cli", test_cli_tutorial);
  status = g_test_run ();
  g_ptr_array_unref (tutorials);
  bx_ruleset_library_free (library);
  bx_clause_index_unref (clauses);
  return status;
}
