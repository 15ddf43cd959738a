/**
 * The rental market metrics of GET /rental-analytics/market-analysis, from every lease and sale
 * of a geography's window (as the monthly rollups keep them). Pure: every definition is here.
 */

import { grossYield } from '../geo-analytics/metrics.ts';
import { lowSample } from '../geo-analytics/samples.ts';
import { quantile, quantiles, type Values } from './percentiles.ts';

/** Bedroom buckets of the by-bedroom breakdown; the rollup stores the index (5 = 5 or more). */
export const BEDROOM_BUCKETS = ['0', '1', '2', '3', '4', '5+'] as const;
export type BedroomBucket = (typeof BEDROOM_BUCKETS)[number];

const round = (value: number | null, decimals: number): number | null =>
  value === null ? null : Math.round(value * 10 ** decimals) / 10 ** decimals;

/** current / prior - 1, a fraction (0.04 = +4%, 4 decimals); null unless both are known and prior is positive. */
export function yearOverYear(current: number | null, prior: number | null): number | null {
  if (current === null || prior === null || prior <= 0) return null;
  return round(current / prior - 1, 4);
}

/**
 * One month of leases as rental_lease_months and rental_place_lease_months keep it: [rents, bedroom buckets (0-5, 5 = 5+),
 * rents per square foot, days on market]; element k of each array is the same lease.
 */
export type LeaseValues = [rents: number[], bedrooms: (number | null)[], rentsPerSqft: (number | null)[], daysOnMarket: (number | null)[]];

export interface MarketInput {
  /** the window's leases, per month (YYYY-MM) */
  leasesByMonth: ReadonlyMap<string, readonly LeaseValues[]>;
  /** the rents of the leases of the same months one year earlier, in any grouping */
  priorRents: readonly (readonly number[])[];
  /** the window's arms-length purchase prices, in any grouping */
  salePrices: readonly (readonly number[])[];
}

export interface MarketMetrics {
  leases: number;
  rent: { p10: number | null; p25: number | null; median: number | null; p75: number | null; p90: number | null };
  median_rent_per_sqft: number | null;
  /** the leases with a known area: median_rent_per_sqft's sample */
  rent_per_sqft_leases: number;
  median_days_on_market: number | null;
  /** the leases with known days on market: median_days_on_market's sample */
  days_on_market_leases: number;
  by_bedrooms: { bedrooms: BedroomBucket; leases: number; p25: number | null; median: number | null; p75: number | null }[];
  prior_year: { leases: number; median_rent: number | null };
  median_rent_yoy_change: number | null;
  sales: number;
  median_price: number | null;
  gross_yield: number | null;
  monthly: { month: string; leases: number; median_rent: number | null }[];
  low_sample: string[];
}

/** The metrics of one geography over the window whose months (YYYY-MM, oldest first) are `months`. */
export function marketMetrics(input: MarketInput, months: readonly string[]): MarketMetrics {
  const window = months.map((month) => input.leasesByMonth.get(month) ?? []);
  // One pass writes every list into typed arrays sized up front (a metro-year is ~50k leases):
  // rents month after month, so each month's rents are a slice of them.
  let leases = 0;
  for (const cells of window) for (const cell of cells) leases += cell[0].length;
  const rents = new Float64Array(leases);
  const buckets = new Int8Array(leases);
  const perSqft = new Float64Array(leases);
  const daysOnMarket = new Float64Array(leases);
  const bucketSizes = BEDROOM_BUCKETS.map(() => 0);
  let n = 0;
  let withArea = 0;
  let withDays = 0;
  const monthEnds = window.map((cells) => {
    for (const [cellRents, bedrooms, cellPerSqft, cellDays] of cells) {
      for (let k = 0; k < cellRents.length; k++, n++) {
        rents[n] = cellRents[k]!;
        const bucket = bedrooms[k] ?? -1;
        buckets[n] = bucket;
        if (bucket >= 0) bucketSizes[bucket]!++;
        const rentPerSqft = cellPerSqft[k];
        if (rentPerSqft !== null && rentPerSqft !== undefined) perSqft[withArea++] = rentPerSqft;
        const days = cellDays[k];
        if (days !== null && days !== undefined) daysOnMarket[withDays++] = days;
      }
    }
    return n;
  });
  // the bedroom lists are read from rents by position, so before anything below reorders it
  const byBedrooms = bucketSizes.map((size) => new Float64Array(size));
  const filled = bucketSizes.map(() => 0);
  for (let k = 0; k < leases; k++) {
    const bucket = buckets[k]!;
    if (bucket >= 0) byBedrooms[bucket]![filled[bucket]!++] = rents[k]!;
  }
  // each month's median reorders only its own slice, before the quantiles of them all
  const monthly = months.map((month, i) => {
    const slice = rents.subarray(i === 0 ? 0 : monthEnds[i - 1]!, monthEnds[i]!);
    return { month, leases: slice.length, median_rent: medianOf(slice, 2) };
  });
  const [p10 = null, p25 = null, medianRent = null, p75 = null, p90 = null] = quantiles(rents, [0.1, 0.25, 0.5, 0.75, 0.9]).map((q) =>
    round(q, 2),
  );
  const prior = joined(input.priorRents);
  const priorMedian = medianOf(prior, 2);
  const prices = joined(input.salePrices);
  const medianPrice = medianOf(prices, 2);
  const medianPerSqft = medianOf(perSqft.subarray(0, withArea), 3);
  const medianDays = medianOf(daysOnMarket.subarray(0, withDays), 1);
  const yoy = yearOverYear(medianRent, priorMedian);
  const yieldOfMedians = round(grossYield(medianRent, medianPrice), 4);
  return {
    leases,
    rent: { p10, p25, median: medianRent, p75, p90 },
    median_rent_per_sqft: medianPerSqft,
    rent_per_sqft_leases: withArea,
    median_days_on_market: medianDays,
    days_on_market_leases: withDays,
    by_bedrooms: byBedrooms.map((list, bucket) => {
      const [q25 = null, q50 = null, q75 = null] = quantiles(list, [0.25, 0.5, 0.75]).map((q) => round(q, 2));
      return { bedrooms: BEDROOM_BUCKETS[bucket]!, leases: list.length, p25: q25, median: q50, p75: q75 };
    }),
    prior_year: { leases: prior.length, median_rent: priorMedian },
    median_rent_yoy_change: yoy,
    sales: prices.length,
    median_price: medianPrice,
    gross_yield: yieldOfMedians,
    monthly,
    // docs/analytics-definitions.md#freshness-and-samples
    low_sample: lowSample([
      ['rent', medianRent, leases],
      ['median_rent_per_sqft', medianPerSqft, withArea],
      ['median_days_on_market', medianDays, withDays],
      ['median_rent_yoy_change', yoy, Math.min(leases, prior.length)],
      ['median_price', medianPrice, prices.length],
      ['gross_yield', yieldOfMedians, Math.min(leases, prices.length)],
    ]),
  };
}

/** The lists as one typed array: V8's flat() took ~90 µs for 400 rents, 20x a loop. */
function joined(lists: readonly (readonly number[])[]): Float64Array {
  let size = 0;
  for (const list of lists) size += list.length;
  const all = new Float64Array(size);
  let n = 0;
  for (const list of lists) for (let k = 0; k < list.length; k++) all[n++] = list[k]!;
  return all;
}

/** The median, rounded; reorders `values`. */
const medianOf = (values: Values, decimals: number) => round(quantile(values, 0.5), decimals);
