/* bx-export-html.c: an export as XHTML5 (well-formed XML, also parsed by any HTML parser)
 *
 * Every text from the corpus goes through append_escaped(): the five XML specials become
 * entities and characters XML cannot carry are dropped, so a text can never open an
 * element.  The Chinese is marked lang="zh-Hant", the translation lang="en".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bx-export-private.h"
#include "bx-file.h"
#include "bx-version.h"

static const char style_sheet[] =
  "body{font-family:'Noto Serif',Georgia,serif;max-width:60em;margin:2em auto;"
  "padding:0 1em;line-height:1.5;color:#222}"
  "[lang|=zh]{font-family:'Noto Serif CJK TC','Noto Serif CJK SC',serif}"
  "header.work{border-bottom:1px solid #999;margin-bottom:1.5em}"
  "header.work dt{font-weight:bold;margin-top:.5em}"
  "header.work dd{margin-left:1.5em;font-size:.9em}"
  ".clause{display:grid;grid-template-columns:2fr 3fr;gap:0 1.5em;margin:.6em 0;"
  "break-inside:avoid}"
  ".clause .original{font-size:1.2em}"
  ".clause .apparatus{grid-column:1/-1;font-size:.8em;color:#444;margin:.2em 0}"
  ".cid{display:block;font-family:monospace;font-size:.65em;color:#777;text-decoration:none}"
  ".interlinear{font-size:.7em;color:#555}"
  ".summary{font-style:italic;color:#444}"
  "sup a{text-decoration:none}"
  "section.notes{border-top:1px solid #999;margin-top:2em;font-size:.9em}"
  "@media (max-width:40em){.clause{grid-template-columns:1fr}}";

/* Appends @text with the XML specials escaped and the characters XML 1.0 forbids (C0
 * controls but tab and newline, U+FFFE, U+FFFF, invalid UTF-8) dropped. */
static void
append_escaped (GString    *out,
                const char *text)
{
  const char *p = text;

  if (text == NULL)
    return;
  while (*p != '\0')
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          p++;
          continue;
        }
      switch (c)
        {
        case '&': g_string_append (out, "&amp;"); break;
        case '<': g_string_append (out, "&lt;"); break;
        case '>': g_string_append (out, "&gt;"); break;
        case '"': g_string_append (out, "&quot;"); break;
        case '\'': g_string_append (out, "&#39;"); break;
        default:
          if ((c < 0x20 && c != '\t' && c != '\n') || c == 0xFFFE || c == 0xFFFF)
            break;
          g_string_append_unichar (out, c);
        }
      p = g_utf8_next_char (p);
    }
}

static void
append_element (GString    *out,
                const char *open,
                const char *text,
                const char *close)
{
  g_string_append (out, open);
  append_escaped (out, text);
  g_string_append (out, close);
}

static void
append_work (GString            *out,
             const BxExportBlock *block)
{
  const BxWorkSource *s = block->source;

  g_string_append (out, "<header class=\"work\" id=\"");
  append_escaped (out, s->work_id);
  g_string_append (out, "\">\n<h1>");
  append_element (out, "<span lang=\"zh-Hant\">", s->title_zh, "</span>");
  if (s->title_en != NULL)
    append_element (out, " · <span lang=\"en\">", s->title_en, "</span>");
  g_string_append (out, "</h1>\n<p class=\"author\">");
  append_element (out, "<span lang=\"zh-Hant\">", s->author, "</span>");
  if (s->author_en != NULL)
    append_element (out, " · <span lang=\"en\">", s->author_en, "</span>");
  g_string_append (out, "</p>\n<dl class=\"provenance\">\n");
  if (block->scope != NULL)
    {
      append_element (out, "<dt>", _("Part"), "</dt>");
      append_element (out, "<dd>", block->scope, "</dd>\n");
    }
  if (s->sources != NULL)
    {
      g_auto(GStrv) lines = g_strsplit (s->sources, "\n", -1);

      append_element (out, "<dt>", _("Source"), "</dt>\n");
      for (guint i = 0; lines[i] != NULL; i++)
        append_element (out, "<dd>", g_strstrip (lines[i]), "</dd>\n");
    }
  if (s->witnesses->len > 0)
    {
      append_element (out, "<dt>", _("Witnesses"), " (");
      append_escaped (out, _("sigla of the apparatus"));
      g_string_append (out, ")</dt>\n");
      for (guint i = 0; i < s->witnesses->len; i++)
        {
          const BxWitness *w = g_ptr_array_index (s->witnesses, i);

          append_element (out, "<dd><b>", w->siglum, "</b> ");
          append_escaped (out, w->label);
          g_string_append (out, "</dd>\n");
        }
    }
  if (s->note != NULL)
    {
      append_element (out, "<dt>", _("The text"), "</dt>");
      append_element (out, "<dd>", s->note, "</dd>\n");
    }
  if (s->licence != NULL)
    {
      append_element (out, "<dt>", _("Licence"), "</dt>");
      append_element (out, "<dd>", s->licence, "</dd>\n");
    }
  {
    g_autofree char *edition = g_strdup_printf (_("Boxi digital edition %s, TEI text texts/%s"),
                                                bx_version_string (), s->file);

    append_element (out, "<dt>", _("Edition"), "</dt>");
    append_element (out, "<dd>", edition, "</dd>\n");
  }
  g_string_append (out, "</dl>\n</header>\n");
}

static void
append_original (GString             *out,
                 const BxExportBlock *block)
{
  const BxClause *c = block->clause;
  const char *p = c->text != NULL ? c->text : "";
  glong n = g_utf8_strlen (p, -1);

  for (glong i = 0; i <= n; i++)
    {
      for (guint k = 0; c->notes != NULL && k < c->notes->len; k++)
        {
          const BxNote *note = g_ptr_array_index (c->notes, k);

          if (g_strcmp0 (note->type, "interlinear") == 0 && note->offset == i)
            append_element (out, "<small class=\"interlinear\">", note->text, "</small>");
        }
      if (i == n)
        break;
      {
        const char *next = g_utf8_next_char (p);
        g_autofree char *ch = g_strndup (p, next - p);

        append_escaped (out, ch);
        p = next;
      }
    }
  for (guint k = 0; k < block->note_numbers->len; k++)
    {
      guint number = g_array_index (block->note_numbers, guint, k);

      g_string_append_printf (out, "<sup><a href=\"#note-%u\" id=\"ref-%u-", number, number);
      append_escaped (out, c->id);
      g_string_append_printf (out, "\">%u</a></sup>", number);
    }
}

static void
append_clause (GString             *out,
               const BxExportBlock *block)
{
  const BxClause *c = block->clause;

  g_string_append (out, "<div class=\"clause\" id=\"");
  append_escaped (out, c->id);
  g_string_append (out, "\">\n<p class=\"original\" lang=\"zh-Hant\"><a class=\"cid\" "
                        "lang=\"en\" href=\"#");
  append_escaped (out, c->id);
  g_string_append (out, "\">");
  append_escaped (out, c->id);
  g_string_append (out, "</a>");
  append_original (out, block);
  g_string_append (out, "</p>\n");
  append_element (out, "<p class=\"translation\" lang=\"en\">", c->translation, "</p>\n");
  if (c->variants != NULL && c->variants->len > 0)
    {
      g_string_append (out, "<p class=\"apparatus\">");
      for (guint i = 0; i < c->variants->len; i++)
        {
          const BxVariant *v = g_ptr_array_index (c->variants, i);
          const BxWitness *w = bx_work_source_find_witness (block->source, v->witness_id);

          if (i > 0)
            g_string_append (out, "; ");
          append_element (out, "<span lang=\"zh-Hant\">", v->lemma, "</span>] ");
          if (v->reading != NULL && *v->reading != '\0')
            append_element (out, "<span lang=\"zh-Hant\">", v->reading, "</span> ");
          else
            append_element (out, "<i>", C_("apparatus", "om."), "</i> ");
          /* No witness: our emendation; the text keeps the source's reading. */
          append_element (out, "<i title=\"", v->witness ? v->witness
                          : v->witness_id ? v->witness_id
                          : _("a correction by the editors of Boxi (the text keeps "
                              "the source's reading)"), "\">");
          append_escaped (out, w != NULL ? w->siglum
                          : v->witness_id != NULL ? v->witness_id
                          : C_("apparatus", "corr. ed."));
          g_string_append (out, "</i>");
        }
      g_string_append (out, "</p>\n");
    }
  g_string_append (out, "</div>\n");
}

/**
 * bx_export_doc_to_html:
 * @doc: a document
 *
 * The document as one XHTML5 page (UTF-8, a style sheet inside): for each work its header,
 * then for each section its head and summary, then for each clause its id, the original
 * with its interlinear notes in small type and the numbers of its footnotes, the
 * translation, and the variant readings ("lemma] reading siglum"); the footnotes at the end.
 *
 * Returns: (transfer full): the page
 */
char *
bx_export_doc_to_html (BxExportDoc *doc)
{
  GString *out = g_string_new (NULL);
  gboolean in_section = FALSE;

  g_return_val_if_fail (doc != NULL, NULL);

  g_string_append (out, "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" "
                        "lang=\"en\" xml:lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
                        "<meta name=\"generator\" content=\"Boxi ");
  append_escaped (out, bx_version_string ());
  append_element (out, "\"/>\n<title>", doc->title, "</title>\n");
  append_element (out, "<style>", style_sheet, "</style>\n</head>\n<body>\n");

  for (guint i = 0; i < doc->blocks->len; i++)
    {
      const BxExportBlock *block = g_ptr_array_index (doc->blocks, i);

      switch (block->kind)
        {
        case BX_EXPORT_BLOCK_WORK:
          if (in_section)
            g_string_append (out, "</section>\n");
          in_section = FALSE;
          append_work (out, block);
          break;
        case BX_EXPORT_BLOCK_SECTION:
          if (in_section)
            g_string_append (out, "</section>\n");
          in_section = TRUE;
          g_string_append (out, "<section id=\"");
          append_escaped (out, block->section_id);
          g_string_append_printf (out, "\">\n<h%u lang=\"zh-Hant\">", MIN (block->depth, 3) + 2);
          append_escaped (out, block->head != NULL ? block->head : block->section_id);
          g_string_append_printf (out, " <a class=\"cid\" lang=\"en\" href=\"#");
          append_escaped (out, block->section_id);
          g_string_append (out, "\">");
          append_escaped (out, block->section_id);
          g_string_append_printf (out, "</a></h%u>\n", MIN (block->depth, 3) + 2);
          if (block->summary != NULL)
            append_element (out, "<p class=\"summary\" lang=\"en\">", block->summary, "</p>\n");
          break;
        case BX_EXPORT_BLOCK_CLAUSE:
          append_clause (out, block);
          break;
        }
    }
  if (in_section)
    g_string_append (out, "</section>\n");

  if (doc->footnotes->len > 0)
    {
      /* TRANSLATORS: the heading of the footnotes of an exported text */
      append_element (out, "<section class=\"notes\">\n<h2>", _("Notes"), "</h2>\n<ol>\n");
      for (guint i = 0; i < doc->footnotes->len; i++)
        {
          g_string_append_printf (out, "<li id=\"note-%u\">", i + 1);
          append_escaped (out, g_ptr_array_index (doc->footnotes, i));
          g_string_append (out, "</li>\n");
        }
      g_string_append (out, "</ol>\n</section>\n");
    }
  g_string_append (out, "</body>\n</html>\n");
  return g_string_free (out, FALSE);
}

/**
 * bx_export_doc_save_html:
 * @doc: a document
 * @path: the file to write
 * @error: return location for a #GError
 *
 * Saves bx_export_doc_to_html() atomically (bx_file_save()).
 *
 * Returns: %TRUE on success; else %FALSE with the error of bx_file_save()
 */
gboolean
bx_export_doc_save_html (BxExportDoc  *doc,
                         const char   *path,
                         GError      **error)
{
  g_autofree char *html = NULL;

  g_return_val_if_fail (doc != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  html = bx_export_doc_to_html (doc);
  return bx_file_save (path, html, -1, error);
}
