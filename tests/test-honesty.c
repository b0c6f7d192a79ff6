/* test-honesty.c: status honesty over every ruleset, through the library (issue 14)
 *
 * An `attested` rule must cite a clause that states it; an `interpreted` or `conjectured`
 * rule must name its reconstruction (a bibl of texts/reconstructions.xml); every cite and
 * every context resolves to a clause; and the reverse indexes keep the two apart: a
 * clause's `cited_by` lists only rules that cite it, `context_of` only rules that name it
 * as context (docs/rulesets.md, "Cite and context").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-core.h"
#include "bx-library.h"
#include "bx-ruleset.h"

static gboolean
listed (GArray     *list,
        const char *ruleset_id,
        const char *rule_id)
{
  for (guint i = 0; list != NULL && i < list->len; i++)
    {
      const BxCitedBy *by = &g_array_index (list, BxCitedBy, i);
      if (g_strcmp0 (by->ruleset_id, ruleset_id) == 0 && g_strcmp0 (by->rule_id, rule_id) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
test_statuses (void)
{
  g_autoptr(BxLibrary) library = bx_library_new (SOURCE_RULESETS_DIR, SOURCE_TEXTS_DIR, NULL);
  g_autoptr(GError) error = NULL;
  BxRulesetLibrary *rl;
  BxClauseIndex *clauses;
  GPtrArray *all = NULL;
  guint n_rules = 0;

  g_assert_true (bx_library_check (library, &error));
  g_assert_no_error (error);
  rl = bx_library_get_rulesets (library);
  clauses = bx_library_get_clause_index (library);
  all = bx_ruleset_library_list (rl);
  g_assert_cmpuint (all->len, >, 0);
  for (guint i = 0; i < all->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (all, i);
      for (guint j = 0; j < bx_ruleset_get_n_rules (rs); j++)
        {
          const BxRule *r = bx_ruleset_get_rule (rs, j);
          const char *owner = r->ruleset_id;

          n_rules++;
          if (r->status == BX_STATUS_ATTESTED && r->cites[0] == NULL)
            g_error ("%s: %s is attested but cites no clause", owner, r->id);
          if (r->status == BX_STATUS_INTERPRETED && r->cites[0] == NULL)
            g_error ("%s: %s is interpreted but cites no clause it reads", owner, r->id);
          if (r->status != BX_STATUS_ATTESTED
              && (r->reconstruction == NULL
                  || !bx_clause_index_has_bibl (clauses, r->reconstruction)))
            g_error ("%s: %s is %s but names no reconstruction", owner, r->id,
                     bx_rule_status_to_string (r->status));
          g_assert_true (r->cites[0] != NULL || r->context[0] != NULL);
          for (guint k = 0; r->cites[k] != NULL; k++)
            {
              g_assert_true (bx_clause_index_has (clauses, r->cites[k]));
              g_assert_true (listed (bx_ruleset_library_cited_by (rl, r->cites[k]), owner,
                                     r->id));
            }
          for (guint k = 0; r->context[k] != NULL; k++)
            {
              g_assert_true (bx_clause_index_has (clauses, r->context[k]));
              g_assert_true (listed (bx_ruleset_library_context_of (rl, r->context[k]), owner,
                                     r->id));
              if (!g_strv_contains ((const char * const *) r->cites, r->context[k]))
                g_assert_false (listed (bx_ruleset_library_cited_by (rl, r->context[k]),
                                        owner, r->id));
            }
        }
    }
  g_assert_cmpuint (n_rules, >, 100);
}

/* Rules whose cites only pointed (issue 14, docs/rulesets.md "Cite and context"): a few of
 * each family, with the clause now under `context` and no longer under `cite`, kept apart in
 * the reverse indexes, and the cite that does support the rule (if any) still there. */
typedef struct
{
  const char *ruleset;
  const char *rule;
  const char *context;   /* moved from cite to context */
  const char *cite;      /* a cite that stays, or NULL when none does */
} Moved;

static const Moved moved[] = {
  /* 數有餘則取 does not say which piece; the 六二 example is the argument. */
  { "shuanglu/ping", "ping.bearoff-highest", "pushuang.changju.25", "pushuang.ping.9" },
  { "shuanglu/ping", "ping.use-all", "pushuang.changju.12", NULL },
  { "shuanglu/riben", "ping.double", "pushuang.riben.6", NULL },
  { "shuanglu/nanpi", "ping.reenter", "pushuang.changju.18", NULL },
  { "dama/yijing", "yijing.sheyang", "damatujing.mulu.2", "damatujing.bencai.2" },
  { "dama/yijing", "yijing.hit-larger", "damatujing.dama.1", NULL },
  { "dama/yijing", "yijing.entry-cell", "damatujing.xiama.1", NULL },
  { "dama/txz", "yijing.tie-hit", "damatujing.shangtie.8", NULL },
  { "chuhong/zhifa", "zhifa.open-settle", "chuhongpu.zhifa.35", NULL },
  { "chuhong/zhifa", "zhifa.rounds", "chuhongpu.zhifa.32", NULL },
  { "sai/daibo", "daibo.sai", "bojing.saijing.4", NULL },
  { "sai/daiyi", "daiyi.odds", "bojing.gubojing.11", "bojing.gubojing.10" },
  { "liubo/gubojing", "gubojing.enter-water", "bojing.gubojing.14", NULL },
  { "liubo/seed001", "essay.board", "bojing.gubojing.5", "bojing.gubojing.6" },
};

static void
test_moved_to_context (void)
{
  g_autoptr(BxLibrary) library = bx_library_new (SOURCE_RULESETS_DIR, SOURCE_TEXTS_DIR, NULL);
  g_autoptr(GError) error = NULL;
  BxRulesetLibrary *rl;

  g_assert_true (bx_library_check (library, &error));
  g_assert_no_error (error);
  rl = bx_library_get_rulesets (library);
  for (guint i = 0; i < G_N_ELEMENTS (moved); i++)
    {
      const Moved *mv = &moved[i];
      BxRuleset *rs = bx_ruleset_library_get (rl, mv->ruleset);
      const BxRule *r;

      g_assert_nonnull (rs);
      r = bx_ruleset_find_rule (rs, mv->rule, NULL);
      g_assert_nonnull (r);
      g_assert_cmpint (r->status, !=, BX_STATUS_ATTESTED);
      g_assert_true (g_strv_contains ((const char * const *) r->context, mv->context));
      g_assert_false (g_strv_contains ((const char * const *) r->cites, mv->context));
      g_assert_true (listed (bx_ruleset_library_context_of (rl, mv->context), r->ruleset_id,
                             r->id));
      g_assert_false (listed (bx_ruleset_library_cited_by (rl, mv->context), r->ruleset_id,
                              r->id));
      if (mv->cite != NULL)
        g_assert_true (g_strv_contains ((const char * const *) r->cites, mv->cite));
      else
        g_assert_null (r->cites[0]);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("BOXI_SOURCE_ROOT", SOURCE_ROOT, FALSE);
  g_test_add_func ("/rules/honesty/statuses", test_statuses);
  g_test_add_func ("/rules/honesty/moved-to-context", test_moved_to_context);
  return g_test_run ();
}
