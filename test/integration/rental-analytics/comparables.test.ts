/**
 * GET /rental-analytics/comparables through the local gateway, on leases this file loads in New
 * Hampshire (its own state), around a subject at 100 Elm St, Manchester 03101. The estimate is
 * computed by hand from leases at the subject's own coordinates (distance component 1 for all).
 */
import { describe, expect, it } from 'vitest';
import type { ImportRecord, ImportRental } from '../../../shared/properties/records/import-record.ts';
import { ComparablesResponse } from '../../../shared/rental-analytics/schemas.ts';
import { expectProblem, KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property } from '../../support/records.ts';

const id = (n: number) => 7_720_000 + n;
const HERE = { lat: 42.9889, lon: -71.4659 };
/** Degrees of latitude per mile on PostGIS's sphere (radius 6,371,008.8 m). */
const DEG_PER_MILE = 1609.344 / ((6_371_008.8 * Math.PI) / 180);
const north = (miles: number) => ({ lat: HERE.lat + miles * DEG_PER_MILE, lon: HERE.lon });

const leased = (
  lease_date: string,
  rent: number,
  beds: number | null,
  baths: number | null,
  sqft: number | null,
  days_on_market: number | null = 10,
): ImportRental => ({
  list_date: `${lease_date.slice(0, 8)}01`,
  lease_date,
  rent,
  beds,
  baths,
  sqft,
  days_on_market,
  status: 'leased',
});

function home(
  n: number,
  street: string,
  at: { lat: number; lon: number },
  structure: { beds_count?: number; baths?: number; living_area_sqft?: number; year_built?: number },
  rentals: ImportRental[],
): ImportRecord {
  return property(id(n), street, {
    zip: '03101',
    city: 'Manchester',
    state: 'NH',
    ...at,
    property_type: 'Single Family Residential',
    structure: structure as never,
    rentals,
  });
}

const AS_OF = '2025-06-30';
/** The latest lease this file records in New Hampshire (unit 12). */
const NH_END = '2025-07-15';
const SUBJECT = '100 Elm St, Manchester, NH 03101';

const HOMES: ImportRecord[] = [
  // the subject; its own lease is never a comparable
  home(1, '100 Elm St', HERE, { beds_count: 3, baths: 2, living_area_sqft: 1500, year_built: 1990 }, [
    leased('2025-03-01', 2000, 3, 2, 1500),
  ]),
  // at the subject's coordinates (units of one complex): distance component 1
  home(2, '100 Elm St Unit 2', HERE, { year_built: 1990 }, [leased('2025-06-30', 2100, 3, 2, 1500)]),
  home(3, '100 Elm St Unit 3', HERE, { year_built: 1990 }, [leased('2025-04-18', 1800, 3, 2, 1200)]),
  home(4, '100 Elm St Unit 4', HERE, { year_built: 1990 }, [leased('2025-06-30', 2400, 4, 2, 2000)]),
  home(5, '100 Elm St Unit 5', HERE, { year_built: 1990 }, [leased('2025-02-04', 1500, 3, 1, null)]),
  // never comparables: a lease older than 12 months, a withdrawn and a current listing, a lease after as_of
  home(8, '100 Elm St Unit 8', HERE, { year_built: 1990 }, [leased('2023-01-10', 1000, 3, 2, 1500)]),
  home(9, '100 Elm St Unit 9', HERE, { year_built: 1990 }, [
    { list_date: '2025-05-01', lease_date: null, rent: 1700, beds: 3, baths: 2, sqft: 1500, days_on_market: 30, status: 'withdrawn' },
  ]),
  home(10, '100 Elm St Unit 10', HERE, { year_built: 1990 }, [
    { list_date: '2025-06-01', lease_date: null, rent: 1750, beds: 3, baths: 2, sqft: 1500, days_on_market: 29, status: 'listed' },
  ]),
  home(12, '100 Elm St Unit 12', HERE, { year_built: 1990 }, [leased('2025-07-15', 2000, 3, 2, 1500)]),
  // nearby: leased twice in the window (the latest counts), and a listing that leaves its size to the property record
  home(11, '130 Elm St', north(0.2), { beds_count: 3, baths: 2, living_area_sqft: 1500, year_built: 1990 }, [
    leased('2024-09-01', 1600, 3, 2, 1500),
    leased('2025-03-01', 1650, 3, 2, 1500),
  ]),
  home(6, '300 Elm St', north(0.5), { beds_count: 3, baths: 2, living_area_sqft: 1450, year_built: 2000 }, [
    leased('2025-05-01', 1900, null, null, null),
  ]),
  // beyond a mile
  home(7, '900 Elm St', north(2), { beds_count: 3, baths: 2, living_area_sqft: 1500, year_built: 1990 }, [
    leased('2025-05-01', 2500, 3, 2, 1500),
  ]),
];

// a Nashua complex of 502 units, each leased once: more leased properties than are scored
const NASHUA = { lat: 42.7413, lon: -71.4593 };
const COMPLEX = Array.from({ length: 502 }, (_, k) =>
  property(id(1000 + k), `5 Main St Unit ${k + 1}`, {
    zip: '03060',
    city: 'Nashua',
    state: 'NH',
    ...NASHUA,
    structure: { beds_count: 2, baths: 1, living_area_sqft: 900 } as never,
    rentals: [leased('2025-05-15', 1500 + k, 2, 1, 900)],
  }),
);

// the rollups hold each state's latest lease, the default as_of
const { api } = withState('NH', [...HOMES, ...COMPLEX], { rollups: true });

async function comparables(params: string) {
  const res = await api.get(`/rental-analytics/comparables?address=${encodeURIComponent(SUBJECT)}&${params}`, KEYS.base);
  expect(res.status, await res.clone().text()).toBe(200);
  return { res, body: ComparablesResponse.parse(await res.json()) };
}
const ids = (body: ReturnType<typeof ComparablesResponse.parse>) => body.comparables.map((c) => c.property_id - 7_720_000);

describe('GET /rental-analytics/comparables', () => {
  it('scores the leases at the subject and estimates its rent from them, as computed by hand', async () => {
    const { res, body } = await comparables(`radius=0.01&as_of=${AS_OF}`);
    expect(res.headers.get('x-address-match')).toBe('exact');
    expect(res.headers.get('x-address-normalized')).toBe('100 ELM ST, MANCHESTER, NH 03101');
    expect(body.subject).toEqual({
      property_id: id(1),
      address: '100 ELM ST, MANCHESTER, NH 03101',
      latitude: HERE.lat,
      longitude: HERE.lon,
      property_type: 'Single Family Residential',
      beds: 3,
      baths: 2,
      sqft: 1500,
      year_built: 1990,
    });
    // subject: 3 bd, 2 ba, 1,500 sqft, 1990; window 2024-07-01..2025-06-30 (365 days)
    // unit 2: identical, leased on as_of -> 1
    // unit 3: 1,200 sqft (0.6), 73 days ago (0.8) -> 0.3 + 0.2 + 0.1 + 0.2 x 0.6 + 0.1 + 0.1 x 0.8 = 0.9
    // unit 5: 1 bath (0.5), area unknown (left out), 146 days ago (0.6) -> (0.3 + 0.2 + 0.05 + 0.1 + 0.06) / 0.8 = 0.8875
    // unit 4: 4 bd (2/3), 2,000 sqft (1/3) -> 0.3 + 0.2 x 2/3 + 0.1 + 0.2 x 1/3 + 0.1 + 0.1 = 0.8
    expect(ids(body)).toEqual([2, 3, 5, 4]);
    expect(body.comparables.map((c) => c.similarity)).toEqual([
      { score: 1, components: { distance: 1, beds: 1, baths: 1, sqft: 1, year_built: 1, recency: 1 } },
      { score: 0.9, components: { distance: 1, beds: 1, baths: 1, sqft: 0.6, year_built: 1, recency: 0.8 } },
      { score: 0.8875, components: { distance: 1, beds: 1, baths: 0.5, sqft: null, year_built: 1, recency: 0.6 } },
      { score: 0.8, components: { distance: 1, beds: 0.6667, baths: 1, sqft: 0.3333, year_built: 1, recency: 1 } },
    ]);
    // adjusted to 1,500 sqft at the estimate's size elasticity e: 2100, 1800 x (1500/1200)^e, 1500 (area unknown), 2400 x (1500/2000)^e
    const e = Math.log(body.comparables[1]!.adjusted_rent / 1800) / Math.log(1500 / 1200);
    expect(e).toBeGreaterThan(0.1);
    expect(e).toBeLessThan(0.8);
    expect(body.comparables[3]!.adjusted_rent).toBeCloseTo(2400 * (1500 / 2000) ** e, 0);
    expect(body.comparables.map((c) => c.adjusted_rent)).toEqual([2100, expect.any(Number), 1500, expect.any(Number)]);
    // the estimate is GET /properties/rent-estimate's for the same address and as_of
    const estimate = await api.get(`/properties/rent-estimate?address=${encodeURIComponent(SUBJECT)}&as_of=${AS_OF}`, KEYS.base);
    const same = (await estimate.json()) as { rent: number; low: number; high: number; comparables: unknown[] };
    expect(body.rent_estimate).toEqual({
      estimate: same.rent,
      low: same.low,
      high: same.high,
      comparables: same.comparables.length,
      size_adjusted: same.comparables.length - 1,
      reason: null,
    });
    expect(body.comparables[1]).toEqual({
      property_id: id(3),
      seq: 0,
      address: '100 ELM ST UNIT 3',
      city: 'MANCHESTER',
      state: 'NH',
      zip: '03101',
      distance_miles: 0,
      beds: 3,
      baths: 2,
      sqft: 1200,
      year_built: 1990,
      list_date: '2025-04-01',
      lease_date: '2025-04-18',
      rent: 1800,
      rent_per_sqft: 1.5,
      adjusted_rent: body.comparables[1]!.adjusted_rent,
      days_on_market: 10,
      similarity: body.comparables[1]!.similarity,
    });
    expect(body.meta).toEqual({
      radius_miles: 0.01,
      months: 12,
      as_of: AS_OF,
      lease_date_from: '2024-07-01',
      candidates: 4,
      candidate_limit: 500,
      candidate_limit_hit: false,
    });
  });

  it('reaches the radius and no further; a property leased twice counts once, with its latest lease', async () => {
    const { body } = await comparables(`as_of=${AS_OF}`);
    expect(ids(body).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 11]);
    const twice = body.comparables.find((c) => c.property_id === id(11))!;
    expect(twice).toMatchObject({ lease_date: '2025-03-01', rent: 1650 });
    expect(twice.distance_miles).toBeCloseTo(0.2, 3);
    expect(twice.similarity.components.distance).toBeCloseTo(0.8, 3);
    // the listing left beds, baths and area out: the property record's
    expect(body.comparables.find((c) => c.property_id === id(6))).toMatchObject({
      beds: 3,
      baths: 2,
      sqft: 1450,
      year_built: 2000,
      distance_miles: 0.5,
    });
    expect((await comparables(`as_of=${AS_OF}&radius=3`)).body.comparables.map((c) => c.property_id)).toContain(id(7));
  });

  it('widens the window with months', async () => {
    expect(ids((await comparables(`as_of=${AS_OF}&radius=0.01&months=60`)).body)).toContain(8);
    expect((await comparables(`as_of=${AS_OF}&radius=0.01&months=60`)).body.meta.lease_date_from).toBe('2020-07-01');
  });

  it('returns the limit most similar; the estimate rests on as many comparables', async () => {
    const { body } = await comparables(`as_of=${AS_OF}&radius=0.01&limit=2`);
    expect(ids(body)).toEqual([2, 3]);
    expect(body.rent_estimate.comparables).toBe(2);
    expect(body.meta.candidates).toBe(4);
  });

  it('a null estimate with its reason when no lease is near enough in time', async () => {
    const { body } = await comparables('as_of=2010-06-30');
    expect(body.comparables).toEqual([]);
    expect(body.rent_estimate).toEqual({
      estimate: null,
      low: null,
      high: null,
      comparables: 0,
      size_adjusted: 0,
      reason: expect.stringContaining('no leases within 5 miles'),
    });
  });

  it('scores at most 500 leased properties and says when there were more', async () => {
    const res = await api.get(
      `/rental-analytics/comparables?address=${encodeURIComponent('5 Main St Unit 1, Nashua, NH 03060')}&as_of=${AS_OF}&limit=50`,
      KEYS.base,
    );
    const body = ComparablesResponse.parse(await res.json());
    expect(body.meta).toMatchObject({ candidates: 500, candidate_limit: 500, candidate_limit_hit: true });
    expect(body.comparables).toHaveLength(50);
    expect(body.comparables.map((c) => c.property_id)).not.toContain(id(1000));
  });

  it('defaults as_of to the latest lease recorded in the subject’s state, as the rent estimate does', async () => {
    const { body } = await comparables('');
    expect(body.meta.as_of).toBe(NH_END);
    const estimate = await api.get(`/properties/rent-estimate?address=${encodeURIComponent(SUBJECT)}`, KEYS.base);
    expect(((await estimate.json()) as { as_of: string }).as_of).toBe(NH_END);
    expect(body.meta).toMatchObject({ radius_miles: 1, months: 12 });
  });

  it.each([
    ['address=', 'query.address'],
    ['address=nonsense', 'query.address'],
    [`address=${encodeURIComponent(SUBJECT)}&radius=0`, 'query.radius'],
    [`address=${encodeURIComponent(SUBJECT)}&radius=10.5`, 'query.radius'],
    [`address=${encodeURIComponent(SUBJECT)}&months=0`, 'query.months'],
    [`address=${encodeURIComponent(SUBJECT)}&months=61`, 'query.months'],
    [`address=${encodeURIComponent(SUBJECT)}&limit=0`, 'query.limit'],
    [`address=${encodeURIComponent(SUBJECT)}&limit=51`, 'query.limit'],
    [`address=${encodeURIComponent(SUBJECT)}&as_of=2999-01-01`, 'query.as_of'],
    [`address=${encodeURIComponent(SUBJECT)}&as_of=2025-02-30`, 'query.as_of'],
  ])('400 for %s', async (params, path) => {
    const problem = await expectProblem(await api.get(`/rental-analytics/comparables?${params}`), 400);
    expect(problem.errors?.map((e) => e.path)).toContain(path);
  });

  it('400 without an address', async () => {
    const problem = await expectProblem(await api.get('/rental-analytics/comparables'), 400);
    expect(problem.errors?.map((e) => e.path)).toContain('query.address');
  });

  it('404 when no property is at the address', async () => {
    await expectProblem(
      await api.get(`/rental-analytics/comparables?address=${encodeURIComponent('999 Nowhere Rd, Manchester, NH 03101')}`),
      404,
    );
  });

  it('401 without a key', async () => {
    await expectProblem(await api.get(`/rental-analytics/comparables?address=${encodeURIComponent(SUBJECT)}`, null), 401);
  });
});
