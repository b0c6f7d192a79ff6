/* bx-play-view-private.h: what bx-play-view.c and bx-play-view-actions.c share, and the
 * test-only access to the play page's parts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bx-board.h"
#include "bx-citation-panel.h"
#include "bx-dice-view.h"
#include "bx-game-chooser.h"
#include "bx-hand-picker.h"
#include "bx-move-history.h"
#include "bx-play-view.h"

G_BEGIN_DECLS

struct _BxPlayView
{
  AdwBin             parent_instance;

  BxClauseIndex     *clause_index;  /* borrowed from the process's BxLibrary */
  BxRulesetLibrary  *library;       /* borrowed likewise; NULL if they failed */
  char              *load_error;
  BxCorpus          *corpus;        /* not owned */

  BxSession         *session;
  int                picked;
  int                cursor;
  int                hover;
  gboolean           over_reported;
  char              *status_text;

  int                shown_entry;   /* the history entry chosen in the move list, or -1 */
  int                example_rule;  /* the rule whose example is shown, or -1 */
  GSettings         *settings;

  GtkWidget         *board;         /* a BxBoard, the child of board_bin */
  GtkWidget         *game_over_dialog;   /* weak */
  GtkNativeDialog   *chooser;       /* the file chooser while it is open */
  GtkWidget         *new_game_dialog;    /* weak */

  /* Who plays each seat, the computer's turn and the hint (bx-play-view-agents.c). */
  BxSeat             seats[BX_SEAT_MAX];
  GCancellable      *agent_cancellable;  /* the search running, if any */
  guint              agent_source;       /* the pause before the computer throws or moves */
  guint              agent_serial;       /* bumped when the game changes under a search */
  gboolean           agent_thinking;
  BxAgentChoice      agent_choice;       /* the computer's move, waiting for its pause */
  BxMove             computer_move;      /* the computer's last move, with its reason */
  guint              computer_entry;     /* … the number of moves played after it */
  int                computer_seat;
  BxAgentLevel       computer_level;
  char              *computer_reason;
  gboolean           hint_pending;
  gboolean           hint_valid;
  BxMove             hint_move;
  char              *hint_reason;
  guint              hint_n_history;
  guint              hint_turn;
  int                hint_picked;        /* the marks a point board shows the hint with */
  int                hint_cursor;
  BxAgentLevel       hint_level;         /* the level of the hint: perfect where solved */

  /* The exact solution of a solvable game (bx-play-view-solver.c). */
  GTask             *solve_task;         /* the solve running, if any */
  GCancellable      *solve_cancellable;
  char              *solve_key;          /* bx_solver_cache_key() of the game it solves */
  guint              solve_serial;       /* bumped when a solve is cancelled */
  double             solve_fraction;
  char              *solve_error;        /* why the last solve failed, or NULL */

  /* The folded layout for narrow windows (bx-play-view-layout.c). */
  gboolean           folded;
  gboolean           fold_wanted;
  guint              fold_source;
  int                wide_min;          /* the side-by-side layout's minimum width */
  /* Nothing lost: the autosave and the unsaved-game prompt (bx-play-view-autosave.c). */
  AdwToastOverlay   *toast_overlay;      /* wraps the page */
  char              *autosave_path;      /* NULL: no autosave (a page alone, the tests) */
  char              *saved_mark;         /* bx_autosave_mark() at the last save or open */
  gboolean           autosave_valid;     /* the game as last written: */
  guint              autosave_n;         /* … its number of moves, */
  gboolean           autosave_over;      /* … whether it was over, */
  BxSessionEntry     autosave_last;      /* … and its last move */
  gboolean           autosave_failed;    /* the last write failed (said once) */
  gboolean           resume_pending;     /* the offer to resume is open: the file waits */
  GtkWidget         *unsaved_dialog;     /* weak */
  GtkWidget         *resume_dialog;      /* weak */

  /* Template children */
  GtkWidget         *toolbar;
  GtkWidget         *toolbar_flow;
  GtkWidget         *board_column;
  GtkWidget         *throw_bar;
  GtkWidget         *paned;
  GtkWidget         *side_mode;
  GtkWidget         *side_paned;
  GtkWidget         *side_tabs;
  BxGameChooser     *game_chooser;
  GtkLabel          *seed_label;
  AdwBin            *board_bin;
  BxDiceView        *dice;
  GtkButton         *roll_button;
  BxHandPicker      *hand_picker;
  GtkLabel          *status_label;
  GtkWidget         *exact_bar;
  GtkProgressBar    *solve_progress;
  GtkLabel          *exact_label;
  BxCitationPanel   *citation_panel;
  BxMoveHistory     *move_history;
};

/* bx-play-view.c */
void     bx_play_view_update_all         (BxPlayView *self);
void     bx_play_view_update_citations   (BxPlayView *self);
void     bx_play_view_after_move         (BxPlayView *self);
gboolean bx_play_view_picking_hands      (BxPlayView *self);
gboolean bx_play_view_board_uses_points  (BxPlayView *self);
gboolean bx_play_view_get_candidate      (BxPlayView *self,
                                          BxMove     *out);
int      bx_play_view_picker_seat        (BxPlayView *self);
gboolean bx_play_view_parts_pending      (BxPlayView *self);
guint64  bx_play_view_random_seed        (void);

const char *bx_play_view_player_name    (BxPlayView *self,
                                          int         player);
GStrv       bx_play_view_seat_names     (BxPlayView *self);

/* bx-play-view-agents.c */
gboolean bx_play_view_computer_to_move   (BxPlayView *self);
void     bx_play_view_agents_update      (BxPlayView *self);
void     bx_play_view_agents_cancel      (BxPlayView *self);
char    *bx_play_view_agents_status      (BxPlayView *self);
gboolean bx_play_view_agents_show_citations (BxPlayView   *self,
                                             const BxMove *candidate);
gboolean bx_play_view_agents_show_last_move (BxPlayView *self);
void     bx_play_view_agents_hint        (BxPlayView *self);
void     bx_play_view_agents_show_hint   (BxPlayView *self);
void     bx_play_view_agents_set_labels  (BxPlayView *self);
void     bx_play_view_agents_seats_from_session (BxPlayView *self);
void     bx_play_view_agents_undo_to_person (BxPlayView *self);
void     bx_play_view_agents_redo_to_person (BxPlayView *self);
void     bx_play_view_agents_finalize    (BxPlayView *self);
void     bx_play_view_store_seat         (BxPlayView   *self,
                                          guint         seat,
                                          const BxSeat *value);
BxGame  *bx_play_view_copy_game          (BxPlayView *self);

/* bx-play-view-solver.c */
void     bx_play_view_solver_start       (BxPlayView *self,
                                          BxGame     *game);
void     bx_play_view_solver_cancel      (BxPlayView *self);
gboolean bx_play_view_solver_busy        (BxPlayView *self);
void     bx_play_view_solver_update      (BxPlayView *self);
void     bx_play_view_solver_finalize    (BxPlayView *self);

/* bx-play-view-layout.c */
void     bx_play_view_layout_init        (BxPlayView     *self);
void     bx_play_view_layout_dispose     (BxPlayView     *self);
gboolean bx_play_view_get_folded         (BxPlayView     *self);
/* bx-play-view-autosave.c */
void     bx_play_view_autosave_init      (BxPlayView *self);
void     bx_play_view_autosave_reset     (BxPlayView *self);
void     bx_play_view_autosave_mark_saved (BxPlayView *self);
void     bx_play_view_autosave_sync      (BxPlayView *self);
void     bx_play_view_autosave_dispose   (BxPlayView *self);

/* bx-play-view-actions.c */
void     bx_play_view_class_add_actions  (GtkWidgetClass *widget_class);
void     bx_play_view_reset_cursor       (BxPlayView *self,
                                          int         preferred);

/* Test-only access to the parts of the page. */

static inline GtkWidget *
bx_play_view_get_board (BxPlayView *self)
{
  return self->board;
}

static inline GtkWidget *
bx_play_view_get_dice (BxPlayView *self)
{
  return GTK_WIDGET (self->dice);
}

/* The hand picker of 猜拳, with the children named "hand-spin", "call-spin", "show-hand"
 * and "hands-mode". */
static inline GtkWidget *
bx_play_view_get_hand_picker (BxPlayView *self)
{
  return GTK_WIDGET (self->hand_picker);
}

static inline GtkWidget *
bx_play_view_get_citation_panel (BxPlayView *self)
{
  return GTK_WIDGET (self->citation_panel);
}

/* The list box of the moves played. */
static inline GtkWidget *
bx_play_view_get_move_list (BxPlayView *self)
{
  return GTK_WIDGET (bx_move_history_get_list_box (self->move_history));
}

/* The game-over dialog while it is open, or NULL. */
static inline GtkWidget *
bx_play_view_get_game_over_dialog (BxPlayView *self)
{
  return self->game_over_dialog;
}

/* The New Game dialog while it is open, or NULL. */
static inline GtkWidget *
bx_play_view_get_new_game_dialog (BxPlayView *self)
{
  return self->new_game_dialog;
}

/* The Save / Discard / Cancel question while it is open, or NULL. */
static inline GtkWidget *
bx_play_view_get_unsaved_dialog (BxPlayView *self)
{
  return self->unsaved_dialog;
}

/* The offer to resume the autosaved game while it is open, or NULL. */
static inline GtkWidget *
bx_play_view_get_resume_dialog (BxPlayView *self)
{
  return self->resume_dialog;
}

/* The file chooser of Open or Save while it is open, or NULL. */
static inline GtkNativeDialog *
bx_play_view_get_chooser (BxPlayView *self)
{
  return self->chooser;
}

static inline int
bx_play_view_get_cursor (BxPlayView *self)
{
  return self->cursor;
}

static inline int
bx_play_view_get_picked (BxPlayView *self)
{
  return self->picked;
}

static inline const char *
bx_play_view_get_status_text (BxPlayView *self)
{
  return self->status_text;
}

/* The line under the board with the exact probability to win ("" when hidden). */
static inline const char *
bx_play_view_get_exact_text (BxPlayView *self)
{
  return gtk_widget_get_visible (self->exact_bar) ? gtk_label_get_label (self->exact_label)
                                                   : "";
}

G_END_DECLS
