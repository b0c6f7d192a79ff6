/* bx-words.c: what the families' move words share (bx-words.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-words.h"

#include <string.h>

#include "bx-bo-board.h"

/**
 * bx_words_begin:
 * @w: (out caller-allocates): the words to build
 * @player_en: the player's English name ("White")
 * @player_zh: the player's Chinese name ("白")
 *
 * Starts a move's words with the player's name and a colon ("White: ", "白：").
 */
void
bx_words_begin (BxWords    *w,
                const char *player_en,
                const char *player_zh)
{
  w->en = g_string_new (player_en);
  w->zh = g_string_new (player_zh);
  g_string_append (w->en, ": ");
  g_string_append (w->zh, "：");
  w->n_parts = 0;
}

/**
 * bx_words_player:
 * @game: a game
 * @player: a seat, 0-based
 * @en: the English name is appended here ("Red")
 * @zh: the Chinese name is appended here ("赤")
 *
 * Names a player as the table does: the name given to the seat
 * (bx_game_words_seat_name()), else the two halves of the family's label
 * (bx_game_player_label(), "Red 赤"; a label of one word, 除紅's "甲", in both), else 白 and 黑 for White and Black in a game of two,
 * else the seats 甲 乙 丙 丁 戊 ("First" …).
 */
void
bx_words_player (const BxGame *game,
                 int           player,
                 GString      *en,
                 GString      *zh)
{
  static const char *seats_en[] = { "First", "Second", "Third", "Fourth", "Fifth", "Sixth" };
  static const char *seats_zh[] = { "甲", "乙", "丙", "丁", "戊", "己" };
  const char *label = bx_game_player_label (game, player);
  const char *space = label != NULL ? strrchr (label, ' ') : NULL;
  const char *given = bx_game_words_seat_name (game, player);

  if (given != NULL)
    {
      g_string_append (en, given);
      g_string_append (zh, given);
      return;
    }
  if (space != NULL)
    {
      g_string_append_len (en, label, space - label);
      g_string_append (zh, space + 1);
      return;
    }
  if (label != NULL)
    {
      g_string_append (en, label);
      g_string_append (zh, label);
      return;
    }
  if (bx_game_get_n_players (game) <= 2)
    {
      g_string_append (en, player == 0 ? "White" : "Black");
      g_string_append (zh, player == 0 ? "白" : "黑");
      return;
    }
  if (player < 0 || (guint) player >= G_N_ELEMENTS (seats_en))
    {
      g_string_append (en, "?");
      g_string_append (zh, "?");
      return;
    }
  g_string_append (en, seats_en[player]);
  g_string_append (zh, seats_zh[player]);
}

/**
 * bx_words_begin_player:
 * @w: (out caller-allocates): the words to build
 * @game: a game
 * @player: the player who moves
 *
 * bx_words_begin() with the player named by bx_words_player().
 */
void
bx_words_begin_player (BxWords      *w,
                       const BxGame *game,
                       int           player)
{
  g_autoptr(GString) en = g_string_new (NULL);
  g_autoptr(GString) zh = g_string_new (NULL);

  bx_words_player (game, player, en, zh);
  bx_words_begin (w, en->str, zh->str);
}

/**
 * bx_words_part:
 * @w: words being built
 * @en: an English part ("右後六梁 → 右前一梁")
 * @zh: the same in Chinese ("右後六梁至右前一梁")
 *
 * Adds a part of the move, after "; " and "；" unless it is the first.
 */
void
bx_words_part (BxWords    *w,
               const char *en,
               const char *zh)
{
  if (w->n_parts++ > 0)
    {
      g_string_append (w->en, "; ");
      g_string_append (w->zh, "；");
    }
  g_string_append (w->en, en);
  g_string_append (w->zh, zh);
}

/**
 * bx_words_clause:
 * @w: words being built
 * @en: an English clause ("hits")
 * @zh: the same in Chinese ("打")
 *
 * Adds a clause to the last part, after ", " and "，".
 */
void
bx_words_clause (BxWords    *w,
                 const char *en,
                 const char *zh)
{
  g_string_append_printf (w->en, ", %s", en);
  g_string_append_printf (w->zh, "，%s", zh);
}

/**
 * bx_words_end:
 * @w: words being built (freed)
 * @text_en: (out) (transfer full): the English text
 * @text_zh: (out) (transfer full): the Chinese text
 *
 * Returns: %TRUE, for the hook's return.
 */
gboolean
bx_words_end (BxWords  *w,
              char    **text_en,
              char    **text_zh)
{
  *text_en = g_string_free (w->en, FALSE);
  *text_zh = g_string_free (w->zh, FALSE);
  w->en = w->zh = NULL;
  return TRUE;
}

/**
 * bx_words_zh_number:
 * @n: a number below 10 000
 *
 * Returns: (transfer full): @n in Chinese numerals ("十三", "二十", "一百零五"), "零" for 0;
 *   larger numbers in Arabic digits.
 */
char *
bx_words_zh_number (guint n)
{
  static const char *digits[] = { "零", "一", "二", "三", "四", "五", "六", "七", "八", "九" };
  static const char *units[] = { "千", "百", "十", "" };
  guint div[] = { 1000, 100, 10, 1 };
  GString *s;
  gboolean zero = FALSE;

  if (n == 0)
    return g_strdup (digits[0]);
  if (n >= 10000)
    return g_strdup_printf ("%u", n);
  if (n >= 10 && n < 20)
    return n == 10 ? g_strdup ("十") : g_strdup_printf ("十%s", digits[n - 10]);
  s = g_string_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (div); i++)
    {
      guint d = (n / div[i]) % 10;
      if (d == 0)
        {
          zero = s->len > 0;
          continue;
        }
      if (zero)
        g_string_append (s, digits[0]);
      zero = FALSE;
      g_string_append_printf (s, "%s%s", digits[d], units[i]);
    }
  return g_string_free (s, FALSE);
}

/**
 * bx_words_bo_point:
 * @id: a point of the 博局 (bx-bo-board.h), or %BX_BO_CENTRE
 * @en: (out) (transfer full): its English name: the side or corner, then the board's name
 *   of the point ("south 道", "south-east 高"); "the water" for the centre
 * @zh: (out) (transfer full): its Chinese name ("南道", "東南高", "水")
 *
 * Names a point of the 博局 as the boards label it: 許博昌's name (bojing.xubochang.5), or
 * the mark it belongs to (T, L, V) where the verse names none, with the compass side
 * (south is the first player's) or corner to tell the four alike apart.
 */
void
bx_words_bo_point (guint   id,
                   char  **en,
                   char  **zh)
{
  bx_words_bo_point_named (id, NULL, en, zh);
}

/**
 * bx_words_bo_point_named:
 * @id: a point of the 博局, or %BX_BO_CENTRE
 * @label: (nullable): the name the board writes at the point (六博's stations of the
 *   verse, bx_liubo_station_name()), or %NULL for bx_bo_point_label()'s
 * @en: (out) (transfer full): its English name ("south 道")
 * @zh: (out) (transfer full): its Chinese name ("南道")
 *
 * As bx_words_bo_point(), with the board's own label of the point.
 */
void
bx_words_bo_point_named (guint        id,
                         const char  *label,
                         char       **en,
                         char       **zh)
{
  static const char *sides_en[] = { "south", "east", "north", "west" };
  static const char *sides_zh[] = { "南", "東", "北", "西" };
  /* Corner k lies between side k and side k + 1. */
  static const char *corners_en[] = { "south-east", "north-east", "north-west", "south-west" };
  static const char *corners_zh[] = { "東南", "東北", "西北", "西南" };
  const BxBoPoint *p;
  gboolean corner;

  if (id >= BX_BO_N_POINTS)
    {
      *en = g_strdup ("the water");
      *zh = g_strdup ("水");
      return;
    }
  p = bx_bo_point (id);
  if (label == NULL || *label == '\0')
    label = bx_bo_point_label (id);
  corner = p->kind == BX_BO_VA || p->kind == BX_BO_SQ || p->kind == BX_BO_BC
           || p->kind == BX_BO_VE0 || p->kind == BX_BO_VE1;
  /* A point 許博昌's verse leaves unnamed: the board marks it by its figure only ("T", "L",
   * "V", the engine's letters): the end of the T, L or V mark (T形, L形, V形, as the
   * archaeological literature calls the board's figures). */
  if (g_ascii_isupper (label[0]) && label[1] == '\0')
    {
      *en = g_strdup_printf ("%s %s-mark end", corner ? corners_en[p->side % 4]
                             : sides_en[p->side % 4], label);
      *zh = g_strdup_printf ("%s%s形端", corner ? corners_zh[p->side % 4]
                             : sides_zh[p->side % 4], label);
      return;
    }
  *en = g_strdup_printf ("%s %s", corner ? corners_en[p->side % 4] : sides_en[p->side % 4],
                         label);
  *zh = g_strdup_printf ("%s%s", corner ? corners_zh[p->side % 4] : sides_zh[p->side % 4],
                         label);
}
