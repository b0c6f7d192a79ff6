/* bx-dice.c: the counter-based random stream and the throw devices
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-dice.h"

#include <string.h>

#include "bx-error.h"

/* SplitMix64's finaliser (Steele, Lea, Flood 2014): a bijection of 64-bit words. */
static inline guint64
mix64 (guint64 z)
{
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* Word @index of the stream whose seed mixes to @mixed (= mix64 (seed)): the one formula of
 * bx_rng_at(), bx_rng_next(), bx_rng_uniform() and the dice. */
static inline guint64
stream_word (guint64 mixed,
             guint64 index)
{
  return mix64 (mixed + (index + 1) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
}

/**
 * bx_rng_at:
 * @seed: the stream's seed
 * @index: the position in the stream, from 0
 *
 * Returns: the 64-bit number at @index of the stream of @seed; a pure function, so any
 *   draw can be recomputed from (seed, index).
 */
guint64
bx_rng_at (guint64 seed,
           guint64 index)
{
  return stream_word (mix64 (seed), index);
}

/**
 * bx_rng_init:
 * @rng: (out caller-allocates): the generator
 * @seed: any 64-bit seed
 *
 * Starts the stream of @seed at index 0.
 */
void
bx_rng_init (BxRng   *rng,
             guint64  seed)
{
  g_return_if_fail (rng != NULL);
  rng->seed = seed;
  rng->counter = 0;
}

/**
 * bx_rng_next:
 * @rng: the generator
 *
 * Returns: the next 64-bit number of the stream (and advances it by one).
 */
guint64
bx_rng_next (BxRng *rng)
{
  return stream_word (mix64 (rng->seed), rng->counter++);
}

/**
 * bx_rng_uniform:
 * @rng: the generator
 * @n: the number of outcomes, > 0
 *
 * Returns: a number in [0, @n), exactly uniform (rejection of the biased tail).
 */
guint
bx_rng_uniform (BxRng *rng,
                guint  n)
{
  guint64 limit;
  guint64 mixed;
  guint64 x;

  g_return_val_if_fail (n > 0, 0);
  limit = G_MAXUINT64 - (G_MAXUINT64 % n);
  mixed = mix64 (rng->seed);
  do
    x = stream_word (mixed, rng->counter++);
  while (x >= limit);
  return (guint) (x % n);
}

/**
 * bx_dice_spec_init_cubic:
 * @spec: (out caller-allocates): the spec
 * @count: the number of six-faced dice
 */
void
bx_dice_spec_init_cubic (BxDiceSpec *spec,
                         guint       count)
{
  spec->kind = BX_DICE_CUBIC;
  spec->count = CLAMP (count, 1, BX_THROW_MAX_DICE);
  spec->fixed_total = 0;
  spec->chosen = FALSE;
}

/**
 * bx_dice_n_faces:
 * @spec: the device
 *
 * Returns: the number of distinct faces of one die: 6 (cubic), 4 (long: 2–5), or for a
 *   call the number of pairs that make its total.
 */
guint
bx_dice_n_faces (const BxDiceSpec *spec)
{
  switch (spec->kind)
    {
    case BX_DICE_CUBIC:
      return 6;
    case BX_DICE_LONG:
    case BX_DICE_QIONG:
      return 4;
    case BX_DICE_ZHU:
      return 7;
    case BX_DICE_FINGERS:
      return 6;
    case BX_DICE_CALL:
      {
        guint n = 0;
        for (guint a = 1; a <= 6; a++)
          if (spec->fixed_total > a && spec->fixed_total - a <= 6)
            n++;
        return n;
      }
    default:
      g_assert_not_reached ();
    }
}

static guint
face_min (const BxDiceSpec *spec)
{
  if (spec->kind == BX_DICE_ZHU || spec->kind == BX_DICE_FINGERS)
    return 0;
  return spec->kind == BX_DICE_LONG ? 2 : 1;
}

/* The number of white sides among six 箸: six fair bits. */
static guint8
throw_zhu (BxRng *rng)
{
  guint64 bits = bx_rng_next (rng) & 0x3f;
  guint8 n = 0;

  for (; bits != 0; bits &= bits - 1)
    n++;
  return n;
}

/* @count faces of @n sides from @min, each drawn as bx_rng_uniform() draws it (the same
 * numbers of the stream, the same rejections), with the seed's mix and the rejection
 * limit computed once a throw: the dice of every move of a game are thrown here. */
static inline void
throw_faces (BxRng   *rng,
             BxThrow *out,
             guint    count,
             guint    n,
             guint    min)
{
  guint64 mixed = mix64 (rng->seed);
  guint64 counter = rng->counter;
  guint64 limit = G_MAXUINT64 - (G_MAXUINT64 % n);

  for (guint i = 0; i < count; i++)
    {
      guint64 x;

      do
        x = stream_word (mixed, counter++);
      while (x >= limit);
      out->d[i] = (guint8) (min + x % n);
    }
  rng->counter = counter;
}

/**
 * bx_dice_throw:
 * @spec: the device
 * @rng: the stream (advanced by one draw per die)
 * @out: (out caller-allocates): the throw, faces in the order drawn
 *
 * Throws the device once.  A %BX_DICE_CALL throw is a pair (a, total − a) with a drawn
 * uniformly among the possible first faces.
 */
void
bx_dice_throw (const BxDiceSpec *spec,
               BxRng            *rng,
               BxThrow          *out)
{
  g_return_if_fail (spec != NULL && rng != NULL && out != NULL);

  memset (out, 0, sizeof *out);
  if (spec->kind == BX_DICE_CALL)
    {
      guint k = bx_rng_uniform (rng, MAX (bx_dice_n_faces (spec), 1));
      for (guint a = 1; a <= 6; a++)
        {
          if (!(spec->fixed_total > a && spec->fixed_total - a <= 6))
            continue;
          if (k-- == 0)
            {
              out->n = 2;
              out->d[0] = a;
              out->d[1] = spec->fixed_total - a;
              return;
            }
        }
      return;
    }

  out->n = spec->count;
  if (spec->kind == BX_DICE_ZHU)
    {
      for (guint i = 0; i < spec->count; i++)
        out->d[i] = throw_zhu (rng);
      return;
    }
  /* The common devices with their constants, so that the division is a multiplication. */
  if (spec->kind == BX_DICE_CUBIC)
    {
      throw_faces (rng, out, spec->count, 6, 1);
      return;
    }
  if (spec->kind == BX_DICE_LONG)
    {
      throw_faces (rng, out, spec->count, 4, 2);
      return;
    }
  throw_faces (rng, out, spec->count, bx_dice_n_faces (spec), face_min (spec));
}

static int
cmp_throw_prob (gconstpointer a,
                gconstpointer b)
{
  const BxThrowProb *x = a;
  const BxThrowProb *y = b;

  for (guint i = 0; i < x->dice.n; i++)
    if (x->dice.d[i] != y->dice.d[i])
      return (int) y->dice.d[i] - (int) x->dice.d[i];
  return 0;
}

/**
 * bx_dice_enumerate:
 * @spec: the device
 *
 * Returns: (transfer full) (element-type BxThrowProb): every distinct throw (faces
 *   sorted high to low) with its exact probability in lowest terms, highest throws
 *   first; the probabilities sum to 1.
 */
GArray *
bx_dice_enumerate (const BxDiceSpec *spec)
{
  GArray *out = g_array_new (FALSE, TRUE, sizeof (BxThrowProb));
  guint faces = bx_dice_n_faces (spec);
  guint64 total = 1;
  guint idx[BX_THROW_MAX_DICE] = { 0 };
  guint count = spec->kind == BX_DICE_CALL ? 1 : spec->count;

  for (guint i = 0; i < count; i++)
    total *= faces;

  /* Walk every ordered outcome and merge those with the same sorted faces. */
  for (guint64 k = 0; k < total; k++)
    {
      BxThrowProb p = { 0 };
      guint64 r = k;
      gboolean merged = FALSE;

      for (guint i = 0; i < count; i++)
        {
          idx[i] = r % faces;
          r /= faces;
        }
      if (spec->kind == BX_DICE_CALL)
        {
          guint seen = 0;
          p.dice.n = 2;
          for (guint a = 1; a <= 6; a++)
            if (spec->fixed_total > a && spec->fixed_total - a <= 6 && seen++ == idx[0])
              {
                p.dice.d[0] = a;
                p.dice.d[1] = spec->fixed_total - a;
              }
        }
      else
        {
          p.dice.n = count;
          for (guint i = 0; i < count; i++)
            p.dice.d[i] = face_min (spec) + idx[i];
        }
      bx_throw_sort_desc (&p.dice);
      p.numerator = 1;
      p.denominator = total;
      if (spec->kind == BX_DICE_ZHU)
        {
          /* C(6, k) of the 64 ways six sticks fall (one stick: 7 outcomes, weighted). */
          static const guint binom[7] = { 1, 6, 15, 20, 15, 6, 1 };
          p.numerator = 1;
          p.denominator = 1;
          for (guint i = 0; i < count; i++)
            {
              p.numerator *= binom[idx[i]];
              p.denominator *= 64;
            }
        }
      for (guint j = 0; j < out->len; j++)
        {
          BxThrowProb *q = &g_array_index (out, BxThrowProb, j);
          if (bx_throw_equal (&q->dice, &p.dice))
            {
              q->numerator += p.numerator;
              merged = TRUE;
              break;
            }
        }
      if (!merged)
        g_array_append_val (out, p);
    }

  for (guint j = 0; j < out->len; j++)
    {
      BxThrowProb *q = &g_array_index (out, BxThrowProb, j);
      guint64 a = q->numerator, b = q->denominator;
      while (b != 0)
        {
          guint64 t = a % b;
          a = b;
          b = t;
        }
      q->numerator /= a;
      q->denominator /= a;
    }
  g_array_sort (out, cmp_throw_prob);
  return out;
}

/**
 * bx_throw_is_double:
 * @t: a throw
 *
 * Returns: %TRUE when it has two or more dice and all show the same face (重色, 准).
 */
gboolean
bx_throw_is_double (const BxThrow *t)
{
  if (t->n < 2)
    return FALSE;
  for (guint i = 1; i < t->n; i++)
    if (t->d[i] != t->d[0])
      return FALSE;
  return TRUE;
}

/**
 * bx_throw_total:
 * @t: a throw
 *
 * Returns: the sum of the faces (pips).
 */
guint
bx_throw_total (const BxThrow *t)
{
  guint s = 0;
  for (guint i = 0; i < t->n; i++)
    s += t->d[i];
  return s;
}

/**
 * bx_throw_sort_desc:
 * @t: a throw, sorted in place high to low
 */
void
bx_throw_sort_desc (BxThrow *t)
{
  for (guint i = 1; i < t->n; i++)
    for (guint j = i; j > 0 && t->d[j] > t->d[j - 1]; j--)
      {
        guint8 x = t->d[j];
        t->d[j] = t->d[j - 1];
        t->d[j - 1] = x;
      }
}

/**
 * bx_throw_equal:
 * @a: a throw
 * @b: another
 *
 * Returns: %TRUE when both have the same faces in the same order.
 */
gboolean
bx_throw_equal (const BxThrow *a,
                const BxThrow *b)
{
  if (a->n != b->n)
    return FALSE;
  return memcmp (a->d, b->d, a->n) == 0;
}

/**
 * bx_throw_to_string:
 * @t: a throw
 *
 * Returns: (transfer full): "6,2" (faces in order, comma separated); "none" for a throw
 *   with no faces (a 瓊 not thrown).
 */
char *
bx_throw_to_string (const BxThrow *t)
{
  GString *s = g_string_new (NULL);

  if (t->n == 0)
    return g_string_free (g_string_append (s, "none"), FALSE);

  for (guint i = 0; i < t->n; i++)
    g_string_append_printf (s, "%s%u", i ? "," : "", t->d[i]);
  return g_string_free (s, FALSE);
}

/**
 * bx_throw_parse:
 * @text: "6,2" (faces 0–10 separated by commas, 1–%BX_THROW_MAX_DICE of them), or "none"
 *   (no faces: a 瓊 not thrown, %BX_DICE_QIONG)
 * @out: (out caller-allocates): the throw
 * @error: %BX_ERROR_USAGE when @text is not a throw
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_throw_parse (const char  *text,
                BxThrow     *out,
                GError     **error)
{
  g_auto(GStrv) parts = NULL;

  g_return_val_if_fail (text != NULL && out != NULL, FALSE);
  memset (out, 0, sizeof *out);
  if (strcmp (text, "none") == 0)
    return TRUE;
  parts = g_strsplit (text, ",", -1);
  if (g_strv_length (parts) < 1 || g_strv_length (parts) > BX_THROW_MAX_DICE)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "'%s' is not a throw (like 6,2)", text);
      return FALSE;
    }
  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 v = 0;
      g_strstrip (parts[i]);
      if (!g_ascii_string_to_unsigned (parts[i], 10, 0, 10, &v, NULL))
        {
          g_set_error (error, BX_ERROR, BX_ERROR_USAGE,
                       "'%s' is not a throw (like 6,2): bad face '%s'", text, parts[i]);
          return FALSE;
        }
      out->d[out->n++] = (guint8) v;
    }
  return TRUE;
}

/**
 * bx_throw_is_valid:
 * @spec: the device
 * @t: a throw
 *
 * Returns: %TRUE when @spec can produce @t (right number of dice, faces in range, and
 *   for a call the right total; for the 瓊 also "none", the throw declined).
 */
gboolean
bx_throw_is_valid (const BxDiceSpec *spec,
                   const BxThrow    *t)
{
  /* Parts shown by the players: only where the device lets them, by its seats. */
  if (t->chosen != 0 && (!spec->chosen || (t->chosen >> MIN (spec->count, 8)) != 0))
    return FALSE;
  if (spec->kind == BX_DICE_QIONG && t->n == 0)
    return TRUE;
  if (spec->kind == BX_DICE_FINGERS)
    {
      /* The hands; with calls, each call is a total 0–10. */
      if (t->n != spec->count && t->n != 2 * spec->count)
        return FALSE;
      for (guint i = 0; i < t->n; i++)
        if (t->d[i] > (i < spec->count ? 5 : 10))
          return FALSE;
      return TRUE;
    }
  if (spec->kind == BX_DICE_CALL)
    return t->n == 2 && t->d[0] >= 1 && t->d[0] <= 6 && t->d[1] >= 1 && t->d[1] <= 6
           && bx_throw_total (t) == spec->fixed_total;
  if (t->n != spec->count)
    return FALSE;
  for (guint i = 0; i < t->n; i++)
    if (t->d[i] < face_min (spec) || t->d[i] >= face_min (spec) + bx_dice_n_faces (spec))
      return FALSE;
  return TRUE;
}

/**
 * bx_dice_face_name:
 * @spec: the device
 * @face: a face
 *
 * Returns: the face's name, static: for the 瓊 "塞", "白", "黑", "五" (博經's names; a
 *   game may call a face otherwise, as 簺經 calls the three-stroke face 乘) and "" for any
 *   other face; for other devices the Chinese numeral ("么", "二" … "六").
 */
const char *
bx_dice_face_name (const BxDiceSpec *spec,
                   guint             face)
{
  static const char *qiong[] = { "", "塞", "白", "黑", "五" };
  static const char *pips[] = { "", "么", "二", "三", "四", "五", "六" };
  static const char *zhu[] = { "無白", "一白", "二白", "三白", "四白", "五白", "六白" };

  g_return_val_if_fail (spec != NULL, "");
  if (spec->kind == BX_DICE_QIONG)
    return face < G_N_ELEMENTS (qiong) ? qiong[face] : "";
  if (spec->kind == BX_DICE_ZHU)
    return face < G_N_ELEMENTS (zhu) ? zhu[face] : "";
  return face < G_N_ELEMENTS (pips) ? pips[face] : "";
}

/**
 * bx_throw_has_calls:
 * @spec: the device
 * @t: a throw of it
 *
 * Returns: %TRUE when @t is a %BX_DICE_FINGERS round with calls (2 × count numbers: the
 *   hands, then the calls)
 */
gboolean
bx_throw_has_calls (const BxDiceSpec *spec,
                    const BxThrow    *t)
{
  g_return_val_if_fail (spec != NULL && t != NULL, FALSE);

  return spec->kind == BX_DICE_FINGERS && spec->count > 0 && t->n == 2 * spec->count;
}

/**
 * bx_throw_set_part:
 * @spec: a device whose parts the players show (@spec->chosen)
 * @t: a throw of it, drawn from the stream: only @seat's part changes
 * @seat: the seat showing its part, below @spec->count
 * @hand: the fingers shown, 0–5
 * @call: the total called, 0–10; used only when @t holds calls (bx_throw_has_calls())
 *
 * Puts the part a player showed in a throw: hand @seat and, in a round with calls, call
 * @seat; marks the seat in @t->chosen.  The other seats keep the stream's parts, so a
 * replay draws them again from the seed.
 *
 * Returns: %TRUE when the part fits the device; %FALSE (and @t unchanged) otherwise
 */
gboolean
bx_throw_set_part (const BxDiceSpec *spec,
                   BxThrow          *t,
                   guint             seat,
                   guint             hand,
                   guint             call)
{
  g_return_val_if_fail (spec != NULL && t != NULL, FALSE);

  if (!spec->chosen || spec->kind != BX_DICE_FINGERS || seat >= spec->count
      || seat >= 8 || t->n < spec->count || hand > 5 || call > 10)
    return FALSE;
  t->d[seat] = (guint8) hand;
  if (bx_throw_has_calls (spec, t))
    t->d[spec->count + seat] = (guint8) call;
  t->chosen |= (guint8) (1u << seat);
  return TRUE;
}

/**
 * bx_throw_merge_chosen:
 * @spec: the device
 * @drawn: the stream's throw for the turn; gets the shown parts
 * @shown: a throw (as recorded) whose @chosen seats showed their own parts
 *
 * Replaces in @drawn the parts of the seats that showed theirs in @shown: what the stream
 * and the players together make.  A recorded throw is the seed's when it equals the result.
 */
void
bx_throw_merge_chosen (const BxDiceSpec *spec,
                       BxThrow          *drawn,
                       const BxThrow    *shown)
{
  g_return_if_fail (spec != NULL && drawn != NULL && shown != NULL);

  if (spec->kind != BX_DICE_FINGERS || drawn->n != shown->n)
    return;
  for (guint seat = 0; seat < spec->count && seat < 8; seat++)
    {
      if (!(shown->chosen & (1u << seat)))
        continue;
      drawn->d[seat] = shown->d[seat];
      if (bx_throw_has_calls (spec, shown))
        drawn->d[spec->count + seat] = shown->d[spec->count + seat];
      drawn->chosen |= (guint8) (1u << seat);
    }
}
