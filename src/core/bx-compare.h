/* bx-compare.h: the rules of two to four rulesets lined up by topic
 *
 * Rows follow the fixed topic order (BxTopic).  Within a topic, rules with the same id
 * share a row (a variant's rule that replaces the common one keeps its id), and a rule
 * that only one ruleset has gets a row of its own with empty cells for the others.  A
 * row differs when its cells are not all the same rule: a cell is missing, or the rules
 * differ in statement, status or params.  Within a row that differs, the cells that
 * differ are those apart from the rule most cells share (with two columns, both).  Both boxi-cli compare and the GUI's
 * BxCompareView show these rows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "bx-ruleset.h"

G_BEGIN_DECLS

#define BX_COMPARE_MAX 4

/**
 * BxCompareRow:
 * @topic: the topic of the row's rules
 * @rule_id: the rule id the row is keyed on
 * @n_cells: the number of rulesets compared
 * @cells: (array length=n_cells): per ruleset, its rule of this row, or NULL when it has
 *   none (owned by the rulesets)
 * @differs: %TRUE when the cells are not all the same rule
 * @cell_differs: (array length=n_cells): per cell, the parts in which it differs from the
 *   rule most cells share (#BxCompareAspect; 0 for a cell that says what they say).  When
 *   no two cells agree, each cell is marked in what it differs from any other.  A row that
 *   does not differ has all 0
 */
/**
 * BxCompareAspect:
 * @BX_COMPARE_MISSING: the cell has no rule where others have one, or the reverse
 * @BX_COMPARE_STATEMENT: the English statement differs
 * @BX_COMPARE_STATUS: the status differs
 * @BX_COMPARE_PARAMS: the engine parameters differ
 * @BX_COMPARE_TOPIC: the topic differs
 *
 * The parts of a cell that differ (flags).
 */
typedef enum
{
  BX_COMPARE_MISSING   = 1 << 0,
  BX_COMPARE_STATEMENT = 1 << 1,
  BX_COMPARE_STATUS    = 1 << 2,
  BX_COMPARE_PARAMS    = 1 << 3,
  BX_COMPARE_TOPIC     = 1 << 4,
} BxCompareAspect;

typedef struct
{
  BxTopic       topic;
  char         *rule_id;
  guint         n_cells;
  const BxRule *cells[BX_COMPARE_MAX];
  gboolean      differs;
  guint         cell_differs[BX_COMPARE_MAX];
} BxCompareRow;

/**
 * BxComparison:
 * @n_rulesets: 2–%BX_COMPARE_MAX
 * @rulesets: (array length=n_rulesets): the rulesets compared (references held)
 * @rows: (element-type BxCompareRow): the rows, by topic then first appearance
 */
typedef struct
{
  guint       n_rulesets;
  BxRuleset  *rulesets[BX_COMPARE_MAX];
  GPtrArray  *rows;
} BxComparison;

BxComparison *bx_comparison_new        (BxRuleset * const *rulesets,
                                        guint               n_rulesets,
                                        GError            **error);
void          bx_comparison_free       (BxComparison       *comparison);
guint         bx_comparison_n_differ   (const BxComparison *comparison);
gboolean      bx_rules_equal           (const BxRule       *a,
                                        const BxRule       *b);
JsonNode     *bx_comparison_to_json    (const BxComparison *comparison);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxComparison, bx_comparison_free)

G_END_DECLS
