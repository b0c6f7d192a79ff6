/* bx-cli-quantile.h: the medians and percentiles the CLI's benches report (bx-cli-quantile.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

double  bx_cli_median               (GArray *values);
double  bx_cli_percentile           (GArray *values,
                                     double  p);
GArray *bx_cli_doubles_from_int64   (GArray *values);

G_END_DECLS
