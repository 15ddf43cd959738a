/**
 * The statistics the geo analytics answers are built with, as small pure functions. The database
 * returns what the rollups hold (counts, monthly medians and their weights, hold times); the
 * arithmetic happens here, in the Lambda, which scales out where the database does not.
 */

import { type Counted, countOf, quantile, quantilesWithCounts, type Values } from './percentiles.ts';
import { lowSample } from './samples.ts';

/** part / whole, unrounded; null when either is unknown or there is nothing to divide by. */
export function ratio(part: number | null, whole: number | null): number | null {
  return part === null || whole === null || whole === 0 ? null : part / whole;
}

/** part / total as a fraction 0-1 (4 decimals); null when there is nothing to divide by. */
export function share(part: number, total: number): number | null {
  return round(ratio(part, total), 4);
}

/** Relative change, e.g. year over year: current / prior - 1; null when either is unknown or prior is 0. */
export function change(current: number | null, prior: number | null): number | null {
  const r = ratio(current, prior);
  return r === null ? null : r - 1;
}

/**
 * Gross rental yield (docs/analytics-definitions.md#one-definition-per-metric), the one definition
 * every endpoint uses: 12 × the median monthly rent / the median sale price, unrounded; null unless
 * both are known and the price is positive.
 */
export function grossYield(monthlyRent: number | null, price: number | null): number | null {
  if (monthlyRent === null || price === null || price <= 0) return null;
  return (12 * monthlyRent) / price;
}

/**
 * The median (docs/analytics-definitions.md#one-definition-per-metric) of every value, exact:
 * PostgreSQL's percentile_cont(0.5), the mean of the two middle values of an even count; null
 * without values. Reorders `values`.
 */
export function median(values: Values): number | null {
  return quantile(values, 0.5);
}

/** Rounds to `digits` decimals; null stays null (a missing value is never 0). */
export function round(value: number | null, digits: number): number | null {
  if (value === null) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export const countAndShare = (count: number, total: number) => ({ count, share: share(count, total) });

/**
 * The weighted median of values (e.g. monthly medians weighted by their number of sales): in
 * ascending order, the first value at which the running weight reaches half the total; when the
 * running weight is exactly half there, the mean of it and the next value (so two equally weighted
 * values give their mean, as a median of two does). Pairs without weight are ignored; null when
 * nothing is left.
 */
export function weightedMedian(values: readonly number[], weights: readonly number[]): number | null {
  const pairs = values
    .map((v, i) => ({ v, w: weights[i] ?? 0 }))
    .filter((p) => p.w > 0)
    .sort((a, b) => a.v - b.v);
  const total = pairs.reduce((sum, p) => sum + p.w, 0);
  let running = 0;
  for (const [i, p] of pairs.entries()) {
    running += p.w;
    if (running * 2 === total) return (p.v + pairs[i + 1]!.v) / 2;
    if (running * 2 > total) return p.v;
  }
  return null;
}

export interface HoldBucket {
  label: string;
  min_days: number;
  /** inclusive; null for the open-ended last bucket */
  max_days: number | null;
}

/**
 * Hold-time histogram buckets, in days, the same for flips and all resales: fine within the
 * one-year flip window (months, then quarters), then years.
 */
export const HOLD_BUCKETS: readonly HoldBucket[] = [
  [0, 30],
  [31, 60],
  [61, 90],
  [91, 180],
  [181, 270],
  [271, 365],
  [366, 730],
  [731, 1095],
  [1096, 1825],
  [1826, 3650],
  [3651, 7300],
  [7301, null],
].map(([min, max]) => ({ label: max === null ? `${min}+` : `${min}-${max}`, min_days: min!, max_days: max ?? null }));

export const HOLD_BUCKETS_DESCRIPTION = HOLD_BUCKETS.map((b) => b.label).join(', ');

/**
 * Count, mean, quartiles, 90th percentile and histogram of hold times: `days` (any order) and the
 * days of `counted`, each repeated its count (a yearly rollup's rows), the same numbers as of
 * every day listed once.
 */
export function holdDistribution(days: readonly number[], counted: readonly Counted[] = []) {
  const n = days.length + countOf(counted);
  const [median = null, p25 = null, p75 = null, p90 = null] = quantilesWithCounts(Float64Array.from(days), counted, [0.5, 0.25, 0.75, 0.9]);
  const at = (q: number | null) => round(q, 1);
  // whole days: the sum is exact in any order
  let total = 0;
  const counts = HOLD_BUCKETS.map(() => 0);
  const add = (d: number, count: number) => {
    total += d * count;
    counts[HOLD_BUCKETS.findIndex((b) => b.max_days === null || d <= b.max_days)]! += count;
  };
  for (const d of days) add(d, 1);
  for (const list of counted) for (let k = 0; k < list.values.length; k++) add(list.values[k]!, list.counts[k]!);
  const stats = {
    mean_days: round(n ? total / n : null, 1),
    median_days: at(median),
    p25_days: at(p25),
    p75_days: at(p75),
    p90_days: at(p90),
  };
  return {
    count: n,
    ...stats,
    histogram: HOLD_BUCKETS.map((b, i) => ({ ...b, count: counts[i]!, share: share(counts[i]!, n) })),
    // every statistic here has the same sample: count
    low_sample: lowSample(Object.entries(stats).map(([name, value]) => [name, value, n] as const)),
  };
}
