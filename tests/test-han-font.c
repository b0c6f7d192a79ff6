/* test-han-font.c: in a UI whose language does not write Han, the UI's Han characters are
 * drawn in a Chinese face, and its Latin text in the face it had (bx-han-font.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <locale.h>

#include "bx-han-font.h"
#include "bx-gtk-test-util.h"

static void
test_css (void)
{
  g_autofree char *plain = bx_han_font_css ("DejaVu Sans", FALSE);
  g_autofree char *list = bx_han_font_css ("Cantarell, Noto Sans ", FALSE);
  g_autofree char *quoted = bx_han_font_css ("A \"B\" \\C", FALSE);
  g_autofree char *none = bx_han_font_css (NULL, FALSE);
  g_autofree char *subset = bx_han_font_css ("Cantarell", TRUE);

  g_assert_cmpstr (plain, ==, "window, tooltip { font-family: \"DejaVu Sans\", "
                              "\"Noto Sans CJK TC\"; }");
  g_assert_cmpstr (list, ==, "window, tooltip { font-family: \"Cantarell\", \"Noto Sans\", "
                             "\"Noto Sans CJK TC\"; }");
  g_assert_cmpstr (quoted, ==, "window, tooltip { font-family: \"A \\\"B\\\" \\\\C\", "
                               "\"Noto Sans CJK TC\"; }");
  g_assert_cmpstr (none, ==, "window, tooltip { font-family: \"sans-serif\", "
                             "\"Noto Sans CJK TC\"; }");
  g_assert_cmpstr (subset, ==, "window, tooltip { font-family: \"Cantarell\", "
                               "\"Boxi Han UI\", \"Noto Sans CJK TC\"; }");
}

/* Whether the build made the small copy of the face (data/fonts/meson.build). */
static gboolean
subset_built (void)
{
  g_autofree char *path = g_build_filename (bx_han_font_subset_dir (),
                                            "boxi-han-ui-regular.otf", NULL);

  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

/* The family of the face Pango gave the run holding byte `index` of a label's text. */
static char *
face_at (GtkLabel *label,
         int       index)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  char *family = NULL;

  do
    {
      PangoLayoutRun *run = pango_layout_iter_get_run_readonly (iter);

      if (run != NULL && run->item->offset <= index
          && index < run->item->offset + run->item->length)
        {
          g_autoptr(PangoFontDescription) d = pango_font_describe (run->item->analysis.font);
          family = g_strdup (pango_font_description_get_family (d));
        }
    }
  while (family == NULL && pango_layout_iter_next_run (iter));
  pango_layout_iter_free (iter);
  return family;
}

static void
test_label_faces (void)
{
  GtkWidget *window, *label;
  g_autofree char *latin_before = NULL;
  g_autofree char *latin = NULL;
  g_autofree char *han = NULL;
  g_autofree char *rare = NULL;
  /* The build makes the copy wherever it finds the face and fontTools (the CI does). */
  const char *expected = subset_built () ? "Boxi Han UI" : "Noto Sans CJK TC";
  g_autoptr(PangoFontDescription) tc = pango_font_description_from_string ("Noto Sans CJK TC");
  g_autoptr(GObject) context = NULL;
  g_autoptr(GObject) tc_font = NULL;
  g_autoptr(PangoFontDescription) tc_found = NULL;

  /* Without the Chinese face installed there is nothing to check. */
  context = G_OBJECT (pango_font_map_create_context (pango_cairo_font_map_get_default ()));
  tc_font = G_OBJECT (pango_context_load_font (PANGO_CONTEXT (context), tc));
  tc_found = tc_font != NULL ? pango_font_describe (PANGO_FONT (tc_font)) : NULL;
  if (tc_found == NULL
      || g_strcmp0 (pango_font_description_get_family (tc_found), "Noto Sans CJK TC") != 0)
    {
      g_test_skip ("Noto Sans CJK TC is not installed");
      return;
    }

  /* 龘 is in no text of the UI, so not in the copy: the whole face draws it. */
  window = gtk_window_new ();
  label = gtk_label_new ("Liubo 六博 雙陸 龘");
  gtk_window_set_child (GTK_WINDOW (window), label);
  gtk_window_present (GTK_WINDOW (window));
  bx_gtk_test_spin ();
  latin_before = face_at (GTK_LABEL (label), 0);

  g_assert_true (bx_han_font_install (gtk_widget_get_display (window)));
  /* The label takes the new style on the window's next frame. */
  for (gint64 end = g_get_monotonic_time () + BX_TEST_WAIT_MS * 1000; ; g_usleep (10000))
    {
      bx_gtk_test_spin ();
      g_clear_pointer (&han, g_free);
      han = face_at (GTK_LABEL (label), (int) strlen ("Liubo "));
      if (g_strcmp0 (han, expected) == 0 || g_get_monotonic_time () > end)
        break;
    }
  latin = face_at (GTK_LABEL (label), 0);
  rare = face_at (GTK_LABEL (label), (int) strlen ("Liubo 六博 雙陸 "));
  g_assert_cmpstr (latin, ==, latin_before);
  g_assert_cmpstr (han, ==, expected);
  g_assert_cmpstr (rare, ==, "Noto Sans CJK TC");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The sources' characters that no Noto CJK face has are drawn by "Boxi Han Extra" where a
 * font list names it (the Reader's, style.css), not as boxes. */
static void
test_extra (void)
{
  static const char *const rare[] = { "𩟐", "𫝊", "𨽻", "𥘉", "𤣥" };
  g_autofree char *path = g_build_filename (bx_han_font_subset_dir (), "boxi-han-extra.ttf",
                                            NULL);
  g_autoptr(GString) markup = g_string_new ("<span font_family=\"Noto Serif CJK TC, "
                                            "Noto Serif CJK SC, Boxi Han Extra, serif\">");
  GtkWidget *window, *label;
  int offset = 0;

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      g_test_skip ("the build made no Boxi Han Extra (HanaMinB or fontTools missing)");
      return;
    }
  g_assert_true (bx_han_font_register_extra ());
  for (guint i = 0; i < G_N_ELEMENTS (rare); i++)
    g_string_append (markup, rare[i]);
  g_string_append (markup, "</span>");
  window = gtk_window_new ();
  label = gtk_label_new (NULL);
  gtk_label_set_markup (GTK_LABEL (label), markup->str);
  gtk_window_set_child (GTK_WINDOW (window), label);
  gtk_window_present (GTK_WINDOW (window));
  bx_gtk_test_spin ();
  for (guint i = 0; i < G_N_ELEMENTS (rare); i++)
    {
      g_autofree char *face = face_at (GTK_LABEL (label), offset);

      g_assert_cmpstr (face, ==, "Boxi Han Extra");
      offset += (int) strlen (rare[i]);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  /* A UI language that does not write Han: the C locale's (what Pango says for it is
   * checked too: it does not know it). */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_unsetenv ("LANGUAGE");
  bx_gtk_test_init (&argc, &argv);
  g_test_add_func ("/app/han-font/css", test_css);
  g_test_add_func ("/app/han-font/label-faces", test_label_faces);
  g_test_add_func ("/app/han-font/extra", test_extra);
  return g_test_run ();
}
