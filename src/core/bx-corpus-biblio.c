/* bx-corpus-biblio.c: the glossary, the witnesses and the reconstructions as reference
 * works (see bx-corpus-biblio.h)
 *
 * Statements are prepared per call (these lists are read once per page), not cached.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bx-cleanup.h"
#include "bx-corpus-biblio.h"
#include "bx-corpus-private.h"
#include "bx-error.h"
#include "bx-script.h"

static char *
column_text (sqlite3_stmt *stmt,
             int           col)
{
  const char *text = (const char *) sqlite3_column_text (stmt, col);

  return text != NULL && *text != '\0' ? g_strdup (text) : NULL;
}

static sqlite3_stmt *
prepare (BxCorpus    *corpus,
         const char  *sql,
         GError     **error)
{
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (bx_corpus_get_db (corpus), sql, -1, &stmt, NULL) != SQLITE_OK)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: %s", bx_corpus_get_path (corpus),
                   sqlite3_errmsg (bx_corpus_get_db (corpus)));
      return NULL;
    }
  return stmt;
}

/* Steps to the end; FALSE with the database's error when a step fails. */
static gboolean
step_done (BxCorpus     *corpus,
           int           rc,
           GError      **error)
{
  if (rc == SQLITE_DONE)
    return TRUE;
  g_set_error (error, BX_ERROR, BX_ERROR_DATABASE, "%s: %s", bx_corpus_get_path (corpus),
               sqlite3_errmsg (bx_corpus_get_db (corpus)));
  return FALSE;
}

/* The forms column: the lzh terms separated by spaces, headword first. */
static char **
split_forms (const char *headword,
             const char *forms)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) parts = g_strsplit (forms != NULL ? forms : "", " ", -1);

  if (headword != NULL)
    g_strv_builder_add (builder, headword);
  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0' && g_strcmp0 (parts[i], headword) != 0)
      g_strv_builder_add (builder, parts[i]);
  return g_strv_builder_end (builder);
}

/**
 * bx_corpus_list_glossary:
 * @corpus: a corpus
 * @error: return location for a #GError
 *
 * Every item of texts/glossary.xml in its order there, with its forms, reading, glosses
 * and how many clauses tag it.
 *
 * Returns: (transfer full) (element-type BxGlossaryEntry): the entries; %NULL with
 *   %BX_ERROR_DATABASE
 */
GPtrArray *
bx_corpus_list_glossary (BxCorpus  *corpus,
                         GError   **error)
{
  g_autoptr(GPtrArray) out = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  g_return_val_if_fail (corpus != NULL, NULL);

  stmt = prepare (corpus,
                  "SELECT g.id, g.headword, g.pinyin, g.forms, g.gloss_en, g.gloss_zh, "
                  "(SELECT COUNT(DISTINCT t.clause_id) FROM terms t WHERE t.glossary_id = g.id) "
                  "FROM glossary g ORDER BY g.position", error);
  if (stmt == NULL)
    return NULL;
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_glossary_entry_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      BxGlossaryEntry *e = g_new0 (BxGlossaryEntry, 1);
      g_autofree char *forms = column_text (stmt, 3);

      e->id = column_text (stmt, 0);
      e->headword = column_text (stmt, 1);
      e->pinyin = column_text (stmt, 2);
      e->forms = split_forms (e->headword, forms);
      e->gloss_en = column_text (stmt, 4);
      e->gloss_zh = column_text (stmt, 5);
      e->n_clauses = sqlite3_column_int (stmt, 6);
      g_ptr_array_add (out, e);
    }
  if (!step_done (corpus, rc, error))
    return NULL;
  return g_steal_pointer (&out);
}

/**
 * bx_corpus_find_glossary_id:
 * @corpus: a corpus
 * @term: a glossary id ("g.liang"), a headword or another form ("樑"), or a reading
 *   ("liáng"; compared without case)
 *
 * Returns: (transfer full) (nullable): the id of the first item (in glossary order) that
 *   @term names, or %NULL when none does or the database fails.
 */
char *
bx_corpus_find_glossary_id (BxCorpus   *corpus,
                            const char *term)
{
  g_autoptr(GPtrArray) all = NULL;

  g_return_val_if_fail (corpus != NULL, NULL);
  g_return_val_if_fail (term != NULL, NULL);

  all = bx_corpus_list_glossary (corpus, NULL);
  for (guint i = 0; all != NULL && i < all->len; i++)
    {
      const BxGlossaryEntry *e = g_ptr_array_index (all, i);

      if (g_strcmp0 (e->id, term) == 0 || g_strv_contains ((const char * const *) e->forms, term))
        return g_strdup (e->id);
    }
  for (guint i = 0; all != NULL && i < all->len; i++)
    {
      const BxGlossaryEntry *e = g_ptr_array_index (all, i);
      g_autofree char *a = e->pinyin != NULL ? g_utf8_casefold (e->pinyin, -1) : NULL;
      g_autofree char *b = g_utf8_casefold (term, -1);

      if (g_strcmp0 (a, b) == 0)
        return g_strdup (e->id);
    }
  return NULL;
}

/**
 * bx_glossary_fold:
 * @text: (nullable): a form, a reading, a gloss or what the user typed
 *
 * @text folded for matching glossary terms: simplified characters (OpenCC), lower case and
 * no tone marks, so that "liang" and "LIÁNG" match liáng and 樑 matches 梁's simplified
 * form.  The Reader's Glossary filter and `boxi-cli glossary TERM` fold alike.
 *
 * Returns: (transfer full) (nullable): the folded text, %NULL for %NULL
 */
char *
bx_glossary_fold (const char *text)
{
  g_autofree char *simplified = NULL;
  g_autofree char *decomposed = NULL;
  g_autofree char *lower = NULL;
  GString *out;

  if (text == NULL)
    return NULL;
  simplified = bx_script_to_simplified (text);
  lower = g_utf8_casefold (simplified != NULL ? simplified : text, -1);
  decomposed = g_utf8_normalize (lower, -1, G_NORMALIZE_NFD);
  if (decomposed == NULL)
    return g_steal_pointer (&lower);
  out = g_string_new (NULL);
  for (const char *p = decomposed; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_type (c) != G_UNICODE_NON_SPACING_MARK)
        g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

static gboolean
folded_contains (const char *text,
                 const char *needle)
{
  g_autofree char *folded = bx_glossary_fold (text);

  return folded != NULL && strstr (folded, needle) != NULL;
}

static gboolean
folded_equal (const char *text,
              const char *folded_term)
{
  g_autofree char *folded = bx_glossary_fold (text);

  return folded != NULL && strcmp (folded, folded_term) == 0;
}

/**
 * bx_glossary_entry_matches:
 * @entry: a glossary term
 * @folded: what the user typed, folded with bx_glossary_fold(); "" matches every term
 *
 * The Reader's Glossary filter: whether a form, the reading or a gloss of @entry contains
 * @folded (after folding them the same way).
 *
 * Returns: %TRUE when @entry matches
 */
gboolean
bx_glossary_entry_matches (const BxGlossaryEntry *entry,
                           const char            *folded)
{
  g_return_val_if_fail (entry != NULL && folded != NULL, FALSE);

  if (*folded == '\0')
    return TRUE;
  for (guint i = 0; entry->forms[i] != NULL; i++)
    if (folded_contains (entry->forms[i], folded))
      return TRUE;
  return folded_contains (entry->pinyin, folded) || folded_contains (entry->gloss_en, folded)
         || folded_contains (entry->gloss_zh, folded);
}

/**
 * bx_glossary_lookup:
 * @entries: (element-type BxGlossaryEntry): the glossary (bx_corpus_list_glossary())
 * @term: what names a term: an id ("g.liang"), a form ("樑"), a reading ("liáng", "liang")
 *   or a word of a form, reading or gloss
 *
 * The terms @term names, by the first rule that finds any: (1) its id, a form, or its reading
 * exactly (case aside): that one term; (2) a form or the reading equal to @term once both are
 * folded (bx_glossary_fold(): no tone marks, simplified characters): "wu" names both wǔ and
 * wū; (3) the Reader's Glossary filter (bx_glossary_entry_matches()).
 *
 * Returns: (transfer container) (element-type BxGlossaryEntry): the terms (borrowed from
 *   @entries) in glossary order; empty when @term names none
 */
GPtrArray *
bx_glossary_lookup (GPtrArray  *entries,
                    const char *term)
{
  g_autoptr(GPtrArray) out = g_ptr_array_new ();
  g_autofree char *term_case = NULL;
  g_autofree char *folded = NULL;

  g_return_val_if_fail (entries != NULL && term != NULL, NULL);

  term_case = g_utf8_casefold (term, -1);
  /* Pass 0: an id or a form; pass 1: a reading, case aside. */
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < entries->len; i++)
      {
        BxGlossaryEntry *e = g_ptr_array_index (entries, i);
        g_autofree char *reading = pass == 1 && e->pinyin != NULL
                                   ? g_utf8_casefold (e->pinyin, -1) : NULL;

        if (pass == 0 ? g_strcmp0 (e->id, term) == 0
                        || g_strv_contains ((const char * const *) e->forms, term)
                      : g_strcmp0 (reading, term_case) == 0)
          {
            g_ptr_array_add (out, e);
            return g_steal_pointer (&out);
          }
      }
  folded = bx_glossary_fold (term);
  if (folded == NULL || *folded == '\0')
    return g_steal_pointer (&out);
  for (guint i = 0; i < entries->len; i++)
    {
      BxGlossaryEntry *e = g_ptr_array_index (entries, i);
      gboolean equal = folded_equal (e->pinyin, folded);

      for (guint k = 0; !equal && e->forms[k] != NULL; k++)
        equal = folded_equal (e->forms[k], folded);
      if (equal)
        g_ptr_array_add (out, e);
    }
  if (out->len > 0)
    return g_steal_pointer (&out);
  for (guint i = 0; i < entries->len; i++)
    if (bx_glossary_entry_matches (g_ptr_array_index (entries, i), folded))
      g_ptr_array_add (out, g_ptr_array_index (entries, i));
  return g_steal_pointer (&out);
}

/**
 * bx_corpus_term_clauses:
 * @corpus: a corpus
 * @glossary_id: "g.liang"
 * @error: return location for a #GError
 *
 * Every clause that tags the term, once each, in library order (works by their position,
 * clauses in document order), with the characters tagged first and their offset.
 *
 * Returns: (transfer full) (element-type BxTermUse): the uses, empty for a term no clause
 *   tags; %NULL with %BX_ERROR_NOT_FOUND (no such glossary item) or %BX_ERROR_DATABASE
 */
GPtrArray *
bx_corpus_term_clauses (BxCorpus    *corpus,
                        const char  *glossary_id,
                        GError     **error)
{
  g_autoptr(GPtrArray) out = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(sqlite3_stmt) check = NULL;
  int rc;

  g_return_val_if_fail (corpus != NULL, NULL);
  g_return_val_if_fail (glossary_id != NULL, NULL);

  check = prepare (corpus, "SELECT 1 FROM glossary WHERE id = ?1", error);
  if (check == NULL)
    return NULL;
  sqlite3_bind_text (check, 1, glossary_id, -1, SQLITE_TRANSIENT);
  if (sqlite3_step (check) != SQLITE_ROW)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s: no glossary item '%s'",
                   bx_corpus_get_path (corpus), glossary_id);
      return NULL;
    }

  /* The first tag of each clause: the smallest position among its tags of the term. */
  stmt = prepare (corpus,
                  "SELECT c.id, c.work_id, t.surface, t.offset, c.text, MIN(t.position) "
                  "FROM terms t JOIN clauses c ON c.id = t.clause_id "
                  "JOIN works w ON w.id = c.work_id "
                  "WHERE t.glossary_id = ?1 GROUP BY c.id "
                  "ORDER BY w.position, c.position", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, glossary_id, -1, SQLITE_TRANSIENT);
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_term_use_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      BxTermUse *use = g_new0 (BxTermUse, 1);

      use->clause_id = column_text (stmt, 0);
      use->work_id = column_text (stmt, 1);
      use->surface = column_text (stmt, 2);
      use->offset = sqlite3_column_int (stmt, 3);
      use->text = column_text (stmt, 4);
      g_ptr_array_add (out, use);
    }
  if (!step_done (corpus, rc, error))
    return NULL;
  return g_steal_pointer (&out);
}

/* The ids a query of one bound witness id returns, in its order. */
static gboolean
collect_ids (BxCorpus      *corpus,
             sqlite3_stmt  *stmt,
             const char    *witness_id,
             GPtrArray     *out,
             GError       **error)
{
  int rc;

  sqlite3_reset (stmt);
  sqlite3_bind_text (stmt, 1, witness_id, -1, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (out, column_text (stmt, 0));
  return step_done (corpus, rc, error);
}

/**
 * bx_corpus_list_witnesses:
 * @corpus: a corpus
 * @error: return location for a #GError
 *
 * The witnesses of every work (the listWit of its TEI header), works in library order and
 * witnesses in document order, each with the sections taken from it and the clauses that
 * give a variant reading from it.
 *
 * Returns: (transfer full) (element-type BxWitnessEntry): the witnesses; %NULL with
 *   %BX_ERROR_DATABASE
 */
GPtrArray *
bx_corpus_list_witnesses (BxCorpus  *corpus,
                          GError   **error)
{
  g_autoptr(GPtrArray) out = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(sqlite3_stmt) sections = NULL;
  g_autoptr(sqlite3_stmt) clauses = NULL;
  int rc;

  g_return_val_if_fail (corpus != NULL, NULL);

  stmt = prepare (corpus,
                  "SELECT x.id, x.work_id, w.title_zh, x.label FROM witnesses x "
                  "JOIN works w ON w.id = x.work_id ORDER BY w.position, x.rowid", error);
  sections = prepare (corpus, "SELECT id FROM sections WHERE source = ?1 ORDER BY position",
                      error);
  clauses = prepare (corpus,
                     "SELECT v.clause_id FROM variants v JOIN clauses c ON c.id = v.clause_id "
                     "WHERE v.witness_id = ?1 GROUP BY v.clause_id ORDER BY c.position",
                     error);
  if (stmt == NULL || sections == NULL || clauses == NULL)
    return NULL;
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_witness_entry_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      BxWitnessEntry *e = g_new0 (BxWitnessEntry, 1);
      const char *wit;

      e->id = column_text (stmt, 0);
      e->work_id = column_text (stmt, 1);
      e->work_title = column_text (stmt, 2);
      e->label = column_text (stmt, 3);
      wit = strstr (e->id, ".wit.");
      e->siglum = g_strdup (wit != NULL ? wit + strlen (".wit.") : e->id);
      e->section_ids = g_ptr_array_new_with_free_func (g_free);
      e->clause_ids = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (out, e);
      if (!collect_ids (corpus, sections, e->id, e->section_ids, error)
          || !collect_ids (corpus, clauses, e->id, e->clause_ids, error))
        return NULL;
    }
  if (!step_done (corpus, rc, error))
    return NULL;
  return g_steal_pointer (&out);
}

/* The rules of @rulesets that follow @bibl_id, each under the ruleset that defines it. */
static GPtrArray *
rules_following (BxRulesetLibrary *rulesets,
                 const char       *bibl_id)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_rule_ref_free);
  GPtrArray *all = rulesets != NULL ? bx_ruleset_library_list (rulesets) : NULL;

  for (guint i = 0; all != NULL && i < all->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (all, i);
      const char *rs_id = bx_ruleset_get_id (rs);

      for (guint j = 0; j < bx_ruleset_get_n_rules (rs); j++)
        {
          const BxRule *r = bx_ruleset_get_rule (rs, j);
          BxRuleRef *ref;

          if (g_strcmp0 (r->reconstruction, bibl_id) != 0
              || (r->ruleset_id != NULL && strcmp (r->ruleset_id, rs_id) != 0))
            continue;
          ref = g_new0 (BxRuleRef, 1);
          ref->ruleset_id = g_strdup (rs_id);
          ref->rule_id = g_strdup (r->id);
          ref->status = r->status;
          g_ptr_array_add (out, ref);
        }
    }
  return out;
}

/**
 * bx_corpus_list_reconstructions:
 * @corpus: a corpus
 * @rulesets: (nullable): the rulesets whose rules cite the reconstructions
 * @error: return location for a #GError
 *
 * The bibls of texts/reconstructions.xml in their order there, with the full reference and
 * summary, and the rules of @rulesets that follow each (a rule's `<reconstruction ref>`),
 * by ruleset id.
 *
 * Returns: (transfer full) (element-type BxReconstructionEntry): the entries; %NULL with
 *   %BX_ERROR_DATABASE
 */
GPtrArray *
bx_corpus_list_reconstructions (BxCorpus          *corpus,
                                BxRulesetLibrary  *rulesets,
                                GError           **error)
{
  g_autoptr(GPtrArray) out = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  g_return_val_if_fail (corpus != NULL, NULL);

  stmt = prepare (corpus, "SELECT id, type, author, title, date, details, note "
                          "FROM reconstructions ORDER BY position", error);
  if (stmt == NULL)
    return NULL;
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_reconstruction_entry_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      BxReconstructionEntry *e = g_new0 (BxReconstructionEntry, 1);

      e->id = column_text (stmt, 0);
      e->type = column_text (stmt, 1);
      e->author = column_text (stmt, 2);
      e->title = column_text (stmt, 3);
      e->date = column_text (stmt, 4);
      e->details = column_text (stmt, 5);
      e->note = column_text (stmt, 6);
      g_ptr_array_add (out, e);
    }
  if (!step_done (corpus, rc, error))
    return NULL;
  for (guint i = 0; i < out->len; i++)
    {
      BxReconstructionEntry *e = g_ptr_array_index (out, i);

      e->rules = rules_following (rulesets, e->id);
    }
  return g_steal_pointer (&out);
}

/**
 * bx_glossary_entry_free:
 * @entry: (nullable): an entry
 */
void
bx_glossary_entry_free (BxGlossaryEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->id);
  g_free (entry->headword);
  g_free (entry->pinyin);
  g_strfreev (entry->forms);
  g_free (entry->gloss_en);
  g_free (entry->gloss_zh);
  g_free (entry);
}

/**
 * bx_term_use_free:
 * @use: (nullable): a use
 */
void
bx_term_use_free (BxTermUse *use)
{
  if (use == NULL)
    return;
  g_free (use->clause_id);
  g_free (use->work_id);
  g_free (use->surface);
  g_free (use->text);
  g_free (use);
}

/**
 * bx_witness_entry_free:
 * @entry: (nullable): an entry
 */
void
bx_witness_entry_free (BxWitnessEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->id);
  g_free (entry->work_id);
  g_free (entry->work_title);
  g_free (entry->siglum);
  g_free (entry->label);
  g_clear_pointer (&entry->section_ids, g_ptr_array_unref);
  g_clear_pointer (&entry->clause_ids, g_ptr_array_unref);
  g_free (entry);
}

/**
 * bx_rule_ref_free:
 * @ref: (nullable): a rule reference
 */
void
bx_rule_ref_free (BxRuleRef *ref)
{
  if (ref == NULL)
    return;
  g_free (ref->ruleset_id);
  g_free (ref->rule_id);
  g_free (ref);
}

/**
 * bx_reconstruction_entry_free:
 * @entry: (nullable): an entry
 */
void
bx_reconstruction_entry_free (BxReconstructionEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->id);
  g_free (entry->type);
  g_free (entry->author);
  g_free (entry->title);
  g_free (entry->date);
  g_free (entry->details);
  g_free (entry->note);
  g_clear_pointer (&entry->rules, g_ptr_array_unref);
  g_free (entry);
}
