/* bx-dice-view.c: the throw of a play session: dice with pips, and the throw as text
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

#define DIE_SIZE 46
#define DIE_GAP 12
#define ANIMATION_USEC (550 * G_USEC_PER_SEC / 1000)
#define FRAME_USEC (70 * G_USEC_PER_SEC / 1000)

struct _BxDiceView
{
  GtkWidget  parent_instance;

  BxSession *session;   /* not owned */
  char      *text;

  guint      tick_id;
  gint64     start_time;
  gint64     last_frame;
  guint8     tumble[BX_THROW_MAX_DICE];
  double     angle[BX_THROW_MAX_DICE];
};

G_DEFINE_FINAL_TYPE (BxDiceView, bx_dice_view, GTK_TYPE_WIDGET)

/* The names of the faces as 譜雙 writes a throw (六二 for 6 and 2). */
static const char *const face_names[] = { "", "么", "二", "三", "四", "五", "六" };

static void
update_text (BxDiceView *self)
{
  const BxThrow *t = self->session != NULL ? bx_session_get_throw (self->session) : NULL;
  const BxSessionEntry *last = self->session != NULL ? bx_session_get_last_entry (self->session)
                                                     : NULL;
  gboolean is_last = FALSE;
  GString *digits, *names;

  g_clear_pointer (&self->text, g_free);
  if (t == NULL && last != NULL)
    {
      t = &last->t;
      is_last = TRUE;
    }
  if (t == NULL)
    {
      self->text = g_strdup (self->session != NULL && bx_session_is_over (self->session)
                             ? _("Game over") : _("Not thrown"));
    }
  else
    {
      digits = g_string_new (NULL);
      names = g_string_new (NULL);
      for (guint i = 0; i < t->n; i++)
        {
          g_string_append_printf (digits, "%s%u", i > 0 ? " · " : "", t->d[i]);
          if (t->d[i] < G_N_ELEMENTS (face_names))
            g_string_append (names, face_names[t->d[i]]);
        }
      if (is_last)
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
           double   size)
{
  /* Pip positions on a 3×3 grid, per face. */
  static const char *const layouts[] = {
    "", "....x....", "x.......x", "x...x...x", "x.x...x.x", "x.x.x.x.x", "x.xx.xx.x",
  };
  const char *layout = value < G_N_ELEMENTS (layouts) ? layouts[value] : "";
  double r = size * 0.09;

  for (int k = 0; layout[k] != '\0'; k++)
    {
      double x, y;

      if (layout[k] != 'x')
        continue;
      x = size * (0.24 + 0.26 * (k % 3));
      y = size * (0.24 + 0.26 * (k / 3));
      cairo_new_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

static void
rounded_square (cairo_t *cr,
                double   size,
                double   radius)
{
  cairo_new_path (cr);
  cairo_arc (cr, size - radius, radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, size - radius, size - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, radius, size - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, radius, radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
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
      self->last_frame = now;
      for (guint i = 0; i < BX_THROW_MAX_DICE; i++)
        {
          self->tumble[i] = g_random_int_range (1, 7);
          self->angle[i] = g_random_double_range (-0.35, 0.35);
        }
      gtk_widget_queue_draw (widget);
    }
  return G_SOURCE_CONTINUE;
}

/* Overrides */

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
  n = t != NULL ? t->n : bx_game_get_dice (bx_session_get_game (self->session))->count;
  n = MIN (n, BX_THROW_MAX_DICE);
  if (t != NULL && !faded)
    used_dice (self, t, used);
  else
    memset (used, 0, sizeof used);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  y = (height - DIE_SIZE) / 2.0;
  x = 4;
  for (guint i = 0; i < n; i++)
    {
      gboolean tumbling = self->tick_id != 0;
      guint value = tumbling ? self->tumble[i] : (t != NULL ? t->d[i] : 0);
      double alpha = !tumbling && used[i] ? 0.35 : !tumbling && faded ? 0.6 : 1.0;

      cairo_save (cr);
      cairo_translate (cr, x + DIE_SIZE / 2.0, y + DIE_SIZE / 2.0);
      if (tumbling)
        cairo_rotate (cr, self->angle[i]);
      cairo_translate (cr, -DIE_SIZE / 2.0, -DIE_SIZE / 2.0);
      rounded_square (cr, DIE_SIZE, DIE_SIZE * 0.18);
      if (t == NULL && !tumbling)
        {
          /* Not thrown: an outline only. */
          cairo_set_source_rgba (cr, dark ? 1 : 0, dark ? 1 : 0, dark ? 1 : 0, 0.25);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
        }
      else
        {
          /* Bone dice: ivory with dark pips; 么 and 四 red, as on Chinese dice. */
          cairo_set_source_rgba (cr, 0.98, 0.96, 0.90, alpha);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0.35, 0.30, 0.25, alpha);
          cairo_set_line_width (cr, 1.2);
          cairo_stroke (cr);
          if (value == 1 || value == 4)
            cairo_set_source_rgba (cr, 0.80, 0.10, 0.12, alpha);
          else
            cairo_set_source_rgba (cr, 0.12, 0.10, 0.10, alpha);
          draw_pips (cr, value, DIE_SIZE);
        }
      cairo_restore (cr);
      x += DIE_SIZE + DIE_GAP;
    }

  /* The throw as text. */
  layout = gtk_widget_create_pango_layout (widget, self->tick_id != 0 ? "…" : self->text);
  {
    PangoFontDescription *desc = pango_font_description_from_string ("Noto Serif CJK TC 15");
    int tw, th;

    pango_layout_set_font_description (layout, desc);
    pango_font_description_free (desc);
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
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 2 * (DIE_SIZE + DIE_GAP) + 110;
      *natural = 3 * (DIE_SIZE + DIE_GAP) + 180;
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
  gtk_widget_queue_draw (GTK_WIDGET (self));
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
