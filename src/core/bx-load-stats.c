/* bx-load-stats.c: the process-wide load counters (see bx-load-stats.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-load-stats.h"

static gint counters[BX_N_LOAD_COUNTERS];

/**
 * bx_load_stats_count:
 * @counter: what was loaded
 *
 * Adds one to @counter (atomically; any thread).  Called by the core's loaders only.
 */
void
bx_load_stats_count (BxLoadCounter counter)
{
  g_return_if_fail (counter < BX_N_LOAD_COUNTERS);
  g_atomic_int_inc (&counters[counter]);
}

/**
 * bx_load_stats_get:
 * @stats: (out caller-allocates): the counters now
 *
 * Reads every counter (each atomically).
 */
void
bx_load_stats_get (BxLoadStats *stats)
{
  g_return_if_fail (stats != NULL);
  for (guint i = 0; i < BX_N_LOAD_COUNTERS; i++)
    stats->counts[i] = (guint) g_atomic_int_get (&counters[i]);
}

/**
 * bx_load_stats_diff:
 * @before: a snapshot taken earlier with bx_load_stats_get()
 * @counter: a counter
 *
 * Returns: how many loads @counter counted since @before.
 */
guint
bx_load_stats_diff (const BxLoadStats *before,
                    BxLoadCounter      counter)
{
  g_return_val_if_fail (before != NULL && counter < BX_N_LOAD_COUNTERS, 0);
  return (guint) g_atomic_int_get (&counters[counter]) - before->counts[counter];
}
