/* bx-example.c: which moves of a position cite a rule, and the search for "show me"
 * positions in seeded random games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-example.h"
#include "bx-error.h"

/* The stream of random choices of `boxi-cli play --random` (bx-cli-rules.c), so that a
 * found position is the one that command reaches with the same seed. */
#define CHOICE_SALT G_GUINT64_CONSTANT (0x2545f4914f6cdd1d)

/* A game that has not ended by then is given up (a family's bug, not ours to loop on). */
#define MAX_TURNS 20000

static const char *kind_names[] = { "none", "cited", "opening", "ending", "pass" };

/**
 * bx_example_kind_to_string:
 * @kind: a kind
 *
 * Returns: "none", "cited", "opening", "ending" or "pass"
 */
const char *
bx_example_kind_to_string (BxExampleKind kind)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kind_names), "none");
  return kind_names[kind];
}

static gboolean
rules_have (const guint16 *rules,
            guint          n,
            guint          rule)
{
  for (guint i = 0; i < n; i++)
    if (rules[i] == rule)
      return TRUE;
  return FALSE;
}

/* Whether @move, played, ends the game with a result that cites @rule. */
static gboolean
ends_citing (const BxGame  *game,
             const BxState *state,
             const BxThrow *t,
             const BxMove  *move,
             guint          rule)
{
  BxState after = *state;
  BxResult res;

  bx_game_apply (game, &after, t, move);
  if (!bx_game_is_over (game, &after))
    return FALSE;
  bx_game_result (game, &after, &res);
  return rules_have (res.rules, res.n_rules, rule);
}

/**
 * bx_example_citing:
 * @game: a game
 * @state: a position (game not over)
 * @t: the throw
 * @moves: (element-type BxMove): the legal moves of @state and @t (bx_game_legal_moves())
 * @rule: a rule index of @game's ruleset
 *
 * The moves that cite @rule: those whose rules name it, and those that end the game with
 * a result whose rules name it (the winning or scoring rule a last move settles).
 *
 * Returns: (transfer full) (element-type guint): the indices into @moves, ascending
 */
GArray *
bx_example_citing (const BxGame  *game,
                   const BxState *state,
                   const BxThrow *t,
                   GArray        *moves,
                   guint          rule)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < moves->len; i++)
    {
      const BxMove *m = &g_array_index (moves, BxMove, i);
      if (rules_have (m->rules, m->n_rules, rule) || ends_citing (game, state, t, m, rule))
        g_array_append_val (out, i);
    }
  return out;
}

/**
 * bx_example_found_free:
 * @found: (nullable): an entry of bx_example_find()
 */
void
bx_example_found_free (BxExampleFound *found)
{
  if (found == NULL)
    return;
  g_free (found->state_json);
  g_free (found->throw_text);
  g_free (found);
}

/* Smaller is a clearer example: few moves to look at, early in the game. */
static guint
score_of (guint n_moves,
          guint turn)
{
  return n_moves * 2 + turn;
}

static void
keep (const BxGame   *game,
      BxExampleFound *f,
      BxExampleKind   kind,
      const BxState  *s,
      const BxThrow  *t,
      guint           n_moves,
      guint           n_citing,
      guint64         seed)
{
  if (f->kind == kind && score_of (f->n_moves, f->turn) <= score_of (n_moves, s->turn))
    return;
  if (f->kind != BX_EXAMPLE_NONE && f->kind < kind)
    return;
  g_free (f->state_json);
  g_free (f->throw_text);
  f->kind = kind;
  f->state_json = bx_game_state_to_string (game, s);
  f->throw_text = bx_throw_to_string (t);
  f->n_moves = n_moves;
  f->n_citing = n_citing;
  f->turn = s->turn;
  f->seed = seed;
}

/**
 * bx_example_find:
 * @game: a game (its ruleset's rules are searched)
 * @seed: the first seed
 * @n_games: how many random games to play, seeds @seed, @seed + 1, …
 *
 * Plays @n_games random games (as `boxi-cli play --random --seed`) and, for every rule of
 * the ruleset, keeps the clearest position and throw in which a legal move cites it
 * (bx_example_citing()): the fewest moves, then the earliest turn.  A setup, throw or
 * turn-order rule no move cites gets the opening position and its first throw
 * (%BX_EXAMPLE_OPENING); a winning rule none cites, the position before the last move of
 * the shortest game (%BX_EXAMPLE_ENDING).  A rule of play no move cites (a restriction,
 * or a rule the engine never cites) gets a position that shows it as well as one can: a
 * forced pass for blocking, capture and stacking (%BX_EXAMPLE_PASS), the ending for bearing
 * off and scoring, else the opening; such examples fail bx_example_check().
 *
 * Returns: (transfer full) (element-type BxExampleFound): one entry per rule, in the
 *   ruleset's order (%BX_EXAMPLE_NONE when nothing was found)
 */
GPtrArray *
bx_example_find (const BxGame *game,
                 guint64       seed,
                 guint         n_games)
{
  BxRuleset *rs = bx_game_get_ruleset (game);
  guint n_rules = bx_ruleset_get_n_rules (rs);
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_example_found_free);
  g_autoptr(GArray) moves = bx_move_list_new ();
  g_autoptr(GArray) scratch = bx_move_list_new ();
  g_autofree guint *citing = g_new0 (guint, n_rules);
  BxExampleFound ending = { 0 }, opening = { 0 }, pass = { 0 };

  for (guint r = 0; r < n_rules; r++)
    {
      BxExampleFound *f = g_new0 (BxExampleFound, 1);
      f->rule = r;
      g_ptr_array_add (found, f);
    }

  for (guint g = 0; g < n_games; g++)
    {
      guint64 game_seed = seed + g;
      BxRng choice;
      BxState s, before;
      BxThrow t, last_throw;
      guint last_n = 0;

      bx_rng_init (&choice, game_seed ^ CHOICE_SALT);
      bx_game_init_state (game, &s);
      while (!bx_game_is_over (game, &s) && s.turn < MAX_TURNS)
        {
          const BxMove *m;

          bx_game_throw (game, &s, game_seed, &t);
          bx_game_legal_moves (game, &s, &t, moves);
          if (g == 0 && s.turn == 0)
            keep (game, &opening, BX_EXAMPLE_OPENING, &s, &t, moves->len, 0, game_seed);
          if (moves->len == 1 && bx_move_is_pass (&g_array_index (moves, BxMove, 0)))
            keep (game, &pass, BX_EXAMPLE_PASS, &s, &t, moves->len, 0, game_seed);
          if (g == 0 && s.turn == 0)
            for (guint r = 0; r < n_rules; r++)
              {
                BxTopic topic = bx_ruleset_get_rule (rs, r)->topic;
                if (topic == BX_TOPIC_SETUP || topic == BX_TOPIC_THROW
                    || topic == BX_TOPIC_TURN_ORDER)
                  keep (game, g_ptr_array_index (found, r), BX_EXAMPLE_OPENING, &s, &t,
                        moves->len, 0, game_seed);
              }
          memset (citing, 0, n_rules * sizeof *citing);
          for (guint i = 0; i < moves->len; i++)
            {
              const BxMove *mv = &g_array_index (moves, BxMove, i);
              for (guint k = 0; k < mv->n_rules; k++)
                if (mv->rules[k] < n_rules
                    && (k == 0 || !rules_have (mv->rules, k, mv->rules[k])))
                  citing[mv->rules[k]]++;
            }
          for (guint r = 0; r < n_rules; r++)
            if (citing[r] > 0)
              keep (game, g_ptr_array_index (found, r), BX_EXAMPLE_CITED, &s, &t,
                    moves->len, citing[r], game_seed);
          /* The rules a game's end cites: every move that ends it (rare, so cheap). */
          for (guint i = 0; i < moves->len; i++)
            {
              const BxMove *mv = &g_array_index (moves, BxMove, i);
              BxState after = s;
              BxResult res;

              bx_game_apply (game, &after, &t, mv);
              if (!bx_game_is_over (game, &after))
                continue;
              bx_game_result (game, &after, &res);
              for (guint k = 0; k < res.n_rules; k++)
                if (res.rules[k] < n_rules && !rules_have (mv->rules, mv->n_rules, res.rules[k]))
                  {
                    g_autoptr(GArray) c = bx_example_citing (game, &s, &t, moves, res.rules[k]);
                    keep (game, g_ptr_array_index (found, res.rules[k]), BX_EXAMPLE_CITED,
                          &s, &t, moves->len, c->len, game_seed);
                  }
            }
          before = s;
          last_throw = t;
          last_n = moves->len;
          m = bx_game_random_move (game, &s, &t, &choice, scratch);
          bx_game_apply (game, &s, &t, m);
        }
      if (bx_game_is_over (game, &s) && s.turn > 0)
        keep (game, &ending, BX_EXAMPLE_ENDING, &before, &last_throw, last_n, 0, game_seed);
    }

  for (guint r = 0; r < n_rules; r++)
    {
      BxExampleFound *f = g_ptr_array_index (found, r);
      const BxExampleFound *from;

      if (f->kind != BX_EXAMPLE_NONE)
        continue;
      switch (bx_ruleset_get_rule (rs, r)->topic)
        {
        case BX_TOPIC_WINNING:
        case BX_TOPIC_BEARING_OFF:
        case BX_TOPIC_SCORING:
          from = &ending;
          break;
        case BX_TOPIC_BLOCKING:
        case BX_TOPIC_CAPTURE:
        case BX_TOPIC_STACKING:
          from = pass.kind != BX_EXAMPLE_NONE ? &pass : &opening;
          break;
        default:
          from = &opening;
          break;
        }
      if (from->kind == BX_EXAMPLE_NONE)
        continue;
      f->kind = from->kind;
      f->state_json = g_strdup (from->state_json);
      f->throw_text = g_strdup (from->throw_text);
      f->n_moves = from->n_moves;
      f->turn = from->turn;
      f->seed = from->seed;
    }
  g_free (ending.state_json);
  g_free (ending.throw_text);
  g_free (opening.state_json);
  g_free (opening.throw_text);
  g_free (pass.state_json);
  g_free (pass.throw_text);
  return found;
}

/**
 * bx_example_is_play_topic:
 * @topic: a topic
 *
 * Returns: %TRUE for the topics of play, whose example must have a legal move citing the
 *   rule; %FALSE for setup, throw, turn order and winning, whose example is the position
 *   that shows the rule.
 */
gboolean
bx_example_is_play_topic (BxTopic topic)
{
  return topic != BX_TOPIC_SETUP && topic != BX_TOPIC_THROW && topic != BX_TOPIC_TURN_ORDER
         && topic != BX_TOPIC_WINNING;
}

/**
 * bx_example_check:
 * @game: a game of the ruleset (with the ruleset's number of players)
 * @rule: a rule index of its ruleset
 * @state_out: (out caller-allocates) (optional): the example's position
 * @throw_out: (out caller-allocates) (optional): its throw (no faces when it has none)
 * @moves_out: (optional) (element-type BxMove): filled with the legal moves of the example
 *   (empty when it has no throw or the game is over there)
 * @error: %BX_ERROR_NOT_FOUND when the rule has no example; %BX_ERROR_INVALID when its
 *   state does not parse for the game ("RULESET: rule: reason"), its throw is not one of
 *   the game's dice, or, for a rule of play (bx_example_is_play_topic()), no legal move
 *   cites the rule
 *
 * Checks the "show me" example of a rule as the ruleset sees it (bx_ruleset_get_example()).
 *
 * Returns: (transfer full) (element-type guint): the indices of the moves that cite the rule
 *   (bx_example_citing()), or %NULL with @error set
 */
GArray *
bx_example_check (const BxGame  *game,
                  guint          rule,
                  BxState       *state_out,
                  BxThrow       *throw_out,
                  GArray        *moves_out,
                  GError       **error)
{
  BxRuleset *rs = bx_game_get_ruleset (game);
  const BxRule *r = bx_ruleset_get_rule (rs, rule);
  const char *state_json = NULL, *throw_text = NULL;
  g_autoptr(GError) local = NULL;
  g_autoptr(GArray) moves = bx_move_list_new ();
  g_autoptr(GArray) citing = NULL;
  BxState s;
  BxThrow t = { 0 };

  if (!bx_ruleset_get_example (rs, r->id, &state_json, &throw_text))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: rule %s has no example",
                   bx_ruleset_get_id (rs), r->id);
      return NULL;
    }
  if (!bx_game_state_from_string (game, state_json, &s, &local))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: the example of %s: %s",
                   bx_ruleset_get_id (rs), r->id, local->message);
      return NULL;
    }
  if (throw_text != NULL
      && (!bx_throw_parse (throw_text, &t, NULL)
          || !bx_game_throw_is_valid (game, &t)))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: the example of %s: %s is not a throw of its dice",
                   bx_ruleset_get_id (rs), r->id, throw_text);
      return NULL;
    }
  if (throw_text != NULL && !bx_game_is_over (game, &s))
    bx_game_legal_moves (game, &s, &t, moves);
  citing = bx_example_citing (game, &s, &t, moves, rule);
  if (citing->len == 0 && bx_example_is_play_topic (r->topic))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: the example of %s (%s): none of its %u legal moves cites the rule",
                   bx_ruleset_get_id (rs), r->id, bx_topic_to_string (r->topic), moves->len);
      return NULL;
    }
  if (state_out != NULL)
    *state_out = s;
  if (throw_out != NULL)
    *throw_out = t;
  if (moves_out != NULL)
    {
      g_array_set_size (moves_out, 0);
      g_array_append_vals (moves_out, moves->data, moves->len);
    }
  return g_steal_pointer (&citing);
}
