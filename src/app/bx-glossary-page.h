/* bx-glossary-page.h: the glossary: every term with its forms, reading and gloss, and the
 * clauses that use it (each opens in the Reader)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-types.h"

G_BEGIN_DECLS

#define BX_TYPE_GLOSSARY_PAGE (bx_glossary_page_get_type ())

G_DECLARE_FINAL_TYPE (BxGlossaryPage, bx_glossary_page, BX, GLOSSARY_PAGE, AdwBin)

GtkWidget  *bx_glossary_page_new          (BxCorpus       *corpus);
gboolean    bx_glossary_page_show_term    (BxGlossaryPage *self,
                                           const char     *glossary_id);
const char *bx_glossary_page_get_term     (BxGlossaryPage *self);
GtkListBox *bx_glossary_page_get_terms    (BxGlossaryPage *self);
GtkListBox *bx_glossary_page_get_clauses  (BxGlossaryPage *self);
GtkEditable *bx_glossary_page_get_filter  (BxGlossaryPage *self);

G_END_DECLS
