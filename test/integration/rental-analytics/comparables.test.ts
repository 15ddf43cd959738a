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

// Concord: a townhouse subject with one townhouse lease near it and three houses' (too few of its own
// type), and a house subject with three houses' leases and three townhouses' (enough of its own)
const CONCORD = { lat: 43.2081, lon: -71.5376 };
const east = (miles: number) => ({ lat: CONCORD.lat, lon: CONCORD.lon + (miles * DEG_PER_MILE) / Math.cos((CONCORD.lat * Math.PI) / 180) });
const typed = (n: number, street: string, miles: number, property_type: string, rent: number) =>
  property(id(n), street, {
    zip: '03301',
    city: 'Concord',
    state: 'NH',
    ...east(miles),
    property_type,
    structure: { beds_count: 3, baths: 2, living_area_sqft: 1500, year_built: 1990 } as never,
    rentals: rent > 0 ? [leased('2025-05-01', rent, 3, 2, 1500)] : [],
  });
const TOWNHOUSE_SUBJECT = '1 State St, Concord, NH 03301';
const HOUSE_SUBJECT = '2 State St, Concord, NH 03301';
const TYPED: ImportRecord[] = [
  typed(2000, '1 State St', 0, 'Townhouse', 0),
  typed(2001, '2 State St', 0.05, 'Single Family Residential', 0),
  typed(2002, '3 State St', 0.1, 'Townhouse', 1700),
  typed(2003, '4 State St', 0.1, 'Single Family Residential', 2100),
  typed(2004, '5 State St', 0.15, 'Single Family Residential', 2150),
  typed(2005, '6 State St', 0.2, 'Single Family Residential', 2200),
  typed(2006, '7 State St', 0.04, 'Townhouse', 1650),
  typed(2007, '8 State St', 0.06, 'Townhouse', 1600),
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
const { api } = withState('NH', [...HOMES, ...TYPED, ...COMPLEX], { rollups: true });

async function comparables(params: string) {
  const res = await api.get(`/rental-analytics/comparables?address=${encodeURIComponent(SUBJECT)}&${params}`, KEYS.base);
  expect(res.status, await res.clone().text()).toBe(200);
  return { res, body: ComparablesResponse.parse(await res.json()) };
}
const ids = (body: ReturnType<typeof ComparablesResponse.parse>) => body.comparables.map((c) => c.property_id - 7_720_000);

describe('GET /rental-analytics/comparables', () => {
  it('lists the leases the rent estimate rests on, scored for similarity, with its adjusted rents and weights', async () => {
    const { res, body } = await comparables(`radius=0.01&months=12&as_of=${AS_OF}`);
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
    // subject: 3 bd, 2 ba, 1,500 sqft, 1990; window 2024-06-30..2025-06-30 (366 days)
    // unit 2: identical, leased on as_of -> 1
    // the subject's own lease of 2025-03-01 (evidence of the rent estimate too): 121 days ago -> 0.9 + 0.1 x (1 - 121/366) = 0.9669
    // unit 3: 1,200 sqft (0.6), 73 days ago (0.8005) -> 0.3 + 0.2 + 0.1 + 0.2 x 0.6 + 0.1 + 0.1 x 0.8005 = 0.9001
    // unit 5: 1 bath (0.5), area unknown (left out), 146 days ago (0.6011) -> (0.3 + 0.2 + 0.05 + 0.1 + 0.06011) / 0.8 = 0.8876
    // unit 4: 4 bd (2/3), 2,000 sqft (1/3) -> 0.3 + 0.2 x 2/3 + 0.1 + 0.2 x 1/3 + 0.1 + 0.1 = 0.8
    expect(ids(body)).toEqual([2, 1, 3, 5, 4]);
    expect(body.comparables.map((c) => c.similarity.score)).toEqual([1, 0.9669, 0.9001, 0.8876, 0.8]);
    expect(body.comparables[2]!.similarity.components).toEqual({
      distance: 1,
      beds: 1,
      baths: 1,
      sqft: 0.6,
      year_built: 1,
      recency: 0.8005,
    });
    // the estimate's weights sum to 1 over the leases it rests on
    expect(body.comparables.reduce((sum, c) => sum + c.weight, 0)).toBeCloseTo(1, 3);
    expect(body.comparables[2]).toEqual({
      property_id: id(3),
      seq: 0,
      address: '100 ELM ST UNIT 3',
      city: 'MANCHESTER',
      state: 'NH',
      zip: '03101',
      property_type: 'Single Family Residential',
      distance_miles: 0,
      beds: 3,
      baths: 2,
      sqft: 1200,
      year_built: 1990,
      list_date: '2025-04-01',
      lease_date: '2025-04-18',
      rent: 1800,
      rent_per_sqft: 1.5,
      adjusted_rent: body.comparables[2]!.adjusted_rent,
      adjustments: body.comparables[2]!.adjustments,
      weight: body.comparables[2]!.weight,
      days_on_market: 10,
      similarity: body.comparables[2]!.similarity,
    });
    // a larger lease is adjusted down to the subject's size, a smaller one up
    expect(body.comparables[2]!.adjustments.living_area).toBeGreaterThan(0);
    expect(body.comparables[4]!.adjustments.living_area).toBeLessThan(0);
    expect(body.meta).toEqual({
      radius_miles: 0.01,
      months: 12,
      as_of: AS_OF,
      lease_date_from: '2024-06-30',
      candidates: 5,
      candidate_limit: 120,
      candidate_limit_hit: false,
      property_types: { same_type: 5, other_types: 0, other_types_used: false, reason: null },
    });
  });

  it.each([
    ['100 Elm St, Manchester, NH 03101', `as_of=${AS_OF}`],
    ['100 Elm St, Manchester, NH 03101', ''],
    ['100 Elm St, Manchester, NH 03101', `as_of=${AS_OF}&radius=0.01`],
    ['130 Elm St, Manchester, NH 03101', ''],
    ['900 Elm St, Manchester, NH 03101', `as_of=${AS_OF}`],
    ['5 Main St Unit 1, Nashua, NH 03060', ''],
    [TOWNHOUSE_SUBJECT, ''],
    [HOUSE_SUBJECT, ''],
  ])('%s (%s): the same estimate, adjusted rents and weights as GET /properties/rent-estimate', async (address, params) => {
    const query = `address=${encodeURIComponent(address)}${params ? `&${params}` : ''}`;
    const compsRes = await api.get(`/rental-analytics/comparables?${query}&limit=50`, KEYS.base);
    expect(compsRes.status, await compsRes.clone().text()).toBe(200);
    const comps = ComparablesResponse.parse(await compsRes.json());
    const estimateRes = await api.get(`/properties/rent-estimate?${query}`, KEYS.base);
    expect(estimateRes.status, await estimateRes.clone().text()).toBe(200);
    const estimate = (await estimateRes.json()) as {
      rent: number;
      low: number;
      high: number;
      as_of: string;
      comparables: { property_id: number; lease_date: string; adjusted_rent: number; weight: number }[];
    };
    expect(comps.meta.as_of).toBe(estimate.as_of);
    expect(comps.rent_estimate).toMatchObject({
      estimate: estimate.rent,
      low: estimate.low,
      high: estimate.high,
      comparables: estimate.comparables.length,
    });
    const byLease = (c: { property_id: number; lease_date: string; adjusted_rent: number; weight: number }) =>
      [`${c.property_id} ${c.lease_date}`, [c.adjusted_rent, c.weight]] as const;
    expect(new Map(comps.comparables.map(byLease))).toEqual(new Map(estimate.comparables.map(byLease)));
  });

  it("a house is compared with houses while three or more are found; another type's leases only when too few, with the reason", async () => {
    const house = ComparablesResponse.parse(
      await (await api.get(`/rental-analytics/comparables?address=${encodeURIComponent(HOUSE_SUBJECT)}&radius=1`, KEYS.base)).json(),
    );
    expect(ids(house).sort((a, b) => a - b)).toEqual([2003, 2004, 2005]);
    expect(house.meta.property_types).toEqual({ same_type: 3, other_types: 3, other_types_used: false, reason: null });
    const townhouse = ComparablesResponse.parse(
      await (await api.get(`/rental-analytics/comparables?address=${encodeURIComponent(TOWNHOUSE_SUBJECT)}&radius=0.12`, KEYS.base)).json(),
    );
    // within 0.12 miles: three townhouses' leases (enough), the house at 0.1 mile left out
    expect(townhouse.meta.property_types).toEqual({ same_type: 3, other_types: 1, other_types_used: false, reason: null });
    expect(ids(townhouse).sort((a, b) => a - b)).toEqual([2002, 2006, 2007]);
    // within 0.12 miles of the house: two houses' leases, too few, so the three townhouses' are weighed too
    const few = ComparablesResponse.parse(
      await (await api.get(`/rental-analytics/comparables?address=${encodeURIComponent(HOUSE_SUBJECT)}&radius=0.12`, KEYS.base)).json(),
    );
    expect(few.meta.property_types).toEqual({
      same_type: 2,
      other_types: 3,
      other_types_used: true,
      reason: expect.stringContaining("Only 2 leases of the subject's type (Single Family Residential) were found"),
    });
    // the subject's own type first
    expect(
      ids(few)
        .slice(0, 2)
        .sort((a, b) => a - b),
    ).toEqual([2003, 2004]);
    expect(
      ids(few)
        .slice(2)
        .sort((a, b) => a - b),
    ).toEqual([2002, 2006, 2007]);
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

  it('weighs at most 120 leased properties, nearest first, and says when the limit was reached', async () => {
    const res = await api.get(
      `/rental-analytics/comparables?address=${encodeURIComponent('5 Main St Unit 1, Nashua, NH 03060')}&as_of=${AS_OF}&limit=50`,
      KEYS.base,
    );
    const body = ComparablesResponse.parse(await res.json());
    expect(body.meta).toMatchObject({ candidates: 120, candidate_limit: 120, candidate_limit_hit: true });
    // the estimate rests on its 15 (the rent estimate's default max_comparables) whatever limit asks for
    expect(body.rent_estimate.comparables).toBe(15);
    expect(body.comparables).toHaveLength(15);
  });

  it('lists at most limit; the estimate still rests on its own comparables', async () => {
    const { body } = await comparables(`as_of=${AS_OF}&radius=0.01&limit=2`);
    expect(ids(body)).toEqual([2, 1]);
    expect(body.rent_estimate.comparables).toBe(5);
    expect(body.meta.candidates).toBe(5);
  });

  it('reaches the radius and no further; a property leased twice counts once, with its latest lease', async () => {
    const { body } = await comparables(`as_of=${AS_OF}&radius=1&months=12`);
    expect(ids(body).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 11]);
    const twice = body.comparables.find((c) => c.property_id === id(11))!;
    expect(twice).toMatchObject({ lease_date: '2025-03-01', rent: 1650 });
    expect(twice.distance_miles).toBeCloseTo(0.2, 3);
    expect(twice.similarity.components.distance).toBeCloseTo(0.8, 3);
    expect((await comparables(`as_of=${AS_OF}&radius=3`)).body.comparables.map((c) => c.property_id)).toContain(id(7));
  });

  it('narrows the window with months', async () => {
    const { body } = await comparables(`as_of=${AS_OF}&radius=0.01&months=3`);
    expect(ids(body).sort((a, b) => a - b)).toEqual([2, 3, 4]);
    expect(body.meta.lease_date_from).toBe('2025-03-30');
  });

  it('defaults as_of, radius and months to the rent estimate’s', async () => {
    const { body } = await comparables('');
    expect(body.meta.as_of).toBe(NH_END);
    const estimate = await api.get(`/properties/rent-estimate?address=${encodeURIComponent(SUBJECT)}`, KEYS.base);
    expect(((await estimate.json()) as { as_of: string }).as_of).toBe(NH_END);
    expect(body.meta).toMatchObject({ radius_miles: 5, months: 24 });
  });

  it.each([
    ['address=', 'query.address'],
    ['address=nonsense', 'query.address'],
    [`address=${encodeURIComponent(SUBJECT)}&radius=0`, 'query.radius'],
    [`address=${encodeURIComponent(SUBJECT)}&radius=10.5`, 'query.radius'],
    [`address=${encodeURIComponent(SUBJECT)}&months=0`, 'query.months'],
    [`address=${encodeURIComponent(SUBJECT)}&months=25`, 'query.months'],
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
