/**
 * GET /rental-analytics/comparables: the leases nearby most similar to a subject property, and a
 * rent estimate from them.
 */

import { METERS_PER_MILE } from '../analytics/points.ts';
import { today } from '../platform/dates.ts';
import { db } from '../platform/db/client.ts';
import type { AddressMatch } from '../properties/lookup/lookup.ts';
import { defaultAsOf } from '../properties/valuation/estimates.ts';
import { leaseWindow } from './dates.ts';
import { adjustedRent, rentEstimateFor } from './estimate.ts';
import { type ComparableRow, scanComparables } from './queries.ts';
import { COMPARABLES_LIMITS, type ComparablesQuery } from './schemas.ts';
import { type Similarity, type SubjectTraits, similarity } from './similarity.ts';

const CANDIDATE_LIMIT = COMPARABLES_LIMITS.candidates;

const round = (x: number, decimals: number) => Math.round(x * 10 ** decimals) / 10 ** decimals;

/** The query layer of the endpoint (what a benchmark calls without HTTP), given the matched subject. */
export async function rentalComparables(subject: AddressMatch, q: ComparablesQuery) {
  const doc = subject.property.doc;
  const traits: SubjectTraits = {
    beds: doc.structure?.beds_count ?? null,
    baths: doc.structure?.baths ?? null,
    sqft: doc.structure?.living_area_sqft ?? doc.structure?.total_area_sq_ft ?? null,
    yearBuilt: doc.structure?.year_built ?? null,
  };
  // the rent estimate's default: the latest lease of the subject's state, so the comparables and the
  // estimate are made at the same date, and a window never runs past the data
  const asOf =
    q.as_of ?? (await defaultAsOf('lease', { lat: doc.address.latitude, lon: doc.address.longitude, state: doc.address.state })) ?? today();
  const window = leaseWindow(asOf, q.months);
  const scan = await scanComparables(await db(), {
    lat: doc.address.latitude,
    lon: doc.address.longitude,
    radiusMiles: q.radius,
    excludeId: subject.property.property_id,
    since: window.from,
    asOf,
    candidateLimit: CANDIDATE_LIMIT,
  });
  const scored = scan.rows
    .map((row) => ({ row, similarity: similarity(traits, leaseTraits(row), { radiusMiles: q.radius, windowDays: window.days }) }))
    .sort((a, b) => b.similarity.score - a.similarity.score || a.row.meters - b.row.meters || a.row.property_id - b.row.property_id)
    .slice(0, q.limit);
  const { estimate, elasticity } = await rentEstimateFor(subject, asOf, q.limit);
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
      comparables: scored.map(({ row, similarity }) => comparable(row, similarity, traits.sqft, elasticity)),
      rent_estimate: estimate,
      meta: {
        radius_miles: q.radius,
        months: q.months,
        as_of: asOf,
        lease_date_from: window.from,
        candidates: scan.rows.length,
        candidate_limit: CANDIDATE_LIMIT,
        candidate_limit_hit: scan.leases > CANDIDATE_LIMIT,
      },
    },
    sources: [subject.property.data_source, ...scored.map(({ row }) => row.data_source)],
  };
}

function leaseTraits(row: ComparableRow) {
  return {
    beds: row.beds,
    baths: row.baths,
    sqft: row.sqft,
    yearBuilt: row.year_built,
    distanceMiles: row.meters / METERS_PER_MILE,
    ageDays: row.age_days,
  };
}

function comparable(row: ComparableRow, s: Similarity, subjectSqft: number | null, elasticity: number) {
  return {
    property_id: row.property_id,
    seq: row.seq,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    distance_miles: round(row.meters / METERS_PER_MILE, 3),
    beds: row.beds,
    baths: row.baths,
    sqft: row.sqft,
    year_built: row.year_built,
    list_date: row.list_date,
    lease_date: row.lease_date,
    rent: row.rent,
    rent_per_sqft: row.sqft !== null && row.sqft > 0 ? round(row.rent / row.sqft, 3) : null,
    adjusted_rent: round(adjustedRent(row.rent, row.sqft, subjectSqft, elasticity), 2),
    days_on_market: row.days_on_market,
    similarity: s,
  };
}
