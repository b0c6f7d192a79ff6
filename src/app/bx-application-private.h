/* bx-application-private.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-application.h"

G_BEGIN_DECLS

struct _BxApplication
{
  AdwApplication  parent_instance;
  GSettings      *settings;
};

void _bx_application_actions_init (BxApplication *self);

G_END_DECLS
