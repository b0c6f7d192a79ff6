/* bx-board-registry.c: which board widget shows which game family
 *
 * The play view asks bx_board_registry_get_type_for_family() for the widget of the chosen
 * ruleset's family and swaps its board when the family changes.  A family without a
 * widget of its own gets BxMoveListBoard: its legal moves as a list to choose from, so
 * every registered engine is playable in the window from its first day.
 *
 * A family's board is a subclass of #BxBoard (a #BxPositionBoard, for a board that only
 * draws a position and its legal moves).  It is registered in one way: by
 * bx_board_registry_register(), which the built-in boards go through too, from the table
 * below (docs/boards.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-board-registry.h"
#include "bx-shuanglu-board.h"
#include "bx-chuhong-table.h"
#include "bx-dama-board.h"
#include "bx-liubo-board.h"
#include "bx-move-list-board.h"
#include "bx-ruqi-board.h"
#include "bx-sai-board.h"

typedef struct
{
  const char *family;
  GType     (*get_type) (void);
} BuiltinBoard;

/* One line per family with a board widget of its own: a BxBoard. */
static const BuiltinBoard builtin_boards[] = {
  { "shuanglu", bx_shuanglu_board_get_type },
  { "chuhong",  bx_chuhong_table_get_type },
  { "dama",     bx_dama_board_get_type },
  { "ruqi",     bx_ruqi_board_get_type },
  { "liubo",    bx_liubo_board_get_type },
  { "sai",      bx_sai_board_get_type },
};

static GHashTable *registered;   /* family → GType */

static void
ensure_builtins (void)
{
  if (registered != NULL)
    return;
  registered = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (builtin_boards); i++)
    bx_board_registry_register (builtin_boards[i].family, builtin_boards[i].get_type ());
}

/**
 * bx_board_registry_register:
 * @family: a family id ("shuanglu")
 * @type: a subtype of #BxBoard, or %G_TYPE_INVALID to take the registration back
 *
 * Registers (or replaces) the board of a family.  Call from the main thread.
 */
void
bx_board_registry_register (const char *family,
                            GType       type)
{
  g_return_if_fail (family != NULL);
  g_return_if_fail (type == G_TYPE_INVALID || g_type_is_a (type, BX_TYPE_BOARD));

  ensure_builtins ();
  if (type == G_TYPE_INVALID)
    g_hash_table_remove (registered, family);
  else
    g_hash_table_insert (registered, g_strdup (family), GSIZE_TO_POINTER (type));
}

/**
 * bx_board_registry_lookup:
 * @family: a family id
 *
 * Returns: the board widget type of @family (a #BxBoard), or %G_TYPE_INVALID when it has
 *   none
 */
GType
bx_board_registry_lookup (const char *family)
{
  g_return_val_if_fail (family != NULL, G_TYPE_INVALID);

  ensure_builtins ();
  return GPOINTER_TO_SIZE (g_hash_table_lookup (registered, family));
}

/**
 * bx_board_registry_get_type_for_family:
 * @family: (nullable): a family id
 *
 * Returns: the board widget type of @family, or that of the fallback move list
 */
GType
bx_board_registry_get_type_for_family (const char *family)
{
  GType type = family != NULL ? bx_board_registry_lookup (family) : G_TYPE_INVALID;

  return type != G_TYPE_INVALID ? type : BX_TYPE_MOVE_LIST_BOARD;
}
