/**
 * The time adjustment (docs/valuation.md#time): a local monthly price level from the data's own
 * sales (or leases), so that a comparable sold 9 months before the as-of date is brought to the
 * as-of date's prices.
 *
 * The rollup price_index_months holds, per area (county, CBSA, state) and calendar month, the
 * count and a constant-quality log level (loader/rollups/valuation.ts): each sale's log price less
 * the model's prior adjustments for its building, compared month to month within ZIP codes only, so
 * a month of smaller or cheaper-sited homes does not read as a fall. A month's level is pooled with
 * the months just before it until it rests on enough sales (POOL_TARGET), a count-weighted mean; the
 * finest area whose level is known for the reference month is used. The reference month is the
 * last whole month before the as-of date, so only months that ended before it are read: a sale
 * on or after the as-of date never moves the adjustment.
 *
 * The reference month's level describes its middle, about a month before the as-of date, and in a
 * moving market prices keep moving after it. Two things carry it on to the as-of date, so a rising
 * market is not valued at last month's prices:
 *   - the shift of the last 30 days (price_index_days): the mean of the sales known in the 30 days
 *     before the as-of date, each relative to its ZIP code's reference-month mean (in the same
 *     constant-quality terms), placed at the middle of those 30 days, when both rest on enough sales;
 *   - the recent trend (a robust slope of the last months' levels, capped) from there (or from the
 *     reference month's middle) on to the as-of date.
 */
import { addDays, addMonths, daysBetween } from '../../platform/dates.ts';

export const AREA_LEVELS = ['county', 'cbsa', 'state'] as const;
export type AreaLevel = (typeof AREA_LEVELS)[number];

export interface IndexMonth {
  level: AreaLevel;
  /** first day of the month, YYYY-MM-DD */
  month: string;
  n: number;
  /** the constant-quality log level (a difference between two months is the log change of prices) */
  logLevel: number;
}

export const INDEX_RULES = {
  /** a month's level pools it with earlier months until this many sales... */
  poolTarget: 60,
  /** ...looking back at most this many months in all (the month itself included) */
  poolMonths: 6,
  /** below this many sales, even pooled, a month has no level of its own */
  poolMinimum: 20,
  /** the trend is the slope of the levels of this many months through the reference month... */
  trendMonths: 6,
  /** ...when at least this many of them have a level (else no trend) */
  trendMinMonths: 4,
  /** ...kept within ± this much log level per month */
  trendMaxMonthly: 0.02,
  /** the shift reads the sales of this many days before the as-of date... */
  recentDays: 30,
  /** ...and needs this many of them, and of the reference month's */
  recentMinimum: 60,
} as const;

export interface IndexDay {
  level: AreaLevel;
  /** YYYY-MM-DD: the day the evidence became known */
  day: string;
  /** how many sales became known that day */
  n: number;
  /** of those, how many had their ZIP code's mean of the day's own calendar month, and the sum of their differences from it */
  nSame: number;
  sumSame: number;
  /** the same against the ZIP code's mean of the month before the day's */
  nPrior: number;
  sumPrior: number;
}

const DAYS_PER_MONTH = 30.4375;

export interface PriceIndex {
  /** the area whose levels are used; null when none had enough sales (no time adjustment) */
  level: AreaLevel | null;
  /** the reference month (YYYY-MM-01): the last whole month before the as-of date */
  reference: string;
  /** log level per month (YYYY-MM-01) from the window's first month through the reference month */
  levels: Map<string, number>;
  /** the recent trend, log level per month, carried on from the middle of the reference month (0 without one) */
  slope: number;
  /** the as-of date the prices are brought to */
  asOf: string;
  /** the shift of the last days: `shift` (log level, relative to the reference month's) on `day` */
  recent: { day: string; shift: number } | null;
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
      sum += row.n * row.logLevel;
    }
    if (n >= INDEX_RULES.poolMinimum) out.set(m, sum / n);
  }
  return out;
}

/**
 * The Theil-Sen slope of the levels (log level per month): the median of the slopes between every
 * two months with a level, so one odd month cannot tilt it. Reads the `months` months through
 * `reference`; 0 when fewer than `minMonths` of them have a level. Kept within ± `cap`.
 */
export function trendSlope(
  levels: ReadonlyMap<string, number>,
  reference: string,
  rules: { months: number; minMonths: number; cap: number } = {
    months: INDEX_RULES.trendMonths,
    minMonths: INDEX_RULES.trendMinMonths,
    cap: INDEX_RULES.trendMaxMonthly,
  },
): number {
  const points: [number, number][] = [];
  for (let back = 0; back < rules.months; back++) {
    const level = levels.get(addMonths(reference, -back));
    if (level !== undefined) points.push([-back, level]);
  }
  if (points.length < Math.max(2, rules.minMonths)) return 0;
  const slopes: number[] = [];
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) slopes.push((points[i]![1] - points[j]![1]) / (points[i]![0] - points[j]![0]));
  slopes.sort((a, b) => a - b);
  const mid = slopes.length >> 1;
  const median = slopes.length % 2 ? slopes[mid]! : (slopes[mid - 1]! + slopes[mid]!) / 2;
  return Math.min(rules.cap, Math.max(-rules.cap, median));
}

/**
 * The shift of the last `recentDays` days before `asOf` (days of the reference month and after
 * only): the mean of their sales relative to their ZIP code's reference-month mean (a day of the
 * reference month: its `same` sums; a day after it: its `prior` sums), at the middle of those days.
 * Null when fewer than `minimum` of them could be compared or the reference month had fewer than
 * `minimum` sales.
 */
export function recentShift(
  days: readonly IndexDay[],
  level: AreaLevel,
  reference: string,
  asOf: string,
  rules: { days: number; minimum: number } = { days: INDEX_RULES.recentDays, minimum: INDEX_RULES.recentMinimum },
): { day: string; shift: number } | null {
  const from = addDays(asOf, -rules.days);
  const referenceEnd = addMonths(reference, 1);
  let recentN = 0;
  let recentSum = 0;
  let referenceN = 0;
  for (const d of days) {
    if (d.level !== level || d.day >= asOf || d.day < reference) continue;
    const inReference = d.day < referenceEnd;
    if (inReference) referenceN += d.n;
    if (d.day < from) continue;
    recentN += inReference ? d.nSame : d.nPrior;
    recentSum += inReference ? d.sumSame : d.sumPrior;
  }
  if (recentN < rules.minimum || referenceN < rules.minimum) return null;
  return { day: addDays(asOf, -Math.round(rules.days / 2)), shift: recentSum / recentN };
}

/**
 * The index for a valuation as of `asOf` whose comparables go back to `fromMonth`: the finest area
 * with a level for the reference month. Months without a level of their own take the nearest later
 * month's (a smaller adjustment rather than a guess).
 */
export function buildIndex(rows: readonly IndexMonth[], asOf: string, fromMonth: string, days: readonly IndexDay[] = []): PriceIndex {
  const reference = referenceMonth(asOf);
  const trendFrom = addMonths(reference, -(INDEX_RULES.trendMonths - 1));
  const from = fromMonth < trendFrom ? fromMonth : trendFrom;
  // the pool of the window's first month reaches back before it
  const poolFrom = addMonths(from, -(INDEX_RULES.poolMonths - 1));
  for (const level of AREA_LEVELS) {
    const months = rows.filter((r) => r.level === level && r.month >= poolFrom && r.month <= reference);
    const levels = pooledLevels(months, from, reference);
    if (!levels.has(reference)) continue;
    const slope = trendSlope(levels, reference);
    let later = levels.get(reference)!;
    for (let m = reference; m >= from; m = addMonths(m, -1)) {
      const own = levels.get(m);
      if (own === undefined) levels.set(m, later);
      else later = own;
    }
    return { level, reference, levels, slope, asOf, recent: recentShift(days, level, reference, asOf) };
  }
  return { level: null, reference, levels: new Map(), slope: 0, asOf, recent: null };
}

/**
 * The log level on `day`, relative to the reference month's: a month before the reference month
 * stands at its own level (its middle); from the reference month's middle the level moves in a
 * straight line to the recent shift's day (when there is one), then on along the trend. Null for a
 * month before the index's window.
 */
function levelOn(index: PriceIndex, day: string): number | null {
  const month = `${day.slice(0, 7)}-01`;
  const reference = index.levels.get(index.reference)!;
  if (month < index.reference) {
    const then = index.levels.get(month);
    return then === undefined ? null : then - reference;
  }
  const middle = addDays(index.reference, 14);
  const anchor = index.recent && index.recent.day > middle ? index.recent : { day: middle, shift: 0 };
  const sinceMiddle = daysBetween(middle, day);
  if (sinceMiddle <= 0) return 0;
  const toAnchor = daysBetween(middle, anchor.day);
  if (sinceMiddle < toAnchor) return (anchor.shift * sinceMiddle) / toAnchor;
  return anchor.shift + (index.slope * daysBetween(anchor.day, day)) / DAYS_PER_MONTH;
}

/**
 * The log adjustment that brings a price of `soldOn` (YYYY-MM-DD) to the as-of date: the rise of
 * the level from the sale's month to the reference month, and the trend on to the as-of date (a
 * sale after the reference month's middle only the trend from its day). 0 without an index.
 */
export function timeAdjustment(index: PriceIndex, soldOn: string): number {
  if (index.level === null) return 0;
  const then = levelOn(index, soldOn);
  return then === null ? 0 : levelOn(index, index.asOf)! - then;
}
