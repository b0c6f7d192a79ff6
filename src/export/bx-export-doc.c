/* bx-export-doc.c: the document an export lays out, gathered from the corpus (see
 * bx-export.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-error.h"
#include "bx-export-private.h"

static void
block_free (BxExportBlock *block)
{
  if (block == NULL)
    return;
  g_free (block->scope);
  g_free (block->section_id);
  g_free (block->head);
  g_free (block->summary);
  g_clear_pointer (&block->clause, bx_clause_free);
  g_clear_pointer (&block->note_numbers, g_array_unref);
  g_free (block);
}

static BxExportBlock *
block_new (BxExportBlockKind kind)
{
  BxExportBlock *block = g_new0 (BxExportBlock, 1);

  block->kind = kind;
  return block;
}

/* The number of the footnote @text, numbered on its first use: a note that several clauses
 * share (the TEI lets a note target many) keeps one number. */
static guint
footnote_number (BxExportDoc *doc,
                 GHashTable  *numbers,
                 const char  *text)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (numbers, text));

  if (n != 0)
    return n;
  g_ptr_array_add (doc->footnotes, g_strdup (text));
  n = doc->footnotes->len;
  g_hash_table_insert (numbers, g_strdup (text), GUINT_TO_POINTER (n));
  return n;
}

static int
compare_uint (gconstpointer a,
              gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

static char *
work_of_id (const char *id)
{
  const char *dot = strchr (id, '.');

  return dot != NULL ? g_strndup (id, dot - id) : g_strdup (id);
}

/* The section heads a clause of @section_id needs that are not out yet: its ancestors,
 * outermost first, then itself. */
static void
add_section_heads (BxExportDoc *doc,
                   BxCorpus    *corpus,
                   GHashTable  *sections,
                   GHashTable  *emitted,
                   const char  *section_id)
{
  g_autoptr(GPtrArray) chain = g_ptr_array_new ();

  for (BxSection *s = g_hash_table_lookup (sections, section_id); s != NULL;
       s = s->parent_id != NULL ? g_hash_table_lookup (sections, s->parent_id) : NULL)
    {
      if (g_hash_table_contains (emitted, s->id))
        break;
      g_ptr_array_insert (chain, 0, s);
    }
  for (guint i = 0; i < chain->len; i++)
    {
      BxSection *s = g_ptr_array_index (chain, i);
      BxExportBlock *block = block_new (BX_EXPORT_BLOCK_SECTION);

      block->section_id = g_strdup (s->id);
      block->head = g_strdup (s->head);
      block->depth = s->depth;
      block->summary = bx_corpus_get_translation (corpus, s->id, "en", NULL);
      g_hash_table_add (emitted, g_strdup (s->id));
      g_ptr_array_add (doc->blocks, block);
    }
}

static gboolean
add_id (BxExportDoc  *doc,
        BxCorpus     *corpus,
        const char   *id,
        GHashTable   *numbers,
        GHashTable   *emitted,
        GError      **error)
{
  g_autofree char *work_id = work_of_id (id);
  g_autoptr(GPtrArray) clauses = NULL;
  g_autoptr(GPtrArray) sections = NULL;
  g_autoptr(GHashTable) by_id = g_hash_table_new (g_str_hash, g_str_equal);
  BxWorkSource *source = NULL;
  BxExportBlock *header;

  if (bx_corpus_has_clause (corpus, id))
    {
      BxClause *clause = bx_corpus_get_clause (corpus, id, error);

      if (clause == NULL)
        return FALSE;
      clauses = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_clause_free);
      g_ptr_array_add (clauses, clause);
    }
  else
    {
      clauses = bx_corpus_list_clauses (corpus, id, error);
      if (clauses == NULL)
        return FALSE;
    }
  sections = bx_corpus_list_sections (corpus, work_id, error);
  if (sections == NULL)
    return FALSE;
  for (guint i = 0; i < sections->len; i++)
    {
      BxSection *s = g_ptr_array_index (sections, i);

      g_hash_table_insert (by_id, s->id, s);
    }

  /* A header for each work, unless the part before is of the same work. */
  if (doc->sources->len > 0)
    {
      BxWorkSource *last = g_ptr_array_index (doc->sources, doc->sources->len - 1);

      if (strcmp (last->work_id, work_id) == 0)
        source = last;
    }
  if (source == NULL)
    {
      g_hash_table_remove_all (emitted);
      source = bx_corpus_get_work_source (corpus, work_id, error);
      if (source == NULL)
        return FALSE;
      g_ptr_array_add (doc->sources, source);
      header = block_new (BX_EXPORT_BLOCK_WORK);
      header->source = source;
      header->scope = strcmp (id, work_id) != 0 ? g_strdup (id) : NULL;
      g_ptr_array_add (doc->blocks, header);
    }

  for (guint i = 0; i < clauses->len; i++)
    {
      BxClause *c = g_ptr_array_index (clauses, i);
      BxExportBlock *block;

      if (c->section_id != NULL)
        add_section_heads (doc, corpus, by_id, emitted, c->section_id);
      block = block_new (BX_EXPORT_BLOCK_CLAUSE);
      block->source = source;
      block->note_numbers = g_array_new (FALSE, FALSE, sizeof (guint));
      for (guint k = 0; c->notes != NULL && k < c->notes->len; k++)
        {
          BxNote *note = g_ptr_array_index (c->notes, k);
          guint n;

          if (g_strcmp0 (note->type, "interlinear") == 0 || note->text == NULL)
            continue;
          n = footnote_number (doc, numbers, note->text);
          g_array_append_val (block->note_numbers, n);
        }
      g_array_sort (block->note_numbers, compare_uint);
      block->clause = g_ptr_array_steal_index (clauses, i--);
      g_ptr_array_add (doc->blocks, block);
    }
  return TRUE;
}

/**
 * bx_export_doc_new:
 * @corpus: the corpus
 * @ids: (array zero-terminated=1): the parts to export, in order: each a work
 *   ("pushuang"), a section ("pushuang.changju") or a clause ("pushuang.changju.3")
 * @error: return location for a #GError
 *
 * Gathers what an export shows: for each work a header with its provenance (the TEI
 * header's titles, author, sources, witnesses with their sigla, the note on the state of
 * the text, the licence), then the section heads and the clauses in document order.
 * Commentary notes are numbered as footnotes in the order they are first used; a note
 * that several clauses share keeps one number.  Interlinear notes (the source's own small
 * characters) stay in their clause.
 *
 * Returns: (transfer full): the document; %NULL with %BX_ERROR_NOT_FOUND (no such work,
 * section or clause), %BX_ERROR_USAGE (no ids) or %BX_ERROR_DATABASE
 */
BxExportDoc *
bx_export_doc_new (BxCorpus            *corpus,
                   const char * const  *ids,
                   GError             **error)
{
  g_autoptr(BxExportDoc) doc = NULL;
  g_autoptr(GHashTable) numbers = NULL;
  g_autoptr(GHashTable) emitted = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  BxWorkSource *first;

  g_return_val_if_fail (corpus != NULL, NULL);

  if (ids == NULL || ids[0] == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "nothing to export: no work, section "
                   "or clause id");
      return NULL;
    }
  doc = g_new0 (BxExportDoc, 1);
  doc->blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) block_free);
  doc->footnotes = g_ptr_array_new_with_free_func (g_free);
  doc->sources = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_work_source_free);
  numbers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; ids[i] != NULL; i++)
    if (!add_id (doc, corpus, ids[i], numbers, emitted, error))
      return NULL;

  first = g_ptr_array_index (doc->sources, 0);
  if (ids[1] == NULL && strchr (ids[0], '.') == NULL)
    doc->title = g_strdup_printf ("%s · %s", first->title_zh ? first->title_zh : first->work_id,
                                  first->title_en ? first->title_en : "");
  else
    doc->title = g_strdup_printf ("%s · %s", first->title_zh ? first->title_zh : first->work_id,
                                  ids[0]);
  return g_steal_pointer (&doc);
}

/**
 * bx_export_doc_get_title:
 * @doc: a document
 *
 * Returns: (transfer none): its title, e.g. "譜雙 · Manual of Shuanglu"
 */
const char *
bx_export_doc_get_title (BxExportDoc *doc)
{
  g_return_val_if_fail (doc != NULL, NULL);

  return doc->title;
}

/**
 * bx_export_doc_get_counts:
 * @doc: a document
 * @n_clauses: (out) (optional): the clauses it shows
 * @n_notes: (out) (optional): its footnotes (each shared note once)
 * @n_variants: (out) (optional): the variant readings of its apparatus
 */
void
bx_export_doc_get_counts (BxExportDoc *doc,
                          guint       *n_clauses,
                          guint       *n_notes,
                          guint       *n_variants)
{
  guint clauses = 0, variants = 0;

  g_return_if_fail (doc != NULL);

  for (guint i = 0; i < doc->blocks->len; i++)
    {
      const BxExportBlock *block = g_ptr_array_index (doc->blocks, i);

      if (block->kind != BX_EXPORT_BLOCK_CLAUSE)
        continue;
      clauses++;
      variants += block->clause->variants != NULL ? block->clause->variants->len : 0;
    }
  if (n_clauses != NULL)
    *n_clauses = clauses;
  if (n_notes != NULL)
    *n_notes = doc->footnotes->len;
  if (n_variants != NULL)
    *n_variants = variants;
}

/**
 * bx_export_doc_free:
 * @doc: (nullable): a document
 */
void
bx_export_doc_free (BxExportDoc *doc)
{
  if (doc == NULL)
    return;
  g_clear_pointer (&doc->blocks, g_ptr_array_unref);
  g_clear_pointer (&doc->footnotes, g_ptr_array_unref);
  g_clear_pointer (&doc->sources, g_ptr_array_unref);
  g_free (doc->title);
  g_free (doc);
}

/**
 * bx_export_short_id:
 * @clause_id: a clause id
 *
 * Returns: (transfer none): the id without its work, "changju.3" for "pushuang.changju.3"
 */
const char *
bx_export_short_id (const char *clause_id)
{
  const char *dot = strchr (clause_id, '.');

  return dot != NULL ? dot + 1 : clause_id;
}
