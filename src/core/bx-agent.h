/* bx-agent.h: computer players and hints over the bx-game interface
 *
 * An agent chooses one of the legal moves of a position and throw:
 *
 *   g_autoptr(BxAgent) a = bx_agent_new (game, BX_AGENT_STRONG, seed);
 *   BxAgentChoice c;
 *   bx_agent_choose (a, &state, &t, 0, &c);   // c.move is legal for (state, t)
 *
 * Levels: random (the random player of bx_game_random_move()), greedy (one ply: the move
 * whose position the family's evaluation likes best), strong (expectimax over the throws
 * to the depth the budget allows), perfect (the move with the best exact value from the
 * solution of bx-solver.h; only where the game can be solved, see
 * bx_agent_level_available()).  A choice depends only on (game, seed, state,
 * throw, budget): replaying a game replays its agents' moves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-game.h"

G_BEGIN_DECLS

/**
 * BxAgentLevel:
 * @BX_AGENT_RANDOM: a uniformly random move (never an action of the table)
 * @BX_AGENT_GREEDY: one ply: the best position by the family's evaluation
 * @BX_AGENT_STRONG: expectimax over the throws, as deep as the budget allows
 * @BX_AGENT_PERFECT: an exact solution (a solved game only)
 */
typedef enum
{
  BX_AGENT_RANDOM,
  BX_AGENT_GREEDY,
  BX_AGENT_STRONG,
  BX_AGENT_PERFECT,
  BX_AGENT_N_LEVELS,
} BxAgentLevel;

/* The default budget of bx_agent_choose(), in search nodes (a node is one position
 * evaluated or one list of legal moves built); about 10–40 ms on one core. */
#define BX_AGENT_DEFAULT_BUDGET 24000

/**
 * BxAgentChoice:
 * @move: the chosen move (legal for the state and throw given)
 * @value: the estimated probability, 0–1, that the mover wins after @move (-1 when the
 *   level has no estimate: random); for perfect the exact probability under perfect play
 *   by both, a draw counting half
 * @before: the same estimate before the move (the position's value), or -1
 * @n_moves: the number of legal moves there were
 * @depth: the search depth in plies (0 random, 1 greedy)
 * @nodes: the search nodes spent
 * @forced: TRUE when there was only one move to play
 * @reason: (owned): one line saying why, in English
 * @reason_zh: (owned): the same in Chinese (traditional characters)
 */
typedef struct
{
  BxMove   move;
  double   value;
  double   before;
  guint    n_moves;
  guint    depth;
  guint    nodes;
  gboolean forced;
  char    *reason;
  char    *reason_zh;
} BxAgentChoice;

typedef struct _BxAgent BxAgent;

BxAgent      *bx_agent_new              (const BxGame       *game,
                                         BxAgentLevel        level,
                                         guint64             seed);
void          bx_agent_free             (BxAgent            *agent);
BxAgentLevel  bx_agent_get_level        (const BxAgent      *agent);
gboolean      bx_agent_choose           (BxAgent            *agent,
                                         const BxState      *state,
                                         const BxThrow      *t,
                                         guint               budget,
                                         BxAgentChoice      *out);
void          bx_agent_choice_clear     (BxAgentChoice      *choice);
double        bx_agent_evaluate         (const BxGame       *game,
                                         const BxState      *state,
                                         int                 player);
gboolean      bx_agent_has_evaluation   (const BxGame       *game);
double        bx_agent_choice_share     (const BxGame       *game,
                                         guint64             seed,
                                         guint               max_moves);

const char   *bx_agent_level_to_string  (BxAgentLevel        level);
gboolean      bx_agent_level_from_string (const char        *name,
                                          BxAgentLevel      *out);
const char   *bx_agent_level_describe   (BxAgentLevel        level);
gboolean      bx_agent_level_available  (const BxGame       *game,
                                         BxAgentLevel        level);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxAgent, bx_agent_free)

G_END_DECLS
