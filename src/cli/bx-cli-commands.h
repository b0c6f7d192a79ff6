/* bx-cli-commands.h: the table of boxi-cli's subcommands
 *
 * Each group of subcommands lives in src/cli/bx-cli-<group>.c and lists its commands in
 * its own macro below.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-cli.h"

G_BEGIN_DECLS

/* Corpus: works, text, clause, search, build-db, bench corpus (bx-cli-corpus.c). */
#include "bx-cli-corpus.h"
#include "bx-cli-export.h"
#define BX_CLI_CORPUS_COMMANDS \
  { "works", "[--db FILE]", "List the works", bx_cli_cmd_works }, \
  { "text", "WORK [--lang en] [--json] [--db FILE]", "The clauses of a work or section", \
    bx_cli_cmd_text }, \
  { "clause", "ID [--db FILE] [--rulesets DIR]", \
    "One clause: text, translation, notes, variants, terms, cited by", bx_cli_cmd_clause }, \
  { "search", "QUERY [--work W] [--layer L] [--kind K] [--exact] [--limit N] [--db FILE] " \
    "[--user-db FILE]", "Full-text search (personal notes too)", bx_cli_cmd_search }, \
  { "build-db", "--texts DIR --out FILE [--rulesets DIR] [--encyclopedia DIR]", \
    "Validate the TEI texts and build the corpus (rules and articles searchable too)", \
    bx_cli_cmd_build_db }, \
  { "bench", "corpus [--texts DIR] [--queries N] [--synthetic N] [--seed N]", \
    "Import and search timings (JSON)", bx_cli_cmd_bench }, \
  { "export-text", "WORK[.SECTION]|CLAUSE… --pdf FILE | --html FILE [--below] [--db FILE]", \
    "A text with its translation, notes and apparatus, as PDF or HTML", \
    bx_cli_cmd_export_text },

/* Rules and games: rulesets, rules, throws, legal, play, replay, export, compare, twin,
 * bench engine (bx-cli-rules.c).  Every one of them also takes --rulesets DIR and
 * --texts DIR (see print_help()). */
#include "bx-cli-rules.h"
#include "bx-cli-apply.h"
#include "bx-cli-example.h"
#define BX_CLI_RULES_COMMANDS \
  { "rulesets", "", "List the rulesets", bx_cli_cmd_rulesets }, \
  { "rules", "ID", "The rules of a ruleset with status and cited clauses", bx_cli_cmd_rules }, \
  { "throws", "ID", "Every throw with its exact probability", bx_cli_cmd_throws }, \
  { "legal", "ID [--state FILE|-] --throw T", "The legal moves of a position and throw", \
    bx_cli_cmd_legal }, \
  { "apply", "ID [--state FILE|-] --throw T --move M", \
    "Play one move (notation or index in legal's list); print it and the state after", \
    bx_cli_cmd_apply }, \
  { "play", "ID --random [--seed N] [--players K] [--rounds N] [--record FILE]", \
    "Play a random game (JSON lines; seed 1 by default)", bx_cli_cmd_play }, \
  { "replay", "RECORD", "Validate and replay a game record", bx_cli_cmd_replay }, \
  { "export", "RECORD --markdown", "Annotated transcript of a record", bx_cli_cmd_export }, \
  { "compare", "ID ID [ID ID]", "Rules of 2–4 rulesets side by side, by topic", \
    bx_cli_cmd_compare }, \
  { "twin", "ID ID [--seed N] [--steps N]", "Two rulesets on one stream of throws (JSON lines)", \
    bx_cli_cmd_twin }, \
  { "bench", "engine [--games N] [--ruleset ID | --all]", \
    "Random games per second on one core (JSON; --all: a line per ruleset)", \
    bx_cli_cmd_bench_engine }, \
  { "example", "ID RULE | --find ID [RULE] [--seed N] [--games N] [--xml [--all]]", \
    "A rule's \"show me\" position, its moves and those citing the rule", \
    bx_cli_cmd_example },

/* Computer players: agents, play --agents, hint, arena, bench agents (bx-cli-agents.c;
 * `play … --agents` is handed over by bx_cli_cmd_play()). */
#include "bx-cli-agents.h"
#define BX_CLI_AGENTS_COMMANDS \
  { "agents", "", "The computer players (levels)", bx_cli_cmd_agents }, \
  { "play", "ID --agents A,B [--seed N] [--players K] [--budget N] [--record FILE]", \
    "Play a game between computer players (JSON lines)", bx_cli_cmd_play_agents }, \
  { "hint", "ID [--state FILE|-] --throw T [--agent A]", \
    "The agent's move with rules, clauses, value and reason", bx_cli_cmd_hint }, \
  { "arena", "ID --agents A,B [--games N] [--seed S] [--players K]", \
    "Agents against each other: wins, Wilson 95% intervals, ms per move", bx_cli_cmd_arena }, \
  { "bench", "agents [--games N] [--ruleset ID] [--budget N]", \
    "Strong against random and greedy per ruleset (JSON lines)", bx_cli_cmd_bench_agents },

/* The exact solver: solve, bench solve (bx-cli-solve.c). */
#include "bx-cli-solve.h"
#define BX_CLI_SOLVE_COMMANDS \
  { "solve", "ID [--out FILE] [--fresh]", \
    "Solve a game exactly (代弈): states, iterations, seconds, the opening's value", \
    bx_cli_cmd_solve }, \
  { "bench", "solve", "Solve every solvable ruleset afresh (JSON lines)", \
    bx_cli_cmd_bench_solve },

/* Start-up: bench startup (bx-cli-startup.c). */
#include "bx-cli-startup.h"
#include "bx-cli-bench-reader.h"
#define BX_CLI_STARTUP_COMMANDS \
  { "bench", "startup [--runs N] [--settle MS] [--app PATH] [--reference CMD | --no-reference]", \
    "Launch to first frame and peak memory, Boxi against gnome-text-editor (JSON lines)", \
    bx_cli_cmd_bench_startup }, \
  { "bench", "reader [--runs N] [--work ID] [--program PATH]", \
    "Time and memory to open each work in the Reader (JSON)", bx_cli_cmd_bench_reader },

/* Learning: concepts, tutorial (bx-cli-learn.c). */
#include "bx-cli-learn.h"
#define BX_CLI_LEARN_COMMANDS \
  { "concepts", "[CONCEPT]", "Concepts across families, with the rules and clauses behind them", \
    bx_cli_cmd_concepts }, \
  { "tutorial", "FAMILY", "A family's tutorial: steps, legal moves, the expected move", \
    bx_cli_cmd_tutorial },

/* The encyclopedia: families, article (bx-cli-encyclopedia.c). */
#include "bx-cli-encyclopedia.h"
#define BX_CLI_ENCYCLOPEDIA_COMMANDS \
  { "families", "", "The game families: names, rulesets and their status counts", \
    bx_cli_cmd_families }, \
  { "article", "FAMILY", "A family's article: summary, history, equipment, sources, " \
    "reconstructions, rulesets, throws, glossary", bx_cli_cmd_article },

/* Reference works: glossary, bibliography (bx-cli-biblio.c). */
#include "bx-cli-biblio.h"
#define BX_CLI_BIBLIO_COMMANDS \
  { "glossary", "[TERM]", "The glossary; with TERM (id, form or reading) every clause using it", \
    bx_cli_cmd_glossary }, \
  { "bibliography", "", "Witnesses and reconstructions with what cites them", \
    bx_cli_cmd_bibliography },

/* Variant statistics: stats (bx-cli-stats.c). */
#include "bx-cli-stats.h"
#define BX_CLI_STATS_COMMANDS \
  { "stats", "ID [--games N] [--agents A,B] [--seed S] [--players K] | --compare ID ID …", \
    "How a ruleset plays: length, first-seat wins, rule frequency (JSON)", bx_cli_cmd_stats },

/* The user's own database: notes, bookmarks (bx-cli-notes.c). */
#include "bx-cli-notes.h"
#define BX_CLI_NOTES_COMMANDS \
  { "notes", "list [--search Q] [--user-db FILE] [--db FILE]", \
    "Personal notes on clauses (orphaned ones too)", bx_cli_cmd_notes }, \
  { "notes", "add ID TEXT…|--file FILE [--force]", "Write the note on a clause", \
    bx_cli_cmd_notes }, \
  { "notes", "remove ID", "Remove the note on a clause", bx_cli_cmd_notes }, \
  { "notes", "export [--markdown|--json] [--out FILE]", \
    "Every bookmark and note, as Markdown or JSON", bx_cli_cmd_notes }, \
  { "bookmarks", "list|add ID|remove ID [--search Q] [--user-db FILE] [--db FILE]", \
    "Starred clauses", bx_cli_cmd_bookmarks },

#define BX_CLI_COMMANDS BX_CLI_CORPUS_COMMANDS BX_CLI_NOTES_COMMANDS BX_CLI_RULES_COMMANDS \
  BX_CLI_AGENTS_COMMANDS BX_CLI_SOLVE_COMMANDS BX_CLI_STARTUP_COMMANDS BX_CLI_STATS_COMMANDS \
  BX_CLI_ENCYCLOPEDIA_COMMANDS BX_CLI_BIBLIO_COMMANDS BX_CLI_LEARN_COMMANDS

G_END_DECLS
