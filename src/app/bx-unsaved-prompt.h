/* bx-unsaved-prompt.h: nothing lost: the play page's autosave, the question asked before an
 * unsaved game is discarded (Save / Discard / Cancel), the offer to resume an unfinished
 * game at start, and the toast that says a game was saved
 *
 * The file work is the core's (bx-autosave.h); this is the GTK side: the two message
 * dialogs, and the play view's part (bx-play-view-autosave.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-play-view.h"

G_BEGIN_DECLS

/* The responses of bx_unsaved_prompt_new(). */
#define BX_UNSAVED_RESPONSE_CANCEL  "cancel"
#define BX_UNSAVED_RESPONSE_DISCARD "discard"
#define BX_UNSAVED_RESPONSE_SAVE    "save"

/* The responses of bx_resume_prompt_new(). */
#define BX_RESUME_RESPONSE_DISCARD  "discard"
#define BX_RESUME_RESPONSE_RESUME   "resume"

GtkWidget *bx_unsaved_prompt_new (GtkWindow  *parent,
                                  const char *game_name,
                                  guint       n_moves);
GtkWidget *bx_resume_prompt_new  (GtkWindow  *parent,
                                  const char *game_name,
                                  guint       n_moves);

/**
 * BxPlayViewProceed:
 * @self: the play view
 * @user_data: the data given with the callback
 *
 * What was asked for once the game shown may be replaced (New Game, Open, Quit…).
 */
typedef void (*BxPlayViewProceed) (BxPlayView *self,
                                   gpointer    user_data);

void      bx_play_view_set_autosave_path  (BxPlayView        *self,
                                           const char        *path);
const char *bx_play_view_get_autosave_path (BxPlayView       *self);
gboolean  bx_play_view_offer_resume       (BxPlayView        *self,
                                           BxPlayViewProceed  resumed,
                                           gpointer           user_data);
gboolean  bx_play_view_has_unsaved_game   (BxPlayView        *self);
gboolean  bx_play_view_ask_before_discard (BxPlayView        *self,
                                           BxPlayViewProceed  proceed,
                                           gpointer           user_data,
                                           GDestroyNotify     destroy);
void      bx_play_view_show_toast         (BxPlayView        *self,
                                           const char        *text);
void      bx_play_view_saved              (BxPlayView        *self,
                                           const char        *path);
char     *bx_play_view_record_name        (BxPlayView        *self);

G_END_DECLS
