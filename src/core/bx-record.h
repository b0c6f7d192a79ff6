/* bx-record.h: game records: the header (ruleset, seed, players) and every throw and
 * move with its rule ids, as JSON; atomic save, validated load, replay and an annotated
 * Markdown transcript
 *
 * A record is a plain list: what was thrown and what was played.  Loading replays it
 * from the ruleset's opening position and checks each throw against the seed's stream
 * when "throws" is "seeded" and each move against the legal moves of its throw, so a
 * truncated or tampered file fails with "FILE: reason" (move numbers in the reason)
 * instead of yielding an impossible game.  The format is in docs/state-format.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-game.h"

G_BEGIN_DECLS

#define BX_RECORD_FORMAT_VERSION 1

typedef struct _BxRecord BxRecord;

/**
 * BxRecordEntry:
 * @t: the throw
 * @move: the move played (a pass is a move with %BX_MOVE_PASS)
 */
typedef struct
{
  BxThrow t;
  BxMove  move;
} BxRecordEntry;

BxRecord      *bx_record_new             (const char         *ruleset_id,
                                          guint64             seed,
                                          const char * const *players);
void           bx_record_free            (BxRecord           *record);
const char    *bx_record_get_ruleset_id  (BxRecord           *record);
guint64        bx_record_get_seed        (BxRecord           *record);
const char * const *bx_record_get_players (BxRecord          *record);
guint          bx_record_get_n_entries   (BxRecord           *record);
const BxRecordEntry *bx_record_get_entry (BxRecord           *record,
                                          guint               index);
void           bx_record_append          (BxRecord           *record,
                                          const BxThrow      *t,
                                          const BxMove       *move);
void           bx_record_truncate        (BxRecord           *record,
                                          guint               n_entries);

JsonNode      *bx_record_to_json         (BxRecord           *record,
                                          const BxGame       *game);
BxRecord      *bx_record_from_json       (JsonNode           *node,
                                          const BxGame       *game,
                                          const char         *file,
                                          GError            **error);
gboolean       bx_record_save            (BxRecord           *record,
                                          const BxGame       *game,
                                          const char         *path,
                                          GError            **error);
char          *bx_record_peek_ruleset    (const char         *path,
                                          GError            **error);
BxRecord      *bx_record_load            (const char         *path,
                                          const BxGame       *game,
                                          GError            **error);
gboolean       bx_record_replay          (BxRecord           *record,
                                          const BxGame       *game,
                                          BxState            *final_state,
                                          GArray             *states,
                                          GError            **error);
char          *bx_record_export_markdown (BxRecord           *record,
                                          const BxGame       *game,
                                          BxClauseIndex      *index,
                                          GError            **error);
/**
 * BxClauseLookupFunc:
 * @clause_id: a clause id
 * @text: (out) (transfer full) (nullable): the original text
 * @translation: (out) (transfer full) (nullable): the English translation
 * @user_data: the closure
 *
 * Returns: %TRUE when the clause was found.
 */
typedef gboolean (*BxClauseLookupFunc) (const char *clause_id,
                                        char      **text,
                                        char      **translation,
                                        gpointer    user_data);

char          *bx_record_export_markdown_lookup (BxRecord           *record,
                                                 const BxGame       *game,
                                                 BxClauseLookupFunc  lookup,
                                                 gpointer            user_data,
                                                 GError            **error);
char          *bx_record_export_markdown_with_corpus (BxRecord *record,
                                                      const BxGame *game,
                                                      BxCorpus *corpus,
                                                      GError  **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxRecord, bx_record_free)

G_END_DECLS
