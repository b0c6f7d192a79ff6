/* bx-tei-private.h: what the importer's two halves share (bx-tei-validate.c reads and
 * checks the files, bx-tei-import.c writes the database); core only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <sqlite3.h>
#include <libxml/tree.h>
#include <libxml/relaxng.h>

#include "bx-tei-import.h"

G_BEGIN_DECLS

#define TEI_NS "http://www.tei-c.org/ns/1.0"

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
  /* What else goes into the search index (bx-search-extras.c); NULL: nothing. */
  const char *rulesets_dir;
  const char *encyclopedia_dir;
} Importer;

gboolean  bx_tei_add_search_doc (Importer     *imp,
                                 const char   *layer,
                                 const char   *text,
                                 const char   *work_id,
                                 const char   *clause_id,
                                 const char   *kind,
                                 const char   *target,
                                 const char   *rule_id,
                                 GError      **error);
gboolean  bx_tei_index_extras   (Importer     *imp,
                                 GError      **error);


void      bx_tei_id_info_free   (gpointer      data);
void      bx_tei_file_free      (gpointer      data);
gboolean  bx_tei_is_el          (xmlNode      *node,
                                 const char   *name);
char     *bx_tei_get_attr       (xmlNode      *node,
                                 const char   *name);
char     *bx_tei_get_xml_attr   (xmlNode      *node,
                                 const char   *name);
gboolean  bx_tei_attr_is        (xmlNode      *node,
                                 const char   *name,
                                 const char   *value);
xmlNode  *bx_tei_child          (xmlNode      *node,
                                 const char   *name);
int       bx_tei_line_of        (xmlNode      *node);
char     *bx_tei_node_text      (xmlNode      *node);
gboolean  bx_tei_lang_is_zh     (const char   *lang);
int       bx_tei_work_position  (const char   *id);
gboolean  bx_tei_read_files     (Importer     *imp,
                                 const char   *rng_path,
                                 const char  **paths,
                                 GError      **error);
gboolean  bx_tei_read_files_with_schema (Importer     *imp,
                                         xmlRelaxNG   *schema,
                                         const char  **paths,
                                         GError      **error);

/* The whole import of @paths (bx-tei-import.c) with @schema compiled once, into an
 * in-memory database that is dropped afterwards: every step of bx_tei_import_files() but
 * the atomic file save.  For the fuzz harness (tests/fuzz/fuzz-tei.c). */
gboolean  _bx_tei_import_in_memory (xmlRelaxNG   *schema,
                                    const char  **paths,
                                    GError      **error);

G_END_DECLS
