/* bx-game.h: the interface every game family implements, and the citation chain
 * move → rules → clauses
 *
 * A game is a ruleset bound to its family's engine (a vtable).  The state is a plain
 * value: copy it with struct assignment or memcpy (undo is a stack of states).  A move
 * is a plain value too, and carries the indices of the rules that license it.
 *
 * Typical loop:
 *
 *   BxState s; BxThrow t; g_autoptr(GArray) moves = bx_move_list_new ();
 *   bx_game_init_state (game, &s);
 *   while (!bx_game_is_over (game, &s))
 *     {
 *       bx_game_throw (game, &s, seed, &t);
 *       bx_game_legal_moves (game, &s, &t, moves);   // never empty: a forced pass is a move
 *       bx_game_apply (game, &s, &t, &g_array_index (moves, BxMove, k));
 *     }
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "bx-types.h"
#include "bx-dice.h"
#include "bx-ruleset.h"

G_BEGIN_DECLS

typedef struct _BxGame BxGame;

/**
 * BxState:
 * @turn: the number of throws made so far (0 before the first); the n-th throw of a
 *   game is drawn from the stream at (seed, turn), so a game replays from its seed
 * @player: the player to throw and move next (0 = first player; for 雙陸 0 is White)
 * @winner: -1 while the game goes on, else the engine's own code of the end: the winning
 *   player, or (for families with draws) a value ≥ the number of players for a draw.
 *   Only engines and their own boards read it; everyone else asks bx_game_result(),
 *   whose #BxResult says the kind of result explicitly
 * @score: the score won (in the family's unit, bx_game_get_score_unit()), 0 while the
 *   game goes on
 * @extra: family-defined (e.g. an extra throw pending)
 * @data: the family's own fields (see e.g. BxShuangluState in bx-shuanglu.h), at most
 *   %BX_STATE_DATA_BYTES (bx-types.h)
 *
 * A complete position.  It holds no pointers: copying it copies the position.
 */
typedef struct
{
  guint32 turn;
  gint8   player;
  gint8   winner;
  guint8  score;
  guint8  extra;
  union
  {
    guint8  bytes[BX_STATE_DATA_BYTES];
    guint64 align_;
  } data;
} BxState;

/* Special points in a BxStep. */
#define BX_POINT_BAR (-1)   /* off the board, waiting to (re-)enter */
#define BX_POINT_OFF (-2)   /* borne off */

/**
 * BxStepFlags:
 * @BX_STEP_ENTER: the piece comes onto the board (re-entry after a hit)
 * @BX_STEP_HIT: the piece lands on a lone enemy piece and sends it to the bar
 * @BX_STEP_BEAR_OFF: the piece leaves the board for good
 * @BX_STEP_STACK: the piece lands on its own side's pieces
 * @BX_STEP_HOME: the piece moves down inside its home while bearing off is allowed
 * @BX_STEP_OVERSHOOT: a bear-off by a number larger than needed
 */
typedef enum
{
  BX_STEP_ENTER     = 1 << 0,
  BX_STEP_HIT       = 1 << 1,
  BX_STEP_BEAR_OFF  = 1 << 2,
  BX_STEP_STACK     = 1 << 3,
  BX_STEP_HOME      = 1 << 4,
  BX_STEP_OVERSHOOT = 1 << 5,
} BxStepFlags;

/**
 * BxStep:
 * @from: the point left (family numbering, 0-based) or %BX_POINT_BAR
 * @to: the point reached, or %BX_POINT_OFF
 * @die: the number used (pips)
 * @flags: #BxStepFlags
 *
 * One piece moved by one number.
 */
typedef struct
{
  gint8  from;
  gint8  to;
  guint8 die;
  guint8 flags;
} BxStep;

#define BX_MOVE_MAX_STEPS 8
#define BX_MOVE_MAX_RULES 16

/* BxMove.flags */
#define BX_MOVE_PASS (1u << 0)   /* nothing can be played: the turn passes */
/* An action the table imposes rather than a player's play (除紅's fines for throwing out of
 * turn): listed among the legal moves, never chosen by a random player. */
#define BX_MOVE_TABLE (1u << 1)
/* The player elects to throw: a choice made before the throw, in games where the throw
 * may be declined (塞's 塞之間).  The throw of such a decision is "none" (no faces); the
 * real throw follows on the next turn. */
#define BX_MOVE_THROW (1u << 2)

/**
 * BxMove:
 * @n_steps: the number of steps (0 for a pass)
 * @n_rules: the number of rule indices in @rules
 * @flags: %BX_MOVE_PASS
 * @steps: the steps in the order they are played
 * @rules: indices into the game's ruleset (bx_ruleset_get_rule()) of every rule that
 *   licenses this move, without repeats, in ruleset order
 *
 * A complete move: for 雙陸 the whole play of the throw.  A plain value.
 */
typedef struct
{
  guint8  n_steps;
  guint8  n_rules;
  guint16 flags;
  BxStep  steps[BX_MOVE_MAX_STEPS];
  guint16 rules[BX_MOVE_MAX_RULES];
} BxMove;

/**
 * BxResultKind:
 * @BX_RESULT_NONE: the game goes on
 * @BX_RESULT_WIN: one player won (#BxResult.winner)
 * @BX_RESULT_DRAW: the game ended without a winner (only families whose vtable sets
 *   @has_draw: 塞's 代弈 after 100 moves without progress, 六博 at the throw cap with
 *   equal 籌)
 *
 * How a game stands.  This is the only way to tell a draw: #BxResult.winner is -1 for
 * both NONE and DRAW.
 */
typedef enum
{
  BX_RESULT_NONE,
  BX_RESULT_WIN,
  BX_RESULT_DRAW,
} BxResultKind;

/**
 * BxResult:
 * @kind: none, win or draw (#BxResultKind)
 * @winner: the winning player when @kind is %BX_RESULT_WIN, else -1
 * @score: the score won, in the family's unit (bx_game_get_score_unit(): 籌, 帖 …); 0
 *   unless @kind is %BX_RESULT_WIN
 * @n_rules: the number of entries in @rules
 * @rules: the indices of the winning and scoring rules that decided the result, then
 *   those of the special scores (formations, 渾花, penalties) either side won
 * @special: the score each player won by special scores during the game (the winner's
 *   are included in @score); one entry per seat up to %BX_MAX_PLAYERS, 0 for seats the
 *   game does not have and in families without special scores
 *
 * Engines fill @winner with their own code (as #BxState.winner, a draw being ≥ the
 * number of players); bx_game_result() then sets @kind and turns a draw's @winner
 * into -1, so callers never see that encoding.
 */
typedef struct
{
  BxResultKind kind;
  int          winner;
  guint        score;
  guint        n_rules;
  guint16      rules[BX_MOVE_MAX_RULES];
  guint        special[BX_MAX_PLAYERS];
} BxResult;

/**
 * BxLedger:
 * @n_players: the number of entries of @balance that count (the game's players)
 * @balance: each player's account in the family's unit (帖), plus for won, minus for
 *   paid
 * @has_pot: whether the family keeps a pot (打馬's 盆)
 * @pot: what is in the pot, same unit; 0 without one
 *
 * The money of a gambling game as plain numbers (bx_game_get_ledger()).
 */
typedef struct
{
  guint    n_players;
  gint64   balance[BX_MAX_PLAYERS];
  gboolean has_pot;
  gint64   pot;
} BxLedger;

/**
 * BxGameOptions:
 * @n_players: the number of players, 0 = the ruleset's
 * @rounds: how many rounds a session lasts, 0 = the ruleset's (families without rounds
 *   refuse any other value)
 *
 * What a table chooses before play, for families that allow it (bx_game_configure()).
 */
typedef struct
{
  guint n_players;
  guint rounds;
} BxGameOptions;

/**
 * BxSearchShape:
 * @min_depth: the strong agent searches at least this many plies (the move included)
 *   whenever the move has a choice, whatever the budget's estimate of the next depth
 *   says (an attempt still stops at twice the budget); 0: the budget decides alone
 * @root_width: how many of the root's moves, best first by the evaluation, are searched
 *   deeper than one ply; 0: the default (10)
 * @inner_width: how many replies are searched at a decision inside the search; 0: the
 *   default (5)
 *
 * For agents: how the strong agent's expectimax (bx-agent.c) is shaped for a family whose
 * game the defaults do not fit.  The family says why beside its value.
 */
typedef struct
{
  guint min_depth;
  guint root_width;
  guint inner_width;
} BxSearchShape;

/**
 * BxGameVTable:
 *
 * What a family implements.  All functions but @prepare are called with a prepared game,
 * must not allocate in @legal_moves beyond growing @out, and never look at a variant's
 * name: they read the ruleset's parameters in @prepare.
 */
typedef struct
{
  const char *family;
  gsize       priv_size;
  gboolean  (*prepare)         (BxGame *game, gpointer priv, GError **error);
  void      (*init_state)      (const BxGame *game, BxState *state);
  guint     (*n_players)       (const BxGame *game);
  void      (*legal_moves)     (const BxGame *game, const BxState *state,
                                const BxThrow *t, GArray *out);
  void      (*apply)           (const BxGame *game, BxState *state, const BxThrow *t,
                                const BxMove *move);
  void      (*result)          (const BxGame *game, const BxState *state, BxResult *out);
  JsonNode *(*state_to_json)   (const BxGame *game, const BxState *state);
  gboolean  (*state_from_json) (const BxGame *game, JsonNode *node, BxState *state,
                                GError **error);
  char     *(*describe_move)   (const BxGame *game, const BxState *state,
                                const BxMove *move);
  gboolean  (*check_state)     (const BxGame *game, const BxState *state, GError **error);
  /* Optional. */
  gboolean  (*configure)       (BxGame *game, gpointer priv, const BxGameOptions *options,
                                GError **error);
  JsonNode *(*throw_table)     (const BxGame *game);
  void      (*move_details)    (const BxGame *game, const BxState *state, const BxThrow *t,
                                const BxMove *move, JsonBuilder *object);
  const char *(*player_name)   (const BxGame *game, int player);
  /* Optional: the throw for @state when the family draws it itself (the 瓊 of 塞, which
   * the player may decline); by default the ruleset's dice.  Must depend only on @state
   * and @rng (a stream at the turn's place). */
  void      (*throw_dice)      (const BxGame *game, const BxState *state, BxRng *rng,
                                BxThrow *out);
  /* Optional data: the players' names to show, seat by seat, in English then as the board
   * writes them ("Red 赤", "First 甲"), marked with N_() (the app translates them),
   * NULL-terminated.  Without it the app says White and Black, or numbers the seats. */
  const char * const *player_labels;
  /* Optional: the move bx_game_random_move() picks, built without building the others
   * (random play, bench engine); must pick exactly what the default does. */
  void      (*random_move)     (const BxGame *game, const BxState *state, const BxThrow *t,
                                BxRng *choice, BxMove *out);

  /* What the shared layers (session, play page, CLI) would otherwise have to know about
   * a family.  All optional; see docs/families.md. */

  /* Data: how the score is named, English then Chinese, marked with N_() ("籌 (chou)");
   * NULL: "points". */
  const char *score_unit;
  /* Data: whether a game can end drawn (then @result reports a winner ≥ n_players for a
   * draw, and bx_game_result() says %BX_RESULT_DRAW). */
  gboolean    has_draw;
  /* The accounts of a gambling game (除紅, 打馬) as numbers; return FALSE when the state
   * keeps none.  @out comes zeroed with @n_players set. */
  gboolean  (*ledger)          (const BxGame *game, const BxState *state, BxLedger *out);
  /* The words of a move for people, English and Chinese ("White enters on 6 and hits",
   * "白入六梁，打"), each newly allocated; return FALSE when the family has none. */
  gboolean  (*describe_move_words) (const BxGame *game, const BxState *state,
                                    const BxMove *move, char **text_en, char **text_zh);
  /* For agents: the estimated chance, in [0, 1], that @player wins from @state (the game
   * not over).  Must depend only on its arguments. */
  double    (*evaluate)        (const BxGame *game, const BxState *state, int player);
  /* Data, for agents: the shape of the strong agent's search; NULL: the defaults. */
  const BxSearchShape *search_shape;
  /* The family's note on a finished game's result, marked with N_() and static ("a double
   * win, 雙籌"), or NULL when there is nothing to add. */
  const char *(*result_note)   (const BxGame *game, const BxState *state,
                                const BxResult *result);
  /* Entering a move step by step: whether step @later of a move may be entered before
   * the step @earlier that the engine lists before it (both of the same move).  NULL:
   * never, the steps are entered in the engine's order only. */
  gboolean  (*steps_commute)   (const BxGame *game, const BxStep *earlier,
                                const BxStep *later);
  /* Plays the first @n_steps steps of a move being entered (a partial move, chosen step by
   * step) on @state, for showing it: the pieces moved and hit, nothing else (no turn, no
   * score, no result).  NULL: the position is shown as it was before the move. */
  void      (*apply_steps)     (const BxGame *game, BxState *state, const BxStep *steps,
                                guint n_steps);
  /* For the exact solver (bx-solver.h), all three or none: the number of indices of the
   * family's positions (0: too many to solve, or not this game); the index of a position
   * in play (positions the rules treat alike, by a symmetry, may share one index, since
   * the value stored is the mover's; counters that serve only a draw rule are left out);
   * and a position of an index, with those counters at their start (FALSE when the index
   * is no position in play: the game is over there).  state_index(state_from_index(i))
   * must give back i. */
  guint64   (*state_count)      (const BxGame *game);
  guint64   (*state_index)      (const BxGame *game, const BxState *state);
  gboolean  (*state_from_index) (const BxGame *game, guint64 index, BxState *state);
} BxGameVTable;

/* Marks a string for translation without translating it (xgettext keyword N_), for the
 * player labels of the engines, which the app translates. */
#ifndef N_
#define N_(String) (String)
#endif

/**
 * BxCitedClause:
 * @clause_id: "pushuang.changju.15"
 * @text: the original text, or NULL when no corpus or index was given
 * @translation: the English translation, or NULL
 */
typedef struct
{
  char *clause_id;
  char *text;
  char *translation;
} BxCitedClause;

/**
 * BxCitation:
 * @rule: the rule (owned by the game's ruleset)
 * @clauses: (element-type BxCitedClause): the cited clauses, in the rule's order
 *
 * One link of the chain move → rule → clauses.
 */
typedef struct
{
  const BxRule *rule;
  GPtrArray    *clauses;
} BxCitation;

/* The most families the registry holds (the six built-in ones, tests' toys, plug-ins). */
#define BX_GAME_MAX_FAMILIES 32

/* Engines: the registry (the built-in families are registered by src/games, see
 * bx-families.h). */
gboolean          bx_game_register_family  (const BxGameVTable *vtable);
const BxGameVTable *bx_game_lookup_family  (const char         *family);
GPtrArray        *bx_game_list_families    (void);

/* Games. */
BxGame       *bx_game_new              (BxRuleset          *ruleset,
                                        GError            **error);
void          bx_game_free             (BxGame             *game);
gboolean      bx_game_configure        (BxGame             *game,
                                        const BxGameOptions *options,
                                        GError            **error);
JsonNode     *bx_game_throw_table      (const BxGame       *game);
gboolean      bx_game_throw_is_valid   (const BxGame       *game,
                                        const BxThrow      *t);
void          bx_game_add_move_details (const BxGame       *game,
                                        const BxState      *state,
                                        const BxThrow      *t,
                                        const BxMove       *move,
                                        JsonBuilder        *object);
const char   *bx_game_player_name      (const BxGame       *game,
                                        int                 player);
const char   *bx_game_player_label     (const BxGame       *game,
                                        int                 player);
BxRuleset    *bx_game_get_ruleset      (const BxGame       *game);
const BxDiceSpec *bx_game_get_dice     (const BxGame       *game);
gpointer      bx_game_get_priv         (const BxGame       *game);
guint         bx_game_get_n_players    (const BxGame       *game);
const char   *bx_game_rule_id          (const BxGame       *game,
                                        guint               rule_index);
int           bx_game_rule_index       (const BxGame       *game,
                                        const char         *param_name);

/* Ruleset params, for engines (in their @prepare). */
gboolean      bx_game_param_error      (const BxGame       *game,
                                        const char         *name,
                                        const char         *why,
                                        GError            **error);
gboolean      bx_game_param_int        (const BxGame       *game,
                                        const char         *name,
                                        int                 def,
                                        int                 lo,
                                        int                 hi,
                                        int                *out,
                                        GError            **error);
gboolean      bx_game_param_bool       (const BxGame       *game,
                                        const char         *name,
                                        gboolean            def,
                                        gboolean           *out,
                                        GError            **error);
gboolean      bx_game_param_choice     (const BxGame       *game,
                                        const char         *name,
                                        const char * const *choices,
                                        int                 def,
                                        int                *out,
                                        GError            **error);

/* Helpers for engines: building moves, reading state JSON. */
gboolean      bx_move_add_rule         (BxMove             *move,
                                        int                 rule);
gboolean      bx_state_error           (GError            **error,
                                        const char         *why);
gboolean      bx_json_member_int       (JsonObject         *object,
                                        const char         *name,
                                        gint64              min,
                                        gint64              max,
                                        gint64             *out);

void          bx_game_init_state       (const BxGame       *game,
                                        BxState            *state);
void          bx_game_throw            (const BxGame       *game,
                                        const BxState      *state,
                                        guint64             seed,
                                        BxThrow            *out);
GArray       *bx_move_list_new         (void);
void          bx_game_legal_moves      (const BxGame       *game,
                                        const BxState      *state,
                                        const BxThrow      *t,
                                        GArray             *out);
const BxMove *bx_move_list_draw        (GArray             *moves,
                                        BxRng              *choice);
const BxMove *bx_game_random_move      (const BxGame       *game,
                                        const BxState      *state,
                                        const BxThrow      *t,
                                        BxRng              *choice,
                                        GArray             *moves);
gboolean      bx_game_apply            (const BxGame       *game,
                                        BxState            *state,
                                        const BxThrow      *t,
                                        const BxMove       *move);
int           bx_game_current_player   (const BxGame       *game,
                                        const BxState      *state);
gboolean      bx_game_is_over          (const BxGame       *game,
                                        const BxState      *state);
void          bx_game_result           (const BxGame       *game,
                                        const BxState      *state,
                                        BxResult           *out);
const char   *bx_game_result_note      (const BxGame       *game,
                                        const BxState      *state,
                                        const BxResult     *result);
const char   *bx_game_get_score_unit   (const BxGame       *game);
gboolean      bx_game_has_draw         (const BxGame       *game);
gboolean      bx_game_get_ledger       (const BxGame       *game,
                                        const BxState      *state,
                                        BxLedger           *out);
gboolean      bx_game_has_evaluation   (const BxGame       *game);
const BxSearchShape *bx_game_get_search_shape (const BxGame *game);
double        bx_game_evaluate         (const BxGame       *game,
                                        const BxState      *state,
                                        int                 player);
gboolean      bx_game_describe_move_words (const BxGame    *game,
                                           const BxState   *state,
                                           const BxMove    *move,
                                           char           **text_en,
                                           char           **text_zh);
gboolean      bx_game_describe_move_words_named (const BxGame       *game,
                                                 const BxState      *state,
                                                 const BxMove       *move,
                                                 const char * const *seat_names,
                                                 char              **text_en,
                                                 char              **text_zh);
const char   *bx_game_words_seat_name  (const BxGame       *game,
                                        int                 player);
gboolean      bx_game_steps_commute    (const BxGame       *game,
                                        const BxStep       *earlier,
                                        const BxStep       *later);
void          bx_game_apply_steps      (const BxGame       *game,
                                        BxState            *state,
                                        const BxStep       *steps,
                                        guint               n_steps);
guint64       bx_game_state_count      (const BxGame       *game);
guint64       bx_game_state_index      (const BxGame       *game,
                                        const BxState      *state);
gboolean      bx_game_state_from_index (const BxGame       *game,
                                        guint64             index,
                                        BxState            *state);
gboolean      bx_game_check_state      (const BxGame       *game,
                                        const BxState      *state,
                                        GError            **error);

JsonNode     *bx_game_state_to_json    (const BxGame       *game,
                                        const BxState      *state);
gboolean      bx_game_state_from_json  (const BxGame       *game,
                                        JsonNode           *node,
                                        BxState            *state,
                                        GError            **error);
char         *bx_game_state_to_string  (const BxGame       *game,
                                        const BxState      *state);
gboolean      bx_game_state_from_string (const BxGame      *game,
                                         const char        *json,
                                         BxState           *state,
                                         GError           **error);
char         *bx_game_describe_move    (const BxGame       *game,
                                        const BxState      *state,
                                        const BxMove       *move);
JsonNode     *bx_game_move_to_json     (const BxGame       *game,
                                        const BxMove       *move);
gboolean      bx_move_equal            (const BxMove       *a,
                                        const BxMove       *b);
gboolean      bx_move_is_pass          (const BxMove       *move);
int           bx_game_find_move        (GArray             *moves,
                                        const BxMove       *move);
BxState      *bx_state_copy            (const BxState      *state);
void          bx_state_free            (BxState            *state);

/* Citations: the chain move → rules → clauses. */
GPtrArray    *bx_game_move_citations   (const BxGame       *game,
                                        const BxMove       *move,
                                        BxCorpus           *corpus,
                                        GError            **error);
GPtrArray    *bx_game_move_citations_from_index (const BxGame  *game,
                                                 const BxMove  *move,
                                                 BxClauseIndex *index);
GPtrArray    *bx_game_rules_citations_from_index (const BxGame  *game,
                                                  const guint16 *rules,
                                                  guint          n_rules,
                                                  BxClauseIndex *index);
char        **bx_game_move_clause_ids  (const BxGame       *game,
                                        const BxMove       *move);
BxRuleStatus  bx_game_move_status      (const BxGame       *game,
                                        const BxMove       *move);
void          bx_citation_free         (BxCitation         *citation);
void          bx_cited_clause_free     (BxCitedClause      *clause);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxGame, bx_game_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxState, bx_state_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxCitation, bx_citation_free)

G_END_DECLS
