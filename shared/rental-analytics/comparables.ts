/**
 * GET /rental-analytics/comparables: the leases GET /properties/rent-estimate rests on for a
 * subject property, with their adjusted rents and weights, scored for similarity, and that
 * estimate (one computation, docs/valuation.md).
 */

import { addMonths, daysBetween } from '../platform/dates.ts';
import { db } from '../platform/db/client.ts';
import type { AddressMatch } from '../properties/lookup/lookup.ts';
import type { EstimateAnswer } from '../properties/valuation/estimates.ts';
import { ESTIMATE_LIMITS } from '../properties/valuation/model.ts';
import type { EvidenceRow } from '../properties/valuation/queries.ts';
import { typeGroup } from '../properties/valuation/traits.ts';
import { rentEstimateFor } from './estimate.ts';
import { leaseListings } from './queries.ts';
import type { ComparablesQuery } from './schemas.ts';
import { type SubjectTraits, similarity } from './similarity.ts';

const round = (x: number, decimals: number) => Math.round(x * 10 ** decimals) / 10 ** decimals;

/** The query layer of the endpoint (what a benchmark calls without HTTP), given the matched subject. */
export async function rentalComparables(subject: AddressMatch, q: ComparablesQuery) {
  const doc = subject.property.doc;
  const traits = subjectTraits(subject);
  const radius = q.radius ?? ESTIMATE_LIMITS.radius;
  const { estimate, answer, asOf } = await rentEstimateFor(subject, { asOf: q.as_of, radius: q.radius, months: q.months });
  // the estimator's window: leases dated from the same day `months` months earlier through as_of
  const since = addMonths(asOf, -q.months);
  const windowDays = daysBetween(since, asOf) + 1;
  const used = answer?.comparables ?? [];
  const rows = answer?.rows ?? [];
  const listings = new Map((await leaseListings(await db(), rows)).map((l) => [`${l.property_id}:${l.seq}`, l]));
  const scored = used.map((c, k) =>
    scoredComparable(c, rows[k]!, listings.get(`${rows[k]!.property_id}:${rows[k]!.seq}`), {
      traits,
      subjectGroup: typeGroup(doc.property_type),
      asOf,
      radius,
      windowDays,
    }),
  );
  const listed = bySimilarity(scored).slice(0, q.limit);
  const candidates = answer?.sample.candidates_seen ?? estimate.candidates_seen;
  return {
    body: {
      subject: {
        property_id: subject.property.property_id,
        address: subject.normalized,
        latitude: doc.address.latitude,
        longitude: doc.address.longitude,
        property_type: doc.property_type,
        beds: traits.beds,
        baths: traits.baths,
        sqft: traits.sqft,
        year_built: traits.yearBuilt,
      },
      comparables: listed,
      rent_estimate: estimate.body,
      meta: {
        radius_miles: radius,
        months: q.months,
        as_of: asOf,
        lease_date_from: since,
        candidates,
        candidate_limit: ESTIMATE_LIMITS.candidates,
        candidate_limit_hit: candidates >= ESTIMATE_LIMITS.candidates,
        property_types: answer?.sample.property_types ?? null,
      },
    },
    sources: [subject.property.data_source, ...listed.map((c) => rows.find((r) => r.property_id === c.property_id)!.data_source)],
  };
}

function subjectTraits(subject: AddressMatch): SubjectTraits {
  const structure = subject.property.doc.structure;
  return {
    beds: structure?.beds_count ?? null,
    baths: structure?.baths ?? null,
    sqft: structure?.living_area_sqft ?? structure?.total_area_sq_ft ?? null,
    yearBuilt: structure?.year_built ?? null,
  };
}

type UsedLease = EstimateAnswer['comparables'][number];
type LeaseListing = Awaited<ReturnType<typeof leaseListings>>[number];

/** One lease the estimate used, as the endpoint lists it, scored for similarity to the subject. */
function scoredComparable(
  c: UsedLease,
  row: EvidenceRow,
  listing: LeaseListing | undefined,
  at: { traits: SubjectTraits; subjectGroup: ReturnType<typeof typeGroup>; asOf: string; radius: number; windowDays: number },
) {
  const s = similarity(
    at.traits,
    {
      beds: row.beds,
      baths: row.baths,
      sqft: row.sqft,
      yearBuilt: row.year_built,
      distanceMiles: row.meters / 1609.344,
      ageDays: daysBetween(row.day, at.asOf),
    },
    { radiusMiles: at.radius, windowDays: at.windowDays },
  );
  return {
    sameType: at.subjectGroup === null || typeGroup(row.property_type) === null || typeGroup(row.property_type) === at.subjectGroup,
    comparable: {
      property_id: row.property_id,
      seq: row.seq,
      address: row.address,
      city: row.city,
      state: row.state,
      zip: row.zip,
      property_type: row.property_type,
      distance_miles: c.distance_miles,
      beds: row.beds,
      baths: row.baths,
      sqft: row.sqft,
      year_built: row.year_built,
      list_date: listing?.list_date ?? row.day,
      lease_date: row.day,
      rent: row.price,
      rent_per_sqft: row.sqft !== null && row.sqft > 0 ? round(row.price / row.sqft, 3) : null,
      adjusted_rent: c.adjusted_price,
      adjustments: c.adjustments,
      weight: c.weight,
      days_on_market: listing?.days_on_market ?? null,
      similarity: s,
    },
  };
}

/** The subject's own type first, then the most similar (ties: nearer, then property_id). */
function bySimilarity(scored: ReturnType<typeof scoredComparable>[]) {
  return [...scored]
    .sort(
      (a, b) =>
        Number(b.sameType) - Number(a.sameType) ||
        b.comparable.similarity.score - a.comparable.similarity.score ||
        a.comparable.distance_miles - b.comparable.distance_miles ||
        a.comparable.property_id - b.comparable.property_id,
    )
    .map((x) => x.comparable);
}
