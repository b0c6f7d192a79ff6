/* bx-clause-item.c: one entry of the reader's list: a work's title, a section's head or a
 * clause
 *
 * The reader's list holds one item per entry of the work; only the entries in view get a
 * widget (BxClauseRow for a clause), bound to the item while it shows.  An item holds the
 * corpus's data and what the view keeps on it (the user's marks, the reference), never a
 * widget.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-clause-item.h"

struct _BxClauseItem
{
  GObject           parent_instance;

  BxClauseItemKind  kind;
  BxWork           *work;        /* BX_CLAUSE_ITEM_WORK: a copy */
  BxSection        *section;     /* BX_CLAUSE_ITEM_SECTION: a copy */
  char             *first_text;  /* the section's first clause, for its incipit */
  GPtrArray        *summary;     /* (element-type utf8): the section's summary, or NULL */
  BxClause         *clause;      /* BX_CLAUSE_ITEM_CLAUSE: owned */
  char             *reference;   /* "譜雙 · 常局格制 §3", computed on first show */
  char             *note;
  gboolean          bookmarked;
  gboolean          summarized;
};

G_DEFINE_FINAL_TYPE (BxClauseItem, bx_clause_item, G_TYPE_OBJECT)

static void
bx_clause_item_finalize (GObject *object)
{
  BxClauseItem *self = BX_CLAUSE_ITEM (object);

  g_clear_pointer (&self->work, bx_work_free);
  g_clear_pointer (&self->section, bx_section_free);
  g_clear_pointer (&self->first_text, g_free);
  g_clear_pointer (&self->summary, g_ptr_array_unref);
  g_clear_pointer (&self->clause, bx_clause_free);
  g_clear_pointer (&self->reference, g_free);
  g_clear_pointer (&self->note, g_free);

  G_OBJECT_CLASS (bx_clause_item_parent_class)->finalize (object);
}

static void
bx_clause_item_class_init (BxClauseItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bx_clause_item_finalize;
}

static void
bx_clause_item_init (BxClauseItem *self)
{
}

/**
 * bx_clause_item_new_work:
 * @work: the work (copied)
 *
 * Returns: (transfer full): the item of the work's title
 */
BxClauseItem *
bx_clause_item_new_work (const BxWork *work)
{
  BxClauseItem *self;

  g_return_val_if_fail (work != NULL, NULL);

  self = g_object_new (BX_TYPE_CLAUSE_ITEM, NULL);
  self->kind = BX_CLAUSE_ITEM_WORK;
  self->work = g_new0 (BxWork, 1);
  self->work->id = g_strdup (work->id);
  self->work->title_zh = g_strdup (work->title_zh);
  self->work->title_en = g_strdup (work->title_en);
  self->work->author = g_strdup (work->author);
  self->work->n_clauses = work->n_clauses;
  self->work->position = work->position;
  return self;
}

/**
 * bx_clause_item_new_section:
 * @section: the section (copied)
 * @first_text: (nullable): the text of its first clause, which names a section without
 *   a head
 * @summary: (nullable) (element-type utf8) (transfer none): its summary paragraphs
 *
 * Returns: (transfer full): the item of the section's head
 */
BxClauseItem *
bx_clause_item_new_section (const BxSection *section,
                            const char      *first_text,
                            GPtrArray       *summary)
{
  BxClauseItem *self;

  g_return_val_if_fail (section != NULL, NULL);

  self = g_object_new (BX_TYPE_CLAUSE_ITEM, NULL);
  self->kind = BX_CLAUSE_ITEM_SECTION;
  self->section = g_new0 (BxSection, 1);
  self->section->id = g_strdup (section->id);
  self->section->work_id = g_strdup (section->work_id);
  self->section->parent_id = g_strdup (section->parent_id);
  self->section->head = g_strdup (section->head);
  self->section->depth = section->depth;
  self->section->position = section->position;
  self->first_text = g_strdup (first_text);
  if (summary != NULL && summary->len > 0)
    self->summary = g_ptr_array_ref (summary);
  return self;
}

/**
 * bx_clause_item_new_clause:
 * @clause: (transfer full): the clause, which the item takes
 *
 * Returns: (transfer full): the item of the clause
 */
BxClauseItem *
bx_clause_item_new_clause (BxClause *clause)
{
  BxClauseItem *self;

  g_return_val_if_fail (clause != NULL && clause->id != NULL, NULL);

  self = g_object_new (BX_TYPE_CLAUSE_ITEM, NULL);
  self->kind = BX_CLAUSE_ITEM_CLAUSE;
  self->clause = clause;
  return self;
}

BxClauseItemKind
bx_clause_item_get_kind (BxClauseItem *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ITEM (self), BX_CLAUSE_ITEM_CLAUSE);

  return self->kind;
}

/**
 * bx_clause_item_get_id:
 * @self: a #BxClauseItem
 *
 * Returns: (transfer none): the id of the work, section or clause
 */
const char *
bx_clause_item_get_id (BxClauseItem *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ITEM (self), NULL);

  switch (self->kind)
    {
    case BX_CLAUSE_ITEM_WORK:
      return self->work->id;
    case BX_CLAUSE_ITEM_SECTION:
      return self->section->id;
    case BX_CLAUSE_ITEM_CLAUSE:
    default:
      return self->clause->id;
    }
}

/**
 * bx_clause_item_get_clause:
 * @self: a #BxClauseItem
 *
 * Returns: (transfer none) (nullable): the clause, or %NULL for a work or section item
 */
const BxClause *
bx_clause_item_get_clause (BxClauseItem *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ITEM (self), NULL);

  return self->clause;
}

/**
 * bx_clause_item_get_work:
 * @self: a #BxClauseItem
 *
 * Returns: (transfer none) (nullable): the work of a work item
 */
const BxWork *
bx_clause_item_get_work (BxClauseItem *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ITEM (self), NULL);

  return self->work;
}

/**
 * bx_clause_item_get_section:
 * @self: a #BxClauseItem
 *
 * Returns: (transfer none) (nullable): the section of a section item
 */
const BxSection *
bx_clause_item_get_section (BxClauseItem *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ITEM (self), NULL);

  return self->section;
}

/**
 * bx_clause_item_get_first_text:
 * @self: a #BxClauseItem
 *
 * Returns: (transfer none) (nullable): a section's first clause text
 */
const char *
bx_clause_item_get_first_text (BxClauseItem *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ITEM (self), NULL);

  return self->first_text;
}

/**
 * bx_clause_item_get_summary:
 * @self: a #BxClauseItem
 *
 * Returns: (transfer none) (nullable) (element-type utf8): a section's summary paragraphs
 */
GPtrArray *
bx_clause_item_get_summary (BxClauseItem *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ITEM (self), NULL);

  return self->summary;
}

/**
 * bx_clause_item_get_section_id:
 * @self: a #BxClauseItem
 *
 * Returns: (transfer none) (nullable): the section of a clause or section item; %NULL
 *   for the work item
 */
const char *
bx_clause_item_get_section_id (BxClauseItem *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ITEM (self), NULL);

  if (self->kind == BX_CLAUSE_ITEM_SECTION)
    return self->section->id;
  if (self->kind == BX_CLAUSE_ITEM_CLAUSE)
    return self->clause->section_id;
  return NULL;
}

gboolean
bx_clause_item_get_summarized (BxClauseItem *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ITEM (self), FALSE);

  return self->summarized;
}

/**
 * bx_clause_item_set_summarized:
 * @self: a #BxClauseItem
 * @summarized: whether the clause's section (or a parent) has a summary
 */
void
bx_clause_item_set_summarized (BxClauseItem *self,
                               gboolean      summarized)
{
  g_return_if_fail (BX_IS_CLAUSE_ITEM (self));

  self->summarized = !!summarized;
}

gboolean
bx_clause_item_get_bookmarked (BxClauseItem *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ITEM (self), FALSE);

  return self->bookmarked;
}

/**
 * bx_clause_item_get_note:
 * @self: a #BxClauseItem
 *
 * Returns: (transfer none) (nullable): the user's note on the clause
 */
const char *
bx_clause_item_get_note (BxClauseItem *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ITEM (self), NULL);

  return self->note;
}

/**
 * bx_clause_item_set_user_marks:
 * @self: a #BxClauseItem
 * @bookmarked: whether the user starred the clause
 * @note: (nullable): the user's note, or %NULL
 *
 * What the user's database holds on the clause, as the view read it.
 */
void
bx_clause_item_set_user_marks (BxClauseItem *self,
                               gboolean      bookmarked,
                               const char   *note)
{
  g_return_if_fail (BX_IS_CLAUSE_ITEM (self));

  self->bookmarked = !!bookmarked;
  g_free (self->note);
  self->note = note != NULL && *note != '\0' ? g_strdup (note) : NULL;
}

/**
 * bx_clause_item_get_reference:
 * @self: a #BxClauseItem
 *
 * Returns: (transfer none) (nullable): the clause's reference for people, once the view
 *   has set it
 */
const char *
bx_clause_item_get_reference (BxClauseItem *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ITEM (self), NULL);

  return self->reference;
}

/**
 * bx_clause_item_set_reference:
 * @self: a #BxClauseItem
 * @reference: (nullable): "譜雙 · 常局格制 §3" (bx_clause_label_for_ui())
 */
void
bx_clause_item_set_reference (BxClauseItem *self,
                              const char   *reference)
{
  g_return_if_fail (BX_IS_CLAUSE_ITEM (self));

  g_free (self->reference);
  self->reference = g_strdup (reference);
}
