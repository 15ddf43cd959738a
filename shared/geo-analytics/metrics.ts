/**
 * The statistics the geo analytics answers are built with, as small pure functions. The database
 * returns what the rollups hold (counts, monthly medians and their weights, hold times); the
 * arithmetic happens here, in the Lambda, which scales out where the database does not.
 */

import { quantile, type Values } from '../rental-analytics/percentiles.ts';
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

/**
 * The p-th percentile (0-1) of ascending values by linear interpolation between the closest ranks,
 * as PostgreSQL's percentile_cont: position p × (n - 1). Null for no values.
 */
export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null;
  const position = p * (sorted.length - 1);
  const lo = Math.floor(position);
  const hi = Math.ceil(position);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (position - lo);
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

/** Count, mean, quartiles, 90th percentile and histogram of hold times (days, any order). */
export function holdDistribution(days: readonly number[]) {
  const sorted = Int32Array.from(days).sort();
  const n = sorted.length;
  const at = (p: number) => round(percentile(sorted, p), 1);
  // one pass over the sorted days, moving to the next bucket as they pass its end
  const counts = HOLD_BUCKETS.map(() => 0);
  let bucket = 0;
  for (const d of sorted) {
    while (HOLD_BUCKETS[bucket]!.max_days !== null && d > HOLD_BUCKETS[bucket]!.max_days!) bucket++;
    counts[bucket]!++;
  }
  const stats = {
    mean_days: round(n ? sorted.reduce((sum, d) => sum + d, 0) / n : null, 1),
    median_days: at(0.5),
    p25_days: at(0.25),
    p75_days: at(0.75),
    p90_days: at(0.9),
  };
  return {
    count: n,
    ...stats,
    histogram: HOLD_BUCKETS.map((b, i) => ({ ...b, count: counts[i]!, share: share(counts[i]!, n) })),
    // every statistic here has the same sample: count
    low_sample: lowSample(Object.entries(stats).map(([name, value]) => [name, value, n] as const)),
  };
}
