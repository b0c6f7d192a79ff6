/* fuzz-state.c: state JSON through legal and apply, for every family
 *
 * Input: byte 0 picks a playable ruleset (all families), byte 1 the throw's seed, the rest
 * is the state JSON.  A state the engine accepts is thrown for, its legal moves listed and
 * each of the first eight applied to a copy, as `boxi-cli legal --state` and `apply` do.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-cli.h"
#include "fuzz-common.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init_common ();
  fuzz_playable ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  GPtrArray *playable = fuzz_playable ();
  g_autofree char *json = NULL;
  g_autoptr(GArray) moves = NULL;
  BxRuleset *rs;
  BxGame *game;
  BxState state;
  BxThrow t;

  if (size < 2)
    return 0;
  rs = g_ptr_array_index (playable, data[0] % playable->len);
  game = bx_game_new (rs, NULL);
  if (game == NULL)
    abort ();
  json = g_strndup ((const char *) data + 2, size - 2);
  if (bx_cli_state_from_json (game, json, &state, NULL) && !bx_game_is_over (game, &state))
    {
      moves = bx_move_list_new ();
      bx_game_throw (game, &state, data[1], &t);
      bx_game_legal_moves (game, &state, &t, moves);
      for (guint i = 0; i < MIN (moves->len, 8u); i++)
        {
          BxState copy = state;
          g_autofree char *back = NULL;

          bx_game_apply (game, &copy, &t, &g_array_index (moves, BxMove, i));
          back = bx_game_state_to_string (game, &copy);
        }
    }
  bx_game_free (game);
  return 0;
}
