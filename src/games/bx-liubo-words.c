/* bx-liubo-words.c: 六博 moves in words (the describe_move_words hook)
 *
 * The points of the 博局 are named as the board labels them, 許博昌's names with the side
 * or corner they lie on (bx_words_bo_point(): "南道", "東南高"); the centre is the 水
 * (古博經) or the centre (seed 001).  A lying piece is a 散, a piece stood up a 驍.
 * "White: 散 south 道 → east 張" / "白：散自南道至東張"; "白：驍自西南方入水".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-liubo.h"
#include "bx-bo-board.h"
#include "bx-words.h"

/* A point of @player's road by the name of the verse the board writes there ("南道"). */
static void
verse_point (const BxGame *game,
             int           player,
             int           point,
             char        **en,
             char        **zh)
{
  const char *label = NULL;

  for (int k = 0; k < BX_LIUBO_VERSE_LEN && label == NULL; k++)
    if (bx_liubo_route_point (game, player, 0, k) == point)
      label = bx_liubo_station_name (game, k);
  bx_words_bo_point_named ((guint) point, label, en, zh);
}

/* The verse layout (古博經): 散 walking the road, 驍 in and out of the water, fish. */
static void
verse_words (const BxGame *game,
             int           player,
             BxWords      *w,
             const BxStep *st)
{
  g_autofree char *from_en = NULL, *from_zh = NULL, *to_en = NULL, *to_zh = NULL;
  g_autofree char *en = NULL, *zh = NULL;
  gboolean hit = (st->flags & BX_STEP_HIT) != 0;

  if (st->from >= 0)
    verse_point (game, player, st->from, &from_en, &from_zh);
  if (st->to >= 0)
    verse_point (game, player, st->to, &to_en, &to_zh);
  if (st->flags & BX_LIUBO_STEP_WATER)
    {
      en = g_strdup_printf ("the 驍 enters the water from %s", from_en);
      zh = g_strdup_printf ("驍自%s入水", from_zh);
      bx_words_part (w, en, zh);
      return;
    }
  if (st->flags & (BX_LIUBO_STEP_QIAN | BX_LIUBO_STEP_FAN))
    {
      gboolean qian = (st->flags & BX_LIUBO_STEP_QIAN) != 0;
      en = g_strdup_printf ("the 驍 %s and comes out at %s",
                            qian ? "pulls a fish (牽魚)" : "turns the fish (翻魚)", to_en);
      zh = g_strdup_printf ("驍%s，出至%s", qian ? "牽魚" : "翻魚", to_zh);
      bx_words_part (w, en, zh);
      if (hit)
        bx_words_clause (w, "sends the 散 there back to hand", "取其散");
      return;
    }
  if (st->flags & BX_STEP_ENTER)
    {
      en = g_strdup_printf ("a 散 enters at %s", to_en);
      zh = g_strdup_printf ("散入%s", to_zh);
    }
  else
    {
      en = g_strdup_printf ("散 %s → %s", from_en, to_en);
      zh = g_strdup_printf ("散自%s至%s", from_zh, to_zh);
    }
  bx_words_part (w, en, zh);
  if (st->flags & BX_LIUBO_STEP_XIAO)
    bx_words_clause (w, "stands up as 驍", "立為驍");
  if (hit && (st->flags & BX_LIUBO_STEP_XIAO))
    bx_words_clause (w, "sends the 散 there back to hand", "取其散");
  else if (hit)
    bx_words_clause (w, "kills the 驍 (殺梟)", "殺梟");
  if (st->flags & BX_STEP_STACK)
    bx_words_clause (w, "joins its own", "相疊");
}

/* The points layout (seed 001): pieces leave their corners, walk their routes, capture
 * into the enemy circle, return from it, and score in the centre. */
static void
points_words (BxWords      *w,
              const BxStep *st)
{
  g_autofree char *from_en = NULL, *from_zh = NULL, *to_en = NULL, *to_zh = NULL;
  g_autofree char *en = NULL, *zh = NULL;

  if (st->from >= 0)
    bx_words_bo_point ((guint) st->from, &from_en, &from_zh);
  bx_words_bo_point ((guint) st->to, &to_en, &to_zh);
  if (st->from == BX_POINT_BAR)
    {
      en = g_strdup_printf ("a captive piece returns to %s", to_en);
      zh = g_strdup_printf ("被擒之子歸%s", to_zh);
      bx_words_part (w, en, zh);
      return;
    }
  if (st->to == BX_BO_CENTRE)
    {
      en = g_strdup_printf ("%s → the centre", from_en);
      zh = g_strdup_printf ("自%s入中央", from_zh);
    }
  else
    {
      en = g_strdup_printf ("%s → %s", from_en, to_en);
      zh = g_strdup_printf ("自%s至%s", from_zh, to_zh);
    }
  bx_words_part (w, en, zh);
  if (st->flags & BX_STEP_ENTER)
    bx_words_clause (w, "leaves its corner", "離角");
  if (st->flags & BX_LIUBO_STEP_XIAO)
    bx_words_clause (w, "scores a 博籌", "得博籌");
  if (st->flags & BX_STEP_HIT)
    bx_words_clause (w, "captures", "擒敵子");
  if (st->flags & BX_STEP_STACK)
    bx_words_clause (w, "joins its own", "相疊");
}

/**
 * bx_liubo_describe_move_words:
 * @game: a 六博 game
 * @state: the position before @move
 * @move: a legal move of @state
 * @text_en: (out) (transfer full): the move in English
 * @text_zh: (out) (transfer full): the move in Chinese
 *
 * The vtable's describe_move_words: the opening call of seed 001 (猜拳), a pass, or the
 * move of one piece by the points it leaves and reaches, with what it does there (stands
 * up as 驍, enters the water, pulls or turns a fish, kills a 驍, takes 散, captures, scores).
 *
 * Returns: %TRUE.
 */
gboolean
bx_liubo_describe_move_words (const BxGame  *game,
                              const BxState *state,
                              const BxMove  *move,
                              char         **text_en,
                              char         **text_zh)
{
  const BxLiuboState *s = bx_liubo_state_const (state);
  BxLiuboLayout layout = bx_liubo_get_layout (game);
  BxWords w;

  bx_words_begin_player (&w, game, state->player);
  if (layout == BX_LIUBO_LAYOUT_POINTS && s->phase == 0)
    bx_words_part (&w, "calls a number for who starts (猜拳)", "猜拳定先");
  else if (bx_move_is_pass (move) || move->n_steps == 0)
    bx_words_part (&w, "cannot move", "無子可行");
  else if (layout == BX_LIUBO_LAYOUT_VERSE)
    verse_words (game, state->player, &w, &move->steps[0]);
  else
    points_words (&w, &move->steps[0]);
  return bx_words_end (&w, text_en, text_zh);
}
