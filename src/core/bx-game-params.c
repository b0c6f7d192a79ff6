/* bx-game-params.c: reading a ruleset's params, for engines (in their @prepare)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-game.h"

#include <string.h>

#include "bx-error.h"

/* ---------------------------------------------------------------- params */

/**
 * bx_game_param_error:
 * @game: a game (being prepared)
 * @name: the param at fault ("board.gate")
 * @why: the reason, for people ("must be 1–30")
 * @error: (out) (optional): set to %BX_ERROR_INVALID with the message
 *   "FILE:LINE: param 'NAME': WHY", where FILE and LINE are those of the rule that sets
 *   @name, or the ruleset's file and line 0 when no rule sets it
 *
 * Reports a param that the engine cannot play.
 *
 * Returns: %FALSE, always (so that `return bx_game_param_error (…);` fails @prepare).
 */
gboolean
bx_game_param_error (const BxGame  *game,
                     const char    *name,
                     const char    *why,
                     GError       **error)
{
  BxRuleset *rs = bx_game_get_ruleset (game);
  int idx = bx_ruleset_param_rule (rs, name);
  const BxRule *r = idx >= 0 ? bx_ruleset_get_rule (rs, idx) : NULL;

  g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%d: param '%s': %s",
               r != NULL ? r->file : bx_ruleset_get_file (rs), r != NULL ? r->line : 0, name,
               why);
  return FALSE;
}

/**
 * bx_game_param_int:
 * @game: a game (being prepared)
 * @name: the param ("board.lanes")
 * @def: the value when the ruleset does not set @name
 * @lo: the smallest value allowed (G_MININT: no bound)
 * @hi: the largest value allowed (G_MAXINT: no bound)
 * @out: (out): the value, in the param's own unit (points, pieces, 籌 …); @def when unset
 * @error: %BX_ERROR_INVALID when the value is not an integer, or (through
 *   bx_game_param_error()) "must be LO–HI" when it is outside @lo … @hi
 *
 * Reads an optional integer param.
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_game_param_int (const BxGame  *game,
                   const char    *name,
                   int            def,
                   int            lo,
                   int            hi,
                   int           *out,
                   GError       **error)
{
  g_return_val_if_fail (game != NULL && name != NULL && out != NULL, FALSE);
  *out = def;
  if (bx_ruleset_get_param (bx_game_get_ruleset (game), name) == NULL)
    return TRUE;
  if (!bx_ruleset_get_int (bx_game_get_ruleset (game), name, out, error))
    return FALSE;
  if (*out < lo || *out > hi)
    {
      g_autofree char *why = g_strdup_printf ("must be %d–%d", lo, hi);
      return bx_game_param_error (game, name, why, error);
    }
  return TRUE;
}

/**
 * bx_game_param_bool:
 * @game: a game (being prepared)
 * @name: the param ("stack.allowed")
 * @def: the value when the ruleset does not set @name
 * @out: (out): the value; @def when unset
 * @error: %BX_ERROR_INVALID when the value is neither "true" nor "false"
 *
 * Reads an optional boolean param.
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_game_param_bool (const BxGame  *game,
                    const char    *name,
                    gboolean       def,
                    gboolean      *out,
                    GError       **error)
{
  g_return_val_if_fail (game != NULL && name != NULL && out != NULL, FALSE);
  *out = def;
  if (bx_ruleset_get_param (bx_game_get_ruleset (game), name) == NULL)
    return TRUE;
  return bx_ruleset_get_bool (bx_game_get_ruleset (game), name, out, error);
}

/**
 * bx_game_param_choice:
 * @game: a game (being prepared)
 * @name: the param ("doubles.kind")
 * @choices: (array zero-terminated=1): the values allowed
 * @def: the index to give when the ruleset does not set @name
 * @out: (out): the index of the value in @choices; @def when unset
 * @error: "unknown value" (through bx_game_param_error()) when the value is not one of
 *   @choices
 *
 * Reads an optional param that names one of a fixed set of values.
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_game_param_choice (const BxGame       *game,
                      const char         *name,
                      const char * const *choices,
                      int                 def,
                      int                *out,
                      GError            **error)
{
  const char *v;

  g_return_val_if_fail (game != NULL && name != NULL && choices != NULL && out != NULL,
                        FALSE);
  v = bx_ruleset_get_param (bx_game_get_ruleset (game), name);
  *out = def;
  if (v == NULL)
    return TRUE;
  for (int i = 0; choices[i] != NULL; i++)
    if (strcmp (v, choices[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  return bx_game_param_error (game, name, "unknown value", error);
}
