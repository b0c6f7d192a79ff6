/* bx-library-entry.c: one work, section or page of the library sidebar, as a list model item
 *
 * The library sidebar (bx-library-sidebar.c) is a tree of these: a page of the Reader area
 * (the glossary, the bibliography), a work (its id, Chinese title and English subtitle) or a
 * section (its id, its head or a markup title made from its first characters, and its
 * depth).  A work or section holds its children once the sidebar has built them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-library-entry.h"

struct _BxLibraryEntry
{
  GObject   parent_instance;

  char     *id;
  char     *title;
  char     *subtitle;
  char       *icon_name;
  GListModel *children;   /* (nullable): the sections below, once built */
  gboolean    is_work;
  gboolean    is_page;
  gboolean    markup;
  guint       depth;
};

G_DEFINE_FINAL_TYPE (BxLibraryEntry, bx_library_entry, G_TYPE_OBJECT)

/* Overrides */

static void
bx_library_entry_finalize (GObject *object)
{
  BxLibraryEntry *self = BX_LIBRARY_ENTRY (object);

  g_free (self->id);
  g_free (self->title);
  g_free (self->subtitle);
  g_free (self->icon_name);
  g_clear_object (&self->children);
  G_OBJECT_CLASS (bx_library_entry_parent_class)->finalize (object);
}

static void
bx_library_entry_class_init (BxLibraryEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bx_library_entry_finalize;
}

static void
bx_library_entry_init (BxLibraryEntry *self)
{
}

/* Public API */

/**
 * bx_library_entry_new_work:
 * @work_id: "pushuang"
 * @title: the Chinese title, plain text
 * @subtitle: (nullable): the English title
 *
 * Returns: (transfer full): the entry of a work
 */
BxLibraryEntry *
bx_library_entry_new_work (const char *work_id,
                           const char *title,
                           const char *subtitle)
{
  BxLibraryEntry *self = g_object_new (BX_TYPE_LIBRARY_ENTRY, NULL);

  self->id = g_strdup (work_id);
  self->title = g_strdup (title);
  self->subtitle = g_strdup (subtitle);
  self->is_work = TRUE;
  return self;
}

/**
 * bx_library_entry_new_section:
 * @section_id: "pushuang.changju"
 * @title: the section's head, or a title in Pango markup (@title_is_markup)
 * @title_is_markup: whether @title is Pango markup
 * @depth: the depth of the section in its work, from 1
 *
 * Returns: (transfer full): the entry of a section
 */
BxLibraryEntry *
bx_library_entry_new_section (const char *section_id,
                              const char *title,
                              gboolean    title_is_markup,
                              guint       depth)
{
  BxLibraryEntry *self = g_object_new (BX_TYPE_LIBRARY_ENTRY, NULL);

  self->id = g_strdup (section_id);
  self->title = g_strdup (title);
  self->markup = title_is_markup;
  self->depth = depth;
  return self;
}

const char *
bx_library_entry_get_id (BxLibraryEntry *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY_ENTRY (self), NULL);

  return self->id;
}

gboolean
bx_library_entry_is_work (BxLibraryEntry *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY_ENTRY (self), FALSE);

  return self->is_work;
}

const char *
bx_library_entry_get_title (BxLibraryEntry *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY_ENTRY (self), NULL);

  return self->title;
}

gboolean
bx_library_entry_is_markup (BxLibraryEntry *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY_ENTRY (self), FALSE);

  return self->markup;
}

const char *
bx_library_entry_get_subtitle (BxLibraryEntry *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY_ENTRY (self), NULL);

  return self->subtitle;
}

guint
bx_library_entry_get_depth (BxLibraryEntry *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY_ENTRY (self), 0);

  return self->depth;
}

/**
 * bx_library_entry_new_page:
 * @page: the page's name, "glossary" or "bibliography"
 * @title: its title, plain text
 * @icon_name: (nullable): its icon
 *
 * Returns: (transfer full): the entry of a page of the Reader area
 */
BxLibraryEntry *
bx_library_entry_new_page (const char *page,
                           const char *title,
                           const char *icon_name)
{
  BxLibraryEntry *self = g_object_new (BX_TYPE_LIBRARY_ENTRY, NULL);

  self->id = g_strdup (page);
  self->title = g_strdup (title);
  self->icon_name = g_strdup (icon_name);
  self->is_page = TRUE;
  return self;
}

gboolean
bx_library_entry_is_page (BxLibraryEntry *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY_ENTRY (self), FALSE);

  return self->is_page;
}

const char *
bx_library_entry_get_icon_name (BxLibraryEntry *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY_ENTRY (self), NULL);

  return self->icon_name;
}

/**
 * bx_library_entry_get_children:
 * @self: an entry
 *
 * Returns: (transfer none) (nullable): the entries below this one, or %NULL when they are
 *   not built yet (or it has none)
 */
GListModel *
bx_library_entry_get_children (BxLibraryEntry *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY_ENTRY (self), NULL);

  return self->children;
}

/**
 * bx_library_entry_set_children:
 * @self: an entry
 * @children: (nullable) (transfer none): a model of #BxLibraryEntry
 */
void
bx_library_entry_set_children (BxLibraryEntry *self,
                               GListModel     *children)
{
  g_return_if_fail (BX_IS_LIBRARY_ENTRY (self));

  g_set_object (&self->children, children);
}
