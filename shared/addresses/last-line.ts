/**
 * Takes the country, ZIP and state off the end of a tokenized address. Works right to left
 * because those parts have closed vocabularies, unlike the city in front of them.
 */
import { MAX_STATE_NAME_WORDS, STATE_BY_NAME, STATE_CODES } from './tables.ts';

const COUNTRIES: readonly (readonly string[])[] = [
  ['UNITED', 'STATES', 'OF', 'AMERICA'],
  ['UNITED', 'STATES'],
  ['USA'],
  ['US'],
  ['U', 'S', 'A'],
  ['U', 'S'],
];

const ZIP = /^(\d{5})(?:-?(\d{4}))?$/;
const FIVE_DIGITS = /^\d{5}$/;
const FOUR_DIGITS = /^\d{4}$/;

export interface LastLine {
  zip: string | null;
  zip4: string | null;
  state: string | null;
  /**
   * The state shares a segment with the words before it and no ZIP follows: "123 Oak Ct" has
   * no state, "123 Oak Ct Hartford CT" has one; the caller decides by whether a city is left.
   */
  stateIsTentative: boolean;
  /**
   * The state code shares a segment with the words before it, ZIP or not: "703 Hickory Ct 37207"
   * may be a Court with its ZIP, and the caller weighs the ZIP and what is left to decide.
   */
  stateSharesSegment: boolean;
  /** What is left in front of the last line. */
  segments: string[][];
  /** The same, with the state's words kept, for when a tentative state turns out to be street words. */
  segmentsIfNoState: string[][];
}

function tokenCount(segments: readonly string[][]): number {
  return segments.reduce((n, s) => n + s.length, 0);
}

/** Drops `count` tokens from the end, and the last segment if that empties it. */
function dropLast(segments: string[][], count: number): void {
  const last = segments[segments.length - 1]!;
  last.splice(last.length - count, count);
  if (last.length === 0) segments.pop();
}

function endsWith(tokens: readonly string[], words: readonly string[]): boolean {
  const offset = tokens.length - words.length;
  return offset >= 0 && words.every((w, k) => tokens[offset + k] === w);
}

function removeCountry(segments: string[][]): void {
  const last = segments[segments.length - 1];
  if (!last) return;
  const country = COUNTRIES.find((words) => endsWith(last, words));
  if (country && tokenCount(segments) > country.length) dropLast(segments, country.length);
}

function removeZip(segments: string[][]): { zip: string | null; zip4: string | null } {
  const last = segments[segments.length - 1];
  if (!last || tokenCount(segments) < 2) return { zip: null, zip4: null };
  const token = last[last.length - 1]!;
  const before = last[last.length - 2];
  // "95814 1234": the ZIP+4 hyphen replaced by a space.
  if (FOUR_DIGITS.test(token) && before !== undefined && FIVE_DIGITS.test(before) && tokenCount(segments) > 2) {
    dropLast(segments, 2);
    return { zip: before, zip4: token };
  }
  const match = ZIP.exec(token);
  if (!match) return { zip: null, zip4: null };
  dropLast(segments, 1);
  return { zip: match[1]!, zip4: match[2] ?? null };
}

/** The state at the end of the last segment, longest spelled-out name first, and how many words it took. */
function stateAtEnd(last: readonly string[]): { code: string; words: number } | null {
  for (let n = Math.min(MAX_STATE_NAME_WORDS, last.length); n >= 1; n--) {
    const code = STATE_BY_NAME.get(last.slice(last.length - n).join(' '));
    if (code) return { code, words: n };
  }
  const token = last[last.length - 1];
  return token !== undefined && STATE_CODES.has(token) ? { code: token, words: 1 } : null;
}

export function splitLastLine(tokenized: readonly string[][]): LastLine {
  const segments = tokenized.map((s) => s.slice());
  removeCountry(segments);
  const { zip, zip4 } = removeZip(segments);
  const segmentsIfNoState = segments.map((s) => s.slice());
  const last = segments[segments.length - 1];
  const state = last ? stateAtEnd(last) : null;
  if (!last || !state || tokenCount(segments) <= state.words) {
    return { zip, zip4, state: null, stateIsTentative: false, stateSharesSegment: false, segments, segmentsIfNoState };
  }
  const sharesSegment = last.length > state.words;
  dropLast(segments, state.words);
  return {
    zip,
    zip4,
    state: state.code,
    stateIsTentative: sharesSegment && zip === null,
    stateSharesSegment: sharesSegment,
    segments,
    segmentsIfNoState,
  };
}
