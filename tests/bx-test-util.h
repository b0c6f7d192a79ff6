/* bx-test-util.h: helpers shared by the game-family tests (test-shuanglu, test-variants,
 * test-ruqi, test-sai, test-liubo, test-dama, test-chuhong): positions from state JSON, the
 * exact set of legal moves with the rules that license them, playing a move by its notation,
 * and the size of the property tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>
#include <glib.h>

#include "bx-clause-index.h"
#include "bx-core.h"
#include "bx-families.h"
#include "bx-game.h"
#include "bx-ruleset.h"

/* The number of seeded random games a property test plays when $BOXI_PROPERTY_GAMES is not
 * set: enough to meet the rare rules, small enough for the default suite (and the sanitizer
 * run) on two cores.  The nightly run sets BOXI_PROPERTY_GAMES=10000 (.ci/nightly,
 * tools/quickstart nightly); see docs/testing.md. */
#define BX_TEST_PROPERTY_GAMES_DEFAULT 1000

/* The number of games (matches, rounds) each property test plays: $BOXI_PROPERTY_GAMES, a
 * positive integer, or BX_TEST_PROPERTY_GAMES_DEFAULT when it is unset or empty.  A value
 * that is not a positive integer stops the test program with a message. */
static inline guint
bx_test_property_games (void)
{
  const char *env = g_getenv ("BOXI_PROPERTY_GAMES");
  g_autoptr(GError) error = NULL;
  guint64 n;

  if (env == NULL || *env == '\0')
    return BX_TEST_PROPERTY_GAMES_DEFAULT;
  if (!g_ascii_string_to_unsigned (env, 10, 1, G_MAXUINT, &n, &error))
    g_error ("BOXI_PROPERTY_GAMES=%s: %s", env, error->message);
  return (guint) n;
}

/* Registers the built-in families and loads the clauses of texts/ into `clauses` and, when
 * `library` is not NULL, the rulesets of data/rulesets/ (checked against those clauses) into
 * `library`; fails the test when either does not load.  For main(), after g_test_init(). */
static inline void
bx_test_load_corpus (BxClauseIndex    **clauses,
                     BxRulesetLibrary **library)
{
  g_autoptr(GError) error = NULL;

  bx_games_register_builtin ();
  *clauses = bx_clause_index_new_from_dir (SOURCE_TEXTS_DIR, &error);
  g_assert_no_error (error);
  if (library == NULL)
    return;
  *library = bx_ruleset_library_new_from_dir (SOURCE_RULESETS_DIR, bx_clause_index_check_func,
                                              *clauses, &error);
  g_assert_no_error (error);
}

/* g_test_init() and bx_test_load_corpus(): the start of a game-family test's main(). */
static inline void
bx_test_init (int                *argc,
              char             ***argv,
              BxClauseIndex     **clauses,
              BxRulesetLibrary  **library)
{
  g_test_init (argc, argv, NULL);
  bx_test_load_corpus (clauses, library);
}

/* For g_ptr_array_sort(): orders an array of strings. */
static inline int
bx_test_cmp_strings (gconstpointer a,
                     gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

/* The game of ruleset `id` in `library`; fails the test when it is missing or unplayable. */
static inline BxGame *
bx_test_new_game (BxRulesetLibrary *library,
                  const char       *id)
{
  g_autoptr(GError) error = NULL;
  BxRuleset *rs = bx_ruleset_library_get (library, id);
  BxGame *game;

  g_assert_nonnull (rs);
  game = bx_game_new (rs, &error);
  g_assert_no_error (error);
  return game;
}

/* The three games of 塞 in `library` (sai/daiyi, sai/daiyi-bai2, sai/daibo: test-sai,
 * test-solver); fails the test when one is missing or unplayable. */
static inline void
bx_test_new_sai_games (BxRulesetLibrary  *library,
                       BxGame           **daiyi,
                       BxGame           **bai2,
                       BxGame           **daibo)
{
  *daiyi = bx_test_new_game (library, "sai/daiyi");
  *bai2 = bx_test_new_game (library, "sai/daiyi-bai2");
  *daibo = bx_test_new_game (library, "sai/daibo");
}

/* Frees the games of bx_test_new_sai_games(), then `library` and `clauses`: the end of
 * main() in test-sai and test-solver. */
static inline void
bx_test_free_sai_games (BxGame           *daiyi,
                        BxGame           *bai2,
                        BxGame           *daibo,
                        BxRulesetLibrary *library,
                        BxClauseIndex    *clauses)
{
  bx_game_free (daiyi);
  bx_game_free (bai2);
  bx_game_free (daibo);
  bx_ruleset_library_free (library);
  bx_clause_index_free (clauses);
}

/* Reads a state JSON into `state`; fails the test when it is not a possible position. */
static inline void
bx_test_make_state (BxGame     *game,
                    const char *json,
                    BxState    *state)
{
  g_autoptr(GError) error = NULL;

  bx_game_state_from_string (game, json, state, &error);
  g_assert_no_error (error);
}

/* The legal moves for `throw_text` as "notation: rule rule …", sorted, one per line. */
static inline char *
bx_test_moves_string (BxGame        *game,
                      const BxState *state,
                      const char    *throw_text)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  GString *out = g_string_new (NULL);
  BxThrow t;

  g_assert_true (bx_throw_parse (throw_text, &t, NULL));
  g_assert_true (bx_throw_is_valid (bx_game_get_dice (game), &t));
  bx_game_legal_moves (game, state, &t, moves);
  for (guint i = 0; i < moves->len; i++)
    {
      const BxMove *m = &g_array_index (moves, BxMove, i);
      g_autofree char *n = bx_game_describe_move (game, state, m);
      GString *line = g_string_new (n);
      g_string_append_c (line, ':');
      for (guint k = 0; k < m->n_rules; k++)
        g_string_append_printf (line, " %s", bx_game_rule_id (game, m->rules[k]));
      g_ptr_array_add (lines, g_string_free (line, FALSE));
    }
  g_ptr_array_sort (lines, bx_test_cmp_strings);
  for (guint i = 0; i < lines->len; i++)
    g_string_append_printf (out, "%s%s", i ? "\n" : "", (char *) lines->pdata[i]);
  return g_string_free (out, FALSE);
}

/* Asserts that `got`, the legal moves of position `position` for `throw_text`, are exactly
 * `expected`; prints both on a mismatch. */
static inline void
bx_test_check_moves (const char *position,
                     const char *throw_text,
                     const char *got,
                     const char *expected)
{
  if (g_strcmp0 (got, expected) != 0)
    g_printerr ("position %s, throw %s:\n--- got\n%s\n--- expected\n%s\n", position, throw_text,
                got, expected);
  g_assert_cmpstr (got, ==, expected);
}

/* Asserts that the legal moves of position `json` and `throw_text` are exactly `expected`
 * (as bx_test_moves_string() writes them); prints both on a mismatch. */
static inline void
bx_test_assert_moves (BxGame     *game,
                      const char *json,
                      const char *throw_text,
                      const char *expected)
{
  BxState s;
  g_autofree char *got = NULL;

  bx_test_make_state (game, json, &s);
  got = bx_test_moves_string (game, &s, throw_text);
  bx_test_check_moves (json, throw_text, got, expected);
}

/* Plays the legal move for `throw_text` whose notation is `notation`, or, when `notation` is
 * NULL, the only legal move; fails when there is no such move.  Returns the move played. */
static inline BxMove
bx_test_play (BxGame     *game,
              BxState    *s,
              const char *throw_text,
              const char *notation)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxThrow t;

  g_assert_true (bx_throw_parse (throw_text, &t, NULL));
  bx_game_legal_moves (game, s, &t, moves);
  for (guint i = 0; i < moves->len; i++)
    {
      BxMove m = g_array_index (moves, BxMove, i);
      g_autofree char *n = bx_game_describe_move (game, s, &m);
      if (notation == NULL ? moves->len == 1 : strcmp (n, notation) == 0)
        {
          bx_game_apply (game, s, &t, &m);
          return m;
        }
    }
  g_error ("no move %s for %s", notation ? notation : "(only)", throw_text);
}

/* Asserts that rule `r` names a clause (a cite or a context), that each clause it cites or
 * points to is in `clauses`, and that a rule weaker than attested names a bibl of
 * texts/reconstructions.xml. */
static inline void
bx_test_assert_rule_sources (BxClauseIndex *clauses,
                             const BxRule  *r)
{
  g_assert_true (r->cites[0] != NULL || r->context[0] != NULL);
  for (guint k = 0; r->cites[k] != NULL; k++)
    g_assert_true (bx_clause_index_has (clauses, r->cites[k]));
  for (guint k = 0; r->context[k] != NULL; k++)
    g_assert_true (bx_clause_index_has (clauses, r->context[k]));
  if (r->status != BX_STATUS_ATTESTED)
    g_assert_true (bx_clause_index_has_bibl (clauses, r->reconstruction));
}

/* Asserts that rule `rule_id` of `game`'s ruleset cites `clause_id`, has status `status` and,
 * when that status is weaker than attested, names a reconstruction.  Returns the rule. */
static inline const BxRule *
bx_test_assert_cites (BxGame       *game,
                      const char   *rule_id,
                      const char   *clause_id,
                      BxRuleStatus  status)
{
  const BxRule *r = bx_ruleset_find_rule (bx_game_get_ruleset (game), rule_id, NULL);

  g_assert_nonnull (r);
  g_assert_true (g_strv_contains ((const char * const *) r->cites, clause_id));
  g_assert_cmpint (r->status, ==, status);
  if (status != BX_STATUS_ATTESTED)
    g_assert_nonnull (r->reconstruction);
  return r;
}

/* Asserts that `clause_id` is only the context of rule `rule_id` of `game`'s ruleset, not a
 * cite (issue 14), that the rule has status `status` and, when that status is weaker than
 * attested, names a reconstruction.  Returns the rule. */
static inline const BxRule *
bx_test_assert_context (BxGame       *game,
                        const char   *rule_id,
                        const char   *clause_id,
                        BxRuleStatus  status)
{
  const BxRule *r = bx_ruleset_find_rule (bx_game_get_ruleset (game), rule_id, NULL);

  g_assert_nonnull (r);
  g_assert_true (g_strv_contains ((const char * const *) r->context, clause_id));
  g_assert_false (g_strv_contains ((const char * const *) r->cites, clause_id));
  g_assert_cmpint (r->status, ==, status);
  if (status != BX_STATUS_ATTESTED)
    g_assert_nonnull (r->reconstruction);
  return r;
}

/* Loads the ruleset file `file` of data/rulesets/ on its own, checked against `clauses`;
 * fails the test when it does not load. */
static inline BxRuleset *
bx_test_ruleset_from_file (BxClauseIndex *clauses,
                           const char    *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (SOURCE_RULESETS_DIR, file, NULL);
  BxRuleset *ruleset = bx_ruleset_new_from_file (path, NULL, NULL, bx_clause_index_check_func,
                                                 clauses, &error);

  g_assert_no_error (error);
  return ruleset;
}

/* bx_test_ruleset_from_file() into `ruleset`, and returns its game; fails the test when either
 * does not load. */
static inline BxGame *
bx_test_game_from_file (BxClauseIndex  *clauses,
                        const char     *file,
                        BxRuleset     **ruleset)
{
  g_autoptr(GError) error = NULL;
  BxGame *game;

  *ruleset = bx_test_ruleset_from_file (clauses, file);
  game = bx_game_new (*ruleset, &error);
  g_assert_no_error (error);
  return game;
}

/* Checks a position of a random game (the family's invariants). */
typedef void (*BxTestCheckFunc) (BxGame        *game,
                                 const BxState *s);

/* Plays one seeded random game of `game` to its end: the engine's throws of `seed`, a move
 * chosen at random among the legal ones (in `moves`, scratch).  Every throw is valid, every
 * position passes `check`, there is always a legal move, every move cites a rule and every
 * rule a clause of `clauses`, and the game ends before turn `max_turns`.  Gives the number of
 * moves played and the winner, and returns a hash of the game (the moves and the throws). */
static inline guint64
bx_test_play_random_game (BxGame          *game,
                          BxClauseIndex   *clauses,
                          BxTestCheckFunc  check,
                          guint            max_turns,
                          guint64          seed,
                          GArray          *moves,
                          guint           *n_moves,
                          int             *winner)
{
  BxRng choice;
  BxState s = { 0 };
  BxThrow t;
  guint64 h = 1469598103934665603ull;
  BxRuleset *rs = bx_game_get_ruleset (game);

  bx_rng_init (&choice, seed ^ 0x2545f4914f6cdd1dull);
  bx_game_init_state (game, &s);
  *n_moves = 0;
  while (!bx_game_is_over (game, &s))
    {
      const BxMove *m;

      check (game, &s);
      g_assert_cmpuint (s.turn, <, max_turns);   /* every game ends */
      bx_game_throw (game, &s, seed, &t);
      g_assert_true (bx_throw_is_valid (bx_game_get_dice (game), &t));
      bx_game_legal_moves (game, &s, &t, moves);
      g_assert_cmpuint (moves->len, >, 0);
      m = &g_array_index (moves, BxMove, bx_rng_uniform (&choice, moves->len));
      g_assert_cmpuint (m->n_rules, >, 0);   /* every move cites a rule … */
      for (guint k = 0; k < m->n_rules; k++)
        {
          const BxRule *r = bx_ruleset_get_rule (rs, m->rules[k]);
          /* A conjectured rule may name its clause only as context (issue 14). */
          const char *first = r->cites[0] != NULL ? r->cites[0] : r->context[0];

          g_assert_true (bx_clause_index_has (clauses, first));   /* … and a clause */
        }
      h = (h ^ (guint64) (m->n_steps ? m->steps[0].from * 7 + m->steps[0].to : 1000 + m->flags)
           ^ ((guint64) (t.n ? t.d[0] : 9) << 20)) * 1099511628211ull;
      bx_game_apply (game, &s, &t, m);
      (*n_moves)++;
    }
  check (game, &s);
  *winner = s.winner;
  return h ^ (guint64) s.winner;
}

/* Plays bx_test_property_games() random games of `game` (bx_test_play_random_game(), seeds
 * 1, 2, …; every hundredth twice, to see that a seed gives the same game).  Each winner is
 * 0, 1 or `draw`; the results are reported with the names of the two sides. */
static inline void
bx_test_random_games (BxGame          *game,
                      BxClauseIndex   *clauses,
                      BxTestCheckFunc  check,
                      guint            max_turns,
                      int              draw,
                      const char      *first,
                      const char      *second)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  guint n = bx_test_property_games ();
  guint results[3] = { 0 };
  guint64 total = 0;
  guint longest = 0;

  g_assert_cmpint (draw, ==, 2);
  for (guint seed = 1; seed <= n; seed++)
    {
      guint a, b;
      int w, w2;
      guint64 h1 = bx_test_play_random_game (game, clauses, check, max_turns, seed, moves, &a,
                                             &w);
      if (seed % 100 == 1)
        {
          guint64 h2 = bx_test_play_random_game (game, clauses, check, max_turns, seed, moves,
                                                 &b, &w2);
          g_assert_cmpuint (h1, ==, h2);   /* same seed, same game */
          g_assert_cmpuint (a, ==, b);
        }
      g_assert_true (w >= 0 && w <= draw);
      results[w]++;
      total += a;
      longest = MAX (longest, a);
    }
  g_test_message ("%s: %u games: %s %u, %s %u, drawn %u; %.1f moves a game, longest %u",
                  bx_ruleset_get_id (bx_game_get_ruleset (game)), n, first, results[0], second,
                  results[1], results[2], (double) total / MAX (n, 1), longest);
}
