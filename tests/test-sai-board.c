/* test-sai-board.c: the 塞 board widget: a game in progress of each ruleset drawn, moves
 * selected by clicks and keys, the chosen move emitted (never decided) by the widget.  With
 * BOXI_SCREENSHOTS set it writes docs/screenshots/sai-daiyi.png and sai-daibo.png.
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
#include "bx-sai-board.h"
#include "games/bx-sai.h"
#include "bx-families.h"

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;

static void
test_board (gconstpointer data)
{
  const char *id = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BxGame) game = bx_game_new (bx_ruleset_library_get (library, id), &error);
  g_autofree char *png = g_strdup_printf ("sai-%s.png", strchr (id, '/') + 1);

  g_assert_no_error (error);
  /* 14 turns: a 代博 game on the five 道 may end after some twenty. */
  bx_gtk_test_position_board (bx_sai_board_new (), game, 14, png);
}

int
main (int    argc,
      char **argv)
{
  int rc;

  bx_gtk_test_init (&argc, &argv);
  bx_test_load_corpus (&clauses, &library);
  g_test_add_data_func ("/play/sai-board/daiyi", "sai/daiyi", test_board);
  g_test_add_data_func ("/play/sai-board/daibo", "sai/daibo", test_board);
  rc = g_test_run ();
  bx_ruleset_library_free (library);
  bx_clause_index_free (clauses);
  return rc;
}
