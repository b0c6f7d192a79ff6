/* bx-version.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-version.h"

const char *
bx_version_string (void)
{
  return PACKAGE_VERSION;
}
