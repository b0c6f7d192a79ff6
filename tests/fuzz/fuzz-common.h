/* fuzz-common.h: what every libFuzzer harness of tests/fuzz shares: quiet logs, GLib
 * criticals and warnings made fatal (so that the fuzzer reports them), the built-in families,
 * the rulesets of the checkout, and a scratch folder for inputs that must be files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "bx-core.h"
#include "bx-families.h"
#include "bx-game.h"
#include "bx-ruleset.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);
int LLVMFuzzerInitialize (int *argc, char ***argv);

static void
fuzz_quiet_log (const char     *domain,
                GLogLevelFlags  level,
                const char     *message,
                gpointer        data)
{
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    {
      g_printerr ("%s: %s\n", domain != NULL ? domain : "?", message);
      abort ();
    }
}

G_GNUC_UNUSED static char *fuzz_scratch;

/* Removes the scratch folder and its files (flat) when the process exits. */
G_GNUC_UNUSED static void
fuzz_scratch_remove (void)
{
  g_autoptr(GDir) d = fuzz_scratch != NULL ? g_dir_open (fuzz_scratch, 0, NULL) : NULL;
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (fuzz_scratch, name, NULL);

      g_remove (path);
    }
  if (fuzz_scratch != NULL)
    g_rmdir (fuzz_scratch);
}

/* The scratch folder: one per process, in /dev/shm when there is one (no disk writes),
 * removed at exit. */
G_GNUC_UNUSED static const char *
fuzz_scratch_dir (void)
{
  if (fuzz_scratch == NULL)
    {
      const char *base = g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR) ? "/dev/shm"
                                                                      : g_get_tmp_dir ();
      g_autofree char *tmpl = g_build_filename (base, "boxi-fuzz-XXXXXX", NULL);

      fuzz_scratch = g_mkdtemp (g_steal_pointer (&tmpl));
      g_assert (fuzz_scratch != NULL);
      atexit (fuzz_scratch_remove);
    }
  return fuzz_scratch;
}

/* Writes @data to @name in the scratch folder; returns its path (g_free()). */
G_GNUC_UNUSED static char *
fuzz_write (const char    *name,
            const uint8_t *data,
            size_t         size)
{
  char *path = g_build_filename (fuzz_scratch_dir (), name, NULL);

  if (!g_file_set_contents (path, (const char *) data, (gssize) size, NULL))
    abort ();
  return path;
}

/* With $FUZZ_DEBUG set, says why an input was refused (for a seed that should load). */
G_GNUC_UNUSED static void
fuzz_debug (const GError *error)
{
  if (error != NULL && g_getenv ("FUZZ_DEBUG") != NULL)
    g_printerr ("refused: %s\n", error->message);
}

static void
fuzz_init_common (void)
{
  g_log_set_default_handler (fuzz_quiet_log, NULL);
  g_setenv ("BOXI_SOURCE_ROOT", FUZZ_SOURCE_ROOT, FALSE);
  bx_games_register_builtin ();
}

/* The rulesets of the checkout, loaded once, unchecked (no corpus). */
G_GNUC_UNUSED static BxRulesetLibrary *
fuzz_rulesets (void)
{
  static BxRulesetLibrary *library;

  if (library == NULL)
    {
      g_autoptr(GError) error = NULL;

      library = bx_ruleset_library_new_from_dir (FUZZ_SOURCE_ROOT "/data/rulesets", NULL, NULL,
                                                 &error);
      if (library == NULL)
        g_error ("rulesets: %s", error->message);
    }
  return library;
}

/* The playable rulesets, in id order. */
G_GNUC_UNUSED static GPtrArray *
fuzz_playable (void)
{
  static GPtrArray *playable;

  if (playable == NULL)
    {
      GPtrArray *all = bx_ruleset_library_list (fuzz_rulesets ());

      playable = g_ptr_array_new ();
      for (guint i = 0; i < all->len; i++)
        if (bx_ruleset_get_playable (g_ptr_array_index (all, i)))
          g_ptr_array_add (playable, g_ptr_array_index (all, i));
    }
  return playable;
}
