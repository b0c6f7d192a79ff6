/* test-chuhong-table.c: the 除紅 table, the board of 除紅 on the play page: a round played
 * through its actions (which are the page's), the ledger always summing to zero, undo and
 * a new round, the history choosing the page's citations, the sortable throw table; with
 * BOXI_SCREENSHOT=FILE it also writes a PNG of a round in progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "bx-chuhong-table.h"
#include "bx-chuhong.h"
#include "bx-citation-panel.h"
#include "bx-families.h"
#include "bx-gtk-test-util.h"
#include "bx-history-item.h"
#include "bx-play-view-private.h"

#define SEED 11

/* A window with the play page at a new game of 除紅 (the 除紅譜 of 志法): its board is the
 * table. */
static GtkWidget *
make_window (BxPlayView     **view_out,
             BxChuhongTable **table_out)
{
  GtkWidget *window = adw_window_new ();
  BxPlayView *view = BX_PLAY_VIEW (bx_play_view_new ());
  g_autoptr(GError) error = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (view));
  g_assert_true (bx_play_view_new_game (view, "chuhong/zhifa", SEED, &error));
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  bx_gtk_test_spin ();
  g_assert_true (BX_IS_CHUHONG_TABLE (bx_play_view_get_board (view)));
  *view_out = view;
  *table_out = BX_CHUHONG_TABLE (bx_play_view_get_board (view));
  return window;
}

static guint
n_history (BxChuhongTable *table)
{
  return g_list_model_get_n_items (bx_chuhong_table_get_history (table));
}

static void
save_screenshot (GtkWidget  *window,
                 const char *path)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  int w = gtk_widget_get_width (window), h = gtk_widget_get_height (window);

  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

static void
test_round (void)
{
  BxPlayView *view;
  BxChuhongTable *table;
  GtkWidget *window = make_window (&view, &table);
  BxSession *session = bx_play_view_get_session (view);
  const char *shot = g_getenv ("BOXI_SCREENSHOT");
  guint played = 0;

  g_assert_nonnull (session);
  g_assert_cmpuint (n_history (table), ==, 0);
  /* Throw until a payment has been made and the game is well under way. */
  for (guint i = 0; i < 200 && !bx_session_is_over (session); i++)
    {
      const BxState *s;
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table), "chuhong.throw", NULL));
      played++;
      s = bx_session_get_state (session);
      g_assert_cmpint (bx_chuhong_ledger_sum (s), ==, 0);
      if (played >= 14 && bx_chuhong_state_const (s)->sai_first >= 0)
        break;
    }
  bx_gtk_test_spin ();
  g_assert_cmpuint (n_history (table), ==, played);
  g_assert_nonnull (bx_chuhong_table_get_status_text (table));

  /* A fine: the player in turn does not throw. */
  if (bx_chuhong_state_const (bx_session_get_state (session))->phase == BX_CHUHONG_PHASE_PLAY)
    {
      int before = bx_session_get_state (session)->player;
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table), "chuhong.refuse", NULL));
      g_assert_cmpint (bx_session_get_state (session)->player, !=, before);
      g_assert_cmpint (bx_chuhong_ledger_sum (bx_session_get_state (session)), ==, 0);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table), "chuhong.undo", NULL));
      g_assert_cmpint (bx_session_get_state (session)->player, ==, before);
    }
  g_assert_cmpuint (n_history (table), ==, played);

  if (shot != NULL)
    {
      bx_gtk_test_spin ();
      save_screenshot (window, shot);
    }

  /* Undo, then a new round. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table), "chuhong.undo", NULL));
  g_assert_cmpuint (n_history (table), ==, played - 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table), "chuhong.new-round", NULL));
  /* The round in progress is not given up without a word. */
  g_assert_cmpuint (n_history (table), ==, played - 1);
  bx_gtk_test_answer_unsaved (view, "discard");
  g_assert_cmpuint (n_history (table), ==, 0);
  g_assert_true (bx_play_view_get_session (view) != NULL);
  g_assert_true (bx_board_get_session (BX_BOARD (table)) == bx_play_view_get_session (view));

  gtk_window_destroy (GTK_WINDOW (window));
  bx_gtk_test_spin ();
}

/* A row of the ledger history (newest first) shows that move's rules in the page's
 * citation panel. */
static void
test_history (void)
{
  BxPlayView *view;
  BxChuhongTable *table;
  GtkWidget *window = make_window (&view, &table);
  BxCitationPanel *panel = BX_CITATION_PANEL (bx_play_view_get_citation_panel (view));
  GListModel *history = bx_chuhong_table_get_history (table);
  GtkListBox *list;
  g_autoptr(BxHistoryItem) oldest = NULL;

  for (guint i = 0; i < 3; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table), "chuhong.throw", NULL));
  bx_gtk_test_spin ();
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 3);
  oldest = g_list_model_get_item (history, 2);
  g_assert_cmpuint (bx_history_item_get_index (oldest), ==, 0);
  g_assert_true (g_str_has_prefix (bx_history_item_get_text (oldest), "1. "));
  g_assert_cmpstr (bx_citation_panel_get_heading (panel), ==, "Last move");

  list = GTK_LIST_BOX (bx_gtk_test_find_named (GTK_WIDGET (table), "ledger-history"));
  g_assert_nonnull (list);
  gtk_list_box_select_row (list, gtk_list_box_get_row_at_index (list, 2));
  g_assert_cmpstr (bx_citation_panel_get_heading (panel), ==, "Move 1");
  gtk_list_box_unselect_all (list);
  g_assert_cmpstr (bx_citation_panel_get_heading (panel), ==, "Last move");

  gtk_window_destroy (GTK_WINDOW (window));
  bx_gtk_test_spin ();
}

static void
test_throw_table (void)
{
  BxPlayView *view;
  BxChuhongTable *table;
  GtkWidget *window = make_window (&view, &table);
  GListModel *model = bx_chuhong_table_get_throw_model (table);
  guint total = 0;

  g_assert_cmpuint (g_list_model_get_n_items (model), ==, BX_CHUHONG_N_LINES + 2);
  for (guint i = 0; i < BX_CHUHONG_N_LINES; i++)
    total += bx_chuhong_line_ways (bx_chuhong_line (i));
  total += bx_chuhong_void_ways (BX_CHUHONG_VOID_SANSE)
           + bx_chuhong_void_ways (BX_CHUHONG_VOID_QIANGHONG);
  g_assert_cmpuint (total, ==, 1296);
  gtk_window_destroy (GTK_WINDOW (window));
  bx_gtk_test_spin ();
}

int
main (int    argc,
      char **argv)
{
  bx_gtk_test_init (&argc, &argv);

  g_test_add_func ("/play/chuhong-table/round", test_round);
  g_test_add_func ("/play/chuhong-table/history", test_history);
  g_test_add_func ("/play/chuhong-table/throw-table", test_throw_table);

  return g_test_run ();
}
