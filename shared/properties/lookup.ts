/**
 * Finding the properties callers mean by one-line addresses: one address (by-address) or up to
 * 100 (batch), with the same rules (shared/properties/matching.ts) and set-based queries.
 */
import { formatAddress, type ParsedAddress, parseAddress, streetKey } from '../addresses/index.ts';
import { db } from '../platform/db/client.ts';
import { BadRequest, NotFound } from '../platform/errors.ts';
import { type MatchLevel, pickNearMatch, pickStreetMatch } from './matching.ts';
import { type PropertyHit, propertiesOnStreets, type StreetRequest, sameNumberInPlaces, sameStreetInPlaces } from './queries.ts';

export interface AddressMatch {
  property: PropertyHit;
  level: MatchLevel;
  confidence: number;
  /** the normalised address that was matched */
  normalized: string;
}

export type LookupProblem = { code: 'INVALID_ADDRESS'; message: string };

/** Why an address cannot be looked up, or null when it can: number, street, and a zip or a city + state. */
export function lookupProblem(parsed: ParsedAddress | null): LookupProblem | null {
  if (!parsed || !streetKey(parsed))
    return {
      code: 'INVALID_ADDRESS',
      message:
        'Not a recognisable street address: give a street number and street name, then a zip or a city and state, e.g. "123 Main St, Sacramento, CA 95814".',
    };
  if (!parsed.zip && !(parsed.city && parsed.state))
    return { code: 'INVALID_ADDRESS', message: 'The address needs a zip code, or a city and state, to be looked up.' };
  return null;
}

/** Parses one address for lookup, or answers 400 naming the parameter. */
export function parseLookupAddress(text: string, parameter = 'address'): ParsedAddress {
  const parsed = parseAddress(text);
  const problem = lookupProblem(parsed);
  if (problem) throw new BadRequest(problem.message, [{ path: parameter, message: problem.message }]);
  return parsed!;
}

/** The property at an address, or 400 (address not recognised) / 404 (no property there). */
export async function findByAddress(address: string, parameter = 'address'): Promise<AddressMatch> {
  const match = await matchAddress(parseLookupAddress(address, parameter));
  if (!match) throw new NotFound(`No property found at ${address}.`);
  return match;
}

/** How the address was matched, as every address-taking endpoint says it. */
export function matchHeaders(match: AddressMatch): Record<string, string> {
  return { 'X-Address-Match': match.level, 'X-Address-Normalized': match.normalized };
}

export async function matchAddress(parsed: ParsedAddress): Promise<AddressMatch | null> {
  return (await matchAddresses([parsed]))[0] ?? null;
}

/** Matches every address in two queries: street-line candidates, then near candidates for the rest. */
export async function matchAddresses(addresses: ParsedAddress[]): Promise<(AddressMatch | null)[]> {
  const sql = await db();
  const requests = addresses.map(toRequest);
  const results: (AddressMatch | null)[] = addresses.map(() => null);
  const onStreet = groupBy(await propertiesOnStreets(sql, requests));
  const unmatched: number[] = [];
  addresses.forEach((parsed, i) => {
    const m = pickStreetMatch(parsed, onStreet.get(i) ?? []);
    if (m) results[i] = toMatch(m.candidate, m.level, m.confidence);
    else unmatched.push(i);
  });
  if (unmatched.length) {
    const near = groupBy(
      await sameNumberInPlaces(
        sql,
        unmatched.map((i) => requests[i]!),
      ),
      unmatched,
    );
    for (const i of unmatched) {
      const m = pickNearMatch(addresses[i]!, near.get(i) ?? []);
      if (m) results[i] = toMatch(m.candidate, m.level, m.confidence);
    }
  }
  return results;
}

export interface Suggestion {
  property_id: number;
  address: string;
}

/** Addresses on the same street, nearest house numbers first, for addresses that were not found. */
export async function suggestAddresses(addresses: ParsedAddress[]): Promise<Suggestion[][]> {
  if (addresses.length === 0) return [];
  const sql = await db();
  const rows = await sameStreetInPlaces(sql, addresses.map(toRequest));
  return addresses.map((_, i) =>
    rows.filter((r) => r.i === i).map((r) => ({ property_id: r.property_id, address: formatted(r.address_key, r) })),
  );
}

function toRequest(a: ParsedAddress): StreetRequest {
  const key = streetKey(a)!;
  return { zip: a.zip, city: a.city, state: a.state, streetKey: key, number: a.number!, street: key.slice(a.number!.length + 1) };
}

function toMatch(p: PropertyHit, level: MatchLevel, confidence: number): AddressMatch {
  return { property: p, level, confidence, normalized: formatted(p.address_key, p) };
}

function formatted(addressKey: string, place: { city: string; state: string; zip: string }): string {
  return formatAddress({
    number: null,
    preDirection: null,
    streetName: addressKey,
    suffix: null,
    postDirection: null,
    unitType: null,
    unitNumber: null,
    city: place.city,
    state: place.state,
    zip: place.zip,
    zip4: null,
  });
}

/** Rows of a multi-request query by request position; `subset` maps positions of a sub-request back. */
function groupBy<R extends { i: number }>(rows: R[], subset?: number[]): Map<number, R[]> {
  const out = new Map<number, R[]>();
  for (const r of rows) {
    const i = subset ? subset[r.i]! : r.i;
    (out.get(i) ?? out.set(i, []).get(i)!).push(r);
  }
  return out;
}
