/* bx-agent.c: computer players and hints (see bx-agent.h)
 *
 * The search.  Every family here is a race or a fight driven by a throw with few faces
 * (two or three dice, one 瓊, the six 箸, two hands), so the strong agent is expectimax
 * over the throws rather than Monte Carlo: the chance nodes can be enumerated exactly
 * (21 classes of two dice, 4 faces of the 瓊, 7 counts of the 箸), an evaluation of the
 * family is cheap, and a playout policy good enough for Monte Carlo would itself need
 * that evaluation at every step (tens of thousands of steps per move against a 50 ms
 * budget).  The depth is set per position by the budget (iterative deepening with a
 * node count, so a choice never depends on the clock): two plies (the move, then every
 * reply to every throw of the opponent) for 雙陸's 21 throws × ~20 moves, four to six for
 * 塞's 4 faces × ~3 moves.  Wide decision nodes are cut to the best few moves by the
 * evaluation (the move filter of GNU Backgammon's n-ply search).  A family whose game
 * this shape does not fit gives its own (BxGameVTable.search_shape: a minimum depth and
 * the widths), with its reason beside it.
 *
 * Opponents.  With two players the opponent minimises the mover's value (expectiminimax).
 * With more (除紅, 打馬) every other seat is modelled as greedy by its own evaluation, and
 * the search goes on from the move it would pick (a max^n search reduced to one line).
 *
 * The evaluation is the family's (BxGameVTable.evaluate, through bx_game_evaluate()): the
 * estimated probability that a seat wins.  A family without one is evaluated 1 / n.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-agent.h"

#include <math.h>
#include <string.h>

#include "bx-solver.h"


#define MAX_DEPTH 8
/* Decision nodes wider than this are cut to their best moves by the evaluation. */
#define ROOT_WIDTH 10
#define INNER_WIDTH 5
/* Throws sampled where they cannot be enumerated (hands with calls). */
#define N_SAMPLES 8
#define CHOICE_SALT G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)
#define PROBE_SALT G_GUINT64_CONSTANT (0xd1b54a32d192ed03)

struct _BxAgent
{
  const BxGame   *game;
  BxAgentLevel    level;
  guint64         seed;
  gboolean        has_eval;
  guint           min_depth;       /* the search shape (BxSearchShape) */
  guint           root_width;
  guint           inner_width;
  guint           n_players;
  GArray         *throws;          /* BxThrowProb: the dice's classes */
  GArray         *moves[MAX_DEPTH + 2];
  GArray         *scratch;
  GArray         *chance[MAX_DEPTH + 2];   /* BxThrowProb, per depth */
  BxSolution     *solution;        /* perfect: the exact values (bx-solver.h) */
  /* During one search. */
  int             root;
  guint64         nodes;
  guint64         limit;
  gboolean        out_of_budget;
};

typedef struct
{
  BxMove move;
  double key;
  double value;
} Cand;

static const char *level_names[] = { "random", "greedy", "strong", "perfect" };
static const char *level_docs[] = {
  "a uniformly random legal move",
  "one ply: the move whose position the family's evaluation likes best",
  "expectimax over the throws, as deep as the budget allows, on the family's evaluation",
  "the best move by the exact solution of the game (only where it can be solved: 代弈)",
};

/* ---------------------------------------------------------------- evaluation */

static double
terminal_value (const BxAgent *a,
                const BxState *s,
                int            player)
{
  BxResult r;

  bx_game_result (a->game, s, &r);
  if (r.kind == BX_RESULT_DRAW)
    return 1.0 / a->n_players;
  return r.kind == BX_RESULT_WIN && r.winner == player ? 1.0 : 0.0;
}

static double
eval_state (BxAgent       *a,
            const BxState *s,
            int            player)
{
  a->nodes++;
  if (s->winner >= 0)
    return terminal_value (a, s, player);
  if (!a->has_eval)
    return 1.0 / a->n_players;
  return bx_game_evaluate (a->game, s, player);
}

/* ---------------------------------------------------------------- chance */

/* The throws that may come in @s, with their probabilities, into @out (BxThrowProb). */
static void
chance_throws (BxAgent       *a,
               const BxState *s,
               GArray        *out)
{
  const BxDiceSpec *spec = bx_game_get_dice (a->game);
  BxThrow probe;

  g_array_set_size (out, 0);
  bx_game_throw (a->game, s, a->seed ^ PROBE_SALT, &probe);
  if (probe.n == 0)
    {
      /* A decision before the throw (塞之間): one "none" throw. */
      BxThrowProb tp = { probe, 1, 1 };
      g_array_append_val (out, tp);
      return;
    }
  if (probe.n == (spec->kind == BX_DICE_CALL ? 2 : spec->count)
      && spec->kind != BX_DICE_FINGERS)
    {
      g_array_append_vals (out, a->throws->data, a->throws->len);
      return;
    }
  /* A throw the family draws itself (hands with calls): a fixed sample of it. */
  for (guint i = 0; i < N_SAMPLES; i++)
    {
      BxThrowProb tp = { { 0 }, 1, N_SAMPLES };
      bx_game_throw (a->game, s, bx_rng_at (a->seed ^ PROBE_SALT, i + 1), &tp.dice);
      g_array_append_val (out, tp);
    }
}

/* ---------------------------------------------------------------- search */

static double value_of (BxAgent *a, const BxState *s, int depth);

static gboolean
is_player_move (const BxMove *m)
{
  return !(m->flags & BX_MOVE_TABLE);
}

/* The legal moves a player may choose (without the table's actions, unless they are all
 * there is) into a->moves[level]. */
static GArray *
moves_at (BxAgent       *a,
          const BxState *s,
          const BxThrow *t,
          int            level)
{
  GArray *moves = a->moves[level];
  guint keep = 0;

  a->nodes++;
  bx_game_legal_moves (a->game, s, t, moves);
  for (guint i = 0; i < moves->len; i++)
    if (is_player_move (&g_array_index (moves, BxMove, i)))
      g_array_index (moves, BxMove, keep++) = g_array_index (moves, BxMove, i);
  if (keep > 0)
    g_array_set_size (moves, keep);
  return moves;
}

static int
cand_cmp_desc (gconstpointer x,
               gconstpointer y)
{
  const Cand *p = x, *q = y;
  return p->key < q->key ? 1 : p->key > q->key ? -1 : 0;
}

/* The value, for a->root, of the mover's best move in @s with throw @t, searching @depth
 * plies (the move included). */
static double
decide (BxAgent       *a,
        const BxState *s,
        const BxThrow *t,
        int            depth)
{
  int mover = s->player;
  GArray *moves = moves_at (a, s, t, depth);
  gboolean two = a->n_players == 2;
  double best = mover == a->root ? -1.0 : 2.0;
  Cand cands[64];
  guint n = 0;

  if (a->nodes > a->limit)
    a->out_of_budget = TRUE;
  /* Rank by the mover's own evaluation; keep the best few. */
  for (guint i = 0; i < moves->len; i++)
    {
      BxState c = *s;
      Cand cd;
      bx_game_apply (a->game, &c, t, &g_array_index (moves, BxMove, i));
      cd.move = g_array_index (moves, BxMove, i);
      cd.key = eval_state (a, &c, mover);
      if (depth == 1)
        {
          double v = mover == a->root ? cd.key
                     : two ? 1.0 - cd.key : eval_state (a, &c, a->root);
          if (mover == a->root ? v > best : two ? v < best : FALSE)
            best = v;
          if (!two && mover != a->root && (n == 0 || cd.key > cands[0].key))
            {
              cands[0] = cd;
              cands[0].value = v;
              n = 1;
            }
          continue;
        }
      if (n < G_N_ELEMENTS (cands))
        cands[n++] = cd;
      else if (cd.key > cands[n - 1].key)
        cands[n - 1] = cd;
      qsort (cands, n, sizeof (Cand), cand_cmp_desc);
    }
  if (depth == 1)
    return !two && mover != a->root ? cands[0].value : best;
  if (!two && mover != a->root)
    {
      /* Another seat of many: it plays its greedy move. */
      BxState c = *s;
      bx_game_apply (a->game, &c, t, &cands[0].move);
      return value_of (a, &c, depth - 1);
    }
  n = MIN (n, a->inner_width);
  for (guint i = 0; i < n; i++)
    {
      BxState c = *s;
      double v;
      bx_game_apply (a->game, &c, t, &cands[i].move);
      v = value_of (a, &c, depth - 1);
      if (mover == a->root ? v > best : v < best)
        best = v;
    }
  return best;
}

/* The value of @s (before its throw) for a->root, searching @depth plies. */
static double
value_of (BxAgent       *a,
          const BxState *s,
          int            depth)
{
  GArray *throws;
  double sum = 0, total = 0;

  if (s->winner >= 0 || depth <= 0 || a->out_of_budget)
    return eval_state (a, s, a->root);
  throws = a->chance[MIN (depth, MAX_DEPTH + 1)];
  chance_throws (a, s, throws);
  for (guint i = 0; i < throws->len; i++)
    {
      const BxThrowProb *tp = &g_array_index (throws, BxThrowProb, i);
      double p = (double) tp->numerator / (double) tp->denominator;
      sum += p * decide (a, s, &tp->dice, depth);
      total += p;
    }
  return total > 0 ? sum / total : eval_state (a, s, a->root);
}

/* ---------------------------------------------------------------- reasons */

/* The kinds of step a move makes, as a few words in English, or in Chinese (traditional
 * characters, as the rulesets write; the app converts for zh_CN) when @zh.  A pass gives
 * no words: the move's own words, shown with the reason, say what it is (a pass, or a
 * throw that decides who starts: families mark both as passes). */
static char *
describe_features (const BxMove *m,
                   gboolean      zh)
{
  guint flags = 0;
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();

  for (guint i = 0; i < m->n_steps; i++)
    flags |= m->steps[i].flags;
  if (m->flags & BX_MOVE_PASS)
    return NULL;
  if (m->flags & BX_MOVE_THROW)
    g_ptr_array_add (parts, (gpointer) (zh ? "選擇投擲" : "throws rather than moving unthrown"));
  if (flags & BX_STEP_HIT)
    g_ptr_array_add (parts, (gpointer) (zh ? "打子" : "hits"));
  if (flags & BX_STEP_BEAR_OFF)
    g_ptr_array_add (parts, (gpointer) (zh ? "出子" : "bears off"));
  if (flags & BX_STEP_ENTER)
    g_ptr_array_add (parts, (gpointer) (zh ? "入子" : "enters"));
  if (flags & BX_STEP_STACK)
    g_ptr_array_add (parts, (gpointer) (zh ? "疊子" : "joins its own pieces"));
  if (parts->len == 0)
    g_ptr_array_add (parts, (gpointer) (zh ? "行棋" : "advances"));
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (zh ? "、" : ", ", (char **) parts->pdata);
}

/* The reason of a choice, in English, or in Chinese when @zh: the move's kind (above),
 * then the level's estimate.  @value and @second: the mover's chance to win after the
 * move and after the next best (-1: none). */
static char *
make_reason (const BxMove *m,
             double        value,
             double        second,
             guint         n_moves,
             gboolean      zh)
{
  g_autofree char *what = describe_features (m, zh);

  if (n_moves <= 1)
    return what == NULL ? g_strdup (zh ? "唯一的走法" : "the only move")
                        : g_strdup_printf (zh ? "唯一的走法（%s）" : "the only move (%s)", what);
  if (what == NULL)
    what = g_strdup (zh ? "不行棋" : "passes");
  if (value < 0)
    return g_strdup_printf (zh ? "%s（在 %u 種走法中隨機選出）" : "%s (chosen at random among %u)",
                            what, n_moves);
  if (second >= 0)
    return g_strdup_printf (zh ? "%s；走這步後勝率 %.0f%%（次佳 %.0f%%）"
                               : "%s; %.0f%% to win after this move (next best %.0f%%)",
                            what, 100 * value, 100 * second);
  return g_strdup_printf (zh ? "%s；走這步後勝率 %.0f%%" : "%s; %.0f%% to win after this move",
                          what, 100 * value);
}

/* make_reason() in both languages, into @out. */
static void
set_reasons (BxAgentChoice *out,
             double         value,
             double         second,
             guint          n_moves)
{
  out->reason = make_reason (&out->move, value, second, n_moves, FALSE);
  out->reason_zh = make_reason (&out->move, value, second, n_moves, TRUE);
}

/* ---------------------------------------------------------------- levels */

static void
choose_random (BxAgent       *a,
               const BxState *s,
               const BxThrow *t,
               BxAgentChoice *out)
{
  BxRng choice;
  const BxMove *m;

  bx_rng_init (&choice, bx_rng_at (a->seed ^ CHOICE_SALT, s->turn));
  m = bx_game_random_move (a->game, s, t, &choice, a->moves[0]);
  out->move = *m;
  out->value = -1;
  out->depth = 0;
}

/* Greedy and strong: the root's candidates, ranked, then searched. */
static void
choose_search (BxAgent       *a,
               const BxState *s,
               const BxThrow *t,
               guint          budget,
               BxAgentChoice *out)
{
  GArray *moves = moves_at (a, s, t, MAX_DEPTH + 1);
  g_autofree Cand *cands = g_new0 (Cand, MAX (moves->len, 1));
  guint n = moves->len, width;
  guint64 prev_nodes, last_nodes;
  int second = -1, depth = 1, win_now = -1;
  BxRng tie;

  a->root = s->player;
  bx_rng_init (&tie, bx_rng_at (a->seed ^ CHOICE_SALT, s->turn));
  /* A tiny seeded jitter breaks ties, so that equal moves are not always taken in the
   * engine's order but a seed still replays. */
  for (guint i = 0; i < n; i++)
    {
      BxState c = *s;
      cands[i].move = g_array_index (moves, BxMove, i);
      bx_game_apply (a->game, &c, t, &cands[i].move);
      cands[i].value = eval_state (a, &c, a->root);
      cands[i].key = cands[i].value + 1e-9 * bx_rng_uniform (&tie, 1000);
      if (win_now < 0 && cands[i].value >= 1.0 && bx_game_is_over (a->game, &c))
        win_now = (int) i;
    }
  /* A move that wins now is taken: a search would value a win a few throws away as
   * highly, and could prefer it by a tie. */
  if (win_now > 0)
    {
      Cand w = cands[win_now];

      cands[win_now] = cands[0];
      cands[0] = w;
    }
  else
    qsort (cands, n, sizeof (Cand), cand_cmp_desc);
  out->n_moves = n;
  out->depth = 1;
  last_nodes = a->nodes;
  prev_nodes = MAX (a->nodes, 1);   /* the cost of depth 1, for the first growth */
  if (a->level == BX_AGENT_STRONG && n > 1 && win_now < 0)
    {
      g_autofree Cand *odd = NULL;

      width = MIN (n, a->root_width);
      /* Iterative deepening: go one ply deeper while the last depth's cost, times its
       * growth, fits in the budget. */
      for (depth = 2; depth <= MAX_DEPTH; depth++)
        {
          g_autofree Cand *next = g_memdup2 (cands, sizeof (Cand) * width);
          guint64 start = a->nodes;
          guint64 cost, growth;

          a->limit = start + (guint64) budget * 2;
          a->out_of_budget = FALSE;
          for (guint i = 0; i < width; i++)
            {
              BxState c = *s;
              bx_game_apply (a->game, &c, t, &next[i].move);
              next[i].value = value_of (a, &c, depth - 1);
              next[i].key = next[i].value + (cands[i].key - cands[i].value);
            }
          if (a->out_of_budget)
            break;
          qsort (next, width, sizeof (Cand), cand_cmp_desc);
          memcpy (cands, next, sizeof (Cand) * width);
          out->depth = (guint) depth;
          if (depth % 2 == 1)
            {
              g_free (odd);
              odd = g_memdup2 (next, sizeof (Cand) * width);
            }
          cost = a->nodes - start;
          growth = MAX (cost / MAX (prev_nodes, 1), 2);
          prev_nodes = cost;
          /* Below the family's minimum depth the next depth is tried whatever its
           * estimate (the limit above still stops it). */
          if ((guint) depth >= a->min_depth
              && (a->nodes + cost * growth > budget || cost == last_nodes))
            break;
          last_nodes = cost;
        }
      /* Leaves at an even depth are evaluated with the root to move, at an odd depth with
       * the opponent to move; an evaluation with a term for the side to move (六博's
       * tempo) then ranks moves differently at the two parities, and the even one (the
       * opponent's reply seen, the root's next throw not) misranked 古博經's moves against
       * rollouts.  So the deepest odd depth is kept when one (3 or more) completed. */
      if (odd != NULL && out->depth % 2 == 0)
        {
          memcpy (cands, odd, sizeof (Cand) * width);
          out->depth--;
        }
    }
  out->move = cands[0].move;
  out->value = cands[0].value;
  second = n > 1 ? 1 : -1;
  set_reasons (out, out->value, second >= 0 ? cands[second].value : -1, n);
}

/* Perfect: the move whose position has the best exact value (bx-solver.h); the value
 * is the mover's probability to win under perfect play by both, a draw counting half. */
static void
choose_perfect (BxAgent       *a,
                const BxState *s,
                const BxThrow *t,
                BxAgentChoice *out)
{
  GArray *moves = moves_at (a, s, t, 1);
  double best_key = -1, second = -1;
  g_autofree double *values = g_new (double, MAX (moves->len, 1));
  guint best = 0;
  BxRng tie;

  /* Equal values (moves in lanes alike) are told apart by a seeded jitter far below the
   * solver's tolerance, so a seed replays. */
  bx_rng_init (&tie, bx_rng_at (a->seed ^ CHOICE_SALT, s->turn));
  for (guint i = 0; i < moves->len; i++)
    {
      double key;

      values[i] = bx_solution_move_value (a->solution, a->game, s, t,
                                          &g_array_index (moves, BxMove, i), s->player);
      key = values[i] + 1e-13 * bx_rng_uniform (&tie, 1000);
      a->nodes++;
      if (key > best_key)
        {
          best_key = key;
          best = i;
        }
    }
  /* The next best value that differs (moves in lanes alike are worth the same). */
  for (guint i = 0; i < moves->len; i++)
    if (values[i] < values[best] - BX_SOLVER_TOLERANCE)
      second = MAX (second, values[i]);
  out->move = g_array_index (moves, BxMove, best);
  out->value = values[best];
  out->before = bx_solution_value (a->solution, a->game, s, s->player);
  out->n_moves = moves->len;
  out->depth = 1;
  for (int zh = 0; zh <= 1; zh++)
    {
      g_autofree char *what = describe_features (&out->move, zh);
      g_autofree char *kind = what != NULL ? g_strdup_printf (zh ? "（%s）" : " (%s)", what)
                                           : g_strdup ("");
      char *reason;

      if (what == NULL)
        what = g_strdup (zh ? "不行棋" : "passes");
      if (moves->len <= 1)
        reason = g_strdup_printf (zh ? "唯一的走法%s；確切勝率 %.1f%%"
                                     : "the only move%s; exactly %.1f%% to win after it",
                                  kind, 100 * out->value);
      else if (second < 0)
        reason = g_strdup_printf (zh ? "%s；走這步後確切勝率 %.1f%%，與其他走法相同"
                                     : "%s; exactly %.1f%% to win after this move, as after "
                                       "every other", what, 100 * out->value);
      else
        reason = g_strdup_printf (zh ? "%s；走這步後確切勝率 %.1f%%（次佳 %.1f%%）"
                                     : "%s; exactly %.1f%% to win after this move (next best "
                                       "%.1f%%)", what, 100 * out->value, 100 * second);
      *(zh ? &out->reason_zh : &out->reason) = reason;
    }
}

/* ---------------------------------------------------------------- public */

/**
 * bx_agent_new:
 * @game: a prepared (and configured) game; it must outlive the agent
 * @level: the level
 * @seed: the seed of the agent's own choices (ties, random moves)
 *
 * Returns: (transfer full): a new agent.  %BX_AGENT_PERFECT falls back to strong where
 *   the game cannot be solved (bx_agent_level_available()); where it can, the agent takes
 *   the solution from bx_solver_get(), which blocks while it reads the cache or solves
 *   (call bx_solver_get() first, in a worker thread with a progress bar, to avoid it).
 */
BxAgent *
bx_agent_new (const BxGame *game,
              BxAgentLevel  level,
              guint64       seed)
{
  BxAgent *a;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (level < BX_AGENT_N_LEVELS, NULL);

  a = g_new0 (BxAgent, 1);
  a->game = game;
  a->level = level == BX_AGENT_PERFECT && !bx_agent_level_available (game, level)
             ? BX_AGENT_STRONG : level;
  a->seed = seed;
  a->n_players = MAX (bx_game_get_n_players (game), 1);
  a->has_eval = bx_game_has_evaluation (game);
  {
    const BxSearchShape *shape = bx_game_get_search_shape (game);

    a->min_depth = shape != NULL ? MIN (shape->min_depth, MAX_DEPTH) : 0;
    a->root_width = shape != NULL && shape->root_width > 0 ? shape->root_width : ROOT_WIDTH;
    a->inner_width = shape != NULL && shape->inner_width > 0 ? shape->inner_width : INNER_WIDTH;
    a->inner_width = MIN (a->inner_width, 64);   /* decide()'s candidates */
  }
  a->throws = bx_dice_enumerate (bx_game_get_dice (game));
  for (guint i = 0; i < G_N_ELEMENTS (a->moves); i++)
    {
      a->moves[i] = bx_move_list_new ();
      a->chance[i] = g_array_new (FALSE, FALSE, sizeof (BxThrowProb));
    }
  a->scratch = bx_move_list_new ();
  if (a->level == BX_AGENT_PERFECT)
    {
      g_autoptr(GError) error = NULL;
      a->solution = bx_solver_get (game, NULL, NULL, NULL, &error);
      if (a->solution == NULL)
        {
          g_debug ("perfect plays strong: %s", error->message);
          a->level = BX_AGENT_STRONG;
        }
    }
  return a;
}

/** bx_agent_free: Frees @agent (%NULL is ignored). */
void
bx_agent_free (BxAgent *agent)
{
  if (agent == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (agent->moves); i++)
    {
      g_array_unref (agent->moves[i]);
      g_array_unref (agent->chance[i]);
    }
  g_array_unref (agent->scratch);
  g_array_unref (agent->throws);
  g_clear_pointer (&agent->solution, bx_solution_unref);
  g_free (agent);
}

/** bx_agent_get_level: Returns: the level the agent plays (perfect may fall back). */
BxAgentLevel
bx_agent_get_level (const BxAgent *agent)
{
  g_return_val_if_fail (agent != NULL, BX_AGENT_RANDOM);
  return agent->level;
}

/**
 * bx_agent_choose:
 * @agent: an agent
 * @state: the position, game not over; the agent plays the seat to move (any seat)
 * @t: the throw of the seat to move (a "none" throw for a decision to throw)
 * @budget: the search budget in nodes, 0 = %BX_AGENT_DEFAULT_BUDGET (strong only)
 * @out: (out caller-allocates): the move and why; clear it with bx_agent_choice_clear()
 *
 * Chooses a move.  The choice depends only on the agent's game, level and seed and on
 * @state, @t and @budget.  The actions of the table (%BX_MOVE_TABLE) are never chosen
 * unless they are all there is.
 *
 * Returns: %FALSE (and @out zeroed) when the game is over.
 */
gboolean
bx_agent_choose (BxAgent       *agent,
                 const BxState *state,
                 const BxThrow *t,
                 guint          budget,
                 BxAgentChoice *out)
{
  g_return_val_if_fail (agent != NULL && state != NULL && t != NULL && out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  if (state->winner >= 0)
    return FALSE;
  agent->nodes = 0;
  agent->root = state->player;
  agent->out_of_budget = FALSE;
  agent->limit = G_MAXUINT64;
  out->before = agent->has_eval ? eval_state (agent, state, state->player) : -1;
  if (agent->level == BX_AGENT_RANDOM)
    {
      guint n = moves_at (agent, state, t, 1)->len;
      choose_random (agent, state, t, out);
      out->n_moves = n;
      set_reasons (out, -1, -1, n);
    }
  else if (agent->level == BX_AGENT_PERFECT)
    choose_perfect (agent, state, t, out);
  else
    choose_search (agent, state, t, budget != 0 ? budget : BX_AGENT_DEFAULT_BUDGET, out);
  out->forced = out->n_moves <= 1;
  out->nodes = (guint) MIN (agent->nodes, G_MAXUINT);
  return TRUE;
}

/** bx_agent_choice_clear: Frees the reasons of @choice. */
void
bx_agent_choice_clear (BxAgentChoice *choice)
{
  if (choice == NULL)
    return;
  g_clear_pointer (&choice->reason, g_free);
  g_clear_pointer (&choice->reason_zh, g_free);
}

/**
 * bx_agent_evaluate:
 * @game: a game
 * @state: a position
 * @player: a seat
 *
 * Returns: the family's estimate (0–1) that @player wins from @state; 1 or 0 (1/n for a
 *   draw) when the game is over; 1/n for a family without an evaluation.
 */
double
bx_agent_evaluate (const BxGame  *game,
                   const BxState *state,
                   int            player)
{
  guint n = MAX (bx_game_get_n_players (game), 1);

  BxResult r;

  if (!bx_game_is_over (game, state))
    return bx_game_evaluate (game, state, player);
  bx_game_result (game, state, &r);
  if (r.kind == BX_RESULT_DRAW)
    return 1.0 / n;
  return r.winner == player ? 1.0 : 0.0;
}

/** bx_agent_has_evaluation: Returns: whether @game's family has an evaluation. */
gboolean
bx_agent_has_evaluation (const BxGame *game)
{
  return bx_game_has_evaluation (game);
}

/**
 * bx_agent_choice_share:
 * @game: a prepared (and configured) game
 * @seed: the seed of the throws and of the random moves
 * @max_moves: the most moves to play
 *
 * Plays one seeded game of random moves and counts the positions where the player to move
 * had a choice: more than one legal move, the table's actions aside (as
 * bx_agent_choose() leaves them aside).  A family where this is 0 (除紅: every move is the
 * throw's) gives an agent nothing to choose: it only throws.
 *
 * Returns: the share (0–1) of the moves played that were choices; 0 when no move was
 *   played
 */
double
bx_agent_choice_share (const BxGame *game,
                       guint64       seed,
                       guint         max_moves)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  guint played = 0, choices = 0;
  BxRng rng;
  BxState s;

  g_return_val_if_fail (game != NULL, 0);

  bx_rng_init (&rng, seed ^ CHOICE_SALT);
  bx_game_init_state (game, &s);
  while (played < max_moves && !bx_game_is_over (game, &s))
    {
      BxThrow t;
      guint n = 0;

      bx_game_throw (game, &s, seed, &t);
      bx_game_legal_moves (game, &s, &t, moves);
      for (guint i = 0; i < moves->len; i++)
        n += is_player_move (&g_array_index (moves, BxMove, i));
      choices += n > 1;
      bx_game_apply (game, &s, &t, bx_game_random_move (game, &s, &t, &rng, moves));
      played++;
    }
  return played > 0 ? (double) choices / played : 0;
}

/** bx_agent_level_to_string: Returns: "random", "greedy", "strong" or "perfect". */
const char *
bx_agent_level_to_string (BxAgentLevel level)
{
  g_return_val_if_fail (level < BX_AGENT_N_LEVELS, NULL);
  return level_names[level];
}

/** bx_agent_level_describe: Returns: one line on what the level does, in English. */
const char *
bx_agent_level_describe (BxAgentLevel level)
{
  g_return_val_if_fail (level < BX_AGENT_N_LEVELS, NULL);
  return level_docs[level];
}

/**
 * bx_agent_level_from_string:
 * @name: "random", "greedy", "strong" or "perfect"
 * @out: (out): the level
 *
 * Returns: %FALSE when @name is no level.
 */
gboolean
bx_agent_level_from_string (const char   *name,
                            BxAgentLevel *out)
{
  for (guint i = 0; name != NULL && i < BX_AGENT_N_LEVELS; i++)
    if (strcmp (name, level_names[i]) == 0)
      {
        *out = (BxAgentLevel) i;
        return TRUE;
      }
  return FALSE;
}

/**
 * bx_agent_level_available:
 * @game: a game
 * @level: a level
 *
 * Returns: whether @level plays @game as itself (perfect needs a game the solver can
 *   solve, bx_solver_can_solve(): 代弈; the others always play, greedy and strong on 1/n
 *   where the family has no evaluation).
 */
gboolean
bx_agent_level_available (const BxGame *game,
                          BxAgentLevel  level)
{
  return level != BX_AGENT_PERFECT || bx_solver_can_solve (game);
}
