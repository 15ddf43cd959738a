/**
 * Nearby sales (docs/design.md#nearby-sale-record) and nearby sold properties around a subject
 * property found by its address, and the deprecated POST forms' answers (docs/design.md#deprecated-post-forms).
 */

import { METERS_PER_MILE } from '../../analytics/points.ts';
import { config } from '../../platform/config.ts';
import { db } from '../../platform/db/client.ts';
import { JsonText } from '../../platform/json-text.ts';
import { isPremium, type Plan } from '../../platform/plans.ts';
import type { AddressMatch } from '../lookup/lookup.ts';
import { type LegacyProperty, toLegacyProperty } from '../records/legacy.ts';
import { forPlan } from '../records/plan-fields.ts';
import {
  countNearbySales,
  type Origin,
  pageOfNearbySales,
  type SalesScan,
  type SoldRow,
  scanNearbySold,
  transactionsOfProperties,
} from './queries.ts';
import { type NearbyMeta, type NearbySale, NearbySalesQuery, type NearbySoldProperty, NearbySoldQuery } from './schemas.ts';

/**
 * Candidate sales (or sold properties) a request scans, nearest first. 5,000 covers a 1-mile
 * radius of dense suburbs over two decades of sales while keeping the scan to tens of
 * milliseconds; meta says when a request needed more.
 */
export const CANDIDATE_LIMIT = 5000;

/** NEARBY_CANDIDATE_LIMIT overrides the window (tests use a small one). */
export function candidateLimit(): number {
  return config().NEARBY_CANDIDATE_LIMIT ?? CANDIDATE_LIMIT;
}

function origin(subject: AddressMatch, radiusMiles: number): Origin {
  const { latitude, longitude } = subject.property.doc.address;
  return { lat: latitude, lon: longitude, radiusMiles, excludeId: subject.property.property_id };
}

export interface WindowCounts {
  page: number;
  pageSize: number;
  count: number;
  total: number;
  scanned: number;
  candidateLimit: number;
}

/** The nearby-sales meta (docs/design.md#nearby-sales-meta). */
export function nearbyMeta(w: WindowCounts): NearbyMeta {
  const hit = w.scanned >= w.candidateLimit;
  return {
    page: w.page,
    page_size: w.pageSize,
    count: w.count,
    total: w.total,
    total_is_exact: !hit,
    has_more: w.page * w.pageSize < w.total,
    candidate_limit_hit: hit,
    candidate_limit: w.candidateLimit,
  };
}

export interface NearbyResult<T, M = NearbyMeta> {
  records: T[] | JsonText<T[]>;
  meta: M;
  /** data_source of the subject and of every record served */
  sources: string[];
}

export type NearbySalesOptions = Omit<NearbySalesQuery, 'address'>;

/**
 * A page of nearby sales, and its meta (docs/design.md#nearby-sales-meta) when the request asks for it
 * (include_meta): counting reads the whole candidate window, the page alone stops once it is full.
 * The page is JSON text from the database (nearby-sale records, the groups `include` asks
 * for, ownership masked for base keys), served as it is.
 */
export async function nearbySales(
  subject: AddressMatch,
  q: NearbySalesOptions,
  plan: Plan,
): Promise<NearbyResult<NearbySale, NearbyMeta | undefined> & { count: number }> {
  const limit = candidateLimit();
  const scan: SalesScan = {
    ...origin(subject, q.radius),
    armsLengthOnly: q.arms_length_only,
    recordedFrom: q.recording_date_min,
    recordedTo: q.recording_date_max,
    lotSqft: { min: q.lot_size_min, max: q.lot_size_max },
    sqft: { min: q.sqft_min, max: q.sqft_max },
    yearBuilt: { min: q.year_built_min, max: q.year_built_max },
    candidateLimit: limit,
    pageSize: q.page_size,
    offset: (q.page - 1) * q.page_size,
  };
  const shape = { enrichment: q.include.includes('enrichment'), valuation: q.include.includes('valuation'), premium: isPremium(plan) };
  const sql = await db();
  const [page, counts] = await Promise.all([pageOfNearbySales(sql, scan, shape), q.include_meta ? countNearbySales(sql, scan) : undefined]);
  return {
    records: JsonText.of<NearbySale[]>(page.json),
    meta: counts && nearbyMeta({ page: q.page, pageSize: q.page_size, count: page.count, ...counts, candidateLimit: limit }),
    sources: [subject.property.data_source, ...page.sources],
    count: page.count,
  };
}

export type NearbySoldOptions = Omit<NearbySoldQuery, 'address'>;

export async function nearbySoldProperties(
  subject: AddressMatch,
  q: NearbySoldOptions,
  plan: Plan,
): Promise<NearbyResult<NearbySoldProperty> & { rows: SoldRow[] }> {
  const limit = candidateLimit();
  const window = await scanNearbySold(await db(), {
    ...origin(subject, q.radius),
    lotSqft: { min: q.lot_size_min, max: q.lot_size_max },
    sqft: { min: q.sqft_min, max: q.sqft_max },
    yearBuilt: { min: q.year_built_min, max: q.year_built_max },
    beds: { min: q.beds_min, max: q.beds_max },
    baths: { min: q.baths_min, max: q.baths_max },
    candidateLimit: limit,
    pageSize: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  const records = window.rows.map((row) => soldProperty(row, plan));
  return {
    records,
    rows: window.rows,
    meta: nearbyMeta({
      page: q.page,
      pageSize: q.page_size,
      count: records.length,
      total: window.total,
      scanned: window.scanned,
      candidateLimit: limit,
    }),
    sources: [subject.property.data_source, ...window.rows.map((r) => r.data_source)],
  };
}

export function soldProperty(row: SoldRow, plan: Plan): NearbySoldProperty {
  return { ...forPlan(row.doc, plan), distance_miles: Math.round((row.meters / METERS_PER_MILE) * 1000) / 1000, equity: row.equity };
}

/** POST /properties/nearby-sales: the GET form's first page with its defaults, base fields only. */
export async function legacyNearbySales(
  subject: AddressMatch,
  plan: Plan,
): Promise<NearbyResult<NearbySale, NearbyMeta | undefined> & { count: number }> {
  return nearbySales(subject, NearbySalesQuery.parse({ address: subject.normalized }), plan);
}

/** POST /properties/nearby-sold-properties: the GET form's first page with its defaults, in the legacy shape. */
export async function legacyNearbySold(subject: AddressMatch, plan: Plan): Promise<NearbyResult<LegacyProperty>> {
  const sold = await nearbySoldProperties(subject, NearbySoldQuery.parse({ address: subject.normalized }), plan);
  const history = await transactionsOfProperties(
    await db(),
    sold.rows.map((r) => r.property_id),
  );
  return { ...sold, records: sold.rows.map((r) => toLegacyProperty(r.doc, history.get(r.property_id) ?? [], plan)) };
}
