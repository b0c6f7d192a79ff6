/* bx-chuhong-game-board.c: the 除紅 table on the play page: BxChuhongTable as a #BxGameBoard
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
  GtkWidget       parent_instance;

  BxSession      *session;   /* not owned */
  BxChuhongTable *table;
};

static void bx_chuhong_game_board_game_board_init (BxGameBoardInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BxChuhongGameBoard, bx_chuhong_game_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (BX_TYPE_GAME_BOARD,
                                                      bx_chuhong_game_board_game_board_init))

/* BxGameBoard */

static void
game_board_set_session (BxGameBoard *board,
                        BxSession   *session)
{
  BxChuhongGameBoard *self = BX_CHUHONG_GAME_BOARD (board);

  self->session = session;
  bx_chuhong_table_set_session (self->table, session);
}

static void
game_board_refresh (BxGameBoard *board)
{
  BxChuhongGameBoard *self = BX_CHUHONG_GAME_BOARD (board);

  bx_chuhong_table_refresh (self->table);
}

static gboolean
game_board_get_candidate (BxGameBoard *board,
                          BxMove      *out)
{
  BxChuhongGameBoard *self = BX_CHUHONG_GAME_BOARD (board);
  guint n;

  if (self->session == NULL || !bx_session_is_rolled (self->session))
    return FALSE;
  n = bx_session_get_n_legal_moves (self->session);
  for (guint i = 0; i < n; i++)
    {
      const BxMove *move = bx_session_get_legal_move (self->session, i);

      if (move->flags & BX_MOVE_TABLE)
        continue;
      *out = *move;
      return TRUE;
    }
  return FALSE;
}

static void
bx_chuhong_game_board_game_board_init (BxGameBoardInterface *iface)
{
  iface->set_session = game_board_set_session;
  iface->refresh = game_board_refresh;
  iface->get_candidate = game_board_get_candidate;
}

/* Overrides */

static void
bx_chuhong_game_board_dispose (GObject *object)
{
  BxChuhongGameBoard *self = BX_CHUHONG_GAME_BOARD (object);

  self->session = NULL;
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

  object_class->dispose = bx_chuhong_game_board_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "boxi-chuhong-game-board");

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "play.roll-or-play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "play.roll-or-play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0,
                                       "play.roll-or-play", NULL);
}

static void
bx_chuhong_game_board_init (BxChuhongGameBoard *self)
{
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
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
