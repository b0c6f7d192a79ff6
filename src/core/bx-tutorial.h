/* bx-tutorial.h: a tutorial per family (data/tutorials/FAMILY.xml), as data
 *
 * A tutorial names its family and the ruleset it is played under, and has 5 to 10 steps.
 * Each step is a position (a state JSON, docs/state-format.md), a throw, an instruction in
 * English and Chinese, the expected move (its notation as bx_game_describe_move() prints
 * it), the rule it teaches and the clauses it teaches.  Files are checked at load like
 * rulesets (docs/tutorials.md, data/tutorials/boxi-tutorial.rng): a malformed file, an
 * unknown ruleset or rule, a clause the rule does not name or the corpus lacks, a state
 * that does not parse, a throw the dice cannot make or a throw shown that is not its first
 * dice is "FILE:LINE: reason".  Whether the expected move is legal is for the tests and
 * `boxi-cli tutorial` to say.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bx-game.h"
#include "bx-ruleset.h"

G_BEGIN_DECLS

/**
 * BxTutorialStep:
 * @state_json: the position (docs/state-format.md)
 * @throw_text: the throw, as `boxi-cli legal --throw` takes it ("6,2")
 * @throw_shown: the throw as the step shows it: @throw_text, or its first dice when the
 *   position reads only those (the `shown` attribute: 除紅's throw-off reads one die, "2")
 * @text_en: the instruction in English
 * @text_zh: the instruction in Chinese
 * @expected: the expected move's notation, as bx_game_describe_move() prints it
 * @rule_id: the rule the step teaches (a rule of the tutorial's ruleset)
 * @cites: (array zero-terminated=1): the clauses it teaches (cites or context of the rule)
 * @line: the line of its <step> in the file
 */
typedef struct
{
  char  *state_json;
  char  *throw_text;
  char  *throw_shown;
  char  *text_en;
  char  *text_zh;
  char  *expected;
  char  *rule_id;
  char **cites;
  int    line;
} BxTutorialStep;

/**
 * BxTutorial:
 * @family: "shuanglu"
 * @ruleset_id: the ruleset the steps are played under ("shuanglu/ping")
 * @title_en: "Learn Shuanglu"
 * @title_zh: "學雙陸"
 * @steps: (element-type BxTutorialStep): 5 to 10 steps, in teaching order
 * @file: the file it was read from
 */
typedef struct
{
  char      *family;
  char      *ruleset_id;
  char      *title_en;
  char      *title_zh;
  GPtrArray *steps;
  char      *file;
} BxTutorial;

BxTutorial *bx_tutorial_new_from_file (const char        *path,
                                       const char        *schema_path,
                                       BxRulesetLibrary  *rulesets,
                                       BxClauseCheckFunc  check,
                                       gpointer           check_data,
                                       GError           **error);
GPtrArray  *bx_tutorial_load_dir      (const char        *dir,
                                       BxRulesetLibrary  *rulesets,
                                       BxClauseCheckFunc  check,
                                       gpointer           check_data,
                                       GError           **error);
void        bx_tutorial_free          (BxTutorial        *tutorial);

BxGame     *bx_tutorial_step_setup    (const BxTutorial     *tutorial,
                                       const BxTutorialStep *step,
                                       BxRulesetLibrary     *rulesets,
                                       BxState              *state,
                                       BxThrow              *throw_out,
                                       GError              **error);
int         bx_tutorial_step_find_expected (const BxTutorialStep *step,
                                            const BxGame         *game,
                                            const BxState        *state,
                                            GArray               *moves);
char       *bx_tutorials_default_dir  (const char        *rulesets_dir);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BxTutorial, bx_tutorial_free)

G_END_DECLS
