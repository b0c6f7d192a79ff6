/* bx-play-view.h: the play page: game chooser, board, throw, move list and citations
 *
 * The parts of the page, for tests, are in bx-play-view-private.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-corpus.h"
#include "bx-seat.h"
#include "bx-session.h"

G_BEGIN_DECLS

#define BX_TYPE_PLAY_VIEW (bx_play_view_get_type ())

G_DECLARE_FINAL_TYPE (BxPlayView, bx_play_view, BX, PLAY_VIEW, AdwBin)

GtkWidget  *bx_play_view_new                  (void);
void        bx_play_view_set_corpus           (BxPlayView *self,
                                               BxCorpus   *corpus);
void        bx_play_view_set_settings         (BxPlayView *self,
                                               GSettings  *settings);
gboolean    bx_play_view_new_game             (BxPlayView *self,
                                               const char *ruleset_id,
                                               guint64     seed,
                                               GError    **error);
gboolean    bx_play_view_new_game_with_options (BxPlayView          *self,
                                                const char          *ruleset_id,
                                                guint64              seed,
                                                const BxGameOptions *options,
                                                GError             **error);
gboolean    bx_play_view_open_file            (BxPlayView *self,
                                               const char *path,
                                               GError    **error);
gboolean    bx_play_view_save_file            (BxPlayView *self,
                                               const char *path,
                                               GError    **error);
guint       bx_play_view_play_random_moves    (BxPlayView *self,
                                               guint       n_moves);
BxSession  *bx_play_view_get_session          (BxPlayView *self);
void        bx_play_view_set_seat             (BxPlayView   *self,
                                               guint         seat,
                                               const BxSeat *value);
const BxSeat *bx_play_view_get_seat           (BxPlayView *self,
                                               guint       seat);
gboolean    bx_play_view_get_hint             (BxPlayView  *self,
                                               BxMove      *move,
                                               const char **reason);
gboolean    bx_play_view_show_example         (BxPlayView *self,
                                               const char *ruleset_id,
                                               const char *state_json,
                                               const char *throw_text,
                                               const char *rule_id,
                                               GError    **error);

G_END_DECLS
