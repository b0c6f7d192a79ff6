/* bx-corpus-private.h: what the files of the corpus module share (bx-corpus.c and
 * bx-work-source.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <sqlite3.h>

#include "bx-corpus.h"

G_BEGIN_DECLS

sqlite3 *bx_corpus_get_db (BxCorpus *corpus);

G_END_DECLS
