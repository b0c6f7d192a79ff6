/* bx-record-markdown.c: a game record as a Markdown transcript
 *
 * bx_record_export_markdown() and its lookup variant: the header, every move described
 * by the engine with the rules it used and their source clauses, and the result.  The
 * record's JSON form and its replay are in bx-record.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-record-private.h"

#include <string.h>


/* "red" → "Red" (ASCII names; others unchanged). */
static char *
capitalize (const char *name)
{
  char *c = g_strdup (name != NULL ? name : "?");
  if (c[0] >= 'a' && c[0] <= 'z')
    c[0] = (char) (c[0] - 'a' + 'A');
  return c;
}

static void
append_citations (GString            *md,
                  const BxGame       *game,
                  const guint16      *rules,
                  guint               n_rules,
                  BxClauseLookupFunc  lookup,
                  gpointer            data)
{
  BxRuleset *rs = bx_game_get_ruleset (game);

  for (guint i = 0; i < n_rules; i++)
    {
      const BxRule *r = bx_ruleset_get_rule (rs, rules[i]);
      g_string_append_printf (md, "   - **%s** (%s, %s): %s\n", r->id,
                              bx_topic_to_string (r->topic),
                              bx_rule_status_to_string (r->status), r->statement_en);
      for (guint k = 0; r->cites[k] != NULL; k++)
        {
          g_autofree char *text = NULL;
          g_autofree char *tr = NULL;
          if (lookup != NULL && lookup (r->cites[k], &text, &tr, data) && text != NULL)
            g_string_append_printf (md, "     - `%s` %s%s%s\n", r->cites[k], text,
                                    tr != NULL ? " — " : "", tr != NULL ? tr : "");
          else
            g_string_append_printf (md, "     - `%s`\n", r->cites[k]);
        }
    }
}

/**
 * bx_record_export_markdown_lookup:
 * @record: a record
 * @game: its game
 * @lookup: (nullable): gives a clause's text and translation; NULL: ids only
 * @user_data: its closure
 * @error: a replay error
 *
 * Returns: (transfer full): an annotated transcript: each move, then each rule that
 *   licenses it (id, topic, status, statement) and each cited clause (id, original,
 *   translation); then the result with its rules.
 */
char *
bx_record_export_markdown_lookup (BxRecord           *record,
                                  const BxGame       *game,
                                  BxClauseLookupFunc  lookup,
                                  gpointer            user_data,
                                  GError            **error)
{
  BxRuleset *rs = bx_game_get_ruleset (game);
  g_autoptr(GArray) states = g_array_new (FALSE, FALSE, sizeof (BxState));
  g_autoptr(GString) md = g_string_new (NULL);
  BxResult res;

  if (!bx_record_replay (record, game, NULL, states, error))
    return NULL;
  g_string_append_printf (md, "# %s (%s): game record\n\n",
                          bx_ruleset_get_name_zh (rs), bx_ruleset_get_name_en (rs));
  g_string_append_printf (md, "- ruleset: `%s`\n- seed: %" G_GUINT64_FORMAT "\n",
                          record->ruleset_id, record->seed);
  g_string_append_printf (md, "- players: %u (", bx_game_get_n_players (game));
  for (guint p = 0; p < bx_game_get_n_players (game); p++)
    g_string_append_printf (md, "%s%s%s%s", p ? ", " : "", bx_game_player_name (game, (int) p),
                            p < g_strv_length (record->players) ? ": " : "",
                            p < g_strv_length (record->players) ? record->players[p] : "");
  g_string_append (md, ")\n");
  if (record->options.rounds != 0)
    g_string_append_printf (md, "- rounds: %u\n", record->options.rounds);
  g_string_append (md, "\n## Moves\n\n");
  for (guint i = 0; i < record->entries->len; i++)
    {
      const BxRecordEntry *e = &g_array_index (record->entries, BxRecordEntry, i);
      const BxState *s = &g_array_index (states, BxState, i);
      g_autofree char *notation = bx_game_describe_move (game, s, &e->move);
      g_autofree char *t = bx_throw_to_string (&e->t);
      g_autofree char *who = capitalize (bx_game_player_name (game, s->player));
      g_autofree char *text_en = NULL;
      g_autofree char *text_zh = NULL;

      if (bx_game_describe_move_words (game, s, &e->move, &text_en, &text_zh))
        {
          /* The move in words (which say when it is made without a throw), then its
           * notation for experts. */
          if (e->t.n == 0)
            g_string_append_printf (md, "%u. %s / %s (`%s`)", i + 1, text_en, text_zh,
                                    notation);
          else
            g_string_append_printf (md, "%u. Throw %s. %s / %s (`%s`)", i + 1, t, text_en,
                                    text_zh, notation);
        }
      else if (e->t.n == 0)
        g_string_append_printf (md, "%u. %s, without a throw: %s", i + 1, who, notation);
      else
        g_string_append_printf (md, "%u. %s throws %s: %s", i + 1, who, t, notation);
      g_string_append (md, (e->move.flags & BX_MOVE_TABLE) ? " (imposed by the table)\n" : "\n");
      append_citations (md, game, e->move.rules, e->move.n_rules, lookup, user_data);
    }
  bx_game_result (game, &g_array_index (states, BxState, states->len - 1), &res);
  g_string_append (md, "\n## Result\n\n");
  if (res.kind == BX_RESULT_NONE)
    g_string_append (md, "The game is not finished.\n");
  else
    {
      const char *w = bx_record_winner_name (game, &res);
      if (res.kind == BX_RESULT_DRAW)
        g_string_append_printf (md, "The game is drawn (score %u).\n\n", res.score);
      else
        {
          g_autofree char *who = capitalize (w);
          g_string_append_printf (md, "%s wins, score %u.\n\n", who, res.score);
        }
      append_citations (md, game, res.rules, MIN (res.n_rules, BX_MOVE_MAX_RULES), lookup,
                        user_data);
    }
  return g_string_free (g_steal_pointer (&md), FALSE);
}

static gboolean
index_lookup (const char  *clause_id,
              char       **text,
              char       **translation,
              gpointer     index)
{
  if (!bx_clause_index_has (index, clause_id))
    return FALSE;
  *text = g_strdup (bx_clause_index_get_text (index, clause_id));
  *translation = g_strdup (bx_clause_index_get_translation (index, clause_id));
  return TRUE;
}

/**
 * bx_record_export_markdown:
 * @record: a record
 * @game: its game
 * @index: (nullable): the clause index of the TEI texts; NULL: clause ids only
 * @error: a replay error
 *
 * Returns: (transfer full): the annotated Markdown transcript (see
 *   bx_record_export_markdown_lookup()), or NULL with @error set.
 */
char *
bx_record_export_markdown (BxRecord       *record,
                           const BxGame   *game,
                           BxClauseIndex  *index,
                           GError        **error)
{
  return bx_record_export_markdown_lookup (record, game, index != NULL ? index_lookup : NULL,
                                           index, error);
}
