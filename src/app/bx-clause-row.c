/* bx-clause-row.c: one clause of a work, its original beside its translation
 *
 * The original is shown as Pango markup built from the clause's annotations: glossary terms
 * are links (term:N), variant readings are underlined and followed by a marker (var:N), and
 * notes are superscript markers (note:N), N being an index into the clause's arrays.  The
 * row only shows the clause and reports a click on an annotation; the view opens the
 * popover.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-clause-row.h"
#include "bx-script.h"

#include <string.h>

typedef struct
{
  char *uri;
  int   start;  /* byte offsets into the label's text (its layout's) */
  int   end;
} LinkRange;

struct _BxClauseRow
{
  GtkWidget      parent_instance;

  const BxClause *clause;      /* not owned: the bound item's */
  GArray        *links;        /* (element-type LinkRange) of the original's markup */
  char          *highlight;
  char          *markup;
  guint          n_rules;
  gboolean       simplified;
  gboolean       summarized;
  gboolean       has_highlight;
  gboolean       bookmarked;
  char          *note;
  gboolean       exact;
  char          *press_link;   /* the link pressed, until released */
  gboolean       deferred;     /* bound, its labels not filled yet (not shown so far) */
  gboolean       built;        /* its template's widgets exist (made when first shown) */
  char          *reference;

  /* Template children */
  GtkLabel      *id_label;
  GtkLabel      *original_label;
  GtkLabel      *translation_label;
  GtkButton     *copy_button;
  GtkButton     *rules_button;
  GtkButton     *star_button;
  GtkButton     *note_button;
  GtkLabel      *note_label;
};

G_DEFINE_FINAL_TYPE (BxClauseRow, bx_clause_row, GTK_TYPE_WIDGET)

enum {
  ANNOTATION_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

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
flush_run (BxClauseRow *self,
           GString     *out,
           GString     *run,
           int          term,
           gboolean     variant,
           gboolean     hl)
{
  g_autofree char *converted = NULL;
  g_autofree char *escaped = NULL;

  if (run->len == 0)
    return;

  converted = self->simplified ? bx_to_simplified (run->str) : g_strdup (run->str);
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
collect_markers (BxClauseRow *self,
                 glong        n)
{
  GArray *markers = g_array_new (FALSE, TRUE, sizeof (Marker));
  guint n_commentary = 0;
  int order = 0;

  g_array_set_clear_func (markers, marker_clear);

  for (guint i = 0; self->clause->variants != NULL && i < self->clause->variants->len; i++)
    {
      const BxVariant *variant = g_ptr_array_index (self->clause->variants, i);
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

  for (guint i = 0; self->clause->notes != NULL && i < self->clause->notes->len; i++)
    {
      const BxNote *note = g_ptr_array_index (self->clause->notes, i);
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

static char *
build_original_markup (BxClauseRow *self)
{
  const char *text = self->clause->text ? self->clause->text : "";
  glong n = g_utf8_strlen (text, -1);
  g_autofree int *term_at = g_new (int, n + 1);
  g_autofree gboolean *var_at = g_new0 (gboolean, n + 1);
  g_autofree gboolean *hl_at = g_new0 (gboolean, n + 1);
  g_autoptr(GArray) markers = collect_markers (self, n);
  g_autoptr(GString) run = g_string_new (NULL);
  GString *out = g_string_new (NULL);
  int cur_term = -1;
  gboolean cur_var = FALSE, cur_hl = FALSE;
  guint next_marker = 0;
  const char *p = text;

  for (glong i = 0; i <= n; i++)
    term_at[i] = -1;

  for (guint i = 0; self->clause->terms != NULL && i < self->clause->terms->len; i++)
    {
      const BxTermRef *ref = g_ptr_array_index (self->clause->terms, i);
      glong len = g_utf8_strlen (ref->surface ? ref->surface : "", -1);

      for (glong k = MAX (ref->offset, 0); k < ref->offset + len && k < n; k++)
        term_at[k] = (int) i;
    }

  for (guint i = 0; self->clause->variants != NULL && i < self->clause->variants->len; i++)
    {
      const BxVariant *variant = g_ptr_array_index (self->clause->variants, i);
      glong len = g_utf8_strlen (variant->lemma ? variant->lemma : "", -1);

      for (glong k = MAX (variant->offset, 0); k < variant->offset + len && k < n; k++)
        var_at[k] = TRUE;
    }

  self->has_highlight = mark_matches (text, self->highlight, self->exact, hl_at, n);

  for (glong i = 0; i <= n; i++)
    {
      gboolean marker_here = next_marker < markers->len
        && g_array_index (markers, Marker, next_marker).offset == i;

      if (marker_here || i == n || term_at[i] != cur_term || var_at[i] != cur_var
          || hl_at[i] != cur_hl)
        {
          flush_run (self, out, run, cur_term, cur_var, cur_hl);
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

static char *
build_translation_markup (BxClauseRow *self)
{
  const char *text = self->clause->translation;
  g_autofree char *lower = NULL;
  g_autofree gboolean *hl = NULL;
  g_auto(GStrv) terms = NULL;
  GString *out;
  gsize len;

  if ((text == NULL || *text == '\0') && self->summarized)
    return g_markup_printf_escaped ("<i>%s</i>", _("See the section summary"));
  if (text == NULL || *text == '\0')
    return g_markup_printf_escaped ("<i>%s</i>", _("No translation yet"));

  len = strlen (text);
  lower = g_ascii_strdown (text, len);
  hl = g_new0 (gboolean, len + 1);
  terms = self->highlight ? query_terms (self->highlight) : g_new0 (char *, 1);
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
link_range_clear (gpointer data)
{
  LinkRange *link = data;

  g_free (link->uri);
}

/* The links of @markup (<a href="…">…</a>, not nested), as byte ranges of its text once
 * parsed (what the label lays out): tags take no room, an entity one character. */
static GArray *
links_from_markup (const char *markup)
{
  GArray *links = g_array_new (FALSE, TRUE, sizeof (LinkRange));
  LinkRange open = { NULL, -1, -1 };
  int plain = 0;

  g_array_set_clear_func (links, link_range_clear);
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

static void apply_reference  (BxClauseRow *self);
static void apply_n_rules    (BxClauseRow *self);
static void apply_user_marks (BxClauseRow *self);

/* The row's widgets, made when it first shows: a row the list keeps out of view is one
 * bare widget. */
static void
build (BxClauseRow *self)
{
  if (self->built)
    return;
  self->built = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
}

static void
fill_labels (BxClauseRow *self)
{
  g_autofree char *translation = NULL;

  self->deferred = FALSE;
  if (self->clause == NULL)
    return;
  build (self);
  apply_reference (self);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->copy_button), "s", self->clause->id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->copy_button), "reader.copy-clause");
  /* The target before the name: a name without its target would be looked up with the
   * wrong parameter type. */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->rules_button), "s", self->clause->id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->rules_button), "reader.show-rules");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->star_button), "s", self->clause->id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->star_button), "reader.toggle-bookmark");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->note_button), "s", self->clause->id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->note_button), "reader.edit-note");
  apply_n_rules (self);
  apply_user_marks (self);
  g_free (self->markup);
  self->markup = build_original_markup (self);
  gtk_label_set_markup (self->original_label, self->markup);
  g_clear_pointer (&self->links, g_array_unref);
  self->links = links_from_markup (self->markup);

  translation = build_translation_markup (self);
  gtk_label_set_markup (self->translation_label, translation);
  if (self->clause->translation == NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->translation_label), "dim-label");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->translation_label), "dim-label");
}

/* A row the list keeps out of view costs no text layout: its labels are filled when it
 * is first allocated (in view), or asked for its text. */
static void
bx_clause_row_update (BxClauseRow *self)
{
  if (self->clause == NULL)
    return;
  if (gtk_widget_get_width (GTK_WIDGET (self)) > 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    fill_labels (self);
  else
    {
      self->deferred = TRUE;
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
}

static void
ensure_filled (BxClauseRow *self)
{
  if (self->deferred || !self->built)
    fill_labels (self);
  build (self);
}

/* Whether the row shows its clause now: a change is shown at once, else when it is. */
static gboolean
is_filled (BxClauseRow *self)
{
  return self->built && !self->deferred && self->clause != NULL;
}

/* The height of a row not filled yet: a line of each column, less than any filled row,
 * so that the rows it lets into view are filled in the same frame and the list settles
 * on their true heights (a guess too high would leave rows out). */
static int
estimated_height (BxClauseRow *self)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  const PangoFontDescription *font = pango_context_get_font_description (context);
  double px = font != NULL ? pango_font_description_get_size (font) / (double) PANGO_SCALE : 12;

  if (font != NULL && !pango_font_description_get_size_is_absolute (font))
    px = px * 96.0 / 72.0;
  /* The original's line: 1.2em, line-height 1.4 (style.css). */
  return 12 + (int) (px * 1.2 * 1.4 + 0.5);
}

static void
bx_clause_row_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  BxClauseRow *self = BX_CLAUSE_ROW (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum_baseline = *natural_baseline = -1;
  if (self->deferred || !self->built || child == NULL)
    {
      *minimum = *natural = orientation == GTK_ORIENTATION_VERTICAL && self->clause != NULL
                            ? estimated_height (self) : 0;
      return;
    }
  gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
}

/* Measured again on the next frame: a resize queued while the list allocates its rows
 * would be dropped when the allocation ends. */
static gboolean
resize_idle_cb (gpointer data)
{
  gtk_widget_queue_resize (data);
  return G_SOURCE_REMOVE;
}

static void
bx_clause_row_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  BxClauseRow *self = BX_CLAUSE_ROW (widget);
  GtkWidget *child;
  int min = 0;

  if (self->clause != NULL && (self->deferred || !self->built))
    {
      /* In view at last: the list measures it again with its text. */
      fill_labels (self);
      g_idle_add_full (G_PRIORITY_HIGH_IDLE, resize_idle_cb, g_object_ref (widget),
                       g_object_unref);
    }
  child = gtk_widget_get_first_child (widget);
  if (child == NULL)
    return;
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, MAX (width, min), NULL, NULL, NULL, NULL);
  gtk_widget_allocate (child, MAX (width, min), height, baseline, NULL);
}

/* The reference in the margin (the id without its work when there is none); the id in
 * the tooltip. */
static void
apply_reference (BxClauseRow *self)
{
  const char *id = self->clause->id;
  g_autofree char *tip = NULL;

  if (self->reference == NULL)
    {
      if (self->clause->work_id != NULL && g_str_has_prefix (id, self->clause->work_id)
          && id[strlen (self->clause->work_id)] == '.')
        id += strlen (self->clause->work_id) + 1;
      gtk_label_set_label (self->id_label, id);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->id_label), self->clause->id);
      return;
    }
  tip = g_strdup_printf (_("%s (clause %s)"), self->reference, self->clause->id);
  gtk_label_set_label (self->id_label, self->reference);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->id_label), tip);
}

static void
apply_n_rules (BxClauseRow *self)
{
  g_autofree char *label = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->rules_button), self->n_rules > 0);
  if (self->n_rules == 0)
    return;
  /* TRANSLATORS: the marker of a clause that rules of the games cite; ⚖ is a symbol */
  label = g_strdup_printf (ngettext ("⚖ Cited by %u rule", "⚖ Cited by %u rules",
                                     self->n_rules), self->n_rules);
  gtk_button_set_label (self->rules_button, label);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->rules_button),
                               _("Show the rules of the games that cite this clause"));
}

static void
apply_user_marks (BxClauseRow *self)
{
  gtk_button_set_icon_name (self->star_button, self->bookmarked ? "starred-symbolic"
                                                                : "non-starred-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->star_button),
                               self->bookmarked ? _("Remove the Bookmark (Ctrl+D)")
                                                : _("Bookmark this Clause (Ctrl+D)"));
  if (self->bookmarked)
    gtk_widget_add_css_class (GTK_WIDGET (self->star_button), "starred");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->star_button), "starred");
  gtk_label_set_label (self->note_label, self->note != NULL ? self->note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note_label), self->note != NULL);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->note_button),
                               self->note != NULL ? _("Edit Your Note (Ctrl+E)")
                                                  : _("Your Note on this Clause (Ctrl+E)"));
}

/* The link under (@x, @y) in the original label's coordinates: the character under the
 * pointer must be one of the link's (GtkLabel's own test counts the right half of the
 * character before a link as the link's, which put the click zone off to the left). */
static const char *
link_at (BxClauseRow *self,
         double       x,
         double       y)
{
  PangoLayout *layout;
  int lx = 0, ly = 0, index = 0, trailing = 0;

  if (self->links == NULL)
    return NULL;
  layout = gtk_label_get_layout (self->original_label);
  gtk_label_get_layout_offsets (self->original_label, &lx, &ly);
  if (!pango_layout_xy_to_index (layout, (int) ((x - lx) * PANGO_SCALE),
                                 (int) ((y - ly) * PANGO_SCALE), &index, &trailing))
    return NULL;
  for (guint i = 0; i < self->links->len; i++)
    {
      const LinkRange *link = &g_array_index (self->links, LinkRange, i);

      if (index >= link->start && index < link->end)
        return link->uri;
    }
  return NULL;
}

static void
emit_annotation (BxClauseRow *self,
                 const char  *uri,
                 double       x,
                 double       y)
{
  g_autofree char *copy = g_strdup (uri);

  if (!gtk_widget_translate_coordinates (GTK_WIDGET (self->original_label), GTK_WIDGET (self),
                                         x, y, &x, &y))
    x = y = 0;
  g_signal_emit (self, signals[ANNOTATION_ACTIVATED], 0, copy, x, y);
}

/* A press on a link is the row's: the list does not select the row for it, and the label
 * does not test the link again. */
static void
original_pressed_cb (BxClauseRow     *self,
                     int              n_press,
                     double           x,
                     double           y,
                     GtkGestureClick *gesture)
{
  const char *uri = link_at (self, x, y);

  g_clear_pointer (&self->press_link, g_free);
  if (uri == NULL)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  self->press_link = g_strdup (uri);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
original_released_cb (BxClauseRow     *self,
                      int              n_press,
                      double           x,
                      double           y,
                      GtkGestureClick *gesture)
{
  g_autofree char *pressed = g_steal_pointer (&self->press_link);
  const char *uri = link_at (self, x, y);

  if (pressed != NULL && g_strcmp0 (pressed, uri) == 0)
    emit_annotation (self, uri, x, y);
}

/* A link activated otherwise than by the pointer (the keyboard, assistive technologies):
 * the popover points at the middle of the text. */
static gboolean
original_activate_link_cb (BxClauseRow *self,
                           const char  *uri,
                           GtkLabel    *label)
{
  if (!g_str_has_prefix (uri, "note:") && !g_str_has_prefix (uri, "term:")
      && !g_str_has_prefix (uri, "var:"))
    return FALSE;

  emit_annotation (self, uri, gtk_widget_get_width (GTK_WIDGET (label)) / 2.0,
                   gtk_widget_get_height (GTK_WIDGET (label)) / 2.0);
  return TRUE;
}

static void
bx_clause_row_dispose (GObject *object)
{
  GtkWidget *child;

  if (BX_CLAUSE_ROW (object)->built)
    gtk_widget_dispose_template (GTK_WIDGET (object), BX_TYPE_CLAUSE_ROW);
  /* The template's box is no bound child: a plain widget unparents its children itself. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (bx_clause_row_parent_class)->dispose (object);
}

static void
bx_clause_row_finalize (GObject *object)
{
  BxClauseRow *self = BX_CLAUSE_ROW (object);

  g_clear_pointer (&self->links, g_array_unref);
  g_clear_pointer (&self->highlight, g_free);
  g_clear_pointer (&self->markup, g_free);
  g_clear_pointer (&self->note, g_free);
  g_clear_pointer (&self->press_link, g_free);
  g_clear_pointer (&self->reference, g_free);

  G_OBJECT_CLASS (bx_clause_row_parent_class)->finalize (object);
}

static void
bx_clause_row_class_init (BxClauseRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_clause_row_dispose;
  object_class->finalize = bx_clause_row_finalize;

  /**
   * BxClauseRow::annotation-activated:
   * @self: the row
   * @uri: "note:N", "term:N" or "var:N", N being an index into the clause's notes, terms
   *   or variants
   * @x: where it was clicked, in the row's coordinates
   * @y: where it was clicked, in the row's coordinates
   *
   * Emitted when a note marker, a glossary term or a variant reading is activated.
   */
  signals[ANNOTATION_ACTIVATED] =
    g_signal_new ("annotation-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_DOUBLE, G_TYPE_DOUBLE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-clause-row.ui");
  gtk_widget_class_bind_template_child (widget_class, BxClauseRow, id_label);
  gtk_widget_class_bind_template_child (widget_class, BxClauseRow, original_label);
  gtk_widget_class_bind_template_child (widget_class, BxClauseRow, translation_label);
  gtk_widget_class_bind_template_child (widget_class, BxClauseRow, copy_button);
  gtk_widget_class_bind_template_child (widget_class, BxClauseRow, rules_button);
  gtk_widget_class_bind_template_child (widget_class, BxClauseRow, star_button);
  gtk_widget_class_bind_template_child (widget_class, BxClauseRow, note_button);
  gtk_widget_class_bind_template_child (widget_class, BxClauseRow, note_label);
  gtk_widget_class_bind_template_callback (widget_class, original_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, original_released_cb);
  gtk_widget_class_bind_template_callback (widget_class, original_activate_link_cb);
  widget_class->measure = bx_clause_row_measure;
  widget_class->size_allocate = bx_clause_row_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "clauserow");
}

static void
bx_clause_row_init (BxClauseRow *self)
{
  /* The template is made when the row first shows (build()). */
}

/**
 * bx_clause_row_new:
 *
 * A row to bind to a clause (bx_clause_row_bind()); the reader's list makes one for each
 * clause in view and binds it anew as the list scrolls.
 *
 * Returns: (transfer floating): a new, empty row.
 */
BxClauseRow *
bx_clause_row_new (void)
{
  return g_object_new (BX_TYPE_CLAUSE_ROW, NULL);
}

/**
 * bx_clause_row_bind:
 * @self: a #BxClauseRow
 * @clause: (transfer none): the clause to show, which must stay alive while it is bound
 *   (the list's item holds it)
 * @reference: (nullable): how people cite the clause (bx_clause_row_set_reference());
 *   %NULL shows the id without its work
 * @simplified: show the original converted to simplified characters
 * @query: (nullable): the search whose matches to highlight
 * @exact: match @query's characters exactly
 * @summarized: the clause's section has a summary
 *
 * Shows @clause, building the row's text once for all the settings.  The user's marks
 * and the cited-by badge are set apart (bx_clause_row_set_user_marks(),
 * bx_clause_row_set_n_rules()).
 */
void
bx_clause_row_bind (BxClauseRow    *self,
                    const BxClause *clause,
                    const char     *reference,
                    gboolean        simplified,
                    const char     *query,
                    gboolean        exact,
                    gboolean        summarized)
{
  g_return_if_fail (BX_IS_CLAUSE_ROW (self));
  g_return_if_fail (clause != NULL && clause->id != NULL);

  self->clause = clause;
  self->simplified = !!simplified;
  self->exact = !!exact;
  self->summarized = !!summarized;
  g_free (self->highlight);
  self->highlight = query != NULL && *query != '\0' ? g_strdup (query) : NULL;
  g_clear_pointer (&self->press_link, g_free);

  g_free (self->reference);
  self->reference = g_strdup (reference);
  gtk_widget_set_name (GTK_WIDGET (self), clause->id);

  bx_clause_row_update (self);
}

/**
 * bx_clause_row_unbind:
 * @self: a #BxClauseRow
 *
 * Forgets the clause (the list is about to bind the row to another one, or drop it).
 */
void
bx_clause_row_unbind (BxClauseRow *self)
{
  g_return_if_fail (BX_IS_CLAUSE_ROW (self));

  self->clause = NULL;
  g_clear_pointer (&self->press_link, g_free);
  gtk_widget_set_name (GTK_WIDGET (self), "");
}

/**
 * bx_clause_row_get_link_at:
 * @self: a #BxClauseRow
 * @x: a point in the original label's coordinates
 * @y: likewise
 *
 * What a click there opens: the link whose characters lie under the point, exactly (a
 * point between two characters belongs to the one it is on).
 *
 * Returns: (nullable): "term:N", "note:N" or "var:N", or %NULL
 */
const char *
bx_clause_row_get_link_at (BxClauseRow *self,
                           double       x,
                           double       y)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), NULL);

  ensure_filled (self);
  return link_at (self, x, y);
}

/**
 * bx_clause_row_get_original_label:
 * @self: a #BxClauseRow
 *
 * Returns: (transfer none): the label of the original text, for tests
 */
GtkWidget *
bx_clause_row_get_original_label (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), NULL);

  ensure_filled (self);
  return GTK_WIDGET (self->original_label);
}

/**
 * bx_clause_row_get_translation_label:
 * @self: a #BxClauseRow
 *
 * Returns: (transfer none): the label of the translation, for tests
 */
GtkWidget *
bx_clause_row_get_translation_label (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), NULL);

  ensure_filled (self);
  return GTK_WIDGET (self->translation_label);
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
  if (is_filled (self))
    apply_reference (self);
}


/**
 * bx_clause_row_get_clause:
 * @self: a #BxClauseRow
 *
 * Returns: (transfer none): the clause shown.
 */
const BxClause *
bx_clause_row_get_clause (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), NULL);

  return self->clause;
}

const char *
bx_clause_row_get_clause_id (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), NULL);

  return self->clause != NULL ? self->clause->id : NULL;
}

/**
 * bx_clause_row_set_simplified:
 * @self: a #BxClauseRow
 * @simplified: whether to show the original converted to simplified characters
 *
 * The view labels the converted text as such; the row only converts it.
 */
void
bx_clause_row_set_simplified (BxClauseRow *self,
                              gboolean     simplified)
{
  g_return_if_fail (BX_IS_CLAUSE_ROW (self));

  simplified = !!simplified;
  if (self->simplified == simplified)
    return;
  self->simplified = simplified;
  bx_clause_row_update (self);
}

/**
 * bx_clause_row_set_highlight:
 * @self: a #BxClauseRow
 * @query: (nullable): the search query whose matches to highlight, or %NULL
 * @exact: %TRUE to match the characters exactly, %FALSE to fold traditional and
 *   simplified forms
 */
void
bx_clause_row_set_highlight (BxClauseRow *self,
                             const char  *query,
                             gboolean     exact)
{
  g_return_if_fail (BX_IS_CLAUSE_ROW (self));

  if (query != NULL && *query == '\0')
    query = NULL;
  exact = !!exact;
  if (g_strcmp0 (self->highlight, query) == 0 && self->exact == exact)
    return;
  g_free (self->highlight);
  self->highlight = g_strdup (query);
  self->exact = exact;
  bx_clause_row_update (self);
}

gboolean
bx_clause_row_has_highlight (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), FALSE);

  ensure_filled (self);
  return self->has_highlight;
}

/**
 * bx_clause_row_get_markup:
 * @self: a #BxClauseRow
 *
 * Returns: (transfer none): the Pango markup of the original text, for tests.
 */
const char *
bx_clause_row_get_markup (BxClauseRow *self)
{
  g_return_val_if_fail (BX_IS_CLAUSE_ROW (self), NULL);

  ensure_filled (self);
  return self->markup;
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
  if (is_filled (self))
    apply_n_rules (self);
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

  ensure_filled (self);
  return GTK_WIDGET (self->rules_button);
}


/**
 * bx_clause_row_set_summarized:
 * @self: a #BxClauseRow
 * @summarized: whether the clause's section has a summary paragraph
 *
 * A clause without a translation of its own then points to the summary instead of
 * saying that it has no translation.
 */
void
bx_clause_row_set_summarized (BxClauseRow *self,
                              gboolean     summarized)
{
  g_return_if_fail (BX_IS_CLAUSE_ROW (self));

  summarized = !!summarized;
  if (self->summarized == summarized)
    return;
  self->summarized = summarized;
  bx_clause_row_update (self);
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
  if (is_filled (self))
    apply_user_marks (self);
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

  ensure_filled (self);
  return GTK_WIDGET (self->note_button);
}

