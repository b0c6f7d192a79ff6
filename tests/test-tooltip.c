/* test-tooltip.c: Chinese tooltips are wrapped at the width English ones are, not at half
 * of it (bx-tooltip.c says why GTK 4.8 did)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "bx-application.h"
#include "bx-tooltip.h"
#include "bx-window.h"
#include "bx-gtk-test-util.h"

#define ZWSP "\xe2\x80\x8b"

static void
test_widen (void)
{
  g_autofree char *game = bx_tooltip_widen ("遊戲");
  g_autofree char *mixed = bx_tooltip_widen ("Match 後 and 后（no folding）");
  g_autofree char *latin = bx_tooltip_widen ("Undo (Ctrl+Z)");
  g_autofree char *again = bx_tooltip_widen (game);
  g_autofree char *markup = bx_tooltip_widen ("<b>六博</b>");

  g_assert_cmpstr (game, ==, "遊戲" ZWSP ZWSP);
  /* 後, 后 and the two full-width brackets are wide; the Latin letters are not. */
  g_assert_cmpstr (mixed, ==, "Match 後 and 后（no folding）" ZWSP ZWSP ZWSP ZWSP);
  g_assert_cmpstr (latin, ==, "Undo (Ctrl+Z)");
  g_assert_cmpstr (again, ==, game);
  g_assert_cmpstr (markup, ==, "<b>六博</b>" ZWSP ZWSP);
  g_assert_null (bx_tooltip_widen (NULL));
}

/* The number of lines of a label set up as GTK 4.8's tooltip sets up its own: wrapping, at
 * most as many characters a line as the text has code points (gtktooltipwindow.c,
 * update_label_width()), measured and laid out at its natural width. */
static int
tooltip_lines (const char *text)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label = gtk_label_new (text);
  int width, lines;

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), MIN ((int) g_utf8_strlen (text, -1), 50));
  gtk_window_set_child (GTK_WINDOW (window), label);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_allocate (label, width, 200, -1, NULL);
  lines = pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label)));
  gtk_window_destroy (GTK_WINDOW (window));
  return lines;
}

static void
test_one_line (void)
{
  g_autofree char *game = bx_tooltip_widen ("遊戲");
  g_autofree char *eight = bx_tooltip_widen ("遊戲規則說明文字");

  g_test_message ("unwidened: 遊戲 on %d lines, eight characters on %d",
                  tooltip_lines ("遊戲"), tooltip_lines ("遊戲規則說明文字"));
  g_assert_cmpint (tooltip_lines (game), ==, 1);
  g_assert_cmpint (tooltip_lines (eight), ==, 1);
  g_assert_cmpint (tooltip_lines ("Undo (Ctrl+Z)"), ==, 1);
}

static void
test_widen_tree (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *han = gtk_button_new ();
  GtkWidget *latin = gtk_button_new ();

  g_object_ref_sink (box);
  gtk_widget_set_tooltip_text (box, "雙陸");
  gtk_widget_set_tooltip_markup (han, "<i>六博</i> &amp; 塞");
  gtk_widget_set_tooltip_text (latin, "Redo");
  gtk_box_append (GTK_BOX (inner), han);
  gtk_box_append (GTK_BOX (box), inner);
  gtk_box_append (GTK_BOX (box), latin);
  bx_tooltips_widen_tree (box);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (box), ==, "雙陸" ZWSP ZWSP);
  g_assert_cmpstr (gtk_widget_get_tooltip_markup (han), ==, "<i>六博</i> &amp; 塞" ZWSP ZWSP ZWSP);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (han), ==, "六博 & 塞" ZWSP ZWSP ZWSP);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (latin), ==, "Redo");
  g_assert_null (gtk_widget_get_tooltip_text (inner));
  g_object_unref (box);
}

/* Counts the widgets at or below @root with a tooltip, those whose tooltip has Han, and
 * fails on any that is not widened. */
static void
check_tree (GtkWidget *root,
            guint     *with_tip,
            guint     *with_han)
{
  const char *markup = gtk_widget_get_tooltip_markup (root);

  if (markup != NULL)
    {
      g_autofree char *wide = bx_tooltip_widen (markup);

      (*with_tip)++;
      if (strstr (wide, ZWSP) != NULL)
        (*with_han)++;
      if (strcmp (wide, markup) != 0)
        g_error ("a %s's tooltip is not widened: %s", G_OBJECT_TYPE_NAME (root), markup);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    check_tree (c, with_tip, with_han);
}

/* Every tooltip of the window's pages, from its .ui files and from code, is widened. */
static void
test_window (void)
{
  g_autoptr(BxApplication) app = bx_application_new ("io.github.boxi.Boxi.TestTooltip",
                                                     G_APPLICATION_NON_UNIQUE);
  const char *pages[] = { "play", "compare", "rules", "reader" };
  guint with_tip = 0, with_han = 0;
  BxWindow *window;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_activate (G_APPLICATION (app));
  window = BX_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      bx_window_show_page (window, pages[i]);
      bx_gtk_test_spin_for (300);
    }
  check_tree (GTK_WIDGET (window), &with_tip, &with_han);
  g_test_message ("%u tooltips, %u with wide characters", with_tip, with_han);
  g_assert_cmpuint (with_tip, >, 20);
  gtk_window_close (GTK_WINDOW (window));
  bx_gtk_test_spin ();
}

int
main (int    argc,
      char **argv)
{
  bx_gtk_test_init (&argc, &argv);
  g_test_add_func ("/app/tooltip/widen", test_widen);
  g_test_add_func ("/app/tooltip/one-line", test_one_line);
  g_test_add_func ("/app/tooltip/widen-tree", test_widen_tree);
  g_test_add_func ("/app/tooltip/window", test_window);
  return g_test_run ();
}
