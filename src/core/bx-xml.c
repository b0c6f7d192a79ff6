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
#include "bx-ruleset.h"

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
  bx_xml_guard_external_loads ();
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
  if (doc->intSubset != NULL || doc->extSubset != NULL)
    {
      /* Past the text check only when a NUL byte hid the declaration from strstr(). */
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:1: DOCTYPE and entity declarations are not allowed", path);
      xmlFreeDoc (doc);
      return NULL;
    }
  return doc;
}

/* The external entity loader libxml2 had before ours, and whether this thread is compiling
 * a schema (then every external load is refused). */
static xmlExternalEntityLoader default_loader;
static GPrivate compiling_schema;

static gboolean
is_local (const char *url)
{
  const char *colon = strchr (url, ':');
  const char *slash = strchr (url, '/');

  /* "http://…", "ftp://…" and any other scheme but file: are remote; a path has none
   * (a colon after the first slash belongs to the path). */
  return colon == NULL || (slash != NULL && slash < colon)
         || g_ascii_strncasecmp (url, "file:", 5) == 0;
}

static xmlParserInput *
guarded_loader (const char   *url,
                const char   *id,
                xmlParserCtxt *ctxt)
{
  const char *what = url != NULL ? url : id != NULL ? id : "(none)";

  if (GPOINTER_TO_INT (g_private_get (&compiling_schema)) || url == NULL || !is_local (url))
    {
      /* A schema of ours includes nothing; a document never loads anything remote. */
      g_debug ("refused to load external resource \"%s\"", what);
      return NULL;
    }
  return default_loader (url, id, ctxt);
}

/**
 * bx_xml_guard_external_loads:
 *
 * Installs (once per process) libxml2's external entity loader that refuses every URL
 * that is not a local file, and every load at all while bx_xml_load_schema() compiles a
 * schema (an `<include>` or `<externalRef>`).  bx_xml_read_file() and
 * bx_xml_load_schema() call it; call it before any other libxml2 parse.
 */
void
bx_xml_guard_external_loads (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      xmlInitParser ();
      default_loader = xmlGetExternalEntityLoader ();
      xmlSetExternalEntityLoader (guarded_loader);
      g_once_init_leave (&done, 1);
    }
}

/**
 * bx_xml_own_schema:
 * @name: one of our schemas: "boxi-ruleset.rng", "boxi-tei.rng", "boxi-encyclopedia.rng"
 *   or "boxi-tutorial.rng"
 *
 * Where our own copy of a schema is: in the checkout ($BOXI_SOURCE_ROOT: data/rulesets,
 * texts, data/encyclopedia, data/tutorials) or the installed data (bx_data_default_dir()),
 * never the folder of the files being validated (a schema there could accept anything).
 *
 * Returns: (transfer full): the schema's path
 */
char *
bx_xml_own_schema (const char *name)
{
  static const struct { const char *name, *source, *installed; } where[] = {
    { "boxi-ruleset.rng", "data/rulesets", "rulesets" },
    { "boxi-tei.rng", "texts", "texts" },
    { "boxi-encyclopedia.rng", "data/encyclopedia", "encyclopedia" },
    { "boxi-tutorial.rng", "data/tutorials", "tutorials" },
  };
  const char *root = bx_source_root ();

  for (guint i = 0; i < G_N_ELEMENTS (where); i++)
    if (strcmp (name, where[i].name) == 0)
      return root != NULL ? g_build_filename (root, where[i].source, name, NULL)
                          : g_build_filename (bx_data_default_dir (), where[i].installed, name,
                                              NULL);
  g_return_val_if_reached (NULL);
}

/**
 * bx_xml_load_schema:
 * @schema_path: a RelaxNG schema of ours
 * @error: FILE:1: no such file (or not a regular file), or FILE:LINE: why it does not compile
 *   (an `<include>` or `<externalRef>` does not: a schema of ours is one file, and nothing
 *   it names is ever loaded, from the network or elsewhere)
 *
 * Returns: (transfer full) (nullable): the compiled schema (xmlRelaxNGFree())
 */
xmlRelaxNG *
bx_xml_load_schema (const char  *schema_path,
                    GError     **error)
{
  g_autoptr(xmlRelaxNGParserCtxt) pctxt = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  Capture cap = { NULL, 0 };
  xmlRelaxNG *schema;

  bx_xml_guard_external_loads ();
  if (!bx_file_read_regular (schema_path, BX_FILE_MAX_RULESET, &contents, &length, error))
    {
      bx_file_error_at_line (error, schema_path, 1);
      return NULL;
    }
  if (strstr (contents, "<!DOCTYPE") != NULL || strstr (contents, "<!ENTITY") != NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_PARSE,
                   "%s:1: bad schema: DOCTYPE and entity declarations are not allowed",
                   schema_path);
      return NULL;
    }
  pctxt = xmlRelaxNGNewMemParserCtxt (contents, (int) length);
  xmlRelaxNGSetParserStructuredErrors (pctxt, (xmlStructuredErrorFunc) capture_cb, &cap);
  xmlSetStructuredErrorFunc (&cap, (xmlStructuredErrorFunc) capture_cb);
  g_private_set (&compiling_schema, GINT_TO_POINTER (TRUE));
  schema = xmlRelaxNGParse (pctxt);
  g_private_set (&compiling_schema, GINT_TO_POINTER (FALSE));
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
