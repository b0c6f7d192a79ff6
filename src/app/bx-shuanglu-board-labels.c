/* bx-shuanglu-board-labels.c: the names on and round the 雙陸 board
 *
 * The words of BxShuangluBoard (bx-shuanglu-board.c): the names of the points written
 * beside them with each player's 門, 胲 and 宫 (from the engine, bx_shuanglu_point_label()
 * and bx_shuanglu_point_role()), the titles of the boxes beside the board, and the tooltip
 * of a point.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-draw.h"
#include "bx-shuanglu-board-private.h"
#include "bx-text-util.h"

/* The labels outside each long side: every point's name written downwards, the 門 and 胲
 * of each player, and the bracket over each player's 宫. */
void
bx_shuanglu_board_draw_labels (BxShuangluBoard *self,
                               cairo_t         *cr,
                               const BxPalette *p)
{
  const BxGame *game = bx_session_get_game (self->session);
  double fs = self->fs;
  double top = self->y0 - self->rim, bottom = self->y0 + self->field_h + self->rim;

  for (int i = 0; i < BX_SHUANGLU_N_POINTS; i++)
    {
      int col, row;
      double cx, y_name, y_role;
      const char *label = bx_shuanglu_point_label (i);

      bx_shuanglu_board_point_cell (i, &col, &row);
      cx = bx_shuanglu_board_col_x (self, col) + self->cw / 2;
      y_name = row == 0 ? top - fs * (NAME_AT + NAME_H) : bottom + fs * NAME_AT;
      y_role = row == 0 ? top - fs * ROLE_AT : bottom + fs * ROLE_AT;

      /* The name written downwards, as the board's own labels would be. */
      for (const char *c = label; c != NULL && *c != '\0'; c = g_utf8_next_char (c))
        {
          g_autofree char *one = g_strndup (c, g_utf8_next_char (c) - c);

          bx_rgba_use (cr, &p->dim_text);
          bx_draw_text (cr, one, cx, y_name + fs * 0.525, fs, FALSE, TRUE);
          y_name += fs * 1.05;
        }

      for (int player = 0; player < 2; player++)
        {
          BxShuangluRole role = bx_shuanglu_point_role (game, i, player);
          const char *text = NULL;

          if (role == BX_SHUANGLU_ROLE_MEN)
            text = player == 0 ? "白門" : "黑門";
          else if (role == BX_SHUANGLU_ROLE_GAI)
            text = player == 0 ? "白胲" : "黑胲";
          if (text == NULL)
            continue;
          bx_rgba_use (cr, &p->piece_label[player]);
          bx_draw_text (cr, text, cx, y_role, fs * 1.05, TRUE, TRUE);
        }
    }

  /* 宫: a bracket between the point names and the role labels, over the run of a
   * player's home points, with its name in the role row away from the 胲. */
  for (int player = 0; player < 2; player++)
    {
      int lo_col = N_COLS, hi_col = -1, row = -1, gai_col = -1;
      double x1, x2, y, tick, text_x;
      const BxRgba *color = &p->piece_label[player];

      for (int i = 0; i < BX_SHUANGLU_N_POINTS; i++)
        {
          BxShuangluRole role = bx_shuanglu_point_role (game, i, player);
          int col, r;

          if (role != BX_SHUANGLU_ROLE_GONG && role != BX_SHUANGLU_ROLE_GAI)
            continue;
          bx_shuanglu_board_point_cell (i, &col, &r);
          lo_col = MIN (lo_col, col);
          hi_col = MAX (hi_col, col);
          if (role == BX_SHUANGLU_ROLE_GAI)
            gai_col = col;
          row = r;
        }
      if (hi_col < 0)
        continue;
      x1 = bx_shuanglu_board_col_x (self, lo_col) + 3;
      x2 = bx_shuanglu_board_col_x (self, hi_col) + self->cw - 3;
      y = row == 0 ? top - fs * BRACKET_AT : bottom + fs * BRACKET_AT;
      tick = row == 0 ? fs * 0.3 : -fs * 0.3;
      cairo_new_path (cr);
      cairo_move_to (cr, x1, y + tick);
      cairo_line_to (cr, x1, y);
      cairo_line_to (cr, x2, y);
      cairo_line_to (cr, x2, y + tick);
      bx_rgba_use_alpha (cr, color, 0.6);
      cairo_set_line_width (cr, 1.2);
      cairo_stroke (cr);

      /* The name goes in the middle of the run, or of its far half when the 胲 is in
       * the middle column. */
      text_x = (x1 + x2) / 2;
      if (gai_col >= 0)
        {
          double gai_x = bx_shuanglu_board_col_x (self, gai_col) + self->cw / 2;

          if (ABS (gai_x - text_x) < self->cw * 1.2)
            text_x += gai_x < text_x ? self->cw : -self->cw;
        }
      bx_rgba_use (cr, color);
      bx_draw_text (cr, player == 0 ? "白宫" : "黑宫", text_x, row == 0 ? top - fs * ROLE_AT
                    : bottom + fs * ROLE_AT, fs * 1.05, TRUE, TRUE);
    }
}

/* The title of a box beside the board.  It is written on two lines, split at its first
 * space ("待入" over "to enter"), as the box is narrower than the whole title at the least
 * text size; a title with no space takes one line. */
const char *
bx_shuanglu_board_side_title (int box)
{
  /* Under a Chinese UI the board's own words alone (bx_draw_text() simplifies them). */
  gboolean zh = bx_ui_script (NULL) != BX_UI_SCRIPT_NONE;

  if (box == BX_POINT_BAR)
    return zh ? "待入" : _("待入 to enter");
  return zh ? "出" : _("出 borne off");
}

/* The tooltip of a point or a box beside the board: its name, what it is to each player,
 * and the pieces on it. */
char *
bx_shuanglu_board_point_tooltip (BxShuangluBoard *self,
                                 int              point)
{
  const BxGame *game = bx_session_get_game (self->session);
  BxShuangluState s;
  GString *text = g_string_new (NULL);
  int mover, n;

  bx_shuanglu_board_displayed_position (self, &s, &mover);
  if (point == BX_POINT_BAR || point == BX_POINT_OFF)
    {
      gboolean bar = point == BX_POINT_BAR;

      if (bx_ui_script (NULL) != BX_UI_SCRIPT_NONE)
        g_string_append (text, bar ? "待入：被打或尚未入局之馬" : "出：已出局之馬");
      else
        g_string_append (text, bar ? _("待入: pieces waiting to enter the board (hit, or not "
                                       "yet entered)")
                                   : _("出: pieces borne off"));
      g_string_append_printf (text, "\n%s %d · %s %d", _("White"),
                              bar ? s.bar[0] : s.off[0], _("Black"), bar ? s.bar[1] : s.off[1]);
      return g_string_free (text, FALSE);
    }

  /* The English gloss ("left front 1") only where the UI is not Chinese; the name in
   * simplified characters under zh_CN, as the board draws it (右后六). */
  if (bx_ui_script (NULL) == BX_UI_SCRIPT_SIMPLIFIED)
    {
      g_autofree char *name = bx_to_simplified (bx_shuanglu_point_label (point));

      g_string_append (text, name);
    }
  else if (bx_ui_script (NULL) == BX_UI_SCRIPT_TRADITIONAL)
    g_string_append (text, bx_shuanglu_point_label (point));
  else
    g_string_append_printf (text, "%s  (%s)", bx_shuanglu_point_label (point),
                            bx_shuanglu_point_label_en (point));
  for (int player = 0; player < 2; player++)
    {
      BxShuangluRole role = bx_shuanglu_point_role (game, point, player);
      const char *who = player == 0 ? _("White") : _("Black");

      if (role == BX_SHUANGLU_ROLE_MEN)
        g_string_append_printf (text, _("\n%s’s 門 (gate)"), who);
      else if (role == BX_SHUANGLU_ROLE_GAI)
        g_string_append_printf (text, _("\n%s’s 胲, the first point of its 宫 (home)"), who);
      else if (role == BX_SHUANGLU_ROLE_GONG)
        g_string_append_printf (text, _("\nIn %s’s 宫 (home)"), who);
    }
  n = s.points[point];
  if (n == 0)
    g_string_append (text, _("\nEmpty"));
  else
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "\n%d %s 馬 (piece)",
                                               "\n%d %s 馬 (pieces)", ABS (n)),
                            ABS (n), n > 0 ? _("White") : _("Black"));
  return g_string_free (text, FALSE);
}
