/* bx-work-source.h: a work's provenance, as its TEI header gives it (titleStmt,
 * publicationStmt, sourceDesc): what an export or a citation prints above the text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-types.h"

G_BEGIN_DECLS

typedef struct
{
  char *id;           /* "pushuang.wit.skqs" */
  char *siglum;       /* "skqs": the id after ".wit." (what an apparatus prints) */
  char *label;        /* "說郛 (四庫全書本) 卷一百一" */
} BxWitness;

typedef struct
{
  char      *work_id;     /* "pushuang" */
  char      *title_zh;    /* "譜雙" */
  char      *title_en;    /* "Manual of Shuanglu" */
  char      *author;      /* "洪遵" */
  char      *author_en;   /* "Hong Zun (1120–1174)", or NULL */
  char      *licence;     /* the publicationStmt, or NULL */
  char      *sources;     /* the sourceDesc's bibl elements, one a line, or NULL */
  char      *note;        /* the sourceDesc's note (the state of the text), or NULL */
  char      *file;        /* the TEI file's name, "pushuang.xml" */
  GPtrArray *witnesses;   /* (element-type BxWitness), in document order */
} BxWorkSource;

BxWorkSource *bx_corpus_get_work_source (BxCorpus     *corpus,
                                         const char   *work_id,
                                         GError      **error);
const BxWitness *bx_work_source_find_witness (const BxWorkSource *source,
                                              const char         *witness_id);
void          bx_work_source_free       (BxWorkSource *source);
void          bx_witness_free           (BxWitness    *witness);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxWorkSource, bx_work_source_free)

G_END_DECLS
