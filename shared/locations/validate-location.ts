/**
 * GET /locations/validate: is a combination of zip, city, county, CBSA and state real?
 *
 * Each given part is looked up on its own (a city or county name may name several places), then
 * every pair is checked, the more specific part against the more general one: a zip is in a city
 * when that is its primary (USPS default) city; a zip, city or county is in a county or CBSA
 * through its primary county (a city also through any of its zips); anything is in a state when
 * the state is one of its states. Candidates that fit no candidate of the other part are dropped;
 * when none is left the pair is a mismatch. Well-formed values that name nothing, mismatches and
 * names still ambiguous at the end make the answer valid: false, each with a problem and the
 * closest real alternatives.
 */
import type { Sql } from 'postgres';
import { type Location, type PlaceRow, toLocation } from './location-result.ts';
import { NEAR_SIMILARITY } from './locations.ts';
import { findNear, loadStates, placeByRef, placesByKey, type StateRow, zipsAround, zipsByCode, zipsOfCities } from './queries.ts';
import type { PlaceType } from './search-rank.ts';
import { parseLocationQuery, searchKey, stateOf } from './search-text.ts';

/** Most specific first: a pair is checked as (earlier part) in (later part). */
export const VALIDATE_PARTS = ['zip', 'city', 'county', 'msa', 'state'] as const satisfies readonly PlaceType[];
export type ValidatePart = (typeof VALIDATE_PARTS)[number];
export type ValidateInput = Partial<Record<ValidatePart, string>>;

export type ProblemCode = 'unknown' | 'mismatch' | 'ambiguous';
export interface Problem {
  code: ProblemCode;
  /** the parameters involved: one for unknown and ambiguous, the two parts of a mismatch */
  parameters: ValidatePart[];
  message: string;
}

export interface Validation {
  valid: boolean;
  reason: string | null;
  problems: Problem[];
  place: Location | null;
  alternatives: Location[];
}

/** At most this many alternatives in an answer; a name is considered among this many places. */
const MAX_ALTERNATIVES = 10;
const MAX_CANDIDATES = 50;

const TYPE_WORDS: Record<ValidatePart, [one: string, several: string]> = {
  zip: ['zip', 'zips'],
  city: ['city', 'cities'],
  county: ['county', 'counties'],
  msa: ['CBSA', 'CBSAs'],
  state: ['state', 'states'],
};

/** "zip 95814", "Folsom, CA", "Placer County, CA", a CBSA title, a state name. */
function describePlace(row: PlaceRow): string {
  return row.kind === 'zip' ? `zip ${row.ref}` : row.display_name;
}

/** How an outer place is named in a mismatch: its name without the state ("Folsom", "CA"). */
function outerName(row: PlaceRow): string {
  return row.kind === 'state' ? row.ref : row.name;
}

/** The place of the outer's kind that a place is in, as text; null when it is in none. */
export function parentName(row: PlaceRow, kind: ValidatePart): string | null {
  switch (kind) {
    case 'state':
      return row.states.join(' and ');
    case 'msa':
      return row.cbsa_title;
    case 'county':
      return row.county_name === null ? null : `${row.county_name}, ${row.states[0]}`;
    case 'city':
      return row.city_name === null ? null : `${row.city_name}, ${row.states[0]}`;
    case 'zip':
      return null;
  }
}

/**
 * Whether `outer` contains `inner`. `innerZips` are a city's zips: a city is in every county and
 * CBSA one of its zips is in, besides its primary county's.
 */
export function contains(outer: PlaceRow, inner: PlaceRow, innerZips: readonly PlaceRow[] = []): boolean {
  switch (outer.kind) {
    case 'state':
      return inner.states.includes(outer.ref);
    case 'msa':
      return inner.cbsa_code === outer.ref || innerZips.some((z) => z.cbsa_code === outer.ref);
    case 'county':
      return inner.county_fips === outer.ref || innerZips.some((z) => z.county_fips === outer.ref);
    case 'city':
      return inner.kind === 'zip' && inner.states[0] === outer.states[0] && searchKey(inner.city_name ?? '') === searchKey(outer.name);
    case 'zip':
      return false;
  }
}

/**
 * The message of a mismatch between what a part names (`inner`, one place or several of the same
 * name) and the place it should be in. One place: "zip 95814 is in Sacramento, CA, not Folsom".
 * Several: "no city named Folsom is in NV; there are in CA, LA, NM, PA, WV".
 */
export function mismatchMessage(part: ValidatePart, given: string, inner: readonly PlaceRow[], outer: PlaceRow): string {
  if (inner.length === 1) {
    const parent = parentName(inner[0]!, outer.kind);
    return parent === null
      ? `${describePlace(inner[0]!)} is in no ${TYPE_WORDS[outer.kind][0]}, so not in ${outerName(outer)}`
      : `${describePlace(inner[0]!)} is in ${parent}, not ${outerName(outer)}`;
  }
  const elsewhere = [...new Set(inner.map((r) => parentName(r, outer.kind)).filter((p) => p !== null))];
  return `no ${TYPE_WORDS[part][0]} named ${given} is in ${outerName(outer)}${elsewhere.length ? `; there are in ${elsewhere.join(', ')}` : ''}`;
}

interface Found {
  part: ValidatePart;
  given: string;
  rows: PlaceRow[];
}

/**
 * Validates the combination. The input must have passed the schema (well-formed values, at least
 * one part); wrong values are answered here, never thrown.
 */
export async function validateLocation(sql: Sql, input: ValidateInput): Promise<Validation> {
  const states = await loadStates(sql);
  const problems: Problem[] = [];
  const alternatives: PlaceRow[] = [];

  // 1. each part on its own
  const found: Found[] = [];
  for (const part of VALIDATE_PARTS) {
    const given = input[part];
    if (given === undefined) continue;
    const rows = await lookUp(sql, part, given, states);
    if (rows.length === 0) {
      problems.push({ code: 'unknown', parameters: [part], message: unknownMessage(part, given) });
      alternatives.push(...(await similar(sql, part, given, input, states)));
    } else {
      found.push({ part, given, rows });
    }
  }

  // 2. each pair, more specific part in the more general one
  const cityZips = new Map<string, PlaceRow[]>();
  const cities = found.find((f) => f.part === 'city');
  if (cities && found.some((f) => f.part === 'county' || f.part === 'msa')) {
    for (const zip of await zipsOfCities(
      sql,
      cities.rows.map((c) => ({ state: c.states[0]!, name: c.name })),
    )) {
      const city = cities.rows.find((c) => c.states[0] === zip.states[0] && searchKey(c.name) === searchKey(zip.city_name ?? ''));
      if (city) cityZips.set(city.ref, [...(cityZips.get(city.ref) ?? []), zip]);
    }
  }
  // The most general part narrows first, so that a city name is down to the city in the given
  // state before a zip is checked against it.
  const fits = (container: PlaceRow, place: PlaceRow) =>
    contains(container, place, place.kind === 'city' ? cityZips.get(place.ref) : undefined);
  for (const [i, outer] of [...found.entries()].reverse()) {
    for (const inner of found.slice(0, i).reverse()) {
      const innerKept = inner.rows.filter((n) => outer.rows.some((o) => fits(o, n)));
      if (innerKept.length === 0) {
        problems.push({
          code: 'mismatch',
          parameters: [inner.part, outer.part],
          message: mismatchMessage(inner.part, inner.given, inner.rows, outer.rows[0]!),
        });
        alternatives.push(...(await mismatchAlternatives(sql, inner, outer, states)));
        continue;
      }
      outer.rows = outer.rows.filter((o) => innerKept.some((n) => fits(o, n)));
      inner.rows = innerKept;
    }
  }

  // 3. names that still fit several places
  if (problems.length === 0) {
    for (const f of found.filter((x) => x.rows.length > 1)) {
      const where = [...new Set(f.rows.map((r) => r.states.join('-')))];
      problems.push({
        code: 'ambiguous',
        parameters: [f.part],
        message: `${f.given} names ${f.rows.length} ${TYPE_WORDS[f.part][1]} (in ${where.slice(0, 8).join(', ')}${where.length > 8 ? ', ...' : ''}): add the state, a zip or a code`,
      });
      alternatives.push(...f.rows);
    }
  }

  const valid = problems.length === 0;
  return {
    valid,
    reason: valid ? null : problems.map((p) => p.message).join('; '),
    problems,
    place: valid ? toLocation(found[0]!.rows[0]!) : null,
    alternatives: unique(alternatives).slice(0, MAX_ALTERNATIVES).map(toLocation),
  };
}

/** The places a well-formed value names: a code exactly, a name by its search key (with its own ", ST"). */
async function lookUp(sql: Sql, part: ValidatePart, given: string, states: StateRow[]): Promise<PlaceRow[]> {
  switch (part) {
    case 'zip':
      return zipsByCode(sql, [given.slice(0, 5)]);
    case 'state': {
      const code = stateOf(given, states);
      const row = code === undefined ? undefined : await placeByRef(sql, 'state', code);
      return row ? [row] : [];
    }
    case 'county':
    // biome-ignore lint/suspicious/noFallthroughSwitchClause: a county or MSA given by name is looked up as every name is, below
    case 'msa':
      if (/^\d{5}$/.test(given.trim())) {
        const row = await placeByRef(sql, part, given.trim());
        return row ? [row] : [];
      }
    // falls through: a name
    case 'city': {
      const parsed = parseLocationQuery(given, states);
      if (parsed === null || parsed.kind !== 'name') return [];
      return placesByKey(sql, part, parsed.exact, parsed.state, MAX_CANDIDATES);
    }
  }
}

function unknownMessage(part: ValidatePart, given: string): string {
  switch (part) {
    case 'zip':
      return `zip ${given} does not exist`;
    case 'state':
      return `${given} is not a US state or territory`;
    default:
      return /^\d{5}$/.test(given.trim())
        ? `there is no ${TYPE_WORDS[part][0]} with code ${given.trim()}`
        : `there is no ${TYPE_WORDS[part][0]} named ${given}`;
  }
}

/** Alternatives for a value that names nothing: similarly spelt names (in the given state), or zips close in code. */
async function similar(sql: Sql, part: ValidatePart, given: string, input: ValidateInput, states: StateRow[]): Promise<PlaceRow[]> {
  if (part === 'zip') return zipsAround(sql, given.slice(0, 5), 5);
  const parsed = parseLocationQuery(given, states);
  if (parsed === null || parsed.kind !== 'name') return [];
  const state = part === 'state' ? undefined : (parsed.state ?? (input.state === undefined ? undefined : stateOf(input.state, states)));
  return findNear(sql, { key: parsed.fuzzy, min: NEAR_SIMILARITY, scope: { kinds: [part], state }, take: 5 });
}

/**
 * Alternatives for a mismatch. A zip not in a city: the zip's own city, and the city's zips
 * closest in code. A name not in a state: the places of that name elsewhere, and similarly spelt
 * ones in the state. Otherwise: the place of the outer's kind that the inner is in.
 */
async function mismatchAlternatives(sql: Sql, inner: Found, outer: Found, states: StateRow[]): Promise<PlaceRow[]> {
  const first = inner.rows[0]!;
  if (inner.part !== 'zip' && outer.part === 'state') {
    const parsed = parseLocationQuery(inner.given, states);
    const near =
      parsed?.kind === 'name'
        ? await findNear(sql, {
            key: parsed.fuzzy,
            min: NEAR_SIMILARITY,
            scope: { kinds: [inner.part], state: outer.rows[0]!.ref },
            take: 5,
          })
        : [];
    return [...inner.rows.slice(0, 5), ...near];
  }
  const container = await containerOf(sql, first, outer.part);
  const out = container ? [container] : [];
  if (inner.part === 'zip' && outer.part === 'city') {
    const zips = await zipsOfCities(
      sql,
      outer.rows.map((c) => ({ state: c.states[0]!, name: c.name })),
    );
    const distance = (z: PlaceRow) => Math.abs(Number(z.ref) - Number(first.ref));
    out.push(...zips.sort((a, b) => distance(a) - distance(b)).slice(0, 5));
  }
  return out;
}

/** The place of a kind that a place is in (its primary city, county, CBSA, or its state). */
async function containerOf(sql: Sql, row: PlaceRow, kind: ValidatePart): Promise<PlaceRow | undefined> {
  switch (kind) {
    case 'city':
      return row.city_name === null ? undefined : (await placesByKey(sql, 'city', [searchKey(row.city_name)], row.states[0], 1))[0];
    case 'county':
      return row.county_fips === null ? undefined : placeByRef(sql, 'county', row.county_fips);
    case 'msa':
      return row.cbsa_code === null ? undefined : placeByRef(sql, 'msa', row.cbsa_code);
    case 'state':
      return row.states.length === 1 ? placeByRef(sql, 'state', row.states[0]!) : undefined;
    case 'zip':
      return undefined;
  }
}

const unique = (rows: PlaceRow[]) => [...new Map(rows.map((r) => [`${r.kind}|${r.ref}`, r])).values()];
