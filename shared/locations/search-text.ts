/**
 * Normalised place names for search: the keys stored in place_search
 * (migrations/0010_place_search.sql) and what a query is compared with, by the one definition of a
 * place name's key (shared/addresses/place-key.ts).
 */
import { cleanText, expandWord } from '../addresses/place-key.ts';

export { cleanText, searchKey } from '../addresses/place-key.ts';

/** Generic endings of county names; a county is also found by its name without one. */
const COUNTY_SUFFIX = / (County|Parish|Borough|City and Borough|Census Area|Municipality|Municipio|Planning Region|city)$/;

/** "Sacramento County" -> "Sacramento"; null when the name has no generic ending ("Carson City"). */
export function countyShortName(name: string): string | null {
  const short = name.replace(COUNTY_SUFFIX, '');
  return short === name || short === '' ? null : short;
}

/**
 * The city names of a CBSA title, the part before the states: "--" separates names that contain
 * hyphens ("Scranton--Wilkes-Barre, PA"); "/" joins two names of one city
 * ("Louisville/Jefferson County, KY-IN"). Each hyphenated name is also split, because a title may
 * hyphenate a city that is written otherwise ("Nashville-Davidson" is Nashville); the caller keeps
 * only names of cities that exist in the CBSA.
 */
export function cbsaCityNames(title: string): string[] {
  const cities = title.replace(/, [A-Z]{2}(-[A-Z]{2})*$/, '');
  const parts = cities.includes('--') ? cities.split('--') : cities.split('-');
  const names = parts.flatMap((part) => part.split('/'));
  const all = names.flatMap((name) => (name.includes('-') ? [name, ...name.split('-')] : [name]));
  return [...new Set(all.map((n) => n.trim()).filter((n) => n !== ''))];
}

export interface StateName {
  code: string;
  name: string;
}

/** A text query as the search runs it. */
export type ParsedQuery =
  | {
      kind: 'zip';
      /** 1 or more digits: zips starting with them (a zip has 5) */
      digits: string;
      /** state named after a comma ("958, CA") */
      state: string | undefined;
    }
  | {
      kind: 'name';
      /** keys matched whole: the key, and the cleaned text when abbreviations changed it (state code "MT") */
      exact: string[];
      /** keys matched as prefixes: the key, and with its last word as typed when that word was expanded ("ST" may be "STOCKTON" half typed) */
      prefixes: string[];
      /** the key compared by trigram similarity */
      fuzzy: string;
      state: string | undefined;
    };

/**
 * Parses a query: text, zip digits, and an optional state after the last comma ("Springfield, IL",
 * "Springfield, Illinois", "St. Louis, MO-IL" -> MO, the first). A part after a comma that is not
 * a state stays in the text. Returns null when nothing searchable is left (only punctuation).
 */
export function parseLocationQuery(query: string, states: readonly StateName[]): ParsedQuery | null {
  let text = query;
  let state: string | undefined;
  const comma = query.lastIndexOf(',');
  if (comma > 0) {
    state = stateOf(query.slice(comma + 1), states);
    if (state !== undefined) text = query.slice(0, comma);
  }
  const clean = cleanText(text);
  if (clean === '') return null;
  // a ZIP+4 ("95814-2345") is its zip
  if (/^\d{5} \d{4}$/.test(clean)) return { kind: 'zip', digits: clean.slice(0, 5), state };
  if (/^\d+$/.test(clean)) return { kind: 'zip', digits: clean, state };
  const words = clean.split(' ');
  const key = words.map(expandWord).join(' ');
  const typed = [...words.slice(0, -1).map(expandWord), words.at(-1)!].join(' ');
  return { kind: 'name', exact: unique([key, clean]), prefixes: unique([key, typed]), fuzzy: key, state };
}

/** A state code or a state's full name, or a CBSA's state list whose first code is a state. */
export function stateOf(text: string, states: readonly StateName[]): string | undefined {
  const clean = cleanText(text);
  const code = /^[A-Z]{2}( [A-Z]{2})*$/.test(clean) ? clean.slice(0, 2) : undefined;
  return states.find((s) => s.code === code || cleanText(s.name) === clean)?.code;
}

const unique = (keys: string[]) => [...new Set(keys)];
