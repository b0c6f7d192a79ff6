/* bx-corpus-biblio.h: the corpus as reference works: the glossary with every clause that
 * uses each term, the witnesses of the works and the reconstructions with what cites them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-ruleset.h"
#include "bx-types.h"

G_BEGIN_DECLS

/**
 * BxGlossaryEntry:
 * @id: "g.liang"
 * @headword: "梁"
 * @pinyin: "liáng", or NULL
 * @forms: (array zero-terminated=1): the headword, then the other forms the texts tag it
 *   under ("梁" "樑"); never NULL
 * @gloss_en: the English gloss
 * @gloss_zh: the Chinese gloss, or NULL
 * @n_clauses: how many clauses tag the term (each counted once)
 */
typedef struct
{
  char   *id;
  char   *headword;
  char   *pinyin;
  char  **forms;
  char   *gloss_en;
  char   *gloss_zh;
  guint   n_clauses;
} BxGlossaryEntry;

/**
 * BxTermUse:
 * @clause_id: "pushuang.changju.3"
 * @work_id: "pushuang"
 * @surface: the characters tagged in the clause (its first tag of the term)
 * @offset: their character offset in the clause text
 * @text: the clause's original text
 */
typedef struct
{
  char *clause_id;
  char *work_id;
  char *surface;
  int   offset;
  char *text;
} BxTermUse;

/**
 * BxWitnessEntry:
 * @id: "ruqige.wit.B"
 * @work_id: "ruqige"
 * @work_title: the work's Chinese title, "儒棋格"
 * @siglum: what an apparatus prints, "B"
 * @label: the full reference as the TEI header's listWit gives it
 * @section_ids: (element-type utf8): the sections whose text comes from this witness
 * @clause_ids: (element-type utf8): the clauses with a variant reading from this witness
 */
typedef struct
{
  char      *id;
  char      *work_id;
  char      *work_title;
  char      *siglum;
  char      *label;
  GPtrArray *section_ids;
  GPtrArray *clause_ids;
} BxWitnessEntry;

/**
 * BxRuleRef:
 * @ruleset_id: "sai.daiyi"
 * @rule_id: "sai.faces"
 * @status: the rule's evidence level
 */
typedef struct
{
  char         *ruleset_id;
  char         *rule_id;
  BxRuleStatus  status;
} BxRuleRef;

/**
 * BxReconstructionEntry:
 * @id: "rec.zhang2016"
 * @type: "article", "blog", "software"…
 * @author: the authors, languages joined with " / "
 * @title: the titles, joined likewise
 * @date: as given ("2016", "undated"), or NULL
 * @details: the full reference (venue, address, commit), or NULL
 * @note: our summary of the reading, or NULL
 * @rules: (element-type BxRuleRef): the rules that follow it, by ruleset id then rule order;
 *   a rule inherited unchanged is listed under the ruleset that defines it only
 */
typedef struct
{
  char      *id;
  char      *type;
  char      *author;
  char      *title;
  char      *date;
  char      *details;
  char      *note;
  GPtrArray *rules;
} BxReconstructionEntry;

GPtrArray *bx_corpus_list_glossary        (BxCorpus          *corpus,
                                           GError           **error);
char      *bx_corpus_find_glossary_id     (BxCorpus          *corpus,
                                           const char        *term);
char      *bx_glossary_fold               (const char        *text);
gboolean   bx_glossary_entry_matches      (const BxGlossaryEntry *entry,
                                           const char        *folded);
GPtrArray *bx_glossary_lookup             (GPtrArray         *entries,
                                           const char        *term);
GPtrArray *bx_corpus_term_clauses         (BxCorpus          *corpus,
                                           const char        *glossary_id,
                                           GError           **error);
GPtrArray *bx_corpus_list_witnesses       (BxCorpus          *corpus,
                                           GError           **error);
GPtrArray *bx_corpus_list_reconstructions (BxCorpus          *corpus,
                                           BxRulesetLibrary  *rulesets,
                                           GError           **error);

void bx_glossary_entry_free       (BxGlossaryEntry       *entry);
void bx_term_use_free             (BxTermUse             *use);
void bx_witness_entry_free        (BxWitnessEntry        *entry);
void bx_rule_ref_free             (BxRuleRef             *ref);
void bx_reconstruction_entry_free (BxReconstructionEntry *entry);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxGlossaryEntry, bx_glossary_entry_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxTermUse, bx_term_use_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxWitnessEntry, bx_witness_entry_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxReconstructionEntry, bx_reconstruction_entry_free)

G_END_DECLS
