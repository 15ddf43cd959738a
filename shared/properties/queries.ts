/**
 * SQL for property lookups. Each query names the index it relies on.
 */
import type { PendingQuery, Row, Sql } from 'postgres';
import type { PropertyRecord } from '../schemas/property.ts';
import type { SearchQuery } from '../schemas/properties.ts';

export interface PropertyHit {
  property_id: number;
  address_key: string;
  street_key: string;
  zip: string;
  city: string;
  state: string;
  data_source: string;
  doc: PropertyRecord;
}

const HIT = (sql: Sql) => sql`property_id::float8 as property_id, address_key, street_key, zip, city, state, data_source, doc`;

export interface Place {
  zip: string | null;
  city: string | null;
  state: string | null;
}

/** Every property on the street line (any unit). properties_zip_street, or properties_state_city_street. */
export async function propertiesOnStreet(sql: Sql, streetKey: string, place: Place): Promise<PropertyHit[]> {
  if (place.zip) return sql<PropertyHit[]>`select ${HIT(sql)} from properties where zip = ${place.zip} and street_key = ${streetKey} order by property_id limit 50`;
  return sql<PropertyHit[]>`select ${HIT(sql)} from properties where state = ${place.state} and city = ${place.city} and street_key = ${streetKey} order by property_id limit 50`;
}

/**
 * Properties with the same house number in the zip (or city + state): the candidates of a near match.
 * properties_zip_street (or properties_state_city_street) bounds the rows to the zip's.
 */
export async function sameNumberInPlace(sql: Sql, number: string, place: Place, limit = 200): Promise<PropertyHit[]> {
  const where = place.zip ? sql`zip = ${place.zip}` : sql`state = ${place.state} and city = ${place.city}`;
  return sql<PropertyHit[]>`
    select ${HIT(sql)} from properties
    where ${where} and split_part(street_key, ' ', 1) = ${number}
    order by property_id limit ${limit}`;
}

export interface SearchFilters extends Omit<SearchQuery, 'msa' | 'county' | 'owner_name' | 'pre_foreclosure_date_min' | 'pre_foreclosure_date_max'> {
  cbsaCodes?: string[];
  countyFips?: string[];
  ownerName?: string;
  preForeclosureFrom?: string;
  preForeclosureTo?: string;
}

const SORT_COLUMNS = { recording_date: 'last_recording_date', assessed_value: 'assessed_value', year_built: 'year_built' } as const;

/**
 * One page and the exact total. Served by properties_<location>_<sort> indexes (state, zip, county,
 * cbsa, city + state, each with the sort key and property_id) and properties_owner_name_trgm for owner names.
 */
export async function searchProperties(sql: Sql, f: SearchFilters): Promise<{ rows: PropertyHit[]; total: number }> {
  const conditions = [
    f.state && sql`state = ${f.state}`,
    f.city && sql`city = ${f.city}`,
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
  const where = conditions.reduce((acc, c) => sql`${acc} and ${c}`);
  const sort = sql(SORT_COLUMNS[f.sort]);
  const offset = (f.page - 1) * f.page_size;
  const [rows, [count]] = await Promise.all([
    sql<PropertyHit[]>`select ${HIT(sql)} from properties where ${where} order by ${sort} desc nulls last, property_id limit ${f.page_size} offset ${offset}`,
    sql<{ total: number }[]>`select count(*)::float8 as total from properties where ${where}`,
  ]);
  return { rows, total: count?.total ?? 0 };
}

function escapeLike(text: string): string {
  return text.replace(/[%_\\]/g, '\\$&');
}
