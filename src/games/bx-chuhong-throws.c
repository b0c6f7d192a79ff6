/* bx-chuhong-throws.c: the classifier of a 除紅 throw and the 標目六十二條
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-chuhong-throws.h"

#include <string.h>

/* The 62 lines of 標目六十二條 in the order of the list (chuhongpu.biaomu): index, group,
 * the four dice high to low, the line, the combination, the name, the English name, the
 * category, the 帖, the points (one 4 removed), the line's clause and the naming clause.
 * The four lines 雙紅雙么 … 雙紅雙五 and the nine lines 雙么雙二 … 雙三雙六 have no name of
 * their own: the lines 雙紅雙六為紅葉兒俱賞三帖 and 雙五雙六為素葉兒俱賞二帖 name the whole
 * group (俱), so they carry the group's name (rule zhifa.biaomu-groups, interpreted). */
static const BxChuhongLine lines[BX_CHUHONG_N_LINES] = {
  { 0, "hunhua", { 4, 4, 4, 4 }, "渾四為滿園春賞六帖", "渾四",
    "滿園春", "Spring Fills the Garden", BX_CHUHONG_CLASS_SHANG, 6, 0,
    "chuhongpu.biaomu.hunhua.1", "chuhongpu.biaomu.hunhua.1" },
  { 1, "hunhua", { 6, 6, 6, 6 }, "渾六為混江龍賞五帖", "渾六",
    "混江龍", "Dragon Stirring the River", BX_CHUHONG_CLASS_SHANG, 5, 0,
    "chuhongpu.biaomu.hunhua.2", "chuhongpu.biaomu.hunhua.2" },
  { 2, "hunhua", { 5, 5, 5, 5 }, "渾五為碧牡丹賞五帖", "渾五",
    "碧牡丹", "Jade-green Peony", BX_CHUHONG_CLASS_SHANG, 5, 0,
    "chuhongpu.biaomu.hunhua.3", "chuhongpu.biaomu.hunhua.3" },
  { 3, "hunhua", { 3, 3, 3, 3 }, "渾三為鴈行兒賞五帖", "渾三",
    "鴈行兒", "Wild Geese in Line", BX_CHUHONG_CLASS_SHANG, 5, 0,
    "chuhongpu.biaomu.hunhua.4", "chuhongpu.biaomu.hunhua.4" },
  { 4, "hunhua", { 2, 2, 2, 2 }, "渾二為拍枚兒賞五帖", "渾二",
    "拍枚兒", "Clappers", BX_CHUHONG_CLASS_SHANG, 5, 0,
    "chuhongpu.biaomu.hunhua.5", "chuhongpu.biaomu.hunhua.5" },
  { 5, "hunhua", { 1, 1, 1, 1 }, "渾么為滿盆星賞五帖", "渾么",
    "滿盆星", "Stars Filling the Basin", BX_CHUHONG_CLASS_SHANG, 5, 0,
    "chuhongpu.biaomu.hunhua.6", "chuhongpu.biaomu.hunhua.6" },
  { 6, "sanhong", { 4, 4, 4, 1 }, "三紅一么為花心動賞五帖", "三紅一么",
    "花心動", "The Flower's Heart Stirs", BX_CHUHONG_CLASS_SHANG, 5, 0,
    "chuhongpu.biaomu.sanhong.1", "chuhongpu.biaomu.sanhong.1" },
  { 7, "sanhong", { 4, 4, 4, 2 }, "三紅一二為蝶戀花賞四帖", "三紅一二",
    "蝶戀花", "Butterfly Loves Flowers", BX_CHUHONG_CLASS_SHANG, 4, 0,
    "chuhongpu.biaomu.sanhong.2", "chuhongpu.biaomu.sanhong.2" },
  { 8, "sanhong", { 4, 4, 4, 3 }, "三紅一三為紅衫兒賞四帖", "三紅一三",
    "紅衫兒", "Red Jacket", BX_CHUHONG_CLASS_SHANG, 4, 0,
    "chuhongpu.biaomu.sanhong.3", "chuhongpu.biaomu.sanhong.3" },
  { 9, "sanhong", { 5, 4, 4, 4 }, "三紅一五為錦上花賞四帖", "三紅一五",
    "錦上花", "Flowers on Brocade", BX_CHUHONG_CLASS_SHANG, 4, 0,
    "chuhongpu.biaomu.sanhong.4", "chuhongpu.biaomu.sanhong.4" },
  { 10, "sanhong", { 6, 4, 4, 4 }, "三紅一六為銷金帳賞四帖", "三紅一六",
    "銷金帳", "Gold-spangled Curtain", BX_CHUHONG_CLASS_SHANG, 4, 0,
    "chuhongpu.biaomu.sanhong.5", "chuhongpu.biaomu.sanhong.5" },
  { 11, "shuanghong", { 4, 4, 1, 1 }, "雙紅雙么", "雙紅雙么",
    "紅葉兒", "Red Leaves", BX_CHUHONG_CLASS_SHANG, 3, 0,
    "chuhongpu.biaomu.shuanghong.1", "chuhongpu.biaomu.shuanghong.5" },
  { 12, "shuanghong", { 4, 4, 2, 2 }, "雙紅雙二", "雙紅雙二",
    "紅葉兒", "Red Leaves", BX_CHUHONG_CLASS_SHANG, 3, 0,
    "chuhongpu.biaomu.shuanghong.2", "chuhongpu.biaomu.shuanghong.5" },
  { 13, "shuanghong", { 4, 4, 3, 3 }, "雙紅雙三", "雙紅雙三",
    "紅葉兒", "Red Leaves", BX_CHUHONG_CLASS_SHANG, 3, 0,
    "chuhongpu.biaomu.shuanghong.3", "chuhongpu.biaomu.shuanghong.5" },
  { 14, "shuanghong", { 5, 5, 4, 4 }, "雙紅雙五", "雙紅雙五",
    "紅葉兒", "Red Leaves", BX_CHUHONG_CLASS_SHANG, 3, 0,
    "chuhongpu.biaomu.shuanghong.4", "chuhongpu.biaomu.shuanghong.5" },
  { 15, "shuanghong", { 6, 6, 4, 4 }, "雙紅雙六為紅葉兒俱賞三帖", "雙紅雙六",
    "紅葉兒", "Red Leaves", BX_CHUHONG_CLASS_SHANG, 3, 0,
    "chuhongpu.biaomu.shuanghong.5", "chuhongpu.biaomu.shuanghong.5" },
  { 16, "shuanghong", { 6, 5, 4, 4 }, "雙紅五六為節節髙賞三帖", "雙紅五六",
    "節節髙", "Higher at Every Joint", BX_CHUHONG_CLASS_SHANG, 3, 0,
    "chuhongpu.biaomu.shuanghong.6", "chuhongpu.biaomu.shuanghong.6" },
  { 17, "duizi", { 2, 2, 1, 1 }, "雙么雙二", "雙么雙二",
    "素葉兒", "Plain Leaves", BX_CHUHONG_CLASS_SHANG, 2, 0,
    "chuhongpu.biaomu.duizi.1", "chuhongpu.biaomu.duizi.10" },
  { 18, "duizi", { 3, 3, 1, 1 }, "雙么雙三", "雙么雙三",
    "素葉兒", "Plain Leaves", BX_CHUHONG_CLASS_SHANG, 2, 0,
    "chuhongpu.biaomu.duizi.2", "chuhongpu.biaomu.duizi.10" },
  { 19, "duizi", { 5, 5, 1, 1 }, "雙么雙五", "雙么雙五",
    "素葉兒", "Plain Leaves", BX_CHUHONG_CLASS_SHANG, 2, 0,
    "chuhongpu.biaomu.duizi.3", "chuhongpu.biaomu.duizi.10" },
  { 20, "duizi", { 6, 6, 1, 1 }, "雙么雙六", "雙么雙六",
    "素葉兒", "Plain Leaves", BX_CHUHONG_CLASS_SHANG, 2, 0,
    "chuhongpu.biaomu.duizi.4", "chuhongpu.biaomu.duizi.10" },
  { 21, "duizi", { 3, 3, 2, 2 }, "雙二雙三", "雙二雙三",
    "素葉兒", "Plain Leaves", BX_CHUHONG_CLASS_SHANG, 2, 0,
    "chuhongpu.biaomu.duizi.5", "chuhongpu.biaomu.duizi.10" },
  { 22, "duizi", { 5, 5, 2, 2 }, "雙二雙五", "雙二雙五",
    "素葉兒", "Plain Leaves", BX_CHUHONG_CLASS_SHANG, 2, 0,
    "chuhongpu.biaomu.duizi.6", "chuhongpu.biaomu.duizi.10" },
  { 23, "duizi", { 6, 6, 2, 2 }, "雙二雙六", "雙二雙六",
    "素葉兒", "Plain Leaves", BX_CHUHONG_CLASS_SHANG, 2, 0,
    "chuhongpu.biaomu.duizi.7", "chuhongpu.biaomu.duizi.10" },
  { 24, "duizi", { 5, 5, 3, 3 }, "雙三雙五", "雙三雙五",
    "素葉兒", "Plain Leaves", BX_CHUHONG_CLASS_SHANG, 2, 0,
    "chuhongpu.biaomu.duizi.8", "chuhongpu.biaomu.duizi.10" },
  { 25, "duizi", { 6, 6, 3, 3 }, "雙三雙六", "雙三雙六",
    "素葉兒", "Plain Leaves", BX_CHUHONG_CLASS_SHANG, 2, 0,
    "chuhongpu.biaomu.duizi.9", "chuhongpu.biaomu.duizi.10" },
  { 26, "duizi", { 6, 6, 5, 5 }, "雙五雙六為素葉兒俱賞二帖", "雙五雙六",
    "素葉兒", "Plain Leaves", BX_CHUHONG_CLASS_SHANG, 2, 0,
    "chuhongpu.biaomu.duizi.10", "chuhongpu.biaomu.duizi.10" },
  { 27, "d18", { 6, 6, 6, 4 }, "六六六為得勝令賞五帖", "六六六",
    "得勝令", "Victory Song", BX_CHUHONG_CLASS_SHANG, 5, 18,
    "chuhongpu.biaomu.d18.1", "chuhongpu.biaomu.d18.1" },
  { 28, "d17", { 6, 6, 5, 4 }, "五六六為皂羅袍賞二帖", "五六六",
    "皂羅袍", "Black Silk Robe", BX_CHUHONG_CLASS_SHANG, 2, 17,
    "chuhongpu.biaomu.d17.1", "chuhongpu.biaomu.d17.1" },
  { 29, "d16", { 6, 5, 5, 4 }, "五五六為雪兒梅賞一帖", "五五六",
    "雪兒梅", "Snow Plum", BX_CHUHONG_CLASS_SHANG, 1, 16,
    "chuhongpu.biaomu.d16.1", "chuhongpu.biaomu.d16.1" },
  { 30, "d15", { 5, 5, 5, 4 }, "五五五為永團圓賞一帖", "五五五",
    "永團圓", "Forever United", BX_CHUHONG_CLASS_SHANG, 1, 15,
    "chuhongpu.biaomu.d15.1", "chuhongpu.biaomu.d15.1" },
  { 31, "d15", { 6, 6, 4, 3 }, "三六六為皂鵰旗賞一帖", "三六六",
    "皂鵰旗", "Black Eagle Banner", BX_CHUHONG_CLASS_SHANG, 1, 15,
    "chuhongpu.biaomu.d15.2", "chuhongpu.biaomu.d15.2" },
  { 32, "d14", { 6, 5, 4, 3 }, "三五六為穿花鳯賞一帖", "三五六",
    "穿花鳯", "Phoenix Threading the Flowers", BX_CHUHONG_CLASS_SHANG, 1, 14,
    "chuhongpu.biaomu.d14.1", "chuhongpu.biaomu.d14.1" },
  { 33, "d14", { 6, 6, 4, 2 }, "二六六為鐵道冠賞一帖", "二六六",
    "鐵道冠", "Iron Daoist Cap", BX_CHUHONG_CLASS_SHANG, 1, 14,
    "chuhongpu.biaomu.d14.2", "chuhongpu.biaomu.d14.2" },
  { 34, "d13", { 6, 5, 4, 2 }, "二五六為埜雞頸賞三帖", "二五六",
    "埜雞頸", "Pheasant's Neck", BX_CHUHONG_CLASS_SHANG, 3, 13,
    "chuhongpu.biaomu.d13.1", "chuhongpu.biaomu.d13.1" },
  { 35, "d13", { 6, 6, 4, 1 }, "么六六為㸃綘脣賞二帖", "么六六",
    "㸃綘脣", "Touch of Crimson Lips", BX_CHUHONG_CLASS_SHANG, 2, 13,
    "chuhongpu.biaomu.d13.2", "chuhongpu.biaomu.d13.2" },
  { 36, "d13", { 5, 5, 4, 3 }, "三五五為鳯歸雲賞二帖", "三五五",
    "鳯歸雲", "Phoenix Returns to the Clouds", BX_CHUHONG_CLASS_SHANG, 2, 13,
    "chuhongpu.biaomu.d13.3", "chuhongpu.biaomu.d13.3" },
  { 37, "d12", { 5, 5, 4, 2 }, "二五五為十二時賞四帖", "二五五",
    "十二時", "Twelve Hours", BX_CHUHONG_CLASS_SHANG, 4, 12,
    "chuhongpu.biaomu.d12.1", "chuhongpu.biaomu.d12.1" },
  { 38, "d12", { 6, 4, 3, 3 }, "三三六為鷓鴣天賽色", "三三六",
    "鷓鴣天", "Partridge Sky", BX_CHUHONG_CLASS_SAI, 0, 12,
    "chuhongpu.biaomu.d12.2", "chuhongpu.biaomu.d12.2" },
  { 39, "d12", { 6, 5, 4, 1 }, "么五六為巫山一段雲賽色", "么五六",
    "巫山一段雲", "A Cloud over Mount Wu", BX_CHUHONG_CLASS_SAI, 0, 12,
    "chuhongpu.biaomu.d12.3", "chuhongpu.biaomu.d12.3" },
  { 40, "d11", { 5, 4, 3, 3 }, "三三五為鵲踏枝賽色", "三三五",
    "鵲踏枝", "Magpie on the Branch", BX_CHUHONG_CLASS_SAI, 0, 11,
    "chuhongpu.biaomu.d11.1", "chuhongpu.biaomu.d11.1" },
  { 41, "d11", { 5, 5, 4, 1 }, "么五五為梅梢月賽色", "么五五",
    "梅梢月", "Moon over the Plum Tips", BX_CHUHONG_CLASS_SAI, 0, 11,
    "chuhongpu.biaomu.d11.2", "chuhongpu.biaomu.d11.2" },
  { 42, "d11", { 6, 4, 3, 2 }, "二三六為畵眉不盡賽色", "二三六",
    "畵眉不盡", "Endless Brow-painting", BX_CHUHONG_CLASS_SAI, 0, 11,
    "chuhongpu.biaomu.d11.3", "chuhongpu.biaomu.d11.3" },
  { 43, "d10", { 6, 4, 2, 2 }, "二二六為夾十兒賽色", "二二六",
    "夾十兒", "Pinched Ten", BX_CHUHONG_CLASS_SAI, 0, 10,
    "chuhongpu.biaomu.d10.1", "chuhongpu.biaomu.d10.1" },
  { 44, "d10", { 6, 4, 3, 1 }, "么三六為撮十兒賽色", "么三六",
    "撮十兒", "Gathered Ten", BX_CHUHONG_CLASS_SAI, 0, 10,
    "chuhongpu.biaomu.d10.2", "chuhongpu.biaomu.d10.2" },
  { 45, "d10", { 5, 4, 3, 2 }, "二三五為落梅花賽色", "二三五",
    "落梅花", "Falling Plum Blossom", BX_CHUHONG_CLASS_SAI, 0, 10,
    "chuhongpu.biaomu.d10.3", "chuhongpu.biaomu.d10.3" },
  { 46, "d9", { 4, 3, 3, 3 }, "三三三為栁葉兒罰四帖", "三三三",
    "栁葉兒", "Willow Leaves", BX_CHUHONG_CLASS_FA, 4, 9,
    "chuhongpu.biaomu.d9.1", "chuhongpu.biaomu.d9.1" },
  { 47, "d9", { 6, 4, 2, 1 }, "么二六為女冠子賽色", "么二六",
    "女冠子", "The Daoist Nun", BX_CHUHONG_CLASS_SAI, 0, 9,
    "chuhongpu.biaomu.d9.2", "chuhongpu.biaomu.d9.2" },
  { 48, "d9", { 5, 4, 3, 1 }, "么三五為一剪梅賽色", "么三五",
    "一剪梅", "A Sprig of Plum", BX_CHUHONG_CLASS_SAI, 0, 9,
    "chuhongpu.biaomu.d9.3", "chuhongpu.biaomu.d9.3" },
  { 49, "d9", { 5, 4, 2, 2 }, "二二五為鎻南枝賽色", "二二五",
    "鎻南枝", "Locking the Southern Branch", BX_CHUHONG_CLASS_SAI, 0, 9,
    "chuhongpu.biaomu.d9.4", "chuhongpu.biaomu.d9.4" },
  { 50, "d8", { 5, 4, 2, 1 }, "么二五為鎻頂八罰三帖", "么二五",
    "鎻頂八", "Lock-top Eight", BX_CHUHONG_CLASS_FA, 3, 8,
    "chuhongpu.biaomu.d8.1", "chuhongpu.biaomu.d8.1" },
  { 51, "d8", { 6, 4, 1, 1 }, "么么六為睜眼八罰二帖", "么么六",
    "睜眼八", "Open-eyed Eight", BX_CHUHONG_CLASS_FA, 2, 8,
    "chuhongpu.biaomu.d8.2", "chuhongpu.biaomu.d8.2" },
  { 52, "d8", { 4, 3, 3, 2 }, "二三三為鴈兒八罰二帖", "二三三",
    "鴈兒八", "Wild-goose Eight", BX_CHUHONG_CLASS_FA, 2, 8,
    "chuhongpu.biaomu.d8.3", "chuhongpu.biaomu.d8.3" },
  { 53, "d7", { 4, 3, 3, 1 }, "么三三為川七兒罰一帖", "么三三",
    "川七兒", "River Seven", BX_CHUHONG_CLASS_FA, 1, 7,
    "chuhongpu.biaomu.d7.1", "chuhongpu.biaomu.d7.1" },
  { 54, "d7", { 5, 4, 1, 1 }, "么么五為白七兒罰一帖", "么么五",
    "白七兒", "White Seven", BX_CHUHONG_CLASS_FA, 1, 7,
    "chuhongpu.biaomu.d7.2", "chuhongpu.biaomu.d7.2" },
  { 55, "d7", { 4, 3, 2, 2 }, "二二三為夾七兒罰一帖", "二二三",
    "夾七兒", "Pinched Seven", BX_CHUHONG_CLASS_FA, 1, 7,
    "chuhongpu.biaomu.d7.3", "chuhongpu.biaomu.d7.3" },
  { 56, "d6", { 4, 3, 2, 1 }, "么二三為耍孩兒罰三帖", "么二三",
    "耍孩兒", "Playful Child", BX_CHUHONG_CLASS_FA, 3, 6,
    "chuhongpu.biaomu.d6.1", "chuhongpu.biaomu.d6.1" },
  { 57, "d6", { 4, 2, 2, 2 }, "二二二為粉蝶兒罰一帖", "二二二",
    "粉蝶兒", "Powdered Butterfly", BX_CHUHONG_CLASS_FA, 1, 6,
    "chuhongpu.biaomu.d6.2", "chuhongpu.biaomu.d6.2" },
  { 58, "d5", { 4, 2, 2, 1 }, "么二二為五供養罰一帖", "么二二",
    "五供養", "Five Offerings", BX_CHUHONG_CLASS_FA, 1, 5,
    "chuhongpu.biaomu.d5.1", "chuhongpu.biaomu.d5.1" },
  { 59, "d5", { 4, 3, 1, 1 }, "么么三為葫蘆兒罰一帖", "么么三",
    "葫蘆兒", "Gourd", BX_CHUHONG_CLASS_FA, 1, 5,
    "chuhongpu.biaomu.d5.2", "chuhongpu.biaomu.d5.2" },
  { 60, "d4", { 4, 2, 1, 1 }, "么么二為咬牙四罰三帖", "么么二",
    "咬牙四", "Clenched-teeth Four", BX_CHUHONG_CLASS_FA, 3, 4,
    "chuhongpu.biaomu.d4.1", "chuhongpu.biaomu.d4.1" },
  { 61, "d3", { 4, 1, 1, 1 }, "么么么為快活三罰五帖", "么么么",
    "快活三", "Merry Three", BX_CHUHONG_CLASS_FA, 5, 3,
    "chuhongpu.biaomu.d3.1", "chuhongpu.biaomu.d3.1" },
};

static void
sort_desc (guint8 *d)
{
  for (guint i = 1; i < 4; i++)
    for (guint j = i; j > 0 && d[j - 1] < d[j]; j--)
      {
        guint8 tmp = d[j];
        d[j] = d[j - 1];
        d[j - 1] = tmp;
      }
}

static const BxChuhongLine *
find_dice (const guint8 *sorted)
{
  for (guint i = 0; i < BX_CHUHONG_N_LINES; i++)
    if (memcmp (lines[i].dice, sorted, 4) == 0)
      return &lines[i];
  return NULL;
}

/* The number of orders in which four dice can show a sorted combination. */
static guint
orders (const guint8 *sorted)
{
  guint n = 24, run = 1;

  for (guint i = 1; i <= 4; i++)
    {
      if (i < 4 && sorted[i] == sorted[i - 1])
        {
          run++;
          continue;
        }
      for (guint k = 2; k <= run; k++)
        n /= k;
      run = 1;
    }
  return n;
}

/**
 * bx_chuhong_line:
 * @index: 0–61
 *
 * Returns: (nullable): the line of the list, static; NULL when out of range.
 */
const BxChuhongLine *
bx_chuhong_line (guint index)
{
  g_return_val_if_fail (index < BX_CHUHONG_N_LINES, NULL);
  return &lines[index];
}

/**
 * bx_chuhong_line_find:
 * @clause: a line's clause id ("chuhongpu.biaomu.d8.1")
 *
 * Returns: (nullable): the line, static, or NULL.
 */
const BxChuhongLine *
bx_chuhong_line_find (const char *clause)
{
  g_return_val_if_fail (clause != NULL, NULL);
  for (guint i = 0; i < BX_CHUHONG_N_LINES; i++)
    if (strcmp (lines[i].clause, clause) == 0)
      return &lines[i];
  return NULL;
}

/**
 * bx_chuhong_classify:
 * @t: a throw of four dice (1–6), in the order thrown
 * @out: (out caller-allocates): the classification
 *
 * Classifies @t by the 擲法 and names it from the list.  A throw with no 4 counts only as
 * one of 渾花 or 素葉兒 (zhifa.13), with exactly two 4s only as 紅葉兒 or 節節髙 (zhifa.12);
 * with one, three or four 4s it always has a line.
 *
 * Returns: %TRUE when the throw counts; %FALSE for a void throw (@out says why) or a
 *   throw that is not four dice 1–6 (@out is then void with no clause).
 */
gboolean
bx_chuhong_classify (const BxThrow *t,
                     BxChuhongInfo *out)
{
  guint8 sorted[4];
  guint sum = 0;

  g_return_val_if_fail (t != NULL && out != NULL, FALSE);
  memset (out, 0, sizeof *out);
  out->removed = -1;
  if (t->n != 4)
    return FALSE;
  for (guint i = 0; i < 4; i++)
    {
      if (t->d[i] < 1 || t->d[i] > 6)
        return FALSE;
      sorted[i] = t->d[i];
      sum += t->d[i];
      if (t->d[i] == BX_CHUHONG_RED)
        {
          if (out->removed < 0)
            out->removed = (gint8) i;
          out->n_red++;
        }
    }
  sort_desc (sorted);
  out->points = out->n_red == 1 ? (guint8) (sum - BX_CHUHONG_RED) : 0;
  out->line = find_dice (sorted);
  if (out->line == NULL)
    {
      /* Only 散色 and 强紅 are missing from the list. */
      g_assert (out->n_red == 0 || out->n_red == 2);
      out->klass = BX_CHUHONG_CLASS_VOID;
      out->void_kind = out->n_red == 0 ? BX_CHUHONG_VOID_SANSE : BX_CHUHONG_VOID_QIANGHONG;
      out->clause = bx_chuhong_void_clause (out->void_kind);
      return FALSE;
    }
  out->klass = out->line->klass;
  out->tie = out->line->tie;
  out->clause = out->line->clause;
  return TRUE;
}

/**
 * bx_chuhong_line_ways:
 * @line: a line
 *
 * Returns: in how many of the 1296 ordered throws of four dice the line's combination
 *   shows.
 */
guint
bx_chuhong_line_ways (const BxChuhongLine *line)
{
  g_return_val_if_fail (line != NULL, 0);
  return orders (line->dice);
}

/**
 * bx_chuhong_void_ways:
 * @kind: %BX_CHUHONG_VOID_SANSE or %BX_CHUHONG_VOID_QIANGHONG
 *
 * Returns: in how many of the 1296 ordered throws the throw is void for that reason.
 */
guint
bx_chuhong_void_ways (BxChuhongVoid kind)
{
  guint n = 0;
  BxThrow t = { 4, { 0 } };
  BxChuhongInfo info;

  for (guint i = 0; i < BX_CHUHONG_N_ORDERED; i++)
    {
      guint x = i;
      for (guint k = 0; k < 4; k++, x /= 6)
        t.d[k] = (guint8) (x % 6 + 1);
      if (!bx_chuhong_classify (&t, &info) && info.void_kind == kind)
        n++;
    }
  return n;
}

/**
 * bx_chuhong_class_to_string:
 * @klass: a category
 *
 * Returns: "shang", "fa", "sai" or "void".
 */
const char *
bx_chuhong_class_to_string (BxChuhongClass klass)
{
  switch (klass)
    {
    case BX_CHUHONG_CLASS_SHANG:
      return "shang";
    case BX_CHUHONG_CLASS_FA:
      return "fa";
    case BX_CHUHONG_CLASS_SAI:
      return "sai";
    case BX_CHUHONG_CLASS_VOID:
    default:
      return "void";
    }
}

/**
 * bx_chuhong_class_label:
 * @klass: a category
 *
 * Returns: 賞色, 罰色, 賽色 or 不用 (void).
 */
const char *
bx_chuhong_class_label (BxChuhongClass klass)
{
  switch (klass)
    {
    case BX_CHUHONG_CLASS_SHANG:
      return "賞色";
    case BX_CHUHONG_CLASS_FA:
      return "罰色";
    case BX_CHUHONG_CLASS_SAI:
      return "賽色";
    case BX_CHUHONG_CLASS_VOID:
    default:
      return "不用";
    }
}

/** bx_chuhong_void_name: Returns: 散色 or 强紅 (NULL for a counted throw). */
const char *
bx_chuhong_void_name (BxChuhongVoid kind)
{
  return kind == BX_CHUHONG_VOID_SANSE       ? "散色"
         : kind == BX_CHUHONG_VOID_QIANGHONG ? "强紅"
                                             : NULL;
}

/** bx_chuhong_void_clause: Returns: the clause that makes the throw void, or NULL. */
const char *
bx_chuhong_void_clause (BxChuhongVoid kind)
{
  return kind == BX_CHUHONG_VOID_SANSE       ? "chuhongpu.zhifa.13"
         : kind == BX_CHUHONG_VOID_QIANGHONG ? "chuhongpu.zhifa.12"
                                             : NULL;
}
