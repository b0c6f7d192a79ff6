/* fuzz-ruleset.c: the ruleset loader (parse, schema, build, and the engine's param check)
 *
 * Input: a ruleset file, loaded against data/rulesets/boxi-ruleset.rng with the checkout's
 * rulesets as possible parents; a ruleset that loads is made a game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "fuzz-common.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init_common ();
  fuzz_rulesets ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *path = fuzz_write ("ruleset.xml", data, size);
  g_autofree char *extends = bx_ruleset_peek_extends (path, NULL);
  BxRuleset *parent = extends != NULL ? bx_ruleset_library_get (fuzz_rulesets (), extends)
                                      : NULL;
  BxRuleset *rs = bx_ruleset_new_from_file (path, FUZZ_SOURCE_ROOT
                                            "/data/rulesets/boxi-ruleset.rng", parent, NULL,
                                            NULL, NULL);

  if (rs != NULL)
    {
      BxGame *game = bx_game_new (rs, NULL);

      if (game != NULL)
        {
          BxState s;
          g_autofree char *json = NULL;

          bx_game_init_state (game, &s);
          json = bx_game_state_to_string (game, &s);
          bx_game_free (game);
        }
      bx_ruleset_unref (rs);
    }
  return 0;
}
