/* bx-export-private.h: the document model that the HTML writer and the page layout share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-export.h"
#include "bx-work-source.h"

G_BEGIN_DECLS

typedef enum
{
  BX_EXPORT_BLOCK_WORK,     /* the header of a work: its provenance */
  BX_EXPORT_BLOCK_SECTION,  /* a section's head and summary */
  BX_EXPORT_BLOCK_CLAUSE,   /* a clause with its translation, notes and variants */
} BxExportBlockKind;

typedef struct
{
  BxExportBlockKind  kind;
  BxWorkSource      *source;      /* WORK: the provenance; CLAUSE, SECTION: not owned */
  char              *scope;       /* WORK: the part exported ("pushuang.changju"), NULL for
                                     the whole work */
  char              *section_id;  /* SECTION */
  char              *head;        /* SECTION: the head, or NULL */
  char              *summary;     /* SECTION: the English summary, or NULL */
  guint              depth;       /* SECTION */
  BxClause          *clause;      /* CLAUSE */
  GArray            *note_numbers; /* CLAUSE: (element-type guint) the footnote number of each
                                      of the clause's commentary notes, in order */
} BxExportBlock;

struct _BxExportDoc
{
  char      *title;
  GPtrArray *blocks;     /* (element-type BxExportBlock) */
  GPtrArray *footnotes;  /* (element-type utf8) footnote n is footnotes[n - 1] */
  GPtrArray *sources;    /* (element-type BxWorkSource) owned here */
};

/* The short reference of a clause within its work ("changju.3" for "pushuang.changju.3"). */
const char *bx_export_short_id (const char *clause_id);

G_END_DECLS
