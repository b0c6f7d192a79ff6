/* bx-dama-words.c: 打馬 moves in words (the describe_move_words hook)
 *
 * The cells by the board's names: the 窩 by their names (赤岸驛 … 尚乘局, appendix 1 of
 * 打馬圖經), the 塹, else the number the board writes on the cell.  The players by the
 * colours of their horses on the board (the family's labels, "Red 紅").
 * "Red: moves 3 horses from 赤岸驛 to cell 13, hits" / "紅：馬三匹自赤岸驛至第十三格，打馬".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-dama.h"
#include "bx-words.h"

/* The name of @cell ("赤岸驛", "塹", "cell 13" / "第十三格"). */
static void
cell_name (const BxGame *game,
           int           cell,
           char        **en,
           char        **zh)
{
  const char *name = bx_dama_cell_name (cell);
  g_autofree char *n = NULL;

  if (name != NULL)
    {
      *en = g_strdup (name);
      *zh = g_strdup (name);
      return;
    }
  if (cell == bx_dama_special_cell (game, "qian"))
    {
      *en = g_strdup ("the 塹");
      *zh = g_strdup ("塹");
      return;
    }
  n = bx_words_zh_number ((guint) cell);
  *en = g_strdup_printf ("cell %02d", cell);
  *zh = g_strdup_printf ("第%s格", n);
}

/**
 * bx_dama_describe_move_words:
 * @game: a 打馬 game
 * @state: the position before @move
 * @move: a legal move of @state
 * @text_en: (out) (transfer full): the move in English
 * @text_zh: (out) (transfer full): the move in Chinese
 *
 * The vtable's describe_move_words: horses entering (下馬), a stack moving forward or back
 * (倒行) from cell to cell, horses flying out of the 塹, a player withdrawing, or a pass;
 * with the hit (打馬).  The 帖 paid with a move depend on the throw and are not told here.
 *
 * Returns: %TRUE.
 */
gboolean
bx_dama_describe_move_words (const BxGame  *game,
                             const BxState *state,
                             const BxMove  *move,
                             char         **text_en,
                             char         **text_zh)
{
  const BxDamaState *s = bx_dama_state_const (state);
  const BxStep *st = &move->steps[0];
  int p = state->player;
  g_autofree char *a_en = NULL, *a_zh = NULL, *b_en = NULL, *b_zh = NULL;
  g_autofree char *en = NULL, *zh = NULL, *n_zh = NULL;
  BxDamaMoveKind kind = bx_dama_move_kind (move);
  guint n;
  BxWords w;

  bx_words_begin_player (&w, game, p);
  switch (kind)
    {
    case BX_DAMA_MOVE_ENTER:
      n_zh = bx_words_zh_number (st->die);
      cell_name (game, st->to, &b_en, &b_zh);
      en = g_strdup_printf ("enters %u horse%s at %s", st->die, st->die == 1 ? "" : "s", b_en);
      zh = g_strdup_printf ("下馬%s匹於%s", n_zh, b_zh);
      break;
    case BX_DAMA_MOVE_FORWARD:
    case BX_DAMA_MOVE_BACK:
      n = s->cells[p][st->from];
      n_zh = bx_words_zh_number (n);
      cell_name (game, st->from, &a_en, &a_zh);
      cell_name (game, st->to, &b_en, &b_zh);
      en = g_strdup_printf ("moves %u horse%s %sfrom %s to %s", n, n == 1 ? "" : "s",
                            kind == BX_DAMA_MOVE_BACK ? "backward (倒行) " : "", a_en, b_en);
      zh = g_strdup_printf ("馬%s匹自%s%s至%s", n_zh, a_zh,
                            kind == BX_DAMA_MOVE_BACK ? "倒行" : "", b_zh);
      break;
    case BX_DAMA_MOVE_FLY:
      n_zh = bx_words_zh_number (st->die);
      en = g_strdup_printf ("%u horse%s fly out of the 塹", st->die, st->die == 1 ? "" : "s");
      zh = g_strdup_printf ("馬%s匹自塹飛出", n_zh);
      break;
    case BX_DAMA_MOVE_WITHDRAW:
      en = g_strdup ("withdraws from the game");
      zh = g_strdup ("出局");
      break;
    case BX_DAMA_MOVE_PASS:
    default:
      if (s->status[p] == BX_DAMA_PENDING)
        {
          en = g_strdup ("stays, to enter again later");
          zh = g_strdup ("候再下馬");
        }
      else
        {
          en = g_strdup ("cannot move");
          zh = g_strdup ("無馬可行");
        }
      break;
    }
  bx_words_part (&w, en, zh);
  if (move->n_steps > 0 && (st->flags & BX_STEP_HIT))
    bx_words_clause (&w, "hits", "打馬");
  return bx_words_end (&w, text_en, text_zh);
}
