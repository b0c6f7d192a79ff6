/* bx-history-item.c: one move of a game's history, as a list model item
 *
 * The move lists (the play page's, the 除紅 table's ledger history) are GListStores of these
 * items, bound to their list boxes: the text (the move in words) is made once, when the move
 * is played, with the move's notation for experts beside it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-history-item.h"

struct _BxHistoryItem
{
  GObject  parent_instance;

  guint    index;
  char    *text;
  char    *notation;
};

enum {
  PROP_0,
  PROP_INDEX,
  PROP_TEXT,
  PROP_NOTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (BxHistoryItem, bx_history_item, G_TYPE_OBJECT)

/* Overrides */

static void
bx_history_item_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BxHistoryItem *self = BX_HISTORY_ITEM (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    case PROP_NOTATION:
      g_value_set_string (value, self->notation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bx_history_item_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BxHistoryItem *self = BX_HISTORY_ITEM (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      self->index = g_value_get_uint (value);
      break;
    case PROP_TEXT:
      g_free (self->text);
      self->text = g_value_dup_string (value);
      break;
    case PROP_NOTATION:
      g_free (self->notation);
      self->notation = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bx_history_item_finalize (GObject *object)
{
  BxHistoryItem *self = BX_HISTORY_ITEM (object);

  g_free (self->text);
  g_free (self->notation);
  G_OBJECT_CLASS (bx_history_item_parent_class)->finalize (object);
}

static void
bx_history_item_class_init (BxHistoryItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = bx_history_item_get_property;
  object_class->set_property = bx_history_item_set_property;
  object_class->finalize = bx_history_item_finalize;

  /**
   * BxHistoryItem:index:
   *
   * The move's index in the session's history, from 0.
   */
  properties[PROP_INDEX] =
    g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * BxHistoryItem:text:
   *
   * The line the list shows for the move.
   */
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * BxHistoryItem:notation:
   *
   * The move in the engine's notation ("13/7 6/4"), for experts, or %NULL.
   */
  properties[PROP_NOTATION] =
    g_param_spec_string ("notation", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bx_history_item_init (BxHistoryItem *self)
{
}

/* Public API */

/**
 * bx_history_item_new:
 * @index: the move's index in the history, from 0
 * @text: the line shown for it
 *
 * Returns: (transfer full): a new item
 */
BxHistoryItem *
bx_history_item_new (guint       index,
                     const char *text)
{
  return g_object_new (BX_TYPE_HISTORY_ITEM, "index", index, "text", text, NULL);
}

/**
 * bx_history_item_new_full:
 * @index: the move's index in the history, from 0
 * @text: the line shown for it (the move in words)
 * @notation: (nullable): the move in the engine's notation, for experts
 *
 * Returns: (transfer full): a new item
 */
BxHistoryItem *
bx_history_item_new_full (guint       index,
                          const char *text,
                          const char *notation)
{
  return g_object_new (BX_TYPE_HISTORY_ITEM, "index", index, "text", text, "notation",
                       notation, NULL);
}

guint
bx_history_item_get_index (BxHistoryItem *self)
{
  g_return_val_if_fail (BX_IS_HISTORY_ITEM (self), 0);

  return self->index;
}

const char *
bx_history_item_get_text (BxHistoryItem *self)
{
  g_return_val_if_fail (BX_IS_HISTORY_ITEM (self), NULL);

  return self->text;
}

/** bx_history_item_get_notation: Returns: (nullable): the move's notation, or %NULL. */
const char *
bx_history_item_get_notation (BxHistoryItem *self)
{
  g_return_val_if_fail (BX_IS_HISTORY_ITEM (self), NULL);

  return self->notation;
}
