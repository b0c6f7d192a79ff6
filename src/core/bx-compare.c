/* bx-compare.c: the rules of two to four rulesets lined up by topic
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-compare.h"

#include <string.h>

#include "bx-error.h"

static void
row_free (BxCompareRow *row)
{
  g_free (row->rule_id);
  g_free (row);
}

static gboolean
params_equal (const BxRule *a,
              const BxRule *b)
{
  if (a->params->len != b->params->len)
    return FALSE;
  for (guint i = 0; i < a->params->len; i++)
    {
      const BxParam *p = g_ptr_array_index (a->params, i);
      gboolean found = FALSE;
      for (guint j = 0; j < b->params->len && !found; j++)
        {
          const BxParam *q = g_ptr_array_index (b->params, j);
          found = strcmp (p->name, q->name) == 0 && g_strcmp0 (p->value, q->value) == 0;
        }
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* The parts in which @a and @b differ (#BxCompareAspect). */
static guint
rules_aspects (const BxRule *a,
               const BxRule *b)
{
  guint aspects = 0;

  if (a == NULL || b == NULL)
    return a == b ? 0 : BX_COMPARE_MISSING;
  if (a == b)
    return 0;
  if (a->topic != b->topic)
    aspects |= BX_COMPARE_TOPIC;
  if (a->status != b->status)
    aspects |= BX_COMPARE_STATUS;
  if (g_strcmp0 (a->statement_en, b->statement_en) != 0)
    aspects |= BX_COMPARE_STATEMENT;
  if (!params_equal (a, b))
    aspects |= BX_COMPARE_PARAMS;
  return aspects;
}

/* Marks the cells of a row that differs: those apart from the rule most cells share (the
 * first such rule on a tie), or, when no two cells agree, each in what it differs from any
 * other. */
static void
mark_cells (BxCompareRow *row)
{
  guint best = 0, best_count = 0;

  for (guint j = 0; j < row->n_cells; j++)
    {
      guint count = 0;

      for (guint k = 0; k < row->n_cells; k++)
        count += bx_rules_equal (row->cells[j], row->cells[k]);
      if (count > best_count)
        {
          best = j;
          best_count = count;
        }
    }
  for (guint j = 0; j < row->n_cells; j++)
    {
      row->cell_differs[j] = 0;
      if (best_count >= 2)
        row->cell_differs[j] = rules_aspects (row->cells[best], row->cells[j]);
      else
        for (guint k = 0; k < row->n_cells; k++)
          if (k != j)
            row->cell_differs[j] |= rules_aspects (row->cells[k], row->cells[j]);
    }
}

/**
 * bx_rules_equal:
 * @a: (nullable): a rule
 * @b: (nullable): another
 *
 * Returns: %TRUE when both are missing, or both say the same: the same topic, status,
 *   English statement and params (the cited clauses may differ: a variant may cite its
 *   own section for a rule it shares).
 */
gboolean
bx_rules_equal (const BxRule *a,
                const BxRule *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a == b)
    return TRUE;
  return a->topic == b->topic && a->status == b->status
         && g_strcmp0 (a->statement_en, b->statement_en) == 0 && params_equal (a, b);
}

/**
 * bx_comparison_new:
 * @rulesets: (array length=n_rulesets): the rulesets, in column order
 * @n_rulesets: 2–%BX_COMPARE_MAX
 * @error: %BX_ERROR_USAGE for a wrong number of rulesets
 *
 * Lines up the rules of @rulesets (docs/cli.md, compare).
 *
 * Returns: (transfer full): the comparison, or NULL with @error set.
 */
BxComparison *
bx_comparison_new (BxRuleset * const *rulesets,
                   guint               n_rulesets,
                   GError            **error)
{
  g_autoptr(BxComparison) cmp = NULL;

  g_return_val_if_fail (rulesets != NULL, NULL);
  if (n_rulesets < 2 || n_rulesets > BX_COMPARE_MAX)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "compare takes 2 to %d rulesets, not %u",
                   BX_COMPARE_MAX, n_rulesets);
      return NULL;
    }
  cmp = g_new0 (BxComparison, 1);
  cmp->n_rulesets = n_rulesets;
  cmp->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  for (guint k = 0; k < n_rulesets; k++)
    cmp->rulesets[k] = bx_ruleset_ref (rulesets[k]);

  for (guint topic = 0; topic < BX_N_TOPICS; topic++)
    for (guint k = 0; k < n_rulesets; k++)
      for (guint i = 0; i < bx_ruleset_get_n_rules (rulesets[k]); i++)
        {
          const BxRule *r = bx_ruleset_get_rule (rulesets[k], i);
          BxCompareRow *row;
          gboolean seen = FALSE;

          if (r->topic != topic)
            continue;
          /* A row per id: the earlier columns made it already. */
          for (guint j = 0; j < k && !seen; j++)
            {
              const BxRule *o = bx_ruleset_find_rule (rulesets[j], r->id, NULL);
              seen = o != NULL && o->topic == r->topic;
            }
          if (seen)
            continue;
          row = g_new0 (BxCompareRow, 1);
          row->topic = topic;
          row->rule_id = g_strdup (r->id);
          row->n_cells = n_rulesets;
          for (guint j = 0; j < n_rulesets; j++)
            {
              const BxRule *o = bx_ruleset_find_rule (rulesets[j], r->id, NULL);
              row->cells[j] = o != NULL && o->topic == r->topic ? o : NULL;
            }
          for (guint j = 1; j < n_rulesets; j++)
            if (!bx_rules_equal (row->cells[0], row->cells[j]))
              row->differs = TRUE;
          if (row->differs)
            mark_cells (row);
          g_ptr_array_add (cmp->rows, row);
        }
  return g_steal_pointer (&cmp);
}

/** bx_comparison_free: @comparison: (nullable): frees it. */
void
bx_comparison_free (BxComparison *comparison)
{
  if (comparison == NULL)
    return;
  g_clear_pointer (&comparison->rows, g_ptr_array_unref);
  for (guint k = 0; k < comparison->n_rulesets; k++)
    g_clear_pointer (&comparison->rulesets[k], bx_ruleset_unref);
  g_free (comparison);
}

/** bx_comparison_n_differ: Returns: the number of rows that differ. */
guint
bx_comparison_n_differ (const BxComparison *comparison)
{
  guint n = 0;

  for (guint i = 0; i < comparison->rows->len; i++)
    n += ((BxCompareRow *) g_ptr_array_index (comparison->rows, i))->differs;
  return n;
}

static void
add_cell (JsonBuilder  *b,
          BxRuleset    *rs,
          const BxRule *r)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, bx_ruleset_get_id (rs));
  json_builder_set_member_name (b, "rule");
  if (r == NULL)
    {
      json_builder_add_null_value (b);
      json_builder_end_object (b);
      return;
    }
  json_builder_add_string_value (b, r->id);
  json_builder_set_member_name (b, "defined_in");
  json_builder_add_string_value (b, r->ruleset_id);
  json_builder_set_member_name (b, "status");
  json_builder_add_string_value (b, bx_rule_status_to_string (r->status));
  json_builder_set_member_name (b, "statement_en");
  json_builder_add_string_value (b, r->statement_en);
  json_builder_set_member_name (b, "statement_zh");
  json_builder_add_string_value (b, r->statement_zh);
  json_builder_set_member_name (b, "cite");
  json_builder_begin_array (b);
  for (guint k = 0; r->cites[k] != NULL; k++)
    json_builder_add_string_value (b, r->cites[k]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "params");
  json_builder_begin_object (b);
  for (guint k = 0; k < r->params->len; k++)
    {
      const BxParam *p = g_ptr_array_index (r->params, k);
      json_builder_set_member_name (b, p->name);
      json_builder_add_string_value (b, p->value);
    }
  json_builder_end_object (b);
  json_builder_end_object (b);
}

/**
 * bx_comparison_to_json:
 * @comparison: a comparison
 *
 * Returns: (transfer full): `[{"topic", "rule", "cells": [{"ruleset", "rule",
 *   "defined_in", "status", "statement_en", "statement_zh", "cite", "params"}], "differs"}]`
 *   (a missing cell is `{"ruleset", "rule": null}`).
 */
JsonNode *
bx_comparison_to_json (const BxComparison *comparison)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_array (b);
  for (guint i = 0; i < comparison->rows->len; i++)
    {
      const BxCompareRow *row = g_ptr_array_index (comparison->rows, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "topic");
      json_builder_add_string_value (b, bx_topic_to_string (row->topic));
      json_builder_set_member_name (b, "rule");
      json_builder_add_string_value (b, row->rule_id);
      json_builder_set_member_name (b, "cells");
      json_builder_begin_array (b);
      for (guint k = 0; k < row->n_cells; k++)
        add_cell (b, comparison->rulesets[k], row->cells[k]);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "differs");
      json_builder_add_boolean_value (b, row->differs);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}
