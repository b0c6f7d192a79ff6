/* bx-board-registry.h: which board widget shows which game family
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-board.h"

G_BEGIN_DECLS

void   bx_board_registry_register (const char *family,
                                   GType       type);
GType  bx_board_registry_lookup   (const char *family);
GType  bx_board_registry_get_type_for_family (const char *family);

G_END_DECLS
