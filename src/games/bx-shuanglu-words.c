/* bx-shuanglu-words.c: 雙陸 moves in words (the describe_move_words hook)
 *
 * The points are the 梁 as the board labels them after rule ping.board ("右後六梁"); a
 * piece enters (入), moves from one 梁 to another (至), hits a lone piece (打) or leaves the
 * board (出).  "White: 右後六梁 → 右前一梁, hits" / "白：右後六梁至右前一梁，打".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-shuanglu.h"
#include "bx-words.h"

/**
 * bx_shuanglu_describe_move_words:
 * @game: a 雙陸 game
 * @state: the position before @move
 * @move: a legal move of @state
 * @text_en: (out) (transfer full): the move in English
 * @text_zh: (out) (transfer full): the move in Chinese
 *
 * The vtable's describe_move_words: every step of the play, in order, by the 梁 it leaves
 * and reaches, with its hit; a forced pass says the player cannot move.
 *
 * Returns: %TRUE.
 */
gboolean
bx_shuanglu_describe_move_words (const BxGame  *game,
                                 const BxState *state,
                                 const BxMove  *move,
                                 char         **text_en,
                                 char         **text_zh)
{
  BxWords w;

  bx_words_begin_player (&w, game, state->player);
  if (bx_move_is_pass (move) || move->n_steps == 0)
    {
      bx_words_part (&w, "cannot move", "無馬可行");
      return bx_words_end (&w, text_en, text_zh);
    }
  for (guint i = 0; i < move->n_steps; i++)
    {
      const BxStep *st = &move->steps[i];
      g_autofree char *en = NULL;
      g_autofree char *zh = NULL;

      if (st->from == BX_POINT_BAR)
        {
          en = g_strdup_printf ("enters on %s梁", bx_shuanglu_point_label (st->to));
          zh = g_strdup_printf ("入%s梁", bx_shuanglu_point_label (st->to));
        }
      else if (st->to == BX_POINT_OFF)
        {
          en = g_strdup_printf ("bears off from %s梁", bx_shuanglu_point_label (st->from));
          zh = g_strdup_printf ("自%s梁出", bx_shuanglu_point_label (st->from));
        }
      else
        {
          en = g_strdup_printf ("%s梁 → %s梁", bx_shuanglu_point_label (st->from),
                                bx_shuanglu_point_label (st->to));
          zh = g_strdup_printf ("%s梁至%s梁", bx_shuanglu_point_label (st->from),
                                bx_shuanglu_point_label (st->to));
        }
      bx_words_part (&w, en, zh);
      if (st->flags & BX_STEP_HIT)
        bx_words_clause (&w, "hits", "打");
    }
  return bx_words_end (&w, text_en, text_zh);
}
