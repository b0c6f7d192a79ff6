/* bx-tei-validate.c: the importer's reading passes (see bx-tei-import.c): parse each file
 * (no network, no entity expansion, no DTD), validate it against boxi-tei.rng (compiled
 * once per import), collect every xml:id (a duplicate is an error) and check every
 * reference.  The database is written by bx-tei-import.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-cleanup.h"
#include "bx-error.h"
#include "bx-file.h"
#include "bx-load-stats.h"
#include "bx-tei-private.h"
#include "bx-xml.h"

/* The order of the works in the library; others follow by name. */
static const char * const work_order[] = {
  "saifu", "bojing", "ruqige", "damatujing", "pushuang", "chuhongpu",
};

void
bx_tei_id_info_free (gpointer data)
{
  IdInfo *info = data;

  g_free (info->file);
  g_free (info->work_id);
  g_free (info);
}

void
bx_tei_file_free (gpointer data)
{
  TeiFile *f = data;

  g_free (f->path);
  g_clear_pointer (&f->doc, xmlFreeDoc);
  g_free (f->id);
  g_free (f);
}

/* XML helpers. */

gboolean
bx_tei_is_el (xmlNode    *node,
              const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE
         && strcmp ((const char *) node->name, name) == 0;
}

char *
bx_tei_get_attr (xmlNode    *node,
                 const char *name)
{
  xmlChar *v = xmlGetProp (node, (const xmlChar *) name);
  char *ret;

  if (v == NULL)
    return NULL;
  ret = g_strdup ((const char *) v);
  xmlFree (v);
  return ret;
}

char *
bx_tei_get_xml_attr (xmlNode    *node,
                     const char *name)
{
  xmlChar *v = xmlGetNsProp (node, (const xmlChar *) name, XML_XML_NAMESPACE);
  char *ret;

  if (v == NULL)
    return NULL;
  ret = g_strdup ((const char *) v);
  xmlFree (v);
  return ret;
}

gboolean
bx_tei_attr_is (xmlNode    *node,
                const char *name,
                const char *value)
{
  g_autofree char *v = bx_tei_get_attr (node, name);

  return g_strcmp0 (v, value) == 0;
}

xmlNode *
bx_tei_child (xmlNode    *node,
              const char *name)
{
  if (node == NULL)
    return NULL;
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    if (bx_tei_is_el (c, name))
      return c;
  return NULL;
}

int
bx_tei_line_of (xmlNode *node)
{
  long line = xmlGetLineNo (node);

  return line > 0 ? (int) line : 1;
}

/* Text with runs of whitespace collapsed to one space, trimmed. */
static char *
normalize_space (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = text; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar ch = g_utf8_get_char (p);

      if (g_unichar_isspace (ch))
        {
          space = out->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_unichar (out, ch);
    }
  return g_string_free (out, FALSE);
}

char *
bx_tei_node_text (xmlNode *node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *ret = normalize_space ((const char *) content);

  xmlFree (content);
  return ret;
}

gboolean
bx_tei_lang_is_zh (const char *lang)
{
  return lang != NULL && (g_str_has_prefix (lang, "lzh") || g_str_has_prefix (lang, "zh"));
}

/* Pass 1: parse and validate. */

typedef struct
{
  char *first;
} ErrorSink;

static void
collect_error_cb (void     *data,
                  xmlError *err)
{
  ErrorSink *sink = data;
  g_autofree char *msg = NULL;

  if (sink->first != NULL || err == NULL || err->level < XML_ERR_ERROR)
    return;
  msg = bx_error_one_line (err->message != NULL ? err->message : "invalid");
  sink->first = g_strdup_printf ("%s:%d: %s", err->file != NULL ? err->file : "?",
                                 err->line > 0 ? err->line : 1, msg);
}

static int
line_of_offset (const char *contents,
                const char *at)
{
  int line = 1;

  for (const char *p = contents; p < at; p++)
    if (*p == '\n')
      line++;
  return line;
}

static gboolean
tree_has_entity_refs (xmlNode  *node,
                      xmlNode **found)
{
  for (xmlNode *c = node; c != NULL; c = c->next)
    {
      if (c->type == XML_ENTITY_REF_NODE || c->type == XML_ENTITY_NODE)
        {
          *found = c;
          return TRUE;
        }
      if (c->type == XML_ELEMENT_NODE && tree_has_entity_refs (c->children, found))
        return TRUE;
    }
  return FALSE;
}

static void
silent_error_cb (void     *data,
                 xmlError *err)
{
}

static xmlDoc *
parse_file (const char  *path,
            GError     **error)
{
  g_autofree char *contents = NULL;
  gsize length;
  g_autoptr(xmlParserCtxt) ctxt = NULL;
  xmlDoc *doc;
  xmlNode *entity = NULL;
  const char *doctype;
  const int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING
                      | XML_PARSE_BIG_LINES | XML_PARSE_NOCDATA;

  /* A regular file only (a FIFO would hang the read), within the size limit. */
  if (!bx_file_read_regular (path, BX_FILE_MAX_TEXT, &contents, &length, error))
    {
      bx_file_error_at_line (error, path, 1);
      return NULL;
    }

  /* Entities are never expanded and DTDs never loaded; a file that declares any is
   * refused outright, before the parser sees it. */
  doctype = strstr (contents, "<!DOCTYPE");
  if (doctype == NULL)
    doctype = strstr (contents, "<!ENTITY");
  if (doctype != NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: DOCTYPE and entity declarations are not allowed "
                   "(entities are never expanded)",
                   path, line_of_offset (contents, doctype));
      return NULL;
    }

  bx_xml_guard_external_loads ();
  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s:1: out of memory", path);
      return NULL;
    }
  /* Some errors (a repeated xml:id) go to libxml2's global handler: keep them off stderr;
   * pass 2 reports them with both places. */
  xmlSetStructuredErrorFunc (NULL, silent_error_cb);
  doc = xmlCtxtReadMemory (ctxt, contents, (int) length, path, "UTF-8", options);
  xmlSetStructuredErrorFunc (NULL, NULL);
  if (doc == NULL || !ctxt->wellFormed)
    {
      const xmlError *err = xmlCtxtGetLastError (ctxt);
      g_autofree char *msg = bx_error_one_line (err != NULL && err->message != NULL
                                                 ? err->message : "not well-formed XML");

      g_set_error (error, BX_ERROR, BX_ERROR_PARSE, "%s:%d: not well-formed XML: %s", path,
                   err != NULL && err->line > 0 ? err->line : 1, msg);
      g_clear_pointer (&doc, xmlFreeDoc);
      return NULL;
    }
  if (doc->intSubset != NULL || doc->extSubset != NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:1: DOCTYPE declarations are not allowed", path);
      xmlFreeDoc (doc);
      return NULL;
    }
  if (tree_has_entity_refs (xmlDocGetRootElement (doc), &entity))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: entity reference '&%s;' is not allowed", path, bx_tei_line_of (entity),
                   (const char *) entity->name);
      xmlFreeDoc (doc);
      return NULL;
    }
  return doc;
}

/* boxi-tei.rng, compiled by the safe loader (bx_xml_load_schema(): nothing it includes
 * is ever loaded, from the network or elsewhere). */
static xmlRelaxNG *
load_schema (const char  *rng_path,
             GError     **error)
{
  if (!bx_file_check_regular (rng_path, error))
    {
      bx_file_error_at_line (error, rng_path, 1);
      return NULL;
    }
  bx_load_stats_count (BX_LOAD_TEI_SCHEMA);
  return bx_xml_load_schema (rng_path, error);
}

static gboolean
validate_doc (xmlRelaxNG  *schema,
              const char  *path,
              xmlDoc      *doc,
              GError     **error)
{
  g_autoptr(xmlRelaxNGValidCtxt) vctxt = xmlRelaxNGNewValidCtxt (schema);
  ErrorSink sink = { NULL };
  int rc;

  xmlRelaxNGSetValidStructuredErrors (vctxt, collect_error_cb, &sink);
  rc = xmlRelaxNGValidateDoc (vctxt, doc);
  if (rc == 0)
    {
      g_free (sink.first);
      return TRUE;
    }
  if (sink.first != NULL)
    g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s (schema %s)", sink.first,
                 "boxi-tei.rng");
  else
    g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:1: does not match boxi-tei.rng", path);
  g_free (sink.first);
  return FALSE;
}

static DocKind
doc_kind (xmlDoc *doc)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  xmlNode *body = bx_tei_child (bx_tei_child (root, "text"), "body");

  if (bx_tei_child (body, "list") != NULL)
    return DOC_GLOSSARY;
  if (bx_tei_child (body, "listBibl") != NULL)
    return DOC_BIBLIOGRAPHY;
  return DOC_WORK;
}

/* Pass 2: ids. */

static IdKind
id_kind_of (xmlNode *node)
{
  if (bx_tei_is_el (node, "TEI"))
    return ID_WORK;
  if (bx_tei_is_el (node, "div") && bx_tei_attr_is (node, "type", "section"))
    return ID_SECTION;
  if (bx_tei_is_el (node, "seg") && bx_tei_attr_is (node, "type", "clause"))
    return ID_CLAUSE;
  if (bx_tei_is_el (node, "witness"))
    return ID_WITNESS;
  if (bx_tei_is_el (node, "item"))
    return ID_GLOSSARY;
  if (bx_tei_is_el (node, "bibl"))
    return ID_BIBL;
  return ID_OTHER;
}

static gboolean
collect_ids (Importer    *imp,
             TeiFile     *file,
             xmlNode     *node,
             GError     **error)
{
  for (xmlNode *c = node; c != NULL; c = c->next)
    {
      g_autofree char *id = NULL;
      IdInfo *prev;
      IdInfo *info;

      if (c->type != XML_ELEMENT_NODE)
        continue;
      id = bx_tei_get_xml_attr (c, "id");
      if (id != NULL)
        {
          prev = g_hash_table_lookup (imp->ids, id);
          if (prev != NULL)
            {
              g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                           "%s:%d: duplicate xml:id '%s' (first defined at %s:%d)",
                           file->path, bx_tei_line_of (c), id, prev->file, prev->line);
              return FALSE;
            }
          info = g_new0 (IdInfo, 1);
          info->file = g_strdup (file->path);
          info->line = bx_tei_line_of (c);
          info->kind = id_kind_of (c);
          info->work_id = g_strdup (file->id);
          g_hash_table_insert (imp->ids, g_steal_pointer (&id), info);
        }
      if (!collect_ids (imp, file, c->children, error))
        return FALSE;
    }
  return TRUE;
}

/* Pass 3: references. */

static const char *
kind_name (IdKind kind)
{
  switch (kind)
    {
    case ID_CLAUSE: return "clause";
    case ID_SECTION: return "section";
    case ID_WITNESS: return "witness";
    case ID_GLOSSARY: return "glossary item";
    case ID_BIBL: return "bibliography entry";
    case ID_WORK: return "work";
    case ID_OTHER:
    default: return "element";
    }
}

/* @allowed: a bitmask of (1 << IdKind); 0 for any kind. */
static gboolean
check_pointers (Importer    *imp,
                TeiFile     *file,
                xmlNode     *node,
                const char  *attr,
                guint        allowed,
                const char  *wanted,
                GError     **error)
{
  g_autofree char *value = bx_tei_get_attr (node, attr);
  g_auto(GStrv) parts = NULL;

  if (value == NULL)
    return TRUE;
  parts = g_strsplit_set (value, " \t\n", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *p = parts[i];
      IdInfo *info;

      if (*p == '\0')
        continue;
      if (*p != '#')
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                       "%s:%d: %s=\"%s\": '%s' is not a local pointer (#id)",
                       file->path, bx_tei_line_of (node), attr, value, p);
          return FALSE;
        }
      info = g_hash_table_lookup (imp->ids, p + 1);
      if (info == NULL)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                       "%s:%d: %s=\"%s\" points to no xml:id in the corpus (dangling '%s')",
                       file->path, bx_tei_line_of (node), attr, value, p + 1);
          return FALSE;
        }
      if (allowed != 0 && (allowed & (1u << info->kind)) == 0)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                       "%s:%d: %s=\"%s\": '%s' is a %s (%s:%d), not a %s",
                       file->path, bx_tei_line_of (node), attr, value, p + 1,
                       kind_name (info->kind), info->file, info->line, wanted);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
check_refs (Importer  *imp,
            TeiFile   *file,
            xmlNode   *node,
            GError   **error)
{
  const guint text_targets = (1u << ID_CLAUSE) | (1u << ID_SECTION);

  for (xmlNode *c = node; c != NULL; c = c->next)
    {
      gboolean ok = TRUE;

      if (c->type != XML_ELEMENT_NODE)
        continue;
      if (bx_tei_is_el (c, "term") && file->kind == DOC_WORK)
        ok = check_pointers (imp, file, c, "ref", 1u << ID_GLOSSARY, "glossary item", error);
      else if (bx_tei_is_el (c, "lem") || bx_tei_is_el (c, "rdg"))
        ok = check_pointers (imp, file, c, "wit", 1u << ID_WITNESS, "witness", error);
      else if (bx_tei_is_el (c, "seg") && !bx_tei_attr_is (c, "type", "clause"))
        ok = check_pointers (imp, file, c, "corresp", 1u << ID_CLAUSE, "clause", error);
      else if (bx_tei_is_el (c, "p"))
        ok = check_pointers (imp, file, c, "corresp", text_targets, "clause or section", error);
      else if (bx_tei_is_el (c, "note"))
        ok = check_pointers (imp, file, c, "target", text_targets, "clause or section", error);
      else if (bx_tei_is_el (c, "link"))
        ok = check_pointers (imp, file, c, "target", 0, "element", error);
      if (ok)
        ok = check_pointers (imp, file, c, "source", 0, "element", error);
      if (!ok)
        return FALSE;
      if (!check_refs (imp, file, c->children, error))
        return FALSE;
    }
  return TRUE;
}

int
bx_tei_work_position (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (work_order); i++)
    if (strcmp (work_order[i], id) == 0)
      return (int) i;
  return (int) G_N_ELEMENTS (work_order);
}

static int
compare_files (gconstpointer a,
               gconstpointer b)
{
  const TeiFile *fa = *(TeiFile * const *) a;
  const TeiFile *fb = *(TeiFile * const *) b;

  if (fa->kind != fb->kind)
    return (int) fa->kind - (int) fb->kind;
  if (bx_tei_work_position (fa->id) != bx_tei_work_position (fb->id))
    return bx_tei_work_position (fa->id) - bx_tei_work_position (fb->id);
  return g_strcmp0 (fa->id, fb->id);
}

/**
 * bx_tei_read_files:
 * @imp: an empty importer; its files and ids are filled (free them with the importer)
 * @rng_path: boxi-tei.rng
 * @paths: (array zero-terminated=1): the files
 * @error: the first "FILE:LINE: reason"
 *
 * The three passes before the database: parse and validate each file against the schema
 * (compiled once), sort them (glossary and bibliography after the works, the works in
 * library order), collect every xml:id and check every reference.
 *
 * Returns: %TRUE when every file passed.
 */
gboolean
bx_tei_read_files (Importer     *imp,
                   const char   *rng_path,
                   const char  **paths,
                   GError      **error)
{
  g_autoptr(xmlRelaxNG) schema = load_schema (rng_path, error);

  if (schema == NULL)
    return FALSE;
  return bx_tei_read_files_with_schema (imp, schema, paths, error);
}

/**
 * bx_tei_read_files_with_schema:
 * @imp: as for bx_tei_read_files()
 * @schema: boxi-tei.rng, already compiled (by bx_xml_load_schema())
 * @paths: (array zero-terminated=1): the files
 * @error: the first "FILE:LINE: reason"
 *
 * bx_tei_read_files() with a schema compiled once by the caller (the fuzz harness).
 *
 * Returns: %TRUE when every file passed.
 */
gboolean
bx_tei_read_files_with_schema (Importer     *imp,
                               xmlRelaxNG   *schema,
                               const char  **paths,
                               GError      **error)
{
  imp->files = g_ptr_array_new_with_free_func (bx_tei_file_free);
  imp->ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, bx_tei_id_info_free);
  for (guint i = 0; paths[i] != NULL; i++)
    {
      TeiFile *f = g_new0 (TeiFile, 1);

      f->path = g_strdup (paths[i]);
      g_ptr_array_add (imp->files, f);
      f->doc = parse_file (f->path, error);
      if (f->doc == NULL || !validate_doc (schema, f->path, f->doc, error))
        return FALSE;
      f->kind = doc_kind (f->doc);
      f->id = bx_tei_get_xml_attr (xmlDocGetRootElement (f->doc), "id");
    }
  g_ptr_array_sort (imp->files, compare_files);

  for (guint i = 0; i < imp->files->len; i++)
    {
      TeiFile *f = g_ptr_array_index (imp->files, i);

      if (!collect_ids (imp, f, xmlDocGetRootElement (f->doc), error))
        return FALSE;
    }
  for (guint i = 0; i < imp->files->len; i++)
    {
      TeiFile *f = g_ptr_array_index (imp->files, i);

      if (!check_refs (imp, f, xmlDocGetRootElement (f->doc), error))
        return FALSE;
    }
  return TRUE;
}
