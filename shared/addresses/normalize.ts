/**
 * USPS normalisation of single address parts. parseAddress builds its result with these same
 * functions, so parsed one-line input and importer data that arrives in parts produce equal keys.
 */
import { streetNameFromTokens } from './street-name.ts';
import { SUFFIX_ABBREVIATION } from './suffixes.ts';
import { DIRECTIONAL, NUMBERED_UNIT, STATE_BY_NAME, UNNUMBERED_UNIT } from './tables.ts';
import { tokenize } from './tokens.ts';
import type { ParsedAddress } from './types.ts';

type Part = string | number | null | undefined;

const SPACES = / /g;

function words(value: Part): string[] {
  if (value === null || value === undefined) return [];
  const segments = tokenize(String(value));
  // one segment is the usual part; flat() costs more than the tokenising here
  return segments.length === 1 ? segments[0]! : ([] as string[]).concat(...segments);
}

function joined(value: Part): string | null {
  const w = words(value);
  return w.length === 0 ? null : w.join(' ');
}

export function normalizeNumber(value: Part): string | null {
  return joined(value);
}

export function normalizeDirection(value: Part): string | null {
  const text = joined(value);
  if (text === null) return null;
  // "N E" and "NORTH EAST" are how NE and NORTHEAST come out of some spreadsheets.
  return DIRECTIONAL.get(text) ?? DIRECTIONAL.get(text.replace(SPACES, '')) ?? text;
}

export function normalizeStreetName(value: Part): string | null {
  return streetNameFromTokens(words(value));
}

export function normalizeSuffix(value: Part): string | null {
  const text = joined(value);
  return text === null ? null : (SUFFIX_ABBREVIATION.get(text) ?? text);
}

export function normalizeUnitType(value: Part): string | null {
  const text = joined(value);
  return text === null ? null : (NUMBERED_UNIT.get(text) ?? UNNUMBERED_UNIT.get(text) ?? text);
}

export function normalizeUnitNumber(value: Part): string | null {
  const w = words(value).filter((t) => t !== '#');
  return w.length === 0 ? null : w.join(' ');
}

export function normalizeCity(value: Part): string | null {
  return joined(value);
}

export function normalizeState(value: Part): string | null {
  const text = joined(value);
  return text === null ? null : (STATE_BY_NAME.get(text) ?? text);
}

const ZIP_DIGITS = /^(\d{3,5})(?:-?(\d{4}))?$/;
const ZIP4_DIGITS = /^\d{1,4}$/;

/**
 * "95814", "95814-1234", "958141234" → zip and zip4. Three- and four-digit zips are padded
 * because spreadsheets strip the leading zero of New England and New Jersey zips (02134 → 2134).
 */
export function normalizeZip(value: Part): { zip: string | null; zip4: string | null } {
  const match = ZIP_DIGITS.exec(words(value).join(''));
  if (!match) return { zip: null, zip4: null };
  return { zip: match[1]!.padStart(5, '0'), zip4: match[2] ?? null };
}

export function normalizeZip4(value: Part): string | null {
  const text = words(value).join('');
  return ZIP4_DIGITS.test(text) ? text.padStart(4, '0') : null;
}

/** Applies the USPS normalisation to each part of an address that already comes split. */
export function normalizeParts(p: Partial<ParsedAddress>): ParsedAddress {
  const { zip, zip4: zip4FromZip } = normalizeZip(p.zip);
  const unitNumber = normalizeUnitNumber(p.unitNumber);
  return {
    number: normalizeNumber(p.number),
    preDirection: normalizeDirection(p.preDirection),
    streetName: normalizeStreetName(p.streetName),
    suffix: normalizeSuffix(p.suffix),
    postDirection: normalizeDirection(p.postDirection),
    // A unit number without a designator is written "# 4B" (Pub 28, 213), as the parser does.
    unitType: normalizeUnitType(p.unitType) ?? (unitNumber === null ? null : '#'),
    unitNumber,
    city: normalizeCity(p.city),
    state: normalizeState(p.state),
    zip,
    zip4: normalizeZip4(p.zip4) ?? zip4FromZip,
  };
}
