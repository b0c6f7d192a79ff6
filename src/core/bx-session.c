/* bx-session.c: a play session (see bx-session.h): the game, its throws, moves, undo
 * and history.  Entering a move step by step is in bx-session-entry.c, records and saving
 * in bx-session-io.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-error.h"
#include "bx-session-private.h"

/* Mixed into the seed for the stream of random move choices, so that it differs from the
 * throws' stream. */
#define RANDOM_MOVE_SALT G_GUINT64_CONSTANT (0x5eed0fba11ad5eed)

void
bx_session_priv_clear_throw (BxSession *self)
{
  self->rolled = FALSE;
  memset (&self->t, 0, sizeof self->t);
  g_array_set_size (self->legal, 0);
  self->n_chosen = 0;
  self->part_mask = 0;
}

void
bx_session_priv_set_throw (BxSession     *self,
                           const BxThrow *t)
{
  self->rolled = TRUE;
  self->t = *t;
  self->n_chosen = 0;
  self->part_mask = 0;
  bx_game_legal_moves (self->game, &self->state, &self->t, self->legal);
}

/* Applies @move (one of the legal moves of the current throw) and records it. */
void
bx_session_priv_apply_move (BxSession    *self,
                            const BxMove *move,
                            gboolean      clear_redo)
{
  BxSessionEntry entry;

  entry.before = self->state;
  entry.t = self->t;
  entry.move = *move;

  bx_game_apply (self->game, &self->state, &self->t, move);
  g_array_append_val (self->history, entry);
  if (clear_redo)
    g_array_set_size (self->redo, 0);
  bx_session_priv_clear_throw (self);
}

BxSession *
bx_session_priv_new (BxRuleset           *ruleset,
                     guint64              seed,
                     const BxGameOptions *options,
                     GError             **error)
{
  g_autoptr(BxGame) game = NULL;
  BxSession *self;

  game = bx_game_new (ruleset, error);
  if (game == NULL)
    return NULL;
  if (options != NULL && (options->n_players != 0 || options->rounds != 0)
      && !bx_game_configure (game, options, error))
    return NULL;

  self = g_new0 (BxSession, 1);
  self->ruleset = bx_ruleset_ref (ruleset);
  self->game = g_steal_pointer (&game);
  self->seed = seed;
  if (options != NULL)
    self->options = *options;
  self->legal = bx_move_list_new ();
  self->history = g_array_new (FALSE, TRUE, sizeof (BxSessionEntry));
  self->redo = g_array_new (FALSE, TRUE, sizeof (BxSessionEntry));
  bx_game_init_state (self->game, &self->state);
  bx_session_priv_clear_throw (self);
  return self;
}

/**
 * bx_session_new:
 * @ruleset: a playable ruleset
 * @seed: the seed of the throws
 * @error: return location for a #GError
 *
 * Starts a game of @ruleset at its opening position, before the first throw.
 *
 * Returns: (transfer full) (nullable): a new session, or %NULL when the ruleset has no
 *   engine or its parameters are wrong.
 */
BxSession *
bx_session_new (BxRuleset  *ruleset,
                guint64     seed,
                GError    **error)
{
  g_return_val_if_fail (ruleset != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return bx_session_priv_new (ruleset, seed, NULL, error);
}

/**
 * bx_session_new_with_options:
 * @ruleset: a playable ruleset
 * @seed: the seed of the throws
 * @options: (nullable): what the table chooses (number of players, rounds), applied with
 *   bx_game_configure(); %NULL or zeros for the ruleset's
 * @error: return location for a #GError
 *
 * Starts a game of @ruleset with the table's options.  Records of the session keep them.
 *
 * Returns: (transfer full) (nullable): a new session, or %NULL with @error set when the
 *   family refuses the options.
 */
BxSession *
bx_session_new_with_options (BxRuleset           *ruleset,
                             guint64              seed,
                             const BxGameOptions *options,
                             GError             **error)
{
  g_return_val_if_fail (ruleset != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return bx_session_priv_new (ruleset, seed, options, error);
}

/**
 * bx_session_get_options:
 * @session: a session
 *
 * Returns: (transfer none): the options the game was configured with (0 = the ruleset's)
 */
const BxGameOptions *
bx_session_get_options (BxSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);

  return &session->options;
}

/**
 * bx_session_free:
 * @session: (transfer full) (nullable): a session
 */
void
bx_session_free (BxSession *session)
{
  if (session == NULL)
    return;

  g_clear_pointer (&session->legal, g_array_unref);
  g_clear_pointer (&session->history, g_array_unref);
  g_clear_pointer (&session->redo, g_array_unref);
  g_clear_pointer (&session->game, bx_game_free);
  g_clear_pointer (&session->ruleset, bx_ruleset_unref);
  g_strfreev (session->players);
  g_free (session);
}

/**
 * bx_session_get_game:
 * @session: a session
 *
 * Returns: (transfer none): the game (ruleset and engine)
 */
const BxGame *
bx_session_get_game (BxSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);

  return session->game;
}

/**
 * bx_session_get_ruleset:
 * @session: a session
 *
 * Returns: (transfer none): the ruleset
 */
BxRuleset *
bx_session_get_ruleset (BxSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);

  return session->ruleset;
}

guint64
bx_session_get_seed (BxSession *session)
{
  g_return_val_if_fail (session != NULL, 0);

  return session->seed;
}

/**
 * bx_session_get_state:
 * @session: a session
 *
 * Returns: (transfer none): the current position (the chosen steps are not applied)
 */
const BxState *
bx_session_get_state (BxSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);

  return &session->state;
}

/**
 * bx_session_is_rolled:
 * @session: a session
 *
 * Returns: whether the current throw has been made (and its legal moves are known)
 */
gboolean
bx_session_is_rolled (BxSession *session)
{
  g_return_val_if_fail (session != NULL, FALSE);

  return session->rolled;
}

/**
 * bx_session_roll:
 * @session: a session
 *
 * Throws for the player to move: the throw drawn at (seed, turn), with the parts the
 * players showed (bx_session_set_part()) in place of the stream's.
 *
 * Returns: %TRUE if a throw was made; %FALSE when the throw is already made or the game
 *   is over
 */
gboolean
bx_session_roll (BxSession *session)
{
  const BxDiceSpec *spec;
  BxThrow t;

  g_return_val_if_fail (session != NULL, FALSE);

  if (session->rolled || bx_game_is_over (session->game, &session->state))
    return FALSE;

  bx_game_throw (session->game, &session->state, session->seed, &t);
  spec = bx_game_get_dice (session->game);
  for (guint seat = 0; seat < BX_THROW_MAX_DICE; seat++)
    if (session->part_mask & (1u << seat))
      bx_throw_set_part (spec, &t, seat, session->part_hand[seat], session->part_call[seat]);
  bx_session_priv_set_throw (session, &t);
  return TRUE;
}

/**
 * bx_session_throw_is_chosen:
 * @session: a session
 *
 * Returns: whether the players show their own parts of the throw (their hands in 猜拳:
 *   the device's #BxDiceSpec.chosen), so that a human's part can be chosen with
 *   bx_session_set_part() before bx_session_roll() draws the rest from the seed
 */
gboolean
bx_session_throw_is_chosen (BxSession *session)
{
  g_return_val_if_fail (session != NULL, FALSE);

  return bx_game_get_dice (session->game)->chosen;
}

/**
 * bx_session_get_n_parts:
 * @session: a session
 *
 * Returns: the number of seats with a part in the throw (the hands), 0 when the players
 *   do not show their parts
 */
guint
bx_session_get_n_parts (BxSession *session)
{
  const BxDiceSpec *spec;

  g_return_val_if_fail (session != NULL, 0);

  spec = bx_game_get_dice (session->game);
  return spec->chosen ? MIN (spec->count, BX_THROW_MAX_DICE) : 0;
}

/**
 * bx_session_throw_has_calls:
 * @session: a session, before the roll
 *
 * Returns: whether the coming throw is a round with calls (each part is a hand and a
 *   call, as in 六博's opening round), not only hands
 */
gboolean
bx_session_throw_has_calls (BxSession *session)
{
  BxThrow t;

  g_return_val_if_fail (session != NULL, FALSE);

  if (session->rolled)
    return bx_throw_has_calls (bx_game_get_dice (session->game), &session->t);
  if (bx_game_is_over (session->game, &session->state))
    return FALSE;
  bx_game_throw (session->game, &session->state, session->seed, &t);
  return bx_throw_has_calls (bx_game_get_dice (session->game), &t);
}

/**
 * bx_session_set_part:
 * @session: a session, before the roll, whose players show their parts
 *   (bx_session_throw_is_chosen())
 * @seat: the seat showing its part (below bx_session_get_n_parts())
 * @hand: the fingers shown, 0–5
 * @call: the total called, 0–10 (used only in a round with calls)
 *
 * Sets a player's part of the coming throw.  bx_session_roll() then completes the throw:
 * the seats that showed nothing get the stream's parts (the computer's random hand), so
 * the game stays a function of the seed and the parts shown, which the throw keeps
 * (#BxThrow.chosen) for records.  Undo, redo, a move or a new throw forget the parts not
 * yet thrown.
 *
 * Returns: %TRUE if the part was set
 */
gboolean
bx_session_set_part (BxSession *session,
                     guint      seat,
                     guint      hand,
                     guint      call)
{
  g_return_val_if_fail (session != NULL, FALSE);

  if (session->rolled || bx_game_is_over (session->game, &session->state)
      || seat >= bx_session_get_n_parts (session) || hand > 5 || call > 10)
    return FALSE;
  session->part_mask |= (guint8) (1u << seat);
  session->part_hand[seat] = (guint8) hand;
  session->part_call[seat] = (guint8) call;
  return TRUE;
}

/**
 * bx_session_get_part:
 * @session: a session
 * @seat: a seat
 * @hand: (out) (optional): the hand it showed
 * @call: (out) (optional): the call
 *
 * Returns: whether @seat has shown its part of the coming throw
 */
gboolean
bx_session_get_part (BxSession *session,
                     guint      seat,
                     guint     *hand,
                     guint     *call)
{
  g_return_val_if_fail (session != NULL, FALSE);

  if (seat >= BX_THROW_MAX_DICE || !(session->part_mask & (1u << seat)))
    return FALSE;
  if (hand != NULL)
    *hand = session->part_hand[seat];
  if (call != NULL)
    *call = session->part_call[seat];
  return TRUE;
}

/**
 * bx_session_clear_parts:
 * @session: a session
 *
 * Forgets the parts shown for the coming throw.
 */
void
bx_session_clear_parts (BxSession *session)
{
  g_return_if_fail (session != NULL);

  session->part_mask = 0;
}

/**
 * bx_session_roll_with_part:
 * @session: a session
 * @seat: the human's seat
 * @hand: his hand, 0–5
 * @call: his call, 0–10 (a round with calls only)
 *
 * Plays 猜拳 against the computer: @seat shows @hand (and @call), the other seats' parts
 * are the stream's.  bx_session_set_part() then bx_session_roll().
 *
 * Returns: %TRUE if the throw was made
 */
gboolean
bx_session_roll_with_part (BxSession *session,
                           guint      seat,
                           guint      hand,
                           guint      call)
{
  g_return_val_if_fail (session != NULL, FALSE);

  if (!bx_session_set_part (session, seat, hand, call))
    return FALSE;
  return bx_session_roll (session);
}

/**
 * bx_session_get_throw:
 * @session: a session
 *
 * Returns: (transfer none) (nullable): the current throw, or %NULL before the roll
 */
const BxThrow *
bx_session_get_throw (BxSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);

  return session->rolled ? &session->t : NULL;
}

/**
 * bx_session_get_legal_moves:
 * @session: a session
 *
 * Returns: (transfer none) (element-type BxMove): the legal moves of the current throw;
 *   empty before the roll.  A forced pass is one move.
 */
GArray *
bx_session_get_legal_moves (BxSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);

  return session->legal;
}

guint
bx_session_get_n_legal_moves (BxSession *session)
{
  g_return_val_if_fail (session != NULL, 0);

  return session->legal->len;
}

/**
 * bx_session_get_legal_move:
 * @session: a session
 * @index: an index below bx_session_get_n_legal_moves()
 *
 * Returns: (transfer none) (nullable): the move
 */
const BxMove *
bx_session_get_legal_move (BxSession *session,
                           guint      index)
{
  g_return_val_if_fail (session != NULL, NULL);

  if (index >= session->legal->len)
    return NULL;
  return &g_array_index (session->legal, BxMove, index);
}

/**
 * bx_session_play_index:
 * @session: a session
 * @index: the index of one of the legal moves
 *
 * Plays a legal move of the current throw (rolling first if needed), pushes it on the
 * history and clears the redo stack.
 *
 * Returns: %TRUE if the move was played
 */
gboolean
bx_session_play_index (BxSession *session,
                       guint      index)
{
  g_return_val_if_fail (session != NULL, FALSE);

  if (!session->rolled)
    bx_session_roll (session);
  if (index >= session->legal->len)
    return FALSE;

  bx_session_priv_apply_move (session, &g_array_index (session->legal, BxMove, index), TRUE);
  return TRUE;
}

/**
 * bx_session_play_move:
 * @session: a session
 * @move: a move
 *
 * Plays @move if it is one of the legal moves of the current throw.
 *
 * Returns: %TRUE if the move was legal and played
 */
gboolean
bx_session_play_move (BxSession    *session,
                      const BxMove *move)
{
  int index;

  g_return_val_if_fail (session != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!session->rolled)
    bx_session_roll (session);
  index = bx_game_find_move (session->legal, move);
  if (index < 0)
    return FALSE;
  return bx_session_play_index (session, index);
}

/**
 * bx_session_play_random:
 * @session: a session
 *
 * Plays one of the legal moves at random (rolling first if needed), never an action the
 * table imposes (%BX_MOVE_TABLE) when the player has another.  The choice is drawn
 * from a stream of the seed, so the same seed gives the same random game.
 *
 * Returns: %TRUE if a move was played; %FALSE when the game is over
 */
gboolean
bx_session_play_random (BxSession *session)
{
  guint n_plays = 0, k;
  guint64 r;

  g_return_val_if_fail (session != NULL, FALSE);

  if (bx_game_is_over (session->game, &session->state))
    return FALSE;
  if (!session->rolled)
    bx_session_roll (session);
  if (session->legal->len == 0)
    return FALSE;

  /* A player's choice: never an action the table imposes (a fine), when there is another. */
  for (guint i = 0; i < session->legal->len; i++)
    n_plays += !(g_array_index (session->legal, BxMove, i).flags & BX_MOVE_TABLE);
  r = bx_rng_at (session->seed ^ RANDOM_MOVE_SALT, session->history->len);
  if (n_plays == 0)
    return bx_session_play_index (session, (guint) (r % session->legal->len));
  k = (guint) (r % n_plays);
  for (guint i = 0; i < session->legal->len; i++)
    if (!(g_array_index (session->legal, BxMove, i).flags & BX_MOVE_TABLE) && k-- == 0)
      return bx_session_play_index (session, i);
  g_assert_not_reached ();
}

/**
 * bx_session_play_random_game:
 * @session: a session
 * @max_moves: a bound on the number of moves played (0: 100000)
 *
 * Plays random moves until the game is over.
 *
 * Returns: %TRUE if the game ended within @max_moves
 */
gboolean
bx_session_play_random_game (BxSession *session,
                             guint      max_moves)
{
  g_return_val_if_fail (session != NULL, FALSE);

  if (max_moves == 0)
    max_moves = 100000;
  for (guint i = 0; i < max_moves && !bx_session_is_over (session); i++)
    if (!bx_session_play_random (session))
      break;
  return bx_session_is_over (session);
}

/**
 * bx_session_undo:
 * @session: a session
 *
 * Takes back the last move: the position before it comes back, with the throw it was
 * played with shown, and the move goes on the redo stack.  Chosen steps of a move being
 * entered are dropped first, without taking back a move.
 *
 * Returns: %TRUE if something was undone
 */
gboolean
bx_session_undo (BxSession *session)
{
  BxSessionEntry entry;

  g_return_val_if_fail (session != NULL, FALSE);

  if (session->n_chosen > 0)
    {
      session->n_chosen = 0;
      return TRUE;
    }
  if (session->history->len == 0)
    return FALSE;

  entry = g_array_index (session->history, BxSessionEntry, session->history->len - 1);
  g_array_set_size (session->history, session->history->len - 1);
  g_array_append_val (session->redo, entry);
  session->state = entry.before;
  bx_session_priv_set_throw (session, &entry.t);
  return TRUE;
}

/**
 * bx_session_redo:
 * @session: a session
 *
 * Plays the last undone move again.
 *
 * Returns: %TRUE if a move was redone
 */
gboolean
bx_session_redo (BxSession *session)
{
  BxSessionEntry entry;

  g_return_val_if_fail (session != NULL, FALSE);

  if (session->redo->len == 0)
    return FALSE;

  entry = g_array_index (session->redo, BxSessionEntry, session->redo->len - 1);
  g_array_set_size (session->redo, session->redo->len - 1);
  session->state = entry.before;
  bx_session_priv_set_throw (session, &entry.t);
  bx_session_priv_apply_move (session, &entry.move, FALSE);
  return TRUE;
}

gboolean
bx_session_can_undo (BxSession *session)
{
  g_return_val_if_fail (session != NULL, FALSE);

  return session->history->len > 0 || session->n_chosen > 0;
}

/**
 * bx_session_forget_redo:
 * @session: a session
 *
 * Empties the redo stack: the moves undone can no longer be played again (a move taken
 * back that the person never saw, as the app's --moves does at the end of a game).
 */
void
bx_session_forget_redo (BxSession *session)
{
  g_return_if_fail (session != NULL);

  g_array_set_size (session->redo, 0);
}

gboolean
bx_session_can_redo (BxSession *session)
{
  g_return_val_if_fail (session != NULL, FALSE);

  return session->redo->len > 0;
}

gboolean
bx_session_is_over (BxSession *session)
{
  g_return_val_if_fail (session != NULL, FALSE);

  return bx_game_is_over (session->game, &session->state);
}

/**
 * bx_session_get_result:
 * @session: a session
 * @out: (out caller-allocates): the result (winner -1 while the game goes on)
 */
void
bx_session_get_result (BxSession *session,
                       BxResult  *out)
{
  g_return_if_fail (session != NULL);
  g_return_if_fail (out != NULL);

  bx_game_result (session->game, &session->state, out);
}

guint
bx_session_get_n_history (BxSession *session)
{
  g_return_val_if_fail (session != NULL, 0);

  return session->history->len;
}

/**
 * bx_session_get_history_entry:
 * @session: a session
 * @index: 0 for the first move of the game
 *
 * Returns: (transfer none) (nullable): the entry
 */
const BxSessionEntry *
bx_session_get_history_entry (BxSession *session,
                              guint      index)
{
  g_return_val_if_fail (session != NULL, NULL);

  if (index >= session->history->len)
    return NULL;
  return &g_array_index (session->history, BxSessionEntry, index);
}

/**
 * bx_session_get_last_entry:
 * @session: a session
 *
 * Returns: (transfer none) (nullable): the last move played, or %NULL
 */
const BxSessionEntry *
bx_session_get_last_entry (BxSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);

  if (session->history->len == 0)
    return NULL;
  return bx_session_get_history_entry (session, session->history->len - 1);
}

guint
bx_session_get_n_redo (BxSession *session)
{
  g_return_val_if_fail (session != NULL, 0);

  return session->redo->len;
}

/**
 * bx_session_describe_entry:
 * @session: a session
 * @index: a history index
 *
 * Returns: (transfer full) (nullable): the move in the engine's notation, preceded by the
 *   throw: "6,2 …"
 */
char *
bx_session_describe_entry (BxSession *session,
                           guint      index)
{
  const BxSessionEntry *entry;
  g_autofree char *t = NULL;
  g_autofree char *move = NULL;

  g_return_val_if_fail (session != NULL, NULL);

  entry = bx_session_get_history_entry (session, index);
  if (entry == NULL)
    return NULL;
  t = bx_throw_to_string (&entry->t);
  move = bx_game_describe_move (session->game, &entry->before, &entry->move);
  return g_strdup_printf ("%s  %s", t, move != NULL ? move : "");
}

static void
add_rule (guint16 *rules,
          guint    max_rules,
          guint   *n,
          guint16  rule)
{
  for (guint i = 0; i < *n; i++)
    if (rules[i] == rule)
      return;
  if (*n < max_rules)
    rules[(*n)++] = rule;
}

/**
 * bx_session_get_status:
 * @session: a session
 * @rules_used: (out caller-allocates) (array length=max_rules) (nullable): the indices of
 *   the rules used by the moves played and by the result, without repeats, in ruleset order
 * @max_rules: the size of @rules_used
 * @n_rules_used: (out) (optional): the number of entries stored in @rules_used
 *
 * The status of the game so far: the weakest status among the rules it used (the rules of
 * each move played, and of the result when the game is over).
 *
 * Returns: the weakest status; %BX_STATUS_ATTESTED before any move
 */
BxRuleStatus
bx_session_get_status (BxSession *session,
                       guint16   *rules_used,
                       guint      max_rules,
                       guint     *n_rules_used)
{
  BxRuleStatus weakest = BX_STATUS_ATTESTED;
  g_autofree gboolean *used = NULL;
  guint n_rules;
  guint n = 0;
  BxResult result;

  g_return_val_if_fail (session != NULL, BX_STATUS_ATTESTED);

  n_rules = bx_ruleset_get_n_rules (session->ruleset);
  used = g_new0 (gboolean, MAX (n_rules, 1));

  for (guint i = 0; i < session->history->len; i++)
    {
      const BxMove *move = &g_array_index (session->history, BxSessionEntry, i).move;

      for (guint r = 0; r < move->n_rules; r++)
        if (move->rules[r] < n_rules)
          used[move->rules[r]] = TRUE;
    }
  bx_game_result (session->game, &session->state, &result);
  if (result.winner >= 0)
    for (guint r = 0; r < result.n_rules; r++)
      if (result.rules[r] < n_rules)
        used[result.rules[r]] = TRUE;

  for (guint r = 0; r < n_rules; r++)
    {
      const BxRule *rule;

      if (!used[r])
        continue;
      rule = bx_ruleset_get_rule (session->ruleset, r);
      if (rule->status > weakest)
        weakest = rule->status;
      if (rules_used != NULL)
        add_rule (rules_used, max_rules, &n, r);
    }
  if (n_rules_used != NULL)
    *n_rules_used = n;
  return weakest;
}
