/* bx-ruleset.c: loading and checking rulesets, the clause index of the TEI texts, and the
 * library of all rulesets with its reverse index
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-ruleset.h"

#include <string.h>

#include "bx-cleanup.h"
#include "bx-error.h"

#define RULESET_NS "https://boxi.github.io/ns/ruleset/1"
#define SCHEMA_NAME "boxi-ruleset.rng"

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

struct _BxRuleset
{
  gatomicrefcount  ref;
  char            *id;
  char            *family;
  char            *name_zh;
  char            *name_en;
  char            *extends;
  char            *file;
  char            *source;
  gboolean         playable;
  GPtrArray       *rules;       /* BxRule* */
  GHashTable      *rule_index;  /* id → GUINT_TO_POINTER (index + 1) */
  GHashTable      *params;      /* name → ParamEntry* */
};

typedef struct
{
  char *text;
  char *translation;
} ClauseEntry;

struct _BxClauseIndex
{
  GHashTable *clauses;  /* id → ClauseEntry* */
  GHashTable *bibls;    /* id → NULL */
};

struct _BxRulesetLibrary
{
  GPtrArray  *rulesets;  /* BxRuleset*, sorted by id */
  GHashTable *by_id;     /* id → BxRuleset* (borrowed) */
  GHashTable *cited_by;  /* clause id → GArray of BxCitedBy */
};

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
  g_free (r->reconstruction);
  g_free (r->rationale);
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
  c->reconstruction = g_strdup (r->reconstruction);
  c->rationale = g_strdup (r->rationale);
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

typedef struct
{
  char *message;
  int   line;
} XmlErrorCapture;

static void
capture_error_cb (void     *data,
                  xmlError *err)
{
  XmlErrorCapture *cap = data;

  if (cap->message != NULL || err == NULL)
    return;
  cap->message = bx_error_one_line (err->message != NULL ? err->message : "error");
  cap->line = err->line;
}

static void
silent_generic_error_cb (void       *ctx,
                         const char *msg,
                         ...)
{
}

static xmlDoc *
parse_xml_file (const char  *path,
                GError     **error)
{
  g_autoptr(xmlParserCtxt) ctxt = xmlNewParserCtxt ();
  XmlErrorCapture cap = { NULL, 0 };
  xmlDoc *doc;

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no such file", path);
      return NULL;
    }
  xmlSetStructuredErrorFunc (&cap, (xmlStructuredErrorFunc) capture_error_cb);
  xmlSetGenericErrorFunc (NULL, silent_generic_error_cb);
  /* NONET: no network; no XML_PARSE_NOENT, so entities are never expanded. */
  doc = xmlCtxtReadFile (ctxt, path, NULL, XML_PARSE_NONET | XML_PARSE_NOWARNING);
  xmlSetStructuredErrorFunc (NULL, NULL);
  xmlSetGenericErrorFunc (NULL, NULL);
  if (doc == NULL || !ctxt->wellFormed)
    {
      const xmlError *last = xmlCtxtGetLastError (ctxt);
      int line = last != NULL ? last->line : cap.line;
      g_autofree char *msg = bx_error_one_line (last != NULL && last->message != NULL
                                                ? last->message
                                                : cap.message != NULL ? cap.message
                                                                      : "not well formed");
      g_set_error (error, BX_ERROR, BX_ERROR_PARSE, "%s:%d: malformed XML: %s", path, line, msg);
      g_free (cap.message);
      if (doc != NULL)
        xmlFreeDoc (doc);
      return NULL;
    }
  g_free (cap.message);
  return doc;
}

static gboolean
validate_schema (xmlDoc      *doc,
                 const char  *path,
                 const char  *schema_path,
                 GError     **error)
{
  g_autoptr(xmlRelaxNGParserCtxt) pctxt = NULL;
  g_autoptr(xmlRelaxNG) schema = NULL;
  g_autoptr(xmlRelaxNGValidCtxt) vctxt = NULL;
  XmlErrorCapture cap = { NULL, 0 };
  int rc;

  if (!g_file_test (schema_path, G_FILE_TEST_IS_REGULAR))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no such schema", schema_path);
      return FALSE;
    }
  pctxt = xmlRelaxNGNewParserCtxt (schema_path);
  xmlRelaxNGSetParserStructuredErrors (pctxt, (xmlStructuredErrorFunc) capture_error_cb, &cap);
  schema = xmlRelaxNGParse (pctxt);
  if (schema == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_PARSE, "%s:%d: bad schema: %s", schema_path,
                   cap.line, cap.message != NULL ? cap.message : "unreadable");
      g_free (cap.message);
      return FALSE;
    }
  vctxt = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (vctxt, (xmlStructuredErrorFunc) capture_error_cb, &cap);
  rc = xmlRelaxNGValidateDoc (vctxt, doc);
  if (rc != 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%d: does not match %s: %s", path,
                   cap.line, SCHEMA_NAME, cap.message != NULL ? cap.message : "invalid");
      g_free (cap.message);
      return FALSE;
    }
  g_free (cap.message);
  return TRUE;
}

static char *
node_text (xmlNode *node)
{
  g_autoptr(BxXmlString) s = xmlNodeGetContent (node);
  g_autofree char *norm = NULL;
  g_auto(GStrv) parts = NULL;

  if (s == NULL)
    return g_strdup ("");
  /* Collapse the white space of the file's line breaks. */
  parts = g_strsplit_set ((const char *) s, " \t\r\n", -1);
  {
    GString *out = g_string_new (NULL);
    for (guint i = 0; parts[i] != NULL; i++)
      {
        if (parts[i][0] == '\0')
          continue;
        if (out->len > 0)
          g_string_append_c (out, ' ');
        g_string_append (out, parts[i]);
      }
    norm = g_string_free (out, FALSE);
  }
  return g_steal_pointer (&norm);
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

static gboolean
is_elem (xmlNode    *node,
         const char *name)
{
  return node->type == XML_ELEMENT_NODE && strcmp ((const char *) node->name, name) == 0;
}

static BxRule *
parse_rule (xmlNode     *node,
            const char  *path,
            const char  *ruleset_id,
            GError     **error)
{
  BxRule *r = g_new0 (BxRule, 1);
  g_autoptr(GPtrArray) cites = g_ptr_array_new ();
  g_autofree char *topic = get_attr (node, "topic");
  g_autofree char *status = get_attr (node, "status");

  r->id = get_attr (node, "id");
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
      else if (is_elem (c, "reconstruction"))
        {
          r->reconstruction = get_attr (c, "ref");
          r->rationale = node_text (c);
        }
      else if (is_elem (c, "param"))
        {
          BxParam *p = g_new0 (BxParam, 1);
          p->name = get_attr (c, "name");
          p->value = get_attr (c, "value");
          g_ptr_array_add (r->params, p);
        }
      else if (is_elem (c, "example"))
        {
          r->example = node_text (c);
          r->example_throw = get_attr (c, "throw");
        }
    }
  g_ptr_array_add (cites, NULL);
  r->cites = (char **) g_ptr_array_steal (cites, NULL);

  if (r->status != BX_STATUS_ATTESTED && r->reconstruction == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: rule '%s' is %s but names no reconstruction and rationale",
                   path, r->line, r->id, status);
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
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *beside = g_build_filename (dir, SCHEMA_NAME, NULL);
  g_autofree char *defdir = NULL;

  if (g_file_test (beside, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&beside);
  defdir = bx_rulesets_default_dir ();
  return g_build_filename (defdir, SCHEMA_NAME, NULL);
}

static BxRuleset *
ruleset_build (xmlDoc            *doc,
               const char        *path,
               BxRuleset         *parent,
               BxClauseCheckFunc  check,
               gpointer           check_data,
               GError           **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autoptr(BxRuleset) rs = ruleset_alloc ();
  g_autofree char *playable = NULL;
  int root_line = xmlGetLineNo (root);

  rs->file = g_strdup (path);
  rs->id = get_attr (root, "id");
  rs->family = get_attr (root, "family");
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
        ruleset_add_rule (rs, rule_copy (g_ptr_array_index (parent->rules, i)));
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
          ruleset_add_rule (rs, r);
        }
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
  g_autoptr(xmlDoc) doc = parse_xml_file (path, error);

  if (doc == NULL)
    return NULL;
  return get_attr (xmlDocGetRootElement (doc), "extends");
}

/**
 * bx_ruleset_new_from_file:
 * @path: a ruleset file (data/rulesets/NAME.xml)
 * @schema_path: (nullable): the RelaxNG schema; NULL: boxi-ruleset.rng beside @path,
 *   else in bx_rulesets_default_dir()
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
  g_autofree char *schema = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  doc = parse_xml_file (path, error);
  if (doc == NULL)
    return NULL;
  schema = schema_path != NULL ? g_strdup (schema_path) : default_schema_for (path);
  if (!validate_schema (doc, path, schema, error))
    return NULL;
  return ruleset_build (doc, path, parent, check, check_data, error);
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

/* ---------------------------------------------------------------- clause index */

static void
clause_entry_free (gpointer data)
{
  ClauseEntry *e = data;
  g_free (e->text);
  g_free (e->translation);
  g_free (e);
}

static void
append_text_without_notes (xmlNode *node,
                           GString *out)
{
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      if (c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE)
        g_string_append (out, (const char *) c->content);
      else if (c->type == XML_ELEMENT_NODE && !is_elem (c, "note"))
        append_text_without_notes (c, out);
    }
}

static char *
clean_text (xmlNode *node)
{
  g_autoptr(GString) s = g_string_new (NULL);
  g_auto(GStrv) parts = NULL;
  GString *out = g_string_new (NULL);

  append_text_without_notes (node, s);
  parts = g_strsplit_set (s->str, " \t\r\n", -1);
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

static void
index_walk (BxClauseIndex *index,
            xmlNode       *node,
            GHashTable    *translations)
{
  for (xmlNode *c = node; c != NULL; c = c->next)
    {
      if (c->type != XML_ELEMENT_NODE)
        continue;
      if (is_elem (c, "seg"))
        {
          g_autofree char *type = get_attr (c, "type");
          g_autofree char *corresp = get_attr (c, "corresp");
          g_autoptr(BxXmlString) id = xmlGetNsProp (c, (const xmlChar *) "id",
                                                    XML_XML_NAMESPACE);

          if (g_strcmp0 (type, "clause") == 0 && id != NULL)
            {
              ClauseEntry *e = g_new0 (ClauseEntry, 1);
              e->text = clean_text (c);
              g_hash_table_replace (index->clauses, g_strdup ((const char *) id), e);
            }
          else if (corresp != NULL && corresp[0] == '#' && strchr (corresp, ' ') == NULL)
            g_hash_table_replace (translations, g_strdup (corresp + 1), clean_text (c));
        }
      else if (is_elem (c, "bibl"))
        {
          g_autoptr(BxXmlString) id = xmlGetNsProp (c, (const xmlChar *) "id",
                                                    XML_XML_NAMESPACE);
          if (id != NULL)
            g_hash_table_add (index->bibls, g_strdup ((const char *) id));
        }
      if (is_elem (c, "teiHeader") || is_elem (c, "note"))
        {
          /* Bibls of a header are sources, not reconstructions; skip notes too. */
          continue;
        }
      index_walk (index, c->children, translations);
    }
}

/**
 * bx_clause_index_new_from_dir:
 * @texts_dir: the TEI directory (texts/)
 * @error: %BX_ERROR_NOT_FOUND for a missing directory, %BX_ERROR_PARSE for a malformed
 *   file ("FILE:LINE: reason")
 *
 * Reads every *.xml of @texts_dir with libxml2 (no network, no entities) and collects
 * each clause (seg type="clause" with an xml:id) with its original text (notes removed)
 * and its English translation (the seg whose corresp points at it), and the ids of the
 * bibls of the reconstructions.  No database is needed.
 *
 * Returns: (transfer full): the index, or NULL with @error set.
 */
BxClauseIndex *
bx_clause_index_new_from_dir (const char  *texts_dir,
                              GError     **error)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(BxClauseIndex) index = NULL;
  g_autoptr(GHashTable) translations = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_return_val_if_fail (texts_dir != NULL, NULL);
  dir = g_dir_open (texts_dir, 0, NULL);
  if (dir == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no such directory", texts_dir);
      return NULL;
    }
  index = g_new0 (BxClauseIndex, 1);
  index->clauses = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, clause_entry_free);
  index->bibls = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  translations = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (names, g_strdup (name));

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (texts_dir, names->pdata[i], NULL);
      g_autoptr(xmlDoc) doc = parse_xml_file (path, error);
      if (doc == NULL)
        return NULL;
      index_walk (index, xmlDocGetRootElement (doc), translations);
    }

  {
    GHashTableIter it;
    gpointer key, value;
    g_hash_table_iter_init (&it, translations);
    while (g_hash_table_iter_next (&it, &key, &value))
      {
        ClauseEntry *e = g_hash_table_lookup (index->clauses, key);
        if (e != NULL && e->translation == NULL)
          e->translation = g_strdup (value);
      }
  }
  return g_steal_pointer (&index);
}

/** bx_clause_index_free: @index: (nullable): frees the index. */
void
bx_clause_index_free (BxClauseIndex *index)
{
  if (index == NULL)
    return;
  g_hash_table_unref (index->clauses);
  g_hash_table_unref (index->bibls);
  g_free (index);
}

/** bx_clause_index_has: Returns: %TRUE when @clause_id is a clause of the texts. */
gboolean
bx_clause_index_has (BxClauseIndex *index,
                     const char    *clause_id)
{
  return g_hash_table_contains (index->clauses, clause_id);
}

/** bx_clause_index_has_bibl: Returns: %TRUE when @bibl_id is a bibl (reconstruction). */
gboolean
bx_clause_index_has_bibl (BxClauseIndex *index,
                          const char    *bibl_id)
{
  return g_hash_table_contains (index->bibls, bibl_id);
}

/** bx_clause_index_get_text: Returns: (nullable): the clause's original text. */
const char *
bx_clause_index_get_text (BxClauseIndex *index,
                          const char    *clause_id)
{
  ClauseEntry *e = g_hash_table_lookup (index->clauses, clause_id);
  return e != NULL ? e->text : NULL;
}

/** bx_clause_index_get_translation: Returns: (nullable): the English translation. */
const char *
bx_clause_index_get_translation (BxClauseIndex *index,
                                 const char    *clause_id)
{
  ClauseEntry *e = g_hash_table_lookup (index->clauses, clause_id);
  return e != NULL ? e->translation : NULL;
}

/** bx_clause_index_get_size: Returns: the number of clauses. */
guint
bx_clause_index_get_size (BxClauseIndex *index)
{
  return g_hash_table_size (index->clauses);
}

/**
 * bx_clause_index_check_func:
 * @clause_id: a clause id
 * @index: a #BxClauseIndex
 *
 * A #BxClauseCheckFunc over a clause index: "#ID" asks for a reconstruction's bibl.
 *
 * Returns: %TRUE when the clause (or the bibl) exists.
 */
gboolean
bx_clause_index_check_func (const char *clause_id,
                            gpointer    index)
{
  if (clause_id[0] == '#')
    return bx_clause_index_has_bibl (index, clause_id + 1);
  return bx_clause_index_has (index, clause_id);
}

/* ---------------------------------------------------------------- library */

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
        return FALSE;
      parent = g_hash_table_lookup (lib->by_id, p->extends);
    }
  rs = ruleset_build (p->doc, p->path, parent, check, check_data, error);
  if (rs == NULL)
    return FALSE;
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
            {
              GArray *list = g_hash_table_lookup (lib->cited_by, r->cites[k]);
              BxCitedBy cb = { rs->id, r->id, r->status, r->statement_en, r->example,
                               r->example_throw };
              if (list == NULL)
                {
                  list = g_array_new (FALSE, TRUE, sizeof (BxCitedBy));
                  g_hash_table_insert (lib->cited_by, r->cites[k], list);
                }
              g_array_append_val (list, cb);
            }
        }
    }
}

/**
 * bx_ruleset_library_new_from_dir:
 * @rulesets_dir: a directory of ruleset files and boxi-ruleset.rng
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
  g_autoptr(BxRulesetLibrary) lib = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GHashTable) pending = NULL;
  g_autoptr(GPtrArray) order = NULL;
  g_autofree char *schema = NULL;
  const char *name;

  g_return_val_if_fail (rulesets_dir != NULL, NULL);
  dir = g_dir_open (rulesets_dir, 0, NULL);
  if (dir == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no such directory",
                   rulesets_dir);
      return NULL;
    }
  schema = g_build_filename (rulesets_dir, SCHEMA_NAME, NULL);
  lib = g_new0 (BxRulesetLibrary, 1);
  lib->rulesets = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_ruleset_unref);
  lib->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  lib->cited_by = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, cited_by_array_free);
  pending = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, pending_free);
  order = g_ptr_array_new_with_free_func (g_free);

  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (order, g_build_filename (rulesets_dir, name, NULL));
  g_ptr_array_sort (order, (GCompareFunc) g_strcmp0);

  for (guint i = 0; i < order->len; i++)
    {
      PendingFile *p = g_new0 (PendingFile, 1);
      xmlNode *root;

      p->path = g_strdup (order->pdata[i]);
      p->doc = parse_xml_file (p->path, error);
      if (p->doc == NULL || !validate_schema (p->doc, p->path, schema, error))
        {
          pending_free (p);
          return NULL;
        }
      root = xmlDocGetRootElement (p->doc);
      p->id = get_attr (root, "id");
      p->extends = get_attr (root, "extends");
      p->line = xmlGetLineNo (root);
      if (g_hash_table_contains (pending, p->id))
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%d: ruleset id '%s' is used twice",
                       p->path, p->line, p->id);
          pending_free (p);
          return NULL;
        }
      g_hash_table_insert (pending, p->id, p);
    }

  for (guint i = 0; i < order->len; i++)
    {
      GHashTableIter it;
      gpointer v;
      g_hash_table_iter_init (&it, pending);
      while (g_hash_table_iter_next (&it, NULL, &v))
        if (g_strcmp0 (((PendingFile *) v)->path, order->pdata[i]) == 0
            && !library_load_one (lib, pending, v, check, check_data, error))
          return NULL;
    }
  g_ptr_array_sort (lib->rulesets, cmp_ruleset);
  library_index (lib);
  return g_steal_pointer (&lib);
}

/** bx_ruleset_library_free: @library: (nullable): frees the library and its rulesets. */
void
bx_ruleset_library_free (BxRulesetLibrary *library)
{
  if (library == NULL)
    return;
  g_hash_table_unref (library->cited_by);
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

static char *
first_existing_dir (const char *env_name,
                    const char *source_dir,
                    const char *sub)
{
  const char *env = g_getenv (env_name);

  if (env != NULL && *env != '\0')
    return g_strdup (env);
  if (source_dir != NULL && g_file_test (source_dir, G_FILE_TEST_IS_DIR))
    return g_strdup (source_dir);
  return g_build_filename (PKGDATADIR, sub, NULL);
}

/**
 * bx_rulesets_default_dir:
 *
 * Returns: (transfer full): $BOXI_RULESETS_DIR, else the source tree's data/rulesets
 *   when it exists, else PKGDATADIR/rulesets.
 */
char *
bx_rulesets_default_dir (void)
{
#ifdef SOURCE_RULESETS_DIR
  return first_existing_dir ("BOXI_RULESETS_DIR", SOURCE_RULESETS_DIR, "rulesets");
#else
  return first_existing_dir ("BOXI_RULESETS_DIR", NULL, "rulesets");
#endif
}

/**
 * bx_texts_default_dir:
 *
 * Returns: (transfer full): $BOXI_TEXTS_DIR, else the source tree's texts/ when it
 *   exists, else PKGDATADIR/texts.
 */
char *
bx_texts_default_dir (void)
{
#ifdef SOURCE_TEXTS_DIR
  return first_existing_dir ("BOXI_TEXTS_DIR", SOURCE_TEXTS_DIR, "texts");
#else
  return first_existing_dir ("BOXI_TEXTS_DIR", NULL, "texts");
#endif
}
