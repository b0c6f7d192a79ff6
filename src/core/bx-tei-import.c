/* bx-tei-import.c: validate texts/<work>.xml and import them into corpus.sqlite
 *
 * Three passes, all before the database is touched:
 *   1. parse each file (no network, no entity expansion, no DTD) and validate it against
 *      boxi-tei.rng;
 *   2. collect every xml:id of every file (a duplicate is an error);
 *   3. check every reference (term/@ref, lem|rdg/@wit, seg|p/@corresp, note/@target,
 *      link/@target, @source).
 * Then everything goes into a new temporary database next to the output in one
 * transaction, which is renamed over the output only when all of it succeeded.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <glib/gstdio.h>

#include "bx-cleanup.h"
#include "bx-corpus.h"
#include "bx-error.h"
#include "bx-load-stats.h"
#include "bx-tei-import.h"
#include "bx-tokenizer.h"

#define TEI_NS "http://www.tei-c.org/ns/1.0"

/* The order of the works in the library; others follow by name. */
static const char * const work_order[] = {
  "saifu", "bojing", "ruqige", "damatujing", "pushuang", "chuhongpu",
};

typedef enum
{
  ID_OTHER,
  ID_WORK,
  ID_SECTION,
  ID_CLAUSE,
  ID_WITNESS,
  ID_GLOSSARY,
  ID_BIBL,
} IdKind;

typedef struct
{
  char   *file;
  int     line;
  IdKind  kind;
  char   *work_id;
} IdInfo;

typedef enum
{
  DOC_WORK,
  DOC_GLOSSARY,
  DOC_BIBLIOGRAPHY,
} DocKind;

typedef struct
{
  char    *path;
  xmlDoc  *doc;
  DocKind  kind;
  char    *id;
} TeiFile;

typedef struct
{
  GPtrArray  *files;  /* TeiFile */
  GHashTable *ids;    /* xml:id → IdInfo */
  sqlite3    *db;
  BxImportStats stats;
  /* Prepared statements, by table. */
  sqlite3_stmt *ins_work, *ins_witness, *ins_section, *ins_clause, *ins_translation,
               *ins_note, *ins_variant, *ins_term, *ins_glossary, *ins_recon, *ins_link,
               *ins_doc, *ins_fts_folded, *ins_fts_exact;
  gint64 doc_rowid;
} Importer;

static void
id_info_free (gpointer data)
{
  IdInfo *info = data;

  g_free (info->file);
  g_free (info->work_id);
  g_free (info);
}

static void
tei_file_free (gpointer data)
{
  TeiFile *f = data;

  g_free (f->path);
  g_clear_pointer (&f->doc, xmlFreeDoc);
  g_free (f->id);
  g_free (f);
}

/* XML helpers. */

static gboolean
is_el (xmlNode    *node,
       const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE
         && strcmp ((const char *) node->name, name) == 0;
}

static char *
get_attr (xmlNode    *node,
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

static char *
get_xml_attr (xmlNode    *node,
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

static gboolean
attr_is (xmlNode    *node,
         const char *name,
         const char *value)
{
  g_autofree char *v = get_attr (node, name);

  return g_strcmp0 (v, value) == 0;
}

static xmlNode *
first_child_el (xmlNode    *node,
                const char *name)
{
  if (node == NULL)
    return NULL;
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    if (is_el (c, name))
      return c;
  return NULL;
}

static int
line_of (xmlNode *node)
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

static char *
node_text (xmlNode *node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *ret = normalize_space ((const char *) content);

  xmlFree (content);
  return ret;
}

static gboolean
lang_is_zh (const char *lang)
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
  g_autoptr(GError) local_error = NULL;
  g_autoptr(xmlParserCtxt) ctxt = NULL;
  xmlDoc *doc;
  xmlNode *entity = NULL;
  const char *doctype;
  const int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING
                      | XML_PARSE_BIG_LINES | XML_PARSE_NOCDATA;

  if (!g_file_get_contents (path, &contents, &length, &local_error))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s:1: %s", path, local_error->message);
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
                   "%s:%d: entity reference '&%s;' is not allowed", path, line_of (entity),
                   (const char *) entity->name);
      xmlFreeDoc (doc);
      return NULL;
    }
  return doc;
}

static xmlRelaxNG *
load_schema (const char  *rng_path,
             GError     **error)
{
  g_autoptr(xmlRelaxNGParserCtxt) pctxt = NULL;
  ErrorSink sink = { NULL };
  xmlRelaxNG *schema;

  if (!g_file_test (rng_path, G_FILE_TEST_IS_REGULAR))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s:1: schema not found", rng_path);
      return NULL;
    }
  bx_load_stats_count (BX_LOAD_TEI_SCHEMA);
  pctxt = xmlRelaxNGNewParserCtxt (rng_path);
  xmlRelaxNGSetParserStructuredErrors (pctxt, collect_error_cb, &sink);
  schema = xmlRelaxNGParse (pctxt);
  if (schema == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s",
                   sink.first != NULL ? sink.first : "schema does not compile");
      g_free (sink.first);
      return NULL;
    }
  g_free (sink.first);
  return schema;
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
  xmlNode *body = first_child_el (first_child_el (root, "text"), "body");

  if (first_child_el (body, "list") != NULL)
    return DOC_GLOSSARY;
  if (first_child_el (body, "listBibl") != NULL)
    return DOC_BIBLIOGRAPHY;
  return DOC_WORK;
}

/* Pass 2: ids. */

static IdKind
id_kind_of (xmlNode *node)
{
  if (is_el (node, "TEI"))
    return ID_WORK;
  if (is_el (node, "div") && attr_is (node, "type", "section"))
    return ID_SECTION;
  if (is_el (node, "seg") && attr_is (node, "type", "clause"))
    return ID_CLAUSE;
  if (is_el (node, "witness"))
    return ID_WITNESS;
  if (is_el (node, "item"))
    return ID_GLOSSARY;
  if (is_el (node, "bibl"))
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
      id = get_xml_attr (c, "id");
      if (id != NULL)
        {
          prev = g_hash_table_lookup (imp->ids, id);
          if (prev != NULL)
            {
              g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                           "%s:%d: duplicate xml:id '%s' (first defined at %s:%d)",
                           file->path, line_of (c), id, prev->file, prev->line);
              return FALSE;
            }
          info = g_new0 (IdInfo, 1);
          info->file = g_strdup (file->path);
          info->line = line_of (c);
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
  g_autofree char *value = get_attr (node, attr);
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
                       file->path, line_of (node), attr, value, p);
          return FALSE;
        }
      info = g_hash_table_lookup (imp->ids, p + 1);
      if (info == NULL)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                       "%s:%d: %s=\"%s\" points to no xml:id in the corpus (dangling '%s')",
                       file->path, line_of (node), attr, value, p + 1);
          return FALSE;
        }
      if (allowed != 0 && (allowed & (1u << info->kind)) == 0)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                       "%s:%d: %s=\"%s\": '%s' is a %s (%s:%d), not a %s",
                       file->path, line_of (node), attr, value, p + 1,
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
      if (is_el (c, "term") && file->kind == DOC_WORK)
        ok = check_pointers (imp, file, c, "ref", 1u << ID_GLOSSARY, "glossary item", error);
      else if (is_el (c, "lem") || is_el (c, "rdg"))
        ok = check_pointers (imp, file, c, "wit", 1u << ID_WITNESS, "witness", error);
      else if (is_el (c, "seg") && !attr_is (c, "type", "clause"))
        ok = check_pointers (imp, file, c, "corresp", 1u << ID_CLAUSE, "clause", error);
      else if (is_el (c, "p"))
        ok = check_pointers (imp, file, c, "corresp", text_targets, "clause or section", error);
      else if (is_el (c, "note"))
        ok = check_pointers (imp, file, c, "target", text_targets, "clause or section", error);
      else if (is_el (c, "link"))
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

/* The import itself. */

static const char schema_sql[] =
  "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);\n"
  "CREATE TABLE works (id TEXT PRIMARY KEY, position INTEGER, title_zh TEXT, title_en TEXT,\n"
  "  author TEXT, author_en TEXT, licence TEXT, source_desc TEXT, header_note TEXT,\n"
  "  file TEXT, n_clauses INTEGER DEFAULT 0);\n"
  "CREATE TABLE witnesses (id TEXT PRIMARY KEY, work_id TEXT, label TEXT);\n"
  "CREATE TABLE sections (id TEXT PRIMARY KEY, work_id TEXT, parent_id TEXT, n TEXT,\n"
  "  head TEXT, depth INTEGER, position INTEGER, source TEXT);\n"
  "CREATE INDEX sections_work ON sections (work_id, position);\n"
  "CREATE TABLE clauses (id TEXT PRIMARY KEY, work_id TEXT, section_id TEXT,\n"
  "  position INTEGER, text TEXT, line INTEGER);\n"
  "CREATE INDEX clauses_work ON clauses (work_id, position);\n"
  "CREATE INDEX clauses_section ON clauses (section_id, position);\n"
  "CREATE TABLE translations (target_id TEXT, work_id TEXT, lang TEXT, kind TEXT,\n"
  "  text TEXT, position INTEGER);\n"
  "CREATE INDEX translations_target ON translations (target_id, lang);\n"
  "CREATE TABLE notes (id INTEGER PRIMARY KEY, xml_id TEXT, work_id TEXT, target_id TEXT,\n"
  "  type TEXT, offset INTEGER, text TEXT, lang TEXT, source TEXT, position INTEGER);\n"
  "CREATE INDEX notes_target ON notes (target_id, position);\n"
  "CREATE TABLE variants (clause_id TEXT, offset INTEGER, lemma TEXT, reading TEXT,\n"
  "  witness_id TEXT, app_id TEXT, position INTEGER);\n"
  "CREATE INDEX variants_clause ON variants (clause_id, position);\n"
  "CREATE TABLE terms (clause_id TEXT, offset INTEGER, surface TEXT, glossary_id TEXT,\n"
  "  position INTEGER);\n"
  "CREATE INDEX terms_clause ON terms (clause_id, position);\n"
  "CREATE INDEX terms_glossary ON terms (glossary_id);\n"
  "CREATE TABLE glossary (id TEXT PRIMARY KEY, headword TEXT, pinyin TEXT, forms TEXT,\n"
  "  gloss_en TEXT, gloss_zh TEXT, position INTEGER);\n"
  "CREATE TABLE reconstructions (id TEXT PRIMARY KEY, type TEXT, author TEXT, title TEXT,\n"
  "  date TEXT, details TEXT, note TEXT, position INTEGER);\n"
  "CREATE TABLE links (work_id TEXT, type TEXT, targets TEXT);\n"
  "CREATE TABLE search_docs (id INTEGER PRIMARY KEY, original TEXT, translation TEXT,\n"
  "  note TEXT, work TEXT, clause_id TEXT, layer TEXT);\n"
  "CREATE VIRTUAL TABLE search_folded USING fts5 (original, translation, note, work,\n"
  "  content='search_docs', content_rowid='id', tokenize='porter boxi');\n"
  "CREATE VIRTUAL TABLE search_exact USING fts5 (original, translation, note, work,\n"
  "  content='search_docs', content_rowid='id', tokenize='porter boxi exact');\n"
  "INSERT INTO search_folded (search_folded, rank) VALUES ('rank', 'bm25(1.0, 1.0, 1.0, 0.0)');\n"
  "INSERT INTO search_exact (search_exact, rank) VALUES ('rank', 'bm25(1.0, 1.0, 1.0, 0.0)');\n";

static gboolean
db_fail (Importer    *imp,
         const char  *what,
         GError     **error)
{
  g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: %s: %s",
               sqlite3_db_filename (imp->db, "main"), what, sqlite3_errmsg (imp->db));
  return FALSE;
}

static gboolean
exec_sql (Importer    *imp,
          const char  *sql,
          GError     **error)
{
  if (sqlite3_exec (imp->db, sql, NULL, NULL, NULL) != SQLITE_OK)
    return db_fail (imp, sql, error);
  return TRUE;
}

/* Binds the variadic values (const char * for 's', int for 'i', gint64 for 'l') and steps. */
static gboolean
insert (Importer      *imp,
        sqlite3_stmt  *stmt,
        const char    *types,
        GError       **error,
        ...)
{
  va_list ap;
  int rc;

  g_assert ((int) strlen (types) == sqlite3_bind_parameter_count (stmt));
  sqlite3_reset (stmt);
  sqlite3_clear_bindings (stmt);
  va_start (ap, error);
  for (int i = 0; types[i] != '\0'; i++)
    {
      if (types[i] == 's')
        {
          const char *s = va_arg (ap, const char *);
          if (s != NULL)
            sqlite3_bind_text (stmt, i + 1, s, -1, SQLITE_TRANSIENT);
        }
      else if (types[i] == 'i')
        sqlite3_bind_int (stmt, i + 1, va_arg (ap, int));
      else
        sqlite3_bind_int64 (stmt, i + 1, va_arg (ap, gint64));
    }
  va_end (ap);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_DONE)
    return db_fail (imp, sqlite3_sql (stmt), error);
  return TRUE;
}

static gboolean
add_search_doc (Importer    *imp,
                const char  *layer,
                const char  *text,
                const char  *work_id,
                const char  *clause_id,
                GError     **error)
{
  const char *original = strcmp (layer, "original") == 0 ? text : NULL;
  const char *translation = strcmp (layer, "translation") == 0 ? text : NULL;
  const char *note = strcmp (layer, "note") == 0 ? text : NULL;
  gint64 rowid = ++imp->doc_rowid;

  if (text == NULL || *text == '\0')
    return TRUE;
  if (!insert (imp, imp->ins_doc, "lssssss", error, rowid, original, translation, note,
               work_id, clause_id, layer))
    return FALSE;
  if (!insert (imp, imp->ins_fts_folded, "lssss", error, rowid, original, translation, note,
               work_id))
    return FALSE;
  return insert (imp, imp->ins_fts_exact, "lssss", error, rowid, original, translation, note,
                 work_id);
}

/* Walking a seg or head: the original text (whitespace of the layout removed), with the
 * interlinear notes, terms and variant readings found on the way. */

typedef struct
{
  GString *text;
  int      n_chars;
  GArray  *notes;     /* PendingNote */
  GArray  *terms;     /* PendingTerm */
  GArray  *variants;  /* PendingVariant */
} SegWalk;

typedef struct
{
  char *text;
  char *xml_id;
  int   offset;
} PendingNote;

typedef struct
{
  char *surface;
  char *ref;
  int   offset;
} PendingTerm;

typedef struct
{
  char *lemma;
  char *reading;
  char *witness_id;
  char *app_id;
  int   offset;
} PendingVariant;

static void
pending_note_clear (gpointer data)
{
  PendingNote *n = data;

  g_free (n->text);
  g_free (n->xml_id);
}

static void
pending_term_clear (gpointer data)
{
  PendingTerm *t = data;

  g_free (t->surface);
  g_free (t->ref);
}

static void
pending_variant_clear (gpointer data)
{
  PendingVariant *v = data;

  g_free (v->lemma);
  g_free (v->reading);
  g_free (v->witness_id);
  g_free (v->app_id);
}

static void
seg_walk_init (SegWalk *w)
{
  w->text = g_string_new (NULL);
  w->n_chars = 0;
  w->notes = g_array_new (FALSE, TRUE, sizeof (PendingNote));
  g_array_set_clear_func (w->notes, pending_note_clear);
  w->terms = g_array_new (FALSE, TRUE, sizeof (PendingTerm));
  g_array_set_clear_func (w->terms, pending_term_clear);
  w->variants = g_array_new (FALSE, TRUE, sizeof (PendingVariant));
  g_array_set_clear_func (w->variants, pending_variant_clear);
}

static void
seg_walk_clear (SegWalk *w)
{
  g_string_free (w->text, TRUE);
  g_array_unref (w->notes);
  g_array_unref (w->terms);
  g_array_unref (w->variants);
}

static void
append_original (GString    *out,
                 int        *n_chars,
                 const char *text)
{
  for (const char *p = text; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar ch = g_utf8_get_char (p);

      if (g_unichar_isspace (ch))
        continue;
      g_string_append_unichar (out, ch);
      if (n_chars != NULL)
        (*n_chars)++;
    }
}

/* The text a reader sees for an inline element: text, lem (not rdg), sic (not corr). */
static void
flatten_original (xmlNode *node,
                  GString *out)
{
  for (xmlNode *c = node; c != NULL; c = c->next)
    {
      if (c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE)
        append_original (out, NULL, (const char *) c->content);
      else if (is_el (c, "rdg") || is_el (c, "corr") || is_el (c, "gap"))
        continue;
      else if (c->type == XML_ELEMENT_NODE)
        flatten_original (c->children, out);
    }
}

static void
seg_walk (SegWalk *w,
          xmlNode *node)
{
  for (xmlNode *c = node; c != NULL; c = c->next)
    {
      if (c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE)
        {
          append_original (w->text, &w->n_chars, (const char *) c->content);
          continue;
        }
      if (c->type != XML_ELEMENT_NODE)
        continue;

      if (is_el (c, "note"))
        {
          PendingNote n = { NULL, NULL, w->n_chars };
          GString *s = g_string_new (NULL);

          flatten_original (c->children, s);
          n.text = g_string_free (s, FALSE);
          n.xml_id = get_xml_attr (c, "id");
          g_array_append_val (w->notes, n);
        }
      else if (is_el (c, "term"))
        {
          PendingTerm t = { NULL, NULL, w->n_chars };
          GString *s = g_string_new (NULL);

          flatten_original (c->children, s);
          t.surface = g_string_free (s, FALSE);
          t.ref = get_attr (c, "ref");
          g_array_append_val (w->terms, t);
          seg_walk (w, c->children);
        }
      else if (is_el (c, "app"))
        {
          xmlNode *lem = first_child_el (c, "lem");
          GString *s = g_string_new (NULL);
          g_autofree char *lemma = NULL;
          g_autofree char *app_id = get_xml_attr (c, "id");
          int offset = w->n_chars;

          flatten_original (lem != NULL ? lem->children : NULL, s);
          lemma = g_string_free (s, FALSE);
          if (lem != NULL)
            seg_walk (w, lem->children);
          for (xmlNode *r = c->children; r != NULL; r = r->next)
            {
              g_autofree char *wit = NULL;
              g_auto(GStrv) wits = NULL;
              g_autofree char *reading = NULL;

              if (!is_el (r, "rdg"))
                continue;
              wit = get_attr (r, "wit");
              wits = g_strsplit (wit != NULL ? wit : "", " ", -1);
              reading = node_text (r);
              for (guint i = 0; wits[i] != NULL; i++)
                {
                  PendingVariant v = { NULL, NULL, NULL, NULL, offset };

                  if (*wits[i] == '\0')
                    continue;
                  v.lemma = g_strdup (lemma);
                  v.reading = g_strdup (reading);
                  v.witness_id = g_strdup (wits[i] + (*wits[i] == '#'));
                  v.app_id = g_strdup (app_id);
                  g_array_append_val (w->variants, v);
                }
            }
        }
      else if (is_el (c, "choice"))
        {
          xmlNode *sic = first_child_el (c, "sic");
          xmlNode *corr = first_child_el (c, "corr");
          PendingVariant v = { NULL, NULL, NULL, NULL, w->n_chars };
          GString *s = g_string_new (NULL);

          flatten_original (sic != NULL ? sic->children : NULL, s);
          v.lemma = g_string_free (s, FALSE);
          v.reading = corr != NULL ? node_text (corr) : g_strdup ("");
          v.witness_id = NULL; /* our emendation, not a witness */
          g_array_append_val (w->variants, v);
          if (sic != NULL)
            seg_walk (w, sic->children);
        }
      else if (is_el (c, "gap"))
        continue;
      else
        seg_walk (w, c->children);
    }
}

typedef struct
{
  Importer   *imp;
  TeiFile    *file;
  const char *work_id;
  int         section_pos;
  int         clause_pos;
  int         note_pos;
} WorkCtx;

static gboolean
import_seg_extras (WorkCtx     *ctx,
                   SegWalk     *w,
                   const char  *target_id,
                   gboolean     is_clause,
                   GError     **error)
{
  Importer *imp = ctx->imp;

  for (guint i = 0; i < w->notes->len; i++)
    {
      PendingNote *n = &g_array_index (w->notes, PendingNote, i);

      if (!insert (imp, imp->ins_note, "ssssisssi", error, n->xml_id, ctx->work_id, target_id,
                   "interlinear", n->offset, n->text, "lzh", NULL, ctx->note_pos++))
        return FALSE;
      if (!add_search_doc (imp, "note", n->text, ctx->work_id, target_id, error))
        return FALSE;
      imp->stats.n_notes++;
    }
  if (!is_clause)
    return TRUE;
  for (guint i = 0; i < w->terms->len; i++)
    {
      PendingTerm *t = &g_array_index (w->terms, PendingTerm, i);

      if (!insert (imp, imp->ins_term, "sissi", error, target_id, t->offset, t->surface,
                   t->ref + (t->ref[0] == '#'), (int) i))
        return FALSE;
      imp->stats.n_terms++;
    }
  for (guint i = 0; i < w->variants->len; i++)
    {
      PendingVariant *v = &g_array_index (w->variants, PendingVariant, i);

      if (!insert (imp, imp->ins_variant, "sissssi", error, target_id, v->offset, v->lemma,
                   v->reading, v->witness_id, v->app_id, (int) i))
        return FALSE;
      imp->stats.n_variants++;
    }
  return TRUE;
}

static gboolean import_section_children (WorkCtx *ctx, xmlNode *section, const char *section_id,
                                         GError **error);

static gboolean
import_clause (WorkCtx     *ctx,
               xmlNode     *seg,
               const char  *section_id,
               GError     **error)
{
  Importer *imp = ctx->imp;
  g_autofree char *id = get_xml_attr (seg, "id");
  SegWalk w;
  gboolean ok;

  seg_walk_init (&w);
  seg_walk (&w, seg->children);
  ok = insert (imp, imp->ins_clause, "sssisi", error, id, ctx->work_id, section_id,
               ctx->clause_pos++, w.text->str, line_of (seg))
       && add_search_doc (imp, "original", w.text->str, ctx->work_id, id, error)
       && import_seg_extras (ctx, &w, id, TRUE, error);
  seg_walk_clear (&w);
  if (ok)
    imp->stats.n_clauses++;
  return ok;
}

static gboolean
import_section (WorkCtx     *ctx,
                xmlNode     *div,
                const char  *parent_id,
                int          depth,
                GError     **error)
{
  Importer *imp = ctx->imp;
  g_autofree char *id = get_xml_attr (div, "id");
  g_autofree char *n = get_attr (div, "n");
  g_autofree char *source = get_attr (div, "source");
  xmlNode *head = first_child_el (div, "head");
  SegWalk w;
  gboolean ok;

  seg_walk_init (&w);
  if (head != NULL)
    seg_walk (&w, head->children);
  ok = insert (imp, imp->ins_section, "sssssiis", error, id, ctx->work_id, parent_id, n,
               head != NULL ? w.text->str : NULL, depth, ctx->section_pos++,
               source != NULL ? source + (*source == '#') : NULL)
       && add_search_doc (imp, "original", w.text->str, ctx->work_id, id, error)
       && import_seg_extras (ctx, &w, id, FALSE, error);
  seg_walk_clear (&w);
  if (!ok)
    return FALSE;
  imp->stats.n_sections++;

  for (xmlNode *c = div->children; c != NULL; c = c->next)
    {
      if (is_el (c, "div") && attr_is (c, "type", "section"))
        {
          if (!import_section (ctx, c, id, depth + 1, error))
            return FALSE;
        }
      else if (is_el (c, "p") || is_el (c, "lg"))
        {
          if (!import_section_children (ctx, c, id, error))
            return FALSE;
        }
    }
  return TRUE;
}

/* The segs of a p, or of the l lines of an lg. */
static gboolean
import_section_children (WorkCtx     *ctx,
                         xmlNode     *container,
                         const char  *section_id,
                         GError     **error)
{
  for (xmlNode *c = container->children; c != NULL; c = c->next)
    {
      if (is_el (c, "seg"))
        {
          if (!import_clause (ctx, c, section_id, error))
            return FALSE;
        }
      else if (is_el (c, "l"))
        {
          if (!import_section_children (ctx, c, section_id, error))
            return FALSE;
        }
    }
  return TRUE;
}

static char *
join_children (xmlNode    *parent,
               const char *name,
               const char *sep)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  for (xmlNode *c = parent != NULL ? parent->children : NULL; c != NULL; c = c->next)
    if (is_el (c, name))
      g_ptr_array_add (parts, node_text (c));
  if (parts->len == 0)
    return NULL;
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (sep, (char **) parts->pdata);
}

/* The element @name under @parent whose xml:lang is Chinese (@zh) or not. */
static char *
child_text_lang (xmlNode    *parent,
                 const char *name,
                 gboolean    zh)
{
  for (xmlNode *c = parent != NULL ? parent->children : NULL; c != NULL; c = c->next)
    {
      g_autofree char *lang = NULL;

      if (!is_el (c, name))
        continue;
      lang = get_xml_attr (c, "lang");
      if (lang_is_zh (lang) == zh)
        return node_text (c);
    }
  return NULL;
}

static int
work_position (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (work_order); i++)
    if (strcmp (work_order[i], id) == 0)
      return (int) i;
  return (int) G_N_ELEMENTS (work_order);
}

static gboolean
import_work (Importer  *imp,
             TeiFile   *file,
             int        position,
             GError   **error)
{
  xmlNode *root = xmlDocGetRootElement (file->doc);
  xmlNode *file_desc = first_child_el (first_child_el (root, "teiHeader"), "fileDesc");
  xmlNode *title_stmt = first_child_el (file_desc, "titleStmt");
  xmlNode *source_desc = first_child_el (file_desc, "sourceDesc");
  xmlNode *text = first_child_el (root, "text");
  xmlNode *body = first_child_el (text, "body");
  xmlNode *back = first_child_el (text, "back");
  g_autofree char *title_zh = child_text_lang (title_stmt, "title", TRUE);
  g_autofree char *title_en = child_text_lang (title_stmt, "title", FALSE);
  g_autofree char *author = child_text_lang (title_stmt, "author", TRUE);
  g_autofree char *author_en = child_text_lang (title_stmt, "author", FALSE);
  g_autofree char *licence = join_children (first_child_el (file_desc, "publicationStmt"),
                                            "p", "\n");
  g_autofree char *sources = join_children (source_desc, "bibl", "\n");
  g_autofree char *header_note = join_children (source_desc, "note", "\n");
  g_autofree char *basename = g_path_get_basename (file->path);
  WorkCtx ctx = { imp, file, file->id, 0, 0, 0 };
  int translation_pos = 0;

  if (!insert (imp, imp->ins_work, "sissssssss", error, file->id, position, title_zh, title_en,
               author, author_en, licence, sources, header_note, basename))
    return FALSE;
  imp->stats.n_works++;

  for (xmlNode *w = first_child_el (first_child_el (source_desc, "listWit"), "witness");
       w != NULL; w = w->next)
    {
      g_autofree char *id = NULL;
      g_autofree char *label = NULL;

      if (!is_el (w, "witness"))
        continue;
      id = get_xml_attr (w, "id");
      label = node_text (w);
      if (!insert (imp, imp->ins_witness, "sss", error, id, file->id, label))
        return FALSE;
    }

  for (xmlNode *div = body != NULL ? body->children : NULL; div != NULL; div = div->next)
    {
      g_autofree char *lang = NULL;

      if (!is_el (div, "div"))
        continue;
      if (attr_is (div, "type", "original"))
        {
          for (xmlNode *s = div->children; s != NULL; s = s->next)
            if (is_el (s, "div") && !import_section (&ctx, s, NULL, 0, error))
              return FALSE;
          continue;
        }
      lang = get_xml_attr (div, "lang");
      for (xmlNode *t = div->children; t != NULL; t = t->next)
        {
          g_autofree char *corresp = NULL;
          g_autofree char *content = NULL;
          gboolean summary = is_el (t, "p");

          if (!is_el (t, "seg") && !summary)
            continue;
          corresp = get_attr (t, "corresp");
          content = node_text (t);
          if (!insert (imp, imp->ins_translation, "sssssi", error, corresp + 1, file->id,
                       lang != NULL ? lang : "en", summary ? "summary" : "clause", content,
                       translation_pos++))
            return FALSE;
          if (!add_search_doc (imp, "translation", content, file->id, corresp + 1, error))
            return FALSE;
          imp->stats.n_translations++;
        }
    }

  for (xmlNode *b = back != NULL ? back->children : NULL; b != NULL; b = b->next)
    {
      if (is_el (b, "div"))
        {
          for (xmlNode *n = b->children; n != NULL; n = n->next)
            {
              g_autofree char *target = NULL;
              g_autofree char *xml_id = NULL;
              g_autofree char *lang = NULL;
              g_autofree char *source = NULL;
              g_autofree char *content = NULL;
              g_auto(GStrv) targets = NULL;

              if (!is_el (n, "note"))
                continue;
              target = get_attr (n, "target");
              targets = g_strsplit (target, " ", -1);
              xml_id = get_xml_attr (n, "id");
              lang = get_xml_attr (n, "lang");
              source = get_attr (n, "source");
              content = node_text (n);
              for (guint i = 0; targets[i] != NULL; i++)
                {
                  if (*targets[i] == '\0')
                    continue;
                  if (!insert (imp, imp->ins_note, "ssssisssi", error, xml_id, file->id,
                               targets[i] + 1, "commentary", -1, content,
                               lang != NULL ? lang : "en", source, ctx.note_pos++))
                    return FALSE;
                }
              if (!add_search_doc (imp, "note", content, file->id, targets[0] + 1, error))
                return FALSE;
              imp->stats.n_notes++;
            }
        }
      else if (is_el (b, "linkGrp"))
        {
          g_autofree char *type = get_attr (b, "type");

          for (xmlNode *l = b->children; l != NULL; l = l->next)
            {
              g_autofree char *target = NULL;

              if (!is_el (l, "link"))
                continue;
              target = get_attr (l, "target");
              if (!insert (imp, imp->ins_link, "sss", error, file->id, type, target))
                return FALSE;
            }
        }
    }
  return TRUE;
}

static gboolean
import_glossary (Importer  *imp,
                 TeiFile   *file,
                 GError   **error)
{
  xmlNode *root = xmlDocGetRootElement (file->doc);
  xmlNode *list = first_child_el (first_child_el (first_child_el (root, "text"), "body"),
                                  "list");
  int position = 0;

  for (xmlNode *item = list != NULL ? list->children : NULL; item != NULL; item = item->next)
    {
      g_autofree char *id = NULL;
      g_autofree char *headword = NULL;
      g_autofree char *pinyin = NULL;
      g_autoptr(GPtrArray) forms = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *forms_str = NULL;
      g_autofree char *gloss_en = NULL;
      g_autofree char *gloss_zh = NULL;

      if (!is_el (item, "item"))
        continue;
      id = get_xml_attr (item, "id");
      for (xmlNode *c = item->children; c != NULL; c = c->next)
        {
          g_autofree char *lang = NULL;
          g_autofree char *type = NULL;
          g_autofree char *content = NULL;

          if (c->type != XML_ELEMENT_NODE)
            continue;
          lang = get_xml_attr (c, "lang");
          type = get_attr (c, "type");
          content = node_text (c);
          if (is_el (c, "term"))
            {
              if (g_strcmp0 (type, "pinyin") == 0 || g_strcmp0 (lang, "zh-Latn-pinyin") == 0)
                {
                  if (pinyin == NULL)
                    pinyin = g_steal_pointer (&content);
                  continue;
                }
              if (headword == NULL)
                headword = g_strdup (content);
              g_ptr_array_add (forms, g_steal_pointer (&content));
            }
          else if (is_el (c, "gloss"))
            {
              if (lang_is_zh (lang) && gloss_zh == NULL)
                gloss_zh = g_steal_pointer (&content);
              else if (!lang_is_zh (lang) && gloss_en == NULL)
                gloss_en = g_steal_pointer (&content);
            }
        }
      g_ptr_array_add (forms, NULL);
      forms_str = g_strjoinv (" ", (char **) forms->pdata);
      if (!insert (imp, imp->ins_glossary, "ssssssi", error, id, headword, pinyin, forms_str,
                   gloss_en, gloss_zh, position++))
        return FALSE;
      imp->stats.n_glossary++;
    }
  return TRUE;
}

static gboolean
import_bibliography (Importer  *imp,
                     TeiFile   *file,
                     GError   **error)
{
  xmlNode *root = xmlDocGetRootElement (file->doc);
  xmlNode *list = first_child_el (first_child_el (first_child_el (root, "text"), "body"),
                                  "listBibl");
  int position = 0;

  for (xmlNode *b = list != NULL ? list->children : NULL; b != NULL; b = b->next)
    {
      g_autofree char *id = NULL;
      g_autofree char *type = NULL;
      g_autofree char *author = NULL;
      g_autofree char *title = NULL;
      g_autofree char *date = NULL;
      g_autoptr(GString) details = g_string_new (NULL);
      g_autoptr(GString) note = g_string_new (NULL);

      if (!is_el (b, "bibl"))
        continue;
      id = get_xml_attr (b, "id");
      type = get_attr (b, "type");
      author = join_children (b, "author", " / ");
      title = join_children (b, "title", " / ");
      date = join_children (b, "date", " ");
      for (xmlNode *n = b->children; n != NULL; n = n->next)
        {
          g_autofree char *content = NULL;
          GString *into;

          if (!is_el (n, "note") && !is_el (n, "idno"))
            continue;
          content = node_text (n);
          into = attr_is (n, "type", "details") || is_el (n, "idno") ? details : note;
          if (into->len > 0)
            g_string_append_c (into, '\n');
          g_string_append (into, content);
        }
      if (id == NULL)
        continue;
      if (!insert (imp, imp->ins_recon, "sssssssi", error, id, type, author, title, date,
                   details->str, note->str, position++))
        return FALSE;
      imp->stats.n_reconstructions++;
    }
  return TRUE;
}

static gboolean
prepare (Importer       *imp,
         sqlite3_stmt  **stmt,
         const char     *sql,
         GError        **error)
{
  if (sqlite3_prepare_v2 (imp->db, sql, -1, stmt, NULL) != SQLITE_OK)
    return db_fail (imp, sql, error);
  return TRUE;
}

static void
importer_clear (Importer *imp)
{
  sqlite3_stmt **stmts[] = {
    &imp->ins_work, &imp->ins_witness, &imp->ins_section, &imp->ins_clause,
    &imp->ins_translation, &imp->ins_note, &imp->ins_variant, &imp->ins_term,
    &imp->ins_glossary, &imp->ins_recon, &imp->ins_link, &imp->ins_doc,
    &imp->ins_fts_folded, &imp->ins_fts_exact,
  };

  for (guint i = 0; i < G_N_ELEMENTS (stmts); i++)
    g_clear_pointer (stmts[i], sqlite3_finalize);
  g_clear_pointer (&imp->db, sqlite3_close);
  g_clear_pointer (&imp->files, g_ptr_array_unref);
  g_clear_pointer (&imp->ids, g_hash_table_unref);
}

static gboolean
write_db (Importer    *imp,
          const char  *path,
          GError     **error)
{
  g_autofree char *version_sql = NULL;

  if (sqlite3_open_v2 (path, &imp->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL)
      != SQLITE_OK)
    return db_fail (imp, "open", error);
  if (!bx_tokenizer_register (imp->db, error))
    return FALSE;
  if (!exec_sql (imp, "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;", error)
      || !exec_sql (imp, "BEGIN", error)
      || !exec_sql (imp, schema_sql, error))
    return FALSE;

  if (!prepare (imp, &imp->ins_work,
                "INSERT INTO works (id, position, title_zh, title_en, author, author_en, "
                "licence, source_desc, header_note, file) VALUES (?,?,?,?,?,?,?,?,?,?)", error)
      || !prepare (imp, &imp->ins_witness,
                   "INSERT INTO witnesses (id, work_id, label) VALUES (?,?,?)", error)
      || !prepare (imp, &imp->ins_section,
                   "INSERT INTO sections (id, work_id, parent_id, n, head, depth, position, "
                   "source) VALUES (?,?,?,?,?,?,?,?)", error)
      || !prepare (imp, &imp->ins_clause,
                   "INSERT INTO clauses (id, work_id, section_id, position, text, line) "
                   "VALUES (?,?,?,?,?,?)", error)
      || !prepare (imp, &imp->ins_translation,
                   "INSERT INTO translations (target_id, work_id, lang, kind, text, position) "
                   "VALUES (?,?,?,?,?,?)", error)
      || !prepare (imp, &imp->ins_note,
                   "INSERT INTO notes (xml_id, work_id, target_id, type, offset, text, lang, "
                   "source, position) VALUES (?,?,?,?,?,?,?,?,?)", error)
      || !prepare (imp, &imp->ins_variant,
                   "INSERT INTO variants (clause_id, offset, lemma, reading, witness_id, "
                   "app_id, position) VALUES (?,?,?,?,?,?,?)", error)
      || !prepare (imp, &imp->ins_term,
                   "INSERT INTO terms (clause_id, offset, surface, glossary_id, position) "
                   "VALUES (?,?,?,?,?)", error)
      || !prepare (imp, &imp->ins_glossary,
                   "INSERT INTO glossary (id, headword, pinyin, forms, gloss_en, gloss_zh, "
                   "position) VALUES (?,?,?,?,?,?,?)", error)
      || !prepare (imp, &imp->ins_recon,
                   "INSERT INTO reconstructions (id, type, author, title, date, details, note, "
                   "position) VALUES (?,?,?,?,?,?,?,?)", error)
      || !prepare (imp, &imp->ins_link,
                   "INSERT INTO links (work_id, type, targets) VALUES (?,?,?)", error)
      || !prepare (imp, &imp->ins_doc,
                   "INSERT INTO search_docs (id, original, translation, note, work, "
                   "clause_id, layer) VALUES (?,?,?,?,?,?,?)", error)
      || !prepare (imp, &imp->ins_fts_folded,
                   "INSERT INTO search_folded (rowid, original, translation, note, work) "
                   "VALUES (?,?,?,?,?)", error)
      || !prepare (imp, &imp->ins_fts_exact,
                   "INSERT INTO search_exact (rowid, original, translation, note, work) "
                   "VALUES (?,?,?,?,?)", error))
    return FALSE;

  for (guint i = 0; i < imp->files->len; i++)
    {
      TeiFile *f = g_ptr_array_index (imp->files, i);
      gboolean ok = TRUE;

      switch (f->kind)
        {
        case DOC_WORK:
          ok = import_work (imp, f, work_position (f->id) * 1000 + (int) i, error);
          break;
        case DOC_GLOSSARY:
          ok = import_glossary (imp, f, error);
          break;
        case DOC_BIBLIOGRAPHY:
          ok = import_bibliography (imp, f, error);
          break;
        default:
          g_assert_not_reached ();
        }
      if (!ok)
        return FALSE;
    }

  version_sql = g_strdup_printf ("UPDATE works SET n_clauses = (SELECT count(*) FROM clauses "
                                 "WHERE clauses.work_id = works.id);\n"
                                 "INSERT INTO meta VALUES ('schema', '%d');\n"
                                 "INSERT INTO meta VALUES ('boxi', '%s');\n"
                                 "INSERT INTO search_folded (search_folded) VALUES ('optimize');\n"
                                 "INSERT INTO search_exact (search_exact) VALUES ('optimize');\n"
                                 "PRAGMA user_version = %d;\n",
                                 BX_CORPUS_SCHEMA_VERSION, PACKAGE_VERSION,
                                 BX_CORPUS_SCHEMA_VERSION);
  if (!exec_sql (imp, version_sql, error) || !exec_sql (imp, "COMMIT", error))
    return FALSE;
  return TRUE;
}

static int
compare_files (gconstpointer a,
               gconstpointer b)
{
  const TeiFile *fa = *(TeiFile * const *) a;
  const TeiFile *fb = *(TeiFile * const *) b;

  if (fa->kind != fb->kind)
    return (int) fa->kind - (int) fb->kind;
  if (work_position (fa->id) != work_position (fb->id))
    return work_position (fa->id) - work_position (fb->id);
  return g_strcmp0 (fa->id, fb->id);
}

static gboolean
fsync_path (const char *path)
{
  int fd = g_open (path, O_RDONLY, 0);
  gboolean ok;

  if (fd < 0)
    return FALSE;
  ok = fsync (fd) == 0;
  close (fd);
  return ok;
}

/**
 * bx_tei_import_files:
 * @rng_path: the subset schema, texts/boxi-tei.rng
 * @paths: (array zero-terminated=1): the TEI files: works, the glossary and the
 *   bibliography, in any order
 * @out_db: where the database goes; replaced atomically, and only on success
 * @stats: (out) (optional): what was imported, and how long it took
 * @error: return location for a #GError
 *
 * Parses every file with network access, DTD loading and entity expansion off (a DOCTYPE
 * or an entity is refused), validates it against @rng_path, checks that no xml:id repeats
 * across the files and that every reference resolves (term/@ref to a glossary item,
 * lem|rdg/@wit to a witness, translation @corresp and commentary @target to a clause or
 * section, link/@target and @source to any id).  Then it writes a new database in a
 * temporary file next to @out_db, in one transaction, with PRAGMA user_version =
 * %BX_CORPUS_SCHEMA_VERSION, and renames it over @out_db.  On any error @out_db is left
 * as it was.
 *
 * Returns: %TRUE on success; %FALSE with an error in the %BX_ERROR domain whose message
 * is "FILE:LINE: reason" (%BX_ERROR_PARSE for XML that is not well-formed,
 * %BX_ERROR_INVALID for schema, entity, id and reference errors, %BX_ERROR_NOT_FOUND for
 * a missing file, %BX_ERROR_DATABASE for SQLite errors)
 */
gboolean
bx_tei_import_files (const char     *rng_path,
                     const char    **paths,
                     const char     *out_db,
                     BxImportStats  *stats,
                     GError        **error)
{
  g_autoptr(xmlRelaxNG) schema = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *tmpl = NULL;
  g_autofree char *journal = NULL;
  g_autoptr(GError) local_error = NULL;
  Importer imp = { 0 };
  gint64 start = g_get_monotonic_time ();
  gboolean ok;
  int fd;

  g_return_val_if_fail (rng_path != NULL, FALSE);
  g_return_val_if_fail (paths != NULL, FALSE);
  g_return_val_if_fail (out_db != NULL, FALSE);

  /* One compile of the schema for every file of the import. */
  bx_load_stats_count (BX_LOAD_TEI_IMPORT);
  schema = load_schema (rng_path, error);
  if (schema == NULL)
    return FALSE;

  imp.files = g_ptr_array_new_with_free_func (tei_file_free);
  imp.ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, id_info_free);

  for (guint i = 0; paths[i] != NULL; i++)
    {
      TeiFile *f = g_new0 (TeiFile, 1);

      f->path = g_strdup (paths[i]);
      g_ptr_array_add (imp.files, f);
      f->doc = parse_file (f->path, error);
      if (f->doc == NULL || !validate_doc (schema, f->path, f->doc, error))
        {
          importer_clear (&imp);
          return FALSE;
        }
      f->kind = doc_kind (f->doc);
      f->id = get_xml_attr (xmlDocGetRootElement (f->doc), "id");
    }
  g_ptr_array_sort (imp.files, compare_files);

  for (guint i = 0; i < imp.files->len; i++)
    {
      TeiFile *f = g_ptr_array_index (imp.files, i);

      if (!collect_ids (&imp, f, xmlDocGetRootElement (f->doc), error))
        {
          importer_clear (&imp);
          return FALSE;
        }
    }
  for (guint i = 0; i < imp.files->len; i++)
    {
      TeiFile *f = g_ptr_array_index (imp.files, i);

      if (!check_refs (&imp, f, xmlDocGetRootElement (f->doc), error))
        {
          importer_clear (&imp);
          return FALSE;
        }
    }

  /* Write a sibling temporary file, then rename it over the output. */
  dir = g_path_get_dirname (out_db);
  base = g_path_get_basename (out_db);
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s: cannot make the directory: %s",
                   dir, g_strerror (saved_errno));
      importer_clear (&imp);
      return FALSE;
    }
  tmpl = g_strdup_printf ("%s/.%s.XXXXXX", dir, base);
  fd = g_mkstemp (tmpl);
  if (fd < 0)
    {
      int saved_errno = errno;
      g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s: cannot create a temporary file: %s",
                   dir, g_strerror (saved_errno));
      importer_clear (&imp);
      return FALSE;
    }
  close (fd);
  journal = g_strconcat (tmpl, "-journal", NULL);

  ok = write_db (&imp, tmpl, error);
  if (ok)
    {
      for (guint i = 0; i < imp.files->len; i++)
        imp.stats.n_files++;
    }
  importer_clear (&imp);
  if (ok)
    fsync_path (tmpl);
  if (ok && g_rename (tmpl, out_db) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s: cannot replace the database: %s",
                   out_db, g_strerror (saved_errno));
      ok = FALSE;
    }
  if (!ok)
    {
      g_unlink (tmpl);
      g_unlink (journal);
      return FALSE;
    }
  imp.stats.elapsed_us = g_get_monotonic_time () - start;
  if (stats != NULL)
    *stats = imp.stats;
  return TRUE;
}

/**
 * bx_tei_import_directory:
 * @texts_dir: the folder holding boxi-tei.rng, glossary.xml, reconstructions.xml and the
 *   works (every other .xml file)
 * @out_db: where the database goes; replaced atomically, and only on success
 * @stats: (out) (optional): what was imported, and how long it took
 * @error: return location for a #GError
 *
 * Imports every .xml file of @texts_dir with bx_tei_import_files().  glossary.xml,
 * reconstructions.xml and boxi-tei.rng are required; the works are the files that exist.
 *
 * Returns: %TRUE on success; %FALSE with a "FILE:LINE: reason" error (%BX_ERROR_NOT_FOUND
 * when a required file is missing)
 */
gboolean
bx_tei_import_directory (const char     *texts_dir,
                         const char     *out_db,
                         BxImportStats  *stats,
                         GError        **error)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *rng = NULL;
  const char * const required[] = { "glossary.xml", "reconstructions.xml" };
  const char *name;

  g_return_val_if_fail (texts_dir != NULL, FALSE);
  g_return_val_if_fail (out_db != NULL, FALSE);

  dir = g_dir_open (texts_dir, 0, error);
  if (dir == NULL)
    {
      if (error != NULL && *error != NULL)
        {
          (*error)->domain = BX_ERROR;
          (*error)->code = BX_ERROR_NOT_FOUND;
        }
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (required); i++)
    {
      g_autofree char *path = g_build_filename (texts_dir, required[i], NULL);

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        {
          g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s:1: required file is missing",
                       path);
          return FALSE;
        }
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".xml") && name[0] != '.')
      g_ptr_array_add (paths, g_build_filename (texts_dir, name, NULL));
  g_ptr_array_add (paths, NULL);

  rng = g_build_filename (texts_dir, "boxi-tei.rng", NULL);
  return bx_tei_import_files (rng, (const char **) paths->pdata, out_db, stats, error);
}

/**
 * bx_corpus_check:
 * @db_path: a corpus database
 * @error: return location for a #GError
 *
 * Checks that @db_path exists, opens read-only, has PRAGMA user_version =
 * %BX_CORPUS_SCHEMA_VERSION and passes PRAGMA integrity_check.
 *
 * Returns: %TRUE if the database can be used; %FALSE with %BX_ERROR_NOT_FOUND (missing),
 * %BX_ERROR_INVALID (wrong schema version) or %BX_ERROR_DATABASE (corrupt)
 */
gboolean
bx_corpus_check (const char  *db_path,
                 GError     **error)
{
  g_autoptr(sqlite3) db = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int version = -1;
  const char *result = NULL;

  g_return_val_if_fail (db_path != NULL, FALSE);

  if (!g_file_test (db_path, G_FILE_TEST_IS_REGULAR))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no such database", db_path);
      return FALSE;
    }
  if (sqlite3_open_v2 (db_path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK
      || sqlite3_prepare_v2 (db, "PRAGMA user_version", -1, &stmt, NULL) != SQLITE_OK
      || sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: %s", db_path,
                   db != NULL ? sqlite3_errmsg (db) : "cannot open");
      return FALSE;
    }
  version = sqlite3_column_int (stmt, 0);
  g_clear_pointer (&stmt, sqlite3_finalize);
  if (version != BX_CORPUS_SCHEMA_VERSION)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: schema version %d, expected %d",
                   db_path, version, BX_CORPUS_SCHEMA_VERSION);
      return FALSE;
    }
  if (sqlite3_prepare_v2 (db, "PRAGMA integrity_check", -1, &stmt, NULL) != SQLITE_OK
      || sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: integrity check failed: %s",
                   db_path, sqlite3_errmsg (db));
      return FALSE;
    }
  result = (const char *) sqlite3_column_text (stmt, 0);
  if (g_strcmp0 (result, "ok") != 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: integrity check failed: %s",
                   db_path, result != NULL ? result : "?");
      return FALSE;
    }
  return TRUE;
}

/* TRUE if some texts/<work>.xml (or the schema) is newer than @db_path. */
static gboolean
texts_newer_than (const char *texts_dir,
                  const char *db_path)
{
  g_autoptr(GDir) dir = NULL;
  GStatBuf db_st;
  const char *name;

  if (texts_dir == NULL || g_stat (db_path, &db_st) != 0)
    return FALSE;
  dir = g_dir_open (texts_dir, 0, NULL);
  if (dir == NULL)
    return FALSE;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf st;

      if (!g_str_has_suffix (name, ".xml") && !g_str_has_suffix (name, ".rng"))
        continue;
      path = g_build_filename (texts_dir, name, NULL);
      if (g_stat (path, &st) == 0 && st.st_mtime > db_st.st_mtime)
        return TRUE;
    }
  return FALSE;
}

/**
 * bx_corpus_cache_path:
 * @texts_dir: (nullable): a folder of TEI texts, or %NULL for the app's own texts
 *
 * Where a corpus rebuilt from texts goes in the user cache: "boxi/corpus.sqlite" for the
 * app's texts, and one database per folder ("boxi/corpus-HASH.sqlite") for any other.
 *
 * Returns: (transfer full): the path (the file need not exist).
 */
char *
bx_corpus_cache_path (const char *texts_dir)
{
  g_autofree char *canonical = NULL;
  g_autofree char *hash = NULL;
  g_autofree char *name = NULL;

  if (texts_dir == NULL)
    return g_build_filename (g_get_user_cache_dir (), "boxi", "corpus.sqlite", NULL);
  canonical = g_canonicalize_filename (texts_dir, NULL);
  hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, canonical, -1);
  name = g_strdup_printf ("corpus-%.16s.sqlite", hash);
  return g_build_filename (g_get_user_cache_dir (), "boxi", name, NULL);
}

/**
 * bx_corpus_ensure:
 * @installed_db: (nullable): the database installed with the app (read-only), or %NULL
 * @texts_dir: (nullable): the TEI sources to rebuild from, or %NULL to never rebuild
 * @cache_db: the database in the user's cache, written when a rebuild is needed
 * @rebuilt: (out) (optional): set to %TRUE if the database was rebuilt just now
 * @error: return location for a #GError
 *
 * Finds a usable corpus database.  @installed_db is used when it passes
 * bx_corpus_check(); otherwise @cache_db, when it passes too and no file of @texts_dir is
 * newer than it; otherwise the corpus is rebuilt from @texts_dir into @cache_db.
 *
 * Returns: (transfer full): the path of a usable database; %NULL with an error when no
 * database is usable and the rebuild failed (the import's "FILE:LINE: reason" error)
 */
char *
bx_corpus_ensure (const char  *installed_db,
                  const char  *texts_dir,
                  const char  *cache_db,
                  gboolean    *rebuilt,
                  GError     **error)
{
  g_autoptr(GError) check_error = NULL;

  g_return_val_if_fail (cache_db != NULL, NULL);

  if (rebuilt != NULL)
    *rebuilt = FALSE;
  if (installed_db != NULL && bx_corpus_check (installed_db, NULL))
    return g_strdup (installed_db);
  if (bx_corpus_check (cache_db, &check_error) && !texts_newer_than (texts_dir, cache_db))
    return g_strdup (cache_db);
  if (texts_dir == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&check_error));
      return NULL;
    }
  if (!bx_tei_import_directory (texts_dir, cache_db, NULL, error))
    return NULL;
  if (rebuilt != NULL)
    *rebuilt = TRUE;
  return g_strdup (cache_db);
}
