/* fuzz-encyclopedia.c: the encyclopedia data: one article file, read by the safe reader,
 * validated against data/encyclopedia/boxi-encyclopedia.rng and checked (no corpus)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-encyclopedia.h"
#include "fuzz-common.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init_common ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *path = fuzz_write ("shuanglu.xml", data, size);
  const char *paths[] = { path, NULL };
  BxEncyclopedia *e = bx_encyclopedia_new_from_files (FUZZ_SOURCE_ROOT
                                                      "/data/encyclopedia/boxi-encyclopedia.rng",
                                                      paths, NULL, NULL);

  if (e != NULL)
    bx_encyclopedia_free (e);
  return 0;
}
