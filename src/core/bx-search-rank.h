/* bx-search-rank.h: boxi_rank(), the search's FTS5 rank function: bm25's order, faster
 * (bx-search-rank.c); registered by bx_tokenizer_register()
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <sqlite3.h>

G_BEGIN_DECLS

#define BX_SEARCH_RANK_NAME "boxi_rank"

gboolean bx_search_rank_register (sqlite3   *db,
                                  fts5_api  *api,
                                  GError   **error);
void     bx_search_rank_release  (sqlite3   *db);

G_END_DECLS
