/* bx-file.c: reading and saving the files Boxi reads and writes
 *
 * Reading.  Every file Boxi reads (a TEI text, a ruleset, a record, a state, an article, a
 * tutorial, the autosave) goes through bx_file_read_regular(): the file is opened without
 * blocking (a FIFO with no writer would otherwise hang the open), its type is taken from
 * the open descriptor (fstat, so a symlink to /dev/zero is seen as the device it is), and
 * anything but a regular file is refused before a byte is read.  Each kind has a size limit
 * (BX_FILE_MAX_*), checked before reading and again while reading (the file may grow).
 *
 * Saving.  bx_file_save() (or bx_file_save_begin() and bx_file_save_commit() for a file
 * another library writes, the corpus database) writes a temporary file ".NAME.XXXXXX"
 * beside the target, fsyncs it, renames it over the target and fsyncs the folder, so a
 * crash leaves either the old file or the new one.  A symlink is followed: the link's
 * target is replaced, the link stays.  An existing target keeps its permission bits; a
 * new file gets BX_FILE_MODE_NEW (or the caller's mode) less the umask.
 *
 * Nothing left behind.  The temporary file is locked (flock) while it is written, so a
 * temporary file of our naming that nobody holds a lock on is the remains of a save that
 * was killed: bx_file_clean_stale() removes those (with the journal SQLite may leave
 * beside one), and every save calls it first.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-file.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "bx-error.h"

/* How many symlinks bx_file_resolve_link() follows before it gives up (a loop). */
#define MAX_LINKS 40

/* The letters of a g_mkstemp() template's XXXXXX. */
#define TEMP_SUFFIX_LEN 6

/* SQLite's files beside a database; a stale temporary database may have left one. */
static const char * const sqlite_suffixes[] = { "-journal", "-wal", "-shm" };

static const char *
file_type_name (mode_t mode)
{
  if (S_ISDIR (mode))
    return "a folder";
  if (S_ISFIFO (mode))
    return "a named pipe (FIFO)";
  if (S_ISCHR (mode))
    return "a character device";
  if (S_ISBLK (mode))
    return "a block device";
  if (S_ISSOCK (mode))
    return "a socket";
  return "not a regular file";
}

/* Opens @path without blocking and checks, on the open descriptor, that it is a regular
 * file.  Returns the descriptor (O_NONBLOCK cleared), or -1 with @error set. */
static int
open_regular (const char  *path,
              struct stat *st,
              GError     **error)
{
  int fd, flags, saved;

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      saved = errno;
      if (saved == ENOENT || saved == ENOTDIR)
        g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no such file", path);
      else
        g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s: cannot open: %s", path,
                     g_strerror (saved));
      return -1;
    }
  if (fstat (fd, st) != 0)
    {
      saved = errno;
      close (fd);
      g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s: cannot read: %s", path,
                   g_strerror (saved));
      return -1;
    }
  if (!S_ISREG (st->st_mode))
    {
      close (fd);
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s: not a regular file (%s)", path,
                   file_type_name (st->st_mode));
      return -1;
    }
  /* A regular file never blocks; reads go on normally. */
  flags = fcntl (fd, F_GETFL);
  if (flags >= 0)
    fcntl (fd, F_SETFL, flags & ~O_NONBLOCK);
  return fd;
}

/**
 * bx_file_read_regular:
 * @path: the file to read
 * @max_bytes: the largest file accepted, in bytes (a BX_FILE_MAX_* of its kind; 0: none)
 * @out_contents: (out) (transfer full): the contents, NUL-terminated
 * @out_length: (out) (optional): their length in bytes (without the NUL)
 * @error: %BX_ERROR_NOT_FOUND "PATH: no such file"; %BX_ERROR_INVALID "PATH: not a regular
 *   file (a named pipe (FIFO))" (a folder, a device, a socket) or "PATH: the file has N
 *   bytes, more than the M allowed"; %BX_ERROR_FAILED "PATH: cannot read: reason"
 *
 * Reads a whole regular file, refusing anything else without blocking: the file is opened
 * with O_NONBLOCK and its type taken with fstat() on the open descriptor (symlinks are
 * followed, so a link to /dev/zero is refused as a device).
 *
 * Returns: %TRUE with @out_contents set, or %FALSE with @error set.
 */
gboolean
bx_file_read_regular (const char  *path,
                      gsize        max_bytes,
                      char       **out_contents,
                      gsize       *out_length,
                      GError     **error)
{
  g_autofree char *buf = NULL;
  struct stat st;
  gsize size, len = 0;
  int fd, saved;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (out_contents != NULL, FALSE);

  fd = open_regular (path, &st, error);
  if (fd < 0)
    return FALSE;
  if (max_bytes > 0 && (guint64) st.st_size > max_bytes)
    {
      close (fd);
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: the file has %" G_GUINT64_FORMAT " bytes, more than the %"
                   G_GSIZE_FORMAT " allowed", path, (guint64) st.st_size, max_bytes);
      return FALSE;
    }
  size = (gsize) st.st_size + 1;
  buf = g_malloc (size + 1);
  for (;;)
    {
      gssize n;

      if (len == size)
        {
          /* The file grew while we read it. */
          if (max_bytes > 0 && len > max_bytes)
            break;
          size *= 2;
          buf = g_realloc (buf, size + 1);
        }
      n = read (fd, buf + len, size - len);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          saved = errno;
          close (fd);
          g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s: cannot read: %s", path,
                       g_strerror (saved));
          return FALSE;
        }
      if (n == 0)
        break;
      len += (gsize) n;
    }
  close (fd);
  if (max_bytes > 0 && len > max_bytes)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s: the file has more than the %" G_GSIZE_FORMAT " bytes allowed", path,
                   max_bytes);
      return FALSE;
    }
  buf[len] = '\0';
  if (out_length != NULL)
    *out_length = len;
  *out_contents = g_steal_pointer (&buf);
  return TRUE;
}

/**
 * bx_file_check_regular:
 * @path: a file another library reads by its name (a schema)
 * @error: as bx_file_read_regular(), without the size
 *
 * bx_file_read_regular()'s test alone: @path opens without blocking and is a regular file.
 *
 * Returns: %TRUE when it is.
 */
gboolean
bx_file_check_regular (const char  *path,
                       GError     **error)
{
  struct stat st;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);

  fd = open_regular (path, &st, error);
  if (fd < 0)
    return FALSE;
  close (fd);
  return TRUE;
}

/**
 * bx_file_resolve_link:
 * @path: a file, which need not exist
 * @error: %BX_ERROR_FAILED "PATH: cannot follow the link: reason" (a loop, a read error)
 *
 * Follows @path while it is a symlink (a relative link is taken from the link's folder),
 * so that a save replaces the file a link points to and not the link.
 *
 * Returns: (transfer full): the path of the file itself (@path when it is no link), or
 *   %NULL with @error set.
 */
char *
bx_file_resolve_link (const char  *path,
                      GError     **error)
{
  g_autofree char *cur = g_strdup (path);

  g_return_val_if_fail (path != NULL, NULL);

  for (guint i = 0; i < MAX_LINKS; i++)
    {
      g_autoptr(GError) local = NULL;
      g_autofree char *link = NULL;
      GStatBuf st;

      if (g_lstat (cur, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&cur);
      link = g_file_read_link (cur, &local);
      if (link == NULL)
        {
          g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s: cannot follow the link: %s",
                       path, local->message);
          return NULL;
        }
      if (!g_path_is_absolute (link))
        {
          g_autofree char *dir = g_path_get_dirname (cur);

          g_free (cur);
          cur = g_build_filename (dir, link, NULL);
        }
      else
        {
          g_free (cur);
          cur = g_steal_pointer (&link);
        }
    }
  g_set_error (error, BX_ERROR, BX_ERROR_FAILED,
               "%s: cannot follow the link: more than %d links (a loop?)", path, MAX_LINKS);
  return NULL;
}

/* TRUE if @name is ".BASE.XXXXXX" with XXXXXX the letters of a g_mkstemp() template, then
 * @suffix.  (Older versions saved records with g_file_set_contents(), whose temporary files
 * were "BASE.XXXXXX": a name a user's own file may have, so those are left alone.) */
static gboolean
is_temp_name (const char *name,
              const char *base,
              const char *suffix)
{
  gsize blen = strlen (base);
  gsize slen = strlen (suffix);
  gsize nlen;

  if (name[0] == '.' && strncmp (name + 1, base, blen) == 0 && name[1 + blen] == '.')
    name += 1 + blen + 1;
  else
    return FALSE;
  nlen = strlen (name);
  if (nlen != TEMP_SUFFIX_LEN + slen || strcmp (name + TEMP_SUFFIX_LEN, suffix) != 0)
    return FALSE;
  for (guint i = 0; i < TEMP_SUFFIX_LEN; i++)
    if (!g_ascii_isalnum (name[i]))
      return FALSE;
  return TRUE;
}

/* TRUE if nobody holds the lock of the temporary file @path, a regular file of ours: the
 * save that made it was killed. */
static gboolean
is_stale (const char *path)
{
  struct stat st;
  int fd;
  gboolean stale;

  if (lstat (path, &st) != 0 || !S_ISREG (st.st_mode) || st.st_uid != getuid ())
    return FALSE;
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | O_NOFOLLOW, 0);
  if (fd < 0)
    return FALSE;
  stale = flock (fd, LOCK_EX | LOCK_NB) == 0;
  /* The lock goes with the descriptor; unlinking while we hold it keeps a save that
   * starts now from taking the name for its own (it checks the link count). */
  if (stale)
    g_unlink (path);
  close (fd);
  return stale;
}

/**
 * bx_file_clean_stale:
 * @path: a file that is saved atomically (the corpus cache, a record)
 *
 * Removes the temporary files of saves of @path that were killed: ".NAME.XXXXXX" beside
 * it (and SQLite's "-journal", "-wal" and "-shm" beside those), when no process holds the
 * temporary file's lock (a save in progress does).  Files of any other name, of another
 * user, or that are no regular files are left alone.  Errors are ignored: cleaning is a
 * courtesy, never a reason to fail.
 *
 * Returns: how many temporary files were removed (their journals not counted).
 */
guint
bx_file_clean_stale (const char *path)
{
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autoptr(GDir) d = NULL;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  guint removed = 0;

  g_return_val_if_fail (path != NULL, 0);

  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  d = g_dir_open (dir, 0, NULL);
  if (d == NULL)
    return 0;
  while ((name = g_dir_read_name (d)) != NULL)
    if (is_temp_name (name, base, ""))
      g_ptr_array_add (found, g_build_filename (dir, name, NULL));
  for (guint i = 0; i < found->len; i++)
    {
      const char *tmp = g_ptr_array_index (found, i);

      if (!is_stale (tmp))
        continue;
      removed++;
      for (guint k = 0; k < G_N_ELEMENTS (sqlite_suffixes); k++)
        {
          g_autofree char *side = g_strconcat (tmp, sqlite_suffixes[k], NULL);
          GStatBuf st;

          if (g_lstat (side, &st) == 0 && S_ISREG (st.st_mode))
            g_unlink (side);
        }
    }
  return removed;
}

struct _BxFileSave
{
  char     *target;     /* the file replaced (symlinks followed) */
  char     *tmp_path;   /* .NAME.XXXXXX beside it */
  int       fd;         /* open and locked until committed or freed */
  gboolean  committed;
};

static gboolean
set_errno_error (GError     **error,
                 const char  *path,
                 const char  *what,
                 int          err)
{
  g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s: %s: %s", path, what, g_strerror (err));
  return FALSE;
}

/**
 * bx_file_save_begin:
 * @path: the file to replace or create (a symlink: the file it points to)
 * @new_mode: the mode of a new file before the umask (%BX_FILE_MODE_NEW, 0644 for a
 *   database); an existing file keeps its own permission bits
 * @error: %BX_ERROR_FAILED "PATH: reason" (a link loop, the folder is not writable, the
 *   target is no regular file)
 *
 * Starts an atomic save: removes stale temporary files beside the target
 * (bx_file_clean_stale()), then creates and locks a new one, ".NAME.XXXXXX".  Write it
 * through bx_file_save_get_fd() or by its path, then call bx_file_save_commit().
 *
 * Returns: (transfer full): the save, or %NULL with @error set.
 */
BxFileSave *
bx_file_save_begin (const char  *path,
                    guint        new_mode,
                    GError     **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  BxFileSave *save;
  struct stat st;
  gboolean exists;

  g_return_val_if_fail (path != NULL, NULL);

  target = bx_file_resolve_link (path, error);
  if (target == NULL)
    return NULL;
  exists = stat (target, &st) == 0;
  if (exists && !S_ISREG (st.st_mode))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s: cannot save: not a regular file (%s)",
                   target, file_type_name (st.st_mode));
      return NULL;
    }
  bx_file_clean_stale (target);
  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);
  save = g_new0 (BxFileSave, 1);
  save->target = g_steal_pointer (&target);
  save->fd = -1;
  /* A cleaner may unlink the file between its creation and our lock: then try again. */
  for (guint attempt = 0; attempt < 8 && save->fd < 0; attempt++)
    {
      struct stat tst;
      int fd;

      g_free (save->tmp_path);
      save->tmp_path = g_strdup_printf ("%s/.%s.XXXXXX", dir, base);
      fd = g_mkstemp_full (save->tmp_path, O_RDWR | O_CLOEXEC, (int) new_mode);
      if (fd < 0)
        {
          int saved = errno;

          g_clear_pointer (&save->tmp_path, g_free);
          bx_file_save_free (save);
          set_errno_error (error, dir, "cannot create a temporary file", saved);
          return NULL;
        }
      /* A file system without flock() gets no lock: the save works, and its temporary
       * files are never taken for stale (bx_file_clean_stale() cannot lock them either). */
      (void) flock (fd, LOCK_EX);
      if (fstat (fd, &tst) == 0 && tst.st_nlink == 0)
        {
          close (fd);   /* a cleaner took it for a killed save's and removed it */
          continue;
        }
      save->fd = fd;
    }
  if (save->fd < 0)
    {
      g_clear_pointer (&save->tmp_path, g_free);
      bx_file_save_free (save);
      g_set_error (error, BX_ERROR, BX_ERROR_FAILED, "%s: cannot lock a temporary file", dir);
      return NULL;
    }
  if (exists && fchmod (save->fd, st.st_mode & 07777) != 0)
    {
      int saved = errno;

      bx_file_save_free (save);
      set_errno_error (error, path, "cannot keep the file's permissions", saved);
      return NULL;
    }
  return save;
}

/** bx_file_save_get_fd: Returns: the temporary file's descriptor (owned by @save). */
int
bx_file_save_get_fd (BxFileSave *save)
{
  return save->fd;
}

/** bx_file_save_get_temp_path: Returns: (transfer none): the temporary file's path. */
const char *
bx_file_save_get_temp_path (BxFileSave *save)
{
  return save->tmp_path;
}

/** bx_file_save_get_target: Returns: (transfer none): the file replaced (links followed). */
const char *
bx_file_save_get_target (BxFileSave *save)
{
  return save->target;
}

/* fsyncs the folder @dir, so that a rename in it is on the disk.  A file system that
 * cannot sync a folder (EINVAL) is not an error. */
static gboolean
fsync_dir (const char  *dir,
           GError     **error)
{
  int fd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
  int saved;

  if (fd < 0)
    return set_errno_error (error, dir, "cannot open the folder to sync it", errno);
  if (fsync (fd) != 0 && errno != EINVAL && errno != ENOTSUP)
    {
      saved = errno;
      close (fd);
      return set_errno_error (error, dir, "cannot sync the folder", saved);
    }
  close (fd);
  return TRUE;
}

/**
 * bx_file_save_commit:
 * @save: a save whose temporary file is written
 * @error: %BX_ERROR_FAILED "PATH: reason" (the sync, the rename, or the folder's sync)
 *
 * fsyncs the temporary file, renames it over the target and fsyncs the target's folder.
 * On failure before the rename the target is as it was (and bx_file_save_free() removes
 * the temporary file); a failure to sync the folder is reported although the file was
 * replaced.
 *
 * Returns: %TRUE when the target is replaced and on the disk.
 */
gboolean
bx_file_save_commit (BxFileSave  *save,
                     GError     **error)
{
  g_autofree char *dir = NULL;

  g_return_val_if_fail (save != NULL && !save->committed, FALSE);

  if (fsync (save->fd) != 0)
    return set_errno_error (error, save->target, "cannot sync the file", errno);
  if (g_rename (save->tmp_path, save->target) != 0)
    return set_errno_error (error, save->target, "cannot replace the file", errno);
  save->committed = TRUE;
  dir = g_path_get_dirname (save->target);
  return fsync_dir (dir, error);
}

/**
 * bx_file_save_free:
 * @save: (nullable): a save
 *
 * Closes the temporary file (which releases its lock) and removes it unless the save was
 * committed.
 */
void
bx_file_save_free (BxFileSave *save)
{
  if (save == NULL)
    return;
  if (!save->committed && save->tmp_path != NULL)
    {
      g_unlink (save->tmp_path);
      for (guint k = 0; k < G_N_ELEMENTS (sqlite_suffixes); k++)
        {
          g_autofree char *side = g_strconcat (save->tmp_path, sqlite_suffixes[k], NULL);
          g_unlink (side);
        }
    }
  if (save->fd >= 0)
    close (save->fd);
  g_free (save->tmp_path);
  g_free (save->target);
  g_free (save);
}

/**
 * bx_file_save:
 * @path: the file to write (a symlink: the file it points to)
 * @data: the new contents
 * @length: their length in bytes, or -1 when @data is NUL-terminated
 * @error: %BX_ERROR_FAILED "PATH: reason"
 *
 * Replaces @path atomically with @data (bx_file_save_begin(), then a write, then
 * bx_file_save_commit()): stale temporary files beside it are removed first, the new
 * file and its folder are synced, an existing file keeps its permission bits and a new
 * one gets %BX_FILE_MODE_NEW less the umask.  On failure @path is as it was and no
 * temporary file is left.
 *
 * Returns: %TRUE on success.
 */
gboolean
bx_file_save (const char  *path,
              const char  *data,
              gssize       length,
              GError     **error)
{
  g_autoptr(BxFileSave) save = NULL;
  gsize len, done = 0;

  g_return_val_if_fail (path != NULL && data != NULL, FALSE);

  len = length < 0 ? strlen (data) : (gsize) length;
  save = bx_file_save_begin (path, BX_FILE_MODE_NEW, error);
  if (save == NULL)
    return FALSE;
  while (done < len)
    {
      gssize n = write (save->fd, data + done, len - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return set_errno_error (error, save->target, "cannot write", errno);
      done += (gsize) n;
    }
  return bx_file_save_commit (save, error);
}

/**
 * bx_file_json_error:
 * @path: the file the JSON came from
 * @message: a message that may hold a JSON parser's place, "<data>:LINE:COL: " (json-glib's
 *   name for text parsed from memory), e.g. "state: <data>:1:5: Parse error: …"
 *
 * Names the file in a JSON error instead of "<data>".
 *
 * Returns: (transfer full): "PATH:LINE:COL: state: Parse error: …" (the place first, then
 *   the rest of @message), or "PATH: message" when @message names no place.
 */
char *
bx_file_json_error (const char *path,
                    const char *message)
{
  const char *data = strstr (message, "<data>:");
  const char *p, *reason;

  if (data == NULL)
    return g_strdup_printf ("%s: %s", path, message);
  /* "<data>:LINE:COL: " */
  p = data + strlen ("<data>:");
  while (g_ascii_isdigit (*p) || *p == ':')
    p++;
  reason = *p == ' ' ? p + 1 : p;
  return g_strdup_printf ("%s:%.*s %.*s%s", path, (int) (p - data - strlen ("<data>:")),
                          data + strlen ("<data>:"), (int) (data - message), message, reason);
}

/**
 * bx_file_error_at_line:
 * @error: (nullable): the error of bx_file_read_regular() for @path, or %NULL
 * @path: the file
 * @line: the line to name (1 for an error about the whole file)
 *
 * Turns "PATH: reason" into "PATH:LINE: reason", for readers whose errors are all
 * "FILE:LINE: reason" (the XML readers).  Any other message is left as it is.
 */
void
bx_file_error_at_line (GError     **error,
                       const char  *path,
                       int          line)
{
  gsize plen = strlen (path);
  char *msg;

  if (error == NULL || *error == NULL || strncmp ((*error)->message, path, plen) != 0
      || strncmp ((*error)->message + plen, ": ", 2) != 0)
    return;
  msg = g_strdup_printf ("%s:%d: %s", path, line, (*error)->message + plen + 2);
  g_free ((*error)->message);
  (*error)->message = msg;
}
