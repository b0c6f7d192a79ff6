/* bx-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bx-library.h"

G_BEGIN_DECLS

#define BX_TYPE_APPLICATION (bx_application_get_type ())

G_DECLARE_FINAL_TYPE (BxApplication, bx_application, BX, APPLICATION, AdwApplication)

BxApplication *bx_application_new          (const char        *application_id,
                                            GApplicationFlags  flags);
GSettings     *bx_application_get_settings (BxApplication     *self);
BxLibrary     *bx_application_get_library  (BxApplication     *self);
BxLibrary     *bx_application_peek_library (BxApplication     *self);
void           bx_application_mark         (const char        *what);
void           bx_application_bench_mark   (const char        *name);

G_END_DECLS
