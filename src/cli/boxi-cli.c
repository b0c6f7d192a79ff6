/* boxi-cli.c: the headless command-line front on libboxi-core
 *
 * The commands live in the static library boxi-cli-lib (bx-cli.c and bx-cli-*.c), which the
 * tests link too; this program only registers the game families and runs bx_cli_run().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include "bx-cli.h"
#include "bx-families.h"

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  bx_games_register_builtin ();
  return bx_cli_run (argc, argv, NULL, NULL);
}
