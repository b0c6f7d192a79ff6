/* bx-bo-board.c: the 博局 (TLV board) as data; see bx-bo-board.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-bo-board.h"

#include <math.h>

/* The south side's figure (side 0, corner 0 = south-east); the other sides are turned. */
typedef struct
{
  BxBoPointKind  kind;
  BxBoPointClass klass;
  gboolean       inner;
  double         x, y;
} Proto;

static const Proto proto[12] = {
  { BX_BO_FOOT, BX_BO_CLASS_DIAN, TRUE, 0.0, BX_BO_SQUARE_HALF },
  { BX_BO_TJ, BX_BO_CLASS_DIAN, FALSE, 0.0, BX_BO_T_REACH },
  { BX_BO_TB0, BX_BO_CLASS_DIAN, FALSE, BX_BO_T_HALF, BX_BO_T_REACH },
  { BX_BO_TB1, BX_BO_CLASS_DIAN, FALSE, -BX_BO_T_HALF, BX_BO_T_REACH },
  { BX_BO_LC, BX_BO_CLASS_JIAO, FALSE, BX_BO_T_HALF, BX_BO_L_REACH },
  { BX_BO_VA, BX_BO_CLASS_JIAO, FALSE, BX_BO_V_APEX, BX_BO_V_APEX },
  { BX_BO_SQ, BX_BO_CLASS_JIAO, TRUE, BX_BO_SQUARE_HALF, BX_BO_SQUARE_HALF },
  { BX_BO_BC, BX_BO_CLASS_JIAO, FALSE, BX_BO_CORNER, BX_BO_CORNER },
  { BX_BO_LE0, BX_BO_CLASS_RIM, FALSE, -BX_BO_T_HALF, BX_BO_L_REACH },
  { BX_BO_LE1, BX_BO_CLASS_RIM, FALSE, BX_BO_T_HALF, BX_BO_L_RIM },
  { BX_BO_VE0, BX_BO_CLASS_RIM, FALSE, BX_BO_V_APEX + 0.12, BX_BO_V_END },
  { BX_BO_VE1, BX_BO_CLASS_RIM, FALSE, BX_BO_V_END, BX_BO_V_APEX + 0.12 },
};

static BxBoPoint points[BX_BO_N_POINTS];
static BxBoSegment segments[4 + BX_BO_N_SIDES * 6];

/* 許博昌's names on the south side's figure: one continuous path from the corner of the
 * square behind, out along the T, to the L and along the rim to the corner ahead (see
 * docs/rulesets.md, "The 博 board"). */
static const struct
{
  const char   *label;
  BxBoPointKind kind;
  int           corner_offset;   /* for corner points: corner = side + offset */
} names[BX_BO_N_NAMES] = {
  { "方", BX_BO_SQ, 3 },
  { "畔", BX_BO_FOOT, 0 },
  { "揭", BX_BO_TJ, 0 },
  { "道", BX_BO_TB0, 0 },
  { "張", BX_BO_LC, 0 },
  { "究", BX_BO_LE1, 0 },
  { "屈", BX_BO_VE0, 0 },
  { "玄", BX_BO_VA, 0 },
  { "高", BX_BO_BC, 0 },
};

static const char *kind_labels[] = { "T", "T", "T", "T", "L", "V", "方", "角", "L", "L", "V",
                                     "V" };

/* A quarter turn counter-clockwise on screen (y down): south → east → north → west. */
static void
turn (double  x,
      double  y,
      guint   times,
      double *ox,
      double *oy)
{
  for (guint i = 0; i < times % 4; i++)
    {
      double t = x;
      x = y;
      y = -t;
    }
  *ox = x;
  *oy = y;
}

static void
ensure_init (void)
{
  static gsize done = 0;

  if (!g_once_init_enter (&done))
    return;
  for (guint s = 0; s < BX_BO_N_SIDES; s++)
    for (guint k = 0; k < G_N_ELEMENTS (proto); k++)
      {
        const Proto *p = &proto[k];
        guint id = k < 8 ? s * 8 + k : BX_BO_N_PLAY_POINTS + s * 4 + (k - 8);
        BxBoPoint *pt = &points[id];
        pt->id = (guint8) id;
        pt->kind = p->kind;
        pt->klass = p->klass;
        pt->side = (guint8) s;
        pt->inner = p->inner;
        turn (p->x, p->y, s, &pt->x, &pt->y);
      }
  /* The square, then per side the T (stem, bar), the L (two arms), the V (two arms). */
  {
    guint n = 0;
    const double h = BX_BO_SQUARE_HALF;
    static const double sq[4][2] = { { 1, 1 }, { 1, -1 }, { -1, -1 }, { -1, 1 } };
    for (guint i = 0; i < 4; i++)
      segments[n++] = (BxBoSegment) { sq[i][0] * h, sq[i][1] * h, sq[(i + 1) % 4][0] * h,
                                      sq[(i + 1) % 4][1] * h };
    for (guint s = 0; s < BX_BO_N_SIDES; s++)
      {
        static const BxBoPointKind pairs[6][2] = {
          { BX_BO_FOOT, BX_BO_TJ }, { BX_BO_TB1, BX_BO_TB0 }, { BX_BO_LE0, BX_BO_LC },
          { BX_BO_LC, BX_BO_LE1 }, { BX_BO_VE0, BX_BO_VA }, { BX_BO_VA, BX_BO_VE1 },
        };
        for (guint i = 0; i < 6; i++)
          {
            const BxBoPoint *a = &points[bx_bo_point_id (pairs[i][0], s)];
            const BxBoPoint *b = &points[bx_bo_point_id (pairs[i][1], s)];
            segments[n++] = (BxBoSegment) { a->x, a->y, b->x, b->y };
          }
      }
    g_assert (n == G_N_ELEMENTS (segments));
  }
  g_once_init_leave (&done, 1);
}

/**
 * bx_bo_point_id:
 * @kind: the place in the figure
 * @side: the side (or corner), any number (taken modulo 4)
 *
 * Returns: the point's id (0–47).
 */
int
bx_bo_point_id (BxBoPointKind kind,
                guint         side)
{
  side %= BX_BO_N_SIDES;
  if (kind <= BX_BO_BC)
    return (int) (side * 8 + kind);
  return (int) (BX_BO_N_PLAY_POINTS + side * 4 + (kind - BX_BO_LE0));
}

/**
 * bx_bo_point:
 * @id: 0–47
 *
 * Returns: (transfer none) (nullable): the point, static; NULL when @id is out of range
 *   (the centre, %BX_BO_CENTRE, is not a point: it is the square).
 */
const BxBoPoint *
bx_bo_point (guint id)
{
  if (id >= BX_BO_N_POINTS)
    return NULL;
  ensure_init ();
  return &points[id];
}

/**
 * bx_bo_point_label:
 * @id: a point id or %BX_BO_CENTRE
 *
 * Returns: a short Chinese label: the 許博昌 name of the point if it has one (see
 *   bx_bo_named_point()), else its mark ("T", "L", "V"); "水" for the centre.
 */
const char *
bx_bo_point_label (guint id)
{
  int name;

  if (id == BX_BO_CENTRE)
    return "水";
  if (id >= BX_BO_N_POINTS)
    return "";
  name = bx_bo_point_name (id);
  if (name >= 0)
    return names[name].label;
  return kind_labels[bx_bo_point (id)->kind];
}

/**
 * bx_bo_point_at:
 * @x: board position
 * @y:
 * @radius: how near a point must be
 *
 * Returns: the nearest point within @radius, %BX_BO_CENTRE inside the square, or -1.
 */
int
bx_bo_point_at (double x,
                double y,
                double radius)
{
  int best = -1;
  double best_d = radius * radius;

  ensure_init ();
  for (guint i = 0; i < BX_BO_N_POINTS; i++)
    {
      double dx = points[i].x - x, dy = points[i].y - y;
      if (dx * dx + dy * dy <= best_d)
        {
          best_d = dx * dx + dy * dy;
          best = (int) i;
        }
    }
  if (best < 0 && fabs (x) < BX_BO_SQUARE_HALF && fabs (y) < BX_BO_SQUARE_HALF)
    return BX_BO_CENTRE;
  return best;
}

/**
 * bx_bo_segments:
 * @out: (out) (transfer none): the engraved lines: the square's four sides, then per side
 *   the T's stem and bar, the L's arms and the V's arms
 *
 * Returns: their number (28).
 */
guint
bx_bo_segments (const BxBoSegment **out)
{
  ensure_init ();
  *out = segments;
  return G_N_ELEMENTS (segments);
}

/**
 * bx_bo_circle_centre:
 * @corner: 0–3
 * @x: (out): the centre of the circle on that diagonal
 * @y: (out):
 *
 * The four circles (seed 001's 圓點, where captured pieces are held), radius
 * %BX_BO_CIRCLE_R.
 */
void
bx_bo_circle_centre (guint   corner,
                     double *x,
                     double *y)
{
  turn (BX_BO_CIRCLE, BX_BO_CIRCLE, corner, x, y);
}

/**
 * bx_bo_fish_position:
 * @fish: 0 or 1
 * @x: (out): where the fish (魚) lies in the water at the start
 * @y: (out):
 */
void
bx_bo_fish_position (guint   fish,
                     double *x,
                     double *y)
{
  *x = fish == 0 ? -0.12 : 0.12;
  *y = 0.0;
}

/**
 * bx_bo_name_label:
 * @name: a name of the verse
 *
 * Returns: "方" … "高".
 */
const char *
bx_bo_name_label (BxBoName name)
{
  g_return_val_if_fail (name < BX_BO_N_NAMES, "");
  return names[name].label;
}

/**
 * bx_bo_named_point:
 * @name: a name of 許博昌's verse (bojing.xubochang.5)
 * @side: 0–3
 *
 * Our placement of the names (interpreted, rec.boxi; the 尹灣 博局占 diagram that names
 * the positions is not among our sources): on each side, one path from the square's
 * corner behind (方) to the middle of the side (畔), up the T's stem (揭) to the end of
 * its bar (道), to the L's corner (張) and its end at the rim (究), along the rim to the
 * V's arm (屈) and apex (玄), and to the board's corner (高).  The verse's first and third
 * lines (方畔揭道張, 張究屈玄高) walk it outward, the second and fourth back in.
 *
 * Returns: the point id.
 */
int
bx_bo_named_point (BxBoName name,
                   guint    side)
{
  g_return_val_if_fail (name < BX_BO_N_NAMES, -1);
  return bx_bo_point_id (names[name].kind, side + names[name].corner_offset);
}

/**
 * bx_bo_point_name:
 * @id: a point id
 *
 * Returns: the #BxBoName of the point, or -1 when it has none.
 */
int
bx_bo_point_name (guint id)
{
  const BxBoPoint *p = bx_bo_point (id);

  if (p == NULL)
    return -1;
  for (int n = 0; n < BX_BO_N_NAMES; n++)
    if (names[n].kind == p->kind)
      return n;
  return -1;
}

/**
 * bx_bo_track_daibo:
 * @start_side: the player's side (0 south, 2 north)
 * @index: a station of the track, 0 … %BX_BO_DAIBO_LEN − 1
 *
 * The 代博 track of 塞 (conjectured, after 張步華's 塞棋行棋路線, rec.zhang2016: a route of
 * five 道 turning clockwise round the central square like 六博, 「行棋線路應該只有五道」;
 * which marks are the five 道 is ours, rec.boxi, his figure not being in our copy): the L
 * in the middle of the player's own side (the first 道, where the pieces start), then
 * clockwise the L of each next side (趨隅方折: toward the corner and turning square), and
 * the square itself (水) as the fifth.  From the first 道 four steps reach the square; a
 * fifth step is off the track (格五).  Both players go the same way round, their first
 * 道 half a circuit apart.
 *
 * Returns: the point id of the station, %BX_BO_CENTRE for the last, or -1.
 */
int
bx_bo_track_daibo (guint start_side,
                   guint index)
{
  if (index >= BX_BO_DAIBO_LEN)
    return -1;
  if (index == BX_BO_DAIBO_LEN - 1)
    return BX_BO_CENTRE;
  /* Sides go 0 → 1 → 2 → 3 counter-clockwise on screen, so clockwise is side − 1. */
  return bx_bo_point_id (BX_BO_LC, (start_side + 4 - index % 4) % 4);
}
