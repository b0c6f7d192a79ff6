/* bx-cli-notes.c: boxi-cli notes list|add|remove|export and bookmarks list|add|remove, on
 * the user's database (bx-user-db.h; docs/cli.md, "Notes and bookmarks")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-cli-notes.h"
#include "bx-error.h"
#include "bx-file.h"

#define NOTES_USAGE \
  "notes list [--search Q] | add ID TEXT… | add ID --file FILE|- | remove ID | " \
  "export [--markdown|--json] [--out FILE]  [--user-db FILE] [--db FILE] [--force]"
#define BOOKMARKS_USAGE \
  "bookmarks list [--search Q] | add ID | remove ID  [--user-db FILE] [--db FILE] [--force]"

/**
 * bx_cli_open_user_db:
 * @user_db_option: (nullable): --user-db FILE, or %NULL for the user's database
 *   (bx_user_db_default_path())
 * @create: create the file when it does not exist
 * @error: the database error
 *
 * Returns: (transfer full) (nullable): the user's database
 */
BxUserDb *
bx_cli_open_user_db (const char  *user_db_option,
                     gboolean     create,
                     GError     **error)
{
  g_autofree char *path = NULL;

  if (user_db_option != NULL)
    return bx_user_db_open (user_db_option, create, error);
  path = bx_user_db_default_path ();
  return bx_user_db_open (path, create, error);
}

/* The corpus that says which clause ids exist: --db FILE (an error when it does not open),
 * else the default one, or NULL when there is none (orphans are then unknown). */
static gboolean
open_corpus (const char  *db_option,
             BxCorpus   **out,
             GError     **error)
{
  g_autofree char *path = NULL;

  if (db_option != NULL)
    return (*out = bx_corpus_open (db_option, error)) != NULL;
  path = bx_cli_default_db_path (NULL);
  *out = path != NULL ? bx_corpus_open (path, NULL) : NULL;
  return TRUE;
}

static gboolean
usage (GError     **error,
       const char  *text)
{
  g_set_error (error, BX_ERROR, BX_ERROR_USAGE, "usage: boxi-cli %s", text);
  return FALSE;
}

static void
print_builder (JsonBuilder *b)
{
  g_autoptr(JsonNode) root = json_builder_get_root (b);

  bx_cli_print_json (root);
}

/* An ISO 8601 time in UTC; null for 0 (an entry the database does not hold). */
static void
add_time (JsonBuilder *b,
          const char  *member,
          gint64       unix_seconds)
{
  g_autoptr(GDateTime) t = unix_seconds != 0 ? g_date_time_new_from_unix_utc (unix_seconds)
                                             : NULL;
  g_autofree char *s = t != NULL ? g_date_time_format_iso8601 (t) : NULL;

  bx_cli_add_string (b, member, s);
}

/* How an entry is printed: in a list or after add (no "removed" member), or after remove,
 * which says whether there was something to remove. */
typedef enum
{
  ANSWER_WRITTEN,
  ANSWER_REMOVED,
  ANSWER_NOTHING_TO_REMOVE,
} Answer;

static void
add_entry (JsonBuilder       *b,
           const BxUserEntry *e,
           BxCorpus          *corpus,
           Answer             answer)
{
  json_builder_begin_object (b);
  bx_cli_add_string (b, "clause_id", e->clause_id);
  json_builder_set_member_name (b, "bookmarked");
  json_builder_add_boolean_value (b, e->bookmarked);
  bx_cli_add_string (b, "note", e->note);
  json_builder_set_member_name (b, "orphaned");
  if (corpus != NULL)
    json_builder_add_boolean_value (b, e->orphaned);
  else
    json_builder_add_null_value (b);
  if (corpus != NULL && !e->orphaned)
    {
      g_autofree char *label = bx_corpus_clause_label (corpus, e->clause_id, "zh");
      bx_cli_add_string (b, "label", label);
    }
  else
    bx_cli_add_string (b, "label", NULL);
  add_time (b, "created", e->created);
  add_time (b, "modified", e->modified);
  if (answer != ANSWER_WRITTEN)
    {
      json_builder_set_member_name (b, "removed");
      json_builder_add_boolean_value (b, answer == ANSWER_REMOVED);
    }
  json_builder_end_object (b);
}

static gboolean
print_list (BxUserDb        *db,
            BxUserListKind   kind,
            BxCorpus        *corpus,
            const char      *search,
            GError         **error)
{
  g_autoptr(GPtrArray) entries = bx_user_db_list (db, kind, corpus, error);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  if (entries == NULL)
    return FALSE;
  json_builder_begin_array (b);
  for (guint i = 0; i < entries->len; i++)
    {
      const BxUserEntry *e = g_ptr_array_index (entries, i);

      if (search == NULL || bx_user_entry_matches (e, search))
        add_entry (b, e, corpus, ANSWER_WRITTEN);
    }
  json_builder_end_array (b);
  print_builder (b);
  return TRUE;
}

/* Prints the entry on @clause_id as it is now; "created" and "modified" are null when the
 * database holds nothing on it. */
static gboolean
print_one (BxUserDb    *db,
           const char  *clause_id,
           BxCorpus    *corpus,
           Answer       answer,
           GError     **error)
{
  g_autofree char *note = bx_user_db_get_note (db, clause_id);
  BxUserEntry e = { (char *) clause_id, bx_user_db_is_bookmarked (db, clause_id), note, 0, 0,
                    corpus != NULL && !bx_corpus_has_clause (corpus, clause_id) };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GPtrArray) all = bx_user_db_list (db, BX_USER_LIST_ALL, NULL, error);

  if (all == NULL)
    return FALSE;
  for (guint i = 0; i < all->len; i++)
    {
      const BxUserEntry *stored = g_ptr_array_index (all, i);
      if (strcmp (stored->clause_id, clause_id) == 0)
        {
          e.created = stored->created;
          e.modified = stored->modified;
        }
    }
  add_entry (b, &e, corpus, answer);
  print_builder (b);
  return TRUE;
}

/* An id the corpus does not have is refused unless --force (a note on it would be born
 * orphaned). */
static gboolean
check_clause (BxCorpus    *corpus,
              const char  *clause_id,
              gboolean     force,
              GError     **error)
{
  if (force || corpus == NULL || bx_corpus_has_clause (corpus, clause_id))
    return TRUE;
  g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND,
               "%s: no such clause in %s (--force keeps it anyway, as orphaned)", clause_id,
               bx_corpus_get_path (corpus));
  return FALSE;
}

typedef struct
{
  char     *user_db;
  char     *db;
  char     *search;
  char     *file;
  char     *out;
  gboolean  markdown;
  gboolean  json;
  gboolean  force;
} Options;

static void
options_clear (Options *o)
{
  g_free (o->user_db);
  g_free (o->db);
  g_free (o->search);
  g_free (o->file);
  g_free (o->out);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

static gboolean
parse (Options      *o,
       const char   *what,
       int          *argc,
       char       ***argv,
       GError      **error)
{
  GOptionEntry entries[] = {
    { "user-db", 0, 0, G_OPTION_ARG_FILENAME, &o->user_db,
      "The user's database (default: the user data dir's boxi/user.sqlite)", "FILE" },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &o->db, "The corpus database", "FILE" },
    { "search", 0, 0, G_OPTION_ARG_STRING, &o->search,
      "list: only entries whose note or clause id holds every word", "Q" },
    { "file", 0, 0, G_OPTION_ARG_FILENAME, &o->file, "add: the note's text from FILE or -",
      "FILE" },
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &o->out, "export: write FILE (atomically)", "FILE" },
    { "markdown", 0, 0, G_OPTION_ARG_NONE, &o->markdown, "export: Markdown (the default)",
      NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &o->json, "export: JSON", NULL },
    { "force", 0, 0, G_OPTION_ARG_NONE, &o->force,
      "add: accept a clause id the corpus does not have", NULL },
    { NULL }
  };

  return bx_cli_parse_options (entries, what, argc, argv, error);
}

static gboolean
export (BxUserDb    *db,
        BxCorpus    *corpus,
        Options     *o,
        GError     **error)
{
  g_autofree char *text = NULL;

  if (o->markdown && o->json)
    return usage (error, "notes export [--markdown|--json] (one of them)");
  text = bx_user_db_export (db, corpus, o->json ? BX_USER_EXPORT_JSON
                                                : BX_USER_EXPORT_MARKDOWN, error);
  if (text == NULL)
    return FALSE;
  if (o->out == NULL)
    {
      bx_cli_print_text (text);
      if (!g_str_has_suffix (text, "\n"))
        bx_cli_print_text ("\n");
      return TRUE;
    }
  /* Atomically, with the save's errors ("DIR: cannot create a temporary file: …"). */
  if (!bx_file_save (o->out, text, -1, error))
    return FALSE;
  {
    g_autoptr(JsonBuilder) b = json_builder_new ();

    json_builder_begin_object (b);
    bx_cli_add_string (b, "out", o->out);
    bx_cli_add_string (b, "format", o->json ? "json" : "markdown");
    json_builder_end_object (b);
    print_builder (b);
  }
  return TRUE;
}

/**
 * bx_cli_cmd_notes:
 * @argc: the arguments' count
 * @argv: "notes", then list, add, remove or export and their arguments
 * @error: a usage or database error
 *
 * The personal notes of the user's database; see docs/cli.md.
 *
 * Returns: %TRUE on success
 */
gboolean
bx_cli_cmd_notes (int      argc,
                  char   **argv,
                  GError **error)
{
  g_auto(Options) o = { 0 };
  g_autoptr(BxUserDb) db = NULL;
  g_autoptr(BxCorpus) corpus = NULL;
  const char *verb;

  if (!parse (&o, "list|add|remove|export - personal notes on clauses", &argc, &argv, error))
    return FALSE;
  if (argc < 2)
    return usage (error, NOTES_USAGE);
  verb = argv[1];
  if (!open_corpus (o.db, &corpus, error))
    return FALSE;
  if (strcmp (verb, "list") == 0 && argc == 2)
    {
      db = bx_cli_open_user_db (o.user_db, TRUE, error);
      return db != NULL && print_list (db, BX_USER_LIST_NOTES, corpus, o.search, error);
    }
  if (strcmp (verb, "export") == 0 && argc == 2)
    {
      db = bx_cli_open_user_db (o.user_db, TRUE, error);
      return db != NULL && export (db, corpus, &o, error);
    }
  if (strcmp (verb, "remove") == 0 && argc == 3)
    {
      g_autofree char *had = NULL;

      db = bx_cli_open_user_db (o.user_db, TRUE, error);
      if (db == NULL)
        return FALSE;
      /* Nothing to remove: said ("removed": false), nothing written. */
      had = bx_user_db_get_note (db, argv[2]);
      if (had == NULL)
        return print_one (db, argv[2], corpus, ANSWER_NOTHING_TO_REMOVE, error);
      return bx_user_db_remove_note (db, argv[2], error)
             && print_one (db, argv[2], corpus, ANSWER_REMOVED, error);
    }
  if (strcmp (verb, "add") == 0 && argc >= 3 && ((o.file != NULL) == (argc == 3)))
    {
      g_autofree char *text = o.file != NULL ? bx_cli_read_input (o.file, error)
                                             : g_strjoinv (" ", argv + 3);
      g_autofree char *trimmed = NULL;

      if (text == NULL || !check_clause (corpus, argv[2], o.force, error))
        return FALSE;
      trimmed = g_strstrip (g_strdup (text));
      if (*trimmed == '\0')
        {
          g_set_error (error, BX_ERROR, BX_ERROR_USAGE,
                       "the note is empty (use 'notes remove %s' to remove a note)", argv[2]);
          return FALSE;
        }
      db = bx_cli_open_user_db (o.user_db, TRUE, error);
      return db != NULL && bx_user_db_set_note (db, argv[2], text, error)
             && print_one (db, argv[2], corpus, ANSWER_WRITTEN, error);
    }
  return usage (error, NOTES_USAGE);
}

/**
 * bx_cli_cmd_bookmarks:
 * @argc: the arguments' count
 * @argv: "bookmarks", then list, add or remove and their arguments
 * @error: a usage or database error
 *
 * The starred clauses of the user's database; see docs/cli.md.
 *
 * Returns: %TRUE on success
 */
gboolean
bx_cli_cmd_bookmarks (int      argc,
                      char   **argv,
                      GError **error)
{
  g_auto(Options) o = { 0 };
  g_autoptr(BxUserDb) db = NULL;
  g_autoptr(BxCorpus) corpus = NULL;
  const char *verb;
  gboolean add;

  if (!parse (&o, "list|add|remove - starred clauses", &argc, &argv, error))
    return FALSE;
  if (argc < 2)
    return usage (error, BOOKMARKS_USAGE);
  verb = argv[1];
  if (!open_corpus (o.db, &corpus, error))
    return FALSE;
  if (strcmp (verb, "list") == 0 && argc == 2)
    {
      db = bx_cli_open_user_db (o.user_db, TRUE, error);
      return db != NULL && print_list (db, BX_USER_LIST_BOOKMARKS, corpus, o.search, error);
    }
  add = strcmp (verb, "add") == 0;
  if ((add || strcmp (verb, "remove") == 0) && argc == 3)
    {
      if (add && !check_clause (corpus, argv[2], o.force, error))
        return FALSE;
      db = bx_cli_open_user_db (o.user_db, TRUE, error);
      if (db == NULL)
        return FALSE;
      if (!add && !bx_user_db_is_bookmarked (db, argv[2]))
        return print_one (db, argv[2], corpus, ANSWER_NOTHING_TO_REMOVE, error);
      return bx_user_db_set_bookmark (db, argv[2], add, error)
             && print_one (db, argv[2], corpus, add ? ANSWER_WRITTEN : ANSWER_REMOVED, error);
    }
  return usage (error, BOOKMARKS_USAGE);
}
