/* bx-twin-view.h: twin boards — two rulesets played side by side on one seeded stream of
 * throws (a #BxTwin), stepping together
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-ruleset.h"
#include "bx-session.h"
#include "bx-twin.h"

G_BEGIN_DECLS

#define BX_TYPE_TWIN_VIEW (bx_twin_view_get_type ())

G_DECLARE_FINAL_TYPE (BxTwinView, bx_twin_view, BX, TWIN_VIEW, AdwBin)

GtkWidget  *bx_twin_view_new             (void);
gboolean    bx_twin_view_set_rulesets    (BxTwinView  *self,
                                          BxRuleset   *a,
                                          BxRuleset   *b,
                                          GError     **error);
void        bx_twin_view_set_seed        (BxTwinView  *self,
                                          guint64      seed);
guint64     bx_twin_view_get_seed        (BxTwinView  *self);
void        bx_twin_view_set_manual      (BxTwinView  *self,
                                          guint        board,
                                          gboolean     manual);
gboolean    bx_twin_view_step            (BxTwinView  *self);
guint       bx_twin_view_play_to_end     (BxTwinView  *self);
BxTwin     *bx_twin_view_get_twin        (BxTwinView  *self);
BxSession  *bx_twin_view_get_session     (BxTwinView  *self,
                                          guint        board);
GtkWidget  *bx_twin_view_get_board       (BxTwinView  *self,
                                          guint        board);
GtkWidget  *bx_twin_view_get_move_chooser (BxTwinView *self,
                                           guint       board);
const char *bx_twin_view_get_divergence_text (BxTwinView *self);
const char *bx_twin_view_get_last_text       (BxTwinView *self,
                                              guint       board);

G_END_DECLS
