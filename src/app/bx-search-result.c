/* bx-search-result.c: one hit of the reader's search, as a list model item
 *
 * The reader's result list is a GListStore of these, bound to its list box: the clause the
 * hit is in, the line above the snippet (clause id, layer, work), the snippet as Pango
 * markup with its matches highlighted, and whether the hit is in the original.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-search-result.h"

struct _BxSearchResult
{
  GObject   parent_instance;

  char     *clause_id;
  char     *meta;
  char     *markup;
  gboolean  original;
  int       kind;      /* BxHitKind */
  char     *target;
  char     *rule_id;
};

G_DEFINE_FINAL_TYPE (BxSearchResult, bx_search_result, G_TYPE_OBJECT)

/* Overrides */

static void
bx_search_result_finalize (GObject *object)
{
  BxSearchResult *self = BX_SEARCH_RESULT (object);

  g_free (self->clause_id);
  g_free (self->meta);
  g_free (self->markup);
  g_free (self->target);
  g_free (self->rule_id);
  G_OBJECT_CLASS (bx_search_result_parent_class)->finalize (object);
}

static void
bx_search_result_class_init (BxSearchResultClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bx_search_result_finalize;
}

static void
bx_search_result_init (BxSearchResult *self)
{
}

/* Public API */

/**
 * bx_search_result_new:
 * @clause_id: the clause of the hit, "pushuang.changju.3"
 * @meta: the line above the snippet
 * @markup: the snippet, Pango markup
 * @original: whether the hit is in the original text (not a translation or note)
 *
 * Returns: (transfer full): a new result
 */
BxSearchResult *
bx_search_result_new (const char *clause_id,
                      const char *meta,
                      const char *markup,
                      gboolean    original)
{
  BxSearchResult *self = g_object_new (BX_TYPE_SEARCH_RESULT, NULL);

  self->clause_id = g_strdup (clause_id);
  self->meta = g_strdup (meta);
  self->markup = g_strdup (markup);
  self->original = original;
  return self;
}

const char *
bx_search_result_get_clause_id (BxSearchResult *self)
{
  g_return_val_if_fail (BX_IS_SEARCH_RESULT (self), NULL);

  return self->clause_id;
}

const char *
bx_search_result_get_meta (BxSearchResult *self)
{
  g_return_val_if_fail (BX_IS_SEARCH_RESULT (self), NULL);

  return self->meta;
}

const char *
bx_search_result_get_markup (BxSearchResult *self)
{
  g_return_val_if_fail (BX_IS_SEARCH_RESULT (self), NULL);

  return self->markup;
}

gboolean
bx_search_result_is_original (BxSearchResult *self)
{
  g_return_val_if_fail (BX_IS_SEARCH_RESULT (self), FALSE);

  return self->original;
}

/**
 * bx_search_result_set_target:
 * @self: a result
 * @kind: a #BxHitKind: clause, article paragraph or rule statement
 * @target: (nullable): an article's family, a rule's ruleset id
 * @rule_id: (nullable): a rule's id
 *
 * What the hit is, for results that are not clauses (their clause id is %NULL).
 */
void
bx_search_result_set_target (BxSearchResult *self,
                             int             kind,
                             const char     *target,
                             const char     *rule_id)
{
  g_return_if_fail (BX_IS_SEARCH_RESULT (self));

  self->kind = kind;
  g_free (self->target);
  self->target = g_strdup (target);
  g_free (self->rule_id);
  self->rule_id = g_strdup (rule_id);
}

/** bx_search_result_get_kind: Returns: the #BxHitKind of the result (clause by default). */
int
bx_search_result_get_kind (BxSearchResult *self)
{
  g_return_val_if_fail (BX_IS_SEARCH_RESULT (self), 0);
  return self->kind;
}

/** bx_search_result_get_target: Returns: (nullable): the family or ruleset id, or NULL. */
const char *
bx_search_result_get_target (BxSearchResult *self)
{
  g_return_val_if_fail (BX_IS_SEARCH_RESULT (self), NULL);
  return self->target;
}

/** bx_search_result_get_rule_id: Returns: (nullable): the rule id of a rule hit, or NULL. */
const char *
bx_search_result_get_rule_id (BxSearchResult *self)
{
  g_return_val_if_fail (BX_IS_SEARCH_RESULT (self), NULL);
  return self->rule_id;
}
