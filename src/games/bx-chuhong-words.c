/* bx-chuhong-words.c: 除紅 moves in words (the describe_move_words hook)
 *
 * A move of 除紅 is a throw and the 帖 it moves, or a fine.  The players are the seats
 * 甲 乙 丙 丁 戊, in English too (the table's names); the payments say why, by the names of
 * 除紅譜's 擲法 (蹋脚, 趕上, 壓倒 …).  "甲: throws 8 points; 乙 pays 甲 2 帖 (壓倒)" /
 * "甲：擲得八點；乙付甲二帖（壓倒）".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-chuhong.h"
#include "bx-words.h"

/* Why 帖 change hands, English then Chinese, by #BxChuhongPayKind. */
static const struct
{
  const char *en;
  const char *zh;
} pay_names[BX_CHUHONG_N_PAY_KINDS] = {
  { NULL, NULL },
  { NULL, NULL },
  { "a 賞色 answering the contest", "賞色應賽" },
  { "a 罰色 answering the contest", "罰色應賽" },
  { "蹋脚, one point less", "蹋脚" },
  { "趕上, the same points", "趕上" },
  { "壓倒, one point more", "壓倒" },
  { "two or three points more", "多二三點" },
  { "two or three points less", "少二三點" },
  { "栁葉兒 against nine", "栁葉兒" },
  { "栁葉兒 against nine, still 趕上", "栁葉兒，趕上" },
  { "did not throw in turn", "當擲不擲" },
  { "threw before the turn", "先擲" },
};

/**
 * bx_chuhong_pay_reason:
 * @kind: a #BxChuhongPayKind
 * @by_thrower: whether the thrower pays (for %BX_CHUHONG_PAY_OPEN: a 罰色 rather than a 賞色)
 * @en: (out) (transfer none): why the 帖 change hands, in English ("壓倒, one point more")
 * @zh: (out) (transfer none): the same in Chinese ("壓倒")
 *
 * Why a payment is made, in the words of 除紅譜's 擲法, for the ledger.
 *
 * Returns: %FALSE (both %NULL) for a kind that needs no reason (a line's own 帖)
 */
gboolean
bx_chuhong_pay_reason (guint        kind,
                       gboolean     by_thrower,
                       const char **en,
                       const char **zh)
{
  *en = *zh = NULL;
  if (kind == BX_CHUHONG_PAY_OPEN)
    {
      *en = by_thrower ? "a 罰色" : "a 賞色";
      *zh = by_thrower ? "罰色" : "賞色";
      return TRUE;
    }
  if (kind >= BX_CHUHONG_N_PAY_KINDS || pay_names[kind].en == NULL)
    return FALSE;
  *en = pay_names[kind].en;
  *zh = pay_names[kind].zh;
  return TRUE;
}

/* Names @player as the table does, in English too: the seat's given name, else 甲 乙 丙
 * (the Chinese half of the label "First 甲", which the status and the ring name alike). */
static void
seat_name (const BxGame *game,
           int           player,
           GString      *en,
           GString      *zh)
{
  g_autoptr(GString) scratch = g_string_new (NULL);
  gsize at = zh->len;

  bx_words_player (game, player, scratch, zh);
  g_string_append (en, zh->str + at);
}

/* "乙 pays 甲 2 帖 (壓倒)" / "乙付甲二帖（壓倒）"; @thrower: who threw. */
static void
payment_words (const BxGame *game,
               int           thrower,
               BxWords      *w,
               const BxStep *st)
{
  g_autoptr(GString) en = g_string_new (NULL);
  g_autoptr(GString) zh = g_string_new (NULL);
  g_autofree char *n = bx_words_zh_number (st->die);

  seat_name (game, st->from, en, zh);
  g_string_append (en, " pays ");
  g_string_append (zh, "付");
  seat_name (game, st->to, en, zh);
  g_string_append_printf (en, " %u 帖", st->die);
  g_string_append_printf (zh, "%s帖", n);
  if (st->flags == BX_CHUHONG_PAY_OPEN)
    {
      /* A 賞色 is paid to the thrower, a 罰色 by him. */
      gboolean fa = st->from == thrower;
      g_string_append (en, fa ? " (a 罰色)" : " (a 賞色)");
      g_string_append (zh, fa ? "（罰色）" : "（賞色）");
    }
  else if (st->flags < BX_CHUHONG_N_PAY_KINDS && pay_names[st->flags].en != NULL)
    {
      g_string_append_printf (en, " (%s)", pay_names[st->flags].en);
      g_string_append_printf (zh, "（%s）", pay_names[st->flags].zh);
    }
  bx_words_part (w, en->str, zh->str);
}

/**
 * bx_chuhong_describe_move_words:
 * @game: a 除紅 game
 * @state: the position before @move
 * @move: a legal move of @state
 * @text_en: (out) (transfer full): the move in English
 * @text_zh: (out) (transfer full): the move in Chinese
 *
 * The vtable's describe_move_words: a throw-off die, a throw with its points, or a fine
 * (a player who does not throw in turn, one who throws before his turn), then every
 * payment it brings, payer, payee, 帖 and why.
 *
 * Returns: %TRUE.
 */
gboolean
bx_chuhong_describe_move_words (const BxGame  *game,
                                const BxState *state,
                                const BxMove  *move,
                                char         **text_en,
                                char         **text_zh)
{
  BxChuhongMoveKind kind = bx_chuhong_move_kind (move);
  int who = state->player;
  guint first_pay = 0;
  BxWords w;

  if (kind == BX_CHUHONG_MOVE_EARLY && move->n_steps > 0)
    who = move->steps[0].from;
  {
    g_autoptr(GString) en = g_string_new (NULL);
    g_autoptr(GString) zh = g_string_new (NULL);

    seat_name (game, who, en, zh);
    bx_words_begin (&w, en->str, zh->str);
  }
  switch (kind)
    {
    case BX_CHUHONG_MOVE_THROW_OFF:
      {
        guint d = move->n_steps > 0 ? move->steps[0].die : 0;
        g_autofree char *n = bx_words_zh_number (d);
        g_autofree char *en = g_strdup_printf ("throws one die for the start, a %u", d);
        g_autofree char *zh = g_strdup_printf ("擲一骰定先，得%s", n);
        bx_words_part (&w, en, zh);
        first_pay = 1;
      }
      break;
    case BX_CHUHONG_MOVE_REFUSE:
      bx_words_part (&w, "does not throw in turn", "當擲不擲");
      break;
    case BX_CHUHONG_MOVE_EARLY:
      bx_words_part (&w, "throws before the turn", "未及而擲");
      break;
    case BX_CHUHONG_MOVE_THROW:
    default:
      {
        guint d = move->n_steps > 0 ? move->steps[0].die : 0;
        g_autofree char *n = bx_words_zh_number (d);
        g_autofree char *en = d > 0 ? g_strdup_printf ("throws %u point%s", d,
                                                       d == 1 ? "" : "s")
                                    : g_strdup ("throws, no points");
        g_autofree char *zh = d > 0 ? g_strdup_printf ("擲得%s點", n) : g_strdup ("擲，無點");
        bx_words_part (&w, en, zh);
        first_pay = 1;
      }
      break;
    }
  for (guint i = first_pay; i < move->n_steps; i++)
    if (move->steps[i].flags != BX_CHUHONG_PAY_NONE)
      payment_words (game, who, &w, &move->steps[i]);
  return bx_words_end (&w, text_en, text_zh);
}
