/* bx-version.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * bx_version_string:
 *
 * Returns: (transfer none): the version of Boxi, e.g. "0.1.0".
 */
const char *bx_version_string (void);

G_END_DECLS
