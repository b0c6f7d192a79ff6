/* bx-tokenizer.c: Boxi's FTS5 tokenizer (see bx-tokenizer.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <opencc.h>

#include "bx-error.h"
#include "bx-search-rank.h"
#include "bx-tokenizer.h"

/* The longest Latin word kept whole; longer runs are cut into pieces of this size. */
#define WORD_MAX 128

typedef struct
{
  gboolean exact;
} BxFts5Tokenizer;

/* The traditional→simplified folding table: OpenCC's TSCharacters, one character at a
 * time, cached.  Global and shared by every connection and thread. */
static GMutex fold_lock;
static opencc_t fold_od = (opencc_t) -1;
static GHashTable *fold_cache; /* gunichar → gunichar */
static char *fold_error;

static char *
find_ts_characters (void)
{
  const char * const *dirs = g_get_system_data_dirs ();
  const char *env = g_getenv ("BOXI_OPENCC_DIR");
  const char *fixed[] = { "/app/share/opencc", "/usr/share/opencc", "/usr/local/share/opencc" };

  if (env != NULL && *env != '\0')
    {
      g_autofree char *path = g_build_filename (env, "TSCharacters.ocd2", NULL);
      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&path);
    }
  for (guint i = 0; dirs[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (dirs[i], "opencc", "TSCharacters.ocd2", NULL);
      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&path);
    }
  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    {
      g_autofree char *path = g_build_filename (fixed[i], "TSCharacters.ocd2", NULL);
      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&path);
    }
  /* Let OpenCC look in its own data directory. */
  return g_strdup ("TSCharacters.ocd2");
}

/* Opens the converter once.  The config is written to a private temporary directory
 * because OpenCC only reads configs from files; it names TSCharacters.ocd2 alone, never
 * the phrase tables of t2s.json. */
static gboolean
fold_init_locked (GError **error)
{
  g_autofree char *dict = NULL;
  g_autofree char *dict_json = NULL;
  g_autofree char *config = NULL;
  g_autofree char *tmpdir = NULL;
  g_autofree char *config_path = NULL;
  g_autoptr(GError) local_error = NULL;

  if (fold_od != (opencc_t) -1)
    return TRUE;
  if (fold_error != NULL)
    {
      g_set_error_literal (error, BX_ERROR, BX_ERROR_FAILED, fold_error);
      return FALSE;
    }

  dict = find_ts_characters ();
  dict_json = g_strescape (dict, NULL);
  config = g_strdup_printf ("{\"name\": \"Boxi: traditional to simplified, characters only\",\n"
                            " \"segmentation\": {\"type\": \"mmseg\", \"dict\": "
                            "{\"type\": \"ocd2\", \"file\": \"%s\"}},\n"
                            " \"conversion_chain\": [{\"dict\": "
                            "{\"type\": \"ocd2\", \"file\": \"%s\"}}]}\n",
                            dict_json, dict_json);
  tmpdir = g_dir_make_tmp ("boxi-opencc-XXXXXX", &local_error);
  if (tmpdir == NULL)
    {
      fold_error = g_strdup_printf ("OpenCC: cannot make a temporary directory: %s",
                                    local_error->message);
      g_set_error_literal (error, BX_ERROR, BX_ERROR_FAILED, fold_error);
      return FALSE;
    }
  config_path = g_build_filename (tmpdir, "boxi-t2s-char.json", NULL);
  if (!g_file_set_contents (config_path, config, -1, &local_error))
    {
      fold_error = g_strdup_printf ("OpenCC: %s", local_error->message);
      g_rmdir (tmpdir);
      g_set_error_literal (error, BX_ERROR, BX_ERROR_FAILED, fold_error);
      return FALSE;
    }

  fold_od = opencc_open (config_path);
  g_unlink (config_path);
  g_rmdir (tmpdir);
  if (fold_od == (opencc_t) -1)
    {
      fold_error = g_strdup_printf ("%s: cannot open OpenCC's character table: %s",
                                    dict, opencc_error ());
      g_set_error_literal (error, BX_ERROR, BX_ERROR_FAILED, fold_error);
      return FALSE;
    }
  fold_cache = g_hash_table_new (NULL, NULL);
  return TRUE;
}

static gboolean
fold_init (GError **error)
{
  gboolean ok;

  g_mutex_lock (&fold_lock);
  ok = fold_init_locked (error);
  g_mutex_unlock (&fold_lock);
  return ok;
}

/**
 * bx_tokenizer_is_han:
 * @ch: a code point
 *
 * Returns: %TRUE if @ch is a Han ideograph (the unified ideographs and every extension,
 * the compatibility ideographs, the radicals, 〇 and 々), which the tokenizer emits as a
 * token of its own.
 */
gboolean
bx_tokenizer_is_han (gunichar ch)
{
  return (ch >= 0x4E00 && ch <= 0x9FFF)
         || (ch >= 0x3400 && ch <= 0x4DBF)
         || (ch >= 0x20000 && ch <= 0x3FFFF)
         || (ch >= 0xF900 && ch <= 0xFAFF)
         || (ch >= 0x2E80 && ch <= 0x2FDF)
         || ch == 0x3005 || ch == 0x3007
         || (ch >= 0x3021 && ch <= 0x3029);
}

/**
 * bx_tokenizer_fold_char:
 * @ch: a code point
 *
 * Folds a traditional Han character to its simplified form with OpenCC's TSCharacters
 * table (乾 → 干, 馬 → 马).  Any other character, or any character when the table cannot
 * be loaded, is returned as it is.  Thread-safe; results are cached.
 *
 * Returns: the folded code point
 */
gunichar
bx_tokenizer_fold_char (gunichar ch)
{
  gpointer cached;
  gunichar folded = ch;
  char in[8];
  int n;
  char *out;

  if (ch < 0x2E80 || !bx_tokenizer_is_han (ch))
    return ch;

  g_mutex_lock (&fold_lock);
  if (!fold_init_locked (NULL))
    {
      g_mutex_unlock (&fold_lock);
      return ch;
    }
  if (g_hash_table_lookup_extended (fold_cache, GUINT_TO_POINTER (ch), NULL, &cached))
    {
      g_mutex_unlock (&fold_lock);
      return GPOINTER_TO_UINT (cached);
    }

  n = g_unichar_to_utf8 (ch, in);
  in[n] = '\0';
  out = opencc_convert_utf8 (fold_od, in, n);
  if (out != NULL)
    {
      /* Keep the character when the table gives more (or less) than one character. */
      if (g_utf8_validate (out, -1, NULL) && g_utf8_strlen (out, -1) == 1)
        folded = g_utf8_get_char (out);
      opencc_convert_utf8_free (out);
    }
  g_hash_table_insert (fold_cache, GUINT_TO_POINTER (ch), GUINT_TO_POINTER (folded));
  g_mutex_unlock (&fold_lock);
  return folded;
}

/* Latin letters (and fullwidth ASCII) are folded to lowercase ASCII where that is simple:
 * the first character of the canonical decomposition, when it is ASCII. */
static gunichar
fold_latin (gunichar ch)
{
  gunichar decomposed[G_UNICHAR_MAX_DECOMPOSITION_LENGTH];
  gsize n;

  if (ch >= 0xFF01 && ch <= 0xFF5E)
    ch -= 0xFEE0;
  if (ch < 0x80)
    return g_ascii_tolower ((char) ch);
  n = g_unichar_fully_decompose (ch, FALSE, decomposed, G_N_ELEMENTS (decomposed));
  if (n > 0 && decomposed[0] < 0x80)
    return g_ascii_tolower ((char) decomposed[0]);
  return g_unichar_tolower (ch);
}

typedef enum
{
  CLASS_SEPARATOR,
  CLASS_WORD,   /* part of a Latin word or a number */
  CLASS_SINGLE, /* a token of its own: Han, other scripts' letters, private use */
} CharClass;

static CharClass
classify (gunichar ch)
{
  GUnicodeType type;

  if (ch < 0x80)
    return g_ascii_isalnum ((char) ch) ? CLASS_WORD : CLASS_SEPARATOR;
  if (bx_tokenizer_is_han (ch))
    return CLASS_SINGLE;
  if ((ch >= 0xFF10 && ch <= 0xFF19) || (ch >= 0xFF21 && ch <= 0xFF3A)
      || (ch >= 0xFF41 && ch <= 0xFF5A))
    return CLASS_WORD;
  type = g_unichar_type (ch);
  if (type == G_UNICODE_NON_SPACING_MARK || type == G_UNICODE_SPACING_MARK
      || type == G_UNICODE_ENCLOSING_MARK)
    return CLASS_WORD; /* combining accents join the word before them */
  if (type == G_UNICODE_PRIVATE_USE)
    return CLASS_SINGLE;
  if (!g_unichar_isalnum (ch))
    return CLASS_SEPARATOR;
  if (g_unichar_get_script (ch) == G_UNICODE_SCRIPT_LATIN || type == G_UNICODE_DECIMAL_NUMBER)
    return CLASS_WORD;
  return CLASS_SINGLE;
}

/* @han: the token is one Han character (bx_tokenizer_is_han()). */
typedef int (*EmitFunc) (void       *ctx,
                         const char *token,
                         int         n_token,
                         int         start,
                         int         end,
                         gboolean    han);

/* The one tokenizing loop, shared by FTS5 and bx_tokenizer_tokenize().  Invalid UTF-8
 * bytes are separators.  Returns the first non-SQLITE_OK value of @emit. */
static int
tokenize_text (const char *text,
               int         length,
               gboolean    exact,
               EmitFunc    emit,
               void       *ctx)
{
  char word[WORD_MAX + 8];
  int word_len = 0;
  int word_start = -1;
  int word_end = 0;
  int i = 0;
  int rc;

  while (i <= length)
    {
      gunichar ch = 0;
      int next = i;
      CharClass klass = CLASS_SEPARATOR;

      if (i < length)
        {
          const guchar c = (guchar) text[i];

          if (c < 0x80)
            {
              ch = c;
              next = i + 1;
            }
          else
            {
              ch = g_utf8_get_char_validated (text + i, length - i);
              if (ch == (gunichar) -1 || ch == (gunichar) -2)
                {
                  ch = 0;
                  next = i + 1;
                }
              else
                next = i + g_unichar_to_utf8 (ch, NULL);
            }
          klass = ch != 0 ? classify (ch) : CLASS_SEPARATOR;
        }

      if (klass == CLASS_WORD)
        {
          gunichar folded = fold_latin (ch);
          GUnicodeType type = g_unichar_type (ch);

          /* A combining mark only joins a word; alone it is nothing. */
          if (word_start < 0
              && (type == G_UNICODE_NON_SPACING_MARK || type == G_UNICODE_SPACING_MARK
                  || type == G_UNICODE_ENCLOSING_MARK))
            {
              i = next;
              continue;
            }
          if (word_start < 0)
            word_start = i;
          if (type != G_UNICODE_NON_SPACING_MARK && type != G_UNICODE_SPACING_MARK
              && type != G_UNICODE_ENCLOSING_MARK)
            {
              if (word_len + 6 > WORD_MAX)
                {
                  rc = emit (ctx, word, word_len, word_start, i, FALSE);
                  if (rc != SQLITE_OK)
                    return rc;
                  word_len = 0;
                  word_start = i;
                }
              word_len += g_unichar_to_utf8 (folded, word + word_len);
            }
          word_end = next;
          i = next;
          continue;
        }

      /* The end of a word. */
      if (word_start >= 0)
        {
          if (word_len > 0)
            {
              rc = emit (ctx, word, word_len, word_start, word_end, FALSE);
              if (rc != SQLITE_OK)
                return rc;
            }
          word_start = -1;
          word_len = 0;
        }
      if (i >= length)
        break;

      if (klass == CLASS_SINGLE)
        {
          char buf[8];
          gunichar folded = exact ? ch : bx_tokenizer_fold_char (ch);
          int n;

          gboolean han = bx_tokenizer_is_han (ch);

          if (!han)
            folded = g_unichar_tolower (ch);
          n = g_unichar_to_utf8 (folded, buf);
          rc = emit (ctx, buf, n, i, next, han);
          if (rc != SQLITE_OK)
            return rc;
        }
      i = next;
    }
  return SQLITE_OK;
}

/* FTS5 glue.
 *
 * Documents (FTS5_TOKENIZE_DOCUMENT) also get, at the position of each Han character that
 * follows another Han character token, the bigram of the two as a colocated token
 * (FTS5_TOKEN_COLOCATED): FTS5 counts only the first token of a position in a column's
 * size and snippet() and highlight() skip colocated tokens, so the bigrams change neither
 * bm25's lengths nor the text shown, but a phrase of two Han characters is then one term
 * of the index.  A query phrase that starts with BX_TOKENIZER_BIGRAM_MARK and whose tokens
 * are all Han characters, two or more, is given as the phrase of its bigrams (ab, bc, cd
 * for abcd), which matches at the same places as the phrase of its characters. */

typedef struct
{
  void *fts_ctx;
  int (*x_token) (void *, int, const char *, int, int, int);
  gboolean bigrams;  /* add the colocated bigrams (a document) */
  char     prev[8];  /* the token before, when it was a Han character */
  int      n_prev;   /* 0: the token before was not a Han character (or none) */
  int      prev_start;
} Fts5EmitCtx;

static int
emit_fts5 (void       *ctx,
           const char *token,
           int         n_token,
           int         start,
           int         end,
           gboolean    han)
{
  Fts5EmitCtx *c = ctx;
  int rc = c->x_token (c->fts_ctx, 0, token, n_token, start, end);

  if (rc != SQLITE_OK || !c->bigrams)
    return rc;
  if (han && c->n_prev > 0 && n_token <= (int) sizeof c->prev)
    {
      char pair[2 * sizeof c->prev];

      memcpy (pair, c->prev, c->n_prev);
      memcpy (pair + c->n_prev, token, n_token);
      rc = c->x_token (c->fts_ctx, FTS5_TOKEN_COLOCATED, pair, c->n_prev + n_token,
                       c->prev_start, end);
    }
  c->n_prev = 0;
  if (han && n_token <= (int) sizeof c->prev)
    {
      memcpy (c->prev, token, n_token);
      c->n_prev = n_token;
      c->prev_start = start;
    }
  return rc;
}

typedef struct
{
  char     token[8];
  int      n_token;
  int      start;
  int      end;
} HanToken;

/* Collects a bigram query phrase's tokens; stops (SQLITE_DONE) at one that is not a Han
 * character. */
static int
emit_collect (void       *ctx,
              const char *token,
              int         n_token,
              int         start,
              int         end,
              gboolean    han)
{
  GArray *tokens = ctx;
  HanToken t = { { 0 }, n_token, start, end };

  if (!han || n_token > (int) sizeof t.token)
    {
      g_array_set_size (tokens, 0);
      return SQLITE_DONE;
    }
  memcpy (t.token, token, n_token);
  g_array_append_val (tokens, t);
  return SQLITE_OK;
}

/* A query phrase marked with BX_TOKENIZER_BIGRAM_MARK: its bigrams when it is two or more
 * Han characters, else its tokens. */
static int
tokenize_bigram_query (const char *text,
                       int         n_text,
                       gboolean    exact,
                       Fts5EmitCtx *ctx)
{
  g_autoptr(GArray) tokens = g_array_new (FALSE, FALSE, sizeof (HanToken));
  int rc;

  rc = tokenize_text (text, n_text, exact, emit_collect, tokens);
  if ((rc != SQLITE_OK && rc != SQLITE_DONE) || tokens->len < 2)
    return tokenize_text (text, n_text, exact, emit_fts5, ctx);
  for (guint i = 0; i + 1 < tokens->len; i++)
    {
      const HanToken *a = &g_array_index (tokens, HanToken, i);
      const HanToken *b = &g_array_index (tokens, HanToken, i + 1);
      char pair[2 * sizeof a->token];

      memcpy (pair, a->token, a->n_token);
      memcpy (pair + a->n_token, b->token, b->n_token);
      rc = ctx->x_token (ctx->fts_ctx, 0, pair, a->n_token + b->n_token, a->start, b->end);
      if (rc != SQLITE_OK)
        return rc;
    }
  return SQLITE_OK;
}

static int
fts5_create (void            *user_data,
             const char     **args,
             int              n_args,
             Fts5Tokenizer  **out)
{
  BxFts5Tokenizer *tok;

  for (int i = 0; i < n_args; i++)
    if (g_strcmp0 (args[i], "exact") != 0)
      return SQLITE_ERROR;
  tok = g_new0 (BxFts5Tokenizer, 1);
  tok->exact = n_args > 0;
  *out = (Fts5Tokenizer *) tok;
  return SQLITE_OK;
}

static void
fts5_delete (Fts5Tokenizer *tokenizer)
{
  g_free (tokenizer);
}

static int
fts5_tokenize (Fts5Tokenizer *tokenizer,
               void          *fts_ctx,
               int            flags,
               const char    *text,
               int            n_text,
               int          (*x_token) (void *, int, const char *, int, int, int))
{
  BxFts5Tokenizer *tok = (BxFts5Tokenizer *) tokenizer;
  Fts5EmitCtx ctx = { fts_ctx, x_token, (flags & FTS5_TOKENIZE_DOCUMENT) != 0, { 0 }, 0, 0 };
  int rc;

  if (text == NULL || n_text <= 0)
    return SQLITE_OK;
  if ((flags & FTS5_TOKENIZE_QUERY) != 0 && text[0] == BX_TOKENIZER_BIGRAM_MARK)
    rc = tokenize_bigram_query (text + 1, n_text - 1, tok->exact, &ctx);
  else
    /* snippet() and highlight() (FTS5_TOKENIZE_AUX) use the tokens' positions and byte
     * offsets only, which folding does not change: they are spared its look-ups. */
    rc = tokenize_text (text, n_text, tok->exact || flags == FTS5_TOKENIZE_AUX, emit_fts5,
                        &ctx);
  return rc == SQLITE_DONE ? SQLITE_OK : rc;
}

static fts5_api *
get_fts5_api (sqlite3 *db)
{
  fts5_api *api = NULL;
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (db, "SELECT fts5(?1)", -1, &stmt, NULL) != SQLITE_OK)
    return NULL;
  sqlite3_bind_pointer (stmt, 1, (void *) &api, "fts5_api_ptr", NULL);
  sqlite3_step (stmt);
  sqlite3_finalize (stmt);
  return api;
}

/**
 * bx_tokenizer_register:
 * @db: an open SQLite connection
 * @error: return location for a #GError
 *
 * Registers the tokenizer as %BX_TOKENIZER_NAME ("boxi") with FTS5 on @db.  Tables use
 * it as `tokenize = 'boxi'` (folded) or `tokenize = 'boxi exact'`; it can be wrapped, as
 * in `tokenize = 'porter boxi'`.  Loads OpenCC's character table on first use.  Also
 * registers the search's rank function, boxi_rank() (bx-search-rank.h).
 *
 * Returns: %TRUE on success; %FALSE with %BX_ERROR_DATABASE when SQLite has no FTS5, or
 * %BX_ERROR_FAILED when OpenCC's TSCharacters table cannot be loaded.
 */
gboolean
bx_tokenizer_register (sqlite3  *db,
                       GError  **error)
{
  static fts5_tokenizer tokenizer = { fts5_create, fts5_delete, fts5_tokenize };
  fts5_api *api;

  g_return_val_if_fail (db != NULL, FALSE);

  if (!fold_init (error))
    return FALSE;
  api = get_fts5_api (db);
  if (api == NULL || api->iVersion < 2)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE,
                   "%s: SQLite was built without FTS5", sqlite3_db_filename (db, "main"));
      return FALSE;
    }
  if (api->xCreateTokenizer (api, BX_TOKENIZER_NAME, NULL, &tokenizer, NULL) != SQLITE_OK)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: cannot register tokenizer: %s",
                   sqlite3_db_filename (db, "main"), sqlite3_errmsg (db));
      return FALSE;
    }
  return bx_search_rank_register (db, api, error);
}

/* The C-side API. */

typedef struct
{
  BxTokenFunc func;
  gpointer    user_data;
  GString    *buf;
} CallbackCtx;

static int
emit_callback (void       *ctx,
               const char *token,
               int         n_token,
               int         start,
               int         end,
               gboolean    han)
{
  CallbackCtx *c = ctx;

  g_string_truncate (c->buf, 0);
  g_string_append_len (c->buf, token, n_token);
  return c->func (c->buf->str, start, end, c->user_data) ? SQLITE_OK : SQLITE_DONE;
}

/**
 * bx_tokenizer_tokenize:
 * @text: UTF-8 text
 * @length: its length in bytes, or -1 if NUL-terminated
 * @exact: %TRUE for no traditional→simplified folding
 * @func: called for each token, in order
 * @user_data: passed to @func
 * @error: return location for a #GError
 *
 * Splits @text exactly as the FTS5 tokenizer does.
 *
 * Returns: %TRUE; %FALSE with %BX_ERROR_FAILED if folding is asked for and OpenCC's
 * table cannot be loaded.  Stopping early from @func is not an error.
 */
gboolean
bx_tokenizer_tokenize (const char   *text,
                       gssize        length,
                       gboolean      exact,
                       BxTokenFunc   func,
                       gpointer      user_data,
                       GError      **error)
{
  g_autoptr(GString) buf = g_string_new (NULL);
  CallbackCtx ctx = { func, user_data, buf };

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (func != NULL, FALSE);

  if (!exact && !fold_init (error))
    return FALSE;
  if (length < 0)
    length = strlen (text);
  tokenize_text (text, (int) length, exact, emit_callback, &ctx);
  return TRUE;
}

static int
emit_count (void       *ctx,
            const char *token,
            int         n_token,
            int         start,
            int         end,
            gboolean    han)
{
  (*(guint *) ctx)++;
  return SQLITE_OK;
}

/**
 * bx_tokenizer_count:
 * @text: NUL-terminated UTF-8 text
 * @exact: %TRUE for no folding (folding does not change the count)
 *
 * Returns: the number of tokens in @text
 */
guint
bx_tokenizer_count (const char *text,
                    gboolean    exact)
{
  guint n = 0;

  g_return_val_if_fail (text != NULL, 0);

  tokenize_text (text, strlen (text), TRUE, emit_count, &n);
  return n;
}

static gboolean
count_han (const char *token,
           int         start,
           int         end,
           gpointer    user_data)
{
  guint *n_han = user_data;

  if (g_utf8_strlen (token, -1) != 1 || !bx_tokenizer_is_han (g_utf8_get_char (token)))
    {
      *n_han = 0;
      return FALSE;
    }
  (*n_han)++;
  return TRUE;
}

/* Adds @start (@len bytes) to @terms as a quoted phrase, marked for the bigram index
 * when @bigrams and it is two or more Han characters. */
static void
add_term (GPtrArray  *terms,
          const char *start,
          gsize       len,
          gboolean    bigrams)
{
  g_autofree char *term = g_strndup (start, len);
  guint n_han = 0;
  GString *quoted;

  if (bx_tokenizer_count (term, TRUE) == 0)
    return;
  quoted = g_string_new ("\"");
  if (bigrams)
    {
      bx_tokenizer_tokenize (term, -1, TRUE, count_han, &n_han, NULL);
      if (n_han >= 2)
        g_string_append_c (quoted, BX_TOKENIZER_BIGRAM_MARK);
    }
  for (const char *p = term; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (quoted, '"');
      /* The mark is a separator for the tokenizer: typed, it is a space. */
      g_string_append_c (quoted, *p == BX_TOKENIZER_BIGRAM_MARK ? ' ' : *p);
    }
  g_string_append_c (quoted, '"');
  g_ptr_array_add (terms, g_string_free (quoted, FALSE));
}

static char *
build_match (const char  *query,
             const char  *column_filter,
             gboolean     bigrams,
             GError     **error)
{
  g_autoptr(GPtrArray) terms = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) out = g_string_new (NULL);
  const char *p = query;

  g_return_val_if_fail (query != NULL, NULL);

  if (!g_utf8_validate (query, -1, NULL))
    {
      g_set_error_literal (error, BX_ERROR, BX_ERROR_INVALID, "query: not valid UTF-8");
      return NULL;
    }

  while (*p != '\0')
    {
      const char *start;

      if (g_ascii_isspace (*p) || g_unichar_isspace (g_utf8_get_char (p)))
        {
          p = g_utf8_next_char (p);
          continue;
        }
      if (*p == '"' || g_str_has_prefix (p, "“") || g_str_has_prefix (p, "「"))
        {
          const char *close = *p == '"' ? "\"" : g_str_has_prefix (p, "“") ? "”" : "」";
          const char *end;

          start = g_utf8_next_char (p);
          end = strstr (start, close);
          if (end == NULL)
            end = start + strlen (start);
          add_term (terms, start, end - start, bigrams);
          p = *end != '\0' ? end + strlen (close) : end;
          continue;
        }
      start = p;
      while (*p != '\0' && !g_unichar_isspace (g_utf8_get_char (p)) && *p != '"')
        p = g_utf8_next_char (p);
      add_term (terms, start, p - start, bigrams);
    }

  if (terms->len == 0)
    return g_strdup ("");

  if (column_filter != NULL)
    g_string_append_printf (out, "%s : (", column_filter);
  for (guint i = 0; i < terms->len; i++)
    {
      if (i > 0)
        g_string_append (out, " AND ");
      g_string_append (out, g_ptr_array_index (terms, i));
    }
  if (column_filter != NULL)
    g_string_append_c (out, ')');
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/**
 * bx_tokenizer_build_match:
 * @query: what the user typed (UTF-8)
 * @column_filter: (nullable): an FTS5 column filter such as "{original note}", or %NULL
 * @exact: unused by the expression itself (the table chooses the folding); kept so that
 *   callers state which table the expression is for
 * @error: return location for a #GError
 *
 * Builds a safe FTS5 MATCH expression from a user query.  Text between double quotes is
 * one phrase; every other whitespace-separated word is a phrase of its own (a run of Han
 * characters such as 打马 is a phrase of single characters once the table's tokenizer has
 * split it).  All phrases must match (AND).  Every phrase is quoted, so FTS5 operators
 * and column names typed by the user are only words.  Words with no token (punctuation)
 * are dropped.
 *
 * Returns: (transfer full): the expression, or "" when the query has no token at all;
 * %NULL with %BX_ERROR_INVALID if @query is not valid UTF-8
 */
char *
bx_tokenizer_build_match (const char  *query,
                          const char  *column_filter,
                          gboolean     exact,
                          GError     **error)
{
  return build_match (query, column_filter, FALSE, error);
}

/**
 * bx_tokenizer_build_bigram_match:
 * @query: what the user typed (UTF-8)
 * @column_filter: (nullable): as for bx_tokenizer_build_match()
 * @error: return location for a #GError
 *
 * bx_tokenizer_build_match() with each phrase of two or more Han characters (and no other
 * token) marked with %BX_TOKENIZER_BIGRAM_MARK, so that the tokenizer gives it as the
 * phrase of its bigrams (打馬出 as 打馬 馬出), which the index holds as single terms since
 * schema version 3.  The expression matches the same documents, with the same number of
 * instances of each phrase in each column, and has the same phrases in the same order, so
 * bm25() gives the same scores; but snippet() and highlight() would mark only the first
 * character of each bigram: use bx_tokenizer_build_match()'s expression for them.
 *
 * Returns: (transfer full): the expression, or "" when the query has no token at all;
 * %NULL with %BX_ERROR_INVALID if @query is not valid UTF-8
 */
char *
bx_tokenizer_build_bigram_match (const char  *query,
                                 const char  *column_filter,
                                 GError     **error)
{
  return build_match (query, column_filter, TRUE, error);
}
