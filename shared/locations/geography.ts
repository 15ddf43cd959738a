/**
 * Geography selection for the analytics endpoints (docs/design.md#geography-selection): a type (state, msa,
 * county, city, zip) and a value, resolved against the real US geography to the code the data is
 * keyed on. A malformed or ambiguous value is a 400; a well-formed value that names no place is
 * a 404.
 */
import type { Fragment, Sql } from 'postgres';
import { BadRequest, NotFound } from '../platform/errors.ts';
import { findLocations } from './locations.ts';
import { loadStates } from './queries.ts';
import { searchKey, stateOf } from './search-text.ts';

export const GEOGRAPHY_TYPES = ['state', 'msa', 'county', 'city', 'zip'] as const;
export type GeographyType = (typeof GEOGRAPHY_TYPES)[number];

export interface Geography {
  type: GeographyType;
  /** state code, CBSA code, county FIPS, city name (upper case, with `state`), or zip */
  code: string;
  /** the place's display name, e.g. "Sacramento-Roseville-Folsom, CA" or "SACRAMENTO, CA" */
  name: string;
  /** the state the place is in; null for an MSA (which may span states) */
  state: string | null;
}

export interface ResolveOptions {
  /** the state a city (required) or a county name (optional) is in */
  state?: string | undefined;
  /** the request parameter the value came from, for error paths (e.g. "geography_values"; the endpoint pipeline maps it to its place in the request) */
  path?: string;
}

const likePattern = (s: string) => `${s.replace(/[%_\\]/g, '\\$&')}%`;

export async function resolveGeography(sql: Sql, type: GeographyType, raw: string, options: ResolveOptions = {}): Promise<Geography> {
  const path = options.path ?? type;
  const value = raw.trim().replace(/\s+/g, ' ');
  const bad = (detail: string, message: string) => new BadRequest(detail, [{ path, message }]);
  if (value === '') throw bad(`The ${type} must not be empty.`, 'empty');
  switch (type) {
    case 'state':
      return resolveState(sql, value, path);
    case 'zip':
      return (await resolveZips(sql, [raw], path))[0]!;
    case 'msa': {
      if (/^\d{5}$/.test(value)) {
        const [cbsa] = await sql<{ code: string; title: string }[]>`select code, title from cbsas where code = ${value}`; // cbsas_pkey
        if (!cbsa) throw new NotFound(`No CBSA with code ${value}.`);
        return { type, code: cbsa.code, name: cbsa.title, state: null };
      }
      const found = await msasNamed(sql, value);
      if (found.length === 1) return { type, code: found[0]!.code, name: found[0]!.title, state: null };
      if (found.length === 0)
        throw await notFound(sql, `No metropolitan area named "${value}": give a CBSA code or title.`, value, 'msa', undefined);
      throw bad(
        `"${value}" names several metropolitan areas: ${found.map((c) => `${c.code} (${c.title})`).join(', ')}. Give the CBSA code.`,
        'ambiguous CBSA',
      );
    }
    case 'county': {
      const state = options.state === undefined ? undefined : (await resolveState(sql, options.state, 'state')).code;
      if (/^\d{5}$/.test(value)) {
        const [county] = await sql<
          { fips: string; name: string; state: string }[]
        >`select fips, name, state from counties where fips = ${value}`; // counties_pkey
        if (!county) throw new NotFound(`No county with FIPS code ${value}.`);
        return { type, code: county.fips, name: `${county.name}, ${county.state}`, state: county.state };
      }
      const found = await namedPlaces(sql, 'county', value, state);
      if (found.length === 1) return { type, code: found[0]!.ref, name: found[0]!.display_name, state: found[0]!.state };
      if (found.length === 0)
        throw await notFound(sql, `No county named "${value}"${state ? ` in ${state}` : ''}.`, value, 'county', state);
      throw bad(
        `"${value}" names counties in several states (${found.map((c) => `${c.ref} ${c.display_name}`).join('; ')}): give the state or the FIPS code.`,
        'ambiguous county',
      );
    }
    case 'city': {
      const { city, state } = await cityAndState(sql, value, options.state, path);
      const [place] = await namedPlaces(sql, 'city', city, state);
      if (!place) throw await notFound(sql, `No city named "${city}" in ${state}.`, city, 'city', state);
      const code = place.name.toUpperCase();
      return { type, code, name: `${code}, ${state}`, state };
    }
  }
}

/**
 * The city names a filter of the property search matches, and the state when it is known (the
 * state parameter, or "City, ST"). Without a state every state's city of that name is matched.
 * A name that is no city anywhere is a 404 with suggestions, never an empty page.
 */
export async function resolveCityFilter(
  sql: Sql,
  raw: string,
  state: string | undefined,
  path = 'city',
): Promise<{ names: string[]; state: string | undefined }> {
  const value = raw.trim().replace(/\s+/g, ' ');
  const comma = value.lastIndexOf(',');
  const ownState = comma > 0 && stateOf(value.slice(comma + 1), await loadStates(sql)) !== undefined;
  if (state !== undefined || ownState) {
    const city = await resolveGeography(sql, 'city', value, { state, path });
    return { names: [city.code], state: city.state ?? undefined };
  }
  // place_search_key
  const rows = await sql<{ name: string }[]>`
    select distinct upper(name) as name from place_search where key = ${searchKey(value)} and kind = 'city' order by name`;
  if (!rows.length) throw await notFound(sql, `No city named "${value}" in any state.`, value, 'city', undefined);
  return { names: rows.map((r) => r.name), state: undefined };
}

/**
 * The city and its state: "Tampa, FL" or "Tampa, Florida" carries its own state, which must agree
 * with the state parameter when both are given; otherwise the state parameter gives it.
 */
async function cityAndState(
  sql: Sql,
  value: string,
  stateParam: string | undefined,
  path: string,
): Promise<{ city: string; state: string }> {
  const comma = value.lastIndexOf(',');
  const ownState = comma > 0 ? stateOf(value.slice(comma + 1), await loadStates(sql)) : undefined;
  const city = ownState ? value.slice(0, comma).trim() : value;
  const given = stateParam === undefined ? undefined : (await resolveState(sql, stateParam, 'state')).code;
  if (ownState && given && ownState !== given)
    throw new BadRequest(`The city "${value}" is in ${ownState}, but state=${stateParam}: give one state.`, [
      { path, message: `names ${ownState}, not ${given}` },
    ]);
  const state = ownState ?? given;
  if (state === undefined)
    throw new BadRequest('A city needs its state: add the state parameter or write "City, ST".', [
      { path: 'state', message: 'required for a city' },
    ]);
  return { city, state };
}

interface NamedPlace {
  ref: string;
  name: string;
  display_name: string;
  state: string;
}

/**
 * Places of one kind whose name, as /locations reads names (search-text.ts searchKey: case,
 * punctuation, St./Saint, Ft./Fort, Mt./Mount), is the text, or one of its exact aliases (a county
 * without "County", a metro by its principal city). place_search_state_key, place_search_key.
 */
async function namedPlaces(sql: Sql, kind: 'city' | 'county' | 'msa', text: string, state: string | undefined): Promise<NamedPlace[]> {
  const key = searchKey(text);
  if (key === '') return [];
  const rows = await sql<NamedPlace[]>`
    select distinct on (ref) ref, name, display_name, state from place_search
    where key = ${key} and kind = ${kind} and ${state === undefined ? sql`not other_state` : sql`state = ${state}`}
    order by ref, alias limit 6`;
  return [...rows];
}

/**
 * Metros and micros by name: the exact title ("Sacramento-Roseville-Folsom, CA"), the title
 * without its states or a principal city ("St. Petersburg", "Tampa"), else the metros whose title
 * starts with the text ("Sacramento-Roseville"). cbsas_upper_title, place_search_key.
 */
async function msasNamed(sql: Sql, value: string): Promise<{ code: string; title: string }[]> {
  const name = value.toUpperCase();
  const exact = await sql<{ code: string; title: string }[]>`select code, title from cbsas where upper(title) = ${name}`;
  if (exact.length) return [...exact];
  const named = await namedPlaces(sql, 'msa', value.replace(/, [A-Za-z]{2}(-[A-Za-z]{2})*$/, ''), undefined);
  if (named.length) return named.map((p) => ({ code: p.ref, title: p.name }));
  return [
    ...(await sql<{ code: string; title: string }[]>`
      select code, title from cbsas where upper(title) like ${likePattern(name)} and type = 'metro' order by code limit 6`),
  ];
}

/** A 404 for a name that matches no place of its kind, with the places /locations finds for it anywhere as suggestions. */
async function notFound(sql: Sql, detail: string, text: string, kind: 'city' | 'county' | 'msa', state: string | undefined) {
  const found = await findLocations(sql, { text, types: [kind], limit: 5, fuzzy: 'fill' }).catch(() => undefined);
  const suggestions = (found?.data ?? []).map((p) => ({
    type: p.type,
    name: p.name,
    display_name: p.display_name,
    code: p.type === 'msa' ? p.codes.cbsa_code : p.type === 'county' ? p.codes.county_fips : null,
    states: p.states,
  }));
  const elsewhere = state === undefined ? [] : suggestions.filter((p) => !p.states.includes(state));
  const hint = suggestions.length
    ? ` Did you mean ${suggestions.map((p) => p.display_name).join('; ')}?${elsewhere.length && elsewhere.length === suggestions.length ? ' (in another state)' : ''}`
    : '';
  return new NotFound(`${detail}${hint}`, { suggestions });
}

async function resolveState(sql: Sql, value: string, path: string): Promise<Geography> {
  const text = value.trim().toUpperCase();
  // states_pkey, states_upper_name
  const [state] = await sql<
    { code: string; name: string }[]
  >`select code, name from states where code = ${text} or upper(name) = ${text} limit 1`;
  if (state) return { type: 'state', code: state.code, name: state.name, state: state.code };
  if (/^[A-Z]{2}$/.test(text)) throw new NotFound(`No US state with code ${text}.`);
  throw new BadRequest(`Unknown state "${value}": give a 2-letter code or the full name.`, [{ path, message: 'unknown state' }]);
}

/**
 * Resolves each of several comma-separated values, keeping their order and dropping repeats. Zips
 * are looked up in one query; the other types' look-ups run together. The first failing value in
 * request order decides the error.
 */
export async function resolveGeographies(
  sql: Sql,
  type: GeographyType,
  values: string[],
  options: ResolveOptions = {},
): Promise<Geography[]> {
  const found = type === 'zip' ? await resolveZips(sql, values, options.path ?? 'zip') : await resolveEach(sql, type, values, options);
  const resolved: Geography[] = [];
  for (const g of found) if (!resolved.some((r) => r.code === g.code && r.state === g.state)) resolved.push(g);
  return resolved;
}

async function resolveEach(sql: Sql, type: GeographyType, values: string[], options: ResolveOptions): Promise<Geography[]> {
  const settled = await Promise.allSettled(values.map((value) => resolveGeography(sql, type, value, options)));
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return (settled as PromiseFulfilledResult<Geography>[]).map((s) => s.value);
}

/** Zips, all in one query (zips_pkey): a query each cost a round trip each, most of a zip's cost. */
async function resolveZips(sql: Sql, raws: readonly string[], path: string): Promise<Geography[]> {
  const values = raws.map((raw) => raw.trim().replace(/\s+/g, ' '));
  const wellFormed = values.filter((v) => /^\d{5}$/.test(v));
  const rows = wellFormed.length
    ? await sql<{ zip: string; state: string }[]>`select zip, state from zips where zip = any(${wellFormed}::text[])`
    : [];
  const known = new Map(rows.map((r) => [r.zip, r.state]));
  return values.map((value, k) => {
    if (value === '') throw new BadRequest('The zip must not be empty.', [{ path, message: 'empty' }]);
    if (!/^\d{5}$/.test(value)) throw new BadRequest(`A zip is 5 digits; got "${raws[k]}".`, [{ path, message: 'expected 5 digits' }]);
    const state = known.get(value);
    if (state === undefined) throw new NotFound(`No zip ${value} in the US zip reference.`);
    return { type: 'zip', code: value, name: value, state };
  });
}

/**
 * The location columns a geography level selects on, in any table that has them (properties,
 * transactions, rentals and the rollups): the place's code, and for a city its state too. Each
 * level is the leading column of that table's (geography, date) index.
 */
export const GEOGRAPHY_COLUMNS: Record<GeographyType, { code: string; state?: string }> = {
  state: { code: 'state' },
  msa: { code: 'cbsa_code' },
  county: { code: 'county_fips' },
  city: { code: 'city', state: 'state' },
  zip: { code: 'zip' },
};

/** The condition selecting a geography's rows (GEOGRAPHY_COLUMNS). `alias` qualifies the columns in joins. */
export function geographyFilter(sql: Sql, g: Geography, alias?: string): Fragment {
  const col = (name: string) => sql(alias ? `${alias}.${name}` : name);
  const { code, state } = GEOGRAPHY_COLUMNS[g.type];
  return state ? sql`${col(state)} = ${g.state} and ${col(code)} = ${g.code}` : sql`${col(code)} = ${g.code}`;
}
