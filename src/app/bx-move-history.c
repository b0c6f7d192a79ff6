/* bx-move-history.c: the moves played on the play page, a list to choose one from
 *
 * The list box is bound to a GListStore of #BxHistoryItem, one per move of the session's
 * history, kept in step by bx_move_history_update(): moves undone leave the store, moves
 * played join it.  Choosing a row activates play.show-move with its index (-1 when none is
 * chosen): the play view shows that move's citations.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "bx-history-item.h"
#include "bx-move-history.h"
#include "bx-player-names.h"
#include "bx-text-util.h"
#include "bx-tooltip.h"

struct _BxMoveHistory
{
  AdwBin             parent_instance;

  GListStore        *items;      /* of BxHistoryItem */
  BxSession         *session;    /* the session the items show; not owned, only compared */
  GStrv              seat_names; /* the names the table gives its seats, or NULL */
  guint              scroll_idle;

  /* Template children */
  GtkScrolledWindow *scrolled;
  GtkListBox        *list;
};

G_DEFINE_FINAL_TYPE (BxMoveHistory, bx_move_history, ADW_TYPE_BIN)

/* Callbacks */

static GtkWidget *
create_row_cb (gpointer item,
               gpointer user_data)
{
  GtkWidget *label = gtk_label_new (bx_history_item_get_text (item));
  const char *notation = bx_history_item_get_notation (item);

  /* The notation, for experts, when the pointer rests on the move. */
  if (notation != NULL)
    bx_widget_set_tooltip_text (label, notation);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 2);
  gtk_widget_set_margin_bottom (label, 2);
  gtk_widget_add_css_class (label, "numeric");
  return label;
}

static gboolean
scroll_to_end_cb (gpointer data)
{
  BxMoveHistory *self = data;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scrolled);

  self->scroll_idle = 0;
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
  return G_SOURCE_REMOVE;
}

static void
row_selected_cb (BxMoveHistory *self,
                 GtkListBoxRow *row)
{
  int index = row != NULL ? gtk_list_box_row_get_index (row) : -1;

  gtk_widget_activate_action (GTK_WIDGET (self), "play.show-move", "i", index);
}

/* Overrides */

static void
bx_move_history_dispose (GObject *object)
{
  BxMoveHistory *self = BX_MOVE_HISTORY (object);

  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_MOVE_HISTORY);
  g_clear_object (&self->items);
  g_clear_pointer (&self->seat_names, g_strfreev);
  self->session = NULL;
  G_OBJECT_CLASS (bx_move_history_parent_class)->dispose (object);
}

static void
bx_move_history_class_init (BxMoveHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_move_history_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-move-history.ui");
  gtk_widget_class_bind_template_child (widget_class, BxMoveHistory, scrolled);
  gtk_widget_class_bind_template_child (widget_class, BxMoveHistory, list);
}

static void
bx_move_history_init (BxMoveHistory *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bx_tooltips_widen_tree (GTK_WIDGET (self));   /* (the .ui's tooltips: bx-tooltip.c) */

  self->items = g_list_store_new (BX_TYPE_HISTORY_ITEM);
  gtk_list_box_bind_model (self->list, G_LIST_MODEL (self->items), create_row_cb, NULL, NULL);
  g_signal_connect_swapped (self->list, "row-selected", G_CALLBACK (row_selected_cb), self);
}

/* Public API */

GtkWidget *
bx_move_history_new (void)
{
  return g_object_new (BX_TYPE_MOVE_HISTORY, NULL);
}

/* Whether the UI speaks Chinese: 0 no, 1 traditional (zh_TW, zh_HK), 2 simplified (zh_CN,
 * zh_SG).  The UI is Chinese when gettext translates it so (the label "White 白" becomes
 * "白"), which follows the locale exactly as the rest of the window does; the script is the
 * first Chinese one of the user's languages. */
static int
ui_chinese (void)
{
  const char * const *langs = g_get_language_names ();

  if (strcmp (_("White 白"), "White 白") == 0)
    return 0;
  for (guint i = 0; langs[i] != NULL; i++)
    {
      const char *l = langs[i];
      if (!g_str_has_prefix (l, "zh"))
        continue;
      if (g_str_has_prefix (l, "zh_CN") || g_str_has_prefix (l, "zh_SG")
          || g_str_has_prefix (l, "zh_Hans"))
        return 2;
      return 1;
    }
  return 1;
}

/**
 * bx_ui_words:
 * @en: a text in English
 * @zh: the same in Chinese, traditional
 *
 * Returns: (transfer full): the text in the UI's language, as bx_move_words_text() picks
 *   it: @en, or @zh under zh_TW, converted to simplified characters under zh_CN
 */
char *
bx_ui_words (const char *en,
             const char *zh)
{
  int chinese = ui_chinese ();

  if (chinese == 2)
    return bx_to_simplified (zh);
  return g_strdup (chinese == 1 ? zh : en);
}

/**
 * bx_move_words_text:
 * @game: a game
 * @state: the position before @move
 * @move: a move of @state
 *
 * The move in words in the UI's language (bx_game_describe_move_words()): English, or
 * Chinese under zh_TW, converted to simplified characters (OpenCC) under zh_CN.
 *
 * Returns: (transfer full): the words ("White: 右後六梁 → 右前一梁, hits"), or the
 *   engine's notation for a family without words.
 */
char *
bx_move_words_text (const BxGame  *game,
                    const BxState *state,
                    const BxMove  *move)
{
  return bx_move_words_text_named (game, state, move, NULL);
}

/**
 * bx_move_words_text_named:
 * @game: a game
 * @state: the position before @move
 * @move: a move of @state
 * @seat_names: (nullable) (array zero-terminated=1): the names given to the seats in the
 *   New Game dialog, by seat ("" keeps the game's name of a seat), or %NULL
 *
 * bx_move_words_text() with the players named as the table names them
 * (bx_game_describe_move_words_named()): "Alice: 右後六梁 → 右前一梁".
 *
 * Returns: (transfer full): the words, or the engine's notation for a family without words
 */
char *
bx_move_words_text_named (const BxGame       *game,
                          const BxState      *state,
                          const BxMove       *move,
                          const char * const *seat_names)
{
  g_autofree char *en = NULL;
  g_autofree char *zh = NULL;
  int chinese;

  g_return_val_if_fail (game != NULL && state != NULL && move != NULL, NULL);

  if (!bx_game_describe_move_words_named (game, state, move, seat_names, &en, &zh))
    return bx_game_describe_move (game, state, move);
  chinese = ui_chinese ();
  if (chinese == 2)
    return bx_to_simplified (zh);
  if (chinese == 1)
    return g_steal_pointer (&zh);
  return g_steal_pointer (&en);
}

/* Whether one of the rules of @move sets the ruleset parameter `throw-off` to `single-die`
 * (除紅's 一色, chuhongpu.zhifa.1): a throw-off where only the first die counts. */
static gboolean
is_single_die_throw_off (BxRuleset    *ruleset,
                         const BxMove *move)
{
  for (guint i = 0; i < move->n_rules; i++)
    {
      const BxRule *rule = bx_ruleset_get_rule (ruleset, move->rules[i]);

      for (guint k = 0; rule != NULL && rule->params != NULL && k < rule->params->len; k++)
        {
          const BxParam *param = g_ptr_array_index (rule->params, k);

          if (g_strcmp0 (param->name, "throw-off") == 0
              && g_strcmp0 (param->value, "single-die") == 0)
            return TRUE;
        }
    }
  return FALSE;
}

/* The throw of @entry as the list shows it: its faces ("6,2"); only the die that counts in
 * a throw-off with one die; "no throw" for a turn decided without a throw (塞之間). */
static char *
dup_throw_text (BxSession            *session,
                const BxSessionEntry *entry)
{
  BxThrow one = entry->t;

  if (entry->t.n == 0)
    /* Translators: a turn decided without a throw (the 瓊 not thrown), in the move list */
    return g_strdup (_("no throw"));
  if (entry->t.n > 1 && is_single_die_throw_off (bx_session_get_ruleset (session),
                                                 &entry->move))
    one.n = 1;
  return bx_throw_to_string (&one);
}

/**
 * bx_move_history_entry_text:
 * @session: a session
 * @index: a move of its history, from 0
 * @seat_names: (nullable) (array zero-terminated=1): the names given to the seats
 *   (bx_move_words_text_named()), or %NULL
 *
 * Returns: (transfer full): the line of the move in the list: its number, the throw and the
 *   move in words (bx_move_words_text()), "3.  6,2  White: 左前二梁 → 左後五梁; …"; a move
 *   the table imposes (除紅's fines) is marked "Table"
 */
char *
bx_move_history_entry_text (BxSession          *session,
                            guint               index,
                            const char * const *seat_names)
{
  const BxSessionEntry *entry = bx_session_get_history_entry (session, index);
  g_autofree char *t = NULL;
  g_autofree char *words = NULL;

  if (entry == NULL)
    return g_strdup ("");
  t = dup_throw_text (session, entry);
  words = bx_move_words_text_named (bx_session_get_game (session), &entry->before,
                                    &entry->move, seat_names);
  if (entry->move.flags & BX_MOVE_TABLE)
    /* Translators: a move that the table imposes (a fine), in the move list: its number,
     * the throw and the move in words */
    return g_strdup_printf (_("%u.  %s  Table: %s"), index + 1, t, words);
  return g_strdup_printf ("%u.  %s  %s", index + 1, t, words);
}

/**
 * bx_move_history_update:
 * @self: a move history
 * @session: (nullable): the session shown
 *
 * Shows the history of @session: a new session replaces the rows; for the same session the
 * rows of moves undone go and those of moves played are added, and the list scrolls to the
 * last one.
 */
void
bx_move_history_update (BxMoveHistory *self,
                        BxSession     *session)
{
  guint n_items, n;

  g_return_if_fail (BX_IS_MOVE_HISTORY (self));

  if (self->session != session)
    {
      g_list_store_remove_all (self->items);
      self->session = session;
    }
  if (session == NULL)
    return;

  n_items = g_list_model_get_n_items (G_LIST_MODEL (self->items));
  n = bx_session_get_n_history (session);
  if (n_items > n)
    g_list_store_splice (self->items, n, n_items - n, NULL, 0);
  for (guint i = n_items; i < n; i++)
    {
      const BxSessionEntry *entry = bx_session_get_history_entry (session, i);
      g_autofree char *text = bx_move_history_entry_text (session, i,
                                                          (const char * const *)
                                                          self->seat_names);
      g_autofree char *notation = bx_game_describe_move (bx_session_get_game (session),
                                                         &entry->before, &entry->move);
      g_autoptr(BxHistoryItem) item = bx_history_item_new_full (i, text, notation);

      g_list_store_append (self->items, item);
    }
  if (self->scroll_idle == 0)
    self->scroll_idle = g_idle_add (scroll_to_end_cb, self);
}

/**
 * bx_move_history_set_seat_names:
 * @self: a move history
 * @seat_names: (nullable) (array zero-terminated=1): the names given to the seats, by seat
 *   ("" keeps the game's name of a seat), or %NULL
 *
 * Names the players in the moves' words as the table names them; when the names change,
 * the rows are written again at the next bx_move_history_update().
 */
void
bx_move_history_set_seat_names (BxMoveHistory      *self,
                                const char * const *seat_names)
{
  g_return_if_fail (BX_IS_MOVE_HISTORY (self));

  if (self->seat_names == NULL && seat_names == NULL)
    return;
  if (self->seat_names != NULL && seat_names != NULL
      && g_strv_equal ((const char * const *) self->seat_names, seat_names))
    return;
  g_strfreev (self->seat_names);
  self->seat_names = g_strdupv ((char **) seat_names);
  g_list_store_remove_all (self->items);
}

/**
 * bx_move_history_unselect:
 * @self: a move history
 *
 * No move is chosen any more (play.show-move -1 is activated if one was).
 */
void
bx_move_history_unselect (BxMoveHistory *self)
{
  g_return_if_fail (BX_IS_MOVE_HISTORY (self));

  gtk_list_box_unselect_all (self->list);
}

/**
 * bx_move_history_get_model:
 * @self: a move history
 *
 * Returns: (transfer none): the rows, #BxHistoryItem
 */
GListModel *
bx_move_history_get_model (BxMoveHistory *self)
{
  g_return_val_if_fail (BX_IS_MOVE_HISTORY (self), NULL);

  return G_LIST_MODEL (self->items);
}

/**
 * bx_move_history_get_list_box:
 * @self: a move history
 *
 * Returns: (transfer none): the list box, for tests
 */
GtkListBox *
bx_move_history_get_list_box (BxMoveHistory *self)
{
  g_return_val_if_fail (BX_IS_MOVE_HISTORY (self), NULL);

  return self->list;
}
