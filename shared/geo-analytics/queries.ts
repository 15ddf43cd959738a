/**
 * SQL of the geo analytics endpoints. Everything reads the rollups (geo_flips, geo_monthly, the
 * per-place months and years, geo_ownership, geo_institutional_owners, owner_portfolios) through
 * their per-geography indexes; each query names the index it relies on.
 */
import type { Fragment, Sql } from 'postgres';
import { familyNames, type OwnerGroup } from '../analytics/families.ts';
import { type Counted, concatenated, type Values } from '../analytics/percentiles.ts';
import { type DateWindow, NO_YEARS, wholeYears } from '../analytics/window.ts';
import { type Geography, geographyFilter } from '../locations/geography.ts';
import type { FlipSort } from './schemas.ts';

// ---- flips --------------------------------------------------------------------------------------

export interface FlipFilter {
  geography: Geography;
  window: DateWindow;
  maxHoldDays?: number | undefined;
  /** also the pairs whose chain of title is unverified */
  includeUnverified: boolean;
}

export interface FlipRow {
  property_id: number;
  address_key: string;
  city: string;
  state: string;
  zip: string;
  data_source: string;
  purchase_date: string;
  purchase_price: number | null;
  purchase_buyer: string | null;
  resale_date: string;
  resale_price: number;
  resale_buyer: string | null;
  resale_seller: string | null;
  hold_days: number;
  chain: 'verified' | 'unverified';
  gross_profit: number | null;
  roi: number | null;
}

function flipConditions(sql: Sql, f: FlipFilter): Fragment {
  return sql`${selectionConditions(sql, f)} ${f.includeUnverified ? sql`` : sql`and f.chain = 'verified'`}`;
}

function selectionConditions(sql: Sql, f: FlipFilter): Fragment {
  return sql`${geographyFilter(sql, f.geography, 'f')}
    and f.resale_date between ${f.window.date_from}::date and ${f.window.date_to}::date
    ${f.maxHoldDays === undefined ? sql`` : sql`and f.hold_days <= ${f.maxHoldDays}`}`;
}

/**
 * geo_flips_<level> (level, resale_date): the window's flips of the geography, and the unverified
 * pairs of the selection the answer leaves out (0 when it includes them).
 */
export async function countFlips(sql: Sql, f: FlipFilter): Promise<{ total: number; unverifiedExcluded: number }> {
  const [row] = await sql<{ total: number; unverified: number }[]>`
    select count(*) filter (where ${f.includeUnverified ? sql`true` : sql`f.chain = 'verified'`})::int as total,
           count(*) filter (where f.chain = 'unverified')::int as unverified
    from geo_flips f where ${selectionConditions(sql, f)}`;
  return { total: row!.total, unverifiedExcluded: f.includeUnverified ? 0 : row!.unverified };
}

/**
 * One page of flips: the window's flips come from geo_flips_<level>, are sorted in memory (a
 * metro-year is a few thousand rows), and only the page's properties are read (properties_pkey).
 */
export async function flipPage(
  sql: Sql,
  f: FlipFilter,
  sort: FlipSort,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<FlipRow[]> {
  return sql<FlipRow[]>`
    select f.property_id::float8 as property_id, p.address_key, p.city, p.state, p.zip, p.data_source,
           to_char(f.purchase_date, 'YYYY-MM-DD') as purchase_date, f.purchase_price::float8 as purchase_price, f.purchase_buyer,
           to_char(f.resale_date, 'YYYY-MM-DD') as resale_date, f.resale_price::float8 as resale_price, f.resale_buyer, f.resale_seller,
           f.hold_days, f.chain, f.gross_profit::float8 as gross_profit, f.roi::float8 as roi
    from (
      select * from geo_flips f where ${flipConditions(sql, f)}
      order by ${sql(sort)} ${order === 'asc' ? sql`asc` : sql`desc`} nulls last, property_id, seq
      limit ${limit} offset ${offset}
    ) f
    join properties p on p.property_id = f.property_id
    order by ${sql(`f.${sort}`)} ${order === 'asc' ? sql`asc` : sql`desc`} nulls last, f.property_id, f.seq`;
}

/**
 * Numbers sent as one comma-separated text (array_to_string, string_agg): split in one call, they
 * parse several times faster than through the driver's array parser, which matters for the
 * thousands of values a metro's hold times or monthly medians are.
 */
export const numbers = (text: string | null): number[] => (text ? text.split(',').map(Number) : []);

// ---- hold time ----------------------------------------------------------------------------------

export interface HoldTimesRow {
  /** YYYY-MM */
  month: string;
  resale_hold_days: number[];
  flip_hold_days: number[];
  /** the resales (and flips among them) whose chain of title is unverified */
  unverified_resale_hold_days: number[];
  unverified_flip_hold_days: number[];
}

/**
 * A place's rows of the per-place rollups (migrations/0033_place_months.sql): one row per month
 * whatever the number of cells the place spans.
 */
function placeFilter(sql: Sql, g: Geography, table?: string): Fragment {
  const t = table ? sql`${sql(table)}.` : sql``;
  return sql`${t}level = ${g.type} and ${t}code = ${g.code} and ${t}state = ${g.type === 'city' ? g.state : ''}`;
}

/** geo_place_hold_years.kind */
type HoldKind = 'resale' | 'flip' | 'unverified_resale' | 'unverified_flip';

/** A window's hold times: the months read value by value, and each kind's whole years as days with counts. */
export interface HoldTimes {
  rows: HoldTimesRow[];
  years: Record<HoldKind, Counted[]>;
}

/**
 * Every hold time of the resales and flips in the geography over the months: its whole calendar
 * years from geo_place_hold_years_place (level, code, state, year), each distinct hold time once
 * with its count, and its other months (every month when `byMonth`, or at a level without yearly
 * rows, or in a year not refreshed since migrations/0042) from geo_place_hold_times_place (level,
 * code, state, month). Either way a row per year or month.
 */
export async function holdTimes(sql: Sql, g: Geography, months: DateWindow, byMonth: boolean): Promise<HoldTimes> {
  const years = byMonth ? NO_YEARS : wholeYears(months, g.type);
  const text = (column: string) => sql`case when cardinality(${sql(column)}) > 0 then array_to_string(${sql(column)}, ',') end`;
  const [monthRows, yearRows] = await Promise.all([
    sql<
      { month: string; resales: string | null; flips: string | null; unverified_resales: string | null; unverified_flips: string | null }[]
    >`
      select to_char(month, 'YYYY-MM') as month, array_to_string(resale_hold_days, ',') as resales,
             ${text('flip_hold_days')} as flips, ${text('unverified_resale_hold_days')} as unverified_resales,
             ${text('unverified_flip_hold_days')} as unverified_flips
      from geo_place_hold_times m
      where ${placeFilter(sql, g)} and month between ${months.date_from}::date and ${months.date_to}::date
        and not (extract(year from month)::int between ${years.first}::int and ${years.last}::int
                 and exists (select from geo_place_hold_years y where ${placeFilter(sql, g, 'y')} and y.year = extract(year from m.month)::int))`,
    sql<{ kind: HoldKind; days: string; counts: string }[]>`
      select kind, array_to_string(days, ',') as days, array_to_string(counts, ',') as counts
      from geo_place_hold_years y
      where ${placeFilter(sql, g, 'y')} and year between ${years.first}::int and ${years.last}::int`,
  ]);
  const counted = (kind: HoldKind) =>
    yearRows.filter((r) => r.kind === kind).map((r) => ({ values: numbers(r.days), counts: numbers(r.counts) }));
  return {
    rows: monthRows.map((r) => ({
      month: r.month,
      resale_hold_days: numbers(r.resales),
      flip_hold_days: numbers(r.flips),
      unverified_resale_hold_days: numbers(r.unverified_resales),
      unverified_flip_hold_days: numbers(r.unverified_flips),
    })),
    years: {
      resale: counted('resale'),
      flip: counted('flip'),
      unverified_resale: counted('unverified_resale'),
      unverified_flip: counted('unverified_flip'),
    },
  };
}

// ---- ownership ----------------------------------------------------------------------------------

export interface OwnershipRow {
  properties: number;
  single_family: number;
  sf_owner_occupied: number;
  sf_absentee_owned: number;
  sf_occupancy_unknown: number;
  sf_corporate_owned: number;
  sf_corporate_unknown: number;
  sf_tier_1: number;
  sf_tier_2_9: number;
  sf_tier_10_99: number;
  sf_tier_100_999: number;
  sf_tier_1000_plus: number;
  sf_owner_unknown: number;
  sf_family_tier_1: number;
  sf_family_tier_2_9: number;
  sf_family_tier_10_99: number;
  sf_family_tier_100_999: number;
  sf_family_tier_1000_plus: number;
}

/** The geography's single-family stock by occupancy, corporate ownership and the tier of its owner and owner's family: geo_ownership_<level>. */
export async function ownership(sql: Sql, g: Geography): Promise<OwnershipRow> {
  const [row] = await sql<OwnershipRow[]>`
    select coalesce(sum(properties), 0)::int as properties, coalesce(sum(single_family), 0)::int as single_family,
           coalesce(sum(sf_owner_occupied), 0)::int as sf_owner_occupied, coalesce(sum(sf_absentee_owned), 0)::int as sf_absentee_owned,
           coalesce(sum(sf_occupancy_unknown), 0)::int as sf_occupancy_unknown, coalesce(sum(sf_corporate_owned), 0)::int as sf_corporate_owned,
           coalesce(sum(sf_corporate_unknown), 0)::int as sf_corporate_unknown, coalesce(sum(sf_tier_1), 0)::int as sf_tier_1,
           coalesce(sum(sf_tier_2_9), 0)::int as sf_tier_2_9, coalesce(sum(sf_tier_10_99), 0)::int as sf_tier_10_99,
           coalesce(sum(sf_tier_100_999), 0)::int as sf_tier_100_999, coalesce(sum(sf_tier_1000_plus), 0)::int as sf_tier_1000_plus,
           coalesce(sum(sf_owner_unknown), 0)::int as sf_owner_unknown,
           coalesce(sum(sf_family_tier_1), 0)::int as sf_family_tier_1, coalesce(sum(sf_family_tier_2_9), 0)::int as sf_family_tier_2_9,
           coalesce(sum(sf_family_tier_10_99), 0)::int as sf_family_tier_10_99,
           coalesce(sum(sf_family_tier_100_999), 0)::int as sf_family_tier_100_999,
           coalesce(sum(sf_family_tier_1000_plus), 0)::int as sf_family_tier_1000_plus
    from geo_ownership where ${geographyFilter(sql, g)}`;
  return row!;
}

export interface TierPurchasesRow {
  purchases: number;
  purchases_tier_1: number;
  purchases_tier_2_9: number;
  purchases_tier_10_99: number;
  purchases_tier_100_999: number;
  purchases_tier_1000_plus: number;
}

/** The months' purchases by buyer tier, one row per month: geo_place_months_place (level, code, state, month). */
export async function purchasesByTier(sql: Sql, g: Geography, months: DateWindow): Promise<TierPurchasesRow> {
  const [row] = await sql<TierPurchasesRow[]>`
    select coalesce(sum(purchases), 0)::int as purchases, coalesce(sum(purchases_tier_1), 0)::int as purchases_tier_1,
           coalesce(sum(purchases_tier_2_9), 0)::int as purchases_tier_2_9, coalesce(sum(purchases_tier_10_99), 0)::int as purchases_tier_10_99,
           coalesce(sum(purchases_tier_100_999), 0)::int as purchases_tier_100_999, coalesce(sum(purchases_tier_1000_plus), 0)::int as purchases_tier_1000_plus
    from geo_place_months where ${placeFilter(sql, g)} and month between ${months.date_from}::date and ${months.date_to}::date`;
  return row!;
}

export interface InstitutionalOwnerRow {
  owner_name: string;
  single_family: number;
  portfolio_size: number;
  /** the family's names, most properties first (group=family); null by name */
  family_names: string[] | null;
}

/**
 * The institutional owners (group=name: geo_institutional_owners_<level>, then owner_portfolios_pkey)
 * or families (geo_institutional_families_<level>, then family_portfolios_pkey and familyNames) with the most single-family properties in the geography.
 */
export async function topInstitutionalOwners(sql: Sql, g: Geography, limit: number, group: OwnerGroup): Promise<InstitutionalOwnerRow[]> {
  if (group === 'name')
    return sql<InstitutionalOwnerRow[]>`
      select t.owner_name, t.single_family, o.properties as portfolio_size, null as family_names
      from (
        select owner_name, sum(single_family)::int as single_family
        from geo_institutional_owners where ${geographyFilter(sql, g)}
        group by owner_name
        order by 2 desc, owner_name
        limit ${limit}
      ) t
      join owner_portfolios o using (owner_name)
      order by t.single_family desc, t.owner_name`;
  // a name in no family is its own: its portfolio is its owner_portfolios row
  return sql<InstitutionalOwnerRow[]>`
    select t.family_key as owner_name, t.single_family, coalesce(fp.properties, o.properties) as portfolio_size,
           coalesce(m.names, array[t.family_key]) as family_names
    from (
      select family_key, sum(single_family)::int as single_family
      from geo_institutional_families where ${geographyFilter(sql, g)}
      group by family_key
      order by 2 desc, family_key
      limit ${limit}
    ) t
    left join family_portfolios fp using (family_key)
    left join owner_portfolios o on o.owner_name = t.family_key
    left join lateral (${familyNames(sql, sql`t.family_key`)}) m(names) on true
    order by t.single_family desc, t.family_key`;
}

// ---- per-zip rows -------------------------------------------------------------------------------

type MedianName = 'price_per_sqft' | 'hold_days';
type MedianArrays = `${MedianName}_${'medians' | 'weights'}`;

/** What the rollups hold for one zip over a window and the same months a year earlier. */
export interface ZipAggregate {
  zip: string;
  city: string | null;
  state: string | null;
  sales: number;
  sales_value: number;
  investor_purchases: number;
  cash_purchases: number;
  flips: number;
  resales: number;
  leases: number;
  prior_sales: number;
  /** every purchase price of the window and of the same months a year earlier, every rent of the window's leases */
  prices: Values;
  prior_prices: Values;
  rents: Values;
  /** monthly medians and their weights (the counts behind them), month by month */
  price_per_sqft_medians: number[];
  price_per_sqft_weights: number[];
  hold_days_medians: number[];
  hold_days_weights: number[];
  single_family: number;
  institutional: number;
}

/** The zips with at least one property in the geography, from its cells: geo_ownership_<level>. */
export async function zipsIn(sql: Sql, g: Geography): Promise<string[]> {
  const rows = await sql<{ zip: string }[]>`select distinct zip from geo_ownership where ${geographyFilter(sql, g)} order by zip`;
  return rows.map((r) => r.zip);
}

/**
 * Per zip, in the zips' order: the window's sums, the prior year's sales, the monthly medians with
 * their weights, and the single-family stock now. geo_monthly_zip (zip = any, one month range
 * covering both windows), geo_ownership_zip, zips_pkey.
 */
export async function zipAggregates(
  sql: Sql,
  zips: string[],
  window: DateWindow,
  prior: DateWindow,
  leaseWindow: DateWindow,
): Promise<ZipAggregate[]> {
  // the sales figures cover `window` (and its prior year), the lease figures `leaseWindow`
  const first = prior.date_from < leaseWindow.date_from ? prior.date_from : leaseWindow.date_from;
  const last = window.date_to > leaseWindow.date_to ? window.date_to : leaseWindow.date_to;
  // Two aggregates with the same filter see the same rows in the same order, so the i-th median
  // and the i-th weight are one month's (the months' order does not matter to a median).
  const medians = (name: MedianName, median: string, weight: string, within: 'in_window' | 'in_prior') =>
    sql`string_agg(${sql(median)}::text, ',') filter (where ${sql(within)} and ${sql(median)} is not null) as ${sql(`${name}_medians`)},
        string_agg(${sql(weight)}::text, ',') filter (where ${sql(within)} and ${sql(median)} is not null) as ${sql(`${name}_weights`)}`;
  const rows = await sql<(Omit<ZipAggregate, MedianArrays> & Record<MedianArrays, string | null>)[]>`
    with m as (
      select zip, month, month between ${window.date_from}::date and ${window.date_to}::date as in_window,
             month between ${prior.date_from}::date and ${prior.date_to}::date as in_prior,
             month between ${leaseWindow.date_from}::date and ${leaseWindow.date_to}::date as in_lease_window,
             purchases, purchase_value, investor_purchases, cash_purchases, flips, resales, leases,
             median_price, sqft_purchases, median_price_per_sqft, median_hold_days, median_rent
      from geo_monthly
      where zip = any(${zips}::text[]) and month between ${first}::date and ${last}::date
    ),
    activity as (
      select zip,
             sum(purchases) filter (where in_window) as sales, sum(purchase_value) filter (where in_window) as sales_value,
             sum(investor_purchases) filter (where in_window) as investor_purchases, sum(cash_purchases) filter (where in_window) as cash_purchases,
             sum(flips) filter (where in_window) as flips, sum(resales) filter (where in_window) as resales, sum(leases) filter (where in_lease_window) as leases,
             sum(purchases) filter (where in_prior) as prior_sales,
             ${medians('price_per_sqft', 'median_price_per_sqft', 'sqft_purchases', 'in_window')},
             ${medians('hold_days', 'median_hold_days', 'resales', 'in_window')}
      from m group by zip
    ),
    stock as (
      select zip, sum(single_family) as single_family, sum(sf_tier_100_999 + sf_tier_1000_plus) as institutional
      from geo_ownership where zip = any(${zips}::text[]) group by zip
    )
    select z.zip, zp.city, zp.state,
           coalesce(a.sales, 0)::int as sales, coalesce(a.sales_value, 0)::float8 as sales_value,
           coalesce(a.investor_purchases, 0)::int as investor_purchases, coalesce(a.cash_purchases, 0)::int as cash_purchases,
           coalesce(a.flips, 0)::int as flips, coalesce(a.resales, 0)::int as resales, coalesce(a.leases, 0)::int as leases,
           coalesce(a.prior_sales, 0)::int as prior_sales,
           a.price_per_sqft_medians, a.price_per_sqft_weights, a.hold_days_medians, a.hold_days_weights,
           coalesce(s.single_family, 0)::int as single_family, coalesce(s.institutional, 0)::int as institutional
    from unnest(${zips}::text[]) with ordinality as z (zip, i)
    left join zips zp on zp.zip = z.zip
    left join activity a on a.zip = z.zip
    left join stock s on s.zip = z.zip
    order by z.i`;
  const values = await zipValues(sql, zips, window, prior, leaseWindow);
  return rows.map((r) => ({
    ...r,
    prices: values.get(`sale|${r.zip}|window`) ?? [],
    prior_prices: values.get(`sale|${r.zip}|prior`) ?? [],
    rents: values.get(`lease|${r.zip}|window`) ?? [],
    price_per_sqft_medians: numbers(r.price_per_sqft_medians),
    price_per_sqft_weights: numbers(r.price_per_sqft_weights),
    hold_days_medians: numbers(r.hold_days_medians),
    hold_days_weights: numbers(r.hold_days_weights),
  }));
}

/**
 * The purchase prices and lease rents of the zips, every value, from the rollups market-analysis
 * reads (rental_place_sale_months_place, rental_place_lease_months_place at level zip): the
 * medians of both endpoints are the one exact median of the same values. Keyed `sale|<zip>|window`,
 * `sale|<zip>|prior`, `lease|<zip>|window` (the lease window's).
 */
async function zipValues(
  sql: Sql,
  zips: string[],
  window: DateWindow,
  prior: DateWindow,
  leaseWindow: DateWindow,
): Promise<Map<string, Float64Array>> {
  // json_agg of the stored arrays only concatenates their JSON text: the values are parsed once, by
  // the driver, rather than unnested and aggregated again in the database, which for a metro's
  // whole history is hundreds of thousands of values. A window longer than a year overlaps its
  // prior year: each month's prices are sent once, flagged with the windows they count in.
  const [sales, leases] = await Promise.all([
    sql<{ code: string; months: [inWindow: boolean, inPrior: boolean, prices: number[]][] }[]>`
      select code, json_agg(json_build_array(month between ${window.date_from}::date and ${window.date_to}::date,
                                             month between ${prior.date_from}::date and ${prior.date_to}::date, prices)) as months
      from rental_place_sale_months
      where level = 'zip' and code = any(${zips}::text[]) and state = '' and month between ${prior.date_from}::date and ${window.date_to}::date
      group by code`,
    sql<{ code: string; rents: number[][] }[]>`
      select code, json_agg(rents) as rents
      from rental_place_lease_months
      where level = 'zip' and code = any(${zips}::text[]) and state = '' and month between ${leaseWindow.date_from}::date and ${leaseWindow.date_to}::date
      group by code`,
  ]);
  const values = new Map<string, Float64Array>();
  for (const { code, months } of sales) {
    values.set(`sale|${code}|window`, concatenated(months.filter(([inWindow]) => inWindow).map(([, , prices]) => prices)));
    values.set(`sale|${code}|prior`, concatenated(months.filter(([, inPrior]) => inPrior).map(([, , prices]) => prices)));
  }
  for (const { code, rents } of leases) values.set(`lease|${code}|window`, concatenated(rents));
  return values;
}
