/* bx-cli-bench-corpus.c: boxi-cli bench corpus — import and search timings on the real
 * texts and on a generated corpus (JSON shape in docs/cli.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <time.h>
#include <glib/gstdio.h>

#include "bx-cli.h"
#include "bx-cli-corpus.h"
#include "bx-cli-quantile.h"
#include "bx-corpus.h"
#include "bx-ruleset.h"
#include "bx-tei-import.h"
#include "bx-xml.h"

/* The Reader's page of hits (bx-reader-search.c asks for this many at a time). */
#define APP_PAGE 200
/* The most clauses in one generated TEI file (the importer reads files of up to 8 MiB). */
#define CLAUSES_PER_FILE 50000

static double
clock_ms (clockid_t clock)
{
  struct timespec ts;

  clock_gettime (clock, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
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

/* @n queries of 1, 2 and 4 characters (a third each) taken at random from the clauses'
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

/* One search as the CLI runs it (default options: 50 hits with snippets) when @app is
 * FALSE; as the Reader runs it when TRUE: its first page of hits with snippets and the
 * count of all hits (bx_corpus_search_page()).  Returns the number of hits. */
static gboolean
run_query (BxCorpus    *corpus,
           const char  *query,
           gboolean     app,
           guint       *n_hits,
           GError     **error)
{
  g_autoptr(GPtrArray) hits = NULL;
  BxSearchOptions options = { 0, };
  BxSearchCount count = { 0, };

  if (!app)
    {
      hits = bx_corpus_search (corpus, query, NULL, error);
      *n_hits = hits != NULL ? hits->len : 0;
      return hits != NULL;
    }
  options.limit = APP_PAGE;
  options.highlight_open = "\xee\x80\x80";
  options.highlight_close = "\xee\x80\x81";
  hits = bx_corpus_search_page (corpus, query, &options, &count, error);
  *n_hits = count.n_hits;
  return hits != NULL;
}

/* Runs every query once and adds to @out PREFIX_p50_ms, PREFIX_p99_ms, then for each query
 * length N PREFIX_Nchar_p50_ms, _p95_ms and _p99_ms (and, for the CLI's search, the older
 * name PREFIX_p99_ms_Nchar), and PREFIX_mean_hits. */
static gboolean
time_queries (BxCorpus    *corpus,
              GPtrArray   *queries,
              gboolean     app,
              const char  *prefix,
              GString     *out,
              GError     **error)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  GArray *by_len[5] = { NULL };
  GArray *cpu_by_len[5] = { NULL };
  guint64 total_hits = 0;
  gboolean ok = TRUE;

  for (guint n = 1; n <= 4; n++)
    {
      by_len[n] = g_array_new (FALSE, FALSE, sizeof (double));
      cpu_by_len[n] = g_array_new (FALSE, FALSE, sizeof (double));
    }
  for (guint i = 0; i < queries->len && ok; i++)
    {
      const char *q = g_ptr_array_index (queries, i);
      double t0 = clock_ms (CLOCK_MONOTONIC);
      double c0 = clock_ms (CLOCK_THREAD_CPUTIME_ID);
      double dt;
      double dc;
      guint n_hits = 0;
      glong len = CLAMP (g_utf8_strlen (q, -1), 1, 4);

      ok = run_query (corpus, q, app, &n_hits, error);
      dc = clock_ms (CLOCK_THREAD_CPUTIME_ID) - c0;
      dt = clock_ms (CLOCK_MONOTONIC) - t0;
      total_hits += n_hits;
      g_array_append_val (times, dt);
      g_array_append_val (by_len[len], dt);
      g_array_append_val (cpu_by_len[len], dc);
    }
  if (ok)
    {
      g_autofree char *p50 = g_strdup_printf ("%s_p50_ms", prefix);
      g_autofree char *p99 = g_strdup_printf ("%s_p99_ms", prefix);
      g_autofree char *hits = g_strdup_printf ("%s_mean_hits", prefix);

      add_number (out, p50, bx_cli_percentile (times, 0.50));
      add_number (out, p99, bx_cli_percentile (times, 0.99));
      for (guint n = 1; n <= 4; n++)
        {
          const char *names[] = { "p50", "p95", "p99" };
          const double ps[] = { 0.50, 0.95, 0.99 };

          if (by_len[n]->len == 0)
            continue;
          for (guint k = 0; k < G_N_ELEMENTS (ps); k++)
            {
              g_autofree char *name = g_strdup_printf ("%s_%uchar_%s_ms", prefix, n, names[k]);
              g_autofree char *cpu = g_strdup_printf ("%s_%uchar_%s_cpu_ms", prefix, n,
                                                      names[k]);

              add_number (out, name, bx_cli_percentile (by_len[n], ps[k]));
              add_number (out, cpu, bx_cli_percentile (cpu_by_len[n], ps[k]));
            }
          if (!app)
            {
              g_autofree char *name = g_strdup_printf ("%s_p99_ms_%uchar", prefix, n);

              add_number (out, name, bx_cli_percentile (by_len[n], 0.99));
            }
        }
      add_number (out, hits, queries->len > 0 ? (double) total_hits / queries->len : 0);
    }
  for (guint n = 1; n <= 4; n++)
    {
      g_array_unref (by_len[n]);
      g_array_unref (cpu_by_len[n]);
    }
  return ok;
}

/* Both timings of @queries on @corpus, after a warm-up of the page cache and the folding
 * cache: the CLI's search (PREFIX_…) and the Reader's (PREFIX_app_…). */
static gboolean
time_both (BxCorpus    *corpus,
           GPtrArray   *queries,
           gboolean     app_only,
           const char  *prefix,
           GString     *out,
           GError     **error)
{
  g_autofree char *app_prefix = g_strdup_printf ("%s_app", prefix);

  for (guint i = 0; i < MIN (queries->len, 50u); i++)
    {
      guint n;

      if (!run_query (corpus, g_ptr_array_index (queries, i), TRUE, &n, error))
        return FALSE;
    }
  return (app_only || time_queries (corpus, queries, FALSE, prefix, out, error))
         && time_queries (corpus, queries, TRUE, app_prefix, out, error);
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

/* One synthetic work, synthetic@part, of @n_clauses clauses of 8 to 24 characters each,
 * drawn with the character frequencies of the real clauses, written as TEI so that the
 * real importer (schema, references, tokenizer, FTS) builds it. */
static gboolean
write_synthetic_tei (const char  *path,
                     guint        part,
                     GArray      *chars,
                     guint        n_clauses,
                     GRand       *rand,
                     GError     **error)
{
  g_autoptr(GString) xml = g_string_sized_new (n_clauses * 80);
  const guint per_section = 100;
  g_autofree char *work = part == 0 ? g_strdup ("synthetic")
                                    : g_strdup_printf ("synthetic%u", part);

  g_string_append_printf (xml,
                          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<TEI xmlns=\"http://www.tei-c.org/ns/1.0\" xml:id=\"%s\">\n"
                          "<teiHeader><fileDesc><titleStmt><title xml:lang=\"lzh\">合成"
                          "</title><title xml:lang=\"en\">Synthetic</title></titleStmt>"
                          "<publicationStmt><p>Generated by boxi-cli bench corpus.</p>"
                          "</publicationStmt><sourceDesc><p>none</p></sourceDesc>"
                          "</fileDesc></teiHeader>\n<text><body>"
                          "<div type=\"original\" xml:lang=\"lzh\">\n", work);
  for (guint s = 0; s * per_section < n_clauses; s++)
    {
      g_string_append_printf (xml, "<div type=\"section\" xml:id=\"%s.s%u\"><p>\n", work, s);
      for (guint c = 0; c < per_section && s * per_section + c < n_clauses; c++)
        {
          guint len = g_rand_int_range (rand, 8, 25);

          g_string_append_printf (xml, "<seg type=\"clause\" xml:id=\"%s.s%u.%u\">",
                                  work, s, c + 1);
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

/* The generated corpus of @n clauses at @db (built there unless @reuse and it exists),
 * in works of at most CLAUSES_PER_FILE clauses drawn with @seed; adds its sizes to @out. */
static BxCorpus *
synthetic_corpus (const char  *tmpdir,
                  const char  *db,
                  gboolean     reuse,
                  GArray      *chars,
                  guint        n,
                  guint32      seed,
                  GString     *out,
                  GError     **error)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *rng = bx_xml_own_schema ("boxi-tei.rng");
  BxImportStats stats = { 0 };
  double tei_bytes = 0;
  GStatBuf st;

  if (!reuse || !g_file_test (db, G_FILE_TEST_EXISTS))
    {
      for (guint part = 0; part * CLAUSES_PER_FILE < n; part++)
        {
          g_autofree char *name = g_strdup_printf ("synthetic-%u.xml", part);
          char *tei = g_build_filename (tmpdir, name, NULL);

          g_ptr_array_add (paths, tei);
          if (!write_synthetic_tei (tei, part, chars, MIN (n - part * CLAUSES_PER_FILE,
                                                           CLAUSES_PER_FILE), rand, error))
            return NULL;
          tei_bytes += g_stat (tei, &st) == 0 ? st.st_size : 0;
        }
      g_ptr_array_add (paths, NULL);
      g_unlink (db);
      if (!bx_tei_import_files (rng, (const char **) paths->pdata, db, &stats, error))
        return NULL;
      add_int (out, "synthetic_clauses", stats.n_clauses);
      add_number (out, "synthetic_tei_mb", tei_bytes / 1e6);
      add_number (out, "synthetic_import_ms", stats.elapsed_us / 1000.0);
    }
  add_number (out, "synthetic_db_mb", g_stat (db, &st) == 0 ? st.st_size / 1e6 : 0);
  return bx_corpus_open (db, error);
}

/* Queries drawn from the synthetic clauses themselves (20 random sections). */
static GPtrArray *
synthetic_queries (BxCorpus  *syn,
                   guint      n_clauses,
                   guint      n_queries,
                   GRand     *rand,
                   GError   **error)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  guint n_sections = (n_clauses + 99) / 100;

  for (guint k = 0; k < 20; k++)
    {
      guint s = g_rand_int_range (rand, 0, n_sections);
      guint part = s / (CLAUSES_PER_FILE / 100);
      g_autofree char *section = part == 0
        ? g_strdup_printf ("synthetic.s%u", s)
        : g_strdup_printf ("synthetic%u.s%u", part, s % (CLAUSES_PER_FILE / 100));
      g_autoptr(GPtrArray) clauses = bx_corpus_list_clauses (syn, section, error);

      if (clauses == NULL)
        return NULL;
      for (guint i = 0; i < clauses->len; i++)
        g_ptr_array_add (texts, g_strdup (((BxClause *) g_ptr_array_index (clauses, i))->text));
    }
  return make_queries (texts, n_queries, rand);
}

gboolean
bx_cli_cmd_bench (int      argc,
                  char   **argv,
                  GError **error)
{
  g_autofree char *texts = NULL;
  g_autofree char *syn_db_opt = NULL;
  int n_queries = 1000;
  int n_synthetic = 100000;
  int seed = 1;
  gboolean skip_real = FALSE;
  gboolean app_only = FALSE;
  GOptionEntry entries[] = {
    { "texts", 0, 0, G_OPTION_ARG_FILENAME, &texts, "The TEI folder", "DIR" },
    { "queries", 0, 0, G_OPTION_ARG_INT, &n_queries, "Queries per corpus (1000)", "N" },
    { "synthetic", 0, 0, G_OPTION_ARG_INT, &n_synthetic,
      "Clauses of the generated corpus (100000; 0 to skip)", "N" },
    { "synthetic-db", 0, 0, G_OPTION_ARG_FILENAME, &syn_db_opt,
      "Keep the generated corpus in FILE, and use FILE if it exists", "FILE" },
    { "synthetic-only", 0, 0, G_OPTION_ARG_NONE, &skip_real,
      "Time the generated corpus only", NULL },
    { "app-only", 0, 0, G_OPTION_ARG_NONE, &app_only,
      "Time the Reader's searches only (for profiles)", NULL },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "Random seed (1)", "N" },
    { NULL }
  };
  g_autoptr(GString) b = g_string_new ("{");
  double import_ms;
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
    return bx_cli_usage_error (error, "bench corpus [--texts DIR] [--queries N] "
                                      "[--synthetic N] [--synthetic-db FILE] "
                                      "[--synthetic-only] [--app-only] [--seed N]");
  if (texts == NULL)
    texts = bx_texts_default_dir ();
  rand = g_rand_new_with_seed ((guint32) seed);
  tmpdir = g_dir_make_tmp ("boxi-bench-XXXXXX", error);
  if (tmpdir == NULL)
    return FALSE;
  real_db = g_build_filename (tmpdir, "corpus.sqlite", NULL);

  /* Import: the median of five runs (the first one also loads OpenCC's table). */
  for (guint i = 0; i < (skip_real ? 1 : 5); i++)
    {
      double ms;

      if (!bx_tei_import_directory (texts, real_db, &stats, error))
        goto out;
      ms = stats.elapsed_us / 1000.0;
      g_array_append_val (import_times, ms);
    }
  import_ms = bx_cli_percentile (import_times, 0.5);   /* (sorts import_times) */

  corpus = bx_corpus_open (real_db, error);
  if (corpus == NULL)
    goto out;
  clause_texts = all_clause_texts (corpus, error);
  if (clause_texts == NULL)
    goto out;
  for (guint i = 0; i < clause_texts->len; i++)
    append_han (chars, g_ptr_array_index (clause_texts, i));
  queries = make_queries (clause_texts, (guint) MAX (n_queries, 0), rand);
  add_int (b, "works", stats.n_works);
  add_int (b, "clauses", stats.n_clauses);
  add_int (b, "search_documents", stats.n_clauses + stats.n_sections + stats.n_translations
                                  + stats.n_notes);
  add_number (b, "import_ms", import_ms);
  add_number (b, "import_ms_max", g_array_index (import_times, double, import_times->len - 1));
  add_int (b, "queries", queries->len);
  add_int (b, "app_page", APP_PAGE);
  if (!skip_real && !time_both (corpus, queries, app_only, "search", b, error))
    goto out;

  if (n_synthetic > 0 && chars->len > 0)
    {
      g_autofree char *syn_db = syn_db_opt != NULL
        ? g_strdup (syn_db_opt) : g_build_filename (tmpdir, "synthetic.sqlite", NULL);
      g_autoptr(BxCorpus) syn = NULL;
      g_autoptr(GPtrArray) syn_queries = NULL;

      syn = synthetic_corpus (tmpdir, syn_db, syn_db_opt != NULL, chars, (guint) n_synthetic,
                              (guint32) seed, b, error);
      if (syn == NULL)
        goto out;
      syn_queries = synthetic_queries (syn, (guint) n_synthetic, (guint) MAX (n_queries, 0),
                                       rand, error);
      if (syn_queries == NULL
          || !time_both (syn, syn_queries, app_only, "synthetic_search", b, error))
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
