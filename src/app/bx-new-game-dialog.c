/* bx-new-game-dialog.c: the New Game dialog (Ctrl+N on the play page)
 *
 * It sets what a game is started with: the ruleset, the number of players where the
 * family lets the table choose it (打馬 and 除紅: 2–5), each seat's name and whether a
 * person or the computer plays it (with the computer's level), and the seed of the throws
 * ("random" by default, or a number to replay a game).  The dialog decides no rule: the
 * numbers of players it offers are those bx_game_configure() accepts, whether the
 * computer has anything to choose is measured by bx_agent_choice_share() on a seeded game,
 * and "Computer, perfect" is offered where bx_agent_level_available() says the game can be
 * solved (塞's 代弈).
 *
 * "Start" emits ::start and closes; the play view then reads the dialog's values.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-new-game-dialog.h"
#include "bx-text-util.h"
#include "bx-player-names.h"

/* The rows of a seat's kind: a person, then the computer's levels; perfect only where the
 * game can be solved (bx_agent_level_available()), so it comes last. */
static const BxAgentLevel kind_levels[] = {
  BX_AGENT_RANDOM, BX_AGENT_GREEDY, BX_AGENT_STRONG, BX_AGENT_PERFECT,
};
static const char *const kind_names[] = {
  N_("Person"), N_("Computer, random"), N_("Computer, greedy"), N_("Computer, strong"),
  N_("Computer, perfect"),
};
G_STATIC_ASSERT (G_N_ELEMENTS (kind_names) == G_N_ELEMENTS (kind_levels) + 1);

/* Random moves played to see whether a family leaves the computer any choice. */
#define PROBE_MOVES 400

struct _BxNewGameDialog
{
  AdwWindow          parent_instance;

  BxRulesetLibrary  *library;      /* borrowed */
  GPtrArray         *ids;          /* the playable rulesets' ids, in the combo's order */
  GtkStringList     *labels;
  guint              min_players;
  guint              max_players;
  gboolean           has_choices;
  guint              n_levels;     /* the levels of kind_levels offered */
  gboolean           updating;

  GtkWidget         *seat_rows[BX_SEAT_MAX];   /* AdwEntryRow, in seats_group */
  GtkDropDown       *seat_kinds[BX_SEAT_MAX];
  guint              n_seat_rows;
  BxSeat             seats[BX_SEAT_MAX];       /* what was set, kept across rulesets */

  /* Template children */
  GtkButton         *start_button;
  AdwComboRow       *ruleset_row;
  AdwActionRow      *players_row;
  GtkSpinButton     *players_spin;
  AdwEntryRow       *seed_row;
  AdwPreferencesGroup *seats_group;
};

G_DEFINE_FINAL_TYPE (BxNewGameDialog, bx_new_game_dialog, ADW_TYPE_WINDOW)

enum
{
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Statics */

static BxRuleset *
selected_ruleset (BxNewGameDialog *self)
{
  const char *id = bx_new_game_dialog_get_ruleset_id (self);

  return id != NULL && self->library != NULL ? bx_ruleset_library_get (self->library, id)
                                             : NULL;
}

/* A game of @ruleset for @n_players (0 = the ruleset's), or NULL when the family refuses. */
static BxGame *
new_game (BxRuleset *ruleset,
          guint      n_players)
{
  BxGameOptions options = { .n_players = n_players, .rounds = 0 };
  g_autoptr(BxGame) game = bx_game_new (ruleset, NULL);

  if (game == NULL || (n_players != 0 && !bx_game_configure (game, &options, NULL)))
    return NULL;
  return g_steal_pointer (&game);
}

/* The row of a seat's kind: 0 a person, else 1 + its level's index; a level not offered
 * here (perfect, where the game cannot be solved) shows as strong. */
static guint
kind_row (BxNewGameDialog *self,
          const BxSeat    *seat)
{
  guint strong = 0;

  if (!seat->computer)
    return 0;
  for (guint k = 0; k < self->n_levels; k++)
    {
      if (kind_levels[k] == seat->level)
        return k + 1;
      if (kind_levels[k] == BX_AGENT_STRONG)
        strong = k + 1;
    }
  return strong;
}

/* The seats' rows: one per player, each with a name and a kind. */
static void
sync_seat_rows (BxNewGameDialog *self)
{
  BxRuleset *ruleset = selected_ruleset (self);
  guint n = bx_new_game_dialog_get_n_players (self);
  g_autoptr(BxGame) game = ruleset != NULL ? new_game (ruleset, n) : NULL;

  n = game != NULL ? MIN (bx_game_get_n_players (game), BX_SEAT_MAX) : 0;
  self->n_levels = G_N_ELEMENTS (kind_levels);
  if (game == NULL || !bx_agent_level_available (game, BX_AGENT_PERFECT))
    self->n_levels--;
  /* Keep what was typed in the rows going away. */
  for (guint i = 0; i < self->n_seat_rows; i++)
    {
      bx_new_game_dialog_get_seat (self, i, &self->seats[i]);
      adw_preferences_group_remove (self->seats_group, self->seat_rows[i]);
      self->seat_rows[i] = NULL;
      self->seat_kinds[i] = NULL;
    }
  self->n_seat_rows = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
      g_autofree char *title = g_strdup_printf (_("Seat %u"), i + 1);
      g_autofree char *row_name = g_strdup_printf ("seat-%u", i);
      g_autofree char *kind_name = g_strdup_printf ("seat-kind-%u", i);
      GtkWidget *row = adw_entry_row_new ();
      GtkWidget *kind;
      const BxSeat *seat = &self->seats[i];

      for (guint k = 0; k <= self->n_levels; k++)
        gtk_string_list_append (model, _(kind_names[k]));
      kind = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&model)), NULL);
      gtk_widget_set_valign (kind, GTK_ALIGN_CENTER);
      gtk_widget_set_name (kind, kind_name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (kind), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      title, -1);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (kind), kind_row (self, seat));

      gtk_widget_set_name (row, row_name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_editable_set_text (GTK_EDITABLE (row),
                             seat->name != NULL && *seat->name != '\0'
                             ? seat->name : bx_player_display_name (game, (int) i));
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), kind);
      adw_preferences_group_add (self->seats_group, row);
      self->seat_rows[i] = row;
      self->seat_kinds[i] = GTK_DROP_DOWN (kind);
    }
  self->n_seat_rows = n;
}

static void
update_description (BxNewGameDialog *self)
{
  BxRuleset *ruleset = selected_ruleset (self);
  g_autofree char *text = NULL;

  if (ruleset != NULL && !self->has_choices)
    /* Translators: "除紅 has no choices: …", a ruleset's name */
    text = g_strdup_printf (_("%s has no choices: every move is the throw's, so the "
                              "computer only throws."), bx_ruleset_get_name_zh (ruleset));
  else if (ruleset != NULL && self->n_levels == G_N_ELEMENTS (kind_levels))
    /* Translators: "… or perfect (代弈 is solved: …)", a ruleset's name */
    text = g_strdup_printf (_("A person plays a seat, or the computer: random, greedy (the "
                              "best position one move ahead), strong (a search over the "
                              "coming throws) or perfect (%s is solved: the best move by its "
                              "exact probability to win)."), bx_ruleset_get_name_zh (ruleset));
  else
    text = g_strdup (_("A person plays a seat, or the computer: random, greedy (the best "
                       "position one move ahead) or strong (a search over the coming "
                       "throws)."));
  adw_preferences_group_set_description (self->seats_group, text);
}

/* The ruleset changed: the numbers of players it allows, its seats, its choices. */
static void
ruleset_changed (BxNewGameDialog *self)
{
  BxRuleset *ruleset = selected_ruleset (self);
  g_autoptr(BxGame) game = NULL;
  guint n_default = 2, current = bx_new_game_dialog_get_n_players (self);

  self->min_players = self->max_players = 0;
  self->has_choices = TRUE;
  if (ruleset != NULL && (game = new_game (ruleset, 0)) != NULL)
    {
      n_default = bx_game_get_n_players (game);
      for (guint n = 1; n <= MIN (BX_MAX_PLAYERS, BX_SEAT_MAX); n++)
        {
          g_autoptr(BxGame) probe = new_game (ruleset, n);

          if (probe == NULL)
            continue;
          if (self->min_players == 0)
            self->min_players = n;
          self->max_players = n;
        }
      self->has_choices = bx_agent_choice_share (game, 1, PROBE_MOVES) > 0;
    }
  if (self->min_players == 0)
    self->min_players = self->max_players = n_default;

  self->updating = TRUE;
  gtk_spin_button_set_range (self->players_spin, self->min_players, self->max_players);
  gtk_spin_button_set_value (self->players_spin,
                             current >= self->min_players && current <= self->max_players
                             && self->min_players != self->max_players
                             ? current : n_default);
  self->updating = FALSE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->players_spin),
                            self->min_players != self->max_players);
  adw_action_row_set_subtitle (self->players_row,
                               self->min_players != self->max_players
                               ? _("The table chooses how many play")
                               : _("Fixed by the rules"));
  /* The names of the old ruleset's seats are not this one's. */
  for (guint i = 0; i < BX_SEAT_MAX; i++)
    g_clear_pointer (&self->seats[i].name, g_free);
  for (guint i = 0; i < self->n_seat_rows; i++)
    gtk_editable_set_text (GTK_EDITABLE (self->seat_rows[i]), "");
  sync_seat_rows (self);
  update_description (self);
}

static gboolean
parse_seed (const char *text,
            gboolean   *random,
            guint64    *seed)
{
  g_autofree char *s = g_strstrip (g_strdup (text != NULL ? text : ""));

  *random = *s == '\0' || g_ascii_strcasecmp (s, "random") == 0
            || g_strcmp0 (s, _("random")) == 0;
  *seed = 0;
  if (*random)
    return TRUE;
  return g_ascii_string_to_unsigned (s, 10, 0, G_MAXUINT64, seed, NULL);
}

/* Callbacks */

static void
seed_changed_cb (BxNewGameDialog *self)
{
  gboolean random;
  guint64 seed;
  gboolean ok = bx_new_game_dialog_get_seed (self, &random, &seed);

  if (ok)
    gtk_widget_remove_css_class (GTK_WIDGET (self->seed_row), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->seed_row), "error");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.start", ok);
}

static void
players_changed_cb (BxNewGameDialog *self)
{
  if (!self->updating)
    sync_seat_rows (self);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  bx_new_game_dialog_start (BX_NEW_GAME_DIALOG (widget));
}

/* Overrides */

static void
bx_new_game_dialog_dispose (GObject *object)
{
  BxNewGameDialog *self = BX_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_NEW_GAME_DIALOG);
  G_OBJECT_CLASS (bx_new_game_dialog_parent_class)->dispose (object);
}

static void
bx_new_game_dialog_finalize (GObject *object)
{
  BxNewGameDialog *self = BX_NEW_GAME_DIALOG (object);

  g_clear_pointer (&self->ids, g_ptr_array_unref);
  g_clear_object (&self->labels);
  for (guint i = 0; i < BX_SEAT_MAX; i++)
    g_free (self->seats[i].name);
  self->library = NULL;
  G_OBJECT_CLASS (bx_new_game_dialog_parent_class)->finalize (object);
}

static void
bx_new_game_dialog_class_init (BxNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_new_game_dialog_dispose;
  object_class->finalize = bx_new_game_dialog_finalize;

  /**
   * BxNewGameDialog::start:
   *
   * The person chose Start: read the dialog's values.  The dialog closes after.
   */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BxNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, BxNewGameDialog, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, BxNewGameDialog, players_row);
  gtk_widget_class_bind_template_child (widget_class, BxNewGameDialog, players_spin);
  gtk_widget_class_bind_template_child (widget_class, BxNewGameDialog, seed_row);
  gtk_widget_class_bind_template_child (widget_class, BxNewGameDialog, seats_group);

  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, start_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "new-game.start", NULL);
}

static void
bx_new_game_dialog_init (BxNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->ids = g_ptr_array_new ();
  self->labels = gtk_string_list_new (NULL);
  for (guint i = 0; i < BX_SEAT_MAX; i++)
    self->seats[i].level = BX_AGENT_STRONG;
  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), _("random"));
  g_signal_connect_swapped (self->seed_row, "changed", G_CALLBACK (seed_changed_cb), self);
  g_signal_connect_swapped (self->players_spin, "value-changed",
                            G_CALLBACK (players_changed_cb), self);
  g_signal_connect_swapped (self->ruleset_row, "notify::selected",
                            G_CALLBACK (ruleset_changed), self);
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->start_button));
}

/* Public API */

/**
 * bx_new_game_dialog_new:
 * @parent: (nullable): the window it is modal for
 * @library: (transfer none): the rulesets; borrowed, must outlive the dialog
 *
 * Returns: (transfer floating): a dialog listing @library's playable rulesets, the first
 *   selected, with persons at every seat and a random seed
 */
GtkWidget *
bx_new_game_dialog_new (GtkWindow        *parent,
                        BxRulesetLibrary *library)
{
  BxNewGameDialog *self = g_object_new (BX_TYPE_NEW_GAME_DIALOG,
                                        "transient-for", parent, NULL);
  GPtrArray *list;

  g_return_val_if_fail (library != NULL, NULL);

  self->library = library;
  list = bx_ruleset_library_list (library);
  for (guint i = 0; list != NULL && i < list->len; i++)
    {
      BxRuleset *ruleset = g_ptr_array_index (list, i);
      g_autofree char *label = NULL;

      if (!bx_ruleset_get_playable (ruleset))
        continue;
      label = bx_ruleset_pair_for_ui (ruleset);
      g_ptr_array_add (self->ids, (gpointer) bx_ruleset_get_id (ruleset));
      gtk_string_list_append (self->labels, label);
    }
  adw_combo_row_set_model (self->ruleset_row, G_LIST_MODEL (self->labels));
  ruleset_changed (self);
  return GTK_WIDGET (self);
}

/**
 * bx_new_game_dialog_set_ruleset:
 * @self: a dialog
 * @ruleset_id: "dama/yijing"
 *
 * Returns: %TRUE when @ruleset_id is a playable ruleset of the list (and now selected)
 */
gboolean
bx_new_game_dialog_set_ruleset (BxNewGameDialog *self,
                                const char      *ruleset_id)
{
  g_return_val_if_fail (BX_IS_NEW_GAME_DIALOG (self), FALSE);

  for (guint i = 0; i < self->ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->ids, i), ruleset_id) == 0)
      {
        if (adw_combo_row_get_selected (self->ruleset_row) != i)
          adw_combo_row_set_selected (self->ruleset_row, i);
        return TRUE;
      }
  return FALSE;
}

/** bx_new_game_dialog_get_ruleset_id: Returns: (nullable): the ruleset selected. */
const char *
bx_new_game_dialog_get_ruleset_id (BxNewGameDialog *self)
{
  guint i;

  g_return_val_if_fail (BX_IS_NEW_GAME_DIALOG (self), NULL);

  i = adw_combo_row_get_selected (self->ruleset_row);
  return self->ids != NULL && i < self->ids->len ? g_ptr_array_index (self->ids, i) : NULL;
}

/**
 * bx_new_game_dialog_set_n_players:
 * @self: a dialog
 * @n_players: a number of players; one the ruleset does not allow is brought into its range
 */
void
bx_new_game_dialog_set_n_players (BxNewGameDialog *self,
                                  guint            n_players)
{
  g_return_if_fail (BX_IS_NEW_GAME_DIALOG (self));

  gtk_spin_button_set_value (self->players_spin, n_players);
}

/** bx_new_game_dialog_get_n_players: Returns: the number of players chosen. */
guint
bx_new_game_dialog_get_n_players (BxNewGameDialog *self)
{
  g_return_val_if_fail (BX_IS_NEW_GAME_DIALOG (self), 0);

  return (guint) gtk_spin_button_get_value_as_int (self->players_spin);
}

/** bx_new_game_dialog_players_fixed: Returns: whether the rules fix the number of players. */
gboolean
bx_new_game_dialog_players_fixed (BxNewGameDialog *self)
{
  g_return_val_if_fail (BX_IS_NEW_GAME_DIALOG (self), TRUE);

  return self->min_players == self->max_players;
}

/**
 * bx_new_game_dialog_has_choices:
 * @self: a dialog
 *
 * Returns: whether the selected ruleset leaves a player any choice (FALSE for 除紅, where
 *   the dialog says that the computer only throws)
 */
gboolean
bx_new_game_dialog_has_choices (BxNewGameDialog *self)
{
  g_return_val_if_fail (BX_IS_NEW_GAME_DIALOG (self), TRUE);

  return self->has_choices;
}

/**
 * bx_new_game_dialog_level_offered:
 * @self: a dialog
 * @level: a computer's level
 *
 * Returns: whether the seats' kinds offer @level for the selected ruleset (perfect only
 *   where the game can be solved)
 */
gboolean
bx_new_game_dialog_level_offered (BxNewGameDialog *self,
                                  BxAgentLevel     level)
{
  g_return_val_if_fail (BX_IS_NEW_GAME_DIALOG (self), FALSE);

  for (guint k = 0; k < self->n_levels; k++)
    if (kind_levels[k] == level)
      return TRUE;
  return FALSE;
}

/**
 * bx_new_game_dialog_set_seat:
 * @self: a dialog
 * @seat: a seat, 0-based (beyond the players it is kept for a larger table)
 * @value: who plays it; a %NULL name shows the game's name of the seat
 */
void
bx_new_game_dialog_set_seat (BxNewGameDialog *self,
                             guint            seat,
                             const BxSeat    *value)
{
  BxSeat *s;

  g_return_if_fail (BX_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat < BX_SEAT_MAX && value != NULL);

  s = &self->seats[seat];
  s->computer = value->computer;
  s->level = value->level;
  g_free (s->name);
  s->name = g_strdup (value->name);
  if (seat < self->n_seat_rows)
    {
      gtk_drop_down_set_selected (self->seat_kinds[seat], kind_row (self, value));
      if (value->name != NULL && *value->name != '\0')
        gtk_editable_set_text (GTK_EDITABLE (self->seat_rows[seat]), value->name);
    }
}

/**
 * bx_new_game_dialog_get_seat:
 * @self: a dialog
 * @seat: a seat, 0-based
 * @out: (out caller-allocates): who plays it; @out->name is newly allocated (free it), and
 *   %NULL when the row keeps the game's own name of the seat
 */
void
bx_new_game_dialog_get_seat (BxNewGameDialog *self,
                             guint            seat,
                             BxSeat          *out)
{
  g_return_if_fail (BX_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat < BX_SEAT_MAX && out != NULL);

  if (seat < self->n_seat_rows)
    {
      BxRuleset *ruleset = selected_ruleset (self);
      g_autoptr(BxGame) game = ruleset != NULL
                               ? new_game (ruleset, bx_new_game_dialog_get_n_players (self))
                               : NULL;
      guint selected = gtk_drop_down_get_selected (self->seat_kinds[seat]);
      g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (
                                GTK_EDITABLE (self->seat_rows[seat]))));
      BxSeat value = {
        .computer = selected >= 1 && selected <= self->n_levels,
        .level = BX_AGENT_STRONG,
        .name = NULL,
      };

      if (value.computer)
        value.level = kind_levels[selected - 1];
      if (*name != '\0' && g_strcmp0 (name, bx_player_display_name (game, (int) seat)) != 0)
        value.name = g_steal_pointer (&name);
      if (out == &self->seats[seat])
        g_free (out->name);
      *out = value;
      return;
    }
  out->computer = self->seats[seat].computer;
  out->level = self->seats[seat].level;
  out->name = out == &self->seats[seat] ? out->name : g_strdup (self->seats[seat].name);
}

/**
 * bx_new_game_dialog_set_seed_text:
 * @self: a dialog
 * @text: "random", or a seed
 */
void
bx_new_game_dialog_set_seed_text (BxNewGameDialog *self,
                                  const char      *text)
{
  g_return_if_fail (BX_IS_NEW_GAME_DIALOG (self));

  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), text != NULL ? text : "");
}

/**
 * bx_new_game_dialog_get_seed:
 * @self: a dialog
 * @random: (out): whether the seed is to be drawn at random ("random", or nothing typed)
 * @seed: (out): the seed typed, 0 when random
 *
 * Returns: %FALSE when the text is neither "random" nor a number (Start is then off)
 */
gboolean
bx_new_game_dialog_get_seed (BxNewGameDialog *self,
                             gboolean        *random,
                             guint64         *seed)
{
  g_return_val_if_fail (BX_IS_NEW_GAME_DIALOG (self), FALSE);
  g_return_val_if_fail (random != NULL && seed != NULL, FALSE);

  return parse_seed (gtk_editable_get_text (GTK_EDITABLE (self->seed_row)), random, seed);
}

/**
 * bx_new_game_dialog_start:
 * @self: a dialog
 *
 * What Start does: emits ::start and closes the dialog, unless the seed is not valid.
 */
void
bx_new_game_dialog_start (BxNewGameDialog *self)
{
  gboolean random;
  guint64 seed;

  g_return_if_fail (BX_IS_NEW_GAME_DIALOG (self));

  if (!bx_new_game_dialog_get_seed (self, &random, &seed) || self->ids->len == 0)
    return;
  g_object_ref (self);
  g_signal_emit (self, signals[START], 0);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}
