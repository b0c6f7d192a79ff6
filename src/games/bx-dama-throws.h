/* bx-dama-throws.h: the 56 色樣 of 打馬 (three dice, order ignored) with their classes and
 * names
 *
 * 打馬賦 counts 五十六采 (damatujing.fu.26): the unordered throws of three dice.  The 色樣圖
 * itself is a lost picture (damatujing.mulu.2); the names and classes here are the two
 * modern readings of appendix 2 of damatujing.txt: reading A (rec.sheyang-a, the daba
 * project, 54 names, ten 賞) and reading B (rec.sheyang-b, dice_try.js, 56 names in
 * simplified characters as found, eleven 賞, which agrees with seed 004).  Every name is
 * interpreted; only 堂印, 碧油, 雁行兒, 拍板兒 and 滿盆星 are named by the classical text
 * (damatujing.xingma.23), without their faces.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-dice.h"

G_BEGIN_DECLS

#define BX_DAMA_N_THROWS 56
#define BX_DAMA_N_ORDERED 216

/**
 * BxDamaClass:
 * @BX_DAMA_CLASS_SAN: 散采, an ordinary throw
 * @BX_DAMA_CLASS_SHANG: 賞采, a reward throw
 * @BX_DAMA_CLASS_FA: 罰采, a penalty throw
 */
typedef enum
{
  BX_DAMA_CLASS_SAN,
  BX_DAMA_CLASS_SHANG,
  BX_DAMA_CLASS_FA,
} BxDamaClass;

/**
 * BxDamaThrowInfo:
 * @index: 0–55, the order of appendix 2 (6-6-6 first, 1-1-1 last)
 * @dice: the faces, high to low
 * @sum: their total, 3–18
 * @ways: ordered throws out of 216 (1, 3 or 6)
 * @name_a: reading A's name, or NULL where reading A has none (6-4-1, 4-2-1)
 * @name_b: reading B's name, simplified characters as found
 * @klass_a: reading A's class
 * @klass_b: reading B's class (seed 004's eleven 賞 and two 罰)
 * @names_differ: the two readings name the throw differently (beyond the script)
 * @named_in_text: the name occurs in the classical text (damatujing.xingma.23)
 */
typedef struct
{
  guint        index;
  guint8       dice[3];
  guint8       sum;
  guint8       ways;
  const char  *name_a;
  const char  *name_b;
  BxDamaClass  klass_a;
  BxDamaClass  klass_b;
  gboolean     names_differ;
  gboolean     named_in_text;
} BxDamaThrowInfo;

const BxDamaThrowInfo *bx_dama_throw_info      (guint          index);
int                    bx_dama_throw_index     (const BxThrow *t);
const char            *bx_dama_throw_name      (const BxDamaThrowInfo *info);
const char            *bx_dama_class_to_string (BxDamaClass    klass);
const char            *bx_dama_class_to_zh     (BxDamaClass    klass);
gboolean               bx_dama_throw_is_triple (const BxDamaThrowInfo *info);

/* All of them at once, in index order (for the engine's inner loops). */
const BxDamaThrowInfo *_bx_dama_throw_infos (void);

G_END_DECLS
