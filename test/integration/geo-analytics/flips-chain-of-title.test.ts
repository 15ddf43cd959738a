/**
 * Chain of title, shared addresses and unknown portfolios (docs/analytics-definitions.md#chain-of-title,
 * #shared-address, #portfolio-tier) through the local gateway: flips, hold-time, top-buyers, buyer
 * activity, buyer profiles and by-address, on hand-built histories in Mississippi (this file's own
 * state) whose figures are counted by hand below.
 */
import { describe, expect, it } from 'vitest';
import { ProfileResponse } from '../../../shared/buyer-profiles/schemas.ts';
import { ActivityResponse, TopBuyersResponse } from '../../../shared/buyers/schemas.ts';
import { FlipsResponse, HoldTimeResponse } from '../../../shared/geo-analytics/schemas.ts';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { PropertyRecord } from '../../../shared/properties/records/record-schema.ts';
import { expectProblem, KEYS } from '../../support/api.ts';
import { loadRecords } from '../../support/db.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const JACKSON = { zip: '39201', city: 'JACKSON', state: 'MS', lat: 32.3, lon: -90.18 };
const ID = 8_390_000;
const owner = (name: string) => ({ owner: { name } as never });
const unnamedSeller = { SELLER1_NAME: null };

// P1 resold by one of its co-buyers, written with an initial: a verified flip, 121 days.
// P2 resold with no seller named: an unverified pair of 121 days, left out by default.
// P3 resold by someone who is not its buyer: no resale, no flip.
// P4 three homes of a building recorded at one street address without units: address_shared.
// P5 bought by a person, deeded to her trust, sold by the trust's trustee: a verified flip, 274 days.
// P6 is P4's building's unit 2, recorded with its unit.
// P7's purchase is recorded twice (the second listing 3 days later, without the seller): one
// purchase, resold by its buyer after 182 days (a verified flip), not a flip of 3 days.
// Owners of record: P1 PARK LEE, P4 KIM SOO, P5 NEW FAMILY LLC; P2 and P3 state none.
const RECORDS: ImportRecord[] = [
  property(ID + 1, '101 Capitol St', {
    ...JACKSON,
    ...owner('Park, Lee'),
    transactions: [
      sale('2024-01-10', 200_000, 'Owens, Mai & Charles', 'Delta Builders LLC'),
      sale('2024-05-10', 260_000, 'Park, Lee', 'Owens C'),
    ],
  }),
  property(ID + 2, '102 Capitol St', {
    ...JACKSON,
    transactions: [
      sale('2024-02-01', 150_000, 'Magnolia Homes LLC', 'Delta Builders LLC'),
      sale('2024-06-01', 190_000, 'Reed, Ann', 'ignored', unnamedSeller),
    ],
  }),
  property(ID + 3, '103 Capitol St', {
    ...JACKSON,
    transactions: [
      sale('2024-03-01', 180_000, 'Garcia, Jose', 'Delta Builders LLC'),
      sale('2024-07-01', 240_000, 'Hale, Tom', 'Nguyen, An'),
    ],
  }),
  property(ID + 4, '200 State St', {
    ...JACKSON,
    ...owner('Kim, Soo'),
    property_type: 'Condominium',
    transactions: [
      sale('2024-04-01', 300_000, 'Magnolia Homes LLC', 'Delta Builders LLC'),
      sale('2024-04-08', 310_000, 'Bell, Ray', 'Delta Builders LLC'),
      sale('2024-09-01', 350_000, 'Kim, Soo', 'Magnolia Homes LLC'),
    ],
  }),
  property(ID + 5, '105 Capitol St', {
    ...JACKSON,
    ...owner('New Family LLC'),
    transactions: [
      sale('2023-06-01', 100_000, 'Holly, Ann', 'Delta Builders LLC'),
      sale('2023-07-01', 10, 'Holly Family Trust', 'Holly, Ann', { TRANSACTION_TYPE: 'Quit Claim Deed' }),
      sale('2024-03-01', 140_000, 'New Family LLC', 'Holly Ann Trustee of the Holly Family Trust'),
    ],
  }),
  property(ID + 6, '200 State St Unit 2', { ...JACKSON, property_type: 'Condominium' }),
  property(ID + 7, '107 Capitol St', {
    ...JACKSON,
    transactions: [
      sale('2024-02-10', 200_000, 'Stone, Amy', 'Delta Builders LLC', { DOC_NUM: '2024-0001' }),
      sale('2024-02-13', 200_000, 'Stone Amy', 'ignored', { ...unnamedSeller, DOC_NUM: '2024-0002', FIRST_MTG_AMT: '150000' }),
      sale('2024-08-10', 260_000, 'Cole, Ben', 'Stone, Amy'),
    ],
  }),
];

const { api, sql } = withState('MS', RECORDS, { rollups: true });

const YEAR_2024 = 'date_from=2024-01-01&date_to=2024-12-31';

async function get<T>(path: string, schema: { parse: (v: unknown) => T }): Promise<T> {
  const res = await api.get(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return schema.parse(await res.json());
}

describe('flips follow the chain of title', () => {
  it('counts the resales by the earlier buyer, and says how many unverified pairs it left out', async () => {
    const body = await get(`/geo-analytics/flips?search_type=state&state=MS&${YEAR_2024}&sort=hold_days&order=asc`, FlipsResponse);
    expect(body.data.map((f) => [f.property_id - ID, f.hold_days, f.chain, f.resale.seller])).toEqual([
      [1, 121, 'verified', 'Owens C'],
      [7, 182, 'verified', 'Stone, Amy'],
      [5, 274, 'verified', 'Holly Ann Trustee of the Holly Family Trust'],
    ]);
    expect(body.meta).toMatchObject({ total: 3, unverified_excluded: 1 });
    expect(body.data[2]).toMatchObject({ purchase: { date: '2023-06-01', price: 100_000, buyer: 'Holly, Ann' }, gross_profit: 40_000 });
  });

  it('includes the unverified pairs, marked, when asked', async () => {
    const body = await get(
      `/geo-analytics/flips?search_type=state&state=MS&${YEAR_2024}&include_unverified=true&sort=hold_days&order=asc`,
      FlipsResponse,
    );
    expect(body.data.map((f) => [f.property_id - ID, f.hold_days, f.chain])).toEqual([
      [1, 121, 'verified'],
      [2, 121, 'unverified'],
      [7, 182, 'verified'],
      [5, 274, 'verified'],
    ]);
    expect(body.meta).toMatchObject({ total: 4, unverified_excluded: 0 });
  });

  it('measures hold times over verified chains only, unless asked', async () => {
    const body = await get(`/geo-analytics/flips/hold-time?search_type=state&state=MS&${YEAR_2024}`, HoldTimeResponse);
    expect([body.resales.count, body.flips.count, body.resales.median_days]).toEqual([3, 3, 182]);
    expect(body.unverified_excluded).toEqual({ flips: 1, resales: 1 });
    const all = await get(`/geo-analytics/flips/hold-time?search_type=state&state=MS&${YEAR_2024}&include_unverified=1`, HoldTimeResponse);
    expect([all.resales.count, all.flips.count, all.resales.median_days]).toEqual([4, 4, 151.5]);
    expect(all.unverified_excluded).toEqual({ flips: 0, resales: 0 });
  });

  it('400 for an include_unverified that is no boolean', async () => {
    const problem = await expectProblem(await api.get(`/geo-analytics/flips?search_type=state&state=MS&include_unverified=maybe`), 400);
    expect(problem.errors?.[0]?.path).toBe('query.include_unverified');
  });
});

describe('buyers follow the chain of title', () => {
  it("credits a co-buyer's resale to the buyer's profile: one sale, one flip, its hold", async () => {
    const body = await get('/buyer-profiles/OWENS%20MAI', ProfileResponse);
    expect(body.summary).toMatchObject({ purchases: 1, sales: 1, flips: 1, resales: 1, median_hold_days: 121 });
  });

  it('gives a sale by someone other than the buyer to nobody', async () => {
    const body = await get('/buyer-profiles/GARCIA%20JOSE', ProfileResponse);
    expect(body.summary).toMatchObject({ purchases: 1, sales: 0, flips: 0, resales: 0, median_hold_days: null });
  });
});

describe('a shared address', () => {
  it('keeps its sales out of flips and hold times but counts them as purchases', async () => {
    const flips = await get(`/geo-analytics/flips?search_type=zip&zip=39201&${YEAR_2024}&include_unverified=true`, FlipsResponse);
    expect(flips.data.map((f) => f.property_id - ID)).not.toContain(4);
    const activity = await get(`/buyers/activity?search_type=state&state=MS&${YEAR_2024}`, ActivityResponse);
    // P1 2, P2 2, P3 2, P4 3, P5 1 (the quitclaim is no purchase), P7 2 (its purchase recorded twice is one)
    expect(activity.totals.purchases).toBe(12);
  });

  it('is looked up as a building: its line’s candidates, or the first with unit_policy=building', async () => {
    const res = await api.get(
      `/properties/by-address?${new URLSearchParams({ address: '200 State St, Jackson, MS 39201' })}`,
      KEYS.premium,
    );
    const problem = (await expectProblem(res, 404)) as unknown as { match: string; candidates: { property_id: number }[]; detail: string };
    expect(problem.match).toBe('ambiguous');
    expect(problem.candidates.map((c) => c.property_id - ID).sort()).toEqual([4, 6]);
    expect(problem.detail).toContain('address_shared');
    const building = await api.get(
      `/properties/by-address?${new URLSearchParams({ address: '200 State St, Jackson, MS 39201', unit_policy: 'building' })}`,
      KEYS.premium,
    );
    expect(building.status).toBe(200);
    expect(PropertyRecord.parse(await building.json()).property_id).toBe(ID + 4);
  });
});

describe('a sale recorded twice', () => {
  it('is one transaction with every recording and where each value came from', async () => {
    const rows = await sql<{ seq: number; seller_1: string | null; mtg_amount: string | null; sources: unknown }[]>`
      select seq, seller_1, mtg_amount::text, sources from transactions where property_id = ${ID + 7} order by seq`;
    expect(rows).toEqual([
      {
        seq: 0,
        seller_1: 'Delta Builders LLC',
        mtg_amount: '150000',
        sources: {
          rows: [
            { index: 0, doc_num: '2024-0001' },
            { index: 1, doc_num: '2024-0002' },
          ],
          fields: { FIRST_MTG_AMT: 1 },
        },
      },
      { seq: 1, seller_1: 'Stone, Amy', mtg_amount: null, sources: null },
    ]);
  });

  it('is the same after a re-import of the record', async () => {
    const before = await sql`select * from transactions where property_id = ${ID + 7} order by seq`;
    await sql`update properties set content_hash = '' where property_id = ${ID + 7}`;
    await loadRecords(sql, [RECORDS.at(-1)!]);
    expect(await sql`select * from transactions where property_id = ${ID + 7} order by seq`).toEqual(before);
  });
});

describe('unknown is null', () => {
  it("gives no portfolio size (null, not 0) to a buyer whose homes' owners the data does not state", async () => {
    const res = await api.post('/buyers/activity/top-buyers', {
      filters: { state: 'MS', dateFrom: '2023-01-01', dateTo: '2024-12-31' },
      limit: 100,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = TopBuyersResponse.parse(await res.json());
    const size = Object.fromEntries(data.map((b) => [b.buyerName, b.portfolioSize]));
    // MAGNOLIA HOMES LLC bought P2 (no owner stated) and P4 (owned by KIM SOO now): it owns none, known
    expect(size).toMatchObject({
      'PARK LEE': 1,
      'OWENS MAI': 0,
      'MAGNOLIA HOMES LLC': 0,
      'GARCIA JOSE': null,
      'HALE TOM': null,
      'REED ANN': null,
    });
    const profile = await get('/buyer-profiles/GARCIA%20JOSE', ProfileResponse);
    expect(profile.summary).toMatchObject({ portfolio_size: null, portfolio_tier: null });
    expect(profile.portfolio.meta).toMatchObject({ total: null, has_more: false });
  });

  it('counts the purchases of buyers with an unknown portfolio under tier unknown', async () => {
    const activity = await get(`/buyers/activity?search_type=state&state=MS&${YEAR_2024}`, ActivityResponse);
    // GARCIA JOSE, HALE TOM, REED ANN, STONE AMY and COLE BEN: one purchase each
    expect(activity.totals.by_tier.unknown).toBe(5);
    const tiers = activity.totals.by_tier;
    expect(Object.values(tiers).reduce((a, b) => a + b, 0)).toBe(activity.totals.purchases);
  });
});
