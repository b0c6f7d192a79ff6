/* bx-compare-view.h: the rules of two to four rulesets side by side, and twin boards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-compare.h"
#include "bx-ruleset.h"

G_BEGIN_DECLS

#define BX_TYPE_COMPARE_VIEW (bx_compare_view_get_type ())

G_DECLARE_FINAL_TYPE (BxCompareView, bx_compare_view, BX, COMPARE_VIEW, AdwBin)

GtkWidget          *bx_compare_view_new            (void);
void                bx_compare_view_set_corpus     (BxCompareView      *self,
                                                    BxCorpus           *corpus);
void                bx_compare_view_set_library    (BxCompareView      *self,
                                                    BxRulesetLibrary   *library);
gboolean            bx_compare_view_set_rulesets   (BxCompareView      *self,
                                                    const char * const *ruleset_ids,
                                                    GError            **error);
char              **bx_compare_view_dup_ruleset_ids (BxCompareView     *self);
const BxComparison *bx_compare_view_get_comparison (BxCompareView      *self);
void                bx_compare_view_show_section   (BxCompareView      *self,
                                                    const char         *section);
const char         *bx_compare_view_get_section    (BxCompareView      *self);
GtkWidget          *bx_compare_view_get_twin_view  (BxCompareView      *self);
GtkWidget          *bx_compare_view_get_stats_view (BxCompareView     *self);
GtkWidget          *bx_compare_view_get_rules_box  (BxCompareView      *self);

G_END_DECLS
