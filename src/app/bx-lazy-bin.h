/* bx-lazy-bin.h: a bin whose child is made when it is first shown
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * BxLazyBuildFunc:
 * @user_data: the data given to bx_lazy_bin_new()
 *
 * Returns: (transfer floating): the child to show
 */
typedef GtkWidget *(*BxLazyBuildFunc) (gpointer user_data);

#define BX_TYPE_LAZY_BIN (bx_lazy_bin_get_type ())

G_DECLARE_FINAL_TYPE (BxLazyBin, bx_lazy_bin, BX, LAZY_BIN, GtkWidget)

GtkWidget *bx_lazy_bin_new         (BxLazyBuildFunc  build,
                                    gpointer         user_data,
                                    GDestroyNotify   destroy,
                                    int              estimated_height);
GtkWidget *bx_lazy_bin_get_child   (BxLazyBin       *self);

G_END_DECLS
