/* test-biblio.c: the corpus as reference works (issue 19): the glossary with the clauses
 * that use each term, the witnesses and the reconstructions with what cites them, and the
 * CLI's glossary and bibliography commands.  No display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <json-glib/json-glib.h>

#include "bx-cli-test-util.h"
#include "bx-core.h"
#include "bx-corpus.h"
#include "bx-corpus-biblio.h"
#include "bx-library.h"

static BxLibrary *
library (void)
{
  BxLibrary *lib = bx_library_get_default ();
  g_autoptr(GError) error = NULL;

  g_assert_true (bx_library_check (lib, &error));
  g_assert_no_error (error);
  return lib;
}

static gboolean
ids_contain (GPtrArray  *ids,
             const char *id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (ids, i), id) == 0)
      return TRUE;
  return FALSE;
}

/* The 87 terms of texts/glossary.xml, in order, with their forms and readings. */
static void
test_glossary_list (void)
{
  BxCorpus *corpus = bx_library_get_corpus (library ());
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all = bx_corpus_list_glossary (corpus, &error);
  const BxGlossaryEntry *liubo = NULL;
  guint used = 0;

  g_assert_no_error (error);
  g_assert_nonnull (all);
  g_assert_cmpuint (all->len, ==, 87);
  g_assert_cmpstr (((BxGlossaryEntry *) g_ptr_array_index (all, 0))->id, ==, "g.bo");
  for (guint i = 0; i < all->len; i++)
    {
      const BxGlossaryEntry *e = g_ptr_array_index (all, i);

      g_assert_nonnull (e->headword);
      g_assert_nonnull (e->forms);
      g_assert_cmpstr (e->forms[0], ==, e->headword);
      g_assert_nonnull (e->gloss_en);
      if (strcmp (e->id, "g.liubo") == 0)
        liubo = e;
      used += e->n_clauses > 0;
    }
  g_assert_nonnull (liubo);
  g_assert_cmpstr (liubo->pinyin, ==, "liùbó");
  g_assert_true (g_strv_contains ((const char * const *) liubo->forms, "六簙"));
  g_assert_cmpuint (used, >, 70);

}

/* A term is found by its id, by any form, or by its reading. */
static void
test_glossary_find (void)
{
  BxCorpus *corpus = bx_library_get_corpus (library ());
  g_autofree char *by_id = bx_corpus_find_glossary_id (corpus, "g.liubo");
  g_autofree char *by_form = bx_corpus_find_glossary_id (corpus, "六簙");
  g_autofree char *by_reading = bx_corpus_find_glossary_id (corpus, "LIÙBÓ");
  g_autofree char *none = bx_corpus_find_glossary_id (corpus, "no such term");

  g_assert_cmpstr (by_id, ==, "g.liubo");
  g_assert_cmpstr (by_form, ==, "g.liubo");
  g_assert_cmpstr (by_reading, ==, "g.liubo");
  g_assert_null (none);
}

/* 梁 is used by 平雙陸's clause pushuang.ping.9, which the list gives once, in library
 * order, with the characters tagged. */
static void
test_term_clauses (void)
{
  BxCorpus *corpus = bx_library_get_corpus (library ());
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) uses = bx_corpus_term_clauses (corpus, "g.liang", &error);
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  const BxTermUse *ping9 = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (uses);
  for (guint i = 0; i < uses->len; i++)
    {
      const BxTermUse *use = g_ptr_array_index (uses, i);
      g_autofree char *at = NULL;

      g_assert_true (g_hash_table_add (seen, use->clause_id));
      if (strcmp (use->clause_id, "pushuang.ping.9") == 0)
        ping9 = use;
      /* The surface stands at its offset in the clause's text. */
      at = g_utf8_substring (use->text, use->offset,
                             use->offset + g_utf8_strlen (use->surface, -1));
      g_assert_cmpstr (at, ==, use->surface);
    }
  g_assert_nonnull (ping9);
  g_assert_cmpstr (ping9->work_id, ==, "pushuang");
  g_assert_cmpstr (ping9->surface, ==, "梁");

  /* The count in the list is the number of clauses. */
  all = bx_corpus_list_glossary (corpus, NULL);
  for (guint i = 0; i < all->len; i++)
    {
      const BxGlossaryEntry *e = g_ptr_array_index (all, i);

      if (strcmp (e->id, "g.liang") == 0)
        g_assert_cmpuint (e->n_clauses, ==, uses->len);
    }

  g_clear_pointer (&uses, g_ptr_array_unref);
  uses = bx_corpus_term_clauses (corpus, "g.nothing", &error);
  g_assert_error (error, BX_ERROR, BX_ERROR_NOT_FOUND);
  g_assert_null (uses);
}

/* Each work's witnesses, with the sections taken from one and the clauses giving its
 * readings. */
static void
test_witnesses (void)
{
  BxCorpus *corpus = bx_library_get_corpus (library ());
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all = bx_corpus_list_witnesses (corpus, &error);
  gboolean found_b = FALSE, found_houhanshu = FALSE;

  g_assert_no_error (error);
  g_assert_nonnull (all);
  for (guint i = 0; i < all->len; i++)
    {
      const BxWitnessEntry *w = g_ptr_array_index (all, i);

      g_assert_nonnull (w->label);
      g_assert_nonnull (w->work_title);
      g_assert_true (g_str_has_prefix (w->id, w->work_id));
      if (strcmp (w->id, "ruqige.wit.B") == 0)
        {
          found_b = TRUE;
          g_assert_cmpstr (w->siglum, ==, "B");
          g_assert_cmpuint (w->clause_ids->len, >, 0);
          for (guint k = 0; k < w->clause_ids->len; k++)
            g_assert_true (bx_corpus_has_clause (corpus, g_ptr_array_index (w->clause_ids, k)));
        }
      if (strcmp (w->id, "bojing.wit.houhanshu") == 0)
        {
          found_houhanshu = TRUE;
          g_assert_cmpuint (w->section_ids->len, ==, 1);
        }
    }
  g_assert_true (found_b);
  g_assert_true (found_houhanshu);
}

/* 張步華 2016 is followed by rules of 塞 代弈; each rule listed names it. */
static void
test_reconstructions (void)
{
  BxLibrary *lib = library ();
  BxCorpus *corpus = bx_library_get_corpus (lib);
  BxRulesetLibrary *rulesets = bx_library_get_rulesets (lib);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all = bx_corpus_list_reconstructions (corpus, rulesets, &error);
  g_autoptr(GPtrArray) ids = bx_corpus_list_reconstruction_ids (corpus, NULL);
  g_autoptr(GPtrArray) bare = NULL;
  gboolean found = FALSE;

  g_assert_no_error (error);
  g_assert_nonnull (all);
  g_assert_cmpuint (all->len, ==, ids->len);
  for (guint i = 0; i < all->len; i++)
    {
      const BxReconstructionEntry *r = g_ptr_array_index (all, i);

      g_assert_cmpstr (r->id, ==, g_ptr_array_index (ids, i));
      g_assert_nonnull (r->title);
      for (guint k = 0; k < r->rules->len; k++)
        {
          const BxRuleRef *ref = g_ptr_array_index (r->rules, k);
          BxRuleset *rs = bx_ruleset_library_get (rulesets, ref->ruleset_id);
          gboolean follows = FALSE;

          g_assert_nonnull (rs);
          for (guint j = 0; j < bx_ruleset_get_n_rules (rs); j++)
            {
              const BxRule *rule = bx_ruleset_get_rule (rs, j);

              if (strcmp (rule->id, ref->rule_id) == 0)
                follows = g_strcmp0 (rule->reconstruction, r->id) == 0;
            }
          g_assert_true (follows);
        }
      if (strcmp (r->id, "rec.zhang2016") == 0)
        {
          g_autoptr(GPtrArray) rs_ids = g_ptr_array_new ();

          found = TRUE;
          g_assert_nonnull (r->details);
          for (guint k = 0; k < r->rules->len; k++)
            g_ptr_array_add (rs_ids, ((BxRuleRef *) g_ptr_array_index (r->rules, k))->ruleset_id);
          g_assert_true (ids_contain (rs_ids, "sai/daiyi"));
        }
    }
  g_assert_true (found);

  /* Without rulesets, no rule follows anything. */
  bare = bx_corpus_list_reconstructions (corpus, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < bare->len; i++)
    g_assert_cmpuint (((BxReconstructionEntry *) g_ptr_array_index (bare, i))->rules->len, ==, 0);
}

static JsonNode *
run_cli (const char *a,
         const char *b)
{
  const char *argv[] = { g_getenv ("BOXI_CLI"), a, b, NULL };
  g_autofree char *out = bx_cli_test_run (argv);
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (out, &error);

  g_assert_no_error (error);
  return node;
}

/* boxi-cli glossary [TERM] and bibliography (docs/cli.md). */
static void
test_cli (void)
{
  g_autoptr(JsonNode) list = NULL;
  g_autoptr(JsonNode) term = NULL;
  g_autoptr(JsonNode) biblio = NULL;
  JsonArray *uses, *recs;
  gboolean found = FALSE;

  if (g_getenv ("BOXI_CLI") == NULL)
    {
      g_test_skip ("No $BOXI_CLI");
      return;
    }
  list = run_cli ("glossary", NULL);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (list)), ==, 87);

  term = run_cli ("glossary", "梁");
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (term), "id"), ==,
                   "g.liang");
  uses = json_object_get_array_member (json_node_get_object (term), "uses");
  for (guint i = 0; i < json_array_get_length (uses); i++)
    found |= g_strcmp0 (json_object_get_string_member (json_array_get_object_element (uses, i),
                                                       "clause"), "pushuang.ping.9") == 0;
  g_assert_true (found);

  biblio = run_cli ("bibliography", NULL);
  recs = json_object_get_array_member (json_node_get_object (biblio), "reconstructions");
  g_assert_cmpuint (json_array_get_length (recs), >, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (biblio), "works")), >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/biblio/glossary/list", test_glossary_list);
  g_test_add_func ("/core/biblio/glossary/find", test_glossary_find);
  g_test_add_func ("/core/biblio/glossary/clauses", test_term_clauses);
  g_test_add_func ("/core/biblio/witnesses", test_witnesses);
  g_test_add_func ("/core/biblio/reconstructions", test_reconstructions);
  g_test_add_func ("/core/biblio/cli", test_cli);
  return g_test_run ();
}
