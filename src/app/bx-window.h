/* bx-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-application.h"
#include "bx-corpus.h"
#include "bx-ruleset.h"

G_BEGIN_DECLS

#define BX_TYPE_WINDOW (bx_window_get_type ())

G_DECLARE_FINAL_TYPE (BxWindow, bx_window, BX, WINDOW, AdwApplicationWindow)

BxWindow   *bx_window_new           (BxApplication *application);
void        bx_window_show_page     (BxWindow      *self,
                                     const char    *page);
const char *bx_window_get_page      (BxWindow      *self);
GtkWidget  *bx_window_get_area      (BxWindow      *self,
                                     const char    *area);
GtkWidget  *bx_window_peek_area     (BxWindow      *self,
                                     const char    *area);
BxCorpus   *bx_window_get_corpus    (BxWindow      *self);
BxRulesetLibrary *bx_window_get_ruleset_library (BxWindow *self);
void        bx_window_show_message  (BxWindow      *self,
                                     const char    *message);
void        bx_window_set_autosave_path (BxWindow  *self,
                                         const char *path);

G_END_DECLS
