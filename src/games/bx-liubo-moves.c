/* bx-liubo-moves.c: the 六博 moves: both layouts' generators, apply and result
 *
 * Every move is generated from the ruleset's params and carries the rules whose params
 * license it: the verse layout (古博經) and the points layout (seed 001), then the
 * legal_moves, throw_dice, apply and result hooks of the engine (their names as the
 * vtable in bx-liubo.c lists them).  What the files share is in bx-liubo-private.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-liubo-private.h"

#include <string.h>

#include "bx-bo-board.h"

/* ---------------------------------------------------------------- moves: common */

static void
add_step (BxMove *m,
          int     from,
          int     to,
          int     die,
          guint   flags)
{
  BxStep *st = &m->steps[m->n_steps++];

  st->from = (gint8) from;
  st->to = (gint8) to;
  st->die = (guint8) die;
  st->flags = (guint8) flags;
}

/* ---------------------------------------------------------------- verse (古博經) */

static int
fish_count (const BxLiuboState *s,
            int                 state)
{
  return (s->fish[0] == state) + (s->fish[1] == state);
}

/* Pieces of player p on board point pt: 散 (lying, 0 … VERSE_END − 1) and 驍 (VERSE_END). */
static void
verse_at (const Priv         *pv,
          const BxLiuboState *s,
          int                 p,
          int                 pt,
          int                *san,
          int                *xiao)
{
  *san = *xiao = 0;
  for (int i = 0; i < BX_LIUBO_PIECES; i++)
    {
      int pos = s->pos[p][i];
      if (pos < 0 || pos > VERSE_END || pv->verse[p][pos] != pt)
        continue;
      if (pos == VERSE_END)
        (*xiao)++;
      else
        (*san)++;
    }
}

/* A 驍 coming to point pt (stood up there, or back from the water): it takes the enemy
 * 散 there, unless they are san_guard or more (一梟不勝五散). */
static guint
xiao_lands (const Priv         *pv,
            const BxLiuboState *s,
            int                 me,
            int                 pt,
            BxMove             *m)
{
  int san, xiao;

  if (!pv->capture)
    return 0;
  verse_at (pv, s, 1 - me, pt, &san, &xiao);
  if (san == 0)
    return 0;
  if (pv->san_guard > 0 && san >= pv->san_guard)
    {
      bx_move_add_rule (m, pv->r_guard);
      return 0;
    }
  bx_move_add_rule (m, pv->r_xiao_take);
  return BX_STEP_HIT;
}

/* A move of the verse layout before it is built (verse_build() builds it). */
typedef enum
{
  VERSE_PASS,
  VERSE_WATER,   /* the 驍 at the water's edge goes in */
  VERSE_PIECE,   /* the piece `piece` moves w on (one move for all pieces on its station) */
  VERSE_QIAN,    /* a 驍 comes out of the water and pulls a fish */
  VERSE_FAN      /* a 驍 comes out of the water and turns the fish */
} VerseKind;

typedef struct
{
  guint8 kind;   /* VerseKind */
  guint8 piece;
} VerseCand;

/* The verse layout's moves of one throw of w, in their order (cand[0 … len − 1]),
 * unbuilt: at most the water's edge, one move a piece, 牽 and 翻. */
typedef struct
{
  int        w;
  guint      len;
  VerseCand *cand;
  VerseCand  buf[BX_LIUBO_PIECES + 3];
} VerseGen;

/* Lists the moves of a throw of w (古博經; 張步華's reading for the water). */
static void
verse_moves (const Priv          *pv,
             const BxLiuboState  *s,
             int                  me,
             int                  w,
             VerseGen            *g)
{
  guint64 done = 0;
  gboolean edge = FALSE, water = FALSE;
  guint n = 1;   /* buf[0] is kept for the water's edge */

  g->w = w;
  g->cand = g->buf;
  g->len = 1;
  g->buf[0] = (VerseCand) { VERSE_PASS, 0 };
  if (w <= 0)
    return;
  for (int i = 0; i < BX_LIUBO_PIECES; i++)
    {
      int pos = s->pos[me][i];

      edge |= pos == VERSE_END;
      water |= pos == BX_LIUBO_WATER;
      if (pos >= VERSE_END || (done & (G_GUINT64_CONSTANT (1) << (pos + 1))))
        continue;
      done |= G_GUINT64_CONSTANT (1) << (pos + 1);
      g->buf[n++] = (VerseCand) { VERSE_PIECE, (guint8) i };
    }
  /* 一白 with a 驍 at the water's edge: it must go in (張步華: 必須進入水中). */
  if (edge && w == pv->enter_w)
    {
      g->buf[0].kind = VERSE_WATER;
      if (pv->enter_forced)
        return;
    }
  else
    g->cand++;
  if (water && w == pv->qian_w && fish_count (s, BX_LIUBO_FISH_WATER) > 0)
    g->buf[n++] = (VerseCand) { VERSE_QIAN, 0 };
  if (water && w == pv->fan_w && fish_count (s, BX_LIUBO_FISH_PULLED_W + (1 - me)) > 0)
    g->buf[n++] = (VerseCand) { VERSE_FAN, 0 };
  g->len = (guint) (g->buf + n - g->cand);
  if (g->len == 0)
    {
      g->cand = g->buf;
      g->len = 1;
    }
}

/* Builds the move e of the throw g->w for player me into m. */
static void
verse_build (const Priv          *pv,
             const BxLiuboState  *s,
             int                  me,
             const VerseGen      *g,
             const VerseCand     *e,
             BxMove              *m)
{
  int w = g->w, i = e->piece, pos, to, san, xiao;
  guint flags = 0, hit;

  memset (m, 0, sizeof *m);
  bx_move_add_rule (m, pv->r_dice);
  switch ((VerseKind) e->kind)
    {
    case VERSE_PASS:
      m->flags = BX_MOVE_PASS;
      bx_move_add_rule (m, pv->r_pass);
      return;
    case VERSE_WATER:
      bx_move_add_rule (m, pv->r_water);
      if (pv->enter_forced)
        bx_move_add_rule (m, pv->r_enter_forced);
      add_step (m, pv->verse[me][VERSE_END], BX_BO_CENTRE, w, BX_LIUBO_STEP_WATER);
      return;
    case VERSE_QIAN:
    case VERSE_FAN:
      if (e->kind == VERSE_QIAN)
        {
          bx_move_add_rule (m, pv->r_qian_throw);
          bx_move_add_rule (m, pv->r_qian);
          flags = BX_LIUBO_STEP_QIAN;
        }
      else
        {
          bx_move_add_rule (m, pv->r_fan_throw);
          bx_move_add_rule (m, pv->r_fan);
          flags = BX_LIUBO_STEP_FAN;
        }
      hit = xiao_lands (pv, s, me, pv->verse[me][VERSE_END], m);
      add_step (m, BX_BO_CENTRE, pv->verse[me][VERSE_END], w, flags | hit);
      return;
    case VERSE_PIECE:
    default:
      break;
    }
  pos = s->pos[me][i];
  to = MIN (pos + w, VERSE_END);
  bx_move_add_rule (m, pv->r_route);
  bx_move_add_rule (m, pv->r_move);
  verse_at (pv, s, 1 - me, pv->verse[me][to], &san, &xiao);
  if (to == VERSE_END)
    {
      flags |= BX_LIUBO_STEP_XIAO;
      bx_move_add_rule (m, pv->r_xiao);
      flags |= xiao_lands (pv, s, me, pv->verse[me][to], m);
    }
  else if (pv->capture && xiao > 0)
    {
      /* A 散 on the enemy 驍: 殺梟. */
      flags |= BX_STEP_HIT;
      bx_move_add_rule (m, pv->r_kill);
    }
  for (int j = 0; j < BX_LIUBO_PIECES; j++)
    if (j != i && s->pos[me][j] >= 0 && s->pos[me][j] <= VERSE_END
        && pv->verse[me][s->pos[me][j]] == pv->verse[me][to])
      {
        flags |= BX_STEP_STACK;
        bx_move_add_rule (m, pv->r_stack);
        break;
      }
  if (pos < 0)
    flags |= BX_STEP_ENTER;
  add_step (m, _bx_liubo_verse_point (pv, me, pos), pv->verse[me][to], w, flags);
}

/* The enemy pieces on point pt go: 散 back to hand (taken by a 驍), or the 驍 killed. */
static void
verse_take (const Priv    *pv,
            BxLiuboState  *s,
            int            you,
            int            pt,
            gboolean       xiao)
{
  for (int i = 0; i < BX_LIUBO_PIECES; i++)
    {
      int pos = s->pos[you][i];
      if (pos < 0 || pos > VERSE_END || pv->verse[you][pos] != pt)
        continue;
      if ((pos == VERSE_END) == xiao)
        s->pos[you][i] = BX_LIUBO_HAND;
    }
}

/* 殺梟 wins; when the loser had pulled both fish (已牽兩魚而不勝), both are turned over to
 * the winner: 被翻雙魚, 彼家獲六籌 (param win.beifan). */
static void
verse_kill_win (const Priv    *pv,
                BxState       *state,
                BxLiuboState  *s,
                int            me)
{
  int you = 1 - me;

  if (pv->r_beifan >= 0 && fish_count (s, BX_LIUBO_FISH_PULLED_W + you) == 2)
    {
      for (int f = 0; f < 2; f++)
        s->fish[f] = (guint8) (BX_LIUBO_FISH_TURNED_W + me);
      s->chou[me] = (guint8) (s->chou[me] + 2 * pv->score_fan);
      s->chou[you] = (guint8) MAX (0, s->chou[you] - 2 * pv->score_qian);
    }
  state->winner = (gint8) me;
  state->score = s->chou[me];
  s->phase = BX_LIUBO_PHASE_KILLED;
}

static void
verse_apply (const Priv    *pv,
             BxState       *state,
             BxLiuboState  *s,
             int            me,
             const BxStep  *st)
{
  int you = 1 - me;

  if (st->flags & (BX_LIUBO_STEP_QIAN | BX_LIUBO_STEP_FAN))
    {
      gboolean qian = (st->flags & BX_LIUBO_STEP_QIAN) != 0;
      int want = qian ? BX_LIUBO_FISH_WATER : BX_LIUBO_FISH_PULLED_W + you;
      for (int i = 0; i < BX_LIUBO_PIECES; i++)
        if (s->pos[me][i] == BX_LIUBO_WATER)
          {
            s->pos[me][i] = VERSE_END;
            break;
          }
      if (st->flags & BX_STEP_HIT)
        verse_take (pv, s, you, st->to, FALSE);
      /* 牽 takes one fish from the water; 翻 (五白) turns every fish the other side
       * holds (張湛: 射五白得之反兩魚獲勝). */
      for (int f = 0; f < 2; f++)
        if (s->fish[f] == want)
          {
            if (qian)
              {
                s->fish[f] = (guint8) (BX_LIUBO_FISH_PULLED_W + me);
                s->chou[me] = (guint8) (s->chou[me] + pv->score_qian);
                break;
              }
            s->fish[f] = (guint8) (BX_LIUBO_FISH_TURNED_W + me);
            s->chou[me] = (guint8) (s->chou[me] + pv->score_fan);
            s->chou[you] = (guint8) MAX (0, s->chou[you] - pv->score_qian);
          }
      return;
    }
  if (st->flags & BX_LIUBO_STEP_WATER)
    {
      for (int i = 0; i < BX_LIUBO_PIECES; i++)
        if (s->pos[me][i] == VERSE_END)
          {
            s->pos[me][i] = BX_LIUBO_WATER;
            return;
          }
      return;
    }
  for (int i = 0; i < BX_LIUBO_PIECES; i++)
    {
      int pos = s->pos[me][i];
      int to;
      if (pos >= VERSE_END || _bx_liubo_verse_point (pv, me, pos) != st->from)
        continue;
      to = MIN (pos + st->die, VERSE_END);
      if (pv->verse[me][to] != st->to)
        continue;
      s->pos[me][i] = (gint8) to;
      if (!(st->flags & BX_STEP_HIT))
        return;
      if (to == VERSE_END)
        {
          verse_take (pv, s, you, st->to, FALSE);
          return;
        }
      verse_take (pv, s, you, st->to, TRUE);
      verse_kill_win (pv, state, s, me);
      return;
    }
}

/* ---------------------------------------------------------------- points (seed 001) */


void
_bx_liubo_occupancy (const Priv         *pv,
                     const BxLiuboState *s,
                     Occupancy          *o)
{
  memset (o, 0, sizeof *o);
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < BX_LIUBO_PIECES; i++)
      {
        int pos = s->pos[p][i];
        if (pos < 0 || pos >= ESSAY_CENTRE)
          continue;
        o->count[p][_bx_liubo_essay_point (pv, s->corner[p][i], pos)]++;
      }
}

/* The rules of the steps from station a to station b of route c. */
static void
path_rules (const Priv *pv,
            BxMove     *m,
            int         c,
            int         a,
            int         b)
{
  guint kinds = 0;

  /* (the kinds of step were told apart once, in prepare: essay_step) */
  for (int i = a; i < b && i + 1 < ESSAY_CENTRE; i++)
    kinds |= pv->essay_step[c & 3][i];
  if (kinds & ESSAY_STEP_SLIDE)
    bx_move_add_rule (m, pv->r_slide);
  if (kinds & ESSAY_STEP_SQUARE)
    {
      bx_move_add_rule (m, pv->r_square);
      bx_move_add_rule (m, pv->r_no_jiao_dian);
    }
  if (kinds & ESSAY_STEP_JUMP)
    bx_move_add_rule (m, pv->r_jump);
}

/* A move of the points layout before it is built: what bx_move_equal() compares (the
 * step's from, to and die, a byte each, as BxStep stores them) and what essay_build()
 * needs to build it.  The generator lists these; only the moves listed or drawn are
 * built. */
typedef struct
{
  guint32 key;
  gint8   from_station;
  gint8   to_station;
  guint8  c;            /* the route (a return: which home corner, 0 or 1) */
  guint8  how;          /* ESSAY_HOW_* */
} EssayCand;

enum
{
  ESSAY_HOW_WAITING = 1 << 0,   /* a piece leaving its corner */
  ESSAY_HOW_BLOCKED = 1 << 1,   /* stopped short of the first piece on the way */
  ESSAY_HOW_INNER = 1 << 2,     /* from the 內八卦 straight into the centre */
  ESSAY_HOW_RETURN = 1 << 3,    /* a captive back to a home corner */
  ESSAY_HOW_PASS = 1 << 4
};

/* The points layout's moves of one throw, in their order, unbuilt.  Each piece offers
 * at most ESSAY_CENTRE moves (one to each station short of a piece on the way, ≤ 23, or
 * one, and one into the centre), and a captive two returns. */
typedef struct
{
  guint64   occ[2];     /* each side's route pieces, a bit per board point */
  int       n;          /* the count thrown */
  guint     len;
  EssayCand cand[BX_LIUBO_PIECES * ESSAY_CENTRE + 2];
} EssayGen;

static inline guint32
essay_key (int from,
           int to,
           int die)
{
  return (guint32) (guint8) from | (guint32) (guint8) to << 8 | (guint32) (guint8) die << 16;
}

/* Lists the move from from_station to to_station of route c unless a move with the same
 * step is listed already (two pieces of one route on one point move alike). */
static inline void
essay_offer (const Priv *pv,
             EssayGen   *g,
             int         c,
             int         from_station,
             int         to_station,
             guint       how)
{
  int die = g->n + 16 * c + ((how & ESSAY_HOW_WAITING) ? BX_LIUBO_DIE_ENTER : 0);
  /* (station 0 of every route is its corner, where a waiting piece lies) */
  guint32 key = essay_key (pv->essay[c][from_station], pv->essay[c][to_station], die);
  EssayCand *e;

  for (guint i = 0; i < g->len; i++)
    if (g->cand[i].key == key)
      return;
  g_assert (g->len < G_N_ELEMENTS (g->cand));
  e = &g->cand[g->len++];
  e->key = key;
  e->from_station = (gint8) from_station;
  e->to_station = (gint8) to_station;
  e->c = (guint8) c;
  e->how = (guint8) how;
}

/* The moves of the points layout for a count of n (seed 001, rules 5–8), unbuilt, in
 * the order legal_moves lists them. */
static void
essay_moves (const Priv          *pv,
             const BxLiuboState  *s,
             int                  me,
             int                  n,
             EssayGen            *g)
{
  gboolean waiting = FALSE, captive = FALSE;
  guint64 occ;

  g->len = 0;
  g->n = n;
  g->occ[0] = g->occ[1] = 0;
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < BX_LIUBO_PIECES; i++)
      {
        int pos = s->pos[p][i];
        if (pos >= 0 && pos < ESSAY_CENTRE)
          g->occ[p] |= G_GUINT64_CONSTANT (1) << pv->essay[s->corner[p][i] & 3][pos];
      }
  if (n <= 0)
    {
      g->cand[g->len++] = (EssayCand) { .how = ESSAY_HOW_PASS };
      return;
    }
  occ = g->occ[0] | g->occ[1];
  for (int i = 0; i < BX_LIUBO_PIECES; i++)
    {
      int pos = s->pos[me][i], c = s->corner[me][i] & 3;
      const gint8 *route = pv->essay[c];
      guint wait;
      int start, final, q;

      waiting |= pos == BX_LIUBO_WAIT;
      captive |= pos == BX_LIUBO_CAPTIVE;
      if (pos == BX_LIUBO_CAPTIVE || pos >= ESSAY_CENTRE)
        continue;
      wait = pos == BX_LIUBO_WAIT ? ESSAY_HOW_WAITING : 0;
      start = pos == BX_LIUBO_WAIT ? 0 : pos;
      final = MIN (start + n, ESSAY_CENTRE);
      /* The first piece on the way (own or enemy) cannot be passed (seed 001, rule 6). */
      for (q = start + 1; q < final; q++)
        if (occ & (G_GUINT64_CONSTANT (1) << route[q]))
          break;
      if (q < final)
        {
          for (int j = start + 1; j < q; j++)
            essay_offer (pv, g, c, start, j, wait | ESSAY_HOW_BLOCKED);
        }
      else
        essay_offer (pv, g, c, start, final, wait);
      /* The 內八卦: a count of one takes a piece on them straight into the centre. */
      if (pv->inner_one && n == 1 && pos >= 0 && pv->essay_inner[c][pos])
        essay_offer (pv, g, c, start, ESSAY_CENTRE, ESSAY_HOW_INNER);
    }
  if (captive && ((pv->return_on_one && n == 1) || !waiting))
    for (int h = 0; h < 2; h++)
      g->cand[g->len++] = (EssayCand) { .c = (guint8) h, .how = ESSAY_HOW_RETURN };
  if (g->len == 0)
    g->cand[g->len++] = (EssayCand) { .how = ESSAY_HOW_PASS };
}

/* Builds the move e of the generator g for player me into m. */
static void
essay_build (const Priv      *pv,
             const EssayGen  *g,
             int              me,
             const EssayCand *e,
             BxMove          *m)
{
  gboolean blocked = (e->how & ESSAY_HOW_BLOCKED) != 0;
  guint flags;
  int c = e->c, from, to;
  guint64 bit;

  memset (m, 0, sizeof *m);
  bx_move_add_rule (m, pv->r_dice);
  if (e->how & ESSAY_HOW_PASS)
    {
      m->flags = BX_MOVE_PASS;
      bx_move_add_rule (m, pv->r_pass);
      return;
    }
  if (e->how & ESSAY_HOW_RETURN)
    {
      bx_move_add_rule (m, pv->r_return);
      add_step (m, BX_POINT_BAR, bx_bo_point_id (BX_BO_BC, (guint) pv->home[me][c]), g->n,
                BX_STEP_ENTER);
      return;
    }
  from = pv->essay[c][e->from_station];
  to = pv->essay[c][e->to_station];
  bit = G_GUINT64_CONSTANT (1) << to;
  flags = (e->how & ESSAY_HOW_WAITING) ? BX_STEP_ENTER : 0;
  bx_move_add_rule (m, pv->r_route);
  if (e->how & ESSAY_HOW_INNER)
    bx_move_add_rule (m, pv->r_centre);
  else
    path_rules (pv, m, c, e->from_station, e->to_station);
  if (blocked)
    bx_move_add_rule (m, pv->r_block);
  if (to == BX_BO_CENTRE)
    {
      flags |= BX_LIUBO_STEP_XIAO;
      bx_move_add_rule (m, pv->r_centre);
      bx_move_add_rule (m, pv->r_chou);
    }
  else if (!blocked && (g->occ[1 - me] & bit))
    {
      flags |= BX_STEP_HIT;
      bx_move_add_rule (m, pv->r_capture);
    }
  else if (!blocked && (g->occ[me] & bit))
    {
      flags |= BX_STEP_STACK;
      bx_move_add_rule (m, pv->r_stack);
    }
  add_step (m, from, to, (int) (e->key >> 16), flags);
}

/* The opening round: 0 or 1 the winner, -1 no decision. */
static int
guess_winner (const BxThrow *t)
{
  int total, miss[2], right[2];

  if (t->n != 4)
    return -1;
  total = t->d[0] + t->d[1];
  for (int p = 0; p < 2; p++)
    {
      /* 失謎: a call no hand of the other could make loses at once. */
      miss[p] = t->d[2 + p] < t->d[p] || t->d[2 + p] > t->d[p] + 5;
      right[p] = !miss[p] && t->d[2 + p] == total;
    }
  if (miss[0] != miss[1])
    return miss[0] ? 1 : 0;
  if (miss[0])
    return -1;
  if (right[0] != right[1])
    return right[0] ? 0 : 1;
  return -1;
}

static void
essay_apply (const Priv    *pv,
             BxLiuboState  *s,
             int            me,
             const BxStep  *st)
{
  int you = 1 - me;
  int c = (st->die >> 4) & 3;
  int moved = -1;

  if (st->from == BX_POINT_BAR)
    {
      for (int i = 0; i < BX_LIUBO_PIECES; i++)
        if (s->pos[me][i] == BX_LIUBO_CAPTIVE)
          {
            s->pos[me][i] = BX_LIUBO_WAIT;
            s->corner[me][i] = (guint8) bx_bo_point ((guint) st->to)->side;
            return;
          }
      return;
    }
  for (int i = 0; i < BX_LIUBO_PIECES && moved < 0; i++)
    {
      int pos = s->pos[me][i];
      if (s->corner[me][i] != c || pos == BX_LIUBO_CAPTIVE || pos >= ESSAY_CENTRE)
        continue;
      if ((st->die & BX_LIUBO_DIE_ENTER)
            ? pos != BX_LIUBO_WAIT
            : (pos < 0 || _bx_liubo_essay_point (pv, c, pos) != st->from))
        continue;
      for (int k = MAX (pos, 0) + 1; k < BX_LIUBO_ESSAY_LEN; k++)
        if (_bx_liubo_essay_point (pv, c, k) == st->to)
          {
            s->pos[me][i] = (gint8) k;
            moved = i;
            break;
          }
    }
  if (moved < 0)
    return;
  if (st->to == BX_BO_CENTRE)
    {
      s->chou[me]++;
      /* The second piece in hooks the side's own fish, the fourth the other one. */
      if (s->chou[me] == 2)
        s->fish[me] = (guint8) (1 + me);
      else if (s->chou[me] == 4)
        s->fish[you] = (guint8) (1 + me);
      return;
    }
  if (st->flags & BX_STEP_HIT)
    for (int i = 0; i < BX_LIUBO_PIECES; i++)
      {
        int pos = s->pos[you][i];
        if (pos >= 0 && pos < ESSAY_CENTRE
            && _bx_liubo_essay_point (pv, s->corner[you][i], pos) == st->to)
          s->pos[you][i] = BX_LIUBO_CAPTIVE;
      }
}

/* ---------------------------------------------------------------- vtable */

/* The count a throw of the verse layout moves (one 煢, 0–6). */
static int
verse_count (const BxThrow *t)
{
  return t->n > 0 ? MIN (t->d[0], 6) : 0;
}

/* The count a throw of the points layout moves. */
static int
essay_count (const BxThrow *t)
{
  return t->n >= 2 ? t->d[0] + t->d[1] : t->n == 1 ? t->d[0] : 0;
}

void
liubo_legal_moves (const BxGame  *game,
                   const BxState *state,
                   const BxThrow *t,
                   GArray        *out)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxLiuboState *s = bx_liubo_state_const (state);
  int me = state->player;

  if (pv->layout == BX_LIUBO_LAYOUT_VERSE)
    {
      VerseGen g;
      guint base = out->len;
      verse_moves (pv, s, me, verse_count (t), &g);
      g_array_set_size (out, base + g.len);
      for (guint i = 0; i < g.len; i++)
        verse_build (pv, s, me, &g, &g.cand[i], &g_array_index (out, BxMove, base + i));
      return;
    }
  if (s->phase == 0)
    {
      BxMove m = { 0 };
      bx_move_add_rule (&m, pv->r_dice);
      bx_move_add_rule (&m, pv->r_first);
      g_array_append_val (out, m);
      return;
    }
  /* Two hands, or (legal --throw 7) their sum as the throws table lists it. */
  {
    EssayGen g;
    guint base = out->len;
    essay_moves (pv, s, me, essay_count (t), &g);
    g_array_set_size (out, base + g.len);
    for (guint i = 0; i < g.len; i++)
      essay_build (pv, &g, me, &g.cand[i], &g_array_index (out, BxMove, base + i));
  }
}

/* As bx_game_random_move() says: the move bx_game_legal_moves() lists at the index
 * bx_rng_uniform (choice, n) draws (六博 has no table moves).  Both layouts list their
 * moves unbuilt (the points layout merging those where two pieces move alike) and build
 * only the one drawn. */
void
liubo_random_move (const BxGame  *game,
                   const BxState *state,
                   const BxThrow *t,
                   BxRng         *choice,
                   BxMove        *out)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxLiuboState *s = bx_liubo_state_const (state);
  int me = state->player;

  if (pv->layout != BX_LIUBO_LAYOUT_VERSE)
    {
      EssayGen g;
      if (s->phase == 0)
        {
          /* the opening round: one move */
          memset (out, 0, sizeof *out);
          bx_move_add_rule (out, pv->r_dice);
          bx_move_add_rule (out, pv->r_first);
          (void) bx_rng_uniform (choice, 1);
          return;
        }
      essay_moves (pv, s, me, essay_count (t), &g);
      essay_build (pv, &g, me, &g.cand[bx_rng_uniform (choice, g.len)], out);
      return;
    }
  {
    VerseGen g;
    verse_moves (pv, s, me, verse_count (t), &g);
    verse_build (pv, s, me, &g, &g.cand[bx_rng_uniform (choice, g.len)], out);
  }
}

void
liubo_throw_dice (const BxGame  *game,
                  const BxState *state,
                  BxRng         *rng,
                  BxThrow       *out)
{
  const Priv *pv = bx_game_get_priv (game);

  if (pv->layout == BX_LIUBO_LAYOUT_POINTS && bx_liubo_state_const (state)->phase == 0)
    {
      /* A round with calls: the hands, then each player's call, his own hand plus his
       * guess at the other's (a random player never calls what he cannot make). */
      out->n = 4;
      out->d[0] = (guint8) bx_rng_uniform (rng, 6);
      out->d[1] = (guint8) bx_rng_uniform (rng, 6);
      out->d[2] = (guint8) (out->d[0] + bx_rng_uniform (rng, 6));
      out->d[3] = (guint8) (out->d[1] + bx_rng_uniform (rng, 6));
      return;
    }
  bx_dice_throw (bx_game_get_dice (game), rng, out);
}

static void
decide (const Priv    *pv,
        BxState       *state,
        BxLiuboState  *s,
        int            me)
{
  gboolean over = FALSE;

  if (s->chou[me] >= pv->win_chou)
    {
      state->winner = (gint8) me;
      state->score = s->chou[me];
      return;
    }
  if (pv->layout == BX_LIUBO_LAYOUT_VERSE)
    over = pv->fish_taken && s->fish[0] >= BX_LIUBO_FISH_TURNED_W
           && s->fish[1] >= BX_LIUBO_FISH_TURNED_W;
  else
    over = s->chou[0] >= pv->draw_chou && s->chou[1] >= pv->draw_chou;
  if (!over && state->turn < (guint32) pv->cap)
    return;
  if (s->chou[0] == s->chou[1])
    {
      state->winner = BX_LIUBO_DRAW;
      state->score = 0;
      return;
    }
  state->winner = s->chou[0] > s->chou[1] ? 0 : 1;
  state->score = s->chou[state->winner];
}

void
liubo_apply (const BxGame  *game,
             BxState       *state,
             const BxThrow *t,
             const BxMove  *move)
{
  const Priv *pv = bx_game_get_priv (game);
  BxLiuboState *s = bx_liubo_state (state);
  int me = state->player;

  state->turn++;
  if (pv->layout == BX_LIUBO_LAYOUT_POINTS && s->phase == 0)
    {
      int w = guess_winner (t);
      if (w >= 0)
        {
          s->phase = 1;
          state->player = (gint8) w;
        }
      if (state->turn >= (guint32) pv->cap)
        {
          state->winner = BX_LIUBO_DRAW;
          state->score = 0;
        }
      return;
    }
  for (guint k = 0; k < move->n_steps; k++)
    {
      if (pv->layout == BX_LIUBO_LAYOUT_VERSE)
        verse_apply (pv, state, s, me, &move->steps[k]);
      else
        essay_apply (pv, s, me, &move->steps[k]);
    }
  state->player = (gint8) (1 - me);
  if (state->winner >= 0)
    return;   /* 殺梟 */
  decide (pv, state, s, me);
}

static void
result_add (BxResult *out,
            int       rule)
{
  for (guint i = 0; i < out->n_rules; i++)
    if (out->rules[i] == rule)
      return;
  if (rule < 0 || out->n_rules >= BX_MOVE_MAX_RULES)
    return;
  out->rules[out->n_rules++] = (guint16) rule;
}

void
liubo_result (const BxGame  *game,
              const BxState *state,
              BxResult      *out)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxLiuboState *s = bx_liubo_state_const (state);
  gboolean capped = state->turn >= (guint32) pv->cap;

  out->winner = state->winner;
  if (state->winner < 0)
    return;
  out->score = state->score;
  if (pv->layout == BX_LIUBO_LAYOUT_VERSE && state->winner < 2
      && s->phase == BX_LIUBO_PHASE_KILLED)
    result_add (out, pv->r_kill);   /* 殺梟; with 大勝 when the 籌 reach win.chou */
  if (state->winner < 2 && s->chou[state->winner] >= pv->win_chou)
    result_add (out, pv->r_win);
  else if (pv->layout == BX_LIUBO_LAYOUT_VERSE && pv->capture && !capped)
    ;
  else if (pv->layout == BX_LIUBO_LAYOUT_VERSE && !capped)
    result_add (out, pv->r_taken);
  else if (pv->layout == BX_LIUBO_LAYOUT_POINTS && !capped)
    result_add (out, pv->r_draw);
  else
    result_add (out, pv->r_cap);
  result_add (out, pv->layout == BX_LIUBO_LAYOUT_VERSE ? pv->r_qian : pv->r_chou);
  if (pv->layout == BX_LIUBO_LAYOUT_VERSE
      && (s->fish[0] >= BX_LIUBO_FISH_TURNED_W || s->fish[1] >= BX_LIUBO_FISH_TURNED_W))
    result_add (out, pv->r_fan);
}
