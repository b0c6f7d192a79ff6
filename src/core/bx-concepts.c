/* bx-concepts.c: concepts across families, derived from topics and params (see
 * bx-concepts.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bx-concepts.h"

#include <string.h>

#include "bx-game.h"   /* N_() */

#define ANY_TOPIC BX_N_TOPICS

typedef enum
{
  V_ANY,        /* any value */
  V_TRUE,       /* anything but "false", "0", "none" or "" */
  V_FALSE,      /* "false" or "0" */
  V_POSITIVE,   /* an integer > 0 */
  V_EQUALS,     /* exactly @arg */
  V_CONTAINS,   /* a comma-separated list holding @arg */
} ValueTest;

/* One predicate: a rule matches when it has @topic (or ANY_TOPIC) and sets a param whose
 * name is @name ("*" any name, "tie.*" a prefix, "*.pot" a suffix) with a value passing
 * @test.  A param counts only in the rule that sets it after `extends` (a child's param of
 * the same name wins). */
typedef struct
{
  BxTopic     topic;
  const char *name;
  ValueTest   test;
  const char *arg;
} Predicate;

#define MAX_PREDICATES 12

typedef struct
{
  const char *id;
  const char *name_en;
  const char *name_zh;
  Predicate   preds[MAX_PREDICATES];
} ConceptDef;

static const ConceptDef concept_defs[] = {
  /* Hitting: a piece that lands on (or enters onto) enemy pieces sends them off the board,
   * kills or takes them — a capture rule that turns hitting on: a lone piece may be hit
   * (hit.lone), stacks of fewer or as many (hit.equal), entering pieces hit (entry.hit), a
   * capture is possible at all (capture), enemy pieces are taken into one's circle
   * (capture.circle), a strong piece takes lying ones (capture.xiao-san). */
  { "hitting", N_("Hitting"), "打子",
    { { BX_TOPIC_CAPTURE, "hit.lone", V_TRUE },
      { BX_TOPIC_CAPTURE, "hit.equal", V_TRUE },
      { BX_TOPIC_CAPTURE, "entry.hit", V_TRUE },
      { BX_TOPIC_CAPTURE, "capture", V_TRUE },
      { BX_TOPIC_CAPTURE, "capture.circle", V_TRUE },
      { BX_TOPIC_CAPTURE, "capture.xiao-san", V_TRUE } } },
  /* Blocking: some pieces or places stop an enemy's move — any blocking rule that sets
   * something (block.min, block.enemy, block.any, gates, a pass that needs a stack of ten
   * …), and a capture rule that turns hitting off for lone pieces (hit.lone false), since
   * then a single enemy piece closes its point. */
  { "blocking", N_("Blocking"), "阻擋",
    { { BX_TOPIC_BLOCKING, "*", V_TRUE },
      { BX_TOPIC_CAPTURE, "hit.lone", V_FALSE } } },
  /* Stacking: own pieces may share a point and move or count together — any stacking rule
   * that allows it or bounds it (stack.allowed, stack.max, stack.together, a face that
   * moves a stack), a backward move allowed in order to stack (daoxing), and a param that
   * sizes a stack (hangu.stack: only a stack of ten passes). */
  { "stacking", N_("Stacking"), "疊子",
    { { BX_TOPIC_STACKING, "*", V_TRUE },
      { BX_TOPIC_MOVEMENT, "daoxing", V_CONTAINS, "stack" },
      { ANY_TOPIC, "*.stack", V_POSITIVE } } },
  /* Bearing off: pieces leave the board, or reach a final place, for good — any
   * bearing-off rule that sets something (bearoff.*, exit.overshoot, track.centre,
   * centre.inner-one, finish.overshoot, qian.fly). */
  { "bearing-off", N_("Bearing off"), "出子",
    { { BX_TOPIC_BEARING_OFF, "*", V_TRUE } } },
  /* Entering: pieces come onto the board by the throw — any entry or re-entry rule that
   * sets something (entry.*, reentry.*, reenter, return.on-one), and a setup of none
   * (every piece starts off the board). */
  { "entering", N_("Entering"), "入子",
    { { BX_TOPIC_ENTRY, "*", V_ANY },
      { BX_TOPIC_REENTRY, "*", V_TRUE },
      { BX_TOPIC_SETUP, "setup", V_EQUALS, "none" } } },
  /* Jumping: a piece passes over a point or a piece in one step — a step that jumps
   * (step.jump, step.square-jump) or a face of the die that makes a piece jump. */
  { "jumping", N_("Jumping"), "跳越",
    { { BX_TOPIC_MOVEMENT, "step.jump", V_TRUE },
      { BX_TOPIC_MOVEMENT, "step.square-jump", V_TRUE },
      { ANY_TOPIC, "face.*", V_EQUALS, "jump" } } },
  /* Turning over (梟/伏): a piece changes its state, stood up as a 梟 or laid down as a 伏
   * — a special rule that raises a piece (status.rise, xiao.at-end) or lays it down
   * (status.fall). */
  { "turning-over", N_("Turning over (梟/伏)"), "立梟・伏",
    { { BX_TOPIC_SPECIAL, "status.rise", V_TRUE },
      { BX_TOPIC_SPECIAL, "status.fall", V_TRUE },
      { BX_TOPIC_SPECIAL, "xiao.at-end", V_TRUE } } },
  /* Extra throws: a throw, a hit or a move earns another throw at once — any param
   * *.extra-throw that is on, and the turn-order rules that give one (shangzhi*,
   * shang.again). */
  { "extra-throws", N_("Extra throws"), "再擲",
    { { ANY_TOPIC, "*.extra-throw", V_TRUE },
      { BX_TOPIC_TURN_ORDER, "shangzhi*", V_TRUE },
      { BX_TOPIC_TURN_ORDER, "shang.again", V_TRUE } } },
  /* Payments: players pay one another (帖, 籌) or the pot — a stake into the pot
   * (pot.stake), the 帖 a throw or a hit earns (tie.*), a share of the pot (*.pot,
   * daopen.*, the last player's pot), the settlement of a throw outside a contest
   * (settle.open), the 帖 of a contest's answers (sai.*, fa.extra, shang.extra), fines
   * (fine.*) and a penalty paid to the opponent (penalty.score). */
  { "payments", N_("Payments"), "輸賞",
    { { BX_TOPIC_SETUP, "pot.stake", V_POSITIVE },
      { BX_TOPIC_SCORING, "tie.*", V_TRUE },
      { ANY_TOPIC, "*.pot", V_TRUE },
      { BX_TOPIC_WINNING, "daopen.*", V_TRUE },
      { BX_TOPIC_WINNING, "win.last-player", V_EQUALS, "pot" },
      { BX_TOPIC_SCORING, "settle.open", V_ANY },
      { BX_TOPIC_SCORING, "sai.*", V_POSITIVE },
      { BX_TOPIC_SCORING, "fa.extra", V_POSITIVE },
      { BX_TOPIC_SCORING, "shang.extra", V_POSITIVE },
      { BX_TOPIC_SPECIAL, "fine.*", V_POSITIVE },
      { BX_TOPIC_SPECIAL, "penalty.score", V_POSITIVE } } },
  /* Dice kind: what is thrown (cubic dice, long dice, 箸, 瓊, a call, fingers) — the
   * throw rule that sets dice.kind; the entry's value is the kind. */
  { "dice-kind", N_("Dice kind"), "骰具",
    { { BX_TOPIC_THROW, "dice.kind", V_ANY } } },
  /* Dice count: how many are thrown — the throw rule that sets dice.count (the value). */
  { "dice-count", N_("Dice count"), "骰數",
    { { BX_TOPIC_THROW, "dice.count", V_ANY } } },
  /* Players: how many play — the setup rule that sets players (the value). */
  { "players", N_("Players"), "人數",
    { { BX_TOPIC_SETUP, "players", V_ANY } } },
};

/* The ids of concept_defs, in its order. */
static const char * const concept_ids[] = {
  "hitting", "blocking", "stacking", "bearing-off", "entering", "jumping", "turning-over",
  "extra-throws", "payments", "dice-kind", "dice-count", "players", NULL
};
G_STATIC_ASSERT (G_N_ELEMENTS (concept_ids) == G_N_ELEMENTS (concept_defs) + 1);

static gboolean
name_matches (const char *pattern,
              const char *name)
{
  gsize plen = strlen (pattern);

  if (strcmp (pattern, "*") == 0)
    return TRUE;
  if (plen > 1 && pattern[plen - 1] == '*')
    return strncmp (pattern, name, plen - 1) == 0;
  if (plen > 1 && pattern[0] == '*')
    return g_str_has_suffix (name, pattern + 1);
  return strcmp (pattern, name) == 0;
}

static gboolean
value_passes (const Predicate *p,
              const char      *value)
{
  gint64 n;
  char *end = NULL;

  switch (p->test)
    {
    case V_ANY:
      return TRUE;
    case V_TRUE:
      return value[0] != '\0' && strcmp (value, "false") != 0 && strcmp (value, "0") != 0
             && strcmp (value, "none") != 0;
    case V_FALSE:
      return strcmp (value, "false") == 0 || strcmp (value, "0") == 0;
    case V_POSITIVE:
      n = g_ascii_strtoll (value, &end, 10);
      return end != value && *end == '\0' && n > 0;
    case V_EQUALS:
      return strcmp (value, p->arg) == 0;
    case V_CONTAINS:
      {
        g_auto(GStrv) items = g_strsplit (value, ",", -1);
        return g_strv_contains ((const char * const *) items, p->arg);
      }
    default:
      return FALSE;
    }
}

/* The value of the first param of rule @index of @rs that @def matches, or NULL. */
static const char *
rule_matches (const ConceptDef *def,
              BxRuleset        *rs,
              guint             index)
{
  const BxRule *rule = bx_ruleset_get_rule (rs, index);

  for (guint j = 0; j < rule->params->len; j++)
    {
      const BxParam *param = g_ptr_array_index (rule->params, j);

      if (bx_ruleset_param_rule (rs, param->name) != (int) index)
        continue;   /* overridden by another rule */
      for (guint k = 0; k < MAX_PREDICATES && def->preds[k].name != NULL; k++)
        {
          const Predicate *p = &def->preds[k];

          if (p->topic != ANY_TOPIC && p->topic != rule->topic)
            continue;
          if (name_matches (p->name, param->name) && value_passes (p, param->value))
            return param->value;
        }
    }
  return NULL;
}

static void
concept_free (gpointer data)
{
  BxConcept *c = data;

  g_array_unref (c->entries);
  g_free (c);
}

/**
 * bx_concepts_derive:
 * @rulesets: the loaded rulesets
 *
 * Runs the predicate of each concept (hitting, blocking, stacking, bearing-off, entering,
 * jumping, turning-over, extra-throws, payments, dice-kind, dice-count, players; the table
 * of bx-concepts.c) over every rule of every ruleset.  A rule that matches gives an entry
 * with its ruleset, id, status and cites (rulesets by id, rules in ruleset order).
 *
 * Returns: (transfer full) (element-type BxConcept): the concepts in that order, each
 *   freed by the array; the entries' strings belong to @rulesets.
 */
GPtrArray *
bx_concepts_derive (BxRulesetLibrary *rulesets)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (concept_free);
  GPtrArray *list = rulesets != NULL ? bx_ruleset_library_list (rulesets) : NULL;

  for (guint c = 0; c < G_N_ELEMENTS (concept_defs); c++)
    {
      const ConceptDef *def = &concept_defs[c];
      BxConcept *concept = g_new0 (BxConcept, 1);

      concept->id = def->id;
      concept->name_en = def->name_en;
      concept->name_zh = def->name_zh;
      concept->entries = g_array_new (FALSE, TRUE, sizeof (BxConceptEntry));
      for (guint i = 0; list != NULL && i < list->len; i++)
        {
          BxRuleset *rs = g_ptr_array_index (list, i);

          for (guint r = 0; r < bx_ruleset_get_n_rules (rs); r++)
            {
              const BxRule *rule = bx_ruleset_get_rule (rs, r);
              const char *value = rule_matches (def, rs, r);
              BxConceptEntry e;

              if (value == NULL)
                continue;
              e.ruleset_id = bx_ruleset_get_id (rs);
              e.rule_id = rule->id;
              e.status = rule->status;
              e.cites = (const char * const *) rule->cites;
              e.value = value;
              g_array_append_val (concept->entries, e);
            }
        }
      g_ptr_array_add (out, concept);
    }
  return out;
}

/**
 * bx_concepts_find:
 * @concepts: (element-type BxConcept): what bx_concepts_derive() returned
 * @id: "hitting"
 *
 * Returns: (transfer none) (nullable): the concept, or NULL.
 */
const BxConcept *
bx_concepts_find (GPtrArray  *concepts,
                  const char *id)
{
  for (guint i = 0; concepts != NULL && i < concepts->len; i++)
    {
      const BxConcept *c = g_ptr_array_index (concepts, i);
      if (g_strcmp0 (c->id, id) == 0)
        return c;
    }
  return NULL;
}

/**
 * bx_concepts_list_ids:
 *
 * Returns: (transfer none): the concept ids in order, NULL-terminated.
 */
const char * const *
bx_concepts_list_ids (void)
{
  return concept_ids;
}
