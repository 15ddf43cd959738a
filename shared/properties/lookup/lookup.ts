/**
 * Finding the properties callers mean by one-line addresses: one address (by-address and every
 * endpoint that takes `address`) or up to 100 (batch), with the same rules (matching.ts,
 * docs/addresses.md) and set-based queries (address-queries.ts): the street lines of all the
 * requests in one statement, then the streets of the same name for those whose street line holds
 * nothing, then the records of the properties chosen that did not come along.
 */
import { formatAddress, type ParsedAddress, parseAddress, streetKey } from '../../addresses/index.ts';
import { db } from '../../platform/db/client.ts';
import { BadRequest, NotFound } from '../../platform/errors.ts';
import type { PropertyHit } from '../records/queries.ts';
import { inPlaces, onStreetLines, type PlaceRequest, recordsByIds, STREET_NAME_LIMIT, streetLineHit } from './address-queries.ts';
import {
  type Candidate,
  type Decision,
  type Differ,
  decideInPlace,
  decideOnStreetLine,
  type MatchLevel,
  type Stored,
  type UnitPolicy,
} from './matching.ts';

export type { Differ, MatchLevel, UnitPolicy } from './matching.ts';

export interface AddressMatch {
  property: PropertyHit;
  level: MatchLevel;
  /** the share of the normalised address line the property's agrees with (matching.ts confidence) */
  confidence: number;
  /** the normalised address that was matched */
  normalized: string;
  /** the parts written otherwise than the record's ([] for exact) */
  differs: Differ[];
  /** why a match below exact was made, or a house number taken from a recorded range */
  reason: string | null;
}

/** A property the caller may have meant, and what differs from the request. */
export interface AddressCandidate {
  property_id: number;
  address: string;
  differs: Differ[];
}

export type AddressLookup =
  | { kind: 'match'; match: AddressMatch }
  | { kind: 'ambiguous'; candidates: AddressCandidate[]; total: number; message: string }
  | { kind: 'not_found'; candidates: AddressCandidate[]; message: string };

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

export interface LookupOptions {
  /** the parameter the address came in, named by a 400 */
  parameter?: string;
  unitPolicy?: UnitPolicy;
}

/**
 * The property at an address, or 400 (address not recognised) / 404 (no property can be claimed:
 * the problem body's `match` says `none` or `ambiguous` and `candidates` lists up to 5 properties
 * with what differs in each).
 */
export async function findByAddress(address: string, options: LookupOptions = {}): Promise<AddressMatch> {
  const { parameter = 'address', unitPolicy = 'unit' } = options;
  const [found] = await lookupAddresses([parseLookupAddress(address, parameter)], unitPolicy);
  if (found!.kind === 'match') return found!.match;
  throw new NotFound(found!.message, {
    match: found!.kind === 'ambiguous' ? 'ambiguous' : 'none',
    candidates: found!.candidates,
    ...(found!.kind === 'ambiguous' ? { candidates_total: found!.total } : {}),
  });
}

/** How the address was matched, as every address-taking endpoint says it. */
export function matchHeaders(match: AddressMatch): Record<string, string> {
  return {
    'X-Address-Match': match.level,
    'X-Address-Normalized': match.normalized,
    'X-Address-Confidence': String(match.confidence),
    ...(match.differs.length ? { 'X-Address-Differs': match.differs.join(',') } : {}),
    ...(match.reason ? { 'X-Address-Match-Reason': match.reason } : {}),
  };
}

/** The property at a parsed address, when one can be claimed. */
export async function matchAddress(parsed: ParsedAddress, unitPolicy: UnitPolicy = 'unit'): Promise<AddressMatch | null> {
  const [found] = await lookupAddresses([parsed], unitPolicy);
  return found?.kind === 'match' ? found.match : null;
}

/** Looks every address up in at most three statements. */
export async function lookupAddresses(addresses: ParsedAddress[], unitPolicy: UnitPolicy = 'unit'): Promise<AddressLookup[]> {
  if (addresses.length === 0) return [];
  const sql = await db();
  const requests = addresses.map(toRequest);
  const lines = groupBy(await onStreetLines(sql, requests));
  const decisions: Decision<Stored>[] = addresses.map((parsed, i) => decideOnStreetLine(parsed, lines.get(i) ?? [], unitPolicy));
  const open = decisions.flatMap((d, i) => (d.kind === 'open' ? [i] : []));
  if (open.length) {
    const wider = groupBy(
      await inPlaces(
        sql,
        open.map((i) => requests[i]!),
      ),
      open,
    );
    for (const i of open) {
      const rows = wider.get(i) ?? [];
      const complete = rows.filter((r) => r.same_name).length < STREET_NAME_LIMIT;
      decisions[i] = decideInPlace(addresses[i]!, rows, unitPolicy, complete);
    }
  }
  // Records that came along with the street line; the others in one statement.
  const hits = new Map<number, PropertyHit>();
  for (const row of [...lines.values()].flat()) {
    const hit = streetLineHit(row);
    if (hit) hits.set(hit.property_id, hit);
  }
  const missing = decisions.flatMap((d) => (d.kind === 'match' && !hits.has(d.row.property_id) ? [d.row.property_id] : []));
  for (const [id, hit] of await recordsByIds(sql, missing)) hits.set(id, hit);
  return decisions.map((d, i): AddressLookup => {
    const asked = formatAddress(addresses[i]!);
    switch (d.kind) {
      case 'match': {
        const property = hits.get(d.row.property_id);
        // deleted between the two statements (a load replacing it): as if it had not been there
        if (!property) return { kind: 'not_found', candidates: [], message: `No property found at ${asked}.` };
        return {
          kind: 'match',
          match: { property, level: d.level, confidence: d.confidence, normalized: formatted(d.row), differs: d.differs, reason: d.reason },
        };
      }
      case 'ambiguous':
        return { kind: 'ambiguous', candidates: d.candidates.map(candidate), total: d.total, message: d.reason };
      case 'not_found':
        return {
          kind: 'not_found',
          candidates: d.candidates.map(candidate),
          message: [`No property found at ${asked}.`, d.reason].filter(Boolean).join(' '),
        };
      default:
        return { kind: 'not_found', candidates: [], message: `No property found at ${asked}.` };
    }
  });
}

function toRequest(a: ParsedAddress): PlaceRequest {
  return {
    zip: a.zip,
    city: a.city,
    state: a.state,
    streetKey: streetKey(a)!,
    number: a.number!,
    unit: a.unitNumber ?? a.unitType,
  };
}

function candidate(c: Candidate<Stored>): AddressCandidate {
  return { property_id: c.row.property_id, address: formatted(c.row), differs: c.differs };
}

function formatted(row: Pick<Stored, 'address_key' | 'city' | 'state' | 'zip'>): string {
  return formatAddress({
    number: null,
    preDirection: null,
    streetName: row.address_key,
    suffix: null,
    postDirection: null,
    unitType: null,
    unitNumber: null,
    city: row.city,
    state: row.state,
    zip: row.zip,
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
