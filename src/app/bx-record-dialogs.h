/* bx-record-dialogs.h: choosing a game record to open or save, and the error if that fails
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * BxRecordChosen:
 * @path: the file chosen
 * @error: where to set why the record could not be opened or saved
 * @user_data: the data given with the callback
 *
 * Opens or saves the record at @path.
 *
 * Returns: %TRUE on success
 */
typedef gboolean (*BxRecordChosen) (const char  *path,
                                    GError     **error,
                                    gpointer     user_data);

GtkNativeDialog *bx_record_dialog_new (GtkWidget      *widget,
                                       gboolean        save,
                                       const char     *current_name,
                                       BxRecordChosen  chosen,
                                       gpointer        user_data);
void             bx_show_error        (GtkWidget      *widget,
                                       const char     *heading,
                                       const GError   *error);

G_END_DECLS
