/* bx-chuhong-throw-item.h: one row of the 除紅 table of named throws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "bx-chuhong.h"

G_BEGIN_DECLS

/* The rows: the 62 lines of 除紅譜, then the two void throws, 散色 and 强紅. */
#define BX_CHUHONG_N_THROW_ROWS (BX_CHUHONG_N_LINES + 2)

#define BX_TYPE_CHUHONG_THROW_ITEM (bx_chuhong_throw_item_get_type ())

G_DECLARE_FINAL_TYPE (BxChuhongThrowItem, bx_chuhong_throw_item, BX, CHUHONG_THROW_ITEM,
                      GObject)

BxChuhongThrowItem *bx_chuhong_throw_item_new       (guint               row);
guint               bx_chuhong_throw_item_get_row   (BxChuhongThrowItem *self);
guint               bx_chuhong_throw_item_get_ways  (BxChuhongThrowItem *self);
BxChuhongClass      bx_chuhong_throw_item_get_class (BxChuhongThrowItem *self);
char               *bx_chuhong_throw_item_dup_text  (BxChuhongThrowItem *self,
                                                     const char         *column);
int                 bx_chuhong_throw_item_compare   (BxChuhongThrowItem *a,
                                                     BxChuhongThrowItem *b,
                                                     const char         *column);
GListModel         *bx_chuhong_throw_items_new      (void);

const char         *bx_chuhong_class_display_name (BxChuhongClass  klass);

G_END_DECLS
