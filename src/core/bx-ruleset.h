/* bx-ruleset.h: rules as data (data/rulesets/NAME.xml), their citations and the library of
 * all rulesets with the reverse index clause → rules (bx-ruleset.c, bx-ruleset-library.c)
 *
 * A ruleset names its family ("shuanglu"), its id ("shuanglu/ping"), its names and the
 * ruleset it extends.  Each rule has an id, a topic, a statement in English and Chinese,
 * a status (attested, interpreted, conjectured), one or more cited clause ids, for the
 * weaker statuses a reconstruction id and a rationale, and the machine parameters
 * (name = value) that the engine reads.  The format is documented in docs/rulesets.md
 * and fixed by data/rulesets/boxi-ruleset.rng.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-types.h"
#include "bx-clause-index.h"

G_BEGIN_DECLS

typedef struct _BxRuleset BxRuleset;
typedef struct _BxRulesetLibrary BxRulesetLibrary;

/**
 * BxTopic:
 *
 * The fixed list of rule topics, in display order.  %BX_N_TOPICS counts them.
 */
typedef enum
{
  BX_TOPIC_SETUP,
  BX_TOPIC_THROW,
  BX_TOPIC_ENTRY,
  BX_TOPIC_MOVEMENT,
  BX_TOPIC_STACKING,
  BX_TOPIC_BLOCKING,
  BX_TOPIC_CAPTURE,
  BX_TOPIC_REENTRY,
  BX_TOPIC_BEARING_OFF,
  BX_TOPIC_SCORING,
  BX_TOPIC_WINNING,
  BX_TOPIC_TURN_ORDER,
  BX_TOPIC_SPECIAL,
  BX_N_TOPICS
} BxTopic;

/**
 * BxRuleStatus:
 *
 * How we know a rule, strongest first.  The status of a game is the weakest (largest)
 * status among the rules it used.
 */
typedef enum
{
  BX_STATUS_ATTESTED,
  BX_STATUS_INTERPRETED,
  BX_STATUS_CONJECTURED,
} BxRuleStatus;

/**
 * BxParam:
 * @name: "dice.count"
 * @value: "2" (always a string; see bx_ruleset_get_int() and friends)
 */
typedef struct
{
  char *name;
  char *value;
} BxParam;

/**
 * BxRule:
 * @id: "ping.hit", unique within its ruleset
 * @ruleset_id: the ruleset that defines this rule (differs from the loaded ruleset's id
 *   when the rule is inherited through `extends`)
 * @topic: the topic
 * @status: attested, interpreted or conjectured
 * @statement_en: the rule in English
 * @statement_zh: the rule in Chinese
 * @cites: (array zero-terminated=1): the clauses that state or support the rule (at least
 *   one for an attested rule; empty for a rule no clause supports)
 * @context: (array zero-terminated=1): the clauses that only point: they name what the rule
 *   fills a gap about but say nothing of the rule (never NULL, often empty).  A rule has at
 *   least one cite or context.
 * @reconstruction: for interpreted and conjectured rules the id of a bibl in
 *   texts/reconstructions.xml ("rec.boxi"); NULL for attested rules
 * @rationale: why this reading; NULL for attested rules
 * @rationale_zh: the same in Chinese (traditional characters, as @statement_zh), from the
 *   optional `<reconstruction xml:lang="zh">` twin; NULL when the rule has none
 * @example: a state JSON (docs/state-format.md) that shows the rule, or NULL; its
 *   "ruleset" member names the ruleset holding this copy of the rule (an inherited rule's
 *   example is renamed, or replaced by the child's own); see bx_ruleset_get_example()
 * @example_throw: the throw that goes with @example ("6,2"), or NULL
 * @params: (element-type BxParam): the parameters this rule sets
 * @file: the file the rule was read from
 * @line: the line of its <rule> element
 */
typedef struct
{
  char         *id;
  char         *ruleset_id;
  BxTopic       topic;
  BxRuleStatus  status;
  char         *statement_en;
  char         *statement_zh;
  char        **cites;
  char        **context;
  char         *reconstruction;
  char         *rationale;
  char         *rationale_zh;
  char         *example;
  char         *example_throw;
  GPtrArray    *params;
  char         *file;
  int           line;
} BxRule;

/**
 * BxClauseCheckFunc:
 * @clause_id: a cited clause id, "pushuang.changju.15", or "#" and the id of a
 *   reconstruction's bibl, "#rec.zhang2016" (a rule's `<reconstruction ref>`)
 * @user_data: the closure
 *
 * Returns: %TRUE when the clause (or the reconstruction) exists.
 */
typedef gboolean (*BxClauseCheckFunc) (const char *clause_id,
                                       gpointer    user_data);

/**
 * BxCitedBy:
 * @ruleset_id: "shuanglu/ping"
 * @rule_id: "ping.hit"
 * @status: the rule's status
 * @statement_en: the rule's statement
 * @example: a state JSON that shows the rule ("show me"), or NULL
 * @example_throw: the throw for @example, or NULL
 *
 * One entry of the reverse index (clause → rules); all strings are owned by the library.
 */
typedef struct
{
  const char   *ruleset_id;
  const char   *rule_id;
  BxRuleStatus  status;
  const char   *statement_en;
  const char   *example;
  const char   *example_throw;
} BxCitedBy;

const char   *bx_topic_to_string          (BxTopic             topic);
gboolean      bx_topic_from_string        (const char         *text,
                                           BxTopic            *out);
const char   *bx_rule_status_to_string    (BxRuleStatus        status);
gboolean      bx_rule_status_from_string  (const char         *text,
                                           BxRuleStatus       *out);

/* Rulesets. */
BxRuleset    *bx_ruleset_new_from_file    (const char         *path,
                                           const char         *schema_path,
                                           BxRuleset          *parent,
                                           BxClauseCheckFunc   check,
                                           gpointer            check_data,
                                           GError            **error);
char         *bx_ruleset_peek_extends     (const char         *path,
                                           GError            **error);
BxRuleset    *bx_ruleset_ref              (BxRuleset          *ruleset);
void          bx_ruleset_unref            (BxRuleset          *ruleset);

const char   *bx_ruleset_get_id           (BxRuleset          *ruleset);
const char   *bx_ruleset_get_family       (BxRuleset          *ruleset);
const char   *bx_ruleset_get_name_zh      (BxRuleset          *ruleset);
const char   *bx_ruleset_get_name_en      (BxRuleset          *ruleset);
const char   *bx_ruleset_get_extends      (BxRuleset          *ruleset);
const char   *bx_ruleset_get_file         (BxRuleset          *ruleset);
gboolean      bx_ruleset_get_playable     (BxRuleset          *ruleset);
BxRuleStatus  bx_ruleset_get_status       (BxRuleset          *ruleset);

guint         bx_ruleset_get_n_rules      (BxRuleset          *ruleset);
const BxRule *bx_ruleset_get_rule         (BxRuleset          *ruleset,
                                           guint               index);
const BxRule *bx_ruleset_find_rule        (BxRuleset          *ruleset,
                                           const char         *rule_id,
                                           guint              *index_out);

gboolean      bx_ruleset_get_example      (BxRuleset          *rs,
                                           const char         *rule_id,
                                           const char        **state_json,
                                           const char        **throw_text);

const char   *bx_ruleset_get_param        (BxRuleset          *ruleset,
                                           const char         *name);
int           bx_ruleset_param_rule       (BxRuleset          *ruleset,
                                           const char         *name);
gboolean      bx_ruleset_get_int          (BxRuleset          *ruleset,
                                           const char         *name,
                                           int                *out,
                                           GError            **error);
gboolean      bx_ruleset_get_bool         (BxRuleset          *ruleset,
                                           const char         *name,
                                           gboolean           *out,
                                           GError            **error);
gboolean      bx_ruleset_get_int_list     (BxRuleset          *ruleset,
                                           const char         *name,
                                           int                *out,
                                           guint               max,
                                           guint              *n_out,
                                           GError            **error);

/* A #BxClauseCheckFunc over the corpus database (bx-game-corpus.c). */
gboolean       bx_corpus_check_func         (const char        *clause_id,
                                             gpointer           corpus);

/* The library: every ruleset of a directory. */
BxRulesetLibrary *bx_ruleset_library_new_from_dir (const char        *rulesets_dir,
                                                   BxClauseCheckFunc  check,
                                                   gpointer           check_data,
                                                   GError           **error);
BxRulesetLibrary *bx_ruleset_library_new_from_dir_partial (const char        *rulesets_dir,
                                                           BxClauseCheckFunc  check,
                                                           gpointer           check_data,
                                                           GError           **error);
void              bx_ruleset_library_free         (BxRulesetLibrary  *library);
GPtrArray        *bx_ruleset_library_list         (BxRulesetLibrary  *library);
BxRuleset        *bx_ruleset_library_get          (BxRulesetLibrary  *library,
                                                   const char        *ruleset_id);
GArray           *bx_ruleset_library_cited_by     (BxRulesetLibrary  *library,
                                                   const char        *clause_id);
GArray           *bx_ruleset_library_context_of   (BxRulesetLibrary  *library,
                                                   const char        *clause_id);

/* Where the data is (installed, or the source tree under `meson devenv` and the tests). */
const char       *bx_data_default_dir             (void);
const char       *bx_source_root                  (void);
char             *bx_rulesets_default_dir         (void);
char             *bx_texts_default_dir            (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxRuleset, bx_ruleset_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxRulesetLibrary, bx_ruleset_library_free)

G_END_DECLS
