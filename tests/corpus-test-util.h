/* corpus-test-util.h: helpers shared by the corpus tests (test-tei-import, test-search,
 * test-sources)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "bx-core.h"
#include "bx-corpus.h"
#include "bx-tei-import.h"

/* The works the real corpus must hold before the real-corpus tests run. */
static const char * const bx_test_real_works[] = {
  "saifu", "bojing", "ruqige", "damatujing", "pushuang", "chuhongpu",
};

static inline char *
bx_test_source_root (void)
{
  const char *env = g_getenv ("BOXI_SOURCE_ROOT");

  return g_strdup (env != NULL ? env : SOURCE_ROOT);
}

static inline char *
bx_test_texts_dir (void)
{
  g_autofree char *root = bx_test_source_root ();

  return g_build_filename (root, "texts", NULL);
}

/* NULL when every file of the real corpus exists, else the name of the first missing. */
static inline char *
bx_test_missing_real_text (void)
{
  g_autofree char *texts = bx_test_texts_dir ();
  const char * const extra[] = { "glossary", "reconstructions" };

  for (guint i = 0; i < G_N_ELEMENTS (bx_test_real_works); i++)
    {
      g_autofree char *name = g_strconcat (bx_test_real_works[i], ".xml", NULL);
      g_autofree char *path = g_build_filename (texts, name, NULL);

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&name);
    }
  for (guint i = 0; i < G_N_ELEMENTS (extra); i++)
    {
      g_autofree char *name = g_strconcat (extra[i], ".xml", NULL);
      g_autofree char *path = g_build_filename (texts, name, NULL);

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&name);
    }
  return NULL;
}

static inline void
bx_test_copy_file (const char *from,
                   const char *to)
{
  g_autofree char *contents = NULL;
  gsize len;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (from, &contents, &len, &error);
  g_assert_no_error (error);
  g_file_set_contents (to, contents, len, &error);
  g_assert_no_error (error);
}

/* A temporary texts folder with the fixtures of tests/data/tei and the real schema. */
static inline char *
bx_test_make_fixture_dir (void)
{
  g_autofree char *root = bx_test_source_root ();
  g_autofree char *data = g_build_filename (root, "tests", "data", "tei", NULL);
  g_autofree char *rng = g_build_filename (root, "texts", "boxi-tei.rng", NULL);
  g_autofree char *rng_to = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = NULL;
  char *tmp = g_dir_make_tmp ("boxi-test-XXXXXX", &error);
  const char *name;

  g_assert_no_error (error);
  dir = g_dir_open (data, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *from = g_build_filename (data, name, NULL);
      g_autofree char *to = g_build_filename (tmp, name, NULL);

      bx_test_copy_file (from, to);
    }
  rng_to = g_build_filename (tmp, "boxi-tei.rng", NULL);
  bx_test_copy_file (rng, rng_to);
  return tmp;
}

static inline void
bx_test_remove_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        bx_test_remove_dir (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

/* Builds a database from @texts_dir into a new temporary folder; returns its path. */
static inline char *
bx_test_build_db (const char  *texts_dir,
                  char       **tmpdir_out)
{
  g_autoptr(GError) error = NULL;
  char *tmpdir = g_dir_make_tmp ("boxi-db-XXXXXX", &error);
  char *db;

  g_assert_no_error (error);
  db = g_build_filename (tmpdir, "corpus.sqlite", NULL);
  bx_tei_import_directory (texts_dir, db, NULL, &error);
  g_assert_no_error (error);
  *tmpdir_out = tmpdir;
  return db;
}
