/* bx-export.h: a work, a section or a list of clauses laid out for reading away from the
 * app: the provenance from the TEI header, the original with its clause ids, the
 * translation beside or below it, the notes as footnotes and the variant readings as an
 * apparatus; written as HTML (bx-export-html.c) or drawn with cairo and Pango into a PDF
 * or a print context (bx-export-pdf.c).
 *
 * This library (src/export, libboxi-export) is outside the core because it draws with
 * cairo and Pango; boxi-cli and the app both link it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "bx-corpus.h"

G_BEGIN_DECLS

typedef struct _BxExportDoc BxExportDoc;
typedef struct _BxExportLayout BxExportLayout;

/* Where the translation stands. */
typedef enum
{
  BX_EXPORT_BESIDE = 0,  /* the original on the left, the translation on the right */
  BX_EXPORT_BELOW,       /* the translation under each clause, across the full width */
} BxExportArrangement;

/* A page, in points (1/72 inch): its size and the margins inside which the text stands.
 * The running head and the page number sit in the top and bottom margins. */
typedef struct
{
  double              width;
  double              height;
  double              margin_top;
  double              margin_bottom;
  double              margin_left;
  double              margin_right;
  BxExportArrangement arrangement;
} BxExportPage;

/* An A4 page with 2 cm margins, the translation beside the original. */
#define BX_EXPORT_PAGE_A4 { 595.276, 841.89, 62.0, 62.0, 57.0, 57.0, BX_EXPORT_BESIDE }

BxExportDoc    *bx_export_doc_new          (BxCorpus            *corpus,
                                            const char * const  *ids,
                                            GError             **error);
const char     *bx_export_doc_get_title    (BxExportDoc         *doc);
void            bx_export_doc_get_counts   (BxExportDoc         *doc,
                                            guint               *n_clauses,
                                            guint               *n_notes,
                                            guint               *n_variants);
void            bx_export_doc_free         (BxExportDoc         *doc);

char           *bx_export_doc_to_html      (BxExportDoc         *doc);
gboolean        bx_export_doc_save_html    (BxExportDoc         *doc,
                                            const char          *path,
                                            GError             **error);
gboolean        bx_export_doc_save_pdf     (BxExportDoc         *doc,
                                            const char          *path,
                                            const BxExportPage  *page,
                                            guint               *n_pages,
                                            GError             **error);

BxExportLayout *bx_export_layout_new       (BxExportDoc         *doc,
                                            cairo_t             *cr,
                                            const BxExportPage  *page);
guint           bx_export_layout_get_n_pages (BxExportLayout    *layout);
void            bx_export_layout_draw_page (BxExportLayout      *layout,
                                            cairo_t             *cr,
                                            guint                page);
void            bx_export_layout_free      (BxExportLayout      *layout);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxExportDoc, bx_export_doc_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxExportLayout, bx_export_layout_free)

G_END_DECLS
