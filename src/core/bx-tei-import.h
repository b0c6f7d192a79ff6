/* bx-tei-import.h: validate texts/<work>.xml and import them into corpus.sqlite
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The meta keys that name the folders whose rules and articles a corpus indexes (the
 * canonical path, or "" for none). */
#define BX_CORPUS_META_RULESETS "index.rulesets"
#define BX_CORPUS_META_ENCYCLOPEDIA "index.encyclopedia"

/* For code that builds with or without the importer. */
#define HAVE_BX_TEI_IMPORT 1

/**
 * BxImportStats:
 * @n_files: XML files read (works, glossary, bibliography)
 * @n_works: works imported
 * @n_sections: sections
 * @n_clauses: original clauses
 * @n_translations: translation segments and summaries
 * @n_notes: interlinear and commentary notes
 * @n_variants: variant readings (one per witness) and emendations
 * @n_terms: glossary term references in clauses
 * @n_glossary: glossary items
 * @n_reconstructions: bibliography entries of reconstructions.xml
 * @elapsed_us: wall time of the whole import, in microseconds
 *
 * What bx_tei_import_directory() imported.
 */
typedef struct
{
  guint  n_files;
  guint  n_works;
  guint  n_sections;
  guint  n_clauses;
  guint  n_translations;
  guint  n_notes;
  guint  n_variants;
  guint  n_terms;
  guint  n_glossary;
  guint  n_reconstructions;
  gint64 elapsed_us;
} BxImportStats;

gboolean  bx_tei_import_directory (const char     *texts_dir,
                                   const char     *out_db,
                                   BxImportStats  *stats,
                                   GError        **error);
gboolean  bx_tei_import_directory_full (const char     *texts_dir,
                                        const char     *rulesets_dir,
                                        const char     *encyclopedia_dir,
                                        const char     *out_db,
                                        BxImportStats  *stats,
                                        GError        **error);
gboolean  bx_tei_import_files     (const char     *rng_path,
                                   const char    **paths,
                                   const char     *out_db,
                                   BxImportStats  *stats,
                                   GError        **error);

/* A usable database: installed, or rebuilt into the user cache (bx-corpus-cache.c). */
gboolean  bx_corpus_check         (const char     *db_path,
                                   GError        **error);
char     *bx_corpus_cache_path    (const char     *texts_dir);
char     *bx_corpus_ensure_full   (const char     *installed_db,
                                   const char     *texts_dir,
                                   const char     *rulesets_dir,
                                   const char     *encyclopedia_dir,
                                   const char     *cache_db,
                                   gboolean       *rebuilt,
                                   GError        **error);
char     *bx_corpus_ensure        (const char     *installed_db,
                                   const char     *texts_dir,
                                   const char     *cache_db,
                                   gboolean       *rebuilt,
                                   GError        **error);

G_END_DECLS
