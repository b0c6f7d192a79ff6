/* bx-game-over-dialog.c: the result of a game, its score and the status of its rules
 *
 * Shown by the play view once when its game ends.  libadwaita 1.2 has no AdwDialog, so this
 * is an AdwMessageDialog with an extra child: the result is the heading; below it come the
 * 籌 or 帖 of each player as a small table, the deciding move(s) in words (or the last
 * move; bx_game_describe_move_words()), then the rules that decided the game, by their
 * statement in the reader's language (bx_statements_for_ui()) with their status badge, each
 * linking to its cited clause (win.open-clause; a Rules page may answer win.show-rule).  No
 * rule id is shown, and the players go by the table's names.  Its responses are "export"
 * (the transcript, as `boxi-cli export` writes it), "replay" (the game from its first move),
 * "new" (a new game) and "close"; the play view answers them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "bx-citation-panel.h"
#include "bx-game-over-dialog.h"
#include "bx-player-names.h"
#include "bx-text-util.h"
#include "bx-tooltip.h"

struct _BxGameOverDialog
{
  AdwMessageDialog parent_instance;
};

/* The dialog's width in px at most, and AdwMessageDialog's margins round its child */
#define DIALOG_WIDTH 560
#define DIALOG_MARGINS 60

G_DEFINE_FINAL_TYPE (BxGameOverDialog, bx_game_over_dialog, ADW_TYPE_MESSAGE_DIALOG)

/* Statics */

/* @names: the names given to the seats in the New Game dialog ("" or missing: the game's
 * own name), or NULL */
static const char *
player_name (BxSession          *session,
             const char * const *names,
             int                 player)
{
  if (names != NULL && player >= 0)
    for (int i = 0; names[i] != NULL; i++)
      if (i == player && *names[i] != '\0')
        return names[i];
  return bx_player_display_name (bx_session_get_game (session), player);
}

/* "White wins 2 籌 after 40 moves (…)." or "The game is drawn after 40 moves." */
static char *
dup_heading (BxSession          *session,
             const char * const *names,
             const BxResult     *result,
             GString            *body)
{
  const BxGame *game = bx_session_get_game (session);
  guint n_moves = bx_session_get_n_history (session);
  g_autofree char *sentence = NULL;
  const char *note;

  if (result->kind == BX_RESULT_DRAW)
    {
      g_string_append_printf (body, ngettext ("The game is drawn after %u move.",
                                              "The game is drawn after %u moves.", n_moves),
                              n_moves);
      return g_strdup (_("The Game Is Drawn"));
    }

  note = bx_game_result_note (game, bx_session_get_state (session), result);
  if (result->score == 1)
    /* Translators: "Red 赤 wins one 局 (game) after 40 moves": the family's score unit */
    sentence = g_strdup_printf (ngettext ("%s wins one %s after %u move",
                                          "%s wins one %s after %u moves", n_moves),
                                player_name (session, names, result->winner),
                                _(bx_game_get_score_unit (game)), n_moves);
  else
    /* Translators: "White wins 2 籌 (chou) after 40 moves": the family's score unit */
    sentence = g_strdup_printf (ngettext ("%s wins %u %s after %u moves",
                                          "%s wins %u %s after %u moves", result->score),
                                player_name (session, names, result->winner), result->score,
                                _(bx_game_get_score_unit (game)), n_moves);
  if (note != NULL)
    {
      g_autofree char *with_note = NULL;

      /* Translators: a result and how it was won, "White wins 2 籌 after 40 moves (打間)" */
      with_note = g_strdup_printf (_("%s (%s)"), sentence, _(note));
      g_free (sentence);
      sentence = g_steal_pointer (&with_note);
    }
  /* Translators: the end of the result's sentence: 「%s。」 in Chinese */
  g_string_append_printf (body, _("%s."), sentence);
  return g_strdup_printf (_("%s Wins"), player_name (session, names, result->winner));
}

/* The special 籌 (雙陸's formations: 打間, 七梁, 四架八, 大食; 渾花) of both sides, the final
 * 帖 and the rules that decided the result. */
/* The rules the game used, by status, and those no clause states outright. */
static void
append_status (BxSession *session,
               GString   *body)
{
  BxRuleset *ruleset = bx_session_get_ruleset (session);
  guint16 rules[256];
  guint n_rules = 0;
  guint counts[3] = { 0, 0, 0 };
  BxRuleStatus weakest;

  weakest = bx_session_get_status (session, rules, G_N_ELEMENTS (rules), &n_rules);
  for (guint i = 0; i < n_rules; i++)
    counts[bx_ruleset_get_rule (ruleset, rules[i])->status]++;

  g_string_append (body, "\n\n");
  g_string_append_printf (body,
                          _("The game used %u rules: %u attested, %u interpreted, %u conjectured. "
                            "Its status is the weakest of them: %s."),
                          n_rules, counts[BX_STATUS_ATTESTED], counts[BX_STATUS_INTERPRETED],
                          counts[BX_STATUS_CONJECTURED], bx_rule_status_label (weakest));
}

/* The links go to the main window's actions: the dialog is a window of its own, so they are
 * activated on the window it is transient for (else on the label, for a dialog alone).  A
 * link is either a clause id or "rule:RULESET RULE" (the rule's page on the Rules page). */
static gboolean
rule_link_cb (GtkLabel   *label,
              const char *uri,
              gpointer    user_data)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (label));
  GtkWindow *parent = GTK_IS_WINDOW (root) ? gtk_window_get_transient_for (GTK_WINDOW (root))
                                           : NULL;
  GtkWidget *target = parent != NULL ? GTK_WIDGET (parent) : GTK_WIDGET (label);

  if (g_str_has_prefix (uri, "rule:"))
    {
      g_auto(GStrv) parts = g_strsplit (uri + strlen ("rule:"), " ", 2);

      if (g_strv_length (parts) == 2)
        gtk_widget_activate_action (target, "win.show-rule", "(ss)", parts[0], parts[1]);
    }
  else
    gtk_widget_activate_action (target, "win.open-clause", "s", uri);
  if (parent != NULL && GTK_IS_WINDOW (root))
    gtk_window_close (GTK_WINDOW (root));
  return TRUE;
}

/* A row of the rules that decided the game: its statement, its status, and a link to its
 * first cited clause. */
static GtkWidget *
rule_row_new (const BxRule *rule)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *badge = gtk_label_new (bx_rule_status_label (rule->status));
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  gboolean converted = bx_statements_for_ui (rule->statement_en, rule->statement_zh, NULL,
                                             &first, &second);
  GtkWidget *text = gtk_label_new (first);

  gtk_widget_add_css_class (badge, bx_rule_status_css_class (rule->status));
  gtk_widget_add_css_class (badge, "caption-heading");
  gtk_widget_set_valign (badge, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (row), badge);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (text), 60);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_widget_set_name (text, "statement");
  /* The other statement (English under a Chinese locale) and the conversion mark go in the
   * tooltip: the dialog stays short. */
  if (second != NULL || converted)
    {
      g_autofree char *tip = g_strdup_printf ("%s%s%s", second != NULL ? second : "",
                                              second != NULL && converted ? "\n" : "",
                                              converted ? _("(converted to simplified)") : "");

      bx_widget_set_tooltip_text (text, tip);
    }
  gtk_box_append (GTK_BOX (row), text);
  /* Every rule links to a clause: the first it cites, else (a reading no clause states) the
   * first clause that gives its context (a rule has one or the other, BxRule). */
  if ((rule->cites != NULL && rule->cites[0] != NULL)
      || (rule->context != NULL && rule->context[0] != NULL))
    {
      gboolean cited = rule->cites != NULL && rule->cites[0] != NULL;
      GtkWidget *link = gtk_label_new (NULL);
      g_autofree char *markup = NULL;

      markup = g_markup_printf_escaped ("<a href=\"%s\">%s</a>",
                                        cited ? rule->cites[0] : rule->context[0],
                                        /* Translators: a link to the clause a rule cites,
                                         * or to the one that gives its context */
                                        cited ? _("Source") : _("Context"));
      gtk_label_set_markup (GTK_LABEL (link), markup);
      gtk_widget_set_valign (link, GTK_ALIGN_START);
      bx_widget_set_tooltip_text (link, cited ? _("Read the clause this rule cites")
                                  : _("Read the clause this reading rests on"));
      g_signal_connect (link, "activate-link", G_CALLBACK (rule_link_cb), NULL);
      gtk_box_append (GTK_BOX (row), link);
    }
  /* And its page in the encyclopedia: statement, status, clauses and a "show me" board. */
  if (rule->ruleset_id != NULL)
    {
      GtkWidget *page = gtk_label_new (NULL);
      g_autofree char *href = g_strdup_printf ("rule:%s %s", rule->ruleset_id, rule->id);
      g_autofree char *markup = g_markup_printf_escaped ("<a href=\"%s\">%s</a>", href,
                                                         /* Translators: a link to a rule's
                                                          * page on the Rules page */
                                                         _("Rule"));

      gtk_label_set_markup (GTK_LABEL (page), markup);
      gtk_widget_set_valign (page, GTK_ALIGN_START);
      bx_widget_set_tooltip_text (page, _("Open this rule's page on the Rules page"));
      g_signal_connect (page, "activate-link", G_CALLBACK (rule_link_cb), NULL);
      gtk_box_append (GTK_BOX (row), page);
    }
  gtk_widget_add_css_class (row, "game-over-rule");
  return row;
}

/* A cell of the score table: right-aligned digits. */
static void
attach_cell (GtkGrid    *grid,
             const char *text,
             int         column,
             int         row,
             gboolean    heading)
{
  GtkWidget *cell = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (cell), column == 0 ? 0 : 1);
  gtk_widget_add_css_class (cell, heading ? "heading" : "numeric");
  gtk_grid_attach (grid, cell, column, row, 1, 1);
}

/* The table of each player's score, for every family: the final 帖 of the families that
 * keep a ledger; else the score each player takes (the winner's 籌 or 局, 0 for the others
 * and for both in a drawn game), and the special 籌 when the game scored any. */
static GtkWidget *
score_table_new (BxSession          *session,
                 const char * const *names,
                 const BxResult     *result)
{
  const BxGame *game = bx_session_get_game (session);
  guint n_players = bx_game_get_n_players (game);
  GtkWidget *grid = gtk_grid_new ();
  BxLedger ledger;
  gboolean has_ledger = bx_game_get_ledger (game, bx_session_get_state (session), &ledger);
  gboolean special = !has_ledger && n_players == 2
                     && result->special[0] + result->special[1] > 0;
  guint n_rows = has_ledger ? ledger.n_players : n_players;

  gtk_grid_set_column_spacing (GTK_GRID (grid), 24);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  gtk_widget_set_name (grid, "score-table");
  /* Translators: the head of the score table's first column */
  attach_cell (GTK_GRID (grid), _("Player"), 0, 0, TRUE);
  /* Translators: the head of the score table's column: the 帖 won or paid, or the score
   * unit of the family (籌, 局) */
  attach_cell (GTK_GRID (grid), has_ledger ? _("帖") : _(bx_game_get_score_unit (game)), 1, 0,
               TRUE);
  if (special)
    /* Translators: the head of the score table's column of the special 籌 (打間, 七梁 …) */
    attach_cell (GTK_GRID (grid), _("Special 籌"), 2, 0, TRUE);
  for (guint i = 0; i < n_rows; i++)
    {
      g_autofree char *value = NULL;

      if (has_ledger)
        {
          gint64 tie = ledger.balance[i];

          value = g_strdup_printf ("%s%" G_GINT64_FORMAT, tie > 0 ? "+" : tie < 0 ? "−" : "",
                                   ABS (tie));
        }
      else
        value = g_strdup_printf ("%u", result->kind != BX_RESULT_DRAW
                                       && result->winner == (int) i ? result->score : 0);
      attach_cell (GTK_GRID (grid), player_name (session, names, (int) i), 0, (int) i + 1,
                   FALSE);
      attach_cell (GTK_GRID (grid), value, 1, (int) i + 1, FALSE);
      if (special)
        {
          g_autofree char *count = g_strdup_printf ("%u", result->special[i]);

          attach_cell (GTK_GRID (grid), count, 2, (int) i + 1, FALSE);
        }
    }
  if (has_ledger && ledger.has_pot && ledger.pot != 0)
    {
      g_autofree char *pot = g_strdup_printf ("%d", (int) ledger.pot);

      /* Translators: the 帖 left in the pot of 打馬 at the end of a game */
      attach_cell (GTK_GRID (grid), _("Pot"), 0, (int) n_rows + 1, FALSE);
      attach_cell (GTK_GRID (grid), pot, 1, (int) n_rows + 1, FALSE);
    }
  return grid;
}

/* Whether the move of @entry carries one of the rules that decided @result. */
static gboolean
entry_decides (const BxSessionEntry *entry,
               const BxResult       *result)
{
  for (guint i = 0; i < entry->move.n_rules; i++)
    for (guint j = 0; j < result->n_rules; j++)
      if (entry->move.rules[i] == result->rules[j])
        return TRUE;
  return FALSE;
}

/* A move in words, in the UI's language (bx_game_describe_move_words()); NULL when the
 * family does not word its moves. */
static char *
dup_move_words (const BxGame         *game,
                const char * const   *names,
                const BxSessionEntry *entry)
{
  g_autofree char *en = NULL;
  g_autofree char *zh = NULL;
  BxUiScript script = bx_ui_script (NULL);

  if (!bx_game_describe_move_words_named (game, &entry->before, &entry->move, names, &en,
                                          &zh))
    return NULL;
  if (script == BX_UI_SCRIPT_SIMPLIFIED && zh != NULL)
    return bx_to_simplified (zh);
  if (script == BX_UI_SCRIPT_TRADITIONAL && zh != NULL)
    return g_steal_pointer (&zh);
  return g_steal_pointer (&en);
}

#define MAX_DECIDING_MOVES 3

/* The moves that decided the game, in words: the last ones that carry a deciding rule (up
 * to MAX_DECIDING_MOVES), else the last move.  NULL when the family does not word its
 * moves or there is no move. */
static GtkWidget *
moves_box_new (BxSession          *session,
               const char * const *names,
               const BxResult     *result)
{
  const BxGame *game = bx_session_get_game (session);
  guint n = bx_session_get_n_history (session);
  const BxSessionEntry *deciding[MAX_DECIDING_MOVES];
  guint n_deciding = 0;
  GtkWidget *box, *title;

  if (n == 0)
    return NULL;
  for (guint i = n; i-- > 0 && n_deciding < MAX_DECIDING_MOVES;)
    {
      const BxSessionEntry *entry = bx_session_get_history_entry (session, i);

      if (entry_decides (entry, result))
        deciding[n_deciding++] = entry;
    }
  if (n_deciding == 0)
    deciding[n_deciding++] = bx_session_get_last_entry (session);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_name (box, "deciding-moves");
  title = gtk_label_new (n_deciding > 1 ? _("The deciding moves")
                         : entry_decides (deciding[0], result) ? _("The deciding move")
                         : _("The last move"));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (box), title);
  /* Oldest first. */
  for (guint i = n_deciding; i-- > 0;)
    {
      g_autofree char *words = dup_move_words (game, names, deciding[i]);
      GtkWidget *label;

      if (words == NULL)
        {
          g_object_ref_sink (box);
          g_object_unref (box);
          return NULL;
        }
      label = gtk_label_new (words);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
      gtk_widget_add_css_class (label, "game-over-move");
      gtk_box_append (GTK_BOX (box), label);
    }
  return box;
}

/* The extra child: the score table, the deciding moves, then the rules that decided the
 * result. */
static GtkWidget *
extra_child_new (BxSession          *session,
                 const char * const *names,
                 const BxResult     *result)
{
  BxRuleset *ruleset = bx_session_get_ruleset (session);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *table = score_table_new (session, names, result);
  gboolean special = result->special[0] + result->special[1] > 0;

  GtkWidget *moves = moves_box_new (session, names, result);

  if (table != NULL)
    gtk_box_append (GTK_BOX (box), table);
  if (moves != NULL)
    gtk_box_append (GTK_BOX (box), moves);
  if (result->n_rules > 0)
    {
      GtkWidget *title = gtk_label_new (special
                                        ? _("The rules that decided the result and scored "
                                            "the special 籌")
                                        : _("The rules that decided the result"));

      gtk_label_set_wrap (GTK_LABEL (title), TRUE);
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_widget_add_css_class (title, "heading");
      gtk_widget_set_margin_top (title, 6);
      gtk_box_append (GTK_BOX (box), title);
    }
  for (guint i = 0; i < result->n_rules; i++)
    {
      const BxRule *rule = bx_ruleset_get_rule (ruleset, result->rules[i]);

      if (rule != NULL)
        gtk_box_append (GTK_BOX (box), rule_row_new (rule));
    }
  gtk_widget_set_name (box, "game-over-details");
  return box;
}

/* Overrides */

static void
bx_game_over_dialog_class_init (BxGameOverDialogClass *klass)
{
}

static void
bx_game_over_dialog_init (BxGameOverDialog *self)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (self);

  adw_message_dialog_add_responses (dialog, "close", _("_Close"),
                                    "export", _("_Export Transcript…"),
                                    "replay", _("_Replay"),
                                    "new", _("_New Game"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "new", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "new");
  adw_message_dialog_set_close_response (dialog, "close");
  gtk_widget_add_css_class (GTK_WIDGET (self), "game-over");
}

/* Public API */

/**
 * bx_game_over_dup_ledger_text:
 * @session: a session
 *
 * The final account of each player, for the families that keep a ledger (除紅, 打馬:
 * bx_game_get_ledger()).
 *
 * Returns: (transfer full) (nullable): "甲 +12 · 乙 −5 …", and the pot when
 *   one is left; %NULL for a family without a ledger
 */
char *
bx_game_over_dup_ledger_text (BxSession *session)
{
  const BxGame *game = bx_session_get_game (session);
  BxLedger ledger;
  GString *text;

  if (!bx_game_get_ledger (game, bx_session_get_state (session), &ledger))
    return NULL;
  text = g_string_new (NULL);
  for (guint i = 0; i < ledger.n_players; i++)
    {
      gint64 tie = ledger.balance[i];

      if (i > 0)
        g_string_append (text, " · ");
      /* A true minus sign for the 帖 paid. */
      g_string_append_printf (text, "%s %s%" G_GINT64_FORMAT, player_name (session, NULL, (int) i),
                              tie > 0 ? "+" : tie < 0 ? "−" : "", ABS (tie));
    }
  if (ledger.has_pot && ledger.pot != 0)
    {
      g_string_append (text, " · ");
      /* Translators: the 帖 left in the pot of 打馬 at the end of a game */
      g_string_append_printf (text, _("pot %d"), (int) ledger.pot);
    }
  return g_string_free (text, FALSE);
}

/**
 * bx_game_over_dialog_new:
 * @parent: (nullable): the window
 * @session: a session whose game is over (bx_session_is_over())
 *
 * Returns: (transfer floating): the dialog, not shown yet
 */
GtkWidget *
bx_game_over_dialog_new (GtkWindow *parent,
                         BxSession *session)
{
  return bx_game_over_dialog_new_named (parent, session, NULL);
}

/**
 * bx_game_over_dialog_new_named:
 * @parent: (nullable): the window
 * @session: a session whose game is over (bx_session_is_over())
 * @seat_names: (nullable) (array zero-terminated=1): the names given to the seats in the
 *   New Game dialog, by seat ("" keeps the game's name of a seat), or %NULL
 *
 * bx_game_over_dialog_new() with the players named as the table names them: in the
 * headline, the score table and the deciding moves' words.
 *
 * Returns: (transfer floating): the dialog, not shown yet
 */
GtkWidget *
bx_game_over_dialog_new_named (GtkWindow          *parent,
                               BxSession          *session,
                               const char * const *seat_names)
{
  const char * const *names = seat_names;
  g_autoptr(GString) body = g_string_new (NULL);
  g_autofree char *heading = NULL;
  int width = DIALOG_WIDTH;
  GtkWidget *extra;
  BxResult result;

  g_return_val_if_fail (session != NULL && bx_session_is_over (session), NULL);

  bx_session_get_result (session, &result);
  heading = dup_heading (session, names, &result, body);
  append_status (session, body);
  extra = extra_child_new (session, names, &result);
  /* AdwMessageDialog keeps to about 300 px, where the rules' statements wrap every word or
   * two; its width follows its child's: DIALOG_WIDTH, or the window's width when narrower
   * (less the dialog's margins).  The text wraps within it. */
  if (parent != NULL && gtk_widget_get_width (GTK_WIDGET (parent)) > 0)
    width = MIN (width, gtk_widget_get_width (GTK_WIDGET (parent)) - 24);
  gtk_widget_set_size_request (extra, MAX (width - DIALOG_MARGINS, 240), -1);
  return g_object_new (BX_TYPE_GAME_OVER_DIALOG,
                       "transient-for", parent,
                       "heading", heading,
                       "body", body->str,
                       "extra-child", extra,
                       NULL);
}
