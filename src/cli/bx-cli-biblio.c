/* bx-cli-biblio.c: boxi-cli's reference commands: glossary and bibliography (docs/cli.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-cli-biblio.h"
#include "bx-corpus.h"
#include "bx-corpus-biblio.h"
#include "bx-error.h"
#include "bx-work-source.h"

/* {"id", "headword", "pinyin", "forms", "gloss_en", "gloss_zh", "clauses": N} and, with
 * @uses, "uses": [{"clause", "work", "surface", "offset", "text"}] */
static void
add_term (JsonBuilder           *b,
          const BxGlossaryEntry *e,
          GPtrArray             *uses)
{
  json_builder_begin_object (b);
  bx_cli_add_string (b, "id", e->id);
  bx_cli_add_string (b, "headword", e->headword);
  bx_cli_add_string (b, "pinyin", e->pinyin);
  bx_cli_add_strv (b, "forms", (const char * const *) e->forms);
  bx_cli_add_string (b, "gloss_en", e->gloss_en);
  bx_cli_add_string (b, "gloss_zh", e->gloss_zh);
  json_builder_set_member_name (b, "clauses");
  json_builder_add_int_value (b, e->n_clauses);
  if (uses != NULL)
    {
      json_builder_set_member_name (b, "uses");
      json_builder_begin_array (b);
      for (guint i = 0; i < uses->len; i++)
        {
          const BxTermUse *u = g_ptr_array_index (uses, i);

          json_builder_begin_object (b);
          bx_cli_add_string (b, "clause", u->clause_id);
          bx_cli_add_string (b, "work", u->work_id);
          bx_cli_add_string (b, "surface", u->surface);
          json_builder_set_member_name (b, "offset");
          json_builder_add_int_value (b, u->offset);
          bx_cli_add_string (b, "text", u->text);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
}

static void
print_builder (JsonBuilder *b)
{
  g_autoptr(JsonNode) root = json_builder_get_root (b);

  bx_cli_print_json (root);
}

static void
add_ids (JsonBuilder *b,
         const char  *member,
         GPtrArray   *ids)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; i < ids->len; i++)
    json_builder_add_string_value (b, g_ptr_array_index (ids, i));
  json_builder_end_array (b);
}

/**
 * bx_cli_cmd_glossary:
 *
 * `glossary [TERM]`: every glossary term with its forms, reading, glosses and how many
 * clauses use it; with TERM (an id, a form or a reading, with or without tone marks; see
 * bx_glossary_lookup()), that term and every clause that uses it.  A TERM that names
 * several terms ("wu": wǔ and wū) is an error that lists them.
 */
gboolean
bx_cli_cmd_glossary (int      argc,
                     char   **argv,
                     GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  GOptionEntry entries[] = { BX_CLI_ENV_ENTRIES (env), { NULL } };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(BxLibrary) lib = NULL;
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GPtrArray) found = NULL;
  g_autofree char *id = NULL;
  BxCorpus *corpus;

  if (!bx_cli_parse_options (entries, "[TERM]", &argc, &argv, error))
    return FALSE;
  if (argc > 2)
    return bx_cli_usage_error (error, "glossary [TERM]");
  lib = bx_cli_library_load (env.rulesets, env.texts, error);
  if (lib == NULL)
    return FALSE;
  corpus = bx_library_get_corpus (lib);
  all = bx_corpus_list_glossary (corpus, error);
  if (all == NULL)
    return FALSE;
  if (argc == 1)
    {
      json_builder_begin_array (b);
      for (guint i = 0; i < all->len; i++)
        add_term (b, g_ptr_array_index (all, i), NULL);
      json_builder_end_array (b);
      print_builder (b);
      return TRUE;
    }
  /* As the Reader's Glossary filter finds it ("liang" finds liáng), when it names one. */
  found = bx_glossary_lookup (all, argv[1]);
  if (found->len != 1)
    {
      g_autoptr(GString) names = g_string_new (NULL);

      for (guint i = 0; i < found->len && i < 8; i++)
        {
          const BxGlossaryEntry *e = g_ptr_array_index (found, i);

          g_string_append_printf (names, "%s%s (%s%s%s)", i > 0 ? ", " : "", e->headword,
                                  e->pinyin != NULL ? e->pinyin : "",
                                  e->pinyin != NULL ? ", " : "", e->id);
        }
      if (found->len > 8)
        g_string_append_printf (names, " and %u more", found->len - 8);
      if (found->len == 0)
        g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "no glossary term '%s'", argv[1]);
      else
        g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND,
                     "'%s' names %u glossary terms: %s (give the character, the reading with "
                     "its tone marks, or the id)", argv[1], found->len, names->str);
      return FALSE;
    }
  id = g_strdup (((const BxGlossaryEntry *) g_ptr_array_index (found, 0))->id);
  for (guint i = 0; i < all->len; i++)
    {
      const BxGlossaryEntry *e = g_ptr_array_index (all, i);
      g_autoptr(GPtrArray) uses = NULL;

      if (g_strcmp0 (e->id, id) != 0)
        continue;
      uses = bx_corpus_term_clauses (corpus, id, error);
      if (uses == NULL)
        return FALSE;
      add_term (b, e, uses);
      print_builder (b);
      return TRUE;
    }
  g_assert_not_reached ();
}

static gboolean
add_works (JsonBuilder  *b,
           BxCorpus     *corpus,
           GError      **error)
{
  g_autoptr(GPtrArray) works = bx_corpus_list_works (corpus, error);
  g_autoptr(GPtrArray) witnesses = NULL;

  if (works == NULL)
    return FALSE;
  witnesses = bx_corpus_list_witnesses (corpus, error);
  if (witnesses == NULL)
    return FALSE;
  json_builder_set_member_name (b, "works");
  json_builder_begin_array (b);
  for (guint i = 0; i < works->len; i++)
    {
      const BxWork *w = g_ptr_array_index (works, i);
      g_autoptr(BxWorkSource) source = bx_corpus_get_work_source (corpus, w->id, error);

      if (source == NULL)
        return FALSE;
      json_builder_begin_object (b);
      bx_cli_add_string (b, "id", w->id);
      bx_cli_add_string (b, "title_zh", source->title_zh);
      bx_cli_add_string (b, "title_en", source->title_en);
      bx_cli_add_string (b, "author", source->author);
      bx_cli_add_string (b, "sources", source->sources);
      json_builder_set_member_name (b, "witnesses");
      json_builder_begin_array (b);
      for (guint k = 0; k < witnesses->len; k++)
        {
          const BxWitnessEntry *x = g_ptr_array_index (witnesses, k);

          if (g_strcmp0 (x->work_id, w->id) != 0)
            continue;
          json_builder_begin_object (b);
          bx_cli_add_string (b, "id", x->id);
          bx_cli_add_string (b, "siglum", x->siglum);
          bx_cli_add_string (b, "label", x->label);
          add_ids (b, "sections", x->section_ids);
          add_ids (b, "variant_clauses", x->clause_ids);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return TRUE;
}

/**
 * bx_cli_cmd_bibliography:
 *
 * `bibliography`: each work's sources and witnesses (what cites each witness: the sections
 * taken from it, the clauses with a reading from it) and every reconstruction with its full
 * reference and the rules that follow it.
 */
gboolean
bx_cli_cmd_bibliography (int      argc,
                         char   **argv,
                         GError **error)
{
  g_auto(BxCliEnv) env = { 0 };
  GOptionEntry entries[] = { BX_CLI_ENV_ENTRIES (env), { NULL } };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(BxLibrary) lib = NULL;
  g_autoptr(GPtrArray) recs = NULL;
  BxCorpus *corpus;

  if (!bx_cli_parse_options (entries, "", &argc, &argv, error))
    return FALSE;
  if (argc != 1)
    return bx_cli_usage_error (error, "bibliography");
  lib = bx_cli_library_load (env.rulesets, env.texts, error);
  if (lib == NULL)
    return FALSE;
  corpus = bx_library_get_corpus (lib);
  recs = bx_corpus_list_reconstructions (corpus, bx_library_get_rulesets (lib), error);
  if (recs == NULL)
    return FALSE;
  json_builder_begin_object (b);
  if (!add_works (b, corpus, error))
    return FALSE;
  json_builder_set_member_name (b, "reconstructions");
  json_builder_begin_array (b);
  for (guint i = 0; i < recs->len; i++)
    {
      const BxReconstructionEntry *r = g_ptr_array_index (recs, i);

      json_builder_begin_object (b);
      bx_cli_add_string (b, "id", r->id);
      bx_cli_add_string (b, "type", r->type);
      bx_cli_add_string (b, "author", r->author);
      bx_cli_add_string (b, "title", r->title);
      bx_cli_add_string (b, "date", r->date);
      bx_cli_add_string (b, "details", r->details);
      bx_cli_add_string (b, "note", r->note);
      json_builder_set_member_name (b, "rules");
      json_builder_begin_array (b);
      for (guint k = 0; k < r->rules->len; k++)
        {
          const BxRuleRef *ref = g_ptr_array_index (r->rules, k);

          json_builder_begin_object (b);
          bx_cli_add_string (b, "ruleset", ref->ruleset_id);
          bx_cli_add_string (b, "rule", ref->rule_id);
          bx_cli_add_string (b, "status", bx_rule_status_to_string (ref->status));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  print_builder (b);
  return TRUE;
}
