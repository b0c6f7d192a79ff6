/* bx-cli-apply.c: boxi-cli apply: one move played on a position (JSON shape in docs/cli.md)
 *
 * `apply RULESET --state FILE|- --throw T --move M` lists the legal moves of the position
 * and throw exactly as `legal` does, picks one by M (its notation as `legal` prints it, or
 * its index from 0 in `legal`'s list), plays it and prints the move with its rules, the
 * family's facts about it (payments, pot, ledger, 籌) and the state after it, in the same
 * JSON that --state takes, so that positions can be stepped one move at a time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "bx-cli.h"
#include "bx-cli-apply.h"
#include "bx-game.h"
#include "bx-json.h"
#include "bx-record.h"
#include "bx-ruleset.h"

#define APPLY_USAGE "apply FAMILY/VARIANT [--state FILE|-] --throw T --move M"

/* The index of the move that @text names among @moves: a number is an index from 0,
 * anything else a notation; -1 with @error set when none or several match. */
static int
pick_move (const BxGame  *game,
           const BxState *s,
           GArray        *moves,
           const char    *text,
           GError       **error)
{
  g_autoptr(GString) listed = g_string_new (NULL);
  guint64 index;
  int found = -1;

  if (g_ascii_string_to_unsigned (text, 10, 0, G_MAXINT, &index, NULL))
    {
      if (index < moves->len)
        return (int) index;
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE,
                   "move %s: there are %u legal moves (0–%u)", text, moves->len,
                   moves->len - 1);
      return -1;
    }
  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *notation = bx_game_describe_move (game, s,
                                                         &g_array_index (moves, BxMove, i));
      if (strcmp (notation, text) == 0)
        {
          if (found >= 0)
            {
              g_set_error (error, BX_ERROR, BX_ERROR_USAGE,
                           "move '%s' names moves %d and %u: give its index", text, found, i);
              return -1;
            }
          found = (int) i;
        }
      g_string_append_printf (listed, "%s%s", i > 0 ? ", " : "", notation);
    }
  if (found < 0)
    g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "move '%s' is not legal (legal: %s)", text,
                 listed->str);
  return found;
}

/**
 * bx_cli_cmd_apply:
 * @argc: the subcommand's argument count
 * @argv: `apply ID [--state FILE|-] --throw T --move M [--rulesets DIR] [--texts DIR]`
 * @error: %BX_ERROR_USAGE for a bad command line, a throw the dice cannot make or a move
 *   that is not legal (the message lists the legal ones); the state's errors otherwise
 *
 * Plays one move and prints `{"ruleset", "player", "throw", "index", "move", "steps",
 * "rules", "clauses", "status", <the family's fields>, "next", "over", "winner", "score",
 * "state"}` on one line (docs/cli.md).  No --state: the opening position.
 *
 * Returns: %TRUE when the move was played and printed.
 */
gboolean
bx_cli_cmd_apply (int      argc,
                  char   **argv,
                  GError **error)
{
  g_autofree char *opt_rulesets = NULL;
  g_autofree char *opt_texts = NULL;
  g_autofree char *opt_state = NULL;
  g_autofree char *opt_throw = NULL;
  g_autofree char *opt_move = NULL;
  GOptionEntry entries[] = {
    { "rulesets", 0, 0, G_OPTION_ARG_FILENAME, &opt_rulesets, "Ruleset directory", "DIR" },
    { "texts", 0, 0, G_OPTION_ARG_FILENAME, &opt_texts, "TEI texts directory", "DIR" },
    { "state", 0, 0, G_OPTION_ARG_FILENAME, &opt_state, "State JSON file, or - for stdin",
      "FILE" },
    { "throw", 0, 0, G_OPTION_ARG_STRING, &opt_throw, "The throw, like 6,2", "T" },
    { "move", 0, 0, G_OPTION_ARG_STRING, &opt_move,
      "The move: its notation as `legal` prints it, or its index from 0 in that list", "M" },
    { NULL }
  };
  g_autoptr(BxLibrary) library = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(BxGame) game = NULL;
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxMove move;
  BxState s, after;
  BxResult res;
  BxThrow t;
  int k;

  if (!bx_cli_parse_options (entries, "ID --state FILE|- --throw T --move M", &argc, &argv,
                             error))
    return FALSE;
  if (argc != 2 || opt_throw == NULL || opt_move == NULL)
    return bx_cli_usage_error (error, APPLY_USAGE);
  if (!bx_throw_parse (opt_throw, &t, error))
    return FALSE;
  if ((library = bx_cli_library_load (opt_rulesets, opt_texts, error)) == NULL
      || (game = bx_cli_library_game (library, argv[1], error)) == NULL)
    return FALSE;
  if (!bx_game_throw_is_valid (game, &t))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "%s is not a throw of %s's dice",
                   opt_throw, argv[1]);
      return FALSE;
    }
  if (!bx_cli_load_state (game, opt_state, &s, error))
    return FALSE;
  if (bx_game_is_over (game, &s))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "%s: the game is already over",
                   opt_state != NULL ? opt_state : "the opening position");
      return FALSE;
    }
  bx_game_legal_moves (game, &s, &t, moves);
  if ((k = pick_move (game, &s, moves, opt_move, error)) < 0)
    return FALSE;
  move = g_array_index (moves, BxMove, k);
  after = s;
  bx_game_apply (game, &after, &t, &move);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, argv[1]);
  json_builder_set_member_name (b, "player");
  json_builder_add_string_value (b, bx_game_player_name (game, bx_game_current_player (game,
                                                                                         &s)));
  json_builder_set_member_name (b, "throw");
  json_builder_begin_array (b);
  for (guint i = 0; i < t.n; i++)
    json_builder_add_int_value (b, t.d[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "index");
  json_builder_add_int_value (b, k);
  bx_cli_add_move_members (b, game, &s, &move);
  /* The family's facts about the move (打馬, 除紅: payments, pot, ledger; 六博: 籌). */
  bx_game_add_move_details (game, &s, &t, &move, b);
  json_builder_set_member_name (b, "over");
  json_builder_add_boolean_value (b, bx_game_is_over (game, &after));
  if (bx_game_is_over (game, &after))
    {
      bx_game_result (game, &after, &res);
      json_builder_set_member_name (b, "winner");
      json_builder_add_string_value (b, bx_record_winner_name (game, &res));
      json_builder_set_member_name (b, "score");
      json_builder_add_int_value (b, res.score);
      json_builder_set_member_name (b, "result_rules");
      json_builder_begin_array (b);
      for (guint i = 0; i < res.n_rules; i++)
        json_builder_add_string_value (b, bx_game_rule_id (game, res.rules[i]));
      json_builder_end_array (b);
    }
  else
    {
      json_builder_set_member_name (b, "next");
      json_builder_add_string_value (b, bx_game_player_name (game,
                                                             bx_game_current_player (game,
                                                                                     &after)));
    }
  json_builder_set_member_name (b, "state");
  json_builder_add_value (b, bx_game_state_to_json (game, &after));
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  bx_cli_print_json (root);
  return TRUE;
}
