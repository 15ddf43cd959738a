/**
 * Splits the street segment of an address:
 *   [number [1/2]] [pre-direction] name [suffix] [post-direction] [unit…] [city…]
 * The city part is only there when no comma separated it from the street, which is why the end
 * of the street name has to be chosen among the suffix-like words (see chooseSuffix).
 */
import { matchHighway, poBoxEnd, typeFirstNameEnd } from './street-name.ts';
import { isStrongSuffix, SUFFIX_ABBREVIATION } from './suffixes.ts';
import { DIRECTIONAL, NUMBERED_UNIT, UNNUMBERED_UNIT } from './tables.ts';

export interface StreetContext {
  /** The city has a comma segment of its own, so every word here belongs to the street or unit. */
  cityElsewhere: boolean;
  /** A state or ZIP was found after this segment, so words left after the street are the city. */
  lastLinePresent: boolean;
  statePresent: boolean;
}

export interface Unit {
  type: string;
  number: string | null;
}

/** Raw tokens; the caller maps them to USPS forms. */
export interface StreetParts {
  number: string | null;
  preDirection: string | null;
  name: string[];
  suffix: string | null;
  postDirection: string | null;
  units: Unit[];
  city: string[];
  /** A suffix, highway designation or PO Box marks these words as a street even without a number. */
  typed: boolean;
}

interface Remainder {
  postDirection: string | null;
  units: Unit[];
  /** Index of the first word not taken as post-direction or unit. */
  cityStart: number;
}

const HOUSE_NUMBER = /^(?:\d+[A-Z]?(?:-[A-Z0-9]+)?|[NSEW]\d+[NSEW]\d+)$/;
const FRACTION = /^\d+\/\d+$/;
const UNIT_NUMBER = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
const HAS_DIGIT = /\d/;
const SINGLE_LETTER = /^[A-Z]$/;
const ORDINAL_NUMBER = /^(\d+)(?:ST|ND|RD|TH)$/;

export function startsWithHouseNumber(tokens: readonly string[]): boolean {
  return tokens.length > 1 && HOUSE_NUMBER.test(tokens[0]!);
}

function isUnitNumber(token: string): boolean {
  return UNIT_NUMBER.test(token) && (HAS_DIGIT.test(token) || token.length <= 2);
}

/** A unit written with no designator: "4B", "12", "C". */
function isBareUnit(token: string): boolean {
  return UNIT_NUMBER.test(token) && (HAS_DIGIT.test(token) || SINGLE_LETTER.test(token));
}

function matchUnit(tokens: readonly string[], k: number, ctx: StreetContext, allowBare: boolean): { unit: Unit; end: number } | null {
  const token = tokens[k];
  if (token === undefined) return null;
  const numbered = NUMBERED_UNIT.get(token);
  if (numbered !== undefined) {
    const skip = numbered !== '#' && (tokens[k + 1] === '#' || tokens[k + 1] === 'NO') ? 1 : 0;
    const value = tokens[k + 1 + skip];
    return value !== undefined && isUnitNumber(value) ? { unit: { type: numbered, number: value }, end: k + 2 + skip } : null;
  }
  // "2ND FLOOR" is written "FL 2".
  const floor = ORDINAL_NUMBER.exec(token);
  if (floor && NUMBERED_UNIT.get(tokens[k + 1] ?? '') === 'FL') return { unit: { type: 'FL', number: floor[1]! }, end: k + 2 };
  // Standalone designators double as city words ("FRONT ROYAL"), so they count only where no city can follow.
  const unnumbered = UNNUMBERED_UNIT.get(token);
  if (unnumbered !== undefined && (ctx.cityElsewhere || k + 1 === tokens.length))
    return { unit: { type: unnumbered, number: null }, end: k + 1 };
  return allowBare && isBareUnit(token) ? { unit: { type: '#', number: token }, end: k + 1 } : null;
}

/** A comma segment that is nothing but a unit: "Apt 4", "# 5", "4B". */
export function segmentUnit(tokens: readonly string[]): Unit | null {
  const match = matchUnit(tokens, 0, { cityElsewhere: true, lastLinePresent: false, statePresent: false }, tokens.length === 1);
  return match && match.end === tokens.length ? match.unit : null;
}

/** Spelled-out directionals also start city names ("WEST SACRAMENTO"), so one is a post-direction only where no city can follow it. */
function isPostDirection(tokens: readonly string[], k: number, ctx: StreetContext): boolean {
  const token = tokens[k];
  if (token === undefined || !DIRECTIONAL.has(token)) return false;
  if (token.length <= 2 || ctx.cityElsewhere || k + 1 === tokens.length) return true;
  return matchUnit(tokens, k + 1, ctx, false) !== null;
}

function readRemainder(tokens: readonly string[], from: number, ctx: StreetContext, allowBare: boolean): Remainder {
  let k = from;
  const postDirection = isPostDirection(tokens, k, ctx) ? tokens[k++]! : null;
  const units: Unit[] = [];
  for (;;) {
    const match = matchUnit(tokens, k, ctx, allowBare && units.length === 0);
    if (!match) return { postDirection, units, cityStart: k };
    units.push(match.unit);
    k = match.end;
  }
}

function streetParts(
  tokens: readonly string[],
  start: number,
  nameEnd: number,
  suffix: string | null,
  rest: Remainder,
  typed: boolean,
): StreetParts {
  return {
    number: null,
    preDirection: null,
    name: tokens.slice(start, nameEnd),
    suffix,
    postDirection: rest.postDirection,
    units: rest.units,
    city: tokens.slice(rest.cityStart),
    typed,
  };
}

interface Candidate {
  at: number;
  strong: boolean;
  rest: Remainder;
}

function suffixCandidates(tokens: readonly string[], start: number, ctx: StreetContext): Candidate[] {
  const found: Candidate[] = [];
  for (let i = start + 1; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!SUFFIX_ABBREVIATION.has(token)) continue;
    const strong = isStrongSuffix(token);
    // PARK CITY, SALT LAKE CITY, LONG ISLAND CITY: the word is part of the city name.
    if (!strong && tokens[i + 1] === 'CITY') continue;
    // ELM ST ST LOUIS: an ST with words after it, right after a street ended by a strong suffix, is the SAINT of the city
    // name; not when the city has its own segment, nor before a directional (TIMBER TRAIL ST NW).
    const next = tokens[i + 1];
    if (
      token === 'ST' &&
      next !== undefined &&
      !ctx.cityElsewhere &&
      !DIRECTIONAL.has(next) &&
      found.some((c) => c.strong && c.rest.cityStart === i)
    )
      continue;
    found.push({ at: i, strong, rest: readRemainder(tokens, i + 1, ctx, true) });
  }
  return found;
}

/**
 * Where the street ends. With the city in its own segment, the suffix must leave nothing but
 * post-direction and unit behind it; with a state in this segment, it must leave a city. Then
 * the last strong suffix wins (PARK PLACE DR, MAIN ST FORT WORTH), else the first weak one
 * (OCEAN VIEW CAPE MAY).
 */
function chooseSuffix(found: readonly Candidate[], tokens: readonly string[], ctx: StreetContext): Candidate | undefined {
  const leavesCity = (c: Candidate) => c.rest.cityStart < tokens.length;
  const preferred = found.filter((c) => (ctx.cityElsewhere ? !leavesCity(c) : !ctx.statePresent || leavesCity(c)));
  const pool = preferred.length > 0 ? preferred : found;
  const strong = pool.filter((c) => c.strong);
  return strong[strong.length - 1] ?? pool[0];
}

/** Where a street with no suffix ends ("BROADWAY", "500" in "S 500 E"). */
function untypedNameEnd(tokens: readonly string[], start: number, ctx: StreetContext): number {
  if (ctx.cityElsewhere || !ctx.statePresent) {
    // The city has its own segment; or no state follows, and nothing tells a city from more street
    // words: the name runs up to the trailing post-direction and units. A city is written before a
    // state, so "1808 FOX CHASE 37015" (the street-and-ZIP form) is the street FOX CHASE.
    for (let k = start + 1; k < tokens.length; k++) {
      if (readRemainder(tokens, k, ctx, false).cityStart === tokens.length) return k;
    }
    return tokens.length;
  }
  // A city follows with nothing to mark the boundary: stop at a post-direction or unit, else take one word.
  for (let k = start + 1; k < tokens.length; k++) {
    if ((tokens[k]!.length <= 2 && DIRECTIONAL.has(tokens[k]!)) || matchUnit(tokens, k, ctx, false)) return k;
  }
  return start + 1;
}

function splitFrom(tokens: readonly string[], start: number, ctx: StreetContext): StreetParts {
  const highway = matchHighway(tokens, start);
  if (highway) {
    // "FM 1960 RD W": some highway names carry a suffix of their own.
    const trailing = tokens[highway.end];
    const suffix = trailing !== undefined && isStrongSuffix(trailing) ? trailing : null;
    const rest = readRemainder(tokens, suffix ? highway.end + 1 : highway.end, ctx, false);
    return streetParts(tokens, start, highway.end, suffix, rest, true);
  }
  const chosen = chooseSuffix(suffixCandidates(tokens, start, ctx), tokens, ctx);
  if (chosen) return streetParts(tokens, start, chosen.at, tokens[chosen.at]!, chosen.rest, true);
  const typeFirst = typeFirstNameEnd(tokens, start);
  const end = typeFirst > 0 ? typeFirst : untypedNameEnd(tokens, start, ctx);
  return streetParts(tokens, start, end, null, readRemainder(tokens, end, ctx, false), false);
}

function splitStreet(tokens: readonly string[], start: number, ctx: StreetContext): StreetParts {
  const plain = splitFrom(tokens, start, ctx);
  const first = tokens[start]!;
  if (!DIRECTIONAL.has(first) || start + 1 >= tokens.length) return plain;
  const directed = splitFrom(tokens, start + 1, ctx);
  // "N ST NW", "NORTH AVE": a directional followed by nothing but a street type is the name itself.
  if (plain.typed && !directed.typed && plain.name.length === 1) return plain;
  return { ...directed, preDirection: first };
}

function parsePoBox(tokens: readonly string[], boxEnd: number, ctx: StreetContext): StreetParts | null {
  const box = tokens[boxEnd];
  if (box === undefined || !HAS_DIGIT.test(box)) return null;
  return {
    number: box,
    preDirection: null,
    name: tokens.slice(0, boxEnd),
    suffix: null,
    postDirection: null,
    units: [],
    city: ctx.cityElsewhere ? [] : tokens.slice(boxEnd + 1),
    typed: true,
  };
}

export function parseStreetSegment(tokens: readonly string[], ctx: StreetContext): StreetParts | null {
  const boxEnd = poBoxEnd(tokens);
  if (boxEnd > 0) return parsePoBox(tokens, boxEnd, ctx);
  if (!startsWithHouseNumber(tokens)) return tokens.length > 0 ? splitStreet(tokens, 0, ctx) : null;
  const fraction = tokens.length > 2 && FRACTION.test(tokens[1]!);
  const start = fraction ? 2 : 1;
  return { ...splitStreet(tokens, start, ctx), number: tokens.slice(0, start).join(' ') };
}
