/* bx-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-error.h"

G_DEFINE_QUARK (bx-error-quark, bx_error)
