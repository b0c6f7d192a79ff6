/* bx-cli-quantile.c: the medians and percentiles the CLI's benches report
 *
 * One place for the two rules the benches use (docs/cli.md names them where each output is
 * described): a median, the middle value of the sorted values or the mean of the two middle
 * ones (bench startup, bench reader), and a nearest-rank percentile, the sorted value at
 * index round(p × (n − 1)), never interpolated (bench corpus and search, arena and bench
 * agents: their "median" members are this percentile at p = 0.5, which for an even count
 * is the upper of the two middle values).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bx-cli-quantile.h"

static int
cmp_double (gconstpointer a,
            gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/**
 * bx_cli_median:
 * @values: (element-type double): the values, in any unit; sorted ascending in place
 *
 * Returns: the middle value of @values, or the mean of the two middle values when their
 *   number is even; -1 when @values is empty.
 */
double
bx_cli_median (GArray *values)
{
  guint n = values->len;

  if (n == 0)
    return -1;
  g_array_sort (values, cmp_double);
  if (n % 2 == 1)
    return g_array_index (values, double, n / 2);
  return (g_array_index (values, double, n / 2 - 1) + g_array_index (values, double, n / 2)) / 2;
}

/**
 * bx_cli_percentile:
 * @values: (element-type double): the values, in any unit; sorted ascending in place
 * @p: the fraction, 0–1 (0.5 for the nearest-rank median, 0.99 for p99)
 *
 * The nearest-rank percentile: no interpolation between neighbours, so the result is always
 * one of @values.
 *
 * Returns: the value at index round(@p × (n − 1)) (halves rounded up) of the sorted
 *   @values, n their number; 0 when @values is empty.
 */
double
bx_cli_percentile (GArray *values,
                   double  p)
{
  guint i;

  if (values->len == 0)
    return 0;
  g_array_sort (values, cmp_double);
  i = (guint) (CLAMP (p, 0, 1) * (values->len - 1) + 0.5);
  return g_array_index (values, double, MIN (i, values->len - 1));
}

/**
 * bx_cli_doubles_from_int64:
 * @values: (element-type gint64): integer values (µs, kB, …)
 *
 * For the benches that collect integers: the same values, as doubles (exact below 2⁵³),
 * in the same order, for bx_cli_median() and bx_cli_percentile().
 *
 * Returns: (transfer full) (element-type double): a new array.
 */
GArray *
bx_cli_doubles_from_int64 (GArray *values)
{
  GArray *out = g_array_sized_new (FALSE, FALSE, sizeof (double), values->len);

  for (guint i = 0; i < values->len; i++)
    {
      double v = (double) g_array_index (values, gint64, i);

      g_array_append_val (out, v);
    }
  return out;
}
