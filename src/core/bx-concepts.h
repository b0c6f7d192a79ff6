/* bx-concepts.h: concepts across families (hitting, blocking, stacking …), derived from
 * the rulesets' topics and params
 *
 * A concept is a predicate on a rule's topic and the params it sets (the table in
 * bx-concepts.c, one comment per concept).  bx_concepts_derive() runs every predicate over
 * every rule of every loaded ruleset, so "which games let a piece be hit?" is answered
 * with the rule that establishes it and the clauses that rule cites, for all families at
 * once.  Nothing here names a family or a variant.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-ruleset.h"

G_BEGIN_DECLS

/**
 * BxConceptEntry:
 * @ruleset_id: "shuanglu/ping"
 * @rule_id: the rule whose topic and params establish the concept there ("ping.hit")
 * @status: that rule's status
 * @cites: (array zero-terminated=1): the clauses that rule cites (maybe empty)
 * @value: the value of the first param that matched ("cubic" for dice-kind, "2" for
 *   dice-count, "true" for most), or NULL
 *
 * One ruleset that has a concept.  All strings are owned by the ruleset library, which
 * must outlive the concept.
 */
typedef struct
{
  const char         *ruleset_id;
  const char         *rule_id;
  BxRuleStatus        status;
  const char * const *cites;
  const char         *value;
} BxConceptEntry;

/**
 * BxConcept:
 * @id: "hitting"
 * @name_en: "Hitting" (marked with N_(); the app translates it)
 * @name_zh: "打子"
 * @entries: (element-type BxConceptEntry): the rulesets that have it, by ruleset id then
 *   rule order; several rules of one ruleset may each have an entry
 */
typedef struct
{
  const char *id;
  const char *name_en;
  const char *name_zh;
  GArray     *entries;
} BxConcept;

GPtrArray        *bx_concepts_derive  (BxRulesetLibrary *rulesets);
const BxConcept  *bx_concepts_find    (GPtrArray        *concepts,
                                       const char       *id);
const char *const *bx_concepts_list_ids (void);

G_END_DECLS
