/* test-words.c: moves in words (issue 17): every family's describe_move_words hook
 *
 * Every move of bx_test_property_games() seeded random games of every playable ruleset
 * has English and Chinese words, with no internal ids (p1, r33, x2), no rule ids and no
 * engine notation in them; and a few moves of each family read exactly as written here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>

#include "bx-test-util.h"

static BxClauseIndex *clauses;
static BxRulesetLibrary *library;
static GRegex *forbidden;

/* What the words may never hold: seat ids (p1), cell and node ids (r33, z5, j6, a3 as a
 * token), horse counts (x2), rule or clause ids (ping.board, pushuang.changju.3), and the
 * engine's notation (24/23, h-4, 3-8, p1>p2:4, bar/off, a trailing * or ^), and a 博 point
 * by the engine's bare letter of its mark ("west T", issue 17). */
static const char *forbidden_pattern =
  "\\bp[0-9]\\b|\\b[rzjx][0-9]+\\b|\\b[a-z]+\\.[a-z]|[0-9]+/[0-9]+|\\b[a-z]?[0-9]*-[0-9]"
  "|>|:[0-9]|\\bbar\\b|\\bpass\\b|\\bguess\\b|\\bxutou\\b|\\bthrow-off\\b|\\bwater-|\\*|\\^"
  "|\\?|\\bwhite\\b|\\bblack\\b|\\bred\\b"
  "|\\b(east|west|north|south) [TLV]\\b(?!-)|(東|南|西|北)[TLV](?!形)";

static void
check_words (BxGame        *game,
             const BxState *s,
             const BxMove  *m)
{
  g_autofree char *en = NULL;
  g_autofree char *zh = NULL;
  g_autofree char *notation = bx_game_describe_move (game, s, m);

  g_assert_true (bx_game_describe_move_words (game, s, m, &en, &zh));
  if (g_getenv ("BOXI_WORDS_DUMP") != NULL)
    fprintf (stderr, "%s\t%s\t%s\n", notation, en, zh);
  g_assert_nonnull (en);
  g_assert_nonnull (zh);
  if (en[0] == '\0' || zh[0] == '\0' || g_regex_match (forbidden, en, 0, NULL)
      || g_regex_match (forbidden, zh, 0, NULL) || g_strcmp0 (en, notation) == 0
      || !g_utf8_validate (en, -1, NULL) || !g_utf8_validate (zh, -1, NULL))
    g_error ("%s: move %s reads \"%s\" / \"%s\"",
             bx_ruleset_get_id (bx_game_get_ruleset (game)), notation, en, zh);
}

/* Plays bx_test_property_games() seeded random games of the ruleset `data` with `players`
 * seats (0: the ruleset's), checking the words of every move played and, in the first ten
 * games, of every legal move. */
static void
play_games (BxRuleset *rs,
            guint      players)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BxGame) game = bx_game_new (rs, &error);
  g_autoptr(GArray) moves = bx_move_list_new ();
  guint n = bx_test_property_games ();

  g_assert_no_error (error);
  if (players != 0)
    {
      BxGameOptions options = { .n_players = players };
      g_assert_true (bx_game_configure (game, &options, &error));
      g_assert_no_error (error);
    }
  for (guint seed = 1; seed <= n; seed++)
    {
      BxRng choice;
      BxState s;
      BxThrow t;

      bx_rng_init (&choice, seed ^ 0x9e3779b97f4a7c15ull);
      bx_game_init_state (game, &s);
      while (!bx_game_is_over (game, &s) && s.turn < 20000)
        {
          const BxMove *m;

          bx_game_throw (game, &s, seed, &t);
          bx_game_legal_moves (game, &s, &t, moves);
          g_assert_cmpuint (moves->len, >, 0);
          if (seed <= 10)
            for (guint i = 0; i < moves->len; i++)
              check_words (game, &s, &g_array_index (moves, BxMove, i));
          m = bx_game_random_move (game, &s, &t, &choice, moves);
          check_words (game, &s, m);
          bx_game_apply (game, &s, &t, m);
        }
    }
}

/* The words of the legal move `notation` (NULL: the only one, or the first) for
 * `throw_text` in position `s` of `game` are `en` and `zh`; the move is then played. */
static void
assert_words (BxGame     *game,
              BxState    *s,
              const char *throw_text,
              const char *notation,
              const char *en,
              const char *zh)
{
  g_autoptr(GArray) moves = bx_move_list_new ();
  BxThrow t;

  g_assert_true (bx_throw_parse (throw_text, &t, NULL));
  bx_game_legal_moves (game, s, &t, moves);
  for (guint i = 0; i < moves->len; i++)
    {
      BxMove m = g_array_index (moves, BxMove, i);
      g_autofree char *n = bx_game_describe_move (game, s, &m);
      g_autofree char *got_en = NULL;
      g_autofree char *got_zh = NULL;

      if (notation != NULL && strcmp (n, notation) != 0)
        continue;
      g_assert_true (bx_game_describe_move_words (game, s, &m, &got_en, &got_zh));
      if (g_strcmp0 (got_en, en) != 0 || g_strcmp0 (got_zh, zh) != 0)
        fprintf (stderr, "%s %s: got \"%s\" / \"%s\"\n", throw_text, n, got_en, got_zh);
      g_assert_cmpstr (got_en, ==, en);
      g_assert_cmpstr (got_zh, ==, zh);
      bx_game_apply (game, s, &t, &m);
      return;
    }
  g_error ("no move %s for %s", notation ? notation : "(first)", throw_text);
}

/* Opening moves of each family, word for word. */
static void
test_exact (void)
{
  struct
  {
    const char *ruleset, *throw_text, *notation, *en, *zh;
  } cases[] = {
    { "shuanglu/ping", "6,2", "8/2 6/4", "White: 左前二梁 → 左後五梁; 左後一梁 → 左後三梁",
      "白：左前二梁至左後五梁；左後一梁至左後三梁" },
    { "sai/daiyi", "1", "a1-a2", "Red: piece in 道 a, cell 1 → 2", "赤：子自第一道第一格至第二格" },
    { "sai/daibo", "1", "x0-1", "Red: 梟 south 張 → west 張", "赤：梟自南張至西張" },
    { "liubo/gubojing", "3", "h-2", "White: a 散 enters at south 揭", "白：散入南揭" },
    { "liubo/seed001", "3", "guess", "White: calls a number for who starts (猜拳)", "白：猜拳定先" },
    { "ruqi/youzhao", "5,3", "throw-off", "White: throws to decide who starts", "白：擲骰定先" },
    { "dama/yijing", "6,6,6", "enter 17 x6", "Red: enters 6 horses at cell 17",
      "紅：下馬六匹於第十七格" },
    { "chuhong/zhifa", "4", "throw-off 4", "甲: throws one die for the start, a 4",
      "甲：擲一骰定先，得四" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(BxGame) game = bx_test_new_game (library, cases[i].ruleset);
      BxState s;

      bx_game_init_state (game, &s);
      assert_words (game, &s, cases[i].throw_text, cases[i].notation, cases[i].en,
                    cases[i].zh);
    }
}

/* The first move played in seeded random games of `ruleset` (seeds 1, 2, …) whose notation
 * holds `part`, with its notation and words. */
static void
first_move_with (const char  *ruleset,
                 const char  *part,
                 char       **notation,
                 char       **en,
                 char       **zh)
{
  g_autoptr(BxGame) game = bx_test_new_game (library, ruleset);
  g_autoptr(GArray) moves = bx_move_list_new ();

  for (guint seed = 1; seed <= 50; seed++)
    {
      BxRng choice;
      BxState s;
      BxThrow t;

      bx_rng_init (&choice, seed);
      bx_game_init_state (game, &s);
      while (!bx_game_is_over (game, &s) && s.turn < 5000)
        {
          const BxMove *m;
          g_autofree char *n = NULL;

          bx_game_throw (game, &s, seed, &t);
          m = bx_game_random_move (game, &s, &t, &choice, moves);
          n = bx_game_describe_move (game, &s, m);
          if (strstr (n, part) != NULL)
            {
              g_assert_true (bx_game_describe_move_words (game, &s, m, en, zh));
              *notation = g_steal_pointer (&n);
              return;
            }
          bx_game_apply (game, &s, &t, m);
        }
    }
  g_error ("%s: no move with '%s'", ruleset, part);
}

/* Hits, captures, jumps, the water, fish, 梟 and payments, word for word (the first such
 * move of the seeded games). */
static void
test_exact_events (void)
{
  struct
  {
    const char *ruleset, *part, *notation, *en, *zh;
  } cases[] = {
    { "shuanglu/ping", "*", "4/3* 5/2",
      "White: 左後三梁 → 左後四梁, hits; 左後二梁 → 左後五梁",
      "白：左後三梁至左後四梁，打；左後二梁至左後五梁" },
    { "shuanglu/ping", "off", "4/off 4/off",
      "White: bears off from 左後三梁; bears off from 左後三梁",
      "白：自左後三梁出；自左後三梁出" },
    { "sai/daiyi", "jump", "b1-b3 jump",
      "Red: piece in 道 b, cell 1 → 3, jumps the enemy piece",
      "赤：子自第二道第一格至第三格，越敵子" },
    { "sai/daibo", "stack", "stack6 0-1",
      "Red: 6 pieces together (乘) south 張 → west 張",
      "赤：乘，六子自南張至西張" },
    { "liubo/gubojing", "water", "x33-water",
      "Black: the 驍 enters the water from south-east 方",
      "黑：驍自東南方入水" },
    { "liubo/gubojing", "qian", "water-x33 qian",
      "Black: the 驍 pulls a fish (牽魚) and comes out at south-east 方",
      "黑：驍牽魚，出至東南方" },
    { "liubo/seed001", "*", "r0 0-2*",
      "White: south-east 高 → north-east 玄, leaves its corner, captures",
      "白：自東南高至東北玄，離角，擒敵子" },
    { "ruqi/youzhao", "^", "善敬忠順 r8-r12 德 r4-r6 ^",
      "Black: 善敬忠順 周道 8 → 周道 12; 德 周道 4 → 周道 6; 善敬忠順 stand up as 梟",
      "黑：善敬忠順自周道第八至周道第十二；德自周道第四至周道第六；善敬忠順起為梟" },
    { "dama/yijing", "*", "enter 07 x1*",
      "Blue: enters 1 horse at cell 07, hits",
      "藍：下馬一匹於第七格，打馬" },
    { "chuhong/zhifa", ">", "throw 8 p2>p3:2 p2>p1:2",
      "乙: throws 8 points; 乙 pays 丙 2 帖 (a 罰色); 乙 pays 甲 2 帖 (a 罰色)",
      "乙：擲得八點；乙付丙二帖（罰色）；乙付甲二帖（罰色）" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *notation = NULL;
      g_autofree char *en = NULL;
      g_autofree char *zh = NULL;

      first_move_with (cases[i].ruleset, cases[i].part, &notation, &en, &zh);
      if (g_strcmp0 (notation, cases[i].notation) != 0 || g_strcmp0 (en, cases[i].en) != 0
          || g_strcmp0 (zh, cases[i].zh) != 0)
        fprintf (stderr, "{ \"%s\", \"%s\", \"%s\", \"%s\", \"%s\" },\n",
                 cases[i].ruleset, cases[i].part, notation, en, zh);
      g_assert_cmpstr (notation, ==, cases[i].notation);
      g_assert_cmpstr (en, ==, cases[i].en);
      g_assert_cmpstr (zh, ==, cases[i].zh);
    }
}

static void
test_all_moves (gconstpointer data)
{
  play_games ((BxRuleset *) data, 0);
}

static void
test_all_moves_five (gconstpointer data)
{
  play_games ((BxRuleset *) data, 5);
}

int
main (int    argc,
      char **argv)
{
  GPtrArray *all;
  int ret;

  bx_test_init (&argc, &argv, &clauses, &library);
  forbidden = g_regex_new (forbidden_pattern, G_REGEX_OPTIMIZE, 0, NULL);
  g_assert_nonnull (forbidden);
  g_test_add_func ("/words/exact", test_exact);
  g_test_add_func ("/words/exact-events", test_exact_events);
  all = bx_ruleset_library_list (library);
  for (guint i = 0; i < all->len; i++)
    {
      BxRuleset *rs = all->pdata[i];
      const char *family = bx_ruleset_get_family (rs);
      g_autofree char *path = NULL;

      if (!bx_ruleset_get_playable (rs))
        continue;
      path = g_strdup_printf ("/words/all-moves/%s", bx_ruleset_get_id (rs));
      g_test_add_data_func (path, rs, test_all_moves);
      if (g_strcmp0 (family, "dama") == 0 || g_strcmp0 (family, "chuhong") == 0)
        {
          g_autofree char *five = g_strdup_printf ("/words/all-moves-five/%s",
                                                   bx_ruleset_get_id (rs));
          g_test_add_data_func (five, rs, test_all_moves_five);
        }
    }
  ret = g_test_run ();
  g_regex_unref (forbidden);
  bx_ruleset_library_free (library);
  bx_clause_index_free (clauses);
  return ret;
}
