/* bx-clause-markup.h: the Pango markup of a clause of the Reader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-corpus.h"

G_BEGIN_DECLS

/**
 * BxClauseLink:
 * @uri: "term:N", "note:N" or "var:N"
 * @start: the byte offset of its first character in the laid-out text
 * @end: the byte offset after its last character
 */
typedef struct
{
  char *uri;
  int   start;
  int   end;
} BxClauseLink;

char   *bx_clause_markup_original    (const BxClause *clause,
                                      gboolean        simplified,
                                      const char     *query,
                                      gboolean        exact,
                                      gboolean       *has_highlight);
char   *bx_clause_markup_translation (const BxClause *clause,
                                      const char     *query,
                                      gboolean        summarized);
GArray *bx_clause_markup_links       (const char     *markup);

G_END_DECLS
