/* test-tei-import.c: the TEI importer: malformed inputs give "FILE:LINE: reason" and leave
 * the previous database byte for byte; good inputs (fixtures and the real texts) import.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "corpus-test-util.h"

typedef struct
{
  char *dir;    /* a copy of tests/data/tei with the schema */
  char *db;     /* a good database built from it */
  char *before; /* the good database's bytes */
  gsize before_len;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  BxImportStats stats;

  f->dir = bx_test_make_fixture_dir ();
  f->db = g_build_filename (f->dir, "out", "corpus.sqlite", NULL);
  bx_tei_import_directory (f->dir, f->db, &stats, &error);
  g_assert_no_error (error);
  g_file_get_contents (f->db, &f->before, &f->before_len, &error);
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  bx_test_remove_dir (f->dir);
  g_free (f->dir);
  g_free (f->db);
  g_free (f->before);
}

/* Replaces the first @from in mini.xml with @to. */
static void
edit_mini (Fixture    *f,
           const char *from,
           const char *to)
{
  g_autofree char *path = g_build_filename (f->dir, "mini.xml", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) s = NULL;
  const char *at;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  at = strstr (contents, from);
  g_assert_nonnull (at);
  s = g_string_new_len (contents, at - contents);
  g_string_append (s, to);
  g_string_append (s, at + strlen (from));
  g_file_set_contents (path, s->str, s->len, &error);
  g_assert_no_error (error);
}

static int
line_of (Fixture    *f,
         const char *needle)
{
  g_autofree char *path = g_build_filename (f->dir, "mini.xml", NULL);
  g_autofree char *contents = NULL;
  const char *at;
  int line = 1;

  g_file_get_contents (path, &contents, NULL, NULL);
  at = strstr (contents, needle);
  g_assert_nonnull (at);
  for (const char *p = contents; p < at; p++)
    line += *p == '\n';
  return line;
}

/* Imports, expects @code, a message "DIR/mini.xml:LINE: …@reason…", the previous database
 * unchanged and no temporary file left behind. */
static void
expect_failure (Fixture    *f,
                GQuark      domain,
                int         code,
                int         line,
                const char *reason)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  g_autofree char *out_dir = g_path_get_dirname (f->db);
  g_autofree char *prefix = NULL;
  g_autoptr(GDir) dir = NULL;
  gsize after_len;
  guint n_files = 0;

  g_assert_false (bx_tei_import_directory (f->dir, f->db, NULL, &error));
  g_assert_error (error, domain, code);
  g_test_message ("error: %s", error->message);
  if (line > 0)
    prefix = g_strdup_printf ("%s/mini.xml:%d: ", f->dir, line);
  else
    prefix = g_strdup_printf ("%s/mini.xml:", f->dir);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  g_assert_nonnull (strstr (error->message, reason));
  g_assert_null (strchr (error->message, '\n'));

  g_file_get_contents (f->db, &after, &after_len, NULL);
  g_assert_nonnull (after);
  g_assert_cmpmem (after, after_len, f->before, f->before_len);

  dir = g_dir_open (out_dir, 0, NULL);
  while (g_dir_read_name (dir) != NULL)
    n_files++;
  g_assert_cmpuint (n_files, ==, 1);
}

static void
test_fixture_good (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BxCorpus) corpus = NULL;
  g_autoptr(BxClause) c2 = NULL;
  g_autoptr(BxClause) c3 = NULL;
  g_autoptr(GPtrArray) sections = NULL;
  g_autoptr(GPtrArray) clauses = NULL;
  g_autoptr(BxWork) work = NULL;
  g_autofree char *summary = NULL;
  BxNote *note;
  BxVariant *v;
  BxTermRef *t;

  g_assert_true (bx_corpus_check (f->db, &error));
  g_assert_no_error (error);
  corpus = bx_corpus_open (f->db, &error);
  g_assert_no_error (error);

  work = bx_corpus_get_work (corpus, "mini", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (work->title_zh, ==, "小經");
  g_assert_cmpstr (work->title_en, ==, "Mini Manual");
  g_assert_cmpstr (work->author, ==, "無名");
  g_assert_cmpuint (work->n_clauses, ==, 4);

  sections = bx_corpus_list_sections (corpus, "mini", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sections->len, ==, 3);
  g_assert_cmpstr (((BxSection *) sections->pdata[0])->head, ==, "打馬例");
  g_assert_cmpstr (((BxSection *) sections->pdata[2])->parent_id, ==, "mini.b");
  g_assert_cmpuint (((BxSection *) sections->pdata[2])->depth, ==, 1);

  /* Notes are not part of the text; their offset is where they stand. */
  c2 = bx_corpus_get_clause (corpus, "mini.a.2", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (c2->text, ==, "成梟而牟乃勝");
  g_assert_cmpstr (c2->translation, ==, "Making an owl doubles the win, then one wins.");
  g_assert_cmpstr (c2->section_head, ==, "打馬例");
  g_assert_cmpuint (c2->notes->len, ==, 2);
  note = c2->notes->pdata[0];
  g_assert_cmpstr (note->type, ==, "interlinear");
  g_assert_cmpstr (note->text, ==, "倍勝為牟");
  g_assert_cmpint (note->offset, ==, 4);
  note = c2->notes->pdata[1];
  g_assert_cmpstr (note->type, ==, "commentary");
  g_assert_cmpint (note->offset, ==, -1);
  g_assert_cmpuint (c2->terms->len, ==, 1);
  t = c2->terms->pdata[0];
  g_assert_cmpstr (t->glossary_id, ==, "g.xiao");
  g_assert_cmpstr (t->surface, ==, "梟");
  g_assert_cmpint (t->offset, ==, 1);
  g_assert_cmpstr (t->pinyin, ==, "xiāo");
  g_assert_cmpstr (t->gloss_en, ==, "The owl: the strongest piece.");

  /* lem and sic are the text; rdg and corr are variants; a gap is nothing. */
  c3 = bx_corpus_get_clause (corpus, "mini.a.3", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (c3->text, ==, "後行者丁馬");
  g_assert_cmpuint (c3->variants->len, ==, 2);
  v = c3->variants->pdata[0];
  g_assert_cmpstr (v->lemma, ==, "後");
  g_assert_cmpstr (v->reading, ==, "后");
  g_assert_cmpstr (v->witness_id, ==, "mini.wit.b");
  g_assert_cmpstr (v->witness, ==, "Witness B");
  g_assert_cmpint (v->offset, ==, 0);
  v = c3->variants->pdata[1];
  g_assert_cmpstr (v->lemma, ==, "丁");
  g_assert_cmpstr (v->reading, ==, "下");
  g_assert_null (v->witness_id);
  g_assert_cmpint (v->offset, ==, 3);

  /* Whitespace of the layout is not text; nested sections and verse lines are read. */
  clauses = bx_corpus_list_clauses (corpus, "mini.b", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (clauses->len, ==, 1);
  g_assert_cmpstr (((BxClause *) clauses->pdata[0])->text, ==, "梟棊十二");
  g_assert_null (((BxClause *) clauses->pdata[0])->translation);

  summary = bx_corpus_get_translation (corpus, "mini.a", "en", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (summary, ==, "How to play the horse game.");

  g_assert_true (bx_corpus_has_clause (corpus, "mini.a.1"));
  g_assert_false (bx_corpus_has_clause (corpus, "mini.a"));
  g_assert_null (bx_corpus_get_clause (corpus, "mini.zz", &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_NOT_FOUND);
}

static void
test_broken_xml (Fixture       *f,
                 gconstpointer  data)
{
  edit_mini (f, "凡打<term ref=\"#g.ma\">馬</term>二人</seg>", "凡打<term ref=\"#g.ma\">馬</term>二人</sag>");
  expect_failure (f, BX_ERROR, BX_ERROR_PARSE, line_of (f, "</sag>"), "not well-formed");
}

/* Issue: libxml2 reports an invalid UTF-8 byte in two lines ("…indicate encoding !" then
 * "Bytes: 0xFF …"); the error is one line (expect_failure() checks it) and keeps both. */
static void
test_invalid_utf8 (Fixture       *f,
                   gconstpointer  data)
{
  edit_mini (f, "凡打<term ref=\"#g.ma\">馬</term>二人</seg>",
             "凡打<term ref=\"#g.ma\">馬</term>二人\xff\xfe</seg>");
  expect_failure (f, BX_ERROR, BX_ERROR_PARSE, line_of (f, "\xff"), "UTF-8");
  expect_failure (f, BX_ERROR, BX_ERROR_PARSE, line_of (f, "\xff"), "; Bytes: 0xFF");
}

static void
test_dangling_corresp (Fixture       *f,
                       gconstpointer  data)
{
  edit_mini (f, "<seg corresp=\"#mini.a.3\">", "<seg corresp=\"#mini.a.99\">");
  expect_failure (f, BX_ERROR, BX_ERROR_INVALID, line_of (f, "#mini.a.99"), "mini.a.99");
}

static void
test_dangling_term (Fixture       *f,
                    gconstpointer  data)
{
  edit_mini (f, "ref=\"#g.ma\"", "ref=\"#g.nothing\"");
  expect_failure (f, BX_ERROR, BX_ERROR_INVALID, line_of (f, "#g.nothing"), "g.nothing");
}

static void
test_wrong_kind (Fixture       *f,
                 gconstpointer  data)
{
  /* A witness pointer that names a clause. */
  edit_mini (f, "<rdg wit=\"#mini.wit.b\">", "<rdg wit=\"#mini.a.1\">");
  expect_failure (f, BX_ERROR, BX_ERROR_INVALID, line_of (f, "#mini.a.1\">"),
                  "not a witness");
}

static void
test_duplicate_id (Fixture       *f,
                   gconstpointer  data)
{
  edit_mini (f, "xml:id=\"mini.a.2\"", "xml:id=\"mini.a.1\"");
  edit_mini (f, "<seg corresp=\"#mini.a.2\">", "<seg corresp=\"#mini.a.1\">");
  /* The second one is reported, naming the first. */
  expect_failure (f, BX_ERROR, BX_ERROR_INVALID, line_of (f, "成<term"),
                  "duplicate xml:id 'mini.a.1'");
}

static void
test_duplicate_id_across_files (Fixture       *f,
                                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  edit_mini (f, "xml:id=\"mini.wit.a\"", "xml:id=\"g.ma\"");
  edit_mini (f, "<lem wit=\"#mini.wit.a\">", "<lem>");
  g_assert_false (bx_tei_import_directory (f->dir, f->db, NULL, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "duplicate xml:id 'g.ma'"));
  g_assert_nonnull (strstr (error->message, "glossary.xml:"));
}

static void
test_external_entity (Fixture       *f,
                      gconstpointer  data)
{
  edit_mini (f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
             "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
             "<!DOCTYPE TEI [<!ENTITY ext SYSTEM \"file:///etc/passwd\">]>\n");
  edit_mini (f, "二人</seg>", "二人&ext;</seg>");
  expect_failure (f, BX_ERROR, BX_ERROR_INVALID, 2, "DOCTYPE");
}

static void
test_undeclared_entity (Fixture       *f,
                        gconstpointer  data)
{
  edit_mini (f, "二人</seg>", "二人&ext;</seg>");
  expect_failure (f, BX_ERROR, BX_ERROR_PARSE, line_of (f, "&ext;"), "ext");
}

static void
test_schema_violation (Fixture       *f,
                       gconstpointer  data)
{
  edit_mini (f, "<seg type=\"clause\" xml:id=\"mini.a.1\">",
             "<seg type=\"clause\" xml:id=\"mini.a.1\"><hi>x</hi>");
  expect_failure (f, BX_ERROR, BX_ERROR_INVALID, 0, "boxi-tei.rng");
}

static void
test_missing_glossary (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *path = g_build_filename (f->dir, "glossary.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  gsize after_len;

  g_unlink (path);
  g_assert_false (bx_tei_import_directory (f->dir, f->db, NULL, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "glossary.xml:1: "));
  g_file_get_contents (f->db, &after, &after_len, NULL);
  g_assert_cmpmem (after, after_len, f->before, f->before_len);
}

static void
test_ensure (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *cache = g_build_filename (f->dir, "cache", "corpus.sqlite", NULL);
  g_autofree char *missing = g_build_filename (f->dir, "nowhere.sqlite", NULL);
  g_autofree char *path = NULL;
  g_autoptr(sqlite3) db = NULL;
  gboolean rebuilt = TRUE;

  /* A good installed database is used as it is. */
  path = bx_corpus_ensure (f->db, f->dir, cache, &rebuilt, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (path, ==, f->db);
  g_assert_false (rebuilt);
  g_clear_pointer (&path, g_free);

  /* Missing: rebuilt into the cache, then reused. */
  path = bx_corpus_ensure (missing, f->dir, cache, &rebuilt, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (path, ==, cache);
  g_assert_true (rebuilt);
  g_clear_pointer (&path, g_free);
  path = bx_corpus_ensure (missing, f->dir, cache, &rebuilt, &error);
  g_assert_no_error (error);
  g_assert_false (rebuilt);
  g_clear_pointer (&path, g_free);

  /* Another schema version. */
  g_assert_cmpint (sqlite3_open (cache, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "PRAGMA user_version = 999", NULL, NULL, NULL), ==,
                   SQLITE_OK);
  g_clear_pointer (&db, sqlite3_close);
  g_assert_false (bx_corpus_check (cache, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_clear_error (&error);
  path = bx_corpus_ensure (missing, f->dir, cache, &rebuilt, &error);
  g_assert_no_error (error);
  g_assert_true (rebuilt);
  g_assert_true (bx_corpus_check (cache, NULL));
  g_clear_pointer (&path, g_free);

  /* Damaged. */
  g_file_set_contents (cache, "SQLite format 3\0garbage garbage garbage", 40, &error);
  g_assert_no_error (error);
  g_assert_false (bx_corpus_check (cache, NULL));
  path = bx_corpus_ensure (missing, f->dir, cache, &rebuilt, &error);
  g_assert_no_error (error);
  g_assert_true (rebuilt);
  g_assert_true (bx_corpus_check (cache, NULL));
}

/* bx_corpus_clause_label(): work, section head and clause number, never the id. */
static void
test_clause_labels (BxCorpus *corpus)
{
  static const struct { const char *id, *lang, *label; } cases[] = {
    { "pushuang.changju.18", "en", "譜雙 · 常局格制 §18" },
    { "pushuang.changju.18", NULL, "譜雙 · 常局格制 §18" },
    { "pushuang.changju.18", "zh_TW.UTF-8", "譜雙 · 常局格制 §18" },
    { "pushuang.changju.18", "zh_CN.UTF-8", "谱双 · 常局格制 §18" },
    { "damatujing.pupen.1", "en", "打馬圖經 · 鋪盆 §1" },
    /* A section without a head: its parent's head and its number. */
    { "saifu.yiwen.zhuangzi.1", "en", "塞賦 · 塞 4 §1" },
    /* No head above either: the section numbers; the title up to its first space. */
    { "bojing.saijing.2", "en", "博經・簺經 · 1.1 §2" },
    /* Not a clause: the id itself. */
    { "rec.boxi", "en", "rec.boxi" },
    { "pushuang.changju", "en", "pushuang.changju" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *label = bx_corpus_clause_label (corpus, cases[i].id, cases[i].lang);

      g_assert_cmpstr (label, ==, cases[i].label);
    }
}

static void
test_real_texts (void)
{
  g_autofree char *missing = bx_test_missing_real_text ();
  g_autofree char *texts = bx_test_texts_dir ();
  g_autofree char *tmpdir = NULL;
  g_autofree char *db = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BxCorpus) corpus = NULL;
  g_autoptr(GPtrArray) works = NULL;
  BxImportStats stats;

  if (missing != NULL)
    {
      g_autofree char *msg = g_strdup_printf ("texts/%s is not written yet", missing);
      g_test_skip (msg);
      return;
    }
  tmpdir = g_dir_make_tmp ("boxi-db-XXXXXX", &error);
  g_assert_no_error (error);
  db = g_build_filename (tmpdir, "corpus.sqlite", NULL);
  bx_tei_import_directory (texts, db, &stats, &error);
  g_assert_no_error (error);
  g_test_message ("imported %u works, %u clauses in %.1f ms", stats.n_works, stats.n_clauses,
                  stats.elapsed_us / 1000.0);
  g_assert_cmpuint (stats.n_works, ==, G_N_ELEMENTS (bx_test_real_works));
  g_assert_cmpuint (stats.n_glossary, >=, 60);
  g_assert_cmpuint (stats.n_reconstructions, >=, 1);

  corpus = bx_corpus_open (db, &error);
  g_assert_no_error (error);
  works = bx_corpus_list_works (corpus, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (works->len, ==, G_N_ELEMENTS (bx_test_real_works));
  for (guint i = 0; i < works->len; i++)
    {
      BxWork *w = works->pdata[i];

      g_assert_cmpstr (w->id, ==, bx_test_real_works[i]);
      g_assert_cmpuint (w->n_clauses, >, 0);
    }
  test_clause_labels (corpus);
  g_clear_pointer (&corpus, bx_corpus_free);
  bx_test_remove_dir (tmpdir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/core/tei-import/fixture", test_fixture_good);
  ADD ("/core/tei-import/broken-xml", test_broken_xml);
  ADD ("/core/tei-import/invalid-utf8", test_invalid_utf8);
  ADD ("/core/tei-import/dangling-corresp", test_dangling_corresp);
  ADD ("/core/tei-import/dangling-term-ref", test_dangling_term);
  ADD ("/core/tei-import/wrong-kind-of-target", test_wrong_kind);
  ADD ("/core/tei-import/duplicate-id", test_duplicate_id);
  ADD ("/core/tei-import/duplicate-id-across-files", test_duplicate_id_across_files);
  ADD ("/core/tei-import/external-entity", test_external_entity);
  ADD ("/core/tei-import/undeclared-entity", test_undeclared_entity);
  ADD ("/core/tei-import/schema-violation", test_schema_violation);
  ADD ("/core/tei-import/missing-glossary", test_missing_glossary);
  ADD ("/core/tei-import/ensure", test_ensure);
#undef ADD
  g_test_add_func ("/core/tei-import/real-texts", test_real_texts);

  return g_test_run ();
}
