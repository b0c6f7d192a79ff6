/* bx-bo-board.h: the 博局 (TLV board) as data, shared by 塞 (代博) and 六博
 *
 * No source gives the board's measurements; the 博局 of the Han boards and mirrors has a
 * central square (方, the 水 of 古博經, bojing.gubojing.6), a T on each side of it, an L
 * in the middle of each edge facing the T, a V in each corner pointing at the square, and
 * four circles.  This file holds one such board as coordinates and named points, with no
 * drawing and no rules:
 *
 * Coordinates.  The board is the square [-1, 1] × [-1, 1], x to the right and y DOWN
 * (screen order).  Side 0 is the south (the bottom edge, y = 1, the first player's side),
 * then 1 east, 2 north, 3 west: going 0 → 1 → 2 → 3 is counter-clockwise on screen.
 * Corner k lies between side k and side k + 1 (corner 0 is the south-east).  Everything
 * on side s is the south side's figure turned by s quarter turns counter-clockwise.
 *
 * Points.  Forty-eight points, eight per side and four more per side on the rim:
 *
 *   kind   per side s / corner k                        seed 001
 *   ---------------------------------------------------------------------------
 *   FOOT   where the T's stem meets the square           點, 內八卦
 *   TJ     the T's junction (stem meets bar)             點
 *   TB0/1  the two ends of the T's bar (TB0 toward       點
 *          corner s, TB1 toward corner s − 1)
 *   LC     the L's corner                                角
 *   VA     the V's apex (corner k)                       角
 *   SQ     the square's corner (corner k)                角 (中間的四角), 內八卦
 *   BC     the board's corner (corner k)                 角 (where pieces start)
 *   LE0/1  the two arm ends of the L                     周邊 (not played)
 *   VE0/1  the two arm ends of the V (VE0 on side k,     周邊 (not played)
 *          VE1 on side k + 1)
 *
 * The first 32 (FOOT … BC, ids 0–31) are seed 001's 32 行棋點: 16 角 and 16 點, of which
 * the eight next to the square (FOOT and SQ) are its 內八卦, which enter the centre on a
 * 1; the 16 peripheral points (ids 32–47) are its 周邊十六個點.  Seed 001's figure is not
 * in our copy: this layout (which mark ends are 角 and which 點) is our reading
 * (interpreted, rec.boxi); the 六博 engine cites it as such.
 *
 * Point ids: side s's points are s * 8 + BX_BO_FOOT … s * 8 + BX_BO_BC (0–31), then
 * 32 + s * 4 + (LE0, LE1, VE0, VE1) (32–47).  BX_BO_CENTRE (48) is the square itself.
 *
 * The 許博昌 names (bojing.xubochang.5–.8): see bx_bo_named_point().  The 代博 track of
 * 塞: see bx_bo_track_daibo().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BX_BO_N_SIDES 4
#define BX_BO_N_PLAY_POINTS 32
#define BX_BO_N_POINTS 48
#define BX_BO_CENTRE 48

/* Measurements, in board half-widths. */
#define BX_BO_SQUARE_HALF 0.30   /* the central square 方 / 水 */
#define BX_BO_T_REACH     0.44   /* the T's bar, from the centre */
#define BX_BO_T_HALF      0.15   /* half the T's bar */
#define BX_BO_L_REACH     0.72   /* the L's long arm, from the centre */
#define BX_BO_L_RIM       0.88   /* the end of the L's short arm */
#define BX_BO_V_APEX      0.62   /* the V's apex, on the diagonal */
#define BX_BO_V_END       0.88   /* the V's arm ends */
#define BX_BO_CIRCLE      0.47   /* the circles, on the diagonals */
#define BX_BO_CIRCLE_R    0.045
#define BX_BO_CORNER      0.90   /* the board corners where seed 001's pieces start */

/**
 * BxBoPointKind:
 *
 * The place of a point in the TLV figure (see the file comment).
 */
typedef enum
{
  BX_BO_FOOT,
  BX_BO_TJ,
  BX_BO_TB0,
  BX_BO_TB1,
  BX_BO_LC,
  BX_BO_VA,
  BX_BO_SQ,
  BX_BO_BC,
  BX_BO_LE0,
  BX_BO_LE1,
  BX_BO_VE0,
  BX_BO_VE1,
} BxBoPointKind;

/**
 * BxBoPointClass:
 * @BX_BO_CLASS_JIAO: a 角 of seed 001 (a corner of a mark, the square or the board)
 * @BX_BO_CLASS_DIAN: a 點 of seed 001
 * @BX_BO_CLASS_RIM: one of the sixteen peripheral points (not played in seed 001)
 */
typedef enum
{
  BX_BO_CLASS_JIAO,
  BX_BO_CLASS_DIAN,
  BX_BO_CLASS_RIM,
} BxBoPointClass;

/**
 * BxBoPoint:
 * @id: 0–47
 * @kind: its place in the figure
 * @klass: 角, 點 or peripheral
 * @side: the side (for FOOT, TJ, TB*, LC, LE*) or corner (VA, SQ, BC, VE*), 0–3
 * @inner: one of seed 001's 內八卦 (next to the square)
 * @x: position, in [-1, 1]
 * @y: position, in [-1, 1], down
 */
typedef struct
{
  guint8         id;
  BxBoPointKind  kind;
  BxBoPointClass klass;
  guint8         side;
  gboolean       inner;
  double         x;
  double         y;
} BxBoPoint;

/**
 * BxBoSegment:
 * @x0: start
 * @y0:
 * @x1: end
 * @y1:
 *
 * One straight line of the engraved pattern.
 */
typedef struct
{
  double x0, y0, x1, y1;
} BxBoSegment;

/**
 * BxBoName:
 * @BX_BO_NAME_FANG: 方
 * @BX_BO_NAME_PAN: 畔
 * @BX_BO_NAME_JIE: 揭
 * @BX_BO_NAME_DAO: 道
 * @BX_BO_NAME_ZHANG: 張
 * @BX_BO_NAME_JIU: 究
 * @BX_BO_NAME_QU: 屈
 * @BX_BO_NAME_XUAN: 玄
 * @BX_BO_NAME_GAO: 高
 *
 * The nine names of 許博昌's verse, in the order of its first and third lines.
 */
typedef enum
{
  BX_BO_NAME_FANG,
  BX_BO_NAME_PAN,
  BX_BO_NAME_JIE,
  BX_BO_NAME_DAO,
  BX_BO_NAME_ZHANG,
  BX_BO_NAME_JIU,
  BX_BO_NAME_QU,
  BX_BO_NAME_XUAN,
  BX_BO_NAME_GAO,
  BX_BO_N_NAMES
} BxBoName;

/* The 代博 track: five 道 (張步華), the player's own L, the L of each next side clockwise
 * and the square. */
#define BX_BO_DAIBO_LEN 5

const BxBoPoint *bx_bo_point            (guint         id);
int              bx_bo_point_id         (BxBoPointKind kind,
                                         guint         side);
const char      *bx_bo_point_label      (guint         id);
int              bx_bo_point_at         (double        x,
                                         double        y,
                                         double        radius);
guint            bx_bo_segments         (const BxBoSegment **out);
void             bx_bo_circle_centre    (guint         corner,
                                         double       *x,
                                         double       *y);
void             bx_bo_fish_position    (guint         fish,
                                         double       *x,
                                         double       *y);

const char      *bx_bo_name_label       (BxBoName      name);
int              bx_bo_named_point      (BxBoName      name,
                                         guint         side);
int              bx_bo_point_name       (guint         id);

int              bx_bo_track_daibo      (guint         start_side,
                                         guint         index);

G_END_DECLS
