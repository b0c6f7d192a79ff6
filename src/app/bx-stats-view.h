/* bx-stats-view.h: the figures of seeded batches of games for one to four rulesets:
 * length histograms, the first seat's win rate with its interval, rule frequencies
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-ruleset.h"
#include "bx-stats.h"

G_BEGIN_DECLS

#define BX_STATS_VIEW_GAMES 1000

#define BX_TYPE_STATS_VIEW (bx_stats_view_get_type ())

G_DECLARE_FINAL_TYPE (BxStatsView, bx_stats_view, BX, STATS_VIEW, AdwBin)

GtkWidget     *bx_stats_view_new            (void);
void           bx_stats_view_set_rulesets   (BxStatsView   *self,
                                             BxRuleset    **rulesets,
                                             guint          n_rulesets);
void           bx_stats_view_set_games      (BxStatsView   *self,
                                             guint          games);
gboolean       bx_stats_view_is_running     (BxStatsView   *self);
void           bx_stats_view_cancel         (BxStatsView   *self);
const BxStats *bx_stats_view_get_stats      (BxStatsView   *self,
                                             guint          index);
GtkWidget     *bx_stats_view_get_length_plot (BxStatsView  *self);
GtkWidget     *bx_stats_view_get_balance_plot (BxStatsView *self);
GtkWidget     *bx_stats_view_get_rules_grid (BxStatsView   *self);

G_END_DECLS
