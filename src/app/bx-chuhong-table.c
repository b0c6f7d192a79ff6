/* bx-chuhong-table.c: the 除紅 table, the board of the family "chuhong" on the play page
 *
 * A #BxBoard: the play view lends it the session (bx_board_set_session()) and refreshes it
 * after every action.  It shows what the last throw was and made (the one dice display is
 * the play page's BxDiceView, and its Throw button the page's), the player ring with each
 * player's 帖, the ledger history (a GListStore of #BxHistoryItem, newest
 * first), and the named-throw table (sortable, #BxChuhongThrowItem) with its bar chart
 * (#BxChuhongChart).  Its buttons and keys (chuhong.throw, chuhong.refuse, chuhong.undo,
 * chuhong.new-round) activate the play view's actions; choosing a row of the history
 * activates play.show-move, so the page's citation panel shows that payment's rules.
 *
 * Its candidate, shown in the citation panel once the dice are thrown, is the throw of the
 * player in turn: the first legal move that is not one the table imposes (%BX_MOVE_TABLE,
 * the fines).  Space plays it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "bx-chuhong-chart.h"
#include "bx-chuhong-table.h"
#include "bx-chuhong-throw-item.h"
#include "bx-draw.h"
#include "bx-history-item.h"
#include "bx-move-history.h"
#include "bx-tooltip.h"


struct _BxChuhongTable
{
  BxBoard           parent_instance;

  GListStore       *history_items;   /* of BxHistoryItem, newest first */
  BxSession        *history_session; /* the session they show; only compared */
  GtkSortListModel *sorted;          /* the throw rows, as the column view sorts them */
  char             *status_text;
  gboolean          updating;

  /* Template children */
  GtkWidget        *content;
  GtkWidget        *top_flow;
  GtkDrawingArea   *ring;
  GtkLabel         *throw_label;
  GtkLabel         *status_label;
  GtkListBox       *history;
  GtkColumnView    *throws_view;
  GtkBox           *chart_box;
};

G_DEFINE_FINAL_TYPE (BxChuhongTable, bx_chuhong_table, BX_TYPE_BOARD)

static BxSession *
table_session (BxChuhongTable *self)
{
  return bx_board_get_session (BX_BOARD (self));
}

static const char *
player_name (int p)
{
  static const char *names[] = { "甲", "乙", "丙", "丁", "戊" };
  return p >= 0 && p < BX_CHUHONG_MAX_PLAYERS ? names[p] : "?";
}

/* "乙 pays 甲 4 帖; …" (the rules are in the citation panel when the row is chosen) */
static char *
payments_text (const BxGame  *game,
               int            thrower,
               const BxMove  *move,
               const BxThrow *t)
{
  BxChuhongPayment pays[BX_MOVE_MAX_STEPS];
  guint n = bx_chuhong_move_payments (game, move, t, pays);
  GString *s = g_string_new (NULL);
  const char *reason_en, *reason_zh;

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (s, "; ");
      /* Translators: a payment of the 除紅 ledger, in 帖 (the game's unit of stakes):
       * "乙 pays 甲 4 帖" */
      g_string_append_printf (s, _("%s pays %s %u 帖"), player_name (pays[i].from),
                              player_name (pays[i].to), pays[i].tie);
      /* Why, in the words of 除紅譜 ("壓倒"), not the rule's id: the rule itself is in
       * the citation panel when the row is chosen */
      if (bx_chuhong_pay_reason (pays[i].kind, pays[i].from == thrower, &reason_en,
                                 &reason_zh))
        {
          g_autofree char *reason = bx_ui_words (reason_en, reason_zh);

          /* Translators: why a payment of the 除紅 ledger is made, after it: " (壓倒)" */
          g_string_append_printf (s, _(" (%s)"), reason);
        }
    }
  if (n == 0)
    g_string_append (s, _("no payment"));
  return g_string_free (s, FALSE);
}

static char *
entry_heading (const BxGame         *game,
               const BxSessionEntry *e)
{
  BxChuhongInfo info;

  switch (bx_chuhong_move_kind (&e->move))
    {
    case BX_CHUHONG_MOVE_THROW_OFF:
      return g_strdup_printf (_("%s throws off a %u"), player_name (e->before.player),
                              e->t.d[0]);
    case BX_CHUHONG_MOVE_REFUSE:
      return g_strdup_printf (_("%s does not throw in turn"), player_name (e->before.player));
    case BX_CHUHONG_MOVE_EARLY:
      return g_strdup_printf (_("%s throws before his turn"),
                              player_name (e->move.steps[0].from));
    case BX_CHUHONG_MOVE_THROW:
    default:
      bx_chuhong_classify (&e->t, &info);
      if (info.line == NULL)
        return g_strdup_printf (_("%s throws %u·%u·%u·%u: %s, void"),
                                player_name (e->before.player), e->t.d[0], e->t.d[1],
                                e->t.d[2], e->t.d[3], bx_chuhong_void_name (info.void_kind));
      if (info.klass == BX_CHUHONG_CLASS_SAI)
        return g_strdup_printf (_("%s throws %u·%u·%u·%u: %s, contest throw of %u points"),
                                player_name (e->before.player), e->t.d[0], e->t.d[1],
                                e->t.d[2], e->t.d[3], info.line->name, info.points);
      return g_strdup_printf (_("%s throws %u·%u·%u·%u: %s, %s %u 帖"),
                              player_name (e->before.player), e->t.d[0], e->t.d[1], e->t.d[2],
                              e->t.d[3], info.line->name,
                              bx_chuhong_class_display_name (info.klass), info.tie);
    }
}

/* "3. 甲 throws 4·6·6·6: …, reward (賞) 4 帖 — 乙 pays 甲 4 帖" */
static char *
entry_text (BxSession *session,
            guint      i)
{
  const BxGame *game = bx_session_get_game (session);
  const BxSessionEntry *e = bx_session_get_history_entry (session, i);
  g_autofree char *heading = entry_heading (game, e);
  int thrower = bx_chuhong_move_kind (&e->move) == BX_CHUHONG_MOVE_EARLY
                ? e->move.steps[0].from : e->before.player;
  g_autofree char *pays = payments_text (game, thrower, &e->move, &e->t);

  return g_strdup_printf ("%u. %s — %s", i + 1, heading, pays);
}

static GtkWidget *
create_history_row_cb (gpointer item,
                       gpointer user_data)
{
  GtkWidget *label = gtk_label_new (bx_history_item_get_text (item));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  return label;
}

/* The ledger history, newest first: the rows of moves undone go, those of moves played
 * come on top. */
static void
update_history (BxChuhongTable *self,
                BxSession      *session)
{
  guint n_items, n;

  if (self->history_session != session)
    {
      g_list_store_remove_all (self->history_items);
      self->history_session = session;
    }
  if (session == NULL)
    return;
  n_items = g_list_model_get_n_items (G_LIST_MODEL (self->history_items));
  n = bx_session_get_n_history (session);
  if (n_items > n)
    g_list_store_splice (self->history_items, 0, n_items - n, NULL, 0);
  for (guint i = n_items; i < n; i++)
    {
      g_autofree char *text = entry_text (session, i);
      g_autoptr(BxHistoryItem) item = bx_history_item_new (i, text);

      g_list_store_insert (self->history_items, 0, item);
    }
  gtk_list_box_unselect_all (self->history);
}

static void
update_status (BxChuhongTable *self)
{
  BxSession *session = table_session (self);
  const BxGame *game = bx_session_get_game (session);
  const BxState *s = bx_session_get_state (session);
  const BxChuhongState *cs = bx_chuhong_state_const (s);

  g_free (self->status_text);
  if (bx_session_is_over (session))
    self->status_text = g_strdup_printf (_("Round over: %s is ahead with %d 帖"),
                                         player_name (s->winner), cs->ledger[s->winner]);
  else if (cs->phase == BX_CHUHONG_PHASE_THROW_OFF)
    self->status_text = g_strdup_printf (_("Throw-off: %s to throw one die"),
                                         player_name (s->player));
  else if (cs->sai_first >= 0)
    self->status_text = g_strdup_printf (_("%s to answer %s's contest of %u points · "
                                           "round %u of %u"),
                                         player_name (s->player), player_name (cs->sai_first),
                                         cs->sai_points, bx_chuhong_rounds_done (game, s) + 1,
                                         bx_chuhong_get_rounds (game));
  else
    self->status_text = g_strdup_printf (_("%s to throw · round %u of %u"),
                                         player_name (s->player),
                                         bx_chuhong_rounds_done (game, s) + 1,
                                         bx_chuhong_get_rounds (game));
  gtk_label_set_text (self->status_label, self->status_text);
}

static void
update (BxChuhongTable *self)
{
  BxSession *session = table_session (self);
  GtkWidget *widget = GTK_WIDGET (self);
  const BxSessionEntry *last;
  gboolean over;

  self->updating = TRUE;
  update_history (self, session);
  self->updating = FALSE;
  if (session == NULL)
    {
      gtk_widget_action_set_enabled (widget, "chuhong.throw", FALSE);
      gtk_widget_action_set_enabled (widget, "chuhong.refuse", FALSE);
      gtk_widget_action_set_enabled (widget, "chuhong.undo", FALSE);
      return;
    }

  last = bx_session_get_last_entry (session);
  if (last != NULL)
    {
      g_autofree char *heading = entry_heading (bx_session_get_game (session), last);

      gtk_label_set_text (self->throw_label, heading);
    }
  else
    gtk_label_set_text (self->throw_label, _("The players throw off with one die each: the "
                                             "first red four starts."));
  update_status (self);

  over = bx_session_is_over (session);
  gtk_widget_action_set_enabled (widget, "chuhong.throw", !over);
  gtk_widget_action_set_enabled (widget, "chuhong.refuse",
                                 !over && bx_chuhong_state_const (bx_session_get_state (session))
                                          ->phase == BX_CHUHONG_PHASE_PLAY);
  gtk_widget_action_set_enabled (widget, "chuhong.undo", bx_session_can_undo (session));
  gtk_widget_queue_draw (GTK_WIDGET (self->ring));
}

/* Throws when needed, then plays the legal move of @kind, through the play view's actions. */
static gboolean
play_kind (BxChuhongTable    *self,
           BxChuhongMoveKind  kind)
{
  BxSession *session = table_session (self);
  guint before, n;

  if (session == NULL || bx_session_is_over (session))
    return FALSE;
  if (!bx_session_is_rolled (session))
    gtk_widget_activate_action (GTK_WIDGET (self), "play.roll-or-play", NULL);
  if (!bx_session_is_rolled (session))
    return FALSE;
  before = bx_session_get_n_history (session);
  n = bx_session_get_n_legal_moves (session);
  for (guint i = 0; i < n; i++)
    {
      BxChuhongMoveKind k = bx_chuhong_move_kind (bx_session_get_legal_move (session, i));

      if (k == kind || (kind == BX_CHUHONG_MOVE_THROW && k == BX_CHUHONG_MOVE_THROW_OFF))
        return gtk_widget_activate_action (GTK_WIDGET (self), "play.play-move", "u", i)
               && bx_session_get_n_history (session) > before;
    }
  return FALSE;
}

/* ---------------------------------------------------------------- drawing */

static void
ring_draw_cb (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  BxSession *session = table_session (user_data);
  const BxState *s;
  const BxChuhongState *cs;
  /* Room outside the circle for the seats (radius 26) and the "first" above one and the
   * 賽 points under one. */
  double cx = width / 2.0, cy = height / 2.0, R = MIN (width, height) / 2.0 - 50;

  if (session == NULL)
    return;
  s = bx_session_get_state (session);
  cs = bx_chuhong_state_const (s);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.25);
  cairo_arc (cr, cx, cy, R, 0, 2 * G_PI);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  for (int p = 0; p < cs->n_players; p++)
    {
      double a = -G_PI / 2 + 2 * G_PI * p / cs->n_players;
      double x = cx + R * cos (a), y = cy + R * sin (a);
      g_autofree char *bal = g_strdup_printf ("%+d", cs->ledger[p]);
      gboolean current = p == s->player && s->winner < 0;

      cairo_new_path (cr);
      cairo_arc (cr, x, y, 26, 0, 2 * G_PI);
      if (current)
        cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
      else
        cairo_set_source_rgb (cr, 0.87, 0.87, 0.85);
      cairo_fill_preserve (cr);
      if (p == cs->sai_first)
        {
          cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
          cairo_set_line_width (cr, 4);
        }
      else
        {
          cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
          cairo_set_line_width (cr, 1);
        }
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, current ? 1 : 0.1, current ? 1 : 0.1, current ? 1 : 0.1);
      bx_draw_text (cr, player_name (p), x, y - 7, 16, TRUE, TRUE);
      bx_draw_text (cr, bal, x, y + 10, 12, TRUE, TRUE);
      if (p == cs->sai_first)
        {
          g_autofree char *sai = g_strdup_printf (_("賽 %u points"), cs->sai_points);
          cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
          bx_draw_text (cr, sai, x, y + 38, 12, TRUE, TRUE);
        }
      if (p == cs->starter)
        {
          cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
          bx_draw_text (cr, _("first"), x, y - 36, 11, FALSE, TRUE);
        }
    }
}

/* ---------------------------------------------------------------- callbacks */

static void
history_row_selected_cb (BxChuhongTable *self,
                         GtkListBoxRow  *row)
{
  BxHistoryItem *item;

  if (self->updating)
    return;
  if (row == NULL)
    {
      gtk_widget_activate_action (GTK_WIDGET (self), "play.show-move", "i", -1);
      return;
    }
  item = g_list_model_get_item (G_LIST_MODEL (self->history_items),
                                (guint) gtk_list_box_row_get_index (row));
  gtk_widget_activate_action (GTK_WIDGET (self), "play.show-move", "i",
                              (int) bx_history_item_get_index (item));
  g_object_unref (item);
}

static void
cell_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
cell_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  g_autofree char *text = bx_chuhong_throw_item_dup_text (gtk_list_item_get_item (item),
                                                          user_data);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

static int
compare_rows_cb (gconstpointer a,
                 gconstpointer b,
                 gpointer      column)
{
  return bx_chuhong_throw_item_compare ((BxChuhongThrowItem *) a, (BxChuhongThrowItem *) b,
                                        column);
}

static void
add_column (BxChuhongTable *self,
            const char     *id,
            const char     *title)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *col;
  GtkSorter *sorter;

  g_signal_connect (factory, "setup", G_CALLBACK (cell_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (cell_bind_cb), (gpointer) id);
  col = gtk_column_view_column_new (title, factory);
  sorter = GTK_SORTER (gtk_custom_sorter_new (compare_rows_cb, (gpointer) id, NULL));
  gtk_column_view_column_set_sorter (col, sorter);
  g_object_unref (sorter);
  gtk_column_view_column_set_resizable (col, TRUE);
  if (g_str_equal (id, "name") || g_str_equal (id, "clause"))
    gtk_column_view_column_set_expand (col, TRUE);
  gtk_column_view_append_column (self->throws_view, col);
  g_object_unref (col);
}

/* ---------------------------------------------------------------- actions */

static void
throw_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  play_kind (BX_CHUHONG_TABLE (widget), BX_CHUHONG_MOVE_THROW);
}

static void
refuse_action (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  play_kind (BX_CHUHONG_TABLE (widget), BX_CHUHONG_MOVE_REFUSE);
}

static void
undo_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  gtk_widget_activate_action (widget, "play.undo", NULL);
}

static void
new_round_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  gtk_widget_activate_action (widget, "play.restart", NULL);
}

/* ---------------------------------------------------------------- BxBoard */

static void
bx_chuhong_table_refresh (BxBoard *board)
{
  update (BX_CHUHONG_TABLE (board));
}

static gboolean
bx_chuhong_table_get_candidate (BxBoard *board,
                                BxMove  *out)
{
  BxSession *session = bx_board_get_session (board);
  guint n;

  if (session == NULL || !bx_session_is_rolled (session))
    return FALSE;
  n = bx_session_get_n_legal_moves (session);
  for (guint i = 0; i < n; i++)
    {
      const BxMove *move = bx_session_get_legal_move (session, i);

      if (move->flags & BX_MOVE_TABLE)
        continue;
      *out = *move;
      return TRUE;
    }
  return FALSE;
}

/* ---------------------------------------------------------------- GObject */

static void
bx_chuhong_table_dispose (GObject *object)
{
  BxChuhongTable *self = BX_CHUHONG_TABLE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_CHUHONG_TABLE);
  g_clear_object (&self->sorted);
  g_clear_object (&self->history_items);
  self->history_session = NULL;
  G_OBJECT_CLASS (bx_chuhong_table_parent_class)->dispose (object);
}

static void
bx_chuhong_table_finalize (GObject *object)
{
  BxChuhongTable *self = BX_CHUHONG_TABLE (object);

  g_free (self->status_text);
  G_OBJECT_CLASS (bx_chuhong_table_parent_class)->finalize (object);
}

static void
bx_chuhong_table_class_init (BxChuhongTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BxBoardClass *board_class = BX_BOARD_CLASS (klass);

  object_class->dispose = bx_chuhong_table_dispose;
  object_class->finalize = bx_chuhong_table_finalize;
  board_class->refresh = bx_chuhong_table_refresh;
  board_class->get_candidate = bx_chuhong_table_get_candidate;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "boxi-chuhong-table");

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-chuhong-table.ui");
  gtk_widget_class_bind_template_child (widget_class, BxChuhongTable, content);
  gtk_widget_class_bind_template_child (widget_class, BxChuhongTable, top_flow);
  gtk_widget_class_bind_template_child (widget_class, BxChuhongTable, ring);
  gtk_widget_class_bind_template_child (widget_class, BxChuhongTable, throw_label);
  gtk_widget_class_bind_template_child (widget_class, BxChuhongTable, status_label);
  gtk_widget_class_bind_template_child (widget_class, BxChuhongTable, history);
  gtk_widget_class_bind_template_child (widget_class, BxChuhongTable, throws_view);
  gtk_widget_class_bind_template_child (widget_class, BxChuhongTable, chart_box);

  gtk_widget_class_install_action (widget_class, "chuhong.throw", NULL, throw_action);
  gtk_widget_class_install_action (widget_class, "chuhong.refuse", NULL, refuse_action);
  gtk_widget_class_install_action (widget_class, "chuhong.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "chuhong.new-round", NULL, new_round_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, 0, "chuhong.throw", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "chuhong.refuse", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "chuhong.new-round", NULL);
  bx_board_class_add_play_keys (board_class);
}

static void
bx_chuhong_table_init (BxChuhongTable *self)
{
  g_autoptr(GListModel) rows = bx_chuhong_throw_items_new ();
  GtkNoSelection *selection;

  gtk_widget_init_template (GTK_WIDGET (self));
  bx_tooltips_widen_tree (GTK_WIDGET (self));   /* (the .ui's tooltips: bx-tooltip.c) */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_drawing_area_set_draw_func (self->ring, ring_draw_cb, self, NULL);
  /* The flow box's cells are no focus stops of their own: their buttons are. */
  for (GtkWidget *child = gtk_widget_get_first_child (self->top_flow); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);

  self->history_items = g_list_store_new (BX_TYPE_HISTORY_ITEM);
  gtk_list_box_bind_model (self->history, G_LIST_MODEL (self->history_items),
                           create_history_row_cb, NULL, NULL);
  g_signal_connect_swapped (self->history, "row-selected", G_CALLBACK (history_row_selected_cb),
                            self);

  add_column (self, "name", _("Name"));
  add_column (self, "dice", _("Dice"));
  add_column (self, "class", _("Class"));
  add_column (self, "tie", "帖");
  add_column (self, "points", _("Points"));
  add_column (self, "probability", _("Probability"));
  add_column (self, "decimal", _("Decimal"));
  add_column (self, "clause", _("Clause"));
  self->sorted = gtk_sort_list_model_new (g_object_ref (rows),
                                          g_object_ref (gtk_column_view_get_sorter (
                                                          self->throws_view)));
  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->sorted)));
  gtk_column_view_set_model (self->throws_view, GTK_SELECTION_MODEL (selection));
  g_object_unref (selection);
  gtk_box_append (self->chart_box, bx_chuhong_chart_new (G_LIST_MODEL (self->sorted)));
  update (self);
}

/* ---------------------------------------------------------------- public */

/** bx_chuhong_table_new: Returns: (transfer floating): a new table, without a session. */
GtkWidget *
bx_chuhong_table_new (void)
{
  return g_object_new (BX_TYPE_CHUHONG_TABLE, NULL);
}

/** bx_chuhong_table_get_status_text: Returns: the line that says whose turn it is. */
const char *
bx_chuhong_table_get_status_text (BxChuhongTable *self)
{
  g_return_val_if_fail (BX_IS_CHUHONG_TABLE (self), NULL);

  return self->status_text;
}

/** bx_chuhong_table_get_history: Returns: (transfer none): the ledger history, newest first. */
GListModel *
bx_chuhong_table_get_history (BxChuhongTable *self)
{
  g_return_val_if_fail (BX_IS_CHUHONG_TABLE (self), NULL);

  return G_LIST_MODEL (self->history_items);
}

/** bx_chuhong_table_get_throw_model: Returns: (transfer none): the sorted throw rows. */
GListModel *
bx_chuhong_table_get_throw_model (BxChuhongTable *self)
{
  g_return_val_if_fail (BX_IS_CHUHONG_TABLE (self), NULL);

  return G_LIST_MODEL (self->sorted);
}
