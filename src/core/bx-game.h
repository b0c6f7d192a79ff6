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

/* The size of the family-specific part of a state, in bytes (打馬 needs 5 players × 91
 * cells of horse counts plus its ledger: 640). */
#define BX_STATE_DATA_BYTES 640

/**
 * BxState:
 * @turn: the number of throws made so far (0 before the first); the n-th throw of a
 *   game is drawn from the stream at (seed, turn), so a game replays from its seed
 * @player: the player to throw and move next (0 = first player; for 雙陸 0 is White)
 * @winner: -1 while the game goes on, else the winning player
 * @score: the 籌 (or points) won, 0 while the game goes on
 * @extra: family-defined (e.g. an extra throw pending)
 * @data: the family's own fields (see e.g. BxShuangluState in bx-shuanglu.h)
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
 * BxResult:
 * @winner: the winning player, or -1 while the game goes on
 * @score: the 籌 won
 * @n_rules: the number of entries in @rules
 * @rules: the indices of the winning and scoring rules that decided the result, then
 *   those of the special scores (formations, 渾花, penalties) either side won
 * @special: the 籌 each player won by special scores during the game (the winner's are
 *   included in @score)
 */
typedef struct
{
  int     winner;
  guint   score;
  guint   n_rules;
  guint16 rules[BX_MOVE_MAX_RULES];
  guint   special[2];
} BxResult;

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

/* Engines. */
void              bx_game_register_family  (const BxGameVTable *vtable);
const BxGameVTable *bx_game_lookup_family  (const char         *family);

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
