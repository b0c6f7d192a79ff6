/* bx-reader-view-notes.c: the reader's bookmarks and personal notes (the user's database,
 * bx-user-db.h), their list, and Copy with Citation as plain text and HTML
 *
 * The view keeps nothing of its own: a row shows what the user's database holds for its
 * clause, and every change is written there first (one transaction), then shown.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bx-reader-view-private.h"
#include "bx-text-util.h"
#include "bx-version.h"
#include "bx-tooltip.h"

/* The longest excerpt of a note in the list, in characters. */
#define EXCERPT_CHARS 140
/* The width of the list of bookmarks and notes, and the most height it takes, in pixels. */
#define NOTES_WIDTH 380
#define NOTES_MAX_HEIGHT 460

static void refresh_notes_list (BxReaderView *self);

/**
 * bx_reader_view_get_user_db:
 * @self: a #BxReaderView
 *
 * The user's database, opened on first use (bx_reader_view_set_user_db_path(), else
 * bx_user_db_default_path()).  When it cannot be opened, a toast says why, once.
 *
 * Returns: (transfer none) (nullable): the database
 */
BxUserDb *
bx_reader_view_get_user_db (BxReaderView *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);

  if (self->user_db != NULL || self->user_db_failed)
    return self->user_db;
  path = self->user_db_path != NULL ? g_strdup (self->user_db_path)
                                    : bx_user_db_default_path ();
  self->user_db = bx_user_db_open (path, TRUE, &error);
  if (self->user_db == NULL)
    {
      g_autofree char *message = NULL;

      self->user_db_failed = TRUE;
      g_debug ("No user database: %s", error->message);
      /* TRANSLATORS: %s is the reason, with the file's name */
      message = g_strdup_printf (_("Bookmarks and notes cannot be kept: %s"), error->message);
      bx_reader_view_show_toast (self, message);
    }
  return self->user_db;
}

/**
 * bx_reader_view_set_user_db_path:
 * @self: a #BxReaderView
 * @path: (nullable): the user's database file; %NULL for bx_user_db_default_path()
 *
 * Where the bookmarks and notes are kept (tests use a file of their own).  The rows show
 * that database's marks at once.
 */
void
bx_reader_view_set_user_db_path (BxReaderView *self,
                                 const char   *path)
{
  g_return_if_fail (BX_IS_READER_VIEW (self));

  g_clear_pointer (&self->user_db, bx_user_db_free);
  self->user_db_failed = FALSE;
  g_free (self->user_db_path);
  self->user_db_path = g_strdup (path);
  bx_reader_view_update_user_marks (self);
}

static void
update_row (BxReaderView *self,
            const char   *clause_id)
{
  BxClauseRow *row = g_hash_table_lookup (self->clause_rows, clause_id);
  BxClauseItem *item = bx_reader_view_get_item (self, clause_id);
  BxUserDb *db = self->user_db;
  g_autofree char *note = NULL;
  gboolean bookmarked;

  if (item == NULL)
    return;
  note = db != NULL ? bx_user_db_get_note (db, clause_id) : NULL;
  bookmarked = db != NULL && bx_user_db_is_bookmarked (db, clause_id);
  bx_clause_item_set_user_marks (item, bookmarked, note);
  if (row != NULL)
    bx_clause_row_set_user_marks (row, bookmarked, note);
}

/* Every row shows its clause's bookmark and note (after a work is shown). */
void
bx_reader_view_update_user_marks (BxReaderView *self)
{
  g_autoptr(GPtrArray) entries = NULL;
  GHashTableIter iter;
  gpointer key, value;
  guint n = self->entries->len;  /* all of them: the list may not hold them all yet */

  if (n == 0)
    return;
  if (bx_reader_view_get_user_db (self) != NULL)
    entries = bx_user_db_list (self->user_db, BX_USER_LIST_ALL, NULL, NULL);
  for (guint i = 0; i < n; i++)
    {
      BxClauseItem *item = g_ptr_array_index (self->entries, i);

      bx_clause_item_set_user_marks (item, FALSE, NULL);
    }
  for (guint i = 0; entries != NULL && i < entries->len; i++)
    {
      const BxUserEntry *e = g_ptr_array_index (entries, i);
      BxClauseItem *item = bx_reader_view_get_item (self, e->clause_id);

      if (item != NULL && bx_clause_item_get_kind (item) == BX_CLAUSE_ITEM_CLAUSE)
        bx_clause_item_set_user_marks (item, e->bookmarked, e->note);
    }
  /* The rows in view show them. */
  g_hash_table_iter_init (&iter, self->clause_rows);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      BxClauseItem *item = bx_reader_view_get_item (self, key);

      if (item != NULL)
        bx_clause_row_set_user_marks (value, bx_clause_item_get_bookmarked (item),
                                      bx_clause_item_get_note (item));
    }
}

/* The clause an action is about: its parameter, or the selected clause for "". */
static const char *
target_clause (BxReaderView *self,
               GVariant     *param)
{
  const char *id = param != NULL ? g_variant_get_string (param, NULL) : "";

  return *id != '\0' ? id : bx_reader_view_get_selected_clause (self);
}

static void
show_error (BxReaderView *self,
            GError       *error)
{
  g_debug ("User database: %s", error->message);
  bx_reader_view_show_toast (self, error->message);
}

/* After a write to the user database: the clause's row and the notes list show it, or the
 * user sees why it failed.  Returns @ok. */
static gboolean
user_write_done (BxReaderView *self,
                 const char   *clause_id,
                 gboolean      ok,
                 GError       *error)
{
  if (!ok)
    {
      show_error (self, error);
      return FALSE;
    }
  update_row (self, clause_id);
  refresh_notes_list (self);
  return TRUE;
}

/**
 * bx_reader_view_set_bookmark:
 * @self: a #BxReaderView
 * @clause_id: a clause id
 * @bookmarked: star or unstar it
 *
 * Stars or unstars a clause in the user's database and shows it.
 *
 * Returns: %TRUE when it was written
 */
gboolean
bx_reader_view_set_bookmark (BxReaderView *self,
                             const char   *clause_id,
                             gboolean      bookmarked)
{
  g_autoptr(GError) error = NULL;
  BxUserDb *db;
  gboolean ok;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), FALSE);
  g_return_val_if_fail (clause_id != NULL, FALSE);

  if ((db = bx_reader_view_get_user_db (self)) == NULL)
    return FALSE;
  /* The write first: the order in which arguments are evaluated is unspecified. */
  ok = bx_user_db_set_bookmark (db, clause_id, bookmarked, &error);
  return user_write_done (self, clause_id, ok, error);
}

/**
 * bx_reader_view_save_note:
 * @self: a #BxReaderView
 * @clause_id: a clause id
 * @text: (nullable): the note; %NULL or blank removes it
 *
 * Writes the user's note on a clause (one transaction) and shows it under the clause.
 *
 * Returns: %TRUE when it was written
 */
gboolean
bx_reader_view_save_note (BxReaderView *self,
                          const char   *clause_id,
                          const char   *text)
{
  g_autoptr(GError) error = NULL;
  BxUserDb *db;
  gboolean ok;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), FALSE);
  g_return_val_if_fail (clause_id != NULL, FALSE);

  if ((db = bx_reader_view_get_user_db (self)) == NULL)
    return FALSE;
  ok = bx_user_db_set_note (db, clause_id, text, &error);
  return user_write_done (self, clause_id, ok, error);
}

static void
toggle_bookmark_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  BxReaderView *self = BX_READER_VIEW (widget);
  const char *id = target_clause (self, param);
  g_autofree char *clause_id = g_strdup (id);
  g_autofree char *reference = NULL;
  g_autofree char *message = NULL;
  gboolean on;

  if (clause_id == NULL || bx_reader_view_get_user_db (self) == NULL)
    return;
  on = !bx_user_db_is_bookmarked (self->user_db, clause_id);
  if (!bx_reader_view_set_bookmark (self, clause_id, on))
    return;
  reference = bx_clause_label_for_ui (self->corpus, clause_id);
  /* TRANSLATORS: a toast; %s names a clause, "譜雙 · 常局格制 §3" */
  message = g_strdup_printf (on ? _("Bookmarked %s") : _("Removed the bookmark of %s"),
                             reference);
  bx_reader_view_show_toast (self, message);
}

/* The note editor: a dialog with the clause, its note in a text field, Save and Remove. */

static char *
buffer_text (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static void
note_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  BxReaderView     *self)
{
  const char *clause_id = g_object_get_data (G_OBJECT (dialog), "clause-id");
  GtkTextView *text_view = g_object_get_data (G_OBJECT (dialog), "text-view");

  if (g_strcmp0 (response, "save") == 0)
    {
      g_autofree char *text = buffer_text (text_view);

      bx_reader_view_save_note (self, clause_id, text);
    }
  else if (g_strcmp0 (response, "remove") == 0)
    bx_reader_view_save_note (self, clause_id, NULL);
  if (self->note_dialog == GTK_WIDGET (dialog))
    self->note_dialog = NULL;
}

/**
 * bx_reader_view_edit_note:
 * @self: a #BxReaderView
 * @clause_id: a clause id
 *
 * Opens the note editor on a clause: its reference and text, the user's note (plain,
 * Markdown-like text), Save, Remove and Cancel.
 *
 * Returns: (transfer none) (nullable): the editor's dialog, for tests
 */
GtkWidget *
bx_reader_view_edit_note (BxReaderView *self,
                          const char   *clause_id)
{
  g_autoptr(BxClause) clause = NULL;
  g_autofree char *note = NULL;
  g_autofree char *reference = NULL;
  g_autofree char *title = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog, *scroller, *text_view;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);
  g_return_val_if_fail (clause_id != NULL, NULL);

  if (bx_reader_view_get_user_db (self) == NULL)
    return NULL;
  if (self->note_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->note_dialog));
  clause = self->corpus != NULL ? bx_corpus_get_clause (self->corpus, clause_id, NULL) : NULL;
  note = bx_user_db_get_note (self->user_db, clause_id);
  reference = bx_clause_label_for_ui (self->corpus, clause_id);
  /* TRANSLATORS: the title of the note editor; %s names a clause, "譜雙 · 常局格制 §3" */
  title = g_strdup_printf (_("Your Note on %s"), reference);

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, title,
                                   clause != NULL ? clause->text : NULL);
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (dialog), 480, -1);
  text_view = gtk_text_view_new ();
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (text_view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (text_view), FALSE);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (text_view), 6);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (text_view), 6);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (text_view), 6);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (text_view), 6);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (text_view)),
                            note != NULL ? note : "", -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (text_view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Your note"), -1);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), text_view);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 140);
  gtk_widget_add_css_class (scroller, "card");
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scroller);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
  if (note != NULL)
    {
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "remove", _("_Remove"));
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "remove",
                                                  ADW_RESPONSE_DESTRUCTIVE);
    }
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "save", _("_Save"));
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "clause-id", g_strdup (clause_id), g_free);
  g_object_set_data (G_OBJECT (dialog), "text-view", text_view);
  g_signal_connect_object (dialog, "response", G_CALLBACK (note_response_cb), self, 0);
  self->note_dialog = dialog;
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (text_view);
  return dialog;
}

static void
edit_note_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  BxReaderView *self = BX_READER_VIEW (widget);
  const char *id = target_clause (self, param);

  if (id != NULL)
    bx_reader_view_edit_note (self, id);
}

/* Copy with Citation */

/**
 * bx_reader_view_dup_citation_html:
 * @self: a #BxReaderView
 * @clause_id: a clause id
 *
 * The HTML that Copy with Citation puts on the clipboard beside the plain text
 * (bx_reader_view_dup_citation()): the original in a blockquote marked lang="lzh", the
 * translation, and the citation line with the work, section, clause id and edition.
 *
 * Returns: (transfer full) (nullable): the HTML fragment, or %NULL for no such clause
 */
char *
bx_reader_view_dup_citation_html (BxReaderView *self,
                                  const char   *clause_id)
{
  g_autoptr(BxClause) clause = NULL;
  g_autofree char *text = NULL;
  g_autofree char *translation = NULL;
  g_autofree char *work_title = NULL;
  g_autofree char *section = NULL;
  g_autofree char *id = NULL;
  const BxWork *work;
  GString *out;

  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);
  g_return_val_if_fail (clause_id != NULL, NULL);

  if (self->corpus == NULL
      || (clause = bx_corpus_get_clause (self->corpus, clause_id, NULL)) == NULL)
    return NULL;
  work = bx_reader_view_find_work (self, clause->work_id);
  text = g_markup_escape_text (clause->text, -1);
  id = g_markup_escape_text (clause->id, -1);
  work_title = g_markup_escape_text (work != NULL ? work->title_zh : clause->work_id, -1);
  section = g_markup_escape_text (clause->section_head != NULL ? clause->section_head
                                                               : clause->section_id, -1);
  out = g_string_new (NULL);
  g_string_append_printf (out, "<blockquote cite=\"#%s\">\n<p lang=\"lzh\">%s</p>\n", id, text);
  if (clause->translation != NULL)
    {
      translation = g_markup_escape_text (clause->translation, -1);
      g_string_append_printf (out, "<p lang=\"en\">%s</p>\n", translation);
    }
  g_string_append (out, "</blockquote>\n<p>— ");
  g_string_append_printf (out, "<cite>%s</cite>", work_title);
  if (work != NULL && work->title_en != NULL)
    {
      g_autofree char *en = g_markup_escape_text (work->title_en, -1);
      g_string_append_printf (out, " (<cite>%s</cite>)", en);
    }
  g_string_append_printf (out, ", %s, <code>%s</code>.<br>\n", section, id);
  {
    /* TRANSLATORS: the edition line of a citation: the version of Boxi and the TEI file
     * of the work, e.g. "Boxi digital edition 0.1.0, TEI text texts/pushuang.xml" */
    g_autofree char *edition = g_strdup_printf (_("Boxi digital edition %s, TEI text "
                                                  "texts/%s.xml"),
                                                bx_version_string (), clause->work_id);
    g_autofree char *escaped = g_markup_escape_text (edition, -1);

    g_string_append_printf (out, "<small>%s</small></p>\n", escaped);
  }
  return g_string_free (out, FALSE);
}

/**
 * bx_reader_view_copy_citation:
 * @self: a #BxReaderView
 * @clause_id: a clause id
 *
 * Puts the clause on the clipboard with its citation, as text/plain
 * (bx_reader_view_dup_citation()) and text/html (bx_reader_view_dup_citation_html()).
 *
 * Returns: %TRUE when there is such a clause
 */
gboolean
bx_reader_view_copy_citation (BxReaderView *self,
                              const char   *clause_id)
{
  const char *ids[2] = { clause_id, NULL };

  g_return_val_if_fail (BX_IS_READER_VIEW (self), FALSE);
  g_return_val_if_fail (clause_id != NULL, FALSE);

  return bx_reader_view_copy_citations (self, ids);
}

/**
 * bx_reader_view_copy_citations:
 * @self: a #BxReaderView
 * @clause_ids: clause ids, in the order to copy them
 *
 * Puts the clauses on the clipboard, each with its citation (as
 * bx_reader_view_copy_citation() does for one): the plain texts apart by a blank line,
 * the HTML fragments one after the other.
 *
 * Returns: %TRUE when every id is a clause
 */
gboolean
bx_reader_view_copy_citations (BxReaderView      *self,
                               const char *const *clause_ids)
{
  g_autoptr(GString) plain = g_string_new (NULL);
  g_autoptr(GString) html = g_string_new (NULL);
  g_autoptr(GBytes) html_bytes = NULL;
  g_autoptr(GdkContentProvider) provider = NULL;
  GdkContentProvider *parts[2];

  g_return_val_if_fail (BX_IS_READER_VIEW (self), FALSE);
  g_return_val_if_fail (clause_ids != NULL, FALSE);

  for (guint i = 0; clause_ids[i] != NULL; i++)
    {
      g_autofree char *one_plain = bx_reader_view_dup_citation (self, clause_ids[i]);
      g_autofree char *one_html = bx_reader_view_dup_citation_html (self, clause_ids[i]);

      if (one_plain == NULL || one_html == NULL)
        return FALSE;
      if (i > 0)
        g_string_append (plain, "\n\n");
      g_string_append (plain, one_plain);
      g_string_append (html, one_html);
    }
  if (plain->len == 0)
    return FALSE;
  html_bytes = g_bytes_new (html->str, html->len);
  parts[0] = gdk_content_provider_new_for_bytes ("text/html", html_bytes);
  parts[1] = gdk_content_provider_new_typed (G_TYPE_STRING, plain->str);
  provider = gdk_content_provider_new_union (parts, G_N_ELEMENTS (parts));
  gdk_clipboard_set_content (gtk_widget_get_clipboard (GTK_WIDGET (self)), provider);
  return TRUE;
}

/* Ctrl+Shift+C: the clause of the parameter, else the selected clauses. */
static void
copy_citation_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  BxReaderView *self = BX_READER_VIEW (widget);
  const char *id = param != NULL ? g_variant_get_string (param, NULL) : "";
  g_auto(GStrv) ids = NULL;
  g_autofree char *message = NULL;
  guint n;

  if (*id != '\0')
    {
      ids = g_new0 (char *, 2);
      ids[0] = g_strdup (id);
    }
  else
    ids = bx_reader_view_dup_selected_clauses (self);
  n = g_strv_length (ids);
  if (n == 0)
    {
      bx_reader_view_show_toast (self, _("Select a clause to copy it with its citation"));
      return;
    }
  if (!bx_reader_view_copy_citations (self, (const char *const *) ids))
    return;
  if (n == 1)
    {
      g_autofree char *reference = bx_clause_label_for_ui (self->corpus, ids[0]);

      /* TRANSLATORS: %s names a clause, "譜雙 · 常局格制 §3" */
      message = g_strdup_printf (_("Copied %s with its citation"), reference);
    }
  else
    /* TRANSLATORS: a toast after copying the selected clauses */
    message = g_strdup_printf (ngettext ("Copied %u clause with its citation",
                                         "Copied %u clauses with their citations", n), n);
  bx_reader_view_show_toast (self, message);
}

/* The list of bookmarks and notes */

static char *
excerpt (const char *note)
{
  g_autofree char *flat = g_strdup (note);

  g_strdelimit (flat, "\n\r\t", ' ');
  if (g_utf8_strlen (flat, -1) <= EXCERPT_CHARS)
    return g_steal_pointer (&flat);
  return g_strconcat (g_utf8_substring (flat, 0, EXCERPT_CHARS - 1), "…", NULL);
}

static GtkWidget *
entry_row_new (BxReaderView      *self,
               const BxUserEntry *e)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *star = gtk_image_new_from_icon_name (e->bookmarked ? "starred-symbolic"
                                                                : "document-edit-symbolic");
  g_autofree char *reference = e->orphaned ? g_strdup (e->clause_id)
                               : bx_clause_label_for_ui (self->corpus, e->clause_id);
  GtkWidget *title = gtk_label_new (reference);

  gtk_widget_set_valign (star, GTK_ALIGN_START);
  gtk_widget_set_margin_top (star, 2);
  bx_widget_set_tooltip_text (star, e->bookmarked ? _("Bookmarked") : _("A note"));
  if (e->bookmarked)
    gtk_widget_add_css_class (star, "starred");
  gtk_box_append (GTK_BOX (box), star);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (text), title);
  if (e->orphaned)
    {
      GtkWidget *badge = gtk_label_new (_("Orphaned: this clause is no longer in the texts"));

      gtk_label_set_xalign (GTK_LABEL (badge), 0);
      gtk_label_set_wrap (GTK_LABEL (badge), TRUE);
      gtk_widget_add_css_class (badge, "caption");
      gtk_widget_add_css_class (badge, "orphan-badge");
      gtk_box_append (GTK_BOX (text), badge);
    }
  else if (self->corpus != NULL)
    {
      g_autoptr(BxClause) clause = bx_corpus_get_clause (self->corpus, e->clause_id, NULL);

      if (clause != NULL)
        {
          g_autofree char *original = bx_reader_view_convert (self, clause->text);
          GtkWidget *label = gtk_label_new (original);

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
          gtk_widget_add_css_class (label, "result-original");
          gtk_box_append (GTK_BOX (text), label);
        }
    }
  if (e->note != NULL)
    {
      g_autofree char *short_note = excerpt (e->note);
      GtkWidget *label = gtk_label_new (short_note);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_label_set_lines (GTK_LABEL (label), 3);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (label, "user-note");
      gtk_box_append (GTK_BOX (text), label);
    }
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (box), text);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_name (row, e->clause_id);
  g_object_set_data (G_OBJECT (row), "orphaned", GINT_TO_POINTER (e->orphaned));
  return row;
}

/* The list's scroller as tall as its rows at the list's width, up to NOTES_MAX_HEIGHT: a
 * natural height measured before the rows wrap would cut the last row off. */
static void
fit_list (BxReaderView *self)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (self->notes_list),
                                                 GTK_TYPE_SCROLLED_WINDOW);
  int height = 0;

  gtk_widget_measure (GTK_WIDGET (self->notes_list), GTK_ORIENTATION_VERTICAL,
                      NOTES_WIDTH, NULL, &height, NULL, NULL);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller),
                                              MIN (height, NOTES_MAX_HEIGHT));
}

static void
refresh_notes_list (BxReaderView *self)
{
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  const char *query;
  guint shown = 0, n_orphans = 0;
  g_autofree char *status = NULL;

  if (self->notes_list == NULL || !gtk_widget_get_visible (self->notes_popover))
    return;
  bx_reader_view_remove_all_rows (self->notes_list);
  if (bx_reader_view_get_user_db (self) == NULL)
    return;
  entries = bx_user_db_list (self->user_db, BX_USER_LIST_ALL, self->corpus, &error);
  if (entries == NULL)
    {
      gtk_label_set_label (self->notes_status, error->message);
      return;
    }
  query = gtk_editable_get_text (GTK_EDITABLE (self->notes_search));
  /* The entries on clauses of the texts first, the orphaned ones last. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < entries->len; i++)
      {
        const BxUserEntry *e = g_ptr_array_index (entries, i);

        if (e->orphaned != (pass == 1) || !bx_user_entry_matches (e, query))
          continue;
        gtk_list_box_append (self->notes_list, entry_row_new (self, e));
        shown++;
        n_orphans += e->orphaned;
      }
  fit_list (self);
  if (entries->len == 0)
    status = g_strdup (_("No bookmarks or notes yet"));
  else if (shown == 0)
    status = g_strdup (_("Nothing matches"));
  else
    {
      /* TRANSLATORS: the status of the list of bookmarks and notes */
      g_autofree char *count = g_strdup_printf (ngettext ("%u entry", "%u entries", shown),
                                                shown);
      g_autofree char *orphans = NULL;

      if (n_orphans > 0)
        /* TRANSLATORS: added to the count of bookmarks and notes */
        orphans = g_strdup_printf (ngettext ("%u orphaned", "%u orphaned", n_orphans),
                                   n_orphans);
      status = orphans != NULL ? g_strdup_printf ("%s · %s", count, orphans)
                               : g_steal_pointer (&count);
    }
  gtk_label_set_label (self->notes_status, status);
}

static void
notes_shown_cb (BxReaderView *self)
{
  refresh_notes_list (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->notes_search));
}

static void
notes_row_activated_cb (BxReaderView  *self,
                        GtkListBoxRow *row,
                        GtkListBox    *list)
{
  const char *clause_id = gtk_widget_get_name (GTK_WIDGET (row));

  if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "orphaned")))
    {
      bx_reader_view_show_toast (self, _("This note's clause is no longer in the texts"));
      return;
    }
  gtk_popover_popdown (GTK_POPOVER (self->notes_popover));
  bx_reader_view_show_clause (self, clause_id);
}

static void
export_response_cb (GtkNativeDialog *native,
                    int              response,
                    BxReaderView    *self)
{
  gboolean json = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (native), "json"));
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;

  if (response != GTK_RESPONSE_ACCEPT)
    goto out;
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  path = file != NULL ? g_file_get_path (file) : NULL;
  if (path == NULL || bx_reader_view_get_user_db (self) == NULL)
    goto out;
  text = bx_user_db_export (self->user_db, self->corpus,
                            json ? BX_USER_EXPORT_JSON : BX_USER_EXPORT_MARKDOWN, &error);
  if (text == NULL || !g_file_set_contents (path, text, -1, &error))
    show_error (self, error);
  else
    {
      g_autofree char *name = g_file_get_basename (file);
      /* TRANSLATORS: a toast; %s is a file name */
      g_autofree char *message = g_strdup_printf (_("Exported the notes to %s"), name);

      bx_reader_view_show_toast (self, message);
    }
out:
  g_object_unref (native);
}

static void
export_notes_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  BxReaderView *self = BX_READER_VIEW (widget);
  gboolean json = g_strcmp0 (g_variant_get_string (param, NULL), "json") == 0;
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *native;

  gtk_popover_popdown (GTK_POPOVER (self->notes_popover));
  native = gtk_file_chooser_native_new (json ? _("Export Notes as JSON")
                                             : _("Export Notes as Markdown"),
                                        GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
                                        _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native),
                                     json ? "boxi-notes.json" : "boxi-notes.md");
  g_object_set_data (G_OBJECT (native), "json", GINT_TO_POINTER (json));
  g_signal_connect (native, "response", G_CALLBACK (export_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
show_notes_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  BxReaderView *self = BX_READER_VIEW (widget);

  gtk_menu_button_popup (self->notes_button);
}

static GtkWidget *
notes_popover_new (BxReaderView *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *title = gtk_label_new (_("Bookmarks and Notes"));
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *md = gtk_button_new_with_mnemonic (_("Export _Markdown…"));
  GtkWidget *json = gtk_button_new_with_mnemonic (_("Export _JSON…"));
  GtkWidget *status = gtk_label_new (NULL);
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *search = gtk_search_entry_new ();

  gtk_widget_add_css_class (title, "title-4");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_box_append (GTK_BOX (box), title);

  g_object_set (search, "placeholder-text", _("Search your notes"), NULL);
  g_signal_connect_object (search, "search-changed", G_CALLBACK (refresh_notes_list), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box), search);

  {
    GtkWidget *hint = gtk_label_new (_("Star a clause with its ☆ button or Ctrl+D; write a "
                                       "note on it with its pen button or Ctrl+E."));

    gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
    gtk_label_set_max_width_chars (GTK_LABEL (hint), 36);
    gtk_label_set_justify (GTK_LABEL (hint), GTK_JUSTIFY_CENTER);
    gtk_widget_set_margin_top (hint, 18);
    gtk_widget_set_margin_bottom (hint, 18);
    gtk_widget_set_margin_start (hint, 12);
    gtk_widget_set_margin_end (hint, 12);
    gtk_widget_add_css_class (hint, "dim-label");
    gtk_list_box_set_placeholder (GTK_LIST_BOX (list), hint);
  }
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_list_box_set_activate_on_single_click (GTK_LIST_BOX (list), TRUE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_add_css_class (list, "notes-list");
  /* Room for the boxed list's border, which the scroller would clip. */
  gtk_widget_set_margin_top (list, 2);
  gtk_widget_set_margin_bottom (list, 2);
  gtk_widget_set_margin_start (list, 2);
  gtk_widget_set_margin_end (list, 2);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Bookmarks and notes"), -1);
  g_signal_connect_object (list, "row-activated", G_CALLBACK (notes_row_activated_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller),
                                              NOTES_MAX_HEIGHT);
  gtk_widget_set_size_request (scroller, NOTES_WIDTH, -1);
  gtk_box_append (GTK_BOX (box), scroller);

  /* One line: a label that wraps after the popover is measured would push the buttons
   * out of it. */
  gtk_label_set_xalign (GTK_LABEL (status), 0);
  gtk_label_set_ellipsize (GTK_LABEL (status), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (status, "dim-label");
  gtk_widget_add_css_class (status, "caption");
  gtk_box_append (GTK_BOX (box), status);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (md), "reader.export-notes");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (md), "s", "markdown");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (json), "reader.export-notes");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (json), "s", "json");
  gtk_widget_set_hexpand (md, TRUE);
  gtk_widget_set_hexpand (json, TRUE);
  gtk_box_append (GTK_BOX (buttons), md);
  gtk_box_append (GTK_BOX (buttons), json);
  gtk_box_set_homogeneous (GTK_BOX (buttons), TRUE);
  gtk_box_append (GTK_BOX (box), buttons);

  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  g_signal_connect_object (popover, "show", G_CALLBACK (notes_shown_cb), self,
                           G_CONNECT_SWAPPED);

  self->notes_search = GTK_SEARCH_ENTRY (search);
  self->notes_list = GTK_LIST_BOX (list);
  self->notes_status = GTK_LABEL (status);
  return popover;
}

/**
 * bx_reader_view_get_notes_list:
 * @self: a #BxReaderView
 *
 * For tests: the list of bookmarks and notes (rows named by their clause ids), filled
 * while its popover shows (the action reader.show-notes).
 *
 * Returns: (transfer none): the list
 */
GtkWidget *
bx_reader_view_get_notes_list (BxReaderView *self)
{
  g_return_val_if_fail (BX_IS_READER_VIEW (self), NULL);

  return GTK_WIDGET (self->notes_list);
}

void
bx_reader_view_class_add_notes (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "reader.toggle-bookmark", "s",
                                   toggle_bookmark_action);
  gtk_widget_class_install_action (widget_class, "reader.edit-note", "s", edit_note_action);
  gtk_widget_class_install_action (widget_class, "reader.copy-citation", "s",
                                   copy_citation_action);
  gtk_widget_class_install_action (widget_class, "reader.show-notes", NULL, show_notes_action);
  gtk_widget_class_install_action (widget_class, "reader.export-notes", "s",
                                   export_notes_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK,
                                       "reader.toggle-bookmark", "s", "");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK,
                                       "reader.edit-note", "s", "");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_C,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "reader.copy-citation", "s", "");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "reader.copy-citation", "s", "");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, GDK_CONTROL_MASK,
                                       "reader.show-notes", NULL);
}

void
bx_reader_view_init_notes (BxReaderView *self)
{
  self->notes_popover = notes_popover_new (self);
  gtk_menu_button_set_popover (self->notes_button, self->notes_popover);
}

void
bx_reader_view_dispose_notes (BxReaderView *self)
{
  if (self->note_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->note_dialog));
  self->note_dialog = NULL;
  g_clear_pointer (&self->user_db, bx_user_db_free);
  g_clear_pointer (&self->user_db_path, g_free);
}

/* Personal notes in the reader's search, before the texts' hits (bx-reader-search.c). */
GPtrArray *
bx_reader_view_search_notes (BxReaderView          *self,
                             const char            *text,
                             const BxSearchOptions *options)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *hits;

  if (bx_reader_view_get_user_db (self) == NULL)
    return NULL;
  hits = bx_user_db_search (self->user_db, text, self->corpus, options, &error);
  if (hits == NULL)
    g_debug ("Notes not searched: %s", error->message);
  return hits;
}
