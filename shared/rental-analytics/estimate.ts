/**
 * The rent estimate of GET /rental-analytics/comparables, from the comparable leases it returns.
 */
import { weightedQuantile } from './percentiles.ts';

export const ESTIMATE_DEFINITION = [
  "Each comparable's rent is adjusted to the subject's size at the comparable's rent per square foot (rent × subject sqft / comparable sqft; the rent as is when either area is unknown).",
  'estimate = the similarity-weighted median of the adjusted rents; low and high = their similarity-weighted 25th and 75th percentiles.',
  'A weighted percentile places each value at the middle of its share of the total weight and interpolates linearly between those places (with equal weights: the usual median).',
  'Rounded to whole dollars. null, with `reason`, when there is no comparable.',
].join(' ');

export interface EstimateInput {
  rent: number;
  sqft: number | null;
  score: number;
}

export type RentEstimate =
  | { estimate: number; low: number; high: number; comparables: number; size_adjusted: number; reason: null }
  | { estimate: null; low: null; high: null; comparables: number; size_adjusted: number; reason: string };

const sizeKnown = (compSqft: number | null, subjectSqft: number | null) =>
  compSqft !== null && compSqft > 0 && subjectSqft !== null && subjectSqft > 0;

/** The comparable's rent at the subject's size, or as is when either area is unknown. */
export function adjustedRent(rent: number, compSqft: number | null, subjectSqft: number | null): number {
  return sizeKnown(compSqft, subjectSqft) ? (rent * subjectSqft!) / compSqft! : rent;
}

export function estimateRent(comps: readonly EstimateInput[], subjectSqft: number | null): RentEstimate {
  const usable = comps.filter((c) => c.score > 0);
  const sizeAdjusted = usable.filter((c) => sizeKnown(c.sqft, subjectSqft)).length;
  if (usable.length === 0) {
    const reason =
      comps.length === 0 ? 'No leases within the radius and date window to compare with.' : 'No comparable lease has a similarity above 0.';
    return { estimate: null, low: null, high: null, comparables: 0, size_adjusted: 0, reason };
  }
  const weighted = usable.map((c) => ({ value: adjustedRent(c.rent, c.sqft, subjectSqft), weight: c.score }));
  const at = (p: number) => Math.round(weightedQuantile(weighted, p)!);
  return { estimate: at(0.5), low: at(0.25), high: at(0.75), comparables: usable.length, size_adjusted: sizeAdjusted, reason: null };
}
