/**
 * SQL for property lookups. Each query names the index it relies on.
 */
import { LRUCache } from 'lru-cache';
import type { PendingQuery, Row, Sql, TransactionSql } from 'postgres';
import { config } from '../../platform/config.ts';
import type { Stored } from '../lookup/matching.ts';
import type { SearchFilter, SearchQuery } from '../schemas.ts';
import type { PropertyRecord } from './record-schema.ts';
import { servedRecordText } from './served-record.ts';

export interface PropertyHit extends Stored {
  data_source: string;
  owner_mail_key: string | null;
  /** the property record as stored (JSON text) */
  doc_json: string;
  /** the record, parsed from doc_json on first use */
  readonly doc: PropertyRecord;
}

/**
 * The record comes as text and is parsed when first read: by-address serves the stored text as it
 * is (parsing and serialising the 4 kB record were a quarter of its gateway CPU), and most
 * candidates of a near match are never read.
 */
export const HIT = (sql: Sql) =>
  sql`property_id::float8 as property_id, address_key, street_key, zip, city, state, data_source, owner_mail_key, doc::text as doc_json, ${valuationJson(sql)} as valuation_json`;

/**
 * The property's valuation on record as the record's `valuation` member, JSON text; null when it has
 * none (property_valuations_pkey). `table` is the properties row's name in the statement.
 */
export const valuationJson = (sql: Sql | TransactionSql, table = 'properties') =>
  sql`(select json_build_object('value', v.value, 'high', v.high, 'low', v.low, 'forecast_standard_deviation', v.forecast_standard_deviation,
                                'date', to_char(v.as_of, 'YYYY-MM-DD'))::text
       from property_valuations v where v.property_id = ${sql(table)}.property_id and v.value is not null)`;

export type HitRow = Omit<PropertyHit, 'doc'> & { valuation_json: string | null };

/** The rows with their records as served (servedRecordText), parsed when first read. */
export function withRecords<R extends HitRow>(rows: R[]): (R & PropertyHit)[] {
  for (const row of rows) {
    row.doc_json = servedRecordText(row.doc_json, row.valuation_json, row.data_source);
    let doc: PropertyRecord | undefined;
    Object.defineProperty(row, 'doc', { enumerable: true, get: () => (doc ??= JSON.parse(row.doc_json) as PropertyRecord) });
  }
  return rows as (R & PropertyHit)[];
}

/** A search's selection with its places and names resolved. */
export interface SelectionFilters
  extends Omit<SearchFilter, 'city' | 'msa' | 'county' | 'owner_name' | 'pre_foreclosure_date_min' | 'pre_foreclosure_date_max'> {
  /** the city names matched (upper case), as resolved from the city parameter */
  cities?: string[];
  cbsaCodes?: string[];
  countyFips?: string[];
  ownerName?: string;
  preForeclosureFrom?: string;
  preForeclosureTo?: string;
}

export type SearchFilters = SelectionFilters & Pick<SearchQuery, 'page' | 'page_size' | 'sort' | 'order'>;

const SORT_COLUMNS = {
  recording_date: 'last_recording_date',
  assessed_value: 'assessed_value',
  year_built: 'year_built',
  last_sale_price: 'last_sale_price',
  living_area: 'living_sqft',
  last_sale_date: 'last_sale_date',
} as const;

/**
 * Totals of recent searches. Counting a state-wide filter reads 100k+ index entries (~30 ms), and a
 * caller paging through results asks for the same total on every page. Data changes only when the
 * loader runs, so a total is reused for SEARCH_TOTAL_TTL_MS (default 60 s; 0 turns the cache off):
 * it is exact for the data as loaded at most that long ago.
 */
const totals = new LRUCache<string, number>({ max: 10_000, ttl: Math.max(1, config().SEARCH_TOTAL_TTL_MS ?? 60_000) });
const totalsEnabled = () => config().SEARCH_TOTAL_TTL_MS !== 0;

/**
 * One page and the exact total. The page is served by properties_<location>_<sort> indexes (state, zip,
 * county, cbsa, city + state, each with the sort key and property_id; a state with any sort key in
 * either direction: migrations/0018_search_sorts.sql) and properties_owner_name_trgm for owner names;
 * a state total with range filters by properties_state_counts (index-only). Unknown values come last
 * in both directions, and ties go by property_id ascending.
 */
export async function searchProperties(sql: Sql, f: SearchFilters): Promise<{ rows: PropertyHit[]; total: number }> {
  const where = searchWhere(sql, f);
  const sort = sql`${sql(SORT_COLUMNS[f.sort])} ${f.order === 'asc' ? sql`asc` : sql`desc`} nulls last`;
  const offset = (f.page - 1) * f.page_size;
  const totalKey = JSON.stringify({ ...f, page: undefined, page_size: undefined, sort: undefined, order: undefined });
  const cached = totalsEnabled() ? totals.get(totalKey) : undefined;
  const [rows, total] = await Promise.all([
    // The page is chosen in a subquery, so that only its records are read as text (the cast is a
    // conversion through the json type's output: in the same select, it ran on every row the walk
    // passed), and the inner order is on the stored property_id, which properties_<location>_<sort>
    // hold: ordered by the float8 output column, the walk read and sorted ~450 rows for a page of 20.
    sql<HitRow[]>`
      select ${HIT(sql)} from (select * from properties where ${where} order by ${sort}, property_id limit ${f.page_size} offset ${offset}) properties
      order by ${sort}, property_id`.then(withRecords),
    cached ??
      sql<{ total: number }[]>`select count(*)::float8 as total from properties where ${where}`.then(([count]) => count?.total ?? 0),
  ]);
  if (cached === undefined && totalsEnabled()) totals.set(totalKey, total);
  return { rows, total };
}

/** The search's conditions on properties (no paging): the page and total above, and an export's rows (shared/exports/). */
export function searchWhere(sql: Sql | TransactionSql, f: SelectionFilters): PendingQuery<Row[]> {
  const conditions = [
    f.state && sql`state = ${f.state}`,
    f.cities && sql`city = any(${f.cities}::text[])`,
    f.zip_codes && sql`zip = any(${f.zip_codes}::text[])`,
    f.countyFips && sql`county_fips = any(${f.countyFips}::text[])`,
    f.cbsaCodes && sql`cbsa_code = any(${f.cbsaCodes}::text[])`,
    f.pre_foreclosure !== undefined && sql`pre_foreclosure = ${f.pre_foreclosure}`,
    f.preForeclosureFrom && sql`pre_foreclosure_date >= ${f.preForeclosureFrom}::date`,
    f.preForeclosureTo && sql`pre_foreclosure_date <= ${f.preForeclosureTo}::date`,
    f.vacant !== undefined && sql`vacant = ${f.vacant}`,
    f.zombie_foreclosure !== undefined && sql`zombie = ${f.zombie_foreclosure}`,
    f.beds_min !== undefined && sql`beds >= ${f.beds_min}`,
    f.beds_max !== undefined && sql`beds <= ${f.beds_max}`,
    f.baths_min !== undefined && sql`baths >= ${f.baths_min}`,
    f.baths_max !== undefined && sql`baths <= ${f.baths_max}`,
    f.year_built_min !== undefined && sql`year_built >= ${f.year_built_min}`,
    f.year_built_max !== undefined && sql`year_built <= ${f.year_built_max}`,
    f.property_type && sql`upper(property_type) = ${f.property_type.toUpperCase()}`,
    f.ownerName && sql`(owner_name like ${`%${escapeLike(f.ownerName)}%`} or owner_name_2 like ${`%${escapeLike(f.ownerName)}%`})`,
  ].filter((c): c is PendingQuery<Row[]> => !!c);
  return conditions.reduce((acc, c) => sql`${acc} and ${c}`);
}

function escapeLike(text: string): string {
  return text.replace(/[%_\\]/g, '\\$&');
}

/** properties_owner_mail, one index scan per key; the records of the kept rows only are read as text (see searchProperties). */
export async function propertiesByMailingKeys(sql: Sql, keys: string[], limit: number): Promise<PropertyHit[]> {
  return withRecords(
    await sql<HitRow[]>`
    select ${HIT(sql)} from (select * from properties where owner_mail_key = any(${keys}::text[]) order by property_id limit ${limit}) properties
    order by property_id`,
  );
}

export async function propertyById(sql: Sql, id: number): Promise<PropertyHit | undefined> {
  return withRecords(await sql<HitRow[]>`select ${HIT(sql)} from properties where property_id = ${id}`)[0];
}

export interface TransactionRow {
  recording_date: string | null;
  apn: string | null;
  buyer_1: string | null;
  buyer_2: string | null;
  sale_date: string | null;
  transaction_type: string | null;
  seller_1: string | null;
  sale_amount: string | null;
  mtg_recording_date: string | null;
  mtg_amount: string | null;
  mtg_lender: string | null;
  mtg_due_date: string | null;
  doc_num: string | null;
  document_type: string | null;
  arms_length: boolean | null;
  arms_length_reason: string | null;
  deal_id: string | null;
  deal_parcel_count: number | null;
  deal_price: string | null;
  apportioned_price: string | null;
  outlier_reason: string | null;
  market_evidence: boolean;
}

/** A property's recorded documents, most recent first (transactions_pkey). */
export async function transactionsOf(sql: Sql, propertyId: number): Promise<TransactionRow[]> {
  return sql<TransactionRow[]>`
    select to_char(recording_date, 'YYYY-MM-DD') as recording_date, apn, buyer_1, buyer_2, to_char(sale_date, 'YYYY-MM-DD') as sale_date,
           transaction_type, seller_1, sale_amount::text, to_char(mtg_recording_date, 'YYYY-MM-DD') as mtg_recording_date, mtg_amount::text,
           mtg_lender, to_char(mtg_due_date, 'YYYY-MM-DD') as mtg_due_date, doc_num, document_type,
           arms_length, arms_length_reason, deal_id, deal_parcel_count, deal_price::text, apportioned_price::text, outlier_reason, market_evidence
    from transactions where property_id = ${propertyId}
    order by coalesce(recording_date, sale_date) desc nulls last, seq desc`;
}
