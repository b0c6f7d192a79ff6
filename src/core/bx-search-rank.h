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
/* The FTS5 function boxi_column_size (TABLE, COLUMN): the row's size of COLUMN in tokens. */
#define BX_SEARCH_COLUMN_SIZE_NAME "boxi_column_size"

/* boxi_in_rowids (SET, ROWID): 1 if ROWID is in SET, a BxSearchRowids bound with
 * sqlite3_bind_pointer (…, BX_SEARCH_ROWIDS_TYPE, …); else 0. */
#define BX_SEARCH_IN_ROWIDS_NAME "boxi_in_rowids"
#define BX_SEARCH_ROWIDS_TYPE "boxi_rowids"

/**
 * BxSearchRowids:
 * @rowids: rowids in increasing order
 * @n_rowids: how many
 *
 * A set of rowids for boxi_in_rowids().
 */
typedef struct
{
  const gint64 *rowids;
  gsize         n_rowids;
} BxSearchRowids;

gboolean bx_search_rank_register (sqlite3   *db,
                                  fts5_api  *api,
                                  GError   **error);
void     bx_search_rank_release  (sqlite3   *db);

G_END_DECLS
