/* bx-example.h: "show me" examples: which moves of a position cite a rule, and the search
 * for a small position in which one does (bx-example.c)
 *
 * The examples themselves are data (data/rulesets/NAME.xml, bx_ruleset_get_example()); the
 * search writes them (`boxi-cli example --find`, tools/update-examples) and the tests
 * check them with bx_example_citing().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-game.h"

G_BEGIN_DECLS

/**
 * BxExampleKind:
 * @BX_EXAMPLE_NONE: nothing found
 * @BX_EXAMPLE_CITED: a position and throw in which a legal move cites the rule
 * @BX_EXAMPLE_OPENING: the opening position and its first throw (setup, throw and
 *   turn-order rules that no move cites: the position shows them)
 * @BX_EXAMPLE_ENDING: the position before a game's last move, with its throw (a winning
 *   rule that neither a move nor a result cites; a bearing-off or scoring rule no move
 *   cites)
 * @BX_EXAMPLE_PASS: a position where the only move is a pass (a blocking, capture or
 *   stacking rule no move cites: a restriction, shown by what it forbids)
 */
typedef enum
{
  BX_EXAMPLE_NONE,
  BX_EXAMPLE_CITED,
  BX_EXAMPLE_OPENING,
  BX_EXAMPLE_ENDING,
  BX_EXAMPLE_PASS,
} BxExampleKind;

/**
 * BxExampleFound:
 * @rule: the rule's index in the game's ruleset
 * @kind: what was found
 * @state_json: the position (one line), or %NULL for %BX_EXAMPLE_NONE
 * @throw_text: its throw ("6,2", "none")
 * @n_moves: the number of legal moves there
 * @n_citing: how many of them cite the rule
 * @turn: the position's turn
 * @seed: the seed of the random game (`boxi-cli play --random --seed`) it comes from
 */
typedef struct
{
  guint          rule;
  BxExampleKind  kind;
  char          *state_json;
  char          *throw_text;
  guint          n_moves;
  guint          n_citing;
  guint          turn;
  guint64        seed;
} BxExampleFound;

const char *bx_example_kind_to_string (BxExampleKind  kind);
GArray     *bx_example_citing         (const BxGame  *game,
                                       const BxState *state,
                                       const BxThrow *t,
                                       GArray        *moves,
                                       guint          rule);
GPtrArray  *bx_example_find           (const BxGame  *game,
                                       guint64        seed,
                                       guint          n_games);
void        bx_example_found_free     (BxExampleFound *found);
gboolean    bx_example_is_play_topic  (BxTopic        topic);
GArray     *bx_example_check          (const BxGame  *game,
                                       guint          rule,
                                       BxState       *state_out,
                                       BxThrow       *throw_out,
                                       GArray        *moves_out,
                                       GError       **error);

G_END_DECLS
