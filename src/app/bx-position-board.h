/* bx-position-board.h: a board widget that shows a position with its legal moves and
 * emits the one the user plays (BxRuqiBoard, BxSaiBoard, …)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "bx-game.h"

G_BEGIN_DECLS

#define BX_TYPE_POSITION_BOARD (bx_position_board_get_type ())

G_DECLARE_INTERFACE (BxPositionBoard, bx_position_board, BX, POSITION_BOARD, GtkWidget)

/**
 * BxPositionBoardInterface:
 * @set_position: show @state of @game with the throw @t and its legal @moves (both
 *   nullable: before the throw), copying what it keeps; the first move is selected.
 *   @game must outlive the next call.
 * @get_selected: the index of the selected (highlighted) move in @moves, or -1
 * @select: select the move @index (-1: none)
 *
 * A standalone board widget: it is given a position, the throw and the legal moves (all
 * from the engine), keeps which move is selected and emits ::move-chosen with the index of
 * the move the user plays.  It decides no rule.  It emits ::selection-changed whenever the
 * selection changes, and keeps its keys out of the way while it has no moves (so that
 * Space and Return reach whoever holds it).  BxPositionGameBoard puts any such widget on
 * the play page (docs/boards.md).
 */
struct _BxPositionBoardInterface
{
  GTypeInterface parent_iface;

  void (*set_position) (BxPositionBoard *self,
                        const BxGame    *game,
                        const BxState   *state,
                        const BxThrow   *t,
                        GArray          *moves);
  int  (*get_selected) (BxPositionBoard *self);
  void (*select)       (BxPositionBoard *self,
                        int              index);
};

void bx_position_board_set_position      (BxPositionBoard *self,
                                          const BxGame    *game,
                                          const BxState   *state,
                                          const BxThrow   *t,
                                          GArray          *moves);
int  bx_position_board_get_selected      (BxPositionBoard *self);
void bx_position_board_select            (BxPositionBoard *self,
                                          int              index);

/* For implementations. */
void bx_position_board_move_chosen       (BxPositionBoard *self,
                                          int              index);
void bx_position_board_selection_changed (BxPositionBoard *self,
                                          int              index);

/**
 * BxPositionData:
 * @game: the game shown (not owned), or %NULL
 * @state: a copy of the position
 * @t: a copy of the throw, when @has_throw
 * @has_throw: whether a throw was given
 * @moves: (element-type BxMove) (nullable): a copy of the legal moves
 * @selected: the index of the selected move in @moves, or -1
 *
 * What a position board is given and which move it selects: a plain struct that an
 * implementation embeds, and whose functions below keep the selection and emit the
 * interface's signals for it.
 */
typedef struct
{
  const BxGame *game;
  BxState       state;
  BxThrow       t;
  gboolean      has_throw;
  GArray       *moves;
  int           selected;
} BxPositionData;

void          bx_position_data_init              (BxPositionData       *data);
void          bx_position_data_clear             (BxPositionData       *data);
void          bx_position_data_set               (BxPositionData       *data,
                                                  BxPositionBoard      *board,
                                                  const BxGame         *game,
                                                  const BxState        *state,
                                                  const BxThrow        *t,
                                                  GArray               *moves);
void          bx_position_data_select            (BxPositionData       *data,
                                                  BxPositionBoard      *board,
                                                  int                   index);
const BxMove *bx_position_data_get_selected_move (const BxPositionData *data);
gboolean      bx_position_data_key_pressed       (BxPositionData       *data,
                                                  BxPositionBoard      *board,
                                                  guint                 keyval);
gboolean      bx_position_data_click_point       (BxPositionData       *data,
                                                  BxPositionBoard      *board,
                                                  int                   point);

G_END_DECLS
