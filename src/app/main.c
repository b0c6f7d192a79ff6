/* main.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-application.h"
#include "bx-families.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(BxApplication) app = NULL;
  /* `meson devenv` points at the translations compiled in the build tree (meson.build). */
  const char *localedir = g_getenv ("BOXI_LOCALEDIR");

  bx_application_mark ("main");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir != '\0' ? localedir
                                                                          : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  bx_games_register_builtin ();

  app = bx_application_new (APP_ID, G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
