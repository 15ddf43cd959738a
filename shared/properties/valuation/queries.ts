/**
 * SQL of the valuation and rent estimates (docs/valuation.md#selection). One statement per
 * estimate: a nearest-first walk of a GiST index that holds the point and the date together
 * (btree_gist), so it reads only the evidence of the window, nearest first, and stops a few rows
 * past `candidateLimit` (TIE_MARGIN); properties_pkey probes give each candidate's building; the
 * price index months of the candidates' commonest county (and its CBSA and state) come along by
 * price_index_months' primary key, and their days from the reference month's first to the day
 * before as_of by price_index_days' primary key.
 *
 * The radius is `geog && _st_expand(point, r)` plus an exact `geog <-> point <= r` (the reason is
 * in nearby-queries.ts): within it the walk takes the nearest candidates, so the radius reached
 * adapts to how dense the evidence is.
 */
import type { PendingQuery, Row, Sql, TransactionSql } from 'postgres';
import { geographyPoint, METERS_PER_MILE } from '../../analytics/points.ts';
import { columnArrays, rowsOf } from '../../platform/db/column-arrays.ts';
import type { IndexDay, IndexMonth } from './price-index.ts';
import { TRAIT_COLUMNS } from './trait-fields.ts';

type Fragment = PendingQuery<Row[]>;

export type EvidenceKind = 'sale' | 'lease';

export interface EvidenceScan {
  kind: EvidenceKind;
  lat: number;
  lon: number;
  radiusMiles: number;
  /** the window's first and last days, YYYY-MM-DD; the last is the as-of date */
  since: string;
  asOf: string;
  /** the subject property when it is in the data: its own evidence dated on or after as_of is never read */
  subjectId: number | null;
  candidateLimit: number;
  /** the first month of the price index to read (YYYY-MM-01), or earlier to reach back before the subject's own oldest sale */
  indexFrom: string;
  /**
   * Sales: the first day of the subject's own arms-length sales to read (its horizon); they are
   * never comparables. Null (leases): the subject's earlier leases are candidates like any other.
   */
  ownSince: string | null;
}

/** One of the subject's own arms-length sales. */
export interface OwnSaleRow {
  date: string;
  price: number;
}

export interface EvidenceRow {
  property_id: number;
  seq: number;
  meters: number;
  lat: number;
  lon: number;
  day: string;
  price: number;
  property_type: string | null;
  sqft: number | null;
  lot_sqft: number | null;
  year_built: number | null;
  effective_year_built: number | null;
  beds: number | null;
  baths: number | null;
  quality: string | null;
  condition: string | null;
  waterfront: boolean | null;
  view: number | null;
  basement_type: string | null;
  address: string;
  city: string;
  state: string;
  zip: string;
  data_source: string;
}

const EVIDENCE_COLUMNS = [
  'property_id',
  'seq',
  'meters',
  'lat',
  'lon',
  'day',
  'price',
  // the building's facts (trait-fields.ts)
  ...TRAIT_COLUMNS,
  'address',
  'city',
  'state',
  'zip',
  'data_source',
] as const satisfies readonly (keyof EvidenceRow)[];
type EvidenceColumns = { [K in (typeof EVIDENCE_COLUMNS)[number]]: EvidenceRow[K][] | null };
const EVIDENCE_ARRAYS = columnArrays(EVIDENCE_COLUMNS, 'served');

export interface Evidence {
  rows: EvidenceRow[];
  index: IndexMonth[];
  days: IndexDay[];
  /** the subject's own sales in its horizon, oldest first (sales only) */
  own: OwnSaleRow[];
  /** sales of the window within the radius the candidates reached that are not market evidence (sales only; 0 for leases) */
  nonMarket: number;
  /** the evidence's market (the metro, else the county, of the candidates' commonest county) and its latest calibration through as_of, if any */
  market: Market | null;
  calibration: CalibrationRow | null;
}

/** A market: a metro (CBSA code), or a county (FIPS code) outside any metro. */
export interface Market {
  level: 'cbsa' | 'county';
  code: string;
}

/** A row of valuation_calibrations (migrations/0076_valuation_calibrations.sql, 0080_calibration_thinness.sql). */
export interface CalibrationRow {
  through: string;
  since: string;
  held: number;
  sales: number;
  fit: 'floor_and_scale' | 'factor' | null;
  interval_floor: number | null;
  interval_scale: number | null;
  interval_thinness: number | null;
  confidence_floor: number | null;
  confidence_scale: number | null;
  confidence_thinness: number | null;
}

/**
 * The evidence's market (the `area` CTE's metro, else its county, narrowed by `subject` as in
 * servedColumns) and its latest calibration through as_of, by valuation_calibrations_pkey (kind,
 * market_level, market, through): a calibration of later sales is never read.
 */
function marketCalibration(sql: Sql | TransactionSql, s: ScanWindow, subject: Fragment): Fragment {
  return sql`(select json_build_object('market', case when m.code is not null then json_build_object('level', m.level, 'code', m.code) end,
                                       'calibration', (
         select json_build_object('through', to_char(c.through, 'YYYY-MM-DD'), 'since', to_char(c.since, 'YYYY-MM-DD'),
                                  'held', c.held, 'sales', c.sales, 'fit', c.fit,
                                  'interval_floor', c.interval_floor, 'interval_scale', c.interval_scale, 'interval_thinness', c.interval_thinness,
                                  'confidence_floor', c.confidence_floor, 'confidence_scale', c.confidence_scale,
                                  'confidence_thinness', c.confidence_thinness)
         from valuation_calibrations c
         where c.kind = ${s.kind} and c.market_level = m.level and c.market = m.code and c.through <= ${s.asOf}::date
         order by c.through desc limit 1))
       from area a
       cross join lateral (select case when a.cbsa_code is not null then 'cbsa' else 'county' end as level,
                                  coalesce(a.cbsa_code, a.county_fips) as code) m
       ${subject})`;
}

type MarketJson = { market: Market | null; calibration: CalibrationRow | null } | null;

/**
 * The one place that says which sales are not market evidence (docs/valuation.md#non-market-evidence):
 * a recorded transfer with a price that is not at arm's length, a parcel of a multi-parcel deal, or an
 * outlier (docs/analytics-definitions.md#market-evidence). The candidates are its complement.
 */
const nonMarketSale = (sql: Sql | TransactionSql, t: string) =>
  sql`${sql(t)}.sale_amount > 0 and ${sql(t)}.arms_length is not null and not ${sql(t)}.market_evidence`;

/**
 * How many sales not at arms length lie within the radius the candidates (narrowed by `subject` as
 * in servedColumns) reached, dated in the window and recorded by as_of: transactions_sales_geog
 * (geog, where sale_amount is not null), bounded by the same box and exact distance as the walk.
 */
function nonMarketCount(
  sql: Sql | TransactionSql,
  s: Pick<EvidenceScan, 'kind' | 'since' | 'asOf'>,
  at: Fragment,
  subject: Fragment,
): Fragment {
  if (s.kind !== 'sale') return sql`0`;
  return sql`(select count(*)::int from transactions f,
                (select max(meters) as reach from candidates ${subject}) c
              where ${nonMarketSale(sql, 'f')} and f.geog && _st_expand(${at}, c.reach) and f.geog <-> ${at} <= c.reach
                and coalesce(f.sale_date, f.recording_date) between ${s.since}::date and ${s.asOf}::date
                and coalesce(f.recording_date, f.sale_date) <= ${s.asOf}::date)`;
}

/**
 * The walk reads this many rows past the candidate limit. A KNN walk returns rows at equal distances
 * (the sales of one condominium building, a home sold twice) in whatever order the index holds
 * them, which differs between two loads of the same data; the `candidates` CTE then keeps the
 * nearest `candidateLimit` by (distance, property, sale), so the same data gives the same candidates, and
 * the same estimate, unless more than this many rows tie at the limit.
 */
const TIE_MARGIN = 16;

/**
 * The nearest-first scan of one subject at `at` (a geography fragment: a parameter, or a column of
 * an outer row for the set-based scan), never reading `subject`'s own evidence dated on or after as_of.
 */
function nearestEvidence(sql: Sql | TransactionSql, s: Omit<EvidenceScan, 'lat' | 'lon' | 'subjectId'>, at: Fragment, subject: Fragment) {
  const meters = s.radiusMiles * METERS_PER_MILE;
  return s.kind === 'sale'
    ? sql`
        select t.property_id, t.seq, coalesce(t.sale_date, t.recording_date) as day, t.sale_amount::float8 as price,
               null::float8 as beds, null::float8 as baths, null::float8 as sqft,
               t.county_fips, t.cbsa_code, t.state as area_state, t.geog <-> ${at} as meters
        from transactions t
        where t.is_purchase and t.sale_amount is not null and t.market_evidence
          and t.geog && _st_expand(${at}, ${meters}::float8)
          and coalesce(t.sale_date, t.recording_date) between ${s.since}::date and ${s.asOf}::date
          and coalesce(t.recording_date, t.sale_date) <= ${s.asOf}::date
          and t.property_id <> ${subject}
          and t.geog <-> ${at} <= ${meters}::float8
        order by t.geog <-> ${at}
        limit ${s.candidateLimit + TIE_MARGIN}`
    : sql`
        select distinct on (r.property_id) r.property_id, r.seq, coalesce(r.lease_date, r.list_date) as day, r.rent::float8 as price,
               r.beds::float8 as beds, r.baths::float8 as baths, r.sqft::float8 as sqft,
               r.county_fips, r.cbsa_code, r.state as area_state, r.geog <-> ${at} as meters
        from (
          select * from rentals r
          where r.status = 'leased'
            and r.geog && _st_expand(${at}, ${meters}::float8)
            and coalesce(r.lease_date, r.list_date) between ${s.since}::date and ${s.asOf}::date
            and (r.property_id <> ${subject} or coalesce(r.lease_date, r.list_date) < ${s.asOf}::date)
            and r.geog <-> ${at} <= ${meters}::float8
          order by r.geog <-> ${at}
          limit ${s.candidateLimit * 2 + TIE_MARGIN}
        ) r
        order by r.property_id, coalesce(r.lease_date, r.list_date) desc, r.seq desc`;
}

/**
 * The subject's own sales that are market evidence (docs/analytics-definitions.md#market-evidence) dated from `ownSince` to the day
 * before as_of and recorded by as_of, oldest first, as a JSON array; by transactions_pkey
 * (property_id, seq). `subject` is a parameter or a column of the set-based scan's outer row.
 */
function ownSales(sql: Sql | TransactionSql, s: Pick<EvidenceScan, 'ownSince' | 'asOf'>, subject: Fragment): Fragment {
  if (s.ownSince === null) return sql`null::json`;
  return sql`(select json_agg(json_build_object('date', to_char(o.day, 'YYYY-MM-DD'), 'price', o.price) order by o.day, o.seq)
       from (select t.seq, coalesce(t.sale_date, t.recording_date) as day, t.sale_amount::float8 as price
             from transactions t
             where t.property_id = ${subject} and t.market_evidence and t.sale_amount > 0
               and coalesce(t.sale_date, t.recording_date) >= ${s.ownSince}::date
               and coalesce(t.sale_date, t.recording_date) < ${s.asOf}::date
               and coalesce(t.recording_date, t.sale_date) <= ${s.asOf}::date) o)`;
}

/**
 * The first month of the price index to read: the window's, or six months before the subject's own
 * oldest sale in `own` (a CTE of the statement, narrowed by `subject`) when that is earlier.
 */
function indexStart(sql: Sql | TransactionSql, s: Pick<EvidenceScan, 'indexFrom' | 'ownSince'>, subject: Fragment): Fragment {
  if (s.ownSince === null) return sql`${s.indexFrom}::date`;
  return sql`least(${s.indexFrom}::date,
                   (select (date_trunc('month', min((e->>'date')::date)) - interval '6 months')::date
                    from own o cross join lateral json_array_elements(o.sales) e ${subject}))`;
}

/**
 * Sales: purchases that are market evidence (market_evidence: not part of a multi-parcel deal, not an
 * outlier; docs/analytics-definitions.md#market-evidence), through transactions_purchases_geog_date
 * (geog, sale date else recording date), dated and recorded on or before as_of.
 * Leases: each property's latest lease in the window, through rentals_leases_geog_date (geog, lease
 * date else list date); the lease's bedrooms, bathrooms and area, else the property's.
 */
export async function scanEvidence(sql: Sql | TransactionSql, s: EvidenceScan): Promise<Evidence> {
  const at = geographyPoint(sql, s);
  const nearest = nearestEvidence(sql, s, at, sql`${s.subjectId ?? -1}::int8`);
  const [row] = await sql<
    {
      columns: EvidenceColumns;
      index: IndexMonth[] | null;
      days: IndexDay[] | null;
      own: OwnSaleRow[] | null;
      non_market: number;
      market: MarketJson;
    }[]
  >`
    with nearest as materialized (${nearest}),
    candidates as (select * from nearest order by meters, property_id, seq limit ${s.candidateLimit}),
    area as (
      select county_fips, cbsa_code, area_state from candidates group by 1, 2, 3 order by count(*) desc, 1, 2, 3 limit 1
    ),
    own as (select ${ownSales(sql, s, sql`${s.subjectId ?? -1}::int8`)} as sales)
    select
      ${servedColumns(sql, sql``)} as columns,
      ${indexMonths(sql, s, indexStart(sql, s, sql``), sql``)} as index,
      ${indexDays(sql, s, sql``)} as days,
      (select sales from own) as own,
      ${nonMarketCount(sql, s, at, sql``)} as non_market,
      ${marketCalibration(sql, s, sql``)} as market`;
  const columns = row?.columns;
  return {
    rows: columns ? evidenceOf(columns) : [],
    index: row?.index ?? [],
    days: row?.days ?? [],
    own: row?.own ?? [],
    nonMarket: row?.non_market ?? 0,
    market: row?.market?.market ?? null,
    calibration: row?.market?.calibration ?? null,
  };
}

/** One subject of the set-based scan. */
export interface EvidenceSubject {
  lat: number;
  lon: number;
  subjectId: number | null;
}

/**
 * scanEvidence for many subjects in one statement (GET /properties/batch include=valuation_estimate):
 * the same nearest-first walk, run per subject by a LATERAL join over the unnested subjects, each a
 * KNN scan of transactions_purchases_geog_date (leases: rentals_leases_geog_date) stopping after
 * `candidateLimit`, then the same candidates, properties_pkey probes and price index months per
 * subject. One Evidence per subject, in order.
 */
export async function scanEvidenceMany(
  sql: Sql | TransactionSql,
  subjects: readonly EvidenceSubject[],
  s: Omit<EvidenceScan, 'lat' | 'lon' | 'subjectId'>,
): Promise<Evidence[]> {
  if (subjects.length === 0) return [];
  const nearest = nearestEvidence(sql, s, sql`g.at`, sql`x.subject_id`);
  const rows = await sql<
    {
      k: number;
      columns: EvidenceColumns | null;
      index: IndexMonth[] | null;
      days: IndexDay[] | null;
      own: OwnSaleRow[] | null;
      non_market: number;
      market: MarketJson;
    }[]
  >`
    with subjects as (
      select * from unnest(${subjects.map((_, k) => k)}::int[], ${subjects.map((x) => x.lat)}::float8[],
                           ${subjects.map((x) => x.lon)}::float8[], ${subjects.map((x) => x.subjectId ?? -1)}::int8[])
        as x(k, lat, lon, subject_id)
    ),
    nearest as materialized (
      select x.k, n.*
      from subjects x
      cross join lateral (select st_setsrid(st_makepoint(x.lon, x.lat), 4326)::geography as at) g
      cross join lateral (${nearest}) n
    ),
    candidates as (
      select * from (select n.*, row_number() over (partition by k order by meters, property_id, seq) as rank from nearest n) r
      where rank <= ${s.candidateLimit}
    ),
    area as (
      select distinct on (k) k, county_fips, cbsa_code, area_state
      from (select k, county_fips, cbsa_code, area_state, count(*) as n from candidates group by 1, 2, 3, 4) a
      order by k, n desc, 2, 3, 4
    ),
    own as (select x.k, ${ownSales(sql, s, sql`x.subject_id`)} as sales from subjects x)
    select x.k,
      ${servedColumns(sql, sql`where candidates.k = x.k`)} as columns,
      ${indexMonths(sql, s, indexStart(sql, s, sql`where o.k = x.k`), sql`where a.k = x.k`)} as index,
      ${indexDays(sql, s, sql`where a.k = x.k`)} as days,
      (select o.sales from own o where o.k = x.k) as own,
      ${nonMarketCount(sql, s, sql`st_setsrid(st_makepoint(x.lon, x.lat), 4326)::geography`, sql`where candidates.k = x.k`)} as non_market,
      ${marketCalibration(sql, s, sql`where a.k = x.k`)} as market
    from subjects x
    order by x.k`;
  return rows.map((row) => ({
    rows: row.columns ? evidenceOf(row.columns) : [],
    index: row.index ?? [],
    days: row.days ?? [],
    own: row.own ?? [],
    nonMarket: row.non_market ?? 0,
    market: row.market?.market ?? null,
    calibration: row.market?.calibration ?? null,
  }));
}

type ScanWindow = Pick<EvidenceScan, 'kind' | 'asOf'>;

/**
 * The `candidates` (narrowed by `subject` to one subject of a set-based scan), nearest first, with
 * their property cards, as one array per column.
 */
function servedColumns(sql: Sql | TransactionSql, subject: Fragment): Fragment {
  return sql`(select json_build_object(${sql.unsafe(EVIDENCE_ARRAYS)})
       from (
         select c.property_id::float8 as property_id, c.seq, c.meters,
                p.lat, p.lon,
                to_char(c.day, 'YYYY-MM-DD') as day, c.price, p.property_type,
                coalesce(c.sqft, p.living_sqft::float8) as sqft, p.lot_sqft::float8 as lot_sqft, p.year_built, p.effective_year_built,
                coalesce(c.beds, p.beds::float8) as beds, coalesce(c.baths, p.baths::float8) as baths, p.quality, p.condition,
                p.waterfront, p.parcel_view as view, p.basement_type, p.address_key as address, p.city, p.state, p.zip, p.data_source
         from (select * from candidates ${subject} order by meters, property_id, seq) c
         -- LIMIT 1 keeps the lookup a properties_pkey probe per candidate
         cross join lateral (select * from properties p where p.property_id = c.property_id limit 1) p
       ) served)`;
}

/** The price index months of the evidence's area (county, CBSA and state) from `start`, `subject` narrowing `area` as in servedColumns. */
function indexMonths(sql: Sql | TransactionSql, s: ScanWindow, start: Fragment, subject: Fragment): Fragment {
  return sql`(select json_agg(json_build_object('level', i.area_level, 'month', to_char(i.month, 'YYYY-MM-DD'), 'n', i.n, 'logLevel', i.log_level))
       from area a
       cross join lateral (values ('county', a.county_fips), ('cbsa', a.cbsa_code), ('state', a.area_state)) l(level, code)
       join price_index_months i
         on i.kind = ${s.kind} and i.area_level = l.level and i.area_code = l.code and i.month between ${start} and ${s.asOf}::date
       ${subject})`;
}

/**
 * The daily sums of the evidence's area (county, CBSA and state) from the first day of the month
 * before as_of's through the day before as_of, `subject` narrowing `area` as in servedColumns.
 */
function indexDays(sql: Sql | TransactionSql, s: ScanWindow, subject: Fragment): Fragment {
  return sql`(select json_agg(json_build_object('level', l.level, 'day', to_char(d.day, 'YYYY-MM-DD'), 'n', d.n,
                         'nSame', d.n_same, 'sumSame', d.sum_same, 'nPrior', d.n_prior, 'sumPrior', d.sum_prior))
       from area a
       cross join lateral (values ('county', a.county_fips), ('cbsa', a.cbsa_code), ('state', a.area_state)) l(level, code)
       -- price_index_days_pkey
       join price_index_days d
         on d.kind = ${s.kind} and d.area_level = l.level and d.area_code = l.code
        and d.day >= (date_trunc('month', ${s.asOf}::date) - interval '1 month')::date and d.day < ${s.asOf}::date
       ${subject})`;
}

/** Where a subject's evidence ends: the latest date of the evidence of one kind in its state, and in the whole data. */
export interface EvidenceEnd {
  /** the subject's state: its own, else the nearest property's */
  state: string | null;
  /** the latest evidence date in that state; null when it has none */
  inState: string | null;
  /** the latest evidence date anywhere; null when there is none */
  anywhere: string | null;
  /** the default as_of: the state's date, else the data's */
  latest: string | null;
}

/**
 * The latest evidence dates for a subject in `state`, or (a described subject, `state` null) in the
 * state of the property nearest to it (properties_geog, nearest-first, one row). The state's date
 * from price_index_months_pkey (its months), the data's from price_index_months_last_date.
 */
export async function evidenceEnd(
  sql: Sql | TransactionSql,
  kind: EvidenceKind,
  at: { lat: number; lon: number; state: string | null },
): Promise<EvidenceEnd> {
  const [row] = await sql<Omit<EvidenceEnd, 'latest'>[]>`
    with s as (
      select coalesce(${at.state}::text, (select p.state from properties p order by p.geog <-> ${geographyPoint(sql, at)} limit 1)) as state
    )
    select s.state,
           (select to_char(max(m.last_date), 'YYYY-MM-DD') from price_index_months m
             where m.kind = ${kind} and m.area_level = 'state' and m.area_code = s.state) as "inState",
           -- nulls last, the index's order: with the default (nulls first) the plan sorted every month of the kind
           (select to_char(m.last_date, 'YYYY-MM-DD') from price_index_months m
             where m.kind = ${kind} and m.last_date is not null order by m.last_date desc nulls last limit 1) as anywhere
    from s`;
  return { ...row!, latest: row!.inState ?? row!.anywhere };
}

function evidenceOf(c: EvidenceColumns): EvidenceRow[] {
  return rowsOf(c, (at) => ({
    property_id: at(c.property_id),
    seq: at(c.seq),
    meters: at(c.meters),
    lat: at(c.lat),
    lon: at(c.lon),
    day: at(c.day),
    price: at(c.price),
    property_type: at(c.property_type),
    sqft: at(c.sqft),
    lot_sqft: at(c.lot_sqft),
    year_built: at(c.year_built),
    effective_year_built: at(c.effective_year_built),
    beds: at(c.beds),
    baths: at(c.baths),
    quality: at(c.quality),
    condition: at(c.condition),
    waterfront: at(c.waterfront),
    view: at(c.view),
    basement_type: at(c.basement_type),
    address: at(c.address),
    city: at(c.city),
    state: at(c.state),
    zip: at(c.zip),
    data_source: at(c.data_source),
  }));
}
