/**
 * SQL of the buyer activity endpoints: top buyers, the monthly activity series and the best-buyer
 * candidate scan. Each query names the index or rollup it relies on.
 */
import type { Fragment, Sql } from 'postgres';
import { geographyPoint, METERS_PER_MILE } from '../analytics/points.ts';
import { columnArrays, rowsOf } from '../platform/db/column-arrays.ts';
import { splitRange } from './dates.ts';
import { type BuyerEvidence, MATCH } from './scoring.ts';

export interface TopBuyerRow {
  buyer_key: string;
  purchases: number;
  purchase_value: number;
  cash_purchases: number;
  last_purchase: string;
  /** null: unknown (docs/analytics-definitions.md#portfolio-tier) */
  portfolio_size: number | null;
  markets: string[];
  total_buyers: number;
}

export interface TopBuyersScan {
  state: string;
  /** upper-case city in the state; null for the whole state */
  city: string | null;
  from: string;
  to: string;
  limit: number;
}

/**
 * The purchases of a state (or a city in it) in the range per buyer, ranked by purchases, value,
 * name, over any range: the whole months come from buyer_place_months
 * (buyer_place_months_state / _city), the partial months at the edges from an exact scan of
 * transactions_state_buyers (index-only), so the answer equals a scan of the whole range
 * (exactScan below, which the tests compare it with). Values are summed as numeric and turned into
 * float8 once, so both add up to the same number. A purchase's value is its share of its deal
 * (apportioned_price), so a multi-parcel deal's price counts once (docs/analytics-definitions.md#deals). The ranked buyers' markets are a second grouping
 * of the same facts, kept to their rows.
 */
export async function topBuyers(sql: Sql, q: TopBuyersScan): Promise<TopBuyerRow[]> {
  const split = splitRange({ from: q.from, to: q.to });
  const place = q.city === null ? sql`state = ${q.state}` : sql`state = ${q.state} and city = ${q.city}`;
  const market = q.city === null ? sql`city || ', ' || state` : sql`zip`;
  const rolled = split.months
    ? sql`
      select buyer_key, ${market} as market, purchases, purchase_value, cash_purchases, last_purchase
      from buyer_place_months
      where ${place} and month between ${split.months.first}::date and ${split.months.last}::date`
    : null;
  const edges = split.edges.length
    ? sql`
      select buyer_key, ${market} as market, count(*)::int as purchases, sum(coalesce(apportioned_price, sale_amount)) as purchase_value,
             count(*) filter (where is_cash)::int as cash_purchases, max(coalesce(sale_date, recording_date)) as last_purchase
      from transactions
      where is_purchase and ${place} and buyer_key is not null
        and (${split.edges.map((e) => sql`coalesce(sale_date, recording_date) between ${e.from}::date and ${e.to}::date`).reduce((a, b) => sql`${a} or ${b}`)})
      group by buyer_key, market`
    : null;
  const facts = rolled && edges ? sql`${rolled} union all ${edges}` : (rolled ?? edges)!;
  return ranked(sql, facts, q.limit);
}

/** The same ranking from a scan of every purchase in the range: what topBuyers must equal. */
export async function exactScan(sql: Sql, q: TopBuyersScan): Promise<TopBuyerRow[]> {
  const market = q.city === null ? sql`city || ', ' || state` : sql`zip`;
  const facts = sql`
    select buyer_key, ${market} as market, 1 as purchases, coalesce(apportioned_price, sale_amount) as purchase_value, case when is_cash then 1 else 0 end as cash_purchases,
           coalesce(sale_date, recording_date) as last_purchase
    from transactions
    where is_purchase and state = ${q.state} ${q.city === null ? sql`` : sql`and city = ${q.city}`} and buyer_key is not null
      and coalesce(sale_date, recording_date) between ${q.from}::date and ${q.to}::date`;
  return ranked(sql, facts, q.limit);
}

/** Buyers ranked from rows of (buyer_key, market, purchases, purchase_value, cash_purchases, last_purchase). */
function ranked(sql: Sql, facts: Fragment, limit: number): Promise<TopBuyerRow[]> {
  return sql<TopBuyerRow[]>`
    with facts as materialized (${facts}),
    ranked as (
      select buyer_key, sum(purchases)::int as purchases, sum(purchase_value)::float8 as purchase_value, sum(cash_purchases)::int as cash_purchases,
             max(last_purchase) as last_purchase, count(*) over () as total_buyers
      from facts
      group by buyer_key
      order by purchases desc, purchase_value desc, buyer_key
      limit ${limit}
    ),
    markets as (
      select buyer_key, array_agg(market order by purchases desc, market) filter (where place <= 3) as markets
      from (
        select buyer_key, market, purchases, row_number() over (partition by buyer_key order by purchases desc, market) as place
        from (
          select buyer_key, market, sum(purchases) as purchases
          from facts
          where buyer_key in (select buyer_key from ranked)
          group by buyer_key, market
        ) by_market
      ) ranked_markets
      group by buyer_key
    )
    select r.buyer_key, r.purchases, r.purchase_value, r.cash_purchases, to_char(r.last_purchase, 'YYYY-MM-DD') as last_purchase,
           s.portfolio_size, m.markets, r.total_buyers::int
    from ranked r join markets m using (buyer_key) left join buyer_stats s using (buyer_key)
    order by r.purchases desc, r.purchase_value desc, r.buyer_key`;
}

export interface ActivityMonthRow {
  month: string;
  purchases: number;
  investor_purchases: number;
  cash_purchases: number;
  purchase_value: number;
  median_price: number | null;
  tier_1: number;
  tier_2_9: number;
  tier_10_99: number;
  tier_100_999: number;
  tier_1000_plus: number;
  unnamed_buyer: number;
  unknown_tier: number;
}

/**
 * One row per month from `firstMonth` through `lastMonth` (first days of months), zeros where the
 * rollup has no row: buyer_activity_monthly primary key (geography, code, month).
 */
export async function activityMonths(
  sql: Sql,
  geography: string,
  code: string,
  firstMonth: string,
  lastMonth: string,
): Promise<ActivityMonthRow[]> {
  return sql<ActivityMonthRow[]>`
    select to_char(m.month, 'YYYY-MM') as month,
           coalesce(a.purchases, 0) as purchases, coalesce(a.investor_purchases, 0) as investor_purchases,
           coalesce(a.cash_purchases, 0) as cash_purchases, coalesce(a.purchase_value, 0)::float8 as purchase_value,
           a.median_price::float8 as median_price,
           coalesce(a.tier_1, 0) as tier_1, coalesce(a.tier_2_9, 0) as tier_2_9, coalesce(a.tier_10_99, 0) as tier_10_99,
           coalesce(a.tier_100_999, 0) as tier_100_999, coalesce(a.tier_1000_plus, 0) as tier_1000_plus, coalesce(a.unnamed_buyer, 0) as unnamed_buyer,
           coalesce(a.unknown_tier, 0) as unknown_tier
    from generate_series(${firstMonth}::date, ${lastMonth}::date, interval '1 month') as m(month)
    left join buyer_activity_monthly a on a.geography = ${geography} and a.code = ${code} and a.month = m.month::date
    order by m.month`;
}

export interface SubjectRow {
  property_id: number;
  lat: number;
  lon: number;
  property_type: string | null;
  beds: number | null;
  year_built: number | null;
  living_sqft: number | null;
  valuation_value: number | null;
  assessed_value: number | null;
  last_sale_price: number | null;
  /** the owner of record's merged name identity, the key buyers have */
  owner_key: string | null;
}

/** The subject's typed columns and its valuation on record (properties_pkey, property_valuations_pkey). */
export async function subjectOf(sql: Sql, propertyId: number): Promise<SubjectRow | undefined> {
  const [row] = await sql<SubjectRow[]>`
    select property_id::float8 as property_id, lat, lon, property_type, beds::float8 as beds, year_built, living_sqft::float8 as living_sqft,
           v.value::float8 as valuation_value, assessed_value::float8 as assessed_value, last_sale_price::float8 as last_sale_price, owner_key
    from properties p left join property_valuations v using (property_id)
    where p.property_id = ${propertyId}`;
  return row;
}

export interface CandidateScan {
  subject: SubjectRow;
  radiusMiles: number;
  from: string;
  to: string;
  /** the price band around the subject's value, null when it has none */
  band: { low: number; high: number } | null;
  /** purchases of the window the scan reads at most */
  scanLimit: number;
}

export interface CandidateWindow {
  /** purchases of the window read, nearest first */
  scanned: number;
  /** distance of the farthest purchase read, miles; 0 when none */
  farthestMiles: number;
  buyers: BuyerEvidence[];
}

/**
 * The evidence per investor buyer from the purchases of the window nearest the subject.
 *
 * The scan is a KNN walk of transactions_purchases_geog_date (a GiST index of each purchase's
 * point and date, btree_gist) inside the radius's box (`&&`, as in nearby-queries.ts) and the
 * window's dates, nearest first, that stops after scanLimit purchases: the walk skips purchases
 * outside the window inside the index, so a radius costs at most scanLimit rows, however many
 * older sales it holds. (Walking every sale and filtering by date afterwards read ~2,300 sales at
 * 1 mile to keep ~100; putting the investor condition in the walk too would make the planner
 * read every purchase in the box and sort them.)
 *
 * Candidates: purchases within the radius and the window, not of the subject, by an investor
 * (buyer_stats: a buyer with an investor purchase; buyer_stats_pkey probe) other than the subject's
 * current owner. Each candidate's property attributes come from a properties_pkey probe and are
 * compared with the subject's by MATCH; an attribute unknown on either side is not compared.
 * The buyers come as one JSON object of columns (shared/platform/db/column-arrays.ts): one value to parse instead of a row of 16 columns and a nested
 * JSON object per buyer (Node CPU per call 3.9 -> 2.6 ms, ~120 buyers).
 */
export async function bestBuyerCandidates(sql: Sql, c: CandidateScan): Promise<CandidateWindow> {
  const s = c.subject;
  const at = geographyPoint(sql, s);
  const meters = c.radiusMiles * METERS_PER_MILE;
  const type = s.property_type?.toUpperCase() ?? null;
  const [row] = await sql<{ scanned: number; farthest: number | null; columns: EvidenceColumns }[]>`
    with nearest as materialized (
      select t.property_id, t.buyer_key, coalesce(t.sale_date, t.recording_date) as bought,
             coalesce(t.apportioned_price, t.sale_amount) as sale_amount, t.geog <-> ${at} as meters
      from transactions t
      where t.is_purchase and t.sale_amount is not null
        and t.geog && _st_expand(${at}, ${meters}::float8)
        and coalesce(t.sale_date, t.recording_date) between ${c.from}::date and ${c.to}::date
      order by t.geog <-> ${at}
      limit ${c.scanLimit}
    ),
    candidates as (
      select n.* from nearest n
      where n.meters <= ${meters}::float8
        and n.property_id <> ${s.property_id}
        and n.buyer_key is distinct from ${s.owner_key}::text
        and exists (select from buyer_stats b where b.buyer_key = n.buyer_key and b.investor_purchases > 0)
    ),
    -- LIMIT 1 keeps each lookup a properties_pkey probe (see nearby-queries.ts)
    evidence as (
      select c.*, p.property_type, p.beds, p.year_built, p.living_sqft
      from candidates c cross join lateral (select property_type, beds, year_built, living_sqft from properties p where p.property_id = c.property_id limit 1) p
    ),
    per_buyer as (
      select buyer_key, count(*) as nearby_purchases, min(meters) as nearest, avg(meters) as average, max(bought) as last_purchase,
             percentile_cont(0.5) within group (order by sale_amount) as median_price,
             count(*) filter (where sale_amount between ${c.band?.low ?? null}::numeric and ${c.band?.high ?? null}::numeric) as in_band,
             count(property_type) filter (where ${type}::text is not null) as type_compared,
             count(*) filter (where upper(property_type) = ${type}::text) as type_matches,
             count(beds) filter (where ${s.beds}::numeric is not null) as beds_compared,
             count(*) filter (where abs(beds - ${s.beds}::numeric) <= ${MATCH.beds}) as beds_matches,
             count(year_built) filter (where ${s.year_built}::int is not null) as year_compared,
             count(*) filter (where abs(year_built - ${s.year_built}::int) <= ${MATCH.yearBuilt}) as year_matches,
             count(living_sqft) filter (where ${s.living_sqft}::numeric > 0) as sqft_compared,
             count(*) filter (where abs(living_sqft - ${s.living_sqft}::numeric) <= ${MATCH.livingSqft} * ${s.living_sqft}::numeric) as sqft_matches
      from evidence group by buyer_key
    ),
    evidence_per_buyer as (
      select b.buyer_key, s.is_entity, s.portfolio_size, b.nearby_purchases, b.nearest / ${METERS_PER_MILE} as nearest_miles, b.average / ${METERS_PER_MILE} as average_miles,
             to_char(b.last_purchase, 'YYYY-MM-DD') as last_purchase_date, b.median_price::float8 as median_price, b.in_band as purchases_in_band,
             b.type_compared, b.type_matches, b.beds_compared, b.beds_matches, b.year_compared, b.year_matches, b.sqft_compared, b.sqft_matches,
             s.purchases, s.cash_purchases
      from per_buyer b join buyer_stats s using (buyer_key)
    )
    select (select count(*)::int from nearest) as scanned, (select max(meters) / ${METERS_PER_MILE} from nearest) as farthest,
           json_build_object(${sql.unsafe(EVIDENCE_ARRAYS)}) as columns
    from evidence_per_buyer`;
  return { scanned: row!.scanned, farthestMiles: row!.farthest ?? 0, buyers: evidenceOf(row!.columns) };
}

/** What bestBuyerCandidates sends per buyer: an array of each field, null when there are no buyers. */
type EvidenceColumns = { [K in (typeof EVIDENCE_COLUMNS)[number]]: (K extends keyof BuyerEvidence ? BuyerEvidence[K] : number)[] | null };
const EVIDENCE_COLUMNS = [
  'buyer_key',
  'is_entity',
  'portfolio_size',
  'nearby_purchases',
  'nearest_miles',
  'average_miles',
  'last_purchase_date',
  'median_price',
  'purchases_in_band',
  'type_compared',
  'type_matches',
  'beds_compared',
  'beds_matches',
  'year_compared',
  'year_matches',
  'sqft_compared',
  'sqft_matches',
  'purchases',
  'cash_purchases',
] as const;
const EVIDENCE_ARRAYS = columnArrays(EVIDENCE_COLUMNS, 'evidence_per_buyer');

/** Each buyer's evidence from the columns. */
function evidenceOf(c: EvidenceColumns): BuyerEvidence[] {
  return rowsOf(c, (at) => ({
    buyer_key: at(c.buyer_key),
    is_entity: at(c.is_entity),
    portfolio_size: at(c.portfolio_size),
    nearby_purchases: at(c.nearby_purchases),
    nearest_miles: at(c.nearest_miles),
    average_miles: at(c.average_miles),
    last_purchase_date: at(c.last_purchase_date),
    median_price: at(c.median_price),
    purchases_in_band: at(c.purchases_in_band),
    similarity: {
      property_type: { compared: at(c.type_compared), matches: at(c.type_matches) },
      beds: { compared: at(c.beds_compared), matches: at(c.beds_matches) },
      year_built: { compared: at(c.year_compared), matches: at(c.year_matches) },
      living_sqft: { compared: at(c.sqft_compared), matches: at(c.sqft_matches) },
    },
    purchases: at(c.purchases),
    cash_purchases: at(c.cash_purchases),
  }));
}
