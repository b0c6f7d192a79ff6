/* bx-game.c: games (a ruleset bound to its family's engine) and the family registry
 *
 * Reading params is in bx-game-params.c, the citation chain in bx-game-citations.c, a
 * position to and from JSON in bx-game-state.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-game-private.h"

#include <string.h>

#include "bx-error.h"


#define MAX_FAMILIES BX_GAME_MAX_FAMILIES

static const BxGameVTable *families[MAX_FAMILIES];
static guint n_families;
G_LOCK_DEFINE_STATIC (families);

/* The number of stream draws reserved for each throw: a throw at turn n uses the draws
 * n × THROW_STRIDE onward, so it depends only on (seed, n). */
#define THROW_STRIDE 16

/**
 * bx_game_register_family:
 * @vtable: (transfer none): a family's engine, static
 *
 * Makes @vtable available to bx_game_new() for rulesets of its family.  The core knows no
 * family by itself: the built-in ones are registered by bx_games_register_builtin()
 * (src/games/bx-families.c), which the programs and tests call at start; a test or a
 * plug-in registers its own the same way.  Registering is thread-safe.
 *
 * Returns: %TRUE when registered (or when @vtable already was); %FALSE when another
 *   engine already plays @vtable's family (the first one stays) or the registry is full
 *   (%BX_GAME_MAX_FAMILIES).
 */
gboolean
bx_game_register_family (const BxGameVTable *vtable)
{
  gboolean ok = TRUE;

  g_return_val_if_fail (vtable != NULL && vtable->family != NULL, FALSE);
  G_LOCK (families);
  for (guint i = 0; i < n_families; i++)
    if (g_strcmp0 (families[i]->family, vtable->family) == 0)
      {
        ok = families[i] == vtable;
        G_UNLOCK (families);
        return ok;
      }
  if (n_families < MAX_FAMILIES)
    families[n_families++] = vtable;
  else
    ok = FALSE;
  G_UNLOCK (families);
  return ok;
}

/**
 * bx_game_lookup_family:
 * @family: "shuanglu"
 *
 * Returns: (nullable): the registered engine of @family, or NULL.
 */
const BxGameVTable *
bx_game_lookup_family (const char *family)
{
  const BxGameVTable *found = NULL;

  G_LOCK (families);
  for (guint i = 0; i < n_families && found == NULL; i++)
    if (g_strcmp0 (families[i]->family, family) == 0)
      found = families[i];
  G_UNLOCK (families);
  return found;
}

/**
 * bx_game_list_families:
 *
 * Returns: (transfer container) (element-type BxGameVTable): the registered engines, in
 *   the order of registration.
 */
GPtrArray *
bx_game_list_families (void)
{
  GPtrArray *out = g_ptr_array_new ();

  G_LOCK (families);
  for (guint i = 0; i < n_families; i++)
    g_ptr_array_add (out, (gpointer) families[i]);
  G_UNLOCK (families);
  return out;
}

/* The values of the ruleset param dice.kind, each with its device (bx-dice.h) and the
 * number of dice it forces (0: dice.count decides).  The one place that names them. */
static const struct
{
  const char *name;
  BxDiceKind  kind;
  int         count;
} dice_kinds[] = {
  { "cubic",   BX_DICE_CUBIC,   0 },
  { "long",    BX_DICE_LONG,    0 },
  { "qiong",   BX_DICE_QIONG,   1 },
  { "zhu",     BX_DICE_ZHU,     1 },
  { "fingers", BX_DICE_FINGERS, 0 },
  { "call",    BX_DICE_CALL,    2 },
};

static gboolean
read_dice (BxRuleset   *rs,
           BxDiceSpec  *dice,
           GError     **error)
{
  const char *kind = bx_ruleset_get_param (rs, "dice.kind");
  int count = 2, total = 0;
  guint k;

  if (kind == NULL)
    kind = "cubic";
  if (!bx_ruleset_get_int (rs, "dice.count", &count, error))
    return FALSE;
  if (count < 1 || count > BX_THROW_MAX_DICE)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: dice.count %d is out of range",
                   bx_ruleset_get_file (rs), count);
      return FALSE;
    }
  for (k = 0; k < G_N_ELEMENTS (dice_kinds); k++)
    if (strcmp (kind, dice_kinds[k].name) == 0)
      break;
  if (k == G_N_ELEMENTS (dice_kinds))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: unknown dice.kind '%s'",
                   bx_ruleset_get_file (rs), kind);
      return FALSE;
    }
  bx_dice_spec_init_cubic (dice, count);
  dice->kind = dice_kinds[k].kind;
  if (dice_kinds[k].count != 0)
    dice->count = dice_kinds[k].count;
  if (dice->kind == BX_DICE_CALL)
    {
      if (!bx_ruleset_get_int (rs, "dice.total", &total, error))
        return FALSE;
      dice->fixed_total = total;
    }

  /* Hands are shown by the players themselves (a human's part is his choice); dice are
   * thrown.  dice.chosen=false makes the hands random too. */
  dice->chosen = dice->kind == BX_DICE_FINGERS;
  if (bx_ruleset_get_param (rs, "dice.chosen") != NULL
      && !bx_ruleset_get_bool (rs, "dice.chosen", &dice->chosen, error))
    return FALSE;
  if (dice->chosen && dice->kind != BX_DICE_FINGERS)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: dice.chosen: only hands (dice.kind fingers) are shown by the players",
                   bx_ruleset_get_file (rs));
      return FALSE;
    }
  return TRUE;
}

/**
 * bx_game_new:
 * @ruleset: a playable ruleset
 * @error: %BX_ERROR_NOT_FOUND when no engine plays the ruleset's family,
 *   %BX_ERROR_INVALID when the ruleset is not playable or a param is missing or wrong
 *
 * Binds @ruleset to its family's engine, which reads the params now.
 *
 * Returns: (transfer full): the game, or NULL with @error set.
 */
BxGame *
bx_game_new (BxRuleset  *ruleset,
             GError    **error)
{
  g_autoptr(BxGame) game = NULL;
  const BxGameVTable *vt;

  g_return_val_if_fail (ruleset != NULL, NULL);
  if (!bx_ruleset_get_playable (ruleset))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: ruleset '%s' is not playable",
                   bx_ruleset_get_file (ruleset), bx_ruleset_get_id (ruleset));
      return NULL;
    }
  vt = bx_game_lookup_family (bx_ruleset_get_family (ruleset));
  if (vt == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no engine for family '%s'",
                   bx_ruleset_get_file (ruleset), bx_ruleset_get_family (ruleset));
      return NULL;
    }
  game = g_new0 (BxGame, 1);
  game->ruleset = bx_ruleset_ref (ruleset);
  game->vt = vt;
  game->priv = g_malloc0 (MAX (vt->priv_size, 1));
  if (!read_dice (ruleset, &game->dice, error))
    return NULL;
  if (vt->prepare != NULL && !vt->prepare (game, game->priv, error))
    return NULL;
  return g_steal_pointer (&game);
}

/** bx_game_free: @game: (nullable): frees the game. */
void
bx_game_free (BxGame *game)
{
  if (game == NULL)
    return;
  g_clear_pointer (&game->ruleset, bx_ruleset_unref);
  g_free (game->priv);
  g_free (game);
}

/**
 * bx_game_configure:
 * @game: a game, before play
 * @options: the table's choices (0 = the ruleset's)
 * @error: %BX_ERROR_USAGE when the family does not allow the choice
 *
 * Sets the number of players and the length of a session for families that let the
 * table choose them (除紅: 2–5 players, a number of rounds).
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_game_configure (BxGame              *game,
                   const BxGameOptions *options,
                   GError             **error)
{
  g_return_val_if_fail (game != NULL && options != NULL, FALSE);
  if (game->vt->configure != NULL)
    return game->vt->configure (game, game->priv, options, error);
  if (options->n_players != 0 && options->n_players != game->vt->n_players (game))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "%s is played by %u players, not %u",
                   bx_ruleset_get_id (game->ruleset), game->vt->n_players (game),
                   options->n_players);
      return FALSE;
    }
  if (options->rounds != 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "%s is not played in rounds",
                   bx_ruleset_get_id (game->ruleset));
      return FALSE;
    }
  return TRUE;
}

/**
 * bx_game_throw_is_valid:
 * @game: a game
 * @t: a throw (bx_throw_parse())
 *
 * What `boxi-cli legal` accepts is exactly what `throws` prints: a throw the dice can
 * make (bx_throw_is_valid()), or one listed by the family's throw table
 * (bx_game_throw_table(): 六博 played by hands lists the sums 0–10 of the two hands, which its
 * engine reads as the throw of one face).  Records are checked against the dice only.
 *
 * Returns: %TRUE when @t is a throw of @game.
 */
gboolean
bx_game_throw_is_valid (const BxGame  *game,
                        const BxThrow *t)
{
  g_autoptr(JsonNode) table = NULL;
  g_autofree char *text = NULL;
  JsonArray *a;

  g_return_val_if_fail (game != NULL && t != NULL, FALSE);
  if (bx_throw_is_valid (&game->dice, t))
    return TRUE;
  table = bx_game_throw_table (game);
  if (table == NULL || !JSON_NODE_HOLDS_ARRAY (table))
    return FALSE;
  text = bx_throw_to_string (t);
  a = json_node_get_array (table);
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonNode *e = json_array_get_element (a, i);
      if (JSON_NODE_HOLDS_OBJECT (e)
          && g_strcmp0 (json_object_get_string_member_with_default (json_node_get_object (e),
                                                                   "throw", NULL),
                        text) == 0)
        return TRUE;
    }
  return FALSE;
}

/**
 * bx_game_throw_table:
 * @game: a game
 *
 * Returns: (transfer full) (nullable): the family's table of named throws as a JSON
 *   array (docs/cli.md, `throws`), or NULL when the family names no throws.
 */
JsonNode *
bx_game_throw_table (const BxGame *game)
{
  return game->vt->throw_table != NULL ? game->vt->throw_table (game) : NULL;
}

/**
 * bx_game_add_move_details:
 * @game: a game
 * @state: the position before @move
 * @t: the throw
 * @move: a legal move
 * @object: a builder inside an object
 *
 * Adds the family's own facts about the move as members of @object (除紅: the throw's
 * name and class, the payments with their clauses, the ledger after it); nothing for
 * families without such facts.
 */
void
bx_game_add_move_details (const BxGame  *game,
                          const BxState *state,
                          const BxThrow *t,
                          const BxMove  *move,
                          JsonBuilder   *object)
{
  if (game->vt->move_details != NULL)
    game->vt->move_details (game, state, t, move, object);
}

/**
 * bx_game_player_name:
 * @game: a game
 * @player: a player, 0-based
 *
 * Returns: the player's name in JSON: "white"/"black" for two-sided games, the family's
 *   labels otherwise ("p1" …), static.
 */
const char *
bx_game_player_name (const BxGame *game,
                     int           player)
{
  if (game->vt->player_name != NULL)
    return game->vt->player_name (game, player);
  return player == 0 ? "white" : "black";
}

/**
 * bx_game_player_label:
 * @game: a game
 * @player: a player, 0-based
 *
 * Returns: (nullable): the player's name to show ("Red 赤"), untranslated and static, or
 *   %NULL when the family has none (then White and Black, or numbered seats); the app
 *   translates it with the project's gettext domain.
 */
const char *
bx_game_player_label (const BxGame *game,
                      int           player)
{
  g_return_val_if_fail (game != NULL, NULL);

  if (game->vt->player_labels == NULL || player < 0
      || (guint) player >= bx_game_get_n_players (game))
    return NULL;
  for (int i = 0; i < player; i++)
    if (game->vt->player_labels[i] == NULL)
      return NULL;
  return game->vt->player_labels[player];
}

/** bx_game_get_ruleset: Returns: (transfer none): the game's ruleset. */
BxRuleset *
bx_game_get_ruleset (const BxGame *game)
{
  return game->ruleset;
}

/** bx_game_get_dice: Returns: (transfer none): the throw device read from the ruleset. */
const BxDiceSpec *
bx_game_get_dice (const BxGame *game)
{
  return &game->dice;
}

/** bx_game_get_priv: Returns: the engine's private params (for engines only). */
gpointer
bx_game_get_priv (const BxGame *game)
{
  return game->priv;
}

/** bx_game_get_n_players: Returns: the number of players. */
guint
bx_game_get_n_players (const BxGame *game)
{
  return game->vt->n_players (game);
}

/**
 * bx_game_rule_id:
 * @game: a game
 * @rule_index: an index from BxMove.rules
 *
 * Returns: the rule's id ("ping.hit").
 */
const char *
bx_game_rule_id (const BxGame *game,
                 guint         rule_index)
{
  return bx_ruleset_get_rule (game->ruleset, rule_index)->id;
}

/**
 * bx_game_rule_index:
 * @game: a game
 * @param_name: a param name
 *
 * Returns: the index of the rule that sets the param, or -1 (engines cite it).
 */
int
bx_game_rule_index (const BxGame *game,
                    const char   *param_name)
{
  return bx_ruleset_param_rule (game->ruleset, param_name);
}

/* ---------------------------------------------------------------- engine helpers */

/**
 * bx_move_add_rule:
 * @move: a move being built
 * @rule: a rule index, or -1 (no rule: nothing is added)
 *
 * Adds @rule to @move->rules, keeping them sorted and without repeats (as #BxMove
 * promises).  A rule already there, or -1, leaves @move as it is.
 *
 * Returns: %FALSE when @move already holds %BX_MOVE_MAX_RULES rules and @rule was
 *   dropped, %TRUE otherwise.
 */
gboolean
bx_move_add_rule (BxMove *move,
                  int     rule)
{
  guint i;

  if (rule < 0)
    return TRUE;
  for (i = 0; i < move->n_rules; i++)
    if (move->rules[i] == rule)
      return TRUE;
  if (move->n_rules >= BX_MOVE_MAX_RULES)
    return FALSE;
  for (i = move->n_rules; i > 0 && move->rules[i - 1] > rule; i--)
    move->rules[i] = move->rules[i - 1];
  move->rules[i] = (guint16) rule;
  move->n_rules++;
  return TRUE;
}

/**
 * bx_state_error:
 * @error: (out) (optional): set to %BX_ERROR_INVALID with the message "state: WHY"
 * @why: the reason the state JSON is not a possible position
 *
 * For an engine's @state_from_json and @check_state.
 *
 * Returns: %FALSE, always.
 */
gboolean
bx_state_error (GError     **error,
                const char  *why)
{
  g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "state: %s", why);
  return FALSE;
}

/**
 * bx_json_member_int:
 * @object: a JSON object (a state)
 * @name: the member
 * @min: the smallest value allowed
 * @max: the largest value allowed
 * @out: (inout): the value; left as it is when @object has no member @name
 *
 * Reads an optional integer member of a state JSON.
 *
 * Returns: %TRUE when the member is absent, or is an integer from @min to @max;
 *   %FALSE (without touching @out) when it is of another type or out of range.
 */
gboolean
bx_json_member_int (JsonObject *object,
                    const char *name,
                    gint64      min,
                    gint64      max,
                    gint64     *out)
{
  JsonNode *n = json_object_get_member (object, name);

  if (n == NULL)
    return TRUE;
  if (json_node_get_value_type (n) != G_TYPE_INT64 || json_node_get_int (n) < min
      || json_node_get_int (n) > max)
    return FALSE;
  *out = json_node_get_int (n);
  return TRUE;
}

/**
 * bx_game_init_state:
 * @game: a game
 * @state: (out caller-allocates): the opening position (turn 0, first player to move)
 */
void
bx_game_init_state (const BxGame *game,
                    BxState      *state)
{
  memset (state, 0, sizeof *state);
  state->winner = -1;
  game->vt->init_state (game, state);
}

/**
 * bx_game_throw:
 * @game: a game
 * @state: the position (its @turn picks the place in the stream)
 * @seed: the game's seed
 * @out: (out caller-allocates): the throw
 *
 * Throws the ruleset's device.  The result depends only on (@seed, @state->turn), so a
 * game replays from its seed.
 */
void
bx_game_throw (const BxGame  *game,
               const BxState *state,
               guint64        seed,
               BxThrow       *out)
{
  BxRng rng = { seed, (guint64) state->turn * THROW_STRIDE };

  if (game->vt->throw_dice != NULL)
    {
      memset (out, 0, sizeof *out);
      game->vt->throw_dice (game, state, &rng, out);
      return;
    }
  bx_dice_throw (&game->dice, &rng, out);
}

/**
 * bx_move_list_new:
 *
 * Returns: (transfer full) (element-type BxMove): an empty list for
 *   bx_game_legal_moves(); reuse it across calls to stay allocation-free.
 */
GArray *
bx_move_list_new (void)
{
  return g_array_sized_new (FALSE, FALSE, sizeof (BxMove), 64);
}

/**
 * bx_game_legal_moves:
 * @game: a game
 * @state: the position, game not over
 * @t: the throw of the player to move
 * @out: (element-type BxMove): cleared, then filled with every complete legal move,
 *   de-duplicated by resulting position, each with the rules that license it; when
 *   nothing can be played it holds exactly one pass move (%BX_MOVE_PASS), so it is
 *   never empty
 */
void
bx_game_legal_moves (const BxGame  *game,
                     const BxState *state,
                     const BxThrow *t,
                     GArray        *out)
{
  g_array_set_size (out, 0);
  if (state->winner >= 0)
    return;
  game->vt->legal_moves (game, state, t, out);
}

/**
 * bx_move_list_draw:
 * @moves: (element-type BxMove): a list of legal moves, not empty
 * @choice: the stream of the random choices
 *
 * The random player's draw from a whole list: the move at place bx_rng_uniform (@choice,
 * n) among the n that a player chooses (those without %BX_MOVE_TABLE; among all of them
 * when every move is the table's).  One draw from @choice.
 *
 * Returns: (transfer none): the move, inside @moves
 */
const BxMove *
bx_move_list_draw (GArray *moves,
                   BxRng  *choice)
{
  guint n = 0, k;

  g_return_val_if_fail (moves != NULL && moves->len > 0, NULL);

  for (guint i = 0; i < moves->len; i++)
    n += !(g_array_index (moves, BxMove, i).flags & BX_MOVE_TABLE);
  if (n == 0)
    return &g_array_index (moves, BxMove, bx_rng_uniform (choice, moves->len));
  k = bx_rng_uniform (choice, n);
  for (guint i = 0; i < moves->len; i++)
    if (!(g_array_index (moves, BxMove, i).flags & BX_MOVE_TABLE) && k-- == 0)
      return &g_array_index (moves, BxMove, i);
  g_assert_not_reached ();
}

/**
 * bx_game_random_move:
 * @game: a game
 * @state: the position, game not over
 * @t: the throw of the player to move
 * @choice: the stream of the random choices
 * @moves: (element-type BxMove): scratch space (as for bx_game_legal_moves(), reuse it);
 *   what it holds afterwards is unspecified
 *
 * A random player's move: of the moves bx_game_legal_moves() lists, the one
 * bx_move_list_draw() draws.  Families that can
 * count their moves cheaply build only that one (random games, `bench engine`).
 *
 * Returns: (transfer none): the move, inside @moves; %NULL when the game is over.
 */
const BxMove *
bx_game_random_move (const BxGame  *game,
                     const BxState *state,
                     const BxThrow *t,
                     BxRng         *choice,
                     GArray        *moves)
{
  if (state->winner >= 0)
    {
      g_array_set_size (moves, 0);
      return NULL;
    }
  if (game->vt->random_move != NULL)
    {
      if (moves->len != 1)   /* (one call less a move of a random game) */
        g_array_set_size (moves, 1);
      game->vt->random_move (game, state, t, choice, &g_array_index (moves, BxMove, 0));
      return &g_array_index (moves, BxMove, 0);
    }
  bx_game_legal_moves (game, state, t, moves);
  return bx_move_list_draw (moves, choice);
}

/**
 * bx_game_apply:
 * @game: a game
 * @state: (inout): the position
 * @t: the throw
 * @move: a move from bx_game_legal_moves() for @state and @t
 *
 * Plays @move, advances the turn (and the player, unless the rules grant another
 * throw) and settles the result when the game ends.
 *
 * Returns: %TRUE when the game is over after the move.
 */
gboolean
bx_game_apply (const BxGame  *game,
               BxState       *state,
               const BxThrow *t,
               const BxMove  *move)
{
  game->vt->apply (game, state, t, move);
  return state->winner >= 0;
}

/** bx_game_current_player: Returns: the player to throw next (0-based). */
int
bx_game_current_player (const BxGame  *game,
                        const BxState *state)
{
  return state->player;
}

/** bx_game_is_over: Returns: %TRUE when the game has ended (won or drawn). */
gboolean
bx_game_is_over (const BxGame  *game,
                 const BxState *state)
{
  return state->winner >= 0;
}

/**
 * bx_game_result:
 * @game: a game
 * @state: a position
 * @out: (out caller-allocates): the kind of result (none, win, draw), the winner (-1
 *   unless someone won), the score and the rules
 */
void
bx_game_result (const BxGame  *game,
                const BxState *state,
                BxResult      *out)
{
  memset (out, 0, sizeof *out);
  out->winner = -1;
  game->vt->result (game, state, out);
  if (out->winner < 0)
    {
      out->kind = BX_RESULT_NONE;
      out->winner = -1;
    }
  else if ((guint) out->winner >= bx_game_get_n_players (game))
    {
      out->kind = BX_RESULT_DRAW;
      out->winner = -1;
    }
  else
    out->kind = BX_RESULT_WIN;
}

/**
 * bx_game_result_note:
 * @game: a game
 * @state: a finished game's position
 * @result: its result (bx_game_result())
 *
 * The family's remark on how the game was won, for the game-over text.
 *
 * Returns: (nullable): a static string marked with N_() ("a double win, 雙籌"; the app
 *   translates it), or %NULL when the family has nothing to add.
 */
const char *
bx_game_result_note (const BxGame   *game,
                     const BxState  *state,
                     const BxResult *result)
{
  g_return_val_if_fail (game != NULL && state != NULL && result != NULL, NULL);
  if (game->vt->result_note == NULL || result->kind == BX_RESULT_NONE)
    return NULL;
  return game->vt->result_note (game, state, result);
}

/**
 * bx_game_get_score_unit:
 * @game: a game
 *
 * Returns: how the family names its score, English then Chinese ("籌 (chou)", "帖 (tie)"),
 *   static and untranslated (marked with N_(); the app translates it); "points" when the
 *   family names none.
 */
const char *
bx_game_get_score_unit (const BxGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);
  return game->vt->score_unit != NULL ? game->vt->score_unit : N_("points");
}

/** bx_game_has_draw: Returns: %TRUE when a game of @game's family can end drawn. */
gboolean
bx_game_has_draw (const BxGame *game)
{
  g_return_val_if_fail (game != NULL, FALSE);
  return game->vt->has_draw;
}

/**
 * bx_game_get_ledger:
 * @game: a game
 * @state: a position
 * @out: (out caller-allocates): each player's account and the pot, in the family's unit
 *
 * Returns: %TRUE when the family keeps accounts in its state (除紅, 打馬); %FALSE (and
 *   @out zeroed) otherwise.
 */
gboolean
bx_game_get_ledger (const BxGame  *game,
                    const BxState *state,
                    BxLedger      *out)
{
  g_return_val_if_fail (game != NULL && state != NULL && out != NULL, FALSE);
  memset (out, 0, sizeof *out);
  out->n_players = MIN (bx_game_get_n_players (game), BX_MAX_PLAYERS);
  if (game->vt->ledger == NULL || !game->vt->ledger (game, state, out))
    {
      memset (out, 0, sizeof *out);
      return FALSE;
    }
  return TRUE;
}

/**
 * bx_game_evaluate:
 * @game: a game
 * @state: a position
 * @player: a player, 0-based
 *
 * For agents: the estimated chance that @player wins from @state.  A finished game gives
 * 1 for its winner, 0 for the others and 0.5 to everyone on a draw; otherwise the family's
 * @evaluate hook, or 1 / n_players when the family has none.
 *
 * Returns: a value in [0, 1].
 */
double
bx_game_evaluate (const BxGame  *game,
                  const BxState *state,
                  int            player)
{
  BxResult r;

  g_return_val_if_fail (game != NULL && state != NULL, 0.0);
  if (state->winner >= 0)
    {
      bx_game_result (game, state, &r);
      if (r.kind == BX_RESULT_DRAW)
        return 0.5;
      return r.winner == player ? 1.0 : 0.0;
    }
  if (game->vt->evaluate != NULL)
    return CLAMP (game->vt->evaluate (game, state, player), 0.0, 1.0);
  return 1.0 / MAX (bx_game_get_n_players (game), 1);
}

/**
 * bx_game_has_evaluation:
 * @game: a game
 *
 * Returns: whether @game's family supplies an evaluation (BxGameVTable.evaluate); without
 *   one, bx_game_evaluate() gives 1 / n_players to every unfinished position.
 */
gboolean
bx_game_has_evaluation (const BxGame *game)
{
  g_return_val_if_fail (game != NULL, FALSE);
  return game->vt->evaluate != NULL;
}

/**
 * bx_game_get_search_shape:
 * @game: a game
 *
 * Returns: (nullable): how the strong agent should shape its search for @game's family
 *   (BxGameVTable.search_shape, static), or %NULL for the defaults.
 */
const BxSearchShape *
bx_game_get_search_shape (const BxGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);
  return game->vt->search_shape;
}

/**
 * bx_game_state_count:
 * @game: a game
 *
 * Returns: the number of position indices of the family's exact solver hooks
 *   (BxGameVTable.state_count), or 0 when the game cannot be solved (no hooks, or too
 *   many positions).
 */
guint64
bx_game_state_count (const BxGame *game)
{
  g_return_val_if_fail (game != NULL, 0);
  if (game->vt->state_count == NULL || game->vt->state_index == NULL
      || game->vt->state_from_index == NULL)
    return 0;
  return game->vt->state_count (game);
}

/**
 * bx_game_state_index:
 * @game: a game with bx_game_state_count() > 0
 * @state: a position in play
 *
 * Returns: its index, below bx_game_state_count() (positions alike under the rules'
 *   symmetries share one; the draw counters are not part of it).
 */
guint64
bx_game_state_index (const BxGame  *game,
                     const BxState *state)
{
  g_return_val_if_fail (game != NULL && state != NULL && game->vt->state_index != NULL, 0);
  return game->vt->state_index (game, state);
}

/**
 * bx_game_state_from_index:
 * @game: a game with bx_game_state_count() > 0
 * @index: an index below bx_game_state_count()
 * @state: (out caller-allocates): a position of that index, turn 0, draw counters at
 *   their start
 *
 * Returns: %FALSE when @index is no position in play (the game is over there); @state is
 *   then still filled.
 */
gboolean
bx_game_state_from_index (const BxGame *game,
                          guint64       index,
                          BxState      *state)
{
  g_return_val_if_fail (game != NULL && state != NULL && game->vt->state_from_index != NULL,
                        FALSE);
  memset (state, 0, sizeof *state);
  state->winner = -1;
  return game->vt->state_from_index (game, index, state);
}

/**
 * bx_game_describe_move_words:
 * @game: a game
 * @state: the position before @move
 * @move: a move
 * @text_en: (out) (transfer full) (optional): the move in English words
 * @text_zh: (out) (transfer full) (optional): the move in Chinese
 *
 * Returns: %TRUE when the family words its moves (then both are set); %FALSE (both
 *   %NULL) otherwise, and callers fall back to bx_game_describe_move().
 */
gboolean
bx_game_describe_move_words (const BxGame   *game,
                             const BxState  *state,
                             const BxMove   *move,
                             char          **text_en,
                             char          **text_zh)
{
  g_autofree char *en = NULL;
  g_autofree char *zh = NULL;

  if (text_en != NULL)
    *text_en = NULL;
  if (text_zh != NULL)
    *text_zh = NULL;
  g_return_val_if_fail (game != NULL && state != NULL && move != NULL, FALSE);
  if (game->vt->describe_move_words == NULL
      || !game->vt->describe_move_words (game, state, move, &en, &zh))
    return FALSE;
  if (text_en != NULL)
    *text_en = g_steal_pointer (&en);
  if (text_zh != NULL)
    *text_zh = g_steal_pointer (&zh);
  return TRUE;
}

/* The seat names of the describe_move_words call under way in this thread (a
 * NULL-terminated array), or NULL: see bx_game_describe_move_words_named(). */
static GPrivate words_seat_names;

/**
 * bx_game_describe_move_words_named:
 * @game: a game
 * @state: the position before @move
 * @move: a move
 * @seat_names: (nullable) (array zero-terminated=1): the names the table gives its seats,
 *   by seat from 0 ("Alice", "Bob"); an empty string or a missing entry keeps the game's
 *   own name of that seat; %NULL names none
 * @text_en: (out) (transfer full) (optional): the move in English words
 * @text_zh: (out) (transfer full) (optional): the move in Chinese
 *
 * bx_game_describe_move_words() with the players named as the table names them: during
 * the family's hook, bx_game_words_seat_name() gives @seat_names (in this thread only), so
 * the words name "Alice" rather than "White" wherever they name a player.
 *
 * Returns: %TRUE when the family words its moves, as bx_game_describe_move_words().
 */
gboolean
bx_game_describe_move_words_named (const BxGame       *game,
                                   const BxState      *state,
                                   const BxMove       *move,
                                   const char * const *seat_names,
                                   char              **text_en,
                                   char              **text_zh)
{
  gpointer outer = g_private_get (&words_seat_names);
  gboolean ok;

  g_private_set (&words_seat_names, (gpointer) seat_names);
  ok = bx_game_describe_move_words (game, state, move, text_en, text_zh);
  g_private_set (&words_seat_names, outer);
  return ok;
}

/**
 * bx_game_words_seat_name:
 * @game: a game
 * @player: a seat, 0-based
 *
 * For the families' describe_move_words hooks: the name the table gives @player in the
 * bx_game_describe_move_words_named() call under way in this thread.
 *
 * Returns: (nullable): the name, or %NULL when the game's own name of the seat stands
 */
const char *
bx_game_words_seat_name (const BxGame *game,
                         int           player)
{
  const char * const *names = g_private_get (&words_seat_names);

  if (names == NULL || player < 0 || (guint) player >= bx_game_get_n_players (game))
    return NULL;
  for (int i = 0; i < player; i++)
    if (names[i] == NULL)
      return NULL;
  return names[player] != NULL && *names[player] != '\0' ? names[player] : NULL;
}

/**
 * bx_game_steps_commute:
 * @game: a game
 * @earlier: a step of a move
 * @later: a step listed after @earlier in the same move
 *
 * Whether, when a move is entered step by step, @later may be entered before @earlier
 * (the engine lists each move's steps in one order; the family says which other orders
 * play the same rules).
 *
 * Returns: %TRUE when the two may be swapped; %FALSE by default.
 */
gboolean
bx_game_steps_commute (const BxGame *game,
                       const BxStep *earlier,
                       const BxStep *later)
{
  if (game->vt->steps_commute == NULL)
    return FALSE;
  return game->vt->steps_commute (game, earlier, later);
}

/**
 * bx_game_apply_steps:
 * @game: a game
 * @state: (inout): the position before the move
 * @steps: (array length=n_steps): the first steps of a legal move, as chosen so far
 * @n_steps: their number
 *
 * Shows a partial move: moves (and hits) the pieces of @steps on @state, without ending
 * the turn or settling anything.  Families without the hook leave @state as it is.
 */
void
bx_game_apply_steps (const BxGame *game,
                     BxState      *state,
                     const BxStep *steps,
                     guint         n_steps)
{
  if (game->vt->apply_steps != NULL && n_steps > 0)
    game->vt->apply_steps (game, state, steps, n_steps);
}

/**
 * bx_game_describe_move:
 * @game: a game
 * @state: the position before the move
 * @move: a move
 *
 * Returns: (transfer full): the move's notation ("13/7 8/7*", "bar/22", "6/off",
 *   "pass"): each step from/to in the mover's own point numbers.
 */
char *
bx_game_describe_move (const BxGame  *game,
                       const BxState *state,
                       const BxMove  *move)
{
  return game->vt->describe_move (game, state, move);
}

/**
 * bx_game_move_to_json:
 * @game: a game
 * @move: a move
 *
 * Returns: (transfer full): {"steps": [[from, to, die, "hit"?]…], "pass": bool} with
 *   absolute point indices (-1 bar, -2 off), as stored in records.
 */
JsonNode *
bx_game_move_to_json (const BxGame *game,
                      const BxMove *move)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_array (b);
  for (guint i = 0; i < move->n_steps; i++)
    {
      json_builder_begin_array (b);
      json_builder_add_int_value (b, move->steps[i].from);
      json_builder_add_int_value (b, move->steps[i].to);
      json_builder_add_int_value (b, move->steps[i].die);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

/**
 * bx_move_equal:
 * @a: a move
 * @b: another
 *
 * Returns: %TRUE when both play the same steps (rules are not compared).
 */
gboolean
bx_move_equal (const BxMove *a,
               const BxMove *b)
{
  if (a->n_steps != b->n_steps || (a->flags & BX_MOVE_PASS) != (b->flags & BX_MOVE_PASS))
    return FALSE;
  for (guint i = 0; i < a->n_steps; i++)
    if (a->steps[i].from != b->steps[i].from || a->steps[i].to != b->steps[i].to
        || a->steps[i].die != b->steps[i].die)
      return FALSE;
  return TRUE;
}

/** bx_move_is_pass: Returns: %TRUE for a forced pass. */
gboolean
bx_move_is_pass (const BxMove *move)
{
  return (move->flags & BX_MOVE_PASS) != 0;
}

/**
 * bx_game_find_move:
 * @moves: (element-type BxMove): a list of legal moves
 * @move: a move (steps only are compared)
 *
 * Returns: its index in @moves, or -1.
 */
int
bx_game_find_move (GArray       *moves,
                   const BxMove *move)
{
  for (guint i = 0; i < moves->len; i++)
    if (bx_move_equal (&g_array_index (moves, BxMove, i), move))
      return (int) i;
  return -1;
}

/** bx_state_copy: Returns: (transfer full): a heap copy of @state. */
BxState *
bx_state_copy (const BxState *state)
{
  return g_memdup2 (state, sizeof *state);
}

/** bx_state_free: @state: (nullable): frees a copy made by bx_state_copy(). */
void
bx_state_free (BxState *state)
{
  g_free (state);
}
