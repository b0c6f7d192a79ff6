/* bx-tei-import.c: validate texts/<work>.xml and import them into corpus.sqlite
 *
 * Three passes (bx-tei-validate.c), all before the database is touched:
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
#include "bx-file.h"
#include "bx-load-stats.h"
#include "bx-tei-private.h"
#include "bx-xml.h"
#include "bx-tokenizer.h"

/* The import itself (bx-tei-validate.c has read and checked the files). */

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
  "  note TEXT, work TEXT, clause_id TEXT, layer TEXT, kind TEXT, target TEXT, rule_id TEXT);\n"
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

/**
 * bx_tei_add_search_doc:
 * @imp: the importer
 * @layer: "original", "translation" or "note" (the FTS column the text goes in)
 * @text: the text; nothing is added when it is empty
 * @work_id: (nullable): the work (what a search by work filters on)
 * @clause_id: (nullable): the clause or section it belongs to
 * @kind: "clause", "article" or "rule"
 * @target: (nullable): an article's family, a rule's ruleset id
 * @rule_id: (nullable): a rule's id
 * @error: a database error
 *
 * Adds one document to the search index (both FTS tables).
 */
gboolean
bx_tei_add_search_doc (Importer    *imp,
                       const char  *layer,
                       const char  *text,
                       const char  *work_id,
                       const char  *clause_id,
                       const char  *kind,
                       const char  *target,
                       const char  *rule_id,
                       GError     **error)
{
  const char *original = strcmp (layer, "original") == 0 ? text : NULL;
  const char *translation = strcmp (layer, "translation") == 0 ? text : NULL;
  const char *note = strcmp (layer, "note") == 0 ? text : NULL;
  gint64 rowid;

  if (text == NULL || *text == '\0')
    return TRUE;
  rowid = ++imp->doc_rowid;
  if (!insert (imp, imp->ins_doc, "lsssssssss", error, rowid, original, translation, note,
               work_id, clause_id, layer, kind, target, rule_id))
    return FALSE;
  if (!insert (imp, imp->ins_fts_folded, "lssss", error, rowid, original, translation, note,
               work_id))
    return FALSE;
  return insert (imp, imp->ins_fts_exact, "lssss", error, rowid, original, translation, note,
                 work_id);
}

static gboolean
add_search_doc (Importer    *imp,
                const char  *layer,
                const char  *text,
                const char  *work_id,
                const char  *clause_id,
                GError     **error)
{
  return bx_tei_add_search_doc (imp, layer, text, work_id, clause_id, "clause", NULL, NULL,
                                error);
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
      else if (bx_tei_is_el (c, "rdg") || bx_tei_is_el (c, "corr") || bx_tei_is_el (c, "gap"))
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

      if (bx_tei_is_el (c, "note"))
        {
          PendingNote n = { NULL, NULL, w->n_chars };
          GString *s = g_string_new (NULL);

          flatten_original (c->children, s);
          n.text = g_string_free (s, FALSE);
          n.xml_id = bx_tei_get_xml_attr (c, "id");
          g_array_append_val (w->notes, n);
        }
      else if (bx_tei_is_el (c, "term"))
        {
          PendingTerm t = { NULL, NULL, w->n_chars };
          GString *s = g_string_new (NULL);

          flatten_original (c->children, s);
          t.surface = g_string_free (s, FALSE);
          t.ref = bx_tei_get_attr (c, "ref");
          g_array_append_val (w->terms, t);
          seg_walk (w, c->children);
        }
      else if (bx_tei_is_el (c, "app"))
        {
          xmlNode *lem = bx_tei_child (c, "lem");
          GString *s = g_string_new (NULL);
          g_autofree char *lemma = NULL;
          g_autofree char *app_id = bx_tei_get_xml_attr (c, "id");
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

              if (!bx_tei_is_el (r, "rdg"))
                continue;
              wit = bx_tei_get_attr (r, "wit");
              wits = g_strsplit (wit != NULL ? wit : "", " ", -1);
              reading = bx_tei_node_text (r);
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
      else if (bx_tei_is_el (c, "choice"))
        {
          xmlNode *sic = bx_tei_child (c, "sic");
          xmlNode *corr = bx_tei_child (c, "corr");
          PendingVariant v = { NULL, NULL, NULL, NULL, w->n_chars };
          GString *s = g_string_new (NULL);

          flatten_original (sic != NULL ? sic->children : NULL, s);
          v.lemma = g_string_free (s, FALSE);
          v.reading = corr != NULL ? bx_tei_node_text (corr) : g_strdup ("");
          v.witness_id = NULL; /* our emendation, not a witness */
          g_array_append_val (w->variants, v);
          if (sic != NULL)
            seg_walk (w, sic->children);
        }
      else if (bx_tei_is_el (c, "gap"))
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
  g_autofree char *id = bx_tei_get_xml_attr (seg, "id");
  SegWalk w;
  gboolean ok;

  seg_walk_init (&w);
  seg_walk (&w, seg->children);
  ok = insert (imp, imp->ins_clause, "sssisi", error, id, ctx->work_id, section_id,
               ctx->clause_pos++, w.text->str, bx_tei_line_of (seg))
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
  g_autofree char *id = bx_tei_get_xml_attr (div, "id");
  g_autofree char *n = bx_tei_get_attr (div, "n");
  g_autofree char *source = bx_tei_get_attr (div, "source");
  xmlNode *head = bx_tei_child (div, "head");
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
      if (bx_tei_is_el (c, "div") && bx_tei_attr_is (c, "type", "section"))
        {
          if (!import_section (ctx, c, id, depth + 1, error))
            return FALSE;
        }
      else if (bx_tei_is_el (c, "p") || bx_tei_is_el (c, "lg"))
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
      if (bx_tei_is_el (c, "seg"))
        {
          if (!import_clause (ctx, c, section_id, error))
            return FALSE;
        }
      else if (bx_tei_is_el (c, "l"))
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
    if (bx_tei_is_el (c, name))
      g_ptr_array_add (parts, bx_tei_node_text (c));
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

      if (!bx_tei_is_el (c, name))
        continue;
      lang = bx_tei_get_xml_attr (c, "lang");
      if (bx_tei_lang_is_zh (lang) == zh)
        return bx_tei_node_text (c);
    }
  return NULL;
}

static gboolean
import_work (Importer  *imp,
             TeiFile   *file,
             int        position,
             GError   **error)
{
  xmlNode *root = xmlDocGetRootElement (file->doc);
  xmlNode *file_desc = bx_tei_child (bx_tei_child (root, "teiHeader"), "fileDesc");
  xmlNode *title_stmt = bx_tei_child (file_desc, "titleStmt");
  xmlNode *source_desc = bx_tei_child (file_desc, "sourceDesc");
  xmlNode *text = bx_tei_child (root, "text");
  xmlNode *body = bx_tei_child (text, "body");
  xmlNode *back = bx_tei_child (text, "back");
  g_autofree char *title_zh = child_text_lang (title_stmt, "title", TRUE);
  g_autofree char *title_en = child_text_lang (title_stmt, "title", FALSE);
  g_autofree char *author = child_text_lang (title_stmt, "author", TRUE);
  g_autofree char *author_en = child_text_lang (title_stmt, "author", FALSE);
  g_autofree char *licence = join_children (bx_tei_child (file_desc, "publicationStmt"),
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

  for (xmlNode *w = bx_tei_child (bx_tei_child (source_desc, "listWit"), "witness");
       w != NULL; w = w->next)
    {
      g_autofree char *id = NULL;
      g_autofree char *label = NULL;

      if (!bx_tei_is_el (w, "witness"))
        continue;
      id = bx_tei_get_xml_attr (w, "id");
      label = bx_tei_node_text (w);
      if (!insert (imp, imp->ins_witness, "sss", error, id, file->id, label))
        return FALSE;
    }

  for (xmlNode *div = body != NULL ? body->children : NULL; div != NULL; div = div->next)
    {
      g_autofree char *lang = NULL;

      if (!bx_tei_is_el (div, "div"))
        continue;
      if (bx_tei_attr_is (div, "type", "original"))
        {
          for (xmlNode *s = div->children; s != NULL; s = s->next)
            if (bx_tei_is_el (s, "div") && !import_section (&ctx, s, NULL, 0, error))
              return FALSE;
          continue;
        }
      lang = bx_tei_get_xml_attr (div, "lang");
      for (xmlNode *t = div->children; t != NULL; t = t->next)
        {
          g_autofree char *corresp = NULL;
          g_autofree char *content = NULL;
          gboolean summary = bx_tei_is_el (t, "p");

          if (!bx_tei_is_el (t, "seg") && !summary)
            continue;
          corresp = bx_tei_get_attr (t, "corresp");
          content = bx_tei_node_text (t);
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
      if (bx_tei_is_el (b, "div"))
        {
          for (xmlNode *n = b->children; n != NULL; n = n->next)
            {
              g_autofree char *target = NULL;
              g_autofree char *xml_id = NULL;
              g_autofree char *lang = NULL;
              g_autofree char *source = NULL;
              g_autofree char *content = NULL;
              g_auto(GStrv) targets = NULL;

              if (!bx_tei_is_el (n, "note"))
                continue;
              target = bx_tei_get_attr (n, "target");
              targets = g_strsplit (target, " ", -1);
              xml_id = bx_tei_get_xml_attr (n, "id");
              lang = bx_tei_get_xml_attr (n, "lang");
              source = bx_tei_get_attr (n, "source");
              content = bx_tei_node_text (n);
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
      else if (bx_tei_is_el (b, "linkGrp"))
        {
          g_autofree char *type = bx_tei_get_attr (b, "type");

          for (xmlNode *l = b->children; l != NULL; l = l->next)
            {
              g_autofree char *target = NULL;

              if (!bx_tei_is_el (l, "link"))
                continue;
              target = bx_tei_get_attr (l, "target");
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
  xmlNode *list = bx_tei_child (bx_tei_child (bx_tei_child (root, "text"), "body"), "list");
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

      if (!bx_tei_is_el (item, "item"))
        continue;
      id = bx_tei_get_xml_attr (item, "id");
      for (xmlNode *c = item->children; c != NULL; c = c->next)
        {
          g_autofree char *lang = NULL;
          g_autofree char *type = NULL;
          g_autofree char *content = NULL;

          if (c->type != XML_ELEMENT_NODE)
            continue;
          lang = bx_tei_get_xml_attr (c, "lang");
          type = bx_tei_get_attr (c, "type");
          content = bx_tei_node_text (c);
          if (bx_tei_is_el (c, "term"))
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
          else if (bx_tei_is_el (c, "gloss"))
            {
              if (bx_tei_lang_is_zh (lang) && gloss_zh == NULL)
                gloss_zh = g_steal_pointer (&content);
              else if (!bx_tei_lang_is_zh (lang) && gloss_en == NULL)
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
  xmlNode *list = bx_tei_child (bx_tei_child (bx_tei_child (root, "text"), "body"),
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

      if (!bx_tei_is_el (b, "bibl"))
        continue;
      id = bx_tei_get_xml_attr (b, "id");
      type = bx_tei_get_attr (b, "type");
      author = join_children (b, "author", " / ");
      title = join_children (b, "title", " / ");
      date = join_children (b, "date", " ");
      for (xmlNode *n = b->children; n != NULL; n = n->next)
        {
          g_autofree char *content = NULL;
          GString *into;

          if (!bx_tei_is_el (n, "note") && !bx_tei_is_el (n, "idno"))
            continue;
          content = bx_tei_node_text (n);
          into = bx_tei_attr_is (n, "type", "details") || bx_tei_is_el (n, "idno") ? details : note;
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
                   "clause_id, layer, kind, target, rule_id) VALUES (?,?,?,?,?,?,?,?,?,?)",
                   error)
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
          ok = import_work (imp, f, bx_tei_work_position (f->id) * 1000 + (int) i, error);
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
  if (!bx_tei_index_extras (imp, error))
    return FALSE;

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

gboolean
_bx_tei_import_in_memory (xmlRelaxNG   *schema,
                          const char  **paths,
                          GError      **error)
{
  Importer imp = { 0 };
  gboolean ok;

  g_return_val_if_fail (schema != NULL, FALSE);
  g_return_val_if_fail (paths != NULL, FALSE);

  ok = bx_tei_read_files_with_schema (&imp, schema, paths, error)
       && write_db (&imp, ":memory:", error);
  importer_clear (&imp);
  return ok;
}

static gboolean import_files (const char *rng_path, const char **paths,
                              const char *rulesets_dir, const char *encyclopedia_dir,
                              const char *out_db, BxImportStats *stats, GError **error);

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
  return import_files (rng_path, paths, NULL, NULL, out_db, stats, error);
}

static gboolean
import_files (const char     *rng_path,
              const char    **paths,
              const char     *rulesets_dir,
              const char     *encyclopedia_dir,
              const char     *out_db,
              BxImportStats  *stats,
              GError        **error)
{
  g_autofree char *dir = NULL;
  g_autoptr(BxFileSave) save = NULL;
  Importer imp = { 0 };
  gint64 start = g_get_monotonic_time ();
  gboolean ok;

  g_return_val_if_fail (rng_path != NULL, FALSE);
  g_return_val_if_fail (paths != NULL, FALSE);
  g_return_val_if_fail (out_db != NULL, FALSE);

  imp.rulesets_dir = rulesets_dir;
  imp.encyclopedia_dir = encyclopedia_dir;
  /* One compile of the schema for every file of the import. */
  bx_load_stats_count (BX_LOAD_TEI_IMPORT);
  if (!bx_tei_read_files (&imp, rng_path, paths, error))
    {
      importer_clear (&imp);
      return FALSE;
    }

  /* Write a sibling temporary file (.NAME.XXXXXX, locked while it is written, 0644 less
   * the umask for a new database), then sync it, rename it over the output and sync the
   * folder (bx-file.c).  Stale temporary files of killed imports are removed first. */
  dir = g_path_get_dirname (out_db);
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s: cannot make the directory: %s",
                   dir, g_strerror (saved_errno));
      importer_clear (&imp);
      return FALSE;
    }
  save = bx_file_save_begin (out_db, 0644, error);
  if (save == NULL)
    {
      importer_clear (&imp);
      return FALSE;
    }

  ok = write_db (&imp, bx_file_save_get_temp_path (save), error);
  if (ok)
    {
      for (guint i = 0; i < imp.files->len; i++)
        imp.stats.n_files++;
    }
  importer_clear (&imp);
  if (ok)
    ok = bx_file_save_commit (save, error);
  if (!ok)
    return FALSE;
  imp.stats.elapsed_us = g_get_monotonic_time () - start;
  if (stats != NULL)
    *stats = imp.stats;
  return TRUE;
}

/**
 * bx_tei_import_directory:
 * @texts_dir: the folder holding glossary.xml, reconstructions.xml and the works (every
 *   other .xml file); they are validated against our own boxi-tei.rng
 *   (bx_xml_own_schema()), never one in @texts_dir
 * @out_db: where the database goes; replaced atomically, and only on success
 * @stats: (out) (optional): what was imported, and how long it took
 * @error: return location for a #GError
 *
 * Imports every .xml file of @texts_dir with bx_tei_import_files().  glossary.xml,
 * reconstructions.xml are required; the works are the files that exist.
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
  return bx_tei_import_directory_full (texts_dir, NULL, NULL, out_db, stats, error);
}

/**
 * bx_tei_import_directory_full:
 * @texts_dir: as bx_tei_import_directory()
 * @rulesets_dir: (nullable): rulesets whose rule statements (en and zh) go into the search
 *   index too, as documents of kind "rule"
 * @encyclopedia_dir: (nullable): family articles whose paragraphs (en and zh) go into the
 *   search index too, as documents of kind "article"
 * @out_db: as bx_tei_import_directory()
 * @stats: (out) (optional): what was imported
 * @error: as bx_tei_import_directory()
 *
 * bx_tei_import_directory() with the rules and the articles searchable in the same
 * index as the texts (bx_corpus_search()).  A ruleset or article file that cannot be read
 * is left out of the index (the ruleset and encyclopedia loaders report it).
 *
 * Returns: %TRUE on success
 */
gboolean
bx_tei_import_directory_full (const char     *texts_dir,
                              const char     *rulesets_dir,
                              const char     *encyclopedia_dir,
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

      /* Only a missing file is "missing": a FIFO or a folder gets the reader's error. */
      if (!g_file_test (path, G_FILE_TEST_EXISTS))
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

  rng = bx_xml_own_schema ("boxi-tei.rng");
  return import_files (rng, (const char **) paths->pdata, rulesets_dir, encyclopedia_dir,
                       out_db, stats, error);
}
