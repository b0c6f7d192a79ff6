/* bx-chuhong-chart.h: the bar chart of the probabilities of the 除紅 throws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BX_TYPE_CHUHONG_CHART (bx_chuhong_chart_get_type ())

G_DECLARE_FINAL_TYPE (BxChuhongChart, bx_chuhong_chart, BX, CHUHONG_CHART, GtkWidget)

GtkWidget *bx_chuhong_chart_new (GListModel *rows);

G_END_DECLS
