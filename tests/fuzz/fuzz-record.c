/* fuzz-record.c: records through replay (bx_record_load_configure(), bx_record_replay())
 *
 * Input: a record file (.boxi JSON).  Its ruleset is looked up among the checkout's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-record.h"
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
  g_autofree char *path = fuzz_write ("game.boxi", data, size);
  g_autofree char *id = bx_record_peek_ruleset (path, NULL);
  BxRuleset *rs = id != NULL ? bx_ruleset_library_get (fuzz_rulesets (), id) : NULL;
  BxGame *game;
  BxRecord *record;
  g_autoptr(GError) error = NULL;

  if (rs == NULL || !bx_ruleset_get_playable (rs))
    return 0;
  game = bx_game_new (rs, NULL);
  if (game == NULL)
    abort ();
  record = bx_record_load_configure (path, game, &error);
  if (record != NULL)
    {
      BxState final;

      bx_record_replay (record, game, &final, NULL, &error);
      bx_record_free (record);
    }
  fuzz_debug (error);
  bx_game_free (game);
  return 0;
}
