/* bx-record-dialogs.c: choosing a game record to open or save, and the error if that fails
 *
 * The play page's play.open and play.save show a native file chooser for JSON game
 * records.  When the user accepts, the callback opens or saves the record, and a failure
 * is shown in a message dialog (the heading says what failed, the body the error's file,
 * line and reason).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "bx-record-dialogs.h"

typedef struct
{
  BxRecordChosen  chosen;
  gpointer        user_data;
  GtkWidget      *widget;    /* weak */
  gboolean        save;
} Chooser;

/* Statics */

static GtkFileFilter *
record_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Game records"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_filter_add_mime_type (filter, "application/json");
  return filter;
}

static GtkWindow *
widget_window (GtkWidget *widget)
{
  GtkRoot *root = widget != NULL ? gtk_widget_get_root (widget) : NULL;

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
chooser_free (gpointer  data,
              GClosure *closure)
{
  Chooser *chooser = data;

  g_clear_weak_pointer (&chooser->widget);
  g_free (chooser);
}

/* Callbacks */

static void
response_cb (GtkNativeDialog *native,
             int              response,
             Chooser         *chooser)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  if (response != GTK_RESPONSE_ACCEPT || chooser->widget == NULL)
    return;
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  path = file != NULL ? g_file_get_path (file) : NULL;
  if (path != NULL && !chooser->chosen (path, &error, chooser->user_data))
    bx_show_error (chooser->widget,
                   chooser->save ? _("The Game Could Not Be Saved")
                                 : _("The Game Could Not Be Opened"),
                   error);
}

/* Public API */

/**
 * bx_record_dialog_new:
 * @widget: the widget whose window the dialog is modal for
 * @save: %TRUE to save a record, %FALSE to open one
 * @current_name: (nullable): the name suggested for a record to save, "shuanglu-ping-7.json"
 * @chosen: what to do with the file the user accepts
 * @user_data: data for @chosen; it must outlive the dialog
 *
 * Returns: (transfer full): the file chooser, not shown yet (gtk_native_dialog_show()); the
 *   caller destroys it when it no longer wants it
 */
GtkNativeDialog *
bx_record_dialog_new (GtkWidget      *widget,
                      gboolean        save,
                      const char     *current_name,
                      BxRecordChosen  chosen,
                      gpointer        user_data)
{
  g_autoptr(GtkFileFilter) filter = record_filter ();
  GtkFileChooserNative *native;
  Chooser *chooser;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  g_return_val_if_fail (chosen != NULL, NULL);

  native = gtk_file_chooser_native_new (save ? _("Save the Game Record")
                                             : _("Open a Game Record"),
                                        widget_window (widget),
                                        save ? GTK_FILE_CHOOSER_ACTION_SAVE
                                             : GTK_FILE_CHOOSER_ACTION_OPEN,
                                        save ? _("_Save") : _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  if (save && current_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), current_name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);

  chooser = g_new0 (Chooser, 1);
  chooser->chosen = chosen;
  chooser->user_data = user_data;
  chooser->save = save;
  g_set_weak_pointer (&chooser->widget, widget);
  g_signal_connect_data (native, "response", G_CALLBACK (response_cb), chooser, chooser_free, 0);
  return GTK_NATIVE_DIALOG (native);
}

/**
 * bx_show_error:
 * @widget: the widget whose window the message is for
 * @heading: what failed, "The Game Could Not Be Opened"
 * @error: why
 *
 * Shows @error in a message dialog with a Close button.
 */
void
bx_show_error (GtkWidget    *widget,
               const char   *heading,
               const GError *error)
{
  GtkWidget *dialog;

  g_return_if_fail (heading != NULL && error != NULL);

  dialog = adw_message_dialog_new (widget_window (widget), heading, error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}
