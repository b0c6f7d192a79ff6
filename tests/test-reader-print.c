/* test-reader-print.c: the reader's Print and Export (src/app/bx-reader-print.c): printing
 * through GtkPrintOperation (exported to a PDF file, no dialog) draws the section of the
 * selected clause with its translation and notes; Export writes the work as HTML, or the
 * section as PDF; the actions and Ctrl+P exist.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-reader-test-util.h"
#include "bx-reader-print.h"
#include "bx-reader-view.h"


/* The text of a PDF, without white space; NULL when pdftotext is missing. */
static char *
pdf_text (const char *path)
{
  const char *argv[] = { "pdftotext", "-enc", "UTF-8", path, "-", NULL };
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *program = g_find_program_in_path ("pdftotext");
  GString *squeezed;

  if (program == NULL)
    return NULL;
  squeezed = g_string_new (NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL,
                               G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, NULL, &error));
  g_assert_no_error (error);
  for (const char *p = out; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      g_string_append_unichar (squeezed, g_utf8_get_char (p));
  return g_string_free (squeezed, FALSE);
}

static void
test_print_section (void)
{
  GtkWindow *window;
  BxReaderView *view = reader_in_window (&window);
  g_autofree char *pdf = g_build_filename (tmp_dir, "printed.pdf", NULL);
  g_autofree char *text = NULL;
  g_autofree char *scope = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (bx_reader_view_show_clause (view, "ruqige.ge.3"));
  bx_gtk_test_spin ();
  scope = bx_reader_view_dup_scope_id (view, BX_READER_SCOPE_SECTION);
  g_assert_cmpstr (scope, ==, "ruqige.ge");

  g_assert_true (bx_reader_view_print (view, pdf, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));
  text = pdf_text (pdf);
  if (text == NULL)
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed");
    }
  else
    {
      /* The section of the selected clause: its clause with its interlinear note, its
       * translation, a footnote, the apparatus; not the preface (section ruqige.xu). */
      g_assert_nonnull (strstr (text, "ruqige.ge.3"));
      g_assert_nonnull (strstr (text, "謙行數無准"));
      g_assert_nonnull (strstr (text, "AndHumility(qian)."));
      g_assert_nonnull (strstr (text, "ge.3謙]om.B"));
      g_assert_null (strstr (text, "ruqige.xu.1"));
    }
  gtk_window_destroy (window);
  bx_gtk_test_spin ();
}

static void
test_export_files (void)
{
  GtkWindow *window;
  BxReaderView *view = reader_in_window (&window);
  g_autofree char *html = g_build_filename (tmp_dir, "work.html", NULL);
  g_autofree char *pdf = g_build_filename (tmp_dir, "section.pdf", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  /* Nothing shown: an error, no file. */
  g_assert_false (bx_reader_view_export_to_file (view, html, BX_READER_SCOPE_WORK, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (g_file_test (html, G_FILE_TEST_EXISTS));

  g_assert_true (bx_reader_view_show_clause (view, "pushuang.changju.14"));
  bx_gtk_test_spin ();
  g_assert_true (bx_reader_view_export_to_file (view, html, BX_READER_SCOPE_WORK, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (html, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "<header class=\"work\" id=\"pushuang\">"));
  g_assert_nonnull (strstr (contents, "id=\"pushuang.xu.1\""));
  g_assert_nonnull (strstr (contents, "id=\"pushuang.changju.14\""));

  g_assert_true (bx_reader_view_export_to_file (view, pdf, BX_READER_SCOPE_SECTION, &error));
  g_assert_no_error (error);
  text = pdf_text (pdf);
  if (text != NULL)
    {
      g_assert_nonnull (strstr (text, "pushuang.changju.14"));
      g_assert_null (strstr (text, "pushuang.xu.1"));
    }

  /* issue 19: the selected clauses alone, in the text's order. */
  {
    const char *ids[] = { "pushuang.changju.16", "pushuang.changju.14", NULL };
    g_autofree char *part = g_build_filename (tmp_dir, "selection.html", NULL);
    g_autofree char *selected = NULL;
    g_auto(GStrv) scope = NULL;

    g_assert_true (bx_reader_view_select_clauses (view, ids));
    scope = bx_reader_view_dup_scope_ids (view, BX_READER_SCOPE_SELECTION);
    g_assert_cmpuint (g_strv_length (scope), ==, 2);
    g_assert_cmpstr (scope[0], ==, "pushuang.changju.14");
    g_assert_true (bx_reader_view_export_to_file (view, part, BX_READER_SCOPE_SELECTION,
                                                  &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (part, &selected, NULL, NULL));
    g_assert_nonnull (strstr (selected, "id=\"pushuang.changju.14\""));
    g_assert_nonnull (strstr (selected, "id=\"pushuang.changju.16\""));
    g_assert_null (strstr (selected, "id=\"pushuang.changju.15\""));
    g_assert_null (strstr (selected, "id=\"pushuang.xu.1\""));
  }

  /* The actions are there for the menu and Ctrl+P. */
  {
    gboolean found_print = FALSE;
    GType type = BX_TYPE_READER_VIEW;
    GtkWidgetClass *klass = g_type_class_ref (type);
    const char *name;
    GType param_type;
    const GVariantType *vt;
    const char *prop;

    for (guint i = 0; gtk_widget_class_query_action (klass, i, &param_type, &name, &vt, &prop);
         i++)
      found_print |= g_strcmp0 (name, "reader.print") == 0;
    g_type_class_unref (klass);
    g_assert_true (found_print);
  }
  gtk_window_destroy (window);
  bx_gtk_test_spin ();
}

int
main (int    argc,
      char **argv)
{
  int status;

  bx_reader_test_init (&argc, &argv);

  g_test_add_func ("/app/reader/print/section", test_print_section);
  g_test_add_func ("/app/reader/export/files", test_export_files);

  status = g_test_run ();

  {
    const char *names[] = { "printed.pdf", "work.html", "section.pdf" };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autofree char *p = g_build_filename (tmp_dir, names[i], NULL);

        g_unlink (p);
      }
  }
  bx_reader_test_cleanup ();
  return status;
}
