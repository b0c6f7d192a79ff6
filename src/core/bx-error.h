/* bx-error.h: the error domains of the Boxi core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * BxError:
 * @BX_ERROR_FAILED: a generic failure
 * @BX_ERROR_PARSE: the input is not well formed (XML, JSON)
 * @BX_ERROR_INVALID: the input is well formed but breaks a rule of its format
 * @BX_ERROR_NOT_FOUND: a work, clause, ruleset or file that was asked for does not exist
 * @BX_ERROR_DATABASE: SQLite reported an error
 * @BX_ERROR_USAGE: a command line was malformed
 *
 * The codes of the %BX_ERROR domain.  Every message names the file (and line where there
 * is one) and the reason, so that it can be shown to a user as it is.
 */
typedef enum
{
  BX_ERROR_FAILED,
  BX_ERROR_PARSE,
  BX_ERROR_INVALID,
  BX_ERROR_NOT_FOUND,
  BX_ERROR_DATABASE,
  BX_ERROR_USAGE,
} BxError;

#define BX_ERROR (bx_error_quark ())

GQuark bx_error_quark (void);
char  *bx_error_one_line (const char *text);

G_END_DECLS
