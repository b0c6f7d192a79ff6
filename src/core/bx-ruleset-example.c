/* bx-ruleset-example.c: the "show me" example of each rule (a state JSON and a throw), as a
 * ruleset sees it
 *
 * A rule's example is written in its <rule> (`<example throw="6,2">STATE</example>`) or,
 * for a rule the ruleset inherits through `extends`, as a ruleset-level
 * `<example rule="ping.hit" throw="6,2">STATE</example>` after the rules
 * (docs/rulesets.md).  An inherited rule keeps its parent's example unless the child gives
 * its own.  Either way the example is stored with its state's "ruleset" member naming the
 * ruleset that holds the rule, so that it opens in that ruleset.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-error.h"
#include "bx-json.h"
#include "bx-dice.h"
#include "bx-ruleset-private.h"

/* The fast path of _bx_rule_set_example(): a strict JSON scan (RFC 8259) that copies the
 * text without its white space and gives the top-level object's "ruleset" member the new
 * value, with no tree built and nothing re-serialised.  Anything it does not take — a
 * text that is no JSON object, nesting deeper than BX_JSON_MAX_DEPTH, a byte order mark, a
 * top-level key written with an escape, "ruleset" twice, a "ruleset" member that is no
 * string — goes to the slow path (json-glib), which gives the same result or error as
 * before this scan existed. */
typedef struct
{
  const char *p;
  const char *end;
  GString    *out;
  guint       depth;
} Scan;

static void
scan_space (Scan *s)
{
  while (s->p < s->end && (*s->p == ' ' || *s->p == '\t' || *s->p == '\n' || *s->p == '\r'))
    s->p++;
}

/* A string at s->p, copied; *@escaped is set when it holds a backslash.  A \\u escape of
 * a surrogate or of U+0000 is left to json-glib. */
static gboolean
scan_string (Scan     *s,
             gboolean *escaped)
{
  const char *start = s->p;

  if (s->p >= s->end || *s->p != '"')
    return FALSE;
  *escaped = FALSE;
  for (s->p++; s->p < s->end; s->p++)
    {
      guchar c = (guchar) *s->p;

      if (c == '"')
        {
          s->p++;
          g_string_append_len (s->out, start, s->p - start);
          return TRUE;
        }
      if (c < 0x20)
        return FALSE;
      if (c == '\\')
        {
          *escaped = TRUE;
          if (++s->p >= s->end)
            return FALSE;
          if (*s->p == 'u')
            {
              if (s->end - s->p < 5)
                return FALSE;
              for (int k = 1; k <= 4; k++)
                if (!g_ascii_isxdigit (s->p[k]))
                  return FALSE;
              if (g_ascii_tolower (s->p[1]) == 'd' && strchr ("89abcdefABCDEF", s->p[2]) != NULL)
                return FALSE;
              if (memcmp (s->p + 1, "0000", 4) == 0)
                return FALSE;
              s->p += 4;
            }
          else if (strchr ("\"\\/bfnrt", *s->p) == NULL || *s->p == '\0')
            return FALSE;
        }
    }
  return FALSE;
}

static gboolean
scan_digits (Scan *s)
{
  const char *start = s->p;

  while (s->p < s->end && g_ascii_isdigit (*s->p))
    s->p++;
  return s->p > start;
}

static gboolean scan_value (Scan *s);

static gboolean
scan_number (Scan *s)
{
  const char *start = s->p;

  if (s->p < s->end && *s->p == '-')
    s->p++;
  if (s->p < s->end && *s->p == '0')
    s->p++;
  else if (!scan_digits (s))
    return FALSE;
  if (s->p < s->end && *s->p == '.')
    {
      s->p++;
      if (!scan_digits (s))
        return FALSE;
    }
  if (s->p < s->end && (*s->p == 'e' || *s->p == 'E'))
    {
      s->p++;
      if (s->p < s->end && (*s->p == '+' || *s->p == '-'))
        s->p++;
      if (!scan_digits (s))
        return FALSE;
    }
  g_string_append_len (s->out, start, s->p - start);
  return TRUE;
}

/* The members or elements of an object or array after its opening bracket. */
static gboolean
scan_container (Scan *s,
                char  close)
{
  gboolean escaped;

  if (++s->depth > BX_JSON_MAX_DEPTH)
    return FALSE;
  scan_space (s);
  if (s->p < s->end && *s->p == close)
    {
      g_string_append_c (s->out, *s->p++);
      s->depth--;
      return TRUE;
    }
  for (;;)
    {
      if (close == '}')
        {
          if (!scan_string (s, &escaped))
            return FALSE;
          scan_space (s);
          if (s->p >= s->end || *s->p != ':')
            return FALSE;
          g_string_append_c (s->out, *s->p++);
        }
      if (!scan_value (s))
        return FALSE;
      scan_space (s);
      if (s->p >= s->end)
        return FALSE;
      if (*s->p == close)
        {
          g_string_append_c (s->out, *s->p++);
          s->depth--;
          return TRUE;
        }
      if (*s->p != ',')
        return FALSE;
      g_string_append_c (s->out, *s->p++);
      scan_space (s);
    }
}

static gboolean
scan_literal (Scan       *s,
              const char *word)
{
  gsize n = strlen (word);

  if ((gsize) (s->end - s->p) < n || memcmp (s->p, word, n) != 0)
    return FALSE;
  g_string_append_len (s->out, s->p, n);
  s->p += n;
  return TRUE;
}

static gboolean
scan_value (Scan *s)
{
  gboolean escaped;

  scan_space (s);
  if (s->p >= s->end)
    return FALSE;
  switch (*s->p)
    {
    case '{':
    case '[':
      {
        char close = *s->p == '{' ? '}' : ']';

        g_string_append_c (s->out, *s->p++);
        return scan_container (s, close);
      }
    case '"':
      return scan_string (s, &escaped);
    case 't':
      return scan_literal (s, "true");
    case 'f':
      return scan_literal (s, "false");
    case 'n':
      return scan_literal (s, "null");
    default:
      return scan_number (s);
    }
}

static void
append_json_string (GString    *out,
                    const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      if (c == '"' || c == '\\')
        {
          g_string_append_c (out, '\\');
          g_string_append_c (out, (char) c);
        }
      else if (c < 0x20)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_c (out, (char) c);
    }
  g_string_append_c (out, '"');
}

/* @state_json, a JSON object, without white space and with its "ruleset" member set to
 * @ruleset_id (appended last when it has none, as json-glib does); NULL when the fast path
 * does not take the text (see Scan). */
static char *
rename_fast (const char *state_json,
             const char *ruleset_id)
{
  gsize n = strlen (state_json);
  g_autoptr(GString) out = g_string_sized_new (n + strlen (ruleset_id) + 16);
  Scan s = { state_json, state_json + n, out, 1 };
  gboolean renamed = FALSE;

  if (!g_utf8_validate_len (state_json, n, NULL))
    return NULL;
  scan_space (&s);
  if (s.p >= s.end || *s.p != '{')
    return NULL;
  g_string_append_c (out, *s.p++);
  scan_space (&s);
  while (s.p < s.end && *s.p != '}')
    {
      const char *key = s.p;
      gboolean escaped;

      if (out->len > 1)
        {
          if (*s.p != ',')
            return NULL;
          g_string_append_c (out, *s.p++);
          scan_space (&s);
          key = s.p;
        }
      if (!scan_string (&s, &escaped) || escaped)
        return NULL;
      scan_space (&s);
      if (s.p >= s.end || *s.p != ':')
        return NULL;
      g_string_append_c (out, *s.p++);
      if (s.p - key >= 10 && memcmp (key, "\"ruleset\"", 9) == 0
          && (key[9] == ':' || key[9] == ' ' || key[9] == '\t' || key[9] == '\n'
              || key[9] == '\r'))
        {
          gsize at = out->len;

          if (renamed || !scan_value (&s) || out->str[at] != '"')
            return NULL;
          g_string_truncate (out, at);
          append_json_string (out, ruleset_id);
          renamed = TRUE;
        }
      else if (!scan_value (&s))
        return NULL;
      scan_space (&s);
    }
  if (s.p >= s.end)
    return NULL;
  s.p++;
  scan_space (&s);
  if (s.p != s.end)
    return NULL;
  if (!renamed)
    {
      if (out->len > 1)
        g_string_append_c (out, ',');
      g_string_append (out, "\"ruleset\":");
      append_json_string (out, ruleset_id);
    }
  g_string_append_c (out, '}');
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/**
 * _bx_rule_set_example:
 * @r: the rule
 * @ruleset_id: the ruleset that holds @r (the copy in a child for an inherited rule)
 * @state_json: the example's state (docs/state-format.md), or %NULL to keep @r's own and
 *   only rename its ruleset
 * @throw_text: (nullable): the example's throw ("6,2", "none"), with @state_json
 * @path: the file, for errors
 * @line: the line of the <example> element, for errors
 * @error: %BX_ERROR_INVALID ("FILE:LINE: reason") when the state is not a JSON object or
 *   the throw not a throw
 *
 * Sets (or renames) @r's example: the state's "ruleset" member becomes @ruleset_id.  The
 * state is checked here, at load, but not parsed into a tree: a strict scan copies it
 * without white space and replaces the member's value in the text (rename_fast()); only a
 * text the scan does not take is parsed and re-serialised with json-glib, for its error or
 * its result.  The state is parsed when it is used (the "show me" position, `boxi-cli
 * clause`).
 *
 * Returns: %TRUE on success (also when @r has no example and none is given).
 */
gboolean
_bx_rule_set_example (BxRule      *r,
                      const char  *ruleset_id,
                      const char  *state_json,
                      const char  *throw_text,
                      const char  *path,
                      int          line,
                      GError     **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(JsonNode) root = NULL;
  char *text;
  BxThrow t;

  if (state_json == NULL)
    {
      if (r->example == NULL)
        return TRUE;
      state_json = r->example;
      throw_text = r->example_throw;
    }
  text = rename_fast (state_json, ruleset_id);
  if (text == NULL)
    {
      root = bx_json_parse_bounded (state_json, -1, BX_JSON_MAX_DEPTH, &local);
      if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                       "%s:%d: the example of rule '%s' is not a state (a JSON object)%s%s",
                       path, line, r->id, local != NULL ? ": " : "",
                       local != NULL ? local->message : "");
          return FALSE;
        }
    }
  if (throw_text != NULL && !bx_throw_parse (throw_text, &t, &local))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%d: the example of rule '%s': %s",
                   path, line, r->id, local->message);
      g_free (text);
      return FALSE;
    }
  if (text == NULL)
    {
      json_object_set_string_member (json_node_get_object (root), "ruleset", ruleset_id);
      text = json_to_string (root, FALSE);
    }
  {
    char *thr = g_strdup (throw_text);
    g_free (r->example);
    g_free (r->example_throw);
    r->example = text;
    r->example_throw = thr;
  }
  return TRUE;
}

/**
 * bx_ruleset_get_example:
 * @rs: a ruleset
 * @rule_id: "ping.hit", a rule of @rs (its own or inherited)
 * @state_json: (out) (optional) (transfer none): the example's state JSON, whose "ruleset"
 *   member is @rs's id (docs/state-format.md)
 * @throw_text: (out) (optional) (transfer none) (nullable): the example's throw ("6,2"), or
 *   %NULL when the example is a position before its throw
 *
 * The "show me" example of a rule as @rs sees it: the child's own example for the rule when
 * it gives one, else the one it inherits.  For a rule of play the example is a position and
 * a throw in which a legal move cites the rule (bx_example_citing()); for setup, throw,
 * turn order and winning, a position that shows the rule.
 *
 * Returns: %TRUE with the strings set (owned by @rs); %FALSE when @rs has no such rule or
 *   the rule has no example.
 */
gboolean
bx_ruleset_get_example (BxRuleset   *rs,
                        const char  *rule_id,
                        const char **state_json,
                        const char **throw_text)
{
  const BxRule *r;

  g_return_val_if_fail (rs != NULL && rule_id != NULL, FALSE);

  r = bx_ruleset_find_rule (rs, rule_id, NULL);
  if (r == NULL || r->example == NULL)
    return FALSE;
  if (state_json != NULL)
    *state_json = r->example;
  if (throw_text != NULL)
    *throw_text = r->example_throw;
  return TRUE;
}
