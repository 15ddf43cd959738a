/**
 * The rent estimate of GET /rental-analytics/comparables: GET /properties/rent-estimate's answer
 * for the same subject, as_of and radius, with its default max_comparables (one estimator,
 * docs/valuation.md), so the two never disagree.
 */
import { today } from '../platform/dates.ts';
import { InsufficientEvidence } from '../platform/errors.ts';
import type { AddressMatch } from '../properties/lookup/lookup.ts';
import { defaultAsOf, type EstimateAnswer, estimateFor, subjectOf } from '../properties/valuation/estimates.ts';
import { ESTIMATE_LIMITS } from '../properties/valuation/model.ts';

export const ESTIMATE_DEFINITION = [
  `The estimate is GET /properties/rent-estimate's for the same address, as_of (default: the latest lease date in the subject's state) and radius (default: adaptive, up to ${ESTIMATE_LIMITS.radius} miles), over the leases of the \`months\` months up to as_of (default ${ESTIMATE_LIMITS.months}, the rent estimate's window), with its default max_comparables (${ESTIMATE_LIMITS.defaultComparables}) whatever \`limit\` lists: leases of the same property type first, each brought to the as-of month by the local rent index and adjusted for size, age, bedrooms, bathrooms and position; the weighted median of the adjusted rents, the range its nominal 80% interval kept within the lowest and highest adjusted rent (docs/valuation.md).`,
  'Rounded to whole dollars. null, with `reason`, when fewer than 3 leases are near enough.',
].join(' ');

export type RentEstimate =
  | { estimate: number; low: number; high: number; comparables: number; size_adjusted: number; reason: null }
  | { estimate: null; low: null; high: null; comparables: number; size_adjusted: number; reason: string };

/** The estimate, the answer it comes from (null when there is too little evidence) and its as_of. */
export async function rentEstimateFor(
  subject: AddressMatch,
  q: { asOf: string | undefined; radius: number | undefined; months: number },
): Promise<{ estimate: { body: RentEstimate; candidates_seen: number }; answer: EstimateAnswer | null; asOf: string }> {
  const address = subject.property.doc.address;
  const asOf = q.asOf ?? (await defaultAsOf('lease', { lat: address.latitude, lon: address.longitude, state: address.state })) ?? today();
  let answer: EstimateAnswer;
  try {
    answer = await estimateFor('lease', {
      subject: subjectOf(subject.property, subject.normalized),
      asOf,
      radius: q.radius,
      months: q.months,
      maxComparables: ESTIMATE_LIMITS.defaultComparables,
    });
  } catch (err) {
    if (err instanceof InsufficientEvidence) {
      const seen = err.extensions?.candidates_seen;
      return {
        estimate: {
          body: { estimate: null, low: null, high: null, comparables: 0, size_adjusted: 0, reason: err.message },
          candidates_seen: typeof seen === 'number' ? seen : 0,
        },
        answer: null,
        asOf,
      };
    }
    throw err;
  }
  const sized = answer.subject.living_area_sqft === null ? 0 : answer.comparables.filter((c) => c.living_area_sqft !== null).length;
  return {
    estimate: {
      body: {
        estimate: answer.value,
        low: answer.low,
        high: answer.high,
        comparables: answer.comparables.length,
        size_adjusted: sized,
        reason: null,
      },
      candidates_seen: answer.sample.candidates_seen,
    },
    answer,
    asOf,
  };
}
