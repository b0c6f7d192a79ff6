/* bx-tokenizer.h: Boxi's FTS5 tokenizer for classical Chinese and English
 *
 * One token per Han character (CJK unified ideographs, their extensions and the
 * compatibility ideographs), one token per other non-Latin letter, and one token per run
 * of Latin letters and digits (lowercased, accents removed).  Han characters are folded
 * from traditional to simplified forms with OpenCC's character-only table
 * (TSCharacters), unless the tokenizer is created with the argument "exact".  Documents
 * also hold the bigram of every two Han characters side by side, at the second one's
 * position, for the phrases of bx_tokenizer_build_bigram_match().  The byte
 * offsets given to FTS5 are those of the original text, so highlight() and snippet()
 * show the source characters.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <sqlite3.h>

G_BEGIN_DECLS

/* The name under which bx_tokenizer_register() registers the tokenizer with FTS5. */
#define BX_TOKENIZER_NAME "boxi"

/* The first byte of a query phrase to be looked up by its bigrams
 * (bx_tokenizer_build_bigram_match()); a separator in any other text. */
#define BX_TOKENIZER_BIGRAM_MARK '\x01'

/**
 * BxTokenFunc:
 * @token: the token (NUL-terminated, folded/lowercased as FTS5 sees it)
 * @start: the byte offset of the token's first byte in the input
 * @end: the byte offset just past the token's last byte in the input
 * @user_data: the data given to bx_tokenizer_tokenize()
 *
 * Returns: %TRUE to go on, %FALSE to stop.
 */
typedef gboolean (*BxTokenFunc) (const char *token,
                                 int         start,
                                 int         end,
                                 gpointer    user_data);

gboolean  bx_tokenizer_register   (sqlite3      *db,
                                   GError      **error);
gboolean  bx_tokenizer_tokenize   (const char   *text,
                                   gssize        length,
                                   gboolean      exact,
                                   BxTokenFunc   func,
                                   gpointer      user_data,
                                   GError      **error);
guint     bx_tokenizer_count      (const char   *text,
                                   gboolean      exact);
gunichar  bx_tokenizer_fold_char  (gunichar      ch);
gboolean  bx_tokenizer_is_han     (gunichar      ch);
char     *bx_tokenizer_build_match (const char  *query,
                                    const char  *column_filter,
                                    gboolean     exact,
                                    GError     **error);
char     *bx_tokenizer_build_bigram_match (const char  *query,
                                           const char  *column_filter,
                                           GError     **error);

G_END_DECLS
