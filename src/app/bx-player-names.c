/* bx-player-names.c: the names of the players as the app shows them
 *
 * A family may name its players (bx_game_player_label(): "Red 赤" for 塞, "甲" for
 * 除紅); otherwise the two sides are White and Black and larger tables number their seats.
 * The play page, its game-over dialog and the twin boards all name players here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-player-names.h"

/**
 * bx_player_display_name:
 * @game: (nullable): a game
 * @player: a player, 0-based; -1 for nobody
 *
 * Returns: the translated name of @player, static: the family's label, else White and
 *   Black in a game of two, else "Player N"; "Nobody" for -1 and "Draw" for a winner that
 *   is no player (a drawn game).
 */
const char *
bx_player_display_name (const BxGame *game,
                        int           player)
{
  static const char *const seats[] = {
    N_("Player 1"), N_("Player 2"), N_("Player 3"), N_("Player 4"), N_("Player 5"),
    N_("Player 6"),
  };
  guint n = game != NULL ? bx_game_get_n_players (game) : 2;
  const char *label = game != NULL ? bx_game_player_label (game, player) : NULL;

  if (player < 0)
    return _("Nobody");
  if ((guint) player >= n)
    return _("Draw");
  if (label != NULL)
    return _(label);
  if (n <= 2)
    return player == 0 ? _("White") : _("Black");
  if ((guint) player < G_N_ELEMENTS (seats))
    return _(seats[player]);
  return "?";
}

/**
 * bx_result_heading:
 * @game: a game
 * @result: a finished game's result (bx_game_result())
 *
 * Returns: (transfer full): "Red 赤 wins 2 籌 (chou)", "Red 赤 wins one 局 (game)" (the
 *   family's score unit, bx_game_get_score_unit()), or "The game is drawn"
 */
char *
bx_result_heading (const BxGame   *game,
                   const BxResult *result)
{
  g_return_val_if_fail (game != NULL && result != NULL, NULL);

  if (result->kind == BX_RESULT_DRAW)
    return g_strdup (_("The game is drawn"));
  if (result->score == 1)
    /* Translators: "Red 赤 wins one 局 (game)": a player, the family's score unit */
    return g_strdup_printf (_("%s wins one %s"), bx_player_display_name (game, result->winner),
                            _(bx_game_get_score_unit (game)));
  /* Translators: "Red 赤 wins 2 籌 (chou)": a player, a number, the family's score unit */
  return g_strdup_printf (ngettext ("%s wins %u %s", "%s wins %u %s", result->score),
                          bx_player_display_name (game, result->winner), result->score,
                          _(bx_game_get_score_unit (game)));
}
