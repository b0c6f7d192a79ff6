/* bx-scratch.h: per-thread scratch memory for an engine's hot loop */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * BX_DEFINE_SCRATCH:
 * @Type: a struct type holding the scratch tables
 * @getter: the name of the static inline function to define
 *
 * Defines `static inline Type *getter (void)`, which returns this thread's zeroed @Type,
 * allocated (g_new0()) on the thread's first call and freed when the thread exits.
 *
 * Why not plain `_Thread_local` tables: glibc gives *every* thread of the process a zeroed
 * copy of the static TLS block, touching its pages, so a megabyte of engine tables was
 * resident in each of the 50 threads GTK, Mesa and Pango start (and in the cached stacks
 * of exited ones) though only the threads that play ever use them. Here each thread holds
 * one pointer; a large calloc is mmap'd and untouched pages cost nothing. Fast: after the
 * first call it is one thread-local load and a predicted branch.
 */
#define BX_DEFINE_SCRATCH(Type, getter)                                   \
  static _Thread_local Type *getter##_tls;                                \
  static GPrivate getter##_owner = G_PRIVATE_INIT (g_free);              \
  static inline Type *                                                    \
  getter (void)                                                           \
  {                                                                       \
    if (G_UNLIKELY (getter##_tls == NULL))                                \
      {                                                                   \
        getter##_tls = g_new0 (Type, 1);                                  \
        g_private_set (&getter##_owner, getter##_tls);                    \
      }                                                                   \
    return getter##_tls;                                                  \
  }

G_END_DECLS
