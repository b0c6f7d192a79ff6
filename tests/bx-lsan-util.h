/* bx-lsan-util.h: for the sanitizer run of the widget tests (tools/quickstart asan;
 * docs/testing.md): keeps LeakSanitizer from reporting GLib's old quark table and, where a test
 * asks for it, the GFileInfo objects that GTK 4.8's file chooser path bar leaks (at the end);
 * and lets waits for background work last longer (BX_TEST_SLOWDOWN)
 *
 * GLib keeps its quarks in an array of 2,048 pointers that it replaces by a larger copy when
 * the 2,049th quark is made, and on purpose never frees the old one (lock-free readers may
 * still hold it; glib/gquark.c, quark_new()).  Every widget test makes more than 2,048 quarks
 * (GTK's types, properties and CSS names), so LeakSanitizer reports a direct leak of
 * 16,384 bytes.  It was allocated in GLib's constructor, inside libglib, whose code keeps no
 * frame pointers: the stack LeakSanitizer records is only `malloc <- g_malloc`, the same as a
 * g_strdup() leaked by Boxi's own code, so no line of tests/lsan.supp can name it without
 * hiding those.  Instead, before the table is replaced, this finds it (the pointer in
 * libglib's writable data to a heap block of that size whose entries are the first quarks'
 * strings) and tells LeakSanitizer to ignore that one block.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#if defined(__SANITIZE_ADDRESS__)
#define BX_TEST_LSAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define BX_TEST_LSAN 1
#endif
#endif

/* How many times longer a test may wait for work done in the background (a solver, an
 * import) in the sanitizer build, which runs Boxi's code several times slower, at -O0. */
#ifdef BX_TEST_LSAN
#define BX_TEST_SLOWDOWN 10
#else
#define BX_TEST_SLOWDOWN 1
#endif

#ifdef BX_TEST_LSAN
#include <link.h>
#include <string.h>

/* From <sanitizer/allocator_interface.h> and <sanitizer/lsan_interface.h> (clang's; gcc has
 * only the second). */
int __sanitizer_get_ownership (const volatile void *p);
size_t __sanitizer_get_allocated_size (const volatile void *p);
void __lsan_ignore_object (const void *p);

/* GLib's QUARK_BLOCK_SIZE (gquark.c) times the size of a pointer. */
#define BX_TEST_QUARK_TABLE_BYTES (2048 * sizeof (char *))

static inline gboolean
bx_test_lsan_is_quark_table (const void *p)
{
  const char *const *table = p;

  if (p == NULL || !__sanitizer_get_ownership (p)
      || __sanitizer_get_allocated_size (p) != BX_TEST_QUARK_TABLE_BYTES)
    return FALSE;
  for (GQuark q = 1; q <= 3; q++)
    if (table[q] == NULL || table[q] != g_quark_to_string (q))
      return FALSE;
  return TRUE;
}

/* The loaded object whose file name contains `name` ("libglib-2.0.so"), from the loaded
 * objects' list, or NULL. */
static inline struct link_map *
bx_test_lsan_find_library (const char *name)
{
  for (struct link_map *lm = _r_debug.r_map; lm != NULL; lm = lm->l_next)
    if (lm->l_name != NULL && strstr (lm->l_name, name) != NULL)
      return lm;
  return NULL;
}

/* The program headers of the loaded object `lm`. */
static inline const ElfW (Phdr) *
bx_test_lsan_program_headers (const struct link_map *lm,
                              int                   *n)
{
  const ElfW (Ehdr) *eh = (const ElfW (Ehdr) *) lm->l_addr;

  *n = eh->e_phnum;
  return (const ElfW (Phdr) *) (lm->l_addr + eh->e_phoff);
}

/* Whether the code address `pc` lies in the code of the loaded object named `name`. */
static inline gboolean
bx_test_lsan_pc_in_library (const void *pc,
                            const char *name)
{
  const struct link_map *lm = bx_test_lsan_find_library (name);
  const ElfW (Phdr) *ph;
  int n;

  if (lm == NULL)
    return FALSE;
  ph = bx_test_lsan_program_headers (lm, &n);
  for (int i = 0; i < n; i++)
    {
      guintptr start = lm->l_addr + ph[i].p_vaddr;

      if (ph[i].p_type == PT_LOAD && (ph[i].p_flags & PF_X) && (guintptr) pc >= start
          && (guintptr) pc - start < ph[i].p_memsz)
        return TRUE;
    }
  return FALSE;
}

/* The quark table: a pointer in libglib's writable segments (its .data and .bss), found from
 * the loaded objects' list and libglib's program headers. */
static inline void *
bx_test_lsan_find_quark_table (void)
{
  const struct link_map *lm = bx_test_lsan_find_library ("libglib-2.0.so");
  const ElfW (Phdr) *ph;
  int n;

  if (lm == NULL)
    return NULL;
  ph = bx_test_lsan_program_headers (lm, &n);
  for (int i = 0; i < n; i++)
    {
      void *const *word = (void *const *) (lm->l_addr + ph[i].p_vaddr);

      if (ph[i].p_type != PT_LOAD || !(ph[i].p_flags & PF_W))
        continue;
      for (gsize k = 0; k < ph[i].p_memsz / sizeof (void *); k++)
        if (bx_test_lsan_is_quark_table (word[k]))
          return word[k];
    }
  return NULL;
}
#endif

/* Call first in main(), before GTK makes its quarks: asks LeakSanitizer to ignore the quark
 * table that GLib will replace and leak (see above).  Does nothing without the sanitizer, or
 * when the table is no longer the first one. */
static inline void
bx_test_lsan_ignore_quark_table (void)
{
#ifdef BX_TEST_LSAN
  void *table;

  /* Quarks 1 to 3 exist, whatever GLib made before. */
  g_quark_from_static_string ("bx-test-lsan-1");
  g_quark_from_static_string ("bx-test-lsan-2");
  g_quark_from_static_string ("bx-test-lsan-3");
  table = bx_test_lsan_find_quark_table ();
  if (table != NULL)
    __lsan_ignore_object (table);
#endif
}

/* GTK 4.8's path bar (only in a test that defines BX_TEST_LSAN_GTK_PATH_BAR before including
 * this header, as test-unsaved does: it opens the real file chooser)
 *
 * Every GtkFileChooserWidget points its path bar at "/" when it is built, and at each folder
 * it shows; the path bar asks GIO, on a worker thread, for the display name of the folder and
 * of each parent, one after the other.  GTK 4.8.3's callback (gtk_path_bar_get_info_callback(),
 * gtk/gtkpathbar.c, static) takes the GFileInfo from g_file_query_info_finish(), makes the
 * button from its display name and never unrefs it (GTK's later pathbar code does, right after
 * make_directory_button()).  So each answer that arrives before the chooser is destroyed
 * leaks a GFileInfo with its attribute array and display name: 114 bytes in 4 blocks for "/".
 * LeakSanitizer records where they were allocated, GIO's worker thread, whose frames are
 * GIO's and GLib's static functions: no GTK frame at all, whatever the unwinder or symbols.
 * A line of tests/lsan.supp could name only GIO's code, and would hide every leaked result of
 * g_file_query_info*(), ours too.  Nor can a test avoid the leak except by destroying the
 * chooser before the worker answers, a race.
 *
 * Instead, the test binary puts itself between GTK and g_file_query_info_finish() (symbol
 * interposition: the executable's definition comes first for libgtk's calls), forwards every
 * call to GIO's function unchanged, and tells LeakSanitizer to ignore the GFileInfo returned
 * when all of these hold: the caller's code is in libgtk-4 (never Boxi's own code), GTK is 4.8,
 * and the GFileInfo holds only the path bar's attributes (standard::display-name, and
 * standard::is-hidden and standard::is-backup when set).  A GFileInfo that GTK frees is
 * unaffected; one that Boxi leaks is still reported. */
#if defined(BX_TEST_LSAN) && defined(BX_TEST_LSAN_GTK_PATH_BAR)
#include <dlfcn.h>
#include <gtk/gtk.h>

/* Whether `info` holds a display name and no attribute that GtkPathBar does not ask for. */
static inline gboolean
bx_test_lsan_is_path_bar_info (GFileInfo *info)
{
  static const char *const asked[] = {
    G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME,
    G_FILE_ATTRIBUTE_STANDARD_IS_HIDDEN,
    G_FILE_ATTRIBUTE_STANDARD_IS_BACKUP,
    NULL,
  };
  g_auto(GStrv) attributes = NULL;

  if (!g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME))
    return FALSE;
  attributes = g_file_info_list_attributes (info, NULL);
  for (guint i = 0; attributes[i] != NULL; i++)
    if (!g_strv_contains (asked, attributes[i]))
      return FALSE;
  return TRUE;
}

typedef GFileInfo *(*BxTestQueryInfoFinish) (GFile *, GAsyncResult *, GError **);

/* GIO's own g_file_query_info_finish(), looked up in libgio itself. */
static inline BxTestQueryInfoFinish
bx_test_lsan_gio_query_info_finish (void)
{
  static BxTestQueryInfoFinish finish;

  if (finish == NULL)
    {
      void *gio = dlopen ("libgio-2.0.so.0", RTLD_LAZY | RTLD_NOLOAD);

      g_assert_nonnull (gio);
      finish = (BxTestQueryInfoFinish) dlsym (gio, "g_file_query_info_finish");
      g_assert_nonnull (finish);
      g_assert_true (finish != g_file_query_info_finish);
      dlclose (gio);
    }
  return finish;
}

/* The interposed g_file_query_info_finish(): see above.  Two threads that look GIO's function
 * up at once only repeat the same lookup. */
GFileInfo *
g_file_query_info_finish (GFile         *file,
                          GAsyncResult  *res,
                          GError       **error)
{
  const void *caller = __builtin_return_address (0);
  GFileInfo *info = bx_test_lsan_gio_query_info_finish () (file, res, error);

  if (info != NULL && gtk_get_major_version () == 4 && gtk_get_minor_version () == 8
      && bx_test_lsan_pc_in_library (caller, "libgtk-4.so")
      && bx_test_lsan_is_path_bar_info (info))
    __lsan_ignore_object (info);
  return info;
}
#endif
