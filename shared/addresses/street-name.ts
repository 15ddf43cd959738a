/**
 * Street-name forms that are not "NAME + SUFFIX": numbered highways, PO boxes, street types
 * written in front of the name ("AVENUE OF THE AMERICAS"), and ordinal words.
 */
import { SUFFIX_ABBREVIATION, SUFFIX_PRIMARY_NAME } from './suffixes.ts';
import { DIRECTIONAL, NUMBERED_UNIT, ORDINAL_WORD, TENS_WORD } from './tables.ts';

const HIGHWAY = ['HWY', 'HIGHWAY', 'HIWAY', 'HIWY', 'HWAY', 'HIGHWY'];
const ROUTE = ['RTE', 'ROUTE', 'RT'];
const ROAD = ['RD', 'ROAD'];
const STATE = ['STATE', 'ST'];
const COUNTY = ['COUNTY', 'CO', 'CNTY'];

/**
 * Highway designations and the form USPS files use for them. The word HIGHWAY/ROUTE/ROAD is
 * spelled out because in these names it is part of the primary name, not a suffix.
 * Longer forms come first so "US HWY 50" is not read as "US" + "HWY 50".
 */
const HIGHWAY_FORMS: readonly (readonly [readonly (readonly string[])[], string])[] = [
  [[['FARM'], ['TO'], ['MARKET'], ROAD], 'FM'],
  [[['FARM'], ['TO'], ['MARKET']], 'FM'],
  [[['US'], HIGHWAY], 'US HIGHWAY'],
  [[['US'], ROUTE], 'US ROUTE'],
  [[STATE, HIGHWAY], 'STATE HIGHWAY'],
  [[STATE, ROUTE], 'STATE ROUTE'],
  [[STATE, ROAD], 'STATE ROAD'],
  [[COUNTY, HIGHWAY], 'COUNTY HIGHWAY'],
  [[COUNTY, ROAD], 'COUNTY ROAD'],
  [[COUNTY, ROUTE], 'COUNTY ROUTE'],
  [[['RANCH'], ROAD], 'RANCH ROAD'],
  [[['TOWNSHIP', 'TWP'], ROAD], 'TOWNSHIP ROAD'],
  [[['US']], 'US HIGHWAY'],
  [[['SH']], 'STATE HIGHWAY'],
  [[['SR']], 'STATE ROUTE'],
  [[['CR']], 'COUNTY ROAD'],
  [[['FM']], 'FM'],
  [[['INTERSTATE', 'I', 'IH']], 'INTERSTATE'],
  [[HIGHWAY], 'HIGHWAY'],
  [[ROUTE], 'ROUTE'],
];

const NUMERIC_ROUTE = /^[A-Z]?\d+[A-Z]?$/;
const LETTER_ROUTE = /^[A-Z]{1,2}$/;

/** "50", "9W", "A1A", or a lettered county/supplementary route ("K", "AB") that is not itself a known word. */
function isRouteNumber(token: string): boolean {
  if (NUMERIC_ROUTE.test(token)) return true;
  return LETTER_ROUTE.test(token) && !DIRECTIONAL.has(token) && !SUFFIX_ABBREVIATION.has(token) && !NUMBERED_UNIT.has(token);
}

export interface HighwayMatch {
  name: string;
  /** Index just past the route number. */
  end: number;
}

export function matchHighway(tokens: readonly string[], start: number): HighwayMatch | null {
  for (const [pattern, canonical] of HIGHWAY_FORMS) {
    const routeAt = start + pattern.length;
    const route = tokens[routeAt];
    if (route === undefined || !isRouteNumber(route)) continue;
    if (pattern.every((words, k) => words.includes(tokens[start + k] ?? ''))) {
      return { name: `${canonical} ${route}`, end: routeAt + 1 };
    }
  }
  return null;
}

const PO_BOX_FORMS: readonly (readonly string[])[] = [['PO', 'BOX'], ['P', 'O', 'BOX'], ['POST', 'OFFICE', 'BOX'], ['POBOX']];

/** Index just past a PO Box designation at the start of tokens, or 0 when there is none. */
export function poBoxEnd(tokens: readonly string[]): number {
  const form = PO_BOX_FORMS.find((words) => words.every((w, k) => tokens[k] === w));
  return form ? form.length : 0;
}

export const PO_BOX = 'PO BOX';

const LETTER_OR_NUMBER = /^(?:[A-Z]|\d+[A-Z]?)$/;

/**
 * Index just past a name that starts with a street type ("AVENUE J", "AVENUE OF THE AMERICAS"),
 * or -1. USPS keeps such a type spelled out, as part of the name.
 */
export function typeFirstNameEnd(tokens: readonly string[], start: number): number {
  const first = tokens[start];
  const next = tokens[start + 1];
  if (first === undefined || next === undefined || !SUFFIX_ABBREVIATION.has(first)) return -1;
  if (next === 'OF') {
    const end = tokens[start + 2] === 'THE' ? start + 4 : start + 3;
    return end <= tokens.length ? end : -1;
  }
  return LETTER_OR_NUMBER.test(next) ? start + 2 : -1;
}

function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}TH`;
  return `${n}${['TH', 'ST', 'ND', 'RD'][n % 10] ?? 'TH'}`;
}

function compoundOrdinal(tensWord: string, unitWord: string | undefined): number | undefined {
  const tens = TENS_WORD.get(tensWord);
  const unit = ORDINAL_WORD.get(unitWord ?? '');
  return tens !== undefined && unit !== undefined && unit < 10 ? tens + unit : undefined;
}

/** "FIRST" → "1ST", "TWENTY FIRST" / "TWENTY-FIRST" → "21ST"; other words pass through. */
function ordinalsToDigits(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!;
    const [head = '', tail] = word.split('-');
    const hyphenated = compoundOrdinal(head, tail);
    const spaced = compoundOrdinal(word, tokens[i + 1]);
    const single = ORDINAL_WORD.get(word);
    if (spaced !== undefined) {
      out.push(ordinal(spaced));
      i++;
    } else {
      const value = hyphenated ?? single;
      out.push(value === undefined ? word : ordinal(value));
    }
  }
  return out;
}

/** The USPS form of a primary street name given as tokens. */
export function streetNameFromTokens(tokens: readonly string[]): string | null {
  if (tokens.length === 0) return null;
  if (poBoxEnd(tokens) === tokens.length) return PO_BOX;
  const highway = matchHighway(tokens, 0);
  if (highway && highway.end === tokens.length) return highway.name;
  const first = tokens[0]!;
  const typeFirst = typeFirstNameEnd(tokens, 0) === tokens.length;
  const abbr = typeFirst ? SUFFIX_ABBREVIATION.get(first) : undefined;
  const lead = abbr === undefined ? first : (SUFFIX_PRIMARY_NAME.get(abbr) ?? first);
  return ordinalsToDigits([lead, ...tokens.slice(1)]).join(' ');
}
