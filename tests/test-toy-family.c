/* test-toy-family.c: a family that is not built in (tests/toy/bx-toy.c, ruleset
 * tests/data/toy/toy-race.xml) registered with bx_game_register_family(), played through
 * BxSession and through the CLI's commands in-process (bx_cli_run())
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "bx-cli.h"
#include "bx-core.h"
#include "bx-families.h"
#include "bx-game.h"
#include "bx-record.h"
#include "bx-ruleset.h"
#include "bx-session.h"
#include "toy/bx-toy.h"

static char *rulesets_dir;   /* a temporary copy: the schema and the toy ruleset */
static char *texts_dir;
static BxClauseIndex *clauses;
static BxRulesetLibrary *library;

static char *
source_path (const char *first,
             ...)
{
  const char *root = g_getenv ("BOXI_SOURCE_ROOT");
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  va_list args;
  const char *p;

  g_ptr_array_add (parts, (gpointer) (root != NULL ? root : "."));
  va_start (args, first);
  for (p = first; p != NULL; p = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) p);
  va_end (args);
  g_ptr_array_add (parts, NULL);
  return g_build_filenamev ((char **) parts->pdata);
}

static void
copy_file (const char *from,
           const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *base = g_path_get_basename (from);
  g_autofree char *to = g_build_filename (dir, base, NULL);
  gsize len;

  g_file_get_contents (from, &contents, &len, &error);
  g_assert_no_error (error);
  g_file_set_contents (to, contents, len, &error);
  g_assert_no_error (error);
}

static void
setup_library (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *rng = source_path ("data", "rulesets", "boxi-ruleset.rng", NULL);
  g_autofree char *toy = source_path ("tests", "data", "toy", "toy-race.xml", NULL);

  rulesets_dir = g_dir_make_tmp ("boxi-toy-XXXXXX", &error);
  g_assert_no_error (error);
  copy_file (rng, rulesets_dir);
  copy_file (toy, rulesets_dir);
  texts_dir = source_path ("texts", NULL);
  clauses = bx_clause_index_new_from_dir (texts_dir, &error);
  g_assert_no_error (error);
  library = bx_ruleset_library_new_from_dir (rulesets_dir, bx_clause_index_check_func, clauses,
                                             &error);
  g_assert_no_error (error);
}

static void
teardown_library (void)
{
  g_autofree char *rng = g_build_filename (rulesets_dir, "boxi-ruleset.rng", NULL);
  g_autofree char *toy = g_build_filename (rulesets_dir, "toy-race.xml", NULL);

  g_clear_pointer (&library, bx_ruleset_library_free);
  g_clear_pointer (&clauses, bx_clause_index_free);
  g_unlink (rng);
  g_unlink (toy);
  g_rmdir (rulesets_dir);
  g_clear_pointer (&rulesets_dir, g_free);
  g_clear_pointer (&texts_dir, g_free);
}

/* The registry: the toy is found once registered; a second engine for a family that has
 * one is refused; the built-in families are all there. */
static void
test_registry (void)
{
  static const BxGameVTable impostor = { .family = "shuanglu" };
  static const char * const builtin[] = {
    "shuanglu", "chuhong", "ruqi", "sai", "dama", "liubo", NULL
  };
  g_autoptr(GPtrArray) all = bx_game_list_families ();

  g_assert_true (bx_game_lookup_family ("toy") == bx_toy_get_vtable ());
  g_assert_true (bx_game_register_family (bx_toy_get_vtable ()));   /* again: no change */
  g_assert_false (bx_game_register_family (&impostor));
  g_assert_true (bx_game_lookup_family ("shuanglu") != &impostor);
  g_assert_null (bx_game_lookup_family ("no-such-family"));
  for (guint i = 0; builtin[i] != NULL; i++)
    g_assert_nonnull (bx_game_lookup_family (builtin[i]));
  g_assert_cmpuint (all->len, ==, g_strv_length ((char **) builtin) + 1);
  for (guint i = 0; bx_builtin_families[i] != NULL; i++)
    g_assert_true (g_ptr_array_index (all, i) == bx_builtin_families[i] ());
}

/* The game's hooks as the shared layers see them. */
static void
test_hooks (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BxGame) game = bx_game_new (bx_ruleset_library_get (library, "toy/race"), &error);
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxState s, shown;
  BxStep step = { BX_POINT_BAR, 2, 3, BX_STEP_ENTER };
  BxMove none = { 0, };
  BxThrow t = { 0, };
  BxLedger ledger;
  BxResult res;
  char *en = (char *) "x", *zh = (char *) "x";

  g_assert_no_error (error);
  g_assert_cmpuint (bx_game_get_n_players (game), ==, 2);
  g_assert_cmpstr (bx_game_get_score_unit (game), ==, "籌 (chou)");
  g_assert_false (bx_game_has_draw (game));
  g_assert_cmpstr (bx_game_player_label (game, 1), ==, "Black 黑");

  bx_game_init_state (game, &s);
  g_assert_false (bx_game_get_ledger (game, &s, &ledger));
  g_assert_cmpuint (ledger.n_players, ==, 0);
  g_assert_false (bx_game_describe_move_words (game, &s, &none, &en, &zh));
  g_assert_null (en);
  g_assert_null (zh);
  g_assert_cmpfloat (bx_game_evaluate (game, &s, 0), ==, 0.5);
  bx_game_result (game, &s, &res);
  g_assert_cmpint (res.kind, ==, BX_RESULT_NONE);
  g_assert_cmpint (res.winner, ==, -1);
  g_assert_null (bx_game_result_note (game, &s, &res));
  /* The default order of steps: the engine's only. */
  g_assert_false (bx_game_steps_commute (game, &step, &step));

  shown = s;
  bx_game_apply_steps (game, &shown, &step, 1);
  g_assert_cmpint (bx_toy_state_const (&shown)->pos[0][0], ==, 2);
  g_assert_cmpint (shown.player, ==, s.player);
  g_assert_cmpuint (shown.turn, ==, s.turn);
  g_assert_cmpfloat (bx_game_evaluate (game, &shown, 0), >, 0.5);

  /* White takes its last piece off with a 2 from the fifth cell: a win, race.win cited. */
  bx_game_state_from_string (game, "{\"player\":\"white\",\"white\":[-2,4],\"black\":[-1,-1]}",
                             &s, &error);
  g_assert_no_error (error);
  t.n = 1;
  t.d[0] = 2;
  bx_game_legal_moves (game, &s, &t, moves);
  g_assert_cmpuint (moves->len, ==, 1);
  g_assert_cmpuint (g_array_index (moves, BxMove, 0).n_rules, ==, 2);
  g_assert_cmpstr (bx_game_rule_id (game, g_array_index (moves, BxMove, 0).rules[1]), ==,
                   "race.win");
  g_assert_true (bx_game_apply (game, &s, &t, &g_array_index (moves, BxMove, 0)));
  bx_game_result (game, &s, &res);
  g_assert_cmpint (res.kind, ==, BX_RESULT_WIN);
  g_assert_cmpint (res.winner, ==, 0);
  g_assert_cmpuint (res.score, ==, 1);
  g_assert_cmpstr (bx_record_winner_name (game, &res), ==, "white");
  g_assert_cmpfloat (bx_game_evaluate (game, &s, 0), ==, 1.0);
  g_assert_cmpfloat (bx_game_evaluate (game, &s, 1), ==, 0.0);
}

/* Through BxSession: the throw, the legal moves, entering a step, the shown state, undo
 * and redo, and a whole game. */
static void
test_session (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BxSession) session = NULL;
  const BxGame *game;
  const BxMove *m;
  const BxThrow *t;
  BxState before;
  BxResult res;
  int die;

  session = bx_session_new (bx_ruleset_library_get (library, "toy/race"), 11, &error);
  g_assert_no_error (error);
  game = bx_session_get_game (session);
  g_assert_cmpuint (bx_session_get_n_legal_moves (session), ==, 0);
  g_assert_true (bx_session_roll (session));
  t = bx_session_get_throw (session);
  g_assert_cmpuint (t->n, ==, 1);
  die = t->d[0];
  g_assert_cmpint (die, >=, 1);
  g_assert_cmpint (die, <=, 6);

  /* Both pieces wait: one move, entering at cell die − 1, licensed by race.move. */
  g_assert_cmpuint (bx_session_get_n_legal_moves (session), ==, 1);
  m = bx_session_get_legal_move (session, 0);
  g_assert_cmpint (m->steps[0].from, ==, BX_POINT_BAR);
  g_assert_cmpint (m->steps[0].to, ==, die - 1);
  g_assert_cmpuint (m->n_rules, ==, 1);
  g_assert_cmpstr (bx_game_rule_id (game, m->rules[0]), ==, "race.move");

  /* Nothing chosen: the shown state is the state. */
  g_assert_cmpmem (bx_session_get_shown_state (session), sizeof (BxState),
                   bx_session_get_state (session), sizeof (BxState));
  g_assert_cmpint (bx_session_choose_step (session, 0, 3), ==, BX_STEP_RESULT_INVALID);
  before = *bx_session_get_state (session);
  g_assert_cmpint (bx_session_choose_step (session, BX_POINT_BAR, die - 1), ==,
                   BX_STEP_RESULT_PLAYED);
  g_assert_cmpint (bx_toy_state_const (bx_session_get_state (session))->pos[0][0], ==,
                   die - 1);
  g_assert_cmpint (bx_session_get_state (session)->player, ==, 1);
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 1);
  {
    g_autofree char *text = bx_session_describe_entry (session, 0);
    g_autofree char *want = g_strdup_printf ("bar/%d", die);
    g_assert_nonnull (strstr (text, want));
  }

  /* Undo: the position before, its throw shown; redo plays it again. */
  g_assert_true (bx_session_undo (session));
  g_assert_cmpmem (bx_session_get_state (session), sizeof (BxState), &before, sizeof before);
  g_assert_true (bx_session_is_rolled (session));
  g_assert_cmpint (bx_session_get_throw (session)->d[0], ==, die);
  g_assert_true (bx_session_can_redo (session));
  g_assert_true (bx_session_redo (session));
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 1);

  /* To the end. */
  g_assert_true (bx_session_play_random_game (session, 1000));
  g_assert_true (bx_session_is_over (session));
  bx_session_get_result (session, &res);
  g_assert_cmpint (res.kind, ==, BX_RESULT_WIN);
  g_assert_cmpuint (res.score, ==, 1);
  g_assert_cmpstr (bx_game_rule_id (game, res.rules[0]), ==, "race.win");
}

/* Runs boxi-cli in-process with the toy's rulesets; returns the exit status. */
static int
run_cli (GString     *out,
         GString     *err,
         const char  *first,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) argv = NULL;
  va_list ap;

  g_ptr_array_add (args, g_strdup ("boxi-cli"));
  va_start (ap, first);
  for (const char *a = first; a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (args, g_strdup (a));
  va_end (ap);
  g_ptr_array_add (args, g_strdup ("--rulesets"));
  g_ptr_array_add (args, g_strdup (rulesets_dir));
  g_ptr_array_add (args, g_strdup ("--texts"));
  g_ptr_array_add (args, g_strdup (texts_dir));
  g_ptr_array_add (args, NULL);
  argv = g_strdupv ((char **) args->pdata);
  /* The option parser may reorder argv: keep our own copy to free. */
  {
    g_autofree char **shallow = g_memdup2 (argv, sizeof (char *) * (args->len));

    return bx_cli_run ((int) args->len - 1, shallow, out, err);
  }
}

static JsonNode *
parse_json (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}

/* `legal` and `play --random` for the toy, in-process: the moves with their rule ids and
 * clauses, a game to its end, and an error for an unknown ruleset. */
static void
test_cli (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(JsonNode) legal = NULL;
  g_autoptr(JsonNode) last = NULL;
  g_auto(GStrv) lines = NULL;
  JsonArray *moves;
  JsonObject *move, *end;
  guint n;

  g_assert_cmpint (run_cli (out, err, "legal", "toy/race", "--throw", "3", NULL), ==, 0);
  g_assert_cmpstr (err->str, ==, "");
  legal = parse_json (out->str);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (legal));
  moves = json_node_get_array (legal);
  g_assert_cmpuint (json_array_get_length (moves), ==, 1);
  move = json_array_get_object_element (moves, 0);
  g_assert_cmpstr (json_object_get_string_member (move, "move"), ==, "bar/3");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (move, "rules")), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (move, "rules"),
                                                  0), ==, "race.move");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (move,
                                                                                "clauses"),
                                                  0), ==, "pushuang.changju.15");
  g_assert_cmpstr (json_object_get_string_member (move, "status"), ==, "conjectured");

  g_string_truncate (out, 0);
  g_assert_cmpint (run_cli (out, err, "play", "toy/race", "--random", "--seed", "5", NULL), ==,
                   0);
  g_assert_cmpstr (err->str, ==, "");
  lines = g_strsplit (g_strchomp (out->str), "\n", -1);
  n = g_strv_length (lines);
  g_assert_cmpuint (n, >=, 4);   /* at least four moves take two pieces off six cells */
  last = parse_json (lines[n - 1]);
  end = json_node_get_object (last);
  g_assert_true (json_object_get_boolean_member (end, "end"));
  g_assert_true (g_strv_contains ((const char * const *) (const char *[]) { "white", "black",
                                                                           NULL },
                                  json_object_get_string_member (end, "winner")));
  g_assert_cmpint (json_object_get_int_member (end, "score"), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (end, "rules"),
                                                  0), ==, "race.win");
  for (guint i = 0; i + 1 < n; i++)
    {
      g_autoptr(JsonNode) line = parse_json (lines[i]);
      JsonArray *rules = json_object_get_array_member (json_node_get_object (line), "rules");

      g_assert_nonnull (rules);
      g_assert_cmpstr (json_array_get_string_element (rules, 0), ==, "race.move");
    }

  g_string_truncate (out, 0);
  g_assert_cmpint (run_cli (out, err, "legal", "toy/none", "--throw", "3", NULL), ==, 1);
  g_assert_cmpstr (out->str, ==, "");
  g_assert_true (g_str_has_prefix (err->str, "boxi-cli legal: "));
  g_string_truncate (err, 0);
  g_assert_cmpint (run_cli (out, err, "no-such-command", NULL), ==, 2);
  g_assert_nonnull (strstr (err->str, "unknown command"));
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  bx_games_register_builtin ();
  g_assert_true (bx_game_register_family (bx_toy_get_vtable ()));
  setup_library ();

  g_test_add_func ("/toy/registry", test_registry);
  g_test_add_func ("/toy/hooks", test_hooks);
  g_test_add_func ("/toy/session", test_session);
  g_test_add_func ("/toy/cli", test_cli);
  status = g_test_run ();
  teardown_library ();
  return status;
}
