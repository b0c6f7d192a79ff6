/* bx-chuhong-throws.h: the throws of 除紅 (除紅譜): the classifier of a throw of four dice
 * and the 標目六十二條, the 62 named throws
 *
 * A throw counts only when it shows a 4 (紅).  One 4 is removed and the other three dice
 * are summed (chuhongpu.zhifa.8): 8 or less is a 罰色, 13 or more a 賞色, 9–12 a 賽色
 * except 栁葉兒 and 十二時 (zhifa.9–11).  Two 4s are 强紅, void, except 紅葉兒 and 節節髙
 * (zhifa.12); no 4 is 散色, void, except 渾花 and 素葉兒 (zhifa.13).  Three 4s are the
 * 三紅 throws and four 4s is 渾四 (滿園春), all named with their 帖 in the list.
 *
 * The list is source data: every line keeps its clause id (chuhongpu.biaomu.GROUP.N).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-dice.h"

G_BEGIN_DECLS

#define BX_CHUHONG_N_LINES 62
#define BX_CHUHONG_N_ORDERED 1296
#define BX_CHUHONG_RED 4

/**
 * BxChuhongClass:
 * @BX_CHUHONG_CLASS_VOID: does not count (散色 or 强紅)
 * @BX_CHUHONG_CLASS_SHANG: 賞色, a reward throw
 * @BX_CHUHONG_CLASS_FA: 罰色, a penalty throw
 * @BX_CHUHONG_CLASS_SAI: 賽色, a contest throw
 */
typedef enum
{
  BX_CHUHONG_CLASS_VOID,
  BX_CHUHONG_CLASS_SHANG,
  BX_CHUHONG_CLASS_FA,
  BX_CHUHONG_CLASS_SAI,
} BxChuhongClass;

/**
 * BxChuhongVoid:
 * @BX_CHUHONG_COUNTED: the throw counts
 * @BX_CHUHONG_VOID_SANSE: 散色: no 4 and not 渾花 or 素葉兒 (chuhongpu.zhifa.13)
 * @BX_CHUHONG_VOID_QIANGHONG: 强紅: exactly two 4s and not 紅葉兒 or 節節髙
 *   (chuhongpu.zhifa.12)
 */
typedef enum
{
  BX_CHUHONG_COUNTED,
  BX_CHUHONG_VOID_SANSE,
  BX_CHUHONG_VOID_QIANGHONG,
} BxChuhongVoid;

/**
 * BxChuhongLine:
 * @index: 0–61, the order of the list
 * @group: "hunhua", "sanhong", "shuanghong", "duizi", "d18" … "d3"
 * @dice: the four dice, high to low
 * @text: the line as printed ("么二五為鎻頂八罰三帖")
 * @combination: the combination as printed ("么二五", "雙紅雙么")
 * @name: the name of the throw ("鎻頂八"; the group's name for the lines of 雙紅 and 對子
 *   that the list names as a group)
 * @name_en: its English rendering
 * @klass: 賞, 罰 or 賽
 * @tie: the listed 帖 (0 for a 賽色)
 * @points: the sum of the three dice left when the one 4 is removed; 0 unless the line
 *   shows exactly one 4 (the others count by their names, not by points)
 * @clause: the clause id of the line ("chuhongpu.biaomu.d8.1")
 * @name_clause: the clause that gives the name: @clause, or the line that names the group
 *
 * One line of the 標目六十二條.
 */
typedef struct
{
  guint          index;
  const char    *group;
  guint8         dice[4];
  const char    *text;
  const char    *combination;
  const char    *name;
  const char    *name_en;
  BxChuhongClass klass;
  guint8         tie;
  guint8         points;
  const char    *clause;
  const char    *name_clause;
} BxChuhongLine;

/**
 * BxChuhongInfo:
 * @klass: the category (%BX_CHUHONG_CLASS_VOID for a void throw)
 * @void_kind: why the throw is void, or %BX_CHUHONG_COUNTED
 * @n_red: how many 4s the throw shows
 * @removed: the index (in throw order) of the 4 that is removed (the first 4), or -1
 * @points: the sum of the other three dice when exactly one 4 shows, else 0
 * @tie: the listed 帖 (0 for 賽 and void)
 * @line: (nullable): the line of the list that names the throw; NULL when void
 * @clause: the clause that decides: the line's, or chuhongpu.zhifa.12 / .13 for a void
 */
typedef struct
{
  BxChuhongClass       klass;
  BxChuhongVoid        void_kind;
  guint8               n_red;
  gint8                removed;
  guint8               points;
  guint8               tie;
  const BxChuhongLine *line;
  const char          *clause;
} BxChuhongInfo;

const BxChuhongLine *bx_chuhong_line            (guint                index);
const BxChuhongLine *bx_chuhong_line_find       (const char          *clause);
gboolean             bx_chuhong_classify        (const BxThrow       *t,
                                                 BxChuhongInfo       *out);
guint                bx_chuhong_line_ways       (const BxChuhongLine *line);
guint                bx_chuhong_void_ways       (BxChuhongVoid        kind);
const char          *bx_chuhong_class_to_string (BxChuhongClass       klass);
const char          *bx_chuhong_class_label     (BxChuhongClass       klass);
const char          *bx_chuhong_void_name       (BxChuhongVoid        kind);
const char          *bx_chuhong_void_clause     (BxChuhongVoid        kind);

G_END_DECLS
