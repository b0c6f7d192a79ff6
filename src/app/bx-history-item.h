/* bx-history-item.h: one move of a game's history, as a list model item
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define BX_TYPE_HISTORY_ITEM (bx_history_item_get_type ())

G_DECLARE_FINAL_TYPE (BxHistoryItem, bx_history_item, BX, HISTORY_ITEM, GObject)

BxHistoryItem *bx_history_item_new       (guint          index,
                                          const char    *text);
BxHistoryItem *bx_history_item_new_full  (guint          index,
                                          const char    *text,
                                          const char    *notation);
guint          bx_history_item_get_index (BxHistoryItem *self);
const char    *bx_history_item_get_text  (BxHistoryItem *self);
const char    *bx_history_item_get_notation (BxHistoryItem *self);

G_END_DECLS
