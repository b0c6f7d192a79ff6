/* test-concepts.c: concepts across families (bx-concepts.c, `boxi-cli concepts`)
 *
 * The concepts are derived from the rulesets' topics and params: each entry names a rule
 * that exists, with its status and cites; hitting spans 雙陸 and other families and leaves
 * out the rulesets that turn hitting off; a param overridden by a variant counts only in
 * the rule that sets it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "bx-cli.h"
#include "bx-concepts.h"
#include "bx-families.h"
#include "bx-test-util.h"

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;
static GPtrArray *concepts;

static const BxConceptEntry *
find_entry (const BxConcept *c,
            const char      *ruleset_id,
            const char      *rule_id)
{
  for (guint i = 0; i < c->entries->len; i++)
    {
      const BxConceptEntry *e = &g_array_index (c->entries, BxConceptEntry, i);
      if (g_strcmp0 (e->ruleset_id, ruleset_id) == 0
          && (rule_id == NULL || g_strcmp0 (e->rule_id, rule_id) == 0))
        return e;
    }
  return NULL;
}

/* The value of @ruleset_id's first entry in the concept @id; fails the test without one. */
static const char *
entry_value (const char *id,
             const char *ruleset_id)
{
  const BxConceptEntry *e = find_entry (bx_concepts_find (concepts, id), ruleset_id, NULL);

  if (e == NULL)
    g_error ("%s has no entry for %s", id, ruleset_id);
  return e->value;
}

static gboolean
has_family (const BxConcept *c,
            const char      *family)
{
  for (guint i = 0; i < c->entries->len; i++)
    {
      const BxConceptEntry *e = &g_array_index (c->entries, BxConceptEntry, i);
      BxRuleset *rs = bx_ruleset_library_get (library, e->ruleset_id);
      if (g_strcmp0 (bx_ruleset_get_family (rs), family) == 0)
        return TRUE;
    }
  return FALSE;
}

static const BxConcept *
concept (const char *id)
{
  const BxConcept *c = bx_concepts_find (concepts, id);
  g_assert_nonnull (c);
  return c;
}

/* The twelve concepts, in the order of bx_concepts_list_ids(), each named. */
static void
test_ids (void)
{
  const char * const *ids = bx_concepts_list_ids ();
  const char * const want[] = { "hitting", "blocking", "stacking", "bearing-off", "entering",
                                "jumping", "turning-over", "extra-throws", "payments",
                                "dice-kind", "dice-count", "players", NULL };

  g_assert_cmpuint (g_strv_length ((char **) ids), ==, concepts->len);
  for (guint i = 0; want[i] != NULL; i++)
    {
      const BxConcept *c = g_ptr_array_index (concepts, i);
      g_assert_cmpstr (ids[i], ==, want[i]);
      g_assert_cmpstr (c->id, ==, want[i]);
      g_assert_true (c->name_en != NULL && c->name_en[0] != '\0');
      g_assert_true (c->name_zh != NULL && c->name_zh[0] != '\0');
      g_assert_cmpuint (c->entries->len, >, 0);
    }
  g_assert_null (bx_concepts_find (concepts, "no-such-concept"));
}

/* Every entry is a rule of its ruleset that sets a param (nothing by hand), with the
 * rule's status and cites, and its value is the value the ruleset ends up with. */
static void
test_entries (void)
{
  for (guint i = 0; i < concepts->len; i++)
    {
      const BxConcept *c = g_ptr_array_index (concepts, i);

      for (guint k = 0; k < c->entries->len; k++)
        {
          const BxConceptEntry *e = &g_array_index (c->entries, BxConceptEntry, k);
          BxRuleset *rs = bx_ruleset_library_get (library, e->ruleset_id);
          const BxRule *rule;
          guint index;
          gboolean sets = FALSE;

          g_assert_nonnull (rs);
          rule = bx_ruleset_find_rule (rs, e->rule_id, &index);
          g_assert_nonnull (rule);
          g_assert_cmpint (e->status, ==, rule->status);
          g_assert_true (e->cites == (const char * const *) rule->cites);
          g_assert_nonnull (e->value);
          for (guint p = 0; p < rule->params->len; p++)
            {
              const BxParam *param = g_ptr_array_index (rule->params, p);
              if (bx_ruleset_param_rule (rs, param->name) == (int) index
                  && g_strcmp0 (bx_ruleset_get_param (rs, param->name), e->value) == 0)
                sets = TRUE;
            }
          if (!sets)
            g_error ("%s: %s %s sets no param with the value '%s'", c->id, e->ruleset_id,
                     e->rule_id, e->value);
        }
    }
}

/* "Which games let a piece be hit?": 雙陸 and other families, each with its capture rule
 * and clauses; not the rulesets where no piece is ever hit. */
static void
test_hitting (void)
{
  const BxConcept *c = concept ("hitting");
  const BxConceptEntry *e = find_entry (c, "shuanglu/ping", "ping.hit");
  guint families = 0;
  const char *fams[] = { "shuanglu", "dama", "liubo", "sai", "ruqi", "chuhong" };

  g_assert_nonnull (e);
  g_assert_cmpint (e->status, ==, BX_STATUS_ATTESTED);
  g_assert_nonnull (e->cites[0]);
  g_assert_true (bx_clause_index_check_func (e->cites[0], clauses));
  g_assert_nonnull (find_entry (c, "dama/yijing", "yijing.hit"));
  g_assert_nonnull (find_entry (c, "liubo/gubojing", "gubojing.kill"));
  /* 不打 and 佛雙陸: hit.lone false. 儒棋: no capture.  除紅: no board. */
  g_assert_null (find_entry (c, "shuanglu/buda", NULL));
  g_assert_null (find_entry (c, "shuanglu/fo", NULL));
  g_assert_null (find_entry (c, "ruqi/youzhao", NULL));
  g_assert_null (find_entry (c, "chuhong/zhifa", NULL));
  for (guint i = 0; i < G_N_ELEMENTS (fams); i++)
    families += has_family (c, fams[i]);
  g_assert_cmpuint (families, >=, 2);
  for (guint i = 0; i < c->entries->len; i++)
    {
      const BxConceptEntry *x = &g_array_index (c->entries, BxConceptEntry, i);
      const BxRule *r = bx_ruleset_find_rule (bx_ruleset_library_get (library, x->ruleset_id),
                                              x->rule_id, NULL);
      g_assert_cmpint (r->topic, ==, BX_TOPIC_CAPTURE);
    }
}

/* A ruleset without hitting has the lone piece that closes its point instead. */
static void
test_blocking (void)
{
  const BxConcept *c = concept ("blocking");

  g_assert_nonnull (find_entry (c, "shuanglu/ping", "ping.block"));
  g_assert_nonnull (find_entry (c, "shuanglu/buda", "ping.hit"));
  g_assert_null (find_entry (c, "shuanglu/ping", "ping.hit"));
  g_assert_nonnull (find_entry (c, "sai/daiyi", "daiyi.block"));
  g_assert_null (find_entry (c, "ruqi/youzhao", NULL));
}

/* Dice kind, dice count and players: one entry for every ruleset that sets the param, with
 * the ruleset's value. */
static void
test_params (void)
{
  const char *ids[] = { "dice-kind", "dice-count", "players" };
  const char *params[] = { "dice.kind", "dice.count", "players" };
  GPtrArray *all = bx_ruleset_library_list (library);

  for (guint k = 0; k < G_N_ELEMENTS (ids); k++)
    {
      const BxConcept *c = concept (ids[k]);
      guint n = 0;

      for (guint i = 0; i < all->len; i++)
        {
          BxRuleset *rs = g_ptr_array_index (all, i);
          const char *value = bx_ruleset_get_param (rs, params[k]);
          const BxConceptEntry *e = find_entry (c, bx_ruleset_get_id (rs), NULL);

          if (value == NULL)
            {
              g_assert_null (e);
              continue;
            }
          n++;
          if (e == NULL)
            g_error ("%s has no entry for %s", ids[k], bx_ruleset_get_id (rs));
          g_assert_true (g_str_equal (e->value, value));
          g_assert_cmpint (bx_ruleset_param_rule (rs, params[k]), >=, 0);
        }
      g_assert_cmpuint (c->entries->len, ==, n);
    }
  g_assert_true (g_str_equal (entry_value ("dice-kind", "shuanglu/nanpi"), "long"));
  g_assert_true (g_str_equal (entry_value ("dice-kind", "sai/daibo"), "qiong"));
  g_assert_true (g_str_equal (entry_value ("dice-count", "chuhong/zhifa"), "4"));
}

/* The other concepts, each in the families whose params say so. */
static void
test_others (void)
{
  g_assert_nonnull (find_entry (concept ("turning-over"), "ruqi/youzhao", "ruqi.rise"));
  g_assert_nonnull (find_entry (concept ("turning-over"), "liubo/gubojing", "gubojing.xiao"));
  g_assert_null (find_entry (concept ("turning-over"), "shuanglu/ping", NULL));
  g_assert_nonnull (find_entry (concept ("jumping"), "sai/daibo", "daibo.bai"));
  g_assert_nonnull (find_entry (concept ("extra-throws"), "shuanglu/xiazan", "ping.doubles"));
  g_assert_null (find_entry (concept ("extra-throws"), "shuanglu/ping", NULL));
  g_assert_nonnull (find_entry (concept ("extra-throws"), "chuhong/zhifa", "zhifa.shang-again"));
  g_assert_nonnull (find_entry (concept ("payments"), "dama/yijing", "yijing.tie-hit"));
  g_assert_null (find_entry (concept ("payments"), "dama/txz", "yijing.tie-hit"));
  g_assert_nonnull (find_entry (concept ("payments"), "chuhong/zhifa", "zhifa.open-settle"));
  g_assert_nonnull (find_entry (concept ("stacking"), "shuanglu/fo", "ping.stack-max"));
  g_assert_nonnull (find_entry (concept ("bearing-off"), "shuanglu/ping", "ping.bearoff"));
  g_assert_nonnull (find_entry (concept ("entering"), "shuanglu/fo", "fo.entry"));
  g_assert_nonnull (find_entry (concept ("entering"), "dama/yijing", "yijing.entry-cell"));
}

/* Derived, not named: a variant that turns a param off under another rule id loses the
 * concept, and the rule that sets the param is the one cited. */
static void
test_derived (void)
{
  g_autofree char *dir = g_dir_make_tmp ("boxi-concepts-XXXXXX", NULL);
  g_autofree char *schema_src = g_build_filename (SOURCE_RULESETS_DIR, "boxi-ruleset.rng", NULL);
  g_autofree char *schema = g_build_filename (dir, "boxi-ruleset.rng", NULL);
  g_autofree char *base = g_build_filename (dir, "a.xml", NULL);
  g_autofree char *child = g_build_filename (dir, "b.xml", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRulesetLibrary) lib = NULL;
  g_autoptr(GPtrArray) derived = NULL;
  const char *head = "<?xml version=\"1.0\"?>\n<ruleset xmlns=\"https://boxi.github.io/ns/"
                     "ruleset/1\" family=\"zz\" playable=\"false\" ";

  g_assert_true (g_file_get_contents (schema_src, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (schema, text, -1, NULL));
  g_free (text);
  text = g_strconcat (head, "id=\"zz/a\">\n<name xml:lang=\"en\">A</name>\n"
                      "<rule id=\"a.hit\" topic=\"capture\" status=\"attested\">"
                      "<statement xml:lang=\"en\">Hit.</statement>"
                      "<statement xml:lang=\"zh\">打。</statement><cite>c.1</cite>"
                      "<param name=\"hit.lone\" value=\"true\"/></rule>\n</ruleset>\n", NULL);
  g_assert_true (g_file_set_contents (base, text, -1, NULL));
  g_free (text);
  text = g_strconcat (head, "id=\"zz/b\" extends=\"zz/a\">\n<name xml:lang=\"en\">B</name>\n"
                      "<rule id=\"b.nohit\" topic=\"capture\" status=\"attested\">"
                      "<statement xml:lang=\"en\">No hit.</statement>"
                      "<statement xml:lang=\"zh\">不打。</statement><cite>c.2</cite>"
                      "<param name=\"hit.lone\" value=\"false\"/></rule>\n</ruleset>\n", NULL);
  g_assert_true (g_file_set_contents (child, text, -1, NULL));

  lib = bx_ruleset_library_new_from_dir (dir, NULL, NULL, &error);
  g_assert_no_error (error);
  derived = bx_concepts_derive (lib);
  {
    const BxConcept *hit = bx_concepts_find (derived, "hitting");
    const BxConcept *block = bx_concepts_find (derived, "blocking");

    g_assert_cmpuint (hit->entries->len, ==, 1);
    g_assert_nonnull (find_entry (hit, "zz/a", "a.hit"));
    g_assert_cmpstr (find_entry (hit, "zz/a", "a.hit")->cites[0], ==, "c.1");
    g_assert_null (find_entry (hit, "zz/b", NULL));
    g_assert_cmpuint (block->entries->len, ==, 1);
    g_assert_nonnull (find_entry (block, "zz/b", "b.nohit"));
    g_assert_cmpuint (bx_concepts_find (derived, "players")->entries->len, ==, 0);
  }
  g_unlink (base);
  g_unlink (child);
  g_unlink (schema);
  g_rmdir (dir);
}

/* ---------------------------------------------------------------- CLI */

static int
run_cli (const char * const *argv,
         char              **out,
         char              **err)
{
  g_autoptr(GPtrArray) full = g_ptr_array_new ();
  GString *o = g_string_new (NULL), *e = g_string_new (NULL);
  int status;

  g_ptr_array_add (full, (gpointer) "boxi-cli");
  for (guint i = 0; argv[i] != NULL; i++)
    g_ptr_array_add (full, (gpointer) argv[i]);
  g_ptr_array_add (full, NULL);
  status = bx_cli_run ((int) full->len - 1, (char **) full->pdata, o, e);
  *out = g_string_free (o, FALSE);
  *err = g_string_free (e, FALSE);
  return status;
}

static JsonNode *
parse (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  return node;
}

static gboolean
array_has (JsonArray  *a,
           const char *s)
{
  for (guint i = 0; i < json_array_get_length (a); i++)
    if (g_strcmp0 (json_array_get_string_element (a, i), s) == 0)
      return TRUE;
  return FALSE;
}

static void
test_cli (void)
{
  {
    const char *argv[] = { "concepts", NULL };
    g_autofree char *out = NULL, *err = NULL;
    g_autoptr(JsonNode) root = NULL;

    g_assert_cmpint (run_cli (argv, &out, &err), ==, 0);
    root = parse (out);
    g_assert_cmpuint (json_array_get_length (json_node_get_array (root)), ==, concepts->len);
  }
  {
    const char *argv[] = { "concepts", "hitting", NULL };
    g_autofree char *out = NULL, *err = NULL;
    g_autoptr(JsonNode) root = NULL;
    JsonObject *o;
    JsonArray *entries;
    gboolean ping = FALSE;

    g_assert_cmpint (run_cli (argv, &out, &err), ==, 0);
    root = parse (out);
    o = json_node_get_object (root);
    g_assert_cmpstr (json_object_get_string_member (o, "id"), ==, "hitting");
    g_assert_true (array_has (json_object_get_array_member (o, "families"), "shuanglu"));
    g_assert_true (array_has (json_object_get_array_member (o, "families"), "dama"));
    g_assert_false (array_has (json_object_get_array_member (o, "families"), "chuhong"));
    entries = json_object_get_array_member (o, "entries");
    for (guint i = 0; i < json_array_get_length (entries); i++)
      {
        JsonObject *e = json_array_get_object_element (entries, i);
        g_assert_cmpstr (json_object_get_string_member (e, "ruleset"), !=, "shuanglu/buda");
        if (g_strcmp0 (json_object_get_string_member (e, "ruleset"), "shuanglu/ping") == 0)
          {
            ping = TRUE;
            g_assert_cmpstr (json_object_get_string_member (e, "rule"), ==, "ping.hit");
            g_assert_cmpstr (json_object_get_string_member (e, "family"), ==, "shuanglu");
            g_assert_cmpstr (json_object_get_string_member (e, "status"), ==, "attested");
            g_assert_true (array_has (json_object_get_array_member (e, "cites"),
                                      "pushuang.changju.15"));
          }
      }
    g_assert_true (ping);
  }
  {
    const char *argv[] = { "concepts", "no-such", NULL };
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (run_cli (argv, &out, &err), ==, 1);
    g_assert_nonnull (strstr (err, "no concept 'no-such'"));
    g_assert_cmpstr (out, ==, "");
  }
  {
    const char *argv[] = { "concepts", "a", "b", NULL };
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (run_cli (argv, &out, &err), ==, 2);
  }
}

int
main (int    argc,
      char **argv)
{
  int status;

  bx_test_init (&argc, &argv, &clauses, &library);
  concepts = bx_concepts_derive (library);

  g_test_add_func ("/concepts/ids", test_ids);
  g_test_add_func ("/concepts/entries", test_entries);
  g_test_add_func ("/concepts/hitting", test_hitting);
  g_test_add_func ("/concepts/blocking", test_blocking);
  g_test_add_func ("/concepts/params", test_params);
  g_test_add_func ("/concepts/others", test_others);
  g_test_add_func ("/concepts/derived", test_derived);
  g_test_add_func ("/concepts/cli", test_cli);
  status = g_test_run ();
  g_ptr_array_unref (concepts);
  bx_ruleset_library_free (library);
  bx_clause_index_unref (clauses);
  return status;
}
