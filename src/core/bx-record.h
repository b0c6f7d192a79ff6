/* bx-record.h: game records: the header (ruleset, seed, the table's options, players) and
 * every throw and move with its rule ids, as JSON; atomic save, validated load, replay and
 * an annotated Markdown transcript
 *
 * A record is a plain list: what was thrown and what was played.  Loading replays it
 * from the ruleset's opening position (after the record's options — number of players,
 * rounds — are applied with bx_game_configure()) and checks each throw against the seed's
 * stream when "throws" is "seeded" and each move against the legal moves of its throw, so
 * a truncated or tampered file fails with "FILE: move N: reason" instead of yielding an
 * impossible game.  Nothing here knows a family: sides are named by
 * bx_game_player_name(), a draw is a #BxResult of kind %BX_RESULT_DRAW, and every kind of
 * move (steps, pass, table action, the decision to throw) is kept by its steps and flags.
 * The format is in docs/state-format.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-game.h"

G_BEGIN_DECLS

/* 2: "options", each move's "flags", draws and the result's rules; version 1 (雙陸
 * records before) still loads. */
#define BX_RECORD_FORMAT_VERSION 2

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
void           bx_record_set_options     (BxRecord           *record,
                                          const BxGameOptions *options);
const BxGameOptions *bx_record_get_options (BxRecord         *record);
const char    *bx_record_winner_name     (const BxGame       *game,
                                          const BxResult     *result);

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
gboolean       bx_record_peek            (const char         *path,
                                          char              **ruleset_id,
                                          BxGameOptions      *options,
                                          GError            **error);
BxRecord      *bx_record_load            (const char         *path,
                                          const BxGame       *game,
                                          GError            **error);
BxRecord      *bx_record_load_configure  (const char         *path,
                                          BxGame             *game,
                                          GError            **error);
BxRecord      *bx_record_from_json_configure (JsonNode       *node,
                                              BxGame         *game,
                                              const char     *file,
                                              GError        **error);
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
