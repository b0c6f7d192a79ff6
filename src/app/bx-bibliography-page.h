/* bx-bibliography-page.h: the bibliography: each work's sources and witnesses, and the
 * modern reconstructions, with full references and what cites them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-ruleset.h"
#include "bx-types.h"

G_BEGIN_DECLS

#define BX_TYPE_BIBLIOGRAPHY_PAGE (bx_bibliography_page_get_type ())

G_DECLARE_FINAL_TYPE (BxBibliographyPage, bx_bibliography_page, BX, BIBLIOGRAPHY_PAGE, AdwBin)

GtkWidget  *bx_bibliography_page_new                 (BxCorpus           *corpus,
                                                      BxRulesetLibrary   *rulesets);
GtkListBox *bx_bibliography_page_get_works           (BxBibliographyPage *self);
GtkListBox *bx_bibliography_page_get_reconstructions (BxBibliographyPage *self);

G_END_DECLS
