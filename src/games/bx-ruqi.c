/* bx-ruqi.c: the 儒棋 engine of 游肇's 儒棋格, driven by ruleset params only
 *
 * A turn is one throw of the two 投子 and one play: one unit (a lone piece, or a stack
 * that moves together) or two units, all of one kind (伏 or 梟), by the numbers the throw
 * gives that kind.  The generator searches every play on a small copy of the family state,
 * settles the 伏/梟 status of the moved units at the end of the play (從後定), ends the 局
 * when a side has all its pieces out, and de-duplicates plays by their resulting state.
 * Scratch space is thread-local: nothing is allocated beyond growing the caller's list.
 * apply() regenerates the plays of the throw and takes the matching one's result, so a
 * move is played exactly as the generator licensed it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-ruqi.h"

#include <stdlib.h>
#include <string.h>

#include "bx-error.h"

#define S BX_RUQI_SIZE
#define P BX_RUQI_PIECES
#define START BX_RUQI_NODE_START
#define OUT BX_RUQI_NODE_OUT
#define ZH BX_RUQI_NODE_ZHONG
#define JI BX_RUQI_NODE_JING
#define LEAF_MAX 1024

enum { KIND_FU, KIND_XIAO };
enum { FU_DOUBLE_ONE_PIECE, FU_DOUBLE_ONE_STEP };

typedef struct
{
  int      values[P];
  int      qian_face;
  gboolean throw_off;
  int      first;
  gboolean lanes;
  gboolean overshoot;
  int      fu_double;
  gboolean all_numbers;
  gboolean xiao_first;
  gboolean score_by_value;
  int      suan_per_jue;
  int      jue_to_win;
  gboolean xutou_wait;
  gboolean next_loser;
  /* rule indices (-1: no such rule) */
  int r_first, r_alternate, r_route, r_lanes, r_exit, r_rise, r_fall, r_fu_move,
      r_fu_double, r_fu_one_qian, r_fu_two_qian, r_xiao_move, r_xiao_double,
      r_xiao_one_qian, r_xiao_two_qian, r_nomix, r_stack, r_nocapture, r_all, r_xiao_first,
      r_pass, r_suan, r_xutou, r_next, r_jue, r_win;
} Priv;

/* A play in progress. */
typedef struct
{
  BxRuqiState rs;
  BxMove      move;
  gint8       next_player;
  gint8       winner;
  guint8      score;
  guint8      used;       /* numbers played */
  guint8      kind;
  guint8      touched;    /* pieces that passed a crossing during the play */
  guint8      moved;      /* pieces moved, or stacked upon */
  guint8      passed_enemy;
  guint8      lane;
  guint8      stacked;
} Work;

typedef struct
{
  const Priv *pv;
  int         player;
  Work       *leaves;
  guint       n_leaves;
  gboolean    overflow;
} Search;

static _Thread_local Work scratch_leaves[LEAF_MAX];

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

static inline gboolean
node_is_crossing (int node)
{
  return node == 10 || node == 20 || node == 30;
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

static int
node_parse (const char *text)
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

static int
left_value (const Priv        *pv,
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
  return left_value (bx_game_get_priv (game), bx_ruqi_state_const (state), player);
}

/* ---------------------------------------------------------------- prepare */

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
      || !bx_game_param_int (game, "score.suan-per-jue", 10, G_MININT, G_MAXINT, &pv->suan_per_jue,
                             error)
      || !bx_game_param_int (game, "win.jue", 3, G_MININT, G_MAXINT, &pv->jue_to_win, error))
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

static void
reset_pieces (BxRuqiState *rs)
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

  reset_pieces (rs);
  rs->phase = pv->throw_off ? BX_RUQI_PHASE_THROW_OFF : BX_RUQI_PHASE_PLAY;
  rs->last_winner = -1;
  state->player = pv->throw_off ? 0 : pv->first;
}

/* ---------------------------------------------------------------- moves */

/* One step forward along the route; @lane turns into the lane at a crossing. */
static inline int
node_forward (int      node,
              gboolean lane)
{
  if (node == START)
    return 1;
  if (node < BX_RUQI_RING)
    {
      if (lane && node == 10)
        return ZH;
      if (lane && node == 20)
        return JI;
      return node == 39 ? OUT : node + 1;
    }
  if (node < JI)
    return node == ZH + 8 ? 30 : node + 1;
  return node == JI + 8 ? OUT : node + 1;
}

static inline int
node_back (int node)
{
  if (node >= 2 && node < BX_RUQI_RING)
    return node - 1;
  if (node == ZH)
    return 10;
  if (node == JI)
    return 20;
  if (node > ZH && node < OUT)
    return node - 1;
  return -1;
}

/* The pieces of @player forming the unit of piece @leader: a piece beside its 凈 is alone;
 * on the board, all own pieces on its node (a 累) move together. */
static guint8
unit_mask (const BxRuqiState *rs,
           int                player,
           int                leader)
{
  int node = rs->node[player][leader];
  guint8 m = 0;

  if (node == START)
    return 1u << leader;
  for (int i = 0; i < P; i++)
    if (rs->node[player][i] == node)
      m |= 1u << i;
  return m;
}

static inline gboolean
is_leader (const BxRuqiState *rs,
           int                player,
           int                i)
{
  int node = rs->node[player][i];

  if (node == OUT)
    return FALSE;
  if (node == START)
    return TRUE;
  for (int k = 0; k < i; k++)
    if (rs->node[player][k] == node)
      return FALSE;
  return TRUE;
}

static inline gboolean
enemy_on_cell (const BxRuqiState *rs,
               int                player,
               int                cell)
{
  for (int i = 0; i < P; i++)
    if (bx_ruqi_node_cell (1 - player, rs->node[1 - player][i]) == cell)
      return TRUE;
  return FALSE;
}

/* Whether @player may come to rest on @node: no enemy there (儒棋 has no capture), and no
 * own piece on the same cell of another lane (the lanes do not interfere). */
static inline gboolean
may_land (const BxRuqiState *rs,
          int                player,
          int                node)
{
  int cell = bx_ruqi_node_cell (player, node);

  if (cell < 0)
    return TRUE;
  if (enemy_on_cell (rs, player, cell))
    return FALSE;
  for (int i = 0; i < P; i++)
    {
      int n = rs->node[player][i];
      if (n != node && bx_ruqi_node_cell (player, n) == cell)
        return FALSE;
    }
  return TRUE;
}

/* Moves the unit of @leader by @n steps (or one back); fills @st.  FALSE when illegal. */
static gboolean
step_unit (const Priv *pv,
           Work       *w,
           int         player,
           int         leader,
           int         n,
           gboolean    back,
           gboolean    lane,
           BxStep     *st)
{
  BxRuqiState *rs = &w->rs;
  int from = rs->node[player][leader];
  guint8 mask = unit_mask (rs, player, leader);
  guint8 flags = 0;
  gboolean passed = FALSE, over_enemy = FALSE;
  int cur = from, to_cell;

  if (lane && !(pv->lanes && (from == 10 || from == 20)))
    return FALSE;
  if (back)
    {
      cur = node_back (from);
      if (cur < 0)
        return FALSE;
      flags |= BX_RUQI_STEP_BACK;
    }
  else
    for (int i = 0; i < n; i++)
      {
        int nxt = node_forward (cur, lane && i == 0);
        if (nxt == OUT)
          {
            if (i < n - 1 && !pv->overshoot)
              return FALSE;
            cur = OUT;
            break;
          }
        if (i < n - 1)
          {
            if (node_is_crossing (nxt))
              passed = TRUE;
            if (enemy_on_cell (rs, player, bx_ruqi_node_cell (player, nxt)))
              over_enemy = TRUE;
          }
        cur = nxt;
      }
  if (cur != OUT && !may_land (rs, player, cur))
    return FALSE;

  if (lane)
    {
      flags |= BX_RUQI_STEP_LANE;
      w->lane = 1;
    }
  if (over_enemy)
    w->passed_enemy = 1;
  /* An intermediate landing on a crossing counts as passing it (從後定). */
  if (passed || (w->moved & mask && node_is_crossing (from)))
    w->touched |= mask;
  if (cur == OUT)
    flags |= BX_STEP_BEAR_OFF;
  else
    {
      guint8 others = 0;
      for (int i = 0; i < P; i++)
        if (rs->node[player][i] == cur && !(mask & (1u << i)))
          others |= 1u << i;
      if (others)
        {
          /* A 累: the stack takes the mover's state and moves as one from now on. */
          flags |= BX_STEP_STACK;
          w->stacked = 1;
          rs->xiao[player] = (rs->xiao[player] & ~others)
                             | ((rs->xiao[player] & (1u << leader)) ? others : 0);
          w->touched = (w->touched & ~others) | ((w->touched & mask) ? others : 0);
          w->moved |= others;
        }
    }
  if (mask & ~(1u << leader))
    w->stacked = 1;

  to_cell = bx_ruqi_node_cell (player, cur);
  st->from = (gint8) (from == START ? BX_RUQI_START_SLOT + leader
                                    : bx_ruqi_cell_point (bx_ruqi_node_cell (player, from)));
  st->to = (gint8) (cur == OUT ? BX_POINT_OFF : bx_ruqi_cell_point (to_cell));
  st->die = (guint8) (back ? 1 : n);
  st->flags = flags;
  for (int i = 0; i < P; i++)
    if (mask & (1u << i))
      rs->node[player][i] = (guint8) cur;
  w->moved |= mask;
  return TRUE;
}

/* Settles the 伏/梟 of the moved pieces at the end of the play (從後定): on a crossing a
 * piece lies (伏), past one it stands (梟), else it keeps its state.  Returns the pieces
 * that came to rest on a crossing in *on_crossing and those raised in *rose. */
static void
settle (Work   *w,
        int     player,
        guint8 *on_crossing,
        guint8 *rose)
{
  BxRuqiState *rs = &w->rs;

  *on_crossing = *rose = 0;
  for (int i = 0; i < P; i++)
    {
      guint8 bit = 1u << i;
      int node = rs->node[player][i];
      if (!(w->moved & bit))
        continue;
      if (node == OUT || node == START)
        rs->xiao[player] &= ~bit;
      else if (node_is_crossing (node))
        {
          rs->xiao[player] &= ~bit;
          *on_crossing |= bit;
        }
      else if (w->touched & bit)
        {
          rs->xiao[player] |= bit;
          *rose |= bit;
        }
    }
}

static void
leaf_add (Search     *sr,
          const Work *w)
{
  if (sr->n_leaves >= LEAF_MAX)
    {
      sr->overflow = TRUE;
      return;
    }
  sr->leaves[sr->n_leaves++] = *w;
}

/* Plays the numbers left in @nums (unused bits of @avail) with units of @kind. */
static void
search (Search      *sr,
        const Work  *w,
        const guint8 *nums,
        guint        n_nums,
        guint        avail,
        gboolean     back,
        gboolean     one_unit)
{
  const Priv *pv = sr->pv;
  int p = sr->player;

  for (guint j = 0; j < n_nums; j++)
    {
      if (!(avail & (1u << j)))
        continue;
      /* Equal numbers: playing either first is the same. */
      if (j > 0 && (avail & (1u << (j - 1))) && nums[j - 1] == nums[j])
        continue;
      for (int i = 0; i < P; i++)
        {
          if (!is_leader (&w->rs, p, i))
            continue;
          if (((w->rs.xiao[p] >> i) & 1) != w->kind)
            continue;
          if (one_unit && w->used > 0 && !(w->moved & (1u << i)))
            continue;
          for (int lane = 0; lane < 2; lane++)
            {
              Work w2 = *w;
              BxStep *st = &w2.move.steps[w2.move.n_steps];
              if (!step_unit (pv, &w2, p, i, nums[j], back, lane, st))
                continue;
              w2.move.n_steps++;
              w2.used++;
              leaf_add (sr, &w2);
              if (avail & ~(1u << j))
                search (sr, &w2, nums, n_nums, avail & ~(1u << j), back, one_unit);
            }
        }
    }
}

/* The numbers a throw gives to pieces of @kind, and the rule that says so. */
static guint
kind_numbers (const Priv    *pv,
              const BxThrow *t,
              int            kind,
              guint8        *nums,
              gboolean      *back,
              int           *rule)
{
  int q = (t->d[0] == pv->qian_face) + (t->d[1] == pv->qian_face);

  *back = FALSE;
  if (q == 2)
    {
      *rule = kind == KIND_FU ? pv->r_fu_two_qian : pv->r_xiao_two_qian;
      if (kind == KIND_XIAO)
        return 0;               /* 兩謙者停 */
      *back = TRUE;             /* 兩謙退一等 */
      nums[0] = 1;
      return 1;
    }
  if (q == 1)
    {
      *rule = kind == KIND_FU ? pv->r_fu_one_qian : pv->r_xiao_one_qian;
      if (kind == KIND_FU)
        return 0;               /* 一謙者停 */
      nums[0] = 1;              /* 一謙行一道 */
      return 1;
    }
  if (t->d[0] == t->d[1])
    {
      *rule = kind == KIND_FU ? pv->r_fu_double : pv->r_xiao_double;
      if (kind == KIND_XIAO)
        {
          nums[0] = nums[1] = t->d[0];   /* 盡行其數 */
          return 2;
        }
      nums[0] = pv->fu_double == FU_DOUBLE_ONE_STEP ? 1 : t->d[0];   /* 唯行一 */
      return 1;
    }
  *rule = kind == KIND_FU ? pv->r_fu_move : pv->r_xiao_move;
  nums[0] = MAX (t->d[0], t->d[1]);
  nums[1] = MIN (t->d[0], t->d[1]);
  return 2;
}

static int
count_out (const BxRuqiState *rs,
           int                player)
{
  int n = 0;

  for (int i = 0; i < P; i++)
    n += rs->node[player][i] == OUT;
  return n;
}

/* After a play by @p: the end of a 局 (算, 爵, the match) and who throws next. */
static void
finish_ju (const Priv *pv,
           Work       *w,
           int         p,
           int         out_before)
{
  BxRuqiState *rs = &w->rs;
  int out_me = count_out (rs, p), out_opp = count_out (rs, 1 - p);
  int ju_winner = -1, scorer = -1;

  w->next_player = (gint8) (1 - p);
  w->winner = -1;
  w->score = 0;
  if (out_me == P && out_before < P)
    {
      if (out_opp == 0 && pv->xutou_wait)
        {
          bx_move_add_rule (&w->move, pv->r_xutou);   /* the 局 waits for one piece out */
          return;
        }
      ju_winner = p;
      scorer = out_opp == 0 ? -1 : p;
      if (out_opp == 0)
        bx_move_add_rule (&w->move, pv->r_xutou);
    }
  else if (out_opp == P && out_before == 0 && out_me > 0)
    {
      ju_winner = 1 - p;
      scorer = 1 - p;
      bx_move_add_rule (&w->move, pv->r_xutou);
    }
  if (ju_winner < 0)
    return;

  rs->last_winner = (gint8) ju_winner;
  rs->last_suan = 0;
  rs->ju = (guint8) MIN (rs->ju + 1, 255);
  if (scorer >= 0)
    {
      int before = rs->suan[scorer] / pv->suan_per_jue;
      rs->last_suan = (guint8) left_value (pv, rs, 1 - scorer);
      rs->suan[scorer] = (guint8) MIN (rs->suan[scorer] + rs->last_suan, 250);
      bx_move_add_rule (&w->move, pv->r_suan);
      if (rs->suan[scorer] / pv->suan_per_jue > before)
        bx_move_add_rule (&w->move, pv->r_jue);
      if (rs->suan[scorer] >= pv->suan_per_jue * pv->jue_to_win)
        {
          w->winner = (gint8) scorer;
          w->score = rs->suan[scorer];
          w->next_player = (gint8) p;
          bx_move_add_rule (&w->move, pv->r_win);
          return;
        }
    }
  reset_pieces (rs);
  w->next_player = (gint8) (1 - ju_winner);   /* 次局負仍先 */
  bx_move_add_rule (&w->move, pv->r_next);
}

static gboolean
has_kind (const BxRuqiState *rs,
          int                p,
          int                kind)
{
  for (int i = 0; i < P; i++)
    if (rs->node[p][i] != OUT && (int) ((rs->xiao[p] >> i) & 1) == kind)
      return TRUE;
  return FALSE;
}

/* Every play of the throw, finished, filtered and de-duplicated, into sr->leaves. */
static void
generate (const BxGame  *game,
          const BxState *state,
          const BxThrow *t,
          Search        *sr)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxRuqiState *rs0 = bx_ruqi_state_const (state);
  int p = state->player;
  guint8 nums[2][2];
  guint n_nums[2];
  gboolean back[2];
  int kind_rule[2];
  guint first_leaf[3], max_used[2] = { 0, 0 };
  gboolean allowed[2], full[2], both = has_kind (rs0, p, KIND_FU) && has_kind (rs0, p,
                                                                                  KIND_XIAO);
  Work w;
  guint kept = 0;

  memset (&w, 0, sizeof w);
  w.rs = *rs0;
  sr->pv = pv;
  sr->player = p;
  sr->leaves = scratch_leaves;
  sr->n_leaves = 0;
  sr->overflow = FALSE;

  if (rs0->phase == BX_RUQI_PHASE_THROW_OFF)
    {
      w.move.flags = BX_MOVE_PASS | BX_RUQI_MOVE_THROW_OFF;
      bx_move_add_rule (&w.move, pv->r_first);
      w.next_player = (gint8) (1 - p);
      w.winner = -1;
      leaf_add (sr, &w);
      return;
    }
  if (count_out (rs0, p) == P)
    {
      /* 虛投: all out, waiting for the other side to bring one out. */
      w.move.flags = BX_MOVE_PASS | BX_RUQI_MOVE_XUTOU;
      bx_move_add_rule (&w.move, pv->r_xutou);
      w.next_player = (gint8) (1 - p);
      w.winner = -1;
      leaf_add (sr, &w);
      return;
    }

  for (int k = 0; k < 2; k++)
    {
      first_leaf[k] = sr->n_leaves;
      n_nums[k] = kind_numbers (pv, t, k, nums[k], &back[k], &kind_rule[k]);
      w.kind = (guint8) k;
      if (n_nums[k] > 0)
        search (sr, &w, nums[k], n_nums[k], (1u << n_nums[k]) - 1, back[k],
                k == KIND_FU && n_nums[k] == 1);
      for (guint i = first_leaf[k]; i < sr->n_leaves; i++)
        max_used[k] = MAX (max_used[k], sr->leaves[i].used);
    }
  first_leaf[2] = sr->n_leaves;
  g_assert (!sr->overflow);

  for (int k = 0; k < 2; k++)
    full[k] = n_nums[k] > 0 && max_used[k] == n_nums[k];
  if (pv->xiao_first)
    {
      allowed[KIND_XIAO] = full[KIND_XIAO] || (!full[KIND_FU] && max_used[KIND_XIAO] > 0);
      allowed[KIND_FU] = !allowed[KIND_XIAO] && max_used[KIND_FU] > 0;
    }
  else if (full[0] || full[1])
    allowed[0] = full[0], allowed[1] = full[1];
  else
    allowed[0] = max_used[0] > 0, allowed[1] = max_used[1] > 0;

  for (int k = 0; k < 2; k++)
    for (guint i = first_leaf[k]; i < first_leaf[k + 1]; i++)
      {
        Work *l = &sr->leaves[i];
        guint8 on_crossing, rose;
        gboolean dup = FALSE;

        if (!allowed[k] || (pv->all_numbers && l->used < max_used[k]))
          continue;
        settle (l, p, &on_crossing, &rose);
        l->move.n_rules = 0;
        l->move.flags = 0;
        bx_move_add_rule (&l->move, kind_rule[k]);
        if (!l->move.steps[0].flags || !(l->move.steps[0].flags & BX_RUQI_STEP_BACK))
          bx_move_add_rule (&l->move, pv->r_route);
        /* The other kind stops: 一謙者停 / 兩謙者停. */
        if (n_nums[1 - k] == 0 && has_kind (rs0, p, 1 - k))
          bx_move_add_rule (&l->move, kind_rule[1 - k]);
        if (rose)
          bx_move_add_rule (&l->move, pv->r_rise);
        if (on_crossing)
          bx_move_add_rule (&l->move, pv->r_fall);
        if (l->stacked)
          bx_move_add_rule (&l->move, pv->r_stack);
        if (l->lane)
          bx_move_add_rule (&l->move, pv->r_lanes);
        for (guint s = 0; s < l->move.n_steps; s++)
          if (l->move.steps[s].flags & BX_STEP_BEAR_OFF)
            bx_move_add_rule (&l->move, pv->r_exit);
        finish_ju (pv, l, p, count_out (rs0, p));
        if (both)
          bx_move_add_rule (&l->move, pv->r_nomix);
        if (pv->xiao_first && max_used[1 - k] > 0)
          bx_move_add_rule (&l->move, pv->r_xiao_first);
        if (l->passed_enemy)
          bx_move_add_rule (&l->move, pv->r_nocapture);
        if (pv->all_numbers && l->used < n_nums[k])
          bx_move_add_rule (&l->move, pv->r_all);
        for (guint j = 0; j < kept && !dup; j++)
          dup = memcmp (&sr->leaves[j].rs, &l->rs, sizeof l->rs) == 0
                && sr->leaves[j].next_player == l->next_player;
        if (!dup)
          sr->leaves[kept++] = *l;
      }

  if (kept == 0)
    {
      memset (&w, 0, sizeof w);
      w.rs = *rs0;
      w.move.flags = BX_MOVE_PASS;
      bx_move_add_rule (&w.move, pv->r_pass);
      for (int k = 0; k < 2; k++)
        if (has_kind (rs0, p, k))
          bx_move_add_rule (&w.move, kind_rule[k]);
      w.next_player = (gint8) (1 - p);
      w.winner = -1;
      sr->leaves[kept++] = w;
    }
  sr->n_leaves = kept;
}

static void
ruqi_legal_moves (const BxGame  *game,
                  const BxState *state,
                  const BxThrow *t,
                  GArray        *out)
{
  Search sr;

  generate (game, state, t, &sr);
  for (guint i = 0; i < sr.n_leaves; i++)
    g_array_append_val (out, sr.leaves[i].move);
}

static void
ruqi_apply (const BxGame  *game,
            BxState       *state,
            const BxThrow *t,
            const BxMove  *move)
{
  BxRuqiState *rs = bx_ruqi_state (state);
  const Work *w = NULL;
  Search sr;

  generate (game, state, t, &sr);
  for (guint i = 0; i < sr.n_leaves && w == NULL; i++)
    if (bx_move_equal (&sr.leaves[i].move, move))
      w = &sr.leaves[i];
  g_return_if_fail (w != NULL);

  state->turn++;
  if (rs->phase == BX_RUQI_PHASE_THROW_OFF)
    {
      /* 高彩者先投: the higher total (謙 counts 0) starts; a tie throws again. */
      int v = bx_ruqi_face_value (t->d[0]) + bx_ruqi_face_value (t->d[1]);
      if (state->player == 0)
        {
          rs->throw_off = (guint8) (v + 1);
          state->player = 1;
          return;
        }
      state->player = 0;
      if (v + 1 == rs->throw_off)
        {
          rs->throw_off = 0;
          return;
        }
      state->player = v + 1 > rs->throw_off ? 1 : 0;
      rs->throw_off = 0;
      rs->phase = BX_RUQI_PHASE_PLAY;
      return;
    }
  *rs = w->rs;
  state->player = w->next_player;
  if (w->winner >= 0)
    {
      state->winner = w->winner;
      state->score = w->score;
    }
}

static void
ruqi_result (const BxGame  *game,
             const BxState *state,
             BxResult      *out)
{
  const Priv *pv = bx_game_get_priv (game);

  out->winner = state->winner;
  if (state->winner < 0)
    return;
  out->score = bx_ruqi_state_const (state)->suan[state->winner];
  if (pv->r_win >= 0)
    out->rules[out->n_rules++] = pv->r_win;
  if (pv->r_jue >= 0)
    out->rules[out->n_rules++] = pv->r_jue;
  if (pv->r_suan >= 0)
    out->rules[out->n_rules++] = pv->r_suan;
}

/* ---------------------------------------------------------------- JSON */

static const char *player_names[] = { "white", "black" };

static JsonNode *
ruqi_state_to_json (const BxGame  *game,
                    const BxState *state)
{
  const BxRuqiState *rs = bx_ruqi_state_const (state);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, bx_ruleset_get_id (bx_game_get_ruleset (game)));
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, state->turn);
  json_builder_set_member_name (b, "player");
  json_builder_add_string_value (b, player_names[state->player]);
  json_builder_set_member_name (b, "phase");
  json_builder_add_string_value (b, rs->phase == BX_RUQI_PHASE_THROW_OFF ? "throw-off"
                                                                         : "play");
  json_builder_set_member_name (b, "throw_off");
  if (rs->throw_off > 0)
    json_builder_add_int_value (b, rs->throw_off - 1);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "pieces");
  json_builder_begin_array (b);
  for (int p = 0; p < 2; p++)
    {
      json_builder_begin_array (b);
      for (int i = 0; i < P; i++)
        {
          g_autofree char *label = bx_ruqi_node_label (rs->node[p][i]);
          g_autofree char *s = g_strconcat (label, (rs->xiao[p] >> i) & 1 ? "^" : "", NULL);
          json_builder_add_string_value (b, s);
        }
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "suan");
  json_builder_begin_array (b);
  json_builder_add_int_value (b, rs->suan[0]);
  json_builder_add_int_value (b, rs->suan[1]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "ju");
  json_builder_add_int_value (b, rs->ju);
  json_builder_set_member_name (b, "last_winner");
  if (rs->last_winner >= 0)
    json_builder_add_string_value (b, player_names[rs->last_winner]);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "last_suan");
  json_builder_add_int_value (b, rs->last_suan);
  json_builder_set_member_name (b, "winner");
  if (state->winner >= 0)
    json_builder_add_string_value (b, player_names[state->winner]);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "score");
  json_builder_add_int_value (b, state->score);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static int
player_from_node (JsonNode *n)
{
  const char *name;

  if (n == NULL || json_node_get_value_type (n) != G_TYPE_STRING)
    return -2;
  name = json_node_get_string (n);
  if (g_strcmp0 (name, "white") == 0)
    return 0;
  if (g_strcmp0 (name, "black") == 0)
    return 1;
  return -2;
}

static gboolean
read_count (JsonObject *o,
            const char *name,
            int         max,
            int        *out)
{
  gint64 v = *out;

  if (!bx_json_member_int (o, name, 0, max, &v))
    return FALSE;
  *out = (int) v;
  return TRUE;
}

static gboolean
ruqi_state_from_json (const BxGame  *game,
                      JsonNode      *node,
                      BxState       *state,
                      GError       **error)
{
  BxRuqiState *rs = bx_ruqi_state (state);
  JsonObject *o;
  JsonNode *n;
  JsonArray *sides;
  const char *rid, *phase;
  int v;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bx_state_error (error, "not a JSON object");
  o = json_node_get_object (node);
  rid = json_object_get_string_member_with_default (o, "ruleset", NULL);
  if (rid != NULL && g_strcmp0 (rid, bx_ruleset_get_id (bx_game_get_ruleset (game))) != 0
      && !g_str_has_prefix (rid, "ruqi/"))
    return bx_state_error (error, "the ruleset is not a 儒棋 ruleset");
  n = json_object_get_member (o, "pieces");
  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n)
      || json_array_get_length (sides = json_node_get_array (n)) != 2)
    return bx_state_error (error, "'pieces' must be [[white's five], [black's five]]");
  for (int p = 0; p < 2; p++)
    {
      JsonNode *e = json_array_get_element (sides, p);
      JsonArray *a;
      if (!JSON_NODE_HOLDS_ARRAY (e) || json_array_get_length (a = json_node_get_array (e)) != P)
        return bx_state_error (error, "each side of 'pieces' must list five pieces");
      for (int i = 0; i < P; i++)
        {
          JsonNode *pe = json_array_get_element (a, i);
          g_autofree char *text = NULL;
          gsize len;
          gboolean up;
          int nd;
          if (json_node_get_value_type (pe) != G_TYPE_STRING)
            return bx_state_error (error, "a piece must be a string like \"r12^\"");
          text = g_strdup (json_node_get_string (pe));
          len = strlen (text);
          up = len > 0 && text[len - 1] == '^';
          if (up)
            text[len - 1] = '\0';
          nd = node_parse (text);
          if (nd < 0)
            return bx_state_error (error, "a piece stands on an unknown node");
          rs->node[p][i] = (guint8) nd;
          if (up)
            rs->xiao[p] |= 1u << i;
        }
    }
  n = json_object_get_member (o, "player");
  state->player = n == NULL ? 0 : player_from_node (n);
  if (state->player < 0)
    return bx_state_error (error, "'player' must be \"white\" or \"black\"");
  phase = json_object_get_string_member_with_default (o, "phase", "play");
  if (g_strcmp0 (phase, "play") == 0)
    rs->phase = BX_RUQI_PHASE_PLAY;
  else if (g_strcmp0 (phase, "throw-off") == 0)
    rs->phase = BX_RUQI_PHASE_THROW_OFF;
  else
    return bx_state_error (error, "'phase' must be \"play\" or \"throw-off\"");
  n = json_object_get_member (o, "throw_off");
  if (n != NULL && !JSON_NODE_HOLDS_NULL (n))
    {
      v = 0;
      if (!read_count (o, "throw_off", 10, &v))
        return bx_state_error (error, "'throw_off' must be null or 0–10");
      rs->throw_off = (guint8) (v + 1);
    }
  n = json_object_get_member (o, "suan");
  if (n != NULL)
    {
      JsonArray *a;
      if (!JSON_NODE_HOLDS_ARRAY (n) || json_array_get_length (a = json_node_get_array (n)) != 2)
        return bx_state_error (error, "'suan' must be [white, black]");
      for (int p = 0; p < 2; p++)
        {
          JsonNode *e = json_array_get_element (a, p);
          if (json_node_get_value_type (e) != G_TYPE_INT64 || json_node_get_int (e) < 0
              || json_node_get_int (e) > 250)
            return bx_state_error (error, "'suan' holds a bad count");
          rs->suan[p] = (guint8) json_node_get_int (e);
        }
    }
  v = 0;
  if (!read_count (o, "ju", 255, &v))
    return bx_state_error (error, "'ju' must be a count");
  rs->ju = (guint8) v;
  v = 0;
  if (!read_count (o, "last_suan", 250, &v))
    return bx_state_error (error, "'last_suan' must be a count");
  rs->last_suan = (guint8) v;
  rs->last_winner = -1;
  n = json_object_get_member (o, "last_winner");
  if (n != NULL && !JSON_NODE_HOLDS_NULL (n))
    {
      int w = player_from_node (n);
      if (w < 0)
        return bx_state_error (error, "'last_winner' must be null, \"white\" or \"black\"");
      rs->last_winner = (gint8) w;
    }
  v = 0;
  if (!read_count (o, "turn", G_MAXINT32, &v))
    return bx_state_error (error, "'turn' must be a count");
  state->turn = (guint32) v;
  state->winner = -1;
  n = json_object_get_member (o, "winner");
  if (n != NULL && !JSON_NODE_HOLDS_NULL (n))
    {
      int w = player_from_node (n);
      if (w < 0)
        return bx_state_error (error, "'winner' must be null, \"white\" or \"black\"");
      state->winner = (gint8) w;
    }
  v = 0;
  if (!read_count (o, "score", 255, &v))
    return bx_state_error (error, "'score' must be a count");
  state->score = (guint8) v;
  return TRUE;
}

static gboolean
ruqi_check_state (const BxGame   *game,
                  const BxState  *state,
                  GError        **error)
{
  const Priv *pv = bx_game_get_priv (game);
  const BxRuqiState *rs = bx_ruqi_state_const (state);
  int target = pv->suan_per_jue * pv->jue_to_win;

  if (state->player < 0 || state->player > 1)
    return bx_state_error (error, "the player to move must be white or black");
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < P; i++)
      {
        int nd = rs->node[p][i], cell = bx_ruqi_node_cell (p, nd);
        gboolean up = (rs->xiao[p] >> i) & 1;
        if (nd > OUT)
          return bx_state_error (error, "a piece stands on an unknown node");
        if (up && (nd == START || nd == OUT || node_is_crossing (nd)))
          return bx_state_error (error, "a piece beside its 凈, out, or on a crossing lies 伏");
        for (int k = 0; k < P && cell >= 0; k++)
          {
            int nk = rs->node[p][k];
            if (k != i && nk == nd && ((rs->xiao[p] >> k) & 1) != up)
              return bx_state_error (error, "the pieces of one stack must all be 伏 or all 梟");
            if (k != i && nk != nd && bx_ruqi_node_cell (p, nk) == cell)
              return bx_state_error (error, "two lanes of one side share a cell");
            if (bx_ruqi_node_cell (1 - p, rs->node[1 - p][k]) == cell)
              return bx_state_error (error, "White and Black share a cell");
          }
      }
  if ((state->winner >= 0) != (rs->suan[0] >= target || rs->suan[1] >= target))
    return bx_state_error (error, "'winner' does not match the 算 won");
  if (state->winner >= 0 && rs->suan[state->winner] < target)
    return bx_state_error (error, "the winner has not three 爵");
  return TRUE;
}

/* ---------------------------------------------------------------- notation */

static char *
ruqi_describe_move (const BxGame  *game,
                    const BxState *state,
                    const BxMove  *move)
{
  const Priv *pv = bx_game_get_priv (game);
  GString *out = g_string_new (NULL);
  int p = state->player;
  Work w;
  guint8 on_crossing, rose, xiao0;

  if (move->flags & BX_RUQI_MOVE_THROW_OFF)
    return g_string_free (g_string_append (out, "throw-off"), FALSE);
  if (move->flags & BX_RUQI_MOVE_XUTOU)
    return g_string_free (g_string_append (out, "xutou"), FALSE);
  if (bx_move_is_pass (move))
    return g_string_free (g_string_append (out, "pass"), FALSE);

  memset (&w, 0, sizeof w);
  w.rs = *bx_ruqi_state_const (state);
  xiao0 = w.rs.xiao[p];
  for (guint s = 0; s < move->n_steps; s++)
    {
      const BxStep *st = &move->steps[s];
      int leader = -1;
      gboolean back = (st->flags & BX_RUQI_STEP_BACK) != 0;
      g_autofree char *from_label = NULL;
      g_autofree char *to_label = NULL;
      BxStep got;
      Work w2;

      if (st->from >= BX_RUQI_START_SLOT)
        leader = st->from - BX_RUQI_START_SLOT;
      else
        for (int i = 0; i < P && leader < 0; i++)
          if (bx_ruqi_cell_point (bx_ruqi_node_cell (p, w.rs.node[p][i])) == st->from)
            leader = i;
      if (leader < 0)
        {
          g_string_append (out, s ? " ?" : "?");
          continue;
        }
      if (s > 0)
        g_string_append_c (out, ' ');
      for (int i = 0; i < P; i++)
        if (unit_mask (&w.rs, p, leader) & (1u << i))
          g_string_append (out, piece_names[i]);
      from_label = bx_ruqi_node_label (w.rs.node[p][leader]);
      for (int lane = 0; lane < 2; lane++)
        {
          w2 = w;
          if (step_unit (pv, &w2, p, leader, st->die, back, lane, &got) && got.to == st->to)
            break;
          w2 = w;
        }
      w = w2;
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
  .result = ruqi_result,
  .state_to_json = ruqi_state_to_json,
  .state_from_json = ruqi_state_from_json,
  .describe_move = ruqi_describe_move,
  .check_state = ruqi_check_state,
  .throw_table = ruqi_throw_table,
  .player_labels = ruqi_player_labels,
  .score_unit = N_("算 (suan; ten make a 爵)"),
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
