/**
 * Which stored property a requested address means, or why none can be claimed
 * (docs/addresses.md#match-levels). Pure: lookup.ts fetches the rows (address-queries.ts) and
 * this decides on their parsed parts.
 *
 *   exact         the same street line and the same unit (the designator may differ, "#2" = "APT 2"),
 *                 or a house number inside the range the record is written with (1321 in 1321-25);
 *   unit_dropped  the same street line, one property there, and the unit cannot be confirmed: the
 *                 request names a unit and the record has none, or names none and that one property
 *                 is a unit;
 *   near          the same street written another way: a misspelt name, a missing suffix or
 *                 directional, a directional on the other side of the name, an ordinal left out
 *                 (32 ST for 32ND ST), or a range asked for that holds the recorded number; only
 *                 when no other street of the place fits the request too;
 *   building      no unit asked, several properties on the street line, and unit_policy=building:
 *                 the first of them.
 * A different house number, suffix, directional, street name or unit is never a match: the answer
 * is then no match, with the candidates and what differs in each. A city or state that contradicts
 * the record matched in the zip makes any match `near`, with the parts in `differs`.
 */
import { LRUCache } from 'lru-cache';
import {
  compareNumbers,
  compareStreets,
  editDistance,
  type ParsedAddress,
  parseAddress,
  type Relaxation,
  type StreetComparison,
  type StreetPart,
  streetKey,
} from '../../addresses/index.ts';
import { searchKey } from '../../addresses/place-key.ts';

export type MatchLevel = 'exact' | 'unit_dropped' | 'near' | 'building';

/** What a caller wants when several properties share the street line and no unit is given. */
export type UnitPolicy = 'unit' | 'building';

/** A part of an address that differs between the request and a property. */
export type Differ = 'house_number' | StreetPart | 'unit' | PlacePart;

/** The parts of the last line a request may contradict the record in (its street line matched in the zip). */
export type PlacePart = 'city' | 'state';

/** How much a contradicted city or state takes off the confidence of a match, each. */
export const PLACE_DIFFERS_PENALTY = 0.15;

/**
 * The city and state a request writes otherwise than the record it matched in its zip: "Houston,
 * TX 33647" for a property of Tampa, FL 33647. City names compare as /locations compares them
 * (St./Saint, Ft./Fort, case, punctuation). A part the request leaves out differs in nothing.
 */
export function placeDiffers(request: Pick<ParsedAddress, 'city' | 'state'>, row: Pick<Stored, 'city' | 'state'>): PlacePart[] {
  const out: PlacePart[] = [];
  if (request.city && searchKey(request.city) !== searchKey(row.city)) out.push('city');
  if (request.state && request.state.toUpperCase() !== row.state.toUpperCase()) out.push('state');
  return out;
}

/** A stored property as matching sees it. */
export interface Stored {
  property_id: number;
  address_key: string;
  street_key: string;
  zip: string;
  city: string;
  state: string;
  /** the source recorded several homes' sales at this address (docs/analytics-definitions.md#shared-address) */
  address_shared?: boolean;
}

export interface Candidate<R extends Stored> {
  row: R;
  differs: Differ[];
}

export type Decision<R extends Stored> =
  | { kind: 'match'; row: R; level: MatchLevel; confidence: number; differs: Differ[]; reason: string | null }
  /** several properties fit: the units of a building, or parcels recorded without their units */
  | { kind: 'ambiguous'; candidates: Candidate<R>[]; total: number; reason: string }
  | { kind: 'not_found'; candidates: Candidate<R>[]; reason: string | null }
  /** nothing on the requested street line: decideInPlace with the street's namesakes */
  | { kind: 'open' };

export const MAX_CANDIDATES = 5;

/** A stored street key parsed back into its parts; null when the parse does not give the same key back. */
const parsedKeys = new LRUCache<string, { street: ParsedAddress | null }>({ max: 50_000 });

function streetOf(row: Stored): ParsedAddress | null {
  let hit = parsedKeys.get(row.street_key);
  if (!hit) {
    // A city segment of its own keeps every word of the key in the street.
    const parsed = parseAddress(`${row.street_key}, ${row.city}, ${row.state} ${row.zip}`);
    hit = { street: parsed && streetKey(parsed) === row.street_key ? parsed : null };
    parsedKeys.set(row.street_key, hit);
  }
  return hit.street;
}

interface Unit {
  designator: string;
  /** the unit's number, or the designator of an unnumbered one (REAR) */
  id: string;
}

/** The unit of a stored property: what its address key adds to its street key ("APT 5", "# 4B", "REAR"). */
export function unitOf(row: Pick<Stored, 'address_key' | 'street_key'>): Unit | null {
  if (row.address_key === row.street_key || !row.address_key.startsWith(row.street_key)) return null;
  const words = row.address_key.slice(row.street_key.length).trim().split(' ');
  return { designator: words[0]!, id: words.length > 1 ? words.slice(1).join(' ') : words[0]! };
}

function requestedUnit(p: ParsedAddress): Unit | null {
  const id = p.unitNumber ?? p.unitType;
  return id ? { designator: p.unitType ?? '#', id } : null;
}

type UnitOutcome<R> =
  | { outcome: 'same'; row: R }
  | { outcome: 'dropped'; row: R }
  | { outcome: 'building'; row: R }
  | { outcome: 'ambiguous'; rows: R[] }
  | { outcome: 'other_unit'; rows: R[] };

/** Among rows on one street line with a fitting number: the unit asked for, the only property, or why not. */
function resolveUnit<R extends Stored>(request: ParsedAddress, rows: R[], policy: UnitPolicy): UnitOutcome<R> {
  const asked = requestedUnit(request);
  const withUnit = rows.filter((r) => unitOf(r));
  const without = rows.filter((r) => !unitOf(r));
  const several = (list: R[]): UnitOutcome<R> =>
    policy === 'building' ? { outcome: 'building', row: byUnit(list)[0]! } : { outcome: 'ambiguous', rows: byUnit(list) };
  // an address the source shared between several homes stands for the building: its candidates
  // are every property on the line, itself among them, as a building's units are
  const shared = without.length === 1 && without[0]!.address_shared === true;
  if (asked) {
    const same = withUnit.filter((r) => unitOf(r)!.id === asked.id);
    // "BLDG 2" and "APT 2" at one street line: the designator written decides
    const chosen = same.length > 1 ? same.filter((r) => unitOf(r)!.designator === asked.designator) : same;
    if (chosen.length === 1) return { outcome: 'same', row: chosen[0]! };
    if (chosen.length > 1 || same.length > 1) return { outcome: 'ambiguous', rows: byUnit(same) };
    if (shared) return several(rows);
    if (withUnit.length > 0) return { outcome: 'other_unit', rows: byUnit(withUnit) };
    if (without.length === 1) return { outcome: 'dropped', row: without[0]! };
    return several(without);
  }
  if (shared) return several(rows);
  if (without.length === 1) return { outcome: 'same', row: without[0]! };
  if (without.length > 1) return several(without);
  if (withUnit.length === 1) return { outcome: 'dropped', row: withUnit[0]! };
  return several(withUnit);
}

const naturally = new Intl.Collator('en', { numeric: true });
function byUnit<R extends Stored>(rows: R[]): R[] {
  return [...rows].sort((a, b) => naturally.compare(unitOf(a)?.id ?? '', unitOf(b)?.id ?? '') || a.property_id - b.property_id);
}

/** Rows whose street key is the request's: the exact path, one statement for the commonest lookup. */
export function decideOnStreetLine<R extends Stored>(request: ParsedAddress, rows: R[], policy: UnitPolicy): Decision<R> {
  if (rows.length === 0) return { kind: 'open' };
  return decideOnStreet(request, rows, policy, { relaxed: [], numbers: new Map() });
}

interface StreetEvidence {
  relaxed: StreetComparison['relaxed'];
  /** how each row's number fits the request's, when not written the same */
  numbers: Map<number, 'in_record' | 'in_request' | 'overlap'>;
  /** why the street is taken for the requested one, when it is written otherwise */
  streetReason?: string;
}

function decideOnStreet<R extends Stored>(request: ParsedAddress, rows: R[], policy: UnitPolicy, evidence: StreetEvidence): Decision<R> {
  const unit = resolveUnit(request, rows, policy);
  const line = describeLine(rows[0]!);
  if (unit.outcome === 'ambiguous') {
    const recordedUnits = unit.rows.some((r) => unitOf(r));
    return {
      kind: 'ambiguous',
      candidates: unit.rows.slice(0, MAX_CANDIDATES).map((row) => ({ row, differs: unitOf(row) ? (['unit'] as Differ[]) : [] })),
      total: unit.rows.length,
      reason: unit.rows.some((r) => r.address_shared)
        ? `The source records the sales of several homes at ${line} without their units (address_shared): give the unit, or unit_policy=building for the first of its ${unit.rows.length} properties.`
        : recordedUnits
          ? `${unit.rows.length} units at ${line}: give the unit, or unit_policy=building for the first of them.`
          : `${unit.rows.length} properties are recorded at ${line} without a unit to tell them apart; unit_policy=building answers the first of them.`,
    };
  }
  if (unit.outcome === 'other_unit') {
    return {
      kind: 'not_found',
      candidates: unit.rows.slice(0, MAX_CANDIDATES).map((row) => ({ row, differs: ['unit'] })),
      reason: `No unit ${requestedUnit(request)!.id} at ${line}.`,
    };
  }
  const row = unit.row;
  const differs = new Set<Differ>(evidence.relaxed.map((r) => r.part));
  const reasons: string[] = evidence.streetReason ? [evidence.streetReason] : [];
  const numberFit = evidence.numbers.get(row.property_id);
  const recordNumber = streetOf(row)?.number ?? row.street_key.split(' ', 1)[0];
  if (numberFit === 'in_record') reasons.push(`house number ${request.number} is within the recorded range ${recordNumber}`);
  if (numberFit === 'in_request' || numberFit === 'overlap') {
    differs.add('house_number');
    reasons.push(`the recorded number ${recordNumber} is within the requested range ${request.number}`);
  }
  if (unit.outcome === 'dropped') {
    differs.add('unit');
    const asked = requestedUnit(request);
    reasons.push(asked ? `unit ${asked.id} is not on record: the only property at ${line}` : `no unit given: the only unit at ${line}`);
  }
  if (unit.outcome === 'building') {
    differs.add('unit');
    reasons.push(`no unit given: the first of ${rows.length} properties at ${line} (unit_policy=building)`);
  }
  const place = placeDiffers(request, row);
  for (const part of place) differs.add(part);
  if (place.length)
    reasons.push(
      `the ${place.join(' and ')} given (${[request.city, request.state].filter(Boolean).join(', ')}) differ from the record's ${row.city}, ${row.state} ${row.zip}`,
    );
  const near = evidence.relaxed.length > 0 || numberFit === 'in_request' || numberFit === 'overlap' || place.length > 0;
  const level: MatchLevel = near
    ? 'near'
    : unit.outcome === 'building'
      ? 'building'
      : unit.outcome === 'dropped'
        ? 'unit_dropped'
        : 'exact';
  return {
    kind: 'match',
    row,
    level,
    confidence:
      level === 'exact'
        ? 1
        : Math.round(confidence(request, row, numberFit === 'in_record') * (1 - PLACE_DIFFERS_PENALTY * place.length) * 100) / 100,
    differs: [...differs],
    reason: reasons.length ? reasons.join('; ') : null,
  };
}

/** "N BROOKSIDE ST" of "3150 N BROOKSIDE ST": the street key after the house number. */
function streetTail(row: Stored): string {
  const street = streetOf(row);
  return street?.number ? row.street_key.slice(street.number.length + 1) : row.street_key.slice(row.street_key.indexOf(' ') + 1);
}

function describeLine(row: Stored): string {
  return `${row.street_key}, ${row.zip}`;
}

/**
 * The share of the normalised address line (number, street, unit number: "3150 N BROOKSIDE ST 4")
 * that the property's agrees with: 1 - edit distance / the longer length, the edit distance counting
 * insertions, deletions, substitutions and swaps of adjacent letters. Designators are left out and a
 * number inside the record's range counts as that range, since level exact allows both; a match
 * below exact never rounds to 1.
 */
export function confidence(request: ParsedAddress, row: Stored, numberInRange = false): number {
  const asked = requestedUnit(request);
  const unit = unitOf(row);
  const requestStreet = numberInRange
    ? row.street_key.slice(0, row.street_key.indexOf(' ')) + streetKey(request)!.slice(request.number!.length)
    : streetKey(request)!;
  const a = [requestStreet, asked?.id].filter(Boolean).join(' ');
  const b = [row.street_key, unit?.id].filter(Boolean).join(' ');
  const score = 1 - editDistance(a, b) / Math.max(a.length, b.length);
  return Math.min(0.99, Math.round(score * 100) / 100);
}

function relaxationText(how: Relaxation, part: StreetPart, request: ParsedAddress, street: ParsedAddress): string {
  if (how === 'position') return `directional ${request.preDirection ?? request.postDirection} on the other side of the name`;
  if (how === 'ordinal' || how === 'spelling') return `street name ${request.streetName} read as ${street.streetName}`;
  const given = part === 'suffix' ? request.suffix : (request.preDirection ?? request.postDirection);
  const recorded = part === 'suffix' ? street.suffix : (street.preDirection ?? street.postDirection);
  return given ? `the record has no ${part} ${given}` : `no ${part} given (the record has ${recorded})`;
}

/**
 * Rows on the streets named like the request's in its place (street_core), and rows with its house
 * number on other streets (inPlaces): the request's own street if it is there, else the one street
 * it can be written for, else nothing, with the candidates and what differs in each.
 * `complete` is false when the place had more rows than were read: no street is then claimed unique.
 */
export function decideInPlace<R extends Stored>(request: ParsedAddress, rows: R[], policy: UnitPolicy, complete = true): Decision<R> {
  const streets = new Map<string, { street: ParsedAddress; comparison: StreetComparison; rows: R[] }>();
  const unreadable: R[] = [];
  for (const row of rows) {
    const street = streetOf(row);
    if (!street) {
      unreadable.push(row);
      continue;
    }
    const tail = streetTail(row);
    const entry = streets.get(tail) ?? streets.set(tail, { street, comparison: compareStreets(request, street), rows: [] }).get(tail)!;
    entry.rows.push(row);
  }
  const fits = (row: R) => compareNumbers(request.number!, streetOf(row)!.number!, request.zip ?? row.zip);
  const all = [...streets.values()];
  const own = all.find((s) => s.comparison.conflicts.length === 0 && s.comparison.relaxed.length === 0);
  const ownName = all.some(
    (s) => !s.comparison.conflicts.includes('street_name') && !s.comparison.relaxed.some((r) => r.part === 'street_name'),
  );
  const compatible = all.filter(
    (s) =>
      s.comparison.conflicts.length === 0 &&
      // a misspelt name only when no street of the place has the name as written
      !(ownName && s.comparison.relaxed.some((r) => r.how === 'spelling')),
  );
  const chosen = own ?? (complete && compatible.length === 1 ? compatible[0] : undefined);
  if (chosen) {
    const numbered = chosen.rows.filter((r) => fits(r) !== null);
    if (numbered.length > 0) {
      const numbers = new Map<number, 'in_record' | 'in_request' | 'overlap'>();
      for (const r of numbered) {
        const fit = fits(r);
        if (fit && fit !== 'same') numbers.set(r.property_id, fit);
      }
      const streetReason = own
        ? undefined
        : streetReasonOf(request, chosen.street, chosen.comparison, request.zip ?? `${request.city}, ${request.state}`);
      return decideOnStreet(request, numbered, policy, { relaxed: chosen.comparison.relaxed, numbers, streetReason });
    }
  }
  const candidates = rows
    .filter((r) => !unreadable.includes(r))
    .map((row) => {
      const comparison = streets.get(streetTail(row))!.comparison;
      const differs: Differ[] = [];
      if (fits(row) === null) differs.push('house_number');
      differs.push(...comparison.conflicts, ...comparison.relaxed.map((r) => r.part));
      return { row, differs, distance: numberDistance(request.number!, streetOf(row)!.number!) };
    })
    .filter((c) => c.differs.length > 0)
    .sort((a, b) => a.differs.length - b.differs.length || a.distance - b.distance || a.row.property_id - b.row.property_id)
    .slice(0, MAX_CANDIDATES)
    .map(({ row, differs }) => ({ row, differs }));
  let reason: string | null = null;
  if (!own && compatible.length > 1)
    reason = `${compatible.length} streets fit ${streetKey(request)} in ${request.zip ?? request.city}: ${compatible.map((s) => streetTail(s.rows[0]!)).join(', ')}.`;
  else if (chosen) reason = `No house number ${request.number} on ${streetTail(chosen.rows[0]!)}.`;
  return { kind: 'not_found', candidates, reason };
}

function streetReasonOf(request: ParsedAddress, street: ParsedAddress, comparison: StreetComparison, place: string): string {
  const parts = comparison.relaxed.map((r) => relaxationText(r.how, r.part, request, street));
  return `${parts.join(', ')}: the only street in ${place} it fits`;
}

const LEADING_DIGITS = /^\d+/;
function numberDistance(a: string, b: string): number {
  const x = Number(LEADING_DIGITS.exec(a)?.[0] ?? Number.NaN);
  const y = Number(LEADING_DIGITS.exec(b)?.[0] ?? Number.NaN);
  return Number.isFinite(x) && Number.isFinite(y) ? Math.abs(x - y) : Number.MAX_SAFE_INTEGER;
}
