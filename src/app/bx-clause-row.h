/* bx-clause-row.h: one clause of a work, its original beside its translation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-corpus.h"
#include "bx-text-util.h"

G_BEGIN_DECLS

#define BX_TYPE_CLAUSE_ROW (bx_clause_row_get_type ())

G_DECLARE_FINAL_TYPE (BxClauseRow, bx_clause_row, BX, CLAUSE_ROW, GtkWidget)

/**
 * BxClauseRowReferenceFunc:
 * @clause_id: the clause
 * @user_data: the data given with the function
 *
 * Returns: (transfer full) (nullable): how people cite the clause
 */
typedef char *(*BxClauseRowReferenceFunc) (const char *clause_id,
                                           gpointer    user_data);

BxClauseRow    *bx_clause_row_new            (void);
void            bx_clause_row_set_reference_func (BxClauseRow              *self,
                                                  BxClauseRowReferenceFunc  func,
                                                  gpointer                  user_data);
void            bx_clause_row_bind           (BxClauseRow    *self,
                                              const BxClause *clause,
                                              const char     *reference,
                                              gboolean        simplified,
                                              const char     *query,
                                              gboolean        exact,
                                              gboolean        summarized);
void            bx_clause_row_unbind         (BxClauseRow *self);
const char     *bx_clause_row_get_link_at    (BxClauseRow *self,
                                              double       x,
                                              double       y);
GtkWidget      *bx_clause_row_get_original_label (BxClauseRow *self);
GtkWidget      *bx_clause_row_get_translation_label (BxClauseRow *self);
const BxClause *bx_clause_row_get_clause     (BxClauseRow *self);
const char     *bx_clause_row_get_clause_id  (BxClauseRow *self);
void            bx_clause_row_set_reference  (BxClauseRow *self,
                                              const char  *reference);
void            bx_clause_row_set_simplified (BxClauseRow *self,
                                              gboolean     simplified);
void            bx_clause_row_set_highlight  (BxClauseRow *self,
                                              const char  *query,
                                              gboolean     exact);
gboolean        bx_clause_row_has_highlight  (BxClauseRow *self);
const char     *bx_clause_row_get_markup     (BxClauseRow *self);
void            bx_clause_row_set_n_rules    (BxClauseRow *self,
                                              guint        n_rules);
guint           bx_clause_row_get_n_rules    (BxClauseRow *self);
GtkWidget      *bx_clause_row_get_rules_button (BxClauseRow *self);
void            bx_clause_row_set_summarized (BxClauseRow *self,
                                              gboolean     summarized);
void            bx_clause_row_set_user_marks (BxClauseRow *self,
                                              gboolean     bookmarked,
                                              const char  *note);
gboolean        bx_clause_row_get_bookmarked (BxClauseRow *self);
const char     *bx_clause_row_get_note       (BxClauseRow *self);
GtkWidget      *bx_clause_row_get_note_button (BxClauseRow *self);

G_END_DECLS
