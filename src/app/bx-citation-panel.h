/* bx-citation-panel.h: the rules behind a move, each with its status and the source
 * clauses it cites, original and translation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-corpus.h"
#include "bx-game.h"

G_BEGIN_DECLS

#define BX_TYPE_CITATION_PANEL (bx_citation_panel_get_type ())

G_DECLARE_FINAL_TYPE (BxCitationPanel, bx_citation_panel, BX, CITATION_PANEL, AdwBin)

GtkWidget  *bx_citation_panel_new              (void);
void        bx_citation_panel_set_corpus       (BxCitationPanel *self,
                                                BxCorpus        *corpus);
void        bx_citation_panel_set_clause_index (BxCitationPanel *self,
                                                BxClauseIndex   *index);
void        bx_citation_panel_show_move        (BxCitationPanel *self,
                                                const BxGame    *game,
                                                const BxMove    *move,
                                                const char      *heading,
                                                const char      *description);
void        bx_citation_panel_show_message     (BxCitationPanel *self,
                                                const char      *heading,
                                                const char      *message);
const char *bx_citation_panel_get_heading      (BxCitationPanel *self);
char      **bx_citation_panel_dup_clause_ids   (BxCitationPanel *self);
char      **bx_citation_panel_dup_rule_ids     (BxCitationPanel *self);

const char *bx_rule_status_label               (BxRuleStatus     status);
const char *bx_rule_status_css_class           (BxRuleStatus     status);

G_END_DECLS
