/* bx-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-error.h"

G_DEFINE_QUARK (bx-error-quark, bx_error)

/**
 * bx_error_one_line:
 * @text: (nullable): a message, perhaps of several lines (libxml2's "…indicate encoding !"
 *   then "Bytes: 0xFF …")
 *
 * Errors are one line (docs/cli.md): joins the lines of @text with "; ", collapses the
 * blanks around them and strips the ends.
 *
 * Returns: (transfer full): the one-line message ("" for %NULL).
 */
char *
bx_error_one_line (const char *text)
{
  g_auto(GStrv) lines = g_strsplit_set (text != NULL ? text : "", "\r\n", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *l = g_strstrip (lines[i]);
      if (*l == '\0')
        continue;
      if (out->len > 0)
        g_string_append (out, "; ");
      g_string_append (out, l);
    }
  return g_string_free (out, FALSE);
}
