/* bx-move-list-board.c: the board of a family that has no drawing yet: its legal moves as
 * a list to choose from
 *
 * An honest stand-in: it says that the family has no board of its own, shows the position
 * as the engine serialises it, and lists the legal moves of the current throw in words
 * (bx_move_words_text(), the notation as a tooltip), each with the weakest status of the rules
 * behind it.  A click or Enter on a row activates play.play-move with the move's index;
 * the row under the pointer, else the row with the keyboard focus, is the candidate whose
 * rules the citation panel shows.
 *
 * Like every board it keeps no game state: the rows are rebuilt from the session when its
 * legal moves change.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bx-citation-panel.h"
#include "bx-move-history.h"
#include "bx-move-list-board.h"
#include "bx-text-util.h"
#include "bx-tooltip.h"

struct _BxMoveListBoard
{
  BxBoard      parent_instance;

  BxSession   *session;   /* not owned */

  /* What the rows show, to rebuild them only when it changes. */
  GArray      *shown;     /* (element-type BxMove) */
  guint32      shown_turn;
  gboolean     shown_rolled;
  gboolean     shown_valid;

  int          hover_row;
  int          focus_row;

  GtkWidget   *box;
  GtkLabel    *title;
  GtkLabel    *position;
  GtkListBox  *list;
  GtkLabel    *placeholder;
};

G_DEFINE_FINAL_TYPE (BxMoveListBoard, bx_move_list_board, BX_TYPE_BOARD)

/* Statics */

static void
set_candidate_rows (BxMoveListBoard *self,
                    int              hover_row,
                    int              focus_row)
{
  int before = self->hover_row >= 0 ? self->hover_row : self->focus_row;
  int after = hover_row >= 0 ? hover_row : focus_row;

  self->hover_row = hover_row;
  self->focus_row = focus_row;
  if (before != after)
    bx_board_candidate_changed (BX_BOARD (self));
}

static int
row_index (GtkWidget *row)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "bx-move-index")) - 1;
}

static void
row_enter_cb (GtkEventControllerMotion *controller,
              double                    x,
              double                    y,
              BxMoveListBoard          *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  set_candidate_rows (self, row_index (row), self->focus_row);
}

static void
row_leave_cb (GtkEventControllerMotion *controller,
              BxMoveListBoard          *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  if (self->hover_row == row_index (row))
    set_candidate_rows (self, -1, self->focus_row);
}

static void
row_focus_enter_cb (GtkEventControllerFocus *controller,
                    BxMoveListBoard         *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  set_candidate_rows (self, self->hover_row, row_index (row));
}

static void
row_focus_leave_cb (GtkEventControllerFocus *controller,
                    BxMoveListBoard         *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  if (self->focus_row == row_index (row))
    set_candidate_rows (self, self->hover_row, -1);
}

static GtkWidget *
new_row (BxMoveListBoard *self,
         guint            index,
         const BxMove    *move)
{
  const BxGame *game = bx_session_get_game (self->session);
  BxRuleStatus status = bx_game_move_status (game, move);
  g_autofree char *description = bx_move_words_text (game, bx_session_get_state (self->session),
                                                     move);
  g_autofree char *notation = bx_game_describe_move (game, bx_session_get_state (self->session),
                                                     move);
  g_autofree char *number = g_strdup_printf ("%u", index + 1);
  GtkWidget *row, *box, *label, *badge;
  GtkEventController *controller;

  row = gtk_list_box_row_new ();
  g_object_set_data (G_OBJECT (row), "bx-move-index", GINT_TO_POINTER (index + 1));
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  gtk_widget_set_margin_start (box, 10);
  gtk_widget_set_margin_end (box, 10);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);

  label = gtk_label_new (number);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "numeric");
  gtk_label_set_width_chars (GTK_LABEL (label), 3);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_box_append (GTK_BOX (box), label);

  label = gtk_label_new (description != NULL ? description : "");
  /* The notation, for experts. */
  bx_widget_set_tooltip_text (label, notation);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);

  if (move->flags & BX_MOVE_TABLE)
    {
      /* Translators: a move the table imposes (a fine), not a player's play */
      label = gtk_label_new (_("table"));
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (box), label);
    }

  badge = gtk_label_new (bx_rule_status_label (status));
  gtk_widget_add_css_class (badge, bx_rule_status_css_class (status));
  gtk_widget_add_css_class (badge, "caption-heading");
  gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), badge);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  description != NULL ? description : "", -1);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (row_enter_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (row_leave_cb), self);
  gtk_widget_add_controller (row, controller);
  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (row_focus_enter_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (row_focus_leave_cb), self);
  gtk_widget_add_controller (row, controller);
  return row;
}

static void
clear_rows (BxMoveListBoard *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    {
      if (!GTK_IS_LIST_BOX_ROW (child))
        break;
      gtk_list_box_remove (self->list, child);
    }
  self->hover_row = -1;
  self->focus_row = -1;
}

static gboolean
focus_is_inside (BxMoveListBoard *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == GTK_WIDGET (self)
                           || gtk_widget_is_ancestor (focus, GTK_WIDGET (self)));
}

static gboolean
rows_are_current (BxMoveListBoard *self)
{
  GArray *legal = bx_session_get_legal_moves (self->session);

  if (!self->shown_valid
      || self->shown_turn != bx_session_get_state (self->session)->turn
      || self->shown_rolled != bx_session_is_rolled (self->session)
      || self->shown->len != legal->len)
    return FALSE;
  return legal->len == 0
         || memcmp (self->shown->data, legal->data, legal->len * sizeof (BxMove)) == 0;
}

static void
update_texts (BxMoveListBoard *self)
{
  BxRuleset *ruleset;
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  g_autofree char *position = NULL;

  if (self->session == NULL)
    {
      gtk_label_set_label (self->title, "");
      gtk_label_set_label (self->position, "");
      return;
    }
  ruleset = bx_session_get_ruleset (self->session);
  /* Translators: %s is a game's name, e.g. "除紅 Chuhong" */
  name = bx_ruleset_zh_for_ui (ruleset);
  title = g_strdup_printf (_("%s has no board drawing yet"), name);
  gtk_label_set_label (self->title, title);
  position = bx_game_state_to_string (bx_session_get_game (self->session),
                                      bx_session_get_state (self->session));
  gtk_label_set_label (self->position, position != NULL ? position : "");

  if (bx_session_is_over (self->session))
    gtk_label_set_label (self->placeholder, _("The game is over"));
  else if (!bx_session_is_rolled (self->session))
    gtk_label_set_label (self->placeholder, _("Throw (Space) to see the legal moves"));
  else
    gtk_label_set_label (self->placeholder, _("No legal move"));
}

static void
rebuild (BxMoveListBoard *self)
{
  gboolean had_focus = focus_is_inside (self);
  GArray *legal;

  update_texts (self);
  if (self->session != NULL && rows_are_current (self))
    return;

  clear_rows (self);
  g_array_set_size (self->shown, 0);
  self->shown_valid = FALSE;
  if (self->session == NULL)
    {
      bx_board_candidate_changed (BX_BOARD (self));
      return;
    }

  legal = bx_session_get_legal_moves (self->session);
  for (guint i = 0; i < legal->len; i++)
    gtk_list_box_append (self->list, new_row (self, i, &g_array_index (legal, BxMove, i)));
  g_array_append_vals (self->shown, legal->data, legal->len);
  self->shown_turn = bx_session_get_state (self->session)->turn;
  self->shown_rolled = bx_session_is_rolled (self->session);
  self->shown_valid = TRUE;

  if (had_focus)
    gtk_widget_grab_focus (GTK_WIDGET (self));
  bx_board_candidate_changed (BX_BOARD (self));
}

/* Callbacks */

static void
row_activated_cb (GtkListBox      *list,
                  GtkListBoxRow   *row,
                  BxMoveListBoard *self)
{
  int index = row_index (GTK_WIDGET (row));

  if (index < 0)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "play.play-move", "u", (guint) index);
}

/* BxBoard */

static void
bx_move_list_board_refresh (BxBoard *board)
{
  BxMoveListBoard *self = BX_MOVE_LIST_BOARD (board);
  BxSession *session = bx_board_get_session (board);

  if (session != self->session)
    {
      self->session = session;
      self->shown_valid = FALSE;
    }
  rebuild (self);
}

static gboolean
bx_move_list_board_get_candidate (BxBoard *board,
                                  BxMove  *out)
{
  BxMoveListBoard *self = BX_MOVE_LIST_BOARD (board);
  int row = self->hover_row >= 0 ? self->hover_row : self->focus_row;

  if (self->session == NULL || row < 0
      || (guint) row >= bx_session_get_n_legal_moves (self->session))
    return FALSE;
  *out = *bx_session_get_legal_move (self->session, row);
  return TRUE;
}

/* Overrides */

static gboolean
bx_move_list_board_grab_focus (GtkWidget *widget)
{
  BxMoveListBoard *self = BX_MOVE_LIST_BOARD (widget);
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, 0);

  if (row != NULL)
    return gtk_widget_grab_focus (GTK_WIDGET (row));
  return GTK_WIDGET_CLASS (bx_move_list_board_parent_class)->grab_focus (widget);
}

static void
bx_move_list_board_dispose (GObject *object)
{
  BxMoveListBoard *self = BX_MOVE_LIST_BOARD (object);

  self->session = NULL;
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (bx_move_list_board_parent_class)->dispose (object);
}

static void
bx_move_list_board_finalize (GObject *object)
{
  BxMoveListBoard *self = BX_MOVE_LIST_BOARD (object);

  g_array_unref (self->shown);
  G_OBJECT_CLASS (bx_move_list_board_parent_class)->finalize (object);
}

/* A move of the list is selected by focusing its row (Enter plays it). */
static void
bx_move_list_board_select_move (BxBoard *board,
                                guint    index)
{
  GtkListBox *list = bx_move_list_board_get_list_box (BX_MOVE_LIST_BOARD (board));
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) index);

  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

static void
bx_move_list_board_class_init (BxMoveListBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BxBoardClass *board_class = BX_BOARD_CLASS (klass);

  object_class->dispose = bx_move_list_board_dispose;
  board_class->refresh = bx_move_list_board_refresh;
  board_class->get_candidate = bx_move_list_board_get_candidate;
  board_class->select_move = bx_move_list_board_select_move;
  object_class->finalize = bx_move_list_board_finalize;
  widget_class->grab_focus = bx_move_list_board_grab_focus;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "boxi-move-list-board");

  /* The rows take Space and Enter themselves (they play the move); elsewhere in the board
   * the keys are the play view's. */
  bx_board_class_add_play_keys (BX_BOARD_CLASS (klass));
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "play.cancel", NULL);
}

static void
bx_move_list_board_init (BxMoveListBoard *self)
{
  GtkWidget *label, *expander, *scrolled, *frame;

  self->shown = g_array_new (FALSE, FALSE, sizeof (BxMove));
  self->hover_row = -1;
  self->focus_row = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_margin_start (self->box, 18);
  gtk_widget_set_margin_end (self->box, 18);
  gtk_widget_set_margin_top (self->box, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "title-3");
  gtk_box_append (GTK_BOX (self->box), label);
  self->title = GTK_LABEL (label);

  label = gtk_label_new (_("This game has no board of its own in Boxi yet. Below are the "
                           "engine's legal moves for the throw, in its notation: click one, "
                           "or move to it with the arrow keys and press Enter. Pointing at a "
                           "move shows the rules and source passages behind it."));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (self->box), label);

  expander = gtk_expander_new (_("Position, as the engine records it"));
  label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "monospace");
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_set_margin_top (label, 6);
  gtk_expander_set_child (GTK_EXPANDER (expander), label);
  gtk_box_append (GTK_BOX (self->box), expander);
  self->position = GTK_LABEL (label);

  label = gtk_label_new (_("Legal moves"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, 6);
  gtk_box_append (GTK_BOX (self->box), label);

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_list_box_set_activate_on_single_click (self->list, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Legal moves"), -1);
  label = gtk_label_new (NULL);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_top (label, 18);
  gtk_widget_set_margin_bottom (label, 18);
  gtk_list_box_set_placeholder (self->list, label);
  self->placeholder = GTK_LABEL (label);
  g_signal_connect (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);

  frame = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_margin_bottom (frame, 6);
  gtk_box_append (GTK_BOX (frame), GTK_WIDGET (self->list));
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), frame);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (self->box), scrolled);
}

/* Public API */

/**
 * bx_move_list_board_new:
 *
 * Returns: (transfer floating): a new move-list board, empty until a session is set
 */
GtkWidget *
bx_move_list_board_new (void)
{
  return g_object_new (BX_TYPE_MOVE_LIST_BOARD, NULL);
}

/**
 * bx_move_list_board_get_list_box:
 * @self: a move-list board
 *
 * Returns: (transfer none): the list of legal moves (for tests)
 */
GtkListBox *
bx_move_list_board_get_list_box (BxMoveListBoard *self)
{
  g_return_val_if_fail (BX_IS_MOVE_LIST_BOARD (self), NULL);

  return self->list;
}

/**
 * bx_move_list_board_get_n_rows:
 * @self: a move-list board
 *
 * Returns: the number of legal moves listed
 */
guint
bx_move_list_board_get_n_rows (BxMoveListBoard *self)
{
  g_return_val_if_fail (BX_IS_MOVE_LIST_BOARD (self), 0);

  return self->shown_valid ? self->shown->len : 0;
}
