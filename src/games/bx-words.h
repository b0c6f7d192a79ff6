/* bx-words.h: what the families' move words (describe_move_words) share
 *
 * A move in words is built as two strings at once, English and Chinese: the player as the
 * table names them ("White" / "白"), a colon, then the parts of the move.  The board names
 * of the 博局 (bx-bo-board.h), which 塞's 代博 and 六博 share, and Chinese numerals are
 * here too.  Not installed; only src/games uses it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-game.h"

G_BEGIN_DECLS

/**
 * BxWords:
 * @en: the English text so far
 * @zh: the Chinese text so far
 * @n_parts: the parts added after the player's name
 *
 * A move's words being built (bx_words_begin() … bx_words_end()).
 */
typedef struct
{
  GString *en;
  GString *zh;
  guint    n_parts;
} BxWords;

void     bx_words_begin        (BxWords      *w,
                                const char   *player_en,
                                const char   *player_zh);
void     bx_words_begin_player (BxWords      *w,
                                const BxGame *game,
                                int           player);
void     bx_words_part         (BxWords      *w,
                                const char   *en,
                                const char   *zh);
void     bx_words_clause       (BxWords      *w,
                                const char   *en,
                                const char   *zh);
gboolean bx_words_end          (BxWords      *w,
                                char        **text_en,
                                char        **text_zh);
void     bx_words_player       (const BxGame *game,
                                int           player,
                                GString      *en,
                                GString      *zh);
char    *bx_words_zh_number    (guint         n);
void     bx_words_bo_point     (guint         id,
                                char        **en,
                                char        **zh);
void     bx_words_bo_point_named (guint       id,
                                  const char *label,
                                  char      **en,
                                  char      **zh);

/* The families' describe_move_words hooks (src/games/bx-<family>-words.c), for their
 * vtables: see bx_game_describe_move_words(). */
gboolean bx_shuanglu_describe_move_words (const BxGame  *game,
                                          const BxState *state,
                                          const BxMove  *move,
                                          char         **text_en,
                                          char         **text_zh);
gboolean bx_liubo_describe_move_words (const BxGame  *game,
                                       const BxState *state,
                                       const BxMove  *move,
                                       char         **text_en,
                                       char         **text_zh);
gboolean bx_sai_describe_move_words (const BxGame  *game,
                                     const BxState *state,
                                     const BxMove  *move,
                                     char         **text_en,
                                     char         **text_zh);
gboolean bx_ruqi_describe_move_words (const BxGame  *game,
                                      const BxState *state,
                                      const BxMove  *move,
                                      char         **text_en,
                                      char         **text_zh);
gboolean bx_dama_describe_move_words (const BxGame  *game,
                                      const BxState *state,
                                      const BxMove  *move,
                                      char         **text_en,
                                      char         **text_zh);
gboolean bx_chuhong_describe_move_words (const BxGame  *game,
                                         const BxState *state,
                                         const BxMove  *move,
                                         char         **text_en,
                                         char         **text_zh);

G_END_DECLS
