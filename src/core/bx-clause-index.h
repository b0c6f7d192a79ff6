/* bx-clause-index.h: every clause id of the corpus with its text and translation, in memory
 *
 * Read from the corpus database in one query (the importer is the one reader of the TEI
 * texts), for the engines' citations, the records' transcripts and the ruleset checks that
 * run without keeping a database open.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-types.h"

G_BEGIN_DECLS

typedef struct _BxClauseIndex BxClauseIndex;

BxClauseIndex *bx_clause_index_new_from_corpus (BxCorpus          *corpus,
                                                GError           **error);
BxClauseIndex *bx_clause_index_new_from_dir    (const char        *texts_dir,
                                                GError           **error);
BxClauseIndex *bx_clause_index_ref             (BxClauseIndex     *index);
void           bx_clause_index_unref           (BxClauseIndex     *index);
void           bx_clause_index_free            (BxClauseIndex     *index);
gboolean       bx_clause_index_has             (BxClauseIndex     *index,
                                                const char        *clause_id);
gboolean       bx_clause_index_has_bibl        (BxClauseIndex     *index,
                                                const char        *bibl_id);
const char    *bx_clause_index_get_text        (BxClauseIndex     *index,
                                                const char        *clause_id);
const char    *bx_clause_index_get_translation (BxClauseIndex     *index,
                                                const char        *clause_id);
guint          bx_clause_index_get_size        (BxClauseIndex     *index);
gboolean       bx_clause_index_check_func      (const char        *clause_id,
                                                gpointer           index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxClauseIndex, bx_clause_index_unref)

G_END_DECLS
