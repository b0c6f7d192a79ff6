/* bx-record-private.h: the BxRecord struct, shared by the files of the records
 *
 * bx-record.c (records as JSON, validated by replay) and bx-record-markdown.c (Markdown
 * transcripts) both read the record's fields.  Not installed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-record.h"

G_BEGIN_DECLS

struct _BxRecord
{
  char    *ruleset_id;
  guint64  seed;
  gboolean seeded;    /* the throws are the seed's stream (checked on load) */
  GStrv    players;
  BxGameOptions options;   /* the table's choices (0 = the ruleset's) */
  GArray  *entries;   /* BxRecordEntry */
};

G_END_DECLS
