/* bx-game-citations.c: the citation chain move → rules → clauses (without a database;
 * the database's side is in bx-game-corpus.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-game.h"

#include <string.h>

/* ---------------------------------------------------------------- citations */

/** bx_cited_clause_free: @clause: (nullable): frees it. */
void
bx_cited_clause_free (BxCitedClause *clause)
{
  if (clause == NULL)
    return;
  g_free (clause->clause_id);
  g_free (clause->text);
  g_free (clause->translation);
  g_free (clause);
}

/** bx_citation_free: @citation: (nullable): frees it. */
void
bx_citation_free (BxCitation *citation)
{
  if (citation == NULL)
    return;
  g_clear_pointer (&citation->clauses, g_ptr_array_unref);
  g_free (citation);
}

/**
 * bx_game_rules_citations_from_index:
 * @game: a game
 * @rules: (array length=n_rules): rule indices (from a #BxMove or #BxResult)
 * @n_rules: their number
 * @index: (nullable): the clause index of the TEI texts; NULL: ids only
 *
 * Returns: (transfer full) (element-type BxCitation): one citation per rule, each with
 *   its clauses (text and translation from @index).
 */
GPtrArray *
bx_game_rules_citations_from_index (const BxGame  *game,
                                    const guint16 *rules,
                                    guint          n_rules,
                                    BxClauseIndex *index)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_citation_free);

  for (guint i = 0; i < n_rules; i++)
    {
      BxCitation *c = g_new0 (BxCitation, 1);
      c->rule = bx_ruleset_get_rule (bx_game_get_ruleset (game), rules[i]);
      c->clauses = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_cited_clause_free);
      for (guint k = 0; c->rule->cites[k] != NULL; k++)
        {
          BxCitedClause *cl = g_new0 (BxCitedClause, 1);
          cl->clause_id = g_strdup (c->rule->cites[k]);
          if (index != NULL)
            {
              cl->text = g_strdup (bx_clause_index_get_text (index, cl->clause_id));
              cl->translation = g_strdup (bx_clause_index_get_translation (index,
                                                                           cl->clause_id));
            }
          g_ptr_array_add (c->clauses, cl);
        }
      g_ptr_array_add (out, c);
    }
  return out;
}

/**
 * bx_game_move_citations_from_index:
 * @game: a game
 * @move: a move
 * @index: (nullable): the clause index; NULL: ids only
 *
 * The chain move → rules → clauses without a database.
 *
 * Returns: (transfer full) (element-type BxCitation): one citation per rule of @move.
 */
GPtrArray *
bx_game_move_citations_from_index (const BxGame  *game,
                                   const BxMove  *move,
                                   BxClauseIndex *index)
{
  return bx_game_rules_citations_from_index (game, move->rules, move->n_rules, index);
}

/**
 * bx_game_move_clause_ids:
 * @game: a game
 * @move: a move
 *
 * Returns: (transfer full): the clause ids cited by the move's rules, each once, in
 *   order of first citation.
 */
char **
bx_game_move_clause_ids (const BxGame *game,
                         const BxMove *move)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  for (guint i = 0; i < move->n_rules; i++)
    {
      const BxRule *r = bx_ruleset_get_rule (bx_game_get_ruleset (game), move->rules[i]);
      for (guint k = 0; r->cites[k] != NULL; k++)
        {
          gboolean seen = FALSE;
          for (guint j = 0; j < ids->len && !seen; j++)
            seen = strcmp (ids->pdata[j], r->cites[k]) == 0;
          if (!seen)
            g_ptr_array_add (ids, g_strdup (r->cites[k]));
        }
    }
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_steal (ids, NULL);
}

/**
 * bx_game_move_status:
 * @game: a game
 * @move: a move
 *
 * Returns: the weakest status among the move's rules.
 */
BxRuleStatus
bx_game_move_status (const BxGame *game,
                     const BxMove *move)
{
  BxRuleStatus s = BX_STATUS_ATTESTED;

  for (guint i = 0; i < move->n_rules; i++)
    s = MAX (s, bx_ruleset_get_rule (bx_game_get_ruleset (game), move->rules[i])->status);
  return s;
}
