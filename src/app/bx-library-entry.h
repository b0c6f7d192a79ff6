/* bx-library-entry.h: one work, section or page of the library sidebar, as a list model item
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define BX_TYPE_LIBRARY_ENTRY (bx_library_entry_get_type ())

G_DECLARE_FINAL_TYPE (BxLibraryEntry, bx_library_entry, BX, LIBRARY_ENTRY, GObject)

BxLibraryEntry *bx_library_entry_new_work     (const char     *work_id,
                                               const char     *title,
                                               const char     *subtitle);
BxLibraryEntry *bx_library_entry_new_section  (const char     *section_id,
                                               const char     *title,
                                               gboolean        title_is_markup,
                                               guint           depth);
const char     *bx_library_entry_get_id       (BxLibraryEntry *self);
gboolean        bx_library_entry_is_work      (BxLibraryEntry *self);
const char     *bx_library_entry_get_title    (BxLibraryEntry *self);
gboolean        bx_library_entry_is_markup    (BxLibraryEntry *self);
const char     *bx_library_entry_get_subtitle (BxLibraryEntry *self);
guint           bx_library_entry_get_depth    (BxLibraryEntry *self);

BxLibraryEntry *bx_library_entry_new_page     (const char     *page,
                                               const char     *title,
                                               const char     *icon_name);
gboolean        bx_library_entry_is_page      (BxLibraryEntry *self);
const char     *bx_library_entry_get_icon_name (BxLibraryEntry *self);
GListModel     *bx_library_entry_get_children (BxLibraryEntry *self);
void            bx_library_entry_set_children (BxLibraryEntry *self,
                                               GListModel     *children);

G_END_DECLS
