/* bx-file.h: reading and saving the files Boxi reads and writes (regular files only, a size
 * limit per kind, atomic saves that keep the target's mode and leave nothing behind)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The largest file of each kind Boxi reads, in bytes.  Ours are far smaller (the largest
 * TEI text has about 120 kB, the largest ruleset about 70 kB). */
#define BX_FILE_MAX_TEXT     (8 * 1024 * 1024)   /* a TEI text (texts/NAME.xml) */
#define BX_FILE_MAX_RULESET  (4 * 1024 * 1024)   /* a ruleset (data/rulesets/NAME.xml) */
#define BX_FILE_MAX_RECORD   (16 * 1024 * 1024)  /* a record, a session, the autosave */
#define BX_FILE_MAX_STATE    (1024 * 1024)       /* a state (--state FILE, standard input) */
/* An article and a tutorial have theirs: BX_ENCYCLOPEDIA_MAX_FILE_SIZE (bx-encyclopedia.h)
 * and TUTORIAL_MAX_FILE_SIZE (bx-tutorial.c), 512 KiB each. */

/* The mode of a file a save creates (before the umask); an existing file keeps its own. */
#define BX_FILE_MODE_NEW     0666

gboolean  bx_file_read_regular (const char  *path,
                                gsize        max_bytes,
                                char       **out_contents,
                                gsize       *out_length,
                                GError     **error);
gboolean  bx_file_check_regular (const char  *path,
                                GError     **error);
char     *bx_file_resolve_link (const char  *path,
                                GError     **error);
guint     bx_file_clean_stale  (const char  *path);
gboolean  bx_file_save         (const char  *path,
                                const char  *data,
                                gssize       length,
                                GError     **error);
char     *bx_file_json_error   (const char  *path,
                                const char  *message);
void      bx_file_error_at_line (GError     **error,
                                 const char  *path,
                                 int          line);

/**
 * BxFileSave:
 *
 * A save in progress: a temporary file beside the target (".NAME.XXXXXX"), locked while
 * it is written, renamed over the target by bx_file_save_commit().  Freeing one that was
 * not committed removes the temporary file.
 */
typedef struct _BxFileSave BxFileSave;

BxFileSave *bx_file_save_begin         (const char  *path,
                                        guint        new_mode,
                                        GError     **error);
int         bx_file_save_get_fd        (BxFileSave  *save);
const char *bx_file_save_get_temp_path (BxFileSave  *save);
const char *bx_file_save_get_target    (BxFileSave  *save);
gboolean    bx_file_save_commit        (BxFileSave  *save,
                                        GError     **error);
void        bx_file_save_free          (BxFileSave  *save);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxFileSave, bx_file_save_free)

G_END_DECLS
