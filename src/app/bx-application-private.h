/* bx-application-private.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-application.h"

G_BEGIN_DECLS

struct _BxApplication
{
  AdwApplication  parent_instance;
  GSettings      *settings;
  BxLibrary      *library;       /* bx_library_get_default(); NULL until it is loaded */
  gboolean        library_loading;  /* the task of load_library_async() runs */
  gint            library_done;     /* (atomic) that task has loaded it */
  GMutex          library_mutex;    /* with library_cond: bx_application_get_library() waits */
  GCond           library_cond;     /* for that task */

  /* Command-line options, applied to the first window (see handle_local_options). */
  char           *open_page;
  char           *open_work;
  char           *open_clause;
  char           *open_search;
  char           *open_game;
  int             open_moves;    /* random moves to play at once, 0 for none */
  gint64          open_seed;     /* the seed of --game, -1 for a random one */
  int             open_players;  /* the players of --game, 0 for the ruleset's */
  char          **open_agents;   /* who plays each seat: "human" or a computer's level */
  gboolean        open_hint;     /* show a hint at once */
  char          **open_compare;  /* rulesets for the compare page (--compare) */
  char           *open_section;  /* its section (--compare-section) */
};

void _bx_application_actions_init (BxApplication *self);

G_END_DECLS
