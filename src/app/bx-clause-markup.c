/* bx-clause-markup.c: the Pango markup of a clause of the Reader: its original with its
 * annotations as links, its translation, the matches of a search highlighted, and where
 * the links fall in the laid-out text
 *
 * Plain functions of a clause's data: BxClauseRow shows what they build.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bx-clause-markup.h"
#include "bx-script.h"
#include "bx-text-util.h"

typedef struct
{
  int   offset;
  int   order;
  char *markup;
} Marker;

static void
marker_clear (gpointer data)
{
  Marker *marker = data;

  g_free (marker->markup);
}

static int
marker_compare (gconstpointer a,
                gconstpointer b)
{
  const Marker *ma = a, *mb = b;

  if (ma->offset != mb->offset)
    return ma->offset < mb->offset ? -1 : 1;
  return ma->order - mb->order;
}

/* Splits a search query into the strings to highlight: FTS syntax (quotes, operators,
 * parentheses, a trailing *) is dropped. */
static char **
query_terms (const char *query)
{
  g_autoptr(GPtrArray) terms = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *clean = g_strdup (query);
  g_auto(GStrv) words = NULL;

  g_strdelimit (clean, "\"()*^:", ' ');
  words = g_strsplit_set (clean, " \t\n\u3000", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      if (*words[i] == '\0' || g_str_equal (words[i], "AND") || g_str_equal (words[i], "OR")
          || g_str_equal (words[i], "NOT") || g_str_equal (words[i], "NEAR"))
        continue;
      g_ptr_array_add (terms, g_strdup (words[i]));
    }
  g_ptr_array_add (terms, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&terms), FALSE);
}

/* Marks in @hl the characters of @text (n characters) that match @needle. */
static void
mark_ucs4 (const gunichar *text,
           glong           n,
           const gunichar *needle,
           glong           m,
           gboolean       *hl)
{
  if (m == 0 || m > n)
    return;
  for (glong i = 0; i + m <= n; i++)
    {
      if (memcmp (text + i, needle, m * sizeof (gunichar)) != 0)
        continue;
      for (glong k = 0; k < m; k++)
        hl[i + k] = TRUE;
    }
}

/* Marks the matches of the query in the clause's characters, folding case and, when the
 * converter is there, traditional and simplified forms. */
static gboolean
mark_matches (const char *text,
              const char *query,
              gboolean    exact,
              gboolean   *hl,
              glong       n)
{
  g_auto(GStrv) terms = NULL;
  g_autofree gunichar *text_u = NULL;
  g_autofree gunichar *simple_u = NULL;
  gboolean any = FALSE;
  glong simple_n = 0;

  if (query == NULL || *query == '\0')
    return FALSE;

  terms = query_terms (query);
  text_u = g_utf8_to_ucs4_fast (text, -1, NULL);
  for (glong i = 0; i < n; i++)
    text_u[i] = g_unichar_tolower (text_u[i]);
  /* The simplified form of each character on its own, so that the positions carry over
   * whatever the conversion of the whole text does (a phrase that converts to more or
   * fewer characters would shift them). */
  simple_u = g_new0 (gunichar, n + 1);
  simple_n = n;
  for (glong i = 0; i < n; i++)
    {
      gunichar c = g_utf8_get_char (g_utf8_offset_to_pointer (text, i));
      char buf[8] = { 0 };

      simple_u[i] = c;
      if (!exact && c >= 0x2E80)
        {
          g_autofree char *one = NULL;

          g_unichar_to_utf8 (c, buf);
          one = bx_to_simplified (buf);
          if (one != NULL && g_utf8_strlen (one, -1) == 1)
            simple_u[i] = g_utf8_get_char (one);
        }
      simple_u[i] = g_unichar_tolower (simple_u[i]);
    }

  for (guint t = 0; terms[t] != NULL; t++)
    {
      g_autofree gunichar *term_u = NULL;
      g_autofree gunichar *term_simple_u = NULL;
      g_autofree char *term_simple = NULL;
      glong m = 0, ms = 0;

      term_u = g_utf8_to_ucs4_fast (terms[t], -1, &m);
      for (glong i = 0; i < m; i++)
        term_u[i] = g_unichar_tolower (term_u[i]);
      mark_ucs4 (text_u, n, term_u, m, hl);

      /* A query in either script finds the text in either: both folded to simplified. */
      term_simple = bx_to_simplified (terms[t]);
      term_simple_u = g_utf8_to_ucs4_fast (term_simple, -1, &ms);
      for (glong i = 0; i < ms; i++)
        term_simple_u[i] = g_unichar_tolower (term_simple_u[i]);
      if (!exact)
        mark_ucs4 (simple_u, simple_n, term_simple_u, ms, hl);
    }

  for (glong i = 0; i < n && !any; i++)
    any = hl[i];
  return any;
}

static void
flush_run (gboolean  simplified,
           GString  *out,
           GString  *run,
           int       term,
           gboolean  variant,
           gboolean  hl)
{
  g_autofree char *converted = NULL;
  g_autofree char *escaped = NULL;

  if (run->len == 0)
    return;

  converted = simplified ? bx_to_simplified (run->str) : g_strdup (run->str);
  escaped = g_markup_escape_text (converted, -1);
  if (term >= 0)
    g_string_append_printf (out, "<a href=\"term:%d\">", term);
  if (variant)
    g_string_append (out, "<span underline=\"double\">");
  if (hl)
    g_string_append (out, BX_HIGHLIGHT_OPEN);
  g_string_append (out, escaped);
  if (hl)
    g_string_append (out, BX_HIGHLIGHT_CLOSE);
  if (variant)
    g_string_append (out, "</span>");
  if (term >= 0)
    g_string_append (out, "</a>");
  g_string_truncate (run, 0);
}

static GArray *
collect_markers (const BxClause *clause,
                 glong           n)
{
  GArray *markers = g_array_new (FALSE, TRUE, sizeof (Marker));
  guint n_commentary = 0;
  int order = 0;

  g_array_set_clear_func (markers, marker_clear);

  for (guint i = 0; clause->variants != NULL && i < clause->variants->len; i++)
    {
      const BxVariant *variant = g_ptr_array_index (clause->variants, i);
      Marker marker = { 0, };

      marker.offset = CLAMP (variant->offset
                             + (int) g_utf8_strlen (variant->lemma ? variant->lemma : "", -1),
                             0, (int) n);
      marker.order = order++;
      /* TRANSLATORS: the superscript marker of a variant reading (異文) */
      marker.markup = g_strdup_printf ("<a href=\"var:%u\"><sup>%s</sup></a>",
                                       i, C_("marker", "異"));
      g_array_append_val (markers, marker);
    }

  for (guint i = 0; clause->notes != NULL && i < clause->notes->len; i++)
    {
      const BxNote *note = g_ptr_array_index (clause->notes, i);
      gboolean interlinear = g_strcmp0 (note->type, "interlinear") == 0;
      Marker marker = { 0, };

      marker.offset = interlinear && note->offset >= 0 ? MIN (note->offset, (int) n) : (int) n;
      marker.order = order++;
      if (interlinear)
        /* TRANSLATORS: the superscript marker of an interlinear note of the source (注) */
        marker.markup = g_strdup_printf ("<a href=\"note:%u\"><sup>%s</sup></a>",
                                         i, C_("marker", "注"));
      else
        marker.markup = g_strdup_printf ("<a href=\"note:%u\"><sup>%u</sup></a>",
                                         i, ++n_commentary);
      g_array_append_val (markers, marker);
    }

  g_array_sort (markers, marker_compare);
  return markers;
}

/**
 * bx_clause_markup_original:
 * @clause: the clause
 * @simplified: convert the text to simplified characters
 * @query: (nullable): the search whose matches to highlight
 * @exact: match @query's characters exactly (else fold the scripts and case)
 * @has_highlight: (out) (optional): whether a match was highlighted
 *
 * The Pango markup of the clause's original: glossary terms as links (term:N), variant
 * readings underlined and followed by a marker (var:N), notes as superscript markers
 * (note:N), N being an index into the clause's arrays.
 *
 * Returns: (transfer full): the markup
 */
char *
bx_clause_markup_original (const BxClause *clause,
                           gboolean        simplified,
                           const char     *query,
                           gboolean        exact,
                           gboolean       *has_highlight)
{
  const char *text = clause->text ? clause->text : "";
  glong n = g_utf8_strlen (text, -1);
  g_autofree int *term_at = g_new (int, n + 1);
  g_autofree gboolean *var_at = g_new0 (gboolean, n + 1);
  g_autofree gboolean *hl_at = g_new0 (gboolean, n + 1);
  g_autoptr(GArray) markers = collect_markers (clause, n);
  g_autoptr(GString) run = g_string_new (NULL);
  GString *out = g_string_new (NULL);
  int cur_term = -1;
  gboolean cur_var = FALSE, cur_hl = FALSE, hl;
  guint next_marker = 0;
  const char *p = text;

  for (glong i = 0; i <= n; i++)
    term_at[i] = -1;

  for (guint i = 0; clause->terms != NULL && i < clause->terms->len; i++)
    {
      const BxTermRef *ref = g_ptr_array_index (clause->terms, i);
      glong len = g_utf8_strlen (ref->surface ? ref->surface : "", -1);

      for (glong k = MAX (ref->offset, 0); k < ref->offset + len && k < n; k++)
        term_at[k] = (int) i;
    }

  for (guint i = 0; clause->variants != NULL && i < clause->variants->len; i++)
    {
      const BxVariant *variant = g_ptr_array_index (clause->variants, i);
      glong len = g_utf8_strlen (variant->lemma ? variant->lemma : "", -1);

      for (glong k = MAX (variant->offset, 0); k < variant->offset + len && k < n; k++)
        var_at[k] = TRUE;
    }

  hl = mark_matches (text, query, exact, hl_at, n);
  if (has_highlight != NULL)
    *has_highlight = hl;

  for (glong i = 0; i <= n; i++)
    {
      gboolean marker_here = next_marker < markers->len
        && g_array_index (markers, Marker, next_marker).offset == i;

      if (marker_here || i == n || term_at[i] != cur_term || var_at[i] != cur_var
          || hl_at[i] != cur_hl)
        {
          flush_run (simplified, out, run, cur_term, cur_var, cur_hl);
          /* Markers that stand together are set apart by a thin space. */
          for (gboolean first = TRUE;
               next_marker < markers->len
               && g_array_index (markers, Marker, next_marker).offset == i;
               first = FALSE)
            {
              if (!first)
                g_string_append (out, "<sup>\xe2\x80\x89</sup>"  /* U+2009 */);
              g_string_append (out, g_array_index (markers, Marker, next_marker++).markup);
            }
          if (i == n)
            break;
          cur_term = term_at[i];
          cur_var = var_at[i];
          cur_hl = hl_at[i];
        }
      g_string_append_len (run, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }

  return g_string_free (out, FALSE);
}

/**
 * bx_clause_markup_translation:
 * @clause: the clause
 * @query: (nullable): the search whose matches to highlight
 * @summarized: the clause's section has a summary (a clause without a translation points
 *   to it)
 *
 * Returns: (transfer full): the Pango markup of the clause's English translation
 */
char *
bx_clause_markup_translation (const BxClause *clause,
                              const char     *query,
                              gboolean        summarized)
{
  const char *text = clause->translation;
  g_autofree char *lower = NULL;
  g_autofree gboolean *hl = NULL;
  g_auto(GStrv) terms = NULL;
  GString *out;
  gsize len;

  if ((text == NULL || *text == '\0') && summarized)
    return g_markup_printf_escaped ("<i>%s</i>", _("See the section summary"));
  if (text == NULL || *text == '\0')
    return g_markup_printf_escaped ("<i>%s</i>", _("No translation yet"));

  len = strlen (text);
  lower = g_ascii_strdown (text, len);
  hl = g_new0 (gboolean, len + 1);
  terms = query != NULL ? query_terms (query) : g_new0 (char *, 1);
  for (guint t = 0; terms[t] != NULL; t++)
    {
      g_autofree char *needle = g_ascii_strdown (terms[t], -1);
      gsize m = strlen (needle);

      if (m < 2 && g_ascii_isalnum (needle[0]))
        continue;
      for (const char *hit = strstr (lower, needle); hit != NULL; hit = strstr (hit + 1, needle))
        for (gsize k = 0; k < m; k++)
          hl[(hit - lower) + k] = TRUE;
    }

  out = g_string_new (NULL);
  for (gsize i = 0; i < len; )
    {
      gsize j = i;
      g_autofree char *escaped = NULL;

      while (j < len && hl[j] == hl[i])
        j++;
      escaped = g_markup_escape_text (text + i, j - i);
      if (hl[i])
        g_string_append (out, BX_HIGHLIGHT_OPEN);
      g_string_append (out, escaped);
      if (hl[i])
        g_string_append (out, BX_HIGHLIGHT_CLOSE);
      i = j;
    }
  return g_string_free (out, FALSE);
}

static void
link_clear (gpointer data)
{
  BxClauseLink *link = data;

  g_free (link->uri);
}

/**
 * bx_clause_markup_links:
 * @markup: Pango markup whose links (<a href="…">…</a>) are not nested
 *
 * The links as byte ranges of the text once parsed (what a label lays out): tags take no
 * room, an entity its character.
 *
 * Returns: (transfer full) (element-type BxClauseLink): the links, in order
 */
GArray *
bx_clause_markup_links (const char *markup)
{
  GArray *links = g_array_new (FALSE, TRUE, sizeof (BxClauseLink));
  BxClauseLink open = { NULL, -1, -1 };
  int plain = 0;

  g_array_set_clear_func (links, link_clear);
  for (const char *p = markup; *p != '\0'; )
    {
      if (*p == '<')
        {
          const char *close = strchr (p, '>');

          if (close == NULL)
            break;
          if (g_str_has_prefix (p, "<a href=\""))
            {
              const char *q = p + strlen ("<a href=\"");
              const char *quote = strchr (q, '"');

              g_clear_pointer (&open.uri, g_free);
              open.uri = quote != NULL ? g_strndup (q, quote - q) : NULL;
              open.start = plain;
            }
          else if (g_str_has_prefix (p, "</a>") && open.uri != NULL)
            {
              open.end = plain;
              g_array_append_val (links, open);
              open.uri = NULL;
            }
          p = close + 1;
        }
      else if (*p == '&')
        {
          const char *semi = strchr (p, ';');
          char buf[8];

          if (semi == NULL)
            break;
          if (p[1] == '#')
            {
              gunichar c = (gunichar) (p[2] == 'x' ? g_ascii_strtoull (p + 3, NULL, 16)
                                                   : g_ascii_strtoull (p + 2, NULL, 10));

              plain += g_unichar_to_utf8 (c, buf);
            }
          else
            plain += 1;   /* &amp; &lt; &gt; &quot; &apos; */
          p = semi + 1;
        }
      else
        {
          plain++;
          p++;
        }
    }
  g_free (open.uri);
  return links;
}
