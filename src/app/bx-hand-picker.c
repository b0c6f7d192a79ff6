/* bx-hand-picker.c: the hand a player shows in 猜拳 (and the total called)
 *
 * Shown on the play page in place of the Throw button while the players show their hands
 * (the throw device is chosen: bx_session_throw_is_chosen()).  It keeps no game state: the
 * play view reads the hand and the call when play.show-hand is activated (the Show button,
 * or Return in a spin button), and clears them between two players.  The toggle "Two
 * players" is the property #BxHandPicker:two-players.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-hand-picker.h"
#include "bx-tooltip.h"

struct _BxHandPicker
{
  GtkBox           parent_instance;

  /* Template children */
  GtkSpinButton   *hand_spin;
  GtkLabel        *call_label;
  GtkSpinButton   *call_spin;
  GtkToggleButton *hands_mode;
};

enum {
  PROP_0,
  PROP_TWO_PLAYERS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (BxHandPicker, bx_hand_picker, GTK_TYPE_BOX)

/* Callbacks */

static void
spin_activate_cb (BxHandPicker *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "play.show-hand", NULL);
}

static void
hands_mode_toggled_cb (BxHandPicker *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TWO_PLAYERS]);
}

/* GTK 4.8's spin button has no ::activate of its own: its text child has. */
static void
connect_spin_activate (BxHandPicker  *self,
                       GtkSpinButton *spin)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (spin)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TEXT (child))
      g_signal_connect_swapped (child, "activate", G_CALLBACK (spin_activate_cb), self);
}

/* Overrides */

static void
bx_hand_picker_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BxHandPicker *self = BX_HAND_PICKER (object);

  switch (prop_id)
    {
    case PROP_TWO_PLAYERS:
      g_value_set_boolean (value, bx_hand_picker_get_two_players (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bx_hand_picker_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), BX_TYPE_HAND_PICKER);
  G_OBJECT_CLASS (bx_hand_picker_parent_class)->dispose (object);
}

static void
bx_hand_picker_class_init (BxHandPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = bx_hand_picker_get_property;
  object_class->dispose = bx_hand_picker_dispose;

  /**
   * BxHandPicker:two-players:
   *
   * Whether two people show their hands in turn; otherwise the other hand is the
   * computer's, drawn from the seed.
   */
  properties[PROP_TWO_PLAYERS] =
    g_param_spec_boolean ("two-players", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-hand-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, BxHandPicker, hand_spin);
  gtk_widget_class_bind_template_child (widget_class, BxHandPicker, call_label);
  gtk_widget_class_bind_template_child (widget_class, BxHandPicker, call_spin);
  gtk_widget_class_bind_template_child (widget_class, BxHandPicker, hands_mode);
}

static void
bx_hand_picker_init (BxHandPicker *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bx_tooltips_widen_tree (GTK_WIDGET (self));   /* (the .ui's tooltips: bx-tooltip.c) */

  g_signal_connect_swapped (self->hands_mode, "toggled", G_CALLBACK (hands_mode_toggled_cb),
                            self);
  /* Return in a spin button shows the hand. */
  connect_spin_activate (self, self->hand_spin);
  connect_spin_activate (self, self->call_spin);
}

/* Public API */

GtkWidget *
bx_hand_picker_new (void)
{
  return g_object_new (BX_TYPE_HAND_PICKER, NULL);
}

/** bx_hand_picker_get_hand: Returns: the fingers shown, 0 to 5. */
guint
bx_hand_picker_get_hand (BxHandPicker *self)
{
  g_return_val_if_fail (BX_IS_HAND_PICKER (self), 0);

  return (guint) gtk_spin_button_get_value_as_int (self->hand_spin);
}

/** bx_hand_picker_get_call: Returns: the total called, 0 to 10 (0 in a round without calls). */
guint
bx_hand_picker_get_call (BxHandPicker *self)
{
  g_return_val_if_fail (BX_IS_HAND_PICKER (self), 0);

  return (guint) gtk_spin_button_get_value_as_int (self->call_spin);
}

/**
 * bx_hand_picker_clear:
 * @self: a hand picker
 *
 * Back to 0 and 0: the next player picks without seeing the hand just shown.
 */
void
bx_hand_picker_clear (BxHandPicker *self)
{
  g_return_if_fail (BX_IS_HAND_PICKER (self));

  gtk_spin_button_set_value (self->hand_spin, 0);
  gtk_spin_button_set_value (self->call_spin, 0);
}

/**
 * bx_hand_picker_set_calls:
 * @self: a hand picker
 * @calls: whether the round has calls (bx_session_throw_has_calls())
 *
 * Shows or hides the call.
 */
void
bx_hand_picker_set_calls (BxHandPicker *self,
                          gboolean      calls)
{
  g_return_if_fail (BX_IS_HAND_PICKER (self));

  gtk_widget_set_visible (GTK_WIDGET (self->call_label), calls);
  gtk_widget_set_visible (GTK_WIDGET (self->call_spin), calls);
}

gboolean
bx_hand_picker_get_two_players (BxHandPicker *self)
{
  g_return_val_if_fail (BX_IS_HAND_PICKER (self), FALSE);

  return gtk_toggle_button_get_active (self->hands_mode);
}
