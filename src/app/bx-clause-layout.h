/* bx-clause-layout.h: the columns of the Reader's rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * BxClauseColumn:
 * @BX_CLAUSE_COLUMN_NONE: not laid out (the default)
 * @BX_CLAUSE_COLUMN_ID: the margin: the clause's reference, a summary's tag; ten
 *   characters wide in every row
 * @BX_CLAUSE_COLUMN_ORIGINAL: the original text
 * @BX_CLAUSE_COLUMN_TRANSLATION: the translation and what goes under it, stacked
 * @BX_CLAUSE_COLUMN_SIDE: the star and note buttons, side by side
 * @BX_CLAUSE_COLUMN_COPY: the copy button
 * @BX_CLAUSE_COLUMN_TRANSLATION_RULE: a rule at the left edge of the translation column, as
 *   high as what the column holds (a summary's), its natural width wide; it takes no room
 *   from the column's other children (give them a margin)
 *
 * The columns of a row, left to right; the original and the translation share the width
 * left by the others.
 */
typedef enum
{
  BX_CLAUSE_COLUMN_NONE,
  BX_CLAUSE_COLUMN_ID,
  BX_CLAUSE_COLUMN_ORIGINAL,
  BX_CLAUSE_COLUMN_TRANSLATION,
  BX_CLAUSE_COLUMN_SIDE,
  BX_CLAUSE_COLUMN_COPY,
  BX_CLAUSE_COLUMN_TRANSLATION_RULE,
} BxClauseColumn;

#define BX_TYPE_CLAUSE_LAYOUT (bx_clause_layout_get_type ())

G_DECLARE_FINAL_TYPE (BxClauseLayout, bx_clause_layout, BX, CLAUSE_LAYOUT, GtkLayoutManager)

GtkLayoutManager *bx_clause_layout_new            (void);
void              bx_clause_layout_set_column     (GtkWidget      *child,
                                                   BxClauseColumn  column);
void              bx_clause_layout_set_font_width (GtkWidget      *label,
                                                   int             n_chars);
void              bx_clause_layout_measure        (GtkWidget      *widget,
                                                   GtkOrientation  orientation,
                                                   int             for_size,
                                                   int            *minimum,
                                                   int            *natural);
void              bx_clause_layout_allocate       (GtkWidget      *widget,
                                                   int             width,
                                                   int             height);

G_END_DECLS
