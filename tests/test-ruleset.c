/* test-ruleset.c: loading rulesets: the library, extends, the reverse index, and the
 * errors (missing clause, missing topic, malformed XML, bad extends, schema violations)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "bx-core.h"
#include "bx-load-stats.h"
#include "bx-ruleset.h"
#include "bx-families.h"
#include "bx-test-util.h"

static BxClauseIndex *clauses;

static const char *minimal_rules =
  "  <rule id='t.setup' topic='setup' status='attested'><statement xml:lang='en'>s</statement>"
  "<statement xml:lang='zh'>s</statement><cite>pushuang.changju.3</cite>"
  "<param name='pieces' value='15'/></rule>\n"
  "  <rule id='t.throw' topic='throw' status='attested'><statement xml:lang='en'>s</statement>"
  "<statement xml:lang='zh'>s</statement><cite>pushuang.changju.8</cite>"
  "<param name='dice.count' value='2'/></rule>\n"
  "  <rule id='t.move' topic='movement' status='attested'><statement xml:lang='en'>s</statement>"
  "<statement xml:lang='zh'>s</statement><cite>pushuang.changju.12</cite></rule>\n"
  "  <rule id='t.turn' topic='turn-order' status='conjectured'><statement xml:lang='en'>s"
  "</statement><statement xml:lang='zh'>s</statement><cite>pushuang.changju.9</cite>"
  "<reconstruction ref='rec.boxi'>why</reconstruction></rule>\n"
  "  <rule id='t.win' topic='winning' status='attested'><statement xml:lang='en'>s</statement>"
  "<statement xml:lang='zh'>s</statement><cite>pushuang.changju.30</cite></rule>\n";

static const char *score_rule =
  "  <rule id='t.score' topic='scoring' status='attested'><statement xml:lang='en'>s"
  "</statement><statement xml:lang='zh'>s</statement><cite>CITE</cite>"
  "<param name='score.single' value='1'/></rule>\n";

/* Writes a ruleset file into @dir with the schema copied beside it. */
static char *
write_ruleset (const char *dir,
               const char *name,
               const char *id,
               const char *extends,
               const char *body)
{
  g_autofree char *schema_src = g_build_filename (SOURCE_RULESETS_DIR, "boxi-ruleset.rng", NULL);
  g_autofree char *schema_dst = g_build_filename (dir, "boxi-ruleset.rng", NULL);
  g_autofree char *schema = NULL;
  g_autofree char *text = NULL;
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_get_contents (schema_src, &schema, NULL, NULL));
  g_assert_true (g_file_set_contents (schema_dst, schema, -1, NULL));
  text = g_strdup_printf ("<?xml version='1.0' encoding='UTF-8'?>\n"
                          "<ruleset xmlns='https://boxi.github.io/ns/ruleset/1' id='%s' "
                          "family='shuanglu'%s%s%s>\n"
                          "  <name xml:lang='en'>Test</name>\n%s</ruleset>\n",
                          id, extends ? " extends='" : "", extends ? extends : "",
                          extends ? "'" : "", body);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static char *
make_dir (void)
{
  char *dir = g_dir_make_tmp ("boxi-ruleset-XXXXXX", NULL);
  g_assert_nonnull (dir);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *p = g_build_filename (dir, name, NULL);
      g_remove (p);
    }
  g_rmdir (dir);
}

static char *
body_with_cite (const char *cite)
{
  g_autoptr(GString) s = g_string_new (minimal_rules);
  g_autofree char *score = g_strdup (score_rule);
  g_autofree char *fixed = NULL;
  char *at = strstr (score, "CITE");

  *at = '\0';
  fixed = g_strconcat (score, cite, at + 4, NULL);
  g_string_append (s, fixed);
  return g_strdup (s->str);
}

/* The shipped rulesets load with every cite checked against the corpus's clauses; a
 * library load parses each file once and compiles the schema once (issue 20). */
static void
test_library (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRulesetLibrary) lib = NULL;
  BxLoadStats before;
  BxRuleset *ping;
  GArray *cited;

  bx_load_stats_get (&before);
  lib = bx_ruleset_library_new_from_dir (SOURCE_RULESETS_DIR, bx_clause_index_check_func,
                                         clauses, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bx_load_stats_diff (&before, BX_LOAD_RULESET_SCHEMA), ==, 1);
  g_assert_cmpuint (bx_load_stats_diff (&before, BX_LOAD_RULESET_FILE), ==,
                    bx_ruleset_library_list (lib)->len);
  g_assert_cmpuint (bx_load_stats_diff (&before, BX_LOAD_TEI_SCHEMA), ==, 0);
  ping = bx_ruleset_library_get (lib, "shuanglu/ping");
  g_assert_nonnull (ping);
  g_assert_cmpstr (bx_ruleset_get_family (ping), ==, "shuanglu");
  g_assert_cmpstr (bx_ruleset_get_name_zh (ping), ==, "平雙陸");
  g_assert_cmpstr (bx_ruleset_get_param (ping, "pieces"), ==, "15");
  /* The reverse index: changju.15 is cited by ping.hit. */
  cited = bx_ruleset_library_cited_by (lib, "pushuang.changju.15");
  g_assert_nonnull (cited);
  g_assert_cmpstr (g_array_index (cited, BxCitedBy, 0).rule_id, ==, "ping.hit");
  cited = bx_ruleset_library_cited_by (lib, "pushuang.ping.9");
  g_assert_nonnull (g_array_index (cited, BxCitedBy, 0).example);
  g_assert_null (bx_ruleset_library_cited_by (lib, "pushuang.xu.1"));
}

static void
test_missing_clause (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *body = body_with_cite ("pushuang.changju.99");
  g_autofree char *path = write_ruleset (dir, "t.xml", "shuanglu/t", NULL, body);
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRuleset) rs = bx_ruleset_new_from_file (path, NULL, NULL,
                                                      bx_clause_index_check_func, clauses,
                                                      &error);

  g_assert_null (rs);
  g_assert_error (error, BX_ERROR, BX_ERROR_NOT_FOUND);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, ":9: rule 't.score' cites unknown clause "
                                            "'pushuang.changju.99'"));
  remove_dir (dir);
}

static void
test_missing_topic (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = write_ruleset (dir, "t.xml", "shuanglu/t", NULL, minimal_rules);
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRuleset) rs = bx_ruleset_new_from_file (path, NULL, NULL,
                                                      bx_clause_index_check_func, clauses,
                                                      &error);

  g_assert_null (rs);
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, ":2: ruleset 'shuanglu/t' has no rule of the "
                                            "required topic 'scoring'"));
  remove_dir (dir);
}

static void
test_malformed (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = write_ruleset (dir, "t.xml", "shuanglu/t", NULL,
                                         "<rule id='x.y' topic='setup'>\n<oops></rule>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRuleset) rs = bx_ruleset_new_from_file (path, NULL, NULL, NULL, NULL, &error);

  g_assert_null (rs);
  g_assert_error (error, BX_ERROR, BX_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, "malformed XML"));
  remove_dir (dir);
}

/* No entity expansion, no network: an external entity is not read. */
static void
test_entities (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "t.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRuleset) rs = NULL;

  g_assert_true (g_file_set_contents (path,
      "<?xml version='1.0'?><!DOCTYPE r [<!ENTITY x SYSTEM 'file:///etc/passwd'>]>"
      "<ruleset xmlns='https://boxi.github.io/ns/ruleset/1' id='a/b' family='a'>"
      "<name xml:lang='en'>&x;</name></ruleset>", -1, NULL));
  g_free (write_ruleset (dir, "u.xml", "shuanglu/u", NULL, ""));
  rs = bx_ruleset_new_from_file (path, NULL, NULL, NULL, NULL, &error);
  g_assert_null (rs);
  g_assert_nonnull (error);
  remove_dir (dir);
}

static void
test_schema_violation (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = write_ruleset (dir, "t.xml", "shuanglu/t", NULL,
      "<rule id='t.a' topic='weather' status='attested'><statement xml:lang='en'>s"
      "</statement><cite>pushuang.changju.3</cite></rule>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRuleset) rs = bx_ruleset_new_from_file (path, NULL, NULL, NULL, NULL, &error);

  g_assert_null (rs);
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "boxi-ruleset.rng"));
  remove_dir (dir);
}

static void
test_bad_extends (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *body = body_with_cite ("pushuang.ping.11");
  g_autofree char *p1 = write_ruleset (dir, "a.xml", "shuanglu/a", NULL, body);
  g_autofree char *p2 = write_ruleset (dir, "b.xml", "shuanglu/b", "shuanglu/nothere", "");
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRulesetLibrary) lib = bx_ruleset_library_new_from_dir (
      dir, bx_clause_index_check_func, clauses, &error);

  g_assert_null (lib);
  g_assert_error (error, BX_ERROR, BX_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "b.xml:2: extends unknown ruleset "
                                            "'shuanglu/nothere'"));
  remove_dir (dir);
}

/* Issue: a <reconstruction ref> that names no bibl of texts/reconstructions.xml loaded. */
static void
test_unknown_reconstruction (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *body = body_with_cite ("pushuang.ping.11");
  g_autofree char *bad = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRulesetLibrary) lib = NULL;
  char *at = strstr (body, "rec.boxi");

  g_assert_nonnull (at);
  *at = '\0';
  bad = g_strconcat (body, "rec.nosuch", at + strlen ("rec.boxi"), NULL);
  path = write_ruleset (dir, "t.xml", "shuanglu/t", NULL, bad);
  lib = bx_ruleset_library_new_from_dir (dir, bx_clause_index_check_func, clauses, &error);
  g_assert_null (lib);
  g_assert_error (error, BX_ERROR, BX_ERROR_NOT_FOUND);
  if (strstr (error->message, "t.xml:7: rule 't.turn' names unknown reconstruction "
                              "'rec.nosuch'") == NULL)
    g_printerr ("message: %s\n", error->message);
  g_assert_nonnull (strstr (error->message, "t.xml:7: rule 't.turn' names unknown "
                                            "reconstruction 'rec.nosuch'"));
  /* The index knows the real ones, and a clause id is no bibl. */
  g_assert_true (bx_clause_index_check_func ("#rec.boxi", clauses));
  g_assert_false (bx_clause_index_check_func ("#rec.nosuch", clauses));
  g_assert_false (bx_clause_index_check_func ("#pushuang.changju.3", clauses));
  remove_dir (dir);
}

/* Issue: libxml2's message for an invalid UTF-8 byte is two lines; errors are one. */
static void
test_invalid_utf8 (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *body = body_with_cite ("pushuang.ping.11");
  g_autofree char *bad = g_strconcat ("  <!-- \xff\xfe -->\n", body, NULL);
  g_autofree char *path = write_ruleset (dir, "t.xml", "shuanglu/t", NULL, bad);
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRuleset) rs = bx_ruleset_new_from_file (path, NULL, NULL, NULL, NULL, &error);

  g_assert_null (rs);
  g_assert_error (error, BX_ERROR, BX_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, "UTF-8"));
  g_assert_null (strchr (error->message, '\n'));
  g_assert_null (strchr (error->message, '\r'));
  remove_dir (dir);
}

/* Issue: setup="" loaded and placed no piece (a game of 100 001 passes): an empty list
 * param is an error, with FILE:LINE. */
static void
test_empty_list_param (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *body = body_with_cite ("pushuang.ping.11");
  g_autofree char *with = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRuleset) rs = NULL;
  char *at = strstr (body, "<param name='pieces' value='15'/>");
  int list[8];
  guint n = 99;

  g_assert_nonnull (at);
  *at = '\0';
  with = g_strconcat (body, "<param name='setup' value=''/><param name='blank' value=' '/>",
                      "<param name='pieces' value='15'/>",
                      at + strlen ("<param name='pieces' value='15'/>"), NULL);
  path = write_ruleset (dir, "t.xml", "shuanglu/t", NULL, with);
  rs = bx_ruleset_new_from_file (path, NULL, NULL, bx_clause_index_check_func, clauses, &error);
  g_assert_no_error (error);
  g_assert_false (bx_ruleset_get_int_list (rs, "setup", list, G_N_ELEMENTS (list), &n, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "t.xml:4: param 'setup' = '' is not a short list "
                                            "of integers (it is empty)"));
  g_clear_error (&error);
  g_assert_false (bx_ruleset_get_int_list (rs, "blank", list, G_N_ELEMENTS (list), &n, &error));
  g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
  g_clear_error (&error);
  remove_dir (dir);
}

/* Loads the minimal ruleset with t.turn's <reconstruction> replaced by @recon (on line 7
 * where it starts; a newline in @recon moves what follows to line 8). */
static BxRuleset *
load_with_reconstruction (const char  *dir,
                          const char  *recon,
                          char       **path,
                          GError     **error)
{
  g_autofree char *body = body_with_cite ("pushuang.ping.11");
  const char *old = "<reconstruction ref='rec.boxi'>why</reconstruction>";
  char *at = strstr (body, old);
  g_autofree char *text = NULL;

  g_assert_nonnull (at);
  *at = '\0';
  text = g_strconcat (body, recon, at + strlen (old), NULL);
  *path = write_ruleset (dir, "t.xml", "shuanglu/t", NULL, text);
  return bx_ruleset_new_from_file (*path, NULL, NULL, bx_clause_index_check_func, clauses,
                                   error);
}

/* The Chinese twin of a rationale (<reconstruction xml:lang="zh">) loads as rationale_zh,
 * a line break between Chinese characters dropped, and goes with the rule when a child
 * inherits it; malformed twins are errors at their FILE:LINE. */
static void
test_rationale_zh (void)
{
  static const struct { const char *recon; const char *reason; } bad[] = {
    /* Another reconstruction than the English one follows. */
    { "<reconstruction ref='rec.boxi'>why</reconstruction>\n"
      "<reconstruction ref='rec.zhang2016' xml:lang='zh'>理由</reconstruction>",
      "t.xml:8: rule 't.turn': the Chinese rationale follows 'rec.zhang2016', the English "
      "one 'rec.boxi'" },
    /* Blank. */
    { "<reconstruction ref='rec.boxi'>why</reconstruction>\n"
      "<reconstruction ref='rec.boxi' xml:lang='zh'> \n </reconstruction>",
      "t.xml:8: rule 't.turn' has an empty Chinese rationale" },
    /* Chinese only, Chinese first, two Chinese ones, a third language: the schema. */
    { "\n<reconstruction ref='rec.boxi' xml:lang='zh'>理由</reconstruction>",
      "t.xml:8: does not match boxi-ruleset.rng" },
    { "\n<reconstruction ref='rec.boxi' xml:lang='zh'>理由</reconstruction>"
      "<reconstruction ref='rec.boxi'>why</reconstruction>",
      "t.xml:8: does not match boxi-ruleset.rng" },
    { "<reconstruction ref='rec.boxi'>why</reconstruction>"
      "<reconstruction ref='rec.boxi' xml:lang='zh'>理由</reconstruction>\n"
      "<reconstruction ref='rec.boxi' xml:lang='zh'>理由</reconstruction>",
      "t.xml:8: does not match boxi-ruleset.rng" },
    { "<reconstruction ref='rec.boxi'>why</reconstruction>\n"
      "<reconstruction ref='rec.boxi' xml:lang='fr'>pourquoi</reconstruction>",
      "t.xml:8: does not match boxi-ruleset.rng" },
  };
  g_autofree char *dir = make_dir ();
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRuleset) rs = NULL;
  g_autoptr(BxRuleset) child = NULL;
  g_autofree char *child_path = NULL;
  const BxRule *r;
  guint idx;

  rs = load_with_reconstruction (dir, "<reconstruction ref='rec.boxi' xml:lang='en'>why"
                                 "</reconstruction><reconstruction ref='rec.boxi' "
                                 "xml:lang='zh'>因為\n    理由 A 與 B</reconstruction>",
                                 &path, &error);
  g_assert_no_error (error);
  r = bx_ruleset_find_rule (rs, "t.turn", &idx);
  g_assert_nonnull (r);
  g_assert_cmpstr (r->rationale, ==, "why");
  g_assert_cmpstr (r->rationale_zh, ==, "因為理由 A 與 B");
  g_assert_cmpstr (r->reconstruction, ==, "rec.boxi");
  /* An attested rule has neither. */
  g_assert_null (bx_ruleset_find_rule (rs, "t.setup", &idx)->rationale_zh);
  /* A child that does not override t.turn keeps its Chinese rationale. */
  child_path = write_ruleset (dir, "c.xml", "shuanglu/c", "shuanglu/t",
      "  <rule id='c.more' topic='special' status='attested'><statement xml:lang='en'>x"
      "</statement><statement xml:lang='zh'>x</statement><cite>pushuang.sanliang.1</cite>"
      "</rule>\n");
  child = bx_ruleset_new_from_file (child_path, NULL, rs, bx_clause_index_check_func, clauses,
                                    &error);
  g_assert_no_error (error);
  g_assert_cmpstr (bx_ruleset_find_rule (child, "t.turn", &idx)->rationale_zh, ==,
                   "因為理由 A 與 B");
  g_clear_pointer (&path, g_free);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(BxRuleset) none = load_with_reconstruction (dir, bad[i].recon, &path, &error);

      g_assert_null (none);
      g_assert_error (error, BX_ERROR, BX_ERROR_INVALID);
      if (strstr (error->message, bad[i].reason) == NULL)
        g_error ("case %u: expected '%s', got '%s'", i, bad[i].reason, error->message);
      g_assert_true (g_str_has_prefix (error->message, path));
      g_clear_error (&error);
      g_clear_pointer (&path, g_free);
    }
  remove_dir (dir);
}

static gboolean
is_han (gunichar c)
{
  return (c >= 0x2e80 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff)
         || (c >= 0xff00 && c <= 0xffef);
}

/* Every rule of the shipped rulesets that has a rationale has its Chinese one, and the
 * Chinese keeps every run of Chinese characters of the English (the quotations, titles,
 * terms and the works named in clause references) as written. */
static void
test_rationale_zh_complete (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRulesetLibrary) lib = bx_ruleset_library_new_from_dir (
      SOURCE_RULESETS_DIR, bx_clause_index_check_func, clauses, &error);
  GPtrArray *all;
  guint n = 0;

  g_assert_no_error (error);
  all = bx_ruleset_library_list (lib);
  for (guint i = 0; i < all->len; i++)
    {
      BxRuleset *rs = g_ptr_array_index (all, i);

      for (guint k = 0; k < bx_ruleset_get_n_rules (rs); k++)
        {
          const BxRule *r = bx_ruleset_get_rule (rs, k);
          const char *p;

          if (r->rationale == NULL)
            continue;
          if (r->rationale_zh == NULL || r->rationale_zh[0] == '\0')
            g_error ("%s:%d: rule '%s' has a rationale but no Chinese one", r->file, r->line,
                     r->id);
          for (p = r->rationale; *p != '\0';)
            {
              const char *start;
              g_autofree char *run = NULL;

              if (!is_han (g_utf8_get_char (p)))
                {
                  p = g_utf8_next_char (p);
                  continue;
                }
              for (start = p; *p != '\0' && is_han (g_utf8_get_char (p));)
                p = g_utf8_next_char (p);
              run = g_strndup (start, p - start);
              if (strstr (r->rationale_zh, run) == NULL)
                g_error ("%s:%d: rule '%s': the Chinese rationale lacks '%s' of the English",
                         r->file, r->line, r->id, run);
            }
          n++;
        }
    }
  /* Inherited rules count again in each child: at least the 204 written. */
  g_assert_cmpuint (n, >=, 204);
}

/* A variant overrides a rule by id and a param by name; the rest is inherited. */
static void
test_extends (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *body = body_with_cite ("pushuang.ping.11");
  g_autofree char *p1 = write_ruleset (dir, "a.xml", "shuanglu/a", NULL, body);
  g_autofree char *p2 = write_ruleset (dir, "b.xml", "shuanglu/b", "shuanglu/a",
      "  <rule id='t.throw' topic='throw' status='attested'><statement xml:lang='en'>three"
      "</statement><statement xml:lang='zh'>三</statement><cite>pushuang.sanliang.3</cite>"
      "<param name='dice.count' value='3'/></rule>\n"
      "  <rule id='b.more' topic='special' status='attested'><statement xml:lang='en'>x"
      "</statement><statement xml:lang='zh'>x</statement><cite>pushuang.sanliang.1</cite>"
      "<param name='pieces' value='12'/></rule>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(BxRulesetLibrary) lib = bx_ruleset_library_new_from_dir (
      dir, bx_clause_index_check_func, clauses, &error);
  BxRuleset *b;
  guint idx;

  g_assert_no_error (error);
  b = bx_ruleset_library_get (lib, "shuanglu/b");
  g_assert_cmpstr (bx_ruleset_get_extends (b), ==, "shuanglu/a");
  g_assert_cmpuint (bx_ruleset_get_n_rules (b), ==, 7);
  g_assert_cmpstr (bx_ruleset_get_param (b, "dice.count"), ==, "3");
  g_assert_cmpstr (bx_ruleset_get_param (b, "pieces"), ==, "12");
  g_assert_nonnull (bx_ruleset_find_rule (b, "t.throw", &idx));
  g_assert_cmpuint (idx, ==, 1);
  g_assert_cmpstr (bx_ruleset_get_rule (b, idx)->ruleset_id, ==, "shuanglu/b");
  g_assert_cmpstr (bx_ruleset_get_rule (b, 0)->ruleset_id, ==, "shuanglu/a");
  g_assert_cmpint (bx_ruleset_param_rule (b, "pieces"), ==, 6);
  remove_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int rc;

  bx_test_init (&argc, &argv, &clauses, NULL);
  g_assert_cmpuint (bx_clause_index_get_size (clauses), >, 300);

  g_test_add_func ("/rules/ruleset/library", test_library);
  g_test_add_func ("/rules/ruleset/error/missing-clause", test_missing_clause);
  g_test_add_func ("/rules/ruleset/error/missing-topic", test_missing_topic);
  g_test_add_func ("/rules/ruleset/error/malformed-xml", test_malformed);
  g_test_add_func ("/rules/ruleset/error/entities", test_entities);
  g_test_add_func ("/rules/ruleset/error/schema", test_schema_violation);
  g_test_add_func ("/rules/ruleset/error/bad-extends", test_bad_extends);
  g_test_add_func ("/rules/ruleset/error/unknown-reconstruction", test_unknown_reconstruction);
  g_test_add_func ("/rules/ruleset/error/invalid-utf8", test_invalid_utf8);
  g_test_add_func ("/rules/ruleset/error/empty-list-param", test_empty_list_param);
  g_test_add_func ("/rules/ruleset/extends", test_extends);
  g_test_add_func ("/rules/ruleset/rationale-zh", test_rationale_zh);
  g_test_add_func ("/rules/ruleset/rationale-zh-complete", test_rationale_zh_complete);
  rc = g_test_run ();
  bx_clause_index_free (clauses);
  return rc;
}
