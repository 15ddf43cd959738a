/**
 * Address matching through the local gateway (docs/addresses.md): each form that once answered wrongly on
 * the demo data and on real county records, at the demo's own addresses and zips, and what must
 * never match. The records are this file's (ids 9_870_000+, data_source 'test'): no other test
 * file loads these zips, so the street-name uniqueness a near match relies on is this file's alone.
 * They are cleared by id, not by state, since other files load properties in these states.
 */
import { describe, expect, it } from 'vitest';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { PropertyRecord } from '../../../shared/properties/records/record-schema.ts';
import { BatchResponse } from '../../../shared/properties/schemas.ts';
import { expectProblem, KEYS } from '../../support/api.ts';
import { withApi, withRecords } from '../../support/fixture.ts';
import { property } from '../../support/records.ts';

const id = (n: number) => 9_870_000 + n;
const NASHVILLE = { zip: '37207', city: 'NASHVILLE', state: 'TN', lat: 36.22, lon: -86.77 };
const HOUSTON = { zip: '77009', city: 'HOUSTON', state: 'TX', lat: 29.79, lon: -95.36 };
const HOUSTON_WEST = { zip: '77042', city: 'HOUSTON', state: 'TX', lat: 29.74, lon: -95.56 };
const RANCHO = { zip: '95742', city: 'RANCHO CORDOVA', state: 'CA', lat: 38.58, lon: -121.24 };
const SACRAMENTO_S = { zip: '95823', city: 'SACRAMENTO', state: 'CA', lat: 38.47, lon: -121.44 };
const SACRAMENTO_SW = { zip: '95832', city: 'SACRAMENTO', state: 'CA', lat: 38.47, lon: -121.49 };
const MARIETTA = { zip: '30067', city: 'MARIETTA', state: 'GA', lat: 33.93, lon: -84.47 };
const PHILADELPHIA = { zip: '19107', city: 'PHILADELPHIA', state: 'PA', lat: 39.95, lon: -75.16 };
const ELMHURST = { zip: '11373', city: 'ELMHURST', state: 'NY', lat: 40.74, lon: -73.88 };

const mailing = (street: string) => ({
  owner: {
    name: 'Gulf Coast Homes LLC',
    formatted_street_address: street,
    city: 'Houston',
    state: 'TX',
    zip_code: '77042',
    owner_occupied: false,
  } as never,
});

const RECORDS: ImportRecord[] = [
  property(id(1), '703 Hickory Ct', NASHVILLE),
  property(id(2), '705 Hickory Ct', NASHVILLE),
  property(id(3), '12 Oak Ter', NASHVILLE),
  property(id(4), '14 Maple Pl', NASHVILLE),
  ...[1, 2, 3, 4].map((u) => property(id(10 + u), `12750 Parkview Ct Unit ${u}`, HOUSTON)),
  ...['101', '102', '201', '202'].map((u, k) => property(id(20 + k), `4350 N Highland Ln Apt ${u}`, RANCHO)),
  property(id(30), '4503 Lakewood Cir', SACRAMENTO_S),
  property(id(31), '4511 Lakewood Cir', SACRAMENTO_S),
  property(id(32), '4519 Lakewood Cir', SACRAMENTO_S),
  property(id(40), '3150 N Brookside St', SACRAMENTO_SW),
  property(id(41), '3151 N Brookside St', SACRAMENTO_SW),
  property(id(50), '13150 28th St NE', MARIETTA),
  // a county range record, a parcel across the street, and a Queens-style number
  property(id(60), '1320-22 Vine St', PHILADELPHIA),
  property(id(61), '1321 Vine St', PHILADELPHIA),
  property(id(62), '86-15 Broadway', ELMHURST),
  // two parcels recorded at one address without units (condominiums in county data)
  property(id(70), '1200 Dickerson Pike', NASHVILLE),
  property(id(71), '1200 Dickerson Pike', NASHVILLE),
  // one owner's mail written two ways: "STE 1215" and "#1215"
  property(id(80), '9 Bellaire Ct', { ...HOUSTON_WEST, ...mailing('2474 Business Park Blvd Ste 1215') }),
  property(id(81), '11 Bellaire Ct', { ...HOUSTON_WEST, ...mailing('2474 Business Park Blvd #1215') }),
  property(id(82), '13 Bellaire Ct', { ...HOUSTON_WEST, ...mailing('2474 Business Park Blvd Suite 1216') }),
];

withRecords(RECORDS);
const api = withApi();

const get = (path: string, params: Record<string, string>) => api.get(`${path}?${new URLSearchParams(params)}`, KEYS.premium);
const byAddress = (address: string, extra: Record<string, string> = {}) => get('/properties/by-address', { address, ...extra });

async function found(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return {
    id: PropertyRecord.parse(JSON.parse(text)).property_id,
    level: res.headers.get('x-address-match'),
    confidence: Number(res.headers.get('x-address-confidence')),
    differs: res.headers.get('x-address-differs'),
    reason: res.headers.get('x-address-match-reason'),
  };
}

interface Candidates {
  match: 'none' | 'ambiguous';
  candidates: { property_id: number; address: string; differs: string[] }[];
  candidates_total?: number;
}
const notFound = async (res: Response) => (await expectProblem(res, 404)) as unknown as Candidates;

describe('forms that are matched', () => {
  it.each([
    ['703 Hickory Ct 37207', id(1), 'exact'],
    ['703 Hickory Ct, Nashville, TN', id(1), 'exact'],
    ['12 Oak Ter 37207', id(3), 'exact'],
    ['14 Maple Pl 37207', id(4), 'exact'],
    ['1322 Vine St, Philadelphia, PA 19107', id(60), 'exact'],
    ['1320 Vine St, Philadelphia, PA 19107', id(60), 'exact'],
    ['1320-1322 Vine St, Philadelphia, PA 19107', id(60), 'exact'],
    ['1321 Vine St, Philadelphia, PA 19107', id(61), 'exact'],
    ['86-15 Broadway, Elmhurst, NY 11373', id(62), 'exact'],
    ['13150 28 St NE, Marietta, GA 30067', id(50), 'near'],
    ['4511 Lakewood, Sacramento, CA 95823', id(31), 'near'],
    ['3150 Brookside St N, Sacramento, CA 95832', id(40), 'near'],
    ['4350 North Highland Lane #201, Rancho Cordova, CA 95742', id(22), 'exact'],
  ])('%s -> property %i (%s)', async (address, want, level) => {
    expect(await found(await byAddress(address))).toMatchObject({ id: want, level });
  });

  it('says why a match is near, and how much of the address agrees', async () => {
    const suffix = await found(await byAddress('4511 Lakewood, Sacramento, CA 95823'));
    expect(suffix).toMatchObject({ differs: 'suffix', confidence: 0.76 });
    expect(suffix.reason).toContain('no suffix given (the record has CIR)');
    const swapped = await found(await byAddress('3150 Brookside St N, Sacramento, CA 95832'));
    expect(swapped).toMatchObject({ differs: 'directional' });
    expect(swapped.reason).toContain('on the other side of the name');
    const range = await found(await byAddress('1322 Vine St, Philadelphia, PA 19107'));
    expect(range).toMatchObject({ level: 'exact', confidence: 1, differs: null });
    expect(range.reason).toContain('within the recorded range 1320-22');
  });

  it('answers the deprecated POST form for street plus zip, Ct suffix included', async () => {
    const res = await api.post('/properties/by-address', { address: '703 Hickory Ct 37207' }, KEYS.premium);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-address-match')).toBe('exact');
  });
});

describe('never a wrong property', () => {
  it.each([
    ['4511 Lakewood Ave, Sacramento, CA 95823', id(31), ['suffix']],
    ['3150 S Brookside St, Sacramento, CA 95832', id(40), ['directional']],
    ['1323 Vine St, Philadelphia, PA 19107', id(60), ['house_number']],
    ['8615 Broadway, Elmhurst, NY 11373', id(62), ['house_number']],
    ['86-17 Broadway, Elmhurst, NY 11373', id(62), ['house_number']],
    ['4512 Lakewood Cir, Sacramento, CA 95823', id(31), ['house_number']],
  ])('%s: 404 naming property %i and what differs (%j)', async (address, candidate, differs) => {
    const problem = await notFound(await byAddress(address));
    expect(problem.match).toBe('none');
    expect(problem.candidates.length).toBeLessThanOrEqual(5);
    expect(problem.candidates).toContainEqual(expect.objectContaining({ property_id: candidate, differs }));
  });

  it('does not pick a unit of a building when none is given: 404 with the units, or the first with unit_policy=building', async () => {
    const problem = await notFound(await byAddress('12750 Parkview Ct, Houston, TX 77009'));
    expect(problem).toMatchObject({ match: 'ambiguous', candidates_total: 4 });
    expect(problem.candidates.map((c) => c.address)).toEqual([1, 2, 3, 4].map((u) => `12750 PARKVIEW CT UNIT ${u}, HOUSTON, TX 77009`));
    const building = await found(await byAddress('12750 Parkview Ct, Houston, TX 77009', { unit_policy: 'building' }));
    expect(building).toMatchObject({ id: id(11), level: 'building', differs: 'unit' });
    expect(building.confidence).toBeLessThan(1);
  });

  it('does not answer another unit for a unit the building lacks', async () => {
    const problem = await notFound(await byAddress('4350 N Highland Ln Apt 999, Rancho Cordova, CA 95742'));
    expect(problem.match).toBe('none');
    expect(problem.candidates.map((c) => c.differs)).toEqual([['unit'], ['unit'], ['unit'], ['unit']]);
  });

  it('does not pick one of several parcels recorded at one address without units', async () => {
    const problem = await notFound(await byAddress('1200 Dickerson Pike, Nashville, TN 37207'));
    expect(problem).toMatchObject({ match: 'ambiguous', candidates_total: 2 });
    expect((await found(await byAddress('1200 Dickerson Pike 37207', { unit_policy: 'building' }))).id).toBe(id(70));
  });

  it('applies the same rules on every endpoint that takes an address', async () => {
    const ambiguous = { address: '12750 Parkview Ct, Houston, TX 77009' };
    for (const path of [
      '/properties/nearby-sales',
      '/properties/nearby-sold-properties',
      '/properties/transactions',
      '/buyers/best-buyers',
      '/rental-analytics/comparables',
    ]) {
      expect((await notFound(await get(path, ambiguous))).match, path).toBe('ambiguous');
      const res = await get(path, { ...ambiguous, unit_policy: 'building' });
      // the address resolves; best-buyers then finds no sales loaded in Texas by this file
      if (path === '/buyers/best-buyers') expect(await expectProblem(res, 404), path).toMatchObject({ reason: 'no_coverage' });
      else expect(res.status, path).toBe(200);
    }
    const post = await api.post('/properties/nearby-sales', { address: '4511 Lakewood Ave 95823' }, KEYS.premium);
    expect((await notFound(post)).candidates[0]).toMatchObject({ property_id: id(31), differs: ['suffix'] });
  });
});

describe('GET /properties/batch', () => {
  it('answers AMBIGUOUS with the units, NOT_FOUND with suggestions and what differs, and matches with their evidence', async () => {
    const addresses = [
      '12750 Parkview Ct, Houston, TX 77009',
      '4350 N Highland Ln Apt 999, Rancho Cordova, CA 95742',
      '3150 S Brookside St, Sacramento, CA 95832',
      '4511 Lakewood, Sacramento, CA 95823',
      '703 Hickory Ct 37207',
    ];
    const res = await get('/properties/batch', { addresses: addresses.join('|'), include_suggestions: 'true' });
    expect(res.status).toBe(200);
    const [building, unit, directional, suffix, court] = BatchResponse.parse(await res.json());
    expect(building).toMatchObject({ error: { code: 'AMBIGUOUS' } });
    expect(building!.suggestions).toHaveLength(4);
    expect(unit).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(unit!.suggestions!.every((s) => s.differs.includes('unit'))).toBe(true);
    expect(directional!.suggestions![0]).toMatchObject({ property_id: id(40), differs: ['directional'] });
    expect(suffix).toMatchObject({ property: { property_id: id(31) }, match: { level: 'near', differs: ['suffix'], confidence: 0.76 } });
    expect(court).toMatchObject({ property: { property_id: id(1) }, match: { level: 'exact', confidence: 1, differs: [], reason: null } });
  });

  it('takes unit_policy=building for the whole batch', async () => {
    const res = await get('/properties/batch', { addresses: '12750 Parkview Ct, Houston, TX 77009', unit_policy: 'building' });
    const [only] = BatchResponse.parse(await res.json());
    expect(only).toMatchObject({ property: { property_id: id(11) }, match: { level: 'building' } });
  });
});

describe('GET /properties/by-mailing-address', () => {
  it.each([
    '2474 Business Park Blvd #1215, Houston, TX 77042',
    '2474 Business Park Blvd Ste 1215, Houston, TX 77042',
    '2474 Business Park Blvd Unit 1215, Houston, TX 77042',
  ])('treats unit designators alike: %s', async (address) => {
    const res = await get('/properties/by-mailing-address', { address });
    expect(res.status).toBe(200);
    const rows = PropertyRecord.array().parse(await res.json());
    expect(rows.map((r) => r.property_id)).toEqual([id(80), id(81)]);
  });
});
