/* bx-record.c: game records as JSON, validated by replay
 *
 * The Markdown transcripts are in bx-record-markdown.c; the struct both read is in
 * bx-record-private.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-record-private.h"

#include <string.h>

#include "bx-error.h"
#include "bx-file.h"
#include "bx-json.h"

/* The bounds of the header's options (the family's configure hook checks the real ones). */
#define MAX_OPTION_PLAYERS 64
#define MAX_OPTION_ROUNDS  100000

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
 * bx_record_set_options:
 * @record: a record
 * @options: the options the game was configured with (bx_game_configure()); 0 = the
 *   ruleset's
 *
 * Stores the table's choices in the header, to be applied before replaying.  The number
 * of players is always written (from the game when 0); the rounds only when set.
 */
void
bx_record_set_options (BxRecord            *record,
                       const BxGameOptions *options)
{
  g_return_if_fail (record != NULL && options != NULL);
  record->options = *options;
}

/** bx_record_get_options: Returns: (transfer none): the record's options (0 = the ruleset's). */
const BxGameOptions *
bx_record_get_options (BxRecord *record)
{
  return &record->options;
}

/**
 * bx_record_winner_name:
 * @game: a game
 * @result: a result (bx_game_result())
 *
 * Returns: (nullable): NULL while the game goes on (%BX_RESULT_NONE); "draw" for a drawn
 *   game (%BX_RESULT_DRAW); else the winner's name (bx_game_player_name()), static.
 */
const char *
bx_record_winner_name (const BxGame   *game,
                       const BxResult *result)
{
  switch (result->kind)
    {
    case BX_RESULT_WIN:
      return bx_game_player_name (game, result->winner);
    case BX_RESULT_DRAW:
      return "draw";
    case BX_RESULT_NONE:
    default:
      return NULL;
    }
}

static void
add_rule_ids (JsonBuilder   *b,
              const BxGame  *game,
              const guint16 *rules,
              guint          n_rules)
{
  json_builder_begin_array (b);
  for (guint k = 0; k < n_rules; k++)
    json_builder_add_string_value (b, bx_game_rule_id (game, rules[k]));
  json_builder_end_array (b);
}

/**
 * bx_record_to_json:
 * @record: a record
 * @game: its game, configured with the record's options (for the notation, the player
 *   names and rule ids)
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
  const char *winner;

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
  json_builder_set_member_name (b, "options");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "players");
  json_builder_add_int_value (b, bx_game_get_n_players (game));
  if (record->options.rounds != 0)
    {
      json_builder_set_member_name (b, "rounds");
      json_builder_add_int_value (b, record->options.rounds);
    }
  json_builder_end_object (b);
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
      g_autofree char *text_en = NULL;
      g_autofree char *text_zh = NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "turn");
      json_builder_add_int_value (b, s.turn);
      json_builder_set_member_name (b, "player");
      json_builder_add_string_value (b, bx_game_player_name (game, s.player));
      json_builder_set_member_name (b, "throw");
      json_builder_begin_array (b);
      for (guint k = 0; k < e->t.n; k++)
        json_builder_add_int_value (b, e->t.d[k]);
      json_builder_end_array (b);
      if (e->t.chosen != 0)
        {
          /* The seats that showed their own parts of the throw (猜拳's hands). */
          json_builder_set_member_name (b, "chosen");
          json_builder_begin_array (b);
          for (guint k = 0; k < 8; k++)
            if (e->t.chosen & (1u << k))
              json_builder_add_int_value (b, k);
          json_builder_end_array (b);
        }
      json_builder_set_member_name (b, "move");
      json_builder_add_string_value (b, notation);
      if (bx_game_describe_move_words (game, &s, &e->move, &text_en, &text_zh))
        {
          json_builder_set_member_name (b, "text_en");
          json_builder_add_string_value (b, text_en);
          json_builder_set_member_name (b, "text_zh");
          json_builder_add_string_value (b, text_zh);
        }
      json_builder_set_member_name (b, "steps");
      json_builder_add_value (b, bx_game_move_to_json (game, &e->move));
      json_builder_set_member_name (b, "flags");
      json_builder_add_int_value (b, e->move.flags);
      json_builder_set_member_name (b, "rules");
      add_rule_ids (b, game, e->move.rules, e->move.n_rules);
      json_builder_end_object (b);
      if (s.winner < 0)
        bx_game_apply (game, &s, &e->t, &e->move);
    }
  json_builder_end_array (b);
  bx_game_result (game, &s, &res);
  winner = bx_record_winner_name (game, &res);
  if (winner != NULL)
    {
      json_builder_set_member_name (b, "result");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "winner");
      json_builder_add_string_value (b, winner);
      json_builder_set_member_name (b, "score");
      json_builder_add_int_value (b, res.score);
      json_builder_set_member_name (b, "rules");
      add_rule_ids (b, game, res.rules, MIN (res.n_rules, BX_MOVE_MAX_RULES));
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
 * Writes the record atomically with bx_file_save(): a temporary file beside @path, synced
 * and renamed over it (a symlink's target is replaced, an existing file keeps its mode,
 * stale temporary files of killed saves are removed first).
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
  return bx_file_save (path, data, (gssize) len, error);
}

/* The record's JSON, nesting bounded (bx_json_parse_bounded()). */
static JsonNode *
parse_file (const char  *path,
            GError     **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *data = NULL;
  gsize len;
  JsonNode *root;

  /* A regular file only, within the size limit (bx-file.c). */
  if (!bx_file_read_regular (path, BX_FILE_MAX_RECORD, &data, &len, error))
    return NULL;
  /* An empty file is well formed and no record. */
  root = NULL;
  for (gsize i = 0; i < len && root == NULL && local == NULL; i++)
    if (!g_ascii_isspace (data[i]))
      root = bx_json_parse_bounded (data, (gssize) len, BX_JSON_MAX_DEPTH, &local);
  if (root == NULL && local == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: not a record (an empty file)", path);
      return NULL;
    }
  if (root == NULL)
    {
      g_autofree char *why = g_strdup_printf ("not a record (malformed JSON: %s)",
                                              local->message);
      /* "FILE:LINE:COL: not a record (malformed JSON: reason)", not json-glib's "<data>". */
      g_autofree char *msg = bx_file_json_error (path, why);

      g_set_error_literal (error, BX_ERROR, BX_ERROR_PARSE, msg);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: not a record (not a JSON object)",
                   path);
      json_node_unref (root);
      return NULL;
    }
  return root;
}

static gboolean
node_is_int (JsonNode *n)
{
  return n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_INT64;
}

static gboolean
node_is_string (JsonNode *n)
{
  return n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING;
}

/* The header's "options" (absent in version 1: the ruleset's). */
static gboolean
read_options (JsonObject    *o,
              const char    *file,
              BxGameOptions *out,
              GError       **error)
{
  JsonNode *n = json_object_get_member (o, "options");
  g_autoptr(GList) members = NULL;

  memset (out, 0, sizeof *out);
  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (n))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: options: not an object", file);
      return FALSE;
    }
  members = json_object_get_members (json_node_get_object (n));
  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *name = l->data;
      JsonNode *v = json_object_get_member (json_node_get_object (n), name);
      gint64 x;

      if (strcmp (name, "players") != 0 && strcmp (name, "rounds") != 0)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: options: unknown option '%s'",
                       file, name);
          return FALSE;
        }
      x = node_is_int (v) ? json_node_get_int (v) : -1;
      if (strcmp (name, "players") == 0)
        {
          if (x < 1 || x > MAX_OPTION_PLAYERS)
            {
              g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                           "%s: options: 'players' must be a number of players 1–%d", file,
                           MAX_OPTION_PLAYERS);
              return FALSE;
            }
          out->n_players = (guint) x;
        }
      else
        {
          if (x < 0 || x > MAX_OPTION_ROUNDS)
            {
              g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                           "%s: options: 'rounds' must be a number 0–%d", file,
                           MAX_OPTION_ROUNDS);
              return FALSE;
            }
          out->rounds = (guint) x;
        }
    }
  return TRUE;
}

/* The format, version and ruleset of a record object. */
static const char *
read_header (JsonObject  *o,
             const char  *file,
             gint64      *version,
             GError     **error)
{
  JsonNode *n = json_object_get_member (o, "ruleset");
  JsonNode *v = json_object_get_member (o, "version");

  if (!node_is_string (json_object_get_member (o, "format"))
      || g_strcmp0 (json_object_get_string_member (o, "format"), "boxi-record") != 0
      || !node_is_string (n))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: not a record (needs \"format\": \"boxi-record\" and a ruleset)", file);
      return NULL;
    }
  if (!node_is_int (v) || json_node_get_int (v) < 1
      || json_node_get_int (v) > BX_RECORD_FORMAT_VERSION)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: not a record of format boxi-record version 1–%d", file,
                   BX_RECORD_FORMAT_VERSION);
      return NULL;
    }
  *version = json_node_get_int (v);
  return json_node_get_string (n);
}

/**
 * bx_record_peek:
 * @path: a record file
 * @ruleset_id: (out) (transfer full) (optional): the id of the record's ruleset
 * @options: (out caller-allocates) (optional): the record's options (0 = the ruleset's),
 *   for bx_game_configure()
 * @error: %BX_ERROR_NOT_FOUND, %BX_ERROR_PARSE or %BX_ERROR_INVALID ("FILE: reason")
 *
 * Reads what is needed to build the record's game before loading it.
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_record_peek (const char     *path,
                char          **ruleset_id,
                BxGameOptions  *options,
                GError        **error)
{
  g_autoptr(JsonNode) root = parse_file (path, error);
  BxGameOptions opt;
  const char *rid;
  gint64 version;

  if (root == NULL)
    return FALSE;
  rid = read_header (json_node_get_object (root), path, &version, error);
  if (rid == NULL || !read_options (json_node_get_object (root), path, &opt, error))
    return FALSE;
  if (ruleset_id != NULL)
    *ruleset_id = g_strdup (rid);
  if (options != NULL)
    *options = opt;
  return TRUE;
}

/**
 * bx_record_peek_ruleset:
 * @path: a record file
 * @error: %BX_ERROR_PARSE or %BX_ERROR_INVALID ("FILE: reason")
 *
 * Returns: (transfer full): the id of the record's ruleset, to build its game with (see
 *   bx_record_peek() for its options too).
 */
char *
bx_record_peek_ruleset (const char  *path,
                        GError     **error)
{
  char *rid = NULL;

  if (!bx_record_peek (path, &rid, NULL, error))
    return NULL;
  return rid;
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
same_steps (const BxMove *a,
            const BxMove *b)
{
  if (a->n_steps != b->n_steps)
    return FALSE;
  for (guint i = 0; i < a->n_steps; i++)
    if (a->steps[i].from != b->steps[i].from || a->steps[i].to != b->steps[i].to
        || a->steps[i].die != b->steps[i].die)
      return FALSE;
  return TRUE;
}

static gboolean
same_rules (const BxMove  *m,
            const guint16 *rules,
            guint          n_rules)
{
  return m->n_rules == n_rules
         && (n_rules == 0 || memcmp (m->rules, rules, n_rules * sizeof rules[0]) == 0);
}

/* The legal move a recorded move is: the same steps and flags (@flag_mask: the bits that
 * the record states), then, when several remain, the same rules.  -1 when none. */
static int
find_recorded (GArray        *moves,
               const BxMove  *want,
               guint          flag_mask,
               const guint16 *rules,
               int            n_rules,
               gboolean      *rules_differ)
{
  int first = -1;

  *rules_differ = FALSE;
  for (guint i = 0; i < moves->len; i++)
    {
      const BxMove *m = &g_array_index (moves, BxMove, i);
      if (!same_steps (m, want) || (m->flags & flag_mask) != (want->flags & flag_mask))
        continue;
      if (n_rules < 0 || same_rules (m, rules, (guint) n_rules))
        return (int) i;
      if (first < 0)
        first = (int) i;
    }
  *rules_differ = first >= 0;
  return first;
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
  BxRuleset *rs = bx_game_get_ruleset (game);
  JsonObject *o;
  JsonNode *n;
  JsonArray *a;
  BxMove want;
  guint16 rules[BX_MOVE_MAX_RULES];
  int n_rules = -1;
  guint flag_mask;
  gboolean rules_differ;
  int found;

  memset (out, 0, sizeof *out);
  memset (&want, 0, sizeof want);
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return rec_error (error, file, index, "not an object");
  o = json_node_get_object (node);

  /* "turn" and "player" are for readers; when present they must be the replay's. */
  n = json_object_get_member (o, "turn");
  if (n != NULL && (!node_is_int (n) || json_node_get_int (n) != (gint64) s->turn))
    {
      g_autofree char *turn = node_is_int (n)
                              ? g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (n))
                              : g_strdup ("(not a number)");
      return rec_error (error, file, index, "the record says turn %s, the replay is at turn %u",
                        turn, s->turn);
    }
  n = json_object_get_member (o, "player");
  if (n != NULL
      && (!node_is_string (n)
          || g_strcmp0 (json_node_get_string (n), bx_game_player_name (game, s->player)) != 0))
    return rec_error (error, file, index, "the record says '%s' plays, the replay has '%s'",
                      node_is_string (n) ? json_node_get_string (n) : "(not a name)",
                      bx_game_player_name (game, s->player));

  n = json_object_get_member (o, "throw");
  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n)
      || json_array_get_length (a = json_node_get_array (n)) > BX_THROW_MAX_DICE)
    return rec_error (error, file, index, "no throw (an array of at most %d faces)",
                      BX_THROW_MAX_DICE);
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonNode *e = json_array_get_element (a, i);
      if (!node_is_int (e) || json_node_get_int (e) < 0 || json_node_get_int (e) > 255)
        return rec_error (error, file, index, "a face of the throw is %s",
                          node_is_int (e) ? "out of range (0–255)" : "not a number");
      out->t.d[out->t.n++] = (guint8) json_node_get_int (e);
    }
  n = json_object_get_member (o, "chosen");
  if (n != NULL)
    {
      if (!JSON_NODE_HOLDS_ARRAY (n))
        return rec_error (error, file, index, "\"chosen\" is not an array of seats");
      a = json_node_get_array (n);
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          JsonNode *e = json_array_get_element (a, i);
          if (!node_is_int (e) || json_node_get_int (e) < 0
              || json_node_get_int (e) >= (gint64) MIN (bx_game_get_n_players (game), 8))
            return rec_error (error, file, index, "a seat of \"chosen\" is not a player");
          out->t.chosen |= (guint8) (1u << json_node_get_int (e));
        }
      if (!bx_throw_is_valid (bx_game_get_dice (game), &out->t))
        return rec_error (error, file, index,
                          "the throw is not one the players can show with the ruleset's dice");
    }
  if (record->seeded)
    {
      BxThrow expect;
      bx_game_throw (game, s, record->seed, &expect);
      /* The parts the players showed are theirs; the rest must be the seed's. */
      bx_throw_merge_chosen (bx_game_get_dice (game), &expect, &out->t);
      if (!bx_throw_equal (&expect, &out->t))
        {
          g_autofree char *a1 = bx_throw_to_string (&out->t);
          g_autofree char *a2 = bx_throw_to_string (&expect);
          return rec_error (error, file, index,
                            "the throw %s is not the seed's throw %s for turn %u", a1, a2,
                            s->turn);
        }
    }
  else if (!bx_throw_is_valid (bx_game_get_dice (game), &out->t))
    return rec_error (error, file, index, "the throw is not one the ruleset's dice can make");

  n = json_object_get_member (o, "steps");
  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n)
      || json_array_get_length (a = json_node_get_array (n)) > BX_MOVE_MAX_STEPS)
    return rec_error (error, file, index, "no steps (an array of at most %d steps)",
                      BX_MOVE_MAX_STEPS);
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      static const gint64 lo[3] = { G_MININT8, G_MININT8, 0 };
      static const gint64 hi[3] = { G_MAXINT8, G_MAXINT8, G_MAXUINT8 };
      JsonNode *e = json_array_get_element (a, i);
      JsonArray *st;
      gint64 v[3];
      if (!JSON_NODE_HOLDS_ARRAY (e) || json_array_get_length (st = json_node_get_array (e)) != 3)
        return rec_error (error, file, index, "a step is not [from, to, number]");
      for (guint k = 0; k < 3; k++)
        {
          JsonNode *x = json_array_get_element (st, k);
          if (!node_is_int (x))
            return rec_error (error, file, index, "a step is not [from, to, number]");
          v[k] = json_node_get_int (x);
          if (v[k] < lo[k] || v[k] > hi[k])
            return rec_error (error, file, index, "a step is out of range");
        }
      want.steps[i].from = (gint8) v[0];
      want.steps[i].to = (gint8) v[1];
      want.steps[i].die = (guint8) v[2];
      want.n_steps++;
    }

  n = json_object_get_member (o, "flags");
  if (n != NULL)
    {
      if (!node_is_int (n) || json_node_get_int (n) < 0 || json_node_get_int (n) > G_MAXUINT16)
        return rec_error (error, file, index, "the flags are not a number 0–65535");
      want.flags = (guint16) json_node_get_int (n);
      flag_mask = G_MAXUINT16;
    }
  else
    {
      /* Version 1: no steps is a pass, or the choice to throw (recorded as "throw"). */
      JsonNode *mv = json_object_get_member (o, "move");
      if (want.n_steps == 0
          && !(node_is_string (mv) && g_strcmp0 (json_node_get_string (mv), "throw") == 0))
        want.flags = BX_MOVE_PASS;
      flag_mask = BX_MOVE_PASS;
    }

  n = json_object_get_member (o, "rules");
  if (n != NULL)
    {
      if (!JSON_NODE_HOLDS_ARRAY (n)
          || json_array_get_length (a = json_node_get_array (n)) > BX_MOVE_MAX_RULES)
        return rec_error (error, file, index, "the rules are not a list of rule ids");
      n_rules = 0;
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          JsonNode *e = json_array_get_element (a, i);
          guint ri;
          if (!node_is_string (e))
            return rec_error (error, file, index, "the rules are not a list of rule ids");
          if (bx_ruleset_find_rule (rs, json_node_get_string (e), &ri) == NULL)
            return rec_error (error, file, index, "unknown rule id '%s' (not in %s)",
                              json_node_get_string (e), bx_ruleset_get_id (rs));
          rules[n_rules++] = (guint16) ri;
        }
    }

  bx_game_legal_moves (game, s, &out->t, moves);
  found = find_recorded (moves, &want, flag_mask, rules, n_rules, &rules_differ);
  if (found < 0)
    {
      g_autofree char *tt = bx_throw_to_string (&out->t);
      return rec_error (error, file, index, "the move is not legal for the throw %s in the "
                        "replayed position", tt);
    }
  if (rules_differ)
    return rec_error (error, file, index, "the rules do not match the move's rules");
  out->move = g_array_index (moves, BxMove, found);

  /* "move", the notation, is for readers too; when present it must be the move's. */
  n = json_object_get_member (o, "move");
  if (n != NULL)
    {
      g_autofree char *notation = bx_game_describe_move (game, s, &out->move);
      if (!node_is_string (n))
        return rec_error (error, file, index, "the notation is not a string (%s)", notation);
      if (g_strcmp0 (json_node_get_string (n), notation) != 0)
        return rec_error (error, file, index, "the notation '%s' does not match the move (%s)",
                          json_node_get_string (n), notation);
    }
  return TRUE;
}

/* The recorded "result", when there is one, must be the replayed game's. */
static gboolean
check_result (JsonObject    *o,
              const BxGame  *game,
              const BxState *s,
              const char    *file,
              GError       **error)
{
  JsonNode *n = json_object_get_member (o, "result");
  const char *want_winner, *winner;
  JsonObject *r;
  JsonNode *x;
  BxResult res;

  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (n))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: result: not an object", file);
      return FALSE;
    }
  r = json_node_get_object (n);
  bx_game_result (game, s, &res);
  winner = bx_record_winner_name (game, &res);
  x = json_object_get_member (r, "winner");
  want_winner = node_is_string (x) ? json_node_get_string (x) : NULL;
  if (winner == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: result: the record says '%s' won, but the replayed game is not over",
                   file, want_winner != NULL ? want_winner : "(nobody)");
      return FALSE;
    }
  x = json_object_get_member (r, "score");
  if (g_strcmp0 (want_winner, winner) != 0 || !node_is_int (x)
      || json_node_get_int (x) != (gint64) res.score)
    {
      g_autofree char *score = node_is_int (x)
                               ? g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (x))
                               : g_strdup ("(none)");
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: result: the record says '%s' with score %s, the replay gives '%s' "
                   "with score %u", file, want_winner != NULL ? want_winner : "(nobody)",
                   score, winner, res.score);
      return FALSE;
    }
  x = json_object_get_member (r, "rules");
  if (x != NULL)
    {
      JsonArray *a = JSON_NODE_HOLDS_ARRAY (x) ? json_node_get_array (x) : NULL;
      guint nr = MIN (res.n_rules, BX_MOVE_MAX_RULES);
      gboolean ok = a != NULL && json_array_get_length (a) == nr;
      for (guint i = 0; ok && i < nr; i++)
        {
          JsonNode *e = json_array_get_element (a, i);
          ok = node_is_string (e)
               && g_strcmp0 (json_node_get_string (e), bx_game_rule_id (game, res.rules[i])) == 0;
        }
      if (!ok)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                       "%s: result: the rules do not match the replayed result's rules", file);
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * bx_record_from_json:
 * @node: a record JSON
 * @game: the game of its ruleset, configured with the record's options (see
 *   bx_record_from_json_configure())
 * @file: the name to put in messages
 * @error: %BX_ERROR_INVALID ("FILE: move N: reason", "FILE: options: reason", "FILE:
 *   result: reason") when the record is not a game that @game's rules allow
 *
 * Reads and validates a record by replaying it: the record's number of players must be
 * @game's, every throw must fit the dice (and be the seed's throw when "throws" is
 * "seeded"), every move must be legal for its throw, its rule ids must be the move's,
 * "turn" and "player" must be the replay's, and a recorded result must be the game's.
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
  BxGameOptions opt;
  BxState s;
  const char *rid;
  gint64 version;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: not a record", file);
      return NULL;
    }
  o = json_node_get_object (node);
  rid = read_header (o, file, &version, error);
  if (rid == NULL)
    return NULL;
  if (g_strcmp0 (rid, bx_ruleset_get_id (bx_game_get_ruleset (game))) != 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: the record's ruleset '%s' is not '%s'",
                   file, rid, bx_ruleset_get_id (bx_game_get_ruleset (game)));
      return NULL;
    }
  if (!read_options (o, file, &opt, error))
    return NULL;
  if (opt.n_players != 0 && opt.n_players != bx_game_get_n_players (game))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: options: the record is a game of %u players, the game is set for %u "
                   "(configure it with the record's options)", file, opt.n_players,
                   bx_game_get_n_players (game));
      return NULL;
    }
  n = json_object_get_member (o, "players");
  if (n != NULL && JSON_NODE_HOLDS_ARRAY (n))
    {
      JsonArray *pa = json_node_get_array (n);
      for (guint i = 0; i < json_array_get_length (pa); i++)
        {
          JsonNode *e = json_array_get_element (pa, i);
          if (node_is_string (e))
            g_ptr_array_add (players, (gpointer) json_node_get_string (e));
        }
    }
  g_ptr_array_add (players, NULL);
  n = json_object_get_member (o, "seed");
  if (n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_DOUBLE)
    {
      /* 1e400, 1.5, 2^64: a number, but no seed (json-glib reads them as doubles). */
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: the seed is out of range (a whole number from %" G_GINT64_FORMAT
                   " to %" G_GINT64_FORMAT ")", file, G_MININT64, G_MAXINT64);
      return NULL;
    }
  if (!node_is_int (n))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   n == NULL ? "%s: the record has no seed"
                             : "%s: the seed is not a whole number", file);
      return NULL;
    }
  rec = bx_record_new (rid, (guint64) json_node_get_int (n),
                       (const char * const *) players->pdata);
  rec->options = opt;
  n = json_object_get_member (o, "throws");
  if (n != NULL && (!node_is_string (n)
                    || (g_strcmp0 (json_node_get_string (n), "seeded") != 0
                        && g_strcmp0 (json_node_get_string (n), "manual") != 0)))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: \"throws\" must be \"seeded\" or \"manual\"", file);
      return NULL;
    }
  rec->seeded = n == NULL || g_strcmp0 (json_node_get_string (n), "manual") != 0;

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
  if (!check_result (o, game, &s, file, error))
    return NULL;
  return g_steal_pointer (&rec);
}

/**
 * bx_record_from_json_configure:
 * @node: a record JSON
 * @game: a new game of the record's ruleset, not yet played
 * @file: the name to put in messages
 * @error: as bx_record_from_json(); "FILE: options: reason" when @game refuses the
 *   record's options
 *
 * Applies the record's options to @game (bx_game_configure()), then reads and validates
 * the record (bx_record_from_json()).
 *
 * Returns: (transfer full): the record, or NULL with @error set.
 */
BxRecord *
bx_record_from_json_configure (JsonNode    *node,
                               BxGame      *game,
                               const char  *file,
                               GError     **error)
{
  g_autoptr(GError) local = NULL;
  BxGameOptions opt;
  gint64 version;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: not a record", file);
      return NULL;
    }
  if (read_header (json_node_get_object (node), file, &version, error) == NULL
      || !read_options (json_node_get_object (node), file, &opt, error))
    return NULL;
  if (!bx_game_configure (game, &opt, &local))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: options: %s", file, local->message);
      return NULL;
    }
  return bx_record_from_json (node, game, file, error);
}

/**
 * bx_record_load:
 * @path: a record file
 * @game: the game of the record's ruleset (see bx_record_peek_ruleset()), configured with
 *   the record's options (bx_record_peek()); bx_record_load_configure() does both
 * @error: %BX_ERROR_NOT_FOUND, %BX_ERROR_PARSE (truncated or not JSON) or
 *   %BX_ERROR_INVALID (a tampered move, throw, rule, option or result), as "FILE: reason"
 *
 * Returns: (transfer full): the validated record, or NULL with @error set.
 */
BxRecord *
bx_record_load (const char    *path,
                const BxGame  *game,
                GError       **error)
{
  g_autoptr(JsonNode) root = parse_file (path, error);

  if (root == NULL)
    return NULL;
  return bx_record_from_json (root, game, path, error);
}

/**
 * bx_record_load_configure:
 * @path: a record file
 * @game: a new game of the record's ruleset (bx_record_peek_ruleset()), not yet played
 * @error: as bx_record_load(); "FILE: options: reason" when @game refuses the record's
 *   options
 *
 * Applies the record's options (players, rounds) to @game, then loads and validates the
 * record.  Use this for records of games whose table chooses its options (除紅, 打馬).
 *
 * Returns: (transfer full): the validated record, or NULL with @error set.
 */
BxRecord *
bx_record_load_configure (const char  *path,
                          BxGame      *game,
                          GError     **error)
{
  g_autoptr(JsonNode) root = parse_file (path, error);

  if (root == NULL)
    return NULL;
  return bx_record_from_json_configure (root, game, path, error);
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
      gboolean rules_differ;
      if (states != NULL)
        g_array_append_val (states, s);
      if (bx_game_is_over (game, &s))
        return rec_error (error, record->ruleset_id, i, "the game was already over");
      bx_game_legal_moves (game, &s, &e->t, moves);
      if (find_recorded (moves, &e->move, G_MAXUINT16, e->move.rules, e->move.n_rules,
                         &rules_differ) < 0 || rules_differ)
        return rec_error (error, record->ruleset_id, i, "the move is not legal");
      bx_game_apply (game, &s, &e->t, &e->move);
    }
  if (states != NULL)
    g_array_append_val (states, s);
  if (final_state != NULL)
    *final_state = s;
  return TRUE;
}
