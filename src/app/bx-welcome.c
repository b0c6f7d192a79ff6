/* bx-welcome.c: the welcome page, shown on first launch and from the main menu
 *
 * Three lines on the three uses of Boxi and a button for each: "Learn a game" (the Rules
 * page, rules.learn), "Read the sources" (the Reader) and "Play" (the Play page).  It is a
 * page of the Rules view, which owns rules.learn; the other two are the window's
 * win.show-page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-welcome.h"

static GtkWidget *
use_row (const char *icon,
         const char *title,
         const char *text,
         const char *button_label,
         const char *action,
         const char *target)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (button_label);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
  adw_action_row_set_icon_name (ADW_ACTION_ROW (row), icon);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  if (target != NULL)
    gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", target);
  gtk_widget_set_name (button, action);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  g_object_set_data (G_OBJECT (row), "button", button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return row;
}

/* GtkLabel measures the minimum width of a wrapping label without width-chars by laying its
 * text out at a width of 0, which Pango 1.50 does by shaping the text again at every break
 * it tries: for the welcome's eight wrapping labels (the status page's title and
 * description, the rows' titles and subtitles) about 77 million instructions of the 2.45
 * billion to the first frame (callgrind, docs/benchmarks.md, startup3).  A minimum of 10
 * characters is measured with a layout of that width instead.  The page's look does not change: the
 * labels are given their natural width or the room left beside the buttons, always wider
 * than 10 characters, and a word wider than that was the minimum before and still is. */
static void
set_wrap_minimum (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_label_get_wrap (GTK_LABEL (widget))
      && gtk_label_get_width_chars (GTK_LABEL (widget)) < 0)
    gtk_label_set_width_chars (GTK_LABEL (widget), 10);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    set_wrap_minimum (child);
}

/**
 * bx_welcome_new:
 *
 * Returns: (transfer floating): the welcome page (an #AdwStatusPage named "welcome"); its
 *   first button, "Learn a game", is the suggested one
 */
GtkWidget *
bx_welcome_new (void)
{
  GtkWidget *page = adw_status_page_new ();
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *learn;

  gtk_widget_set_name (page, "welcome");
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (page), APP_ID);
  /* The Han characters are in the description, not in the bold title: the first frame
   * then needs no bold CJK face (Noto Sans CJK Bold: 2.5 MiB more resident memory at start,
   * docs/benchmarks.md). */
  adw_status_page_set_title (ADW_STATUS_PAGE (page), _("Welcome to Boxi"));
  adw_status_page_set_description (ADW_STATUS_PAGE (page),
                                   _("Boxi (博戲) brings the board and dice games of old "
                                     "China — 六博, 塞, 雙陸, 打馬 and more — together with "
                                     "the texts that describe them. Every rule says how sure "
                                     "we are of it and which clause it rests on, if any."));
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  /* Edged with a line, not Adwaita's soft shadow (style.css): drawn by the GL renderer on
   * Mesa's software rasterizer, the blurred shadow was 2.5-3 MiB of resident memory at start
   * (its shader programs and their buffers; docs/benchmarks.md, startup4). */
  gtk_widget_add_css_class (list, "welcome-uses");
  gtk_widget_set_size_request (list, 320, -1);
  gtk_widget_set_halign (list, GTK_ALIGN_CENTER);
  learn = use_row ("accessories-dictionary-symbolic", _("Learn"),
                   _("What each game is, its equipment, rulesets and rules, with a "
                     "position for each rule and a short tutorial"),
                   _("_Learn a game"), "rules.learn", NULL);
  gtk_list_box_append (GTK_LIST_BOX (list), learn);
  gtk_widget_add_css_class (GTK_WIDGET (g_object_get_data (G_OBJECT (learn), "button")),
                            "suggested-action");
  gtk_list_box_append (GTK_LIST_BOX (list),
                       use_row ("x-office-document-symbolic", _("Read"),
                                _("The classical sources side by side with a translation, "
                                  "searchable, each clause linked to the rules that cite it"),
                                _("_Read the sources"), "win.show-page", "reader"));
  gtk_list_box_append (GTK_LIST_BOX (list),
                       use_row ("applications-games-symbolic", _("Play"),
                                _("Any ruleset on its board, against the computer or a "
                                  "friend, with the clauses behind every move"),
                                _("_Play"), "win.show-page", "play"));
  adw_status_page_set_child (ADW_STATUS_PAGE (page), list);
  set_wrap_minimum (page);
  return page;
}
