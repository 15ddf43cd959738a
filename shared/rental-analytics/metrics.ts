/**
 * The rental market metrics of GET /rental-analytics/market-analysis, from every lease and sale
 * of a geography's window (as the monthly rollups keep them). Pure: every definition is here.
 */

import { grossYield } from '../analytics/metrics.ts';
import { type Counted, concatenated, countOf, quantilesWithCounts } from '../analytics/percentiles.ts';
import { lowSample } from '../analytics/samples.ts';

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
 * One month of leases as rental_place_lease_months keeps it: [rents, bedroom buckets (0-5, 5 = 5+),
 * rents per square foot, days on market]; element k of each array is the same lease.
 */
export type LeaseValues = [rents: number[], bedrooms: (number | null)[], rentsPerSqft: (number | null)[], daysOnMarket: (number | null)[]];

/** What the yearly rollup (rental_place_value_years) holds of a lease measure in a whole year. */
export type LeaseMeasure = 'rent' | `rent_beds_${number}` | 'rent_per_sqft' | 'days_on_market';

/** A month of the window: its lease count and median rent (null when it had none). */
export interface MonthSummary {
  leases: number;
  median_rent: number | null;
}

/**
 * A window's leases and sales. Its whole calendar years come as distinct values with counts
 * (`years`, `priorYears`, `saleYears`), its other months value by value; the metrics are the
 * same as of every value listed once (docs/analytics-definitions.md#market-analysis).
 */
export interface MarketInput {
  /** every month of the window that had leases (YYYY-MM) */
  months: ReadonlyMap<string, MonthSummary>;
  /** the leases of the window's months outside its whole years, a LeaseValues per month */
  leases: readonly LeaseValues[];
  /** each lease measure's values in the window's whole years */
  years: ReadonlyMap<LeaseMeasure, readonly Counted[]>;
  /** the rents of the leases of the same months one year earlier: outside whole years, and in them */
  priorRents: readonly (readonly number[])[];
  priorYears: readonly Counted[];
  /** the window's purchases, market evidence or not */
  purchases: number;
  /** the window's purchase prices that are market evidence: outside whole years, and in them */
  salePrices: readonly (readonly number[])[];
  saleYears: readonly Counted[];
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
  /** every purchase of the window */
  sales: number;
  /** the purchases that are market evidence: median_price's sample */
  price_sales: number;
  median_price: number | null;
  gross_yield: number | null;
  monthly: { month: string; leases: number; median_rent: number | null }[];
  low_sample: string[];
}

/** The metrics of one geography over the window whose months (YYYY-MM, oldest first) are `months`. */
export function marketMetrics(input: MarketInput, months: readonly string[]): MarketMetrics {
  const yearly = (measure: LeaseMeasure) => input.years.get(measure) ?? [];
  // One pass writes every list into typed arrays sized up front (a metro-year is ~50k leases).
  let loose = 0;
  for (const month of input.leases) loose += month[0].length;
  const rents = new Float64Array(loose);
  const perSqft = new Float64Array(loose);
  const daysOnMarket = new Float64Array(loose);
  const byBedrooms = BEDROOM_BUCKETS.map(() => [] as number[]);
  let n = 0;
  let withArea = 0;
  let withDays = 0;
  for (const [monthRents, bedrooms, monthPerSqft, monthDays] of input.leases) {
    for (let k = 0; k < monthRents.length; k++, n++) {
      rents[n] = monthRents[k]!;
      const bucket = bedrooms[k];
      if (bucket !== null && bucket !== undefined) byBedrooms[bucket]!.push(monthRents[k]!);
      const rentPerSqft = monthPerSqft[k];
      if (rentPerSqft !== null && rentPerSqft !== undefined) perSqft[withArea++] = rentPerSqft;
      const days = monthDays[k];
      if (days !== null && days !== undefined) daysOnMarket[withDays++] = days;
    }
  }
  const leases = loose + countOf(yearly('rent'));
  const [p10 = null, p25 = null, medianRent = null, p75 = null, p90 = null] = quantilesWithCounts(
    rents,
    yearly('rent'),
    [0.1, 0.25, 0.5, 0.75, 0.9],
  ).map((q) => round(q, 2));
  const prior = concatenated(input.priorRents);
  const priorLeases = prior.length + countOf(input.priorYears);
  const priorMedian = round(quantilesWithCounts(prior, input.priorYears, [0.5])[0]!, 2);
  const prices = concatenated(input.salePrices);
  const priceSales = prices.length + countOf(input.saleYears);
  const medianPrice = round(quantilesWithCounts(prices, input.saleYears, [0.5])[0]!, 2);
  const areaLeases = withArea + countOf(yearly('rent_per_sqft'));
  const medianPerSqft = round(quantilesWithCounts(perSqft.subarray(0, withArea), yearly('rent_per_sqft'), [0.5])[0]!, 3);
  const daysLeases = withDays + countOf(yearly('days_on_market'));
  const medianDays = round(quantilesWithCounts(daysOnMarket.subarray(0, withDays), yearly('days_on_market'), [0.5])[0]!, 1);
  const yoy = yearOverYear(medianRent, priorMedian);
  const yieldOfMedians = round(grossYield(medianRent, medianPrice), 4);
  return {
    leases,
    rent: { p10, p25, median: medianRent, p75, p90 },
    median_rent_per_sqft: medianPerSqft,
    rent_per_sqft_leases: areaLeases,
    median_days_on_market: medianDays,
    days_on_market_leases: daysLeases,
    by_bedrooms: byBedrooms.map((list, bucket) => {
      const counted = yearly(`rent_beds_${bucket}`);
      const [q25 = null, q50 = null, q75 = null] = quantilesWithCounts(Float64Array.from(list), counted, [0.25, 0.5, 0.75]).map((q) =>
        round(q, 2),
      );
      return { bedrooms: BEDROOM_BUCKETS[bucket]!, leases: list.length + countOf(counted), p25: q25, median: q50, p75: q75 };
    }),
    prior_year: { leases: priorLeases, median_rent: priorMedian },
    median_rent_yoy_change: yoy,
    sales: input.purchases,
    price_sales: priceSales,
    median_price: medianPrice,
    gross_yield: yieldOfMedians,
    monthly: months.map((month) => {
      const summary = input.months.get(month);
      return { month, leases: summary?.leases ?? 0, median_rent: round(summary?.median_rent ?? null, 2) };
    }),
    // docs/analytics-definitions.md#freshness-and-samples
    low_sample: lowSample([
      ['rent', medianRent, leases],
      ['median_rent_per_sqft', medianPerSqft, areaLeases],
      ['median_days_on_market', medianDays, daysLeases],
      ['median_rent_yoy_change', yoy, Math.min(leases, priorLeases)],
      ['median_price', medianPrice, priceSales],
      ['gross_yield', yieldOfMedians, Math.min(leases, priceSales)],
    ]),
  };
}
