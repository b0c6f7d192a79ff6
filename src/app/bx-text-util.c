/* bx-text-util.c: text helpers shared by the reader, the clause rows and the citation
 * panel: search snippets as Pango markup, the simplified script, incipits
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-script.h"
#include "bx-text-util.h"

/**
 * bx_markup_from_snippet:
 * @snippet: a search snippet in which each match stands between @open_marker and
 *   @close_marker
 * @open_marker: the string that opens a match
 * @close_marker: the string that closes a match
 *
 * Escapes the snippet for Pango markup and turns the markers into highlights.
 *
 * Returns: (transfer full): Pango markup.
 */
char *
bx_markup_from_snippet (const char *snippet,
                        const char *open_marker,
                        const char *close_marker)
{
  GString *out = g_string_new (NULL);
  gsize open_len, close_len;
  gboolean inside = FALSE;
  const char *p;

  g_return_val_if_fail (open_marker != NULL && *open_marker != '\0', NULL);
  g_return_val_if_fail (close_marker != NULL && *close_marker != '\0', NULL);

  if (snippet == NULL)
    return g_string_free (out, FALSE);

  open_len = strlen (open_marker);
  close_len = strlen (close_marker);
  p = snippet;
  while (*p != '\0')
    {
      const char *marker = strstr (p, inside ? close_marker : open_marker);
      g_autofree char *escaped = NULL;

      escaped = g_markup_escape_text (p, marker ? marker - p : -1);
      g_string_append (out, escaped);
      if (marker == NULL)
        break;
      g_string_append (out, inside ? BX_HIGHLIGHT_CLOSE : BX_HIGHLIGHT_OPEN);
      p = marker + (inside ? close_len : open_len);
      inside = !inside;
    }
  if (inside)
    g_string_append (out, BX_HIGHLIGHT_CLOSE);
  return g_string_free (out, FALSE);
}

/**
 * bx_to_simplified:
 * @text: a text in traditional characters
 *
 * Returns: (transfer full): @text converted character by character to simplified forms,
 *   or a copy of @text when the conversion fails.
 */
char *
bx_to_simplified (const char *text)
{
  char *converted = bx_script_to_simplified (text);

  if (converted != NULL)
    return converted;
  return g_strdup (text);
}

/**
 * bx_text_incipit:
 * @text: (nullable): a clause text
 * @n_chars: the number of characters to keep
 *
 * The first characters of a text, to name a section that has no head: punctuation at the
 * cut is dropped, and an ellipsis marks the cut.
 *
 * Returns: (transfer full) (nullable): the incipit, or %NULL when @text is empty.
 */
char *
bx_text_incipit (const char *text,
                 guint       n_chars)
{
  const char *end;
  GString *out;

  if (text == NULL || *text == '\0')
    return NULL;
  if ((guint) g_utf8_strlen (text, -1) <= n_chars)
    return g_strdup (text);

  end = g_utf8_offset_to_pointer (text, n_chars);
  out = g_string_new_len (text, end - text);
  /* No punctuation before the ellipsis. */
  while (out->len > 0)
    {
      const char *last = g_utf8_find_prev_char (out->str, out->str + out->len);
      gunichar c = g_utf8_get_char (last);

      if (!g_unichar_ispunct (c) && !g_unichar_isspace (c))
        break;
      g_string_truncate (out, last - out->str);
    }
  g_string_append (out, "…");
  return g_string_free (out, FALSE);
}
