/* bx-library.h: the rulesets and the corpus, loaded once per process and shared
 *
 * A BxLibrary holds every ruleset of a folder (checked against the corpus: each cited
 * clause must be a clause of the database) and the corpus database, opened read-only.  The
 * app and the CLI use bx_library_get_default(), built on first use and kept until the
 * process exits, so every page may borrow it, and what it returns, for its whole life.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "bx-clause-index.h"
#include "bx-encyclopedia.h"
#include "bx-load-stats.h"
#include "bx-ruleset.h"
#include "bx-tutorial.h"
#include "bx-types.h"

G_BEGIN_DECLS

#define BX_TYPE_LIBRARY (bx_library_get_type ())

G_DECLARE_FINAL_TYPE (BxLibrary, bx_library, BX, LIBRARY, GObject)

BxLibrary        *bx_library_new                (const char   *rulesets_dir,
                                                 const char   *texts_dir,
                                                 const char   *corpus_db);
BxLibrary        *bx_library_get_default        (void);
gboolean          bx_library_check              (BxLibrary    *self,
                                                 GError      **error);

BxCorpus         *bx_library_get_corpus         (BxLibrary    *self);
const char       *bx_library_get_corpus_path    (BxLibrary    *self);
gboolean          bx_library_get_corpus_rebuilt (BxLibrary    *self);
const GError     *bx_library_get_corpus_error   (BxLibrary    *self);
BxClauseIndex    *bx_library_get_clause_index   (BxLibrary    *self);

BxRulesetLibrary *bx_library_get_rulesets       (BxLibrary    *self);
const char       *bx_library_get_rulesets_dir   (BxLibrary    *self);
const GError     *bx_library_get_rulesets_error (BxLibrary    *self);
GPtrArray        *bx_library_list_rulesets      (BxLibrary    *self);
GPtrArray        *bx_library_list_family        (BxLibrary    *self,
                                                 const char   *family);
BxRuleset        *bx_library_get_ruleset        (BxLibrary    *self,
                                                 const char   *ruleset_id);

BxEncyclopedia   *bx_library_get_encyclopedia   (BxLibrary    *self);
const GError     *bx_library_get_encyclopedia_error (BxLibrary *self);
const char       *bx_library_get_encyclopedia_dir (BxLibrary  *self);

char             *bx_library_find_corpus        (const char   *texts_dir,
                                                 gboolean     *rebuilt,
                                                 GError      **error);
void              bx_library_get_load_stats     (BxLoadStats  *stats);

/* Tutorials (bx-tutorial.h), read on first use. */
const BxTutorial *bx_library_get_tutorial       (BxLibrary    *self,
                                                 const char   *family);
const GError     *bx_library_get_tutorials_error (BxLibrary   *self);

G_END_DECLS
