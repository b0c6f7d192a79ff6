/* bx-ruleset-private.h: what bx-ruleset.c shares with bx-ruleset-library.c and
 * bx-ruleset-example.c (core only)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libxml/relaxng.h>
#include <libxml/tree.h>

#include "bx-ruleset.h"
#include "bx-file.h"

G_BEGIN_DECLS

#define BX_RULESET_SCHEMA_NAME "boxi-ruleset.rng"
/* The largest ruleset file read, in bytes (ours are under 64 KiB). */
#define BX_RULESET_MAX_FILE_SIZE BX_FILE_MAX_RULESET

struct _BxRuleset
{
  gatomicrefcount  ref;
  char            *id;
  char            *family;
  char            *name_zh;
  char            *name_en;
  char            *extends;
  char            *file;
  char            *source;
  gboolean         playable;
  GPtrArray       *rules;       /* BxRule* */
  GHashTable      *rule_index;  /* id → GUINT_TO_POINTER (index + 1) */
  GHashTable      *params;      /* name → ParamEntry* */
};

xmlDoc     *_bx_ruleset_parse_file  (const char         *path,
                                     GError            **error);
xmlRelaxNG *_bx_ruleset_load_schema (const char         *schema_path,
                                     GError            **error);
gboolean    _bx_ruleset_validate    (xmlRelaxNG         *schema,
                                     xmlDoc             *doc,
                                     const char         *path,
                                     GError            **error);
BxRuleset  *_bx_ruleset_build       (xmlDoc             *doc,
                                     const char         *path,
                                     BxRuleset          *parent,
                                     BxClauseCheckFunc   check,
                                     gpointer            check_data,
                                     GError            **error);
gboolean    _bx_rule_set_example    (BxRule             *r,
                                     const char         *ruleset_id,
                                     const char         *state_json,
                                     const char         *throw_text,
                                     const char         *path,
                                     int                 line,
                                     GError            **error);

G_END_DECLS
