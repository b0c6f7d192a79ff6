/* test-files.c: files that are not files, errors that name the right culprit, and saves
 * that leave nothing behind (issue 23; src/core/bx-file.c)
 *
 * Every test that could hang on a FIFO has a guard: an alarm in process, or a deadline on
 * the boxi-cli program it spawns, so that a regression fails the test instead of hanging it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "bx-autosave.h"
#include "bx-cli.h"
#include "bx-core.h"
#include "bx-corpus.h"
#include "bx-families.h"
#include "bx-file.h"
#include "bx-record.h"
#include "bx-ruleset.h"
#include "bx-tei-import.h"

/* Seconds any single read or command may take before the test calls it a hang. */
#define GUARD_SECONDS 30

static char *tmp_root;

/* A fresh folder under the test's temporary root. */
static char *
new_dir (const char *name)
{
  char *dir = g_build_filename (tmp_root, name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  return dir;
}

static void
write_file (const char *path,
            const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
}

static char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

static void
assert_contains (const char *haystack,
                 const char *needle)
{
  if (haystack == NULL || strstr (haystack, needle) == NULL)
    g_error ("expected '%s' in '%s'", needle, haystack != NULL ? haystack : "(null)");
}

static void
assert_lacks (const char *haystack,
              const char *needle)
{
  if (haystack != NULL && strstr (haystack, needle) != NULL)
    g_error ("did not expect '%s' in '%s'", needle, haystack);
}

static void
make_fifo (const char *path)
{
  g_assert_cmpint (mkfifo (path, 0644), ==, 0);
}

/* A sparse file of @size bytes: as large as a kind's limit allows, without the disk. */
static void
make_sparse (const char *path,
             gsize       size)
{
  int fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0644);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) size), ==, 0);
  close (fd);
}

static void
alarm_cb (int sig)
{
  /* Only async-signal-safe calls here. */
  static const char msg[] = "test-files: a read hung (FIFO?)\n";

  (void) sig;
  (void) !write (2, msg, sizeof msg - 1);
  _exit (99);
}

static void
guard_start (void)
{
  signal (SIGALRM, alarm_cb);
  alarm (GUARD_SECONDS);
}

static void
guard_stop (void)
{
  alarm (0);
}

/* Runs boxi-cli in process (bx_cli_run()); returns the exit status. */
static int
run_cli (const char * const  *argv,
         char               **out,
         char               **err)
{
  g_autoptr(GPtrArray) full = g_ptr_array_new ();
  GString *o = g_string_new (NULL);
  GString *e = g_string_new (NULL);
  int status;

  g_ptr_array_add (full, (gpointer) "boxi-cli");
  for (guint i = 0; argv[i] != NULL; i++)
    g_ptr_array_add (full, (gpointer) argv[i]);
  g_ptr_array_add (full, NULL);
  guard_start ();
  status = bx_cli_run ((int) full->len - 1, (char **) full->pdata, o, e);
  guard_stop ();
  *out = g_string_free (o, FALSE);
  *err = g_string_free (e, FALSE);
  return status;
}

static gboolean
deadline_cb (gpointer data)
{
  gboolean *expired = data;

  *expired = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the boxi-cli program ($BOXI_CLI) with @args and the environment changes @env
 * (NAME=VALUE, NULL-terminated, or NULL), killing it after GUARD_SECONDS: a program that
 * hangs fails the test.  Returns the exit status; @err gets its standard error. */
static int
spawn_cli (const char * const *args,
           const char * const *env,
           char              **err)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) err_bytes = NULL;
  gboolean expired = FALSE;
  guint deadline;
  const char *cli = g_getenv ("BOXI_CLI");

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  for (guint i = 0; env != NULL && env[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (env[i], "=", 2);

      g_subprocess_launcher_setenv (launcher, kv[0], kv[1], TRUE);
    }
  proc = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  deadline = g_timeout_add_seconds (GUARD_SECONDS, deadline_cb, &expired);
  while (!expired && g_subprocess_get_identifier (proc) != NULL)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (20000);
    }
  if (expired)
    {
      g_subprocess_force_exit (proc);
      g_error ("boxi-cli %s hung for %d s", args[0], GUARD_SECONDS);
    }
  g_source_remove (deadline);
  g_subprocess_communicate (proc, NULL, NULL, NULL, &err_bytes, &error);
  g_assert_no_error (error);
  *err = g_strndup (g_bytes_get_data (err_bytes, NULL), g_bytes_get_size (err_bytes));
  return g_subprocess_get_exit_status (proc);
}

/* A copy of the app's texts (the TEI files and the schema) in a fresh folder. */
static char *
copy_texts (const char *name)
{
  g_autofree char *src = g_build_filename (g_getenv ("BOXI_SOURCE_ROOT"), "texts", NULL);
  g_autoptr(GDir) d = g_dir_open (src, 0, NULL);
  char *dir = new_dir (name);
  const char *entry;

  g_assert_nonnull (d);
  while ((entry = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *from = g_build_filename (src, entry, NULL);
      g_autofree char *to = g_build_filename (dir, entry, NULL);
      g_autofree char *text = NULL;

      if (!g_file_test (from, G_FILE_TEST_IS_REGULAR))
        continue;
      text = read_text (from);
      write_file (to, text);
    }
  return dir;
}

/* A record of a short random game of 平雙陸, saved by `boxi-cli play --record`. */
static char *
make_record (const char *name)
{
  char *path = g_build_filename (tmp_root, name, NULL);
  const char *args[] = { "play", "shuanglu/ping", "--random", "--seed", "3", "--record", path,
                         NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  return path;
}

/* --- Not a regular file ------------------------------------------------------------ */

/* The helper: a FIFO (no writer: a blocking open would hang), a symlink to /dev/zero (a read
 * would never end) and a folder are refused at once, each with the file and its type. */
static void
test_read_not_regular (void)
{
  g_autofree char *dir = new_dir ("not-regular");
  g_autofree char *fifo = g_build_filename (dir, "pipe.json", NULL);
  g_autofree char *zero = g_build_filename (dir, "zero.json", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
  g_autoptr(GError) error = NULL;
  char *data = NULL;

  make_fifo (fifo);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);

  guard_start ();
  g_assert_false (bx_file_read_regular (fifo, BX_FILE_MAX_RECORD, &data, NULL, &error));
  guard_stop ();
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  assert_contains (error->message, fifo);
  assert_contains (error->message, "not a regular file (a named pipe (FIFO))");
  g_clear_error (&error);

  guard_start ();
  g_assert_false (bx_file_read_regular (zero, BX_FILE_MAX_RECORD, &data, NULL, &error));
  guard_stop ();
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  assert_contains (error->message, zero);
  assert_contains (error->message, "a character device");
  g_clear_error (&error);

  g_assert_false (bx_file_read_regular (dir, 0, &data, NULL, &error));
  assert_contains (error->message, "a folder");
  g_clear_error (&error);

  g_assert_false (bx_file_read_regular (missing, 0, &data, NULL, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_NOT_FOUND);
  assert_contains (error->message, "no such file");
  g_clear_error (&error);
  g_assert_null (data);
}

/* Each kind has its limit, checked before a byte is read. */
static void
test_read_size_limits (void)
{
  g_autofree char *dir = new_dir ("sizes");
  g_autofree char *big = g_build_filename (dir, "big", NULL);
  g_autofree char *small = g_build_filename (dir, "small", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len = 0;
  const gsize limits[] = { BX_FILE_MAX_TEXT, BX_FILE_MAX_RULESET, BX_FILE_MAX_RECORD,
                           BX_FILE_MAX_STATE };

  for (guint i = 0; i < G_N_ELEMENTS (limits); i++)
    {
      g_autofree char *want = g_strdup_printf ("more than the %" G_GSIZE_FORMAT " allowed",
                                               limits[i]);
      char *got = NULL;

      make_sparse (big, limits[i] + 1);
      g_assert_false (bx_file_read_regular (big, limits[i], &got, NULL, &error));
      g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
      assert_contains (error->message, big);
      assert_contains (error->message, want);
      g_clear_error (&error);
      g_assert_null (got);
    }
  write_file (small, "{}");
  g_assert_true (bx_file_read_regular (small, BX_FILE_MAX_STATE, &data, &len, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (data, ==, "{}");
  g_assert_cmpuint (len, ==, 2);
}

/* replay: a FIFO, /dev/zero and a record over the limit (the program, with a deadline). */
static void
test_replay_not_regular (void)
{
  g_autofree char *dir = new_dir ("replay");
  g_autofree char *fifo = g_build_filename (dir, "r.json", NULL);
  g_autofree char *big = g_build_filename (dir, "big.json", NULL);
  const char *replay_fifo[] = { "replay", fifo, NULL };
  const char *replay_zero[] = { "replay", "/dev/zero", NULL };
  const char *replay_big[] = { "replay", big, NULL };
  g_autofree char *err1 = NULL, *err2 = NULL, *err3 = NULL;

  make_fifo (fifo);
  make_sparse (big, BX_FILE_MAX_RECORD + 1);
  g_assert_cmpint (spawn_cli (replay_fifo, NULL, &err1), ==, 1);
  assert_contains (err1, fifo);
  assert_contains (err1, "named pipe");
  assert_lacks (err1, "no such file");
  g_assert_cmpint (spawn_cli (replay_zero, NULL, &err2), ==, 1);
  assert_contains (err2, "/dev/zero: not a regular file (a character device)");
  g_assert_cmpint (spawn_cli (replay_big, NULL, &err3), ==, 1);
  assert_contains (err3, big);
  assert_contains (err3, "bytes, more than the");
}

/* --state: a FIFO and a file over the state's limit. */
static void
test_state_not_regular (void)
{
  g_autofree char *dir = new_dir ("state");
  g_autofree char *fifo = g_build_filename (dir, "s.json", NULL);
  g_autofree char *big = g_build_filename (dir, "big.json", NULL);
  const char *legal_fifo[] = { "legal", "shuanglu/ping", "--state", fifo, "--throw", "3,5",
                               NULL };
  const char *legal_big[] = { "legal", "shuanglu/ping", "--state", big, "--throw", "3,5",
                              NULL };
  g_autofree char *err1 = NULL, *err2 = NULL;

  make_fifo (fifo);
  make_sparse (big, BX_FILE_MAX_STATE + 1);
  g_assert_cmpint (spawn_cli (legal_fifo, NULL, &err1), ==, 1);
  assert_contains (err1, fifo);
  assert_contains (err1, "not a regular file (a named pipe (FIFO))");
  g_assert_cmpint (spawn_cli (legal_big, NULL, &err2), ==, 1);
  assert_contains (err2, big);
  assert_contains (err2, "bytes, more than the");
}

/* build-db: a FIFO among the texts is named as a FIFO (not "no such file"), and a required
 * text that is a FIFO is not "missing"; neither hangs. */
static void
test_texts_fifo (void)
{
  g_autofree char *texts = copy_texts ("texts-fifo");
  g_autofree char *fifo = g_build_filename (texts, "zz-pipe.xml", NULL);
  g_autofree char *glossary = g_build_filename (texts, "glossary.xml", NULL);
  g_autofree char *out = g_build_filename (tmp_root, "texts-fifo.sqlite", NULL);
  const char *args[] = { "build-db", "--texts", texts, "--out", out, NULL };
  g_autofree char *err = NULL, *err2 = NULL;

  make_fifo (fifo);
  g_assert_cmpint (spawn_cli (args, NULL, &err), ==, 1);
  assert_contains (err, fifo);
  assert_contains (err, "not a regular file (a named pipe (FIFO))");
  assert_lacks (err, "no such file");
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));

  g_assert_cmpint (g_unlink (fifo), ==, 0);
  g_assert_cmpint (g_unlink (glossary), ==, 0);
  make_fifo (glossary);
  g_assert_cmpint (spawn_cli (args, NULL, &err2), ==, 1);
  assert_contains (err2, glossary);
  assert_contains (err2, "named pipe");
  assert_lacks (err2, "missing");
}

/* A text that is a symlink to /dev/zero is refused, not read until memory runs out. */
static void
test_texts_dev_zero (void)
{
  g_autofree char *texts = copy_texts ("texts-zero");
  g_autofree char *zero = g_build_filename (texts, "zero.xml", NULL);
  g_autofree char *out = g_build_filename (tmp_root, "texts-zero.sqlite", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  guard_start ();
  g_assert_false (bx_tei_import_directory (texts, out, NULL, &error));
  guard_stop ();
  assert_contains (error->message, zero);
  assert_contains (error->message, "a character device");
}

/* Rulesets: the same test and the same words (a FIFO among them, a ruleset over its limit). */
static void
test_rulesets_not_regular (void)
{
  g_autofree char *dir = new_dir ("rulesets");
  g_autofree char *src = g_build_filename (g_getenv ("BOXI_SOURCE_ROOT"), "data", "rulesets",
                                           "shuanglu-ping.xml", NULL);
  g_autofree char *copy = g_build_filename (dir, "shuanglu-ping.xml", NULL);
  g_autofree char *fifo = g_build_filename (dir, "zz-pipe.xml", NULL);
  g_autofree char *rng_src = g_build_filename (g_getenv ("BOXI_SOURCE_ROOT"), "data",
                                               "rulesets", "boxi-ruleset.rng", NULL);
  g_autofree char *rng = g_build_filename (dir, "boxi-ruleset.rng", NULL);
  g_autofree char *text = read_text (src);
  g_autofree char *rng_text = read_text (rng_src);
  g_autoptr(GError) error = NULL;
  BxRulesetLibrary *lib;

  write_file (copy, text);
  write_file (rng, rng_text);
  make_fifo (fifo);
  guard_start ();
  lib = bx_ruleset_library_new_from_dir (dir, NULL, NULL, &error);
  guard_stop ();
  g_assert_nonnull (error);
  assert_contains (error->message, fifo);
  assert_contains (error->message, "not a regular file (a named pipe (FIFO))");
  g_clear_pointer (&lib, bx_ruleset_library_free);
  g_clear_error (&error);

  g_assert_cmpint (g_unlink (fifo), ==, 0);
  make_sparse (fifo, BX_FILE_MAX_RULESET + 1);
  lib = bx_ruleset_library_new_from_dir (dir, NULL, NULL, &error);
  g_assert_nonnull (error);
  assert_contains (error->message, fifo);
  assert_contains (error->message, "bytes, more than the");
  g_clear_pointer (&lib, bx_ruleset_library_free);
}

/* One malformed ruleset file takes only itself away from the app's library (the partial
 * load names it, FILE:LINE: reason), and the strict load still fails on it. */
static void
test_rulesets_partial (void)
{
  g_autofree char *dir = new_dir ("rulesets-partial");
  g_autofree char *src = g_build_filename (g_getenv ("BOXI_SOURCE_ROOT"), "data", "rulesets",
                                           "shuanglu-ping.xml", NULL);
  g_autofree char *copy = g_build_filename (dir, "shuanglu-ping.xml", NULL);
  g_autofree char *bad = g_build_filename (dir, "aa-broken.xml", NULL);
  g_autofree char *text = read_text (src);
  g_autoptr(GError) error = NULL;
  BxRulesetLibrary *lib;

  write_file (copy, text);
  /* cut off in the middle of an element */
  write_file (bad, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<ruleset id=\"sai/broken\"\n");
  lib = bx_ruleset_library_new_from_dir_partial (dir, NULL, NULL, &error);
  g_assert_nonnull (lib);
  g_assert_nonnull (error);
  assert_contains (error->message, bad);
  g_assert_nonnull (bx_ruleset_library_get (lib, "shuanglu/ping"));
  g_assert_null (bx_ruleset_library_get (lib, "sai/broken"));
  g_clear_pointer (&lib, bx_ruleset_library_free);
  g_clear_error (&error);

  lib = bx_ruleset_library_new_from_dir (dir, NULL, NULL, &error);
  g_assert_null (lib);
  g_assert_nonnull (error);
  assert_contains (error->message, bad);
}

/* --- Errors that name the right culprit --------------------------------------------- */

static char *shared_db;

/* A corpus database built once from the app's texts. */
static const char *
get_db (void)
{
  g_autofree char *texts = NULL;
  g_autoptr(GError) error = NULL;

  if (shared_db != NULL)
    return shared_db;
  texts = g_build_filename (g_getenv ("BOXI_SOURCE_ROOT"), "texts", NULL);
  shared_db = g_build_filename (tmp_root, "shared.sqlite", NULL);
  g_assert_true (bx_tei_import_directory (texts, shared_db, NULL, &error));
  g_assert_no_error (error);
  return shared_db;
}

/* A copy of the database with pages in its middle overwritten. */
static char *
make_corrupt_db (const char *name)
{
  char *path = g_build_filename (tmp_root, name, NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (get_db (), &data, &len, &error));
  g_assert_cmpuint (len, >, 64 * 4096);
  for (gsize i = len / 3; i < len / 3 + 16 * 4096; i++)
    data[i] = (char) (i * 7 + 13);
  write_file (path, "");
  g_assert_true (g_file_set_contents (path, data, (gssize) len, &error));
  return path;
}

/* `clause --db CORRUPT` says the database is damaged, and where; it does not blame the
 * first ruleset whose clause it cannot find. */
static void
test_corrupt_db (void)
{
  g_autofree char *bad = make_corrupt_db ("corrupt.sqlite");
  const char *clause[] = { "clause", "pushuang.changju.3", "--db", bad, NULL };
  const char *works[] = { "works", "--db", bad, NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;

  g_assert_cmpint (run_cli (clause, &out, &err), ==, 1);
  assert_contains (err, bad);
  assert_contains (err, "the corpus database is damaged");
  assert_contains (err, "integrity check failed");
  assert_lacks (err, "cites unknown clause");
  assert_lacks (err, ".xml");

  g_assert_cmpint (run_cli (works, &out2, &err2), ==, 1);
  assert_contains (err2, bad);
  assert_contains (err2, "the corpus database is damaged");
}

/* A damaged cache whose rebuild fails reports the rebuild's own error (the text that does
 * not parse; a cache folder it cannot write), not "database disk image is malformed". */
static void
test_rebuild_error (void)
{
  g_autofree char *texts = copy_texts ("texts-broken");
  g_autofree char *broken = g_build_filename (texts, "bojing.xml", NULL);
  g_autofree char *cache_home = new_dir ("cache-home");
  g_autofree char *cache_dir = g_build_filename (cache_home, "boxi", NULL);
  g_autofree char *cache_db = g_build_filename (cache_dir, "corpus.sqlite", NULL);
  g_autofree char *bad = make_corrupt_db ("corrupt-cache.sqlite");
  g_autofree char *env_cache = g_strdup_printf ("XDG_CACHE_HOME=%s", cache_home);
  g_autofree char *env_texts = g_strdup_printf ("BOXI_TEXTS_DIR=%s", texts);
  const char *env[] = { env_cache, env_texts, "BOXI_CORPUS_DB=", NULL };
  const char *works[] = { "works", NULL };
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *db_bytes = NULL;
  gsize db_len;

  g_assert_cmpint (g_mkdir_with_parents (cache_dir, 0755), ==, 0);
  g_assert_true (g_file_get_contents (bad, &db_bytes, &db_len, NULL));
  g_assert_true (g_file_set_contents (cache_db, db_bytes, (gssize) db_len, NULL));
  write_file (broken, "<TEI xmlns=\"http://www.tei-c.org/ns/1.0\"><unclosed></TEI>\n");

  /* The program: the rebuild's error names the broken text. */
  g_assert_cmpint (spawn_cli (works, env, &err), ==, 1);
  assert_contains (err, broken);
  assert_lacks (err, "database disk image is malformed");

  /* A cache folder that cannot be written: the rebuild's own error, then why the cache had
   * to be rebuilt.  Root writes anywhere: as root, the program runs as "nobody" (runuser). */
  g_assert_cmpint (g_unlink (broken), ==, 0);
  g_assert_true (g_file_set_contents (cache_db, db_bytes, (gssize) db_len, NULL));
  g_assert_cmpint (g_chmod (cache_dir, 0555), ==, 0);
  if (geteuid () != 0)
    {
      g_autofree char *good_texts = g_build_filename (g_getenv ("BOXI_SOURCE_ROOT"), "texts",
                                                      NULL);

      path = bx_corpus_ensure (NULL, good_texts, cache_db, NULL, &error);
      g_assert_null (path);
      assert_contains (error->message, "cannot create a temporary file");
      assert_contains (error->message, "the corpus database is damaged");
    }
  else
    {
      g_autofree char *runuser = g_find_program_in_path ("runuser");
      const char *as_nobody[] = { "-u", "nobody", "--", "env", env_cache, env_texts,
                                  "BOXI_CORPUS_DB=", g_getenv ("BOXI_CLI"), "works", NULL };
      g_autofree char *err2 = NULL;
      g_autoptr(GError) spawn_error = NULL;
      g_autoptr(GPtrArray) argv = g_ptr_array_new ();
      int status = -1;

      if (runuser == NULL)
        {
          g_assert_cmpint (g_chmod (cache_dir, 0755), ==, 0);
          g_test_message ("root without runuser: the read-only cache folder is not tested");
          return;
        }
      /* "nobody" must reach the texts' copy and the cache. */
      g_assert_cmpint (g_chmod (tmp_root, 0755), ==, 0);
      g_ptr_array_add (argv, runuser);
      for (guint i = 0; as_nobody[i] != NULL; i++)
        g_ptr_array_add (argv, (gpointer) as_nobody[i]);
      g_ptr_array_add (argv, NULL);
      g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL,
                                   G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err2,
                                   &status, &spawn_error));
      g_assert_no_error (spawn_error);
      g_assert_cmpint (g_chmod (tmp_root, 0700), ==, 0);
      if (strstr (err2, "runuser:") != NULL)
        g_test_message ("runuser cannot switch users here: %s", err2);
      else
        {
          assert_contains (err2, "cannot create a temporary file: Permission denied");
          assert_contains (err2, "the corpus database is damaged");
          assert_lacks (err2, "database disk image is malformed");
        }
    }
  g_assert_cmpint (g_chmod (cache_dir, 0755), ==, 0);
}

/* "seed": 1e400 is out of range, not missing; a string is not a whole number. */
static void
test_seed_out_of_range (void)
{
  g_autofree char *record = make_record ("seed.json");
  g_autofree char *text = read_text (record);
  g_autofree char *huge = g_build_filename (tmp_root, "seed-huge.json", NULL);
  g_autofree char *word = g_build_filename (tmp_root, "seed-word.json", NULL);
  g_autofree char *none = g_build_filename (tmp_root, "seed-none.json", NULL);
  g_autoptr(GRegex) seed = g_regex_new ("\"seed\" : -?[0-9]+", 0, 0, NULL);
  g_autofree char *t1 = g_regex_replace_literal (seed, text, -1, 0, "\"seed\" : 1e400", 0,
                                                 NULL);
  g_autofree char *t2 = g_regex_replace_literal (seed, text, -1, 0, "\"seed\" : \"one\"", 0,
                                                 NULL);
  g_autofree char *t3 = g_regex_replace_literal (seed, text, -1, 0, "\"unseeded\" : 1", 0,
                                                 NULL);
  const char *a1[] = { "replay", huge, NULL };
  const char *a2[] = { "replay", word, NULL };
  const char *a3[] = { "replay", none, NULL };
  g_autofree char *o1 = NULL, *e1 = NULL, *o2 = NULL, *e2 = NULL, *o3 = NULL, *e3 = NULL;

  g_assert_cmpstr (t1, !=, text);
  write_file (huge, t1);
  write_file (word, t2);
  write_file (none, t3);
  g_assert_cmpint (run_cli (a1, &o1, &e1), ==, 1);
  assert_contains (e1, huge);
  assert_contains (e1, "the seed is out of range");
  assert_lacks (e1, "has no seed");
  g_assert_cmpint (run_cli (a2, &o2, &e2), ==, 1);
  assert_contains (e2, "the seed is not a whole number");
  g_assert_cmpint (run_cli (a3, &o3, &e3), ==, 1);
  assert_contains (e3, "the record has no seed");
}

/* A JSON error names the file, with its line and column, not json-glib's "<data>". */
static void
test_json_error_names_file (void)
{
  g_autofree char *record = g_build_filename (tmp_root, "broken-record.json", NULL);
  g_autofree char *state = g_build_filename (tmp_root, "broken-state.json", NULL);
  g_autofree char *want_record = g_strdup_printf ("%s:3:", record);
  g_autofree char *want_state = g_strdup_printf ("%s:2:", state);
  const char *replay[] = { "replay", record, NULL };
  const char *legal[] = { "legal", "shuanglu/ping", "--state", state, "--throw", "3,5", NULL };
  g_autofree char *o1 = NULL, *e1 = NULL, *o2 = NULL, *e2 = NULL;

  write_file (record, "{\"format\": \"boxi-record\",\n \"version\": 2,\n \"ruleset\": ]\n}\n");
  write_file (state, "{\"turn\": 1,\n \"player\": }\n");

  g_assert_cmpint (run_cli (replay, &o1, &e1), ==, 1);
  assert_contains (e1, want_record);
  assert_contains (e1, "not a record (malformed JSON");
  assert_lacks (e1, "<data>");
  g_assert_cmpint (run_cli (legal, &o2, &e2), ==, 1);
  assert_contains (e2, want_state);
  assert_lacks (e2, "<data>");

  {
    g_autofree char *named = bx_file_json_error ("f.json", "state: <data>:2:9: Parse error: x");
    g_autofree char *plain = bx_file_json_error ("f.json", "state: no turn");

    g_assert_cmpstr (named, ==, "f.json:2:9: state: Parse error: x");
    g_assert_cmpstr (plain, ==, "f.json: state: no turn");
  }
}

/* --- Saves that leave nothing behind ------------------------------------------------ */

/* A save killed mid-way left ".r.json.XXXXXX" (unlocked): the next save removes it.  A
 * temporary file another save holds locked, and files of other names, stay. */
static void
test_save_cleans_stale (void)
{
  g_autofree char *dir = new_dir ("stale-save");
  g_autofree char *target = g_build_filename (dir, "r.json", NULL);
  g_autofree char *stale = g_build_filename (dir, ".r.json.Ab3xY9", NULL);
  g_autofree char *busy = g_build_filename (dir, ".r.json.Qz7kP2", NULL);
  g_autofree char *other = g_build_filename (dir, "r.json.backup", NULL);
  g_autofree char *other2 = g_build_filename (dir, ".r.json.toolong1", NULL);
  g_autoptr(GError) error = NULL;
  int busy_fd;

  write_file (stale, "{\"half\": ");
  write_file (busy, "{");
  write_file (other, "mine");
  write_file (other2, "mine too");
  busy_fd = g_open (busy, O_RDONLY, 0);
  g_assert_cmpint (flock (busy_fd, LOCK_EX), ==, 0);

  g_assert_true (bx_file_save (target, "{}", -1, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (busy, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other2, G_FILE_TEST_EXISTS));
  close (busy_fd);

  /* Through `play --record`, the path a user's save takes. */
  write_file (stale, "{\"half\": ");
  {
    const char *args[] = { "play", "shuanglu/ping", "--random", "--seed", "5", "--record",
                           target, NULL };
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  }
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (busy, G_FILE_TEST_EXISTS));   /* its lock is gone now */
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
}

/* A rebuild killed mid-way left ".corpus.sqlite.XXXXXX" (and its journal) in the cache:
 * the next start (bx_corpus_ensure(), even when the cache needs no rebuild) removes it. */
static void
test_cache_cleans_stale (void)
{
  g_autofree char *dir = new_dir ("stale-cache");
  g_autofree char *cache_db = g_build_filename (dir, "corpus.sqlite", NULL);
  g_autofree char *stale = g_build_filename (dir, ".corpus.sqlite.k2J9aQ", NULL);
  g_autofree char *journal = g_strconcat (stale, "-journal", NULL);
  g_autofree char *texts = g_build_filename (g_getenv ("BOXI_SOURCE_ROOT"), "texts", NULL);
  g_autofree char *data = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (get_db (), &data, &len, &error));
  g_assert_true (g_file_set_contents (cache_db, data, (gssize) len, &error));
  make_sparse (stale, 1600 * 1024);
  write_file (journal, "j");
  path = bx_corpus_ensure (NULL, texts, cache_db, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (path, ==, cache_db);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (journal, G_FILE_TEST_EXISTS));

  /* build-db cleans beside its output too. */
  {
    g_autofree char *out = g_build_filename (dir, "built.sqlite", NULL);
    g_autofree char *stale2 = g_build_filename (dir, ".built.sqlite.Zz0000", NULL);

    write_file (stale2, "");
    g_assert_true (bx_tei_import_directory (texts, out, NULL, &error));
    g_assert_no_error (error);
    g_assert_false (g_file_test (stale2, G_FILE_TEST_EXISTS));
  }
}

/* An autosave killed mid-write left ".autosave.json.XXXXXX": the next start (reading the
 * autosave back) removes it, whether or not there is an autosave to offer. */
static void
test_autosave_cleans_stale (void)
{
  g_autofree char *dir = new_dir ("stale-autosave");
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autofree char *stale = g_build_filename (dir, ".autosave.json.Rt5Ew1", NULL);
  g_autofree char *rulesets = g_build_filename (g_getenv ("BOXI_SOURCE_ROOT"), "data",
                                                "rulesets", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRulesetLibrary) library = NULL;
  BxSession *session;

  library = bx_ruleset_library_new_from_dir (rulesets, NULL, NULL, &error);
  g_assert_no_error (error);
  write_file (stale, "{\"format\": \"boxi-rec");
  session = bx_autosave_load (library, path, NULL, &error);
  g_assert_null (session);
  g_assert_error (error, BX_ERROR, BX_ERROR_NOT_FOUND);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
}

/* The new file is synced and so is the folder after the rename: the system calls, in that
 * order (strace; skipped when strace is missing or cannot trace). */
static void
test_save_fsyncs (void)
{
  g_autofree char *dir = new_dir ("fsync");
  g_autofree char *target = g_build_filename (dir, "new.json", NULL);
  g_autofree char *log = g_build_filename (tmp_root, "strace.log", NULL);
  g_autofree char *strace = g_find_program_in_path ("strace");
  g_autofree char *text = NULL;
  g_autofree char *rename_at = NULL;
  const char *cli = g_getenv ("BOXI_CLI");
  const char *argv[] = { strace, "-f", "-e", "trace=fsync,rename,renameat,renameat2", "-o",
                         log, cli, "play", "shuanglu/ping", "--random", "--seed", "2",
                         "--record", target, NULL };
  int status = -1;
  char *p, *after;

  if (strace == NULL)
    {
      g_test_skip ("no strace");
      return;
    }
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL
                     | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, NULL)
      || !g_spawn_check_wait_status (status, NULL))
    {
      g_test_skip ("strace cannot trace here");
      return;
    }
  g_assert_true (g_file_test (target, G_FILE_TEST_IS_REGULAR));
  text = read_text (log);
  /* fsync (the new file) … rename (temp → new.json) … fsync (the folder). */
  rename_at = g_strdup_printf ("\"%s\"", target);
  p = strstr (text, rename_at);
  g_assert_nonnull (p);
  *p = '\0';
  g_assert_nonnull (strstr (text, "fsync("));
  after = p + 1;
  g_assert_nonnull (strstr (after, "fsync("));
}

/* A failed fsync fails the save: nothing replaced, no temporary file left. */
static void
test_save_fsync_checked (void)
{
  g_autofree char *dir = new_dir ("fsync-fails");
  g_autofree char *target = g_build_filename (dir, "new.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) d = NULL;
  BxFileSave *save;
  int pipe_fds[2];

  save = bx_file_save_begin (target, BX_FILE_MODE_NEW, &error);
  g_assert_no_error (error);
  /* fsync() on a pipe fails (EINVAL): the save must see it. */
  g_assert_cmpint (pipe (pipe_fds), ==, 0);
  g_assert_cmpint (dup2 (pipe_fds[0], bx_file_save_get_fd (save)), >=, 0);
  g_assert_false (bx_file_save_commit (save, &error));
  assert_contains (error->message, "cannot sync the file");
  bx_file_save_free (save);
  close (pipe_fds[0]);
  close (pipe_fds[1]);
  g_assert_false (g_file_test (target, G_FILE_TEST_EXISTS));
  d = g_dir_open (dir, 0, NULL);
  g_assert_null (g_dir_read_name (d));
}

/* Saving through a symlink replaces the file it points to; the link stays a link. */
static void
test_save_through_symlink (void)
{
  g_autofree char *dir = new_dir ("symlink");
  g_autofree char *real_dir = new_dir ("symlink/real");
  g_autofree char *real = g_build_filename (real_dir, "game.json", NULL);
  g_autofree char *link = g_build_filename (dir, "game.json", NULL);
  g_autofree char *dangling = g_build_filename (dir, "later.json", NULL);
  g_autofree char *later = g_build_filename (real_dir, "later.json", NULL);
  g_autofree char *text = NULL, *text2 = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  write_file (real, "old");
  g_assert_cmpint (symlink ("real/game.json", link), ==, 0);
  g_assert_true (bx_file_save (link, "new", -1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  text = read_text (real);
  g_assert_cmpstr (text, ==, "new");

  /* A link to a file not there yet: the file is created where the link points. */
  g_assert_cmpint (symlink (later, dangling), ==, 0);
  g_assert_true (bx_file_save (dangling, "made", -1, &error));
  g_assert_cmpint (g_lstat (dangling, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  text2 = read_text (later);
  g_assert_cmpstr (text2, ==, "made");
}

/* A 0600 record stays 0600; a new file gets 0666 less the umask. */
static void
test_save_keeps_mode (void)
{
  g_autofree char *dir = new_dir ("mode");
  g_autofree char *private = g_build_filename (dir, "private.json", NULL);
  g_autofree char *fresh = g_build_filename (dir, "fresh.json", NULL);
  g_autoptr(GError) error = NULL;
  GStatBuf st;
  mode_t old = umask (022);

  write_file (private, "{}");
  g_assert_cmpint (g_chmod (private, 0600), ==, 0);
  g_assert_true (bx_file_save (private, "{\"a\": 1}", -1, &error));
  g_assert_cmpint (g_stat (private, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);

  g_assert_cmpint (g_chmod (private, 0640), ==, 0);
  g_assert_true (bx_file_save (private, "{\"a\": 2}", -1, &error));
  g_assert_cmpint (g_stat (private, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0640);

  g_assert_true (bx_file_save (fresh, "{}", -1, &error));
  g_assert_cmpint (g_stat (fresh, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0644);
  umask (old);
}

/* build-db's output is 0644 less the umask (it was 0600, mkstemp's mode). */
static void
test_build_db_mode (void)
{
  g_autofree char *texts = g_build_filename (g_getenv ("BOXI_SOURCE_ROOT"), "texts", NULL);
  g_autofree char *out = g_build_filename (tmp_root, "mode.sqlite", NULL);
  g_autofree char *out2 = g_build_filename (tmp_root, "mode2.sqlite", NULL);
  const char *args[] = { "build-db", "--texts", texts, "--out", out, NULL };
  const char *args2[] = { "build-db", "--texts", texts, "--out", out2, NULL };
  g_autofree char *o1 = NULL, *e1 = NULL, *o2 = NULL, *e2 = NULL;
  GStatBuf st;
  mode_t old = umask (022);

  g_assert_cmpint (run_cli (args, &o1, &e1), ==, 0);
  g_assert_cmpint (g_stat (out, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0644);
  umask (027);
  g_assert_cmpint (run_cli (args2, &o2, &e2), ==, 0);
  g_assert_cmpint (g_stat (out2, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0640);
  umask (old);
}

static gboolean
remove_tree (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return g_unlink (dir) == 0;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      GStatBuf st;

      if (g_lstat (path, &st) == 0 && S_ISDIR (st.st_mode))
        remove_tree (path);
      else
        g_unlink (path);
    }
  return g_rmdir (dir) == 0;
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  bx_games_register_builtin ();
  tmp_root = g_dir_make_tmp ("boxi-files-XXXXXX", NULL);
  g_assert_nonnull (tmp_root);

  g_test_add_func ("/files/read/not-regular", test_read_not_regular);
  g_test_add_func ("/files/read/size-limits", test_read_size_limits);
  g_test_add_func ("/files/read/replay", test_replay_not_regular);
  g_test_add_func ("/files/read/state", test_state_not_regular);
  g_test_add_func ("/files/read/texts-fifo", test_texts_fifo);
  g_test_add_func ("/files/read/texts-dev-zero", test_texts_dev_zero);
  g_test_add_func ("/files/read/rulesets", test_rulesets_not_regular);
  g_test_add_func ("/files/read/rulesets-partial", test_rulesets_partial);
  g_test_add_func ("/files/errors/corrupt-db", test_corrupt_db);
  g_test_add_func ("/files/errors/rebuild", test_rebuild_error);
  g_test_add_func ("/files/errors/seed", test_seed_out_of_range);
  g_test_add_func ("/files/errors/json-names-file", test_json_error_names_file);
  g_test_add_func ("/files/save/stale-beside-target", test_save_cleans_stale);
  g_test_add_func ("/files/save/stale-in-cache", test_cache_cleans_stale);
  g_test_add_func ("/files/save/stale-autosave", test_autosave_cleans_stale);
  g_test_add_func ("/files/save/fsync", test_save_fsyncs);
  g_test_add_func ("/files/save/fsync-checked", test_save_fsync_checked);
  g_test_add_func ("/files/save/symlink", test_save_through_symlink);
  g_test_add_func ("/files/save/mode", test_save_keeps_mode);
  g_test_add_func ("/files/save/build-db-mode", test_build_db_mode);
  status = g_test_run ();
  remove_tree (tmp_root);
  g_free (tmp_root);
  g_free (shared_db);
  return status;
}
