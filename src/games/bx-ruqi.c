/* bx-ruqi.c: the 儒棋 engine of 游肇's 儒棋格, driven by ruleset params only
 *
 * A turn is one throw of the two 投子 and one play: one unit (a lone piece, or a stack
 * that moves together) or two units, all of one kind (伏 or 梟), by the numbers the throw
 * gives that kind.  The generator searches every play on a small copy of the family state,
 * settles the 伏/梟 status of the moved units at the end of the play (從後定), ends the 局
 * when a side has all its pieces out, and de-duplicates plays by their resulting state.
 * Scratch space is thread-local: nothing is allocated beyond growing the caller's list.
 * apply() takes the matching play's result from the plays of the throw (kept from
 * legal_moves() or random_move() of the same position), so a move is played exactly as the
 * generator licensed it.
 * The plays (generator, legal moves, apply, result) are in bx-ruqi-moves.c, the state as
 * JSON in bx-ruqi-json.c; what the files share is in bx-ruqi-private.h.
 *
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-ruqi-private.h"

#include <stdlib.h>
#include <string.h>

#include "bx-ruqi-eval.h"
#include "bx-error.h"
#include "bx-words.h"

static const char *piece_names[P] = { "善", "敬", "德", "忠", "順" };
static const char *face_names[7] = { "", "智", "禮", "仁", "義", "信", "謙" };

/* ---------------------------------------------------------------- geometry */

/* The ring, counted counter-clockwise from the bottom 凈 crossing (10,5). */
static int
ring_cell (int a)
{
  int r, c;

  a = ((a % BX_RUQI_RING) + BX_RUQI_RING) % BX_RUQI_RING;
  if (a <= 5)
    r = 10, c = 5 + a;
  else if (a <= 15)
    r = 10 - (a - 5), c = 10;
  else if (a <= 25)
    r = 0, c = 10 - (a - 15);
  else if (a <= 35)
    r = a - 25, c = 0;
  else
    r = 10, c = a - 35;
  return r * S + c;
}

/* The board cell of @player's @node, or -1 (bx_ruqi_node_cell(), computed). */
static int
compute_node_cell (int player,
                   int node)
{
  int i;

  if (node <= START || node >= OUT)
    return -1;
  if (node < BX_RUQI_RING)
    return ring_cell (node + 20 * player);
  if (node < JI)
    {
      i = node - ZH + 1;
      return 5 * S + (player == 0 ? 10 - i : i);
    }
  i = node - JI + 1;
  return (player == 0 ? i : 10 - i) * S + 5;
}

/* The point of @cell, or -1 (bx_ruqi_cell_point(), computed). */
static int
compute_cell_point (int cell)
{
  int r = cell / S, c = cell % S;

  if (cell < 0 || cell >= BX_RUQI_N_CELLS)
    return -1;
  for (int a = 0; a < BX_RUQI_RING; a++)
    if (ring_cell (a) == cell)
      return a;
  if (c == 5)
    return 40 + r - 1;
  if (r == 5)
    return 49 + (c < 5 ? c - 1 : c - 2);
  return -1;
}

/**
 * _bx_ruqi_geo:
 *
 * The geometry as tables (built once, from the functions above): a node's cell and point
 * for each player, a cell's point.  For the move generator's inner loop.
 *
 * Returns: (transfer none): the tables, static
 */
const BxRuqiGeo *
_bx_ruqi_geo (void)
{
  static BxRuqiGeo geo;
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (int cell = 0; cell < BX_RUQI_N_CELLS; cell++)
        geo.cell_point[cell] = (gint8) compute_cell_point (cell);
      for (int player = 0; player < 2; player++)
        for (int node = 0; node < 256; node++)
          {
            int cell = compute_node_cell (player, node);
            geo.node_cell[player][node] = (gint8) cell;
            geo.node_point[player][node] = (gint8) (cell < 0 ? -1 : geo.cell_point[cell]);
            if (cell >= 0 && node < 64)
              geo.cell_nodes[player][cell] |= G_GUINT64_CONSTANT (1) << node;
          }
      for (int player = 0; player < 2; player++)
        for (int node = 0; node < 64; node++)
          {
            int cell = geo.node_cell[player][node];
            if (cell >= 0)
              geo.twins[player][node] = geo.cell_nodes[player][cell]
                                        & ~(G_GUINT64_CONSTANT (1) << node);
          }
      for (int player = 0; player < 2; player++)
        for (int node = 0; node < 256; node++)
          {
            int cell = geo.node_cell[1 - player][node];
            geo.foe_nodes[player][node] = cell < 0 ? 0 : geo.cell_nodes[player][cell];
          }
      for (int node = START + 1; node < OUT; node++)
        geo.node_bit[node] = G_GUINT64_CONSTANT (1) << node;
      for (int node = 0; node < 256; node++)
        {
          gboolean crossing = _bx_ruqi_node_is_crossing (node);
          geo.crossing[node] = crossing ? 0xff : 0;
          geo.lie[node] = crossing || node == START || node == OUT ? 0xff : 0;
        }
      for (int player = 0; player < 2; player++)
        for (int node = 0; node < 256; node++)
          {
            int cell = geo.node_cell[player][node];
            geo.cell_of[player][node] = cell < 0 ? 0 : geo.cell_nodes[player][cell];
          }
      g_once_init_leave (&done, 1);
    }
  return &geo;
}

/**
 * bx_ruqi_node_cell:
 * @player: 0 (White, 此) or 1 (Black, 彼)
 * @node: a route node of @player (see bx-ruqi.h)
 *
 * Returns: the board cell (row × 11 + column) of the node, or -1 for START and OUT.
 */
int
bx_ruqi_node_cell (int player,
                   int node)
{
  if (node <= START || node >= OUT || player < 0 || player > 1)
    return -1;
  return _bx_ruqi_geo ()->node_cell[player][node];
}

/**
 * bx_ruqi_cell_point:
 * @cell: a board cell (row × 11 + column)
 *
 * Returns: the cell's point, the numbering of BxStep (bx-ruqi.h), or -1 for a cell off the
 *   周道 and the lanes.
 */
int
bx_ruqi_cell_point (int cell)
{
  if (cell < 0 || cell >= BX_RUQI_N_CELLS)
    return -1;
  return _bx_ruqi_geo ()->cell_point[cell];
}

/**
 * bx_ruqi_point_cell:
 * @point: a point (0–56) of BxStep
 *
 * Returns: its board cell, or -1 for a start slot, off, or no point.
 */
int
bx_ruqi_point_cell (int point)
{
  if (point < 0 || point >= BX_RUQI_START_SLOT)
    return -1;
  if (point < BX_RUQI_RING)
    return ring_cell (point);
  if (point < 49)
    return (point - 40 + 1) * S + 5;
  point -= 49;
  return 5 * S + (point < 4 ? point + 1 : point + 2);
}

/**
 * bx_ruqi_cell_is_crossing:
 * @cell: a board cell
 *
 * Returns: %TRUE for the four cells where the 周道 meets the 凈 and 中 lanes.
 */
gboolean
bx_ruqi_cell_is_crossing (int cell)
{
  return cell == ring_cell (0) || cell == ring_cell (10) || cell == ring_cell (20)
         || cell == ring_cell (30);
}

/**
 * bx_ruqi_cell_label:
 * @cell: a board cell
 *
 * Returns: the name of a named cell (此凈, 彼凈, 右中, 左中, 中央), or NULL; static.
 */
const char *
bx_ruqi_cell_label (int cell)
{
  if (cell == ring_cell (0))
    return "此凈";
  if (cell == ring_cell (20))
    return "彼凈";
  if (cell == ring_cell (10))
    return "右中";
  if (cell == ring_cell (30))
    return "左中";
  if (cell == 5 * S + 5)
    return "中央";
  return NULL;
}

/**
 * bx_ruqi_node_label:
 * @node: a route node
 *
 * Returns: (transfer full): "s" (beside the 凈), "r12" (ring), "z3" (中 lane), "j3" (凈
 *   lane) or "off".
 */
char *
bx_ruqi_node_label (int node)
{
  if (node == START)
    return g_strdup ("s");
  if (node >= OUT)
    return g_strdup ("off");
  if (node < BX_RUQI_RING)
    return g_strdup_printf ("r%d", node);
  if (node < JI)
    return g_strdup_printf ("z%d", node - ZH + 1);
  return g_strdup_printf ("j%d", node - JI + 1);
}

int
_bx_ruqi_node_parse (const char *text)
{
  char *end = NULL;
  long v;

  if (strcmp (text, "s") == 0)
    return START;
  if (strcmp (text, "off") == 0)
    return OUT;
  if (text[0] != 'r' && text[0] != 'z' && text[0] != 'j')
    return -1;
  v = strtol (text + 1, &end, 10);
  if (end == text + 1 || *end != '\0')
    return -1;
  if (text[0] == 'r')
    return v >= 1 && v <= 39 ? (int) v : -1;
  if (v < 1 || v > 9)
    return -1;
  return (int) v - 1 + (text[0] == 'z' ? ZH : JI);
}

/** bx_ruqi_piece_name: @piece: 0–4.  Returns: 善, 敬, 德, 忠 or 順 (static). */
const char *
bx_ruqi_piece_name (int piece)
{
  g_return_val_if_fail (piece >= 0 && piece < P, NULL);
  return piece_names[piece];
}

/** bx_ruqi_piece_value: Returns: the value of @piece (6–10 in 儒棋格), its 算. */
int
bx_ruqi_piece_value (const BxGame *game,
                     int           piece)
{
  const Priv *pv = bx_game_get_priv (game);

  g_return_val_if_fail (piece >= 0 && piece < P, 0);
  return pv->values[piece];
}

/** bx_ruqi_face_name: @face: a die face 1–6.  Returns: 智 禮 仁 義 信 or 謙 (static). */
const char *
bx_ruqi_face_name (int face)
{
  g_return_val_if_fail (face >= 1 && face <= 6, NULL);
  return face_names[face];
}

/** bx_ruqi_face_value: @face: 1–6.  Returns: its number, 0 for 謙. */
int
bx_ruqi_face_value (int face)
{
  return face >= 1 && face <= 5 ? face : 0;
}

/**
 * bx_ruqi_half_lanes:
 * @game: a 儒棋 game
 *
 * Returns: %TRUE when each side has its own half of the 中 lane and of the 凈 lane (param
 *   lanes.own-halves, ruqige.ge.14 凈中四道…互有二不得相干): a piece turns in at its 中
 *   crossing (ring 10), meets the centre and goes down its own half of the 凈 lane, out.
 */
gboolean
bx_ruqi_half_lanes (const BxGame *game)
{
  return ((const Priv *) bx_game_get_priv (game))->half_lanes;
}

/** bx_ruqi_suan_per_jue: Returns: the 算 that make one 爵 (10). */
guint
bx_ruqi_suan_per_jue (const BxGame *game)
{
  return ((const Priv *) bx_game_get_priv (game))->suan_per_jue;
}

/** bx_ruqi_jue_to_win: Returns: the 爵 that win the match (3). */
guint
bx_ruqi_jue_to_win (const BxGame *game)
{
  return ((const Priv *) bx_game_get_priv (game))->jue_to_win;
}

/** bx_ruqi_jue: Returns: the 爵 @player has set up so far. */
guint
bx_ruqi_jue (const BxGame  *game,
             const BxState *state,
             int            player)
{
  return bx_ruqi_state_const (state)->suan[player] / bx_ruqi_suan_per_jue (game);
}

int
_bx_ruqi_left_value (const Priv        *pv,
                     const BxRuqiState *rs,
                     int                player)
{
  int sum = 0;

  for (int i = 0; i < P; i++)
    if (rs->node[player][i] != OUT)
      sum += pv->score_by_value ? pv->values[i] : 1;
  return sum;
}

/**
 * bx_ruqi_left_value:
 * @game: a 儒棋 game
 * @state: a position
 * @player: a player
 *
 * Returns: the 算 the pieces @player has not brought out are worth (their values, or one
 *   each, after the param score.by).
 */
int
bx_ruqi_left_value (const BxGame  *game,
                    const BxState *state,
                    int            player)
{
  return _bx_ruqi_left_value (bx_game_get_priv (game), bx_ruqi_state_const (state), player);
}

/* ---------------------------------------------------------------- paths */

/* Walks a count of @n forward from @from (into the lane at the first step when @lane) as
 * the route goes, filling @out (BxRuqiPath). */
static void
walk (const Priv *pv,
      int         from,
      int         n,
      gboolean    lane,
      BxRuqiPath *out)
{
  int cur = from;

  memset (out, 0, sizeof *out);
  for (int i = 0; i < n; i++)
    {
      int nxt = _bx_ruqi_node_forward (cur, lane && i == 0, pv->half_lanes);
      if (nxt == OUT)
        {
          if (i < n - 1 && !pv->overshoot)
            {
              out->dest = BX_RUQI_PATH_NONE;
              return;
            }
          cur = OUT;
          break;
        }
      if (i < n - 1)
        {
          if (_bx_ruqi_node_is_crossing (nxt))
            out->passed = 1;
          if (nxt < 64)
            out->mid |= G_GUINT64_CONSTANT (1) << nxt;
          if (_bx_ruqi_node_is_corner (nxt))
            out->corner = 1;
        }
      cur = nxt;
    }
  /* 擬以過之 (ruqige.ge.23) is looked at by the generator, against the enemy. */
  if (pv->beyond && cur != OUT && _bx_ruqi_node_is_crossing (cur))
    out->cross_end = 1;
  /* 四維之道通數而碁 (ruqige.ge.9–10): a count that ends on a corner goes on to the next
   * cell (never a crossing, so this commutes with 擬以過之). */
  if (pv->corners_pass && _bx_ruqi_node_is_corner (cur))
    {
      cur++;
      out->corner = 1;
    }
  out->dest = (guint8) cur;
}

/**
 * _bx_ruqi_paths_init:
 * @pv: the params, read from the ruleset (lanes.own-halves, exit.overshoot)
 *
 * Fills @pv->path: every count of 0–7 from every node 0–63, straight on and into a lane,
 * walked once as the route goes (ruqige.ge.11–14), for step_unit().
 */
void
_bx_ruqi_paths_init (Priv *pv)
{
  for (int lane = 0; lane < 2; lane++)
    for (int from = 0; from < BX_RUQI_PATH_FROM; from++)
      for (int n = 0; n < BX_RUQI_PATH_N; n++)
        walk (pv, from, n, lane, &pv->path[lane][from][n]);
}

/* ---------------------------------------------------------------- prepare */

/* A rule index's bit in a set of rules (Priv.m_route …; -1, no such rule: none). */
static guint64
rule_bit (int rule)
{
  return rule >= 0 && rule < 64 ? G_GUINT64_CONSTANT (1) << rule : 0;
}

/* The serial numbers of prepared games (Priv.serial). */
static gint serials;

static gboolean
ruqi_prepare (BxGame   *game,
              gpointer  priv,
              GError  **error)
{
  Priv *pv = priv;
  BxRuleset *rs = bx_game_get_ruleset (game);
  static const char * const first_choices[] = { "throw-off", "white", "black", NULL };
  static const char * const fu_double_choices[] = { "one-piece", "one-step", NULL };
  static const char * const numbers_choices[] = { "numbers", NULL };
  static const char * const stop_choices[] = { "stop", NULL };
  static const char * const back_choices[] = { "back-one", NULL };
  static const char * const full_choices[] = { "full", NULL };
  static const char * const step_choices[] = { "one-step", NULL };
  static const char * const same_choices[] = { "same", NULL };
  static const char * const score_choices[] = { "value", "piece", NULL };
  static const char * const xutou_choices[] = { "wait", "void", NULL };
  static const char * const loser_choices[] = { "loser", NULL };
  static const char * const corner_choices[] = { "rest", "pass", NULL };
  static const char * const beyond_choices[] = { "blocked", "beyond", NULL };
  static const char * const qian_xin_choices[] = { "stop", "stretch", NULL };
  int corners = 0, beyond = 0, qian_xin = 0;
  int list[8];
  guint n_list = 0;
  int players = 2, size = S, count = 2, first = 0, choice = 0, score_by = 0, xutou = 0;
  gboolean b;

  if (!bx_game_param_int (game, "players", 2, G_MININT, G_MAXINT, &players, error)
      || !bx_game_param_int (game, "board.size", S, G_MININT, G_MAXINT, &size, error)
      || !bx_game_param_int (game, "dice.count", 2, G_MININT, G_MAXINT, &count, error)
      || !bx_game_param_int (game, "throw.qian-face", BX_RUQI_FACE_QIAN, G_MININT, G_MAXINT,
                             &pv->qian_face, error)
      || !bx_game_param_choice (game, "turn.first", first_choices, 0, &first, error)
      || !bx_game_param_bool (game, "turn.alternate", TRUE, &b, error)
      || !bx_game_param_choice (game, "route.direction", same_choices, 0, &choice, error)
      || !bx_game_param_bool (game, "route.lanes", TRUE, &pv->lanes, error)
      || !bx_game_param_bool (game, "lanes.own-halves", FALSE, &pv->half_lanes, error)
      || !bx_game_param_choice (game, "board.corners", corner_choices, 0, &corners, error)
      || !bx_game_param_choice (game, "crossing.enemy", beyond_choices, 0, &beyond, error)
      || !bx_game_param_choice (game, "fu.first-qian-xin", qian_xin_choices, 0, &qian_xin,
                                error)
      || !bx_game_param_bool (game, "exit.overshoot", TRUE, &pv->overshoot, error)
      || !bx_game_param_bool (game, "status.rise", TRUE, &b, error)
      || !bx_game_param_bool (game, "status.fall", TRUE, &b, error)
      || !bx_game_param_choice (game, "fu.different", numbers_choices, 0, &choice, error)
      || !bx_game_param_choice (game, "fu.double", fu_double_choices, 0, &pv->fu_double, error)
      || !bx_game_param_choice (game, "fu.one-qian", stop_choices, 0, &choice, error)
      || !bx_game_param_choice (game, "fu.two-qian", back_choices, 0, &choice, error)
      || !bx_game_param_choice (game, "xiao.different", numbers_choices, 0, &choice, error)
      || !bx_game_param_choice (game, "xiao.double", full_choices, 0, &choice, error)
      || !bx_game_param_choice (game, "xiao.one-qian", step_choices, 0, &choice, error)
      || !bx_game_param_choice (game, "xiao.two-qian", stop_choices, 0, &choice, error)
      || !bx_game_param_bool (game, "turn.one-kind", TRUE, &b, error)
      || !bx_game_param_bool (game, "stack.together", TRUE, &b, error)
      || !bx_game_param_bool (game, "capture", FALSE, &b, error)
      || !bx_game_param_bool (game, "play.all-numbers", TRUE, &pv->all_numbers, error)
      || !bx_game_param_bool (game, "play.xiao-first", FALSE, &pv->xiao_first, error)
      || !bx_game_param_bool (game, "pass.forced", TRUE, &b, error)
      || !bx_game_param_choice (game, "score.by", score_choices, 0, &score_by, error)
      || !bx_game_param_choice (game, "xutou", xutou_choices, 0, &xutou, error)
      || !bx_game_param_choice (game, "next.first", loser_choices, 0, &choice, error)
      || !bx_game_param_int (game, "score.suan-per-jue", 10, 1, 200, &pv->suan_per_jue,
                             error)
      || !bx_game_param_int (game, "win.jue", 3, 1, 200, &pv->jue_to_win, error))
    return FALSE;

  pv->r_jue = bx_game_rule_index (game, "score.suan-per-jue");
  pv->r_win = bx_game_rule_index (game, "win.jue");
  pv->r_alternate = bx_game_rule_index (game, "turn.alternate");
  pv->r_lanes = bx_game_rule_index (game, "route.lanes");
  pv->r_exit = bx_game_rule_index (game, "exit.overshoot");
  pv->r_rise = bx_game_rule_index (game, "status.rise");
  pv->r_fall = bx_game_rule_index (game, "status.fall");
  pv->r_nomix = bx_game_rule_index (game, "turn.one-kind");
  pv->r_stack = bx_game_rule_index (game, "stack.together");
  pv->r_nocapture = bx_game_rule_index (game, "capture");
  pv->r_all = bx_game_rule_index (game, "play.all-numbers");
  pv->r_xiao_first = bx_game_rule_index (game, "play.xiao-first");
  pv->r_pass = bx_game_rule_index (game, "pass.forced");
  pv->r_first = bx_game_rule_index (game, "turn.first");
  pv->r_route = bx_game_rule_index (game, "route.direction");
  pv->r_fu_move = bx_game_rule_index (game, "fu.different");
  pv->r_fu_double = bx_game_rule_index (game, "fu.double");
  pv->r_fu_one_qian = bx_game_rule_index (game, "fu.one-qian");
  pv->r_fu_two_qian = bx_game_rule_index (game, "fu.two-qian");
  pv->r_xiao_move = bx_game_rule_index (game, "xiao.different");
  pv->r_xiao_double = bx_game_rule_index (game, "xiao.double");
  pv->r_xiao_one_qian = bx_game_rule_index (game, "xiao.one-qian");
  pv->r_xiao_two_qian = bx_game_rule_index (game, "xiao.two-qian");
  pv->r_suan = bx_game_rule_index (game, "score.by");
  pv->r_xutou = bx_game_rule_index (game, "xutou");
  pv->r_next = bx_game_rule_index (game, "next.first");
  pv->r_corners = bx_game_rule_index (game, "board.corners");
  pv->r_half_lanes = bx_game_rule_index (game, "lanes.own-halves");
  pv->r_beyond = bx_game_rule_index (game, "crossing.enemy");
  pv->r_qian_xin = bx_game_rule_index (game, "fu.first-qian-xin");
  pv->corners_pass = corners == 1;
  pv->beyond = beyond == 1;
  pv->qian_xin = qian_xin == 1;

  if (players != 2)
    return bx_game_param_error (game, "players", "儒棋 is played by two", error);
  if (size != S)
    return bx_game_param_error (game, "board.size", "the engine plays the 11 × 11 board", error);
  if (count != 2)
    return bx_game_param_error (game, "dice.count", "儒棋 throws two 投子", error);
  if (pv->qian_face < 1 || pv->qian_face > 6)
    return bx_game_param_error (game, "throw.qian-face", "must be a face 1–6", error);
  if (bx_ruleset_get_param (rs, "capture") != NULL
      && bx_ruleset_get_bool (rs, "capture", &b, NULL) && b)
    return bx_game_param_error (game, "capture", "儒棋 has no capture", error);
  if (pv->suan_per_jue < 1 || pv->jue_to_win < 1 || pv->suan_per_jue * pv->jue_to_win > 200)
    return bx_game_param_error (game, "win.jue", "算 per 爵 × 爵 must be 1–200", error);
  pv->throw_off = first == 0;
  pv->first = first == 2 ? 1 : 0;
  pv->score_by_value = score_by == 0;
  pv->xutou_wait = xutou == 0;
  pv->next_loser = TRUE;

  {
    const int all[] = {
      pv->r_first, pv->r_alternate, pv->r_route, pv->r_lanes, pv->r_exit, pv->r_rise,
      pv->r_fall, pv->r_fu_move, pv->r_fu_double, pv->r_fu_one_qian, pv->r_fu_two_qian,
      pv->r_xiao_move, pv->r_xiao_double, pv->r_xiao_one_qian, pv->r_xiao_two_qian,
      pv->r_nomix, pv->r_stack, pv->r_nocapture, pv->r_all, pv->r_xiao_first, pv->r_pass,
      pv->r_suan, pv->r_xutou, pv->r_next, pv->r_jue, pv->r_win, pv->r_corners,
      pv->r_half_lanes, pv->r_beyond, pv->r_qian_xin,
    };
    pv->rules_narrow = TRUE;
    for (guint i = 0; i < G_N_ELEMENTS (all); i++)
      if (all[i] >= 64)
        pv->rules_narrow = FALSE;
    if (pv->rules_narrow)
      {
        pv->m_route = rule_bit (pv->r_route);
        pv->m_rise = rule_bit (pv->r_rise);
        pv->m_fall = rule_bit (pv->r_fall);
        pv->m_stack = rule_bit (pv->r_stack);
        pv->m_lanes = rule_bit (pv->r_lanes)
                      | (pv->half_lanes ? rule_bit (pv->r_half_lanes) : 0);
        pv->m_corners = rule_bit (pv->r_corners);
        pv->m_beyond = rule_bit (pv->r_beyond);
        pv->m_nocapture = rule_bit (pv->r_nocapture);
        pv->m_all = rule_bit (pv->r_all);
        pv->m_nomix = rule_bit (pv->r_nomix);
        pv->m_xiao_first = rule_bit (pv->r_xiao_first);
      }
  }
  pv->serial = (guint64) g_atomic_int_add (&serials, 1) + 1;
  _bx_ruqi_paths_init (pv);
  pv->geo = _bx_ruqi_geo ();
  pv->half_lane_nodes = 0;
  if (pv->half_lanes)
    for (int node = ZH; node < OUT; node++)
      pv->half_lane_nodes |= G_GUINT64_CONSTANT (1) << node;

  for (int i = 0; i < P; i++)
    pv->values[i] = 6 + i;
  if (bx_ruleset_get_param (rs, "pieces.values") != NULL)
    {
      if (!bx_ruleset_get_int_list (rs, "pieces.values", list, G_N_ELEMENTS (list), &n_list,
                                    error))
        return FALSE;
      if (n_list != P)
        return bx_game_param_error (game, "pieces.values", "five values, one per piece", error);
      for (int i = 0; i < P; i++)
        {
          if (list[i] < 0 || list[i] > 40)
            return bx_game_param_error (game, "pieces.values", "values are 0–40", error);
          pv->values[i] = list[i];
        }
    }
  return TRUE;
}

/* ---------------------------------------------------------------- state */

static guint
ruqi_n_players (const BxGame *game)
{
  return 2;
}

void
_bx_ruqi_reset_pieces (BxRuqiState *rs)
{
  memset (rs->node, START, sizeof rs->node);
  rs->xiao[0] = rs->xiao[1] = 0;
}

static void
ruqi_init_state (const BxGame *game,
                 BxState      *state)
{
  const Priv *pv = bx_game_get_priv (game);
  BxRuqiState *rs = bx_ruqi_state (state);

  _bx_ruqi_reset_pieces (rs);
  rs->phase = pv->throw_off ? BX_RUQI_PHASE_THROW_OFF : BX_RUQI_PHASE_PLAY;
  rs->last_winner = -1;
  state->player = pv->throw_off ? 0 : pv->first;
}


/* `boxi-cli throws`: the 21 throws of two 投子 by their faces' names, with the class that
 * decides how each kind moves (ruqige.ge.25–32). */
static JsonNode *
ruqi_throw_table (const BxGame *game)
{
  const Priv *pv = bx_game_get_priv (game);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GArray) all = bx_dice_enumerate (bx_game_get_dice (game));

  json_builder_begin_array (b);
  for (guint i = 0; i < all->len; i++)
    {
      const BxThrowProb *tp = &g_array_index (all, BxThrowProb, i);
      int q = (tp->dice.d[0] == pv->qian_face) + (tp->dice.d[1] == pv->qian_face);
      g_autofree char *t = bx_throw_to_string (&tp->dice);
      g_autofree char *name = NULL;
      g_autofree char *prob = g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT,
                                               tp->numerator, tp->denominator);
      int f0 = tp->dice.d[0] == pv->qian_face ? 6 : tp->dice.d[0];
      int f1 = tp->dice.d[1] == pv->qian_face ? 6 : tp->dice.d[1];

      name = g_strconcat (face_names[MIN (f0, 6)], face_names[MIN (f1, 6)], NULL);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "throw");
      json_builder_add_string_value (b, t);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, name);
      json_builder_set_member_name (b, "class");
      json_builder_add_string_value (b, q == 2 ? "two-qian"
                                        : q == 1 ? "one-qian"
                                        : bx_throw_is_double (&tp->dice) ? "equal"
                                                                          : "different");
      json_builder_set_member_name (b, "probability");
      json_builder_add_string_value (b, prob);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

/* The sides as the board writes them. */
static const char * const ruqi_player_labels[] = {
  N_("White 白"), N_("Black 黑"),
  NULL
};

static const BxGameVTable ruqi_vtable = {
  .family = "ruqi",
  .priv_size = sizeof (Priv),
  .prepare = ruqi_prepare,
  .init_state = ruqi_init_state,
  .n_players = ruqi_n_players,
  .legal_moves = ruqi_legal_moves,
  .apply = ruqi_apply,
  .random_move = ruqi_random_move,
  .result = ruqi_result,
  .state_to_json = ruqi_state_to_json,
  .state_from_json = ruqi_state_from_json,
  .describe_move = ruqi_describe_move,
  .describe_move_words = bx_ruqi_describe_move_words,
  .check_state = ruqi_check_state,
  .throw_table = ruqi_throw_table,
  .player_labels = ruqi_player_labels,
  .score_unit = N_("算 (suan; ten make a 爵)"),
  .evaluate = bx_ruqi_evaluate,
  .search_shape = &bx_ruqi_search_shape,
};

G_STATIC_ASSERT (sizeof (BxRuqiState) <= BX_STATE_DATA_BYTES);

/**
 * bx_ruqi_get_vtable:
 *
 * Returns: the 儒棋 engine (family "ruqi"), static.
 */
const BxGameVTable *
bx_ruqi_get_vtable (void)
{
  return &ruqi_vtable;
}
