/* bx-unsaved-prompt.c: the message dialogs of "nothing lost" (see bx-unsaved-prompt.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-unsaved-prompt.h"

/**
 * bx_unsaved_prompt_new:
 * @parent: (nullable): the window the dialog is modal for
 * @game_name: the ruleset's name, "平雙陸"
 * @n_moves: the moves played
 *
 * The question before an unsaved game is discarded: Save (the default: a file chooser
 * follows), Discard (destructive) or Cancel (also Escape and closing the dialog).  The
 * caller connects to ::response (%BX_UNSAVED_RESPONSE_SAVE, …) and presents it.
 *
 * Returns: (transfer floating): the dialog, not shown
 */
GtkWidget *
bx_unsaved_prompt_new (GtkWindow  *parent,
                       const char *game_name,
                       guint       n_moves)
{
  AdwMessageDialog *dialog;
  g_autofree char *body = NULL;

  g_return_val_if_fail (game_name != NULL, NULL);

  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: %s is the game's name, 平雙陸; %u
                                        * the number of moves played */
                                       "The game of %s has %u move that is not saved in a "
                                       "file. If you discard it, it is lost.",
                                       "The game of %s has %u moves that are not saved in a "
                                       "file. If you discard them, they are lost.",
                                       n_moves),
                          game_name, n_moves);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, _("Save the Unfinished Game?"),
                                                       body));
  adw_message_dialog_add_responses (dialog,
                                    BX_UNSAVED_RESPONSE_CANCEL, _("_Cancel"),
                                    BX_UNSAVED_RESPONSE_DISCARD, _("_Discard"),
                                    BX_UNSAVED_RESPONSE_SAVE, _("_Save…"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, BX_UNSAVED_RESPONSE_DISCARD,
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, BX_UNSAVED_RESPONSE_SAVE,
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, BX_UNSAVED_RESPONSE_SAVE);
  adw_message_dialog_set_close_response (dialog, BX_UNSAVED_RESPONSE_CANCEL);
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  return GTK_WIDGET (dialog);
}

/**
 * bx_resume_prompt_new:
 * @parent: (nullable): the window the dialog is modal for
 * @game_name: the ruleset's name, "平雙陸"
 * @n_moves: the moves played
 *
 * The offer, at start, of the game left unfinished: Resume (the default, also Escape: the
 * game is not lost by a key) or Discard (destructive).
 *
 * Returns: (transfer floating): the dialog, not shown
 */
GtkWidget *
bx_resume_prompt_new (GtkWindow  *parent,
                      const char *game_name,
                      guint       n_moves)
{
  AdwMessageDialog *dialog;
  /* Translators: %s is the game's name, 平雙陸; %u the number of moves played */
  g_autofree char *heading = g_strdup_printf (_("Resume the unfinished game of %s (move %u)?"),
                                              game_name, n_moves);

  g_return_val_if_fail (game_name != NULL, NULL);

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (
    parent, heading,
    _("It was kept when Boxi last closed. If you discard it, its moves are lost.")));
  adw_message_dialog_add_responses (dialog,
                                    BX_RESUME_RESPONSE_DISCARD, _("_Discard"),
                                    BX_RESUME_RESPONSE_RESUME, _("_Resume"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, BX_RESUME_RESPONSE_DISCARD,
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, BX_RESUME_RESPONSE_RESUME,
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, BX_RESUME_RESPONSE_RESUME);
  adw_message_dialog_set_close_response (dialog, BX_RESUME_RESPONSE_RESUME);
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  return GTK_WIDGET (dialog);
}
