/* bx-position-game-board.c: any #BxPositionBoard as a #BxGameBoard on the play page
 *
 * A board with the position API (bx-position-board.h: BxRuqiBoard, BxSaiBoard, …) is a
 * standalone widget: it is given a position and the legal moves, keeps which of them is
 * selected, and emits ::move-chosen with the index of the one the user plays.  This
 * adapter puts it on the play page:
 *
 *   - refresh gives it the session's position, throw and legal moves (and keeps its
 *     selection while the moves are the same);
 *   - ::move-chosen becomes play.play-move with that index;
 *   - the selected move is the candidate whose citations the panel shows:
 *     ::selection-changed becomes bx_game_board_candidate_changed();
 *   - keys the inner board leaves (it has none while it has no moves) reach the adapter:
 *     Space and Return are play.roll-or-play.
 *
 * The play view creates boards with g_object_new (type, NULL) and swaps them when the type
 * changes, so each inner board gets its own subclass of the adapter:
 * bx_position_game_board_get_type_for (BX_TYPE_SAI_BOARD) registers (once)
 * "BxPositionGameBoard+BxSaiBoard", whose instances wrap a new BxSaiBoard.  The board
 * registry does this for any BxPositionBoard type it is given.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-position-game-board.h"

typedef struct
{
  BxSession       *session;   /* not owned */
  BxPositionBoard *board;
  int              last_selected;
  gboolean         updating;

  /* The position last given to the board, to keep its selection across refreshes. */
  guint32          shown_turn;
  gboolean         shown_rolled;
  guint            shown_n_moves;
  gboolean         shown_valid;
} BxPositionGameBoardPrivate;

static void bx_position_game_board_game_board_init (BxGameBoardInterface *iface);

G_DEFINE_ABSTRACT_TYPE_WITH_CODE (BxPositionGameBoard, bx_position_game_board, GTK_TYPE_WIDGET,
                                  G_ADD_PRIVATE (BxPositionGameBoard)
                                  G_IMPLEMENT_INTERFACE (BX_TYPE_GAME_BOARD,
                                                         bx_position_game_board_game_board_init))

#define PRIV(self) ((BxPositionGameBoardPrivate *) \
                    bx_position_game_board_get_instance_private (BX_POSITION_GAME_BOARD (self)))

/* The inner board type of a subclass, on the subclass. */
static G_DEFINE_QUARK (bx-position-game-board-board-type, board_type)

/* Statics */

static void
check_selection (BxPositionGameBoard *self)
{
  BxPositionGameBoardPrivate *priv = PRIV (self);
  int selected = bx_position_board_get_selected (priv->board);

  if (selected == priv->last_selected)
    return;
  priv->last_selected = selected;
  bx_game_board_candidate_changed (BX_GAME_BOARD (self));
}

static void
update (BxPositionGameBoard *self)
{
  BxPositionGameBoardPrivate *priv = PRIV (self);
  gboolean rolled;
  GArray *moves;
  int selected;
  gboolean same;

  if (priv->session == NULL)
    {
      priv->shown_valid = FALSE;
      return;
    }
  rolled = bx_session_is_rolled (priv->session);
  moves = bx_session_get_legal_moves (priv->session);
  same = priv->shown_valid
         && priv->shown_turn == bx_session_get_state (priv->session)->turn
         && priv->shown_rolled == rolled
         && priv->shown_n_moves == moves->len;
  selected = bx_position_board_get_selected (priv->board);

  /* One candidate-changed at the end, not one per step. */
  priv->updating = TRUE;
  bx_position_board_set_position (priv->board, bx_session_get_game (priv->session),
                                  bx_session_get_state (priv->session),
                                  rolled ? bx_session_get_throw (priv->session) : NULL,
                                  rolled ? moves : NULL);
  if (same && rolled && selected >= -1 && selected < (int) moves->len)
    bx_position_board_select (priv->board, selected);
  priv->updating = FALSE;

  priv->shown_turn = bx_session_get_state (priv->session)->turn;
  priv->shown_rolled = rolled;
  priv->shown_n_moves = moves->len;
  priv->shown_valid = TRUE;
  check_selection (self);
}

/* Callbacks */

static void
move_chosen_cb (BxPositionBoard     *board,
                int                  index,
                BxPositionGameBoard *self)
{
  if (index < 0)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "play.play-move", "u", (guint) index);
}

static void
selection_changed_cb (BxPositionBoard     *board,
                      int                  index,
                      BxPositionGameBoard *self)
{
  if (!PRIV (self)->updating)
    check_selection (self);
}

/* BxGameBoard */

static void
game_board_set_session (BxGameBoard *board,
                        BxSession   *session)
{
  BxPositionGameBoardPrivate *priv = PRIV (board);

  priv->session = session;
  priv->shown_valid = FALSE;
  update (BX_POSITION_GAME_BOARD (board));
}

static void
game_board_refresh (BxGameBoard *board)
{
  update (BX_POSITION_GAME_BOARD (board));
}

static gboolean
game_board_get_candidate (BxGameBoard *board,
                          BxMove      *out)
{
  BxPositionGameBoardPrivate *priv = PRIV (board);
  int selected = bx_position_board_get_selected (priv->board);

  if (priv->session == NULL || !bx_session_is_rolled (priv->session) || selected < 0
      || (guint) selected >= bx_session_get_n_legal_moves (priv->session))
    return FALSE;
  *out = *bx_session_get_legal_move (priv->session, selected);
  return TRUE;
}

static void
bx_position_game_board_game_board_init (BxGameBoardInterface *iface)
{
  iface->set_session = game_board_set_session;
  iface->refresh = game_board_refresh;
  iface->get_candidate = game_board_get_candidate;
}

/* Overrides */

static void
bx_position_game_board_constructed (GObject *object)
{
  BxPositionGameBoard *self = BX_POSITION_GAME_BOARD (object);
  BxPositionGameBoardPrivate *priv = PRIV (self);
  GType board_type = GPOINTER_TO_SIZE (g_type_get_qdata (G_OBJECT_TYPE (object),
                                                         board_type_quark ()));

  G_OBJECT_CLASS (bx_position_game_board_parent_class)->constructed (object);

  g_assert (g_type_is_a (board_type, BX_TYPE_POSITION_BOARD));
  priv->board = g_object_new (board_type, NULL);
  gtk_widget_set_hexpand (GTK_WIDGET (priv->board), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (priv->board), TRUE);
  gtk_widget_set_parent (GTK_WIDGET (priv->board), GTK_WIDGET (self));
  g_signal_connect_object (priv->board, "move-chosen", G_CALLBACK (move_chosen_cb), self, 0);
  g_signal_connect_object (priv->board, "selection-changed",
                           G_CALLBACK (selection_changed_cb), self, 0);
}

static gboolean
bx_position_game_board_grab_focus (GtkWidget *widget)
{
  BxPositionGameBoardPrivate *priv = PRIV (widget);

  if (priv->board == NULL)
    return FALSE;
  return gtk_widget_grab_focus (GTK_WIDGET (priv->board));
}

static void
bx_position_game_board_dispose (GObject *object)
{
  BxPositionGameBoardPrivate *priv = PRIV (object);

  priv->session = NULL;
  if (priv->board != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (priv->board));
      priv->board = NULL;
    }
  G_OBJECT_CLASS (bx_position_game_board_parent_class)->dispose (object);
}

static void
bx_position_game_board_class_init (BxPositionGameBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = bx_position_game_board_constructed;
  object_class->dispose = bx_position_game_board_dispose;
  widget_class->grab_focus = bx_position_game_board_grab_focus;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "boxi-position-game-board");

  /* What the board leaves: it takes no keys while it has no moves. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "play.roll-or-play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "play.roll-or-play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0,
                                       "play.roll-or-play", NULL);
}

static void
bx_position_game_board_init (BxPositionGameBoard *self)
{
  PRIV (self)->last_selected = -1;
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
}

/* The class of one inner board. */
static void
subclass_class_init (gpointer g_class,
                     gpointer class_data)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (g_class);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "boxi-position-game-board");
}

/* Public API */

/**
 * bx_position_game_board_get_type_for:
 * @board_type: a #GtkWidget type that implements #BxPositionBoard
 *
 * The adapter type that wraps @board_type: it is registered on the first call.  Call from
 * the main thread.
 *
 * Returns: a final subtype of #BxPositionGameBoard whose instances wrap a new @board_type
 */
GType
bx_position_game_board_get_type_for (GType board_type)
{
  g_autofree char *name = NULL;
  GTypeQuery query;
  GTypeInfo info = { 0 };
  GType type;

  g_return_val_if_fail (g_type_is_a (board_type, GTK_TYPE_WIDGET)
                        && g_type_is_a (board_type, BX_TYPE_POSITION_BOARD), G_TYPE_INVALID);

  name = g_strconcat ("BxPositionGameBoard+", g_type_name (board_type), NULL);
  type = g_type_from_name (name);
  if (type != G_TYPE_INVALID)
    return type;

  g_type_query (BX_TYPE_POSITION_GAME_BOARD, &query);
  info.class_size = query.class_size;
  info.instance_size = query.instance_size;
  info.class_init = subclass_class_init;
  type = g_type_register_static (BX_TYPE_POSITION_GAME_BOARD, name, &info, G_TYPE_FLAG_FINAL);
  g_type_set_qdata (type, board_type_quark (), GSIZE_TO_POINTER (board_type));
  return type;
}

/**
 * bx_position_game_board_new:
 * @board_type: a #GtkWidget type that implements #BxPositionBoard
 *
 * Returns: (transfer floating): a game board that wraps a new @board_type
 */
GtkWidget *
bx_position_game_board_new (GType board_type)
{
  GType type = bx_position_game_board_get_type_for (board_type);

  g_return_val_if_fail (type != G_TYPE_INVALID, NULL);

  return g_object_new (type, NULL);
}

/**
 * bx_position_game_board_get_board:
 * @self: a game board
 *
 * Returns: (transfer none): the #BxPositionBoard it wraps
 */
GtkWidget *
bx_position_game_board_get_board (BxPositionGameBoard *self)
{
  g_return_val_if_fail (BX_IS_POSITION_GAME_BOARD (self), NULL);

  return GTK_WIDGET (PRIV (self)->board);
}
