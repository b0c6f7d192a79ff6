/* bx-search-result.h: one hit of the reader's search, as a list model item
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define BX_TYPE_SEARCH_RESULT (bx_search_result_get_type ())

G_DECLARE_FINAL_TYPE (BxSearchResult, bx_search_result, BX, SEARCH_RESULT, GObject)

BxSearchResult *bx_search_result_new           (const char     *clause_id,
                                                const char     *meta,
                                                const char     *markup,
                                                gboolean        original);
const char     *bx_search_result_get_clause_id (BxSearchResult *self);
const char     *bx_search_result_get_meta      (BxSearchResult *self);
const char     *bx_search_result_get_markup    (BxSearchResult *self);
gboolean        bx_search_result_is_original   (BxSearchResult *self);
void            bx_search_result_set_target    (BxSearchResult *self,
                                                int             kind,
                                                const char     *target,
                                                const char     *rule_id);
int             bx_search_result_get_kind      (BxSearchResult *self);
const char     *bx_search_result_get_target    (BxSearchResult *self);
const char     *bx_search_result_get_rule_id   (BxSearchResult *self);

G_END_DECLS
