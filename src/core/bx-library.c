/* bx-library.c: the rulesets and the corpus, loaded once (see bx-library.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-library.h"

#include <errno.h>
#include <string.h>

#include <glib/gstdio.h>

#include "bx-corpus.h"
#include "bx-corpus-private.h"
#include "bx-error.h"
#include "bx-tei-import.h"
#include "bx-tutorial.h"

struct _BxLibrary
{
  GObject           parent_instance;

  char             *corpus_path;
  BxCorpus         *corpus;           /* NULL when it could not be opened */
  GError           *corpus_error;
  gboolean          corpus_rebuilt;
  BxClauseIndex    *clause_index;     /* built on first use */
  gboolean          index_tried;

  char             *rulesets_dir;
  BxRulesetLibrary *rulesets;         /* NULL when they could not be loaded */
  GError           *rulesets_error;

  /* Tutorials (data/tutorials), read on first use. */
  GPtrArray        *tutorials;        /* (element-type BxTutorial) */
  GError           *tutorials_error;
  gboolean          tutorials_tried;
  char             *encyclopedia_dir;
  BxEncyclopedia   *encyclopedia;     /* loaded on first use; NULL when it could not be */
  GError           *encyclopedia_error;
  gboolean          encyclopedia_tried;
};

G_DEFINE_FINAL_TYPE (BxLibrary, bx_library, G_TYPE_OBJECT)

static BxLibrary *default_library;

static void
bx_library_finalize (GObject *object)
{
  BxLibrary *self = BX_LIBRARY (object);

  g_clear_pointer (&self->encyclopedia, bx_encyclopedia_free);
  g_clear_error (&self->encyclopedia_error);
  g_free (self->encyclopedia_dir);
  g_clear_pointer (&self->rulesets, bx_ruleset_library_free);
  g_clear_pointer (&self->clause_index, bx_clause_index_unref);
  g_clear_pointer (&self->corpus, bx_corpus_free);
  g_clear_error (&self->corpus_error);
  g_clear_error (&self->rulesets_error);
  g_clear_pointer (&self->tutorials, g_ptr_array_unref);
  g_clear_error (&self->tutorials_error);
  g_free (self->corpus_path);
  g_free (self->rulesets_dir);

  G_OBJECT_CLASS (bx_library_parent_class)->finalize (object);
}

static void
bx_library_class_init (BxLibraryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bx_library_finalize;
}

static void
bx_library_init (BxLibrary *self)
{
}

/* TRUE when @dir is where the app's own rulesets are: $BOXI_SOURCE_ROOT/data/rulesets,
 * else bx_data_default_dir()/rulesets. */
static gboolean
is_standard_rulesets_dir (const char *dir)
{
  const char *root = bx_source_root ();
  g_autofree char *standard = root != NULL
                              ? g_build_filename (root, "data", "rulesets", NULL)
                              : g_build_filename (bx_data_default_dir (), "rulesets", NULL);
  g_autofree char *a = g_canonicalize_filename (standard, NULL);
  g_autofree char *b = g_canonicalize_filename (dir, NULL);

  return strcmp (a, b) == 0;
}

/* The user cache's corpus for the app's texts with the rules of @rulesets_dir indexed:
 * "boxi/corpus-rulesets-HASH.sqlite". */
static char *
cache_path_for_rulesets (const char *rulesets_dir)
{
  g_autofree char *canonical = g_canonicalize_filename (rulesets_dir, NULL);
  g_autofree char *hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, canonical, -1);
  g_autofree char *name = g_strdup_printf ("corpus-rulesets-%.16s.sqlite", hash);

  return g_build_filename (g_get_user_cache_dir (), "boxi", name, NULL);
}

/**
 * bx_library_find_corpus:
 * @texts_dir: (nullable): a folder of TEI texts to read the corpus from, or %NULL for the
 *   app's own corpus
 * @rebuilt: (out) (optional): set to %TRUE when the database was rebuilt just now
 * @error: the importer's "FILE:LINE: reason" when no database is usable and the rebuild
 *   failed
 *
 * Where the corpus database is.  For @texts_dir: a database of the user cache kept for
 * that folder, rebuilt when a text is newer (bx_corpus_cache_path()).  Otherwise
 * $BOXI_CORPUS_DB as it is; else the installed corpus.sqlite (bx_data_default_dir()) when
 * it passes bx_corpus_check(), except when running from the source tree
 * ($BOXI_SOURCE_ROOT); else the user cache's boxi/corpus.sqlite, rebuilt from
 * bx_texts_default_dir() when it is missing, stale or damaged.  The app's corpus also
 * indexes the statements of bx_rulesets_default_dir() and the articles of its sibling
 * "encyclopedia" for search (bx_tei_import_directory_full()); a change to either makes
 * the cache stale too, and rulesets other than the app's own ($BOXI_RULESETS_DIR) are
 * indexed in a cache database of their own.
 *
 * Returns: (transfer full): the path of a usable database, or NULL with @error set.
 */
char *
bx_library_find_corpus (const char  *texts_dir,
                        gboolean    *rebuilt,
                        GError     **error)
{
  const char *env = g_getenv ("BOXI_CORPUS_DB");
  g_autofree char *cache = bx_corpus_cache_path (texts_dir);
  g_autofree char *installed = NULL;
  g_autofree char *texts = NULL;
  g_autofree char *rulesets = NULL;
  g_autofree char *encyclopedia = NULL;

  if (rebuilt != NULL)
    *rebuilt = FALSE;
  if (texts_dir != NULL)
    return bx_corpus_ensure (NULL, texts_dir, cache, rebuilt, error);
  if (env != NULL && *env != '\0')
    return g_strdup (env);
  if (bx_source_root () == NULL)
    installed = g_build_filename (bx_data_default_dir (), "corpus.sqlite", NULL);
  texts = bx_texts_default_dir ();
  /* The app's corpus also indexes its rules and articles for search; rulesets from
   * elsewhere ($BOXI_RULESETS_DIR) get a cache of their own. */
  rulesets = bx_rulesets_default_dir ();
  encyclopedia = bx_encyclopedia_dir_for_rulesets (rulesets);
  if (!is_standard_rulesets_dir (rulesets))
    {
      g_free (cache);
      cache = cache_path_for_rulesets (rulesets);
    }
  return bx_corpus_ensure_full (installed, texts, rulesets, encyclopedia, cache, rebuilt,
                                error);
}

/* The rebuild of a damaged cache database (bx_corpus_set_rebuild_func()): removed, then
 * found again as bx_library_new() found it, which builds it afresh. */
static gboolean
rebuild_cache (const char  *path,
               gpointer     data,
               GError     **error)
{
  const char *texts_dir = data;
  g_autofree char *again = NULL;

  if (g_remove (path) != 0 && errno != ENOENT)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: cannot remove: %s", path,
                   g_strerror (errno));
      return FALSE;
    }
  again = bx_library_find_corpus (*texts_dir != '\0' ? texts_dir : NULL, NULL, error);
  if (again == NULL)
    return FALSE;
  if (strcmp (again, path) != 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: rebuilt elsewhere (%s)", path,
                   again);
      return FALSE;
    }
  return TRUE;
}

/**
 * bx_library_new:
 * @rulesets_dir: (nullable): the rulesets' folder; %NULL: bx_rulesets_default_dir()
 * @texts_dir: (nullable): a folder of TEI texts to take the corpus from (see
 *   bx_library_find_corpus()); %NULL: the app's corpus
 * @corpus_db: (nullable): a corpus database to open as it is (it wins over @texts_dir)
 *
 * Opens the corpus, then loads every ruleset of @rulesets_dir once (one compile of the
 * schema), checking each cited clause and reconstruction against the corpus.  Neither
 * failure is fatal: without a corpus the rulesets load unchecked, and the errors are kept
 * (bx_library_get_corpus_error(), bx_library_get_rulesets_error(), bx_library_check()).
 * Most code wants bx_library_get_default() instead.
 *
 * Returns: (transfer full): the library.
 */
BxLibrary *
bx_library_new (const char *rulesets_dir,
                const char *texts_dir,
                const char *corpus_db)
{
  BxLibrary *self = g_object_new (BX_TYPE_LIBRARY, NULL);
  sqlite3 *db;

  bx_load_stats_count (BX_LOAD_LIBRARY);
  if (corpus_db != NULL)
    {
      g_autoptr(GError) damaged = NULL;

      self->corpus_path = g_strdup (corpus_db);
      /* A damaged database is named as such, not blamed on the first ruleset whose
       * clauses cannot be found in it (bx_corpus_check(): PRAGMA integrity_check). */
      if (!bx_corpus_check (corpus_db, &damaged) && damaged->code == BX_ERROR_DATABASE)
        self->corpus_error = g_steal_pointer (&damaged);
    }
  else
    self->corpus_path = bx_library_find_corpus (texts_dir, &self->corpus_rebuilt,
                                                &self->corpus_error);
  if (self->corpus_path != NULL && self->corpus_error == NULL)
    self->corpus = bx_corpus_open (self->corpus_path, &self->corpus_error);
  /* A cache of ours (not a database given by path or by $BOXI_CORPUS_DB, nor the
   * installed one) is rebuilt when a search finds it damaged. */
  if (self->corpus != NULL && corpus_db == NULL
      && g_str_has_prefix (self->corpus_path, g_get_user_cache_dir ()))
    bx_corpus_set_rebuild_func (self->corpus, rebuild_cache,
                                g_strdup (texts_dir != NULL ? texts_dir : ""), g_free);

  self->rulesets_dir = rulesets_dir != NULL ? g_strdup (rulesets_dir)
                                            : bx_rulesets_default_dir ();
  /* One read transaction for the clause checks of every ruleset: each query outside one
   * would take and drop SQLite's shared lock and re-read the file's header (a third of
   * the load's CPU time went to that). */
  db = self->corpus != NULL ? bx_corpus_get_db (self->corpus) : NULL;
  if (db != NULL && sqlite3_exec (db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK)
    db = NULL;
  /* A ruleset file that does not load takes only itself (and those extending it) away:
   * its error is kept for the app to tell, and the CLI fails on it (bx_library_check()). */
  self->rulesets = bx_ruleset_library_new_from_dir_partial (self->rulesets_dir,
                                                    self->corpus != NULL
                                                    ? bx_corpus_check_func : NULL,
                                                    self->corpus, &self->rulesets_error);
  if (db != NULL)
    sqlite3_exec (db, "COMMIT", NULL, NULL, NULL);
  self->encyclopedia_dir = bx_encyclopedia_dir_for_rulesets (self->rulesets_dir);
  return self;
}

/**
 * bx_library_get_default:
 *
 * The process's library: built with bx_library_new (NULL, NULL, NULL) on the first call
 * (BxApplication calls it at startup; the CLI when a command needs the rulesets) and kept
 * until the process exits.  Later calls return the same object and load nothing.
 *
 * Returns: (transfer none): the library; it, its corpus and its rulesets stay valid for
 *   the rest of the process, so widgets may keep borrowed pointers to them.
 */
BxLibrary *
bx_library_get_default (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      default_library = bx_library_new (NULL, NULL, NULL);
      g_once_init_leave (&done, 1);
    }
  return default_library;
}

/**
 * bx_library_check:
 * @self: a library
 * @error: the corpus's error, else the rulesets' (as "FILE:LINE: reason")
 *
 * For callers that cannot go on without both (the CLI).
 *
 * Returns: %TRUE when the corpus is open and every ruleset loaded and checked.
 */
gboolean
bx_library_check (BxLibrary  *self,
                  GError    **error)
{
  g_return_val_if_fail (BX_IS_LIBRARY (self), FALSE);

  if (self->corpus == NULL)
    {
      if (self->corpus_error != NULL)
        g_propagate_error (error, g_error_copy (self->corpus_error));
      else
        g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "no corpus database");
      return FALSE;
    }
  if (self->rulesets == NULL || self->rulesets_error != NULL)
    {
      g_propagate_error (error, g_error_copy (self->rulesets_error));
      return FALSE;
    }
  return TRUE;
}

/** bx_library_get_corpus: Returns: (transfer none) (nullable): the corpus, or NULL. */
BxCorpus *
bx_library_get_corpus (BxLibrary *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY (self), NULL);
  return self->corpus;
}

/** bx_library_get_corpus_path: Returns: (nullable): the database's path, or NULL. */
const char *
bx_library_get_corpus_path (BxLibrary *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY (self), NULL);
  return self->corpus_path;
}

/** bx_library_get_corpus_rebuilt: Returns: %TRUE when the corpus was rebuilt from the
 * texts into the user cache as the library was built (the app tells the user). */
gboolean
bx_library_get_corpus_rebuilt (BxLibrary *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY (self), FALSE);
  return self->corpus_rebuilt;
}

/** bx_library_get_corpus_error: Returns: (nullable): why the corpus is not open. */
const GError *
bx_library_get_corpus_error (BxLibrary *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY (self), NULL);
  return self->corpus_error;
}

/**
 * bx_library_get_clause_index:
 * @self: a library
 *
 * The clause ids, texts and translations of the corpus in memory, read on the first call
 * (two queries).  Main thread only.
 *
 * Returns: (transfer none) (nullable): the index, or NULL without a corpus.
 */
BxClauseIndex *
bx_library_get_clause_index (BxLibrary *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY (self), NULL);

  if (!self->index_tried && self->corpus != NULL)
    {
      g_autoptr(GError) error = NULL;

      self->index_tried = TRUE;
      self->clause_index = bx_clause_index_new_from_corpus (self->corpus, &error);
      if (self->clause_index == NULL)
        g_debug ("No clause index: %s", error->message);
    }
  return self->clause_index;
}

/** bx_library_get_rulesets: Returns: (transfer none) (nullable): the rulesets that loaded,
 * or NULL when their folder could not be read (see bx_library_get_rulesets_error()). */
BxRulesetLibrary *
bx_library_get_rulesets (BxLibrary *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY (self), NULL);
  return self->rulesets;
}

/** bx_library_get_rulesets_dir: Returns: the folder the rulesets were read from. */
const char *
bx_library_get_rulesets_dir (BxLibrary *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY (self), NULL);
  return self->rulesets_dir;
}

/** bx_library_get_rulesets_error: Returns: (nullable): why the rulesets did not load, or
 * why the first of them that did not load did not (the others are there: see
 * bx_ruleset_library_new_from_dir_partial()). */
const GError *
bx_library_get_rulesets_error (BxLibrary *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY (self), NULL);
  return self->rulesets_error;
}

/**
 * bx_library_list_rulesets:
 * @self: a library
 *
 * Returns: (transfer none) (nullable) (element-type BxRuleset): every ruleset, sorted by
 *   id, or NULL when they could not be loaded.
 */
GPtrArray *
bx_library_list_rulesets (BxLibrary *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY (self), NULL);
  return self->rulesets != NULL ? bx_ruleset_library_list (self->rulesets) : NULL;
}

/**
 * bx_library_list_family:
 * @self: a library
 * @family: "shuanglu"
 *
 * Returns: (transfer container) (element-type BxRuleset): the rulesets of @family, sorted
 *   by id; empty when there is none.
 */
GPtrArray *
bx_library_list_family (BxLibrary  *self,
                        const char *family)
{
  GPtrArray *all = bx_library_list_rulesets (self);
  GPtrArray *out = g_ptr_array_new ();

  g_return_val_if_fail (family != NULL, out);
  for (guint i = 0; all != NULL && i < all->len; i++)
    if (g_strcmp0 (bx_ruleset_get_family (g_ptr_array_index (all, i)), family) == 0)
      g_ptr_array_add (out, g_ptr_array_index (all, i));
  return out;
}

/**
 * bx_library_get_ruleset:
 * @self: a library
 * @ruleset_id: "shuanglu/ping"
 *
 * Returns: (transfer none) (nullable): the ruleset, or NULL.
 */
BxRuleset *
bx_library_get_ruleset (BxLibrary  *self,
                        const char *ruleset_id)
{
  g_return_val_if_fail (BX_IS_LIBRARY (self), NULL);
  return self->rulesets != NULL ? bx_ruleset_library_get (self->rulesets, ruleset_id) : NULL;
}

/**
 * bx_library_get_encyclopedia:
 * @self: a library
 *
 * The family articles of bx_library_get_encyclopedia_dir(), loaded on the first call and
 * checked against the corpus (every cite a clause, every source a work, every glossary id
 * an item).  Main thread only.
 *
 * Returns: (transfer none) (nullable): the encyclopedia, valid as long as @self; NULL when
 *   it could not be loaded (the "FILE:LINE: reason" is logged with g_debug() and kept,
 *   see bx_library_get_encyclopedia_error()).
 */
BxEncyclopedia *
bx_library_get_encyclopedia (BxLibrary *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY (self), NULL);

  if (!self->encyclopedia_tried)
    {
      self->encyclopedia_tried = TRUE;
      self->encyclopedia = bx_encyclopedia_new_from_dir (self->encyclopedia_dir, self->corpus,
                                                         &self->encyclopedia_error);
      if (self->encyclopedia == NULL)
        g_debug ("No encyclopedia: %s", self->encyclopedia_error->message);
    }
  return self->encyclopedia;
}

/** bx_library_get_encyclopedia_error: Returns: (nullable): why the encyclopedia did not
 * load (after bx_library_get_encyclopedia() returned NULL), or NULL. */
const GError *
bx_library_get_encyclopedia_error (BxLibrary *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY (self), NULL);
  return self->encyclopedia_error;
}

/** bx_library_get_encyclopedia_dir: Returns: the folder of the articles, the sibling
 * "encyclopedia" of the rulesets' folder. */
const char *
bx_library_get_encyclopedia_dir (BxLibrary *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY (self), NULL);
  return self->encyclopedia_dir;
}

/**
 * bx_library_get_load_stats:
 * @stats: (out caller-allocates): what this process has loaded so far
 *
 * The same as bx_load_stats_get(): ruleset files parsed, schemas compiled, imports,
 * corpus opens, clause reads, libraries built (see #BxLoadCounter).
 */
void
bx_library_get_load_stats (BxLoadStats *stats)
{
  bx_load_stats_get (stats);
}

/* ---------------------------------------------------------------- tutorials */

static void
load_tutorials (BxLibrary *self)
{
  g_autofree char *dir = NULL;

  self->tutorials_tried = TRUE;
  if (self->rulesets == NULL)
    {
      g_set_error (&self->tutorials_error, BX_ERROR, BX_ERROR_NOT_FOUND,
                   "no rulesets, so no tutorials");
      return;
    }
  dir = bx_tutorials_default_dir (self->rulesets_dir);
  self->tutorials = bx_tutorial_load_dir (dir, self->rulesets,
                                          self->corpus != NULL ? bx_corpus_check_func : NULL,
                                          self->corpus, &self->tutorials_error);
}

/**
 * bx_library_get_tutorial:
 * @self: a library
 * @family: "shuanglu"
 *
 * The tutorial of @family (data/tutorials/FAMILY.xml, docs/tutorials.md).  The folder
 * `tutorials` beside the rulesets' folder is read on the first call (main thread; the
 * families' engines must be registered), every file checked against the rulesets and the
 * corpus; a file that fails is left out (bx_library_get_tutorials_error()).
 *
 * Returns: (transfer none) (nullable): the tutorial, or NULL when there is none.
 */
const BxTutorial *
bx_library_get_tutorial (BxLibrary  *self,
                         const char *family)
{
  g_return_val_if_fail (BX_IS_LIBRARY (self), NULL);

  if (!self->tutorials_tried)
    load_tutorials (self);
  for (guint i = 0; self->tutorials != NULL && i < self->tutorials->len; i++)
    {
      const BxTutorial *t = g_ptr_array_index (self->tutorials, i);
      if (g_strcmp0 (t->family, family) == 0)
        return t;
    }
  return NULL;
}

/** bx_library_get_tutorials_error: Returns: (nullable): why a tutorial did not load
 * ("FILE:LINE: reason", the first one), after bx_library_get_tutorial(). */
const GError *
bx_library_get_tutorials_error (BxLibrary *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY (self), NULL);

  if (!self->tutorials_tried)
    load_tutorials (self);
  return self->tutorials_error;
}
