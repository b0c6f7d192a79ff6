/* bx-ruleset-library.c: every ruleset of a directory, loaded once (one compile of the
 * schema for all files), with the reverse index clause → rules; and where the data is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-cleanup.h"
#include "bx-error.h"
#include "bx-ruleset-private.h"
#include "bx-xml.h"

struct _BxRulesetLibrary
{
  GPtrArray  *rulesets;  /* BxRuleset*, sorted by id */
  GHashTable *by_id;     /* id → BxRuleset* (borrowed) */
  GHashTable *cited_by;    /* clause id → GArray of BxCitedBy (the rule cites it) */
  GHashTable *context_of;  /* clause id → GArray of BxCitedBy (the rule names it as context) */
};

static char *
get_attr (xmlNode    *node,
          const char *name)
{
  g_autoptr(BxXmlString) v = xmlGetProp (node, (const xmlChar *) name);
  return v != NULL ? g_strdup ((const char *) v) : NULL;
}

static void
cited_by_array_free (gpointer data)
{
  g_array_unref (data);
}

typedef struct
{
  char   *path;
  char   *id;
  char   *extends;
  xmlDoc *doc;
  int     line;
  int     state;   /* 0 new, 1 loading, 2 done */
} PendingFile;

static void
pending_free (gpointer data)
{
  PendingFile *p = data;
  g_free (p->path);
  g_free (p->id);
  g_free (p->extends);
  if (p->doc != NULL)
    xmlFreeDoc (p->doc);
  g_free (p);
}

static gboolean
library_load_one (BxRulesetLibrary  *lib,
                  GHashTable        *pending,
                  PendingFile       *p,
                  BxClauseCheckFunc  check,
                  gpointer           check_data,
                  GError           **error)
{
  BxRuleset *parent = NULL;
  BxRuleset *rs;

  if (p->state == 2)
    return TRUE;
  if (p->state == 3)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%d: ruleset '%s' did not load",
                   p->path, p->line, p->id);
      return FALSE;
    }
  if (p->state == 1)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%d: '%s' extends itself in a cycle",
                   p->path, p->line, p->id);
      return FALSE;
    }
  p->state = 1;
  if (p->extends != NULL)
    {
      PendingFile *q = g_hash_table_lookup (pending, p->extends);
      if (q == NULL)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND,
                       "%s:%d: extends unknown ruleset '%s'", p->path, p->line, p->extends);
          return FALSE;
        }
      if (!library_load_one (lib, pending, q, check, check_data, error))
        {
          p->state = 3;
          return FALSE;
        }
      parent = g_hash_table_lookup (lib->by_id, p->extends);
    }
  rs = _bx_ruleset_build (p->doc, p->path, parent, check, check_data, error);
  if (rs == NULL)
    {
      p->state = 3;   /* failed: the rulesets that extend it fail too */
      return FALSE;
    }
  g_ptr_array_add (lib->rulesets, rs);
  g_hash_table_insert (lib->by_id, rs->id, rs);
  p->state = 2;
  return TRUE;
}

static int
cmp_ruleset (gconstpointer a,
             gconstpointer b)
{
  BxRuleset *x = *(BxRuleset **) a;
  BxRuleset *y = *(BxRuleset **) b;
  return strcmp (x->id, y->id);
}

static void
index_add (GHashTable *table,
           char       *clause_id,
           BxRuleset  *rs,
           BxRule     *r)
{
  GArray *list = g_hash_table_lookup (table, clause_id);
  BxCitedBy cb = { rs->id, r->id, r->status, r->statement_en, r->example, r->example_throw };

  if (list == NULL)
    {
      list = g_array_new (FALSE, TRUE, sizeof (BxCitedBy));
      g_hash_table_insert (table, clause_id, list);
    }
  g_array_append_val (list, cb);
}

static void
library_index (BxRulesetLibrary *lib)
{
  for (guint i = 0; i < lib->rulesets->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (lib->rulesets, i);
      for (guint j = 0; j < rs->rules->len; j++)
        {
          BxRule *r = g_ptr_array_index (rs->rules, j);
          if (g_strcmp0 (r->ruleset_id, rs->id) != 0)
            continue;
          for (guint k = 0; r->cites[k] != NULL; k++)
            index_add (lib->cited_by, r->cites[k], rs, r);
          for (guint k = 0; r->context[k] != NULL; k++)
            index_add (lib->context_of, r->context[k], rs, r);
        }
    }
}

/* Keeps the first error of a file in @first (when @keep_going) or stops at it. */
static gboolean
file_failed (gboolean   keep_going,
             GError   **first,
             GError    *err)
{
  if (!keep_going)
    {
      g_propagate_error (first, err);
      return FALSE;
    }
  if (first != NULL && *first == NULL)
    g_propagate_error (first, err);
  else
    g_error_free (err);
  return TRUE;
}

static BxRulesetLibrary *
library_new (const char         *rulesets_dir,
             BxClauseCheckFunc   check,
             gpointer            check_data,
             gboolean            keep_going,
             GError            **error)
{
  g_autoptr(BxRulesetLibrary) lib = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GHashTable) pending = NULL;
  g_autoptr(GPtrArray) order = NULL;
  g_autofree char *schema_path = NULL;
  g_autoptr(xmlRelaxNG) schema = NULL;
  const char *name;

  g_return_val_if_fail (rulesets_dir != NULL, NULL);
  dir = g_dir_open (rulesets_dir, 0, NULL);
  if (dir == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no such directory",
                   rulesets_dir);
      return NULL;
    }
  /* Our own schema, not one beside the files it validates. */
  schema_path = bx_xml_own_schema (BX_RULESET_SCHEMA_NAME);
  lib = g_new0 (BxRulesetLibrary, 1);
  lib->rulesets = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_ruleset_unref);
  lib->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  lib->cited_by = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, cited_by_array_free);
  lib->context_of = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, cited_by_array_free);
  pending = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, pending_free);
  order = g_ptr_array_new_with_free_func (g_free);

  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (order, g_build_filename (rulesets_dir, name, NULL));
  g_ptr_array_sort (order, (GCompareFunc) g_strcmp0);

  if (order->len > 0)
    {
      /* One compile of the schema for every file. */
      schema = _bx_ruleset_load_schema (schema_path, error);
      if (schema == NULL)
        return NULL;
    }
  for (guint i = 0; i < order->len; i++)
    {
      PendingFile *p = g_new0 (PendingFile, 1);
      GError *err = NULL;
      xmlNode *root;

      p->path = g_strdup (order->pdata[i]);
      p->doc = _bx_ruleset_parse_file (p->path, &err);
      if (p->doc == NULL || !_bx_ruleset_validate (schema, p->doc, p->path, &err))
        {
          pending_free (p);
          if (!file_failed (keep_going, error, err))
            return NULL;
          continue;
        }
      root = xmlDocGetRootElement (p->doc);
      p->id = get_attr (root, "id");
      p->extends = get_attr (root, "extends");
      p->line = xmlGetLineNo (root);
      if (g_hash_table_contains (pending, p->id))
        {
          g_set_error (&err, BX_ERROR, BX_ERROR_INVALID, "%s:%d: ruleset id '%s' is used twice",
                       p->path, p->line, p->id);
          pending_free (p);
          if (!file_failed (keep_going, error, err))
            return NULL;
          continue;
        }
      g_hash_table_insert (pending, p->id, p);
    }

  for (guint i = 0; i < order->len; i++)
    {
      GHashTableIter it;
      gpointer v;
      g_hash_table_iter_init (&it, pending);
      while (g_hash_table_iter_next (&it, NULL, &v))
        if (g_strcmp0 (((PendingFile *) v)->path, order->pdata[i]) == 0)
          {
            GError *err = NULL;

            if (!library_load_one (lib, pending, v, check, check_data, &err)
                && !file_failed (keep_going, error, err))
              return NULL;
          }
    }
  g_ptr_array_sort (lib->rulesets, cmp_ruleset);
  library_index (lib);
  return g_steal_pointer (&lib);
}

/**
 * bx_ruleset_library_new_from_dir:
 * @rulesets_dir: a directory of ruleset files (validated against our own boxi-ruleset.rng,
 *   bx_xml_own_schema())
 * @check: (nullable): the clause check (see bx_ruleset_new_from_file())
 * @check_data: its closure
 * @error: the first file that fails, as "FILE:LINE: reason"
 *
 * Loads every *.xml of @rulesets_dir, parents before the rulesets that extend them, and
 * builds the reverse index clause → rules.
 *
 * Returns: (transfer full): the library, or NULL with @error set.
 */
BxRulesetLibrary *
bx_ruleset_library_new_from_dir (const char         *rulesets_dir,
                                 BxClauseCheckFunc   check,
                                 gpointer            check_data,
                                 GError            **error)
{
  return library_new (rulesets_dir, check, check_data, FALSE, error);
}

/**
 * bx_ruleset_library_new_from_dir_partial:
 * @rulesets_dir: a directory of ruleset files, as for bx_ruleset_library_new_from_dir()
 * @check: (nullable): the clause check
 * @check_data: its closure
 * @error: (out) (optional): set to the first file that did not load, as "FILE:LINE:
 *   reason", when one did not (the library is returned all the same)
 *
 * bx_ruleset_library_new_from_dir() that goes on past a file that does not load (malformed,
 * invalid, an id used twice, a cited clause not in the corpus, or extending one of those):
 * the library holds every other ruleset, so that one bad file does not take the others
 * from the app.
 *
 * Returns: (transfer full) (nullable): the library; NULL (with @error set) only when the
 *   folder or the schema cannot be read.
 */
BxRulesetLibrary *
bx_ruleset_library_new_from_dir_partial (const char         *rulesets_dir,
                                         BxClauseCheckFunc   check,
                                         gpointer            check_data,
                                         GError            **error)
{
  return library_new (rulesets_dir, check, check_data, TRUE, error);
}

/** bx_ruleset_library_free: @library: (nullable): frees the library and its rulesets. */
void
bx_ruleset_library_free (BxRulesetLibrary *library)
{
  if (library == NULL)
    return;
  g_hash_table_unref (library->cited_by);
  g_hash_table_unref (library->context_of);
  g_hash_table_unref (library->by_id);
  g_ptr_array_unref (library->rulesets);
  g_free (library);
}

/**
 * bx_ruleset_library_list:
 * @library: the library
 *
 * Returns: (transfer none) (element-type BxRuleset): the rulesets, sorted by id.
 */
GPtrArray *
bx_ruleset_library_list (BxRulesetLibrary *library)
{
  return library->rulesets;
}

/**
 * bx_ruleset_library_get:
 * @library: the library
 * @ruleset_id: "shuanglu/ping"
 *
 * Returns: (transfer none) (nullable): the ruleset, or NULL.
 */
BxRuleset *
bx_ruleset_library_get (BxRulesetLibrary *library,
                        const char       *ruleset_id)
{
  return g_hash_table_lookup (library->by_id, ruleset_id);
}

/**
 * bx_ruleset_library_cited_by:
 * @library: the library
 * @clause_id: "pushuang.changju.15"
 *
 * The reverse index, for `boxi-cli clause ID` and the reader: every rule that cites the
 * clause (listed under the ruleset that defines it, not again under those that inherit
 * it), with its "show me" example when it has one.
 *
 * Returns: (transfer none) (nullable) (element-type BxCitedBy): the entries, or NULL
 *   when no rule cites the clause.
 */
GArray *
bx_ruleset_library_cited_by (BxRulesetLibrary *library,
                             const char       *clause_id)
{
  return g_hash_table_lookup (library->cited_by, clause_id);
}

/**
 * bx_ruleset_library_context_of:
 * @library: a library
 * @clause_id: a clause id
 *
 * The other reverse index: every rule that names the clause as its `<context>`: the clause
 * is what the rule fills a gap about, and does not support it (docs/rulesets.md, "Cite and
 * context").  Kept apart from bx_ruleset_library_cited_by().
 *
 * Returns: (transfer none) (nullable) (element-type BxCitedBy): the entries, or NULL
 *   when no rule names the clause as context.
 */
GArray *
bx_ruleset_library_context_of (BxRulesetLibrary *library,
                               const char       *clause_id)
{
  g_return_val_if_fail (library != NULL && clause_id != NULL, NULL);
  return g_hash_table_lookup (library->context_of, clause_id);
}

/* Where the data is.  Installed builds read PKGDATADIR; the source tree is read only when
 * $BOXI_SOURCE_ROOT says so (set by `meson devenv` and by the tests, never compiled in). */
static char *
data_dir (const char *env_name,
          const char *source_sub,
          const char *installed_sub)
{
  const char *env = g_getenv (env_name);
  const char *root = bx_source_root ();

  if (env != NULL && *env != '\0')
    return g_strdup (env);
  if (root != NULL)
    return g_build_filename (root, source_sub, NULL);
  return g_build_filename (bx_data_default_dir (), installed_sub, NULL);
}

/**
 * bx_data_default_dir:
 *
 * Returns: (transfer none): $BOXI_DATA_DIR (a folder laid out as the installed one:
 *   rulesets/, texts/, corpus.sqlite), else PKGDATADIR.
 */
const char *
bx_data_default_dir (void)
{
  const char *env = g_getenv ("BOXI_DATA_DIR");

  return env != NULL && *env != '\0' ? env : PKGDATADIR;
}

/**
 * bx_source_root:
 *
 * Returns: (transfer none) (nullable): $BOXI_SOURCE_ROOT, the checkout to read the data
 *   from under `meson devenv` and in the tests; NULL for an installed run.
 */
const char *
bx_source_root (void)
{
  const char *root = g_getenv ("BOXI_SOURCE_ROOT");

  return root != NULL && *root != '\0' ? root : NULL;
}

/**
 * bx_rulesets_default_dir:
 *
 * Returns: (transfer full): $BOXI_RULESETS_DIR, else $BOXI_SOURCE_ROOT/data/rulesets when
 *   that is set, else bx_data_default_dir()/rulesets.
 */
char *
bx_rulesets_default_dir (void)
{
  return data_dir ("BOXI_RULESETS_DIR", "data/rulesets", "rulesets");
}

/**
 * bx_texts_default_dir:
 *
 * Returns: (transfer full): $BOXI_TEXTS_DIR, else $BOXI_SOURCE_ROOT/texts when that is
 *   set, else bx_data_default_dir()/texts.
 */
char *
bx_texts_default_dir (void)
{
  return data_dir ("BOXI_TEXTS_DIR", "texts", "texts");
}
