/* bx-corpus-private.h: what the files of the corpus module share (bx-corpus.c,
 * bx-corpus-cache.c, bx-corpus-search.c and bx-work-source.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <sqlite3.h>

#include "bx-corpus.h"

G_BEGIN_DECLS

struct _BxCorpus
{
  char                *path;
  sqlite3             *db;
  GHashTable          *stmts; /* SQL text (static) → sqlite3_stmt */
  BxCorpusRebuildFunc  rebuild;         /* NULL: the database is not a cache of ours */
  gpointer             rebuild_data;
  GDestroyNotify       rebuild_destroy;
  gboolean             rebuild_tried;   /* a damaged index is rebuilt once, then reported */
};

GPtrArray *_bx_corpus_search_once (BxCorpus               *corpus,
                                   const char             *query,
                                   const BxSearchOptions  *options,
                                   BxSearchCount          *count,
                                   GError                **error);
sqlite3_stmt *_bx_corpus_get_stmt (BxCorpus               *corpus,
                                   const char             *sql,
                                   GError                **error);

sqlite3 *bx_corpus_get_db (BxCorpus *corpus);

G_END_DECLS
