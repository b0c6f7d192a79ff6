/* bx-reader-print.c: the reader's Print (Ctrl+P, GtkPrintOperation) and Export as PDF or
 * HTML (GtkFileChooserNative): the work shown, or the section in view.  The pages are
 * libboxi-export's (src/export): the same layout the PDF export and boxi-cli export-text
 * draw, here drawn into the print context.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bx-export.h"
#include "bx-reader-print.h"
#include "bx-reader-view-private.h"

typedef struct
{
  BxReaderView   *view;       /* not owned */
  char           *work_id;
  char           *section_id; /* nullable */
  char          **selection;  /* the selected clauses' ids, or NULL */
  BxReaderScope   scope;
  BxExportDoc    *doc;
  BxExportLayout *layout;
  GtkCheckButton *work_check; /* the custom tab's choices, while they exist */
  GtkCheckButton *selection_check;
} PrintJob;

static void
print_job_free (PrintJob *job)
{
  g_free (job->work_id);
  g_free (job->section_id);
  g_strfreev (job->selection);
  g_clear_pointer (&job->layout, bx_export_layout_free);
  g_clear_pointer (&job->doc, bx_export_doc_free);
  g_free (job);
}

/**
 * bx_reader_view_dup_scope_id:
 * @self: a #BxReaderView
 * @scope: the work, or the section
 *
 * Returns: (transfer full) (nullable): the id of the work shown, or of the section of the
 * selected clause (else the section in view); %NULL when no work is shown, or the work
 * has no sections
 */
char *
bx_reader_view_dup_scope_id (BxReaderView  *self,
                             BxReaderScope  scope)
{
  const char *clause_id;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);

  if (self->work_id == NULL || self->corpus == NULL)
    return NULL;
  if (scope == BX_READER_SCOPE_WORK)
    return g_strdup (self->work_id);
  clause_id = bx_reader_view_get_selected_clause (self);
  if (clause_id != NULL)
    {
      g_autoptr(BxClause) clause = bx_corpus_get_clause (self->corpus, clause_id, NULL);

      if (clause != NULL && clause->section_id != NULL)
        return g_strdup (clause->section_id);
    }
  return g_strdup (bx_reader_view_get_visible_section (self));
}

/**
 * bx_reader_view_dup_scope_ids:
 * @self: a #BxReaderView
 * @scope: the work, the section, or the selected clauses
 *
 * What a print or an export of @scope takes, as bx_export_doc_new() reads it.
 *
 * Returns: (transfer full) (nullable): the ids: the work's, the section's (see
 *   bx_reader_view_dup_scope_id()), or the selected clauses' in the text's order; %NULL
 *   when there is none
 */
char **
bx_reader_view_dup_scope_ids (BxReaderView  *self,
                              BxReaderScope  scope)
{
  g_autofree char *id = NULL;
  char **ids;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);

  if (scope == BX_READER_SCOPE_SELECTION)
    {
      ids = bx_reader_view_dup_selected_clauses (self);
      if (ids[0] != NULL)
        return ids;
      g_strfreev (ids);
      return NULL;
    }
  id = bx_reader_view_dup_scope_id (self, scope);
  if (id == NULL)
    return NULL;
  ids = g_new0 (char *, 2);
  ids[0] = g_steal_pointer (&id);
  return ids;
}

/* The scope a print or an export proposes: the selection when several clauses are
 * selected, the section when one is, else the work. */
static BxReaderScope
default_scope (BxReaderView *self,
               gboolean      has_section)
{
  g_auto(GStrv) selected = bx_reader_view_dup_selected_clauses (self);
  guint n = g_strv_length (selected);

  if (n > 1)
    return BX_READER_SCOPE_SELECTION;
  return n == 1 && has_section ? BX_READER_SCOPE_SECTION : BX_READER_SCOPE_WORK;
}

/**
 * bx_reader_view_export_to_file:
 * @self: a #BxReaderView
 * @path: the file: a name ending in ".html" or ".htm" is written as HTML, any other as PDF
 * @scope: the work shown, the section in view, or the selected clauses
 * @error: return location for a #GError
 *
 * Exports what the reader shows, as boxi-cli export-text does, and saves it atomically.
 *
 * Returns: %TRUE on success
 */
gboolean
bx_reader_view_export_to_file (BxReaderView   *self,
                               const char     *path,
                               BxReaderScope   scope,
                               GError        **error)
{
  g_auto(GStrv) ids = NULL;
  g_autoptr(BxExportDoc) doc = NULL;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  ids = bx_reader_view_dup_scope_ids (self, scope);
  if (ids == NULL)
    ids = bx_reader_view_dup_scope_ids (self, BX_READER_SCOPE_WORK);
  if (ids == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No text is shown"));
      return FALSE;
    }
  doc = bx_export_doc_new (self->corpus, (const char *const *) ids, error);
  if (doc == NULL)
    return FALSE;
  if (g_str_has_suffix (path, ".html") || g_str_has_suffix (path, ".htm"))
    return bx_export_doc_save_html (doc, path, error);
  return bx_export_doc_save_pdf (doc, path, NULL, NULL, error);
}

/* Print */

static GObject *
create_custom_widget_cb (GtkPrintOperation *op,
                         PrintJob          *job)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *work = gtk_check_button_new_with_label (_("The whole work"));
  GtkWidget *section = gtk_check_button_new_with_label (_("The section in view"));
  GtkWidget *selection = gtk_check_button_new_with_label (_("The selected clauses"));

  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_check_button_set_group (GTK_CHECK_BUTTON (section), GTK_CHECK_BUTTON (work));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (work), job->scope == BX_READER_SCOPE_WORK);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (section),
                               job->scope == BX_READER_SCOPE_SECTION);
  gtk_check_button_set_group (GTK_CHECK_BUTTON (selection), GTK_CHECK_BUTTON (work));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (selection),
                               job->scope == BX_READER_SCOPE_SELECTION);
  gtk_widget_set_sensitive (section, job->section_id != NULL);
  gtk_widget_set_sensitive (selection, job->selection != NULL);
  gtk_box_append (GTK_BOX (box), work);
  gtk_box_append (GTK_BOX (box), section);
  gtk_box_append (GTK_BOX (box), selection);
  job->work_check = GTK_CHECK_BUTTON (work);
  job->selection_check = GTK_CHECK_BUTTON (selection);
  return G_OBJECT (box);
}

static void
custom_widget_apply_cb (GtkPrintOperation *op,
                        GtkWidget         *widget,
                        PrintJob          *job)
{
  if (job->work_check != NULL)
    job->scope = gtk_check_button_get_active (job->work_check) ? BX_READER_SCOPE_WORK
                 : gtk_check_button_get_active (job->selection_check)
                 ? BX_READER_SCOPE_SELECTION : BX_READER_SCOPE_SECTION;
  job->work_check = NULL;
  job->selection_check = NULL;
}

static void
begin_print_cb (GtkPrintOperation *op,
                GtkPrintContext   *context,
                PrintJob          *job)
{
  g_autoptr(GError) error = NULL;
  const char *ids[2] = { NULL, NULL };
  /* The print context is the printable area already, inside the printer's margins: the
   * running head and the page number need room inside it, and the text a margin of its
   * own beyond the printer's narrow one. */
  BxExportPage page = { 0, 0, 36.0, 36.0, 28.0, 28.0, BX_EXPORT_BESIDE };

  ids[0] = job->scope == BX_READER_SCOPE_SECTION && job->section_id != NULL ? job->section_id
                                                                            : job->work_id;
  job->doc = bx_export_doc_new (bx_reader_view_get_corpus (job->view),
                                job->scope == BX_READER_SCOPE_SELECTION && job->selection != NULL
                                ? (const char *const *) job->selection : ids, &error);
  if (job->doc == NULL)
    {
      bx_reader_view_show_toast (job->view, error->message);
      gtk_print_operation_cancel (op);
      return;
    }
  page.width = gtk_print_context_get_width (context);
  page.height = gtk_print_context_get_height (context);
  job->layout = bx_export_layout_new (job->doc, gtk_print_context_get_cairo_context (context),
                                      &page);
  gtk_print_operation_set_n_pages (op, bx_export_layout_get_n_pages (job->layout));
}

static void
draw_page_cb (GtkPrintOperation *op,
              GtkPrintContext   *context,
              int                page_nr,
              PrintJob          *job)
{
  if (job->layout == NULL || page_nr < 0
      || (guint) page_nr >= bx_export_layout_get_n_pages (job->layout))
    return;
  bx_export_layout_draw_page (job->layout, gtk_print_context_get_cairo_context (context),
                              page_nr);
}

/**
 * bx_reader_view_print:
 * @self: a #BxReaderView
 * @export_path: (nullable): %NULL: show the print dialog (its tab "Text" chooses the work
 *   or the section in view); else print, without a dialog, to this PDF file (GTK's
 *   GTK_PRINT_OPERATION_ACTION_EXPORT: the same pages through the print context)
 * @error: return location for a #GError
 *
 * Prints the work shown, the section of the selected clause when one is selected, or the
 * selected clauses when several are.
 *
 * Returns: %FALSE with @error when printing failed, or when no work is shown
 */
gboolean
bx_reader_view_print (BxReaderView  *self,
                      const char    *export_path,
                      GError       **error)
{
  g_autoptr(GtkPrintOperation) op = NULL;
  GtkPrintOperationResult result;
  PrintJob *job;
  GtkRoot *root;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), FALSE);

  if (self->work_id == NULL || self->corpus == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _("Choose a work to print"));
      return FALSE;
    }
  job = g_new0 (PrintJob, 1);
  job->view = self;
  job->work_id = g_strdup (self->work_id);
  job->section_id = bx_reader_view_dup_scope_id (self, BX_READER_SCOPE_SECTION);
  job->selection = bx_reader_view_dup_scope_ids (self, BX_READER_SCOPE_SELECTION);
  job->scope = default_scope (self, job->section_id != NULL);

  op = gtk_print_operation_new ();
  g_object_set_data_full (G_OBJECT (op), "bx-print-job", job, (GDestroyNotify) print_job_free);
  gtk_print_operation_set_unit (op, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (op, TRUE);
  gtk_print_operation_set_job_name (op, self->work ? self->work->title_zh : self->work_id);
  /* TRANSLATORS: the tab of the print dialog that chooses the work or the section */
  gtk_print_operation_set_custom_tab_label (op, _("Text"));
  g_signal_connect (op, "create-custom-widget", G_CALLBACK (create_custom_widget_cb), job);
  g_signal_connect (op, "custom-widget-apply", G_CALLBACK (custom_widget_apply_cb), job);
  g_signal_connect (op, "begin-print", G_CALLBACK (begin_print_cb), job);
  g_signal_connect (op, "draw-page", G_CALLBACK (draw_page_cb), job);
  if (export_path != NULL)
    gtk_print_operation_set_export_filename (op, export_path);
  root = gtk_widget_get_root (GTK_WIDGET (self));
  result = gtk_print_operation_run (op, export_path != NULL
                                        ? GTK_PRINT_OPERATION_ACTION_EXPORT
                                        : GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                    GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, error);
  return result != GTK_PRINT_OPERATION_RESULT_ERROR;
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  g_autoptr(GError) error = NULL;

  if (!bx_reader_view_print (BX_READER_VIEW (widget), NULL, &error))
    bx_reader_view_show_toast (BX_READER_VIEW (widget), error->message);
}

/* Export */

static void
export_response_cb (GtkNativeDialog *dialog,
                    int              response,
                    BxReaderView    *self)
{
  GtkFileChooser *chooser = GTK_FILE_CHOOSER (dialog);
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  const char *choice;
  BxReaderScope scope;

  if (response != GTK_RESPONSE_ACCEPT)
    goto out;
  file = gtk_file_chooser_get_file (chooser);
  path = file != NULL ? g_file_get_path (file) : NULL;
  if (path == NULL)
    goto out;
  choice = gtk_file_chooser_get_choice (chooser, "scope");
  scope = g_strcmp0 (choice, "section") == 0 ? BX_READER_SCOPE_SECTION
          : g_strcmp0 (choice, "selection") == 0 ? BX_READER_SCOPE_SELECTION
          : BX_READER_SCOPE_WORK;
  if (!bx_reader_view_export_to_file (self, path, scope, &error))
    bx_reader_view_show_toast (self, error->message);
  else
    {
      g_autofree char *name = g_file_get_basename (file);
      /* TRANSLATORS: a toast; %s is a file name */
      g_autofree char *message = g_strdup_printf (_("Exported to %s"), name);

      bx_reader_view_show_toast (self, message);
    }
out:
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  BxReaderView *self = BX_READER_VIEW (widget);
  gboolean html = g_str_has_suffix (action_name, "html");
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *native;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *section = NULL;
  g_autofree char *name = NULL;
  const char *ids[] = { "work", "section", "selection", NULL };
  const char *labels[] = { NULL, NULL, NULL, NULL };
  g_auto(GStrv) selection = NULL;
  BxReaderScope scope;

  if (self->work_id == NULL || self->corpus == NULL)
    {
      bx_reader_view_show_toast (self, _("Choose a work to export"));
      return;
    }
  native = gtk_file_chooser_native_new (html ? _("Export as HTML") : _("Export as PDF"),
                                        GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
                                        _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  section = bx_reader_view_dup_scope_id (self, BX_READER_SCOPE_SECTION);
  selection = bx_reader_view_dup_scope_ids (self, BX_READER_SCOPE_SELECTION);
  scope = default_scope (self, section != NULL);
  name = g_strconcat (scope == BX_READER_SCOPE_SECTION ? section
                      : scope == BX_READER_SCOPE_SELECTION ? selection[0] : self->work_id,
                      html ? ".html" : ".pdf", NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
  if (html)
    {
      gtk_file_filter_set_name (filter, _("HTML Pages"));
      gtk_file_filter_add_mime_type (filter, "text/html");
      gtk_file_filter_add_suffix (filter, "html");
    }
  else
    {
      gtk_file_filter_set_name (filter, _("PDF Documents"));
      gtk_file_filter_add_mime_type (filter, "application/pdf");
      gtk_file_filter_add_suffix (filter, "pdf");
    }
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  if (section != NULL || selection != NULL)
    {
      labels[0] = _("The whole work");
      labels[1] = _("The section in view");
      labels[2] = _("The selected clauses");
      if (selection == NULL)
        ids[2] = labels[2] = NULL;
      if (section == NULL)
        {
          ids[1] = ids[2];
          labels[1] = labels[2];
          ids[2] = labels[2] = NULL;
        }
      /* TRANSLATORS: the label of a choice in the export dialog: the work or the section */
      gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (native), "scope", _("Export"),
                                   ids, labels);
      gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (native), "scope",
                                   scope == BX_READER_SCOPE_SELECTION ? "selection"
                                   : scope == BX_READER_SCOPE_SECTION ? "section" : "work");
    }
  g_signal_connect (native, "response", G_CALLBACK (export_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/**
 * bx_reader_view_class_add_export:
 * @widget_class: the reader's class
 *
 * Installs reader.print (Ctrl+P), reader.export-pdf and reader.export-html.
 */
void
bx_reader_view_class_add_export (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "reader.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "reader.export-pdf", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "reader.export-html", NULL, export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "reader.print", NULL);
}
