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
  if (!bx_tei_import_directory_full (texts, rulesets, encyclopedia, out, &stats, error))
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

/* bench corpus */

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

static double
percentile (GArray *sorted,
            double  p)
{
  guint i;

  if (sorted->len == 0)
    return 0;
  i = (guint) (p * (sorted->len - 1) + 0.5);
  return g_array_index (sorted, double, MIN (i, sorted->len - 1));
}

/* Han characters of @text, as an array of code points. */
static void
append_han (GArray     *chars,
            const char *text)
{
  for (const char *p = text; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar ch = g_utf8_get_char (p);

      if (g_unichar_isalpha (ch) && ch >= 0x2E80)
        g_array_append_val (chars, ch);
    }
}

/* 1,000 (or @n) queries of 1, 2 and 4 characters taken at random from the clauses'
 * texts, so that most of them hit. */
static GPtrArray *
make_queries (GPtrArray *texts,
              guint      n,
              GRand     *rand)
{
  GPtrArray *queries = g_ptr_array_new_with_free_func (g_free);
  const guint lengths[] = { 1, 2, 4 };

  while (queries->len < n && texts->len > 0)
    {
      const char *text = g_ptr_array_index (texts, g_rand_int_range (rand, 0, texts->len));
      g_autoptr(GArray) chars = g_array_new (FALSE, FALSE, sizeof (gunichar));
      guint len = lengths[queries->len % 3];
      guint start;
      GString *q;

      append_han (chars, text);
      if (chars->len < len)
        continue;
      start = g_rand_int_range (rand, 0, chars->len - len + 1);
      q = g_string_new (NULL);
      for (guint i = 0; i < len; i++)
        g_string_append_unichar (q, g_array_index (chars, gunichar, start + i));
      g_ptr_array_add (queries, g_string_free (q, FALSE));
    }
  return queries;
}

static void add_number (GString *out, const char *name, double value);
static void add_int (GString *out, const char *name, gint64 value);

/* Runs every query once with the default options and adds PREFIX_p50_ms, PREFIX_p99_ms,
 * the p99 of each query length and the mean number of hits to @out. */
static gboolean
time_queries (BxCorpus    *corpus,
              GPtrArray   *queries,
              const char  *prefix,
              GString     *out,
              GError     **error)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  GArray *by_len[5] = { NULL };
  guint total_hits = 0;

  for (guint n = 1; n <= 4; n++)
    by_len[n] = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; i < queries->len; i++)
    {
      const char *q = g_ptr_array_index (queries, i);
      g_autoptr(GPtrArray) hits = NULL;
      double t0 = now_ms ();
      double dt;
      glong len = g_utf8_strlen (q, -1);

      hits = bx_corpus_search (corpus, q, NULL, error);
      dt = now_ms () - t0;
      if (hits == NULL)
        {
          for (guint n = 1; n <= 4; n++)
            g_array_unref (by_len[n]);
          return FALSE;
        }
      total_hits += hits->len;
      g_array_append_val (times, dt);
      g_array_append_val (by_len[CLAMP (len, 1, 4)], dt);
    }
  g_array_sort (times, compare_doubles);
  {
    g_autofree char *p50 = g_strdup_printf ("%s_p50_ms", prefix);
    g_autofree char *p99 = g_strdup_printf ("%s_p99_ms", prefix);
    g_autofree char *hits = g_strdup_printf ("%s_mean_hits", prefix);

    add_number (out, p50, percentile (times, 0.50));
    add_number (out, p99, percentile (times, 0.99));
    for (guint n = 1; n <= 4; n++)
      {
        g_autofree char *name = g_strdup_printf ("%s_p99_ms_%uchar", prefix, n);

        g_array_sort (by_len[n], compare_doubles);
        if (by_len[n]->len > 0)
          add_number (out, name, percentile (by_len[n], 0.99));
      }
    add_number (out, hits, queries->len > 0 ? (double) total_hits / queries->len : 0);
  }
  for (guint n = 1; n <= 4; n++)
    g_array_unref (by_len[n]);
  return TRUE;
}

static GPtrArray *
all_clause_texts (BxCorpus  *corpus,
                  GError   **error)
{
  g_autoptr(GPtrArray) works = bx_corpus_list_works (corpus, error);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  if (works == NULL)
    return NULL;
  for (guint i = 0; i < works->len; i++)
    {
      BxWork *w = g_ptr_array_index (works, i);
      g_autoptr(GPtrArray) clauses = bx_corpus_list_clauses (corpus, w->id, error);

      if (clauses == NULL)
        return NULL;
      for (guint j = 0; j < clauses->len; j++)
        g_ptr_array_add (texts, g_strdup (((BxClause *) g_ptr_array_index (clauses, j))->text));
    }
  return g_steal_pointer (&texts);
}

/* A synthetic work of @n_clauses clauses of 8 to 24 characters each, drawn with the
 * character frequencies of the real clauses, written as TEI so that the real importer
 * (schema, references, tokenizer, FTS) builds it. */
static gboolean
write_synthetic_tei (const char  *path,
                     GArray      *chars,
                     guint        n_clauses,
                     GRand       *rand,
                     GError     **error)
{
  g_autoptr(GString) xml = g_string_sized_new (n_clauses * 80);
  const guint per_section = 100;

  g_string_append (xml,
                   "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                   "<TEI xmlns=\"http://www.tei-c.org/ns/1.0\" xml:id=\"synthetic\">\n"
                   "<teiHeader><fileDesc><titleStmt><title xml:lang=\"lzh\">合成</title>"
                   "<title xml:lang=\"en\">Synthetic</title></titleStmt>"
                   "<publicationStmt><p>Generated by boxi-cli bench corpus.</p>"
                   "</publicationStmt><sourceDesc><p>none</p></sourceDesc></fileDesc>"
                   "</teiHeader>\n<text><body><div type=\"original\" xml:lang=\"lzh\">\n");
  for (guint s = 0; s * per_section < n_clauses; s++)
    {
      g_string_append_printf (xml, "<div type=\"section\" xml:id=\"synthetic.s%u\"><p>\n", s);
      for (guint c = 0; c < per_section && s * per_section + c < n_clauses; c++)
        {
          guint len = g_rand_int_range (rand, 8, 25);

          g_string_append_printf (xml, "<seg type=\"clause\" xml:id=\"synthetic.s%u.%u\">",
                                  s, c + 1);
          for (guint i = 0; i < len; i++)
            g_string_append_unichar (xml, g_array_index (chars, gunichar,
                                                         g_rand_int_range (rand, 0,
                                                                           chars->len)));
          g_string_append (xml, "</seg>\n");
        }
      g_string_append (xml, "</p></div>\n");
    }
  g_string_append (xml, "</div></body></text></TEI>\n");
  return g_file_set_contents (path, xml->str, xml->len, error);
}

static void
remove_tree (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* The bench prints its object by hand so that timings keep three decimals. */
static void
add_number (GString    *out,
            const char *name,
            double      value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append_printf (out, "%s\"%s\": %s", out->len > 1 ? ", " : "", name,
                          g_ascii_formatd (buf, sizeof buf, "%.3f", value));
}

static void
add_int (GString    *out,
         const char *name,
         gint64      value)
{
  g_string_append_printf (out, "%s\"%s\": %" G_GINT64_FORMAT, out->len > 1 ? ", " : "",
                          name, value);
}

gboolean
bx_cli_cmd_bench (int      argc,
                  char   **argv,
                  GError **error)
{
  g_autofree char *texts = NULL;
  int n_queries = 1000;
  int n_synthetic = 100000;
  int seed = 1;
  GOptionEntry entries[] = {
    { "texts", 0, 0, G_OPTION_ARG_FILENAME, &texts, "The TEI folder", "DIR" },
    { "queries", 0, 0, G_OPTION_ARG_INT, &n_queries, "Queries per corpus (1000)", "N" },
    { "synthetic", 0, 0, G_OPTION_ARG_INT, &n_synthetic,
      "Clauses of the generated corpus (100000; 0 to skip)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "Random seed (1)", "N" },
    { NULL }
  };
  g_autoptr(GString) b = g_string_new ("{");
  g_autoptr(GArray) import_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GRand) rand = NULL;
  g_autofree char *tmpdir = NULL;
  g_autofree char *real_db = NULL;
  g_autoptr(BxCorpus) corpus = NULL;
  g_autoptr(GPtrArray) clause_texts = NULL;
  g_autoptr(GPtrArray) queries = NULL;
  g_autoptr(GArray) chars = g_array_new (FALSE, FALSE, sizeof (gunichar));
  BxImportStats stats = { 0 };
  gboolean ok = FALSE;

  if (!bx_cli_parse_options (entries, "corpus - import and search timings", &argc, &argv,
                             error))
    return FALSE;
  if (argc != 2 || strcmp (argv[1], "corpus") != 0)
    return usage_error (error, "bench corpus [--texts DIR] [--queries N] [--synthetic N]");
  if (texts == NULL)
    texts = bx_texts_default_dir ();
  rand = g_rand_new_with_seed ((guint32) seed);
  tmpdir = g_dir_make_tmp ("boxi-bench-XXXXXX", error);
  if (tmpdir == NULL)
    return FALSE;
  real_db = g_build_filename (tmpdir, "corpus.sqlite", NULL);

  /* Import: the median of five runs (the first one also loads OpenCC's table). */
  for (guint i = 0; i < 5; i++)
    {
      double ms;

      if (!bx_tei_import_directory (texts, real_db, &stats, error))
        goto out;
      ms = stats.elapsed_us / 1000.0;
      g_array_append_val (import_times, ms);
    }
  g_array_sort (import_times, compare_doubles);

  corpus = bx_corpus_open (real_db, error);
  if (corpus == NULL)
    goto out;
  clause_texts = all_clause_texts (corpus, error);
  if (clause_texts == NULL)
    goto out;
  for (guint i = 0; i < clause_texts->len; i++)
    append_han (chars, g_ptr_array_index (clause_texts, i));
  queries = make_queries (clause_texts, (guint) MAX (n_queries, 0), rand);
  /* Warm up the page cache and the folding cache. */
  for (guint i = 0; i < MIN (queries->len, 50u); i++)
    {
      g_autoptr(GPtrArray) hits = bx_corpus_search (corpus, g_ptr_array_index (queries, i),
                                                   NULL, NULL);
    }
  add_int (b, "works", stats.n_works);
  add_int (b, "clauses", stats.n_clauses);
  add_int (b, "search_documents", stats.n_clauses + stats.n_sections + stats.n_translations
                                  + stats.n_notes);
  add_number (b, "import_ms", percentile (import_times, 0.5));
  add_number (b, "import_ms_max", g_array_index (import_times, double, import_times->len - 1));
  add_int (b, "queries", queries->len);
  if (!time_queries (corpus, queries, "search", b, error))
    goto out;

  if (n_synthetic > 0 && chars->len > 0)
    {
      g_autofree char *tei = g_build_filename (tmpdir, "synthetic.xml", NULL);
      g_autofree char *syn_db = g_build_filename (tmpdir, "synthetic.sqlite", NULL);
      g_autofree char *rng = bx_xml_own_schema ("boxi-tei.rng");
      const char *paths[] = { tei, NULL };
      g_autoptr(BxCorpus) syn = NULL;
      g_autoptr(GPtrArray) syn_queries = NULL;
      g_autoptr(GPtrArray) syn_texts = g_ptr_array_new_with_free_func (g_free);
      BxImportStats syn_stats = { 0 };
      GStatBuf st;

      if (!write_synthetic_tei (tei, chars, (guint) n_synthetic, rand, error))
        goto out;
      if (!bx_tei_import_files (rng, paths, syn_db, &syn_stats, error))
        goto out;
      syn = bx_corpus_open (syn_db, error);
      if (syn == NULL)
        goto out;
      /* Queries drawn from the synthetic clauses themselves (20 random sections). */
      for (guint k = 0; k < 20; k++)
        {
          g_autofree char *section = g_strdup_printf ("synthetic.s%d",
                                                      g_rand_int_range (rand, 0,
                                                                        (n_synthetic + 99)
                                                                        / 100));
          g_autoptr(GPtrArray) clauses = bx_corpus_list_clauses (syn, section, error);

          if (clauses == NULL)
            goto out;
          for (guint i = 0; i < clauses->len; i++)
            g_ptr_array_add (syn_texts,
                             g_strdup (((BxClause *) g_ptr_array_index (clauses, i))->text));
        }
      syn_queries = make_queries (syn_texts, (guint) MAX (n_queries, 0), rand);
      for (guint i = 0; i < MIN (syn_queries->len, 50u); i++)
        {
          g_autoptr(GPtrArray) hits = bx_corpus_search (syn, g_ptr_array_index (syn_queries, i),
                                                       NULL, NULL);
        }
      add_int (b, "synthetic_clauses", syn_stats.n_clauses);
      add_number (b, "synthetic_tei_mb", g_stat (tei, &st) == 0 ? st.st_size / 1e6 : 0);
      add_number (b, "synthetic_import_ms", syn_stats.elapsed_us / 1000.0);
      add_number (b, "synthetic_db_mb", g_stat (syn_db, &st) == 0 ? st.st_size / 1e6 : 0);
      if (!time_queries (syn, syn_queries, "synthetic_search", b, error))
        goto out;
    }
  g_string_append (b, "}");
  puts (b->str);
  ok = TRUE;

out:
  g_clear_pointer (&corpus, bx_corpus_free);
  remove_tree (tmpdir);
  return ok;
}
