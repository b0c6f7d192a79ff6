/* bx-types.h: forward declarations of the core's types
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _BxCorpus BxCorpus;

G_END_DECLS
