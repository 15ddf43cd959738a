/**
 * The pure parts of address matching (docs/addresses.md#match-levels): how house numbers and
 * street parts compare, the level a request gets among the rows of its place, and the tables the
 * SQL side repeats (street_core's suffix list, the ZIP-prefix states).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  compareNumbers,
  compareStreets,
  editDistance,
  numberSpan,
  parseAddress,
  similarity,
} from '../../../../../shared/addresses/index.ts';
import { SUFFIX_ABBREVIATION } from '../../../../../shared/addresses/suffixes.ts';
import { statesOfZip } from '../../../../../shared/addresses/zip-states.ts';
import {
  confidence,
  decideInPlace,
  decideOnStreetLine,
  placeDiffers,
  type Stored,
  unitOf,
} from '../../../../../shared/properties/lookup/matching.ts';

const req = (text: string) => {
  const parsed = parseAddress(text);
  if (!parsed) throw new Error(`unparsable test address ${text}`);
  return parsed;
};

describe('editDistance and similarity', () => {
  it.each([
    ['MAIN', 'MAIN', 0],
    ['MAIN', 'MIAN', 1],
    ['MAIN', 'MAINE', 1],
    ['OAK', 'OKA', 1],
    ['', 'ABC', 3],
    ['KITTEN', 'SITTING', 3],
  ])('%s vs %s: %i edits', (a, b, d) => expect(editDistance(a, b)).toBe(d));

  it.each([
    ['MAIN', 'MIAN', 0.75],
    ['ELM', 'ELK', 0.67],
    ['LAKEWOOD', 'LAKEWOOD', 1],
    ['', '', 1],
  ])('%s vs %s: %f', (a, b, s) => expect(similarity(a, b)).toBeCloseTo(s, 2));
});

describe('numberSpan', () => {
  it.each([
    ['1320', null, { low: 1320, high: 1320, step: 1 }],
    ['1320-22', '19107', { low: 1320, high: 1322, step: 2 }],
    ['1320-1322', '19107', { low: 1320, high: 1322, step: 2 }],
    ['45-47', '37207', { low: 45, high: 47, step: 2 }],
    ['10-13', '37207', { low: 10, high: 13, step: 1 }],
    ['199-201', null, { low: 199, high: 201, step: 2 }],
    // one number, equal only to itself
    ['86-15', '11373', null],
    ['94-1234', '96797', null],
    ['123A', null, null],
    ['N6W23001', null, null],
    // not a parcel's range: reversed, or wider than 200
    ['22-20', null, null],
    ['10-400', null, null],
  ])('%s (zip %s) covers %j', (text, zip, span) => expect(numberSpan(text, zip)).toEqual(span));
});

describe('compareNumbers', () => {
  it.each([
    ['1320', '1320', '19107', 'same'],
    ['1320-1322', '1320-22', '19107', 'same'],
    ['1322', '1320-22', '19107', 'in_record'],
    ['1320', '1320-22', '19107', 'in_record'],
    ['1321', '1320-22', '19107', null], // the other side of the street
    ['1324', '1320-22', '19107', null],
    ['1320-22', '1322', '19107', 'in_request'],
    ['1320-24', '1322-26', '19107', 'overlap'],
    ['1320-22', '1324-26', '19107', null],
    ['86-15', '86-15', '11373', 'same'],
    ['8615', '86-15', '11373', null],
    ['86-17', '86-15', '11373', null],
    ['86', '86-15', '11373', null],
    ['123', '123A', null, null],
    ['123', '124', null, null],
  ])('%s asked, %s recorded (zip %s): %s', (asked, recorded, zip, fit) => expect(compareNumbers(asked, recorded, zip)).toBe(fit));
});

describe('compareStreets', () => {
  it.each([
    ['1 Main St 95814', '1 Main St 95814', [], []],
    ['1 Lakewood 95823', '1 Lakewood Cir 95823', [], [{ part: 'suffix', how: 'missing' }]],
    ['1 Lakewood Ave 95823', '1 Lakewood Cir 95823', ['suffix'], []],
    ['1 Brookside St N 95832', '1 N Brookside St 95832', [], [{ part: 'directional', how: 'position' }]],
    ['1 S Brookside St 95832', '1 N Brookside St 95832', ['directional'], []],
    ['1 Brookside St 95832', '1 N Brookside St 95832', [], [{ part: 'directional', how: 'missing' }]],
    ['1 NE 28th St 30067', '1 28th St NE 30067', [], [{ part: 'directional', how: 'position' }]],
    ['1 NE 28th St 30067', '1 28th St NW 30067', ['directional'], []],
    ['1 N Main St S 30067', '1 N Main St 30067', ['directional'], []],
    ['1 32 St 30067', '1 32nd St 30067', [], [{ part: 'street_name', how: 'ordinal' }]],
    ['1 32nd St 30067', '1 33rd St 30067', ['street_name'], []],
    ['1 3rd St 30067', '1 33rd St 30067', ['street_name'], []],
    ['1 Mian St 30067', '1 Main St 30067', [], [{ part: 'street_name', how: 'spelling' }]],
    ['1 Elk St 30067', '1 Elm St 30067', ['street_name'], []],
    ['1 Oak Ave 30067', '1 Elm St 30067', ['street_name', 'suffix'], []],
  ])('%s against %s: conflicts %j, relaxed %j', (a, b, conflicts, relaxed) => {
    expect(compareStreets(req(a), req(b))).toEqual({ conflicts, relaxed });
  });
});

const ZIP = '95823';
let nextId = 1;
function row(addressKey: string, streetKey = addressKey, zip = ZIP): Stored {
  return { property_id: nextId++, address_key: addressKey, street_key: streetKey, zip, city: 'SACRAMENTO', state: 'CA' };
}

describe('unitOf', () => {
  it.each([
    ['12 OAK ST', '12 OAK ST', null],
    ['12 OAK ST APT 5', '12 OAK ST', { designator: 'APT', id: '5' }],
    ['12 OAK ST # 4B', '12 OAK ST', { designator: '#', id: '4B' }],
    ['12 OAK ST REAR', '12 OAK ST', { designator: 'REAR', id: 'REAR' }],
  ])('%s on %s: %j', (address_key, street_key, unit) => expect(unitOf({ address_key, street_key })).toEqual(unit));
});

describe('placeDiffers', () => {
  it.each([
    [{ city: 'ST PETERSBURG', state: 'FL' }, { city: 'SAINT PETERSBURG', state: 'FL' }, []],
    [{ city: 'FT MYERS', state: 'FL' }, { city: 'FORT MYERS', state: 'FL' }, []],
    [{ city: null, state: null }, { city: 'TAMPA', state: 'FL' }, []],
    [{ city: 'HOUSTON', state: 'TX' }, { city: 'TAMPA', state: 'FL' }, ['city', 'state']],
  ])('%j against %j: %j', (request, record, expected) => expect(placeDiffers(request, record)).toEqual(expected));
});

describe('decideOnStreetLine: the rows on the requested street line', () => {
  const house = [row('5 ELM ST')];
  const building = ['1', '2', '10'].map((u) => row(`40 PEARL ST APT ${u}`, '40 PEARL ST'));
  const oneUnit = [row('7 CANYON RD UNIT B', '7 CANYON RD')];
  const twoParcels = [row('9 DICKERSON PIKE'), row('9 DICKERSON PIKE')];
  const lines = { house, building, oneUnit, twoParcels };
  it.each([
    ['5 Elm St 95823', 'house', 'match', 'exact', '5 ELM ST'],
    ['5 Elm St Apt 3 95823', 'house', 'match', 'unit_dropped', '5 ELM ST'],
    ['40 Pearl St Apt 2 95823', 'building', 'match', 'exact', '40 PEARL ST APT 2'],
    ['40 Pearl St #2 95823', 'building', 'match', 'exact', '40 PEARL ST APT 2'],
    ['40 Pearl St Unit 10 95823', 'building', 'match', 'exact', '40 PEARL ST APT 10'],
    ['40 Pearl St Apt 9 95823', 'building', 'not_found', null, null],
    ['40 Pearl St 95823', 'building', 'ambiguous', null, null],
    ['7 Canyon Rd 95823', 'oneUnit', 'match', 'unit_dropped', '7 CANYON RD UNIT B'],
    ['7 Canyon Rd Unit B 95823', 'oneUnit', 'match', 'exact', '7 CANYON RD UNIT B'],
    ['7 Canyon Rd Unit C 95823', 'oneUnit', 'not_found', null, null],
    ['9 Dickerson Pike 95823', 'twoParcels', 'ambiguous', null, null],
  ] as const)('%s on the %s line: %s %s %s', (text, line, kind, level, chosen) => {
    const d = decideOnStreetLine(req(text), lines[line], 'unit');
    expect(d.kind).toBe(kind);
    if (d.kind === 'match') expect([d.level, d.row.address_key]).toEqual([level, chosen]);
  });

  it('lists the units as candidates, in natural order, with what differs', () => {
    const d = decideOnStreetLine(req('40 Pearl St 95823'), [...building].reverse(), 'unit');
    expect(d).toMatchObject({ kind: 'ambiguous', total: 3 });
    if (d.kind !== 'ambiguous') return;
    expect(d.candidates.map((c) => [c.row.address_key, c.differs])).toEqual([
      ['40 PEARL ST APT 1', ['unit']],
      ['40 PEARL ST APT 2', ['unit']],
      ['40 PEARL ST APT 10', ['unit']],
    ]);
  });

  it('answers the first unit with unit_policy=building, below confidence 1', () => {
    const d = decideOnStreetLine(req('40 Pearl St 95823'), building, 'building');
    expect(d).toMatchObject({ kind: 'match', level: 'building', row: building[0], differs: ['unit'] });
    if (d.kind === 'match') expect(d.confidence).toBeLessThan(1);
  });

  it.each([
    ['5 Elm St, Sacramento, CA 95823', 'exact', [], 1],
    ['5 Elm St, Sacramento CA 95823', 'exact', [], 1],
    ['5 Elm St, Houston, TX 95823', 'near', ['city', 'state'], 0.69],
    ['5 Elm St, Elk Grove, CA 95823', 'near', ['city'], 0.84],
    ['5 Elm St, Sacramento, NV 95823', 'near', ['state'], 0.84],
  ] as const)('%s, where the record is in Sacramento, CA: %s %j %d', (text, level, differs, confidence) => {
    const d = decideOnStreetLine(req(text), house, 'unit');
    expect(d).toMatchObject({ kind: 'match', level, differs, confidence });
    if (d.kind === 'match' && differs.length) expect(d.reason).toContain("differ from the record's SACRAMENTO, CA 95823");
  });

  it('has nothing to decide on an empty street line', () => {
    expect(decideOnStreetLine(req('5 Elm St 95823'), [], 'unit')).toEqual({ kind: 'open' });
  });
});

describe('decideInPlace: the streets of the same name and the same number in the place', () => {
  const lakewood = [row('4503 LAKEWOOD CIR'), row('4511 LAKEWOOD CIR'), row('4519 LAKEWOOD CIR')];
  const brookside = [row('3150 N BROOKSIDE ST'), row('3151 N BROOKSIDE ST')];
  const both = [row('20 N PINE ST'), row('20 S PINE ST')];
  const numbered = [row('13150 28TH ST NE')];
  const range = [row('1320-22 VINE ST'), row('1321 VINE ST')];
  const queens = [row('86-15 BROADWAY', '86-15 BROADWAY', '11373')];
  const places = { lakewood, brookside, both, numbered, range, queens };
  it.each([
    ['4511 Lakewood 95823', 'lakewood', 'near', '4511 LAKEWOOD CIR', ['suffix']],
    ['4511 Lakwood Cir 95823', 'lakewood', 'near', '4511 LAKEWOOD CIR', ['street_name']],
    ['3150 Brookside St N 95823', 'brookside', 'near', '3150 N BROOKSIDE ST', ['directional']],
    ['3150 Brookside St 95823', 'brookside', 'near', '3150 N BROOKSIDE ST', ['directional']],
    ['13150 28 St NE 95823', 'numbered', 'near', '13150 28TH ST NE', ['street_name']],
    ['1322 Vine St 95823', 'range', 'exact', '1320-22 VINE ST', []],
    ['1320-1322 Vine St 95823', 'range', 'exact', '1320-22 VINE ST', []],
    ['1320-26 Vine St 95823', 'range', 'near', '1320-22 VINE ST', ['house_number']],
    ['86-15 Broadway 11373', 'queens', 'exact', '86-15 BROADWAY', []],
  ] as const)('%s among the %s rows: %s %s, differs %j', (text, place, level, chosen, differs) => {
    const d = decideInPlace(req(text), places[place], 'unit');
    expect(d).toMatchObject({ kind: 'match', level, row: { address_key: chosen }, differs });
  });

  it.each([
    ['4511 Lakewood Ave 95823', 'lakewood', '4511 LAKEWOOD CIR', ['suffix']],
    ['4512 Lakewood Cir 95823', 'lakewood', '4511 LAKEWOOD CIR', ['house_number']],
    ['3150 S Brookside St 95823', 'brookside', '3150 N BROOKSIDE ST', ['directional']],
    ['20 Pine St 95823', 'both', '20 N PINE ST', ['directional']],
    ['1323 Vine St 95823', 'range', '1320-22 VINE ST', ['house_number']],
    ['8615 Broadway 11373', 'queens', '86-15 BROADWAY', ['house_number']],
    ['86-17 Broadway 11373', 'queens', '86-15 BROADWAY', ['house_number']],
  ] as const)('%s among the %s rows: not found, naming %s (differs %j)', (text, place, candidate, differs) => {
    const d = decideInPlace(req(text), places[place], 'unit');
    expect(d.kind).toBe('not_found');
    if (d.kind === 'not_found')
      expect(d.candidates.map((c) => ({ address: c.row.address_key, differs: c.differs }))).toContainEqual({ address: candidate, differs });
  });

  it('does not claim a street unique when the place had more rows than were read', () => {
    expect(decideInPlace(req('4511 Lakewood 95823'), lakewood, 'unit', false).kind).toBe('not_found');
  });

  it('lists at most five candidates, fewest differences first', () => {
    const street = Array.from({ length: 8 }, (_, k) => row(`${100 + 2 * k} ELM ST`));
    const d = decideInPlace(req('107 Elm St 95823'), street, 'unit');
    expect(d.kind).toBe('not_found');
    if (d.kind === 'not_found')
      expect(d.candidates.map((c) => c.row.address_key)).toEqual(['106 ELM ST', '108 ELM ST', '104 ELM ST', '110 ELM ST', '102 ELM ST']);
  });
});

describe('confidence', () => {
  it.each([
    ['4511 Lakewood 95823', '4511 LAKEWOOD CIR', '4511 LAKEWOOD CIR', false, 0.76],
    ['3150 S Brookside St 95823', '3150 N BROOKSIDE ST', '3150 N BROOKSIDE ST', false, 0.95],
    ['1322 Vine St 95823', '1320-22 VINE ST', '1320-22 VINE ST', true, 0.99],
    ['40 Pearl St 95823', '40 PEARL ST APT 1', '40 PEARL ST', false, 0.85],
  ])('%s against %s (street line %s, number in its range: %s): %f', (text, addressKey, streetKey, inRange, want) =>
    expect(confidence(req(text), row(addressKey, streetKey), inRange)).toBe(want),
  );
});

describe('tables the SQL side repeats', () => {
  it("street_core's suffixes are the standard abbreviations of Publication 28 C1", () => {
    const sqlText = readFileSync(new URL('../../../../../migrations/0019_address_matching.sql', import.meta.url), 'utf8');
    const list = /\(ALY\|([A-Z|]+)\)\$/.exec(sqlText)?.[0];
    expect(list).toBeDefined();
    const inSql = new Set(list!.slice(1, -2).split('|'));
    expect(inSql).toEqual(new Set(SUFFIX_ABBREVIATION.values()));
  });

  it("each ZIP prefix's states include the state of every zip in the repository's ZIP table", () => {
    const zips = gunzipSync(readFileSync(new URL('../../../../../data/geo/zips.ndjson.gz', import.meta.url)))
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { zip: string; state: string });
    const misplaced = zips.filter((z) => statesOfZip(z.zip) && !statesOfZip(z.zip)!.has(z.state));
    expect(misplaced.map((z) => `${z.zip} ${z.state}`)).toEqual([]);
  });
});
