/* bx-rules-pages.c: the Rules page's rule page (its example on a small board), the concepts
 * across families and the tutorials (a step, and the page kept in place with its feedback in
 * view after a choice)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-example.h"
#include "bx-move-history.h"
#include "bx-rules-view-private.h"
#include "bx-text-util.h"
#include "bx-tooltip.h"

/* The most legal moves a tutorial step lists as buttons. */
#define MAX_TUTORIAL_MOVES 40

/* What an example shows when none of its moves cites the rule, by the rule's topic. */
static const char *
shown_by_position (BxTopic topic)
{
  switch (topic)
    {
    case BX_TOPIC_SETUP:
      return _("The position shows this rule: the pieces stand as the game begins. No move "
               "applies it; it is in place before the first throw.");
    case BX_TOPIC_THROW:
      return _("The position shows this rule: the throw above is one the rule describes, "
               "and the moves it allows are on the board.");
    case BX_TOPIC_TURN_ORDER:
      return _("The position shows this rule: whose turn it is and what the throw gives "
               "them. No single move applies it.");
    case BX_TOPIC_WINNING:
    case BX_TOPIC_SCORING:
      return _("The position shows this rule near the end of a game: it decides who wins "
               "once the game is over, not any one move.");
    default:
      return _("The position shows this rule by what it forbids: none of the legal moves "
               "here applies it.");
    }
}

/* A button that marks one of the moves citing the rule on the example's board. */
static GtkWidget *
citing_move_button (BxSession *session,
                    guint      index)
{
  const BxMove *move = bx_session_get_legal_move (session, index);
  const BxGame *game = bx_session_get_game (session);
  const BxState *state = bx_session_get_state (session);
  g_autofree char *text = bx_move_words_text (game, state, move);
  g_autofree char *notation = bx_game_describe_move (game, state, move);
  GtkWidget *button = gtk_toggle_button_new_with_label (text);

  /* People read the words; the notation stays for experts, in the tooltip. */
  bx_widget_set_tooltip_text (button, notation);

  gtk_widget_add_css_class (button, "rules-citing-move");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "rules.example-move");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", index);
  return button;
}

/* The example of @rule: the board at its position, the moves that cite it (by
 * bx_example_citing()) as buttons that each mark theirs on the board, the first marked. */
static void
build_example (BxRulesView  *self,
               BxRuleset    *rs,
               const BxRule *rule,
               guint         rule_index)
{
  const char *state_json = NULL, *throw_text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) citing = NULL;
  BxSession *session;
  GtkWidget *board, *open;

  if (!bx_ruleset_get_example (rs, rule->id, &state_json, &throw_text))
    {
      bx_rules_view_add (self, bx_rules_label (_("This rule has no example position yet."),
                                               "dim-label"));
      return;
    }
  bx_rules_view_add (self, bx_rules_heading (_("Show me"), "title-2"));
  session = bx_session_new_at_position (rs, 1, state_json, throw_text, &error);
  if (session == NULL)
    {
      g_message ("Cannot set up the example of %s: %s", rule->id, error->message);
      bx_rules_view_add (self, bx_rules_label (error->message, "error"));
      return;
    }
  citing = bx_example_citing (bx_session_get_game (session), bx_session_get_state (session),
                              bx_session_get_throw (session),
                              bx_session_get_legal_moves (session), rule_index);
  if (throw_text != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The throw: %s"), throw_text);

      bx_rules_view_add (self, bx_rules_label (text, "heading"));
    }
  board = bx_rules_board (self, session, 420);
  bx_rules_view_add (self, board);
  self->example_board = board;
  self->example_session = session;
  if (citing->len > 0)
    {
      GtkWidget *label, *moves;

      /* TRANSLATORS: above the buttons of the moves that apply a rule */
      label = bx_rules_label (ngettext ("The move that applies this rule, marked on the board:",
                                        "The moves that apply this rule; choose one to mark "
                                        "it on the board:", citing->len), "rules-citing");
      gtk_widget_set_name (label, "rules-citing");
      bx_rules_view_add (self, label);
      moves = gtk_flow_box_new ();
      gtk_widget_set_name (moves, "citing-moves");
      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (moves), GTK_SELECTION_NONE);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (moves), 6);
      for (guint i = 0; i < citing->len && i < MAX_TUTORIAL_MOVES; i++)
        {
          GtkWidget *button = citing_move_button (session, g_array_index (citing, guint, i));

          gtk_flow_box_append (GTK_FLOW_BOX (moves), button);
          gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
        }
      bx_rules_view_add (self, moves);
      self->example_moves = moves;
      bx_rules_view_mark_example_move (self, g_array_index (citing, guint, 0));
    }
  else
    {
      GtkWidget *label = bx_rules_label (shown_by_position (rule->topic), "dim-label");

      gtk_widget_set_name (label, "rules-shown-by-position");
      bx_rules_view_add (self, label);
    }
  open = gtk_button_new_with_mnemonic (_("_Open on the Play page"));
  gtk_widget_set_name (open, "open-example");
  gtk_widget_set_halign (open, GTK_ALIGN_START);
  gtk_widget_add_css_class (open, "pill");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (open), "win.show-rule-example");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (open), "(ss)", bx_ruleset_get_id (rs),
                                    rule->id);
  bx_rules_view_add (self, open);
}

/**
 * bx_rules_view_mark_example_move:
 * @self: the view
 * @index: a legal move of the example's position
 *
 * Marks the move on the rule page's example board, and its button as the one chosen.
 */
void
bx_rules_view_mark_example_move (BxRulesView *self,
                                 guint        index)
{
  if (self->example_board == NULL || self->example_session == NULL
      || index >= bx_session_get_n_legal_moves (self->example_session))
    return;
  bx_rules_highlight_move (self, self->example_board, self->example_session, index);
  for (GtkWidget *child = self->example_moves != NULL
                          ? gtk_widget_get_first_child (self->example_moves) : NULL; child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));

      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button),
                                    target != NULL && g_variant_get_uint32 (target) == index);
    }
}

/**
 * bx_rules_view_build_rule:
 * @self: the view
 * @ruleset_id: "shuanglu/ping"
 * @rule_id: "ping.bearoff"
 *
 * The rule's page: the rule, then its example on a small live board.
 */
void
bx_rules_view_build_rule (BxRulesView *self,
                          const char  *ruleset_id,
                          const char  *rule_id)
{
  BxRuleset *rs = bx_library_get_ruleset (self->library, ruleset_id);
  const BxRule *rule = NULL;
  g_autofree char *title = NULL;
  g_autofree char *back = NULL;
  g_autofree char *topic = NULL;
  guint index = 0;

  if (rs != NULL)
    rule = bx_ruleset_find_rule (rs, rule_id, &index);
  if (rule == NULL)
    {
      bx_rules_view_add (self, bx_rules_label (_("No such rule"), "title-2"));
      return;
    }
  {
    g_autofree char *heading = bx_rule_heading (rule, NULL);
    g_autofree char *name = bx_ruleset_name_for_ui (rs);

    title = g_strdup_printf ("%s — %s", heading, name);
  }
  back = g_strconcat ("ruleset/", ruleset_id, NULL);
  /* TRANSLATORS: under a rule page's title: the rule's id, for citing it */
  topic = g_strdup_printf (_("Rule %s"), rule->id);
  bx_rules_view_set_title (self, title);
  bx_rules_view_add (self, bx_rules_heading (title, "title-1"));
  bx_rules_view_add (self, bx_rules_label (topic, "caption dim-label"));
  bx_rules_view_add (self, bx_rules_link (_("All the rules of this ruleset"), "rules.go",
                                          g_variant_new_string (back)));
  bx_rules_view_add (self, bx_rules_bilingual (rule->statement_en, rule->statement_zh));
  build_example (self, rs, rule, index);
  bx_rules_view_add (self, bx_rules_heading (_("The rule and its sources"), "title-2"));
  bx_rules_view_add (self, bx_rules_rule_card (self, rs, rule, TRUE));
}

static GPtrArray *
concepts (BxRulesView *self)
{
  if (self->concepts == NULL)
    self->concepts = bx_concepts_derive (bx_library_get_rulesets (self->library));
  return self->concepts;
}

static char *
concept_name (const BxConcept *concept)
{
  return bx_rules_zh_first () && concept->name_zh != NULL ? bx_rules_zh (concept->name_zh)
                                                           : g_strdup (_(concept->name_en));
}

static void
build_concept (BxRulesView     *self,
               const BxConcept *concept)
{
  const char *last_ruleset = NULL;
  /* "Blocking · 阻擋", or "阻挡 · Blocking" under zh_CN (bx_rules_pair()). */
  g_autofree char *title = bx_rules_pair (_(concept->name_en), concept->name_zh);

  bx_rules_view_set_title (self, title);
  bx_rules_view_add (self, bx_rules_heading (title, "title-1"));
  bx_rules_view_add (self, bx_rules_link (_("All concepts"), "rules.go",
                                          g_variant_new_string ("concepts")));
  for (guint i = 0; concept->entries != NULL && i < concept->entries->len; i++)
    {
      const BxConceptEntry *e = &g_array_index (concept->entries, BxConceptEntry, i);
      BxRuleset *rs = bx_library_get_ruleset (self->library, e->ruleset_id);
      g_autofree char *location = g_strdup_printf ("rule/%s#%s", e->ruleset_id, e->rule_id);
      const BxRule *rule = rs != NULL ? bx_ruleset_find_rule (rs, e->rule_id, NULL) : NULL;
      GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

      if (rs == NULL)
        continue;
      if (g_strcmp0 (last_ruleset, e->ruleset_id) != 0)
        {
          g_autofree char *heading = bx_rules_pair (bx_ruleset_get_name_en (rs),
                                                    bx_ruleset_get_name_zh (rs));

          bx_rules_view_add (self, bx_rules_heading (heading, "title-3"));
          last_ruleset = e->ruleset_id;
        }
      gtk_box_append (GTK_BOX (header), bx_rules_status_badge (e->status));
      {
        g_autofree char *heading = rule != NULL ? bx_rule_heading (rule, NULL)
                                                : g_strdup (e->rule_id);
        GtkWidget *link = bx_rules_link (heading, "rules.go", g_variant_new_string (location));

        bx_widget_set_tooltip_text (link, e->rule_id);
        gtk_box_append (GTK_BOX (header), link);
      }
      bx_rules_view_add (self, header);
      if (rule != NULL)
        bx_rules_view_add (self, bx_rules_bilingual (rule->statement_en, rule->statement_zh));
      for (guint c = 0; e->cites != NULL && e->cites[c] != NULL; c++)
        bx_rules_view_add (self, bx_rules_clause (self, e->cites[c], FALSE));
    }
}

/**
 * bx_rules_view_build_concepts:
 * @self: the view
 * @concept_id: (nullable): a concept ("hitting"), or %NULL for the list of them
 *
 * Concepts across families: each lists the rulesets that have it, with the rule and its
 * clauses.
 */
void
bx_rules_view_build_concepts (BxRulesView *self,
                              const char  *concept_id)
{
  GPtrArray *all = concepts (self);

  for (guint i = 0; concept_id != NULL && all != NULL && i < all->len; i++)
    {
      const BxConcept *concept = g_ptr_array_index (all, i);

      if (g_strcmp0 (concept->id, concept_id) == 0)
        {
          build_concept (self, concept);
          return;
        }
    }
  bx_rules_view_set_title (self, _("Concepts across families"));
  bx_rules_view_add (self, bx_rules_heading (_("Concepts across families"), "title-1"));
  bx_rules_view_add (self, bx_rules_label (_("Which games let a piece be hit, or block, or "
                                             "stack? Each concept lists the rulesets that have "
                                             "it, with the rule and the clauses it rests on."),
                                           NULL));
  for (guint i = 0; all != NULL && i < all->len; i++)
    {
      const BxConcept *concept = g_ptr_array_index (all, i);
      g_autofree char *location = g_strconcat ("concept/", concept->id, NULL);
      g_autofree char *label = NULL;
      g_autofree char *name = NULL;
      g_autoptr(GHashTable) rulesets = g_hash_table_new (g_str_hash, g_str_equal);

      for (guint k = 0; concept->entries != NULL && k < concept->entries->len; k++)
        g_hash_table_add (rulesets, (gpointer) g_array_index (concept->entries, BxConceptEntry,
                                                              k).ruleset_id);
      name = concept_name (concept);
      /* TRANSLATORS: a concept and the number of rulesets that have it */
      label = g_strdup_printf (ngettext ("%s — %u ruleset", "%s — %u rulesets",
                                         g_hash_table_size (rulesets)),
                               name, g_hash_table_size (rulesets));
      bx_rules_view_add (self, bx_rules_link (label, "rules.go",
                                              g_variant_new_string (location)));
    }
}

/* The step's position on the board; the choice, when one was made, with its feedback. */
static void
build_step (BxRulesView      *self,
            const BxTutorial *tutorial)
{
  const BxTutorialStep *step = g_ptr_array_index (tutorial->steps, self->tutorial_step);
  BxRuleset *rs = bx_library_get_ruleset (self->library, tutorial->ruleset_id);
  g_autoptr(GError) error = NULL;
  g_autofree char *progress = NULL;
  g_autofree char *throw_line = NULL;
  BxSession *session;
  GtkWidget *board, *moves, *feedback = NULL;
  gboolean right = FALSE;
  int expected = -1;

  /* TRANSLATORS: step 2 of 6 of a tutorial */
  progress = g_strdup_printf (_("Step %u of %u"), self->tutorial_step + 1,
                              tutorial->steps->len);
  bx_rules_view_add (self, bx_rules_label (progress, "heading"));
  bx_rules_view_add (self, bx_rules_bilingual (step->text_en, step->text_zh));
  session = rs != NULL ? bx_session_new_at_position (rs, 1, step->state_json, step->throw_text,
                                                     &error)
                       : NULL;
  if (session == NULL)
    {
      bx_rules_view_add (self, bx_rules_label (error ? error->message : tutorial->ruleset_id,
                                               "error"));
      return;
    }
  throw_line = g_strdup_printf (_("The throw: %s"),
                                step->throw_shown ? step->throw_shown : "—");
  bx_rules_view_add (self, bx_rules_label (throw_line, "heading"));

  /* The engine's legal moves; the expected one is found by its notation. */
  for (guint i = 0; i < bx_session_get_n_legal_moves (session); i++)
    {
      g_autofree char *text = bx_game_describe_move (bx_session_get_game (session),
                                                     bx_session_get_state (session),
                                                     bx_session_get_legal_move (session, i));

      if (g_strcmp0 (text, step->expected) == 0)
        expected = (int) i;
    }
  if (self->tutorial_choice >= 0)
    {
      right = self->tutorial_choice == expected;
      if (right)
        bx_session_play_index (session, (guint) self->tutorial_choice);
      feedback = bx_rules_label (right ? _("Right. The rule behind it:")
                                       : _("Not this move: it is legal, but not what the rule "
                                           "asks here. Try another."),
                                 right ? "success heading" : "warning heading");
      gtk_widget_set_name (feedback, right ? "tutorial-right" : "tutorial-wrong");
    }
  board = bx_rules_board (self, session, 420);
  bx_rules_view_add (self, board);
  if (feedback != NULL)
    bx_rules_view_add (self, feedback);
  if (right)
    {
      g_autofree char *location = g_strdup_printf ("rule/%s#%s", tutorial->ruleset_id,
                                                   step->rule_id);
      const BxRule *rule = rs != NULL ? bx_ruleset_find_rule (rs, step->rule_id, NULL) : NULL;
      g_autofree char *heading = rule != NULL ? bx_rule_heading (rule, NULL)
                                              : g_strdup (step->rule_id);
      g_autofree char *text = g_strdup_printf (_("The rule: %s ↗"), heading);
      GtkWidget *link = bx_rules_link (text, "rules.go", g_variant_new_string (location));

      bx_widget_set_tooltip_text (link, step->rule_id);
      bx_rules_view_add (self, link);
      for (guint c = 0; step->cites != NULL && step->cites[c] != NULL; c++)
        bx_rules_view_add (self, bx_rules_clause (self, step->cites[c], FALSE));
      if (self->tutorial_step + 1 < tutorial->steps->len)
        {
          GtkWidget *next = gtk_button_new_with_mnemonic (_("_Next step"));

          gtk_widget_set_name (next, "tutorial-next");
          gtk_widget_set_halign (next, GTK_ALIGN_START);
          gtk_widget_add_css_class (next, "suggested-action");
          gtk_widget_add_css_class (next, "pill");
          gtk_actionable_set_action_name (GTK_ACTIONABLE (next), "rules.tutorial-next");
          bx_rules_view_add (self, next);
        }
      else
        bx_rules_view_add (self, bx_rules_label (_("That was the last step. Well played!"),
                                                 "heading"));
      return;
    }
  if (expected < 0)
    bx_rules_view_add (self, bx_rules_label (_("The expected move of this step is not legal "
                                               "here: the tutorial's data is wrong."), "error"));
  bx_rules_view_add (self, bx_rules_label (_("Choose your move:"), NULL));
  moves = gtk_flow_box_new ();
  gtk_widget_set_name (moves, "tutorial-moves");
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (moves), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (moves), 6);
  for (guint i = 0; i < bx_session_get_n_legal_moves (session) && i < MAX_TUTORIAL_MOVES; i++)
    {
      const BxMove *move = bx_session_get_legal_move (session, i);
      g_autofree char *text = bx_move_words_text (bx_session_get_game (session),
                                                  bx_session_get_state (session), move);
      g_autofree char *notation = bx_game_describe_move (bx_session_get_game (session),
                                                         bx_session_get_state (session), move);
      GtkWidget *button = gtk_button_new_with_label (text);

      bx_widget_set_tooltip_text (button, notation);

      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "rules.tutorial-move");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", i);
      gtk_flow_box_append (GTK_FLOW_BOX (moves), button);
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
    }
  bx_rules_view_add (self, moves);
}

/* The most frames the page is moved for after a tutorial choice, while its layout settles. */
#define MAX_FEEDBACK_FRAMES 30

/* The child of the page named @name, or NULL. */
static GtkWidget *
page_child_named (BxRulesView *self,
                  const char  *name)
{
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->content)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      if (g_strcmp0 (gtk_widget_get_name (c), name) == 0)
        return c;
    }
  return NULL;
}

/* Whether @widget lies wholly within the part of the page shown when it is scrolled to
 * @value. */
static gboolean
page_shows (BxRulesView *self,
            GtkWidget   *widget,
            double       value)
{
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  graphene_rect_t r;

  if (widget == NULL || !gtk_widget_compute_bounds (widget, GTK_WIDGET (self->content), &r))
    return FALSE;
  return r.origin.y >= value
         && r.origin.y + r.size.height <= value + gtk_adjustment_get_page_size (adj);
}

/* The keyboard goes on where the reader is: the next step or the choices again, else the
 * first thing after the feedback, when the page shows it (focusing a widget out of view
 * would scroll the page away from the feedback). */
static void
focus_after_feedback (BxRulesView *self,
                      GtkWidget   *feedback,
                      double       value)
{
  GtkWidget *focus = page_child_named (self, "tutorial-next");

  if (focus == NULL)
    focus = page_child_named (self, "tutorial-moves");
  if (page_shows (self, focus, value) && gtk_widget_child_focus (focus, GTK_DIR_TAB_FORWARD))
    return;
  if (page_shows (self, focus, value) && gtk_widget_grab_focus (focus))
    return;
  for (GtkWidget *c = gtk_widget_get_next_sibling (feedback); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      if (!page_shows (self, c, value))
        return;
      if (gtk_widget_child_focus (c, GTK_DIR_TAB_FORWARD) || gtk_widget_grab_focus (c))
        return;
    }
}

/* After a tutorial choice the page stays where the reader had it, moved only as far as it
 * takes to show the feedback and, after the right move, the button to the next step (the
 * feedback at the top when both do not fit).  Runs each frame until the page's layout has
 * settled (the scroll range grows a frame after the new children are placed), then gives
 * the keyboard focus. */
static gboolean
show_feedback_cb (GtkWidget     *feedback,
                  GdkFrameClock *clock,
                  gpointer       user_data)
{
  BxRulesView *self = BX_RULES_VIEW (user_data);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  GtkWidget *last = page_child_named (self, "tutorial-next");
  graphene_point_t top, bottom;
  double value = self->tutorial_scroll, page = gtk_adjustment_get_page_size (adj);
  const double margin = 24;
  guint frames;

  if (gtk_widget_get_parent (feedback) != GTK_WIDGET (self->content))
    return G_SOURCE_REMOVE;
  if (last == NULL)
    last = feedback;
  if (gtk_widget_get_height (feedback) == 0 || gtk_widget_get_height (last) == 0
      || !gtk_widget_compute_point (feedback, GTK_WIDGET (self->content),
                                    &GRAPHENE_POINT_INIT (0, 0), &top)
      || !gtk_widget_compute_point (last, GTK_WIDGET (self->content),
                                    &GRAPHENE_POINT_INIT (0, gtk_widget_get_height (last)),
                                    &bottom))
    return G_SOURCE_CONTINUE;
  if (top.y - margin < value)
    value = top.y - margin;
  else if (bottom.y + margin > value + page)
    value = MIN (top.y - margin, bottom.y + margin - page);
  value = CLAMP (value, 0, MAX (0, gtk_adjustment_get_upper (adj) - page));
  frames = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (feedback), "bx-feedback-frames"));
  g_object_set_data (G_OBJECT (feedback), "bx-feedback-frames", GUINT_TO_POINTER (frames + 1));
  if (frames >= MAX_FEEDBACK_FRAMES
      || (frames >= 2 && G_APPROX_VALUE (gtk_adjustment_get_value (adj), value, 0.5)))
    {
      focus_after_feedback (self, feedback, gtk_adjustment_get_value (adj));
      return G_SOURCE_REMOVE;
    }
  gtk_adjustment_set_value (adj, value);
  return G_SOURCE_CONTINUE;
}

/**
 * bx_rules_view_show_tutorial_feedback:
 * @self: the view, showing a tutorial step just built after a choice
 *
 * Keeps the page where the reader had it (@self->tutorial_scroll) and, once it is laid out,
 * moves it only as far as it takes to show the feedback to the choice (and the Next step
 * button), then gives the keyboard focus to what follows it.
 *
 * Returns: %FALSE when the page shows no feedback (nothing done)
 */
gboolean
bx_rules_view_show_tutorial_feedback (BxRulesView *self)
{
  GtkWidget *feedback = page_child_named (self, "tutorial-right");

  if (feedback == NULL)
    feedback = page_child_named (self, "tutorial-wrong");
  if (feedback == NULL)
    return FALSE;
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller),
                            self->tutorial_scroll);
  gtk_widget_add_tick_callback (feedback, show_feedback_cb, self, NULL);
  return TRUE;
}

/**
 * bx_rules_view_build_tutorials:
 * @self: the view
 * @family: (nullable): a family, or %NULL for the list of tutorials
 *
 * A family's tutorial, step by step: the position on the real board, the engine's legal
 * moves to choose from, and whether the one chosen is the step's expected move.
 */
void
bx_rules_view_build_tutorials (BxRulesView *self,
                               const char  *family)
{
  const BxTutorial *tutorial = family ? bx_library_get_tutorial (self->library, family)
                                      : NULL;
  g_autoptr(GPtrArray) families = NULL;

  if (tutorial != NULL && tutorial->steps->len > 0)
    {
      g_autofree char *title = bx_rules_pair (tutorial->title_en, tutorial->title_zh);

      self->tutorial_step = MIN (self->tutorial_step, tutorial->steps->len - 1);
      bx_rules_view_set_title (self, title);
      bx_rules_view_add (self, bx_rules_heading (title, "title-1"));
      build_step (self, tutorial);
      return;
    }
  bx_rules_view_set_title (self, _("Tutorials"));
  bx_rules_view_add (self, bx_rules_heading (_("Tutorials"), "title-1"));
  bx_rules_view_add (self, bx_rules_label (_("Each tutorial teaches a game in a few moves "
                                             "on its real board; the engine checks each one."),
                                           NULL));
  families = bx_game_list_families ();
  for (guint i = 0; families != NULL && i < families->len; i++)
    {
      const char *name = ((const BxGameVTable *) g_ptr_array_index (families, i))->family;
      const BxTutorial *t = bx_library_get_tutorial (self->library, name);
      g_autofree char *location = g_strconcat ("tutorial/", name, NULL);
      g_autofree char *name_ui = NULL;

      if (t == NULL)
        continue;
      name_ui = bx_rules_name (t->title_en, t->title_zh);
      bx_rules_view_add (self, bx_rules_link (name_ui, "rules.go",
                                              g_variant_new_string (location)));
    }
}
