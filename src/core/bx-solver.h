/* bx-solver.h: exact solutions of small two-player dice games by value iteration
 *
 * A family can be solved when its engine indexes its positions (BxGameVTable.state_count,
 * .state_index, .state_from_index; today 塞's 代弈, see bx-sai-index.c) and the count is
 * at most %BX_SOLVER_MAX_STATES.  The solution holds, for every index, the probability
 * that the player to move wins under perfect play by both sides, computed over the
 * engine's own legal moves and throws (bx_game_legal_moves(), bx_game_apply(),
 * bx_dice_enumerate()), so it follows the same rules as play.
 *
 *   g_autoptr(BxSolution) sol = bx_solver_get (game, progress, data, cancellable, &error);
 *   double p = bx_solution_value (sol, game, &state, state.player);      // before the throw
 *   double q = bx_solution_throw_value (sol, game, &state, &t, player);  // once thrown
 *
 * bx_solver_get() keeps one solution per ruleset in memory, reads it from the user cache
 * (g_get_user_cache_dir()/boxi/solve-<ruleset>-<hash>.bin) or solves and writes it there.
 * A solve may take a while on a large family: call it in a worker thread (GTask) with a
 * progress callback; bx_solver_peek() then finds it without blocking.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "bx-game.h"

G_BEGIN_DECLS

/* The most position indices the solver takes on (about 100 bytes of memory each while it
 * solves, 8 bytes each in the solution). */
#define BX_SOLVER_MAX_STATES G_GUINT64_CONSTANT (4000000)

/* Value iteration stops when no value changed by more than this in a sweep. */
#define BX_SOLVER_TOLERANCE 1e-9

/**
 * BxSolveProgressFunc:
 * @fraction: how far the solve has come, 0–1 (an estimate while iterating)
 * @what: the phase, in English: "positions" or "iterating"
 * @user_data: the closure
 *
 * Called from the thread that solves, a few hundred times at most.
 */
typedef void (*BxSolveProgressFunc) (double      fraction,
                                     const char *what,
                                     gpointer    user_data);

/**
 * BxSolveStats:
 * @n_states: the position indices (bx_game_state_count())
 * @n_live: the indices that are positions in play
 * @n_edges: the distinct (position, throw, next position) links
 * @iterations: the sweeps of value iteration
 * @residual: the largest change of the last sweep (below %BX_SOLVER_TOLERANCE)
 * @seconds: the wall time of the solve (as measured when it was solved, also when the
 *   solution was read back from the cache)
 * @from_cache: whether this solution was read from a file rather than solved now
 */
typedef struct
{
  guint64  n_states;
  guint64  n_live;
  guint64  n_edges;
  guint    iterations;
  double   residual;
  double   seconds;
  gboolean from_cache;
} BxSolveStats;

typedef struct _BxSolution BxSolution;

gboolean      bx_solver_can_solve      (const BxGame          *game);
char         *bx_solver_cache_key      (const BxGame          *game);
char         *bx_solver_cache_path     (const BxGame          *game);
BxSolution   *bx_solver_solve          (const BxGame          *game,
                                        BxSolveProgressFunc    progress,
                                        gpointer               user_data,
                                        GCancellable          *cancellable,
                                        GError               **error);
BxSolution   *bx_solver_get            (const BxGame          *game,
                                        BxSolveProgressFunc    progress,
                                        gpointer               user_data,
                                        GCancellable          *cancellable,
                                        GError               **error);
BxSolution   *bx_solver_peek           (const BxGame          *game);
gboolean      bx_solver_exact_value    (const BxGame          *game,
                                        const BxState         *state,
                                        int                    player,
                                        double                *out);

BxSolution   *bx_solution_load         (const BxGame          *game,
                                        const char            *path,
                                        GError               **error);
gboolean      bx_solution_save         (const BxSolution      *solution,
                                        const char            *path,
                                        GError               **error);
BxSolution   *bx_solution_ref          (BxSolution            *solution);
void          bx_solution_unref        (BxSolution            *solution);
const BxSolveStats *bx_solution_get_stats (const BxSolution   *solution);
gboolean      bx_solution_fits         (const BxSolution      *solution,
                                        const BxGame          *game);
double        bx_solution_value        (const BxSolution      *solution,
                                        const BxGame          *game,
                                        const BxState         *state,
                                        int                    player);
double        bx_solution_throw_value  (const BxSolution      *solution,
                                        const BxGame          *game,
                                        const BxState         *state,
                                        const BxThrow         *t,
                                        int                    player);
double        bx_solution_move_value   (const BxSolution      *solution,
                                        const BxGame          *game,
                                        const BxState         *state,
                                        const BxThrow         *t,
                                        const BxMove          *move,
                                        int                    player);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxSolution, bx_solution_unref)

G_END_DECLS
