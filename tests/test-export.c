/* test-export.c: boxi-cli export-text (src/export): the PDF's text holds a clause's
 * original, translation and note; the HTML is well-formed XHTML5 that carries the texts
 * unchanged, with lang attributes; unknown ids and bad command lines are errors.
 *
 * Run as `test-export pdf` (SKIP, status 77, without pdftotext from poppler-utils) or
 * `test-export html`.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>

#include "bx-cleanup.h"
#include "bx-core.h"
#include "bx-corpus.h"

/* A clause with an original, a translation and a commentary note (譜雙 常局格制). */
#define CLAUSE "pushuang.changju.14"
/* A clause with variant readings: 儒棋格, witness B. */
#define VARIANT_CLAUSE "ruqige.ge.2"

static char *tmp_dir;

static BxClause *
get_clause (const char *id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BxCorpus) corpus = bx_corpus_open (g_getenv ("BOXI_CORPUS_DB"), &error);
  BxClause *clause;

  g_assert_no_error (error);
  clause = bx_corpus_get_clause (corpus, id, &error);
  g_assert_no_error (error);
  return clause;
}

/* Runs boxi-cli with @args; returns its exit status, its standard output in @out. */
static int
run_cli (const char * const *args,
         char              **out)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  int status = 0;

  g_ptr_array_add (argv, (char *) g_getenv ("BOXI_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, (char *) "--db");
  g_ptr_array_add (argv, (char *) g_getenv ("BOXI_CORPUS_DB"));
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT,
                               NULL, NULL, out, &err, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    {
      /* Say why in the log: an expected refusal and an unexpected failure look alike. */
      g_test_message ("boxi-cli %s: %s", args[0], err);
      return MAX (status >> 8, 1);
    }
  return 0;
}

/* @text without any white space: pdftotext breaks the lines where the page did. */
static char *
squeeze (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!g_unichar_isspace (c))
        g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

static void
assert_contains_squeezed (const char *haystack,
                          const char *needle,
                          glong       max_chars)
{
  g_autofree char *h = squeeze (haystack);
  g_autofree char *n = squeeze (needle);
  g_autofree char *head = g_utf8_substring (n, 0, MIN (max_chars, g_utf8_strlen (n, -1)));

  if (strstr (h, head) == NULL)
    g_error ("the PDF's text lacks \"%s\"", head);
}

static void
test_pdf (void)
{
  g_autoptr(BxClause) clause = get_clause (CLAUSE);
  g_autofree char *pdf = g_build_filename (tmp_dir, "changju.pdf", NULL);
  g_autofree char *out = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  const char *args[] = { "export-text", "pushuang.changju", "--pdf", pdf, NULL };
  const char *pdftotext[] = { "pdftotext", "-enc", "UTF-8", pdf, "-", NULL };
  const char *note = NULL;
  int status = -1;

  g_assert_cmpint (run_cli (args, &out), ==, 0);
  g_assert_nonnull (strstr (out, "\"format\":\"pdf\""));
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));

  g_assert_true (g_spawn_sync (NULL, (char **) pdftotext, NULL,
                               G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &text, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  for (guint i = 0; i < clause->notes->len; i++)
    {
      BxNote *n = g_ptr_array_index (clause->notes, i);

      if (g_strcmp0 (n->type, "commentary") == 0)
        note = n->text;
    }
  g_assert_nonnull (note);
  g_assert_nonnull (clause->translation);
  /* The id, the original, the translation and the note (its first 60 characters). */
  assert_contains_squeezed (text, CLAUSE, 100);
  assert_contains_squeezed (text, clause->text, 100);
  assert_contains_squeezed (text, clause->translation, 60);
  assert_contains_squeezed (text, note, 60);
  /* The header: the work's title and its witness from the TEI header. */
  assert_contains_squeezed (text, "譜雙", 10);
  assert_contains_squeezed (text, "說郛 (四庫全書本) 卷一百一", 40);
}

static void
test_pdf_apparatus (void)
{
  g_autofree char *pdf = g_build_filename (tmp_dir, "ge.pdf", NULL);
  g_autofree char *out = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  const char *args[] = { "export-text", VARIANT_CLAUSE, "--pdf", pdf, "--below", NULL };
  const char *pdftotext[] = { "pdftotext", "-enc", "UTF-8", pdf, "-", NULL };

  g_assert_cmpint (run_cli (args, &out), ==, 0);
  g_assert_nonnull (strstr (out, "\"pages\":1"));
  g_assert_true (g_spawn_sync (NULL, (char **) pdftotext, NULL,
                               G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &text, NULL, NULL, &error));
  g_assert_no_error (error);
  /* The apparatus entry: "ge.2 仁] 位 B" (the lemma of the base text, the reading, the
   * witness's siglum). */
  assert_contains_squeezed (text, "ge.2 仁] 位 B", 20);
}

static int xml_errors;

static void
count_error_cb (void           *data,
                const xmlError *error)
{
  xml_errors++;
  g_test_message ("%s:%d: %s", error->file ? error->file : "", error->line, error->message);
}

/* The text of the first node @xpath selects, or NULL. */
static char *
xpath_text (xmlDoc     *doc,
            const char *xpath)
{
  g_autoptr(xmlXPathContext) ctx = xmlXPathNewContext (doc);
  g_autoptr(xmlXPathObject) obj = NULL;
  g_autoptr(BxXmlString) content = NULL;

  xmlXPathRegisterNs (ctx, (const xmlChar *) "h",
                      (const xmlChar *) "http://www.w3.org/1999/xhtml");
  obj = xmlXPathEvalExpression ((const xmlChar *) xpath, ctx);
  if (obj == NULL || obj->nodesetval == NULL || obj->nodesetval->nodeNr == 0)
    return NULL;
  content = xmlNodeGetContent (obj->nodesetval->nodeTab[0]);
  return g_strdup ((const char *) content);
}

static void
test_html (void)
{
  g_autoptr(BxClause) clause = get_clause (CLAUSE);
  g_autoptr(BxClause) variant = get_clause (VARIANT_CLAUSE);
  g_autofree char *html = g_build_filename (tmp_dir, "pushuang.html", NULL);
  g_autofree char *out = NULL;
  g_autofree char *xpath = NULL;
  g_autofree char *got = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  const char *args[] = { "export-text", "pushuang", VARIANT_CLAUSE, "--html", html, NULL };

  g_assert_cmpint (run_cli (args, &out), ==, 0);
  g_assert_nonnull (strstr (out, "\"format\":\"html\""));

  /* Well-formed: not one error from libxml2's parser (no network, no entities). */
  xml_errors = 0;
  xmlSetStructuredErrorFunc (NULL, (xmlStructuredErrorFunc) count_error_cb);
  doc = xmlReadFile (html, "UTF-8", XML_PARSE_NONET);
  xmlSetStructuredErrorFunc (NULL, NULL);
  g_assert_nonnull (doc);
  g_assert_cmpint (xml_errors, ==, 0);

  got = xpath_text (doc, "/h:html/@lang");
  g_assert_cmpstr (got, ==, "en");
  g_clear_pointer (&got, g_free);
  got = xpath_text (doc, "//h:header[@id='pushuang']/h:h1/h:span[@lang='zh-Hant']");
  g_assert_cmpstr (got, ==, "譜雙");
  g_clear_pointer (&got, g_free);

  /* The texts come through unchanged (escaped on the way, unescaped by the parser). */
  xpath = g_strdup_printf ("//h:div[@id='%s']/h:p[@class='translation'][@lang='en']", CLAUSE);
  got = xpath_text (doc, xpath);
  g_assert_cmpstr (got, ==, clause->translation);
  g_clear_pointer (&got, g_free);
  g_free (xpath);
  xpath = g_strdup_printf ("//h:div[@id='%s']/h:p[@class='original'][@lang='zh-Hant']", CLAUSE);
  got = xpath_text (doc, xpath);
  g_assert_nonnull (got);
  g_assert_nonnull (strstr (got, clause->text));
  g_clear_pointer (&got, g_free);
  /* Its commentary note, as a footnote the clause links to. */
  g_free (xpath);
  xpath = g_strdup_printf ("//h:div[@id='%s']//h:sup/h:a/@href", CLAUSE);
  got = xpath_text (doc, xpath);
  g_assert_nonnull (got);
  g_assert_true (g_str_has_prefix (got, "#note-"));
  {
    g_autofree char *li = g_strdup_printf ("//h:li[@id='%s']", got + 1);
    g_autofree char *note = xpath_text (doc, li);

    g_assert_nonnull (note);
    g_assert_nonnull (strstr (note, "或移或疊 probably means"));
  }
  g_clear_pointer (&got, g_free);
  /* The apparatus of the clause given alone after the work. */
  g_free (xpath);
  xpath = g_strdup_printf ("//h:div[@id='%s']/h:p[@class='apparatus']", VARIANT_CLAUSE);
  got = xpath_text (doc, xpath);
  g_assert_nonnull (got);
  g_assert_nonnull (strstr (got, "仁] 位 B"));
  g_assert_cmpuint (variant->variants->len, >, 0);
}

static void
test_errors (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "never.pdf", NULL);
  g_autofree char *out = NULL;
  const char *unknown[] = { "export-text", "pushuang.nosuchsection", "--pdf", path, NULL };
  const char *neither[] = { "export-text", "pushuang", NULL };
  const char *both[] = { "export-text", "pushuang", "--pdf", path, "--html", path, NULL };

  g_assert_cmpint (run_cli (unknown, &out), !=, 0);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (neither, &out), !=, 0);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (both, &out), !=, 0);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

int
main (int    argc,
      char **argv)
{
  gboolean pdf = argc > 1 && strcmp (argv[1], "pdf") == 0;
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  int status;

  if (argc > 1 && argv[1][0] != '-')
    {
      argv[1] = argv[0];
      argv++;
      argc--;
    }
  if (pdf && pdftotext == NULL)
    {
      g_printerr ("SKIP: pdftotext (poppler-utils) is not installed\n");
      return 77;
    }
  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("boxi-export-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  if (pdf)
    {
      g_test_add_func ("/export/pdf/original-translation-note", test_pdf);
      g_test_add_func ("/export/pdf/apparatus", test_pdf_apparatus);
    }
  else
    {
      g_test_add_func ("/export/html/valid", test_html);
      g_test_add_func ("/export/errors", test_errors);
    }
  status = g_test_run ();
  {
    g_autoptr(GDir) dir = g_dir_open (tmp_dir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *p = g_build_filename (tmp_dir, name, NULL);

        g_unlink (p);
      }
    g_rmdir (tmp_dir);
  }
  g_free (tmp_dir);
  return status;
}
