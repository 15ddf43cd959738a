/**
 * How a requested address is matched to a stored property (docs/addresses.md#match-levels):
 *   exact         same street line and same unit number (the designator may differ: "#2" = "APT 2"),
 *                 in the zip (or city + state when the request has no zip);
 *   unit_dropped  the street line identifies one property but not the unit: the request named a unit the
 *                 records don't have, or left out the unit of the only unit at that street line;
 *   near          no street-line match: the most similar street line with the same house number in the zip
 *                 (or city + state), accepted only at NEAR_MATCH_THRESHOLD similarity or more.
 */
import { type ParsedAddress, streetKey } from '../addresses/index.ts';

export type MatchLevel = 'exact' | 'unit_dropped' | 'near';

export const NEAR_MATCH_THRESHOLD = 0.75;

export interface Candidate {
  property_id: number;
  address_key: string;
  street_key: string;
}

export interface Match<C extends Candidate> {
  candidate: C;
  level: MatchLevel;
  confidence: number;
}

/** The unit number of a stored property: what its address key adds to its street key, less the designator. */
export function unitNumberOf(c: Candidate): string | null {
  if (c.address_key === c.street_key) return null;
  return c.address_key.slice(c.street_key.length).trim().split(' ').at(-1) ?? null;
}

/** Picks the match among properties that share the request's street key. */
export function pickStreetMatch<C extends Candidate>(request: ParsedAddress, candidates: C[]): Match<C> | null {
  const street = streetKey(request);
  const onStreet = candidates.filter((c) => c.street_key === street);
  const unit = request.unitNumber;
  const exact = onStreet.find((c) => unitNumberOf(c) === unit);
  if (exact) return { candidate: exact, level: 'exact', confidence: 1 };
  if (onStreet.length === 1) return { candidate: onStreet[0]!, level: 'unit_dropped', confidence: 0.9 };
  return null;
}

/** Picks a near match among properties with the same house number: the most similar street line. */
export function pickNearMatch<C extends Candidate>(request: ParsedAddress, candidates: C[]): Match<C> | null {
  const wanted = streetKey(request);
  if (!wanted) return null;
  const scored = candidates
    .filter((c) => c.street_key.split(' ', 1)[0] === request.number)
    .map((c) => ({ c, score: streetSimilarity(wanted, c.street_key) }))
    .filter((s) => s.score >= NEAR_MATCH_THRESHOLD)
    .sort((a, b) => b.score - a.score || a.c.property_id - b.c.property_id);
  const best = scored[0];
  if (!best) return null;
  const sameUnit = candidates.filter((c) => c.street_key === best.c.street_key).find((c) => unitNumberOf(c) === request.unitNumber);
  return { candidate: sameUnit ?? best.c, level: 'near', confidence: Math.round(best.score * 100) / 100 };
}

/**
 * Similarity of two street lines with the same number: 1 - (edit distance / longer length) on the
 * part after the number, where swapping two adjacent letters counts as one edit (the commonest typo).
 */
export function streetSimilarity(a: string, b: string): number {
  const x = a.slice(a.indexOf(' ') + 1);
  const y = b.slice(b.indexOf(' ') + 1);
  const longest = Math.max(x.length, y.length);
  return longest === 0 ? 1 : 1 - editDistance(x, y) / longest;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
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
