/* fuzz-ruleset.c: the ruleset loader (parse, schema, build, and the engine's param check)
 *
 * Input: a ruleset file, parsed, validated against data/rulesets/boxi-ruleset.rng (compiled
 * once) and built with the checkout's rulesets as possible parents, as
 * bx_ruleset_new_from_file() does; a ruleset that loads is made a game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-ruleset-private.h"
#include "fuzz-common.h"

static xmlRelaxNG *schema;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init_common ();
  fuzz_rulesets ();
  /* Compiled once, as a library load does (bx_ruleset_library_new_from_dir()). */
  schema = _bx_ruleset_load_schema (FUZZ_SOURCE_ROOT "/data/rulesets/boxi-ruleset.rng", NULL);
  if (schema == NULL)
    abort ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *path = fuzz_write ("ruleset.xml", data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = _bx_ruleset_parse_file (path, &error);
  g_autofree char *extends = NULL;
  BxRuleset *parent = NULL;
  BxRuleset *rs = NULL;

  if (doc == NULL || !_bx_ruleset_validate (schema, doc, path, &error))
    {
      fuzz_debug (error);
      return 0;
    }
  extends = bx_ruleset_peek_extends (path, NULL);
  parent = extends != NULL ? bx_ruleset_library_get (fuzz_rulesets (), extends) : NULL;
  rs = _bx_ruleset_build (doc, path, parent, NULL, NULL, &error);
  fuzz_debug (error);
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
