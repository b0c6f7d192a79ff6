/* bx-solver.c: exact solutions by value iteration (see bx-solver.h)
 *
 * The equations.  V(i) is the probability that the player to move in position i wins
 * under perfect play by both.  A position's throws come from the engine: a turn that
 * starts with a decision (a "none" throw, 塞之間) has one throw of probability 1, other
 * positions every class of bx_dice_enumerate() with its exact probability.  For each
 * throw the mover takes the best of its legal moves (the table's actions left out, as
 * the agents do), so
 *
 *   V(i) = Σ_throws p(t) · max_moves v(child),
 *
 * where v(child) is 1 or 0 for a game won or lost by that move, 1/2 for a game drawn by
 * it, V(child) when the same player moves next (a decision to throw) and 1 − V(child)
 * when the other does: two players, zero-sum, a draw worth half a win.
 *
 * Cycles.  塞's 黑 face steps a piece back, so positions recur and the equations cannot
 * be solved backwards from the end; they are solved by value iteration (Gauss–Seidel
 * sweeps in index order, values updated in place) from V = 1/2 everywhere, until no value
 * changes by more than %BX_SOLVER_TOLERANCE in a sweep — the way the Royal Game of Ur was
 * solved.  The transitions are built once (each position's throws and the distinct
 * indices of its moves' children) and swept from memory.
 *
 * The draw rule.  The family's index leaves out counters that serve only a draw rule (塞's
 * draw.no-progress counts moves without progress), so what is solved is the game without
 * that rule.  Starting from 1/2 means that a line of play which never ends keeps the
 * value 1/2, that of a draw, which is what the rule would give it.  The values are
 * therefore exact for the game without the counter; in real play (bx-agent.c's perfect
 * level) the counter still runs and a move that ends the game drawn by the rule is valued
 * 1/2, but the solver does not plan for the count (a player does not aim at or away from
 * a draw by the count, which needs 100 moves without progress).
 *
 * The cache.  A solution is written to g_get_user_cache_dir()/boxi/ under a name made of
 * the ruleset id and a hash of the family and all the ruleset's params, atomically
 * (bx_file_save()), and mapped back (GMappedFile).  Since an engine may change its
 * rules without a param changing, a file read back is checked: the equations must hold,
 * to 1e-6, in a sample of positions spread over the index; a file that fails is solved
 * again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-solver.h"

#include <errno.h>
#include <math.h>
#include <string.h>

#include "bx-error.h"
#include "bx-file.h"

#define MAGIC "BXSOLVE1"
#define FORMAT_VERSION 1
#define KEY_BYTES 96
#define MAX_SWEEPS 100000
#define VERIFY_SAMPLES 512
#define VERIFY_TOLERANCE 1e-6

/* Children codes: (index << 1) | (the other player moves next), or a game over. */
#define CODE_WIN  G_MAXUINT32
#define CODE_LOSS (G_MAXUINT32 - 1)
#define CODE_DRAW (G_MAXUINT32 - 2)
#define CODE_MAX_INDEX ((G_MAXUINT32 - 3) >> 1)

typedef struct
{
  char    magic[8];
  guint32 version;
  guint32 iterations;
  guint64 n_states;
  guint64 n_live;
  guint64 n_edges;
  double  residual;
  double  tolerance;
  double  seconds;
  char    key[KEY_BYTES];
} Header;

G_STATIC_ASSERT (sizeof (Header) % 8 == 0);

struct _BxSolution
{
  gint          ref_count;
  char         *key;
  guint64       n_states;
  const double *values;
  double       *owned;
  GMappedFile  *mapped;
  BxSolveStats  stats;
};

/* The solutions in memory, by cache key. */
static GHashTable *solutions;
G_LOCK_DEFINE_STATIC (solutions);

/* ---------------------------------------------------------------- transitions */

typedef struct
{
  const BxGame *game;
  GArray       *throws;    /* BxThrowProb: the dice's classes */
  GArray       *moves;
  GArray       *codes;     /* guint32, one throw's children */
} Walker;

static void
walker_init (Walker       *w,
             const BxGame *game)
{
  w->game = game;
  w->throws = bx_dice_enumerate (bx_game_get_dice (game));
  w->moves = bx_move_list_new ();
  w->codes = g_array_new (FALSE, FALSE, sizeof (guint32));
}

static void
walker_clear (Walker *w)
{
  g_clear_pointer (&w->throws, g_array_unref);
  g_clear_pointer (&w->moves, g_array_unref);
  g_clear_pointer (&w->codes, g_array_unref);
}

/* The throws of @s: a "none" decision, or every class of the dice. */
static guint
throws_of (Walker         *w,
           const BxState  *s,
           BxThrowProb    *none)
{
  BxThrow probe;

  bx_game_throw (w->game, s, 0, &probe);
  if (probe.n != 0)
    return w->throws->len;
  none->dice = probe;
  none->numerator = none->denominator = 1;
  return 1;
}

static int
cmp_u32 (gconstpointer a,
         gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;
  return x < y ? -1 : x > y;
}

/* The code of the position after @m, for the mover of @s. */
static guint32
child_code (Walker        *w,
            const BxState *s,
            const BxThrow *t,
            const BxMove  *m)
{
  BxState c = *s;
  BxResult r;

  bx_game_apply (w->game, &c, t, m);
  if (c.winner >= 0)
    {
      bx_game_result (w->game, &c, &r);
      if (r.kind == BX_RESULT_DRAW)
        return CODE_DRAW;
      return r.winner == s->player ? CODE_WIN : CODE_LOSS;
    }
  return (guint32) (bx_game_state_index (w->game, &c) << 1) | (c.player != s->player);
}

/* The distinct children of @s under throw @t into w->codes, sorted. */
static void
children_of (Walker        *w,
             const BxState *s,
             const BxThrow *t)
{
  guint keep = 0, n;

  bx_game_legal_moves (w->game, s, t, w->moves);
  for (guint i = 0; i < w->moves->len; i++)
    if (!(g_array_index (w->moves, BxMove, i).flags & BX_MOVE_TABLE))
      keep++;
  g_array_set_size (w->codes, 0);
  for (guint i = 0; i < w->moves->len; i++)
    {
      const BxMove *m = &g_array_index (w->moves, BxMove, i);
      guint32 code;

      if (keep > 0 && (m->flags & BX_MOVE_TABLE))
        continue;
      code = child_code (w, s, t, m);
      g_array_append_val (w->codes, code);
    }
  g_array_sort (w->codes, cmp_u32);
  n = 0;
  for (guint i = 0; i < w->codes->len; i++)
    if (n == 0 || g_array_index (w->codes, guint32, n - 1) != g_array_index (w->codes,
                                                                             guint32, i))
      g_array_index (w->codes, guint32, n++) = g_array_index (w->codes, guint32, i);
  g_array_set_size (w->codes, n);
}

static inline double
code_value (guint32       code,
            const double *v)
{
  if (code >= CODE_DRAW)
    return code == CODE_WIN ? 1.0 : code == CODE_LOSS ? 0.0 : 0.5;
  return (code & 1) ? 1.0 - v[code >> 1] : v[code >> 1];
}

/* The right-hand side of the equation of @s, computed from the engine (no stored
 * transitions): for checking a solution read back. */
static double
backup (Walker        *w,
        const BxState *s,
        const double  *v)
{
  BxThrowProb none;
  guint n = throws_of (w, s, &none);
  double sum = 0;

  for (guint k = 0; k < n; k++)
    {
      const BxThrowProb *tp = n == 1 && none.dice.n == 0 ? &none
                              : &g_array_index (w->throws, BxThrowProb, k);
      double best = 0;

      children_of (w, s, &tp->dice);
      for (guint i = 0; i < w->codes->len; i++)
        best = MAX (best, code_value (g_array_index (w->codes, guint32, i), v));
      sum += best * (double) tp->numerator / (double) tp->denominator;
    }
  return sum;
}

/* ---------------------------------------------------------------- the key */

static int
cmp_str (gconstpointer a,
         gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/**
 * bx_solver_cache_key:
 * @game: a game
 *
 * Returns: (transfer full): "sai-daiyi-" and the first 16 hex digits of a SHA-256 of the
 *   family, every param of the ruleset with its value, the format version and the state
 *   count: the name of the game's solution.
 */
char *
bx_solver_cache_key (const BxGame *game)
{
  BxRuleset *rs;
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autofree char *id = NULL;
  g_autofree char *text = NULL;
  GString *all = g_string_new (NULL);

  g_return_val_if_fail (game != NULL, NULL);
  rs = bx_game_get_ruleset (game);
  for (guint i = 0; i < bx_ruleset_get_n_rules (rs); i++)
    {
      const BxRule *r = bx_ruleset_get_rule (rs, i);
      for (guint k = 0; r->params != NULL && k < r->params->len; k++)
        {
          BxParam *p = g_ptr_array_index (r->params, k);
          if (g_hash_table_add (seen, p->name))
            g_ptr_array_add (names, p->name);
        }
    }
  g_ptr_array_sort (names, cmp_str);
  g_string_append_printf (all, "family=%s\nformat=%d\nstates=%" G_GUINT64_FORMAT "\n",
                          bx_ruleset_get_family (rs), FORMAT_VERSION,
                          bx_game_state_count (game));
  for (guint i = 0; i < names->len; i++)
    {
      const char *n = g_ptr_array_index (names, i);
      const char *v = bx_ruleset_get_param (rs, n);
      g_string_append_printf (all, "%s=%s\n", n, v != NULL ? v : "");
    }
  text = g_string_free (all, FALSE);
  g_checksum_update (sum, (const guchar *) text, -1);
  id = g_strdup (bx_ruleset_get_id (rs));
  g_strdelimit (id, "/\\:", '-');
  return g_strdup_printf ("%s-%.16s", id, g_checksum_get_string (sum));
}

/**
 * bx_solver_cache_path:
 * @game: a game
 *
 * Returns: (transfer full): g_get_user_cache_dir()/boxi/solve-<key>.bin, where the
 *   solution of @game is kept (bx_solver_cache_key()).
 */
char *
bx_solver_cache_path (const BxGame *game)
{
  g_autofree char *key = bx_solver_cache_key (game);
  g_autofree char *name = g_strdup_printf ("solve-%s.bin", key);

  return g_build_filename (g_get_user_cache_dir (), "boxi", name, NULL);
}

/**
 * bx_solver_can_solve:
 * @game: a game
 *
 * Returns: whether @game can be solved: two players, a family that indexes its positions
 *   (bx_game_state_count() > 0), at most %BX_SOLVER_MAX_STATES of them, and dice that can
 *   be enumerated.
 */
gboolean
bx_solver_can_solve (const BxGame *game)
{
  guint64 n;
  const BxDiceSpec *spec;

  g_return_val_if_fail (game != NULL, FALSE);
  n = bx_game_state_count (game);
  spec = bx_game_get_dice (game);
  return n > 0 && n <= BX_SOLVER_MAX_STATES && bx_game_get_n_players (game) == 2
         && spec->kind != BX_DICE_FINGERS;
}

/* ---------------------------------------------------------------- solving */

static BxSolution *
solution_new (const BxGame *game)
{
  BxSolution *sol = g_new0 (BxSolution, 1);

  sol->ref_count = 1;
  sol->key = bx_solver_cache_key (game);
  sol->n_states = bx_game_state_count (game);
  sol->stats.n_states = sol->n_states;
  return sol;
}

static void
report (BxSolveProgressFunc progress,
        gpointer            data,
        double              fraction,
        const char         *what)
{
  if (progress != NULL)
    progress (CLAMP (fraction, 0.0, 1.0), what, data);
}

/* The part of the work a sweep's largest change stands for: changes fall about
 * geometrically from 1/2 to the tolerance. */
static double
sweep_fraction (double delta)
{
  double lo = log (BX_SOLVER_TOLERANCE), hi = log (0.5);

  if (delta <= 0)
    return 1.0;
  return 0.1 + 0.9 * CLAMP ((hi - log (delta)) / (hi - lo), 0.0, 1.0);
}

/**
 * bx_solver_solve:
 * @game: a game that bx_solver_can_solve()
 * @progress: (nullable): called as the solve goes on
 * @user_data: its closure
 * @cancellable: (nullable): stops the solve (between positions and between sweeps)
 * @error: %G_IO_ERROR_CANCELLED; %BX_ERROR_INVALID when the game cannot be solved, its
 *   index is inconsistent, or the iteration does not settle in 100,000 sweeps
 *
 * Solves @game by value iteration (see the file's comment), without reading or writing
 * any file.
 *
 * Returns: (transfer full): the solution, or %NULL.
 */
BxSolution *
bx_solver_solve (const BxGame        *game,
                 BxSolveProgressFunc  progress,
                 gpointer             user_data,
                 GCancellable        *cancellable,
                 GError             **error)
{
  g_autoptr(BxSolution) sol = NULL;
  g_autoptr(GArray) group_of = NULL;     /* guint32 per index + 1: its first throw */
  g_autoptr(GArray) prob = NULL;         /* double per throw */
  g_autoptr(GArray) first = NULL;        /* guint32 per throw + 1: its first child */
  g_autoptr(GArray) kids = NULL;         /* guint32 codes */
  g_autoptr(GTimer) timer = g_timer_new ();
  double *v;
  guint64 n;
  Walker w;
  double delta = 1;

  g_return_val_if_fail (game != NULL, NULL);
  if (!bx_solver_can_solve (game))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s cannot be solved: its family does not index its positions, or has "
                   "more than %" G_GUINT64_FORMAT " of them",
                   bx_ruleset_get_id (bx_game_get_ruleset (game)), BX_SOLVER_MAX_STATES);
      return NULL;
    }
  n = bx_game_state_count (game);
  g_assert (n <= CODE_MAX_INDEX);
  sol = solution_new (game);
  group_of = g_array_sized_new (FALSE, FALSE, sizeof (guint32), (guint) n + 1);
  prob = g_array_new (FALSE, FALSE, sizeof (double));
  first = g_array_new (FALSE, FALSE, sizeof (guint32));
  kids = g_array_new (FALSE, FALSE, sizeof (guint32));
  walker_init (&w, game);

  /* The transitions. */
  report (progress, user_data, 0, "positions");
  for (guint64 i = 0; i < n; i++)
    {
      BxState s;
      guint32 g = prob->len;

      g_array_append_val (group_of, g);
      if ((i & 4095) == 0)
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            {
              walker_clear (&w);
              return NULL;
            }
          report (progress, user_data, 0.1 * (double) i / (double) n, "positions");
        }
      if (!bx_game_state_from_index (game, i, &s))
        continue;
      if (bx_game_state_index (game, &s) != i)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                       "%s: the family's index does not give back position %"
                       G_GUINT64_FORMAT, bx_ruleset_get_id (bx_game_get_ruleset (game)), i);
          walker_clear (&w);
          return NULL;
        }
      sol->stats.n_live++;
      {
        BxThrowProb none;
        guint nt = throws_of (&w, &s, &none);
        for (guint k = 0; k < nt; k++)
          {
            const BxThrowProb *tp = nt == 1 && none.dice.n == 0 ? &none
                                    : &g_array_index (w.throws, BxThrowProb, k);
            double p = (double) tp->numerator / (double) tp->denominator;
            guint32 start = kids->len;

            children_of (&w, &s, &tp->dice);
            g_array_append_val (prob, p);
            g_array_append_val (first, start);
            g_array_append_vals (kids, w.codes->data, w.codes->len);
          }
      }
    }
  {
    guint32 end = prob->len, kend = kids->len;
    g_array_append_val (group_of, end);
    g_array_append_val (first, kend);
  }
  walker_clear (&w);
  sol->stats.n_edges = kids->len;

  /* The sweeps. */
  sol->owned = v = g_new (double, n);
  for (guint64 i = 0; i < n; i++)
    v[i] = 0.5;
  {
    const guint32 *gi = (const guint32 *) group_of->data, *fi = (const guint32 *) first->data;
    const guint32 *ki = (const guint32 *) kids->data;
    const double *pi = (const double *) prob->data;

    for (guint sweep = 1; delta > BX_SOLVER_TOLERANCE; sweep++)
      {
        if (sweep > MAX_SWEEPS)
          {
            g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                         "%s: value iteration did not settle in %d sweeps (last change %g)",
                         bx_ruleset_get_id (bx_game_get_ruleset (game)), MAX_SWEEPS, delta);
            return NULL;
          }
        if (g_cancellable_set_error_if_cancelled (cancellable, error))
          return NULL;
        delta = 0;
        for (guint64 i = 0; i < n; i++)
          {
            double sum = 0;

            if (gi[i] == gi[i + 1])
              continue;
            for (guint32 g = gi[i]; g < gi[i + 1]; g++)
              {
                double best = 0;
                for (guint32 k = fi[g]; k < fi[g + 1]; k++)
                  {
                    double x = code_value (ki[k], v);
                    if (x > best)
                      best = x;
                  }
                sum += pi[g] * best;
              }
            delta = MAX (delta, fabs (sum - v[i]));
            v[i] = sum;
          }
        sol->stats.iterations = sweep;
        if (sweep % 4 == 0)
          report (progress, user_data, sweep_fraction (delta), "iterating");
      }
  }
  sol->values = v;
  sol->stats.residual = delta;
  sol->stats.seconds = g_timer_elapsed (timer, NULL);
  report (progress, user_data, 1.0, "iterating");
  return g_steal_pointer (&sol);
}

/* ---------------------------------------------------------------- files */

/**
 * bx_solution_save:
 * @solution: a solution
 * @path: the file to write (its folder is made if need be)
 * @error: a #GFileError for the folder; bx_file_save()'s %BX_ERROR_FAILED "PATH: reason"
 *
 * Writes @solution atomically (bx_file_save(): a temporary file renamed over @path): a
 * header (magic, format, counts, the key) and one double per index, in this machine's byte
 * order.
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_solution_save (const BxSolution  *solution,
                  const char        *path,
                  GError           **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *buf = NULL;
  gsize size;
  Header h = { 0 };

  g_return_val_if_fail (solution != NULL && path != NULL, FALSE);
  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int e = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (e), "%s: %s", dir,
                   g_strerror (e));
      return FALSE;
    }
  memcpy (h.magic, MAGIC, sizeof h.magic);
  h.version = FORMAT_VERSION;
  h.iterations = solution->stats.iterations;
  h.n_states = solution->n_states;
  h.n_live = solution->stats.n_live;
  h.n_edges = solution->stats.n_edges;
  h.residual = solution->stats.residual;
  h.tolerance = BX_SOLVER_TOLERANCE;
  h.seconds = solution->stats.seconds;
  g_strlcpy (h.key, solution->key, sizeof h.key);
  size = sizeof h + solution->n_states * sizeof (double);
  buf = g_malloc (size);
  memcpy (buf, &h, sizeof h);
  memcpy (buf + sizeof h, solution->values, solution->n_states * sizeof (double));
  return bx_file_save (path, buf, (gssize) size, error);
}

static gboolean
load_error (GError    **error,
            const char *path,
            const char *why)
{
  g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: %s", path, why);
  return FALSE;
}

/* Checks the equations on a sample of positions spread over the index. */
static gboolean
verify (const BxSolution *sol,
        const BxGame     *game,
        const char       *path,
        GError          **error)
{
  Walker w;
  guint64 step = MAX (sol->n_states / VERIFY_SAMPLES, 1);
  gboolean ok = TRUE;

  walker_init (&w, game);
  for (guint64 i = 0; ok && i < sol->n_states; i += step)
    {
      BxState s;
      double v = sol->values[i];

      if (!bx_game_state_from_index (game, i, &s))
        continue;
      if (!(v >= 0 && v <= 1) || fabs (backup (&w, &s, sol->values) - v) > VERIFY_TOLERANCE)
        ok = FALSE;
    }
  walker_clear (&w);
  if (!ok)
    return load_error (error, path, "the values do not solve the game's rules (stale file)");
  return TRUE;
}

/**
 * bx_solution_load:
 * @game: the game the solution is for
 * @path: a file written by bx_solution_save()
 * @error: a #GFileError; %BX_ERROR_INVALID when the file is not a solution of @game (another
 *   key or size, a bad header, or values that fail the check of the file's comment)
 *
 * Maps a solution back from a file.
 *
 * Returns: (transfer full): the solution, or %NULL.
 */
BxSolution *
bx_solution_load (const BxGame *game,
                  const char   *path,
                  GError      **error)
{
  g_autoptr(BxSolution) sol = NULL;
  g_autoptr(GMappedFile) mapped = NULL;
  const char *data;
  Header h;

  g_return_val_if_fail (game != NULL && path != NULL, NULL);
  /* A regular file only: mapping a FIFO would block (bx-file.c). */
  if (!bx_file_check_regular (path, error))
    return NULL;
  mapped = g_mapped_file_new (path, FALSE, error);
  if (mapped == NULL)
    return NULL;
  sol = solution_new (game);
  data = g_mapped_file_get_contents (mapped);
  if (g_mapped_file_get_length (mapped) < sizeof h)
    {
      load_error (error, path, "too short for a solution");
      return NULL;
    }
  memcpy (&h, data, sizeof h);
  h.key[KEY_BYTES - 1] = '\0';
  if (memcmp (h.magic, MAGIC, sizeof h.magic) != 0 || h.version != FORMAT_VERSION)
    {
      load_error (error, path, "not a solution of this format");
      return NULL;
    }
  if (strcmp (h.key, sol->key) != 0 || h.n_states != sol->n_states
      || g_mapped_file_get_length (mapped) != sizeof h + h.n_states * sizeof (double))
    {
      load_error (error, path, "a solution of another game");
      return NULL;
    }
  sol->mapped = g_steal_pointer (&mapped);
  sol->values = (const double *) (data + sizeof h);
  sol->stats.n_live = h.n_live;
  sol->stats.n_edges = h.n_edges;
  sol->stats.iterations = h.iterations;
  sol->stats.residual = h.residual;
  sol->stats.seconds = h.seconds;
  sol->stats.from_cache = TRUE;
  if (!verify (sol, game, path, error))
    return NULL;
  return g_steal_pointer (&sol);
}

/* ---------------------------------------------------------------- the cache */

/**
 * bx_solver_peek:
 * @game: a game
 *
 * Returns: (transfer full) (nullable): the solution of @game if one is in memory (from an
 *   earlier bx_solver_get()), else %NULL; never blocks on a solve.
 */
BxSolution *
bx_solver_peek (const BxGame *game)
{
  g_autofree char *key = NULL;
  BxSolution *sol = NULL;

  g_return_val_if_fail (game != NULL, NULL);
  if (!bx_solver_can_solve (game))
    return NULL;
  key = bx_solver_cache_key (game);
  G_LOCK (solutions);
  if (solutions != NULL && (sol = g_hash_table_lookup (solutions, key)) != NULL)
    bx_solution_ref (sol);
  G_UNLOCK (solutions);
  return sol;
}

/**
 * bx_solver_get:
 * @game: a game that bx_solver_can_solve()
 * @progress: (nullable): called while solving (not when the solution is found)
 * @user_data: its closure
 * @cancellable: (nullable): stops a solve
 * @error: as bx_solver_solve()
 *
 * The solution of @game: the one in memory; else the one in the user cache
 * (bx_solver_cache_path()), if it checks; else a new solve, written to the cache (a
 * cache that cannot be written is not an error).  Safe to call from any thread.
 *
 * Returns: (transfer full): the solution, or %NULL.
 */
BxSolution *
bx_solver_get (const BxGame        *game,
               BxSolveProgressFunc  progress,
               gpointer             user_data,
               GCancellable        *cancellable,
               GError             **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GError) local = NULL;
  BxSolution *sol = bx_solver_peek (game);

  if (sol != NULL)
    return sol;
  path = bx_solver_cache_path (game);
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    sol = bx_solution_load (game, path, &local);
  if (sol == NULL)
    {
      if (local != NULL)
        g_debug ("%s", local->message);
      sol = bx_solver_solve (game, progress, user_data, cancellable, error);
      if (sol == NULL)
        return NULL;
      g_clear_error (&local);
      if (!bx_solution_save (sol, path, &local))
        g_debug ("the solution is not cached: %s", local->message);
    }
  G_LOCK (solutions);
  if (solutions == NULL)
    solutions = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                       (GDestroyNotify) bx_solution_unref);
  if (g_hash_table_lookup (solutions, sol->key) == NULL)
    g_hash_table_insert (solutions, sol->key, bx_solution_ref (sol));
  G_UNLOCK (solutions);
  return sol;
}

/**
 * bx_solver_exact_value:
 * @game: a game
 * @state: a position
 * @player: a seat
 * @out: (out): the exact probability that @player wins (bx_solution_value())
 *
 * For showing the exact value on the board: reads the solution in memory only.
 *
 * Returns: %FALSE (and @out untouched) when @game has no solution in memory.
 */
gboolean
bx_solver_exact_value (const BxGame  *game,
                       const BxState *state,
                       int            player,
                       double        *out)
{
  g_autoptr(BxSolution) sol = bx_solver_peek (game);

  g_return_val_if_fail (state != NULL && out != NULL, FALSE);
  if (sol == NULL)
    return FALSE;
  *out = bx_solution_value (sol, game, state, player);
  return TRUE;
}

/* ---------------------------------------------------------------- solutions */

/** bx_solution_ref: Returns: (transfer full): @solution, one reference more. */
BxSolution *
bx_solution_ref (BxSolution *solution)
{
  g_return_val_if_fail (solution != NULL, NULL);
  g_atomic_int_inc (&solution->ref_count);
  return solution;
}

/** bx_solution_unref: Drops a reference (%NULL is ignored). */
void
bx_solution_unref (BxSolution *solution)
{
  if (solution == NULL || !g_atomic_int_dec_and_test (&solution->ref_count))
    return;
  g_clear_pointer (&solution->mapped, g_mapped_file_unref);
  g_free (solution->owned);
  g_free (solution->key);
  g_free (solution);
}

/** bx_solution_get_stats: Returns: the counts and times of @solution (owned by it). */
const BxSolveStats *
bx_solution_get_stats (const BxSolution *solution)
{
  g_return_val_if_fail (solution != NULL, NULL);
  return &solution->stats;
}

/**
 * bx_solution_fits:
 * @solution: a solution
 * @game: a game
 *
 * Returns: whether @solution is the solution of @game's rules (same cache key).
 */
gboolean
bx_solution_fits (const BxSolution *solution,
                  const BxGame     *game)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (solution != NULL && game != NULL, FALSE);
  key = bx_solver_cache_key (game);
  return strcmp (key, solution->key) == 0;
}

/**
 * bx_solution_value:
 * @solution: the solution of @game
 * @game: a game
 * @state: a position, before its throw (or at the decision whether to throw)
 * @player: 0 or 1
 *
 * Returns: the exact probability that @player wins from @state under perfect play by
 *   both, a draw counting half (1, 0 or 1/2 when the game is over).  The position's draw
 *   counter is not part of it (see the file's comment).
 */
double
bx_solution_value (const BxSolution *solution,
                   const BxGame     *game,
                   const BxState    *state,
                   int               player)
{
  BxResult r;
  double v;

  g_return_val_if_fail (solution != NULL && game != NULL && state != NULL, 0.5);
  if (state->winner >= 0)
    {
      bx_game_result (game, state, &r);
      if (r.kind == BX_RESULT_DRAW)
        return 0.5;
      return r.winner == player ? 1.0 : 0.0;
    }
  v = solution->values[MIN (bx_game_state_index (game, state), solution->n_states - 1)];
  return state->player == player ? v : 1.0 - v;
}

/**
 * bx_solution_move_value:
 * @solution: the solution of @game
 * @game: a game
 * @state: a position
 * @t: the throw of @state
 * @move: a legal move of @state and @t
 * @player: 0 or 1
 *
 * Returns: the exact probability that @player wins after @move (the engine applies it, so
 *   a move that ends the game, by a win or by the draw rule, gives 1, 0 or 1/2).
 */
double
bx_solution_move_value (const BxSolution *solution,
                        const BxGame     *game,
                        const BxState    *state,
                        const BxThrow    *t,
                        const BxMove     *move,
                        int               player)
{
  BxState c;

  g_return_val_if_fail (state != NULL && t != NULL && move != NULL, 0.5);
  c = *state;
  bx_game_apply (game, &c, t, move);
  return bx_solution_value (solution, game, &c, player);
}

/**
 * bx_solution_throw_value:
 * @solution: the solution of @game
 * @game: a game
 * @state: a position, game not over
 * @t: the throw of @state (a "none" throw for a decision to throw)
 * @player: 0 or 1
 *
 * For showing the value once the throw is known: the mover plays its best move.
 *
 * Returns: the exact probability that @player wins from @state after throw @t, under
 *   perfect play by both (the best of bx_solution_move_value() over the mover's legal
 *   moves, the table's actions left out).
 */
double
bx_solution_throw_value (const BxSolution *solution,
                         const BxGame     *game,
                         const BxState    *state,
                         const BxThrow    *t,
                         int               player)
{
  Walker w;
  double best = 0;

  g_return_val_if_fail (solution != NULL && game != NULL && state != NULL && t != NULL, 0.5);
  if (state->winner >= 0)
    return bx_solution_value (solution, game, state, player);
  walker_init (&w, game);
  children_of (&w, state, t);
  for (guint i = 0; i < w.codes->len; i++)
    best = MAX (best, code_value (g_array_index (w.codes, guint32, i), solution->values));
  walker_clear (&w);
  return player == state->player ? best : 1.0 - best;
}
