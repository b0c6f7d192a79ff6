/* bx-game-chooser.c: the list of the playable rulesets on the play page
 *
 * A drop-down over a GtkStringList of the playable rulesets' ids (bx_ruleset_get_playable()),
 * each shown by its Chinese and English names.  When the user chooses one it activates
 * play.choose-game with its id; bx_game_chooser_select_id() (the play view showing a game
 * of another ruleset) does not.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-game-chooser.h"
#include "bx-text-util.h"
#include "bx-tooltip.h"

struct _BxGameChooser
{
  AdwBin            parent_instance;

  BxRulesetLibrary *library;    /* borrowed from the process's BxLibrary */
  GtkStringList    *ids;        /* the playable rulesets, in the library's order */
  gboolean          selecting;  /* the selection is set by code, not chosen */

  /* Template children */
  GtkDropDown      *dropdown;
};

G_DEFINE_FINAL_TYPE (BxGameChooser, bx_game_chooser, ADW_TYPE_BIN)

/* Statics */

static guint
find_id (BxGameChooser *self,
         const char    *ruleset_id)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->ids));

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (gtk_string_list_get_string (self->ids, i), ruleset_id) == 0)
      return i;
  return GTK_INVALID_LIST_POSITION;
}

/* Callbacks */

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          gpointer                  ellipsize)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (GPOINTER_TO_INT (ellipsize))
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
    }
  gtk_list_item_set_child (item, label);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         BxGameChooser            *self)
{
  const char *id = gtk_string_object_get_string (gtk_list_item_get_item (item));
  BxRuleset *ruleset = self->library != NULL ? bx_ruleset_library_get (self->library, id)
                                             : NULL;
  g_autofree char *label = NULL;

  if (ruleset != NULL)
    label = bx_ruleset_pair_for_ui (ruleset);
  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), label != NULL ? label : id);
}

static GtkListItemFactory *
new_factory (BxGameChooser *self,
             gboolean       ellipsize)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), GINT_TO_POINTER (ellipsize));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), self);
  return factory;
}

static void
selected_cb (BxGameChooser *self)
{
  const char *id;

  if (self->selecting)
    return;
  id = bx_game_chooser_get_selected_id (self);
  if (id != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "play.choose-game", "s", id);
}

/* Overrides */

static void
bx_game_chooser_dispose (GObject *object)
{
  BxGameChooser *self = BX_GAME_CHOOSER (object);

  /* The drop-down is the bin's child: the bin lets it go, then the template forgets it. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_GAME_CHOOSER);
  g_clear_object (&self->ids);
  self->library = NULL;
  G_OBJECT_CLASS (bx_game_chooser_parent_class)->dispose (object);
}

static void
bx_game_chooser_class_init (BxGameChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_game_chooser_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-game-chooser.ui");
  gtk_widget_class_bind_template_child (widget_class, BxGameChooser, dropdown);
}

static void
bx_game_chooser_init (BxGameChooser *self)
{
  g_autoptr(GtkListItemFactory) button_factory = NULL;
  g_autoptr(GtkListItemFactory) list_factory = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  bx_tooltips_widen_tree (GTK_WIDGET (self));   /* (the .ui's tooltips: bx-tooltip.c) */

  self->ids = gtk_string_list_new (NULL);
  button_factory = new_factory (self, TRUE);
  list_factory = new_factory (self, FALSE);
  gtk_drop_down_set_factory (self->dropdown, button_factory);
  gtk_drop_down_set_list_factory (self->dropdown, list_factory);
  self->selecting = TRUE;
  gtk_drop_down_set_model (self->dropdown, G_LIST_MODEL (self->ids));
  self->selecting = FALSE;
  g_signal_connect_swapped (self->dropdown, "notify::selected", G_CALLBACK (selected_cb), self);
}

/* Public API */

GtkWidget *
bx_game_chooser_new (void)
{
  return g_object_new (BX_TYPE_GAME_CHOOSER, NULL);
}

/**
 * bx_game_chooser_set_library:
 * @self: a game chooser
 * @library: (nullable) (transfer none): the rulesets; borrowed, must outlive the chooser
 * @default_id: (nullable): the ruleset selected at first, "shuanglu/ping"
 *
 * Lists the playable rulesets of @library.
 */
void
bx_game_chooser_set_library (BxGameChooser    *self,
                             BxRulesetLibrary *library,
                             const char       *default_id)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  GPtrArray *list;

  g_return_if_fail (BX_IS_GAME_CHOOSER (self));

  self->library = library;
  list = library != NULL ? bx_ruleset_library_list (library) : NULL;
  for (guint i = 0; list != NULL && i < list->len; i++)
    {
      BxRuleset *ruleset = g_ptr_array_index (list, i);

      if (bx_ruleset_get_playable (ruleset))
        g_ptr_array_add (ids, (gpointer) bx_ruleset_get_id (ruleset));
    }
  g_ptr_array_add (ids, NULL);
  self->selecting = TRUE;
  gtk_string_list_splice (self->ids, 0, g_list_model_get_n_items (G_LIST_MODEL (self->ids)),
                          (const char * const *) ids->pdata);
  self->selecting = FALSE;
  if (default_id == NULL || !bx_game_chooser_select_id (self, default_id))
    {
      self->selecting = TRUE;
      gtk_drop_down_set_selected (self->dropdown, 0);
      self->selecting = FALSE;
    }
}

/**
 * bx_game_chooser_get_selected_id:
 * @self: a game chooser
 *
 * Returns: (nullable): the id of the ruleset selected, or of the first one; %NULL when
 *   there is none
 */
const char *
bx_game_chooser_get_selected_id (BxGameChooser *self)
{
  guint selected;
  guint n;

  g_return_val_if_fail (BX_IS_GAME_CHOOSER (self), NULL);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->ids));
  selected = gtk_drop_down_get_selected (self->dropdown);
  if (n == 0)
    return NULL;
  if (selected == GTK_INVALID_LIST_POSITION || selected >= n)
    selected = 0;
  return gtk_string_list_get_string (self->ids, selected);
}

/**
 * bx_game_chooser_select_id:
 * @self: a game chooser
 * @ruleset_id: "shuanglu/ping"
 *
 * Selects @ruleset_id, without activating play.choose-game.
 *
 * Returns: whether it is listed
 */
gboolean
bx_game_chooser_select_id (BxGameChooser *self,
                           const char    *ruleset_id)
{
  guint index;

  g_return_val_if_fail (BX_IS_GAME_CHOOSER (self), FALSE);

  index = find_id (self, ruleset_id);
  if (index == GTK_INVALID_LIST_POSITION)
    return FALSE;
  self->selecting = TRUE;
  gtk_drop_down_set_selected (self->dropdown, index);
  self->selecting = FALSE;
  return TRUE;
}

/**
 * bx_game_chooser_has_id:
 * @self: a game chooser
 * @ruleset_id: "shuanglu/ping"
 *
 * Returns: whether @ruleset_id is a playable ruleset listed
 */
gboolean
bx_game_chooser_has_id (BxGameChooser *self,
                        const char    *ruleset_id)
{
  g_return_val_if_fail (BX_IS_GAME_CHOOSER (self), FALSE);

  return find_id (self, ruleset_id) != GTK_INVALID_LIST_POSITION;
}
