/* bx-chuhong-game-board.c: the 除紅 table on the play page: BxChuhongTable as a #BxBoard
 *
 * BxChuhongTable (bx-chuhong-table.c) is the 除紅 table: dice tray, player ring, 帖 ledger
 * and the table of named throws.  Given the play page's session with
 * bx_chuhong_table_set_session() it only shows it, and its buttons and keys activate the
 * play view's actions.  This wrapper, registered for the family "chuhong", hands it the
 * session and refreshes it.
 *
 * Its candidate, shown in the citation panel once the dice are thrown, is the throw of the
 * player in turn: the first legal move that is not one the table imposes (%BX_MOVE_TABLE,
 * the fines).  Space plays it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-chuhong-game-board.h"
#include "bx-chuhong-table.h"

struct _BxChuhongGameBoard
{
  BxBoard         parent_instance;

  BxChuhongTable *table;
};

G_DEFINE_FINAL_TYPE (BxChuhongGameBoard, bx_chuhong_game_board, BX_TYPE_BOARD)

/* BxBoard */

static void
bx_chuhong_game_board_refresh (BxBoard *board)
{
  BxChuhongGameBoard *self = BX_CHUHONG_GAME_BOARD (board);
  BxSession *session = bx_board_get_session (board);

  if (session != bx_chuhong_table_get_session (self->table))
    bx_chuhong_table_set_session (self->table, session);
  else
    bx_chuhong_table_refresh (self->table);
}

static gboolean
bx_chuhong_game_board_get_candidate (BxBoard *board,
                                     BxMove  *out)
{
  BxSession *session = bx_board_get_session (board);
  guint n;

  if (session == NULL || !bx_session_is_rolled (session))
    return FALSE;
  n = bx_session_get_n_legal_moves (session);
  for (guint i = 0; i < n; i++)
    {
      const BxMove *move = bx_session_get_legal_move (session, i);

      if (move->flags & BX_MOVE_TABLE)
        continue;
      *out = *move;
      return TRUE;
    }
  return FALSE;
}

/* Overrides */

static void
bx_chuhong_game_board_dispose (GObject *object)
{
  BxChuhongGameBoard *self = BX_CHUHONG_GAME_BOARD (object);

  if (self->table != NULL)
    {
      bx_chuhong_table_set_session (self->table, NULL);
      gtk_widget_unparent (GTK_WIDGET (self->table));
      self->table = NULL;
    }
  G_OBJECT_CLASS (bx_chuhong_game_board_parent_class)->dispose (object);
}

static void
bx_chuhong_game_board_class_init (BxChuhongGameBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BxBoardClass *board_class = BX_BOARD_CLASS (klass);

  object_class->dispose = bx_chuhong_game_board_dispose;
  board_class->refresh = bx_chuhong_game_board_refresh;
  board_class->get_candidate = bx_chuhong_game_board_get_candidate;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "boxi-chuhong-game-board");

  bx_board_class_add_play_keys (board_class);
}

static void
bx_chuhong_game_board_init (BxChuhongGameBoard *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);

  self->table = BX_CHUHONG_TABLE (bx_chuhong_table_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->table), GTK_WIDGET (self));
}

/* Public API */

GtkWidget *
bx_chuhong_game_board_new (void)
{
  return g_object_new (BX_TYPE_CHUHONG_GAME_BOARD, NULL);
}

/**
 * bx_chuhong_game_board_get_table:
 * @self: a 除紅 game board
 *
 * Returns: (transfer none): the BxChuhongTable it wraps
 */
GtkWidget *
bx_chuhong_game_board_get_table (BxChuhongGameBoard *self)
{
  g_return_val_if_fail (BX_IS_CHUHONG_GAME_BOARD (self), NULL);

  return GTK_WIDGET (self->table);
}
