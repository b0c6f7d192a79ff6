/* bx-text-util.c: text helpers shared by the reader, the clause rows and the citation
 * panel: search snippets as Pango markup, the simplified script, incipits, and a rule's
 * statements in the UI's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bx-corpus.h"
#include "bx-ruleset.h"
#include "bx-script.h"
#include "bx-text-util.h"
#include "bx-tooltip.h"

/**
 * bx_markup_from_snippet:
 * @snippet: a search snippet in which each match stands between @open_marker and
 *   @close_marker
 * @open_marker: the string that opens a match
 * @close_marker: the string that closes a match
 *
 * Escapes the snippet for Pango markup and turns the markers into highlights.
 *
 * Returns: (transfer full): Pango markup.
 */
char *
bx_markup_from_snippet (const char *snippet,
                        const char *open_marker,
                        const char *close_marker)
{
  GString *out = g_string_new (NULL);
  gsize open_len, close_len;
  gboolean inside = FALSE;
  const char *p;

  g_return_val_if_fail (open_marker != NULL && *open_marker != '\0', NULL);
  g_return_val_if_fail (close_marker != NULL && *close_marker != '\0', NULL);

  if (snippet == NULL)
    return g_string_free (out, FALSE);

  open_len = strlen (open_marker);
  close_len = strlen (close_marker);
  p = snippet;
  while (*p != '\0')
    {
      const char *marker = strstr (p, inside ? close_marker : open_marker);
      g_autofree char *escaped = NULL;

      escaped = g_markup_escape_text (p, marker ? marker - p : -1);
      g_string_append (out, escaped);
      if (marker == NULL)
        break;
      g_string_append (out, inside ? BX_HIGHLIGHT_CLOSE : BX_HIGHLIGHT_OPEN);
      p = marker + (inside ? close_len : open_len);
      inside = !inside;
    }
  if (inside)
    g_string_append (out, BX_HIGHLIGHT_CLOSE);
  return g_string_free (out, FALSE);
}

/**
 * bx_to_simplified:
 * @text: a text in traditional characters
 *
 * Returns: (transfer full): @text converted character by character to simplified forms,
 *   or a copy of @text when the conversion fails.
 */
char *
bx_to_simplified (const char *text)
{
  char *converted = bx_script_to_simplified (text);

  if (converted != NULL)
    return converted;
  return g_strdup (text);
}

/**
 * bx_text_incipit:
 * @text: (nullable): a clause text
 * @n_chars: the number of characters to keep
 *
 * The first characters of a text, to name a section that has no head: punctuation at the
 * cut is dropped, and an ellipsis marks the cut.
 *
 * Returns: (transfer full) (nullable): the incipit, or %NULL when @text is empty.
 */
char *
bx_text_incipit (const char *text,
                 guint       n_chars)
{
  const char *end;
  GString *out;

  if (text == NULL || *text == '\0')
    return NULL;
  if ((guint) g_utf8_strlen (text, -1) <= n_chars)
    return g_strdup (text);

  end = g_utf8_offset_to_pointer (text, n_chars);
  out = g_string_new_len (text, end - text);
  /* No punctuation before the ellipsis. */
  while (out->len > 0)
    {
      const char *last = g_utf8_find_prev_char (out->str, out->str + out->len);
      gunichar c = g_utf8_get_char (last);

      if (!g_unichar_ispunct (c) && !g_unichar_isspace (c))
        break;
      g_string_truncate (out, last - out->str);
    }
  g_string_append (out, "…");
  return g_string_free (out, FALSE);
}

/**
 * bx_ui_script:
 * @language: (nullable): a language name as in `LANGUAGE` or `LC_MESSAGES` ("zh_CN",
 *   "zh_TW.UTF-8", "en"), or %NULL for the UI's own (the first of
 *   g_get_language_names(), which follows `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`)
 *
 * Returns: which Chinese script the language reads, or %BX_UI_SCRIPT_NONE.
 */
BxUiScript
bx_ui_script (const char *language)
{
  if (language == NULL)
    language = g_get_language_names ()[0];
  if (language == NULL || !g_str_has_prefix (language, "zh"))
    return BX_UI_SCRIPT_NONE;
  if (g_str_has_prefix (language, "zh_CN") || g_str_has_prefix (language, "zh_SG")
      || g_str_has_prefix (language, "zh_Hans") || g_str_has_prefix (language, "zh-Hans"))
    return BX_UI_SCRIPT_SIMPLIFIED;
  return BX_UI_SCRIPT_TRADITIONAL;
}

/**
 * bx_statements_for_ui:
 * @statement_en: (nullable): a rule's English statement
 * @statement_zh: (nullable): its Chinese statement (our texts write it in traditional
 *   characters)
 * @language: (nullable): the language to show them in, as for bx_ui_script(); %NULL for
 *   the UI's own
 * @first: (out) (transfer full) (nullable): the statement to show first: the Chinese one
 *   under a Chinese language (in simplified characters under zh_CN, converted through
 *   OpenCC), else the English one; %NULL when the rule has neither
 * @second: (out) (transfer full) (nullable): the other statement, or %NULL
 *
 * The one place that decides in which order, and in which script, the app shows a rule's
 * statements (the citation panel, Compare and the game-over dialog).
 *
 * Returns: %TRUE when @first is a conversion to simplified characters that differs from
 *   our text: the caller marks it as converted, as the Reader does.
 */
gboolean
bx_statements_for_ui (const char  *statement_en,
                      const char  *statement_zh,
                      const char  *language,
                      char       **first,
                      char       **second)
{
  BxUiScript script = bx_ui_script (language);
  gboolean converted = FALSE;

  g_return_val_if_fail (first != NULL && second != NULL, FALSE);

  if (statement_zh == NULL || *statement_zh == '\0' || script == BX_UI_SCRIPT_NONE)
    {
      const char *one = statement_en != NULL ? statement_en : statement_zh;

      *first = g_strdup (one);
      *second = one == statement_en ? g_strdup (statement_zh) : NULL;
      return FALSE;
    }
  if (script == BX_UI_SCRIPT_SIMPLIFIED)
    {
      *first = bx_to_simplified (statement_zh);
      converted = g_strcmp0 (*first, statement_zh) != 0;
    }
  else
    *first = g_strdup (statement_zh);
  *second = g_strdup (statement_en);
  return converted;
}

/**
 * bx_converted_label_new:
 *
 * The small mark under a text shown converted to simplified characters (as the Reader's
 * banner says of its converted view): "(converted to simplified)", with a tooltip.  It is
 * named "converted".
 *
 * Returns: (transfer floating): a label.
 */
GtkWidget *
bx_converted_label_new (void)
{
  /* TRANSLATORS: under a text converted from traditional to simplified characters; zh_CN
   * reads "（简体转换）" */
  GtkWidget *label = gtk_label_new (_("(converted to simplified)"));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_name (label, "converted");
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "converted-mark");
  bx_widget_set_tooltip_text (label, _("Converted from traditional characters by OpenCC: our "
                                       "text and its sources are in traditional characters"));
  return label;
}

/**
 * bx_topic_title:
 * @topic: a rule topic
 *
 * Returns: (transfer none): the topic's name for people, translated ("Bearing Off").
 */
const char *
bx_topic_title (BxTopic topic)
{
  switch (topic)
    {
    case BX_TOPIC_SETUP:
      return C_("rule topic", "Setup");
    case BX_TOPIC_THROW:
      return C_("rule topic", "Throw");
    case BX_TOPIC_ENTRY:
      return C_("rule topic", "Entry");
    case BX_TOPIC_MOVEMENT:
      return C_("rule topic", "Movement");
    case BX_TOPIC_STACKING:
      return C_("rule topic", "Stacking");
    case BX_TOPIC_BLOCKING:
      return C_("rule topic", "Blocking");
    case BX_TOPIC_CAPTURE:
      return C_("rule topic", "Capture");
    case BX_TOPIC_REENTRY:
      return C_("rule topic", "Re-entry");
    case BX_TOPIC_BEARING_OFF:
      return C_("rule topic", "Bearing Off");
    case BX_TOPIC_SCORING:
      return C_("rule topic", "Scoring");
    case BX_TOPIC_WINNING:
      return C_("rule topic", "Winning");
    case BX_TOPIC_TURN_ORDER:
      return C_("rule topic", "Turn Order");
    case BX_TOPIC_SPECIAL:
      return C_("rule topic", "Special Rules");
    case BX_N_TOPICS:
    default:
      return bx_topic_to_string (topic);
    }
}

/* The first phrase of @statement: up to the first comma, colon, semicolon, stop or
 * bracket, and at most @max_chars characters (bx_text_incipit() marks a cut). */
static char *
first_phrase (const char *statement,
              guint       max_chars)
{
  g_autofree char *phrase = NULL;
  const char *p;

  for (p = statement; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_utf8_strchr ("，；：。（,;:.(", -1, c) != NULL && p != statement)
        break;
    }
  phrase = g_strndup (statement, p - statement);
  g_strstrip (phrase);
  return bx_text_incipit (phrase, max_chars);
}

/**
 * bx_rule_heading:
 * @rule: a rule
 * @language: (nullable): the language, as for bx_ui_script(); %NULL for the UI's own
 *
 * A heading for people instead of the rule's id: its topic's title and a short name taken
 * from the first phrase of its statement in @language (Chinese under a Chinese language,
 * converted to simplified characters under zh_CN): "Turn Order · A player who can play no
 * number of his throw…", 「Turn Order · 彩無可行則不行」.  Show the id, if at all, in a
 * tooltip.
 *
 * Returns: (transfer full): the heading; the topic's title alone when the rule has no
 * statement
 */
char *
bx_rule_heading (const BxRule *rule,
                 const char   *language)
{
  BxUiScript script;
  const char *statement;
  g_autofree char *phrase = NULL;

  g_return_val_if_fail (rule != NULL, NULL);

  script = bx_ui_script (language);
  statement = script != BX_UI_SCRIPT_NONE && rule->statement_zh != NULL
    ? rule->statement_zh : rule->statement_en;
  if (statement == NULL)
    statement = rule->statement_zh;
  if (statement == NULL || *statement == '\0')
    return g_strdup (bx_topic_title (rule->topic));
  phrase = first_phrase (statement, statement == rule->statement_zh ? 14 : 48);
  if (statement == rule->statement_zh && script == BX_UI_SCRIPT_SIMPLIFIED)
    {
      char *simplified = bx_script_to_simplified (phrase);

      g_free (phrase);
      phrase = simplified;
    }
  /* TRANSLATORS: a rule's heading: its topic ("Turn Order") and a short name */
  return g_strdup_printf (C_("rule heading", "%s · %s"), bx_topic_title (rule->topic),
                          phrase);
}

/**
 * bx_clause_label_for_ui:
 * @corpus: (nullable): the corpus
 * @clause_id: a clause id
 *
 * bx_corpus_clause_label() in the UI's language: "譜雙 · 常局格制 §18" (simplified under
 * zh_CN).
 *
 * Returns: (transfer full): the label; @clause_id itself without a corpus
 */
char *
bx_clause_label_for_ui (BxCorpus   *corpus,
                        const char *clause_id)
{
  g_return_val_if_fail (clause_id != NULL, NULL);

  if (corpus == NULL)
    return g_strdup (clause_id);
  return bx_corpus_clause_label (corpus, clause_id,
                                 bx_ui_script (NULL) == BX_UI_SCRIPT_SIMPLIFIED ? "zh_CN"
                                 : "zh_TW");
}

/**
 * bx_ruleset_name_for_ui:
 * @ruleset: a ruleset
 *
 * The ruleset's name in the UI's language, instead of its id: the Chinese name under a
 * Chinese language (simplified under zh_CN), else the English one.
 *
 * Returns: (transfer full): the name; the id when the ruleset has no name
 */
char *
bx_ruleset_name_for_ui (BxRuleset *ruleset)
{
  BxUiScript script = bx_ui_script (NULL);
  const char *zh = bx_ruleset_get_name_zh (ruleset);
  const char *en = bx_ruleset_get_name_en (ruleset);

  if (script != BX_UI_SCRIPT_NONE && zh != NULL)
    return bx_ruleset_zh_for_ui (ruleset);
  if (en != NULL)
    return g_strdup (en);
  return g_strdup (zh != NULL ? zh : bx_ruleset_get_id (ruleset));
}

/**
 * bx_ruleset_zh_for_ui:
 * @ruleset: a ruleset
 *
 * The ruleset's Chinese name as the UI shows it where the Chinese name stands alone or
 * first (titles, prompts, legends): in simplified characters under zh_CN, else as the
 * ruleset writes it.
 *
 * Returns: (transfer full): the name; the English one, else the id, when it has none
 */
char *
bx_ruleset_zh_for_ui (BxRuleset *ruleset)
{
  const char *zh = bx_ruleset_get_name_zh (ruleset);

  if (zh == NULL)
    return g_strdup (bx_ruleset_get_name_en (ruleset) != NULL ? bx_ruleset_get_name_en (ruleset)
                                                              : bx_ruleset_get_id (ruleset));
  return bx_ui_script (NULL) == BX_UI_SCRIPT_SIMPLIFIED ? bx_script_to_simplified (zh)
                                                        : g_strdup (zh);
}

/**
 * bx_rule_rationale_for_ui:
 * @rule: a rule
 * @converted: (out) (optional): set to whether the rationale given is our Chinese one
 *   converted to simplified characters (zh_CN), which the caller marks as the statements'
 *   conversion is marked (bx_converted_label_new())
 *
 * The rule's rationale in the reader's language, as its statements are
 * (bx_statements_for_ui()): the Chinese one in a Chinese UI (simplified under zh_CN) when
 * the rule has one, else the English.
 *
 * Returns: (transfer full) (nullable): the rationale; %NULL when the rule has none
 *   (attested rules)
 */
char *
bx_rule_rationale_for_ui (const BxRule *rule,
                          gboolean     *converted)
{
  g_autofree char *other = NULL;
  char *why = NULL;
  gboolean conv;

  if (converted != NULL)
    *converted = FALSE;
  if (rule->rationale == NULL)
    return NULL;
  conv = bx_statements_for_ui (rule->rationale, rule->rationale_zh, NULL, &why, &other);
  if (converted != NULL)
    *converted = conv;
  return why;
}

/**
 * bx_ruleset_pair_for_ui:
 * @ruleset: a ruleset
 *
 * The ruleset's two names, for the pickers and titles that show both (game chooser, new
 * game, compare, twin boards): "平雙陸  Common Shuanglu", the Chinese name in simplified
 * characters under zh_CN, as bx_ruleset_name_for_ui() gives it.
 *
 * Returns: (transfer full): the label; the English name alone when there is no Chinese one
 */
char *
bx_ruleset_pair_for_ui (BxRuleset *ruleset)
{
  const char *en = bx_ruleset_get_name_en (ruleset);
  g_autofree char *zh_ui = NULL;

  if (bx_ruleset_get_name_zh (ruleset) == NULL)
    return g_strdup (en != NULL ? en : bx_ruleset_get_id (ruleset));
  zh_ui = bx_ruleset_zh_for_ui (ruleset);
  return g_strdup_printf ("%s  %s", zh_ui, en != NULL ? en : "");
}
