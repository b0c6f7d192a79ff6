/* bx-export-pdf.c: an export laid out on pages with Pango and drawn with cairo, into a PDF
 * file or into any cairo context (the app's GtkPrintOperation draws the same pages)
 *
 * The text is a column of items (a work's header, a section head, a clause); each item
 * carries the footnotes it calls and its apparatus entry.  Pages are filled greedily: an
 * item goes on the page if it, and the apparatus and notes that the page must then hold at
 * its foot, fit; a section head stays with its first clause.  What does not fit at the
 * foot of a full page (a very long note) continues at the foot of the next.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>
#include <math.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include "bx-error.h"
#include "bx-export-private.h"
#include "bx-file.h"
#include "bx-version.h"

#define FONT_SERIF  "Noto Serif CJK TC, Noto Serif CJK SC, serif"
#define FONT_MONO   "Noto Sans Mono, DejaVu Sans Mono, monospace"
/* In English text, the CJK font's quotes and dashes take their proportional (Latin)
 * widths, not the full width they have beside Chinese. */
#define LATIN_FEATURES "pwid"
#define SIZE_ORIGINAL  12.0
#define SIZE_TEXT       9.5
#define SIZE_SMALL      8.0
#define SIZE_ID         6.5
#define GAP_CLAUSE      7.0
#define GAP_SECTION    16.0
#define GAP_FOOT        2.5
#define GAP_COLUMNS    16.0
#define RULE_SPACE     10.0   /* between the text and the apparatus and notes at the foot */

typedef struct
{
  PangoLayout *layout;
  double       x;
  double       y;
} Piece;

typedef struct
{
  GArray      *pieces;       /* (element-type Piece) */
  double       height;
  double       space_before;
  gboolean     keep_with_next;
  gboolean     rule_below;   /* a line under the item (a work's header) */
  GArray      *notes;        /* (element-type guint) footnote numbers */
  PangoLayout *apparatus;    /* nullable */
  char        *running_head;
} Item;

typedef struct
{
  guint first, last;         /* the items [first, last) */
  GPtrArray *foot;           /* (element-type PangoLayout) apparatus, then notes (not owned) */
  const char *running_head;
} Page;

struct _BxExportLayout
{
  BxExportPage  page;
  PangoContext *context;
  GPtrArray    *items;       /* (element-type Item) */
  GPtrArray    *notes;       /* (element-type PangoLayout) footnote n is notes[n - 1] */
  GPtrArray    *pages;       /* (element-type Page) */
  char         *title;
};

static void
item_free (Item *item)
{
  for (guint i = 0; i < item->pieces->len; i++)
    g_object_unref (g_array_index (item->pieces, Piece, i).layout);
  g_array_unref (item->pieces);
  g_array_unref (item->notes);
  g_clear_object (&item->apparatus);
  g_free (item->running_head);
  g_free (item);
}

static void
page_free (Page *page)
{
  g_ptr_array_unref (page->foot);
  g_free (page);
}

static double
text_width (BxExportLayout *self)
{
  return self->page.width - self->page.margin_left - self->page.margin_right;
}

static double
text_height (BxExportLayout *self)
{
  return self->page.height - self->page.margin_top - self->page.margin_bottom;
}

/* A layout of @markup, @width points wide, in @family at @size points. */
static PangoLayout *
new_layout (BxExportLayout *self,
            const char     *markup,
            double          width,
            const char     *family,
            double          size)
{
  PangoLayout *layout = pango_layout_new (self->context);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string (family);

  pango_font_description_set_size (font, (int) (size * PANGO_SCALE));
  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_markup (layout, markup, -1);
  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  int h;

  pango_layout_get_size (layout, NULL, &h);
  return (double) h / PANGO_SCALE;
}

static Item *
item_new (double space_before)
{
  Item *item = g_new0 (Item, 1);

  item->pieces = g_array_new (FALSE, FALSE, sizeof (Piece));
  item->notes = g_array_new (FALSE, FALSE, sizeof (guint));
  item->space_before = space_before;
  return item;
}

/* Adds @layout (taken) at (@x, @y) of the item and returns its bottom. */
static double
item_add (Item        *item,
          PangoLayout *layout,
          double       x,
          double       y)
{
  Piece piece = { layout, x, y };
  double bottom = y + layout_height (layout);

  g_array_append_val (item->pieces, piece);
  item->height = MAX (item->height, bottom);
  return bottom;
}

/* Pango markup of @text, escaped. */
static char *
esc (const char *text)
{
  return g_markup_escape_text (text != NULL ? text : "", -1);
}

static void
add_work_items (BxExportLayout      *self,
                const BxExportBlock *block)
{
  const BxWorkSource *s = block->source;
  double w = text_width (self), y;
  Item *item = item_new (self->items->len > 0 ? 2 * GAP_SECTION : 0);
  g_autoptr(GString) m = g_string_new (NULL);
  g_autofree char *zh = esc (s->title_zh), *en = esc (s->title_en);
  g_autofree char *au = esc (s->author), *au_en = esc (s->author_en);

  g_string_append_printf (m, "<span lang=\"zh-Hant\" size=\"%d\" weight=\"bold\">%s</span>\n"
                          "<span size=\"%d\" style=\"italic\">%s</span>",
                          (int) (20 * PANGO_SCALE), zh, (int) (12 * PANGO_SCALE), en);
  y = item_add (item, new_layout (self, m->str, w, FONT_SERIF, SIZE_TEXT), 0, 0);
  g_string_printf (m, "<span lang=\"zh-Hant\">%s</span>%s%s", au, s->author_en ? " · " : "",
                   au_en);
  y = item_add (item, new_layout (self, m->str, w, FONT_SERIF, 10.5), 0, y + 4);

  /* The provenance, in small type: source, witnesses, state of the text, licence.  The
   * labels in the language of the interface (the translation stays English). */
  g_string_truncate (m, 0);
  if (block->scope != NULL)
    {
      g_autofree char *scope = esc (block->scope);
      /* TRANSLATORS: a label of an exported or printed text: the part of the work it
       * holds (a section, or clauses) */
      g_autofree char *label = esc (_("Part"));

      g_string_append_printf (m, "<b>%s</b>  %s\n", label, scope);
    }
  if (s->sources != NULL)
    {
      g_autofree char *src = esc (s->sources);
      /* TRANSLATORS: a label of an exported or printed text: the edition it comes from */
      g_autofree char *label = esc (_("Source"));

      g_string_append_printf (m, "<b>%s</b>  %s\n", label, src);
    }
  for (guint i = 0; i < s->witnesses->len; i++)
    {
      const BxWitness *wit = g_ptr_array_index (s->witnesses, i);
      g_autofree char *sig = esc (wit->siglum), *label = esc (wit->label);

      if (i == 0)
        {
          /* TRANSLATORS: a label of an exported or printed text: the editions whose
           * readings the apparatus gives */
          g_autofree char *head = esc (_("Witnesses"));
          /* TRANSLATORS: after "Witnesses" in an exported text */
          g_autofree char *sigla = esc (_("sigla of the apparatus"));

          g_string_append_printf (m, "<b>%s</b> (%s)\n", head, sigla);
        }
      g_string_append_printf (m, "<i>%s</i> = %s\n", sig, label);
    }
  if (s->witnesses->len > 0)
    {
      /* TRANSLATORS: the siglum of a correction by the editors in the apparatus of an
       * exported text (the Latin "corrected by the editor") */
      g_autofree char *corr = esc (C_("apparatus", "corr. ed."));
      g_autofree char *meaning = esc (_("a correction by the editors of Boxi (the text keeps "
                                        "the source's reading)"));

      g_string_append_printf (m, "<i>%s</i> = %s\n", corr, meaning);
    }
  if (s->note != NULL)
    {
      g_autofree char *note = esc (s->note);
      /* TRANSLATORS: a label of an exported or printed text: how its text was made */
      g_autofree char *label = esc (_("The text"));

      g_string_append_printf (m, "<b>%s</b>  %s\n", label, note);
    }
  if (s->licence != NULL)
    {
      g_autofree char *licence = esc (s->licence);
      /* TRANSLATORS: a label of an exported or printed text */
      g_autofree char *label = esc (_("Licence"));

      g_string_append_printf (m, "<b>%s</b>  %s\n", label, licence);
    }
  {
    /* TRANSLATORS: a label of an exported or printed text: this edition */
    g_autofree char *label = esc (_("Edition"));
    /* TRANSLATORS: the edition of an exported text: Boxi's version and the TEI file of
     * the work, e.g. "Boxi digital edition 0.1.0, TEI text texts/pushuang.xml" */
    g_autofree char *edition = g_strdup_printf (_("Boxi digital edition %s, TEI text texts/%s"),
                                                bx_version_string (), s->file);
    g_autofree char *edition_m = esc (edition);

    g_string_append_printf (m, "<b>%s</b>  %s", label, edition_m);
  }
  g_string_prepend (m, "<span font_features=\"" LATIN_FEATURES "\">");
  g_string_append (m, "</span>");
  {
    PangoLayout *prov = new_layout (self, m->str, w, FONT_SERIF, SIZE_SMALL);

    pango_layout_set_spacing (prov, (int) (1.5 * PANGO_SCALE));
    item_add (item, prov, 0, y + 10);
  }
  item->height += 8;
  item->rule_below = TRUE;
  item->running_head = g_strdup_printf ("%s · %s", s->title_zh ? s->title_zh : s->work_id,
                                        s->title_en ? s->title_en : "");
  g_ptr_array_add (self->items, item);
}

static void
add_section_item (BxExportLayout      *self,
                  const BxExportBlock *block)
{
  double w = text_width (self), y;
  Item *item = item_new (GAP_SECTION);
  g_autofree char *head = esc (block->head);
  g_autofree char *id = esc (block->section_id);
  /* A section without a head shows its id alone. */
  g_autofree char *m = g_strdup_printf ("<span lang=\"zh-Hant\" size=\"%d\" weight=\"bold\">%s"
                                        "</span>%s<span font=\"%s %g\" foreground=\"#777777\">"
                                        "%s</span>",
                                        (int) ((block->depth > 0 ? 13 : 15) * PANGO_SCALE),
                                        head, block->head != NULL ? "  " : "", FONT_MONO,
                                        SIZE_ID + 1, id);

  y = item_add (item, new_layout (self, m, w, FONT_SERIF, SIZE_TEXT), 0, 0);
  if (block->summary != NULL)
    {
      g_autofree char *summary = esc (block->summary);
      g_autofree char *sm = g_strdup_printf ("<span font_features=\"%s\"><i>%s</i></span>",
                                             LATIN_FEATURES, summary);

      item_add (item, new_layout (self, sm, w, FONT_SERIF, SIZE_SMALL + 0.5), 0, y + 3);
    }
  item->height += 2;
  item->keep_with_next = TRUE;
  g_ptr_array_add (self->items, item);
}

/* The original's markup: the text, the interlinear notes in small grey type where they
 * stand, and the numbers of the footnotes raised at the end. */
static char *
original_markup (const BxExportBlock *block)
{
  const BxClause *c = block->clause;
  const char *p = c->text != NULL ? c->text : "";
  glong n = g_utf8_strlen (p, -1);
  GString *m = g_string_new ("<span lang=\"zh-Hant\">");

  for (glong i = 0; i <= n; i++)
    {
      for (guint k = 0; c->notes != NULL && k < c->notes->len; k++)
        {
          const BxNote *note = g_ptr_array_index (c->notes, k);

          if (g_strcmp0 (note->type, "interlinear") == 0 && note->offset == i)
            {
              g_autofree char *t = esc (note->text);

              g_string_append_printf (m, "<span size=\"%d\" foreground=\"#555555\">%s</span>",
                                      (int) (SIZE_SMALL * PANGO_SCALE), t);
            }
        }
      if (i == n)
        break;
      {
        const char *next = g_utf8_next_char (p);
        g_autofree char *ch = g_strndup (p, next - p);
        g_autofree char *e = esc (ch);

        g_string_append (m, e);
        p = next;
      }
    }
  g_string_append (m, "</span>");
  for (guint k = 0; k < block->note_numbers->len; k++)
    g_string_append_printf (m, "<span size=\"%d\" rise=\"%d\" font=\"%s\">%s%u</span>",
                            (int) (SIZE_ID * PANGO_SCALE), (int) (5 * PANGO_SCALE),
                            FONT_SERIF, k > 0 ? "," : "",
                            g_array_index (block->note_numbers, guint, k));
  return g_string_free (m, FALSE);
}

static PangoLayout *
apparatus_layout (BxExportLayout      *self,
                  const BxExportBlock *block)
{
  const BxClause *c = block->clause;
  g_autoptr(GString) m = g_string_new (NULL);
  g_autofree char *id = esc (bx_export_short_id (c->id));

  if (c->variants == NULL || c->variants->len == 0)
    return NULL;
  g_string_append_printf (m, "<b>%s</b>  ", id);
  for (guint i = 0; i < c->variants->len; i++)
    {
      const BxVariant *v = g_ptr_array_index (c->variants, i);
      const BxWitness *w = bx_work_source_find_witness (block->source, v->witness_id);
      g_autofree char *lemma = esc (v->lemma);
      g_autofree char *reading = esc (v->reading);
      /* No witness: our emendation; the text keeps the source's reading. */
      g_autofree char *sig = esc (w != NULL ? w->siglum
                                  : v->witness_id != NULL ? v->witness_id
                                  : C_("apparatus", "corr. ed."));
      /* TRANSLATORS: in the apparatus of an exported text: a witness omits the words
       * (the Latin "omittit") */
      g_autofree char *om = esc (C_("apparatus", "om."));

      g_string_append_printf (m, "%s<span lang=\"zh-Hant\">%s</span>] %s%s%s <i>%s</i>",
                              i > 0 ? " ; " : "", lemma,
                              v->reading && *v->reading ? "<span lang=\"zh-Hant\">" : "<i>",
                              v->reading && *v->reading ? reading : om,
                              v->reading && *v->reading ? "</span>" : "</i>", sig);
    }
  return new_layout (self, m->str, text_width (self), FONT_SERIF, SIZE_SMALL);
}

static void
add_clause_item (BxExportLayout      *self,
                 const BxExportBlock *block)
{
  const BxClause *c = block->clause;
  double w = text_width (self);
  gboolean beside = self->page.arrangement == BX_EXPORT_BESIDE;
  double left_w = beside ? floor ((w - GAP_COLUMNS) * 0.42) : w;
  Item *item = item_new (GAP_CLAUSE);
  g_autofree char *id = esc (c->id);
  g_autofree char *id_markup = g_strdup_printf ("<span foreground=\"#777777\">%s</span>", id);
  g_autofree char *orig = original_markup (block);
  double y;

  y = item_add (item, new_layout (self, id_markup, left_w, FONT_MONO, SIZE_ID), 0, 0);
  y = item_add (item, new_layout (self, orig, left_w, FONT_SERIF, SIZE_ORIGINAL), 0, y + 1);
  if (c->translation != NULL)
    {
      g_autofree char *tr_text = esc (c->translation);
      g_autofree char *tr = g_strdup_printf ("<span font_features=\"%s\">%s</span>",
                                             LATIN_FEATURES, tr_text);
      double x = beside ? left_w + GAP_COLUMNS : 0;
      double tw = beside ? w - left_w - GAP_COLUMNS : w;
      PangoLayout *t = new_layout (self, tr, tw, FONT_SERIF, SIZE_TEXT);

      /* Beside: the translation's first line stands level with the original's. */
      item_add (item, t, x, beside ? SIZE_ID + 4 : y + 2);
    }
  g_array_append_vals (item->notes, block->note_numbers->data, block->note_numbers->len);
  item->apparatus = apparatus_layout (self, block);
  g_ptr_array_add (self->items, item);
}

static double
foot_height (GPtrArray *foot)
{
  double h = 0;

  for (guint i = 0; i < foot->len; i++)
    h += layout_height (g_ptr_array_index (foot, i)) + GAP_FOOT;
  return foot->len > 0 ? h + RULE_SPACE : 0;
}

static gboolean
has_note (GArray *numbers,
          guint   n)
{
  for (guint i = 0; i < numbers->len; i++)
    if (g_array_index (numbers, guint, i) == n)
      return TRUE;
  return FALSE;
}

/* The foot of a page with @apparatus and @notes: the apparatus entries, then the notes. */
static GPtrArray *
make_foot (BxExportLayout *self,
           GPtrArray      *apparatus,
           GArray         *notes)
{
  GPtrArray *foot = g_ptr_array_new ();

  for (guint i = 0; i < apparatus->len; i++)
    g_ptr_array_add (foot, g_ptr_array_index (apparatus, i));
  for (guint i = 0; i < notes->len; i++)
    g_ptr_array_add (foot, g_ptr_array_index (self->notes, g_array_index (notes, guint, i) - 1));
  return foot;
}

/* Ends the page of the items [*first, last): its foot is what the page before carried,
 * then the apparatus and notes of its own items, as many as fit under the text; the rest
 * goes on in @carry. */
static void
close_page (BxExportLayout *self,
            guint          *first,
            guint           last,
            double          y,
            const char     *head,
            GPtrArray      *apparatus,
            GArray         *notes,
            GPtrArray      *carry)
{
  GPtrArray *foot = make_foot (self, apparatus, notes);
  Page *page = g_new0 (Page, 1);
  double room = text_height (self) - y - RULE_SPACE;
  guint keep = 0;

  for (guint k = 0; k < carry->len; k++)
    g_ptr_array_insert (foot, k, g_ptr_array_index (carry, k));
  while (keep < foot->len)
    {
      double h = layout_height (g_ptr_array_index (foot, keep)) + GAP_FOOT;

      if (h > room && (keep > 0 || last > *first))
        break;
      room -= h;
      keep++;
    }
  g_ptr_array_set_size (carry, 0);
  for (guint k = keep; k < foot->len; k++)
    g_ptr_array_add (carry, g_ptr_array_index (foot, k));
  g_ptr_array_set_size (foot, keep);
  page->first = *first;
  page->last = last;
  page->running_head = head;
  page->foot = foot;
  g_ptr_array_add (self->pages, page);
  *first = last;
  g_ptr_array_set_size (apparatus, 0);
  g_array_set_size (notes, 0);
}

static void
paginate (BxExportLayout *self)
{
  double height = text_height (self);
  g_autoptr(GPtrArray) apparatus = g_ptr_array_new ();   /* of this page's items */
  g_autoptr(GArray) notes = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) carry = g_ptr_array_new ();       /* the foot the last page left */
  const char *head = self->title;
  guint first = 0, i = 0;
  double y = 0;

  while (i < self->items->len)
    {
      Item *item = g_ptr_array_index (self->items, i);
      Item *next = i + 1 < self->items->len ? g_ptr_array_index (self->items, i + 1) : NULL;
      gboolean empty = i == first;
      double need = y + (empty ? 0 : item->space_before) + item->height;
      double extra = item->keep_with_next && next ? next->space_before + next->height : 0;
      g_autoptr(GPtrArray) app = NULL;
      g_autoptr(GArray) nn = NULL;
      g_autoptr(GPtrArray) foot = NULL;

      /* A new work starts a new page. */
      if (!empty && item->running_head != NULL)
        {
          close_page (self, &first, i, y, head, apparatus, notes, carry);
          y = 0;
          continue;
        }
      app = g_ptr_array_copy (apparatus, NULL, NULL);
      nn = g_array_copy (notes);
      if (item->apparatus != NULL)
        g_ptr_array_add (app, item->apparatus);
      for (guint k = 0; k < item->notes->len; k++)
        if (!has_note (nn, g_array_index (item->notes, guint, k)))
          g_array_append_val (nn, g_array_index (item->notes, guint, k));
      foot = make_foot (self, app, nn);
      for (guint k = 0; k < carry->len; k++)
        g_ptr_array_insert (foot, k, g_ptr_array_index (carry, k));
      if (!empty && need + extra + foot_height (foot) > height)
        {
          close_page (self, &first, i, y, head, apparatus, notes, carry);
          y = 0;
          continue;
        }
      if (empty && item->running_head != NULL)
        head = item->running_head;
      y = need;
      g_ptr_array_set_size (apparatus, 0);
      g_ptr_array_extend (apparatus, app, NULL, NULL);
      g_array_set_size (notes, 0);
      g_array_append_vals (notes, nn->data, nn->len);
      i++;
    }
  if (self->items->len > first || self->pages->len == 0)
    close_page (self, &first, self->items->len, y, head, apparatus, notes, carry);
  /* A foot longer than the room under the last text gets pages of its own. */
  while (carry->len > 0)
    close_page (self, &first, self->items->len, 0, head, apparatus, notes, carry);
}

static PangoLayout *
note_layout (BxExportLayout *self,
             guint           number,
             const char     *text)
{
  g_autofree char *t = esc (text);
  g_autofree char *m = g_strdup_printf ("<span font_features=\"%s\"><b>%u</b>  %s</span>",
                                        LATIN_FEATURES, number, t);
  PangoLayout *layout = new_layout (self, m, text_width (self), FONT_SERIF, SIZE_SMALL);

  pango_layout_set_indent (layout, (int) (-10 * PANGO_SCALE));
  return layout;
}

/**
 * bx_export_layout_new:
 * @doc: a document
 * @cr: a cairo context whose user units are points (a PDF surface's, or a print context's
 *   with GTK_UNIT_POINTS): the text is measured for it
 * @page: the page size, margins and arrangement
 *
 * Lays @doc out in pages: the header of each work with its provenance, each section head
 * (kept with its first clause), each clause with its id, the original (12 pt, Noto Serif
 * CJK TC, interlinear notes in small type where they stand) and the translation beside or
 * below it; at the foot of each page the apparatus of its clauses ("changju.3  lemma]
 * reading siglum") and then the footnotes they call; a running head and the page number.
 *
 * Returns: (transfer full): the layout
 */
BxExportLayout *
bx_export_layout_new (BxExportDoc        *doc,
                      cairo_t            *cr,
                      const BxExportPage *page)
{
  BxExportLayout *self;
  cairo_font_options_t *options;

  g_return_val_if_fail (doc != NULL, NULL);
  g_return_val_if_fail (cr != NULL, NULL);
  g_return_val_if_fail (page != NULL, NULL);

  self = g_new0 (BxExportLayout, 1);
  self->page = *page;
  self->title = g_strdup (doc->title);
  self->context = pango_cairo_create_context (cr);
  /* Points, and metrics that do not snap to a screen's pixels. */
  pango_cairo_context_set_resolution (self->context, 72.0);
  options = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (self->context, options);
  cairo_font_options_destroy (options);
  /* The translation's language; the Chinese spans say lang="zh-Hant" themselves. */
  pango_context_set_language (self->context, pango_language_from_string ("en"));
  self->items = g_ptr_array_new_with_free_func ((GDestroyNotify) item_free);
  self->notes = g_ptr_array_new_with_free_func (g_object_unref);
  self->pages = g_ptr_array_new_with_free_func ((GDestroyNotify) page_free);

  for (guint i = 0; i < doc->footnotes->len; i++)
    g_ptr_array_add (self->notes, note_layout (self, i + 1, g_ptr_array_index (doc->footnotes,
                                                                               i)));
  for (guint i = 0; i < doc->blocks->len; i++)
    {
      const BxExportBlock *block = g_ptr_array_index (doc->blocks, i);

      switch (block->kind)
        {
        case BX_EXPORT_BLOCK_WORK:
          add_work_items (self, block);
          break;
        case BX_EXPORT_BLOCK_SECTION:
          add_section_item (self, block);
          break;
        case BX_EXPORT_BLOCK_CLAUSE:
          add_clause_item (self, block);
          break;
        }
    }
  paginate (self);
  return self;
}

/**
 * bx_export_layout_get_n_pages:
 * @layout: a layout
 *
 * Returns: the number of pages (at least 1)
 */
guint
bx_export_layout_get_n_pages (BxExportLayout *layout)
{
  g_return_val_if_fail (layout != NULL, 0);

  return layout->pages->len;
}

static void
show_at (cairo_t     *cr,
         PangoLayout *layout,
         double       x,
         double       y)
{
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

static void
hline (cairo_t *cr,
       double   x0,
       double   x1,
       double   y,
       double   width)
{
  cairo_set_line_width (cr, width);
  cairo_move_to (cr, x0, y);
  cairo_line_to (cr, x1, y);
  cairo_stroke (cr);
}

/**
 * bx_export_layout_draw_page:
 * @layout: a layout
 * @cr: a cairo context in points, its origin at the page's top left corner
 * @page: the page, from 0
 *
 * Draws one page: the running head, the text, the apparatus and notes at its foot, and
 * the page number.
 */
void
bx_export_layout_draw_page (BxExportLayout *layout,
                            cairo_t        *cr,
                            guint           page)
{
  BxExportLayout *self = layout;
  const Page *p;
  double left, top, right, bottom, y;

  g_return_if_fail (layout != NULL);
  g_return_if_fail (cr != NULL);
  g_return_if_fail (page < layout->pages->len);

  p = g_ptr_array_index (self->pages, page);
  left = self->page.margin_left;
  right = self->page.width - self->page.margin_right;
  top = self->page.margin_top;
  bottom = self->page.height - self->page.margin_bottom;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
  {
    g_autofree char *h = esc (p->running_head);
    g_autofree char *num = g_strdup_printf ("%u", page + 1);
    g_autoptr(PangoLayout) head = new_layout (self, h, right - left, FONT_SERIF, SIZE_SMALL);
    g_autoptr(PangoLayout) foot = new_layout (self, num, right - left, FONT_SERIF, SIZE_SMALL);

    pango_layout_set_alignment (head, PANGO_ALIGN_CENTER);
    pango_layout_set_alignment (foot, PANGO_ALIGN_CENTER);
    show_at (cr, head, left, top - 26);
    hline (cr, left, right, top - 10, 0.4);
    show_at (cr, foot, left, bottom + 18);
  }

  cairo_set_source_rgb (cr, 0, 0, 0);
  y = top;
  for (guint i = p->first; i < p->last; i++)
    {
      const Item *item = g_ptr_array_index (self->items, i);

      if (i > p->first)
        y += item->space_before;
      for (guint k = 0; k < item->pieces->len; k++)
        {
          const Piece *piece = &g_array_index (item->pieces, Piece, k);

          show_at (cr, piece->layout, left + piece->x, y + piece->y);
        }
      y += item->height;
      if (item->rule_below)
        hline (cr, left, right, y - 3, 0.6);
    }

  if (p->foot->len > 0)
    {
      double fy = bottom - foot_height (p->foot) + RULE_SPACE;

      hline (cr, left, left + 0.3 * (right - left), fy - RULE_SPACE / 2, 0.5);
      for (guint k = 0; k < p->foot->len; k++)
        {
          PangoLayout *l = g_ptr_array_index (p->foot, k);

          show_at (cr, l, left, fy);
          fy += layout_height (l) + GAP_FOOT;
        }
    }
  cairo_restore (cr);
}

/**
 * bx_export_layout_free:
 * @layout: (nullable): a layout
 */
void
bx_export_layout_free (BxExportLayout *layout)
{
  if (layout == NULL)
    return;
  g_clear_pointer (&layout->pages, g_ptr_array_unref);
  g_clear_pointer (&layout->items, g_ptr_array_unref);
  g_clear_pointer (&layout->notes, g_ptr_array_unref);
  g_clear_object (&layout->context);
  g_free (layout->title);
  g_free (layout);
}

static cairo_status_t
write_bytes_cb (void                *closure,
                const unsigned char *data,
                unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/**
 * bx_export_doc_save_pdf:
 * @doc: a document
 * @path: the file to write
 * @page: (nullable): the page; %NULL: %BX_EXPORT_PAGE_A4
 * @n_pages: (out) (optional): the number of pages written
 * @error: return location for a #GError
 *
 * Lays @doc out (bx_export_layout_new()) and writes it as a PDF with its title in the
 * metadata, saved atomically (bx_file_save()).
 *
 * Returns: %TRUE on success; else %FALSE with %BX_ERROR_FAILED (cairo failed) or the error
 * of bx_file_save()
 */
gboolean
bx_export_doc_save_pdf (BxExportDoc         *doc,
                        const char          *path,
                        const BxExportPage  *page,
                        guint               *n_pages,
                        GError             **error)
{
  static const BxExportPage a4 = BX_EXPORT_PAGE_A4;
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  g_autoptr(BxExportLayout) layout = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  g_return_val_if_fail (doc != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (page == NULL)
    page = &a4;
  surface = cairo_pdf_surface_create_for_stream (write_bytes_cb, bytes, page->width,
                                                 page->height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, doc->title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Boxi");
  cr = cairo_create (surface);
  layout = bx_export_layout_new (doc, cr, page);
  for (guint i = 0; i < bx_export_layout_get_n_pages (layout); i++)
    {
      bx_export_layout_draw_page (layout, cr, i);
      cairo_show_page (cr);
    }
  if (n_pages != NULL)
    *n_pages = bx_export_layout_get_n_pages (layout);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s: the PDF could not be drawn: %s", path,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return bx_file_save (path, (const char *) bytes->data, bytes->len, error);
}
