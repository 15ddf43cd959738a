/**
 * The time adjustment (docs/valuation.md#time): a local monthly price level from the data's own
 * sales (or leases), so that a comparable sold 9 months before the as-of date is brought to the
 * as-of date's prices.
 *
 * The rollup price_index_months holds, per area (county, CBSA, state) and calendar month, the
 * count and the median of ln(price / living area). A month's level is that median pooled with the
 * months just before it until it rests on enough sales (POOL_TARGET), a count-weighted mean; the
 * finest area whose level is known for the reference month is used. The reference month is the
 * last whole month before the as-of date, so only months that ended before it are read: a sale
 * on or after the as-of date never moves the adjustment.
 */
import { addMonths } from '../../platform/dates.ts';

export const AREA_LEVELS = ['county', 'cbsa', 'state'] as const;
export type AreaLevel = (typeof AREA_LEVELS)[number];

export interface IndexMonth {
  level: AreaLevel;
  /** first day of the month, YYYY-MM-DD */
  month: string;
  n: number;
  logPpsf: number;
}

export const INDEX_RULES = {
  /** a month's level pools it with earlier months until this many sales... */
  poolTarget: 60,
  /** ...looking back at most this many months in all (the month itself included) */
  poolMonths: 6,
  /** below this many sales, even pooled, a month has no level of its own */
  poolMinimum: 20,
} as const;

export interface PriceIndex {
  /** the area whose levels are used; null when none had enough sales (no time adjustment) */
  level: AreaLevel | null;
  /** the reference month (YYYY-MM-01): the last whole month before the as-of date */
  reference: string;
  /** log level per month (YYYY-MM-01) from the window's first month through the reference month */
  levels: Map<string, number>;
}

/** The first day of the month before `asOf`'s month. */
export const referenceMonth = (asOf: string): string => addMonths(`${asOf.slice(0, 7)}-01`, -1);

/** Pooled log levels of one area's months, each from that month and the ones before it. */
export function pooledLevels(months: readonly IndexMonth[], from: string, to: string): Map<string, number> {
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const out = new Map<string, number>();
  for (let m = from; m <= to; m = addMonths(m, 1)) {
    let n = 0;
    let sum = 0;
    for (let back = 0; back < INDEX_RULES.poolMonths && n < INDEX_RULES.poolTarget; back++) {
      const row = byMonth.get(addMonths(m, -back));
      if (!row) continue;
      n += row.n;
      sum += row.n * row.logPpsf;
    }
    if (n >= INDEX_RULES.poolMinimum) out.set(m, sum / n);
  }
  return out;
}

/**
 * The index for a valuation as of `asOf` whose comparables go back to `fromMonth`: the finest area
 * with a level for the reference month. Months without a level of their own take the nearest later
 * month's (a smaller adjustment rather than a guess).
 */
export function buildIndex(rows: readonly IndexMonth[], asOf: string, fromMonth: string): PriceIndex {
  const reference = referenceMonth(asOf);
  const from = fromMonth < reference ? fromMonth : reference;
  // the pool of the window's first month reaches back before it
  const poolFrom = addMonths(from, -(INDEX_RULES.poolMonths - 1));
  for (const level of AREA_LEVELS) {
    const months = rows.filter((r) => r.level === level && r.month >= poolFrom && r.month <= reference);
    const levels = pooledLevels(months, from, reference);
    if (!levels.has(reference)) continue;
    let later = levels.get(reference)!;
    for (let m = reference; m >= from; m = addMonths(m, -1)) {
      const own = levels.get(m);
      if (own === undefined) levels.set(m, later);
      else later = own;
    }
    return { level, reference, levels };
  }
  return { level: null, reference, levels: new Map() };
}

/**
 * The log adjustment that brings a price of `soldOn` (YYYY-MM-DD) to the reference month's level:
 * 0 for the reference month and later (and without an index).
 */
export function timeAdjustment(index: PriceIndex, soldOn: string): number {
  if (index.level === null) return 0;
  const month = `${soldOn.slice(0, 7)}-01`;
  if (month >= index.reference) return 0;
  const then = index.levels.get(month);
  return then === undefined ? 0 : index.levels.get(index.reference)! - then;
}
