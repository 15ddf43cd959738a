/**
 * SQL of the nearby scans. Each scan walks a GiST index nearest-first (KNN `<->`) inside the
 * radius's bounding box and stops after the candidate window; filtering, ordering and paging
 * then happen within that window.
 *
 * The radius is `geog && _st_expand(point, r)` (the index condition ST_DWithin expands to) plus
 * an exact `geog <-> point <= r`, not ST_DWithin itself: PostGIS (3.3) estimates ST_DWithin on
 * geography at a constant 0.01% of the rows whatever the radius, so at 10-50 miles the planner
 * sorted every sale in the box instead of stopping the KNN walk after the window (2 s against
 * 60 ms on 800k sales). `<->` is the sphere distance the index orders by, so the radius, the
 * scan order and the result order agree.
 */
import type { PendingQuery, Row, Sql } from 'postgres';
import { geographyPoint, METERS_PER_MILE } from '../../analytics/points.ts';
import type { LegacyTransactionRow } from '../records/legacy.ts';
import { valuationJson } from '../records/queries.ts';
import type { PropertyRecord } from '../records/record-schema.ts';
import { servedRecordText } from '../records/served-record.ts';

export interface Origin {
  lat: number;
  lon: number;
  radiusMiles: number;
  /** the subject property, never one of its own comparables */
  excludeId: number;
}

export interface Range {
  min?: number;
  max?: number;
}

export interface Paging {
  candidateLimit: number;
  pageSize: number;
  offset: number;
}

export interface SalesScan extends Origin, Paging {
  armsLengthOnly: boolean;
  recordedFrom?: string;
  recordedTo?: string;
  lotSqft: Range;
  sqft: Range;
  yearBuilt: Range;
}

export interface SoldScan extends Origin, Paging {
  lotSqft: Range;
  sqft: Range;
  yearBuilt: Range;
  beds: Range;
  baths: Range;
}

export interface Window<R> {
  /** rows the candidate scan returned (at most candidateLimit) */
  scanned: number;
  /** of those, the ones that passed every filter */
  total: number;
  rows: R[];
}

export interface NearbyRow {
  property_id: number;
  data_source: string;
  doc: PropertyRecord;
  meters: number;
}

/** One page of nearby sales, as the JSON text of the answer's array (docs/design.md#nearby-sale-record). */
export interface SalesPage {
  /** records on the page */
  count: number;
  /** data_source of the records on the page */
  sources: string[];
  json: string;
}

/** What a nearby-sale record shows: the groups `include` asks for, and the Premium-only fields. */
export interface SaleShape {
  enrichment: boolean;
  valuation: boolean;
  premium: boolean;
}

export interface SoldRow extends NearbyRow {
  equity: number | null;
}

type Fragment = PendingQuery<Row[]>;
type Counted<R> = R & { scanned: number; total: number };

/** postgres.js takes an interpolated array as a list of values, so fragments are chained one by one. */
const chain = (sql: Sql, fragments: readonly Fragment[]): Fragment => fragments.reduce((all, f) => sql`${all} ${f}`, sql``);

/** `column` within the bounds; a null value never is. With `placeholderZero`, neither is 0. */
function within(sql: Sql, column: Fragment, r: Range, placeholderZero = false): Fragment[] {
  if (r.min === undefined && r.max === undefined) return [];
  return [
    placeholderZero ? sql`and ${column} <> 0` : undefined,
    r.min !== undefined ? sql`and ${column} >= ${r.min}` : undefined,
    r.max !== undefined ? sql`and ${column} <= ${r.max}` : undefined,
  ].filter((f): f is Fragment => f !== undefined);
}

/**
 * Sales with a price of other properties, nearest first, within the candidate window
 * (transactions_comps_geog for market evidence, transactions_sales_geog otherwise; both partial
 * on a known price). Sale-level conditions (market evidence, recording dates, the dates being
 * known) are checked during the scan, so narrowing them reaches further out. Property-level ones
 * (sizes, year, a known building area) are checked on the building facts each sale row carries
 * (migrations/0043), so the scan probes no property. `matched` says whether a candidate passed them;
 * the page and the counts both read this.
 */
function salesCandidates(sql: Sql, s: SalesScan): Fragment {
  const at = geographyPoint(sql, s);
  const meters = s.radiusMiles * METERS_PER_MILE;
  const scanFilters = chain(
    sql,
    [
      s.armsLengthOnly ? sql`and t.market_evidence` : undefined,
      s.recordedFrom ? sql`and t.recording_date >= ${s.recordedFrom}::date` : undefined,
      s.recordedTo ? sql`and t.recording_date <= ${s.recordedTo}::date` : undefined,
    ].filter((f): f is Fragment => f !== undefined),
  );
  const matched = sql`coalesce(t.living_sqft > 0 ${chain(sql, [
    ...within(sql, sql`t.lot_sqft`, s.lotSqft),
    ...within(sql, sql`t.living_sqft`, s.sqft),
    ...within(sql, sql`t.year_built`, s.yearBuilt),
  ])}, false)`;
  return sql`
    select t.property_id, t.seq, t.recording_date, t.sale_date, t.sale_amount, t.buyer_1, t.seller_1, t.geog <-> ${at} as meters,
           t.living_sqft, ${matched} as matched
    from transactions t
    where t.sale_amount is not null
      and t.geog && _st_expand(${at}, ${meters}::float8)
      and t.geog <-> ${at} <= ${meters}::float8
      and t.property_id <> ${s.excludeId}
      and t.recording_date is not null
      and t.sale_date is not null
      ${scanFilters}
    -- by the output column: each interpolation of the origin is its own parameter, so spelling the
    -- distance again would, in a generic plan, not be known to be the order the scan delivers
    order by meters
    limit ${s.candidateLimit}`;
}

/**
 * One page of nearby sales: nearest first, then most recent. The scan arrives ordered by distance,
 * so the walk stops at the page's last row and the sales at that same distance (FETCH ... WITH TIES
 * needs no sort); only those few hundred rows are sorted on the tie-breakers. A plain ORDER BY on
 * every key would leave stopping early to the planner, whose generic plans guess a handful of rows
 * in the radius and sort the whole candidate window.
 *
 * The property's stored part of each record (sale_fields) is read for the whole page at once: the
 * properties within the page's farthest sale, one box scan of properties_geog whose heap pages
 * the geographic order on disk keeps few, hash-joined to the page. A sale's point is its property's
 * (copied with the location), so every page row finds its property there; a probe by
 * properties_pkey stands behind that for a row that would not.
 *
 * The page comes back as one JSON text: each record is the sale's fields followed by the property's
 * stored ones (nearby_sale_json, docs/design.md#nearby-sale-record), joined in the page's order.
 */
export async function pageOfNearbySales(sql: Sql, s: SalesScan, shape: SaleShape): Promise<SalesPage> {
  const [page] = await sql<SalesPage[]>`
    with page as materialized (
      select * from (
        select * from (${salesCandidates(sql, s)}) c
        where c.matched
        order by c.meters
        fetch first (${s.offset + s.pageSize}::int8) rows with ties
      ) m
      order by m.meters, m.recording_date desc, m.property_id, m.seq
      limit ${s.pageSize} offset ${s.offset}
    ),
    cards as materialized (
      -- a metre past the farthest: the box is the radius's own index condition, not an exact bound
      select p.property_id, p.data_source, p.sale_fields
      from properties p
      where p.geog && _st_expand(${geographyPoint(sql, s)}, (select max(meters) + 1 from page))
    )
    select count(*)::int as count, coalesce(array_agg(distinct coalesce(k.data_source, f.data_source)), '{}') as sources,
           '[' || coalesce(string_agg(
             nearby_sale_json(coalesce(k.sale_fields, f.sale_fields), r.property_id, r.recording_date, r.sale_date, r.sale_amount,
                              r.living_sqft, r.buyer_1, r.seller_1, ${shape.enrichment}::bool, ${shape.valuation}::bool, ${shape.premium}::bool,
                              (select v from property_valuations v where ${shape.valuation}::bool and v.property_id = r.property_id)),
             ',' order by r.meters, r.recording_date desc, r.property_id, r.seq), '') || ']' as json
    from page r
    left join cards k on k.property_id = r.property_id
    left join lateral (
      select p.data_source, p.sale_fields from properties p where k.property_id is null and p.property_id = r.property_id limit 1
    ) f on true`;
  return page!;
}

/** How many candidates the window held and how many of them passed every filter (docs/design.md#nearby-sales-meta). */
export async function countNearbySales(sql: Sql, s: SalesScan): Promise<{ scanned: number; total: number }> {
  const [counts] = await sql<{ scanned: number; total: number }[]>`
    select count(*)::int as scanned, (count(*) filter (where m.matched))::int as total
    from (${salesCandidates(sql, s)}) m`;
  return counts!;
}

/**
 * Properties with a recorded sale (a last sale date or price, or an arms-length sale with a price)
 * other than the subject, from properties_geog. Every filter is on the property, so all are
 * checked during the scan: the window holds matches only.
 */
export async function scanNearbySold(sql: Sql, s: SoldScan): Promise<Window<SoldRow>> {
  const at = geographyPoint(sql, s);
  const meters = s.radiusMiles * METERS_PER_MILE;
  const filters = chain(sql, [
    ...within(sql, sql`p.lot_sqft`, s.lotSqft, true),
    ...within(sql, sql`p.living_sqft`, s.sqft, true),
    ...within(sql, sql`p.year_built`, s.yearBuilt, true),
    ...within(sql, sql`p.beds`, s.beds, true),
    ...within(sql, sql`p.baths`, s.baths, true),
  ]);
  const rows = await sql<Counted<Omit<SoldRow, 'doc'> & { doc_json: string; valuation_json: string | null }>[]>`
    with scan as materialized (
      select p.property_id, p.geog <-> ${at} as meters
      from properties p
      where p.geog && _st_expand(${at}, ${meters}::float8)
        and p.geog <-> ${at} <= ${meters}::float8
        and p.property_id <> ${s.excludeId}
        and (p.last_sale_date is not null or p.last_sale_price is not null
             or exists (select from transactions t where t.property_id = p.property_id and t.market_evidence))
        ${filters}
      order by meters
      limit ${s.candidateLimit}
    ),
    page as (
      select * from scan
      order by meters, property_id
      limit ${s.pageSize} offset ${s.offset}
    )
    select counts.scanned, counts.scanned as total, served.*
    from (select count(*)::int as scanned from scan) counts
    left join lateral (
      select c.property_id::float8 as property_id, p.data_source, p.doc::text as doc_json, ${valuationJson(sql, 'p')} as valuation_json, c.meters, v.equity::float8 as equity
      from page c join properties p on p.property_id = c.property_id
      left join property_valuations v on v.property_id = p.property_id
      order by c.meters, c.property_id
    ) served on true`;
  return windowOf(
    rows.map(({ doc_json, valuation_json, ...row }) => ({
      ...row,
      doc:
        row.property_id === null
          ? (null as never)
          : (JSON.parse(servedRecordText(doc_json, valuation_json, row.data_source)) as PropertyRecord),
    })),
  );
}

/**
 * The counts ride on every row. A page past the end is a single row of counts whose page columns
 * are all null (the left join keeps it), so it is told by its null property_id.
 */
function windowOf<R extends { property_id: number }>(rows: readonly Counted<R>[]): Window<R> {
  return { scanned: rows[0]?.scanned ?? 0, total: rows[0]?.total ?? 0, rows: rows.filter((r) => r.property_id !== null) };
}

/** The transactions of many properties, each property's most recent first (transactions_pkey). */
export async function transactionsOfProperties(sql: Sql, propertyIds: readonly number[]): Promise<Map<number, LegacyTransactionRow[]>> {
  const rows = await sql<(LegacyTransactionRow & { property_id: number })[]>`
    select property_id::float8 as property_id, to_char(recording_date, 'YYYY-MM-DD') as recording_date, to_char(sale_date, 'YYYY-MM-DD') as sale_date,
           sale_amount::text as sale_amount, buyer_1, seller_1, transaction_type, document_type
    from transactions where property_id = any(${propertyIds as number[]}::bigint[])
    order by property_id, coalesce(recording_date, sale_date) desc nulls last, seq desc`;
  const byProperty = new Map<number, LegacyTransactionRow[]>();
  for (const { property_id, ...row } of rows) byProperty.set(property_id, [...(byProperty.get(property_id) ?? []), row]);
  return byProperty;
}
