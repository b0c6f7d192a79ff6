/* test-boards.c: the play page for every family: the board registry, the move-list board
 * of a family without a board of its own, the throw display from the dice spec, the
 * clickable move list, the notes of the cited clauses and the remembered last game
 *
 * A small engine, "testdice" (a race of two pieces along a track), is registered here with
 * a ruleset made from 平雙陸's (its rules and clauses, with the family changed and named
 * dice faces added), so that a family without a board exists whatever boards the real
 * families have by now.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "bx-gtk-test-util.h"
#include "bx-board-registry.h"
#include "bx-shuanglu-board.h"
#include "bx-shuanglu-board-private.h"
#include "bx-shuanglu.h"
#include "bx-text-util.h"
#include "bx-chuhong-table.h"
#include "bx-citation-panel.h"
#include "bx-corpus.h"
#include "bx-dice-view.h"
#include "bx-gtk-test-util.h"
#include "bx-move-list-board.h"
#include "bx-play-view-private.h"
#include "bx-position-board.h"
#include "bx-liubo-board.h"
#include "bx-ruqi-board.h"
#include "bx-sai-board.h"
#include "bx-tei-import.h"
#include "bx-families.h"

#define SEED 20240611
#define TRACK 12
#define TEST_RULESET "testdice/plain"

/* The testdice engine: each player has one piece on a track of TRACK cells; a move takes
 * one die of the throw (one move per distinct face) and advances the piece; the first home
 * wins. */

static gboolean
td_prepare (BxGame   *game,
            gpointer  priv,
            GError  **error)
{
  return TRUE;
}

static void
td_init_state (const BxGame *game,
               BxState      *state)
{
  state->player = 0;
}

static guint
td_n_players (const BxGame *game)
{
  return 2;
}

static void
td_legal_moves (const BxGame  *game,
                const BxState *state,
                const BxThrow *t,
                GArray        *out)
{
  int rule = bx_game_rule_index (game, "dice.count");
  guint8 pos = state->data.bytes[state->player];

  for (guint i = 0; i < t->n; i++)
    {
      BxMove move = { 0 };
      gboolean seen = FALSE;

      for (guint j = 0; j < i; j++)
        seen |= t->d[j] == t->d[i];
      if (seen)
        continue;
      move.n_steps = 1;
      move.steps[0].from = pos;
      move.steps[0].to = MIN (pos + t->d[i], TRACK);
      move.steps[0].die = t->d[i];
      move.n_rules = rule >= 0 ? 1 : 0;
      move.rules[0] = rule >= 0 ? rule : 0;
      g_array_append_val (out, move);
    }
}

static void
td_apply (const BxGame  *game,
          BxState       *state,
          const BxThrow *t,
          const BxMove  *move)
{
  state->data.bytes[state->player] = move->steps[0].to;
  state->turn++;
  if (move->steps[0].to >= TRACK)
    {
      state->winner = state->player;
      state->score = 1;
    }
  else
    state->player = 1 - state->player;
}

static void
td_result (const BxGame  *game,
           const BxState *state,
           BxResult      *out)
{
  memset (out, 0, sizeof *out);
  out->winner = state->winner;
  out->score = state->score;
}

static JsonNode *
td_state_to_json (const BxGame  *game,
                  const BxState *state)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "player");
  json_builder_add_int_value (builder, state->player);
  json_builder_set_member_name (builder, "pos");
  json_builder_begin_array (builder);
  json_builder_add_int_value (builder, state->data.bytes[0]);
  json_builder_add_int_value (builder, state->data.bytes[1]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static gboolean
td_state_from_json (const BxGame *game,
                    JsonNode     *node,
                    BxState      *state,
                    GError      **error)
{
  JsonObject *object = json_node_get_object (node);
  JsonArray *pos = json_object_get_array_member (object, "pos");

  state->player = json_object_get_int_member (object, "player");
  state->data.bytes[0] = json_array_get_int_element (pos, 0);
  state->data.bytes[1] = json_array_get_int_element (pos, 1);
  return TRUE;
}

static char *
td_describe_move (const BxGame  *game,
                  const BxState *state,
                  const BxMove  *move)
{
  return g_strdup_printf ("advance %u: %d→%d", move->steps[0].die, move->steps[0].from,
                          move->steps[0].to);
}

static gboolean
td_check_state (const BxGame  *game,
                const BxState *state,
                GError       **error)
{
  return TRUE;
}

static const BxGameVTable testdice_vtable = {
  .family = "testdice",
  .priv_size = 0,
  .prepare = td_prepare,
  .init_state = td_init_state,
  .n_players = td_n_players,
  .legal_moves = td_legal_moves,
  .apply = td_apply,
  .result = td_result,
  .state_to_json = td_state_to_json,
  .state_from_json = td_state_from_json,
  .describe_move = td_describe_move,
  .check_state = td_check_state,
};

/* The rulesets directory of the test: 平雙陸, and testdice made from it. */
static char *rulesets_dir;

static void
make_rulesets_dir (void)
{
  g_autoptr(GError) error = NULL;
  const char *root = g_getenv ("BOXI_SOURCE_ROOT");
  g_autofree char *src = g_build_filename (root != NULL ? root : "..", "data", "rulesets", NULL);
  g_autofree char *ping_path = g_build_filename (src, "shuanglu-ping.xml", NULL);
  g_autofree char *rng_path = g_build_filename (src, "boxi-ruleset.rng", NULL);
  g_autofree char *ping = NULL;
  g_autofree char *rng = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GString) dice = NULL;

  rulesets_dir = g_dir_make_tmp ("boxi-boards-XXXXXX", &error);
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (ping_path, &ping, NULL, &error));
  g_assert_true (g_file_get_contents (rng_path, &rng, NULL, &error));

  out = g_build_filename (rulesets_dir, "boxi-ruleset.rng", NULL);
  g_assert_true (g_file_set_contents (out, rng, -1, &error));
  g_clear_pointer (&out, g_free);
  /* The real rulesets, as they are in the tree. */
  {
    g_autoptr(GDir) dir = g_dir_open (src, 0, &error);
    const char *name;

    g_assert_no_error (error);
    while ((name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *from = g_build_filename (src, name, NULL);
        g_autofree char *to = g_build_filename (rulesets_dir, name, NULL);
        g_autofree char *text = NULL;

        if (!g_str_has_suffix (name, ".xml"))
          continue;
        g_assert_true (g_file_get_contents (from, &text, NULL, &error));
        g_assert_true (g_file_set_contents (to, text, -1, &error));
      }
  }

  dice = g_string_new (ping);
  g_assert_cmpuint (g_string_replace (dice, "id=\"shuanglu/ping\" family=\"shuanglu\"",
                                      "id=\"" TEST_RULESET "\" family=\"testdice\"", 1), ==, 1);
  g_assert_cmpuint (g_string_replace (dice, "<name xml:lang=\"zh\">平雙陸</name>",
                                      "<name xml:lang=\"zh\">測試骰</name>", 1), ==, 1);
  g_assert_cmpuint (g_string_replace (dice, "<param name=\"dice.kind\" value=\"cubic\"/>",
                                      "<param name=\"dice.kind\" value=\"cubic\"/>\n"
                                      "    <param name=\"dice.face-names\" value=\"智禮仁義信謙\"/>",
                                      1), ==, 1);
  out = g_build_filename (rulesets_dir, "testdice-plain.xml", NULL);
  g_assert_true (g_file_set_contents (out, dice->str, -1, &error));
  g_setenv ("BOXI_RULESETS_DIR", rulesets_dir, TRUE);
}

static void
remove_rulesets_dir (void)
{
  g_autoptr(GDir) dir = g_dir_open (rulesets_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (rulesets_dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (rulesets_dir);
  g_free (rulesets_dir);
}

typedef struct
{
  GtkWindow  *window;
  BxPlayView *view;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->view = bx_gtk_test_show_play_view (&f->window);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  bx_gtk_test_close_play_view (f->window, f->view);
}

static void
test_registry (void)
{
  g_assert_true (bx_board_registry_lookup ("shuanglu") == BX_TYPE_SHUANGLU_BOARD);
  g_assert_true (bx_board_registry_get_type_for_family ("shuanglu") == BX_TYPE_SHUANGLU_BOARD);
  g_assert_true (bx_board_registry_lookup ("testdice") == G_TYPE_INVALID);
  g_assert_true (bx_board_registry_get_type_for_family ("testdice") == BX_TYPE_MOVE_LIST_BOARD);
  g_assert_true (bx_board_registry_get_type_for_family (NULL) == BX_TYPE_MOVE_LIST_BOARD);
  /* Every board is a BxBoard; the boards that draw a position are BxPositionBoards. */
  g_assert_true (bx_board_registry_lookup ("ruqi") == BX_TYPE_RUQI_BOARD);
  g_assert_true (bx_board_registry_lookup ("sai") == BX_TYPE_SAI_BOARD);
  g_assert_true (bx_board_registry_lookup ("liubo") == BX_TYPE_LIUBO_BOARD);
  g_assert_true (g_type_is_a (bx_board_registry_lookup ("sai"), BX_TYPE_POSITION_BOARD));
  g_assert_true (g_type_is_a (bx_board_registry_lookup ("sai"), BX_TYPE_BOARD));
  g_assert_true (bx_board_registry_lookup ("chuhong") == BX_TYPE_CHUHONG_TABLE);
  g_assert_true (g_type_is_a (BX_TYPE_SHUANGLU_BOARD, BX_TYPE_BOARD));
  g_assert_true (g_type_is_a (BX_TYPE_MOVE_LIST_BOARD, BX_TYPE_BOARD));

  /* A registration overrides, and G_TYPE_INVALID undoes it. */
  bx_board_registry_register ("testdice", BX_TYPE_SHUANGLU_BOARD);
  g_assert_true (bx_board_registry_lookup ("testdice") == BX_TYPE_SHUANGLU_BOARD);
  bx_board_registry_register ("testdice", G_TYPE_INVALID);
  g_assert_true (bx_board_registry_lookup ("testdice") == G_TYPE_INVALID);
  bx_board_registry_register ("testdice", BX_TYPE_SAI_BOARD);
  g_assert_true (bx_board_registry_lookup ("testdice") == BX_TYPE_SAI_BOARD);
  bx_board_registry_register ("testdice", G_TYPE_INVALID);
}

static void
test_fallback_board (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *view = GTK_WIDGET (f->view);
  BxCitationPanel *panel = BX_CITATION_PANEL (bx_play_view_get_citation_panel (f->view));
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) rules = NULL;
  BxMoveListBoard *board;
  GtkListBox *list;
  GtkListBoxRow *row;
  BxSession *session;
  const char *dice_text;
  BxMove chosen;

  /* 平雙陸 has its board. */
  g_assert_true (bx_play_view_new_game (f->view, "shuanglu/ping", SEED, &error));
  g_assert_no_error (error);
  bx_gtk_test_spin ();
  g_assert_true (BX_IS_SHUANGLU_BOARD (bx_play_view_get_board (f->view)));
  g_assert_true (gtk_widget_get_mapped (bx_play_view_get_board (f->view)));

  /* Choosing a game of a family without a board shows the list of legal moves. */
  g_assert_true (gtk_widget_activate_action (view, "play.choose-game", "s", TEST_RULESET));
  bx_gtk_test_spin ();
  session = bx_play_view_get_session (f->view);
  g_assert_cmpstr (bx_ruleset_get_id (bx_session_get_ruleset (session)), ==, TEST_RULESET);
  g_assert_true (BX_IS_MOVE_LIST_BOARD (bx_play_view_get_board (f->view)));
  g_assert_true (gtk_widget_get_mapped (bx_play_view_get_board (f->view)));
  g_assert_cmpstr (gtk_widget_get_name (bx_play_view_get_board (f->view)), ==, "board");
  board = BX_MOVE_LIST_BOARD (bx_play_view_get_board (f->view));
  list = bx_move_list_board_get_list_box (board);
  g_assert_cmpuint (bx_move_list_board_get_n_rows (board), ==, 0);
  g_assert_nonnull (strstr (bx_play_view_get_status_text (f->view), "to throw"));

  /* Throw: the rows are the session's legal moves; the dice show the named faces. */
  g_assert_true (gtk_widget_activate_action (view, "play.roll-or-play", NULL));
  bx_gtk_test_spin ();
  g_assert_true (bx_session_is_rolled (session));
  g_assert_cmpuint (bx_move_list_board_get_n_rows (board), ==,
                    bx_session_get_n_legal_moves (session));
  g_assert_cmpuint (bx_move_list_board_get_n_rows (board), >, 0);
  /* "White to move: choose a move", or "White: advance 3: 0→3 (the only move): …" */
  g_assert_nonnull (strstr (bx_play_view_get_status_text (f->view),
                            bx_session_get_n_legal_moves (session) > 1 ? "choose a move"
                                                                       : "the only move"));
  dice_text = bx_dice_view_get_text (BX_DICE_VIEW (bx_play_view_get_dice (f->view)));
  {
    const BxThrow *t = bx_session_get_throw (session);
    const char *faces[] = { "智", "禮", "仁", "義", "信", "謙" };

    g_assert_nonnull (strstr (dice_text, faces[t->d[0] - 1]));
  }

  /* Choosing a row plays its move, with its rules in the panel. */
  row = gtk_list_box_get_row_at_index (list, 0);
  g_assert_nonnull (row);
  chosen = *bx_session_get_legal_move (session, 0);
  g_signal_emit_by_name (list, "row-activated", row);
  bx_gtk_test_spin ();
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 1);
  g_assert_true (bx_move_equal (&bx_session_get_last_entry (session)->move, &chosen));
  g_assert_false (bx_session_is_rolled (session));
  g_assert_cmpuint (bx_move_list_board_get_n_rows (board), ==, 0);
  g_assert_cmpstr (bx_citation_panel_get_heading (panel), ==, "Last move");
  rules = bx_citation_panel_dup_rule_ids (panel);
  g_assert_cmpuint (g_strv_length (rules), ==, 1);
  g_assert_cmpstr (rules[0], ==, "ping.dice");

  /* Undo takes it back, with the throw shown again; play.play-move plays by index. */
  g_assert_true (gtk_widget_activate_action (view, "play.undo", NULL));
  bx_gtk_test_spin ();
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 0);
  g_assert_true (bx_session_is_rolled (session));
  g_assert_cmpuint (bx_move_list_board_get_n_rows (board), ==,
                    bx_session_get_n_legal_moves (session));
  g_assert_true (gtk_widget_activate_action (view, "play.play-move", "u", 0));
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 1);
  g_assert_true (gtk_widget_activate_action (view, "play.undo", NULL));
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 0);
  /* An index out of range does nothing. */
  g_assert_true (gtk_widget_activate_action (view, "play.play-move", "u", 1000));
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 0);

  /* The game can be played to its end from the list. */
  for (guint i = 0; i < 200 && !bx_session_is_over (session); i++)
    {
      if (!bx_session_is_rolled (session))
        g_assert_true (gtk_widget_activate_action (view, "play.roll-or-play", NULL));
      g_assert_true (gtk_widget_activate_action (view, "play.play-move", "u", 0));
    }
  g_assert_true (bx_session_is_over (session));
  bx_gtk_test_spin ();

  /* Back to 雙陸: its board again. */
  g_assert_true (gtk_widget_activate_action (view, "play.choose-game", "s", "shuanglu/ping"));
  bx_gtk_test_spin ();
  g_assert_true (BX_IS_SHUANGLU_BOARD (bx_play_view_get_board (f->view)));
  g_assert_true (gtk_widget_get_mapped (bx_play_view_get_board (f->view)));
}

/* A BxPositionBoard on the play page: the board's
 * selected move is the candidate (::selection-changed), ::move-chosen plays it through
 * play.play-move, and the board follows the session. */
static void
play_position_board (Fixture    *f,
                     const char *ruleset,
                     GType       inner_type)
{
  GtkWidget *view = GTK_WIDGET (f->view);
  BxCitationPanel *panel = BX_CITATION_PANEL (bx_play_view_get_citation_panel (f->view));
  g_autoptr(GError) error = NULL;
  BxPositionBoard *inner;
  BxSession *session;
  GtkWidget *board;
  guint played = 0;

  g_assert_true (bx_play_view_new_game (f->view, ruleset, SEED, &error));
  g_assert_no_error (error);
  bx_gtk_test_spin ();
  session = bx_play_view_get_session (f->view);
  board = bx_play_view_get_board (f->view);
  g_assert_true (G_OBJECT_TYPE (board) == inner_type);
  g_assert_true (gtk_widget_get_mapped (board));
  g_assert_cmpstr (gtk_widget_get_name (board), ==, "board");
  inner = BX_POSITION_BOARD (board);

  for (guint i = 0; i < 8 && !bx_session_is_over (session); i++)
    {
      BxMove expected;
      int selected;

      if (!bx_session_is_rolled (session))
        g_assert_true (gtk_widget_activate_action (view, "play.roll-or-play", NULL));
      g_assert_true (bx_session_is_rolled (session));
      if (bx_session_get_n_legal_moves (session) == 0)
        {
          /* Nothing to play: the page passes. */
          g_assert_true (gtk_widget_activate_action (view, "play.roll-or-play", NULL));
          played = bx_session_get_n_history (session);
          continue;
        }
      selected = bx_position_board_get_selected (inner);
      g_assert_cmpint (selected, ==, 0);
      g_assert_cmpstr (bx_citation_panel_get_heading (panel), ==, "Candidate move");

      /* Another selection on the board is the page's candidate at once. */
      if (bx_session_get_n_legal_moves (session) > 1)
        {
          BxMove candidate;

          bx_position_board_select (inner, 1);
          g_assert_true (bx_board_get_candidate (BX_BOARD (board), &candidate));
          g_assert_true (bx_move_equal (&candidate, bx_session_get_legal_move (session, 1)));
          g_assert_cmpstr (bx_citation_panel_get_heading (panel), ==, "Candidate move");
          selected = 1;
        }
      expected = *bx_session_get_legal_move (session, selected);
      g_signal_emit_by_name (inner, "move-chosen", selected);
      played++;
      g_assert_cmpuint (bx_session_get_n_history (session), ==, played);
      g_assert_true (bx_move_equal (&bx_session_get_last_entry (session)->move, &expected));
    }
  g_assert_cmpuint (played, >, 1);
  g_assert_true (gtk_widget_activate_action (view, "play.undo", NULL));
  g_assert_cmpuint (bx_session_get_n_history (session), ==, played - 1);
}

static void
test_ruqi_board (Fixture       *f,
                 gconstpointer  data)
{
  const char *faces[] = { "智", "禮", "仁", "義", "信", "謙" };
  BxSession *session;
  const BxThrow *t;
  const char *text;

  play_position_board (f, "ruqi/youzhao", BX_TYPE_RUQI_BOARD);

  /* The throw bar names the 投子's faces (the ruleset's dice.face-names). */
  session = bx_play_view_get_session (f->view);
  if (!bx_session_is_rolled (session))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "play.roll-or-play", NULL));
  t = bx_session_get_throw (session);
  g_assert_cmpuint (t->n, ==, 2);
  text = bx_dice_view_get_text (BX_DICE_VIEW (bx_play_view_get_dice (f->view)));
  g_assert_nonnull (strstr (text, faces[t->d[0] - 1]));
  g_assert_nonnull (strstr (text, faces[t->d[1] - 1]));
}

/* The text of every label under @widget, one a line; with @markers, the labels whose markup
 * has a note link ("note:N"), and with @expanders, the notes' expanders. */
static void
collect_panel (GtkWidget *widget,
               GString   *text,
               GString   *markers,
               GPtrArray *expanders)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child))
        {
          g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (child)));
          if (strstr (gtk_label_get_label (GTK_LABEL (child)), "href=\"note:") != NULL)
            g_string_append_printf (markers, "%s\n", gtk_label_get_text (GTK_LABEL (child)));
        }
      if (GTK_IS_EXPANDER (child) && gtk_widget_has_css_class (child, "citation-notes"))
        g_ptr_array_add (expanders, child);
      collect_panel (child, text, markers, expanders);
    }
}

/* With the corpus, a 儒棋 move's cited clauses show their notes: the interlinear note's text
 * (注) with a marker in the original, behind a "Notes (N)" expander that stays open from
 * one move to the next; from the clause index alone, no notes. */
static void
test_ruqi_notes (Fixture       *f,
                 gconstpointer  data)
{
  GtkWidget *view = GTK_WIDGET (f->view);
  GtkWidget *panel = bx_play_view_get_citation_panel (f->view);
  const char *root = g_getenv ("BOXI_SOURCE_ROOT");
  g_autofree char *texts = g_build_filename (root != NULL ? root : SOURCE_ROOT, "texts", NULL);
  g_autofree char *tmp = NULL;
  g_autofree char *db = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BxCorpus) corpus = NULL;
  g_autoptr(BxClause) clause = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GString) markers = g_string_new (NULL);
  g_autoptr(GPtrArray) expanders = g_ptr_array_new ();
  const BxNote *note = NULL;
  BxSession *session;

  tmp = g_dir_make_tmp ("boxi-boards-corpus-XXXXXX", &error);
  g_assert_no_error (error);
  db = g_build_filename (tmp, "corpus.sqlite", NULL);
  if (!bx_tei_import_directory (texts, db, NULL, &error))
    g_error ("Cannot import %s: %s", texts, error->message);
  corpus = bx_corpus_open (db, &error);
  g_assert_no_error (error);
  bx_play_view_set_corpus (f->view, corpus);

  g_assert_true (bx_play_view_new_game (f->view, "ruqi/youzhao", SEED, &error));
  g_assert_no_error (error);
  session = bx_play_view_get_session (f->view);

  /* Play until the last move cites a clause with an interlinear note (ruqi.route cites
   * ruqige.ge.17, whose note explains why pieces turn before leaving). */
  for (guint moves = 0; note == NULL && moves < 100 && !bx_session_is_over (session); moves++)
    {
      g_auto(GStrv) ids = NULL;

      g_assert_true (gtk_widget_activate_action (view, "play.random-move", NULL));
      bx_gtk_test_spin ();
      ids = bx_citation_panel_dup_clause_ids (BX_CITATION_PANEL (panel));
      for (guint i = 0; note == NULL && ids[i] != NULL; i++)
        {
          g_clear_pointer (&clause, bx_clause_free);
          clause = bx_corpus_get_clause (corpus, ids[i], &error);
          g_assert_no_error (error);
          for (guint j = 0; note == NULL && clause->notes != NULL && j < clause->notes->len; j++)
            {
              const BxNote *candidate = g_ptr_array_index (clause->notes, j);

              if (g_strcmp0 (candidate->type, "interlinear") == 0
                  && clause->text != NULL && *clause->text != '\0')
                note = candidate;
            }
        }
    }
  g_assert_nonnull (note);
  g_test_message ("%s has an interlinear note", clause->id);

  /* The original carries the 注 marker; the notes are behind closed expanders. */
  collect_panel (panel, text, markers, expanders);
  g_assert_nonnull (strstr (markers->str, "注"));
  g_assert_cmpuint (expanders->len, >, 0);
  for (guint i = 0; i < expanders->len; i++)
    {
      GtkExpander *expander = g_ptr_array_index (expanders, i);

      g_assert_true (g_str_has_prefix (gtk_expander_get_label (expander), "Notes ("));
      g_assert_false (gtk_expander_get_expanded (expander));
      gtk_expander_set_expanded (expander, TRUE);
    }

  /* Opened, they show the note's text. */
  g_ptr_array_set_size (expanders, 0);
  g_string_truncate (text, 0);
  g_string_truncate (markers, 0);
  collect_panel (panel, text, markers, expanders);
  g_assert_nonnull (strstr (text->str, note->text));

  /* Opened notes stay open for the next move's clauses. */
  g_assert_true (gtk_widget_activate_action (view, "play.random-move", NULL));
  bx_gtk_test_spin ();
  g_ptr_array_set_size (expanders, 0);
  g_string_truncate (text, 0);
  g_string_truncate (markers, 0);
  collect_panel (panel, text, markers, expanders);
  for (guint i = 0; i < expanders->len; i++)
    g_assert_true (gtk_expander_get_expanded (g_ptr_array_index (expanders, i)));

  /* From the clause index alone: the clauses, but no notes. */
  bx_play_view_set_corpus (f->view, NULL);
  bx_gtk_test_spin ();
  {
    g_auto(GStrv) ids = bx_citation_panel_dup_clause_ids (BX_CITATION_PANEL (panel));

    g_assert_cmpuint (g_strv_length (ids), >, 0);
  }
  g_ptr_array_set_size (expanders, 0);
  g_string_truncate (text, 0);
  g_string_truncate (markers, 0);
  collect_panel (panel, text, markers, expanders);
  g_assert_cmpuint (expanders->len, ==, 0);
  g_assert_cmpuint (markers->len, ==, 0);

  g_unlink (db);
  g_rmdir (tmp);
}

/* 塞 in both reconstructions, and from 儒棋 to 塞: the page swaps the adapters. */
static void
test_sai_board (Fixture       *f,
                gconstpointer  data)
{
  play_position_board (f, "sai/daiyi", BX_TYPE_SAI_BOARD);
  play_position_board (f, "sai/daibo", BX_TYPE_SAI_BOARD);
  play_position_board (f, "ruqi/youzhao", BX_TYPE_RUQI_BOARD);
  play_position_board (f, "sai/daibo", BX_TYPE_SAI_BOARD);
}

/* The 除紅 table on the play page: it shows the page's session, and its own buttons play
 * through the page's actions. */
static void
test_chuhong_table (Fixture       *f,
                    gconstpointer  data)
{
  GtkWidget *view = GTK_WIDGET (f->view);
  BxCitationPanel *panel = BX_CITATION_PANEL (bx_play_view_get_citation_panel (f->view));
  g_autoptr(GError) error = NULL;
  GtkWidget *table;
  BxChuhongTable *history_table;
  BxSession *session;

  g_assert_true (bx_play_view_new_game (f->view, "chuhong/zhifa", SEED, &error));
  g_assert_no_error (error);
  bx_gtk_test_spin ();
  session = bx_play_view_get_session (f->view);
  table = bx_play_view_get_board (f->view);
  g_assert_true (BX_IS_CHUHONG_TABLE (table));
  history_table = BX_CHUHONG_TABLE (table);
  g_assert_true (gtk_widget_get_mapped (table));
  g_assert_true (bx_board_get_session (BX_BOARD (table)) == session);

  /* The table's Throw button: the page's session moves, and the table shows it. */
  g_assert_true (gtk_widget_activate_action (table, "chuhong.throw", NULL));
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (bx_chuhong_table_get_history (history_table)), ==, 1);
  g_assert_cmpstr (bx_citation_panel_get_heading (panel), ==, "Last move");

  /* Space throws, shows the throw as the candidate, and plays it. */
  g_assert_true (gtk_widget_activate_action (view, "play.roll-or-play", NULL));
  g_assert_true (bx_session_is_rolled (session));
  g_assert_cmpstr (bx_citation_panel_get_heading (panel), ==, "Candidate move");
  g_assert_true (gtk_widget_activate_action (view, "play.roll-or-play", NULL));
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 2);
  g_assert_false (bx_move_is_pass (&bx_session_get_last_entry (session)->move)
                  && (bx_session_get_last_entry (session)->move.flags & BX_MOVE_TABLE));

  /* The table's Undo is the page's. */
  g_assert_true (gtk_widget_activate_action (table, "chuhong.undo", NULL));
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (bx_chuhong_table_get_history (history_table)), ==, 1);
}

static void
test_move_list_citations (Fixture       *f,
                          gconstpointer  data)
{
  GtkWidget *view = GTK_WIDGET (f->view);
  BxCitationPanel *panel = BX_CITATION_PANEL (bx_play_view_get_citation_panel (f->view));
  GtkListBox *moves = GTK_LIST_BOX (bx_play_view_get_move_list (f->view));
  g_autoptr(GError) error = NULL;
  BxSession *session;

  g_assert_true (bx_play_view_new_game (f->view, "shuanglu/ping", SEED, &error));
  session = bx_play_view_get_session (f->view);
  for (guint i = 0; i < 3; i++)
    g_assert_true (gtk_widget_activate_action (view, "play.random-move", NULL));
  bx_gtk_test_spin ();
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 3);
  g_assert_cmpstr (bx_citation_panel_get_heading (panel), ==, "Last move");

  /* Choosing the first move in the list shows its rules. */
  gtk_list_box_select_row (moves, gtk_list_box_get_row_at_index (moves, 0));
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_citation_panel_get_heading (panel), ==, "Move 1");
  {
    g_auto(GStrv) rules = bx_citation_panel_dup_rule_ids (panel);
    const BxMove *first = &bx_session_get_history_entry (session, 0)->move;

    g_assert_cmpuint (g_strv_length (rules), ==, first->n_rules);
  }

  /* Unselecting shows the last move again; a new move clears the choice. */
  gtk_list_box_unselect_all (moves);
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_citation_panel_get_heading (panel), ==, "Last move");
  gtk_list_box_select_row (moves, gtk_list_box_get_row_at_index (moves, 1));
  g_assert_cmpstr (bx_citation_panel_get_heading (panel), ==, "Move 2");
  g_assert_true (gtk_widget_activate_action (view, "play.random-move", NULL));
  g_assert_cmpstr (bx_citation_panel_get_heading (panel), ==, "Last move");
  g_assert_null (gtk_list_box_get_selected_row (moves));
}

static void
test_last_game (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new (BASE_APP_ID);
  g_autoptr(GError) error = NULL;
  GtkWidget *other;
  g_autofree char *last = NULL;

  /* The view starts with the last game of the settings. */
  g_settings_set_string (settings, "last-game", TEST_RULESET);
  other = bx_play_view_new ();
  g_object_ref_sink (other);
  bx_play_view_set_settings (BX_PLAY_VIEW (other), settings);
  g_assert_cmpstr (bx_ruleset_get_id (bx_session_get_ruleset (
                     bx_play_view_get_session (BX_PLAY_VIEW (other)))), ==, TEST_RULESET);
  g_assert_true (BX_IS_MOVE_LIST_BOARD (bx_play_view_get_board (BX_PLAY_VIEW (other))));
  g_object_unref (other);

  /* A game started is remembered; an unknown last game is ignored. */
  bx_play_view_set_settings (f->view, settings);
  g_assert_true (bx_play_view_new_game (f->view, "shuanglu/ping", SEED, &error));
  g_assert_no_error (error);
  last = g_settings_get_string (settings, "last-game");
  g_assert_cmpstr (last, ==, "shuanglu/ping");

  g_settings_set_string (settings, "last-game", "nosuch/game");
  other = bx_play_view_new ();
  g_object_ref_sink (other);
  bx_play_view_set_settings (BX_PLAY_VIEW (other), settings);
  g_assert_nonnull (bx_play_view_get_session (BX_PLAY_VIEW (other)));
  g_object_unref (other);
  g_settings_set_string (settings, "last-game", "");
}

/* 猜拳 (liubo/seed001): the hand picker stands in for the Throw button; the player's hand
 * and call go into the throw, the computer's are the seed's, and the game goes on.  With two
 * players both pick in turn. */
static void
test_hand_picker (Fixture       *f,
                  gconstpointer  data)
{
  GtkWidget *view = GTK_WIDGET (f->view);
  GtkWidget *picker, *hand, *call, *mode;
  g_autoptr(GError) error = NULL;
  BxSession *session;
  const BxThrow *t;
  BxThrow drawn;
  int me;

  g_assert_true (bx_play_view_new_game (f->view, "liubo/seed001", SEED, &error));
  g_assert_no_error (error);
  bx_gtk_test_spin ();
  session = bx_play_view_get_session (f->view);
  picker = bx_play_view_get_hand_picker (f->view);
  hand = bx_gtk_test_find_named (picker, "hand-spin");
  call = bx_gtk_test_find_named (picker, "call-spin");
  mode = bx_gtk_test_find_named (picker, "hands-mode");
  g_assert_nonnull (hand);
  g_assert_nonnull (call);
  g_assert_nonnull (mode);
  g_assert_true (gtk_widget_get_mapped (picker));
  g_assert_true (gtk_widget_get_mapped (mode));
  g_assert_true (gtk_widget_get_visible (call));   /* the opening round has calls */
  g_assert_nonnull (strstr (bx_play_view_get_status_text (f->view), "call the total"));

  /* White shows 0 and calls 10 (失謎): Black starts; Black's hand and call are the seed's. */
  bx_game_throw (bx_session_get_game (session), bx_session_get_state (session), SEED, &drawn);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (hand), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (call), 10);
  /* The keys were in the picker: hiding it gives them back to the board. */
  g_assert_true (gtk_widget_grab_focus (call));
  g_assert_true (gtk_widget_activate_action (view, "play.roll-or-play", NULL));
  bx_gtk_test_spin ();
  t = bx_session_get_throw (session);
  g_assert_nonnull (t);
  g_assert_cmpuint (t->chosen, ==, 1);
  g_assert_cmpuint (t->d[2], ==, 10);
  g_assert_cmpuint (t->d[1], ==, drawn.d[1]);
  g_assert_false (gtk_widget_get_visible (picker));
  g_assert_nonnull (gtk_root_get_focus (gtk_widget_get_root (view)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (gtk_widget_get_root (view)),
                                         bx_play_view_get_board (f->view))
                 || gtk_root_get_focus (gtk_widget_get_root (view))
                    == bx_play_view_get_board (f->view));
  g_assert_true (gtk_widget_activate_action (view, "play.roll-or-play", NULL));   /* guess */
  bx_gtk_test_spin ();
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 1);
  me = bx_session_get_state (session)->player;
  g_assert_cmpint (me, ==, 1);

  /* In play: hands only; the player to move shows 4. */
  g_assert_true (gtk_widget_get_mapped (picker));
  g_assert_false (gtk_widget_get_visible (call));
  bx_game_throw (bx_session_get_game (session), bx_session_get_state (session), SEED, &drawn);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (hand), 4);
  g_assert_true (gtk_widget_activate_action (view, "play.show-hand", NULL));
  bx_gtk_test_spin ();
  t = bx_session_get_throw (session);
  g_assert_nonnull (t);
  g_assert_cmpuint (t->d[me], ==, 4);
  g_assert_cmpuint (t->d[1 - me], ==, drawn.d[1 - me]);
  g_assert_nonnull (strstr (bx_dice_view_get_text (BX_DICE_VIEW (bx_play_view_get_dice (f->view))),
                            "Hands"));
  g_assert_true (gtk_widget_activate_action (view, "play.play-move", "u", 0));
  bx_gtk_test_spin ();
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 2);

  /* Two players: the one to move shows a hand, the picker waits for the other's. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (mode), TRUE);
  bx_gtk_test_spin ();
  me = bx_session_get_state (session)->player;
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (hand), 5);
  g_assert_true (gtk_widget_activate_action (view, "play.show-hand", NULL));
  bx_gtk_test_spin ();
  g_assert_false (bx_session_is_rolled (session));
  g_assert_true (bx_session_get_part (session, (guint) me, NULL, NULL));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (hand)), ==, 0);
  g_assert_true (gtk_widget_get_mapped (picker));
  /* Undo forgets the hand shown; the first player shows it again. */
  g_assert_true (gtk_widget_activate_action (view, "play.undo", NULL));
  g_assert_false (bx_session_get_part (session, (guint) me, NULL, NULL));
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (hand), 5);
  g_assert_true (gtk_widget_activate_action (view, "play.show-hand", NULL));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (hand), 2);
  g_assert_true (gtk_widget_activate_action (view, "play.show-hand", NULL));
  bx_gtk_test_spin ();
  t = bx_session_get_throw (session);
  g_assert_nonnull (t);
  g_assert_cmpuint (t->chosen, ==, 3);
  g_assert_cmpuint (t->d[me], ==, 5);
  g_assert_cmpuint (t->d[1 - me], ==, 2);
  g_assert_true (gtk_widget_activate_action (view, "play.play-move", "u", 0));
  bx_gtk_test_spin ();
  g_assert_cmpuint (bx_session_get_n_history (session), ==, 3);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (mode), FALSE);

  /* A game of dice has no picker. */
  g_assert_true (bx_play_view_new_game (f->view, "shuanglu/ping", SEED, &error));
  bx_gtk_test_spin ();
  g_assert_false (gtk_widget_get_visible (picker));
  g_assert_true (gtk_widget_get_visible (bx_play_view_get_dice (f->view)));
}

/* A point's tooltip names it as the board does: with its English gloss in an English UI,
 * without it in a Chinese one, and in simplified characters under zh_CN (右后六; newcomer
 * review 9 saw "左前一 (left front 1)" under zh_CN). */
static void
test_shuanglu_point_tooltip (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *old_language = g_strdup (g_getenv ("LANGUAGE"));
  BxShuangluBoard *board;
  int point = -1;

  g_assert_true (bx_play_view_new_game (f->view, "shuanglu/ping", SEED, &error));
  g_assert_no_error (error);
  bx_gtk_test_spin ();
  board = BX_SHUANGLU_BOARD (bx_play_view_get_board (f->view));
  for (int p = 0; p < 24 && point < 0; p++)
    if (strstr (bx_shuanglu_point_label (p), "後") != NULL)
      point = p;
  g_assert_cmpint (point, >=, 0);
  {
    g_autofree char *gloss = g_strdup_printf ("%s  (%s)", bx_shuanglu_point_label (point),
                                              bx_shuanglu_point_label_en (point));
    g_autofree char *simplified = bx_to_simplified (bx_shuanglu_point_label (point));
    g_autofree char *en = NULL;
    g_autofree char *tw = NULL;
    g_autofree char *cn = NULL;

    g_setenv ("LANGUAGE", "en", TRUE);
    en = bx_shuanglu_board_point_tooltip (board, point);
    g_setenv ("LANGUAGE", "zh_TW", TRUE);
    tw = bx_shuanglu_board_point_tooltip (board, point);
    g_setenv ("LANGUAGE", "zh_CN", TRUE);
    cn = bx_shuanglu_board_point_tooltip (board, point);
    if (old_language != NULL)
      g_setenv ("LANGUAGE", old_language, TRUE);
    else
      g_unsetenv ("LANGUAGE");
    g_assert_true (g_str_has_prefix (en, gloss));
    g_assert_true (g_str_has_prefix (tw, bx_shuanglu_point_label (point)));
    g_assert_null (strstr (tw, bx_shuanglu_point_label_en (point)));
    g_assert_true (g_str_has_prefix (cn, simplified));
    g_assert_null (strstr (cn, "後"));
    g_assert_null (strstr (cn, bx_shuanglu_point_label_en (point)));
  }
}

int
main (int    argc,
      char **argv)
{
  int status;

  make_rulesets_dir ();
  bx_gtk_test_init (&argc, &argv);
  bx_game_register_family (&testdice_vtable);

  g_test_add_func ("/app/boards/registry", test_registry);
  g_test_add ("/app/boards/fallback", Fixture, NULL,
              fixture_set_up, test_fallback_board, fixture_tear_down);
  g_test_add ("/app/boards/ruqi", Fixture, NULL,
              fixture_set_up, test_ruqi_board, fixture_tear_down);
  g_test_add ("/app/boards/ruqi-notes", Fixture, NULL,
              fixture_set_up, test_ruqi_notes, fixture_tear_down);
  g_test_add ("/app/boards/sai", Fixture, NULL,
              fixture_set_up, test_sai_board, fixture_tear_down);
  g_test_add ("/app/boards/chuhong", Fixture, NULL,
              fixture_set_up, test_chuhong_table, fixture_tear_down);
  g_test_add ("/app/boards/move-list-citations", Fixture, NULL,
              fixture_set_up, test_move_list_citations, fixture_tear_down);
  g_test_add ("/app/boards/hand-picker", Fixture, NULL,
              fixture_set_up, test_hand_picker, fixture_tear_down);
  g_test_add ("/app/boards/last-game", Fixture, NULL,
              fixture_set_up, test_last_game, fixture_tear_down);
  g_test_add ("/app/boards/shuanglu-point-tooltip", Fixture, NULL,
              fixture_set_up, test_shuanglu_point_tooltip, fixture_tear_down);

  status = g_test_run ();
  remove_rulesets_dir ();
  return status;
}
