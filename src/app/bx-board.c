/* bx-board.c: the base of every board on the play page
 *
 * The contract (docs/boards.md):
 *
 *   - The play view owns the one #BxSession and hands it to the board with
 *     bx_board_set_session(); after every action it calls bx_board_refresh().  The board
 *     keeps no game state of its own: it draws the session.
 *   - The board decides no rule.  What may be played comes from the session (the legal
 *     moves of the throw, or for step-by-step entry bx_session_dup_next_sources() and
 *     bx_session_dup_next_steps()).
 *   - The board never changes the session: input becomes an action of the play view,
 *     activated with gtk_widget_activate_action() from the board:
 *       play.play-move (u)        play the legal move with this index
 *       play.choose-step ((ii))   add the step (from, to) to the move being entered
 *       play.select-point (i)     a point board's click: pick a piece or choose a target
 *       play.hover-point (i)      a point board's pointer moved onto a point
 *       play.roll-or-play         throw, or play what the marks stand for
 *       play.cancel, play.focus-next, play.focus-previous, play.undo, play.redo
 *   - When the move under its pointer or cursor changes, a board that implements
 *     get_candidate calls bx_board_candidate_changed(): the play view then asks
 *     bx_board_get_candidate() and shows that move's rules and clauses.
 *   - It draws with the colours of bx_board_get_palette(), and is redrawn when the style
 *     turns light or dark.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-board.h"

typedef struct
{
  BxSession *session;   /* not owned: the play view keeps it alive while it is set */
  BxPalette  palette;
} BxBoardPrivate;

enum
{
  CANDIDATE_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (BxBoard, bx_board, GTK_TYPE_WIDGET)

/* Overrides */

static void
bx_board_snapshot (GtkWidget   *widget,
                   GtkSnapshot *snapshot)
{
  BxBoardClass *klass = BX_BOARD_GET_CLASS (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (klass->draw == NULL)
    {
      GTK_WIDGET_CLASS (bx_board_parent_class)->snapshot (widget, snapshot);
      return;
    }
  if (width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  klass->draw (BX_BOARD (widget), cr, width, height);
  cairo_destroy (cr);
}

static void
bx_board_measure (GtkWidget      *widget,
                  GtkOrientation  orientation,
                  int             for_size,
                  int            *minimum,
                  int            *natural,
                  int            *minimum_baseline,
                  int            *natural_baseline)
{
  BxBoardClass *klass = BX_BOARD_GET_CLASS (widget);
  gboolean across = orientation == GTK_ORIENTATION_HORIZONTAL;

  if (klass->natural_width == 0 && klass->natural_height == 0)
    {
      GTK_WIDGET_CLASS (bx_board_parent_class)->measure (widget, orientation, for_size, minimum,
                                                         natural, minimum_baseline,
                                                         natural_baseline);
      return;
    }
  *minimum = across ? klass->min_width : klass->min_height;
  *natural = MAX (*minimum, across ? klass->natural_width : klass->natural_height);
}

static void
bx_board_dispose (GObject *object)
{
  BxBoardPrivate *priv = bx_board_get_instance_private (BX_BOARD (object));

  priv->session = NULL;
  G_OBJECT_CLASS (bx_board_parent_class)->dispose (object);
}

static void
bx_board_class_init (BxBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_board_dispose;
  widget_class->snapshot = bx_board_snapshot;
  widget_class->measure = bx_board_measure;

  /**
   * BxBoard::candidate-changed:
   * @self: the board
   *
   * The move under the board's pointer or keyboard cursor changed; read it with
   * bx_board_get_candidate().
   */
  signals[CANDIDATE_CHANGED] =
    g_signal_new ("candidate-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
bx_board_init (BxBoard *self)
{
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

/* Public API */

/**
 * bx_board_set_session:
 * @self: a board
 * @session: (nullable) (transfer none): the session to show; the caller keeps it alive
 *   while it is set
 *
 * Shows @session (%NULL: nothing) and refreshes the board.
 */
void
bx_board_set_session (BxBoard   *self,
                      BxSession *session)
{
  BxBoardPrivate *priv;

  g_return_if_fail (BX_IS_BOARD (self));

  priv = bx_board_get_instance_private (self);
  priv->session = session;
  bx_board_refresh (self);
}

/**
 * bx_board_get_session:
 * @self: a board
 *
 * Returns: (transfer none) (nullable): the session shown
 */
BxSession *
bx_board_get_session (BxBoard *self)
{
  BxBoardPrivate *priv;

  g_return_val_if_fail (BX_IS_BOARD (self), NULL);

  priv = bx_board_get_instance_private (self);
  return priv->session;
}

/**
 * bx_board_refresh:
 * @self: a board
 *
 * Redraws the board from its session, which changed.
 */
void
bx_board_refresh (BxBoard *self)
{
  g_return_if_fail (BX_IS_BOARD (self));

  BX_BOARD_GET_CLASS (self)->refresh (self);
}

/**
 * bx_board_get_candidate:
 * @self: a board
 * @out: (out caller-allocates): the move
 *
 * Returns: %TRUE when the pointer or the keyboard cursor is on a legal move, given in @out
 */
gboolean
bx_board_get_candidate (BxBoard *self,
                        BxMove  *out)
{
  BxBoardClass *klass;

  g_return_val_if_fail (BX_IS_BOARD (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  klass = BX_BOARD_GET_CLASS (self);
  return klass->get_candidate != NULL && klass->get_candidate (self, out);
}

/**
 * bx_board_has_candidate:
 * @self: a board
 *
 * Returns: whether the board shows a candidate of its own (it implements get_candidate)
 */
gboolean
bx_board_has_candidate (BxBoard *self)
{
  g_return_val_if_fail (BX_IS_BOARD (self), FALSE);

  return BX_BOARD_GET_CLASS (self)->get_candidate != NULL;
}

/**
 * bx_board_uses_points:
 * @self: a board
 *
 * Returns: whether @self is a point board (it implements set_marks)
 */
gboolean
bx_board_uses_points (BxBoard *self)
{
  g_return_val_if_fail (BX_IS_BOARD (self), FALSE);

  return BX_BOARD_GET_CLASS (self)->set_marks != NULL;
}

/**
 * bx_board_set_marks:
 * @self: a board
 * @picked: the point of the piece picked, or %BX_BOARD_NO_POINT
 * @cursor: the point of the keyboard cursor, or %BX_BOARD_NO_POINT
 * @hover: the point under the pointer, or %BX_BOARD_NO_POINT
 *
 * Gives a point board the play view's marks; other boards ignore them.
 */
void
bx_board_set_marks (BxBoard *self,
                    int      picked,
                    int      cursor,
                    int      hover)
{
  BxBoardClass *klass;

  g_return_if_fail (BX_IS_BOARD (self));

  klass = BX_BOARD_GET_CLASS (self);
  if (klass->set_marks != NULL)
    klass->set_marks (self, picked, cursor, hover);
}

/**
 * bx_board_select_move:
 * @self: a board
 * @index: a move of the session's legal list (bx_session_get_legal_moves())
 *
 * Shows @index as the board's selected move, as if the person had moved the cursor to it
 * (a hint, a rule's example): for a board of moves; boards of points
 * (bx_board_uses_points()) show moves through the session's chosen steps and their marks
 * instead, and ignore this.
 */
void
bx_board_select_move (BxBoard *self,
                      guint    index)
{
  BxBoardClass *klass;

  g_return_if_fail (BX_IS_BOARD (self));

  klass = BX_BOARD_GET_CLASS (self);
  if (klass->select_move != NULL)
    klass->select_move (self, index);
}

/**
 * bx_board_compare_points:
 * @self: a board
 * @a: a point
 * @b: another point
 *
 * Returns: <0, 0 or >0 as @a comes before, with or after @b on screen
 */
int
bx_board_compare_points (BxBoard *self,
                         int      a,
                         int      b)
{
  BxBoardClass *klass;

  g_return_val_if_fail (BX_IS_BOARD (self), 0);

  klass = BX_BOARD_GET_CLASS (self);
  if (klass->compare_points != NULL)
    return klass->compare_points (self, a, b);
  return (a > b) - (a < b);
}

/* Moves @adj the least so that [@lo, @hi] is within its page, with @margin around. */
static void
adjustment_show (GtkAdjustment *adj,
                 double         lo,
                 double         hi,
                 double         margin)
{
  double value = gtk_adjustment_get_value (adj), page = gtk_adjustment_get_page_size (adj);

  if (hi + margin > value + page)
    value = hi + margin - page;
  if (lo - margin < value)
    value = lo - margin;
  gtk_adjustment_set_value (adj, value);
}

/**
 * bx_board_scroll_to_rect:
 * @self: a board
 * @rect: a rectangle of the board, in its own coordinates (pixels)
 *
 * Scrolls the nearest scrolled window around the board, if any, the least that shows
 * @rect (a hint's or the cursor's cell on a board larger than the page); for subclasses.
 */
void
bx_board_scroll_to_rect (BxBoard               *self,
                         const graphene_rect_t *rect)
{
  GtkWidget *scroller;
  GtkWidget *child;
  double x = 0, y = 0;

  g_return_if_fail (BX_IS_BOARD (self));
  g_return_if_fail (rect != NULL);

  scroller = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  if (scroller == NULL)
    return;
  /* the scrolled window's child (a viewport) scrolls its own child: coordinates in it */
  child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  if (child == NULL || gtk_widget_get_first_child (child) == NULL
      || !gtk_widget_translate_coordinates (GTK_WIDGET (self), gtk_widget_get_first_child (child),
                                            rect->origin.x, rect->origin.y, &x, &y))
    return;
  adjustment_show (gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller)), x,
                   x + rect->size.width, 8);
  adjustment_show (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)), y,
                   y + rect->size.height, 8);
}

/**
 * bx_board_candidate_changed:
 * @self: a board
 *
 * Emits ::candidate-changed; for subclasses.
 */
void
bx_board_candidate_changed (BxBoard *self)
{
  g_return_if_fail (BX_IS_BOARD (self));

  g_signal_emit (self, signals[CANDIDATE_CHANGED], 0);
}

/**
 * bx_board_get_palette:
 * @self: a board
 *
 * The board colours of the current style (AdwStyleManager:dark), with the widget's text
 * and accent colours.  Read it when drawing.
 *
 * Returns: (transfer none): the palette, valid until the next call
 */
const BxPalette *
bx_board_get_palette (BxBoard *self)
{
  BxBoardPrivate *priv;

  g_return_val_if_fail (BX_IS_BOARD (self), NULL);

  priv = bx_board_get_instance_private (self);
  bx_palette_fill (&priv->palette, GTK_WIDGET (self),
                   adw_style_manager_get_dark (adw_style_manager_get_default ()));
  return &priv->palette;
}

/**
 * bx_board_steps_have_point:
 * @steps: (nullable) (element-type BxStep): steps (bx_session_dup_next_sources() or
 *   bx_session_dup_next_steps())
 * @point: a board point
 * @by_to: whether to look at the steps' targets (%TRUE) or their starts
 *
 * Returns: whether a step of @steps starts (or with @by_to ends) at @point
 */
gboolean
bx_board_steps_have_point (GArray   *steps,
                           int       point,
                           gboolean  by_to)
{
  for (guint i = 0; steps != NULL && i < steps->len; i++)
    {
      const BxStep *s = &g_array_index (steps, BxStep, i);

      if ((by_to ? s->to : s->from) == point)
        return TRUE;
    }
  return FALSE;
}

/**
 * bx_board_class_add_play_keys:
 * @klass: a board class
 *
 * Binds Space, Return and Enter to play.roll-or-play: for boards whose own keys never
 * take them.
 */
void
bx_board_class_add_play_keys (BxBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "play.roll-or-play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "play.roll-or-play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0,
                                       "play.roll-or-play", NULL);
}


/**
 * bx_board_class_set_size:
 * @klass: a board class
 * @min_width: the minimum width, in pixels (>= 0)
 * @min_height: the minimum height, in pixels (>= 0)
 * @natural_width: the natural width, in pixels (at least @min_width)
 * @natural_height: the natural height, in pixels (at least @min_height)
 *
 * Sets the size the base's measure asks for; for subclasses' class_init.  A board that
 * sets none is measured as a GtkWidget (by its layout manager).
 */
void
bx_board_class_set_size (BxBoardClass *klass,
                         int           min_width,
                         int           min_height,
                         int           natural_width,
                         int           natural_height)
{
  g_return_if_fail (klass != NULL);
  g_return_if_fail (min_width >= 0 && min_height >= 0);

  klass->min_width = min_width;
  klass->min_height = min_height;
  klass->natural_width = natural_width;
  klass->natural_height = natural_height;
}
