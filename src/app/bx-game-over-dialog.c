/* bx-game-over-dialog.c: the result of a game, its score and the status of its rules
 *
 * Shown by the play view once when its game ends: who won and by how much (or the draw),
 * the special 籌, the final 帖 of the families that keep a ledger, the rules that decided the
 * result, and the status of the game (the weakest of the rules it used).  Its responses are
 * "close" and "new" (a new game of the same ruleset); the play view answers them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-citation-panel.h"
#include "bx-game-over-dialog.h"
#include "bx-player-names.h"

struct _BxGameOverDialog
{
  AdwMessageDialog parent_instance;
};

G_DEFINE_FINAL_TYPE (BxGameOverDialog, bx_game_over_dialog, ADW_TYPE_MESSAGE_DIALOG)

/* Statics */

static const char *
player_name (BxSession *session,
             int        player)
{
  return bx_player_display_name (bx_session_get_game (session), player);
}

/* "White wins 2 籌 after 40 moves (…)." or "The game is drawn after 40 moves." */
static char *
dup_heading (BxSession      *session,
             const BxResult *result,
             GString        *body)
{
  const BxGame *game = bx_session_get_game (session);
  guint n_moves = bx_session_get_n_history (session);
  const char *note;

  if (result->kind == BX_RESULT_DRAW)
    {
      g_string_append_printf (body, ngettext ("The game is drawn after %u move.",
                                              "The game is drawn after %u moves.", n_moves),
                              n_moves);
      return g_strdup (_("The Game Is Drawn"));
    }

  note = bx_game_result_note (game, bx_session_get_state (session), result);
  /* Translators: "White wins 2 籌 (chou) after 40 moves": the family's score unit */
  g_string_append_printf (body, ngettext ("%s wins %u %s after %u moves",
                                          "%s wins %u %s after %u moves", result->score),
                          player_name (session, result->winner), result->score,
                          _(bx_game_get_score_unit (game)), n_moves);
  if (note != NULL)
    g_string_append_printf (body, " (%s)", _(note));
  g_string_append (body, ".");
  return g_strdup_printf (_("%s Wins"), player_name (session, result->winner));
}

/* The special 籌 (雙陸's formations: 打間, 七梁, 四架八, 大食; 渾花) of both sides, the final
 * 帖 and the rules that decided the result. */
static void
append_score (BxSession      *session,
              const BxResult *result,
              GString        *body)
{
  BxRuleset *ruleset = bx_session_get_ruleset (session);
  guint n_players = bx_game_get_n_players (bx_session_get_game (session));
  g_autofree char *ledger = bx_game_over_dup_ledger_text (session);
  gboolean special = result->special[0] + result->special[1] > 0;

  if (n_players == 2 && special)
    {
      g_string_append (body, "\n");
      /* Translators: "Special 籌: White 2 · Black 0", then why */
      g_string_append_printf (body, _("Special 籌: %s %u · %s %u"), player_name (session, 0),
                              result->special[0], player_name (session, 1), result->special[1]);
      if (result->kind != BX_RESULT_DRAW)
        g_string_append_printf (body, " (%s)", _("the winner’s are counted in the score"));
      g_string_append (body, ".");
    }
  if (ledger != NULL)
    {
      g_string_append (body, "\n");
      /* Translators: the 帖 each player has won (+) or paid (−) at the end of the game */
      g_string_append_printf (body, _("Final 帖: %s."), ledger);
    }

  if (result->n_rules > 0)
    g_string_append_printf (body, "\n\n%s",
                            special
                            ? _("The rules that decided the result and scored the special 籌:")
                            : _("The rules that decided the result:"));
  for (guint i = 0; i < result->n_rules; i++)
    {
      const BxRule *rule = bx_ruleset_get_rule (ruleset, result->rules[i]);

      if (rule == NULL)
        continue;
      g_string_append_printf (body, "\n• %s [%s]: %s", rule->id,
                              bx_rule_status_label (rule->status), rule->statement_en);
    }
}

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
  if (weakest == BX_STATUS_ATTESTED)
    return;
  g_string_append_printf (body, "\n\n%s", _("Rules that no clause states outright:"));
  for (guint i = 0; i < n_rules; i++)
    {
      const BxRule *rule = bx_ruleset_get_rule (ruleset, rules[i]);

      if (rule->status != BX_STATUS_ATTESTED)
        g_string_append_printf (body, "\n• %s (%s)", rule->id,
                                bx_rule_status_label (rule->status));
    }
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

  adw_message_dialog_add_responses (dialog, "close", _("_Close"), "new", _("_New Game"), NULL);
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
 * Returns: (transfer full) (nullable): "First 甲 +12 · Second 乙 −5 …", and the pot when
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
      g_string_append_printf (text, "%s %s%" G_GINT64_FORMAT, player_name (session, (int) i),
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
  g_autoptr(GString) body = g_string_new (NULL);
  g_autofree char *heading = NULL;
  BxResult result;

  g_return_val_if_fail (session != NULL && bx_session_is_over (session), NULL);

  bx_session_get_result (session, &result);
  heading = dup_heading (session, &result, body);
  append_score (session, &result, body);
  append_status (session, body);
  return g_object_new (BX_TYPE_GAME_OVER_DIALOG,
                       "transient-for", parent,
                       "heading", heading,
                       "body", body->str,
                       NULL);
}
