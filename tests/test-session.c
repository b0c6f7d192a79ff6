/* test-session.c: the play session: throws, undo and redo, step-by-step entry, random
 * games to the end, and records
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "bx-error.h"
#include "bx-session.h"
#include "games/bx-liubo.h"
#include "bx-families.h"

static BxClauseIndex *clause_index;
static BxRulesetLibrary *library;

static BxSession *
new_session (guint64 seed)
{
  g_autoptr(GError) error = NULL;
  BxRuleset *ruleset = bx_ruleset_library_get (library, "shuanglu/ping");
  BxSession *session;

  g_assert_nonnull (ruleset);
  session = bx_session_new (ruleset, seed, &error);
  g_assert_no_error (error);
  g_assert_nonnull (session);
  return session;
}

static char *
state_string (BxSession *session)
{
  return bx_game_state_to_string (bx_session_get_game (session), bx_session_get_state (session));
}

/* Saves `session` as the file `name` in a new temporary folder and returns the file's path;
 * the folder's path goes to `dir` (for remove_saved()).  Fails the test when it does not
 * save. */
static char *
save_session (BxSession  *session,
              const char *name,
              char      **dir)
{
  g_autoptr(GError) error = NULL;
  char *path;

  *dir = g_dir_make_tmp ("boxi-session-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (*dir, name, NULL);
  g_assert_true (bx_session_save (session, path, &error));
  g_assert_no_error (error);
  return path;
}

/* The session saved at `path`; fails the test when it does not open. */
static BxSession *
open_session (const char *path)
{
  g_autoptr(GError) error = NULL;
  BxSession *opened = bx_session_open (library, path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (opened);
  return opened;
}

/* Removes the file and the folder of save_session(). */
static void
remove_saved (const char *path,
              const char *dir)
{
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_session_roll (void)
{
  g_autoptr(BxSession) session = new_session (7);
  BxThrow expected;
  const BxThrow *t;

  g_assert_false (bx_session_is_rolled (session));
  g_assert_null (bx_session_get_throw (session));
  g_assert_cmpuint (bx_session_get_n_legal_moves (session), ==, 0);
  g_assert_false (bx_session_can_undo (session));
  g_assert_false (bx_session_can_redo (session));

  g_assert_true (bx_session_roll (session));
  g_assert_false (bx_session_roll (session));
  t = bx_session_get_throw (session);
  g_assert_nonnull (t);
  g_assert_cmpuint (t->n, ==, 2);
  bx_game_throw (bx_session_get_game (session), bx_session_get_state (session), 7, &expected);
  g_assert_true (bx_throw_equal (t, &expected));
  g_assert_cmpuint (bx_session_get_n_legal_moves (session), >, 0);
}

static void
test_session_undo_redo (void)
{
  g_autoptr(BxSession) session = new_session (11);
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *final = NULL;
  guint n = 30;

  for (guint i = 0; i < n; i++)
    {
      g_ptr_array_add (states, state_string (session));
      g_assert_true (bx_session_play_random (session));
      g_assert_false (bx_session_is_rolled (session));
    }
  final = state_string (session);
  g_assert_cmpuint (bx_session_get_n_history (session), ==, n);

  /* Back to the start, one move at a time: each undo shows the throw of the undone move. */
  for (guint i = n; i > 0; i--)
    {
      g_autofree char *s = NULL;
      const BxSessionEntry *entry = bx_session_get_history_entry (session, i - 1);
      BxThrow t = entry->t;

      g_assert_true (bx_session_undo (session));
      s = state_string (session);
      g_assert_cmpstr (s, ==, g_ptr_array_index (states, i - 1));
      g_assert_true (bx_session_is_rolled (session));
      g_assert_true (bx_throw_equal (bx_session_get_throw (session), &t));
      g_assert_cmpuint (bx_session_get_n_redo (session), ==, n - i + 1);
    }
  g_assert_false (bx_session_undo (session));
  g_assert_false (bx_session_can_undo (session));

  /* And forward again to the same position. */
  for (guint i = 0; i < n; i++)
    g_assert_true (bx_session_redo (session));
  g_assert_false (bx_session_redo (session));
  {
    g_autofree char *s = state_string (session);
    g_assert_cmpstr (s, ==, final);
  }

  /* A new move after an undo clears the redo stack. */
  g_assert_true (bx_session_undo (session));
  g_assert_true (bx_session_undo (session));
  g_assert_cmpuint (bx_session_get_n_redo (session), ==, 2);
  g_assert_true (bx_session_play_index (session, 0));
  g_assert_cmpuint (bx_session_get_n_redo (session), ==, 0);
  g_assert_cmpuint (bx_session_get_n_history (session), ==, n - 1);

  /* Forgetting the redo stack: the move undone cannot be played again, the history stays. */
  g_assert_true (bx_session_undo (session));
  g_assert_true (bx_session_can_redo (session));
  bx_session_forget_redo (session);
  g_assert_false (bx_session_can_redo (session));
  g_assert_false (bx_session_redo (session));
  g_assert_cmpuint (bx_session_get_n_history (session), ==, n - 2);
}

static void
test_session_steps (void)
{
  g_autoptr(BxSession) session = new_session (3);

  for (guint k = 0; k < 20; k++)
    {
      BxMove move;
      guint n_steps;

      bx_session_roll (session);
      move = *bx_session_get_legal_move (session, 0);
      if (bx_move_is_pass (&move))
        {
          g_assert_true (bx_session_play_index (session, 0));
          continue;
        }

      /* A step no legal move starts with changes nothing. */
      g_assert_cmpint (bx_session_choose_step (session, 30, 31), ==, BX_STEP_RESULT_INVALID);
      g_assert_cmpuint (bx_session_get_n_chosen (session), ==, 0);

      n_steps = move.n_steps;
      for (guint i = 0; i < n_steps; i++)
        {
          g_autoptr(GArray) sources = bx_session_dup_next_sources (session);
          g_autoptr(GArray) targets = bx_session_dup_next_steps (session, move.steps[i].from);
          BxStepResult result;
          gboolean found = FALSE;

          g_assert_cmpuint (sources->len, >, 0);
          for (guint j = 0; j < targets->len; j++)
            found |= g_array_index (targets, BxStep, j).to == move.steps[i].to;
          g_assert_true (found);

          result = bx_session_choose_step (session, move.steps[i].from, move.steps[i].to);
          if (result == BX_STEP_RESULT_PLAYED)
            break;
          g_assert_cmpint (result, ==, BX_STEP_RESULT_PARTIAL);
          g_assert_cmpuint (bx_session_get_n_chosen (session), ==, i + 1);
          /* The board shows the chosen steps played (the engine's apply_steps): pieces
           * moved, the turn and the player as they were. */
          {
            const BxState *state = bx_session_get_state (session);
            const BxState *shown = bx_session_get_shown_state (session);

            g_assert_true (memcmp (&shown->data, &state->data, sizeof state->data) != 0);
            g_assert_cmpint (shown->player, ==, state->player);
            g_assert_cmpuint (shown->turn, ==, state->turn);
            g_assert_cmpint (shown->winner, ==, state->winner);
          }
        }
      g_assert_cmpuint (bx_session_get_n_history (session), ==, k + 1);
      g_assert_false (bx_session_is_rolled (session));
      /* The move played has the same steps (from, to) as the one entered. */
      {
        const BxMove *played = &bx_session_get_last_entry (session)->move;

        g_assert_cmpuint (played->n_steps, ==, n_steps);
        for (guint i = 0; i < n_steps; i++)
          {
            g_assert_cmpint (played->steps[i].from, ==, move.steps[i].from);
            g_assert_cmpint (played->steps[i].to, ==, move.steps[i].to);
          }
      }
    }

  /* Undo drops chosen steps before taking back a move. */
  bx_session_roll (session);
  {
    const BxMove *move = bx_session_get_legal_move (session, 0);
    guint n_history = bx_session_get_n_history (session);

    if (!bx_move_is_pass (move) && move->n_steps > 1
        && bx_session_choose_step (session, move->steps[0].from, move->steps[0].to)
           == BX_STEP_RESULT_PARTIAL)
      {
        g_assert_true (bx_session_undo (session));
        g_assert_cmpuint (bx_session_get_n_chosen (session), ==, 0);
        g_assert_cmpuint (bx_session_get_n_history (session), ==, n_history);
      }
  }
}

/* Two independent steps may be entered in either order. */
static void
test_session_steps_any_order (void)
{
  g_autoptr(BxSession) session = new_session (5);
  guint tried = 0;

  for (guint k = 0; k < 200 && tried < 5 && !bx_session_is_over (session); k++)
    {
      bx_session_roll (session);
      for (guint i = 0; i < bx_session_get_n_legal_moves (session); i++)
        {
          BxMove move = *bx_session_get_legal_move (session, i);
          const BxStep *a = &move.steps[0], *b = &move.steps[1];

          if (move.n_steps != 2 || a->from < 0 || b->from < 0 || a->to < 0 || b->to < 0
              || a->from == b->from || a->from == b->to || a->to == b->from || a->to == b->to)
            continue;
          g_assert_cmpint (bx_session_choose_step (session, b->from, b->to), ==,
                           BX_STEP_RESULT_PARTIAL);
          g_assert_cmpint (bx_session_choose_step (session, a->from, a->to), ==,
                           BX_STEP_RESULT_PLAYED);
          g_assert_true (bx_move_equal (&bx_session_get_last_entry (session)->move, &move));
          tried++;
          break;
        }
      if (bx_session_is_rolled (session))
        bx_session_play_random (session);
    }
  g_assert_cmpuint (tried, >, 0);
}

static void
test_session_random_game (void)
{
  g_autoptr(BxSession) a = new_session (1);
  g_autoptr(BxSession) b = new_session (1);
  g_autofree char *sa = NULL;
  g_autofree char *sb = NULL;
  guint16 rules[64];
  guint n_rules = 0;
  BxResult result;
  BxRuleStatus status;

  g_assert_true (bx_session_play_random_game (a, 0));
  g_assert_true (bx_session_is_over (a));
  g_assert_false (bx_session_roll (a));
  g_assert_false (bx_session_play_random (a));
  bx_session_get_result (a, &result);
  g_assert_cmpint (result.winner, >=, 0);
  g_assert_cmpuint (result.score, >=, 1);

  status = bx_session_get_status (a, rules, G_N_ELEMENTS (rules), &n_rules);
  g_assert_cmpuint (n_rules, >, 0);
  /* 平雙陸 uses conjectured rules (who throws first, for one). */
  g_assert_cmpint (status, >=, BX_STATUS_INTERPRETED);
  for (guint i = 0; i < n_rules; i++)
    g_assert_cmpint (bx_ruleset_get_rule (bx_session_get_ruleset (a), rules[i])->status, <=,
                     status);

  for (guint i = 0; i < bx_session_get_n_history (a); i++)
    {
      g_autofree char *text = bx_session_describe_entry (a, i);
      g_assert_nonnull (text);
      g_assert_cmpstr (text, !=, "");
    }

  /* The same seed plays the same game. */
  g_assert_true (bx_session_play_random_game (b, 0));
  g_assert_cmpuint (bx_session_get_n_history (a), ==, bx_session_get_n_history (b));
  sa = state_string (a);
  sb = state_string (b);
  g_assert_cmpstr (sa, ==, sb);
}

static void
test_session_record (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BxSession) session = new_session (99);
  g_autoptr(BxSession) copy = NULL;
  g_autoptr(BxSession) opened = NULL;
  g_autoptr(BxRecord) record = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *s = NULL;
  g_autofree char *s_copy = NULL;
  g_autofree char *s_opened = NULL;

  static const char *const players[] = { "human", "strong", NULL };

  g_assert_null (bx_session_get_players (session));
  bx_session_set_players (session, players);
  for (guint i = 0; i < 25; i++)
    g_assert_true (bx_session_play_random (session));
  /* Undone moves are not recorded. */
  g_assert_true (bx_session_undo (session));
  s = state_string (session);

  record = bx_session_to_record (session);
  g_assert_cmpuint (bx_record_get_n_entries (record), ==, 24);
  g_assert_cmpuint (bx_record_get_seed (record), ==, 99);
  g_assert_cmpstr (bx_record_get_ruleset_id (record), ==, "shuanglu/ping");

  copy = bx_session_new_from_record (bx_session_get_ruleset (session), record, &error);
  g_assert_no_error (error);
  s_copy = state_string (copy);
  g_assert_cmpstr (s_copy, ==, s);
  g_assert_cmpuint (bx_session_get_n_history (copy), ==, 24);
  g_assert_cmpuint (bx_session_get_seed (copy), ==, 99);

  path = save_session (session, "game.json", &dir);
  opened = open_session (path);
  s_opened = state_string (opened);
  g_assert_cmpstr (s_opened, ==, s);
  /* Who played each seat comes back (the play view's people and computers). */
  g_assert_nonnull (bx_session_get_players (opened));
  g_assert_cmpstrv (bx_session_get_players (opened), players);
  for (guint i = 0; i < 24; i++)
    g_assert_true (bx_move_equal (&bx_session_get_history_entry (opened, i)->move,
                                  &bx_session_get_history_entry (session, i)->move));

  /* The opened game goes on with the seed's throws, as the original would. */
  g_assert_true (bx_session_roll (opened));
  bx_session_roll (session);
  g_assert_true (bx_throw_equal (bx_session_get_throw (opened), bx_session_get_throw (session)));

  /* A truncated file is an error, not a crash. */
  {
    g_autofree char *contents = NULL;
    gsize length;
    g_autoptr(BxSession) bad = NULL;

    g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
    g_assert_true (g_file_set_contents (path, contents, length / 2, NULL));
    bad = bx_session_open (library, path, &error);
    g_assert_null (bad);
    g_assert_nonnull (error);
    g_clear_error (&error);
  }

  remove_saved (path, dir);
}

/* A session of @ruleset_id with @n_players, @n_moves random moves, saved and opened again:
 * the record keeps the table's options, and the opened game is the same game. */
static void
check_saved_and_opened (const char *ruleset_id,
                        guint       n_players,
                        guint       n_moves)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BxSession) session = NULL;
  g_autoptr(BxSession) opened = NULL;
  g_autoptr(BxSession) copy = NULL;
  g_autoptr(BxRecord) record = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *s = NULL;
  g_autofree char *s_opened = NULL;
  g_autofree char *s_copy = NULL;
  BxGameOptions options = { .n_players = n_players };
  BxRuleset *ruleset = bx_ruleset_library_get (library, ruleset_id);
  guint n;

  g_assert_nonnull (ruleset);
  session = bx_session_new_with_options (ruleset, 2024, &options, &error);
  g_assert_no_error (error);
  g_assert_nonnull (session);
  g_assert_cmpuint (bx_game_get_n_players (bx_session_get_game (session)), ==, n_players);
  g_assert_cmpuint (bx_session_get_options (session)->n_players, ==, n_players);
  for (guint i = 0; i < n_moves && !bx_session_is_over (session); i++)
    g_assert_true (bx_session_play_random (session));
  n = bx_session_get_n_history (session);
  g_assert_cmpuint (n, >, 0);
  s = state_string (session);

  record = bx_session_to_record (session);
  g_assert_cmpuint (bx_record_get_options (record)->n_players, ==, n_players);
  copy = bx_session_new_from_record (ruleset, record, &error);
  g_assert_no_error (error);
  s_copy = state_string (copy);
  g_assert_cmpstr (s_copy, ==, s);

  path = save_session (session, "game.json", &dir);
  opened = open_session (path);
  g_assert_cmpuint (bx_game_get_n_players (bx_session_get_game (opened)), ==, n_players);
  g_assert_cmpuint (bx_session_get_n_history (opened), ==, n);
  s_opened = state_string (opened);
  g_assert_cmpstr (s_opened, ==, s);
  for (guint i = 0; i < n; i++)
    {
      const BxMove *a = &bx_session_get_history_entry (opened, i)->move;
      const BxMove *b = &bx_session_get_history_entry (session, i)->move;

      g_assert_true (bx_move_equal (a, b));
      g_assert_cmpuint (a->flags, ==, b->flags);
    }

  /* It saves again with the same options. */
  {
    g_autoptr(BxRecord) again = bx_session_to_record (opened);

    g_assert_cmpuint (bx_record_get_options (again)->n_players, ==, n_players);
  }

  remove_saved (path, dir);
}

/* Records of tables that choose their number of players (除紅 3–5, 打馬 2–5) open with it. */
static void
test_session_record_players (void)
{
  check_saved_and_opened ("dama/yijing", 4, 40);
  check_saved_and_opened ("dama/yijing", 5, 40);
  check_saved_and_opened ("dama/yijing", 3, 40);
  check_saved_and_opened ("chuhong/zhifa", 4, 40);
  check_saved_and_opened ("chuhong/zhifa", 5, 30);
}

/* Moves without steps differ by their flags only (塞's decision to throw, a pass): a record
 * keeps them apart. */
static void
test_session_record_flags (void)
{
  check_saved_and_opened ("sai/daibo", 2, 60);
  check_saved_and_opened ("sai/daiyi", 2, 60);
  check_saved_and_opened ("liubo/gubojing", 2, 60);
}

/* 猜拳 with a human (liubo/seed001): a player shows his hand (and call), the computer's part
 * is the seed's, the round resolves by the ruleset's rules, undo shows the throw again, and
 * records keep the shown parts. */

#define HANDS_RULESET "liubo/seed001"
#define HANDS_SEED 5

static BxSession *
new_hands_session (void)
{
  g_autoptr(GError) error = NULL;
  BxRuleset *ruleset = bx_ruleset_library_get (library, HANDS_RULESET);
  BxSession *session;

  g_assert_nonnull (ruleset);
  session = bx_session_new (ruleset, HANDS_SEED, &error);
  g_assert_no_error (error);
  return session;
}

static void
assert_same_games (BxSession *a,
                   BxSession *b)
{
  g_autofree char *sa = state_string (a);
  g_autofree char *sb = state_string (b);

  g_assert_cmpstr (sa, ==, sb);
  g_assert_cmpuint (bx_session_get_n_history (a), ==, bx_session_get_n_history (b));
  for (guint i = 0; i < bx_session_get_n_history (a); i++)
    {
      const BxSessionEntry *x = bx_session_get_history_entry (a, i);
      const BxSessionEntry *y = bx_session_get_history_entry (b, i);

      g_assert_true (bx_throw_equal (&x->t, &y->t));
      g_assert_cmpuint (x->t.chosen, ==, y->t.chosen);
      g_assert_true (bx_move_equal (&x->move, &y->move));
    }
}

static void
test_session_hands (void)
{
  g_autoptr(BxSession) session = new_hands_session ();
  g_autoptr(BxSession) other = NULL;
  g_autoptr(BxSession) copy = NULL;
  g_autoptr(BxSession) opened = NULL;
  g_autoptr(BxRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  const BxGame *game = bx_session_get_game (session);
  const BxLiuboState *ls;
  const BxThrow *t;
  BxThrow drawn, manual;
  guint hand, call, me;
  g_autoptr(GArray) moves = bx_move_list_new ();

  /* 猜拳's hands are shown by the players; the opening round holds calls. */
  g_assert_true (bx_game_get_dice (game)->chosen);
  g_assert_true (bx_session_throw_is_chosen (session));
  g_assert_cmpuint (bx_session_get_n_parts (session), ==, 2);
  g_assert_true (bx_session_throw_has_calls (session));
  bx_game_throw (game, bx_session_get_state (session), HANDS_SEED, &drawn);
  g_assert_cmpuint (drawn.n, ==, 4);
  g_assert_cmpuint (drawn.chosen, ==, 0);

  /* Parts out of range, or of no seat, are refused. */
  g_assert_false (bx_session_set_part (session, 2, 1, 1));
  g_assert_false (bx_session_set_part (session, 0, 6, 1));
  g_assert_false (bx_session_set_part (session, 0, 1, 11));
  g_assert_false (bx_session_get_part (session, 0, NULL, NULL));

  /* White shows no finger and calls 10, which his own hand cannot make (失謎): he loses the
   * round at once, whatever the computer's hand; Black starts. */
  g_assert_true (bx_session_set_part (session, 0, 0, 10));
  g_assert_true (bx_session_get_part (session, 0, &hand, &call));
  g_assert_cmpuint (hand, ==, 0);
  g_assert_cmpuint (call, ==, 10);
  g_assert_true (bx_session_roll (session));
  g_assert_false (bx_session_get_part (session, 0, NULL, NULL));
  t = bx_session_get_throw (session);
  g_assert_cmpuint (t->n, ==, 4);
  g_assert_cmpuint (t->chosen, ==, 1);
  g_assert_cmpuint (t->d[0], ==, 0);
  g_assert_cmpuint (t->d[2], ==, 10);
  /* The computer's hand and call are the seed's. */
  g_assert_cmpuint (t->d[1], ==, drawn.d[1]);
  g_assert_cmpuint (t->d[3], ==, drawn.d[3]);
  g_assert_cmpuint (bx_session_get_n_legal_moves (session), ==, 1);
  g_assert_true (bx_session_play_index (session, 0));
  ls = bx_liubo_state_const (bx_session_get_state (session));
  g_assert_cmpuint (ls->phase, ==, 1);
  g_assert_cmpint (bx_session_get_state (session)->player, ==, 1);
  g_assert_true (bx_session_get_last_entry (session)->t.chosen == 1);

  /* Undo shows the throw with White's part again; redo plays the round again. */
  g_assert_true (bx_session_undo (session));
  t = bx_session_get_throw (session);
  g_assert_nonnull (t);
  g_assert_cmpuint (t->chosen, ==, 1);
  g_assert_cmpuint (t->d[0], ==, 0);
  g_assert_cmpuint (t->d[2], ==, 10);
  g_assert_cmpuint (bx_session_get_state (session)->turn, ==, 0);
  g_assert_false (bx_session_set_part (session, 0, 1, 1));   /* thrown already */
  g_assert_true (bx_session_redo (session));
  g_assert_cmpint (bx_session_get_state (session)->player, ==, 1);

  /* In play the parts are hands only: Black (to move) shows 3, White's hand is the seed's,
   * and the count is their sum. */
  g_assert_false (bx_session_throw_has_calls (session));
  me = (guint) bx_session_get_state (session)->player;
  bx_game_throw (game, bx_session_get_state (session), HANDS_SEED, &drawn);
  g_assert_cmpuint (drawn.n, ==, 2);
  g_assert_true (bx_session_roll_with_part (session, me, 3, 0));
  t = bx_session_get_throw (session);
  g_assert_cmpuint (t->n, ==, 2);
  g_assert_cmpuint (t->chosen, ==, 1u << me);
  g_assert_cmpuint (t->d[me], ==, 3);
  g_assert_cmpuint (t->d[1 - me], ==, drawn.d[1 - me]);
  manual = (BxThrow) { .n = 2 };
  manual.d[me] = 3;
  manual.d[1 - me] = drawn.d[1 - me];
  bx_game_legal_moves (game, bx_session_get_state (session), &manual, moves);
  g_assert_cmpuint (moves->len, ==, bx_session_get_n_legal_moves (session));
  for (guint i = 0; i < moves->len; i++)
    g_assert_true (bx_move_equal (&g_array_index (moves, BxMove, i),
                                  bx_session_get_legal_move (session, i)));
  g_assert_true (bx_session_play_index (session, 0));

  /* Two local players: both show their hands, nothing comes from the stream. */
  g_assert_true (bx_session_set_part (session, 0, 5, 0));
  g_assert_true (bx_session_set_part (session, 1, 4, 0));
  g_assert_true (bx_session_roll (session));
  t = bx_session_get_throw (session);
  g_assert_cmpuint (t->chosen, ==, 3);
  g_assert_cmpuint (t->d[0] + t->d[1], ==, 9);
  g_assert_true (bx_session_play_index (session, 0));

  /* Parts shown and not thrown are forgotten by undo. */
  g_assert_true (bx_session_set_part (session, 0, 1, 0));
  g_assert_true (bx_session_undo (session));
  g_assert_false (bx_session_get_part (session, 0, NULL, NULL));
  g_assert_true (bx_session_redo (session));

  /* Random throws mix with shown ones. */
  for (guint i = 0; i < 6 && !bx_session_is_over (session); i++)
    g_assert_true (bx_session_play_random (session));
  g_assert_cmpuint (bx_session_get_last_entry (session)->t.chosen, ==, 0);

  /* The record keeps the shown parts and replays, in memory and from a file. */
  record = bx_session_to_record (session);
  copy = bx_session_new_from_record (bx_session_get_ruleset (session), record, &error);
  g_assert_no_error (error);
  assert_same_games (session, copy);

  path = save_session (session, "hands.json", &dir);
  {
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    g_assert_nonnull (strstr (text, "\"chosen\""));
  }
  opened = open_session (path);
  assert_same_games (session, opened);

  /* A record whose computer's hand is not the seed's does not load. */
  other = new_hands_session ();
  g_assert_true (bx_session_roll_with_part (other, 0, 0, 10));
  g_assert_true (bx_session_play_index (other, 0));
  {
    g_autoptr(BxRecord) forged = bx_record_new (HANDS_RULESET, HANDS_SEED, NULL);
    g_autoptr(BxSession) bad = NULL;
    BxThrow ft = bx_session_get_last_entry (other)->t;

    ft.d[1] = (guint8) ((ft.d[1] + 1) % 6);
    ft.d[3] = (guint8) (ft.d[1] + 2);
    bx_record_append (forged, &ft, &bx_session_get_last_entry (other)->move);
    g_assert_true (bx_record_save (forged, bx_session_get_game (other), path, &error));
    g_assert_no_error (error);
    bad = bx_session_open (library, path, &error);
    g_assert_null (bad);
    g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "seed's throw"));
    g_clear_error (&error);

    /* … while the same throw shown by both players does. */
    ft.chosen = 3;
    g_clear_pointer (&forged, bx_record_free);
    forged = bx_record_new (HANDS_RULESET, HANDS_SEED, NULL);
    bx_record_append (forged, &ft, &bx_session_get_last_entry (other)->move);
    g_assert_true (bx_record_save (forged, bx_session_get_game (other), path, &error));
    bad = bx_session_open (library, path, &error);
    g_assert_no_error (error);
    g_assert_nonnull (bad);
    g_assert_cmpuint (bx_session_get_last_entry (bad)->t.chosen, ==, 3);
  }

  /* A device whose faces are thrown cannot be shown. */
  {
    g_autoptr(BxSession) dice = new_session (3);

    g_assert_false (bx_session_throw_is_chosen (dice));
    g_assert_cmpuint (bx_session_get_n_parts (dice), ==, 0);
    g_assert_false (bx_session_set_part (dice, 0, 1, 0));
    g_assert_false (bx_session_throw_has_calls (dice));
  }
  remove_saved (path, dir);
}

/* 雙陸's order of entry (bx_game_steps_commute(), once the session's own rule): two steps
 * on different points commute; a step from the point the other reaches does not; nor does
 * a bear-off after a step that is not one, nor a step after entering from the bar. */
static void
test_steps_commute (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BxGame) game = bx_game_new (bx_ruleset_library_get (library, "shuanglu/ping"),
                                        &error);
  BxStep a = { 12, 7, 5, 0 }, b = { 18, 16, 2, 0 }, c = { 7, 5, 2, 0 };
  BxStep bar = { BX_POINT_BAR, 20, 4, BX_STEP_ENTER }, off = { 3, BX_POINT_OFF, 4,
                                                               BX_STEP_BEAR_OFF };

  g_assert_no_error (error);
  g_assert_true (bx_game_steps_commute (game, &a, &b));
  g_assert_true (bx_game_steps_commute (game, &b, &a));
  g_assert_false (bx_game_steps_commute (game, &a, &c));
  g_assert_false (bx_game_steps_commute (game, &bar, &b));
  g_assert_false (bx_game_steps_commute (game, &b, &off));
  g_assert_true (bx_game_steps_commute (game, &off, &b));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *texts = NULL;
  g_autofree char *rulesets = NULL;
  int ret;

  g_test_init (&argc, &argv, NULL);
  bx_games_register_builtin ();

  texts = bx_texts_default_dir ();
  rulesets = bx_rulesets_default_dir ();
  clause_index = bx_clause_index_new_from_dir (texts, &error);
  g_assert_no_error (error);
  library = bx_ruleset_library_new_from_dir (rulesets, bx_clause_index_check_func, clause_index,
                                             &error);
  g_assert_no_error (error);

  g_test_add_func ("/core/session/roll", test_session_roll);
  g_test_add_func ("/core/session/undo-redo", test_session_undo_redo);
  g_test_add_func ("/core/session/steps", test_session_steps);
  g_test_add_func ("/core/session/steps-any-order", test_session_steps_any_order);
  g_test_add_func ("/core/session/steps-commute", test_steps_commute);
  g_test_add_func ("/core/session/random-game", test_session_random_game);
  g_test_add_func ("/core/session/record", test_session_record);
  g_test_add_func ("/core/session/record-players", test_session_record_players);
  g_test_add_func ("/core/session/record-flags", test_session_record_flags);
  g_test_add_func ("/core/session/hands", test_session_hands);

  ret = g_test_run ();
  bx_ruleset_library_free (library);
  bx_clause_index_free (clause_index);
  return ret;
}
