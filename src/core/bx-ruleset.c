/* bx-ruleset.c: loading and checking one ruleset (the library of all of them is in
 * bx-ruleset-library.c; cited clauses are checked by a #BxClauseCheckFunc, usually over the
 * corpus database: this file reads no TEI)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-ruleset.h"

#include <string.h>

#include "bx-cleanup.h"
#include "bx-error.h"
#include "bx-file.h"
#include "bx-load-stats.h"
#include "bx-ruleset-private.h"
#include "bx-xml.h"

#define RULESET_NS "https://boxi.github.io/ns/ruleset/1"

/* Every playable ruleset, after `extends` is resolved, has a rule of each of these. */
static const BxTopic required_topics[] = {
  BX_TOPIC_SETUP, BX_TOPIC_THROW, BX_TOPIC_MOVEMENT, BX_TOPIC_TURN_ORDER,
  BX_TOPIC_WINNING, BX_TOPIC_SCORING,
};

static const char *topic_names[BX_N_TOPICS] = {
  "setup", "throw", "entry", "movement", "stacking", "blocking", "capture", "re-entry",
  "bearing-off", "scoring", "winning", "turn-order", "special",
};

static const char *status_names[] = { "attested", "interpreted", "conjectured" };

typedef struct
{
  char *value;
  int   rule;   /* index of the rule that sets it */
} ParamEntry;

/* ---------------------------------------------------------------- strings */

/**
 * bx_topic_to_string:
 * @topic: a topic
 *
 * Returns: its name as in the ruleset files ("re-entry").
 */
const char *
bx_topic_to_string (BxTopic topic)
{
  g_return_val_if_fail (topic < BX_N_TOPICS, NULL);
  return topic_names[topic];
}

/**
 * bx_topic_from_string:
 * @text: a topic name
 * @out: (out): the topic
 *
 * Returns: %FALSE when @text is not one of the fixed topic names.
 */
gboolean
bx_topic_from_string (const char *text,
                      BxTopic    *out)
{
  for (guint i = 0; i < BX_N_TOPICS; i++)
    if (g_strcmp0 (text, topic_names[i]) == 0)
      {
        *out = (BxTopic) i;
        return TRUE;
      }
  return FALSE;
}

/**
 * bx_rule_status_to_string:
 * @status: a status
 *
 * Returns: "attested", "interpreted" or "conjectured".
 */
const char *
bx_rule_status_to_string (BxRuleStatus status)
{
  g_return_val_if_fail (status <= BX_STATUS_CONJECTURED, NULL);
  return status_names[status];
}

/**
 * bx_rule_status_from_string:
 * @text: a status name
 * @out: (out): the status
 *
 * Returns: %FALSE when @text is not a status name.
 */
gboolean
bx_rule_status_from_string (const char   *text,
                            BxRuleStatus *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (status_names); i++)
    if (g_strcmp0 (text, status_names[i]) == 0)
      {
        *out = (BxRuleStatus) i;
        return TRUE;
      }
  return FALSE;
}

/* ---------------------------------------------------------------- rules */

static void
param_free (gpointer data)
{
  BxParam *p = data;
  g_free (p->name);
  g_free (p->value);
  g_free (p);
}

static void
rule_free (gpointer data)
{
  BxRule *r = data;

  if (r == NULL)
    return;
  g_free (r->id);
  g_free (r->ruleset_id);
  g_free (r->statement_en);
  g_free (r->statement_zh);
  g_strfreev (r->cites);
  g_strfreev (r->context);
  g_free (r->reconstruction);
  g_free (r->rationale);
  g_free (r->rationale_zh);
  g_free (r->example);
  g_free (r->example_throw);
  g_clear_pointer (&r->params, g_ptr_array_unref);
  g_free (r->file);
  g_free (r);
}

static BxRule *
rule_copy (const BxRule *r)
{
  BxRule *c = g_new0 (BxRule, 1);

  c->id = g_strdup (r->id);
  c->ruleset_id = g_strdup (r->ruleset_id);
  c->topic = r->topic;
  c->status = r->status;
  c->statement_en = g_strdup (r->statement_en);
  c->statement_zh = g_strdup (r->statement_zh);
  c->cites = g_strdupv (r->cites);
  c->context = g_strdupv (r->context);
  c->reconstruction = g_strdup (r->reconstruction);
  c->rationale = g_strdup (r->rationale);
  c->rationale_zh = g_strdup (r->rationale_zh);
  c->example = g_strdup (r->example);
  c->example_throw = g_strdup (r->example_throw);
  c->params = g_ptr_array_new_with_free_func (param_free);
  for (guint i = 0; i < r->params->len; i++)
    {
      const BxParam *p = g_ptr_array_index (r->params, i);
      BxParam *q = g_new0 (BxParam, 1);
      q->name = g_strdup (p->name);
      q->value = g_strdup (p->value);
      g_ptr_array_add (c->params, q);
    }
  c->file = g_strdup (r->file);
  c->line = r->line;
  return c;
}

static void
param_entry_free (gpointer data)
{
  ParamEntry *e = data;
  g_free (e->value);
  g_free (e);
}

static BxRuleset *
ruleset_alloc (void)
{
  BxRuleset *rs = g_new0 (BxRuleset, 1);

  g_atomic_ref_count_init (&rs->ref);
  rs->rules = g_ptr_array_new_with_free_func (rule_free);
  rs->rule_index = g_hash_table_new (g_str_hash, g_str_equal);
  rs->params = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, param_entry_free);
  return rs;
}

/**
 * bx_ruleset_ref:
 * @ruleset: a ruleset
 *
 * Returns: (transfer full): @ruleset, with one more reference.
 */
BxRuleset *
bx_ruleset_ref (BxRuleset *ruleset)
{
  g_return_val_if_fail (ruleset != NULL, NULL);
  g_atomic_ref_count_inc (&ruleset->ref);
  return ruleset;
}

/**
 * bx_ruleset_unref:
 * @ruleset: (transfer full): a ruleset
 *
 * Drops a reference; frees the ruleset with the last one.
 */
void
bx_ruleset_unref (BxRuleset *ruleset)
{
  if (ruleset == NULL || !g_atomic_ref_count_dec (&ruleset->ref))
    return;
  g_free (ruleset->id);
  g_free (ruleset->family);
  g_free (ruleset->name_zh);
  g_free (ruleset->name_en);
  g_free (ruleset->extends);
  g_free (ruleset->file);
  g_free (ruleset->source);
  g_ptr_array_unref (ruleset->rules);
  g_hash_table_unref (ruleset->rule_index);
  g_hash_table_unref (ruleset->params);
  g_free (ruleset);
}

/* ---------------------------------------------------------------- XML */

/**
 * _bx_ruleset_parse_file:
 * @path: a ruleset file
 * @error: bx_file_read_regular()'s error (no such file, not a regular file, larger than
 *   %BX_FILE_MAX_RULESET), %BX_ERROR_INVALID for one that declares a DOCTYPE or an entity,
 *   or %BX_ERROR_PARSE as "FILE:LINE: malformed XML: reason"
 *
 * Parses @path with the safe reader (bx_xml_read_file(): no network, no DTD, no entity
 * expansion, a size cap) and counts the load (%BX_LOAD_RULESET_FILE).
 *
 * Returns: (transfer full): the document, or NULL with @error set.
 */
xmlDoc *
_bx_ruleset_parse_file (const char  *path,
                        GError     **error)
{
  bx_load_stats_count (BX_LOAD_RULESET_FILE);
  return bx_xml_read_file (path, BX_RULESET_MAX_FILE_SIZE, error);
}

/**
 * _bx_ruleset_load_schema:
 * @schema_path: boxi-ruleset.rng
 * @error: %BX_ERROR_NOT_FOUND, or %BX_ERROR_PARSE as "FILE:LINE: bad schema: reason"
 *
 * Compiles the RelaxNG schema (bx_xml_load_schema(): nothing it includes is loaded) and
 * counts it (%BX_LOAD_RULESET_SCHEMA).  A library load compiles it once for all its files.
 *
 * Returns: (transfer full): the schema, or NULL with @error set.
 */
xmlRelaxNG *
_bx_ruleset_load_schema (const char  *schema_path,
                         GError     **error)
{
  if (!bx_file_check_regular (schema_path, error))
    return NULL;
  bx_load_stats_count (BX_LOAD_RULESET_SCHEMA);
  return bx_xml_load_schema (schema_path, error);
}

/**
 * _bx_ruleset_validate:
 * @schema: the compiled boxi-ruleset.rng
 * @doc: a parsed ruleset file
 * @path: its path, for the message
 * @error: %BX_ERROR_INVALID as "FILE:LINE: does not match boxi-ruleset.rng: reason"
 *
 * Returns: %TRUE when @doc matches @schema.
 */
gboolean
_bx_ruleset_validate (xmlRelaxNG  *schema,
                      xmlDoc      *doc,
                      const char  *path,
                      GError     **error)
{
  return bx_xml_validate (schema, doc, path, BX_RULESET_SCHEMA_NAME, error);
}

static char *
node_text (xmlNode *node)
{
  g_autoptr(BxXmlString) s = xmlNodeGetContent (node);
  char *out, *q;
  gboolean space = FALSE;

  if (s == NULL)
    return g_strdup ("");
  /* Collapse the white space of the file's line breaks: the words, one space between
   * them, none before or after (in place of a copy; no allocation per word). */
  out = q = g_malloc (strlen ((const char *) s) + 1);
  for (const char *p = (const char *) s; *p != '\0'; p++)
    {
      if (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
        {
          space = q > out;
          continue;
        }
      if (space)
        *q++ = ' ';
      space = FALSE;
      *q++ = *p;
    }
  *q = '\0';
  return out;
}

static char *
get_attr (xmlNode    *node,
          const char *name)
{
  g_autoptr(BxXmlString) v = xmlGetProp (node, (const xmlChar *) name);
  return v != NULL ? g_strdup ((const char *) v) : NULL;
}

/* An attribute the loader relies on, whatever the schema says: missing (or empty, but for
 * a param's value) is an error "FILE:LINE: <ELEMENT> has no NAME". */
static char *
require_attr (xmlNode     *node,
              const char  *name,
              const char  *path,
              GError     **error)
{
  char *v = get_attr (node, name);

  if (v != NULL && (v[0] != '\0' || strcmp (name, "value") == 0))
    return v;
  g_free (v);
  g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%ld: <%s> has no %s", path,
               xmlGetLineNo (node), (const char *) node->name, name);
  return NULL;
}

static char *
get_lang (xmlNode *node)
{
  g_autoptr(BxXmlString) v = xmlNodeGetLang (node);
  return v != NULL ? g_strdup ((const char *) v) : NULL;
}

static gboolean
is_elem (xmlNode    *node,
         const char *name)
{
  return node->type == XML_ELEMENT_NODE && strcmp ((const char *) node->name, name) == 0;
}

/* A <reconstruction> of @r: the English rationale (no xml:lang, or "en") and its ref, or
 * the Chinese twin (xml:lang="zh"), whose ref and line go to @zh_ref and @zh_line for the
 * checks at the end of parse_rule().  A second one of a language, or an empty Chinese
 * text, is an error at the element's line. */
static gboolean
parse_reconstruction (BxRule      *r,
                      xmlNode     *c,
                      const char  *path,
                      char       **zh_ref,
                      int         *zh_line,
                      GError     **error)
{
  g_autofree char *lang = get_lang (c);
  gboolean zh = g_strcmp0 (lang, "zh") == 0;
  long line = xmlGetLineNo (c);

  if (lang != NULL && !zh && g_strcmp0 (lang, "en") != 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%ld: rule '%s': a rationale in '%s' (only en and zh)", path, line,
                   r->id, lang);
      return FALSE;
    }
  if (zh ? r->rationale_zh != NULL : r->reconstruction != NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%ld: rule '%s' has a second %s rationale", path, line, r->id,
                   zh ? "Chinese" : "English");
      return FALSE;
    }
  if (!zh)
    {
      r->reconstruction = get_attr (c, "ref");
      r->rationale = node_text (c);
      return TRUE;
    }
  /* bx_xml_node_text(): a line break between two Chinese characters is no space. */
  r->rationale_zh = bx_xml_node_text (c);
  *zh_ref = get_attr (c, "ref");
  *zh_line = (int) line;
  if (r->rationale_zh[0] == '\0')
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%ld: rule '%s' has an empty Chinese rationale", path, line, r->id);
      return FALSE;
    }
  return TRUE;
}

static BxRule *
parse_rule (xmlNode     *node,
            const char  *path,
            const char  *ruleset_id,
            GError     **error)
{
  BxRule *r = g_new0 (BxRule, 1);
  /* They own their strings until stolen into the rule, so that an error before frees them. */
  g_autoptr(GPtrArray) cites = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) context = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *topic = get_attr (node, "topic");
  g_autofree char *status = get_attr (node, "status");
  g_autofree char *zh_ref = NULL;
  int zh_line = 0;

  r->id = require_attr (node, "id", path, error);
  if (r->id == NULL)
    {
      g_free (r);
      return NULL;
    }
  r->ruleset_id = g_strdup (ruleset_id);
  r->file = g_strdup (path);
  r->line = xmlGetLineNo (node);
  r->params = g_ptr_array_new_with_free_func (param_free);
  if (!bx_topic_from_string (topic, &r->topic)
      || !bx_rule_status_from_string (status, &r->status))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%d: rule '%s': bad topic or status",
                   path, r->line, r->id);
      rule_free (r);
      return NULL;
    }

  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      if (is_elem (c, "statement"))
        {
          g_autofree char *lang = get_lang (c);
          char **slot = g_strcmp0 (lang, "zh") == 0 ? &r->statement_zh : &r->statement_en;
          g_free (*slot);
          *slot = node_text (c);
        }
      else if (is_elem (c, "cite"))
        g_ptr_array_add (cites, node_text (c));
      else if (is_elem (c, "context"))
        g_ptr_array_add (context, node_text (c));
      else if (is_elem (c, "reconstruction"))
        {
          if (!parse_reconstruction (r, c, path, &zh_ref, &zh_line, error))
            {
              rule_free (r);
              return NULL;
            }
        }
      else if (is_elem (c, "param"))
        {
          BxParam *p = g_new0 (BxParam, 1);
          p->name = require_attr (c, "name", path, error);
          p->value = p->name != NULL ? require_attr (c, "value", path, error) : NULL;
          g_ptr_array_add (r->params, p);
          if (p->value == NULL)
            {
              rule_free (r);
              return NULL;
            }
        }
      else if (is_elem (c, "example"))
        {
          r->example = node_text (c);
          r->example_throw = get_attr (c, "throw");
        }
    }
  g_ptr_array_add (cites, NULL);
  r->cites = (char **) g_ptr_array_steal (cites, NULL);
  g_ptr_array_add (context, NULL);
  r->context = (char **) g_ptr_array_steal (context, NULL);

  if (r->status == BX_STATUS_ATTESTED && r->cites[0] == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: rule '%s' is attested but cites no clause that states it",
                   path, r->line, r->id);
      rule_free (r);
      return NULL;
    }
  if (r->cites[0] == NULL && r->context[0] == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: rule '%s' has neither a cite nor a context", path, r->line, r->id);
      rule_free (r);
      return NULL;
    }

  if (r->status != BX_STATUS_ATTESTED && r->reconstruction == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: rule '%s' is %s but names no reconstruction and rationale",
                   path, r->line, r->id, status);
      rule_free (r);
      return NULL;
    }
  /* The Chinese rationale is a twin of the English one: it needs it, and follows the same
   * reconstruction. */
  if (r->rationale_zh != NULL && r->reconstruction == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: rule '%s' has a Chinese rationale but no English one", path,
                   zh_line, r->id);
      rule_free (r);
      return NULL;
    }
  if (r->rationale_zh != NULL && g_strcmp0 (zh_ref, r->reconstruction) != 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: rule '%s': the Chinese rationale follows '%s', the English one '%s'",
                   path, zh_line, r->id, zh_ref != NULL ? zh_ref : "(none)",
                   r->reconstruction);
      rule_free (r);
      return NULL;
    }
  if (r->statement_en == NULL || r->statement_zh == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: rule '%s' needs a statement in both en and zh", path, r->line,
                   r->id);
      rule_free (r);
      return NULL;
    }
  return r;
}

static void
ruleset_add_rule (BxRuleset *rs,
                  BxRule    *rule)
{
  gpointer idx = g_hash_table_lookup (rs->rule_index, rule->id);

  if (idx != NULL)
    {
      guint i = GPOINTER_TO_UINT (idx) - 1;
      /* The key is the old rule's id: drop it before freeing that rule. */
      g_hash_table_remove (rs->rule_index, rule->id);
      rule_free (g_ptr_array_index (rs->rules, i));
      g_ptr_array_index (rs->rules, i) = rule;
      g_hash_table_insert (rs->rule_index, rule->id, idx);
      return;
    }
  g_ptr_array_add (rs->rules, rule);
  g_hash_table_insert (rs->rule_index, rule->id, GUINT_TO_POINTER (rs->rules->len));
}

/* <omit rule="ID"/>: an inherited rule that this ruleset does not have (docs/rulesets.md,
 * "Omitting an inherited rule").  The rules after it move up one index. */
static gboolean
ruleset_omit_rule (BxRuleset   *rs,
                   xmlNode     *node,
                   const char  *path,
                   GError     **error)
{
  g_autofree char *rule_id = require_attr (node, "rule", path, error);
  int line = xmlGetLineNo (node);
  gpointer idx;

  if (rule_id == NULL)
    return FALSE;
  idx = g_hash_table_lookup (rs->rule_index, rule_id);
  if (idx == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: omits '%s', which it does not inherit", path, line, rule_id);
      return FALSE;
    }
  /* The index's keys are the rules' ids: empty it before the rule is freed. */
  g_hash_table_remove_all (rs->rule_index);
  g_ptr_array_remove_index (rs->rules, GPOINTER_TO_UINT (idx) - 1);
  for (guint i = 0; i < rs->rules->len; i++)
    g_hash_table_insert (rs->rule_index, ((BxRule *) g_ptr_array_index (rs->rules, i))->id,
                         GUINT_TO_POINTER (i + 1));
  return TRUE;
}

static void
ruleset_index_params (BxRuleset *rs)
{
  /* Inherited rules first, then the ruleset's own: a variant's param wins by name. */
  g_hash_table_remove_all (rs->params);
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < rs->rules->len; i++)
      {
        BxRule *r = g_ptr_array_index (rs->rules, i);
        gboolean own = g_strcmp0 (r->ruleset_id, rs->id) == 0;

        if ((pass == 0) == own)
          continue;
        for (guint j = 0; j < r->params->len; j++)
          {
            BxParam *p = g_ptr_array_index (r->params, j);
            ParamEntry *e = g_new0 (ParamEntry, 1);
            e->value = g_strdup (p->value);
            e->rule = (int) i;
            g_hash_table_replace (rs->params, g_strdup (p->name), e);
          }
      }
}

static char *
default_schema_for (const char *path)
{
  /* Our own schema (bx_xml_own_schema()), never one beside @path. */
  return bx_xml_own_schema (BX_RULESET_SCHEMA_NAME);
}

/* A ruleset-level <example rule="ID" throw="T">STATE</example>: the example of a rule the
 * ruleset holds, mostly one it inherits whose parent's example does not work here.  @seen
 * holds the rules given one so far in this file. */
static gboolean
parse_ruleset_example (BxRuleset   *rs,
                       xmlNode     *node,
                       const char  *path,
                       GHashTable  *seen,
                       GError     **error)
{
  g_autofree char *rule_id = require_attr (node, "rule", path, error);
  g_autofree char *throw_text = get_attr (node, "throw");
  g_autofree char *state = node_text (node);
  int line = xmlGetLineNo (node);
  gpointer index;
  BxRule *r;

  if (rule_id == NULL)
    return FALSE;
  index = g_hash_table_lookup (rs->rule_index, rule_id);
  if (index == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: example for unknown rule '%s'", path, line, rule_id);
      return FALSE;
    }
  r = g_ptr_array_index (rs->rules, GPOINTER_TO_UINT (index) - 1);
  if (g_hash_table_contains (seen, rule_id)
      || (g_strcmp0 (r->ruleset_id, rs->id) == 0 && r->example != NULL))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: rule '%s' has a second example", path, line, rule_id);
      return FALSE;
    }
  g_hash_table_add (seen, g_strdup (rule_id));
  return _bx_rule_set_example (r, rs->id, state, throw_text, path, line, error);
}

/**
 * _bx_ruleset_build:
 * @doc: a parsed and validated ruleset file
 * @path: its path
 * @parent: (nullable): the ruleset it extends
 * @check: (nullable): the clause check
 * @check_data: its closure
 * @error: as bx_ruleset_new_from_file()
 *
 * Builds the ruleset of @doc (see bx_ruleset_new_from_file()).
 *
 * Returns: (transfer full): the ruleset, or NULL with @error set.
 */
BxRuleset *
_bx_ruleset_build (xmlDoc            *doc,
               const char        *path,
               BxRuleset         *parent,
               BxClauseCheckFunc  check,
               gpointer           check_data,
               GError           **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autoptr(BxRuleset) rs = ruleset_alloc ();
  g_autofree char *playable = NULL;
  g_autoptr(GHashTable) examples_seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                               NULL);
  int root_line = xmlGetLineNo (root);

  rs->file = g_strdup (path);
  if (root == NULL || !is_elem (root, "ruleset"))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%d: the root is not <ruleset>", path,
                   root != NULL ? root_line : 1);
      return NULL;
    }
  rs->id = require_attr (root, "id", path, error);
  if (rs->id == NULL)
    return NULL;
  rs->family = require_attr (root, "family", path, error);
  if (rs->family == NULL)
    return NULL;
  rs->extends = get_attr (root, "extends");
  rs->source = get_attr (root, "source");
  playable = get_attr (root, "playable");
  rs->playable = g_strcmp0 (playable, "false") != 0;

  if (rs->extends != NULL)
    {
      if (parent == NULL || g_strcmp0 (bx_ruleset_get_id (parent), rs->extends) != 0)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND,
                       "%s:%d: extends unknown ruleset '%s'", path, root_line, rs->extends);
          return NULL;
        }
      if (g_strcmp0 (parent->family, rs->family) != 0)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                       "%s:%d: extends '%s' of another family (%s)", path, root_line,
                       rs->extends, parent->family);
          return NULL;
        }
      for (guint i = 0; i < parent->rules->len; i++)
        {
          BxRule *c = rule_copy (g_ptr_array_index (parent->rules, i));
          /* The inherited example opens in this ruleset (bx-ruleset-example.c). */
          if (!_bx_rule_set_example (c, rs->id, NULL, NULL, c->file, c->line, error))
            {
              rule_free (c);
              return NULL;
            }
          ruleset_add_rule (rs, c);
        }
    }

  for (xmlNode *c = root->children; c != NULL; c = c->next)
    {
      if (is_elem (c, "name"))
        {
          g_autofree char *lang = get_lang (c);
          char **slot = g_strcmp0 (lang, "zh") == 0 ? &rs->name_zh : &rs->name_en;
          g_free (*slot);
          *slot = node_text (c);
        }
      else if (is_elem (c, "rule"))
        {
          BxRule *r = parse_rule (c, path, rs->id, error);
          gpointer seen;

          if (r == NULL)
            return NULL;
          seen = g_hash_table_lookup (rs->rule_index, r->id);
          if (seen != NULL)
            {
              BxRule *old = g_ptr_array_index (rs->rules, GPOINTER_TO_UINT (seen) - 1);
              if (g_strcmp0 (old->ruleset_id, rs->id) == 0)
                {
                  g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                               "%s:%d: rule '%s' is defined twice", path, r->line, r->id);
                  rule_free (r);
                  return NULL;
                }
            }
          for (guint k = 0; r->cites[k] != NULL; k++)
            {
              if (check != NULL && !check (r->cites[k], check_data))
                {
                  g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND,
                               "%s:%d: rule '%s' cites unknown clause '%s'", path, r->line,
                               r->id, r->cites[k]);
                  rule_free (r);
                  return NULL;
                }
            }
          /* A context resolves like a cite. */
          for (guint k = 0; r->context[k] != NULL; k++)
            {
              if (check != NULL && !check (r->context[k], check_data))
                {
                  g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND,
                               "%s:%d: rule '%s' names unknown context clause '%s'", path,
                               r->line, r->id, r->context[k]);
                  rule_free (r);
                  return NULL;
                }
            }
          /* The reconstruction must be a bibl of texts/reconstructions.xml. */
          if (check != NULL && r->reconstruction != NULL)
            {
              g_autofree char *ref = g_strconcat ("#", r->reconstruction, NULL);
              if (!check (ref, check_data))
                {
                  g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND,
                               "%s:%d: rule '%s' names unknown reconstruction '%s' (not a "
                               "bibl of reconstructions.xml)", path, r->line, r->id,
                               r->reconstruction);
                  rule_free (r);
                  return NULL;
                }
            }
          if (!_bx_rule_set_example (r, rs->id, NULL, NULL, path, r->line, error))
            {
              rule_free (r);
              return NULL;
            }
          ruleset_add_rule (rs, r);
        }
      else if (is_elem (c, "omit") && !ruleset_omit_rule (rs, c, path, error))
        return NULL;
      else if (is_elem (c, "example")
               && !parse_ruleset_example (rs, c, path, examples_seen, error))
        return NULL;
    }

  if (rs->playable)
    for (guint t = 0; t < G_N_ELEMENTS (required_topics); t++)
      {
        gboolean found = FALSE;
        for (guint i = 0; i < rs->rules->len && !found; i++)
          found = ((BxRule *) g_ptr_array_index (rs->rules, i))->topic == required_topics[t];
        if (!found)
          {
            g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                         "%s:%d: ruleset '%s' has no rule of the required topic '%s'", path,
                         root_line, rs->id, topic_names[required_topics[t]]);
            return NULL;
          }
      }
  if (rs->rules->len > G_MAXUINT16)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%d: too many rules", path, root_line);
      return NULL;
    }
  ruleset_index_params (rs);
  return g_steal_pointer (&rs);
}

/**
 * bx_ruleset_peek_extends:
 * @path: a ruleset file
 * @error: a parse error, as "FILE:LINE: reason"
 *
 * Returns: (transfer full) (nullable): the id named by the file's `extends`, or NULL
 *   (without an error) when it extends nothing.
 */
char *
bx_ruleset_peek_extends (const char  *path,
                         GError     **error)
{
  g_autoptr(xmlDoc) doc = _bx_ruleset_parse_file (path, error);

  if (doc == NULL)
    return NULL;
  return get_attr (xmlDocGetRootElement (doc), "extends");
}

/**
 * bx_ruleset_new_from_file:
 * @path: a ruleset file (data/rulesets/NAME.xml)
 * @schema_path: (nullable): the RelaxNG schema; NULL: our own boxi-ruleset.rng
 *   (bx_xml_own_schema(), never one beside @path)
 * @parent: (nullable): the ruleset that @path extends, when it extends one
 * @check: (nullable): tells whether a cited clause exists; NULL: cites are not checked
 * @check_data: the closure of @check (a #BxClauseIndex for bx_clause_index_check_func())
 * @error: %BX_ERROR_PARSE for malformed XML, %BX_ERROR_INVALID for a schema violation,
 *   a missing required topic or a rule without its reconstruction, %BX_ERROR_NOT_FOUND
 *   for a missing clause or an unresolved `extends`; the message is "FILE:LINE: reason"
 *
 * Parses (no network, no entity expansion), validates against the schema, merges the
 * parent's rules (the file's rules replace the parent's by id, its params override by
 * name) and checks every cite and the required topics (setup, throw, movement,
 * turn-order, winning, scoring) of a playable ruleset.
 *
 * Returns: (transfer full): the ruleset, or NULL with @error set.
 */
BxRuleset *
bx_ruleset_new_from_file (const char         *path,
                          const char         *schema_path,
                          BxRuleset          *parent,
                          BxClauseCheckFunc   check,
                          gpointer            check_data,
                          GError            **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(xmlRelaxNG) schema = NULL;
  g_autofree char *schema_file = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  doc = _bx_ruleset_parse_file (path, error);
  if (doc == NULL)
    return NULL;
  schema_file = schema_path != NULL ? g_strdup (schema_path) : default_schema_for (path);
  schema = _bx_ruleset_load_schema (schema_file, error);
  if (schema == NULL || !_bx_ruleset_validate (schema, doc, path, error))
    return NULL;
  return _bx_ruleset_build (doc, path, parent, check, check_data, error);
}

/** bx_ruleset_get_id: Returns: "shuanglu/ping". */
const char *
bx_ruleset_get_id (BxRuleset *ruleset)
{
  return ruleset->id;
}

/** bx_ruleset_get_family: Returns: "shuanglu". */
const char *
bx_ruleset_get_family (BxRuleset *ruleset)
{
  return ruleset->family;
}

/** bx_ruleset_get_name_zh: Returns: "平雙陸", or NULL. */
const char *
bx_ruleset_get_name_zh (BxRuleset *ruleset)
{
  return ruleset->name_zh;
}

/** bx_ruleset_get_name_en: Returns: the English name, or NULL. */
const char *
bx_ruleset_get_name_en (BxRuleset *ruleset)
{
  return ruleset->name_en;
}

/** bx_ruleset_get_extends: Returns: the parent's id, or NULL. */
const char *
bx_ruleset_get_extends (BxRuleset *ruleset)
{
  return ruleset->extends;
}

/** bx_ruleset_get_file: Returns: the path the ruleset was read from. */
const char *
bx_ruleset_get_file (BxRuleset *ruleset)
{
  return ruleset->file;
}

/** bx_ruleset_get_playable: Returns: FALSE for a ruleset listed only with its text. */
gboolean
bx_ruleset_get_playable (BxRuleset *ruleset)
{
  return ruleset->playable;
}

/**
 * bx_ruleset_get_status:
 * @ruleset: a ruleset
 *
 * Returns: the weakest status among its rules (the status of the ruleset as a whole).
 */
BxRuleStatus
bx_ruleset_get_status (BxRuleset *ruleset)
{
  BxRuleStatus s = BX_STATUS_ATTESTED;

  for (guint i = 0; i < ruleset->rules->len; i++)
    s = MAX (s, ((BxRule *) g_ptr_array_index (ruleset->rules, i))->status);
  return s;
}

/** bx_ruleset_get_n_rules: Returns: the number of rules (inherited ones included). */
guint
bx_ruleset_get_n_rules (BxRuleset *ruleset)
{
  return ruleset->rules->len;
}

/**
 * bx_ruleset_get_rule:
 * @ruleset: a ruleset
 * @index: 0 … n_rules − 1 (the indices a #BxMove carries)
 *
 * Returns: (transfer none): the rule.
 */
const BxRule *
bx_ruleset_get_rule (BxRuleset *ruleset,
                     guint      index)
{
  g_return_val_if_fail (index < ruleset->rules->len, NULL);
  return g_ptr_array_index (ruleset->rules, index);
}

/**
 * bx_ruleset_find_rule:
 * @ruleset: a ruleset
 * @rule_id: "ping.hit"
 * @index_out: (out) (optional): its index
 *
 * Returns: (transfer none) (nullable): the rule, or NULL.
 */
const BxRule *
bx_ruleset_find_rule (BxRuleset  *ruleset,
                      const char *rule_id,
                      guint      *index_out)
{
  gpointer idx = g_hash_table_lookup (ruleset->rule_index, rule_id);

  if (idx == NULL)
    return NULL;
  if (index_out != NULL)
    *index_out = GPOINTER_TO_UINT (idx) - 1;
  return g_ptr_array_index (ruleset->rules, GPOINTER_TO_UINT (idx) - 1);
}

/**
 * bx_ruleset_get_param:
 * @ruleset: a ruleset
 * @name: "dice.count"
 *
 * Returns: (nullable): the value (after `extends`), or NULL when no rule sets it.
 */
const char *
bx_ruleset_get_param (BxRuleset  *ruleset,
                      const char *name)
{
  ParamEntry *e = g_hash_table_lookup (ruleset->params, name);
  return e != NULL ? e->value : NULL;
}

/**
 * bx_ruleset_param_rule:
 * @ruleset: a ruleset
 * @name: a param name
 *
 * Returns: the index of the rule that sets @name (the rule an engine cites when it
 *   applies the param), or -1.
 */
int
bx_ruleset_param_rule (BxRuleset  *ruleset,
                       const char *name)
{
  ParamEntry *e = g_hash_table_lookup (ruleset->params, name);
  return e != NULL ? e->rule : -1;
}

static gboolean
param_missing (BxRuleset   *rs,
               const char  *name,
               const char **value,
               GError     **error)
{
  *value = bx_ruleset_get_param (rs, name);
  if (*value != NULL)
    return FALSE;
  g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: no rule sets the param '%s'",
               rs->file, name);
  return TRUE;
}

static void
param_error (BxRuleset   *rs,
             const char  *name,
             const char  *value,
             const char  *want,
             GError     **error)
{
  int idx = bx_ruleset_param_rule (rs, name);
  const BxRule *r = idx >= 0 ? bx_ruleset_get_rule (rs, idx) : NULL;

  g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%d: param '%s' = '%s' is not %s",
               r != NULL ? r->file : rs->file, r != NULL ? r->line : 0, name, value, want);
}

/**
 * bx_ruleset_get_int:
 * @ruleset: a ruleset
 * @name: a param name
 * @out: (out): its value as an integer
 * @error: %BX_ERROR_INVALID when unset or not an integer ("FILE:LINE: reason")
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_ruleset_get_int (BxRuleset   *ruleset,
                    const char  *name,
                    int         *out,
                    GError     **error)
{
  const char *v;
  gint64 n;

  if (param_missing (ruleset, name, &v, error))
    return FALSE;
  if (!g_ascii_string_to_signed (v, 10, G_MININT, G_MAXINT, &n, NULL))
    {
      param_error (ruleset, name, v, "an integer", error);
      return FALSE;
    }
  *out = (int) n;
  return TRUE;
}

/**
 * bx_ruleset_get_bool:
 * @ruleset: a ruleset
 * @name: a param name
 * @out: (out): its value ("true" or "false")
 * @error: %BX_ERROR_INVALID when unset or not a boolean
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_ruleset_get_bool (BxRuleset   *ruleset,
                     const char  *name,
                     gboolean    *out,
                     GError     **error)
{
  const char *v;

  if (param_missing (ruleset, name, &v, error))
    return FALSE;
  if (strcmp (v, "true") != 0 && strcmp (v, "false") != 0)
    {
      param_error (ruleset, name, v, "true or false", error);
      return FALSE;
    }
  *out = strcmp (v, "true") == 0;
  return TRUE;
}

/**
 * bx_ruleset_get_int_list:
 * @ruleset: a ruleset
 * @name: a param name whose value is integers separated by ',' or ':'
 * @out: (out caller-allocates) (array length=max): the integers
 * @max: the room in @out
 * @n_out: (out): how many were read
 * @error: %BX_ERROR_INVALID when unset, empty, not integers or more than @max
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_ruleset_get_int_list (BxRuleset   *ruleset,
                         const char  *name,
                         int         *out,
                         guint        max,
                         guint       *n_out,
                         GError     **error)
{
  const char *v;
  g_auto(GStrv) parts = NULL;
  guint n = 0;

  if (param_missing (ruleset, name, &v, error))
    return FALSE;
  /* An empty value is no list (a setup="" would place no piece and never end). */
  parts = g_strsplit_set (v, ",:", -1);
  if (parts[0] == NULL)
    {
      param_error (ruleset, name, v, "a short list of integers (it is empty)", error);
      return FALSE;
    }
  for (guint i = 0; parts[i] != NULL; i++)
    {
      gint64 x;
      if (n >= max || !g_ascii_string_to_signed (g_strstrip (parts[i]), 10, G_MININT,
                                                 G_MAXINT, &x, NULL))
        {
          param_error (ruleset, name, v, "a short list of integers", error);
          return FALSE;
        }
      out[n++] = (int) x;
    }
  *n_out = n;
  return TRUE;
}

