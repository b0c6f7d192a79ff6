/* bx-cli-encyclopedia.c: boxi-cli's encyclopedia commands: families and article
 * (docs/cli.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-cli-encyclopedia.h"
#include "bx-cli-rules.h"
#include "bx-corpus.h"
#include "bx-encyclopedia.h"
#include "bx-error.h"

/* "rulesets": [{"id", "name_en", "name_zh", "playable", "status":{attested,…}}] */
static void
add_rulesets (JsonBuilder *b,
              BxLibrary   *lib,
              const char  *family)
{
  g_autoptr(GPtrArray) rulesets = bx_library_list_family (lib, family);
  static const char *const names[3] = { "attested", "interpreted", "conjectured" };

  json_builder_set_member_name (b, "rulesets");
  json_builder_begin_array (b);
  for (guint i = 0; i < rulesets->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (rulesets, i);
      guint counts[3];

      bx_ruleset_status_counts (rs, counts);
      json_builder_begin_object (b);
      bx_cli_add_string (b, "id", bx_ruleset_get_id (rs));
      bx_cli_add_string (b, "name_en", bx_ruleset_get_name_en (rs));
      bx_cli_add_string (b, "name_zh", bx_ruleset_get_name_zh (rs));
      json_builder_set_member_name (b, "playable");
      json_builder_add_boolean_value (b, bx_ruleset_get_playable (rs));
      json_builder_set_member_name (b, "status");
      json_builder_begin_object (b);
      for (guint k = 0; k < 3; k++)
        {
          json_builder_set_member_name (b, names[k]);
          json_builder_add_int_value (b, counts[k]);
        }
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static gboolean
load (const char       *rulesets,
      const char       *texts,
      BxLibrary       **lib_out,
      BxEncyclopedia  **enc_out,
      GError          **error)
{
  BxLibrary *lib = bx_cli_library_load (rulesets, texts, error);

  if (lib == NULL)
    return FALSE;
  *enc_out = bx_library_get_encyclopedia (lib);
  if (*enc_out == NULL)
    {
      const GError *e = bx_library_get_encyclopedia_error (lib);
      g_set_error_literal (error, BX_ERROR, e != NULL ? e->code : BX_ERROR_NOT_FOUND,
                           e != NULL ? e->message : "no encyclopedia");
      return FALSE;
    }
  *lib_out = lib;
  return TRUE;
}

/**
 * bx_cli_cmd_families:
 *
 * `families`: every family with an article, in the registry's order: its id, names and
 * rulesets with their counts of attested, interpreted and conjectured rules.
 */
gboolean
bx_cli_cmd_families (int      argc,
                     char   **argv,
                     GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  GOptionEntry entries[] = { BX_CLI_ENV_ENTRIES (env), { NULL } };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) articles = NULL;
  BxLibrary *lib = NULL;
  BxEncyclopedia *enc = NULL;

  if (!bx_cli_parse_options (entries, "", &argc, &argv, error))
    return FALSE;
  if (argc != 1)
    return bx_cli_usage_error (error, "families");
  if (!load (env.rulesets, env.texts, &lib, &enc, error))
    return FALSE;
  articles = bx_encyclopedia_list_articles (enc);
  json_builder_begin_array (b);
  for (guint i = 0; i < articles->len; i++)
    {
      const BxArticle *a = g_ptr_array_index (articles, i);

      json_builder_begin_object (b);
      bx_cli_add_string (b, "id", a->family);
      bx_cli_add_string (b, "name_en", a->title_en);
      bx_cli_add_string (b, "name_zh", a->title_zh);
      add_rulesets (b, lib, a->family);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  root = json_builder_get_root (b);
  bx_cli_print_json (root);
  return TRUE;
}

static void
add_paras (JsonBuilder *b,
           const char  *member,
           GPtrArray   *paras)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; paras != NULL && i < paras->len; i++)
    {
      const BxArticlePara *p = g_ptr_array_index (paras, i);

      json_builder_begin_object (b);
      if (p->date != NULL)
        bx_cli_add_string (b, "date", p->date);
      if (p->date_zh != NULL)
        bx_cli_add_string (b, "date_zh", p->date_zh);
      bx_cli_add_string (b, "en", p->text_en);
      bx_cli_add_string (b, "zh", p->text_zh);
      bx_cli_add_strv (b, "cites", (const char * const *) p->cites);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
add_reconstructions (JsonBuilder *b,
                     BxLibrary   *lib,
                     const char  *family)
{
  g_autoptr(GPtrArray) recs = bx_encyclopedia_family_reconstructions (lib, family);

  json_builder_set_member_name (b, "reconstructions");
  json_builder_begin_array (b);
  for (guint i = 0; i < recs->len; i++)
    {
      const BxFamilyReconstruction *r = g_ptr_array_index (recs, i);

      json_builder_begin_object (b);
      bx_cli_add_string (b, "id", r->bibl_id);
      bx_cli_add_string (b, "title", r->title);
      json_builder_set_member_name (b, "rulesets");
      json_builder_begin_array (b);
      for (guint k = 0; k < r->ruleset_ids->len; k++)
        json_builder_add_string_value (b, g_ptr_array_index (r->ruleset_ids, k));
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static gboolean
add_throws (JsonBuilder  *b,
            BxLibrary    *lib,
            const char   *family,
            GError      **error)
{
  BxRuleset *rs = bx_encyclopedia_default_ruleset (lib, family);
  g_autoptr(BxGame) game = NULL;

  json_builder_set_member_name (b, "throws");
  if (rs == NULL)
    {
      json_builder_add_null_value (b);
      return TRUE;
    }
  game = bx_game_new (rs, error);
  if (game == NULL)
    return FALSE;
  json_builder_begin_object (b);
  bx_cli_add_string (b, "ruleset", bx_ruleset_get_id (rs));
  json_builder_set_member_name (b, "table");
  json_builder_add_value (b, bx_cli_throws_json (game));
  json_builder_end_object (b);
  return TRUE;
}

static void
add_glossary (JsonBuilder     *b,
              BxLibrary       *lib,
              const BxArticle *a)
{
  BxCorpus *corpus = bx_library_get_corpus (lib);

  json_builder_set_member_name (b, "glossary");
  json_builder_begin_array (b);
  for (guint i = 0; a->glossary != NULL && a->glossary[i] != NULL; i++)
    {
      g_autoptr(BxGlossaryItem) item = corpus != NULL
        ? bx_corpus_get_glossary_item (corpus, a->glossary[i], NULL) : NULL;

      json_builder_begin_object (b);
      bx_cli_add_string (b, "id", a->glossary[i]);
      bx_cli_add_string (b, "term", item != NULL ? item->headword : NULL);
      bx_cli_add_string (b, "pinyin", item != NULL ? item->pinyin : NULL);
      bx_cli_add_string (b, "gloss_en", item != NULL ? item->gloss_en : NULL);
      bx_cli_add_string (b, "gloss_zh", item != NULL ? item->gloss_zh : NULL);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/**
 * bx_cli_cmd_article:
 *
 * `article FAMILY`: the family's article with every section, the derived
 * reconstructions, its rulesets with status counts, the throw table of its default
 * ruleset and its glossary terms with their glosses.
 */
gboolean
bx_cli_cmd_article (int      argc,
                    char   **argv,
                    GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  GOptionEntry entries[] = { BX_CLI_ENV_ENTRIES (env), { NULL } };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  const BxArticle *a;
  BxLibrary *lib = NULL;
  BxEncyclopedia *enc = NULL;

  if (!bx_cli_parse_options (entries, "FAMILY", &argc, &argv, error))
    return FALSE;
  if (argc != 2)
    return bx_cli_usage_error (error, "article FAMILY");
  if (!load (env.rulesets, env.texts, &lib, &enc, error))
    return FALSE;
  a = bx_encyclopedia_get_article (enc, argv[1]);
  if (a == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "no article of family '%s'", argv[1]);
      return FALSE;
    }
  json_builder_begin_object (b);
  bx_cli_add_string (b, "family", a->family);
  bx_cli_add_string (b, "title_en", a->title_en);
  bx_cli_add_string (b, "title_zh", a->title_zh);
  add_paras (b, "summary", a->summary);
  add_paras (b, "history", a->history);
  add_paras (b, "equipment", a->equipment);
  bx_cli_add_strv (b, "sources", (const char * const *) a->sources);
  add_reconstructions (b, lib, a->family);
  add_rulesets (b, lib, a->family);
  if (!add_throws (b, lib, a->family, error))
    return FALSE;
  add_glossary (b, lib, a);
  bx_cli_add_string (b, "file", a->file);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  bx_cli_print_json (root);
  return TRUE;
}
