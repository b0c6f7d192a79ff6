/* bx-lsan-util.h: for the sanitizer run of the widget tests (tools/quickstart asan;
 * docs/testing.md): keeps LeakSanitizer from reporting GLib's old quark table, and lets waits
 * for background work last longer (BX_TEST_SLOWDOWN)
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

/* The quark table: a pointer in libglib's writable segments (its .data and .bss), found from
 * the loaded objects' list and libglib's program headers. */
static inline void *
bx_test_lsan_find_quark_table (void)
{
  for (struct link_map *lm = _r_debug.r_map; lm != NULL; lm = lm->l_next)
    {
      const ElfW (Ehdr) *eh = (const ElfW (Ehdr) *) lm->l_addr;
      const ElfW (Phdr) *ph;

      if (lm->l_name == NULL || strstr (lm->l_name, "libglib-2.0.so") == NULL)
        continue;
      ph = (const ElfW (Phdr) *) (lm->l_addr + eh->e_phoff);
      for (int i = 0; i < eh->e_phnum; i++)
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
