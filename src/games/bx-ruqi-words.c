/* bx-ruqi-words.c: 儒棋 moves in words (the describe_move_words hook)
 *
 * The pieces by their names (善 敬 德 忠 順, a 累 by all of them), the cells by the board's
 * names: the four crossings (此凈, 彼凈, 右中, 左中) and the centre (中央), else the 周道,
 * the 中 lane or the 凈 lane with the mover's own count along it.  A piece standing past a
 * crossing becomes a 梟, one coming to rest on a crossing lies down as a 伏.
 * "White: 善 周道 3 → 周道 8" / "白：善自周道第三至周道第八".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-ruqi-private.h"
#include "bx-words.h"

/* The name of route node @node of @player ("周道 13" / "周道第十三"). */
static void
node_name (int     player,
           int     node,
           char  **en,
           char  **zh)
{
  const char *label = NULL;
  g_autofree char *n = NULL;

  if (node == START)
    {
      *en = g_strdup ("beside the 凈");
      *zh = g_strdup ("凈旁");
      return;
    }
  if (node >= OUT)
    {
      *en = g_strdup ("out");
      *zh = g_strdup ("出");
      return;
    }
  label = bx_ruqi_cell_label (bx_ruqi_node_cell (player, node));
  if (label != NULL)
    {
      *en = g_strdup (label);
      *zh = g_strdup (label);
      return;
    }
  if (node < BX_RUQI_RING)
    {
      n = bx_words_zh_number ((guint) node);
      *en = g_strdup_printf ("周道 %d", node);
      *zh = g_strdup_printf ("周道第%s", n);
      return;
    }
  if (node < JI)
    {
      n = bx_words_zh_number ((guint) (node - ZH + 1));
      *en = g_strdup_printf ("中 lane %d", node - ZH + 1);
      *zh = g_strdup_printf ("中道第%s", n);
      return;
    }
  n = bx_words_zh_number ((guint) (node - JI + 1));
  *en = g_strdup_printf ("凈 lane %d", node - JI + 1);
  *zh = g_strdup_printf ("凈道第%s", n);
}

/* The names of the pieces in @mask, "善敬". */
static char *
pieces_name (guint8 mask)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < P; i++)
    if (mask & (1u << i))
      g_string_append (s, bx_ruqi_piece_name (i));
  return g_string_free (s, FALSE);
}

/**
 * bx_ruqi_describe_move_words:
 * @game: a 儒棋 game
 * @state: the position before @move
 * @move: a legal move of @state
 * @text_en: (out) (transfer full): the move in English
 * @text_zh: (out) (transfer full): the move in Chinese
 *
 * The vtable's describe_move_words: the opening throw-off, an idle throw (虛投), a pass,
 * or each step of the play by the pieces moved and the cells they leave and reach, then
 * the pieces that stand up as 梟 or lie down as 伏 when the play settles.
 *
 * Returns: %TRUE.
 */
gboolean
bx_ruqi_describe_move_words (const BxGame  *game,
                             const BxState *state,
                             const BxMove  *move,
                             char         **text_en,
                             char         **text_zh)
{
  guint8 units[BX_MOVE_MAX_STEPS], from[BX_MOVE_MAX_STEPS], to[BX_MOVE_MAX_STEPS];
  guint8 rose, fell;
  int p = state->player;
  BxWords w;

  bx_words_begin_player (&w, game, p);
  if (move->flags & BX_RUQI_MOVE_THROW_OFF)
    {
      bx_words_part (&w, "throws to decide who starts", "擲骰定先");
      return bx_words_end (&w, text_en, text_zh);
    }
  if (move->flags & BX_RUQI_MOVE_XUTOU)
    {
      bx_words_part (&w, "an idle throw (虛投), all pieces out", "虛投");
      return bx_words_end (&w, text_en, text_zh);
    }
  if (bx_move_is_pass (move) || move->n_steps == 0)
    {
      bx_words_part (&w, "cannot move", "無子可行");
      return bx_words_end (&w, text_en, text_zh);
    }
  _bx_ruqi_move_replay (game, state, move, units, from, to, &rose, &fell);
  for (guint s = 0; s < move->n_steps; s++)
    {
      const BxStep *st = &move->steps[s];
      g_autofree char *who = pieces_name (units[s]);
      g_autofree char *a_en = NULL, *a_zh = NULL, *b_en = NULL, *b_zh = NULL;
      g_autofree char *en = NULL, *zh = NULL;

      if (units[s] == 0)
        continue;
      node_name (p, from[s], &a_en, &a_zh);
      node_name (p, to[s], &b_en, &b_zh);
      if (st->flags & BX_STEP_BEAR_OFF)
        {
          en = g_strdup_printf ("%s %s → out", who, a_en);
          zh = g_strdup_printf ("%s自%s出", who, a_zh);
        }
      else
        {
          en = g_strdup_printf ("%s %s → %s", who, a_en, b_en);
          zh = g_strdup_printf ("%s自%s至%s", who, a_zh, b_zh);
        }
      bx_words_part (&w, en, zh);
      if (st->flags & BX_RUQI_STEP_BACK)
        bx_words_clause (&w, "back one", "退一");
      if (st->flags & BX_STEP_STACK)
        bx_words_clause (&w, "joins its own", "相累");
    }
  if (rose != 0)
    {
      g_autofree char *who = pieces_name (rose);
      g_autofree char *en = g_strdup_printf ("%s %s up as 梟", who,
                                             g_utf8_strlen (who, -1) > 1 ? "stand" : "stands");
      g_autofree char *zh = g_strdup_printf ("%s起為梟", who);
      bx_words_part (&w, en, zh);
    }
  if (fell != 0)
    {
      g_autofree char *who = pieces_name (fell);
      g_autofree char *en = g_strdup_printf ("%s %s down as 伏", who,
                                             g_utf8_strlen (who, -1) > 1 ? "lie" : "lies");
      g_autofree char *zh = g_strdup_printf ("%s伏", who);
      bx_words_part (&w, en, zh);
    }
  return bx_words_end (&w, text_en, text_zh);
}
