/* bx-rules-view.h: the Rules page: family articles, rulesets, rules, concepts, tutorials
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-library.h"

G_BEGIN_DECLS

#define BX_TYPE_RULES_VIEW (bx_rules_view_get_type ())

G_DECLARE_FINAL_TYPE (BxRulesView, bx_rules_view, BX, RULES_VIEW, AdwBin)

GtkWidget  *bx_rules_view_new           (void);
void        bx_rules_view_set_library   (BxRulesView *self,
                                         BxLibrary   *library);
void        bx_rules_view_show_family   (BxRulesView *self,
                                         const char  *family);
void        bx_rules_view_show_ruleset  (BxRulesView *self,
                                         const char  *ruleset_id);
void        bx_rules_view_show_rule     (BxRulesView *self,
                                         const char  *ruleset_id,
                                         const char  *rule_id);
void        bx_rules_view_show_welcome  (BxRulesView *self);
gboolean    bx_rules_view_show_article  (BxRulesView *self,
                                         const char  *family,
                                         const char  *fragment);
gboolean    bx_rules_view_go            (BxRulesView *self,
                                         const char  *location);
gboolean    bx_rules_view_go_back       (BxRulesView *self);
void        bx_rules_view_set_return_page (BxRulesView *self,
                                           const char  *page);
const char *bx_rules_view_get_location  (BxRulesView *self);
GtkWidget  *bx_rules_view_get_content   (BxRulesView *self);

G_END_DECLS
