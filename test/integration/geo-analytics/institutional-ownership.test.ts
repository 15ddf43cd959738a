/**
 * GET /geo-analytics/institutional-ownership and GET /rental-analytics/ownership-statistics
 * through the local gateway, on a hand-built Arkansas stock (this file's own state) whose owner
 * tiers, occupancy and corporate owners are counted by hand below.
 */
import { describe, expect, it } from 'vitest';
import { ENTITY_NAME_PATTERN } from '../../../shared/analytics/definitions.ts';
import { isEntityName, normalizeName } from '../../../shared/analytics/names.ts';
import { InstitutionalOwnershipResponse, OwnershipStatisticsResponse } from '../../../shared/geo-analytics/schemas.ts';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { expectProblem } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const LR = (zip: string) => ({ zip, city: 'LITTLE ROCK', state: 'AR', lat: 34.74, lon: -92.28 });
const ID = 8_420_000;
const RENTAL = 'Ozark Rental Homes, LLC';
const TRUST = 'Ozark SFR Trust';
const MIDSIZE = 'Ozark Midsize Investments';

interface Home {
  zip: string;
  type: string | null;
  owner: string | null;
  occupied?: boolean | null;
  corporate?: boolean | null;
  transactions?: ImportRecord['transactions'];
}
let next = 0;
const home = (h: Home): ImportRecord => {
  next++;
  return property(ID + next, `${next} Ozark Ave`, {
    ...LR(h.zip),
    property_type: h.type,
    owner:
      h.owner === null && h.occupied === undefined
        ? null
        : ({ name: h.owner, owner_occupied: h.occupied ?? null, corporate_owner: h.corporate ?? null } as never),
    transactions: h.transactions ?? [],
  });
};
const times = (n: number, make: (i: number) => Home) => Array.from({ length: n }, (_, i) => make(i));
const bought = (buyer: string | null, date: string) => [
  { ...sale(date, 150_000, buyer ?? '', 'Ozark Seller'), BUYER_BORROWER1_NAME: buyer },
];

// Little Rock 72201 (89 properties, 82 single-family) and 72202 (135 properties, 38 single-family).
// Owners: Rental Homes 100 properties (tier 100-999), SFR Trust 100 (100-999), Midsize 12 (10-99),
// Pair 2 (2-9), six people with one each, and two homes without an owner.
// 2024 purchases: Rental 4 (its 2023 one is outside), Midsize 2, people 3 (one by a buyer who owns
// nothing now), one without a buyer name: 10.
const RECORDS: ImportRecord[] = [
  ...times(60, (i) => ({
    zip: '72201',
    type: 'Single Family Residential',
    owner: RENTAL,
    occupied: false,
    corporate: true,
    transactions: i < 4 ? bought(RENTAL, `2024-0${i + 1}-15`) : i === 4 ? bought(RENTAL, '2023-06-15') : [],
  })),
  ...times(5, () => ({ zip: '72201', type: 'Condominium', owner: RENTAL, occupied: false, corporate: true })),
  ...times(35, (i) => ({ zip: '72202', type: i < 30 ? 'Single Family Residential' : 'Townhouse', owner: RENTAL, occupied: false })),
  ...times(12, (i) => ({
    zip: '72201',
    type: 'Single Family Residential',
    owner: MIDSIZE,
    occupied: null,
    corporate: false,
    transactions: i < 2 ? bought(MIDSIZE, '2024-05-20') : [],
  })),
  ...times(2, () => ({ zip: '72201', type: 'Single Family Residential', owner: 'Ozark Pair Patricia', occupied: true, corporate: false })),
  ...times(6, (i) => ({
    zip: '72201',
    type: 'SINGLE FAMILY RESIDENTIAL',
    owner: `Ozark Owner${i} Sam`,
    occupied: true,
    transactions:
      i === 0
        ? bought(`Ozark Owner${i} Sam`, '2024-07-01')
        : i === 1
          ? [...bought('Ozark Gone Gary', '2024-03-01'), ...bought(`Ozark Owner${i} Sam`, '2024-09-01')]
          : [],
  })),
  ...times(2, (i) => ({
    zip: '72201',
    type: 'Single Family Residential',
    owner: null,
    transactions: i === 0 ? bought(null, '2024-05-05') : [],
  })),
  { zip: '72201', type: 'Duplex', owner: 'Ozark Duplex Dan', occupied: false },
  { zip: '72201', type: null, owner: 'Ozark Unknown Type', occupied: true },
  ...times(100, (i) => ({ zip: '72202', type: i < 3 ? 'Single Family Residential' : 'Condominium', owner: TRUST, occupied: false })),
].map(home);

const { api, sql } = withState('AR', RECORDS, { rollups: true });

async function institutional(params: string) {
  const res = await api.get(`/geo-analytics/institutional-ownership?${params}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return InstitutionalOwnershipResponse.parse(await res.json());
}
const tiers = (list: { tier: string; count: number; share: number | null }[]) => list.map((t) => [t.tier, t.count, t.share]);

describe('GET /geo-analytics/institutional-ownership', () => {
  it("splits a state's single-family stock and the window's purchases by portfolio tier", async () => {
    const body = await institutional('search_type=state&state=AR&date_from=2024-01-01&date_to=2024-12-31');
    expect(body.single_family_properties).toBe(120);
    expect(tiers(body.ownership_by_tier)).toEqual([
      ['1', 6, 0.05],
      ['2-9', 2, 0.0167],
      ['10-99', 12, 0.1],
      ['100-999', 98, 0.8167],
      ['1000+', 0, 0],
      ['unknown', 2, 0.0167],
    ]);
    expect(body.institutional).toEqual({ count: 98, share: 0.8167 });
    expect(body.purchases).toMatchObject({
      date_from: '2024-01-01',
      date_to: '2024-12-31',
      total: 10,
      institutional: { count: 4, share: 0.4 },
    });
    expect(tiers(body.purchases.by_tier)).toEqual([
      ['1', 3, 0.3],
      ['2-9', 0, 0],
      ['10-99', 2, 0.2],
      ['100-999', 4, 0.4],
      ['1000+', 0, 0],
      ['unknown', 1, 0.1],
    ]);
    expect(body.top_institutional_owners).toEqual([
      {
        owner_name: 'OZARK RENTAL HOMES LLC',
        tier: '100-999',
        single_family_properties: 95,
        share_of_single_family: 0.7917,
        portfolio_size: 100,
        family_names: null,
      },
      {
        owner_name: 'OZARK SFR TRUST',
        tier: '100-999',
        single_family_properties: 3,
        share_of_single_family: 0.025,
        portfolio_size: 100,
        family_names: null,
      },
    ]);
    expect(body.geography).toEqual({ type: 'state', code: 'AR', name: 'Arkansas', state: 'AR' });
    // 120 single-family homes are enough to trust their shares; the 10 purchases are not
    expect(body.low_sample).toEqual([]);
    expect(body.purchases.low_sample).toEqual(['by_tier', 'institutional']);
  });

  it('answers a zip, whole months of purchases, and the top owners asked for', async () => {
    const body = await institutional('search_type=zip&zip=72201&date_from=2024-05-10&date_to=2024-05-10&top=1');
    expect(body.single_family_properties).toBe(82);
    expect(body.institutional).toEqual({ count: 60, share: 0.7317 });
    // May 2024: Midsize's two purchases and the one without a buyer name
    expect(body.purchases).toMatchObject({ date_from: '2024-05-01', date_to: '2024-05-31', total: 3 });
    expect(tiers(body.purchases.by_tier).filter(([, n]) => n)).toEqual([
      ['10-99', 2, 0.6667],
      ['unknown', 1, 0.3333],
    ]);
    expect(body.top_institutional_owners.map((o) => [o.owner_name, o.single_family_properties])).toEqual([['OZARK RENTAL HOMES LLC', 60]]);
    expect([body.low_sample, body.purchases.low_sample]).toEqual([[], ['by_tier', 'institutional']]);
  });

  it('is NoCoverage where there is no stock and no purchase', async () => {
    const res = await api.get('/geo-analytics/institutional-ownership?search_type=zip&zip=72204&date_from=2024-01-01&date_to=2024-12-31');
    expect(await expectProblem(res, 404)).toMatchObject({ reason: 'no_coverage', covered_states: expect.arrayContaining(['AR']) });
  });

  it.each([
    ['search_type=state&state=AR&top=0', 'query.top'],
    ['search_type=state&state=AR&top=51', 'query.top'],
    ['search_type=county', 'query.county'],
    ['search_type=state&state=AR&date_to=2024-01-01&date_from=2024-02-01', 'query.date_from'],
    ['search_type=msa&msa=Springfield', 'query.msa'],
  ])('400 for %s', async (params, path) => {
    const problem = await expectProblem(await api.get(`/geo-analytics/institutional-ownership?${params}`), 400);
    expect(problem.errors?.map((e) => e.path)).toContain(path);
  });

  it('404 for an unknown place, 401 without a key', async () => {
    await expectProblem(await api.get('/geo-analytics/institutional-ownership?search_type=city&city=Nowhereville&state=AR'), 404);
    await expectProblem(await api.get('/geo-analytics/institutional-ownership?search_type=state&state=AR', null), 401);
  });
});

async function statistics(params: string) {
  const res = await api.get(`/rental-analytics/ownership-statistics?${params}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return OwnershipStatisticsResponse.parse(await res.json());
}

describe('GET /rental-analytics/ownership-statistics', () => {
  it('counts owner-occupied, renter-occupied, corporate and institutional single-family homes, unknowns apart', async () => {
    expect(await statistics('search_type=state&state=Arkansas')).toEqual({
      geography: { type: 'state', code: 'AR', name: 'Arkansas', state: 'AR' },
      data_as_of: '2024-09-01',
      properties: 224,
      single_family_properties: 120,
      owner_occupied: { count: 8, share: 0.0667 },
      renter_occupied: { count: 98, share: 0.8167 },
      occupancy_unknown: { count: 14, share: 0.1167 },
      // Rental Homes (flagged, or named LLC where the flag is missing), Midsize (named INVESTMENTS
      // though flagged false) and the trust
      corporate_owned: { count: 110, share: 0.9167 },
      corporate_unknown: { count: 2, share: 0.0167 },
      institutionally_owned: { count: 98, share: 0.8167 },
      owner_unknown: { count: 2, share: 0.0167 },
      low_sample: [],
    });
  });

  it('answers a city and a zip', async () => {
    const city = await statistics('search_type=city&city=Little Rock, AR');
    expect(city.single_family_properties).toBe(120);
    const zip = await statistics('search_type=zip&zip=72202');
    expect(zip).toMatchObject({
      properties: 135,
      single_family_properties: 38,
      owner_occupied: { count: 0, share: 0 },
      renter_occupied: { count: 38, share: 1 },
      institutionally_owned: { count: 38, share: 1 },
    });
  });

  it('400 for a malformed place, 404 for an unknown one, 401 without a key', async () => {
    const problem = await expectProblem(await api.get('/rental-analytics/ownership-statistics?search_type=zip&zip=ABCDE'), 400);
    expect(problem.errors?.map((e) => e.path)).toEqual(['query.zip']);
    await expectProblem(await api.get('/rental-analytics/ownership-statistics?search_type=county&county=Nowhere&state=AR'), 404);
    await expectProblem(await api.get('/rental-analytics/ownership-statistics?search_type=zip&zip=72201', null), 401);
  });
});

describe('owner classification in SQL', () => {
  it('matches entity names as isEntityName does', async () => {
    const names = [
      'Ozark Rental Homes, LLC',
      'Ozark Pair Patricia',
      'Ozark SFR Trust',
      'Costco Wholesale',
      'Tracy Trustee',
      'City of Little Rock',
      'Conway Holdings',
      'Colby Coates',
      'Ozark Co',
      'Intrust Ventures',
    ];
    const keys = names.map((n) => normalizeName(n)!);
    const rows = await sql<
      { name: string; entity: boolean }[]
    >`select name, name ~ ${ENTITY_NAME_PATTERN} as entity from unnest(${keys}::text[]) as name`;
    expect(rows.map((r) => r.entity)).toEqual(keys.map(isEntityName));
    expect(rows.filter((r) => r.entity).length).toBeGreaterThan(3);
  });
});
