/* bx-ruqi-moves.c: the 儒棋 plays of a throw: the generator, legal_moves, apply, result
 *
 * A turn is one throw of the two 投子 and one play: one unit (a lone piece, or a stack
 * that moves together) or two units, all of one kind (伏 or 梟), by the numbers the throw
 * gives that kind.  The generator searches every play on a small copy of the family state
 * (bx-ruqi-search.c), settles the 伏/梟 status of the moved units at the end of the play
 * (從後定), ends the 局 when a side has all its pieces out, and de-duplicates plays by their
 * resulting state: a play that ends no 局 by one word (play_key()), the others whole.
 * Scratch space is thread-local: nothing is allocated beyond growing the caller's list.
 * apply() takes the matching play's result from the plays of the throw, so a move is played
 * exactly as the generator licensed it; the plays of the last position and throw are kept,
 * so legal_moves() (or random_move()) then apply() generate them once.  Counts follow the
 * route from a table made in prepare (Priv.path); the moves and their rules are built only
 * for the plays listed or drawn.  A step of a play (Work, step_unit(), settle()) is in
 * bx-ruqi-step.h, shared with the notation (bx-ruqi-notation.c); the rest of the engine is
 * in bx-ruqi.c and bx-ruqi-json.c; what they share is in bx-ruqi-private.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-ruqi-step.h"
#include "bx-scratch.h"

#include <string.h>

typedef struct
{
  Work scratch_leaves[LEAF_MAX];
  /* generate_plays(): the plays kept, by the index of each one's unfinished play in
   * scratch_leaves (-1: a pass, whose play is results[0] and move scratch_pass), its kind,
   * and what finishing one needs (finish_result()).  A play is settled and finished again
   * when it is listed, drawn or applied; results holds the finished plays only where the
   * de-duplication needed them (a pass, a play that ends a 局). */
  Work results[LEAF_MAX];
  gint16 raw[LEAF_MAX];
  guint8 kind[LEAF_MAX];
  BxMove scratch_pass;
} LeafScratch;

/* The plays in scratch_results are those of this key (game, player, family state, throw):
 * legal_moves() (or random_move()) and then apply() of the same position generate once. */
typedef struct
{
  gboolean    valid;
  const Priv *pv;
  guint64     serial;     /* the game's (Priv.serial): another game at the same address */
  int         player;
  BxRuqiState rs;
  guint8      d[2];
  guint       n_leaves;
  guint       drawn;      /* the play random_move() drew (G_MAXUINT: none), tried first */
  Work        drawn_done; /* that play finished (settled, its 局 ended), for apply() */
} Generated;

/* The plays kept so far, by their result (family state and next player): an open-addressed
 * table of indices into the leaves, valid where its stamp is the current one. */
#define SEEN_SLOTS 2048
typedef struct
{
  guint32 now;
  guint32 stamps[SEEN_SLOTS];
  guint16 index[SEEN_SLOTS];
  /* the plays whose result differs from the throw's position in the mover's nodes and
   * 伏/梟 only, by those (play_key()), valid where key_stamps is now */
  guint32 key_stamps[SEEN_SLOTS];
  guint64 keys[SEEN_SLOTS];
} Seen;

static inline guint
result_hash (const Work *w)
{
  guint64 a, b;
  guint32 c = 0;

  G_STATIC_ASSERT (sizeof w->rs >= 16 && sizeof w->rs <= 20);
  memcpy (&a, &w->rs, 8);
  memcpy (&b, (const guint8 *) &w->rs + 8, 8);
  memcpy (&c, (const guint8 *) &w->rs + 16, sizeof w->rs - 16);
  a = (a ^ (guint8) w->next_player) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  a ^= (b + c) * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f);
  return (guint) (a ^ (a >> 32));
}

/* Whether a play with @w's result is among leaves[0, kept); if not, records @w as leaf
 * number @kept. */
static gboolean
seen_or_add (Seen       *sn,
             const Work *leaves,
             const Work *w,
             guint       kept)
{
  guint slot = result_hash (w) & (SEEN_SLOTS - 1);

  while (sn->stamps[slot] == sn->now)
    {
      const Work *o = &leaves[sn->index[slot]];
      if (o->next_player == w->next_player && memcmp (&o->rs, &w->rs, sizeof w->rs) == 0)
        return TRUE;
      slot = (slot + 1) & (SEEN_SLOTS - 1);
    }
  sn->stamps[slot] = sn->now;
  sn->index[slot] = (guint16) kept;
  return FALSE;
}

/* Whether a play with key @key (play_key()) was recorded; if not, records it. */
static inline gboolean
key_seen_or_add (Seen    *sn,
                 guint64  key)
{
  guint slot = (guint) ((key * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)) >> 53)
               & (SEEN_SLOTS - 1);

  G_STATIC_ASSERT (SEEN_SLOTS <= 2048);
  while (sn->key_stamps[slot] == sn->now)
    {
      if (sn->keys[slot] == key)
        return TRUE;
      slot = (slot + 1) & (SEEN_SLOTS - 1);
    }
  sn->key_stamps[slot] = sn->now;
  sn->keys[slot] = key;
  return FALSE;
}

/* Empties the tables. */
static void
seen_clear (Seen *sn)
{
  if (++sn->now == 0)
    {
      memset (sn->stamps, 0, sizeof sn->stamps);
      memset (sn->key_stamps, 0, sizeof sn->key_stamps);
      sn->now = 1;
    }
}

/* The result of play @l of player @p that ends no 局, as one word: the mover's five nodes
 * and its 伏/梟 as settle() leaves them (a play changes nothing else then, and the next
 * player is the other), so two such plays have the same result exactly when their keys
 * are equal.  @l is not changed. */
static inline guint64
play_key (const Work *l,
          int         p)
{
  guint8 lie = l->lie, moved = l->moved, xiao;
  guint64 key = 0;

  /* The five nodes read as a word with the three bytes after them (within the state:
   * node[1] and xiao follow node[0], xiao and suan node[1]), which the mask drops. */
  G_STATIC_ASSERT (P == 5 && offsetof (BxRuqiState, node[1]) + 8 <= sizeof (BxRuqiState));
  xiao = (guint8) ((l->rs.xiao[p] & ~(moved & lie)) | (moved & ~lie & l->touched));
  memcpy (&key, (const guint8 *) &l->rs + offsetof (BxRuqiState, node) + p * P, 8);
  return (key & G_GUINT64_CONSTANT (0xffffffffff)) | (guint64) xiao << 40;
}

/* Whether the finished play @r of @p changed only what play_key() holds of @rs0 (so it
 * ended no 局). */
static gboolean
only_key_changed (const Work        *r,
                  const BxRuqiState *rs0,
                  int                p)
{
  BxRuqiState a = r->rs;

  if (r->next_player != 1 - p || r->winner >= 0 || r->score != 0)
    return FALSE;
  memcpy (a.node[p], rs0->node[p], P);
  a.xiao[p] = rs0->xiao[p];
  return memcmp (&a, rs0, sizeof a) == 0;
}

/* ---------------------------------------------------------------- moves */

/* The numbers a throw gives to pieces of @kind, and the rule that says so. */
static guint
kind_numbers (const Priv    *pv,
              const BxThrow *t,
              int            kind,
              gboolean       first,
              guint8        *nums,
              gboolean      *back,
              int           *rule)
{
  int q = (t->d[0] == pv->qian_face) + (t->d[1] == pv->qian_face);

  *back = FALSE;
  if (q == 2)
    {
      *rule = kind == KIND_FU ? pv->r_fu_two_qian : pv->r_xiao_two_qian;
      if (kind == KIND_XIAO)
        return 0;               /* 兩謙者停 */
      *back = TRUE;             /* 兩謙退一等 */
      nums[0] = 1;
      return 1;
    }
  if (q == 1)
    {
      int other = t->d[0] == pv->qian_face ? t->d[1] : t->d[0];
      *rule = kind == KIND_FU ? pv->r_fu_one_qian : pv->r_xiao_one_qian;
      if (kind == KIND_FU && first && pv->qian_xin && other == 5)
        {
          /* 因綵而閱者屈而申之，謂初得謙信也 (ruqige.ge.35): on a side's first throw the 謙
           * holds a 伏 back and the 信 stretches it out by five. */
          *rule = pv->r_qian_xin;
          nums[0] = 5;
          return 1;
        }
      if (kind == KIND_FU)
        return 0;               /* 一謙者停 */
      nums[0] = 1;              /* 一謙行一道 */
      return 1;
    }
  if (t->d[0] == t->d[1])
    {
      *rule = kind == KIND_FU ? pv->r_fu_double : pv->r_xiao_double;
      if (kind == KIND_XIAO)
        {
          nums[0] = nums[1] = t->d[0];   /* 盡行其數 */
          return 2;
        }
      nums[0] = pv->fu_double == FU_DOUBLE_ONE_STEP ? 1 : t->d[0];   /* 唯行一 */
      return 1;
    }
  *rule = kind == KIND_FU ? pv->r_fu_move : pv->r_xiao_move;
  nums[0] = MAX (t->d[0], t->d[1]);
  nums[1] = MIN (t->d[0], t->d[1]);
  return 2;
}

static int
count_out (const BxRuqiState *rs,
           int                player)
{
  int n = 0;

  for (int i = 0; i < P; i++)
    n += rs->node[player][i] == OUT;
  return n;
}

/* The rules of a move being finished, gathered before they go into the move: as a set of
 * indices (one bit each), which rules_put() writes out in ruleset order without the
 * insertion sort of bx_move_add_rule() (some 20 instructions a rule), and in the order
 * added, for the rare move where the set cannot stand for them (an index of 64 or more). */
#define RULES_LOG 24
typedef struct
{
  guint64  set;
  guint    n;
  gboolean wide;     /* an index of 64 or more, or more than RULES_LOG added */
  gint16   added[RULES_LOG];
} Rules;

/* Adds @rule (-1: none) to @r, unless @r is NULL (a play finished without its rules). */
static inline void
add_rule (Rules *r,
          int    rule)
{
  if (r == NULL || rule < 0)
    return;
  if (G_LIKELY (rule < 64))
    r->set |= G_GUINT64_CONSTANT (1) << rule;
  else
    r->wide = TRUE;
  if (G_LIKELY (r->n < RULES_LOG))
    r->added[r->n++] = (gint16) rule;
  else
    r->wide = TRUE;
}

/* Puts the rules of @r into @move, which has none yet, as bx_move_add_rule() of each in
 * the order added would: sorted, without repeats, the first BX_MOVE_MAX_RULES distinct
 * ones only. */
static void
rules_put (const Rules *r,
           BxMove      *move)
{
  guint n = 0;

  g_return_if_fail (move->n_rules == 0 && !(r->wide && r->n > RULES_LOG));
  /* More than BX_MOVE_MAX_RULES added may still be few enough distinct ones. */
  if (r->wide
      || (r->n > BX_MOVE_MAX_RULES && __builtin_popcountll (r->set) > BX_MOVE_MAX_RULES))
    {
      for (guint i = 0; i < r->n; i++)
        bx_move_add_rule (move, r->added[i]);
      return;
    }
  for (guint64 set = r->set; set != 0; set &= set - 1)
    move->rules[n++] = (guint16) __builtin_ctzll (set);
  move->n_rules = (guint8) n;
}

/* After a play by @p: the end of a 局 (算, 爵, the match) and who throws next; the rules
 * that say so go to @rules (NULL: none).  @out_before: @p's pieces out before the play;
 * @out_opp: the enemy's (a play does not move them). */
static void
finish_ju (const Priv *pv,
           Work       *w,
           int         p,
           int         out_before,
           int         out_opp,
           Rules      *rules)
{
  BxRuqiState *rs = &w->rs;
  int out_me, ju_winner = -1, scorer = -1;

  w->next_player = (gint8) (1 - p);
  w->winner = -1;
  w->score = 0;
  /* Without a piece borne off the count out is out_before (< P), and no 局 ends. */
  if (!w->bore_off)
    return;
  out_me = count_out (rs, p);
  if (out_me == P && out_before < P)
    {
      if (out_opp == 0 && pv->xutou_wait)
        {
          add_rule (rules, pv->r_xutou);   /* the 局 waits for one piece out */
          return;
        }
      ju_winner = p;
      scorer = out_opp == 0 ? -1 : p;
      if (out_opp == 0)
        add_rule (rules, pv->r_xutou);
    }
  else if (out_opp == P && out_before == 0 && out_me > 0)
    {
      ju_winner = 1 - p;
      scorer = 1 - p;
      add_rule (rules, pv->r_xutou);
    }
  if (ju_winner < 0)
    return;

  rs->last_winner = (gint8) ju_winner;
  rs->last_suan = 0;
  rs->ju = (guint8) MIN (rs->ju + 1, 255);
  if (scorer >= 0)
    {
      int before = rs->suan[scorer] / pv->suan_per_jue;
      rs->last_suan = (guint8) _bx_ruqi_left_value (pv, rs, 1 - scorer);
      rs->suan[scorer] = (guint8) MIN (rs->suan[scorer] + rs->last_suan, 250);
      add_rule (rules, pv->r_suan);
      if (rs->suan[scorer] / pv->suan_per_jue > before)
        add_rule (rules, pv->r_jue);
      if (rs->suan[scorer] >= pv->suan_per_jue * pv->jue_to_win)
        {
          w->winner = (gint8) scorer;
          w->score = rs->suan[scorer];
          w->next_player = (gint8) p;
          add_rule (rules, pv->r_win);
          return;
        }
    }
  _bx_ruqi_reset_pieces (rs);
  w->next_player = (gint8) (1 - ju_winner);   /* 次局負仍先 */
  add_rule (rules, pv->r_next);
}

/* What finishing a play (finish_leaf()) reads besides the play: the position and throw
 * it was made from. */
typedef struct
{
  const Priv  *pv;
  int          p;
  int          k;
  guint        n_nums[2];
  int          kind_rule[2];
  guint        max_used[2];
  gboolean     both;
  gboolean     has[2];       /* the mover has a piece of the kind not out */
  int          out_before;   /* the mover's pieces out before the play */
  int          out_opp;      /* the enemy's (a play does not move them) */
} Finish;

/* The generator's scratch space: the plays (LeafScratch), the key of the position they
 * are of (Generated), the tables of de-duplication (Seen) and what finishing a play needs
 * (Finish), found once a call of the vtable. */
typedef struct
{
  LeafScratch leaf;
  Generated   generated;
  Seen        seen;
  Finish      finish;
} Scratch;

/* Per thread, allocated on first use (bx-scratch.h says why). */
BX_DEFINE_SCRATCH (Scratch, scratch)

/* Finishes play @l as finish_leaf() does, without its move: settles it (從後定) and ends
 * the 局 if it does, for its result. */
static inline void
finish_play (const Finish *f,
             Work         *l)
{
  guint8 on_crossing, rose;

  settle (l, f->p, &on_crossing, &rose);
  if (l->bore_off)
    finish_ju (f->pv, l, f->p, f->out_before, f->out_opp, NULL);
  else
    {
      /* finish_ju() without a piece borne off: no 局 ends. */
      l->next_player = (gint8) (1 - f->p);
      l->winner = -1;
      l->score = 0;
    }
}

/* finish_leaf()'s set of rules of a play that bears no piece off holds at most 14; it
 * copies a play's one or two steps. */
G_STATIC_ASSERT (BX_MOVE_MAX_RULES >= 14);
G_STATIC_ASSERT (WORK_STEPS == 2);

/* Finishes play @l of kind f->k: settles it (從後定), ends the 局 if it does (finish_ju())
 * and builds its move in @move with every rule that licenses it. */
static void
finish_leaf (const Finish *f,
             Work         *l,
             BxMove       *move)
{
  const Priv *pv = f->pv;
  int k = f->k, p = f->p;
  guint8 on_crossing, rose;
  Rules r;

  settle (l, p, &on_crossing, &rose);
  memset (move, 0, sizeof *move);
  move->n_steps = l->n_steps;
  /* A play of the search has one or two steps (WORK_STEPS). */
  move->steps[0] = l->steps[0];
  if (l->n_steps > 1)
    move->steps[1] = l->steps[1];
  /* A play that bears no piece off (no 局 ends, no rule of the end): its rules as one set
   * (every index below 64), written in index order, which is what the rules added one by
   * one below and rules_put() give (never more than BX_MOVE_MAX_RULES of them). */
  if (G_LIKELY (pv->rules_narrow && !l->bore_off))
    {
      guint64 set = 0;
      guint n = 0;
      /* The kind's rule, the other kind's when it stops, turn.one-kind, play.xiao-first. */
      if (f->kind_rule[k] >= 0)
        set |= G_GUINT64_CONSTANT (1) << f->kind_rule[k];
      if (f->n_nums[1 - k] == 0 && f->has[1 - k] && f->kind_rule[1 - k] >= 0)
        set |= G_GUINT64_CONSTANT (1) << f->kind_rule[1 - k];
      if (f->both)
        set |= pv->m_nomix;
      if (pv->xiao_first && f->max_used[1 - k] > 0)
        set |= pv->m_xiao_first;
      if (!(l->steps[0].flags & BX_RUQI_STEP_BACK))
        set |= pv->m_route;
      if (rose)
        set |= pv->m_rise;
      if (on_crossing)
        set |= pv->m_fall;
      if (l->stacked)
        set |= pv->m_stack;
      if (l->lane)
        set |= pv->m_lanes;
      if (l->corner)
        set |= pv->m_corners;
      if (l->beyond)
        set |= pv->m_beyond;
      if (l->passed_enemy)
        set |= pv->m_nocapture;
      if (pv->all_numbers && l->used < f->n_nums[k])
        set |= pv->m_all;
      /* At most 14 rules (13 below, lanes two), no more than a move holds. */
      /* finish_ju() without a piece borne off: no 局 ends. */
      l->next_player = (gint8) (1 - p);
      l->winner = -1;
      l->score = 0;
      for (; set != 0; set &= set - 1)
        move->rules[n++] = (guint16) __builtin_ctzll (set);
      move->n_rules = (guint8) n;
      return;
    }
  r.set = 0;
  r.n = 0;
  r.wide = FALSE;
  add_rule (&r, f->kind_rule[k]);
  if (!(l->steps[0].flags & BX_RUQI_STEP_BACK))
    add_rule (&r, pv->r_route);
  /* The other kind stops: 一謙者停 / 兩謙者停. */
  if (f->n_nums[1 - k] == 0 && f->has[1 - k])
    add_rule (&r, f->kind_rule[1 - k]);
  if (rose)
    add_rule (&r, pv->r_rise);
  if (on_crossing)
    add_rule (&r, pv->r_fall);
  if (l->stacked)
    add_rule (&r, pv->r_stack);
  if (l->lane)
    add_rule (&r, pv->r_lanes);
  if (l->lane && pv->half_lanes)
    add_rule (&r, pv->r_half_lanes);
  if (l->corner)
    add_rule (&r, pv->r_corners);
  if (l->beyond)
    add_rule (&r, pv->r_beyond);
  for (guint s = 0; s < l->n_steps; s++)
    if (l->steps[s].flags & BX_STEP_BEAR_OFF)
      add_rule (&r, pv->r_exit);
  finish_ju (pv, l, p, f->out_before, f->out_opp, &r);
  if (f->both)
    add_rule (&r, pv->r_nomix);
  if (pv->xiao_first && f->max_used[1 - k] > 0)
    add_rule (&r, pv->r_xiao_first);
  if (l->passed_enemy)
    add_rule (&r, pv->r_nocapture);
  if (pv->all_numbers && l->used < f->n_nums[k])
    add_rule (&r, pv->r_all);
  rules_put (&r, move);
}

/* A pass (no steps) of @rs0 by @p with @flags and @rule into ls->results[0] and
 * ls->scratch_pass (its move). */
static void
pass_play (LeafScratch       *ls,
           const BxRuqiState *rs0,
           int                p,
           guint16            flags,
           int                rule)
{
  Work *w = &ls->results[0];

  memset (w, 0, sizeof *w);
  w->rs = *rs0;
  w->next_player = (gint8) (1 - p);
  w->winner = -1;
  memset (&ls->scratch_pass, 0, sizeof ls->scratch_pass);
  ls->scratch_pass.flags = flags;
  bx_move_add_rule (&ls->scratch_pass, rule);
  ls->raw[0] = -1;
}

/* Every play of the throw, settled, with its 局 finished, filtered and de-duplicated by
 * its result, into sc->leaf.results (without rules: finish_result() builds a play's move);
 * the index of each one's unfinished play in sr->leaves (sc->leaf.scratch_leaves) goes to
 * sc->leaf.raw (-1 for a pass, whose move is sc->leaf.scratch_pass), its kind to
 * sc->leaf.kind, and what finishing one needs to sc->finish.  Returns the number of
 * plays. */
static guint
generate_plays (Scratch           *sc,
                const Priv        *pv,
                const BxRuqiState *rs0,
                int                p,
                const BxThrow     *t,
                Search            *sr)
{
  guint8 nums[2][2];
  gboolean back[2];
  guint first_leaf[2], end_leaf[2];
  gboolean allowed[2], full[2];
  Finish *f = &sc->finish;
  LeafScratch *ls = &sc->leaf;
  Seen *sn = &sc->seen;
  Work w;
  guint kept = 0;
  gboolean alone;
  int out_me = 0, out_opp = 0, at_start = 0;

  memset (&w, 0, sizeof w);
  w.rs = *rs0;
  ctx_init (&sr->c, pv, rs0, p);
  sr->n_leaves = 0;

  if (rs0->phase == BX_RUQI_PHASE_THROW_OFF)
    {
      pass_play (ls, rs0, p, BX_MOVE_PASS | BX_RUQI_MOVE_THROW_OFF, pv->r_first);
      return 1;
    }
  /* The position's counts, with the five nodes of a side as the bytes of one word. */
  {
    guint64 mine = 0, theirs = 0, out;
    guint8 in_play;
    memcpy (&mine, rs0->node[p], P);
    memcpy (&theirs, rs0->node[1 - p], P);
    out = _bx_ruqi_bytes_equal (mine, OUT);
    out_me = _bx_ruqi_bytes_count (out);
    at_start = _bx_ruqi_bytes_count (_bx_ruqi_bytes_equal (mine, START));
    out_opp = _bx_ruqi_bytes_count (_bx_ruqi_bytes_equal (theirs, OUT));
    in_play = (guint8) (~_bx_ruqi_bytes_gather (out) & ((1u << P) - 1));
    w.own = own_nodes (sr->c.geo, rs0, p);
    f->has[KIND_XIAO] = (in_play & rs0->xiao[p]) != 0;
    f->has[KIND_FU] = (in_play & ~rs0->xiao[p]) != 0;
  }
  if (out_me == P)
    {
      /* 虛投: all out, waiting for the other side to bring one out. */
      pass_play (ls, rs0, p, BX_MOVE_PASS | BX_RUQI_MOVE_XUTOU, pv->r_xutou);
      return 1;
    }

  f->pv = pv;
  f->p = p;
  f->k = 0;
  f->both = f->has[KIND_FU] && f->has[KIND_XIAO];
  f->out_before = out_me;
  f->out_opp = out_opp;
  /* 梟 first when they go first (play.xiao-first): when they can play all their numbers
   * the plays of the 伏 are never kept, and only whether a 伏 can move at all is needed
   * (the rule play.xiao-first of a 梟's play). */
  BX_RUQI_UNROLL
  for (int o = 0; o < 2; o++)
    {
      int k = pv->xiao_first ? 1 - o : o;
      guint n;
      first_leaf[k] = end_leaf[k] = sr->n_leaves;
      n = f->n_nums[k] = kind_numbers (pv, t, k, at_start == P, nums[k], &back[k],
                                       &f->kind_rule[k]);
      f->max_used[k] = 0;
      full[k] = FALSE;
      w.kind = (guint8) k;
      /* No piece of the kind on the board or beside its 凈: no step (search() finds no
       * leader of the kind). */
      if (n == 0 || !f->has[k])
        continue;
      if (o == 1 && pv->xiao_first && full[KIND_XIAO])
        {
          f->max_used[k] = _bx_ruqi_kind_can_move (sr, &w, nums[k], n, back[k]) ? 1 : 0;
          continue;
        }
      sr->max_used = 0;
      _bx_ruqi_search (sr, &w, nums[k], n, back[k], k == KIND_FU && n == 1,
                       pv->all_numbers);
      end_leaf[k] = sr->n_leaves;
      f->max_used[k] = sr->max_used;
      full[k] = f->max_used[k] == n;
    }
  g_assert (!sr->overflow);
  if (pv->xiao_first)
    {
      allowed[KIND_XIAO] = full[KIND_XIAO]
                           || (!full[KIND_FU] && f->max_used[KIND_XIAO] > 0);
      allowed[KIND_FU] = !allowed[KIND_XIAO] && f->max_used[KIND_FU] > 0;
    }
  else if (full[0] || full[1])
    allowed[0] = full[0], allowed[1] = full[1];
  else
    allowed[0] = f->max_used[0] > 0, allowed[1] = f->max_used[1] > 0;

  /* A play alone (the common case) is nobody's duplicate: the tables are not needed. */
  alone = (allowed[0] ? end_leaf[0] - first_leaf[0] : 0)
          + (allowed[1] ? end_leaf[1] - first_leaf[1] : 0) <= 1;
  if (!alone)
    seen_clear (sn);
  BX_RUQI_UNROLL
  for (int k = 0; k < 2; k++)
    {
      /* play.all-numbers: only the plays that use the most numbers one can. */
      guint need = pv->all_numbers ? f->max_used[k] : 0, end = end_leaf[k];

      if (!allowed[k])
        continue;
      f->k = k;
      for (guint i = first_leaf[k]; i < end; i++)
        {
          const Work *l = &sr->leaves[i];
          gboolean dup;

          if (l->used < need)
            continue;
          if (alone)
            dup = FALSE;
          else if (!l->bore_off)
            dup = key_seen_or_add (sn, play_key (l, p));   /* no 局 ends */
          else
            {
              Work *r = &ls->results[kept];
              *r = *l;
              finish_play (f, r);
              dup = only_key_changed (r, rs0, p) ? key_seen_or_add (sn, play_key (r, p))
                                                 : seen_or_add (sn, ls->results, r, kept);
            }
          if (!dup)
            {
              ls->raw[kept] = (gint16) i;
              ls->kind[kept] = (guint8) k;
              kept++;
            }
        }
    }

  if (kept == 0)
    {
      pass_play (ls, rs0, p, BX_MOVE_PASS, pv->r_pass);
      for (int k = 0; k < 2; k++)
        if (f->has[k])
          bx_move_add_rule (&ls->scratch_pass, f->kind_rule[k]);
      kept = 1;
    }
  return kept;
}

/* Play @i of generate_plays(), complete with its rules, into @out; the play finished goes
 * to @done (a pass: unchanged). */
static inline void
finish_result (Scratch *sc,
               guint    i,
               BxMove  *out,
               Work    *done)
{
  LeafScratch *ls = &sc->leaf;
  Finish *f = &sc->finish;

  if (ls->raw[i] < 0)
    {
      *out = ls->scratch_pass;
      return;
    }
  *done = ls->scratch_leaves[ls->raw[i]];
  f->k = ls->kind[i];
  finish_leaf (f, done, out);
}

/* generate_plays() for this position and throw, remembered in @g (the Search, with its
 * table of first steps, lives on this frame only: apply() after random_move() needs none). */
G_GNUC_NO_INLINE static guint
generate_new (Scratch           *sc,
              const Priv        *pv,
              const BxRuqiState *rs0,
              int                p,
              const BxThrow     *t)
{
  Generated *g = &sc->generated;
  Search sr;

  sr.leaves = sc->leaf.scratch_leaves;
  sr.overflow = FALSE;
  g->valid = FALSE;
  g->n_leaves = generate_plays (sc, pv, rs0, p, t, &sr);
  g->drawn = G_MAXUINT;
  g->valid = TRUE;
  g->pv = pv;
  g->serial = pv->serial;
  g->player = p;
  g->rs = *rs0;
  g->d[0] = t->d[0];
  g->d[1] = t->d[1];
  return g->n_leaves;
}

/* generate_plays(), or the plays already generated for the same position and throw;
 * returns their number (they are in sc->leaf). */
static inline guint
generate (Scratch       *sc,
          const BxGame  *game,
          const BxState *state,
          const BxThrow *t)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxRuqiState *rs0 = bx_ruqi_state_const (state);
  int p = state->player;
  Generated *g = &sc->generated;

  /* The plays of this position and throw are already there (legal_moves, then apply). */
  if (g->valid && g->player == p
      && g->d[0] == t->d[0] && g->d[1] == t->d[1]
      && g->pv == pv && g->serial == pv->serial
      && memcmp (&g->rs, rs0, sizeof *rs0) == 0)
    return g->n_leaves;
  return generate_new (sc, pv, rs0, p, t);
}

void
ruqi_legal_moves (const BxGame  *game,
                  const BxState *state,
                  const BxThrow *t,
                  GArray        *out)
{
  Scratch *sc = scratch ();
  guint n = generate (sc, game, state, t), len = out->len;
  Work done;

  g_array_set_size (out, len + n);
  for (guint i = 0; i < n; i++)
    finish_result (sc, i, &g_array_index (out, BxMove, len + i), &done);
}

/* The random player's move (BxGameVTable.random_move): the plays are made and
 * de-duplicated as for legal_moves(), and only the one drawn gets its rules; the draw is
 * bx_game_random_move()'s (儒棋 has no moves of the table). */
void
ruqi_random_move (const BxGame  *game,
                  const BxState *state,
                  const BxThrow *t,
                  BxRng         *choice,
                  BxMove        *out)
{
  Scratch *sc = scratch ();
  guint n = generate (sc, game, state, t);
  guint i = bx_rng_uniform (choice, n);
  Generated *g = &sc->generated;

  finish_result (sc, i, out, &g->drawn_done);
  g->drawn = sc->leaf.raw[i] >= 0 ? i : G_MAXUINT;
}

/* Play @i of generate_plays() before it was settled and finished (a pass: finished). */
static inline const Work *
unfinished (const LeafScratch *ls,
            guint              i)
{
  return ls->raw[i] < 0 ? &ls->results[i] : &ls->scratch_leaves[ls->raw[i]];
}

/* Whether play @w is @move (bx_move_equal(): the same steps; a pass has none). */
static inline gboolean
play_is (const Work   *w,
         const BxMove *move)
{
  if (w->n_steps != move->n_steps || (w->n_steps == 0) != ((move->flags & BX_MOVE_PASS) != 0))
    return FALSE;
  for (guint i = 0; i < w->n_steps; i++)
    if (w->steps[i].from != move->steps[i].from || w->steps[i].to != move->steps[i].to
        || w->steps[i].die != move->steps[i].die)
      return FALSE;
  return TRUE;
}

void
ruqi_apply (const BxGame  *game,
            BxState       *state,
            const BxThrow *t,
            const BxMove  *move)
{
  BxRuqiState *rs = bx_ruqi_state (state);
  Scratch *sc = scratch ();
  guint n = generate (sc, game, state, t);
  guint drawn = sc->generated.drawn, found = G_MAXUINT;
  Work done;
  const Work *w = &done;

  /* The play drawn by random_move() first (kept finished), then all of them. */
  if (drawn < n && play_is (unfinished (&sc->leaf, drawn), move))
    w = &sc->generated.drawn_done;
  else
    {
      for (guint i = 0; i < n && found == G_MAXUINT; i++)
        if (play_is (unfinished (&sc->leaf, i), move))
          found = i;
      g_return_if_fail (found != G_MAXUINT);
      /* Its result, finished as the generator finished it (a pass is kept finished). */
      done = *unfinished (&sc->leaf, found);
      if (sc->leaf.raw[found] >= 0)
        finish_play (&sc->finish, &done);
    }

  state->turn++;
  if (rs->phase == BX_RUQI_PHASE_THROW_OFF)
    {
      /* 高彩者先投: the higher total (謙 counts 0) starts; a tie throws again. */
      int v = bx_ruqi_face_value (t->d[0]) + bx_ruqi_face_value (t->d[1]);
      if (state->player == 0)
        {
          rs->throw_off = (guint8) (v + 1);
          state->player = 1;
          return;
        }
      state->player = 0;
      if (v + 1 == rs->throw_off)
        {
          rs->throw_off = 0;
          return;
        }
      state->player = v + 1 > rs->throw_off ? 1 : 0;
      rs->throw_off = 0;
      rs->phase = BX_RUQI_PHASE_PLAY;
      return;
    }
  *rs = w->rs;
  state->player = w->next_player;
  if (w->winner >= 0)
    {
      state->winner = w->winner;
      state->score = w->score;
    }
}

void
ruqi_result (const BxGame  *game,
             const BxState *state,
             BxResult      *out)
{
  const Priv *pv = bx_game_get_priv (game);

  out->winner = state->winner;
  if (state->winner < 0)
    return;
  out->score = bx_ruqi_state_const (state)->suan[state->winner];
  if (pv->r_win >= 0)
    out->rules[out->n_rules++] = pv->r_win;
  if (pv->r_jue >= 0)
    out->rules[out->n_rules++] = pv->r_jue;
  if (pv->r_suan >= 0)
    out->rules[out->n_rules++] = pv->r_suan;
}

