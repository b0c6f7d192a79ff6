/* bx-core.h: the public headers of libboxi-core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-types.h"
#include "bx-error.h"
#include "bx-cleanup.h"
#include "bx-version.h"
