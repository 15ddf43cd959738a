/**
 * The nearby-sales dataset (docs/exports.md#nearby-sales): GET /properties/nearby-sales's records for
 * each subject of a list, with the same scan (pageOfNearbySales) over the subject's whole candidate
 * window, each row prefixed by its subject. Subjects are resolved to property ids when the job is
 * submitted (an address that matches no property is a 400 naming it), so the runner reads ids only.
 */
import type { Sql, TransactionSql } from 'postgres';
import { BadRequest } from '../platform/errors.ts';
import { isPremium, type Plan } from '../platform/plans.ts';
import { lookupAddresses, parseLookupAddress } from '../properties/lookup/lookup.ts';
import { candidateLimit } from '../properties/nearby/nearby.ts';
import { countNearbySales, pageOfNearbySales, type SalesScan } from '../properties/nearby/queries.ts';
import type { NearbySalesFilter, NearbySubject } from './schemas.ts';

/** A subject as the job keeps it: the property and, when the request named it so, the address. */
export interface ResolvedSubject {
  property_id: number;
  address?: string;
}

/** The subjects' property ids, in the request's order; a subject that names no property is a 400 naming it. */
export async function resolveSubjects(sql: Sql, filter: NearbySalesFilter): Promise<ResolvedSubject[]> {
  const param = (i: number, member: string) => `filter.subjects.${i}.${member}`;
  const byAddress = filter.subjects.flatMap((s, i) => ('address' in s ? [{ i, address: s.address }] : []));
  const lookups = await lookupAddresses(
    byAddress.map(({ i, address }) => parseLookupAddress(address, param(i, 'address'))),
    filter.unit_policy,
  );
  const ids = new Map<number, number>();
  byAddress.forEach(({ i }, k) => {
    const found = lookups[k]!;
    if (found.kind !== 'match')
      throw new BadRequest(`Subject ${i + 1}: ${found.message}`, [{ path: param(i, 'address'), message: found.message }]);
    ids.set(i, found.match.property.property_id);
  });
  const byId = filter.subjects.flatMap((s, i) => ('property_id' in s ? [{ i, id: s.property_id }] : []));
  if (byId.length) {
    // properties_pkey
    const known = new Set(
      (
        await sql<{ property_id: number }[]>`
          select property_id::float8 as property_id from properties where property_id = any(${byId.map((s) => s.id)}::bigint[])`
      ).map((r) => r.property_id),
    );
    for (const { i, id } of byId) {
      if (!known.has(id))
        throw new BadRequest(`Subject ${i + 1}: no property ${id}.`, [{ path: param(i, 'property_id'), message: 'no such property' }]);
      ids.set(i, id);
    }
  }
  return filter.subjects.map((s: NearbySubject, i) => ({ property_id: ids.get(i)!, ...('address' in s ? { address: s.address } : {}) }));
}

interface SubjectPoint {
  property_id: number;
  lat: number | null;
  lon: number | null;
}

/** The subjects' points, by property_id (properties_pkey). */
async function subjectPoints(sql: Sql | TransactionSql, subjects: readonly ResolvedSubject[]): Promise<Map<number, SubjectPoint>> {
  const rows = await sql<SubjectPoint[]>`
    select property_id::float8 as property_id, (doc->'address'->>'latitude')::float8 as lat, (doc->'address'->>'longitude')::float8 as lon
    from properties where property_id = any(${subjects.map((s) => s.property_id)}::bigint[])`;
  return new Map(rows.map((r) => [r.property_id, r]));
}

/** The subject's scan: GET /properties/nearby-sales's, over the whole candidate window as one page. */
function scanOf(point: SubjectPoint & { lat: number; lon: number }, f: NearbySalesFilter): SalesScan {
  const limit = candidateLimit();
  return {
    lat: point.lat,
    lon: point.lon,
    radiusMiles: f.radius,
    excludeId: point.property_id,
    armsLengthOnly: f.arms_length_only,
    recordedFrom: f.recording_date_min,
    recordedTo: f.recording_date_max,
    lotSqft: { min: f.lot_size_min, max: f.lot_size_max },
    sqft: { min: f.sqft_min, max: f.sqft_max },
    yearBuilt: { min: f.year_built_min, max: f.year_built_max },
    candidateLimit: limit,
    pageSize: limit,
    offset: 0,
  };
}

const located = (p: SubjectPoint | undefined): p is SubjectPoint & { lat: number; lon: number } => p?.lat != null && p.lon != null;

/** Rows the job will write: each subject's matches within its candidate window. */
export async function countNearbyRows(sql: Sql, f: NearbySalesFilter, subjects: readonly ResolvedSubject[]): Promise<number> {
  const points = await subjectPoints(sql, subjects);
  let rows = 0;
  for (const s of subjects) {
    const point = points.get(s.property_id);
    if (located(point)) rows += (await countNearbySales(sql, scanOf(point, f))).total;
  }
  return rows;
}

/**
 * Each subject's nearby sales in turn, nearest first, as rows naming their subject; a subject the
 * snapshot no longer holds, or without a location, has none.
 */
export async function* nearbyRows(
  tx: TransactionSql,
  f: NearbySalesFilter,
  subjects: readonly ResolvedSubject[],
  plan: Plan,
): AsyncGenerator<Record<string, unknown>[]> {
  const points = await subjectPoints(tx, subjects);
  const shape = { enrichment: f.include.includes('enrichment'), valuation: f.include.includes('valuation'), premium: isPremium(plan) };
  for (const [i, s] of subjects.entries()) {
    const point = points.get(s.property_id);
    if (!located(point)) continue;
    const page = await pageOfNearbySales(tx as unknown as Sql, scanOf(point, f), shape);
    const sales = JSON.parse(page.json) as Record<string, unknown>[];
    yield sales.map((sale) => ({ subject: i + 1, subject_property_id: s.property_id, subject_address: s.address ?? null, ...sale }));
  }
}
