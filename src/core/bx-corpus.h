/* bx-corpus.h: read-only access to corpus.sqlite: works, sections, clauses, notes,
 * glossary, variant readings and full-text search.
 *
 * The corpus is built from texts/<work>.xml by bx_tei_import_directory() (bx-tei-import.h).
 * All offsets are in characters (Unicode code points) of the clause's original text, which
 * never includes its interlinear notes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <gio/gio.h>

#include "bx-types.h"

G_BEGIN_DECLS

/* The schema version kept in PRAGMA user_version; a database with another is rebuilt. */
#define BX_CORPUS_SCHEMA_VERSION 3

typedef struct
{
  char  *id;          /* "pushuang" */
  char  *title_zh;    /* "譜雙" */
  char  *title_en;    /* "Manual of Shuanglu" */
  char  *author;      /* "洪遵" (the lzh author) */
  guint  n_clauses;
  guint  position;    /* the order of the works in the library */
} BxWork;

typedef struct
{
  char  *id;          /* "pushuang.changju" */
  char  *work_id;
  char  *parent_id;   /* NULL for a top-level section */
  char  *head;        /* the heading as printed, notes removed; may be NULL */
  guint  depth;       /* 0 for top level */
  guint  position;    /* document order within the work */
} BxSection;

typedef struct
{
  char *type;         /* "interlinear" (the source's 雙行小注) or "commentary" (ours) */
  char *text;
  int   offset;       /* interlinear: the character offset in the clause text where the note
                         stands; commentary: -1 */
} BxNote;

typedef struct
{
  char *lemma;        /* the base witness's text (part of the clause text) */
  char *reading;      /* the other witness's text */
  char *witness_id;   /* "ruqige.wit.B" */
  char *witness;      /* a label for the witness, e.g. "說郛 卷一百二" */
  int   offset;       /* character offset of the lemma in the clause text */
} BxVariant;

typedef struct
{
  char *glossary_id;  /* "g.liang" */
  char *surface;      /* the characters as they stand in the clause */
  int   offset;       /* character offset in the clause text */
  char *term;         /* the glossary headword */
  char *pinyin;
  char *gloss_en;
} BxTermRef;

typedef struct
{
  char      *id;          /* "pushuang.changju.3" */
  char      *work_id;
  char      *section_id;
  char      *section_head;
  char      *text;        /* the original clause, exactly as in the source, notes removed */
  char      *translation; /* English, or NULL */
  guint      position;    /* document order within the work */
  GPtrArray *notes;       /* (element-type BxNote): interlinear first, in offset order */
  GPtrArray *variants;    /* (element-type BxVariant) */
  GPtrArray *terms;       /* (element-type BxTermRef) */
} BxClause;

typedef enum
{
  BX_LAYER_ANY = 0,
  BX_LAYER_ORIGINAL = 1 << 0,
  BX_LAYER_TRANSLATION = 1 << 1,
  BX_LAYER_NOTE = 1 << 2,
} BxLayer;

/* What a search hit is (bx_corpus_search()). */
typedef enum
{
  BX_HIT_CLAUSE = 0,   /* a clause, section head, translation or note of the texts */
  BX_HIT_ARTICLE,      /* a paragraph of a family article (data/encyclopedia) */
  BX_HIT_RULE,         /* a rule statement of a ruleset (data/rulesets) */
  BX_HIT_NOTE,         /* a personal note of the user's (bx_user_db_search(), never the
                          corpus's own search) */
} BxHitKind;

/* The kinds a search returns, as a mask of 1 << BxHitKind; 0: all of them. */
#define BX_HIT_MASK(kind) (1u << (kind))

typedef struct
{
  const char *work_id;         /* NULL: all works (a work also leaves out articles, rules) */
  BxLayer     layers;          /* BX_LAYER_ANY: all layers */
  gboolean    exact;           /* TRUE: no traditional/simplified folding */
  guint       limit;           /* 0: the default, 50 */
  const char *highlight_open;  /* NULL: "[" */
  const char *highlight_close; /* NULL: "]" */
  guint       kinds;           /* BX_HIT_MASK()s of the kinds wanted; 0: all kinds */
  guint       offset;          /* the page: how many of the best hits to skip; 0: none */
} BxSearchOptions;

/* At most this many matching documents, the first in document order, are ranked and
 * counted by a search (bx_corpus_search_page()). */
#define BX_SEARCH_RANK_CAP 10000

/* How many documents a search matched (bx_corpus_search_page()). */
typedef struct
{
  guint    n_hits;  /* the hits of the wanted kinds among the documents ranked */
  gboolean capped;  /* TRUE: more than BX_SEARCH_RANK_CAP documents matched, and only the
                       first BX_SEARCH_RANK_CAP were ranked and counted ("10,000+") */
} BxSearchCount;

typedef struct
{
  char      *clause_id;   /* BX_HIT_CLAUSE: the clause or section; else NULL */
  char      *work_id;     /* BX_HIT_CLAUSE: its work; else NULL */
  char      *layer;       /* "original", "translation" or "note"; articles and rules:
                             "original" for the Chinese text, "translation" for English */
  char      *snippet;     /* the original characters with the match between the markers */
  double     rank;        /* bm25 (smaller is better); for a query of one phrase, without
                             its idf, a constant factor (bx-search-rank.c) */
  BxHitKind  kind;
  char      *target;      /* BX_HIT_ARTICLE: the family; BX_HIT_RULE: the ruleset id */
  char      *rule_id;     /* BX_HIT_RULE: the rule id; else NULL */
} BxSearchHit;

/* One item of texts/glossary.xml (bx_corpus_get_glossary_item()). */
typedef struct
{
  char *id;           /* "g.liubo" */
  char *headword;     /* "六博" */
  char *pinyin;
  char *gloss_en;
  char *gloss_zh;
} BxGlossaryItem;

BxCorpus  *bx_corpus_open            (const char             *path,
                                      GError                **error);
void       bx_corpus_free            (BxCorpus               *corpus);

/**
 * BxCorpusRebuildFunc:
 * @path: the corpus database, closed: remove it and build it again at the same path
 * @data: the closure
 * @error: why the rebuild failed
 *
 * Returns: %TRUE when @path holds a fresh database
 */
typedef gboolean (*BxCorpusRebuildFunc) (const char  *path,
                                         gpointer     data,
                                         GError     **error);
void       bx_corpus_set_rebuild_func (BxCorpus              *corpus,
                                       BxCorpusRebuildFunc    func,
                                       gpointer               data,
                                       GDestroyNotify         destroy);
const char *bx_corpus_get_path       (BxCorpus               *corpus);

GPtrArray *bx_corpus_list_works      (BxCorpus               *corpus,
                                      GError                **error);
BxWork    *bx_corpus_get_work        (BxCorpus               *corpus,
                                      const char             *work_id,
                                      GError                **error);
GPtrArray *bx_corpus_list_sections   (BxCorpus               *corpus,
                                      const char             *work_id,
                                      GError                **error);
GPtrArray *bx_corpus_list_clauses    (BxCorpus               *corpus,
                                      const char             *work_or_section_id,
                                      GError                **error);
BxClause  *bx_corpus_get_clause      (BxCorpus               *corpus,
                                      const char             *clause_id,
                                      GError                **error);
GPtrArray *bx_corpus_list_clause_texts (BxCorpus             *corpus,
                                        GError              **error);
GPtrArray *bx_corpus_list_reconstruction_ids (BxCorpus       *corpus,
                                              GError        **error);
gboolean   bx_corpus_has_clause      (BxCorpus               *corpus,
                                      const char             *clause_id);
char      *bx_corpus_clause_label    (BxCorpus               *corpus,
                                      const char             *clause_id,
                                      const char             *lang);
gboolean   bx_corpus_has_reconstruction (BxCorpus            *corpus,
                                         const char          *bibl_id);
BxGlossaryItem *bx_corpus_get_glossary_item (BxCorpus        *corpus,
                                             const char      *glossary_id,
                                             GError         **error);
char      *bx_corpus_get_reconstruction_title (BxCorpus      *corpus,
                                               const char    *bibl_id);
char      *bx_corpus_get_translation (BxCorpus               *corpus,
                                      const char             *id,
                                      const char             *lang,
                                      GError                **error);
GPtrArray *bx_corpus_list_translations (BxCorpus             *corpus,
                                      const char             *id,
                                      const char             *lang,
                                      GError                **error);
GPtrArray *bx_corpus_search          (BxCorpus               *corpus,
                                      const char             *query,
                                      const BxSearchOptions  *options,
                                      GError                **error);
GPtrArray *bx_corpus_search_page     (BxCorpus               *corpus,
                                      const char             *query,
                                      const BxSearchOptions  *options,
                                      BxSearchCount          *count,
                                      GError                **error);
void       bx_corpus_set_cancellable (BxCorpus               *corpus,
                                      GCancellable           *cancellable);

void       bx_work_free              (BxWork                 *work);
void       bx_section_free           (BxSection              *section);
void       bx_clause_free            (BxClause               *clause);
void       bx_search_hit_free        (BxSearchHit            *hit);
const char *bx_hit_kind_to_string    (BxHitKind               kind);
void       bx_glossary_item_free     (BxGlossaryItem         *item);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxCorpus, bx_corpus_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxWork, bx_work_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxSection, bx_section_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxClause, bx_clause_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxSearchHit, bx_search_hit_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxGlossaryItem, bx_glossary_item_free)

G_END_DECLS
