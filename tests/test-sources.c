/* test-sources.c: every original clause is verbatim in ../shared/sources/<work>.txt, and
 * every interlinear note is verbatim inside a ( … ) of it, once whitespace (and, for the
 * clauses, the ( … ) notes) are removed from both.
 *
 * Builds its own database from texts/.  The sources are looked for in $BOXI_SHARED_SOURCES,
 * then in ../shared/sources beside the source root (where CI puts its copy of shared/).  When
 * neither is there, or a work file is not written yet, the test is skipped and the program
 * exits with 77, which meson reports as SKIP (not as a pass).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "corpus-test-util.h"
#include "bx-dama-throws.h"

static char *
strip_space (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar ch = g_utf8_get_char (p);

      if (!g_unichar_isspace (ch) && ch != 0x3000 && ch != 0xFEFF)
        g_string_append_unichar (out, ch);
    }
  return g_string_free (out, FALSE);
}

/* The source without whitespace, split into the text outside ( … ) (@main) and the
 * top-level parenthesised notes (@notes, each without its parentheses). */
static void
split_source (const char  *source,
              char       **main_text,
              GPtrArray   *notes)
{
  g_autofree char *flat = strip_space (source);
  GString *out = g_string_new (NULL);
  GString *note = NULL;
  int depth = 0;

  for (const char *p = flat; *p != '\0'; p++)
    {
      if (*p == '(')
        {
          if (depth++ == 0)
            note = g_string_new (NULL);
          else
            g_string_append_c (note, *p);
          continue;
        }
      if (*p == ')' && depth > 0)
        {
          if (--depth == 0)
            g_ptr_array_add (notes, g_string_free (g_steal_pointer (&note), FALSE));
          else
            g_string_append_c (note, *p);
          continue;
        }
      g_string_append_c (depth > 0 ? note : out, *p);
    }
  if (note != NULL)
    g_string_free (note, TRUE);
  *main_text = g_string_free (out, FALSE);
}

static char *
source_path (const char *dir,
             const char *work)
{
  g_autofree char *exact = g_strconcat (work, ".txt", NULL);
  g_autofree char *path = g_build_filename (dir, exact, NULL);
  g_autoptr(GDir) d = NULL;
  g_autofree char *prefix = g_strconcat (work, "_", NULL);
  const char *name;

  if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&path);
  /* bojing → bojing_fragments.txt */
  d = g_dir_open (dir, 0, NULL);
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_prefix (name, prefix) && g_str_has_suffix (name, ".txt"))
      return g_build_filename (dir, name, NULL);
  return NULL;
}

/* Set when the one test case skipped: main() then exits with 77. */
static gboolean skipped;

/* The folder of the shared sources: $BOXI_SHARED_SOURCES, else ../shared/sources beside the
 * source root ($BOXI_SOURCE_ROOT, else the one configured); NULL when none is a folder.  The
 * places looked at are appended to @tried. */
static char *
find_sources (GString *tried)
{
  const char *env = g_getenv ("BOXI_SHARED_SOURCES");
  const char *root = g_getenv ("BOXI_SOURCE_ROOT");
  g_autofree char *from_env_root = NULL;
  g_autofree char *from_config = NULL;
  const char *candidates[3];

  if (root != NULL)
    from_env_root = g_canonicalize_filename ("../shared/sources", root);
  from_config = g_canonicalize_filename ("../shared/sources", SOURCE_ROOT);
  candidates[0] = env;
  candidates[1] = from_env_root;
  candidates[2] = from_config;
  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      if (candidates[i] == NULL)
        continue;
      if (g_file_test (candidates[i], G_FILE_TEST_IS_DIR))
        return g_strdup (candidates[i]);
      g_string_append_printf (tried, " %s", candidates[i]);
    }
  return NULL;
}

static void
test_sources (void)
{
  g_autoptr(GString) tried = g_string_new (NULL);
  g_autofree char *sources = find_sources (tried);
  g_autofree char *missing = bx_test_missing_real_text ();
  g_autofree char *texts = NULL;
  g_autofree char *tmpdir = NULL;
  g_autofree char *db = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BxCorpus) corpus = NULL;
  g_autoptr(GPtrArray) works = NULL;
  g_autoptr(GString) failures = g_string_new (NULL);
  guint n_clauses = 0, n_notes = 0, n_failures = 0;

  if (sources == NULL)
    {
      g_autofree char *msg = g_strdup_printf ("no shared sources; looked in%s", tried->str);

      skipped = TRUE;
      g_test_skip (msg);
      return;
    }
  if (missing != NULL)
    {
      g_autofree char *msg = g_strdup_printf ("texts/%s is not written yet", missing);

      skipped = TRUE;
      g_test_skip (msg);
      return;
    }
  g_test_message ("sources: %s", sources);

  texts = bx_test_texts_dir ();
  db = bx_test_build_db (texts, &tmpdir);
  corpus = bx_corpus_open (db, &error);
  g_assert_no_error (error);
  works = bx_corpus_list_works (corpus, &error);
  g_assert_no_error (error);

  for (guint w = 0; w < works->len; w++)
    {
      BxWork *work = works->pdata[w];
      g_autofree char *path = source_path (sources, work->id);
      g_autofree char *contents = NULL;
      g_autofree char *main_text = NULL;
      g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) clauses = NULL;

      g_assert_nonnull (path);
      g_file_get_contents (path, &contents, NULL, &error);
      g_assert_no_error (error);
      split_source (contents, &main_text, notes);

      clauses = bx_corpus_list_clauses (corpus, work->id, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < clauses->len; i++)
        {
          BxClause *c = clauses->pdata[i];
          g_autofree char *text = strip_space (c->text);

          n_clauses++;
          if (*text != '\0' && strstr (main_text, text) == NULL)
            {
              n_failures++;
              g_string_append_printf (failures, "  clause %s: %s\n", c->id, c->text);
            }
          for (guint j = 0; j < c->notes->len; j++)
            {
              BxNote *n = c->notes->pdata[j];
              g_autofree char *note = NULL;
              gboolean found = FALSE;

              if (g_strcmp0 (n->type, "interlinear") != 0)
                continue;
              n_notes++;
              note = strip_space (n->text);
              for (guint k = 0; k < notes->len && !found; k++)
                found = strstr (notes->pdata[k], note) != NULL;
              if (!found)
                {
                  n_failures++;
                  g_string_append_printf (failures, "  note of %s: %s\n", c->id, n->text);
                }
            }
        }
    }

  g_test_message ("checked %u clauses and %u interlinear notes", n_clauses, n_notes);
  if (n_failures > 0)
    g_test_message ("%u not found verbatim in the sources:\n%s", n_failures, failures->str);
  g_assert_cmpuint (n_failures, ==, 0);
  g_assert_cmpuint (n_clauses, >, 0);

  g_clear_pointer (&corpus, bx_corpus_free);
  bx_test_remove_dir (tmpdir);
}

/* The two readings of appendix 2 of damatujing.txt cell by cell: the names of the 56 色樣
 * in src/games/bx-dama-throws.c are the appendix's characters, verbatim (the class in
 * （） dropped; "—" is no name), characters outside the BMP (𩟐) included (newcomer
 * review 8, finding 14: 5-3-3 is 䬣𩟐兒 in list 1, 饯(食+达)儿 in list 2, as found). */
static void
test_dama_throw_names (void)
{
  g_autoptr(GString) tried = g_string_new (NULL);
  g_autofree char *sources = find_sources (tried);
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  guint n_rows = 0;

  if (sources == NULL)
    {
      g_autofree char *msg = g_strdup_printf ("no shared sources; looked in%s", tried->str);

      skipped = TRUE;
      g_test_skip (msg);
      return;
    }
  path = g_build_filename (sources, "damatujing.txt", NULL);
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; i < BX_DAMA_N_THROWS; i++)
    {
      const BxDamaThrowInfo *info = bx_dama_throw_info (i);
      g_autofree char *key = g_strdup_printf ("%u-%u-%u\t", info->dice[0], info->dice[1],
                                              info->dice[2]);
      gboolean found = FALSE;

      for (guint k = 0; lines[k] != NULL && !found; k++)
        {
          g_auto(GStrv) cells = NULL;
          const char *want[2];

          if (!g_str_has_prefix (lines[k], key))
            continue;
          found = TRUE;
          cells = g_strsplit (lines[k], "\t", -1);
          g_assert_cmpuint (g_strv_length (cells), ==, 4);
          want[0] = info->name_a != NULL ? info->name_a : "—";
          want[1] = info->name_b;
          for (guint r = 0; r < 2; r++)
            {
              char *paren = strstr (cells[2 + r], "（");

              if (paren != NULL)
                *paren = '\0';
              g_strchomp (cells[2 + r]);
              if (g_strcmp0 (cells[2 + r], want[r]) != 0)
                g_error ("%s list %u: the table has '%s', the appendix '%s'", key, r + 1,
                         want[r], cells[2 + r]);
            }
        }
      g_assert_true (found);
      n_rows++;
    }
  g_assert_cmpuint (n_rows, ==, 56);
  g_assert_cmpstr (bx_dama_throw_info (bx_dama_throw_index (&(BxThrow){ 3, { 5, 3, 3 } }))->name_a,
                   ==, "䬣𩟐兒");
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/corpus/sources/verbatim", test_sources);
  g_test_add_func ("/core/corpus/sources/dama-throw-names", test_dama_throw_names);

  status = g_test_run ();
  /* GLib 2.74 exits with 0 when every case skipped; meson counts 77 as SKIP. */
  return status == 0 && skipped ? 77 : status;
}
