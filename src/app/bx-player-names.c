/* bx-player-names.c: the names of the players as the app shows them
 *
 * A family may name its players (bx_game_player_label(): "Red 赤" for 塞, "First 甲" for
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
 * @winner: the result's winner (a player, or ≥ the number of players for a draw)
 * @score: the 籌 won
 *
 * Returns: (transfer full): "Red 赤 wins 2 籌", or "The game is drawn"
 */
char *
bx_result_heading (const BxGame *game,
                   int           winner,
                   guint         score)
{
  g_return_val_if_fail (game != NULL, NULL);

  if (winner >= 0 && (guint) winner >= bx_game_get_n_players (game))
    return g_strdup (_("The game is drawn"));
  /* Translators: "Red 赤 wins 2 籌" */
  return g_strdup_printf (ngettext ("%s wins %u 籌", "%s wins %u 籌", score),
                          bx_player_display_name (game, winner), score);
}
