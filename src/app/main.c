/* main.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-application.h"
#include "bx-families.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif

int
main (int    argc,
      char **argv)
{
  g_autoptr(BxApplication) app = NULL;
  /* `meson devenv` points at the translations compiled in the build tree (meson.build). */
  const char *localedir = g_getenv ("BOXI_LOCALEDIR");

  bx_application_mark ("main");
#ifdef __GLIBC__
  /* Two malloc arenas: the main thread's and one for every other thread (the library's
   * load, GLib's pool, Mesa's).  glibc's default, one arena for each thread that
   * allocates up to 8 a core, kept the library thread's freed memory resident in an arena
   * of its own: about 1 MiB more peak memory at start (docs/benchmarks.md, startup3). */
  mallopt (M_ARENA_MAX, 2);
#endif
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir != '\0' ? localedir
                                                                          : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  bx_games_register_builtin ();

  app = bx_application_new (APP_ID, G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
