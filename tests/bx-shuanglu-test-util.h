/* bx-shuanglu-test-util.h: helpers shared by the 雙陸 tests (test-shuanglu, test-variants):
 * positions written in each side's own point numbers, and their exact legal moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdlib.h>
#include <string.h>
#include <glib.h>

#include "bx-game.h"
#include "bx-ruleset.h"
#include "bx-shuanglu.h"
#include "bx-test-util.h"

G_BEGIN_DECLS

/* A BxTestCheckFunc for 雙陸: each side has its ruleset's "pieces" on the points, on the
 * bar and borne off (pieces are conserved). */
static inline void
bx_shuanglu_test_check_pieces (BxGame        *game,
                               const BxState *s)
{
  const BxShuangluState *ss = bx_shuanglu_state_const (s);
  int count[2] = { ss->bar[0] + ss->off[0], ss->bar[1] + ss->off[1] };
  int n = 0;

  g_assert_true (bx_ruleset_get_int (bx_game_get_ruleset (game), "pieces", &n, NULL));
  for (int i = 0; i < 24; i++)
    count[ss->points[i] > 0 ? 0 : 1] += ABS (ss->points[i]);
  g_assert_cmpint (count[0], ==, n);
  g_assert_cmpint (count[1], ==, n);
}

/* Reads a position of `game` into `state`: "W:13x2,6x1 B:19x1 Wbar:1 Bbar:0 to:white", each
 * side's points in its own numbering (1 = the last point before bearing off), "PxN" for N
 * pieces on point P.  The pieces a side has (the ruleset's "pieces") that are not listed are
 * off the board.  Fails the test when the position is not a possible one. */
static inline void
bx_shuanglu_test_make_state (BxGame     *game,
                             const char *spec,
                             BxState    *state)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) parts = g_strsplit (spec, " ", -1);
  BxShuangluState *s = bx_shuanglu_state (state);
  int on[2] = { 0, 0 };
  int pieces = 0;

  g_assert_true (bx_ruleset_get_int (bx_game_get_ruleset (game), "pieces", &pieces, NULL));
  memset (state, 0, sizeof *state);
  state->winner = -1;
  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (g_str_has_prefix (parts[i], "to:"))
        state->player = strcmp (parts[i] + 3, "black") == 0;
      else if (g_str_has_prefix (parts[i], "Wbar:") || g_str_has_prefix (parts[i], "Bbar:"))
        {
          int side = parts[i][0] == 'B';
          s->bar[side] = atoi (parts[i] + 5);
          on[side] += s->bar[side];
        }
      else if (parts[i][0] == 'W' || parts[i][0] == 'B')
        {
          int side = parts[i][0] == 'B';
          g_auto(GStrv) items = g_strsplit (parts[i] + 2, ",", -1);
          for (guint k = 0; items[k] != NULL && items[k][0] != '\0'; k++)
            {
              int p = 0, n = 1;
              sscanf (items[k], "%dx%d", &p, &n);
              s->points[bx_shuanglu_index_of (p, side)] += side ? -n : n;
              on[side] += n;
            }
        }
    }
  s->off[0] = pieces - on[0];
  s->off[1] = pieces - on[1];
  bx_game_check_state (game, state, &error);
  g_assert_no_error (error);
}

/* The legal moves of position `spec` (bx_shuanglu_test_make_state()) for `throw_text`, as
 * bx_test_moves_string() writes them. */
static inline char *
bx_shuanglu_test_moves (BxGame     *game,
                        const char *spec,
                        const char *throw_text)
{
  BxState s;

  bx_shuanglu_test_make_state (game, spec, &s);
  return bx_test_moves_string (game, &s, throw_text);
}

G_END_DECLS
