/* bx-load-stats.h: how often this process loaded its data (rulesets, schemas, corpus)
 *
 * The loaders of the core count what they read, so that a test can check that the app and
 * the CLI load each ruleset file and each RelaxNG schema once (issue 20).  The counters are
 * process-wide and atomic; they are never reset.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * BxLoadCounter:
 * @BX_LOAD_RULESET_FILE: a ruleset file parsed (data/rulesets/NAME.xml)
 * @BX_LOAD_RULESET_SCHEMA: boxi-ruleset.rng compiled
 * @BX_LOAD_TEI_SCHEMA: boxi-tei.rng compiled (once per import)
 * @BX_LOAD_TEI_IMPORT: an import of the TEI texts into a corpus database
 * @BX_LOAD_CORPUS_OPEN: a corpus database opened
 * @BX_LOAD_CLAUSE_READ: a clause read with bx_corpus_get_clause()
 * @BX_LOAD_CLAUSE_INDEX: a clause index built from a corpus
 * @BX_LOAD_LIBRARY: a #BxLibrary built
 */
typedef enum
{
  BX_LOAD_RULESET_FILE,
  BX_LOAD_RULESET_SCHEMA,
  BX_LOAD_TEI_SCHEMA,
  BX_LOAD_TEI_IMPORT,
  BX_LOAD_CORPUS_OPEN,
  BX_LOAD_CLAUSE_READ,
  BX_LOAD_CLAUSE_INDEX,
  BX_LOAD_LIBRARY,
  BX_N_LOAD_COUNTERS
} BxLoadCounter;

/**
 * BxLoadStats:
 * @counts: the counters, indexed by #BxLoadCounter
 *
 * A snapshot of the counters (see bx_load_stats_get()).
 */
typedef struct
{
  guint counts[BX_N_LOAD_COUNTERS];
} BxLoadStats;

void  bx_load_stats_count (BxLoadCounter  counter);
void  bx_load_stats_get   (BxLoadStats   *stats);
guint bx_load_stats_diff  (const BxLoadStats *before,
                           BxLoadCounter      counter);

G_END_DECLS
