/* bx-library-sidebar.h: the Reader's library: the glossary and bibliography pages, then
 * each work as a tree of its sections, following what the Reader shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-library-entry.h"
#include "bx-types.h"

G_BEGIN_DECLS

#define BX_TYPE_LIBRARY_SIDEBAR (bx_library_sidebar_get_type ())

G_DECLARE_FINAL_TYPE (BxLibrarySidebar, bx_library_sidebar, BX, LIBRARY_SIDEBAR, AdwBin)

GtkWidget   *bx_library_sidebar_new             (void);
void         bx_library_sidebar_set_corpus      (BxLibrarySidebar *self,
                                                 BxCorpus         *corpus);
void         bx_library_sidebar_set_reader      (BxLibrarySidebar *self,
                                                 GObject          *reader);
gboolean     bx_library_sidebar_reveal          (BxLibrarySidebar *self,
                                                 const char       *id);
const char  *bx_library_sidebar_get_selected_id (BxLibrarySidebar *self);
GtkListView *bx_library_sidebar_get_list_view   (BxLibrarySidebar *self);

G_END_DECLS
