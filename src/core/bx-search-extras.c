/* bx-search-extras.c: the rules and the family articles in the corpus's search index, so
 * that one search finds a clause, a rule statement or an article paragraph (declared in
 * bx-tei-private.h; called by the importer inside its transaction)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <libxml/parser.h>

#include "bx-cleanup.h"
#include "bx-encyclopedia.h"
#include "bx-error.h"
#include "bx-file.h"
#include "bx-tei-import.h"
#include "bx-tei-private.h"

static char *
lang_of (xmlNode *node)
{
  g_autoptr(BxXmlString) v = xmlNodeGetLang (node);
  return v != NULL ? g_strdup ((const char *) v) : NULL;
}

static char *
text_of (xmlNode *node)
{
  g_autoptr(BxXmlString) v = xmlNodeGetContent (node);
  g_auto(GStrv) parts = g_strsplit_set (v != NULL ? (const char *) v : "", " \t\r\n", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (parts[i][0] == '\0')
        continue;
      if (out->len > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, parts[i]);
    }
  return g_string_free (out, FALSE);
}

/* The statements of the rules a ruleset file defines itself (inherited rules are indexed
 * with the ruleset that defines them). */
static gboolean
index_ruleset_file (Importer    *imp,
                    const char  *path,
                    GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autofree char *ruleset_id = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  xmlNode *root;

  /* A regular file only, within the ruleset's limit (bx-file.c); the loader reports it. */
  if (!bx_file_read_regular (path, BX_FILE_MAX_RULESET, &contents, &length, NULL))
    {
      g_debug ("%s: not indexed (not a readable regular file)", path);
      return TRUE;
    }
  doc = xmlReadMemory (contents, (int) length, path, NULL,
                       XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  if (doc == NULL || doc->intSubset != NULL)
    {
      g_debug ("%s: not indexed (not well-formed, or it has a DOCTYPE)", path);
      return TRUE;
    }
  root = xmlDocGetRootElement (doc);
  if (root == NULL || !bx_tei_is_el (root, "ruleset"))
    return TRUE;
  ruleset_id = bx_tei_get_attr (root, "id");
  if (ruleset_id == NULL)
    return TRUE;
  for (xmlNode *r = root->children; r != NULL; r = r->next)
    {
      g_autofree char *rule_id = NULL;

      if (!bx_tei_is_el (r, "rule") || (rule_id = bx_tei_get_attr (r, "id")) == NULL)
        continue;
      for (xmlNode *c = r->children; c != NULL; c = c->next)
        {
          g_autofree char *lang = NULL;
          g_autofree char *text = NULL;

          if (!bx_tei_is_el (c, "statement"))
            continue;
          lang = lang_of (c);
          text = text_of (c);
          if (!bx_tei_add_search_doc (imp, g_strcmp0 (lang, "zh") == 0 ? "original"
                                                                       : "translation",
                                      text, NULL, NULL, "rule", ruleset_id, rule_id, error))
            return FALSE;
        }
    }
  return TRUE;
}

static gboolean
index_paras (Importer    *imp,
             const char  *family,
             GPtrArray   *paras,
             GError     **error)
{
  for (guint i = 0; paras != NULL && i < paras->len; i++)
    {
      const BxArticlePara *p = g_ptr_array_index (paras, i);

      if (!bx_tei_add_search_doc (imp, "original", p->text_zh, NULL, NULL, "article", family,
                                  NULL, error)
          || !bx_tei_add_search_doc (imp, "translation", p->text_en, NULL, NULL, "article",
                                     family, NULL, error))
        return FALSE;
    }
  return TRUE;
}

/**
 * bx_tei_index_extras:
 * @imp: the importer, its database open in its transaction
 * @error: a database error
 *
 * Adds the rule statements of every ruleset of @imp->rulesets_dir (kind "rule", target
 * the ruleset id, with the rule id) and the paragraphs of every article of
 * @imp->encyclopedia_dir (kind "article", target the family) to the search index: the
 * Chinese text in the "original" column, the English in the "translation" column, with no
 * work.  Files that cannot be read are left out (their loaders report them).
 *
 * Returns: %FALSE only on a database error.
 */
gboolean
bx_tei_index_extras (Importer  *imp,
                     GError   **error)
{
  g_autofree char *rulesets = imp->rulesets_dir != NULL
                              ? g_canonicalize_filename (imp->rulesets_dir, NULL) : NULL;
  g_autofree char *encyclopedia = imp->encyclopedia_dir != NULL
                                  ? g_canonicalize_filename (imp->encyclopedia_dir, NULL) : NULL;
  g_autoptr(sqlite3_stmt) meta = NULL;

  /* What was indexed, so that a cache built from other folders is seen as stale
   * (bx_corpus_ensure_full()). */
  if (sqlite3_prepare_v2 (imp->db, "INSERT INTO meta VALUES (?1, ?2)", -1, &meta, NULL)
      != SQLITE_OK)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "meta: %s", sqlite3_errmsg (imp->db));
      return FALSE;
    }
  for (guint i = 0; i < 2; i++)
    {
      sqlite3_reset (meta);
      sqlite3_bind_text (meta, 1, i == 0 ? BX_CORPUS_META_RULESETS : BX_CORPUS_META_ENCYCLOPEDIA,
                         -1, SQLITE_STATIC);
      sqlite3_bind_text (meta, 2, i == 0 ? (rulesets != NULL ? rulesets : "")
                                         : (encyclopedia != NULL ? encyclopedia : ""),
                         -1, SQLITE_TRANSIENT);
      if (sqlite3_step (meta) != SQLITE_DONE)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "meta: %s",
                       sqlite3_errmsg (imp->db));
          return FALSE;
        }
    }

  if (imp->rulesets_dir != NULL)
    {
      g_autoptr(GDir) dir = g_dir_open (imp->rulesets_dir, 0, NULL);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (name, ".xml") && name[0] != '.')
          g_ptr_array_add (names, g_build_filename (imp->rulesets_dir, name, NULL));
      for (guint i = 0; i < names->len; i++)
        if (!index_ruleset_file (imp, g_ptr_array_index (names, i), error))
          return FALSE;
    }
  if (imp->encyclopedia_dir != NULL)
    {
      g_autoptr(GError) local_error = NULL;
      g_autoptr(BxEncyclopedia) enc = bx_encyclopedia_new_from_dir (imp->encyclopedia_dir,
                                                                    NULL, &local_error);
      g_autoptr(GPtrArray) articles = NULL;

      if (enc == NULL)
        {
          g_debug ("Articles not indexed: %s", local_error->message);
          return TRUE;
        }
      articles = bx_encyclopedia_list_articles (enc);
      for (guint i = 0; i < articles->len; i++)
        {
          const BxArticle *a = g_ptr_array_index (articles, i);

          if (!index_paras (imp, a->family, a->summary, error)
              || !index_paras (imp, a->family, a->history, error)
              || !index_paras (imp, a->family, a->equipment, error))
            return FALSE;
        }
    }
  return TRUE;
}
