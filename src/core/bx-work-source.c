/* bx-work-source.c: a work's provenance from the corpus (see bx-work-source.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-cleanup.h"
#include "bx-corpus-private.h"
#include "bx-error.h"
#include "bx-work-source.h"

static char *
column_text (sqlite3_stmt *stmt,
             int           col)
{
  const char *text = (const char *) sqlite3_column_text (stmt, col);

  return text != NULL && *text != '\0' ? g_strdup (text) : NULL;
}

static gboolean
db_error (BxCorpus  *corpus,
          GError   **error)
{
  g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: %s", bx_corpus_get_path (corpus),
               sqlite3_errmsg (bx_corpus_get_db (corpus)));
  return FALSE;
}

static char *
siglum_of (const char *witness_id)
{
  const char *wit = strstr (witness_id, ".wit.");

  return g_strdup (wit != NULL ? wit + strlen (".wit.") : witness_id);
}

/**
 * bx_corpus_get_work_source:
 * @corpus: a corpus
 * @work_id: a work id, e.g. "pushuang"
 * @error: return location for a #GError
 *
 * The provenance of a work as its TEI header states it: titles and author, the licence
 * (publicationStmt), the bibliographic sources and the editors' note on the state of the
 * text (sourceDesc), and the witnesses (listWit) with the sigla an apparatus prints.
 *
 * Returns: (transfer full): the provenance; %NULL with %BX_ERROR_NOT_FOUND (no such work)
 * or %BX_ERROR_DATABASE
 */
BxWorkSource *
bx_corpus_get_work_source (BxCorpus    *corpus,
                           const char  *work_id,
                           GError     **error)
{
  sqlite3 *db;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(BxWorkSource) source = NULL;
  int rc;

  g_return_val_if_fail (corpus != NULL, NULL);
  g_return_val_if_fail (work_id != NULL, NULL);

  db = bx_corpus_get_db (corpus);
  if (sqlite3_prepare_v2 (db, "SELECT title_zh, title_en, author, author_en, licence, "
                              "source_desc, header_note, file FROM works WHERE id = ?1",
                          -1, &stmt, NULL) != SQLITE_OK)
    {
      db_error (corpus, error);
      return NULL;
    }
  sqlite3_bind_text (stmt, 1, work_id, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no work '%s'",
                   bx_corpus_get_path (corpus), work_id);
      return NULL;
    }
  if (rc != SQLITE_ROW)
    {
      db_error (corpus, error);
      return NULL;
    }
  source = g_new0 (BxWorkSource, 1);
  source->work_id = g_strdup (work_id);
  source->title_zh = column_text (stmt, 0);
  source->title_en = column_text (stmt, 1);
  source->author = column_text (stmt, 2);
  source->author_en = column_text (stmt, 3);
  source->licence = column_text (stmt, 4);
  source->sources = column_text (stmt, 5);
  source->note = column_text (stmt, 6);
  source->file = column_text (stmt, 7);
  source->witnesses = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_witness_free);
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (sqlite3_prepare_v2 (db, "SELECT id, label FROM witnesses WHERE work_id = ?1 "
                              "ORDER BY rowid", -1, &stmt, NULL) != SQLITE_OK)
    {
      db_error (corpus, error);
      return NULL;
    }
  sqlite3_bind_text (stmt, 1, work_id, -1, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      BxWitness *w = g_new0 (BxWitness, 1);

      w->id = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
      w->siglum = siglum_of (w->id != NULL ? w->id : "");
      w->label = column_text (stmt, 1);
      g_ptr_array_add (source->witnesses, w);
    }
  if (rc != SQLITE_DONE)
    {
      db_error (corpus, error);
      return NULL;
    }
  return g_steal_pointer (&source);
}

/**
 * bx_work_source_find_witness:
 * @source: a work's provenance
 * @witness_id: (nullable): a witness id, e.g. "saifu.wit.B"
 *
 * Returns: (transfer none) (nullable): the witness, or %NULL if the work lists none by
 * that id
 */
const BxWitness *
bx_work_source_find_witness (const BxWorkSource *source,
                             const char         *witness_id)
{
  g_return_val_if_fail (source != NULL, NULL);

  for (guint i = 0; witness_id != NULL && i < source->witnesses->len; i++)
    {
      const BxWitness *w = g_ptr_array_index (source->witnesses, i);

      if (g_strcmp0 (w->id, witness_id) == 0)
        return w;
    }
  return NULL;
}

/**
 * bx_witness_free:
 * @witness: (nullable): a witness
 */
void
bx_witness_free (BxWitness *witness)
{
  if (witness == NULL)
    return;
  g_free (witness->id);
  g_free (witness->siglum);
  g_free (witness->label);
  g_free (witness);
}

/**
 * bx_work_source_free:
 * @source: (nullable): a work's provenance
 */
void
bx_work_source_free (BxWorkSource *source)
{
  if (source == NULL)
    return;
  g_free (source->work_id);
  g_free (source->title_zh);
  g_free (source->title_en);
  g_free (source->author);
  g_free (source->author_en);
  g_free (source->licence);
  g_free (source->sources);
  g_free (source->note);
  g_free (source->file);
  g_clear_pointer (&source->witnesses, g_ptr_array_unref);
  g_free (source);
}
