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
 * The Han characters of the UI's own text are first taken from a small copy of that face
 * made at build time (data/fonts/meson.build, tools/han-font-subset.py: "Boxi Han UI",
 * some 500 KB) and registered for this process only: opening the whole face reads about
 * 3.9 MB of it (its character map, metrics and layout tables are loaded or checked whole),
 * which was most of what the first page cost over GNOME Text Editor's (issue 21).  The
 * whole face follows it in the list and draws whatever the copy lacks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-han-font.h"

#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

#define HAN_FAMILY "Noto Sans CJK TC"
#define SUBSET_FAMILY "Boxi Han UI"

/**
 * bx_han_font_css:
 * @families: (nullable): font families, comma-separated ("DejaVu Sans"); %NULL or empty:
 *   "sans-serif"
 * @subset: whether the small copy of the Chinese face ("Boxi Han UI") is registered
 *
 * Returns: (transfer full): the CSS rule that sets the window's font family to @families
 *   followed by the copy when @subset, then the Chinese face, each quoted.
 */
char *
bx_han_font_css (const char *families,
                 gboolean    subset)
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
  if (subset)
    g_string_append (css, "\"" SUBSET_FAMILY "\", ");
  g_string_append (css, "\"" HAN_FAMILY "\"; }");
  return g_string_free (css, FALSE);
}

/**
 * bx_han_font_subset_dir:
 *
 * Returns: (transfer none): where the small copy of the Chinese face is: $BOXI_FONTS_DIR
 *   when set (`meson devenv` and the tests: the build's data/fonts), else PKGDATADIR/fonts.
 */
const char *
bx_han_font_subset_dir (void)
{
  const char *env = g_getenv ("BOXI_FONTS_DIR");

  return env != NULL && *env != '\0' ? env : PKGDATADIR "/fonts";
}

/* Registers the copy's faces (Regular, Bold) with fontconfig for this process.  TRUE when
 * its Regular face is there and was added: a build without fontTools or without the
 * installed face makes none, and the whole face serves alone. */
static gboolean
register_subset (void)
{
  static const char *const files[] = { "boxi-han-ui-regular.otf", "boxi-han-ui-bold.otf" };
  gboolean regular = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (bx_han_font_subset_dir (), files[i], NULL);

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      if (!FcConfigAppFontAddFile (NULL, (const FcChar8 *) path))
        {
          g_warning ("%s: fontconfig could not add this font", path);
          continue;
        }
      regular |= i == 0;
    }
  return regular;
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
  gboolean subset = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (provider), "bx-subset"));

  g_object_get (settings, "gtk-font-name", &name, NULL);
  family = resolved_family (name);
  css = bx_han_font_css (family, subset);
  gtk_css_provider_load_from_data (provider, css, -1);
}

/**
 * bx_han_font_register_extra:
 *
 * Registers with fontconfig, for this process, "Boxi Han Extra" from
 * bx_han_font_subset_dir() when the build made it (data/fonts/meson.build): the few
 * characters of the sources beyond the Basic Multilingual Plane that no Noto CJK face has
 * (𩟐 𫝊 𨽻 𥘉 𤣥), in every UI language.  Fontconfig falls back to it for those characters
 * wherever a font list lacks them, and the Reader's lists name it.  Call once, at start-up,
 * before any text is drawn.
 *
 * Returns: %TRUE when the face was registered.
 */
gboolean
bx_han_font_register_extra (void)
{
  g_autofree char *path = g_build_filename (bx_han_font_subset_dir (), "boxi-han-extra.ttf",
                                            NULL);
  PangoFontMap *map;

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return FALSE;
  if (!FcConfigAppFontAddFile (NULL, (const FcChar8 *) path))
    {
      g_warning ("%s: fontconfig could not add this font", path);
      return FALSE;
    }
  map = pango_cairo_font_map_get_default ();
  if (PANGO_IS_FC_FONT_MAP (map))
    pango_fc_font_map_config_changed (PANGO_FC_FONT_MAP (map));
  return TRUE;
}

/**
 * bx_han_font_install:
 * @display: the display whose windows get the rule
 *
 * Adds, at application priority, the rule of bx_han_font_css() for the face the current UI
 * font resolves to, and
 * follows changes of the UI font, unless the default language writes Han (Chinese,
 * Japanese, Korean: the locale's fallback is then right).  The small copy of the Chinese
 * face in bx_han_font_subset_dir(), when there, is registered with fontconfig for this
 * process and named before the whole face.  Call once, at start-up.
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
  if (register_subset ())
    {
      PangoFontMap *map = pango_cairo_font_map_get_default ();

      g_object_set_data (G_OBJECT (provider), "bx-subset", GINT_TO_POINTER (TRUE));
      /* Pango may have sorted fonts already (the UI font's): let it see the new ones. */
      if (PANGO_IS_FC_FONT_MAP (map))
        pango_fc_font_map_config_changed (PANGO_FC_FONT_MAP (map));
    }
  font_name_changed_cb (settings, NULL, provider);
  /* The display keeps the provider as long as the settings, which are the display's. */
  g_signal_connect (settings, "notify::gtk-font-name", G_CALLBACK (font_name_changed_cb),
                    provider);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  return TRUE;
}
