/* bx-script.c: script conversion for display (see bx-script.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <opencc.h>

#include "bx-script.h"
#include "bx-tokenizer.h"

static GMutex t2s_lock;
static opencc_t t2s = (opencc_t) -1;
static gboolean t2s_tried;

/**
 * bx_script_to_simplified:
 * @text: UTF-8 text in traditional characters
 *
 * Converts @text to simplified characters with OpenCC's phrase-aware `t2s` config, for
 * the reader's converted view only: the result is never the source text and must be
 * labelled as a converted view.  When `t2s` cannot be loaded, falls back to the
 * character-only table of the search tokenizer (bx_tokenizer_fold_char()).
 *
 * Returns: (transfer full): the converted text (never %NULL for valid UTF-8 input)
 */
char *
bx_script_to_simplified (const char *text)
{
  GString *out;
  char *converted = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  g_mutex_lock (&t2s_lock);
  if (!t2s_tried)
    {
      t2s_tried = TRUE;
      t2s = opencc_open ("t2s.json");
    }
  if (t2s != (opencc_t) -1)
    {
      char *r = opencc_convert_utf8 (t2s, text, strlen (text));
      if (r != NULL)
        {
          converted = g_strdup (r);
          opencc_convert_utf8_free (r);
        }
    }
  g_mutex_unlock (&t2s_lock);
  if (converted != NULL)
    return converted;

  out = g_string_sized_new (strlen (text));
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    g_string_append_unichar (out, bx_tokenizer_fold_char (g_utf8_get_char (p)));
  return g_string_free (out, FALSE);
}
