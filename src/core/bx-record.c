/* bx-record.c: game records as JSON, validated by replay; Markdown transcripts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-record.h"

#include <string.h>

#include "bx-error.h"

struct _BxRecord
{
  char    *ruleset_id;
  guint64  seed;
  gboolean seeded;    /* the throws are the seed's stream (checked on load) */
  GStrv    players;
  GArray  *entries;   /* BxRecordEntry */
};

static const char *side_names[] = { "white", "black" };

/**
 * bx_record_new:
 * @ruleset_id: "shuanglu/ping"
 * @seed: the seed whose stream gives the throws
 * @players: (nullable) (array zero-terminated=1): labels of the players ("random",
 *   "human" …); NULL: none
 *
 * Returns: (transfer full): an empty record.
 */
BxRecord *
bx_record_new (const char         *ruleset_id,
               guint64             seed,
               const char * const *players)
{
  BxRecord *r = g_new0 (BxRecord, 1);

  r->ruleset_id = g_strdup (ruleset_id);
  r->seed = seed;
  r->seeded = TRUE;
  r->players = players != NULL ? g_strdupv ((char **) players) : g_new0 (char *, 1);
  r->entries = g_array_new (FALSE, TRUE, sizeof (BxRecordEntry));
  return r;
}

/** bx_record_free: @record: (nullable): frees it. */
void
bx_record_free (BxRecord *record)
{
  if (record == NULL)
    return;
  g_free (record->ruleset_id);
  g_strfreev (record->players);
  g_array_unref (record->entries);
  g_free (record);
}

/** bx_record_get_ruleset_id: Returns: the ruleset id. */
const char *
bx_record_get_ruleset_id (BxRecord *record)
{
  return record->ruleset_id;
}

/** bx_record_get_seed: Returns: the seed. */
guint64
bx_record_get_seed (BxRecord *record)
{
  return record->seed;
}

/** bx_record_get_players: Returns: (transfer none): the player labels. */
const char * const *
bx_record_get_players (BxRecord *record)
{
  return (const char * const *) record->players;
}

/** bx_record_get_n_entries: Returns: the number of throws (each with its move). */
guint
bx_record_get_n_entries (BxRecord *record)
{
  return record->entries->len;
}

/** bx_record_get_entry: Returns: (transfer none): the @index-th throw and move. */
const BxRecordEntry *
bx_record_get_entry (BxRecord *record,
                     guint     index)
{
  g_return_val_if_fail (index < record->entries->len, NULL);
  return &g_array_index (record->entries, BxRecordEntry, index);
}

/**
 * bx_record_append:
 * @record: a record
 * @t: the throw
 * @move: the move played for it (a legal move, with its rules)
 */
void
bx_record_append (BxRecord      *record,
                  const BxThrow *t,
                  const BxMove  *move)
{
  BxRecordEntry e;

  memset (&e, 0, sizeof e);
  e.t = *t;
  e.move = *move;
  g_array_append_val (record->entries, e);
}

/** bx_record_truncate: keeps the first @n_entries entries (for undo). */
void
bx_record_truncate (BxRecord *record,
                    guint     n_entries)
{
  if (n_entries < record->entries->len)
    g_array_set_size (record->entries, n_entries);
}

/**
 * bx_record_to_json:
 * @record: a record
 * @game: its game (for the notation and rule ids)
 *
 * Returns: (transfer full): the record JSON (docs/state-format.md).
 */
JsonNode *
bx_record_to_json (BxRecord     *record,
                   const BxGame *game)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  BxState s;
  BxResult res;

  bx_game_init_state (game, &s);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "boxi-record");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, BX_RECORD_FORMAT_VERSION);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, record->ruleset_id);
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, (gint64) record->seed);
  json_builder_set_member_name (b, "throws");
  json_builder_add_string_value (b, record->seeded ? "seeded" : "manual");
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; record->players[i] != NULL; i++)
    json_builder_add_string_value (b, record->players[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  for (guint i = 0; i < record->entries->len; i++)
    {
      const BxRecordEntry *e = &g_array_index (record->entries, BxRecordEntry, i);
      g_autofree char *notation = bx_game_describe_move (game, &s, &e->move);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "turn");
      json_builder_add_int_value (b, s.turn);
      json_builder_set_member_name (b, "player");
      json_builder_add_string_value (b, side_names[s.player & 1]);
      json_builder_set_member_name (b, "throw");
      json_builder_begin_array (b);
      for (guint k = 0; k < e->t.n; k++)
        json_builder_add_int_value (b, e->t.d[k]);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "move");
      json_builder_add_string_value (b, notation);
      json_builder_set_member_name (b, "steps");
      json_builder_add_value (b, bx_game_move_to_json (game, &e->move));
      json_builder_set_member_name (b, "rules");
      json_builder_begin_array (b);
      for (guint k = 0; k < e->move.n_rules; k++)
        json_builder_add_string_value (b, bx_game_rule_id (game, e->move.rules[k]));
      json_builder_end_array (b);
      json_builder_end_object (b);
      if (s.winner < 0)
        bx_game_apply (game, &s, &e->t, &e->move);
    }
  json_builder_end_array (b);
  bx_game_result (game, &s, &res);
  if (res.winner >= 0)
    {
      json_builder_set_member_name (b, "result");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "winner");
      json_builder_add_string_value (b, side_names[res.winner & 1]);
      json_builder_set_member_name (b, "score");
      json_builder_add_int_value (b, res.score);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/**
 * bx_record_save:
 * @record: a record
 * @game: its game
 * @path: the file to write
 * @error: an I/O error
 *
 * Writes the record atomically (a temporary file renamed over @path).
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_record_save (BxRecord      *record,
                const BxGame  *game,
                const char    *path,
                GError       **error)
{
  g_autoptr(JsonNode) node = bx_record_to_json (record, game);
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autofree char *data = NULL;
  gsize len;

  json_generator_set_root (gen, node);
  json_generator_set_pretty (gen, TRUE);
  data = json_generator_to_data (gen, &len);
  return g_file_set_contents (path, data, len, error);
}

static JsonNode *
parse_file (const char  *path,
            JsonParser  *parser,
            GError     **error)
{
  g_autoptr(GError) local = NULL;
  JsonNode *root;

  if (!json_parser_load_from_file (parser, path, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no such file", path);
      else
        g_set_error (error, BX_ERROR, BX_ERROR_PARSE, "%s: not a record (malformed JSON: %s)",
                     path, local->message);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: not a record (not a JSON object)",
                   path);
      return NULL;
    }
  return root;
}

/**
 * bx_record_peek_ruleset:
 * @path: a record file
 * @error: %BX_ERROR_PARSE or %BX_ERROR_INVALID ("FILE: reason")
 *
 * Returns: (transfer full): the id of the record's ruleset, to build its game with.
 */
char *
bx_record_peek_ruleset (const char  *path,
                        GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonNode *root = parse_file (path, parser, error);
  JsonObject *o;
  JsonNode *n;

  if (root == NULL)
    return NULL;
  o = json_node_get_object (root);
  n = json_object_get_member (o, "ruleset");
  if (g_strcmp0 (json_object_get_string_member_with_default (o, "format", ""), "boxi-record")
      != 0
      || n == NULL || json_node_get_value_type (n) != G_TYPE_STRING)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: not a record (needs \"format\": \"boxi-record\" and a ruleset)", path);
      return NULL;
    }
  return g_strdup (json_node_get_string (n));
}

static gboolean
rec_error (GError    **error,
           const char *file,
           guint       index,
           const char *fmt,
           ...) G_GNUC_PRINTF (4, 5);

static gboolean
rec_error (GError    **error,
           const char *file,
           guint       index,
           const char *fmt,
           ...)
{
  va_list ap;
  g_autofree char *msg = NULL;

  va_start (ap, fmt);
  msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: move %u: %s", file, index + 1, msg);
  return FALSE;
}

static gboolean
parse_entry (JsonNode      *node,
             const BxGame  *game,
             const BxState *s,
             BxRecord      *record,
             GArray        *moves,
             const char    *file,
             guint          index,
             BxRecordEntry *out,
             GError       **error)
{
  JsonObject *o;
  JsonNode *n;
  JsonArray *a;
  BxMove want;
  int found;

  memset (out, 0, sizeof *out);
  memset (&want, 0, sizeof want);
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return rec_error (error, file, index, "not an object");
  o = json_node_get_object (node);

  n = json_object_get_member (o, "throw");
  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n)
      || json_array_get_length (a = json_node_get_array (n)) > BX_THROW_MAX_DICE)
    return rec_error (error, file, index, "no throw");
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonNode *e = json_array_get_element (a, i);
      if (json_node_get_value_type (e) != G_TYPE_INT64 || json_node_get_int (e) < 1
          || json_node_get_int (e) > 9)
        return rec_error (error, file, index, "a face of the throw is not a number");
      out->t.d[out->t.n++] = (guint8) json_node_get_int (e);
    }
  if (!bx_throw_is_valid (bx_game_get_dice (game), &out->t))
    return rec_error (error, file, index, "the throw is not one the ruleset's dice can make");
  if (record->seeded)
    {
      BxThrow expect;
      bx_game_throw (game, s, record->seed, &expect);
      if (!bx_throw_equal (&expect, &out->t))
        {
          g_autofree char *a1 = bx_throw_to_string (&out->t);
          g_autofree char *a2 = bx_throw_to_string (&expect);
          return rec_error (error, file, index,
                            "the throw %s is not the seed's throw %s for turn %u", a1, a2,
                            s->turn);
        }
    }

  n = json_object_get_member (o, "steps");
  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n)
      || json_array_get_length (a = json_node_get_array (n)) > BX_MOVE_MAX_STEPS)
    return rec_error (error, file, index, "no steps");
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonNode *e = json_array_get_element (a, i);
      JsonArray *st;
      gint64 v[3];
      if (!JSON_NODE_HOLDS_ARRAY (e) || json_array_get_length (st = json_node_get_array (e)) != 3)
        return rec_error (error, file, index, "a step is not [from, to, number]");
      for (guint k = 0; k < 3; k++)
        {
          JsonNode *x = json_array_get_element (st, k);
          if (json_node_get_value_type (x) != G_TYPE_INT64)
            return rec_error (error, file, index, "a step is not [from, to, number]");
          v[k] = json_node_get_int (x);
          if (v[k] < -2 || v[k] > 100)
            return rec_error (error, file, index, "a step is out of range");
        }
      want.steps[i].from = (gint8) v[0];
      want.steps[i].to = (gint8) v[1];
      want.steps[i].die = (guint8) v[2];
      want.n_steps++;
    }
  /* No steps: a pass, or the choice to throw (BX_MOVE_THROW, recorded as "throw"). */
  if (want.n_steps == 0
      && g_strcmp0 (json_object_get_string_member_with_default (o, "move", ""), "throw") != 0)
    want.flags = BX_MOVE_PASS;

  bx_game_legal_moves (game, s, &out->t, moves);
  found = bx_game_find_move (moves, &want);
  if (found < 0)
    {
      g_autofree char *tt = bx_throw_to_string (&out->t);
      return rec_error (error, file, index, "the move is not legal for the throw %s in the "
                        "replayed position", tt);
    }
  out->move = g_array_index (moves, BxMove, found);

  n = json_object_get_member (o, "rules");
  if (n != NULL)
    {
      if (!JSON_NODE_HOLDS_ARRAY (n)
          || json_array_get_length (a = json_node_get_array (n)) != out->move.n_rules)
        return rec_error (error, file, index, "the rules do not match the move's rules");
      for (guint i = 0; i < out->move.n_rules; i++)
        {
          JsonNode *e = json_array_get_element (a, i);
          if (json_node_get_value_type (e) != G_TYPE_STRING
              || g_strcmp0 (json_node_get_string (e),
                            bx_game_rule_id (game, out->move.rules[i])) != 0)
            return rec_error (error, file, index, "the rules do not match the move's rules");
        }
    }
  return TRUE;
}

/**
 * bx_record_from_json:
 * @node: a record JSON
 * @game: the game of its ruleset
 * @file: the name to put in messages
 * @error: %BX_ERROR_INVALID ("FILE: move N: reason") when the record is not a game
 *   that @game's rules allow
 *
 * Reads and validates a record by replaying it: every throw must fit the dice (and be
 * the seed's throw when "throws" is "seeded"), every move must be legal for its throw,
 * its rule ids must be the move's, and a recorded result must be the game's.
 *
 * Returns: (transfer full): the record, or NULL with @error set.
 */
BxRecord *
bx_record_from_json (JsonNode      *node,
                     const BxGame  *game,
                     const char    *file,
                     GError       **error)
{
  g_autoptr(BxRecord) rec = NULL;
  g_autoptr(GArray) moves = bx_move_list_new ();
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  JsonObject *o;
  JsonNode *n;
  JsonArray *list;
  BxState s;
  const char *rid;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: not a record", file);
      return NULL;
    }
  o = json_node_get_object (node);
  rid = json_object_get_string_member_with_default (o, "ruleset", NULL);
  if (g_strcmp0 (json_object_get_string_member_with_default (o, "format", ""), "boxi-record")
      != 0
      || json_object_get_int_member_with_default (o, "version", 0) != BX_RECORD_FORMAT_VERSION)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: not a record of format boxi-record version %d", file,
                   BX_RECORD_FORMAT_VERSION);
      return NULL;
    }
  if (g_strcmp0 (rid, bx_ruleset_get_id (bx_game_get_ruleset (game))) != 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: the record's ruleset '%s' is not '%s'",
                   file, rid != NULL ? rid : "(none)",
                   bx_ruleset_get_id (bx_game_get_ruleset (game)));
      return NULL;
    }
  n = json_object_get_member (o, "players");
  if (n != NULL && JSON_NODE_HOLDS_ARRAY (n))
    {
      JsonArray *pa = json_node_get_array (n);
      for (guint i = 0; i < json_array_get_length (pa); i++)
        {
          JsonNode *e = json_array_get_element (pa, i);
          if (json_node_get_value_type (e) == G_TYPE_STRING)
            g_ptr_array_add (players, (gpointer) json_node_get_string (e));
        }
    }
  g_ptr_array_add (players, NULL);
  n = json_object_get_member (o, "seed");
  if (n == NULL || json_node_get_value_type (n) != G_TYPE_INT64)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: the record has no seed", file);
      return NULL;
    }
  rec = bx_record_new (rid, (guint64) json_node_get_int (n),
                       (const char * const *) players->pdata);
  rec->seeded = g_strcmp0 (json_object_get_string_member_with_default (o, "throws", "seeded"),
                           "manual") != 0;

  n = json_object_get_member (o, "moves");
  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: the record has no moves", file);
      return NULL;
    }
  list = json_node_get_array (n);
  bx_game_init_state (game, &s);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      BxRecordEntry e;
      if (bx_game_is_over (game, &s))
        {
          rec_error (error, file, i, "the game was already over");
          return NULL;
        }
      if (!parse_entry (json_array_get_element (list, i), game, &s, rec, moves, file, i, &e,
                        error))
        return NULL;
      g_array_append_val (rec->entries, e);
      bx_game_apply (game, &s, &e.t, &e.move);
    }

  n = json_object_get_member (o, "result");
  if (n != NULL && JSON_NODE_HOLDS_OBJECT (n))
    {
      JsonObject *r = json_node_get_object (n);
      BxResult res;
      bx_game_result (game, &s, &res);
      if (res.winner < 0
          || g_strcmp0 (json_object_get_string_member_with_default (r, "winner", ""),
                        side_names[res.winner & 1]) != 0
          || json_object_get_int_member_with_default (r, "score", -1) != (gint64) res.score)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                       "%s: the recorded result is not the replayed game's result", file);
          return NULL;
        }
    }
  return g_steal_pointer (&rec);
}

/**
 * bx_record_load:
 * @path: a record file
 * @game: the game of the record's ruleset (see bx_record_peek_ruleset())
 * @error: %BX_ERROR_NOT_FOUND, %BX_ERROR_PARSE (truncated or not JSON) or
 *   %BX_ERROR_INVALID (a tampered move, throw, rule or result), as "FILE: reason"
 *
 * Returns: (transfer full): the validated record, or NULL with @error set.
 */
BxRecord *
bx_record_load (const char    *path,
                const BxGame  *game,
                GError       **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonNode *root = parse_file (path, parser, error);

  if (root == NULL)
    return NULL;
  return bx_record_from_json (root, game, path, error);
}

/**
 * bx_record_replay:
 * @record: a record (validated when loaded)
 * @game: its game
 * @final_state: (out caller-allocates) (optional): the position after the last move
 * @states: (element-type BxState) (optional): filled with the position before each move
 *   and the final one (n_entries + 1 states)
 * @error: %BX_ERROR_INVALID when a move is not legal (a record built in memory)
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_record_replay (BxRecord      *record,
                  const BxGame  *game,
                  BxState       *final_state,
                  GArray        *states,
                  GError       **error)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxState s;

  bx_game_init_state (game, &s);
  if (states != NULL)
    g_array_set_size (states, 0);
  for (guint i = 0; i < record->entries->len; i++)
    {
      const BxRecordEntry *e = &g_array_index (record->entries, BxRecordEntry, i);
      if (states != NULL)
        g_array_append_val (states, s);
      bx_game_legal_moves (game, &s, &e->t, moves);
      if (bx_game_find_move (moves, &e->move) < 0)
        return rec_error (error, record->ruleset_id, i, "the move is not legal");
      bx_game_apply (game, &s, &e->t, &e->move);
    }
  if (states != NULL)
    g_array_append_val (states, s);
  if (final_state != NULL)
    *final_state = s;
  return TRUE;
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
  g_string_append_printf (md, "- ruleset: `%s`\n- seed: %" G_GUINT64_FORMAT "\n- players:",
                          record->ruleset_id, record->seed);
  for (guint i = 0; record->players[i] != NULL; i++)
    g_string_append_printf (md, "%s %s", i ? "," : "", record->players[i]);
  g_string_append (md, "\n\n## Moves\n\n");
  for (guint i = 0; i < record->entries->len; i++)
    {
      const BxRecordEntry *e = &g_array_index (record->entries, BxRecordEntry, i);
      const BxState *s = &g_array_index (states, BxState, i);
      g_autofree char *notation = bx_game_describe_move (game, s, &e->move);
      g_autofree char *t = bx_throw_to_string (&e->t);

      g_string_append_printf (md, "%u. %s throws %s: %s\n", i + 1,
                              s->player == 0 ? "White" : "Black", t, notation);
      append_citations (md, game, e->move.rules, e->move.n_rules, lookup, user_data);
    }
  bx_game_result (game, &g_array_index (states, BxState, states->len - 1), &res);
  g_string_append (md, "\n## Result\n\n");
  if (res.winner < 0)
    g_string_append (md, "The game is not finished.\n");
  else
    {
      g_string_append_printf (md, "%s wins %u 籌.\n\n", res.winner == 0 ? "White" : "Black",
                              res.score);
      append_citations (md, game, res.rules, res.n_rules, lookup, user_data);
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
