/**
 * What differs between two normalised street addresses, part by part: the evidence an address
 * match is built on (shared/properties/lookup/matching.ts decides with it; docs/addresses.md).
 */
import type { ParsedAddress } from './types.ts';

export type StreetPart = 'street_name' | 'suffix' | 'directional';

/**
 * How a part differs while the two can still be one street:
 *   missing   written on one side only (no suffix, no directional);
 *   position  the same directional on the other side of the name (BROOKSIDE ST N, N BROOKSIDE ST);
 *   ordinal   a numbered name with and without its ordinal (32 ST, 32ND ST);
 *   spelling  a misspelt name (MIAN, MAIN): similarity NAME_SIMILARITY or more.
 */
export type Relaxation = 'missing' | 'position' | 'ordinal' | 'spelling';

export interface StreetComparison {
  /** parts that differ so that the two cannot be the same street (ELM AVE is not ELM ST) */
  conflicts: StreetPart[];
  /** parts that differ in a way one street can be written */
  relaxed: { part: StreetPart; how: Relaxation }[];
}

/** Name similarity from which a name is taken as a misspelling of another (MIAN/MAIN 0.75, ELM/ELK 0.67 is not). */
export const NAME_SIMILARITY = 0.75;

const ORDINAL = /^(\d+)(?:ST|ND|RD|TH)$/;
const DIGIT = /\d/;

function withoutOrdinal(name: string): string {
  return ORDINAL.exec(name)?.[1] ?? name;
}

export function compareStreets(request: ParsedAddress, record: ParsedAddress): StreetComparison {
  const conflicts: StreetPart[] = [];
  const relaxed: StreetComparison['relaxed'] = [];
  const a = request.streetName ?? '';
  const b = record.streetName ?? '';
  if (a !== b) {
    if (withoutOrdinal(a) === withoutOrdinal(b)) relaxed.push({ part: 'street_name', how: 'ordinal' });
    // Numbered streets differ by their number, never by a "typo": 32ND and 33RD are two streets.
    else if (!DIGIT.test(a) && !DIGIT.test(b) && similarity(a, b) >= NAME_SIMILARITY)
      relaxed.push({ part: 'street_name', how: 'spelling' });
    else conflicts.push('street_name');
  }
  if (request.suffix !== record.suffix) {
    if (request.suffix && record.suffix) conflicts.push('suffix');
    else relaxed.push({ part: 'suffix', how: 'missing' });
  }
  const directional = compareDirectionals(request, record);
  if (directional === 'conflict') conflicts.push('directional');
  else if (directional) relaxed.push({ part: 'directional', how: directional });
  return { conflicts, relaxed };
}

function compareDirectionals(a: ParsedAddress, b: ParsedAddress): Relaxation | 'conflict' | null {
  if (a.preDirection === b.preDirection && a.postDirection === b.postDirection) return null;
  const one = (p: ParsedAddress) => (p.preDirection && p.postDirection ? null : (p.preDirection ?? p.postDirection));
  const none = (p: ParsedAddress) => !p.preDirection && !p.postDirection;
  if (none(a) || none(b)) return one(a) || one(b) ? 'missing' : 'conflict';
  // N BROOKSIDE ST written BROOKSIDE ST N: one directional each, the same one, on either side.
  if (one(a) && one(a) === one(b)) return 'position';
  return 'conflict';
}

/** 1 - edit distance / the longer length. */
export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions, the commonest typo). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = new Uint16Array(rows * cols);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[(i - 1) * cols + j]! + 1, d[i * cols + j - 1]! + 1, d[(i - 1) * cols + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[(i - 2) * cols + j - 2]! + 1);
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1]!;
}

/** What identifies a unit, whatever its designator: its number ("APT 2" = "#2" = "UNIT 2"), or an unnumbered designator (REAR). */
export function unitIdentity(p: Pick<ParsedAddress, 'unitType' | 'unitNumber'>): string | null {
  return p.unitNumber ?? p.unitType ?? null;
}
