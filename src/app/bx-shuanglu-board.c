/* bx-shuanglu-board.c: the 雙陸 board, drawn from a play session
 *
 * It is drawn as the plates of 譜雙 and the surviving boards show it: a plain board, the
 * twelve 梁 of each long side marked on its rim, the 門 in the middle of each long side,
 * and the 馬 as turned pegs seen from a little above.  The geometry is the drawing of the
 * engine's numbering (bx-shuanglu.h): two rows of twelve points with the 門 between the
 * halves, and beside the board the pieces off it (waiting to enter; borne off):
 *
 *     top row:     12 13 14 15 16 17 | 門 | 18 19 20 21 22 23     待入 (BX_POINT_BAR)
 *     bottom row:  11 10  9  8  7  6 | 門 |  5  4  3  2  1  0     出   (BX_POINT_OFF)
 *
 * 大食's carpet (青地白路) is drawn when the ruleset's board.style is "carpet".
 *
 * White (player 0) travels 23 → 0 and Black 0 → 23.  The names of the points and which of
 * them are a player's 門, 胲 and 宫 come from the engine (bx_shuanglu_point_label(),
 * bx_shuanglu_point_role()); which moves are legal comes only from the session.
 *
 * The widget keeps no game state: it draws the session's position with the chosen steps
 * of the move being entered applied, and the marks (picked piece, keyboard cursor) it is
 * given.  A click activates play.select-point, a change of the point under the pointer
 * play.hover-point.
 *
 * It is the #BxBoard of the family "shuanglu" (bx-board-registry.c), a point board:
 * the play view gives it the marks (bx_board_set_marks()), and it reports as its
 * candidate the move that the point under the pointer, else under the cursor, stands for.
 *
 * This file holds the widget, its pointer, keys and tooltip; the layout of the points is in
 * bx-shuanglu-board-geometry.c, the drawing in bx-shuanglu-board-draw.c, and the names and
 * labels of the points in bx-shuanglu-board-labels.c (bx-shuanglu-board-private.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-shuanglu-board-private.h"
#include "bx-text-util.h"
#include "bx-tooltip.h"

G_DEFINE_FINAL_TYPE (BxShuangluBoard, bx_shuanglu_board, BX_TYPE_BOARD)

/* Statics */

static gboolean
is_shuanglu (BxShuangluBoard *self)
{
  BxRuleset *ruleset;

  if (self->session == NULL)
    return FALSE;
  ruleset = bx_session_get_ruleset (self->session);
  return g_strcmp0 (bx_ruleset_get_family (ruleset), "shuanglu") == 0;
}

/* The position to draw: the session's, with the chosen steps applied by the engine
 * (bx_session_get_shown_state()). */
void
bx_shuanglu_board_displayed_position (BxShuangluBoard *self,
                                      BxShuangluState *out,
                                      int             *mover)
{
  const BxState *shown = bx_session_get_shown_state (self->session);

  *out = *bx_shuanglu_state_const (shown);
  *mover = shown->player;
}

/* Callbacks */

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            BxShuangluBoard *self)
{
  int point = bx_shuanglu_board_point_at (self, x, y);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (point == BX_BOARD_NO_POINT)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "play.select-point", "i", point);
}

static void
set_hover (BxShuangluBoard *self,
           int              point)
{
  if (point == self->hover)
    return;
  self->hover = point;
  gtk_widget_activate_action (GTK_WIDGET (self), "play.hover-point", "i", point);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           BxShuangluBoard          *self)
{
  set_hover (self, bx_shuanglu_board_point_at (self, x, y));
}

static void
leave_cb (GtkEventControllerMotion *controller,
          BxShuangluBoard          *self)
{
  set_hover (self, BX_BOARD_NO_POINT);
}

static gboolean
query_tooltip_cb (GtkWidget       *widget,
                  int              x,
                  int              y,
                  gboolean         keyboard,
                  GtkTooltip      *tooltip,
                  BxShuangluBoard *self)
{
  g_autofree char *text = NULL;
  graphene_rect_t rect;
  int point;

  if (!is_shuanglu (self))
    return FALSE;
  point = keyboard ? self->cursor : bx_shuanglu_board_point_at (self, x, y);
  if (point == BX_BOARD_NO_POINT)
    return FALSE;
  text = bx_shuanglu_board_point_tooltip (self, point);
  if (bx_ui_script (NULL) == BX_UI_SCRIPT_SIMPLIFIED)
    {
      char *simplified = bx_to_simplified (text);

      g_free (text);
      text = simplified;
    }
  bx_shuanglu_board_point_rect (self, point, &rect);
  bx_tooltip_set_text (tooltip, text);
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { rect.origin.x, rect.origin.y,
                                                        rect.size.width, rect.size.height });
  return TRUE;
}

/* BxBoard */

static void
bx_shuanglu_board_refresh (BxBoard *board)
{
  BxShuangluBoard *self = BX_SHUANGLU_BOARD (board);
  BxSession *session = bx_board_get_session (board);

  if (session != self->session)
    {
      self->session = session;
      self->picked = BX_BOARD_NO_POINT;
      self->cursor = BX_BOARD_NO_POINT;
    }
  bx_shuanglu_board_update (self);
}

static gboolean
bx_shuanglu_board_get_candidate (BxBoard *board,
                                 BxMove  *out)
{
  BxShuangluBoard *self = BX_SHUANGLU_BOARD (board);

  if (self->session == NULL || !is_shuanglu (self))
    return FALSE;
  if (self->hover != BX_BOARD_NO_POINT
      && bx_session_preview_point (self->session, self->picked, self->hover, out))
    return TRUE;
  return self->cursor != BX_BOARD_NO_POINT
         && bx_session_preview_point (self->session, self->picked, self->cursor, out);
}

static void
bx_shuanglu_board_board_set_marks (BxBoard *board,
                                   int      picked,
                                   int      cursor,
                                   int      hover)
{
  BxShuangluBoard *self = BX_SHUANGLU_BOARD (board);

  self->hover = hover;
  bx_shuanglu_board_set_marks (self, picked, cursor);
}

static int
bx_shuanglu_board_board_compare_points (BxBoard *board,
                                        int      a,
                                        int      b)
{
  return bx_shuanglu_board_compare_points (a, b);
}

/* Overrides */

static void
bx_shuanglu_board_draw (BxBoard *board,
                        cairo_t *cr,
                        int      width,
                        int      height)
{
  BxShuangluBoard *self = BX_SHUANGLU_BOARD (board);

  if (!is_shuanglu (self))
    return;
  bx_shuanglu_board_paint (self, cr, width, height);
}

static void
bx_shuanglu_board_dispose (GObject *object)
{
  BxShuangluBoard *self = BX_SHUANGLU_BOARD (object);

  self->session = NULL;
  G_OBJECT_CLASS (bx_shuanglu_board_parent_class)->dispose (object);
}

static void
bx_shuanglu_board_class_init (BxShuangluBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BxBoardClass *board_class = BX_BOARD_CLASS (klass);

  object_class->dispose = bx_shuanglu_board_dispose;
  board_class->refresh = bx_shuanglu_board_refresh;
  board_class->get_candidate = bx_shuanglu_board_get_candidate;
  board_class->set_marks = bx_shuanglu_board_board_set_marks;
  board_class->compare_points = bx_shuanglu_board_board_compare_points;
  board_class->draw = bx_shuanglu_board_draw;
  bx_board_class_set_size (board_class, MIN_WIDTH, MIN_HEIGHT, 840, 620);

  gtk_widget_class_set_css_name (widget_class, "boxi-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);

  /* The keys of the board; the actions are the play view's. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "play.focus-next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "play.focus-next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "play.focus-previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "play.focus-previous", NULL);
  bx_board_class_add_play_keys (board_class);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "play.cancel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "play.cancel", NULL);
}

static void
bx_shuanglu_board_init (BxShuangluBoard *self)
{
  GtkGesture *click;
  GtkEventController *motion;

  self->picked = BX_BOARD_NO_POINT;
  self->cursor = BX_BOARD_NO_POINT;
  self->hover = BX_BOARD_NO_POINT;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);
}

/* Public API */

/**
 * bx_shuanglu_board_new:
 *
 * Returns: (transfer floating): a new board view, empty until a session is set
 */
GtkWidget *
bx_shuanglu_board_new (void)
{
  return g_object_new (BX_TYPE_SHUANGLU_BOARD, NULL);
}

/**
 * bx_shuanglu_board_set_session:
 * @self: a board view
 * @session: (nullable) (transfer none): the session to draw; the caller keeps it alive
 *   while it is set, and calls bx_shuanglu_board_update() when it changes
 */
void
bx_shuanglu_board_set_session (BxShuangluBoard *self,
                               BxSession       *session)
{
  g_return_if_fail (BX_IS_SHUANGLU_BOARD (self));

  bx_board_set_session (BX_BOARD (self), session);
}

/**
 * bx_shuanglu_board_set_marks:
 * @self: a board view
 * @picked: the point of the picked piece whose targets are shown, or %BX_BOARD_NO_POINT
 * @cursor: the point of the keyboard cursor, or %BX_BOARD_NO_POINT
 */
void
bx_shuanglu_board_set_marks (BxShuangluBoard *self,
                             int              picked,
                             int              cursor)
{
  g_return_if_fail (BX_IS_SHUANGLU_BOARD (self));

  self->picked = picked;
  self->cursor = cursor;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * bx_shuanglu_board_get_hover_point:
 * @self: a board view
 *
 * Returns: the point under the pointer, or %BX_BOARD_NO_POINT
 */
int
bx_shuanglu_board_get_hover_point (BxShuangluBoard *self)
{
  g_return_val_if_fail (BX_IS_SHUANGLU_BOARD (self), BX_BOARD_NO_POINT);

  return self->hover;
}

/**
 * bx_shuanglu_board_update:
 * @self: a board view
 *
 * Redraws from the session.
 */
void
bx_shuanglu_board_update (BxShuangluBoard *self)
{
  g_return_if_fail (BX_IS_SHUANGLU_BOARD (self));

  gtk_widget_queue_draw (GTK_WIDGET (self));
}
