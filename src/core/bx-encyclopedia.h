/* bx-encyclopedia.h: the family articles (data/encyclopedia/FAMILY.xml), loaded once by
 * BxLibrary, and what the encyclopedia derives from the rulesets and the corpus
 *
 * Every article says, in our own words and in English and Chinese, what the game is, its
 * history (dated entries, each citing clauses of the corpus), its equipment, its sources
 * (corpus work ids) and its glossary terms.  The format is docs/encyclopedia.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-ruleset.h"
#include "bx-types.h"

G_BEGIN_DECLS

/* The schema of the article files, in the encyclopedia folder. */
#define BX_ENCYCLOPEDIA_SCHEMA_NAME "boxi-encyclopedia.rng"

/* Article files larger than this are refused before they are parsed (bytes). */
#define BX_ENCYCLOPEDIA_MAX_FILE_SIZE (512 * 1024)

/**
 * BxArticlePara:
 * @text_en: one sentence or paragraph, our own words
 * @text_zh: the same in Chinese (traditional)
 * @cites: (array zero-terminated=1): clause ids (may be empty, except in the history)
 * @date: history entries only ("c. 300 BCE", "1151 CE"); else %NULL
 * @date_zh: the same date in Chinese, traditional characters ("約公元前三世紀"), from the
 *   entry's `<date xml:lang="zh">`; history entries only, else %NULL
 * @line: the line of its <para> element
 */
typedef struct
{
  char  *text_en;
  char  *text_zh;
  char **cites;
  char  *date;
  char  *date_zh;
  int    line;
} BxArticlePara;

/**
 * BxArticle:
 * @family: "liubo"
 * @title_en: "Liubo"
 * @title_zh: "六博"
 * @summary: (element-type BxArticlePara): what the game is
 * @history: (element-type BxArticlePara): dated, each citing clauses
 * @equipment: (element-type BxArticlePara): board, pieces, dice/箸/瓊
 * @sources: (array zero-terminated=1): corpus work ids, "bojing"
 * @glossary: (array zero-terminated=1): glossary item ids, "g.liubo"
 * @file: the file it was read from
 * @line: the line of its <article> element
 */
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

/**
 * BxFamilyReconstruction:
 * @bibl_id: "rec.zhang2016"
 * @title: its title as texts/reconstructions.xml gives it (the corpus's), or the id when
 *   the corpus has none
 * @ruleset_ids: (element-type utf8): the family's rulesets with a rule that follows it
 */
typedef struct
{
  char      *bibl_id;
  char      *title;
  GPtrArray *ruleset_ids;
} BxFamilyReconstruction;

typedef struct _BxEncyclopedia BxEncyclopedia;
typedef struct _BxLibrary BxLibrary;

BxEncyclopedia  *bx_encyclopedia_new_from_dir   (const char        *dir,
                                                 BxCorpus          *corpus,
                                                 GError           **error);
BxEncyclopedia  *bx_encyclopedia_new_from_files (const char        *schema_path,
                                                 const char *const *paths,
                                                 BxCorpus          *corpus,
                                                 GError           **error);
/* bx_encyclopedia_new_from_files() with the schema compiled by the caller (libxml2's
 * xmlRelaxNG, from bx_xml_load_schema()): for the fuzz harness, which compiles it once. */
struct _xmlRelaxNG;
BxEncyclopedia  *_bx_encyclopedia_new_with_schema (struct _xmlRelaxNG *schema,
                                                   const char *const  *paths,
                                                   BxCorpus           *corpus,
                                                   GError            **error);
void             bx_encyclopedia_free           (BxEncyclopedia    *self);
GPtrArray       *bx_encyclopedia_list_articles  (BxEncyclopedia    *self);
const BxArticle *bx_encyclopedia_get_article    (BxEncyclopedia    *self,
                                                 const char        *family);

GPtrArray       *bx_encyclopedia_family_reconstructions (BxLibrary   *lib,
                                                         const char  *family);
void             bx_family_reconstruction_free  (BxFamilyReconstruction *rec);
void             bx_ruleset_status_counts       (BxRuleset         *rs,
                                                 guint              counts[3]);
BxRuleset       *bx_encyclopedia_default_ruleset (BxLibrary        *lib,
                                                  const char       *family);
char            *bx_encyclopedia_dir_for_rulesets (const char      *rulesets_dir);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxEncyclopedia, bx_encyclopedia_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxFamilyReconstruction, bx_family_reconstruction_free)

G_END_DECLS
