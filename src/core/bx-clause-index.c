/* bx-clause-index.c: the clause ids, texts and translations of the corpus, in memory
 * (see bx-clause-index.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-clause-index.h"

#include "bx-corpus.h"
#include "bx-error.h"
#include "bx-load-stats.h"
#include "bx-tei-import.h"

typedef struct
{
  char *text;
  char *translation;
} ClauseEntry;

struct _BxClauseIndex
{
  gatomicrefcount  ref;
  GHashTable      *clauses;  /* id → ClauseEntry* */
  GHashTable      *bibls;    /* id → NULL */
};

static void
clause_entry_free (gpointer data)
{
  ClauseEntry *e = data;

  g_free (e->text);
  g_free (e->translation);
  g_free (e);
}

/**
 * bx_clause_index_new_from_corpus:
 * @corpus: an open corpus
 * @error: %BX_ERROR_DATABASE
 *
 * Reads every clause (id, original text without its notes, English translation) and the
 * ids of the reconstructions' bibls from @corpus, in two queries.  The index does not
 * keep @corpus.
 *
 * Returns: (transfer full): the index, or NULL with @error set.
 */
BxClauseIndex *
bx_clause_index_new_from_corpus (BxCorpus  *corpus,
                                 GError   **error)
{
  g_autoptr(GPtrArray) clauses = NULL;
  g_autoptr(GPtrArray) bibls = NULL;
  BxClauseIndex *index;

  g_return_val_if_fail (corpus != NULL, NULL);

  clauses = bx_corpus_list_clause_texts (corpus, error);
  if (clauses == NULL)
    return NULL;
  bibls = bx_corpus_list_reconstruction_ids (corpus, error);
  if (bibls == NULL)
    return NULL;
  bx_load_stats_count (BX_LOAD_CLAUSE_INDEX);
  index = g_new0 (BxClauseIndex, 1);
  g_atomic_ref_count_init (&index->ref);
  index->clauses = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, clause_entry_free);
  index->bibls = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < clauses->len; i++)
    {
      BxClause *c = g_ptr_array_index (clauses, i);
      ClauseEntry *e = g_new0 (ClauseEntry, 1);

      e->text = g_steal_pointer (&c->text);
      e->translation = g_steal_pointer (&c->translation);
      g_hash_table_replace (index->clauses, g_steal_pointer (&c->id), e);
    }
  for (guint i = 0; i < bibls->len; i++)
    g_hash_table_add (index->bibls, g_strdup (g_ptr_array_index (bibls, i)));
  return index;
}

/**
 * bx_clause_index_new_from_dir:
 * @texts_dir: a folder of TEI texts (texts/)
 * @error: %BX_ERROR_NOT_FOUND for a missing folder, the importer's "FILE:LINE: reason"
 *   errors, or %BX_ERROR_DATABASE
 *
 * The index of a folder of texts that has no database of its own: the texts are imported
 * (bx_corpus_ensure()) into a database of the user cache kept for that folder, which is
 * reused while no text is newer than it, and the index is read from it.
 *
 * Returns: (transfer full): the index, or NULL with @error set.
 */
BxClauseIndex *
bx_clause_index_new_from_dir (const char  *texts_dir,
                              GError     **error)
{
  g_autofree char *cache = NULL;
  g_autofree char *path = NULL;
  g_autoptr(BxCorpus) corpus = NULL;

  g_return_val_if_fail (texts_dir != NULL, NULL);

  if (!g_file_test (texts_dir, G_FILE_TEST_IS_DIR))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no such directory", texts_dir);
      return NULL;
    }
  cache = bx_corpus_cache_path (texts_dir);
  path = bx_corpus_ensure (NULL, texts_dir, cache, NULL, error);
  if (path == NULL)
    return NULL;
  corpus = bx_corpus_open (path, error);
  if (corpus == NULL)
    return NULL;
  return bx_clause_index_new_from_corpus (corpus, error);
}

/** bx_clause_index_ref: Returns: (transfer full): @index, with one more reference. */
BxClauseIndex *
bx_clause_index_ref (BxClauseIndex *index)
{
  g_return_val_if_fail (index != NULL, NULL);
  g_atomic_ref_count_inc (&index->ref);
  return index;
}

/** bx_clause_index_unref: @index: (nullable) (transfer full): drops a reference. */
void
bx_clause_index_unref (BxClauseIndex *index)
{
  if (index == NULL || !g_atomic_ref_count_dec (&index->ref))
    return;
  g_hash_table_unref (index->clauses);
  g_hash_table_unref (index->bibls);
  g_free (index);
}

/** bx_clause_index_free: @index: (nullable): the same as bx_clause_index_unref(). */
void
bx_clause_index_free (BxClauseIndex *index)
{
  bx_clause_index_unref (index);
}

/** bx_clause_index_has: Returns: %TRUE when @clause_id is a clause of the corpus. */
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
