/**
 * SQL for property lookups. Each query names the index it relies on.
 */
import type { Sql } from 'postgres';
import type { PropertyRecord } from '../schemas/property.ts';

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
