/* bx-chuhong-table.c: the 除紅 table (see bx-chuhong-table.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "bx-chuhong-table.h"
#include "bx-citation-panel.h"
#include "bx-chuhong.h"

#define N_ROWS (BX_CHUHONG_N_LINES + 2)   /* the 62 lines, then 散色 and 强紅 */

/* ---------------------------------------------------------------- a row of the throw table */

#define BX_TYPE_CHUHONG_THROW_ITEM (bx_chuhong_throw_item_get_type ())
G_DECLARE_FINAL_TYPE (BxChuhongThrowItem, bx_chuhong_throw_item, BX, CHUHONG_THROW_ITEM, GObject)

struct _BxChuhongThrowItem
{
  GObject parent_instance;
  guint   row;
};

G_DEFINE_FINAL_TYPE (BxChuhongThrowItem, bx_chuhong_throw_item, G_TYPE_OBJECT)

static void
bx_chuhong_throw_item_class_init (BxChuhongThrowItemClass *klass)
{
}

static void
bx_chuhong_throw_item_init (BxChuhongThrowItem *self)
{
}

static const BxChuhongLine *
row_line (guint row)
{
  return row < BX_CHUHONG_N_LINES ? bx_chuhong_line (row) : NULL;
}

static BxChuhongVoid
row_void (guint row)
{
  return row == BX_CHUHONG_N_LINES ? BX_CHUHONG_VOID_SANSE : BX_CHUHONG_VOID_QIANGHONG;
}

static guint
row_ways (guint row)
{
  static guint void_ways[2];

  if (row < BX_CHUHONG_N_LINES)
    return bx_chuhong_line_ways (bx_chuhong_line (row));
  if (void_ways[row - BX_CHUHONG_N_LINES] == 0)
    void_ways[row - BX_CHUHONG_N_LINES] = bx_chuhong_void_ways (row_void (row));
  return void_ways[row - BX_CHUHONG_N_LINES];
}

static BxChuhongClass
row_class (guint row)
{
  return row < BX_CHUHONG_N_LINES ? bx_chuhong_line (row)->klass : BX_CHUHONG_CLASS_VOID;
}

static const char *
class_label (BxChuhongClass k)
{
  switch (k)
    {
    case BX_CHUHONG_CLASS_SHANG:
      return _("reward (賞)");
    case BX_CHUHONG_CLASS_FA:
      return _("penalty (罰)");
    case BX_CHUHONG_CLASS_SAI:
      return _("contest (賽)");
    case BX_CHUHONG_CLASS_VOID:
    default:
      return _("void");
    }
}

/* The red dice first, then the others high to low: "4·6·6·6". */
static char *
row_dice (guint row)
{
  const BxChuhongLine *line = row_line (row);
  GString *s;

  if (line == NULL)
    return g_strdup ("—");
  s = g_string_new (NULL);
  for (guint k = 0; k < 4; k++)
    if (line->dice[k] == BX_CHUHONG_RED)
      g_string_append (s, s->len ? "·4" : "4");
  for (guint k = 0; k < 4; k++)
    if (line->dice[k] != BX_CHUHONG_RED)
      g_string_append_printf (s, s->len ? "·%u" : "%u", line->dice[k]);
  return g_string_free (s, FALSE);
}

static char *
row_text (guint       row,
          const char *column)
{
  const BxChuhongLine *line = row_line (row);

  if (g_str_equal (column, "name"))
    return g_strdup (line ? line->name : bx_chuhong_void_name (row_void (row)));
  if (g_str_equal (column, "dice"))
    return row_dice (row);
  if (g_str_equal (column, "class"))
    return g_strdup (class_label (row_class (row)));
  if (g_str_equal (column, "tie"))
    return line && line->tie ? g_strdup_printf ("%u", line->tie) : g_strdup ("—");
  if (g_str_equal (column, "points"))
    return line && line->points ? g_strdup_printf ("%u", line->points) : g_strdup ("—");
  if (g_str_equal (column, "probability"))
    return g_strdup_printf ("%u/1296", row_ways (row));
  if (g_str_equal (column, "decimal"))
    return g_strdup_printf ("%.4f", row_ways (row) / 1296.0);
  return g_strdup (line ? line->clause : bx_chuhong_void_clause (row_void (row)));
}

/* ---------------------------------------------------------------- the bar chart */

#define BX_TYPE_CHUHONG_CHART (bx_chuhong_chart_get_type ())
G_DECLARE_FINAL_TYPE (BxChuhongChart, bx_chuhong_chart, BX, CHUHONG_CHART, GtkWidget)

struct _BxChuhongChart
{
  GtkWidget   parent_instance;
  GListModel *model;   /* borrowed: the sorted rows */
};

G_DEFINE_FINAL_TYPE (BxChuhongChart, bx_chuhong_chart, GTK_TYPE_WIDGET)

static void
class_color (BxChuhongClass k,
             GdkRGBA       *c)
{
  const char *spec = k == BX_CHUHONG_CLASS_SHANG ? "#2ec27e"
                     : k == BX_CHUHONG_CLASS_FA  ? "#e01b24"
                     : k == BX_CHUHONG_CLASS_SAI ? "#3584e4"
                                                 : "#9a9996";
  gdk_rgba_parse (c, spec);
}

static void
bx_chuhong_chart_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  BxChuhongChart *self = BX_CHUHONG_CHART (widget);
  float w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  guint n = self->model != NULL ? g_list_model_get_n_items (self->model) : 0;
  guint max_ways = 1;
  float bar;

  if (n == 0 || w <= 0 || h <= 0)
    return;
  /* Scaled to the likeliest named throw; the two void classes (far likelier) are capped. */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BxChuhongThrowItem) it = g_list_model_get_item (self->model, i);
      if (row_class (it->row) != BX_CHUHONG_CLASS_VOID)
        max_ways = MAX (max_ways, row_ways (it->row));
    }
  bar = w / n;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BxChuhongThrowItem) it = g_list_model_get_item (self->model, i);
      float bh = (h - 4) * MIN (row_ways (it->row), max_ways) / max_ways;
      GdkRGBA c;
      class_color (row_class (it->row), &c);
      gtk_snapshot_append_color (snapshot, &c,
                                 &GRAPHENE_RECT_INIT (i * bar + 1, h - bh, MAX (bar - 2, 1), bh));
    }
}

static void
bx_chuhong_chart_class_init (BxChuhongChartClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = bx_chuhong_chart_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bx_chuhong_chart_init (BxChuhongChart *self)
{
  gtk_widget_set_size_request (GTK_WIDGET (self), 320, 110);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
}

/* ---------------------------------------------------------------- the table */

struct _BxChuhongTable
{
  AdwBin           parent_instance;

  GtkDrawingArea  *tray;
  GtkDrawingArea  *ring;
  GtkLabel        *throw_label;
  GtkLabel        *status_label;
  GtkListBox      *history;
  BxCitationPanel *citations;
  GtkColumnView   *throws_view;
  GtkBox          *chart_box;

  GtkWidget        *chart;
  GListStore       *rows;
  GtkSortListModel *sorted;
  BxRuleset        *ruleset;
  BxSession        *session;
  BxClauseIndex    *index;   /* borrowed */
  guint64           seed;
  char             *status_text;
  gboolean          updating;
  gboolean          borrowed;   /* the session is the play page's: not ours to change */
};

G_DEFINE_FINAL_TYPE (BxChuhongTable, bx_chuhong_table, ADW_TYPE_BIN)

static const BxGame *
table_game (BxChuhongTable *self)
{
  return self->session != NULL ? bx_session_get_game (self->session) : NULL;
}

static const char *
player_name (int p)
{
  static const char *names[] = { "甲", "乙", "丙", "丁", "戊" };
  return p >= 0 && p < BX_CHUHONG_MAX_PLAYERS ? names[p] : "?";
}

/* "乙 pays 甲 4 帖 (zhifa.fa-answer); …" */
static char *
payments_text (const BxGame  *game,
               const BxMove  *move,
               const BxThrow *t)
{
  BxChuhongPayment pays[BX_MOVE_MAX_STEPS];
  guint n = bx_chuhong_move_payments (game, move, t, pays);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (s, "; ");
      g_string_append_printf (s, _("%s pays %s %u tie (%s)"), player_name (pays[i].from),
                              player_name (pays[i].to), pays[i].tie,
                              pays[i].rule >= 0 ? bx_game_rule_id (game, pays[i].rule) : "?");
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
      return g_strdup_printf (_("%s throws %u·%u·%u·%u: %s, %s %u tie"),
                              player_name (e->before.player), e->t.d[0], e->t.d[1], e->t.d[2],
                              e->t.d[3], info.line->name, class_label (info.klass), info.tie);
    }
}

static void
show_entry (BxChuhongTable *self,
            guint           i)
{
  const BxGame *game = table_game (self);
  const BxSessionEntry *e = bx_session_get_history_entry (self->session, i);
  g_autofree char *heading = entry_heading (game, e);
  g_autofree char *pays = payments_text (game, &e->move, &e->t);

  bx_citation_panel_show_move (self->citations, game, &e->move, heading, pays);
}

static void
update (BxChuhongTable *self)
{
  const BxGame *game = table_game (self);
  const BxState *s;
  const BxChuhongState *cs;
  const BxSessionEntry *last;
  guint n;
  GtkWidget *child;

  if (game == NULL)
    return;
  self->updating = TRUE;
  s = bx_session_get_state (self->session);
  cs = bx_chuhong_state_const (s);
  n = bx_session_get_n_history (self->session);
  last = bx_session_get_last_entry (self->session);

  /* History: one row per move, newest last. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->history))) != NULL)
    gtk_list_box_remove (self->history, child);
  for (guint k = n; k-- > 0;)
    {
      guint i = k;
      const BxSessionEntry *e = bx_session_get_history_entry (self->session, i);
      g_autofree char *heading = entry_heading (game, e);
      g_autofree char *pays = payments_text (game, &e->move, &e->t);
      g_autofree char *text = g_strdup_printf ("%u. %s — %s", i + 1, heading, pays);
      GtkWidget *label = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_end (label, 6);
      gtk_list_box_append (self->history, label);
    }
  if (n > 0)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->history, 0);
      gtk_list_box_select_row (self->history, row);
      show_entry (self, n - 1);
    }
  else
    bx_citation_panel_show_message (self->citations, _("No throw yet"),
                                    _("Each payment will be shown here with the rules and "
                                      "the clauses of 除紅譜 behind it."));

  if (last != NULL)
    {
      g_autofree char *heading = entry_heading (game, last);
      gtk_label_set_text (self->throw_label, heading);
    }
  else
    gtk_label_set_text (self->throw_label, _("The players throw off with one die each: the "
                                             "first red four starts."));

  g_free (self->status_text);
  if (bx_session_is_over (self->session))
    self->status_text = g_strdup_printf (_("Round over: %s is ahead with %d tie"),
                                         player_name (s->winner), cs->ledger[s->winner]);
  else if (cs->phase == BX_CHUHONG_PHASE_THROW_OFF)
    self->status_text = g_strdup_printf (_("Throw-off: %s to throw one die"),
                                         player_name (s->player));
  else if (cs->sai_first >= 0)
    self->status_text = g_strdup_printf (_("%s to answer %s's contest of %u points · round %u of %u"),
                                         player_name (s->player), player_name (cs->sai_first),
                                         cs->sai_points, bx_chuhong_rounds_done (game, s) + 1,
                                         bx_chuhong_get_rounds (game));
  else
    self->status_text = g_strdup_printf (_("%s to throw · round %u of %u"),
                                         player_name (s->player),
                                         bx_chuhong_rounds_done (game, s) + 1,
                                         bx_chuhong_get_rounds (game));
  gtk_label_set_text (self->status_label, self->status_text);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chuhong.throw",
                                 !bx_session_is_over (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chuhong.refuse",
                                 !bx_session_is_over (self->session)
                                 && cs->phase == BX_CHUHONG_PHASE_PLAY);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chuhong.undo",
                                 bx_session_can_undo (self->session));
  gtk_widget_queue_draw (GTK_WIDGET (self->tray));
  gtk_widget_queue_draw (GTK_WIDGET (self->ring));
  self->updating = FALSE;
}

/* Rolls when needed, then plays the legal move of @kind. */
static gboolean
play_kind (BxChuhongTable    *self,
           BxChuhongMoveKind  kind)
{
  guint n;

  if (self->session == NULL || bx_session_is_over (self->session))
    return FALSE;
  /* On the play page the play view changes the session, through its actions. */
  if (self->borrowed && !bx_session_is_rolled (self->session))
    gtk_widget_activate_action (GTK_WIDGET (self), "play.roll-or-play", NULL);
  if (!bx_session_is_rolled (self->session) && (self->borrowed || !bx_session_roll (self->session)))
    return FALSE;
  n = bx_session_get_n_legal_moves (self->session);
  for (guint i = 0; i < n; i++)
    {
      const BxMove *m = bx_session_get_legal_move (self->session, i);
      BxChuhongMoveKind k = bx_chuhong_move_kind (m);
      if (k == kind || (kind == BX_CHUHONG_MOVE_THROW && k == BX_CHUHONG_MOVE_THROW_OFF))
        {
          guint before = bx_session_get_n_history (self->session);
          gboolean ok;

          if (self->borrowed)
            return gtk_widget_activate_action (GTK_WIDGET (self), "play.play-move", "u", i)
                   && bx_session_get_n_history (self->session) > before;
          ok = bx_session_play_index (self->session, i);
          update (self);
          return ok;
        }
    }
  return FALSE;
}

/* ---------------------------------------------------------------- drawing */

/* Text through Pango (the toy cairo text API has no Chinese), centred on x. */
static void
draw_text (cairo_t    *cr,
           double      x,
           double      y,
           const char *text,
           int         size,
           gboolean    bold)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autofree char *font = g_strdup_printf ("Sans %s%d", bold ? "Bold " : "", size);
  PangoFontDescription *desc = pango_font_description_from_string (font);
  int w, h;

  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - w / 2.0, y - h / 2.0);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (desc);
  g_object_unref (layout);
}

static void
draw_die (cairo_t *cr,
          double   x,
          double   y,
          double   size,
          guint    face,
          gboolean removed)
{
  static const double pips[7][6][2] = {
    { { 0 } },
    { { .5, .5 } },
    { { .28, .28 }, { .72, .72 } },
    { { .25, .25 }, { .5, .5 }, { .75, .75 } },
    { { .28, .28 }, { .72, .28 }, { .28, .72 }, { .72, .72 } },
    { { .25, .25 }, { .75, .25 }, { .5, .5 }, { .25, .75 }, { .75, .75 } },
    { { .28, .22 }, { .72, .22 }, { .28, .5 }, { .72, .5 }, { .28, .78 }, { .72, .78 } },
  };
  double r = size * 0.15;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + size - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + size - r, y + size - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + size - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.98, 0.97, 0.93);
  cairo_fill_preserve (cr);
  if (removed)
    {
      cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
      cairo_set_line_width (cr, 4);
    }
  else
    {
      cairo_set_source_rgb (cr, 0.35, 0.35, 0.35);
      cairo_set_line_width (cr, 1.5);
    }
  cairo_stroke (cr);
  if (face == 1 || face == 4)
    cairo_set_source_rgb (cr, 0.80, 0.10, 0.15);
  else
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  for (guint i = 0; i < face && face <= 6; i++)
    {
      cairo_arc (cr, x + pips[face][i][0] * size, y + pips[face][i][1] * size,
                 size * (face == 1 ? 0.14 : 0.09), 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

static void
tray_draw_cb (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  BxChuhongTable *self = user_data;
  const BxSessionEntry *last = self->session ? bx_session_get_last_entry (self->session) : NULL;
  double size = MIN (height - 26, (width - 50) / 4.0);
  BxChuhongInfo info = { 0 };
  gboolean throw_off;

  cairo_set_source_rgb (cr, 0.13, 0.33, 0.22);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  if (last == NULL)
    return;
  throw_off = bx_chuhong_move_kind (&last->move) == BX_CHUHONG_MOVE_THROW_OFF;
  info.removed = -1;
  if (!throw_off)
    bx_chuhong_classify (&last->t, &info);
  for (guint i = 0; i < 4 && i < last->t.n; i++)
    {
      double x = 10 + i * (size + 10);
      if (throw_off && i > 0)
        continue;
      draw_die (cr, x, 8, size, last->t.d[i], (int) i == info.removed);
      if ((int) i == info.removed)
        {
          cairo_set_source_rgb (cr, 1, 0.85, 0.85);
          draw_text (cr, x + size / 2, 8 + size + 10, _("紅 removed"), 9, TRUE);
        }
    }
}

static void
ring_draw_cb (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  BxChuhongTable *self = user_data;
  const BxState *s;
  const BxChuhongState *cs;
  double cx = width / 2.0, cy = height / 2.0, R = MIN (width, height) / 2.0 - 34;

  if (self->session == NULL)
    return;
  s = bx_session_get_state (self->session);
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
      draw_text (cr, x, y - 7, player_name (p), 12, TRUE);
      draw_text (cr, x, y + 10, bal, 9, TRUE);
      if (p == cs->sai_first)
        {
          g_autofree char *sai = g_strdup_printf (_("賽 %u points"), cs->sai_points);
          cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
          draw_text (cr, x, y + 38, sai, 9, TRUE);
        }
      if (p == cs->starter)
        {
          cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
          draw_text (cr, x, y - 36, _("first"), 8, FALSE);
        }
    }
}

/* ---------------------------------------------------------------- callbacks */

static void
history_row_selected_cb (GtkListBox     *box,
                         GtkListBoxRow  *row,
                         BxChuhongTable *self)
{
  if (self->updating || row == NULL || self->session == NULL)
    return;
  /* Newest first. */
  show_entry (self, bx_session_get_n_history (self->session) - 1
                    - (guint) gtk_list_box_row_get_index (row));
}

static void
sorted_changed_cb (GListModel     *model,
                   guint           position,
                   guint           removed,
                   guint           added,
                   BxChuhongTable *self)
{
  gtk_widget_queue_draw (self->chart);
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
  BxChuhongThrowItem *it = gtk_list_item_get_item (item);
  g_autofree char *text = row_text (it->row, user_data);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

static int
compare_rows_cb (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  guint ra = ((const BxChuhongThrowItem *) a)->row, rb = ((const BxChuhongThrowItem *) b)->row;
  const char *column = user_data;
  int va, vb;

  if (g_str_equal (column, "probability") || g_str_equal (column, "decimal"))
    va = (int) row_ways (ra), vb = (int) row_ways (rb);
  else if (g_str_equal (column, "tie"))
    va = row_line (ra) ? row_line (ra)->tie : -1, vb = row_line (rb) ? row_line (rb)->tie : -1;
  else if (g_str_equal (column, "points"))
    va = row_line (ra) ? row_line (ra)->points : -1,
    vb = row_line (rb) ? row_line (rb)->points : -1;
  else if (g_str_equal (column, "class"))
    va = row_class (ra), vb = row_class (rb);
  else
    va = (int) ra, vb = (int) rb;
  return va < vb ? -1 : va > vb ? 1 : (ra > rb) - (ra < rb);
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
  g_object_set_data (G_OBJECT (col), "bx-column", (gpointer) id);
  gtk_column_view_append_column (self->throws_view, col);
  g_object_unref (col);
}

/* ---------------------------------------------------------------- actions */

static void
throw_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  bx_chuhong_table_throw (BX_CHUHONG_TABLE (widget));
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
  BxChuhongTable *self = BX_CHUHONG_TABLE (widget);

  if (self->borrowed)
    gtk_widget_activate_action (widget, "play.undo", NULL);
  else if (self->session != NULL && bx_session_undo (self->session))
    update (self);
}

static void
new_round_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  BxChuhongTable *self = BX_CHUHONG_TABLE (widget);

  if (self->borrowed)
    gtk_widget_activate_action (widget, "play.new-game", NULL);
  else if (self->ruleset != NULL)
    bx_chuhong_table_set_ruleset (self, self->ruleset, self->seed + 1, NULL);
}

/* ---------------------------------------------------------------- GObject */

static void
bx_chuhong_table_dispose (GObject *object)
{
  BxChuhongTable *self = BX_CHUHONG_TABLE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_CHUHONG_TABLE);
  g_clear_object (&self->sorted);
  g_clear_object (&self->rows);
  G_OBJECT_CLASS (bx_chuhong_table_parent_class)->dispose (object);
}

static void
bx_chuhong_table_finalize (GObject *object)
{
  BxChuhongTable *self = BX_CHUHONG_TABLE (object);

  if (self->borrowed)
    self->session = NULL;
  g_clear_pointer (&self->session, bx_session_free);
  g_clear_pointer (&self->ruleset, bx_ruleset_unref);
  g_free (self->status_text);
  G_OBJECT_CLASS (bx_chuhong_table_parent_class)->finalize (object);
}

static void
bx_chuhong_table_class_init (BxChuhongTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_chuhong_table_dispose;
  object_class->finalize = bx_chuhong_table_finalize;

  g_type_ensure (BX_TYPE_CITATION_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-chuhong-table.ui");
  gtk_widget_class_bind_template_child (widget_class, BxChuhongTable, tray);
  gtk_widget_class_bind_template_child (widget_class, BxChuhongTable, ring);
  gtk_widget_class_bind_template_child (widget_class, BxChuhongTable, throw_label);
  gtk_widget_class_bind_template_child (widget_class, BxChuhongTable, status_label);
  gtk_widget_class_bind_template_child (widget_class, BxChuhongTable, history);
  gtk_widget_class_bind_template_child (widget_class, BxChuhongTable, citations);
  gtk_widget_class_bind_template_child (widget_class, BxChuhongTable, throws_view);
  gtk_widget_class_bind_template_child (widget_class, BxChuhongTable, chart_box);

  gtk_widget_class_install_action (widget_class, "chuhong.throw", NULL, throw_action);
  gtk_widget_class_install_action (widget_class, "chuhong.refuse", NULL, refuse_action);
  gtk_widget_class_install_action (widget_class, "chuhong.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "chuhong.new-round", NULL, new_round_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, 0, "chuhong.throw", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "chuhong.refuse", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "chuhong.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "chuhong.new-round", NULL);
}

static void
bx_chuhong_table_init (BxChuhongTable *self)
{
  GtkSorter *sorter;
  GtkNoSelection *selection;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (self->tray, tray_draw_cb, self, NULL);
  gtk_drawing_area_set_draw_func (self->ring, ring_draw_cb, self, NULL);
  g_signal_connect (self->history, "row-selected", G_CALLBACK (history_row_selected_cb), self);

  self->rows = g_list_store_new (BX_TYPE_CHUHONG_THROW_ITEM);
  for (guint i = 0; i < N_ROWS; i++)
    {
      g_autoptr(BxChuhongThrowItem) it = g_object_new (BX_TYPE_CHUHONG_THROW_ITEM, NULL);
      it->row = i;
      g_list_store_append (self->rows, it);
    }
  add_column (self, "name", _("Name"));
  add_column (self, "dice", _("Dice"));
  add_column (self, "class", _("Class"));
  add_column (self, "tie", _("Tie"));
  add_column (self, "points", _("Points"));
  add_column (self, "probability", _("Probability"));
  add_column (self, "decimal", _("Decimal"));
  add_column (self, "clause", _("Clause"));
  sorter = gtk_column_view_get_sorter (self->throws_view);
  self->sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (self->rows)),
                                          g_object_ref (sorter));
  selection = gtk_no_selection_new (G_LIST_MODEL (g_object_ref (self->sorted)));
  gtk_column_view_set_model (self->throws_view, GTK_SELECTION_MODEL (selection));
  g_object_unref (selection);
  self->chart = g_object_new (BX_TYPE_CHUHONG_CHART, NULL);
  BX_CHUHONG_CHART (self->chart)->model = G_LIST_MODEL (self->sorted);
  gtk_box_append (self->chart_box, self->chart);
  g_signal_connect (self->sorted, "items-changed", G_CALLBACK (sorted_changed_cb), self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chuhong.throw", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chuhong.refuse", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chuhong.undo", FALSE);
}

/* ---------------------------------------------------------------- public */

/** bx_chuhong_table_new: Returns: (transfer floating): a new, empty table. */
GtkWidget *
bx_chuhong_table_new (void)
{
  return g_object_new (BX_TYPE_CHUHONG_TABLE, NULL);
}

/**
 * bx_chuhong_table_set_ruleset:
 * @self: a table
 * @ruleset: a ruleset of family "chuhong"
 * @seed: the seed of the throws
 * @error: why the session could not start
 *
 * Starts a new session (a new round of play) of @ruleset.
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_chuhong_table_set_ruleset (BxChuhongTable *self,
                              BxRuleset      *ruleset,
                              guint64         seed,
                              GError        **error)
{
  BxSession *session;

  g_return_val_if_fail (BX_IS_CHUHONG_TABLE (self), FALSE);
  g_return_val_if_fail (ruleset != NULL, FALSE);
  g_return_val_if_fail (g_strcmp0 (bx_ruleset_get_family (ruleset), "chuhong") == 0, FALSE);
  session = bx_session_new (ruleset, seed, error);
  if (session == NULL)
    return FALSE;
  bx_ruleset_ref (ruleset);
  g_clear_pointer (&self->ruleset, bx_ruleset_unref);
  self->ruleset = ruleset;
  if (self->borrowed)
    self->session = NULL;
  g_clear_pointer (&self->session, bx_session_free);
  self->session = session;
  self->borrowed = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->citations), TRUE);
  self->seed = seed;
  update (self);
  return TRUE;
}

/**
 * bx_chuhong_table_set_clause_index:
 * @self: a table
 * @index: (nullable): the TEI clause index, for the citation texts; borrowed, must outlive
 *   the table
 */
void
bx_chuhong_table_set_clause_index (BxChuhongTable *self,
                                   BxClauseIndex  *index)
{
  g_return_if_fail (BX_IS_CHUHONG_TABLE (self));
  self->index = index;
  bx_citation_panel_set_clause_index (self->citations, index);
  update (self);
}

/**
 * bx_chuhong_table_set_session:
 * @self: a table
 * @session: (nullable) (transfer none): a session of a "chuhong" ruleset that the caller
 *   owns and keeps alive while it is set (the play page's), or %NULL
 *
 * Shows a session the table does not own: its throw, refusal, undo and new-round then
 * activate the play page's actions (play.roll-or-play, play.play-move, play.undo,
 * play.new-game) instead of changing the session, and the caller calls
 * bx_chuhong_table_refresh() when the session changed.  The table's own citation panel is
 * hidden: the page shows the citations.
 */
void
bx_chuhong_table_set_session (BxChuhongTable *self,
                              BxSession      *session)
{
  g_return_if_fail (BX_IS_CHUHONG_TABLE (self));

  if (self->borrowed)
    self->session = NULL;
  g_clear_pointer (&self->session, bx_session_free);
  self->session = session;
  self->borrowed = TRUE;
  /* The play page has its own citation panel. */
  gtk_widget_set_visible (GTK_WIDGET (self->citations), FALSE);
  if (session == NULL)
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "chuhong.throw", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "chuhong.refuse", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "chuhong.undo", FALSE);
      return;
    }
  update (self);
}

/**
 * bx_chuhong_table_refresh:
 * @self: a table
 *
 * Redraws from the session, which changed.
 */
void
bx_chuhong_table_refresh (BxChuhongTable *self)
{
  g_return_if_fail (BX_IS_CHUHONG_TABLE (self));

  if (self->session != NULL)
    update (self);
}

/** bx_chuhong_table_get_session: Returns: (transfer none) (nullable): the session. */
BxSession *
bx_chuhong_table_get_session (BxChuhongTable *self)
{
  g_return_val_if_fail (BX_IS_CHUHONG_TABLE (self), NULL);
  return self->session;
}

/**
 * bx_chuhong_table_throw:
 * @self: a table
 *
 * The player in turn throws (or throws off) and the throw is settled.
 *
 * Returns: %TRUE when a move was played.
 */
gboolean
bx_chuhong_table_throw (BxChuhongTable *self)
{
  g_return_val_if_fail (BX_IS_CHUHONG_TABLE (self), FALSE);
  return play_kind (self, BX_CHUHONG_MOVE_THROW);
}

/** bx_chuhong_table_get_status_text: Returns: the line that says whose turn it is. */
const char *
bx_chuhong_table_get_status_text (BxChuhongTable *self)
{
  g_return_val_if_fail (BX_IS_CHUHONG_TABLE (self), NULL);
  return self->status_text;
}

/** bx_chuhong_table_get_n_history: Returns: the number of rows of the ledger history. */
guint
bx_chuhong_table_get_n_history (BxChuhongTable *self)
{
  guint n = 0;

  g_return_val_if_fail (BX_IS_CHUHONG_TABLE (self), 0);
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->history)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n++;
  return n;
}

/** bx_chuhong_table_get_throw_model: Returns: (transfer none): the sorted throw rows. */
GListModel *
bx_chuhong_table_get_throw_model (BxChuhongTable *self)
{
  g_return_val_if_fail (BX_IS_CHUHONG_TABLE (self), NULL);
  return G_LIST_MODEL (self->sorted);
}
