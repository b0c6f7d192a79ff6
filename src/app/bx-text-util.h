/* bx-text-util.h: text helpers shared by the reader, the clause rows and the citation
 * panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "bx-corpus.h"
#include "bx-ruleset.h"

G_BEGIN_DECLS

/* The highlight of a search match, in Pango markup. */
#define BX_HIGHLIGHT_OPEN "<span weight=\"bold\" bgcolor=\"#f6d32d\" bgalpha=\"45%\">"
#define BX_HIGHLIGHT_CLOSE "</span>"

char *bx_markup_from_snippet (const char *snippet,
                              const char *open_marker,
                              const char *close_marker);
char *bx_to_simplified       (const char *text);
char *bx_text_incipit        (const char *text,
                              guint       n_chars);

/**
 * BxUiScript:
 * @BX_UI_SCRIPT_NONE: the UI's language is not Chinese
 * @BX_UI_SCRIPT_TRADITIONAL: Chinese in traditional characters (zh_TW, zh_HK, zh)
 * @BX_UI_SCRIPT_SIMPLIFIED: Chinese in simplified characters (zh_CN, zh_SG, zh_Hans)
 */
typedef enum
{
  BX_UI_SCRIPT_NONE,
  BX_UI_SCRIPT_TRADITIONAL,
  BX_UI_SCRIPT_SIMPLIFIED,
} BxUiScript;

BxUiScript bx_ui_script          (const char  *language);
gboolean   bx_statements_for_ui  (const char  *statement_en,
                                  const char  *statement_zh,
                                  const char  *language,
                                  char       **first,
                                  char       **second);
GtkWidget *bx_converted_label_new (void);
const char *bx_topic_title       (BxTopic      topic);
char      *bx_rule_heading       (const BxRule *rule,
                                  const char   *language);
char      *bx_clause_label_for_ui (BxCorpus   *corpus,
                                   const char *clause_id);
char      *bx_ruleset_name_for_ui (BxRuleset  *ruleset);
char      *bx_ruleset_pair_for_ui (BxRuleset  *ruleset);
char      *bx_ruleset_zh_for_ui   (BxRuleset  *ruleset);
char      *bx_rule_rationale_for_ui (const BxRule *rule,
                                     gboolean     *converted);

G_END_DECLS
