/* bx-families.c: the built-in game families, one line each (see bx-families.h)
 *
 * To add a family: write its engine (src/games/bx-NAME.c with bx_NAME_get_vtable()), add
 * it to games_sources in meson.build and one line to the table below.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-families.h"

#include "bx-chuhong.h"
#include "bx-dama.h"
#include "bx-liubo.h"
#include "bx-ruqi.h"
#include "bx-sai.h"
#include "bx-shuanglu.h"

const BxGameVTableGetter bx_builtin_families[] = {
  bx_shuanglu_get_vtable,   /* 雙陸 */
  bx_chuhong_get_vtable,    /* 除紅 */
  bx_ruqi_get_vtable,       /* 儒棋 */
  bx_sai_get_vtable,        /* 塞 */
  bx_dama_get_vtable,       /* 打馬 */
  bx_liubo_get_vtable,      /* 六博 */
  NULL
};

/**
 * bx_games_register_builtin:
 *
 * Registers every family of bx_builtin_families[] with bx_game_register_family().  Call
 * it once at the start of a program or test, before bx_game_new(); further calls do
 * nothing.
 */
void
bx_games_register_builtin (void)
{
  static gsize done = 0;

  if (!g_once_init_enter (&done))
    return;
  for (guint i = 0; bx_builtin_families[i] != NULL; i++)
    if (!bx_game_register_family (bx_builtin_families[i] ()))
      g_error ("the built-in family '%s' cannot be registered",
               bx_builtin_families[i] ()->family);
  g_once_init_leave (&done, 1);
}
