/* bx-reader-print.h: the reader's Print (Ctrl+P) and Export as PDF or HTML, drawn by
 * libboxi-export (src/export) (bx-reader-print.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-reader-view.h"

G_BEGIN_DECLS

/* What a print or an export takes from the reader. */
typedef enum
{
  BX_READER_SCOPE_WORK = 0,  /* the work shown */
  BX_READER_SCOPE_SECTION,   /* the section of the selected clause, else the one in view */
  BX_READER_SCOPE_SELECTION, /* the selected clauses */
} BxReaderScope;

void      bx_reader_view_class_add_export   (GtkWidgetClass *widget_class);
char     *bx_reader_view_dup_scope_id       (BxReaderView   *self,
                                             BxReaderScope   scope);
char    **bx_reader_view_dup_scope_ids      (BxReaderView   *self,
                                             BxReaderScope   scope);
gboolean  bx_reader_view_print              (BxReaderView   *self,
                                             const char     *export_path,
                                             GError        **error);
gboolean  bx_reader_view_export_to_file     (BxReaderView   *self,
                                             const char     *path,
                                             BxReaderScope   scope,
                                             GError        **error);

G_END_DECLS
