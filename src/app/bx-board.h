/* bx-board.h: the base of every board on the play page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-palette.h"
#include "bx-session.h"

G_BEGIN_DECLS

/* No point (no piece picked, no keyboard cursor, pointer off the points). */
#define BX_BOARD_NO_POINT (-100)

#define BX_TYPE_BOARD (bx_board_get_type ())

G_DECLARE_DERIVABLE_TYPE (BxBoard, bx_board, BX, BOARD, GtkWidget)

/**
 * BxBoardClass:
 * @refresh: (required) redraw from the session (bx_board_get_session(), maybe %NULL): it
 *   was set or it changed.
 * @get_candidate: (optional) the legal move that the pointer or the keyboard cursor is on,
 *   so that the citation panel shows its rules before it is played.  Boards that enter
 *   moves by points (see @set_marks) may leave it out: the play view then previews the
 *   step under the marks itself.
 * @set_marks: (optional) for boards that enter a move step by step, by points (a BxStep's
 *   @from and @to): the piece picked, the keyboard cursor and the point under the pointer,
 *   as the play view holds them.  A board that implements it is a "point board": the play
 *   view's actions play.select-point, play.hover-point, play.focus-next/-previous and
 *   play.cancel drive it.
 * @compare_points: (optional) the order of points on screen, for the keyboard cursor of a
 *   point board; by default the points' numbers.
 * @draw: (optional) draws the board with cairo on the whole widget (@width × @height
 *   pixels, both > 0): the base's snapshot calls it.  Without it the base snapshots the
 *   board as a GtkWidget (its children); a board may override GtkWidget.snapshot instead.
 * @min_width: the minimum width, in pixels, for the base's measure
 *   (bx_board_class_set_size(); all 0: GtkWidget's measure, by the layout manager)
 * @min_height: the minimum height, in pixels
 * @natural_width: the natural width, in pixels
 * @natural_height: the natural height, in pixels
 *
 * A board shows a #BxSession and emits actions; it never changes the session and never
 * decides a rule: what is legal comes only from the session (bx_session_get_legal_moves(),
 * bx_session_dup_next_sources(), …).  It redraws when the style turns light or dark, and
 * draws with bx_board_get_palette().  See docs/boards.md.
 */
struct _BxBoardClass
{
  GtkWidgetClass parent_class;

  void     (*refresh)        (BxBoard *self);
  gboolean (*get_candidate)  (BxBoard *self,
                              BxMove  *out);
  void     (*set_marks)      (BxBoard *self,
                              int      picked,
                              int      cursor,
                              int      hover);
  int      (*compare_points) (BxBoard *self,
                              int      a,
                              int      b);
  void     (*draw)           (BxBoard *self,
                              cairo_t *cr,
                              int      width,
                              int      height);
  void     (*select_move)    (BxBoard *self,
                              guint    index);

  int      min_width;
  int      min_height;
  int      natural_width;
  int      natural_height;

  /*< private >*/
  gpointer padding[6];
};

void             bx_board_set_session         (BxBoard    *self,
                                               BxSession  *session);
BxSession       *bx_board_get_session         (BxBoard    *self);
void             bx_board_refresh             (BxBoard    *self);
gboolean         bx_board_get_candidate       (BxBoard    *self,
                                               BxMove     *out);
gboolean         bx_board_has_candidate       (BxBoard    *self);
gboolean         bx_board_uses_points         (BxBoard    *self);
void             bx_board_set_marks           (BxBoard    *self,
                                               int         picked,
                                               int         cursor,
                                               int         hover);
void             bx_board_select_move         (BxBoard    *self,
                                               guint       index);
int              bx_board_compare_points      (BxBoard    *self,
                                               int         a,
                                               int         b);
void             bx_board_candidate_changed   (BxBoard    *self);
void             bx_board_scroll_to_rect      (BxBoard               *self,
                                               const graphene_rect_t *rect);
const BxPalette *bx_board_get_palette         (BxBoard    *self);

gboolean         bx_board_steps_have_point    (GArray     *steps,
                                               int         point,
                                               gboolean    by_to);

/* For subclasses. */
void             bx_board_class_add_play_keys (BxBoardClass *klass);
void             bx_board_class_set_size      (BxBoardClass *klass,
                                               int           min_width,
                                               int           min_height,
                                               int           natural_width,
                                               int           natural_height);

G_END_DECLS
