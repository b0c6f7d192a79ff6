/* bx-reader-view-private.h: what the files of the reader share (bx-reader-view.c, the
 * search in bx-reader-search.c, the popovers and actions in bx-reader-view-actions.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-clause-item.h"
#include "bx-clause-row.h"
#include "bx-reader-view.h"
#include "bx-user-db.h"

G_BEGIN_DECLS

/* Search snippets mark their matches with two private-use characters, which survive
 * g_markup_escape_text() unchanged and never occur in the texts. */
#define SNIPPET_OPEN "\xee\x80\x80"  /* U+E000 */
#define SNIPPET_CLOSE "\xee\x80\x81" /* U+E001 */

#define FONT_SCALE_MIN 0.5
#define FONT_SCALE_MAX 3.0
#define FONT_SCALE_STEP 0.1

/* The characters that name a section without a head. */
#define INCIPIT_CHARS 8

struct _BxReaderView
{
  GtkWidget          parent_instance;

  GSettings         *settings;
  BxCorpus          *corpus;        /* not owned: see bx_reader_view_set_corpus() */
  BxRulesetLibrary  *library;       /* not owned: see bx_reader_view_set_ruleset_library() */
  BxEncyclopedia    *encyclopedia;  /* not owned: see bx_reader_view_set_encyclopedia() */
  GPtrArray         *works;         /* (element-type BxWork) */
  char              *work_id;
  BxWork            *work;
  GListStore        *items;         /* (element-type BxClauseItem): the work, in order */
  GtkMultiSelection *selection;     /* over items */
  GHashTable        *positions;     /* clause or section id → its position + 1 in items */
  GPtrArray         *entries;       /* (element-type BxClauseItem): all of them, in order;
                                     * items holds the first ones until the first frame */
  guint              fill_tick_id;  /* the rest of entries goes into items on it */
  guint              fill_ticks;
  GHashTable        *clause_rows;   /* clause id → the BxClauseRow bound to it (not owned) */
  GHashTable        *section_rows;  /* section id → the widget bound to it (not owned) */
  char              *visible_section; /* the section of the topmost clause in view */
  guint              visible_idle_id;
  guint              visible_tries;
  char              *query;
  char              *last_search;   /* the text and filters of the search shown */
  GListStore        *results;       /* of BxSearchResult */
  GtkCssProvider    *css;
  gboolean           simplified;
  double             font_scale;

  GtkWidget         *popover;
  GtkLabel          *popover_title;
  GtkLabel          *popover_subtitle;
  GtkLabel          *popover_body;
  GtkWidget         *rules_popover;
  GtkBox            *rules_box;

  char              *scroll_target;
  guint              scroll_tick_id;
  guint              scroll_tries;
  guint              scroll_stable;
  guint              scroll_asked;  /* times the list was asked to bring the target in */
  gint64             scroll_frame;  /* the frame clock's frame at the last step */
  gint64             scroll_started;
  gboolean           scroll_keep;   /* keep the target scroll_offset below the top */
  gboolean           scroll_focus;  /* give the target's row the focus when it shows */
  double             scroll_offset;

  /* The user's bookmarks and notes (bx-reader-view-notes.c) */
  BxUserDb          *user_db;       /* opened on first use */
  char              *user_db_path;  /* NULL: bx_user_db_default_path() */
  gboolean           user_db_failed;
  GtkWidget         *notes_popover;
  GtkSearchEntry    *notes_search;
  GtkListBox        *notes_list;
  GtkLabel          *notes_status;
  GtkWidget         *note_dialog;   /* the open note editor, or NULL (not owned) */

  /* Back and Forward (bx-reader-view-history.c) */
  GPtrArray         *history;       /* (element-type BxReaderPlace) */
  guint              history_pos;   /* the current place's index, when history->len > 0 */
  guint              navigating;    /* > 0: inside a move that must not be recorded */

  /* Template children */
  AdwToastOverlay   *toast_overlay;
  GtkSearchEntry    *search_entry;
  GtkToggleButton   *script_button;
  GtkButton         *zoom_button;
  GtkRevealer       *converted_revealer;
  GtkStack          *text_stack;
  AdwStatusPage     *empty_page;
  GtkScrolledWindow *text_scroller;
  GtkListView       *clause_list;
  GtkRevealer       *results_revealer;
  GtkDropDown       *work_dropdown;
  GtkStringList     *work_model;
  GtkDropDown       *layer_dropdown;
  GtkCheckButton    *exact_check;
  GtkLabel          *results_status;
  GtkListBox        *results_list;
  GtkMenuButton     *notes_button;
};

/* bx-reader-view.c */
const BxWork *bx_reader_view_find_work               (BxReaderView *self,
                                                      const char   *work_id);
void          bx_reader_view_show_toast              (BxReaderView *self,
                                                      const char   *title);
void          bx_reader_view_set_query               (BxReaderView *self,
                                                      const char   *query);
void          bx_reader_view_apply_highlight         (BxReaderView *self);
char         *bx_reader_view_convert                 (BxReaderView *self,
                                                      const char   *text);
void          bx_reader_view_remove_all_rows         (GtkListBox   *list);
BxClauseItem *bx_reader_view_get_item                (BxReaderView *self,
                                                      const char   *id);
char        **bx_reader_view_dup_selected_clauses    (BxReaderView *self);

/* bx-reader-view-list.c */
void          bx_reader_view_init_list               (BxReaderView *self);
void          bx_reader_view_dispose_list            (BxReaderView *self);
void          bx_reader_view_finalize_list           (BxReaderView *self);
void          bx_reader_view_clear_list              (BxReaderView *self);
void          bx_reader_view_fill_list               (BxReaderView *self,
                                                      const BxWork *work,
                                                      GPtrArray    *sections,
                                                      GPtrArray    *clauses);
void          bx_reader_view_rebind_rows             (BxReaderView *self);
void          bx_reader_view_update_rules_marker     (BxReaderView *self,
                                                      BxClauseRow  *row);
void          bx_reader_view_scroll_to               (BxReaderView *self,
                                                      const char   *id,
                                                      gboolean      focus);
void          bx_reader_view_keep_place              (BxReaderView *self);
void          bx_reader_view_select_position         (BxReaderView *self,
                                                      guint         pos);
void          bx_reader_view_queue_visible_section   (BxReaderView *self);
void          bx_reader_view_set_visible_section     (BxReaderView *self,
                                                      const char   *section_id);

/* bx-reader-search.c */
void          bx_reader_view_class_add_search        (GtkWidgetClass *widget_class);
void          bx_reader_view_init_search             (BxReaderView   *self);
void          bx_reader_view_refresh_search          (BxReaderView   *self);

/* bx-reader-view-actions.c */
void          bx_reader_view_class_add_actions       (GtkWidgetClass *widget_class);
GtkWidget    *bx_reader_view_annotation_popover_new  (BxReaderView   *self);
GtkWidget    *bx_reader_view_rules_popover_new       (BxReaderView   *self);
void          bx_reader_view_annotation_activated_cb (BxReaderView   *self,
                                                      const char     *uri,
                                                      double          x,
                                                      double          y,
                                                      BxClauseRow    *row);

/* bx-reader-view-notes.c */
void          bx_reader_view_class_add_notes         (GtkWidgetClass *widget_class);
void          bx_reader_view_init_notes              (BxReaderView   *self);
void          bx_reader_view_dispose_notes           (BxReaderView   *self);
void          bx_reader_view_update_user_marks       (BxReaderView   *self);
void          bx_reader_view_complete_list           (BxReaderView   *self);
GPtrArray    *bx_reader_view_search_notes            (BxReaderView   *self,
                                                      const char     *text,
                                                      const BxSearchOptions *options);

/* bx-reader-view-history.c */
void          bx_reader_view_class_add_history       (GtkWidgetClass *widget_class);
void          bx_reader_view_init_history            (BxReaderView   *self);
void          bx_reader_view_finalize_history        (BxReaderView   *self);
void          bx_reader_view_remember_selection      (BxReaderView   *self);
void          bx_reader_view_record_place            (BxReaderView   *self,
                                                      const char     *kind,
                                                      const char     *id);

G_END_DECLS
