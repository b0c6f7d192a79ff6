/* bx-json.h: parsing untrusted JSON with a bound on its nesting
 *
 * json-glib's parser recurses once per nested array or object, so a file of 100 000
 * opening brackets overflows the stack.  Every JSON text that comes from outside (records,
 * states, a session's file) goes through bx_json_parse_bounded() instead.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Deeper than any record or state needs (a record is 4 levels deep). */
#define BX_JSON_MAX_DEPTH 256

JsonNode *bx_json_parse_bounded (const char  *data,
                                 gssize       len,
                                 guint        max_depth,
                                 GError     **error);

/* Reading members of untrusted JSON by type (never a GLib critical for a wrong type). */
gboolean    bx_json_member_bool    (JsonObject  *object,
                                    const char  *name,
                                    gboolean    *out);
gboolean    bx_json_element_int    (JsonArray   *array,
                                    guint        index,
                                    gint64       min,
                                    gint64       max,
                                    gint64      *out);
const char *bx_json_element_string (JsonArray   *array,
                                    guint        index);

G_END_DECLS
