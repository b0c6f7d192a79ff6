/* bx-text-util.h: text helpers shared by the reader, the clause rows and the citation
 * panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The highlight of a search match, in Pango markup. */
#define BX_HIGHLIGHT_OPEN "<span weight=\"bold\" bgcolor=\"#f6d32d\" bgalpha=\"45%\">"
#define BX_HIGHLIGHT_CLOSE "</span>"

char *bx_markup_from_snippet (const char *snippet,
                              const char *open_marker,
                              const char *close_marker);
char *bx_to_simplified       (const char *text);
char *bx_text_incipit        (const char *text,
                              guint       n_chars);

G_END_DECLS
