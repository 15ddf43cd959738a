/**
 * Finding the property a caller means by a one-line address.
 */
import { formatAddress, parseAddress, streetKey, type ParsedAddress } from '../addresses/index.ts';
import { db } from '../db/client.ts';
import { BadRequest } from '../errors.ts';
import { pickNearMatch, pickStreetMatch, type MatchLevel } from './matching.ts';
import { propertiesOnStreet, sameNumberInPlace, type PropertyHit } from './queries.ts';

export interface AddressMatch {
  property: PropertyHit;
  level: MatchLevel;
  confidence: number;
  /** the normalised address that was matched */
  normalized: string;
}

/** Parses an address well enough to look it up: number, street, and a zip or a city + state. */
export function parseLookupAddress(text: string): ParsedAddress {
  const parsed = parseAddress(text);
  if (!parsed || !streetKey(parsed)) throw new BadRequest('The address could not be recognised: give a street number and street name, then a zip or a city and state, e.g. "123 Main St, Sacramento, CA 95814".', [{ path: 'query.address', message: 'not a recognisable street address' }]);
  if (!parsed.zip && !(parsed.city && parsed.state)) throw new BadRequest('The address needs a zip code, or a city and state, to be looked up.', [{ path: 'query.address', message: 'zip or city and state missing' }]);
  return parsed;
}

export async function matchAddress(parsed: ParsedAddress): Promise<AddressMatch | null> {
  const sql = await db();
  const street = streetKey(parsed)!;
  const match = pickStreetMatch(parsed, await propertiesOnStreet(sql, street, parsed)) ?? pickNearMatch(parsed, await sameNumberInPlace(sql, parsed.number!, parsed));
  if (!match) return null;
  const p = match.candidate;
  return { property: p, level: match.level, confidence: match.confidence, normalized: formatAddress({ ...parsed, number: null, preDirection: null, streetName: p.address_key, suffix: null, postDirection: null, unitType: null, unitNumber: null, city: p.city, state: p.state, zip: p.zip, zip4: null }) };
}
