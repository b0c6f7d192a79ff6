/* bx-cli-corpus.c: boxi-cli's corpus commands: works, text, clause, search, build-db and
 * bench corpus (JSON shapes in docs/cli.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <glib/gstdio.h>

#include "bx-cli.h"
#include "bx-cli-corpus.h"
#include "bx-corpus.h"
#include "bx-json.h"
#include "bx-library.h"
#include "bx-ruleset.h"
#include "bx-tei-import.h"
#include "bx-cli-notes.h"
#include "bx-xml.h"

static BxCorpus *
open_corpus (const char  *db_option,
             GError     **error)
{
  g_autofree char *path = NULL;

  if (db_option != NULL)
    {
      g_autoptr(GError) damaged = NULL;

      /* A damaged database says so (and where), whatever the query that would fail. */
      if (!bx_corpus_check (db_option, &damaged) && damaged->code == BX_ERROR_DATABASE)
        {
          g_propagate_error (error, g_steal_pointer (&damaged));
          return NULL;
        }
      return bx_corpus_open (db_option, error);
    }
  path = bx_cli_default_db_path (error);
  if (path == NULL)
    return NULL;
  return bx_corpus_open (path, error);
}

static gboolean
usage_error (GError     **error,
             const char  *usage)
{
  g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "usage: boxi-cli %s", usage);
  return FALSE;
}

static void
print_builder (JsonBuilder *b)
{
  g_autoptr(JsonNode) root = json_builder_get_root (b);

  bx_cli_print_json (root);
}

/* works */

gboolean
bx_cli_cmd_works (int      argc,
                  char   **argv,
                  GError **error)
{
  g_autofree char *db = NULL;
  GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, "The corpus database", "FILE" },
    { NULL }
  };
  g_autoptr(BxCorpus) corpus = NULL;
  g_autoptr(GPtrArray) works = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();

  if (!bx_cli_parse_options (entries, "- list the works", &argc, &argv, error))
    return FALSE;
  if (argc != 1)
    return usage_error (error, "works [--db FILE]");
  corpus = open_corpus (db, error);
  if (corpus == NULL)
    return FALSE;
  works = bx_corpus_list_works (corpus, error);
  if (works == NULL)
    return FALSE;

  json_builder_begin_array (b);
  for (guint i = 0; i < works->len; i++)
    {
      BxWork *w = g_ptr_array_index (works, i);

      json_builder_begin_object (b);
      bx_cli_add_string (b, "id", w->id);
      bx_cli_add_string (b, "title", w->title_zh);
      bx_cli_add_string (b, "title_en", w->title_en);
      bx_cli_add_string (b, "author", w->author);
      json_builder_set_member_name (b, "clauses");
      json_builder_add_int_value (b, w->n_clauses);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  print_builder (b);
  return TRUE;
}

/* text */

gboolean
bx_cli_cmd_text (int      argc,
                 char   **argv,
                 GError **error)
{
  g_autofree char *db = NULL;
  g_autofree char *lang = NULL;
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "lang", 0, 0, G_OPTION_ARG_STRING, &lang, "The translation's language (en)", "LANG" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print JSON (always on)", NULL },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, "The corpus database", "FILE" },
    { NULL }
  };
  g_autoptr(BxCorpus) corpus = NULL;
  g_autoptr(GPtrArray) clauses = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  gboolean english;

  if (!bx_cli_parse_options (entries, "WORK - the clauses of a work or section", &argc, &argv,
                             error))
    return FALSE;
  if (argc != 2)
    return usage_error (error, "text WORK [--lang en] [--json] [--db FILE]");
  corpus = open_corpus (db, error);
  if (corpus == NULL)
    return FALSE;
  clauses = bx_corpus_list_clauses (corpus, argv[1], error);
  if (clauses == NULL)
    return FALSE;
  english = lang == NULL || strcmp (lang, "en") == 0;
  if (!english)
    {
      /* A language the work has no translation in is an error, not null translations. */
      gboolean any = FALSE;
      for (guint i = 0; i < clauses->len && !any; i++)
        {
          g_autofree char *t = bx_corpus_get_translation (
            corpus, ((BxClause *) g_ptr_array_index (clauses, i))->id, lang, NULL);
          any = t != NULL;
        }
      if (!any)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND,
                       "--lang: %s has no translation in '%s' (try --lang en)", argv[1], lang);
          return FALSE;
        }
    }

  json_builder_begin_array (b);
  for (guint i = 0; i < clauses->len; i++)
    {
      BxClause *c = g_ptr_array_index (clauses, i);
      g_autofree char *other = NULL;

      if (!english)
        other = bx_corpus_get_translation (corpus, c->id, lang, NULL);
      json_builder_begin_object (b);
      bx_cli_add_string (b, "id", c->id);
      bx_cli_add_string (b, "section", c->section_id);
      bx_cli_add_string (b, "text", c->text);
      bx_cli_add_string (b, "translation", english ? c->translation : other);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  print_builder (b);
  return TRUE;
}

/* clause */

/* One reverse list of `clause`: the rules (ruleset, rule, status, statement, "show me") of
 * @cited, under @member. */
static void
add_cited_list (JsonBuilder *b,
                const char  *member,
                GArray      *cited)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; cited != NULL && i < cited->len; i++)
    {
      const BxCitedBy *by = &g_array_index (cited, BxCitedBy, i);

      json_builder_begin_object (b);
      bx_cli_add_string (b, "ruleset", by->ruleset_id);
      bx_cli_add_string (b, "rule", by->rule_id);
      bx_cli_add_string (b, "status", bx_rule_status_to_string (by->status));
      bx_cli_add_string (b, "statement_en", by->statement_en);
      json_builder_set_member_name (b, "show_me");
      if (by->example != NULL)
        {
          g_autoptr(JsonNode) state = bx_json_parse_bounded (by->example, -1,
                                                             BX_JSON_MAX_DEPTH, NULL);

          json_builder_begin_object (b);
          json_builder_set_member_name (b, "state");
          if (state != NULL)
            json_builder_add_value (b, g_steal_pointer (&state));
          else
            json_builder_add_string_value (b, by->example);
          bx_cli_add_string (b, "throw", by->example_throw);
          json_builder_end_object (b);
        }
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

gboolean
bx_cli_cmd_clause (int      argc,
                   char   **argv,
                   GError **error)
{
  g_autofree char *db = NULL;
  g_autofree char *rulesets = NULL;
  GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, "The corpus database", "FILE" },
    { "rulesets", 0, 0, G_OPTION_ARG_FILENAME, &rulesets, "The rulesets directory", "DIR" },
    { NULL }
  };
  g_autoptr(BxLibrary) shared = NULL;
  BxCorpus *corpus;
  g_autoptr(BxClause) c = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();

  if (!bx_cli_parse_options (entries, "ID - one clause with its apparatus", &argc, &argv,
                             error))
    return FALSE;
  if (argc != 2)
    return usage_error (error, "clause ID [--db FILE]");
  /* The corpus and the rulesets, the rulesets checked against that corpus. */
  shared = db == NULL && rulesets == NULL ? g_object_ref (bx_library_get_default ())
                                          : bx_library_new (rulesets, NULL, db);
  if (!bx_library_check (shared, error))
    return FALSE;
  corpus = bx_library_get_corpus (shared);
  c = bx_corpus_get_clause (corpus, argv[1], error);
  if (c == NULL)
    return FALSE;

  json_builder_begin_object (b);
  bx_cli_add_string (b, "id", c->id);
  bx_cli_add_string (b, "work", c->work_id);
  bx_cli_add_string (b, "section", c->section_id);
  bx_cli_add_string (b, "section_head", c->section_head);
  bx_cli_add_string (b, "text", c->text);
  bx_cli_add_string (b, "translation", c->translation);

  json_builder_set_member_name (b, "notes");
  json_builder_begin_array (b);
  for (guint i = 0; i < c->notes->len; i++)
    {
      BxNote *n = g_ptr_array_index (c->notes, i);

      json_builder_begin_object (b);
      bx_cli_add_string (b, "type", n->type);
      bx_cli_add_string (b, "text", n->text);
      json_builder_set_member_name (b, "offset");
      if (n->offset >= 0)
        json_builder_add_int_value (b, n->offset);
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "variants");
  json_builder_begin_array (b);
  for (guint i = 0; i < c->variants->len; i++)
    {
      BxVariant *v = g_ptr_array_index (c->variants, i);

      json_builder_begin_object (b);
      bx_cli_add_string (b, "lemma", v->lemma);
      bx_cli_add_string (b, "reading", v->reading);
      bx_cli_add_string (b, "witness_id", v->witness_id);
      bx_cli_add_string (b, "witness", v->witness);
      json_builder_set_member_name (b, "offset");
      json_builder_add_int_value (b, v->offset);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "terms");
  json_builder_begin_array (b);
  for (guint i = 0; i < c->terms->len; i++)
    {
      BxTermRef *t = g_ptr_array_index (c->terms, i);

      json_builder_begin_object (b);
      bx_cli_add_string (b, "id", t->glossary_id);
      bx_cli_add_string (b, "surface", t->surface);
      json_builder_set_member_name (b, "offset");
      json_builder_add_int_value (b, t->offset);
      bx_cli_add_string (b, "term", t->term);
      bx_cli_add_string (b, "pinyin", t->pinyin);
      bx_cli_add_string (b, "gloss", t->gloss_en);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  /* The reverse links: the rules that cite this clause (it states or supports them), and
   * those that name it only as context (it is what they fill a gap about). */
  add_cited_list (b, "cited_by",
                  bx_ruleset_library_cited_by (bx_library_get_rulesets (shared), c->id));
  add_cited_list (b, "context_of",
                  bx_ruleset_library_context_of (bx_library_get_rulesets (shared), c->id));
  json_builder_end_object (b);
  print_builder (b);
  return TRUE;
}

/* search */

static gboolean
parse_layers (const char  *spec,
              BxLayer     *layers,
              GError     **error)
{
  g_auto(GStrv) parts = g_strsplit (spec, ",", -1);

  *layers = BX_LAYER_ANY;
  if (parts[0] == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE,
                   "--layer: an empty layer name in '' (original, translation or note)");
      return FALSE;
    }
  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *p = g_strstrip (parts[i]);

      if (strcmp (p, "original") == 0)
        *layers |= BX_LAYER_ORIGINAL;
      else if (strcmp (p, "translation") == 0)
        *layers |= BX_LAYER_TRANSLATION;
      else if (strcmp (p, "note") == 0 || strcmp (p, "notes") == 0)
        *layers |= BX_LAYER_NOTE;
      else if (strcmp (p, "any") == 0)
        continue;
      else if (*p == '\0')
        {
          g_set_error (error, BX_ERROR, BX_ERROR_USAGE,
                       "--layer: an empty layer name in '%s' (original, translation or note)",
                       spec);
          return FALSE;
        }
      else
        {
          g_set_error (error, BX_ERROR, BX_ERROR_USAGE,
                       "--layer: unknown layer '%s' (original, translation or note)", p);
          return FALSE;
        }
    }
  return TRUE;
}

/* The personal notes that match, before the corpus's hits (up to the limit in all): from
 * --user-db FILE, or the user's database when it exists. */
static gboolean
add_note_hits (GPtrArray              *hits,
               const char             *query,
               BxCorpus               *corpus,
               const char             *user_db,
               const BxSearchOptions  *options,
               GError                **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(BxUserDb) db = bx_cli_open_user_db (user_db, FALSE, &local);
  g_autoptr(GPtrArray) notes = NULL;
  BxSearchOptions o = *options;
  guint limit = options->limit > 0 ? options->limit : 50;

  if (db == NULL)
    {
      if (user_db == NULL && g_error_matches (local, BX_ERROR, BX_ERROR_NOT_FOUND))
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  o.limit = limit;
  notes = bx_user_db_search (db, query, corpus, &o, error);
  if (notes == NULL)
    return FALSE;
  for (guint i = 0; i < notes->len; i++)
    g_ptr_array_insert (hits, i, g_steal_pointer (&g_ptr_array_index (notes, i)));
  if (hits->len > limit)
    g_ptr_array_set_size (hits, limit);
  return TRUE;
}

gboolean
bx_cli_cmd_search (int      argc,
                   char   **argv,
                   GError **error)
{
  g_autofree char *db = NULL;
  g_autofree char *work = NULL;
  g_autofree char *layer = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *user_db = NULL;
  gboolean exact = FALSE;
  int limit = G_MININT;
  GOptionEntry entries[] = {
    { "work", 0, 0, G_OPTION_ARG_STRING, &work, "Only this work", "W" },
    { "kind", 0, 0, G_OPTION_ARG_STRING, &kind,
      "clause, article, rule or note (comma-separated; all by default)", "K" },
    { "layer", 0, 0, G_OPTION_ARG_STRING, &layer,
      "original, translation or note (comma-separated)", "L" },
    { "exact", 0, 0, G_OPTION_ARG_NONE, &exact, "Exact characters (no folding of 马/馬)",
      NULL },
    { "limit", 0, 0, G_OPTION_ARG_INT, &limit, "At most N hits (50)", "N" },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, "The corpus database", "FILE" },
    { "user-db", 0, 0, G_OPTION_ARG_FILENAME, &user_db,
      "The user's database, for personal notes (default: the user's)", "FILE" },
    { NULL }
  };
  g_autoptr(BxCorpus) corpus = NULL;
  g_autoptr(GPtrArray) hits = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  BxSearchOptions options = { NULL, BX_LAYER_ANY, FALSE, 0, NULL, NULL, 0 };

  if (!bx_cli_parse_options (entries, "QUERY - full-text search", &argc, &argv, error))
    return FALSE;
  if (argc < 2)
    return usage_error (error, "search QUERY [--work W] [--layer L] [--exact] [--limit N]");
  /* G_MININT: not given (50). */
  if (limit != G_MININT && limit < 1)
    return usage_error (error, "search QUERY … --limit N (N > 0)");
  if (layer != NULL && !parse_layers (layer, &options.layers, error))
    return FALSE;
  if (kind != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (kind, ",", -1);

      for (guint i = 0; parts[i] != NULL; i++)
        {
          BxHitKind k;

          for (k = BX_HIT_CLAUSE; k <= BX_HIT_NOTE; k++)
            if (strcmp (parts[i], bx_hit_kind_to_string (k)) == 0)
              break;
          if (k > BX_HIT_NOTE)
            {
              g_set_error (error, BX_ERROR, BX_ERROR_USAGE,
                           "--kind: unknown kind '%s' (clause, article, rule or note)",
                           parts[i]);
              return FALSE;
            }
          options.kinds |= BX_HIT_MASK (k);
        }
    }
  options.work_id = work;
  options.exact = exact;
  options.limit = limit > 0 ? (guint) limit : 0;

  corpus = open_corpus (db, error);
  if (corpus == NULL)
    return FALSE;
  if (work != NULL)
    {
      g_autoptr(BxWork) w = bx_corpus_get_work (corpus, work, error);
      if (w == NULL)
        return FALSE;
    }
  {
    /* Several arguments are one query: boxi-cli search 打 馬 */
    g_autofree char *query = g_strjoinv (" ", argv + 1);

    hits = bx_corpus_search (corpus, query, &options, error);
    if (hits != NULL && !add_note_hits (hits, query, corpus, user_db, &options, error))
      return FALSE;
  }
  if (hits == NULL)
    return FALSE;

  json_builder_begin_array (b);
  for (guint i = 0; i < hits->len; i++)
    {
      BxSearchHit *h = g_ptr_array_index (hits, i);

      json_builder_begin_object (b);
      bx_cli_add_string (b, "kind", bx_hit_kind_to_string (h->kind));
      bx_cli_add_string (b, "clause_id", h->clause_id);
      bx_cli_add_string (b, "work", h->work_id);
      if (h->kind == BX_HIT_ARTICLE)
        bx_cli_add_string (b, "family", h->target);
      if (h->kind == BX_HIT_RULE)
        {
          bx_cli_add_string (b, "ruleset", h->target);
          bx_cli_add_string (b, "rule", h->rule_id);
        }
      bx_cli_add_string (b, "layer", h->layer);
      bx_cli_add_string (b, "snippet", h->snippet);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  print_builder (b);
  return TRUE;
}

/* build-db */

gboolean
bx_cli_cmd_build_db (int      argc,
                     char   **argv,
                     GError **error)
{
  g_autofree char *texts = NULL;
  g_autofree char *out = NULL;
  g_autofree char *rulesets = NULL;
  g_autofree char *encyclopedia = NULL;
  GOptionEntry entries[] = {
    { "texts", 0, 0, G_OPTION_ARG_FILENAME, &texts, "The TEI folder (texts/)", "DIR" },
    { "rulesets", 0, 0, G_OPTION_ARG_FILENAME, &rulesets,
      "Also index the rule statements of these rulesets", "DIR" },
    { "encyclopedia", 0, 0, G_OPTION_ARG_FILENAME, &encyclopedia,
      "Also index the paragraphs of these family articles", "DIR" },
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &out, "The database to write", "FILE" },
    { NULL }
  };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  BxImportStats stats;

  if (!bx_cli_parse_options (entries, "- validate texts/ and build corpus.sqlite", &argc,
                             &argv, error))
    return FALSE;
  if (argc != 1 || texts == NULL || out == NULL)
    return usage_error (error, "build-db --texts DIR --out FILE [--rulesets DIR] "
                        "[--encyclopedia DIR]");
  if (!bx_cli_check_folder ("--texts", texts, error)
      || !bx_cli_check_folder ("--rulesets", rulesets, error)
      || !bx_cli_check_folder ("--encyclopedia", encyclopedia, error)
      || !bx_tei_import_directory_full (texts, rulesets, encyclopedia, out, &stats, error))
    return FALSE;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "works");
  json_builder_add_int_value (b, stats.n_works);
  json_builder_set_member_name (b, "clauses");
  json_builder_add_int_value (b, stats.n_clauses);
  json_builder_set_member_name (b, "out");
  json_builder_add_string_value (b, out);
  json_builder_set_member_name (b, "sections");
  json_builder_add_int_value (b, stats.n_sections);
  json_builder_set_member_name (b, "translations");
  json_builder_add_int_value (b, stats.n_translations);
  json_builder_set_member_name (b, "notes");
  json_builder_add_int_value (b, stats.n_notes);
  json_builder_set_member_name (b, "variants");
  json_builder_add_int_value (b, stats.n_variants);
  json_builder_set_member_name (b, "terms");
  json_builder_add_int_value (b, stats.n_terms);
  json_builder_set_member_name (b, "glossary");
  json_builder_add_int_value (b, stats.n_glossary);
  json_builder_set_member_name (b, "reconstructions");
  json_builder_add_int_value (b, stats.n_reconstructions);
  json_builder_set_member_name (b, "ms");
  json_builder_add_int_value (b, (stats.elapsed_us + 500) / 1000);
  json_builder_end_object (b);
  print_builder (b);
  return TRUE;
}
