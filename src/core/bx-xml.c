/* bx-xml.c: reading our own XML data files safely (encyclopedia, tutorials)
 *
 * One reader for the data files the library loads besides the rulesets and the TEI: no
 * network, no DTD, no entity expansion (a file that declares a DOCTYPE or an entity is
 * refused before the parser sees it), a size cap, and errors as FILE:LINE: reason.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-xml.h"

#include <string.h>

#include <libxml/parser.h>

#include "bx-cleanup.h"
#include "bx-error.h"
#include "bx-file.h"

typedef struct
{
  char *message;
  int   line;
} Capture;

/* Keeps the first error libxml2 reports (the later ones follow from it). */
static void
capture_cb (void     *data,
            xmlError *err)
{
  Capture *cap = data;

  if (cap->message != NULL || err == NULL)
    return;
  cap->message = bx_error_one_line (err->message != NULL ? err->message : "error");
  cap->line = err->line;
}

static int
line_of_offset (const char *text,
                const char *at)
{
  int line = 1;

  for (const char *p = text; p < at; p++)
    if (*p == '\n')
      line++;
  return line;
}

/**
 * bx_xml_read_file:
 * @path: an XML file
 * @max_bytes: the largest file accepted, in bytes (0: no limit)
 * @error: FILE:1: bx_file_read_regular()'s reason (no such file, not a regular file, too
 *   large); FILE:LINE: a DOCTYPE or entity declaration, or the first well-formedness error
 *
 * Reads @path with no network access, no DTD and no entity expansion.
 *
 * Returns: (transfer full) (nullable): the document (xmlFreeDoc()), or %NULL with @error
 */
xmlDoc *
bx_xml_read_file (const char  *path,
                  gsize        max_bytes,
                  GError     **error)
{
  g_autofree char *contents = NULL;
  g_autoptr(xmlParserCtxt) ctxt = NULL;
  Capture cap = { NULL, 0 };
  const char *doctype;
  gsize length;
  xmlDoc *doc;

  /* A regular file only, within the size limit (bx-file.c). */
  if (!bx_file_read_regular (path, max_bytes, &contents, &length, error))
    {
      bx_file_error_at_line (error, path, 1);
      return NULL;
    }
  doctype = strstr (contents, "<!DOCTYPE");
  if (doctype == NULL)
    doctype = strstr (contents, "<!ENTITY");
  if (doctype != NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: DOCTYPE and entity declarations are not allowed", path,
                   line_of_offset (contents, doctype));
      return NULL;
    }
  ctxt = xmlNewParserCtxt ();
  xmlSetStructuredErrorFunc (&cap, (xmlStructuredErrorFunc) capture_cb);
  /* NONET: no network; no XML_PARSE_NOENT, so entities are never expanded. */
  doc = xmlCtxtReadMemory (ctxt, contents, (int) length, path, "UTF-8",
                           XML_PARSE_NONET | XML_PARSE_NOWARNING | XML_PARSE_NOERROR);
  xmlSetStructuredErrorFunc (NULL, NULL);
  if (doc == NULL || !ctxt->wellFormed)
    {
      const xmlError *last = xmlCtxtGetLastError (ctxt);
      int line = last != NULL && last->line > 0 ? last->line : MAX (cap.line, 1);
      g_autofree char *msg = bx_error_one_line (last != NULL && last->message != NULL
                                                ? last->message
                                                : cap.message != NULL ? cap.message
                                                                      : "not well formed");

      g_set_error (error, BX_ERROR, BX_ERROR_PARSE, "%s:%d: malformed XML: %s", path, line,
                   msg);
      g_free (cap.message);
      g_clear_pointer (&doc, xmlFreeDoc);
      return NULL;
    }
  g_free (cap.message);
  return doc;
}

/**
 * bx_xml_load_schema:
 * @schema_path: a RelaxNG schema of ours
 * @error: FILE:1: no such file (or not a regular file), or FILE:LINE: why it does not compile
 *
 * Returns: (transfer full) (nullable): the compiled schema (xmlRelaxNGFree())
 */
xmlRelaxNG *
bx_xml_load_schema (const char  *schema_path,
                    GError     **error)
{
  g_autoptr(xmlRelaxNGParserCtxt) pctxt = NULL;
  Capture cap = { NULL, 0 };
  xmlRelaxNG *schema;

  if (!bx_file_check_regular (schema_path, error))
    {
      bx_file_error_at_line (error, schema_path, 1);
      return NULL;
    }
  pctxt = xmlRelaxNGNewParserCtxt (schema_path);
  xmlRelaxNGSetParserStructuredErrors (pctxt, (xmlStructuredErrorFunc) capture_cb, &cap);
  xmlSetStructuredErrorFunc (&cap, (xmlStructuredErrorFunc) capture_cb);
  schema = xmlRelaxNGParse (pctxt);
  xmlSetStructuredErrorFunc (NULL, NULL);
  if (schema == NULL)
    g_set_error (error, BX_ERROR, BX_ERROR_PARSE, "%s:%d: bad schema: %s", schema_path,
                 MAX (cap.line, 1), cap.message != NULL ? cap.message : "unreadable");
  g_free (cap.message);
  return schema;
}

/**
 * bx_xml_validate:
 * @schema: a compiled schema
 * @doc: a document read from @path
 * @path: for the message
 * @schema_name: the schema's file name, for the message ("boxi-tutorial.rng")
 * @error: FILE:LINE: does not match SCHEMA: the first reason
 *
 * Returns: whether @doc matches @schema
 */
gboolean
bx_xml_validate (xmlRelaxNG  *schema,
                 xmlDoc      *doc,
                 const char  *path,
                 const char  *schema_name,
                 GError     **error)
{
  g_autoptr(xmlRelaxNGValidCtxt) vctxt = xmlRelaxNGNewValidCtxt (schema);
  Capture cap = { NULL, 0 };
  gboolean ok;

  xmlRelaxNGSetValidStructuredErrors (vctxt, (xmlStructuredErrorFunc) capture_cb, &cap);
  ok = xmlRelaxNGValidateDoc (vctxt, doc) == 0;
  if (!ok)
    g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%d: does not match %s: %s", path,
                 MAX (cap.line, 1), schema_name, cap.message != NULL ? cap.message : "invalid");
  g_free (cap.message);
  return ok;
}

/**
 * bx_xml_node_text:
 * @node: an element
 *
 * Returns: (transfer full): its text with runs of white space made one space, and none
 *   left between two CJK characters (a line break inside Chinese text is not a space)
 */
char *
bx_xml_node_text (xmlNode *node)
{
  g_autoptr(BxXmlString) s = xmlNodeGetContent (node);
  g_auto(GStrv) parts = NULL;
  GString *out = g_string_new (NULL);

  if (s == NULL)
    return g_string_free (out, FALSE);
  parts = g_strsplit_set ((const char *) s, " \t\r\n", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (parts[i][0] == '\0')
        continue;
      if (out->len > 0)
        {
          gunichar before = g_utf8_get_char (g_utf8_prev_char (out->str + out->len));
          gunichar after = g_utf8_get_char (parts[i]);

          if (!(before > 0x2e7f && after > 0x2e7f))
            g_string_append_c (out, ' ');
        }
      g_string_append (out, parts[i]);
    }
  return g_string_free (out, FALSE);
}
