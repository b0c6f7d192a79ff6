/* bx-tooltip.c: tooltips whose Chinese text is not wrapped into a narrow column
 *
 * GTK 4.8's tooltip label wraps at as many "characters" as its text has (at most 50):
 * it sets max-width-chars to the text's length in code points.  A label's character is
 * the font's approximate width of a narrow character, and a Han character takes two of
 * them, so a Chinese tooltip was wrapped at half its width: "遊戲" one character a line,
 * eight characters four and four.  Adding a zero-width space (U+200B, which draws nothing
 * and where a line may break anyway between Han characters) after the text for each wide
 * character makes the length GTK counts the width in columns, as for English text.
 *
 * Every tooltip of the app goes through these functions: text set from code with
 * bx_widget_set_tooltip_text() or bx_tooltip_set_text(), and the tooltips of a template's
 * .ui file with bx_tooltips_widen_tree() after gtk_widget_init_template().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-tooltip.h"

#include <string.h>

#define ZWSP "\xe2\x80\x8b"   /* U+200B ZERO WIDTH SPACE */

/**
 * bx_tooltip_widen:
 * @text: (nullable): a tooltip's text or markup (UTF-8)
 *
 * @text followed by one zero-width space for each wide (East Asian) character in it, so
 * that GTK 4.8's tooltip wraps it at the width it wraps English text (see above).  Text
 * without wide characters, and text widened already (it ends with a zero-width space),
 * comes back unchanged; markup stays valid (only characters are appended).
 *
 * Returns: (transfer full) (nullable): the text to give GTK; %NULL for %NULL.
 */
char *
bx_tooltip_widen (const char *text)
{
  GString *out;
  guint wide = 0;
  gsize len;

  if (text == NULL)
    return NULL;
  len = strlen (text);
  if (len >= strlen (ZWSP) && strcmp (text + len - strlen (ZWSP), ZWSP) == 0)
    return g_strdup (text);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    wide += g_unichar_iswide (g_utf8_get_char (p));
  out = g_string_new_len (text, (gssize) len);
  for (guint i = 0; i < wide; i++)
    g_string_append (out, ZWSP);
  return g_string_free (out, FALSE);
}

/**
 * bx_widget_set_tooltip_text:
 * @widget: a widget
 * @text: (nullable): plain text, or %NULL for no tooltip
 *
 * gtk_widget_set_tooltip_text() with bx_tooltip_widen()'s text.
 */
void
bx_widget_set_tooltip_text (GtkWidget  *widget,
                            const char *text)
{
  g_autofree char *wide = bx_tooltip_widen (text);

  gtk_widget_set_tooltip_text (widget, wide);
}

/**
 * bx_widget_set_tooltip_markup:
 * @widget: a widget
 * @markup: (nullable): Pango markup, or %NULL for no tooltip
 *
 * gtk_widget_set_tooltip_markup() with bx_tooltip_widen()'s markup.
 */
void
bx_widget_set_tooltip_markup (GtkWidget  *widget,
                              const char *markup)
{
  g_autofree char *wide = bx_tooltip_widen (markup);

  gtk_widget_set_tooltip_markup (widget, wide);
}

/**
 * bx_tooltip_set_text:
 * @tooltip: the tooltip of a #GtkWidget::query-tooltip handler
 * @text: (nullable): plain text
 *
 * gtk_tooltip_set_text() with bx_tooltip_widen()'s text.
 */
void
bx_tooltip_set_text (GtkTooltip *tooltip,
                     const char *text)
{
  g_autofree char *wide = bx_tooltip_widen (text);

  gtk_tooltip_set_text (tooltip, wide);
}

/**
 * bx_tooltips_widen_tree:
 * @root: a widget, typically a template just initialised
 *
 * Widens (bx_tooltip_widen()) the tooltip of @root and of every widget below it that has
 * one, as set from a .ui file (translated).  Widgets added later set their own with
 * bx_widget_set_tooltip_text().
 */
void
bx_tooltips_widen_tree (GtkWidget *root)
{
  const char *markup = gtk_widget_get_tooltip_markup (root);

  if (markup != NULL)
    {
      g_autofree char *wide = bx_tooltip_widen (markup);

      if (strcmp (wide, markup) != 0)
        gtk_widget_set_tooltip_markup (root, wide);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bx_tooltips_widen_tree (child);
}
