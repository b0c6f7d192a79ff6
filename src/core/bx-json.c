/* bx-json.c: parsing untrusted JSON with a bound on its nesting
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-json.h"

#include <string.h>

#include "bx-error.h"

/* The value of the four hex digits at @p (@avail bytes there), or -1. */
static int
hex4 (const char *p,
      gsize       avail)
{
  int v = 0;

  if (avail < 4)
    return -1;
  for (guint k = 0; k < 4; k++)
    {
      int d = g_ascii_xdigit_value (p[k]);
      if (d < 0)
        return -1;
      v = v * 16 + d;
    }
  return v;
}

/* Sets @error to "<data>:LINE:COL: @what (byte B)" for the byte @at of @data, in
 * json-glib's form, which bx_file_json_error() places in the file; returns NULL. */
static JsonNode *
at_byte_error (const char  *data,
               gsize        at,
               const char  *what,
               GError     **error)
{
  guint line = 1;
  gsize line_start = 0;

  for (gsize i = 0; i < at; i++)
    if (data[i] == '\n')
      {
        line++;
        line_start = i + 1;
      }
  g_set_error (error, BX_ERROR, BX_ERROR_PARSE,
               "<data>:%u:%" G_GSIZE_FORMAT ": %s (byte %" G_GSIZE_FORMAT ")", line,
               at - line_start + 1, what, at + 1);
  return NULL;
}

/**
 * bx_json_parse_bounded:
 * @data: a JSON text (need not be valid UTF-8 or well formed: the parser says so)
 * @len: the length of @data in bytes, or -1 when it is nul-terminated
 * @max_depth: the deepest nesting of arrays and objects allowed (%BX_JSON_MAX_DEPTH)
 * @error: %BX_ERROR_PARSE, one line: "nested deeper than N levels (byte B)", "comments
 *   are not JSON (byte B)", "single-quoted strings are not JSON (byte B)", the parser's
 *   message, "a lone UTF-16 surrogate is not text (byte B)", "<data>:LINE:COL: a string that
 *   is never closed (byte B)" (where it opens), or,
 *   when the first value is well formed, "<data>:LINE:COL: text after the JSON value (byte B)"
 *
 * Scans the nesting depth of @data first — brackets and braces outside strings, with the
 * escapes of strings respected; a comment or a single-quoted string, which json-glib would
 * read but JSON does not have, is refused — and only hands the text to #JsonParser when it never
 * goes deeper than @max_depth, so that a hostile file cannot overflow the stack of
 * json-glib's recursive parser.  Anything but white space after the first value is refused
 * too, and never given to the parser: json-glib 1.6 reads a second value (`{…} {…}`,
 * `1{…}`, `var a = …;`), keeps the first and leaks the second.  Use it for every JSON text that comes from outside.
 *
 * Returns: (transfer full): the root node (never NULL on success: an empty text is an
 *   error), or NULL with @error set.
 */
JsonNode *
bx_json_parse_bounded (const char  *data,
                       gssize       len,
                       guint        max_depth,
                       GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local = NULL;
  gsize n;
  guint depth = 0;
  gboolean in_string = FALSE, escape = FALSE;
  /* The first value: begun, inside a scalar (a number or a literal), over. */
  gboolean begun = FALSE, in_scalar = FALSE, over = FALSE;
  gsize trailing = G_MAXSIZE, string_start = 0;
  JsonNode *root;

  g_return_val_if_fail (data != NULL || len == 0, NULL);
  n = len < 0 ? strlen (data) : (gsize) len;
  /* json-glib skips a UTF-8 byte order mark. */
  for (gsize i = n >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0 ? 3 : 0; i < n; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (escape)
            {
              int v = c == 'u' ? hex4 (data + i + 1, n - i - 1) : -1;

              escape = FALSE;
              /* json-glib 1.6 leaks its string buffer on a UTF-16 surrogate that is not
               * one of a pair (found by fuzz-state): refused here, a pair skipped whole. */
              if (v >= 0xd800 && v <= 0xdbff && i + 10 < n && data[i + 5] == '\\'
                  && data[i + 6] == 'u' && hex4 (data + i + 7, n - i - 7) >= 0xdc00
                  && hex4 (data + i + 7, n - i - 7) <= 0xdfff)
                i += 10;
              else if (v >= 0xd800 && v <= 0xdfff)
                {
                  g_set_error (error, BX_ERROR, BX_ERROR_PARSE,
                               "a lone UTF-16 surrogate is not text (byte %" G_GSIZE_FORMAT ")",
                               i);
                  return NULL;
                }
            }
          else if (c == '\\')
            escape = TRUE;
          else if (c == '"')
            {
              in_string = FALSE;
              over = depth == 0;
            }
          continue;
        }
      if (depth == 0)
        {
          gboolean space = c == ' ' || c == '\t' || c == '\n' || c == '\r';

          if (space)
            {
              over = over || in_scalar;
              in_scalar = FALSE;
            }
          else if (!begun)
            {
              begun = TRUE;
              in_scalar = c != '"' && c != '[' && c != '{';
            }
          else if (over || !in_scalar
                   || !(g_ascii_isalnum (c) || c == '+' || c == '-' || c == '.'))
            {
              /* The parser reads only the first value: its own error comes first (a
               * bracket that closes a brace ends the scan's value but not the parser's). */
              trailing = i;
              break;
            }
        }
      if (c == '"')
        {
          in_string = TRUE;
          string_start = i;
        }
      else if (c == '/' || c == '#' || c == '\'')
        {
          /* json-glib also reads comments and single-quoted strings, which this scan
           * cannot follow (a bracket inside them would be miscounted): JSON has neither,
           * so refuse them before the parser sees them. */
          g_set_error (error, BX_ERROR, BX_ERROR_PARSE,
                       "%s are not JSON (byte %" G_GSIZE_FORMAT ")",
                       c != '\'' ? "comments" : "single-quoted strings", i + 1);
          return NULL;
        }
      else if (c == '[' || c == '{')
        {
          if (++depth > max_depth)
            {
              g_set_error (error, BX_ERROR, BX_ERROR_PARSE,
                           "nested deeper than %u levels (byte %" G_GSIZE_FORMAT ")",
                           max_depth, i + 1);
              return NULL;
            }
        }
      else if ((c == ']' || c == '}') && depth > 0)
        over = --depth == 0;
    }

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, (gssize) MIN (n, trailing), &local))
    {
      g_autofree char *msg = bx_error_one_line (local->message);

      /* json-glib places a string that is never closed at the end of the text (or at its
       * first line); the place to mend is where it opens. */
      if (in_string && trailing == G_MAXSIZE)
        return at_byte_error (data, string_start, "a string that is never closed", error);
      g_set_error_literal (error, BX_ERROR, BX_ERROR_PARSE, msg);
      return NULL;
    }
  if (trailing != G_MAXSIZE)
    return at_byte_error (data, trailing, "text after the JSON value", error);
  root = json_parser_steal_root (parser);
  if (root == NULL)
    {
      g_set_error_literal (error, BX_ERROR, BX_ERROR_PARSE, "empty JSON text");
      return NULL;
    }
  return root;
}

/**
 * bx_json_member_bool:
 * @object: a JSON object (a state)
 * @name: the member
 * @out: (inout): the value; left as it is when @object has no member @name
 *
 * Reads an optional boolean member of a state JSON.
 *
 * Returns: %TRUE when the member is absent or a boolean; %FALSE (without touching @out)
 *   when it is of another type (an array, a number, null…).
 */
gboolean
bx_json_member_bool (JsonObject *object,
                     const char *name,
                     gboolean   *out)
{
  JsonNode *n = json_object_get_member (object, name);

  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    return FALSE;
  *out = json_node_get_boolean (n);
  return TRUE;
}

/**
 * bx_json_element_int:
 * @array: a JSON array
 * @index: an index below its length
 * @min: the smallest value allowed
 * @max: the largest value allowed
 * @out: (out): the value
 *
 * Returns: %TRUE when element @index is an integer from @min to @max; %FALSE (without
 *   touching @out) when it is of another type or out of range.
 */
gboolean
bx_json_element_int (JsonArray *array,
                     guint      index,
                     gint64     min,
                     gint64     max,
                     gint64    *out)
{
  JsonNode *n = index < json_array_get_length (array) ? json_array_get_element (array, index)
                                                      : NULL;

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64
      || json_node_get_int (n) < min || json_node_get_int (n) > max)
    return FALSE;
  *out = json_node_get_int (n);
  return TRUE;
}

/**
 * bx_json_element_string:
 * @array: a JSON array
 * @index: an index
 *
 * Returns: (nullable): element @index when it is a string; %NULL for any other type
 */
const char *
bx_json_element_string (JsonArray *array,
                        guint      index)
{
  JsonNode *n = index < json_array_get_length (array) ? json_array_get_element (array, index)
                                                      : NULL;

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (n);
}
