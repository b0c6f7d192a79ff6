/* bx-twin-frame.c: the frame of one twin board
 *
 * A board measures itself with one minimum and one natural size, whatever width it is
 * given.  In the twin view (a page that scrolls up and down) that gave a wide board only
 * its minimum height, and the board was drawn small in a wide card.  This frame asks, for
 * the width it is given, the height at which the board keeps the proportions of its
 * natural size: never less than the board's minimum height, never more than its natural
 * height.  Its least width is the board's own, and so is its natural width: the twin
 * view's flow box puts the boards side by side when both fit at that width, and one
 * under the other otherwise (a board is never given less than its minimum).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-board.h"
#include "bx-twin-frame.h"

/* A board made of widgets (除紅's table) scrolls inside and so asks for little: in the
 * twin view it gets at least this size, in pixels, where its throw, ring and ledger show. */
#define WIDGET_BOARD_WIDTH 560
#define WIDGET_BOARD_HEIGHT 520

struct _BxTwinFrame
{
  AdwBin parent_instance;
};

G_DEFINE_FINAL_TYPE (BxTwinFrame, bx_twin_frame, ADW_TYPE_BIN)

/* Whether @child is a board drawn in one piece, at any size between the least and the
 * natural one its class declares (bx_board_class_set_size()); not one made of widgets. */
static gboolean
is_drawn_board (GtkWidget *child)
{
  return BX_IS_BOARD (child) && BX_BOARD_GET_CLASS (child)->natural_width > 0;
}

static GtkSizeRequestMode
bx_twin_frame_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
bx_twin_frame_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));
  int min_w = 0, nat_w = 0, min_h = 0, nat_h = 0;
  int height;

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* A drawn board's natural width is its least one too: the twin view puts the two
       * boards side by side whenever both fit at their least width, then shares the room
       * out.  A board made of widgets asks for more, as it folds when narrower and then
       * needs more height than it can say. */
      gtk_widget_measure (child, orientation, -1, minimum, natural, NULL, NULL);
      if (is_drawn_board (child))
        *natural = *minimum;
      else
        *natural = MAX (*natural, WIDGET_BOARD_WIDTH);
      return;
    }
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, for_size, &min_h, &nat_h, NULL, NULL);
  /* A board made of widgets knows its height for a width: it gets all of it. */
  if (for_size < 0 || !is_drawn_board (child))
    {
      *natural = is_drawn_board (child) ? nat_h : MAX (nat_h, WIDGET_BOARD_HEIGHT);
      *minimum = for_size < 0 ? min_h : *natural;
      return;
    }
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  if (nat_w <= 0)
    {
      *minimum = min_h;
      *natural = nat_h;
      return;
    }
  /* The height that keeps the natural proportions; the minimum too, so that a page that
   * scrolls (which gives its child the minimum height) gives the board all of it. */
  height = (int) ((double) for_size * nat_h / nat_w + 0.5);
  height = CLAMP (height, min_h, MAX (min_h, nat_h));
  *minimum = *natural = height;
}

static void
bx_twin_frame_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, baseline, NULL);
}

static void
bx_twin_frame_class_init (BxTwinFrameClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->get_request_mode = bx_twin_frame_get_request_mode;
  widget_class->measure = bx_twin_frame_measure;
  widget_class->size_allocate = bx_twin_frame_size_allocate;
}

static void
bx_twin_frame_init (BxTwinFrame *self)
{
  /* AdwBin measures through a layout manager, which would pass this class's measure by. */
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
}

/**
 * bx_twin_frame_new:
 *
 * Returns: (transfer floating): a new, empty frame for a twin board
 */
GtkWidget *
bx_twin_frame_new (void)
{
  return g_object_new (BX_TYPE_TWIN_FRAME, NULL);
}
