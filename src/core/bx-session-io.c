/* bx-session-io.c: sessions and records (see bx-session.h): replaying a record, opening
 * and saving one, and starting at a given position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-error.h"
#include "bx-session-private.h"

/* A recorded move among the legal ones: the same steps (with their flags) and move flags,
 * the same rules first when several are alike.  -1 when none. */
static int
find_recorded_move (GArray       *moves,
                    const BxMove *want)
{
  int first = -1;

  for (guint i = 0; i < moves->len; i++)
    {
      const BxMove *m = &g_array_index (moves, BxMove, i);
      gboolean same = m->flags == want->flags && bx_move_equal (m, want);

      for (guint j = 0; same && j < m->n_steps; j++)
        same = m->steps[j].flags == want->steps[j].flags;
      if (!same)
        continue;
      if (m->n_rules == want->n_rules
          && memcmp (m->rules, want->rules, m->n_rules * sizeof m->rules[0]) == 0)
        return (int) i;
      if (first < 0)
        first = (int) i;
    }
  return first;
}

/**
 * bx_session_new_from_record:
 * @ruleset: the record's ruleset
 * @record: a record (loaded with a game of @ruleset)
 * @error: return location for a #GError
 *
 * Replays @record with its options (players, rounds: bx_record_get_options()): each throw
 * of the record is used as it stands, and each move must be one of the legal moves of its
 * throw, matched by its steps and flags (and rules).  The session ends after the last
 * recorded move, before its next throw.
 *
 * Returns: (transfer full) (nullable): a new session, or %NULL with @error set.
 */
BxSession *
bx_session_new_from_record (BxRuleset  *ruleset,
                            BxRecord   *record,
                            GError    **error)
{
  g_autoptr(BxSession) self = NULL;
  guint n;

  g_return_val_if_fail (ruleset != NULL, NULL);
  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_strcmp0 (bx_record_get_ruleset_id (record), bx_ruleset_get_id (ruleset)) != 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "The record is a game of %s, not of %s",
                   bx_record_get_ruleset_id (record), bx_ruleset_get_id (ruleset));
      return NULL;
    }

  self = bx_session_priv_new (ruleset, bx_record_get_seed (record),
                              bx_record_get_options (record), error);
  if (self == NULL)
    return NULL;
  bx_session_set_players (self, bx_record_get_players (record));

  n = bx_record_get_n_entries (record);
  for (guint i = 0; i < n; i++)
    {
      const BxRecordEntry *entry = bx_record_get_entry (record, i);
      int index;

      if (bx_game_is_over (self->game, &self->state))
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                       "Move %u comes after the end of the game", i + 1);
          return NULL;
        }
      bx_session_priv_set_throw (self, &entry->t);
      index = find_recorded_move (self->legal, &entry->move);
      if (index < 0)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                       "Move %u is not legal for its throw", i + 1);
          return NULL;
        }
      bx_session_priv_apply_move (self, &g_array_index (self->legal, BxMove, index), TRUE);
    }

  return g_steal_pointer (&self);
}

/**
 * bx_session_open:
 * @library: the rulesets
 * @path: a record file
 * @error: return location for a #GError
 *
 * Loads a record with the ruleset it names, on a game configured with the record's
 * options (bx_record_load_configure(), which validates it), and replays it.
 *
 * Returns: (transfer full) (nullable): a new session, or %NULL with @error set
 *   ("FILE: reason").
 */
BxSession *
bx_session_open (BxRulesetLibrary  *library,
                 const char        *path,
                 GError           **error)
{
  g_autofree char *ruleset_id = NULL;
  g_autoptr(BxGame) game = NULL;
  g_autoptr(BxRecord) record = NULL;
  BxRuleset *ruleset;
  BxSession *session;

  g_return_val_if_fail (library != NULL, NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  ruleset_id = bx_record_peek_ruleset (path, error);
  if (ruleset_id == NULL)
    return NULL;
  ruleset = bx_ruleset_library_get (library, ruleset_id);
  if (ruleset == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND,
                   "%s: unknown ruleset %s", path, ruleset_id);
      return NULL;
    }
  game = bx_game_new (ruleset, error);
  if (game == NULL)
    return NULL;
  record = bx_record_load_configure (path, game, error);
  if (record == NULL)
    return NULL;
  session = bx_session_new_from_record (ruleset, record, error);
  if (session == NULL)
    g_prefix_error (error, "%s: ", path);
  return session;
}

/**
 * bx_session_to_record:
 * @session: a session
 *
 * Returns: (transfer full): a record of the moves played (not the undone ones)
 */
BxRecord *
bx_session_to_record (BxSession *session)
{
  BxRecord *record;

  g_return_val_if_fail (session != NULL, NULL);

  record = bx_record_new (bx_ruleset_get_id (session->ruleset), session->seed,
                          (const char * const *) session->players);
  bx_record_set_options (record, &session->options);
  for (guint i = 0; i < session->history->len; i++)
    {
      const BxSessionEntry *entry = &g_array_index (session->history, BxSessionEntry, i);

      bx_record_append (record, &entry->t, &entry->move);
    }
  return record;
}

/**
 * bx_session_set_players:
 * @session: a session
 * @players: (nullable) (array zero-terminated=1): who plays each seat, seat by seat, as
 *   the record's "players" labels them ("human", or an agent's level: "strong"); %NULL or
 *   empty for none
 *
 * Sets the labels that bx_session_to_record() writes (informative: no rule reads them).
 * A session replayed from a record starts with the record's labels.
 */
void
bx_session_set_players (BxSession          *session,
                        const char * const *players)
{
  g_return_if_fail (session != NULL);

  g_strfreev (session->players);
  session->players = players != NULL && players[0] != NULL
                     ? g_strdupv ((char **) players) : NULL;
}

/**
 * bx_session_get_players:
 * @session: a session
 *
 * Returns: (transfer none) (nullable) (array zero-terminated=1): the seats' labels
 *   (bx_session_set_players()), or %NULL when none were set
 */
const char * const *
bx_session_get_players (BxSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);

  return (const char * const *) session->players;
}

/**
 * bx_session_save:
 * @session: a session
 * @path: the file to write (atomically)
 * @error: return location for a #GError
 *
 * Returns: %TRUE on success
 */
gboolean
bx_session_save (BxSession   *session,
                 const char  *path,
                 GError     **error)
{
  g_autoptr(BxRecord) record = NULL;

  g_return_val_if_fail (session != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (session->from_position)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: a game started from an example position cannot be saved as a record",
                   path);
      return FALSE;
    }
  record = bx_session_to_record (session);
  return bx_record_save (record, session->game, path, error);
}

/**
 * bx_session_new_at_position:
 * @ruleset: a playable ruleset
 * @seed: the seed of the throws that follow
 * @state_json: a position (docs/state-format.md), e.g. a rule's example
 * @throw_text: (nullable): the throw to show at once ("6,2"), or %NULL to start before the
 *   throw
 * @error: return location for a #GError
 *
 * Starts a session at a given position rather than the opening one, for the "show me"
 * position of a rule.  The history starts empty, and such a session cannot be saved as a
 * record (a record replays from the opening).
 *
 * Returns: (transfer full) (nullable): a new session, or %NULL with @error set when the
 *   position or the throw is not valid for @ruleset.
 */
BxSession *
bx_session_new_at_position (BxRuleset   *ruleset,
                            guint64      seed,
                            const char  *state_json,
                            const char  *throw_text,
                            GError     **error)
{
  g_autoptr(BxSession) self = NULL;
  BxThrow t;

  g_return_val_if_fail (ruleset != NULL, NULL);
  g_return_val_if_fail (state_json != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = bx_session_priv_new (ruleset, seed, NULL, error);
  if (self == NULL)
    return NULL;
  self->from_position = TRUE;
  if (!bx_game_state_from_string (self->game, state_json, &self->state, error))
    return NULL;
  if (throw_text == NULL || bx_game_is_over (self->game, &self->state))
    return g_steal_pointer (&self);

  if (!bx_throw_parse (throw_text, &t, error))
    return NULL;
  if (!bx_throw_is_valid (bx_game_get_dice (self->game), &t))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "The throw %s is not one of %s",
                   throw_text, bx_ruleset_get_id (ruleset));
      return NULL;
    }
  bx_session_priv_set_throw (self, &t);
  return g_steal_pointer (&self);
}
