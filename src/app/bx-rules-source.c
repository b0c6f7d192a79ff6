/* bx-rules-source.c: the Rules page's data, from the core or from stand-ins
 *
 * See bx-rules-source.h.  The stand-ins (BX_RULES_SOURCE_STUBS) build each value only from
 * what the rulesets, the corpus and the engines already give, and say so in their text.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-game.h"
#include "bx-rules-source.h"

#if BX_RULES_SOURCE_STUBS

/* STUB ------------------------------------------------------------------------------- */

static GHashTable *stub_articles;    /* family → BxArticle*, kept for the process */
static GHashTable *stub_tutorials;   /* family → BxTutorial*, or &stub_none for none */
static char stub_none;

static BxArticlePara *
stub_para (const char *text_en)
{
  BxArticlePara *para = g_new0 (BxArticlePara, 1);

  para->text_en = g_strdup (text_en);
  para->cites = g_new0 (char *, 1);
  return para;
}

/* The works the family's rules cite, in the order first cited. */
static char **
stub_sources (GPtrArray *rulesets)
{
  g_autoptr(GPtrArray) works = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; rulesets != NULL && i < rulesets->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (rulesets, i);

      for (guint r = 0; r < bx_ruleset_get_n_rules (rs); r++)
        {
          const BxRule *rule = bx_ruleset_get_rule (rs, r);

          for (guint c = 0; rule->cites != NULL && rule->cites[c] != NULL; c++)
            {
              g_autofree char *work = g_strndup (rule->cites[c],
                                                 strcspn (rule->cites[c], "."));

              if (!g_ptr_array_find_with_equal_func (works, work, g_str_equal, NULL))
                g_ptr_array_add (works, g_steal_pointer (&work));
            }
        }
    }
  g_ptr_array_add (works, NULL);
  return (char **) g_ptr_array_steal (works, NULL);
}

static const BxArticle *
stub_article (BxLibrary  *library,
              const char *family)
{
  g_autoptr(GPtrArray) rulesets = bx_library_list_family (library, family);
  BxArticle *article;

  if (stub_articles == NULL)
    stub_articles = g_hash_table_new (g_str_hash, g_str_equal);
  article = g_hash_table_lookup (stub_articles, family);
  if (article != NULL)
    return article;
  if (bx_game_lookup_family (family) == NULL && (rulesets == NULL || rulesets->len == 0))
    return NULL;

  article = g_new0 (BxArticle, 1);
  article->family = g_strdup (family);
  article->title_en = g_strdup (family);
  article->title_en[0] = g_ascii_toupper (article->title_en[0]);
  article->summary = g_ptr_array_new ();
  article->history = g_ptr_array_new ();
  article->equipment = g_ptr_array_new ();
  g_ptr_array_add (article->summary,
                   stub_para ("The article of this family is not loaded yet; its rulesets, "
                              "equipment and sources are listed below."));
  article->sources = stub_sources (rulesets);
  article->glossary = g_new0 (char *, 1);
  g_hash_table_insert (stub_articles, article->family, article);
  return article;
}

static void
stub_reconstruction_free (gpointer data)
{
  BxFamilyReconstruction *rec = data;

  g_free (rec->bibl_id);
  g_free (rec->title);
  g_ptr_array_unref (rec->ruleset_ids);
  g_free (rec);
}

static GPtrArray *
stub_reconstructions (BxLibrary  *library,
                      const char *family)
{
  g_autoptr(GPtrArray) rulesets = bx_library_list_family (library, family);
  GPtrArray *out = g_ptr_array_new_with_free_func (stub_reconstruction_free);

  for (guint i = 0; rulesets != NULL && i < rulesets->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (rulesets, i);

      for (guint r = 0; r < bx_ruleset_get_n_rules (rs); r++)
        {
          const BxRule *rule = bx_ruleset_get_rule (rs, r);
          BxFamilyReconstruction *rec = NULL;

          if (rule->reconstruction == NULL)
            continue;
          for (guint k = 0; k < out->len && rec == NULL; k++)
            if (g_strcmp0 (((BxFamilyReconstruction *) out->pdata[k])->bibl_id,
                           rule->reconstruction) == 0)
              rec = out->pdata[k];
          if (rec == NULL)
            {
              rec = g_new0 (BxFamilyReconstruction, 1);
              rec->bibl_id = g_strdup (rule->reconstruction);
              rec->title = g_strdup (rule->reconstruction);
              rec->ruleset_ids = g_ptr_array_new_with_free_func (g_free);
              g_ptr_array_add (out, rec);
            }
          if (!g_ptr_array_find_with_equal_func (rec->ruleset_ids, bx_ruleset_get_id (rs),
                                                 g_str_equal, NULL))
            g_ptr_array_add (rec->ruleset_ids, g_strdup (bx_ruleset_get_id (rs)));
        }
    }
  return out;
}

static void
stub_concept_free (gpointer data)
{
  BxConcept *concept = data;

  g_array_unref (concept->entries);
  g_free (concept);
}

/* One concept per topic of play, until the derived index of bx-concepts.c lands. */
static GPtrArray *
stub_concepts (BxLibrary *library)
{
  static const struct { BxTopic topic; const char *id, *en, *zh; } topics[] = {
    { BX_TOPIC_CAPTURE, "hitting", N_("Hitting"), NULL },
    { BX_TOPIC_BLOCKING, "blocking", N_("Blocking"), NULL },
    { BX_TOPIC_STACKING, "stacking", N_("Stacking"), NULL },
    { BX_TOPIC_BEARING_OFF, "bearing-off", N_("Bearing off"), NULL },
    { BX_TOPIC_ENTRY, "entering", N_("Entering"), NULL },
  };
  GPtrArray *rulesets = bx_library_list_rulesets (library);
  GPtrArray *out = g_ptr_array_new_with_free_func (stub_concept_free);

  for (guint t = 0; t < G_N_ELEMENTS (topics); t++)
    {
      BxConcept *concept = g_new0 (BxConcept, 1);

      concept->id = topics[t].id;
      concept->name_en = topics[t].en;
      concept->name_zh = topics[t].zh;
      concept->entries = g_array_new (FALSE, TRUE, sizeof (BxConceptEntry));
      for (guint i = 0; rulesets != NULL && i < rulesets->len; i++)
        {
          BxRuleset *rs = g_ptr_array_index (rulesets, i);

          for (guint r = 0; r < bx_ruleset_get_n_rules (rs); r++)
            {
              const BxRule *rule = bx_ruleset_get_rule (rs, r);
              BxConceptEntry entry = { bx_ruleset_get_id (rs), rule->id, rule->status,
                                       (const char * const *) rule->cites };

              if (rule->topic == topics[t].topic)
                g_array_append_val (concept->entries, entry);
            }
        }
      g_ptr_array_add (out, concept);
    }
  return out;
}

/* A tutorial of a few steps made of the rules' examples, until data/tutorials lands. */
static const BxTutorial *
stub_tutorial (BxLibrary  *library,
               const char *family)
{
  g_autoptr(GPtrArray) rulesets = bx_library_list_family (library, family);
  BxRuleset *rs = NULL;
  g_autoptr(BxGame) game = NULL;
  BxTutorial *tutorial;
  gpointer found;

  if (stub_tutorials == NULL)
    stub_tutorials = g_hash_table_new (g_str_hash, g_str_equal);
  if (g_hash_table_lookup_extended (stub_tutorials, family, NULL, &found))
    return found == (gpointer) &stub_none ? NULL : found;

  /* The first playable ruleset with examples. */
  for (guint i = 0; rulesets != NULL && i < rulesets->len && rs == NULL; i++)
    {
      BxRuleset *candidate = g_ptr_array_index (rulesets, i);

      if (!bx_ruleset_get_playable (candidate))
        continue;
      for (guint r = 0; r < bx_ruleset_get_n_rules (candidate) && rs == NULL; r++)
        if (bx_ruleset_get_rule (candidate, r)->example != NULL
            && g_strcmp0 (bx_ruleset_get_rule (candidate, r)->ruleset_id,
                          bx_ruleset_get_id (candidate)) == 0)
          rs = candidate;
    }
  if (rs != NULL)
    game = bx_game_new (rs, NULL);
  tutorial = g_new0 (BxTutorial, 1);
  tutorial->family = g_strdup (family);
  tutorial->steps = g_ptr_array_new ();
  for (guint r = 0; game != NULL && r < bx_ruleset_get_n_rules (rs) && tutorial->steps->len < 4;
       r++)
    {
      const BxRule *rule = bx_ruleset_get_rule (rs, r);
      g_autoptr(GArray) moves = bx_move_list_new ();
      BxTutorialStep *step;
      BxState state;
      BxThrow t;

      if (rule->example == NULL || rule->example_throw == NULL
          || g_strcmp0 (rule->ruleset_id, bx_ruleset_get_id (rs)) != 0
          || !bx_game_state_from_string (game, rule->example, &state, NULL)
          || !bx_throw_parse (rule->example_throw, &t, NULL))
        continue;
      bx_game_legal_moves (game, &state, &t, moves);
      for (guint m = 0; m < moves->len; m++)
        {
          const BxMove *move = &g_array_index (moves, BxMove, m);
          gboolean cites = FALSE;

          for (guint k = 0; k < move->n_rules; k++)
            cites |= move->rules[k] == r;
          if (!cites)
            continue;
          step = g_new0 (BxTutorialStep, 1);
          step->state_json = g_strdup (rule->example);
          step->throw_text = g_strdup (rule->example_throw);
          step->text_en = g_strdup (rule->statement_en);
          step->text_zh = g_strdup (rule->statement_zh);
          step->expected = bx_game_describe_move (game, &state, move);
          step->rule_id = g_strdup (rule->id);
          step->cites = g_strdupv (rule->cites);
          g_ptr_array_add (tutorial->steps, step);
          break;
        }
    }
  if (tutorial->steps->len == 0)
    {
      g_ptr_array_unref (tutorial->steps);
      g_free (tutorial->family);
      g_free (tutorial);
      g_hash_table_insert (stub_tutorials, g_strdup (family), &stub_none);
      return NULL;
    }
  tutorial->ruleset_id = g_strdup (bx_ruleset_get_id (rs));
  tutorial->title_en = g_strdup_printf ("First steps in %s", bx_ruleset_get_name_en (rs));
  tutorial->title_zh = g_strdup (bx_ruleset_get_name_zh (rs));
  g_hash_table_insert (stub_tutorials, tutorial->family, tutorial);
  return tutorial;
}

/* END STUB --------------------------------------------------------------------------- */
#endif

/**
 * bx_rules_source_get_article:
 * @library: the process's library
 * @family: "liubo"
 *
 * Returns: (transfer none) (nullable): the family's article, or %NULL when it has none
 */
const BxArticle *
bx_rules_source_get_article (BxLibrary  *library,
                             const char *family)
{
  g_return_val_if_fail (BX_IS_LIBRARY (library) && family != NULL, NULL);
#if BX_RULES_SOURCE_STUBS
  return stub_article (library, family);
#else
  BxEncyclopedia *enc = bx_library_get_encyclopedia (library);

  return enc != NULL ? bx_encyclopedia_get_article (enc, family) : NULL;
#endif
}

/**
 * bx_rules_source_reconstructions:
 * @library: the process's library
 * @family: "liubo"
 *
 * Returns: (transfer full) (element-type BxFamilyReconstruction): the modern
 *   reconstructions the family's rulesets follow; g_ptr_array_unref() frees them
 */
GPtrArray *
bx_rules_source_reconstructions (BxLibrary  *library,
                                 const char *family)
{
  g_return_val_if_fail (BX_IS_LIBRARY (library) && family != NULL, NULL);
#if BX_RULES_SOURCE_STUBS
  return stub_reconstructions (library, family);
#else
  return bx_encyclopedia_family_reconstructions (library, family);
#endif
}

/**
 * bx_rules_source_status_counts:
 * @ruleset: a ruleset
 * @counts: (out): the number of its rules attested, interpreted and conjectured
 */
void
bx_rules_source_status_counts (BxRuleset *ruleset,
                               guint      counts[3])
{
#if BX_RULES_SOURCE_STUBS
  counts[0] = counts[1] = counts[2] = 0;
  for (guint i = 0; i < bx_ruleset_get_n_rules (ruleset); i++)
    {
      BxRuleStatus status = bx_ruleset_get_rule (ruleset, i)->status;

      if ((guint) status < 3)
        counts[status]++;
    }
#else
  bx_ruleset_status_counts (ruleset, counts);
#endif
}

/**
 * bx_rules_source_concepts:
 * @library: the process's library
 *
 * Returns: (transfer full) (element-type BxConcept): the concepts across families
 */
GPtrArray *
bx_rules_source_concepts (BxLibrary *library)
{
  g_return_val_if_fail (BX_IS_LIBRARY (library), NULL);
#if BX_RULES_SOURCE_STUBS
  return stub_concepts (library);
#else
  return bx_concepts_derive (bx_library_get_rulesets (library));
#endif
}

/**
 * bx_rules_source_get_tutorial:
 * @library: the process's library
 * @family: "liubo"
 *
 * Returns: (transfer none) (nullable): the family's tutorial, or %NULL when it has none
 */
const BxTutorial *
bx_rules_source_get_tutorial (BxLibrary  *library,
                              const char *family)
{
  g_return_val_if_fail (BX_IS_LIBRARY (library) && family != NULL, NULL);
#if BX_RULES_SOURCE_STUBS
  return stub_tutorial (library, family);
#else
  return bx_library_get_tutorial (library, family);
#endif
}

/**
 * bx_rules_source_get_example:
 * @ruleset: a ruleset
 * @rule_id: one of its rules
 * @state_json: (out): the example position (docs/state-format.md), owned by the library
 * @throw_text: (out) (nullable): its throw ("6,2") or %NULL
 *
 * Returns: %TRUE when the rule has an example
 */
gboolean
bx_rules_source_get_example (BxRuleset   *ruleset,
                             const char  *rule_id,
                             const char **state_json,
                             const char **throw_text)
{
#if BX_RULES_SOURCE_STUBS
  const BxRule *rule = bx_ruleset_find_rule (ruleset, rule_id, NULL);

  /* An inherited example is a position of the parent ruleset: the real API gives the
   * ruleset's own; the stand-in gives none. */
  if (rule == NULL || rule->example == NULL
      || g_strcmp0 (rule->ruleset_id, bx_ruleset_get_id (ruleset)) != 0)
    return FALSE;
  *state_json = rule->example;
  *throw_text = rule->example_throw;
  return TRUE;
#else
  return bx_ruleset_get_example (ruleset, rule_id, state_json, throw_text);
#endif
}

/**
 * bx_rules_source_is_stub:
 *
 * Returns: %TRUE while the stand-ins are used (the tests relax what they can check)
 */
gboolean
bx_rules_source_is_stub (void)
{
  return BX_RULES_SOURCE_STUBS;
}
