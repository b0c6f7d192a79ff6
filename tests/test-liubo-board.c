/* test-liubo-board.c: the 六博 board widget: a game in progress of each ruleset drawn,
 * moves selected and played by click; with BOXI_SCREENSHOT set, the drawings are saved as
 * docs/screenshots/liubo-gubojing.png and liubo-essay.png (the seed-001 game, liubo/seed001).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "bx-core.h"
#include "bx-game.h"
#include "bx-gtk-test-util.h"
#include "bx-test-util.h"
#include "bx-ruleset.h"
#include "bx-liubo-board.h"
#include "games/bx-liubo.h"
#include "bx-families.h"

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;

static void
test_board (gconstpointer data)
{
  const char *id = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BxGame) game = bx_game_new (bx_ruleset_library_get (library, id), &error);
  /* The seed-001 game's screenshot keeps its name from before the ruleset was renamed. */
  g_autofree char *png = g_strdup_printf ("liubo-%s.png", g_str_equal (id, "liubo/seed001")
                                                          ? "essay" : strchr (id, '/') + 1);

  g_assert_no_error (error);
  bx_gtk_test_position_board (bx_liubo_board_new (), game, 30, png);
}

int
main (int    argc,
      char **argv)
{
  int rc;

  bx_gtk_test_init (&argc, &argv);
  bx_test_load_corpus (&clauses, &library);
  g_test_add_data_func ("/play/liubo-board/gubojing", "liubo/gubojing", test_board);
  g_test_add_data_func ("/play/liubo-board/seed001", "liubo/seed001", test_board);
  rc = g_test_run ();
  bx_ruleset_library_free (library);
  bx_clause_index_free (clauses);
  return rc;
}
