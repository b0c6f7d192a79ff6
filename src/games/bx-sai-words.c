/* bx-sai-words.c: 塞 moves in words (the describe_move_words hook)
 *
 * 代弈: the 道 (lanes, a, b, … from Red's left, saifu.fu.6) and their cells, numbered from
 * Red's side as the board labels them.  代博: the points of the 博局 by 許博昌's names with
 * their side or corner (bx_words_bo_point()), the square being the 水; the 梟 is named.
 * "Red: 梟 south 道 → the water" / "赤：梟自南道入水".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-sai.h"
#include "bx-bo-board.h"
#include "bx-words.h"

/* 代弈: a piece along its 道, from one cell to the next (or over an enemy piece). */
static void
lanes_words (const BxGame *game,
             BxWords      *w,
             const BxStep *st)
{
  guint lanes = MAX (bx_sai_get_lanes (game), 1);
  guint lane = (guint) st->from % lanes;
  g_autofree char *lane_zh = bx_words_zh_number (lane + 1);
  g_autofree char *a_zh = bx_words_zh_number ((guint) st->from / lanes + 1);
  g_autofree char *b_zh = bx_words_zh_number ((guint) st->to / lanes + 1);
  g_autofree char *en = g_strdup_printf ("%s in 道 %c, cell %u → %u",
                                         (st->flags & BX_SAI_STEP_XIAO) ? "梟" : "piece",
                                         'a' + lane, (guint) st->from / lanes + 1,
                                         (guint) st->to / lanes + 1);
  g_autofree char *zh = g_strdup_printf ("%s自第%s道第%s格至第%s格",
                                         (st->flags & BX_SAI_STEP_XIAO) ? "梟" : "子", lane_zh,
                                         a_zh, b_zh);

  bx_words_part (w, en, zh);
}

/* 代博: one piece, or a stack moved together by 乘, along the track. */
static void
track_words (BxWords      *w,
             const BxMove *move)
{
  const BxStep *st = &move->steps[0];
  g_autofree char *from_en = NULL, *from_zh = NULL, *to_en = NULL, *to_zh = NULL;
  g_autofree char *en = NULL, *zh = NULL;
  gboolean water = st->to == BX_BO_CENTRE;
  const char *who_en = (st->flags & BX_SAI_STEP_XIAO) ? "梟" : "piece";
  const char *who_zh = (st->flags & BX_SAI_STEP_XIAO) ? "梟" : "子";

  bx_words_bo_point ((guint) st->from, &from_en, &from_zh);
  bx_words_bo_point ((guint) st->to, &to_en, &to_zh);
  if (move->n_steps > 1)
    {
      g_autofree char *n_zh = bx_words_zh_number (move->n_steps);
      en = g_strdup_printf ("%u pieces together (乘) %s → %s", move->n_steps, from_en, to_en);
      zh = g_strdup_printf ("乘，%s子自%s%s%s", n_zh, from_zh, water ? "入" : "至", to_zh);
    }
  else if (water)
    {
      en = g_strdup_printf ("%s %s → the water", who_en, from_en);
      zh = g_strdup_printf ("%s自%s入水", who_zh, from_zh);
    }
  else
    {
      en = g_strdup_printf ("%s %s → %s", who_en, from_en, to_en);
      zh = g_strdup_printf ("%s自%s至%s", who_zh, from_zh, to_zh);
    }
  bx_words_part (w, en, zh);
}

/**
 * bx_sai_describe_move_words:
 * @game: a 塞 game
 * @state: the position before @move
 * @move: a legal move of @state
 * @text_en: (out) (transfer full): the move in English
 * @text_zh: (out) (transfer full): the move in Chinese
 *
 * The vtable's describe_move_words: the decision to throw the 瓊 (塞之間), a pass, or the
 * piece (梟 named) or stack moved, from where to where, and whether it jumps an enemy.
 *
 * Returns: %TRUE.
 */
gboolean
bx_sai_describe_move_words (const BxGame  *game,
                            const BxState *state,
                            const BxMove  *move,
                            char         **text_en,
                            char         **text_zh)
{
  BxWords w;

  bx_words_begin_player (&w, game, state->player);
  if (move->flags & BX_MOVE_THROW)
    bx_words_part (&w, "throws the 瓊", "擲瓊");
  else if (bx_move_is_pass (move) || move->n_steps == 0)
    bx_words_part (&w, "cannot move", "無子可行");
  else
    {
      if (bx_sai_get_layout (game) == BX_SAI_LAYOUT_LANES)
        lanes_words (game, &w, &move->steps[0]);
      else
        track_words (&w, move);
      if (move->steps[0].flags & BX_SAI_STEP_JUMP)
        bx_words_clause (&w, "jumps the enemy piece", "越敵子");
      if (move->steps[0].die == 0 || move->steps[0].die == BX_SAI_DIE_XIAO)
        bx_words_clause (&w, "without throwing", "不擲");
    }
  return bx_words_end (&w, text_en, text_zh);
}
