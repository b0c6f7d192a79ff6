/* bx-han-font.c: the UI's Han characters in Chinese forms where the UI's language does not
 * write Han
 *
 * The names of the games and their terms (雙陸, 梟) appear in the UI's own text.  Pango
 * takes the face for characters the UI font lacks from the text's language, which is the
 * locale's; in a language that does not write Han (English) fontconfig then gives the first
 * CJK face it knows, Noto Sans CJK JP on Debian: Japanese forms of Chinese names.  So the
 * window's font family is the UI font's, followed by a Chinese face with the traditional
 * forms of the sources.  In Chinese, Japanese or Korean the locale already picks its own
 * forms, and nothing is added.  Text that has a face of its own (the Reader's, the boards')
 * keeps it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-han-font.h"

#include <pango/pangocairo.h>

#define HAN_FAMILY "Noto Sans CJK TC"

/**
 * bx_han_font_css:
 * @families: (nullable): font families, comma-separated ("DejaVu Sans"); %NULL or empty:
 *   "sans-serif"
 *
 * Returns: (transfer full): the CSS rule that sets the window's font family to @families
 *   followed by the Chinese face, each quoted.
 */
char *
bx_han_font_css (const char *families)
{
  g_auto(GStrv) list = g_strsplit (families != NULL && *families ? families : "sans-serif",
                                   ",", -1);
  GString *css = g_string_new ("window, tooltip { font-family: ");

  for (guint i = 0; list[i] != NULL; i++)
    {
      const char *f = g_strstrip (list[i]);

      if (*f == '\0')
        continue;
      g_string_append_c (css, '"');
      for (; *f != '\0'; f++)
        {
          if (*f == '"' || *f == '\\')
            g_string_append_c (css, '\\');
          g_string_append_c (css, *f);
        }
      g_string_append (css, "\", ");
    }
  g_string_append (css, "\"" HAN_FAMILY "\"; }");
  return g_string_free (css, FALSE);
}

/* The family of the face the UI font resolves to: "Cantarell" where it is installed, the
 * face fontconfig gives instead where it is not ("DejaVu Sans").  Named first, it keeps the
 * UI's Latin text in the face it had: the UI font's name alone, when no such font is
 * installed, would leave the Chinese face as the best match for every character. */
static char *
resolved_family (const char *font_name)
{
  g_autoptr(PangoFontDescription) desc =
    pango_font_description_from_string (font_name != NULL ? font_name : "");
  g_autoptr(GObject) context =
    G_OBJECT (pango_font_map_create_context (pango_cairo_font_map_get_default ()));
  g_autoptr(GObject) font =
    G_OBJECT (pango_context_load_font (PANGO_CONTEXT (context), desc));
  g_autoptr(PangoFontDescription) found =
    font != NULL ? pango_font_describe (PANGO_FONT (font)) : NULL;

  if (found != NULL && pango_font_description_get_family (found) != NULL)
    return g_strdup (pango_font_description_get_family (found));
  return g_strdup (pango_font_description_get_family (desc));
}

static void
font_name_changed_cb (GtkSettings    *settings,
                      GParamSpec     *pspec,
                      GtkCssProvider *provider)
{
  g_autofree char *name = NULL;
  g_autofree char *family = NULL;
  g_autofree char *css = NULL;

  g_object_get (settings, "gtk-font-name", &name, NULL);
  family = resolved_family (name);
  css = bx_han_font_css (family);
  gtk_css_provider_load_from_data (provider, css, -1);
}

/**
 * bx_han_font_install:
 * @display: the display whose windows get the rule
 *
 * Adds, at application priority, the rule of bx_han_font_css() for the face the current UI
 * font resolves to, and
 * follows changes of the UI font, unless the default language writes Han (Chinese,
 * Japanese, Korean: the locale's fallback is then right).  Call once, at start-up.
 *
 * Returns: %TRUE when the rule was added.
 */
gboolean
bx_han_font_install (GdkDisplay *display)
{
  GtkSettings *settings;
  g_autoptr(GtkCssProvider) provider = NULL;
  const PangoScript *scripts;
  int n_scripts = 0;

  g_return_val_if_fail (GDK_IS_DISPLAY (display), FALSE);
  /* (not pango_language_includes_script(), which says yes for a language it does not
   * know, such as the C locale's) */
  scripts = pango_language_get_scripts (pango_language_get_default (), &n_scripts);
  for (int i = 0; scripts != NULL && i < n_scripts; i++)
    if (scripts[i] == PANGO_SCRIPT_HAN)
      return FALSE;
  settings = gtk_settings_get_for_display (display);
  provider = gtk_css_provider_new ();
  font_name_changed_cb (settings, NULL, provider);
  /* The display keeps the provider as long as the settings, which are the display's. */
  g_signal_connect (settings, "notify::gtk-font-name", G_CALLBACK (font_name_changed_cb),
                    provider);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  return TRUE;
}
