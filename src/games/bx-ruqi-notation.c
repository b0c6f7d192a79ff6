/* bx-ruqi-notation.c: the 儒棋 move notation (describe_move) and the replay of a move's
 * steps for the move words (bx-ruqi-words.c)
 *
 * A move holds its steps as points; both functions find each step's unit and lane by
 * making the step again (step_unit(), bx-ruqi-step.h) and settle the play at its end
 * (從後定) to tell which pieces stood up or lay down.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-ruqi-step.h"

/* The play of player @p about to be made again from @state: *w gets the position and *c
 * the search's context made from it. */
static void
replay_begin (Work          *w,
              Ctx           *c,
              const Priv    *pv,
              const BxState *state,
              int            p)
{
  memset (w, 0, sizeof *w);
  w->rs = *bx_ruqi_state_const (state);
  ctx_init (c, pv, &w->rs, p);
  w->own = own_nodes (c->geo, &w->rs, p);
}

/* The piece that leads the unit a step moves: by its start slot, or the first piece of
 * player @p on the step's point; -1 when none is. */
static int
step_leader (const Work   *w,
             int           p,
             const BxStep *st)
{
  if (st->from >= BX_RUQI_START_SLOT)
    return st->from - BX_RUQI_START_SLOT;
  for (int i = 0; i < P; i++)
    if (bx_ruqi_cell_point (bx_ruqi_node_cell (p, w->rs.node[p][i])) == st->from)
      return i;
  return -1;
}

/* Makes step @st again in *w with the unit @leader leads, on whichever lane reaches the
 * step's point (a step records points, not lanes); w is left unchanged when neither does. */
static void
replay_step (Ctx          *c,
             Work         *w,
             int           p,
             int           leader,
             const BxStep *st)
{
  gboolean back = (st->flags & BX_RUQI_STEP_BACK) != 0;

  for (int lane = 0; lane < 2; lane++)
    {
      Work w2 = *w;
      BxStep got;

      if (step_unit (c, &w2, leader, unit_mask (&w->rs, p, leader), st->die, back, lane, &got)
          && got.to == st->to)
        {
          *w = w2;
          return;
        }
    }
}

char *
ruqi_describe_move (const BxGame  *game,
                    const BxState *state,
                    const BxMove  *move)
{
  const Priv *pv = bx_game_get_priv (game);
  GString *out = g_string_new (NULL);
  int p = state->player;
  Work w;
  Ctx c;
  guint8 on_crossing, rose, xiao0;

  if (move->flags & BX_RUQI_MOVE_THROW_OFF)
    return g_string_free (g_string_append (out, "throw-off"), FALSE);
  if (move->flags & BX_RUQI_MOVE_XUTOU)
    return g_string_free (g_string_append (out, "xutou"), FALSE);
  if (bx_move_is_pass (move))
    return g_string_free (g_string_append (out, "pass"), FALSE);

  replay_begin (&w, &c, pv, state, p);
  xiao0 = w.rs.xiao[p];
  for (guint s = 0; s < move->n_steps; s++)
    {
      const BxStep *st = &move->steps[s];
      int leader = step_leader (&w, p, st);
      g_autofree char *from_label = NULL;
      g_autofree char *to_label = NULL;

      if (leader < 0)
        {
          g_string_append (out, s ? " ?" : "?");
          continue;
        }
      if (s > 0)
        g_string_append_c (out, ' ');
      for (int i = 0; i < P; i++)
        if (unit_mask (&w.rs, p, leader) & (1u << i))
          g_string_append (out, bx_ruqi_piece_name (i));
      from_label = bx_ruqi_node_label (w.rs.node[p][leader]);
      replay_step (&c, &w, p, leader, st);
      to_label = bx_ruqi_node_label (w.rs.node[p][leader]);
      g_string_append_printf (out, " %s-%s", from_label, to_label);
    }
  settle (&w, p, &on_crossing, &rose);
  for (int i = 0; i < P; i++)
    {
      guint8 bit = 1u << i;
      if (rose & bit & ~xiao0)
        {
          g_string_append (out, " ^");
          break;
        }
      if (on_crossing & bit & xiao0)
        {
          g_string_append (out, " v");
          break;
        }
    }
  return g_string_free (out, FALSE);
}

/* For the move words (bx-ruqi-words.c): replays @move from @state as ruqi_describe_move()
 * does.  Fills, per step, the unit moved (a bit per piece; 0 when the step is not found),
 * the route node it left and the node it reached; *rose gets the pieces stood up as 梟 and
 * *fell those laid down as 伏 when the play settles (從後定). */
void
_bx_ruqi_move_replay (const BxGame  *game,
                      const BxState *state,
                      const BxMove  *move,
                      guint8        *units,
                      guint8        *from_nodes,
                      guint8        *to_nodes,
                      guint8        *rose,
                      guint8        *fell)
{
  const Priv *pv = bx_game_get_priv (game);
  int p = state->player;
  guint8 on_crossing, up, xiao0;
  Work w;
  Ctx c;

  replay_begin (&w, &c, pv, state, p);
  xiao0 = w.rs.xiao[p];
  for (guint s = 0; s < move->n_steps; s++)
    {
      const BxStep *st = &move->steps[s];
      int leader = step_leader (&w, p, st);

      units[s] = 0;
      from_nodes[s] = to_nodes[s] = 0;
      if (leader < 0)
        continue;
      units[s] = unit_mask (&w.rs, p, leader);
      from_nodes[s] = w.rs.node[p][leader];
      replay_step (&c, &w, p, leader, st);
      to_nodes[s] = w.rs.node[p][leader];
    }
  settle (&w, p, &on_crossing, &up);
  *rose = up & ~xiao0;
  *fell = on_crossing & xiao0;
}
