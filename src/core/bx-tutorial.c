/* bx-tutorial.c: tutorials as data, loaded and checked (see bx-tutorial.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-tutorial.h"

#include <string.h>

#include "bx-cleanup.h"
#include "bx-error.h"
#include "bx-json.h"
#include "bx-xml.h"

#define TUTORIAL_NS "https://boxi.github.io/ns/tutorial/1"
#define TUTORIAL_SCHEMA_NAME "boxi-tutorial.rng"
#define TUTORIAL_MIN_STEPS 5
#define TUTORIAL_MAX_STEPS 10
/* A tutorial of ten steps is a few kilobytes. */
#define TUTORIAL_MAX_FILE_SIZE (512 * 1024)

static void
step_free (gpointer data)
{
  BxTutorialStep *s = data;

  g_free (s->state_json);
  g_free (s->throw_text);
  g_free (s->throw_shown);
  g_free (s->text_en);
  g_free (s->text_zh);
  g_free (s->expected);
  g_free (s->rule_id);
  g_strfreev (s->cites);
  g_free (s);
}

/** bx_tutorial_free: Frees @tutorial and its steps. */
void
bx_tutorial_free (BxTutorial *tutorial)
{
  if (tutorial == NULL)
    return;
  g_free (tutorial->family);
  g_free (tutorial->ruleset_id);
  g_free (tutorial->title_en);
  g_free (tutorial->title_zh);
  g_clear_pointer (&tutorial->steps, g_ptr_array_unref);
  g_free (tutorial->file);
  g_free (tutorial);
}

/* ---------------------------------------------------------------- XML */

static char *
get_attr (xmlNode    *node,
          const char *name)
{
  g_autoptr(BxXmlString) v = xmlGetProp (node, (const xmlChar *) name);
  return v != NULL ? g_strdup ((const char *) v) : NULL;
}

static gboolean
is_elem (xmlNode    *node,
         const char *name)
{
  return node->type == XML_ELEMENT_NODE && strcmp ((const char *) node->name, name) == 0;
}

static gboolean
lang_is_zh (xmlNode *node)
{
  g_autoptr(BxXmlString) v = xmlNodeGetLang (node);
  return v != NULL && strcmp ((const char *) v, "zh") == 0;
}

/* ---------------------------------------------------------------- steps */

/* A state that names its number of players (打馬, 除紅) sets the game up for that many
 * before it is read, as `boxi-cli legal --state` does. */
static gboolean
configure_for_state (BxGame      *game,
                     const char  *json,
                     GError     **error)
{
  g_autoptr(JsonNode) root = bx_json_parse_bounded (json, -1, BX_JSON_MAX_DEPTH, NULL);
  BxGameOptions options = { 0, 0 };
  JsonNode *n;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return TRUE;   /* bx_game_state_from_string() gives the error */
  n = json_object_get_member (json_node_get_object (root), "players");
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    return TRUE;
  if (json_node_get_int (n) < 1 || json_node_get_int (n) > BX_MAX_PLAYERS)
    return TRUE;
  options.n_players = (guint) json_node_get_int (n);
  if (options.n_players == bx_game_get_n_players (game))
    return TRUE;
  return bx_game_configure (game, &options, error);
}

/* The game, position and throw of @step under @rs; errors without a place. */
static BxGame *
step_setup (BxRuleset            *rs,
            const BxTutorialStep *step,
            BxState              *state,
            BxThrow              *throw_out,
            GError              **error)
{
  g_autoptr(BxGame) game = bx_game_new (rs, error);

  if (game == NULL)
    return NULL;
  if (!configure_for_state (game, step->state_json, error)
      || !bx_game_state_from_string (game, step->state_json, state, error))
    return NULL;
  if (!bx_throw_parse (step->throw_text, throw_out, error))
    return NULL;
  if (!bx_game_throw_is_valid (game, throw_out))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s is not a throw of %s's dice",
                   step->throw_text, bx_ruleset_get_id (rs));
      return NULL;
    }
  return g_steal_pointer (&game);
}

/**
 * bx_tutorial_step_setup:
 * @tutorial: a loaded tutorial
 * @step: one of its steps
 * @rulesets: the rulesets it was loaded against
 * @state: (out caller-allocates): the step's position
 * @throw_out: (out caller-allocates): the step's throw
 * @error: %BX_ERROR_NOT_FOUND when the ruleset is gone, or the engine's error
 *
 * Builds a game of the tutorial's ruleset (set up for the number of players the state
 * names) and reads the step's position and throw into it.
 *
 * Returns: (transfer full) (nullable): the game, or NULL with @error set.
 */
BxGame *
bx_tutorial_step_setup (const BxTutorial     *tutorial,
                        const BxTutorialStep *step,
                        BxRulesetLibrary     *rulesets,
                        BxState              *state,
                        BxThrow              *throw_out,
                        GError              **error)
{
  BxRuleset *rs = bx_ruleset_library_get (rulesets, tutorial->ruleset_id);

  if (rs == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "no ruleset '%s'",
                   tutorial->ruleset_id);
      return NULL;
    }
  return step_setup (rs, step, state, throw_out, error);
}

/**
 * bx_tutorial_step_find_expected:
 * @step: a step
 * @game: its game (bx_tutorial_step_setup())
 * @state: its position
 * @moves: (element-type BxMove): the legal moves of its position and throw
 *
 * Returns: the index in @moves of the move whose notation is the step's expected move,
 *   or -1 when none is.
 */
int
bx_tutorial_step_find_expected (const BxTutorialStep *step,
                                const BxGame         *game,
                                const BxState        *state,
                                GArray               *moves)
{
  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *notation = bx_game_describe_move (game, state,
                                                         &g_array_index (moves, BxMove, i));
      if (g_strcmp0 (notation, step->expected) == 0)
        return (int) i;
    }
  return -1;
}

/* Whether @shown ("2") is the first dice of @t ("2,2,1,2"): a step shows only what its
 * position reads of the throw, never other faces. */
static gboolean
shown_is_prefix (const char    *shown,
                 const BxThrow *t)
{
  BxThrow part;

  if (!bx_throw_parse (shown, &part, NULL) || part.n == 0 || part.n > t->n)
    return FALSE;
  for (guint i = 0; i < part.n; i++)
    if (part.d[i] != t->d[i])
      return FALSE;
  return TRUE;
}

static BxTutorialStep *
parse_step (xmlNode           *node,
            const char        *path,
            BxRuleset         *rs,
            BxClauseCheckFunc  check,
            gpointer           check_data,
            GError           **error)
{
  g_autoptr(GPtrArray) cites = g_ptr_array_new ();
  g_autoptr(GError) local = NULL;
  g_autoptr(BxGame) game = NULL;
  BxTutorialStep *s = g_new0 (BxTutorialStep, 1);
  const BxRule *rule;
  BxState state;
  BxThrow t;

  s->line = xmlGetLineNo (node);
  s->rule_id = get_attr (node, "rule");
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      if (is_elem (c, "instruction"))
        {
          char **slot = lang_is_zh (c) ? &s->text_zh : &s->text_en;
          g_free (*slot);
          *slot = bx_xml_node_text (c);
        }
      else if (is_elem (c, "state"))
        s->state_json = bx_xml_node_text (c);
      else if (is_elem (c, "throw"))
        {
          s->throw_text = bx_xml_node_text (c);
          s->throw_shown = get_attr (c, "shown");
        }
      else if (is_elem (c, "expected"))
        s->expected = bx_xml_node_text (c);
      else if (is_elem (c, "cite"))
        g_ptr_array_add (cites, bx_xml_node_text (c));
    }
  g_ptr_array_add (cites, NULL);
  s->cites = (char **) g_ptr_array_steal (cites, NULL);

  rule = bx_ruleset_find_rule (rs, s->rule_id, NULL);
  if (rule == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s:%d: ruleset '%s' has no rule '%s'",
                   path, s->line, bx_ruleset_get_id (rs), s->rule_id);
      step_free (s);
      return NULL;
    }
  for (guint k = 0; s->cites[k] != NULL; k++)
    {
      const char *id = s->cites[k];

      if (check != NULL && !check (id, check_data))
        {
          g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s:%d: unknown clause '%s'", path,
                       s->line, id);
          step_free (s);
          return NULL;
        }
      if (!g_strv_contains ((const char * const *) rule->cites, id)
          && !g_strv_contains ((const char * const *) rule->context, id))
        {
          g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                       "%s:%d: clause '%s' is neither a cite nor a context of rule '%s'",
                       path, s->line, id, s->rule_id);
          step_free (s);
          return NULL;
        }
    }
  game = step_setup (rs, s, &state, &t, &local);
  if (game == NULL)
    {
      g_set_error (error, BX_ERROR, local->domain == BX_ERROR ? local->code : BX_ERROR_INVALID,
                   "%s:%d: step: %s", path, s->line, local->message);
      step_free (s);
      return NULL;
    }
  if (s->throw_shown == NULL)
    s->throw_shown = g_strdup (s->throw_text);
  else if (!shown_is_prefix (s->throw_shown, &t))
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: the throw shown '%s' is not the first dice of the throw '%s'",
                   path, s->line, s->throw_shown, s->throw_text);
      step_free (s);
      return NULL;
    }
  return s;
}

/* ---------------------------------------------------------------- files */

static BxTutorial *
build (xmlDoc            *doc,
       const char        *path,
       BxRulesetLibrary  *rulesets,
       BxClauseCheckFunc  check,
       gpointer           check_data,
       GError           **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autoptr(BxTutorial) tut = g_new0 (BxTutorial, 1);
  int root_line = xmlGetLineNo (root);
  BxRuleset *rs;

  tut->file = g_strdup (path);
  tut->family = get_attr (root, "family");
  tut->ruleset_id = get_attr (root, "ruleset");
  tut->steps = g_ptr_array_new_with_free_func (step_free);
  rs = rulesets != NULL ? bx_ruleset_library_get (rulesets, tut->ruleset_id) : NULL;
  if (rs == NULL)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_NOT_FOUND, "%s:%d: unknown ruleset '%s'", path,
                   root_line, tut->ruleset_id);
      return NULL;
    }
  if (g_strcmp0 (bx_ruleset_get_family (rs), tut->family) != 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: ruleset '%s' is not of the family '%s'", path, root_line,
                   tut->ruleset_id, tut->family);
      return NULL;
    }
  for (xmlNode *c = root->children; c != NULL; c = c->next)
    {
      if (is_elem (c, "title"))
        {
          char **slot = lang_is_zh (c) ? &tut->title_zh : &tut->title_en;
          g_free (*slot);
          *slot = bx_xml_node_text (c);
        }
      else if (is_elem (c, "step"))
        {
          BxTutorialStep *s = parse_step (c, path, rs, check, check_data, error);
          if (s == NULL)
            return NULL;
          g_ptr_array_add (tut->steps, s);
        }
    }
  if (tut->steps->len < TUTORIAL_MIN_STEPS || tut->steps->len > TUTORIAL_MAX_STEPS)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID,
                   "%s:%d: a tutorial has %d to %d steps, not %u", path, root_line,
                   TUTORIAL_MIN_STEPS, TUTORIAL_MAX_STEPS, tut->steps->len);
      return NULL;
    }
  return g_steal_pointer (&tut);
}

static BxTutorial *
load_one (const char        *path,
          xmlRelaxNG        *schema,
          BxRulesetLibrary  *rulesets,
          BxClauseCheckFunc  check,
          gpointer           check_data,
          GError           **error)
{
  g_autoptr(xmlDoc) doc = bx_xml_read_file (path, TUTORIAL_MAX_FILE_SIZE, error);
  xmlNode *root;

  if (doc == NULL)
    return NULL;
  root = xmlDocGetRootElement (doc);
  if (root == NULL || root->ns == NULL
      || strcmp ((const char *) root->ns->href, TUTORIAL_NS) != 0)
    {
      g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "%s:%d: not a tutorial (namespace %s)",
                   path, root != NULL ? (int) xmlGetLineNo (root) : 1, TUTORIAL_NS);
      return NULL;
    }
  if (!bx_xml_validate (schema, doc, path, TUTORIAL_SCHEMA_NAME, error))
    return NULL;
  return build (doc, path, rulesets, check, check_data, error);
}

/**
 * bx_tutorial_new_from_file:
 * @path: a tutorial file
 * @schema_path: (nullable): boxi-tutorial.rng; %NULL: our own (bx_xml_own_schema())
 * @rulesets: the rulesets (the tutorial's ruleset must be one of them)
 * @check: (nullable): the clause check (bx_corpus_check_func() …); %NULL: unchecked
 * @check_data: its closure
 * @error: "FILE:LINE: reason": %BX_ERROR_PARSE for malformed XML; %BX_ERROR_INVALID for a
 *   DOCTYPE, a schema mismatch, a step count outside 5–10, a clause that is not a cite or
 *   context of the step's rule, a state or throw the engine refuses; %BX_ERROR_NOT_FOUND
 *   for an unknown ruleset, rule or clause
 *
 * Reads and checks one tutorial (docs/tutorials.md).  Needs the family's engine
 * registered (bx_games_register_builtin()) to read the states.
 *
 * Returns: (transfer full): the tutorial, or NULL with @error set.
 */
BxTutorial *
bx_tutorial_new_from_file (const char        *path,
                           const char        *schema_path,
                           BxRulesetLibrary  *rulesets,
                           BxClauseCheckFunc  check,
                           gpointer           check_data,
                           GError           **error)
{
  /* Our own schema (bx_xml_own_schema()), never one beside @path. */
  g_autofree char *own = bx_xml_own_schema (TUTORIAL_SCHEMA_NAME);
  g_autoptr(xmlRelaxNG) schema = bx_xml_load_schema (schema_path != NULL ? schema_path : own,
                                                     error);

  if (schema == NULL)
    return NULL;
  return load_one (path, schema, rulesets, check, check_data, error);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/**
 * bx_tutorial_load_dir:
 * @dir: a folder of tutorials (FAMILY.xml; validated against our own boxi-tutorial.rng)
 * @rulesets: the rulesets
 * @check: (nullable): the clause check
 * @check_data: its closure
 * @error: the first file's error ("FILE:LINE: reason"), or a second tutorial of a family
 *
 * Loads every *.xml of @dir, in name order, with one compile of the schema.  A file that
 * fails is left out; the others still load.
 *
 * Returns: (transfer full) (element-type BxTutorial): the tutorials that loaded (maybe
 *   empty; NULL only when @dir or its schema cannot be read); @error is set when any
 *   failed.
 */
GPtrArray *
bx_tutorial_load_dir (const char        *dir,
                      BxRulesetLibrary  *rulesets,
                      BxClauseCheckFunc  check,
                      gpointer           check_data,
                      GError           **error)
{
  g_autofree char *schema_path = bx_xml_own_schema (TUTORIAL_SCHEMA_NAME);
  g_autoptr(xmlRelaxNG) schema = NULL;
  g_autoptr(GDir) d = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *out;
  const char *name;

  if ((d = g_dir_open (dir, 0, error)) == NULL)
    return NULL;
  if ((schema = bx_xml_load_schema (schema_path, error)) == NULL)
    return NULL;
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);

  out = g_ptr_array_new_with_free_func ((GDestroyNotify) bx_tutorial_free);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, g_ptr_array_index (names, i), NULL);
      g_autoptr(GError) local = NULL;
      BxTutorial *tut = load_one (path, schema, rulesets, check, check_data, &local);

      for (guint k = 0; tut != NULL && k < out->len; k++)
        if (g_strcmp0 (((BxTutorial *) g_ptr_array_index (out, k))->family, tut->family) == 0)
          {
            g_set_error (&local, BX_ERROR, BX_ERROR_INVALID,
                         "%s:1: a second tutorial of the family '%s'", path, tut->family);
            g_clear_pointer (&tut, bx_tutorial_free);
          }
      if (tut != NULL)
        g_ptr_array_add (out, tut);
      else if (error != NULL && *error == NULL)
        g_propagate_error (error, g_steal_pointer (&local));
    }
  return out;
}

/**
 * bx_tutorials_default_dir:
 * @rulesets_dir: the rulesets' folder
 *
 * Returns: (transfer full): $BOXI_TUTORIALS_DIR, else the folder `tutorials` beside
 *   @rulesets_dir (data/tutorials in the source tree, $datadir/boxi/tutorials installed).
 */
char *
bx_tutorials_default_dir (const char *rulesets_dir)
{
  const char *env = g_getenv ("BOXI_TUTORIALS_DIR");
  g_autofree char *trimmed = NULL;
  g_autofree char *parent = NULL;

  if (env != NULL && *env != '\0')
    return g_strdup (env);
  trimmed = g_strdup (rulesets_dir);
  while (strlen (trimmed) > 1 && g_str_has_suffix (trimmed, G_DIR_SEPARATOR_S))
    trimmed[strlen (trimmed) - 1] = '\0';
  parent = g_path_get_dirname (trimmed);
  return g_build_filename (parent, "tutorials", NULL);
}
