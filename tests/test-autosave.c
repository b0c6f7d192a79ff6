/* test-autosave.c: the game in progress kept on disk (bx-autosave.h): an autosaved game of
 * every playable ruleset resumes move for move after a simulated restart, a broken autosave
 * is kept aside with a clear error, a finished game has none, and "unsaved" follows the
 * last save
 *
 * Every test runs with XDG_DATA_HOME in a temporary folder of its own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "bx-autosave.h"
#include "bx-error.h"
#include "bx-families.h"
#include "bx-test-util.h"

static char *data_home;

/* A new library, as a new process would load it. */
static BxRulesetLibrary *
load_library (BxClauseIndex **clauses)
{
  BxRulesetLibrary *library = NULL;

  bx_test_load_corpus (clauses, &library);
  return library;
}

static void
free_library (BxRulesetLibrary *library,
              BxClauseIndex    *clauses)
{
  bx_ruleset_library_free (library);
  bx_clause_index_free (clauses);
}

/* A game of `id` with `n` seeded random moves, stopping short of its end. */
static BxSession *
game_in_progress (BxRulesetLibrary *library,
                  const char       *id,
                  guint64           seed,
                  guint             n)
{
  g_autoptr(GError) error = NULL;
  BxSession *session = bx_session_new (bx_ruleset_library_get (library, id), seed, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < n && !bx_session_is_over (session); i++)
    {
      g_assert_true (bx_session_play_random (session));
      if (bx_session_is_over (session))
        {
          g_assert_true (bx_session_undo (session));
          break;
        }
    }
  return session;
}

/* What a session shows, to compare two: its state, throw, and every entry of the history
 * (the position before, the throw and the move with its rules). */
typedef struct
{
  char    *ruleset_id;
  guint64  seed;
  char    *state;
  guint    n_history;
  GArray  *entries;  /* (element-type BxSessionEntry) */
  char   **players;
} Snapshot;

static void
snapshot_take (BxSession *session,
               Snapshot  *out)
{
  out->ruleset_id = g_strdup (bx_ruleset_get_id (bx_session_get_ruleset (session)));
  out->seed = bx_session_get_seed (session);
  out->state = bx_game_state_to_string (bx_session_get_game (session),
                                        bx_session_get_state (session));
  out->n_history = bx_session_get_n_history (session);
  out->entries = g_array_new (FALSE, FALSE, sizeof (BxSessionEntry));
  for (guint i = 0; i < out->n_history; i++)
    g_array_append_val (out->entries, *bx_session_get_history_entry (session, i));
  out->players = bx_session_get_players (session) != NULL
                 ? g_strdupv ((char **) bx_session_get_players (session)) : NULL;
}

static void
snapshot_clear (Snapshot *s)
{
  g_free (s->ruleset_id);
  g_free (s->state);
  g_array_unref (s->entries);
  g_strfreev (s->players);
}

static void
assert_resumes (const Snapshot *before,
                BxSession      *after)
{
  Snapshot now = { 0 };

  snapshot_take (after, &now);
  g_assert_cmpstr (now.ruleset_id, ==, before->ruleset_id);
  g_assert_cmpuint (now.seed, ==, before->seed);
  g_assert_cmpstr (now.state, ==, before->state);
  g_assert_cmpuint (now.n_history, ==, before->n_history);
  for (guint i = 0; i < now.n_history; i++)
    {
      const BxSessionEntry *a = &g_array_index (before->entries, BxSessionEntry, i);
      const BxSessionEntry *b = &g_array_index (now.entries, BxSessionEntry, i);

      g_assert_true (bx_throw_equal (&a->t, &b->t));
      g_assert_true (bx_move_equal (&a->move, &b->move));
      g_assert_cmpuint (a->move.flags, ==, b->move.flags);
      g_assert_cmpmem (a->move.rules, a->move.n_rules * sizeof a->move.rules[0],
                       b->move.rules, b->move.n_rules * sizeof b->move.rules[0]);
      g_assert_cmpmem (&a->before, sizeof a->before, &b->before, sizeof b->before);
    }
  g_assert_cmpstrv (now.players, before->players);
  snapshot_clear (&now);
}

/* The default path is under $XDG_DATA_HOME, never in the build tree. */
static void
test_default_path (void)
{
  g_autofree char *path = bx_autosave_default_path ();
  g_autofree char *expected = g_build_filename (data_home, "boxi", "autosave.json", NULL);

  g_assert_cmpstr (path, ==, expected);
}

/* Every playable ruleset: a game of 23 moves autosaved, everything freed (the library too),
 * a new library loaded and the autosave read back: the same position, throws, moves and
 * rules.  Then one more move on each side stays in step. */
static void
test_resume_after_restart (void)
{
  g_autofree char *path = bx_autosave_default_path ();
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  BxClauseIndex *clauses = NULL;
  BxRulesetLibrary *library = load_library (&clauses);
  GPtrArray *list = bx_ruleset_library_list (library);

  for (guint i = 0; i < list->len; i++)
    if (bx_ruleset_get_playable (g_ptr_array_index (list, i)))
      g_ptr_array_add (ids, g_strdup (bx_ruleset_get_id (g_ptr_array_index (list, i))));
  g_assert_cmpuint (ids->len, >, 5);

  for (guint i = 0; i < ids->len; i++)
    {
      const char *id = g_ptr_array_index (ids, i);
      g_autoptr(GError) error = NULL;
      g_autofree char *kept = NULL;
      g_autoptr(BxSession) resumed = NULL;
      Snapshot before = { 0 };
      BxSession *session;

      g_test_message ("%s", id);
      session = game_in_progress (library, id, 1000 + i, 23);
      if (!bx_autosave_wanted (session))
        {
          /* A game over at once (no move before its end) has nothing to keep. */
          bx_session_free (session);
          continue;
        }
      g_assert_true (bx_autosave_write (session, path, &error));
      g_assert_no_error (error);
      g_assert_true (bx_autosave_exists (path));
      snapshot_take (session, &before);

      /* The restart: nothing of the old process is left. */
      bx_session_free (session);
      free_library (library, clauses);
      library = load_library (&clauses);

      resumed = bx_autosave_load (library, path, &kept, &error);
      g_assert_no_error (error);
      g_assert_null (kept);
      g_assert_nonnull (resumed);
      assert_resumes (&before, resumed);
      /* Its next throw is the one the old game would have had: the seed's. */
      if (!bx_session_is_over (resumed))
        {
          g_assert_true (bx_session_roll (resumed));
          g_assert_cmpuint (bx_session_get_n_legal_moves (resumed), >, 0);
        }
      snapshot_clear (&before);
    }
  free_library (library, clauses);
  g_assert_true (bx_autosave_remove (path, NULL));
}

/* Writes `contents` as the autosave and reads it back: no session, a clear error, and the
 * file kept aside with its contents. */
static void
assert_kept_broken (BxRulesetLibrary *library,
                    const char       *path,
                    const char       *contents,
                    const char       *kept_name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *kept_contents = NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *expected = g_build_filename (dir, kept_name, NULL);
  BxSession *session;

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  session = bx_autosave_load (library, path, &kept, &error);
  g_assert_null (session);
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  /* It names the file, says what is wrong and where it was kept. */
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, expected));
  g_test_message ("%s", error->message);
  g_assert_cmpstr (kept, ==, expected);
  g_assert_false (bx_autosave_exists (path));
  g_assert_true (g_file_get_contents (kept, &kept_contents, NULL, NULL));
  g_assert_cmpstr (kept_contents, ==, contents);
}

/* A corrupted autosave (not JSON; a move that is not legal; an unknown ruleset) is not
 * offered, not lost, and a second one does not overwrite the first. */
static void
test_broken (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = bx_autosave_default_path ();
  g_autofree char *text = NULL;
  g_autofree char *tampered = NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  BxClauseIndex *clauses = NULL;
  BxRulesetLibrary *library = load_library (&clauses);
  g_autoptr(BxSession) session = game_in_progress (library, "shuanglu/ping", 7, 12);
  char *at;

  g_assert_true (bx_autosave_write (session, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));

  /* Cut in the middle, as a full disk would leave a file written in place. */
  text[strlen (text) / 2] = '\0';
  assert_kept_broken (library, path, text, "autosave.json" BX_AUTOSAVE_BROKEN_SUFFIX);

  /* Well formed, but its first move is not legal for its throw. */
  g_clear_pointer (&text, g_free);
  g_assert_true (bx_autosave_write (session, path, &error));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  at = strstr (text, "\"seed\"");
  g_assert_nonnull (at);
  tampered = g_strdup (text);
  at = strstr (tampered, "\"seed\"");
  at = strchr (at, ':');
  g_assert_nonnull (at);
  /* Another seed: the recorded throws are not the seed's. */
  at[2] = at[2] == '9' ? '8' : at[2] + 1;
  assert_kept_broken (library, path, tampered, "autosave.json" BX_AUTOSAVE_BROKEN_SUFFIX ".2");

  /* A ruleset that no longer exists. */
  g_clear_pointer (&tampered, g_free);
  tampered = g_strdup (text);
  at = strstr (tampered, "shuanglu/ping");
  g_assert_nonnull (at);
  memcpy (at, "shuanglu/xxxx", strlen ("shuanglu/xxxx"));
  assert_kept_broken (library, path, tampered, "autosave.json" BX_AUTOSAVE_BROKEN_SUFFIX ".3");

  /* No autosave: "not found", nothing renamed. */
  g_assert_null (bx_autosave_load (library, path, NULL, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_NOT_FOUND);
  g_clear_error (&error);

  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *name = i == 0 ? g_strdup ("autosave.json.broken")
                                     : g_strdup_printf ("autosave.json.broken.%u", i + 1);
      g_autofree char *kept = g_build_filename (dir, name, NULL);

      g_assert_cmpint (g_remove (kept), ==, 0);
    }
  free_library (library, clauses);
}

/* Only a game in progress is kept: writing a game with no move, or a finished one, removes
 * the autosave; a game at an example position leaves it as it is. */
static void
test_only_in_progress (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = bx_autosave_default_path ();
  BxClauseIndex *clauses = NULL;
  BxRulesetLibrary *library = load_library (&clauses);
  g_autoptr(BxSession) session = game_in_progress (library, "shuanglu/ping", 3, 5);
  g_autoptr(BxSession) fresh = game_in_progress (library, "shuanglu/ping", 3, 0);
  g_autoptr(BxSession) example = NULL;
  g_autoptr(BxSession) finished = game_in_progress (library, "shuanglu/ping", 4, 0);
  g_autofree char *position = NULL;

  g_assert_true (bx_autosave_write (session, path, &error));
  g_assert_true (bx_autosave_exists (path));
  g_assert_false (bx_autosave_wanted (fresh));
  g_assert_true (bx_autosave_write (fresh, path, &error));
  g_assert_no_error (error);
  g_assert_false (bx_autosave_exists (path));

  g_assert_true (bx_autosave_write (session, path, &error));
  position = bx_game_state_to_string (bx_session_get_game (session),
                                      bx_session_get_state (session));
  example = bx_session_new_at_position (bx_session_get_ruleset (session), 1, position, NULL,
                                        &error);
  g_assert_no_error (error);
  g_assert_true (bx_session_play_random (example));
  g_assert_false (bx_autosave_wanted (example));
  g_assert_true (bx_autosave_write (example, path, &error));
  g_assert_true (bx_autosave_exists (path));
  g_assert_false (bx_autosave_is_unsaved (example, NULL));

  g_assert_true (bx_session_play_random_game (finished, 100000));
  g_assert_true (bx_session_is_over (finished));
  g_assert_false (bx_autosave_wanted (finished));
  g_assert_false (bx_autosave_is_unsaved (finished, NULL));
  g_assert_true (bx_autosave_write (finished, path, &error));
  g_assert_no_error (error);
  g_assert_false (bx_autosave_exists (path));
  /* Removing what is not there is no error. */
  g_assert_true (bx_autosave_remove (path, &error));
  g_assert_no_error (error);
  free_library (library, clauses);
}

/* "Unsaved" follows the mark of the last save: moves after it are unsaved, undoing back
 * to it is not. */
static void
test_unsaved (void)
{
  BxClauseIndex *clauses = NULL;
  BxRulesetLibrary *library = load_library (&clauses);
  g_autoptr(BxSession) session = game_in_progress (library, "shuanglu/ping", 11, 0);
  g_autofree char *mark = NULL;

  g_assert_false (bx_autosave_is_unsaved (session, NULL));
  g_assert_true (bx_session_play_random (session));
  g_assert_true (bx_autosave_is_unsaved (session, NULL));
  mark = bx_autosave_mark (session);
  g_assert_false (bx_autosave_is_unsaved (session, mark));
  g_assert_true (bx_session_play_random (session));
  g_assert_true (bx_autosave_is_unsaved (session, mark));
  g_assert_true (bx_session_undo (session));
  g_assert_false (bx_autosave_is_unsaved (session, mark));
  free_library (library, clauses);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int ret;

  /* Before anything reads g_get_user_data_dir(): the tests' own data folder. */
  data_home = g_dir_make_tmp ("boxi-autosave-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_test_init (&argc, &argv, NULL);
  bx_games_register_builtin ();

  g_test_add_func ("/core/autosave/default-path", test_default_path);
  g_test_add_func ("/core/autosave/resume-after-restart", test_resume_after_restart);
  g_test_add_func ("/core/autosave/broken", test_broken);
  g_test_add_func ("/core/autosave/only-in-progress", test_only_in_progress);
  g_test_add_func ("/core/autosave/unsaved", test_unsaved);

  ret = g_test_run ();
  {
    g_autofree char *boxi = g_build_filename (data_home, "boxi", NULL);

    g_rmdir (boxi);
    g_rmdir (data_home);
    g_free (data_home);
  }
  return ret;
}
