/* bx-encyclopedia.c: the family articles, loaded and checked once (see bx-encyclopedia.h)
 *
 * Each file is read whole (at most BX_ENCYCLOPEDIA_MAX_FILE_SIZE bytes), refused when it
 * declares a DOCTYPE or an entity, parsed with no network and no entity expansion,
 * validated against boxi-encyclopedia.rng (one compile for all files), and every cite,
 * source and glossary id is checked against the corpus.  Every error is "FILE:LINE: reason".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/tree.h>

#include "bx-cleanup.h"
#include "bx-corpus.h"
#include "bx-encyclopedia.h"
#include "bx-error.h"
#include "bx-game.h"
#include "bx-library.h"
#include "bx-xml.h"

struct _BxEncyclopedia
{
  GPtrArray  *articles;   /* BxArticle*, in the order of bx_game_list_families(), then id */
  GHashTable *by_family;  /* family → BxArticle* (borrowed) */
};

static void
para_free (gpointer data)
{
  BxArticlePara *p = data;

  g_free (p->text_en);
  g_free (p->text_zh);
  g_strfreev (p->cites);
  g_free (p->date);
  g_free (p->date_zh);
  g_free (p);
}

static void
article_free (gpointer data)
{
  BxArticle *a = data;

  g_free (a->family);
  g_free (a->title_en);
  g_free (a->title_zh);
  g_clear_pointer (&a->summary, g_ptr_array_unref);
  g_clear_pointer (&a->history, g_ptr_array_unref);
  g_clear_pointer (&a->equipment, g_ptr_array_unref);
  g_strfreev (a->sources);
  g_strfreev (a->glossary);
  g_free (a->file);
  g_free (a);
}

static gboolean
is_elem (xmlNode    *node,
         const char *name)
{
  return node->type == XML_ELEMENT_NODE && strcmp ((const char *) node->name, name) == 0;
}

static char *
get_attr (xmlNode    *node,
          const char *name)
{
  g_autoptr(BxXmlString) v = xmlGetProp (node, (const xmlChar *) name);
  return v != NULL ? g_strdup ((const char *) v) : NULL;
}

static char *
get_lang (xmlNode *node)
{
  g_autoptr(BxXmlString) v = xmlNodeGetLang (node);
  return v != NULL ? g_strdup ((const char *) v) : NULL;
}

/* The element's text with the white space of the file's line breaks collapsed; Chinese
 * text loses the spaces a line break left between two Han characters. */
typedef struct
{
  const char *path;
  BxCorpus   *corpus;
} LoadCtx;

static gboolean
check_cite (LoadCtx     *ctx,
            const char  *cite,
            int          line,
            GError     **error)
{
  if (ctx->corpus == NULL || bx_corpus_has_clause (ctx->corpus, cite))
    return TRUE;
  g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND,
               "%s:%d: cites '%s', which is not a clause of the corpus", ctx->path, line, cite);
  return FALSE;
}

static BxArticlePara *
parse_para (LoadCtx  *ctx,
            xmlNode  *node,
            GError  **error)
{
  BxArticlePara *p = g_new0 (BxArticlePara, 1);
  g_autoptr(GPtrArray) cites = g_ptr_array_new_with_free_func (g_free);

  p->line = xmlGetLineNo (node);
  p->date = get_attr (node, "date");
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      if (is_elem (c, "text"))
        {
          g_autofree char *lang = get_lang (c);
          char **slot = g_strcmp0 (lang, "zh") == 0 ? &p->text_zh : &p->text_en;

          g_free (*slot);
          *slot = bx_xml_node_text (c);
        }
      else if (is_elem (c, "date"))
        {
          g_free (p->date_zh);
          p->date_zh = bx_xml_node_text (c);
        }
      else if (is_elem (c, "cite"))
        {
          char *cite = bx_xml_node_text (c);

          g_ptr_array_add (cites, cite);
          if (!check_cite (ctx, cite, xmlGetLineNo (c), error))
            {
              para_free (p);
              return NULL;
            }
        }
    }
  g_ptr_array_add (cites, NULL);
  p->cites = (char **) g_ptr_array_steal (cites, NULL);
  if (p->text_en == NULL || *p->text_en == '\0' || p->text_zh == NULL || *p->text_zh == '\0')
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: a paragraph needs its text in both en and zh", ctx->path, p->line);
      para_free (p);
      return NULL;
    }
  /* A history entry's date in both languages: the schema asks for both, this checks that
   * neither is blank. */
  if ((p->date != NULL || p->date_zh != NULL)
      && (p->date == NULL || *p->date == '\0' || p->date_zh == NULL || *p->date_zh == '\0'))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: a dated paragraph needs its date in both en and zh", ctx->path,
                   p->line);
      para_free (p);
      return NULL;
    }
  return p;
}

static GPtrArray *
parse_paras (LoadCtx  *ctx,
             xmlNode  *section,
             GError  **error)
{
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func (para_free);

  for (xmlNode *c = section->children; c != NULL; c = c->next)
    if (is_elem (c, "para"))
      {
        BxArticlePara *p = parse_para (ctx, c, error);

        if (p == NULL)
          return NULL;
        g_ptr_array_add (out, p);
      }
  return g_steal_pointer (&out);
}

/* The refs of the children of @section; @kind is "source" or "glossary". */
static char **
parse_refs (LoadCtx     *ctx,
            xmlNode     *section,
            const char  *kind,
            GError     **error)
{
  g_autoptr(GPtrArray) refs = g_ptr_array_new_with_free_func (g_free);

  for (xmlNode *c = section->children; c != NULL; c = c->next)
    {
      g_autofree char *ref = NULL;
      gboolean ok = TRUE;

      if (c->type != XML_ELEMENT_NODE)
        continue;
      ref = get_attr (c, "ref");
      if (ref == NULL)
        continue;
      if (ctx->corpus != NULL && strcmp (kind, "source") == 0)
        {
          g_autoptr(BxWork) work = bx_corpus_get_work (ctx->corpus, ref, NULL);
          ok = work != NULL;
        }
      else if (ctx->corpus != NULL)
        {
          g_autoptr(BxGlossaryItem) item = bx_corpus_get_glossary_item (ctx->corpus, ref, NULL);
          ok = item != NULL;
        }
      if (!ok)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s:%d: unknown %s '%s'",
                       ctx->path, (int) xmlGetLineNo (c),
                       strcmp (kind, "source") == 0 ? "work" : "glossary item", ref);
          return NULL;
        }
      g_ptr_array_add (refs, g_steal_pointer (&ref));
    }
  g_ptr_array_add (refs, NULL);
  return (char **) g_ptr_array_steal (refs, NULL);
}

/* A missing section is named before the schema's less direct message. */
static gboolean
check_sections (xmlDoc      *doc,
                const char  *path,
                GError     **error)
{
  static const char *const sections[] = {
    "title", "summary", "history", "equipment", "sources", "glossary",
  };
  xmlNode *root = xmlDocGetRootElement (doc);

  if (root == NULL || !is_elem (root, "article"))
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      gboolean found = FALSE;

      for (xmlNode *c = root->children; c != NULL && !found; c = c->next)
        found = is_elem (c, sections[i]);
      if (!found)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%d: the article has no <%s>",
                       path, (int) xmlGetLineNo (root), sections[i]);
          return FALSE;
        }
    }
  return TRUE;
}

static BxArticle *
build_article (xmlDoc      *doc,
               const char  *path,
               BxCorpus    *corpus,
               GError     **error)
{
  LoadCtx ctx = { path, corpus };
  xmlNode *root = xmlDocGetRootElement (doc);
  BxArticle *a = g_new0 (BxArticle, 1);
  g_autofree char *expected = NULL;
  g_autofree char *base = g_path_get_basename (path);

  a->file = g_strdup (path);
  a->line = xmlGetLineNo (root);
  a->family = get_attr (root, "family");
  expected = g_strconcat (a->family, ".xml", NULL);
  if (strcmp (base, expected) != 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: the article of family '%s' must be in %s", path, a->line,
                   a->family, expected);
      article_free (a);
      return NULL;
    }
  for (xmlNode *c = root->children; c != NULL; c = c->next)
    {
      GPtrArray **paras = NULL;

      if (is_elem (c, "title"))
        {
          g_autofree char *lang = get_lang (c);
          char **slot = g_strcmp0 (lang, "zh") == 0 ? &a->title_zh : &a->title_en;

          g_free (*slot);
          *slot = bx_xml_node_text (c);
          continue;
        }
      if (is_elem (c, "summary"))
        paras = &a->summary;
      else if (is_elem (c, "history"))
        paras = &a->history;
      else if (is_elem (c, "equipment"))
        paras = &a->equipment;
      if (paras != NULL)
        {
          *paras = parse_paras (&ctx, c, error);
          if (*paras == NULL)
            {
              article_free (a);
              return NULL;
            }
        }
      else if (is_elem (c, "sources") || is_elem (c, "glossary"))
        {
          gboolean src = is_elem (c, "sources");
          char **refs = parse_refs (&ctx, c, src ? "source" : "glossary", error);

          if (refs == NULL)
            {
              article_free (a);
              return NULL;
            }
          if (src)
            a->sources = refs;
          else
            a->glossary = refs;
        }
    }
  return a;
}

static int
family_rank (const char *family)
{
  g_autoptr(GPtrArray) families = bx_game_list_families ();

  for (guint i = 0; i < families->len; i++)
    {
      const BxGameVTable *vt = g_ptr_array_index (families, i);
      if (g_strcmp0 (vt->family, family) == 0)
        return (int) i;
    }
  return G_MAXINT;
}

static int
cmp_article (gconstpointer pa,
             gconstpointer pb)
{
  const BxArticle *a = *(BxArticle **) pa;
  const BxArticle *b = *(BxArticle **) pb;
  int ra = family_rank (a->family);
  int rb = family_rank (b->family);

  if (ra != rb)
    return ra < rb ? -1 : 1;
  return strcmp (a->family, b->family);
}

/**
 * bx_encyclopedia_new_from_files:
 * @schema_path: boxi-encyclopedia.rng
 * @paths: (array zero-terminated=1): article files, each named FAMILY.xml
 * @corpus: (nullable): the corpus to check cites (clauses), sources (works) and glossary
 *   ids against; %NULL: unchecked
 * @error: "FILE:LINE: reason": %BX_ERROR_NOT_FOUND for a missing file, schema, clause,
 *   work or glossary item; %BX_ERROR_PARSE for malformed XML; %BX_ERROR_INVALID for a
 *   file over the size cap, a DOCTYPE or entity declaration, a missing section, a schema
 *   violation (a history entry without date or cite), a paragraph lacking en or zh, a file
 *   not named after its family or a family with two articles
 *
 * Loads every article (one compile of the schema).
 *
 * Returns: (transfer full): the encyclopedia, or NULL with @error set.
 */
BxEncyclopedia *
bx_encyclopedia_new_from_files (const char        *schema_path,
                                const char *const *paths,
                                BxCorpus          *corpus,
                                GError           **error)
{
  g_autoptr(xmlRelaxNG) schema = NULL;

  g_return_val_if_fail (schema_path != NULL && paths != NULL, NULL);

  schema = bx_xml_load_schema (schema_path, error);
  if (schema == NULL)
    return NULL;
  return _bx_encyclopedia_new_with_schema (schema, paths, corpus, error);
}

BxEncyclopedia *
_bx_encyclopedia_new_with_schema (xmlRelaxNG         *schema,
                                  const char *const  *paths,
                                  BxCorpus           *corpus,
                                  GError            **error)
{
  g_autoptr(BxEncyclopedia) self = g_new0 (BxEncyclopedia, 1);

  g_return_val_if_fail (schema != NULL && paths != NULL, NULL);

  self->articles = g_ptr_array_new_with_free_func (article_free);
  self->by_family = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autoptr(xmlDoc) doc = bx_xml_read_file (paths[i], BX_ENCYCLOPEDIA_MAX_FILE_SIZE, error);
      BxArticle *a;

      if (doc == NULL || !check_sections (doc, paths[i], error)
          || !bx_xml_validate (schema, doc, paths[i], BX_ENCYCLOPEDIA_SCHEMA_NAME, error))
        return NULL;
      a = build_article (doc, paths[i], corpus, error);
      if (a == NULL)
        return NULL;
      if (g_hash_table_contains (self->by_family, a->family))
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%d: a second article of '%s'",
                       a->file, a->line, a->family);
          article_free (a);
          return NULL;
        }
      g_ptr_array_add (self->articles, a);
      g_hash_table_insert (self->by_family, a->family, a);
    }
  g_ptr_array_sort (self->articles, cmp_article);
  return g_steal_pointer (&self);
}

static int
cmp_path (gconstpointer a,
          gconstpointer b)
{
  return strcmp (*(const char **) a, *(const char **) b);
}

/**
 * bx_encyclopedia_new_from_dir:
 * @dir: the encyclopedia folder: boxi-encyclopedia.rng and one FAMILY.xml per family
 * @corpus: (nullable): as bx_encyclopedia_new_from_files()
 * @error: as bx_encyclopedia_new_from_files(); %BX_ERROR_NOT_FOUND when @dir is missing
 *
 * Returns: (transfer full): the encyclopedia, or NULL with @error set.
 */
BxEncyclopedia *
bx_encyclopedia_new_from_dir (const char  *dir,
                              BxCorpus    *corpus,
                              GError     **error)
{
  g_autoptr(GDir) d = NULL;
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *schema = NULL;
  g_autoptr(GError) local_error = NULL;
  const char *name;

  g_return_val_if_fail (dir != NULL, NULL);

  d = g_dir_open (dir, 0, &local_error);
  if (d == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s:1: %s", dir, local_error->message);
      return NULL;
    }
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".xml") && name[0] != '.')
      g_ptr_array_add (paths, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (paths, cmp_path);
  g_ptr_array_add (paths, NULL);
  schema = bx_xml_own_schema (BX_ENCYCLOPEDIA_SCHEMA_NAME);
  return bx_encyclopedia_new_from_files (schema, (const char *const *) paths->pdata, corpus,
                                         error);
}

/**
 * bx_encyclopedia_free:
 * @self: (nullable): an encyclopedia
 */
void
bx_encyclopedia_free (BxEncyclopedia *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->by_family, g_hash_table_unref);
  g_clear_pointer (&self->articles, g_ptr_array_unref);
  g_free (self);
}

/**
 * bx_encyclopedia_list_articles:
 * @self: an encyclopedia
 *
 * Returns: (transfer container) (element-type BxArticle): every article, in the order of
 *   bx_game_list_families() (articles of unregistered families last, by id).
 */
GPtrArray *
bx_encyclopedia_list_articles (BxEncyclopedia *self)
{
  GPtrArray *out = g_ptr_array_new ();

  g_return_val_if_fail (self != NULL, out);
  for (guint i = 0; i < self->articles->len; i++)
    g_ptr_array_add (out, g_ptr_array_index (self->articles, i));
  return out;
}

/**
 * bx_encyclopedia_get_article:
 * @self: an encyclopedia
 * @family: "liubo"
 *
 * Returns: (transfer none) (nullable): the family's article, or NULL.
 */
const BxArticle *
bx_encyclopedia_get_article (BxEncyclopedia *self,
                             const char     *family)
{
  g_return_val_if_fail (self != NULL && family != NULL, NULL);
  return g_hash_table_lookup (self->by_family, family);
}

/**
 * bx_encyclopedia_dir_for_rulesets:
 * @rulesets_dir: the rulesets' folder (data/rulesets, or $datadir/boxi/rulesets)
 *
 * Returns: (transfer full): its sibling folder "encyclopedia", where the articles are
 *   both in the source tree and installed.
 */
char *
bx_encyclopedia_dir_for_rulesets (const char *rulesets_dir)
{
  g_autofree char *canonical = g_canonicalize_filename (rulesets_dir, NULL);
  g_autofree char *parent = g_path_get_dirname (canonical);

  return g_build_filename (parent, "encyclopedia", NULL);
}

/**
 * bx_ruleset_status_counts:
 * @rs: a ruleset
 * @counts: (out caller-allocates) (array fixed-size=3): its rules (inherited ones
 *   included) that are attested, interpreted and conjectured, in that order
 */
void
bx_ruleset_status_counts (BxRuleset *rs,
                          guint      counts[3])
{
  counts[0] = counts[1] = counts[2] = 0;
  g_return_if_fail (rs != NULL);
  for (guint i = 0; i < bx_ruleset_get_n_rules (rs); i++)
    {
      const BxRule *r = bx_ruleset_get_rule (rs, i);

      if ((guint) r->status < 3)
        counts[r->status]++;
    }
}

/**
 * bx_family_reconstruction_free:
 * @rec: (nullable): a reconstruction entry
 */
void
bx_family_reconstruction_free (BxFamilyReconstruction *rec)
{
  if (rec == NULL)
    return;
  g_free (rec->bibl_id);
  g_free (rec->title);
  g_clear_pointer (&rec->ruleset_ids, g_ptr_array_unref);
  g_free (rec);
}

/**
 * bx_encyclopedia_family_reconstructions:
 * @lib: a library
 * @family: "sai"
 *
 * Derived, never hand-written: every `<reconstruction ref>` bibl that a rule of one of
 * @family's rulesets follows, in the order first met (rulesets by id, rules in order), its
 * title from texts/reconstructions.xml (through the corpus), and the rulesets that follow
 * it.
 *
 * Returns: (transfer full) (element-type BxFamilyReconstruction): the entries; empty when
 *   the family has no ruleset or none follows a reconstruction.
 */
GPtrArray *
bx_encyclopedia_family_reconstructions (BxLibrary  *lib,
                                        const char *family)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                   bx_family_reconstruction_free);
  g_autoptr(GPtrArray) rulesets = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  BxCorpus *corpus;

  g_return_val_if_fail (BX_IS_LIBRARY (lib) && family != NULL, out);
  corpus = bx_library_get_corpus (lib);
  rulesets = bx_library_list_family (lib, family);
  for (guint i = 0; i < rulesets->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (rulesets, i);
      const char *rs_id = bx_ruleset_get_id (rs);

      for (guint j = 0; j < bx_ruleset_get_n_rules (rs); j++)
        {
          const BxRule *r = bx_ruleset_get_rule (rs, j);
          BxFamilyReconstruction *rec;
          gboolean listed = FALSE;

          if (r->reconstruction == NULL)
            continue;
          rec = g_hash_table_lookup (seen, r->reconstruction);
          if (rec == NULL)
            {
              rec = g_new0 (BxFamilyReconstruction, 1);
              rec->bibl_id = g_strdup (r->reconstruction);
              rec->title = corpus != NULL
                           ? bx_corpus_get_reconstruction_title (corpus, rec->bibl_id) : NULL;
              if (rec->title == NULL)
                rec->title = g_strdup (rec->bibl_id);
              rec->ruleset_ids = g_ptr_array_new_with_free_func (g_free);
              g_ptr_array_add (out, rec);
              g_hash_table_insert (seen, rec->bibl_id, rec);
            }
          for (guint k = 0; k < rec->ruleset_ids->len && !listed; k++)
            listed = strcmp (g_ptr_array_index (rec->ruleset_ids, k), rs_id) == 0;
          if (!listed)
            g_ptr_array_add (rec->ruleset_ids, g_strdup (rs_id));
        }
    }
  return out;
}

/**
 * bx_encyclopedia_default_ruleset:
 * @lib: a library
 * @family: "liubo"
 *
 * The ruleset the encyclopedia shows a family's throws with: the family's first playable
 * ruleset (by id) that extends no other, else its first playable one, else its first.
 *
 * Returns: (transfer none) (nullable): the ruleset, or NULL when the family has none.
 */
BxRuleset *
bx_encyclopedia_default_ruleset (BxLibrary  *lib,
                                 const char *family)
{
  g_autoptr(GPtrArray) rulesets = NULL;
  BxRuleset *playable = NULL;

  g_return_val_if_fail (BX_IS_LIBRARY (lib) && family != NULL, NULL);
  rulesets = bx_library_list_family (lib, family);
  for (guint i = 0; i < rulesets->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (rulesets, i);

      if (!bx_ruleset_get_playable (rs))
        continue;
      if (bx_ruleset_get_extends (rs) == NULL)
        return rs;
      if (playable == NULL)
        playable = rs;
    }
  if (playable != NULL)
    return playable;
  return rulesets->len > 0 ? g_ptr_array_index (rulesets, 0) : NULL;
}
