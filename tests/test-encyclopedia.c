/* test-encyclopedia.c: the family articles (issue 15): every family has an article with
 * every section, every cite is a clause of the corpus, malformed files fail with
 * "FILE:LINE: reason", the CLI's families and article, and search finds article paragraphs
 * and rule statements with one Chinese character.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <utime.h>
#include <glib/gstdio.h>

#include "bx-cli.h"
#include "bx-core.h"
#include "bx-corpus.h"
#include "bx-encyclopedia.h"
#include "bx-families.h"
#include "bx-library.h"
#include "bx-tei-import.h"

static BxLibrary *
library (void)
{
  BxLibrary *lib = bx_library_get_default ();
  g_autoptr(GError) error = NULL;

  g_assert_true (bx_library_check (lib, &error));
  g_assert_no_error (error);
  return lib;
}

static BxEncyclopedia *
encyclopedia (void)
{
  BxLibrary *lib = library ();
  BxEncyclopedia *enc = bx_library_get_encyclopedia (lib);

  if (enc == NULL)
    g_error ("%s", bx_library_get_encyclopedia_error (lib)->message);
  /* Loaded once: asking again gives the same object. */
  g_assert_true (bx_library_get_encyclopedia (lib) == enc);
  return enc;
}

static void
assert_paras (BxCorpus   *corpus,
              const char *family,
              const char *section,
              GPtrArray  *paras,
              guint       min,
              gboolean    dated)
{
  g_assert_nonnull (paras);
  if (paras->len < min)
    g_error ("%s: %s has %u entries, fewer than %u", family, section, paras->len, min);
  for (guint i = 0; i < paras->len; i++)
    {
      const BxArticlePara *p = g_ptr_array_index (paras, i);

      g_assert_true (p->text_en != NULL && *p->text_en != '\0');
      g_assert_true (p->text_zh != NULL && *p->text_zh != '\0');
      g_assert_nonnull (p->cites);
      if (dated)
        {
          g_assert_true (p->date != NULL && *p->date != '\0');
          g_assert_true (p->date_zh != NULL && *p->date_zh != '\0');
          g_assert_nonnull (p->cites[0]);
        }
      else
        {
          g_assert_null (p->date);
          g_assert_null (p->date_zh);
        }
      for (guint k = 0; p->cites[k] != NULL; k++)
        if (!bx_corpus_has_clause (corpus, p->cites[k]))
          g_error ("%s: %s cites '%s', not a clause", family, section, p->cites[k]);
    }
}

/* Every registered family has its article, with every section, and every cite exists. */
static void
test_articles (void)
{
  BxLibrary *lib = library ();
  BxEncyclopedia *enc = encyclopedia ();
  BxCorpus *corpus = bx_library_get_corpus (lib);
  g_autoptr(GPtrArray) families = bx_game_list_families ();
  g_autoptr(GPtrArray) articles = bx_encyclopedia_list_articles (enc);

  g_assert_cmpuint (families->len, >=, 6);
  g_assert_cmpuint (articles->len, ==, families->len);
  for (guint i = 0; i < families->len; i++)
    {
      const char *family = ((const BxGameVTable *) g_ptr_array_index (families, i))->family;
      const BxArticle *a = bx_encyclopedia_get_article (enc, family);
      g_autoptr(GPtrArray) recs = NULL;
      g_autoptr(GPtrArray) rulesets = NULL;

      if (a == NULL)
        g_error ("no article of family '%s'", family);
      /* In the registry's order. */
      g_assert_true (g_ptr_array_index (articles, i) == a);
      g_assert_cmpstr (a->family, ==, family);
      g_assert_true (a->title_en != NULL && a->title_zh != NULL);
      g_assert_true (g_str_has_suffix (a->file, ".xml") && a->line > 0);
      assert_paras (corpus, family, "summary", a->summary, 1, FALSE);
      assert_paras (corpus, family, "history", a->history, 2, TRUE);
      assert_paras (corpus, family, "equipment", a->equipment, 1, FALSE);
      g_assert_nonnull (a->sources[0]);
      for (guint k = 0; a->sources[k] != NULL; k++)
        {
          g_autoptr(BxWork) w = bx_corpus_get_work (corpus, a->sources[k], NULL);
          g_assert_nonnull (w);
        }
      g_assert_nonnull (a->glossary[0]);
      for (guint k = 0; a->glossary[k] != NULL; k++)
        {
          g_autoptr(BxGlossaryItem) item = bx_corpus_get_glossary_item (corpus, a->glossary[k],
                                                                        NULL);
          g_assert_nonnull (item);
          g_assert_nonnull (item->headword);
        }

      /* The derived parts. */
      recs = bx_encyclopedia_family_reconstructions (lib, family);
      if (recs->len == 0)
        g_error ("%s: no reconstruction", family);
      for (guint k = 0; k < recs->len; k++)
        {
          const BxFamilyReconstruction *r = g_ptr_array_index (recs, k);
          g_assert_true (bx_corpus_has_reconstruction (corpus, r->bibl_id));
          g_assert_nonnull (r->title);
          g_assert_cmpuint (r->ruleset_ids->len, >, 0);
        }
      rulesets = bx_library_list_family (lib, family);
      g_assert_cmpuint (rulesets->len, >, 0);
      g_assert_nonnull (bx_encyclopedia_default_ruleset (lib, family));
      for (guint k = 0; k < rulesets->len; k++)
        {
          BxRuleset *rs = g_ptr_array_index (rulesets, k);
          guint counts[3];

          bx_ruleset_status_counts (rs, counts);
          g_assert_cmpuint (counts[0] + counts[1] + counts[2], ==, bx_ruleset_get_n_rules (rs));
        }
    }
}

/* A folder with the schema and one article file of @contents; returns the file's path. */
static char *
write_article (const char *dir,
               const char *name,
               const char *contents)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  g_assert_no_error (error);
  return path;
}

static const char good_head[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<article xmlns=\"https://boxi.github.io/ns/encyclopedia/1\" family=\"sai\">\n"
  "  <title xml:lang=\"en\">Sai</title>\n"
  "  <title xml:lang=\"zh\">塞</title>\n"
  "  <summary><para><text xml:lang=\"en\">A game.</text><text xml:lang=\"zh\">一戲。</text>"
  "</para></summary>\n";

static const char good_tail[] =
  "  <equipment><para><text xml:lang=\"en\">Pieces.</text><text xml:lang=\"zh\">棋。</text>"
  "</para></equipment>\n"
  "  <sources><work ref=\"saifu\"/></sources>\n"
  "  <glossary><term ref=\"g.sai\"/></glossary>\n"
  "</article>\n";

static void
assert_load_error (const char *contents,
                   const char *reason,
                   int         line)
{
  g_autofree char *dir = g_dir_make_tmp ("boxi-enc-XXXXXX", NULL);
  g_autofree char *schema = g_build_filename (SOURCE_ROOT, "data", "encyclopedia",
                                              BX_ENCYCLOPEDIA_SCHEMA_NAME, NULL);
  g_autofree char *path = write_article (dir, "sai.xml", contents);
  g_autofree char *prefix = g_strdup_printf ("%s:%d: ", path, line);
  const char *paths[] = { path, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BxEncyclopedia) enc = NULL;

  enc = bx_encyclopedia_new_from_files (schema, paths, bx_library_get_corpus (library ()),
                                        &error);
  g_assert_null (enc);
  g_assert_nonnull (error);
  if (!g_str_has_prefix (error->message, prefix) || strstr (error->message, reason) == NULL)
    g_error ("expected '%s…%s', got '%s'", prefix, reason, error->message);
  g_unlink (path);
  g_rmdir (dir);
}

/* Malformed files: too large, an unknown cite, a DOCTYPE, a missing section, an undated
 * history entry, an unknown source, a date without its Chinese or with a blank one; each
 * error names the file and the line. */
static void
test_malformed (void)
{
  g_autofree char *bad_cite = g_strconcat (good_head,
    "  <history>\n"
    "    <para date=\"2nd century CE\"><date xml:lang=\"zh\">公元二世紀</date>\n"
    "      <text xml:lang=\"en\">Old.</text><text xml:lang=\"zh\">古。</text>\n"
    "      <cite>saifu.no-such.1</cite>\n"
    "    </para>\n"
    "  </history>\n", good_tail, NULL);
  g_autofree char *doctype = g_strconcat ("<?xml version=\"1.0\"?>\n"
                                          "<!DOCTYPE article [ <!ENTITY x \"y\"> ]>\n",
                                          strchr (good_head, '\n') + 1,
                                          "  <history/>\n", good_tail, NULL);
  g_autofree char *no_history = g_strconcat (good_head, good_tail, NULL);
  g_autofree char *undated = g_strconcat (good_head,
    "  <history>\n"
    "    <para><text xml:lang=\"en\">Old.</text><text xml:lang=\"zh\">古。</text>"
    "<cite>saifu.xu.1</cite></para>\n"
    "  </history>\n", good_tail, NULL);
  g_autofree char *bad_source = NULL;
  /* The date in English only (the zh <date> is required), and a blank zh date. */
  g_autofree char *no_date_zh = g_strconcat (good_head,
    "  <history>\n"
    "    <para date=\"2nd century CE\"><text xml:lang=\"en\">Old.</text>"
    "<text xml:lang=\"zh\">古。</text><cite>saifu.xu.1</cite></para>\n"
    "  </history>\n", good_tail, NULL);
  g_autofree char *blank_date_zh = g_strconcat (good_head,
    "  <history>\n"
    "    <para date=\"2nd century CE\"><date xml:lang=\"zh\">  </date>"
    "<text xml:lang=\"en\">Old.</text>"
    "<text xml:lang=\"zh\">古。</text><cite>saifu.xu.1</cite></para>\n"
    "  </history>\n", good_tail, NULL);
  g_autofree char *good = g_strconcat (good_head,
    "  <history>\n"
    "    <para date=\"2nd century CE\"><date xml:lang=\"zh\">公元二世紀</date>"
    "<text xml:lang=\"en\">Old.</text>"
    "<text xml:lang=\"zh\">古。</text><cite>saifu.xu.1</cite></para>\n"
    "  </history>\n", good_tail, NULL);
  g_auto(GStrv) halves = g_strsplit (good, "<work ref=\"saifu\"/>", 2);
  g_autofree char *padding = g_strnfill (BX_ENCYCLOPEDIA_MAX_FILE_SIZE, ' ');
  g_autofree char *huge = g_strconcat (good, "<!--", padding, "-->\n", NULL);

  bad_source = g_strjoinv ("<work ref=\"nowork\"/>", halves);
  assert_load_error (huge, "bytes, more than the", 1);
  assert_load_error (bad_cite, "cites 'saifu.no-such.1', which is not a clause", 9);
  assert_load_error (doctype, "DOCTYPE", 2);
  assert_load_error (no_history, "the article has no <history>", 2);
  assert_load_error (undated, "does not match boxi-encyclopedia.rng", 7);
  assert_load_error (bad_source, "unknown work 'nowork'", 10);
  assert_load_error (no_date_zh, "does not match boxi-encyclopedia.rng", 7);
  assert_load_error (blank_date_zh, "needs its date in both en and zh", 7);
}

static int
run_cli (const char * const *argv,
         JsonNode          **out)
{
  g_autoptr(GPtrArray) full = g_ptr_array_new ();
  g_autoptr(GString) o = g_string_new (NULL);
  g_autoptr(GString) e = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  int status;

  g_ptr_array_add (full, (gpointer) "boxi-cli");
  for (guint i = 0; argv[i] != NULL; i++)
    g_ptr_array_add (full, (gpointer) argv[i]);
  g_ptr_array_add (full, NULL);
  status = bx_cli_run ((int) full->len - 1, (char **) full->pdata, o, e);
  if (status != 0)
    g_error ("boxi-cli %s: %s", argv[0], e->str);
  *out = json_from_string (o->str, &error);
  g_assert_no_error (error);
  return status;
}

static void
test_cli (void)
{
  const char *families_argv[] = { "families", NULL };
  const char *article_argv[] = { "article", "liubo", NULL };
  g_autoptr(JsonNode) families = NULL;
  g_autoptr(JsonNode) article = NULL;
  JsonArray *list;
  JsonObject *a;
  JsonObject *throws;

  g_assert_cmpint (run_cli (families_argv, &families), ==, 0);
  list = json_node_get_array (families);
  g_assert_cmpuint (json_array_get_length (list), >=, 6);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *f = json_array_get_object_element (list, i);
      JsonArray *rulesets = json_object_get_array_member (f, "rulesets");
      JsonObject *first;

      g_assert_nonnull (json_object_get_string_member (f, "id"));
      g_assert_nonnull (json_object_get_string_member (f, "name_zh"));
      g_assert_cmpuint (json_array_get_length (rulesets), >, 0);
      first = json_array_get_object_element (rulesets, 0);
      g_assert_true (json_object_has_member (json_object_get_object_member (first, "status"),
                                             "conjectured"));
    }

  g_assert_cmpint (run_cli (article_argv, &article), ==, 0);
  a = json_node_get_object (article);
  g_assert_cmpstr (json_object_get_string_member (a, "family"), ==, "liubo");
  g_assert_cmpstr (json_object_get_string_member (a, "title_zh"), ==, "六博");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (a, "summary")), >, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (a, "history")), >=, 2);
  {
    JsonObject *h0 = json_array_get_object_element (json_object_get_array_member (a, "history"),
                                                    0);

    g_assert_cmpstr (json_object_get_string_member (h0, "date"), ==, "c. 3rd century BCE");
    g_assert_cmpstr (json_object_get_string_member (h0, "date_zh"), ==, "約公元前三世紀");
  }
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (a, "equipment")), >, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (a, "sources")), >, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (a, "reconstructions")),
                    >, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (a, "rulesets")), >, 0);
  throws = json_object_get_object_member (a, "throws");
  g_assert_nonnull (json_object_get_string_member (throws, "ruleset"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (throws, "table")), >, 0);
  {
    JsonArray *glossary = json_object_get_array_member (a, "glossary");
    JsonObject *g0 = json_array_get_object_element (glossary, 0);

    g_assert_cmpuint (json_array_get_length (glossary), >, 0);
    g_assert_nonnull (json_object_get_string_member (g0, "term"));
    g_assert_nonnull (json_object_get_string_member (g0, "gloss_en"));
  }
}

static const BxSearchHit *
first_of_kind (GPtrArray *hits,
               BxHitKind  kind)
{
  for (guint i = 0; i < hits->len; i++)
    {
      const BxSearchHit *h = g_ptr_array_index (hits, i);
      if (h->kind == kind)
        return h;
    }
  return NULL;
}

/* A one-character query, in traditional or simplified form, finds an article paragraph and
 * a rule statement in the corpus's index; a work filter leaves both out. */
static void
test_search (void)
{
  BxCorpus *corpus = bx_library_get_corpus (library ());
  const char *queries[] = { "梟", "枭" };

  for (guint q = 0; q < G_N_ELEMENTS (queries); q++)
    {
      BxSearchOptions options = { 0 };
      g_autoptr(GPtrArray) articles = NULL;
      g_autoptr(GPtrArray) rules = NULL;
      g_autoptr(GPtrArray) in_work = NULL;
      g_autoptr(GError) error = NULL;
      const BxSearchHit *h;

      options.kinds = BX_HIT_MASK (BX_HIT_ARTICLE);
      articles = bx_corpus_search (corpus, queries[q], &options, &error);
      g_assert_no_error (error);
      h = first_of_kind (articles, BX_HIT_ARTICLE);
      g_assert_nonnull (h);
      g_assert_null (first_of_kind (articles, BX_HIT_RULE));
      g_assert_nonnull (bx_encyclopedia_get_article (encyclopedia (), h->target));
      g_assert_null (h->clause_id);
      g_assert_nonnull (strstr (h->snippet, "[梟]"));

      options.kinds = BX_HIT_MASK (BX_HIT_RULE);
      rules = bx_corpus_search (corpus, queries[q], &options, &error);
      g_assert_no_error (error);
      h = first_of_kind (rules, BX_HIT_RULE);
      if (h == NULL)
        g_error ("'%s' finds no rule", queries[q]);
      {
        BxRuleset *rs = bx_library_get_ruleset (library (), h->target);
        g_assert_nonnull (rs);
        g_assert_nonnull (bx_ruleset_find_rule (rs, h->rule_id, NULL));
      }

      options.kinds = 0;
      options.work_id = "bojing";
      in_work = bx_corpus_search (corpus, queries[q], &options, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (in_work->len, >, 0);
      g_assert_null (first_of_kind (in_work, BX_HIT_ARTICLE));
      g_assert_null (first_of_kind (in_work, BX_HIT_RULE));
    }
}

static void
copy_file (const char *from,
           const char *to)
{
  g_autofree char *contents = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (from, &contents, &length, &error));
  g_assert_true (g_file_set_contents (to, contents, (gssize) length, &error));
  g_assert_no_error (error);
}

/* The cached corpus indexes the articles and rules: it is rebuilt when one of them is newer
 * than the database or when it indexes other folders, and kept otherwise. */
static void
test_cache (void)
{
  g_autofree char *tmp = g_dir_make_tmp ("boxi-enc-cache-XXXXXX", NULL);
  g_autofree char *enc_dir = g_build_filename (tmp, "encyclopedia", NULL);
  g_autofree char *rs_dir = g_build_filename (tmp, "rulesets", NULL);
  g_autofree char *db = g_build_filename (tmp, "corpus.sqlite", NULL);
  g_autofree char *article = g_build_filename (enc_dir, "sai.xml", NULL);
  g_autofree char *schema = g_build_filename (enc_dir, BX_ENCYCLOPEDIA_SCHEMA_NAME, NULL);
  g_autofree char *src_article = g_build_filename (SOURCE_ROOT, "data", "encyclopedia",
                                                   "sai.xml", NULL);
  g_autofree char *src_schema = g_build_filename (SOURCE_ROOT, "data", "encyclopedia",
                                                  BX_ENCYCLOPEDIA_SCHEMA_NAME, NULL);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  gboolean rebuilt = FALSE;
  struct utimbuf later;

  g_assert_cmpint (g_mkdir (enc_dir, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (rs_dir, 0755), ==, 0);
  copy_file (src_article, article);
  copy_file (src_schema, schema);

  path = bx_corpus_ensure_full (NULL, SOURCE_TEXTS_DIR, rs_dir, enc_dir, db, &rebuilt, &error);
  g_assert_no_error (error);
  g_assert_true (rebuilt);
  g_clear_pointer (&path, g_free);

  path = bx_corpus_ensure_full (NULL, SOURCE_TEXTS_DIR, rs_dir, enc_dir, db, &rebuilt, &error);
  g_assert_no_error (error);
  g_assert_false (rebuilt);
  g_clear_pointer (&path, g_free);

  /* Built for other folders (none): stale, and rebuilt; then back again. */
  path = bx_corpus_ensure_full (NULL, SOURCE_TEXTS_DIR, NULL, NULL, db, &rebuilt, &error);
  g_assert_no_error (error);
  g_assert_true (rebuilt);
  g_clear_pointer (&path, g_free);
  path = bx_corpus_ensure_full (NULL, SOURCE_TEXTS_DIR, rs_dir, enc_dir, db, &rebuilt, &error);
  g_assert_no_error (error);
  g_assert_true (rebuilt);
  g_clear_pointer (&path, g_free);

  /* The article changes: the index is stale. */
  later.actime = later.modtime = time (NULL) + 100;
  g_assert_cmpint (g_utime (article, &later), ==, 0);
  path = bx_corpus_ensure_full (NULL, SOURCE_TEXTS_DIR, rs_dir, enc_dir, db, &rebuilt, &error);
  g_assert_no_error (error);
  g_assert_true (rebuilt);
  {
    g_autoptr(BxCorpus) corpus = bx_corpus_open (path, &error);
    BxSearchOptions options = { 0 };
    g_autoptr(GPtrArray) hits = NULL;

    g_assert_no_error (error);
    options.kinds = BX_HIT_MASK (BX_HIT_ARTICLE);
    hits = bx_corpus_search (corpus, "塞", &options, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (hits->len, >, 0);
  }

  g_unlink (db);
  g_unlink (article);
  g_unlink (schema);
  g_rmdir (enc_dir);
  g_rmdir (rs_dir);
  g_rmdir (tmp);
}

/* The span of years a history date names, as far as it can be read: "1134 CE",
 * "1119–1125 CE", "before 1125 CE", "c. 3rd century BCE", "3rd–10th century CE",
 * "Western Han (2nd century BCE)".  FALSE when the date names no year or century
 * ("Song (attributed)"). */
static gboolean
date_span (const char *date,
           int        *lo,
           int        *hi)
{
  g_autoptr(GRegex) years = g_regex_new ("(before )?(\\d{3,4})(?:–(\\d{3,4}))? (BCE|CE)",
                                         0, 0, NULL);
  g_autoptr(GRegex) centuries = g_regex_new ("(\\d+)(?:st|nd|rd|th)(?:–(\\d+)(?:st|nd|rd|th))?"
                                             " century (BCE|CE)", 0, 0, NULL);
  g_autoptr(GMatchInfo) m = NULL;

  if (g_regex_match (centuries, date, 0, &m))
    {
      g_autofree char *first = g_match_info_fetch (m, 1);
      g_autofree char *last = g_match_info_fetch (m, 2);
      g_autofree char *era = g_match_info_fetch (m, 3);
      int a = atoi (first);
      int b = last != NULL && *last != '\0' ? atoi (last) : a;

      if (g_strcmp0 (era, "BCE") == 0)
        {
          *lo = -100 * a;
          *hi = -100 * b + 99;
        }
      else
        {
          *lo = 100 * (a - 1);
          *hi = 100 * b - 1;
        }
      return TRUE;
    }
  g_clear_pointer (&m, g_match_info_free);
  if (g_regex_match (years, date, 0, &m))
    {
      g_autofree char *before = g_match_info_fetch (m, 1);
      g_autofree char *first = g_match_info_fetch (m, 2);
      g_autofree char *last = g_match_info_fetch (m, 3);
      g_autofree char *era = g_match_info_fetch (m, 4);
      int sign = g_strcmp0 (era, "BCE") == 0 ? -1 : 1;

      *lo = sign * atoi (first);
      *hi = last != NULL && *last != '\0' ? sign * atoi (last) : *lo;
      if (before != NULL && *before != '\0')
        *lo = G_MININT;
      return TRUE;
    }
  return FALSE;
}

/* The history of every article is in chronological order (newcomer review 8, finding 9:
 * 六博's Western Han entry came after its 2nd century CE one): no entry ends before the
 * entry above it begins. */
static void
test_history_order (void)
{
  BxEncyclopedia *enc = encyclopedia ();
  g_autoptr(GPtrArray) articles = bx_encyclopedia_list_articles (enc);
  guint checked = 0;
  int lo, hi;

  g_assert_true (date_span ("Western Han (2nd century BCE)", &lo, &hi));
  g_assert_cmpint (lo, ==, -200);
  g_assert_cmpint (hi, ==, -101);
  g_assert_true (date_span ("3rd–10th century CE (as Hong Zun tells it)", &lo, &hi));
  g_assert_cmpint (lo, ==, 200);
  g_assert_cmpint (hi, ==, 999);
  g_assert_true (date_span ("1119–1125 CE", &lo, &hi));
  g_assert_cmpint (lo, ==, 1119);
  g_assert_cmpint (hi, ==, 1125);
  g_assert_false (date_span ("Song (attributed)", &lo, &hi));

  for (guint i = 0; i < articles->len; i++)
    {
      const BxArticle *a = g_ptr_array_index (articles, i);
      const char *prev_date = NULL;
      int prev_lo = G_MININT;

      for (guint k = 0; k < a->history->len; k++)
        {
          const BxArticlePara *p = g_ptr_array_index (a->history, k);

          if (!date_span (p->date, &lo, &hi))
            continue;
          if (hi < prev_lo)
            g_error ("%s: history entry '%s' comes after '%s'", a->family, p->date, prev_date);
          prev_lo = lo;
          prev_date = p->date;
          checked++;
        }
    }
  g_assert_cmpuint (checked, >=, 12);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bx_games_register_builtin ();

  g_test_add_func ("/encyclopedia/articles", test_articles);
  g_test_add_func ("/encyclopedia/history-order", test_history_order);
  g_test_add_func ("/encyclopedia/malformed", test_malformed);
  g_test_add_func ("/encyclopedia/cli", test_cli);
  g_test_add_func ("/encyclopedia/search", test_search);
  g_test_add_func ("/encyclopedia/cache", test_cache);
  return g_test_run ();
}
