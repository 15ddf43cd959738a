/**
 * One-line US address → USPS Publication 28 parts.
 *
 * Right to left, the closed vocabularies come off first (country, ZIP, state); then comma
 * segments are sorted into street, unit and city; then the street segment is split, using the
 * suffix position to find where the street ends when no comma marks it. README.md in this folder
 * lists what is and is not recognised.
 */
import { splitLastLine } from './last-line.ts';
import { parseStreetSegment, type StreetContext, segmentUnit, startsWithHouseNumber, type Unit } from './street.ts';
import { poBoxEnd, streetNameFromTokens } from './street-name.ts';
import { isStrongSuffix, SUFFIX_ABBREVIATION } from './suffixes.ts';
import { DIRECTIONAL } from './tables.ts';
import { tokenize } from './tokens.ts';
import type { ParsedAddress } from './types.ts';
import { statesOfZip } from './zip-states.ts';

export { normalizeParts } from './normalize.ts';
export type { ParsedAddress } from './types.ts';

/** Bounds the work done on untrusted input; real one-line addresses are well under this. */
const MAX_INPUT_LENGTH = 300;
const HAS_LETTER = /\p{L}/u;

interface Place {
  state: string | null;
  zip: string | null;
  zip4: string | null;
}

/** The street is the first segment that starts with a house number or PO Box ("ACME CORP, 123 MAIN ST"), else the first that is not a unit. */
function streetSegmentIndex(segments: readonly string[][]): number {
  const numbered = segments.findIndex((s) => startsWithHouseNumber(s) || poBoxEnd(s) > 0);
  return numbered >= 0 ? numbered : segments.findIndex((s) => segmentUnit(s) === null);
}

function orNull(words: readonly string[]): string | null {
  return words.length > 0 ? words.join(' ') : null;
}

function lookup(map: ReadonlyMap<string, string>, token: string | null): string | null {
  return token === null ? null : (map.get(token) ?? token);
}

function parseSegments(segments: readonly string[][], place: Place): ParsedAddress | null {
  const streetIndex = streetSegmentIndex(segments);
  const streetTokens = segments[streetIndex];
  if (streetTokens === undefined) return null;
  const before: Unit[] = [];
  const after: Unit[] = [];
  let citySegment: readonly string[] | null = null;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const unit = i === streetIndex ? null : segmentUnit(segment);
    if (unit) (i < streetIndex ? before : after).push(unit);
    // Segments between the street and the city ("MIDTOWN") are dropped: the last one is the city.
    else if (i > streetIndex) citySegment = segment;
  }
  const ctx: StreetContext = {
    cityElsewhere: citySegment !== null,
    lastLinePresent: place.state !== null || place.zip !== null,
    statePresent: place.state !== null,
  };
  const street = parseStreetSegment(streetTokens, ctx);
  if (!street) return null;
  // "BLDG 2 APT 5": one unit fits the record; the last written is the most specific.
  const unit = [...before, ...street.units, ...after].pop() ?? null;
  const parsed: ParsedAddress = {
    number: street.number,
    preDirection: lookup(DIRECTIONAL, street.preDirection),
    streetName: streetNameFromTokens(street.name),
    suffix: lookup(SUFFIX_ABBREVIATION, street.suffix),
    postDirection: lookup(DIRECTIONAL, street.postDirection),
    unitType: unit?.type ?? null,
    unitNumber: unit?.number ?? null,
    city: orNull(citySegment ?? street.city),
    ...place,
  };
  // Without a number, only a suffix or highway designation says these words are a street.
  return parsed.streetName !== null && (parsed.number !== null || street.typed) ? parsed : null;
}

/** Parses a one-line US address; null when it cannot be recognised as a street address at all. */
export function parseAddress(oneLine: string): ParsedAddress | null {
  if (typeof oneLine !== 'string' || oneLine.length > MAX_INPUT_LENGTH || !HAS_LETTER.test(oneLine)) return null;
  const last = splitLastLine(tokenize(oneLine));
  const place: Place = { state: last.state, zip: last.zip, zip4: last.zip4 };
  const parsed = parseSegments(last.segments, place);
  // "123 OAK CT": a trailing state code with no city in front of it was a street word.
  if (last.stateIsTentative) return parsed?.city ? parsed : parseSegments(last.segmentsIfNoState, { ...place, state: null });
  if (last.stateSharesSegment && place.zip && !parsed?.city && stateIsStreetWord(last.segmentsIfNoState, place, parsed)) {
    const street = parseSegments(last.segmentsIfNoState, { ...place, state: null });
    if (street?.suffix) return street;
  }
  return parsed;
}

/**
 * "703 Hickory Ct 37207": with a ZIP, a state code right after the street and no city is a street
 * word when the ZIP is in another state (37207 is Tennessee's), or when it is a common suffix (CT)
 * and the street has none without it ("123 Main St CT 06103" keeps its state).
 */
function stateIsStreetWord(segmentsIfNoState: readonly string[][], place: Place, parsed: ParsedAddress | null): boolean {
  const states = statesOfZip(place.zip!);
  if (states && !states.has(place.state!)) return true;
  const word = segmentsIfNoState.at(-1)?.at(-1);
  return !parsed?.suffix && word !== undefined && isStrongSuffix(word);
}
