/* test-user-db.c: bookmarks and personal notes (bx-user-db.h): they survive a corpus
 * rebuild, a note whose clause is gone is kept as orphaned, and a failure or a crash in the
 * middle of a write leaves the previous notes as they were
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <unistd.h>
#include <json-glib/json-glib.h>

#include "corpus-test-util.h"
#include "bx-cli.h"
#include "bx-user-db.h"

typedef struct
{
  char *dir;      /* a copy of tests/data/tei */
  char *corpus;   /* dir/out/corpus.sqlite, built from it */
  char *user;     /* dir/user/user.sqlite */
} Fixture;

static void
build_corpus (Fixture *f)
{
  g_autoptr(GError) error = NULL;

  bx_tei_import_directory (f->dir, f->corpus, NULL, &error);
  g_assert_no_error (error);
}

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->dir = bx_test_make_fixture_dir ();
  f->corpus = g_build_filename (f->dir, "out", "corpus.sqlite", NULL);
  f->user = g_build_filename (f->dir, "user", "user.sqlite", NULL);
  build_corpus (f);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  bx_test_remove_dir (f->dir);
  g_free (f->dir);
  g_free (f->corpus);
  g_free (f->user);
}

/* Replaces every @from in mini.xml with @to. */
static void
edit_mini (Fixture    *f,
           const char *from,
           const char *to)
{
  g_autofree char *path = g_build_filename (f->dir, "mini.xml", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) s = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  s = g_string_new (contents);
  g_assert_cmpuint (g_string_replace (s, from, to, 0), >, 0);
  g_file_set_contents (path, s->str, s->len, &error);
  g_assert_no_error (error);
}

static BxUserDb *
open_user (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  BxUserDb *db = bx_user_db_open (f->user, TRUE, &error);

  g_assert_no_error (error);
  return db;
}

static BxCorpus *
open_corpus (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  BxCorpus *corpus = bx_corpus_open (f->corpus, &error);

  g_assert_no_error (error);
  return corpus;
}

static const BxUserEntry *
find_entry (GPtrArray  *entries,
            const char *clause_id)
{
  for (guint i = 0; i < entries->len; i++)
    {
      const BxUserEntry *e = g_ptr_array_index (entries, i);
      if (g_strcmp0 (e->clause_id, clause_id) == 0)
        return e;
    }
  g_error ("no entry for %s", clause_id);
}

static void
add (BxUserDb   *db,
     const char *clause_id,
     const char *note,
     gboolean    star)
{
  g_autoptr(GError) error = NULL;

  if (note != NULL)
    g_assert_true (bx_user_db_set_note (db, clause_id, note, &error));
  g_assert_no_error (error);
  if (star)
    g_assert_true (bx_user_db_set_bookmark (db, clause_id, TRUE, &error));
  g_assert_no_error (error);
}

static void
test_basics (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(BxUserDb) db = open_user (f);
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GPtrArray) stars = NULL;
  g_autoptr(GPtrArray) notes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *note = NULL;

  g_autofree char *default_path = bx_user_db_default_path ();

  g_assert_true (g_str_has_suffix (default_path, "boxi/user.sqlite"));
  add (db, "mini.a.1", NULL, TRUE);
  add (db, "mini.a.2", "  梟 doubles the *win*.\n\nSee 譜雙.  ", FALSE);
  add (db, "mini.a.2", "Owl: doubles the win.", FALSE);
  add (db, "mini.a.3", "Later mover.", TRUE);
  g_assert_true (bx_user_db_is_bookmarked (db, "mini.a.1"));
  g_assert_false (bx_user_db_is_bookmarked (db, "mini.a.2"));
  note = bx_user_db_get_note (db, "mini.a.2");
  g_assert_cmpstr (note, ==, "Owl: doubles the win.");
  g_assert_null (bx_user_db_get_note (db, "mini.a.1"));

  all = bx_user_db_list (db, BX_USER_LIST_ALL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 3);
  stars = bx_user_db_list (db, BX_USER_LIST_BOOKMARKS, NULL, &error);
  g_assert_cmpuint (stars->len, ==, 2);
  notes = bx_user_db_list (db, BX_USER_LIST_NOTES, NULL, &error);
  g_assert_cmpuint (notes->len, ==, 2);
  g_assert_true (find_entry (all, "mini.a.3")->bookmarked);
  g_assert_cmpstr (find_entry (all, "mini.a.3")->note, ==, "Later mover.");
  g_assert_cmpint (find_entry (all, "mini.a.3")->created, >, 0);

  /* An empty note removes the note, not the bookmark; unstarring removes the star. */
  g_assert_true (bx_user_db_set_note (db, "mini.a.3", "  \n", &error));
  g_assert_null (bx_user_db_get_note (db, "mini.a.3"));
  g_assert_true (bx_user_db_is_bookmarked (db, "mini.a.3"));
  g_assert_true (bx_user_db_set_bookmark (db, "mini.a.3", FALSE, &error));
  g_assert_false (bx_user_db_is_bookmarked (db, "mini.a.3"));
  g_assert_false (bx_user_db_set_note (db, "", "x", &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
}

/* issue 19: a note and a bookmark survive a corpus rebuild. */
static void
test_survives_rebuild (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;

  {
    g_autoptr(BxUserDb) db = open_user (f);
    add (db, "mini.a.1", NULL, TRUE);
    add (db, "mini.a.2", "Owl: doubles the win.", FALSE);
  }
  g_assert_cmpint (g_unlink (f->corpus), ==, 0);
  build_corpus (f);
  {
    g_autoptr(BxUserDb) db = open_user (f);
    g_autoptr(BxCorpus) corpus = open_corpus (f);

    entries = bx_user_db_list (db, BX_USER_LIST_ALL, corpus, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (entries->len, ==, 2);
    g_assert_true (find_entry (entries, "mini.a.1")->bookmarked);
    g_assert_false (find_entry (entries, "mini.a.1")->orphaned);
    g_assert_cmpstr (find_entry (entries, "mini.a.2")->note, ==, "Owl: doubles the win.");
    g_assert_false (find_entry (entries, "mini.a.2")->orphaned);
  }
}

/* issue 19: a note whose clause id disappears in a new corpus is kept, listed as orphaned
 * and exported. */
static void
test_orphan_kept (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(BxUserDb) db = open_user (f);
  g_autoptr(BxCorpus) corpus = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *md = NULL;
  g_autofree char *json = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonArray *array;
  const BxUserEntry *e;

  add (db, "mini.a.3", "Later mover: 後 or 后?", TRUE);
  add (db, "mini.a.2", "Owl.", FALSE);
  edit_mini (f, "mini.a.3", "mini.a.9");
  g_assert_cmpint (g_unlink (f->corpus), ==, 0);
  build_corpus (f);
  corpus = open_corpus (f);
  g_assert_false (bx_corpus_has_clause (corpus, "mini.a.3"));

  entries = bx_user_db_list (db, BX_USER_LIST_ALL, corpus, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, ==, 2);
  e = find_entry (entries, "mini.a.3");
  g_assert_true (e->orphaned);
  g_assert_true (e->bookmarked);
  g_assert_cmpstr (e->note, ==, "Later mover: 後 or 后?");
  g_assert_false (find_entry (entries, "mini.a.2")->orphaned);

  md = bx_user_db_export (db, corpus, BX_USER_EXPORT_MARKDOWN, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (md, "## mini.a.2\n\n> 成梟而牟乃勝\n"));
  g_assert_nonnull (strstr (md, "# Orphaned"));
  g_assert_true (strstr (md, "# Orphaned") < strstr (md, "## mini.a.3 ★"));
  g_assert_nonnull (strstr (md, "Later mover: 後 or 后?"));

  json = bx_user_db_export (db, corpus, BX_USER_EXPORT_JSON, &error);
  g_assert_no_error (error);
  root = json_from_string (json, &error);
  g_assert_no_error (error);
  array = json_object_get_array_member (json_node_get_object (root), "entries");
  g_assert_cmpuint (json_array_get_length (array), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      JsonObject *o = json_array_get_object_element (array, i);
      gboolean gone = g_strcmp0 (json_object_get_string_member (o, "clause_id"),
                                 "mini.a.3") == 0;

      g_assert_cmpint (json_object_get_boolean_member (o, "orphaned"), ==, gone);
    }
}

static gboolean
fail_hook (BxUserDb   *db,
           const char *stage,
           gpointer    data)
{
  return g_strcmp0 (stage, "note-written") != 0;
}

static void
assert_previous_notes (Fixture *f)
{
  g_autoptr(BxUserDb) db = open_user (f);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *a1 = bx_user_db_get_note (db, "mini.a.1");
  g_autofree char *a2 = bx_user_db_get_note (db, "mini.a.2");

  g_assert_cmpstr (a1, ==, "First note.");
  g_assert_cmpstr (a2, ==, "Second note.");
  g_assert_null (bx_user_db_get_note (db, "mini.a.3"));
  entries = bx_user_db_list (db, BX_USER_LIST_ALL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, ==, 2);
}

/* issue 19: a failure inside the transaction that saves a note leaves the previous notes. */
static void
test_failed_write (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  {
    g_autoptr(BxUserDb) db = open_user (f);

    add (db, "mini.a.1", "First note.", FALSE);
    add (db, "mini.a.2", "Second note.", FALSE);
    bx_user_db_set_test_hook (db, fail_hook, NULL);
    g_assert_false (bx_user_db_set_note (db, "mini.a.2", "Overwritten.", &error));
    g_assert_error (error, BX_ERROR, BX_ERROR_FAILED);
    g_clear_error (&error);
    g_assert_false (bx_user_db_set_note (db, "mini.a.3", "New.", &error));
    g_assert_error (error, BX_ERROR, BX_ERROR_FAILED);
    g_clear_error (&error);
    g_assert_false (bx_user_db_remove_note (db, "mini.a.1", &error));
    g_clear_error (&error);
    /* The database is usable after the failed writes, in the same connection. */
    bx_user_db_set_test_hook (db, NULL, NULL);
    g_assert_true (bx_user_db_set_bookmark (db, "mini.a.1", TRUE, &error));
    g_assert_true (bx_user_db_set_bookmark (db, "mini.a.1", FALSE, &error));
    g_assert_no_error (error);
  }
  assert_previous_notes (f);
}

static gboolean
crash_hook (BxUserDb   *db,
            const char *stage,
            gpointer    data)
{
  if (g_strcmp0 (stage, "note-written") == 0)
    _exit (3);
  return TRUE;
}

/* issue 19: the process dies in the middle of saving a note (after the write, before the
 * commit): the previous notes are intact when the database is opened again. */
static void
test_crash (void)
{
  Fixture fixture, *f = &fixture;

  if (g_test_subprocess ())
    {
      g_autoptr(BxUserDb) db = NULL;
      const char *path = g_getenv ("BOXI_TEST_USER_DB");

      g_assert_nonnull (path);
      db = bx_user_db_open (path, FALSE, NULL);
      g_assert_nonnull (db);
      bx_user_db_set_test_hook (db, crash_hook, NULL);
      bx_user_db_set_note (db, "mini.a.2", "Overwritten.", NULL);
      bx_user_db_set_note (db, "mini.a.3", "New.", NULL);
      g_assert_not_reached ();
    }
  fixture_setup (f, NULL);
  {
    g_autoptr(BxUserDb) db = open_user (f);

    add (db, "mini.a.1", "First note.", FALSE);
    add (db, "mini.a.2", "Second note.", FALSE);
  }
  g_setenv ("BOXI_TEST_USER_DB", f->user, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_unsetenv ("BOXI_TEST_USER_DB");
  assert_previous_notes (f);
  fixture_teardown (f, NULL);
}

/* Personal notes are searchable: case and traditional/simplified folded, filtered by the
 * corpus search's options. */
static void
test_search (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(BxUserDb) db = open_user (f);
  g_autoptr(BxCorpus) corpus = open_corpus (f);
  g_autoptr(GPtrArray) hits = NULL;
  g_autoptr(GError) error = NULL;
  BxSearchOptions options = { 0 };
  BxSearchHit *h;

  add (db, "mini.a.2", "The Owl (梟) doubles; compare 馬.", FALSE);
  add (db, "mini.a.1", "Horse game.", TRUE);
  add (db, "other.x.1", "Not in this corpus: owl.", FALSE);

  hits = bx_user_db_search (db, "owl 枭", corpus, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hits->len, ==, 1);
  h = g_ptr_array_index (hits, 0);
  g_assert_cmpint (h->kind, ==, BX_HIT_NOTE);
  g_assert_cmpstr (bx_hit_kind_to_string (h->kind), ==, "note");
  g_assert_cmpstr (h->clause_id, ==, "mini.a.2");
  g_assert_cmpstr (h->work_id, ==, "mini");
  g_assert_cmpstr (h->snippet, ==, "The [Owl] ([梟]) doubles; compare 馬.");
  g_clear_pointer (&hits, g_ptr_array_unref);

  hits = bx_user_db_search (db, "OWL", corpus, NULL, &error);
  g_assert_cmpuint (hits->len, ==, 2);
  g_clear_pointer (&hits, g_ptr_array_unref);

  options.work_id = "mini";
  hits = bx_user_db_search (db, "owl", corpus, &options, &error);
  g_assert_cmpuint (hits->len, ==, 1);
  g_clear_pointer (&hits, g_ptr_array_unref);

  options.work_id = NULL;
  options.exact = TRUE;
  hits = bx_user_db_search (db, "枭", corpus, &options, &error);
  g_assert_cmpuint (hits->len, ==, 0);
  g_clear_pointer (&hits, g_ptr_array_unref);

  options.exact = FALSE;
  options.kinds = BX_HIT_MASK (BX_HIT_CLAUSE);
  hits = bx_user_db_search (db, "owl", corpus, &options, &error);
  g_assert_cmpuint (hits->len, ==, 0);
  g_clear_pointer (&hits, g_ptr_array_unref);
  options.kinds = 0;
  options.layers = BX_LAYER_ORIGINAL;
  hits = bx_user_db_search (db, "owl", corpus, &options, &error);
  g_assert_cmpuint (hits->len, ==, 0);
  g_clear_pointer (&hits, g_ptr_array_unref);
  g_assert_no_error (error);

  {
    g_autoptr(GPtrArray) all = bx_user_db_list (db, BX_USER_LIST_ALL, corpus, &error);

    g_assert_true (bx_user_entry_matches (find_entry (all, "mini.a.1"), "horse"));
    g_assert_true (bx_user_entry_matches (find_entry (all, "mini.a.1"), "mini.a.1"));
    g_assert_false (bx_user_entry_matches (find_entry (all, "mini.a.1"), "owl"));
    g_assert_true (bx_user_entry_matches (find_entry (all, "mini.a.2"), "马 owl"));
  }
}

/* A database of a newer Boxi is refused and left as it is; a missing file is created only
 * when asked. */
static void
test_versions (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BxUserDb) none = bx_user_db_open (f->user, FALSE, &error);

  g_assert_null (none);
  g_assert_error (error, BX_ERROR, BX_ERROR_NOT_FOUND);
  g_clear_error (&error);
  {
    g_autoptr(BxUserDb) db = open_user (f);
    add (db, "mini.a.1", "Kept.", FALSE);
  }
  {
    sqlite3 *raw = NULL;

    g_assert_cmpint (sqlite3_open (f->user, &raw), ==, SQLITE_OK);
    g_assert_cmpint (sqlite3_exec (raw, "PRAGMA user_version = 99", NULL, NULL, NULL), ==,
                     SQLITE_OK);
    sqlite3_close (raw);
  }
  none = bx_user_db_open (f->user, TRUE, &error);
  g_assert_null (none);
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, f->user));
}

/* Runs boxi-cli in-process with --user-db and --db of the fixture; returns its output and
 * checks its exit status. */
static char *
cli (Fixture    *f,
     int         want_status,
     const char *first,
     ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  va_list ap;
  int status;

  g_ptr_array_add (args, (char *) "boxi-cli");
  va_start (ap, first);
  for (const char *a = first; a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) a);
  va_end (ap);
  g_ptr_array_add (args, (char *) "--user-db");
  g_ptr_array_add (args, f->user);
  g_ptr_array_add (args, (char *) "--db");
  g_ptr_array_add (args, f->corpus);
  g_ptr_array_add (args, NULL);
  status = bx_cli_run (args->len - 1, (char **) args->pdata, out, err);
  if (status != want_status)
    g_error ("exit %d (want %d): %s%s", status, want_status, out->str, err->str);
  return g_strdup (want_status == 0 ? out->str : err->str);
}

static JsonNode *
parse_json (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  return node;
}

/* boxi-cli notes and bookmarks (docs/cli.md): add, list, search, export, remove; an unknown
 * clause needs --force and is then listed as orphaned. */
static void
test_cli (Fixture       *f,
          gconstpointer  data)
{
  g_autofree char *added = cli (f, 0, "notes", "add", "mini.a.2", "Owl", "doubles.", NULL);
  g_autofree char *refused = cli (f, 1, "notes", "add", "gone.x.1", "Lost.", NULL);
  g_autofree char *forced = cli (f, 0, "notes", "add", "gone.x.1", "Lost.", "--force", NULL);
  g_autofree char *starred = cli (f, 0, "bookmarks", "add", "mini.a.1", NULL);
  g_autofree char *notes = cli (f, 0, "notes", "list", NULL);
  g_autofree char *stars = cli (f, 0, "bookmarks", "list", NULL);
  g_autofree char *found = cli (f, 0, "notes", "list", "--search", "OWL", NULL);
  g_autofree char *hits = cli (f, 0, "search", "owl", "--kind", "note", NULL);
  g_autofree char *md = cli (f, 0, "notes", "export", "--markdown", NULL);
  g_autofree char *json = cli (f, 0, "notes", "export", "--json", NULL);
  g_autofree char *bad = cli (f, 2, "notes", "frobnicate", NULL);
  g_autoptr(JsonNode) a = parse_json (added);
  g_autoptr(JsonNode) n = parse_json (notes);
  g_autoptr(JsonNode) s = parse_json (stars);
  g_autoptr(JsonNode) q = parse_json (found);
  g_autoptr(JsonNode) h = parse_json (hits);
  g_autoptr(JsonNode) j = parse_json (json);
  JsonObject *o;

  o = json_node_get_object (a);
  g_assert_cmpstr (json_object_get_string_member (o, "note"), ==, "Owl doubles.");
  g_assert_false (json_object_get_boolean_member (o, "orphaned"));
  g_assert_nonnull (strstr (refused, "gone.x.1: no such clause"));
  g_assert_nonnull (strstr (forced, "\"orphaned\":true"));
  g_assert_nonnull (strstr (starred, "\"bookmarked\":true"));

  g_assert_cmpuint (json_array_get_length (json_node_get_array (n)), ==, 2);
  o = json_array_get_object_element (json_node_get_array (n), 0);
  g_assert_cmpstr (json_object_get_string_member (o, "clause_id"), ==, "gone.x.1");
  g_assert_true (json_object_get_boolean_member (o, "orphaned"));
  g_assert_cmpuint (json_array_get_length (json_node_get_array (s)), ==, 1);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (q)), ==, 1);
  o = json_array_get_object_element (json_node_get_array (h), 0);
  g_assert_cmpstr (json_object_get_string_member (o, "kind"), ==, "note");
  g_assert_cmpstr (json_object_get_string_member (o, "snippet"), ==, "[Owl] doubles.");

  g_assert_nonnull (strstr (md, "## mini.a.2\n\n> 成梟而牟乃勝"));
  g_assert_nonnull (strstr (md, "# Orphaned"));
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (j), "format"), ==,
                   "boxi-user-notes");
  g_assert_nonnull (strstr (bad, "usage: boxi-cli notes"));

  g_free (cli (f, 0, "notes", "remove", "gone.x.1", NULL));
  g_free (cli (f, 0, "bookmarks", "remove", "mini.a.1", NULL));
  {
    g_autofree char *left = cli (f, 0, "notes", "list", NULL);
    g_autofree char *none = cli (f, 0, "bookmarks", "list", NULL);

    g_assert_nonnull (strstr (left, "mini.a.2"));
    g_assert_null (strstr (left, "gone.x.1"));
    g_assert_cmpstr (g_strstrip (none), ==, "[]");
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, fn) \
  g_test_add ("/core/user-db/" path, Fixture, NULL, fixture_setup, fn, fixture_teardown)
  ADD ("basics", test_basics);
  ADD ("survives-rebuild", test_survives_rebuild);
  ADD ("orphan-kept", test_orphan_kept);
  ADD ("failed-write-keeps-notes", test_failed_write);
  g_test_add_func ("/core/user-db/crash-keeps-notes", test_crash);
  ADD ("search", test_search);
  ADD ("versions", test_versions);
  ADD ("cli", test_cli);
#undef ADD
  return g_test_run ();
}
