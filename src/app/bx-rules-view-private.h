/* bx-rules-view-private.h: shared by bx-rules-view.c, bx-rules-pages.c and
 * bx-rules-widgets.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-game.h"
#include "bx-concepts.h"
#include "bx-encyclopedia.h"
#include "bx-tutorial.h"
#include "bx-rules-view.h"
#include "bx-session.h"

G_BEGIN_DECLS

struct _BxRulesView
{
  AdwBin       parent_instance;

  BxLibrary   *library;       /* the process's; borrowed */
  GPtrArray   *history;       /* (element-type utf8): the locations before this one */
  char        *location;      /* "welcome", "family/liubo", "ruleset/ID", "rule/ID#RULE", … */
  /* Where Back goes from the page F1 opened (bx_rules_view_set_return_page()): the window's
   * page, and the location and depth of history it applies to. */
  char        *return_page;
  char        *return_location;
  guint        return_depth;
  GPtrArray   *sessions;      /* (element-type BxSession): those the boards of the page show */
  GPtrArray   *concepts;      /* (element-type BxConcept), derived once */

  /* The rule page's example (not owned; NULL on other pages). */
  GtkWidget   *example_board;
  BxSession   *example_session;  /* one of @sessions */
  GtkWidget   *example_moves;    /* the buttons of the moves citing the rule */

  /* The tutorial being played. */
  guint        tutorial_step;
  int          tutorial_choice;   /* the legal move picked, or -1 */
  double       tutorial_scroll;   /* the page's scroll when the move was picked */

  /* Template children */
  AdwLeaflet  *leaflet;
  GtkListBox  *nav_list;
  GtkScrolledWindow *scroller;
  GtkBox      *content;
  GtkButton   *back_button;
  GtkLabel    *title_label;
};

/* bx-rules-widgets.c: the parts every page is built from. */
gboolean   bx_rules_zh_first          (void);
char      *bx_rules_zh                (const char   *text);
char      *bx_rules_name              (const char   *en,
                                       const char   *zh);
char      *bx_rules_pair              (const char   *en,
                                       const char   *zh);
GtkWidget *bx_rules_label             (const char   *text,
                                       const char   *css_classes);
GtkWidget *bx_rules_heading           (const char   *text,
                                       const char   *css_class);
GtkWidget *bx_rules_link              (const char   *label,
                                       const char   *action,
                                       GVariant     *target);
GtkWidget *bx_rules_status_badge      (BxRuleStatus  status);
GtkWidget *bx_rules_bilingual         (const char   *text_en,
                                       const char   *text_zh);
GtkWidget *bx_rules_clause            (BxRulesView  *self,
                                       const char   *clause_id,
                                       gboolean      context);
GtkWidget *bx_rules_clause_links      (BxRulesView  *self,
                                       const char * const *cites);
GtkWidget *bx_rules_rule_card         (BxRulesView  *self,
                                       BxRuleset    *ruleset,
                                       const BxRule *rule,
                                       gboolean      full);
GtkWidget *bx_rules_board             (BxRulesView  *self,
                                       BxSession    *session,
                                       int           height);
GtkWidget *bx_rules_throw_chart       (BxRuleset    *ruleset);
char      *bx_rules_status_counts_text (BxRuleset   *ruleset);
const char *bx_rules_topic_label      (BxTopic       topic);
void       bx_rules_highlight_move    (BxRulesView  *self,
                                       GtkWidget    *board,
                                       BxSession    *session,
                                       guint         index);

/* bx-rules-pages.c: the rule, concept and tutorial pages. */
void       bx_rules_view_build_rule      (BxRulesView *self,
                                          const char  *ruleset_id,
                                          const char  *rule_id);
void       bx_rules_view_mark_example_move (BxRulesView *self,
                                            guint        index);
void       bx_rules_view_build_concepts  (BxRulesView *self,
                                          const char  *concept_id);
void       bx_rules_view_build_tutorials (BxRulesView *self,
                                          const char  *family);
gboolean   bx_rules_view_show_tutorial_feedback (BxRulesView *self);
void       bx_rules_view_add             (BxRulesView *self,
                                          GtkWidget   *child);
void       bx_rules_view_set_title       (BxRulesView *self,
                                          const char  *title);

G_END_DECLS
