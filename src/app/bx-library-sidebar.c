/* bx-library-sidebar.c: the Reader's library as a tree (see bx-library-sidebar.h)
 *
 * A GtkListView over a GtkTreeListModel of BxLibraryEntry: two fixed rows (the Glossary and
 * the Bibliography pages), then the works, each with its sections below it.  A work's
 * sections are read from the corpus when it is first expanded.
 *
 * Rows open on a click or on Enter (::open); arrows move the selection without opening,
 * Left collapses (or goes to the parent), Right expands.  The sidebar follows the Reader:
 * when its "visible-section" (or, without it, its "work-id") changes, the row of that
 * section is revealed and selected, and nothing is sent back to the Reader.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bx-corpus.h"
#include "bx-library-sidebar.h"
#include "bx-reader-view.h"
#include "bx-text-util.h"
#include "bx-tooltip.h"

struct _BxLibrarySidebar
{
  AdwBin              parent_instance;

  BxCorpus           *corpus;     /* borrowed: the process's BxLibrary owns it */
  GListStore         *roots;      /* of BxLibraryEntry: the pages, then the works */
  GtkTreeListModel   *tree;
  GtkSingleSelection *selection;
  GObject            *reader;     /* (weak): the reader followed */
  char               *pending;    /* an id to reveal once the works are there */
  guint               scroll_tick; /* scrolls to the selection once the rows have a size */
  GHashTable         *parents;    /* section id → its parent section's id, or "" at the top,
                                     for the works built so far */
  GHashTable         *built;      /* the ids of the works whose sections are listed */

  /* Template children */
  GtkListView        *list_view;
  GtkWidget          *empty_label;
};

G_DEFINE_FINAL_TYPE (BxLibrarySidebar, bx_library_sidebar, ADW_TYPE_BIN)

enum {
  SIGNAL_OPEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Whether @id names something below @ancestor by its id ("saifu.yiwen.shuoyuan" below
 * "saifu"); section ids are not all built from their parent's. */
static gboolean
id_is_below (const char *id,
             const char *ancestor)
{
  size_t n = strlen (ancestor);

  return strncmp (id, ancestor, n) == 0 && id[n] == '.';
}

/* The first clause text of each section of @work_id (its own or its subsections'). */
static GHashTable *
first_clause_texts (BxCorpus   *corpus,
                    const char *work_id)
{
  g_autoptr(GPtrArray) clauses = bx_corpus_list_clauses (corpus, work_id, NULL);
  GHashTable *texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (guint i = 0; clauses != NULL && i < clauses->len; i++)
    {
      const BxClause *clause = g_ptr_array_index (clauses, i);
      g_autofree char *id = g_strdup (clause->section_id);
      char *dot;

      /* The section and its parents, which all begin here unless they began before. */
      while (id != NULL && !g_hash_table_contains (texts, id))
        {
          g_hash_table_insert (texts, g_strdup (id), g_strdup (clause->text));
          dot = strrchr (id, '.');
          if (dot == NULL)
            break;
          *dot = '\0';
        }
    }
  return texts;
}

/* The markup that names a section without a head: the first characters of its text,
 * dimmed (its id less the work's only when it has no text; the row's tooltip has the id). */
static char *
headless_section_markup (const char *text,
                         const char *short_id)
{
  g_autofree char *incipit = bx_text_incipit (text, 6);

  if (incipit == NULL)
    return g_markup_printf_escaped ("<span>%s</span>", short_id);
  return g_markup_printf_escaped ("<span alpha=\"60%%\">%s</span>", incipit);
}

/* The store of @work's sections, made empty the first time (ensure_sections() fills it). */
static GListStore *
work_store (BxLibraryEntry *work)
{
  GListModel *children = bx_library_entry_get_children (work);

  if (children == NULL)
    {
      g_autoptr(GListStore) store = g_list_store_new (BX_TYPE_LIBRARY_ENTRY);

      bx_library_entry_set_children (work, G_LIST_MODEL (store));
      children = G_LIST_MODEL (store);
    }
  return G_LIST_STORE (children);
}

/* Fills @work's store with the tree of its sections, once: a work's sections are read
 * when it is first expanded (a work's row shows an expander without them). */
static void
ensure_sections (BxLibrarySidebar *self,
                 BxLibraryEntry   *work)
{
  const char *work_id = bx_library_entry_get_id (work);
  g_autoptr(GPtrArray) sections = NULL;
  g_autoptr(GListStore) top = NULL;
  g_autoptr(GHashTable) stores = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                        g_object_unref);
  g_autoptr(GHashTable) texts = NULL;

  if (self->corpus == NULL || !g_hash_table_add (self->built, g_strdup (work_id)))
    return;
  sections = bx_corpus_list_sections (self->corpus, work_id, NULL);
  top = g_list_store_new (BX_TYPE_LIBRARY_ENTRY);
  for (guint k = 0; sections != NULL && k < sections->len; k++)
    {
      const BxSection *section = g_ptr_array_index (sections, k);
      g_autoptr(BxLibraryEntry) entry = NULL;
      g_autofree char *markup = NULL;
      const char *title = section->head;
      GListStore *parent = NULL;

      /* A section without a head goes by its first characters (its id in the tooltip). */
      if (title == NULL)
        {
          const char *short_id = id_is_below (section->id, work_id)
                                 ? section->id + strlen (work_id) + 1 : section->id;

          const char *text = NULL;

          /* The Reader showing the work holds its clauses: the work's clauses are read
           * again only for a work it does not show (on opening, bojing's 401 clauses with
           * their notes and terms were read twice: 2 MB, docs/benchmarks.md). */
          if (BX_IS_READER_VIEW (self->reader)
              && g_strcmp0 (bx_reader_view_get_work_id (BX_READER_VIEW (self->reader)),
                            work_id) == 0)
            text = bx_reader_view_peek_section_text (BX_READER_VIEW (self->reader),
                                                     section->id);
          else
            {
              if (texts == NULL)
                texts = first_clause_texts (self->corpus, work_id);
              text = g_hash_table_lookup (texts, section->id);
            }
          title = markup = headless_section_markup (text, short_id);
        }
      entry = bx_library_entry_new_section (section->id, title, markup != NULL,
                                            section->depth);
      if (section->parent_id != NULL)
        parent = g_hash_table_lookup (stores, section->parent_id);
      g_list_store_append (parent != NULL ? parent : top, entry);
      g_hash_table_insert (self->parents, g_strdup (section->id),
                           g_strdup (parent != NULL ? section->parent_id : ""));
      /* Every section can be a parent: its children go to a store named by its id. */
      {
        GListStore *own = g_list_store_new (BX_TYPE_LIBRARY_ENTRY);

        g_hash_table_insert (stores, g_strdup (section->id), own);
        bx_library_entry_set_children (entry, G_LIST_MODEL (own));
      }
    }
  /* Added at once, so that the tree inserts the rows in one go. */
  {
    guint n = g_list_model_get_n_items (G_LIST_MODEL (top));
    g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

    for (guint i = 0; i < n; i++)
      g_ptr_array_add (items, g_list_model_get_item (G_LIST_MODEL (top), i));
    g_list_store_splice (work_store (work), 0, 0, items->pdata, items->len);
  }
}

/* GtkTreeListModelCreateModelFunc: the children of a row, or NULL for a leaf. */
static GListModel *
create_children_cb (gpointer item,
                    gpointer user_data)
{
  BxLibraryEntry *entry = item;
  GListModel *children;

  if (bx_library_entry_is_page (entry))
    return NULL;
  /* A work is always expandable; its sections come when it is expanded. */
  if (bx_library_entry_is_work (entry))
    return g_object_ref (G_LIST_MODEL (work_store (entry)));
  children = bx_library_entry_get_children (entry);
  if (children == NULL || g_list_model_get_n_items (children) == 0)
    return NULL;
  return g_object_ref (children);
}

static BxLibraryEntry *
entry_at (BxLibrarySidebar *self,
          guint             position)
{
  g_autoptr(GtkTreeListRow) row = gtk_tree_list_model_get_row (self->tree, position);

  return row != NULL ? BX_LIBRARY_ENTRY (gtk_tree_list_row_get_item (row)) : NULL;
}

/* Opens the row at @position: a work is expanded as well. */
static void
open_position (BxLibrarySidebar *self,
               guint             position)
{
  g_autoptr(GtkTreeListRow) row = gtk_tree_list_model_get_row (self->tree, position);
  g_autoptr(BxLibraryEntry) entry = NULL;

  if (row == NULL)
    return;
  entry = BX_LIBRARY_ENTRY (gtk_tree_list_row_get_item (row));
  gtk_single_selection_set_selected (self->selection, position);
  if (bx_library_entry_is_work (entry))
    gtk_tree_list_row_set_expanded (row, TRUE);
  g_signal_emit (self, signals[SIGNAL_OPEN], 0, entry);
}

static void
list_activate_cb (BxLibrarySidebar *self,
                  guint             position,
                  GtkListView      *list)
{
  open_position (self, position);
}

static void
row_clicked_cb (GtkGestureClick *gesture,
                int              n_press,
                double           x,
                double           y,
                GtkListItem     *item)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  BxLibrarySidebar *self = BX_LIBRARY_SIDEBAR (gtk_widget_get_ancestor (widget,
                                                                        BX_TYPE_LIBRARY_SIDEBAR));
  guint position = gtk_list_item_get_position (item);

  if (n_press != 1 || self == NULL || position == GTK_INVALID_LIST_POSITION)
    return;
  open_position (self, position);
}

/* Left collapses the selected row, Right expands it (the arrows Up and Down are the list
 * view's: they move the focus and the selection, and open nothing). */
static gboolean
key_pressed_cb (BxLibrarySidebar      *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  guint position = gtk_single_selection_get_selected (self->selection);
  g_autoptr(GtkTreeListRow) row = NULL;
  gboolean left = keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left;
  gboolean right = keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Right;

  if ((!left && !right) || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0
      || position == GTK_INVALID_LIST_POSITION)
    return FALSE;
  row = gtk_tree_list_model_get_row (self->tree, position);
  if (row == NULL || !gtk_tree_list_row_is_expandable (row))
    return FALSE;
  gtk_tree_list_row_set_expanded (row, right);
  return TRUE;
}

/* A work's row was expanded (its expander, the Right key): its sections come now. */
static void
row_expanded_cb (GtkTreeListRow   *row,
                 GParamSpec       *pspec,
                 BxLibrarySidebar *self)
{
  g_autoptr(BxLibraryEntry) entry = NULL;

  if (!gtk_tree_list_row_get_expanded (row))
    return;
  entry = BX_LIBRARY_ENTRY (gtk_tree_list_row_get_item (row));
  if (bx_library_entry_is_work (entry))
    ensure_sections (self, entry);
}

/* A row's title: a label that wraps, at the start. */
static GtkWidget *
row_label_new (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  return label;
}

/* The content of a page's or a work's row: an icon (a page's) beside a title and, below
 * it, a subtitle (a work's). */
static GtkWidget *
entry_content_new (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *subtitle = row_label_new ();

  gtk_widget_add_css_class (subtitle, "caption");
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_box_append (GTK_BOX (text), row_label_new ());
  gtk_box_append (GTK_BOX (text), subtitle);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (box), gtk_image_new ());
  gtk_box_append (GTK_BOX (box), text);
  gtk_widget_set_margin_top (box, 2);
  gtk_widget_set_margin_bottom (box, 2);
  return box;
}

/* The content of a section's row: its name alone, one label (a section has no icon and no
 * subtitle: the same place and size as the title in entry_content_new(), with a third of
 * its widgets; a work opened lists its sections, docs/benchmarks.md, reader-side). */
static GtkWidget *
section_content_new (void)
{
  GtkWidget *label = row_label_new ();

  gtk_widget_add_css_class (label, "section-name");
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_margin_top (label, 2);
  gtk_widget_set_margin_bottom (label, 2);
  return label;
}

static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  GtkWidget *expander = gtk_tree_expander_new ();
  GtkGesture *click = gtk_gesture_click_new ();

  /* The content is made on bind, for the kind of entry bound (a label for a section). */
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_object (click, "released", G_CALLBACK (row_clicked_cb), item, 0);
  gtk_widget_add_controller (expander, GTK_EVENT_CONTROLLER (click));
  gtk_list_item_set_child (item, expander);
}

/* Shows @entry's title in @title, as markup when it is. */
static void
set_title (GtkWidget      *title,
           BxLibraryEntry *entry)
{
  if (bx_library_entry_is_markup (entry))
    gtk_label_set_markup (GTK_LABEL (title), bx_library_entry_get_title (entry));
  else
    gtk_label_set_label (GTK_LABEL (title), bx_library_entry_get_title (entry));
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             gpointer                  user_data)
{
  GtkTreeListRow *row = gtk_list_item_get_item (item);
  BxLibraryEntry *entry = gtk_tree_list_row_get_item (row);   /* transfer full */
  GtkWidget *expander = gtk_list_item_get_child (item);
  GtkWidget *content = gtk_tree_expander_get_child (GTK_TREE_EXPANDER (expander));
  gboolean work = bx_library_entry_is_work (entry);
  gboolean section = !work && !bx_library_entry_is_page (entry);
  GtkWidget *title;
  g_autofree char *tip = NULL;

  gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (expander), row);
  if (work)
    g_signal_connect_object (row, "notify::expanded", G_CALLBACK (row_expanded_cb), user_data,
                             0);
  /* A recycled row gets the content of its new kind when it had the other's. */
  if (content == NULL || GTK_IS_LABEL (content) != section)
    {
      content = section ? section_content_new () : entry_content_new ();
      gtk_tree_expander_set_child (GTK_TREE_EXPANDER (expander), content);
    }
  if (section)
    {
      /* A section's name is the text's own head: in the Reader's face (style.css). */
      title = content;
      set_title (title, entry);
    }
  else
    {
      GtkWidget *icon = gtk_widget_get_first_child (content);
      GtkWidget *subtitle;
      const char *subtitle_text = bx_library_entry_get_subtitle (entry);
      const char *icon_name = bx_library_entry_get_icon_name (entry);

      title = gtk_widget_get_first_child (gtk_widget_get_next_sibling (icon));
      subtitle = gtk_widget_get_next_sibling (title);

      set_title (title, entry);
      gtk_label_set_label (GTK_LABEL (subtitle), subtitle_text);
      gtk_widget_set_visible (subtitle, subtitle_text != NULL);
      gtk_image_set_from_icon_name (GTK_IMAGE (icon), icon_name);
      gtk_widget_set_visible (icon, icon_name != NULL);
      if (work)
        gtk_widget_add_css_class (title, "heading");
      else
        gtk_widget_remove_css_class (title, "heading");
      if (work)
        tip = g_strdup_printf ("%s\n%s", gtk_label_get_text (GTK_LABEL (title)),
                               subtitle_text != NULL ? subtitle_text : "");
    }
  if (section)
    /* TRANSLATORS: a section of the library: its name, then its id for experts */
    tip = g_strdup_printf (_("%s (section id: %s)"), gtk_label_get_text (GTK_LABEL (title)),
                           bx_library_entry_get_id (entry));
  bx_widget_set_tooltip_text (expander, tip);
  gtk_widget_set_name (expander, bx_library_entry_get_id (entry));
  g_object_unref (entry);
}

static void
unbind_row_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  user_data)
{
  GtkWidget *expander = gtk_list_item_get_child (item);
  GtkTreeListRow *row = gtk_list_item_get_item (item);

  if (row != NULL)
    g_signal_handlers_disconnect_by_func (row, row_expanded_cb, user_data);
  gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (expander), NULL);
  gtk_widget_set_name (expander, "");
}

/* Scrolls the selected row into view, on a frame: right after a reveal (or before the
 * first one) the list has no size yet, and a row just expanded no place. */
static gboolean
scroll_tick_cb (GtkWidget     *list,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  BxLibrarySidebar *self = user_data;
  guint position = gtk_single_selection_get_selected (self->selection);

  if (gtk_widget_get_height (list) <= 0 && position != GTK_INVALID_LIST_POSITION)
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  if (position != GTK_INVALID_LIST_POSITION)
    gtk_widget_activate_action (list, "list.scroll-to-item", "u", position);
  return G_SOURCE_REMOVE;
}

/* The section in view, or the work when the reader has no "visible-section". */
static void
reader_place_changed_cb (BxLibrarySidebar *self,
                         GParamSpec       *pspec,
                         GObject          *reader)
{
  g_autofree char *id = NULL;
  const char *selected;
  gboolean by_section = TRUE;

  if (g_object_class_find_property (G_OBJECT_GET_CLASS (reader), "visible-section") != NULL)
    g_object_get (reader, "visible-section", &id, NULL);
  if (id == NULL || *id == '\0')
    {
      g_clear_pointer (&id, g_free);
      g_object_get (reader, "work-id", &id, NULL);
      by_section = FALSE;
    }
  if (id == NULL)
    return;
  selected = bx_library_sidebar_get_selected_id (self);
  /* The selected row already holds the place (a click opened it): leave it.  Knowing only
   * the work, a section of it selected is left too. */
  if (g_strcmp0 (selected, id) == 0
      || (!by_section && selected != NULL && id_is_below (selected, id)))
    return;
  bx_library_sidebar_reveal (self, id);
}

static void
bx_library_sidebar_dispose (GObject *object)
{
  BxLibrarySidebar *self = BX_LIBRARY_SIDEBAR (object);

  if (self->reader != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->reader, self);
      g_object_remove_weak_pointer (self->reader, (gpointer *) &self->reader);
      self->reader = NULL;
    }
  if (self->scroll_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self->list_view), self->scroll_tick);
      self->scroll_tick = 0;
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), BX_TYPE_LIBRARY_SIDEBAR);
  g_clear_object (&self->selection);
  g_clear_object (&self->tree);
  g_clear_object (&self->roots);
  G_OBJECT_CLASS (bx_library_sidebar_parent_class)->dispose (object);
}

static void
bx_library_sidebar_finalize (GObject *object)
{
  BxLibrarySidebar *self = BX_LIBRARY_SIDEBAR (object);

  g_free (self->pending);
  g_clear_pointer (&self->parents, g_hash_table_unref);
  g_clear_pointer (&self->built, g_hash_table_unref);
  self->corpus = NULL;
  G_OBJECT_CLASS (bx_library_sidebar_parent_class)->finalize (object);
}

static void
bx_library_sidebar_class_init (BxLibrarySidebarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bx_library_sidebar_dispose;
  object_class->finalize = bx_library_sidebar_finalize;

  /**
   * BxLibrarySidebar::open:
   * @self: the sidebar
   * @entry: the #BxLibraryEntry of the row: a page, a work or a section
   *
   * A row was clicked or activated with Enter: show what it names.
   */
  signals[SIGNAL_OPEN] = g_signal_new ("open", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                       BX_TYPE_LIBRARY_ENTRY);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/boxi/Boxi/bx-library-sidebar.ui");
  gtk_widget_class_bind_template_child (widget_class, BxLibrarySidebar, list_view);
  gtk_widget_class_bind_template_child (widget_class, BxLibrarySidebar, empty_label);
  gtk_widget_class_bind_template_callback (widget_class, list_activate_cb);
}

static void
bx_library_sidebar_init (BxLibrarySidebar *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  g_autoptr(BxLibraryEntry) glossary = NULL;
  g_autoptr(BxLibraryEntry) bibliography = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->parents = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->built = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->roots = g_list_store_new (BX_TYPE_LIBRARY_ENTRY);
  glossary = bx_library_entry_new_page ("glossary", _("Glossary"),
                                        "accessories-dictionary-symbolic");
  bibliography = bx_library_entry_new_page ("bibliography", _("Bibliography"),
                                            "view-list-bullet-symbolic");
  g_list_store_append (self->roots, glossary);
  g_list_store_append (self->roots, bibliography);
  self->tree = gtk_tree_list_model_new (G_LIST_MODEL (g_object_ref (self->roots)), FALSE,
                                        FALSE, create_children_cb, NULL, NULL);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (g_object_ref (self->tree)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_row_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_row_cb), self);
  gtk_list_view_set_factory (self->list_view, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self->list_view), keys);
}

/* Public API */

/**
 * bx_library_sidebar_new:
 *
 * Returns: (transfer floating): an empty sidebar (the two pages only)
 */
GtkWidget *
bx_library_sidebar_new (void)
{
  return g_object_new (BX_TYPE_LIBRARY_SIDEBAR, NULL);
}

/**
 * bx_library_sidebar_set_corpus:
 * @self: a sidebar
 * @corpus: (nullable): the corpus whose works it lists, borrowed: it must outlive the
 *   sidebar (the process's #BxLibrary owns it)
 *
 * Lists the works of @corpus (once; a second call does nothing).  Their sections are read
 * when a work is first expanded.
 */
void
bx_library_sidebar_set_corpus (BxLibrarySidebar *self,
                               BxCorpus         *corpus)
{
  g_autoptr(GPtrArray) works = NULL;

  g_return_if_fail (BX_IS_LIBRARY_SIDEBAR (self));

  if (self->corpus != NULL || corpus == NULL)
    return;
  self->corpus = corpus;
  works = bx_corpus_list_works (corpus, NULL);
  for (guint i = 0; works != NULL && i < works->len; i++)
    {
      const BxWork *work = g_ptr_array_index (works, i);
      g_autoptr(BxLibraryEntry) entry = bx_library_entry_new_work (work->id, work->title_zh,
                                                                    work->title_en);

      g_list_store_append (self->roots, entry);
    }
  gtk_widget_set_visible (self->empty_label, works == NULL || works->len == 0);
  if (self->pending != NULL)
    {
      g_autofree char *id = g_steal_pointer (&self->pending);

      bx_library_sidebar_reveal (self, id);
    }
}

/**
 * bx_library_sidebar_set_reader:
 * @self: a sidebar
 * @reader: (nullable): the reader to follow: an object with a string property "work-id"
 *   and, when it has one, "visible-section" (the section of the topmost clause in view)
 *
 * The sidebar follows @reader: when the section in view (or the work shown) changes, its
 * row is revealed and selected (bx_library_sidebar_reveal()).  Nothing goes back to the
 * reader.
 */
void
bx_library_sidebar_set_reader (BxLibrarySidebar *self,
                               GObject          *reader)
{
  g_return_if_fail (BX_IS_LIBRARY_SIDEBAR (self));

  if (self->reader != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->reader, self);
      g_object_remove_weak_pointer (self->reader, (gpointer *) &self->reader);
    }
  self->reader = reader;
  if (reader == NULL)
    return;
  g_object_add_weak_pointer (reader, (gpointer *) &self->reader);
  g_signal_connect_swapped (reader, "notify::work-id", G_CALLBACK (reader_place_changed_cb),
                            self);
  if (g_object_class_find_property (G_OBJECT_GET_CLASS (reader), "visible-section") != NULL)
    g_signal_connect_swapped (reader, "notify::visible-section",
                              G_CALLBACK (reader_place_changed_cb), self);
}

/**
 * bx_library_sidebar_reveal:
 * @self: a sidebar
 * @id: a page ("glossary", "bibliography"), work, section or clause id
 *
 * Expands the work and the sections that hold @id, selects the deepest row that does (the
 * section itself when it has a row) and scrolls it into view.  Emits nothing: the Reader is
 * not moved.  Before the works are listed, the id waits for them.
 *
 * Returns: %TRUE when a row was selected
 */
gboolean
bx_library_sidebar_reveal (BxLibrarySidebar *self,
                           const char       *id)
{
  g_autoptr(GPtrArray) chain = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *work_id = NULL;
  g_autofree char *section = NULL;
  guint position = GTK_INVALID_LIST_POSITION;
  guint n_roots;

  g_return_val_if_fail (BX_IS_LIBRARY_SIDEBAR (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  /* A page or a work: a row at the top. */
  work_id = g_strndup (id, strcspn (id, "."));
  n_roots = g_list_model_get_n_items (G_LIST_MODEL (self->roots));
  for (guint i = 0; i < n_roots && position == GTK_INVALID_LIST_POSITION; i++)
    {
      g_autoptr(BxLibraryEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->roots), i);

      if (g_strcmp0 (bx_library_entry_get_id (entry), work_id) == 0)
        {
          g_autoptr(GtkTreeListRow) row = gtk_tree_list_model_get_child_row (self->tree, i);

          position = gtk_tree_list_row_get_position (row);
        }
    }
  if (position == GTK_INVALID_LIST_POSITION)
    {
      /* Not listed yet: revealed when the works come. */
      if (self->corpus == NULL)
        {
          g_free (self->pending);
          self->pending = g_strdup (id);
        }
      return FALSE;
    }

  /* The section holding @id (a section id, or a clause id), once the work's sections are
   * known: expanding the work builds them. */
  if (strcmp (id, work_id) != 0)
    {
      g_autoptr(GtkTreeListRow) work_row = gtk_tree_list_model_get_row (self->tree, position);
      g_autoptr(BxLibraryEntry) work = BX_LIBRARY_ENTRY (gtk_tree_list_row_get_item (work_row));

      ensure_sections (self, work);
      gtk_tree_list_row_set_expanded (work_row, TRUE);
      section = g_strdup (id);
      while (section != NULL && !g_hash_table_contains (self->parents, section))
        {
          char *dot = strrchr (section, '.');

          if (dot == NULL)
            g_clear_pointer (&section, g_free);
          else
            *dot = '\0';
        }
      if (section == NULL && self->corpus != NULL)
        {
          g_autoptr(BxClause) clause = bx_corpus_get_clause (self->corpus, id, NULL);

          if (clause != NULL && g_hash_table_contains (self->parents, clause->section_id))
            section = g_strdup (clause->section_id);
        }
    }
  /* Its ancestors, outermost first. */
  for (const char *up = section; up != NULL && *up != '\0';
       up = g_hash_table_lookup (self->parents, up))
    g_ptr_array_insert (chain, 0, g_strdup (up));

  /* Each is found below the previous one (a subtree's rows follow its row). */
  for (guint k = 0; k < chain->len; k++)
    {
      const char *want = g_ptr_array_index (chain, k);
      guint found = GTK_INVALID_LIST_POSITION;

      for (guint i = position + 1;
           i < g_list_model_get_n_items (G_LIST_MODEL (self->tree))
           && found == GTK_INVALID_LIST_POSITION; i++)
        {
          g_autoptr(BxLibraryEntry) entry = entry_at (self, i);

          if (g_strcmp0 (bx_library_entry_get_id (entry), want) == 0)
            found = i;
        }
      if (found == GTK_INVALID_LIST_POSITION)
        break;
      position = found;
      if (k + 1 < chain->len)
        {
          g_autoptr(GtkTreeListRow) row = gtk_tree_list_model_get_row (self->tree, position);

          gtk_tree_list_row_set_expanded (row, TRUE);
        }
    }
  gtk_single_selection_set_selected (self->selection, position);
  gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u",
                              position);
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->list_view),
                                                      scroll_tick_cb, self, NULL);
  return TRUE;
}

/**
 * bx_library_sidebar_get_selected_id:
 * @self: a sidebar
 *
 * Returns: (nullable): the id of the selected row's page, work or section
 */
const char *
bx_library_sidebar_get_selected_id (BxLibrarySidebar *self)
{
  g_autoptr(BxLibraryEntry) entry = NULL;
  guint position;

  g_return_val_if_fail (BX_IS_LIBRARY_SIDEBAR (self), NULL);

  position = gtk_single_selection_get_selected (self->selection);
  if (position == GTK_INVALID_LIST_POSITION)
    return NULL;
  entry = entry_at (self, position);
  /* The roots and the works' stores hold the entry, so its id outlives this reference. */
  return entry != NULL ? bx_library_entry_get_id (entry) : NULL;
}

/**
 * bx_library_sidebar_get_list_view:
 * @self: a sidebar
 *
 * For tests.
 *
 * Returns: (transfer none): the list view of the tree
 */
GtkListView *
bx_library_sidebar_get_list_view (BxLibrarySidebar *self)
{
  g_return_val_if_fail (BX_IS_LIBRARY_SIDEBAR (self), NULL);

  return self->list_view;
}
