/**
 * SQL of the rental analytics endpoints. Listings read rentals through its (geography, list_date)
 * indexes, market analysis the monthly rollups of migrations/0009 through their (geography, month)
 * indexes, comparables rentals_leases_geog_date; each query names the index it relies on.
 */
import type { Fragment, PendingQuery, Row, Sql } from 'postgres';
import { type DateWindow, wholeYears } from '../analytics/window.ts';
import { type Geography, geographyFilter } from '../locations/geography.ts';
import type { LeaseMeasure, LeaseValues } from './metrics.ts';
import type { RentalSort } from './schemas.ts';

type Piece = PendingQuery<Row[]>;

/** postgres.js takes an interpolated array as a list of values, so fragments are chained one by one. */
const chain = (sql: Sql, pieces: readonly Piece[], separator: Piece): Piece =>
  pieces.reduce((all, p, i) => (i === 0 ? p : sql`${all} ${separator} ${p}`), sql``);

// ---- listings -----------------------------------------------------------------------------------

export interface Range {
  min?: number | undefined;
  max?: number | undefined;
}

export interface RentalFilter {
  geography: Geography;
  /** inclusive list-date bounds, YYYY-MM-DD */
  dateFrom: string;
  dateTo: string;
  statuses?: string[] | undefined;
  /** upper case */
  propertyTypes?: string[] | undefined;
  beds: Range;
  baths: Range;
  sqft: Range;
  rent: Range;
}

export interface RentalListRow {
  property_id: number;
  seq: number;
  status: 'listed' | 'leased' | 'withdrawn';
  list_date: string;
  lease_date: string | null;
  rent: number;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  rent_per_sqft: number | null;
  days_on_market: number | null;
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  property_type: string | null;
  year_built: number | null;
  property_beds: number | null;
  property_baths: number | null;
  living_sqft: number | null;
  data_source: string;
}

const SORT_KEYS: Record<RentalSort, (sql: Sql) => Fragment> = {
  list_date: (sql) => sql`r.list_date`,
  lease_date: (sql) => sql`r.lease_date`,
  rent: (sql) => sql`r.rent`,
  rent_per_sqft: (sql) => sql`(case when r.sqft > 0 then r.rent / r.sqft end)`,
  days_on_market: (sql) => sql`r.days_on_market`,
  beds: (sql) => sql`r.beds`,
  baths: (sql) => sql`r.baths`,
  sqft: (sql) => sql`r.sqft`,
};

function within(sql: Sql, column: Fragment, r: Range): Piece[] {
  return [
    r.min !== undefined ? sql`${column} >= ${r.min}` : undefined,
    r.max !== undefined ? sql`${column} <= ${r.max}` : undefined,
  ].filter((p): p is Piece => p !== undefined);
}

/** The conditions on rentals r; the property-type condition needs fromRentals' pt. */
function conditions(sql: Sql, f: RentalFilter): Piece {
  return chain(
    sql,
    [
      sql`${geographyFilter(sql, f.geography, 'r')}`,
      sql`r.list_date between ${f.dateFrom}::date and ${f.dateTo}::date`,
      f.statuses ? sql`r.status = any(${f.statuses}::text[])` : undefined,
      f.propertyTypes ? sql`upper(pt.property_type) = any(${f.propertyTypes}::text[])` : undefined,
      ...within(sql, sql`r.beds`, f.beds),
      ...within(sql, sql`r.baths`, f.baths),
      ...within(sql, sql`r.sqft`, f.sqft),
      ...within(sql, sql`r.rent`, f.rent),
    ].filter((p): p is Piece => p !== undefined),
    sql`and`,
  );
}

/**
 * Rentals, with their property's type when it is filtered on. LIMIT 1 keeps the lookup a
 * properties_pkey probe per rental scanned: as a plain join the planner hashes every property of
 * that type (a sequential scan of properties) against a metro's rentals.
 */
const fromRentals = (sql: Sql, f: RentalFilter) =>
  f.propertyTypes
    ? sql`rentals r cross join lateral (select p.property_type from properties p where p.property_id = r.property_id limit 1) pt`
    : sql`rentals r`;

/** The row of a rental r with its property p. */
const LIST_COLUMNS = (sql: Sql) => sql`
  r.property_id::float8 as property_id, r.seq, r.status, to_char(r.list_date, 'YYYY-MM-DD') as list_date, to_char(r.lease_date, 'YYYY-MM-DD') as lease_date,
  r.rent::float8 as rent, r.beds::float8 as beds, r.baths::float8 as baths, r.sqft::float8 as sqft,
  (case when r.sqft > 0 then round(r.rent / r.sqft, 3) end)::float8 as rent_per_sqft, r.days_on_market,
  p.address_key as address, p.city, p.state, p.zip,
  p.lat as latitude, p.lon as longitude, p.property_type, p.year_built, p.beds::float8 as property_beds, p.baths::float8 as property_baths,
  p.living_sqft::float8 as living_sqft, p.data_source`;

/**
 * Rentals matching the filter, counted up to `cap` (cap + 1 means "more"). rentals_<level>_date
 * (level, list_date): an index-only scan when no other filter needs the row.
 */
export async function countRentals(sql: Sql, f: RentalFilter, cap: number): Promise<number> {
  const [row] = await sql<{ total: number }[]>`
    select count(*)::int as total from (select 1 from ${fromRentals(sql, f)} where ${conditions(sql, f)} limit ${cap + 1}) matching`;
  return row!.total;
}

/**
 * A page in list-date order, read in that order from rentals_<level>_date (level, list_date)
 * and stopped after the page; ties sorted by (property_id, seq) in small incremental sorts;
 * the page's properties by properties_pkey.
 */
export async function rentalsByListDate(
  sql: Sql,
  f: RentalFilter,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<RentalListRow[]> {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  return sql<RentalListRow[]>`
    select ${LIST_COLUMNS(sql)}
    from ${fromRentals(sql, f)} join properties p on p.property_id = r.property_id
    where ${conditions(sql, f)}
    order by r.list_date ${direction}, r.property_id, r.seq
    limit ${limit} offset ${offset}`;
}

/**
 * A page in any other order: the selection (at most `cap` + 1 rentals, rentals_<level>_date) is
 * sorted in memory; only the page's properties are read (properties_pkey). The selection's size
 * rides on every row, and on a lone row of nulls when the page is past the end.
 */
export async function rentalsSorted(
  sql: Sql,
  f: RentalFilter,
  sort: RentalSort,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
  cap: number,
): Promise<{ selected: number; rows: RentalListRow[] }> {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const rows = await sql<(RentalListRow & { selected: number })[]>`
    with selection as materialized (
      select r.property_id, r.seq, ${SORT_KEYS[sort](sql)} as sort_key
      from ${fromRentals(sql, f)}
      where ${conditions(sql, f)}
      limit ${cap + 1}
    ),
    page as (
      select * from selection order by sort_key ${direction} nulls last, property_id, seq limit ${limit} offset ${offset}
    )
    select counts.selected, served.*
    from (select count(*)::int as selected from selection) counts
    left join lateral (
      select ${LIST_COLUMNS(sql)}
      from page s join rentals r on r.property_id = s.property_id and r.seq = s.seq join properties p on p.property_id = s.property_id
      order by s.sort_key ${direction} nulls last, s.property_id, s.seq
    ) served on true`;
  return { selected: rows[0]?.selected ?? 0, rows: rows.filter((r) => r.property_id !== null) };
}

// ---- market analysis ----------------------------------------------------------------------------

/** One geography's rollup rows, as marketCells sends them; null where it has none. */
export interface MarketCells {
  /** every month of the window with leases: [YYYY-MM, leases, median rent] */
  months: [string, number, number | null][] | null;
  /** the LeaseValues of each month of the window outside its whole years */
  leases: LeaseValues[] | null;
  /** each lease measure of the window's whole years: [measure, values, counts] */
  years: [LeaseMeasure, number[], number[]][] | null;
  /** the rents of each month of the prior year's leases outside its whole years, and [values, counts] of its whole years */
  prior: number[][] | null;
  prior_years: [number[], number[]][] | null;
  /** the window's purchases, market evidence or not */
  purchases: number;
  /** the prices of each month of the window's sales that are market evidence outside its whole years, and [values, counts] of its whole years */
  sales: number[][] | null;
  sale_years: [number[], number[]][] | null;
}

/**
 * Every lease of each geography in the window and every sale in `saleWindow`, and the rents of the leases of `prior`
 * (the same months a year earlier; a window longer than a year overlaps it), as one JSON document
 * with an element per geography in request order. A window's whole calendar years are read from
 * rental_place_value_years_place (level, code, state, year): each distinct value once with its
 * count, one row per year and measure. Its other months, and every month's lease count and median
 * rent, and every month's purchases, from rental_place_lease_months_place and
 * rental_place_sale_months_place (level, code, state, month). So a window of any length reads a row per year and per edge month, and the
 * values of at most 22 months (of every month until the first refresh after migrations/0041). Zip
 * codes have no yearly rows (YEARLY_LEVELS): every month of a zip's window is read value by value.
 * json_agg only concatenates the stored JSON text (and writes the yearly arrays), and the driver
 * parses one value. The statement's text is the same for every request, so it is prepared once.
 */
export async function marketCells(
  sql: Sql,
  geographies: readonly Geography[],
  window: DateWindow,
  prior: DateWindow,
  saleWindow: DateWindow,
): Promise<MarketCells[]> {
  const type = geographies[0]!.type;
  const years = wholeYears(window, type);
  const priorYears = wholeYears(prior, type);
  const saleYears = wholeYears(saleWindow, type);
  // a place's rows: its level and code, and its state when it is a city (a name within a state)
  const place = (t: string) => sql`${sql(t)}.level = ${type} and ${sql(t)}.code = g.code and ${sql(t)}.state = g.state`;
  const inMonths = (from: string, to: string) => sql`${place('m')} and m.month between ${from}::date and ${to}::date`;
  // a month of a whole year the yearly rows hold: not read value by value (a year the yearly rollup
  // has no rows for, not yet refreshed since migrations/0041 or without leases and sales, is)
  const inYearRows = (y: { first: number; last: number }) => sql`extract(year from m.month)::int between ${y.first}::int and ${y.last}::int
    and exists (select from rental_place_value_years y where ${place('y')} and y.year = extract(year from m.month)::int)`;
  const inYears = (y: { first: number; last: number }) => sql`${place('y')} and y.year between ${y.first}::int and ${y.last}::int`;
  /** a column of a monthly table over the window's months that its yearly rows do not hold */
  const loose = (table: string, column: string, w: DateWindow, y: { first: number; last: number }) => sql`
    select json_agg(${sql(`m.${column}`)}) from ${sql(table)} m where ${inMonths(w.date_from, w.date_to)} and not (${inYearRows(y)})`;
  /** a measure's [values, counts] of the window's whole years */
  const counted = (measure: string, y: { first: number; last: number }) => sql`
    select json_agg(json_build_array(y.vals, y.counts)) from rental_place_value_years y where ${inYears(y)} and y.measure = ${measure}`;
  const [row] = await sql<{ cells: MarketCells[] }[]>`
    select json_agg(json_build_object(
             'months', (select json_agg(json_build_array(to_char(m.month, 'YYYY-MM'), m.leases, coalesce(m.median_rent, json_array_median(m.rents)))
                                        order by m.month)
                        from rental_place_lease_months m where ${inMonths(window.date_from, window.date_to)}),
             'leases', (${loose('rental_place_lease_months', 'lease_values', window, years)}),
             'years', (select json_agg(json_build_array(y.measure, y.vals, y.counts))
                       from rental_place_value_years y where ${inYears(years)} and y.measure <> 'price'),
             'prior', (${loose('rental_place_lease_months', 'rents', prior, priorYears)}),
             'prior_years', (${counted('rent', priorYears)}),
             'purchases', (select coalesce(sum(m.purchases), 0) from rental_place_sale_months m where ${inMonths(saleWindow.date_from, saleWindow.date_to)}),
             'sales', (${loose('rental_place_sale_months', 'prices', saleWindow, saleYears)}),
             'sale_years', (${counted('price', saleYears)})
           ) order by g.n) as cells
    from unnest(${geographies.map((g) => g.code)}::text[], ${geographies.map((g) => (g.type === 'city' ? g.state : ''))}::text[])
      with ordinality g(code, state, n)`;
  return row!.cells;
}

// ---- comparables --------------------------------------------------------------------------------

export interface LeaseListing {
  property_id: number;
  seq: number;
  list_date: string;
  days_on_market: number | null;
}

/**
 * The listing dates and days on market of the leases a rent estimate rests on (GET
 * /rental-analytics/comparables lists them): rentals_pkey probes, one per lease.
 */
export async function leaseListings(sql: Sql, keys: readonly { property_id: number; seq: number }[]): Promise<LeaseListing[]> {
  if (keys.length === 0) return [];
  return sql<LeaseListing[]>`
    select r.property_id::float8 as property_id, r.seq, to_char(r.list_date, 'YYYY-MM-DD') as list_date, r.days_on_market
    from unnest(${keys.map((k) => k.property_id)}::bigint[], ${keys.map((k) => k.seq)}::int[]) as k(property_id, seq)
    join rentals r on r.property_id = k.property_id and r.seq = k.seq`;
}
