/**
 * SQL of address lookups (shared/properties/lookup/lookup.ts), set-based: one statement serves a batch of
 * up to 100 addresses. Each query names the index it relies on; the place of a request is its zip,
 * or its city + state when it has no zip (two branches with one-time filters: a CASE or OR in the
 * WHERE clause would hide both indexes).
 */
import type { Sql } from 'postgres';
import { HIT, type HitRow, type PropertyHit, valuationJson, withRecords } from '../records/queries.ts';
import type { Stored } from './matching.ts';

export interface PlaceRequest {
  zip: string | null;
  city: string | null;
  state: string | null;
  /** the normalised street key, "3150 N BROOKSIDE ST" */
  streetKey: string;
  /** the house number as written in the key */
  number: string;
  /** the unit's number (or unnumbered designator) asked for, null for none */
  unit: string | null;
}

/** The rows describing the requests; `i` is the request's position (see queries.ts requestRows on one-row VALUES). */
function requestRows(sql: Sql, requests: PlaceRequest[]) {
  const [only] = requests;
  if (requests.length === 1 && only) {
    return sql`(values (0, ${only.zip}::text, ${only.city}::text, ${only.state}::text, ${only.streetKey}::text, ${only.number}::text, ${only.unit}::text))
      as q(i, zip, city, state, street_key, number, unit)`;
  }
  return sql`unnest(
    ${requests.map((_, i) => i)}::int[], ${requests.map((r) => r.zip)}::text[], ${requests.map((r) => r.city)}::text[],
    ${requests.map((r) => r.state)}::text[], ${requests.map((r) => r.streetKey)}::text[], ${requests.map((r) => r.number)}::text[],
    ${requests.map((r) => r.unit)}::text[]
  ) as q(i, zip, city, state, street_key, number, unit)`;
}

const ROW = (sql: Sql) => sql`property_id::float8 as property_id, address_key, street_key, zip, city, state, address_shared`;

/** The most properties read on one street line: a building with more units is rare; the asked unit and unit-less rows come first. */
export const STREET_LINE_LIMIT = 500;

/** A property on a requested street line, with its record when it came along. */
export type StreetLineRow = Stored &
  Pick<HitRow, 'data_source' | 'owner_mail_key' | 'valuation_json'> & { i: number; doc_json: string | null };

/**
 * Every property on each requested street line (properties_zip_street, or properties_state_city_street).
 * The record comes along (as text, see queries.ts HIT) only for the rows that can be the answer
 * without a second look: the unit asked for, or no unit; so the commonest lookup, one house, is one
 * statement. The rest are keys only.
 */
export async function onStreetLines(sql: Sql, requests: PlaceRequest[]): Promise<StreetLineRow[]> {
  // the row's unit is what its address key adds to its street key, after the designator
  const likely = sql`(address_key = street_key or (q.unit is not null and right(address_key, length(q.unit) + 1) = ' ' || q.unit))`;
  const cols = sql`${ROW(sql)}, data_source, owner_mail_key, case when ${likely} then doc::text end as doc_json, case when ${likely} then ${valuationJson(sql)} end as valuation_json, ${likely} as likely`;
  return sql`
    select q.i, p.property_id, p.address_key, p.street_key, p.zip, p.city, p.state, p.address_shared, p.data_source, p.owner_mail_key, p.doc_json, p.valuation_json
    from ${requestRows(sql, requests)}
    cross join lateral (
      (select ${cols} from properties where q.zip is not null and zip = q.zip and street_key = q.street_key
       order by likely desc, property_id limit ${STREET_LINE_LIMIT})
      union all
      (select ${cols} from properties where q.zip is null and state = q.state and city = q.city and street_key = q.street_key
       order by likely desc, property_id limit ${STREET_LINE_LIMIT})
    ) p` as never;
}

/** The row as a PropertyHit, when its record came along. */
export function streetLineHit(row: StreetLineRow): PropertyHit | null {
  if (row.doc_json === null) return null;
  const { i: _, ...hit } = row;
  return withRecords([{ ...hit, doc_json: row.doc_json }])[0]!;
}

/** The most properties read on the streets of one name in a place: more, and a lookup does not claim a street is unique. */
export const STREET_NAME_LIMIT = 2000;
const SAME_NUMBER_LIMIT = 200;

/**
 * For requests whose street line holds nothing: the properties on streets of the same name in the
 * place, whatever their number, suffix or directionals (street_core, properties_zip_core or
 * properties_city_core), and the properties with the same house number on streets of other names
 * (misspelt names; properties_zip_street or properties_state_city_street bound the rows to the place's).
 */
export async function inPlaces(sql: Sql, requests: PlaceRequest[]): Promise<(Stored & { i: number; same_name: boolean })[]> {
  return sql`
    select q.i, p.* from ${requestRows(sql, requests)}
    cross join lateral (
      (select ${ROW(sql)}, true as same_name from properties
       where q.zip is not null and zip = q.zip and street_core(street_key) = street_core(q.street_key) limit ${STREET_NAME_LIMIT})
      union all
      (select ${ROW(sql)}, true as same_name from properties
       where q.zip is null and state = q.state and city = q.city and street_core(street_key) = street_core(q.street_key) limit ${STREET_NAME_LIMIT})
      union all
      (select ${ROW(sql)}, false as same_name from properties
       where q.zip is not null and zip = q.zip and split_part(street_key, ' ', 1) = q.number
         and street_core(street_key) <> street_core(q.street_key) limit ${SAME_NUMBER_LIMIT})
      union all
      (select ${ROW(sql)}, false as same_name from properties
       where q.zip is null and state = q.state and city = q.city and split_part(street_key, ' ', 1) = q.number
         and street_core(street_key) <> street_core(q.street_key) limit ${SAME_NUMBER_LIMIT})
    ) p` as never;
}

/** Full records of the chosen properties (properties_pkey). */
export async function recordsByIds(sql: Sql, ids: number[]): Promise<Map<number, PropertyHit>> {
  if (ids.length === 0) return new Map();
  const rows = withRecords(await sql<HitRow[]>`select ${HIT(sql)} from properties where property_id = any(${ids}::bigint[])`);
  return new Map(rows.map((r) => [r.property_id, r]));
}
