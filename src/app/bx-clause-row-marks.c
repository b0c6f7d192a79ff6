/* bx-clause-row-marks.c: what a clause's row shows besides the clause (BxClauseRow):
 * its reference in the margin, the cited-by button, the user's star and note, and the
 * tooltips of these
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bx-clause-layout.h"
#include "bx-clause-row-private.h"
#include "bx-tooltip.h"

/* The note under the translation, made for the first note the row shows. */
GtkWidget *
bx_clause_row_ensure_note_label (BxClauseRow *self)
{
  if (self->note_label != NULL)
    return self->note_label;
  self->note_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->note_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->note_label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (self->note_label), 0);
  gtk_label_set_selectable (GTK_LABEL (self->note_label), TRUE);
  gtk_widget_add_css_class (self->note_label, "user-note");
  bx_clause_layout_set_column (self->note_label, BX_CLAUSE_COLUMN_TRANSLATION);
  gtk_widget_set_visible (self->note_label, FALSE);
  /* Into the row now if its children are in it, else with them (attach_children()). */
  if (gtk_widget_get_parent (self->translation_label) != NULL)
    gtk_widget_insert_after (self->note_label, GTK_WIDGET (self), self->translation_label);
  return self->note_label;
}

/* The cited-by button, made for the first clause the row shows that rules cite. */
GtkWidget *
bx_clause_row_ensure_rules_button (BxClauseRow *self)
{
  if (self->rules_button != NULL)
    return self->rules_button;
  self->rules_button = gtk_button_new ();
  gtk_widget_set_halign (self->rules_button, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->rules_button, "flat");
  gtk_widget_add_css_class (self->rules_button, "cited-by-button");
  bx_clause_layout_set_column (self->rules_button, BX_CLAUSE_COLUMN_TRANSLATION);
  gtk_widget_set_has_tooltip (self->rules_button, TRUE);
  g_signal_connect_object (self->rules_button, "query-tooltip",
                           G_CALLBACK (bx_clause_row_query_tooltip_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_set_visible (self->rules_button, FALSE);
  if (gtk_widget_get_parent (self->star_button) != NULL)
    gtk_widget_insert_before (self->rules_button, GTK_WIDGET (self), self->star_button);
  if (self->clause != NULL)
    {
      /* The target before the name: a name without its target would be looked up with
       * the wrong parameter type. */
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->rules_button), "s",
                                        self->clause->id);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->rules_button),
                                      "reader.show-rules");
    }
  return self->rules_button;
}

/* The reference in the margin (the id without its work when there is none); the id in
 * the tooltip (bx_clause_row_query_tooltip_cb()). */
void
bx_clause_row_apply_reference (BxClauseRow *self)
{
  const char *id = self->clause->id;

  if (self->reference == NULL)
    {
      if (self->clause->work_id != NULL && g_str_has_prefix (id, self->clause->work_id)
          && id[strlen (self->clause->work_id)] == '.')
        id += strlen (self->clause->work_id) + 1;
      gtk_label_set_label (GTK_LABEL (self->id_label), id);
      return;
    }
  gtk_label_set_label (GTK_LABEL (self->id_label), self->reference);
}

void
bx_clause_row_apply_n_rules (BxClauseRow *self)
{
  g_autofree char *label = NULL;

  if (self->n_rules == 0)
    {
      if (self->rules_button != NULL)
        gtk_widget_set_visible (self->rules_button, FALSE);
      return;
    }
  /* TRANSLATORS: the marker of a clause that rules of the games cite; ⚖ is a symbol */
  label = g_strdup_printf (ngettext ("⚖ Cited by %u rule", "⚖ Cited by %u rules",
                                     self->n_rules), self->n_rules);
  gtk_button_set_label (GTK_BUTTON (bx_clause_row_ensure_rules_button (self)), label);
  gtk_widget_set_visible (self->rules_button, TRUE);
}

void
bx_clause_row_apply_user_marks (BxClauseRow *self)
{
  gtk_button_set_icon_name (GTK_BUTTON (self->star_button),
                            self->bookmarked ? "starred-symbolic" : "non-starred-symbolic");
  if (self->bookmarked)
    gtk_widget_add_css_class (self->star_button, "starred");
  else
    gtk_widget_remove_css_class (self->star_button, "starred");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->star_button), GTK_ACCESSIBLE_STATE_PRESSED,
                               self->bookmarked ? GTK_ACCESSIBLE_TRISTATE_TRUE
                                                : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
  if (self->note == NULL && self->note_label == NULL)
    return;
  gtk_label_set_label (GTK_LABEL (bx_clause_row_ensure_note_label (self)),
                       self->note != NULL ? self->note : "");
  gtk_widget_set_visible (self->note_label, self->note != NULL);
}

/* The tooltips, made when asked for: the id (with the reference), and what each button
 * does in the row's state. */
gboolean
bx_clause_row_query_tooltip_cb (BxClauseRow *self,
                  int          x,
                  int          y,
                  gboolean     keyboard,
                  GtkTooltip  *tooltip,
                  GtkWidget   *widget)
{
  g_autofree char *text = NULL;

  if (self->clause == NULL)
    return FALSE;
  if (widget == self->id_label)
    text = self->reference != NULL
           ? g_strdup_printf (_("%s (clause %s)"), self->reference, self->clause->id)
           : g_strdup (self->clause->id);
  else if (widget == self->star_button)
    text = g_strdup (self->bookmarked ? _("Remove the Bookmark (Ctrl+D)")
                                      : _("Bookmark this Clause (Ctrl+D)"));
  else if (widget == self->note_button)
    text = g_strdup (self->note != NULL ? _("Edit Your Note (Ctrl+E)")
                                        : _("Your Note on this Clause (Ctrl+E)"));
  else if (widget == self->copy_button)
    text = g_strdup (_("Copy with Citation (Ctrl+Shift+C)"));
  else if (widget == self->rules_button)
    text = g_strdup (_("Show the rules of the games that cite this clause"));
  if (text == NULL)
    return FALSE;
  bx_tooltip_set_text (tooltip, text);
  return TRUE;
}

/**
 * bx_clause_row_set_reference:
 * @self: a #BxClauseRow
 * @reference: how people cite the clause, "譜雙 · 常局格制 §18" (bx_corpus_clause_label())
 *
 * Shows @reference in the row's margin instead of the clause id; the id stays in its
 * tooltip.
 */
void
bx_clause_row_set_reference (BxClauseRow *self,
                             const char  *reference)
{
  g_return_if_fail (BX_IS_CLAUSE_ROW (self));
  g_return_if_fail (reference != NULL);

  g_free (self->reference);
  self->reference = g_strdup (reference);
  if (bx_clause_row_is_filled (self))
    bx_clause_row_apply_reference (self);
}


/**
 * bx_clause_row_set_n_rules:
 * @self: a #BxClauseRow
 * @n_rules: the number of rules that cite the clause
 *
 * Shows a button under the translation that opens the list of the rules citing the
 * clause (the action "reader.show-rules" with the clause id), or hides it when @n_rules
 * is 0.
 */
void
bx_clause_row_set_n_rules (BxClauseRow *self,
                           guint        n_rules)
{
  g_return_if_fail (BX_IS_CLAUSE_ROW (self));

  self->n_rules = n_rules;
  if (bx_clause_row_is_filled (self))
    bx_clause_row_apply_n_rules (self);
}


/**
 * bx_clause_row_get_n_rules:
 * @self: a #BxClauseRow
 *
 * Returns: the number of rules citing the clause, as set by bx_clause_row_set_n_rules().
 */
guint
bx_clause_row_get_n_rules (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), 0);

  return self->n_rules;
}

/**
 * bx_clause_row_get_rules_button:
 * @self: a #BxClauseRow
 *
 * Returns: (transfer none): the button that lists the rules citing the clause, for the
 *   popover to point at.
 */
GtkWidget *
bx_clause_row_get_rules_button (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), NULL);

  bx_clause_row_ensure_filled (self);
  return bx_clause_row_ensure_rules_button (self);
}


/**
 * bx_clause_row_set_user_marks:
 * @self: a #BxClauseRow
 * @bookmarked: whether the user starred the clause
 * @note: (nullable): the user's note on the clause, or %NULL
 *
 * Shows what the user keeps on the clause (bx-user-db.h): a filled star, and the note
 * under the translation.  The row keeps nothing of its own: the view sets this from the
 * user's database.
 */
void
bx_clause_row_set_user_marks (BxClauseRow *self,
                              gboolean     bookmarked,
                              const char  *note)
{
  g_return_if_fail (BX_IS_CLAUSE_ROW (self));

  self->bookmarked = !!bookmarked;
  g_free (self->note);
  self->note = note != NULL && *note != '\0' ? g_strdup (note) : NULL;
  if (bx_clause_row_is_filled (self))
    bx_clause_row_apply_user_marks (self);
}


/**
 * bx_clause_row_get_bookmarked:
 * @self: a #BxClauseRow
 *
 * Returns: whether the row shows the clause as starred
 */
gboolean
bx_clause_row_get_bookmarked (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), FALSE);

  return self->bookmarked;
}

/**
 * bx_clause_row_get_note:
 * @self: a #BxClauseRow
 *
 * Returns: (nullable): the user's note the row shows
 */
const char *
bx_clause_row_get_note (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), NULL);

  return self->note;
}

/**
 * bx_clause_row_get_note_button:
 * @self: a #BxClauseRow
 *
 * Returns: (transfer none): the row's note button, for the note editor to point at
 */
GtkWidget *
bx_clause_row_get_note_button (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), NULL);

  bx_clause_row_ensure_filled (self);
  return self->note_button;
}

