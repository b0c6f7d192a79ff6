/* bx-clause-row-private.h: what the files of BxClauseRow share (bx-clause-row.c, the
 * marks in bx-clause-row-marks.c, the links in bx-clause-row-links.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-clause-row.h"

G_BEGIN_DECLS

struct _BxClauseRow
{
  GtkWidget      parent_instance;

  const BxClause *clause;      /* not owned: the bound item's */
  GArray        *links;        /* (element-type BxClauseLink) of the original's markup */
  char          *highlight;
  char          *markup;
  guint          n_rules;
  gboolean       simplified;
  gboolean       summarized;
  gboolean       has_highlight;
  gboolean       bookmarked;
  char          *note;
  gboolean       exact;
  char          *press_link;   /* the link pressed, until released */
  gboolean       deferred;     /* bound, its labels not filled yet (not shown so far) */
  gboolean       built;        /* its children exist (made when first shown) */
  char          *reference;
  BxClauseRowReferenceFunc reference_func;
  gpointer       reference_data;

  GtkWidget     *id_label;
  GtkWidget     *original_label;
  GtkWidget     *translation_label;
  GtkWidget     *note_label;   /* made for a note */
  GtkWidget     *rules_button; /* made for a clause that rules cite */
  GtkWidget     *star_button;
  GtkWidget     *note_button;
  GtkWidget     *copy_button;
};

/* bx-clause-row.c */
void        bx_clause_row_ensure_filled       (BxClauseRow     *self);
gboolean    bx_clause_row_is_filled           (BxClauseRow     *self);
void        bx_clause_row_emit_annotation     (BxClauseRow     *self,
                                               const char      *uri,
                                               double           x,
                                               double           y);

/* bx-clause-row-marks.c */
GtkWidget  *bx_clause_row_ensure_note_label   (BxClauseRow     *self);
GtkWidget  *bx_clause_row_ensure_rules_button (BxClauseRow     *self);
void        bx_clause_row_apply_reference     (BxClauseRow     *self);
void        bx_clause_row_apply_n_rules       (BxClauseRow     *self);
void        bx_clause_row_apply_user_marks    (BxClauseRow     *self);
gboolean    bx_clause_row_query_tooltip_cb    (BxClauseRow     *self,
                                               int              x,
                                               int              y,
                                               gboolean         keyboard,
                                               GtkTooltip      *tooltip,
                                               GtkWidget       *widget);

/* bx-clause-row-links.c */
const char *bx_clause_row_link_at             (BxClauseRow     *self,
                                               double           x,
                                               double           y);
void        bx_clause_row_original_pressed_cb (BxClauseRow     *self,
                                               int              n_press,
                                               double           x,
                                               double           y,
                                               GtkGestureClick *gesture);
void        bx_clause_row_original_released_cb (BxClauseRow     *self,
                                                int              n_press,
                                                double           x,
                                                double           y,
                                                GtkGestureClick *gesture);
gboolean    bx_clause_row_original_activate_link_cb (BxClauseRow *self,
                                                     const char  *uri,
                                                     GtkLabel    *label);

G_END_DECLS
