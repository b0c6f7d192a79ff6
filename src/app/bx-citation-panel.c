/* bx-citation-panel.c: the rules behind a move, each with its status and the source
 * clauses it cites, original and translation
 *
 * The panel shows the chain move → rules → clauses that the core builds
 * (bx_game_move_citations_from_index()).  With the corpus, each cited clause is read from
 * the database once per display (bx_corpus_get_clause(): text, translation and notes);
 * without it the text and translation come from the clause index.  Each clause has a
 * button that activates win.open-clause with its id.
 *
 * With the corpus, a clause that has notes (the source's interlinear notes, 注, and our
 * commentary) gets a "Notes (N)" expander that lists them, each with a button to open the
 * clause in the reader, where the note's marker opens its popover.  The clause's original
 * text then carries a 注 marker where each interlinear note stands; clicking a marker opens
 * the expander.  Whether the expanders are open is kept from one move to the next.  From
 * the clause index alone (no corpus) the panel shows no notes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-citation-panel.h"
#include "bx-text-util.h"
#include "bx-tooltip.h"

struct _BxCitationPanel
{
  AdwBin          parent_instance;

  BxCorpus       *corpus;        /* not owned */
  BxClauseIndex  *clause_index;  /* not owned */

  /* What is shown, to skip rebuilding the same thing. */
  const BxGame   *game;
  BxMove          move;
  gboolean        has_move;
  char           *heading;
  char           *description;
  GPtrArray      *clause_ids;
  GPtrArray      *rule_ids;
  gboolean        notes_expanded;

  /* Template children */
  GtkLabel       *heading_label;
  GtkLabel       *description_label;
  GtkBox         *rules_box;
  GtkScrolledWindow *scrolled;
};

G_DEFINE_FINAL_TYPE (BxCitationPanel, bx_citation_panel, ADW_TYPE_BIN)

static gboolean marker_activate_link_cb (GtkLabel        *label,
                                         const char      *uri,
                                         GtkWidget       *expander);
static void     notes_expanded_cb       (BxCitationPanel *self,
                                         GParamSpec      *pspec,
                                         GtkExpander     *expander);

/* Statics */

static void
clear_rules (BxCitationPanel *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rules_box))) != NULL)
    gtk_box_remove (self->rules_box, child);
  g_ptr_array_set_size (self->clause_ids, 0);
  g_ptr_array_set_size (self->rule_ids, 0);
}

static GtkWidget *
new_label (const char *text,
           const char *css_class,
           gboolean    selectable)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), selectable);
  if (css_class != NULL)
    {
      g_auto(GStrv) classes = g_strsplit (css_class, " ", -1);

      for (guint i = 0; classes[i] != NULL; i++)
        gtk_widget_add_css_class (label, classes[i]);
    }
  return label;
}

/* The original text as Pango markup, with a 注 marker (a link, "note:N") where each
 * interlinear note stands; @n_interlinear > 1 numbers the markers. */
static char *
build_marked_original (const char *text,
                       GPtrArray  *notes,
                       guint       n_interlinear)
{
  glong n = g_utf8_strlen (text, -1);
  GString *out = g_string_new (NULL);
  const char *p = text;
  guint number = 0;
  guint next = 0;

  for (glong i = 0; i <= n; i++)
    {
      /* Notes are in offset order, interlinear first (bx-corpus.h). */
      for (; next < notes->len; next++)
        {
          const BxNote *note = g_ptr_array_index (notes, next);
          g_autofree char *marker = NULL;
          int offset;

          if (g_strcmp0 (note->type, "interlinear") != 0)
            {
              next = notes->len;
              break;
            }
          offset = CLAMP (note->offset, 0, (int) n);
          if (offset != i)
            break;
          number++;
          if (n_interlinear > 1)
            marker = g_strdup_printf ("%s%u", C_("marker", "注"), number);
          else
            marker = g_strdup (C_("marker", "注"));
          g_string_append_printf (out, "<a href=\"note:%u\">"
                                  "<span font_size=\"smaller\" rise=\"5pt\">%s</span></a>",
                                  next, marker);
        }
      if (i == n)
        break;
      {
        const char *end = g_utf8_next_char (p);
        g_autofree char *escaped = g_markup_escape_text (p, end - p);

        g_string_append (out, escaped);
        p = end;
      }
    }
  return g_string_free (out, FALSE);
}

static guint
count_interlinear (GPtrArray *notes)
{
  guint n = 0;

  for (guint i = 0; notes != NULL && i < notes->len; i++)
    if (g_strcmp0 (((BxNote *) g_ptr_array_index (notes, i))->type, "interlinear") == 0)
      n++;
  return n;
}

static GtkWidget *
build_note (const char   *clause_id,
            const BxNote *note,
            guint         number)
{
  gboolean interlinear = g_strcmp0 (note->type, "interlinear") == 0;
  GtkWidget *box, *header, *badge, *button;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_add_css_class (box, "citation-note");

  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  if (interlinear)
    {
      g_autofree char *label = number > 0
        ? g_strdup_printf ("%s%u", C_("marker", "注"), number)
        : g_strdup (C_("marker", "注"));

      badge = new_label (label, "citation-note-badge interlinear", FALSE);
      bx_widget_set_tooltip_text (badge, _("Interlinear note: part of the source, a note in "
                                           "small double-column characters"));
    }
  else
    {
      badge = new_label (_("Commentary"), "citation-note-badge commentary", FALSE);
      bx_widget_set_tooltip_text (badge,
                                  _("A note by the editors of Boxi, not part of the source"));
    }
  gtk_label_set_wrap (GTK_LABEL (badge), FALSE);
  gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (badge, TRUE);
  gtk_widget_set_halign (badge, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (header), badge);

  button = gtk_button_new_with_label (_("Open in Reader"));
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "caption");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  bx_widget_set_tooltip_text (button, _("Show the clause in the reader, where this note's "
                                        "marker opens it"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.open-clause");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", clause_id);
  gtk_box_append (GTK_BOX (header), button);
  gtk_box_append (GTK_BOX (box), header);

  gtk_box_append (GTK_BOX (box), new_label (note->text != NULL ? note->text : "",
                                            interlinear ? "citation-note-original"
                                                        : "citation-note-commentary",
                                            TRUE));
  return box;
}

static GtkWidget *
build_notes (BxCitationPanel *self,
             const char      *clause_id,
             GPtrArray       *notes,
             guint            n_interlinear)
{
  g_autofree char *title = NULL;
  GtkWidget *expander, *box;
  guint number = 0;

  /* TRANSLATORS: the expander under a cited clause; %u is the number of its notes */
  title = g_strdup_printf (_("Notes (%u)"), notes->len);
  expander = gtk_expander_new (title);
  gtk_widget_add_css_class (expander, "citation-notes");
  gtk_expander_set_expanded (GTK_EXPANDER (expander), self->notes_expanded);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_margin_top (box, 4);
  for (guint i = 0; i < notes->len; i++)
    {
      const BxNote *note = g_ptr_array_index (notes, i);
      gboolean interlinear = g_strcmp0 (note->type, "interlinear") == 0;

      gtk_box_append (GTK_BOX (box),
                      build_note (clause_id, note,
                                  interlinear && n_interlinear > 1 ? ++number : 0));
    }
  gtk_expander_set_child (GTK_EXPANDER (expander), box);
  g_signal_connect_object (expander, "notify::expanded", G_CALLBACK (notes_expanded_cb), self,
                           G_CONNECT_SWAPPED);
  return expander;
}

/* One clause of a rule; @context: a clause the rule only points to (its `<context>`),
 * shown but not counted among the move's clauses. */
static GtkWidget *
build_clause (BxCitationPanel     *self,
              const BxCitedClause *clause,
              gboolean             context)
{
  g_autoptr(BxClause) full = NULL;
  GtkWidget *box, *header, *id_label, *button, *notes = NULL;
  guint n_interlinear = 0;
  const char *text, *translation;

  if (self->corpus != NULL)
    {
      g_autoptr(GError) error = NULL;

      full = bx_corpus_get_clause (self->corpus, clause->clause_id, &error);
      if (full == NULL)
        g_debug ("No notes for %s: %s", clause->clause_id, error ? error->message : "?");
    }
  /* The one read of the clause gives its text too; the index's is the fallback. */
  text = full != NULL ? full->text : clause->text;
  translation = full != NULL ? full->translation : clause->translation;
  if (full != NULL && full->notes != NULL && full->notes->len > 0)
    {
      n_interlinear = count_interlinear (full->notes);
      notes = build_notes (self, clause->clause_id, full->notes, n_interlinear);
    }

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_add_css_class (box, "citation-clause");

  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* People's reference ("譜雙 · 常局格制 §18"); the id only in the tooltip. */
  {
    g_autofree char *ref = bx_clause_label_for_ui (self->corpus, clause->clause_id);
    g_autofree char *tip = g_strdup_printf (_("Clause id: %s"), clause->clause_id);

    id_label = new_label (ref, "caption dim-label numeric", TRUE);
    bx_widget_set_tooltip_text (id_label, tip);
  }
  gtk_label_set_wrap (GTK_LABEL (id_label), FALSE);
  gtk_label_set_ellipsize (GTK_LABEL (id_label), PANGO_ELLIPSIZE_MIDDLE);
  gtk_widget_set_hexpand (id_label, TRUE);
  gtk_widget_set_valign (id_label, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (header), id_label);

  button = gtk_button_new_with_label (_("Open in Reader"));
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "caption");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  bx_widget_set_tooltip_text (button, _("Show this clause in the reader"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.open-clause");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", clause->clause_id);
  gtk_box_append (GTK_BOX (header), button);
  gtk_box_append (GTK_BOX (box), header);

  /* A clause that is all interlinear note (博經's fragments) has an empty text: its
   * translation stands alone. */
  if (text != NULL && *text != '\0' && n_interlinear > 0)
    {
      g_autofree char *markup = build_marked_original (text, full->notes,
                                                       n_interlinear);
      GtkWidget *original = new_label (NULL, "clause-original", TRUE);

      gtk_label_set_markup (GTK_LABEL (original), markup);
      g_signal_connect_object (original, "activate-link", G_CALLBACK (marker_activate_link_cb),
                               notes, 0);
      gtk_box_append (GTK_BOX (box), original);
    }
  else if (text != NULL && *text != '\0')
    gtk_box_append (GTK_BOX (box), new_label (text, "clause-original", TRUE));
  else if (text == NULL)
    gtk_box_append (GTK_BOX (box), new_label (_("(The text of this clause is not available.)"),
                                              "dim-label", FALSE));
  if (translation != NULL)
    gtk_box_append (GTK_BOX (box), new_label (translation, "citation-translation",
                                              TRUE));
  if (notes != NULL)
    gtk_box_append (GTK_BOX (box), notes);

  if (context)
    gtk_widget_add_css_class (box, "citation-context");
  else
    g_ptr_array_add (self->clause_ids, g_strdup (clause->clause_id));
  return box;
}

static GtkWidget *
build_rule (BxCitationPanel  *self,
            const BxCitation *citation)
{
  const BxRule *rule = citation->rule;
  GtkWidget *box, *header, *badge, *heading_label;
  g_autofree char *heading = NULL;
  g_autofree char *tip = NULL;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (box, "citation-rule");

  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  badge = gtk_label_new (bx_rule_status_label (rule->status));
  gtk_widget_add_css_class (badge, bx_rule_status_css_class (rule->status));
  gtk_widget_add_css_class (badge, "caption-heading");
  gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
  bx_widget_set_tooltip_text (badge, rule->status == BX_STATUS_ATTESTED
                              ? _("The cited clause states this rule")
                              : rule->status == BX_STATUS_INTERPRETED
                              ? _("The cited clause is unclear: this is our reading")
                              : _("No clause states this rule: it follows a reconstruction"));
  gtk_box_append (GTK_BOX (header), badge);
  /* A heading for people (topic and short name); the engine's id only in the tooltip. */
  heading = bx_rule_heading (rule, NULL);
  tip = g_strdup_printf (_("Engine details: rule %s of %s"), rule->id,
                         rule->ruleset_id != NULL ? rule->ruleset_id : "?");
  heading_label = new_label (heading, "caption-heading", TRUE);
  gtk_widget_set_name (heading_label, "rule-heading");
  bx_widget_set_tooltip_text (heading_label, tip);
  gtk_widget_set_hexpand (heading_label, TRUE);
  gtk_widget_set_valign (heading_label, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (header), heading_label);
  gtk_box_append (GTK_BOX (box), header);

  /* The statements in the reader's language first (bx_statements_for_ui()). */
  {
    g_autofree char *first = NULL;
    g_autofree char *second = NULL;
    gboolean zh_first = bx_ui_script (NULL) != BX_UI_SCRIPT_NONE && rule->statement_zh != NULL;
    gboolean converted = bx_statements_for_ui (rule->statement_en, rule->statement_zh, NULL,
                                               &first, &second);
    GtkWidget *label;

    if (first != NULL)
      {
        label = new_label (first, zh_first ? "citation-statement-zh" : NULL, TRUE);
        gtk_widget_set_name (label, "statement");
        gtk_box_append (GTK_BOX (box), label);
      }
    if (converted)
      gtk_box_append (GTK_BOX (box), bx_converted_label_new ());
    if (second != NULL)
      {
        label = new_label (second, zh_first ? "dim-label" : "citation-statement-zh", TRUE);
        gtk_widget_set_name (label, "statement-second");
        gtk_box_append (GTK_BOX (box), label);
      }
  }
  if (rule->rationale != NULL)
    {
      gboolean converted;
      g_autofree char *why = bx_rule_rationale_for_ui (rule, &converted);
      g_autofree char *text = g_strdup_printf (_("Why this reading: %s"), why);
      GtkWidget *label;

      label = new_label (text, "caption dim-label", TRUE);
      gtk_widget_set_name (label, "rationale");
      gtk_box_append (GTK_BOX (box), label);
      if (converted)
        {
          label = bx_converted_label_new ();
          gtk_widget_set_name (label, "rationale-converted");
          gtk_box_append (GTK_BOX (box), label);
        }
    }

  for (guint i = 0; citation->clauses != NULL && i < citation->clauses->len; i++)
    gtk_box_append (GTK_BOX (box), build_clause (self, g_ptr_array_index (citation->clauses, i),
                                                 FALSE));
  /* The clauses the rule only points to, after its cites and labelled as context. */
  for (guint k = 0; rule->context != NULL && rule->context[k] != NULL; k++)
    {
      BxCitedClause cl = { .clause_id = rule->context[k] };

      if (k == 0)
        {
          GtkWidget *label = new_label (_("Context: what this rule fills a gap about; "
                                          "the clause does not state it"),
                                        "caption dim-label", TRUE);
          gtk_box_append (GTK_BOX (box), label);
        }
      gtk_box_append (GTK_BOX (box), build_clause (self, &cl, TRUE));
    }

  g_ptr_array_add (self->rule_ids, g_strdup (rule->id));
  return box;
}

static void
set_heading (BxCitationPanel *self,
             const char      *heading,
             const char      *description)
{
  g_free (self->heading);
  self->heading = g_strdup (heading != NULL ? heading : _("Citations"));
  g_free (self->description);
  self->description = g_strdup (description);
  gtk_label_set_label (self->heading_label, self->heading);
  gtk_label_set_label (self->description_label, description != NULL ? description : "");
  gtk_widget_set_visible (GTK_WIDGET (self->description_label),
                          description != NULL && *description != '\0');
}

/* Callbacks */

/* A click on a 注 marker opens the clause's notes. */
static gboolean
marker_activate_link_cb (GtkLabel   *label,
                         const char *uri,
                         GtkWidget  *expander)
{
  if (!g_str_has_prefix (uri, "note:"))
    return FALSE;
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  /* Not the label: a focused selectable label shows a caret. */
  gtk_widget_grab_focus (expander);
  return TRUE;
}

/* Opening or closing one clause's notes is remembered for the clauses of later moves. */
static void
notes_expanded_cb (BxCitationPanel *self,
                   GParamSpec      *pspec,
                   GtkExpander     *expander)
{
  self->notes_expanded = gtk_expander_get_expanded (expander);
}

/* Overrides */

static void
bx_citation_panel_dispose (GObject *object)
{
  BxCitationPanel *self = BX_CITATION_PANEL (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_CITATION_PANEL);
  self->corpus = NULL;
  self->clause_index = NULL;
  self->game = NULL;
  G_OBJECT_CLASS (bx_citation_panel_parent_class)->dispose (object);
}

static void
bx_citation_panel_finalize (GObject *object)
{
  BxCitationPanel *self = BX_CITATION_PANEL (object);

  g_free (self->heading);
  g_free (self->description);
  g_ptr_array_unref (self->clause_ids);
  g_ptr_array_unref (self->rule_ids);
  G_OBJECT_CLASS (bx_citation_panel_parent_class)->finalize (object);
}

static void
bx_citation_panel_class_init (BxCitationPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_citation_panel_dispose;
  object_class->finalize = bx_citation_panel_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-citation-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, BxCitationPanel, heading_label);
  gtk_widget_class_bind_template_child (widget_class, BxCitationPanel, description_label);
  gtk_widget_class_bind_template_child (widget_class, BxCitationPanel, rules_box);
  gtk_widget_class_bind_template_child (widget_class, BxCitationPanel, scrolled);
}

static void
bx_citation_panel_init (BxCitationPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->clause_ids = g_ptr_array_new_with_free_func (g_free);
  self->rule_ids = g_ptr_array_new_with_free_func (g_free);
}

/* Public API */

GtkWidget *
bx_citation_panel_new (void)
{
  return g_object_new (BX_TYPE_CITATION_PANEL, NULL);
}

/**
 * bx_citation_panel_set_corpus:
 * @self: a panel
 * @corpus: (nullable) (transfer none): the corpus for the clauses' text; the caller keeps
 *   it open while it is set
 */
void
bx_citation_panel_set_corpus (BxCitationPanel *self,
                              BxCorpus        *corpus)
{
  g_return_if_fail (BX_IS_CITATION_PANEL (self));

  self->corpus = corpus;
  self->has_move = FALSE;
}

/**
 * bx_citation_panel_set_clause_index:
 * @self: a panel
 * @index: (nullable) (transfer none): the clause index used when there is no corpus; the
 *   caller keeps it alive while it is set
 */
void
bx_citation_panel_set_clause_index (BxCitationPanel *self,
                                    BxClauseIndex   *index)
{
  g_return_if_fail (BX_IS_CITATION_PANEL (self));

  self->clause_index = index;
  self->has_move = FALSE;
}

/* Whether rules of @topic frame every move rather than tell this one apart. */
static gboolean
topic_frames_every_move (BxTopic topic)
{
  return topic == BX_TOPIC_SETUP || topic == BX_TOPIC_THROW || topic == BX_TOPIC_MOVEMENT
         || topic == BX_TOPIC_TURN_ORDER;
}

/**
 * bx_citation_panel_show_move:
 * @self: a panel
 * @game: the game the move belongs to
 * @move: the move
 * @heading: "Last move", "Candidate move", …
 * @description: (nullable): the move in words (bx_move_words_text())
 *
 * Shows each rule that licenses @move, with its status, statements and cited clauses.
 */
void
bx_citation_panel_show_move (BxCitationPanel *self,
                             const BxGame    *game,
                             const BxMove    *move,
                             const char      *heading,
                             const char      *description)
{
  g_autoptr(GPtrArray) citations = NULL;

  g_return_if_fail (BX_IS_CITATION_PANEL (self));
  g_return_if_fail (game != NULL);
  g_return_if_fail (move != NULL);

  if (self->has_move && self->game == game && bx_move_equal (&self->move, move)
      && g_strcmp0 (self->heading, heading) == 0
      && g_strcmp0 (self->description, description) == 0)
    return;

  self->game = game;
  self->move = *move;
  self->has_move = TRUE;
  set_heading (self, heading, description);
  clear_rules (self);

  /* The rules and clause ids; build_clause() reads each clause from the corpus once. */
  citations = bx_game_move_citations_from_index (game, move, self->clause_index);

  /* The rules that make this move what it is (a hit, a stack, an entry, a bear-off …)
   * first, those that frame every move (the way pieces go, the throw, the turn) after them,
   * each group in the move's order: a hit is explained without scrolling past how all
   * pieces move. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; citations != NULL && i < citations->len; i++)
      {
        const BxCitation *c = g_ptr_array_index (citations, i);
        if (topic_frames_every_move (c->rule->topic) == (pass == 1))
          gtk_box_append (self->rules_box, build_rule (self, c));
      }

  if (citations == NULL || citations->len == 0)
    gtk_box_append (self->rules_box, new_label (_("No rule is recorded for this move."),
                                                "dim-label", FALSE));
}

/**
 * bx_citation_panel_show_message:
 * @self: a panel
 * @heading: (nullable): the heading
 * @message: (nullable): a line of explanation
 *
 * Shows no move, only a message.
 */
void
bx_citation_panel_show_message (BxCitationPanel *self,
                                const char      *heading,
                                const char      *message)
{
  g_return_if_fail (BX_IS_CITATION_PANEL (self));

  if (!self->has_move && g_strcmp0 (self->heading, heading) == 0
      && g_strcmp0 (self->description, message) == 0)
    return;
  self->has_move = FALSE;
  self->game = NULL;
  set_heading (self, heading, message);
  clear_rules (self);
}

/**
 * bx_citation_panel_get_heading:
 * @self: a panel
 *
 * Returns: (transfer none): the heading shown
 */
const char *
bx_citation_panel_get_heading (BxCitationPanel *self)
{
  g_return_val_if_fail (BX_IS_CITATION_PANEL (self), NULL);

  return self->heading;
}

static char **
dup_strv (GPtrArray *array)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  char **strv;

  for (guint i = 0; i < array->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (array, i));
  strv = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return strv;
}

/**
 * bx_citation_panel_dup_clause_ids:
 * @self: a panel
 *
 * Returns: (transfer full): the ids of the clauses shown, in order (with repeats when two
 *   rules cite one clause)
 */
char **
bx_citation_panel_dup_clause_ids (BxCitationPanel *self)
{
  g_return_val_if_fail (BX_IS_CITATION_PANEL (self), NULL);

  return dup_strv (self->clause_ids);
}

/**
 * bx_citation_panel_dup_rule_ids:
 * @self: a panel
 *
 * Returns: (transfer full): the ids of the rules shown, in order
 */
char **
bx_citation_panel_dup_rule_ids (BxCitationPanel *self)
{
  g_return_val_if_fail (BX_IS_CITATION_PANEL (self), NULL);

  return dup_strv (self->rule_ids);
}

/**
 * bx_rule_status_label:
 * @status: a status
 *
 * Returns: (transfer none): the status as shown on a badge, translated
 */
const char *
bx_rule_status_label (BxRuleStatus status)
{
  switch (status)
    {
    case BX_STATUS_ATTESTED:
      return C_("rule status", "attested");
    case BX_STATUS_INTERPRETED:
      return C_("rule status", "interpreted");
    case BX_STATUS_CONJECTURED:
      return C_("rule status", "conjectured");
    default:
      return "?";
    }
}

/**
 * bx_rule_status_css_class:
 * @status: a status
 *
 * Returns: (transfer none): the CSS class of its badge (ui/style.css)
 */
const char *
bx_rule_status_css_class (BxRuleStatus status)
{
  switch (status)
    {
    case BX_STATUS_ATTESTED:
      return "status-attested";
    case BX_STATUS_INTERPRETED:
      return "status-interpreted";
    case BX_STATUS_CONJECTURED:
    default:
      return "status-conjectured";
    }
}
