/* bx-dice-view.c: the throw of a play session: dice with pips, and the throw as text
 *
 * What is drawn is what the game's throw device says (bx_game_get_dice() and the ruleset's
 * dice parameters), never which game or variant it is:
 *
 *   - cubic dice (BX_DICE_CUBIC): square dice with pips 1–6, as many as the spec's count
 *     (two for 雙陸, four for 除紅);
 *   - long dice (BX_DICE_LONG, 長骰): long bars showing 2–5;
 *   - a call (BX_DICE_CALL, 不打): no dice are thrown, the two faces are called and always
 *     make the spec's total: they are drawn as outlines, with the total in the text;
 *   - named faces: when the ruleset has the parameter `dice.face-names` (the names of the faces
 *     from the lowest, separated by commas or one character each, e.g. 儒棋's 投子
 *     "智,禮,仁,義,信,謙"), each die shows its face's name instead of pips;
 *   - the 瓊 (BX_DICE_QIONG): a long die showing one, two or three strokes (塞 白 黑) or
 *     the blank face 五;
 *   - hands (BX_DICE_FINGERS, 猜拳): the hands and their sum as text, with the calls of a
 *     round with calls;
 *   - six 箸 (BX_DICE_ZHU, 六博): six sticks, those that fell white side up light and the
 *     others dark, with the count of white sides in the text;
 *   - any other device (as families add them): the throw as text only
 *     (bx_throw_to_string()).
 *
 * A throw-off with one die (a rule of the move sets `throw-off` = `single-die`, 除紅) shows
 * only that die, the one that counts.
 *
 * The view draws the session's current throw; the dice whose numbers the chosen steps of
 * the move being entered have used are dimmed.  bx_dice_view_animate() tumbles the dice for
 * a moment (a tick callback) before they settle on the throw: the faces shown while they
 * tumble are decoration and never reach the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bx-dice-view.h"
#include "bx-draw.h"

#include <string.h>

#define DIE_SIZE 46
#define TEXT_FONT "Noto Serif CJK TC 15"
#define DIE_GAP 12
#define ANIMATION_USEC (550 * G_USEC_PER_SEC / 1000)
#define FRAME_USEC (70 * G_USEC_PER_SEC / 1000)

struct _BxDiceView
{
  GtkWidget  parent_instance;

  BxSession *session;   /* not owned */
  char      *text;
  gboolean   single;      /* the throw shown is a throw-off with one die: only it counts */

  /* The device, read from the session's game when it is set. */
  BxDiceSpec spec;
  gboolean   drawn;       /* FALSE: a device the view does not draw (text only) */
  GStrv      face_names;  /* the ruleset's dice.face-names, or NULL */

  guint      tick_id;
  gint64     start_time;
  gint64     last_frame;
  guint8     tumble[BX_THROW_MAX_DICE];
  double     angle[BX_THROW_MAX_DICE];
};

G_DEFINE_FINAL_TYPE (BxDiceView, bx_dice_view, GTK_TYPE_WIDGET)

/* The names of the faces as 譜雙 writes a throw (六二 for 6 and 2). */
static const char *const face_names[] = { "", "么", "二", "三", "四", "五", "六" };

/* The faces of the 瓊 (bx-dice.h). */
static const char *const qiong_names[] = { "", "塞", "白", "黑", "五" };

static guint
face_min (const BxDiceSpec *spec)
{
  return spec->kind == BX_DICE_LONG ? 2 : 1;
}

/* The name of a face: the ruleset's, else the common one, else NULL. */
static const char *
face_name (BxDiceView *self,
           guint       face)
{
  guint min = face_min (&self->spec);

  if (self->face_names != NULL)
    {
      if (face >= min && face - min < g_strv_length (self->face_names))
        return self->face_names[face - min];
      return NULL;
    }
  if (self->spec.kind == BX_DICE_QIONG)
    return face < G_N_ELEMENTS (qiong_names) && face > 0 ? qiong_names[face] : NULL;
  return face < G_N_ELEMENTS (face_names) && face > 0 ? face_names[face] : NULL;
}

/* The ruleset's dice.face-names: "智,禮,仁,義,信,謙", or "智禮仁義信謙" one character each. */
static GStrv
parse_face_names (const char *value)
{
  GPtrArray *names;

  if (value == NULL || *value == '\0')
    return NULL;
  if (strchr (value, ',') != NULL)
    return g_strsplit (value, ",", -1);
  names = g_ptr_array_new ();
  for (const char *p = value; *p != '\0'; p = g_utf8_next_char (p))
    g_ptr_array_add (names, g_strndup (p, g_utf8_next_char (p) - p));
  g_ptr_array_add (names, NULL);
  return (GStrv) g_ptr_array_free (names, FALSE);
}

static void
read_device (BxDiceView *self)
{
  const BxGame *game;

  g_clear_pointer (&self->face_names, g_strfreev);
  memset (&self->spec, 0, sizeof self->spec);
  self->drawn = FALSE;
  if (self->session == NULL)
    return;
  game = bx_session_get_game (self->session);
  self->spec = *bx_game_get_dice (game);
  switch (self->spec.kind)
    {
    case BX_DICE_CUBIC:
    case BX_DICE_LONG:
    case BX_DICE_CALL:
    case BX_DICE_QIONG:
      self->drawn = self->spec.count > 0;
      break;
    default:
      self->drawn = FALSE;
      break;
    }
  self->face_names = parse_face_names (bx_ruleset_get_param (bx_session_get_ruleset (self->session),
                                                             "dice.face-names"));
}

/* Whether the move that goes with the throw shown (the last move, or the legal moves of
 * the current throw) is a throw-off with one die: one of its rules sets the ruleset
 * parameter `throw-off` to `single-die` (除紅's 一色, chuhongpu.zhifa.1).  Only that die
 * counts, and only it is shown. */
static gboolean
single_die_throw_off (BxDiceView *self,
                      gboolean    is_last)
{
  BxRuleset *ruleset = bx_session_get_ruleset (self->session);
  const BxMove *move = NULL;

  if (is_last && bx_session_get_last_entry (self->session) != NULL)
    move = &bx_session_get_last_entry (self->session)->move;
  else if (!is_last && bx_session_is_rolled (self->session)
           && bx_session_get_n_legal_moves (self->session) > 0)
    move = bx_session_get_legal_move (self->session, 0);
  if (move == NULL)
    return FALSE;
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

static void
update_text (BxDiceView *self)
{
  const BxThrow *t = self->session != NULL ? bx_session_get_throw (self->session) : NULL;
  const BxSessionEntry *last = self->session != NULL ? bx_session_get_last_entry (self->session)
                                                     : NULL;
  gboolean is_last = FALSE;
  GString *digits, *names;
  BxThrow one;

  g_clear_pointer (&self->text, g_free);
  if (t == NULL && last != NULL)
    {
      t = &last->t;
      is_last = TRUE;
    }
  self->single = t != NULL && t->n > 1 && single_die_throw_off (self, is_last);
  if (self->single)
    {
      one = *t;
      one.n = 1;
      t = &one;
    }
  if (t == NULL)
    {
      self->text = g_strdup (self->session != NULL && bx_session_is_over (self->session)
                             ? _("Game over") : _("Not thrown"));
    }
  else if (self->spec.kind == BX_DICE_FINGERS && self->spec.count > 0
           && t->n >= self->spec.count)
    {
      /* 猜拳: the hands and their sum; in a round with calls, the calls. */
      g_autoptr(GString) hands = g_string_new (NULL);
      g_autoptr(GString) calls = g_string_new (NULL);
      guint sum = 0;

      for (guint i = 0; i < self->spec.count; i++)
        {
          g_string_append_printf (hands, "%s%u", i > 0 ? " + " : "", t->d[i]);
          sum += t->d[i];
        }
      for (guint i = self->spec.count; i < t->n; i++)
        g_string_append_printf (calls, "%s%u", i > self->spec.count ? " · " : "", t->d[i]);
      if (calls->len > 0)
        self->text = is_last
                     /* Translators: 猜拳 with calls: "Last hands 0 + 3 = 3, calls 10 · 5" */
                     ? g_strdup_printf (_("Last hands %s = %u, calls %s"), hands->str, sum,
                                        calls->str)
                     /* Translators: 猜拳 with calls: "Hands 0 + 3 = 3, calls 10 · 5" */
                     : g_strdup_printf (_("Hands %s = %u, calls %s"), hands->str, sum,
                                        calls->str);
      else
        self->text = is_last
                     /* Translators: 猜拳: "Last hands 3 + 2 = 5" */
                     ? g_strdup_printf (_("Last hands %s = %u"), hands->str, sum)
                     /* Translators: 猜拳: "Hands 3 + 2 = 5" */
                     : g_strdup_printf (_("Hands %s = %u"), hands->str, sum);
    }
  else if (self->spec.kind == BX_DICE_ZHU && t->n == 1)
    {
      if (is_last)
        /* Translators: 六博's six throwing sticks, the count that fell white side up:
         * "Last: 4 white" */
        self->text = g_strdup_printf (_("Last: %u white"), t->d[0]);
      else
        /* Translators: 六博's six throwing sticks, the count that fell white side up:
         * "4 white" */
        self->text = g_strdup_printf (_("%u white"), t->d[0]);
    }
  else if (!self->drawn || t->n == 0)
    {
      g_autofree char *plain = t->n > 0 ? bx_throw_to_string (t) : g_strdup ("—");

      if (is_last)
        /* Translators: the throw of the move just played, as numbers */
        self->text = g_strdup_printf (_("Last throw: %s"), plain);
      else
        /* Translators: a throw shown as numbers, e.g. "Throw: 3,0,2" */
        self->text = g_strdup_printf (_("Throw: %s"), plain);
    }
  else
    {
      digits = g_string_new (NULL);
      names = g_string_new (NULL);
      for (guint i = 0; i < t->n; i++)
        {
          const char *name = face_name (self, t->d[i]);

          g_string_append_printf (digits, "%s%u", i > 0 ? " · " : "", t->d[i]);
          if (name != NULL)
            g_string_append (names, name);
        }
      if (self->spec.kind == BX_DICE_CALL)
        {
          g_string_append_printf (digits, " = %u", bx_throw_total (t));
          if (is_last)
            self->text = g_strdup_printf (_("Last call: %s %s"), names->str, digits->str);
          else
            /* Translators: 不打雙陸: no dice, the numbers are called; "Call: 六么 6 · 1 = 7" */
            self->text = g_strdup_printf (_("Call: %s %s"), names->str, digits->str);
        }
      else if (self->face_names != NULL)
        {
          /* The ruleset names its faces (儒棋's 智…謙): the engine's numbers of the faces are
           * not what they count (謙 counts nothing), so the names stand alone. */
          if (is_last)
            self->text = g_strdup_printf (_("Last throw: %s"), names->str);
          else
            self->text = g_strdup (names->str);
        }
      else if (self->single)
        self->text = is_last
                     /* Translators: the one die of a throw-off, e.g. "Last throw-off: 四 4" */
                     ? g_strdup_printf (_("Last throw-off: %s %s"), names->str, digits->str)
                     /* Translators: the one die of a throw-off, e.g. "Throw-off: 四 4" */
                     : g_strdup_printf (_("Throw-off: %s %s"), names->str, digits->str);
      else if (is_last)
        /* Translators: the throw of the move just played, e.g. "Last throw: 六二 6 · 2" */
        self->text = g_strdup_printf (_("Last throw: %s %s"), names->str, digits->str);
      else
        self->text = g_strdup_printf ("%s  %s", names->str, digits->str);
      g_string_free (digits, TRUE);
      g_string_free (names, TRUE);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->text, -1);
}

static void
draw_pips (cairo_t *cr,
           guint    value,
           double   w,
           double   h)
{
  /* Pip positions on a 3×3 grid, per face. */
  static const char *const layouts[] = {
    "", "....x....", "x.......x", "x...x...x", "x.x...x.x", "x.x.x.x.x", "x.xx.xx.x",
  };
  const char *layout = value < G_N_ELEMENTS (layouts) ? layouts[value] : "";
  double r = MIN (w, h) * 0.09 * (w < h ? 1.25 : 1.0);

  for (int k = 0; layout[k] != '\0'; k++)
    {
      double x, y;

      if (layout[k] != 'x')
        continue;
      x = w * (0.24 + 0.26 * (k % 3));
      y = h * (0.24 + 0.26 * (k / 3));
      cairo_new_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

/* The size of one die: square, or a long die's bar. */
static double
die_width (BxDiceView *self)
{
  return self->spec.kind == BX_DICE_LONG || self->spec.kind == BX_DICE_QIONG ? DIE_SIZE * 0.62
                                                                            : DIE_SIZE;
}

static guint
n_dice_shown (BxDiceView *self)
{
  return self->drawn ? MIN (self->spec.count, BX_THROW_MAX_DICE) : 0;
}

static void
draw_face_name (cairo_t     *cr,
                GtkWidget   *widget,
                const char  *name,
                double       w,
                double       h)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, name);
  PangoFontDescription *desc = pango_font_description_from_string ("Noto Serif CJK TC Bold");
  int tw, th;

  pango_font_description_set_absolute_size (desc, MIN (w, h) * 0.56 * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_get_pixel_size (layout, &tw, &th);
  cairo_move_to (cr, (w - tw) / 2.0, (h - th) / 2.0);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

/* Which dice the chosen steps have used. */
static void
used_dice (BxDiceView    *self,
           const BxThrow *t,
           gboolean      *used)
{
  guint n = bx_session_get_n_chosen (self->session);

  for (guint i = 0; i < BX_THROW_MAX_DICE; i++)
    used[i] = FALSE;
  for (guint k = 0; k < n; k++)
    {
      const BxStep *step = bx_session_get_chosen (self->session, k);

      for (guint i = 0; i < t->n; i++)
        if (!used[i] && t->d[i] == step->die)
          {
            used[i] = TRUE;
            break;
          }
      /* A double plays its numbers more than twice in some rulesets: once every die is
       * used, the rest is not shown. */
    }
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  BxDiceView *self = BX_DICE_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (self->start_time == 0)
    self->start_time = now;
  if (now - self->start_time >= ANIMATION_USEC)
    {
      self->tick_id = 0;
      gtk_widget_queue_draw (widget);
      return G_SOURCE_REMOVE;
    }
  if (now - self->last_frame >= FRAME_USEC)
    {
      guint n_faces = MAX (bx_dice_n_faces (&self->spec), 1);

      self->last_frame = now;
      for (guint i = 0; i < BX_THROW_MAX_DICE; i++)
        {
          self->tumble[i] = face_min (&self->spec) + g_random_int_range (0, n_faces);
          self->angle[i] = g_random_double_range (-0.35, 0.35);
        }
      gtk_widget_queue_draw (widget);
    }
  return G_SOURCE_CONTINUE;
}

/* Overrides */

/* Six 箸 side by side: the throw counts the sticks that fell white side up; which of them
 * did is not part of the throw, so the white ones are drawn first.  Returns the x after them. */
static double
draw_sticks (cairo_t       *cr,
             const BxThrow *t,
             gboolean       tumbling,
             gboolean       faded,
             gboolean       dark,
             double         x,
             double         y)
{
  guint white = t != NULL && t->n == 1 ? MIN (t->d[0], 6) : 0;
  double alpha = faded ? 0.6 : 1.0;
  double w = DIE_SIZE * 0.16, h = DIE_SIZE;

  for (guint k = 0; k < 6; k++)
    {
      double sx = x + k * (w + 4);

      cairo_save (cr);
      cairo_translate (cr, sx, y + (tumbling ? ((k * 7) % 5) - 2.0 : 0.0));
      cairo_new_path (cr);
      bx_draw_rounded_rect (cr, 0, 0, w, h, w * 0.5);
      if (t == NULL && !tumbling)
        {
          cairo_set_source_rgba (cr, dark ? 1 : 0, dark ? 1 : 0, dark ? 1 : 0, 0.25);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
        }
      else
        {
          if (k < white && !tumbling)
            cairo_set_source_rgba (cr, 0.98, 0.96, 0.90, alpha);   /* white side up */
          else
            cairo_set_source_rgba (cr, 0.45, 0.30, 0.15, alpha);   /* the bamboo's back */
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0.35, 0.30, 0.25, alpha);
          cairo_set_line_width (cr, 1.0);
          cairo_stroke (cr);
        }
      cairo_restore (cr);
    }
  return x + 6 * (w + 4) + DIE_GAP;
}

static void
bx_dice_view_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  BxDiceView *self = BX_DICE_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  const BxThrow *t;
  gboolean used[BX_THROW_MAX_DICE];
  gboolean faded = FALSE;
  guint n;
  double x, y;
  PangoLayout *layout;
  cairo_t *cr;
  GdkRGBA color;

  if (self->session == NULL || width <= 0 || height <= 0)
    return;

  t = bx_session_get_throw (self->session);
  if (t == NULL && bx_session_get_last_entry (self->session) != NULL)
    {
      /* Not thrown yet: the last throw, faded. */
      t = &bx_session_get_last_entry (self->session)->t;
      faded = TRUE;
    }
  n = n_dice_shown (self);
  if (t != NULL && self->drawn)
    n = MIN (t->n, BX_THROW_MAX_DICE);
  if (t != NULL && self->single && self->tick_id == 0)
    n = MIN (n, 1);
  if (t != NULL && !faded)
    used_dice (self, t, used);
  else
    memset (used, 0, sizeof used);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  y = (height - DIE_SIZE) / 2.0;
  x = 4;
  if (self->spec.kind == BX_DICE_ZHU)
    {
      x = draw_sticks (cr, t, self->tick_id != 0, faded, dark, x, y);
      n = 0;
    }
  for (guint i = 0; i < n; i++)
    {
      gboolean tumbling = self->tick_id != 0;
      guint value = tumbling ? self->tumble[i] : (t != NULL ? t->d[i] : 0);
      double alpha = !tumbling && used[i] ? 0.35 : !tumbling && faded ? 0.6 : 1.0;
      double w = die_width (self), h = DIE_SIZE;
      const char *name = self->face_names != NULL ? face_name (self, value) : NULL;

      cairo_save (cr);
      cairo_translate (cr, x + w / 2.0, y + h / 2.0);
      if (tumbling)
        cairo_rotate (cr, self->angle[i]);
      if (self->spec.kind == BX_DICE_QIONG && self->face_names == NULL
          && (t != NULL || tumbling))
        {
          /* The 瓊 as the 塞 board draws it (bx-draw.c), standing on its end. */
          bx_draw_qiong (cr, 0, 0, h, TRUE, (int) value, alpha);
          cairo_restore (cr);
          x += w + DIE_GAP;
          continue;
        }
      cairo_translate (cr, -w / 2.0, -h / 2.0);
      cairo_new_path (cr);
      bx_draw_rounded_rect (cr, 0, 0, w, h, MIN (w, h) * 0.18);
      if (t == NULL && !tumbling)
        {
          /* Not thrown: an outline only. */
          cairo_set_source_rgba (cr, dark ? 1 : 0, dark ? 1 : 0, dark ? 1 : 0, 0.25);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
        }
      else if (self->spec.kind == BX_DICE_CALL)
        {
          /* A call: nothing is thrown; the called faces in a dashed outline. */
          static const double dash[] = { 4, 3 };

          cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
          cairo_set_source_rgba (cr, dark ? 1 : 0, dark ? 1 : 0, dark ? 1 : 0, 0.6 * alpha);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
          cairo_set_source_rgba (cr, dark ? 0.95 : 0.15, dark ? 0.93 : 0.13, dark ? 0.9 : 0.12,
                                 alpha);
          draw_pips (cr, value, w, h);
        }
      else
        {
          /* Bone dice: ivory with dark pips; 么 and 四 red, as on Chinese dice. */
          cairo_set_source_rgba (cr, 0.98, 0.96, 0.90, alpha);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0.35, 0.30, 0.25, alpha);
          cairo_set_line_width (cr, 1.2);
          cairo_stroke (cr);
          if (self->spec.kind == BX_DICE_LONG)
            {
              /* The ends of the bar. */
              cairo_move_to (cr, w * 0.2, h * 0.1);
              cairo_line_to (cr, w * 0.8, h * 0.1);
              cairo_move_to (cr, w * 0.2, h * 0.9);
              cairo_line_to (cr, w * 0.8, h * 0.9);
              cairo_set_source_rgba (cr, 0.35, 0.30, 0.25, 0.4 * alpha);
              cairo_stroke (cr);
            }
          if (name == NULL && (value == 1 || value == 4))
            cairo_set_source_rgba (cr, 0.80, 0.10, 0.12, alpha);
          else
            cairo_set_source_rgba (cr, 0.12, 0.10, 0.10, alpha);
          if (name != NULL)
            draw_face_name (cr, widget, name, w, h);
          else
            draw_pips (cr, value, w, h);
        }
      cairo_restore (cr);
      x += w + DIE_GAP;
    }

  /* The throw as text. */
  layout = gtk_widget_create_pango_layout (widget, self->tick_id != 0 ? "…" : self->text);
  {
    PangoFontDescription *desc = pango_font_description_from_string (TEXT_FONT);
    int tw, th;

    pango_layout_set_font_description (layout, desc);
    pango_font_description_free (desc);
    /* A narrow row ends the text with an ellipsis rather than cutting a character. */
    if (width - x - 4 > 0)
      {
        pango_layout_set_width (layout, (int) ((width - x - 4) * PANGO_SCALE));
        pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      }
    pango_layout_get_pixel_size (layout, &tw, &th);
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
    G_GNUC_END_IGNORE_DEPRECATIONS
    cairo_move_to (cr, x + 4, (height - th) / 2.0);
    gdk_cairo_set_source_rgba (cr, &color);
    pango_cairo_show_layout (cr, layout);
  }
  g_object_unref (layout);
  cairo_destroy (cr);
}

static void
bx_dice_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  BxDiceView *self = BX_DICE_VIEW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      double dice = n_dice_shown (self) * (die_width (self) + DIE_GAP);
      PangoLayout *layout = gtk_widget_create_pango_layout (widget, self->text);
      PangoFontDescription *desc = pango_font_description_from_string (TEXT_FONT);
      int tw, th;

      pango_layout_set_font_description (layout, desc);
      pango_font_description_free (desc);
      pango_layout_get_pixel_size (layout, &tw, &th);
      g_object_unref (layout);
      /* Narrow, the text ends in an ellipsis: five dice (除紅's throw-off die and its four)
       * still fit a window 360 px wide. */
      *minimum = (int) dice + 40;
      *natural = MAX ((int) dice + 220, (int) dice + tw + 16);
    }
  else
    {
      *minimum = DIE_SIZE + 12;
      *natural = DIE_SIZE + 16;
    }
}

static void
bx_dice_view_dispose (GObject *object)
{
  BxDiceView *self = BX_DICE_VIEW (object);

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  self->session = NULL;
  G_OBJECT_CLASS (bx_dice_view_parent_class)->dispose (object);
}

static void
bx_dice_view_finalize (GObject *object)
{
  BxDiceView *self = BX_DICE_VIEW (object);

  g_free (self->text);
  g_strfreev (self->face_names);
  G_OBJECT_CLASS (bx_dice_view_parent_class)->finalize (object);
}

static void
bx_dice_view_class_init (BxDiceViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_dice_view_dispose;
  object_class->finalize = bx_dice_view_finalize;
  widget_class->snapshot = bx_dice_view_snapshot;
  widget_class->measure = bx_dice_view_measure;

  gtk_widget_class_set_css_name (widget_class, "boxi-dice");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bx_dice_view_init (BxDiceView *self)
{
  self->text = g_strdup ("");
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

/* Public API */

GtkWidget *
bx_dice_view_new (void)
{
  return g_object_new (BX_TYPE_DICE_VIEW, NULL);
}

/**
 * bx_dice_view_set_session:
 * @self: a dice view
 * @session: (nullable) (transfer none): the session whose throw to show; the caller keeps
 *   it alive while it is set
 */
void
bx_dice_view_set_session (BxDiceView *self,
                          BxSession  *session)
{
  g_return_if_fail (BX_IS_DICE_VIEW (self));

  self->session = session;
  read_device (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  bx_dice_view_update (self);
}

/**
 * bx_dice_view_update:
 * @self: a dice view
 *
 * Redraws from the session.
 */
void
bx_dice_view_update (BxDiceView *self)
{
  g_return_if_fail (BX_IS_DICE_VIEW (self));

  update_text (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/**
 * bx_dice_view_animate:
 * @self: a dice view
 *
 * Tumbles the dice for about half a second, then shows the throw.
 */
void
bx_dice_view_animate (BxDiceView *self)
{
  g_return_if_fail (BX_IS_DICE_VIEW (self));

  if (self->tick_id != 0)
    return;
  if (!adw_get_enable_animations (GTK_WIDGET (self)))
    return;
  /* A call is spoken, not thrown; a device that is not drawn does not tumble. */
  if (!self->drawn || self->spec.kind == BX_DICE_CALL)
    return;
  self->start_time = 0;
  self->last_frame = 0;
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
}

gboolean
bx_dice_view_is_animating (BxDiceView *self)
{
  g_return_val_if_fail (BX_IS_DICE_VIEW (self), FALSE);

  return self->tick_id != 0;
}

/**
 * bx_dice_view_get_text:
 * @self: a dice view
 *
 * Returns: (transfer none): the throw as text ("六二  6 · 2"), as shown and as read by
 *   screen readers
 */
const char *
bx_dice_view_get_text (BxDiceView *self)
{
  g_return_val_if_fail (BX_IS_DICE_VIEW (self), NULL);

  return self->text;
}
