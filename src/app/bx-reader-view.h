/* bx-reader-view.h: a work of the corpus, clause against translation, with search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-corpus.h"
#include "bx-encyclopedia.h"
#include "bx-ruleset.h"
#include "bx-user-db.h"

G_BEGIN_DECLS

#define BX_TYPE_READER_VIEW (bx_reader_view_get_type ())

G_DECLARE_FINAL_TYPE (BxReaderView, bx_reader_view, BX, READER_VIEW, GtkWidget)

GtkWidget  *bx_reader_view_new                 (void);
void        bx_reader_view_set_corpus          (BxReaderView *self,
                                                BxCorpus     *corpus);
BxCorpus   *bx_reader_view_get_corpus          (BxReaderView *self);
gboolean    bx_reader_view_show_work           (BxReaderView *self,
                                                const char   *work_id);
const char *bx_reader_view_get_work_id         (BxReaderView *self);
const char *bx_reader_view_peek_section_text (BxReaderView *self,
                                              const char   *section_id);
gboolean    bx_reader_view_show_section        (BxReaderView *self,
                                                const char   *section_id);
gboolean    bx_reader_view_show_clause         (BxReaderView *self,
                                                const char   *clause_id);
const char *bx_reader_view_get_selected_clause (BxReaderView *self);
char      **bx_reader_view_get_selected_clauses (BxReaderView *self);
gboolean    bx_reader_view_select_clauses      (BxReaderView      *self,
                                                const char *const *clause_ids);
GListModel *bx_reader_view_get_clause_model    (BxReaderView *self);
guint       bx_reader_view_get_position        (BxReaderView *self,
                                                const char   *id);
GtkWidget  *bx_reader_view_get_row             (BxReaderView *self,
                                                const char   *id);
const char *bx_reader_view_get_visible_section (BxReaderView *self);
void        bx_reader_view_search              (BxReaderView *self,
                                                const char   *query);
GtkEditable *bx_reader_view_get_search_entry   (BxReaderView *self);
char      **bx_reader_view_dup_result_markup   (BxReaderView *self);
gboolean    bx_reader_view_is_searching        (BxReaderView *self);
void        bx_reader_view_show_message        (BxReaderView *self,
                                                const char   *message);
char       *bx_reader_view_dup_citation        (BxReaderView *self,
                                                const char   *clause_id);
void        bx_reader_view_set_ruleset_library (BxReaderView     *self,
                                                BxRulesetLibrary *library);
void        bx_reader_view_set_encyclopedia    (BxReaderView     *self,
                                                BxEncyclopedia   *encyclopedia);
gboolean    bx_reader_view_show_rules          (BxReaderView *self,
                                                const char   *clause_id);

/* Back and Forward (bx-reader-view-history.c) */
gboolean    bx_reader_view_go_back             (BxReaderView *self);
gboolean    bx_reader_view_go_forward          (BxReaderView *self);

/* Bookmarks, notes and Copy with Citation (bx-reader-view-notes.c) */
void        bx_reader_view_set_user_db_path    (BxReaderView *self,
                                                const char   *path);
BxUserDb   *bx_reader_view_get_user_db         (BxReaderView *self);
gboolean    bx_reader_view_set_bookmark        (BxReaderView *self,
                                                const char   *clause_id,
                                                gboolean      bookmarked);
gboolean    bx_reader_view_save_note           (BxReaderView *self,
                                                const char   *clause_id,
                                                const char   *text);
GtkWidget  *bx_reader_view_edit_note           (BxReaderView *self,
                                                const char   *clause_id);
GtkWidget  *bx_reader_view_get_notes_list      (BxReaderView *self);
char       *bx_reader_view_dup_citation_html   (BxReaderView *self,
                                                const char   *clause_id);
gboolean    bx_reader_view_copy_citation       (BxReaderView *self,
                                                const char   *clause_id);
gboolean    bx_reader_view_copy_citations      (BxReaderView      *self,
                                                const char *const *clause_ids);

G_END_DECLS
