/* bx-cli-export.c: boxi-cli export-text: a work, a section or clauses with their apparatus
 * as PDF or HTML (the layout is libboxi-export's, src/export; docs/cli.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-cli.h"
#include "bx-cli-export.h"
#include "bx-corpus.h"
#include "bx-error.h"
#include "bx-export.h"
#include "bx-tei-import.h"

#define USAGE "export-text WORK[.SECTION]|CLAUSE… --pdf FILE | --html FILE [--below] [--db FILE]"

gboolean
bx_cli_cmd_export_text (int      argc,
                        char   **argv,
                        GError **error)
{
  g_autofree char *db = NULL;
  g_autofree char *pdf = NULL;
  g_autofree char *html = NULL;
  gboolean below = FALSE;
  GOptionEntry entries[] = {
    { "pdf", 0, 0, G_OPTION_ARG_FILENAME, &pdf, "Write a PDF (A4)", "FILE" },
    { "html", 0, 0, G_OPTION_ARG_FILENAME, &html, "Write an XHTML5 page", "FILE" },
    { "below", 0, 0, G_OPTION_ARG_NONE, &below,
      "PDF: the translation below each clause, not beside it", NULL },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, "The corpus database", "FILE" },
    { NULL }
  };
  g_autofree char *db_path = NULL;
  g_autoptr(BxCorpus) corpus = NULL;
  g_autoptr(BxExportDoc) doc = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  guint n_clauses = 0, n_notes = 0, n_variants = 0, n_pages = 0;
  const char *out;

  if (!bx_cli_parse_options (entries, "ID… - a work, section or clauses with their "
                             "translation, notes and apparatus, as PDF or HTML",
                             &argc, &argv, error))
    return FALSE;
  if (argc < 2 || (pdf == NULL) == (html == NULL))
    return bx_cli_usage_error (error, USAGE);
  if (db == NULL)
    {
      db_path = bx_cli_default_db_path (error);
      if (db_path == NULL)
        return FALSE;
    }
  else
    {
      g_autoptr(GError) damaged = NULL;

      /* A damaged database says so, whatever the query that would fail. */
      if (!bx_corpus_check (db, &damaged) && damaged->code == BX_ERROR_DATABASE)
        {
          g_propagate_error (error, g_steal_pointer (&damaged));
          return FALSE;
        }
      db_path = g_strdup (db);
    }
  corpus = bx_corpus_open (db_path, error);
  if (corpus == NULL)
    return FALSE;
  doc = bx_export_doc_new (corpus, (const char * const *) argv + 1, error);
  if (doc == NULL)
    return FALSE;

  if (pdf != NULL)
    {
      BxExportPage page = BX_EXPORT_PAGE_A4;

      page.arrangement = below ? BX_EXPORT_BELOW : BX_EXPORT_BESIDE;
      if (!bx_export_doc_save_pdf (doc, pdf, &page, &n_pages, error))
        return FALSE;
      out = pdf;
    }
  else
    {
      if (!bx_export_doc_save_html (doc, html, error))
        return FALSE;
      out = html;
    }

  bx_export_doc_get_counts (doc, &n_clauses, &n_notes, &n_variants);
  json_builder_begin_object (b);
  bx_cli_add_string (b, "out", out);
  bx_cli_add_string (b, "format", pdf != NULL ? "pdf" : "html");
  bx_cli_add_string (b, "title", bx_export_doc_get_title (doc));
  json_builder_set_member_name (b, "clauses");
  json_builder_add_int_value (b, n_clauses);
  json_builder_set_member_name (b, "notes");
  json_builder_add_int_value (b, n_notes);
  json_builder_set_member_name (b, "variants");
  json_builder_add_int_value (b, n_variants);
  if (pdf != NULL)
    {
      json_builder_set_member_name (b, "pages");
      json_builder_add_int_value (b, n_pages);
    }
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  bx_cli_print_json (root);
  return TRUE;
}
