/**
 * SQL of the location endpoints, over place_search (migrations/0010_place_search.sql) and zips.
 * Each query reads a bounded number of index entries; none scans a table.
 */
import type { Fragment, Sql } from 'postgres';
import type { MatchedRow, PlaceRow } from './location-result.ts';
import type { PlaceType } from './search-rank.ts';
import type { StateName } from './search-text.ts';

export interface StateRow extends StateName {
  fips: string;
}

let statesCache: Promise<StateRow[]> | undefined;

/** The 57 states and territories; reference data that only a geography reload changes, read once per process. */
export function loadStates(sql: Sql): Promise<StateRow[]> {
  statesCache ??= sql<StateRow[]>`select code, fips, name from states order by code`.then(
    (rows) => [...rows],
    (err: unknown) => {
      statesCache = undefined;
      throw err;
    },
  );
  return statesCache;
}

/** The kinds and state a search is limited to. */
export interface Scope {
  kinds: readonly Exclude<PlaceType, 'zip'>[];
  state: string | undefined;
}

// A CBSA spanning several states has a row per state: with a state filter the row of that state
// is found, without one only its first state's row.
const inScope = (sql: Sql, scope: Scope, alias: string): Fragment =>
  sql`${sql(`${alias}.kind`)} = any(${scope.kinds as string[]}::text[]) and ${scope.state === undefined ? sql`not ${sql(`${alias}.other_state`)}` : sql`${sql(`${alias}.state`)} = ${scope.state}`}`;

/**
 * Prefix condition. Without a state filter a 1-2 character prefix uses the partial
 * (left(key, n), rank) indexes, read in rank order up to the limit; longer prefixes and prefixes
 * within a state are key ranges (place_search_key, place_search_state_key): '~' sorts after every
 * character a key has.
 */
function prefixCondition(sql: Sql, prefix: string, state: string | undefined): Fragment {
  if (state === undefined && prefix.length === 1) return sql`left(p.key, 1) = ${prefix}`;
  if (state === undefined && prefix.length === 2) return sql`left(p.key, 2) = ${prefix}`;
  return sql`(p.key >= ${prefix} and p.key < ${`${prefix}~`})`;
}

const PLACE_COLUMNS = (sql: Sql) =>
  sql`p.kind, p.ref, p.rank, p.zip_count, p.name, p.display_name, p.states, p.state_fips, p.state_name,
    p.county_fips, p.county_name, p.cbsa_code, p.cbsa_title, p.cbsa_type, p.lat, p.lon, null::text as city_name`;

/**
 * Exact matches (names and aliases) and prefix matches (names), each tier by rank: up to `take`
 * places matched exactly, and 2 x `take` prefix rows, since a place matched exactly by an alias
 * ("SACRAMENTO" for Sacramento County) may also come again by prefix. Two plain index scans: cheap
 * to plan, which counts as much as running them on a keystroke. place_search_key,
 * place_search_state_key, place_search_first_letter(s).
 */
export function findByName(sql: Sql, q: { exact: string[]; prefixes: string[]; scope: Scope; take: number }): Promise<MatchedRow[]> {
  const prefixes = q.prefixes.map((p) => prefixCondition(sql, p, q.scope.state)).reduce((a, b) => sql`${a} or ${b}`);
  return sql<MatchedRow[]>`
    (select 'exact' as match, null::real as similarity, ${PLACE_COLUMNS(sql)}
     from place_search p
     where p.key = any(${q.exact}::text[]) and ${inScope(sql, q.scope, 'p')}
     order by p.rank limit ${q.take})
    union all
    (select 'prefix' as match, null::real as similarity, ${PLACE_COLUMNS(sql)}
     from place_search p
     where (${prefixes}) and not p.alias and ${inScope(sql, q.scope, 'p')}
     order by p.rank limit ${2 * q.take})`;
}

/** Near matches with word similarity `min` or more, most similar first, then by rank. place_search_key_trgm through place_search_near */
export function findNear(sql: Sql, q: { key: string; min: number; scope: Scope; take: number }): Promise<MatchedRow[]> {
  // the best `take` first, then their columns: a common word part can bring hundreds of names
  return sql<MatchedRow[]>`
    select 'fuzzy' as match, n.similarity, ${PLACE_COLUMNS(sql)}
    from (
      select * from place_search_near(${q.key}, ${q.min}) n
      where ${inScope(sql, q.scope, 'n')}
      order by n.similarity desc, n.rank limit ${q.take}
    ) n join place_search p using (kind, ref, state, key)`;
}

const ZIP_COLUMNS = (sql: Sql) =>
  sql`'zip' as kind, z.zip as ref, z.zip::int as rank, 1 as zip_count, z.zip as name,
    z.city || ', ' || z.state || ' ' || z.zip as display_name, array[z.state] as states,
    st.fips as state_fips, st.name as state_name, z.county_fips, c.name as county_name,
    z.cbsa_code, b.title as cbsa_title, b.type as cbsa_type, z.lat, z.lon, z.city as city_name`;

// Joined after the zips are chosen (and limited), by primary key. The planner would rather hash
// all 935 CBSAs than look up ten: "offset 0" keeps that lookup a per-zip index scan.
const ZIP_JOINS = (sql: Sql) =>
  sql`left join states st on st.code = z.state left join counties c on c.fips = z.county_fips
    left join lateral (select title, type from cbsas where code = z.cbsa_code offset 0) b on true`;

/** Zips starting with the digits, in code order (zips_pkey, "C" collation: a key range). */
export function findZips(sql: Sql, digits: string, state: string | undefined, take: number): Promise<MatchedRow[]> {
  return sql<MatchedRow[]>`
    select case when z.zip = ${digits} then 'exact' else 'prefix' end as match, null::real as similarity, ${ZIP_COLUMNS(sql)}
    from (
      select * from zips
      where zip >= ${digits} and zip < ${`${digits}~`} ${state === undefined ? sql`` : sql`and state = ${state}`}
      order by zip limit ${take}
    ) z ${ZIP_JOINS(sql)}
    order by z.zip`;
}

/** Places of a kind whose name (or exact-only alias) is one of the keys, within a state if given, by rank. place_search_key / place_search_state_key */
export function placesByKey(
  sql: Sql,
  kind: Exclude<PlaceType, 'zip'>,
  keys: string[],
  state: string | undefined,
  take: number,
): Promise<PlaceRow[]> {
  return sql<PlaceRow[]>`
    select * from (
      select distinct on (p.ref) ${PLACE_COLUMNS(sql)}
      from place_search p
      where p.key = any(${keys}::text[]) and ${inScope(sql, { kinds: [kind], state }, 'p')}
      order by p.ref
    ) found
    order by rank limit ${take}`;
}

/** One place by its code (state code, CBSA code, county FIPS). place_search_kind_ref_state_key_key */
export async function placeByRef(sql: Sql, kind: Exclude<PlaceType, 'zip'>, ref: string): Promise<PlaceRow | undefined> {
  const [row] = await sql<PlaceRow[]>`
    select ${PLACE_COLUMNS(sql)} from place_search p
    where p.kind = ${kind} and p.ref = ${ref} and not p.alias and not p.other_state`;
  return row;
}

/** Zips by code. zips_pkey */
export function zipsByCode(sql: Sql, zips: string[]): Promise<PlaceRow[]> {
  return sql<PlaceRow[]>`select ${ZIP_COLUMNS(sql)} from zips z ${ZIP_JOINS(sql)} where z.zip = any(${zips}::text[]) order by z.zip`;
}

/** The zips whose primary city is one of the cities (by state and name). zips_state_upper_city */
export function zipsOfCities(sql: Sql, cities: { state: string; name: string }[]): Promise<PlaceRow[]> {
  return sql<PlaceRow[]>`
    select ${ZIP_COLUMNS(sql)} from zips z ${ZIP_JOINS(sql)}
    where (z.state, upper(z.city)) in (select c.state, upper(c.name) from unnest(${cities.map((c) => c.state)}::text[], ${cities.map((c) => c.name)}::text[]) as c(state, name))
    order by z.zip`;
}

/** The zips sharing the first three digits (one USPS sectional center) closest in code. zips_pkey */
export function zipsAround(sql: Sql, zip: string, take: number): Promise<PlaceRow[]> {
  const prefix = zip.slice(0, 3);
  return sql<PlaceRow[]>`
    select ${ZIP_COLUMNS(sql)}
    from (
      select * from zips
      where zip >= ${prefix} and zip < ${`${prefix}~`}
      order by abs(zip::int - ${Number(zip)}), zip limit ${take}
    ) z ${ZIP_JOINS(sql)}
    order by abs(z.zip::int - ${Number(zip)}), z.zip`;
}
