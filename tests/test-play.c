/* test-play.c: the play page: a game of 平雙陸 played through the actions and the keys,
 * undo and redo, the citation panel, and the game-over summary
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <string.h>

#include "bx-shuanglu-board.h"
#include "bx-citation-panel.h"
#include "bx-dice-view.h"
#include "bx-play-view-private.h"
#include "bx-families.h"
#include "bx-move-history.h"
#include "bx-gtk-test-util.h"
#include "bx-library.h"
#include "bx-play-view.h"

#define SEED 20240611

/* Presses a key the way GTK dispatches it to shortcuts: from @widget up through its
 * ancestors, the first shortcut whose trigger is the key runs its action.  This goes
 * through the same binding tables (gtk_widget_class_add_binding_action) as a real key
 * press. */
static gboolean
press_key (GtkWidget       *widget,
           guint            keyval,
           GdkModifierType  modifiers)
{
  g_autoptr(GtkShortcutTrigger) wanted = gtk_keyval_trigger_new (keyval, modifiers);

  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (w);

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

          if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
            continue;
          for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
            {
              g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

              if (!gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), wanted))
                continue;
              return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, w,
                                                   gtk_shortcut_get_arguments (shortcut));
            }
        }
    }
  return FALSE;
}

static gboolean
strv_has_prefix (char       **strv,
                 const char  *prefix)
{
  for (guint i = 0; strv != NULL && strv[i] != NULL; i++)
    if (g_str_has_prefix (strv[i], prefix))
      return TRUE;
  return FALSE;
}

typedef struct
{
  GtkWindow  *window;
  BxPlayView *view;
  BxSession  *session;
  GtkWidget  *board;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->view = bx_gtk_test_show_play_view (&f->window);

  g_assert_true (bx_play_view_new_game (f->view, "shuanglu/ping", SEED, &error));
  g_assert_no_error (error);
  f->session = bx_play_view_get_session (f->view);
  g_assert_nonnull (f->session);
  g_assert_cmpstr (bx_ruleset_get_id (bx_session_get_ruleset (f->session)), ==, "shuanglu/ping");
  g_assert_cmpuint (bx_session_get_seed (f->session), ==, SEED);
  f->board = bx_play_view_get_board (f->view);
  g_assert_true (BX_IS_SHUANGLU_BOARD (f->board));
  bx_gtk_test_spin ();
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  bx_gtk_test_close_play_view (f->window, f->view);
}

/* Plays one whole move by the keyboard: Space throws, then Space on the cursor picks the
 * piece and Space again its first target, until the move is complete. */
static void
play_move_by_keys (Fixture *f)
{
  guint n = bx_session_get_n_history (f->session);

  g_assert_false (bx_session_is_rolled (f->session));
  g_assert_true (press_key (f->board, GDK_KEY_space, 0));
  g_assert_true (bx_session_is_rolled (f->session));
  g_assert_cmpstr (bx_dice_view_get_text (BX_DICE_VIEW (bx_play_view_get_dice (f->view))), !=,
                   "");

  for (guint presses = 0; presses < 40 && bx_session_get_n_history (f->session) == n; presses++)
    g_assert_true (press_key (f->board, GDK_KEY_Return, 0));
  g_assert_cmpuint (bx_session_get_n_history (f->session), ==, n + 1);
}

static void
test_play_keyboard (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GArray) sources = NULL;
  int first_cursor;

  /* Space throws; the cursor goes to a piece that may move. */
  g_assert_true (press_key (f->board, GDK_KEY_space, 0));
  g_assert_true (bx_session_is_rolled (f->session));
  /* SEED's first throw lets a piece move (a pass would leave the keys nothing to do). */
  g_assert_cmpuint (bx_session_get_n_legal_moves (f->session), >, 1);
  g_assert_false (bx_move_is_pass (bx_session_get_legal_move (f->session, 0)));
  sources = bx_session_dup_next_sources (f->session);
  first_cursor = bx_play_view_get_cursor (f->view);
  g_assert_cmpint (first_cursor, !=, BX_BOARD_NO_POINT);

  /* The arrows move it among the movable pieces, and come round again. */
  for (guint i = 0; i < sources->len; i++)
    {
      g_autoptr(GArray) now = bx_session_dup_next_sources (f->session);
      gboolean found = FALSE;

      g_assert_true (press_key (f->board, GDK_KEY_Right, 0));
      for (guint j = 0; j < now->len; j++)
        found |= g_array_index (now, BxStep, j).from == bx_play_view_get_cursor (f->view);
      g_assert_true (found);
    }
  g_assert_cmpint (bx_play_view_get_cursor (f->view), ==, first_cursor);
  g_assert_true (press_key (f->board, GDK_KEY_Left, 0));
  g_assert_true (press_key (f->board, GDK_KEY_Right, 0));
  g_assert_cmpint (bx_play_view_get_cursor (f->view), ==, first_cursor);

  /* Space picks the piece; Escape puts it back. */
  g_assert_true (press_key (f->board, GDK_KEY_space, 0));
  g_assert_cmpint (bx_play_view_get_picked (f->view), ==, first_cursor);
  g_assert_true (press_key (f->board, GDK_KEY_Escape, 0));
  g_assert_cmpint (bx_play_view_get_picked (f->view), ==, BX_BOARD_NO_POINT);

  /* Then the whole move. */
  for (guint presses = 0; presses < 40 && bx_session_get_n_history (f->session) == 0; presses++)
    g_assert_true (press_key (f->board, GDK_KEY_Return, 0));
  g_assert_cmpuint (bx_session_get_n_history (f->session), ==, 1);
  g_assert_false (bx_session_is_rolled (f->session));

  play_move_by_keys (f);
  play_move_by_keys (f);
  g_assert_cmpuint (bx_session_get_n_history (f->session), ==, 3);
  {
    GtkListBox *list = GTK_LIST_BOX (bx_play_view_get_move_list (f->view));

    g_assert_nonnull (gtk_list_box_get_row_at_index (list, 2));
    g_assert_null (gtk_list_box_get_row_at_index (list, 3));
  }

  /* Ctrl+Z, Ctrl+Shift+Z from anywhere in the view. */
  g_assert_true (press_key (f->board, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpuint (bx_session_get_n_history (f->session), ==, 2);
  g_assert_true (bx_session_is_rolled (f->session));
  g_assert_true (press_key (f->board, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpuint (bx_session_get_n_history (f->session), ==, 1);
  g_assert_true (press_key (f->board, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_cmpuint (bx_session_get_n_history (f->session), ==, 2);
  g_assert_true (press_key (f->board, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_cmpuint (bx_session_get_n_history (f->session), ==, 3);

  /* R plays a random move. */
  g_assert_true (press_key (f->board, GDK_KEY_r, 0));
  g_assert_cmpuint (bx_session_get_n_history (f->session), ==, 4);
}

/* Plays the current move by clicking: select-point on each step's piece and target. */
static void
play_move_by_points (Fixture *f)
{
  GtkWidget *view = GTK_WIDGET (f->view);
  guint n = bx_session_get_n_history (f->session);
  BxMove move;

  if (!bx_session_is_rolled (f->session))
    g_assert_true (gtk_widget_activate_action (view, "play.roll-or-play", NULL));
  move = *bx_session_get_legal_move (f->session, 0);
  if (bx_move_is_pass (&move))
    {
      g_assert_true (gtk_widget_activate_action (view, "play.roll-or-play", NULL));
    }
  else
    {
      for (guint i = 0; i < move.n_steps; i++)
        {
          g_autoptr(GArray) targets = NULL;
          gboolean found = FALSE;

          g_assert_true (gtk_widget_activate_action (view, "play.select-point", "i",
                                                     (int) move.steps[i].from));
          g_assert_cmpint (bx_play_view_get_picked (f->view), ==, move.steps[i].from);
          /* The board highlights exactly the targets the session allows. */
          targets = bx_session_dup_next_steps (f->session, move.steps[i].from);
          for (guint j = 0; j < targets->len; j++)
            found |= g_array_index (targets, BxStep, j).to == move.steps[i].to;
          g_assert_true (found);
          /* Pointing at the target shows the candidate move in the panel. */
          g_assert_true (gtk_widget_activate_action (view, "play.hover-point", "i",
                                                     (int) move.steps[i].to));
          g_assert_cmpstr (bx_citation_panel_get_heading (
                             BX_CITATION_PANEL (bx_play_view_get_citation_panel (f->view))),
                           ==, "Candidate move");
          g_assert_true (gtk_widget_activate_action (view, "play.hover-point", "i",
                                                     BX_BOARD_NO_POINT));
          g_assert_true (gtk_widget_activate_action (view, "play.select-point", "i",
                                                     (int) move.steps[i].to));
        }
    }
  g_assert_cmpuint (bx_session_get_n_history (f->session), ==, n + 1);
  g_assert_true (bx_move_equal (&bx_session_get_last_entry (f->session)->move, &move));
}

static void
test_play_actions_undo_redo (Fixture       *f,
                             gconstpointer  data)
{
  GtkWidget *view = GTK_WIDGET (f->view);
  BxCitationPanel *panel = BX_CITATION_PANEL (bx_play_view_get_citation_panel (f->view));
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_auto(GStrv) clauses = NULL;
  g_auto(GStrv) rules = NULL;

  g_assert_false (gtk_widget_activate_action (view, "play.no-such-action", NULL));

  for (guint i = 0; i < 4; i++)
    play_move_by_points (f);
  after = bx_game_state_to_string (bx_session_get_game (f->session),
                                   bx_session_get_state (f->session));

  /* The panel shows the last move with a clause of 常局格制. */
  bx_gtk_test_spin ();
  g_assert_cmpstr (bx_citation_panel_get_heading (panel), ==, "Last move");
  clauses = bx_citation_panel_dup_clause_ids (panel);
  rules = bx_citation_panel_dup_rule_ids (panel);
  g_assert_true (strv_has_prefix (clauses, "pushuang.changju."));
  g_assert_cmpuint (g_strv_length (rules), ==,
                    bx_session_get_last_entry (f->session)->move.n_rules);

  /* Undo four times, redo four times. */
  for (guint i = 0; i < 4; i++)
    g_assert_true (gtk_widget_activate_action (view, "play.undo", NULL));
  g_assert_cmpuint (bx_session_get_n_history (f->session), ==, 0);
  g_assert_false (bx_session_can_undo (f->session));
  before = bx_game_state_to_string (bx_session_get_game (f->session),
                                    bx_session_get_state (f->session));
  for (guint i = 0; i < 4; i++)
    g_assert_true (gtk_widget_activate_action (view, "play.redo", NULL));
  g_assert_cmpuint (bx_session_get_n_history (f->session), ==, 4);
  {
    g_autofree char *again = bx_game_state_to_string (bx_session_get_game (f->session),
                                                      bx_session_get_state (f->session));
    g_assert_cmpstr (again, ==, after);
    g_assert_cmpstr (again, !=, before);
  }

  /* A new game with the same seed throws the same dice. */
  {
    g_autoptr(GError) error = NULL;
    BxThrow first = bx_session_get_history_entry (f->session, 0)->t;

    g_assert_true (bx_play_view_new_game (f->view, "shuanglu/ping", SEED, &error));
    g_assert_no_error (error);
    f->session = bx_play_view_get_session (f->view);
    g_assert_true (gtk_widget_activate_action (view, "play.roll-or-play", NULL));
    g_assert_true (bx_throw_equal (bx_session_get_throw (f->session), &first));
  }
}

/* Counts the labels under @widget that hold a link ("<a href"). */
static guint
count_links (GtkWidget *widget)
{
  guint n = GTK_IS_LABEL (widget) && gtk_label_get_use_markup (GTK_LABEL (widget))
            && strstr (gtk_label_get_label (GTK_LABEL (widget)), "<a href") != NULL;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n += count_links (c);
  return n;
}

/* Issue 17: the game-over dialog is wide enough to read (not AdwMessageDialog's 300 px),
 * has a score table in every family, and on every rule that decided the game two links: its
 * clause and its page on the Rules page. */
static void
assert_game_over_details (GtkWidget *dialog)
{
  GtkWidget *extra = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));
  GtkWidget *table = bx_gtk_test_find_named (extra, "score-table");
  guint n_rules = 0;
  int width = 0;

  g_assert_nonnull (table);
  g_assert_nonnull (gtk_grid_get_child_at (GTK_GRID (table), 1, 2));
  gtk_widget_get_size_request (extra, &width, NULL);
  g_assert_cmpint (width, >=, 400);
  for (GtkWidget *c = gtk_widget_get_first_child (extra); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_has_css_class (c, "game-over-rule"))
      {
        n_rules++;
        g_assert_cmpuint (count_links (c), ==, 2);
      }
  g_assert_cmpuint (n_rules, >, 0);
}

static void
test_play_game_over (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *view = GTK_WIDGET (f->view);
  GtkWidget *dialog;
  const char *body;
  guint moves = 0;

  g_assert_null (bx_play_view_get_game_over_dialog (f->view));
  while (!bx_session_is_over (f->session) && moves++ < 10000)
    g_assert_true (gtk_widget_activate_action (view, "play.random-move", NULL));
  bx_gtk_test_spin ();

  g_assert_true (bx_session_is_over (f->session));
  dialog = bx_play_view_get_game_over_dialog (f->view);
  g_assert_nonnull (dialog);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  g_assert_true (gtk_widget_get_visible (dialog));
  g_assert_true (g_str_has_suffix (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)),
                                   "Wins"));
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_assert_nonnull (strstr (body, "籌"));
  g_assert_nonnull (strstr (body, "Its status is the weakest of them: conjectured"));
  /* Issue 17: the rules by statement in the extra child, no rule ids; its four buttons. */
  g_assert_nonnull (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog)));
  for (guint i = 0; i < bx_ruleset_get_n_rules (bx_session_get_ruleset (f->session)); i++)
    g_assert_null (strstr (body, bx_ruleset_get_rule (bx_session_get_ruleset (f->session),
                                                      i)->id));
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "export"));
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "replay"));
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "new"));
  assert_game_over_details (dialog);

  /* Undo brings the game back. */
  g_assert_true (gtk_widget_activate_action (view, "play.undo", NULL));
  g_assert_false (bx_session_is_over (f->session));
  g_assert_true (gtk_widget_activate_action (view, "play.redo", NULL));
  g_assert_true (bx_session_is_over (f->session));

  /* 代弈 (a 局 won, no ledger) and 除紅 (帖, not "tie") have their table too. */
  for (guint k = 0; k < 2; k++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *first_line = NULL;

      g_assert_true (bx_play_view_new_game (f->view, k == 0 ? "sai/daiyi" : "chuhong/zhifa",
                                            SEED, &error));
      g_assert_no_error (error);
      f->session = bx_play_view_get_session (f->view);
      moves = 0;
      while (!bx_session_is_over (f->session) && moves++ < 10000)
        g_assert_true (gtk_widget_activate_action (view, "play.random-move", NULL));
      bx_gtk_test_spin ();
      dialog = bx_play_view_get_game_over_dialog (f->view);
      g_assert_nonnull (dialog);
      body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
      g_assert_null (strstr (body, "tie"));
      first_line = g_strndup (body, strcspn (body, "\n"));
      g_assert_true (g_str_has_suffix (first_line, "."));
      assert_game_over_details (dialog);
    }
}

/* Issue 17: the move list words its throws: a turn decided without a throw (代弈's 塞之間)
 * says "no throw", never the engine's "none"; 除紅's throw-off shows the one die that
 * counts (chuhongpu.zhifa.1), not four. */
static void
test_play_throw_words (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  gboolean seen_none = FALSE;
  g_autofree char *first = NULL;
  g_auto(GStrv) parts = NULL;

  g_assert_true (bx_play_view_new_game (f->view, "liubo/gubojing", SEED, &error));
  g_assert_no_error (error);
  /* The Throw button names the family's device: the 箸 of 六博, the 瓊 of 塞. */
  g_assert_cmpstr (gtk_button_get_label (f->view->roll_button), ==, "_Throw the Sticks");
  g_assert_true (bx_play_view_new_game (f->view, "sai/daiyi", SEED, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gtk_button_get_label (f->view->roll_button), ==, "_Throw the 瓊");
  f->session = bx_play_view_get_session (f->view);
  for (guint k = 0; k < 400 && !bx_session_is_over (f->session); k++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "play.random-move", NULL));
  for (guint i = 0; i < bx_session_get_n_history (f->session); i++)
    {
      g_autofree char *text = bx_move_history_entry_text (f->session, i, NULL);

      g_assert_null (strstr (text, "none"));
      if (bx_session_get_history_entry (f->session, i)->t.n == 0)
        {
          g_assert_nonnull (strstr (text, "no throw"));
          seen_none = TRUE;
        }
    }
  g_assert_true (seen_none);

  g_assert_true (bx_play_view_new_game (f->view, "chuhong/zhifa", SEED, &error));
  g_assert_no_error (error);
  f->session = bx_play_view_get_session (f->view);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "play.random-move", NULL));
  g_assert_cmpuint (bx_session_get_history_entry (f->session, 0)->t.n, ==, 4);
  first = bx_move_history_entry_text (f->session, 0, NULL);
  /* "1.  4  甲 …": one face between the number and the words. */
  parts = g_strsplit (first, "  ", 3);
  g_assert_cmpuint (g_strv_length (parts), ==, 3);
  g_assert_null (strchr (parts[1], ','));
}

/* A table's choices reach the game: 打馬 at five players (pupen.1, two to five). */
static void
test_play_options (Fixture       *f,
                   gconstpointer  data)
{
  BxGameOptions table = { .n_players = 5, .rounds = 0 };
  BxGameOptions too_many = { .n_players = 9, .rounds = 0 };
  g_autoptr(GError) error = NULL;
  BxSession *session;

  g_assert_true (bx_play_view_new_game_with_options (f->view, "dama/yijing", SEED, &table,
                                                     &error));
  g_assert_no_error (error);
  session = bx_play_view_get_session (f->view);
  g_assert_cmpuint (bx_game_get_n_players (bx_session_get_game (session)), ==, 5);
  g_assert_cmpuint (bx_session_get_options (session)->n_players, ==, 5);

  /* A choice the family refuses leaves the current game. */
  g_assert_false (bx_play_view_new_game_with_options (f->view, "dama/yijing", SEED, &too_many,
                                                      &error));
  g_assert_nonnull (error);
  g_assert_true (bx_play_view_get_session (f->view) == session);
}

/* Adds the visible text of every label under @widget to @texts, and every tooltip to
 * @tips. */
static void
collect_texts (GtkWidget *widget,
               GString   *texts,
               GString   *tips)
{
  const char *tip = gtk_widget_get_tooltip_text (widget);

  if (GTK_IS_LABEL (widget))
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  if (tip != NULL)
    g_string_append_printf (tips, "%s\n", tip);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, texts, tips);
}

/* --moves past the end of a game: the page stops one move short of it, and the move taken
 * back is not offered by Redo (it was never shown). */
static void
test_play_random_moves_past_end (Fixture       *f,
                                 gconstpointer  data)
{
  GtkWidget *view = GTK_WIDGET (f->view);
  guint n = bx_play_view_play_random_moves (f->view, 100000);

  g_assert_cmpuint (n, >, 0);
  g_assert_false (bx_session_is_over (f->session));
  g_assert_cmpuint (bx_session_get_n_history (f->session), ==, n);
  g_assert_false (bx_session_can_redo (f->session));
  gtk_widget_activate_action (view, "play.redo", NULL);
  g_assert_cmpuint (bx_session_get_n_history (f->session), ==, n);
}

/* The citation panel puts the rules that tell a move apart (a hit: Capture) before those
 * that frame every move (Movement), whatever order the move lists them in. */
static void
test_play_citations_specific_first (Fixture       *f,
                                    gconstpointer  data)
{
  GtkWidget *view = GTK_WIDGET (f->view);
  BxCitationPanel *panel = BX_CITATION_PANEL (bx_play_view_get_citation_panel (f->view));
  BxRuleset *rs = bx_session_get_ruleset (f->session);
  gboolean seen = FALSE;

  for (guint i = 0; i < 400 && !seen && !bx_session_is_over (f->session); i++)
    {
      const BxMove *m;
      int capture = -1, framing = -1;

      g_assert_true (gtk_widget_activate_action (view, "play.random-move", NULL));
      m = &bx_session_get_last_entry (f->session)->move;
      for (guint k = 0; k < m->n_rules; k++)
        {
          BxTopic topic = bx_ruleset_get_rule (rs, m->rules[k])->topic;
          if (topic == BX_TOPIC_CAPTURE && capture < 0)
            capture = (int) k;
          if (topic == BX_TOPIC_MOVEMENT && framing < 0)
            framing = (int) k;
        }
      if (capture >= 0 && framing >= 0)
        {
          g_auto(GStrv) rules = NULL;

          /* the engine lists the way pieces move first: the panel reorders */
          g_assert_cmpint (framing, <, capture);
          bx_gtk_test_spin ();
          rules = bx_citation_panel_dup_rule_ids (panel);
          g_assert_cmpuint (g_strv_length (rules), ==, m->n_rules);
          g_assert_cmpstr (rules[0], ==, bx_ruleset_get_rule (rs, m->rules[capture])->id);
          g_assert_cmpint (bx_ruleset_get_rule (rs, m->rules[framing])->topic, ==,
                           BX_TOPIC_MOVEMENT);
          seen = TRUE;
        }
    }
  g_assert_true (seen);
}

/* Issue 17: the citation panel of a 平雙陸 move names its rules and clauses for people
 * (topic and short name; "譜雙 · 常局格制 §18"): no rule id or clause id is visible text,
 * though the ids stay in the tooltips for experts. */
static void
test_play_citations_without_ids (Fixture       *f,
                                 gconstpointer  data)
{
  BxCitationPanel *panel = BX_CITATION_PANEL (bx_play_view_get_citation_panel (f->view));
  BxCorpus *corpus = bx_library_get_corpus (bx_library_get_default ());

  g_assert_nonnull (corpus);
  bx_play_view_set_corpus (f->view, corpus);
  for (guint i = 0; i < 6; i++)
    {
      g_autoptr(GString) texts = g_string_new (NULL);
      g_autoptr(GString) tips = g_string_new (NULL);
      g_auto(GStrv) clauses = NULL;
      g_auto(GStrv) rules = NULL;

      play_move_by_points (f);
      bx_gtk_test_spin ();
      g_assert_cmpstr (bx_citation_panel_get_heading (panel), ==, "Last move");
      clauses = bx_citation_panel_dup_clause_ids (panel);
      rules = bx_citation_panel_dup_rule_ids (panel);
      g_assert_cmpuint (g_strv_length (rules), >, 0);
      collect_texts (GTK_WIDGET (panel), texts, tips);
      for (guint k = 0; rules[k] != NULL; k++)
        {
          g_assert_null (strstr (texts->str, rules[k]));
          g_assert_nonnull (strstr (tips->str, rules[k]));
        }
      for (guint k = 0; clauses != NULL && clauses[k] != NULL; k++)
        {
          g_assert_null (strstr (texts->str, clauses[k]));
          g_assert_nonnull (strstr (tips->str, clauses[k]));
        }
      /* Nor any other id of the texts (context clauses), nor the ruleset's. */
      g_assert_null (strstr (texts->str, "pushuang."));
      g_assert_null (strstr (texts->str, "shuanglu/"));
      if (clauses != NULL && clauses[0] != NULL)
        g_assert_nonnull (strstr (texts->str, "譜雙 · "));
    }
}

int
main (int    argc,
      char **argv)
{
  bx_gtk_test_init (&argc, &argv);

  g_test_add ("/app/play/keyboard", Fixture, NULL,
              fixture_set_up, test_play_keyboard, fixture_tear_down);
  g_test_add ("/app/play/actions-undo-redo", Fixture, NULL,
              fixture_set_up, test_play_actions_undo_redo, fixture_tear_down);
  g_test_add ("/app/play/game-over", Fixture, NULL,
              fixture_set_up, test_play_game_over, fixture_tear_down);
  g_test_add ("/app/play/throw-words", Fixture, NULL,
              fixture_set_up, test_play_throw_words, fixture_tear_down);
  g_test_add ("/app/play/random-moves-past-end", Fixture, NULL,
              fixture_set_up, test_play_random_moves_past_end, fixture_tear_down);
  g_test_add ("/app/play/citations-specific-first", Fixture, NULL,
              fixture_set_up, test_play_citations_specific_first, fixture_tear_down);
  g_test_add ("/app/play/citations-without-ids", Fixture, NULL,
              fixture_set_up, test_play_citations_without_ids, fixture_tear_down);
  g_test_add ("/app/play/options", Fixture, NULL,
              fixture_set_up, test_play_options, fixture_tear_down);

  return g_test_run ();
}
