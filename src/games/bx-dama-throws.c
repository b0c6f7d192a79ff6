/* bx-dama-throws.c: the 56 色樣 of 打馬, after the two modern readings of appendix 2 of
 * damatujing.txt (see bx-dama-throws.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-dama-throws.h"

#define S BX_DAMA_CLASS_SAN
#define H BX_DAMA_CLASS_SHANG
#define F BX_DAMA_CLASS_FA

typedef struct
{
  guint8      a, b, c;
  const char *name_a;
  BxDamaClass klass_a;
  const char *name_b;
  BxDamaClass klass_b;
  gboolean    differ;
} Row;

/* Appendix 2, in its order.  @differ marks a real disagreement of the readings, not the
 * script (驢嘴 and 驴嘴 are one name). */
static const Row rows[BX_DAMA_N_THROWS] = {
  { 6, 6, 6, "碧油", H, "碧油", H, FALSE },
  { 6, 6, 5, "黑十七", H, "黑十七", H, FALSE },
  { 6, 6, 4, "赤牛", S, "赤牛", S, FALSE },
  { 6, 6, 3, "驢嘴", S, "驴嘴", S, FALSE },
  { 6, 6, 2, "篳篥", S, "筳策", S, TRUE },
  { 6, 6, 1, "大鎗", S, "大枪", S, FALSE },
  { 6, 5, 5, "黑牛", S, "黑牛", S, FALSE },
  { 6, 5, 4, "馬軍", H, "马军", H, FALSE },
  { 6, 5, 3, "角搜", S, "角搜", S, FALSE },
  { 6, 5, 2, "暮宿", S, "暮宿", S, FALSE },
  { 6, 5, 1, "腰曲縷", S, "腰曲缨", S, TRUE },
  { 6, 4, 4, "大開門", S, "大开门", S, FALSE },
  { 6, 4, 3, "野雞頂", S, "野鸡顶", S, FALSE },
  { 6, 4, 2, "赤十二", S, "赤十二", S, FALSE },
  { 6, 4, 1, NULL, S, "急火钻", S, TRUE },
  { 6, 3, 3, "條巾", S, "条巾", S, FALSE },
  { 6, 3, 2, "靴楦", H, "靴檀", H, TRUE },
  { 6, 3, 1, "撮十", H, "撮十", H, FALSE },
  { 6, 2, 2, "夾十", S, "夹十", S, FALSE },
  { 6, 2, 1, "拐九", S, "扔九", S, TRUE },
  { 6, 1, 1, "大肚", S, "大肚", S, FALSE },
  { 5, 5, 5, "桃花重五", H, "桃花重五", H, FALSE },
  { 5, 5, 4, "正臺", S, "正台", S, FALSE },
  { 5, 5, 3, "皁鶴", S, "皂鹤", S, FALSE },
  { 5, 5, 2, "ㄚ角兒", S, "Y角儿", S, FALSE },
  { 5, 5, 1, "小鎗", S, "小枪", S, FALSE },
  { 5, 4, 4, "八五", S, "八五", S, FALSE },
  { 5, 4, 3, "花羔", S, "花盖", S, TRUE },
  { 5, 4, 2, "九二", S, "九二", S, FALSE },
  { 5, 4, 1, "急火鑽", S, "银十", H, TRUE },
  { 5, 3, 3, "䬣𩟐兒", S, "饯(食+达)儿", S, TRUE },
  { 5, 3, 2, "胡十", S, "胡十", S, FALSE },
  { 5, 3, 1, "撮九", S, "撮九", S, FALSE },
  { 5, 2, 2, "夾九", S, "夹九", S, FALSE },
  { 5, 2, 1, "拐八", S, "扔八", S, TRUE },
  { 5, 1, 1, "白七", S, "白七", S, FALSE },
  { 4, 4, 4, "堂印", H, "堂印", H, FALSE },
  { 4, 4, 3, "紅鶴", S, "红鹤", S, FALSE },
  { 4, 4, 2, "醉十", S, "平头", S, TRUE },
  { 4, 4, 1, "丁九", S, "丁九", S, FALSE },
  { 4, 3, 3, "蛾眉", S, "蛾眉", S, FALSE },
  { 4, 3, 2, "妹九", S, "妹九", S, FALSE },
  { 4, 3, 1, "撮八", S, "撮八", S, FALSE },
  { 4, 2, 2, "夾八", S, "夹八", S, FALSE },
  { 4, 2, 1, NULL, S, "扔七", S, TRUE },
  { 4, 1, 1, "拐七", S, "火筒儿", S, TRUE },
  { 3, 3, 3, "鴈行兒", H, "雁行儿", H, FALSE },
  { 3, 3, 2, "鴈八", S, "雁八", S, FALSE },
  { 3, 3, 1, "川七", S, "川七", S, FALSE },
  { 3, 2, 2, "夾七", S, "夹七", S, FALSE },
  { 3, 2, 1, "小浮圖", F, "小浮图", F, FALSE },
  { 3, 1, 1, "葫蘆", S, "葫芦头", S, TRUE },
  { 2, 2, 2, "拍板兒", H, "拍板儿", H, FALSE },
  { 2, 2, 1, "小嘴", S, "小嘴", S, FALSE },
  { 2, 1, 1, "小娘子", F, "小娘子", F, FALSE },
  { 1, 1, 1, "滿盆星", H, "满盆星", H, FALSE },
};

#undef S
#undef H
#undef F

static BxDamaThrowInfo infos[BX_DAMA_N_THROWS];
/* The index of each throw by its three dice in any order (dice 1–6 at 0–5). */
static gint8 index_of[6][6][6];
static gsize infos_ready;

static gboolean
is_named_in_text (const Row *r)
{
  /* damatujing.xingma.23 names 堂印 碧油 雁行兒 拍板兒 滿盆星: the triples but 5-5-5. */
  return r->a == r->b && r->b == r->c && r->a != 5;
}

static void
ensure_infos (void)
{
  if (!g_once_init_enter (&infos_ready))
    return;
  for (guint i = 0; i < BX_DAMA_N_THROWS; i++)
    {
      const Row *r = &rows[i];
      BxDamaThrowInfo *o = &infos[i];
      o->index = i;
      o->dice[0] = r->a;
      o->dice[1] = r->b;
      o->dice[2] = r->c;
      o->sum = (guint8) (r->a + r->b + r->c);
      o->ways = r->a == r->b && r->b == r->c ? 1 : (r->a == r->b || r->b == r->c) ? 3 : 6;
      o->name_a = r->name_a;
      o->name_b = r->name_b;
      o->klass_a = r->klass_a;
      o->klass_b = r->klass_b;
      o->names_differ = r->differ;
      o->named_in_text = is_named_in_text (r);
    }
  for (int a = 0; a < 6; a++)
    for (int b = 0; b < 6; b++)
      for (int c = 0; c < 6; c++)
        {
          int d[3] = { a + 1, b + 1, c + 1 }, x;
          /* Sort high to low, as the rows are. */
          if (d[0] < d[1])
            x = d[0], d[0] = d[1], d[1] = x;
          if (d[1] < d[2])
            x = d[1], d[1] = d[2], d[2] = x;
          if (d[0] < d[1])
            x = d[0], d[0] = d[1], d[1] = x;
          index_of[a][b][c] = -1;
          for (guint i = 0; i < BX_DAMA_N_THROWS; i++)
            if (rows[i].a == d[0] && rows[i].b == d[1] && rows[i].c == d[2])
              index_of[a][b][c] = (gint8) i;
        }
  g_once_init_leave (&infos_ready, 1);
}

/**
 * _bx_dama_throw_infos:
 *
 * Returns: (transfer none): the BX_DAMA_N_THROWS 色樣 in the order of appendix 2, as
 *   bx_dama_throw_info() gives them one by one, for the engine's inner loops.
 */
const BxDamaThrowInfo *
_bx_dama_throw_infos (void)
{
  ensure_infos ();
  return infos;
}

/**
 * bx_dama_throw_info:
 * @index: 0–55
 *
 * Returns: (transfer none): the 色樣 at @index (the order of appendix 2).
 */
const BxDamaThrowInfo *
bx_dama_throw_info (guint index)
{
  g_return_val_if_fail (index < BX_DAMA_N_THROWS, NULL);
  ensure_infos ();
  return &infos[index];
}

/**
 * bx_dama_throw_index:
 * @t: a throw of three dice, in any order
 *
 * Returns: the index of its 色樣, or -1 when @t is not three dice 1–6.
 */
int
bx_dama_throw_index (const BxThrow *t)
{
  if (t == NULL || t->n != 3)
    return -1;
  for (guint i = 0; i < 3; i++)
    if (t->d[i] < 1 || t->d[i] > 6)
      return -1;
  ensure_infos ();
  return index_of[t->d[0] - 1][t->d[1] - 1][t->d[2] - 1];
}

/**
 * bx_dama_throw_name:
 * @info: a 色樣
 *
 * Without a game this does not know which reading's classes are in use: it gives reading
 * A's name (traditional characters), else reading B's, and is only for lists that show
 * both readings.  With a game, use bx_dama_game_throw_name(), which never pairs one
 * reading's name with the other's class.
 *
 * Returns: reading A's name, else reading B's.
 */
const char *
bx_dama_throw_name (const BxDamaThrowInfo *info)
{
  return info->name_a != NULL ? info->name_a : info->name_b;
}

/** bx_dama_class_to_string: Returns: "san", "shang" or "fa". */
const char *
bx_dama_class_to_string (BxDamaClass klass)
{
  switch (klass)
    {
    case BX_DAMA_CLASS_SHANG:
      return "shang";
    case BX_DAMA_CLASS_FA:
      return "fa";
    case BX_DAMA_CLASS_SAN:
    default:
      return "san";
    }
}

/** bx_dama_class_to_zh: Returns: "散", "賞" or "罰". */
const char *
bx_dama_class_to_zh (BxDamaClass klass)
{
  switch (klass)
    {
    case BX_DAMA_CLASS_SHANG:
      return "賞";
    case BX_DAMA_CLASS_FA:
      return "罰";
    case BX_DAMA_CLASS_SAN:
    default:
      return "散";
    }
}

/** bx_dama_throw_is_triple: Returns: %TRUE for 渾花 (three equal faces). */
gboolean
bx_dama_throw_is_triple (const BxDamaThrowInfo *info)
{
  return info->dice[0] == info->dice[1] && info->dice[1] == info->dice[2];
}
