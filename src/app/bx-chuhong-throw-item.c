/* bx-chuhong-throw-item.c: one row of the 除紅 table of named throws
 *
 * A row is one of the 62 named throws of 除紅譜 (bx_chuhong_line()) or one of the two void
 * throws; its columns are "name", "dice", "class", "tie", "points", "probability",
 * "decimal" and "clause".  The numbers come from the engine (the ways out of 1296).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-chuhong-throw-item.h"

struct _BxChuhongThrowItem
{
  GObject parent_instance;

  guint   row;
};

G_DEFINE_FINAL_TYPE (BxChuhongThrowItem, bx_chuhong_throw_item, G_TYPE_OBJECT)

/* Statics */

static const BxChuhongLine *
row_line (guint row)
{
  return row < BX_CHUHONG_N_LINES ? bx_chuhong_line (row) : NULL;
}

static BxChuhongVoid
row_void (guint row)
{
  return row == BX_CHUHONG_N_LINES ? BX_CHUHONG_VOID_SANSE : BX_CHUHONG_VOID_QIANGHONG;
}

/* The red dice first, then the others high to low: "4·6·6·6". */
static char *
row_dice (guint row)
{
  const BxChuhongLine *line = row_line (row);
  GString *s;

  if (line == NULL)
    return g_strdup ("—");
  s = g_string_new (NULL);
  for (guint k = 0; k < 4; k++)
    if (line->dice[k] == BX_CHUHONG_RED)
      g_string_append (s, s->len ? "·4" : "4");
  for (guint k = 0; k < 4; k++)
    if (line->dice[k] != BX_CHUHONG_RED)
      g_string_append_printf (s, s->len ? "·%u" : "%u", line->dice[k]);
  return g_string_free (s, FALSE);
}

/* Overrides */

static void
bx_chuhong_throw_item_class_init (BxChuhongThrowItemClass *klass)
{
}

static void
bx_chuhong_throw_item_init (BxChuhongThrowItem *self)
{
}

/* Public API */

/**
 * bx_chuhong_throw_item_new:
 * @row: below %BX_CHUHONG_N_THROW_ROWS
 *
 * Returns: (transfer full): the item of @row
 */
BxChuhongThrowItem *
bx_chuhong_throw_item_new (guint row)
{
  BxChuhongThrowItem *self;

  g_return_val_if_fail (row < BX_CHUHONG_N_THROW_ROWS, NULL);

  self = g_object_new (BX_TYPE_CHUHONG_THROW_ITEM, NULL);
  self->row = row;
  return self;
}

/**
 * bx_chuhong_throw_items_new:
 *
 * Returns: (transfer full): a list of every row, in the order of 除紅譜
 */
GListModel *
bx_chuhong_throw_items_new (void)
{
  GListStore *rows = g_list_store_new (BX_TYPE_CHUHONG_THROW_ITEM);

  for (guint i = 0; i < BX_CHUHONG_N_THROW_ROWS; i++)
    {
      g_autoptr(BxChuhongThrowItem) item = bx_chuhong_throw_item_new (i);

      g_list_store_append (rows, item);
    }
  return G_LIST_MODEL (rows);
}

guint
bx_chuhong_throw_item_get_row (BxChuhongThrowItem *self)
{
  g_return_val_if_fail (BX_IS_CHUHONG_THROW_ITEM (self), 0);

  return self->row;
}

/** bx_chuhong_throw_item_get_ways: Returns: the ways to throw the row, out of 1296. */
guint
bx_chuhong_throw_item_get_ways (BxChuhongThrowItem *self)
{
  static guint void_ways[2];
  guint v;

  g_return_val_if_fail (BX_IS_CHUHONG_THROW_ITEM (self), 0);

  if (self->row < BX_CHUHONG_N_LINES)
    return bx_chuhong_line_ways (bx_chuhong_line (self->row));
  v = self->row - BX_CHUHONG_N_LINES;
  if (void_ways[v] == 0)
    void_ways[v] = bx_chuhong_void_ways (row_void (self->row));
  return void_ways[v];
}

BxChuhongClass
bx_chuhong_throw_item_get_class (BxChuhongThrowItem *self)
{
  g_return_val_if_fail (BX_IS_CHUHONG_THROW_ITEM (self), BX_CHUHONG_CLASS_VOID);

  return self->row < BX_CHUHONG_N_LINES ? bx_chuhong_line (self->row)->klass
                                        : BX_CHUHONG_CLASS_VOID;
}

/**
 * bx_chuhong_throw_item_dup_text:
 * @self: a row
 * @column: "name", "dice", "class", "tie", "points", "probability", "decimal" or "clause"
 *
 * Returns: (transfer full): the text of the cell; "—" for a number the row has not
 */
char *
bx_chuhong_throw_item_dup_text (BxChuhongThrowItem *self,
                                const char         *column)
{
  const BxChuhongLine *line;
  guint row;

  g_return_val_if_fail (BX_IS_CHUHONG_THROW_ITEM (self), NULL);

  row = self->row;
  line = row_line (row);
  if (g_str_equal (column, "name"))
    return g_strdup (line ? line->name : bx_chuhong_void_name (row_void (row)));
  if (g_str_equal (column, "dice"))
    return row_dice (row);
  if (g_str_equal (column, "class"))
    return g_strdup (bx_chuhong_class_display_name (bx_chuhong_throw_item_get_class (self)));
  if (g_str_equal (column, "tie"))
    return line && line->tie ? g_strdup_printf ("%u", line->tie) : g_strdup ("—");
  if (g_str_equal (column, "points"))
    return line && line->points ? g_strdup_printf ("%u", line->points) : g_strdup ("—");
  if (g_str_equal (column, "probability"))
    return g_strdup_printf ("%u/1296", bx_chuhong_throw_item_get_ways (self));
  if (g_str_equal (column, "decimal"))
    return g_strdup_printf ("%.4f", bx_chuhong_throw_item_get_ways (self) / 1296.0);
  return g_strdup (line ? line->clause : bx_chuhong_void_clause (row_void (row)));
}

/**
 * bx_chuhong_throw_item_compare:
 * @a: a row
 * @b: another
 * @column: the column sorted by (see bx_chuhong_throw_item_dup_text())
 *
 * Returns: the order of @a and @b by @column, then by the order of 除紅譜
 */
int
bx_chuhong_throw_item_compare (BxChuhongThrowItem *a,
                               BxChuhongThrowItem *b,
                               const char         *column)
{
  const BxChuhongLine *la = row_line (a->row), *lb = row_line (b->row);
  int va, vb;

  if (g_str_equal (column, "probability") || g_str_equal (column, "decimal"))
    va = (int) bx_chuhong_throw_item_get_ways (a), vb = (int) bx_chuhong_throw_item_get_ways (b);
  else if (g_str_equal (column, "tie"))
    va = la ? (int) la->tie : -1, vb = lb ? (int) lb->tie : -1;
  else if (g_str_equal (column, "points"))
    va = la ? (int) la->points : -1, vb = lb ? (int) lb->points : -1;
  else if (g_str_equal (column, "class"))
    va = bx_chuhong_throw_item_get_class (a), vb = bx_chuhong_throw_item_get_class (b);
  else
    va = (int) a->row, vb = (int) b->row;
  return va < vb ? -1 : va > vb ? 1 : (a->row > b->row) - (a->row < b->row);
}

/** bx_chuhong_class_display_name: Returns: a class of throws as the app names it: "reward (賞)". */
const char *
bx_chuhong_class_display_name (BxChuhongClass klass)
{
  switch (klass)
    {
    case BX_CHUHONG_CLASS_SHANG:
      return _("reward (賞)");
    case BX_CHUHONG_CLASS_FA:
      return _("penalty (罰)");
    case BX_CHUHONG_CLASS_SAI:
      return _("contest (賽)");
    case BX_CHUHONG_CLASS_VOID:
    default:
      return _("void");
    }
}
