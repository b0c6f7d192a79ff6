/* bx-twin-view.c: twin boards — two rulesets played side by side on one seeded stream of
 * throws, stepping together
 *
 * The twin (bx-twin.h, core) decides everything: the throws, the legal moves, the random
 * choices and how the boards differ after each step.  Each board is also shown as a play
 * session (bx-session.h) of the same ruleset and seed, so that the family's board widget
 * (the #BxBoard of bx-board-registry.c) can draw it: the move the twin played is played
 * on the session too, and as the n-th throw of both is drawn at (seed, n), the session
 * stays in the twin's position.  In manual mode a board's session is rolled, and its legal
 * moves are offered in a list; the move chosen there is given to the twin at the next step.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bx-board-registry.h"
#include "bx-board.h"
#include "bx-move-history.h"
#include "bx-player-names.h"
#include "bx-twin-frame.h"
#include "bx-twin-view.h"
#include "bx-text-util.h"
#include "bx-tooltip.h"

/* "Play to end" stops after this many steps even when a game goes on. */
#define MAX_STEPS 5000
/* The log keeps the rows of this many steps (and always the first divergence's). */
#define MAX_LOG_ROWS 400

struct _BxTwinView
{
  AdwBin         parent_instance;

  BxRuleset     *rulesets[2];
  BxSession     *sessions[2];
  BxTwin        *twin;
  guint64        seed;
  gboolean       manual[2];
  BxTwinStep     last;
  gboolean       has_last;
  char          *divergence_text;
  char          *unplayable_text;  /* why there are no twin games, or NULL */
  guint          n_log_rows;
  GtkStringList *move_models[2];

  /* Template children */
  GtkWidget     *columns[2];
  GtkLabel      *titles[2];
  GtkLabel      *throw_labels[2];
  GtkDropDown   *modes[2];
  AdwBin        *board_areas[2];
  GtkDropDown   *move_choosers[2];
  GtkLabel      *last_labels[2];
  GtkLabel      *seed_label;
  GtkLabel      *divergence_label;
  GtkListBox    *log_list;
};

G_DEFINE_FINAL_TYPE (BxTwinView, bx_twin_view, ADW_TYPE_BIN)

/* Statics */

static const char *
divergence_sentence (BxTwinDivergence why)
{
  switch (why)
    {
    case BX_TWIN_SAME:
      return _("the boards are alike");
    case BX_TWIN_THROW:
      return _("the throws differ");
    case BX_TWIN_MOVES:
      return _("the legal moves differ");
    case BX_TWIN_POSITION:
      return _("the positions differ");
    case BX_TWIN_OVER:
      return _("one game is over, the other goes on");
    default:
      g_assert_not_reached ();
    }
}

/* When the two games throw different dice, the sentence that says so in people's words
 * (rather than "diverged at step 1: the throws differ"); NULL when they throw alike. */
static char *
dup_dice_sentence (const BxGame *a,
                   const BxGame *b)
{
  /* TRANSLATORS: the first number of "two dice against three" */
  static const char *dice[] = { NULL, N_("one die"), N_("two dice"), N_("three dice"),
                                N_("four dice") };
  /* TRANSLATORS: the second number of "two dice against three" */
  static const char *numbers[] = { NULL, N_("one"), N_("two"), N_("three"), N_("four") };
  const BxDiceSpec *da = bx_game_get_dice (a);
  const BxDiceSpec *db = bx_game_get_dice (b);

  if (da == NULL || db == NULL)
    return NULL;
  if (da->count != db->count && da->count >= 1 && db->count >= 1
      && da->count < G_N_ELEMENTS (dice) && db->count < G_N_ELEMENTS (dice))
    /* TRANSLATORS: %s and %s are "two dice" and "three" */
    return g_strdup_printf (_("These rulesets throw different dice (%s against %s), so the "
                              "boards cannot share one throw."),
                            _(dice[da->count]), _(numbers[db->count]));
  if (da->count != db->count || da->kind != db->kind || da->fixed_total != db->fixed_total)
    return g_strdup (_("These rulesets throw different dice, so the boards cannot share "
                       "one throw."));
  return NULL;
}

static char *
throw_text (const BxThrow *t)
{
  g_autofree char *faces = NULL;

  if (t->n == 0)
    return g_strdup (_("no throw"));
  faces = bx_throw_to_string (t);
  g_strdelimit (faces, ",", ' ');
  return g_steal_pointer (&faces);
}

static GtkWidget *
board_for (BxTwinView *self,
           guint       k)
{
  return adw_bin_get_child (self->board_areas[k]);
}

static void
update_move_chooser (BxTwinView *self,
                     guint       k)
{
  BxSession *session = self->sessions[k];
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  guint n;

  gtk_widget_set_visible (GTK_WIDGET (self->move_choosers[k]), self->manual[k]);
  if (!self->manual[k] || session == NULL)
    return;
  bx_session_roll (session);
  n = bx_session_get_n_legal_moves (session);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (texts, bx_move_words_text (bx_session_get_game (session),
                                                bx_session_get_state (session),
                                                bx_session_get_legal_move (session, i)));
  g_ptr_array_add (texts, NULL);
  g_clear_object (&self->move_models[k]);
  self->move_models[k] = gtk_string_list_new ((const char * const *) texts->pdata);
  gtk_drop_down_set_model (self->move_choosers[k], G_LIST_MODEL (self->move_models[k]));
  gtk_widget_set_sensitive (GTK_WIDGET (self->move_choosers[k]), n > 1);
}

static void
update_board_labels (BxTwinView    *self,
                     guint          k,
                     const BxThrow *next)
{
  BxSession *session = self->sessions[k];
  const BxGame *game = bx_session_get_game (session);
  const BxState *state = bx_session_get_state (session);
  g_autofree char *text = NULL;

  if (bx_game_is_over (game, state))
    {
      BxResult result;

      bx_game_result (game, state, &result);
      text = bx_result_heading (game, &result);
    }
  else
    {
      g_autofree char *faces = throw_text (next);

      /* TRANSLATORS: "Next: White throws 6 2" */
      text = g_strdup_printf (_("Next: %s throws %s"),
                              bx_player_display_name (game,
                                                      bx_game_current_player (game, state)),
                              faces);
    }
  gtk_label_set_label (self->throw_labels[k], text);

  if (self->has_last && self->last.played[k])
    {
      g_autofree char *faces = throw_text (&self->last.throws[k]);
      g_autofree char *move = NULL;
      const BxSessionEntry *entry = bx_session_get_last_entry (session);

      if (entry != NULL)
        move = bx_move_words_text (game, &entry->before, &entry->move);
      g_free (text);
      /* TRANSLATORS: the last step on a board: its throw, the move played, and how many
       * legal moves there were */
      text = g_strdup_printf (ngettext ("Step %u: %s — %s (of %u legal move)",
                                        "Step %u: %s — %s (of %u legal moves)",
                                        self->last.n_legal[k]),
                              self->last.step + 1, faces, move ? move : "",
                              self->last.n_legal[k]);
      gtk_label_set_label (self->last_labels[k], text);
    }
  else
    gtk_label_set_label (self->last_labels[k], "");
}

static void
update_divergence (BxTwinView *self)
{
  BxTwinDivergence why;
  int first;
  g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, self->seed);
  g_autofree char *seed = NULL;

  /* TRANSLATORS: %s is the seed of the twin games' throws */
  seed = g_strdup_printf (_("Seed %s"), number);
  gtk_label_set_label (self->seed_label, seed);
  g_clear_pointer (&self->divergence_text, g_free);
  if (self->twin == NULL)
    {
      gtk_label_set_label (self->divergence_label,
                           self->unplayable_text != NULL ? self->unplayable_text : "");
      return;
    }
  first = bx_twin_first_divergence (self->twin, &why);
  self->divergence_text = dup_dice_sentence (bx_twin_get_game (self->twin, 0),
                                             bx_twin_get_game (self->twin, 1));
  if (self->divergence_text != NULL)
    first = 0;
  else if (first < 0)
    self->divergence_text = g_strdup_printf (ngettext ("Alike after %u step",
                                                       "Alike after %u steps",
                                                       bx_twin_get_n_steps (self->twin)),
                                             bx_twin_get_n_steps (self->twin));
  else
    /* TRANSLATORS: "First diverged at step 3: the throws differ" */
    self->divergence_text = g_strdup_printf (_("First diverged at step %d: %s"), first + 1,
                                             divergence_sentence (why));
  gtk_label_set_label (self->divergence_label, self->divergence_text);
  if (first < 0)
    gtk_widget_remove_css_class (GTK_WIDGET (self->divergence_label), "diverged");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->divergence_label), "diverged");
}

/* Redraws everything from the twin and the sessions. */
static void
update (BxTwinView *self)
{
  BxThrow next[2];
  gboolean over;

  update_divergence (self);
  /* No games (a ruleset no engine plays): no boards, only the reason, and nothing to step. */
  for (guint k = 0; k < 2; k++)
    gtk_widget_set_visible (self->columns[k], self->twin != NULL);
  if (self->twin == NULL)
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "twin.step", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "twin.play-to-end", FALSE);
      return;
    }
  bx_twin_next_throws (self->twin, next);
  over = bx_twin_is_over (self->twin);
  for (guint k = 0; k < 2; k++)
    {
      GtkWidget *board = board_for (self, k);

      update_move_chooser (self, k);
      update_board_labels (self, k, &next[k]);
      if (board != NULL)
        bx_board_refresh (BX_BOARD (board));
      if (self->has_last && self->last.divergence != BX_TWIN_SAME)
        gtk_widget_add_css_class (self->columns[k], "diverged");
      else
        gtk_widget_remove_css_class (self->columns[k], "diverged");
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "twin.step", !over);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "twin.play-to-end", !over);
}

static GtkWidget *
log_row_new (BxTwinView       *self,
             const BxTwinStep *st,
             gboolean          first)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label;
  g_autofree char *number = g_strdup_printf ("%u", st->step + 1);

  label = gtk_label_new (number);
  gtk_label_set_width_chars (GTK_LABEL (label), 4);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *faces = throw_text (&st->throws[k]);
      g_autofree char *text = NULL;

      if (st->played[k])
        text = g_strdup_printf ("%s · %s",
                                bx_player_display_name (bx_twin_get_game (self->twin, k),
                                                        st->player[k]),
                                faces);
      else
        text = g_strdup (_("over"));
      label = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (box), label);
    }
  label = gtk_label_new (NULL);
  if (first)
    {
      g_autofree char *text = g_strdup_printf ("%s — %s", _("first divergence"),
                                               divergence_sentence (st->divergence));
      gtk_label_set_label (GTK_LABEL (label), text);
    }
  else
    gtk_label_set_label (GTK_LABEL (label), divergence_sentence (st->divergence));
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 2);
  gtk_widget_set_margin_bottom (box, 2);
  if (st->divergence != BX_TWIN_SAME)
    gtk_widget_add_css_class (box, "diverged");
  if (first)
    gtk_widget_add_css_class (box, "first-divergence");
  {
    g_autofree char *name = g_strdup_printf ("step-%u", st->step);
    gtk_widget_set_name (box, name);
  }
  return box;
}

static void
log_step (BxTwinView       *self,
          const BxTwinStep *st)
{
  int first = bx_twin_first_divergence (self->twin, NULL);
  gboolean is_first = first >= 0 && (guint) first == st->step;

  /* The oldest rows go, but the first divergence's stays. */
  if (self->n_log_rows >= MAX_LOG_ROWS)
    {
      GtkListBoxRow *oldest = gtk_list_box_get_row_at_index (self->log_list, 0);

      if (oldest != NULL && gtk_widget_has_css_class (gtk_list_box_row_get_child (oldest),
                                                      "first-divergence"))
        oldest = gtk_list_box_get_row_at_index (self->log_list, 1);
      if (oldest != NULL)
        {
          gtk_list_box_remove (self->log_list, GTK_WIDGET (oldest));
          self->n_log_rows--;
        }
    }
  self->n_log_rows++;
  gtk_list_box_append (self->log_list, log_row_new (self, st, is_first));
}

/* After the new rows have their size: the log shows its last row. */
static gboolean
log_scroll_tick_cb (GtkWidget     *list,
                    GdkFrameClock *clock,
                    gpointer       user_data)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adj;

  if (scroller == NULL)
    return G_SOURCE_REMOVE;
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
  return G_SOURCE_REMOVE;
}

static void
log_scroll_to_end (BxTwinView *self)
{
  gtk_widget_add_tick_callback (GTK_WIDGET (self->log_list), log_scroll_tick_cb, NULL, NULL);
}

/* One step of the twin with the given moves; the sessions follow.  */
static gboolean
step_with (BxTwinView   *self,
           const BxMove *move_a,
           const BxMove *move_b)
{
  g_autoptr(GError) error = NULL;
  BxTwinStep st;

  if (self->twin == NULL || bx_twin_is_over (self->twin))
    return FALSE;
  if (!bx_twin_step (self->twin, move_a, move_b, &st, &error))
    {
      g_warning ("Twin step: %s", error->message);
      return FALSE;
    }
  for (guint k = 0; k < 2; k++)
    if (st.played[k] && !bx_session_play_move (self->sessions[k], &st.moves[k]))
      g_warning ("Board %u: the session did not follow the twin at step %u", k + 1, st.step);
  self->last = st;
  self->has_last = TRUE;
  log_step (self, &st);
  return TRUE;
}

static void
reset (BxTwinView *self)
{
  GtkWidget *row;

  g_clear_pointer (&self->twin, bx_twin_free);
  self->has_last = FALSE;
  while ((row = GTK_WIDGET (gtk_list_box_get_row_at_index (self->log_list, 0))) != NULL)
    gtk_list_box_remove (self->log_list, row);
  self->n_log_rows = 0;
  for (guint k = 0; k < 2; k++)
    {
      GtkWidget *board = board_for (self, k);

      if (board != NULL)
        bx_board_set_session (BX_BOARD (board), NULL);
      g_clear_pointer (&self->sessions[k], bx_session_free);
    }
  if (self->rulesets[0] == NULL || self->rulesets[1] == NULL)
    {
      update (self);
      return;
    }
  for (guint k = 0; k < 2; k++)
    {
      g_autoptr(GError) error = NULL;

      self->sessions[k] = bx_session_new (self->rulesets[k], self->seed, &error);
      if (self->sessions[k] == NULL)
        {
          g_message ("Twin board %u: %s", k + 1, error->message);
          g_clear_pointer (&self->sessions[0], bx_session_free);
          update (self);
          return;
        }
    }
  self->twin = bx_twin_new (bx_session_get_game (self->sessions[0]),
                            bx_session_get_game (self->sessions[1]), self->seed);
  for (guint k = 0; k < 2; k++)
    {
      GtkWidget *board = board_for (self, k);

      if (board != NULL)
        bx_board_set_session (BX_BOARD (board), self->sessions[k]);
    }
  update (self);
}

/* Callbacks */

static void
mode_changed_cb (BxTwinView  *self,
                 GParamSpec  *pspec,
                 GtkDropDown *mode)
{
  for (guint k = 0; k < 2; k++)
    if (mode == self->modes[k])
      {
        self->manual[k] = gtk_drop_down_get_selected (mode) == 1;
        update_move_chooser (self, k);
        if (board_for (self, k) != NULL)
          bx_board_refresh (BX_BOARD (board_for (self, k)));
      }
}

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  bx_twin_view_step (BX_TWIN_VIEW (widget));
}

static void
play_to_end_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  bx_twin_view_play_to_end (BX_TWIN_VIEW (widget));
}

static void
new_seed_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  BxTwinView *self = BX_TWIN_VIEW (widget);

  bx_twin_view_set_seed (self, g_random_int_range (1, G_MAXINT32));
}

/* The groups of a flow box (the layout that wraps in a narrow window) are no focus stops of
 * their own: their buttons are. */
static void
unfocus_flow_children (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_FLOW_BOX_CHILD (child))
        gtk_widget_set_focusable (child, FALSE);
      unfocus_flow_children (child);
    }
}

/* Overrides */

static void
bx_twin_view_dispose (GObject *object)
{
  BxTwinView *self = BX_TWIN_VIEW (object);

  for (guint k = 0; k < 2; k++)
    if (self->board_areas[k] != NULL && board_for (self, k) != NULL)
      bx_board_set_session (BX_BOARD (board_for (self, k)), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_TWIN_VIEW);
  for (guint k = 0; k < 2; k++)
    g_clear_object (&self->move_models[k]);

  G_OBJECT_CLASS (bx_twin_view_parent_class)->dispose (object);
}

static void
bx_twin_view_finalize (GObject *object)
{
  BxTwinView *self = BX_TWIN_VIEW (object);

  g_clear_pointer (&self->twin, bx_twin_free);
  for (guint k = 0; k < 2; k++)
    {
      g_clear_pointer (&self->sessions[k], bx_session_free);
      g_clear_pointer (&self->rulesets[k], bx_ruleset_unref);
    }
  g_free (self->divergence_text);
  g_free (self->unplayable_text);

  G_OBJECT_CLASS (bx_twin_view_parent_class)->finalize (object);
}

static void
bx_twin_view_class_init (BxTwinViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_twin_view_dispose;
  object_class->finalize = bx_twin_view_finalize;

  g_type_ensure (BX_TYPE_TWIN_FRAME);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-twin-view.ui");
#define BIND_PAIR(name, field)                                                              \
  gtk_widget_class_bind_template_child_full (widget_class, name "_a", FALSE,                \
                                             G_STRUCT_OFFSET (BxTwinView, field));          \
  gtk_widget_class_bind_template_child_full (widget_class, name "_b", FALSE,                \
                                             G_STRUCT_OFFSET (BxTwinView, field)            \
                                             + sizeof (gpointer))
  BIND_PAIR ("column", columns);
  BIND_PAIR ("title", titles);
  BIND_PAIR ("throw", throw_labels);
  BIND_PAIR ("mode", modes);
  BIND_PAIR ("board_area", board_areas);
  BIND_PAIR ("moves", move_choosers);
  BIND_PAIR ("last", last_labels);
#undef BIND_PAIR
  gtk_widget_class_bind_template_child (widget_class, BxTwinView, seed_label);
  gtk_widget_class_bind_template_child (widget_class, BxTwinView, divergence_label);
  gtk_widget_class_bind_template_child (widget_class, BxTwinView, log_list);
  gtk_widget_class_bind_template_callback (widget_class, mode_changed_cb);

  gtk_widget_class_install_action (widget_class, "twin.step", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "twin.play-to-end", NULL, play_to_end_action);
  gtk_widget_class_install_action (widget_class, "twin.new-seed", NULL, new_seed_action);
}

/* A shortcut of the view: runs its action unless a text field has the focus (its own
 * Ctrl+arrows move by words). */
static gboolean
shortcut_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   action_name)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (!gtk_widget_get_mapped (widget) || (focus != NULL && GTK_IS_EDITABLE (focus)))
    return FALSE;
  return gtk_widget_activate_action (widget, action_name, NULL);
}

static void
bx_twin_view_init (BxTwinView *self)
{
  /* Ctrl+Right, Ctrl+End and Ctrl+Shift+N work wherever the focus is while the view is
   * shown, not only from within it; before the window's Ctrl+arrows, which move the
   * focus. */
  static const struct { guint key; GdkModifierType mods; const char *action; } keys[] = {
    { GDK_KEY_Right, GDK_CONTROL_MASK, "twin.step" },
    { GDK_KEY_End, GDK_CONTROL_MASK, "twin.play-to-end" },
    { GDK_KEY_n, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "twin.new-seed" },
  };
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                     GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].key,
                                                                                    keys[i].mods),
                                                            gtk_callback_action_new (
                                                              shortcut_cb,
                                                              (gpointer) keys[i].action,
                                                              NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  self->seed = 1;
  gtk_widget_init_template (GTK_WIDGET (self));
  bx_tooltips_widen_tree (GTK_WIDGET (self));   /* (the .ui's tooltips: bx-tooltip.c) */
  unfocus_flow_children (GTK_WIDGET (self));
  update (self);
}

/* Public API */

/** bx_twin_view_new: Returns: (transfer floating): a twin view with no rulesets. */
GtkWidget *
bx_twin_view_new (void)
{
  return g_object_new (BX_TYPE_TWIN_VIEW, NULL);
}

/**
 * bx_twin_view_set_rulesets:
 * @self: a #BxTwinView
 * @a: (nullable): the left board's ruleset
 * @b: (nullable): the right board's ruleset
 * @error: set when a ruleset cannot be played
 *
 * Starts the twin games again from their openings, on the same seed.  Each board is drawn
 * by its family's board widget.
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_twin_view_set_rulesets (BxTwinView  *self,
                           BxRuleset   *a,
                           BxRuleset   *b,
                           GError     **error)
{
  BxRuleset *given[2] = { a, b };

  g_return_val_if_fail (BX_IS_TWIN_VIEW (self), FALSE);

  g_clear_pointer (&self->unplayable_text, g_free);
  for (guint k = 0; k < 2; k++)
    {
      GtkWidget *board = board_for (self, k);
      GType type;

      if (given[k] != NULL && !bx_ruleset_get_playable (given[k]))
        {
          g_autofree char *name = bx_ruleset_zh_for_ui (given[k]);

          if (self->unplayable_text == NULL)
            self->unplayable_text = g_strdup_printf (_("%s cannot be played"), name);
          if (error == NULL || *error == NULL)
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                         _("%s cannot be played"), name);
          given[k] = NULL;
        }
      if (board != NULL)
        bx_board_set_session (BX_BOARD (board), NULL);
      g_clear_pointer (&self->sessions[k], bx_session_free);
      g_clear_pointer (&self->rulesets[k], bx_ruleset_unref);
      if (given[k] == NULL)
        {
          adw_bin_set_child (self->board_areas[k], NULL);
          gtk_label_set_label (self->titles[k], "");
          continue;
        }
      self->rulesets[k] = bx_ruleset_ref (given[k]);
      {
        g_autofree char *title = bx_ruleset_pair_for_ui (given[k]);
        gtk_label_set_label (self->titles[k], title);
      }
      type = bx_board_registry_get_type_for_family (bx_ruleset_get_family (given[k]));
      if (board == NULL || G_OBJECT_TYPE (board) != type)
        {
          board = g_object_new (type, NULL);
          gtk_widget_set_hexpand (board, TRUE);
          gtk_widget_set_vexpand (board, TRUE);
          adw_bin_set_child (self->board_areas[k], board);
        }
    }
  reset (self);
  return self->twin != NULL;
}

/**
 * bx_twin_view_set_seed:
 * @self: a #BxTwinView
 * @seed: the seed of the throws and of the random choices
 *
 * Starts both games again on the stream of @seed.
 */
void
bx_twin_view_set_seed (BxTwinView *self,
                       guint64     seed)
{
  g_return_if_fail (BX_IS_TWIN_VIEW (self));

  self->seed = seed;
  reset (self);
}

/** bx_twin_view_get_seed: Returns: the seed of the games shown. */
guint64
bx_twin_view_get_seed (BxTwinView *self)
{
  g_return_val_if_fail (BX_IS_TWIN_VIEW (self), 0);

  return self->seed;
}

/**
 * bx_twin_view_set_manual:
 * @self: a #BxTwinView
 * @board: 0 or 1
 * @manual: %TRUE to choose the board's moves from its list of legal moves, %FALSE for
 *   random moves
 */
void
bx_twin_view_set_manual (BxTwinView *self,
                         guint       board,
                         gboolean    manual)
{
  g_return_if_fail (BX_IS_TWIN_VIEW (self));
  g_return_if_fail (board < 2);

  gtk_drop_down_set_selected (self->modes[board], manual ? 1 : 0);
}

/**
 * bx_twin_view_step:
 * @self: a #BxTwinView
 *
 * Throws once on both boards and plays on each the move chosen in its list (manual) or a
 * random one.
 *
 * Returns: %TRUE if a step was played.
 */
gboolean
bx_twin_view_step (BxTwinView *self)
{
  const BxMove *given[2] = { NULL, NULL };
  gboolean played;

  g_return_val_if_fail (BX_IS_TWIN_VIEW (self), FALSE);

  for (guint k = 0; k < 2; k++)
    {
      guint index = gtk_drop_down_get_selected (self->move_choosers[k]);

      if (self->manual[k] && self->sessions[k] != NULL && bx_session_is_rolled (self->sessions[k])
          && index != GTK_INVALID_LIST_POSITION)
        given[k] = bx_session_get_legal_move (self->sessions[k], index);
    }
  played = step_with (self, given[0], given[1]);
  update (self);
  log_scroll_to_end (self);
  return played;
}

/**
 * bx_twin_view_play_to_end:
 * @self: a #BxTwinView
 *
 * Steps with random moves on both boards until both games are over (or a long while).
 *
 * Returns: the number of steps played.
 */
guint
bx_twin_view_play_to_end (BxTwinView *self)
{
  guint n = 0;

  g_return_val_if_fail (BX_IS_TWIN_VIEW (self), 0);

  while (n < MAX_STEPS && step_with (self, NULL, NULL))
    n++;
  update (self);
  log_scroll_to_end (self);
  return n;
}

/** bx_twin_view_get_twin: Returns: (transfer none) (nullable): the twin shown. */
BxTwin *
bx_twin_view_get_twin (BxTwinView *self)
{
  g_return_val_if_fail (BX_IS_TWIN_VIEW (self), NULL);

  return self->twin;
}

/** bx_twin_view_get_session: @board: 0 or 1. Returns: (transfer none) (nullable): the
 * session that mirrors the board. */
BxSession *
bx_twin_view_get_session (BxTwinView *self,
                          guint       board)
{
  g_return_val_if_fail (BX_IS_TWIN_VIEW (self), NULL);
  g_return_val_if_fail (board < 2, NULL);

  return self->sessions[board];
}

/** bx_twin_view_get_board: @board: 0 or 1. Returns: (transfer none) (nullable): the board
 * widget (a #BxBoard). */
GtkWidget *
bx_twin_view_get_board (BxTwinView *self,
                        guint       board)
{
  g_return_val_if_fail (BX_IS_TWIN_VIEW (self), NULL);
  g_return_val_if_fail (board < 2, NULL);

  return board_for (self, board);
}

/** bx_twin_view_get_move_chooser: @board: 0 or 1. Returns: (transfer none): the list of
 * the board's legal moves (a #GtkDropDown, shown in manual mode). */
GtkWidget *
bx_twin_view_get_move_chooser (BxTwinView *self,
                               guint       board)
{
  g_return_val_if_fail (BX_IS_TWIN_VIEW (self), NULL);
  g_return_val_if_fail (board < 2, NULL);

  return GTK_WIDGET (self->move_choosers[board]);
}

/** bx_twin_view_get_divergence_text: Returns: (transfer none) (nullable): the line that
 * says whether and where the boards first differed, or why there are no twin games. */
const char *
bx_twin_view_get_divergence_text (BxTwinView *self)
{
  g_return_val_if_fail (BX_IS_TWIN_VIEW (self), NULL);

  return self->twin != NULL ? self->divergence_text : self->unplayable_text;
}

/** bx_twin_view_get_last_text: @board: 0 or 1. Returns: (transfer none): the line under
 * the board that tells its last step: the throw and the move in words
 * (bx_move_words_text()), "" before the first step. */
const char *
bx_twin_view_get_last_text (BxTwinView *self,
                            guint       board)
{
  g_return_val_if_fail (BX_IS_TWIN_VIEW (self), NULL);
  g_return_val_if_fail (board < 2, NULL);

  return gtk_label_get_label (self->last_labels[board]);
}
