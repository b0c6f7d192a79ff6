/* bx-stats-json.c: the figures of a batch as JSON, and their cache in the user cache
 * (g_get_user_cache_dir()/boxi/stats/ID-HASH.json), see bx-stats.h
 *
 * The JSON holds every count exactly (the cache reads only those back and derives the
 * rest), next to the derived figures for people and scripts (docs/cli.md, `stats`).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "bx-error.h"
#include "bx-json.h"
#include "bx-ruleset.h"
#include "bx-stats.h"
#include "bx-version.h"

#define STATS_FORMAT 1
#define HISTOGRAM_BINS 30

static double
round4 (double v)
{
  return round (v * 10000) / 10000;
}

static void
add_int (JsonBuilder *b,
         const char  *name,
         gint64       v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, v);
}

static void
add_double (JsonBuilder *b,
            const char  *name,
            double       v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, round4 (v));
}

static void
add_str (JsonBuilder *b,
         const char  *name,
         const char  *v)
{
  json_builder_set_member_name (b, name);
  if (v == NULL)
    json_builder_add_null_value (b);
  else
    json_builder_add_string_value (b, v);
}

/**
 * bx_stats_ruleset_version:
 * @game: a game
 *
 * Returns: (transfer full): the first 16 hex digits of a SHA-256 of Boxi's version, the
 *   stats format, the family, the players, and every rule id with the params it sets, in
 *   ruleset order: what a batch's figures depend on besides its options.
 */
char *
bx_stats_ruleset_version (const BxGame *game)
{
  BxRuleset *rs;
  g_autoptr(GString) all = g_string_new (NULL);
  g_autofree char *sum = NULL;

  g_return_val_if_fail (game != NULL, NULL);
  rs = bx_game_get_ruleset (game);
  g_string_append_printf (all, "boxi=%s\nformat=%d\nfamily=%s\nplayers=%u\n",
                          bx_version_string (), STATS_FORMAT, bx_ruleset_get_family (rs),
                          bx_game_get_n_players (game));
  for (guint i = 0; i < bx_ruleset_get_n_rules (rs); i++)
    {
      const BxRule *r = bx_ruleset_get_rule (rs, i);
      g_string_append_printf (all, "rule=%s\n", r->id);
      for (guint k = 0; r->params != NULL && k < r->params->len; k++)
        {
          BxParam *p = g_ptr_array_index (r->params, k);
          g_string_append_printf (all, " %s=%s\n", p->name, p->value);
        }
    }
  sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, all->str, (gssize) all->len);
  return g_strndup (sum, 16);
}

/**
 * bx_stats_cache_path:
 * @game: a game, configured
 * @options: a batch
 *
 * Returns: (transfer full): g_get_user_cache_dir()/boxi/stats/ID-HASH.json, HASH being of
 *   the ruleset's version (bx_stats_ruleset_version()), the agents, the games, the seed and
 *   the budget.
 */
char *
bx_stats_cache_path (const BxGame         *game,
                     const BxStatsOptions *options)
{
  g_autofree char *version = NULL;
  g_autofree char *id = NULL;
  g_autofree char *sum = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GString) key = g_string_new (NULL);

  g_return_val_if_fail (game != NULL && options != NULL, NULL);
  version = bx_stats_ruleset_version (game);
  g_string_append_printf (key, "%s|%u|%" G_GUINT64_FORMAT "|%u|", version, options->games,
                          options->seed, options->budget);
  for (guint i = 0; i < options->n_agents; i++)
    g_string_append_printf (key, "%s,", bx_agent_level_to_string (options->agents[i]));
  sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, key->str, (gssize) key->len);
  id = g_strdup (bx_ruleset_get_id (bx_game_get_ruleset (game)));
  g_strdelimit (id, "/\\:", '-');
  name = g_strdup_printf ("%s-%.16s.json", id, sum);
  return g_build_filename (g_get_user_cache_dir (), "boxi", "stats", name, NULL);
}

/**
 * bx_stats_to_json:
 * @stats: figures
 * @game: the game they were counted on (names of the seats, the score's unit, the rules)
 *
 * Returns: (transfer full): the object documented in docs/cli.md (`stats`).
 */
JsonNode *
bx_stats_to_json (const BxStats *stats,
                  const BxGame  *game)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  BxRuleset *rs;
  guint fin, won = 0, lo, width, n_bins;
  guint64 score_sum = 0;

  g_return_val_if_fail (stats != NULL && game != NULL, NULL);
  rs = bx_game_get_ruleset (game);
  fin = bx_stats_finished (stats);
  json_builder_begin_object (b);
  add_str (b, "ruleset", stats->ruleset_id);
  add_str (b, "version", stats->version);
  add_int (b, "games", stats->games);
  add_int (b, "seed", (gint64) stats->seed);
  add_int (b, "players", stats->n_players);
  json_builder_set_member_name (b, "agents");
  json_builder_begin_array (b);
  for (guint i = 0; i < stats->n_agents; i++)
    json_builder_add_string_value (b, bx_agent_level_to_string (stats->agents[i]));
  json_builder_end_array (b);
  add_int (b, "budget", stats->budget);
  add_int (b, "finished", fin);
  add_int (b, "unfinished", stats->unfinished);
  add_double (b, "seconds", stats->seconds);
  json_builder_set_member_name (b, "from_cache");
  json_builder_add_boolean_value (b, stats->from_cache);

  json_builder_set_member_name (b, "length");
  json_builder_begin_object (b);
  add_str (b, "unit", "turns");
  add_double (b, "mean", stats->length_mean);
  add_int (b, "median", stats->length_median);
  add_int (b, "p10", stats->length_p10);
  add_int (b, "p90", stats->length_p90);
  add_int (b, "min", stats->length_min);
  add_int (b, "max", stats->length_max);
  width = bx_stats_bin_width (stats->length_min, stats->length_max, HISTOGRAM_BINS);
  lo = stats->length_min / width * width;
  n_bins = fin > 0 ? (stats->length_max - lo) / width + 1 : 0;
  {
    g_autoptr(GArray) bins = bx_stats_length_bins (stats, lo, width, n_bins);
    json_builder_set_member_name (b, "histogram");
    json_builder_begin_array (b);
    for (guint i = 0; i < n_bins; i++)
      {
        json_builder_begin_object (b);
        add_int (b, "from", lo + i * width);
        add_int (b, "to", lo + (i + 1) * width - 1);
        add_int (b, "games", g_array_index (bins, guint, i));
        json_builder_end_object (b);
      }
    json_builder_end_array (b);
  }
  json_builder_set_member_name (b, "counts");
  json_builder_begin_array (b);
  for (guint k = 0; k < stats->length_counts->len; k++)
    if (g_array_index (stats->length_counts, guint, k) > 0)
      {
        json_builder_begin_array (b);
        json_builder_add_int_value (b, k);
        json_builder_add_int_value (b, g_array_index (stats->length_counts, guint, k));
        json_builder_end_array (b);
      }
  json_builder_end_array (b);
  json_builder_end_object (b);

  add_int (b, "moves", (gint64) stats->moves_total);
  add_double (b, "moves_per_game", (double) stats->moves_total / MAX (stats->games, 1));
  add_int (b, "passes", (gint64) stats->passes_total);
  add_double (b, "passes_per_game", (double) stats->passes_total / MAX (stats->games, 1));

  json_builder_set_member_name (b, "first_seat");
  json_builder_begin_object (b);
  add_str (b, "player", bx_game_player_name (game, 0));
  add_int (b, "wins", stats->seat_wins[0]);
  add_double (b, "rate", stats->first_rate);
  json_builder_set_member_name (b, "wilson95");
  json_builder_begin_array (b);
  json_builder_add_double_value (b, round4 (stats->first_lo));
  json_builder_add_double_value (b, round4 (stats->first_hi));
  json_builder_end_array (b);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "seat_wins");
  json_builder_begin_array (b);
  for (guint p = 0; p < MIN (stats->n_players, BX_MAX_PLAYERS); p++)
    json_builder_add_int_value (b, stats->seat_wins[p]);
  json_builder_end_array (b);
  add_int (b, "draws", stats->draws);

  json_builder_set_member_name (b, "score");
  json_builder_begin_object (b);
  add_str (b, "unit", bx_game_get_score_unit (game));
  json_builder_set_member_name (b, "counts");
  json_builder_begin_array (b);
  for (guint k = 0; k < stats->score_counts->len; k++)
    {
      guint n = g_array_index (stats->score_counts, guint, k);
      if (n == 0)
        continue;
      won += n;
      score_sum += (guint64) k * n;
      json_builder_begin_object (b);
      add_int (b, "score", k);
      add_int (b, "games", n);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_double (b, "mean", won > 0 ? (double) score_sum / won : 0);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "special");
  json_builder_begin_array (b);
  for (guint p = 0; p < MIN (stats->n_players, BX_MAX_PLAYERS); p++)
    json_builder_add_int_value (b, (gint64) stats->special_total[p]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "ledger");
  if (!stats->has_ledger)
    json_builder_add_null_value (b);
  else
    {
      json_builder_begin_array (b);
      for (guint p = 0; p < MIN (stats->n_players, BX_MAX_PLAYERS); p++)
        json_builder_add_int_value (b, stats->ledger_total[p]);
      json_builder_end_array (b);
    }

  json_builder_set_member_name (b, "rules");
  json_builder_begin_array (b);
  for (guint r = 0; r < stats->n_rules; r++)
    {
      const BxRule *rule = r < bx_ruleset_get_n_rules (rs) ? bx_ruleset_get_rule (rs, r) : NULL;

      json_builder_begin_object (b);
      add_str (b, "rule", stats->rule_ids[r]);
      add_str (b, "topic", rule != NULL ? bx_topic_to_string (rule->topic) : NULL);
      add_str (b, "status", rule != NULL ? bx_rule_status_to_string (rule->status) : NULL);
      json_builder_set_member_name (b, "cites");
      json_builder_begin_array (b);
      for (guint k = 0; rule != NULL && rule->cites != NULL && rule->cites[k] != NULL; k++)
        json_builder_add_string_value (b, rule->cites[k]);
      json_builder_end_array (b);
      add_int (b, "moves", (gint64) stats->rule_moves[r]);
      add_double (b, "moves_per_game", bx_stats_rule_mean (stats, r));
      add_int (b, "games", stats->rule_games[r]);
      add_double (b, "share", bx_stats_rule_share (stats, r));
      add_int (b, "results", stats->rule_results[r]);
      json_builder_set_member_name (b, "never_fires");
      json_builder_add_boolean_value (b, bx_stats_rule_never_fires (stats, game, r));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* ---------------------------------------------------------------- reading */

static gboolean
bad (GError    **error,
     const char *why)
{
  g_set_error (error, BX_ERROR, BX_ERROR_INVALID, "statistics: %s", why);
  return FALSE;
}

static gboolean
get_uint (JsonObject *o,
          const char *name,
          guint64    *out)
{
  gint64 v;

  if (!bx_json_member_int (o, name, 0, G_MAXINT64, &v))
    return FALSE;
  *out = (guint64) v;
  return TRUE;
}

static gboolean
read_per_seat (JsonObject *o,
               const char *name,
               guint       n,
               gint64     *out)
{
  JsonNode *node = json_object_get_member (o, name);
  JsonArray *a;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  a = json_node_get_array (node);
  if (json_array_get_length (a) != n)
    return FALSE;
  for (guint p = 0; p < n; p++)
    {
      JsonNode *e = json_array_get_element (a, p);
      if (json_node_get_value_type (e) != G_TYPE_INT64)
        return FALSE;
      out[p] = json_node_get_int (e);
    }
  return TRUE;
}

static gboolean
read_counts (JsonArray *a,
             gboolean   pairs,
             GArray    *counts)
{
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonNode *e = json_array_get_element (a, i);
      guint64 k, n;

      if (pairs)
        {
          JsonArray *p = JSON_NODE_HOLDS_ARRAY (e) ? json_node_get_array (e) : NULL;
          if (p == NULL || json_array_get_length (p) != 2)
            return FALSE;
          k = (guint64) json_array_get_int_element (p, 0);
          n = (guint64) json_array_get_int_element (p, 1);
        }
      else
        {
          JsonObject *o = JSON_NODE_HOLDS_OBJECT (e) ? json_node_get_object (e) : NULL;
          if (o == NULL || !get_uint (o, "score", &k) || !get_uint (o, "games", &n))
            return FALSE;
        }
      if (k > G_MAXUINT16 * 16 || n > G_MAXUINT)
        return FALSE;
      if (k >= counts->len)
        g_array_set_size (counts, k + 1);
      g_array_index (counts, guint, k) += n;
    }
  return TRUE;
}

/**
 * bx_stats_from_json:
 * @node: what bx_stats_to_json() wrote
 * @game: the game it should describe (configured like the batch)
 * @error: %BX_ERROR_INVALID when @node is no batch of @game's current version (another
 *   version, other rules, a count missing)
 *
 * Reads the counts back and derives the figures; @seconds is 0.
 *
 * Returns: (transfer full): the figures, or %NULL with @error set.
 */
BxStats *
bx_stats_from_json (JsonNode      *node,
                    const BxGame  *game,
                    GError       **error)
{
  g_autoptr(BxStats) st = g_new0 (BxStats, 1);
  g_autofree char *version = NULL;
  BxRuleset *rs;
  JsonObject *o, *len, *score;
  JsonArray *agents, *rules;
  JsonNode *m;
  guint64 v;
  gint64 seat[BX_MAX_PLAYERS];

  g_return_val_if_fail (node != NULL && game != NULL, NULL);
  rs = bx_game_get_ruleset (game);
  version = bx_stats_ruleset_version (game);
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return bad (error, "not an object"), NULL;
  o = json_node_get_object (node);
  if (g_strcmp0 (json_object_get_string_member_with_default (o, "ruleset", ""),
                 bx_ruleset_get_id (rs)) != 0
      || g_strcmp0 (json_object_get_string_member_with_default (o, "version", ""), version))
    return bad (error, "another ruleset or version"), NULL;
  st->ruleset_id = g_strdup (bx_ruleset_get_id (rs));
  st->version = g_steal_pointer (&version);
  st->n_players = bx_game_get_n_players (game);
  if (!get_uint (o, "games", &v) || v == 0 || v > G_MAXUINT)
    return bad (error, "no games"), NULL;
  st->games = (guint) v;
  if (!get_uint (o, "seed", &st->seed) || !get_uint (o, "budget", &v))
    return bad (error, "no seed or budget"), NULL;
  st->budget = (guint) v;
  if (!get_uint (o, "players", &v) || v != st->n_players)
    return bad (error, "another number of players"), NULL;
  m = json_object_get_member (o, "agents");
  agents = m != NULL && JSON_NODE_HOLDS_ARRAY (m) ? json_node_get_array (m) : NULL;
  if (agents == NULL || json_array_get_length (agents) < 1
      || json_array_get_length (agents) > BX_MAX_PLAYERS)
    return bad (error, "no agents"), NULL;
  st->n_agents = json_array_get_length (agents);
  for (guint i = 0; i < st->n_agents; i++)
    {
      const char *name = json_array_get_string_element (agents, i);
      if (name == NULL || !bx_agent_level_from_string (name, &st->agents[i]))
        return bad (error, "an unknown agent"), NULL;
    }
  if (!get_uint (o, "unfinished", &v) || v > st->games)
    return bad (error, "no unfinished count"), NULL;
  st->unfinished = (guint) v;
  if (!get_uint (o, "moves", &st->moves_total) || !get_uint (o, "passes", &st->passes_total))
    return bad (error, "no moves or passes"), NULL;
  m = json_object_get_member (o, "length");
  len = m != NULL && JSON_NODE_HOLDS_OBJECT (m) ? json_node_get_object (m) : NULL;
  m = len != NULL ? json_object_get_member (len, "counts") : NULL;
  st->length_counts = g_array_new (FALSE, TRUE, sizeof (guint));
  if (m == NULL || !JSON_NODE_HOLDS_ARRAY (m)
      || !read_counts (json_node_get_array (m), TRUE, st->length_counts))
    return bad (error, "no length counts"), NULL;
  for (guint k = 0; k < st->length_counts->len; k++)
    st->turns_total += (guint64) k * g_array_index (st->length_counts, guint, k);
  m = json_object_get_member (o, "score");
  score = m != NULL && JSON_NODE_HOLDS_OBJECT (m) ? json_node_get_object (m) : NULL;
  m = score != NULL ? json_object_get_member (score, "counts") : NULL;
  st->score_counts = g_array_new (FALSE, TRUE, sizeof (guint));
  if (m == NULL || !JSON_NODE_HOLDS_ARRAY (m)
      || !read_counts (json_node_get_array (m), FALSE, st->score_counts))
    return bad (error, "no score counts"), NULL;
  if (!read_per_seat (o, "seat_wins", MIN (st->n_players, BX_MAX_PLAYERS), seat))
    return bad (error, "no seat wins"), NULL;
  for (guint p = 0; p < MIN (st->n_players, BX_MAX_PLAYERS); p++)
    st->seat_wins[p] = (guint) seat[p];
  if (!get_uint (o, "draws", &v))
    return bad (error, "no draws"), NULL;
  st->draws = (guint) v;
  if (!read_per_seat (o, "special", MIN (st->n_players, BX_MAX_PLAYERS), seat))
    return bad (error, "no special scores"), NULL;
  for (guint p = 0; p < MIN (st->n_players, BX_MAX_PLAYERS); p++)
    st->special_total[p] = (guint64) seat[p];
  m = json_object_get_member (o, "ledger");
  st->has_ledger = m != NULL && !JSON_NODE_HOLDS_NULL (m);
  if (st->has_ledger
      && !read_per_seat (o, "ledger", MIN (st->n_players, BX_MAX_PLAYERS), st->ledger_total))
    return bad (error, "a bad ledger"), NULL;
  m = json_object_get_member (o, "rules");
  rules = m != NULL && JSON_NODE_HOLDS_ARRAY (m) ? json_node_get_array (m) : NULL;
  st->n_rules = bx_ruleset_get_n_rules (rs);
  if (rules == NULL || json_array_get_length (rules) != st->n_rules)
    return bad (error, "other rules"), NULL;
  st->rule_ids = g_new0 (char *, st->n_rules + 1);
  st->rule_moves = g_new0 (guint64, MAX (st->n_rules, 1));
  st->rule_games = g_new0 (guint, MAX (st->n_rules, 1));
  st->rule_results = g_new0 (guint, MAX (st->n_rules, 1));
  for (guint r = 0; r < st->n_rules; r++)
    {
      JsonNode *e = json_array_get_element (rules, r);
      JsonObject *ro = JSON_NODE_HOLDS_OBJECT (e) ? json_node_get_object (e) : NULL;
      guint64 g, res;

      st->rule_ids[r] = g_strdup (bx_ruleset_get_rule (rs, r)->id);
      if (ro == NULL
          || g_strcmp0 (json_object_get_string_member_with_default (ro, "rule", ""),
                        st->rule_ids[r]) != 0
          || !get_uint (ro, "moves", &st->rule_moves[r]) || !get_uint (ro, "games", &g)
          || !get_uint (ro, "results", &res) || g > st->games || res > st->games)
        return bad (error, "other rules"), NULL;
      st->rule_games[r] = (guint) g;
      st->rule_results[r] = (guint) res;
    }
  bx_stats_derive (st);
  return g_steal_pointer (&st);
}

/**
 * bx_stats_run_cached:
 * @game: a game, configured
 * @options: the batch
 * @fresh: play the batch even when the cache holds it
 * @progress: (nullable): as for bx_stats_run()
 * @user_data: for @progress
 * @cancellable: (nullable): as for bx_stats_run()
 * @error: as for bx_stats_run()
 *
 * bx_stats_run() through the cache (bx_stats_cache_path()): a batch found there, of the
 * ruleset's current version, is read back (@from_cache set); otherwise it is played and
 * written there atomically.  A cache that cannot be written is not an error.
 *
 * Returns: (transfer full): the figures, or %NULL with @error set.
 */
BxStats *
bx_stats_run_cached (const BxGame         *game,
                     const BxStatsOptions *options,
                     gboolean              fresh,
                     BxStatsProgress       progress,
                     gpointer              user_data,
                     GCancellable         *cancellable,
                     GError              **error)
{
  g_autofree char *path = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonGenerator) gen = NULL;
  BxStats *st;
  gsize len;

  g_return_val_if_fail (game != NULL && options != NULL, NULL);
  path = bx_stats_cache_path (game, options);
  if (!fresh && g_file_get_contents (path, &text, &len, NULL))
    {
      g_autoptr(JsonNode) cached = bx_json_parse_bounded (text, (gssize) len,
                                                          BX_JSON_MAX_DEPTH, NULL);
      st = cached != NULL ? bx_stats_from_json (cached, game, NULL) : NULL;
      if (st != NULL)
        {
          st->from_cache = TRUE;
          if (progress != NULL)
            progress (st->games, st->games, user_data);
          return st;
        }
    }
  st = bx_stats_run (game, options, progress, user_data, cancellable, error);
  if (st == NULL)
    return NULL;
  dir = g_path_get_dirname (path);
  node = bx_stats_to_json (st, game);
  gen = json_generator_new ();
  json_generator_set_root (gen, node);
  g_clear_pointer (&text, g_free);
  text = json_generator_to_data (gen, &len);
  if (g_mkdir_with_parents (dir, 0755) == 0)
    g_file_set_contents (path, text, (gssize) len, NULL);
  return st;
}
