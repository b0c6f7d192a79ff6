/* bx-dice.h: a seedable, replayable random stream and the throw devices
 *
 * The stream is counter based (SplitMix64 of seed and index), so the n-th number of a
 * game depends only on (seed, n): a game replays from its seed, and two games on the same
 * seed see the same throws (twin boards).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The most dice one throw may hold (大食 uses three; four leaves room). */
#define BX_THROW_MAX_DICE 4

/**
 * BxRng:
 * @seed: the game's seed
 * @counter: how many numbers have been drawn so far
 *
 * A counter-based generator: a plain value, copy it to fork the stream.
 */
typedef struct
{
  guint64 seed;
  guint64 counter;
} BxRng;

/**
 * BxDiceKind:
 * @BX_DICE_CUBIC: ordinary six-faced dice, faces 1–6
 * @BX_DICE_LONG: long dice (長骰), four faces 2–5, no 1 and no 6 (南皮雙陸)
 * @BX_DICE_CALL: no dice: a call whose faces always total @fixed_total (不打雙陸);
 *   the pairs (a, total − a) with both faces in 1–6 are equally likely
 * @BX_DICE_QIONG: the 瓊 of 博經 (bojing.bojing.5–.10): a long die with four marked long
 *   faces, equally likely: 1 = 塞 (one stroke), 2 = 白 (two), 3 = 黑 (three), 4 = 五
 *   (blank).  A throw with no faces (n = 0, "none") is a 瓊 not thrown (塞之間)
 * @BX_DICE_ZHU: the six 箸 (sticks) of 大博 (bojing.yanshi.10), read as one number, the
 *   count of sticks that fall white side up (0–6); each stick falls either way with equal
 *   chance, so k white has probability C(6, k)/64
 * @BX_DICE_FINGERS: one-hand finger-guessing (猜拳, seed 001): each of @count hands shows
 *   0–5 fingers, equally likely; a throw of 2 × @count numbers is a round with calls (the
 *   hands, then each player's call of the total, 0–10).  Hand i (and call i) is seat i's,
 *   its "part" of the throw; the players may show their parts themselves (@chosen)
 */
typedef enum
{
  BX_DICE_CUBIC,
  BX_DICE_LONG,
  BX_DICE_CALL,
  BX_DICE_QIONG,
  BX_DICE_ZHU,
  BX_DICE_FINGERS,
} BxDiceKind;

/* The faces of the 瓊 (BX_DICE_QIONG). */
#define BX_QIONG_SAI  1   /* 塞: one stroke */
#define BX_QIONG_BAI  2   /* 白: two strokes */
#define BX_QIONG_HEI  3   /* 黑: three strokes */
#define BX_QIONG_WU   4   /* 五: the blank face */

/**
 * BxDiceSpec:
 * @kind: the device
 * @count: the number of dice thrown at once (1–%BX_THROW_MAX_DICE)
 * @fixed_total: for %BX_DICE_CALL, the total of every call (7); else 0
 * @chosen: the players show their own parts of the throw (their hand and call, for
 *   %BX_DICE_FINGERS): a human's part is chosen, the rest is drawn from the stream
 *   (bx_throw_set_part()).  The default of %BX_DICE_FINGERS; ruleset param `dice.chosen`
 */
typedef struct
{
  BxDiceKind kind;
  guint      count;
  guint      fixed_total;
  gboolean   chosen;
} BxDiceSpec;

/**
 * BxThrow:
 * @n: the number of dice
 * @d: the faces, in the order thrown (not sorted)
 * @chosen: bit i set: seat i showed its own part (bx_throw_set_part()) instead of the
 *   stream's; 0 for a throw drawn whole.  bx_throw_equal() and the text form ignore it
 */
typedef struct
{
  guint8 n;
  guint8 d[BX_THROW_MAX_DICE];
  guint8 chosen;
} BxThrow;

/**
 * BxThrowProb:
 * @dice: the faces, sorted high to low (the throw as a class: 6,2 and 2,6 are one entry)
 * @numerator: the exact probability is @numerator / @denominator, in lowest terms
 * @denominator:
 */
typedef struct
{
  BxThrow dice;
  guint64 numerator;
  guint64 denominator;
} BxThrowProb;

void     bx_rng_init           (BxRng            *rng,
                                guint64           seed);
guint64  bx_rng_at             (guint64           seed,
                                guint64           index);
guint64  bx_rng_next           (BxRng            *rng);
guint    bx_rng_uniform        (BxRng            *rng,
                                guint             n);

void     bx_dice_spec_init_cubic (BxDiceSpec     *spec,
                                  guint           count);
guint    bx_dice_n_faces       (const BxDiceSpec *spec);
void     bx_dice_throw         (const BxDiceSpec *spec,
                                BxRng            *rng,
                                BxThrow          *out);
GArray  *bx_dice_enumerate     (const BxDiceSpec *spec);

gboolean bx_throw_is_double    (const BxThrow    *t);
guint    bx_throw_total        (const BxThrow    *t);
void     bx_throw_sort_desc    (BxThrow          *t);
gboolean bx_throw_equal        (const BxThrow    *a,
                                const BxThrow    *b);
char    *bx_throw_to_string    (const BxThrow    *t);
gboolean bx_throw_parse        (const char       *text,
                                BxThrow          *out,
                                GError          **error);
gboolean bx_throw_is_valid     (const BxDiceSpec *spec,
                                const BxThrow    *t);
const char *bx_dice_face_name  (const BxDiceSpec *spec,
                                guint             face);

/* Throws the players show themselves (BxDiceSpec.chosen). */
gboolean bx_throw_has_calls    (const BxDiceSpec *spec,
                                const BxThrow    *t);
gboolean bx_throw_set_part     (const BxDiceSpec *spec,
                                BxThrow          *t,
                                guint             seat,
                                guint             hand,
                                guint             call);
void     bx_throw_merge_chosen (const BxDiceSpec *spec,
                                BxThrow          *drawn,
                                const BxThrow    *shown);

G_END_DECLS
