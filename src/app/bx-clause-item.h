/* bx-clause-item.h: one entry of the reader's list: a work's title, a section's head or a
 * clause, for the recycling list (GtkListView) of BxReaderView
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "bx-corpus.h"

G_BEGIN_DECLS

/**
 * BxClauseItemKind:
 * @BX_CLAUSE_ITEM_WORK: the work's title and author, first in the list
 * @BX_CLAUSE_ITEM_SECTION: a section's head, with the section's summary if it has one
 * @BX_CLAUSE_ITEM_CLAUSE: a clause of the text
 */
typedef enum
{
  BX_CLAUSE_ITEM_WORK,
  BX_CLAUSE_ITEM_SECTION,
  BX_CLAUSE_ITEM_CLAUSE,
} BxClauseItemKind;

#define BX_TYPE_CLAUSE_ITEM (bx_clause_item_get_type ())

G_DECLARE_FINAL_TYPE (BxClauseItem, bx_clause_item, BX, CLAUSE_ITEM, GObject)

BxClauseItem     *bx_clause_item_new_work      (const BxWork    *work);
BxClauseItem     *bx_clause_item_new_section   (const BxSection *section,
                                                const char      *first_text,
                                                GPtrArray       *summary);
BxClauseItem     *bx_clause_item_new_clause    (BxClause        *clause);
BxClauseItemKind  bx_clause_item_get_kind      (BxClauseItem    *self);
const char       *bx_clause_item_get_id        (BxClauseItem    *self);
const BxClause   *bx_clause_item_get_clause    (BxClauseItem    *self);
const BxWork     *bx_clause_item_get_work      (BxClauseItem    *self);
const BxSection  *bx_clause_item_get_section   (BxClauseItem    *self);
const char       *bx_clause_item_get_first_text (BxClauseItem   *self);
GPtrArray        *bx_clause_item_get_summary   (BxClauseItem    *self);
const char       *bx_clause_item_get_section_id (BxClauseItem   *self);

/* What the view keeps on a clause besides the corpus's data: set by the view, shown by
 * the row bound to the item. */
gboolean          bx_clause_item_get_summarized (BxClauseItem   *self);
void              bx_clause_item_set_summarized (BxClauseItem   *self,
                                                 gboolean        summarized);
gboolean          bx_clause_item_get_bookmarked (BxClauseItem   *self);
const char       *bx_clause_item_get_note      (BxClauseItem    *self);
void              bx_clause_item_set_user_marks (BxClauseItem   *self,
                                                 gboolean        bookmarked,
                                                 const char     *note);
const char       *bx_clause_item_get_reference (BxClauseItem    *self);
void              bx_clause_item_set_reference (BxClauseItem    *self,
                                                const char      *reference);

G_END_DECLS
