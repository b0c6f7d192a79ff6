/* test-chuhong-table.c: the 除紅 table: a round played through the actions, the ledger
 * always summing to zero, undo and a new round, the citation panel, the sortable throw
 * table; with BOXI_SCREENSHOT=FILE it also writes a PNG of a round in progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "bx-chuhong-table.h"
#include "bx-chuhong.h"
#include "bx-citation-panel.h"
#include "bx-gtk-test-util.h"

#define SEED 11

static BxClauseIndex *clauses;
static BxRuleset *zhifa;

static GtkWidget *
make_window (BxChuhongTable **table_out)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *table = bx_chuhong_table_new ();
  g_autoptr(GError) error = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  adw_window_set_content (ADW_WINDOW (window), table);
  bx_chuhong_table_set_clause_index (BX_CHUHONG_TABLE (table), clauses);
  g_assert_true (bx_chuhong_table_set_ruleset (BX_CHUHONG_TABLE (table), zhifa, SEED, &error));
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  bx_gtk_test_spin ();
  *table_out = BX_CHUHONG_TABLE (table);
  return window;
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
  BxChuhongTable *table;
  GtkWidget *window = make_window (&table);
  BxSession *session = bx_chuhong_table_get_session (table);
  const char *shot = g_getenv ("BOXI_SCREENSHOT");
  guint played = 0;

  g_assert_nonnull (session);
  g_assert_cmpuint (bx_chuhong_table_get_n_history (table), ==, 0);
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
  g_assert_cmpuint (bx_chuhong_table_get_n_history (table), ==, played);
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
  g_assert_cmpuint (bx_chuhong_table_get_n_history (table), ==, played);

  if (shot != NULL)
    {
      bx_gtk_test_spin ();
      save_screenshot (window, shot);
    }

  /* Undo, then a new round. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table), "chuhong.undo", NULL));
  g_assert_cmpuint (bx_chuhong_table_get_n_history (table), ==, played - 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table), "chuhong.new-round", NULL));
  g_assert_cmpuint (bx_chuhong_table_get_n_history (table), ==, 0);
  g_assert_true (bx_chuhong_table_get_session (table) != NULL);

  gtk_window_destroy (GTK_WINDOW (window));
  bx_gtk_test_spin ();
}

static void
test_throw_table (void)
{
  BxChuhongTable *table;
  GtkWidget *window = make_window (&table);
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
  g_autoptr(GError) error = NULL;
  g_autofree char *rs_path = g_build_filename (SOURCE_RULESETS_DIR, "chuhong-zhifa.xml", NULL);
  int rc;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  clauses = bx_clause_index_new_from_dir (SOURCE_TEXTS_DIR, &error);
  g_assert_no_error (error);
  zhifa = bx_ruleset_new_from_file (rs_path, NULL, NULL, bx_clause_index_check_func, clauses,
                                    &error);
  g_assert_no_error (error);

  g_test_add_func ("/play/chuhong-table/round", test_round);
  g_test_add_func ("/play/chuhong-table/throw-table", test_throw_table);

  rc = g_test_run ();
  bx_ruleset_unref (zhifa);
  bx_clause_index_free (clauses);
  return rc;
}
