/* bx-rules-source.h: where the Rules page reads its data (private to src/app)
 *
 * The Rules page shows family articles, concepts, tutorials and rule examples, whose core
 * APIs (docs: the encyclopedia contract of issue 15) are written in parallel.  Every read
 * goes through the few functions below, so that swapping the stand-ins for the real core
 * is a change of BX_RULES_SOURCE_STUBS and nothing else:
 *
 *   BX_RULES_SOURCE_STUBS 1: the types are declared here, exactly as in the contract, and
 *     filled from what exists (rulesets, the corpus, the engines);
 *   BX_RULES_SOURCE_STUBS 0: the real headers (bx-encyclopedia.h, bx-concepts.h,
 *     bx-tutorial.h) are included and the functions call the core.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-library.h"
#include "bx-ruleset.h"

#ifndef BX_RULES_SOURCE_STUBS
#define BX_RULES_SOURCE_STUBS 1
#endif

#if BX_RULES_SOURCE_STUBS
G_BEGIN_DECLS

/* ---- STUB: the types of the contract, until src/core/bx-encyclopedia.h lands ---- */
typedef struct
{
  char  *text_en;
  char  *text_zh;
  char **cites;
  char  *date;
} BxArticlePara;

typedef struct
{
  char       *family;
  char       *title_en;
  char       *title_zh;
  GPtrArray  *summary;
  GPtrArray  *history;
  GPtrArray  *equipment;
  char      **sources;
  char      **glossary;
  char       *file;
  int         line;
} BxArticle;

typedef struct
{
  char      *bibl_id;
  char      *title;
  GPtrArray *ruleset_ids;
} BxFamilyReconstruction;

/* ---- STUB: src/core/bx-concepts.h ---- */
typedef struct
{
  const char         *ruleset_id;
  const char         *rule_id;
  BxRuleStatus        status;
  const char * const *cites;
} BxConceptEntry;

typedef struct
{
  const char *id;
  const char *name_en;
  const char *name_zh;
  GArray     *entries;
} BxConcept;

/* ---- STUB: src/core/bx-tutorial.h ---- */
typedef struct
{
  char  *state_json;
  char  *throw_text;
  char  *text_en, *text_zh;
  char  *expected;
  char  *rule_id;
  char **cites;
} BxTutorialStep;

typedef struct
{
  char      *family;
  char      *ruleset_id;
  char      *title_en, *title_zh;
  GPtrArray *steps;
  char      *file;
} BxTutorial;

G_END_DECLS
#else
#include "bx-concepts.h"
#include "bx-encyclopedia.h"
#include "bx-tutorial.h"
#endif

G_BEGIN_DECLS

const BxArticle  *bx_rules_source_get_article         (BxLibrary   *library,
                                                       const char  *family);
GPtrArray        *bx_rules_source_reconstructions     (BxLibrary   *library,
                                                       const char  *family);
void              bx_rules_source_status_counts       (BxRuleset   *ruleset,
                                                       guint        counts[3]);
GPtrArray        *bx_rules_source_concepts            (BxLibrary   *library);
const BxTutorial *bx_rules_source_get_tutorial        (BxLibrary   *library,
                                                       const char  *family);
gboolean          bx_rules_source_get_example         (BxRuleset   *ruleset,
                                                       const char  *rule_id,
                                                       const char **state_json,
                                                       const char **throw_text);
gboolean          bx_rules_source_is_stub             (void);

G_END_DECLS
