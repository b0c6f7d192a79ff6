/* bx-shuanglu-pos.c: the position value of the 雙陸 move generator
 *
 * What bx-shuanglu-movegen.c's two generators share about positions, kept apart so that
 * the generator file stays small: the keys of the additive position hash, the position of
 * a state as the mover sees it (with its masks), and the search's memo of inner positions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-shuanglu-private.h"
#include "bx-scratch.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* Keys of the additive position hash: a play's key is the sum over its steps of
 * key_point[to] − key_point[from] (0 = the bar, N + 1 = off), plus key_hit[p] for each
 * enemy piece hit on p, plus key_used[used][die_used].  A sum does not depend on the order
 * of the steps, and is a function of the resulting position (from one root), so equal
 * positions have equal keys; keys are only compared among the plays of one throw, and
 * equal keys are confirmed with memcmp. */
guint64 _bx_shuanglu_key_point[N + 2];
guint64 _bx_shuanglu_key_hit[N + 1];
guint64 _bx_shuanglu_key_used[16][16];
/* key_step[d][p]: what playing d from own point p (1 … 24) adds to the key, without a hit */
guint64 _bx_shuanglu_key_step[N + 1][N + 1];

void
_bx_shuanglu_keys_init (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      guint64 k = 0;
      for (int p = 0; p < N + 2; p++)
        key_point[p] = bx_rng_at (G_GUINT64_CONSTANT (0x5eed5eed), k++);
      for (int p = 0; p < N + 1; p++)
        key_hit[p] = bx_rng_at (G_GUINT64_CONSTANT (0x5eed5eed), k++);
      for (int u = 0; u < 16; u++)
        for (int d = 0; d < 16; d++)
          key_used[u][d] = bx_rng_at (G_GUINT64_CONSTANT (0x5eed5eed), k++);
      for (int d = 1; d <= N; d++)
        for (int p = 1; p <= N; p++)
          key_step[d][p] = key_point[p > d ? p - d : N + 1] - key_point[p];
      g_once_init_leave (&done, 1);
    }
}

/* The position of `s` seen by `player` (b[p] > 0 own pieces), with its masks and the
 * count of pieces outside the 門; its key h starts at 0 (keys are sums of steps). */
void
_bx_shuanglu_to_pos (const Priv            *pv,
                     const BxShuangluState *s,
                     int                    player,
                     Pos                   *pos)
{
  guint32 occ = 0, land = 0, outside;

  memset (pos, 0, sizeof *pos);
  if (player == 0)
    memcpy (pos->b + 1, s->points, N);
  else
    {
      /* b[p] = −points[24 − p]: the three words of the points reversed and negated. */
      guint64 w[3], r;
      memcpy (w, s->points, N);
      for (int i = 0; i < 3; i++)
        {
          r = __builtin_bswap64 (w[2 - i]);
          /* bytewise 0 − r, without carries between the bytes */
          r = ((G_GUINT64_CONSTANT (0x8080808080808080) - (r & G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f)))
               ^ (r & G_GUINT64_CONSTANT (0x8080808080808080)))
              ^ G_GUINT64_CONSTANT (0x8080808080808080);
          memcpy (pos->b + 1 + 8 * i, &r, 8);
        }
    }
  pos->bar = s->bar[player];
  pos->off = s->off[player];
#ifdef __SSE2__
  {
    const __m128i zero = _mm_setzero_si128 ();
    const __m128i lo_v = _mm_set1_epi8 ((char) pv->land_lo);
    const __m128i hi_v = _mm_set1_epi8 ((char) pv->land_hi);
    __m128i lo = _mm_loadu_si128 ((const __m128i *) (const void *) (pos->b + 1));
    __m128i hi = _mm_loadl_epi64 ((const __m128i *) (const void *) (pos->b + 17));
    occ = ((guint32) _mm_movemask_epi8 (_mm_cmpgt_epi8 (lo, zero))
           | ((guint32) _mm_movemask_epi8 (_mm_cmpgt_epi8 (hi, zero)) & 0xff) << 16) << 1;
    land = ((guint32) _mm_movemask_epi8 (_mm_and_si128 (_mm_cmpgt_epi8 (lo, lo_v),
                                                        _mm_cmplt_epi8 (lo, hi_v)))
            | ((guint32) _mm_movemask_epi8 (_mm_and_si128 (_mm_cmpgt_epi8 (hi, lo_v),
                                                           _mm_cmplt_epi8 (hi, hi_v)))
               & 0xff) << 16) << 1;
    /* the own pieces on the points from the 門 up (point numbers past gate − 1), summed */
    {
      const __m128i past = _mm_set1_epi8 ((char) (pv->gate - 1));
      const __m128i p_lo = _mm_setr_epi8 (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
      const __m128i p_hi = _mm_setr_epi8 (17, 18, 19, 20, 21, 22, 23, 24, 0, 0, 0, 0, 0, 0, 0, 0);
      const __m128i own_lo = _mm_and_si128 (lo, _mm_and_si128 (_mm_cmpgt_epi8 (lo, zero),
                                                               _mm_cmpgt_epi8 (p_lo, past)));
      const __m128i own_hi = _mm_and_si128 (hi, _mm_and_si128 (_mm_cmpgt_epi8 (hi, zero),
                                                               _mm_cmpgt_epi8 (p_hi, past)));
      const __m128i sum = _mm_add_epi64 (_mm_sad_epu8 (own_lo, zero), _mm_sad_epu8 (own_hi, zero));
      outside = pos->bar + (guint32) _mm_cvtsi128_si32 (sum)
                + (guint32) _mm_cvtsi128_si32 (_mm_srli_si128 (sum, 8));
    }
  }
#else
  for (int p = 1; p <= N; p++)
    {
      occ |= (guint32) (pos->b[p] > 0) << p;
      land |= land_ok (pv, pos->b[p]) << p;
    }
  outside = pos->bar;
  for (guint32 m = occ & ~((1u << pv->gate) - 1); m != 0; m &= m - 1)
    outside += (guint32) pos->b[__builtin_ctz (m)];
#endif
  pos->occ = occ;
  pos->land = land;
  pos->outside = (guint8) outside;
}

/* The memo of inner positions: a position reached with numbers still to play, the
 * numbers left (as a multiset); with doubles.distinct (a double: every step moves one
 * number d) the pieces moved follow from the position: top down, the steps from point q
 * are the own pieces q had at the root, plus those that came from q + d (or the bar),
 * less those q holds now, so the position fixes them too.  Everything
 * below such a node depends on those alone, so when the search reaches it again (the same
 * steps in another order) every play below it is one it kept or dropped already, and the
 * node is not searched again: the plays, their representatives and their order are those
 * of the full search. */
#define MEMO_SIZE 4096   /* power of two */
#define MEMO_MAX 3072    /* entries kept per throw; past it, nodes are searched again */

typedef struct
{
  guint64 key;
  guint64 code;
  guint8  b[KEY_BYTES];
} MemoEntry;

typedef struct
{
  MemoEntry memo_entries[MEMO_SIZE];
  guint32 memo_gen[MEMO_SIZE];
  guint32 memo_gen_cur;
  guint memo_count;
} MemoScratch;

/* Per thread, allocated on first use (bx-scratch.h says why). */
BX_DEFINE_SCRATCH (MemoScratch, memo_scratch)
#define memo_entries (memo_scratch ()->memo_entries)
#define memo_gen (memo_scratch ()->memo_gen)
#define memo_gen_cur (memo_scratch ()->memo_gen_cur)
#define memo_count (memo_scratch ()->memo_count)

void
_bx_shuanglu_memo_reset (Search *sr)
{
  if (++memo_gen_cur == 0)
    {
      memset (memo_gen, 0, sizeof memo_gen);
      memo_gen_cur = 1;
    }
  sr->memo_cur = memo_gen_cur;
  memo_count = 0;
}

/* Whether the node `pos` with the numbers `rest` to play was searched already (else it
 * is remembered). */
gboolean
_bx_shuanglu_memo_seen (Search       *sr,
                        const Pos    *pos,
                        const guint8 *rest,
                        guint         n_rest)
{
  guint64 code = 0, key;
  guint32 h;

  for (guint i = 0; i < n_rest; i++)
    code += G_GUINT64_CONSTANT (1) << ((rest[i] & 15) * 4);
  key = pos->h + key_used[pos->used & 15][pos->die_used & 15]
        + code * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  for (h = (guint32) (key ^ (key >> 29)) & (MEMO_SIZE - 1); memo_gen[h] == sr->memo_cur;
       h = (h + 1) & (MEMO_SIZE - 1))
    {
      const MemoEntry *e = &memo_entries[h];
      if (e->key == key && e->code == code && memcmp (e->b, pos, KEY_BYTES) == 0)
        return TRUE;
    }
  if (memo_count >= MEMO_MAX)
    return FALSE;
  memo_count++;
  memo_gen[h] = sr->memo_cur;
  memo_entries[h].key = key;
  memo_entries[h].code = code;
  memcpy (memo_entries[h].b, pos, KEY_BYTES);
  return FALSE;
}
