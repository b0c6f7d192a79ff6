/* bx-game-corpus.c: the parts of the rules code that read the corpus database
 *
 * Kept apart so that programs which never open the database (the engine tests, the
 * headless play commands) do not link the corpus code.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-corpus.h"
#include "bx-game.h"
#include "bx-record.h"

/**
 * bx_corpus_check_func:
 * @clause_id: a clause id
 * @corpus: a #BxCorpus
 *
 * A #BxClauseCheckFunc over the corpus database: "#ID" asks for a row of its
 * reconstructions table.
 *
 * Returns: %TRUE when the clause (or the reconstruction) exists.
 */
gboolean
bx_corpus_check_func (const char *clause_id,
                      gpointer    corpus)
{
  if (clause_id[0] == '#')
    return bx_corpus_has_reconstruction (corpus, clause_id + 1);
  return bx_corpus_has_clause (corpus, clause_id);
}

/**
 * bx_game_move_citations:
 * @game: a game
 * @move: a move
 * @corpus: (nullable): the corpus; NULL: clause ids only
 * @error: a database error
 *
 * The chain move → rules → clauses: for each rule of @move (with its status, statement
 * and reconstruction), each cited clause with its original text and English translation.
 *
 * Returns: (transfer full) (element-type BxCitation): the citations, or NULL with
 *   @error set.
 */
GPtrArray *
bx_game_move_citations (const BxGame  *game,
                        const BxMove  *move,
                        BxCorpus      *corpus,
                        GError       **error)
{
  g_autoptr(GPtrArray) out = bx_game_move_citations_from_index (game, move, NULL);

  if (corpus == NULL)
    return g_steal_pointer (&out);
  for (guint i = 0; i < out->len; i++)
    {
      BxCitation *c = g_ptr_array_index (out, i);
      for (guint k = 0; k < c->clauses->len; k++)
        {
          BxCitedClause *cl = g_ptr_array_index (c->clauses, k);
          g_autoptr(GError) local = NULL;
          g_autoptr(BxClause) clause = bx_corpus_get_clause (corpus, cl->clause_id, &local);

          if (clause == NULL)
            {
              g_propagate_error (error, g_steal_pointer (&local));
              return NULL;
            }
          cl->text = g_strdup (clause->text);
          cl->translation = g_strdup (clause->translation);
        }
    }
  return g_steal_pointer (&out);
}

static gboolean
corpus_lookup (const char  *clause_id,
               char       **text,
               char       **translation,
               gpointer     corpus)
{
  g_autoptr(BxClause) clause = bx_corpus_get_clause (corpus, clause_id, NULL);

  if (clause == NULL)
    return FALSE;
  *text = g_strdup (clause->text);
  *translation = g_strdup (clause->translation);
  return TRUE;
}

/**
 * bx_record_export_markdown_with_corpus:
 * @record: a record
 * @game: its game
 * @corpus: the corpus database
 * @error: a replay error
 *
 * Like bx_record_export_markdown(), with the clause texts from the database.
 *
 * Returns: (transfer full): the Markdown transcript, or NULL with @error set.
 */
char *
bx_record_export_markdown_with_corpus (BxRecord      *record,
                                       const BxGame  *game,
                                       BxCorpus      *corpus,
                                       GError       **error)
{
  return bx_record_export_markdown_lookup (record, game, corpus_lookup, corpus, error);
}
