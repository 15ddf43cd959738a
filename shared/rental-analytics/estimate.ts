/**
 * The rent estimate of GET /rental-analytics/comparables: GET /properties/rent-estimate's answer
 * for the same subject and as_of (one estimator, docs/valuation.md), so the two never disagree.
 */
import { InsufficientEvidence } from '../platform/errors.ts';
import type { AddressMatch } from '../properties/lookup/lookup.ts';
import { type EstimateAnswer, estimateFor, subjectOf } from '../properties/valuation/estimates.ts';
import { MODELS } from '../properties/valuation/model.ts';

export const ESTIMATE_DEFINITION = [
  "The estimate is GET /properties/rent-estimate's for the same address and as_of (default: the latest lease date in the subject's state), with its defaults otherwise (adaptive radius up to 5 miles, leases of the 24 months up to as_of, max_comparables = limit): leases of the same property type first, each brought to the as-of month by the local rent index and adjusted for size (log-linear: rent × (subject sqft / lease sqft)^elasticity, the elasticity fitted locally), age, bedrooms, bathrooms and position; the weighted median of the adjusted rents, the range its nominal 80% interval kept within the lowest and highest adjusted rent (docs/valuation.md).",
  'Rounded to whole dollars. null, with `reason`, when fewer than 3 leases are near enough.',
].join(' ');

export type RentEstimate =
  | { estimate: number; low: number; high: number; comparables: number; size_adjusted: number; reason: null }
  | { estimate: null; low: null; high: null; comparables: number; size_adjusted: number; reason: string };

/** The rent at the subject's size: rent × (subject sqft / comparable sqft)^elasticity; as is when either area is unknown. */
export function adjustedRent(rent: number, compSqft: number | null, subjectSqft: number | null, elasticity: number): number {
  return compSqft !== null && compSqft > 0 && subjectSqft !== null && subjectSqft > 0
    ? rent * (subjectSqft / compSqft) ** elasticity
    : rent;
}

/** The estimate and the size elasticity it used (the prior when the subject's area is unknown). */
export async function rentEstimateFor(
  subject: AddressMatch,
  asOf: string,
  maxComparables: number,
): Promise<{ estimate: RentEstimate; elasticity: number }> {
  const prior = MODELS.lease.priors.living_area;
  let answer: EstimateAnswer;
  try {
    answer = await estimateFor('lease', { subject: subjectOf(subject.property, subject.normalized), asOf, maxComparables });
  } catch (err) {
    if (err instanceof InsufficientEvidence) {
      const reason = err.message;
      return { estimate: { estimate: null, low: null, high: null, comparables: 0, size_adjusted: 0, reason }, elasticity: prior };
    }
    throw err;
  }
  const sized = answer.subject.living_area_sqft === null ? 0 : answer.comparables.filter((c) => c.living_area_sqft !== null).length;
  return {
    estimate: {
      estimate: answer.centre,
      low: answer.low,
      high: answer.high,
      comparables: answer.comparables.length,
      size_adjusted: sized,
      reason: null,
    },
    elasticity: answer.method.coefficients.living_area ?? prior,
  };
}
