/* bx-shuanglu-moves.c: the 雙陸 plays of a throw made into moves, with their rules
 *
 * The move generator (bx-shuanglu-movegen.c) finds the distinct complete plays in own
 * point numbers; here each becomes a BxMove in absolute points with the rule indices it
 * brings (the step flags' rules, the gates, 揭頭, the formation, win.all-home), for the
 * vtable's legal_moves and random_move hooks.  The formations are judged here too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-shuanglu-step.h"
#include "bx-scratch.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* The formation of the ruleset on an own-numbered board (b[1 … 24], > 0 own pieces). */
gboolean
_bx_shuanglu_formation_holds (const Priv  *pv,
                              const gint8 *b,
                              guint        hits)
{
  int n = 0;

  if (pv->form_unhit && hits > 0)
    return FALSE;
  switch (pv->form_kind)
    {
    case FORM_ROW:
      for (int a = pv->form_lo; a + (pv->form_count - 1) * pv->form_step <= pv->form_hi; a++)
        {
          gboolean ok = TRUE;
          for (int i = 0; i < pv->form_count && ok; i++)
            {
              int p = a + i * pv->form_step;
              ok = b[p] == pv->form_size;
              for (int g = p + 1; ok && i + 1 < pv->form_count && g < p + pv->form_step; g++)
                ok = b[g] == 0;
            }
          if (ok)
            return TRUE;
        }
      return FALSE;
    case FORM_ANY:
      for (int p = pv->form_lo; p <= pv->form_hi; p++)
        n += b[p] == pv->form_size;
      return n >= pv->form_count;
    case FORM_ALL_IN:
      for (int p = pv->form_lo; p <= pv->form_hi; p++)
        n += MAX (b[p], 0);
      return n == pv->n_pieces;
    default:
      return FALSE;
    }
}


/* The restrictions that close the numbers a play leaves unplayed (a pass, or a play of
 * fewer numbers than thrown): for each unplayed number and each piece that could play it
 * from the play's end position (the bar first, while a piece is on it), the landing point
 * refused by a 梁 (block.min, ping.block: 他馬既不得打亦不得同途, pushuang.changju.17), by a
 * lone piece that may not be hit (hit.lone false: 不打, pushuang.buda) or by a full point
 * (stack.max, ping.stack-max: 一道不得過六馬, pushuang.nanbei.12) cites the rule that
 * refuses it.  A restriction takes moves away; it is cited where it decided that a number
 * could not be played.  Landings refused by the re-entry rule (a vacant point only) or the
 * gates cite those rules already. */
static void
add_restrictions (const Priv    *pv,
                  const Context *cx,
                  const Leaf    *leaf,
                  RuleMask      *m)
{
  const gint8 *b = leaf->pos.b;
  guint8 left[MAX_DICE];
  guint n_left = cx->n_dice;

  memcpy (left, cx->dice, n_left);
  for (guint i = 0; i < leaf->n_steps; i++)
    for (guint k = 0; k < n_left; k++)
      if (left[k] == leaf->steps[i].die)
        {
          left[k] = left[--n_left];
          break;
        }
  if (n_left == 0)
    return;
  /* The points of the play's end position as masks (bit p: own point p): the own pieces,
   * a 梁 (block.min enemy pieces or more), a lone enemy piece that may not be hit
   * (hit.lone false), a full point (stack.max). */
  {
    /* counts are −30 … 30: −block_min and stack_max are clamped to fit a byte */
    const int bmin = MIN (pv->block_min, 31);
    const int smax = pv->stack_max > 0 ? MIN (pv->stack_max, 31) : 127;
    guint32 own = 0, block = 0, enemy = 0, full = 0, lone, refused;
#ifdef __SSE2__
    const __m128i zero = _mm_setzero_si128 ();
    const __m128i lo = _mm_loadu_si128 ((const __m128i *) (const void *) (b + 1));
    const __m128i hi = _mm_loadl_epi64 ((const __m128i *) (const void *) (b + 17));
#define MASK(cmp) \
  (((guint32) _mm_movemask_epi8 (cmp (lo)) \
    | ((guint32) _mm_movemask_epi8 (cmp (hi)) & 0xff) << 16) << 1)
#define OWN(x) _mm_cmpgt_epi8 (x, zero)
#define ENEMY(x) _mm_cmplt_epi8 (x, zero)
#define BLOCK(x) _mm_cmplt_epi8 (x, _mm_set1_epi8 ((char) (1 - bmin)))
#define FULL(x) _mm_cmpgt_epi8 (x, _mm_set1_epi8 ((char) (smax - 1)))
    own = MASK (OWN);
    enemy = MASK (ENEMY);
    block = MASK (BLOCK);
    full = pv->stack_max > 0 ? MASK (FULL) : 0;
#undef MASK
#undef OWN
#undef ENEMY
#undef BLOCK
#undef FULL
#else
    for (int p = 1; p <= N; p++)
      {
        const int v = b[p];
        own |= (guint32) (v > 0) << p;
        enemy |= (guint32) (v < 0) << p;
        block |= (guint32) (v <= -bmin) << p;
        full |= (guint32) (pv->stack_max > 0 && v >= smax) << p;
      }
#endif
    lone = pv->hit_lone ? 0 : enemy & ~block;
    refused = block | lone | full;
    for (guint k = 0; k < n_left && refused != 0; k++)
      {
        const int d = left[k];
        guint32 to;
        /* where the pieces that could play d would land (own points 1 … 24) */
        if (leaf->pos.bar > 0)
          {
            int t = pv->entry_near ? d : N + 1 - d;
            to = pv->reentry_empty || t < 1 || t > N ? 0 : 1u << t;
          }
        else
          to = d >= 1 && d <= N ? (own >> d) & point_bits (1, N) : 0;
        if (to & block)
          {
            mask_add (m, pv->r_block);
            if (pv->usual & USUAL_BLOCK)
              mask_add (m, pv->r_usual);
          }
        if (to & lone)
          mask_add (m, pv->r_hit);
        if (to & full)
          mask_add (m, pv->r_stack_max);
      }
  }
}

/* The rules of the masks emitted last, by a hash of the mask: a game's moves carry few
 * distinct sets of rules, so most moves copy theirs instead of listing the mask's bits.
 * A zeroed entry is the empty mask's (no rules), so the zeroed cache starts right. */
#define EMIT_CACHE 64   /* power of two */

typedef struct
{
  RuleMask mask[EMIT_CACHE];
  guint16  rules[EMIT_CACHE][BX_MOVE_MAX_RULES];
  guint8   n[EMIT_CACHE];
} EmitCache;

BX_DEFINE_SCRATCH (EmitCache, emit_cache)

/* mask_emit() into a zeroed move (no rules yet); the same rules, in the same order. */
static inline void
emit_rules (const RuleMask *m,
            BxMove         *move)
{
  EmitCache *c = emit_cache ();
  const guint h = (guint) (((m->w[0] ^ (m->w[1] * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)))
                            * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9)) >> 58);

  if (c->mask[h].w[0] != m->w[0] || c->mask[h].w[1] != m->w[1])
    {
      mask_emit (m, move);
      c->mask[h] = *m;
      memcpy (c->rules[h], move->rules, sizeof move->rules);
      c->n[h] = move->n_rules;
      return;
    }
  memcpy (move->rules, c->rules[h], sizeof move->rules);
  move->n_rules = c->n[h];
}

/* Fills `move` (zeroed) from a leaf of `n_steps` steps (≥ 1, leaf->n_steps): its steps in
 * absolute points and its rules. */
static inline __attribute__ ((always_inline)) void
finish_steps (const Priv    *pv,
              const Context *cx,
              const Leaf    *leaf,
              BxMove        *move,
              int            player,
              const guint    n_steps)
{
  /* own point p → absolute index: p − 1 for White, 24 − p for Black */
  const int base = player == 0 ? -1 : N;
  const int sgn = player == 0 ? 1 : -1;
  gboolean one_piece_twice = FALSE;
  RuleMask m = cx->move_rules;

  if (n_steps < cx->n_dice)
    {
      mask_add (&m, pv->r_all);
      add_restrictions (pv, cx, leaf, &m);
    }
  move->n_steps = (guint8) n_steps;
  for (guint i = 0; i < n_steps; i++)
    {
      BxStep st = leaf->steps[i];

      /* One piece playing two numbers: its first landing had to be open (not passing a
       * 梁). */
      if (st.from != 0)
        for (guint j = 0; j < i; j++)
          one_piece_twice |= leaf->steps[j].to == st.from
                             && !(leaf->steps[j].flags & BX_STEP_BEAR_OFF);
      mask_or (&m, &pv->step_rules[st.flags & 63][st.from > st.die]);
      if (G_UNLIKELY (pv->gates_mask != 0))
        {
          int lo = (st.flags & BX_STEP_BEAR_OFF) ? 1 : st.to;
          int hi = st.from == 0 ? (pv->entry_near ? st.to : N) : st.from - 1;
          if ((pv->gates_mask & point_bits (lo, hi)) != 0)
            mask_add (&m, pv->r_gates);
        }
      if (cx->penalty_open && st.from == pv->pen_point)
        mask_add (&m, pv->r_pen);
      /* To absolute indices. */
      st.from = st.from == 0 ? BX_POINT_BAR : (gint8) (base + sgn * st.from);
      st.to = (st.flags & BX_STEP_BEAR_OFF) ? BX_POINT_OFF : (gint8) (base + sgn * st.to);
      move->steps[i] = st;
    }
  if (one_piece_twice)
    mask_add (&m, pv->r_block_pass);
  if (pv->form_kind != FORM_NONE && !cx->was_formed
      && _bx_shuanglu_formation_holds (pv, leaf->pos.b, cx->hits))
    mask_add (&m, pv->r_form);
  if (pv->win_all_home && leaf->pos.outside == 0 && leaf->pos.off < pv->n_pieces)
    mask_add (&m, pv->r_win_home);
  /* Every piece is in, but bearing off waits for the next throw (bearoff.wait-throw). */
  if (cx->off_waited && leaf->pos.outside == 0)
    mask_add (&m, pv->r_gate);
  emit_rules (&m, move);
}

/* Fills `move` (zeroed) from a leaf: its steps in absolute points and its rules (a play
 * of two numbers, the common one, compiled apart). */
static inline __attribute__ ((always_inline)) void
finish_move (const Priv    *pv,
             const Context *cx,
             const Leaf    *leaf,
             BxMove        *move,
             int            player)
{
  if (leaf->n_steps == 2)
    finish_steps (pv, cx, leaf, move, player, 2);
  else if (leaf->n_steps != 0)
    finish_steps (pv, cx, leaf, move, player, leaf->n_steps);
  else
    {
      RuleMask m = cx->pass_rules;
      move->flags = BX_MOVE_PASS;
      add_restrictions (pv, cx, leaf, &m);
      emit_rules (&m, move);
    }
}

/**
 * _bx_shuanglu_legal_moves_with:
 * @game: a 雙陸 game
 * @state: the position
 * @t: the throw
 * @how: the generator (see BxShuangluGen)
 * @out: (out): the legal moves, as bx_game_legal_moves() lists them
 *
 * The legal_moves hook, with a choice of generator for the test that compares them.
 */
void
_bx_shuanglu_legal_moves_with (const BxGame  *game,
                               const BxState *state,
                               const BxThrow *t,
                               BxShuangluGen  how,
                               GArray        *out)
{
  const Priv *pv = bx_game_get_priv (game);
  Plays plays;
  guint n_out = 0;

  _bx_shuanglu_generate (pv, state, t, how, &plays);
  g_array_set_size (out, plays.sr.n_leaves);
  for (guint i = 0; i < plays.sr.n_leaves; i++)
    {
      Leaf tmp;
      const Leaf *leaf = _bx_shuanglu_leaf_of (&plays.sr, i, &tmp);
      BxMove *m;
      if (plays.larger_applied && leaf->pos.die_used != plays.larger)
        continue;
      m = &g_array_index (out, BxMove, n_out++);
      memset (m, 0, sizeof *m);
      finish_move (pv, &plays.cx, leaf, m, state->player);
    }
  g_array_set_size (out, n_out);
}

void
shuanglu_legal_moves (const BxGame  *game,
                      const BxState *state,
                      const BxThrow *t,
                      GArray        *out)
{
  _bx_shuanglu_legal_moves_with (game, state, t, BX_SHUANGLU_GEN_AUTO, out);
}

/* As bx_game_random_move() says: the move bx_game_legal_moves() lists at the index
 * bx_rng_uniform (choice, n) draws (雙陸 has no table moves), built alone. */
void
shuanglu_random_move (const BxGame  *game,
                      const BxState *state,
                      const BxThrow *t,
                      BxRng         *choice,
                      BxMove        *out)
{
  const Priv *pv = bx_game_get_priv (game);
  Plays plays;
  guint n, k;
  const Leaf *leaf = NULL;
  Leaf tmp;

  _bx_shuanglu_generate (pv, state, t, BX_SHUANGLU_GEN_AUTO, &plays);
  /* finish_move() reads the play's position for a formation only when it can form
   * (_bx_shuanglu_formation_holds() says no at once for a side hit under formation.unhit) */
  if (pv->form_kind != FORM_NONE && !pv->win_all_home && !pv->off_wait)
    plays.sr.leaf_pos = !plays.cx.was_formed && !(pv->form_unhit && plays.cx.hits > 0);
  n = plays.sr.n_leaves;
  if (plays.larger_applied)
    {
      n = 0;
      for (guint i = 0; i < plays.sr.n_leaves; i++)
        n += plays.sr.leaves[i].pos.die_used == plays.larger;
    }
  k = bx_rng_uniform (choice, n);
  if (!plays.larger_applied)
    leaf = leaf_of (&plays.sr, k, &tmp);
  else
    for (guint i = 0; leaf == NULL; i++)
      if (plays.sr.leaves[i].pos.die_used == plays.larger && k-- == 0)
        leaf = &plays.sr.leaves[i];
  memset (out, 0, sizeof *out);
  finish_move (pv, &plays.cx, leaf, out, state->player);
}
